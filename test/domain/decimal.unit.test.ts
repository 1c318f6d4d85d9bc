import { describe, expect, it } from "vitest";
import {
  decimalFromNumber,
  formatDecimal,
  multiply,
  ONE,
  parseDecimal,
  toNumber,
} from "../../src/domain/decimal.ts";

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

/** An independent reading of a generated plain decimal: string surgery and one BigInt. */
function exactScaled(sign: string, whole: string, fraction: string): bigint | null {
  if (fraction.replace(/0+$/, "").length > 6) return null;
  const magnitude = BigInt(`${whole}${fraction.padEnd(6, "0").slice(0, 6)}`);
  return sign === "-" ? -magnitude : magnitude;
}

/** Deterministic generator, so a failing case can be replayed. */
function digitsFrom(seed: { n: number }, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    seed.n = (seed.n * 1_103_515_245 + 12_345) % 2_147_483_648;
    out += String(seed.n % 10);
  }
  return out;
}

describe("parseDecimal over many generated strings (fast and full paths agree)", () => {
  it("reads every length of whole and fraction part like the definition", () => {
    const seed = { n: 7 };
    for (let wholeLength = 1; wholeLength <= 14; wholeLength++) {
      for (let fractionLength = 0; fractionLength <= 12; fractionLength++) {
        for (const sign of ["", "-", "+"]) {
          for (let k = 0; k < 6; k++) {
            const whole = digitsFrom(seed, wholeLength);
            // Trailing zeros beyond the scale are common (venue padding): make some.
            const fraction =
              k % 2 === 0
                ? digitsFrom(seed, fractionLength)
                : digitsFrom(seed, Math.min(fractionLength, 6)).padEnd(fractionLength, "0");
            const text = fractionLength === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
            expect(parseDecimal(text), text).toBe(exactScaled(sign, whole, fraction));
          }
        }
      }
    }
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
  it("prints every digit at the full scale", () => {
    expect(formatDecimal(0n, 6)).toBe("0.000000");
    expect(formatDecimal(-7n, 6)).toBe("-0.000007");
    expect(formatDecimal(1_523_000_000n, 6)).toBe("1523.000000");
    expect(formatDecimal(-123_456_789_012_345_678_901n, 6)).toBe("-123456789012345.678901");
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
