import { describe, expect, it } from "vitest";
import { PROBLEM_CATALOG } from "../../../src/platform/http/problem-catalog.ts";
import { createSessionCache, EQUITY_FAILURE_PROBLEM, readEquity } from "../../../src/venues/equity/index.ts";
import chartToyota from "../../fixtures/upstreams/equity/chart-7203.T.json";
import chartAapl from "../../fixtures/upstreams/equity/chart-AAPL.json";
import chartBadEvents from "../../fixtures/upstreams/equity/chart-bad-events.json";
import chartMismatched from "../../fixtures/upstreams/equity/chart-mismatched-lengths.json";
import chartNvda from "../../fixtures/upstreams/equity/chart-NVDA.json";
import chartNullArrays from "../../fixtures/upstreams/equity/chart-null-arrays.json";
import chartSiri from "../../fixtures/upstreams/equity/chart-SIRI.json";
import chartSpy from "../../fixtures/upstreams/equity/chart-SPY.json";
import chartTruncated from "../../fixtures/upstreams/equity/chart-truncated.txt?raw";
import chartWrongTypes from "../../fixtures/upstreams/equity/chart-wrong-types.json";
import errorPage from "../../fixtures/upstreams/equity/error-page.html?raw";
import summaryAapl from "../../fixtures/upstreams/equity/quote-summary-AAPL.json";
import summaryBadCalendar from "../../fixtures/upstreams/equity/quote-summary-bad-calendar.json";
import summaryKo from "../../fixtures/upstreams/equity/quote-summary-KO.json";
import summaryNoPrevious from "../../fixtures/upstreams/equity/quote-summary-no-previous-close.json";
import { json, type Responder, testClient, text } from "../../support/fake-upstream.ts";
import { CONFIG, COOKIE, CRUMB, hits, type YahooRoutes, yahoo } from "./yahoo-upstream.ts";

const AAPL: YahooRoutes = {
  chart: { AAPL: () => json(chartAapl) },
  summary: { AAPL: () => json(summaryAapl) },
};
const fail =
  (status: number): Responder =>
  () =>
    text(errorPage, status);

function read(routes: YahooRoutes, ticker = "AAPL", options: Parameters<typeof testClient>[1] = {}) {
  const { client, requests } = testClient(yahoo(routes), { maxRetries: 0, ...options });
  const sessions = createSessionCache();
  return { requests, client, sessions, result: readEquity(CONFIG, ticker, { client, sessions }) };
}

/** A chart fixture with another instrument type. */
function retyped(instrumentType: string) {
  const body = structuredClone(chartSpy);
  const [result] = body.chart.result;
  if (result) result.meta.instrumentType = instrumentType;
  return body;
}

