import { DurableObject } from "cloudflare:workers";
import { hit, type RateDecision, type RateWindow } from "../auth/rate-limit.ts";

/**
 * The per-IP limiter for anonymous v1 traffic, sharded by client address: one Durable Object per IP
 * (per /64 for IPv6), so no object sees more than one client's traffic and the check is one RPC.
 *
 * The window lives in memory only. The per-IP limit protects the service rather than metering a
 * customer, so an evicted object (which only happens after it has been idle) starting a fresh window is
 * acceptable, and the hot path never waits for or pays for a storage write.
 */
export class IpLimiter extends DurableObject<Cloudflare.Env> {
  private window: RateWindow | undefined;

  async hit(limit: number, nowMs: number): Promise<RateDecision> {
    const result = hit(this.window, limit, nowMs);
    this.window = result.window;
    return result.decision;
  }
}
