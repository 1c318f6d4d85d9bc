import { describe, expect, it } from "vitest";
import {
  type BinaryForecast,
  binOf,
  brierScore,
  categoricalBrierScore,
  categoricalLogLoss,
  logLoss,
  murphyDecomposition,
  probabilityFromMid,
  reliabilityBins,
  wilsonInterval,
} from "../../../src/domain/outcomes/binary.ts";
import { roundScore } from "../../../src/domain/outcomes/rounding.ts";

const f = (probability: number, outcome: 0 | 1): BinaryForecast => ({ probability, outcome });

describe("brierScore", () => {
  it("hand-computed: (0.09 + 0.04 + 0.81) / 3", () => {
    expect(brierScore([f(0.7, 1), f(0.2, 0), f(0.9, 0)])).toBeCloseTo(0.94 / 3, 15);
  });

  it("0 for certain hits, 1 for certain misses, 0.25 for a constant 0.5, null for none", () => {
    expect(brierScore([f(1, 1), f(0, 0)])).toBe(0);
    expect(brierScore([f(0, 1), f(1, 0)])).toBe(1);
    expect(brierScore([f(0.5, 1), f(0.5, 0), f(0.5, 0)])).toBe(0.25);
    expect(brierScore([])).toBeNull();
  });

  it("rejects a probability outside [0, 1] and an outcome other than 0 or 1", () => {
    expect(() => brierScore([f(1.01, 1)])).toThrow(RangeError);
    expect(() => brierScore([f(Number.NaN, 1)])).toThrow(RangeError);
    expect(() => brierScore([{ probability: 0.5, outcome: 2 as 0 }])).toThrow(RangeError);
  });
});

describe("logLoss", () => {
  it("hand-computed: −(ln 0.8 + ln 0.6) / 2 = 0.3669845875", () => {
    expect(logLoss([f(0.8, 1), f(0.4, 0)])).toBeCloseTo(0.3669845875401, 12);
  });

  it("a constant 0.5 earns ln 2", () => {
    expect(logLoss([f(0.5, 1), f(0.5, 0)])).toBeCloseTo(Math.LN2, 15);
  });

  it("clamps p into [1e-6, 1 − 1e-6]: a certain miss costs ln(10⁶), a certain hit about 1e-6", () => {
    expect(logLoss([f(0, 1)])).toBeCloseTo(13.815510557964274, 12);
    expect(logLoss([f(1, 0)])).toBeCloseTo(13.815510557964274, 12);
    expect(logLoss([f(1, 1)])).toBeCloseTo(1.0000005e-6, 15);
    expect(logLoss([])).toBeNull();
  });
});

describe("probabilityFromMid and binOf", () => {
  it("reads taped mids, refusing what is not a probability", () => {
    expect(probabilityFromMid("0.4350")).toBe(0.435);
    expect(probabilityFromMid("1.00")).toBe(1);
    expect(probabilityFromMid("1.01")).toBeNull();
    expect(probabilityFromMid("-0.1")).toBeNull();
    expect(probabilityFromMid("abc")).toBeNull();
  });

  it("puts each k/K at the start of bin k, 1 in the last bin, exactly where floats would slip", () => {
    for (let k = 0; k < 10; k++) expect(binOf(k / 10)).toBe(k);
    expect(binOf(1)).toBe(9);
    expect(binOf(0.099999)).toBe(0);
    // ⌊0.29 × 100⌋ is 28 in doubles; the exact reading puts 0.29 in bin 29.
    expect(Math.floor(0.29 * 100)).toBe(28);
    expect(binOf(0.29, 100)).toBe(29);
  });
});

describe("wilsonInterval", () => {
  it("hand-computed: 5 of 10 → [0.236593, 0.763407]; 0 of 10 → [0, 0.277533]", () => {
    const half = wilsonInterval(5, 10);
    expect(half?.lower).toBeCloseTo(0.236593090512564, 12);
    expect(half?.upper).toBeCloseTo(0.763406909487436, 12);
    // 0 of n: centre = half-width = (z²/2n)/(1 + z²/n), so the interval is [0, 2·centre].
    const z2 = 1.959963984540054 ** 2;
    const none = wilsonInterval(0, 10);
    expect(none?.lower).toBe(0);
    expect(none?.upper).toBeCloseTo((2 * (z2 / 20)) / (1 + z2 / 10), 15);
    expect(wilsonInterval(10, 10)?.upper).toBe(1);
  });

  it("null for n = 0, an error for impossible counts", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(0.5, 2)).toThrow(RangeError);
  });
});

