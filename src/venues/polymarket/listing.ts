/**
 * Polymarket's whole-venue listing for the lake: one Gamma page of active, open markets at an offset, then
 * the books of those with a live order book, as the catalog's quotes read them (same schemas, normaliser,
 * duplicate rule and CLOB books step). The lake's collection walks parallel offset chains, one page per
 * queue message.
 */
import type { HttpClient } from "../http/client.ts";
import { firstOccurrences, QuoteCollector } from "../shared/collector.ts";
import { endpoint } from "../shared/request-helpers.ts";
import type { ListingPage } from "../shared/venue.ts";
import {
  type FetchedMarket,
  fetchBooks,
  keepOutcomeQuotes,
  marketBooksOf,
  POLYMARKET_STAGE,
  type ReadBook,
} from "./polymarket.ts";
import { readGammaMarket } from "./polymarket-normalize.ts";
import { gammaMarketsPageSchema } from "./polymarket-schema.ts";

/** Markets per Gamma page. */
export const GAMMA_PAGE_SIZE = 250;
/** Token ids per CLOB `POST /books`. */
export const CLOB_BOOKS_PER_REQUEST = 500;
/** Offset chains a collection walks side by side: chain `n` reads pages n, n + 4, n + 8, … */
export const GAMMA_PARALLEL_CHAINS = 4;

/**
 * One Gamma page of active, open markets at `offset`, then the books of those with a live order book
 * (one `POST /books`): one row per outcome of every market with an order book.
 */
export async function fetchGammaPage(
  urls: { gammaBaseUrl: string; clobBaseUrl: string },
  offset: number,
  client: HttpClient,
): Promise<ListingPage> {
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
    books: marketBooksOf(markets, levels),
    failures: collector.failures,
    more: { full: result.value.length >= GAMMA_PAGE_SIZE },
  };
}
