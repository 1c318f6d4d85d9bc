/** D1 reads and writes of API key records and the admin audit log (the hash never leaves this layer). */
import { desc, eq, inArray } from "drizzle-orm";
import type { Scope } from "../auth/scopes.ts";
import { chunkRows, openDb } from "./db.ts";
import { adminAudit, apiKeys, instruments } from "./schema.ts";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

type AuditInsert = typeof adminAudit.$inferInsert;

export type AuditEntry = Required<Pick<AuditInsert, "at" | "actor">> & {
  action: "create" | "revoke" | "rotate" | "entitlements.widen" | "entitlements.clear";
  keyId: string;
  detail: Record<string, unknown>;
};

type ApiKeyInsert = typeof apiKeys.$inferInsert;

/** A key record to insert: the JSON columns typed as what pix stores in them. */
export type NewApiKey = Required<
  Pick<
    ApiKeyInsert,
    "id" | "name" | "keyHash" | "keyHint" | "rateLimitPerMinute" | "expiresAt" | "rotatedFrom" | "createdAt"
  >
> & { scopes: Scope[]; entitlements: string[] | null };

const auditInsert = (d1: D1Database, entry: AuditEntry) =>
  openDb(d1)
    .insert(adminAudit)
    .values({ ...entry, detail: entry.detail });

export async function insertApiKey(d1: D1Database, key: NewApiKey, audit: AuditEntry) {
  const db = openDb(d1);
  await db.batch([db.insert(apiKeys).values(key), auditInsert(d1, audit)]);
}

export async function listApiKeys(d1: D1Database): Promise<ApiKeyRow[]> {
  return openDb(d1).select().from(apiKeys).orderBy(desc(apiKeys.createdAt), apiKeys.id).limit(1000);
}

export async function findApiKey(d1: D1Database, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await openDb(d1).select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  return rows[0];
}

export async function markRevoked(d1: D1Database, id: string, at: string, audit: AuditEntry) {
  const db = openDb(d1);
  await db.batch([
    db.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, id)),
    auditInsert(d1, audit),
  ]);
}

/** Rotation in one batch: the new record, the old one revoked, one audit line. */
export async function rotateApiKey(
  d1: D1Database,
  next: NewApiKey,
  oldId: string,
  at: string,
  audit: AuditEntry,
) {
  const db = openDb(d1);
  await db.batch([
    db.insert(apiKeys).values(next),
    db.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, oldId)),
    auditInsert(d1, audit),
  ]);
}

export async function setEntitlements(d1: D1Database, id: string, slugs: string[] | null, audit: AuditEntry) {
  const db = openDb(d1);
  await db.batch([
    db.update(apiKeys).set({ entitlements: slugs }).where(eq(apiKeys.id, id)),
    auditInsert(d1, audit),
  ]);
}

/** The given slugs that name no instrument in the catalog (indices and benchmarks, any visibility). */
export async function unknownSlugs(d1: D1Database, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const known = new Set<string>();
  for (const chunk of chunkRows(slugs, 1)) {
    const rows = await openDb(d1)
      .select({ slug: instruments.slug })
      .from(instruments)
      .where(inArray(instruments.slug, chunk));
    for (const row of rows) known.add(row.slug);
  }
  return slugs.filter((slug) => !known.has(slug));
}
