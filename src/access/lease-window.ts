import { WINDOW_MS } from "./rate-limit.ts";

/**
 * The limiter side of leasing a per-minute window (docs/access.md "Per-IP limit", "Per-key guard, leased"):
 * the per-IP limiter and the per-key guard both hand their window out in leases that isolates spend
 * locally, by this one rule. Never more than the window holds is granted, so at most `limit` requests are admitted
 * per window across every isolate; as the window runs out, grants shrink to an equal share of what is
 * left among the isolates leasing, so its tail is spread request by request.
 */

/** A window as its limiter holds it while leasing it out. */
export interface LeaseWindow {
  startMs: number;
  /** Requests granted to isolates and not handed back. */
  leased: number;
  /** Isolates that asked in this window, with when they last asked. */
  lessees: Map<string, number>;
}

/** A grant and what the window holds after it. */
export interface WindowGrant {
  granted: number;
  /** Requests still unleased in the window after this grant. */
  unleased: number;
  /** When the window resets (epoch ms); also names the window a hand-back belongs to. */
  resetAtMs: number;
}

/** Requests an isolate hands back unspent; ignored once their window has passed. */
export interface LeaseRelease {
  resetAtMs: number;
  count: number;
  lessee: string;
}

/** An isolate that asked for a lease within this long counts as leasing (for the share). */
export const ACTIVE_LESSEE_MS = 10_000;

/** Requests leased at a time: a tenth of the limit, at most 50, so one RPC covers many requests. */
export const leaseSize = (limit: number) => Math.max(1, Math.min(50, Math.ceil(limit / 10)));

/**
 * The grant: what the isolate wants, but never more than an equal share of the unleased requests among
 * the isolates leasing in the window (at least 1 while any is left), and never more than is left. One
 * isolate alone gets its whole want; as the window runs out, grants fall to 1.
 */
export function leaseGrant(input: { limit: number; leased: number; want: number; lessees: number }): number {
  const unleased = Math.max(0, input.limit - input.leased);
  const share = Math.ceil(unleased / Math.max(1, input.lessees));
  return Math.max(0, Math.min(input.want, share));
}

/**
 * The window at `nowMs`: `current` while it lasts, else a fresh one opening now. Clocks are the asking
 * isolates', so a request stamped before the window opened (a clock a little behind another's) counts
 * in it: it never resets a window.
 */
export function windowAt(current: LeaseWindow | undefined, nowMs: number): LeaseWindow {
  if (current && nowMs < current.startMs + WINDOW_MS) return current;
  return { startMs: nowMs, leased: 0, lessees: new Map() };
}

/** Grants `lessee` up to `want` requests of `window` (which it updates) under `limit`. */
export function grantFrom(
  window: LeaseWindow,
  request: { limit: number; nowMs: number; want: number; lessee: string },
): WindowGrant {
  const { limit, nowMs } = request;
  window.lessees.set(request.lessee, nowMs);
  let lessees = 0;
  for (const askedAtMs of window.lessees.values()) if (nowMs - askedAtMs < ACTIVE_LESSEE_MS) lessees++;
  const granted = leaseGrant({ limit, leased: window.leased, want: request.want, lessees });
  window.leased += granted;
  return { granted, unleased: Math.max(0, limit - window.leased), resetAtMs: window.startMs + WINDOW_MS };
}

/** Takes back requests an isolate leased and did not spend; a hand-back for a past window is moot. */
export function takeBack(window: LeaseWindow | undefined, release: LeaseRelease): void {
  if (!window || window.startMs + WINDOW_MS !== release.resetAtMs) return;
  window.leased = Math.max(0, window.leased - Math.max(0, release.count));
  // It holds nothing now, so it no longer takes a share of the tail.
  window.lessees.delete(release.lessee);
}

/** How long, and how often, a request yields while another request's lease RPC is in flight. */
const WAIT_MS = 1;
const MAX_WAITS_PER_REQUEST = 50;

/**
 * The isolate side every lease book shares: its name at the limiters it leases from, how a request
 * waits for another's lease RPC, and the pacing of its sweeps for unspent leases (run on a request,
 * never on a timer).
 */
export class LeaseHolder {
  private lesseeId: string | undefined;
  private lastSweepMs = 0;

  /** This isolate's name at the limiters, drawn on first use (randomness is unavailable at load). */
  get lessee(): string {
    this.lesseeId ??= crypto.randomUUID();
    return this.lesseeId;
  }

  /**
   * For a request that found nothing to spend while `asking` lease RPCs of other requests are in
   * flight, having waited `waitedBefore` times already: a short wait on the request's own timer, after which it looks again; undefined (decided
   * synchronously, so the first request of a burst goes on to ask before the next one looks) when it
   * should ask for itself instead. A request never awaits an RPC another request started: a pending
   * promise must not be shared across requests in Workers (src/platform/cache/ttl-cache.ts). After
   * MAX_WAITS_PER_REQUEST waits it asks anyway. Nothing is lost either way: every grant adds to what
   * the isolate holds.
   */
  protected waitForAsk(asking: number, waitedBefore: number): Promise<void> | undefined {
    if (asking <= 0 || waitedBefore >= MAX_WAITS_PER_REQUEST) return undefined;
    return new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }

  /** Whether a sweep is due at `nowMs`, at most once per `intervalMs`; a due sweep counts as run. */
  protected sweepDue(nowMs: number, intervalMs: number): boolean {
    if (nowMs - this.lastSweepMs < intervalMs) return false;
    this.lastSweepMs = nowMs;
    return true;
  }
}
