/**
 * `npm run bench`: load chosen pix routes beside a bare baseline Worker in the same run and report
 * medians, spread and the ratio to the baseline.
 *
 * pix runs in workerd through one programmatic Miniflare instance (scripts/lib/local-pix.ts), the
 * baseline in another; autocannon runs as a child process pinned to a different core than workerd.
 * Runs are interleaved (baseline, route 1, route 2, … then again) so drift hits every target alike.
 *
 *   npm run bench -- --duration 5 --connections 10 --runs 3 --warmup 1 --only info --no-pin
 *   (`--only` takes comma-separated parts of route names: `--only news,snapshots/latest`)
 *   (or BENCH_DURATION, BENCH_CONNECTIONS, BENCH_RUNS, BENCH_WARMUP, BENCH_PIPELINING, BENCH_ONLY)
 *
 * After the routes, a default run also times the ingestion cycle over 2 venues × 2,000 markets, and
 * after each cycle its stages alone, from the collection floor of a bare Worker up
 * (bench/cycle/cycle.ts; about 2 min more): `--only cycle` runs just that section, `--cycles N`
 * (BENCH_CYCLES, default 5; 0 skips it) and `--cycle-markets N` (BENCH_CYCLE_MARKETS) size it.
 *
 * The lake history rows (`--only "lake candles,lake book"`, bench/routes/lake-history.ts): one market's
 * candles at 1h over 30 days of minutes and one market's book at a minute, at one connection; after the
 * table, the whole 30-day window walked through `links.next`, and the bytes and workerd CPU that
 * writing a bench-size minute of book tape added.
 *
 * Heavy readers (`--only "/api/v1/indices/PIXCPI (1 conn),whole-venue"`, bench/routes/heavy-reads.ts): a
 * whole-venue-size tape of 33 minutes; after the table, the index read at one connection alone, beside 4
 * clients of 1-minute candles over that tape, and beside 4 ordinary readers, as ratios to alone.
 *
 * The factor route (`--only factor`): a warm keyed row at one connection, and before it a cold section
 * (the first request with every cache empty, then batches over every simulated equity with the
 * calendar caches cleared), against the simulator started in this process (bench/routes/factor.ts).
 *
 * Then the whole-venue tape (bench/venue-tape/venue-tape.ts; `--only venue-tape` runs just that): one
 * cycle over every open market at bench size through the queue, wall time per venue, CPU per invocation,
 * rows and bytes, and lake quotes first vs last page of the 20,000-row snapshot (BENCH_TAPE_MARKETS
 * sizes it smaller for a quick check).
 *
 * Then the terminal-stream fan-out (bench/stream/stream.ts; about 1 min more, longer on a busy
 * machine): 1,000 WebSocket clients on /ws, real cycles, p50/p99 from the cycle's hand-off to each client
 * and the workerd RSS, beside a bare Durable Object reference, with STREAM_SHARDS=1 (one object holds
 * every client) and then 2. `--only stream` runs just that section;
 * `--stream-clients N` (BENCH_STREAM_CLIENTS, default 1000; 0 skips it), `--stream-cycles N`
 * (BENCH_STREAM_CYCLES, default 5) and `--stream-shards 1,2` (BENCH_STREAM_SHARDS) size it.
 *
 * Then the live market plane beside a bare relay (bench/stream/live.ts; `--only live`), and the live
 * plane under overload (bench/stream/live-overload.ts; `--only live-overload`, about 3 min more): both
 * venues at `--overload-rate` for `--overload-seconds` into --stream-clients clients, `--overload-silent`
 * of which never read; lag, shedding, gaps, memory, the index read beside idle, a cycle, the catch-up.
 *
 * Then the soak (bench/routes/burst.ts; `--only soak` runs just that): a mix of reads in turn for
 * `--soak-slices` × routes × `--soak-slice-seconds`, workerd's RSS sampled after each slice. With both the
 * legacy list and the index read rows selected (`--only markets,indices/PIXCPI`), the index read is also
 * measured during a burst of legacy lists at `--connections`.
 *
 * Every run ends with "Targets (this run)": each published target beside its figure (met / NOT met),
 * from whichever sections ran (bench/lib/targets.ts).
 */
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  bundleProbeWorker,
  type LocalPix,
  OFFLINE_ENV,
  startLocalPix,
  TEST_SECRETS,
} from "../../scripts/lib/local-pix.ts";
import { writeSyntheticHistory } from "../../scripts/lib/write-history.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../src/catalog/store.ts";
import { MINUTE_MS, minuteFloor } from "../../src/domain/clock.ts";
import { recordRun } from "../../src/platform/status/recorder.ts";
import { type CycleBenchResult, runCycleBench } from "../cycle/cycle.ts";
import { renderRejudge, runRejudgeBench } from "../equivalence/rejudge.ts";
import { runIcebergBench } from "../iceberg/iceberg.ts";
import { startBaseline } from "../lib/baseline.ts";
import { type CpuPlan, cpuSeconds, pinCores, workerdChildren } from "../lib/cpu.ts";
import { type RunResult, runLoad } from "../lib/load.ts";
import { median, renderTable, summarize, type TargetSummary, writeResults } from "../lib/report.ts";
import {
  ANSWER_BASELINE_ROW,
  type BenchSections,
  checkTargets,
  renderTargets,
  SNAPSHOT_ROW,
} from "../lib/targets.ts";
import { startTickClock, type TickClock } from "../lib/tick-clock.ts";
import { renderLiveTable, runLiveStreamBench } from "../stream/live.ts";
import { renderLiveOverloadTable, runLiveOverloadBench } from "../stream/live-overload.ts";
import { LIVE_OVERLOAD_DEFAULTS, type LiveOverloadResult } from "../stream/live-overload-result.ts";
import type { LiveBenchResult } from "../stream/live-result.ts";
import { runStreamBench, type StreamBenchResult } from "../stream/stream.ts";
import { runVenueTapeBench, type VenueTapeBenchResult } from "../venue-tape/venue-tape.ts";
import { captureAnswer, startAnswerBaseline } from "./answer-baseline.ts";
import {
  INDEX_READ_PATH,
  LEGACY_LIST_PATH,
  measureIndexDuringLegacyBurst,
  renderBurst,
  renderSoak,
  runSoakSection,
  type SoakResult,
} from "./burst.ts";
import { basisBenchPath, writeEquivalenceBench } from "./equivalence.ts";
import {
  FACTOR_PATH,
  type FactorColdResult,
  type FactorUpstreams,
  measureFactorCold,
  prepareFactorRoute,
  startFactorUpstreams,
  WARM_TARGET_MS,
  WARM_TICKER,
} from "./factor.ts";
import {
  HEAVY_BENCH,
  type HeavyReadsResult,
  heavyCandlesPath,
  measureIndexBesideHeavyReads,
  renderHeavyReads,
  writeHeavyTape,
} from "./heavy-reads.ts";
import { LAKE_LAST_PAGE, lakeQuotesPath, writeLakeBenchDay } from "./lake.ts";
import {
  BOOK_BENCH,
  type BookWrite,
  bookPath,
  CANDLE_BENCH,
  type CandleWalk,
  candlesPath,
  LAKE_WRITE_PROBE,
  walkCandleWindow,
  writeBookBenchMinutes,
  writeCandleBenchDays,
} from "./lake-history.ts";
import { NEWS_BENCH_PATH, writeNewsBenchItems } from "./news.ts";
import { OUTCOMES_BENCH_CATEGORY, writeOutcomesBench } from "./outcomes.ts";

