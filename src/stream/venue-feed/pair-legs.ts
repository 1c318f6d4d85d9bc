/**
 * The active equivalence pairs' legs that the catalog's feed plan does not hold, followed on the venues'
 * subscriber shards (`follow.ts`) as a subscriber's markets are: so every such pair's live basis
 * (`basis:<pair_id>`) has both legs' books, and the lake's book tape holds a Kalshi leg's book for the
 * basis route's edges (Kalshi's listing carries no books; its tape holds what the feeds follow).
 *
 * - Asked by the minute cron's `ensureVenueFeeds`, so each minute renews the legs' leases
 *   (`SUBSCRIBER_LEASE_MS`, two minutes): a withdrawn pair's legs are let go when their lease runs out.
 * - At most `pairLegBudget(venue)` legs a venue: the share of the subscriber budget one subscriber may
 *   hold, so the legs never take the room subscribers have. The pairs of highest confidence come first.
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { activePairs } from "../../equivalence/store/pairs.ts";
import { openDb } from "../../platform/db/db.ts";
import { venueIds } from "../../venues/registry.ts";
import { followOnSubscriberShards, type SubscriberFollow } from "./follow.ts";
import type { FeedPlans } from "./plan.ts";
import { subscriberMarketShare } from "./shards.ts";

/** Pair legs outside the catalog's plan a venue's subscriber shards follow at most (one subscriber's share). */
export function pairLegBudget(venue: VenueId): number {
  return subscriberMarketShare(venue);
}

/** Per venue: the legs outside the plan, how many were asked (within the budget), followed, and why not. */
export interface PairLegsReport {
  venue: VenueId;
  outside_plan: number;
  asked: number;
  followed: number;
  refused: Partial<Record<Exclude<SubscriberFollow["answer"], { ok: true }>["reason"], number>>;
}

/**
 * The legs each venue's subscriber shards should follow: every active pair's legs that `plans` do not
 * hold, by the pairs' confidence (highest first, then pair id), each once, at most `pairLegBudget` a
 * venue; and how many there were in all. Pure.
 */
export function pairLegsToFollow(
  pairs: readonly {
    pairId: string;
    venueA: VenueId;
    marketA: string;
    venueB: VenueId;
    marketB: string;
    confidence: number;
  }[],
  plans: FeedPlans,
): Record<VenueId, { legs: string[]; outsidePlan: number }> {
  const planned = new Set(venueIds().flatMap((venue) => plans[venue].map((m) => `${venue}:${m.market}`)));
  const ordered = [...pairs].sort((x, y) => y.confidence - x.confidence || (x.pairId < y.pairId ? -1 : 1));
  const out = Object.fromEntries(
    venueIds().map((v) => [v, { legs: [] as string[], outsidePlan: 0 }]),
  ) as Record<VenueId, { legs: string[]; outsidePlan: number }>;
  const seen = new Set<string>();
  for (const pair of ordered) {
    for (const [venue, market] of [
      [pair.venueA, pair.marketA],
      [pair.venueB, pair.marketB],
    ] as const) {
      const id = `${venue}:${market}`;
      if (planned.has(id) || seen.has(id)) continue;
      seen.add(id);
      const entry = out[venue];
      entry.outsidePlan++;
      if (entry.legs.length < pairLegBudget(venue)) entry.legs.push(market);
    }
  }
  return out;
}

/** Follows (or renews) the active pairs' legs outside `plans` on the subscriber shards; a report per venue. */
export async function followPairLegs(
  env: Pick<Bindings, "DB" | "VENUE_FEED">,
  plans: FeedPlans,
): Promise<PairLegsReport[]> {
  const wanted = pairLegsToFollow(await activePairs(openDb(env.DB)), plans);
  return Promise.all(
    venueIds().map(async (venue) => {
      const { legs, outsidePlan } = wanted[venue];
      const answers =
        legs.length === 0
          ? new Map<string, SubscriberFollow>()
          : await followOnSubscriberShards(env, venue, legs);
      const report: PairLegsReport = {
        venue,
        outside_plan: outsidePlan,
        asked: legs.length,
        followed: 0,
        refused: {},
      };
      for (const { answer } of answers.values()) {
        if (answer.ok) report.followed++;
        else report.refused[answer.reason] = (report.refused[answer.reason] ?? 0) + 1;
      }
      return report;
    }),
  );
}
