import { describe, expect, it } from "vitest";
import { NEWS_FAULT_MODES } from "../../simulator/news.ts";
import { INDICES } from "../../src/catalog/definitions.ts";
import { get, getJson, pinned, post } from "./helpers.ts";

const PATHS = [
  "/news/bls/feed/cpi.rss",
  "/news/bls/feed/empsit.rss",
  "/news/bea/rss/rss.xml",
  "/news/fed/feeds/press_monetary.xml",
  "/news/editorial/feed.xml",
  "/news/kalshi/trade-api/v2/series/KXCPIYOY",
  "/news/kalshi/trade-api/v2/markets?series_ticker=KXCPIYOY&status=settled&limit=1000",
  "/news/kalshi/trade-api/v2/milestones?limit=500&category=Economics",
  "/news/polymarket/gamma/markets?id=1",
  "/news/venue-ai/narratives?market_id=1",
];

function withHeaders(sim: ReturnType<typeof pinned>, path: string, headers: Record<string, string>) {
  return sim.fetch(new Request(`http://sim.test${path}`, { headers }));
}

describe("news simulator", () => {
  it("serves every feed with validators and answers 304 to a matching conditional request", async () => {
    const sim = pinned();
    for (const path of PATHS) {
      const first = await get(sim, path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("X-Pix-Simulator")).toBe("synthetic");
      const etag = first.headers.get("etag");
      const lastModified = first.headers.get("last-modified");
      expect(etag, path).toMatch(/^"[0-9a-f]{24}"$/);
      const byEtag = await withHeaders(sim, path, { "if-none-match": etag ?? "" });
      expect(byEtag.status, path).toBe(304);
      expect(await byEtag.text()).toBe("");
      const byDate = await withHeaders(sim, path, { "if-modified-since": lastModified ?? "" });
      expect(byDate.status, path).toBe(304);
      expect((await withHeaders(sim, path, { "if-none-match": '"other"' })).status, path).toBe(200);
    }
  });

  it("shows only what has been released by the simulated clock, marked synthetic", async () => {
    const sim = pinned({}, Date.parse("2026-11-13T13:29:00Z"));
    const before = await (await get(sim, "/news/bls/feed/cpi.rss")).text();
    sim.control.setClock(Date.parse("2026-11-13T13:31:00Z"));
    const after = await (await get(sim, "/news/bls/feed/cpi.rss")).text();
    expect(before).not.toContain("cpi_11132026");
    expect(after).toContain("cpi_11132026");
    expect(after).toContain("[synthetic]");
    expect(after).toContain("not real data");
  });

  it("serves Kalshi milestones for the catalog's events and settled markets of past months", async () => {
    const sim = pinned();
    const { milestones } = await getJson<{ milestones: { primary_event_tickers: string[] }[] }>(
      sim,
      "/news/kalshi/trade-api/v2/milestones?limit=500",
    );
    const catalogEvents = new Set(INDICES.flatMap((index) => index.contracts.map((c) => c.eventTicker)));
    expect(milestones.some((m) => catalogEvents.has(m.primary_event_tickers[0]))).toBe(true);
    const { markets } = await getJson<{
      markets: { event_ticker: string; status: string; result: string }[];
    }>(sim, "/news/kalshi/trade-api/v2/markets?series_ticker=KXCPIYOY&status=settled");
    expect(new Set(markets.map((m) => m.event_ticker))).toEqual(
      new Set(["KXCPIYOY-26OCT", "KXCPIYOY-26SEP"]),
    );
    expect(markets.every((m) => m.status === "finalized" && (m.result === "yes" || m.result === "no"))).toBe(
      true,
    );
  });

  it("refuses EDGAR requests without a declared User-Agent, like EDGAR", async () => {
    const sim = pinned();
    const path = "/news/sec/cgi-bin/browse-edgar?action=getcompany&CIK=0001999999&output=atom";
    expect((await get(sim, path)).status).toBe(403);
    const ok = await withHeaders(sim, path, { "user-agent": "pix test ops@example.com" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("<accession-nunber>");
    const json = await withHeaders(sim, "/news/sec-data/submissions/CIK0001999999.json", {
      "user-agent": "pix test ops@example.com",
    });
    expect(((await json.json()) as { name: string }).name).toBe("EXAMPLE PREIPO CO");
  });

  it("applies a feed's fault to that feed only, for `count` requests", async () => {
    const sim = pinned();
    expect(
      (await post(sim, "/news/_control/faults", { feed: "bls-cpi", mode: "entity_bomb", count: 1 })).status,
    ).toBe(200);
    expect(await (await get(sim, "/news/bls/feed/cpi.rss")).text()).toContain("<!ENTITY lol9");
    expect(await (await get(sim, "/news/bls/feed/cpi.rss")).text()).not.toContain("<!ENTITY");
    await post(sim, "/news/_control/faults", { feed: "fed", mode: "http_500" });
    expect((await get(sim, "/news/fed/feeds/press_monetary.xml")).status).toBe(500);
    expect((await get(sim, "/news/bls/feed/empsit.rss")).status).toBe(200);
    sim.control.reset();
    expect((await get(sim, "/news/fed/feeds/press_monetary.xml")).status).toBe(200);
  });

  it("produces each hostile shape it advertises", async () => {
    const sim = pinned();
    const bodyWith = async (mode: string, path = "/news/bls/feed/cpi.rss") => {
      await post(sim, "/news/_control/faults", {
        feed: path.includes("kalshi") ? "kalshi" : "bls-cpi",
        mode,
        count: 1,
      });
      return (await get(sim, path)).text();
    };
    expect(await bodyWith("javascript_links")).toContain('href="javascript:alert(document.domain)"');
    expect(await bodyWith("script_tags")).toContain("&lt;script&gt;");
    expect((await bodyWith("many_items")).match(/<entry>/g)?.length).toBe(10_000);
    expect((await bodyWith("huge_summary")).length).toBeGreaterThan(1_000_000);
    expect((await bodyWith("huge_body")).length).toBeGreaterThan(3 * 1024 * 1024);
    expect(await bodyWith("bad_dates")).toContain("<published>2037-12-31T19:00:00-05:00</published>");
    const duplicated = await bodyWith("duplicate_ids");
    expect(duplicated).toContain("(rewritten)");
    const malformed = await bodyWith("malformed");
    expect(malformed.endsWith("</feed>\n")).toBe(false);
    expect(await bodyWith("script_tags", "/news/kalshi/trade-api/v2/milestones?limit=5")).toContain(
      "<script>",
    );
  });

  it("validates fault requests", async () => {
    const sim = pinned();
    expect(NEWS_FAULT_MODES).toContain("entity_bomb");
    expect((await post(sim, "/news/_control/faults", { feed: "nope", mode: "malformed" })).status).toBe(400);
    expect((await post(sim, "/news/_control/faults", { feed: "bea", mode: "nope" })).status).toBe(400);
    expect((await get(sim, "/news/unknown/path")).status).toBe(404);
  });
});
