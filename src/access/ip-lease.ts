import { perOwner } from "../platform/cache/ttl-cache.ts";
import { logDependencyFailure } from "../platform/http/safety.ts";
import { LeaseHolder, type LeaseRelease, leaseSize, type WindowGrant } from "./lease-window.ts";
import type { RateDecision } from "./rate-limit.ts";

/**
 * Leasing of the per-IP limit (docs/access.md "Per-IP limit"). Each address has one IpLimiter Durable Object
 * holding the window's count; an isolate takes a lease of requests from it and admits them locally, so
 * the hot path costs one RPC per lease rather than per request. This module is the protocol and the
 * isolate's book of the leases it holds; the grant rule the limiter applies is ./lease-window.ts.
 *
 * Exactness: the limiter never grants more than the window holds, so at most `limit` requests are
 * admitted per window across every isolate. Nothing leased is lost: concurrent requests of one
 * isolate each ask for themselves and every answer adds to what the isolate holds, and a lease an isolate
 * stops spending goes back to the limiter (`release`). Grants shrink to an equal share of what is left
 * among the isolates leasing, so the tail of a window is spread request by request.
 */

/** What an isolate asks its address's limiter for. */
export interface LeaseRequest {
  limit: number;
  nowMs: number;
  /** Requests the isolate would like to hold. */
  want: number;
  /** The asking isolate, so the limiter can share the window's tail among the isolates leasing. */
  lessee: string;
}

/** Requests granted to one isolate for one client address, to spend without asking again (0 = spent). */
export type IpLease = WindowGrant & { limit: number };

/** The RPC surface of an address's IpLimiter that leasing uses. */
export interface IpLimiterRpc {
  lease(request: LeaseRequest): Promise<IpLease>;
  release(request: LeaseRelease): Promise<void>;
}

export type LimiterFor = (bucket: string) => IpLimiterRpc;

/** A lease not spent from for this long goes back to its limiter. */
export const IDLE_LEASE_MS = 3_000;
/** How often an isolate looks for idle leases (on a request, never on a timer). */
export const SWEEP_INTERVAL_MS = 1_000;
/**
 * An isolate that found the window spent asks again after this long rather than on every request:
 * a flood costs at most one RPC per second, and requests another isolate released are picked up.
 */
export const SPENT_RECHECK_MS = 1_000;
/** Lease RPCs one request makes at most before it is refused (others keep spending the window). */
const MAX_ASKS_PER_REQUEST = 3;
/** Addresses an isolate keeps leases for; past it the oldest is dropped (its unspent part is lost). */
const MAX_HELD = 10_000;

/** What an isolate holds of one address's window. */
interface HeldLease {
  limit: number;
  resetAtMs: number;
  /** Requests this isolate may still admit. */
  tokens: number;
  /** The limiter's unleased count at its last answer. */
  unleased: number;
  /** When the limiter last answered (0 = never in this window). */
  askedAtMs: number;
  /** When a request last spent from (or asked for) this lease. */
  lastUsedMs: number;
  /** Lease RPCs in flight for this address; while any is, the lease is kept (its grants land here). */
  asking: number;
  /** When a lease RPC for this address last failed (null after a success). */
  failedAtMs: number | null;
}

export interface AdmitInput {
  bucket: string;
  limit: number;
  nowMs: number;
  limiterFor: LimiterFor;
  /** Named in the log line when the limiter cannot be reached. */
  requestId?: string | undefined;
}

/**
 * One isolate's leases, per client address. `admit` decides a request: allowed with what the window
 * still holds, refused (remaining 0), or undefined when the limiter cannot be reached — the caller then
 * serves the request (fail open: the per-IP limit protects the service, public data stays readable).
 */
export class IpLeaseBook extends LeaseHolder {
  private readonly held = new Map<string, HeldLease>();
  /** While another request's lease RPC is in flight, a request that finds no token waits for it (LeaseHolder). */
  async admit(input: AdmitInput): Promise<RateDecision | undefined> {
    const { limit, nowMs } = input;
    let waits = 0;
    for (let round = 0; ; ) {
      const held = this.current(input.bucket, limit, nowMs);
      // The limiter failed moments ago: serve without asking again (fail open), so a failing limiter
      // costs one RPC and one log line per address and second, not one per request.
      if (held.failedAtMs !== null && nowMs - held.failedAtMs < SPENT_RECHECK_MS) return undefined;
      if (held.tokens > 0) {
        held.tokens--;
        held.lastUsedMs = nowMs;
        return {
          allowed: true,
          limit,
          remaining: held.unleased + held.tokens,
          resetSeconds: resetSeconds(held, nowMs),
        };
      }
      const spent = held.askedAtMs > 0 && held.unleased === 0 && nowMs - held.askedAtMs < SPENT_RECHECK_MS;
      if (spent || round === MAX_ASKS_PER_REQUEST) {
        return { allowed: false, limit, remaining: 0, resetSeconds: resetSeconds(held, nowMs) };
      }
      const wait = this.waitForAsk(held.asking, waits);
      if (wait) {
        waits++;
        await wait;
        continue;
      }
      round++;
      if (!(await this.ask(held, input))) return undefined;
      // Concurrent requests may have spent this grant already: look again (the limiter's answer makes
      // the window spent, or this request asks once more).
    }
  }

