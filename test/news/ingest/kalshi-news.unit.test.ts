import { describe, expect, it } from "vitest";
import { fetchNewsFeed } from "../../../src/news/ingest/fetch-feed.ts";
import hostileMarkets from "../../fixtures/upstreams/news/hostile-kalshi-markets.json";
import rules from "../../fixtures/upstreams/news/kalshi-markets-rules.json";
import settled from "../../fixtures/upstreams/news/kalshi-markets-settled.json";
import milestones from "../../fixtures/upstreams/news/kalshi-milestones.json";
import series from "../../fixtures/upstreams/news/kalshi-series.json";
import type { SeenRequest } from "../../support/fake-upstream.ts";
import { contextFor, feedOf, jsonResponse } from "./support.ts";

const BASE = "https://external-api.kalshi.test/trade-api/v2";
const SITE = "https://kalshi.com";
const VENUE = { kind: "venue_context", licence: "venue_public_api", authorship: "venue_generated" } as const;
const EVENTS = { ...VENUE, kind: "venue_event" } as const;

function kalshiUpstream(overrides: { series?: unknown; markets?: unknown } = {}) {
  return (request: SeenRequest) => {
    if (request.url.pathname.endsWith("/series/KXCPIYOY")) return jsonResponse(overrides.series ?? series);
    if (request.url.pathname.endsWith("/markets")) return jsonResponse(overrides.markets ?? rules);
    if (request.url.pathname.endsWith("/milestones")) return jsonResponse(milestones);
    return new Response("{}", { status: 404 });
  };
}

const termsFeed = feedOf(
  {
    type: "kalshi_terms",
    baseUrl: BASE,
    siteUrl: SITE,
    seriesTicker: "KXCPIYOY",
    marketTickers: ["KXCPIYOY-26NOV-T2.8", "KXCPIYOY-26NOV-T3.0", "KXCPIYOY-26NOV-T3.2"],
  },
  { id: "kalshi-terms-pixcpi", ...VENUE },
);

