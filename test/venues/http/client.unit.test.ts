import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_USER_AGENT } from "../../../src/venues/http/client.ts";
import errorPage from "../../fixtures/upstreams/kalshi/error-page.html?raw";
import truncated from "../../fixtures/upstreams/kalshi/markets-truncated.txt?raw";
import { json, sequence, testClient, text } from "../../support/fake-upstream.ts";

const okSchema = z.object({ ok: z.literal(true) });
const URL_A = "https://venue-a.test/trade-api/v2/markets";

describe("createHttpClient: success", () => {
  it("returns the validated value and sends a descriptive User-Agent", async () => {
    const { client, requests } = testClient(() => json({ ok: true }));
    const result = await client.getJson(URL_A, okSchema);
    expect(result).toMatchObject({ ok: true, value: { ok: true }, status: 200, attempts: 1 });
    expect(requests[0]?.headers.get("user-agent")).toBe(DEFAULT_USER_AGENT);
    expect(requests[0]?.headers.get("accept")).toBe("application/json");
    expect(requests[0]?.signal).toBeDefined();
  });

  it("posts a JSON body", async () => {
    const { client, requests } = testClient(() => json({ ok: true }));
    await client.postJson("https://clob.test/books", [{ token_id: "1" }], okSchema);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.headers.get("content-type")).toBe("application/json");
    expect(requests[0]?.body).toEqual([{ token_id: "1" }]);
  });

  it("accepts a configured User-Agent", async () => {
    const { client, requests } = testClient(() => json({ ok: true }), {
      userAgent: "pix-test/1 (ops@example.com)",
    });
    await client.getJson(URL_A, okSchema);
    expect(requests[0]?.headers.get("user-agent")).toBe("pix-test/1 (ops@example.com)");
  });
});

describe("createHttpClient: retries", () => {
  it("retries 5xx with full-jitter exponential backoff, then succeeds", async () => {
    const { client, requests, sleeps } = testClient(
      sequence(
        () => text("bad gateway", 502),
        () => text("unavailable", 503),
        () => json({ ok: true }),
      ),
    );
    const result = await client.getJson(URL_A, okSchema);
    expect(result).toMatchObject({ ok: true, attempts: 3 });
    expect(requests).toHaveLength(3);
    // random() = 0.5 of the ceilings 250 ms and 500 ms; each wait also covers the 100 ms host pacing.
    expect(sleeps).toEqual([125, 250]);
  });

  it("gives up after the bounded number of retries with http_5xx", async () => {
    const { client, requests, sleeps } = testClient(() => text("down", 500), { maxRetries: 3 });
    const result = await client.getJson(URL_A, okSchema);
    expect(result).toEqual({ ok: false, reason: "http_5xx", status: 500, attempts: 4 });
    expect(requests).toHaveLength(4);
    expect(sleeps).toEqual([125, 250, 500]);
  });

  it("caps each backoff delay", async () => {
    const { client, sleeps } = testClient(() => text("down", 500), {
      maxRetries: 5,
      baseDelayMs: 1_000,
      maxDelayMs: 2_000,
      random: () => 0.999,
    });
    await client.getJson(URL_A, okSchema);
    expect(sleeps.every((ms) => ms <= 2_000)).toBe(true);
    expect(sleeps.at(-1)).toBe(1_998);
  });

  it("retries network errors", async () => {
    const { client } = testClient(
      sequence(
        () => {
          throw new TypeError("connection reset");
        },
        () => json({ ok: true }),
      ),
    );
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: true, attempts: 2 });
  });

  it("reports a network failure once retries are exhausted", async () => {
    const { client } = testClient(
      () => {
        throw new TypeError("getaddrinfo ENOTFOUND");
      },
      { maxRetries: 1 },
    );
    expect(await client.getJson(URL_A, okSchema)).toEqual({
      ok: false,
      reason: "network",
      status: null,
      attempts: 2,
    });
  });

  it("honours Retry-After on 429", async () => {
    const { client, sleeps } = testClient(
      sequence(
        () => json({ error: "too many requests" }, 429, { "retry-after": "2" }),
        () => json({ ok: true }),
      ),
    );
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([2_000]);
  });

  it("uses backoff on a 429 without Retry-After", async () => {
    const { client, sleeps } = testClient(
      sequence(
        () => text("slow down", 429),
        () => json({ ok: true }),
      ),
    );
    await client.getJson(URL_A, okSchema);
    expect(sleeps).toEqual([125]);
  });

  it("fails at once with http_429 when Retry-After (seconds) exceeds the cap", async () => {
    const { client, requests, sleeps } = testClient(
      () => new Response("", { status: 429, headers: { "retry-after": "600" } }),
      { maxRetryAfterMs: 10_000 },
    );
    expect(await client.getJson(URL_A, okSchema)).toEqual({
      ok: false,
      reason: "http_429",
      status: 429,
      attempts: 1,
    });
    expect(requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("reads Retry-After as an HTTP date", async () => {
    // The virtual clock starts at 14:05:00; the upstream asks to come back at 14:05:03.
    const { client, sleeps } = testClient(
      sequence(
        () => new Response("", { status: 429, headers: { "retry-after": "Sun, 22 Nov 2026 14:05:03 GMT" } }),
        () => json({ ok: true }),
      ),
    );
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: true, attempts: 2 });
    expect(sleeps).toEqual([3_000]);
  });

  it("does not retry 4xx", async () => {
    const { client, requests } = testClient(() => json({ error: "not found" }, 404));
    expect(await client.getJson(URL_A, okSchema)).toEqual({
      ok: false,
      reason: "http_4xx",
      status: 404,
      attempts: 1,
    });
    expect(requests).toHaveLength(1);
  });
});