export interface BenchContext {
  pix: LocalPix;
  /** pix's workerd process, for CPU read from /proc. */
  pixPid: number | undefined;
}

export interface BenchRoute {
  /** Label in the table. */
  name: string;
  path: string;
  method?: string;
  /** The status every response must have (default 200); others are counted as unexpected. */
  expectStatus?: number;
  /** Request headers, resolved once against the running pix before any load (e.g. a current ETag). */
  headers?: (ctx: BenchContext) => Promise<Record<string, string>>;
  /** Names of SETUPS this route needs; a setup runs only when a selected route needs it. */
  needs?: string[];
  /** Concurrent connections for this route (default --connections); 1 measures latency, not throughput. */
  connections?: number;
  /**
   * The row this one is reported beside, as ratios of requests/s, p50 and p99 after the table; a
   * selected row brings it along.
   */
  beside?: string;
}

/** Sends back the ETag the route currently answers with, so every request is a 304. */
const ifNoneMatch =
  (path: string) =>
  async ({ pix }: BenchContext) => {
    const res = await fetch(`${pix.url}${path}`);
    await res.body?.cancel();
    const etag = res.headers.get("etag");
    if (!etag) throw new Error(`${path} sent no ETag`);
    return { "If-None-Match": etag };
  };

// ---------------------------------------------------------------- what to measure (add rows here)

/** The API key the "api-key" setup issues through the admin plane (limit far above any run). */
let benchKey: string | undefined;
const keyHeader = async () => {
  if (!benchKey) throw new Error("the api-key setup did not run");
  return { "X-API-Key": benchKey };
};

/** The factors:read key the "factor-route" setup issues. */
let factorKey: string | undefined;
const factorKeyHeader = async () => {
  if (!factorKey) throw new Error("the factor-route setup did not run");
  return { "X-API-Key": factorKey };
};
const FACTOR_WARM_ROW = `factor ${WARM_TICKER} (warm, keyed, 1 conn)`;

const LEGACY_ROW = "legacy /api/markets (1 conn)";
const CANDLES_FIRST_ROW = "lake candles 1h, first week of 30 days (1 conn)";
/** Walks of the whole 30-day candles window after the table (each 5 answers of at most a week of hours). */
const CANDLE_WALKS = 2;
const INDEX_ROW = "indices /api/v1/indices/PIXCPI (1 conn)";
const HEAVY_CANDLES_ROW = "lake candles 1m over a whole-venue tape (1 conn)";
/** Closed markets the "outcomes-seeded" setup records (outcomes.ts). */
const OUTCOMES_BENCH_MARKETS = 5_000;
/** The index history read the status, equivalence and outcomes rows are reported beside. */
const HISTORY_ROW = "indices history?range=1w&resolution=5m";

