/** Probability histories of the factor-theme contracts, read through the venues' history adapters. */

export {
  candleProbability,
  fetchKalshiCandleHistory,
  KALSHI_PERIOD_MINUTES,
  KALSHI_WINDOW_HOURS,
  type KalshiHistoryRequest,
  MAX_MID_SPREAD,
} from "../../venues/kalshi/kalshi-candles.ts";
export {
  fetchPolymarketPriceHistory,
  POLYMARKET_FIDELITY_MINUTES,
  POLYMARKET_WINDOW_DAYS,
  type PolymarketHistoryRequest,
} from "../../venues/polymarket/polymarket-prices.ts";
export { type HistoryFetch, type TimeWindow, timeWindows } from "../../venues/shared/history.ts";
export { closeDateOf, lastObservationPerClose } from "./daily-closes.ts";
export {
  createProxyHistoryCache,
  isolateProxyHistoryCache,
  PROXY_HISTORY_DAYS,
  PROXY_HISTORY_FAILURE_TTL_MS,
  PROXY_HISTORY_TTL_MS,
  type ProxyHistory,
  type ProxyHistoryCache,
  type ProxyHistoryConfig,
  type ProxyHistoryFailureReason,
  type ProxyHistorySource,
  proxyHistoryPacing,
  readProxyHistories,
  readProxyHistory,
} from "./proxy-history.ts";
