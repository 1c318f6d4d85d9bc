/**
 * The lake benchmark's data: one venue-day of 288 snapshots (one every five minutes) of 5,000 rows each,
 * written into the bench pix's R2 through the real `writeTape` (tape, offsets index, day manifest), with
 * rows made by the real normalizer (`toLakeRow`) from venue-shaped quotes.
 */
import { toLakeRow } from "../../src/ingest/lake/rows.ts";
import type { VenueQuote } from "../../src/ingest/venues/quote.ts";
import type { LakeRow } from "../../src/lake/row.ts";
import { writeTape } from "../../src/store/lake.ts";
import type { LocalPix } from "./local-pix.ts";

export const LAKE_BENCH = {
  venue: "kalshi",
  date: "2026-11-01",
  snapshots: 288,
  rowsPerSnapshot: 5000,
  pageSize: 100,
  /** The day's last snapshot: its manifest entry is the 288th. */
  at: "2355",
} as const;

export const lakeQuotesPath = (page: number) =>
  `/api/v1/lake/venues/${LAKE_BENCH.venue}/quotes?date=${LAKE_BENCH.date}&at=${LAKE_BENCH.at}` +
  `&page=${page}&page_size=${LAKE_BENCH.pageSize}`;

export const LAKE_LAST_PAGE = Math.ceil(LAKE_BENCH.rowsPerSnapshot / LAKE_BENCH.pageSize);

const decimal = (value: number) => value.toFixed(4);

/** Kalshi-like quotes: ladders of strikes per event, some one-sided books, USD volume and open interest. */
function benchQuote(i: number, observedAt: string, drift: number): VenueQuote {
  const event = `KXBENCH${String(Math.floor(i / 25)).padStart(4, "0")}-26DEC`;
  const strike = (2 + (i % 25) * 0.1).toFixed(1);
  const mid = 0.02 + ((i * 37 + drift) % 96) / 100;
  const oneSided = i % 7 === 3;
  const bid = decimal(Math.max(0.01, mid - 0.01));
  const ask = oneSided ? null : decimal(Math.min(0.99, mid + 0.01));
  const volume = 1000 + ((i * 7919) % 250_000);
  return {
    venue: "kalshi",
    market_id: `${event}-T${strike}`,
    event_id: event,
    outcome: "yes",
    token_id: null,
    title: `Will the benchmark series ${event} print above ${strike}% in December?`,
    subtitle: `${strike}% or above`,
    status: "open",
    native_status: "active",
    bid: Number(bid),
    bid_decimal: bid,
    ask: ask === null ? null : Number(ask),
    ask_decimal: ask,
    last: Number(bid),
    last_decimal: bid,
    indicative: Number(bid),
    indicative_decimal: bid,
    indicative_source: oneSided ? "last" : "mid",
    two_sided_book: !oneSided,
    observed_at: observedAt,
    observed_at_source: "venue",
    close_time: "2026-12-10T13:25:00Z",
    volume: { usd: volume, usd_decimal: `${volume}.00`, basis: "usd", native: null },
    volume_24h: null,
    open_interest: {
      usd: null,
      usd_decimal: `${Math.round(volume / 3)}.00`,
      basis: "contracts_x_price",
      native: { contracts: String(Math.round(volume / 2)), price_decimal: bid },
    },
  };
}

export function benchLakeRows(count: number, observedAt: string, drift = 0): LakeRow[] {
  return Array.from({ length: count }, (_, i) => toLakeRow(benchQuote(i, observedAt, drift)));
}

/** Writes the venue-day (about a minute: ~0.9 GB of tape through Miniflare); logs progress every 48 snapshots. */
export async function writeLakeBenchDay(pix: LocalPix, log: (line: string) => void) {
  // Miniflare's R2 proxy implements the R2Bucket API the Worker sees.
  const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  const dayStart = Date.parse(`${LAKE_BENCH.date}T00:00:00Z`);
  const started = performance.now();
  let bytes = 0;
  for (let n = 0; n < LAKE_BENCH.snapshots; n++) {
    const cycleStart = dayStart + n * 5 * 60_000;
    const observedAt = new Date(cycleStart + 2_000).toISOString().replace(/\.\d{3}Z$/, "Z");
    const rows = benchLakeRows(LAKE_BENCH.rowsPerSnapshot, observedAt, n);
    bytes += (await writeTape(bucket, LAKE_BENCH.venue, cycleStart, rows, { status: "not_recorded" })).bytes;
    if ((n + 1) % 48 === 0) {
      log(
        ` lake: ${n + 1}/${LAKE_BENCH.snapshots} snapshots, ${(bytes / 1e6).toFixed(0)} MB, ` +
          `${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }
  log(` lake: ${LAKE_BENCH.snapshots} × ${LAKE_BENCH.rowsPerSnapshot} rows, ${(bytes / 1e6).toFixed(0)} MB`);
}
