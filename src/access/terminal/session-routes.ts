import { signOut, signOutEverywhere } from "../keys/accounts.ts";
import { ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
import { TERMINAL } from "./plane.ts";
import { SessionResponse, SignOutResponse } from "./schema.ts";
import { clearSessionCookie, requireSession, sessionAnswer } from "./session.ts";

const sessionRoute = privateRoute(TERMINAL, {
  method: "get",
  path: "/api/terminal/session",
  operationId: "terminalSession",
  summary: "The current session",
  answer: ok("The session: the account, its ceiling, the CSRF token.", SessionResponse),
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
    const live = await requireSession(c, false);
    return privateJson(c, sessionAnswer(live));
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
