/**
 * Markets outside the catalog that subscribers ask for: a venue's subscriber feed shards look each one
 * up at the venue, follow it within the shard's budget and on a lease, and drop it when the lease runs
 * out; the stream refuses what a key may not read and what is past a connection's limit. The venues'
 * WebSockets are not served here (the feeds stay `rest_only`); the feeds' connections and the venue
 * commands that add a market to an open connection are tested end to end in venue-feed.node.test.ts.
 * The active equivalence pairs' legs outside the catalog are followed the same way, each minute.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_SERIES } from "../../../simulator/calendar.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../../src/catalog/store.ts";
import type { VenueId } from "../../../src/domain/methodology/venues.ts";
import { openDb } from "../../../src/platform/db/db.ts";
import { equivalencePairs } from "../../../src/platform/db/schema.ts";
import type { LiveStream } from "../../../src/stream/live-stream/live-stream.ts";
import { firstShard, streamShardCount } from "../../../src/stream/session/connect.ts";
import { liveShard } from "../../../src/stream/v2/address.ts";
import { V2_LIMITS, type V2ServerMessage } from "../../../src/stream/v2/messages.ts";
import { venueFeedShard } from "../../../src/stream/venue-feed/address.ts";
import { ensureVenueFeeds } from "../../../src/stream/venue-feed/ensure.ts";
import { loadFeedPlans } from "../../../src/stream/venue-feed/plan.ts";
import {
  FEED_SHARD_BUDGET,
  maxFeedShards,
  SUBSCRIBER_LEASE_MS,
  SUBSCRIBER_SHARDS,
  subscriberMarketBudget,
  subscriberMarketShare,
  subscriberShards,
} from "../../../src/stream/venue-feed/shards.ts";
import type { VenueFeed } from "../../../src/stream/venue-feed/venue-feed.ts";
import { createKey } from "../../support/keys.ts";
import { pairRow } from "../../support/pairs.ts";
import { type StreamClient, streamClients } from "../../support/stream.ts";

type Client = StreamClient<V2ServerMessage>;
const { connect, closeAll } = streamClients<V2ServerMessage>("/ws?version=2");

async function subscribed(client: Client) {
  let message: V2ServerMessage;
  do message = await client.next();
  while (message.type !== "subscribed");
  return message;
}

/** Every open Kalshi market the catalog's feeds do not follow, as the venue's REST listing names them. */
let outside: string[] = [];

beforeAll(async () => {
  await seedCatalog(env.DB);
  // The simulator serves the catalog's markets; without the factor themes' Kalshi contracts their
  // markets are open venue markets the catalog does not hold.
  await env.DB.prepare(
    "DELETE FROM contracts WHERE theme IS NOT NULL AND venue = 'kalshi' AND market_id NOT IN (SELECT market_id FROM contracts WHERE instrument_symbol IS NOT NULL)",
  ).run();
  // The catalog's feed shards follow every contract of the feed plan (indices' and factor themes').
  const inCatalog = new Set((await loadFeedPlans(env.DB)).kalshi.map((m) => `kalshi:${m.market}`));
  const listing = (await (await fetch(`${env.KALSHI_BASE_URL}/markets?status=open&limit=1000`)).json()) as {
    markets: { ticker: string }[];
  };
  // Not the resolution calendar's markets, listed in their last minutes before close: the markets here
  // stay open while the test follows them.
  outside = listing.markets
    .map((m) => m.ticker)
    .filter((t) => !inCatalog.has(`kalshi:${t}`) && !t.startsWith(`${CALENDAR_SERIES}-`));
  expect(outside.length).toBeGreaterThanOrEqual(5);
});

afterEach(closeAll);