/** Routes under load, in table order. */
const ROUTES: BenchRoute[] = [
  { name: "/api/v1/info", path: "/api/v1/info" },
  { name: "/api/v1/openapi.json", path: "/api/v1/openapi.json" },
  {
    name: "indices snapshots/latest",
    path: "/api/v1/indices/PIXCPI/snapshots/latest",
    needs: ["history-400d", "tick-clock"],
  },
  {
    // Issue 5: the same read with an API key (one guard RPC instead of the per-IP limiter RPC).
    name: "indices snapshots/latest (keyed)",
    path: "/api/v1/indices/PIXCPI/snapshots/latest",
    needs: ["history-400d", "tick-clock", "api-key"],
    headers: keyHeader,
  },
  // Issue 5's "≤ 2 ms added p50" is per request: compare keyed and anonymous without queueing too.
  {
    name: "indices snapshots/latest (1 conn)",
    path: "/api/v1/indices/PIXCPI/snapshots/latest",
    needs: ["history-400d", "tick-clock"],
    connections: 1,
  },
  {
    name: "indices snapshots/latest (keyed, 1 conn)",
    path: "/api/v1/indices/PIXCPI/snapshots/latest",
    needs: ["history-400d", "tick-clock", "api-key"],
    headers: keyHeader,
    connections: 1,
  },
  { name: "/api/v1/info (keyed)", path: "/api/v1/info", needs: ["api-key"], headers: keyHeader },
  {
    name: "indices history?range=1y (auto)",
    path: "/api/v1/indices/PIXCPI/history?range=1y",
    needs: ["history-400d", "tick-clock"],
  },
  {
    name: "indices history?range=1w&resolution=5m",
    path: "/api/v1/indices/PIXCPI/history?range=1w&resolution=5m",
    needs: ["history-400d", "tick-clock"],
  },
  // The legacy list beside the index read it must not slow (p50, p99 at one connection); with both rows
  // selected, the index read is then measured again during a burst of legacy lists.
  {
    name: LEGACY_ROW,
    path: LEGACY_LIST_PATH,
    needs: ["history-400d", "tick-clock"],
    connections: 1,
  },
  {
    name: INDEX_ROW,
    path: INDEX_READ_PATH,
    needs: ["history-400d", "tick-clock"],
    connections: 1,
  },
  // Issue 4's latency targets (p99 ≤ 25 ms) are per request, so measured without queueing too.
  {
    name: "indices history?range=1y (auto, 1 conn)",
    path: "/api/v1/indices/PIXCPI/history?range=1y",
    needs: ["history-400d", "tick-clock"],
    connections: 1,
  },
  {
    name: "indices history?range=1w&resolution=5m (1 conn)",
    path: "/api/v1/indices/PIXCPI/history?range=1w&resolution=5m",
    needs: ["history-400d", "tick-clock"],
    connections: 1,
  },
  // Issue 6, lake plane: discovery against the baseline; quote pages of a 288 × 5,000-row venue-day,
  // first and last page at one connection (their p99 is the latency bound), then under the default load.
  { name: "lake /api/v1/lake", path: "/api/v1/lake" },
  { name: "lake /api/v1/lake/venues", path: "/api/v1/lake/venues", needs: ["lake-day"] },
  { name: "lake quotes page 1 (1 conn)", path: lakeQuotesPath(1), needs: ["lake-day"], connections: 1 },
  {
    name: `lake quotes page ${LAKE_LAST_PAGE} (last, 1 conn)`,
    path: lakeQuotesPath(LAKE_LAST_PAGE),
    needs: ["lake-day"],
    connections: 1,
  },
  { name: "lake quotes page 1", path: lakeQuotesPath(1), needs: ["lake-day"] },
  {
    name: `lake quotes page ${LAKE_LAST_PAGE} (last)`,
    path: lakeQuotesPath(LAKE_LAST_PAGE),
    needs: ["lake-day"],
  },
  // Issue 37: one market's candles at 1h over 30 days of catalog-size minutes with their hour summaries
  // built (an answer covers at most a week: the window's first answer and its last day's), and one
  // market's book at a minute of a bench-size book tape; latency at one connection. The whole 30-day walk
  // is measured after the table.
  {
    name: CANDLES_FIRST_ROW,
    path: candlesPath(0),
    needs: ["lake-candles"],
    connections: 1,
  },
  {
    name: "lake candles 1h, last day of 30 (1 conn)",
    path: candlesPath(CANDLE_BENCH.days - 1),
    needs: ["lake-candles"],
    connections: 1,
  },
  // Issue 47: one answer of 1-minute candles over a whole-venue tape (every snapshot read); with the index
  // read row selected too, the index read is then measured beside heavy and ordinary readers.
  {
    name: HEAVY_CANDLES_ROW,
    path: heavyCandlesPath(),
    needs: ["lake-venue-tape"],
    connections: 1,
  },
  {
    name: "lake book of one market at a minute (1 conn)",
    path: bookPath(),
    needs: ["lake-books"],
    connections: 1,
  },
  // The factor route's warm latency (target p99 ≤ 150 ms): every cache filled by the warm-up, the
  // provider's answer among them (re-read every 15 s).
  {
    name: FACTOR_WARM_ROW,
    path: `${FACTOR_PATH}/${WARM_TICKER}`,
    needs: ["factor-route"],
    headers: factorKeyHeader,
    connections: 1,
  },
  // News: the default selection (direct primary documents and editorial posts), 50 items, anonymous.
  { name: "indices news (default filters, 50 items)", path: NEWS_BENCH_PATH, needs: ["news-items"] },
  {
    name: "indices news (default filters, 50 items, 1 conn)",
    path: NEWS_BENCH_PATH,
    needs: ["news-items"],
    connections: 1,
  },
  // The status, equivalence and outcomes planes, each beside the index history read (at the same
  // connections). The status answer is built from the measurements the "status-measured" setup records;
  // the equivalence rows read the pairs and stored minute basis the "equivalence-basis" setup writes
  // (issue 50: the first page of 200 active pairs, and a pair's 30 stored days at 1h, one answer of 720
  // hours whose closes come stored with their edges); the bench's pix has seen no market close, so the outcomes rows measure
  // the empty answer.
  { name: "status /api/v1/status", path: "/api/v1/status", needs: ["status-measured"], beside: HISTORY_ROW },
  {
    name: "equivalence pairs (200 active)",
    path: "/api/v1/equivalence/pairs",
    needs: ["equivalence-basis"],
    beside: HISTORY_ROW,
  },
  {
    name: "equivalence basis 1h over 30 stored days (one answer)",
    path: basisBenchPath(),
    needs: ["equivalence-basis"],
    beside: HISTORY_ROW,
  },
  { name: "outcomes (empty)", path: "/api/v1/outcomes", beside: HISTORY_ROW },
  {
    name: "calibration horizon=24h (empty)",
    path: "/api/v1/calibration?horizon=24h",
    beside: HISTORY_ROW,
  },
  // The same two routes over a store of OUTCOMES_BENCH_MARKETS closed markets ("outcomes-seeded"): the
  // first page of the list, and the calibration (binary, multi-outcome and indices parts) over them all
  // and over one category.
  {
    name: `outcomes (${OUTCOMES_BENCH_MARKETS} markets, page 1)`,
    path: "/api/v1/outcomes",
    needs: ["outcomes-seeded"],
    beside: HISTORY_ROW,
  },
  {
    name: `calibration horizon=24h (${OUTCOMES_BENCH_MARKETS} markets)`,
    path: "/api/v1/calibration?horizon=24h",
    needs: ["outcomes-seeded"],
    beside: HISTORY_ROW,
  },
  {
    name: `calibration horizon=24h category (${OUTCOMES_BENCH_MARKETS / 2} markets)`,
    path: `/api/v1/calibration?horizon=24h&category=${OUTCOMES_BENCH_CATEGORY}`,
    needs: ["outcomes-seeded"],
    beside: HISTORY_ROW,
  },
  {
    name: "/api/v1/info (If-None-Match → 304)",
    path: "/api/v1/info",
    expectStatus: 304,
    headers: ifNoneMatch("/api/v1/info"),
  },
];

/** The tick-clock setup's clock, stopped with the run. */
let tickClock: TickClock | undefined;

/** What the lake-books setup measured writing its minutes' book tape. */
let bookWrites: BookWrite[] | undefined;

/**
 * One-time preparation after pix starts and before any load, e.g. seeding D1, R2 or KV; `stop` ends
 * what a setup left running, before pix stops; `lakeProbe`: it writes through the bench-only Worker
 * that runs beside pix bound to its LAKE bucket (lake-write-probe.ts).
 */
