/** The pairs view's words, rule passages and basis shapes (`ui/pairs-format.ts`), without a browser. */
import { describe, expect, it } from "vitest";

import {
  basisCandles,
  basisQuery,
  basisSummaryText,
  confidenceText,
  diffCounts,
  legPassages,
  legWholeText,
  pairsPageText,
  sectionName,
  verdictText,
} from "../../../src/terminal/ui/pairs-format.ts";
import type { EquivalenceBasis, RuleDiff } from "../../../src/terminal/ui/types.ts";

// Leg a's primary rule, as a Kalshi-style text written for this test; offsets below are into it.
const A_PRIMARY =
  "If the CPI year-over-year change for November 2026 is above 3.0%, then the market resolves to Yes.";
// Leg b's description, Polymarket-style.
const B_DESCRIPTION =
  "This market resolves to Yes if the BLS reports a CPI-U YoY change of 3.0% or higher for November 2026. Otherwise No.";

const quote = (
  text: string,
  words: string,
  section: "rules_primary" | "description" | "title" | "rules_secondary",
) => {
  const start = text.indexOf(words);
  if (start < 0) throw new Error(`${words} not in the text`);
  return { section, start, end: start + words.length, quote: words };
};

const comparator: RuleDiff = {
  field: "comparator",
  a: ">",
  b: "≥",
  severity: "blocking",
  note: "Leg a pays above the threshold, leg b at it too.",
  evidence: {
    a: [quote(A_PRIMARY, "above 3.0%", "rules_primary")],
    b: [quote(B_DESCRIPTION, "3.0% or higher", "description")],
  },
};
// Cites words overlapping the comparator's on leg a ("3.0%, then"), and a second passage further on.
const rounding: RuleDiff = {
  field: "rounding",
  a: null,
  b: "as published",
  severity: "cosmetic",
  note: "Only leg b says how the figure is rounded.",
  evidence: {
    a: [
      quote(A_PRIMARY, "3.0%, then", "rules_primary"),
      quote(A_PRIMARY, "resolves to Yes", "rules_primary"),
    ],
    b: [quote(B_DESCRIPTION, "the BLS reports", "description")],
  },
};
const evidenceStandard: RuleDiff = {
  field: "evidence_standard",
  a: null,
  b: "official_publication",
  severity: "material",
  note: "Only leg b names its evidence.",
  evidence: { a: [], b: [quote(B_DESCRIPTION, "BLS reports a CPI-U", "description")] },
};

describe("a pair in words", () => {
  it("says the relation and polarity, the confidence to two decimals and the differences by severity", () => {
    expect(verdictText({ relation: "identity", polarity: "same" })).toBe("identity · same polarity");
    expect(verdictText({ relation: "complement", polarity: "inverted" })).toBe(
      "complement · inverted polarity",
    );
    expect(verdictText({ relation: "overlap", polarity: null })).toBe("overlap · polarity unknown");
    expect(confidenceText(1)).toBe("1.00");
    expect(confidenceText(0.945)).toBe("0.94");
    expect(diffCounts([])).toBe("no difference");
    expect(diffCounts([rounding, comparator, rounding, evidenceStandard])).toBe(
      "1 blocking, 1 material, 2 cosmetic",
    );
    expect(sectionName("early_close_condition")).toBe("early close condition");
  });

  it("says where a page of the list stands", () => {
    expect(pairsPageText({ page: 1, page_size: 50, total_rows: 1 }, 1)).toBe(
      "1 pair, highest confidence first",
    );
    expect(pairsPageText({ page: 1, page_size: 50, total_rows: 50 }, 50)).toBe(
      "50 pairs, highest confidence first",
    );
    expect(pairsPageText({ page: 1, page_size: 50, total_rows: 161 }, 50)).toBe(
      "1–50 of 161 pairs, highest confidence first",
    );
    expect(pairsPageText({ page: 4, page_size: 50, total_rows: 161 }, 11)).toBe(
      "151–161 of 161 pairs, highest confidence first",
    );
  });
});

