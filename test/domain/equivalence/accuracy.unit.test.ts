import { describe, expect, it } from "vitest";
import { AccuracySchema, accuracyOf, measureAccuracy } from "../../../src/domain/equivalence/accuracy.ts";
import { DEVELOPMENT_PAIRS, HELD_OUT_PAIRS } from "../../../src/domain/equivalence/labelled/index.ts";
import { BLOCKING_TRAPS, POLARITIES, RELATIONS } from "../../../src/domain/equivalence/relations.ts";

describe("accuracyOf", () => {
  it("counts precision and recall per relation by hand", () => {
    const accuracy = accuracyOf([
      {
        labelled: { relation: "identity", polarity: "same" },
        predicted: { relation: "identity", polarity: "same" },
      },
      {
        labelled: { relation: "identity", polarity: "same" },
        predicted: { relation: "overlap", polarity: "same" },
      },
      {
        labelled: { relation: "overlap", polarity: "same" },
        predicted: { relation: "identity", polarity: "inverted" },
      },
      { labelled: { relation: null, polarity: null }, predicted: { relation: null, polarity: null } },
    ]);
    const row = (relation: string) => accuracy.per_relation.find((r) => r.relation === relation);
    // identity: predicted twice, right once; labelled twice, found once.
    expect(row("identity")).toEqual({
      relation: "identity",
      labelled: 2,
      predicted: 2,
      correct: 1,
      precision: 0.5,
      recall: 0.5,
    });
    expect(row("overlap")).toEqual({
      relation: "overlap",
      labelled: 1,
      predicted: 1,
      correct: 0,
      precision: 0,
      recall: 0,
    });
    expect(row("none")).toEqual({
      relation: "none",
      labelled: 1,
      predicted: 1,
      correct: 1,
      precision: 1,
      recall: 1,
    });
    expect(row("subset")).toEqual({
      relation: "subset",
      labelled: 0,
      predicted: 0,
      correct: 0,
      precision: null,
      recall: null,
    });
    expect(accuracy.exact).toBe(2);
    // Three pairs have a labelled polarity; the matcher got two of them.
    expect(accuracy.polarity_accuracy).toBeCloseTo(2 / 3, 12);
    expect(accuracy.confusion).toContainEqual({ labelled: "overlap", predicted: "identity", pairs: 1 });
    expect(() => AccuracySchema.parse(accuracy)).not.toThrow();
  });
});

describe("the labelled set", () => {
  it("holds at least 150 pairs in two halves, every id once, no text shared between the halves", () => {
    expect(DEVELOPMENT_PAIRS.length + HELD_OUT_PAIRS.length).toBeGreaterThanOrEqual(150);
    expect(HELD_OUT_PAIRS.length).toBeGreaterThanOrEqual(75);
    const ids = [...DEVELOPMENT_PAIRS, ...HELD_OUT_PAIRS].map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const texts = (pairs: typeof HELD_OUT_PAIRS) =>
      new Set(pairs.flatMap((p) => [p.a.rules_primary, p.b.description]));
    const development = texts(DEVELOPMENT_PAIRS);
    for (const text of texts(HELD_OUT_PAIRS)) expect(development.has(text)).toBe(false);
  });

  it("covers every relation, both polarities and every blocking trap in each half", () => {
    for (const half of [DEVELOPMENT_PAIRS, HELD_OUT_PAIRS]) {
      for (const relation of RELATIONS)
        expect(
          half.some((p) => p.label.relation === relation),
          relation,
        ).toBe(true);
      for (const polarity of POLARITIES)
        expect(
          half.some((p) => p.label.polarity === polarity),
          polarity,
        ).toBe(true);
      for (const trap of BLOCKING_TRAPS)
        expect(
          half.some((p) => p.traps.includes(trap)),
          trap,
        ).toBe(true);
    }
  });
});

describe("measured accuracy on the held-out half", () => {
  const { accuracy } = measureAccuracy(HELD_OUT_PAIRS);
  const identity = accuracy.per_relation.find((r) => r.relation === "identity");

  it("keeps identity precision at 0.95 or more", () => {
    expect(identity?.predicted).toBeGreaterThan(0);
    expect(identity?.precision).toBeGreaterThanOrEqual(0.95);
  });

  it("measures every pair of the half", () => {
    expect(accuracy.pairs).toBe(HELD_OUT_PAIRS.length);
    expect(accuracy.per_relation.reduce((sum, r) => sum + r.labelled, 0)).toBe(HELD_OUT_PAIRS.length);
  });
});