describe("readEquity: a U.S. equity", () => {
  it("normalises identity, quote and history from the chart and quoteSummary", async () => {
    const { result } = read(AAPL, "aapl");
    const read_ = await result;
    if (!read_.ok) throw new Error(`read failed: ${read_.outcome}`);
    const { equity } = read_;
    expect(equity).toMatchObject({
      ticker: "AAPL",
      name: "Apple Inc.",
      instrument_type: "EQUITY",
      exchange_code: "NMS",
      exchange_name: "NasdaqGS",
      currency: "USD",
      timezone: "America/New_York",
      quote: {
        price: 271.62,
        previous_close: 270.9,
        change_percent: 0.2658, // (271.62 / 270.90 − 1) × 100 = 0.26578…
        market_cap: 4_036_000_000_000,
        as_of: "2026-11-06T19:45:00Z",
      },
    });
    // 30 October has no close (left out); 6 November's live bar replaces its open bar.
    expect(equity.history.map((row) => row.session_date)).toEqual([
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
    ]);
    expect(equity.history[0]).toEqual({
      t: "2026-10-27T00:00:00-04:00",
      session_date: "2026-10-27",
      open: 262.41,
      high: 266.02,
      low: 261.8,
      close: 265.73,
      adjusted_close: 265.47,
      volume: 41_234_500,
    });
    // After the 1 November switch, midnights are in EST.
    expect(equity.history[3]?.t).toBe("2026-11-02T00:00:00-05:00");
    expect(equity.history[6]).toMatchObject({ session_date: "2026-11-05", volume: null });
    expect(equity.history[7]).toMatchObject({
      session_date: "2026-11-06",
      close: 271.62,
      volume: 33_480_000,
    });
  });

  it("normalises the provider calendar: dates, estimates, surprise in percent, dividends", async () => {
    const read_ = await read(AAPL).result;
    if (!read_.ok) throw new Error("read failed");
    expect(read_.calendar_failure).toBeNull();
    expect(read_.calendar).toEqual({
      earnings_dates: ["2027-01-28"],
      earnings_date_is_estimate: false,
      eps_estimate: 2.67,
      eps_estimate_low: 2.52,
      eps_estimate_high: 2.84,
      revenue_estimate: 137_463_000_000,
      revenue_estimate_low: 133_950_000_000,
      revenue_estimate_high: 141_200_000_000,
      ex_dividend_date: "2026-11-10",
      dividend_pay_date: "2026-11-13",
      earnings_history: [
        { fiscal_quarter_end: "2025-12-31", eps_actual: 1.65, eps_estimate: 1.62, surprise_percent: 1.85 },
        { fiscal_quarter_end: "2026-03-31", eps_actual: 1.57, eps_estimate: 1.43, surprise_percent: 9.79 },
        { fiscal_quarter_end: "2026-06-30", eps_actual: 1.64, eps_estimate: 1.6, surprise_percent: 2.5 },
        { fiscal_quarter_end: "2026-09-30", eps_actual: 1.85, eps_estimate: 1.76, surprise_percent: 5.11 },
      ],
      dividends: [{ ex_date: "2026-11-03", amount: 0.26 }],
      splits: [],
    });
  });

  it("reads an expected earnings window and empty values as null", async () => {
    const read_ = await read(
      { chart: { KO: () => json(chartAapl) }, summary: { KO: () => json(summaryKo) } },
      "KO",
    ).result;
    if (!read_.ok) throw new Error("read failed");
    expect(read_.equity.quote).toMatchObject({ price: 70.12, previous_close: 69.87, market_cap: null });
    expect(read_.calendar).toMatchObject({
      earnings_dates: ["2027-02-09", "2027-02-13"],
      earnings_date_is_estimate: true,
      eps_estimate: 0.56,
      eps_estimate_low: null,
      revenue_estimate_high: null,
      ex_dividend_date: "2026-11-28",
      dividend_pay_date: "2026-12-15",
      earnings_history: [],
    });
  });

  it("reads splits as new shares per old share, forward and reverse", async () => {
    const nvda = await read(
      { chart: { NVDA: () => json(chartNvda) }, summary: { NVDA: () => json(summaryAapl) } },
      "NVDA",
    ).result;
    const siri = await read(
      { chart: { SIRI: () => json(chartSiri) }, summary: { SIRI: () => json(summaryAapl) } },
      "SIRI",
    ).result;
    expect(nvda.ok && nvda.calendar).toMatchObject({
      splits: [{ date: "2026-06-10", ratio: 10 }],
      dividends: [{ ex_date: "2026-06-09", amount: 0.01 }],
    });
    expect(siri.ok && siri.calendar?.splits).toEqual([{ date: "2026-09-09", ratio: 0.1 }]);
  });

  it("dates a Tokyo listing on its own calendar with its own offset", async () => {
    const read_ = await read(
      { chart: { "7203.T": () => json(chartToyota) }, summary: { "7203.T": () => json(summaryAapl) } },
      "7203.t",
    ).result;
    if (!read_.ok) throw new Error("read failed");
    expect(read_.equity).toMatchObject({
      ticker: "7203.T",
      currency: "JPY",
      timezone: "Asia/Tokyo",
      exchange_code: "JPX",
    });
    expect(read_.equity.history.map((row) => [row.session_date, row.t])).toEqual([
      ["2026-11-04", "2026-11-04T00:00:00+09:00"],
      ["2026-11-05", "2026-11-05T00:00:00+09:00"],
      ["2026-11-06", "2026-11-06T00:00:00+09:00"],
    ]);
  });
});

