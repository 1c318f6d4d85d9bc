/** Probability histories of the factor-theme contracts from the venues' own history endpoints. */
export { closeDateOf, lastObservationPerClose } from "./daily-closes.ts";
export type { HistoryFetch } from "./history-fetch.ts";
export {
  candleProbability,
  fetchKalshiCandleHistory,
  KALSHI_PERIOD_MINUTES,
  KALSHI_WINDOW_HOURS,
  type KalshiHistoryRequest,
  MAX_MID_SPREAD,
} from "./kalshi-candles.ts";
export {
  fetchPolymarketPriceHistory,
  POLYMARKET_FIDELITY_MINUTES,
  POLYMARKET_WINDOW_DAYS,
  type PolymarketHistoryRequest,
} from "./polymarket-prices.ts";
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
export { type TimeWindow, timeWindows } from "./windows.ts";
