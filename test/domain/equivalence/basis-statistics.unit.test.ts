import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type BasisMinute, summarizeBasis } from "../../../src/domain/equivalence/basis-statistics.ts";
import referenceJson from "../../fixtures/equivalence/basis-statistics.json";

const MINUTE = 60_000;
const T = Date.UTC(2026, 11, 1, 14, 0);
const series = (mids: (string | null)[], edges: (string | null)[] = []): BasisMinute[] =>
  mids.map((mid, i) => ({ minute: T + i * MINUTE, mid_basis: mid, best_edge: edges[i] ?? null }));

describe("summarizeBasis, by hand", () => {
  it("gives the mean, the sample standard deviation, the AR(1) fit and its half-life", () => {
    // x = 1, 2, 4, 3, 5 (hundredths): mean 3; squared deviations 4 + 1 + 1 + 0 + 4 = 10, ÷ 4 → sd √2.5.
    // Pairs (1,2) (2,4) (4,3) (3,5): x̄ 2.5, ȳ 3.5, Sxx 5, Sxy 2 → φ 0.4, c = 3.5 − 0.4 × 2.5 = 2.5.
    const summary = summarizeBasis(
      series(["0.01", "0.02", "0.04", "0.03", "0.05"], ["0.01", "-0.02", null, "0.00", "0.005"]),
    );
    expect(summary.minutes).toBe(5);
    expect(summary.quoted_minutes).toBe(5);
    expect(summary.mean).toBeCloseTo(0.03, 15);
    expect(summary.standard_deviation).toBeCloseTo(Math.sqrt(2.5) / 100, 15);
    expect(summary.ar1?.phi).toBeCloseTo(0.4, 12);
    expect(summary.ar1?.intercept).toBeCloseTo(0.025, 12);
    expect(summary.ar1?.observations).toBe(4);
    // ln(1/2) ÷ ln(0.4) = 0.756470…
    expect(summary.ar1?.half_life_minutes).toBeCloseTo(Math.log(0.5) / Math.log(0.4), 9);
    expect(summary.ar1?.half_life_minutes).toBeCloseTo(0.75647, 5);
    // Four minutes have an edge; two are above zero (0.00 is not).
    expect(summary.executable_minutes).toBe(4);
    expect(summary.tradeable_share).toBe(0.5);
  });

  it("breaks the AR(1) chain at an unquoted or a missing minute", () => {
    const withHole = series(["0.01", "0.02", null, "0.04", "0.03", "0.05"]);
    expect(summarizeBasis(withHole).ar1?.observations).toBe(3);
    const gap = series(["0.01", "0.02", "0.04", "0.03", "0.05"]).map((m, i) =>
      i >= 2 ? { ...m, minute: m.minute + MINUTE } : m,
    );
    expect(summarizeBasis(gap).ar1?.observations).toBe(3);
  });

  it("publishes no half-life for a basis that does not revert, or oscillates, and no fit without data", () => {
    const trending = summarizeBasis(series(["0.01", "0.02", "0.03", "0.05", "0.08"]));
    expect(trending.ar1).toMatchObject({ half_life_minutes: null, reason: "no_mean_reversion" });
    const flipping = summarizeBasis(series(["0.01", "-0.01", "0.01", "-0.01", "0.01"]));
    expect(flipping.ar1).toMatchObject({ half_life_minutes: null, reason: "oscillating" });
    expect(summarizeBasis(series(["0.01", "0.02"])).ar1_reason).toBe("too_few_observations");
    expect(summarizeBasis(series(["0.01", "0.01", "0.01", "0.01"])).ar1_reason).toBe("constant_series");
    expect(summarizeBasis([])).toMatchObject({ mean: null, standard_deviation: null, tradeable_share: null });
  });
});

const minute = z.object({
  minute: z.number(),
  mid_basis: z.string().nullable(),
  best_edge: z.string().nullable(),
});
const fixture = z.object({
  numpy: z.string(),
  datasets: z.array(
    z.object({
      name: z.string(),
      minutes: z.array(minute),
      expected: z.object({
        minutes: z.number(),
        quoted_minutes: z.number(),
        mean: z.number(),
        standard_deviation: z.number(),
        ar1: z.object({
          phi: z.number(),
          intercept: z.number(),
          observations: z.number(),
          half_life_minutes: z.number().nullable(),
        }),
        executable_minutes: z.number(),
        tradeable_share: z.number(),
      }),
    }),
  ),
});

/** |actual − expected| ≤ 1e-9 × |expected| + 1e-12. */
function close(actual: number | null | undefined, expected: number, label: string) {
  expect(actual, label).not.toBeNull();
  expect(Math.abs((actual as number) - expected), label).toBeLessThanOrEqual(
    1e-9 * Math.abs(expected) + 1e-12,
  );
}

describe("summarizeBasis against numpy (scripts/reference/basis_statistics.py)", () => {
  const { datasets } = fixture.parse(referenceJson);
  for (const { name, minutes, expected } of datasets) {
    it(`${name}: ${minutes.length} minutes`, () => {
      const summary = summarizeBasis(minutes);
      expect(summary.minutes).toBe(expected.minutes);
      expect(summary.quoted_minutes).toBe(expected.quoted_minutes);
      close(summary.mean, expected.mean, "mean");
      close(summary.standard_deviation, expected.standard_deviation, "standard deviation");
      expect(summary.ar1?.observations).toBe(expected.ar1.observations);
      close(summary.ar1?.phi, expected.ar1.phi, "phi");
      close(summary.ar1?.intercept, expected.ar1.intercept, "intercept");
      close(summary.ar1?.half_life_minutes, expected.ar1.half_life_minutes as number, "half-life");
      expect(summary.executable_minutes).toBe(expected.executable_minutes);
      close(summary.tradeable_share, expected.tradeable_share, "tradeable share");
    });
  }
});
