import type { z } from "zod";
import { rejectOnAbort } from "./abort.ts";
import { discardBody, readCappedText } from "./capped-body.ts";
import { createHostPacer } from "./host-pacer.ts";
import { backoffDelayMs, parseRetryAfterMs } from "./retry-policy.ts";

/**
 * The one HTTP client every upstream adapter uses. It runs in Workers (global fetch, AbortSignal.timeout,
 * no Node APIs) and turns every way a request can go wrong into a typed failure with a short reason
 * code. Upstream body text is never kept: it must not reach API clients or logs.
 */

export type HttpFailureReason =
  | "timeout"
  | "network"
  | "http_429"
  | "http_5xx"
  | "http_4xx"
  /** A status that is neither success nor 4xx/5xx (an unfollowed redirect, 1xx). */
  | "http_unexpected"
  | "too_large"
  /** The configured URL does not parse: a configuration error, reported rather than thrown. */
  | "invalid_url"
  | "not_json"
  | "invalid_shape";

export interface HttpFailure {
  ok: false;
  reason: HttpFailureReason;
  /** The last HTTP status seen, or null when no response arrived. */
  status: number | null;
  attempts: number;
  /** For `invalid_shape`: where the payload broke the schema (a path in pix's schema, never a value). */
  detail?: string;
}

export interface HttpSuccess<T> {
  ok: true;
  value: T;
  status: number;
  attempts: number;
  /** Collector clock (epoch ms) when the answer was read: the fallback when a venue gives no clock. */
  receivedAtMs: number;
}

export type HttpResult<T> = HttpSuccess<T> | HttpFailure;

/** The subset of `fetch` the client needs; tests inject one that answers from fixtures. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
  /** Uniform in [0, 1); drives backoff jitter. */
  random?: () => number;
  /** Epoch milliseconds. */
  now?: () => number;
  userAgent?: string;
  /** Per attempt, covering the response headers and the whole body. */
  timeoutMs?: number;
  /** Retries after the first attempt, for network errors, timeouts, 429 and 5xx only. */
  maxRetries?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A 429 or 503 whose Retry-After asks for longer than this fails at once instead of stalling the cycle. */
  maxRetryAfterMs?: number;
  /** Minimum interval between request starts to one host. */
  minIntervalMs?: number;
  minIntervalMsByHost?: Record<string, number>;
  maxBodyBytes?: number;
}

export interface HttpClient {
  getJson<T>(url: string, schema: z.ZodType<T>): Promise<HttpResult<T>>;
  postJson<T>(url: string, body: unknown, schema: z.ZodType<T>): Promise<HttpResult<T>>;
  /** The client's clock (epoch ms), shared with adapters so tests control both. */
  now(): number;
}

export const DEFAULT_USER_AGENT = "pix/0.1 (Public Index Data API; read-only market-data collector)";

type Tunables = Required<
  Pick<
    HttpClientOptions,
    | "timeoutMs"
    | "maxRetries"
    | "baseDelayMs"
    | "maxDelayMs"
    | "maxRetryAfterMs"
    | "minIntervalMs"
    | "maxBodyBytes"
  >
>;

const DEFAULTS: Tunables = {
  timeoutMs: 8_000,
  maxRetries: 3,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
  // 10 requests per second per host: half of the venues' public limits.
  minIntervalMs: 100,
  maxBodyBytes: 10 * 1024 * 1024,
};

type AttemptOutcome =
  | { ok: true; text: string; status: number }
  | { ok: false; reason: HttpFailureReason; status: number | null; retryAfterMs: number | null };

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const pacer = createHostPacer({
    defaultIntervalMs: settings.minIntervalMs,
    intervalMsByHost: options.minIntervalMsByHost,
    now,
    sleep,
  });

  async function attemptOnce(url: string, init: RequestInit): Promise<AttemptOutcome> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const transportFailure = (): AttemptOutcome => ({
      ok: false,
      reason: signal.aborted ? "timeout" : "network",
      status: null,
      retryAfterMs: null,
    });
    let response: Response;
    try {
      response = await Promise.race([fetchImpl(url, { ...init, signal }), rejectOnAbort(signal)]);
    } catch {
      return transportFailure();
    }
    if (!response.ok) {
      await discardBody(response);
      const status = response.status;
      const retryAfterMs =
        status === 429 || status === 503
          ? parseRetryAfterMs(response.headers.get("retry-after"), now())
          : null;
      return { ok: false, reason: reasonForStatus(status), status, retryAfterMs };
    }
    try {
      const body = await readCappedText(response, settings.maxBodyBytes, signal);
      if (!body.ok) return { ok: false, reason: body.reason, status: response.status, retryAfterMs: null };
      return { ok: true, text: body.text, status: response.status };
    } catch {
      return transportFailure();
    }
  }

  async function requestJson<T>(
    url: string,
    init: RequestInit,
    schema: z.ZodType<T>,
  ): Promise<HttpResult<T>> {
    const host = hostOf(url);
    if (host === null) return { ok: false, reason: "invalid_url", status: null, attempts: 0 };
    for (let attempt = 1; ; attempt++) {
      await pacer.waitTurn(host);
      const outcome = await attemptOnce(url, init);
      if (outcome.ok) return decode(outcome.text, outcome.status, attempt, schema, now());

      const failure: HttpFailure = {
        ok: false,
        reason: outcome.reason,
        status: outcome.status,
        attempts: attempt,
      };
      if (!isRetryable(outcome.reason) || attempt > settings.maxRetries) return failure;
      if (outcome.retryAfterMs !== null && outcome.retryAfterMs > settings.maxRetryAfterMs) return failure;
      await sleep(outcome.retryAfterMs ?? backoffDelayMs(attempt, settings, random));
    }
  }

  const baseHeaders = { accept: "application/json", "user-agent": userAgent };
  return {
    getJson: (url, schema) => requestJson(url, { method: "GET", headers: baseHeaders }, schema),
    postJson: (url, body, schema) =>
      requestJson(
        url,
        {
          method: "POST",
          headers: { ...baseHeaders, "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        schema,
      ),
    now,
  };
}

function decode<T>(
  text: string,
  status: number,
  attempts: number,
  schema: z.ZodType<T>,
  receivedAtMs: number,
): HttpResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not_json", status, attempts };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: "invalid_shape", status, attempts, detail: schemaPath(parsed.error) };
  }
  return { ok: true, value: parsed.data, status, attempts, receivedAtMs };
}

/** Where a payload broke a schema: a path through pix's schema (never a value), "(root)" at the top. */
export function schemaPath(error: z.ZodError): string {
  const path = error.issues[0]?.path.map(String).join(".") ?? "";
  return path === "" ? "(root)" : path;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

function reasonForStatus(status: number): HttpFailureReason {
  if (status === 429) return "http_429";
  if (status >= 500 && status <= 599) return "http_5xx";
  if (status >= 400 && status <= 499) return "http_4xx";
  return "http_unexpected";
}

function isRetryable(reason: HttpFailureReason): boolean {
  return reason === "network" || reason === "timeout" || reason === "http_429" || reason === "http_5xx";
}

/** Options with `undefined` removed, so spreading them never overwrites a default with undefined. */
function definedOnly(options: HttpClientOptions): Partial<Tunables> {
  const out: Partial<Tunables> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof Tunables)[]) {
    const value = options[key];
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) out[key] = value;
  }
  return out;
}
