/**
 * The ingestion-cycle benchmark (`npm run bench -- --only cycle`): one cycle over 2 venues × N padding
 * markets (default 2,000, plus the catalog's own contracts), driven by `POST /api/refresh` against one
 * local pix whose upstreams point at the offline simulator. The simulator runs in THIS Node process,
 * never inside workerd, so workerd's CPU-time delta (/proc utime+stime) is the cycle's alone: the pix
 * isolate plus Miniflare's local D1 and R2 (SQLite and files in the same workerd process, which in
 * production are separate services — so the figure is an upper bound of the Worker's CPU).
 *
 * Beside each cycle, its stages alone, each as workerd CPU around one request to a probe Worker in the
 * same workerd (cycle-probe.ts): the collection floor (a bare Worker making the very requests
 * the first cycle made, recorded at the simulator, and only parsing the answers: what collecting those
 * pages costs any Worker); the cycle's collection (fetching, checking and building the lake rows);
 * and that plus the tapes' encoding. The cycle's CPU beyond the last is its storage (local
 * R2 and D1 here), claiming the minute, the catalog reads and compute.
 *
 * Targets (issue 3): at most 1 s of CPU per cycle; a lake write and read of one cycle's object under
 * 100 ms. The write is the cycle's own `tape_write_ms` (tape + index + day manifest); the read is
 * `readTape` timed inside the same workerd by a bench-only Worker (lake-probe.ts), and, as an
 * upper bound, from Node through Miniflare's R2 proxy. The probe also times `writeTape` of the same rows
 * with nothing else running, beside the in-cycle figure (which overlaps the other venue's work).
 *
 * Each cycle needs a minute nobody has claimed: between cycles (not timed) the bench DB's
 * ingest_cycles, ticks, distributions and rounds are emptied, so every cycle does a fresh minute's full
 * writes even within one wall-clock minute (rollups and market metrics take their steady-state update
 * path).
 */
import { join } from "node:path";
import {
  bundleProbeWorker,
  type LocalPix,
  startLocalPix,
  TEST_SECRETS,
} from "../../scripts/lib/local-pix.ts";
import {
  EXTRA_SERIES,
  extraGammaId,
  extraKalshiEvent,
  extraKalshiTicker,
  extraSlug,
} from "../../simulator/extra.ts";
import { BASE_PATHS } from "../../simulator/handler.ts";
import { type RecordedCall, startSimulatorServer } from "../../simulator/server.ts";
import { tokenIdFor } from "../../src/catalog/definitions.ts";
import { contractId, seedCatalog } from "../../src/catalog/seed.ts";
import { loadVenueMarkets, type VenueMarket } from "../../src/catalog/store.ts";
import type { CycleReport } from "../../src/indices/cycle/cycle.ts";
import { decodeTape } from "../../src/lake/tape.ts";
import {
  cpuSeconds,
  machineBusySeconds,
  mainThreadCpuSeconds,
  pinCores,
  unpinProcess,
  workerdChildren,
} from "../lib/cpu.ts";
import { type Spread, spread } from "../lib/report.ts";
import { CYCLE_CPU_TARGET_MS } from "../lib/targets.ts";

export interface CycleBenchOptions {
  /** Measured cycles (after the warm-up ones). */
  cycles: number;
  warmupCycles: number;
  /** Padding markets per venue on top of the catalog's contracts. */
  marketsPerVenue: number;
  pin: boolean;
}

const VENUES = ["kalshi", "polymarket"] as const;
type Venue = (typeof VENUES)[number];
const PROBE = "bench-lake-probe";
const CYCLE_PROBE = "bench-cycle-probe";
const LAKE_TARGET_MS = 100;
const PADDING = "bench_padding";

interface VenueRun {
  status: string;
  rows: number;
  bytes: number;
  tapeWriteMs: number | null;
  /** writeTape of the same rows inside workerd with nothing else running (bench-lake-probe). */
  tapeWriteAloneMs: number;
  /** readTape inside workerd (bench-lake-probe). */
  tapeReadMs: number;
  /** get + text + decode from Node through Miniflare's R2 proxy: an upper bound. */
  tapeReadProxyMs: number;
}

