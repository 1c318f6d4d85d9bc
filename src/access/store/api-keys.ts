/**
 * D1 reads and writes of API key records (the hash never leaves this layer).
 *
 * Every change of a key's state is one compare-and-set: a batch (one transaction) whose statements are
 * all conditioned on the state the caller read — the key still active, its entitlement list still at
 * the version read — with the audit line (./audit.ts) inserted under the same condition, and the row
 * count of the UPDATE telling whether this call won. Of concurrent changes exactly one wins; the others
 * change nothing, not even the audit log.
 */
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { chunkRows, openDb, runBatch, write } from "../../platform/db/db.ts";
import { apiKeys, instruments } from "../../platform/db/schema.ts";
import type { Scope } from "../scopes.ts";
import { type AuditEntry, auditLine } from "./audit.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

type ApiKeyInsert = typeof apiKeys.$inferInsert;

/** A key record to insert: the JSON columns typed as what pix stores in them. */
export type NewApiKey = Required<
  Pick<
    ApiKeyInsert,
    | "id"
    | "name"
    | "keyHash"
    | "keyHint"
    | "rateLimitPerMinute"
    | "expiresAt"
    | "rotatedFrom"
    | "createdAt"
    | "entitlementsVersion"
  >
> & { scopes: Scope[]; entitlements: string[] | null; accountId: string | null };

/** The columns of a successor that rotation does not copy from the record it replaces. */
export type Successor = Pick<NewApiKey, "id" | "keyHash" | "keyHint" | "createdAt">;

/** The version a key's list starts at. */
export const FIRST_ENTITLEMENTS_VERSION = 1;

/** The condition every state change of `id` is made under: the key is still active. */
const ACTIVE = "id = ? AND revoked_at IS NULL";

/** A key whose owner account is disabled gets no successor and no new name: disabling revokes them all. */
const OWNER_ENABLED =
  "NOT EXISTS (SELECT 1 FROM accounts WHERE accounts.id = api_keys.account_id AND accounts.disabled_at IS NOT NULL)";

/** The audit line, inserted only while the key is as the caller read it (`condition` on api_keys). */
const auditIf = (d1: D1Database, entry: AuditEntry, condition: string, ...params: unknown[]) =>
  auditLine(d1, entry, `EXISTS (SELECT 1 FROM api_keys WHERE ${condition})`, ...params);

/** Whether the statement at `index` of a batch's results changed exactly one row. */
const changedOne = (results: D1Result<unknown>[], index: number) => results[index]?.meta.changes === 1;

export async function insertApiKey(d1: D1Database, key: NewApiKey, audit: AuditEntry) {
  const db = openDb(d1);
  await runBatch(db, [write(db, db.insert(apiKeys).values(key)), auditLine(d1, audit)]);
}

/**
 * A key owned by an account, inserted only while the account is enabled and holds fewer live keys
 * (not revoked, not expired at `at`) than its ceiling's max_keys. The count and the insert are one
 * statement in one transaction, so concurrent issuances can never take an account past its maximum.
 * True when the key was written (with its audit line).
 */
export async function insertOwnedKeyWithinCeiling(
  d1: D1Database,
  key: NewApiKey & { accountId: string },
  audit: AuditEntry,
): Promise<boolean> {
  const results = await d1.batch([
    d1
      .prepare(
        `INSERT INTO api_keys (id, name, key_hash, key_hint, scopes, rate_limit_per_minute, entitlements,
           entitlements_version, expires_at, revoked_at, rotated_from, rotated_to, created_at, account_id)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, NULL, ?, ?
         WHERE (SELECT count(*) FROM api_keys WHERE account_id = ? AND revoked_at IS NULL
                  AND (expires_at IS NULL OR julianday(expires_at) > julianday(?)))
             < (SELECT max_keys FROM accounts WHERE id = ? AND disabled_at IS NULL)`,
      )
      .bind(
        key.id,
        key.name,
        key.keyHash,
        key.keyHint,
        JSON.stringify(key.scopes),
        key.rateLimitPerMinute,
        key.entitlements === null ? null : JSON.stringify(key.entitlements),
        key.entitlementsVersion,
        key.expiresAt,
        key.rotatedFrom,
        key.createdAt,
        key.accountId,
        key.accountId,
        key.createdAt,
        key.accountId,
      ),
    auditIf(d1, audit, "id = ?", key.id),
  ]);
  return changedOne(results, 0);
}

export async function listApiKeys(d1: D1Database, accountId?: string): Promise<ApiKeyRow[]> {
  const query = openDb(d1).select().from(apiKeys);
  const owned = accountId === undefined ? query : query.where(eq(apiKeys.accountId, accountId));
  return owned.orderBy(desc(apiKeys.createdAt), apiKeys.id).limit(1000);
}

/** The keys of `accountId` not yet revoked (expired ones included: revoking them is harmless). */
export async function unrevokedKeysOf(d1: D1Database, accountId: string): Promise<ApiKeyRow[]> {
  return openDb(d1)
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)));
}

