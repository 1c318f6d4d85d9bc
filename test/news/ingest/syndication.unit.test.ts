import { describe, expect, it } from "vitest";
import { SUMMARY_MAX_CHARS } from "../../../src/domain/news/item.ts";
import { fetchNewsFeed } from "../../../src/news/ingest/fetch-feed.ts";
import beaRss from "../../fixtures/upstreams/news/bea-rss.xml?raw";
import blsCpi from "../../fixtures/upstreams/news/bls-cpi.atom.xml?raw";
import editorialRss from "../../fixtures/upstreams/news/editorial.rss.xml?raw";
import fedMonetary from "../../fixtures/upstreams/news/fed-press-monetary.xml?raw";
import entityBomb from "../../fixtures/upstreams/news/hostile-entity-bomb.xml?raw";
import errorPage from "../../fixtures/upstreams/news/hostile-error-page.html?raw";
import hostileItems from "../../fixtures/upstreams/news/hostile-items.rss.xml?raw";
import truncated from "../../fixtures/upstreams/news/hostile-truncated.xml?raw";
import xxe from "../../fixtures/upstreams/news/hostile-xxe.xml?raw";
import { contextFor, feedOf, xmlResponse } from "./support.ts";

const BLS_URL = "https://www.bls.gov/feed/cpi.rss";

describe("syndication adapter: real shapes", () => {
  it("reads BLS's Atom feed into official releases with clean summaries", async () => {
    const { ctx, requests } = contextFor(() => xmlResponse(blsCpi, { etag: '"cpi-1"' }));
    const feed = feedOf({ type: "syndication", url: BLS_URL }, { id: "bls-cpi" });
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(outcome).toMatchObject({ ok: true, not_modified: false, http: { etag: '"cpi-1"', status: 200 } });
    expect(outcome.items).toHaveLength(2);
    expect(outcome.items[0]).toMatchObject({
      kind: "official_release",
      url: "https://www.bls.gov/news.release/archives/cpi_11132026.htm",
      title: "CPI for all items rises 0.2% in October; shelter and food up",
      t: "2026-11-13T12:51:00Z",
      provenance: { feed: "bls-cpi", retrieved_at: "2026-11-22T14:05:00Z" },
    });
    expect(outcome.items[0]?.summary).toContain(
      "increased 0.2 percent on a seasonally adjusted basis in October",
    );
    expect(outcome.items[0]?.summary).toContain("in October & the food index");
    expect(outcome.items[1]?.t).toBe("2026-10-15T11:51:00Z");
    expect(requests[0]?.headers.get("accept")).toContain("application/atom+xml");
  });

  it("keeps only GDP from BEA's all-releases RSS feed, reading EDT dates", async () => {
    const { ctx } = contextFor(() => xmlResponse(beaRss, { "content-type": "text/xml" }));
    const feed = feedOf({
      type: "syndication",
      url: "https://apps.bea.gov/rss/rss.xml",
      include: { titleContains: ["Gross Domestic Product"] },
    });
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(outcome).toMatchObject({ ok: true, filtered: 1 });
    expect(outcome.items).toHaveLength(1);
    expect(outcome.items[0]).toMatchObject({
      title: "Gross Domestic Product, 3rd Quarter 2026 (Advance Estimate)",
      t: "2026-10-29T12:30:00Z",
      url: "https://www.bea.gov/news/2026/gross-domestic-product-3rd-quarter-2026-advance-estimate",
    });
    expect(outcome.items[0]?.summary).toBe(
      "Real gross domestic product (GDP) increased at an annual rate of 2.1 percent in the third quarter of 2026, according to the advance estimate released by the U.S. Bureau of Economic Analysis. Full Text",
    );
  });

  it("reads the Federal Reserve's CDATA-wrapped links and dates; keeps FOMC statements and minutes", async () => {
    const { ctx } = contextFor(() => xmlResponse(fedMonetary));
    const feed = feedOf(
      {
        type: "syndication",
        url: "https://www.federalreserve.gov/feeds/press_monetary.xml",
        include: { titleContains: ["FOMC statement", "Minutes of the Federal Open Market Committee"] },
      },
      { id: "fed-monetary", kind: "official_statement" },
    );
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(outcome.filtered).toBe(1);
    expect(outcome.items.map((item) => [item.title, item.t, item.url])).toEqual([
      [
        "Minutes of the Federal Open Market Committee, October 27-28, 2026",
        "2026-11-18T19:00:00Z",
        "https://www.federalreserve.gov/newsevents/pressreleases/monetary20261118a.htm",
      ],
      [
        "Federal Reserve issues FOMC statement",
        "2026-10-28T18:00:00Z",
        "https://www.federalreserve.gov/newsevents/pressreleases/monetary20261028a.htm",
      ],
    ]);
    expect(outcome.items.every((item) => item.kind === "official_statement")).toBe(true);
  });

  it("decodes the title reference a filter must see (&#39;)", async () => {
    const { ctx } = contextFor(() => xmlResponse(fedMonetary));
    const feed = feedOf({
      type: "syndication",
      url: "https://www.federalreserve.gov/feeds/press_monetary.xml",
      include: { titleContains: ["Board's discount rate"] },
    });
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(outcome.items.map((item) => item.title)).toEqual([
      "Minutes of the Board's discount rate meetings on September 21 and October 28, 2026",
    ]);
  });

  it("keeps an editorial post only when it links the bound contract, headline and link only", async () => {
    const { ctx } = contextFor(() => xmlResponse(editorialRss));
    const feed = feedOf(
      {
        type: "syndication",
        url: "https://news.example.com/feed/",
        include: { linksTo: ["https://kalshi.com/markets/kxfed/kxfed-26dec"] },
      },
      { kind: "editorial", licence: "headline_link_only", authorship: "editorial" },
    );
    const outcome = await fetchNewsFeed(feed, ctx);
    expect(outcome.filtered).toBe(1);
    expect(outcome.items).toEqual([
      expect.objectContaining({
        kind: "editorial",
        title: "Traders lift odds of a December cut after soft CPI",
        url: "https://news.example.com/2026/11/20/december-cut-odds/",
        summary: null,
        t: "2026-11-20T15:04:00Z",
      }),
    ]);
  });

  it("answers a conditional request's 304 as not modified, sending the stored validators", async () => {
    const { ctx, requests } = contextFor(
      () => new Response(null, { status: 304, headers: { etag: '"cpi-1"' } }),
      { etag: '"cpi-1"', last_modified: "Fri, 13 Nov 2026 12:51:00 GMT" },
    );
    const outcome = await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx);
    expect(outcome).toMatchObject({ ok: true, not_modified: true, items: [], http: { status: 304 } });
    expect(requests[0]?.headers.get("if-none-match")).toBe('"cpi-1"');
    expect(requests[0]?.headers.get("if-modified-since")).toBe("Fri, 13 Nov 2026 12:51:00 GMT");
  });
});

