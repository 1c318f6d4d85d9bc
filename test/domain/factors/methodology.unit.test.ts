import { describe, expect, it } from "vitest";
import {
  ANNUALISATION_FACTOR,
  COLLINEARITY_TOLERANCE,
  EXPOSURE_WINDOW_RETURNS,
  FACTOR_METHODOLOGY,
  MIMICKING_WINDOW_SESSIONS,
  MIN_OBSERVATIONS,
  REFERENCE_NOTIONAL_USD,
  WALK_FORWARD_TRAINING_SESSIONS,
} from "../../../src/domain/factors/index.ts";

describe("FACTOR_METHODOLOGY", () => {
  it("states the windows, bounds, notional and annualisation the models use", () => {
    expect(FACTOR_METHODOLOGY).toMatchObject({
      min_observations: 252,
      exposure_window_max_observations: 399,
      walk_forward_training_sessions: 252,
      mimicking_window_sessions: 252,
      weight_bounds: { lower: -1, upper: 1 },
      reference_notional_usd: 1_000_000,
      annualisation_factor: 252,
      collinearity_tolerance: 1e-9,
    });
    expect([
      MIN_OBSERVATIONS,
      EXPOSURE_WINDOW_RETURNS,
      WALK_FORWARD_TRAINING_SESSIONS,
      MIMICKING_WINDOW_SESSIONS,
      REFERENCE_NOTIONAL_USD,
      ANNUALISATION_FACTOR,
      COLLINEARITY_TOLERANCE,
    ]).toEqual([252, 399, 252, 252, 1_000_000, 252, 1e-9]);
  });

  it("is plain JSON (strings, numbers and objects only)", () => {
    expect(JSON.parse(JSON.stringify(FACTOR_METHODOLOGY))).toEqual(FACTOR_METHODOLOGY);
  });
});
