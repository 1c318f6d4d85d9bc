import type { App } from "../../../platform/http/app-types.ts";
import { registerGetMarketHistory } from "./get-history.ts";
import { registerGetMarket } from "./get-market.ts";
import { registerListMarkets } from "./list-markets.ts";

/**
 * Mounts GET /api/markets, /api/markets/{symbol} and /api/markets/{symbol}/history: the legacy
 * shapes of src/stream/legacy/market.ts (no v1 envelope), never redirected to v1 and never sending
 * Deprecation or Sunset.
 */
export function registerLegacyMarketRoutes(app: App) {
  registerListMarkets(app);
  registerGetMarket(app);
  registerGetMarketHistory(app);
}
