/**
 * "A venue lives in one folder": Zeta, a venue that exists only in the tests (test/support/venue/zeta/),
 * is registered with one line (`registerVenueForTests`) and is then collected whole into the lake, served
 * by the lake's routes, followed by a venue feed and streamed to a version 2 client, with no change to
 * pix's code. Its upstream is the folder's own `fetch`, given to the HTTP client (and to its feed's REST
 * reads).
 */
import { env, runInDurableObject } from "cloudflare:test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applySnapshotToSet, emptyBookSet } from "../../src/domain/book/book-set.ts";
import type { Bindings } from "../../src/env.ts";
import { applyRetentionAll } from "../../src/lake/jobs/retention.ts";
import type { LiveEventDraft, V2ServerMessage } from "../../src/stream/v2/messages.ts";
import { venueFeedShard } from "../../src/stream/venue-feed/address.ts";
import { subscriberShards } from "../../src/stream/venue-feed/shards.ts";
import type { VenueFeed } from "../../src/stream/venue-feed/venue-feed.ts";
import { registerVenueForTests } from "../../src/venues/registry.ts";
import type { FeedAdapter } from "../../src/venues/shared/feed.ts";
import { collectVenueTape, fetchWith } from "../support/lake.ts";
import { type StreamClient, streamClients } from "../support/stream.ts";
import { ZETA_MARKETS, ZETA_PAGE_SIZE, zetaUpstream } from "../support/venue/zeta/upstream.ts";
import { ZETA, zetaVenue } from "../support/venue/zeta/venue.ts";

const BASE = "http://zeta.test/api";
const CYCLE = Date.parse("2026-11-20T10:01:00Z");
const PRINT = {
  id: "zt-1",
  market: "ZT-FERRY",
  price: "0.74",
  size: "25",
  side: "buy" as const,
  at_ms: CYCLE - 30_000,
};
const upstream = zetaUpstream(BASE, [PRINT, { ...PRINT, id: "zt-0", at_ms: CYCLE - 90_000 }]);
const record = zetaVenue(BASE, null, upstream.fetch);
let unregister: () => void = () => {};

beforeAll(() => {
  unregister = registerVenueForTests(record);
});
afterAll(() => unregister());

const { connect, closeAll } = streamClients<V2ServerMessage>("/ws?version=2");
afterEach(() => closeAll());

/** The next message of `type`, past the venue statuses and heartbeats. */
async function nextOfType(client: StreamClient<V2ServerMessage>, type: V2ServerMessage["type"]) {
  let message: V2ServerMessage;
  do message = await client.next();
  while (message.type !== type && (message.type === "status" || message.type === "heartbeat"));
  expect(message.type).toBe(type);
  return message;
}

const lake = (path: string) => fetchWith({ LAKE_ALLOWED_VENUES: "zeta" }, `/api/v1/lake${path}`);

