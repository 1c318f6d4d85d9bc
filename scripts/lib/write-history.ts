/**
 * Writes synthetic history into a D1 binding: only the rows pix's reads use, per instrument, resumably.
 *
 * The synthetic path is generated minute by minute in memory and folded into rollups exactly as the
 * one-minute cycle would fold those ticks, but only these rows are written (see seedPlan):
 * - minute ticks over the longest window a raw-tick (1m) history read covers, plus a margin;
 * - 5m rollups over the longest window any allowed range reads 5m rollups for (30m buckets of `1m`);
 * - 1h and 1d rollups over the whole depth (4h, 1d and 1w buckets of the longer ranges);
 * - the tick at every New York 16:00 cut-off over the whole depth, so every daily close (and the
 *   365-day statistics built on them) is observed at its cut-off, never carried forward or missing.
 *
 * Each instrument is marked in `synthetic_seeds` in the same batch as its last rows; an instrument
 * without a mark is written again (every insert is ON CONFLICT DO NOTHING), so an interrupted seed is
 * completed by the next run.
 */

import type { CycleInstrument } from "../../src/catalog/store.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, minuteFloor, rfc3339 } from "../../src/domain/clock.ts";
import { dailyCloseCutoffs } from "../../src/domain/daily-closes.ts";
import { HISTORY_POLICY, type HistorySource, sourceFor } from "../../src/domain/history.ts";
import { tickWrites } from "../../src/indices/store/ticks.ts";
import { openDb, runBatch } from "../../src/platform/db/db.ts";
import {
  createRollupFolder,
  type RollupRow,
  SAMPLE_MINUTES,
  type SyntheticTick,
  syntheticTicks,
} from "./synthetic-history.ts";

const ROWS_PER_STATEMENT = 400;
const STATEMENTS_PER_BATCH = 50;
/** A top-up longer than this (pix was off for days after its seed) is left as a gap. */
export const MAX_TOP_UP_MS = DAY_MS;

/** The longest trailing window (minutes) any range reads `source` rows for, by the history policy. */
export function longestWindowReading(source: HistorySource): number {
  let longest = 0;
  for (const row of HISTORY_POLICY.range_table) {
    if (row.window_minutes === null || row.allowed_resolutions === null) continue;
    if (row.allowed_resolutions.some((resolution) => sourceFor(resolution) === source)) {
      longest = Math.max(longest, row.window_minutes);
    }
  }
  return longest;
}

/** What one seed writes: the depth and the windows of the finer series, all epoch ms. */
export interface SeedPlan {
  /** Start of the synthetic path: a UTC midnight, so its first 5m, 1h and 1d buckets are whole. */
  fromMs: number;
  /** Exclusive end: the minute live collection takes over. */
  toMs: number;
  /** Minute ticks from here (the 1m history ranges and the latest tick read them). */
  minuteTicksFromMs: number;
  /** 5m rollups from here. */
  fiveMinuteFromMs: number;
  /** Daily-close cut-off minutes inside the depth: each gets its tick. */
  cutoffMinutes: ReadonlySet<number>;
  /** The model's sampling step (minutes) at an instant: see sampleMinutesAt. */
  sampleMinutesAt: (epochMs: number) => number;
}

/**
 * Sampling steps of the synthetic path, by what is read of it: every SAMPLE_MINUTES (30) over the
 * days holding minute ticks, every two hours over the days holding 5m rollups, every eight hours
 * further back, where only 1h and 1d rollups (4h buckets at their finest) and the daily closes are
 * read. Sampling the methodology is what a seed spends its time on: this keeps a 400-day seed to about
 * 1,600 samples per instrument instead of 19,200.
 */
export const SAMPLE_MINUTES_BY_SERIES = { ticks: SAMPLE_MINUTES, "5m": 120, deep: 480 } as const;

