import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ProbabilityObservation } from "../../src/domain/factors/index.ts";
import { newYorkInstant } from "../../src/domain/new-york-calendar.ts";
import { type ContractSpreads, runSleeveBacktest } from "../../src/factors/backtest-engine.ts";
import { readTapeSpreads } from "../../src/factors/backtest-spreads.ts";
import {
  BACKTEST_PREFIX,
  MAX_BACKTEST_BYTES,
  readBacktest,
  writeBacktest,
} from "../../src/factors/backtest-store.ts";
import { computeModels } from "../../src/factors/compute-models.ts";
import { type BacktestArtifact, BacktestArtifactSchema } from "../../src/factors/model-schemas.ts";
import { writeTape } from "../../src/lake/store/lake.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import { failingBucket, lakeRows } from "../support/lake.ts";
import { availableHistory, probabilityPath, rowsFromReturns, themeContract, weekdays } from "./support.ts";

const N = 1_000_000;
const SESSIONS = 300;
const dates = weekdays(SESSIONS);
const ai = themeContract("ai_disruption", "kalshi");
const path = probabilityPath(SESSIONS, 41);
/** Observed 30 minutes before each close. */
const observations: ProbabilityObservation[] = dates.map((date, i) => ({
  t_ms: newYorkInstant(date, 15, 30),
  p: path[i] ?? 0.5,
}));
// The stock moves exactly half the contract's probability change: the sleeve's weight is 0.5 every day.
const returns = dates.map((_, i) => (i === 0 ? 0 : 0.5 * ((path[i] ?? 0) - (path[i - 1] ?? 0))));
const equityHistory = rowsFromReturns(dates, returns);
const SPREAD = 0.02;
const spreads = (overrides: Partial<ContractSpreads> = {}): ContractSpreads[] => [
  { venue: "kalshi", market_id: ai.marketId, bySessionDate: new Map(), median: SPREAD, ...overrides },
];

function backtest(overrides: Partial<Parameters<typeof runSleeveBacktest>[0]> = {}) {
  return runSleeveBacktest({
    ticker: "AAPL",
    generatedAtMs: Date.parse("2026-11-22T15:00:00Z"),
    equityHistory,
    proxies: [availableHistory(ai, observations)],
    spreads: spreads(),
    tapeDates: 0,
    ...overrides,
  });
}

function artifactOf(run: ReturnType<typeof backtest>): BacktestArtifact {
  if (!run.ok) throw new Error(run.detail);
  return run.artifact;
}

