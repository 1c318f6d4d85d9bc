/**
 * `npm run bench -- --only venue-tape`: one whole-venue cycle at bench size (BENCH_EXTRA_MARKETS padding
 * markets per venue: > 10,000 Kalshi markets, > 20,000 Polymarket outcomes) through the real queue in
 * Miniflare, then lake quotes first vs last page of the Polymarket snapshot.
 *
 * Per venue: wall time from firing the cron to the collection's seal (D1 `lake_collections`), messages
 * (page ranges), rows and bytes (its parts manifest). CPU: workerd's CPU over the whole collection
 * (the catalog's cycle included) divided by the messages, and by the invocations that at least took
 * (messages ÷ QUEUE_BATCH_SIZE): an upper bound of what one invocation costs.
 */

import { startLocalPix } from "../../scripts/lib/local-pix.ts";
import { BENCH_EXTRA_MARKETS } from "../../simulator/extra.ts";
import { startSimulatorServer } from "../../simulator/server.ts";
import { minuteFloor, utcDateAndHhmm } from "../../src/domain/clock.ts";
import { QUEUE_BATCH_SIZE } from "../../src/lake/collect/budget.ts";
import { cycleSnapshotKey, tradesKey } from "../../src/lake/keys.ts";
import type { PartsManifest } from "../../src/lake/parts.ts";
import { partsManifestKey } from "../../src/lake/parts.ts";
import { headTrades } from "../../src/lake/store/lake-trades.ts";
import { cpuSeconds, pinCores, unpinProcess, workerdChildren } from "../lib/cpu.ts";
import { median, quantile } from "../lib/report.ts";

const VENUES = ["kalshi", "polymarket"] as const;
/** The ceiling the bench reads its 20,000-row snapshot under (the default one, stated explicitly). */
const BENCH_SNAPSHOT_MAX_BYTES = 64 * 1024 * 1024;
const PAGE_SIZE = 500;
const SEAL_TIMEOUT_MS = 15 * 60_000;
/**
 * Trade prints per venue and minute the simulator lists at bench size (its background prints): a size
 * stated for the bench, so the trade tape's bytes and CPU per cycle are measured at a busy minute's scale.
 */
export const BENCH_TRADES_PER_MINUTE = 1_000;

export interface VenueTapeBenchOptions {
  marketsPerVenue?: number;
  /** Requests per page for the first vs last page comparison. */
  quoteRequests?: number;
  pin: boolean;
}

export interface VenueTapeVenueResult {
  wallMs: number;
  messages: number;
  rows: number;
  bytes: number;
  parts: number;
  completeness: string;
}

export interface TradeTapeMinute {
  prints: number;
  bytes: number;
  /** Bytes per print, indexes included (null without prints). */
  bytesPerPrint: number | null;
  completeness: string;
}

