import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { bodyValidatorProblem, jsonBodyLimit } from "../../platform/http/json-body.ts";
import { problemResponses } from "../../platform/http/openapi-responses.ts";
import { problem } from "../../platform/http/problem.ts";
import type { ProblemSlug } from "../../platform/http/problem-catalog.ts";
import { validationProblemHook } from "../../platform/http/validation.ts";

export const TERMINAL_TAG = "Terminal";

/**
 * The terminal's session API: its own app, mounted into pix under `/api/terminal`, JSON bodies of at
 * most 8 KiB, answers never stored by any cache, no CORS (the page is served from pix's own origin).
 * Its operations are described in `GET /api/terminal/openapi.json`, never in the public v1 document.
 */
export interface TerminalPlane {
  app: OpenAPIHono<AppEnv>;
  /** Never mounted: it only collects the operations for the terminal document. */
  described: OpenAPIHono<AppEnv>;
}

export function createTerminalPlane(): TerminalPlane {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationProblemHook });
  for (const path of ["/api/terminal", "/api/terminal/*"]) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Cache-Control", CACHE_POLICIES.none);
    });
    app.use(path, jsonBodyLimit());
  }
  app.onError((error, c) => {
    const mapped = bodyValidatorProblem(error);
    if (mapped) return problem(c, mapped.slug, mapped.init);
    throw error;
  });
  return { app, described: new OpenAPIHono<AppEnv>() };
}

/** Mounts a terminal operation and lists it in the terminal document. */
export function terminalOperation<R extends RouteConfig>(
  plane: TerminalPlane,
  route: R,
  handler: Parameters<typeof plane.app.openapi<R>>[1],
) {
  const { middleware: _middleware, hide: _hide, ...described } = route;
  plane.described.openAPIRegistry.registerPath(described);
  plane.app.openapi({ ...route, hide: true }, handler);
}

/**
 * Problems every session-bound terminal operation can answer, then the operation's own. Every request
 * to the plane passes its body limit, so each can answer 413, a body or not.
 */
export function terminalProblems(...slugs: ProblemSlug[]) {
  return problemResponses("session-required", "payload-too-large", ...slugs, "service-unavailable");
}