describe("the research sleeve backtest", () => {
  it("trades from the first session with a full window, weights fitted on earlier sessions only", () => {
    const artifact = artifactOf(backtest());
    // Returns start at session 1; 252 of them precede session 253.
    expect(artifact.metrics).toMatchObject({
      sessions: SESSIONS - 253,
      first_session: dates[253],
      last_session: dates.at(-1),
      sessions_holding_weights: 0,
    });
    expect(artifact.series.map((row) => row.session_date)).toEqual(dates.slice(253));
    expect(artifact.inputs).toMatchObject({
      equity_sessions: SESSIONS,
      training_sessions: 252,
      notional_usd: N,
      history_interval_days: 600,
      contracts: [
        { factor_id: "ai_disruption", venue: "kalshi", market_id: ai.marketId, observations: SESSIONS },
      ],
    });
    expect(BacktestArtifactSchema.safeParse(artifact).success).toBe(true);
  });

  it("costs half the spread per unit of weight change: the whole 0.5 on the first day, then nothing", () => {
    const { series, metrics } = artifactOf(backtest());
    const [first, ...rest] = series;
    expect(first?.turnover).toBeCloseTo(0.5, 9);
    expect(first?.cost_usd).toBeCloseTo(N * 0.5 * (SPREAD / 2), 3);
    for (const row of rest) expect(row.cost_usd).toBeLessThan(1e-6);
    expect(metrics.total_cost_usd).toBeCloseTo(N * 0.5 * (SPREAD / 2), 3);
    // The sleeve reproduces the stock: gross hedged P&L is zero, net P&L is minus the costs.
    for (const row of series) {
      expect(row.sleeve_pnl_usd).toBeCloseTo(row.stock_pnl_usd, 6);
      expect(row.hedged_net_pnl_usd).toBeCloseTo(-row.cost_usd, 6);
    }
    expect(metrics.variance_reduction_gross).toBeCloseTo(1, 9);
    expect(metrics.sleeve_correlation).toBeCloseTo(1, 9);
    expect(metrics.trades_costed_at_median_spread).toBeGreaterThanOrEqual(1);
  });

  it("costs a trade at the spread of the snapshot at the previous session's close when the tape has one", () => {
    const tradeDate = dates[252] ?? "";
    const run = artifactOf(
      backtest({ spreads: spreads({ bySessionDate: new Map([[tradeDate, 0.1]]), median: SPREAD }) }),
    );
    expect(run.series[0]?.cost_usd).toBeCloseTo(N * 0.5 * 0.05, 3);
    expect(run.metrics.trades_costed_at_session_spread).toBe(1);
  });

  it("refuses to invent a cost for a contract the tape never quoted, and needs a full window", () => {
    expect(backtest({ spreads: [] })).toMatchObject({ ok: false, reason: "missing_spread" });
    expect(backtest({ equityHistory: equityHistory.slice(0, 253) })).toMatchObject({
      ok: false,
      reason: "insufficient_history",
    });
  });
});

describe("backtest artifacts in R2", () => {
  const artifact = artifactOf(backtest());
  const bucket = () => env.LAKE;

  beforeEach(async () => {
    const listed = await env.LAKE.list({ prefix: BACKTEST_PREFIX });
    await Promise.all(listed.objects.map((object) => env.LAKE.delete(object.key)));
  });

  it("writes, reads back and validates; the route's member carries the artifact", async () => {
    const key = await writeBacktest(bucket(), artifact);
    expect(key).toBe("backtests/AAPL.json");
    const read = await readBacktest(bucket(), "aapl");
    expect(read).toEqual({ status: "AVAILABLE", key, artifact });
    const members = computeModels({
      equityHistory: [],
      equityReadAtMs: Date.parse("2026-11-22T15:00:00Z"),
      proxies: [],
      currentProbabilities: [],
      backtest: read,
    });
    expect(members.execution_backtest).toMatchObject({
      status: "AVAILABLE",
      reason: null,
      schema: "pix-backtest-v1",
      generated_at: "2026-11-22T15:00:00.000Z",
      metrics: artifact.metrics,
    });
    expect(members.execution_validation.paper_gates[0]).toEqual({
      id: "backtest_artifact",
      passed: true,
      detail: "A valid pix-backtest-v1 artifact generated at 2026-11-22T15:00:00.000Z was read.",
    });
  });

  it("reads a missing, corrupt, foreign or oversized artifact as UNAVAILABLE with a reason, never an error", async () => {
    expect(await readBacktest(bucket(), "AAPL")).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_backtest",
    });
    const cases: [string, string][] = [
      ["truncated JSON", JSON.stringify(artifact).slice(0, 500)],
      ["another schema", JSON.stringify({ ...artifact, schema: "pix-backtest-v0" })],
      ["another ticker", JSON.stringify({ ...artifact, ticker: "MSFT" })],
      [
        "a NaN turned null",
        JSON.stringify({ ...artifact, metrics: { ...artifact.metrics, total_cost_usd: null } }),
      ],
      ["too large", " ".repeat(MAX_BACKTEST_BYTES + 1)],
    ];
    for (const [what, body] of cases) {
      await env.LAKE.put("backtests/AAPL.json", body);
      const read = await readBacktest(bucket(), "AAPL");
      expect(read, what).toEqual({
        status: "UNAVAILABLE",
        key: "backtests/AAPL.json",
        reason: "invalid_artifact",
      });
      const member = computeModels({
        equityHistory: [],
        equityReadAtMs: Date.parse("2026-11-22T15:00:00Z"),
        proxies: [],
        currentProbabilities: [],
        backtest: read,
      }).execution_backtest;
      expect(member).toEqual({
        status: "UNAVAILABLE",
        reason: "invalid_artifact",
        schema: null,
        generated_at: null,
        inputs: null,
        metrics: null,
        series: [],
      });
    }
  });

  it("reports a store outage and a malformed ticker without throwing", async () => {
    expect(await readBacktest(failingBucket(), "AAPL")).toEqual({
      status: "UNAVAILABLE",
      key: "backtests/AAPL.json",
      reason: "store_unavailable",
    });
    expect(await readBacktest(bucket(), "../lake")).toEqual({
      status: "UNAVAILABLE",
      key: null,
      reason: "invalid_ticker",
    });
  });

  it("refuses to write an artifact that does not validate", async () => {
    const broken = { ...artifact, metrics: { ...artifact.metrics, total_cost_usd: Number.NaN } };
    await expect(writeBacktest(bucket(), broken)).rejects.toThrow();
    expect(await env.LAKE.head("backtests/AAPL.json")).toBeNull();
  });
});

