import { DurableObject } from "cloudflare:workers";
import { type EntitlementCopy, UNVERSIONED_LIST, writeEntitlementCopy } from "../auth/entitlements.ts";
import { hit, isExpired, type RateDecision, type RateWindow } from "../auth/rate-limit.ts";
import type { Scope } from "../auth/scopes.ts";

/** What the guard needs to enforce a key; the full record lives in D1 (api_keys). */
export interface GuardedKey {
  id: string;
  scopes: Scope[];
  rateLimitPerMinute: number;
  /** Epoch milliseconds, or null for a key that never expires. */
  expiresAtMs: number | null;
  revokedAtMs: number | null;
  /**
   * The version of the key's entitlement list that is current (api_keys.entitlements_version), or null
   * when the key has no list and reads everything (keys without a list never pay for the KV read). The
   * read path applies the KV copy only at this version or older.
   */
  entitlementsVersion: number | null;
}

/** A record as stored before lists had versions: a flag where the version is now. */
export type UnversionedGuardedKey = Omit<GuardedKey, "entitlementsVersion"> & { hasEntitlements: boolean };

function versioned(key: GuardedKey | UnversionedGuardedKey): GuardedKey {
  if (!("hasEntitlements" in key)) return key;
  const { hasEntitlements, ...rest } = key;
  return { ...rest, entitlementsVersion: hasEntitlements ? UNVERSIONED_LIST : null };
}

/** Refusals that do not depend on the request count. */
export type GuardRefusal =
  | { outcome: "unknown" }
  | { outcome: "revoked"; keyId: string }
  | { outcome: "expired"; keyId: string }
  | { outcome: "scope"; keyId: string; scopes: Scope[] };

export type GuardStatus =
  | GuardRefusal
  | { outcome: "active"; keyId: string; entitlementsVersion: number | null };

export type GuardVerdict =
  | GuardRefusal
  | { outcome: "limited"; keyId: string; decision: RateDecision }
  | { outcome: "allowed"; keyId: string; decision: RateDecision; entitlementsVersion: number | null };

export interface GuardCheck {
  /** The plane's scope, or null on the discovery routes (any valid key may read them). */
  scope: Scope | null;
  nowMs: number;
}

const RECORD = "key";
const WINDOW = "window";
const WINDOW_WRITE_DELAY_MS = 1_000;

/**
 * The per-key guard: one SQLite-backed Durable Object per API key, named by the key's SHA-256. It holds
 * the key's enforcement state (scopes, limit, expiry, revocation) and its per-minute window, so one RPC
 * answers "may this key make this request now?" and a revocation or rotation applies to the very next
 * request. The check is synchronous inside the object, so concurrent requests are counted exactly.
 *
 * The window is counted in memory and written behind by an alarm, so no check waits on storage.
 *
 * The guard also writes the key's KV copy of its entitlement list, one write at a time and always the
 * newest state it has seen, so concurrent admin changes cannot leave an older list in KV last.
 */
