/**
 * The candles' read planning, beside the candles (the route parses, plans through here and shapes the
 * answer): below an hour every minute of the answer from the snapshots (`minuteAnswer`, bounded by the
 * answer's buckets, minutes and bytes); at `1h`, `4h` and `1d` each hour from its hour summaries once
 * built and the other hours from their minutes (`hourAnswer`); when the answer's part holds no row of the
 * market, the rest of the window looked through (`unseenPart`, `probeMarket`). The trades come from the
 * trade tape for the same minutes. Every R2 read fails closed: 503 service-unavailable with Retry-After.
 */
import {
  type Candle,
  candlesFromHours,
  computeCandles,
  type HourResolution,
  RESOLUTION_MINUTES,
  type Resolution,
  resolutionMs,
  type SpanSummary,
  summarizeSpan,
} from "../../domain/candles.ts";
import { HOUR_MS, MINUTE_MS } from "../../domain/clock.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { LAKE_SWEEP_MINUTE } from "../jobs/schedule.ts";
import { builtCounts, type HourRead, readHourLines } from "../store/lake-hours.ts";
import { readWindowTrades, type WindowTrades } from "../store/lake-trades.ts";
import { tradeSelection } from "../trades.ts";
import {
  CANDLE_HOURS_PER_ANSWER_MAX,
  CANDLE_MINUTES_PER_ANSWER_MAX,
  CANDLE_TAPE_BYTES_PER_ANSWER_MAX,
  CANDLES_PER_ANSWER_MAX,
} from "./limits.ts";
import { readMarketMinutes, type SkipMinute } from "./minutes.ts";
import { type MarketPresence, probeMarket } from "./probe.ts";

/** Every R2 read of the candles: a failure answers 503 service-unavailable with Retry-After (as the lake routes' `readLake`). */
const readLake = <T>(what: string, read: () => Promise<T>): Promise<T> => failClosed(read, { what });

/** Buckets of one answer at a resolution: the bucket cap, or as many as a day of minutes holds (at least one). */
export function candlesPerAnswer(resolution: Resolution): number {
  const byMinutes = Math.floor(CANDLE_MINUTES_PER_ANSWER_MAX / RESOLUTION_MINUTES[resolution]);
  return Math.max(1, Math.min(CANDLES_PER_ANSWER_MAX, byMinutes));
}

/** What the candles' trades are, from the trade tape's coverage of the answer (null: not read). */
export function tradeSource(tape: WindowTrades | null): "taped" | "partial" | "not_taped" {
  if (tape === null || tape.taped === 0) return "not_taped";
  return tape.taped === tape.minutes && tape.incomplete === 0 ? "taped" : "partial";
}

/** What one answer read and made, by either path. */
export interface AnswerParts {
  candles: Candle[];
  answerToMs: number;
  marketSeen: boolean;
  /** The outcomes the market's rows name in what was read (empty when it was not seen). */
  outcomes: string[];
  /** Stored tape bytes read minute by minute (hour summaries not counted). */
  readBytes: number;
  tape: { snapshots: number; bytes: number; incomplete_snapshots: number; hour_summaries: number };
  tradeTape: { minutes: number; taped: number; incomplete: number };
  source: ReturnType<typeof tradeSource>;
  /** The first bucket's hours are not summarised yet and too large to read minute by minute. */
  pending: { fromMs: number; expectedAtMs: number } | null;
}

/** Time allowed for an hour's build steps after the hourly cron enqueues them. */
export const HOUR_BUILD_ALLOWANCE_MS = 10 * MINUTE_MS;

/**
 * When an hour's summaries are expected: the hourly cron after the hour is sealed (minute 15 of the next
 * hour; sealing takes 12 minutes) enqueues the build, plus HOUR_BUILD_ALLOWANCE_MS for its steps.
 */
export function hourSummaryExpectedAt(hourMs: number): number {
  return hourMs + HOUR_MS + LAKE_SWEEP_MINUTE * MINUTE_MS + HOUR_BUILD_ALLOWANCE_MS;
}

/**
 * The first bucket's wait for its summaries, when its unbuilt hours are all still expected (none
 * overdue): when the last of them is expected. Null when the bucket holds an overdue unbuilt hour.
 */
