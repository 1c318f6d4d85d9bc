import { describe, expect, it } from "vitest";
import { StreamV2DiscoverySchema, streamV2Discovery } from "../../../src/stream/live-stream/discovery.ts";
import {
  assignShards,
  FEED_SHARD_BUDGET,
  feedShardName,
  MAX_FEED_MARKETS,
  maxFeedShards,
  rollUpVenueStatus,
} from "../../../src/stream/venue-feed/shards.ts";

const markets = (n: number, prefix = "KX-") =>
  Array.from({ length: n }, (_, i) => ({ market: `${prefix}${i}`, key: `${prefix}${i}` }));

describe("feed shards", () => {
  it("names shard n of a venue <venue>:<n>", () => {
    expect(feedShardName("kalshi", 3)).toBe("kalshi:3");
  });

  it("splits a venue's markets into the fewest shards of at most the budget, losing none", () => {
    const split = assignShards(markets(250), 100);
    expect(split).toHaveLength(3);
    for (const shard of split) expect(shard.length).toBeLessThanOrEqual(100);
    expect(
      split
        .flat()
        .map((m) => m.market)
        .sort(),
    ).toEqual(
      markets(250)
        .map((m) => m.market)
        .sort(),
    );
    expect(assignShards([], 100)).toEqual([]);
  });

  it("is deterministic, and a market keeps its shard when others join within the same shard count", () => {
    const before = assignShards(markets(150), 100);
    expect(assignShards(markets(150), 100)).toEqual(before);
    const after = assignShards([...markets(150), ...markets(10, "NEW-")], 100);
    const shardOf = (split: typeof before, market: string) =>
      split.findIndex((s) => s.some((m) => m.market === market));
    for (const m of markets(150)) expect(shardOf(after, m.market)).toBe(shardOf(before, m.market));
  });
});

describe("venue status roll-up", () => {
  const live = { state: "live" as const, depth: "live" as const, age_ms: 10, detail: "Connected." };
  it("reads as the worst shard's state and says how many shards share it", () => {
    expect(rollUpVenueStatus("kalshi", [live, live])).toEqual({ venue: "kalshi", lag_ms: null, ...live });
    const rolled = rollUpVenueStatus("kalshi", [
      { ...live, lag_ms: 40 },
      { state: "stale", depth: "live", age_ms: 12_000, lag_ms: 3_200, detail: "Behind." },
      { state: "reconnecting", depth: "live", age_ms: null, lag_ms: null, detail: "Dropped." },
    ]);
    // The worst state, and the lag of the shard furthest behind.
    expect(rolled).toEqual({
      venue: "kalshi",
      state: "reconnecting",
      depth: "live",
      age_ms: null,
      lag_ms: 3_200,
      detail: "1 of 3 feed shards are reconnecting: Dropped.",
    });
    const restOnly = {
      state: "rest_only" as const,
      depth: "rest_only" as const,
      age_ms: null,
      detail: "Off.",
    };
    expect(rollUpVenueStatus("kalshi", [live, restOnly])).toMatchObject({
      state: "rest_only",
      depth: "rest_only",
    });
    // Tickers and trades live on every shard, the books on only one: the venue's books are not live.
    const publicOnly = { ...live, depth: "rest_only" as const, detail: "Order books are REST-only." };
    expect(rollUpVenueStatus("kalshi", [live, publicOnly])).toMatchObject({
      state: "live",
      depth: "rest_only",
    });
    expect(rollUpVenueStatus("polymarket", [])).toBeNull();
  });
});

describe("feed budgets", () => {
  it("are stated per venue and published with the version 2 limits", () => {
    expect(FEED_SHARD_BUDGET).toEqual({ kalshi: 100, polymarket: 500 });
    expect(maxFeedShards("kalshi")).toBe(Math.ceil(MAX_FEED_MARKETS / 100));
    const published = StreamV2DiscoverySchema.parse(streamV2Discovery());
    expect(published.feeds).toEqual({
      max_markets_per_venue: MAX_FEED_MARKETS,
      markets_per_shard: { kalshi: 100, polymarket: 500 },
      subscriber_markets_per_venue: { kalshi: 200, polymarket: 500 },
      subscriber_market_share_percent: 25,
      subscriber_markets_per_owner: { kalshi: 50, polymarket: 125 },
      subscriber_lease_ms: 120_000,
    });
  });
});
