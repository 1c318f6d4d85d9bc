import {
  midpoint,
  ONE,
  readShortDecimal,
  readShortUnits,
  SCALE,
  type Scaled,
  ZERO,
} from "../../domain/decimal.ts";
import type { IndicativeSource } from "./row.ts";

/** Owned by the exact decimals (`src/domain/decimal.ts`); re-exported for the venue adapters. */
export { formatTrimmed, midpoint } from "../../domain/decimal.ts";

/**
 * Pure helpers that turn venue fields into quote values. A field either reads cleanly, is absent
 * (null), or fails with a fixed reason code naming the field; a failure skips the market, it never
 * becomes a price.
 */

export type FieldResult<T> = { ok: true; value: T } | { ok: false; reason: string; field: string };

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = <T>(reason: string, field: string): FieldResult<T> => ({ ok: false, reason, field });

const PLAIN_DECIMAL = /^([+-])?(\d{1,18})(?:\.(\d{1,40}))?$/;

/**
 * Parses a plain decimal string, rounding half away from zero beyond SCALE fraction digits. Kalshi's
 * strings have at most 4 decimals and so stay exact; Polymarket's float-born strings ("0.505000001")
 * are rounded once, here, instead of drifting through float arithmetic later.
 */
export function parseVenueDecimal(text: string): Scaled | null {
  const short = readShortDecimal(text, VENUE_FRACTION_DIGITS, "round");
  if (short !== undefined) return short;
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = "0", fraction = ""] = match;
  const kept = fraction.slice(0, SCALE).padEnd(SCALE, "0");
  const roundUp = (fraction[SCALE] ?? "0") >= "5";
  const magnitude = BigInt(whole) * ONE + BigInt(kept) + (roundUp ? 1n : 0n);
  return sign === "-" ? -magnitude : magnitude;
}

/** An exact decimal from a finite JSON number (Polymarket's `volumeNum`, `lastTradePrice`). */
export function decimalFromJsonNumber(value: number): Scaled | null {
  if (!Number.isFinite(value)) return null;
  // toPrecision(15) drops binary noise (0.1 + 0.2) before the decimal is read; then round to SCALE.
  return parseVenueDecimal(Number(value.toPrecision(15)).toFixed(SCALE + 2));
}

/** A probability in [0, 1]. Absent (null, undefined, "") reads as null. */
export function readProbability(text: string | null | undefined, field: string): FieldResult<Scaled | null> {
  if (text === null || text === undefined || text.trim() === "") return ok(null);
  const value = parseVenueDecimal(text);
  if (value === null) return fail("invalid_price", field);
  if (value < ZERO || value > ONE) return fail("price_out_of_range", field);
  return ok(value);
}

export function readProbabilityNumber(
  value: number | null | undefined,
  field: string,
): FieldResult<Scaled | null> {
  if (value === null || value === undefined) return ok(null);
  const scaled = decimalFromJsonNumber(value);
  if (scaled === null) return fail("invalid_price", field);
  if (scaled < ZERO || scaled > ONE) return fail("price_out_of_range", field);
  return ok(scaled);
}

/** Venue strings allow up to 40 fraction digits (rounded at SCALE). */
const VENUE_FRACTION_DIGITS = 40;
const UNITS_PER_ONE = Number(ONE);

/**
 * readProbability as a plain number of 10^-SCALE units (exact: a probability is at most 10^6), for
 * loops over many values that only compare them; the same nulls and failures.
 */
export function readProbabilityUnits(
  text: string | null | undefined,
  field: string,
): FieldResult<number | null> {
  if (typeof text === "string") {
    const units = readShortUnits(text, VENUE_FRACTION_DIGITS, "round");
    if (typeof units === "number") {
      return units < 0 || units > UNITS_PER_ONE ? fail("price_out_of_range", field) : ok(units);
    }
  }
  const read = readProbability(text, field);
  return read.ok ? ok(read.value === null ? null : Number(read.value)) : read;
}

/**
 * readAmount's sign and size as a number of 10^-SCALE units, for checks that only need "positive":
 * exact below 2^53 units, and beyond that still of the right sign.
 */
export function readAmountUnits(text: string | null | undefined, field: string): FieldResult<number | null> {
  if (typeof text === "string") {
    const units = readShortUnits(text, VENUE_FRACTION_DIGITS, "round");
    if (typeof units === "number") return units < 0 ? fail("invalid_amount", field) : ok(units);
  }
  const read = readAmount(text, field);
  return read.ok ? ok(read.value === null ? null : Number(read.value)) : read;
}

