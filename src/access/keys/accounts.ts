/**
 * Terminal and venue accounts: creation, sign-in codes, sessions, disabling. An account owns keys issued
 * through src/access/keys/issuance.ts within its ceiling; it signs in to the terminal with a one-time code the
 * operator hands over, which starts a session held in an HttpOnly cookie.
 *
 * Secrets: a sign-in code is `<account id>.<32 random base62>` and a session token 43 random base62
 * characters (about 190 and 256 bits); pix stores only their SHA-256. A presented code is checked against
 * the account's usable code hashes with a constant-time compare. The CSRF token of a session is derived
 * from its token (SHA-256 of a labelled token, so it reveals nothing of the token) and stored as a hash
 * too: every tab of one session holds the same CSRF token.
 *
 * Lifetimes: a code is valid 24 hours and used at most once; a session ends after 12 hours without a
 * request or 7 days after sign-in, whichever comes first, or when signed out.
 */

import type { Bindings } from "../../env.ts";
import { constantTimeEqual } from "../../platform/http/constant-time.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { randomBase62, sha256Hex } from "../keys.ts";
import type { Scope } from "../scopes.ts";
import {
  type AccountRow,
  disableAccount,
  endAllSessions,
  endSession,
  findAccount,
  findSession,
  insertAccount,
  type NewSignInCode,
  replaceSignInCode,
  revokeSignInCodes,
  type SessionRow,
  touchSession,
  usableCodeHashes,
  useCodeForSession,
} from "../store/accounts.ts";
import { unrevokedKeysOf } from "../store/api-keys.ts";
import { type Ceiling, type RequestedKey, settingsWithinCeiling } from "./ceiling.ts";
import { guardFor, WRITES } from "./guard.ts";
import { auditEntry, type IssuedKey, type Issuer, issueKey, revokeKey } from "./issuance.ts";
import { isoInstant } from "./records.ts";

export const SIGN_IN_CODE_TTL_MS = 24 * 3600_000;
export const SESSION_IDLE_MS = 12 * 3600_000;
export const SESSION_MAX_MS = 7 * 24 * 3600_000;
/** A session's last-seen time is written at most this often (a busy page costs no write per request). */
const TOUCH_INTERVAL_MS = 60_000;

export const ACCOUNT_ID = /^acc_[0-9A-Za-z]{20}$/;
const SIGN_IN_CODE = /^(acc_[0-9A-Za-z]{20})\.[0-9A-Za-z]{32}$/;
const SESSION_TOKEN = /^[0-9A-Za-z]{43}$/;

const STORE = { what: "account store" } as const;
const STORE_WRITE = { what: "account store", verb: "write" } as const;

export type AccountKind = "terminal" | "venue";

export const ceilingOf = (row: AccountRow): Ceiling => ({
  scopes: row.scopes as Scope[],
  rateLimitPerMinute: row.rateLimitPerMinute,
  entitlements: (row.entitlements as string[] | null) ?? null,
  maxKeys: row.maxKeys,
});

/** The view of an account (operators, and the account itself). */
export function accountRecord(row: AccountRow) {
  const ceiling = ceilingOf(row);
  return {
    type: "account" as const,
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.disabledAt ? ("disabled" as const) : ("active" as const),
    ceiling: {
      scopes: ceiling.scopes as string[],
      rate_limit_per_minute: ceiling.rateLimitPerMinute,
      entitlements: ceiling.entitlements,
      max_keys: ceiling.maxKeys,
    },
    created_at: row.createdAt,
    disabled_at: row.disabledAt,
  };
}

/** The account of `id`, or 404 account-not-found. */
export async function loadAccount(env: Bindings, id: string): Promise<AccountRow> {
  const row = ACCOUNT_ID.test(id) ? await failClosed(() => findAccount(env.DB, id), STORE) : undefined;
  if (!row) {
    throw new ProblemError("account-not-found", { detail: `No account has the id '${id.slice(0, 64)}'.` });
  }
  return row;
}

function assertEnabled(account: AccountRow) {
  if (!account.disabledAt) return;
  throw new ProblemError("account-disabled", {
    detail: `Account ${account.id} was disabled at ${account.disabledAt}.`,
  });
}

async function newSignInCode(
  accountId: string,
  nowMs: number,
): Promise<{ code: string; row: NewSignInCode }> {
  const code = `${accountId}.${randomBase62(32)}`;
  return {
    code,
    row: {
      codeHash: await sha256Hex(code),
      createdAt: isoInstant(nowMs),
      expiresAt: isoInstant(nowMs + SIGN_IN_CODE_TTL_MS),
    },
  };
}

/** A code to hand to the account holder, shown once. */
export interface IssuedCode {
  sign_in_code: string;
  expires_at: string;
}

