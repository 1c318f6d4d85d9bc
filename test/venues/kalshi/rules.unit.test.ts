import { describe, expect, it } from "vitest";
import {
  fetchKalshiRules,
  fetchKalshiRulesPage,
  KALSHI_RULES_BATCH,
  readSeriesFees,
  seriesOfEvent,
} from "../../../src/venues/kalshi/rules.ts";
import { MAX_RULE_TEXT_CHARS, MAX_SETTLEMENT_SOURCES } from "../../../src/venues/shared/rule-limits.ts";
import { createEventSourcesCache } from "../../../src/venues/shared/rules.ts";
import metadataCpi from "../../fixtures/upstreams/kalshi/event-metadata-KXCPIYOY-26AUG.json";
import metadataAus from "../../fixtures/upstreams/kalshi/event-metadata-KXHIGHAUS-26JUL14.json";
import marketsRules from "../../fixtures/upstreams/kalshi/markets-rules.json";
import seriesHostile from "../../fixtures/upstreams/kalshi/series-hostile.json";
import seriesCpi from "../../fixtures/upstreams/kalshi/series-KXCPIYOY.json";
import seriesAus from "../../fixtures/upstreams/kalshi/series-KXHIGHAUS.json";
import { json, type Responder, testClient } from "../../support/fake-upstream.ts";

const BASE = "https://kalshi.test/trade-api/v2";
const TICKERS = marketsRules.markets.map((m) => m.ticker);

function upstream(
  markets: unknown = marketsRules,
  metadata: Record<string, unknown> = {},
  seriesBodies: Record<string, unknown> = {},
): Responder {
  const events: Record<string, unknown> = {
    KXHIGHAUS: metadataAus,
    KXCPIYOY: metadataCpi,
    ...metadata,
  };
  const series: Record<string, unknown> = { KXHIGHAUS: seriesAus, KXCPIYOY: seriesCpi, ...seriesBodies };
  return ({ url }) => {
    const path = url.pathname.replace("/trade-api/v2", "");
    if (path === "/markets") return json(markets);
    const s = /^\/series\/([^/]+)$/.exec(path);
    if (s) {
      const body = series[decodeURIComponent(s[1] as string)];
      return body === undefined
        ? json({ error: { code: "not_found", message: "not found" } }, 404)
        : json(body);
    }
    const m = /^\/events\/([^/]+)\/metadata$/.exec(path);
    const body = m ? events[decodeURIComponent(m[1] as string).split("-")[0] as string] : undefined;
    if (body === undefined) return json({ error: { code: "not_found", message: "not found" } }, 404);
    return json(body);
  };
}

