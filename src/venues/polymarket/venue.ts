/** Polymarket (venue_b) as pix knows it: its capability record, listed in the registry (src/venues/registry.ts). */
import type { VenueCapabilities } from "../shared/venue.ts";
import { POLYMARKET_FEED_BUDGET, polymarketFeed } from "./feed.ts";
import { fetchGammaPage, GAMMA_PAGE_SIZE, GAMMA_PARALLEL_CHAINS } from "./listing.ts";
import { polymarketAdapter } from "./polymarket-adapter.ts";
import { fetchPolymarketTrades } from "./polymarket-trades.ts";
import { fetchGammaClosedPage, fetchGammaResolutions, GAMMA_RESOLUTION_PAGE } from "./resolutions.ts";
import {
  fetchGammaRules,
  fetchGammaRulesPage,
  GAMMA_PAGE_REQUESTS_PER_MARKET,
  GAMMA_RULES_BATCH,
} from "./rules.ts";

export const polymarketVenue = {
  id: "polymarket",
  facts: {
    name: "Polymarket",
    tape_origin: { kind: "own_book", mirrors: null },
    book: "two_sided_order_book",
    licence: "venue_public_api",
  },
  adapter: polymarketAdapter,
  // Gamma's listing is read as GAMMA_PARALLEL_CHAINS offset chains, each page with its CLOB books.
  listing: {
    paging: "offset",
    messageKind: "gamma_page",
    books: true,
    pageSize: GAMMA_PAGE_SIZE,
    parallelChains: GAMMA_PARALLEL_CHAINS,
    fetchPage: (env, offset, client) =>
      fetchGammaPage(
        { gammaBaseUrl: env.POLYMARKET_GAMMA_URL, clobBaseUrl: env.POLYMARKET_CLOB_URL },
        offset,
        client,
      ),
  },
  trades: {
    fetch: (env, window, client, maxPages) =>
      fetchPolymarketTrades(env.POLYMARKET_DATA_URL, window, client, maxPages),
    // Each print is of one outcome token at that token's price: an outcome's prints are its token's.
    select: (_market, _outcome, tokenId) => (tokenId === null ? null : { token: tokenId }),
  },
  resolutions: {
    pageSize: GAMMA_RESOLUTION_PAGE,
    closedPage: (env, offset, sinceMs, client) =>
      fetchGammaClosedPage(env.POLYMARKET_GAMMA_URL, offset, sinceMs, client),
    markets: (env, ids, client) => fetchGammaResolutions(env.POLYMARKET_GAMMA_URL, ids, client),
  },
  feed: polymarketFeed,
  feedBudget: POLYMARKET_FEED_BUDGET,
  rules: {
    batchSize: GAMMA_RULES_BATCH,
    pageRequestsPerMarket: GAMMA_PAGE_REQUESTS_PER_MARKET,
    batch: (env, ids, client) => fetchGammaRules(env.POLYMARKET_GAMMA_URL, ids, client),
    page: (env, position, limit, client) =>
      fetchGammaRulesPage(env.POLYMARKET_GAMMA_URL, position, limit, client),
  },
} as const satisfies VenueCapabilities;
