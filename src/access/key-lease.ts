import { perOwner } from "../platform/cache/ttl-cache.ts";
import type { GuardRefusal, GuardVerdict } from "./key-guard-protocol.ts";
import { LeaseHolder, type LeaseRelease, type WindowGrant } from "./lease-window.ts";
import { isExpired, type RateDecision } from "./rate-limit.ts";
import type { Scope } from "./scopes.ts";

/**
 * Leasing of a key's guard (docs/access.md "Per-key guard, leased"). A key's KeyGuard Durable Object owns its
 * state and per-minute window; an isolate takes a lease from it (the key's enforcement view plus a
 * share of the window's requests) and admits that key's requests locally until the lease lapses, so a
 * keyed read costs one RPC per lease rather than per request.
 *
 * The rules that keep a lease as strict as a per-request check:
 * - the limit: the guard never grants more than the window holds (./lease-window.ts), so at most
 *   `limit` requests are admitted per window across every isolate; what an isolate does not spend goes
 *   back to the guard;
 * - revocation: a lease lasts KEY_LEASE_MS from the moment its isolate asked, and the guard's revoke
 *   returns only once every lease it granted has lapsed. So when the operator's (or the terminal's)
 *   revoke or rotate answers, no isolate admits the key any more: it answers 401 from the next request;
 * - expiry and scope are checked on every request against the leased view, at the request's own clock;
 * - failure: an isolate that cannot reach the guard admits nothing beyond a valid lease (fail closed).
 */

/** How long a lease admits requests after its isolate asked; a revoke waits this long at most. */
export const KEY_LEASE_MS = 500;
/** How often an isolate hands back what lapsed leases left unspent (on a request, never on a timer). */
export const KEY_SWEEP_INTERVAL_MS = 1_000;
/** Lease RPCs one request makes at most before it is refused (concurrent requests spent the grants). */
const MAX_ASKS_PER_REQUEST = 3;
/** Keys an isolate keeps leases for; past it the oldest is dropped (its unspent part is lost). */
const MAX_HELD = 10_000;

/** What a lease tells an isolate about its key: enough to refuse or admit each request locally. */
export interface LeasedKey {
  id: string;
  scopes: Scope[];
  expiresAtMs: number | null;
  entitlementsVersion: number | null;
  limit: number;
}

export interface KeyLeaseRequest {
  /** The asking isolate's clock: the lease's validity is counted from it, and the window opens at it. */
  nowMs: number;
  lessee: string;
  /** What a lapsed lease of this isolate left unspent, handed back in the same call. */
  returned: LeaseRelease | null;
}

/** The refusals that hold whatever the scope: no lease is granted. */
export type KeyRefusedEverywhere = Exclude<GuardRefusal, { outcome: "scope" }>;

export type KeyLease = KeyRefusedEverywhere | ({ outcome: "leased"; key: LeasedKey } & WindowGrant);

/** The RPC surface of a key's guard that leasing uses. */
export interface KeyGuardLeaseRpc {
  lease(request: KeyLeaseRequest): Promise<KeyLease>;
  release(release: LeaseRelease): Promise<void>;
}

export type GuardByHash = (keyHash: string) => KeyGuardLeaseRpc;

/** What an isolate holds of one key. */
interface HeldKey {
  key: LeasedKey;
  resetAtMs: number;
  /** Requests this isolate may still admit while the lease lasts. */
  tokens: number;
  /** The guard's unleased count at its last answer. */
  unleased: number;
  /** The lease admits requests strictly before this instant (the isolate's clock). */
  validUntilMs: number;
}

/** The refusal a leased key gives a request on `scope` at `nowMs` (expired, scope), or undefined. */
export function leasedRefusal(key: LeasedKey, scope: Scope | null, nowMs: number): GuardRefusal | undefined {
  if (isExpired(key.expiresAtMs, nowMs)) return { outcome: "expired", keyId: key.id };
  if (scope !== null && !key.scopes.includes(scope)) {
    return { outcome: "scope", keyId: key.id, scopes: key.scopes };
  }
  return undefined;
}

export interface KeyAdmitInput {
  keyHash: string;
  /** The plane's scope, or null on the discovery routes (any valid key may read them). */
  scope: Scope | null;
  nowMs: number;
  guardFor: GuardByHash;
}

/**
 * One isolate's key leases. `admit` answers a request's verdict as the guard would, asking the guard
 * only when the isolate holds no valid lease with a request left and no other request of the key is
 * already asking (it waits for that one, as LeaseHolder says: a cold isolate's burst costs one RPC, and
 * does not reserve a grant per request); it throws when the guard cannot be reached (the caller fails
 * closed).
 */
