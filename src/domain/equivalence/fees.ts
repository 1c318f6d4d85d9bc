/**
 * The venues' published taker fee schedules, as data, and the fee of a book walk's fills. Exact: every
 * amount is a scaled decimal (`src/domain/decimal.ts`), every rounding the venue's own.
 */
import { parseDecimal, type Scaled } from "../decimal.ts";

const UNIT = 1_000_000n;

/** One fill of a book walk: contracts at a price (both exact, scaled). */
export interface Fill {
  price: Scaled;
  contracts: Scaled;
}

/**
 * Kalshi. Source: Kalshi's published fee schedule (taker fee = roundup(0.07 × C × P × (1 − P)), maker
 * fee 0.0175 on the series that charge makers) and its API documentation's "Fee Rounding" page (a
 * fill's trade fee is rounded up to $0.0001; the fees of an order's fills converge to what one
 * equivalent fill would cost, rounded to the cent for members who are not direct members). A series'
 * own rate reaches pix as its `fee_multiplier` (the series object of `GET /series/{ticker}`), applied to
 * the rate; `fee_type` says which formula holds.
 */
export const KALSHI_FEE_SCHEDULE = {
  taker_rate: "0.07",
  maker_rate: "0.0175",
  /** Fee types whose taker fee is the quadratic formula. */
  quadratic_fee_types: ["quadratic", "quadratic_with_maker_fees"],
  /** The order's fee is rounded up to this many decimal places of a dollar (the cent). */
  order_rounding_places: 2,
} as const;

/**
 * Polymarket. Source: Polymarket's documentation, "Trading → Fees": fee = C × feeRate × p × (1 − p),
 * charged to takers only, at match time, on markets with fees enabled (`feesEnabled`), at a rate by the
 * market's category; fees are rounded to 5 decimal places (0.00001 USDC is the smallest fee). On buys
 * the fee is taken in shares, on sells in USDC; pix counts both at their USDC value at the fill price.
 */
export const POLYMARKET_FEE_SCHEDULE = {
  rounding_places: 5,
  /** Taker fee rate by market category. */
  taker_rates: {
    crypto: "0.07",
    sports: "0.03",
    finance: "0.04",
    politics: "0.04",
    economics: "0.05",
    culture: "0.05",
    weather: "0.05",
    mentions: "0.04",
    tech: "0.04",
    other: "0.05",
    geopolitics: "0",
  },
} as const;

export type PolymarketCategory = keyof typeof POLYMARKET_FEE_SCHEDULE.taker_rates;

/** Polymarket's own names of its categories that the schedule lists under another key. */
const POLYMARKET_CATEGORY_ALIASES: Readonly<Record<string, PolymarketCategory>> = { general: "other" };

/**
 * The schedule's category of a market's category text (any case, spaces and hyphens alike, "General"
 * being "other"); null for a text the schedule does not list, which is never guessed into one.
 */
export function polymarketCategory(text: string | null | undefined): PolymarketCategory | null {
  if (typeof text !== "string") return null;
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  if (Object.hasOwn(POLYMARKET_FEE_SCHEDULE.taker_rates, key)) return key as PolymarketCategory;
  return Object.hasOwn(POLYMARKET_CATEGORY_ALIASES, key) ? (POLYMARKET_CATEGORY_ALIASES[key] ?? null) : null;
}

/**
 * How a leg is charged: a Kalshi series' fee type and multiplier (exact decimal text), or whether a
 * Polymarket market charges fees and the schedule's category of it (null when its category text is not
 * one the schedule lists: its fee is then unknown, unless the market charges none).
 */
export type FeeTerms =
  | { venue: "kalshi"; fee_type: string; fee_multiplier: string }
  | { venue: "polymarket"; category: PolymarketCategory | null; fees_enabled: boolean };

/** ⌈n ÷ d⌉ for a non-negative n and a positive d. */
function ceilDiv(n: bigint, d: bigint): bigint {
  return (n + d - 1n) / d;
}

/** n ÷ d rounded half up, for a non-negative n and a positive d. */
function roundDiv(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** rate × C × p × (1 − p), exact: in units of 10^-24 of a dollar for a scaled rate (four scaled factors). */
function quadratic(rate: Scaled, fill: Fill): bigint {
  return rate * fill.contracts * fill.price * (UNIT - fill.price);
}

/** One unit of 10^-places of a dollar, in units of 10^-24. */
const placeUnit = (places: number) => 10n ** BigInt(24 - places);

/**
 * The taker fee of a walk's fills, in scaled dollars, or the reason it cannot be computed: Kalshi's
 * exact sum rounded up to the cent; Polymarket's fee per fill rounded half up to 5 places, summed.
 */
export function takerFee(
  terms: FeeTerms,
  fills: readonly Fill[],
): { ok: true; fee: Scaled } | { ok: false; reason: "fee_schedule_unknown" } {
  if (terms.venue === "kalshi") {
    const quadraticType = (KALSHI_FEE_SCHEDULE.quadratic_fee_types as readonly string[]).includes(
      terms.fee_type,
    );
    const multiplier = parseDecimal(terms.fee_multiplier);
    const base = parseDecimal(KALSHI_FEE_SCHEDULE.taker_rate);
    if (!quadraticType || multiplier === null || multiplier < 0n || base === null) {
      return { ok: false, reason: "fee_schedule_unknown" };
    }
    // The rate times the multiplier is exact in units of 10^-12; the sum then in units of 10^-30.
    const rate = base * multiplier;
    const exact = fills.reduce((sum, fill) => sum + quadratic(rate, fill), 0n);
    const cents = ceilDiv(exact, placeUnit(KALSHI_FEE_SCHEDULE.order_rounding_places) * UNIT);
    return { ok: true, fee: cents * 10n ** BigInt(6 - KALSHI_FEE_SCHEDULE.order_rounding_places) };
  }
  if (!terms.fees_enabled) return { ok: true, fee: 0n };
  if (terms.category === null) return { ok: false, reason: "fee_schedule_unknown" };
  const rate = parseDecimal(POLYMARKET_FEE_SCHEDULE.taker_rates[terms.category]);
  if (rate === null) return { ok: false, reason: "fee_schedule_unknown" };
  const places = POLYMARKET_FEE_SCHEDULE.rounding_places;
  const fee = fills.reduce((sum, fill) => sum + roundDiv(quadratic(rate, fill), placeUnit(places)), 0n);
  return { ok: true, fee: fee * 10n ** BigInt(6 - places) };
}
