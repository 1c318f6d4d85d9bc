import type { MiddlewareHandler } from "hono";
import type { AppEnv, Bindings } from "../../../env.ts";
import { constantTimeEqual } from "../../http/constant-time.ts";
import { problem } from "../../http/problem.ts";

type TokenName = "ADMIN_TOKEN" | "REFRESH_TOKEN" | "INTERNAL_TOKEN";

/**
 * Guards an operator or internal route with a static bearer token from the environment. Fails closed:
 * with the token unset every call is refused. The comparison is constant-time (constantTimeEqual hashes
 * both sides first, so the length of the secret does not leak either). An API key is never accepted
 * here: operator planes know only their own token.
 */
export function staticToken(name: TokenName): MiddlewareHandler<AppEnv> {
  return async function staticToken(c, next) {
    const expected = (c.env as Bindings)[name];
    if (!expected) {
      return problem(c, "operator-route-disabled", {
        detail: `This route is disabled: ${name} is not configured.`,
      });
    }
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer ([\x21-\x7e]+)$/.exec(header);
    if (!match?.[1] || !(await constantTimeEqual(match[1], expected))) {
      return problem(c, "operator-credential-invalid", {
        detail: "Send this route's operator token as Authorization: Bearer <token>.",
        headers: { "WWW-Authenticate": 'Bearer realm="pix-operator"' },
      });
    }
    await next();
  };
}
