/**
 * How a read of one equity can fail, and the problem each failure is answered with.
 * Adapters classify into exactly these outcomes; the route maps them with `EQUITY_FAILURE_PROBLEM`.
 * Upstream error text is never carried: `reason` is a fixed code.
 *
 * | outcome                | when                                                                  | slug                         | status |
 * |------------------------|-----------------------------------------------------------------------|------------------------------|--------|
 * | `invalid_ticker`       | the ticker breaks the format rule (no request is made)                | `invalid-ticker`             | 422    |
 * | `not_an_equity`        | the provider types it as a fund, index, currency or other non-equity  | `not-an-equity`              | 422    |
 * | `unknown_equity`       | the provider answers "not found" for the symbol                       | `unknown-equity`             | 404    |
 * | `quote_unavailable`    | the quote read (quoteSummary `price`) failed                          | `equity-source-unavailable`  | 503    |
 * | `history_unavailable`  | the history read (chart) failed or holds no session with a close      | `equity-history-unavailable` | 503    |
 * | `provider_unreachable` | the cookie-and-crumb flow failed, or both reads failed in transport   | `pricefeed-unavailable`      | 503    |
 *
 * When several apply, the first in this order wins: `unknown_equity`, `not_an_equity`,
 * `provider_unreachable`, `quote_unavailable`, `history_unavailable` (a fact about the symbol beats a
 * failure, and a failure of the whole provider beats a failure of one read).
 */
import type { HttpFailureReason } from "../http/client.ts";

export type EquityFailureOutcome =
  | "invalid_ticker"
  | "not_an_equity"
  | "unknown_equity"
  | "quote_unavailable"
  | "history_unavailable"
  | "provider_unreachable";

/** The problem slug of each outcome (keys of the problem catalog). */
export const EQUITY_FAILURE_PROBLEM = {
  invalid_ticker: "invalid-ticker",
  not_an_equity: "not-an-equity",
  unknown_equity: "unknown-equity",
  quote_unavailable: "equity-source-unavailable",
  history_unavailable: "equity-history-unavailable",
  provider_unreachable: "pricefeed-unavailable",
} as const satisfies Record<EquityFailureOutcome, string>;

/** Which request a failure came from. */
export type EquityStage = "ticker" | "consent" | "crumb" | "chart" | "quote_summary";

/** Fixed reason codes: the HTTP client's, plus what the adapter itself decides. */
export type EquityFailureReason =
  | HttpFailureReason
  /** The consent host set no cookie. */
  | "cookie_missing"
  /** The crumb endpoint answered something that is not a crumb. */
  | "crumb_invalid"
  /** quoteSummary refused the crumb again after one refresh. */
  | "crumb_refused"
  /** The provider answered with an error object instead of a result. */
  | "provider_error"
  /** The provider's "not found" for the symbol. */
  | "not_found"
  /** The instrument type is not `EQUITY`. */
  | "instrument_type"
  /** A required member (price, previous close, quote time, time zone) is missing. */
  | "missing_field"
  /** The history holds no session with a close. */
  | "no_sessions"
  | "malformed";

export interface EquityFailure {
  ok: false;
  outcome: EquityFailureOutcome;
  stage: EquityStage;
  reason: EquityFailureReason;
  /** Where a payload broke the schema (a path in pix's schema, never a value), when it did. */
  detail?: string;
}
