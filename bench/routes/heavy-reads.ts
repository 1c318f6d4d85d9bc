/**
 * What heavy candles readers cost everyone else (issue 47): the index read at one connection alone,
 * beside N clients asking for 1-minute candles over a whole-venue tape as fast as they can, and beside
 * N ordinary readers (the same index read; a quotes page of the same tape), in interleaved runs. The
 * figure is the ratio of the index read's p50 (and p99) beside the readers to its p50 (p99) alone in the
 * same run: the heavy readers should cost it no more than the ordinary ones do.
 *
 * The tape: HEAVY_BENCH.minutes whole-venue-size Kalshi snapshots (HEAVY_BENCH.rows rows each, about
 * 1.2 MB, as the simulator's whole-venue tape), written inside pix's workerd by the lake write probe
 * (lake-write-probe.ts `/venue-tape`, with their offsets indexes so the quotes route can page them).
 */

import type { LocalPix } from "../../scripts/lib/local-pix.ts";
import { DAY_MS, MINUTE_MS, utcDateAndHhmm } from "../../src/domain/clock.ts";
import type { CpuPlan } from "../lib/cpu.ts";
import { type RunResult, runLoad } from "../lib/load.ts";
import { median, type Spread, spread } from "../lib/report.ts";
import { INDEX_READ_PATH } from "./burst.ts";
import { benchLakeRows } from "./lake.ts";
import { lakeProbe } from "./lake-history.ts";

const isoSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Yesterday from 06:00 UTC (inside the tape retention, away from the book rows' 12:00 minute), 33
 * minutes of 2,000-row Kalshi snapshots: the whole-venue tape of the report (33 snapshots, 40 MB an
 * answer). The candles read one market in the middle of every snapshot.
 */
export const HEAVY_BENCH = {
  venue: "kalshi",
  minutes: 33,
  rows: 2_000,
  readers: 4,
  fromMs: Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS + 6 * 60 * MINUTE_MS,
  /** `benchLakeRows`' market of row 1,000. */
  market: benchLakeRows(1_001, "2026-01-01T00:00:00Z")[1_000]?.market_id ?? "",
} as const;

/** One heavy answer: 1-minute candles of one market over every minute of the tape. */
export function heavyCandlesPath(): string {
  const { venue, market, fromMs, minutes } = HEAVY_BENCH;
  return (
    `/api/v1/lake/venues/${venue}/markets/${market}/candles` +
    `?from=${isoSecond(fromMs)}&to=${isoSecond(fromMs + minutes * MINUTE_MS)}&resolution=1m`
  );
}

/** An ordinary lake read of the same tape: the first quotes page (500 rows) of its first minute. */
export function ordinaryQuotesPath(): string {
  const { date, hhmm } = utcDateAndHhmm(HEAVY_BENCH.fromMs);
  return `/api/v1/lake/venues/${HEAVY_BENCH.venue}/quotes?date=${date}&at=${hhmm}&page=1&page_size=500`;
}

/** Writes the tape through the probe and logs its size. */
export async function writeHeavyTape(pix: LocalPix, log: (line: string) => void) {
  const { venue, fromMs, minutes, rows } = HEAVY_BENCH;
  const written = await lakeProbe(
    pix,
    `/venue-tape?venue=${venue}&from=${fromMs}&minutes=${minutes}&rows=${rows}`,
  );
  log(
    ` heavy reads: ${minutes} snapshots × ${rows.toLocaleString("en-US")} rows of ${venue}, ` +
      `${(Number(written.bytes) / 1e6).toFixed(1)} MB, written in ${(written.ms / 1000).toFixed(1)} s`,
  );
}

type Figures = Pick<RunResult, "p50Ms" | "p99Ms" | "total" | "unexpected">;

/** One condition over the runs: the index read's latencies, the ratios to alone in the same run, the readers. */
export interface HeavyCondition {
  name: string;
  /** What the N other connections read (none: the index read alone). */
  readerPath: string | null;
  index: Figures[];
  readers: Pick<RunResult, "requestsPerSecond" | "p50Ms" | "unexpected">[];
  p50: Spread;
  p99: Spread;
  /** Per run, this condition's p50 (p99) over the alone condition's in the same run; median and range. */
  p50Ratio: Spread;
  p99Ratio: Spread;
}

export interface HeavyReadsResult {
  readers: number;
  runs: number;
  durationSeconds: number;
  tape: { minutes: number; rows: number };
  conditions: HeavyCondition[];
}

export const HEAVY_CONDITIONS = {
  alone: "index read alone",
  heavy: "beside heavy readers: 1m candles over the whole-venue tape",
  index: "beside ordinary readers: the same index read",
  quotes: "beside ordinary readers: a quotes page of the same tape",
} as const;

/**
 * `runs` rounds, each measuring the index read at one connection alone, then beside `readers`
 * connections of each reader path in turn (so drift hits every condition alike).
 */
export async function measureIndexBesideHeavyReads(
  baseUrl: string,
  plan: CpuPlan,
  options: { runs: number; durationSeconds: number; readers: number; serverPid?: number },
): Promise<HeavyReadsResult> {
  const load = (path: string, connections: number) =>
    runLoad(
      plan,
      { url: `${baseUrl}${path}`, durationSeconds: options.durationSeconds, connections, pipelining: 1 },
      200,
      options.serverPid,
    );
  const plans: [name: string, readerPath: string | null][] = [
    [HEAVY_CONDITIONS.alone, null],
    [HEAVY_CONDITIONS.heavy, heavyCandlesPath()],
    [HEAVY_CONDITIONS.index, INDEX_READ_PATH],
    [HEAVY_CONDITIONS.quotes, ordinaryQuotesPath()],
  ];
  const measured = plans.map(([name, readerPath]) => ({
    name,
    readerPath,
    index: [] as Figures[],
    readers: [] as HeavyCondition["readers"],
  }));
  for (let run = 1; run <= options.runs; run++) {
    for (const condition of measured) {
      const [index, readers] = await Promise.all([
        load(INDEX_READ_PATH, 1),
        condition.readerPath ? load(condition.readerPath, options.readers) : Promise.resolve(null),
      ]);
      condition.index.push({
        p50Ms: index.p50Ms,
        p99Ms: index.p99Ms,
        total: index.total,
        unexpected: index.unexpected,
      });
      if (readers) {
        condition.readers.push({
          requestsPerSecond: readers.requestsPerSecond,
          p50Ms: readers.p50Ms,
          unexpected: readers.unexpected,
        });
      }
      console.log(
        `  run ${run}/${options.runs}  ${condition.name.padEnd(60)} index p50 ${index.p50Ms} ms, p99 ${index.p99Ms} ms` +
          (readers
            ? `; readers ${readers.requestsPerSecond.toFixed(1)} req/s, p50 ${readers.p50Ms} ms${readers.unexpected ? `, ${readers.unexpected} unexpected!` : ""}`
            : ""),
      );
    }
  }
  const alone = measured[0]?.index ?? [];
  const ratios = (values: Figures[], pick: (f: Figures) => number) =>
    spread(values.map((f, i) => pick(f) / Math.max(1, pick(alone[i] as Figures))));
  return {
    readers: options.readers,
    runs: options.runs,
    durationSeconds: options.durationSeconds,
    tape: { minutes: HEAVY_BENCH.minutes, rows: HEAVY_BENCH.rows },
    conditions: measured.map((condition) => ({
      ...condition,
      p50: spread(condition.index.map((f) => f.p50Ms)),
      p99: spread(condition.index.map((f) => f.p99Ms)),
      p50Ratio: ratios(condition.index, (f) => f.p50Ms),
      p99Ratio: ratios(condition.index, (f) => f.p99Ms),
    })),
  };
}

const ms = (s: Spread) => `${s.median.toFixed(0)} ms (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
const times = (s: Spread) => `${s.median.toFixed(2)}× (${s.min.toFixed(2)}–${s.max.toFixed(2)})`;

export function renderHeavyReads(result: HeavyReadsResult): string {
  const lines = [
    `${INDEX_READ_PATH} at 1 connection beside ${result.readers} connections of other readers ` +
      `(${result.runs} interleaved runs × ${result.durationSeconds} s; the tape: ${result.tape.minutes} snapshots × ` +
      `${result.tape.rows.toLocaleString("en-US")} rows; median (min–max) over the runs):`,
  ];
  for (const c of result.conditions) {
    const readers = c.readers.length
      ? `; readers ${median(c.readers.map((r) => r.requestsPerSecond)).toFixed(1)} req/s, p50 ${median(c.readers.map((r) => r.p50Ms)).toFixed(0)} ms` +
        (c.readers.some((r) => r.unexpected) ? " (unexpected statuses!)" : "")
      : "";
    lines.push(
      `  ${c.name}: p50 ${ms(c.p50)}, p99 ${ms(c.p99)}; × alone: p50 ${times(c.p50Ratio)}, p99 ${times(c.p99Ratio)}${readers}`,
    );
  }
  return lines.join("\n");
}

/** The heavy readers' p50 ratio over the worse of the ordinary readers' (≤ 1: they cost no more). */
export function heavyOverOrdinary(result: HeavyReadsResult): { heavy: number; ordinary: number } | null {
  const pick = (name: string) => result.conditions.find((c) => c.name === name)?.p50Ratio.median;
  const heavy = pick(HEAVY_CONDITIONS.heavy);
  const ordinary = Math.max(pick(HEAVY_CONDITIONS.index) ?? 0, pick(HEAVY_CONDITIONS.quotes) ?? 0);
  return heavy === undefined || ordinary === 0 ? null : { heavy, ordinary };
}
