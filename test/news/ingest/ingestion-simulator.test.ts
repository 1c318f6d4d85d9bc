import { beforeEach, describe, expect, it } from "vitest";
import { proposedNewsFeeds, simulatorNewsBases } from "../../../src/catalog/news-feeds.ts";
import { NEWS_KINDS, NewsItemDraftSchema } from "../../../src/domain/news/item.ts";
import { createNewsHttpClient } from "../../../src/news/ingest/client.ts";
import { runNewsIngestion } from "../../../src/news/ingest/runner.ts";
import { simulatorHost } from "../../support/simulator.ts";
import { MemoryNewsStore } from "./memory-store.ts";

/**
 * The whole news layer over HTTP against the upstream simulator (its own host, see vitest.config.ts):
 * the proposed configuration, the real client and adapters, and an in-memory store standing in for
 * storage (built separately behind the same `NewsStore` interface).
 */

const NOW = Date.parse("2026-11-23T12:00:00Z");
const sim = simulatorHost("news-ingest");
// The catalog's EDGAR filers (the pre-IPO index's company and its fund) come with the configuration.
const feeds = proposedNewsFeeds(simulatorNewsBases(sim.base), { secUserAgent: "pix test ops@example.com" });

function run(store: MemoryNewsStore) {
  const client = createNewsHttpClient({ minIntervalMs: 0, maxRetries: 0, now: () => NOW });
  return runNewsIngestion({ feeds, client, store, nowMs: NOW, synthetic: true });
}

async function newsFault(feed: string, mode: string) {
  const res = await fetch(`${sim.base}/news/_control/faults`, {
    method: "POST",
    body: JSON.stringify({ feed, mode }),
  });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  await sim.reset();
  await sim.pinClock(NOW);
});

describe("news ingestion against the simulator", () => {
  it("stores valid items of all six kinds from every feed", async () => {
    const store = new MemoryNewsStore();
    const report = await run(store);
    const failed = report.feeds.filter((feed) => !feed.ok).map((feed) => [feed.feed_id, feed.reason]);
    expect(failed).toEqual([]);
    const items = [...store.items.values()];
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(NEWS_KINDS));
    for (const item of items) expect(NewsItemDraftSchema.safeParse(item).success, item.id).toBe(true);
    expect(items.every((item) => item.provenance.note?.startsWith("[synthetic]"))).toBe(true);
    expect(items.filter((item) => item.kind === "editorial").every((item) => item.summary === null)).toBe(
      true,
    );
    const filings = items.filter((item) => item.kind === "filing");
    expect(new Set(filings.map((item) => item.relevance))).toEqual(new Set(["direct", "related"]));
    const ai = items.filter((item) => item.payload.generated_by === "venue_ai");
    expect(ai.length).toBeGreaterThan(0);
    expect(
      ai.every((item) => item.title.startsWith("AI-generated:") && item.source.name.includes("AI")),
    ).toBe(true);
    const settlement = items.find(
      (item) => item.payload.event === "settlement" && item.payload.series_ticker === "KXCPIYOY",
    );
    expect(settlement?.payload.strike ?? settlement?.payload.result).toBeTruthy();
  });

  it("gets 304s on a second run with no change, and stores nothing new", async () => {
    const store = new MemoryNewsStore();
    await run(store);
    const stored = store.items.size;
    const second = await run(store);
    const conditional = second.feeds.filter((feed) => !feed.feed_id.startsWith("kalshi-terms-"));
    expect(conditional.length).toBeGreaterThan(30);
    expect(conditional.filter((feed) => !feed.not_modified).map((feed) => feed.feed_id)).toEqual([]);
    expect(second.feeds.every((feed) => feed.ok)).toBe(true);
    expect(store.items.size).toBe(stored);
    // Kalshi's terms are read in full again, and are the stored versions: nothing is counted as stored.
    expect(second.feeds.filter((feed) => feed.items_stored !== 0).map((feed) => feed.feed_id)).toEqual([]);
  });

  it("keeps every other feed going when one serves an entity bomb, and cleans hostile items", async () => {
    await newsFault("bls-cpi", "entity_bomb");
    await newsFault("fed", "script_tags");
    await newsFault("editorial", "javascript_links");
    await newsFault("bls-empsit", "bad_dates");
    await newsFault("bea", "many_items");
    await newsFault("polymarket", "huge_summary");
    await newsFault("venue-ai", "duplicate_ids");
    const store = new MemoryNewsStore();
    const report = await run(store);
    const byId = new Map(report.feeds.map((feed) => [feed.feed_id, feed]));
    expect(byId.get("bls-cpi")).toMatchObject({ ok: false, reason: "doctype_refused" });
    expect(store.last("bls-cpi")).toMatchObject({ ok: false, reason: "doctype_refused" });
    expect(byId.get("bls-empsit")).toMatchObject({ ok: true, items_stored: 0 });
    expect(byId.get("bea-gdp")).toMatchObject({ ok: true, items_stored: 200 });
    expect(byId.get("editorial-pixfed")?.rejected).toMatchObject({ url_not_http: expect.any(Number) });
    expect(byId.get("polymarket-ai-pixrec")).toMatchObject({ ok: true, duplicates: expect.any(Number) });
    expect(report.feeds.filter((feed) => !feed.ok).map((feed) => feed.feed_id)).toEqual(["bls-cpi"]);
    const items = [...store.items.values()];
    expect(JSON.stringify(items)).not.toMatch(/<script|javascript:|onerror=/i);
    expect(items.every((item) => (item.summary ?? "").length <= 2_000)).toBe(true);
    const cut = items.filter(
      (item) => item.provenance.feed.startsWith("polymarket-terms-") && item.summary?.endsWith("…"),
    );
    expect(cut.length).toBeGreaterThan(0);
  });
});
