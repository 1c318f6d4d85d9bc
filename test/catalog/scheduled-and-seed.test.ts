import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BENCHMARKS, INDICES, THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import { catalogSeedStatements, seedCatalog, sqlLiteral } from "../../src/catalog/seed.ts";
import worker from "../../src/worker.ts";
import { get } from "../support/fetch.ts";
import { simulatorHost } from "../support/simulator.ts";

describe("catalog seed", () => {
  it("is idempotent and covers every class, benchmark and factor theme on both venues", async () => {
    await seedCatalog(env.DB);
    await seedCatalog(env.DB);
    const counts = await env.DB.prepare(
      "SELECT kind, count(*) AS n FROM instruments GROUP BY kind ORDER BY kind",
    ).all<{ kind: string; n: number }>();
    expect(counts.results).toEqual([
      { kind: "benchmark", n: BENCHMARKS.length },
      { kind: "index", n: INDICES.length },
    ]);
    expect(INDICES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(INDICES.map((i) => i.methodology.calculationClass))).toEqual(
      new Set(["binary_probability", "strike_ladder_expectation", "categorical_expectation"]),
    );
    const themes = await env.DB.prepare(
      "SELECT theme, count(DISTINCT venue) AS venues FROM contracts WHERE theme IS NOT NULL GROUP BY theme",
    ).all<{ theme: string; venues: number }>();
    expect(themes.results).toHaveLength(6);
    for (const t of themes.results) expect(t.venues, t.theme).toBe(2);
    expect(THEME_CONTRACTS.every((c) => c.adverseSide === "yes" || c.adverseSide === "no")).toBe(true);
    expect(catalogSeedStatements().length).toBeGreaterThan(50);
  });

  it("is reflected in /api/v1/info", async () => {
    await seedCatalog(env.DB);
    const body = (await (await get("/api/v1/info")).json()) as { data: { catalog: Record<string, number> } };
    expect(body.data.catalog).toEqual({ public_indices: INDICES.length, benchmarks: BENCHMARKS.length });
  });

  it("quotes SQL literals safely", () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral({ a: "'" })).toBe(`'{"a":"''"}'`);
    expect(sqlLiteral(null)).toBe("NULL");
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
  });
});

describe("cron trigger", () => {
  it("runs one cycle for the scheduled minute", async () => {
    await seedCatalog(env.DB);
    const sim = simulatorHost("cron");
    const scheduledTime = Date.parse("2026-11-24T08:00:00Z");
    await sim.pinClock(scheduledTime + 3_000);
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime, cron: "* * * * *" }),
      sim.bind(env),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare(
      "SELECT count(*) AS n FROM ticks WHERE minute = '2026-11-24T08:00:00Z'",
    ).first<{
      n: number;
    }>();
    expect(row?.n).toBe(INDICES.length + BENCHMARKS.length);
  });
});

describe("feed launch", () => {
  it("stores no tick for an instrument before its feed's launch (no backfill, no pre-launch series)", async () => {
    await seedCatalog(env.DB);
    await env.DB.prepare(
      "UPDATE instruments SET feed_launched_at = '2030-01-01T00:00:00Z' WHERE symbol = 'PIXREC'",
    ).run();
    const sim = simulatorHost("launch");
    const scheduledTime = Date.parse("2026-11-24T09:00:00Z");
    await sim.pinClock(scheduledTime + 3_000);
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime, cron: "* * * * *" }),
      sim.bind(env),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const symbols = await env.DB.prepare(
      "SELECT symbol FROM ticks WHERE minute = '2026-11-24T09:00:00Z'",
    ).all<{
      symbol: string;
    }>();
    expect(symbols.results.map((r) => r.symbol)).not.toContain("PIXREC");
    expect(symbols.results.length).toBe(INDICES.length + BENCHMARKS.length - 1);
  });
});
