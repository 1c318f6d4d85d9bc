import type { VenueAdapter } from "../shared/adapter.ts";
import { fetchPolymarketQuotes } from "./polymarket.ts";
import { fetchPolymarketPriceHistory } from "./polymarket-prices.ts";

/** Polymarket (venue_b): quotes from Gamma and the CLOB books, history from the YES token's CLOB prices. */
export const polymarketAdapter: VenueAdapter<"polymarket_prices_history_60m"> = {
  id: "polymarket",
  fetchQuotes: (marketIds, urls, client) =>
    fetchPolymarketQuotes(
      { gammaBaseUrl: urls.POLYMARKET_GAMMA_URL, clobBaseUrl: urls.POLYMARKET_CLOB_URL, marketIds },
      client,
    ),
  history: {
    source: "polymarket_prices_history_60m",
    fetch: ({ baseUrl, target, startS, endS }, client) =>
      target.yesTokenId
        ? fetchPolymarketPriceHistory({ clobUrl: baseUrl, tokenId: target.yesTokenId, startS, endS }, client)
        : null,
  },
};