const SETUPS: {
  name: string;
  run: (ctx: BenchContext) => Promise<void>;
  stop?: () => void;
  lakeProbe?: true;
}[] = [
  {
    // Issue 4's condition: at least 400 days of one-minute ticks (with their rollups) for 5 indices.
    name: "history-400d",
    run: async ({ pix }) => {
      const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
      await seedCatalog(db);
      const indices = (await loadCycleCatalog(db)).filter((i) => i.kind === "index").slice(0, 5);
      const toMs = minuteFloor(Date.now()) + MINUTE_MS;
      await writeSyntheticHistory(db, indices, toMs - 400 * 1440 * MINUTE_MS, toMs, (line) =>
        console.log(`bench:${line}`),
      );
    },
  },
  {
    // Production's cron stores each minute's tick at the minute's start, so most of every minute the
    // latest tick is the current minute's: keep the history-400d indices so while the runs last.
    name: "tick-clock",
    run: async ({ pix }) => {
      const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
      const indices = (await loadCycleCatalog(db)).filter((i) => i.kind === "index").slice(0, 5);
      tickClock = await startTickClock(db, indices, (line) => console.log(`bench: ${line}`));
    },
    stop: () => tickClock?.stop(),
  },
  {
    // Issue 6: one venue-day of 288 snapshots × 5,000 rows through the real writeTape.
    name: "lake-day",
    run: ({ pix }) => writeLakeBenchDay(pix, (line) => console.log(`bench:${line}`)),
  },
  {
    // Issue 37: 30 days × 1,440 catalog-size Polymarket snapshots for the candles rows.
    name: "lake-candles",
    run: ({ pix }) => writeCandleBenchDays(pix, (line) => console.log(`bench:${line}`)),
    lakeProbe: true,
  },
  {
    // Issue 47: a whole-venue-size tape of a few minutes, for the heavy candles readers.
    name: "lake-venue-tape",
    run: ({ pix }) => writeHeavyTape(pix, (line) => console.log(`bench:${line}`)),
    lakeProbe: true,
  },
  {
    // Issue 37: a bench-size minute of Polymarket books and a live feed's Kalshi minute; their bytes and CPU.
    name: "lake-books",
    run: async ({ pix, pixPid }) => {
      const cpuMs = () => {
        const seconds = cpuSeconds(pixPid);
        return seconds === undefined ? undefined : seconds * 1000;
      };
      bookWrites = await writeBookBenchMinutes(pix, cpuMs, (line) => console.log(`bench:${line}`));
    },
    lakeProbe: true,
  },
  {
    // The catalog, one ingestion cycle against the simulator (fresh lake snapshots), a factors:read key.
    name: "factor-route",
    run: async ({ pix }) => {
      factorKey = await prepareFactorRoute(pix);
    },
  },
  {
    // A minute of each venue's cycle recorded as the cycle records it: the status read answers 200.
    name: "status-measured",
    run: async ({ pix }) => {
      const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
      const minute = minuteFloor(Date.now());
      for (const venue of ["kalshi", "polymarket"]) {
        await recordRun(db, {
          component: `cycle:${venue}`,
          boundaryMs: minute,
          completedMs: minute + 5_000,
          ok: true,
          cadenceMs: MINUTE_MS,
        });
      }
    },
  },
  {
    // Issue 50: 200 active pairs, and 30 closed days of 10 pairs' stored minute basis (equivalence.ts).
    name: "equivalence-basis",
    run: ({ pix }) => writeEquivalenceBench(pix, (line) => console.log(`bench:${line}`)),
  },
  {
    name: "outcomes-seeded",
    run: async ({ pix }) => {
      const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
      await writeOutcomesBench(db, OUTCOMES_BENCH_MARKETS, Date.now());
    },
  },
  {
    name: "news-items",
    run: async ({ pix }) => {
      const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
      await writeNewsBenchItems(db, 60, Date.now());
    },
  },
  {
    name: "api-key",
    run: async ({ pix }) => {
      const res = await fetch(`${pix.url}/api/admin/keys`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "bench",
          scopes: ["indices:read", "benchmarks:read", "lake:read"],
          rate_limit_per_minute: 1_000_000,
        }),
      });
      if (res.status !== 201) throw new Error(`creating the bench key answered ${res.status}`);
      benchKey = ((await res.json()) as { data: { key: string } }).data.key;
    },
  },
];

// ---------------------------------------------------------------- options

const ROOT = join(import.meta.dirname, "..", "..");

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string" },
      connections: { type: "string" },
      pipelining: { type: "string" },
      runs: { type: "string" },
      warmup: { type: "string" },
      only: { type: "string" },
      cycles: { type: "string" },
      "cycle-markets": { type: "string" },
      "stream-clients": { type: "string" },
      "stream-cycles": { type: "string" },
      "stream-shards": { type: "string" },
      "factor-cold-batches": { type: "string" },
      "soak-slices": { type: "string" },
      "soak-slice-seconds": { type: "string" },
      "soak-paths": { type: "string" },
      "overload-rate": { type: "string" },
      "overload-seconds": { type: "string" },
      "overload-silent": { type: "string" },
      "no-pin": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage());
    process.exit(0);
  }
  const num = (flag: string | undefined, env: string, fallback: number) => {
    const value = Number(flag ?? process.env[env] ?? fallback);
    if (!Number.isFinite(value) || value < 0)
      throw new Error(`invalid value for ${env}: ${flag ?? process.env[env]}`);
    return value;
  };
  return {
    durationSeconds: num(values.duration, "BENCH_DURATION", 5),
    connections: num(values.connections, "BENCH_CONNECTIONS", 10),
    pipelining: num(values.pipelining, "BENCH_PIPELINING", 1),
    runs: Math.max(1, Math.round(num(values.runs, "BENCH_RUNS", 3))),
    warmupSeconds: num(values.warmup, "BENCH_WARMUP", 1),
    only: values.only ?? process.env.BENCH_ONLY,
    cycles: Math.round(num(values.cycles, "BENCH_CYCLES", 5)),
    cycleMarkets: Math.round(num(values["cycle-markets"], "BENCH_CYCLE_MARKETS", 2000)),
    streamClients: Math.round(num(values["stream-clients"], "BENCH_STREAM_CLIENTS", 1000)),
    streamCycles: Math.max(1, Math.round(num(values["stream-cycles"], "BENCH_STREAM_CYCLES", 5))),
    streamShards: (values["stream-shards"] ?? process.env.BENCH_STREAM_SHARDS ?? "1,2")
      .split(",")
      .map((raw) => {
        const n = Number(raw.trim());
        if (!Number.isInteger(n) || n < 1) throw new Error(`invalid value for BENCH_STREAM_SHARDS: ${raw}`);
        return n;
      }),
    factorColdBatches: Math.max(
      1,
      Math.round(num(values["factor-cold-batches"], "BENCH_FACTOR_COLD_BATCHES", 5)),
    ),
    soakSlices: Math.round(num(values["soak-slices"], "BENCH_SOAK_SLICES", 6)),
    soakSliceSeconds: num(values["soak-slice-seconds"], "BENCH_SOAK_SLICE_SECONDS", 2),
    soakPaths: (values["soak-paths"] ?? process.env.BENCH_SOAK_PATHS)?.split(",").filter(Boolean),
    overloadRate: Math.round(
      num(values["overload-rate"], "BENCH_OVERLOAD_RATE", LIVE_OVERLOAD_DEFAULTS.eventsPerSecond),
    ),
    overloadSeconds: Math.max(
      1,
      Math.round(num(values["overload-seconds"], "BENCH_OVERLOAD_SECONDS", LIVE_OVERLOAD_DEFAULTS.seconds)),
    ),
    overloadSilent: Math.round(
      num(values["overload-silent"], "BENCH_OVERLOAD_SILENT", LIVE_OVERLOAD_DEFAULTS.silent),
    ),
    pin: !(values["no-pin"] || process.env.BENCH_NO_PIN),
  };
}

