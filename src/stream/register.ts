import type { App } from "../platform/http/app-types.ts";
import { registerLegacyMarketRoutes } from "./legacy/routes/index.ts";
import { registerStreamRoutes } from "./routes/index.ts";

/**
 * The unversioned legacy surface: `/api/markets` REST and the `/ws`
 * stream. Its shapes are the legacy market (src/stream/legacy/market.ts), never the v1 envelope; it is never
 * redirected to v1 and never reinterpreted.
 */
export function registerLegacyRoutes(app: App) {
  registerLegacyMarketRoutes(app);
  registerStreamRoutes(app);
}