export interface VenueTapeBenchResult {
  marketsPerVenue: number;
  cpuNote: string;
  venues: Record<(typeof VENUES)[number], VenueTapeVenueResult>;
  workerdCpuMs: number | null;
  /** The Polymarket minute's book tape: its objects' bytes and that × 1,440 minutes, and one book read. */
  books: { markets: number; bytes: number; bytesPerDay: number; medianMs: number; p99Ms: number };
  /** Each venue's trade tape of the minute: prints, the bytes of its objects (prints and indexes), completeness. */
  trades: Record<(typeof VENUES)[number], TradeTapeMinute>;
  cpuPerMessageMs: number | null;
  cpuPerInvocationMs: number | null;
  quotes: {
    rows: number;
    lastPage: number;
    lastFullPage: number;
    firstMedianMs: number;
    lastFullMedianMs: number;
    lastMedianMs: number;
    /** Last full page ÷ page 1. */
    ratio: number;
  };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

export async function runVenueTapeBench(
  root: string,
  options: VenueTapeBenchOptions,
): Promise<VenueTapeBenchResult> {
  const log = (line: string) => console.log(`bench: venue-tape: ${line}`);
  const marketsPerVenue = options.marketsPerVenue ?? BENCH_EXTRA_MARKETS;
  const simulator = await startSimulatorServer({
    port: 0,
    host: "127.0.0.1",
    extraMarketsPerVenue: marketsPerVenue,
    backgroundTradesPerMinute: BENCH_TRADES_PER_MINUTE,
  });
  const stops: (() => Promise<void> | void)[] = [() => simulator.close()];
  try {
    if (options.pin) unpinProcess(process.pid);
    const before = new Set(workerdChildren());
    const pix = await startLocalPix({
      root,
      vars: {
        KALSHI_BASE_URL: simulator.bases.kalshi,
        POLYMARKET_GAMMA_URL: simulator.bases.polymarketGamma,
        POLYMARKET_CLOB_URL: simulator.bases.polymarketClob,
        POLYMARKET_DATA_URL: simulator.bases.polymarketData,
        LAKE_SNAPSHOT_MAX_BYTES: String(BENCH_SNAPSHOT_MAX_BYTES),
      },
    });
    stops.push(pix.stop);
    const pid = workerdChildren().find((p) => !before.has(p));
    const cpuNote = pinCores(options.pin, [pid]).note.replace("load generator", "simulator and bench");
    log(`${marketsPerVenue.toLocaleString("en-US")} padding markets per venue; CPU: ${cpuNote}`);
    const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
    const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;

    const cycleStartMs = minuteFloor(Date.now());
    const cpuBefore = cpuSeconds(pid);
    const firedAtMs = Date.now();
    const cron = encodeURIComponent("* * * * *");
    const fired = await fetch(`${pix.url}/cdn-cgi/local/scheduled?cron=${cron}&time=${cycleStartMs}`);
    if (!fired.ok) throw new Error(`the scheduled handler answered ${fired.status}: ${await fired.text()}`);
    const sealed = await waitForSeal(db, cycleStartMs, log);
    const cpuAfter = cpuSeconds(pid);

    const venues = {} as VenueTapeBenchResult["venues"];
    let messages = 0;
    for (const venue of VENUES) {
      const object = await bucket.get(partsManifestKey(cycleSnapshotKey(venue, cycleStartMs)));
      if (!object) throw new Error(`${venue}: sealed without a parts manifest`);
      const manifest = (await object.json()) as PartsManifest;
      const row = sealed.find((s) => s.venue === venue);
      venues[venue] = {
        wallMs: row ? row.sealed_at_ms - firedAtMs : Number.NaN,
        messages: row?.ranges ?? 0,
        rows: manifest.rows,
        bytes: manifest.bytes,
        parts: manifest.parts.length,
        completeness: manifest.completeness.status,
      };
      messages += row?.ranges ?? 0;
      log(
        `${venue}: ${manifest.rows.toLocaleString("en-US")} rows, ${manifest.bytes.toLocaleString("en-US")} bytes, ` +
          `${manifest.parts.length} parts, ${row?.ranges} messages, sealed in ${venues[venue].wallMs} ms (${manifest.completeness.status})`,
      );
    }
    const workerdCpuMs =
      cpuBefore === undefined || cpuAfter === undefined ? null : (cpuAfter - cpuBefore) * 1000;
    const perMessage = workerdCpuMs === null ? null : workerdCpuMs / messages;
    const perInvocation =
      workerdCpuMs === null ? null : workerdCpuMs / Math.ceil(messages / QUEUE_BATCH_SIZE);

    const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
    const rows = venues.polymarket.rows;
    const lastPage = Math.ceil(rows / PAGE_SIZE);
    const url = (page: number) =>
      `${pix.url}/api/v1/lake/venues/polymarket/quotes?date=${date}&at=${hhmm}&page=${page}&page_size=${PAGE_SIZE}`;
    // The last page may be short; the last full page is the like-for-like comparison with page 1.
    const lastFullPage = Math.floor(rows / PAGE_SIZE);
    const pages = [1, lastFullPage, lastPage];
    for (const page of pages) await timedGet(url(page));
    const times = new Map<number, number[]>(pages.map((page) => [page, []]));
    for (let i = 0; i < (options.quoteRequests ?? 50); i++) {
      for (const page of pages) times.get(page)?.push(await timedGet(url(page)));
    }
    const at = (page: number) => median(times.get(page) ?? []);
    const quotes = {
      rows,
      lastPage,
      lastFullPage,
      firstMedianMs: at(1),
      lastFullMedianMs: at(lastFullPage),
      lastMedianMs: at(lastPage),
      ratio: at(lastFullPage) / at(1),
    };
    log(
      `quotes of the ${rows.toLocaleString("en-US")}-row snapshot at page_size ${PAGE_SIZE} (median of ${options.quoteRequests ?? 50}): ` +
        `page 1 ${quotes.firstMedianMs.toFixed(1)} ms, last full page ${lastFullPage} ${quotes.lastFullMedianMs.toFixed(1)} ms ` +
        `(ratio ${quotes.ratio.toFixed(2)}), last page ${lastPage} (${rows - (lastPage - 1) * PAGE_SIZE} rows) ${quotes.lastMedianMs.toFixed(1)} ms`,
    );
    log(
      `workerd CPU over the collection ${workerdCpuMs?.toFixed(0) ?? "–"} ms: ${perMessage?.toFixed(1) ?? "–"} ms per message, ` +
        `≤ ${perInvocation?.toFixed(1) ?? "–"} ms per invocation of ≤ ${QUEUE_BATCH_SIZE} messages`,
    );
    const books = await bookTape(bucket, pix.url, cycleStartMs, options.quoteRequests ?? 50);
    log(
      `books: ${books.markets.toLocaleString("en-US")} markets, ${books.bytes.toLocaleString("en-US")} bytes a minute ` +
        `(${(books.bytesPerDay / 1e9).toFixed(2)} GB per venue-day at 1,440 minutes); one market's book at a minute: ` +
        `median ${books.medianMs.toFixed(1)} ms, p99 ${books.p99Ms.toFixed(1)} ms`,
    );
    const trades = {} as VenueTapeBenchResult["trades"];
    for (const venue of VENUES) {
      trades[venue] = await tradeTape(bucket, venue, cycleStartMs);
      const t = trades[venue];
      log(
        `${venue} trades: ${t.prints.toLocaleString("en-US")} prints, ${t.bytes.toLocaleString("en-US")} bytes with indexes ` +
          `(${t.bytesPerPrint?.toFixed(0) ?? "–"} bytes a print; ${t.completeness})`,
      );
    }
    return {
      marketsPerVenue,
      cpuNote,
      venues,
      workerdCpuMs,
      books,
      trades,
      cpuPerMessageMs: perMessage,
      cpuPerInvocationMs: perInvocation,
      quotes,
    };
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  }
}

/** The Polymarket minute's book objects (books, entries, index) and one market's book read over HTTP. */
async function bookTape(bucket: R2Bucket, base: string, cycleStartMs: number, requests: number) {
  const snapshot = cycleSnapshotKey("polymarket", cycleStartMs);
  let bytes = 0;
  let markets = 0;
  let cursor: string | undefined;
  const lines: { markets: number; key: string }[] = [];
  do {
    const page = await bucket.list({
      prefix: `${snapshot}/books`,
      include: ["customMetadata"],
      ...(cursor ? { cursor } : {}),
    });
    for (const object of page.objects) {
      bytes += object.size;
      const count = Number(object.customMetadata?.markets ?? 0);
      markets += count;
      if (count > 0) lines.push({ markets: count, key: object.key });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const last = lines.at(-1);
  const object = last ? await bucket.get(last.key) : null;
  const market = object
    ? (JSON.parse((await object.text()).split("\n")[0] ?? "{}") as { market_id?: string }).market_id
    : undefined;
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  console.log(`bench: venue-tape: books: ${markets} markets, ${bytes} bytes a minute`);
  const times: number[] = [];
  if (market) {
    const url = `${base}/api/v1/lake/venues/polymarket/books?date=${date}&at=${hhmm}&market=${market}`;
    await timedGet(url);
    for (let i = 0; i < requests; i++) times.push(await timedGet(url));
  }
  return { markets, bytes, bytesPerDay: bytes * 1440, medianMs: median(times), p99Ms: quantile(times, 0.99) };
}

/** The minute's trade tape of a venue: its prints (the object's head) and every object's bytes. */
async function tradeTape(bucket: R2Bucket, venue: string, cycleStartMs: number): Promise<TradeTapeMinute> {
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  const head = await headTrades(bucket, venue, date, hhmm);
  if (!head) return { prints: 0, bytes: 0, bytesPerPrint: null, completeness: "not taped" };
  const listed = await bucket.list({ prefix: tradesKey(cycleSnapshotKey(venue, cycleStartMs)) });
  const bytes = listed.objects.reduce((sum, object) => sum + object.size, 0);
  return {
    prints: head.rows,
    bytes,
    bytesPerPrint: head.rows > 0 ? bytes / head.rows : null,
    completeness: head.completeness.status,
  };
}

interface SealedRow {
  venue: string;
  opened_at_ms: number;
  sealed_at_ms: number;
  ranges: number;
}

async function waitForSeal(
  db: D1Database,
  cycleStartMs: number,
  log: (line: string) => void,
): Promise<SealedRow[]> {
  const until = Date.now() + SEAL_TIMEOUT_MS;
  let lastReport = 0;
  while (Date.now() < until) {
    const rows = await db
      .prepare(
        `SELECT c.venue, c.opened_at_ms, c.sealed_at_ms,
                (SELECT count(*) FROM lake_ranges r WHERE r.venue = c.venue AND r.cycle_start_ms = c.cycle_start_ms) AS ranges,
                (SELECT count(*) FROM lake_ranges r WHERE r.venue = c.venue AND r.cycle_start_ms = c.cycle_start_ms AND r.state = 'pending') AS pending
           FROM lake_collections c WHERE c.cycle_start_ms = ?`,
      )
      .bind(cycleStartMs)
      .all<SealedRow & { sealed_at_ms: number | null; pending: number }>();
    const all = rows.results;
    if (all.length === VENUES.length && all.every((r) => r.sealed_at_ms !== null)) return all as SealedRow[];
    if (Date.now() - lastReport > 10_000) {
      lastReport = Date.now();
      log(
        `waiting: ${all.map((r) => `${r.venue} ${r.ranges - r.pending}/${r.ranges} ranges`).join(", ") || "not opened yet"}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `the whole-venue collection of ${new Date(cycleStartMs).toISOString()} did not seal in time`,
  );
}