/** `--help`: every flag with its environment variable and default, and the rows `--only` can pick. */
function usage(): string {
  const flags: [flag: string, env: string, what: string][] = [
    ["--duration S", "BENCH_DURATION", "seconds of load per run (default 5)"],
    ["--connections N", "BENCH_CONNECTIONS", "concurrent connections (default 10; rows marked 1 conn use 1)"],
    ["--pipelining N", "BENCH_PIPELINING", "requests in flight per connection (default 1)"],
    ["--runs N", "BENCH_RUNS", "runs per target; the table shows their median and spread (default 3)"],
    ["--warmup S", "BENCH_WARMUP", "seconds of warm-up load before each target (default 1)"],
    [
      "--only A,B",
      "BENCH_ONLY",
      "only the rows whose name contains A or B, or one section: cycle, venue-tape, stream, live, live-overload, soak, iceberg, rejudge",
    ],
    ["--cycles N", "BENCH_CYCLES", "timed ingestion cycles after the rows (default 5; 0 skips them)"],
    ["--cycle-markets N", "BENCH_CYCLE_MARKETS", "markets per venue in the cycle section (default 2000)"],
    [
      "--stream-clients N",
      "BENCH_STREAM_CLIENTS",
      "WebSocket clients on /ws (default 1000; 0 skips the section)",
    ],
    ["--stream-cycles N", "BENCH_STREAM_CYCLES", "cycles measured per stream run (default 5)"],
    ["--stream-shards L", "BENCH_STREAM_SHARDS", "comma-separated STREAM_SHARDS values to run (default 1,2)"],
    [
      "--factor-cold-batches N",
      "BENCH_FACTOR_COLD_BATCHES",
      "cold batches of the factor section (default 5)",
    ],
    [
      "--soak-slices N",
      "BENCH_SOAK_SLICES",
      "soak slices, each loading every soak route in turn, RSS sampled after each (default 6; 0 skips)",
    ],
    ["--soak-slice-seconds S", "BENCH_SOAK_SLICE_SECONDS", "seconds per soak route per slice (default 2)"],
    ["--soak-paths P,Q", "BENCH_SOAK_PATHS", "the paths the soak loads (default: a mix of six reads)"],
    [
      "--overload-rate N",
      "BENCH_OVERLOAD_RATE",
      "live-overload: events/s per venue during the overload (default 2000; the simulator's max is 5000)",
    ],
    ["--overload-seconds S", "BENCH_OVERLOAD_SECONDS", "live-overload: seconds at that rate (default 30)"],
    [
      "--overload-silent N",
      "BENCH_OVERLOAD_SILENT",
      "live-overload: clients that never read, of --stream-clients (default 100)",
    ],
    ["--no-pin", "BENCH_NO_PIN", "do not pin workerd and the load generator to different cores"],
    ["-h, --help", "", "print this and exit"],
  ];
  const width = Math.max(...flags.map(([flag]) => flag.length));
  return [
    "usage: npm run bench -- [options]",
    "",
    "Loads pix routes beside bare baseline Workers in the same run, then times the ingestion cycle and",
    "the /ws fan-out (both skipped when --only is given). Options (environment variable in brackets):",
    "",
    ...flags.map(([flag, env, what]) => `  ${flag.padEnd(width)}  ${what}${env ? ` [${env}]` : ""}`),
    "",
    "Rows --only can pick (any part of a name, e.g. --only news,snapshots/latest):",
    ...ROUTES.map((route) => `  ${route.name}`),
    "Sections: --only cycle (the ingestion cycle alone), --only venue-tape (the whole-venue tape alone), --only stream (the /ws fan-out alone), --only live (the live plane beside a bare relay), --only live-overload (the live plane with both venues past what it can relay: lag, shedding, memory, the index read, the catch-up), --only soak (memory under a mix of reads), --only iceberg (the daily Iceberg commit and a day's trades read through icebird; BENCH_ICEBERG_PRINTS sizes the day), --only rejudge (the judging pass re-judging a whole venue's changed rule texts, in markets per minute of CPU against the cron's CPU budget; BENCH_REJUDGE_CHANGED sets the changed texts a pass). A run without --only runs them all and ends with every target beside its figure.",
  ].join("\n");
}

// ---------------------------------------------------------------- run

type Options = ReturnType<typeof readOptions>;

interface Target {
  name: string;
  method: string;
  path: string;
  url: string;
  expectStatus: number;
  headers: Record<string, string>;
  connections?: number;
  serverPid?: number;
}

/**
 * pix and the baseline, each in its own workerd, pinned away from the load generator's core; with
 * `lakeProbe`, the bench-only lake write probe runs beside pix, bound to its LAKE bucket.
 */