export class KeyLeaseBook extends LeaseHolder {
  private readonly held = new Map<string, HeldKey>();
  /** Lease RPCs in flight per key: concurrent requests wait for one rather than each asking. */
  private readonly asking = new Map<string, number>();
  async admit(input: KeyAdmitInput): Promise<GuardVerdict> {
    const { keyHash, scope, nowMs } = input;
    let waits = 0;
    let asks = 0;
    for (;;) {
      const held = this.valid(keyHash, nowMs);
      if (held) {
        const refused = leasedRefusal(held.key, scope, nowMs);
        if (refused) return refused;
        if (held.tokens > 0) {
          held.tokens--;
          return {
            outcome: "allowed",
            keyId: held.key.id,
            entitlementsVersion: held.key.entitlementsVersion,
            decision: decision(held, true, nowMs),
          };
        }
        // The window is spent (as of the guard's last answer): refused locally until the lease lapses.
        if (held.unleased === 0 || asks === MAX_ASKS_PER_REQUEST) {
          return { outcome: "limited", keyId: held.key.id, decision: decision(held, false, nowMs) };
        }
      }
      const wait = this.waitForAsk(this.asking.get(keyHash) ?? 0, waits);
      if (wait) {
        waits++;
        await wait;
        continue;
      }
      asks++;
      const answer = await this.ask(input);
      if (answer.outcome !== "leased") return answer;
    }
  }

  /**
   * Hands back what lapsed leases left unspent, so the key's other isolates can use it, and forgets
   * them. Runs at most once per KEY_SWEEP_INTERVAL_MS; answers the release RPCs to wait on after the
   * response (undefined when there is nothing to do). A failed release only makes the limit bite earlier.
   */
  releaseLapsed(nowMs: number, guardFor: GuardByHash): Promise<void> | undefined {
    if (!this.sweepDue(nowMs, KEY_SWEEP_INTERVAL_MS)) return undefined;
    const releases: Promise<void>[] = [];
    for (const [keyHash, held] of this.held) {
      if (held.validUntilMs > nowMs) continue;
      this.held.delete(keyHash);
      const release = this.unspent(held, nowMs);
      if (release) releases.push(Promise.resolve().then(() => guardFor(keyHash).release(release)));
    }
    if (releases.length === 0) return undefined;
    return Promise.allSettled(releases).then(() => undefined);
  }

  /** The key's lease if it still admits requests at `nowMs`. */
  private valid(keyHash: string, nowMs: number): HeldKey | undefined {
    const held = this.held.get(keyHash);
    return held && nowMs < held.validUntilMs && nowMs < held.resetAtMs ? held : undefined;
  }

  /** A lapsed lease's unspent requests as a hand-back (null when none, or its window has passed). */
  private unspent(held: HeldKey, nowMs: number): LeaseRelease | null {
    if (held.tokens <= 0 || held.resetAtMs <= nowMs) return null;
    return { resetAtMs: held.resetAtMs, count: held.tokens, lessee: this.lessee };
  }

  /**
   * One lease RPC; its grant adds to what the isolate holds (concurrent requests each ask for themselves,
   * and no answer is lost). The lease is valid from the request's clock, taken before the call, so it
   * always lapses before the guard's record of it does.
   */
  private async ask({ keyHash, nowMs, guardFor }: KeyAdmitInput): Promise<KeyLease> {
    const previous = this.held.get(keyHash);
    const returned = previous && !(nowMs < previous.validUntilMs) ? this.unspent(previous, nowMs) : null;
    if (previous && returned) previous.tokens = 0;
    this.asking.set(keyHash, (this.asking.get(keyHash) ?? 0) + 1);
    let answer: KeyLease;
    try {
      answer = await guardFor(keyHash).lease({ nowMs, lessee: this.lessee, returned });
    } finally {
      const left = (this.asking.get(keyHash) ?? 1) - 1;
      if (left > 0) this.asking.set(keyHash, left);
      else this.asking.delete(keyHash);
    }
    if (answer.outcome !== "leased") {
      this.held.delete(keyHash);
      return answer;
    }
    let held = this.held.get(keyHash);
    // An answer from a window that has already been replaced here (a slower concurrent call) adds
    // nothing: its window is over.
    if (held && answer.resetAtMs < held.resetAtMs) return answer;
    if (!held || held.resetAtMs !== answer.resetAtMs) {
      // A new window at the guard: whatever was held belonged to the old one.
      if (!held && this.held.size >= MAX_HELD) {
        const oldest = this.held.keys().next().value;
        if (oldest !== undefined) this.held.delete(oldest);
      }
      held = { key: answer.key, resetAtMs: answer.resetAtMs, tokens: 0, unleased: 0, validUntilMs: 0 };
      this.held.set(keyHash, held);
    }
    held.key = answer.key;
    held.tokens += answer.granted;
    held.unleased = answer.unleased;
    held.validUntilMs = Math.max(held.validUntilMs, nowMs + KEY_LEASE_MS);
    return answer;
  }
}

function decision(held: HeldKey, allowed: boolean, nowMs: number): RateDecision {
  return {
    allowed,
    limit: held.key.limit,
    remaining: allowed ? held.unleased + held.tokens : 0,
    resetSeconds: Math.max(1, Math.ceil((held.resetAtMs - nowMs) / 1000)),
  };
}

/** This isolate's leases, one book per guard namespace (a test's substitute binding gets its own). */
export const keyLeasesFor = perOwner<object, KeyLeaseBook>(() => new KeyLeaseBook());
