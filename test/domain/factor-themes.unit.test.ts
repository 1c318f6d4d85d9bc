import { describe, expect, it } from "vitest";
import {
  type QuoteRow,
  type ThemeContract,
  type ThemeInputs,
  themeReadout,
  type VenueSnapshot,
} from "../../src/domain/factor-themes/index.ts";

const AS_OF = Date.parse("2026-11-22T15:00:30Z");
const CYCLE = Date.parse("2026-11-22T15:00:00Z");

const THEMES = [
  { id: "growth", label: "Growth" },
  { id: "rates", label: "Rates" },
];

const CONTRACTS: ThemeContract[] = [
  {
    theme: "growth",
    venue: "a",
    market_id: "A-GROWTH",
    title: "A growth",
    adverse_side: "yes",
    close_time: "2027-01-01T00:00:00Z",
  },
  {
    theme: "growth",
    venue: "b",
    market_id: "B-GROWTH",
    title: "B growth",
    adverse_side: "yes",
    close_time: "2027-01-01T00:00:00Z",
  },
  {
    theme: "rates",
    venue: "a",
    market_id: "A-RATES",
    title: "A rates",
    adverse_side: "no",
    close_time: "2027-06-01T00:00:00Z",
  },
  {
    theme: "rates",
    venue: "b",
    market_id: "B-RATES",
    title: "B rates",
    adverse_side: "yes",
    close_time: "2027-06-01T00:00:00Z",
  },
];

function row(marketId: string, indicative: string | null, extra: Partial<QuoteRow> = {}): QuoteRow {
  return {
    market_id: marketId,
    outcome: "yes",
    title: `${marketId} as taped`,
    status: "open",
    bid: null,
    ask: null,
    indicative,
    volume_usd: "1250.50",
    usd_basis: "usd",
    observed_at: "2026-11-22T15:00:05Z",
    close_time: "2027-01-01T00:00:00Z",
    ...extra,
  };
}

function snapshot(
  venue: string,
  rows: QuoteRow[],
  cycleStartMs = CYCLE,
): Extract<VenueSnapshot, { kind: "snapshot" }> {
  return {
    kind: "snapshot",
    key: `lake/${venue}/2026-11-22/1500`,
    cycleStartMs,
    completeness: { status: "not_recorded" },
    rows,
  };
}

function readout(snapshots: Record<string, VenueSnapshot>, overrides: Partial<ThemeInputs> = {}) {
  return themeReadout({
    asOfMs: AS_OF,
    themes: THEMES,
    contracts: CONTRACTS,
    snapshots,
    venueA: "a",
    venueB: "b",
    budgetSeconds: 300,
    ...overrides,
  });
}

const FULL = {
  a: snapshot("a", [
    row("A-GROWTH", "0.6200", { bid: "0.6100", ask: "0.6300", mid: "0.62" }),
    row("A-RATES", "0.4000"),
  ]),
  b: snapshot("b", [row("B-GROWTH", "0.5800"), row("B-RATES", "0.3500"), row("B-OTHER", "0.9900")]),
};

