/**
 * What the KeyGuard Durable Object answers over RPC (src/access/key-guard.ts), apart from the class, so
 * its callers (the lease client, key verification) share the protocol without importing the object.
 */
import type { RateDecision } from "./rate-limit.ts";
import type { Scope } from "./scopes.ts";

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
