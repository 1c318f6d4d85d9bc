import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { newsConfiguration } from "../../src/catalog/news-config.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { createNewsHttpClient } from "../../src/news/ingest/client.ts";
import { runNewsIngestion } from "../../src/news/ingest/runner.ts";
import { D1NewsStore } from "../../src/news/store.ts";
import { newsSimulator, readNews } from "./support.ts";

/**
 * Contract terms as a history: each change of a market's terms is a new item, a return to earlier
 * text included, and the newest item is the terms in force. The venues' terms change in the simulator
 * by its `script_tags` fault (rules and descriptions gain a tag) and change back when it is lifted. The
 * passes run the real adapters and the D1 store over this file's simulator, on the terms feeds only.
 */

const sim = newsSimulator("news-terms");
const TERMS_FEEDS = ["kalshi-terms-pixgdp", "polymarket-terms-pixunrate"];

interface TermsRow {
  id: string;
  market: string;
  version: string;
  sequence: number | null;
  t: string;
  summary: string | null;
}

async function termsRows(feedId: string): Promise<TermsRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, t, summary,
            json_extract(payload, '$.market_id') AS market,
            json_extract(payload, '$.terms_version') AS version,
            json_extract(payload, '$.terms_sequence') AS sequence
     FROM news_items WHERE feed_id = ? ORDER BY t, id`,
  )
    .bind(feedId)
    .all<TermsRow>();
  return results;
}

async function termsPass() {
  const feeds = newsConfiguration(sim.bindings).feeds.filter((feed) => TERMS_FEEDS.includes(feed.id));
  expect(feeds.map((feed) => feed.id).sort()).toEqual([...TERMS_FEEDS].sort());
  const report = await runNewsIngestion({
    feeds,
    client: createNewsHttpClient({ minIntervalMs: 0 }),
    store: new D1NewsStore(env.DB, { feeds }),
    nowMs: Date.now(),
    synthetic: true,
  });
  expect(report.feeds.filter((feed) => !feed.ok)).toEqual([]);
  return report;
}

async function changeTerms(changed: boolean) {
  for (const venue of ["kalshi", "polymarket"]) await sim.newsFault(venue, changed ? "script_tags" : "none");
}

beforeAll(async () => {
  await seedCatalog(env.DB);
  await sim.reset();
});

describe("contract terms versions", { timeout: 60_000 }, () => {
  it("stores a change and its revert as new items, the newest being the terms in force", async () => {
    await termsPass();
    const first = new Map<string, TermsRow[]>();
    for (const feedId of TERMS_FEEDS) {
      const rows = await termsRows(feedId);
      expect(rows.length, feedId).toBeGreaterThan(0);
      first.set(feedId, rows);
    }

    await changeTerms(true);
    await termsPass();
    await changeTerms(false);
    const reverted = await termsPass();

    for (const feedId of TERMS_FEEDS) {
      const original = first.get(feedId) ?? [];
      const rows = await termsRows(feedId);
      // A → B → A: three versions of each market's terms.
      expect(rows.length, feedId).toBe(original.length * 3);
      for (const a of original) {
        const versions = rows.filter((row) => row.market === a.market).sort((x, y) => x.t.localeCompare(y.t));
        expect(
          versions.map((row) => row.sequence),
          `${feedId} ${a.market}`,
        ).toEqual([1, 2, 3]);
        const [, changed, revert] = versions;
        expect(changed?.version).not.toBe(a.version);
        // The revert repeats the first text under an id of its own.
        expect(revert?.version).toBe(a.version);
        expect(revert?.summary).toBe(a.summary);
        expect(revert?.id).not.toBe(a.id);
        expect((revert?.t ?? "") > (changed?.t ?? "")).toBe(true);
      }
      expect(reverted.feeds.find((feed) => feed.feed_id === feedId)?.items_stored, feedId).toBe(
        original.length,
      );
    }

    // The route's newest terms item is the first text again, for both venues' indices.
    for (const [symbol, feedId] of [
      ["PIXGDP", "kalshi-terms-pixgdp"],
      ["PIXUNRATE", "polymarket-terms-pixunrate"],
    ] as const) {
      const { body } = await readNews(
        `/api/v1/indices/${symbol}/news?kind=venue_context&authorship=all&relevance=all&limit=100`,
        sim.bindings,
      );
      const newest = body.data.items.find((item) => item.provenance.feed === feedId);
      const firstText = first.get(feedId)?.find((row) => row.market === newest?.payload.market_id);
      expect(newest?.payload.terms_sequence, symbol).toBe(3);
      expect(newest?.payload.terms_version, symbol).toBe(firstText?.version);
      expect(newest?.summary, symbol).toBe(firstText?.summary);
    }
  });

  it("stores nothing, and counts nothing, when the terms are read again unchanged", async () => {
    const before = await Promise.all(TERMS_FEEDS.map(termsRows));
    const again = await termsPass();
    expect(Object.fromEntries(again.feeds.map((feed) => [feed.feed_id, feed.items_stored]))).toEqual(
      Object.fromEntries(TERMS_FEEDS.map((feedId) => [feedId, 0])),
    );
    expect(await Promise.all(TERMS_FEEDS.map(termsRows))).toEqual(before);
    const states = await env.DB.prepare(
      `SELECT feed_id, last_items FROM news_feed_state WHERE feed_id IN (?, ?) ORDER BY feed_id`,
    )
      .bind(...TERMS_FEEDS)
      .all<{ feed_id: string; last_items: number }>();
    expect(states.results.map((state) => state.last_items)).toEqual([0, 0]);
  });
});
