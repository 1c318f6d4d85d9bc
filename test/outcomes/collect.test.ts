/**
 * The resolution collection against the simulator's resolution calendar: runs spread over 72 minutes
 * while the calendar closes, voids, disputes and reverses, amends and settles late, each stage recorded
 * as a history row of its own; a rerun changes nothing; every run keeps to its request budget.
 */
import { env } from "cloudflare:test";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import type { Bindings } from "../../src/env.ts";
import {
  collectResolutions,
  RESOLUTION_REQUESTS_PER_VENUE,
  type ResolutionCollectionReport,
} from "../../src/outcomes/collect.ts";
import { openDb } from "../../src/platform/db/db.ts";
import {
  marketHorizonPrices,
  marketResolutionHistory,
  marketResolutions,
} from "../../src/platform/db/schema.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import { simulatorHost } from "../support/simulator.ts";

const MINUTE = 60_000;
/** A calendar slot whose number is a multiple of 5: its markets and the next four's cover every fate. */
const S = 5_922_000;
const C0 = S * 5 * MINUTE;
const kalshi = (slot: number, j: number) => `KXPIXCAL-${slot}-${j}`;
const gamma = (slot: number, j: number) => String(slot * 10 + j);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** Minutes after C0 (each at :30) at which the job runs: every stage of every market below is seen. */
const RUNS = [0, 1, 3, 10, 11, 20, 22, 25, 30, 36, 46, 51, 66, 71];

const sim = simulatorHost("outcomes");
const bindings = sim.bind(env as Bindings);
const db = openDb(env.DB);
const reports: ResolutionCollectionReport[] = [];

async function runAt(minutes: number, budget?: number) {
  const nowMs = C0 + minutes * MINUTE + 30_000;
  await sim.pinClock(nowMs);
  return collectResolutions(bindings, {
    nowMs,
    client: createHttpClient({ minIntervalMs: 0, maxRetries: 0 }),
    ...(budget === undefined ? {} : { budget }),
  });
}

async function history(venue: string, marketId: string) {
  return db
    .select()
    .from(marketResolutionHistory)
    .where(and(eq(marketResolutionHistory.venue, venue), eq(marketResolutionHistory.marketId, marketId)))
    .orderBy(asc(marketResolutionHistory.seq));
}

async function everything() {
  const current = await db
    .select()
    .from(marketResolutions)
    .orderBy(marketResolutions.venue, marketResolutions.marketId);
  const entries = await db
    .select()
    .from(marketResolutionHistory)
    .orderBy(marketResolutionHistory.venue, marketResolutionHistory.marketId, marketResolutionHistory.seq);
  // A pending market notes when it was last read; nothing else may move.
  return { current: current.map(({ checkedAtMs: _, ...row }) => row), entries };
}

beforeAll(async () => {
  await seedCatalog(env.DB);
  for (const minutes of RUNS) reports.push(await runAt(minutes));
}, 120_000);

