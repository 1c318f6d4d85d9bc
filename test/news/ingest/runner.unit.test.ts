import { describe, expect, it } from "vitest";
import { runNewsIngestion } from "../../../src/news/ingest/runner.ts";
import blsCpi from "../../fixtures/upstreams/news/bls-cpi.atom.xml?raw";
import fedMonetary from "../../fixtures/upstreams/news/fed-press-monetary.xml?raw";
import { type SeenRequest, testClient } from "../../support/fake-upstream.ts";
import { MemoryNewsStore } from "./memory-store.ts";
import { feedOf, xmlResponse } from "./support.ts";

const CPI = feedOf({ type: "syndication", url: "https://bls.test/feed/cpi.rss" }, { id: "bls-cpi" });
const FED = feedOf(
  { type: "syndication", url: "https://fed.test/feeds/press_monetary.xml" },
  { id: "fed-monetary", kind: "official_statement" },
);
const DOWN = feedOf({ type: "syndication", url: "https://down.test/feed" }, { id: "down" });

/** An upstream that honours If-None-Match like a real server. */
function upstream(request: SeenRequest): Response {
  if (request.url.host === "down.test") return new Response("down", { status: 500 });
  const body = request.url.host === "bls.test" ? blsCpi : fedMonetary;
  const etag = `"${request.url.host}-v1"`;
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers: { etag } });
  return xmlResponse(body, { etag, "last-modified": "Wed, 18 Nov 2026 19:00:00 GMT" });
}

describe("runNewsIngestion", () => {
  it("stores every feed's items, records each result, and one failing feed never stops another", async () => {
    const { client } = testClient(upstream, { maxRetries: 0 });
    const store = new MemoryNewsStore();
    const report = await runNewsIngestion({ feeds: [DOWN, CPI, FED], client, store, nowMs: client.now() });
    expect(report.feeds.map((f) => [f.feed_id, f.ok, f.reason, f.items_stored])).toEqual([
      ["down", false, "http_5xx", 0],
      ["bls-cpi", true, null, 2],
      ["fed-monetary", true, null, 3],
    ]);
    expect(store.items.size).toBe(5);
    expect(store.last("down")).toMatchObject({ ok: false, reason: "http_5xx", etag: null, items: 0 });
    expect(store.last("bls-cpi")).toMatchObject({
      ok: true,
      reason: null,
      etag: '"bls.test-v1"',
      last_modified: "Wed, 18 Nov 2026 19:00:00 GMT",
      at: "2026-11-22T14:05:00Z",
      not_modified: false,
      items: 2,
    });
  });

  it("asks conditionally with the stored validators and gets 304s when nothing changed", async () => {
    const { client, requests } = testClient(upstream, { maxRetries: 0 });
    const store = new MemoryNewsStore();
    await runNewsIngestion({ feeds: [CPI, FED], client, store, nowMs: client.now() });
    const second = await runNewsIngestion({ feeds: [CPI, FED], client, store, nowMs: client.now() });
    expect(second.feeds.map((f) => [f.feed_id, f.not_modified, f.items_stored])).toEqual([
      ["bls-cpi", true, 0],
      ["fed-monetary", true, 0],
    ]);
    expect(requests.slice(2).map((r) => r.headers.get("if-none-match"))).toEqual([
      '"bls.test-v1"',
      '"fed.test-v1"',
    ]);
    expect(store.last("bls-cpi")).toMatchObject({ ok: true, not_modified: true, etag: '"bls.test-v1"' });
    expect(store.items.size).toBe(5);
  });

  it("keeps the stored validators when a later fetch fails", async () => {
    let fail = false;
    const { client } = testClient(
      (request) => (fail ? new Response("", { status: 502 }) : upstream(request)),
      {
        maxRetries: 0,
      },
    );
    const store = new MemoryNewsStore();
    await runNewsIngestion({ feeds: [CPI], client, store, nowMs: client.now() });
    fail = true;
    await runNewsIngestion({ feeds: [CPI], client, store, nowMs: client.now() });
    expect(store.last("bls-cpi")).toMatchObject({ ok: false, reason: "http_5xx", etag: '"bls.test-v1"' });
  });

  it("records a store that refuses a feed's items as that feed's failure and goes on", async () => {
    const { client } = testClient(upstream, { maxRetries: 0 });
    const store = new MemoryNewsStore();
    store.failPutFor.add("bls-cpi");
    const report = await runNewsIngestion({ feeds: [CPI, FED], client, store, nowMs: client.now() });
    expect(report.feeds.map((f) => [f.feed_id, f.ok, f.reason])).toEqual([
      ["bls-cpi", false, "store_failed"],
      ["fed-monetary", true, null],
    ]);
    expect(store.last("bls-cpi")).toMatchObject({ ok: false, reason: "store_failed", etag: null });
  });

  it("survives a store whose reads and result writes throw", async () => {
    const { client } = testClient(upstream, { maxRetries: 0 });
    const store = new MemoryNewsStore();
    store.getFeedState = () => Promise.reject(new Error("down"));
    store.recordFeedResult = () => Promise.reject(new Error("down"));
    const report = await runNewsIngestion({ feeds: [CPI, FED], client, store, nowMs: client.now() });
    expect(report.feeds.map((f) => [f.ok, f.store_errors])).toEqual([
      [true, 2],
      [true, 2],
    ]);
    expect(store.items.size).toBe(5);
  });

  it("marks items synthetic in provenance when the upstreams are the simulator", async () => {
    const { client } = testClient(upstream, { maxRetries: 0 });
    const store = new MemoryNewsStore();
    await runNewsIngestion({ feeds: [CPI], client, store, nowMs: client.now(), synthetic: true });
    expect([...store.items.values()].every((item) => item.provenance.note?.startsWith("[synthetic]"))).toBe(
      true,
    );
  });

  it("starts no feed after its deadline: the rest are recorded as time_budget_exhausted, validators kept", async () => {
    const { client, requests } = testClient(upstream, { maxRetries: 0 });
    const store = new MemoryNewsStore();
    await runNewsIngestion({ feeds: [CPI, FED], client, store, nowMs: client.now() });
    const seen = requests.length;
    let wall = 1_000;
    const report = await runNewsIngestion({
      feeds: [CPI, FED],
      client,
      store,
      nowMs: client.now(),
      deadlineMs: 1_500,
      // The first feed takes the pass past its deadline.
      clock: () => {
        const now = wall;
        wall += 1_000;
        return now;
      },
    });
    expect(report.feeds.map((f) => [f.feed_id, f.ok, f.reason])).toEqual([
      ["bls-cpi", true, null],
      ["fed-monetary", false, "time_budget_exhausted"],
    ]);
    expect(requests.length - seen).toBe(1);
    expect(store.last("fed-monetary")).toMatchObject({
      ok: false,
      reason: "time_budget_exhausted",
      etag: '"fed.test-v1"',
    });
  });
});
