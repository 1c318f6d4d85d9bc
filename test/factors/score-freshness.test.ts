/**
 * proxy_model_score is built from each fitted proxy's current adverse probability: a proxy whose newest
 * quote is stale does not count. With the venues' clock 16 minutes behind, every theme contract on the
 * newest tape is a stale quote, so the score is UNAVAILABLE; with some proxies stale it is PARTIAL,
 * scored on the current ones only.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { FACTOR_THEMES } from "../../src/catalog/types.ts";
import { minuteFloor } from "../../src/domain/clock.ts";
import type { Bindings } from "../../src/env.ts";
import type { ExposureModel, ProxyModelScoreMember } from "../../src/factors/model-schemas.ts";
import { collectProxyCloses } from "../../src/factors/proxy-collection.ts";
import type { FactorResponse } from "../../src/factors/response.ts";
import { runIngestionCycle } from "../../src/indices/cycle/cycle.ts";
import { snapshotKey } from "../../src/lake/keys.ts";
import { readTape, writeTape } from "../../src/lake/store/lake.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import { simulatorHost } from "../support/simulator.ts";
import { factorKey, factorScenario, getStock, stockBody } from "./helpers.ts";

const HOST = "factor-score-freshness";
const scenario = factorScenario(HOST);
const venues = simulatorHost(HOST);
const bindings = venues.bind({ ...env, ...scenario.bindings } as unknown as Bindings);
const VENUE_CLOCK_BEHIND_MS = 16 * 60_000;
let key: string;

/**
 * The lake binding seen through a new object: the route's isolate caches are per binding object (the
 * lake's coverage is kept 10 s), so each read sees the tape as it is now.
 */
function lakeNow(): { LAKE: R2Bucket } {
  const lake = env.LAKE;
  const view: Pick<R2Bucket, "head" | "get" | "list"> = {
    head: (k) => lake.head(k),
    get: ((k: string, options?: R2GetOptions) => lake.get(k, options)) as R2Bucket["get"],
    list: (options) => lake.list(options),
  };
  return { LAKE: view as R2Bucket };
}

/**
 * One ingestion cycle for `minute`, with the venues' clock `behindMs` behind pix's. A minute's tape is
 * written once, so each step tapes a minute of its own (the later one is the newest snapshot).
 */
async function tapeWithVenueClock(minute: number, behindMs: number): Promise<number> {
  await seedCatalog(env.DB);
  await venues.pinClock(minute + 3_000 - behindMs);
  try {
    await runIngestionCycle(bindings, {
      nowMs: minute + 1_000,
      trigger: "cron",
      client: createHttpClient({ minIntervalMs: 0 }),
    });
  } finally {
    await venues.pinClock(null);
  }
  return minute;
}

async function read(): Promise<FactorResponse> {
  return stockBody(await getStock("AAPL", key, { ...scenario.bindings, ...lakeNow() }));
}

const score = (body: FactorResponse) => body.proxy_model_score as ProxyModelScoreMember;

beforeAll(async () => {
  key = await factorKey();
  const report = await collectProxyCloses(bindings);
  expect(report.stored).toBe(report.contracts);
}, 120_000);

describe("proxy_model_score from current probabilities only", () => {
  it("is UNAVAILABLE when the venues' clock is 16 minutes behind and every theme contract is a stale quote", async () => {
    await tapeWithVenueClock(minuteFloor(Date.now()) - 60_000, VENUE_CLOCK_BEHIND_MS);
    const body = await read();
    expect(body.contracts.every((c) => c.excluded_reason === "stale_quote")).toBe(true);
    expect(body.factors.map((f) => f.status)).toEqual(Array(6).fill("STALE"));
    expect(body.composite.status).toBe("UNAVAILABLE");
    expect((body.exposure_model as ExposureModel).fitted).toBe(true);
    expect(score(body)).toEqual({
      status: "UNAVAILABLE",
      reason: "no_current_probability",
      score: null,
      components: [],
      excluded: FACTOR_THEMES.map((factor_id) => ({ factor_id, reason: "stale_quote" })),
    });
  });

  it("is PARTIAL with some proxies stale, scored on the current ones only", async () => {
    const minute = await tapeWithVenueClock(minuteFloor(Date.now()), 0);
    const fresh = await read();
    expect(score(fresh).status).toBe("AVAILABLE");
    expect(score(fresh).excluded).toEqual([]);

    // The same snapshot with the Kalshi quotes of two themes 16 minutes old.
    const aged = ["ai_disruption", "trade_friction"];
    const agedIds = new Set(
      THEME_CONTRACTS.filter((c) => c.venue === "kalshi" && aged.includes(c.theme)).map((c) => c.marketId),
    );
    const tapeKey = snapshotKey(
      "kalshi",
      new Date(minute).toISOString().slice(0, 10),
      new Date(minute).toISOString().slice(11, 16).replace(":", ""),
    );
    const rows = (await readTape(env.LAKE, tapeKey)) ?? [];
    const old = new Date(minute - VENUE_CLOCK_BEHIND_MS).toISOString();
    await writeTape(
      env.LAKE,
      "kalshi",
      minute,
      rows.map((row) => (agedIds.has(row.market_id) ? { ...row, observed_at: old } : row)),
      { status: "not_recorded" },
    );

    const body = await read();
    const exposures = (body.exposure_model as ExposureModel).exposures;
    // Every theme's proxy is its Kalshi contract here, so two proxies are stale and four current.
    expect(exposures.every((row) => row.status === "fitted" && row.proxy?.venue === "kalshi")).toBe(true);
    const result = score(body);
    expect(result.status).toBe("PARTIAL");
    expect(result.excluded).toEqual([
      { factor_id: "trade_friction", reason: "stale_quote" },
      { factor_id: "ai_disruption", reason: "stale_quote" },
    ]);
    // 100 × Σ|β|·a / Σ|β| over the four current proxies, a = p for β < 0 and 1 − p for β > 0.
    const current = exposures.filter((row) => !aged.includes(row.factor_id));
    const probability = (row: (typeof exposures)[number]) =>
      body.contracts.find((c) => c.venue === row.proxy?.venue && c.market_id === row.proxy?.market_id)
        ?.adverse_probability ?? Number.NaN;
    const weight = current.reduce((sum, row) => sum + Math.abs(row.beta ?? 0), 0);
    const expected =
      (100 *
        current.reduce((sum, row) => {
          const p = probability(row);
          return sum + Math.abs(row.beta ?? 0) * ((row.beta ?? 0) < 0 ? p : 1 - p);
        }, 0)) /
      weight;
    expect(result.components.map((c) => c.factor_id)).toEqual(current.map((row) => row.factor_id));
    expect(result.score).toBeCloseTo(expected, 9);
  });
});