describe("reliabilityBins", () => {
  it("lists every bin, with n, mean forecast, observed rate and interval", () => {
    const bins = reliabilityBins([f(0.05, 0), f(0.08, 1), f(0.3, 1), f(0.35, 0), f(0.35, 1), f(1, 1)]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toMatchObject({ lower: 0, upper: 0.1, n: 2, hits: 1, observed_rate: 0.5 });
    expect(bins[0]?.mean_forecast).toBeCloseTo(0.065, 15);
    expect(bins[3]).toMatchObject({ n: 3, hits: 2 });
    expect(bins[3]?.mean_forecast).toBeCloseTo(1 / 3, 15);
    expect(bins[3]?.observed_rate).toBeCloseTo(2 / 3, 15);
    expect(bins[9]).toMatchObject({ n: 1, hits: 1, mean_forecast: 1, observed_rate: 1 });
    expect(bins[5]).toEqual({
      lower: 0.5,
      upper: 0.6,
      n: 0,
      hits: 0,
      mean_forecast: null,
      observed_rate: null,
      observed_interval: null,
    });
  });
});

describe("murphyDecomposition", () => {
  it("hand-computed, forecasts equal within bins: BS 0.19 = 0.0025 − 0.0625 + 0.25, no within-bin terms", () => {
    const forecasts = [
      ...[1, 0, 0, 0].map((o) => f(0.2, o as 0 | 1)),
      ...[1, 1, 1, 0].map((o) => f(0.8, o as 0 | 1)),
    ];
    const m = murphyDecomposition(forecasts);
    expect(m?.n).toBe(8);
    expect(m?.brier).toBeCloseTo(0.19, 15);
    expect(m?.reliability).toBeCloseTo(0.0025, 15);
    expect(m?.resolution).toBeCloseTo(0.0625, 15);
    expect(m?.uncertainty).toBe(0.25);
    expect(m?.within_bin_variance).toBeCloseTo(0, 15);
    expect(m?.within_bin_covariance).toBeCloseTo(0, 15);
  });

  it("with forecasts spread inside a bin the identity needs the within-bin terms", () => {
    // One bin [0.1, 0.2): 0.1 missed, 0.19 hit. f̄ = 0.145, ō = 0.5, base rate 0.5.
    // BS = (0.01 + 0.6561)/2 = 0.33305. REL = (0.145 − 0.5)² = 0.126025. RES = 0. UNC = 0.25.
    // WBV = (0.045² + 0.045²)/2 = 0.002025. WBC = 2/2 · ((−0.045)(−0.5) + (0.045)(0.5)) = 0.045.
    const m = murphyDecomposition([f(0.1, 0), f(0.19, 1)]);
    expect(m?.brier).toBeCloseTo(0.33305, 15);
    expect(m?.reliability).toBeCloseTo(0.126025, 15);
    expect(m?.resolution).toBe(0);
    expect(m?.within_bin_variance).toBeCloseTo(0.002025, 15);
    expect(m?.within_bin_covariance).toBeCloseTo(0.045, 15);
    const { brier, reliability, resolution, uncertainty, within_bin_variance, within_bin_covariance } = m ?? {
      brier: 0,
      reliability: 0,
      resolution: 0,
      uncertainty: 0,
      within_bin_variance: 0,
      within_bin_covariance: 0,
    };
    expect(reliability - resolution + uncertainty).not.toBeCloseTo(brier, 3);
    expect(reliability - resolution + uncertainty + within_bin_variance - within_bin_covariance).toBeCloseTo(
      brier,
      15,
    );
  });

  it("null for no forecasts", () => {
    expect(murphyDecomposition([])).toBeNull();
  });
});

describe("categorical scores (multi-outcome markets)", () => {
  it("hand-computed Brier: (0.6 − 1)² + 0.3² + 0.1² = 0.26; log loss −ln 0.6", () => {
    expect(categoricalBrierScore([{ probabilities: [0.6, 0.3, 0.1], realized: 0 }])).toBeCloseTo(0.26, 15);
    expect(categoricalLogLoss([{ probabilities: [0.6, 0.3, 0.1], realized: 0 }])).toBeCloseTo(
      0.5108256237659907,
      15,
    );
  });

  it("a two-outcome market scores twice its binary Brier, hence the two are kept apart", () => {
    const categorical = categoricalBrierScore([{ probabilities: [0.7, 0.3], realized: 0 }]);
    expect(categorical).toBeCloseTo(2 * (brierScore([f(0.7, 1)]) ?? 0), 15);
  });

  it("scores quoted probabilities as given (an overround is not normalised away)", () => {
    // 0.5 + 0.6 = 1.1 quoted: (0.5 − 1)² + 0.6² = 0.61, not the normalised (5/11 − 1)² + (6/11)².
    expect(categoricalBrierScore([{ probabilities: [0.5, 0.6], realized: 0 }])).toBeCloseTo(0.61, 15);
  });

  it("rejects a realised index out of range and markets of one outcome; null for none", () => {
    expect(() => categoricalBrierScore([{ probabilities: [0.5, 0.5], realized: 2 }])).toThrow(RangeError);
    expect(() => categoricalLogLoss([{ probabilities: [1], realized: 0 }])).toThrow(RangeError);
    expect(categoricalBrierScore([])).toBeNull();
    expect(categoricalLogLoss([])).toBeNull();
  });
});

describe("roundScore", () => {
  it("rounds to 6 decimals half away from zero", () => {
    expect(roundScore(0.1234565)).toBe(0.123457);
    expect(roundScore(-0.1234565)).toBe(-0.123457);
    expect(roundScore(0.0000004)).toBe(0);
    expect(roundScore(-0.0000004)).toBe(0);
    expect(roundScore(1 / 3)).toBe(0.333333);
    expect(() => roundScore(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
