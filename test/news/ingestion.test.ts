import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INDICES } from "../../src/catalog/definitions.ts";
import { newsConfiguration } from "../../src/catalog/news-config.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { NEWS_KINDS, NewsItemSchema } from "../../src/domain/news/item.ts";
import { call } from "../support/keys.ts";
import { type NewsBody, newsSimulator, readNews, refreshNews } from "./support.ts";

/**
 * End to end through the Worker: `POST /api/refresh?plane=news` runs a real pass (configuration from
 * the bindings, the news HTTP client, every adapter, the D1 store) against this file's own simulator,
 * and the route serves what it stored.
 */

const sim = newsSimulator("news-e2e");
const NOW = Date.parse("2026-11-23T12:00:00Z");

async function everyIndex(query: string): Promise<Map<string, NewsBody>> {
  const bodies = new Map<string, NewsBody>();
  for (const index of INDICES) {
    const { res, body } = await readNews(`/api/v1/indices/${index.slug}/news?${query}`, sim.bindings);
    expect(res.status, index.symbol).toBe(200);
    bodies.set(index.symbol, body);
  }
  return bodies;
}

async function storedItems() {
  const { results } = await env.DB.prepare("SELECT id, observed_at, title FROM news_items ORDER BY id").all<{
    id: string;
    observed_at: string;
    title: string;
  }>();
  return results;
}

beforeAll(async () => {
  await seedCatalog(env.DB);
  await sim.reset();
  await sim.pinClock(NOW);
});

