import { registerEquivalenceRoutes } from "../equivalence/routes/index.ts";
import { registerFactorRoutes } from "../factors/routes/index.ts";
import { registerBenchmarkRoutes } from "../indices/routes/benchmarks/index.ts";
import { registerIndexRoutes } from "../indices/routes/indices/index.ts";
import { indexCalibrationScores } from "../indices/routes/indices/index-calibration.ts";
import { registerLakeRoutes } from "../lake/routes/index.ts";
import { registerGetNews } from "../news/routes/get-news.ts";
import { registerOutcomeRoutes } from "../outcomes/routes/index.ts";
import type { App } from "../platform/http/app-types.ts";
import { registerStatusRoutes } from "../status/routes/index.ts";
import { registerInfoRoutes } from "./info/index.ts";
import { registerOpenApiRoutes } from "./openapi/index.ts";
import { registerGetSigningKeys } from "./signing-keys.ts";

/** Mounts every v1 resource family (the OpenAPI document is built lazily from whatever is mounted). */
export function registerV1Routes(app: App) {
  registerInfoRoutes(app);
  registerGetSigningKeys(app);
  registerIndexRoutes(app);
  // The news plane's read of an index, mounted right after the index routes it extends.
  registerGetNews(app);
  registerBenchmarkRoutes(app);
  registerLakeRoutes(app);
  registerFactorRoutes(app);
  registerStatusRoutes(app);
  registerEquivalenceRoutes(app);
  // The calibration scores the indices too: the indices plane reads their scored periods.
  registerOutcomeRoutes(app, indexCalibrationScores);
  registerOpenApiRoutes(app);
}
