import { describe, expect, it } from "vitest";
import { backoffDelayMs, parseRetryAfterMs } from "../../../src/venues/http/retry-policy.ts";

describe("backoffDelayMs", () => {
  const settings = { baseDelayMs: 250, maxDelayMs: 4_000 };
  it("draws uniformly below a doubling ceiling (full jitter)", () => {
    expect(backoffDelayMs(1, settings, () => 0)).toBe(0);
    expect(backoffDelayMs(1, settings, () => 0.5)).toBe(125);
    expect(backoffDelayMs(2, settings, () => 0.5)).toBe(250);
    expect(backoffDelayMs(3, settings, () => 0.5)).toBe(500);
    expect(backoffDelayMs(10, settings, () => 0.5)).toBe(2_000);
  });
  it("clamps a misbehaving random source", () => {
    expect(backoffDelayMs(1, settings, () => 7)).toBe(250);
    expect(backoffDelayMs(1, settings, () => -1)).toBe(0);
  });
});

describe("parseRetryAfterMs", () => {
  const now = Date.parse("2026-11-22T14:05:00Z");
  it("reads delay-seconds", () => {
    expect(parseRetryAfterMs("3", now)).toBe(3_000);
    expect(parseRetryAfterMs(" 0 ", now)).toBe(0);
  });
  it("reads an HTTP date relative to now, never negative", () => {
    expect(parseRetryAfterMs("Sun, 22 Nov 2026 14:05:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfterMs("Sun, 22 Nov 2026 14:00:00 GMT", now)).toBe(0);
  });
  it("ignores absent or unreadable values", () => {
    for (const bad of [null, "", "soon", "-5", "1.5", "2026-11-22"])
      expect(parseRetryAfterMs(bad, now)).toBeNull();
  });
});
