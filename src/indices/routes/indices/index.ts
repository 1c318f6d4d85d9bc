import type { App } from "../../../platform/http/app-types.ts";
import { registerGetDailyCloses } from "./get-daily-closes.ts";
import { registerGetDistribution } from "./get-distribution.ts";
import { registerGetDistributionHistory } from "./get-distribution-history.ts";
import { registerGetHistory } from "./get-history.ts";
import { registerGetIndex } from "./get-index.ts";
import { registerGetIndexOutcomes } from "./get-outcomes.ts";
import { registerGetRound } from "./get-round.ts";
import { registerGetSnapshot } from "./get-snapshot.ts";
import { registerGetStatistics } from "./get-statistics.ts";
import { registerListIndices } from "./list-indices.ts";

export function registerIndexRoutes(app: App) {
  registerListIndices(app);
  registerGetIndex(app);
  registerGetSnapshot(app);
  registerGetHistory(app);
  registerGetRound(app);
  registerGetDistribution(app);
  registerGetStatistics(app);
  registerGetDailyCloses(app);
  registerGetDistributionHistory(app);
  registerGetIndexOutcomes(app);
}
