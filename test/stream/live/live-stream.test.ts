/**
 * The stream's version 2 (`/ws?version=2`) through the Worker, with events handed to every shard as a
 * venue feed hands them (publishLive): channels, per-channel sequence numbers, whole books for new
 * subscribers and after a rebuild, venue status, entitlements and hostile clients.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../../src/catalog/store.ts";
import { applySnapshotToSet, emptyBookSet } from "../../../src/domain/book/book-set.ts";
import { lagBucket } from "../../../src/domain/status/lag.ts";
import type { Bindings } from "../../../src/env.ts";
import { FEED_STATE_READ_MS, type LiveStream } from "../../../src/stream/live-stream/live-stream.ts";
import {
  firstShard,
  STREAM_CONNECT_HEADER,
  type StreamConnect,
  streamShardCount,
} from "../../../src/stream/session/connect.ts";
import { liveShard, publishLive } from "../../../src/stream/v2/address.ts";
import {
  type LiveEvent,
  type LiveEventDraft,
  V2_LIMITS,
  type V2ServerMessage,
  V2ServerMessageSchema,
} from "../../../src/stream/v2/messages.ts";
import { ChannelSequences } from "../../../src/stream/v2/sequences.ts";
import { venueFeedShard } from "../../../src/stream/venue-feed/address.ts";
import { type FeedMarket, loadFeedPlans } from "../../../src/stream/venue-feed/plan.ts";
import { assignShards, FEED_SHARD_BUDGET } from "../../../src/stream/venue-feed/shards.ts";
import type { VenueFeed } from "../../../src/stream/venue-feed/venue-feed.ts";
import { get, readProblem } from "../../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../../support/ingest.ts";
import { call, createKey } from "../../support/keys.ts";
import { openStream, type StreamClient, streamClientOf, streamClients } from "../../support/stream.ts";

type Client = StreamClient<V2ServerMessage>;
const { connect, closeAll } = streamClients<V2ServerMessage>("/ws?version=2");
const batching = streamClients<V2ServerMessage>("/ws?version=2&batch=1");

/** The next message, checked against the published shape. */
async function next(client: Client): Promise<V2ServerMessage> {
  const message = await client.next();
  V2ServerMessageSchema.parse(message);
  return message;
}

async function nextOfType<T extends V2ServerMessage["type"]>(client: Client, type: T) {
  let message: V2ServerMessage;
  do message = await next(client);
  while (message.type !== type && (message.type === "status" || message.type === "heartbeat"));
  expect(message.type).toBe(type);
  return message as Extract<V2ServerMessage, { type: T }>;
}

/** The tests stand where the venue feeds are: the events enter pix here, so they are numbered here. */
const sources = new ChannelSequences();
const publish = (events: LiveEventDraft[]) => publishLive(env, sources.stamp(events));

let cpiMarket = "";
let fedMarket = "";
const clocks = { venue_time: "2026-11-27T14:03:07.401Z", received_at: "2026-11-27T14:03:07.409Z" };

beforeAll(async () => {
  await seedCatalog(env.DB);
  const catalog = await loadCycleCatalog(env.DB);
  const kalshi = (symbol: string) =>
    catalog.find((i) => i.symbol === symbol)?.contracts.find((c) => c.venue === "kalshi")?.marketId ?? "";
  cpiMarket = kalshi("PIXCPI");
  fedMarket = kalshi("PIXFED");
  expect(cpiMarket).not.toBe("");
  expect(fedMarket).not.toBe("");
});

afterEach(() => {
  closeAll();
  batching.closeAll();
});

const book = (
  market: string,
  bids: [string, string][],
  asks: [string, string][],
  resync: "sequence_gap" | "reconnect" | null = null,
): LiveEventDraft => ({
  type: "book",
  channel: `book:kalshi:${market}`,
  venue: "kalshi",
  market,
  bids,
  asks,
  resync,
  ...clocks,
});

