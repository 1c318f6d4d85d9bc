/**
 * The lake row builder: a venue adapter's exact values → one tape row (the row: src/venues/shared/row.ts). The
 * adapters build nothing else, the lake API serves these rows unchanged, and index values are computed
 * from them, so every committed round can be recomputed from the tape alone. This module owns the
 * row's member order (the tape's bytes), its decimal formatting, mid and spread, and the USD basis.
 */
import { multiply, type Scaled } from "../../domain/decimal.ts";
import {
  formatTrimmed,
  indicativePrice,
  midpoint,
  parseVenueDecimal,
  quotedSide,
  tradedPrice,
} from "./quote-values.ts";
import type { IndicativeSource, LakeRow, ObservedAtSource, QuoteStatus, VenueId } from "./row.ts";

/** One market outcome as an adapter read it: prices as exact scaled decimals, `null` where unquoted. */
export interface RowValues {
  venue: VenueId;
  /** Kalshi market ticker; Polymarket Gamma market id. With `outcome`, identifies the row. */
  market_id: string;
  event_id: string | null;
  /** `yes` / `no` for binary outcomes (any casing at the venue), else the venue's outcome label. */
  outcome: string;
  token_id: string | null;
  title: string;
  status: QuoteStatus;
  /** Book sides strictly inside (0, 1), else null. */
  bid: Scaled | null;
  ask: Scaled | null;
  last: Scaled | null;
  indicative: Scaled | null;
  indicative_source: IndicativeSource | null;
  /**
   * How the venue reports size: `usd` (dollars) or `contracts` (counts, priced here at the indicative
   * price, exactly; unpriced when there is none).
   */
  size_unit: "usd" | "contracts";
  volume: Scaled | null;
  open_interest: Scaled | null;
  observed_at: string;
  observed_at_source: ObservedAtSource;
  close_time: string | null;
}

/** Probabilities and spreads print with at least 4 places, like Kalshi's dollar strings ("0.4350"). */
const price = (value: Scaled | null): string | null => (value === null ? null : formatTrimmed(value, 4));
/** Venue amounts (dollars, contract counts) print with at least 2 places. */
const amount = (value: Scaled | null): string | null => (value === null ? null : formatTrimmed(value, 2));

export function lakeRow(v: RowValues): LakeRow {
  const { bid, ask, indicative } = v;
  const indicativeText = price(indicative);
  const sized = v.volume !== null || v.open_interest !== null;
  const byContracts = v.size_unit === "contracts";
  // Member order is the tape's byte order, the schema's order for every venue, with mid and spread only
  // when two-sided: one literal grown in that order (the row tests check every member, in order).
  const row = {
    venue: v.venue,
    market_id: v.market_id,
    event_id: v.event_id,
    outcome: v.outcome,
    token_id: v.token_id,
    title: v.title,
    status: v.status,
    bid: price(bid),
    ask: price(ask),
    last: price(v.last),
    indicative: indicativeText,
    indicative_source: v.indicative_source,
  } as LakeRow;
  addBook(row, bid, ask, indicative, indicativeText);
  row.volume_usd = byContracts ? contractsUsd(v.volume, indicative) : amount(v.volume);
  row.open_interest_usd = byContracts ? contractsUsd(v.open_interest, indicative) : amount(v.open_interest);
  row.usd_basis = sized ? (byContracts ? "contracts_x_price" : "usd") : null;
  row.native =
    sized && byContracts
      ? { volume_contracts: amount(v.volume), open_interest_contracts: amount(v.open_interest) }
      : null;
  row.observed_at = v.observed_at;
  row.observed_at_source = v.observed_at_source;
  row.close_time = v.close_time;
  return row;
}

/** `mid` and `spread` when both sides are quoted, then `two_sided_book`: the members after the prices. */
function addBook(
  row: LakeRow,
  bid: Scaled | null,
  ask: Scaled | null,
  indicative: Scaled | null,
  indicativeText: string | null,
): void {
  if (bid !== null && ask !== null) {
    const mid = midpoint(bid, ask);
    row.mid = mid === indicative ? (indicativeText as string) : formatTrimmed(mid, 4);
    row.spread = formatTrimmed(ask - bid, 4);
  }
  row.two_sided_book = bid !== null && ask !== null;
}

/**
 * A market's live top of book, as a venue feed keeps it: best bid and ask in the YES outcome's terms
 * (a Kalshi NO bid is already a YES ask), the last trade it saw, exact decimal strings; null where a
 * side is empty or no trade was seen.
 */
export interface LiveTop {
  bid: string | null;
  ask: string | null;
  last: string | null;
  /** The venue's time of the change, else pix's receive time (`observed_at_source` says which). */
  observed_at: string;
  observed_at_source: ObservedAtSource;
}

/**
 * A minute row with its quote replaced by a live top of book, under the row builder's own rules: a side
 * is quoted only strictly inside (0, 1), mid and spread only on a two-sided book, the indicative price
 * is the mid, else the venue's displayed price the minute row carried, else the last trade. Without a
 * live trade the minute's last trade stands. Every other member (volume, status, title) is the minute's.
 * Used for indicative live values only: such a row is never taped.
 */
export function withLiveTop(row: LakeRow, top: LiveTop): LakeRow {
  const read = (text: string | null) => (text === null ? null : parseVenueDecimal(text));
  const bid = quotedSide(read(top.bid));
  const ask = quotedSide(read(top.ask));
  const last = top.last === null ? read(row.last) : tradedPrice(read(top.last));
  const venuePrice =
    row.indicative_source === "venue_price"
      ? [{ source: "venue_price" as const, price: read(row.indicative) }]
      : [];
  const { indicative, source } = indicativePrice(bid, ask, [...venuePrice, { source: "last", price: last }]);
  const indicativeText = price(indicative);
  const { venue, market_id, event_id, outcome, token_id, title, status } = row;
  const live = {
    venue,
    market_id,
    event_id,
    outcome,
    token_id,
    title,
    status,
    bid: price(bid),
    ask: price(ask),
    last: price(last),
    indicative: indicativeText,
    indicative_source: source,
  } as LakeRow;
  addBook(live, bid, ask, indicative, indicativeText);
  live.volume_usd = row.volume_usd;
  live.open_interest_usd = row.open_interest_usd;
  live.usd_basis = row.usd_basis;
  live.native = row.native;
  live.observed_at = top.observed_at;
  live.observed_at_source = top.observed_at_source;
  live.close_time = row.close_time;
  return live;
}

/**
 * A live top's mid under the row's rules (each side quoted only strictly inside (0, 1), a mid only on a
 * two-sided book), the value `withLiveTop` writes as the row's `mid`; null on a one-sided top.
 */
export function liveTopMid(top: Pick<LiveTop, "bid" | "ask">): string | null {
  const read = (text: string | null) => (text === null ? null : parseVenueDecimal(text));
  const bid = quotedSide(read(top.bid));
  const ask = quotedSide(read(top.ask));
  return bid === null || ask === null ? null : formatTrimmed(midpoint(bid, ask), 4);
}

/** USD of a contract count at the quote's price, exactly; null when there is no count or no price. */
function contractsUsd(contracts: Scaled | null, at: Scaled | null): string | null {
  return contracts === null || at === null ? null : formatTrimmed(multiply(contracts, at), 4);
}
