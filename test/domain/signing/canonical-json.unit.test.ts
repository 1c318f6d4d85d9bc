import { describe, expect, it } from "vitest";
import { canonicalBytes, canonicalJson } from "../../../src/domain/signing/canonical-json.ts";

/** RFC 8785 §3.2.2's example input, as JSON text. */
const RFC_INPUT = String.raw`{
  "numbers": [333333333.33333329, 1E30, 4.50,
              2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
}`;
/** …and its canonical form (§3.2.3 of the RFC). */
const RFC_OUTPUT = String.raw`{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\u000f\nA'B\"\\\\\"/"}`;

/** RFC 8785 §3.2.3's sorting example: names ordered by UTF-16 code units, not by code points. */
const SORTING_INPUT = String.raw`{
  "\u20ac": "Euro Sign",
  "\r": "Carriage Return",
  "\ufb33": "Hebrew Letter Dalet With Dagesh",
  "1": "One",
  "\ud83d\ude00": "Emoji: Grinning Face",
  "\u0080": "Control",
  "\u00f6": "Latin Small Letter O With Diaeresis"
}`;

/** RFC 8785 Appendix B: IEEE 754 bit patterns and their canonical text. */
const NUMBERS: [string, string][] = [
  ["0000000000000000", "0"],
  ["8000000000000000", "0"],
  ["0000000000000001", "5e-324"],
  ["8000000000000001", "-5e-324"],
  ["7fefffffffffffff", "1.7976931348623157e+308"],
  ["ffefffffffffffff", "-1.7976931348623157e+308"],
  ["4340000000000000", "9007199254740992"],
  ["c340000000000000", "-9007199254740992"],
  ["4430000000000000", "295147905179352830000"],
  ["44b52d02c7e14af5", "9.999999999999997e+22"],
  ["44b52d02c7e14af6", "1e+23"],
  ["44b52d02c7e14af7", "1.0000000000000001e+23"],
  ["444b1ae4d6e2ef4e", "999999999999999700000"],
  ["444b1ae4d6e2ef4f", "999999999999999900000"],
  ["444b1ae4d6e2ef50", "1e+21"],
  ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
  ["3eb0c6f7a0b5ed8d", "0.000001"],
  ["41b3de4355555553", "333333333.3333332"],
  ["41b3de4355555554", "333333333.33333325"],
  ["41b3de4355555555", "333333333.3333333"],
  ["41b3de4355555556", "333333333.3333334"],
  ["41b3de4355555557", "333333333.33333343"],
  ["becbf647612f3696", "-0.0000033333333333333333"],
  ["43143ff3c1cb0959", "1424953923781206.2"],
];

function fromBits(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe("canonicalJson (RFC 8785)", () => {
  it("the RFC's example: sorted members, ECMAScript numbers, minimal escapes, no whitespace", () => {
    expect(canonicalJson(JSON.parse(RFC_INPUT))).toBe(RFC_OUTPUT);
  });

  it("the RFC's sorting example orders names by UTF-16 code units", () => {
    const text = canonicalJson(JSON.parse(SORTING_INPUT));
    // Parsing back would put the integer-like name "1" first, so read the order off the text.
    const order = [...text.matchAll(/:"([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      "Carriage Return",
      "One",
      "Control",
      "Latin Small Letter O With Diaeresis",
      "Euro Sign",
      "Emoji: Grinning Face",
      "Hebrew Letter Dalet With Dagesh",
    ]);
    expect(text.startsWith(String.raw`{"\r":"Carriage Return","1":"One","`)).toBe(true);
  });

  it.each(NUMBERS)("Appendix B: %s → %s", (bits, expected) => {
    expect(canonicalJson(fromBits(bits))).toBe(expected);
  });

  it("refuses NaN and infinities (Appendix B's 7fffffffffffffff and 7ff0000000000000)", () => {
    expect(() => canonicalJson(fromBits("7fffffffffffffff"))).toThrow(TypeError);
    expect(() => canonicalJson(fromBits("7ff0000000000000"))).toThrow(TypeError);
    expect(() => canonicalJson({ a: [Number.NEGATIVE_INFINITY] })).toThrow(TypeError);
  });

  it("encodes as UTF-8: € is e2 82 ac, the RFC example is 118 bytes", () => {
    const bytes = canonicalBytes(JSON.parse(RFC_INPUT));
    expect(bytes.length).toBe(118);
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(" ");
    // "string":"€$\u000f
    expect(hex).toContain("22 3a 22 e2 82 ac 24 5c 75 30 30 30 66");
  });

  it("sorts nested objects too, and leaves out undefined members", () => {
    expect(canonicalJson({ b: { z: 1, a: [{ d: 1, c: 2 }] }, a: undefined, c: "x" })).toBe(
      '{"b":{"a":[{"c":2,"d":1}],"z":1},"c":"x"}',
    );
  });

  it("refuses what JSON cannot say exactly: lone surrogates, undefined in arrays, bigint, Dates", () => {
    expect(() => canonicalJson("\ud83d")).toThrow(TypeError);
    expect(canonicalJson("\ud83d\ude00")).toBe('"😀"');
    expect(() => canonicalJson([undefined])).toThrow(TypeError);
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
    expect(() => canonicalJson({ at: new Date(0) })).toThrow(TypeError);
  });
});