async function startServers(options: Options, vars: Record<string, string> = {}, lakeProbe = false) {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  try {
    // workerd processes are told apart by appearing after each start.
    const before = new Set(workerdChildren());
    const probe = lakeProbe
      ? await bundleProbeWorker(
          ROOT,
          "bench",
          LAKE_WRITE_PROBE,
          join(import.meta.dirname, "lake-write-probe.ts"),
        )
      : undefined;
    if (probe) stops.push(async () => probe.remove());
    // The per-IP limiter still runs on every anonymous request; only its ceiling is lifted for one client.
    const pix = await startLocalPix({
      vars: { IP_RATE_LIMIT_PER_MINUTE: "1000000000", ...vars },
      ...(probe
        ? {
            extraWorkers: (pixWorker) => [
              {
                name: LAKE_WRITE_PROBE,
                compatibilityDate: pixWorker.compatibilityDate,
                modules: probe.modules,
                modulesRoot: probe.outdir,
                r2Buckets: pixWorker.r2Buckets,
              },
            ],
          }
        : {}),
    });
    stops.push(pix.stop);
    const afterPix = new Set(workerdChildren());
    const pixPid = [...afterPix].find((pid) => !before.has(pid));
    // Same compatibility date as pix, so only the Worker's own work differs.
    const compatibilityDate = pix.config.compatibility_date ?? "2026-11-01";
    // The reference: a bare Worker deployed like pix, behind the same static-assets front (which
    // Miniflare emulates as an extra router Worker per request). The plain bare Worker is shown too.
    const baseline = await startBaseline({ compatibilityDate, assetsDirectory: join(ROOT, "public") });
    stops.push(baseline.stop);
    const afterBaseline = new Set(workerdChildren());
    const baselinePid = [...afterBaseline].find((pid) => !afterPix.has(pid));
    const plainBaseline = await startBaseline({ compatibilityDate });
    stops.push(plainBaseline.stop);
    const plainBaselinePid = workerdChildren().find((pid) => !afterBaseline.has(pid));
    const plan = pinCores(options.pin, [pixPid, baselinePid, plainBaselinePid]);
    console.log(`bench: CPU: ${plan.note}`);
    return { pix, pixPid, baseline, baselinePid, plainBaseline, plainBaselinePid, plan, stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main() {
  const options = readOptions();
  Object.assign(process.env, OFFLINE_ENV);
  const sections: BenchSections = {};
  if (options.only === "cycle") sections.cycle = await benchCycle(options);
  else if (options.only === "stream") sections.stream = await benchStream(options);
  else if (options.only === "live") sections.live = await benchLive(options);
  else if (options.only === "live-overload") sections.liveOverload = await benchLiveOverload(options);
  else if (options.only === "venue-tape") sections.venueTape = await benchVenueTape(options);
  else if (options.only === "soak") await benchSoak(options);
  else if (options.only === "iceberg") await benchIceberg(options);
  else if (options.only === "rejudge") await benchRejudge(options);
  else {
    Object.assign(sections, await benchRoutes(options));
    // A full run measures every section, so its closing summary holds every target.
    if (!options.only && options.cycles > 0) sections.cycle = await benchCycle(options);
    if (!options.only) sections.venueTape = await benchVenueTape(options);
    if (!options.only && options.streamClients > 0) sections.stream = await benchStream(options);
    if (!options.only && options.streamClients > 0) sections.live = await benchLive(options);
    if (!options.only && options.streamClients > 0) sections.liveOverload = await benchLiveOverload(options);
    if (!options.only && options.soakSlices > 0) await benchSoak(options);
    if (!options.only) await benchIceberg(options);
    if (!options.only) await benchRejudge(options);
  }
  const checks = checkTargets(sections);
  console.log(`\n${renderTargets(checks)}`);
  if (!options.only) {
    const file = writeResults(ROOT, {
      at: new Date().toISOString(),
      section: "summary",
      options,
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
      targets: checks,
    });
    console.log(`bench: the targets written to ${file}`);
  }
}

/** A row beside its reference row: its requests/s, p50 and p99 over the reference's. */
interface BesideRatio {
  row: string;
  beside: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function besideRatios(routes: BenchRoute[], summaries: TargetSummary[]): BesideRatio[] {
  const byName = new Map(summaries.map((s) => [s.name, s]));
  const ratios: BesideRatio[] = [];
  for (const route of routes) {
    const row = byName.get(route.name);
    const reference = route.beside ? byName.get(route.beside) : undefined;
    if (!row || !reference || !route.beside) continue;
    ratios.push({
      row: route.name,
      beside: route.beside,
      requestsPerSecond: row.requestsPerSecond.median / reference.requestsPerSecond.median,
      p50Ms: row.p50Ms / reference.p50Ms,
      p99Ms: row.p99Ms / reference.p99Ms,
    });
  }
  return ratios;
}

function renderBeside(rows: BesideRatio[]): string {
  const two = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : "–");
  return rows
    .map(
      (r) =>
        `${r.row} beside ${r.beside}: × ${two(r.requestsPerSecond)} req/s, × ${two(r.p50Ms)} p50, × ${two(r.p99Ms)} p99`,
    )
    .join("\n");
}

/** The route rows beside the baselines (and the factor route's cold requests when its rows run). */
async function benchRoutes(options: Options): Promise<BenchSections> {
  // `--only a,b` keeps the routes whose name contains any of the parts (e.g. news beside snapshots).
  const parts = options.only?.split(",").filter((part) => part !== "") ?? [];
  const picked = ROUTES.filter((r) => parts.length === 0 || parts.some((part) => r.name.includes(part)));
  // A picked row's reference row (`beside`) runs too.
  const besides = new Set(picked.flatMap((r) => (r.beside ? [r.beside] : [])));
  const routes = ROUTES.filter((r) => picked.includes(r) || besides.has(r.name));
  if (routes.length === 0) throw new Error(`no route matches --only ${options.only}`);
  const perTarget = options.runs * options.durationSeconds + options.warmupSeconds;
  console.log(
    `bench: ${routes.length} route(s) + baseline × ${options.runs} run(s) × ${options.durationSeconds} s, ` +
      `${options.connections} connections, pipelining ${options.pipelining}; ` +
      `about ${Math.ceil(((routes.length + 1) * perTarget + 10) / 10) * 10} s` +
      (options.only ? "" : "; then the cycle, whole-venue tape and stream sections"),
  );

  const needed = new Set(routes.flatMap((r) => r.needs ?? []));
  // The factor route's upstreams run in this process; pix is pointed at them when it starts.
  const factorUpstreams: FactorUpstreams | null = needed.has("factor-route")
    ? await startFactorUpstreams()
    : null;
  const lakeProbe = SETUPS.some((setup) => setup.lakeProbe && needed.has(setup.name));
  const servers = await startServers(options, factorUpstreams?.vars ?? {}, lakeProbe);
  process.once("SIGINT", () => void servers.stopAll().then(() => process.exit(130)));
  let factorCold: FactorColdResult | undefined;
  let answerBaseline: Awaited<ReturnType<typeof startAnswerBaseline>> | undefined;
  try {
    const { pix, plan } = servers;
    const ctx: BenchContext = { pix, pixPid: servers.pixPid };
    for (const setup of SETUPS.filter((x) => needed.has(x.name))) {
      console.log(`bench: setup: ${setup.name}`);
      await setup.run(ctx);
    }
    if (factorUpstreams && factorKey) {
      console.log("bench: factor route, cold requests (before any warm one)");
      factorCold = await measureFactorCold(pix, factorUpstreams, factorKey, options.factorColdBatches);
      printFactorCold(factorCold);
    }
    const targets: Target[] = [
      {
        name: "baseline (bare Worker, same assets front)",
        method: "GET",
        path: "/",
        url: `${servers.baseline.url}/`,
        expectStatus: 200,
        headers: {},
        serverPid: servers.baselinePid,
      },
      {
        name: "bare Worker, no assets front (reference)",
        method: "GET",
        path: "/",
        url: `${servers.plainBaseline.url}/`,
        expectStatus: 200,
        headers: {},
        serverPid: servers.plainBaselinePid,
      },
    ];
    const snapshotRoute = routes.find((r) => r.name === SNAPSHOT_ROW);
    if (snapshotRoute) {
      // pix's own snapshot answer replayed by a bare Worker: the ceiling that answer's shape allows.
      answerBaseline = await startAnswerBaseline({
        answer: await captureAnswer(`${pix.url}${snapshotRoute.path}`),
        compatibilityDate: pix.config.compatibility_date ?? "2026-11-01",
        assetsDirectory: join(ROOT, "public"),
        plan,
      });
      targets.push({
        name: ANSWER_BASELINE_ROW,
        method: "GET",
        path: snapshotRoute.path,
        url: `${answerBaseline.url}${snapshotRoute.path}`,
        expectStatus: 200,
        headers: {},
        serverPid: answerBaseline.pid,
      });
    }
    for (const route of routes) {
      targets.push({
        name: route.name,
        method: route.method ?? "GET",
        path: route.path,
        url: `${pix.url}${route.path}`,
        expectStatus: route.expectStatus ?? 200,
        headers: (await route.headers?.(ctx)) ?? {},
        connections: route.connections,
        serverPid: servers.pixPid,
      });
    }
    for (const target of targets) await checkOnce(target);

    const results = await runRounds(targets, options, plan);
    const baselineMedian = median((results.get(targets[0] as Target) ?? []).map((r) => r.requestsPerSecond));
    const summaries = targets.map((t) => summarize(t, results.get(t) ?? [], baselineMedian));
    console.log(`\n${renderTable(summaries)}\n`);
    printNotes(summaries[0], plan.note);
    const besideRows = besideRatios(routes, summaries);
    if (besideRows.length > 0) console.log(`\n${renderBeside(besideRows)}\n`);
    if (factorCold) printFactorCold(factorCold);
    let burst: Awaited<ReturnType<typeof measureIndexDuringLegacyBurst>> | undefined;
    const indexAlone = summaries.find((s) => s.name === INDEX_ROW);
    if (indexAlone && summaries.some((s) => s.name === LEGACY_ROW)) {
      burst = await measureIndexDuringLegacyBurst(pix.url, plan, {
        durationSeconds: options.durationSeconds * options.runs,
        burstConnections: options.connections,
        serverPid: servers.pixPid,
      });
      console.log(`\n${renderBurst(burst, indexAlone)}\n`);
    }

    let heavyReads: HeavyReadsResult | undefined;
    if (indexAlone && summaries.some((s) => s.name === HEAVY_CANDLES_ROW)) {
      console.log(
        `bench: the index read beside ${HEAVY_BENCH.readers} heavy readers and beside ${HEAVY_BENCH.readers} ordinary readers`,
      );
      heavyReads = await measureIndexBesideHeavyReads(pix.url, plan, {
        runs: options.runs,
        durationSeconds: options.durationSeconds,
        readers: HEAVY_BENCH.readers,
        serverPid: servers.pixPid,
      });
      console.log(`\n${renderHeavyReads(heavyReads)}\n`);
    }

    let candleWalk: CandleWalk | undefined;
    if (routes.some((r) => r.name === CANDLES_FIRST_ROW)) {
      candleWalk = await walkCandleWindow(pix.url, CANDLE_WALKS);
      console.log(`${renderCandleWalk(candleWalk)}\n`);
    }
    if (bookWrites) console.log(`${renderBookWrites(bookWrites)}\n`);

    const file = writeResults(ROOT, {
      at: new Date().toISOString(),
      options,
      cpu: plan,
      machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
      note: "Local D1, R2 and KV are SQLite and files: compare ratios, not absolute production latency.",
      targets: summaries,
      ...(factorCold ? { factor_cold: factorCold } : {}),
      ...(burst ? { legacy_burst: burst } : {}),
      ...(heavyReads ? { heavy_reads: heavyReads } : {}),
      ...(candleWalk ? { candle_walk: candleWalk } : {}),
      ...(besideRows.length > 0 ? { beside: besideRows } : {}),
      ...(bookWrites ? { book_writes: bookWrites } : {}),
    });
    console.log(`bench: results written to ${file}`);
    if (summaries.some((s) => s.unexpected > 0)) process.exitCode = 1;
    return {
      routes: summaries,
      ...(heavyReads ? { heavyReads } : {}),
      ...(factorCold ? { factorCold } : {}),
      factorWarmRow: FACTOR_WARM_ROW,
      factorWarmTargetMs: WARM_TARGET_MS,
    };
  } finally {
    for (const setup of SETUPS) setup.stop?.();
    await answerBaseline?.stop().catch(() => {});
    await servers.stopAll();
    await factorUpstreams?.server.close();
  }
}

/** The ingestion-cycle section: its own pix, in-process simulator and results file. */
async function benchCycle(options: Options): Promise<CycleBenchResult> {
  const result = await runCycleBench(ROOT, {
    cycles: Math.max(1, options.cycles),
    warmupCycles: 1,
    marketsPerVenue: options.cycleMarkets,
    pin: options.pin,
  });
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "cycle",
    options,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: cycle results written to ${file}`);
  return result;
}

/** The whole-venue tape section: its own pix and simulator at bench size. */
async function benchVenueTape(options: Options): Promise<VenueTapeBenchResult> {
  const markets = process.env.BENCH_TAPE_MARKETS;
  const result = await runVenueTapeBench(ROOT, {
    pin: options.pin,
    ...(markets ? { marketsPerVenue: Number(markets) } : {}),
  });
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "venue-tape",
    options,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: venue-tape results written to ${file}`);
  return result;
}

/** The Iceberg section (bench/iceberg/): the daily commit's cost and a day's trades read through icebird. */
async function benchIceberg(options: Options): Promise<void> {
  const prints = process.env.BENCH_ICEBERG_PRINTS;
  const result = await runIcebergBench(ROOT, prints ? { prints: Number(prints) } : {});
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "iceberg",
    options,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: iceberg results written to ${file}`);
}

/** The rule re-judging section (bench/equivalence/): a whole venue's changed texts re-judged per CPU minute. */
async function benchRejudge(options: Options): Promise<void> {
  const changed = process.env.BENCH_REJUDGE_CHANGED;
  const result = await runRejudgeBench(ROOT, changed ? { changed: Number(changed) } : {});
  console.log(
    `\nRule re-judging (workerd CPU; budget ${result.cpu_budget_ms.toLocaleString("en-US")} ms a cron invocation)\n${renderRejudge(result)}`,
  );
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "rejudge",
    options,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: rejudge results written to ${file}`);
}

/** The terminal-stream fan-out section: its own pix per shard count, clients in this process. */
async function benchStream(options: Options): Promise<StreamBenchResult> {
  const result = await runStreamBench(ROOT, {
    clients: Math.max(1, options.streamClients),
    cycles: options.streamCycles,
    warmupCycles: 1,
    shards: options.streamShards,
    connectBatch: 50,
    pin: options.pin,
  });
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "stream",
    options,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: stream results written to ${file}`);
  if (result.configs.some((c) => !c.ok)) process.exitCode = 1;
  return result;
}

/**
 * The live market plane (bench/stream/live.ts): venue events to N clients of `/ws?version=2`, beside a
 * bare relay. Run with `--only live`; sized by --stream-clients (default 1,000).
 */
async function benchLive(options: Options): Promise<LiveBenchResult> {
  const result = await runLiveStreamBench(ROOT, {
    clients: Math.max(1, options.streamClients),
    seconds: Math.round(Number(process.env.BENCH_LIVE_SECONDS ?? 15)),
    eventsPerSecond: Math.round(Number(process.env.BENCH_LIVE_EVENTS_PER_SECOND ?? 500)),
  });
  console.log(`\n${renderLiveTable(result)}`);
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "live",
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: live results written to ${file}`);
  return result;
}