describe("readEquity: the cookie-and-crumb session", () => {
  it("gets a cookie from the consent host and a crumb with it, and sends both to quoteSummary", async () => {
    const { result, requests } = read(AAPL);
    expect((await result).ok).toBe(true);
    const summary = requests.find((request) => request.url.pathname.includes("quoteSummary"));
    expect(summary?.headers.get("cookie")).toBe(COOKIE.split(";")[0]);
    expect(summary?.url.searchParams.get("crumb")).toBe(CRUMB);
    expect(summary?.url.searchParams.get("modules")).toBe("calendarEvents,earningsHistory,price");
    const chart = requests.find((request) => request.url.pathname.includes("/chart/"));
    expect(Object.fromEntries(chart?.url.searchParams ?? [])).toEqual({
      range: "2y",
      interval: "1d",
      events: "div,splits",
    });
    // The chart needs no session: it does not wait for one and carries no cookie.
    expect(chart?.headers.get("cookie")).toBeNull();
  });

  it("reuses the session within its TTL, and starts a new one after it", async () => {
    const { client, requests, clock } = testClient(yahoo(AAPL), { maxRetries: 0 });
    const sessions = createSessionCache();
    const config = { ...CONFIG, sessionTtlMs: 10 * 60_000 };
    await readEquity(config, "AAPL", { client, sessions });
    await clock.sleep(9 * 60_000);
    await readEquity(config, "AAPL", { client, sessions });
    expect(hits(requests, "fc.yahoo.test")).toBe(1);
    expect(hits(requests, "getcrumb")).toBe(1);

    await clock.sleep(2 * 60_000);
    await readEquity(config, "AAPL", { client, sessions });
    expect(hits(requests, "fc.yahoo.test")).toBe(2);
    expect(hits(requests, "getcrumb")).toBe(2);
  });

  it("shares one session flow between concurrent reads", async () => {
    const { client, requests } = testClient(yahoo(AAPL), { maxRetries: 0, minIntervalMs: 0 });
    const sessions = createSessionCache();
    const results = await Promise.all([1, 2, 3].map(() => readEquity(CONFIG, "AAPL", { client, sessions })));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(hits(requests, "getcrumb")).toBe(1);
  });

  it("refreshes the session once after an 'Invalid Crumb' and then reads", async () => {
    let refusals = 1;
    const base = yahoo(AAPL);
    const routes: Responder = (request) => {
      if (request.url.pathname.includes("quoteSummary") && refusals > 0) {
        refusals--;
        return json(
          { finance: { result: null, error: { code: "Unauthorized", description: "Invalid Crumb" } } },
          401,
        );
      }
      return base(request);
    };
    const { client, requests } = testClient(routes, { maxRetries: 0 });
    const result = await readEquity(CONFIG, "AAPL", { client, sessions: createSessionCache() });
    expect(result.ok).toBe(true);
    expect(hits(requests, "getcrumb")).toBe(2);
    expect(hits(requests, "quoteSummary")).toBe(2);
  });

  it("gives up after one refresh: the price feed is unavailable", async () => {
    const { result, requests } = read({ ...AAPL, crumb: () => text("stale-crumb", 200, "text/plain") });
    expect(await result).toEqual({
      ok: false,
      outcome: "provider_unreachable",
      stage: "quote_summary",
      reason: "crumb_refused",
    });
    expect(hits(requests, "getcrumb")).toBe(2);
    expect(hits(requests, "quoteSummary")).toBe(2);
  });

  it("fails the whole provider when the consent host is unreachable or sets no cookie", async () => {
    const down = read({ ...AAPL, consent: () => Promise.reject(new TypeError("connect ECONNREFUSED")) });
    expect(await down.result).toEqual({
      ok: false,
      outcome: "provider_unreachable",
      stage: "consent",
      reason: "network",
    });
    const noCookie = read({ ...AAPL, consent: () => text("<html></html>", 404) });
    expect(await noCookie.result).toMatchObject({
      outcome: "provider_unreachable",
      reason: "cookie_missing",
    });
  });

  it("fails the whole provider when getcrumb refuses or answers something that is not a crumb", async () => {
    const refused = read({ ...AAPL, crumb: () => text("", 403, "text/plain") });
    expect(await refused.result).toMatchObject({
      outcome: "provider_unreachable",
      stage: "crumb",
      reason: "http_4xx",
    });
    const html = read({ ...AAPL, crumb: () => text(errorPage, 200) });
    expect(await html.result).toMatchObject({ outcome: "provider_unreachable", reason: "crumb_invalid" });
  });

  it("calls the provider unreachable when both reads fail in transport", async () => {
    const sessions = createSessionCache();
    const healthy = testClient(yahoo(AAPL), { maxRetries: 0 });
    await readEquity(CONFIG, "AAPL", { client: healthy.client, sessions });
    const refused = testClient(() => Promise.reject(new TypeError("connect ECONNREFUSED")), {
      maxRetries: 0,
    });
    expect(await readEquity(CONFIG, "AAPL", { client: refused.client, sessions })).toEqual({
      ok: false,
      outcome: "provider_unreachable",
      stage: "chart",
      reason: "network",
    });
  });
});

