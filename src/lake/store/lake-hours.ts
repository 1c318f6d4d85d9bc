/**
 * The candles' hour summaries in R2 (format: src/lake/hours.ts). Once every minute of a UTC hour is past
 * the whole-venue sealing, the hourly cron enqueues its build on the lake queue; the build folds the
 * hour's snapshots and trade prints into one summary per market outcome in HOUR_BUILD_STEPS steps of
 * HOUR_BUILD_STEP_MINUTES (each step a queue message, so no message reads more than that many minutes of
 * a whole-venue tape), carrying the summaries so far in a scratch object per step. A step's state is a
 * function of the previous step's and of the sealed tape only, each written once (a conditional put): a
 * redelivered or duplicated step finds its state and moves on, never folding a minute twice. The last
 * step writes the hour object, then its index, both once; the index says the hour is built.
 */
import { z } from "zod";
import {
  type MinuteQuote,
  mergeSpans,
  type SpanSummary,
  summarizeSpan,
  type TradePrint,
} from "../../domain/candles.ts";
import { utcDateAndHhmm } from "../../domain/clock.ts";
import { VENUE_IDS, type VenueId } from "../../domain/methodology/venues.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { encodeBookIndex, encodeMarketLines } from "../books.ts";
import {
  addCounts,
  countsFromMetadata,
  countsMetadata,
  decodeHourLine,
  type HourCounts,
  type HourLine,
  NO_COUNTS,
} from "../hours.ts";
import {
  cycleSnapshotKey,
  hourBuildScratchPrefix,
  hourBuildStateKey,
  hourSummariesDayPrefix,
  hourSummariesIndexKey,
  hourSummariesKey,
  tradesKey,
} from "../keys.ts";
import { collectionWindowClosed } from "../parts.ts";
import { cycleStart } from "../time.ts";
import { decodeTradeLines, type TradeRow, type TradeSelection, tradeSelection } from "../trades.ts";
import { readManifest } from "./lake.ts";
import { readIndexedLine } from "./lake-books.ts";
import { readSnapshotRows } from "./lake-reads.ts";
import { storedCompleteness } from "./lake-trades.ts";

export const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Minutes of tape one build step folds (each a whole-venue snapshot and a trades object). */
export const HOUR_BUILD_STEP_MINUTES = 10;
export const HOUR_BUILD_STEPS = 60 / HOUR_BUILD_STEP_MINUTES;
/** Closed hours the hourly cron (re-)enqueues: the last one, and two more in case a build was lost. */
export const HOURS_ENQUEUED_PER_RUN = 3;
/** At the daily job's minute (00:15 UTC), a whole day and the hours before it, so no hour of a day stays unbuilt. */
export const HOURS_ENQUEUED_PER_DAILY_RUN = 27;
/** Snapshots and trades objects read at once (the runtime keeps six connections per invocation). */
const READS_IN_FLIGHT = 6;

const NDJSON = { contentType: "application/x-ndjson" };
const OCTETS = { contentType: "application/octet-stream" };
const JSON_TYPE = { contentType: "application/json" };

/** One step of an hour's build (a LAKE_COLLECT message). */
export const HourBuildMessageSchema = z.object({
  kind: z.literal("candle_hour"),
  venue: z.enum(VENUE_IDS),
  /** The hour's start, ms since the epoch (a whole UTC hour). */
  hour_ms: z
    .number()
    .int()
    .nonnegative()
    .refine((ms) => ms % HOUR_MS === 0, "must be a whole UTC hour"),
  step: z.number().int().nonnegative().lt(HOUR_BUILD_STEPS),
});

export type HourBuildMessage = z.infer<typeof HourBuildMessageSchema>;

interface OutcomeState {
  token_id: string | null;
  summary: SpanSummary | null;
}

/** What the build carries from step to step. */
interface BuildState {
  markets: Record<string, { seen: boolean; outcomes: Record<string, OutcomeState> }>;
  /** Each trade selection's summary so far (`selectionKey`). */
  trades: Record<string, SpanSummary>;
  counts: HourCounts;
}

const emptyState = (): BuildState => ({ markets: {}, trades: {}, counts: { ...NO_COUNTS } });

function selectionKey(selection: TradeSelection): string {
  return "market" in selection ? `m:${selection.market}` : `t:${selection.token}`;
}

