import type { Bindings } from "../../env.ts";
import type { RequestCount } from "./request-metrics-object.ts";

/**
 * Request counts of this isolate not yet handed to the RequestMetrics object. Public requests only
 * increment a map; the hand-over runs in the background (ctx.waitUntil) at most once per interval.
 */
export class RequestCountBuffer {
  private pending = new Map<string, RequestCount>();
  private lastFlushMs = 0;

  readonly flushIntervalMs: number;
  constructor(flushIntervalMs = 10_000) {
    this.flushIntervalMs = flushIntervalMs;
  }

  record(route: string, status: number) {
    const id = `${status} ${route}`;
    const entry = this.pending.get(id);
    if (entry) entry.count++;
    else this.pending.set(id, { route, status, count: 1 });
  }

  /** Everything pending when the interval has passed (and marks the flush), else undefined. */
  takeDue(nowMs: number): RequestCount[] | undefined {
    if (this.pending.size === 0 || nowMs - this.lastFlushMs < this.flushIntervalMs) return undefined;
    this.lastFlushMs = nowMs;
    return this.takeAll();
  }

  takeAll(): RequestCount[] {
    const counts = [...this.pending.values()];
    this.pending = new Map();
    return counts;
  }

  /** Puts counts back after a failed hand-over, so they go with the next one. */
  restore(counts: readonly RequestCount[]) {
    for (const { route, status, count } of counts) {
      for (let i = 0; i < count; i++) this.record(route, status);
    }
  }
}

/** The isolate's buffer, shared by the middleware and the /metrics scrape. */
export const requestCounts = new RequestCountBuffer();

export const metricsObject = (env: Bindings) => env.REQUEST_METRICS.getByName("global");

export async function handOver(env: Bindings, buffer: RequestCountBuffer, counts: RequestCount[]) {
  if (counts.length === 0) return;
  try {
    await metricsObject(env).add(counts);
  } catch {
    buffer.restore(counts);
  }
}
