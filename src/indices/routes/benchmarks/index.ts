import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../../env.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { registerGetBenchmark } from "./get-benchmark.ts";
import { registerGetBenchmarkHistory } from "./get-history.ts";
import { registerGetBenchmarkSnapshot } from "./get-snapshot.ts";
import { registerListBenchmarks } from "./list-benchmarks.ts";
import { ALIAS_BASE, CANONICAL_BASE, MOUNTS } from "./shared.ts";

/**
 * The deprecated /api/v1/commodities alias answers the benchmark handlers' bodies byte for byte and
 * adds `Deprecation: true` and a `Link` to the successor path (same path under /api/v1/benchmarks).
 */
function deprecatedAlias(): MiddlewareHandler<AppEnv> {
  return async function deprecatedAlias(c, next) {
    await next();
    const url = new URL(c.req.url);
    const successor = `${CANONICAL_BASE}${url.pathname.slice(ALIAS_BASE.length)}${url.search}`;
    c.res.headers.set("Deprecation", "true");
    c.res.headers.set("Link", `<${successor}>; rel="successor-version"`);
  };
}

export function registerBenchmarkRoutes(app: App) {
  // Hono's `/*` also matches the bare base path.
  app.use(`${ALIAS_BASE}/*`, deprecatedAlias());
  for (const mount of MOUNTS) {
    registerListBenchmarks(app, mount);
    registerGetBenchmark(app, mount);
    registerGetBenchmarkSnapshot(app, mount);
    registerGetBenchmarkHistory(app, mount);
  }
}
