import type { Context } from "hono";
import { sha256Hex } from "../../../auth/keys.ts";
import type { Scope } from "../../../auth/scopes.ts";
import type { AppEnv, Bindings } from "../../../env.ts";
import { CACHE_POLICIES } from "../../../http/cache-control.ts";
import { ProblemError } from "../../../http/problem.ts";
import { type FailClosedOptions, failClosed } from "../../../http/safety.ts";
import type { GuardedKey } from "../../../objects/key-guard.ts";
import { type ApiKeyRow, type AuditEntry, findApiKey, unknownSlugs } from "../../../store/api-keys.ts";
import { KEY_ID } from "./schema.ts";

/** An instant as RFC 3339 UTC, keeping milliseconds only when there are any. */
export const isoInstant = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

/** Admin answers are never cached and carry no CORS headers (none are added on this plane). */
export function adminJson<T extends object, S extends 200 | 201 = 200>(
  c: Context<AppEnv>,
  data: T,
  status?: S,
) {
  c.header("Cache-Control", CACHE_POLICIES.none);
  return c.json({ data }, status ?? (200 as S));
}

const OPERATOR = /^[\w.@-]{1,64}$/;

/**
 * Who made an admin call: the operator name from X-Operator when given, and a fingerprint of the token
 * used (the first 8 hex digits of its SHA-256), so the log tells tokens apart without holding one.
 */
export async function actor(c: Context<AppEnv>): Promise<string> {
  const header = c.req.header("X-Operator")?.trim();
  const name = header && OPERATOR.test(header) ? header : "operator";
  const token = c.env.ADMIN_TOKEN ?? "";
  return `${name}@token:${(await sha256Hex(token)).slice(0, 8)}`;
}

export async function audit(
  c: Context<AppEnv>,
  action: AuditEntry["action"],
  keyId: string,
  detail: Record<string, unknown>,
  atMs: number,
): Promise<AuditEntry> {
  return {
    at: isoInstant(atMs),
    actor: await actor(c),
    action,
    keyId,
    detail: { ...detail, request_id: c.get("requestId") },
  };
}

/** The record named by the `{id}` path segment, or 404 key-not-found. */
export async function loadKey(c: Context<AppEnv>, id: string): Promise<ApiKeyRow> {
  const row = KEY_ID.test(id)
    ? await failClosed(() => findApiKey(c.env.DB, id), { what: "key store" })
    : undefined;
  if (!row)
    throw new ProblemError("key-not-found", { detail: `No API key has the id '${id.slice(0, 64)}'.` });
  return row;
}

/** Refuses entitlement slugs that name no catalog instrument, naming each one. */
export async function assertKnownSlugs(env: Bindings, slugs: readonly string[], member: string) {
  const unknown = await failClosed(() => unknownSlugs(env.DB, slugs), { what: "catalog" });
  if (unknown.length === 0) return;
  throw new ProblemError("invalid-parameter", {
    detail: `Unknown catalog slug(s): ${unknown.join(", ")}.`,
    invalidParams: unknown.map((slug) => ({
      name: `${member}.${slugs.indexOf(slug)}`,
      in: "body" as const,
      reason: `'${slug}' is not a catalog slug`,
    })),
  });
}

export const guardFor = (env: Bindings, keyHash: string) => env.KEY_GUARD.getByName(keyHash);

export function guardedKey(row: {
  id: string;
  scopes: unknown;
  rateLimitPerMinute: number;
  expiresAt: string | null;
  revokedAt?: string | null;
  entitlements: unknown;
}): GuardedKey {
  return {
    hasEntitlements: row.entitlements !== null && row.entitlements !== undefined,
    id: row.id,
    scopes: row.scopes as Scope[],
    rateLimitPerMinute: row.rateLimitPerMinute,
    expiresAtMs: row.expiresAt ? Date.parse(row.expiresAt) : null,
    revokedAtMs: row.revokedAt ? Date.parse(row.revokedAt) : null,
  };
}

/** What the admin plane writes; a failed write answers 503 and reports nothing as done. */
export const WRITES = {
  keyStore: { what: "key store", verb: "write" },
  entitlementList: { what: "entitlement list", verb: "write" },
  keyGuard: { what: "key guard", verb: "write" },
} as const satisfies Record<string, FailClosedOptions>;
