/**
 * A subscriber feed shard's leases (`shards.ts` `subscriberShards`): markets followed for the stream's
 * subscribers, each looked up at the venue, added to the open connection with the venue's own command,
 * and dropped by the watchdog once its lease (`SUBSCRIBER_LEASE_MS`) runs out. The venue's "no such
 * market" is remembered for a while.
 */
import type { VenueId } from "../../domain/methodology/venues.ts";
import { FEED_ADAPTERS } from "./adapters.ts";
import type { FeedParts, SubscribersPart } from "./parts.ts";
import { FEED_SHARD_BUDGET, type FollowAnswer, SUBSCRIBER_LEASE_MS } from "./shards.ts";

/** A market the venue said it does not have is not looked up again for this long. */
const REFUSAL_MEMORY_MS = 600_000;
const MAX_REFUSALS_KEPT = 1_000;

export class SubscriberLeases implements SubscribersPart {
  /** Subscriber shards: each subscriber market's lease, as the time (ms) it runs out. */
  readonly leases = new Map<string, number>();
  /** Keys added to the plan and not yet subscribed on the connection. */
  toSubscribe: string[] = [];
  /** Subscriber markets being looked up at the venue; every caller meanwhile gets the same answer. */
  private readonly resolving = new Map<string, Promise<FollowAnswer>>();
  /** Markets the venue said it does not have (or has closed), with when that answer goes stale (ms). */
  private readonly refused = new Map<string, { reason: "unknown" | "closed"; untilMs: number }>();

  private readonly parts: FeedParts;
  constructor(parts: FeedParts) {
    this.parts = parts;
  }

  /** Follows `markets` for subscribers (or renews their leases), then subscribes those just added. */
  async follow(venue: VenueId, markets: string[]): Promise<FollowAnswer[]> {
    const answers = await Promise.all(markets.map((market) => this.followOne(venue, market)));
    await this.subscribeAdded();
    return answers;
  }

  /** Follows nothing any more (the shard retires). */
  clear() {
    this.leases.clear();
    this.toSubscribe = [];
  }

  private followOne(venue: VenueId, market: string): Promise<FollowAnswer> {
    if (this.leases.has(market)) {
      this.leases.set(market, Date.now() + SUBSCRIBER_LEASE_MS);
      return Promise.resolve({ ok: true });
    }
    const pending = this.resolving.get(market);
    if (pending) return pending;
    const refused = this.refused.get(market);
    if (refused && refused.untilMs > Date.now())
      return Promise.resolve({ ok: false, reason: refused.reason });
    if (this.parts.scope.plan.length + this.resolving.size >= FEED_SHARD_BUDGET[venue]) {
      return Promise.resolve({ ok: false, reason: "full" });
    }
    const work = this.resolveAndAdd(venue, market).finally(() => this.resolving.delete(market));
    this.resolving.set(market, work);
    return work;
  }

  private async resolveAndAdd(venue: VenueId, market: string): Promise<FollowAnswer> {
    const { scope } = this.parts;
    const resolved = await FEED_ADAPTERS[venue]
      .resolveKey(scope.env, market, scope.rest())
      .catch(() => ({ ok: false as const, reason: "unreachable" as const }));
    if (!resolved.ok) {
      if (resolved.reason !== "unreachable") this.rememberRefusal(market, resolved.reason);
      return resolved;
    }
    if (scope.venue !== venue) return { ok: false, reason: "other_venue" };
    this.leases.set(market, Date.now() + SUBSCRIBER_LEASE_MS);
    if (!scope.marketOf.has(resolved.key)) {
      scope.plan = [...scope.plan, { market, key: resolved.key }];
      scope.marketOf.set(resolved.key, market);
      this.toSubscribe.push(resolved.key);
    }
    return { ok: true };
  }

  /** Keeps the venue's "no such market" for `REFUSAL_MEMORY_MS`, at most `MAX_REFUSALS_KEPT` markets. */
  private rememberRefusal(market: string, reason: "unknown" | "closed") {
    if (this.refused.size >= MAX_REFUSALS_KEPT) {
      const oldest = this.refused.keys().next().value;
      if (oldest !== undefined) this.refused.delete(oldest);
    }
    this.refused.set(market, { reason, untilMs: Date.now() + REFUSAL_MEMORY_MS });
  }

  /**
   * Subscribes the keys just added: on the open connection with the venue's update command, else by
   * resubscribing the connection (its subscriptions are not answered yet), else by connecting.
   */
  private async subscribeAdded(): Promise<void> {
    const { scope, connection } = this.parts;
    const keys = this.toSubscribe.splice(0);
    if (keys.length === 0) return;
    const adapter = FEED_ADAPTERS[scope.venue as VenueId];
    if (connection.socket) {
      const sent = connection.sendCommands((sids, commandId) =>
        adapter.updateKeys(keys, "add", sids, commandId, connection.depth),
      );
      if (!sent) connection.drop("The feed's market list changed; resubscribing.", "reconnect", true);
      else connection.awaitSnapshots(keys);
    } else if (connection.due(Date.now())) {
      await connection.open();
    }
    await scope.armWatchdog();
  }

  /**
   * Drops the subscriber markets whose lease ran out: they leave the plan and the connection (with the
   * venue's command where it has one; otherwise their events are ignored). Says whether the shard is
   * left with no market (it retires).
   */
  expire(nowMs: number): { retire: boolean } {
    const { scope, connection, books, resync } = this.parts;
    const expired = new Set([...this.leases].filter(([, until]) => until <= nowMs).map(([market]) => market));
    if (expired.size === 0) return { retire: false };
    for (const market of expired) this.leases.delete(market);
    const keys = scope.plan.filter((m) => expired.has(m.market)).map((m) => m.key);
    scope.plan = scope.plan.filter((m) => !expired.has(m.market));
    for (const key of keys) {
      scope.marketOf.delete(key);
      resync.delete(key);
    }
    books.forget(keys);
    if (scope.plan.length === 0) return { retire: true };
    connection.sendCommands((sids, commandId) =>
      FEED_ADAPTERS[scope.venue as VenueId].updateKeys(keys, "remove", sids, commandId, connection.depth),
    );
    return { retire: false };
  }
}
