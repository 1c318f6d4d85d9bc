/**
 * D1 reads and writes of terminal accounts, their sign-in codes and sessions. Like the key records
 * (src/access/store/api-keys.ts), every change is one batch whose statements — audit line (./audit.ts)
 * included — are all conditioned on the state the caller expects, so concurrent changes cannot both win.
 * Only hashes of codes and session tokens are stored.
 */
import { and, eq, isNull } from "drizzle-orm";
import { openDb, runBatch, write } from "../../platform/db/db.ts";
import { accounts, signInCodes, terminalSessions } from "../../platform/db/schema.ts";
import type { Scope } from "../scopes.ts";
import { type AuditEntry, auditLine } from "./audit.ts";

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = Omit<AccountRow, "scopes" | "entitlements" | "disabledAt"> & {
  scopes: Scope[];
  entitlements: string[] | null;
};
export type SessionRow = typeof terminalSessions.$inferSelect;

export interface NewSignInCode {
  codeHash: string;
  createdAt: string;
  expiresAt: string;
}

const ENABLED = "EXISTS (SELECT 1 FROM accounts WHERE id = ? AND disabled_at IS NULL)";

const insertCode = (d1: D1Database, accountId: string, code: NewSignInCode) =>
  d1
    .prepare(
      `INSERT INTO sign_in_codes (code_hash, account_id, created_at, expires_at)
       SELECT ?, ?, ?, ? WHERE ${ENABLED}`,
    )
    .bind(code.codeHash, accountId, code.createdAt, code.expiresAt, accountId);

/** The account, its first sign-in code and both audit lines, together. */
export async function insertAccount(
  d1: D1Database,
  account: NewAccount,
  code: NewSignInCode,
  audits: AuditEntry[],
) {
  const db = openDb(d1);
  await runBatch(db, [
    write(db, db.insert(accounts).values(account)),
    write(db, db.insert(signInCodes).values({ ...code, accountId: account.id })),
    ...audits.map((audit) => auditLine(d1, audit)),
  ]);
}

