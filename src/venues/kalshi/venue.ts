/** Kalshi (venue_a) as pix knows it: its capability record, listed in the registry (src/venues/registry.ts). */
import type { VenueCapabilities } from "../shared/venue.ts";
import { KALSHI_FEED_BUDGET, kalshiFeed } from "./feed.ts";
import { kalshiAdapter } from "./kalshi-adapter.ts";
import { fetchKalshiTrades } from "./kalshi-trades.ts";
import { fetchKalshiPage } from "./listing.ts";
import {
  fetchKalshiClosedPage,
  fetchKalshiResolutions,
  KALSHI_RESOLUTION_PAGE,
  kalshiEventGroupings,
} from "./resolutions.ts";
import {
  fetchKalshiRules,
  fetchKalshiRulesPage,
  KALSHI_PAGE_REQUESTS_PER_MARKET,
  KALSHI_RULES_BATCH,
} from "./rules.ts";

export const kalshiVenue = {
  id: "kalshi",
  facts: {
    name: "Kalshi",
    tape_origin: { kind: "own_book", mirrors: null },
    book: "two_sided_order_book",
    licence: "venue_public_api",
  },
  adapter: kalshiAdapter,
  // Kalshi's cursor chain starts at one page and grows a page per message.
  listing: {
    paging: "cursor",
    messageKind: "kalshi_page",
    books: false,
    fetchPage: (env, cursor, client) => fetchKalshiPage(env.KALSHI_BASE_URL, cursor, client),
  },
  trades: {
    fetch: (env, window, client, maxPages) =>
      fetchKalshiTrades(env.KALSHI_BASE_URL, window, client, maxPages),
    // Kalshi's prints carry the YES price of the ticker the candles name.
    select: (market, outcome) => (outcome === "yes" ? { market } : null),
  },
  resolutions: {
    pageSize: KALSHI_RESOLUTION_PAGE,
    closedPage: (env, cursor, sinceMs, client) =>
      fetchKalshiClosedPage(env.KALSHI_BASE_URL, cursor, sinceMs, client),
    markets: (env, tickers, client) => fetchKalshiResolutions(env.KALSHI_BASE_URL, tickers, client),
    groupings: (env, eventIds, client, maxLookups) =>
      kalshiEventGroupings(env.KALSHI_BASE_URL, eventIds, client, maxLookups),
  },
  feed: kalshiFeed,
  feedBudget: KALSHI_FEED_BUDGET,
  rules: {
    batchSize: KALSHI_RULES_BATCH,
    pageRequestsPerMarket: KALSHI_PAGE_REQUESTS_PER_MARKET,
    batch: (env, ids, client, cache) => fetchKalshiRules(env.KALSHI_BASE_URL, ids, client, cache),
    page: (env, position, limit, client, cache) =>
      fetchKalshiRulesPage(env.KALSHI_BASE_URL, position, limit, client, cache),
  },
} as const satisfies VenueCapabilities;
