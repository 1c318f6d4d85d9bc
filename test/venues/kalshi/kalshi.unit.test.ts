import { describe, expect, it } from "vitest";
import type { HttpClient } from "../../../src/venues/http/client.ts";
import { fetchKalshiQuotes } from "../../../src/venues/kalshi/kalshi.ts";
import type { VenueFetchResult } from "../../../src/venues/shared/quote.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import errorPage from "../../fixtures/upstreams/kalshi/error-page.html?raw";
import eventsNested from "../../fixtures/upstreams/kalshi/events-nested.json";
import hostilePage from "../../fixtures/upstreams/kalshi/markets-hostile.json";
import page1 from "../../fixtures/upstreams/kalshi/markets-page-1.json";
import page2 from "../../fixtures/upstreams/kalshi/markets-page-2.json";
import truncated from "../../fixtures/upstreams/kalshi/markets-truncated.txt?raw";
import orderbook from "../../fixtures/upstreams/kalshi/orderbook-KXFED-26DEC-T3.75.json";
import {
  json,
  type Responder,
  type SeenRequest,
  sequence,
  testClient,
  text,
} from "../../support/fake-upstream.ts";

const BASE = "https://kalshi.test/trade-api/v2";
const LADDER = [
  "KXFED-26DEC-T3.75",
  "KXFED-26DEC-T4.00",
  "KXFED-26DEC-T3.50",
  "KXFED-26DEC-T3.25",
  "KXFED-26DEC-T3.00",
];

/** The Kalshi API as the fixtures record it: markets in two cursor pages, nested events, one book. */
const kalshi: Responder = ({ url }) => {
  const path = url.pathname.replace("/trade-api/v2", "");
  if (path === "/markets") return json(url.searchParams.get("cursor") === page1.cursor ? page2 : page1);
  if (path === "/events") return json(eventsNested);
  if (path === "/markets/KXFED-26DEC-T3.75/orderbook") return json(orderbook);
  return json({ error: { code: "not_found", message: "not found" } }, 404);
};

function quotes(result: VenueFetchResult): Map<string, LakeRow> {
  if (!result.ok) throw new Error(`venue failed: ${result.reason}`);
  return new Map(result.rows.map((row) => [row.market_id, row]));
}

const marketsCalls = (requests: SeenRequest[]) => requests.filter((r) => r.url.pathname.endsWith("/markets"));

