import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExposureModel } from "../../src/factors/model-schemas.ts";
import { FactorResponseSchema } from "../../src/factors/response.ts";
import { call } from "../support/keys.ts";
import { factorKey, factorScenario, getStock, stockBody } from "./helpers.ts";

const scenario = factorScenario("factor-models");
let key: string;

beforeAll(async () => {
  key = await factorKey();
});

const refreshFactors = () =>
  call("/api/refresh?plane=factors", {
    method: "POST",
    headers: { Authorization: `Bearer ${env.REFRESH_TOKEN}` },
  });

/** The JSON text of a response, checked for the tokens a NaN or an infinity would leave. */
async function readJson(res: Response): Promise<unknown> {
  const text = await res.clone().text();
  expect(text).not.toMatch(/NaN|Infinity/);
  return stockBody(res);
}

function tStats(model: ExposureModel): Record<string, number | null> {
  return Object.fromEntries(model.exposures.map((row) => [row.factor_id, row.t_stat]));
}

describe("the factor models from stored proxy closes", () => {
  it("are UNAVAILABLE with the reason before any collection", async () => {
    const body = await readJson(await getStock("AAPL", key, scenario.bindings));
    expect(FactorResponseSchema.safeParse(body).success).toBe(true);
    const response = body as Record<string, { status?: string; reason?: string; fitted?: boolean }>;
    expect(response.exposure_model).toMatchObject({
      fitted: false,
      status: "UNAVAILABLE",
      reason: "proxy_history_not_collected",
    });
    for (const member of ["proxy_model_score", "pnl_comparison", "mimicking_portfolio"]) {
      expect(response[member]).toMatchObject({
        status: "UNAVAILABLE",
        reason: "proxy_history_not_collected",
      });
    }
  });

  it("the refresh collects every theme contract's closes into D1", { timeout: 120_000 }, async () => {
    const res = await refreshFactors();
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { type: string; contracts: number; stored: number; closes: number };
    };
    expect(data.type).toBe("proxy_collection");
    expect(data.stored).toBe(data.contracts);
    const row = await env.DB.prepare(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT venue || ' ' || market_id) AS contracts, MIN(p) AS lo, MAX(p) AS hi FROM theme_proxy_closes",
    ).first<{ n: number; contracts: number; lo: number; hi: number }>();
    expect(row?.n).toBe(data.closes);
    expect(row?.contracts).toBe(data.contracts);
    expect(row?.lo).toBeGreaterThanOrEqual(0);
    expect(row?.hi).toBeLessThanOrEqual(1);
    // Replacing by key: a second collection of the same series adds no rows.
    const again = await refreshFactors();
    expect(again.status).toBe(200);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM theme_proxy_closes").first<{ n: number }>();
    expect(after?.n).toBeLessThanOrEqual(data.closes + data.contracts);
  });

  it("AAPL is fitted with |t| > 3 on its planted themes; the body validates", async () => {
    const body = await readJson(await getStock("AAPL", key, scenario.bindings));
    const parsed = FactorResponseSchema.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    const model = (body as { exposure_model: ExposureModel }).exposure_model;
    expect(model.fitted).toBe(true);
    const t = tStats(model);
    expect(Math.abs(t.ai_disruption ?? 0)).toBeGreaterThan(3);
    expect(Math.abs(t.trade_friction ?? 0)).toBeGreaterThan(3);
    for (const themeId of ["growth_stress", "higher_for_longer", "energy_shock", "credit_stress"]) {
      expect(Math.abs(t[themeId] ?? 0), themeId).toBeLessThan(3);
    }
  });

  it("KO, with no planted exposure, has no |t| over 3", async () => {
    const body = await readJson(await getStock("KO", key, scenario.bindings));
    expect(FactorResponseSchema.safeParse(body).success).toBe(true);
    const model = (body as { exposure_model: ExposureModel }).exposure_model;
    expect(model.fitted).toBe(true);
    for (const [themeId, t] of Object.entries(tStats(model))) {
      expect(Math.abs(t ?? 0), themeId).toBeLessThanOrEqual(3);
    }
  });
});
