/**
 * The factor read against recorded-shape fixtures, real and hostile, served to the real HTTP client and
 * adapters through an injected fetch (the simulator cannot break the provider's calendar apart from its
 * quote): the calendar sentences that need that, the provider cache, and that no hostile payload ever
 * becomes an unplanned 5xx or shows upstream text.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env.ts";
import { FILINGS_MAX_AGE_MS } from "../../src/factors/calendar.ts";
import { cacheKey, writeCached } from "../../src/factors/edge-cache.ts";
import { readFactorStock, type StockResult } from "../../src/factors/read-stock.ts";
import { createSessionCache } from "../../src/venues/equity/index.ts";
import olderPage from "../fixtures/upstreams/edgar/CIK0000320193-submissions-001.json";
import tickers from "../fixtures/upstreams/edgar/company_tickers.json";
import forbidden from "../fixtures/upstreams/edgar/sec-403.html?raw";
import apple from "../fixtures/upstreams/edgar/submissions-CIK0000320193.json";
import mismatched from "../fixtures/upstreams/edgar/submissions-mismatched-arrays.json";
import nullArrays from "../fixtures/upstreams/edgar/submissions-null-arrays.json";
import truncated from "../fixtures/upstreams/edgar/submissions-truncated.txt?raw";
import wrongTypes from "../fixtures/upstreams/edgar/submissions-wrong-types.json";
import chartAapl from "../fixtures/upstreams/equity/chart-AAPL.json";
import chartBadEvents from "../fixtures/upstreams/equity/chart-bad-events.json";
import chartMismatched from "../fixtures/upstreams/equity/chart-mismatched-lengths.json";
import chartNullArrays from "../fixtures/upstreams/equity/chart-null-arrays.json";
import chartTruncated from "../fixtures/upstreams/equity/chart-truncated.txt?raw";
import chartWrongTypes from "../fixtures/upstreams/equity/chart-wrong-types.json";
import errorPage from "../fixtures/upstreams/equity/error-page.html?raw";
import invalidCrumb from "../fixtures/upstreams/equity/invalid-crumb.json";
import summaryAapl from "../fixtures/upstreams/equity/quote-summary-AAPL.json";
import summaryBadCalendar from "../fixtures/upstreams/equity/quote-summary-bad-calendar.json";
import summaryNoPrevious from "../fixtures/upstreams/equity/quote-summary-no-previous-close.json";
import { json, type Responder, testClient, text } from "../support/fake-upstream.ts";
import { CONFIG as PROVIDER, type YahooRoutes, yahoo } from "../venues/equity/yahoo-upstream.ts";

/** Just after the AAPL fixtures' last session (2026-11-06). */
const NOW = Date.parse("2026-11-07T15:00:00Z");

/** EDGAR as the fixtures record it: 403 without a contact address in the User-Agent. */
function edgar(routes: Record<string, Responder> = {}): Responder {
  const all: Record<string, Responder> = {
    "/files/company_tickers.json": () => json(tickers),
    "/submissions/CIK0000320193.json": () => json(apple),
    "/submissions/CIK0000320193-submissions-001.json": () => json(olderPage),
    ...routes,
  };
  return (request) => {
    if (!request.headers.get("user-agent")?.includes("@")) return text(forbidden, 403);
    return (all[request.url.pathname] ?? (() => text("<html>Not Found</html>", 404)))(request);
  };
}

let scenarios = 0;

/** One read of AAPL with its own upstream hosts (so cache entries never cross scenarios unless shared). */
async function readAapl(
  provider: YahooRoutes,
  filings: Record<string, Responder> = {},
  hosts = `s${++scenarios}`,
): Promise<StockResult> {
  const providerBase = PROVIDER.queryBaseUrl.replace("query2", `query2-${hosts}`);
  const routes = yahoo(provider);
  const pending: Promise<unknown>[] = [];
  const result = await readFactorStock("AAPL", {
    env: {
      ...(env as unknown as Record<string, unknown>),
      EQUITY_QUERY_URL: providerBase,
      EQUITY_CONSENT_URL: PROVIDER.consentUrl,
      EDGAR_WWW_URL: "https://www.sec.test",
      EDGAR_DATA_URL: `https://data-${hosts}.sec.test`,
    } as unknown as Bindings,
    snapshotMaxBytes: 8 * 1024 * 1024,
    cache: caches.default,
    waitUntil: (work) => pending.push(work),
    now: () => NOW,
    // The fakes answer by path: the scenario's hosts only keep cache keys apart.
    providerClient: testClient(routes, { maxRetries: 0 }).client,
    edgarClient: testClient(edgar(filings), { maxRetries: 0 }).client,
    sessions: createSessionCache(),
    // Every read asks the fixtures: the isolate's 15 s memo of provider reads would hide a changed answer.
    equityMemo: null,
  });
  await Promise.all(pending);
  return result;
}

const AAPL_ROUTES = (): YahooRoutes => ({
  chart: { AAPL: () => json(chartAapl) },
  summary: { AAPL: () => json(summaryAapl) },
});
const withChart = (responder: Responder): YahooRoutes => ({ ...AAPL_ROUTES(), chart: { AAPL: responder } });
const withSummary = (responder: Responder): YahooRoutes => ({
  ...AAPL_ROUTES(),
  summary: { AAPL: responder },
});

function body(result: StockResult) {
  if (!result.ok) throw new Error(`expected a body, got ${result.slug}`);
  return result.body;
}

