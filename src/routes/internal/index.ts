import type { App } from "../types.ts";
import { registerAdminRoutes } from "./admin/index.ts";
import { registerMetrics } from "./metrics.ts";
import { registerRefresh } from "./refresh.ts";
import { registerResearchPreview } from "./research.ts";

/** Operator and internal surfaces: no CORS, not in the public OpenAPI document. */
export function registerInternalRoutes(app: App) {
  registerRefresh(app);
  registerResearchPreview(app);
  registerMetrics(app);
  registerAdminRoutes(app);
}
