import { describe, expect, it } from "vitest";
import { fetchNewsFeed } from "../../../src/news/ingest/fetch-feed.ts";
import markets from "../../fixtures/upstreams/news/polymarket-markets.json";
import narratives from "../../fixtures/upstreams/news/venue-ai-narratives.json";
import { contextFor, feedOf, jsonResponse } from "./support.ts";

const BASE = "https://gamma-api.polymarket.test";
const SITE = "https://polymarket.com";
const IDS = ["604321", "587654", "587655", "587656", "111111"];

describe("Polymarket resolution terms", () => {
  const feed = feedOf(
    { type: "polymarket_terms", baseUrl: BASE, siteUrl: SITE, marketIds: IDS },
    {
      id: "polymarket-terms",
      kind: "venue_context",
      licence: "venue_public_api",
      authorship: "venue_generated",
    },
  );

  it("yields each bound market's description as versioned terms, asking by id in one request", async () => {
    const { ctx, requests } = contextFor(() => jsonResponse(markets));
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.searchParams.getAll("id")).toEqual(IDS);
    expect(outcome).toMatchObject({ ok: true, rejected: { not_found: 1 } });
    const recession = outcome.items.find((item) => item.payload.market_id === "604321");
    expect(recession).toMatchObject({
      title: "Resolution terms: US recession in 2026?",
      url: "https://polymarket.com/market/us-recession-in-2026",
      payload: {
        venue: "polymarket",
        settlement_sources: [
          { name: "Resolution source", url: "https://www.nber.org/research/business-cycle-dating" },
        ],
      },
      provenance: { note: expect.stringContaining("Polymarket") },
    });
    expect(recession?.summary).toContain('This market will resolve to "Yes" if the NBER announces');
  });
});

describe("Polymarket resolutions", () => {
  const feed = feedOf(
    { type: "polymarket_resolutions", baseUrl: BASE, siteUrl: SITE, marketIds: IDS },
    {
      id: "polymarket-resolutions",
      kind: "venue_event",
      licence: "venue_public_api",
      authorship: "venue_generated",
    },
  );

  it("yields closed markets priced 1/0 with the winning outcome, not open or disputed ones", async () => {
    const outcome = await fetchNewsFeed(feed, contextFor(() => jsonResponse(markets)).ctx);
    expect(outcome.filtered).toBe(2);
    expect(outcome.items.map((item) => [item.title, item.t, item.payload.result])).toEqual([
      ["Resolved: Fed upper bound after the October 2026 FOMC at 4.00%? No", "2026-10-28T21:25:19Z", "No"],
      ["Resolved: Fed upper bound after the October 2026 FOMC at 3.75%? Yes", "2026-10-28T21:25:17Z", "Yes"],
    ]);
  });

  it("skips records of the wrong shape and fails a payload that is not the array Gamma returns", async () => {
    const mixed = [...markets, { id: { nested: true } }, "x"];
    expect(await fetchNewsFeed(feed, contextFor(() => jsonResponse(mixed)).ctx)).toMatchObject({
      ok: true,
      rejected: { invalid_entry: 2 },
    });
    expect(await fetchNewsFeed(feed, contextFor(() => jsonResponse({ markets })).ctx)).toMatchObject({
      ok: false,
      reason: "invalid_shape",
    });
  });
});

describe("venue AI narratives", () => {
  const feed = feedOf(
    {
      type: "venue_ai_narrative",
      url: "http://upstream.test/news/venue-ai/narratives",
      venue: "polymarket",
      marketIds: ["604321"],
    },
    {
      id: "polymarket-ai-pixrec",
      kind: "venue_context",
      licence: "venue_public_api",
      authorship: "venue_generated",
      source: { id: "polymarket", name: "Polymarket", domain: "polymarket.com" },
    },
  );

  it("says the venue's AI wrote it in the title, source name, note and payload", async () => {
    const { ctx, requests } = contextFor(() => jsonResponse(narratives));
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(requests[0]?.url.searchParams.getAll("market_id")).toEqual(["604321"]);
    expect(outcome.filtered).toBe(1);
    expect(outcome.items).toEqual([
      expect.objectContaining({
        title: "AI-generated: Recession odds slip as payrolls beat",
        source: { id: "polymarket", name: "Polymarket (AI-generated)", domain: "polymarket.com" },
        provenance: expect.objectContaining({ note: expect.stringMatching(/Polymarket's AI/) }),
        payload: { venue: "polymarket", market_id: "604321", generated_by: "venue_ai" },
        authorship: "venue_generated",
      }),
    ]);
  });
});
