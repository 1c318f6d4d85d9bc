/**
 * The minute cron's call (and `POST /api/refresh?plane=feeds`): every venue's feed follows the
 * catalog's contracts, split into shards of the venue's per-shard budget (`shards.ts`). Kept apart from
 * the Durable Object's module, so the API document can be built without the Workers runtime.
 */
import { VENUE_IDS, type VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { FEED_ADAPTERS } from "./adapters.ts";
import { loadFeedPlans, MAX_FEED_MARKETS } from "./plan.ts";
import { assignShards, feedShardName } from "./shards.ts";
import type { FeedReport } from "./venue-feed.ts";

/** The most shards a venue's feed can have (its total budget over its per-shard budget). */
export function maxFeedShards(venue: VenueId): number {
  return Math.ceil(MAX_FEED_MARKETS / FEED_ADAPTERS[venue].shardBudget);
}

/** Every possible shard of `venue`'s feed, in order (those beyond the current split follow nothing). */
export function venueFeedShards(env: Pick<Bindings, "VENUE_FEED">, venue: VenueId) {
  return Array.from({ length: maxFeedShards(venue) }, (_, i) =>
    env.VENUE_FEED.getByName(feedShardName(venue, i)),
  );
}

/** Ensures every shard of every venue; shards past a venue's current split are told to follow nothing. */
export async function ensureVenueFeeds(env: Pick<Bindings, "DB" | "VENUE_FEED">): Promise<FeedReport[]> {
  const plans = await loadFeedPlans(env.DB);
  const reports = await Promise.all(
    VENUE_IDS.map((venue) => {
      const split = assignShards(plans[venue], FEED_ADAPTERS[venue].shardBudget);
      return Promise.all(venueFeedShards(env, venue).map((feed, i) => feed.ensure(venue, split[i] ?? [], i)));
    }),
  );
  // A shard that follows nothing is not reported.
  return reports.flat().filter((report) => report.markets > 0);
}
