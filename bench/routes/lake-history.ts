/**
 * The lake's history rows (issue 37): 30 days of one market's minutes for its candles at `1h`, and a
 * minute's book tape for one market's book, both written inside pix's workerd by the bench-only
 * lake-write-probe.ts (no Miniflare proxy hop per object); the write of a bench-size minute of books is
 * also where the book tape's bytes and CPU per cycle are measured.
 */

import type { LocalPix } from "../../scripts/lib/local-pix.ts";
import { DAY_MS, HOUR_MS, utcDateAndHhmm } from "../../src/domain/clock.ts";
import { cycleSnapshotKey } from "../../src/lake/keys.ts";
import { quantile } from "../lib/report.ts";
import { benchBookMarket } from "./lake.ts";

/** The bench-only Worker beside pix that writes the data below inside workerd (lake-write-probe.ts). */
export const LAKE_WRITE_PROBE = "bench-lake-write-probe";

const isoSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
const todayMs = Math.floor(Date.now() / DAY_MS) * DAY_MS;

/** Days of the candles window: 30, or BENCH_CANDLE_DAYS for a quick check (seeding is one R2 put a minute). */
const CANDLE_DAYS = Math.max(1, Math.round(Number(process.env.BENCH_CANDLE_DAYS ?? 30)) || 30);

/**
 * Candles: 30 closed UTC days ending yesterday (inside the default 30-day tape retention) of one
 * catalog-size snapshot a minute (48 rows: the catalog cycle tapes 47 Kalshi and 82 Polymarket rows) of
 * Polymarket, with every hour's candle summaries built as the hourly cron would, of which the bench reads
 * one market's candles at `1h`. An answer covers at most a week of hours (168 buckets), so the 30 days
 * are 5 answers, continued by `links.next`.
 */
export const CANDLE_BENCH = {
  venue: "polymarket",
  days: CANDLE_DAYS,
  rowsPerSnapshot: 48,
  market: "KXBENCH0000-26DEC-T2.0",
  resolution: "1h",
  firstDayMs: todayMs - CANDLE_DAYS * DAY_MS,
} as const;

/** The first answer of the 30-day window from day `day` (0: the whole window) to its end. */
export function candlesPath(day: number): string {
  const { venue, market, resolution, firstDayMs, days } = CANDLE_BENCH;
  return (
    `/api/v1/lake/venues/${venue}/markets/${market}/candles` +
    `?from=${isoSecond(firstDayMs + day * DAY_MS)}&to=${isoSecond(firstDayMs + days * DAY_MS)}&resolution=${resolution}`
  );
}

/** A POST to the lake write probe; throws unless it answers 2xx. */
export async function lakeProbe(
  pix: LocalPix,
  path: string,
): Promise<Record<string, unknown> & { ms: number }> {
  const worker = (await pix.mf.getWorker(LAKE_WRITE_PROBE)) as unknown as Fetcher;
  const res = await worker.fetch(`http://probe${path}`, { method: "POST" });
  const body = (await res.json()) as Record<string, unknown> & { ms: number };
  if (!res.ok)
    throw new Error(`the lake write probe answered ${res.status} to ${path}: ${JSON.stringify(body)}`);
  return body;
}

/** Writes the days through the probe, five days a request, then builds their hour summaries, and logs the time it took. */
export async function writeCandleBenchDays(pix: LocalPix, log: (line: string) => void) {
  const { venue, days, rowsPerSnapshot, firstDayMs } = CANDLE_BENCH;
  const started = performance.now();
  let bytes = 0;
  for (let day = 0; day < days; day += 5) {
    const written = await lakeProbe(
      pix,
      `/candles?venue=${venue}&from=${firstDayMs + day * DAY_MS}&days=${Math.min(5, days - day)}&rows=${rowsPerSnapshot}`,
    );
    bytes += Number(written.bytes);
  }
  const tapeSeconds = (performance.now() - started) / 1000;
  const built: Record<string, number> = {};
  for (let day = 0; day < days; day++) {
    const done = await lakeProbe(
      pix,
      `/candle-hours?venue=${venue}&from=${firstDayMs + day * DAY_MS}&hours=24`,
    );
    for (const [outcome, n] of Object.entries(done.outcomes as Record<string, number>)) {
      built[outcome] = (built[outcome] ?? 0) + n;
    }
  }
  if ((built.built ?? 0) + (built.already_built ?? 0) !== days * 24) {
    throw new Error(`the candles' hour summaries were not all built: ${JSON.stringify(built)}`);
  }
  log(
    ` candles: ${days} days × 1,440 snapshots × ${rowsPerSnapshot} rows of ${venue}, ${(bytes / 1e6).toFixed(0)} MB, ` +
      `${tapeSeconds.toFixed(1)} s; ${days * 24} hour summaries built in ` +
      `${((performance.now() - started) / 1000 - tapeSeconds).toFixed(1)} s`,
  );
}

/** One answer of a walk and the walk: wall times at one connection. */
export interface CandleWalk {
  walks: number;
  answersPerWalk: number;
  answer: { p50Ms: number; p99Ms: number };
  walk: { p50Ms: number; p99Ms: number };
}