// A pass reads every feed at the client's courtesy pace (one host here): several seconds.
describe("news ingestion through the Worker", { timeout: 60_000 }, () => {
  it("stores items of all six kinds across the catalog, and the route serves them with their sources", async () => {
    const report = await refreshNews(sim.bindings);
    expect(report.status).toBe("completed");
    expect(report.feeds.filter((feed) => !feed.ok).map((feed) => `${feed.feed_id}:${feed.reason}`)).toEqual(
      [],
    );
    expect(report.items_stored).toBeGreaterThan(0);

    const bodies = await everyIndex("relevance=all&authorship=all&limit=100");
    const kinds = new Set<string>();
    for (const [symbol, body] of bodies) {
      expect(body.data.availability, symbol).toBe("available");
      expect(
        body.data.sources.every((source) => source.status === "ok"),
        symbol,
      ).toBe(true);
      const ids = body.data.items.map((item) => item.id);
      expect(new Set(ids).size, `${symbol} has no duplicate`).toBe(ids.length);
      for (const item of body.data.items) {
        const parsed = NewsItemSchema.safeParse(item);
        expect(
          parsed.success,
          `${item.id} ${JSON.stringify(parsed.error?.issues)} ${JSON.stringify(item)}`,
        ).toBe(true);
        kinds.add(item.kind);
      }
      const ts = body.data.items.map((item) => item.t);
      expect(ts, `${symbol} newest first`).toEqual([...ts].sort().reverse());
    }
    expect(kinds).toEqual(new Set(NEWS_KINDS));

    // The pre-IPO index: its company's filings are direct, its fund's related (and opt-in).
    const ipo = bodies.get("PIXIPOSTRIPE");
    const filings = ipo?.data.items.filter((item) => item.kind === "filing") ?? [];
    expect(new Set(filings.map((item) => `${item.payload.entity_name}:${item.relevance}`))).toEqual(
      new Set(["Stripe, Inc.:direct", "Stripe Opportunity Fund (synthetic vehicle):related"]),
    );
    const byDefault = (await readNews("/api/v1/indices/PIXIPOSTRIPE/news", sim.bindings)).body;
    expect(byDefault.data.items.length).toBeGreaterThan(0);
    expect(byDefault.data.items.every((item) => item.relevance === "direct")).toBe(true);
    expect(byDefault.data.items.every((item) => item.authorship !== "venue_generated")).toBe(true);
    // Synthetic upstreams say so in every item's provenance.
    expect(byDefault.data.items.every((item) => item.provenance.note?.startsWith("[synthetic]"))).toBe(true);
  });

  it("never moves observed_at on a second sighting, stores no duplicate and counts none as stored", async () => {
    const before = await storedItems();
    expect(before.length).toBeGreaterThan(0);
    // An unchanged upstream answers 304 (Kalshi terms read two documents, so they are read again).
    const unchanged = await refreshNews(sim.bindings);
    expect(unchanged.feeds.filter((feed) => feed.not_modified).length).toBeGreaterThan(30);
    expect(await storedItems()).toEqual(before);
    // Only rows inserted count as stored: Kalshi's terms, read in full again, are no new row.
    expect(unchanged.items_stored).toBe(0);
    // Without validators every feed is read in full and every item is seen again, later.
    await env.DB.prepare("DELETE FROM news_feed_state").run();
    const again = await refreshNews(sim.bindings);
    expect(again.items_stored).toBe(0);
    expect(again.feeds.filter((feed) => feed.items_stored !== 0).map((feed) => feed.feed_id)).toEqual([]);
    expect(await storedItems()).toEqual(before);
    const bindings = await env.DB.prepare(
      "SELECT count(*) AS n, count(DISTINCT symbol || item_id) AS d FROM news_item_indices",
    ).first<{ n: number; d: number }>();
    expect(bindings?.n).toBe(bindings?.d);
  });

  it("gives each configured feed its own status component: a faulted feed degraded, the others operational", async () => {
    // The feeds succeeded in the passes above; now one of them answers 500.
    await sim.newsFault("bls-cpi", "http_500");
    const report = await refreshNews(sim.bindings);
    expect(report.feeds.filter((feed) => !feed.ok).map((feed) => feed.feed_id)).toEqual(["bls-cpi"]);
    const configured = newsConfiguration(sim.bindings).feeds.map((feed) => feed.id);
    expect(configured.length).toBeGreaterThan(30);

    const status = (await (await call("/api/v1/status", {}, sim.bindings)).json()) as {
      data: {
        components: {
          id: string;
          kind: string;
          state: string;
          symptom: string | null;
          last_event_at: string | null;
          last_failure_at: string | null;
          lag: { "5m": { count: number } };
        }[];
      };
    };
    const news = status.data.components.filter((c) => c.kind === "news");
    expect(news.map((c) => c.id)).toEqual(configured.map((id) => `news:${id}`));
    const faulted = news.find((c) => c.id === "news:bls-cpi");
    expect(faulted).toMatchObject({
      state: "degraded",
      symptom: expect.stringMatching(/^Last run failed at .*Z\.$/),
      last_event_at: expect.stringMatching(/Z$/),
      last_failure_at: expect.stringMatching(/Z$/),
    });
    expect(Date.parse(faulted?.last_failure_at ?? "")).toBeGreaterThan(
      Date.parse(faulted?.last_event_at ?? ""),
    );
    const others = news.filter((c) => c.id !== "news:bls-cpi");
    expect(others.filter((c) => c.state !== "operational").map((c) => c.id)).toEqual([]);
    // Each feed's lag: one per pass that read it (the four passes of this file); a failed read counts none.
    expect(faulted?.lag["5m"].count).toBe(3);
    expect(new Set(others.map((c) => c.lag["5m"].count))).toEqual(new Set([4]));

    // summary.json lists the same feeds, in the same states.
    const summary = (await (await call("/api/v1/status/summary.json", {}, sim.bindings)).json()) as {
      components: { id: string; status: string }[];
    };
    expect(summary.components.filter((c) => c.id.startsWith("news:"))).toEqual(
      news.map((c) =>
        expect.objectContaining({
          id: c.id,
          status: c.id === "news:bls-cpi" ? "degraded_performance" : "operational",
        }),
      ),
    );
    await sim.reset();
  });
});
