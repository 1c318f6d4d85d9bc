/**
 * A venue's capability record: everything pix knows of one prediction-market venue, built from the files
 * of the venue's own folder (`src/venues/<venue>/venue.ts`) and listed once in the registry
 * (src/venues/registry.ts). Planes ask the registry for a capability; none reads a venue's folder.
 */
import type { Bindings } from "../../env.ts";
import type { HttpClient } from "../http/client.ts";
import type { VenueAdapter } from "./adapter.ts";
import type { FeedAdapter, FeedBudget } from "./feed.ts";
import type { VenueFailure, VenueMarketBooks } from "./quote.ts";
import type { VenueResolutions } from "./resolution.ts";
import type { LakeRow } from "./row.ts";
import type { VenueRules } from "./rules.ts";
import type { TradeListing, TradeWindow } from "./trade-print.ts";

/**
 * Where a venue's prices come from. `own_book`: the venue's own market. `mirror`: the venue re-publishes
 * another exchange's book (named in `mirrors`), so its prices are not an independent observation.
 */
export type TapeOrigin = { kind: "own_book"; mirrors: null } | { kind: "mirror"; mirrors: string };

/**
 * `two_sided_order_book`: bids and asks are published, so rows carry `bid`/`ask` and, when both sides
 * are quoted, `mid` and `spread`. `indicative_only`: one indicative price per outcome and no book, so
 * `mid` and `spread` never appear.
 */
export type BookAvailability = "two_sided_order_book" | "indicative_only";

/** Licence under which the tape's source data is collected; only `venue_public_api` may be served. */
export type VenueLicence = "venue_public_api" | "licence_gated" | "vendor_purchased";

/** What does not vary of a venue's tape: its display name, where its prices come from, its licence. */
export interface VenueFacts {
  name: string;
  tape_origin: TapeOrigin;
  book: BookAvailability;
  licence: VenueLicence;
}

/** One page of a venue's whole-venue listing, normalised into lake rows. */
export type ListingPage =
  | {
      ok: true;
      rows: LakeRow[];
      /** The page's order books, one entry per market with at least one book read (venues with books). */
      books: VenueMarketBooks[];
      /** Markets skipped or books missing on an answered page: the snapshot is incomplete, the page is not lost. */
      failures: VenueFailure[];
      /** Cursor paging: the next cursor ("" at the end). Offset paging: whether the page was full. */
      more: { cursor: string } | { full: boolean };
    }
  /** The page's listing request failed (after the client's retries): the range has no rows. */
  | { ok: false; failure: VenueFailure };

/**
 * How a venue's whole listing is read, one page per queue message: `cursor` (one chain, each page names
 * the next) or `offset` (`parallelChains` chains of `pageSize` pages side by side, a short page ending its
 * chain). `messageKind` names the venue's queue messages; `books` says whether its pages carry order books.
 */
export type VenueListing =
  | {
      paging: "cursor";
      messageKind: string;
      books: boolean;
      fetchPage(env: Bindings, cursor: string, client: HttpClient): Promise<ListingPage>;
    }
  | {
      paging: "offset";
      messageKind: string;
      books: boolean;
      pageSize: number;
      parallelChains: number;
      fetchPage(env: Bindings, offset: number, client: HttpClient): Promise<ListingPage>;
    };

/** Which of a venue's trade prints are an outcome's: by market (YES-priced venues) or by outcome token. */
export type TradeSelection = { market: string } | { token: string };

export interface VenueCapabilities {
  id: string;
  facts: VenueFacts;
  /** The catalog's quotes and the hourly price history. */
  adapter: VenueAdapter;
  /** The whole-venue listing the lake tapes. */
  listing: VenueListing;
  trades: {
    /** Every print of `window` from the venue's REST trade listing, at most `maxPages` pages. */
    fetch(env: Bindings, window: TradeWindow, client: HttpClient, maxPages: number): Promise<TradeListing>;
    /** The prints of one outcome's candles, or null when the venue's prints have none for it. */
    select(market: string, outcome: string, tokenId: string | null): TradeSelection | null;
  };
  /** The resolution fields of its markets, closed ones included (./resolution.ts); null: it publishes none. */
  resolutions: VenueResolutions | null;
  /** The live feed and its shard budget. */
  feed: FeedAdapter;
  feedBudget: FeedBudget;
  /** Its markets' rule texts, for cross-venue equivalence (src/equivalence/); null: it publishes none. */
  rules: VenueRules | null;
}
