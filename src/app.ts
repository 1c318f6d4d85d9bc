import { OpenAPIHono } from "@hono/zod-openapi";
import { apiAccess } from "./access/api-access/index.ts";
import { carvedOutPlane, PLANE_MOUNTS } from "./access/planes.ts";
import { registerTerminalRoutes } from "./access/terminal/index.ts";
import { registerDocsRoutes } from "./api/docs/index.ts";
import { registerInternalRoutes } from "./api/internal.ts";
import { LLMS_FULL_PATH, LLMS_PATH, registerLlmsRoutes } from "./api/llms/index.ts";
import { MCP_CORS, MCP_PATH, registerMcpRoute } from "./api/mcp/index.ts";
import { registerV1Routes } from "./api/v1.ts";
import type { AppEnv } from "./env.ts";
import { allowedMethodsLookup } from "./platform/http/allowed-methods.ts";
import { CACHE_POLICIES } from "./platform/http/cache-control.ts";
import { conditionalReads } from "./platform/http/conditional.ts";
import { ProblemError, problem } from "./platform/http/problem.ts";
import { validationProblemHook } from "./platform/http/validation.ts";
import { accessLog, type LogSink } from "./platform/middleware/access-log/index.ts";
import { apiSecurityHeaders } from "./platform/middleware/api-security-headers/index.ts";
import { publicCors } from "./platform/middleware/public-cors/index.ts";
import { requestGuard } from "./platform/middleware/request-guard/index.ts";
import { requestMetrics } from "./platform/middleware/request-metrics/index.ts";
import { registerLegacyRoutes } from "./stream/register.ts";
import { registerTerminalPage } from "./terminal/page/index.ts";

const PUBLIC_READ_PATHS = ["/api/v1/*", "/api/markets/*"];
/** Texts for language models, generated from the v1 document: anonymous, cached like discovery. */
const LLMS_PATHS = [LLMS_PATH, LLMS_FULL_PATH];

/**
 * Access control (API keys, scopes, per-key and per-IP limits), exactly one per request. The router
 * matches the decoded path, so `/api/v1/%6cake` is the lake plane here as it is for its routes. The
 * discovery routes (`/api/v1`, `/api/v1/info`, `/api/v1/openapi.json`) and v1 paths no family owns take
 * a key without a plane scope; unknown v1 paths still count against the per-IP limit or the key.
 */
function mountApiAccess(app: OpenAPIHono<AppEnv>) {
  for (const [path, plane] of PLANE_MOUNTS) {
    const access = apiAccess({ plane });
    if (!path.endsWith("/*")) {
      app.use(path, access);
      continue;
    }
    // A path another plane carved out of this family passes that plane's access control only.
    app.use(path, async function apiAccessOfFamily(c, next) {
      const carved = carvedOutPlane(c.req.path);
      if (carved !== undefined && carved !== plane) return next();
      return access(c, next);
    });
  }
  const withoutPlane = apiAccess({ plane: null });
  app.use("/api/v1/*", async function apiAccessWithoutPlane(c, next) {
    if (ownedByPlane(c.req.path)) return next();
    return withoutPlane(c, next);
  });
}

/**
 * Whether a plane's access control is mounted on `path`: the router's own reading of the mount paths
 * (`/x/*` matches `/x` and everything under `/x/`; other paths match exactly), as a prefix test instead
 * of a second route match on every request.
 */
export function ownedByPlane(path: string): boolean {
  for (const [mount] of PLANE_MOUNTS) {
    if (!mount.endsWith("/*")) {
      if (path === mount) return true;
      continue;
    }
    const base = mount.slice(0, -2);
    if (path === base || (path.startsWith(base) && path.charCodeAt(base.length) === 47)) return true;
  }
  return false;
}

export interface AppOptions {
  /** Where access-log lines go, as JSON text (tests capture them); defaults to one line on stdout. */
  logSink?: LogSink;
}

/**
 * Assembles pix. Middleware order matters:
 * access log (names the request, stamps X-Request-ID / X-API-Version on every response, logs it) →
 * security headers → request guard (414 / 431) → CORS, access control (API keys, scopes, per-key and
 * per-IP limits) and conditional reads (ETag, 304) on the public read planes → routes. Unknown paths and methods, validation failures and thrown errors all become
 * RFC 9457 problems.
 */
export function createApp(options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationProblemHook });

  app.use(accessLog(options.logSink));
  app.use(requestMetrics());
  app.use(apiSecurityHeaders());
  app.use(requestGuard());
  // CORS, access control, ETag, in that order, on the public read paths (`/x/*` also matches `/x`).
  for (const path of PUBLIC_READ_PATHS) app.use(path, publicCors());
  mountApiAccess(app);
  for (const path of PUBLIC_READ_PATHS) app.use(path, conditionalReads());
  for (const path of LLMS_PATHS) app.use(path, publicCors(), conditionalReads());
  app.use(MCP_PATH, publicCors(MCP_CORS));

  registerV1Routes(app);
  registerLegacyRoutes(app);
  // The MCP server's tools call the routes above through this app (access control applies per call).
  registerMcpRoute(app);
  registerLlmsRoutes(app);
  registerDocsRoutes(app);
  registerTerminalPage(app, CACHE_POLICIES.reference);
  registerInternalRoutes(app);
  registerTerminalRoutes(app);

  const allowedMethods = allowedMethodsLookup(app.routes);

  app.notFound((c) => {
    c.set("logRoute", "(unmatched)");
    const path = new URL(c.req.url).pathname;
    const allowed = allowedMethods(path);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      return problem(c, "method-not-allowed", {
        detail: `${c.req.method} is not allowed on ${path}; use ${allowed.join(", ")}.`,
        headers: { Allow: allowed.join(", ") },
      });
    }
    return problem(c, "route-not-found", { detail: `No route exists at ${path}.` });
  });

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problem(c, error.slug, error.init);
    // Anything else is a failure we did not design for: log its class, answer the safe 503.
    console.error(
      JSON.stringify({
        level: "error",
        msg: "unhandled_error",
        request_id: c.get("requestId"),
        error: error instanceof Error ? error.name : "unknown",
        message: error instanceof Error ? error.message.slice(0, 200) : undefined,
      }),
    );
    return problem(c, "service-unavailable", {
      detail: "pix could not serve this request safely. Try again shortly.",
    });
  });

  return app;
}