describe("the resolution collection on the simulator's calendar", () => {
  it("keeps every run within its request budget, reads the catalog, and fails nothing", () => {
    for (const report of reports) {
      for (const v of report.venues) {
        expect(v.requests).toBeLessThanOrEqual(RESOLUTION_REQUESTS_PER_VENUE);
        expect(v.failures).toEqual([]);
        // The catalog's markets are all still trading: read, and not recorded.
        expect(v.catalog).toBeGreaterThan(0);
        expect(v.open).toBeGreaterThanOrEqual(v.catalog);
      }
    }
    expect(reports[0]?.venues.every((v) => v.added > 0)).toBe(true);
  });

  it("records a Kalshi void, a late settlement and an amended result, each stage a row", async () => {
    const voided = await history("kalshi", kalshi(S, 0));
    expect(voided.map((h) => [h.status, h.result, h.venueStatus])).toEqual([
      ["closed", null, "closed"],
      ["voided", "void", "finalized"],
    ]);
    expect(voided[1]?.settledAt).toBe(iso(C0 + 2 * MINUTE));

    const late = await history("kalshi", kalshi(S + 1, 1));
    expect(late.map((h) => [h.status, h.venueStatus])).toEqual([
      ["closed", "closed"],
      ["determined", "determined"],
      ["settled", "finalized"],
    ]);
    expect(late[2]?.settledAt).toBe(iso(C0 + 50 * MINUTE));
    expect(late[2]?.result).toBe(late[1]?.result);

    const amended = await history("kalshi", kalshi(S + 4, 0));
    expect(amended.map((h) => [h.status, h.venueStatus])).toEqual([
      ["closed", "closed"],
      ["determined", "determined"],
      ["determined", "amended"],
      ["settled", "finalized"],
    ]);
    // The first determination is kept beside the amendment that reversed it.
    expect(amended[1]?.result).not.toBe(amended[2]?.result);
    expect(amended[3]?.result).toBe(amended[2]?.result);
    expect(amended[1]?.source).toMatchObject({ status: "determined" });
    const current = await db
      .select()
      .from(marketResolutions)
      .where(and(eq(marketResolutions.venue, "kalshi"), eq(marketResolutions.marketId, kalshi(S + 4, 0))));
    expect(current[0]).toMatchObject({ status: "settled", final: 1, entries: 4, result: amended[3]?.result });
  });

  it("records each Kalshi market's category and event exclusivity from its event, read within the budget", async () => {
    const rows = await db.select().from(marketResolutions).where(eq(marketResolutions.venue, "kalshi"));
    expect(rows.length).toBeGreaterThan(0);
    // Every recorded calendar market's event was read by the last run (each event once per isolate).
    for (const row of rows) {
      expect([row.eventId, row.category, row.eventExclusive], row.marketId).toEqual([
        row.marketId.replace(/-\d$/, ""),
        "Economics",
        false,
      ]);
    }
  });

  it("records a Gamma 50-50 void, a disputed and reversed proposal, and a late resolution", async () => {
    const voided = await history("polymarket", gamma(S, 0));
    expect(voided.map((h) => [h.status, h.result, h.settlementValue])).toEqual([
      ["closed", null, null],
      ["proposed", null, null],
      ["voided", "void", "0.5"],
    ]);

    const disputed = await history("polymarket", gamma(S + 2, 1));
    expect(disputed.map((h) => h.status)).toEqual(["closed", "proposed", "disputed", "proposed", "settled"]);
    // The oracle's stages so far, as Gamma wrote them (a JSON-encoded list), kept on every row.
    expect(disputed.map((h) => JSON.parse(h.source.umaResolutionStatuses ?? "null"))).toEqual([
      [],
      ["proposed"],
      ["proposed", "disputed"],
      ["proposed", "disputed", "proposed"],
      ["proposed", "disputed", "proposed", "resolved"],
    ]);
    // The disputed proposal leaned one way; the second proposal, which stood, the other.
    const lean = (prices: string | null | undefined) => (JSON.parse(prices ?? "[]") as string[])[0];
    expect(lean(disputed[1]?.source.outcomePrices)).not.toBe(lean(disputed[3]?.source.outcomePrices));
    expect(disputed[4]?.result).toBe(lean(disputed[3]?.source.outcomePrices) === "0.995" ? "yes" : "no");
    expect(disputed[4]?.settledAt).toBe(iso(C0 + 35 * MINUTE));

    const late = await history("polymarket", gamma(S + 3, 1));
    expect(late.map((h) => h.status)).toEqual(["closed", "proposed", "settled"]);
    expect(late[2]?.settledAt).toBe(iso(C0 + 70 * MINUTE));
  });

  it("changes nothing on a rerun", async () => {
    const before = await everything();
    const priced = async () =>
      new Set((await db.select().from(marketHorizonPrices)).map((p) => `${p.venue}/${p.marketId}`));
    const pricedBefore = await priced();
    const rerun = await runAt(RUNS[RUNS.length - 1] as number);
    expect(rerun.venues.map((v) => [v.added, v.changed])).toEqual(rerun.venues.map(() => [0, 0]));
    expect(rerun.venues.every((v) => v.unchanged > 0)).toBe(true);
    const after = await everything();
    // Only a market whose horizon prices the rerun read (its served outcome changed) is signed again.
    const gained = [...(await priced())].filter((m) => !pricedBefore.has(m));
    const unsigned = (rows: typeof before.current) =>
      rows.map(({ signature: _, signedAtMs: __, ...row }) => row);
    expect(unsigned(after.current)).toEqual(unsigned(before.current));
    const resigned = after.current
      .filter((row, i) => row.signedAtMs !== before.current[i]?.signedAtMs)
      .map((row) => `${row.venue}/${row.marketId}`);
    expect(resigned.filter((m) => !gained.includes(m))).toEqual([]);
    expect(after.entries).toEqual(before.entries);
  });

  it("holds a smaller budget", async () => {
    const report = await runAt(RUNS[RUNS.length - 1] as number, 1);
    expect(report.venues.map((v) => v.requests)).toEqual(report.venues.map(() => 1));
  });
});
