/**
 * One page range of a venue, fetched and normalised into lake rows: the unit of work of one queue
 * message. The venue's listing capability (src/venues/registry.ts) reads the page with the catalog's own
 * schemas, normalisers, duplicate rule and books step, so a whole-venue row is exactly what the catalog's
 * cycle would have written for the same market; its books are taped as the lake's book lines.
 */
import type { Bindings } from "../../env.ts";
import type { HttpClient } from "../../venues/http/client.ts";
import { type ListingPage, venueOfMessageKind } from "../../venues/registry.ts";
import type { VenueFailure } from "../../venues/shared/quote.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import type { TradeListing } from "../../venues/shared/trade-print.ts";
import { type MarketBooks, tapeBookLines } from "../books.ts";
import { TRADE_PAGES_PER_MINUTE, tradeWindow } from "../trades.ts";
import type { VenueTapeMessage } from "./messages.ts";

export type PageOutcome =
  | {
      ok: true;
      rows: LakeRow[];
      /** The page's order books (venues whose pages carry them), one entry per market with a book read. */
      books: MarketBooks[];
      /** Markets skipped or books missing on an answered page: the snapshot is incomplete, the page is not lost. */
      failures: VenueFailure[];
      /** Cursor paging: the next cursor ("" at the end). Offset paging: whether the page was full. */
      more: { cursor: string } | { full: boolean };
    }
  /** The page's listing request failed (after the client's retries): the range has no rows. */
  | { ok: false; failure: VenueFailure };

/** The page a message names, read by its venue's listing: at its cursor, or at part × page size. */
export async function fetchListingPage(
  env: Bindings,
  message: VenueTapeMessage,
  client: HttpClient,
): Promise<PageOutcome> {
  const listing = venueOfMessageKind(message.kind)?.listing;
  if (!listing) return { ok: false, failure: { reason: "unknown_venue", stage: "lake_collect" } };
  const page: ListingPage =
    listing.paging === "cursor"
      ? await listing.fetchPage(env, "cursor" in message ? message.cursor : "", client)
      : await listing.fetchPage(env, message.part * listing.pageSize, client);
  return page.ok ? { ...page, books: tapeBookLines(page.books) } : page;
}

/**
 * Every trade print the venue published in the minute before the cycle start, from its REST trade
 * listing (the source of truth: a reconnect of any live feed changes nothing here), at most
 * TRADE_PAGES_PER_MINUTE pages.
 */
export function fetchTradePrints(
  trades: {
    fetch: (
      env: Bindings,
      window: ReturnType<typeof tradeWindow>,
      client: HttpClient,
      maxPages: number,
    ) => Promise<TradeListing>;
  },
  env: Bindings,
  cycleStartMs: number,
  client: HttpClient,
): Promise<TradeListing> {
  return trades.fetch(env, tradeWindow(cycleStartMs), client, TRADE_PAGES_PER_MINUTE);
}