export function seedPlan(nowMs: number, days: number): SeedPlan {
  const toMs = minuteFloor(nowMs);
  const fromMs = Math.floor(toMs / DAY_MS) * DAY_MS - days * DAY_MS;
  // Margins: an hour of ticks (the live cycle extends them, and the longest tick read is one day), and a
  // week of 5m rollups, so the month-long reads of 5m rollups stay whole for a week of running (after
  // that their start reads `partial` until the live rollups span the month).
  const tickWindowMs = longestWindowReading("ticks") * MINUTE_MS + HOUR_MS;
  const fiveMinuteWindowMs = longestWindowReading("5m") * MINUTE_MS + 7 * DAY_MS;
  const cutoffMinutes = new Set(
    dailyCloseCutoffs(toMs, days + 2)
      .map((cutoff) => minuteFloor(cutoff.cutoff_ms))
      .filter((minute) => minute >= fromMs && minute < toMs),
  );
  // Steps change at UTC midnights fixed for the whole UTC day of `toMs`, so a seed resumed the same day
  // samples the same instants.
  const today = Math.floor(toMs / DAY_MS) * DAY_MS;
  const tickZoneMs = today - Math.ceil(tickWindowMs / DAY_MS) * DAY_MS;
  const fiveMinuteZoneMs = today - Math.ceil(fiveMinuteWindowMs / DAY_MS) * DAY_MS;
  return {
    fromMs,
    toMs,
    minuteTicksFromMs: Math.max(fromMs, toMs - tickWindowMs),
    fiveMinuteFromMs: Math.max(fromMs, Math.floor((toMs - fiveMinuteWindowMs) / HOUR_MS) * HOUR_MS),
    cutoffMinutes,
    sampleMinutesAt: (epochMs) =>
      epochMs >= tickZoneMs
        ? SAMPLE_MINUTES_BY_SERIES.ticks
        : epochMs >= fiveMinuteZoneMs
          ? SAMPLE_MINUTES_BY_SERIES["5m"]
          : SAMPLE_MINUTES_BY_SERIES.deep,
  };
}

/** Whether the reads use this rollup row (the 5m series only within its window). */
function rollupRead(plan: SeedPlan, row: RollupRow): boolean {
  return row.resolution !== "5m" || row.bucketStartMs >= plan.fiveMinuteFromMs;
}

/** Whether the reads use this minute's tick. */
function tickRead(plan: SeedPlan, minuteMs: number): boolean {
  return minuteMs >= plan.minuteTicksFromMs || plan.cutoffMinutes.has(minuteMs);
}