export async function createAccount(
  issuer: Issuer,
  input: { name: string; kind: AccountKind; ceiling: Ceiling },
  nowMs: number,
): Promise<{ account: AccountRow; code: IssuedCode }> {
  const account: AccountRow = {
    id: `acc_${randomBase62(20)}`,
    name: input.name,
    kind: input.kind,
    scopes: input.ceiling.scopes,
    rateLimitPerMinute: input.ceiling.rateLimitPerMinute,
    entitlements: input.ceiling.entitlements,
    maxKeys: input.ceiling.maxKeys,
    createdAt: isoInstant(nowMs),
    disabledAt: null,
  };
  const { code, row } = await newSignInCode(account.id, nowMs);
  const target = { keyId: null, accountId: account.id };
  const audits = [
    auditEntry(
      issuer,
      "account.create",
      target,
      { name: account.name, kind: account.kind, ceiling: accountRecord(account).ceiling },
      nowMs,
    ),
    auditEntry(issuer, "sign_in_code.issue", target, { expires_at: row.expiresAt }, nowMs),
  ];
  await failClosed(
    () =>
      insertAccount(
        issuer.env.DB,
        { ...account, scopes: input.ceiling.scopes, entitlements: input.ceiling.entitlements },
        row,
        audits,
      ),
    STORE_WRITE,
  );
  return { account, code: { sign_in_code: code, expires_at: row.expiresAt } };
}

/** A new code for an enabled account; every earlier unused code stops working. */
export async function issueSignInCode(
  issuer: Issuer,
  account: AccountRow,
  nowMs: number,
): Promise<IssuedCode> {
  assertEnabled(account);
  const { code, row } = await newSignInCode(account.id, nowMs);
  const entry = auditEntry(
    issuer,
    "sign_in_code.issue",
    { keyId: null, accountId: account.id },
    { expires_at: row.expiresAt },
    nowMs,
  );
  const written = await failClosed(
    () => replaceSignInCode(issuer.env.DB, account.id, row, entry),
    STORE_WRITE,
  );
  if (!written) assertEnabled(await loadAccount(issuer.env, account.id));
  return { sign_in_code: code, expires_at: row.expiresAt };
}

/** Revokes the account's unused codes; answers how many. */
export async function revokeCodes(issuer: Issuer, account: AccountRow, nowMs: number): Promise<number> {
  const entry = auditEntry(issuer, "sign_in_code.revoke", { keyId: null, accountId: account.id }, {}, nowMs);
  return failClosed(
    () => revokeSignInCodes(issuer.env.DB, account.id, isoInstant(nowMs), entry),
    STORE_WRITE,
  );
}

/**
 * Disables the account — its sessions end and its codes are revoked at once — then revokes every key it
 * holds through the one revocation path. Repeating it on a disabled account revokes any key an
 * interrupted earlier call left live. Answers the ids of the keys revoked by this call.
 */
export async function disableAccountAndKeys(
  issuer: Issuer,
  account: AccountRow,
  nowMs: number,
): Promise<{ account: AccountRow; revokedKeys: string[] }> {
  const at = isoInstant(nowMs);
  const entry = auditEntry(issuer, "account.disable", { keyId: null, accountId: account.id }, {}, nowMs);
  await failClosed(() => disableAccount(issuer.env.DB, account.id, at, entry), STORE_WRITE);
  const keys = await failClosed(() => unrevokedKeysOf(issuer.env.DB, account.id), STORE);
  // Every guard first, together: each revoke waits until its key's leases have lapsed (at most
  // KEY_LEASE_MS), so the waits overlap instead of adding up; the records follow one by one.
  await failClosed(
    () => Promise.all(keys.map((key) => guardFor(issuer.env, key.keyHash).revoke(nowMs))),
    WRITES.keyGuard,
  );
  const revokedKeys: string[] = [];
  for (const key of keys) {
    await revokeKey(issuer, key, nowMs);
    revokedKeys.push(key.id);
  }
  return { account: await loadAccount(issuer.env, account.id), revokedKeys };
}

/**
 * Who may issue an account's keys. Terminal accounts mint and rotate their own in the terminal; a venue's
 * keys are issued by the operator at onboarding (the admin plane), so a venue's terminal session may
 * list, rename and revoke its keys but never mint or rotate one (403 operator-issued-keys). Revoking
 * stays open to it: it only ever takes access away, and lets a venue stop a leaked key at once.
 */
export function assertSelfIssuance(account: AccountRow, action: "mint" | "rotate"): void {
  if (account.kind !== "venue") return;
  throw new ProblemError("operator-issued-keys", {
    detail: `Account ${account.id} is a venue account: its keys are issued by the operator at onboarding, so it cannot ${action} a key in the terminal. Ask the operator for a new key; a key you no longer trust can be revoked here.`,
  });
}

/** A key for the account, within its ceiling (and below its max_keys, checked atomically on insert). */
export async function issueAccountKey(
  issuer: Issuer,
  account: AccountRow,
  requested: RequestedKey,
  nowMs: number,
): Promise<IssuedKey> {
  assertEnabled(account);
  const ceiling = ceilingOf(account);
  const settings = settingsWithinCeiling(ceiling, requested);
  return issueKey(issuer, settings, { accountId: account.id, maxKeys: ceiling.maxKeys }, nowMs);
}

/** A live session as the terminal sees it. */
export interface LiveSession {
  session: SessionRow;
  account: AccountRow;
  csrfToken: string;
  /** When it ends if no further request comes (idle window or absolute end, whichever is first). */
  expiresAt: string;
}

