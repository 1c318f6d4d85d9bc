/**
 * The minute cron's call (and `POST /api/refresh?plane=feeds`): every venue's feed follows the
 * catalog's contracts, split into shards of the venue's per-shard budget (`shards.ts`). Kept apart from
 * the Durable Object's module, so the API document can be built without the Workers runtime.
 */
import { VENUE_IDS, type VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { loadFeedPlans } from "./plan.ts";
import { assignShards, FEED_SHARD_BUDGET, feedShardName, maxFeedShards } from "./shards.ts";
import type { FeedReport } from "./venue-feed.ts";

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
      const split = assignShards(plans[venue], FEED_SHARD_BUDGET[venue]);
      return Promise.all(venueFeedShards(env, venue).map((feed, i) => feed.ensure(venue, split[i] ?? [], i)));
    }),
  );
  // A shard that follows nothing is not reported.
  return reports.flat().filter((report) => report.markets > 0);
}