/**
 * The live plane under overload (bench/stream/live-overload.ts): both venues at --overload-rate for
 * --overload-seconds into --stream-clients clients (--overload-silent of them never read). Run with
 * `--only live-overload`; a full run runs it after the live section (about 3 minutes more).
 */
async function benchLiveOverload(options: Options): Promise<LiveOverloadResult> {
  const result = await runLiveOverloadBench(ROOT, {
    ...LIVE_OVERLOAD_DEFAULTS,
    clients: Math.max(1, options.streamClients),
    eventsPerSecond: options.overloadRate,
    seconds: options.overloadSeconds,
    silent: Math.min(options.overloadSilent, Math.max(0, options.streamClients - 1)),
  });
  console.log(`\n${renderLiveOverloadTable(result)}`);
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "live-overload",
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    ...result,
  });
  console.log(`bench: live-overload results written to ${file}`);
  return result;
}

/** The soak section: workerd's memory over a mix of reads, in its own pix. */
async function benchSoak(options: Options): Promise<SoakResult[]> {
  const result = await runSoakSection({
    root: ROOT,
    pin: options.pin,
    slices: Math.max(1, options.soakSlices),
    sliceSeconds: options.soakSliceSeconds,
    ...(options.soakPaths ? { paths: options.soakPaths } : {}),
    connections: options.connections,
    log: (line) => console.log(`bench: ${line}`),
  });
  console.log(`\n${renderSoak(result)}\n`);
  const file = writeResults(ROOT, {
    at: new Date().toISOString(),
    section: "soak",
    options,
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    soak: result,
  });
  console.log(`bench: soak results written to ${file}`);
  return result;
}

