import { describe, expect, it } from "vitest";
import {
  type ContractSeries,
  MIMICKING_WINDOW_SESSIONS,
  mimickingPortfolio,
  stockReturns,
} from "../../../src/domain/factors/index.ts";
import { noise, pathChanges, probabilityPath, sessionsFromReturns, weekdays } from "./synthetic.ts";

function series(
  factor_id: ContractSeries["ref"]["factor_id"],
  venue: ContractSeries["ref"]["venue"],
  market_id: string,
  changes: (number | null)[],
): ContractSeries {
  return { ref: { factor_id, venue, market_id }, current_probability: 0.5, current_fresh: true, changes };
}

/** r = k·Δp exactly over `count` sessions, with Δp of a fixed path. */
function proportional(count: number, k: number) {
  const dates = weekdays(count);
  const dp = pathChanges(probabilityPath(count, 17));
  const sessions = sessionsFromReturns(
    dates,
    dp.map((change) => k * change),
  );
  return { sessions, returns: stockReturns(sessions), changes: dp.map((c, i) => (i === 0 ? null : c)), dp };
}

describe("mimickingPortfolio", () => {
  it("tracks r = 0.5·Δp exactly with weight 0.5 inside the bounds", () => {
    const { sessions, returns, changes } = proportional(300, 0.5);
    const portfolio = mimickingPortfolio(sessions, returns, [
      series("energy_shock", "kalshi", "KX-OIL", changes),
    ]);
    expect(portfolio.status).toBe("AVAILABLE");
    expect(portfolio.positions[0]?.weight).toBeCloseTo(0.5, 12);
    expect(portfolio.positions[0]?.at_bound).toBeNull();
    expect(portfolio.metrics?.r_squared).toBeCloseTo(1, 12);
    expect(portfolio.metrics?.tracking_error_daily).toBeCloseTo(0, 12);
    expect(portfolio.metrics?.correlation).toBeCloseTo(1, 12);
    expect(portfolio.window.sessions).toBe(MIMICKING_WINDOW_SESSIONS);
    expect(portfolio.window.last_session).toBe(sessions[sessions.length - 1]?.session_date);
  });

  it("stops at the bound: r = 3·Δp gives w = 1 and R² = 1 − 4/9", () => {
    // With w = 1 the residual is 2·Δp̃, so SSR = 4·Σ Δp̃² against SST = 9·Σ Δp̃²: R² = 5/9, and the
    // tracking error is the sample standard deviation of 2·Δp̃.
    const { sessions, returns, changes, dp } = proportional(300, 3);
    const portfolio = mimickingPortfolio(sessions, returns, [
      series("energy_shock", "kalshi", "KX-OIL", changes),
    ]);
    expect(portfolio.positions[0]).toMatchObject({ weight: 1, at_bound: "upper", status: "included" });
    expect(portfolio.metrics?.r_squared).toBeCloseTo(5 / 9, 10);
    const window = dp.slice(-MIMICKING_WINDOW_SESSIONS);
    const mean = window.reduce((s, v) => s + v, 0) / window.length;
    const te = Math.sqrt(window.reduce((s, v) => s + (2 * (v - mean)) ** 2, 0) / (window.length - 1));
    expect(portfolio.metrics?.tracking_error_daily).toBeCloseTo(te, 10);
    const row = portfolio.series[portfolio.series.length - 1];
    expect(row?.portfolio_pnl_usd).toBeCloseTo(1_000_000 * (dp[dp.length - 1] ?? Number.NaN), 6);
  });

  it("orders contracts by theme, venue and market id; leaves out late and collinear ones", () => {
    const { sessions, returns, changes } = proportional(300, 0.5);
    const late = changes.map((c, i) => (i < 100 ? null : c));
    const flat = changes.map((c) => (c === null ? null : 0));
    const other = noise(300, 9).map((u, i) => (i === 0 ? null : 0.01 * u));
    const portfolio = mimickingPortfolio(sessions, returns, [
      series("credit_stress", "polymarket", "b", other),
      series("energy_shock", "polymarket", "z", late),
      series("energy_shock", "kalshi", "KX-OIL", changes),
      series("growth_stress", "polymarket", "flat", flat),
      series("credit_stress", "polymarket", "a", changes),
    ]);
    expect(portfolio.positions.map((p) => [p.factor_id, p.venue, p.market_id, p.status])).toEqual([
      ["growth_stress", "polymarket", "flat", "collinear"],
      ["energy_shock", "kalshi", "KX-OIL", "included"],
      ["energy_shock", "polymarket", "z", "insufficient_observations"],
      ["credit_stress", "polymarket", "a", "collinear"],
      ["credit_stress", "polymarket", "b", "included"],
    ]);
    const shortHistory = changes.map((c, i) => (i < 100 ? null : c));
    const noCover = mimickingPortfolio(sessions.slice(0, 200), returns.slice(0, 200), [
      series("energy_shock", "kalshi", "KX-OIL", shortHistory.slice(0, 200)),
    ]);
    expect(noCover).toMatchObject({
      status: "UNAVAILABLE",
      reason: "insufficient_observations",
      metrics: null,
    });
    expect(noCover.positions[0]).toMatchObject({ status: "insufficient_observations", weight: null });
    expect(mimickingPortfolio(sessions, returns, [])).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_contracts",
    });
  });
});