describe("subscriber shards", () => {
  it("number after the catalog's shards, home shard first, within the stated budget", () => {
    for (const venue of ["kalshi", "polymarket"] as const) {
      const order = subscriberShards(venue, "ANY-MARKET");
      expect(order).toHaveLength(SUBSCRIBER_SHARDS[venue]);
      expect([...order].sort((a, b) => a - b)).toEqual(
        Array.from({ length: SUBSCRIBER_SHARDS[venue] }, (_, i) => maxFeedShards(venue) + i),
      );
      expect(subscriberShards(venue, "ANY-MARKET")).toEqual(order);
      expect(subscriberMarketBudget(venue)).toBe(SUBSCRIBER_SHARDS[venue] * FEED_SHARD_BUDGET[venue]);
    }
  });

  it("follows a market, renews its lease when asked again, refuses an unknown market and a full shard", async () => {
    const shard = maxFeedShards("kalshi");
    const feed = venueFeedShard(env, "kalshi", shard);
    const [a, b, c] = outside as [string, string, string];
    expect(await feed.follow("kalshi", shard, [a, "KXNOSUCHMARKET-26"])).toEqual([
      { ok: true },
      { ok: false, reason: "unknown" },
    ]);
    expect((await feed.report()).markets).toBe(1);
    // Asked again: a renewal, not a second entry.
    expect(await feed.follow("kalshi", shard, [a])).toEqual([{ ok: true }]);
    expect((await feed.report()).markets).toBe(1);
    // The shard filled to its budget (markets of its plan standing in), one more is refused as full.
    await runInDurableObject(feed, async (instance: VenueFeed) => {
      const state = (instance as unknown as { parts: { scope: { plan: { market: string; key: string }[] } } })
        .parts.scope;
      const fill = Array.from({ length: FEED_SHARD_BUDGET.kalshi - 2 }, (_, i) => ({
        market: `FILL-${i}`,
        key: `FILL-${i}`,
      }));
      state.plan = [...state.plan, ...fill];
    });
    expect(await feed.follow("kalshi", shard, [b])).toEqual([{ ok: true }]);
    expect(await feed.follow("kalshi", shard, [c, a])).toEqual([{ ok: false, reason: "full" }, { ok: true }]);
    expect((await feed.report()).markets).toBe(FEED_SHARD_BUDGET.kalshi);
  });

  it("drops a market whose lease ran out, and retires a shard left with none", async () => {
    const shard = maxFeedShards("kalshi") + 1;
    const feed = venueFeedShard(env, "kalshi", shard);
    const [a, b] = outside.slice(3, 5) as [string, string];
    expect(await feed.follow("kalshi", shard, [a, b])).toEqual([{ ok: true }, { ok: true }]);
    const expire = (markets: string[]) =>
      runInDurableObject(feed, async (instance: VenueFeed) => {
        const leases = (instance as unknown as { parts: { subscribers: { leases: Map<string, number> } } })
          .parts.subscribers.leases;
        for (const market of markets) leases.set(market, Date.now() - 1);
      });
    await expire([a]);
    await runDurableObjectAlarm(feed);
    expect((await feed.report()).markets).toBe(1);
    await expire([b]);
    await runDurableObjectAlarm(feed);
    expect(await feed.report()).toMatchObject({ markets: 0, detail: "Follows no market." });
  });
});