describe("readEquity: outcomes", () => {
  it("refuses an invalid ticker without a request", async () => {
    for (const ticker of ["^GSPC", "EURUSD=X", "", "A..B", "X".repeat(33)]) {
      const { result, requests } = read(AAPL, ticker);
      expect(await result).toEqual({
        ok: false,
        outcome: "invalid_ticker",
        stage: "ticker",
        reason: "malformed",
      });
      expect(requests).toHaveLength(0);
    }
  });

  it("answers unknown_equity when the provider does not know the symbol", async () => {
    expect(await read(AAPL, "ZZZZ").result).toEqual({
      ok: false,
      outcome: "unknown_equity",
      stage: "chart",
      reason: "not_found",
    });
  });

  it("answers not_an_equity for funds, indices and currencies", async () => {
    for (const type of ["ETF", "MUTUALFUND", "INDEX", "CURRENCY", "CRYPTOCURRENCY", "FUTURE"]) {
      const routes = { chart: { SPY: () => json(retyped(type)) }, summary: { SPY: () => json(summaryAapl) } };
      expect(await read(routes, "SPY").result, type).toEqual({
        ok: false,
        outcome: "not_an_equity",
        stage: "chart",
        reason: "instrument_type",
      });
    }
  });

  it("answers not_an_equity from quoteSummary's quote type when the chart fails", async () => {
    const index = structuredClone(summaryAapl);
    const [result] = index.quoteSummary.result;
    if (result) result.price.quoteType = "INDEX";
    const routes = { chart: { NDX: fail(503) }, summary: { NDX: () => json(index) } };
    expect(await read(routes, "NDX").result).toMatchObject({
      outcome: "not_an_equity",
      stage: "quote_summary",
    });
  });

  it("answers quote_unavailable when quoteSummary fails or its price module lacks a field", async () => {
    const down = read({ ...AAPL, summary: { AAPL: fail(503) } });
    expect(await down.result).toEqual({
      ok: false,
      outcome: "quote_unavailable",
      stage: "quote_summary",
      reason: "http_5xx",
    });
    const html = read({ ...AAPL, summary: { AAPL: () => text(errorPage, 200) } });
    expect(await html.result).toMatchObject({ outcome: "quote_unavailable", reason: "not_json" });
    const noPrevious = read({ ...AAPL, summary: { AAPL: () => json(summaryNoPrevious) } });
    expect(await noPrevious.result).toEqual({
      ok: false,
      outcome: "quote_unavailable",
      stage: "quote_summary",
      reason: "missing_field",
      detail: "price.regularMarketPreviousClose",
    });
  });

  it("answers history_unavailable for every broken chart", async () => {
    const cases: [Responder, string, string | undefined][] = [
      [fail(500), "http_5xx", undefined],
      [() => text(chartTruncated, 200, "application/json"), "not_json", undefined],
      [() => json(chartWrongTypes), "malformed", "chart.result.0.indicators.quote.0.close.0"],
      [() => json(chartMismatched), "malformed", "indicators.low"],
      [() => json(chartNullArrays), "no_sessions", undefined],
      [() => text(errorPage, 200), "not_json", undefined],
    ];
    for (const [responder, reason, detail] of cases) {
      const { result } = read({ ...AAPL, chart: { AAPL: responder } });
      expect(await result, reason).toEqual({
        ok: false,
        outcome: "history_unavailable",
        stage: "chart",
        reason,
        ...(detail === undefined ? {} : { detail }),
      });
    }
  });

  it("refuses a chart body over the size cap", async () => {
    const huge = JSON.stringify({ ...chartAapl, pad: "x".repeat(300_000) });
    const { result } = read({ ...AAPL, chart: { AAPL: () => text(huge, 200, "application/json") } }, "AAPL", {
      maxBodyBytes: 256 * 1024,
    });
    expect(await result).toMatchObject({ outcome: "history_unavailable", reason: "too_large" });
  });

  it("keeps the quote and history but drops the calendar when a calendar part is malformed", async () => {
    const badEvents = await read({ ...AAPL, chart: { AAPL: () => json(chartBadEvents) } }).result;
    expect(badEvents).toMatchObject({
      ok: true,
      calendar: null,
      calendar_failure: { stage: "chart", reason: "malformed", detail: "events.dividends.1793716200.amount" },
    });
    const badModule = await read({ ...AAPL, summary: { AAPL: () => json(summaryBadCalendar) } }).result;
    expect(badModule).toMatchObject({
      ok: true,
      calendar: null,
      calendar_failure: { stage: "quote_summary", reason: "malformed" },
    });
    expect(badModule.ok && badModule.equity.quote.price).toBe(271.62);
  });

  it("never carries upstream error text", async () => {
    for (const ticker of ["ZZZZ", "AAPL"]) {
      const routes = { ...AAPL, crumb: () => text("stale", 200, "text/plain") };
      const text_ = JSON.stringify(await read(routes, ticker).result);
      for (const upstream of ["Invalid Crumb", "delisted", "Not Found", "Unauthorized"]) {
        expect(text_).not.toContain(upstream);
      }
    }
  });

  it("maps every outcome to a problem type of the catalog", () => {
    expect(EQUITY_FAILURE_PROBLEM).toEqual({
      invalid_ticker: "invalid-ticker",
      not_an_equity: "not-an-equity",
      unknown_equity: "unknown-equity",
      quote_unavailable: "equity-source-unavailable",
      history_unavailable: "equity-history-unavailable",
      provider_unreachable: "pricefeed-unavailable",
    });
    const statuses = Object.values(EQUITY_FAILURE_PROBLEM).map((slug) => PROBLEM_CATALOG[slug].status);
    expect(statuses).toEqual([422, 422, 404, 503, 503, 503]);
  });
});