/** The selection a print belongs to: its market's `yes` line (Kalshi) or its token (Polymarket). */
function printSelection(venue: string, print: TradeRow): TradeSelection | null {
  return tradeSelection(venue, print.market_id, "yes", print.token_id);
}

const merge = (a: SpanSummary | null | undefined, b: SpanSummary | null, hourMs: number) =>
  !a ? b : !b ? a : mergeSpans([a, b], hourMs, hourMs + HOUR_MS);

/** Whether every minute of the hour, and the trades object of the minute after it, is past sealing. */
export function hourSealed(hourMs: number, nowMs: number): boolean {
  const { date, hhmm } = utcDateAndHhmm(hourMs + HOUR_MS);
  return collectionWindowClosed(date, hhmm, nowMs);
}

/** Folds minutes [fromMs, toMs) of the hour into `state`. */
async function foldMinutes(
  bucket: R2Bucket,
  venue: string,
  hourMs: number,
  fromMs: number,
  toMs: number,
  state: BuildState,
): Promise<void> {
  const { date } = utcDateAndHhmm(hourMs);
  const manifest = await readManifest(bucket, venue, date);
  const entries = (manifest?.snapshots ?? []).flatMap((entry) => {
    const minuteMs = Date.parse(cycleStart(date, entry.at));
    return minuteMs >= fromMs && minuteMs < toMs ? [{ entry, minuteMs }] : [];
  });
  const quotes = new Map<string, Map<string, { token: string | null; minutes: MinuteQuote[] }>>();
  const addRow = (row: LakeRow, minuteMs: number) => {
    let outcomes = quotes.get(row.market_id);
    if (!outcomes) {
      outcomes = new Map();
      quotes.set(row.market_id, outcomes);
    }
    let outcome = outcomes.get(row.outcome);
    if (!outcome) {
      outcome = { token: row.token_id ?? null, minutes: [] };
      outcomes.set(row.outcome, outcome);
    }
    outcome.token ??= row.token_id ?? null;
    outcome.minutes.push({
      minuteMs,
      mid: row.two_sided_book && row.mid !== undefined ? row.mid : null,
      volume_usd: row.volume_usd,
      open_interest_usd: row.open_interest_usd,
    });
  };
  for (let i = 0; i < entries.length; i += READS_IN_FLIGHT) {
    const batch = entries.slice(i, i + READS_IN_FLIGHT);
    // Each part folded as it is read (a whole-venue snapshot is never held whole); the order of the
    // minutes does not matter, a summary sorts them.
    await Promise.all(
      batch.map(async ({ entry, minuteMs }) => {
        for await (const part of readSnapshotRows(bucket, venue, date, entry.at)) {
          for (const row of part) addRow(row, minuteMs);
        }
      }),
    );
    for (const { entry } of batch) {
      state.counts.snapshots++;
      state.counts.bytes += entry.bytes;
      if (entry.completeness.status === "incomplete") state.counts.incomplete++;
    }
  }

  // Prints with a venue time in [fromMs, toMs): the trades objects of the cycles fromMs + 1 min … toMs.
  const prints = new Map<string, TradePrint[]>();
  const cycles: number[] = [];
  for (let cycle = fromMs + MINUTE_MS; cycle <= toMs; cycle += MINUTE_MS) cycles.push(cycle);
  for (let i = 0; i < cycles.length; i += READS_IN_FLIGHT) {
    const read = await Promise.all(
      cycles.slice(i, i + READS_IN_FLIGHT).map(async (cycle) => {
        const object = await bucket.get(tradesKey(cycleSnapshotKey(venue, cycle)));
        if (!object) return null;
        const complete = storedCompleteness(object.customMetadata?.completeness).status === "complete";
        return { complete, rows: decodeTradeLines(await object.text()) };
      }),
    );
    for (const minute of read) {
      state.counts.trade_minutes++;
      if (!minute) continue;
      state.counts.trade_taped++;
      if (!minute.complete) state.counts.trade_incomplete++;
      for (const row of minute.rows) {
        const selection = printSelection(venue, row);
        if (!selection) continue;
        const key = selectionKey(selection);
        const list = prints.get(key);
        const print = { price: row.price, size: row.size, timeMs: Date.parse(row.venue_time) };
        if (list) list.push(print);
        else prints.set(key, [print]);
      }
    }
  }

  for (const [market, outcomes] of quotes) {
    const line = state.markets[market] ?? { seen: true, outcomes: {} };
    state.markets[market] = line;
    for (const [outcome, { token, minutes }] of outcomes) {
      const held = line.outcomes[outcome] ?? { token_id: token, summary: null };
      line.outcomes[outcome] = held;
      held.token_id ??= token;
      held.summary = merge(held.summary, summarizeSpan(minutes, [], fromMs, toMs), hourMs);
    }
  }
  for (const [key, list] of prints) {
    state.trades[key] = merge(
      state.trades[key],
      summarizeSpan([], list, fromMs, toMs),
      hourMs,
    ) as SpanSummary;
  }
}

