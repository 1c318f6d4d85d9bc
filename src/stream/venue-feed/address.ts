import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { feedShardName } from "./shards.ts";

/** The `VenueFeed` object of shard `index` of `venue`'s feed (named as `shards.ts` says). */
export function venueFeedShard(env: Pick<Bindings, "VENUE_FEED">, venue: VenueId, index: number) {
  return env.VENUE_FEED.getByName(feedShardName(venue, index));
}
