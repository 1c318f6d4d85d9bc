import type { Context } from "hono";
import type { AppEnv } from "../../env.ts";
import { jsonRequestBody } from "../../platform/http/json-body.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { clientIpBucket } from "../client-ip.ts";
import { signIn } from "../keys/accounts.ts";
import { ok, type PrivatePlane, privateJson, privateRoute } from "../private-plane.ts";
import { TERMINAL } from "./plane.ts";
import { SessionResponse, SignInBody } from "./schema.ts";
import { assertSameOrigin, sessionAnswer, setSessionCookie } from "./session.ts";

/** Sign-in attempts one address may make per minute (codes are long and random; this stops floods). */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;

const route = privateRoute(TERMINAL, {
  method: "post",
  path: "/api/terminal/sign-in",
  operationId: "terminalSignIn",
  summary: "Sign in with a one-time code",
  description: `Starts a session: the answer sets the HttpOnly cookie \`pix_session\` (Secure, SameSite=Strict, Path=/api/terminal) and gives the CSRF token to send on changes. Every refused code answers the same 401. At most ${SIGN_IN_ATTEMPTS_PER_MINUTE} attempts per address per minute (429 with Retry-After).`,
  request: { body: jsonRequestBody(SignInBody, "The code.") },
  answer: ok("The session: the account, its ceiling, the CSRF token.", SessionResponse, {
    "Set-Cookie": { description: "The session cookie.", schema: { type: "string" } },
  }),
  // Sign-in starts a session: it is never refused for want of one.
  refusals: [],
  problems: ["csrf-failed", "sign-in-failed", "sign-in-rate-limited"],
});

/**
 * Counts one attempt against the address's own sign-in bucket in the per-IP limiter (separate from the
 * anonymous read limit), exactly: one lease of one request per attempt. Fails closed.
 */
async function countAttempt(c: Context<AppEnv>, nowMs: number) {
  const bucket = `sign-in:${clientIpBucket(c.req.raw.headers)}`;
  const lease = await failClosed(
    () =>
      c.env.IP_LIMITER.getByName(bucket).lease({
        limit: SIGN_IN_ATTEMPTS_PER_MINUTE,
        nowMs,
        want: 1,
        lessee: "terminal-sign-in",
      }),
    { what: "sign-in limiter" },
  );
  if (lease.granted > 0) return;
  throw new ProblemError("sign-in-rate-limited", {
    detail: `This address has made ${SIGN_IN_ATTEMPTS_PER_MINUTE} sign-in attempts in the last minute; wait before trying again.`,
    retryAfterSeconds: Math.max(1, Math.ceil((lease.resetAtMs - nowMs) / 1000)),
  });
}

export function registerSignIn(plane: PrivatePlane) {
  plane.operation(route, async (c) => {
    assertSameOrigin(c);
    const nowMs = Date.now();
    await countAttempt(c, nowMs);
    const started = await signIn(c.env, c.req.valid("json").code, c.get("requestId"), nowMs);
    if (!started) {
      throw new ProblemError("sign-in-failed", {
        detail: "This code cannot start a session. Ask the operator for a new one.",
      });
    }
    setSessionCookie(c, started.token);
    return privateJson(c, sessionAnswer(started.live));
  });
}
