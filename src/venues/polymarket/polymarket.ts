import { type HttpClient, schemaPath } from "../http/client.ts";
import { collectQuotes, firstOccurrences, type QuoteCollector } from "../shared/collector.ts";
import { idOf, withMarket } from "../shared/normalize-result.ts";
import { followOffsets } from "../shared/offset-pages.ts";
import type { VenueFetchResult, VenueMarketBooks } from "../shared/quote.ts";
import type { FieldResult } from "../shared/quote-values.ts";
import { chunks, clamp, endpoint, uniqueValues } from "../shared/request-helpers.ts";
import { type ClobTop, clobTopOfBook } from "./clob-book.ts";
import { type GammaMarketView, polymarketQuote, readGammaMarket } from "./polymarket-normalize.ts";
import {
  type ClobBook,
  clobBooksResponseSchema,
  gammaMarketsPageSchema,
  parseClobBook,
} from "./polymarket-schema.ts";

/**
 * Polymarket (venue_b) adapter: reads exactly the requested markets from Gamma (by id or slug, in
 * batches), then the books of their open outcome tokens from the CLOB (`POST /books`, up to 500 tokens
 * a call), and returns one quote per market outcome.
 */
export interface PolymarketQuoteRequest {
  /** e.g. `https://gamma-api.polymarket.com` (configuration). */
  gammaBaseUrl: string;
  /** e.g. `https://clob.polymarket.com` (configuration). */
  clobBaseUrl: string;
  /** Gamma market ids; any not returned is recorded `not_found`. */
  marketIds?: string[];
  /** Gamma market slugs; any not returned is recorded `not_found` (with the slug as market_id). */
  slugs?: string[];
  /** Passed to Gamma as `closed=` when set; unset asks for markets whatever their state. */
  closed?: boolean;
  /** Ids or slugs per Gamma request (default 100). */
  idsPerRequest?: number;
  /** Gamma `limit` (default 100); a shorter page ends a listing. */
  pageSize?: number;
  /** Pages per Gamma listing before giving up with `page_limit_reached` (default 20). */
  maxPages?: number;
  /** Tokens per `POST /books` (default and maximum 500). */
  booksPerRequest?: number;
  /** Client clock (epoch ms) after which no new request starts (`deadline_reached`); the cycle's budget. */
  stopAtMs?: number;
}

export const POLYMARKET_STAGE = {
  gamma: "polymarket_gamma_markets",
  books: "polymarket_clob_books",
} as const;

export interface FetchedMarket {
  view: GammaMarketView;
  receivedAtMs: number;
}

export function fetchPolymarketQuotes(
  request: PolymarketQuoteRequest,
  client: HttpClient,
): Promise<VenueFetchResult> {
  return collectQuotes("polymarket", { stopAtMs: request.stopAtMs, now: client.now }, async (collector) => {
    const markets = await fetchGammaMarkets(request, client, collector);
    const levels = new Map<string, ReadBook>();
    const books = await fetchBooks(request, markets, client, collector, (book, top) =>
      levels.set(book.asset_id, { book, top }),
    );
    keepOutcomeQuotes(markets, books, collector);
    collector.books.push(...marketBooksOf(markets, levels));
  });
}

/** A token's book as the CLOB answered it, with its top as read. */
export interface ReadBook {
  book: ClobBook;
  top: ClobTop;
}

/**
 * The books the rows were priced from: per market, the book of each outcome whose token's book was
 * read, in outcome order, from the same `POST /books` answer, each side best level first (the CLOB
 * lists its best level last).
 */
export function marketBooksOf(
  markets: readonly FetchedMarket[],
  levels: ReadonlyMap<string, ReadBook>,
): VenueMarketBooks[] {
  const lines: VenueMarketBooks[] = [];
  for (const { view, receivedAtMs } of markets) {
    const books: VenueMarketBooks["books"] = [];
    for (const outcome of view.outcomes) {
      const held = outcome.tokenId === null ? undefined : levels.get(outcome.tokenId);
      if (!held) continue;
      books.push({
        outcome: outcome.label,
        token_id: outcome.tokenId,
        observed_at: held.top.observedAt ?? new Date(receivedAtMs).toISOString(),
        bids: [...held.book.bids].reverse(),
        asks: [...held.book.asks].reverse(),
      });
    }
    if (books.length > 0) lines.push({ market_id: view.id, books });
  }
  return lines;
}

/** One quote per outcome of every market, priced from its token's book where the CLOB returned one. */
export function keepOutcomeQuotes(
  markets: readonly FetchedMarket[],
  books: Map<string, FieldResult<ClobTop>>,
  collector: QuoteCollector,
): void {
  for (const { view, receivedAtMs } of markets) {
    view.outcomes.forEach((outcome, index) => {
      const token = outcome.tokenId;
      const book = token === null ? undefined : books.get(token);
      if (book !== undefined && !book.ok) {
        collector.record({
          market_id: view.id,
          reason: book.reason,
          stage: POLYMARKET_STAGE.books,
          detail: book.field,
        });
        return;
      }
      const quote = polymarketQuote(view, index, book?.value ?? null, receivedAtMs, POLYMARKET_STAGE.books);
      if (quote.ok) collector.keep(quote.value);
      else collector.record(quote.failure);
    });
  }
}

