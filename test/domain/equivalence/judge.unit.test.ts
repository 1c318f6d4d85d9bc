import { describe, expect, it } from "vitest";
import { fingerprintRules } from "../../../src/domain/equivalence/fingerprint.ts";
import { judgePair } from "../../../src/domain/equivalence/judge.ts";
import { PairJudgementSchema } from "../../../src/domain/equivalence/judge-schema.ts";
import { DEVELOPMENT_PAIRS } from "../../../src/domain/equivalence/labelled/development.ts";
import { HELD_OUT_PAIRS } from "../../../src/domain/equivalence/labelled/held-out.ts";
import {
  kalshiLeg,
  type LabelledPair,
  polymarketLeg,
} from "../../../src/domain/equivalence/labelled/types.ts";
import { BLOCKING_TRAPS } from "../../../src/domain/equivalence/relations.ts";
import type { KalshiRules, PolymarketRules } from "../../../src/domain/equivalence/venue-rules.ts";

const judge = (a: KalshiRules, b: PolymarketRules) => judgePair(fingerprintRules(a), fingerprintRules(b));
const ALL: LabelledPair[] = [...DEVELOPMENT_PAIRS, ...HELD_OUT_PAIRS];

const kalshiCpi = (primary: string, secondary = "") =>
  kalshiLeg({
    market_id: "KXCPIYOY-27MAR-T3.0",
    title: "CPI year-over-year for March 2027 above 3.0%?",
    rules_primary: primary,
    rules_secondary:
      secondary ||
      "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
    settlement_sources: [{ name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" }],
    close_time: "2027-04-14T12:25:00Z",
  });

const polyCpi = (condition: string, extra = "", yes: "Yes" | "No" = "Yes") =>
  polymarketLeg({
    market_id: "700001",
    question: "March 2027 inflation?",
    description: `This market will resolve to "${yes}" if the 12-month percent change in the U.S. CPI-U (all items, not seasonally adjusted) for March 2027, as first reported by the Bureau of Labor Statistics, ${condition}. Otherwise, this market will resolve to "${yes === "Yes" ? "No" : "Yes"}".\n\nRead as published, to one decimal place. If the release is delayed, the market will remain open until it is published.${extra}`,
    resolution_source: "https://www.bls.gov/cpi/",
    end_date: "2027-04-14T12:30:00Z",
  });

const ABOVE_3 =
  "If the year-over-year change in CPI-U for March 2027 is above 3.0%, then the market resolves to Yes.";

describe("relations between two CPI rules", () => {
  it("judges the same contract identical, with a confidence and its basis", () => {
    const j = judge(kalshiCpi(ABOVE_3), polyCpi("is above 3.0%"));
    expect(j).toMatchObject({ status: "paired", relation: "identity", polarity: "same", reasons: [] });
    expect(j.rule_diff.filter((d) => d.severity !== "cosmetic")).toEqual([]);
    expect(j.confidence).toBeGreaterThan(0.9);
    expect(j.confidence_basis.fields_compared).toEqual(
      expect.arrayContaining(["subject", "metric", "source", "window", "comparator", "bucket"]),
    );
    expect(() => PairJudgementSchema.parse(j)).not.toThrow();
  });

  it("sees the one-tick offset of ≥ against >, with both legs' words as evidence", () => {
    const j = judge(kalshiCpi(ABOVE_3), polyCpi("is 3.0% or higher"));
    expect(j).toMatchObject({ status: "paired", relation: "subset", polarity: "same" });
    const comparator = j.rule_diff.find((d) => d.field === "comparator");
    expect(comparator).toMatchObject({ a: ">", b: "≥", severity: "blocking" });
    expect(comparator?.evidence.a.map((e) => e.quote)).toEqual(["above"]);
    expect(comparator?.evidence.b.map((e) => [e.section, e.quote])).toEqual([["description", "or higher"]]);
  });

  it("reads above 2.9% and 3.0% or higher on a one-decimal print as the same outcomes (a cosmetic difference)", () => {
    const j = judge(
      kalshiCpi(
        "If the year-over-year change in CPI-U for March 2027 is above 2.9%, then the market resolves to Yes.",
      ),
      polyCpi("is 3.0% or higher"),
    );
    expect(j.relation).toBe("identity");
    expect(j.rule_diff.find((d) => d.field === "comparator")?.severity).toBe("cosmetic");
  });

  it("reads the stated NO side as the complement, inverted", () => {
    const j = judge(kalshiCpi(ABOVE_3), polyCpi("is 3.0% or lower"));
    expect(j).toMatchObject({ relation: "complement", polarity: "inverted" });
    const sameContract = judge(kalshiCpi(ABOVE_3), polyCpi("is 3.0% or lower", "", "No"));
    expect(sameContract).toMatchObject({ relation: "identity", polarity: "same" });
  });

  it("relates neighbouring rungs and buckets", () => {
    expect(judge(kalshiCpi(ABOVE_3), polyCpi("is above 3.2%")).relation).toBe("superset");
    expect(
      judge(
        kalshiCpi(
          "If the year-over-year change in CPI-U for March 2027 is between 2.9% and 3.1%, inclusive, then the market resolves to Yes.",
        ),
        polyCpi("is above 2.9%"),
      ).relation,
    ).toBe("overlap");
    expect(judge(kalshiCpi(ABOVE_3), polyCpi("is below 2.8%")).relation).toBe("disjoint");
  });

  it("compares a published figure and an unrounded one on the unrounded value", () => {
    // Published above 3.0% needs 3.05% unrounded; unrounded above 3.0% holds from 3.0% on.
    const j = judge(
      kalshiCpi(ABOVE_3),
      polymarketLeg({
        market_id: "700002",
        question: "q",
        description:
          'This market will resolve to "Yes" if the 12-month change in the U.S. CPI-U (all items, not seasonally adjusted) for March 2027, computed without rounding from the index levels first published by the Bureau of Labor Statistics, is greater than 3.0%. Otherwise, this market will resolve to "No".',
        resolution_source: "https://www.bls.gov/cpi/",
      }),
    );
    expect(j.relation).toBe("subset");
    expect(j.rule_diff.find((d) => d.field === "rounding")?.severity).toBe("blocking");
  });
});

describe("refusals", () => {
  it("refuses look-alikes on another series with its reason and both legs' evidence", () => {
    const j = judge(
      kalshiCpi(ABOVE_3),
      polymarketLeg({
        market_id: "700003",
        question: "March 2027 inflation above 3.0%?",
        description:
          'This market will resolve to "Yes" if the 12-month percent change in the CPI-W (all items, not seasonally adjusted) for March 2027, as first published by the Bureau of Labor Statistics, is above 3.0%. Otherwise, this market will resolve to "No".\n\nRead as published, to one decimal place.',
        resolution_source: "https://www.bls.gov/cpi/",
      }),
    );
    expect(j).toMatchObject({ status: "refused", relation: "overlap", reasons: ["series_differs"] });
    const series = j.rule_diff.find((d) => d.field === "source.series");
    expect(series).toMatchObject({ a: "cpi_u_all_items", b: "cpi_w_all_items", severity: "blocking" });
    expect(series?.evidence.a.length).toBeGreaterThan(0);
    expect(series?.evidence.b.map((e) => e.quote)).toContain("CPI-W");
  });

  it("judges nothing when a template is unfilled", () => {
    const j = judge(kalshiCpi(ABOVE_3), polyCpi("is above {{strike}}%"));
    expect(j).toMatchObject({ status: "refused", relation: null, polarity: null, confidence: 0 });
    expect(j.reasons).toEqual(["unfilled_template"]);
    expect(j.rule_diff[0]?.evidence.b.map((e) => e.quote)).toEqual(["{{strike}}"]);
  });

  it("turns an otherwise identical pair into overlap when the void rules pay differently", () => {
    const j = judge(
      kalshiCpi(
        ABOVE_3,
        "The change is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the figure has not been published by May 31, 2027, the market resolves to No.",
      ),
      polyCpi("is above 3.0%"),
    );
    expect(j).toMatchObject({ status: "paired", relation: "overlap" });
    expect(j.rule_diff.find((d) => d.field === "contingency.missing")).toMatchObject({
      a: "resolves_no",
      b: "extends",
      severity: "blocking",
    });
  });
});

describe("the rule every judgement keeps", () => {
  it("never calls a pair with a blocking difference identity, over both halves of the labelled set", () => {
    for (const pair of ALL) {
      const j = judge(pair.a, pair.b);
      const blocking = j.rule_diff.some((d) => d.severity === "blocking");
      if (blocking) expect(j.relation, pair.id).not.toBe("identity");
      expect(j.confidence_basis.blocking_differences, pair.id).toBe(
        j.rule_diff.filter((d) => d.severity === "blocking").length,
      );
      expect(() => PairJudgementSchema.parse(j), pair.id).not.toThrow();
    }
  });

  it("is the same judgement both ways round, relation mirrored", () => {
    const mirror = { subset: "superset", superset: "subset" } as Record<string, string>;
    for (const pair of ALL) {
      const ab = judgePair(fingerprintRules(pair.a), fingerprintRules(pair.b));
      const ba = judgePair(fingerprintRules(pair.b), fingerprintRules(pair.a));
      const expected = ab.relation === null ? null : (mirror[ab.relation] ?? ab.relation);
      expect(ba.relation, pair.id).toBe(expected);
      expect(ba.polarity, pair.id).toBe(ab.polarity);
    }
  });
});

describe("a pair with a planted blocking trap is never identity (one test per trap, both halves)", () => {
  for (const trap of BLOCKING_TRAPS) {
    const pairs = ALL.filter((pair) => pair.traps.includes(trap));
    it(`${trap} (${pairs.length} pairs)`, () => {
      expect(pairs.length).toBeGreaterThan(0);
      for (const pair of pairs) {
        const j = judge(pair.a, pair.b);
        expect(j.relation, pair.id).not.toBe("identity");
        expect(
          j.rule_diff.some((d) => d.severity === "blocking"),
          pair.id,
        ).toBe(true);
      }
    });
  }
});