export interface SeedResult {
  /** Instruments written by this run (those not already marked complete, or all with `force`). */
  written: string[];
  /** Instruments already marked complete and left alone. */
  complete: string[];
  ticks: number;
  rollups: number;
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Symbols whose synthetic history a previous seed completed. */
export async function completedSeeds(db: D1Database): Promise<Map<string, { seededTo: string }>> {
  const { results } = await db
    .prepare("SELECT symbol, seeded_to AS seededTo FROM synthetic_seeds")
    .all<{ symbol: string; seededTo: string }>();
  return new Map(results.map((row) => [row.symbol, { seededTo: row.seededTo }]));
}

/**
 * Writes the plan's rows for every instrument not yet marked complete (every instrument with `force`),
 * one instrument at a time, each marked complete in the batch holding its last rows. `progress` gets
 * one line per instrument written.
 */
export async function seedSyntheticHistory(
  db: D1Database,
  catalog: readonly CycleInstrument[],
  plan: SeedPlan,
  options: { force?: boolean; progress?: (line: string) => void } = {},
): Promise<SeedResult> {
  const done = options.force ? new Map() : await completedSeeds(db);
  const result: SeedResult = { written: [], complete: [], ticks: 0, rollups: 0 };
  const todo = catalog.filter((instrument) => {
    if (!done.has(instrument.symbol)) return true;
    result.complete.push(instrument.symbol);
    return false;
  });
  for (const [position, instrument] of todo.entries()) {
    const started = Date.now();
    const written = await seedInstrument(db, instrument, plan);
    result.written.push(instrument.symbol);
    result.ticks += written.ticks;
    result.rollups += written.rollups;
    options.progress?.(
      `${position + 1}/${todo.length} ${instrument.symbol}: ${written.ticks} ticks, ${written.rollups} rollups in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return result;
}

/**
 * Writes one synthetic minute history in full, every tick and every rollup, for callers that want a
 * real minute history (the benchmark's 400-day setup, the terminal demo): no plan, no completion mark.
 */
export async function writeSyntheticHistory(
  db: D1Database,
  catalog: readonly CycleInstrument[],
  fromMs: number,
  toMs: number,
  progress: (line: string) => void,
): Promise<{ ticks: number; rollups: number }> {
  let ticks = 0;
  let rollups = 0;
  for (const instrument of catalog) {
    const started = Date.now();
    const written = await writeInstrument(db, instrument, {
      fromMs,
      toMs,
      sampleMinutesAt: () => SAMPLE_MINUTES,
      keepTick: () => true,
      keepRollup: () => true,
      lastStatements: [],
    });
    ticks += written.ticks;
    rollups += written.rollups;
    progress(
      `  ${instrument.symbol}: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${ticks} ticks so far)`,
    );
  }
  return { ticks, rollups };
}

function seedInstrument(db: D1Database, instrument: CycleInstrument, plan: SeedPlan) {
  return writeInstrument(db, instrument, {
    ...plan,
    keepTick: (minuteMs) => tickRead(plan, minuteMs),
    keepRollup: (row) => rollupRead(plan, row),
    lastStatements: [
      `INSERT INTO synthetic_seeds (symbol, seeded_from, seeded_to, completed_at) VALUES (${sqlText(instrument.symbol)},'${rfc3339(plan.fromMs)}','${rfc3339(plan.toMs)}','${rfc3339(Date.now())}') ON CONFLICT (symbol) DO UPDATE SET seeded_from = excluded.seeded_from, seeded_to = excluded.seeded_to, completed_at = excluded.completed_at`,
    ],
  });
}

/** What writeInstrument generates, which of it it writes, and what lands with its last rows. */
interface InstrumentWrite {
  fromMs: number;
  toMs: number;
  sampleMinutesAt: (epochMs: number) => number;
  keepTick: (minuteMs: number) => boolean;
  keepRollup: (row: RollupRow) => boolean;
  lastStatements: string[];
}

/**
 * Generates the instrument's minute path over [fromMs, toMs), folds every minute into the rollups and
 * writes the kept ticks and rollups in large literal-value batches (ON CONFLICT DO NOTHING), in time
 * order. The buckets still open at the end (the current 5m, hour and day) and `lastStatements` land in
 * one batch: an instrument interrupted before it holds only whole buckets, which a later run writes
 * identically.
 */
async function writeInstrument(
  db: D1Database,
  instrument: CycleInstrument,
  write: InstrumentWrite,
): Promise<{ ticks: number; rollups: number }> {
  const symbol = sqlText(instrument.symbol);
  let pending: string[] = [];
  const flush = async (last: string[] = []) => {
    const statements = [...pending, ...last];
    pending = [];
    if (statements.length > 0) await db.batch(statements.map((sql) => db.prepare(sql)));
  };
  let tickValues: string[] = [];
  let rollupValues: string[] = [];
  const queueTicks = () => {
    if (tickValues.length === 0) return;
    pending.push(
      `INSERT INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance) VALUES ${tickValues.join(",")} ON CONFLICT DO NOTHING`,
    );
    tickValues = [];
  };
  const queueRollups = () => {
    if (rollupValues.length === 0) return;
    pending.push(
      `INSERT INTO tick_rollups (symbol, resolution, bucket_start, open, high, low, close, open_at, close_at, tick_count) VALUES ${rollupValues.join(",")} ON CONFLICT DO NOTHING`,
    );
    rollupValues = [];
  };
  let ticks = 0;
  let rollups = 0;
  const folder = createRollupFolder((r: RollupRow) => {
    if (!write.keepRollup(r)) return;
    rollups++;
    rollupValues.push(
      `(${symbol},'${r.resolution}','${rfc3339(r.bucketStartMs)}',${r.open},${r.high},${r.low},${r.close},'${rfc3339(r.openMs)}','${rfc3339(r.closeMs)}',${r.count})`,
    );
    if (rollupValues.length >= ROWS_PER_STATEMENT) queueRollups();
  });
  for (const tick of syntheticTicks(instrument, write.fromMs, write.toMs, write.sampleMinutesAt)) {
    folder.add(tick);
    if (write.keepTick(tick.minuteMs)) {
      ticks++;
      const minute = rfc3339(tick.minuteMs);
      tickValues.push(
        `(${symbol},'${minute}','${tick.valueDecimal}',${tick.value},'${minute}','${minute}','synthetic')`,
      );
      if (tickValues.length >= ROWS_PER_STATEMENT) queueTicks();
    }
    if (pending.length >= STATEMENTS_PER_BATCH) await flush();
  }
  folder.flush();
  queueTicks();
  queueRollups();
  await flush(write.lastStatements);
  return { ticks, rollups };
}

const BUSY_RETRIES = 20;

/**
 * Runs a write again while SQLite answers "database is locked": the top-up writes beside the running
 * `wrangler dev`, whose cycle and lake consumers hold the local database's write lock for a moment at
 * a time. A failed batch wrote nothing, so running it again is safe.
 */
async function whileBusy<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const busy = /SQLITE_BUSY|database is locked/.test(String(error));
      if (!busy || attempt >= BUSY_RETRIES) throw error;
      await new Promise((resume) => setTimeout(resume, 250 * attempt));
    }
  }
}

/**
 * Tops each seeded instrument's history up from where its seed ended to where live collection began
 * (its first tick at or after the seed's end, else the current minute, which its cycle writes), so
 * tape and history have no hole between the seed and the first cycle. Written by the cycle's own tick
 * writer, which folds each new minute into the rollup buckets the seed and the cycle already hold.
 * A gap longer than MAX_TOP_UP_MS (pix stayed off after its seed) is left as it is.
 */
export async function topUpSyntheticHistory(
  db: D1Database,
  catalog: readonly CycleInstrument[],
  nowMs: number,
  progress?: (line: string) => void,
): Promise<number> {
  const seeds = await whileBusy(() => completedSeeds(db));
  const drizzle = openDb(db);
  const computedAt = rfc3339(nowMs);
  let minutes = 0;
  for (const instrument of catalog) {
    const seed = seeds.get(instrument.symbol);
    if (!seed) continue;
    const fromMs = Date.parse(seed.seededTo);
    const next = await whileBusy(() =>
      db
        .prepare("SELECT min(minute) AS minute FROM ticks WHERE symbol = ?1 AND minute >= ?2")
        .bind(instrument.symbol, seed.seededTo)
        .first<{ minute: string | null }>(),
    );
    const toMs = next?.minute ? Date.parse(next.minute) : minuteFloor(nowMs);
    if (toMs <= fromMs) continue;
    if (toMs - fromMs > MAX_TOP_UP_MS) {
      progress?.(`${instrument.symbol}: ${(toMs - fromMs) / MINUTE_MS} minutes since the seed left as a gap`);
      continue;
    }
    const ticks = [...syntheticTicks(instrument, fromMs, toMs)].map((tick: SyntheticTick) => ({
      symbol: instrument.symbol,
      minuteMs: tick.minuteMs,
      valueDecimal: tick.valueDecimal,
      value: tick.value,
      sourceObservedAt: rfc3339(tick.minuteMs),
      computedAt,
      provenance: "synthetic" as const,
    }));
    await whileBusy(() =>
      runBatch(drizzle, [
        ...tickWrites(drizzle, ticks),
        db
          .prepare("UPDATE synthetic_seeds SET seeded_to = ?2 WHERE symbol = ?1")
          .bind(instrument.symbol, rfc3339(toMs)),
      ]),
    );
    minutes = Math.max(minutes, ticks.length);
  }
  return minutes;
}