export interface CycleRun {
  cycleStart: string;
  wallMs: number;
  /** The cycle's own duration_ms (inside the Worker). */
  workerMs: number;
  workerdCpuMs?: number;
  /**
   * The part of it on workerd's main thread, where every isolate runs (pix's and Miniflare's local D1
   * and R2); the rest is its other threads, mostly V8's concurrent garbage collection and compilation.
   */
  mainThreadCpuMs?: number;
  /** workerd CPU of a bare Worker making the same requests and parsing the answers (the floor). */
  floorCpuMs?: number;
  /** workerd CPU of the cycle's collection alone: fetching, checking and building the lake rows. */
  rowsCpuMs?: number;
  /** The same plus both tapes' encoding (not written). */
  tapeStageCpuMs?: number;
  /** This process (simulator answering the cycle, plus the bench's own request). */
  nodeCpuMs: number;
  /** CPU every other process on the machine used meanwhile: how quiet the machine was. */
  otherCpuMs?: number;
  venues: Record<Venue, VenueRun>;
}

export interface CycleBenchResult {
  marketsPerVenue: number;
  cycles: number;
  warmupCycles: number;
  cpu: string;
  runs: CycleRun[];
  /** The first cycles (cold isolate and caches): logged and kept here, not summarised. */
  warmupRuns: CycleRun[];
  summary: Record<string, Spread & { target?: string; met?: boolean }>;
  note: string;
}

/** Catalog plus `n` instrument-less padding contracts per venue, named as the simulator names them. */
export async function seedCycleCatalog(db: D1Database, n: number) {
  await throughProxy(() => seedCatalog(db));
  const insert = db.prepare(
    `INSERT INTO contracts (id, venue, market_id, theme, role, title, close_time, venue_ref)
     VALUES (?1, ?2, ?3, ?4, ?4, ?5, '2027-12-31T23:59:00Z', ?6) ON CONFLICT (id) DO NOTHING`,
  );
  const statements: D1PreparedStatement[] = [];
  for (let i = 1; i <= n; i++) {
    const title = `Synthetic benchmark market ${i}: resolves Yes?`;
    const ticker = extraKalshiTicker(i);
    const kalshiRef = { event_ticker: extraKalshiEvent(i), series_ticker: EXTRA_SERIES };
    statements.push(
      insert.bind(
        contractId("kalshi", ticker, PADDING),
        "kalshi",
        ticker,
        PADDING,
        title,
        JSON.stringify(kalshiRef),
      ),
    );
    const gammaId = extraGammaId(i);
    const slug = extraSlug(i);
    statements.push(
      insert.bind(
        contractId("polymarket", gammaId, PADDING),
        "polymarket",
        gammaId,
        PADDING,
        title,
        JSON.stringify({ slug, yes_token_id: tokenIdFor(slug) }),
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 1_000) {
    const batch = statements.slice(i, i + 1_000);
    await throughProxy(() => db.batch(batch));
  }
  const counts = await db
    .prepare("SELECT venue, count(*) AS n FROM contracts GROUP BY venue ORDER BY venue")
    .all<{ venue: string; n: number }>();
  return counts.results.map((r) => `${r.venue} ${r.n.toLocaleString("en-US")}`).join(", ");
}

/**
 * Retries a call through Miniflare's Node-side proxy when its socket is closed under it ("other side
 * closed"), which happens on a busy machine. Only for idempotent calls: the seed inserts do nothing on
 * conflict, so a batch that did land is not doubled.
 */
async function throughProxy<T>(call: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !/fetch failed|other side closed|EPIPE/i.test(String(error))) throw error;
      await new Promise((done) => setTimeout(done, 500 * attempt));
    }
  }
}

/** Frees the current minute (bench DB only): no claim, tick, round or distribution is left. */
export async function freeMinute(db: D1Database) {
  await db.batch(
    ["ingest_cycles", "ticks", "distributions", "rounds"].map((table) => db.prepare(`DELETE FROM ${table}`)),
  );
}

