import {
  bucketStart,
  type Candle,
  candlesFromHours,
  computeCandles,
  type HourResolution,
  isHourResolution,
  RESOLUTION_MINUTES,
  type Resolution,
  resolutionMs,
  type SpanSummary,
  summarizeSpan,
} from "../../domain/candles.ts";
import { MINUTE_MS, rfc3339, utcDateAndHhmm } from "../../domain/clock.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { LAKE_SWEEP_MINUTE } from "../jobs/schedule.ts";
import { collectionWindowClosed } from "../parts.ts";
import { oldestKeptDate, type RetentionVars, retentionSetting } from "../retention.ts";
import { builtCounts, HOUR_MS, type HourRead, readHourLines } from "../store/lake-hours.ts";
import {
  type MarketPresence,
  probeMarket,
  readMarketMinutes,
  type SkipMinute,
} from "../store/lake-market-minutes.ts";
import { readWindowTrades, type WindowTrades } from "../store/lake-trades.ts";
import { tradeSelection } from "../trades.ts";
import { CandleParams, CandlesQuery, CandlesResponse } from "./candles-schema.ts";
import {
  CANDLE_HOURS_PER_ANSWER_MAX,
  CANDLE_MINUTES_PER_ANSWER_MAX,
  CANDLE_TAPE_BYTES_PER_ANSWER_MAX,
  CANDLE_WINDOW_BUCKETS_MAX,
  CANDLES_PER_ANSWER_MAX,
} from "./config.ts";
import { candlesExample } from "./examples.ts";
import { lakeRoute, readLake, resolveVenue, venuePath } from "./shared.ts";

const DEFAULT_OUTCOME = "yes";

const route = lakeRoute({
  path: "/markets/{market}/candles",
  operationId: "listLakeCandles",
  summary: "Candles of one market from the tape",
  description: `OHLC of one market outcome's mid (from the minutes with a two-sided book), the venue's last reported volume and open interest, and trade OHLC, volume and count, in buckets of \`resolution\` aligned to UTC multiples, over [\`from\`, \`to\`) (each end rounded out to a bucket boundary). Buckets without a taped minute or a trade are omitted, never carried forward. Trades come from the trade tape (\`trade_source\`, \`meta.trade_tape\`): a Kalshi market's prints for its \`yes\` outcome, a Polymarket outcome's prints of its own token. Below an hour every minute is read from the tape: an answer holds at most ${CANDLES_PER_ANSWER_MAX} buckets, ${CANDLE_MINUTES_PER_ANSWER_MAX} minutes of tape and ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes of stored tape (it ends at the last whole bucket within them; a single bucket over the byte limit is a 400 naming it). At \`1h\`, \`4h\` and \`1d\` an hour is read from its hour summaries once they are built (about 15 minutes after the hour ends: a few range reads whatever the venue's size, \`meta.tape.hour_summaries\`), and otherwise from its minutes within the same limits; an answer covers at most ${CANDLE_HOURS_PER_ANSWER_MAX} hours. Both give the same candles. A first bucket whose hours are not summarised yet and whose minutes are over the byte limit (a whole-venue tape's latest hours) answers without candles and without \`links.next\`, \`meta.hour_summaries_pending\` saying when to ask again; once one of its summaries is overdue, it is the 400. \`links.next\` continues the window until it is absent. A window may span at most ${CANDLE_WINDOW_BUCKETS_MAX} buckets and must start within the tape's retention (at \`1h\`, \`4h\` and \`1d\`: within the Parquet files' retention, which keeps the hour summaries; an hour whose tape is gone is served from its summary, or has no data); \`from\` not before \`to\`, a window too long for its resolution, an unknown resolution or a start past the retention answer 400 invalid-parameter naming the limit. A part of the window without a row of the market (any outcome) answers 200 without candles, as every bucket without data is omitted: the answer looks through the rest of the window (hour summaries where built, else the snapshots, within one answer's limits), and continues with \`links.next\` while the window goes on, up to the market's data. Only when the whole window holds no row of the market is it 404 lake-market-not-found. Once a part has shown the market, \`links.next\` carries \`window_from\` (the window's start): such a continuation never answers 404, and when the rest of the window holds no row its \`to\` is the window's end, without \`links.next\`. An outcome none of the market's rows names (on Kalshi, whose tape has a \`yes\` row per market, any other) answers 404 lake-outcome-not-found, listing the outcomes. An answer whose window has closed (every minute past the whole-venue sealing, 12 minutes; for a part without the market, every minute of the window) never changes: strong ETag, cached 3,600 s.`,
  params: CandleParams,
  query: CandlesQuery,
  schema: CandlesResponse,
  example: candlesExample,
  problems: ["lake-market-not-found", "lake-outcome-not-found"],
});

