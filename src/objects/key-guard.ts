import { DurableObject } from "cloudflare:workers";
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
   * Whether the key has an entitlement list. Lists are fixed at issuance and can only widen or be
   * cleared, so this flag only ever turns false; keys without a list never pay for the KV read.
   */
  hasEntitlements: boolean;
}

/** Refusals that do not depend on the request count. */
export type GuardRefusal =
  | { outcome: "unknown" }
  | { outcome: "revoked"; keyId: string }
  | { outcome: "expired"; keyId: string }
  | { outcome: "scope"; keyId: string; scopes: Scope[] };

export type GuardStatus = GuardRefusal | { outcome: "active"; keyId: string; hasEntitlements: boolean };

export type GuardVerdict =
  | GuardRefusal
  | { outcome: "limited"; keyId: string; decision: RateDecision }
  | { outcome: "allowed"; keyId: string; decision: RateDecision; hasEntitlements: boolean };

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
 */
export class KeyGuard extends DurableObject<Cloudflare.Env> {
  private key: GuardedKey | undefined;
  private window: RateWindow | undefined;
  private writeScheduled = false;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    this.key = ctx.storage.kv.get<GuardedKey>(RECORD);
    this.window = ctx.storage.kv.get<RateWindow>(WINDOW);
  }

  /** Admin plane: store (or replace) the key's enforcement state. */
  async provision(key: GuardedKey): Promise<void> {
    this.key = key;
    this.ctx.storage.kv.put(RECORD, key);
  }

  /** Admin plane: revoke. Idempotent; the first revocation time is kept. */
  async revoke(atMs: number): Promise<void> {
    if (!this.key || this.key.revokedAtMs !== null) return;
    this.key = { ...this.key, revokedAtMs: atMs };
    this.ctx.storage.kv.put(RECORD, this.key);
  }

  /** Admin plane: the entitlement list was cleared, so the key reads everything from now on. */
  async clearEntitlements(): Promise<void> {
    if (!this.key?.hasEntitlements) return;
    this.key = { ...this.key, hasEntitlements: false };
    this.ctx.storage.kv.put(RECORD, this.key);
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
    return { outcome: "active", keyId: key.id, hasEntitlements: key.hasEntitlements !== false };
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
    return { outcome: "allowed", keyId: key.id, decision, hasEntitlements: key.hasEntitlements !== false };
  }
}
