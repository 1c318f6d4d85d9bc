import { describe, expect, it } from "vitest";
import { fingerprintRules } from "../../../src/domain/equivalence/fingerprint.ts";
import { DEVELOPMENT_PAIRS } from "../../../src/domain/equivalence/labelled/development.ts";
import { HELD_OUT_PAIRS } from "../../../src/domain/equivalence/labelled/held-out.ts";
import { kalshiLeg, polymarketLeg } from "../../../src/domain/equivalence/labelled/types.ts";
import { type Field, RuleFingerprintSchema } from "../../../src/domain/equivalence/schema.ts";
import { sectionsOf } from "../../../src/domain/equivalence/text.ts";
import type { MarketRules } from "../../../src/domain/equivalence/venue-rules.ts";

const readValue = <T>(field: Field<T>): T | null => (field.status === "read" ? field.value : null);

const CPI = kalshiLeg({
  market_id: "KXCPIYOY-26NOV-T3.1",
  title: "CPI year-over-year for November 2026 above 3.1%?",
  rules_primary:
    "If the year-over-year change in CPI-U for November 2026 is above 3.1%, then the market resolves to Yes.",
  rules_secondary:
    "The figure is the 12-month percent change in the CPI-U, all items, not seasonally adjusted, as first released by the Bureau of Labor Statistics, rounded to one decimal place as published. If the release is delayed, the market remains open until it is published.",
  settlement_sources: [{ name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" }],
  close_time: "2026-12-10T13:25:00Z",
});

describe("a Kalshi CPI rule, field by field", () => {
  const fp = fingerprintRules(CPI).fields;

  it("reads every field the text states", () => {
    expect(readValue(fp.subject)?.id).toBe("us_cpi");
    expect(readValue(fp.metric)).toEqual({ measure: "change_yoy", seasonal_adjustment: "not_adjusted" });
    expect(readValue(fp.comparator)).toBe(">");
    expect(readValue(fp.threshold)).toEqual({ value: "3.1", unit: "percent" });
    expect(readValue(fp.rounding)).toEqual({ mode: "as_published", places: 1 });
    expect(readValue(fp.bucket)).toEqual({
      lower: { value: "3.1", inclusive: false },
      upper: null,
      unit: "percent",
      shape: "cumulative",
    });
    expect(readValue(fp.window)).toEqual({
      kind: "month",
      label: "2026-11",
      start: null,
      end: null,
      time_zone: null,
    });
    expect(readValue(fp.settlement_instant)).toBe("2026-12-10T13:25:00Z");
    expect(readValue(fp.source)).toEqual({ publisher: "bls", series: "cpi_u_all_items", print: "first" });
    expect(readValue(fp.evidence_standard)).toBe("official_publication");
    expect(readValue(fp.contingency)).toEqual({ missing: "extends", rescheduled: null });
    expect(readValue(fp.framing)).toEqual({ yes_when: "condition_true", negated: false, direction: "up" });
  });

  it("cites its words: the comparator, the threshold and the vintage", () => {
    expect(fp.comparator.evidence.map((e) => e.quote)).toEqual(["above"]);
    expect(fp.threshold.evidence.map((e) => [e.section, e.quote])).toEqual([["rules_primary", "3.1%"]]);
    const print = fp.source.evidence.find((e) => e.quote.includes("first"));
    expect(print).toMatchObject({ section: "rules_secondary", quote: "first released" });
  });

  it("leaves unknown what the text does not state, with the reason", () => {
    expect(fp.early_close.status).toBe("unknown");
    if (fp.early_close.status === "unknown") expect(fp.early_close.reason).toMatch(/early-close/);
  });
});

describe("evidence", () => {
  const legs: MarketRules[] = [...DEVELOPMENT_PAIRS, ...HELD_OUT_PAIRS].flatMap((p) => [p.a, p.b]);

  it("quotes exactly the characters at its offsets, in every field of both halves of the labelled set", () => {
    let checked = 0;
    for (const leg of legs) {
      const fp = fingerprintRules(leg);
      const texts = new Map(sectionsOf(leg).map((s) => [s.name, s.text]));
      const all = [...Object.values(fp.fields).flatMap((field) => field.evidence), ...fp.placeholders];
      for (const e of all) {
        expect(texts.get(e.section)?.slice(e.start, e.end), `${leg.market_id} ${e.section}`).toBe(e.quote);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it("gives every read field evidence, and the fingerprint matches its served schema", () => {
    for (const leg of legs) {
      const fp = fingerprintRules(leg);
      expect(() => RuleFingerprintSchema.parse(fp)).not.toThrow();
      for (const [name, field] of Object.entries(fp.fields)) {
        if (field.status === "read")
          expect(field.evidence.length, `${leg.market_id} ${name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("what the parser never guesses", () => {
  it("names no publisher, rounding or series the text does not give", () => {
    const bare = kalshiLeg({
      market_id: "KXCPIYOY-26NOV-T3.1",
      title: "CPI above 3.1%?",
      rules_primary: "If CPI inflation for November 2026 is above 3.1%, then the market resolves to Yes.",
      rules_secondary: "",
      settlement_sources: [],
    });
    const fp = fingerprintRules(bare).fields;
    expect(readValue(fp.subject)?.id).toBe("us_cpi");
    expect(fp.rounding.status).toBe("unknown");
    expect(fp.source.status).toBe("unknown");
    expect(fp.metric.status).toBe("unknown");
    expect(fp.settlement_instant.status).toBe("unknown");
  });

  it("reads no subject from a text about something it does not know", () => {
    const fp = fingerprintRules(
      polymarketLeg({
        market_id: "1",
        question: "Will the comet be visible?",
        description: 'This market will resolve to "Yes" if the comet is visible from Oslo on May 1, 2027.',
        resolution_source: "",
      }),
    ).fields;
    expect(fp.subject.status).toBe("unknown");
    expect(fp.comparator.status).toBe("unknown");
  });

  it("leaves a bucket unknown when the text does not say whether its bounds count", () => {
    const fp = fingerprintRules(
      polymarketLeg({
        market_id: "1",
        question: "CPI between 2.9% and 3.1%?",
        description:
          'This market will resolve to "Yes" if the 12-month change in the CPI-U for March 2027 is between 2.9% and 3.1%. Otherwise, this market will resolve to "No".',
        resolution_source: "https://www.bls.gov/cpi/",
      }),
    ).fields;
    expect(readValue(fp.comparator)).toBe("between");
    expect(fp.bucket.status).toBe("unknown");
  });
});

describe("placeholders", () => {
  it("finds every kind of unfilled template", () => {
    const quotes = (text: string) =>
      fingerprintRules(
        polymarketLeg({ market_id: "1", question: "q", description: text, resolution_source: "" }),
      ).placeholders.map((e) => e.quote);
    expect(quotes("above {{strike}}% in {{month}}")).toEqual(["{{strike}}", "{{month}}"]);
    expect(quotes("on [DATE], above $[STRIKE]")).toEqual(["[DATE]", "[STRIKE]"]);
    expect(quotes("for <MONTH> <YEAR>, above {threshold}°F before TBD")).toEqual([
      "<MONTH>",
      "<YEAR>",
      "{threshold}",
      "TBD",
    ]);
    expect(quotes('resolves to "Yes" if CPI for May 2027 is above 3.1%.')).toEqual([]);
  });
});

describe("windows and time zones", () => {
  const ipo = (deadline: string, secondary = "") =>
    readValue(
      fingerprintRules(
        kalshiLeg({
          market_id: "KXIPOX-27-Y",
          title: "IPO?",
          rules_primary: `If Example Labs, Inc. completes an initial public offering and its shares begin trading on a U.S. exchange ${deadline}, then the market resolves to Yes.`,
          rules_secondary: secondary,
          settlement_sources: [],
        }),
      ).fields.window,
    );

  it("reads a deadline's minute in its zone, daylight time included", () => {
    // 11:59 PM EST on December 31 is 04:59 UTC the next day; the deadline counts through that minute.
    expect(ipo("by 11:59 PM ET on December 31, 2027")?.end).toBe("2028-01-01T05:00:00Z");
    // In June New York keeps daylight time (UTC−4).
    expect(ipo("by 11:59 PM ET on June 30, 2027")?.end).toBe("2027-07-01T04:00:00Z");
    expect(ipo("by 11:59 PM PT on June 30, 2027")?.end).toBe("2027-07-01T07:00:00Z");
    expect(ipo("by 11:59 PM UTC on June 30, 2027")?.end).toBe("2027-07-01T00:00:00Z");
  });

  it("reads before a date as its midnight, and by a date as the end of it, in the stated zone", () => {
    expect(ipo("before January 1, 2028", "All times are Eastern Time.")?.end).toBe("2028-01-01T05:00:00Z");
    expect(ipo("on or before March 31, 2027", "Dates are Eastern Time.")?.end).toBe("2027-04-01T04:00:00Z");
  });

  it("leaves a deadline without a zone unknown", () => {
    expect(ipo("before January 1, 2028")).toBeNull();
  });

  it("reads a climate day in local standard time, and a calendar day in daylight time, as different hours", () => {
    const day = (words: string) =>
      readValue(
        fingerprintRules(
          polymarketLeg({
            market_id: "1",
            question: "q",
            description: `This market will resolve to "Yes" if the highest temperature recorded at Central Park (KNYC) on July 20, 2027 is above 89°F${words}. Otherwise, this market will resolve to "No".`,
            resolution_source: "",
          }),
        ).fields.window,
      );
    const standard = day(", for the climate day in local standard time");
    const daylight = day(" between 12:00 AM and 11:59 PM Eastern Daylight Time");
    expect(standard).toMatchObject({
      start: "2027-07-20T05:00:00Z",
      end: "2027-07-21T05:00:00Z",
      time_zone: "-05:00",
    });
    expect(daylight).toMatchObject({
      start: "2027-07-20T04:00:00Z",
      end: "2027-07-21T04:00:00Z",
      time_zone: "-04:00",
    });
  });
});

describe("framing", () => {
  const framing = (description: string) =>
    readValue(
      fingerprintRules(polymarketLeg({ market_id: "1", question: "q", description, resolution_source: "" }))
        .fields.framing,
    );

  it("reads a stated NO side and a negated event as YES pointing the other way", () => {
    expect(
      framing(
        'This market will resolve to "No" if the U-3 unemployment rate for March 2027 is 4.5% or lower. Otherwise, this market will resolve to "Yes".',
      ),
    ).toEqual({ yes_when: "condition_false", negated: false, direction: "up" });
    expect(
      framing(
        'This market will resolve to "Yes" if Example Labs does not complete an initial public offering by December 31, 2027, 11:59 PM ET. Otherwise "No".',
      ),
    ).toEqual({ yes_when: "condition_true", negated: true, direction: "not_occurs" });
  });

  it("does not read a comparator's own negation (does not exceed) as a negated condition", () => {
    expect(
      framing(
        'This market will resolve to "Yes" if the U-3 unemployment rate for March 2027 does not exceed 4.5%. Otherwise, this market will resolve to "No".',
      ),
    ).toEqual({ yes_when: "condition_true", negated: false, direction: "down" });
  });
});