const invalid = (name: string, detail: string, why: string) =>
  new ProblemError("invalid-parameter", { detail, invalidParams: [{ name, in: "query", reason: why }] });

/** Buckets of one answer at a resolution: the bucket cap, or as many as a day of minutes holds (at least one). */
export function candlesPerAnswer(resolution: Resolution): number {
  const byMinutes = Math.floor(CANDLE_MINUTES_PER_ANSWER_MAX / RESOLUTION_MINUTES[resolution]);
  return Math.max(1, Math.min(CANDLES_PER_ANSWER_MAX, byMinutes));
}

/** The bucket-aligned window [fromMs, toMs), refused with a problem naming the limit it breaks. */
function candleWindow(
  query: { from: string; to: string; window_from?: string | undefined },
  resolution: Resolution,
  vars: RetentionVars,
  nowMs: number,
) {
  const { from, to } = query;
  const size = resolutionMs(resolution);
  const fromMs = bucketStart(Date.parse(from), resolution);
  const toMs = Math.ceil(Date.parse(to) / size) * size;
  if (Date.parse(from) >= Date.parse(to)) {
    throw invalid("from", `from (${from}) must be before to (${to}).`, "must be before to");
  }
  const buckets = (toMs - fromMs) / size;
  if (buckets > CANDLE_WINDOW_BUCKETS_MAX) {
    throw invalid(
      "resolution",
      `The window spans ${buckets} buckets of ${resolution}, above the limit of ${CANDLE_WINDOW_BUCKETS_MAX} buckets per window; use a coarser resolution or a shorter window.`,
      `gives ${buckets} buckets, at most ${CANDLE_WINDOW_BUCKETS_MAX}`,
    );
  }
  const windowFromMs =
    query.window_from === undefined ? fromMs : bucketStart(Date.parse(query.window_from), resolution);
  if (windowFromMs > fromMs) {
    throw invalid(
      "window_from",
      `window_from (${query.window_from}) must not be after from (${from}): it is the start of the window this request continues.`,
      "must not be after from",
    );
  }
  if ((toMs - windowFromMs) / size > CANDLE_WINDOW_BUCKETS_MAX) {
    throw invalid(
      "window_from",
      `The window from window_from spans ${(toMs - windowFromMs) / size} buckets of ${resolution}, above the limit of ${CANDLE_WINDOW_BUCKETS_MAX} buckets per window.`,
      `gives ${(toMs - windowFromMs) / size} buckets, at most ${CANDLE_WINDOW_BUCKETS_MAX}`,
    );
  }
  const setting = retentionSetting(vars);
  const tapeKept = setting.ok ? oldestKeptDate(setting.policy.tapeDays, nowMs) : null;
  const tapeFromMs = tapeKept === null ? null : Date.parse(`${tapeKept}T00:00:00Z`);
  // At an hour resolution the hour summaries serve the hours whose tape is gone: they are kept as long as
  // the Parquet files.
  const hours = isHourResolution(resolution);
  const kept = hours ? (setting.ok ? oldestKeptDate(setting.policy.parquetDays, nowMs) : null) : tapeKept;
  if (kept !== null && fromMs < Date.parse(`${kept}T00:00:00Z`)) {
    throw invalid(
      "from",
      hours
        ? `The window starts before ${kept}, the oldest date whose hour summaries the retention keeps (with the Parquet files).`
        : `The window starts before ${kept}, the oldest date whose tape the retention keeps; candles below an hour are computed from the tape (at 1h, 4h and 1d from hour summaries, kept longer).`,
      `must not be before ${kept}T00:00:00Z (the ${hours ? "Parquet files'" : "tape's"} retention)`,
    );
  }
  return { fromMs, toMs, tapeFromMs, windowFromMs };
}

/** What the candles' trades are, from the trade tape's coverage of the answer (null: not read). */
export function tradeSource(tape: WindowTrades | null): "taped" | "partial" | "not_taped" {
  if (tape === null || tape.taped === 0) return "not_taped";
  return tape.taped === tape.minutes && tape.incomplete === 0 ? "taped" : "partial";
}

const candlesPath = (venue: string, market: string, query: Record<string, string | undefined>) =>
  `${venuePath(venue)}/markets/${encodeURIComponent(market)}/candles?${new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  )
    .toString()
    .replaceAll("%3A", ":")}`;