describe("a leg's rule passages", () => {
  it("joins overlapping quotes into one passage marked by the strongest severity, and marks the gap between passages", () => {
    const sections = legPassages([comparator, rounding, evidenceStandard], "a");
    expect(sections).toHaveLength(1);
    const [primary] = sections;
    expect(primary?.section).toBe("rules_primary");
    // "above 3.0%" (54–64) and "3.0%, then" (60–70) overlap: one passage "above 3.0%, then".
    const start = A_PRIMARY.indexOf("above 3.0%");
    expect(primary?.passages).toEqual([
      {
        start,
        end: start + "above 3.0%, then".length,
        text: "above 3.0%, then",
        severity: "blocking",
        fields: ["comparator", "rounding"],
        diffs: [0, 1],
        gapBefore: true,
      },
      {
        start: A_PRIMARY.indexOf("resolves to Yes"),
        end: A_PRIMARY.indexOf("resolves to Yes") + 15,
        text: "resolves to Yes",
        severity: "cosmetic",
        fields: ["rounding"],
        diffs: [1],
        gapBefore: true,
      },
    ]);
    // Every passage's words are the text's own at its offsets.
    for (const p of primary?.passages ?? []) expect(A_PRIMARY.slice(p.start, p.end)).toBe(p.text);
  });

  it("keeps each leg's own quotes, and a leg no difference quotes has no passage", () => {
    const b = legPassages([comparator, rounding, evidenceStandard], "b");
    expect(b.map((s) => s.section)).toEqual(["description"]);
    // "the BLS reports" and "BLS reports a CPI-U" overlap: one material passage; "3.0% or higher" is blocking.
    expect(b[0]?.passages.map((p) => [p.text, p.severity, p.diffs])).toEqual([
      ["the BLS reports a CPI-U", "material", [1, 2]],
      ["3.0% or higher", "blocking", [0]],
    ]);
    for (const p of b[0]?.passages ?? []) expect(B_DESCRIPTION.slice(p.start, p.end)).toBe(p.text);
    expect(legPassages([evidenceStandard], "a")).toEqual([]);
    expect(legPassages([], "b")).toEqual([]);
  });

  it("orders sections as the venue's texts read (title first), and a passage at a section's start has no gap before it", () => {
    const title = "CPI above 3.0% in November?";
    const diff: RuleDiff = {
      ...comparator,
      evidence: {
        a: [quote(A_PRIMARY, "above 3.0%", "rules_primary"), quote(title, "CPI above", "title")],
        b: [],
      },
    };
    const sections = legPassages([diff], "a");
    expect(sections.map((s) => s.section)).toEqual(["title", "rules_primary"]);
    expect(sections[0]?.passages[0]?.gapBefore).toBe(false);
    expect(sections[1]?.passages[0]?.gapBefore).toBe(true);
  });
});

describe("a leg's whole rule texts", () => {
  it("cuts each section into the words no difference cites and the marked passages, which read back as the text", () => {
    const texts = [
      { section: "title" as const, text: "CPI above 3.0% in November 2026?" },
      { section: "rules_primary" as const, text: A_PRIMARY },
    ];
    const sections = legWholeText(texts, [comparator, rounding, evidenceStandard], "a");
    expect(sections.map((s) => s.section)).toEqual(["title", "rules_primary"]);
    // No difference cites the title: one plain stretch.
    expect(sections[0]?.stretches).toEqual([{ text: texts[0]?.text, passage: null }]);
    const primary = sections[1]?.stretches ?? [];
    // Plain, "above 3.0%, then" (blocking), plain, "resolves to Yes" (cosmetic), plain ".".
    expect(primary.map((t) => [t.text, t.passage?.severity ?? null])).toEqual([
      ["If the CPI year-over-year change for November 2026 is ", null],
      ["above 3.0%, then", "blocking"],
      [" the market ", null],
      ["resolves to Yes", "cosmetic"],
      [".", null],
    ]);
    expect(primary.map((t) => t.text).join("")).toBe(A_PRIMARY);
  });

  it("leaves a passage whose offsets do not fit the text unmarked rather than misplaced", () => {
    const shorter = [{ section: "rules_primary" as const, text: "If the CPI is above 3.0%." }];
    const [primary] = legWholeText(shorter, [comparator], "a");
    expect(primary?.stretches).toEqual([{ text: "If the CPI is above 3.0%.", passage: null }]);
  });
});

