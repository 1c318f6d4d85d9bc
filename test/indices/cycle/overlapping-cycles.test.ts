import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INSTRUMENTS } from "../../../src/catalog/definitions.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, rfc3339 } from "../../../src/domain/clock.ts";
import { runIngestionCycle } from "../../../src/indices/cycle/cycle.ts";
import { dayPrefix } from "../../../src/lake/keys.ts";
import { readManifest, writeTape } from "../../../src/lake/store/lake.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { lakeRows } from "../../support/lake.ts";
import { simulatorHost } from "../../support/simulator.ts";

/**
 * Cron and POST /api/refresh may start a cycle at the same time, and a slow cycle may still run when
 * the next minute's starts. Whatever overlaps, each minute is written once and nothing is lost.
 */
const sim = simulatorHost("overlapping-cycles");
const bindings = sim.bind(env);
const DATE = "2026-11-22";
// 11:00 is a five-minute boundary: that cycle also commits a round.
const T = Date.parse(`${DATE}T11:00:00Z`);
const VENUES = ["kalshi", "polymarket"] as const;

const cycle = (nowMs: number, trigger: "cron" | "refresh") =>
  runIngestionCycle(bindings, { nowMs, trigger, client: createHttpClient({ minIntervalMs: 0 }) });

async function count(sql: string, ...params: string[]): Promise<{ symbol: string; n: number }[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<{ symbol: string; n: number }>()
  ).results;
}

const perSymbol = (rows: { symbol: string; n: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.symbol, r.n]));
const once = (symbols: readonly string[]) => Object.fromEntries(symbols.map((s) => [s, 1]));

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("two cycles of the same minute started together", () => {
  let reports: Awaited<ReturnType<typeof cycle>>[];

  beforeAll(async () => {
    await sim.pinClock(T + 3_000);
    try {
      reports = await Promise.all([cycle(T + 1_000, "cron"), cycle(T + 2_000, "refresh")]);
    } finally {
      await sim.pinClock(null);
    }
  });

  it("run once: one completes, the other finds the minute claimed", () => {
    expect(reports.map((r) => r.status).sort()).toEqual(["completed", "skipped"]);
    expect(reports.find((r) => r.status === "skipped")?.reason).toBe("minute_already_collected");
  });

  it("store one tick per instrument, folded once into its rollups", async () => {
    const minute = rfc3339(T);
    const completed = reports.find((r) => r.status === "completed");
    const valued = (completed?.instruments ?? [])
      .filter((i) => i.value_decimal !== null)
      .map((i) => i.symbol);
    expect(valued.sort()).toEqual(INSTRUMENTS.map((i) => i.symbol).sort());
    expect(
      perSymbol(
        await count("SELECT symbol, COUNT(*) AS n FROM ticks WHERE minute = ? GROUP BY symbol", minute),
      ),
    ).toEqual(once(valued));
    expect(
      perSymbol(
        await count(
          "SELECT symbol, tick_count AS n FROM tick_rollups WHERE resolution = '5m' AND bucket_start = ?",
          minute,
        ),
      ),
    ).toEqual(once(valued));
  });

  it("commit one round and one distribution per instrument", async () => {
    const minute = rfc3339(T);
    const rounds = perSymbol(
      await count("SELECT symbol, COUNT(*) AS n FROM rounds WHERE round_id = ? GROUP BY symbol", minute),
    );
    expect(rounds).toEqual(once(INSTRUMENTS.map((i) => i.symbol)));
    const distributions = perSymbol(
      await count("SELECT symbol, COUNT(*) AS n FROM distributions WHERE minute = ? GROUP BY symbol", minute),
    );
    expect(Object.keys(distributions).length).toBeGreaterThan(0);
    expect(distributions).toEqual(once(Object.keys(distributions)));
  });

  it("record the cycle once: one claim and one outcome per venue", async () => {
    const rows = await env.DB.prepare("SELECT venue, status FROM ingest_cycles WHERE cycle_start = ?")
      .bind(rfc3339(T))
      .all<{ venue: string; status: string }>();
    expect(rows.results.map((r) => r.venue).sort()).toEqual(["*", "kalshi", "polymarket"]);
    expect(rows.results.find((r) => r.venue === "*")?.status).toBe("ok");
  });

  it("write one tape object per venue, listed once in the day manifest", async () => {
    const completed = reports.find((r) => r.status === "completed");
    for (const venue of VENUES) {
      const listed = await env.LAKE.list({ prefix: dayPrefix(venue, DATE) });
      const keys = listed.objects
        .map((o) => o.key)
        .filter((k) => k.endsWith("/1100") || k.includes("/1100."));
      expect(keys.sort(), venue).toEqual([`lake/${venue}/${DATE}/1100`, `lake/${venue}/${DATE}/1100.idx`]);
      const manifest = await readManifest(env.LAKE, venue, DATE);
      const entries = manifest?.snapshots.filter((s) => s.at === "1100") ?? [];
      expect(entries, venue).toHaveLength(1);
      expect(entries[0]?.rows, venue).toBe(completed?.venues.find((v) => v.venue === venue)?.rows);
    }
  });
});

describe("a slow cycle still running when the next minute's starts", () => {
  it("loses neither minute's snapshot from the day manifest", async () => {
    const minutes = [T + 5 * MINUTE_MS, T + 6 * MINUTE_MS, T + 7 * MINUTE_MS];
    await sim.pinClock(minutes[0] as number);
    try {
      const reports = await Promise.all(minutes.map((m) => cycle(m + 1_000, "cron")));
      expect(reports.map((r) => r.status)).toEqual(["completed", "completed", "completed"]);
    } finally {
      await sim.pinClock(null);
    }
    for (const venue of VENUES) {
      const manifest = await readManifest(env.LAKE, venue, DATE);
      expect(
        manifest?.snapshots.map((s) => s.at).filter((at) => at >= "1105"),
        venue,
      ).toEqual(["1105", "1106", "1107"]);
    }
  });

  it("loses no snapshot of a new day whose first manifest several writers create at once", async () => {
    const day = Date.parse("2026-11-23T00:00:00Z");
    await Promise.all(
      [0, 1, 2, 3].map((m) =>
        writeTape(env.LAKE, "kalshi", day + m * MINUTE_MS, lakeRows(2), { status: "not_recorded" }),
      ),
    );
    const manifest = await readManifest(env.LAKE, "kalshi", "2026-11-23");
    expect(manifest?.snapshots.map((s) => s.at)).toEqual(["0000", "0001", "0002", "0003"]);
  });
});