describe("factor read over recorded fixtures: the calendar's sources", () => {
  it("AVAILABLE from the AAPL fixtures of both sources", async () => {
    const { calendar } = body(await readAapl(AAPL_ROUTES()));
    expect(calendar.status).toBe("AVAILABLE");
    expect(calendar.reason).toBeNull();
    expect(calendar.next_earnings?.date).toBe("2027-01-28");
  });

  it("PARTIAL with the provider's sentence when its calendar module is broken", async () => {
    const { calendar, equity } = body(await readAapl(withSummary(() => json(summaryBadCalendar))));
    expect(equity.quote.price).toBeGreaterThan(0);
    expect(calendar.status).toBe("PARTIAL");
    expect(calendar.reason).toBe("Yahoo calendar data was unavailable.");
    for (const section of [
      "next_earnings",
      "past_earnings",
      "next_dividend",
      "past_dividends",
      "splits",
    ] as const) {
      expect(calendar[section], section).toBeNull();
    }
    expect(calendar.company_events).not.toBeNull();
  });

  it("PARTIAL with the provider's sentence when the chart's events are malformed", async () => {
    const { calendar } = body(await readAapl(withChart(() => json(chartBadEvents))));
    expect(calendar.reason).toBe("Yahoo calendar data was unavailable.");
  });

  it("UNAVAILABLE with both names when both sources fail", async () => {
    const { calendar, equity } = body(
      await readAapl(
        withSummary(() => json(summaryBadCalendar)),
        {
          "/submissions/CIK0000320193.json": () => text(forbidden, 503),
        },
      ),
    );
    expect(calendar.status).toBe("UNAVAILABLE");
    expect(calendar.reason).toBe("Yahoo and SEC EDGAR data were unavailable.");
    expect(equity.history.every((row) => !row.is_earnings_session)).toBe(true);
  });

  it("falls back to the provider calendar cached within 6 h when a later read's calendar part breaks", async () => {
    const first = body(await readAapl(AAPL_ROUTES(), {}, "cache-provider"));
    const second = body(
      await readAapl(
        withSummary(() => json(summaryBadCalendar)),
        {},
        "cache-provider",
      ),
    );
    expect(second.calendar.status).toBe("AVAILABLE");
    expect(second.calendar.next_earnings).toEqual(first.calendar.next_earnings);
    expect(second.calendar.past_dividends).toEqual(first.calendar.past_dividends);
  });

  it("reads a cache entry of another shape as a miss: the filings are read again, never an empty calendar", async () => {
    const key = cacheKey("edgar-filings", "https://data-corrupt.sec.test", "AAPL");
    const corrupt = { since: "2000-01-01", filings: [{ items: null }] };
    await writeCached(caches.default, key, corrupt, FILINGS_MAX_AGE_MS, NOW);
    const fresh = body(await readAapl(AAPL_ROUTES(), {}, "fresh-reference"));
    const { calendar } = body(await readAapl(AAPL_ROUTES(), {}, "corrupt"));
    expect(calendar.status).toBe("AVAILABLE");
    expect(calendar.company_events?.length).toBeGreaterThan(0);
    expect(calendar.company_events).toEqual(fresh.calendar.company_events);
  });
});

/** Upstream words that must never reach a client. */
const UPSTREAM_TEXT =
  /Service Unavailable|right back|Invalid Crumb|Unauthorized|<html|DOCTYPE|Not Found|delisted/i;

describe("factor read over hostile fixtures: a planned answer, never upstream text", () => {
  const PROVIDER_CASES: [name: string, routes: YahooRoutes, slug: string][] = [
    [
      "a truncated chart",
      withChart(() => text(chartTruncated, 200, "application/json")),
      "equity-history-unavailable",
    ],
    ["a chart with string prices", withChart(() => json(chartWrongTypes)), "equity-history-unavailable"],
    [
      "a chart with arrays of different lengths",
      withChart(() => json(chartMismatched)),
      "equity-history-unavailable",
    ],
    ["a chart with null arrays", withChart(() => json(chartNullArrays)), "equity-history-unavailable"],
    ["an HTML error page for the chart", withChart(() => text(errorPage, 503)), "equity-history-unavailable"],
    ["an HTML page as quoteSummary", withSummary(() => text(errorPage, 200)), "equity-source-unavailable"],
    [
      "a price module without a previous close",
      withSummary(() => json(summaryNoPrevious)),
      "equity-source-unavailable",
    ],
    ["every crumb refused", withSummary(() => json(invalidCrumb, 401)), "pricefeed-unavailable"],
    [
      "a consent host that sets no cookie",
      { ...AAPL_ROUTES(), consent: () => text(errorPage, 404) },
      "pricefeed-unavailable",
    ],
  ];

  it.each(PROVIDER_CASES)("%s → %s", async (_name, routes, slug) => {
    const result = await readAapl(routes);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.slug).toBe(slug);
    expect(result.detail).not.toMatch(UPSTREAM_TEXT);
    expect(result.detail.length).toBeLessThan(120);
  });

  const FILING_CASES: [name: string, responder: Responder][] = [
    ["truncated submissions", () => text(truncated, 200, "application/json")],
    ["submissions with wrong types", () => json(wrongTypes)],
    ["submissions with arrays of different lengths", () => json(mismatched)],
    ["submissions with a null array", () => json(nullArrays)],
    ["the 403 page", () => text(forbidden, 403)],
  ];

  it.each(FILING_CASES)("%s → 200 with a PARTIAL calendar", async (_name, responder) => {
    const result = await readAapl(AAPL_ROUTES(), { "/submissions/CIK0000320193.json": responder });
    const { calendar } = body(result);
    expect(calendar.status).toBe("PARTIAL");
    expect(calendar.reason).toBe("SEC EDGAR data was unavailable.");
    expect(JSON.stringify(result)).not.toMatch(/Forbidden|<html|DOCTYPE/);
  });
});
