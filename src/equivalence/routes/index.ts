import type { App } from "../../platform/http/app-types.ts";
import { registerGetAccuracy } from "./get-accuracy.ts";
import { registerGetPair } from "./get-pair.ts";
import { registerListPairs } from "./list-pairs.ts";
import { registerListRefused } from "./list-refused.ts";

/** The equivalence plane's routes. */
export function registerEquivalenceRoutes(app: App) {
  registerListPairs(app);
  registerGetPair(app);
  registerListRefused(app);
  registerGetAccuracy(app);
}
