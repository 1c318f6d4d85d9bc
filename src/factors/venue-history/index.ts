/**
 * Probability histories of the factor-theme contracts, read through the venues' history capability (the
 * venue registry, src/venues/registry.ts).
 */

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
