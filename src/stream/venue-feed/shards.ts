/**
 * How a venue's feed is split into shards (one venue connection each) and how the shards' states read
 * as the venue's one status. Pure.
 *
 * - A venue's markets are split into shards of at most the venue's per-shard budget
 *   (`FEED_SHARD_BUDGET`): shard `n` of a venue is the `VenueFeed` object named `<venue>:<n>`.
 * - The split is deterministic: a venue needs `ceil(markets / budget)` shards; each market goes to the
 *   shard its id hashes to, or, when that shard is full, the next one with room. The same market list
 *   always gives the same split, and a market keeps its shard while the venue's shard count stays the
 *   same (a new market elsewhere in the list never moves it).
 * - Markets a subscriber asks for beyond the catalog's go to the venue's subscriber shards, numbered
 *   after the catalog's (`subscriberShards`): a market's home shard by its hash, else the next with
 *   room, within `SUBSCRIBER_SHARDS × FEED_SHARD_BUDGET` markets a venue. Each is followed on a lease
 *   that the stream renews while a connection holds one of its channels (`SUBSCRIBER_LEASE_MS`).
 * - Clients hear one status per venue: the worst state of its shards (`rollUpVenueStatus`), its books
 *   `live` only when every shard holds them.
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import { venueTable } from "../../venues/registry.ts";
import type { V2Status, VENUE_FEED_STATES } from "../v2/messages.ts";

/**
 * Markets one feed shard (one venue connection) follows at most, per venue, from each venue's feed
 * budget (src/venues/registry.ts): Kalshi 100 tickers (one subscribe's worth), Polymarket 500 asset ids.
 */
export const FEED_SHARD_BUDGET: Readonly<Record<VenueId, number>> = venueTable(
  (venue) => venue.feedBudget.marketsPerShard,
);

/** Markets a venue's feed follows at most, over all its shards; the rest stay on the minute cycle. */
export const MAX_FEED_MARKETS = 500;

/** The most shards a venue's feed can have (its total budget over its per-shard budget). */
export function maxFeedShards(venue: VenueId): number {
  return Math.ceil(MAX_FEED_MARKETS / FEED_SHARD_BUDGET[venue]);
}

/**
 * A subscriber shard's answer for one market: followed (or its lease renewed), or why not (`full`: this
 * shard has no room; the stream tries the venue's next subscriber shard).
 */
export type FollowAnswer =
  | { ok: true }
  | { ok: false; reason: "full" | "unknown" | "closed" | "unreachable" | "other_venue" };

/** Shards a venue keeps for markets subscribers ask for beyond the catalog's. */
export const SUBSCRIBER_SHARDS: Readonly<Record<VenueId, number>> = venueTable(
  (venue) => venue.feedBudget.subscriberShards,
);

/** Markets beyond the catalog's a venue's feed follows at most for subscribers. */
export function subscriberMarketBudget(venue: VenueId): number {
  return SUBSCRIBER_SHARDS[venue] * FEED_SHARD_BUDGET[venue];
}

/** The share, in percent, of a venue's subscriber budget one anonymous address or one key may hold. */
export const SUBSCRIBER_MARKET_SHARE_PERCENT = 25;

/**
 * Markets outside the catalog that the connections of one anonymous address, or of one key, may hold
 * at once on a venue: a quarter of the venue's subscriber budget, so no one client takes it all and
 * at least three others always have room.
 */
export function subscriberMarketShare(venue: VenueId): number {
  return Math.floor((subscriberMarketBudget(venue) * SUBSCRIBER_MARKET_SHARE_PERCENT) / 100);
}

/**
 * A subscriber's market is followed this long after the stream last renewed it; the stream renews it
 * every `SUBSCRIBER_LEASE_RENEW_MS` while a connection holds one of its channels.
 */
export const SUBSCRIBER_LEASE_MS = 120_000;
export const SUBSCRIBER_LEASE_RENEW_MS = 30_000;

/**
 * The subscriber shards of `venue` to try for `market`, in order: its home shard (by hash) first, then
 * the others. Shard numbers follow the catalog's (`maxFeedShards`).
 */
export function subscriberShards(venue: VenueId, market: string): number[] {
  const count = SUBSCRIBER_SHARDS[venue];
  const first = maxFeedShards(venue);
  const home = marketHash(market) % count;
  return Array.from({ length: count }, (_, step) => first + ((home + step) % count));
}

/** Every feed shard of `venue`, the catalog's then the subscribers'. */
export function allFeedShardCount(venue: VenueId): number {
  return maxFeedShards(venue) + SUBSCRIBER_SHARDS[venue];
}

/** The `VenueFeed` object name of shard `index` of `venue`. */
export function feedShardName(venue: VenueId, index: number): string {
  return `${venue}:${index}`;
}

/** A stable 32-bit hash of a market id (FNV-1a), so a market's home shard never depends on the run. */
export function marketHash(market: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < market.length; i++) {
    hash ^= market.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Splits `markets` into shards of at most `budget` markets (`budget` ≥ 1). Each shard's markets keep
 * the order of `markets`. No shard is empty unless `markets` is.
 */
export function assignShards<T extends { market: string }>(markets: readonly T[], budget: number): T[][] {
  const perShard = Math.max(1, Math.floor(budget));
  const count = Math.ceil(markets.length / perShard);
  const shards: T[][] = Array.from({ length: count }, () => []);
  for (const market of markets) {
    const home = marketHash(market.market) % count;
    for (let step = 0; step < count; step++) {
      const shard = shards[(home + step) % count] as T[];
      if (shard.length < perShard) {
        shard.push(market);
        break;
      }
    }
  }
  return shards;
}

export type VenueFeedState = (typeof VENUE_FEED_STATES)[number];
export type VenueStatusReport = Pick<V2Status, "venue" | "state" | "depth" | "age_ms" | "lag_ms" | "detail">;
/** One feed shard's state (shard 0 when not given); clients hear the venue's roll-up (`rollUpVenueStatus`). */
export type FeedShardStatus = VenueStatusReport & { shard?: number };

/** Venue states from best to worst: a venue reads as its worst shard's state. */
export const FEED_STATE_ORDER: readonly VenueFeedState[] = ["live", "stale", "reconnecting", "rest_only"];

/**
 * One venue's status from its shards' reports: the worst state among them, with the age and detail of
 * the first shard in that state (the detail says how many shards share it when not all do). Null when
 * no shard has reported.
 */
export function rollUpVenueStatus(
  venue: VenueId,
  shards: readonly Omit<VenueStatusReport, "venue">[],
): VenueStatusReport | null {
  if (shards.length === 0) return null;
  const rank = (state: VenueFeedState) => FEED_STATE_ORDER.indexOf(state);
  let worst = shards[0] as Omit<VenueStatusReport, "venue">;
  for (const shard of shards) if (rank(shard.state) > rank(worst.state)) worst = shard;
  const sharing = shards.filter((s) => s.state === worst.state).length;
  const detail =
    sharing === shards.length
      ? worst.detail
      : `${sharing} of ${shards.length} feed shards are ${worst.state}: ${worst.detail}`;
  // The venue is as far behind as its furthest shard.
  const lags = shards.flatMap((s) => (typeof s.lag_ms === "number" ? [s.lag_ms] : []));
  const lag_ms = lags.length === 0 ? null : Math.max(...lags);
  // The venue's books are live only when every shard holds them.
  const depth = shards.every((s) => s.depth === "live") ? "live" : "rest_only";
  return { venue, state: worst.state, depth, age_ms: worst.age_ms, lag_ms, detail };
}
