import { createRoute } from "@hono/zod-openapi";
import { signOut, signOutEverywhere } from "../keys/accounts.ts";
import { TERMINAL_TAG, type TerminalPlane, terminalOperation, terminalProblems } from "./plane.ts";
import { SessionResponse, SignOutResponse } from "./schema.ts";
import { clearSessionCookie, requireSession, sessionAnswer } from "./session.ts";

const sessionRoute = createRoute({
  method: "get",
  path: "/api/terminal/session",
  operationId: "terminalSession",
  tags: [TERMINAL_TAG],
  summary: "The current session",
  responses: {
    200: {
      description: "The session: the account, its ceiling, the CSRF token.",
      content: { "application/json": { schema: SessionResponse } },
    },
    ...terminalProblems(),
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: "/api/terminal/sign-out",
  operationId: "terminalSignOut",
  tags: [TERMINAL_TAG],
  summary: "End this session",
  description: "Ends the session server-side and clears the cookie. Needs X-CSRF-Token.",
  responses: {
    200: { description: "Signed out.", content: { "application/json": { schema: SignOutResponse } } },
    ...terminalProblems("csrf-failed"),
  },
});

const everywhereRoute = createRoute({
  method: "post",
  path: "/api/terminal/sign-out-everywhere",
  operationId: "terminalSignOutEverywhere",
  tags: [TERMINAL_TAG],
  summary: "End every session of the account",
  description:
    "Ends every session of this account, on every device, and clears this cookie. Needs X-CSRF-Token.",
  responses: {
    200: {
      description: "Signed out everywhere.",
      content: { "application/json": { schema: SignOutResponse } },
    },
    ...terminalProblems("csrf-failed"),
  },
});

export function registerSessionRoutes(plane: TerminalPlane) {
  terminalOperation(plane, sessionRoute, async (c) => {
    const live = await requireSession(c, false);
    return c.json({ data: sessionAnswer(live) }, 200);
  });

  terminalOperation(plane, signOutRoute, async (c) => {
    const live = await requireSession(c, true);
    await signOut(c.env, live, c.get("requestId"), Date.now());
    clearSessionCookie(c);
    return c.json({ data: { type: "terminal_sign_out" as const, ended: 1 } }, 200);
  });

  terminalOperation(plane, everywhereRoute, async (c) => {
    const live = await requireSession(c, true);
    const ended = await signOutEverywhere(c.env, live, c.get("requestId"), Date.now());
    clearSessionCookie(c);
    return c.json({ data: { type: "terminal_sign_out" as const, ended } }, 200);
  });
}
