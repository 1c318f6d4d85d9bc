import { describe, expect, it } from "vitest";
import {
  type ContractSeries,
  REFERENCE_NOTIONAL_USD,
  stockReturns,
  WALK_FORWARD_TRAINING_SESSIONS,
  walkForwardPnl,
} from "../../../src/domain/factors/index.ts";
import { pathChanges, probabilityPath, sessionsFromReturns, weekdays } from "./synthetic.ts";

function series(market_id: string, changes: (number | null)[]): ContractSeries {
  return {
    ref: { factor_id: "energy_shock", venue: "kalshi", market_id },
    current_probability: 0.5,
    current_fresh: true,
    changes,
  };
}

/** r = 0.001 + 2·Δp exactly on `count` sessions (one session more than aligned rows). */
function exactHedge(count: number) {
  const dates = weekdays(count);
  const dp = pathChanges(probabilityPath(count, 3));
  const sessions = sessionsFromReturns(
    dates,
    dp.map((change) => 0.001 + 2 * change),
  );
  const changes = dp.map((change, i) => (i === 0 ? null : change));
  return { sessions, returns: stockReturns(sessions), changes };
}

describe("walkForwardPnl", () => {
  it("hedges each out-of-sample session with slopes fitted on the 252 sessions before it", () => {
    // 255 sessions → 254 aligned rows → sessions 252 and 253 are out of sample. With r = 0.001 + 2·Δp
    // the fit recovers β = 2, so the hedged P&L is N·0.001 = USD 1,000 each day.
    const { sessions, returns, changes } = exactHedge(WALK_FORWARD_TRAINING_SESSIONS + 3);
    const pnl = walkForwardPnl(sessions, returns, [series("KX-OIL", changes)]);
    expect(pnl.status).toBe("AVAILABLE");
    expect(pnl.window.out_of_sample_sessions).toBe(2);
    expect(pnl.series.map((row) => row.session_date)).toEqual(sessions.slice(-2).map((s) => s.session_date));
    for (const row of pnl.series) expect(row.hedged_pnl_usd).toBeCloseTo(1000, 6);
    const lastReturn = returns[returns.length - 1] ?? Number.NaN;
    expect(pnl.series[1]?.unhedged_pnl_usd).toBeCloseTo(REFERENCE_NOTIONAL_USD * lastReturn, 9);
    expect(pnl.series[1]?.hedged_cumulative_pnl_usd).toBeCloseTo(2000, 6);
    expect(pnl.metrics?.hedged.cumulative_pnl_usd).toBeCloseTo(2000, 6);
    expect(pnl.metrics?.hedged.max_drawdown_usd).toBe(0);
    expect(pnl.metrics?.sessions_with_dropped_proxies).toBe(0);
  });

  it("drops a proxy identical to an earlier one in every fit, giving the same hedge", () => {
    const { sessions, returns, changes } = exactHedge(WALK_FORWARD_TRAINING_SESSIONS + 3);
    const pnl = walkForwardPnl(sessions, returns, [
      series("KX-OIL", changes),
      series("KX-OIL-COPY", changes),
    ]);
    expect(pnl.metrics?.sessions_with_dropped_proxies).toBe(2);
    for (const row of pnl.series) expect(row.hedged_pnl_usd).toBeCloseTo(1000, 6);
  });

  it("is UNAVAILABLE without fitted proxies or with fewer than two out-of-sample sessions", () => {
    const { sessions, returns, changes } = exactHedge(WALK_FORWARD_TRAINING_SESSIONS + 2);
    expect(walkForwardPnl(sessions, returns, [])).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_fitted_proxies",
      metrics: null,
      series: [],
    });
    const short = walkForwardPnl(sessions, returns, [series("KX-OIL", changes)]);
    expect(short).toMatchObject({
      status: "UNAVAILABLE",
      reason: "insufficient_observations",
      metrics: null,
    });
    expect(short.window.out_of_sample_sessions).toBe(1);
  });
});
