/**
 * Which markets each venue feed follows: every catalog contract (the indices' and the factor themes'),
 * each with the lake's market id (what channels name) and the key the venue's stream uses for its book
 * (a Kalshi ticker; a Polymarket YES token id).
 */
import { isNotNull } from "drizzle-orm";
import type { VenueId } from "../../domain/methodology/venues.ts";
import { openDb } from "../../platform/db/db.ts";
import { contracts } from "../../platform/db/schema.ts";
import { registeredVenueId, venueIds } from "../../venues/registry.ts";
import { FEED_ADAPTERS } from "./adapters.ts";
import { MAX_FEED_MARKETS } from "./shards.ts";

export interface FeedMarket {
  /** The lake's `market_id`: what `book:<venue>:<market>` channels name. */
  market: string;
  /** The venue stream's key for the market's (YES) book. */
  key: string;
}

export type FeedPlans = Record<VenueId, FeedMarket[]>;

export async function loadFeedPlans(d1: D1Database): Promise<FeedPlans> {
  const rows = await openDb(d1)
    .selectDistinct({ venue: contracts.venue, marketId: contracts.marketId, venueRef: contracts.venueRef })
    .from(contracts)
    .where(isNotNull(contracts.marketId))
    .orderBy(contracts.venue, contracts.marketId);
  const plans = Object.fromEntries(venueIds().map((v) => [v, [] as FeedMarket[]])) as FeedPlans;
  const seen = new Set<string>();
  for (const row of rows) {
    const venue = registeredVenueId(row.venue);
    if (!venue) continue;
    const key = FEED_ADAPTERS[venue].streamKey(row.marketId, row.venueRef ?? {});
    if (!key || seen.has(`${venue}:${row.marketId}`)) continue;
    seen.add(`${venue}:${row.marketId}`);
    if (plans[venue].length < MAX_FEED_MARKETS) plans[venue].push({ market: row.marketId, key });
  }
  return plans;
}
