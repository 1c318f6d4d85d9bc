import type { VenueAdapter } from "../shared/adapter.ts";
import { fetchKalshiQuotes } from "./kalshi.ts";
import { fetchKalshiCandleHistory } from "./kalshi-candles.ts";

/** Kalshi (venue_a): quotes by ticker from the Trade API, history from the series' hourly candles. */
export const kalshiAdapter: VenueAdapter<"kalshi_candlesticks_60m"> = {
  id: "kalshi",
  fetchQuotes: (tickers, urls, client) =>
    fetchKalshiQuotes({ baseUrl: urls.KALSHI_BASE_URL, tickers }, client),
  history: {
    source: "kalshi_candlesticks_60m",
    fetch: ({ baseUrl, target, startS, endS }, client) =>
      target.seriesTicker
        ? fetchKalshiCandleHistory(
            { baseUrl, seriesTicker: target.seriesTicker, ticker: target.marketId, startS, endS },
            client,
          )
        : null,
  },
};