export function pendingSummaries(
  reads: readonly HourRead[],
  fromMs: number,
  bucketMs: number,
  nowMs: number,
): { fromMs: number; expectedAtMs: number } | null {
  let expectedAtMs = 0;
  for (let hourMs = fromMs; hourMs < fromMs + bucketMs; hourMs += HOUR_MS) {
    if (reads[(hourMs - fromMs) / HOUR_MS]?.built) continue;
    const expected = hourSummaryExpectedAt(hourMs);
    if (expected <= nowMs) return null;
    expectedAtMs = Math.max(expectedAtMs, expected);
  }
  return expectedAtMs > 0 ? { fromMs, expectedAtMs } : null;
}

/** A first bucket over the byte limit; at `1h` and coarser, an hour of it has an overdue summary (`unsummarised`). */
const refuseBucketBytes = (resolution: Resolution, venueName: string, unsummarised = false) =>
  new ProblemError("invalid-parameter", {
    detail: `One ${resolution} bucket of ${venueName}'s tape is more than the ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes one answer reads (each minute's snapshot is read whole)${unsummarised ? "; an hour of it has no summary though one was due (an hour is summarised about 25 minutes after it ends, a lost build redone within a day):" : ";"} use a finer resolution.`,
    invalidParams: [
      {
        name: "resolution",
        in: "query",
        reason: `one bucket's tape exceeds ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes`,
      },
    ],
  });

/** The trade tape's coverage and prints of the answer's minutes (null: this outcome's prints are not read). */
async function minuteTrades(
  bucket: R2Bucket,
  venue: string,
  market: string,
  outcome: string,
  tokenId: string | null,
  fromMs: number,
  toMs: number,
  skip?: SkipMinute,
): Promise<{ selected: boolean; tape: WindowTrades | null }> {
  const selection = tradeSelection(venue, market, outcome, tokenId);
  if (!selection) return { selected: false, tape: null };
  const tape = await readLake("lake trade tape", () =>
    readWindowTrades(bucket, venue, selection, fromMs, toMs, skip),
  );
  return { selected: true, tape };
}

const printsOf = (tape: WindowTrades) =>
  tape.prints.map((p) => ({ price: p.price, size: p.size, timeMs: Date.parse(p.venue_time) }));

/** Below an hour: every minute of the answer read from the tape. */
export async function minuteAnswer(
  bucket: R2Bucket,
  venue: string,
  venueName: string,
  market: string,
  outcome: string,
  resolution: Resolution,
  window: { fromMs: number; toMs: number },
): Promise<AnswerParts> {
  const plannedToMs = Math.min(
    window.toMs,
    window.fromMs + candlesPerAnswer(resolution) * resolutionMs(resolution),
  );
  const minutes = await readLake("lake tape", () =>
    readMarketMinutes(bucket, venue, market, outcome, window.fromMs, plannedToMs, {
      maxBytes: CANDLE_TAPE_BYTES_PER_ANSWER_MAX,
      bucketMs: resolutionMs(resolution),
    }),
  );
  const answerToMs = minutes.readToMs;
  if (answerToMs <= window.fromMs) throw refuseBucketBytes(resolution, venueName);
  if (!minutes.marketSeen) return { ...notSeen(answerToMs), tape: tapeOf(minutes), readBytes: minutes.bytes };
  // The market's rows name other outcomes only: the route answers 404 without reading trades.
  if (!minutes.outcomes.includes(outcome)) {
    return {
      ...nothingRead(answerToMs, true),
      outcomes: minutes.outcomes,
      readBytes: minutes.bytes,
      tape: tapeOf(minutes),
    };
  }
  const { tape } = await minuteTrades(
    bucket,
    venue,
    market,
    outcome,
    minutes.tokenId,
    window.fromMs,
    answerToMs,
  );
  const source = tradeSource(tape);
  const prints = source === "not_taped" || tape === null ? null : printsOf(tape);
  return {
    candles: computeCandles(minutes.quotes, prints, resolution, window.fromMs, answerToMs),
    answerToMs,
    marketSeen: true,
    outcomes: minutes.outcomes,
    readBytes: minutes.bytes,
    tape: tapeOf(minutes),
    tradeTape: { minutes: tape?.minutes ?? 0, taped: tape?.taped ?? 0, incomplete: tape?.incomplete ?? 0 },
    source,
    pending: null,
  };
}