describe("spreads from the lake tape", () => {
  const poly = themeContract("ai_disruption", "polymarket");

  function rows(venue: "kalshi" | "polymarket", marketId: string, spread: string | null): LakeRow[] {
    const [row] = lakeRows(1, venue);
    if (!row) throw new Error("no row");
    const { mid: _m, spread: _s, ...base } = row;
    return [
      spread === null
        ? { ...base, market_id: marketId, two_sided_book: false }
        : { ...base, market_id: marketId, mid: "0.3000", spread, two_sided_book: true },
    ];
  }

  it("takes the snapshot at or before each session's close, and a median with the newest snapshot", async () => {
    // 2026-11-19: snapshots at 20:50Z and 21:05Z (after the 21:00Z close); 2026-11-20: one at 02:00Z,
    // nineteen hours before the close (too old). The newest snapshot, on 2026-11-21, counts for medians.
    const at = (iso: string) => Date.parse(iso);
    await writeTape(env.LAKE, "kalshi", at("2026-11-19T20:50:00Z"), rows("kalshi", ai.marketId, "0.0300"), {
      status: "not_recorded",
    });
    await writeTape(env.LAKE, "kalshi", at("2026-11-19T21:05:00Z"), rows("kalshi", ai.marketId, "0.0900"), {
      status: "not_recorded",
    });
    await writeTape(env.LAKE, "kalshi", at("2026-11-20T02:00:00Z"), rows("kalshi", ai.marketId, "0.0700"), {
      status: "not_recorded",
    });
    await writeTape(env.LAKE, "kalshi", at("2026-11-21T15:00:00Z"), rows("kalshi", ai.marketId, "0.0100"), {
      status: "not_recorded",
    });
    await writeTape(
      env.LAKE,
      "polymarket",
      at("2026-11-19T20:00:00Z"),
      rows("polymarket", poly.marketId, null),
      {
        status: "not_recorded",
      },
    );
    const tape = await readTapeSpreads(
      env.LAKE,
      [
        { venue: "kalshi", market_id: ai.marketId },
        { venue: "polymarket", market_id: poly.marketId },
      ],
      ["2026-11-18", "2026-11-19", "2026-11-20"],
    );
    const [kalshi, polymarket] = tape.spreads;
    expect([...(kalshi?.bySessionDate ?? [])]).toEqual([["2026-11-19", 0.03]]);
    expect(kalshi?.median).toBeCloseTo(0.02, 12);
    // A one-sided book has no spread.
    expect(polymarket).toMatchObject({ median: null });
    expect(polymarket?.bySessionDate.size).toBe(0);
    expect(tape).toMatchObject({ snapshots: 3, dates: 2 });
  });
});