/** The hour's market lines from the final state, by market id. */
function hourLines(venue: string, hourMs: number, state: BuildState): HourLine[] {
  const lines = new Map<string, HourLine>();
  const joined = new Set<string>();
  for (const [market_id, held] of Object.entries(state.markets)) {
    const outcomes = Object.entries(held.outcomes).map(([outcome, { token_id, summary }]) => {
      const selection = tradeSelection(venue, market_id, outcome, token_id);
      const key = selection ? selectionKey(selection) : null;
      if (key) joined.add(key);
      const merged = merge(summary, key ? (state.trades[key] ?? null) : null, hourMs) as SpanSummary;
      const { startMs: _start, endMs: _end, ...rest } = merged;
      return { outcome, token_id, summary: rest };
    });
    lines.set(market_id, { market_id, seen: held.seen, outcomes });
  }
  // A market that traded without a row in the hour (its prints name it: Kalshi): a `yes` line of trades.
  for (const [key, summary] of Object.entries(state.trades)) {
    if (joined.has(key) || !key.startsWith("m:")) continue;
    const market_id = key.slice(2);
    const { startMs: _start, endMs: _end, ...rest } = summary;
    lines.set(market_id, {
      market_id,
      seen: false,
      outcomes: [{ outcome: "yes", token_id: null, summary: rest }],
    });
  }
  return [...lines.values()].sort((a, b) =>
    a.market_id < b.market_id ? -1 : a.market_id > b.market_id ? 1 : 0,
  );
}

export type HourBuildOutcome = "built" | "already_built" | "no_tape" | "stepped" | "not_sealed" | "restarted";

/**
 * Runs one step of the build of the venue's hour: folds its minutes into the previous step's state and
 * hands the next step to `send`, or (last step) writes the hour object and its index. Idempotent.
 */
export async function runHourBuildStep(
  bucket: R2Bucket,
  message: HourBuildMessage,
  send: (message: HourBuildMessage) => Promise<void>,
  nowMs: number,
): Promise<HourBuildOutcome> {
  const { venue, hour_ms: hourMs, step } = message;
  if (!hourSealed(hourMs, nowMs)) return "not_sealed";
  if (await bucket.head(hourSummariesIndexKey(venue, hourMs))) return "already_built";
  const last = step === HOUR_BUILD_STEPS - 1;
  if (!last) {
    const done = await bucket.head(hourBuildStateKey(venue, hourMs, step));
    if (done) {
      await send({ ...message, step: step + 1 });
      return "stepped";
    }
  }
  let state = emptyState();
  if (step > 0) {
    const previous = await bucket.get(hourBuildStateKey(venue, hourMs, step - 1));
    if (!previous) {
      // The chain lost its state (scratch deleted before the hour was built): start the hour again.
      await send({ ...message, step: 0 });
      return "restarted";
    }
    state = (await previous.json()) as BuildState;
  }
  const fromMs = hourMs + step * HOUR_BUILD_STEP_MINUTES * MINUTE_MS;
  await foldMinutes(bucket, venue, hourMs, fromMs, fromMs + HOUR_BUILD_STEP_MINUTES * MINUTE_MS, state);
  if (!last) {
    await bucket.put(hourBuildStateKey(venue, hourMs, step), JSON.stringify(state), {
      httpMetadata: JSON_TYPE,
      onlyIf: { etagDoesNotMatch: "*" },
    });
    await send({ ...message, step: step + 1 });
    return "stepped";
  }
  const outcome = await writeHour(bucket, venue, hourMs, hourLines(venue, hourMs, state), state.counts);
  const scratch = Array.from({ length: HOUR_BUILD_STEPS - 1 }, (_, i) => hourBuildStateKey(venue, hourMs, i));
  await bucket.delete(scratch);
  return outcome;
}

