/**
 * Quote selection: which single price in [0, 1] stands for one contract at a given clock.
 *
 * Order of preference:
 * 1. the mid of a tight two-sided book (both sides present, bid ≤ ask, ask − bid ≤ maxSpread);
 * 2. otherwise the last trade price;
 * 3. otherwise the indicative price (venues that publish one price per outcome and no book).
 * An observation older than `staleAfterSeconds` (strictly older; exactly at the cut-off is still fresh)
 * yields no price at all, whatever it holds. A crossed book (bid > ask) is never used as a mid.
 */
import { decimalFromNumber, toNumber } from "../decimal.ts";
import { epochMillis, isProbability } from "./numeric.ts";

export interface ContractQuote {
  bid: number | null;
  ask: number | null;
  last: number | null;
  /** A venue's single published price for the outcome (e.g. Polymarket's outcomePrices). */
  indicative: number | null;
  /** RFC 3339 clock of the source observation. */
  observedAt: string;
  /** The adapter saw resting orders on both sides of the book. */
  twoSidedBook: boolean;
}

export interface QuoteSelectionOptions {
  /** Widest ask − bid (probability units, e.g. 0.10) whose mid is trusted. */
  maxSpread: number;
  /** Observations strictly older than this many seconds yield no price. */
  staleAfterSeconds: number;
  /** The calculation clock. */
  now: Date | string;
}

export type PriceSource = "mid" | "last" | "indicative";

/** Why a better source was skipped, or why there is no price. */
export type QuoteIssue =
  | "invalid_observed_at"
  | "invalid_clock"
  | "stale_observation"
  | "observed_in_future"
  | "no_two_sided_book"
  | "crossed_book"
  | "spread_too_wide"
  | "invalid_bid"
  | "invalid_ask"
  | "invalid_last"
  | "invalid_indicative"
  | "no_price";

export interface SelectedPrice {
  /** Probability in [0, 1], or null when no source qualifies. */
  price: number | null;
  source: PriceSource | null;
  /**
   * Present when the mid was not used. With a price: the first issue met (why the mid was skipped).
   * Without: the most specific issue (stale, invalid value, crossed book, wide spread), else `no_price`.
   */
  reason?: QuoteIssue;
  /** Every issue met on the way down the preference order, in order. */
  issues?: QuoteIssue[];
}

/**
 * Picks the price for one contract. Pure: the clock is `options.now`. An observation is also refused
 * when it claims to be from further in the future than the staleness window (a broken clock, not skew).
 * Throws RangeError for nonsensical options (a configuration error, not data).
 */
export function selectQuotePrice(quote: ContractQuote, options: QuoteSelectionOptions): SelectedPrice {
  assertOptions(options);
  const nowMs = epochMillis(options.now);
  if (nowMs === null) return noPrice(["invalid_clock"]);
  const observedMs = epochMillis(quote.observedAt);
  if (observedMs === null) return noPrice(["invalid_observed_at"]);
  const ageMs = nowMs - observedMs;
  const windowMs = options.staleAfterSeconds * 1000;
  if (ageMs > windowMs) return noPrice(["stale_observation"]);
  if (-ageMs > windowMs) return noPrice(["observed_in_future"]);

  const issues: QuoteIssue[] = [];
  const mid = tightMid(quote, options.maxSpread, issues);
  if (mid !== null) return { price: mid, source: "mid" };

  for (const [source, value, invalid] of [
    ["last", quote.last, "invalid_last"],
    ["indicative", quote.indicative, "invalid_indicative"],
  ] as const) {
    if (value === null) continue;
    if (!isProbability(value)) {
      issues.push(invalid);
      continue;
    }
    return withIssues({ price: value, source }, issues);
  }
  issues.push("no_price");
  return noPrice(issues);
}

/** The mid of a tight, uncrossed two-sided book, or null (recording why). */
function tightMid(quote: ContractQuote, maxSpread: number, issues: QuoteIssue[]): number | null {
  const { bid, ask } = quote;
  if (bid !== null && !isProbability(bid)) issues.push("invalid_bid");
  if (ask !== null && !isProbability(ask)) issues.push("invalid_ask");
  if (issues.length > 0) return null;
  if (!quote.twoSidedBook || bid === null || ask === null) {
    issues.push("no_two_sided_book");
    return null;
  }
  if (bid > ask) {
    issues.push("crossed_book");
    return null;
  }
  // Exact decimals: in floats 0.55 − 0.45 = 0.10000000000000003 would fail a 0.10 limit.
  const bidScaled = decimalFromNumber(bid);
  const askScaled = decimalFromNumber(ask);
  const limitScaled = decimalFromNumber(maxSpread);
  if (bidScaled === null || askScaled === null || limitScaled === null) return null;
  if (askScaled - bidScaled > limitScaled) {
    issues.push("spread_too_wide");
    return null;
  }
  return toNumber(bidScaled + askScaled) / 2;
}

function withIssues(selected: SelectedPrice, issues: QuoteIssue[]): SelectedPrice {
  const [first] = issues;
  return first === undefined ? selected : { ...selected, reason: first, issues };
}

function noPrice(issues: QuoteIssue[]): SelectedPrice {
  // The headline is the most specific issue: a missing book or the end of the list says less than an
  // invalid value, a crossed book or a wide spread.
  const specific = issues.find((issue) => issue !== "no_two_sided_book" && issue !== "no_price");
  return { price: null, source: null, reason: specific ?? "no_price", issues };
}

function assertOptions(options: QuoteSelectionOptions): void {
  if (!Number.isFinite(options.maxSpread) || options.maxSpread < 0 || options.maxSpread > 1) {
    throw new RangeError("maxSpread must be a number in [0, 1]");
  }
  if (!Number.isFinite(options.staleAfterSeconds) || options.staleAfterSeconds < 0) {
    throw new RangeError("staleAfterSeconds must be a non-negative number");
  }
}
