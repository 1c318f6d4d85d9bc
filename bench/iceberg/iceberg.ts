/**
 * The Iceberg section (`npm run bench -- --only iceberg`): the daily metadata commit's cost, and a read
 * of one day's `trades` table through an Iceberg reader against the same day's Parquet file read
 * directly.
 *
 * A local pix (its Iceberg route at its own origin) holds a `trades` table of RETAINED_DAYS days of two
 * venues (the commit reads the current manifest list, whose length is the table's venue-days), then one
 * whole-venue day: a `trades.parquet` of `prints` prints (default 1,000 a minute, 1,440 minutes), written
 * with the lake's own Parquet writer and table layout. Each of `commits` further venue-days is committed
 * by the real `commitPathTable`, run inside workerd by a bench-only probe Worker bound to pix's bucket
 * (./iceberg-probe.ts): its wall time seen from here and workerd's CPU over it (the commit's code and
 * local R2's work; nothing else runs meanwhile). Then `runs` reads of the day: icebird (with hyparquet) reading the table over HTTP, and
 * hyparquet reading the data file's URL, both through pix's Iceberg route; medians and their ratio.
 */

import { createServer } from "node:net";
import { join } from "node:path";
import { asyncBufferFromUrl, parquetReadObjects } from "hyparquet";
import { icebergRead } from "icebird";
import { bundleProbeWorker, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { DAY_MS } from "../../src/domain/clock.ts";
import { cpuSeconds, workerdChildren } from "../lib/cpu.ts";
import { median } from "../lib/report.ts";

export interface IcebergBenchOptions {
  /** Prints of the whole-venue day (default 1,440,000: 1,000 a minute). */
  prints?: number;
  /** Venue-days committed and timed (default 10). */
  commits?: number;
  /** Reads of each kind (default 3). */
  runs?: number;
  log?: (line: string) => void;
}

export interface IcebergBenchResult {
  table_venue_days_before: number;
  commit: { runs: number; wall_ms_median: number; workerd_cpu_ms_median: number | null };
  day: { prints: number; bytes: number };
  read: { runs: number; icebird_ms_median: number; parquet_ms_median: number; ratio: number; rows: number };
}

const PROBE = "bench-iceberg-probe";
const RETAINED_DAYS = 30;
const VENUES = ["kalshi", "polymarket"] as const;
const BENCH_DATE = "2026-11-01";
const NOW = Date.parse(`${BENCH_DATE}T00:20:00Z`) + DAY_MS;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const workerdCpuSeconds = () => {
  const values = workerdChildren().map((pid) => cpuSeconds(pid));
  return values.every((v) => v !== undefined) && values.length > 0
    ? values.reduce((n, v) => n + (v as number), 0)
    : undefined;
};

export async function runIcebergBench(
  root: string,
  options: IcebergBenchOptions = {},
): Promise<IcebergBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const prints = options.prints ?? 1_440_000;
  const commits = options.commits ?? 10;
  const runs = options.runs ?? 3;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v1/lake/iceberg`;
  const probe = await bundleProbeWorker(root, "bench", PROBE, join(import.meta.dirname, "iceberg-probe.ts"));
  const pix = await startLocalPix({
    port,
    progress: () => {},
    secrets: TEST_SECRETS,
    vars: { LAKE_ICEBERG_BASE_URL: base, IP_RATE_LIMIT_PER_MINUTE: "1000000000" },
    extraWorkers: (pixWorker) => [
      {
        name: PROBE,
        compatibilityDate: pixWorker.compatibilityDate,
        modules: probe.modules,
        modulesRoot: probe.outdir,
        r2Buckets: pixWorker.r2Buckets,
      },
    ],
  });
  try {
    const worker = (await pix.mf.getWorker(PROBE)) as unknown as Fetcher;
    const call = async <T>(path: string, query: Record<string, string | number>) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const response = await worker.fetch(`http://probe${path}?${qs}`, { method: "POST" });
      if (!response.ok) throw new Error(`probe ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const commit = (venue: string, date: string, file: { key: string; bytes: number; rows: number }) =>
      call<{ status: string }>("/commit", { base, venue, date, ...file, now: NOW });
    const standIn = (venue: string, date: string) => ({
      key: `lake-parquet/${venue}/${date}/trades.parquet`,
      bytes: 400_000_000,
      rows: 1_440_000,
    });
    const firstDay = Date.parse(`${BENCH_DATE}T00:00:00Z`) - RETAINED_DAYS * DAY_MS;
    for (let d = 0; d < RETAINED_DAYS; d++) {
      for (const venue of VENUES) {
        const date = dateOf(firstDay + d * DAY_MS);
        await commit(venue, date, standIn(venue, date));
      }
    }
    log(` iceberg: trades holds ${RETAINED_DAYS} days × ${VENUES.length} venues`);
    const day = await call<{ key: string; bytes: number; rows: number }>("/trades-day", {
      venue: "kalshi",
      date: BENCH_DATE,
      prints,
    });
    log(` iceberg: a whole-venue trades day, ${day.rows} prints, ${(day.bytes / 1e6).toFixed(1)} MB`);
    const wall: number[] = [];
    const workerdCpu: number[] = [];
    for (let n = 0; n < commits; n++) {
      // The bench day first (kalshi), then polymarket's same day, then later venue-days.
      const venue = n % 2 === 0 ? "kalshi" : "polymarket";
      const date = dateOf(Date.parse(`${BENCH_DATE}T00:00:00Z`) + Math.floor(n / 2) * DAY_MS);
      const w0 = workerdCpuSeconds();
      const t0 = performance.now();
      const outcome = await commit(venue, date, n === 0 ? day : standIn(venue, date));
      wall.push(performance.now() - t0);
      const w1 = workerdCpuSeconds();
      if (w0 !== undefined && w1 !== undefined) workerdCpu.push((w1 - w0) * 1000);
      if (outcome.status !== "committed") throw new Error(`bench commit ${venue}/${date}: ${outcome.status}`);
    }
    log(` iceberg: ${commits} venue-days committed`);

    // The read: only the bench day's data file exists (the others stand in for their size), so the
    // table is rebuilt with that one venue-day, which icebird reads whole.
    await call("/reset", {});
    await commit("kalshi", BENCH_DATE, day);
    const icebird: number[] = [];
    const direct: number[] = [];
    let rows = 0;
    const dataUrl = `${base}/trades/data/kalshi-${BENCH_DATE}.parquet`;
    for (let r = 0; r < runs; r++) {
      let t0 = performance.now();
      rows = (await icebergRead({ tableUrl: `${base}/trades` })).length;
      icebird.push(performance.now() - t0);
      t0 = performance.now();
      const plain = await parquetReadObjects({ file: await asyncBufferFromUrl({ url: dataUrl }) });
      direct.push(performance.now() - t0);
      if (plain.length !== rows) throw new Error(`icebird read ${rows} rows, the file holds ${plain.length}`);
    }
    const result: IcebergBenchResult = {
      table_venue_days_before: RETAINED_DAYS * VENUES.length,
      commit: {
        runs: commits,
        wall_ms_median: median(wall),
        workerd_cpu_ms_median: workerdCpu.length === commits ? median(workerdCpu) : null,
      },
      day: { prints: day.rows, bytes: day.bytes },
      read: {
        runs,
        icebird_ms_median: median(icebird),
        parquet_ms_median: median(direct),
        ratio: median(icebird) / median(direct),
        rows,
      },
    };
    log(renderIceberg(result));
    return result;
  } finally {
    await pix.stop();
    probe.remove();
  }
}

export function renderIceberg(r: IcebergBenchResult): string {
  const f = (n: number) => n.toFixed(1);
  return [
    "Iceberg: the daily metadata commit and a day's trades read",
    `  commit of one venue-day to a table of ${r.table_venue_days_before} venue-days (median of ${r.commit.runs}): ` +
      `${f(r.commit.wall_ms_median)} ms wall, ` +
      `${r.commit.workerd_cpu_ms_median === null ? "n/a" : f(r.commit.workerd_cpu_ms_median)} ms workerd CPU`,
    `  one day's trades (${r.day.prints} prints, ${(r.day.bytes / 1e6).toFixed(1)} MB) read (median of ${r.read.runs}): ` +
      `icebird ${f(r.read.icebird_ms_median)} ms, hyparquet on the file ${f(r.read.parquet_ms_median)} ms, ` +
      `ratio ${r.read.ratio.toFixed(2)}`,
  ].join("\n");
}
