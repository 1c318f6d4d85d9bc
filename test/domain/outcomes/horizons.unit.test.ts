import { describe, expect, it } from "vitest";
import { HORIZONS, pricesAtHorizons, type TapedPrice } from "../../../src/domain/outcomes/horizons.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const CLOSE = Date.UTC(2026, 2, 31, 20, 0);

const at = (msBeforeClose: number, mid: string | null): TapedPrice => ({ at_ms: CLOSE - msBeforeClose, mid });

describe("pricesAtHorizons", () => {
  it("takes the last mid at or before close − horizon, exactly as taped", () => {
    const tape = [
      at(30 * DAY, "0.1000"),
      at(7 * DAY + 2 * HOUR, "0.2000"),
      at(DAY + 1, "0.30"), // 1 ms before the 24 h target
      at(DAY - MIN, "0.99"), // after the target: never used for 24 h
      at(HOUR, "0.4350"),
      at(HOUR - MIN, "0.5000"),
      at(15 * MIN + 30_000, "0.7125"), // 30 s before the 15 min target
      at(15 * MIN - 1, "0.98"), // 1 ms after it: never used for 15 min
      at(0, "0.9000"),
    ];
    expect(pricesAtHorizons(tape, CLOSE)).toEqual([
      {
        horizon: "15m",
        target_ms: CLOSE - 15 * MIN,
        observed_at_ms: CLOSE - 15 * MIN - 30_000,
        mid: "0.7125",
      },
      { horizon: "1h", target_ms: CLOSE - HOUR, observed_at_ms: CLOSE - HOUR, mid: "0.4350" },
      { horizon: "24h", target_ms: CLOSE - DAY, observed_at_ms: CLOSE - DAY - 1, mid: "0.30" },
      {
        horizon: "7d",
        target_ms: CLOSE - 7 * DAY,
        observed_at_ms: CLOSE - 7 * DAY - 2 * HOUR,
        mid: "0.2000",
      },
      { horizon: "30d", target_ms: CLOSE - 30 * DAY, observed_at_ms: CLOSE - 30 * DAY, mid: "0.1000" },
    ]);
  });

  it("null where the tape does not reach, or is older than the tolerance", () => {
    // The tape starts 24 h 30 min before close: 7 d and 30 d are out of reach. For 1 h the latest mid
    // is 6 minutes older than the target, beyond its 5-minute tolerance.
    const tape = [at(DAY + 30 * MIN, "0.2"), at(HOUR + 6 * MIN, "0.3"), at(30 * MIN, "0.4")];
    // For 15 min the latest mid is 15 minutes older than the target, beyond its 1-minute tolerance.
    const picked = pricesAtHorizons(tape, CLOSE);
    expect(picked.map((p) => p.mid)).toEqual([null, null, "0.2", null, null]);
    // A mid 2 hours older than the 24 h target is beyond its 1-hour tolerance.
    expect(pricesAtHorizons([at(DAY + 2 * HOUR, "0.2")], CLOSE)[2]?.mid).toBeNull();
    expect(picked[1]?.observed_at_ms).toBeNull();
    // Exactly at the tolerance still counts: 5 minutes for 1 h, 1 minute for 15 min, and not 1 ms more.
    expect(pricesAtHorizons([at(HOUR + 5 * MIN, "0.3")], CLOSE)[1]?.mid).toBe("0.3");
    expect(pricesAtHorizons([at(16 * MIN, "0.3")], CLOSE)[0]?.mid).toBe("0.3");
    expect(pricesAtHorizons([at(16 * MIN + 1, "0.3")], CLOSE)[0]?.mid).toBeNull();
  });

  it("skips one-sided minutes (no mid), ignores the tape's order, and takes the later of equal times", () => {
    const tape = [at(HOUR, null), at(HOUR + MIN, "0.61"), at(HOUR + 2 * MIN, "0.60"), at(HOUR + MIN, "0.62")];
    const [oneHour] = pricesAtHorizons(tape, CLOSE, [HORIZONS[1]]);
    expect(oneHour).toEqual({
      horizon: "1h",
      target_ms: CLOSE - HOUR,
      observed_at_ms: CLOSE - HOUR - MIN,
      mid: "0.62",
    });
  });

  it("every horizon null for an empty tape; non-finite close is an error", () => {
    expect(pricesAtHorizons([], CLOSE).every((p) => p.mid === null)).toBe(true);
    expect(() => pricesAtHorizons([], Number.NaN)).toThrow(RangeError);
  });
});
