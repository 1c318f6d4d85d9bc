/**
 * Benchmark-only Worker (never deployed): runs beside pix in the same workerd (startLocalPix's
 * `extraWorkers`), bound to pix's LAKE bucket, and writes the lake rows' data with the lake's own
 * encoders and writers inside workerd, with no Miniflare proxy hop per object.
 *
 * - `POST /candles?venue=&from=&days=&rows=`: `days` UTC days from `from` (a day start, ms) of one
 *   snapshot a minute of `rows` rows (`benchLakeRows`, the mid moving every minute), each snapshot as
 *   `writeTape` stores it (`encodeTape`, the same metadata) and each day's manifest written once
 *   (writeTape would rewrite a growing manifest every minute); the snapshots' `.idx` objects, which the
 *   candles reader never reads, are left out (each R2 put is the seeding's cost).
 * - `POST /venue-tape?venue=&from=&minutes=&rows=`: `minutes` snapshots of a whole-venue size (`rows`
 *   rows each) from `from` (a minute start, ms; the minutes within one UTC day), each with its `.idx`
 *   offsets index as `writeTape` stores them, and the day's manifest listing them: the tape the heavy
 *   candles readers and the ordinary quotes readers of heavy-reads.ts read.
 * - `POST /candle-hours?venue=&from=&hours=`: builds the candles' hour summaries of `hours` UTC hours from
 *   `from` (an hour start, ms) as the queue would (`runHourBuildStep`, every step in turn), a few hours
 *   at once.
 * - `POST /books/prepare?markets=`: makes bench-size Polymarket books in this isolate's memory (both
 *   outcomes, ten levels a side), so the write below is timed alone.
 * - `POST /books/write?venue=&at=`: writes them for the minute `at` (ms) as the whole-venue collection
 *   does: `writeBooks` per page of the venue's page size, then `indexBooks` over those pages.
 * - `POST /live-books/write?venue=&at=&markets=`: a live feed's books (YES terms, ten levels a side)
 *   taped for the minute by `tapeLiveBooks`, the cycle's hand-off.
 *
 * Each answers `{ ms, ... }`: wall time inside workerd. Locally R2 is files on disk: compare, do not
 * read these as production latency.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS, utcDateAndHhmm } from "../../src/domain/clock.ts";
import type { BookLevel, MarketBooks } from "../../src/lake/books.ts";
import { type LiveBook, tapeLiveBooks } from "../../src/lake/collect/live-books.ts";
import { type HourBuildMessage, runHourBuildStep } from "../../src/lake/jobs/hour-summary.ts";
import { cycleSnapshotKey, manifestKey, offsetsKey } from "../../src/lake/keys.ts";
import { indexBooks, writeBooks } from "../../src/lake/store/lake-books.ts";
import { encodeTape, type SnapshotEntry } from "../../src/lake/tape.ts";
import {
  filledQuoteFields,
  LAKE_ROW_SCHEMA,
  type VenueId,
  VenueIdSchema,
} from "../../src/venues/shared/row.ts";
import { benchBookMarket, benchLakeRows } from "./lake.ts";

interface Env {
  LAKE: R2Bucket;
}

/** Snapshots written at once. */
const CONCURRENT_PUTS = 32;
/** Markets per whole-venue page: a CLOB `POST /books` of at most 500 outcome tokens. */
const MARKETS_PER_PAGE = 250;

const isoSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

