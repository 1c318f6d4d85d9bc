/**
 * A venue's trade print as pix reads it from the venue's REST trade listing: the row the lake's trade
 * tape stores (src/lake/trades.ts re-exports it), one shape for every venue.
 */
import type { z } from "zod";
import { formatTrimmed, parseDecimal } from "../../domain/decimal.ts";
import type { VenueFailure } from "./quote.ts";

export interface TradeRow {
  /** The venue's id of the trade (Kalshi `trade_id`; Polymarket: see polymarket-trades.ts). */
  trade_id: string;
  /** Kalshi: the ticker. Polymarket: the market's condition id (Gamma `conditionId`). */
  market_id: string;
  /** The outcome token traded (Polymarket `asset`); null on venues without outcome tokens. */
  token_id: string | null;
  /** Kalshi: null (its price is the YES price). Polymarket: the traded outcome's label. */
  outcome: string | null;
  /** Exact decimal string: Kalshi's YES price, Polymarket's price of the outcome traded. */
  price: string;
  /** Contracts (Kalshi) or shares (Polymarket), exact decimal string. */
  size: string;
  /** Kalshi: `yes` / `no`; Polymarket: `buy` / `sell` (of the outcome token, by the taker). */
  taker_side: string;
  /** When the venue says the trade happened, RFC 3339 UTC. */
  venue_time: string;
  /** When pix read the page that carried it, RFC 3339 UTC to the millisecond. */
  received_at: string;
}

/** A minute's prints from a venue: every print read, and why the read is short when it is. */
export interface TradeListing {
  trades: TradeRow[];
  /** Empty when every page of the window was read. */
  failures: VenueFailure[];
}

/** A window of venue time, [fromMs, toMs). */
export interface TradeWindow {
  fromMs: number;
  toMs: number;
}

/** Whether a venue time (ms) falls in the window. */
export function inWindow(timeMs: number, window: TradeWindow): boolean {
  return timeMs >= window.fromMs && timeMs < window.toMs;
}

/** Exact decimal text of a venue's decimal string or number; null when it is not a plain decimal ≥ 0. */
export function tradeDecimal(value: string | number): string | null {
  // A number is read from its shortest text, so one with more than SCALE decimals is refused, not rounded.
  const scaled = parseDecimal(typeof value === "number" ? String(value) : value);
  if (scaled === null || scaled < 0n) return null;
  return formatTrimmed(scaled, 0);
}

/** RFC 3339 UTC of a venue's time, or null when it is not a time. */
export function tradeInstant(ms: number): string | null {
  return Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : null;
}

/**
 * A print's checked values: price in [0, 1] and size above 0 as exact decimals, the venue time as
 * RFC 3339 UTC; or the failure naming the first that is not (`raw*` null: the venue gave none).
 */
export function printValues(
  stage: string,
  marketId: string,
  raw: { price: string | number | null; size: string | number | null; timeMs: number },
): { price: string; size: string; venue_time: string } | VenueFailure {
  const fail = (reason: string): VenueFailure => ({ reason, stage, market_id: marketId });
  const price = raw.price === null ? null : tradeDecimal(raw.price);
  if (price === null || Number(price) > 1) return fail("invalid_price");
  const size = raw.size === null ? null : tradeDecimal(raw.size);
  if (size === null || Number(size) <= 0) return fail("invalid_size");
  const venueTime = tradeInstant(raw.timeMs);
  if (venueTime === null) return fail("invalid_time");
  return { price, size, venue_time: venueTime };
}

/** One print checked against its venue's schema, or the `invalid_trade` failure naming the broken path. */
export function parsePrint<T>(
  schema: z.ZodType<T>,
  stage: string,
  raw: unknown,
): { ok: true; value: T } | { ok: false; failure: VenueFailure } {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    failure: { reason: "invalid_trade", stage, detail: parsed.error.issues[0]?.path.join(".") },
  };
}

/**
 * What a trade listing's pager reports to (src/venues/shared/cursor-pages.ts, offset-pages.ts): every
 * request may start (the listing's own page bound stops it), a failed request is named by its reason and
 * stage only, and the failures come out in the order they happened.
 */
export class TradeLedger {
  readonly failures: VenueFailure[] = [];

  mayRequest(_stage: string): boolean {
    return true;
  }

  requestDone(stage: string, result: { ok: true } | { ok: false; reason: string }): void {
    if (!result.ok) this.failures.push({ reason: result.reason, stage });
  }

  record(failure: VenueFailure): void {
    this.failures.push(failure);
  }
}
