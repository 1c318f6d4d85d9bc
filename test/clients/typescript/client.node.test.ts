/**
 * The typed client (client/) against the node project's local pix: ETag revalidation, Retry-After on a
 * real 429, and the /ws stream (first-message auth, subscriptions, reconnect, a refused key).
 */
import { describe, expect, inject, it, vi } from "vitest";
import {
  backoffDelayMs,
  connectStream,
  createPixClient,
  type PixStreamError,
  retryAfterMs,
  type StreamServerMessage,
  type StreamState,
  streamUrl,
} from "../../../clients/typescript/src/index.ts";
import { TEST_SECRETS } from "../../../scripts/lib/local-pix.ts";
import { FakeSocket } from "../../support/node/fake-socket.ts";

const base = inject("pixUrl");

interface Exchange {
  ifNoneMatch: string | null;
  status: number;
  etag: string | null;
  retryAfter: string | null;
}

/** The global fetch, with every exchange recorded as the server saw and answered it. */
function recordingFetch() {
  const exchanges: Exchange[] = [];
  const fetchAndRecord = async (request: Request) => {
    const response = await fetch(request);
    exchanges.push({
      ifNoneMatch: request.headers.get("If-None-Match"),
      status: response.status,
      etag: response.headers.get("ETag"),
      retryAfter: response.headers.get("Retry-After"),
    });
    return response;
  };
  return { exchanges, fetch: fetchAndRecord };
}