describe("/ws?version=2 channels of markets outside the catalog", () => {
  it("adds them for a connection that may read any market, up to the connection's limit", async () => {
    const client = await connect();
    const limit = V2_LIMITS.max_subscriber_markets;
    // The venue's real markets first, then names it does not know, past the connection's limit.
    const unknown = Array.from({ length: limit + 4 - outside.length }, (_, i) => `KXNOSUCH-${i}`);
    const markets = [...outside, ...unknown];
    client.send({
      type: "subscribe",
      channels: [`ticker:kalshi:${outside[0]}`, ...markets.map((m) => `book:kalshi:${m}`)],
    });
    const answer = await subscribed(client);
    expect(answer.added).toEqual([`ticker:kalshi:${outside[0]}`, ...outside.map((m) => `book:kalshi:${m}`)]);
    const capped = `A connection may hold the channels of at most ${limit} markets outside the catalog's contracts.`;
    expect(answer.rejected).toEqual([
      ...markets.slice(outside.length, limit).map((m) => ({
        channel: `book:kalshi:${m}`,
        reason: `kalshi has no market ${m}.`,
      })),
      ...markets.slice(limit).map((m) => ({ channel: `book:kalshi:${m}`, reason: capped })),
    ]);
    // The minute's lookups are used up; a market already followed needs none.
    client.send({
      type: "subscribe",
      channels: ["book:kalshi:KXNOSUCH-LATER", `trades:kalshi:${outside[1]}`],
    });
    const later = await subscribed(client);
    expect(later.added).toEqual([`trades:kalshi:${outside[1]}`]);
    expect(later.rejected).toEqual([
      {
        channel: "book:kalshi:KXNOSUCH-LATER",
        reason: `A connection may ask for at most ${limit} markets outside the catalog's contracts a minute; try again in a minute.`,
      },
    ]);
  });

  it("leaves a market the catalog's feeds follow to them, even when no public index uses it", async () => {
    // A contract the feed plan follows whose instrument is not public (a research instrument's, or
    // a factor theme's): a subscriber shard following it too would send each change twice.
    const catalog = await loadCycleCatalog(env.DB);
    const publicMarkets = new Set(
      catalog
        .filter((i) => i.visibility === "public")
        .flatMap((i) => i.contracts.map((c) => `${c.venue}:${c.marketId}`)),
    );
    const planned = (await loadFeedPlans(env.DB)).polymarket.map((m) => m.market);
    let market = planned.find((m) => !publicMarkets.has(`polymarket:${m}`));
    let research: string | undefined;
    if (market === undefined) {
      // The seed's instruments are all public: make one research-only and take a market only it uses.
      const uses = new Map<string, string[]>();
      for (const i of catalog)
        for (const c of i.contracts.filter((c) => c.venue === "polymarket"))
          uses.set(c.marketId, [...(uses.get(c.marketId) ?? []), i.slug]);
      [market, [research]] = [...uses].find(([, slugs]) => slugs.length === 1) as [string, [string]];
      await env.DB.prepare("UPDATE instruments SET visibility = 'research' WHERE slug = ?")
        .bind(research)
        .run();
    }
    try {
      const client = await connect();
      client.send({ type: "subscribe", channels: [`book:polymarket:${market}`] });
      expect((await subscribed(client)).added).toEqual([`book:polymarket:${market}`]);
      for (const shard of subscriberShards("polymarket", market)) {
        expect((await venueFeedShard(env, "polymarket", shard).report()).markets).toBe(0);
      }
    } finally {
      if (research !== undefined) {
        await env.DB.prepare("UPDATE instruments SET visibility = 'public' WHERE slug = ?")
          .bind(research)
          .run();
      }
    }
  });

  it("refuses an unknown market with the venue's answer", async () => {
    const client = await connect();
    client.send({ type: "subscribe", channels: ["book:kalshi:KXNOSUCHMARKET-26"] });
    expect((await subscribed(client)).rejected).toEqual([
      { channel: "book:kalshi:KXNOSUCHMARKET-26", reason: "kalshi has no market KXNOSUCHMARKET-26." },
    ]);
  });

  it("refuses them to an entitled key, which reads only its indices' contracts", async () => {
    const cpi = await loadCycleCatalog(env.DB).then((c) => c.find((i) => i.symbol === "PIXCPI"));
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: [cpi?.slug ?? ""] });
    const client = await connect({ "X-API-Key": key });
    const market = outside[0] as string;
    client.send({ type: "subscribe", channels: [`book:kalshi:${market}`] });
    expect((await subscribed(client)).rejected).toEqual([
      {
        channel: `book:kalshi:${market}`,
        reason: "This key reads only the contracts of the indices it is entitled to.",
      },
    ]);
  });

  it("gives one address at most its share of a venue's budget; another key still has room", async () => {
    const first = await connect();
    first.send({ type: "subscribe", channels: ["index:PIXCPI"] });
    await subscribed(first);
    // The address's connections already hold its whole share (markets the venue would follow).
    const share = subscriberMarketShare("kalshi");
    const shard = liveShard(env, firstShard(streamShardCount(env), "unknown"));
    await runInDurableObject(shard, async (instance: LiveStream) => {
      const open = (instance as unknown as { open(): Iterable<[WebSocket, { seqs: Map<string, number> }]> })
        .open;
      for (const [, session] of open.call(instance)) {
        for (let i = 0; i < share; i++) session.seqs.set(`book:kalshi:KXSHARE-${i}`, 0);
      }
    });
    const second = await connect();
    const market = outside[2] as string;
    second.send({ type: "subscribe", channels: [`book:kalshi:${market}`] });
    expect((await subscribed(second)).rejected).toEqual([
      {
        channel: `book:kalshi:${market}`,
        reason: `The connections of one address may hold at most ${share} kalshi markets outside the catalog's contracts (their share of the ${subscriberMarketBudget("kalshi")} pix follows for subscribers); unsubscribe from some first.`,
      },
    ]);
    const { key } = await createKey({ scopes: ["markets:read"] });
    const keyed = await connect({ "X-API-Key": key });
    keyed.send({ type: "subscribe", channels: [`book:kalshi:${market}`] });
    expect((await subscribed(keyed)).added).toEqual([`book:kalshi:${market}`]);
  });
});

