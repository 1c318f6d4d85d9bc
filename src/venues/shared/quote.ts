/**
 * What a venue adapter call yields: the lake rows it kept (one per market outcome, built by
 * src/venues/shared/row-builder.ts, prices as exact decimals with `null` for a side nobody quotes), the failures
 * it recorded, and how many requests it made.
 */

import type { LakeRow, VenueId } from "./row.ts";

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

/** One side's levels of an order book as the venue answered it, best level first. */
export type VenueBookLevels = readonly { price: string; size: string }[];

/**
 * One market's order books as a venue answered them beside its quotes (the books its rows were priced
 * from: Polymarket's CLOB `POST /books`), one per outcome whose book was read, in outcome order.
 */
export interface VenueMarketBooks {
  market_id: string;
  books: {
    /** The outcome, as the quote row names it. */
    outcome: string;
    token_id: string | null;
    /** The book's own clock when it has one, else pix's receive time; RFC 3339 UTC to the millisecond. */
    observed_at: string;
    bids: VenueBookLevels;
    asks: VenueBookLevels;
  }[];
}

export type VenueFetchResult =
  | {
      ok: true;
      venue: VenueId;
      rows: LakeRow[];
      /** The order books the rows were priced from (empty for a venue whose quotes carry none). */
      books: VenueMarketBooks[];
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
