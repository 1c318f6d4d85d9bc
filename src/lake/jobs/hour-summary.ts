/**
 * The hour summary job: once every minute of a UTC hour is past the whole-venue sealing, the hourly
 * cron (src/lake/jobs/schedule.ts) enqueues its build on the lake queue; the build folds the hour's
 * snapshots and trade prints into one summary per market outcome in HOUR_BUILD_STEPS steps of
 * HOUR_BUILD_STEP_MINUTES (each step a queue message, so no message reads more than that many minutes of
 * a whole-venue tape), carrying the summaries so far in a scratch object per step. A step's state is a
 * function of the previous step's and of the sealed tape only, each written once (a conditional put): a
 * redelivered or duplicated step finds its state and moves on, never folding a minute twice. The last
 * step writes the hour object, then its index, both once (src/lake/store/lake-hours.ts); the index says
 * the hour is built.
 */
import { z } from "zod";
import {
  type MinuteQuote,
  mergeSpans,
  type SpanSummary,
  summarizeSpan,
  type TradePrint,
} from "../../domain/candles.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, rfc3339, utcDateAndHhmm } from "../../domain/clock.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import { COMPONENT_THRESHOLDS, componentId } from "../../domain/status/components.ts";
import type { Bindings } from "../../env.ts";
import { recordRun } from "../../platform/status/recorder.ts";
import { registeredVenueId, venueIds } from "../../venues/registry.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { type HourCounts, type HourLine, NO_COUNTS } from "../hours.ts";
import {
  cycleSnapshotKey,
  hourBuildScratchPrefix,
  hourBuildStateKey,
  hourSummariesIndexKey,
  tradesKey,
} from "../keys.ts";
import { collectionWindowClosed } from "../parts.ts";
import { readManifest } from "../store/lake.ts";
import { writeHour } from "../store/lake-hours.ts";
import { readSnapshotRows } from "../store/lake-reads.ts";
import { storedCompleteness } from "../store/lake-trades.ts";
import { cycleStart } from "../time.ts";
import { decodeTradeLines, type TradeRow, type TradeSelection, tradeSelection } from "../trades.ts";
import { isLakeDailyMinute } from "./schedule.ts";

/** Minutes of tape one build step folds (each a whole-venue snapshot and a trades object). */
export const HOUR_BUILD_STEP_MINUTES = 10;
export const HOUR_BUILD_STEPS = 60 / HOUR_BUILD_STEP_MINUTES;
/** Closed hours the hourly cron (re-)enqueues: the last one, and two more in case a build was lost. */
export const HOURS_ENQUEUED_PER_RUN = 3;
/** At the daily job's minute (00:15 UTC), a whole day and the hours before it, so no hour of a day stays unbuilt. */
export const HOURS_ENQUEUED_PER_DAILY_RUN = 27;
/** Snapshots and trades objects read at once (the runtime keeps six connections per invocation). */
const READS_IN_FLIGHT = 6;

const JSON_TYPE = { contentType: "application/json" };

/** One step of an hour's build (a LAKE_COLLECT message). */
export const HourBuildMessageSchema = z.object({
  kind: z.literal("candle_hour"),
  /** A registered venue (src/venues/registry.ts). */
  venue: z.custom<VenueId>(
    (id) => typeof id === "string" && registeredVenueId(id) !== undefined,
    "must be a registered venue",
  ),
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
  return unbuiltHours(bucket, venueIds(), hourMs - (hours - 1) * HOUR_MS, hourMs + HOUR_MS);
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
  for (const venue of venueIds()) if (await readManifest(bucket, venue, date)) taped.push(venue);
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
  for (const venue of venueIds()) {
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

/**
 * One step of an hour summaries build; the next step goes back on the lake queue. An hour built (or
 * found empty) is the status plane's measurement: hour end to the summary written.
 */
export async function runHourBuild(env: Bindings, message: HourBuildMessage, nowMs: number): Promise<void> {
  const outcome = await runHourBuildStep(
    env.LAKE,
    message,
    async (next) => {
      await env.LAKE_COLLECT.send(next);
    },
    nowMs,
  );
  if (outcome === "built" || outcome === "no_tape") {
    await recordRun(env.DB, {
      component: componentId("hour_summaries"),
      boundaryMs: message.hour_ms + HOUR_MS,
      completedMs: Date.now(),
      ok: true,
      cadenceMs: COMPONENT_THRESHOLDS.hour_summaries.cadence_ms,
    });
  }
}

/** What the operator's backfill of a day's hour summaries enqueued, latest hour first. */
export interface HourBackfill {
  enqueued: number;
  hours: { venue: VenueId; hour: string }[];
}

/**
 * The operator's backfill (`POST /api/refresh?plane=lake-hours&date=`): a day's sealed hours without a
 * summary, for each venue with tape that day, enqueued on the lake queue (at most 24 hours of each
 * venue: one batch, which holds 100 messages).
 */
export async function enqueueHourBuildsOfDay(
  queue: Queue,
  bucket: R2Bucket,
  date: string,
  nowMs: number,
): Promise<HourBackfill> {
  const builds = await hourBuildsOfDay(bucket, date, nowMs);
  if (builds.length > 0) await queue.sendBatch(builds.map((body) => ({ body })));
  const hours = builds.map((b) => ({ venue: b.venue, hour: rfc3339(b.hour_ms) }));
  return { enqueued: hours.length, hours };
}

/**
 * The hourly cron's enqueuing of the sealed hours' summary builds (none without the lake queue): the
 * last few hours, and at the daily job's minute the whole previous day, so a lost build is redone.
 */
export async function enqueueHourBuilds(env: Bindings, nowMs: number): Promise<void> {
  try {
    if (!env.LAKE_COLLECT) return;
    const hours = isLakeDailyMinute(nowMs) ? HOURS_ENQUEUED_PER_DAILY_RUN : HOURS_ENQUEUED_PER_RUN;
    const due = await hourBuildsDue(env.LAKE, nowMs, hours);
    if (due.length > 0) await env.LAKE_COLLECT.sendBatch(due.map((body) => ({ body })));
    console.log(JSON.stringify({ level: "info", msg: "lake_hour_builds", enqueued: due.length }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_hour_builds_failed", reason }));
  }
}
