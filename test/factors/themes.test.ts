import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { THEME_CONTRACTS } from "../../src/catalog/definitions.ts";
import { FACTOR_THEMES } from "../../src/catalog/types.ts";
import { minuteFloor } from "../../src/domain/clock.ts";
import type { FactorResponse } from "../../src/factors/response.ts";
import { FactorResponseSchema } from "../../src/factors/response.ts";
import { factorStockExample } from "../../src/factors/routes/examples.ts";
import { snapshotKey } from "../../src/lake/keys.ts";
import { readTape } from "../../src/lake/store/lake.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import { ingestMinutes } from "../support/ingest.ts";
import { factorKey, factorScenario, getStock, stockBody } from "./helpers.ts";

const sim = factorScenario("factors-themes-upstreams");
// The current minute and the one before: the newest snapshot is well inside the freshness budget.
const MINUTES = [minuteFloor(Date.now()) - 60_000, minuteFloor(Date.now())];
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16).replace(":", "");
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let body: FactorResponse;
const tapes: Record<string, LakeRow[]> = {};

beforeAll(async () => {
  await ingestMinutes("factors-themes-venues", MINUTES);
  const newest = MINUTES.at(-1) ?? 0;
  for (const venue of ["kalshi", "polymarket"]) {
    tapes[venue] = (await readTape(env.LAKE, snapshotKey(venue, date(newest), hhmm(newest)))) ?? [];
  }
  body = await stockBody(await getStock("AAPL", await factorKey(), sim.bindings));
});

