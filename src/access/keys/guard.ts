import type { Bindings } from "../../env.ts";
import type { FailClosedOptions } from "../../platform/http/safety.ts";
import type { GuardedKey } from "../key-guard.ts";
import type { Scope } from "../scopes.ts";

/** The KeyGuard Durable Object of a key, named by the key's hash. */
export const guardFor = (env: Bindings, keyHash: string) => env.KEY_GUARD.getByName(keyHash);

export function guardedKey(row: {
  id: string;
  scopes: unknown;
  rateLimitPerMinute: number;
  expiresAt: string | null;
  revokedAt?: string | null;
  entitlements: unknown;
  entitlementsVersion: number;
}): GuardedKey {
  return {
    entitlementsVersion:
      row.entitlements === null || row.entitlements === undefined ? null : row.entitlementsVersion,
    id: row.id,
    scopes: row.scopes as Scope[],
    rateLimitPerMinute: row.rateLimitPerMinute,
    expiresAtMs: row.expiresAt ? Date.parse(row.expiresAt) : null,
    revokedAtMs: row.revokedAt ? Date.parse(row.revokedAt) : null,
  };
}

/** What key issuance writes; a failed write answers 503 and reports nothing as done. */
export const WRITES = {
  keyStore: { what: "key store", verb: "write" },
  entitlementList: { what: "entitlement list", verb: "write" },
  keyGuard: { what: "key guard", verb: "write" },
} as const satisfies Record<string, FailClosedOptions>;