describe("fetchKalshiQuotes: tickers across two cursor pages", () => {
  it("follows the cursor until it comes back empty and keeps every market", async () => {
    const { client, requests } = testClient(kalshi);
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client);

    expect(result).toMatchObject({ ok: true, venue: "kalshi", complete: true, failures: [], requests: 2 });
    expect([...quotes(result).keys()]).toEqual(LADDER);
    const [first, second] = marketsCalls(requests);
    expect(first?.url.searchParams.get("tickers")).toBe(LADDER.join(","));
    expect(first?.url.searchParams.get("limit")).toBe("1000");
    expect(first?.url.searchParams.has("cursor")).toBe(false);
    expect(second?.url.searchParams.get("cursor")).toBe(page1.cursor);
  });

  it("normalises a two-sided market: exact prices, mid, USD from contracts × price, venue clock", async () => {
    const { client } = testClient(kalshi);
    const quote = quotes(await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client)).get(
      "KXFED-26DEC-T3.75",
    );
    expect(quote).toEqual({
      venue: "kalshi",
      market_id: "KXFED-26DEC-T3.75",
      event_id: "KXFED-26DEC",
      outcome: "yes",
      token_id: null,
      title: "Will the upper bound of the federal funds rate be above 3.75% after the December 2026 meeting?",
      status: "open",
      bid: "0.4300",
      ask: "0.4400",
      last: "0.4400",
      indicative: "0.4350",
      indicative_source: "mid",
      mid: "0.4350",
      spread: "0.0100",
      two_sided_book: true,
      // 1523 contracts × 0.435 and 812 × 0.435, exactly.
      volume_usd: "662.5050",
      open_interest_usd: "353.2200",
      usd_basis: "contracts_x_price",
      native: { volume_contracts: "1523.00", open_interest_contracts: "812.00" },
      observed_at: "2026-11-22T14:03:07.412Z",
      observed_at_source: "venue",
      close_time: "2026-12-09T18:55:00.000Z",
    } satisfies LakeRow);
  });

  it("reports unquoted sides as null, never 0, and prices nothing it cannot price", async () => {
    const { client } = testClient(kalshi);
    const byTicker = quotes(await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client));

    // No bids ("0.0000") and never traded ("0.0000"): only the ask is a quote.
    expect(byTicker.get("KXFED-26DEC-T4.00")).toMatchObject({
      bid: null,
      ask: "0.0300",
      last: null,
      indicative: null,
      indicative_source: null,
      two_sided_book: false,
      volume_usd: null,
      usd_basis: "contracts_x_price",
      native: { volume_contracts: "0.00" },
    });
    expect(byTicker.get("KXFED-26DEC-T4.00")).not.toHaveProperty("mid");
    // No offers (YES ask "1.0000"): the indication falls back to the last trade.
    expect(byTicker.get("KXFED-26DEC-T3.50")).toMatchObject({
      bid: "0.9100",
      ask: null,
      indicative: "0.9150",
      indicative_source: "last",
      two_sided_book: false,
      // Priced at the indicative (last) price: 48210.5 × 0.915.
      volume_usd: "44112.6075",
      native: { volume_contracts: "48210.50" },
    });
    // A paused market with an empty book keeps its last trade and its status.
    expect(byTicker.get("KXFED-26DEC-T3.00")).toMatchObject({
      status: "paused",
      bid: null,
      ask: null,
      last: "0.9900",
    });
  });

  it("derives the YES ask as 1 − the best NO bid when the record carries only the NO side", async () => {
    const { client } = testClient(kalshi);
    const quote = quotes(await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client)).get(
      "KXFED-26DEC-T3.25",
    );
    expect(quote).toMatchObject({
      bid: "0.9700",
      ask: "0.9850",
      indicative: "0.9775",
      mid: "0.9775",
      spread: "0.0150",
      two_sided_book: true,
    });
  });

  it("falls back to the collector's receive time when the market has no updated_time", async () => {
    const { client } = testClient(kalshi);
    const quote = quotes(await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client)).get(
      "KXFED-26DEC-T3.25",
    );
    // Page 2 was read after one 100 ms pacing wait on the virtual clock (14:05:00.000).
    expect(quote).toMatchObject({ observed_at: "2026-11-22T14:05:00.100Z", observed_at_source: "collector" });
  });

  it("never reads the removed integer-cent fields", async () => {
    const legacy = {
      ticker: "KXFED-26DEC-T3.75",
      event_ticker: "KXFED-26DEC",
      title: "Fed above 3.75%?",
      status: "active",
      updated_time: "0001-01-01T00:00:00Z",
      yes_bid: 43,
      yes_ask: 44,
      last_price: 44,
      volume: 1523,
      open_interest: 812,
    };
    const { client } = testClient(() => json({ markets: [legacy], cursor: "" }));
    const quote = quotes(await fetchKalshiQuotes({ baseUrl: BASE, tickers: [legacy.ticker] }, client)).get(
      legacy.ticker,
    );
    expect(quote).toMatchObject({
      bid: null,
      ask: null,
      last: null,
      indicative: null,
      volume_usd: null,
      open_interest_usd: null,
      usd_basis: null,
      native: null,
      // Go's zero time is "never updated": the collector's clock stands in.
      observed_at_source: "collector",
    });
  });

  it("skips a market whose 24-hour volume is bad, though that volume is not on the tape", async () => {
    const market: Record<string, unknown> = { ...page1.markets[0], volume_24h_fp: "-210.00" };
    const { client } = testClient(() => json({ markets: [market], cursor: "" }));
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers: [String(market.ticker)] }, client);
    expect(result).toMatchObject({
      ok: true,
      rows: [],
      failures: [
        {
          market_id: market.ticker,
          reason: "invalid_amount",
          stage: "kalshi_markets",
          detail: "volume_24h_fp",
        },
      ],
    });
  });

  it("records requested tickers the venue did not return as not_found", async () => {
    const { client } = testClient(kalshi);
    const result = await fetchKalshiQuotes(
      { baseUrl: BASE, tickers: [...LADDER, "KXFED-26DEC-T2.75"] },
      client,
    );
    expect(result).toMatchObject({
      ok: true,
      complete: false,
      failures: [{ market_id: "KXFED-26DEC-T2.75", reason: "not_found", stage: "kalshi_markets" }],
    });
    expect(quotes(result).size).toBe(5);
  });

  it("batches tickers so every catalog contract is asked for, a bounded number per request", async () => {
    const tickers = Array.from({ length: 250 }, (_, i) => `KXTEST-26DEC-T${i}`);
    const { client, requests } = testClient(() => json({ markets: [], cursor: "" }));
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers, tickersPerRequest: 100 }, client);
    expect(requests.map((r) => r.url.searchParams.get("tickers")?.split(",").length)).toEqual([100, 100, 50]);
    expect(result.failures).toHaveLength(250);
    expect(result.failures.every((failure) => failure.reason === "not_found")).toBe(true);
  });

  it("asks for nothing when no market is selected", async () => {
    const { client, requests } = testClient(kalshi);
    expect(await fetchKalshiQuotes({ baseUrl: BASE }, client)).toEqual({
      ok: true,
      venue: "kalshi",
      rows: [],
      books: [],
      failures: [],
      complete: true,
      requests: 0,
    });
    expect(requests).toHaveLength(0);
  });
});

