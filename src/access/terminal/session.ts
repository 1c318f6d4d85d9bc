import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../env.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import {
  accountRecord,
  csrfTokenMatches,
  type LiveSession,
  liveSession,
  SESSION_MAX_MS,
} from "../keys/accounts.ts";

export const SESSION_COOKIE = "pix_session";
const COOKIE_PATH = "/api/terminal";
export const CSRF_HEADER = "X-CSRF-Token";

/**
 * The session cookie: HttpOnly (no script reads it), Secure (browsers accept it on http://localhost
 * too), SameSite=Strict (never sent on a cross-site request) and scoped to the session API.
 */
export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: COOKIE_PATH,
    maxAge: SESSION_MAX_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: "Strict", path: COOKIE_PATH });
}

/** Refuses a request whose Origin, when sent, is not pix's own (403 csrf-failed). */
export function assertSameOrigin(c: Context<AppEnv>) {
  const origin = c.req.header("Origin");
  if (origin === undefined || origin === new URL(c.req.url).origin) return;
  throw new ProblemError("csrf-failed", {
    detail: "The request comes from another origin; terminal requests are accepted from pix's own page only.",
  });
}

/**
 * The live session the request's cookie names, or undefined (no cookie, or its session has ended). A
 * store that cannot be read is a failure (503), never taken for "signed out".
 */
export async function currentSession(c: Context<AppEnv>): Promise<LiveSession | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  return token ? await liveSession(c.env, token, Date.now()) : undefined;
}

/** Whether the request carries a session cookie at all (live or not). */
export const hasSessionCookie = (c: Context<AppEnv>) => getCookie(c, SESSION_COOKIE) !== undefined;

/**
 * The request's live session, or 401 session-required. A state-changing request (`change`) must also
 * carry the session's CSRF token in X-CSRF-Token and, when it sends Origin, pix's own origin (else 403
 * csrf-failed): the cookie alone never authorises a change.
 */
export async function requireSession(c: Context<AppEnv>, change: boolean): Promise<LiveSession> {
  const live = await currentSession(c);
  if (!live) {
    throw new ProblemError("session-required", {
      detail: "No live terminal session: sign in with a code from the operator.",
    });
  }
  if (change) {
    assertSameOrigin(c);
    if (!(await csrfTokenMatches(live, c.req.header(CSRF_HEADER)))) {
      throw new ProblemError("csrf-failed", {
        detail: `The ${CSRF_HEADER} header is missing or is not this session's token.`,
      });
    }
  }
  return live;
}

/** The live session as the terminal reads it. */
export function sessionAnswer(live: LiveSession) {
  return {
    type: "terminal_session" as const,
    signed_in: true as const,
    account: accountRecord(live.account),
    csrf_token: live.csrfToken,
    expires_at: live.expiresAt,
  };
}

/** The answer to "who am I" without a live session. */
export const signedOutAnswer = () => ({ type: "terminal_session" as const, signed_in: false as const });
