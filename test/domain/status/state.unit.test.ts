import { describe, expect, it } from "vitest";
import { componentState, overallState, type StateThresholds } from "../../../src/domain/status/state.ts";

const T: StateThresholds = {
  cadence_ms: 60_000,
  degraded_after_ms: 180_000,
  outage_after_ms: 600_000,
  degraded_lag_ms: 30_000,
};
const NOW = 10_000_000;

const state = (
  lastSuccessMs: number | null,
  lastFailureMs: number | null = null,
  p99LagMs5m: number | null = null,
) => componentState({ lastSuccessMs, lastFailureMs, p99LagMs5m, nowMs: NOW }, T);

describe("componentState", () => {
  it("is unknown with nothing recorded, outage with failures only", () => {
    expect(state(null)).toBe("unknown");
    expect(state(null, NOW - 1_000)).toBe("outage");
  });

  it("judges the age of the last success against both bounds (strictly past them)", () => {
    expect(state(NOW - 180_000)).toBe("operational");
    expect(state(NOW - 180_001)).toBe("degraded");
    expect(state(NOW - 600_000)).toBe("degraded");
    expect(state(NOW - 600_001)).toBe("outage");
  });

  it("is degraded when the last run failed or the five-minute p99 lag passes its bound", () => {
    expect(state(NOW - 60_000, NOW - 1_000)).toBe("degraded");
    expect(state(NOW - 1_000, NOW - 60_000)).toBe("operational");
    expect(state(NOW - 1_000, null, 30_000)).toBe("operational");
    expect(state(NOW - 1_000, null, 30_001)).toBe("degraded");
  });
});

describe("overallState", () => {
  it("is the worst known state, unknown only when nothing is known", () => {
    expect(overallState([])).toBe("unknown");
    expect(overallState(["unknown", "unknown"])).toBe("unknown");
    expect(overallState(["unknown", "operational"])).toBe("operational");
    expect(overallState(["operational", "degraded", "unknown"])).toBe("degraded");
    expect(overallState(["degraded", "outage", "operational"])).toBe("outage");
  });
});