/**
 * The whole 30-day window at `1h`, as a client reads it: the first answer, then `links.next` until it is
 * absent, `walks` times in a row at one connection. Every answer must be a 200 with a candle for every
 * hour it covers, served from the hour summaries.
 */
export async function walkCandleWindow(base: string, walks: number): Promise<CandleWalk> {
  const answers: number[] = [];
  const totals: number[] = [];
  let answersPerWalk = 0;
  for (let walk = 0; walk < walks; walk++) {
    const walkStarted = performance.now();
    let path: string | undefined = candlesPath(0);
    answersPerWalk = 0;
    while (path) {
      const started = performance.now();
      const res = await fetch(`${base}${path}`);
      const body = (await res.json()) as {
        data?: { candles: unknown[]; from: string; to: string };
        meta?: { tape?: { hour_summaries?: number } };
        links?: { next?: string };
      };
      answers.push(performance.now() - started);
      const hours = body.data ? (Date.parse(body.data.to) - Date.parse(body.data.from)) / HOUR_MS : 0;
      if (
        res.status !== 200 ||
        body.data?.candles.length !== hours ||
        body.meta?.tape?.hour_summaries !== hours
      ) {
        throw new Error(
          `${path} answered ${res.status} with ${body.data?.candles.length} candles and ` +
            `${body.meta?.tape?.hour_summaries} hour summaries, expected ${hours} of each`,
        );
      }
      answersPerWalk++;
      path = body.links?.next;
    }
    totals.push(performance.now() - walkStarted);
  }
  const figures = (values: number[]) => ({ p50Ms: quantile(values, 0.5), p99Ms: quantile(values, 0.99) });
  return { walks, answersPerWalk, answer: figures(answers), walk: figures(totals) };
}

/**
 * Books: one Polymarket minute (yesterday 12:00 UTC) at the whole-venue tape's bench size (10,041
 * markets, both outcomes, ten levels a side: the simulator's books are shallower, so these bytes are an
 * upper bound), written as the collection writes them; and one Kalshi minute of a live feed at its cap
 * of 500 books, written by the cycle's hand-off.
 */
export const BOOK_BENCH = {
  venue: "polymarket",
  markets: 10_041,
  liveVenue: "kalshi",
  liveMarkets: 500,
  cycleStartMs: todayMs - DAY_MS + 12 * 60 * 60_000,
  /** The market the row reads: one in the middle. */
  market: benchBookMarket(5_020),
} as const;

export function bookPath(): string {
  const { venue, cycleStartMs, market } = BOOK_BENCH;
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  return `/api/v1/lake/venues/${venue}/books?date=${date}&at=${hhmm}&market=${market}`;
}

/** What writing a minute's book tape added: bytes of its objects, and workerd's CPU and wall time. */
export interface BookWrite {
  venue: string;
  markets: number;
  objects: number;
  bytes: number;
  cpuMs: number | null;
  wallMs: number;
}

/** Every object under the minute's `books` prefix: how many and their bytes. */
async function bookObjects(pix: LocalPix, venue: string, cycleStartMs: number) {
  const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  let objects = 0;
  let bytes = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({
      prefix: `${cycleSnapshotKey(venue, cycleStartMs)}/books`,
      ...(cursor ? { cursor } : {}),
    });
    objects += page.objects.length;
    for (const object of page.objects) bytes += object.size;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { objects, bytes };
}

/**
 * Writes both minutes' book tape through the probe, workerd's CPU read from /proc around each write
 * (the books are made beforehand, so only encoding, entries, index and the R2 puts are counted).
 */
export async function writeBookBenchMinutes(
  pix: LocalPix,
  cpuMs: () => number | undefined,
  log: (line: string) => void,
): Promise<BookWrite[]> {
  const { venue, markets, liveVenue, liveMarkets, cycleStartMs } = BOOK_BENCH;
  await lakeProbe(pix, `/books/prepare?markets=${markets}`);
  const timed = async (label: string, path: string, target: string): Promise<BookWrite> => {
    const before = cpuMs();
    const written = await lakeProbe(pix, path);
    const after = cpuMs();
    const stored = await bookObjects(pix, target, cycleStartMs);
    const write = {
      venue: target,
      markets: Number(written.markets),
      ...stored,
      cpuMs: before === undefined || after === undefined ? null : after - before,
      wallMs: written.ms,
    };
    log(
      ` books: ${label}: ${write.markets.toLocaleString("en-US")} markets, ${write.objects} objects, ` +
        `${write.bytes.toLocaleString("en-US")} bytes (${((write.bytes * 1440) / 1e9).toFixed(2)} GB a venue-day), ` +
        `workerd CPU ${write.cpuMs?.toFixed(0) ?? "–"} ms, ${write.wallMs.toFixed(0)} ms inside workerd`,
    );
    return write;
  };
  return [
    await timed("whole-venue minute", `/books/write?venue=${venue}&at=${cycleStartMs}`, venue),
    await timed(
      `live feed at its cap`,
      `/live-books/write?venue=${liveVenue}&at=${cycleStartMs}&markets=${liveMarkets}`,
      liveVenue,
    ),
  ];
}
