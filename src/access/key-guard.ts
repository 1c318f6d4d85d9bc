import { DurableObject } from "cloudflare:workers";

import { type EntitlementCopy, UNVERSIONED_LIST, writeEntitlementCopy } from "./entitlements.ts";
import type { GuardCheck, GuardRefusal, GuardStatus } from "./key-guard-protocol.ts";
import {
  KEY_LEASE_MS,
  type KeyLease,
  type KeyLeaseRequest,
  type KeyRefusedEverywhere,
  type LeasedKey,
  leasedRefusal,
} from "./key-lease.ts";
import {
  grantFrom,
  type LeaseRelease,
  type LeaseWindow,
  leaseSize,
  takeBack,
  windowAt,
} from "./lease-window.ts";
import { isExpired, type RateWindow } from "./rate-limit.ts";
import type { Scope } from "./scopes.ts";
import { findApiKey } from "./store/api-keys.ts";

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

/** The guard's own copy of the key's list, as last written to KV (null: deleted there). */
interface StoredCopy {
  copy: EntitlementCopy | null;
}

const RECORD = "key";
const WINDOW = "window";
/** The list the guard last wrote to KV (or deleted there), kept so it can write it again. */
const COPY = "copy";
const WINDOW_WRITE_DELAY_MS = 1_000;
/** A restore of the KV copy rewrites it at most this often (KV takes one write a second per key). */
export const COPY_RESTORE_INTERVAL_MS = 1_000;

/**
 * The per-key guard: one SQLite-backed Durable Object per API key, named by the key's SHA-256. It holds
 * the key's enforcement state (scopes, limit, expiry, revocation) and its per-minute window, and leases
 * both to the isolates serving the key (src/access/key-lease.ts): the key's view plus a share of the
 * window, valid for KEY_LEASE_MS. Grants never exceed the window, so concurrent requests on every
 * isolate are counted exactly; a revocation, rotation or entitlement change returns only once every
 * lease granted before it has lapsed, so it applies to the very next request.
 *
 * The window (requests leased out) is counted in memory and written behind by an alarm, so no lease
 * waits on storage.
 *
 * The guard also writes the key's KV copy of its entitlement list, one write at a time and always the
 * newest state it has seen, so concurrent admin changes cannot leave an older list in KV last. It keeps
 * that copy in its own storage, and writes it again when a reader found none usable in KV (deleted,
 * lost, overwritten): a key with a list answers 503 meanwhile, and recovers without an operator.
 */
export class KeyGuard extends DurableObject<Cloudflare.Env> {
  private key: GuardedKey | undefined;
  private window: LeaseWindow | undefined;
  /**
   * When the last lease this object granted lapses. A lease granted before the object was (re)loaded
   * lapses by `loadedAtMs + KEY_LEASE_MS`, which `leasesLapsed` also waits for.
   */
  private leasesEndAtMs = 0;
  private readonly loadedAtMs = Date.now();
  private writeScheduled = false;
  /** The KV copy writes, chained so they land one after another. */
  private copyWrites: Promise<void> = Promise.resolve();
  /**
   * What the next KV write puts (null: deletes): always the newest list this guard applied. Stored with
   * the record; undefined for a guard provisioned before it kept the copy (a restore reads D1 then).
   */
  private latestCopy: EntitlementCopy | null | undefined;
  /** When a restore last rewrote the copy (this object's clock). */
  private restoredAtMs = Number.NEGATIVE_INFINITY;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    const stored = ctx.storage.kv.get<GuardedKey | UnversionedGuardedKey>(RECORD);
    this.key = stored && versioned(stored);
    // Stored as `count`: the requests leased out of the window (each admitted or handed back).
    const window = ctx.storage.kv.get<RateWindow>(WINDOW);
    this.window = window && { startMs: window.startMs, leased: window.count, lessees: new Map() };
    this.latestCopy = ctx.storage.kv.get<StoredCopy>(COPY)?.copy;
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

  /**
   * Admin plane: revoke. Idempotent; the first revocation time is kept. Resolves once no isolate holds
   * a lease of the key any more (at most KEY_LEASE_MS), so its next request is refused everywhere.
   */
  async revoke(atMs: number): Promise<void> {
    const key = this.key;
    if (!key) return;
    const first = key.revokedAtMs === null;
    if (first) this.store({ ...key, revokedAtMs: atMs });
    await this.leasesLapsed();
    // A revoked key's list is never read again; removing the copy is housekeeping, not enforcement.
    if (first && key.entitlementsVersion !== null) await this.writeCopy(null).catch(() => {});
  }

  /** Waits until every lease granted so far has lapsed on the isolate that holds it. */
  private async leasesLapsed(): Promise<void> {
    const waitMs = Math.max(this.leasesEndAtMs, this.loadedAtMs + KEY_LEASE_MS) - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
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
    // Leases still name the old version; KV keeps the copy they can apply until they have lapsed.
    await this.leasesLapsed();
    await this.writeCopy(slugs === null ? null : { version, slugs: [...slugs] });
  }