describe("fetchKalshiRules: the rule texts of named markets", () => {
  it("reads each market's rule fields and its event's settlement sources, one metadata request per event", async () => {
    const { client, requests } = testClient(upstream());
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());

    expect(read.failures).toEqual([]);
    expect(read.requests).toBe(5); // one listing, two events, two series
    expect(requests.map((r) => r.url.pathname)).toEqual([
      "/trade-api/v2/markets",
      "/trade-api/v2/events/KXHIGHAUS-26JUL14/metadata",
      "/trade-api/v2/series/KXHIGHAUS",
      "/trade-api/v2/events/KXCPIYOY-26AUG/metadata",
      "/trade-api/v2/series/KXCPIYOY",
    ]);
    expect(requests[0]?.url.searchParams.get("tickers")).toBe(TICKERS.join(","));
    expect(read.rules[0]).toEqual({
      venue: "kalshi",
      market_id: "KXHIGHAUS-26JUL14-B97.5",
      event_id: "KXHIGHAUS-26JUL14",
      title: "Will the high temperature in Austin be 97-98° on Jul 14, 2026?",
      rules_primary: marketsRules.markets[0]?.rules_primary,
      rules_secondary: marketsRules.markets[0]?.rules_secondary,
      early_close_condition: "This market will close and expire early if the event occurs.",
      settlement_sources: [
        { name: "National Weather Service", url: "https://www.weather.gov/wrh/climate?wfo=ewx" },
      ],
      close_time: "2026-07-15T04:59:00Z",
    });
  });

  it("reads a missing, null or empty field as empty (texts) or null (early close, close time)", async () => {
    const { client } = testClient(upstream());
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());
    const [, second, third] = read.rules;
    expect(second).toMatchObject({ rules_secondary: "", early_close_condition: null });
    expect(third).toMatchObject({
      rules_primary: "",
      close_time: null,
      early_close_condition: null,
      settlement_sources: [
        { name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" },
        { name: "BLS CPI release calendar", url: "" },
      ],
    });
  });

  it("asks a cached event's sources of nobody, and splits the tickers into batches", async () => {
    const cache = createEventSourcesCache();
    cache.set("kalshi", "KXHIGHAUS-26JUL14", [{ name: "cached", url: "" }]);
    cache.set("kalshi", "KXCPIYOY-26AUG", []);
    cache.setFees("kalshi", "KXHIGHAUS", { venue: "kalshi", fee_type: "quadratic", fee_multiplier: "1" });
    cache.setFees("kalshi", "KXCPIYOY", { reason: "invalid_shape" });
    const { client, requests } = testClient(upstream());
    const many = Array.from({ length: KALSHI_RULES_BATCH + 1 }, (_, i) => `KXT-${i}`);
    const read = await fetchKalshiRules(BASE, many, client, cache);
    expect(requests.every((r) => r.url.pathname.endsWith("/markets"))).toBe(true);
    expect(read.requests).toBe(2);
    expect(requests.map((r) => r.url.searchParams.get("tickers")?.split(",").length)).toEqual([
      KALSHI_RULES_BATCH,
      1,
    ]);
    expect(read.rules[0]).toMatchObject({ settlement_sources: [{ name: "cached", url: "" }] });
  });

  it("refuses a text over the cap and a malformed market, keeping the rest of the page", async () => {
    const long = "x".repeat(MAX_RULE_TEXT_CHARS + 1);
    const [first, second, third] = marketsRules.markets;
    const hostile = {
      markets: [{ ...first, rules_secondary: long }, { ...second, ticker: 42 }, null, "text", third],
      cursor: "",
    };
    const { client } = testClient(upstream(hostile));
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());
    expect(read.rules.map((r) => r.market_id)).toEqual(["KXCPIYOY-26AUG-T3.0"]);
    expect(read.failures).toEqual([
      { reason: "invalid_shape", stage: "kalshi_rules", market_id: "KXHIGHAUS-26JUL14-B97.5" },
      { reason: "invalid_shape", stage: "kalshi_rules" },
      { reason: "invalid_shape", stage: "kalshi_rules" },
      { reason: "invalid_shape", stage: "kalshi_rules" },
    ]);
    // Exactly at the cap is kept.
    const atCap = { markets: [{ ...first, rules_secondary: long.slice(1) }], cursor: "" };
    const ok = await fetchKalshiRules(
      BASE,
      TICKERS,
      testClient(upstream(atCap)).client,
      createEventSourcesCache(),
    );
    expect(ok.rules[0]).toMatchObject({ rules_secondary: long.slice(1) });
  });

  it("records a market whose event's sources fail, asking the failed event once", async () => {
    const tooMany = {
      settlement_sources: Array.from({ length: MAX_SETTLEMENT_SOURCES + 1 }, () => ({ name: "n", url: "" })),
    };
    const { client, requests } = testClient(upstream(marketsRules, { KXHIGHAUS: tooMany }));
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());
    expect(read.rules.map((r) => r.market_id)).toEqual(["KXCPIYOY-26AUG-T3.0"]);
    expect(read.failures.map((f) => [f.market_id, f.stage])).toEqual([
      ["KXHIGHAUS-26JUL14-B97.5", "kalshi_event_metadata"],
      ["KXHIGHAUS-26JUL14-T99", "kalshi_event_metadata"],
    ]);
    expect(requests.filter((r) => r.url.pathname.includes("KXHIGHAUS")).length).toBe(1);
  });

  it("records a failed listing request and reads nothing from it", async () => {
    const { client } = testClient(() => json({ error: "down" }, 404));
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());
    expect(read.rules).toEqual([]);
    expect(read.failures).toHaveLength(1);
    expect(read.failures[0]?.stage).toBe("kalshi_rules");
  });
});