/** Gamma markets by id and by slug; duplicates within a listing and missing markets are recorded. */
async function fetchGammaMarkets(
  request: PolymarketQuoteRequest,
  client: HttpClient,
  collector: QuoteCollector,
): Promise<FetchedMarket[]> {
  const pageSize = clamp(request.pageSize ?? 100, 1, 500);
  const perRequest = clamp(request.idsPerRequest ?? 100, 1, 500);
  const maxPages = Math.max(1, request.maxPages ?? 20);
  const fetched = new Map<string, FetchedMarket>();
  const foundSlugs = new Set<string>();
  const unverifiable = new Set<string>();

  const selectors = [
    { param: "id", values: uniqueValues(request.marketIds) },
    { param: "slug", values: uniqueValues(request.slugs) },
  ];
  for (const { param, values } of selectors) {
    for (const batch of chunks(values, perRequest)) {
      const query = new URLSearchParams();
      for (const value of batch) query.append(param, value);
      if (request.closed !== undefined) query.set("closed", String(request.closed));
      const finished = await followOffsets(client, collector, {
        stage: POLYMARKET_STAGE.gamma,
        pageSize,
        maxPages,
        expectedAtMost: batch.length,
        schema: gammaMarketsPageSchema,
        url: (offset) => {
          const page = new URLSearchParams(query);
          page.set("limit", String(pageSize));
          page.set("offset", String(offset));
          return endpoint(request.gammaBaseUrl, "/markets", page);
        },
        onPage: (items, receivedAtMs, seen) => {
          for (const raw of firstOccurrences(items, "id", seen, POLYMARKET_STAGE.gamma, collector)) {
            const slug = idOf(raw, "slug");
            if (slug !== undefined) foundSlugs.add(slug);
            const view = readGammaMarket(raw, POLYMARKET_STAGE.gamma);
            if (!view.ok) collector.record(view.failure);
            else if (!fetched.has(view.value.id))
              fetched.set(view.value.id, { view: view.value, receivedAtMs });
          }
        },
      });
      if (!finished) for (const value of batch) unverifiable.add(value);
    }
  }

  const missing = (value: string, found: boolean) =>
    !found && !unverifiable.has(value) && !collector.hasFailureFor(value);
  for (const id of uniqueValues(request.marketIds)) {
    if (missing(id, fetched.has(id)))
      collector.record({ market_id: id, reason: "not_found", stage: POLYMARKET_STAGE.gamma });
  }
  for (const slug of uniqueValues(request.slugs)) {
    if (missing(slug, foundSlugs.has(slug))) {
      collector.record({ market_id: slug, reason: "not_found", stage: POLYMARKET_STAGE.gamma });
    }
  }
  return [...fetched.values()];
}

/**
 * Books of every open market's outcome tokens, by token id. A token whose book the CLOB did not return
 * is recorded `book_missing` (its quote falls back to Gamma's displayed price); a batch whose request
 * failed is recorded once, and its tokens fall back the same way. `onBook` is handed every book whose
 * top was read (its levels valid and in order), for callers that keep more than the top.
 */
export async function fetchBooks(
  request: Pick<PolymarketQuoteRequest, "clobBaseUrl" | "booksPerRequest">,
  markets: FetchedMarket[],
  client: HttpClient,
  collector: QuoteCollector,
  onBook?: (book: ClobBook, top: ClobTop) => void,
): Promise<Map<string, FieldResult<ClobTop>>> {
  const marketByToken = new Map<string, string>();
  for (const { view } of markets) {
    if (!view.hasLiveBooks) continue;
    for (const outcome of view.outcomes) {
      if (outcome.tokenId !== null && !marketByToken.has(outcome.tokenId)) {
        marketByToken.set(outcome.tokenId, view.id);
      }
    }
  }

  const books = new Map<string, FieldResult<ClobTop>>();
  const url = endpoint(request.clobBaseUrl, "/books", new URLSearchParams());
  for (const batch of chunks([...marketByToken.keys()], clamp(request.booksPerRequest ?? 500, 1, 500))) {
    if (!collector.mayRequest(POLYMARKET_STAGE.books)) break;
    const result = await client.postJson(
      url,
      batch.map((token_id) => ({ token_id })),
      clobBooksResponseSchema,
    );
    collector.requestDone(POLYMARKET_STAGE.books, result);
    if (!result.ok) continue;

    const requested = new Set(batch);
    for (const raw of result.value) {
      const parsed = parseClobBook(raw);
      const token = parsed.success ? parsed.data.asset_id : idOf(raw, "asset_id");
      const marketId = token === undefined ? undefined : marketByToken.get(token);
      if (!parsed.success) {
        const path = schemaPath(parsed.error);
        // A malformed book of a requested token fails that outcome; an unattributable one is recorded.
        if (token !== undefined && requested.has(token) && !books.has(token)) {
          books.set(token, { ok: false, reason: "invalid_shape", field: path });
        } else {
          collector.record(
            withMarket({ reason: "invalid_shape", stage: POLYMARKET_STAGE.books, detail: path }, marketId),
          );
        }
        continue;
      }
      if (!requested.has(parsed.data.asset_id)) continue; // not asked for: ignored
      if (books.has(parsed.data.asset_id)) {
        collector.record(
          withMarket({ reason: "duplicate", stage: POLYMARKET_STAGE.books, detail: "asset_id" }, marketId),
        );
        continue;
      }
      const top = clobTopOfBook(parsed.data);
      books.set(parsed.data.asset_id, top);
      if (top.ok) onBook?.(parsed.data, top.value);
    }
    for (const token of batch) {
      if (!books.has(token)) {
        collector.record(
          withMarket({ reason: "book_missing", stage: POLYMARKET_STAGE.books }, marketByToken.get(token)),
        );
      }
    }
  }
  return books;
}