/**
 * Writes the hour object and its index, each once (a stored object wins, and the index is made from the
 * stored object's own bytes). An hour with neither a snapshot nor a trades object gets none.
 */
async function writeHour(
  bucket: R2Bucket,
  venue: string,
  hourMs: number,
  lines: readonly HourLine[],
  counts: HourCounts,
): Promise<HourBuildOutcome> {
  if (counts.snapshots === 0 && counts.trade_taped === 0) return "no_tape";
  const key = hourSummariesKey(venue, hourMs);
  const metadata = countsMetadata(counts);
  let encoded = encodeMarketLines(0, lines);
  const created = await bucket.put(key, encoded.body, {
    httpMetadata: NDJSON,
    customMetadata: metadata,
    onlyIf: { etagDoesNotMatch: "*" },
  });
  let stored = metadata;
  if (!created) {
    const existing = await bucket.get(key);
    if (!existing) throw new Error(`lake hour summaries ${key} refused a create but cannot be read`);
    const text = await existing.text();
    encoded = encodeMarketLines(
      0,
      text
        .split("\n")
        .filter((l) => l.length > 0)
        .map(decodeHourLine),
    );
    stored = existing.customMetadata ?? metadata;
  }
  await bucket.put(hourSummariesIndexKey(venue, hourMs), encodeBookIndex(encoded.entries), {
    httpMetadata: OCTETS,
    customMetadata: stored,
    onlyIf: { etagDoesNotMatch: "*" },
  });
  return "built";
}

/** One hour's read for a market: not built, or built with the hour's counts and the market's line. */
export type HourRead = { built: false } | { built: true; counts: HourCounts; line: HourLine | null };

/** The market's line of the venue's hour: three range reads (see `readIndexedLine`). */
export async function readHourLine(
  bucket: R2Bucket,
  venue: string,
  hourMs: number,
  market: string,
): Promise<HourRead> {
  const indexKey = hourSummariesIndexKey(venue, hourMs);
  const found = await readIndexedLine(bucket, indexKey, market, () => hourSummariesKey(venue, hourMs));
  if (found.index === null) return { built: false };
  return {
    built: true,
    counts: countsFromMetadata(found.index.customMetadata, indexKey),
    line: found.line === null ? null : decodeHourLine(found.line),
  };
}

/** Hours read at once by one answer. */
const HOURS_IN_FLIGHT = 6;

/** The market's reads of consecutive hours from `fromMs`, in order. */
export async function readHourLines(
  bucket: R2Bucket,
  venue: string,
  market: string,
  fromMs: number,
  hours: number,
): Promise<HourRead[]> {
  const reads: HourRead[] = [];
  for (let i = 0; i < hours; i += HOURS_IN_FLIGHT) {
    const batch = Array.from(
      { length: Math.min(HOURS_IN_FLIGHT, hours - i) },
      (_, j) => fromMs + (i + j) * HOUR_MS,
    );
    reads.push(...(await Promise.all(batch.map((hourMs) => readHourLine(bucket, venue, hourMs, market)))));
  }
  return reads;
}

/** The sum of the counts of built hours. */
export function builtCounts(reads: readonly HourRead[]): HourCounts {
  return reads.reduce((sum, read) => (read.built ? addCounts(sum, read.counts) : sum), { ...NO_COUNTS });
}

/**
 * The builds the hourly cron enqueues at `nowMs`: for every venue, the last `hours` sealed hours whose
 * index is not written (a built hour costs one head).
 */
export async function hourBuildsDue(
  bucket: R2Bucket,
  nowMs: number,
  hours = HOURS_ENQUEUED_PER_RUN,
): Promise<HourBuildMessage[]> {
  let hourMs = Math.floor(nowMs / HOUR_MS) * HOUR_MS - HOUR_MS;
  while (!hourSealed(hourMs, nowMs)) hourMs -= HOUR_MS;
  return unbuiltHours(bucket, VENUE_IDS, hourMs - (hours - 1) * HOUR_MS, hourMs + HOUR_MS);
}

