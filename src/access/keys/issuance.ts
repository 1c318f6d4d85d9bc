/**
 * The one implementation of key issuance: create, rotate, revoke, rename and entitlement changes, for
 * the admin plane (operator keys and keys it issues to an account) and for the terminal (an account's
 * own keys). Callers authenticate and authorise; this module keeps D1 and the key guards consistent.
 *
 * The rule everywhere: a key guard is never more permissive than D1. A new key's guard is provisioned
 * before its record exists (nobody holds the key until the call answers), a revoked key's guard is
 * revoked before D1 records it, and every D1 change is one conditional batch that writes its audit line
 * under the same condition (src/access/store/api-keys.ts), so of concurrent changes one wins.
 */

import type { Bindings } from "../../env.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { generateApiKey, generateKeyId, hashApiKey, keyHint } from "../keys.ts";
import type { Scope } from "../scopes.ts";
import {
  type ApiKeyRow,
  canonicalSlugs,
  FIRST_ENTITLEMENTS_VERSION,
  findApiKey,
  insertApiKey,
  insertOwnedKeyWithinCeiling,
  type NewApiKey,
  renameIfActive,
  revokeIfActive,
  rotateIfActive,
  setEntitlementsIfUnchanged,
} from "../store/api-keys.ts";
import type { AuditAction, AuditEntry } from "../store/audit.ts";
import { guardedKey, guardFor, WRITES } from "./guard.ts";
import { isoInstant, KEY_ID, keyEtag, keyStatus } from "./records.ts";

/** Who is acting, and where: `actor` goes into every audit line this issuer writes. */
export interface Issuer {
  env: Bindings;
  /** `<operator>@token:<fingerprint>` on the admin plane, `account:<id>` in the terminal. */
  actor: string;
  requestId: string;
}

/** The settings of a key to issue, already validated (entitlements as canonical slugs). */
export interface KeySettings {
  name: string;
  scopes: Scope[];
  rateLimitPerMinute: number;
  entitlements: string[] | null;
  expiresAt: string | null;
}

/** A key just issued: the plaintext (shown once) and its record as stored. */
export interface IssuedKey {
  key: string;
  record: ApiKeyRow;
}

export function auditEntry(
  issuer: Issuer,
  action: AuditAction,
  target: { keyId: string | null; accountId: string | null },
  detail: Record<string, unknown>,
  atMs: number,
): AuditEntry {
  return {
    at: isoInstant(atMs),
    actor: issuer.actor,
    action,
    keyId: target.keyId,
    accountId: target.accountId,
    detail: { ...detail, request_id: issuer.requestId },
  };
}

/** The record of `id`, or 404 key-not-found. */
export async function loadKey(env: Bindings, id: string): Promise<ApiKeyRow> {
  const row = KEY_ID.test(id)
    ? await failClosed(() => findApiKey(env.DB, id), { what: "key store" })
    : undefined;
  if (!row)
    throw new ProblemError("key-not-found", { detail: `No API key has the id '${id.slice(0, 64)}'.` });
  return row;
}

