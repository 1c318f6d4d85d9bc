import { registerAdminRoutes } from "../access/admin/index.ts";
import { registerResearchPreview } from "../factors/routes/research.ts";
import type { App } from "../platform/http/app-types.ts";
import { registerMetrics } from "./metrics.ts";
import { registerRefresh } from "./refresh.ts";

/** Operator and internal surfaces: no CORS, not in the public OpenAPI document. */
export function registerInternalRoutes(app: App) {
  registerRefresh(app);
  registerResearchPreview(app);
  registerMetrics(app);
  registerAdminRoutes(app);
}
