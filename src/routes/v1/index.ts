import type { App } from "../types.ts";
import { registerBenchmarkRoutes } from "./benchmarks/index.ts";
import { registerFactorRoutes } from "./factors/index.ts";
import { registerGetNews } from "./indices/get-news.ts";
import { registerIndexRoutes } from "./indices/index.ts";
import { registerInfoRoutes } from "./info/index.ts";
import { registerLakeRoutes } from "./lake/index.ts";
import { registerOpenApiRoutes } from "./openapi/index.ts";

/** Mounts every v1 resource family (the OpenAPI document is built lazily from whatever is mounted). */
export function registerV1Routes(app: App) {
  registerInfoRoutes(app);
  registerIndexRoutes(app);
  // The news plane's read of an index, mounted right after the index routes it extends.
  registerGetNews(app);
  registerBenchmarkRoutes(app);
  registerLakeRoutes(app);
  registerFactorRoutes(app);
  registerOpenApiRoutes(app);
}
