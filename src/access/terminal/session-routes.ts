import { signOut, signOutEverywhere } from "../keys/accounts.ts";
import { ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
import { TERMINAL } from "./plane.ts";
import { SessionStateResponse, SignOutResponse } from "./schema.ts";
import {
  clearSessionCookie,
  currentSession,
  hasSessionCookie,
  requireSession,
  sessionAnswer,
  signedOutAnswer,
} from "./session.ts";

const sessionRoute = privateRoute(TERMINAL, {
  method: "get",
  path: "/api/terminal/session",
  operationId: "terminalSession",
  summary: "Who is signed in",
  description:
    "Answers 200 with or without a session, so the terminal page can ask before sign-in: `signed_in: true` with the account, its ceiling and the CSRF token, or `signed_in: false` (no cookie, or its session has ended: signed out, expired or the account disabled; a cookie of an ended session is cleared). A session store that cannot be read answers 503, never `signed_in: false`. Every other operation but sign-in still answers 401 session-required without a live session.",
  answer: ok("The session, or that there is none.", SessionStateResponse),
  // "Signed out" is an answer here, not a refusal.
  refusals: [],
});

const signOutRoute = privateRoute(TERMINAL, {
  method: "post",
  path: "/api/terminal/sign-out",
  operationId: "terminalSignOut",
  summary: "End this session",
  description: "Ends the session server-side and clears the cookie. Needs X-CSRF-Token.",
  answer: ok("Signed out.", SignOutResponse),
  problems: ["csrf-failed"],
});

const everywhereRoute = privateRoute(TERMINAL, {
  method: "post",
  path: "/api/terminal/sign-out-everywhere",
  operationId: "terminalSignOutEverywhere",
  summary: "End every session of the account",
  description:
    "Ends every session of this account, on every device, and clears this cookie. Needs X-CSRF-Token.",
  answer: ok("Signed out everywhere.", SignOutResponse),
  problems: ["csrf-failed"],
});

export function registerSessionRoutes(plane: PrivatePlane) {
  plane.operation(sessionRoute, async (c) => {
    const live = await currentSession(c);
    if (live) return privateJson(c, sessionAnswer(live));
    if (hasSessionCookie(c)) clearSessionCookie(c);
    return privateJson(c, signedOutAnswer());
  });

  plane.operation(signOutRoute, async (c) => {
    const live = await requireSession(c, true);
    await signOut(c.env, live, c.get("requestId"), Date.now());
    clearSessionCookie(c);
    return privateJson(c, { type: "terminal_sign_out" as const, ended: 1 });
  });

  plane.operation(everywhereRoute, async (c) => {
    const live = await requireSession(c, true);
    const ended = await signOutEverywhere(c.env, live, c.get("requestId"), Date.now());
    clearSessionCookie(c);
    return privateJson(c, { type: "terminal_sign_out" as const, ended });
  });
}
