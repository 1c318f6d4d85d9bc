/**
 * A `LiveStream` shard's subscriptions: the catalog view a channel is checked against, the sentence
 * that refuses a channel a connection may not hold, and the markets outside the catalog the venue
 * feeds follow for this shard's connections (`followMarkets`; the heartbeat renews their leases).
 */
import { loadCycleCatalog } from "../../catalog/store.ts";
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { activePairs } from "../../equivalence/store/pairs.ts";
import { openDb } from "../../platform/db/db.ts";
import { venueIds } from "../../venues/registry.ts";
import type { StreamAccess } from "../session/frames.ts";
import { marketOf, parseChannel } from "../v2/channels.ts";
import { V2_LIMITS } from "../v2/messages.ts";
import { venueFeedShard } from "../venue-feed/address.ts";
import { followOnSubscriberShards } from "../venue-feed/follow.ts";
import { loadFeedPlans } from "../venue-feed/plan.ts";
import {
  assignShards,
  FEED_SHARD_BUDGET,
  type FollowAnswer,
  SUBSCRIBER_LEASE_RENEW_MS,
  subscriberMarketBudget,
  subscriberMarketShare,
  subscriberShards,
  type VenueStatusReport,
} from "../venue-feed/shards.ts";
import type { LiveSession } from "./admission.ts";
import type { VenueStatuses } from "./venue-statuses.ts";

const CATALOG_TTL_MS = 60_000;

export interface CatalogView {
  loadedAtMs: number;
  /** Upper-case symbol → slug, for every public index and benchmark. */
  slugs: Map<string, string>;
  /** `venue:market` → the slugs of the instruments that use that contract. */
  marketSlugs: Map<string, string[]>;
  /** `venue:market` → the catalog feed shard that follows it (the feed plan's split, as `ensureVenueFeeds` makes it). */
  feedShards: Map<string, number>;
  /**
   * `venue:market` of every market the catalog's feed shards follow (the feed plan: every contract,
   * public or not, within the venue's cap). Any other market is followed on a subscriber's request.
   */
  planned: Set<string>;
}

export class Subscriptions {
  private catalog: CatalogView | undefined;
  /** Each market outside the catalog a feed follows for this shard's connections (`venue:market`). */
  private readonly followed = new Map<string, { venue: VenueId; market: string; shard: number }>();
  private lastLeaseRenewalMs = 0;

  private readonly env: Bindings;
  private readonly statuses: VenueStatuses;
  private readonly waitUntil: (work: Promise<unknown>) => void;
  constructor(env: Bindings, statuses: VenueStatuses, waitUntil: (work: Promise<unknown>) => void) {
    this.env = env;
    this.statuses = statuses;
    this.waitUntil = waitUntil;
  }

  /** The feed shard that follows a market: the catalog's split, else the one following it here, else its first subscriber shard. */
  feedShardOf(catalog: CatalogView): (venue: VenueId, market: string) => number | undefined {
    return (venue, market) => {
      const id = `${venue}:${market}`;
      return catalog.feedShards.get(id) ?? this.followed.get(id)?.shard ?? subscriberShards(venue, market)[0];
    };
  }