async function createKey(limit: number, scopes: string[]): Promise<string> {
  const res = await fetch(`${base}/api/admin/keys`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "client test", scopes, rate_limit_per_minute: limit }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

describe("createPixClient", () => {
  it("revalidates with the last ETag and answers a 304 with the remembered body", async () => {
    const recorder = recordingFetch();
    const pix = createPixClient({ baseUrl: base, fetch: recorder.fetch });
    const first = await pix.GET("/api/v1/indices");
    const second = await pix.GET("/api/v1/indices");
    expect(recorder.exchanges.map((e) => e.status)).toEqual([200, 304]);
    expect(recorder.exchanges[0]?.etag).toMatch(/^"[^"]+"$/);
    expect(recorder.exchanges[1]?.ifNoneMatch).toBe(recorder.exchanges[0]?.etag);
    expect(second.response.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(second.data?.data.type).toBe("index_catalog");
  });

  it("sends the key in X-API-Key", async () => {
    const pix = createPixClient({ baseUrl: base, apiKey: `pix_${"x".repeat(40)}` });
    const { error, response } = await pix.GET("/api/v1/indices");
    expect(response.status).toBe(401);
    expect(error?.type).toMatch(/#credential-invalid$/);
  });

  it("waits out Retry-After on a 429 a bounded number of times", async () => {
    const key = await createKey(1, ["indices:read"]);
    const recorder = recordingFetch();
    const waits: number[] = [];
    const pix = createPixClient({
      baseUrl: base,
      apiKey: key,
      fetch: recorder.fetch,
      retry: { maxRetries: 2, maxDelayMs: 120_000 },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect((await pix.GET("/api/v1/indices")).response.status).toBe(200);
    const limited = await pix.GET("/api/v1/indices/{id}", { params: { path: { id: "PIXCPI" } } });
    expect(limited.response.status).toBe(429);
    const refused = recorder.exchanges.slice(1);
    expect(refused.map((e) => e.status)).toEqual([429, 429, 429]);
    expect(waits).toEqual(refused.slice(0, 2).map((e) => retryAfterMs(e.retryAfter)));
    expect(waits.every((ms) => ms >= 0 && ms <= 60_000)).toBe(true);
  });

  it("does not wait longer than maxDelayMs", async () => {
    const key = await createKey(1, ["indices:read"]);
    const recorder = recordingFetch();
    const pix = createPixClient({
      baseUrl: base,
      apiKey: key,
      fetch: recorder.fetch,
      retry: { maxRetries: 5, maxDelayMs: -1 },
      sleep: () => Promise.reject(new Error("must not wait")),
    });
    await pix.GET("/api/v1/indices");
    expect((await pix.GET("/api/v1/info")).response.status).toBe(429);
    expect(recorder.exchanges.map((e) => e.status)).toEqual([200, 429]);
  });
});

/** The next message of a stream, or a failure after `ms`. */
async function next(iterator: AsyncIterator<StreamServerMessage>, ms = 10_000) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no stream message in time")), ms);
  });
  try {
    const result = await Promise.race([iterator.next(), timeout]);
    if (result.done) throw new Error("the stream ended");
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

describe("connectStream", () => {
  it("reads the snapshot, narrows with subscribe, and authenticates in the first message", async () => {
    const markets = ((await (await fetch(`${base}/api/markets`)).json()) as { markets: unknown[] }).markets;
    const key = await createKey(100, ["markets:read"]);
    const stream = connectStream({ baseUrl: base, apiKey: key });
    const messages = stream[Symbol.asyncIterator]();
    const connected = await next(messages);
    expect(connected).toMatchObject({ type: "snapshot", reason: "connect" });
    const authed = await next(messages);
    expect(authed).toMatchObject({ type: "snapshot", reason: "auth", access: { kind: "key" } });
    expect(authed.type === "snapshot" && authed.markets.length).toBe(markets.length);
    stream.subscribe(["pixcpi"]);
    const narrowed = await next(messages);
    expect(narrowed).toMatchObject({ type: "snapshot", reason: "subscribe", subscription: ["PIXCPI"] });
    expect(narrowed.type === "snapshot" && narrowed.markets.length).toBe(1);
    stream.close();
    expect((await messages.next()).done).toBe(true);
  });

  it("reconnects after a dropped connection and keeps the subscription", async () => {
    const sockets: WebSocket[] = [];
    const stream = connectStream({
      baseUrl: base,
      symbols: ["PIXCPI"],
      random: () => 0,
      connect: (url) => {
        const socket = new WebSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    const messages = stream[Symbol.asyncIterator]();
    expect(await next(messages)).toMatchObject({ reason: "connect" });
    expect(await next(messages)).toMatchObject({ reason: "subscribe", subscription: ["PIXCPI"] });
    sockets[0]?.close(4000, "dropped by the test");
    expect(await next(messages)).toMatchObject({ reason: "connect" });
    expect(await next(messages)).toMatchObject({ reason: "subscribe", subscription: ["PIXCPI"] });
    expect(sockets).toHaveLength(2);
    stream.close();
  });

  it("ends with the server's error, without reconnecting, when the key is refused", async () => {
    let opened = 0;
    const stream = connectStream({
      baseUrl: base,
      apiKey: `pix_${"y".repeat(40)}`,
      connect: (url) => {
        opened++;
        return new WebSocket(url);
      },
    });
    const seen: StreamServerMessage[] = [];
    const failure = await (async () => {
      try {
        for await (const message of stream) seen.push(message);
      } catch (error) {
        return error as PixStreamError;
      }
    })();
    expect(failure?.name).toBe("PixStreamError");
    expect(failure?.code).toBe("credential-invalid");
    expect(failure?.closeCode).toBe(4401);
    expect(seen.at(-1)).toMatchObject({ type: "error", code: "credential-invalid" });
    expect(opened).toBe(1);
  });
});

describe("client rules", () => {
  it("reads Retry-After as seconds or an HTTP date, and nothing else", () => {
    const now = Date.parse("2026-11-23T10:00:00Z");
    expect(retryAfterMs("7", now)).toBe(7_000);
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs("Mon, 23 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Mon, 23 Nov 2026 09:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs("-3", now)).toBeNull();
  });

  it("draws reconnect delays below a ceiling that doubles up to the maximum", () => {
    const backoff = { initialMs: 500, maxMs: 30_000 };
    expect([0, 1, 2, 3, 6, 7, 20].map((n) => backoffDelayMs(n, backoff, () => 0.999_999))).toEqual([
      499, 999, 1_999, 3_999, 29_999, 29_999, 29_999,
    ]);
    expect(backoffDelayMs(5, backoff, () => 0)).toBe(0);
    expect(backoffDelayMs(2, backoff, () => 0.5)).toBe(1_000);
  });

  it("randomises only the jitter's share of the ceiling", () => {
    const backoff = { initialMs: 1_000, maxMs: 30_000, jitter: 0.2 };
    expect(backoffDelayMs(0, backoff, () => 0)).toBe(800);
    expect(backoffDelayMs(0, backoff, () => 0.5)).toBe(900);
    expect(backoffDelayMs(10, backoff, () => 0)).toBe(24_000);
    expect(backoffDelayMs(3, { initialMs: 1_000, jitter: 0 }, () => 0.7)).toBe(8_000);
  });

  it("derives the stream URL from the deployment's origin", () => {
    expect(streamUrl("http://localhost:8787")).toBe("ws://localhost:8787/ws");
    expect(streamUrl("https://pix.example/")).toBe("wss://pix.example/ws");
    expect(streamUrl("wss://pix.example/ws")).toBe("wss://pix.example/ws");
  });
});

describe("connectStream's connection state and keepalive", () => {
  it("reports each attempt, open and close with the next attempt's time; pings while open", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-23T10:00:00Z") });
    try {
      const sockets: FakeSocket[] = [];
      const states: StreamState[] = [];
      const stream = connectStream({
        baseUrl: "http://pix.test",
        backoff: { initialMs: 1_000, jitter: 0.2 },
        random: () => 0.5,
        pingEveryMs: 30_000,
        onState: (state) => states.push(state),
        connect: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      });
      expect(states).toEqual([{ kind: "connecting", attempt: 1 }]);
      sockets[0]?.fire("open");
      expect(states.at(-1)).toEqual({ kind: "live" });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets[0]?.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);

      sockets[0]?.fire("close", { code: 1006, reason: "" });
      expect(states.at(-1)).toEqual({ kind: "down", reason: "connection lost", retryAt: Date.now() + 900 });
      await vi.advanceTimersByTimeAsync(899);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(states.at(-1)).toEqual({ kind: "connecting", attempt: 2 });
      // The closed socket's keepalive stopped with it.
      await vi.advanceTimersByTimeAsync(30_000);
      expect(sockets[0]?.sent).toHaveLength(2);
      expect(sockets[1]?.sent).toEqual([]);

      sockets[1]?.fire("close", { code: 4000, reason: "restarting" });
      expect(states.at(-1)).toEqual({ kind: "down", reason: "restarting", retryAt: Date.now() + 1_800 });
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("skips frames that are not JSON and the keepalive's pongs; a refusal ends with retryAt null", async () => {
    const socket = new FakeSocket();
    const states: StreamState[] = [];
    const stream = connectStream({
      baseUrl: "http://pix.test",
      onState: (s) => states.push(s),
      connect: () => socket,
    });
    socket.fire("open");
    const snapshot = { type: "snapshot", markets: [] };
    for (const data of ["not json", '{"type":"pong"}', JSON.stringify(snapshot)])
      socket.fire("message", { data });
    const error = { type: "error", version: 1, code: "malformed-message", detail: "bad" };
    socket.fire("message", { data: JSON.stringify(error) });
    socket.fire("close", { code: 1008, reason: "malformed message" });
    const seen: unknown[] = [];
    const read = async () => {
      for await (const message of stream) seen.push(message);
    };
    await expect(read()).rejects.toMatchObject({ name: "PixStreamError", code: "malformed-message" });
    expect(seen).toEqual([snapshot, error]);
    expect(states.at(-1)).toEqual({ kind: "down", reason: "malformed message", retryAt: null });
  });
});