/** Warm-up, then rounds that visit every target once each, so drift over time hits all of them alike. */
async function runRounds(targets: Target[], options: Options, plan: CpuPlan) {
  const load = (target: Target, durationSeconds: number) =>
    runLoad(
      plan,
      {
        url: target.url,
        method: target.method,
        headers: target.headers,
        durationSeconds,
        connections: target.connections ?? options.connections,
        pipelining: options.pipelining,
      },
      target.expectStatus,
      target.serverPid,
    );
  if (options.warmupSeconds > 0) {
    console.log(`bench: warming up each target for ${options.warmupSeconds} s`);
    for (const target of targets) await load(target, options.warmupSeconds);
  }
  const results = new Map<Target, RunResult[]>(targets.map((t) => [t, []]));
  for (let run = 1; run <= options.runs; run++) {
    for (const target of targets) {
      const result = await load(target, options.durationSeconds);
      results.get(target)?.push(result);
      const rps = Math.round(result.requestsPerSecond).toLocaleString("en-US");
      console.log(
        `  run ${run}/${options.runs}  ${target.name.padEnd(40)} ${rps.padStart(8)} req/s` +
          `  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms${result.unexpected ? `  ${result.unexpected} unexpected!` : ""}`,
      );
    }
  }
  return results;
}

/** One request before the load: fail fast on a wrong status instead of benchmarking an error page. */
async function checkOnce(target: Target) {
  const res = await fetch(target.url, { method: target.method, headers: target.headers });
  await res.body?.cancel();
  if (res.status !== target.expectStatus) {
    throw new Error(`${target.method} ${target.url} answered ${res.status}, expected ${target.expectStatus}`);
  }
}

function printFactorCold(cold: FactorColdResult) {
  const first = cold.firstRequest;
  const counts = cold.upstreamRequestsPerBatch.map((c) => `${c.equity}/${c.edgar}`).join(", ");
  console.log(
    [
      `factor route, cold: first request of the run (every cache empty) ${first.ms} ms (${first.status}, state ${first.state}, calendar ${first.calendar});`,
      `  ${cold.requests.length} requests in ${cold.batches} batches over ${cold.requests.length / cold.batches} equities, calendar caches cleared per batch:`,
      `  p50 ${cold.p50Ms} ms, p99 ${cold.p99Ms} ms, max ${cold.maxMs} ms; target p99 ≤ ${cold.targetMs} ms: ${cold.met ? "met" : "NOT met"}`,
      `  provider/filing-system requests the simulator saw per batch: ${counts}`,
    ].join("\n"),
  );
}

function renderCandleWalk(walk: CandleWalk): string {
  return [
    `lake candles, the whole 30-day window at 1h (${walk.walks} walks of ${walk.answersPerWalk} answers, following links.next, 1 conn):`,
    `  one answer p50 ${walk.answer.p50Ms.toFixed(1)} ms, p99 ${walk.answer.p99Ms.toFixed(1)} ms; the whole window p50 ${walk.walk.p50Ms.toFixed(0)} ms, p99 ${walk.walk.p99Ms.toFixed(0)} ms`,
  ].join("\n");
}

function renderBookWrites(writes: BookWrite[]): string {
  return [
    `lake book tape per cycle (${BOOK_BENCH.markets.toLocaleString("en-US")} Polymarket markets as the collection writes them; a live feed's ${BOOK_BENCH.liveMarkets} Kalshi books):`,
    ...writes.map(
      (w) =>
        `  ${w.venue}: ${w.markets.toLocaleString("en-US")} markets, ${w.objects} objects, ${w.bytes.toLocaleString("en-US")} bytes ` +
        `(${((w.bytes * 1440) / 1e9).toFixed(2)} GB a venue-day), workerd CPU ${w.cpuMs?.toFixed(0) ?? "–"} ms, ${w.wallMs.toFixed(0)} ms wall`,
    ),
  ].join("\n");
}

function printNotes(baseline: TargetSummary | undefined, cpuNote: string) {
  const pct = (share: number) => `${Math.round(share * 100)}%`;
  const notes = [
    `One machine, local workerd via Miniflare; ${cpuNote}. Compare ratios to the baseline, not absolute figures.`,
    "Local D1, R2 and KV are SQLite and files: good for relative cost, not for production latency.",
    "spread = ±half the min–max range of req/s over the runs, relative to the median; CPU = share of one core.",
  ];
  const { serverCpu, loadCpu } = baseline ?? {};
  if (serverCpu !== undefined && serverCpu < 0.8) {
    notes.push(
      loadCpu !== undefined && loadCpu > 0.9
        ? `The baseline kept workerd only ${pct(serverCpu)} busy while autocannon used ${pct(loadCpu)}: the load generator is the limit there, so ratios understate pix's relative cost.`
        : `The baseline kept workerd only ${pct(serverCpu)} busy: neither side is saturated (try more --connections).`,
    );
  }
  console.log(`Notes:\n${notes.map((n) => `- ${n}`).join("\n")}`);
}

await main();
