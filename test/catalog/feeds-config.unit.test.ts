import { describe, expect, it } from "vitest";
import { INDICES } from "../../src/catalog/definitions.ts";
import {
  newsFeedsForIndex,
  PUBLIC_NEWS_BASES,
  proposedNewsFeeds,
  simulatorNewsBases,
} from "../../src/catalog/news-feeds.ts";
import { relevanceForIndex } from "../../src/domain/news/feeds.ts";

const feeds = proposedNewsFeeds(PUBLIC_NEWS_BASES, {
  secUserAgent: "pix research ops@example.com",
  secFilers: [
    {
      cik: "0001999999",
      name: "EXAMPLE PREIPO CO",
      relevance: "direct",
      bindings: [{ index: "PIXIPOSTRIPE", relevance: "direct" }],
    },
  ],
});
const symbols = new Set(INDICES.map((index) => index.symbol));

describe("proposed news feeds", () => {
  it("gives every feed a unique id and binds only indices of the catalog", () => {
    expect(new Set(feeds.map((feed) => feed.id)).size).toBe(feeds.length);
    for (const feed of feeds)
      for (const binding of feed.bindings) expect(symbols.has(binding.index)).toBe(true);
  });

  it("binds each agency release directly to the index it settles and as related to those it informs", () => {
    const relevance = (symbol: string) =>
      Object.fromEntries(
        newsFeedsForIndex(feeds, symbol).map(({ feed, binding }) => [feed.id, binding.relevance]),
      );
    expect(relevance("PIXCPI")).toMatchObject({ "bls-cpi": "direct" });
    expect(relevance("PIXFED")).toMatchObject({
      "fed-monetary": "direct",
      "bls-cpi": "related",
      "bls-empsit": "related",
    });
    expect(relevance("PIXUNRATE")).toMatchObject({ "bls-empsit": "direct" });
    expect(relevance("PIXGDP")).toMatchObject({ "bea-gdp": "direct" });
    expect(relevance("PIXREC")).toMatchObject({ "bea-gdp": "related", "bls-empsit": "related" });
  });

  it("gives every index its venue feeds, read from its own contracts", () => {
    for (const index of INDICES) {
      const adapters = new Set(newsFeedsForIndex(feeds, index.symbol).map(({ feed }) => feed.adapter.type));
      const venues = new Set(index.contracts.map((contract) => contract.venue));
      // Agency releases serve the macro indices; EDGAR filers the indices that name them.
      const expected = index.news.secFilers ? ["sec_atom"] : ["syndication"];
      if (venues.has("kalshi")) expected.push("kalshi_terms", "kalshi_settlements", "kalshi_milestones");
      if (venues.has("polymarket")) expected.push("polymarket_terms", "polymarket_resolutions");
      expect(adapters, index.symbol).toEqual(new Set(expected));
    }
    const terms = feeds.find((feed) => feed.id === "kalshi-terms-pixcpi");
    expect(terms?.adapter).toMatchObject({
      type: "kalshi_terms",
      baseUrl: "https://external-api.kalshi.com/trade-api/v2",
      seriesTicker: "KXCPIYOY",
    });
  });

  it("reads every address from the bases, and adds the simulator-only feeds only where served", () => {
    const local = proposedNewsFeeds(simulatorNewsBases("http://127.0.0.1:8788"));
    const urls = local.map((feed) => ("url" in feed.adapter ? feed.adapter.url : feed.adapter.baseUrl));
    expect(urls.every((url) => url.startsWith("http://127.0.0.1:8788/news/"))).toBe(true);
    expect(local.some((feed) => feed.adapter.type === "venue_ai_narrative")).toBe(true);
    expect(
      feeds.some((feed) => feed.adapter.type === "venue_ai_narrative" || feed.kind === "editorial"),
    ).toBe(false);
  });

  it("binds the pre-IPO index to its company's filings (direct) and, on the simulator, its fund's (related)", () => {
    const publicFeeds = newsFeedsForIndex(feeds, "PIXIPOSTRIPE").filter(({ feed }) => feed.kind === "filing");
    expect(
      publicFeeds.map(({ feed }) => [feed.id, feed.adapter.type === "sec_atom" && feed.adapter.relevance]),
    ).toEqual([
      ["sec-0001999999", "direct"],
      ["sec-0001691342", "direct"],
    ]);
    const local = proposedNewsFeeds(simulatorNewsBases("http://127.0.0.1:8788"));
    const filings = newsFeedsForIndex(local, "PIXIPOSTRIPE").filter(({ feed }) => feed.kind === "filing");
    expect(filings.map(({ feed }) => feed.adapter.type === "sec_atom" && feed.adapter.relevance)).toEqual([
      "direct",
      "related",
    ]);
    // Without SEC_USER_AGENT the feeds exist but carry no agent: the runner records them as unconfigured.
    expect(filings.every(({ feed }) => feed.userAgent === undefined)).toBe(true);
  });

  it("sends the configured User-Agent with SEC feeds", () => {
    expect(feeds.find((feed) => feed.kind === "filing")).toMatchObject({
      userAgent: "pix research ops@example.com",
      adapter: { type: "sec_atom", cik: "0001999999", relevance: "direct" },
    });
  });

  it("only ever demotes an item's relevance through a binding", () => {
    expect(relevanceForIndex("direct", { index: "PIXFED", relevance: "related" })).toBe("related");
    expect(relevanceForIndex("related", { index: "PIXFED", relevance: "direct" })).toBe("related");
    expect(relevanceForIndex("direct", { index: "PIXCPI", relevance: "direct" })).toBe("direct");
  });
});
