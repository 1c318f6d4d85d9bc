/**
 * Which equivalence pairs' legs the venue feeds follow beyond the catalog's plan (`pairLegsToFollow`):
 * every leg outside the plan, once, the pairs of highest confidence first, within each venue's budget.
 * Following them on the subscriber shards is tested in workerd (subscriber-markets.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { VenueId } from "../../../src/domain/methodology/venues.ts";
import { pairLegBudget, pairLegsToFollow } from "../../../src/stream/venue-feed/pair-legs.ts";
import type { FeedPlans } from "../../../src/stream/venue-feed/plan.ts";
import { subscriberMarketBudget } from "../../../src/stream/venue-feed/shards.ts";

const plans: FeedPlans = {
  kalshi: [{ market: "KX-CATALOG", key: "KX-CATALOG" }],
  polymarket: [{ market: "900", key: "token-900" }],
};

function pair(
  id: string,
  a: string,
  b: string,
  confidence: number,
  venues: [VenueId, VenueId] = ["kalshi", "polymarket"],
) {
  return { pairId: id, venueA: venues[0], marketA: a, venueB: venues[1], marketB: b, confidence };
}

describe("the pairs' legs the feeds follow", () => {
  it("are the legs outside the plan, each once, highest confidence first", () => {
    const wanted = pairLegsToFollow(
      [
        pair("p1", "KX-LOW", "901", 0.5),
        pair("p2", "KX-CATALOG", "902", 0.99),
        pair("p3", "KX-HIGH", "900", 0.9),
        pair("p4", "KX-HIGH", "903", 0.9),
      ],
      plans,
    );
    // The catalog's markets are the catalog shards' own; KX-HIGH is asked once though two pairs use it.
    expect(wanted.kalshi).toEqual({ legs: ["KX-HIGH", "KX-LOW"], outsidePlan: 2 });
    expect(wanted.polymarket).toEqual({ legs: ["902", "903", "901"], outsidePlan: 3 });
  });

  it("ties in confidence go by pair id, so the same pairs give the same legs every minute", () => {
    const pairs = [pair("pb", "KX-B", "801", 0.8), pair("pa", "KX-A", "802", 0.8)];
    expect(pairLegsToFollow(pairs, plans).kalshi.legs).toEqual(["KX-A", "KX-B"]);
    expect(pairLegsToFollow([...pairs].reverse(), plans).kalshi.legs).toEqual(["KX-A", "KX-B"]);
  });

  it("stop at the venue's budget, a subscriber's share of the subscriber shards, and count the rest", () => {
    for (const venue of ["kalshi", "polymarket"] as const) {
      expect(pairLegBudget(venue)).toBeGreaterThan(0);
      expect(pairLegBudget(venue)).toBeLessThan(subscriberMarketBudget(venue));
    }
    // As docs/equivalence.md states them.
    expect([pairLegBudget("kalshi"), pairLegBudget("polymarket")]).toEqual([50, 125]);
    const many = Array.from({ length: pairLegBudget("kalshi") + 7 }, (_, i) =>
      pair(`p${String(i).padStart(4, "0")}`, `KX-${i}`, "900", 1 - i / 10_000),
    );
    const wanted = pairLegsToFollow(many, plans);
    expect(wanted.kalshi.legs).toHaveLength(pairLegBudget("kalshi"));
    expect(wanted.kalshi.legs[0]).toBe("KX-0");
    expect(wanted.kalshi.outsidePlan).toBe(pairLegBudget("kalshi") + 7);
    expect(wanted.polymarket).toEqual({ legs: [], outsidePlan: 0 });
  });
});
