import type { App } from "../../platform/http/app-types.ts";
import { registerGetCalibration } from "./get-calibration.ts";
import { registerListOutcomes } from "./list-outcomes.ts";

/** The outcomes plane's routes. */
export function registerOutcomeRoutes(app: App) {
  registerListOutcomes(app);
  registerGetCalibration(app);
}