  /**
   * Hands back the leases this isolate has stopped spending from, so another isolate's requests can use
   * them, and forgets windows that have passed. Runs at most once per SWEEP_INTERVAL_MS; answers the
   * release RPCs to wait on after the response (undefined when there is nothing to do).
   */
  releaseIdle(nowMs: number, limiterFor: LimiterFor): Promise<void> | undefined {
    if (!this.sweepDue(nowMs, SWEEP_INTERVAL_MS)) return undefined;
    const releases: Promise<void>[] = [];
    for (const [bucket, held] of this.held) {
      if (held.asking > 0) continue;
      if (held.resetAtMs <= nowMs) this.held.delete(bucket);
      else if (held.tokens > 0 && nowMs - held.lastUsedMs >= IDLE_LEASE_MS) {
        releases.push(this.release(bucket, held, limiterFor));
      }
    }
    return releases.length === 0 ? undefined : Promise.all(releases).then(() => undefined);
  }

  /** The address's lease in the window at `nowMs` (a fresh, empty one once the old window has passed). */
  private current(bucket: string, limit: number, nowMs: number): HeldLease {
    const held = this.held.get(bucket);
    // A lease never answered yet (resetAtMs 0) is still this window's: it may be waiting on, or have just
    // failed, its first RPC.
    const inWindow =
      held !== undefined && held.limit === limit && (held.resetAtMs === 0 || held.resetAtMs > nowMs);
    if (held && (held.asking > 0 || inWindow)) return held;
    const fresh: HeldLease = {
      limit,
      resetAtMs: 0,
      tokens: 0,
      unleased: limit,
      askedAtMs: 0,
      lastUsedMs: nowMs,
      asking: 0,
      failedAtMs: null,
    };
    if (!held && this.held.size >= MAX_HELD) {
      const oldest = this.held.keys().next().value;
      if (oldest !== undefined) this.held.delete(oldest);
    }
    this.held.set(bucket, fresh);
    return fresh;
  }

  /** One lease RPC for the address; its grant adds to what the isolate holds. False (logged) when it fails. */
  private async ask(held: HeldLease, input: AdmitInput): Promise<boolean> {
    const request = {
      limit: held.limit,
      nowMs: input.nowMs,
      want: leaseSize(held.limit),
      lessee: this.lessee,
    };
    held.asking++;
    try {
      const lease = await input.limiterFor(input.bucket).lease(request);
      // A new window at the limiter: whatever was held belonged to the old one.
      if (lease.resetAtMs !== held.resetAtMs) held.tokens = 0;
      held.resetAtMs = lease.resetAtMs;
      held.tokens += lease.granted;
      held.unleased = lease.unleased;
      held.askedAtMs = input.nowMs;
      held.lastUsedMs = input.nowMs;
      held.failedAtMs = null;
      return true;
    } catch (error) {
      held.failedAtMs = input.nowMs;
      logDependencyFailure("ip_limiter", input.requestId, error);
      return false;
    } finally {
      held.asking--;
    }
  }

  /**
   * Returns the lease's tokens to the limiter; the next request for the address asks afresh. A failed
   * release only makes the limit bite earlier: logged, and never failing a request.
   */
  private release(bucket: string, held: HeldLease, limiterFor: LimiterFor): Promise<void> {
    const release = { resetAtMs: held.resetAtMs, count: held.tokens, lessee: this.lessee };
    held.tokens = 0;
    held.unleased += release.count;
    held.askedAtMs = 0;
    return Promise.resolve()
      .then(() => limiterFor(bucket).release(release))
      .catch((error: unknown) => logDependencyFailure("ip_limiter", undefined, error));
  }
}

function resetSeconds(held: HeldLease, nowMs: number): number {
  return Math.max(1, Math.ceil((held.resetAtMs - nowMs) / 1000));
}

/** This isolate's leases, one book per limiter namespace (a test's substitute binding gets its own). */
export const ipLeasesFor = perOwner<object, IpLeaseBook>(() => new IpLeaseBook());