async function writeCandleDays(bucket: R2Bucket, venue: VenueId, fromMs: number, days: number, rows: number) {
  let bytes = 0;
  for (let day = 0; day < days; day++) {
    const dayMs = fromMs + day * DAY_MS;
    const snapshots: SnapshotEntry[] = [];
    for (let first = 0; first < 1440; first += CONCURRENT_PUTS) {
      const minutes = Array.from({ length: Math.min(CONCURRENT_PUTS, 1440 - first) }, (_, k) => first + k);
      await Promise.all(
        minutes.map(async (minute) => {
          const cycleStartMs = dayMs + minute * MINUTE_MS;
          const tape = benchLakeRows(rows, isoSecond(cycleStartMs + 2_000), day * 1440 + minute, venue);
          const key = cycleSnapshotKey(venue, cycleStartMs);
          const { body } = encodeTape(tape);
          const customMetadata = {
            schema: LAKE_ROW_SCHEMA,
            rows: String(rows),
            completeness: "not_recorded",
          };
          await bucket.put(key, body, {
            httpMetadata: { contentType: "application/x-ndjson" },
            customMetadata,
          });
          bytes += body.byteLength;
          snapshots[minute] = {
            at: utcDateAndHhmm(cycleStartMs).hhmm,
            rows,
            bytes: body.byteLength,
            completeness: { status: "not_recorded" },
            quote_fields: filledQuoteFields(tape),
          };
        }),
      );
    }
    const date = utcDateAndHhmm(dayMs).date;
    await bucket.put(manifestKey(venue, date), JSON.stringify({ venue, date, snapshots }));
  }
  return { snapshots: days * 1440, bytes };
}

/** Whole-venue-size minutes with their offsets indexes, and the day's manifest listing exactly them. */
async function writeVenueMinutes(
  bucket: R2Bucket,
  venue: VenueId,
  fromMs: number,
  minutes: number,
  rows: number,
) {
  const snapshots: SnapshotEntry[] = [];
  let bytes = 0;
  for (let first = 0; first < minutes; first += CONCURRENT_PUTS) {
    const batch = Array.from({ length: Math.min(CONCURRENT_PUTS, minutes - first) }, (_, k) => first + k);
    await Promise.all(
      batch.map(async (minute) => {
        const cycleStartMs = fromMs + minute * MINUTE_MS;
        const tape = benchLakeRows(rows, isoSecond(cycleStartMs + 2_000), minute, venue);
        const key = cycleSnapshotKey(venue, cycleStartMs);
        const { body, index } = encodeTape(tape);
        await bucket.put(key, body, {
          httpMetadata: { contentType: "application/x-ndjson" },
          customMetadata: { schema: LAKE_ROW_SCHEMA, rows: String(rows), completeness: "not_recorded" },
        });
        await bucket.put(offsetsKey(key), index, {
          httpMetadata: { contentType: "application/octet-stream" },
        });
        bytes += body.byteLength;
        snapshots[minute] = {
          at: utcDateAndHhmm(cycleStartMs).hhmm,
          rows,
          bytes: body.byteLength,
          completeness: { status: "not_recorded" },
          quote_fields: filledQuoteFields(tape),
        };
      }),
    );
  }
  const date = utcDateAndHhmm(fromMs).date;
  await bucket.put(manifestKey(venue, date), JSON.stringify({ venue, date, snapshots }));
  return { snapshots: minutes, bytes };
}

/** Hours built at once. */
const CONCURRENT_HOURS = 4;