  /**
   * Has the venue feeds follow the markets outside the catalog that `channels` name (for a connection
   * that may read any market): `venue:market` → null when followed, else the sentence that refuses it.
   * A market's subscriber shards are tried in order (`subscriberShards`) until one has room; a
   * connection holds channels of at most `max_subscriber_markets` such markets, and has at most that
   * many looked up at the venues a minute; the connections of one anonymous address, or of one key,
   * hold at most `subscriberMarketShare(venue)` of a venue's (the rest of the budget is for others).
   */
  async followMarkets(
    session: LiveSession,
    channels: readonly string[],
    catalog: CatalogView,
    sessions: Iterable<[WebSocket, LiveSession]>,
  ): Promise<Map<string, string | null>> {
    const answers = new Map<string, string | null>();
    if (session.access.entitlements !== null) return answers;
    const outside = (name: string) => {
      const parsed = parseChannel(name);
      const channelMarket = parsed.ok ? marketOf(parsed.channel) : null;
      if (channelMarket === null) return null;
      const { venue, market } = channelMarket;
      const id = `${venue}:${market}`;
      return catalog.planned.has(id) ? null : { id, venue, market };
    };
    const held = new Set<string>();
    for (const name of session.seqs.keys()) {
      const market = outside(name);
      if (market) held.add(market.id);
    }
    // What the owner's connections here hold, per venue: its share of the venue's budget counts them all.
    const owner = ownerOf(session);
    const ownerHeld = new Map<VenueId, Set<string>>(venueIds().map((venue) => [venue, new Set<string>()]));
    for (const [, other] of sessions) {
      if (ownerOf(other) !== owner) continue;
      for (const name of other.seqs.keys()) {
        const market = outside(name);
        if (market) ownerHeld.get(market.venue)?.add(market.id);
      }
    }
    const asked = new Map<string, { venue: VenueId; market: string }>();
    for (const name of channels) {
      const market = outside(name);
      if (!market || held.has(market.id) || asked.has(market.id)) continue;
      if (held.size + asked.size >= V2_LIMITS.max_subscriber_markets) {
        answers.set(
          market.id,
          `A connection may hold the channels of at most ${V2_LIMITS.max_subscriber_markets} markets outside the catalog's contracts.`,
        );
        continue;
      }
      const byOwner = ownerHeld.get(market.venue) as Set<string>;
      if (!byOwner.has(market.id)) {
        const share = subscriberMarketShare(market.venue);
        if (byOwner.size >= share) {
          answers.set(
            market.id,
            `The connections of one ${session.access.kind === "key" ? "key" : "address"} may hold at most ${share} ${market.venue} markets outside the catalog's contracts (their share of the ${subscriberMarketBudget(market.venue)} pix follows for subscribers); unsubscribe from some first.`,
          );
          continue;
        }
        byOwner.add(market.id);
      }
      asked.set(market.id, market);
    }
    const lookups: [string, { venue: VenueId; market: string }][] = [];
    for (const [id, market] of asked) {
      if (this.followed.has(id)) answers.set(id, null);
      else if (session.windowLookups >= V2_LIMITS.max_subscriber_markets) {
        answers.set(
          id,
          `A connection may ask for at most ${V2_LIMITS.max_subscriber_markets} markets outside the catalog's contracts a minute; try again in a minute.`,
        );
      } else {
        session.windowLookups++;
        lookups.push([id, market]);
      }
    }
    await Promise.all(
      lookups.map(async ([id, { venue, market }]) => answers.set(id, await this.followMarket(venue, market))),
    );
    return answers;
  }

  /** Asks the market's subscriber shards in turn to follow it: null when one does, else why not. */
  private async followMarket(venue: VenueId, market: string): Promise<string | null> {
    const { answer, shard } = (await followOnSubscriberShards(this.env, venue, [market])).get(market) ?? {
      answer: { ok: false, reason: "feed_unreachable" },
      shard: null,
    };
    if (answer.ok && shard !== null) {
      this.followed.set(`${venue}:${market}`, { venue, market, shard });
      return null;
    }
    if (answer.ok || answer.reason === "feed_unreachable")
      return `pix could not reach its ${venue} feed just now; try again.`;
    return followRefusal(venue, market, answer.reason);
  }

  /**
   * Renews the lease of every market outside the catalog some connection here still holds, one call per
   * feed shard; a market nobody here holds any more is let go (its lease runs out at the feed).
   */
  renewLeases(nowMs: number, holders: ReadonlyMap<string, ReadonlyMap<WebSocket, LiveSession>>) {
    if (this.followed.size === 0 || nowMs - this.lastLeaseRenewalMs < SUBSCRIBER_LEASE_RENEW_MS) return;
    this.lastLeaseRenewalMs = nowMs;
    const held = new Set<string>();
    for (const [name, holding] of holders) {
      if (holding.size === 0) continue;
      const parsed = parseChannel(name);
      const market = parsed.ok ? marketOf(parsed.channel) : null;
      if (market) held.add(`${market.venue}:${market.market}`);
    }
    const byShard = new Map<string, { venue: VenueId; shard: number; ids: string[]; markets: string[] }>();
    for (const [id, entry] of this.followed) {
      if (!held.has(id)) {
        this.followed.delete(id);
        continue;
      }
      const group = byShard.get(`${entry.venue}:${entry.shard}`) ?? {
        venue: entry.venue,
        shard: entry.shard,
        ids: [],
        markets: [],
      };
      group.ids.push(id);
      group.markets.push(entry.market);
      byShard.set(`${entry.venue}:${entry.shard}`, group);
    }
    for (const { venue, shard, ids, markets } of byShard.values()) {
      this.waitUntil(
        venueFeedShard(this.env, venue, shard)
          .follow(venue, shard, markets)
          .then((answers) => {
            // A market the feed shard no longer takes is asked for afresh by the next subscribe.
            answers.forEach((answer, i) => {
              if (!answer.ok) this.followed.delete(ids[i] as string);
            });
          })
          .catch(() => undefined),
      );
    }
  }

  /**
   * Which of the `basis` channels among `channels` name an active equivalence pair (read from D1 at each
   * subscribe, so a pair judged a moment ago is taken and a withdrawn one refused): pair id → active.
   */
  async basisPairs(channels: readonly string[]): Promise<ReadonlyMap<string, boolean>> {
    const ids = new Set<string>();
    for (const name of channels) {
      const parsed = parseChannel(name);
      if (parsed.ok && parsed.channel.kind === "basis") ids.add(parsed.channel.pairId);
    }
    if (ids.size === 0) return new Map();
    const active = new Set((await activePairs(openDb(this.env.DB), [...ids])).map((p) => p.pairId));
    return new Map([...ids].map((id) => [id, active.has(id)]));
  }