export async function findAccount(d1: D1Database, id: string): Promise<AccountRow | undefined> {
  const rows = await openDb(d1).select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

/** Accounts, newest first, `limit` at a time; `before` is the cursor a previous page answered. */
export async function listAccounts(
  d1: D1Database,
  limit: number,
  before: number | undefined,
): Promise<{ rows: AccountRow[]; next: number | null }> {
  const result = await d1
    .prepare(
      `SELECT rowid AS seq, * FROM accounts WHERE (? IS NULL OR rowid < ?) ORDER BY rowid DESC LIMIT ?`,
    )
    .bind(before ?? null, before ?? null, limit + 1)
    .all<Record<string, unknown> & { seq: number }>();
  const raw = result.results;
  const page = raw.slice(0, limit);
  const rows = page.map(
    (row): AccountRow => ({
      id: row.id as string,
      name: row.name as string,
      kind: row.kind as AccountRow["kind"],
      scopes: JSON.parse(row.scopes as string),
      rateLimitPerMinute: row.rate_limit_per_minute as number,
      entitlements: row.entitlements === null ? null : JSON.parse(row.entitlements as string),
      maxKeys: row.max_keys as number,
      createdAt: row.created_at as string,
      disabledAt: (row.disabled_at as string | null) ?? null,
    }),
  );
  const last = page.at(-1);
  return { rows, next: raw.length > limit && last ? last.seq : null };
}

/**
 * Disables the account if it is enabled: ends its sessions and revokes its unused sign-in codes in the
 * same transaction (its keys are revoked by the caller, through the key-issuance path). True when this
 * call disabled it.
 */
export async function disableAccount(d1: D1Database, id: string, at: string, audit: AuditEntry) {
  const results = await d1.batch([
    auditLine(d1, audit, ENABLED, id),
    d1.prepare("UPDATE accounts SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL").bind(at, id),
    d1
      .prepare("UPDATE terminal_sessions SET ended_at = ? WHERE account_id = ? AND ended_at IS NULL")
      .bind(at, id),
    d1
      .prepare(
        "UPDATE sign_in_codes SET revoked_at = ? WHERE account_id = ? AND used_at IS NULL AND revoked_at IS NULL",
      )
      .bind(at, id),
  ]);
  return results[1]?.meta.changes === 1;
}

const revokeCodes = (d1: D1Database, accountId: string, at: string) =>
  d1
    .prepare(
      "UPDATE sign_in_codes SET revoked_at = ? WHERE account_id = ? AND used_at IS NULL AND revoked_at IS NULL",
    )
    .bind(at, accountId);

/** A new sign-in code for an enabled account, every earlier unused one revoked. True when written. */
export async function replaceSignInCode(
  d1: D1Database,
  accountId: string,
  code: NewSignInCode,
  audit: AuditEntry,
) {
  const results = await d1.batch([
    auditLine(d1, audit, ENABLED, accountId),
    revokeCodes(d1, accountId, code.createdAt),
    insertCode(d1, accountId, code),
  ]);
  return results[2]?.meta.changes === 1;
}

/** Revokes the account's unused codes; answers how many were revoked (audited when any was). */
export async function revokeSignInCodes(d1: D1Database, accountId: string, at: string, audit: AuditEntry) {
  const live =
    "EXISTS (SELECT 1 FROM sign_in_codes WHERE account_id = ? AND used_at IS NULL AND revoked_at IS NULL)";
  const results = await d1.batch([auditLine(d1, audit, live, accountId), revokeCodes(d1, accountId, at)]);
  return results[1]?.meta.changes ?? 0;
}

/** The hashes of the account's codes that could still start a session at `at`. */
export async function usableCodeHashes(d1: D1Database, accountId: string, at: string): Promise<string[]> {
  const result = await d1
    .prepare(
      `SELECT code_hash FROM sign_in_codes
       WHERE account_id = ? AND used_at IS NULL AND revoked_at IS NULL AND julianday(expires_at) > julianday(?)
         AND ${ENABLED}`,
    )
    .bind(accountId, at, accountId)
    .all<{ code_hash: string }>();
  return result.results.map((row) => row.code_hash);
}

/**
 * Uses the code and starts the session, atomically: the code is marked used (by this session) only if
 * it is still unused, unrevoked, unexpired and its account enabled, and the session row and both audit
 * lines are written only where that mark is this session's. Of concurrent sign-ins with one code, one
 * wins. True when the session was started.
 */
export async function useCodeForSession(
  d1: D1Database,
  codeHash: string,
  session: Omit<SessionRow, "endedAt">,
  audits: { use: AuditEntry; start: AuditEntry },
) {
  const mine = "EXISTS (SELECT 1 FROM sign_in_codes WHERE code_hash = ? AND used_by = ?)";
  const results = await d1.batch([
    d1
      .prepare(
        `UPDATE sign_in_codes SET used_at = ?, used_by = ?
         WHERE code_hash = ? AND account_id = ? AND used_at IS NULL AND revoked_at IS NULL
           AND julianday(expires_at) > julianday(?) AND ${ENABLED}`,
      )
      .bind(
        session.createdAt,
        session.tokenHash,
        codeHash,
        session.accountId,
        session.createdAt,
        session.accountId,
      ),
    d1
      .prepare(
        `INSERT INTO terminal_sessions (token_hash, account_id, csrf_hash, created_at, last_seen_at, expires_at)
         SELECT ?, ?, ?, ?, ?, ? WHERE ${mine}`,
      )
      .bind(
        session.tokenHash,
        session.accountId,
        session.csrfHash,
        session.createdAt,
        session.lastSeenAt,
        session.expiresAt,
        codeHash,
        session.tokenHash,
      ),
    auditLine(d1, audits.use, mine, codeHash, session.tokenHash),
    auditLine(d1, audits.start, mine, codeHash, session.tokenHash),
  ]);
  return results[0]?.meta.changes === 1;
}

/** The session with this token hash (ended or not) and its account. */
export async function findSession(
  d1: D1Database,
  tokenHash: string,
): Promise<{ session: SessionRow; account: AccountRow } | undefined> {
  const rows = await openDb(d1)
    .select({ session: terminalSessions, account: accounts })
    .from(terminalSessions)
    .innerJoin(accounts, eq(accounts.id, terminalSessions.accountId))
    .where(eq(terminalSessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Records a request of the session (it stays alive for the idle window from here). */
export async function touchSession(d1: D1Database, tokenHash: string, at: string) {
  await openDb(d1)
    .update(terminalSessions)
    .set({ lastSeenAt: at })
    .where(and(eq(terminalSessions.tokenHash, tokenHash), isNull(terminalSessions.endedAt)));
}

/** Ends one session (audited) if it is still open. */
export async function endSession(d1: D1Database, tokenHash: string, at: string, audit: AuditEntry) {
  const open = "EXISTS (SELECT 1 FROM terminal_sessions WHERE token_hash = ? AND ended_at IS NULL)";
  await d1.batch([
    auditLine(d1, audit, open, tokenHash),
    d1
      .prepare("UPDATE terminal_sessions SET ended_at = ? WHERE token_hash = ? AND ended_at IS NULL")
      .bind(at, tokenHash),
  ]);
}

/** Ends every open session of the account (audited once); answers how many were ended. */
export async function endAllSessions(d1: D1Database, accountId: string, at: string, audit: AuditEntry) {
  const open = "EXISTS (SELECT 1 FROM terminal_sessions WHERE account_id = ? AND ended_at IS NULL)";
  const results = await d1.batch([
    auditLine(d1, audit, open, accountId),
    d1
      .prepare("UPDATE terminal_sessions SET ended_at = ? WHERE account_id = ? AND ended_at IS NULL")
      .bind(at, accountId),
  ]);
  return results[1]?.meta.changes ?? 0;
}