describe("/ws?version=2", () => {
  it("says each venue's state on connect, then numbers each channel's messages from 1", async () => {
    const client = await connect();
    const statuses = [await next(client), await next(client)];
    expect(statuses.map((m) => m.type === "status" && [m.venue, m.state])).toEqual([
      ["kalshi", "rest_only"],
      ["polymarket", "rest_only"],
    ]);
    client.send({
      type: "subscribe",
      channels: [
        `book:kalshi:${cpiMarket}`,
        `trades:kalshi:${cpiMarket}`,
        "index:pixcpi",
        "book:nyse:AAPL",
        "book:kalshi:KXNOTFOLLOWED-26",
      ],
    });
    const subscribed = await nextOfType(client, "subscribed");
    expect(subscribed.added).toEqual([
      `book:kalshi:${cpiMarket}`,
      `trades:kalshi:${cpiMarket}`,
      "index:PIXCPI",
    ]);
    expect(subscribed.rejected.map((r) => r.channel)).toEqual([
      "book:nyse:AAPL",
      "book:kalshi:KXNOTFOLLOWED-26",
    ]);
    // Not one of the catalog's contracts: looked up at the venue, which has no such market.
    expect(subscribed.rejected[1]?.reason).toBe("kalshi has no market KXNOTFOLLOWED-26.");

    await publish([
      book(
        cpiMarket,
        [
          ["0.52", "100"],
          ["0.53", "40"],
        ],
        [["0.55", "70"]],
      ),
    ]);
    const first = await nextOfType(client, "book");
    // Levels come back in the book's canonical text: prices to 4 places, sizes to 2.
    expect(first).toMatchObject({
      seq: 1,
      reason: "subscribe",
      bids: [
        ["0.5300", "40.00"],
        ["0.5200", "100.00"],
      ],
      asks: [["0.5500", "70.00"]],
    });

    await publish([
      {
        type: "book_delta",
        channel: `book:kalshi:${cpiMarket}`,
        venue: "kalshi",
        market: cpiMarket,
        changes: [
          { side: "bid", price: "0.53", size: "0" },
          { side: "ask", price: "0.54", size: "5" },
        ],
        ...clocks,
      },
      {
        type: "trade",
        channel: `trades:kalshi:${cpiMarket}`,
        venue: "kalshi",
        market: cpiMarket,
        trade_id: "t-1",
        price: "0.54",
        size: "3",
        taker_side: "buy",
        ...clocks,
      },
      {
        type: "index",
        channel: "index:PIXCPI",
        symbol: "PIXCPI",
        value: 2.91,
        value_decimal: "2.91",
        indicative: true,
        official: false,
        ...clocks,
      },
    ]);
    expect(await nextOfType(client, "book_delta")).toMatchObject({ seq: 2 });
    expect(await nextOfType(client, "trade")).toMatchObject({ seq: 1, trade_id: "t-1" });
    expect(await nextOfType(client, "index")).toMatchObject({ seq: 1, value_decimal: "2.91" });

    // A later subscriber gets the book as it stands: the deltas applied.
    const later = await connect();
    later.send({ type: "subscribe", channels: [`book:kalshi:${cpiMarket}`] });
    await nextOfType(later, "subscribed");
    expect(await nextOfType(later, "book")).toMatchObject({
      seq: 1,
      reason: "subscribe",
      bids: [["0.5200", "100.00"]],
      asks: [
        ["0.5400", "5.00"],
        ["0.5500", "70.00"],
      ],
    });
  });

  it("announces a rebuilt book with gap, then the whole book, in sequence", async () => {
    const client = await connect();
    client.send({ type: "subscribe", channels: [`book:kalshi:${fedMarket}`] });
    await nextOfType(client, "subscribed");
    await publish([book(fedMarket, [["0.40", "10"]], [["0.45", "10"]])]);
    expect(await nextOfType(client, "book")).toMatchObject({ seq: 1 });
    await publish([book(fedMarket, [["0.41", "12"]], [["0.44", "9"]], "sequence_gap")]);
    expect(await nextOfType(client, "gap")).toMatchObject({ seq: 2, reason: "sequence_gap" });
    expect(await nextOfType(client, "book")).toMatchObject({
      seq: 3,
      reason: "resync",
      bids: [["0.4100", "12.00"]],
      asks: [["0.4400", "9.00"]],
    });
  });

  it("carries each minute cycle's values on the index channels", async () => {
    const client = await connect();
    client.send({ type: "subscribe", channels: ["index:PIXCPI", "index:BMGOLD"] });
    await nextOfType(client, "subscribed");
    const [minute] = recentMinutes(1);
    await ingestMinutes("live-stream-minute", [minute ?? 0]);
    const values = [await nextOfType(client, "index"), await nextOfType(client, "index")];
    expect(values.map((v) => [v.channel, v.seq, v.indicative, v.official]).sort()).toEqual([
      ["index:BMGOLD", 1, true, false],
      ["index:PIXCPI", 1, true, false],
    ]);
    for (const v of values) expect(v.value_decimal).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it("tells every connection at once when a venue's feed changes state", async () => {
    const client = await connect();
    await next(client);
    await next(client);
    await Promise.all(
      Array.from({ length: streamShardCount(env) }, (_, i) =>
        liveShard(env, i).setVenueStatus({
          venue: "kalshi",
          state: "stale",
          depth: "live",
          age_ms: 12_000,
          detail: "No event for 12 s.",
        }),
      ),
    );
    expect(await nextOfType(client, "status")).toMatchObject({
      venue: "kalshi",
      state: "stale",
      age_ms: 12_000,
    });
  });

  it("lets an entitled key read only its indices and their contracts", async () => {
    const cpi = await loadCycleCatalog(env.DB).then((c) => c.find((i) => i.symbol === "PIXCPI"));
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: [cpi?.slug ?? ""] });
    const client = await connect({ "X-API-Key": key });
    client.send({
      type: "subscribe",
      channels: ["index:PIXCPI", "index:PIXFED", `book:kalshi:${cpiMarket}`, `book:kalshi:${fedMarket}`],
    });
    const subscribed = await nextOfType(client, "subscribed");
    expect(subscribed.channels).toEqual(["index:PIXCPI", `book:kalshi:${cpiMarket}`]);
    expect(subscribed.rejected.map((r) => r.channel)).toEqual(["index:PIXFED", `book:kalshi:${fedMarket}`]);
  });

  it("takes a key as the first message, and then reads as that key", async () => {
    const cpi = await loadCycleCatalog(env.DB).then((c) => c.find((i) => i.symbol === "PIXCPI"));
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: [cpi?.slug ?? ""] });
    const client = await connect();
    client.send({ type: "auth", key });
    expect(await nextOfType(client, "subscribed")).toMatchObject({ channels: [], rejected: [] });
    client.send({ type: "subscribe", channels: ["index:PIXCPI", "index:PIXFED"] });
    const subscribed = await nextOfType(client, "subscribed");
    expect(subscribed.channels).toEqual(["index:PIXCPI"]);
    // An earlier test's minute left PIXCPI a value: it is sent right after `subscribed`, as seq 1.
    expect(await nextOfType(client, "index")).toMatchObject({ channel: "index:PIXCPI", seq: 1 });
    client.send({ type: "auth", key });
    expect((await nextOfType(client, "error")).code).toBe("auth-not-first");
  });

  it("judges a subscribe sent right behind the key as that key, never as anonymous", async () => {
    const cpi = await loadCycleCatalog(env.DB).then((c) => c.find((i) => i.symbol === "PIXCPI"));
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: [cpi?.slug ?? ""] });
    const client = await connect();
    // No wait between the two: the subscribe arrives while the key is being checked.
    client.send({ type: "auth", key });
    client.send({ type: "subscribe", channels: ["index:PIXCPI", "index:PIXFED"] });
    expect(await nextOfType(client, "subscribed")).toMatchObject({ channels: [], rejected: [] });
    const subscribed = await nextOfType(client, "subscribed");
    expect(subscribed.channels).toEqual(["index:PIXCPI"]);
    expect(subscribed.rejected.map((r) => r.channel)).toEqual(["index:PIXFED"]);
  });

  it("refuses hostile clients with an error and the close code", async () => {
    const client = await connect();
    client.ws.send(new Uint8Array([1, 2, 3]));
    const error = await nextOfType(client, "error");
    expect(error.code).toBe("binary-not-supported");
    expect((await client.closed).code).toBe(1003);

    const second = await connect();
    second.send({ type: "subscribe", symbols: ["PIXCPI"] });
    expect((await nextOfType(second, "error")).code).toBe("malformed-message");
    expect((await second.closed).code).toBe(1008);
  });

  it("sends a ticker's and an index's latest value right after subscribed, then numbers on from it", async () => {
    const ticker = (bid: string): LiveEventDraft => ({
      type: "ticker",
      channel: `ticker:kalshi:${fedMarket}`,
      venue: "kalshi",
      market: fedMarket,
      best_bid: bid,
      best_ask: "0.60",
      mid: null,
      last_trade_price: null,
      ...clocks,
    });
    await publish([ticker("0.50"), ticker("0.51")]);
    const client = await connect();
    client.send({ type: "subscribe", channels: [`ticker:kalshi:${fedMarket}`, "index:PIXFED"] });
    const subscribed = await nextOfType(client, "subscribed");
    expect(subscribed.added).toEqual([`ticker:kalshi:${fedMarket}`, "index:PIXFED"]);
    // The latest ticker, not every one before it.
    expect(await nextOfType(client, "ticker")).toMatchObject({ seq: 1, best_bid: "0.51" });
    // PIXFED's value from the minute an earlier test stored.
    expect(await nextOfType(client, "index")).toMatchObject({ channel: "index:PIXFED", seq: 1 });
    await publish([ticker("0.52")]);
    expect(await nextOfType(client, "ticker")).toMatchObject({ seq: 2, best_bid: "0.52" });
  });

  it("counts each live event sent once in its venue's stream_send series (the stream_latency objective), however many clients hold its channel", async () => {
    const catalog = await loadCycleCatalog(env.DB);
    const market = catalog.flatMap((i) => i.contracts).find((c) => c.venue === "polymarket")?.marketId ?? "";
    expect(market).not.toBe("");
    const channel = `trades:polymarket:${market}`;
    const holders = [await connect(), await connect()];
    for (const client of holders) {
      client.send({ type: "subscribe", channels: [channel] });
      expect((await nextOfType(client, "subscribed")).added).toEqual([channel]);
    }
    // The venue's time 2 s before publishing (its milliseconds not 0: a time given to the millisecond).
    const venueMs = Math.floor(Date.now() / 1_000) * 1_000 - 2_000 + 250;
    const trade = (n: number): LiveEventDraft => ({
      type: "trade",
      channel,
      venue: "polymarket",
      market,
      trade_id: `latency-${n}`,
      price: "0.41",
      size: "3",
      taker_side: "buy",
      venue_time: new Date(venueMs).toISOString(),
      received_at: new Date(venueMs + 5).toISOString(),
    });
    // An event nobody holds is sent to no one, so not counted.
    const unheld = { ...trade(9), channel: "trades:polymarket:0x-nobody-holds" } as LiveEventDraft;
    await publish([trade(1), trade(2), unheld, trade(3)]);
    for (const client of holders) {
      for (let n = 1; n <= 3; n++)
        expect(await nextOfType(client, "trade")).toMatchObject({ trade_id: `latency-${n}` });
    }
    // Both clients' shard writes what it counted at its heartbeat (one far enough on to be due).
    const shard = liveShard(env, firstShard(streamShardCount(env), "unknown"));
    await runInDurableObject(shard, async (instance: LiveStream) => instance.beat(Date.now() + 3_600_000));
    const cells = async () =>
      (
        await env.DB.prepare(
          "SELECT bucket, count FROM status_lag WHERE component = 'stream_send:polymarket'",
        ).all<{
          bucket: number;
          count: number;
        }>()
      ).results;
    // Three events sent, to two clients each: three samples, not six.
    await expect
      .poll(async () => (await cells()).reduce((sum, c) => sum + c.count, 0), {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(3);
    // Each measured from the venue's time to the send: at least the 2 s between them.
    expect(Math.min(...(await cells()).map((c) => c.bucket))).toBeGreaterThanOrEqual(lagBucket(1_750));
  });

  it("closes a connection that queues more client messages than allowed with an error, then 1008", async () => {
    const client = await connect();
    // A market outside the catalog is looked up at the venue; everything sent behind it waits.
    client.send({ type: "subscribe", channels: ["book:kalshi:KXNOSUCH-OVERFLOW-26"] });
    for (let i = 0; i <= V2_LIMITS.max_waiting_client_messages; i++) client.send({ type: "ping" });
    const error = await nextOfType(client, "error");
    expect(error.code).toBe("too-many-messages");
    expect((await client.closed).code).toBe(1008);
  });

  it("closes a connection that has acknowledged no heartbeat for max_unread_ms, with an error and 4408", async () => {
    const reader = await connect();
    const idle = await connect();
    // Every anonymous test connection comes from one address (no CF-Connecting-IP), so both are on its shard.
    const shard = liveShard(env, firstShard(streamShardCount(env), "unknown"));
    const t0 = Date.now();
    const beat = (atMs: number) =>
      runInDurableObject(shard, async (instance: LiveStream) => instance.beat(atMs));
    await beat(t0 + V2_LIMITS.max_unread_ms - 5_000);
    const heartbeat = await nextOfType(reader, "heartbeat");
    reader.send({ type: "ack", heartbeat: heartbeat.id });
    reader.send({ type: "ping" });
    await nextOfType(reader, "pong");
    await nextOfType(idle, "heartbeat");

    await beat(t0 + V2_LIMITS.max_unread_ms + 1_000);
    const error = await nextOfType(idle, "error");
    expect(error.code).toBe("slow-consumer");
    expect((await idle.closed).code).toBe(4408);
    // The reader read a heartbeat 6 s ago: it stays, and hears the next one.
    expect((await nextOfType(reader, "heartbeat")).id).toBe(heartbeat.id + 1);
  });

  it("counts an address's anonymous connections of both versions against one cap (429)", async () => {
    const bindings = { STREAM_MAX_ANONYMOUS_PER_ADDRESS: "2" } as unknown as Partial<Bindings>;
    const from = (path: string) =>
      call(path, { headers: { Upgrade: "websocket", "CF-Connecting-IP": "198.51.100.48" } }, bindings);
    const sockets: WebSocket[] = [];
    const keep = (res: Response) => {
      res.webSocket?.accept();
      if (res.webSocket) sockets.push(res.webSocket);
      return res.status;
    };
    try {
      expect(keep(await from("/ws"))).toBe(101);
      expect(keep(await from("/ws?version=2"))).toBe(101);
      const v2 = await from("/ws?version=2");
      expect(v2.status).toBe(429);
      expect((await readProblem(v2)).type).toMatch(/#too-many-connections$/);
      expect((await from("/ws")).status).toBe(429);
    } finally {
      for (const ws of sockets) ws.close(1000, "done");
    }
  });

  it("sends a batching connection each moment's messages as one array frame, the same messages and seqs as one by one", async () => {
    const plain = await connect();
    const batched = await batching.connect();
    const channels = [`book:kalshi:${cpiMarket}`, `trades:kalshi:${cpiMarket}`, "index:PIXCPI"];
    /** Sends a ping and reads every message up to its pong (the shard answers in order). */
    const upToPong = async (client: Client) => {
      client.send({ type: "ping" });
      const read: V2ServerMessage[] = [];
      for (let m = await next(client); m.type !== "pong"; m = await next(client)) read.push(m);
      return read;
    };
    // What both read, without the clock of the send and the heartbeats and statuses of their own.
    const content = (messages: V2ServerMessage[]) =>
      messages
        .filter((m) => m.type !== "heartbeat" && m.type !== "status")
        .map((m) => ({ ...m, sent_at: undefined }));
    // The size of each frame since `from` (a heartbeat or a status broadcast, alone in its frame, left out).
    const frameSizes = (from: number) =>
      batched.frames
        .slice(from)
        .filter((f) => !(Array.isArray(f) && f.length === 1 && ["heartbeat", "status"].includes(f[0].type)))
        .map((f) => (Array.isArray(f) ? f.length : "not an array"));

    for (const client of [plain, batched]) client.send({ type: "subscribe", channels });
    const [plainAnswer, batchedAnswer] = [await upToPong(plain), await upToPong(batched)];
    expect(content(batchedAnswer)).toEqual(content(plainAnswer));
    expect(content(batchedAnswer)[0]).toMatchObject({ type: "subscribed", added: channels });
    // The statuses on connect, then the subscribe's answer with what it sent (one frame), then the pong.
    expect(frameSizes(0)).toEqual([2, content(batchedAnswer).length, 1]);

    let from = batched.frames.length;
    const trade = (n: number): LiveEventDraft => ({
      type: "trade",
      channel: `trades:kalshi:${cpiMarket}`,
      venue: "kalshi",
      market: cpiMarket,
      trade_id: `batch-${n}`,
      price: "0.54",
      size: "1",
      taker_side: "sell",
      ...clocks,
    });
    await publish([
      book(cpiMarket, [["0.50", "10"]], [["0.56", "10"]]),
      trade(0),
      {
        type: "index",
        channel: "index:PIXCPI",
        symbol: "PIXCPI",
        value: 2.93,
        value_decimal: "2.93",
        indicative: true,
        official: false,
        ...clocks,
      },
      trade(1),
    ]);
    const [plainPublish, batchedPublish] = [await upToPong(plain), await upToPong(batched)];
    expect(content(batchedPublish)).toEqual(content(plainPublish));
    expect(content(batchedPublish).map((m) => m.type)).toContain("trade");
    expect(frameSizes(from)).toEqual([content(batchedPublish).length, 1]);

    // Past max_batch_messages one publish is split over several frames; every seq stays as one by one.
    from = batched.frames.length;
    const many = V2_LIMITS.max_batch_messages + 44;
    await publish(Array.from({ length: many }, (_, i) => trade(i + 2)));
    const [plainMany, batchedMany] = [await upToPong(plain), await upToPong(batched)];
    expect(content(batchedMany)).toEqual(content(plainMany));
    const seqs = content(batchedMany).map((m) => ("seq" in m ? m.seq : 0));
    const firstSeq = seqs[0] as number;
    expect(seqs).toEqual(Array.from({ length: many }, (_, i) => firstSeq + i));
    expect(frameSizes(from)).toEqual([V2_LIMITS.max_batch_messages, 44, 1]);
  });

  it("refuses a batch value other than 0 or 1, and batch on version 1, with a problem", async () => {
    for (const path of ["/ws?version=2&batch=yes", "/ws?version=2&batch=2", "/ws?batch=1"]) {
      const res = await get(path, { headers: { Upgrade: "websocket" } });
      expect(res.status).toBe(400);
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/#invalid-parameter$/);
      expect(problem.invalid_params?.[0]?.name).toBe("batch");
    }
    const off = await openStream<V2ServerMessage>({}, "/ws?version=2&batch=0");
    // batch=0 is the default: one message per frame.
    expect((await off.next()).type).toBe("status");
    expect(off.frames[0]).not.toBeInstanceOf(Array);
    off.close();
  });

  it("keeps version 1 the default and refuses an unknown version", async () => {
    const v1 = await openStream();
    expect((await v1.next()).type).toBe("snapshot");
    v1.close();
    const res = await get("/ws?version=3", { headers: { Upgrade: "websocket" } });
    expect(res.status).toBe(400);
    expect((await readProblem(res)).type).toContain("invalid-parameter");
  });

  it("tells a new shard's first connection each feed's state, and sends a held book on subscribe, asking the feed", async () => {
    // The feed shard that follows PIXCPI's Kalshi contract (the plan's split), made live with a whole
    // book and nothing pushed: as after an overload episode, when a stream shard restarted.
    const plan = (await loadFeedPlans(env.DB)).kalshi;
    const split = assignShards(plan, FEED_SHARD_BUDGET.kalshi);
    const shard = split.findIndex((markets) => markets.some((m) => m.market === cpiMarket));
    const markets = split[shard] as FeedMarket[];
    const key = markets.find((m) => m.market === cpiMarket)?.key ?? "";
    const feed = venueFeedShard(env, "kalshi", shard);
    const setFeed = (state: string, detail: string, followed: FeedMarket[]) =>
      runInDurableObject(feed, async (instance: VenueFeed) => {
        const { scope, connection, books } = (instance as unknown as FeedInternals).parts;
        scope.venue = "kalshi";
        scope.shard = shard;
        scope.plan = followed;
        scope.marketOf = new Map(followed.map((m) => [m.key, m.market]));
        connection.state = state;
        connection.detail = detail;
        // A connection that holds the venue's books (a signed Kalshi feed).
        connection.depth = "live";
        books.books = applySnapshotToSet(
          emptyBookSet(),
          key,
          { bids: [{ price: "0.47", size: "30" }], asks: [{ price: "0.49", size: "12" }] },
          null,
        ).set;
      });
    await setFeed("live", "Connected; the venue is sending.", markets);
    try {
      const fresh = env.LIVE_STREAM.getByName("fresh-shard");
      const connect: StreamConnect = {
        connection_id: "fresh-1",
        access: { kind: "anonymous", key_id: null, entitlements: null },
        key_hash: null,
        max_clients: 10,
        client_bucket: "198.51.100.7",
        max_anonymous_per_address: 10,
      };
      const client = await streamClientOf<V2ServerMessage>(
        await fresh.fetch("http://live/ws", {
          headers: { Upgrade: "websocket", [STREAM_CONNECT_HEADER]: JSON.stringify(connect) },
        }),
      );
      try {
        const statuses = [await next(client), await next(client)];
        expect(statuses.map((m) => m.type === "status" && [m.venue, m.state])).toEqual([
          ["kalshi", "live"],
          ["polymarket", "rest_only"],
        ]);
        client.send({ type: "subscribe", channels: [`book:kalshi:${cpiMarket}`] });
        await nextOfType(client, "subscribed");
        expect(await nextOfType(client, "book")).toMatchObject({
          seq: 1,
          reason: "subscribe",
          bids: [["0.4700", "30.00"]],
          asks: [["0.4900", "12.00"]],
        });
        // A change of state whose push never came is read at the next heartbeat past FEED_STATE_READ_MS.
        await setFeed("stale", "Behind the venue by 3.0 s.", markets);
        await runInDurableObject(fresh, async (instance: LiveStream) =>
          instance.beat(Date.now() + FEED_STATE_READ_MS),
        );
        expect(await nextOfType(client, "status")).toMatchObject({ venue: "kalshi", state: "stale" });
      } finally {
        client.close();
      }
    } finally {
      await setFeed("rest_only", "Not started.", []);
    }
  });
});

/** The parts of a venue feed shard the test above sets (its state and books), as a feed would hold them. */
interface FeedInternals {
  parts: {
    scope: { venue: string; shard: number; plan: FeedMarket[]; marketOf: Map<string, string> };
    connection: { state: string; detail: string; depth: string };
    books: { books: ReturnType<typeof emptyBookSet> };
  };
}

describe("resume", () => {
  type Data = Extract<V2ServerMessage, { channel: string }>;
  /** The next data message, past statuses and heartbeats. */
  async function nextData(client: Client): Promise<Data> {
    let message: V2ServerMessage;
    do message = await next(client);
    while (message.type === "status" || message.type === "heartbeat");
    if (!("channel" in message)) throw new Error(`expected a data message, got ${message.type}`);
    return message;
  }
  const delta = (market: string, n: number): LiveEventDraft => ({
    type: "book_delta",
    channel: `book:kalshi:${market}`,
    venue: "kalshi",
    market,
    changes: [{ side: "bid", price: "0.50", size: String(n + 1) }],
    ...clocks,
  });
  const trade = (market: string, n: number): LiveEventDraft => ({
    type: "trade",
    channel: `trades:kalshi:${market}`,
    venue: "kalshi",
    market,
    trade_id: `r-${n}`,
    price: "0.51",
    size: "1",
    taker_side: "buy",
    ...clocks,
  });
  /** A connection straight to shard `index` (as the Worker forwards one), so a test picks the shard. */
  async function onShard(index: number, id: string): Promise<Client> {
    const connect: StreamConnect = {
      connection_id: id,
      access: { kind: "anonymous", key_id: null, entitlements: null },
      key_hash: null,
      max_clients: 100,
      client_bucket: `198.51.100.${index + 20}`,
      max_anonymous_per_address: 10,
    };
    return streamClientOf<V2ServerMessage>(
      await liveShard(env, index).fetch("http://live/ws", {
        headers: { Upgrade: "websocket", [STREAM_CONNECT_HEADER]: JSON.stringify(connect) },
      }),
    );
  }

  it("sends a client that dropped mid-burst every message it missed, once, in order, and nothing else", async () => {
    const channels = [`book:kalshi:${cpiMarket}`, `trades:kalshi:${cpiMarket}`];
    const first = await connect();
    first.send({ type: "subscribe", channels });
    await nextOfType(first, "subscribed");
    const whole = book(cpiMarket, [["0.50", "1"]], [["0.60", "10"]]);
    await publish([whole]);
    // An earlier test's book may come first (on subscribe), then the gap before this one.
    let snapshot: Data;
    do snapshot = await nextData(first);
    while (snapshot.cseq !== (whole as LiveEvent).cseq || snapshot.type !== "book");
    const last = new Map<string, number>([[snapshot.channel, snapshot.cseq ?? -1]]);
    const burst = Array.from({ length: 90 }, (_, i) =>
      i % 3 === 2 ? trade(cpiMarket, i) : delta(cpiMarket, i),
    );
    await publish(burst.slice(0, 45));
    // It reads 17 messages of the burst, then its connection drops while the burst goes on.
    for (let i = 0; i < 17; i++) {
      const message = await nextData(first);
      last.set(message.channel, message.cseq as number);
    }
    first.close();
    await first.closed;
    await publish(burst.slice(45));

    // Stamped in place as they were published: what it missed is each channel's events past its cseq.
    const missed = (burst as LiveEvent[]).filter((e) => e.cseq > (last.get(e.channel) ?? 0));
    expect(missed).toHaveLength(90 - 17);
    const second = await connect();
    second.send({ type: "resume", channels: Object.fromEntries(last) });
    const subscribed = await nextOfType(second, "subscribed");
    expect(subscribed.added).toEqual(channels);
    const replayed: Data[] = [];
    for (let i = 0; i < missed.length; i++) replayed.push(await nextData(second));
    // Each channel's messages in order, each exactly once, numbered from 1 on this connection.
    for (const channel of channels) {
      const got = replayed.filter((m) => m.channel === channel);
      const want = missed.filter((e) => e.channel === channel);
      expect(got.map((m) => [m.type, m.cseq])).toEqual(want.map((e) => [e.type, e.cseq]));
      expect(got.map((m) => m.seq)).toEqual(want.map((_, i) => i + 1));
    }
    // Nothing else was owed (no whole book): the next message is the answer to a ping, then live ones.
    second.send({ type: "ping" });
    expect((await next(second)).type).toBe("pong");
    await publish([delta(cpiMarket, 1000)]);
    const live = await nextData(second);
    expect(live).toMatchObject({
      type: "book_delta",
      seq: replayed.filter((m) => m.channel === channels[0]).length + 1,
    });
    expect(live.cseq).toBe((missed.filter((e) => e.channel === channels[0]).at(-1)?.cseq ?? 0) + 1);
  });

  it("sends a backlog past the connection's budget over the next seconds, in order, with no gap", async () => {
    const channel = `trades:kalshi:${fedMarket}`;
    const first = await connect();
    first.send({ type: "subscribe", channels: [channel] });
    await nextOfType(first, "subscribed");
    const opening = trade(fedMarket, 0);
    await publish([opening]);
    const held = await nextData(first);
    expect(held.cseq).toBe((opening as LiveEvent).cseq);
    first.close();
    await first.closed;
    // More than a second's budget, all published while it was away, and nothing after it resumes: the
    // rest of the replay is carried on by the shard's own timer once the budget allows.
    const missed = Array.from({ length: V2_LIMITS.max_messages_per_second + 150 }, (_, i) =>
      trade(fedMarket, i + 1),
    );
    for (let i = 0; i < missed.length; i += 130) await publish(missed.slice(i, i + 130));
    const second = await connect();
    second.send({ type: "resume", channels: { [channel]: held.cseq as number } });
    await nextOfType(second, "subscribed");
    const replayed: Data[] = [];
    for (let i = 0; i < missed.length; i++) replayed.push(await nextData(second));
    expect(replayed.map((m) => [m.type, m.seq, m.cseq])).toEqual(
      missed.map((e, i) => ["trade", i + 1, (e as LiveEvent).cseq]),
    );
  });

  it("sends a rebuilt book and the changes after it alike live and on resume: gap, the book as rebuilt, then its deltas", async () => {
    const channel = `book:kalshi:${fedMarket}`;
    const [live, away] = [await connect(), await connect()];
    for (const client of [live, away]) {
      client.send({ type: "subscribe", channels: [channel] });
      await nextOfType(client, "subscribed");
    }
    const whole = book(fedMarket, [["0.40", "10"]], [["0.45", "10"]]);
    await publish([whole]);
    // (An earlier test's book may come first, on subscribe, then the gap before this one.)
    for (const client of [live, away]) {
      let message: Data;
      do message = await nextData(client);
      while (message.cseq !== (whole as LiveEvent).cseq || message.type !== "book");
    }
    away.close();
    await away.closed;
    // One hand-off: the feed rebuilt the book, then applied a change to it.
    const rebuilt = book(fedMarket, [["0.41", "12"]], [["0.44", "9"]], "sequence_gap");
    const change = delta(fedMarket, 8);
    await publish([rebuilt, change]);
    const c = (rebuilt as LiveEvent).cseq;
    /** What the client was sent on the channel before the answer to a ping. */
    const sent = async (client: Client) => {
      client.send({ type: "ping" });
      const messages: Data[] = [];
      for (let m = await next(client); m.type !== "pong"; m = await next(client))
        if ("channel" in m && m.channel === channel) messages.push(m);
      return messages;
    };
    const heard = await sent(live);
    const resumed = await connect();
    resumed.send({ type: "resume", channels: { [channel]: (whole as LiveEvent).cseq } });
    await nextOfType(resumed, "subscribed");
    const replayed = await sent(resumed);
    const want = [
      ["gap", c],
      ["book", c],
      ["book_delta", c + 1],
    ];
    expect(heard.map((m) => [m.type, m.cseq])).toEqual(want);
    expect(replayed.map((m) => [m.type, m.cseq])).toEqual(want);
    // The same book as the feed rebuilt it, on both.
    expect(replayed[1]).toMatchObject({ reason: "resync", bids: [["0.4100", "12.00"]] });
    expect(heard[1]).toMatchObject({ reason: "resync", bids: [["0.4100", "12.00"]] });
  });

  it("answers a cseq whose messages are no longer kept with gap resume_expired, then the whole book", async () => {
    const channel = `book:kalshi:${fedMarket}`;
    await publish([book(fedMarket, [["0.40", "10"]], [["0.45", "10"]]), delta(fedMarket, 6)]);
    const client = await connect();
    // Older than anything kept (the source's numbers start at its clock × 1000).
    client.send({ type: "resume", channels: { [channel]: 5 } });
    expect((await nextOfType(client, "subscribed")).added).toEqual([channel]);
    const gap = await nextOfType(client, "gap");
    const whole = await nextOfType(client, "book");
    expect(gap).toMatchObject({ seq: 1, reason: "resume_expired" });
    expect(whole).toMatchObject({
      seq: 2,
      reason: "resync",
      bids: [
        ["0.5000", "7.00"],
        ["0.4000", "10.00"],
      ],
    });
    // Both name the cseq of the last event the book reflects: the delta's.
    expect(gap.cseq).toBe(whole.cseq);
    const resumeFrom = whole.cseq as number;

    // Resumed from that cseq, nothing was missed: nothing but the answer.
    const again = await connect();
    again.send({ type: "resume", channels: { [channel]: resumeFrom } });
    await nextOfType(again, "subscribed");
    again.send({ type: "ping" });
    expect((await next(again)).type).toBe("pong");

    // A malformed resume closes the connection as any malformed message does.
    const bad = await connect();
    bad.send({ type: "resume", channels: { [channel]: -1 } });
    expect((await nextOfType(bad, "error")).code).toBe("malformed-message");
  });

  it("numbers an event alike on every shard, so a client resumes on another shard than it left", async () => {
    const count = streamShardCount(env);
    expect(count).toBeGreaterThan(1);
    const channel = `ticker:kalshi:${fedMarket}`;
    const [a, b] = [await onShard(0, "resume-a"), await onShard(1, "resume-b")];
    for (const client of [a, b]) {
      client.send({ type: "subscribe", channels: [channel] });
      await nextOfType(client, "subscribed");
    }
    const ticker = (bid: string): LiveEventDraft => ({
      type: "ticker",
      channel,
      venue: "kalshi",
      market: fedMarket,
      best_bid: bid,
      best_ask: "0.70",
      mid: null,
      last_trade_price: null,
      ...clocks,
    });
    const three = [ticker("0.61"), ticker("0.62"), ticker("0.63")];
    await publish(three);
    const seen = async (client: Client) => {
      // An earlier test's latest ticker may come first, on subscribe.
      let first: Data;
      do first = await nextData(client);
      while (first.cseq !== (three[0] as LiveEvent).cseq);
      return [first, await nextData(client), await nextData(client)];
    };
    const [onA, onB] = [await seen(a), await seen(b)];
    expect(onA.map((m) => m.cseq)).toEqual(onB.map((m) => m.cseq));
    const firstCseq = onA[0]?.cseq as number;
    expect(onA.map((m) => m.cseq)).toEqual([firstCseq, firstCseq + 1, firstCseq + 2]);

    // The client on shard 0 held only the first, dropped, and came back on shard 1.
    a.close();
    b.close();
    await publish([ticker("0.64")]);
    const back = await onShard(1, "resume-c");
    try {
      back.send({ type: "resume", channels: { [channel]: firstCseq } });
      await nextOfType(back, "subscribed");
      const replayed = [await nextData(back), await nextData(back), await nextData(back)];
      expect(replayed.map((m) => [m.seq, m.cseq, m.type === "ticker" && m.best_bid])).toEqual([
        [1, firstCseq + 1, "0.62"],
        [2, firstCseq + 2, "0.63"],
        [3, firstCseq + 3, "0.64"],
      ]);
    } finally {
      back.close();
    }
  });
});
