import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { PRINT_CYCLE_MS, printReleaseMs } from "../../simulator/prints.ts";
import { collectOfficialPrints } from "../../src/outcomes/prints.ts";
import { readOfficialPeriods } from "../../src/outcomes/prints-read.ts";
import { openDb } from "../../src/platform/db/db.ts";
import { simulatorHost } from "../support/simulator.ts";

const sim = simulatorHost("prints-job");
const bound = () => ({
  DB: env.DB,
  PRINTS_BLS_URL: `${sim.base}/prints/bls/publicAPI/v2`,
  PRINTS_FRED_URL: `${sim.base}/prints/fred`,
  PRINTS_EIA_URL: `${sim.base}/prints/eia`,
});

interface PrintRow {
  series_id: string;
  period: string;
  revision: number;
  value: string;
  released_at: string;
  released_after: string | null;
}

async function prints(seriesId: string): Promise<PrintRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT series_id, period, revision, value, released_at, released_after FROM official_prints WHERE series_id = ? ORDER BY period, revision",
  )
    .bind(seriesId)
    .all<PrintRow>();
  return results;
}

afterEach(async () => {
  await sim.reset();
  await env.DB.exec("DELETE FROM official_prints; DELETE FROM official_print_polls;");
});

describe("the official prints' collection against the simulator", () => {
  it("stores a period's first print, then a revision beside it, each with its release time", async () => {
    // Payrolls: each release revises the two months before it.
    const k = 300;
    const first = printReleaseMs("bls", k) + 10_000;
    await sim.pinClock(first);
    const one = await collectOfficialPrints(bound(), first, { allSources: true });
    expect(one.series.find((s) => s.id === "bls-payrolls")?.failure).toBeNull();
    const before = await prints("bls-payrolls");
    const newest = before.at(-1);
    expect(newest?.revision).toBe(0);
    expect(newest?.released_at).toBe(new Date(first).toISOString().replace(".000Z", "Z"));
    expect(newest?.released_after).toBeNull();

    const next = first + PRINT_CYCLE_MS;
    await sim.pinClock(next);
    const two = await collectOfficialPrints(bound(), next, { allSources: true });
    expect(two.series.find((s) => s.id === "bls-payrolls")?.revisions).toBeGreaterThan(0);
    const after = await prints("bls-payrolls");
    const samePeriod = after.filter((row) => row.period === newest?.period);
    expect(samePeriod.map((row) => row.revision)).toEqual([0, 1]);
    expect(samePeriod[0]?.value).toBe(newest?.value);
    expect(samePeriod[1]?.value).not.toBe(newest?.value);
    expect(samePeriod[1]?.released_at).toBe(new Date(next).toISOString().replace(".000Z", "Z"));
    expect(samePeriod[1]?.released_after).toBe(newest?.released_at);
    // The next period's first print arrived in the same run.
    expect(after.filter((row) => row.revision === 0).length).toBe(before.length + 1);
    // The same answers read again add nothing.
    const again = await collectOfficialPrints(bound(), next + 1_000, { allSources: true });
    expect(again.series.find((s) => s.id === "bls-payrolls")).toMatchObject({
      first_prints: 0,
      revisions: 0,
    });
    expect((await prints("bls-payrolls")).length).toBe(after.length);
    // Read back: the first print is the outcome (payrolls settle on it), the revision kept beside it.
    const [period] = await readOfficialPeriods(openDb(env.DB), "bls-payrolls", {
      periods: [newest?.period ?? ""],
    });
    expect(period?.settles_on).toBe("first_print");
    expect(period?.first_print.value).toBe(newest?.value);
    expect(period?.revisions.map((p) => [p.revision, p.value])).toEqual([[1, samePeriod[1]?.value]]);
    expect(period?.latest.value).toBe(samePeriod[1]?.value);
    expect(period?.outcome).toEqual(period?.first_print);
    const newestFirst = await readOfficialPeriods(openDb(env.DB), "bls-payrolls", { limit: 2 });
    expect(newestFirst.map((p) => p.period)).toEqual(
      [...new Set(after.map((row) => row.period))].sort().reverse().slice(0, 2),
    );
    // The NSA CPI is never revised: one row per period.
    expect((await prints("bls-cpi-u-nsa")).every((row) => row.revision === 0)).toBe(true);
  });

  it("records a source outage and goes on with the other sources, never throwing", async () => {
    const at = printReleaseMs("eia", 400) + 1_000;
    await sim.pinClock(at);
    const res = await fetch(`${sim.base}/prints/_control/faults`, {
      method: "POST",
      body: JSON.stringify({ mode: "down", endpoint: "fred" }),
    });
    expect(res.ok).toBe(true);
    const report = await collectOfficialPrints(bound(), at, { allSources: true });
    expect(report.series.find((s) => s.id === "fred-fed-target-upper")?.failure).toBe("http_5xx");
    expect(report.series.find((s) => s.id === "eia-wti-front")?.failure).toBeNull();
    expect((await prints("eia-wti-front")).length).toBeGreaterThan(0);
    const poll = await env.DB.prepare(
      "SELECT last_failure, failures, last_success_at FROM official_print_polls WHERE series_id = 'fred-fed-target-upper'",
    ).first<{ last_failure: string; failures: number; last_success_at: string | null }>();
    expect(poll).toEqual({ last_failure: "http_5xx", failures: 1, last_success_at: null });

    await fetch(`${sim.base}/prints/_control/faults`, {
      method: "POST",
      body: JSON.stringify({ mode: "malformed", endpoint: "eia" }),
    });
    const again = await collectOfficialPrints(bound(), at + 60_000, { allSources: true });
    expect(again.series.find((s) => s.id === "eia-wti-front")?.failure).toBe("not_json");
  });

  it("starts no request once its time budget is spent", async () => {
    const at = printReleaseMs("eia", 500) + 1_000;
    await sim.pinClock(at);
    // A clock that moves 10 s at each look: the budget of 20 s lets the first source (BLS) be read only.
    let ticks = 0;
    const now = () => 10_000 * ticks++;
    const report = await collectOfficialPrints(bound(), at, { allSources: true, budgetMs: 20_000, now });
    expect(report.series.map((s) => s.id)).toEqual([
      "bls-cpi-u-nsa",
      "bls-cpi-u-sa",
      "bls-unrate",
      "bls-payrolls",
    ]);
    expect(report.skipped).toEqual([
      "fred-fed-target-upper",
      "fred-fed-target-lower",
      "eia-wti-front",
      "eia-natgas-front",
    ]);
    expect(await prints("eia-wti-front")).toEqual([]);
  });

  it("reads BLS only on its minutes unless asked", async () => {
    const at = Date.UTC(2026, 10, 20, 10, 3);
    await sim.pinClock(at);
    const report = await collectOfficialPrints(bound(), at);
    expect(report.skipped).toContain("bls-cpi-u-nsa");
    expect(report.series.map((s) => s.id)).not.toContain("bls-cpi-u-nsa");
  });
});