/** Renames `id` if it is still active and its owner enabled. True when this call renamed it. */
export async function renameIfActive(d1: D1Database, id: string, name: string, audit: AuditEntry) {
  const condition = `${ACTIVE} AND ${OWNER_ENABLED}`;
  const results = await d1.batch([
    auditIf(d1, audit, condition, id),
    d1.prepare(`UPDATE api_keys SET name = ? WHERE ${condition}`).bind(name, id),
  ]);
  return changedOne(results, 1);
}

export async function findApiKey(d1: D1Database, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await openDb(d1).select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  return rows[0];
}

/** Revokes `id` if it is still active. True when this call revoked it. */
export async function revokeIfActive(d1: D1Database, id: string, at: string, audit: AuditEntry) {
  const results = await d1.batch([
    auditIf(d1, audit, ACTIVE, id),
    d1.prepare(`UPDATE api_keys SET revoked_at = ? WHERE ${ACTIVE}`).bind(at, id),
  ]);
  return changedOne(results, 1);
}

/**
 * Rotation, only while `oldId` is active: the audit line, the successor — a copy of the old record's
 * name, scopes, limit, expiry and entitlement list (with its version) as they are at that moment — and
 * the old record revoked and pointing at it. Returns the list the successor was given (which may be
 * newer than the one the caller read), or undefined when the old key was no longer active (revoked or
 * rotated by someone else first) and nothing was written.
 */
export async function rotateIfActive(
  d1: D1Database,
  oldId: string,
  successor: Successor,
  at: string,
  audit: AuditEntry,
): Promise<Pick<NewApiKey, "entitlements" | "entitlementsVersion"> | undefined> {
  const rotatable = `${ACTIVE} AND ${OWNER_ENABLED}`;
  const results = await d1.batch<{ entitlements: string | null; entitlements_version: number }>([
    auditIf(d1, audit, rotatable, oldId),
    d1
      .prepare(
        `INSERT INTO api_keys (id, name, key_hash, key_hint, scopes, rate_limit_per_minute, entitlements,
           entitlements_version, expires_at, revoked_at, rotated_from, rotated_to, created_at, account_id)
         SELECT ?, name, ?, ?, scopes, rate_limit_per_minute, entitlements,
           entitlements_version, expires_at, NULL, id, NULL, ?, account_id
         FROM api_keys WHERE ${rotatable}
         RETURNING entitlements, entitlements_version`,
      )
      .bind(successor.id, successor.keyHash, successor.keyHint, successor.createdAt, oldId),
    d1
      .prepare(`UPDATE api_keys SET revoked_at = ?, rotated_to = ? WHERE ${rotatable}`)
      .bind(at, successor.id, oldId),
  ]);
  const given = results[1]?.results[0];
  if (!changedOne(results, 2) || !given) return undefined;
  return {
    entitlements: given.entitlements === null ? null : (JSON.parse(given.entitlements) as string[]),
    entitlementsVersion: given.entitlements_version,
  };
}

/**
 * Sets `id`'s entitlement list (null: cleared) if the key is active and its list is still at
 * `expectedVersion`; the version goes up by one. True when this call made the change.
 */
export async function setEntitlementsIfUnchanged(
  d1: D1Database,
  id: string,
  expectedVersion: number,
  slugs: string[] | null,
  audit: AuditEntry,
) {
  const unchanged = `${ACTIVE} AND entitlements_version = ?`;
  const results = await d1.batch([
    auditIf(d1, audit, unchanged, id, expectedVersion),
    d1
      .prepare(
        `UPDATE api_keys SET entitlements = ?, entitlements_version = entitlements_version + 1
         WHERE ${unchanged}`,
      )
      .bind(slugs === null ? null : JSON.stringify(slugs), id, expectedVersion),
  ]);
  return changedOne(results, 1);
}

/**
 * Resolves each id — a symbol or a slug, in any case, as `{id}` is resolved on the read routes — to the
 * canonical slug of a catalog instrument (indices and benchmarks, any visibility): the slug for each id
 * in order, or null for an id that names no instrument.
 */
export async function canonicalSlugs(d1: D1Database, ids: readonly string[]): Promise<(string | null)[]> {
  const bySymbol = new Map<string, string>();
  const slugs = new Set<string>();
  for (const chunk of chunkRows(ids, 2)) {
    const rows = await openDb(d1)
      .select({ symbol: instruments.symbol, slug: instruments.slug })
      .from(instruments)
      .where(
        or(
          inArray(
            instruments.symbol,
            chunk.map((id) => id.toUpperCase()),
          ),
          inArray(
            instruments.slug,
            chunk.map((id) => id.toLowerCase()),
          ),
        ),
      );
    for (const row of rows) {
      bySymbol.set(row.symbol, row.slug);
      slugs.add(row.slug);
    }
  }
  return ids.map(
    (id) => bySymbol.get(id.toUpperCase()) ?? (slugs.has(id.toLowerCase()) ? id.toLowerCase() : null),
  );
}
