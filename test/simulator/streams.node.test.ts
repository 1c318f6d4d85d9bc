/**
 * The simulator's market-data WebSockets: Kalshi's signed v2 socket and Polymarket's market channel.
 * A client rebuilt from the snapshot and every update equals the REST book at the same moment; Kalshi's
 * `seq` runs without gaps; the event rate is honoured; each stream fault is observable as a client sees
 * it; PING/PONG; the handshake signature is checked against the configured key.
 */
import { constants, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type MarketBook, outcomeBookHash } from "../../simulator/books.ts";
import { type SimulatorServer, startSimulatorServer } from "../../simulator/server.ts";
import { BENCH_EVENTS_PER_SECOND } from "../../simulator/stream-control.ts";

const RATE = 40;
const keys = generateKeyPairSync("rsa", { modulusLength: 2048 });
const otherKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
let server: SimulatorServer;

beforeAll(async () => {
  server = await startSimulatorServer({
    port: 0,
    extraMarketsPerVenue: 0,
    streamEventsPerSecond: RATE,
    kalshiPublicKeyPem: keys.publicKey.export({ type: "spki", format: "pem" }).toString(),
  });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await fetch(`${server.url}/_control/reset`, { method: "POST" });
});

async function streams(body: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${server.url}/_control/streams`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

function signedHeaders(key: KeyObject = keys.privateKey, path = "/trade-api/ws/v2"): Record<string, string> {
  const timestamp = String(Date.now());
  const signature = sign("sha256", Buffer.from(`${timestamp}GET${path}`), {
    key,
    padding: constants.RSA_PKCS1_PSS_PADDING,
    saltLength: constants.RSA_PSS_SALTLEN_DIGEST,
  });
  return {
    "KALSHI-ACCESS-KEY": "test-key",
    "KALSHI-ACCESS-TIMESTAMP": timestamp,
    "KALSHI-ACCESS-SIGNATURE": signature.toString("base64"),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  socket: WebSocket;
  /** Every text frame received, in order. */
  frames: string[];
  closeCode: Promise<number>;
  waitFor(done: () => boolean, ms?: number): Promise<void>;
  /** Resolves once no frame has arrived for `ms`. */
  quiet(ms?: number): Promise<void>;
  json(): Record<string, unknown>[];
}

function connect(url: string, headers?: Record<string, string>): Promise<Client> {
  const socket = new WebSocket(url, headers ? { headers } : {});
  const frames: string[] = [];
  let last = Date.now();
  socket.on("message", (data) => {
    frames.push(data.toString());
    last = Date.now();
  });
  const closeCode = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  const client: Client = {
    socket,
    frames,
    closeCode,
    async waitFor(done, ms = 5_000) {
      const until = Date.now() + ms;
      while (!done()) {
        if (Date.now() > until) throw new Error(`timed out; ${frames.length} frames`);
        await sleep(10);
      }
    },
    async quiet(ms = 150) {
      while (Date.now() - last < ms) await sleep(20);
    },
    json: () => frames.map((f) => JSON.parse(f) as Record<string, unknown>),
  };
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(client));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

/** The HTTP status an upgrade is refused with. */
function refusedStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.on("error", () => {}); // the aborted handshake reports itself; the status is what counts
    socket.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => {
      socket.close();
      reject(new Error("upgrade accepted"));
    });
  });
}

/** The first frame after switching on one fault for one event. */
async function frameUnder(client: Client, venue: string, mode: string): Promise<string> {
  await streams({ venue, mode, count: 1 });
  const before = client.frames.length;
  await client.waitFor(() => client.frames.length > before);
  return client.frames[before] ?? "";
}

/** A malformed frame is invalid JSON, an oversized one passes 1 MB, a drop closes without a close frame. */
async function expectFrameFaults(client: Client, venue: string): Promise<void> {
  const malformed = await frameUnder(client, venue, "malformed");
  expect(() => JSON.parse(malformed)).toThrow();
  expect((await frameUnder(client, venue, "oversized")).length).toBeGreaterThan(1_000_000);
  await streams({ venue, mode: "drop" });
  expect(await client.closeCode).toBe(1006);
}

const hundredths = (text: string) => Math.round(Number(text) * 100);
const cents = (text: string) => Math.round(Number(text) * 100);

type Levels = Map<number, number>;

/** A test-local Kalshi book: YES and NO bids, cents → hundredths. */
function kalshiReducer() {
  const books = new Map<string, { yes: Levels; no: Levels }>();
  return {
    books,
    apply(frame: Record<string, unknown>) {
      const msg = frame.msg as Record<string, unknown>;
      if (frame.type === "orderbook_snapshot") {
        const side = (levels: unknown) =>
          new Map(((levels ?? []) as [string, string][]).map(([p, s]) => [cents(p), hundredths(s)]));
        books.set(msg.market_ticker as string, {
          yes: side(msg.yes_dollars_fp),
          no: side(msg.no_dollars_fp),
        });
      } else if (frame.type === "orderbook_delta") {
        const book = books.get(msg.market_ticker as string);
        if (!book) throw new Error("delta before snapshot");
        const levels = msg.side === "yes" ? book.yes : book.no;
        const price = cents(msg.price_dollars as string);
        const size = (levels.get(price) ?? 0) + hundredths(msg.delta_fp as string);
        expect(size).toBeGreaterThanOrEqual(0);
        if (size === 0) levels.delete(price);
        else levels.set(price, size);
      }
    },
  };
}

/** A test-local CLOB book per token: bids and asks, cents → hundredths, and the tick size. */
function clobReducer() {
  const books = new Map<string, { bids: Levels; asks: Levels; tick: number }>();
  /** Whether each price_change's hash matched the rebuilt book, in order (YES and NO entries alike). */
  const hashChecks: boolean[] = [];
  return {
    books,
    hashChecks,
    apply(frame: Record<string, unknown>) {
      if (frame.event_type === "book") {
        const side = (levels: unknown) =>
          new Map(
            (levels as { price: string; size: string }[]).map((l) => [cents(l.price), hundredths(l.size)]),
          );
        books.set(frame.asset_id as string, {
          bids: side(frame.bids),
          asks: side(frame.asks),
          tick: Math.round(Number(frame.tick_size) * 1000),
        });
      } else if (frame.event_type === "tick_size_change") {
        const book = books.get(frame.asset_id as string);
        if (book) book.tick = Math.round(Number(frame.new_tick_size) * 1000);
      } else if (frame.event_type === "price_change") {
        const changes = frame.price_changes as Record<string, string>[];
        for (const change of changes) {
          const book = books.get(change.asset_id as string);
          if (!book) throw new Error("price_change before book");
          const levels = change.side === "BUY" ? book.bids : book.asks;
          const size = hundredths(change.size as string);
          if (size === 0) levels.delete(cents(change.price as string));
          else levels.set(cents(change.price as string), size);
        }
        for (const change of changes) {
          const id = change.asset_id as string;
          const book = books.get(id);
          if (!book) continue;
          // The YES view of a token's own book: its bids and asks as they are.
          const view: MarketBook = {
            minute: 0,
            bids: book.bids,
            asks: book.asks,
            lastCents: 0,
            tickThousandths: book.tick,
          };
          hashChecks.push(outcomeBookHash(id, view, "yes") === change.hash);
        }
      }
    },
  };
}

const restLevels = (levels: [string, string][] | null) =>
  new Map((levels ?? []).map(([p, s]) => [cents(p), hundredths(s)]));

describe("Kalshi market-data WebSocket", () => {
  const tickers = () => server.simulator.universe.kalshi.markets.slice(0, 2).map((m) => m.marketId);

  /** A signed connection subscribed to `channels` for the first two markets. */
  async function kalshiClient(channels: string[]): Promise<Client> {
    const client = await connect(server.streams.kalshi, signedHeaders());
    client.socket.send(
      JSON.stringify({ id: 1, cmd: "subscribe", params: { channels, market_tickers: tickers() } }),
    );
    return client;
  }

  it("sends subscribed, a snapshot per market and deltas with consecutive seq that rebuild the REST book", async () => {
    const client = await kalshiClient(["orderbook_delta", "trade"]);
    await client.waitFor(() => client.json().filter((f) => f.type === "orderbook_delta").length >= 15);
    await streams({ venue: "kalshi", eventsPerSecond: 0 });
    await client.quiet();
    const rest = await Promise.all(
      tickers().map(async (t) => {
        const body = (await (await fetch(`${server.bases.kalshi}/markets/${t}/orderbook`)).json()) as {
          orderbook_fp: { yes_dollars: [string, string][] | null; no_dollars: [string, string][] | null };
        };
        return [t, body.orderbook_fp] as const;
      }),
    );
    await client.quiet();
    const frames = client.json();
    const subscribed = frames.filter((f) => f.type === "subscribed");
    expect(subscribed.map((f) => (f.msg as { channel: string }).channel)).toEqual([
      "orderbook_delta",
      "trade",
    ]);
    expect(subscribed.every((f) => f.id === 1)).toBe(true);
    const bookSid = (subscribed[0]?.msg as { sid: number } | undefined)?.sid;
    const bookFrames = frames.filter((f) => f.sid === bookSid);
    expect(bookFrames.slice(0, 2).map((f) => f.type)).toEqual(["orderbook_snapshot", "orderbook_snapshot"]);
    expect(bookFrames.map((f) => f.seq)).toEqual(bookFrames.map((_, i) => i + 1));
    const trades = frames.filter((f) => f.type === "trade");
    expect(trades.map((f) => f.seq)).toEqual(trades.map((_, i) => i + 1));
    for (const trade of trades) {
      const msg = trade.msg as Record<string, unknown>;
      expect(Number(msg.yes_price_dollars) + Number(msg.no_price_dollars)).toBeCloseTo(1, 10);
      expect(msg.taker_side === "yes" || msg.taker_side === "no").toBe(true);
    }
    const reducer = kalshiReducer();
    for (const frame of bookFrames) reducer.apply(frame);
    for (const [ticker, book] of rest) {
      expect(reducer.books.get(ticker)?.yes).toEqual(restLevels(book.yes_dollars));
      expect(reducer.books.get(ticker)?.no).toEqual(restLevels(book.no_dollars));
    }
    client.socket.close();
  });

  it("serves an unsigned connection the public channels: tickers that follow the book's top, and trades; books answer error 9", async () => {
    const client = await connect(server.streams.kalshi);
    client.socket.send(
      JSON.stringify({
        id: 1,
        cmd: "subscribe",
        params: { channels: ["orderbook_delta"], market_tickers: tickers() },
      }),
    );
    client.socket.send(
      JSON.stringify({
        id: 2,
        cmd: "subscribe",
        params: { channels: ["ticker", "trade"], market_tickers: tickers() },
      }),
    );
    await client.waitFor(() => client.json().filter((f) => f.type === "ticker").length >= 6);
    await streams({ venue: "kalshi", eventsPerSecond: 0 });
    await client.quiet();
    const frames = client.json();
    expect(frames[0]).toEqual({ id: 1, type: "error", msg: { code: 9, msg: "Authentication required" } });
    expect(
      frames.filter((f) => f.type === "subscribed").map((f) => (f.msg as { channel: string }).channel),
    ).toEqual(["ticker", "trade"]);
    expect(frames.some((f) => f.type === "orderbook_snapshot" || f.type === "orderbook_delta")).toBe(false);
    // Each market's latest ticker is its REST book's top (YES bid; the ask is 1 − the best NO bid).
    for (const ticker of tickers()) {
      const latest = frames
        .filter((f) => f.type === "ticker" && (f.msg as { market_ticker: string }).market_ticker === ticker)
        .at(-1);
      if (!latest) continue;
      const msg = latest.msg as Record<string, unknown>;
      const body = (await (await fetch(`${server.bases.kalshi}/markets/${ticker}/orderbook`)).json()) as {
        orderbook_fp: { yes_dollars: [string, string][] | null; no_dollars: [string, string][] | null };
      };
      const bestYes = Math.max(0, ...(body.orderbook_fp.yes_dollars ?? []).map(([p]) => cents(p)));
      const bestNo = Math.max(0, ...(body.orderbook_fp.no_dollars ?? []).map(([p]) => cents(p)));
      expect([msg.yes_bid, msg.yes_ask]).toEqual([bestYes, 100 - bestNo]);
      expect(msg.yes_bid_dollars).toBe(`0.${String(bestYes).padStart(2, "0")}00`);
      expect(typeof msg.ts).toBe("number");
    }
    // Consecutive tickers of one market differ: one is sent only when the top changed.
    for (const ticker of tickers()) {
      const tops = frames
        .filter((f) => f.type === "ticker" && (f.msg as { market_ticker: string }).market_ticker === ticker)
        .map((f) => {
          const msg = f.msg as Record<string, unknown>;
          return `${msg.yes_bid}/${msg.yes_ask}/${msg.price}`;
        });
      expect(tops.every((top, i) => i === 0 || top !== tops[i - 1])).toBe(true);
    }
    client.socket.close();
  });

  it("answers errors for unknown channels, commands and markets, and unsubscribes", async () => {
    const client = await connect(server.streams.kalshi, signedHeaders());
    const send = (command: unknown) => client.socket.send(JSON.stringify(command));
    send({ id: 1, cmd: "subscribe", params: { channels: ["nope"], market_tickers: tickers() } });
    send({ id: 2, cmd: "dance", params: {} });
    send({ id: 3, cmd: "subscribe", params: { channels: ["orderbook_delta"], market_tickers: ["NOPE-1"] } });
    send({ id: 4, cmd: "subscribe", params: { channels: ["market_lifecycle_v2"] } });
    send({ id: 5, cmd: "unsubscribe", params: { sids: [1] } });
    client.socket.send("not json");
    await client.waitFor(() => client.frames.length >= 6);
    const frames = client.json();
    const codes = frames
      .filter((f) => f.type === "error")
      .map((f) => [f.id, (f.msg as { code: number }).code]);
    expect(codes).toEqual([
      [1, 8],
      [2, 5],
      [3, 16],
      [undefined, 1],
    ]);
    expect(frames).toContainEqual({
      id: 4,
      type: "subscribed",
      msg: { channel: "market_lifecycle_v2", sid: 1 },
    });
    expect(frames).toContainEqual({ id: 5, type: "unsubscribed", sid: 1 });
    client.socket.close();
  });

  it("answers list_subscriptions at once with the connection's subscriptions, and not while silent", async () => {
    const client = await connect(server.streams.kalshi, signedHeaders());
    const send = (command: unknown) => client.socket.send(JSON.stringify(command));
    send({ id: 1, cmd: "subscribe", params: { channels: ["market_lifecycle_v2", "trade"] } });
    await client.waitFor(() => client.json().filter((f) => f.type === "subscribed").length === 2);
    send({ id: 2, cmd: "list_subscriptions" });
    await client.waitFor(() => client.json().some((f) => f.id === 2));
    expect(client.json().find((f) => f.id === 2)).toEqual({
      id: 2,
      type: "ok",
      msg: [
        { channel: "market_lifecycle_v2", sid: 1 },
        { channel: "trade", sid: 2 },
      ],
    });
    await streams({ venue: "kalshi", mode: "silent" });
    try {
      send({ id: 3, cmd: "list_subscriptions" });
      send({ id: 4, cmd: "nonsense" });
      await client.quiet();
      expect(client.json().some((f) => f.id === 3 || f.id === 4)).toBe(false);
    } finally {
      await fetch(`${server.url}/_control/reset`, { method: "POST" });
    }
    client.socket.close();
  });

  it("adds and deletes tickers on an open subscription with update_subscription, one sid at a time", async () => {
    const client = await connect(server.streams.kalshi, signedHeaders());
    const send = (command: unknown) => client.socket.send(JSON.stringify(command));
    const [first, added] = server.simulator.universe.kalshi.markets.slice(0, 2).map((m) => m.marketId);
    send({ id: 1, cmd: "subscribe", params: { channels: ["orderbook_delta"], market_tickers: [first] } });
    await client.waitFor(() => client.json().some((f) => f.type === "orderbook_snapshot"));
    await streams({ venue: "kalshi", eventsPerSecond: 0 });
    try {
      await client.quiet();
      const subscribed = client.json().find((f) => f.type === "subscribed");
      const sid = (subscribed?.msg as { sid: number } | undefined)?.sid;
      const lastSeq = () =>
        Math.max(
          ...client
            .json()
            .flatMap((f) => (f.sid === sid && typeof f.seq === "number" && f.type !== "ok" ? [f.seq] : [])),
        );
      const before = lastSeq();
      send({
        id: 2,
        cmd: "update_subscription",
        params: { sids: [sid, 99], market_tickers: [added], action: "add_markets" },
      });
      send({
        id: 3,
        cmd: "update_subscription",
        params: { sids: [sid], market_tickers: [added], action: "move" },
      });
      send({
        id: 4,
        cmd: "update_subscription",
        params: { sids: [sid], market_tickers: [added], action: "add_markets" },
      });
      await client.waitFor(() =>
        client
          .json()
          .some(
            (f) =>
              f.type === "orderbook_snapshot" && (f.msg as { market_ticker: string }).market_ticker === added,
          ),
      );
      const frames = client.json();
      const codes = frames
        .filter((f) => f.type === "error")
        .map((f) => [f.id, (f.msg as { code: number }).code]);
      expect(codes).toEqual([
        [2, 12],
        [3, 13],
      ]);
      // The answer names the subscription's current seq; the added market's snapshot takes the next one.
      expect(frames.find((f) => f.id === 4)).toEqual({
        id: 4,
        sid,
        seq: before,
        type: "ok",
        msg: { market_tickers: [first, added] },
      });
      const snapshot = frames.find(
        (f) =>
          f.type === "orderbook_snapshot" && (f.msg as { market_ticker: string }).market_ticker === added,
      );
      expect(snapshot?.seq).toBe(before + 1);
      send({
        id: 5,
        cmd: "update_subscription",
        params: { sids: [sid], market_tickers: [first], action: "delete_markets" },
      });
      await client.waitFor(() => client.json().some((f) => f.id === 5));
      expect(client.json().find((f) => f.id === 5)).toMatchObject({
        type: "ok",
        msg: { market_tickers: [added] },
      });
    } finally {
      client.socket.close();
    }
  });

  it("honours the event rate roughly, for the bench setting too", async () => {
    for (const rate of [20, BENCH_EVENTS_PER_SECOND]) {
      await streams({ venue: "kalshi", eventsPerSecond: rate });
      const client = await kalshiClient(["orderbook_delta", "trade"]);
      await client.waitFor(() => client.frames.length >= 5);
      const start = client.frames.length;
      await sleep(1_000);
      // One event sends one delta, or a delta and a trade, or (rarely) nothing: about 1.2 frames.
      const count = client.frames.length - start;
      expect(count).toBeGreaterThan(rate / 2);
      expect(count).toBeLessThan(rate * 2);
      client.socket.close();
    }
  });

  it("refuses incomplete credentials and a wrong or refused signature with 401", async () => {
    const { "KALSHI-ACCESS-SIGNATURE": _, ...unsigned } = signedHeaders();
    expect(await refusedStatus(server.streams.kalshi, unsigned)).toBe(401);
    expect(await refusedStatus(server.streams.kalshi, signedHeaders(otherKeys.privateKey))).toBe(401);
    expect(await refusedStatus(server.streams.kalshi, signedHeaders(keys.privateKey, "/trade-api/v2"))).toBe(
      401,
    );
    await streams({ venue: "kalshi", mode: "refuse_signature", count: 1 });
    expect(await refusedStatus(server.streams.kalshi, signedHeaders())).toBe(401);
    const accepted = await connect(server.streams.kalshi, signedHeaders());
    accepted.socket.close();
  });

  it("skips a sequence number, drops the connection, sends malformed and oversized frames", async () => {
    await streams({ venue: "kalshi", eventsPerSecond: 5 });
    const client = await kalshiClient(["orderbook_delta"]);
    const deltas = () => client.frames.filter((f) => f.includes('"orderbook_delta"')).length;
    await client.waitFor(() => deltas() >= 1);

    await streams({ venue: "kalshi", mode: "skip_seq", count: 1 });
    const before = client.frames.length;
    await client.waitFor(() => client.frames.length > before);
    const seqs = client.json().map((f) => f.seq as number);
    expect(seqs[before]).toBe((seqs[before - 1] ?? 0) + 2);

    await expectFrameFaults(client, "kalshi");
  });

  it("goes silent: the socket stays open and nothing arrives, not even heartbeats answered", async () => {
    const client = await kalshiClient(["orderbook_delta"]);
    await client.waitFor(() => client.frames.length >= 3);
    await streams({ venue: "kalshi", mode: "silent" });
    await client.quiet(100);
    const count = client.frames.length;
    client.socket.send(JSON.stringify({ id: 2, cmd: "subscribe", params: { channels: ["trade"] } }));
    await sleep(400);
    expect(client.frames.length).toBe(count);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });
});

describe("Polymarket market channel", () => {
  const market = () => {
    const first = server.simulator.universe.polymarket.markets.find((m) => m.yesTokenId && m.noTokenId);
    if (!first?.yesTokenId || !first.noTokenId) throw new Error("no Polymarket market with tokens");
    return { yes: first.yesTokenId, no: first.noTokenId };
  };

  it("sends a book per asset then price changes that rebuild the REST books, with matching hashes", async () => {
    const { yes, no } = market();
    const client = await connect(server.streams.polymarket);
    client.socket.send(
      JSON.stringify({ assets_ids: [yes, no], type: "market", custom_feature_enabled: false }),
    );
    await client.waitFor(() => client.frames.filter((f) => f.includes('"price_change"')).length >= 15);
    await streams({ venue: "polymarket", eventsPerSecond: 0 });
    await client.quiet();
    const rest = await Promise.all(
      [yes, no].map(async (id) => {
        const body = (await (await fetch(`${server.bases.polymarketClob}/book?token_id=${id}`)).json()) as {
          bids: { price: string; size: string }[];
          asks: { price: string; size: string }[];
          hash: string;
        };
        return [id, body] as const;
      }),
    );
    await client.quiet();
    const frames = client.json();
    expect(frames.slice(0, 2).map((f) => [f.event_type, f.asset_id])).toEqual([
      ["book", yes],
      ["book", no],
    ]);
    const reducer = clobReducer();
    for (const frame of frames) reducer.apply(frame);
    expect(reducer.hashChecks.length).toBeGreaterThan(0);
    expect(reducer.hashChecks.every(Boolean)).toBe(true);
    for (const [id, book] of rest) {
      const levels = (side: { price: string; size: string }[]) =>
        new Map(side.map((l) => [cents(l.price), hundredths(l.size)]));
      expect(reducer.books.get(id)?.bids).toEqual(levels(book.bids));
      expect(reducer.books.get(id)?.asks).toEqual(levels(book.asks));
      const lastHash = frames
        .flatMap((f) =>
          f.event_type === "price_change" ? (f.price_changes as Record<string, string>[]) : [],
        )
        .filter((c) => c.asset_id === id)
        .at(-1)?.hash;
      expect(lastHash).toBe(book.hash);
    }
    client.socket.close();
  });

  it("answers PING with PONG, and goes silent on request", async () => {
    const client = await connect(server.streams.polymarket);
    client.socket.send("PING");
    await client.waitFor(() => client.frames.includes("PONG"));
    await streams({ venue: "polymarket", mode: "silent" });
    client.socket.send("PING");
    client.socket.send(JSON.stringify({ assets_ids: [market().yes], type: "market" }));
    await sleep(300);
    expect(client.frames).toEqual(["PONG"]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it("signals a skipped event by a hash the rebuilt book does not have", async () => {
    const { yes, no } = market();
    await streams({ venue: "polymarket", eventsPerSecond: 5 });
    const client = await connect(server.streams.polymarket);
    client.socket.send(JSON.stringify({ assets_ids: [yes, no], type: "market" }));
    const changes = () => client.frames.filter((f) => f.includes('"price_change"')).length;
    await client.waitFor(() => changes() >= 1);
    const reducer = clobReducer();
    for (const frame of client.json()) reducer.apply(frame);
    expect(reducer.hashChecks.every(Boolean)).toBe(true);
    const seen = client.frames.length;
    await streams({ venue: "polymarket", mode: "skip_seq", count: 3 });
    await client.waitFor(() => client.frames.slice(seen).some((f) => f.includes('"price_change"')));
    const checked = reducer.hashChecks.length;
    for (const frame of client.json().slice(seen)) reducer.apply(frame);
    expect(reducer.hashChecks.slice(checked).some((ok) => !ok)).toBe(true);
    client.socket.close();
  });

  it("drops the connection, sends malformed and oversized frames", async () => {
    await streams({ venue: "polymarket", eventsPerSecond: 5 });
    const client = await connect(server.streams.polymarket);
    client.socket.send(JSON.stringify({ assets_ids: [market().yes], type: "market" }));
    await client.waitFor(() => client.frames.length >= 1);

    await expectFrameFaults(client, "polymarket");
  });

  it("refuses bad control bodies", async () => {
    const post = (body: unknown) =>
      fetch(`${server.url}/_control/streams`, { method: "POST", body: JSON.stringify(body) });
    expect((await post({ venue: "polymarket", mode: "refuse_signature" })).status).toBe(400);
    expect((await post({ venue: "kalshi", eventsPerSecond: -1 })).status).toBe(400);
    expect((await post({ venue: "kalshi", mode: "explode" })).status).toBe(400);
    expect((await post({ venue: "kalshi" })).status).toBe(400);
    const state = (await (await fetch(`${server.url}/_control/state`)).json()) as {
      streams: { kalshi: { eventsPerSecond: number } };
    };
    expect(state.streams.kalshi.eventsPerSecond).toBe(RATE);
  });
});
