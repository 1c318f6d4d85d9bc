import { describe, expect, it } from "vitest";
import { commitDelaySeconds, expectedRound } from "../../src/domain/round-expected.ts";

const at = (iso: string) => Date.parse(iso);

describe("commitDelaySeconds", () => {
  it("is the slowest recorded cycle, rounded up to a second, plus 2 s", () => {
    // Slowest 3,100 ms → 4 s, + 2 s.
    expect(commitDelaySeconds([1_200, 3_100, 2_950])).toBe(6);
    // A whole second is not rounded further: 3,000 ms → 3 s, + 2 s.
    expect(commitDelaySeconds([3_000])).toBe(5);
    expect(commitDelaySeconds([0])).toBe(2);
  });

  it("is 10 s when no cycle is recorded, and never more than 60 s", () => {
    expect(commitDelaySeconds([])).toBe(10);
    expect(commitDelaySeconds([Number.NaN, -5])).toBe(10);
    expect(commitDelaySeconds([58_001])).toBe(60);
    expect(commitDelaySeconds([400_000, 1_000])).toBe(60);
  });
});

describe("expectedRound", () => {
  it("counts to the next boundary plus the delay", () => {
    // 10:07:30 with a 5 s delay: the 10:10 round, expected 10:10:05, 155 s away.
    expect(expectedRound(at("2026-11-23T10:07:30Z"), 5)).toEqual({
      boundaryMs: at("2026-11-23T10:10:00Z"),
      expectedAtMs: at("2026-11-23T10:10:05Z"),
      retryAfterSeconds: 155,
    });
    // Part of a second left rounds up: 10:09:59.400 → 5.6 s → 6.
    expect(expectedRound(at("2026-11-23T10:09:59.400Z"), 5).retryAfterSeconds).toBe(6);
  });

  it("waits for the boundary just passed while its round may still be committing", () => {
    // 10:10:02 with a 5 s delay: the 10:10 round is expected at 10:10:05, 3 s away, not at 10:15:05.
    expect(expectedRound(at("2026-11-23T10:10:02Z"), 5)).toEqual({
      boundaryMs: at("2026-11-23T10:10:00Z"),
      expectedAtMs: at("2026-11-23T10:10:05Z"),
      retryAfterSeconds: 3,
    });
    // On the boundary itself: the whole delay.
    expect(expectedRound(at("2026-11-23T10:10:00Z"), 5).retryAfterSeconds).toBe(5);
    // Once the delay has run out, the next boundary: 10:10:05 → 10:15:05, 300 s.
    expect(expectedRound(at("2026-11-23T10:10:05Z"), 5)).toMatchObject({
      boundaryMs: at("2026-11-23T10:15:00Z"),
      retryAfterSeconds: 300,
    });
  });
});