describe("a venue registered from its own folder", () => {
  it("is collected whole into the lake and served by the lake's routes", async () => {
    const { processed } = await collectVenueTape(env as Bindings, CYCLE, "zeta", {}, upstream.fetch);
    // Collectable: one message per listing page, following the venue's cursor to its end.
    const pages = Math.ceil(ZETA_MARKETS.length / ZETA_PAGE_SIZE);
    expect(processed.map((m) => [m.kind, m.part])).toEqual(
      Array.from({ length: pages }, (_, part) => ["zeta_page", part]),
    );

    // Taped: the lake lists the venue and serves its sealed snapshot, one row per market, in listing order.
    const catalog = (await (await lake("")).json()) as { data: { venues: { venue: string }[] } };
    expect(catalog.data.venues.map((v) => v.venue)).toContain("zeta");
    const res = await lake("/venues/zeta/quotes?date=2026-11-20&at=1001&page_size=100");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: {
        venue: string;
        rows: { venue: string; market_id: string; bid: string; ask: string; mid: string }[];
      };
    };
    expect(body.data.venue).toBe("zeta");
    expect(body.data.rows.map((r) => r.market_id)).toEqual(ZETA_MARKETS.map((m) => m.id));
    expect(body.data.rows[2]).toMatchObject({ venue: "zeta", bid: "0.7200", ask: "0.7500", mid: "0.7350" });

    // The minute's trade prints were taped with the first page: only the one inside the minute.
    const trades = await lake("/venues/zeta/trades?date=2026-11-20&at=1001");
    expect(trades.status).toBe(200);
    const printed = (await trades.json()) as { data: { rows: { trade_id: string; price: string }[] } };
    expect(printed.data.rows.map((r) => [r.trade_id, r.price])).toEqual([["zt-1", "0.74"]]);
  });

  it("is in the lake's venue-wide jobs: retention goes over its days as over every venue's", async () => {
    const reports = await applyRetentionAll(env.LAKE, { tapeDays: null, parquetDays: null }, CYCLE);
    expect(reports.map((r) => r.venue)).toEqual(["kalshi", "polymarket", "zeta"]);
  });

  it("is followed by a venue feed: its frames move the books the feed holds and reach the stream as book and ticker events", async () => {
    const stub = env.VENUE_FEED.get(env.VENUE_FEED.idFromName("zeta-test-venue"));
    const { handed, held } = await runInDurableObject(stub, async (instance: VenueFeed) => {
      const { scope, books: feed } = (
        instance as unknown as {
          parts: {
            scope: { venue: string; marketOf: Map<string, string> };
            books: {
              books: ReturnType<typeof emptyBookSet>;
              outbox: LiveEventDraft[];
              eventsHandOff: { run(now?: boolean): void };
              quotesHandOff: { run(now?: boolean): void };
              onFrame(adapter: FeedAdapter, text: string): void;
            };
          };
        }
      ).parts;
      const sent: LiveEventDraft[][] = [];
      // Capture what the feed hands to the stream shards.
      feed.eventsHandOff = {
        run: () => {
          sent.push(feed.outbox);
          feed.outbox = [];
        },
      };
      feed.quotesHandOff = { run: () => {} };
      scope.venue = ZETA;
      scope.marketOf = new Map([["ZT-FERRY", "ZT-FERRY"]]);
      feed.books = applySnapshotToSet(emptyBookSet(), "ZT-FERRY", { bids: [], asks: [] }, null).set;
      const ts = CYCLE + 5_000;
      feed.onFrame(
        record.feed,
        JSON.stringify({
          type: "book",
          market: "ZT-FERRY",
          bids: [["0.72", "100"]],
          asks: [["0.75", "60"]],
          ts,
        }),
      );
      feed.onFrame(
        record.feed,
        JSON.stringify({
          type: "level",
          market: "ZT-FERRY",
          side: "bid",
          price: "0.73",
          size: "40",
          ts: ts + 1,
        }),
      );
      feed.onFrame(record.feed, "{not json");
      const book = feed.books.books.get("ZT-FERRY");
      return {
        handed: sent.flat(),
        held: book ? { bids: [...book.bids.entries()], status: book.status } : null,
      };
    });
    expect(handed.map((e) => [e.type, e.channel])).toEqual([
      ["book", "book:zeta:ZT-FERRY"],
      ["ticker", "ticker:zeta:ZT-FERRY"],
      ["book_delta", "book:zeta:ZT-FERRY"],
      ["ticker", "ticker:zeta:ZT-FERRY"],
    ]);
    const ticker = handed.at(-1);
    expect(ticker?.type === "ticker" && [ticker.best_bid, ticker.best_ask]).toEqual(["0.7300", "0.7500"]);
    expect(held?.status).toBe("synced");
  });

  it("is streamed to a version 2 client: book:zeta:<market> is followed by its feed, whose frames reach the client as its book and changes", async () => {
    const client = await connect();
    // Told every registered venue's state on connect, Zeta's too (no feed of it has reported yet).
    const statuses = [await client.next(), await client.next(), await client.next()];
    expect(statuses.map((m) => m.type === "status" && [m.venue, m.state])).toEqual([
      ["kalshi", "rest_only"],
      ["polymarket", "rest_only"],
      ["zeta", "rest_only"],
    ]);
    client.send({ type: "subscribe", channels: ["book:zeta:ZT-FERRY", "book:zeta:ZT-NOSUCH"] });
    const subscribed = await nextOfType(client, "subscribed");
    // A market outside the catalog: looked up at the venue (its upstream's /book), then followed.
    expect(subscribed.type === "subscribed" && [subscribed.added, subscribed.rejected]).toEqual([
      ["book:zeta:ZT-FERRY"],
      [{ channel: "book:zeta:ZT-NOSUCH", reason: "zeta has no market ZT-NOSUCH." }],
    ]);

    // The venue's frames, as its WebSocket would send them, read by the feed shard that follows the market.
    const shard = subscriberShards(ZETA, "ZT-FERRY")[0] as number;
    await runInDurableObject(venueFeedShard(env, ZETA, shard), async (instance: VenueFeed) => {
      const { books: feed } = (
        instance as unknown as { parts: { books: { onFrame(adapter: FeedAdapter, text: string): void } } }
      ).parts;
      const ts = Date.now();
      feed.onFrame(
        record.feed,
        JSON.stringify({
          type: "book",
          market: "ZT-FERRY",
          bids: [["0.72", "100"]],
          asks: [["0.75", "60"]],
          ts,
        }),
      );
    });
    expect(await nextOfType(client, "book")).toMatchObject({
      channel: "book:zeta:ZT-FERRY",
      venue: "zeta",
      market: "ZT-FERRY",
      seq: 1,
      bids: [["0.7200", "100.00"]],
      asks: [["0.7500", "60.00"]],
    });

    await runInDurableObject(venueFeedShard(env, ZETA, shard), async (instance: VenueFeed) => {
      const { books: feed } = (
        instance as unknown as {
          parts: { books: { onFrame(adapter: FeedAdapter, text: string): void; flush(now?: boolean): void } };
        }
      ).parts;
      feed.onFrame(
        record.feed,
        JSON.stringify({
          type: "level",
          market: "ZT-FERRY",
          side: "bid",
          price: "0.73",
          size: "40",
          ts: Date.now(),
        }),
      );
      // The change goes without waiting for the hand-off's interval after the book's.
      feed.flush(true);
    });
    expect(await nextOfType(client, "book_delta")).toMatchObject({
      channel: "book:zeta:ZT-FERRY",
      seq: 2,
      changes: [{ side: "bid", price: "0.7300", size: "40.00" }],
    });
  });
});
