import { beforeEach, describe, expect, it } from "vitest";
import { createSessionCache, type EquityReadResult, readEquity } from "../../../src/venues/equity/index.ts";
import { createHttpClient, type FetchLike } from "../../../src/venues/http/client.ts";
import { factorUpstreams } from "../../support/factor-upstreams.ts";

// Sunday 22 November 2026: the last session is Friday the 20th.
const NOW = Date.parse("2026-11-22T15:00:00Z");
const sim = factorUpstreams("equity-adapter");

/** The real client over HTTP to the simulator, counting requests per path. */
function reader(options: { timeoutMs?: number } = {}) {
  const seen: string[] = [];
  const counting: FetchLike = (url, init) => {
    seen.push(new URL(url).pathname);
    return fetch(url, init);
  };
  const client = createHttpClient({
    fetch: counting,
    sleep: async () => {},
    minIntervalMs: 0,
    maxRetries: 0,
    ...options,
  });
  const sessions = createSessionCache();
  return {
    seen,
    read: (ticker: string): Promise<EquityReadResult> => readEquity(sim.equity, ticker, { client, sessions }),
  };
}

beforeEach(async () => {
  await sim.reset();
  await sim.pinClock(NOW);
});

describe("readEquity against the simulated provider over HTTP", () => {
  it("reads a Nasdaq equity: 400 sessions oldest first, exchange-local midnights, the quote at the close", async () => {
    const result = await reader().read("aapl");
    if (!result.ok) throw new Error(`read failed: ${result.outcome} ${result.reason}`);
    const { equity, calendar } = result;
    expect(equity).toMatchObject({
      ticker: "AAPL",
      name: "Apple Inc.",
      exchange_code: "NMS",
      exchange_name: "NasdaqGS",
      currency: "USD",
      timezone: "America/New_York",
    });
    const history = equity.history;
    expect(history).toHaveLength(400);
    expect(history.at(-1)?.session_date).toBe("2026-11-20");
    expect(history.at(-1)?.t).toBe("2026-11-20T00:00:00-05:00");
    expect(history.find((row) => row.session_date === "2026-07-01")?.t).toBe("2026-07-01T00:00:00-04:00");
    const dates = history.map((row) => row.session_date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates).not.toContain("2026-11-26"); // Thanksgiving is in the future; 3 July 2026 is a holiday:
    expect(dates).not.toContain("2026-07-03");
    // The quote: Friday's close at 16:00 EST, against Thursday's.
    expect(equity.quote.as_of).toBe("2026-11-20T21:00:00Z");
    expect(equity.quote.price).toBe(history.at(-1)?.close);
    expect(equity.quote.previous_close).toBe(history.at(-2)?.close);
    const { price, previous_close } = equity.quote;
    expect(equity.quote.change_percent).toBeCloseTo((price / previous_close - 1) * 100, 4);
    expect(equity.quote.market_cap).toBe(Math.round(price * 14_840_000_000));
    // Provider calendar: surprise in percent, four reported quarters, dividends from the chart.
    expect(calendar?.earnings_history).toHaveLength(4);
    for (const quarter of calendar?.earnings_history ?? []) {
      const { eps_actual, eps_estimate, surprise_percent } = quarter;
      if (eps_actual === null || eps_estimate === null || surprise_percent === null)
        throw new Error("missing EPS");
      expect(surprise_percent).toBeCloseTo(((eps_actual - eps_estimate) / eps_estimate) * 100, 2);
    }
    expect(calendar?.dividends.length).toBe(8);
  });

  it("reads a Tokyo listing on its own calendar", async () => {
    const result = await reader().read("7203.T");
    expect(result.ok && result.equity.currency).toBe("JPY");
    expect(result.ok && result.equity.history.at(-1)).toMatchObject({
      session_date: "2026-11-20",
      t: "2026-11-20T00:00:00+09:00",
    });
  });

  it("classifies the rest of the symbol set", async () => {
    const { read } = reader();
    for (const [ticker, outcome] of [
      ["SPY", "not_an_equity"],
      ["NDX", "not_an_equity"],
      ["EURUSD", "not_an_equity"],
      ["ZZZZ", "unknown_equity"],
      ["^GSPC", "invalid_ticker"],
      ["EURUSD=X", "invalid_ticker"],
    ] as const) {
      expect(await read(ticker), ticker).toMatchObject({ ok: false, outcome });
    }
    for (const ticker of ["MSFT", "NVDA", "JPM", "XOM", "KO", "BRK-B", "IMO", "SIRI"]) {
      expect((await read(ticker)).ok, ticker).toBe(true);
    }
  });
});

describe("readEquity against a failing simulated provider", () => {
  it("answers history_unavailable when only the chart is down, quote_unavailable when only quoteSummary is", async () => {
    await sim.fault("equity", { mode: "down", endpoint: "chart" });
    expect(await reader().read("AAPL")).toMatchObject({ outcome: "history_unavailable", reason: "http_5xx" });
    await sim.fault("equity", { mode: "down", endpoint: "quote_summary" });
    expect(await reader().read("AAPL")).toMatchObject({ outcome: "quote_unavailable", reason: "http_5xx" });
  });

  it("answers pricefeed unavailable when the whole provider is down or refuses crumbs", async () => {
    await sim.fault("equity", { mode: "down" });
    expect(await reader().read("AAPL")).toMatchObject({ outcome: "provider_unreachable", stage: "consent" });
    await sim.fault("equity", { mode: "crumb_refused" });
    const refused = reader();
    expect(await refused.read("AAPL")).toMatchObject({
      outcome: "provider_unreachable",
      reason: "crumb_refused",
    });
    expect(refused.seen.filter((path) => path.endsWith("/getcrumb"))).toHaveLength(2);
  });

  it("refreshes a stale session once and reads on", async () => {
    const { read, seen } = reader();
    expect((await read("AAPL")).ok).toBe(true);
    await sim.rotateCrumb();
    expect((await read("MSFT")).ok).toBe(true);
    expect(seen.filter((path) => path.endsWith("/getcrumb"))).toHaveLength(2);
    expect(seen.filter((path) => path.includes("/quoteSummary/"))).toHaveLength(3);
  });

  it("answers history_unavailable for a malformed chart and for one slower than the timeout", async () => {
    await sim.fault("equity", { mode: "malformed", endpoint: "chart" });
    expect(await reader().read("AAPL")).toMatchObject({ outcome: "history_unavailable", reason: "not_json" });
    await sim.fault("equity", { mode: "slow", endpoint: "chart", delayMs: 2_000 });
    expect(await reader({ timeoutMs: 300 }).read("AAPL")).toMatchObject({
      outcome: "history_unavailable",
      reason: "timeout",
    });
  });

  it("answers quote_unavailable when quoteSummary's numbers come back as strings", async () => {
    await sim.fault("equity", { mode: "wrong_types", endpoint: "quote_summary" });
    expect(await reader().read("AAPL")).toMatchObject({
      outcome: "quote_unavailable",
      stage: "quote_summary",
    });
  });
});
