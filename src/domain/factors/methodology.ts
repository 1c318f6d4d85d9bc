/**
 * Fixed labels and sentences describing the factor models, for the response's `methodology` object and
 * the OpenAPI description. Every number here is the constant the code uses.
 */

import { BVLS_OPTIMALITY_TOLERANCE } from "./bvls.ts";
import { EXPOSURE_WINDOW_RETURNS, MIN_OBSERVATIONS } from "./exposure.ts";
import { COLLINEARITY_TOLERANCE } from "./linear-algebra.ts";
import { ANNUALISATION_FACTOR, REFERENCE_NOTIONAL_USD } from "./metrics.ts";
import { MIMICKING_WINDOW_SESSIONS, WEIGHT_LOWER_BOUND, WEIGHT_UPPER_BOUND } from "./mimicking.ts";
import { MIN_OUT_OF_SAMPLE_SESSIONS, WALK_FORWARD_TRAINING_SESSIONS } from "./walk-forward.ts";

export const FACTOR_METHODOLOGY = {
  stock_return:
    "r_t = price_t / price_{t-1} - 1 between consecutive equity history sessions, where price is adjusted_close, or close when adjusted_close is null; a session without a positive finite price has no return and breaks the next one.",
  completed_sessions:
    "Completed sessions only: a session enters the models when its 16:00 America/New_York close is at or before the moment the equity history was read and the moment the theme contracts' closes were collected; a contract has no probability for a session that closed after its own closes were collected. The session still trading, and a closed session whose contract closes are not collected yet, are left out rather than paired with an intraday price or an older probability.",
  probability_alignment:
    "p_t is the last venue observation of the contract's adverse-side probability at or before the session's 16:00 America/New_York close; dp_t = p_t - p_{t-1}; no staleness limit, so a quiet contract has dp = 0.",
  session_alignment:
    "A session enters a regression only when it has a stock return and a probability change for every contract in that regression.",
  proxy_selection:
    "Each theme's proxy is its contract with the most aligned sessions; ties go to Kalshi, then to the smaller market id.",
  exposure_model:
    "Per theme, ordinary least squares with intercept of the stock return on the proxy's probability change, r_t = alpha + beta * dp_t + e_t, over the most recent aligned sessions.",
  exposure_window_max_observations: EXPOSURE_WINDOW_RETURNS,
  min_observations: MIN_OBSERVATIONS,
  standard_errors:
    "Classical (homoskedastic) OLS standard errors, s^2 = SSR / (n - parameters); t_stat = beta / standard_error, null when the standard error is 0.",
  degenerate_proxy:
    "A proxy whose probability change is constant over the window is not fitted (status degenerate_proxy).",
  collinearity:
    "Design columns are taken in order (intercept, then themes in fixed order, then venue, then market id); a column whose residual after projection on the kept earlier columns is at most collinearity_tolerance of its own length is dropped and gets weight 0.",
  collinearity_tolerance: COLLINEARITY_TOLERANCE,
  proxy_model_score:
    "100 times the absolute-beta-weighted mean, over fitted proxies with a current probability, of the probability adverse to the stock: the proxy's probability p when beta < 0, 1 - p when beta > 0. A current probability comes from the proxy's newest quote within its freshness budget; a stale quote does not count. AVAILABLE with all six themes, PARTIAL with some, UNAVAILABLE with none or when the absolute betas sum to 0. Not a forecast.",
  pnl_comparison:
    "Walk-forward out of sample: for each aligned session after the first training window, OLS with intercept of the stock return on the fitted proxies' probability changes over the preceding training window only, applied to that session. Unhedged P&L = notional * r_t; hedged P&L = notional * (r_t - sum_i beta_i * dp_i,t).",
  walk_forward_training_sessions: WALK_FORWARD_TRAINING_SESSIONS,
  min_out_of_sample_sessions: MIN_OUT_OF_SAMPLE_SESSIONS,
  variance_reduction: "1 - var(hedged daily P&L) / var(unhedged daily P&L), sample variances.",
  max_drawdown:
    "Largest fall of cumulative P&L from its running peak (starting at 0 before the first session) to a later session, as a positive USD amount.",
  mimicking_portfolio:
    "Weights w on every theme contract covering the window minimise the sum of squares of the demeaned stock return minus sum_j w_j times the demeaned probability change, subject to the weight bounds, solved exactly by bounded-variable least squares (Stark and Parker active-set method).",
  mimicking_window_sessions: MIMICKING_WINDOW_SESSIONS,
  weight_bounds: { lower: WEIGHT_LOWER_BOUND, upper: WEIGHT_UPPER_BOUND },
  bvls_optimality_tolerance: BVLS_OPTIMALITY_TOLERANCE,
  tracking_error:
    "Sample (n - 1) standard deviation of the portfolio's residual daily return, as a fraction of notional; annualised by sqrt(annualisation_factor). R^2 = 1 - SSR / SST of the demeaned stock return.",
  daily_standard_deviation: "Sample standard deviation with n - 1 in the denominator.",
  annualisation_factor: ANNUALISATION_FACTOR,
  reference_notional_usd: REFERENCE_NOTIONAL_USD,
} as const;