/** The record of `id` if `accountId` owns it; any other key answers exactly as a missing one. */
export async function loadOwnedKey(env: Bindings, id: string, accountId: string): Promise<ApiKeyRow> {
  const row = KEY_ID.test(id)
    ? await failClosed(() => findApiKey(env.DB, id), { what: "key store" })
    : undefined;
  if (!row || row.accountId !== accountId)
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

/** A new key and its record (not stored anywhere yet): a random key, its hash, hint and a new id. */
async function mintKey(
  fields: Omit<NewApiKey, "id" | "keyHash" | "keyHint" | "createdAt">,
  nowMs: number,
): Promise<{ key: string; row: NewApiKey }> {
  const key = generateApiKey();
  const row: NewApiKey = {
    ...fields,
    id: generateKeyId(),
    keyHash: await hashApiKey(key),
    keyHint: keyHint(key),
    createdAt: isoInstant(nowMs),
  };
  return { key, row };
}

/** The record of a key that was just written: not revoked, not rotated. */
const freshRecord = (row: NewApiKey): ApiKeyRow => ({ ...row, revokedAt: null, rotatedTo: null });

/**
 * Issues a key: an operator key (`owner` null), or one owned by an account, written only while the
 * account is enabled and below its `maxKeys` live keys (checked in the same statement as the insert).
 * The caller has checked the settings against the account's ceiling.
 */
export async function issueKey(
  issuer: Issuer,
  settings: KeySettings,
  owner: { accountId: string; maxKeys: number } | null,
  nowMs: number,
): Promise<IssuedKey> {
  const { key, row } = await mintKey(
    {
      ...settings,
      entitlementsVersion: FIRST_ENTITLEMENTS_VERSION,
      rotatedFrom: null,
      accountId: owner?.accountId ?? null,
    },
    nowMs,
  );
  // The guard (and the list's KV copy) before the record: a record is never active without its guard,
  // and nobody holds the key before this answers. If the record is not written the guard is revoked.
  const guard = guardFor(issuer.env, row.keyHash);
  await failClosed(() => guard.provision(guardedKey(row), row.entitlements), WRITES.keyGuard);
  const entry = auditEntry(
    issuer,
    "create",
    { keyId: row.id, accountId: row.accountId },
    {
      name: row.name,
      scopes: row.scopes,
      rate_limit_per_minute: row.rateLimitPerMinute,
      expires_at: row.expiresAt,
      entitlements: row.entitlements,
    },
    nowMs,
  );
  let written = true;
  try {
    if (owner) {
      const owned = { ...row, accountId: owner.accountId };
      written = await failClosed(
        () => insertOwnedKeyWithinCeiling(issuer.env.DB, owned, entry),
        WRITES.keyStore,
      );
    } else {
      await failClosed(() => insertApiKey(issuer.env.DB, row, entry), WRITES.keyStore);
    }
  } catch (error) {
    await guard.revoke(nowMs).catch(() => {});
    throw error;
  }
  if (!written) {
    await guard.revoke(nowMs).catch(() => {});
    throw new ProblemError("key-ceiling-exceeded", {
      detail: `Account ${owner?.accountId} already holds its maximum of ${owner?.maxKeys} live keys (or was disabled); revoke a key first.`,
    });
  }
  return { key, record: freshRecord(row) };
}

/**
 * The problem of a change that lost its compare-and-set: the key was revoked meanwhile (409
 * key-inactive), or changed since it was read (412 when If-Match was sent, else 409 key-changed).
 */
export async function lostChange(env: Bindings, id: string, ifMatchSent: boolean): Promise<ProblemError> {
  const now = await loadKey(env, id);
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

/**
 * Rotation. D1 decides the winner: one batch inserts the successor only while the old key is active
 * (and its account enabled) and revokes the old key under the same condition. Around it, the order keeps
 * the guards never more permissive than D1 whatever step is cut short:
 * 1. the successor's guard is provisioned first — no D1 record is ever active without a guard, and
 *    nobody holds the new key before this answers (a loser revokes its unused guard again);
 * 2. the old key's guard is revoked before D1 records the revocation, so the old key can never work
 *    while D1 says it is revoked. Every contender does this, and rightly: whichever of them wins, or a
 *    concurrent revocation does, the old key ends revoked;
 * 3. the successor carries the old record's list as D1 holds it when the batch runs; if that is newer
 *    than the list read in step 1, the successor's guard is brought up to it before answering.
 */
export async function rotateKey(issuer: Issuer, old: ApiKeyRow, nowMs: number): Promise<IssuedKey> {
  const status = keyStatus(old, nowMs);
  if (status !== "active") {
    throw new ProblemError("key-inactive", {
      detail: `Key ${old.id} is ${status}; create a new key instead.`,
    });
  }
  const { key, row } = await mintKey(
    {
      name: old.name,
      scopes: old.scopes as Scope[],
      rateLimitPerMinute: old.rateLimitPerMinute,
      entitlements: (old.entitlements as string[] | null) ?? null,
      entitlementsVersion: old.entitlementsVersion,
      expiresAt: old.expiresAt,
      rotatedFrom: old.id,
      accountId: old.accountId,
    },
    nowMs,
  );
  const { env } = issuer;
  const successorGuard = guardFor(env, row.keyHash);
  const discardSuccessor = () => successorGuard.revoke(nowMs).catch(() => {});
  await failClosed(() => successorGuard.provision(guardedKey(row), row.entitlements), WRITES.keyGuard);
  try {
    await failClosed(() => guardFor(env, old.keyHash).revoke(nowMs), WRITES.keyGuard);
  } catch (error) {
    await discardSuccessor();
    throw error;
  }
  const entry = auditEntry(
    issuer,
    "rotate",
    { keyId: old.id, accountId: old.accountId },
    { new_key_id: row.id },
    nowMs,
  );
  const given = await failClosed(
    () => rotateIfActive(env.DB, old.id, row, isoInstant(nowMs), entry),
    WRITES.keyStore,
  );
  if (!given) {
    await discardSuccessor();
    throw await lostChange(env, old.id, false);
  }
  if (given.entitlementsVersion !== row.entitlementsVersion) {
    await failClosed(
      () => successorGuard.applyEntitlements(given.entitlementsVersion, given.entitlements),
      WRITES.entitlementList,
    );
  }
  return { key, record: freshRecord({ ...row, ...given }) };
}

/**
 * Revocation: the guard first (the key answers 401 from the next request, and the guard is never more
 * permissive than D1), then the record, in one conditional write that also audits it. The guard is
 * revoked again for a key D1 already has revoked, so a retry repairs a guard an interrupted change left
 * active. Idempotent; answers the record as it now is.
 */
export async function revokeKey(issuer: Issuer, row: ApiKeyRow, nowMs: number): Promise<ApiKeyRow> {
  const { env } = issuer;
  await failClosed(() => guardFor(env, row.keyHash).revoke(nowMs), WRITES.keyGuard);
  if (row.revokedAt) return row;
  const at = isoInstant(nowMs);
  const entry = auditEntry(issuer, "revoke", { keyId: row.id, accountId: row.accountId }, {}, nowMs);
  const revoked = await failClosed(() => revokeIfActive(env.DB, row.id, at, entry), WRITES.keyStore);
  // Lost to a concurrent revocation or rotation: the key is revoked all the same; answer it as it is.
  return revoked ? { ...row, revokedAt: at } : await loadKey(env, row.id);
}

/** Renames an active key (its name is only a label: the guard does not hold it). */
export async function renameKey(
  issuer: Issuer,
  row: ApiKeyRow,
  name: string,
  nowMs: number,
): Promise<ApiKeyRow> {
  assertNotRevoked(row, "name");
  const entry = auditEntry(
    issuer,
    "rename",
    { keyId: row.id, accountId: row.accountId },
    { from: row.name, to: name },
    nowMs,
  );
  const renamed = await failClosed(() => renameIfActive(issuer.env.DB, row.id, name, entry), WRITES.keyStore);
  if (!renamed) throw await lostChange(issuer.env, row.id, false);
  return { ...row, name };
}

/**
 * Sets a key's entitlement list (null: cleared) if it is still at the version read: D1 first, as one
 * compare-and-set, then the winner hands the new version to the key's guard, which writes the KV copy.
 */
export async function setEntitlements(
  issuer: Issuer,
  row: ApiKeyRow,
  change: {
    slugs: string[] | null;
    action: "entitlements.widen" | "entitlements.clear";
    detail: Record<string, unknown>;
  },
  ifMatchSent: boolean,
  nowMs: number,
): Promise<ApiKeyRow> {
  const { env } = issuer;
  const entry = auditEntry(
    issuer,
    change.action,
    { keyId: row.id, accountId: row.accountId },
    change.detail,
    nowMs,
  );
  const won = await failClosed(
    () => setEntitlementsIfUnchanged(env.DB, row.id, row.entitlementsVersion, change.slugs, entry),
    WRITES.keyStore,
  );
  if (!won) throw await lostChange(env, row.id, ifMatchSent);
  const version = row.entitlementsVersion + 1;
  await failClosed(
    () => guardFor(env, row.keyHash).applyEntitlements(version, change.slugs),
    WRITES.entitlementList,
  );
  return { ...row, entitlements: change.slugs, entitlementsVersion: version };
}