describe("createHttpClient: timeouts", () => {
  it("times out a request whose response never arrives, and retries it", async () => {
    const { client, requests } = testClient(() => new Promise<Response>(() => {}), {
      timeoutMs: 15,
      maxRetries: 1,
    });
    expect(await client.getJson(URL_A, okSchema)).toEqual({
      ok: false,
      reason: "timeout",
      status: null,
      attempts: 2,
    });
    expect(requests).toHaveLength(2);
  });

  it("times out a body that drips and never ends", async () => {
    const dripping = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"markets":['));
          },
        }),
        { status: 200 },
      );
    const { client } = testClient(dripping, { timeoutMs: 15, maxRetries: 0 });
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "timeout" });
  });
});

describe("createHttpClient: hostile bodies", () => {
  it("refuses an HTML error page served with 200 as not_json, without retrying", async () => {
    const { client, requests } = testClient(() => text(errorPage, 200));
    expect(await client.getJson(URL_A, okSchema)).toEqual({
      ok: false,
      reason: "not_json",
      status: 200,
      attempts: 1,
    });
    expect(requests).toHaveLength(1);
  });

  it("refuses truncated JSON as not_json", async () => {
    const { client } = testClient(() => text(truncated, 200, "application/json"));
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "not_json" });
  });

  it("reports a schema mismatch as invalid_shape with a schema path, not a value", async () => {
    const schema = z.object({ markets: z.array(z.object({ ticker: z.string() })) });
    const { client } = testClient(() => json({ markets: [{ ticker: "A" }, { ticker: 42 }] }));
    expect(await client.getJson(URL_A, schema)).toEqual({
      ok: false,
      reason: "invalid_shape",
      status: 200,
      attempts: 1,
      detail: "markets.1.ticker",
    });
  });

  it("refuses a body over the size cap, declared or streamed", async () => {
    const big = JSON.stringify({ ok: true, pad: "x".repeat(500) });
    const declared = testClient(() => text(big, 200, "application/json"), { maxBodyBytes: 100 });
    expect(await declared.client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "too_large" });

    const streamed = testClient(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(big));
              controller.close();
            },
          }),
        ),
      { maxBodyBytes: 1_000 },
    );
    expect(await streamed.client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "too_large" });
  });

  it("reads a body of declared length whole, and still refuses one that outgrows its declaration", async () => {
    const body = JSON.stringify({ ok: true, pad: "x".repeat(50) });
    const length = String(new TextEncoder().encode(body).byteLength);
    const declared = testClient(
      () => json({ ok: true, pad: "x".repeat(50) }, 200, { "content-length": length }),
      {
        maxBodyBytes: 100,
      },
    );
    expect(await declared.client.getJson(URL_A, okSchema)).toMatchObject({ ok: true, value: { ok: true } });

    const big = JSON.stringify({ ok: true, pad: "x".repeat(500) });
    const understated = testClient(
      () => json({ ok: true, pad: "x".repeat(500) }, 200, { "content-length": "20" }),
      {
        maxBodyBytes: 100,
      },
    );
    expect(big.length).toBeGreaterThan(100);
    expect(await understated.client.getJson(URL_A, okSchema)).toMatchObject({
      ok: false,
      reason: "too_large",
    });

    // A declared length counts encoded bytes: a body the runtime decodes is capped as it streams.
    const encoded = testClient(
      () =>
        json({ ok: true, pad: "x".repeat(500) }, 200, { "content-length": "20", "content-encoding": "gzip" }),
      { maxBodyBytes: 100 },
    );
    expect(await encoded.client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "too_large" });
  });

  it("times out a body of declared length that never arrives whole", async () => {
    const stalled = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"ok":'));
          },
        }),
        { status: 200, headers: { "content-length": "11" } },
      );
    const { client } = testClient(stalled, { timeoutMs: 15, maxRetries: 0 });
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "timeout" });
  });

  it("refuses bytes that are not UTF-8 as not_json", async () => {
    const { client } = testClient(() => new Response(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])));
    expect(await client.getJson(URL_A, okSchema)).toMatchObject({ ok: false, reason: "not_json" });
  });

  it("never carries upstream body text in a failure", async () => {
    const responders = [
      () => text(errorPage, 502),
      () => text(errorPage, 200),
      () => text(errorPage, 404),
      () => json({ ok: "UPSTREAM-INTERNAL-TRACE" }),
    ];
    for (const respond of responders) {
      const { client } = testClient(respond, { maxRetries: 0 });
      const result = await client.getJson(URL_A, okSchema);
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain("UPSTREAM-INTERNAL-TRACE");
    }
  });
});