describe("themeReadout: levels, composite and state", () => {
  it("averages the adverse probabilities of each theme's contracts, equal weight", () => {
    const out = readout(FULL);
    // growth: (0.62 + 0.58) / 2 = 0.60; rates: A is adverse on NO → 1 − 0.40 = 0.60, B 0.35 → 0.475.
    expect(out.factors.map((f) => [f.id, f.status, f.level])).toEqual([
      ["growth", "AVAILABLE", 0.6],
      ["rates", "AVAILABLE", 0.475],
    ]);
    expect(out.factors[1]?.constituents).toEqual([
      {
        venue: "a",
        market_id: "A-RATES",
        adverse_side: "no",
        adverse_probability: 0.6,
        fresh: true,
        counted: true,
        weight: 0.5,
        excluded_reason: null,
      },
      {
        venue: "b",
        market_id: "B-RATES",
        adverse_side: "yes",
        adverse_probability: 0.35,
        fresh: true,
        counted: true,
        weight: 0.5,
        excluded_reason: null,
      },
    ]);
    // composite = 100 × (0.60 + 0.475) / 2 = 53.75
    expect(out.composite).toEqual({ value: 53.75, status: "AVAILABLE", themes_used: 2, themes_total: 2 });
    expect(out.state).toBe("AVAILABLE");
  });

  it("copies each contract's quote from its snapshot row and never marks it executable", () => {
    const [growthA] = readout(FULL).contracts;
    expect(growthA).toEqual({
      venue: "a",
      market_id: "A-GROWTH",
      title: "A-GROWTH as taped",
      factor_id: "growth",
      adverse_side: "yes",
      status: "open",
      bid: 0.61,
      ask: 0.63,
      mid: 0.62,
      probability: 0.62,
      adverse_probability: 0.62,
      volume: 1250.5,
      volume_basis: "usd",
      close_time: "2027-01-01T00:00:00Z",
      observed_at: "2026-11-22T15:00:05Z",
      age_seconds: 25,
      fresh: true,
      counted: true,
      excluded_reason: null,
      source_object: "lake/a/2026-11-22/1500",
      executable: false,
    });
  });

  it("describes each venue from its snapshot: AVAILABLE with every contract, newest observed_at", () => {
    const out = readout({
      ...FULL,
      b: snapshot("b", [
        row("B-GROWTH", "0.5800", { observed_at: "2026-11-22T15:00:09Z" }),
        row("B-RATES", "0.3500"),
      ]),
    });
    expect(out.venue_b).toEqual({
      status: "AVAILABLE",
      as_of: "2026-11-22T15:00:09Z",
      source_object: "lake/b/2026-11-22/1500",
      reason: null,
      completeness: {
        status: "NOT_RECORDED",
        detail: "The collector recorded no failure; it does not record completeness otherwise.",
      },
      row_count: 2,
      freshness_budget_seconds: 300,
    });
  });

  it("counts a venue with part of its contracts as PARTIAL (reviewed scope only), and the state PARTIAL", () => {
    const out = readout({
      ...FULL,
      b: {
        ...snapshot("b", [row("B-GROWTH", "0.5800")]),
        completeness: { status: "incomplete", failures: 2 },
      },
    });
    expect(out.venue_b).toMatchObject({
      status: "PARTIAL",
      reason: "reviewed_thematic_scope_only",
      row_count: 1,
      completeness: { status: "INCOMPLETE", detail: "The collector recorded 2 failures in this snapshot." },
    });
    const rates = out.factors[1];
    expect(rates?.status).toBe("PARTIAL");
    expect(rates?.level).toBe(0.6); // A alone: 1 − 0.40
    expect(rates?.constituents[1]).toMatchObject({
      counted: false,
      weight: 0,
      excluded_reason: "not_in_snapshot",
    });
    expect(rates?.constituents[0]?.weight).toBe(1);
    expect(out.state).toBe("PARTIAL");
    // Both themes still have a level.
    expect(out.composite).toEqual({ value: 60, status: "AVAILABLE", themes_used: 2, themes_total: 2 });
  });

  it("never uses a stale snapshot: venue STALE, its quotes excluded, a theme with only stale prices STALE with no level", () => {
    const old = CYCLE - 10 * 60_000;
    const out = readout({
      a: snapshot(
        "a",
        [
          row("A-GROWTH", "0.6200", { observed_at: "2026-11-22T14:50:05Z" }),
          row("A-RATES", "0.4000", { observed_at: "2026-11-22T14:50:05Z" }),
        ],
        old,
      ),
      b: snapshot("b", [row("B-GROWTH", "0.5800")]),
    });
    expect(out.venue_a).toMatchObject({ status: "STALE", reason: "newest_snapshot_is_stale", row_count: 2 });
    expect(out.contracts[0]).toMatchObject({
      fresh: false,
      counted: false,
      excluded_reason: "stale_quote",
      age_seconds: 625,
    });
    expect(out.factors.map((f) => [f.status, f.level])).toEqual([
      ["PARTIAL", 0.58],
      ["STALE", null],
    ]);
    expect(out.composite).toEqual({ value: 58, status: "PARTIAL", themes_used: 1, themes_total: 2 });
    expect(out.state).toBe("PARTIAL");
  });

  it("excludes a quote older than the budget inside a fresh snapshot", () => {
    const out = readout({
      ...FULL,
      a: snapshot("a", [
        row("A-GROWTH", "0.6200", { observed_at: "2026-11-22T14:54:29Z" }),
        row("A-RATES", "0.4000"),
      ]),
    });
    // 15:00:30 − 14:54:29 = 361 s > 300 s.
    expect(out.contracts[0]).toMatchObject({
      age_seconds: 361,
      fresh: false,
      excluded_reason: "stale_quote",
    });
    expect(out.factors[0]).toMatchObject({ status: "PARTIAL", level: 0.58 });
    expect(out.venue_a).toMatchObject({ status: "PARTIAL", reason: "reviewed_thematic_scope_only" });
  });

  it("excludes closed markets and rows without a price; only the yes outcome is the quote", () => {
    const out = readout({
      ...FULL,
      a: snapshot("a", [
        row("A-GROWTH", "0.9000", { outcome: "no" }),
        row("A-RATES", "0.4000", { status: "closed" }),
      ]),
      b: snapshot("b", [row("B-GROWTH", null), row("B-RATES", "0.3500")]),
    });
    expect(out.contracts.map((c) => c.excluded_reason)).toEqual([
      "not_in_snapshot",
      "no_price",
      "market_not_open",
      null,
    ]);
    expect(out.factors.map((f) => [f.status, f.level])).toEqual([
      ["UNAVAILABLE", null],
      ["PARTIAL", 0.35],
    ]);
    expect(out.venue_a).toMatchObject({
      status: "UNAVAILABLE",
      reason: "no_usable_theme_contracts",
      row_count: 1,
    });
  });

  it("answers UNAVAILABLE without any snapshot, naming why per venue", () => {
    const out = readout({
      a: { kind: "unavailable", reason: "lake_unreadable", key: "lake/a/2026-11-22/1500" },
    });
    expect(out.state).toBe("UNAVAILABLE");
    expect(out.composite).toEqual({ value: null, status: "UNAVAILABLE", themes_used: 0, themes_total: 2 });
    expect(out.factors.every((f) => f.status === "UNAVAILABLE" && f.level === null)).toBe(true);
    expect(out.venue_a).toEqual({
      status: "UNAVAILABLE",
      as_of: null,
      source_object: "lake/a/2026-11-22/1500",
      reason: "lake_unreadable",
      completeness: { status: "UNAVAILABLE", detail: "The venue's newest lake snapshot could not be read." },
      row_count: 0,
      freshness_budget_seconds: 300,
    });
    expect(out.venue_b).toMatchObject({ status: "UNAVAILABLE", reason: "no_snapshot", source_object: null });
    expect(
      out.contracts.every((c) => c.excluded_reason === "venue_unavailable" && c.probability === null),
    ).toBe(true);
  });

  it("is AVAILABLE only with both venues AVAILABLE, even when every theme has a level", () => {
    // Every theme keeps a level through venue b, but venue a lacks A-GROWTH.
    const out = readout({ ...FULL, a: snapshot("a", [row("A-RATES", "0.4000")]) });
    expect(out.composite.status).toBe("AVAILABLE");
    expect(out.venue_a.status).toBe("PARTIAL");
    expect(out.state).toBe("PARTIAL");
  });

  it("rounds levels to 6 decimals and the composite to 4", () => {
    const out = readout({
      a: snapshot("a", [row("A-GROWTH", "0.3333"), row("A-RATES", "0.1000")]),
      b: snapshot("b", [row("B-GROWTH", "0.3334"), row("B-RATES", "0.0001")]),
    });
    // growth (0.3333 + 0.3334) / 2 = 0.33335; rates (0.9 + 0.0001) / 2 = 0.45005;
    // composite 100 × (0.33335 + 0.45005) / 2 = 39.17.
    expect(out.factors.map((f) => f.level)).toEqual([0.33335, 0.45005]);
    expect(out.composite.value).toBe(39.17);
  });
});
