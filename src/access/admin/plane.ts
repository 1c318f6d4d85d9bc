import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { AppEnv } from "../../env.ts";
import { bodyValidatorProblem, jsonBodyLimit } from "../../platform/http/json-body.ts";
import { problemResponses } from "../../platform/http/openapi-responses.ts";
import { problem } from "../../platform/http/problem.ts";
import type { ProblemSlug } from "../../platform/http/problem-catalog.ts";
import { validationProblemHook } from "../../platform/http/validation.ts";
import { staticToken } from "../../platform/middleware/static-token/index.ts";

export const ADMIN_TAG = "Admin";

/**
 * The admin plane: its own app, mounted into pix, behind ADMIN_TOKEN with bodies of at most 8 KiB. Its
 * operations are hidden from the public OpenAPI document and described in the operator document instead.
 */
export interface AdminPlane {
  app: OpenAPIHono<AppEnv>;
  /** Never mounted: it only collects the operations for the operator document. */
  operator: OpenAPIHono<AppEnv>;
}

export function createAdminPlane(): AdminPlane {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationProblemHook });
  for (const path of ["/api/admin", "/api/admin/*"]) {
    app.use(path, staticToken("ADMIN_TOKEN"));
    app.use(path, jsonBodyLimit());
  }
  // The body validators throw for a refused media type or unparsable JSON; those are the client's
  // problems, not failures. Everything else goes on to the app's error handler.
  app.onError((error, c) => {
    const mapped = bodyValidatorProblem(error);
    if (mapped) return problem(c, mapped.slug, mapped.init);
    throw error;
  });
  return { app, operator: new OpenAPIHono<AppEnv>() };
}

/** Mounts an admin operation and lists it in the operator document (never in the public one). */
export function adminOperation<R extends RouteConfig>(
  plane: AdminPlane,
  route: R,
  handler: Parameters<typeof plane.app.openapi<R>>[1],
) {
  const { middleware: _middleware, hide: _hide, ...described } = route;
  plane.operator.openAPIRegistry.registerPath(described);
  plane.app.openapi({ ...route, hide: true }, handler);
}

/** Problems every admin operation can answer, then the operation's own. */
export function adminProblems(...slugs: ProblemSlug[]) {
  return problemResponses(
    "operator-credential-invalid",
    "operator-route-disabled",
    "payload-too-large",
    ...slugs,
    "service-unavailable",
  );
}
