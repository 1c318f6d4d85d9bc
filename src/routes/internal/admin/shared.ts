import type { Context } from "hono";
import { sha256Hex } from "../../../auth/keys.ts";
import type { Scope } from "../../../auth/scopes.ts";
import type { AppEnv, Bindings } from "../../../env.ts";
import { CACHE_POLICIES } from "../../../http/cache-control.ts";
import { isValidIfNoneMatch } from "../../../http/conditional.ts";
import { ProblemError } from "../../../http/problem.ts";
import { type FailClosedOptions, failClosed } from "../../../http/safety.ts";
import type { GuardedKey } from "../../../objects/key-guard.ts";
import { type ApiKeyRow, type AuditEntry, canonicalSlugs, findApiKey } from "../../../store/api-keys.ts";
import { KEY_ID, keyRecord } from "./schema.ts";

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

/**
 * An entitlement list as given (symbols or slugs, any case) resolved to canonical slugs, in order.
 * Refuses ids that name no catalog instrument and two ids that name the same one, naming each entry.
 */
export async function canonicalEntitlements(
  env: Bindings,
  ids: readonly string[],
  member: string,
): Promise<string[]> {
  const resolved = await failClosed(() => canonicalSlugs(env.DB, ids), { what: "catalog" });
  const invalid: { name: string; in: "body"; reason: string }[] = [];
  const unknown: string[] = [];
  const firstIndex = new Map<string, number>();
  resolved.forEach((slug, i) => {
    const name = `${member}.${i}`;
    if (slug === null) {
      unknown.push(ids[i] ?? "");
      invalid.push({ name, in: "body", reason: `'${ids[i]}' is not a catalog symbol or slug` });
      return;
    }
    const first = firstIndex.get(slug);
    if (first === undefined) firstIndex.set(slug, i);
    else
      invalid.push({
        name,
        in: "body",
        reason: `names the same instrument as ${member}.${first} ('${slug}')`,
      });
  });
  if (invalid.length === 0) return resolved.filter((slug) => slug !== null);
  throw new ProblemError("invalid-parameter", {
    detail:
      unknown.length > 0
        ? `Unknown catalog symbol(s) or slug(s): ${unknown.join(", ")}.`
        : "The list names one instrument more than once.",
    invalidParams: invalid,
  });
}

/**
 * The entity tag of a key record: its entitlement version, and whether it is revoked — every change an
 * operator can make moves one or the other.
 */
export function keyEtag(row: Pick<ApiKeyRow, "entitlementsVersion" | "revokedAt">): string {
  return `"v${row.entitlementsVersion}${row.revokedAt ? "-revoked" : ""}"`;
}

/**
 * Honours If-Match (RFC 9110 13.1.1, strong comparison) against the record as read: 400 invalid-header
 * when malformed, 412 precondition-failed when no tag matches. Answers whether the header was sent, so
 * a change that then loses its race answers 412 rather than 409.
 */
export function checkIfMatch(c: Context<AppEnv>, row: ApiKeyRow): boolean {
  const header = c.req.header("If-Match");
  if (header === undefined) return false;
  if (!isValidIfNoneMatch(header)) {
    throw new ProblemError("invalid-header", {
      detail: "If-Match must be '*' or a comma-separated list of quoted entity tags.",
      invalidParams: [{ name: "If-Match", in: "header", reason: "is not a list of entity tags" }],
    });
  }
  const tags = header.split(",").map((tag) => tag.trim());
  if (tags.includes("*") || tags.includes(keyEtag(row))) return true;
  throw new ProblemError("precondition-failed", {
    detail: `Key ${row.id} has changed: its ETag is now ${keyEtag(row)}. Read it again and retry.`,
  });
}

/**
 * The problem of a change that lost its compare-and-set: the key was revoked meanwhile (409
 * key-inactive), or changed since it was read (412 when If-Match was sent, else 409 key-changed).
 */
export async function lostChange(
  c: Context<AppEnv>,
  id: string,
  ifMatchSent: boolean,
): Promise<ProblemError> {
  const now = await loadKey(c, id);
  if (now.revokedAt) {
    const rotated = now.rotatedTo ? ` (rotated to ${now.rotatedTo})` : "";
    return new ProblemError("key-inactive", {
      detail: `Key ${id} was revoked${rotated} while this request was handled; nothing was changed.`,
    });
  }
  const detail = `Key ${id} changed while this request was handled (its ETag is now ${keyEtag(now)}); nothing was changed. Read it again and retry.`;
  return new ProblemError(ifMatchSent ? "precondition-failed" : "key-changed", { detail });
}

/** Refuses a change to a revoked key (409 key-inactive). */
export function assertNotRevoked(row: ApiKeyRow, change: string) {
  if (!row.revokedAt) return;
  throw new ProblemError("key-inactive", {
    detail: `Key ${row.id} is revoked; its ${change} cannot change.`,
  });
}

/** A key record as an admin answer, with its ETag. */
export function keyAnswer(c: Context<AppEnv>, row: ApiKeyRow, nowMs: number) {
  c.header("ETag", keyEtag(row));
  return adminJson(c, keyRecord(row, nowMs));
}

/** A key just issued (created or rotated): its record with its ETag and, this once, the key itself. */
export function newKeyAnswer(c: Context<AppEnv>, row: ApiKeyRow, nowMs: number, key: string) {
  c.header("ETag", keyEtag(row));
  return adminJson(c, { ...keyRecord(row, nowMs), key }, 201);
}

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

/** What the admin plane writes; a failed write answers 503 and reports nothing as done. */
export const WRITES = {
  keyStore: { what: "key store", verb: "write" },
  entitlementList: { what: "entitlement list", verb: "write" },
  keyGuard: { what: "key guard", verb: "write" },
} as const satisfies Record<string, FailClosedOptions>;
