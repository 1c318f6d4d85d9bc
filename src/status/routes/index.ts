import type { App } from "../../platform/http/app-types.ts";
import { registerGetIncidents } from "./get-incidents.ts";
import { registerGetStatus } from "./get-status.ts";

/** The status plane's routes. */
export function registerStatusRoutes(app: App) {
  registerGetStatus(app);
  registerGetIncidents(app);
}