describe("fetchKalshiQuotes: events and series", () => {
  it("lists an event's markets by event ticker", async () => {
    const { client, requests } = testClient(kalshi);
    const result = await fetchKalshiQuotes({ baseUrl: BASE, eventTickers: ["KXFED-26DEC"] }, client);
    expect(quotes(result).size).toBe(5);
    expect(requests[0]?.url.searchParams.get("event_ticker")).toBe("KXFED-26DEC");
  });

  it("reads a series' open events with nested markets (an event with null markets is empty)", async () => {
    const { client, requests } = testClient(kalshi);
    const result = await fetchKalshiQuotes({ baseUrl: BASE, seriesTickers: ["KXHIGHNY"] }, client);
    expect(result).toMatchObject({ ok: true, complete: true });
    expect([...quotes(result).keys()]).toEqual(["KXHIGHNY-26NOV22-B47.5", "KXHIGHNY-26NOV22-B49.5"]);
    expect(quotes(result).get("KXHIGHNY-26NOV22-B47.5")).toMatchObject({
      event_id: "KXHIGHNY-26NOV22",
      indicative: "0.3250",
    });
    const query = requests[0]?.url.searchParams;
    expect(requests[0]?.url.pathname).toBe("/trade-api/v2/events");
    expect(query?.get("series_ticker")).toBe("KXHIGHNY");
    expect(query?.get("with_nested_markets")).toBe("true");
    expect(query?.get("status")).toBe("open");
  });

  it("merges a market found by two selectors silently, keeping the first", async () => {
    const { client } = testClient(kalshi);
    const result = await fetchKalshiQuotes(
      { baseUrl: BASE, tickers: ["KXFED-26DEC-T3.75"], eventTickers: ["KXFED-26DEC"] },
      client,
    );
    // The tickers listing answers with the whole fixture here, so both selectors return all five.
    expect(result).toMatchObject({ ok: true, complete: true });
    expect(quotes(result).size).toBe(5);
  });
});

describe("fetchKalshiQuotes: order book re-read", () => {
  it("prices from the book: best YES bid, YES ask = 1 − best NO bid", async () => {
    const { client, requests } = testClient(kalshi);
    const result = await fetchKalshiQuotes(
      { baseUrl: BASE, tickers: LADDER, orderbookTickers: ["KXFED-26DEC-T3.75"] },
      client,
    );
    expect(result).toMatchObject({ ok: true, complete: true, requests: 3 });
    expect(requests.at(-1)?.url.pathname).toBe("/trade-api/v2/markets/KXFED-26DEC-T3.75/orderbook");
    expect(quotes(result).get("KXFED-26DEC-T3.75")).toMatchObject({
      bid: "0.4200",
      ask: "0.4300",
      indicative: "0.4250",
      two_sided_book: true,
      observed_at_source: "collector",
      // Repriced at the book's mid: 1523 × 0.425.
      volume_usd: "647.2750",
      native: { volume_contracts: "1523.00", open_interest_contracts: "812.00" },
    });
  });

  it("keeps the listing quote and records the failure when the book cannot be read", async () => {
    const badBook = { orderbook_fp: { yes_dollars: [["1.2000", "10.00"]], no_dollars: [] } };
    const cases: [Responder, string][] = [
      [
        ({ url }) =>
          url.pathname.endsWith("/orderbook") ? json({ error: "gone" }, 404) : kalshi({ url } as SeenRequest),
        "http_4xx",
      ],
      [
        ({ url }) => (url.pathname.endsWith("/orderbook") ? json(badBook) : kalshi({ url } as SeenRequest)),
        "price_out_of_range",
      ],
    ];
    for (const [respond, reason] of cases) {
      const { client } = testClient(respond);
      const result = await fetchKalshiQuotes(
        { baseUrl: BASE, tickers: LADDER, orderbookTickers: ["KXFED-26DEC-T3.75"] },
        client,
      );
      expect(result).toMatchObject({
        ok: true,
        complete: false,
        failures: [{ market_id: "KXFED-26DEC-T3.75", reason, stage: "kalshi_orderbook" }],
      });
      expect(quotes(result).get("KXFED-26DEC-T3.75")).toMatchObject({ bid: "0.4300", ask: "0.4400" });
    }
  });
});