const csrfTokenOf = (token: string) => sha256Hex(`pix-terminal-csrf:${token}`);

function sessionEnd(session: Pick<SessionRow, "lastSeenAt" | "expiresAt">): number {
  return Math.min(Date.parse(session.lastSeenAt) + SESSION_IDLE_MS, Date.parse(session.expiresAt));
}

/**
 * Starts a session with a sign-in code, or answers undefined — for a malformed, unknown, wrong,
 * expired, used or revoked code and a disabled account alike. The presented code's hash is compared in
 * constant time against each usable code of the account it names; the winning code is used atomically.
 */
export async function signIn(
  env: Bindings,
  presented: string,
  requestId: string,
  nowMs: number,
): Promise<{ live: LiveSession; token: string } | undefined> {
  const accountId = SIGN_IN_CODE.exec(presented)?.[1];
  if (!accountId) return undefined;
  const at = isoInstant(nowMs);
  const presentedHash = await sha256Hex(presented);
  const usable = await failClosed(() => usableCodeHashes(env.DB, accountId, at), STORE);
  let matched: string | undefined;
  for (const codeHash of usable) {
    if (await constantTimeEqual(presentedHash, codeHash)) matched = codeHash;
  }
  if (!matched) return undefined;
  const codeHash = matched;
  const token = randomBase62(43);
  const csrfToken = await csrfTokenOf(token);
  const session: Omit<SessionRow, "endedAt"> = {
    tokenHash: await sha256Hex(token),
    accountId,
    csrfHash: await sha256Hex(csrfToken),
    createdAt: at,
    lastSeenAt: at,
    expiresAt: isoInstant(nowMs + SESSION_MAX_MS),
  };
  const issuer: Issuer = { env, actor: `account:${accountId}`, requestId };
  const target = { keyId: null, accountId };
  const audits = {
    use: auditEntry(issuer, "sign_in_code.use", target, {}, nowMs),
    start: auditEntry(issuer, "session.start", target, { expires_at: session.expiresAt }, nowMs),
  };
  const started = await failClosed(() => useCodeForSession(env.DB, codeHash, session, audits), STORE_WRITE);
  if (!started) return undefined;
  const account = await loadAccount(env, accountId);
  return {
    token,
    live: {
      session: { ...session, endedAt: null },
      account,
      csrfToken,
      expiresAt: isoInstant(sessionEnd(session)),
    },
  };
}

/** The live session of a cookie token, or undefined (none, ended, idle too long, too old, disabled). */
export async function liveSession(
  env: Bindings,
  token: string,
  nowMs: number,
): Promise<LiveSession | undefined> {
  if (!SESSION_TOKEN.test(token)) return undefined;
  const tokenHash = await sha256Hex(token);
  const found = await failClosed(() => findSession(env.DB, tokenHash), STORE);
  if (!found) return undefined;
  const { session, account } = found;
  if (session.endedAt || account.disabledAt || sessionEnd(session) <= nowMs) return undefined;
  const touched =
    nowMs - Date.parse(session.lastSeenAt) >= TOUCH_INTERVAL_MS
      ? { ...session, lastSeenAt: isoInstant(nowMs) }
      : session;
  if (touched !== session) {
    await failClosed(() => touchSession(env.DB, tokenHash, touched.lastSeenAt), STORE_WRITE);
  }
  return {
    session: touched,
    account,
    csrfToken: await csrfTokenOf(token),
    expiresAt: isoInstant(sessionEnd(touched)),
  };
}

/** Whether `presented` is this session's CSRF token (compared in constant time, by hash). */
export async function csrfTokenMatches(live: LiveSession, presented: string | undefined): Promise<boolean> {
  if (!presented) return false;
  return constantTimeEqual(await sha256Hex(presented), live.session.csrfHash);
}

export const accountIssuer = (env: Bindings, account: AccountRow, requestId: string): Issuer => ({
  env,
  actor: `account:${account.id}`,
  requestId,
});

/** The audit line of ending the session (`this`) or every session of its account (`all`). */
function sessionEndEntry(
  env: Bindings,
  live: LiveSession,
  requestId: string,
  scope: "this" | "all",
  nowMs: number,
) {
  const issuer = accountIssuer(env, live.account, requestId);
  return auditEntry(issuer, "session.end", { keyId: null, accountId: live.account.id }, { scope }, nowMs);
}

export async function signOut(env: Bindings, live: LiveSession, requestId: string, nowMs: number) {
  const entry = sessionEndEntry(env, live, requestId, "this", nowMs);
  await failClosed(() => endSession(env.DB, live.session.tokenHash, isoInstant(nowMs), entry), STORE_WRITE);
}

export async function signOutEverywhere(env: Bindings, live: LiveSession, requestId: string, nowMs: number) {
  const entry = sessionEndEntry(env, live, requestId, "all", nowMs);
  return failClosed(() => endAllSessions(env.DB, live.account.id, isoInstant(nowMs), entry), STORE_WRITE);
}