/** What the minutes read said of the tape (no hour summaries). */
const tapeOf = (minutes: { snapshots: number; bytes: number; incomplete: number }) => ({
  snapshots: minutes.snapshots,
  bytes: minutes.bytes,
  incomplete_snapshots: minutes.incomplete,
  hour_summaries: 0,
});

const nothingRead = (answerToMs: number, marketSeen: boolean): AnswerParts => ({
  candles: [],
  answerToMs,
  marketSeen,
  outcomes: [],
  readBytes: 0,
  tape: { snapshots: 0, bytes: 0, incomplete_snapshots: 0, hour_summaries: 0 },
  tradeTape: { minutes: 0, taped: 0, incomplete: 0 },
  source: "not_taped",
  pending: null,
});
const notSeen = (answerToMs: number) => nothingRead(answerToMs, false);

/** Buckets of one answer at an hour resolution: a week of hours, and the bucket cap. */
export function hourCandlesPerAnswer(resolution: HourResolution): number {
  const byHours = Math.floor((CANDLE_HOURS_PER_ANSWER_MAX * HOUR_MS) / resolutionMs(resolution));
  return Math.max(1, Math.min(CANDLES_PER_ANSWER_MAX, byHours));
}

/**
 * At `1h`, `4h`, `1d`: each hour with hour summaries read from them (its market line), the other hours
 * from their minutes as below an hour (at most a day of them, and the byte limit), all folded into hour
 * summaries and merged into candles.
 */
