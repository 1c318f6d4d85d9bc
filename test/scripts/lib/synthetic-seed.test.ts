import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  completedSeeds,
  longestWindowReading,
  seedPlan,
  seedSyntheticHistory,
  topUpSyntheticHistory,
} from "../../../scripts/lib/write-history.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { type CycleInstrument, loadCycleCatalog } from "../../../src/catalog/store.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../../src/domain/clock.ts";
import { DAILY_CLOSE_COUNT } from "../../../src/domain/daily-closes.ts";
import { STATISTICS_LOOKBACK_DAYS } from "../../../src/domain/statistics.ts";
import { call } from "../../support/keys.ts";

/**
 * The local seed (`npm run seed`, scripts/lib/write-history.ts) writes only the rows pix's reads use,
 * yet every read answers as from a full minute history: a year of history is `available` with coverage
 * 1, every daily close is observed at its cut-off and the statistics see 365 prints. A seed interrupted
 * midway (here a D1 binding that fails on the batch completing the second instrument) is completed by
 * the next run, instrument by instrument; a run after a complete seed writes nothing. The top-up
 * `npm start` runs once pix answers closes the minutes up to the first cycle.
 */

const DAYS = 400;
const SEED_TIMEOUT_MS = 600_000;

/** The test D1 binding, failing on the `failOn`-th batch that marks an instrument complete. */
function failingOnCompletion(failOn: number): D1Database {
  const marks = new WeakSet<D1PreparedStatement>();
  let completions = 0;
  return new Proxy(env.DB, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === "prepare") {
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (sql.includes("INSERT INTO synthetic_seeds")) marks.add(statement);
          return statement;
        };
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          if (statements.some((s) => marks.has(s)) && ++completions === failOn) {
            return Promise.reject(new Error("seed interrupted"));
          }
          return target.batch(statements);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

interface History {
  data: { resolution: string };
  meta: { availability: string; coverage: { fraction: number } };
}

function routeBase(instrument: CycleInstrument): string {
  return instrument.kind === "benchmark"
    ? `/api/v1/benchmarks/${instrument.symbol}`
    : `/api/v1/indices/${instrument.symbol}`;
}

async function yearOfHistory(instrument: CycleInstrument): Promise<History["meta"]> {
  const res = await call(`${routeBase(instrument)}/history?range=1y`);
  expect(res.status).toBe(200);
  return ((await res.json()) as History).meta;
}

let catalog: CycleInstrument[] = [];
beforeAll(async () => {
  await seedCatalog(env.DB);
  catalog = await loadCycleCatalog(env.DB);
});

describe("synthetic seed plan", () => {
  it("writes minute ticks over the longest raw-tick read and 5m rollups over the longest 5m read", () => {
    expect(longestWindowReading("ticks")).toBe(1440);
    expect(longestWindowReading("5m")).toBe(30 * 1440);
    const nowMs = Date.parse("2026-11-27T21:09:30Z");
    const plan = seedPlan(nowMs, DAYS);
    expect(plan.toMs).toBe(Date.parse("2026-11-27T21:09:00Z"));
    expect(plan.fromMs).toBe(Date.parse("2026-11-27T00:00:00Z") - DAYS * 86_400_000);
    expect(plan.toMs - plan.minuteTicksFromMs).toBeGreaterThanOrEqual(1440 * 60_000);
    expect(plan.toMs - plan.fiveMinuteFromMs).toBeGreaterThanOrEqual(30 * 1440 * 60_000 + 30 * 60_000);
    // One cut-off (16:00 New York) per day of the depth.
    expect(plan.cutoffMinutes.size).toBeGreaterThanOrEqual(DAYS);
  });
});

describe("npm run seed on a fresh database, interrupted and resumed", () => {
  it(
    "completes every instrument on the next run; each then reads a full year, its daily closes and statistics",
    async () => {
      expect(catalog.length).toBeGreaterThan(2);
      const first = seedPlan(Date.now(), DAYS);
      await expect(seedSyntheticHistory(failingOnCompletion(2), catalog, first)).rejects.toThrow(
        "seed interrupted",
      );
      const marked = await completedSeeds(env.DB);
      expect([...marked.keys()]).toEqual([catalog[0]?.symbol]);
      // The interrupted instrument holds rows (it stopped at its last batch), the later ones none.
      const interrupted = catalog[1] as CycleInstrument;
      const held = await env.DB.prepare("SELECT count(*) AS n FROM tick_rollups WHERE symbol = ?1")
        .bind(interrupted.symbol)
        .first<{ n: number }>();
      expect(held?.n).toBeGreaterThan(0);
      expect((await yearOfHistory(catalog.at(-1) as CycleInstrument)).availability).toBe("empty");

      const resumed = await seedSyntheticHistory(env.DB, catalog, seedPlan(Date.now(), DAYS));
      expect(resumed.complete).toEqual([catalog[0]?.symbol]);
      expect(resumed.written).toEqual(catalog.slice(1).map((i) => i.symbol));
      // Far fewer rows than a minute history of the same depth (576,000 ticks per instrument).
      expect(resumed.ticks).toBeLessThan(resumed.written.length * 3 * 1440);

      for (const instrument of catalog) {
        const meta = await yearOfHistory(instrument);
        expect({ symbol: instrument.symbol, ...meta }).toMatchObject({
          symbol: instrument.symbol,
          availability: "available",
          coverage: { fraction: 1 },
        });
        if (instrument.kind !== "index") continue;
        const closes = await call(`${routeBase(instrument)}/daily-closes`);
        expect(closes.status).toBe(200);
        const rows = ((await closes.json()) as { data: { closes: { provenance: string }[] } }).data.closes;
        expect(rows).toHaveLength(DAILY_CLOSE_COUNT);
        for (const row of rows) expect(row.provenance).toBe("observed_at_cutoff");
        const statistics = await call(`${routeBase(instrument)}/statistics/latest`);
        expect(statistics.status).toBe(200);
        const body = (await statistics.json()) as { data: { level_range: { prints: number } } };
        expect(body.data.level_range.prints).toBe(STATISTICS_LOOKBACK_DAYS);
      }

      const again = await seedSyntheticHistory(env.DB, catalog, seedPlan(Date.now(), DAYS));
      expect(again.written).toEqual([]);
      expect(again.complete).toHaveLength(catalog.length);

      // npm start tops each history up to the first cycle's minute: no missing minute, and the rollups
      // of the hour hold exactly the ticks of the hour (the top-up folds into the seed's open buckets).
      const firstCycleMs = minuteFloor(Date.now()) + 3 * MINUTE_MS;
      expect(await topUpSyntheticHistory(env.DB, catalog, firstCycleMs)).toBeGreaterThanOrEqual(3);
      expect(await topUpSyntheticHistory(env.DB, catalog, firstCycleMs)).toBe(0);
      for (const instrument of catalog) {
        const minutes = await env.DB.prepare(
          "SELECT count(*) AS n, max(minute) AS last FROM ticks WHERE symbol = ?1 AND minute >= ?2",
        )
          .bind(instrument.symbol, rfc3339(firstCycleMs - 1440 * MINUTE_MS))
          .first<{ n: number; last: string }>();
        expect({ symbol: instrument.symbol, ...minutes }).toEqual({
          symbol: instrument.symbol,
          n: 1440,
          last: rfc3339(firstCycleMs - MINUTE_MS),
        });
        const hourMs = firstCycleMs - MINUTE_MS - ((firstCycleMs - MINUTE_MS) % (60 * MINUTE_MS));
        const hour = await env.DB.prepare(
          `SELECT (SELECT tick_count FROM tick_rollups WHERE symbol = ?1 AND resolution = '1h' AND bucket_start = ?2) AS rolled,
                  (SELECT count(*) FROM ticks WHERE symbol = ?1 AND minute >= ?2 AND minute < ?3) AS ticks`,
        )
          .bind(instrument.symbol, rfc3339(hourMs), rfc3339(hourMs + 60 * MINUTE_MS))
          .first<{ rolled: number; ticks: number }>();
        expect(hour?.rolled).toBe(hour?.ticks);
      }
    },
    SEED_TIMEOUT_MS,
  );
});