  /** Null when `access` may read the channel, else the sentence that refuses it. */
  refusal(
    access: StreamAccess,
    name: string,
    catalog: CatalogView,
    follows: ReadonlyMap<string, string | null>,
    pairs: ReadonlyMap<string, boolean> = new Map(),
  ): string | null {
    const parsed = parseChannel(name);
    if (!parsed.ok) return parsed.reason;
    const { channel } = parsed;
    if (channel.kind === "basis") {
      if (pairs.get(channel.pairId) !== true) {
        return `${channel.pairId} is not an active equivalence pair (GET /api/v1/equivalence/pairs lists them).`;
      }
      return access.entitlements === null
        ? null
        : "This key reads only the channels of the indices it is entitled to and their contracts.";
    }
    if (channel.kind === "book") {
      const refused = restOnlyBooks(this.statuses.get(channel.venue), channel.venue, channel.market);
      if (refused) return refused;
    }
    const entitled = access.entitlements;
    if (channel.kind === "index") {
      const slug = catalog.slugs.get(channel.symbol);
      if (slug === undefined) return `${channel.symbol} is not a public index or benchmark.`;
      if (entitled !== null && !entitled.includes(slug))
        return `This key is not entitled to ${channel.symbol}.`;
      return null;
    }
    const slugs = catalog.marketSlugs.get(`${channel.venue}:${channel.market}`);
    if (slugs === undefined) {
      if (entitled !== null) return "This key reads only the contracts of the indices it is entitled to.";
      const followed = follows.get(`${channel.venue}:${channel.market}`);
      // Held already (followed when it was added), or just followed by a feed shard.
      return followed === undefined ? null : followed;
    }
    if (entitled === null) return null;
    return slugs.some((slug) => entitled.includes(slug))
      ? null
      : "This key reads only the contracts of the indices it is entitled to.";
  }

  async catalogView(): Promise<CatalogView> {
    const nowMs = Date.now();
    if (this.catalog && nowMs - this.catalog.loadedAtMs < CATALOG_TTL_MS) return this.catalog;
    const [instruments, plans] = await Promise.all([
      loadCycleCatalog(this.env.DB),
      loadFeedPlans(this.env.DB),
    ]);
    const slugs = new Map<string, string>();
    const marketSlugs = new Map<string, string[]>();
    for (const instrument of instruments) {
      if (instrument.visibility !== "public") continue;
      slugs.set(instrument.symbol.toUpperCase(), instrument.slug);
      for (const contract of instrument.contracts) {
        const key = `${contract.venue}:${contract.marketId}`;
        marketSlugs.set(key, [...(marketSlugs.get(key) ?? []), instrument.slug]);
      }
    }
    const ids = venueIds();
    const planned = new Set(ids.flatMap((venue) => plans[venue].map((m) => `${venue}:${m.market}`)));
    const feedShards = new Map<string, number>();
    for (const venue of ids) {
      assignShards(plans[venue], FEED_SHARD_BUDGET[venue]).forEach((markets, shard) => {
        for (const m of markets) feedShards.set(`${venue}:${m.market}`, shard);
      });
    }
    this.catalog = { loadedAtMs: nowMs, slugs, marketSlugs, planned, feedShards };
    return this.catalog;
  }
}

/** Who a connection's share of the subscriber budget is counted for: its key, or its anonymous address. */
function ownerOf(session: LiveSession): string {
  return session.access.kind === "key" ? `key:${session.access.key_id}` : `address:${session.bucket}`;
}

/**
 * Why a book channel is refused while its venue streams tickers and trades but not its books (Kalshi
 * without an API key: `depth` `rest_only` on a connected feed), else null.
 */
function restOnlyBooks(status: VenueStatusReport | undefined, venue: VenueId, market: string) {
  if (!status || status.state === "rest_only" || status.depth !== "rest_only") return null;
  return `pix streams ${venue}'s tickers and trades but not its order books: ${status.detail} Subscribe to ticker:${venue}:${market} and trades:${venue}:${market} instead.`;
}

/** The sentence that refuses a market outside the catalog a feed shard would not follow. */
function followRefusal(
  venue: VenueId,
  market: string,
  reason: Exclude<FollowAnswer, { ok: true }>["reason"],
) {
  switch (reason) {
    case "unknown":
      return `${venue} has no market ${market}.`;
    case "closed":
      return `${venue} market ${market} has no live order book (it is closed).`;
    case "full":
      return `pix follows at most ${subscriberMarketBudget(venue)} ${venue} markets outside the catalog's contracts for subscribers, and that many are followed now; try again later.`;
    default:
      return `pix could not look up ${venue} market ${market} at the venue just now; try again.`;
  }
}
