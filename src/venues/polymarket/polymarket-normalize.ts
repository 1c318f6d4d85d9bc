import type { Scaled } from "../../domain/decimal.ts";
import {
  idOf,
  type Normalized,
  normalizeRecord,
  normalizeWith,
  stepFailure,
} from "../shared/normalize-result.ts";
import {
  indicativePrice,
  readAmount,
  readAmountNumber,
  readInstant,
  readProbability,
  readProbabilityNumber,
  tradedPrice,
} from "../shared/quote-values.ts";
import type { LakeRow, QuoteStatus } from "../shared/row.ts";
import { lakeRow } from "../shared/row-builder.ts";
import type { ClobTop } from "./clob-book.ts";
import { type GammaMarket, parseGammaMarket } from "./polymarket-schema.ts";

/**
 * Polymarket markets in two steps: a Gamma market is read once into a view (metadata, one entry per
 * outcome), then each outcome becomes a lake row, priced from its CLOB book when one was fetched.
 */

export interface GammaOutcome {
  /** `yes` / `no` for binary labels in any casing, else the venue's label. */
  label: string;
  tokenId: string | null;
  /** Polymarket's displayed price for this outcome (`outcomePrices`). */
  venuePrice: Scaled | null;
}

export interface GammaMarketView {
  id: string;
  eventId: string | null;
  title: string;
  status: QuoteStatus;
  closeTime: string | null;
  volumeUsd: Scaled | null;
  /** Gamma's `lastTradePrice` belongs to the first outcome's token only. */
  firstOutcomeLast: Scaled | null;
  /** Open, order-book market: its tokens have CLOB books worth fetching. */
  hasLiveBooks: boolean;
  outcomes: GammaOutcome[];
}

export function readGammaMarket(raw: unknown, stage: string): Normalized<GammaMarketView> {
  const record = { parse: parseGammaMarket, idKey: "id", id: (m: GammaMarket) => m.id, stage };
  return normalizeRecord(raw, record, (market, take) => {
    const labels = market.outcomes;
    const prices = market.outcomePrices ?? null;
    const tokens = market.clobTokenIds ?? null;
    if (labels.length === 0) take(stepFailure("outcome_arrays_mismatch", "outcomes"));
    if (prices !== null && prices.length !== labels.length) {
      take(stepFailure("outcome_arrays_mismatch", "outcomePrices"));
    }
    if (tokens !== null && tokens.length !== labels.length) {
      take(stepFailure("outcome_arrays_mismatch", "clobTokenIds"));
    }
    const outcomes = labels.map((label, i): GammaOutcome => {
      if (label.trim() === "") take(stepFailure("invalid_outcome", "outcomes"));
      return {
        label: outcomeLabel(label),
        tokenId: tokens?.[i] || null,
        venuePrice: take(readProbability(prices?.[i], "outcomePrices")),
      };
    });
    take(readProbabilityNumber(market.bestBid, "bestBid"));
    take(readProbabilityNumber(market.bestAsk, "bestAsk"));
    const volumeText = take(readAmount(market.volume, "volume"));
    const volumeNumber = take(readAmountNumber(market.volumeNum, "volumeNum"));
    const closeTime = take(readInstant(market.endDate, "endDate"));
    // Not on the tape, but a bad 24-hour volume means a bad record, like any other bad field.
    take(readAmountNumber(market.volume24hr, "volume24hr"));
    return {
      id: market.id,
      eventId: firstEventId(market.events),
      title: market.question,
      status: gammaStatus(market.active, market.closed),
      closeTime,
      volumeUsd: volumeText ?? volumeNumber,
      firstOutcomeLast: tradedPrice(take(readProbabilityNumber(market.lastTradePrice, "lastTradePrice"))),
      hasLiveBooks: market.active && !market.closed && market.enableOrderBook !== false && tokens !== null,
      outcomes,
    };
  });
}

/**
 * One outcome's lake row. With a book: bid/ask from its top, mid when two-sided. Without one (closed
 * market, book missing or not fetched): no sides, and Polymarket's displayed price as the indication.
 */
export function polymarketQuote(
  market: GammaMarketView,
  outcomeIndex: number,
  book: ClobTop | null,
  receivedAtMs: number,
  stage: string,
): Normalized<LakeRow> {
  return normalizeWith(market.id, stage, (take) => {
    const outcome = market.outcomes[outcomeIndex];
    if (outcome === undefined) return take(stepFailure("outcome_arrays_mismatch", "outcomes"));
    const bid = book?.bid ?? null;
    const ask = book?.ask ?? null;
    if (bid !== null && ask !== null && bid > ask) take(stepFailure("crossed_book", "bids"));
    const last = book?.last ?? (outcomeIndex === 0 ? market.firstOutcomeLast : null);
    // Without a two-sided book, Polymarket's own displayed price before the last trade.
    const { indicative, source } = indicativePrice(bid, ask, [
      { source: "venue_price", price: outcome.venuePrice },
      { source: "last", price: last },
    ]);
    return lakeRow({
      venue: "polymarket",
      market_id: market.id,
      event_id: market.eventId,
      outcome: outcome.label,
      token_id: outcome.tokenId,
      title: market.title,
      status: market.status,
      bid,
      ask,
      last,
      indicative,
      indicative_source: source,
      // Gamma reports dollars for the whole market; open interest is not in the Gamma market record.
      size_unit: "usd",
      volume: market.volumeUsd,
      open_interest: null,
      observed_at: book?.observedAt ?? new Date(receivedAtMs).toISOString(),
      observed_at_source: book?.observedAt ? "venue" : "collector",
      close_time: market.closeTime,
    });
  });
}

function outcomeLabel(label: string): string {
  const trimmed = label.trim();
  const lower = trimmed.toLowerCase();
  return lower === "yes" || lower === "no" ? lower : trimmed;
}

function gammaStatus(active: boolean, closed: boolean): QuoteStatus {
  if (closed) return "closed";
  return active ? "open" : "paused";
}

function firstEventId(events: unknown[] | null | undefined): string | null {
  const first = events?.[0];
  if (first === undefined) return null;
  if (typeof first === "object" && first !== null && typeof (first as { id?: unknown }).id === "number") {
    return String((first as { id: number }).id);
  }
  return idOf(first, "id") ?? null;
}
