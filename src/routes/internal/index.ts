import type { App } from "../types.ts";
import { registerRefresh } from "./refresh.ts";

/** Operator and internal surfaces: no CORS, not in the public OpenAPI document. */
export function registerInternalRoutes(app: App) {
  registerRefresh(app);
}
