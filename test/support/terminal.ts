import { env } from "cloudflare:test";
import { BASE } from "./fetch.ts";
import { admin, call, freshIp, type KeyRecordJson } from "./keys.ts";

export interface AccountJson {
  type: "account";
  id: string;
  name: string;
  kind: "terminal" | "venue";
  status: "active" | "disabled";
  ceiling: {
    scopes: string[];
    rate_limit_per_minute: number;
    entitlements: string[] | null;
    max_keys: number;
  };
  created_at: string;
  disabled_at: string | null;
}

export interface SessionJson {
  type: "terminal_session";
  signed_in: true;
  account: AccountJson;
  csrf_token: string;
  expires_at: string;
}

export const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

export interface CeilingOptions {
  /** null sends no scopes (the ceiling then takes its default). */
  scopes?: string[] | null;
  rate_limit_per_minute?: number;
  entitlements?: string[];
  max_keys?: number;
}

/** Creates an account through the admin plane: its record and its first sign-in code. */
export async function createAccount(
  ceiling: CeilingOptions = {},
  kind: "terminal" | "venue" = "terminal",
): Promise<{ account: AccountJson; code: string }> {
  const res = await admin("/api/admin/accounts", {
    body: {
      name: "desk",
      kind,
      ceiling: {
        ...(ceiling.scopes === null ? {} : { scopes: ceiling.scopes ?? ["indices:read", "benchmarks:read"] }),
        rate_limit_per_minute: ceiling.rate_limit_per_minute ?? 600,
        ...(ceiling.entitlements ? { entitlements: ceiling.entitlements } : {}),
        max_keys: ceiling.max_keys ?? 5,
      },
    },
  });
  if (res.status !== 201) throw new Error(`create account: ${res.status} ${await res.text()}`);
  const created = await data<AccountJson & { sign_in_code: string }>(res);
  return { account: created, code: created.sign_in_code };
}

/** A POST /api/terminal/sign-in from `ip` (a fresh address by default, so the attempt limit stays clear). */
export function signInRequest(code: string, init: { ip?: string; headers?: Record<string, string> } = {}) {
  return call("/api/terminal/sign-in", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": init.ip ?? freshIp(),
      ...init.headers,
    },
    body: JSON.stringify({ code }),
  });
}

/** The cookie value a response sets for `pix_session`. */
export function sessionCookieOf(res: Response): string {
  const match = /(?:^|,\s*)pix_session=([^;]*)/.exec(res.headers.get("Set-Cookie") ?? "");
  if (!match?.[1]) throw new Error(`no pix_session cookie in ${res.headers.get("Set-Cookie")}`);
  return match[1];
}

/** A signed-in session: the cookie to send and the CSRF token. */
export interface Session {
  cookie: string;
  csrf: string;
  account: AccountJson;
}

export async function signIn(code: string): Promise<Session> {
  const res = await signInRequest(code);
  if (res.status !== 200) throw new Error(`sign in: ${res.status} ${await res.text()}`);
  const session = await data<SessionJson>(res);
  return { cookie: sessionCookieOf(res), csrf: session.csrf_token, account: session.account };
}

/** An account (a terminal user unless `kind` says venue) with a signed-in session. */
export async function signedInAccount(ceiling: CeilingOptions = {}, kind: "terminal" | "venue" = "terminal") {
  const { account, code } = await createAccount(ceiling, kind);
  return { ...(await signIn(code)), account };
}

/**
 * A terminal request with the session's cookie and, for a change, its CSRF token (unless `csrf` says
 * otherwise) and pix's own Origin.
 */
export function terminal(
  path: string,
  session: Pick<Session, "cookie" | "csrf"> | null,
  init: { method?: string; body?: unknown; csrf?: string | null; headers?: Record<string, string> } = {},
) {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const csrf = init.csrf === undefined ? session?.csrf : init.csrf;
  return call(path, {
    method,
    headers: {
      ...(session ? { Cookie: `pix_session=${session.cookie}` } : {}),
      ...(method !== "GET" && csrf ? { "X-CSRF-Token": csrf } : {}),
      ...(method !== "GET" ? { Origin: BASE } : {}),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/**
 * What `GET /api/terminal/session` says of the session's cookie (or of no cookie): it answers 200,
 * never stored, signed in or not.
 */
export async function sessionState(session: Pick<Session, "cookie" | "csrf"> | null) {
  const res = await terminal("/api/terminal/session", session);
  if (res.status !== 200 || res.headers.get("Cache-Control") !== "no-store") {
    throw new Error(`session: ${res.status} ${res.headers.get("Cache-Control")} ${await res.text()}`);
  }
  return (await data<{ signed_in: boolean }>(res)).signed_in ? "signed in" : "signed out";
}

/** Mints a key in the terminal; throws unless 201. */
export async function mint(session: Session, body: Record<string, unknown> = { name: "k" }) {
  const res = await terminal("/api/terminal/keys", session, { body });
  if (res.status !== 201) throw new Error(`mint: ${res.status} ${await res.text()}`);
  return data<KeyRecordJson & { key: string; account_id: string | null }>(res);
}

/** A v1 read with a key. */
export const readWith = (key: string, path = "/api/v1/indices/PIXCPI") =>
  call(path, { headers: { "X-API-Key": key } });

export async function auditOf(accountId: string) {
  const rows = await env.DB.prepare(
    "SELECT actor, action, key_id, account_id, detail FROM admin_audit WHERE account_id = ? ORDER BY id",
  )
    .bind(accountId)
    .all<{ actor: string; action: string; key_id: string | null; account_id: string; detail: string }>();
  return rows.results;
}
