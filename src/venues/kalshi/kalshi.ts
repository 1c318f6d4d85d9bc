import { type HttpClient, schemaPath } from "../http/client.ts";
import { collectQuotes, firstOccurrences, type QuoteCollector } from "../shared/collector.ts";
import { followCursor } from "../shared/cursor-pages.ts";
import { idOf } from "../shared/normalize-result.ts";
import type { VenueFetchResult } from "../shared/quote.ts";
import { chunks, clamp, endpoint, uniqueValues } from "../shared/request-helpers.ts";
import { normalizeKalshiMarket } from "./kalshi-normalize.ts";
import { kalshiTopOfBook } from "./kalshi-orderbook.ts";
import {
  kalshiEventSchema,
  kalshiEventsPageSchema,
  kalshiMarketsPageSchema,
  kalshiOrderbookSchema,
} from "./kalshi-schema.ts";

/**
 * Kalshi (venue_a) adapter: fetches exactly the markets an ingestion cycle asks for, by ticker (batched),
 * by event, or by series (open events with nested markets), and returns one YES quote per market.
 */
export interface KalshiQuoteRequest {
  /** Trade API v2 base, e.g. `https://external-api.kalshi.com/trade-api/v2` (configuration). */
  baseUrl: string;
  /** Market tickers, fetched `tickersPerRequest` at a time; any not returned is recorded `not_found`. */
  tickers?: string[];
  /** Every market of these events (`GET /markets?event_ticker=`). */
  eventTickers?: string[];
  /** Markets of these series' events (`GET /events?with_nested_markets=true&series_ticker=`). */
  seriesTickers?: string[];
  /** Kalshi status filter for series listings; default `open`. */
  seriesStatus?: string;
  /** Markets whose quote is re-read from the full order book (one request each; use sparingly). */
  orderbookTickers?: string[];
  /** Page size, 1–1000 (default 1000). */
  pageLimit?: number;
  /** Tickers per `GET /markets?tickers=` call (default 100, which keeps URLs short). */
  tickersPerRequest?: number;
  /** Pages per listing before giving up with `page_limit_reached` (default 20). */
  maxPages?: number;
  /** Client clock (epoch ms) after which no new request starts (`deadline_reached`); the cycle's budget. */
  stopAtMs?: number;
}

const STAGE = {
  markets: "kalshi_markets",
  events: "kalshi_events",
  orderbook: "kalshi_orderbook",
} as const;

export function fetchKalshiQuotes(
  request: KalshiQuoteRequest,
  client: HttpClient,
): Promise<VenueFetchResult> {
  return collectQuotes("kalshi", { stopAtMs: request.stopAtMs, now: client.now }, (collector) =>
    collectKalshiQuotes(request, client, collector),
  );
}

