import { describe, expect, it } from "vitest";
import { binaryDistribution, binaryIndexValue } from "../../../src/domain/methodology/binary.ts";

describe("binaryIndexValue", () => {
  it("publishes the YES probability in percent", () => {
    expect(binaryIndexValue({ price: 0.435 })).toEqual({ value: 43.5 }); // 0.435 × 100
    expect(binaryIndexValue({ price: 0.07 })).toEqual({ value: 7 }); // float 7.000000000000001 tidied
    expect(binaryIndexValue({ price: 0 })).toEqual({ value: 0 });
    expect(binaryIndexValue({ price: 1 })).toEqual({ value: 100 });
  });

  it("carries quote selection's reason when there is no price", () => {
    expect(binaryIndexValue({ price: null, reason: "stale_observation" })).toEqual({
      value: null,
      reason: "stale_observation",
    });
    expect(binaryIndexValue({ price: null })).toEqual({ value: null, reason: "no_price" });
  });

  it("refuses NaN, negative and above-1 probabilities", () => {
    for (const price of [Number.NaN, -0.01, 1.01, Number.POSITIVE_INFINITY]) {
      expect(binaryIndexValue({ price }), String(price)).toEqual({
        value: null,
        reason: "invalid_probability",
      });
    }
  });
});

describe("binaryDistribution", () => {
  it("is No = 1 − p, Yes = p with the index as 100 × P(Yes)", () => {
    const result = binaryDistribution({ price: 0.3 });
    expect(result.distribution?.relationship_to_index).toBe("yes_probability_percent");
    expect(result.distribution?.normalization.method).toBe("complement");
    expect(result.distribution?.outcomes.map((o) => [o.label, o.probability, o.percentage, o.modal])).toEqual(
      [
        ["No", 0.7, 70, true], // 1 − 0.3
        ["Yes", 0.3, 30, false],
      ],
    );
    expect(result.expectation).toBeCloseTo(0.3, 9); // 0.7 × 0 + 0.3 × 1
  });

  it("flags both outcomes at an even split", () => {
    const outcomes = binaryDistribution({ price: 0.5 }).distribution?.outcomes ?? [];
    expect(outcomes.map((o) => o.modal)).toEqual([true, true]);
  });

  it("has no distribution without a valid price", () => {
    expect(binaryDistribution({ price: null, reason: "crossed_book" })).toEqual({
      distribution: null,
      expectation: null,
      reason: "crossed_book",
    });
    expect(binaryDistribution({ price: 2 }).distribution).toBeNull();
  });
});
