import { DurableObject } from "cloudflare:workers";
import { type RateWindow, WINDOW_MS } from "../auth/rate-limit.ts";

/** Requests granted to one isolate for one client address, to spend without asking again. */
export interface IpLease {
  /** How many requests the isolate may admit (0 = the window is spent). */
  granted: number;
  limit: number;
  /** Requests still unleased in the window after this grant. */
  unleased: number;
  /** When the window resets (epoch ms). */
  resetAtMs: number;
}

/**
 * The per-IP limiter for anonymous v1 traffic, sharded by client address: one Durable Object per IP
 * (per /64 for IPv6). It hands out the window's requests in small leases; an isolate spends its lease
 * locally and asks again only when it runs out, so the hot path costs one RPC per lease rather than
 * per request. Leases never exceed the window: across every isolate at most `limit` requests are
 * admitted per window (an isolate's unspent lease can only make the limit bite earlier elsewhere).
 *
 * The window lives in memory only. The per-IP limit protects the service rather than metering a
 * customer, so an evicted object (which only happens after it has been idle) starting a fresh window is
 * acceptable, and the hot path never waits for or pays for a storage write.
 */
export class IpLimiter extends DurableObject<Cloudflare.Env> {
  private window: RateWindow | undefined;

  async lease(limit: number, nowMs: number, want: number): Promise<IpLease> {
    const current =
      this.window && nowMs >= this.window.startMs && nowMs < this.window.startMs + WINDOW_MS
        ? this.window
        : { startMs: nowMs, count: 0 };
    const granted = Math.max(0, Math.min(want, limit - current.count));
    this.window = { startMs: current.startMs, count: current.count + granted };
    return {
      granted,
      limit,
      unleased: limit - this.window.count,
      resetAtMs: this.window.startMs + WINDOW_MS,
    };
  }
}
