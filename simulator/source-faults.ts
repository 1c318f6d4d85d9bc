/**
 * Fault injection for the factor route's upstreams (price provider, filing system), one board per
 * source, optionally narrowed to one endpoint. Steered through `POST /{source}/_control/faults` with
 * `{ mode, count?, delayMs?, endpoint? }`; `POST /{source}/_control/reset` and the simulator's global
 * reset clear it.
 *
 * - `down`: 503 with an HTML page, as a failing origin behind a CDN answers;
 * - `slow`: the answer is held back `delayMs` (default 10 s, past any budget of the route);
 * - `malformed`: a JSON answer is cut in half;
 * - `wrong_types`: every number in a JSON answer becomes a string;
 * - `crumb_refused` (price provider only): quoteSummary refuses every crumb with 401 "Invalid Crumb".
 */
import { json, type SimReply } from "./reply.ts";

export const SOURCE_FAULT_MODES = [
  "none",
  "down",
  "slow",
  "malformed",
  "wrong_types",
  "crumb_refused",
] as const;
export type SourceFaultMode = (typeof SOURCE_FAULT_MODES)[number];

export const DEFAULT_SOURCE_SLOW_MS = 10_000;

export interface SourceFault {
  mode: SourceFaultMode;
  /** Requests still affected; null = until reset. */
  remaining: number | null;
  delayMs: number;
  /** Only this endpoint is affected; null = every endpoint of the source. */
  endpoint: string | null;
}

export interface SourceFaultBoard {
  set(fault: SourceFault): void;
  /** The fault for one request to `endpoint` (consuming one count), or null. */
  take(endpoint: string): SourceFault | null;
  reset(): void;
  snapshot(): SourceFault | null;
}

export function createSourceFaultBoard(): SourceFaultBoard {
  let current: SourceFault | null = null;
  return {
    set(fault) {
      current = fault.mode === "none" || fault.remaining === 0 ? null : { ...fault };
    },
    take(endpoint) {
      if (current === null || (current.endpoint !== null && current.endpoint !== endpoint)) return null;
      const fault = current;
      if (fault.remaining !== null)
        current = fault.remaining > 1 ? { ...fault, remaining: fault.remaining - 1 } : null;
      return fault;
    },
    reset() {
      current = null;
    },
    snapshot: () => (current === null ? null : { ...current }),
  };
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/** `/{source}/_control/{faults|reset|state}`; `extra` handles source-specific actions. */
export async function handleSourceControl(
  request: Request,
  action: string | undefined,
  board: SourceFaultBoard,
  endpoints: readonly string[],
  extra: Record<string, () => SimReply> = {},
): Promise<SimReply> {
  if (action === "state") return json({ fault: board.snapshot() });
  if (request.method !== "POST") return json({ error: "method not allowed" }, 405, { Allow: "POST" });
  if (action === "reset") {
    board.reset();
    return json({ fault: null });
  }
  const special = action === undefined ? undefined : extra[action];
  if (special) return special();
  if (action !== "faults") return json({ error: "not found" }, 404);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    body = parsed as Record<string, unknown>;
  } catch {
    return json({ error: "body must be a JSON object" }, 400);
  }
  const { mode, count, delayMs, endpoint } = body;
  if (typeof mode !== "string" || !SOURCE_FAULT_MODES.includes(mode as SourceFaultMode)) {
    return json({ error: `mode must be one of ${SOURCE_FAULT_MODES.join(", ")}` }, 400);
  }
  if (count !== undefined && count !== null && !isCount(count))
    return json({ error: "count must be a non-negative integer" }, 400);
  if (delayMs !== undefined && !isCount(delayMs))
    return json({ error: "delayMs must be a non-negative integer" }, 400);
  if (endpoint !== undefined && (typeof endpoint !== "string" || !endpoints.includes(endpoint))) {
    return json({ error: `endpoint must be one of ${endpoints.join(", ")}` }, 400);
  }
  board.set({
    mode: mode as SourceFaultMode,
    remaining: isCount(count) ? count : null,
    delayMs: isCount(delayMs) ? delayMs : DEFAULT_SOURCE_SLOW_MS,
    endpoint: typeof endpoint === "string" ? endpoint : null,
  });
  return json({ fault: board.snapshot() });
}

/** The answer of a `down` source. */
export function downReply(): SimReply {
  return {
    status: 503,
    contentType: "text/html; charset=utf-8",
    text: '<!DOCTYPE html><html lang="en"><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>',
  };
}

/** Applies a payload fault to a JSON answer; other answers pass through. */
export function corruptReply(mode: SourceFaultMode, reply: SimReply): SimReply {
  if (!("json" in reply)) return reply;
  if (mode === "malformed") {
    const text = JSON.stringify(reply.json);
    return {
      status: reply.status,
      contentType: "application/json",
      text: text.slice(0, Math.floor(text.length / 2)),
    };
  }
  if (mode === "wrong_types") return { ...reply, json: numbersAsStrings(reply.json) };
  return reply;
}

function numbersAsStrings(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, numbersAsStrings(inner)]));
  }
  return value;
}

/** Holds an answer back, ending early when the client goes away. */
export function holdBack(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Runs one request through the board: a transport fault replaces the answer, `slow` delays it, a
 * payload fault rewrites it.
 */
export async function withFault(
  board: SourceFaultBoard,
  endpoint: string,
  request: Request,
  answer: (fault: SourceFault | null) => SimReply,
): Promise<SimReply> {
  const fault = board.take(endpoint);
  if (fault?.mode === "down") return downReply();
  if (fault?.mode === "slow") await holdBack(fault.delayMs, request.signal);
  const reply = answer(fault);
  return fault ? corruptReply(fault.mode, reply) : reply;
}
