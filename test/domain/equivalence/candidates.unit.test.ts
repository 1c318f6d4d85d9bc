import { describe, expect, it } from "vitest";
import {
  blockingSubject,
  candidatePairs,
  DEFAULT_MAX_CANDIDATES,
  MAX_TOLERANCE_MS,
  matchVenues,
  nearestCandidates,
} from "../../../src/domain/equivalence/candidates.ts";
import { fingerprintRules } from "../../../src/domain/equivalence/fingerprint.ts";
import { DEVELOPMENT_PAIRS, HELD_OUT_PAIRS } from "../../../src/domain/equivalence/labelled/index.ts";
import { kalshiLeg, polymarketLeg } from "../../../src/domain/equivalence/labelled/types.ts";

const ALL = [...DEVELOPMENT_PAIRS, ...HELD_OUT_PAIRS];

describe("candidate generation", () => {
  const a = ALL.map((p) => fingerprintRules(p.a));
  const b = ALL.map((p) => fingerprintRules(p.b));
  const { pairs, stats } = candidatePairs(a, b);
  const found = new Set(pairs.map(([i, j]) => `${i}:${j}`));

  it("brings almost every labelled look-alike together from two pooled venues", () => {
    const missed = ALL.filter((_, i) => !found.has(`${i}:${i}`));
    // Pooled, the 178 legs of each venue could make 31,684 pairs; blocking looks at a few hundred.
    expect(missed.length / ALL.length).toBeLessThan(0.02);
    expect(stats.comparisons).toBeLessThan(ALL.length * 8);
  });

  it("never leaves out a look-alike the judge finds identical", () => {
    for (const [i, pair] of ALL.entries()) {
      if (pair.label.relation === "identity") expect(found.has(`${i}:${i}`), pair.id).toBe(true);
    }
  });

  it("blocks look-alike subjects together so they can be refused with their reason", () => {
    const key = (id: string) => blockingSubject(a[ALL.findIndex((p) => p.id === id)] as never);
    const keyB = (id: string) => blockingSubject(b[ALL.findIndex((p) => p.id === id)] as never);
    expect(key("H084")).toBe("crude_oil"); // WTI
    expect(keyB("H084")).toBe("crude_oil"); // Brent
    expect(key("D087")).toBe(keyB("D087")); // Brightwater Energy, Bright Water Shipping
  });
});

describe("cost on a whole venue", () => {
  // 1,000 look-alike weather markets a venue: five cities, 50 days, four thresholds a day.
  const CITIES = [
    ["Central Park, New York", "KNYC"],
    ["Chicago O'Hare International Airport", "KORD"],
    ["Denver International Airport", "KDEN"],
    ["Miami International Airport", "KMIA"],
    ["Philadelphia International Airport", "KPHL"],
  ] as const;
  const day = (n: number) =>
    new Date(Date.UTC(2027, 5, 1) + n * 86_400_000).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
  const legs = CITIES.flatMap(([name, code], c) =>
    Array.from({ length: 200 }, (_, i) => {
      const t = 80 + (i % 4) * 2;
      const when = day(Math.floor(i / 4));
      return {
        a: kalshiLeg({
          market_id: `KXHIGH${c}-${i}`,
          title: "High?",
          rules_primary: `If the maximum temperature recorded at ${name} on ${when} is above ${t}°F, then the market resolves to Yes.`,
          rules_secondary: `Whole degrees Fahrenheit from the National Weather Service Daily Climate Report (${code}), climate day in local standard time.`,
          settlement_sources: [],
        }),
        b: polymarketLeg({
          market_id: `${c}${i}`,
          question: "High?",
          description: `This market will resolve to "Yes" if the highest temperature at ${name} (${code}) on ${when} is above ${t}°F. Otherwise, this market will resolve to "No".\n\nWhole degrees Fahrenheit; climate day in local standard time.`,
          resolution_source: "",
        }),
      };
    }),
  );

  it("looks at a bounded number of pairs per market and finds each market's twin", () => {
    const match = matchVenues(
      legs.map((l) => l.a),
      legs.map((l) => l.b),
    );
    expect(match.stats.markets_a).toBe(1_000);
    // Each market sees its city's markets within two days: 5 days × 4 thresholds = 20, not 1,000.
    expect(match.stats.comparisons).toBeLessThanOrEqual(1_000 * 20);
    expect(match.stats.candidates).toBeLessThanOrEqual(1_000 * DEFAULT_MAX_CANDIDATES);
    const identical = match.paired.filter((p) => p.judgement.relation === "identity");
    expect(identical.length).toBe(1_000);
    expect(identical.every((p) => p.a === p.b)).toBe(true);
    // Other rungs of the same day are related, not identical; other days are refused (another window).
    expect(match.refused.every((p) => p.judgement.reasons.includes("window_differs"))).toBe(true);
  });
});

describe("one market's candidates from stored blocks", () => {
  const DAY = 86_400_000;
  const at0 = Date.parse("2027-06-10T00:00:00Z");
  const block = (id: string, days: number, threshold: number | null) => ({
    id,
    key: "temperature:new_york",
    at: at0 + days * DAY,
    toleranceMs: 2 * DAY,
    threshold,
  });
  // Sorted by anchor, as `rule_blocks` is read.
  const list = [
    block("far-before", -3, 80),
    block("d-2", -2, 90),
    block("d-1", -1, 80),
    block("d0-t85", 0, 85),
    block("d0-t81", 0, 81),
    block("d0-none", 0, null),
    block("d1", 1, 80),
    block("far-after", 2.5, 80),
  ].sort((x, y) => x.at - y.at);
  const byId = (x: { id: string }, y: { id: string }) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  const market = { key: "temperature:new_york", at: at0, toleranceMs: 2 * DAY, threshold: 80 };

  it("keeps those within the tolerance, nearest anchor first, then nearest threshold, then the caller's order", () => {
    const { near, inRange } = nearestCandidates(market, list, 24, byId);
    expect(inRange).toBe(6);
    expect(near.map((c) => c.id)).toEqual(["d0-t81", "d0-t85", "d0-none", "d-1", "d1", "d-2"]);
    expect(nearestCandidates(market, list, 2, byId).near.map((c) => c.id)).toEqual(["d0-t81", "d0-t85"]);
  });

  it("looks only at the range: markets outside it cost nothing, however many", () => {
    const crowded = [
      ...Array.from({ length: 5_000 }, (_, i) => block(`old-${i}`, -400 + i / 100, 80)),
      ...list,
      ...Array.from({ length: 5_000 }, (_, i) => block(`new-${i}`, 300 + i / 100, 80)),
    ].sort((x, y) => x.at - y.at);
    const { near, inRange } = nearestCandidates(market, crowded, 24, byId);
    expect(inRange).toBe(6);
    expect(near.map((c) => c.id)).toEqual(nearestCandidates(market, list, 24, byId).near.map((c) => c.id));
    // No window kind's tolerance is wider than the one the judge looks around a changed market with.
    expect(MAX_TOLERANCE_MS).toBe(120 * DAY);
  });
});