export class KeyGuard extends DurableObject<Cloudflare.Env> {
  private key: GuardedKey | undefined;
  private window: RateWindow | undefined;
  private writeScheduled = false;
  /** The KV copy writes, chained so they land one after another. */
  private copyWrites: Promise<void> = Promise.resolve();
  /** What the next KV write puts (null: deletes): always the newest list this guard applied. */
  private latestCopy: EntitlementCopy | null = null;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    const stored = ctx.storage.kv.get<GuardedKey | UnversionedGuardedKey>(RECORD);
    this.key = stored && versioned(stored);
    this.window = ctx.storage.kv.get<RateWindow>(WINDOW);
  }

  private store(key: GuardedKey) {
    this.key = key;
    this.ctx.storage.kv.put(RECORD, key);
  }

  /**
   * Admin plane: store (or replace) the key's enforcement state, then the KV copy of its list when it
   * has one (`slugs`, at `key.entitlementsVersion`). Resolves once both are written.
   */
  async provision(
    key: GuardedKey | UnversionedGuardedKey,
    slugs: readonly string[] | null = null,
  ): Promise<void> {
    const record = versioned(key);
    this.store(record);
    if (record.entitlementsVersion !== null && slugs !== null) {
      await this.writeCopy({ version: record.entitlementsVersion, slugs: [...slugs] });
    }
  }

  /** Admin plane: revoke. Idempotent; the first revocation time is kept. */
  async revoke(atMs: number): Promise<void> {
    if (!this.key || this.key.revokedAtMs !== null) return;
    const hadList = this.key.entitlementsVersion !== null;
    this.store({ ...this.key, revokedAtMs: atMs });
    // A revoked key's list is never read again; removing the copy is housekeeping, not enforcement.
    if (hadList) await this.writeCopy(null).catch(() => {});
  }

  /**
   * Admin plane: the list changed in D1 to `slugs` (null: cleared, the key reads everything) at
   * `version`. Every change has a higher version than the one before, and no list follows a clear, so
   * a call that arrives after a later change (or after the clear) is stale and changes nothing. Resolves
   * once KV holds this version or a newer one; rejects when that write failed (the guard then already
   * names the new version, so readers apply the older copy: stricter, never wider).
   */
  async applyEntitlements(version: number, slugs: readonly string[] | null): Promise<void> {
    const key = this.key;
    if (!key) throw new Error("the key has no guard record");
    if (key.entitlementsVersion === null || version <= key.entitlementsVersion) {
      await this.copyWrites.catch(() => {});
      return;
    }
    this.store({ ...key, entitlementsVersion: slugs === null ? null : version });
    await this.writeCopy(slugs === null ? null : { version, slugs: [...slugs] });
  }

  /** Queues a KV write that puts the newest copy when its turn comes; resolves when that write lands. */
  private writeCopy(copy: EntitlementCopy | null): Promise<void> {
    this.latestCopy = copy;
    const keyId = this.key?.id;
    if (!keyId) return Promise.reject(new Error("the key has no guard record"));
    const write = this.copyWrites
      .catch(() => {})
      .then(() => writeEntitlementCopy(this.env.ENTITLEMENTS, keyId, this.latestCopy));
    this.copyWrites = write;
    return write;
  }

  /**
   * Persists the window at most once per WINDOW_WRITE_DELAY_MS, through an alarm. Writing on every
   * request would make each check wait behind a storage commit; the alarm still lands the window long
   * before an idle object can be evicted, so a reload resumes the count instead of granting a new one.
   */
  private scheduleWindowWrite() {
    if (this.writeScheduled) return;
    this.writeScheduled = true;
    void this.ctx.storage.setAlarm(Date.now() + WINDOW_WRITE_DELAY_MS);
  }

  override async alarm(): Promise<void> {
    this.writeScheduled = false;
    if (this.window) this.ctx.storage.kv.put(WINDOW, this.window);
  }

  /** Why the key may not read `scope` now (unknown, revoked, expired, scope), or undefined if it may. */
  private refusal(key: GuardedKey | undefined, { scope, nowMs }: GuardCheck): GuardRefusal | undefined {
    if (!key) return { outcome: "unknown" };
    if (key.revokedAtMs !== null) return { outcome: "revoked", keyId: key.id };
    if (isExpired(key.expiresAtMs, nowMs)) return { outcome: "expired", keyId: key.id };
    if (scope !== null && !key.scopes.includes(scope)) {
      return { outcome: "scope", keyId: key.id, scopes: key.scopes };
    }
    return undefined;
  }

  /**
   * Whether the key may still read `scope`, without counting a request: a long-lived stream connection
   * re-checks its key with this, so a revocation or expiry also ends open connections.
   */
  async status(check: GuardCheck): Promise<GuardStatus> {
    const key = this.key;
    const refused = this.refusal(key, check);
    if (refused || !key) return refused ?? { outcome: "unknown" };
    return { outcome: "active", keyId: key.id, entitlementsVersion: key.entitlementsVersion };
  }

  async check(check: GuardCheck): Promise<GuardVerdict> {
    const key = this.key;
    const refused = this.refusal(key, check);
    if (refused || !key) return refused ?? { outcome: "unknown" };
    const { window, decision } = hit(this.window, key.rateLimitPerMinute, check.nowMs);
    if (window !== this.window) {
      this.window = window;
      this.scheduleWindowWrite();
    }
    if (!decision.allowed) return { outcome: "limited", keyId: key.id, decision };
    return { outcome: "allowed", keyId: key.id, decision, entitlementsVersion: key.entitlementsVersion };
  }
}