/** A non-negative count or USD amount. Absent reads as null. */
export function readAmount(text: string | null | undefined, field: string): FieldResult<Scaled | null> {
  if (text === null || text === undefined || text.trim() === "") return ok(null);
  const value = parseVenueDecimal(text);
  if (value === null || value < ZERO) return fail("invalid_amount", field);
  return ok(value);
}

export function readAmountNumber(
  value: number | null | undefined,
  field: string,
): FieldResult<Scaled | null> {
  if (value === null || value === undefined) return ok(null);
  const scaled = decimalFromJsonNumber(value);
  if (scaled === null || scaled < ZERO) return fail("invalid_amount", field);
  return ok(scaled);
}

/**
 * A book side is quoted only strictly inside (0, 1): venues report "no bid" as 0 and "no ask" as 1
 * (Kalshi derives a YES ask of 1 from an empty NO side). Those become null, never a price of 0 or 1.
 */
export function quotedSide(price: Scaled | null): Scaled | null {
  return price !== null && price > ZERO && price < ONE ? price : null;
}

/** A last trade of 0 means "never traded" on both venues. */
export function tradedPrice(price: Scaled | null): Scaled | null {
  return price !== null && price > ZERO ? price : null;
}

/** The complement of a probability: Kalshi's YES ask is 1 − the best NO bid. */
export function complement(price: Scaled): Scaled {
  return ONE - price;
}

/**
 * The quote's indicative price: the mid of a two-sided book, else the first available fallback, in the
 * order the venue's adapter gives them.
 */
export function indicativePrice(
  bid: Scaled | null,
  ask: Scaled | null,
  fallbacks: { source: IndicativeSource; price: Scaled | null }[],
): { indicative: Scaled | null; source: IndicativeSource | null } {
  if (bid !== null && ask !== null) return { indicative: midpoint(bid, ask), source: "mid" };
  for (const fallback of fallbacks) {
    if (fallback.price !== null) return { indicative: fallback.price, source: fallback.source };
  }
  return { indicative: null, source: null };
}

const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/**
 * An ISO 8601 instant with an explicit offset, as RFC 3339 UTC. Absent (or before 1970, i.e. Go's zero
 * time) reads as null. Fractions beyond milliseconds (Go's nanoseconds) are truncated; Date.parse's
 * leniency is not trusted.
 */
export function readInstant(text: string | null | undefined, field: string): FieldResult<string | null> {
  if (text === null || text === undefined || text === "") return ok(null);
  const known = instantsRead.get(text);
  if (known !== undefined) return ok(known);
  const read = readInstantText(text, field);
  if (read.ok) remember(instantsRead, text, read.value);
  return read;
}

/**
 * Instants read before, by their text. A page repeats them (a response's clock on every book, a shared
 * close time, a listing's update minute), and a lookup is far cheaper than a regex and two Date
 * conversions. Bounded, and cleared when full: a memo, never a store.
 */
const instantsRead = new Map<string, string | null>();
const epochsRead = new Map<string, string>();
const MEMO_LIMIT = 4_096;

function remember<V>(memo: Map<string, V>, text: string, value: V): void {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(text, value);
}

function readInstantText(text: string, field: string): FieldResult<string | null> {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return fail("invalid_timestamp", field);
  const [, base = "", fraction = "", offset = ""] = match;
  const ms = Date.parse(`${base}${fraction.slice(0, 4)}${offset}`);
  if (Number.isNaN(ms)) return fail("invalid_timestamp", field);
  // Go's zero time ("0001-01-01T00:00:00Z") is how a Go backend says "never set".
  if (ms < 0) return ok(null);
  return ok(new Date(ms).toISOString());
}

// Epoch milliseconds between 2001 and 2286: seconds, or microseconds, sent by mistake land outside.
const EPOCH_MS = /^\d{13}$/;

/** An epoch-milliseconds string (Polymarket CLOB `timestamp`) as RFC 3339 UTC. */
export function readEpochMs(text: string | null | undefined, field: string): FieldResult<string | null> {
  if (text === null || text === undefined || text === "") return ok(null);
  const known = epochsRead.get(text);
  if (known !== undefined) return ok(known);
  if (!EPOCH_MS.test(text.trim())) return fail("invalid_timestamp", field);
  const instant = new Date(Number(text.trim())).toISOString();
  remember(epochsRead, text, instant);
  return ok(instant);
}