describe("Kalshi contract terms", () => {
  it("yields one versioned terms item per bound market, from series and market rules", async () => {
    const { ctx, requests } = contextFor(kalshiUpstream());
    const outcome = await fetchNewsFeed(termsFeed, ctx);
    expect(requests.map((r) => `${r.url.pathname}?${r.url.searchParams}`)).toEqual([
      "/trade-api/v2/series/KXCPIYOY?",
      "/trade-api/v2/markets?tickers=KXCPIYOY-26NOV-T2.8%2CKXCPIYOY-26NOV-T3.0%2CKXCPIYOY-26NOV-T3.2&limit=1000",
    ]);
    expect(outcome).toMatchObject({
      ok: true,
      filtered: 1,
      rejected: { not_found: 1 },
      http: { requests: 2 },
    });
    expect(outcome.items).toHaveLength(2);
    const item = outcome.items.find((i) => i.payload.market_id === "KXCPIYOY-26NOV-T2.8");
    expect(item).toMatchObject({
      kind: "venue_context",
      authorship: "venue_generated",
      licence: "venue_public_api",
      title: "Contract terms: CPI year-over-year for November 2026 above 2.8%?",
      url: "https://kalshi-public-docs.s3.amazonaws.com/contract_terms/CPIYOY.pdf",
      t: "2026-11-22T14:05:00Z",
      provenance: { note: expect.stringContaining("Kalshi") },
      payload: {
        venue: "kalshi",
        event_ticker: "KXCPIYOY-26NOV",
        series_ticker: "KXCPIYOY",
        terms_url: "https://kalshi-public-docs.s3.amazonaws.com/contract_terms/CPIYOY.pdf",
        settlement_sources: [{ name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" }],
      },
    });
    expect(item?.summary).toContain("is above 2.8%, then the market resolves to Yes.");
    expect(item?.payload.terms_version).toMatch(/^[0-9a-f]{12}$/);
  });

  it("makes a change of terms a new item, and the same terms the same item", async () => {
    const first = await fetchNewsFeed(termsFeed, contextFor(kalshiUpstream()).ctx);
    const again = await fetchNewsFeed(termsFeed, contextFor(kalshiUpstream()).ctx);
    const changed = structuredClone(rules);
    const market = changed.markets[0];
    if (market === undefined) throw new Error("fixture");
    market.rules_secondary = "Revisions published within one week of first publication are considered.";
    const amended = await fetchNewsFeed(termsFeed, contextFor(kalshiUpstream({ markets: changed })).ctx);
    const idOf = (o: typeof first) => o.items.find((i) => i.payload.market_id === "KXCPIYOY-26NOV-T2.8")?.id;
    const otherOf = (o: typeof first) =>
      o.items.find((i) => i.payload.market_id === "KXCPIYOY-26NOV-T3.0")?.id;
    expect(idOf(again)).toBe(idOf(first));
    expect(idOf(amended)).not.toBe(idOf(first));
    expect(otherOf(amended)).toBe(otherOf(first));
  });

  it("links the event page when the series has no usable terms document", async () => {
    const noPdf = structuredClone(series) as { series: Record<string, unknown> };
    noPdf.series.contract_terms_url = "javascript:alert(1)";
    const outcome = await fetchNewsFeed(termsFeed, contextFor(kalshiUpstream({ series: noPdf })).ctx);
    expect(outcome.items[0]?.url).toBe("https://kalshi.com/markets/kxcpiyoy/kxcpiyoy-26nov");
    expect(outcome.items[0]?.payload.terms_url).toBeUndefined();
  });

  it("fails the feed when the series answer is broken", async () => {
    const outcome = await fetchNewsFeed(
      termsFeed,
      contextFor(kalshiUpstream({ series: { series: { ticker: 7 } } })).ctx,
    );
    expect(outcome).toMatchObject({ ok: false, reason: "invalid_shape", detail: "series.ticker" });
  });
});

describe("Kalshi settlements", () => {
  const feed = feedOf(
    { type: "kalshi_settlements", baseUrl: BASE, siteUrl: SITE, seriesTicker: "KXCPIYOY" },
    { id: "kalshi-settlements-pixcpi", ...EVENTS },
  );

  it("yields one item per settled event with the ladder's winning strike", async () => {
    const { ctx, requests } = contextFor(() => jsonResponse(settled));
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(requests[0]?.url.searchParams.get("status")).toBe("settled");
    expect(requests[0]?.url.searchParams.get("series_ticker")).toBe("KXCPIYOY");
    expect(outcome.items).toHaveLength(2);
    expect(outcome.items[0]).toMatchObject({
      kind: "venue_event",
      title: "Settled: KXCPIYOY-26OCT above 2.8 (value 2.9)",
      t: "2026-11-13T14:02:11Z",
      url: "https://kalshi.com/markets/kxcpiyoy/kxcpiyoy-26oct",
      payload: {
        event: "settlement",
        result: "yes",
        strike: "2.8",
        settlement_value: "2.9",
        event_ticker: "KXCPIYOY-26OCT",
      },
    });
    // A determined event with no settlement time yet is dated by its close.
    expect(outcome.items[1]).toMatchObject({
      t: "2026-10-15T12:25:00Z",
      payload: { strike: "2.6", settlement_value: "2.7" },
    });
  });

  it("skips malformed records and unsettled markets, refuses a settlement dated in the future", async () => {
    const outcome = await fetchNewsFeed(feed, contextFor(() => jsonResponse(hostileMarkets)).ctx);
    expect(outcome.items.map((item) => item.payload.event_ticker)).toEqual(["KXCPIYOY-26AUG"]);
    expect(outcome.rejected).toEqual({ invalid_entry: 5, date_in_future: 1 });
    expect(outcome.filtered).toBe(1);
  });
});

describe("Kalshi milestones", () => {
  const feed = feedOf(
    {
      type: "kalshi_milestones",
      baseUrl: BASE,
      siteUrl: SITE,
      seriesTicker: "KXFED",
      eventTickers: ["KXFED-26DEC"],
      category: "Economics",
    },
    { id: "kalshi-milestones-pixfed", ...EVENTS },
  );

  it("keeps milestones of the bound events with their window: primary direct, linked related", async () => {
    const { ctx, requests } = contextFor(kalshiUpstream());
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(requests[0]?.url.searchParams.get("minimum_start_date")).toBe("2026-09-23T00:00:00Z");
    expect(requests[0]?.url.searchParams.get("category")).toBe("Economics");
    expect(outcome.filtered).toBe(1);
    expect(outcome.items).toEqual([
      expect.objectContaining({
        title: "CPI release for November 2026",
        relevance: "related",
        t: "2026-11-03T10:00:00Z",
        payload: expect.objectContaining({ window: { start: "2026-12-10T13:30:00Z", end: null } }),
      }),
      expect.objectContaining({
        title: "FOMC meeting, December 8-9, 2026",
        relevance: "direct",
        t: "2026-11-02T16:30:00Z",
        url: "https://kalshi.com/markets/kxfed/kxfed-26dec",
        summary: "The FOMC meeting begins.",
        payload: expect.objectContaining({
          event: "milestone",
          milestone_id: "0b7f3c2e-5a41-4c7e-9d0e-7f4a2b9c1d11",
          milestone_type: "one_off_milestone",
          window: { start: "2026-12-08T15:00:00Z", end: "2026-12-09T19:00:00Z" },
        }),
      }),
    ]);
  });

  it("makes a rescheduled window a new item", async () => {
    const first = await fetchNewsFeed(feed, contextFor(kalshiUpstream()).ctx);
    const moved = structuredClone(milestones);
    const fomc = moved.milestones[0];
    if (fomc === undefined) throw new Error("fixture");
    fomc.end_date = "2026-12-10T19:00:00Z";
    const second = await fetchNewsFeed(feed, contextFor(() => jsonResponse(moved)).ctx);
    const fomcId = (o: typeof first) => o.items.find((i) => i.relevance === "direct")?.id;
    expect(fomcId(second)).not.toBe(fomcId(first));
  });
});
