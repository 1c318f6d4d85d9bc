/** The control plane: fault injection, reset and clock pinning, as JSON over POST. */
import { VENUES, type VenueId } from "../src/catalog/types.ts";
import { FAULT_MODES, type FaultMode } from "./faults.ts";
import type { SimulatorControl } from "./handler.ts";
import { json, type SimReply } from "./reply.ts";
import { MAX_EVENTS_PER_SECOND, STREAM_FAULT_MODES, type StreamFaultMode } from "./stream-control.ts";

const bad = (error: string) => json({ error }, 400);

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === "object" && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

export async function handleControl(
  request: Request,
  path: string[],
  control: SimulatorControl,
): Promise<SimReply> {
  const [action, extra] = path;
  if (extra !== undefined) return json({ error: "not found" }, 404);
  if (action === "state") {
    return request.method === "GET" || request.method === "HEAD"
      ? json(control.state())
      : json({ error: "method not allowed" }, 405, { Allow: "GET" });
  }
  if (action !== "faults" && action !== "streams" && action !== "reset" && action !== "clock")
    return json({ error: "not found" }, 404);
  if (request.method !== "POST") return json({ error: "method not allowed" }, 405, { Allow: "POST" });

  if (action === "reset") {
    control.reset();
    return json(control.state());
  }
  const body = await readBody(request);
  if (!body) return bad("body must be a JSON object");

  if (action === "clock") {
    const now = body.now;
    if (now !== null && (typeof now !== "number" || !Number.isFinite(now))) {
      return bad("now must be epoch milliseconds or null");
    }
    control.setClock(now);
    return json(control.state());
  }

  const venue = body.venue;
  const mode = body.mode;
  if (typeof venue !== "string" || !VENUES.includes(venue as VenueId))
    return bad(`venue must be one of ${VENUES.join(", ")}`);
  if (action === "streams") return setStreams(venue as VenueId, body, control);
  if (typeof mode !== "string" || !FAULT_MODES.includes(mode as FaultMode)) {
    return bad(`mode must be one of ${FAULT_MODES.join(", ")}`);
  }
  if (body.count !== undefined && body.count !== null && !isCount(body.count))
    return bad("count must be a non-negative integer");
  if (body.delayMs !== undefined && !isCount(body.delayMs))
    return bad("delayMs must be a non-negative integer");
  if (body.page !== undefined && !isCount(body.page)) return bad("page must be a non-negative integer");
  control.setFault(venue as VenueId, {
    mode: mode as FaultMode,
    ...(isCount(body.count) ? { count: body.count } : {}),
    ...(isCount(body.delayMs) ? { delayMs: body.delayMs } : {}),
    ...(isCount(body.page) ? { page: body.page } : {}),
  });
  return json(control.state());
}

/**
 * `POST /_control/streams` `{ venue, eventsPerSecond?, mode?, count? }`: the venue's stream event rate
 * and/or a stream fault (`count` events or upgrades; omitted: until reset).
 */
function setStreams(venue: VenueId, body: Record<string, unknown>, control: SimulatorControl): SimReply {
  const { eventsPerSecond: rate, mode, count } = body;
  if (rate === undefined && mode === undefined) return bad("give eventsPerSecond, mode or both");
  if (rate !== undefined && (!isCount(rate) || rate > MAX_EVENTS_PER_SECOND)) {
    return bad(`eventsPerSecond must be an integer from 0 to ${MAX_EVENTS_PER_SECOND}`);
  }
  if (
    mode !== undefined &&
    (typeof mode !== "string" || !STREAM_FAULT_MODES.includes(mode as StreamFaultMode))
  ) {
    return bad(`mode must be one of ${STREAM_FAULT_MODES.join(", ")}`);
  }
  if (mode === "refuse_signature" && venue !== "kalshi")
    return bad("refuse_signature applies to kalshi only");
  if (count !== undefined && count !== null && !isCount(count))
    return bad("count must be a non-negative integer");
  if (isCount(rate)) control.streams.setRate(venue, rate);
  if (typeof mode === "string") {
    control.streams.setFault(venue, mode as StreamFaultMode, isCount(count) ? count : undefined);
  }
  return json(control.state());
}