/**
 * The builds of a UTC day's sealed hours not built yet, for each venue with tape that day (a day
 * manifest): the operator's backfill (`POST /api/refresh?plane=lake-hours&date=`), e.g. of days taped
 * before the hour summaries existed. A day whose tape the retention deleted has nothing left to build.
 */
export async function hourBuildsOfDay(
  bucket: R2Bucket,
  date: string,
  nowMs: number,
): Promise<HourBuildMessage[]> {
  const dayMs = Date.parse(`${date}T00:00:00Z`);
  let endMs = dayMs + 24 * HOUR_MS;
  while (endMs > dayMs && !hourSealed(endMs - HOUR_MS, nowMs)) endMs -= HOUR_MS;
  const taped: VenueId[] = [];
  for (const venue of VENUE_IDS) if (await readManifest(bucket, venue, date)) taped.push(venue);
  return unbuiltHours(bucket, taped, dayMs, endMs);
}

/** A build's first step for every hour in [fromMs, toMs) of each venue whose index is not written. */
async function unbuiltHours(
  bucket: R2Bucket,
  venues: readonly VenueId[],
  fromMs: number,
  toMs: number,
): Promise<HourBuildMessage[]> {
  const due: HourBuildMessage[] = [];
  for (let hourMs = toMs - HOUR_MS; hourMs >= fromMs; hourMs -= HOUR_MS) {
    for (const venue of venues) {
      if (!(await bucket.head(hourSummariesIndexKey(venue, hourMs)))) {
        due.push({ kind: "candle_hour", venue, hour_ms: hourMs, step: 0 });
      }
    }
  }
  return due;
}

/**
 * Age past which a build's scratch is swept. A build is redone for at most HOURS_ENQUEUED_PER_DAILY_RUN
 * hours after its hour (a backfill runs its steps at once), so scratch untouched that long belongs to a
 * build that will not finish.
 */
export const HOUR_BUILD_SCRATCH_MAX_AGE_MS = 2 * DAY_MS;

/** Scratch objects one sweep deletes at most (one R2 delete call), and listing pages it reads. */
export const HOUR_BUILD_SCRATCH_SWEEP = { maxDeletes: 1000, maxPages: 10 } as const;

/**
 * Deletes the scratch objects of hour builds written more than HOUR_BUILD_SCRATCH_MAX_AGE_MS ago (a
 * finished build deletes its own): the daily job's sweep, by each object's upload time, so the scratch
 * of a build under way (a backfill of an old day included) is never touched. Returns how many went.
 */
export async function sweepHourBuildScratch(
  bucket: R2Bucket,
  nowMs: number,
  limits: { maxDeletes: number; maxPages: number } = HOUR_BUILD_SCRATCH_SWEEP,
): Promise<number> {
  const stale: string[] = [];
  let pages = 0;
  for (const venue of VENUE_IDS) {
    let cursor: string | undefined;
    do {
      if (pages++ >= limits.maxPages || stale.length >= limits.maxDeletes) break;
      const page = await bucket.list({
        prefix: hourBuildScratchPrefix(venue),
        ...(cursor ? { cursor } : {}),
      });
      for (const object of page.objects) {
        if (nowMs - object.uploaded.getTime() > HOUR_BUILD_SCRATCH_MAX_AGE_MS) stale.push(object.key);
      }
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  const deleted = stale.slice(0, limits.maxDeletes);
  if (deleted.length > 0) await bucket.delete(deleted);
  return deleted.length;
}

/** Deletes the hour summaries of a venue's day (the retention, with the day's Parquet files); false when the budget ran out. */
export async function deleteHourSummaries(
  bucket: R2Bucket,
  venue: string,
  date: string,
  budget: { left: number; deleted: number },
): Promise<boolean> {
  const listed = await bucket.list({ prefix: hourSummariesDayPrefix(venue, date), limit: 1000 });
  const keys = listed.objects.map((o) => o.key);
  if (keys.length > budget.left) return false;
  if (keys.length > 0) await bucket.delete(keys);
  budget.left -= keys.length;
  budget.deleted += keys.length;
  return true;
}