async function collectKalshiQuotes(
  request: KalshiQuoteRequest,
  client: HttpClient,
  collector: QuoteCollector,
): Promise<void> {
  const pageLimit = clamp(request.pageLimit ?? 1000, 1, 1000);
  const maxPages = Math.max(1, request.maxPages ?? 20);
  const orderbookTickers = uniqueValues(request.orderbookTickers);
  const rereads = new Set(orderbookTickers);
  /**
   * Raw market records of kept quotes, for an order book re-read: only of the tickers to re-read, so a
   * cycle does not hold thousands of full venue records (dozens of members each) until it ends.
   */
  const rawByTicker = new Map<string, unknown>();

  const keepMarkets = (markets: unknown[], receivedAtMs: number, stage: string, seen: Set<string>) => {
    for (const raw of firstOccurrences(markets, "ticker", seen, stage, collector)) {
      const normalized = normalizeKalshiMarket(raw, { receivedAtMs, stage });
      if (!normalized.ok) {
        collector.record(normalized.failure);
        continue;
      }
      collector.keep(normalized.value);
      const ticker = normalized.value.market_id;
      if (rereads.has(ticker) && !rawByTicker.has(ticker)) rawByTicker.set(ticker, raw);
    }
  };

  const listMarkets = (query: URLSearchParams) =>
    followCursor(client, collector, {
      stage: STAGE.markets,
      maxPages,
      schema: kalshiMarketsPageSchema,
      url: (cursor) => endpoint(request.baseUrl, "/markets", withCursor(query, cursor)),
      onPage: (page, receivedAtMs, seen) => keepMarkets(page.markets, receivedAtMs, STAGE.markets, seen),
    });

  const tickers = uniqueValues(request.tickers);
  const unverifiable = new Set<string>();
  for (const batch of chunks(tickers, clamp(request.tickersPerRequest ?? 100, 1, 1000))) {
    const finished = await listMarkets(
      new URLSearchParams({ tickers: batch.join(","), limit: String(pageLimit) }),
    );
    if (!finished) for (const ticker of batch) unverifiable.add(ticker);
  }
  for (const eventTicker of uniqueValues(request.eventTickers)) {
    await listMarkets(new URLSearchParams({ event_ticker: eventTicker, limit: String(pageLimit) }));
  }
  for (const seriesTicker of uniqueValues(request.seriesTickers)) {
    const query = new URLSearchParams({
      series_ticker: seriesTicker,
      with_nested_markets: "true",
      status: request.seriesStatus ?? "open",
      limit: String(Math.min(pageLimit, 200)),
    });
    await followCursor(client, collector, {
      stage: STAGE.events,
      maxPages,
      schema: kalshiEventsPageSchema,
      url: (cursor) => endpoint(request.baseUrl, "/events", withCursor(query, cursor)),
      onPage: (page, receivedAtMs, seen) => {
        for (const rawEvent of firstOccurrences(
          page.events,
          "event_ticker",
          new Set(),
          STAGE.events,
          collector,
        )) {
          const event = kalshiEventSchema.safeParse(rawEvent);
          if (!event.success) {
            const id = idOf(rawEvent, "event_ticker");
            const failure = { reason: "invalid_shape", stage: STAGE.events, detail: schemaPath(event.error) };
            collector.record(id === undefined ? failure : { market_id: id, ...failure });
            continue;
          }
          keepMarkets(event.data.markets, receivedAtMs, STAGE.events, seen);
        }
      },
    });
  }

  // Kalshi quotes one row per market, its `yes` outcome.
  for (const ticker of tickers) {
    if (!collector.hasRow(ticker, "yes") && !unverifiable.has(ticker) && !collector.hasFailureFor(ticker)) {
      collector.record({ market_id: ticker, reason: "not_found", stage: STAGE.markets });
    }
  }

  for (const ticker of orderbookTickers) {
    const raw = rawByTicker.get(ticker);
    if (raw !== undefined) await rereadFromOrderbook(ticker, raw, request.baseUrl, client, collector);
  }
}

/** Replaces a kept quote with one priced from the full order book; on failure the listing quote stays. */
async function rereadFromOrderbook(
  ticker: string,
  raw: unknown,
  baseUrl: string,
  client: HttpClient,
  collector: QuoteCollector,
): Promise<void> {
  if (!collector.mayRequest(STAGE.orderbook)) return;
  const url = endpoint(baseUrl, `/markets/${encodeURIComponent(ticker)}/orderbook`, new URLSearchParams());
  const result = await client.getJson(url, kalshiOrderbookSchema);
  collector.requestDone(STAGE.orderbook, result, { marketId: ticker });
  if (!result.ok) return;
  const top = kalshiTopOfBook(result.value);
  if (!top.ok) {
    collector.record({ market_id: ticker, reason: top.reason, stage: STAGE.orderbook, detail: top.field });
    return;
  }
  const normalized = normalizeKalshiMarket(raw, {
    receivedAtMs: result.receivedAtMs,
    stage: STAGE.orderbook,
    book: { top: top.value, receivedAtMs: result.receivedAtMs },
  });
  if (!normalized.ok) {
    collector.record(normalized.failure);
    return;
  }
  collector.replace(normalized.value);
}

function withCursor(query: URLSearchParams, cursor: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (cursor !== "") next.set("cursor", cursor);
  return next;
}