async function buildCandleHours(bucket: R2Bucket, venue: VenueId, fromMs: number, hours: number) {
  const outcomes: Record<string, number> = {};
  const build = async (hourMs: number) => {
    let message: HourBuildMessage | undefined = { kind: "candle_hour", venue, hour_ms: hourMs, step: 0 };
    while (message) {
      const current: HourBuildMessage = message;
      message = undefined;
      const outcome = await runHourBuildStep(
        bucket,
        current,
        async (next) => {
          message = next;
        },
        Date.now(),
      );
      if (outcome !== "stepped") outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  };
  for (let first = 0; first < hours; first += CONCURRENT_HOURS) {
    const batch = Array.from({ length: Math.min(CONCURRENT_HOURS, hours - first) }, (_, k) => first + k);
    await Promise.all(batch.map((hour) => build(fromMs + hour * HOUR_MS)));
  }
  return { hours, outcomes };
}

/** Ten levels a side around a mid, best first, as exact decimal strings. */
function ladder(mid: number, side: 1 | -1, seed: number): BookLevel[] {
  return Array.from({ length: 10 }, (_, level) => [
    ((mid + side * (level + 1)) / 1000).toFixed(3),
    (((seed * 7919 + level * 104_729) % 90_000) / 100 + 5).toFixed(2),
  ]);
}

/** Bench-size Polymarket books: both outcomes of each market, ten levels a side. */
function benchMarketBooks(count: number, observedAt: string): MarketBooks[] {
  return Array.from({ length: count }, (_, i) => {
    const mid = 100 + ((i * 37) % 800);
    const token = (side: number) => `${(BigInt(i) * 982_451_653n + BigInt(side)) * 10n ** 60n + 17n}`;
    return {
      market_id: benchBookMarket(i),
      books: [
        {
          outcome: "yes",
          token_id: token(1),
          observed_at: observedAt,
          bids: ladder(mid, -1, i),
          asks: ladder(mid, 1, i),
        },
        {
          outcome: "no",
          token_id: token(2),
          observed_at: observedAt,
          bids: ladder(1000 - mid, -1, i + 1),
          asks: ladder(1000 - mid, 1, i + 1),
        },
      ],
    };
  });
}

/** A live feed's books: YES terms, ten levels a side, Kalshi-like tickers. */
function benchLiveBooks(count: number, observedAt: string): LiveBook[] {
  return Array.from({ length: count }, (_, i) => {
    const mid = 100 + ((i * 37) % 800);
    return {
      market: `KXBENCH${String(Math.floor(i / 25)).padStart(4, "0")}-26DEC-T${(2 + (i % 25) * 0.1).toFixed(1)}`,
      observed_at: observedAt,
      bids: ladder(mid, -1, i),
      asks: ladder(mid, 1, i),
    };
  });
}

let prepared: MarketBooks[] = [];

const number = (url: URL, name: string) => {
  const value = Number(url.searchParams.get(name));
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const venue = url.searchParams.get("venue") ?? "polymarket";
    const started = performance.now();
    const answer = (body: Record<string, unknown>) =>
      Response.json({ ms: performance.now() - started, ...body });
    try {
      if (url.pathname === "/candles") {
        const from = number(url, "from");
        return answer(
          await writeCandleDays(
            env.LAKE,
            VenueIdSchema.parse(venue),
            from,
            number(url, "days"),
            number(url, "rows"),
          ),
        );
      }
      if (url.pathname === "/venue-tape") {
        return answer(
          await writeVenueMinutes(
            env.LAKE,
            VenueIdSchema.parse(venue),
            number(url, "from"),
            number(url, "minutes"),
            number(url, "rows"),
          ),
        );
      }
      if (url.pathname === "/candle-hours") {
        return answer(
          await buildCandleHours(
            env.LAKE,
            VenueIdSchema.parse(venue),
            number(url, "from"),
            number(url, "hours"),
          ),
        );
      }
      if (url.pathname === "/books/prepare") {
        prepared = benchMarketBooks(number(url, "markets"), new Date().toISOString());
        return answer({ markets: prepared.length });
      }
      if (url.pathname === "/books/write") {
        const at = number(url, "at");
        const pages = Math.ceil(prepared.length / MARKETS_PER_PAGE);
        const sources = Array.from({ length: pages }, (_, page) => page);
        let bytes = 0;
        for (const page of sources) {
          const markets = prepared.slice(page * MARKETS_PER_PAGE, (page + 1) * MARKETS_PER_PAGE);
          bytes += (await writeBooks(env.LAKE, venue, at, page, markets)).bytes;
        }
        const indexed = await indexBooks(env.LAKE, venue, at, sources);
        return answer({ markets: indexed, pages, book_bytes: bytes });
      }
      if (url.pathname === "/live-books/write") {
        const books = benchLiveBooks(number(url, "markets"), new Date().toISOString());
        return answer(await tapeLiveBooks(env.LAKE, venue, number(url, "at"), books));
      }
      return Response.json({ error: "unknown path" }, { status: 404 });
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 500 });
    }
  },
} satisfies ExportedHandler<Env>;