describe("fetchKalshiRulesPage: a page of the open listing", () => {
  it("reads the open listing from a cursor and hands back the next one", async () => {
    const { client, requests } = testClient(upstream({ ...marketsRules, cursor: "next-page" }));
    const page = await fetchKalshiRulesPage(BASE, "abc", 50, client, createEventSourcesCache());
    expect(page).toMatchObject({ ok: true, next: "next-page", requests: 5 });
    expect(requests[0]?.url.searchParams.get("status")).toBe("open");
    expect(requests[0]?.url.searchParams.get("cursor")).toBe("abc");
    expect(requests[0]?.url.searchParams.get("limit")).toBe("50");
  });

  it("is a failed page when the listing fails", async () => {
    const { client } = testClient(() => json({}, 404));
    const page = await fetchKalshiRulesPage(BASE, "", 50, client, createEventSourcesCache());
    expect(page).toMatchObject({ ok: false, requests: 1, failure: { stage: "kalshi_rules" } });
  });
});

describe("the series' fee terms, read beside the rule texts", () => {
  it("reads each market's series fee_type and fee_multiplier, one series request per series", async () => {
    const { client, requests } = testClient(upstream());
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());
    // The fixture's three markets: two in KXHIGHAUS-26JUL14 (series KXHIGHAUS), one in KXCPIYOY.
    expect(read.fees).toEqual([
      {
        venue: "kalshi",
        market_id: "KXHIGHAUS-26JUL14-B97.5",
        terms: { venue: "kalshi", fee_type: "quadratic", fee_multiplier: "1" },
      },
      {
        venue: "kalshi",
        market_id: "KXHIGHAUS-26JUL14-T99",
        terms: { venue: "kalshi", fee_type: "quadratic", fee_multiplier: "1" },
      },
      {
        venue: "kalshi",
        market_id: "KXCPIYOY-26AUG-T3.0",
        terms: { venue: "kalshi", fee_type: "quadratic_with_maker_fees", fee_multiplier: "0.5" },
      },
    ]);
    expect(requests.filter((r) => r.url.pathname.includes("/series/")).length).toBe(2);
  });

  it("takes the series from the event ticker's part before its first dash", () => {
    expect(seriesOfEvent("KXHIGHAUS-26JUL14")).toBe("KXHIGHAUS");
    expect(seriesOfEvent("KXCPIYOY-26AUG-EXTRA")).toBe("KXCPIYOY");
    expect(seriesOfEvent("KXNODASH")).toBe("KXNODASH");
    expect(seriesOfEvent("-LEADING")).toBe("-LEADING");
  });

  it("refuses every hostile series body as invalid_shape", () => {
    for (const { case: name, body } of seriesHostile) {
      expect(readSeriesFees(body), name).toEqual({ reason: "invalid_shape" });
    }
  });

  it("keeps the rule texts of a market whose series fails, recording why, and asks the series once", async () => {
    const { client, requests } = testClient(
      upstream(marketsRules, {}, { KXHIGHAUS: seriesHostile[1]?.body }),
    );
    const read = await fetchKalshiRules(BASE, TICKERS, client, createEventSourcesCache());
    expect(read.rules).toHaveLength(3);
    expect(read.fees.map((f) => f.market_id)).toEqual(["KXCPIYOY-26AUG-T3.0"]);
    expect(read.failures).toEqual([
      { market_id: "KXHIGHAUS-26JUL14-B97.5", reason: "invalid_shape", stage: "kalshi_series_fees" },
      { market_id: "KXHIGHAUS-26JUL14-T99", reason: "invalid_shape", stage: "kalshi_series_fees" },
    ]);
    expect(requests.filter((r) => r.url.pathname.endsWith("/series/KXHIGHAUS")).length).toBe(1);
    const missing = await fetchKalshiRules(
      BASE,
      TICKERS,
      testClient(upstream(marketsRules, {}, { KXCPIYOY: undefined })).client,
      createEventSourcesCache(),
    );
    expect(missing.failures.map((f) => [f.market_id, f.stage])).toEqual([
      ["KXCPIYOY-26AUG-T3.0", "kalshi_series_fees"],
    ]);
  });
});
