import { env, runInDurableObject, SELF } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env.ts";
import type { LegacyMarket } from "../../src/stream/legacy/market.ts";
import { readLegacyMarkets } from "../../src/stream/legacy/read-markets.ts";
import { streamShard } from "../../src/stream/market-stream/address.ts";
import type { MarketStream } from "../../src/stream/market-stream/market-stream.ts";
import type {
  ErrorMessage,
  MarketUpdateMessage,
  ServerMessage,
  SnapshotMessage,
} from "../../src/stream/market-stream/protocol.ts";
import {
  StreamErrorSchema,
  StreamMarketUpdateSchema,
  StreamSnapshotSchema,
} from "../../src/stream/routes/schema.ts";
import { streamShardCount } from "../../src/stream/session/connect.ts";
import { MAX_CLIENT_MESSAGE_BYTES } from "../../src/stream/session/frames.ts";
import { BASE, get, readProblem } from "../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../support/ingest.ts";
import { admin, call, createKey } from "../support/keys.ts";
import { openStream, type StreamClient } from "../support/stream.ts";

const open: StreamClient[] = [];
async function connect(headers: Record<string, string> = {}) {
  const client = await openStream(headers);
  open.push(client);
  return client;
}

/** Every frame is checked against the shape the OpenAPI document publishes. */
async function expectSnapshot(client: StreamClient): Promise<SnapshotMessage> {
  const message = await client.next();
  expect(message.type).toBe("snapshot");
  StreamSnapshotSchema.parse(message);
  return message as SnapshotMessage;
}

async function expectUpdate(client: StreamClient): Promise<MarketUpdateMessage> {
  const message = await client.next();
  expect(message.type).toBe("market_update");
  StreamMarketUpdateSchema.parse(message);
  return message as MarketUpdateMessage;
}

async function expectClosedWith(client: StreamClient, code: number, errorCode: string) {
  let message: ServerMessage;
  do message = await client.next();
  while (message.type !== "error");
  StreamErrorSchema.parse(message);
  expect((message as ErrorMessage).code).toBe(errorCode);
  expect((await client.closed).code).toBe(code);
}