describe("the basis", () => {
  it("asks for the window ending with the current minute, in the window's bucket width", () => {
    const now = Date.parse("2026-12-05T08:17:42.500Z");
    expect(basisQuery("1h", now)).toBe("from=2026-12-05T07:18:00Z&to=2026-12-05T08:18:00Z&interval=1m");
    expect(basisQuery("6h", now)).toBe("from=2026-12-05T02:18:00Z&to=2026-12-05T08:18:00Z&interval=5m");
    // A day is the route's longest window: 1,440 minutes exactly.
    expect(basisQuery("24h", now)).toBe("from=2026-12-04T08:18:00Z&to=2026-12-05T08:18:00Z&interval=1h");
  });

  it("draws the buckets with a quoted minute as candles and leaves the others out", () => {
    const bucket = (start: string, mid: [string, string, string, string] | null) => ({
      start,
      end: start,
      minutes: 5,
      quoted_minutes: mid ? 5 : 0,
      quoted_share: mid ? 1 : 0,
      mid_basis: mid ? { open: mid[0], high: mid[1], low: mid[2], close: mid[3] } : null,
      close: null,
      execution: {
        edges: null,
        reason: "book_not_taped" as const,
        fee_terms_fetched_at: { a: null, b: null },
      },
    });
    const buckets = [
      bucket("2026-12-05T08:00:00Z", ["0.0250", "0.0400", "-0.0100", "0.0150"]),
      bucket("2026-12-05T08:05:00Z", null),
      bucket("2026-12-05T08:10:00Z", ["-0.0050", "0.0000", "-0.0050", "0.0000"]),
    ];
    expect(basisCandles({ buckets })).toEqual([
      { start_at: "2026-12-05T08:00:00Z", open: 0.025, high: 0.04, low: -0.01, close: 0.015 },
      { start_at: "2026-12-05T08:10:00Z", open: -0.005, high: 0, low: -0.005, close: 0 },
    ]);
  });

  it("sums the window up: the quoted share, mean, deviation and half-life, or why there is none", () => {
    const summary = (over: Partial<EquivalenceBasis["summary"]>): EquivalenceBasis["summary"] => ({
      minutes: 60,
      quoted_minutes: 52,
      quoted_share: 52 / 60,
      mean: -0.02504,
      standard_deviation: 0.00312,
      ar1: { phi: 0.85, intercept: 0, observations: 50, half_life_minutes: 4.265, reason: null },
      ar1_reason: null,
      executable_minutes: 0,
      tradeable_share: null,
      ...over,
    });
    expect(basisSummaryText(summary({}))).toBe(
      "quoted 87% of 60 min · mean −0.0250 · sd 0.0031 · half-life 4.3 min",
    );
    expect(
      basisSummaryText(
        summary({
          standard_deviation: null,
          ar1: null,
          ar1_reason: "too_few_observations",
        }),
      ),
    ).toBe("quoted 87% of 60 min · mean −0.0250 · no half-life (too few observations)");
    expect(
      basisSummaryText(
        summary({
          ar1: {
            phi: 1.02,
            intercept: 0,
            observations: 50,
            half_life_minutes: null,
            reason: "no_mean_reversion",
          },
        }),
      ),
    ).toBe("quoted 87% of 60 min · mean −0.0250 · sd 0.0031 · no half-life (no mean reversion)");
    // One quoted minute of 360 is not 0%; 359 of 360 is not 100%.
    expect(
      basisSummaryText(
        summary({
          minutes: 360,
          quoted_minutes: 1,
          quoted_share: 1 / 360,
          mean: 0.72,
          standard_deviation: null,
        }),
      ),
    ).toBe("quoted <1% of 360 min · mean 0.7200 · half-life 4.3 min");
    expect(basisSummaryText(summary({ minutes: 360, quoted_minutes: 359, quoted_share: 359 / 360 }))).toMatch(
      /^quoted >99% of 360 min · /,
    );
    expect(basisSummaryText(summary({ quoted_minutes: 0, quoted_share: 0, mean: null }))).toBe(
      "quoted 0% of 60 min · no minute with both legs two-sided",
    );
  });
});
