import type { App } from "../../platform/http/app-types.ts";
import { type IndexScoresSource, registerGetCalibration } from "./get-calibration.ts";
import { registerListOutcomes } from "./list-outcomes.ts";

/**
 * The outcomes plane's routes. `indexScores` reads the indices' scored periods for the calibration (the
 * indices plane's, src/indices/routes/indices/index-calibration.ts).
 */
export function registerOutcomeRoutes(app: App, indexScores: IndexScoresSource) {
  registerListOutcomes(app);
  registerGetCalibration(app, indexScores);
}
