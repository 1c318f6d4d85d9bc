/**
 * The outcomes bench's data: `count` Polymarket markets closed over the last 30 days, recorded through the
 * real resolution store (src/outcomes/store.ts) with their four horizon prices, so the outcomes list and
 * the calibration read a store of that size: three in four settled (a third of those in mutually
 * exclusive events of four markets), the rest disputed or voided; two categories. Beside them, two years
 * of CPI first prints with known release times, so the calibration's indices part reads real periods.
 */
import { seedCatalog } from "../../src/catalog/seed.ts";
import { DAY_MS, HOUR_MS, rfc3339 } from "../../src/domain/clock.ts";
import { HORIZONS } from "../../src/domain/outcomes/horizons.ts";
import { recordResolutions } from "../../src/outcomes/store.ts";
import { chunkRows, openDb, runBatch, write } from "../../src/platform/db/db.ts";
import { marketHorizonPrices, officialPrints } from "../../src/platform/db/schema.ts";
import type { MarketResolution } from "../../src/venues/registry.ts";

/** The category the category row filters on (half the markets). */
export const OUTCOMES_BENCH_CATEGORY = "Economics";

export async function writeOutcomesBench(d1: D1Database, count: number, nowMs: number): Promise<void> {
  // The catalog's indices, whose periods the calibration's indices part reads.
  await seedCatalog(d1);
  const db = openDb(d1);
  const closeOf = (i: number) => Math.floor(nowMs / HOUR_MS) * HOUR_MS - DAY_MS - (i * 30 * DAY_MS) / count;
  const resolutions: MarketResolution[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 4;
    // Markets 4k … 4k+3 of every third block of four form one exclusive event, market 4k+1 its winner.
    const block = Math.floor(i / 4);
    const exclusive = block % 3 === 0;
    const settled = exclusive || kind !== 3;
    const yes = exclusive ? kind === 1 : (i * 7) % 10 < 4;
    const close = rfc3339(closeOf(i));
    resolutions.push({
      market_id: String(9_000_000 + i),
      status: settled ? "settled" : i % 8 === 3 ? "disputed" : "voided",
      result: settled ? (yes ? "yes" : "no") : i % 8 === 3 ? null : "void",
      settlement_value: settled ? (yes ? "1" : "0") : i % 8 === 3 ? null : "0.5",
      close_time: close,
      settled_at: settled ? rfc3339(closeOf(i) + HOUR_MS) : null,
      venue_status: settled ? "resolved" : i % 8 === 3 ? "disputed" : "resolved",
      venue_result: null,
      source: {},
      category: block % 2 === 0 ? OUTCOMES_BENCH_CATEGORY : "Politics",
      event_id: exclusive ? String(8_000_000 + block) : String(7_000_000 + i),
      event_exclusive: exclusive,
    });
  }
  // 100 markets a call: one D1 batch of 200 statements each, as the collection's runs write.
  for (let i = 0; i < resolutions.length; i += 100) {
    await recordResolutions(db, "polymarket", resolutions.slice(i, i + 100), nowMs);
  }
  const prices = resolutions.flatMap((r, i) =>
    HORIZONS.map((h, k) => ({
      venue: "polymarket",
      marketId: r.market_id,
      horizon: h.horizon,
      targetMs: closeOf(i) - h.before_close_ms,
      observedAtMs: closeOf(i) - h.before_close_ms - 1_000,
      // A spread of mids, the winners' higher: exact 4-place decimals as the tape holds them.
      mid: ((((i * 37 + k * 11) % 80) + (r.result === "yes" ? 15 : 5)) / 100).toFixed(4),
      computedAtMs: nowMs,
    })),
  );
  const statements = chunkRows(prices, 7).map((rows) =>
    write(db, db.insert(marketHorizonPrices).values(rows)),
  );
  for (let i = 0; i < statements.length; i += 20) await runBatch(db, statements.slice(i, i + 20));
  const months = Array.from({ length: 24 }, (_, k) => {
    const date = new Date(nowMs - (k + 1) * 31 * DAY_MS);
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });
  const printRows = [...new Set(months)].map((period, k) => {
    const releasedMs = nowMs - k * 30 * DAY_MS - 10 * DAY_MS;
    return {
      seriesId: "bls-cpi-u-nsa",
      period,
      revision: 0,
      value: (320 + (24 - k) * 0.7).toFixed(3),
      valueNum: 320 + (24 - k) * 0.7,
      preliminary: false,
      releasedAt: rfc3339(releasedMs),
      releasedAfter: rfc3339(releasedMs - 5 * 60_000),
      vintage: null,
    };
  });
  await runBatch(
    db,
    chunkRows(printRows, 9).map((rows) =>
      write(db, db.insert(officialPrints).values(rows).onConflictDoNothing()),
    ),
  );
}