/** What one answer read and made, by either path. */
interface AnswerParts {
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
  invalid(
    "resolution",
    `One ${resolution} bucket of ${venueName}'s tape is more than the ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes one answer reads (each minute's snapshot is read whole)${unsummarised ? "; an hour of it has no summary though one was due (an hour is summarised about 25 minutes after it ends, a lost build redone within a day):" : ";"} use a finer resolution.`,
    `one bucket's tape exceeds ${CANDLE_TAPE_BYTES_PER_ANSWER_MAX} bytes`,
  );

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
async function minuteAnswer(
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
async function hourAnswer(
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
async function unseenPart(
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

const outcomeNotFound = (market: string, outcome: string, outcomes: readonly string[], where: string) =>
  new ProblemError("lake-outcome-not-found", {
    detail: `Market '${market}' has no outcome '${outcome}' in ${where}: its rows name ${outcomes.map((o) => `'${o}'`).join(", ")}.`,
    invalidParams: [{ name: "outcome", in: "query", reason: `must be one of: ${outcomes.join(", ")}` }],
  });

export function registerGetCandles(app: App) {
  app.openapi(route, async (c) => {
    const { venue: rawVenue, market } = c.req.valid("param");
    const profile = resolveVenue(c, rawVenue);
    const query = c.req.valid("query");
    const { resolution, outcome = DEFAULT_OUTCOME } = query;
    const venue = profile.venue;
    const nowMs = Date.now();
    const window = candleWindow(query, resolution, c.env as RetentionVars, nowMs);
    const continued = window.windowFromMs < window.fromMs;
    const parts = isHourResolution(resolution)
      ? await hourAnswer(c.env.LAKE, venue, profile.name, market, outcome, resolution, window, nowMs)
      : await minuteAnswer(c.env.LAKE, venue, profile.name, market, outcome, resolution, window);
    let { answerToMs } = parts;
    let found = false;
    const tapeOfWindow = `${profile.name}'s tape from ${rfc3339(window.fromMs)} to ${rfc3339(window.toMs)}`;
    if (parts.marketSeen && !parts.pending && !parts.outcomes.includes(outcome)) {
      throw outcomeNotFound(market, outcome, parts.outcomes, tapeOfWindow);
    }
    if (!parts.marketSeen) {
      const unseen = await unseenPart(c.env.LAKE, venue, market, parts, window, nowMs);
      const { presence } = unseen;
      if (presence.found && !presence.outcomes.includes(outcome)) {
        throw outcomeNotFound(market, outcome, presence.outcomes, tapeOfWindow);
      }
      if (!presence.found && presence.complete && !continued) {
        throw new ProblemError("lake-market-not-found", {
          detail: `No snapshot of ${tapeOfWindow} has a row of market '${market}'.`,
        });
      }
      answerToMs = unseen.answerToMs;
      found = presence.found;
    }
    const candles = parts.candles.map((candle) => ({
      start: rfc3339(candle.startMs),
      end: rfc3339(candle.endMs),
      mid: candle.mid,
      quote_minutes: candle.quote_minutes,
      volume_usd: candle.volume_usd,
      open_interest_usd: candle.open_interest_usd,
      trades: candle.trades,
    }));

    // Once the window has shown the market (in this part, later in it, or before `from`), a continuation
    // carries the window's start: a later part without a row is then no 404. A continuation of a stretch
    // without the market is judged as a window of its own, so a window without it still ends in a 404.
    const shown = parts.marketSeen || continued || found;
    const linkQuery = (fromMs: number) => ({
      from: rfc3339(fromMs),
      to: rfc3339(window.toMs),
      window_from: shown && fromMs > window.windowFromMs ? rfc3339(window.windowFromMs) : undefined,
      resolution,
      outcome,
    });
    const links: { self: string } & Record<string, string> = {
      self: candlesPath(venue, market, linkQuery(window.fromMs)),
    };
    // A pending first bucket ends the walk for now: the same request answers once it is summarised.
    if (answerToMs < window.toMs && !parts.pending)
      links.next = candlesPath(venue, market, linkQuery(answerToMs));
    links.venue = venuePath(venue);

    const body = envelope(
      {
        type: "lake_candles" as const,
        venue,
        market,
        outcome,
        resolution,
        from: rfc3339(window.fromMs),
        to: rfc3339(answerToMs),
        window_to: rfc3339(window.toMs),
        trade_source: parts.source,
        empty_buckets: "omitted" as const,
        candles,
      },
      links,
      {
        tape: parts.tape,
        trade_tape: parts.tradeTape,
        hour_summaries_pending: parts.pending && {
          from: rfc3339(parts.pending.fromMs),
          expected_at: rfc3339(parts.pending.expectedAtMs),
        },
      },
    );
    // Once every minute of the answer is past sealing, no snapshot of it can change or appear. A part
    // without the market also answers from the rest of the window (its links, its end): all of it then.
    const last = utcDateAndHhmm((parts.marketSeen ? answerToMs : window.toMs) - MINUTE_MS);
    const final = !parts.pending && collectionWindowClosed(last.date, last.hhmm, nowMs);
    return c.json(body, 200, { "Cache-Control": final ? CACHE_POLICIES.sealed : CACHE_POLICIES.current });
  });
}
