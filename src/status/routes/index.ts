import type { App } from "../../platform/http/app-types.ts";
import { registerGetStatus } from "./get-status.ts";

/** The status plane's routes. */
export function registerStatusRoutes(app: App) {
  registerGetStatus(app);
}
