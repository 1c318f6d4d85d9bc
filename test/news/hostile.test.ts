import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INDICES } from "../../src/catalog/definitions.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { SUMMARY_MAX_CHARS } from "../../src/domain/news/item.ts";
import { newsSimulator, readNews, refreshNews } from "./support.ts";

/**
 * Hostile upstreams (the simulator's news fault modes) through a real pass and the route: each failure
 * is recorded in data.sources with a reason code, the other feeds carry on, nothing answers 5xx, and no
 * markup, script or unsafe link reaches an item.
 */

const sim = newsSimulator("news-hostile");
const NOW = Date.parse("2026-11-23T12:00:00Z");

beforeAll(async () => {
  await seedCatalog(env.DB);
  await sim.reset();
  await sim.pinClock(NOW);
  await sim.newsFault("bls-cpi", "entity_bomb");
  await sim.newsFault("bea", "http_500");
  await sim.newsFault("fed", "script_tags");
  await sim.newsFault("editorial", "javascript_links");
  await sim.newsFault("bls-empsit", "bad_dates");
  await sim.newsFault("sec-atom", "huge_body");
  await sim.newsFault("polymarket", "huge_summary");
  await sim.newsFault("venue-ai", "duplicate_ids");
  await sim.newsFault("kalshi", "malformed");
});

// A pass reads every feed at the client's courtesy pace (one host here): several seconds.
describe("hostile news upstreams", { timeout: 60_000 }, () => {
  it("records each failure with its reason and keeps every other feed going", async () => {
    const report = await refreshNews(sim.bindings);
    expect(report.status).toBe("completed");
    const failed = Object.fromEntries(
      report.feeds.filter((feed) => !feed.ok).map((feed) => [feed.feed_id, feed.reason]),
    );
    expect(failed["bls-cpi"]).toBe("doctype_refused");
    expect(failed["bea-gdp"]).toBe("http_5xx");
    expect(failed["sec-0001691342"]).toBe("body_too_large");
    expect(failed["kalshi-terms-pixcpi"]).toBe("not_json");
    // Feeds of other upstreams answered.
    expect(report.feeds.find((feed) => feed.feed_id === "fed-monetary")).toMatchObject({ ok: true });
    expect(report.feeds.find((feed) => feed.feed_id === "polymarket-terms-pixcpi")).toMatchObject({
      ok: true,
    });

    const cpi = (await readNews("/api/v1/indices/PIXCPI/news", sim.bindings)).body;
    expect(cpi.data.sources.find((source) => source.feed_id === "bls-cpi")).toMatchObject({
      status: "failing",
      last_failure_reason: "doctype_refused",
      last_success_at: null,
    });
    const ipo = (await readNews("/api/v1/indices/PIXIPOSTRIPE/news", sim.bindings)).body;
    expect(ipo.data.sources.find((source) => source.feed_id === "sec-0001691342")).toMatchObject({
      status: "failing",
      last_failure_reason: "body_too_large",
    });
  });

  it("answers every index and selection without a 5xx, markup, script or unsafe link", async () => {
    for (const index of INDICES) {
      for (const query of ["", "?relevance=all&authorship=all&limit=100"]) {
        const { res, body } = await readNews(`/api/v1/indices/${index.symbol}/news${query}`, sim.bindings);
        expect(res.status, `${index.symbol}${query}`).toBe(200);
        const text = JSON.stringify(body);
        expect(text).not.toMatch(/<script|javascript:|onerror|onclick|<img|<!ENTITY|&lol/i);
        for (const item of body.data.items) {
          expect((item.summary ?? "").length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
          expect(item.url).toMatch(/^https?:\/\//);
        }
        const ids = body.data.items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        // Failing feeds show up as such, never as an error answer.
        for (const source of body.data.sources) {
          if (source.status === "failing") expect(source.last_failure_reason).toMatch(/^[a-z0-9_]+$/);
        }
      }
    }
  });

  it("keeps the first version of an item a feed repeats with other text", async () => {
    const rows = await env.DB.prepare(
      "SELECT title FROM news_items WHERE feed_id LIKE 'polymarket-ai-%' AND title LIKE '%rewritten%'",
    ).all();
    expect(rows.results).toEqual([]);
    const fed = await readNews("/api/v1/indices/PIXFED/news?kind=official_statement", sim.bindings);
    expect(fed.body.data.items.length).toBeGreaterThan(0);
    expect(fed.body.data.items.every((item) => !/[<>]/.test(`${item.title}${item.summary ?? ""}`))).toBe(
      true,
    );
  });
});