async function probeInWorkerd(pix: LocalPix, key: string) {
  const probe = (await pix.mf.getWorker(PROBE)) as unknown as Fetcher;
  const res = await probe.fetch(`http://probe/?key=${encodeURIComponent(key)}`);
  if (!res.ok) throw new Error(`${PROBE}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { read_ms: number; write_ms: number; rows: number; bytes: number };
}

/** The recorded requests of one cycle, one list per venue in the order they were made. */
function callsByVenue(calls: RecordedCall[]): Record<Venue, RecordedCall[]> {
  const kalshi = calls.filter((c) => new URL(c.url).pathname.startsWith(BASE_PATHS.kalshi));
  return { kalshi, polymarket: calls.filter((c) => !kalshi.includes(c)) };
}

/** What the stages need: the first cycle's requests, the catalog's markets and where the venues are. */
interface StageInputs {
  calls: Record<Venue, RecordedCall[]>;
  markets: VenueMarket[];
  urls: { KALSHI_BASE_URL: string; POLYMARKET_GAMMA_URL: string; POLYMARKET_CLOB_URL: string };
}

/**
 * workerd CPU of one request to the cycle probe, after checking that the stage did the cycle's work:
 * every recorded request answered (floor), or as many rows as the cycle taped (rows, tape).
 */
async function stageCpu(
  pix: LocalPix,
  pid: number | undefined,
  stage: "floor" | "rows" | "tape",
  inputs: StageInputs,
  cycleRows: number,
) {
  const probe = (await pix.mf.getWorker(CYCLE_PROBE)) as unknown as Fetcher;
  const body =
    stage === "floor"
      ? { stage, venues: VENUES.map((venue) => inputs.calls[venue]) }
      : { stage, markets: inputs.markets, urls: inputs.urls };
  const before = cpuSeconds(pid);
  const res = await probe.fetch("http://probe/", { method: "POST", body: JSON.stringify(body) });
  const after = cpuSeconds(pid);
  const answer = (await res.json()) as { requests?: number; rows?: number; error?: string };
  const expected =
    stage === "floor" ? inputs.calls.kalshi.length + inputs.calls.polymarket.length : cycleRows;
  const got = stage === "floor" ? answer.requests : answer.rows;
  if (!res.ok || got !== expected) {
    throw new Error(
      `${CYCLE_PROBE} ${stage}: ${res.status} ${JSON.stringify(answer)} (expected ${expected})`,
    );
  }
  return before === undefined || after === undefined ? undefined : (after - before) * 1_000;
}

async function readThroughProxy(bucket: R2Bucket, key: string) {
  const started = performance.now();
  const object = await bucket.get(key);
  const rows = object ? decodeTape(await object.text()) : [];
  return { ms: performance.now() - started, rows: rows.length };
}

async function runCycle(pix: LocalPix, pid: number | undefined, bucket: R2Bucket): Promise<CycleRun> {
  const cpuBefore = cpuSeconds(pid);
  const mainBefore = mainThreadCpuSeconds(pid);
  const machineBefore = machineBusySeconds();
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  const res = await fetch(`${pix.url}/api/refresh`, {
    method: "POST",
    headers: { authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  const text = await res.text();
  const wallMs = performance.now() - started;
  const cpuAfter = cpuSeconds(pid);
  const mainAfter = mainThreadCpuSeconds(pid);
  const node = process.cpuUsage(nodeBefore);
  const machineAfter = machineBusySeconds();
  if (res.status !== 200) throw new Error(`POST /api/refresh answered ${res.status}: ${text.slice(0, 500)}`);
  const report = (JSON.parse(text) as { data: CycleReport }).data;

  const venues = {} as Record<Venue, VenueRun>;
  for (const venue of VENUES) {
    const v = report.venues.find((x) => x.venue === venue);
    if (!v?.tape_key || v.status === "failed") {
      throw new Error(`cycle ${report.cycle_start}: ${venue} ${v?.status ?? "missing"} (${v?.failure})`);
    }
    const inside = await probeInWorkerd(pix, v.tape_key);
    const viaProxy = await readThroughProxy(bucket, v.tape_key);
    if (inside.rows !== v.rows || viaProxy.rows !== v.rows) {
      throw new Error(`${v.tape_key}: read ${inside.rows}/${viaProxy.rows} rows, the cycle wrote ${v.rows}`);
    }
    venues[venue] = {
      status: v.status,
      rows: v.rows,
      bytes: inside.bytes,
      tapeWriteMs: v.tape_write_ms ?? null,
      tapeWriteAloneMs: inside.write_ms,
      tapeReadMs: inside.read_ms,
      tapeReadProxyMs: viaProxy.ms,
    };
  }
  const workerdCpuMs =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) * 1_000;
  const mainThreadCpuMs =
    mainBefore === undefined || mainAfter === undefined ? undefined : (mainAfter - mainBefore) * 1_000;
  const nodeCpuMs = (node.user + node.system) / 1_000;
  const otherCpuMs =
    machineBefore === undefined || machineAfter === undefined || workerdCpuMs === undefined
      ? undefined
      : Math.max(0, (machineAfter - machineBefore) * 1_000 - workerdCpuMs - nodeCpuMs);
  return {
    cycleStart: report.cycle_start,
    wallMs,
    workerMs: report.duration_ms,
    ...(workerdCpuMs === undefined ? {} : { workerdCpuMs }),
    ...(mainThreadCpuMs === undefined ? {} : { mainThreadCpuMs }),
    nodeCpuMs,
    ...(otherCpuMs === undefined ? {} : { otherCpuMs }),
    venues,
  };
}

export async function runCycleBench(root: string, options: CycleBenchOptions): Promise<CycleBenchResult> {
  const log = (line: string) => console.log(`bench: cycle: ${line}`);
  log(
    `simulator in this process with ${options.marketsPerVenue.toLocaleString("en-US")} padding markets per venue`,
  );
  const simulator = await startSimulatorServer({
    port: 0,
    host: "127.0.0.1",
    extraMarketsPerVenue: options.marketsPerVenue,
  });
  const stops: (() => Promise<void> | void)[] = [() => simulator.close()];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await Promise.resolve(stop()).catch(() => {});
  };
  const onInterrupt = () => void stopAll().then(() => process.exit(130));
  process.once("SIGINT", onInterrupt);
  try {
    // The probes run beside pix in its workerd: the lake probe bound to pix's bucket, the cycle probe
    // needing nothing but fetch.
    const probes: { name: string; lake: boolean; bundle: Awaited<ReturnType<typeof bundleProbeWorker>> }[] =
      [];
    for (const [name, file, lake] of [
      [PROBE, "lake-probe.ts", true],
      [CYCLE_PROBE, "cycle-probe.ts", false],
    ] as const) {
      const bundle = await bundleProbeWorker(root, "bench", name, join(import.meta.dirname, file));
      stops.push(bundle.remove);
      probes.push({ name, lake, bundle });
    }
    // An earlier section may have pinned this process to one core, and workerd would inherit that.
    if (options.pin) unpinProcess(process.pid);
    const before = new Set(workerdChildren());
    const pix = await startLocalPix({
      root,
      vars: {
        KALSHI_BASE_URL: simulator.bases.kalshi,
        POLYMARKET_GAMMA_URL: simulator.bases.polymarketGamma,
        POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
      },
      extraWorkers: (pixWorker) =>
        probes.map(({ name, lake, bundle }) => ({
          name,
          compatibilityDate: pixWorker.compatibilityDate,
          modules: bundle.modules,
          modulesRoot: bundle.outdir,
          ...(lake ? { r2Buckets: pixWorker.r2Buckets } : {}),
        })),
    });
    stops.push(pix.stop);
    const pid = workerdChildren().find((p) => !before.has(p));
    const plan = pinCores(options.pin, [pid]);
    const cpuNote = plan.note.replace("load generator", "simulator and bench");
    log(`CPU: ${cpuNote}`);

    const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
    const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
    log(`contracts seeded: ${await seedCycleCatalog(db, options.marketsPerVenue)}`);

    const runs: CycleRun[] = [];
    const warmupRuns: CycleRun[] = [];
    const total = options.warmupCycles + options.cycles;
    const markets = await loadVenueMarkets(db);
    const urls = {
      KALSHI_BASE_URL: simulator.bases.kalshi,
      POLYMARKET_GAMMA_URL: simulator.bases.polymarketGamma,
      POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
    };
    let inputs: StageInputs | undefined;
    for (let i = 1; i <= total; i++) {
      await freeMinute(db);
      // The first cycle's requests are the floor's: every cycle of the same catalog makes the same ones.
      const stopRecording = inputs === undefined ? simulator.recordCalls() : undefined;
      const run = await runCycle(pix, pid, bucket);
      if (stopRecording) inputs = { calls: callsByVenue(stopRecording()), markets, urls };
      const warm = i <= options.warmupCycles;
      if (!warm && inputs) {
        const rows = VENUES.reduce((n, venue) => n + run.venues[venue].rows, 0);
        const floor = await stageCpu(pix, pid, "floor", inputs, rows);
        const rowsStage = await stageCpu(pix, pid, "rows", inputs, rows);
        const tape = await stageCpu(pix, pid, "tape", inputs, rows);
        if (floor !== undefined) run.floorCpuMs = floor;
        if (rowsStage !== undefined) run.rowsCpuMs = rowsStage;
        if (tape !== undefined) run.tapeStageCpuMs = tape;
      }
      (warm ? warmupRuns : runs).push(run);
      const ms = (n: number | null | undefined) => (n === null || n === undefined ? "–" : `${Math.round(n)}`);
      log(
        `${warm ? "warm-up" : `run ${i - options.warmupCycles}/${options.cycles}`}  wall ${ms(run.wallMs)} ms  ` +
          `workerd CPU ${ms(run.workerdCpuMs)} ms (main thread ${ms(run.mainThreadCpuMs)}; floor ${ms(run.floorCpuMs)}, rows ${ms(run.rowsCpuMs)}, ` +
          `+ tape encoding ${ms(run.tapeStageCpuMs)} ms)  rows ${VENUES.map((v) => run.venues[v].rows).join("/")}  ` +
          `tape write ${VENUES.map((v) => ms(run.venues[v].tapeWriteMs)).join("/")} ms ` +
          `(alone ${VENUES.map((v) => ms(run.venues[v].tapeWriteAloneMs)).join("/")} ms)  ` +
          `read ${VENUES.map((v) => ms(run.venues[v].tapeReadMs)).join("/")} ms`,
      );
    }
    const result = summarizeCycles(options, cpuNote, runs, warmupRuns);
    console.log(`\n${renderCycleTable(result)}\n`);
    printCycleNotes(result);
    return result;
  } finally {
    process.off("SIGINT", onInterrupt);
    await stopAll();
  }
}

type Metric = [name: string, value: (run: CycleRun) => number | null | undefined, target?: Target];
interface Target {
  /** The worst run must be at most (`≤`) or below (`<`) this many ms. */
  op: "≤" | "<";
  ms: number;
}

const CPU_TARGET: Target = { op: "≤", ms: CYCLE_CPU_TARGET_MS };
const LAKE_TARGET: Target = { op: "<", ms: LAKE_TARGET_MS };

function metrics(): Metric[] {
  const perVenue = VENUES.flatMap((venue): Metric[] => [
    [`${venue} rows`, (r) => r.venues[venue].rows],
    [`${venue} tape bytes`, (r) => r.venues[venue].bytes],
    [`${venue} tape write in the cycle (tape_write_ms)`, (r) => r.venues[venue].tapeWriteMs, LAKE_TARGET],
    [
      `${venue} tape write alone (writeTape in workerd)`,
      (r) => r.venues[venue].tapeWriteAloneMs,
      LAKE_TARGET,
    ],
    [`${venue} tape read (readTape in workerd)`, (r) => r.venues[venue].tapeReadMs, LAKE_TARGET],
    [`${venue} tape read (Node via R2 proxy, upper bound)`, (r) => r.venues[venue].tapeReadProxyMs],
  ]);
  return [
    ["wall per cycle (POST /api/refresh)", (r) => r.wallMs],
    ["cycle duration_ms (inside the Worker)", (r) => r.workerMs],
    ["workerd CPU per cycle", (r) => r.workerdCpuMs, CPU_TARGET],
    ["of which workerd's main thread (every isolate, local D1 and R2)", (r) => r.mainThreadCpuMs],
    ["stage alone: collection floor (a bare Worker, same requests)", (r) => r.floorCpuMs],
    ["stage alone: the cycle's collection (fetch, check, build the rows)", (r) => r.rowsCpuMs],
    ["stage alone: collection and tape encoding", (r) => r.tapeStageCpuMs],
    [
      "workerd CPU per cycle ÷ collection floor (ratio)",
      (r) => (r.workerdCpuMs && r.floorCpuMs ? r.workerdCpuMs / r.floorCpuMs : undefined),
    ],
    ["Node CPU per cycle (simulator)", (r) => r.nodeCpuMs],
    ["other processes' CPU per cycle", (r) => r.otherCpuMs],
    ...perVenue,
  ];
}

function summarizeCycles(
  options: CycleBenchOptions,
  cpu: string,
  runs: CycleRun[],
  warmupRuns: CycleRun[],
): CycleBenchResult {
  const summary: CycleBenchResult["summary"] = {};
  for (const [name, value, target] of metrics()) {
    const xs = runs.map(value).filter((v): v is number => typeof v === "number");
    if (xs.length === 0) continue;
    const s = spread(xs);
    summary[name] = target
      ? {
          ...s,
          target: `${target.op} ${target.ms.toLocaleString("en-US")} ms`,
          met: target.op === "≤" ? s.max <= target.ms : s.max < target.ms,
        }
      : s;
  }
  return {
    marketsPerVenue: options.marketsPerVenue,
    cycles: runs.length,
    warmupCycles: options.warmupCycles,
    cpu,
    runs,
    warmupRuns,
    summary,
    note:
      "Local D1 and R2 are SQLite and files inside the same workerd process as pix: workerd CPU includes them, " +
      "so it is an upper bound of the Worker's own CPU; lake times are relative, not production latency.",
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

function renderCycleTable(result: CycleBenchResult): string {
  const header = ["cycle metric", "median", "min–max", "spread", "target (all runs)"];
  const body = Object.entries(result.summary).map(([name, s]) => {
    const unit = name.endsWith("rows")
      ? ""
      : name.endsWith("bytes")
        ? " B"
        : name.endsWith("(ratio)")
          ? "×"
          : " ms";
    const digits = unit === "×" ? 2 : unit === " ms" && s.median < 100 ? 1 : 0;
    return [
      name,
      `${fmt(s.median, digits)}${unit}`,
      `${fmt(s.min, digits)}–${fmt(s.max, digits)}`,
      `±${fmt(s.spreadPct, 1)}%`,
      s.target ? `${s.target} ${s.met ? "met" : "MISSED"}` : "",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  return [
    `Ingestion cycle: 2 venues × ${fmt(result.marketsPerVenue)} padding markets (+ catalog), ${result.cycles} cycle(s) after ${result.warmupCycles} warm-up`,
    line(header),
    widths.map((w) => "─".repeat(w)).join("  "),
    ...body.map(line),
  ].join("\n");
}

function printCycleNotes(result: CycleBenchResult) {
  const notes = [
    `One machine, local workerd via Miniflare; ${result.cpu}.`,
    result.note,
    "Stages alone (bench/cycle/cycle-probe.ts, after each cycle): the collection floor is a bare Worker in the same workerd making the requests the first cycle made, one venue's after another as pix pages them, and only reading and JSON.parse-ing the answers (what collecting those pages costs any Worker); the collection into lake rows is the cycle's own fetchVenue for both venues (fetching, checking, building the rows); the last adds both tapes' encoding. The cycle's CPU beyond that is its storage (local R2 and D1, in this process), claiming the minute, the catalog reads and compute.",
    "The main-thread row is the part of the cycle's workerd CPU spent on the thread that runs every isolate (pix's, and Miniflare's local D1 and R2 workers); the rest ran on workerd's other threads, mostly V8's concurrent garbage collection and compilation. It is informative: the target is checked against the whole.",
    "Wall time is bound by the HTTP client's pacing (one request per 100 ms per host): locally all three upstreams share one simulator host, in production they are three hosts.",
    "Polymarket has one row per outcome (yes and no), Kalshi one per market. A tape write is tape + index + day manifest; in the cycle it overlaps the other venue's fetching and parsing on the same isolate, alone it does not.",
    "spread = ±half the min–max range relative to the median; targets are checked against the worst run.",
  ];
  const other = result.summary["other processes' CPU per cycle"];
  if (other && other.max > 0.1 * (result.summary["wall per cycle (POST /api/refresh)"]?.median ?? 0)) {
    notes.push(
      `Other processes used up to ${Math.round(other.max).toLocaleString("en-US")} ms of CPU during a cycle: the machine was not quiet, and the lake times (local file I/O) are the first to suffer. Re-run when it is.`,
    );
  }
  for (const run of result.warmupRuns) {
    const ms = (n: number | null | undefined) => (typeof n === "number" ? `${Math.round(n)} ms` : "–");
    notes.push(
      `Warm-up cycle (cold isolate, not in the table): workerd CPU ${ms(run.workerdCpuMs)}, tape write ` +
        `${VENUES.map((v) => `${v} ${ms(run.venues[v].tapeWriteMs)}`).join(", ")}.`,
    );
  }
  console.log(`Notes:\n${notes.map((n) => `- ${n}`).join("\n")}`);
}
