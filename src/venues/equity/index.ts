/** The price-provider adapter of the factor route (equity quote, history and provider calendar). */
export type { CorporateActions, HistoryRow } from "./chart.ts";
export {
  EQUITY_FAILURE_PROBLEM,
  type EquityFailure,
  type EquityFailureOutcome,
  type EquityFailureReason,
  type EquityStage,
} from "./outcomes.ts";
export {
  type EquityData,
  type EquityRead,
  type EquityReadOptions,
  type EquityReadResult,
  readEquity,
} from "./provider.ts";
export {
  createSessionCache,
  DEFAULT_SESSION_TTL_MS,
  type EquityProviderConfig,
  isolateSessionCache,
  type SessionCache,
} from "./session.ts";
export type { EquityQuote } from "./summary.ts";
export { parseTicker, TICKER_MAX_LENGTH, type TickerCheck } from "./ticker.ts";
