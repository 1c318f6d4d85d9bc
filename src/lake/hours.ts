/**
 * The candles' hour summaries (keys: ./keys.ts), built from the tape once an hour is sealed. Pure.
 * - the hour object: NDJSON, one line per market (sorted by market id) holding, for each outcome the
 *   hour's rows name, its summary of the hour (src/domain/candles.ts `SpanSummary`: mid OHLC, minutes,
 *   last reported volume and open interest, trade OHLC, volume and count, the trades being those of the
 *   outcome's selection, `tradeSelection` in ./trades.ts), and whether any row of the market was in the
 *   hour's snapshots (a Kalshi market that only traded has a `yes` line of trades and `seen` false);
 * - its index: the book tape's fan-out index (./books.ts, source 0), so one market's line is three range
 *   reads whatever the venue's size; the index's custom metadata carries the hour's tape counts
 *   (`HourCounts`), so the candles' `meta` stays what the minutes would have said.
 * A Polymarket token's prints are joined to its outcome through the hour's rows of that token: prints of
 * a token none of the hour's rows carries are not in the hour object.
 */
import type { SpanSummary } from "../domain/candles.ts";

/** One outcome of a market line: its token (Polymarket) and its summary of the hour (no span members). */
export interface HourOutcome {
  outcome: string;
  token_id: string | null;
  summary: Omit<SpanSummary, "startMs" | "endMs">;
}

export interface HourLine {
  market_id: string;
  /** Whether a row of the market (any outcome) was in one of the hour's snapshots. */
  seen: boolean;
  outcomes: HourOutcome[];
}

/** What the hour's tape held, as the minutes' reads would count it. */
export interface HourCounts {
  /** Snapshots of the hour the day manifest lists, their stored NDJSON bytes and how many are incomplete. */
  snapshots: number;
  bytes: number;
  incomplete: number;
  /** The hour's trade minutes (60), those with a trades object, and those of them incomplete. */
  trade_minutes: number;
  trade_taped: number;
  trade_incomplete: number;
}

export const NO_COUNTS: HourCounts = {
  snapshots: 0,
  bytes: 0,
  incomplete: 0,
  trade_minutes: 0,
  trade_taped: 0,
  trade_incomplete: 0,
};

const COUNT_NAMES = Object.keys(NO_COUNTS) as (keyof HourCounts)[];

/** The counts as custom metadata (strings). */
export function countsMetadata(counts: HourCounts): Record<string, string> {
  return Object.fromEntries(COUNT_NAMES.map((name) => [name, String(counts[name])]));
}

/** The counts from an hour index's custom metadata; throws when one is missing. */
export function countsFromMetadata(meta: Record<string, string> | undefined, key: string): HourCounts {
  const counts = { ...NO_COUNTS };
  for (const name of COUNT_NAMES) {
    const value = Number(meta?.[name]);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`lake hour summaries ${key} lack ${name}`);
    counts[name] = value;
  }
  return counts;
}

export function addCounts(a: HourCounts, b: HourCounts): HourCounts {
  const sum = { ...a };
  for (const name of COUNT_NAMES) sum[name] += b[name];
  return sum;
}

export function decodeHourLine(text: string): HourLine {
  return JSON.parse(text) as HourLine;
}
