import { DurableObject } from "cloudflare:workers";
import {
  ACTIVE_LESSEE_MS,
  type IpLease,
  type LeaseRelease,
  type LeaseRequest,
  leaseGrant,
} from "../auth/ip-lease.ts";
import { WINDOW_MS } from "../auth/rate-limit.ts";

interface LeaseWindow {
  startMs: number;
  /** Requests granted to isolates and not handed back. */
  leased: number;
  /** Isolates that asked in this window, with when they last asked. */
  lessees: Map<string, number>;
}

/**
 * The per-IP limiter for anonymous v1 traffic, sharded by client address: one Durable Object per IP
 * (per /64 for IPv6). It hands out the window's requests in leases (src/auth/ip-lease.ts): never more
 * than the window holds, and as it runs out no more than an equal share of what is left per isolate
 * leasing, so at most `limit` requests are admitted per window across every isolate. Requests an
 * isolate did not spend come back through `release`.
 *
 * The window lives in memory only. The per-IP limit protects the service rather than metering a
 * customer, so an evicted object (which only happens after it has been idle) starting a fresh window is
 * acceptable, and the hot path never waits for or pays for a storage write.
 */
export class IpLimiter extends DurableObject<Cloudflare.Env> {
  private window: LeaseWindow | undefined;

  async lease(request: LeaseRequest): Promise<IpLease> {
    const { limit, nowMs } = request;
    const window = this.windowAt(nowMs);
    window.lessees.set(request.lessee, nowMs);
    let lessees = 0;
    for (const askedAtMs of window.lessees.values()) if (nowMs - askedAtMs < ACTIVE_LESSEE_MS) lessees++;
    const granted = leaseGrant({ limit, leased: window.leased, want: request.want, lessees });
    window.leased += granted;
    return {
      granted,
      limit,
      unleased: Math.max(0, limit - window.leased),
      resetAtMs: window.startMs + WINDOW_MS,
    };
  }

  /** Takes back requests an isolate leased and did not spend; a release for a past window is moot. */
  async release(release: LeaseRelease): Promise<void> {
    const window = this.window;
    if (!window || window.startMs + WINDOW_MS !== release.resetAtMs) return;
    window.leased = Math.max(0, window.leased - Math.max(0, release.count));
    // It holds nothing now, so it no longer takes a share of the tail.
    window.lessees.delete(release.lessee);
  }

  private windowAt(nowMs: number): LeaseWindow {
    const current = this.window;
    if (current && nowMs >= current.startMs && nowMs < current.startMs + WINDOW_MS) return current;
    this.window = { startMs: nowMs, leased: 0, lessees: new Map() };
    return this.window;
  }
}
