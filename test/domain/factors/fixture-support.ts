/**
 * Reads the reference fixtures written by scripts/reference/factor_models.py (statsmodels, SciPy, numpy)
 * and compares numbers against them.
 *
 * Tolerance: |actual − expected| ≤ max(rel·|expected|, abs). rel is 1e-9 (1e-8 for BVLS weights);
 * abs only matters next to 0 and is 1e-12 for dimensionless numbers (betas, standard errors, t statistics,
 * weights, R², correlations, tracking errors) and 1e-6 USD for P&L amounts.
 */
import { expect } from "vitest";
import { z } from "zod";
import { FACTOR_THEMES } from "../../../src/catalog/types.ts";
import type { EquitySession, FactorModelInput } from "../../../src/domain/factors/index.ts";

export const REL = 1e-9;
export const REL_WEIGHTS = 1e-8;
export const ABS = 1e-12;
export const ABS_USD = 1e-6;

const num = z.number();
const nullableNum = z.number().nullable();
const venue = z.enum(["kalshi", "polymarket"]);
const factorId = z.enum(FACTOR_THEMES);
const ref = z.object({ factor_id: factorId, venue, market_id: z.string() });

const legSchema = z.object({
  daily_std_usd: num,
  annualised_vol_usd: num,
  cumulative_pnl_usd: num,
  max_drawdown_usd: num,
  sessions: num,
});

export const datasetSchema = z.object({
  name: z.string(),
  description: z.string(),
  input: z.object({
    sessions: z.array(z.tuple([z.string(), num, nullableNum, num])),
    themes: z.array(
      z.object({
        factor_id: factorId,
        contracts: z.array(
          z.object({
            venue,
            market_id: z.string(),
            current_probability: nullableNum,
            observations: z.object({ t_ms: z.array(num), p: z.array(num) }),
          }),
        ),
      }),
    ),
  }),
  expected: z.object({
    null_return_sessions: z.array(num),
    p_at_close: z.record(z.string(), z.array(nullableNum)),
    aligned_observations: z.array(ref.extend({ observations: num, first_p_session: nullableNum })),
    exposure_model: z.object({
      fitted: z.boolean(),
      exposures: z.array(
        z.object({
          factor_id: factorId,
          status: z.string(),
          proxy: ref.nullable(),
          beta: nullableNum,
          standard_error: nullableNum,
          t_stat: nullableNum,
          observations: num,
        }),
      ),
    }),
    proxy_model_score: z.object({
      status: z.string(),
      score: nullableNum,
      components: z.array(
        z.object({
          factor_id: factorId,
          beta: num,
          probability: num,
          adverse_probability: num,
          weight: num,
        }),
      ),
    }),
    pnl_comparison: z.object({
      status: z.string(),
      reason: z.string().nullable(),
      proxies: z.array(ref),
      aligned_sessions: num,
      out_of_sample_sessions: num,
      first_session: z.string().optional(),
      last_session: z.string().optional(),
      metrics: z
        .object({
          unhedged: legSchema,
          hedged: legSchema,
          variance_reduction: nullableNum,
          sessions_with_dropped_proxies: num,
        })
        .optional(),
      series: z
        .object({
          session_index: z.array(num),
          unhedged_pnl_usd: z.array(num),
          hedged_pnl_usd: z.array(num),
          unhedged_cumulative_pnl_usd: z.array(num),
          hedged_cumulative_pnl_usd: z.array(num),
        })
        .optional(),
    }),
    mimicking_portfolio: z.object({
      status: z.string(),
      reason: z.string().nullable(),
      positions: z.array(
        ref.extend({
          status: z.string(),
          weight: nullableNum,
          at_bound: z.enum(["lower", "upper"]).nullable(),
        }),
      ),
      window: z.object({ sessions: num, first_session: z.string(), last_session: z.string() }).optional(),
      metrics: z
        .object({
          tracking_error_daily: num,
          tracking_error_annualised: num,
          r_squared: nullableNum,
          correlation: nullableNum,
          sessions: num,
        })
        .optional(),
      series: z
        .object({ session_index: z.array(num), stock_pnl_usd: z.array(num), portfolio_pnl_usd: z.array(num) })
        .optional(),
    }),
  }),
});

export type Dataset = z.infer<typeof datasetSchema>;

export const bvlsSchema = z.object({
  cases: z.array(
    z.object({
      kind: z.string(),
      seed: num,
      columns: z.array(z.array(num)),
      b: z.array(num),
      expected: z.object({ x: z.array(num), active_mask: z.array(num), scipy_status: num }),
    }),
  ),
});

export function sessionsOf(dataset: Dataset): EquitySession[] {
  return dataset.input.sessions.map(([session_date, close_utc_ms, adjusted_close, close]) => ({
    session_date,
    close_utc_ms,
    adjusted_close,
    close,
  }));
}

/** The model input exactly as the fixture holds it (observations in file order). */
export function inputOf(dataset: Dataset): FactorModelInput {
  return {
    sessions: sessionsOf(dataset),
    themes: dataset.input.themes.map((theme) => ({
      factor_id: theme.factor_id,
      contracts: theme.contracts.map((contract) => {
        const { t_ms, p } = contract.observations;
        if (t_ms.length !== p.length) throw new Error(`${contract.market_id}: t_ms and p differ in length`);
        return {
          venue: contract.venue,
          market_id: contract.market_id,
          current_probability: contract.current_probability,
          current_fresh: true,
          observations: t_ms.map((t, i) => ({ t_ms: t, p: p[i] ?? Number.NaN })),
        };
      }),
    })),
  };
}

/** Largest relative error seen per label, so a run can report how close the reference match is. */
export const worstRelativeError = new Map<string, number>();

/** Asserts `actual` equals `expected` within the tolerance above; nulls must match exactly. */
export function expectClose(
  actual: number | null | undefined,
  expected: number | null | undefined,
  what: string,
  tolerance: { rel?: number; abs?: number; group?: string } = {},
): void {
  const rel = tolerance.rel ?? REL;
  const abs = tolerance.abs ?? ABS;
  if (expected === null || expected === undefined) {
    expect(actual ?? null, what).toBeNull();
    return;
  }
  expect(typeof actual, what).toBe("number");
  const value = actual as number;
  const error = Math.abs(value - expected);
  if (expected !== 0 && tolerance.group !== undefined) {
    const relative = error / Math.abs(expected);
    worstRelativeError.set(tolerance.group, Math.max(worstRelativeError.get(tolerance.group) ?? 0, relative));
  }
  if (!(error <= Math.max(rel * Math.abs(expected), abs))) {
    expect.fail(`${what}: ${value} vs reference ${expected} (|Δ| ${error})`);
  }
}
