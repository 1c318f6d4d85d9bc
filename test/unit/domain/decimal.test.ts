import { describe, expect, it } from "vitest";
import {
  decimalFromNumber,
  formatDecimal,
  multiply,
  ONE,
  parseDecimal,
  toNumber,
} from "../../../src/domain/decimal.ts";

describe("parseDecimal", () => {
  it("parses venue price and count strings exactly", () => {
    expect(parseDecimal("0.4350")).toBe(435_000n);
    expect(parseDecimal("1523.00")).toBe(1_523_000_000n);
    expect(parseDecimal("12")).toBe(12_000_000n);
    expect(parseDecimal("-0.5")).toBe(-500_000n);
    expect(parseDecimal(" 0.1 ")).toBe(100_000n);
  });
  it("rejects what is not a plain decimal", () => {
    for (const bad of ["", "abc", "NaN", "Infinity", "1e3", "0x10", "1.2.3", ".5", "1.", "0.1234567"]) {
      expect(parseDecimal(bad), bad).toBeNull();
    }
  });
  it("accepts trailing zeros beyond the scale", () => {
    expect(parseDecimal("0.12345600")).toBe(123_456n);
  });
  it("sums without float drift", () => {
    const sum = ["0.1", "0.2"].map((s) => parseDecimal(s) as bigint).reduce((a, b) => a + b);
    expect(formatDecimal(sum, 1)).toBe("0.3");
    expect(0.1 + 0.2).not.toBe(0.3); // the float sum would drift
  });
});

describe("formatDecimal", () => {
  it("rounds half away from zero", () => {
    expect(formatDecimal(1_235_000n, 2)).toBe("1.24");
    expect(formatDecimal(-1_235_000n, 2)).toBe("-1.24");
    expect(formatDecimal(1_234_999n, 2)).toBe("1.23");
    expect(formatDecimal(4_000n, 2)).toBe("0.00");
    expect(formatDecimal(-4_000n, 2)).toBe("0.00");
    expect(formatDecimal(42_000_000n, 0)).toBe("42");
    expect(formatDecimal(7n, 6)).toBe("0.000007");
  });
});

describe("arithmetic", () => {
  it("multiplies count by price (USD notional)", () => {
    // 1523.00 contracts at $0.4350 = $662.5050
    expect(
      formatDecimal(multiply(parseDecimal("1523.00") as bigint, parseDecimal("0.4350") as bigint), 4),
    ).toBe("662.5050");
    expect(multiply(ONE, ONE)).toBe(ONE);
  });
  it("converts numbers and back", () => {
    expect(decimalFromNumber(0.435)).toBe(435_000n);
    expect(decimalFromNumber(Number.NaN)).toBeNull();
    expect(toNumber(435_000n)).toBe(0.435);
  });
});