describe("syndication adapter: hostile feeds", () => {
  it("drops bad items with reasons, keeps the first of a duplicate, and never keeps a script", async () => {
    const { ctx } = contextFor(() => xmlResponse(hostileItems));
    const outcome = await fetchNewsFeed(
      feedOf({ type: "syndication", url: "https://www.example.com/feed" }),
      ctx,
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.items.map((item) => item.title)).toEqual([
      "Good item with a script in its description",
      "Escaped twice",
      "Duplicate id, first version",
    ]);
    expect(outcome.items[0]?.summary).toBe("Rates held.");
    expect(outcome.items[1]?.summary).toBe("Plain words.");
    expect(outcome.items[2]?.summary).toBe("The first text.");
    expect(outcome.rejected).toEqual({
      url_not_http: 3,
      date_in_future: 1,
      date_before_1990: 1,
      date_unparseable: 1,
      title_missing: 1,
    });
    expect(outcome).toMatchObject({ duplicates: 1, conflicting_duplicates: 1 });
    const serialized = JSON.stringify(outcome.items);
    expect(serialized).not.toMatch(/<script|javascript:|onerror|data:text/i);
  });

  it("refuses a billion-laughs DOCTYPE and an external entity without expanding anything", async () => {
    for (const body of [entityBomb, xxe]) {
      const { ctx } = contextFor(() => xmlResponse(body));
      const outcome = await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx);
      expect(outcome).toMatchObject({ ok: false, reason: "doctype_refused", items: [] });
    }
  });

  it("records a truncated document, an HTML page and a non-feed root as failures", async () => {
    const cases: [string, string][] = [
      [truncated, "malformed_xml"],
      [errorPage, "not_xml"],
      ['<?xml version="1.0"?><html><body>hi</body></html>', "unexpected_root"],
      ["", "not_xml"],
      ['{"json": true}', "not_xml"],
    ];
    for (const [body, reason] of cases) {
      const { ctx } = contextFor(() => xmlResponse(body));
      const outcome = await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx);
      expect(outcome).toMatchObject({ ok: false, reason });
      expect(JSON.stringify(outcome)).not.toContain("UPSTREAM-INTERNAL-TRACE");
    }
  });

  it("refuses a body over 2 MB before parsing it (body_too_large)", async () => {
    const huge = `<rss version="2.0"><channel>${"<item><title>x</title></item>".repeat(2_000_000)}</channel></rss>`;
    const { ctx } = contextFor(() => xmlResponse(huge));
    const outcome = await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx);
    expect(outcome).toMatchObject({ ok: false, reason: "body_too_large" });
  });

  it("refuses nesting deeper than any feed uses", async () => {
    const deep = `<rss version="2.0"><channel>${"<x>".repeat(5_000)}${"</x>".repeat(5_000)}</channel></rss>`;
    const { ctx } = contextFor(() => xmlResponse(deep));
    expect(await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx)).toMatchObject({
      ok: false,
      reason: "malformed_xml",
    });
  });

  it("caps 10,000 items at the newest 200", async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => {
      const t = new Date(Date.parse("2026-01-01T00:00:00Z") + i * 60_000).toUTCString();
      return `<item><title>Item ${i}</title><link>https://www.example.com/${i}</link><guid>${i}</guid><pubDate>${t}</pubDate></item>`;
    });
    const { ctx } = contextFor(() =>
      xmlResponse(`<rss version="2.0"><channel>${items.join("")}</channel></rss>`),
    );
    const outcome = await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx);
    expect(outcome).toMatchObject({ ok: true, over_cap: 9_800 });
    expect(outcome.items).toHaveLength(200);
    expect(outcome.items[0]?.title).toBe("Item 9999");
    expect(outcome.items[199]?.title).toBe("Item 9800");
  });

  it("cuts a 1 MB description to the summary limit on a word boundary", async () => {
    const big = `<item><title>Big</title><link>https://www.example.com/big</link><guid>big</guid><pubDate>Sun, 22 Nov 2026 00:00:00 GMT</pubDate><description>${"word ".repeat(200_000)}</description></item>`;
    const { ctx } = contextFor(() => xmlResponse(`<rss version="2.0"><channel>${big}</channel></rss>`));
    const outcome = await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ctx);
    const summary = outcome.items[0]?.summary ?? "";
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary).toMatch(/^(word )+word…$/);
  });

  it("decodes a Latin-1 declared feed and refuses bytes that are not the UTF-8 they claim", async () => {
    const latin = `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><item><title>Caf\u00e9 prices \u00b1 0.1%</title><link>https://www.example.com/l</link><guid>l</guid><pubDate>Wed, 18 Nov 2026 19:00:00 GMT</pubDate></item></channel></rss>`;
    const latinBytes = Uint8Array.from(latin, (ch) => ch.charCodeAt(0));
    const ok = contextFor(
      () => new Response(latinBytes, { headers: { "content-type": "application/rss+xml" } }),
    );
    expect((await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), ok.ctx)).items[0]?.title).toBe(
      "Café prices ± 0.1%",
    );
    const bad = contextFor(
      () => new Response(latinBytes, { headers: { "content-type": "application/rss+xml; charset=utf-8" } }),
    );
    expect(await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), bad.ctx)).toMatchObject({
      ok: false,
      reason: "invalid_encoding",
    });
  });

  it("records upstream failures by reason and a broken URL without a request", async () => {
    const down = contextFor(() => new Response("down", { status: 503 }));
    expect(await fetchNewsFeed(feedOf({ type: "syndication", url: BLS_URL }), down.ctx)).toMatchObject({
      ok: false,
      reason: "http_5xx",
      http: { status: 503, requests: 1 },
    });
    const broken = contextFor(() => xmlResponse(blsCpi));
    expect(await fetchNewsFeed(feedOf({ type: "syndication", url: "not a url" }), broken.ctx)).toMatchObject({
      ok: false,
      reason: "invalid_url",
    });
    expect(broken.requests).toHaveLength(0);
  });
});
