/**
 * The audit log (`admin_audit`): what it records, the one statement that writes a line, and its reads.
 * A line is written in the batch of the change it records and, for a conditional change, under the
 * same condition as that change, so a change that loses its race leaves no line either.
 */
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import { openDb } from "../../platform/db/db.ts";
import { adminAudit } from "../../platform/db/schema.ts";

type AuditInsert = typeof adminAudit.$inferInsert;

export type AuditRow = typeof adminAudit.$inferSelect;

/** What the audit log records: key actions, and the actions of and on terminal accounts. */
export type AuditAction =
  | "create"
  | "revoke"
  | "rotate"
  | "rename"
  | "entitlements.widen"
  | "entitlements.clear"
  | "account.create"
  | "account.disable"
  | "sign_in_code.issue"
  | "sign_in_code.revoke"
  | "sign_in_code.use"
  | "session.start"
  | "session.end";

export type AuditEntry = Required<Pick<AuditInsert, "at" | "actor">> & {
  action: AuditAction;
  /** The key acted on; null for an account action. */
  keyId: string | null;
  /** The account concerned (the key's owner for a key action); null for an operator key. */
  accountId: string | null;
  detail: Record<string, unknown>;
};

/**
 * The statement that writes `entry`, for the change's batch: inserted only where `condition` (a SQL
 * boolean over `params`) holds, or always when there is none.
 */
export function auditLine(
  d1: D1Database,
  entry: AuditEntry,
  condition?: string,
  ...params: unknown[]
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO admin_audit (at, actor, action, key_id, account_id, detail)
       SELECT ?, ?, ?, ?, ?, ?${condition === undefined ? "" : ` WHERE ${condition}`}`,
    )
    .bind(
      entry.at,
      entry.actor,
      entry.action,
      entry.keyId,
      entry.accountId,
      JSON.stringify(entry.detail),
      ...params,
    );
}

/** Audit lines, newest first, optionally of one account or key; `before` is a previous page's cursor. */
export async function listAudit(
  d1: D1Database,
  filter: { accountId?: string; keyId?: string; limit: number; before?: number },
): Promise<{ rows: AuditRow[]; next: number | null }> {
  const conditions: SQL[] = [];
  if (filter.accountId !== undefined) conditions.push(eq(adminAudit.accountId, filter.accountId));
  if (filter.keyId !== undefined) conditions.push(eq(adminAudit.keyId, filter.keyId));
  if (filter.before !== undefined) conditions.push(lt(adminAudit.id, filter.before));
  const raw = await openDb(d1)
    .select()
    .from(adminAudit)
    .where(and(...conditions))
    .orderBy(desc(adminAudit.id))
    .limit(filter.limit + 1);
  const rows = raw.slice(0, filter.limit);
  const last = rows.at(-1);
  return { rows, next: raw.length > filter.limit && last ? last.id : null };
}
