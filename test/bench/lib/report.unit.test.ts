import { describe, expect, it } from "vitest";
import { median, quantile } from "../../../bench/lib/report.ts";

describe("quantile", () => {
  it("is the nearest-rank value, whatever the input order", () => {
    const values = [50, 10, 40, 20, 30];
    expect(quantile(values, 0.5)).toBe(30);
    expect(quantile(values, 0.2)).toBe(10);
    expect(quantile(values, 0.21)).toBe(20);
    expect(quantile(values, 0.99)).toBe(50);
    expect(quantile(values, 1)).toBe(50);
    expect(values).toEqual([50, 10, 40, 20, 30]);
  });

  it("of 100 values, p99 is the 99th smallest, not the largest", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile(values, 0.5)).toBe(50);
    expect(median(values)).toBe(50.5);
  });

  it("is NaN without values", () => {
    expect(quantile([], 0.99)).toBeNaN();
  });
});