const num = (value: string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

describe("factor route: themes and contracts are the newest lake snapshot's rows", () => {
  it("says where each source's data came from: the simulator here, the public hosts when the deployment is live", async () => {
    const provenances = (b: FactorResponse) =>
      [b.sources.equity, b.sources.venue_a, b.sources.venue_b].map((source) => source.provenance);
    expect(provenances(body)).toEqual(["synthetic", "synthetic", "synthetic"]);
    const live = await stockBody(
      await getStock("AAPL", await factorKey(), { ...sim.bindings, UPSTREAM_PROVENANCE: "live" }),
    );
    expect(provenances(live)).toEqual(["live", "live", "live"]);
    // Anything but the exact word never claims live data.
    const odd = await stockBody(
      await getStock("AAPL", await factorKey(), { ...sim.bindings, UPSTREAM_PROVENANCE: "LIVE " }),
    );
    expect(provenances(odd)).toEqual(["synthetic", "synthetic", "synthetic"]);
  });

  it("reads the newest snapshot of each venue and names it", () => {
    const newest = MINUTES.at(-1) ?? 0;
    expect(body.sources.venue_a).toMatchObject({
      venue: "kalshi",
      provenance: "synthetic",
      status: "AVAILABLE",
      reason: null,
      source_object: snapshotKey("kalshi", date(newest), hhmm(newest)),
      row_count: 6,
      freshness_budget_seconds: 300,
      completeness: { status: "NOT_RECORDED" },
    });
    expect(body.sources.venue_b).toMatchObject({
      venue: "polymarket",
      provenance: "synthetic",
      status: "AVAILABLE",
      source_object: snapshotKey("polymarket", date(newest), hhmm(newest)),
      row_count: 6,
    });
    const newestObserved = (rows: LakeRow[]) =>
      rows.map((r) => Date.parse(r.observed_at)).reduce((a, b) => Math.max(a, b), 0);
    expect(Date.parse(body.sources.venue_a.as_of ?? "")).toBe(
      newestObserved(
        (tapes.kalshi ?? []).filter((r) => THEME_CONTRACTS.some((c) => c.marketId === r.market_id)),
      ),
    );
  });

  it("lists every reviewed contract with the quote its row holds, never executable", () => {
    expect(body.contracts).toHaveLength(THEME_CONTRACTS.length);
    for (const contract of THEME_CONTRACTS) {
      const row = (tapes[contract.venue] ?? []).find(
        (r) => r.market_id === contract.marketId && r.outcome === "yes",
      );
      if (row === undefined) throw new Error(`no tape row for ${contract.marketId}`);
      const quote = body.contracts.find(
        (c) => c.venue === contract.venue && c.market_id === contract.marketId,
      );
      expect(quote, contract.marketId).toEqual({
        venue: contract.venue,
        market_id: contract.marketId,
        title: row.title,
        factor_id: contract.theme,
        adverse_side: contract.adverseSide,
        status: row.status,
        bid: num(row.bid),
        ask: num(row.ask),
        mid: num(row.mid),
        probability: num(row.indicative),
        adverse_probability: expect.any(Number),
        volume: num(row.volume_usd),
        volume_basis: row.usd_basis,
        // The tape keeps venue clocks to the millisecond; the route answers every instant to the second.
        close_time: row.close_time?.replace(/\.\d{3}Z$/, "Z"),
        observed_at: row.observed_at.replace(/\.\d{3}Z$/, "Z"),
        age_seconds: expect.any(Number),
        fresh: true,
        counted: true,
        excluded_reason: null,
        source_object: body.sources[contract.venue === "kalshi" ? "venue_a" : "venue_b"].source_object,
        executable: false,
      });
      const p = Number(row.indicative);
      expect(quote?.adverse_probability).toBeCloseTo(contract.adverseSide === "yes" ? p : 1 - p, 12);
    }
  });

  it("gives six themes, each level the mean of its two adverse probabilities, and the composite their mean × 100", () => {
    expect(body.factors.map((f) => f.id)).toEqual([...FACTOR_THEMES]);
    expect(body.factors.map((f) => f.label)).toEqual([
      "Growth stress",
      "Higher for longer",
      "Trade friction",
      "Energy shock",
      "AI disruption",
      "Credit stress",
    ]);
    const levels: number[] = [];
    for (const theme of body.factors) {
      const adverse = THEME_CONTRACTS.filter((c) => c.theme === theme.id).map((c) => {
        const row = (tapes[c.venue] ?? []).find((r) => r.market_id === c.marketId && r.outcome === "yes");
        const p = Number(row?.indicative);
        return c.adverseSide === "yes" ? p : 1 - p;
      });
      const level = adverse.reduce((a, b) => a + b, 0) / adverse.length;
      levels.push(level);
      expect(theme.status).toBe("AVAILABLE");
      expect(theme.level).toBeCloseTo(level, 6);
      expect(theme.constituents.map((c) => [c.market_id, c.weight, c.counted])).toEqual(
        THEME_CONTRACTS.filter((c) => c.theme === theme.id).map((c) => [c.marketId, 0.5, true]),
      );
    }
    expect(body.composite.status).toBe("AVAILABLE");
    expect(body.composite.themes_used).toBe(6);
    expect(body.composite.value).toBeCloseTo((100 * levels.reduce((a, b) => a + b, 0)) / 6, 3);
    expect(body.state).toBe("AVAILABLE");
  });

  it("states the top-level members and the models' UNAVAILABLE form without a number", () => {
    expect(body).toMatchObject({
      schema_version: "pix-hedgebook-live-v4",
      data_mode: "LIVE_RESEARCH",
      paper: true,
      research: true,
      official: true,
      executable: false,
    });
    expect(body.as_of).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(body.sources.equity).toEqual({
      status: "AVAILABLE",
      as_of: body.equity.quote.as_of,
      provider: "third_party_price_provider",
      provenance: "synthetic",
    });
    expect(body.equity).toMatchObject({ sector: "Unknown", industry: "Unknown", country: "Unknown" });
    expect(body.equity.history.length).toBeLessThanOrEqual(400);
    const dates = body.equity.history.map((r) => r.session_date);
    expect(dates).toEqual([...dates].sort());
    expect(body.exposure_model.fitted).toBe(false);
    expect(body.exposure_model.exposures.map((e) => [e.factor_id, e.status, e.beta])).toEqual(
      FACTOR_THEMES.map((id) => [id, "UNAVAILABLE", null]),
    );
    for (const member of [
      body.proxy_model_score,
      body.pnl_comparison,
      body.mimicking_portfolio,
      body.execution_backtest,
      body.execution_validation,
    ]) {
      // No close series collected in this file's store: every member says so.
      expect(member).toMatchObject({ status: "UNAVAILABLE", reason: "proxy_history_not_collected" });
    }
    expect(body.proxy_model_score.score).toBeNull();
    expect(body.execution_validation.production_ready).toBe(false);
  });

  it("matches the schema the OpenAPI document publishes, as does the document's example", () => {
    const parsed = FactorResponseSchema.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(FactorResponseSchema.safeParse(factorStockExample).success).toBe(true);
  });
});
