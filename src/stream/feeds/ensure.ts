/**
 * The minute cron's call (and `POST /api/refresh?plane=feeds`): every venue's feed follows the
 * catalog's contracts. Kept apart from the Durable Object's module, so the API document can be built
 * without the Workers runtime.
 */
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { loadFeedPlans } from "./plan.ts";
import type { FeedReport } from "./venue-feed.ts";

export async function ensureVenueFeeds(env: Pick<Bindings, "DB" | "VENUE_FEED">): Promise<FeedReport[]> {
  const plans = await loadFeedPlans(env.DB);
  return Promise.all(VENUE_IDS.map((venue) => env.VENUE_FEED.getByName(venue).ensure(venue, plans[venue])));
}
