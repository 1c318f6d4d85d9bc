import type { Scaled } from "../../domain/decimal.ts";
import { type Normalized, normalizeRecord, stepFailure, type Take } from "../shared/normalize-result.ts";
import {
  complement,
  indicativePrice,
  quotedSide,
  readAmount,
  readInstant,
  readProbability,
  tradedPrice,
} from "../shared/quote-values.ts";
import type { LakeRow, QuoteStatus } from "../shared/row.ts";
import { lakeRow } from "../shared/row-builder.ts";
import { type KalshiMarket, parseKalshiMarket } from "./kalshi-schema.ts";

/**
 * One Kalshi market → one YES lake row. Prices are dollar strings per $1 contract, read exactly as
 * probabilities; volume and open interest are contract counts, priced at the row's indicative price.
 */

const STATUS: Record<string, QuoteStatus> = {
  initialized: "unopened",
  inactive: "paused",
  active: "open",
  closed: "closed",
  disputed: "closed",
  determined: "settled",
  amended: "settled",
  finalized: "settled",
  settled: "settled",
};

export const kalshiStatus = (native: string): QuoteStatus => STATUS[native] ?? "unknown";

/** Top of book in YES terms, from the market record or from its order book. */
export interface KalshiTopOfBook {
  yesBid: Scaled | null;
  yesAsk: Scaled | null;
}

export interface KalshiNormalizeContext {
  /** Collector clock of the listing response: observed_at when the market has no `updated_time`. */
  receivedAtMs: number;
  stage: string;
  /**
   * A top of book read from `GET /markets/{ticker}/orderbook`. It replaces the record's prices, and its
   * receive time becomes observed_at (the book carries no clock of its own, and is newer than the record).
   */
  book?: { top: KalshiTopOfBook; receivedAtMs: number };
}

export function normalizeKalshiMarket(raw: unknown, context: KalshiNormalizeContext): Normalized<LakeRow> {
  const { stage, book } = context;
  const record = { parse: parseKalshiMarket, idKey: "ticker", id: (m: KalshiMarket) => m.ticker, stage };
  return normalizeRecord(raw, record, (market, take) => {
    const prices = readMarketPrices(market, take);
    const top = book?.top ?? topOfBookFromMarket(prices);
    const bid = quotedSide(top.yesBid);
    const ask = quotedSide(top.yesAsk);
    if (bid !== null && ask !== null && bid > ask) take(stepFailure("crossed_book", "yes_bid_dollars"));
    const last = tradedPrice(prices.last);
    // Mid of a two-sided book, else the last trade; a one-sided quote alone is not a price.
    const { indicative, source } = indicativePrice(bid, ask, [{ source: "last", price: last }]);

    const updated = take(readInstant(market.updated_time, "updated_time"));
    const venueClock = book === undefined ? updated : null;
    const collectorMs = book?.receivedAtMs ?? context.receivedAtMs;
    const closeTime = take(readInstant(market.close_time, "close_time"));
    const volume = take(readAmount(market.volume_fp, "volume_fp"));
    // Not on the tape, but a bad 24-hour volume means a bad record, like any other bad field.
    take(readAmount(market.volume_24h_fp, "volume_24h_fp"));
    const openInterest = take(readAmount(market.open_interest_fp, "open_interest_fp"));

    return lakeRow({
      venue: "kalshi",
      market_id: market.ticker,
      event_id: market.event_ticker,
      outcome: "yes",
      token_id: null,
      title: market.title,
      status: kalshiStatus(market.status),
      bid,
      ask,
      last,
      indicative,
      indicative_source: source,
      size_unit: "contracts",
      volume,
      open_interest: openInterest,
      observed_at: venueClock ?? new Date(collectorMs).toISOString(),
      observed_at_source: venueClock === null ? "collector" : "venue",
      close_time: closeTime,
    });
  });
}

interface MarketPrices {
  yesBid: Scaled | null;
  yesAsk: Scaled | null;
  noBid: Scaled | null;
  last: Scaled | null;
}

/** Every price field is range-checked, used or not: one out-of-range price means the record is bad. */
function readMarketPrices(market: KalshiMarket, take: Take): MarketPrices {
  take(readProbability(market.no_ask_dollars, "no_ask_dollars"));
  take(readProbability(market.previous_price_dollars, "previous_price_dollars"));
  return {
    yesBid: take(readProbability(market.yes_bid_dollars, "yes_bid_dollars")),
    yesAsk: take(readProbability(market.yes_ask_dollars, "yes_ask_dollars")),
    noBid: take(readProbability(market.no_bid_dollars, "no_bid_dollars")),
    last: take(readProbability(market.last_price_dollars, "last_price_dollars")),
  };
}

/** The market record's YES ask, or 1 − the best NO bid when the record carries only the NO side. */
function topOfBookFromMarket(prices: MarketPrices): KalshiTopOfBook {
  const derivedAsk =
    prices.noBid !== null && quotedSide(prices.noBid) !== null ? complement(prices.noBid) : null;
  return { yesBid: prices.yesBid, yesAsk: prices.yesAsk ?? derivedAsk };
}
