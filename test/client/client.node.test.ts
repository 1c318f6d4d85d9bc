/**
 * The typed client (client/) against the node project's local pix: ETag revalidation, Retry-After on a
 * real 429, and the /ws stream (first-message auth, subscriptions, reconnect, a refused key).
 */
import { describe, expect, inject, it } from "vitest";
import {
  backoffDelayMs,
  connectStream,
  createPixClient,
  type PixStreamError,
  retryAfterMs,
  type StreamServerMessage,
  streamUrl,
} from "../../client/src/index.ts";
import { TEST_SECRETS } from "../../scripts/lib/local-pix.ts";

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

  it("derives the stream URL from the deployment's origin", () => {
    expect(streamUrl("http://localhost:8787")).toBe("ws://localhost:8787/ws");
    expect(streamUrl("https://pix.example/")).toBe("wss://pix.example/ws");
    expect(streamUrl("wss://pix.example/ws")).toBe("wss://pix.example/ws");
  });
});
