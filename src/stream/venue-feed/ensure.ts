/**
 * The minute cron's call (and `POST /api/refresh?plane=feeds`): every venue's feed follows the
 * catalog's contracts, split into shards of the venue's per-shard budget (`shards.ts`). Kept apart from
 * the Durable Object's module, so the API document can be built without the Workers runtime.
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { venueIds } from "../../venues/registry.ts";
import { venueFeedShard } from "./address.ts";
import { followPairLegs, type PairLegsReport } from "./pair-legs.ts";
import { loadFeedPlans } from "./plan.ts";
import { allFeedShardCount, assignShards, FEED_SHARD_BUDGET, maxFeedShards } from "./shards.ts";
import type { FeedReport } from "./venue-feed.ts";

/**
 * Every possible shard of `venue`'s feed, in order: the catalog's (those beyond the current split
 * follow nothing), then the subscribers'.
 */
export function venueFeedShards(env: Pick<Bindings, "VENUE_FEED">, venue: VenueId) {
  return Array.from({ length: allFeedShardCount(venue) }, (_, i) => venueFeedShard(env, venue, i));
}

/**
 * Ensures every catalog shard of every venue; shards past a venue's current split are told to follow
 * nothing. Subscriber shards keep their own leases (`VenueFeed.follow`); the active equivalence pairs'
 * legs outside the plan are followed (or renewed) there (`pair-legs.ts`), a courtesy whose failure
 * fails no catalog shard.
 */
export async function ensureVenueFeeds(env: Pick<Bindings, "DB" | "VENUE_FEED">): Promise<FeedReport[]> {
  const plans = await loadFeedPlans(env.DB);
  const legs = followPairLegs(env, plans).then(logPairLegs, (error: unknown) =>
    console.log(JSON.stringify({ level: "warn", msg: "pair_legs_failed", error: String(error) })),
  );
  const reports = await Promise.all(
    venueIds().map((venue) => {
      const split = assignShards(plans[venue], FEED_SHARD_BUDGET[venue]);
      return Promise.all(
        Array.from({ length: maxFeedShards(venue) }, (_, i) =>
          venueFeedShard(env, venue, i).ensure(venue, split[i] ?? [], i),
        ),
      );
    }),
  );
  await legs;
  // A shard that follows nothing is not reported.
  return reports.flat().filter((report) => report.markets > 0);
}

/** Says so when a venue's pair legs are not all followed (past the budget, or refused). */
function logPairLegs(reports: PairLegsReport[]) {
  const short = reports.filter((r) => r.followed < r.outside_plan);
  if (short.length > 0)
    console.log(JSON.stringify({ level: "info", msg: "pair_legs_not_all_followed", venues: short }));
}