  /**
   * A reader found no usable KV copy of the key's list (missing, not a copy, or a version this guard
   * has not applied): write the copy this guard holds again, so the key's next requests read it. At
   * most once per COPY_RESTORE_INTERVAL_MS; nothing for a key without a list or a revoked key. A guard
   * provisioned before it kept its copy takes the list from D1, the source of truth: at its own version
   * as it is, or, when D1 holds a newer version (a change that never reached this guard), by applying
   * that change. Resolves once the write has landed; rejects when it failed (the reader ignores it).
   */
  async restoreEntitlements(): Promise<void> {
    const key = this.key;
    if (!key || key.revokedAtMs !== null || key.entitlementsVersion === null) return;
    const nowMs = Date.now();
    if (nowMs < this.restoredAtMs + COPY_RESTORE_INTERVAL_MS) return;
    this.restoredAtMs = nowMs;
    if (this.latestCopy !== undefined) {
      await this.writeCopy(this.latestCopy);
      return;
    }
    const row = await findApiKey(this.env.DB, key.id);
    if (!row || row.revokedAt || this.key !== key) return;
    if (row.entitlementsVersion > key.entitlementsVersion) {
      await this.applyEntitlements(row.entitlementsVersion, (row.entitlements as string[] | null) ?? null);
      return;
    }
    const slugs = row.entitlements as string[] | null;
    if (row.entitlementsVersion === key.entitlementsVersion && slugs !== null) {
      await this.writeCopy({ version: key.entitlementsVersion, slugs: [...slugs] });
    }
  }

  /** Queues a KV write that puts the newest copy when its turn comes; resolves when that write lands. */
  private writeCopy(copy: EntitlementCopy | null): Promise<void> {
    this.latestCopy = copy;
    this.ctx.storage.kv.put<StoredCopy>(COPY, { copy });
    const keyId = this.key?.id;
    if (!keyId) return Promise.reject(new Error("the key has no guard record"));
    const write = this.copyWrites
      .catch(() => {})
      .then(() => writeEntitlementCopy(this.env.ENTITLEMENTS, keyId, this.latestCopy ?? copy));
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
    const window = this.window;
    if (window)
      this.ctx.storage.kv.put<RateWindow>(WINDOW, { startMs: window.startMs, count: window.leased });
  }

  /** Why the key may not read `scope` now (unknown, revoked, expired, scope), or undefined if it may. */
  private refusal(key: GuardedKey | undefined, { scope, nowMs }: GuardCheck): GuardRefusal | undefined {
    return unusable(key, nowMs) ?? (key && leasedRefusal(leasedView(key), scope, nowMs));
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

  /**
   * A lease of the key to one isolate: its enforcement view and up to a tenth of its limit (see
   * src/access/key-lease.ts), or the refusal that holds for every scope (unknown, revoked, expired).
   * What a lapsed lease of the same isolate left unspent comes back first.
   */
  async lease(request: KeyLeaseRequest): Promise<KeyLease> {
    const key = this.key;
    const refused = unusable(key, request.nowMs);
    if (refused || !key) return refused ?? { outcome: "unknown" };
    if (request.returned) takeBack(this.window, request.returned);
    const window = windowAt(this.window, request.nowMs);
    const limit = key.rateLimitPerMinute;
    const grant = grantFrom(window, {
      limit,
      nowMs: request.nowMs,
      want: leaseSize(limit),
      lessee: request.lessee,
    });
    this.window = window;
    if (grant.granted > 0 || request.returned) this.scheduleWindowWrite();
    this.leasesEndAtMs = Math.max(this.leasesEndAtMs, Date.now() + KEY_LEASE_MS);
    return { outcome: "leased", key: leasedView(key), ...grant };
  }

  /** Takes back what an isolate's lapsed lease left unspent; moot once its window has passed. */
  async release(release: LeaseRelease): Promise<void> {
    takeBack(this.window, release);
    this.scheduleWindowWrite();
  }
}

/** The refusals that hold for every scope: unknown, revoked, expired. */
function unusable(key: GuardedKey | undefined, nowMs: number): KeyRefusedEverywhere | undefined {
  if (!key) return { outcome: "unknown" };
  if (key.revokedAtMs !== null) return { outcome: "revoked", keyId: key.id };
  if (isExpired(key.expiresAtMs, nowMs)) return { outcome: "expired", keyId: key.id };
  return undefined;
}

function leasedView(key: GuardedKey): LeasedKey {
  return {
    id: key.id,
    scopes: key.scopes,
    expiresAtMs: key.expiresAtMs,
    entitlementsVersion: key.entitlementsVersion,
    limit: key.rateLimitPerMinute,
  };
}
