/**
 * What a venue feed needs to know of each venue's market-data WebSocket, from each venue's live-feed
 * capability (src/venues/<venue>/feed.ts, listed in src/venues/registry.ts).
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import { type FeedAdapter, venueTable } from "../../venues/registry.ts";

export type {
  FeedAdapter,
  FeedDepth,
  FeedEnv,
  Handshake,
  ResolvedKey,
  RestBook,
} from "../../venues/registry.ts";

export const FEED_ADAPTERS: Readonly<Record<VenueId, FeedAdapter>> = venueTable((venue) => venue.feed);