describe("createHttpClient: courtesy pacing", () => {
  it("keeps a minimum interval between requests to one host, not across hosts", async () => {
    const { client, sleeps } = testClient(() => json({ ok: true }), {
      minIntervalMs: 100,
      minIntervalMsByHost: { "clob.test": 0 },
    });
    await client.getJson(URL_A, okSchema);
    await client.getJson(URL_A, okSchema);
    await client.getJson("https://clob.test/midpoint", okSchema);
    await client.getJson("https://clob.test/midpoint", okSchema);
    await client.getJson(URL_A, okSchema);
    expect(sleeps).toEqual([100, 100]);
  });

  it("queues concurrent requests instead of releasing them together", async () => {
    // All three start at the same instant, so the clock stands still while they wait.
    const sleeps: number[] = [];
    const { client } = testClient(() => json({ ok: true }), {
      minIntervalMs: 50,
      now: () => 0,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    await Promise.all([1, 2, 3].map(() => client.getJson(URL_A, okSchema)));
    expect(sleeps).toEqual([50, 100]);
  });
});

describe("createHttpClient: per-request options and text bodies", () => {
  it("sends per-request headers over the defaults, whatever their case", async () => {
    const { client, requests } = testClient(() => json({ ok: true }));
    await client.getJson(URL_A, okSchema, {
      headers: { "User-Agent": "pix-test admin@example.test", Cookie: "A3=x" },
    });
    expect(requests[0]?.headers.get("user-agent")).toBe("pix-test admin@example.test");
    expect(requests[0]?.headers.get("cookie")).toBe("A3=x");
    expect(requests[0]?.headers.get("accept")).toBe("application/json");
  });

  it("decodes the JSON body of an accepted non-2xx status, without retrying it", async () => {
    const notFound = z.object({ error: z.object({ code: z.string() }) });
    const { client, requests } = testClient(() => json({ error: { code: "Not Found" } }, 404));
    expect(await client.getJson(URL_A, notFound, { acceptStatuses: [404] })).toMatchObject({
      ok: true,
      status: 404,
      value: { error: { code: "Not Found" } },
    });
    expect(await client.getJson(URL_A, notFound)).toEqual({
      ok: false,
      reason: "http_4xx",
      status: 404,
      attempts: 1,
    });
    expect(requests).toHaveLength(2);
  });

  it("still refuses an accepted status whose body is not JSON", async () => {
    const { client } = testClient(() => text(errorPage, 404));
    expect(await client.getJson(URL_A, okSchema, { acceptStatuses: [404] })).toEqual({
      ok: false,
      reason: "not_json",
      status: 404,
      attempts: 1,
    });
  });

  it("reads a text body and exposes the response headers", async () => {
    const { client, requests } = testClient(
      () => new Response("crumb-42", { status: 200, headers: { "set-cookie": "A3=d=1; Path=/" } }),
    );
    const result = await client.getText(URL_A);
    expect(result).toMatchObject({ ok: true, value: "crumb-42", status: 200 });
    expect(result.ok && result.headers.get("set-cookie")).toBe("A3=d=1; Path=/");
    expect(requests[0]?.headers.get("accept")).toBe("text/plain, */*");
  });

  it("caps text bodies like JSON bodies", async () => {
    const { client } = testClient(() => text("x".repeat(500), 200, "text/plain"), { maxBodyBytes: 100 });
    expect(await client.getText(URL_A)).toMatchObject({ ok: false, reason: "too_large" });
  });
});
