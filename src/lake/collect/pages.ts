/**
 * One page range of a venue, fetched and normalised into lake rows: the unit of work of one queue
 * message. The venue adapters' schemas, normalisers, duplicate rule and CLOB books step are reused, so
 * a whole-venue row is exactly what the catalog's cycle would have written for the same market.
 */

import type { HttpClient } from "../../venues/http/client.ts";
import { normalizeKalshiMarket } from "../../venues/kalshi/kalshi-normalize.ts";
import { kalshiMarketsPageSchema } from "../../venues/kalshi/kalshi-schema.ts";
import { fetchKalshiTrades } from "../../venues/kalshi/kalshi-trades.ts";
import {
  type FetchedMarket,
  fetchBooks,
  keepOutcomeQuotes,
  marketBooksOf,
  POLYMARKET_STAGE,
  type ReadBook,
} from "../../venues/polymarket/polymarket.ts";
import { readGammaMarket } from "../../venues/polymarket/polymarket-normalize.ts";
import { gammaMarketsPageSchema } from "../../venues/polymarket/polymarket-schema.ts";
import { fetchPolymarketTrades } from "../../venues/polymarket/polymarket-trades.ts";
import { firstOccurrences, QuoteCollector } from "../../venues/shared/collector.ts";
import type { VenueFailure } from "../../venues/shared/quote.ts";
import { endpoint } from "../../venues/shared/request-helpers.ts";
import type { LakeRow, VenueId } from "../../venues/shared/row.ts";
import type { TradeListing } from "../../venues/shared/trade-print.ts";
import { type MarketBooks, tapeBookLines } from "../books.ts";
import { TRADE_PAGES_PER_MINUTE, tradeWindow } from "../trades.ts";
import { CLOB_BOOKS_PER_REQUEST, GAMMA_PAGE_SIZE, KALSHI_PAGE_LIMIT } from "./budget.ts";

export type PageOutcome =
  | {
      ok: true;
      rows: LakeRow[];
      /** The page's order books (Polymarket), one entry per market with at least one book read. */
      books: MarketBooks[];
      /** Markets skipped or books missing on an answered page: the snapshot is incomplete, the page is not lost. */
      failures: VenueFailure[];
      /** Kalshi: the next cursor ("" at the end). Gamma: whether the page was full (more may follow). */
      more: { cursor: string } | { full: boolean };
    }
  /** The page's listing request failed (after the client's retries): the range has no rows. */
  | { ok: false; failure: VenueFailure };

export const KALSHI_TAPE_STAGE = "kalshi_markets";

/** One `GET /markets?status=open&limit=1000&cursor=` page: one YES row per market. */
export async function fetchKalshiPage(
  baseUrl: string,
  cursor: string,
  client: HttpClient,
): Promise<PageOutcome> {
  const collector = new QuoteCollector("kalshi", { now: client.now });
  const query = new URLSearchParams({ status: "open", limit: String(KALSHI_PAGE_LIMIT) });
  if (cursor !== "") query.set("cursor", cursor);
  const result = await client.getJson(endpoint(baseUrl, "/markets", query), kalshiMarketsPageSchema);
  collector.requestDone(KALSHI_TAPE_STAGE, result, { listing: true });
  if (!result.ok)
    return {
      ok: false,
      failure: collector.failures[0] ?? { reason: result.reason, stage: KALSHI_TAPE_STAGE },
    };
  for (const raw of firstOccurrences(
    result.value.markets,
    "ticker",
    new Set(),
    KALSHI_TAPE_STAGE,
    collector,
  )) {
    const normalized = normalizeKalshiMarket(raw, {
      receivedAtMs: result.receivedAtMs,
      stage: KALSHI_TAPE_STAGE,
    });
    if (normalized.ok) collector.keep(normalized.value);
    else collector.record(normalized.failure);
  }
  return {
    ok: true,
    rows: collector.rows,
    books: [],
    failures: collector.failures,
    more: { cursor: result.value.cursor },
  };
}

/**
 * One Gamma page of active, open markets at `offset`, then the books of those with a live order book
 * (one `POST /books`): one row per outcome of every market with an order book.
 */
export async function fetchGammaPage(
  urls: { gammaBaseUrl: string; clobBaseUrl: string },
  offset: number,
  client: HttpClient,
): Promise<PageOutcome> {
  const collector = new QuoteCollector("polymarket", { now: client.now });
  const query = new URLSearchParams({
    active: "true",
    closed: "false",
    limit: String(GAMMA_PAGE_SIZE),
    offset: String(offset),
  });
  const stage = POLYMARKET_STAGE.gamma;
  const result = await client.getJson(endpoint(urls.gammaBaseUrl, "/markets", query), gammaMarketsPageSchema);
  collector.requestDone(stage, result, { listing: true });
  if (!result.ok) return { ok: false, failure: collector.failures[0] ?? { reason: result.reason, stage } };
  const markets: FetchedMarket[] = [];
  for (const raw of firstOccurrences(result.value, "id", new Set(), stage, collector)) {
    const view = readGammaMarket(raw, stage);
    if (!view.ok) collector.record(view.failure);
    else if (view.value.hasLiveBooks) markets.push({ view: view.value, receivedAtMs: result.receivedAtMs });
  }
  const levels = new Map<string, ReadBook>();
  const books = await fetchBooks(
    { clobBaseUrl: urls.clobBaseUrl, booksPerRequest: CLOB_BOOKS_PER_REQUEST },
    markets,
    client,
    collector,
    (book, top) => levels.set(book.asset_id, { book, top }),
  );
  keepOutcomeQuotes(markets, books, collector);
  return {
    ok: true,
    rows: collector.rows,
    books: tapeBookLines(marketBooksOf(markets, levels)),
    failures: collector.failures,
    more: { full: result.value.length >= GAMMA_PAGE_SIZE },
  };
}

/** The venues' trade listings (REST): Kalshi's base URL, Polymarket's data API. */
export interface TradeUrls {
  kalshiBaseUrl: string;
  polymarketDataUrl: string;
}

/**
 * Every trade print the venue published in the minute before the cycle start, from its REST trade
 * listing (the source of truth: a reconnect of any live feed changes nothing here), at most
 * TRADE_PAGES_PER_MINUTE pages.
 */
export function fetchTradePrints(
  venue: VenueId,
  urls: TradeUrls,
  cycleStartMs: number,
  client: HttpClient,
): Promise<TradeListing> {
  const window = tradeWindow(cycleStartMs);
  return venue === "kalshi"
    ? fetchKalshiTrades(urls.kalshiBaseUrl, window, client, TRADE_PAGES_PER_MINUTE)
    : fetchPolymarketTrades(urls.polymarketDataUrl, window, client, TRADE_PAGES_PER_MINUTE);
}
