/**
 * The isolate's memo of computed model members (src/factors/model-memo.ts) answers only for identical
 * inputs: repeated reads give the same members, and a collection that replaces closes in place — same
 * count, same instants — is seen at the next read.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BacktestRead } from "../../src/factors/backtest-store.ts";
import type { LiveThemeQuote } from "../../src/factors/compute-models.ts";
import { modelMemoKey } from "../../src/factors/model-memo.ts";
import type { ExposureModel } from "../../src/factors/model-schemas.ts";
import { call } from "../support/keys.ts";
import { factorKey, factorScenario, getStock, stockBody } from "./helpers.ts";

const scenario = factorScenario("factor-model-memo");
let key: string;

beforeAll(async () => {
  key = await factorKey();
  const res = await call("/api/refresh?plane=factors", {
    method: "POST",
    headers: { Authorization: `Bearer ${env.REFRESH_TOKEN}` },
  });
  expect(res.status).toBe(200);
}, 120_000);

const models = async () => {
  const body = await stockBody(await getStock("AAPL", key, scenario.bindings));
  return {
    exposure: body.exposure_model as ExposureModel,
    pnl: body.pnl_comparison,
    mimicking: body.mimicking_portfolio,
  };
};

describe("the memo of computed model members", () => {
  it("gives identical members for identical inputs", async () => {
    const first = await models();
    const second = await models();
    expect(first.exposure.fitted).toBe(true);
    expect(second).toEqual(first);
  });

  it("sees closes replaced in place by a collection (same count and instants)", async () => {
    const before = await models();
    const fitted = before.exposure.exposures.find((row) => row.status === "fitted" && row.proxy !== null);
    if (fitted?.proxy == null) throw new Error("no fitted proxy to change");
    const counted = () =>
      env.DB.prepare(
        "SELECT COUNT(*) AS n, MIN(t_ms) AS lo, MAX(t_ms) AS hi FROM theme_proxy_closes",
      ).first();
    const shape = await counted();
    // Halve every move of the fitted proxy around 0.5: its deltas halve, so its beta must change.
    await env.DB.prepare(
      "UPDATE theme_proxy_closes SET p = 0.5 + (p - 0.5) / 2 WHERE venue = ? AND market_id = ?",
    )
      .bind(fitted.proxy.venue, fitted.proxy.market_id)
      .run();
    expect(await counted()).toEqual(shape);
    const after = await models();
    const row = after.exposure.exposures.find((r) => r.factor_id === fitted.factor_id);
    expect(row?.beta).not.toBeNull();
    expect(row?.beta).not.toBeCloseTo(fitted.beta ?? 0, 6);
  });
});

describe("modelMemoKey", () => {
  const backtest: BacktestRead = { status: "UNAVAILABLE", key: "backtests/AAPL.json", reason: "no_backtest" };
  const quote: LiveThemeQuote = {
    venue: "kalshi",
    market_id: "KXTEST",
    adverse_probability: 0.4,
    spread: 0.02,
    volume_usd: 1000,
    fresh: true,
    observed_at: "2026-11-20T20:59:58Z",
  };
  const session = { session_date: "2026-11-20", close: 100, adjusted_close: 99.5 };
  const base = {
    closesVersion: "10:1:2:3.5",
    equityHistory: [session],
    lastSession: "2026-11-20",
    live: [quote],
    backtest,
  };

  it("differs whenever an input the models read differs", () => {
    const key = modelMemoKey(base);
    expect(modelMemoKey({ ...base })).toBe(key);
    expect(modelMemoKey({ ...base, closesVersion: "10:1:2:3.25" })).not.toBe(key);
    expect(modelMemoKey({ ...base, live: [{ ...quote, adverse_probability: 0.41 }] })).not.toBe(key);
    expect(modelMemoKey({ ...base, live: [{ ...quote, fresh: false }] })).not.toBe(key);
    expect(modelMemoKey({ ...base, equityHistory: [{ ...session, adjusted_close: 99.4 }] })).not.toBe(key);
    expect(modelMemoKey({ ...base, backtest: { ...backtest, reason: "invalid_artifact" } })).not.toBe(key);
    // The same history once its newest session has closed (or its contract closes were collected).
    expect(modelMemoKey({ ...base, lastSession: "2026-11-19" })).not.toBe(key);
  });
});
