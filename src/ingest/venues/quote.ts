/**
 * The venue-neutral quote every adapter produces: one row per market outcome, prices as probabilities
 * (0–1) with exact decimal-string companions, `null` for a side nobody quotes (never 0), and volume and
 * open interest in USD with the basis that says how the USD figure was obtained.
 */

import type { IndicativeSource, ObservedAtSource, QuoteStatus, UsdBasis, VenueId } from "../../lake/row.ts";

export interface UsdAmount {
  /** Null when the amount cannot be priced (a contract count with no current price). */
  usd: number | null;
  usd_decimal: string | null;
  basis: UsdBasis;
  /** For `contracts_x_price`: the venue's count and the price it was multiplied by, as exact strings. */
  native: { contracts: string; price_decimal: string | null } | null;
}

export interface VenueQuote {
  venue: VenueId;
  /** Kalshi market ticker; Polymarket Gamma market id. With `outcome`, identifies the row. */
  market_id: string;
  /** Kalshi event ticker; Polymarket's first event id. */
  event_id: string | null;
  /** `yes` / `no` for binary outcomes (any casing at the venue), else the venue's outcome label. */
  outcome: string;
  /** Polymarket CLOB token of this outcome; null on Kalshi. */
  token_id: string | null;
  title: string;
  /** Kalshi `yes_sub_title` (the strike band of a ladder rung); null where the venue has none. */
  subtitle: string | null;
  status: QuoteStatus;
  native_status: string;
  bid: number | null;
  bid_decimal: string | null;
  ask: number | null;
  ask_decimal: string | null;
  last: number | null;
  last_decimal: string | null;
  indicative: number | null;
  indicative_decimal: string | null;
  indicative_source: IndicativeSource | null;
  /** Both sides quoted from an order book, so a mid and a spread are meaningful. */
  two_sided_book: boolean;
  /** RFC 3339 UTC. */
  observed_at: string;
  /** `venue` when the venue's own clock was used, `collector` when pix's receive time stood in. */
  observed_at_source: ObservedAtSource;
  close_time: string | null;
  volume: UsdAmount | null;
  volume_24h: UsdAmount | null;
  open_interest: UsdAmount | null;
}

/**
 * A recorded failure: one market skipped or one request that failed. `market_id` names what failed when
 * it is known (a market id, or the Kalshi event ticker / Polymarket slug that was asked for). `reason`
 * is a fixed snake_case code; `stage` names the request or step; `detail` is pix's own wording (a
 * schema path, a field name, `HTTP 503`), never upstream text.
 */
export interface VenueFailure {
  market_id?: string;
  reason: string;
  stage: string;
  detail?: string;
}

export type VenueFetchResult =
  | {
      ok: true;
      venue: VenueId;
      quotes: VenueQuote[];
      failures: VenueFailure[];
      /** True only when nothing at all was recorded as failed. */
      complete: boolean;
      /** HTTP attempts made, retries included. */
      requests: number;
    }
  | {
      /** Nothing usable arrived: every listing request failed (or the adapter itself broke). */
      ok: false;
      venue: VenueId;
      /** The first listing request's reason code (`http_5xx`, `timeout`, …) or `adapter_error`. */
      reason: string;
      failures: VenueFailure[];
      requests: number;
    };