export async function hourAnswer(
  bucket: R2Bucket,
  venue: string,
  venueName: string,
  market: string,
  outcome: string,
  resolution: HourResolution,
  window: { fromMs: number; toMs: number; tapeFromMs: number | null },
  nowMs: number,
): Promise<AnswerParts> {
  const size = resolutionMs(resolution);
  const plannedToMs = Math.min(window.toMs, window.fromMs + hourCandlesPerAnswer(resolution) * size);
  const reads = await readLake("lake hour summaries", () =>
    readHourLines(bucket, venue, market, window.fromMs, (plannedToMs - window.fromMs) / HOUR_MS),
  );
  const hourOf = (ms: number) => Math.floor((ms - window.fromMs) / HOUR_MS);
  // Read minute by minute: an hour without a summary whose tape the retention still keeps (an older one
  // without a summary has no data left).
  const fromMinutes = (hourMs: number) =>
    reads[hourOf(hourMs)]?.built !== true && (window.tapeFromMs === null || hourMs >= window.tapeFromMs);
  // At most a day of minutes read, cut at a bucket.
  let endMs = plannedToMs;
  let unbuilt = 0;
  for (let bucketMs = window.fromMs; bucketMs < plannedToMs; bucketMs += size) {
    for (let hourMs = bucketMs; hourMs < bucketMs + size; hourMs += HOUR_MS) {
      if (fromMinutes(hourMs)) unbuilt += 60;
    }
    if (unbuilt > CANDLE_MINUTES_PER_ANSWER_MAX && bucketMs > window.fromMs) {
      endMs = bucketMs;
      break;
    }
  }
  const skip: SkipMinute = (minuteMs) => !fromMinutes(Math.floor(minuteMs / HOUR_MS) * HOUR_MS);
  const minutes = await readLake("lake tape", () =>
    readMarketMinutes(
      bucket,
      venue,
      market,
      outcome,
      window.fromMs,
      endMs,
      { maxBytes: CANDLE_TAPE_BYTES_PER_ANSWER_MAX, bucketMs: size },
      skip,
    ),
  );
  const answerToMs = minutes.readToMs;
  if (answerToMs <= window.fromMs) {
    // Too large to read minute by minute: an answer without candles that says when the summaries come,
    // while they are still expected; once one is overdue, the 400.
    const pending = pendingSummaries(reads, window.fromMs, size, nowMs);
    if (!pending) throw refuseBucketBytes(resolution, venueName, true);
    return { ...nothingRead(window.fromMs, true), pending };
  }
  const built = reads.slice(0, hourOf(answerToMs));
  const lines = built.flatMap((read, i) =>
    read.built && read.line ? [{ hourMs: window.fromMs + i * HOUR_MS, line: read.line }] : [],
  );
  const counts = builtCounts(built);
  const tapeRead = {
    snapshots: minutes.snapshots + counts.snapshots,
    bytes: minutes.bytes + counts.bytes,
    incomplete_snapshots: minutes.incomplete + counts.incomplete,
    hour_summaries: built.filter((read) => read.built).length,
  };
  if (!minutes.marketSeen && !lines.some(({ line }) => line.seen)) {
    // Only the bytes read count against the probe's budget: a summary's bytes are not read.
    return { ...notSeen(answerToMs), tape: tapeRead, readBytes: minutes.bytes };
  }
  const outcomes = [...minutes.outcomes];
  for (const { line } of lines) {
    if (!line.seen) continue;
    for (const { outcome: named } of line.outcomes) if (!outcomes.includes(named)) outcomes.push(named);
  }
  if (!outcomes.includes(outcome)) {
    return { ...nothingRead(answerToMs, true), outcomes, readBytes: minutes.bytes, tape: tapeRead };
  }
  const held = lines.flatMap(({ hourMs, line }) => {
    const found = line.outcomes.find((o) => o.outcome === outcome);
    return found ? [{ hourMs, found }] : [];
  });
  const tokenId =
    minutes.tokenId ?? held.find(({ found }) => found.token_id !== null)?.found.token_id ?? null;
  const { selected, tape } = await minuteTrades(
    bucket,
    venue,
    market,
    outcome,
    tokenId,
    window.fromMs,
    answerToMs,
    skip,
  );
  const tradeTape = selected
    ? {
        minutes: (tape?.minutes ?? 0) + counts.trade_minutes,
        taped: (tape?.taped ?? 0) + counts.trade_taped,
        incomplete: (tape?.incomplete ?? 0) + counts.trade_incomplete,
      }
    : { minutes: 0, taped: 0, incomplete: 0 };
  const source = tradeSource({ prints: [], ...tradeTape });
  const prints = tape ? printsOf(tape) : [];
  const summaries: SpanSummary[] = held.map(({ hourMs, found }) => ({
    ...found.summary,
    startMs: hourMs,
    endMs: hourMs + HOUR_MS,
  }));
  for (let hourMs = window.fromMs; hourMs < answerToMs; hourMs += HOUR_MS) {
    if (skip(hourMs)) continue;
    const summary = summarizeSpan(minutes.quotes, prints, hourMs, hourMs + HOUR_MS);
    if (summary) summaries.push(summary);
  }
  return {
    candles: candlesFromHours(summaries, resolution, source !== "not_taped"),
    answerToMs,
    marketSeen: true,
    outcomes,
    readBytes: minutes.bytes,
    tape: tapeRead,
    tradeTape,
    source,
    pending: null,
  };
}

/**
 * Why an answer has no candles although its part holds no row of the market, or the problem to throw:
 * the rest of the window is looked through (`probeMarket`, within one answer's limits less what the part
 * read). The market found later: an empty part, continued by `links.next`. Found nowhere in the window:
 * 404, unless the request continues a window (`window_from` before `from`), whose earlier parts held it
 * or were found empty by an earlier answer — then the answer covers the rest of the window, empty.
 * Limits reached first: an empty part, continued.
 */
export async function unseenPart(
  bucket: R2Bucket,
  venue: string,
  market: string,
  parts: AnswerParts,
  window: { fromMs: number; toMs: number; windowFromMs: number },
  nowMs: number,
): Promise<{ presence: MarketPresence; answerToMs: number }> {
  // Nothing is taped after now: the stretch ends at the current minute's end.
  const probeToMs = Math.min(window.toMs, Math.floor(nowMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const presence = await readLake("lake tape", () =>
    probeMarket(bucket, venue, market, parts.answerToMs, probeToMs, {
      hours: CANDLE_HOURS_PER_ANSWER_MAX,
      maxBytes: Math.max(0, CANDLE_TAPE_BYTES_PER_ANSWER_MAX - parts.readBytes),
    }),
  );
  // Looked through to now: the rest of the window holds no row of the market (a later minute has none yet).
  const restEmpty = !presence.found && presence.complete;
  return { presence, answerToMs: restEmpty ? window.toMs : parts.answerToMs };
}