/** Connections every shard holds right now. */
async function connections(): Promise<number> {
  const counts = await Promise.all(
    Array.from({ length: streamShardCount(env) }, (_, i) => streamShard(env, i).connections()),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function waitForConnections(expected: number) {
  for (let i = 0; i < 200 && (await connections()) !== expected; i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(await connections()).toBe(expected);
}

function market(symbol: string, slug: string, value: number, computedAt: string): LegacyMarket {
  return {
    symbol,
    slug,
    kind: "index",
    name: symbol,
    unit: "percent",
    status: "live",
    value,
    value_decimal: String(value),
    cycle_start: computedAt.slice(0, 17).concat("00Z"),
    source_observed_at: computedAt,
    computed_at: computedAt,
  };
}

/** Clocks after every real cycle of this file, so a published value is always the newest. */
let clockMs = Date.now() + 3_600_000;
function later(): string {
  clockMs += 60_000;
  return new Date(clockMs).toISOString();
}

/** Hands a batch to every shard, as the ingestion cycle does. */
async function publish(markets: LegacyMarket[]) {
  const cycleStart = markets[0]?.cycle_start ?? "";
  await Promise.all(
    Array.from({ length: streamShardCount(env) }, (_, i) =>
      streamShard(env, i).publish({ cycle_start: cycleStart, markets }),
    ),
  );
}

let publicMarkets: LegacyMarket[];

beforeAll(async () => {
  await ingestMinutes("stream", recentMinutes(2));
  publicMarkets = await readLegacyMarkets(env.DB, Date.now());
});

afterEach(async () => {
  for (const client of open.splice(0)) client.close();
  await waitForConnections(0);
});

describe("GET /ws", () => {
  it("answers a request without an upgrade with 426 upgrade-required", async () => {
    const res = await get("/ws");
    expect(res.status).toBe(426);
    expect(res.headers.get("Upgrade")).toBe("websocket");
    const problem = await readProblem(res);
    expect(problem.type).toMatch(/\/problems#upgrade-required$/);
    expect(problem.instance).toBe("/ws");
  });

  it("refuses other methods with 405", async () => {
    const res = await get("/ws", { method: "POST" });
    expect(res.status).toBe(405);
  });

  it("sends every public index and benchmark with its latest value and clocks on connect", async () => {
    const client = await connect();
    const snapshot = await expectSnapshot(client);
    expect(snapshot).toMatchObject({
      version: 1,
      reason: "connect",
      access: { kind: "anonymous", key_id: null, entitlements: null },
      subscription: null,
    });
    expect(snapshot.markets.map((m) => m.symbol)).toEqual(publicMarkets.map((m) => m.symbol));
    expect(snapshot.markets.some((m) => m.kind === "benchmark")).toBe(true);
    // The same values v1 serves for the same instrument, read from D1 as the cold stream shard read them
    // (a binding of its own holds no isolate copy, which may keep the previous minute for a second).
    const ownBinding = new Proxy(env.DB, {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const v1res = await call("/api/v1/indices/PIXCPI/snapshots/latest", {}, { DB: ownBinding });
    const v1 = (await v1res.json()) as {
      data: { value: { decimal: string }; source_observed_at: string; computed_at: string };
    };
    const cpi = snapshot.markets.find((m) => m.symbol === "PIXCPI");
    expect(cpi).toMatchObject({
      status: "live",
      value_decimal: v1.data.value.decimal,
      source_observed_at: v1.data.source_observed_at,
      computed_at: v1.data.computed_at,
    });
  });

  it("streams the next ingestion cycle as one market_update frame", async () => {
    const client = await connect();
    await expectSnapshot(client);
    const [, last] = recentMinutes(2);
    const next = (last ?? 0) + 60_000;
    const [report] = await ingestMinutes("stream", [next]);
    const update = await expectUpdate(client);
    expect(update.type).toBe("market_update");
    expect(update.cycle_start).toBe(report?.cycle_start);
    expect(Date.parse(update.published_at)).toBeGreaterThan(0);
    const computed = new Map(report?.instruments.map((i) => [i.symbol, i.value_decimal]));
    expect(update.markets.length).toBe(publicMarkets.length);
    for (const m of update.markets) expect(m.value_decimal).toBe(computed.get(m.symbol));
  });

  it("narrows the stream to a subscription (symbols or slugs, any case) and reports unknown names", async () => {
    const client = await connect();
    await expectSnapshot(client);
    client.send({ type: "subscribe", symbols: ["pixcpi", "fed-funds-upper-next-fomc", "NOPE"] });
    const narrowed = await expectSnapshot(client);
    expect(narrowed.reason).toBe("subscribe");
    expect(narrowed.subscription).toEqual(["PIXCPI", "PIXFED"]);
    expect(narrowed.unknown_symbols).toEqual(["NOPE"]);
    expect(narrowed.markets.map((m) => m.symbol)).toEqual(["PIXCPI", "PIXFED"]);

    const at = later();
    await publish([
      market("PIXCPI", "us-cpi-yoy-next", 3.1, at),
      market("PIXGDP", "us-gdp-qoq-next", 1.2, at),
    ]);
    const update = await expectUpdate(client);
    expect(update.markets.map((m) => m.symbol)).toEqual(["PIXCPI"]);

    client.send({ type: "subscribe", symbols: "*" });
    const all = await expectSnapshot(client);
    expect(all.subscription).toBeNull();
    expect(all.markets.length).toBe(publicMarkets.length);
    expect(all.markets.find((m) => m.symbol === "PIXCPI")?.value).toBe(3.1);
  });

  it("sends a client nothing for a cycle that changed none of its markets", async () => {
    const quiet = await connect();
    await expectSnapshot(quiet);
    quiet.send({ type: "subscribe", symbols: ["PIXUNRATE"] });
    await expectSnapshot(quiet);
    const listener = await connect();
    await expectSnapshot(listener);
    await publish([market("PIXCPI", "us-cpi-yoy-next", 3.2, later())]);
    expect((await expectUpdate(listener)).markets).toHaveLength(1);
    await expect(quiet.next(200)).rejects.toThrow("no stream message");
  });

  it("answers a ping", async () => {
    const client = await connect();
    await expectSnapshot(client);
    const pong = new Promise<string>((resolve) =>
      client.ws.addEventListener("message", (e) => resolve(e.data as string), { once: true }),
    );
    client.send('{"type":"ping"}');
    expect(await pong).toBe('{"type":"pong"}');
  });

  it("keeps serving the others when a client goes away mid-stream", async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => connect()));
    for (const c of clients) await expectSnapshot(c);
    clients[0]?.ws.close(1001, "gone");
    clients[1]?.ws.close(1001, "gone");
    await publish([market("PIXCPI", "us-cpi-yoy-next", 3.3, later())]);
    for (const c of clients.slice(2)) expect((await expectUpdate(c)).type).toBe("market_update");
  });
});

describe("keys on /ws", () => {
  it("takes a key with markets:read from a header", async () => {
    const { key, id } = await createKey({ scopes: ["markets:read"] });
    const client = await connect({ "X-API-Key": key });
    const snapshot = await expectSnapshot(client);
    expect(snapshot.access).toEqual({ kind: "key", key_id: id, entitlements: null });
  });

  it("refuses a header key without markets:read (403) and an unknown key (401) before upgrading", async () => {
    const { key } = await createKey({ scopes: ["indices:read"] });
    const scoped = await SELF.fetch(`${BASE}/ws`, { headers: { Upgrade: "websocket", "X-API-Key": key } });
    expect(scoped.status).toBe(403);
    expect((await readProblem(scoped)).type).toMatch(/#credential-scope$/);
    const unknown = await SELF.fetch(`${BASE}/ws`, {
      headers: { Upgrade: "websocket", Authorization: `Bearer pix_${"x".repeat(40)}` },
    });
    expect(unknown.status).toBe(401);
    expect((await readProblem(unknown)).type).toMatch(/#credential-invalid$/);
  });

  it("refuses a key in the query string", async () => {
    const res = await SELF.fetch(`${BASE}/ws?api_key=pix_${"a".repeat(40)}`, {
      headers: { Upgrade: "websocket" },
    });
    expect(res.status).toBe(400);
    expect((await readProblem(res)).type).toMatch(/#credential-in-query$/);
  });

  it("accepts a key as the first message and narrows the stream to its entitlements", async () => {
    const { key, id } = await createKey({
      scopes: ["markets:read"],
      entitlements: ["us-cpi-yoy-next", "wti-crude-settle-dec"],
    });
    const client = await connect();
    await expectSnapshot(client);
    client.send({ type: "auth", key });
    const snapshot = await expectSnapshot(client);
    expect(snapshot.reason).toBe("auth");
    expect(snapshot.access).toEqual({
      kind: "key",
      key_id: id,
      entitlements: ["us-cpi-yoy-next", "wti-crude-settle-dec"],
    });
    expect(snapshot.markets.map((m) => m.slug).sort()).toEqual(["us-cpi-yoy-next", "wti-crude-settle-dec"]);
    const at = later();
    await publish([
      market("PIXCPI", "us-cpi-yoy-next", 3.4, at),
      market("PIXFED", "fed-funds-upper-next-fomc", 4.1, at),
    ]);
    expect((await expectUpdate(client)).markets.map((m) => m.symbol)).toEqual(["PIXCPI"]);
  });

  it("closes with 4401 for an unknown key and 4403 for a key without markets:read", async () => {
    const unknown = await connect();
    await expectSnapshot(unknown);
    unknown.send({ type: "auth", key: `pix_${"z".repeat(40)}` });
    await expectClosedWith(unknown, 4401, "credential-invalid");

    const { key } = await createKey({ scopes: ["lake:read"] });
    const scoped = await connect();
    await expectSnapshot(scoped);
    scoped.send({ type: "auth", key });
    await expectClosedWith(scoped, 4403, "credential-scope");
  });

  it("accepts auth only as the first message, and not after a header key", async () => {
    const { key } = await createKey({ scopes: ["markets:read"] });
    const late = await connect();
    await expectSnapshot(late);
    late.send({ type: "subscribe", symbols: "*" });
    await expectSnapshot(late);
    late.send({ type: "auth", key });
    await expectClosedWith(late, 1008, "auth-not-first");

    const twice = await connect({ "X-API-Key": key });
    await expectSnapshot(twice);
    twice.send({ type: "auth", key });
    await expectClosedWith(twice, 1008, "auth-not-first");
  });

  it("ends an open keyed connection once its key is revoked", async () => {
    const { key, id } = await createKey({ scopes: ["markets:read"] });
    const client = await connect({ Authorization: `Bearer ${key}` });
    await expectSnapshot(client);
    expect((await admin(`/api/admin/keys/${id}/revoke`, { method: "POST" })).status).toBe(200);
    // Pretend the last check was over a minute ago (keys are re-checked once a minute, on publish).
    for (let i = 0; i < streamShardCount(env); i++) {
      await runInDurableObject(streamShard(env, i), async (instance: MarketStream, state) => {
        for (const ws of state.getWebSockets()) {
          const session = ws.deserializeAttachment();
          if (session) ws.serializeAttachment({ ...session, keyCheckedAtMs: 0 });
        }
        // As after hibernation: the in-memory mirror is gone, the attachments are read again.
        (instance as unknown as { states: Map<unknown, unknown> }).states.clear();
      });
    }
    await publish([market("PIXCPI", "us-cpi-yoy-next", 3.5, later())]);
    await expectClosedWith(client, 4401, "credential-invalid");
  });
});

describe("bad client messages close the connection with a policy code", () => {
  const cases: [string, string | ArrayBuffer, number, string][] = [
    ["malformed JSON", "{nope", 1008, "malformed-message"],
    ["a JSON array", "[1,2]", 1008, "malformed-message"],
    ["an unknown type", '{"type":"hello"}', 1008, "unknown-message-type"],
    ["a subscription without symbols", '{"type":"subscribe"}', 1008, "malformed-message"],
    [
      "too many symbols",
      JSON.stringify({ type: "subscribe", symbols: Array.from({ length: 65 }, (_, i) => `S${i}`) }),
      1008,
      "too-many-symbols",
    ],
    [
      "an oversized message",
      JSON.stringify({ type: "ping", pad: "x".repeat(MAX_CLIENT_MESSAGE_BYTES) }),
      1009,
      "message-too-large",
    ],
    ["a binary frame", new Uint8Array([1, 2, 3]).buffer, 1003, "binary-not-supported"],
  ];
  for (const [what, frame, code, errorCode] of cases) {
    it(`${what} → ${code} ${errorCode}`, async () => {
      const client = await connect();
      await expectSnapshot(client);
      client.ws.send(frame);
      await expectClosedWith(client, code, errorCode);
    });
  }

  it("a flood of messages → 1008 too-many-messages", async () => {
    const client = await connect();
    await expectSnapshot(client);
    for (let i = 0; i < 61; i++) client.send({ type: "subscribe", symbols: ["PIXCPI"] });
    await expectClosedWith(client, 1008, "too-many-messages");
  });
});

describe("discovery", () => {
  it("publishes the stream's protocol, limits, close codes and shard budget in /api/v1/info", async () => {
    const info = (await (await get("/api/v1/info")).json()) as {
      data: { planes: { id: string; status: string }[]; stream: Record<string, unknown> };
    };
    expect(info.data.planes.find((p) => p.id === "markets")?.status).toBe("available");
    expect(info.data.stream).toMatchObject({
      path: "/ws",
      protocol_version: 1,
      limits: {
        max_client_message_bytes: MAX_CLIENT_MESSAGE_BYTES,
        max_client_messages_per_minute: 60,
        max_subscription_symbols: 64,
        key_recheck_seconds: 60,
      },
      close_codes: { "1008": expect.any(String), "1009": expect.any(String), "4401": expect.any(String) },
      sharding: { shards: streamShardCount(env), clients_per_shard: 2000 },
    });
  });

  it("publishes every message shape in the OpenAPI document", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.paths["/ws"]).toBeDefined();
    for (const name of [
      "StreamSnapshot",
      "StreamMarketUpdate",
      "StreamError",
      "StreamClientMessage",
      "LegacyMarket",
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });
});

describe("sockets and shards", () => {
  it("leaves no socket behind after thousands of connect/disconnect cycles", async () => {
    for (let round = 0; round < 40; round++) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => openStream()));
      await Promise.all(batch.map((c) => c.next()));
      for (const c of batch) c.close();
    }
    await waitForConnections(0);
  }, 120_000);

  it("holds at most the anonymous budget per address (429 too-many-connections); keys and other addresses still connect", async () => {
    const bindings = {
      STREAM_SHARDS: "2",
      STREAM_MAX_ANONYMOUS_PER_ADDRESS: "2",
    } as unknown as Partial<Bindings>;
    const from = (ip: string, headers: Record<string, string> = {}) =>
      call("/ws", { headers: { Upgrade: "websocket", "CF-Connecting-IP": ip, ...headers } }, bindings);
    const sockets: WebSocket[] = [];
    const keep = (res: Response) => {
      res.webSocket?.accept();
      if (res.webSocket) sockets.push(res.webSocket);
      return res.status;
    };
    expect(keep(await from("198.51.100.7"))).toBe(101);
    expect(keep(await from("198.51.100.7"))).toBe(101);
    const over = await from("198.51.100.7");
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).not.toBeNull();
    expect((await readProblem(over)).type).toMatch(/#too-many-connections$/);
    const { key } = await createKey({ scopes: ["markets:read"] });
    expect(keep(await from("198.51.100.7", { "X-API-Key": key }))).toBe(101);
    expect(keep(await from("198.51.100.8"))).toBe(101);
    for (const ws of sockets) ws.close(1000, "done");
  });

  it("spreads connections over the shards and answers 503 stream-at-capacity when all are full", async () => {
    // Vars are typed as their configured literals; a test budget is a deliberate override.
    const bindings = {
      STREAM_SHARDS: "2",
      STREAM_MAX_CLIENTS_PER_SHARD: "2",
    } as unknown as Partial<Bindings>;
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call("/ws", { headers: { Upgrade: "websocket" } }, bindings);
      expect(res.status).toBe(101);
      res.webSocket?.accept();
      if (res.webSocket) sockets.push(res.webSocket);
    }
    expect(await streamShard(env, 0).connections()).toBe(2);
    expect(await streamShard(env, 1).connections()).toBe(2);
    const full = await call("/ws", { headers: { Upgrade: "websocket" } }, bindings);
    expect(full.status).toBe(503);
    expect(full.headers.get("Retry-After")).not.toBeNull();
    expect((await readProblem(full)).type).toMatch(/#stream-at-capacity$/);
    for (const ws of sockets) ws.close(1000, "done");
  });
});