describe("fetchKalshiQuotes: hostile payloads", () => {
  it("skips each bad market with a reason and keeps the good one", async () => {
    const { client } = testClient(() => json(hostilePage));
    const result = await fetchKalshiQuotes({ baseUrl: BASE, eventTickers: ["KXFED-26DEC"] }, client);
    if (!result.ok) throw new Error("expected a partial result");
    expect(result.rows.map((q) => [q.market_id, q.bid, q.ask])).toEqual([
      ["KXFED-26DEC-T3.75", "0.4300", "0.4400"],
    ]);
    expect(result.complete).toBe(false);
    // Repeats are found before records are read, so the order is not the page order; compare as a set.
    expect(result.failures).toHaveLength(11);
    expect(result.failures).toEqual(
      expect.arrayContaining([
        {
          market_id: "KXFED-26DEC-T3.80",
          reason: "price_out_of_range",
          stage: "kalshi_markets",
          detail: "yes_bid_dollars",
        },
        {
          market_id: "KXFED-26DEC-T3.85",
          reason: "price_out_of_range",
          stage: "kalshi_markets",
          detail: "yes_ask_dollars",
        },
        {
          market_id: "KXFED-26DEC-T3.90",
          reason: "invalid_price",
          stage: "kalshi_markets",
          detail: "last_price_dollars",
        },
        {
          market_id: "KXFED-26DEC-T3.95",
          reason: "invalid_shape",
          stage: "kalshi_markets",
          detail: "yes_bid_dollars",
        },
        { market_id: "KXFED-26DEC-T3.75", reason: "duplicate", stage: "kalshi_markets" },
        {
          market_id: "KXFED-26DEC-T4.05",
          reason: "invalid_amount",
          stage: "kalshi_markets",
          detail: "volume_fp",
        },
        {
          market_id: "KXFED-26DEC-T4.10",
          reason: "crossed_book",
          stage: "kalshi_markets",
          detail: "yes_bid_dollars",
        },
        {
          market_id: "KXFED-26DEC-T4.15",
          reason: "invalid_timestamp",
          stage: "kalshi_markets",
          detail: "updated_time",
        },
        { reason: "invalid_shape", stage: "kalshi_markets", detail: "ticker" },
        { reason: "invalid_shape", stage: "kalshi_markets", detail: "(root)" },
        {
          market_id: "KXFED-26DEC-T4.25",
          reason: "invalid_price",
          stage: "kalshi_markets",
          detail: "yes_bid_dollars",
        },
      ]),
    );
  });

  it("fails the venue with a reason code when every listing request fails", async () => {
    const cases: [Responder, string, number][] = [
      [() => text(errorPage, 502), "http_5xx", 4],
      [() => text(errorPage, 200), "not_json", 1],
      [() => text(truncated, 200, "application/json"), "not_json", 1],
      [() => json({ markets: "none", cursor: "" }), "invalid_shape", 1],
      [() => json({ error: "rate limited" }, 429), "http_429", 4],
    ];
    for (const [respond, reason, requests] of cases) {
      const { client } = testClient(respond);
      const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client);
      expect(result, reason).toMatchObject({ ok: false, venue: "kalshi", reason, requests });
      expect(JSON.stringify(result)).not.toContain("UPSTREAM-INTERNAL-TRACE");
    }
  });

  it("retries a 5xx page and completes", async () => {
    const { client } = testClient(sequence(() => text(errorPage, 503), kalshi));
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client);
    expect(result).toMatchObject({ ok: true, complete: true, requests: 3 });
  });

  it("keeps page one and records the failure when a later page fails", async () => {
    const respond: Responder = (request) =>
      request.url.searchParams.has("cursor") ? text(errorPage, 500) : kalshi(request);
    const { client } = testClient(respond, { maxRetries: 1 });
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, client);
    expect(result).toMatchObject({
      ok: true,
      complete: false,
      // The unfinished batch's missing tickers are not claimed to be not_found.
      failures: [{ reason: "http_5xx", stage: "kalshi_markets", detail: "HTTP 500" }],
    });
    expect([...quotes(result).keys()]).toEqual(LADDER.slice(0, 3));
  });

  it("reports a base URL that does not parse as a venue failure, not an exception", async () => {
    const { client, requests } = testClient(kalshi);
    const result = await fetchKalshiQuotes({ baseUrl: "not a url", tickers: LADDER }, client);
    expect(result).toMatchObject({ ok: false, reason: "invalid_url", requests: 0 });
    expect(requests).toHaveLength(0);
  });

  it("turns an unexpected exception into adapter_error", async () => {
    const broken: HttpClient = {
      getJson: () => Promise.reject(new Error("bug")),
      getText: () => Promise.reject(new Error("bug")),
      postJson: () => Promise.reject(new Error("bug")),
      getDocument: () => Promise.reject(new Error("bug")),
      now: () => 0,
    };
    expect(await fetchKalshiQuotes({ baseUrl: BASE, tickers: LADDER }, broken)).toEqual({
      ok: false,
      venue: "kalshi",
      reason: "adapter_error",
      failures: [],
      requests: 0,
    });
  });

  it("stops asking a venue that keeps failing instead of stalling the cycle batch after batch", async () => {
    const tickers = Array.from({ length: 500 }, (_, i) => `KXTEST-26DEC-T${i}`);
    const { client, requests } = testClient(() => text(errorPage, 503));
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers }, client);
    expect(result).toMatchObject({
      ok: false,
      reason: "http_5xx",
      requests: 8,
      failures: [
        { reason: "http_5xx", stage: "kalshi_markets" },
        { reason: "http_5xx", stage: "kalshi_markets" },
        { reason: "venue_unresponsive", stage: "kalshi_markets" },
      ],
    });
    expect(requests).toHaveLength(8);
  });

  it("starts no request after the cycle's deadline", async () => {
    const tickers = Array.from({ length: 250 }, (_, i) => `KXTEST-26DEC-T${i}`);
    const { client, clock } = testClient(() => json({ markets: [], cursor: "" }));
    // Batches one and two are let through at +0 ms (two waits 100 ms for host pacing), so the third is
    // considered at +100 ms, past the deadline.
    const stopAtMs = clock.now() + 50;
    const result = await fetchKalshiQuotes({ baseUrl: BASE, tickers, stopAtMs }, client);
    if (!result.ok) throw new Error("expected a partial result");
    expect(result.requests).toBe(2);
    expect(result.failures.filter((f) => f.reason === "deadline_reached")).toHaveLength(1);
    // Only the batches actually asked can prove a ticker missing.
    expect(result.failures.filter((f) => f.reason === "not_found")).toHaveLength(200);

    const late = await fetchKalshiQuotes({ baseUrl: BASE, tickers, stopAtMs: clock.now() - 1 }, client);
    expect(late).toMatchObject({ ok: false, reason: "deadline_reached", requests: 0 });
  });

  it("stops a cursor that repeats", async () => {
    const { client, requests } = testClient(() => json({ markets: [], cursor: "same" }));
    const result = await fetchKalshiQuotes({ baseUrl: BASE, eventTickers: ["KXFED-26DEC"] }, client);
    expect(result).toMatchObject({ ok: true, failures: [{ reason: "pagination_loop" }] });
    expect(requests).toHaveLength(2);
  });

  it("stops after the page limit", async () => {
    let page = 0;
    const { client } = testClient(() => json({ markets: [], cursor: `c${++page}` }));
    const result = await fetchKalshiQuotes(
      { baseUrl: BASE, eventTickers: ["KXFED-26DEC"], maxPages: 3 },
      client,
    );
    expect(result).toMatchObject({ ok: true, failures: [{ reason: "page_limit_reached" }], requests: 3 });
  });
});
