import { DurableObject } from "cloudflare:workers";
import type { IpLease, LeaseRequest } from "./ip-lease.ts";
import { grantFrom, type LeaseRelease, type LeaseWindow, takeBack, windowAt } from "./lease-window.ts";

/**
 * The per-IP limiter for anonymous v1 traffic, sharded by client address: one Durable Object per IP
 * (per /64 for IPv6). It hands out the window's requests in leases (src/access/ip-lease.ts): never more
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
    this.window = windowAt(this.window, request.nowMs);
    return { ...grantFrom(this.window, request), limit: request.limit };
  }

  /** Takes back requests an isolate leased and did not spend; a release for a past window is moot. */
  async release(release: LeaseRelease): Promise<void> {
    takeBack(this.window, release);
  }
}