describe("the equivalence pairs' legs outside the catalog", () => {
  type Parts = {
    parts: {
      scope: { plan: { market: string; key: string }[] };
      subscribers: { leases: Map<string, number> };
    };
  };
  /** Each subscriber shard of `venue` that holds `market`: its lease and the stream key it follows it by. */
  async function heldBy(venue: VenueId, market: string) {
    const held: { shard: number; leaseMs: number; key: string | undefined }[] = [];
    for (const shard of subscriberShards(venue, market)) {
      await runInDurableObject(venueFeedShard(env, venue, shard), async (instance: VenueFeed) => {
        const { scope, subscribers } = (instance as unknown as Parts).parts;
        const leaseMs = subscribers.leases.get(market);
        if (leaseMs !== undefined)
          held.push({ shard, leaseMs, key: scope.plan.find((m) => m.market === market)?.key });
      });
    }
    return held;
  }
  it("are followed on the subscriber shards each minute, a Polymarket leg by its YES token; a withdrawn pair's are not", async () => {
    const plans = await loadFeedPlans(env.DB);
    const listed = (await (
      await fetch(`${env.POLYMARKET_GAMMA_URL}/markets?closed=false&limit=200`)
    ).json()) as {
      id: string;
      enableOrderBook?: boolean;
    }[];
    const planned = new Set(plans.polymarket.map((m) => m.market));
    const [polyLeg, polyWithdrawn] = listed
      .filter((m) => m.enableOrderBook !== false && !planned.has(m.id))
      .map((m) => m.id) as [string, string];
    // The subscriber shards let go of what the tests above had them follow.
    for (const venue of ["kalshi", "polymarket"] as const) {
      for (let i = 0; i < SUBSCRIBER_SHARDS[venue]; i++) {
        const feed = venueFeedShard(env, venue, maxFeedShards(venue) + i);
        await runInDurableObject(feed, async (instance: VenueFeed) => {
          const { leases } = (instance as unknown as Parts).parts.subscribers;
          for (const market of leases.keys()) leases.set(market, Date.now() - 1);
        });
        await runDurableObjectAlarm(feed);
      }
    }
    const [kalshiLeg, kalshiWithdrawn] = outside.slice(-2) as [string, string];
    expect(await heldBy("kalshi", kalshiLeg)).toEqual([]);
    const catalogPair = [plans.kalshi[0]?.market, plans.polymarket[0]?.market] as [string, string];
    await openDb(env.DB)
      .insert(equivalencePairs)
      .values([
        pairRow("pair-legs-outside", kalshiLeg, polyLeg),
        pairRow("pair-legs-catalog", ...catalogPair),
        pairRow("pair-legs-withdrawn", kalshiWithdrawn, polyWithdrawn, { status: "withdrawn" }),
      ]);

    const before = Date.now();
    await ensureVenueFeeds(env);
    const [kalshi] = await heldBy("kalshi", kalshiLeg);
    expect(kalshi).toMatchObject({ key: kalshiLeg });
    expect(kalshi?.leaseMs).toBeGreaterThanOrEqual(before + SUBSCRIBER_LEASE_MS);
    const [polymarket] = await heldBy("polymarket", polyLeg);
    // The venue's stream names a Polymarket market by its YES token, looked up at the venue.
    expect(polymarket?.key).toMatch(/^\d{6,}$/);
    expect(polymarket?.key).not.toBe(polyLeg);
    // A withdrawn pair's legs, and legs the catalog's shards follow, are not asked for.
    expect(await heldBy("kalshi", kalshiWithdrawn)).toEqual([]);
    expect(await heldBy("polymarket", polyWithdrawn)).toEqual([]);
    expect(await heldBy("kalshi", catalogPair[0])).toEqual([]);

    // The next minute renews the lease (a leg is held once, however often it is asked).
    await runInDurableObject(
      venueFeedShard(env, "kalshi", kalshi?.shard as number),
      async (instance: VenueFeed) => {
        (instance as unknown as Parts).parts.subscribers.leases.set(kalshiLeg, Date.now() + 1_000);
      },
    );
    const again = Date.now();
    await ensureVenueFeeds(env);
    const renewed = await heldBy("kalshi", kalshiLeg);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]?.leaseMs).toBeGreaterThanOrEqual(again + SUBSCRIBER_LEASE_MS);
  });
});
