/**
 * The lake benchmark's data: one venue-day of 288 snapshots (one every five minutes) of 5,000 rows each,
 * written into the bench pix's R2 through the real `writeTape` (tape, offsets index, day manifest), with
 * rows made by the real row builder (`lakeRow`) from Kalshi-shaped values.
 */

import type { LocalPix } from "../../scripts/lib/local-pix.ts";
import { writeTape } from "../../src/lake/store/lake.ts";
import { midpoint } from "../../src/venues/shared/quote-values.ts";
import type { LakeRow, VenueId } from "../../src/venues/shared/row.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";

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

/** A probability as exact 10^-6 units, from a whole number of hundredths. */
const cents = (hundredths: number) => BigInt(hundredths) * 10_000n;

/** Kalshi-like rows: ladders of strikes per event, some one-sided books, contract volume and open interest. */
function benchRow(i: number, observedAt: string, drift: number, venue: VenueId): LakeRow {
  const event = `KXBENCH${String(Math.floor(i / 25)).padStart(4, "0")}-26DEC`;
  const strike = (2 + (i % 25) * 0.1).toFixed(1);
  const mid = 2 + ((i * 37 + drift) % 96);
  const oneSided = i % 7 === 3;
  const bid = cents(Math.max(1, mid - 1));
  const ask = oneSided ? null : cents(Math.min(99, mid + 1));
  const contracts = BigInt(1000 + ((i * 7919) % 250_000)) * 1_000_000n;
  return lakeRow({
    venue,
    market_id: `${event}-T${strike}`,
    event_id: event,
    outcome: "yes",
    token_id: null,
    title: `Will the benchmark series ${event} print above ${strike}% in December?`,
    status: "open",
    bid,
    ask,
    last: bid,
    indicative: ask === null ? bid : midpoint(bid, ask),
    indicative_source: oneSided ? "last" : "mid",
    size_unit: "contracts",
    volume: contracts,
    open_interest: contracts / 3n,
    observed_at: observedAt,
    observed_at_source: "venue",
    close_time: "2026-12-10T13:25:00Z",
  });
}

/** The i-th market id of the bench's book tape (Polymarket-like numeric ids). */
export const benchBookMarket = (i: number) => String(500_000 + i);

export function benchLakeRows(
  count: number,
  observedAt: string,
  drift = 0,
  venue: VenueId = "kalshi",
): LakeRow[] {
  return Array.from({ length: count }, (_, i) => benchRow(i, observedAt, drift, venue));
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
