import { describe, expect, it } from "vitest";
import { SIM_EQUITIES } from "../../simulator/equity-universe.ts";
import { isSession } from "../../simulator/nyse-sessions.ts";
import { newYorkMinuteOfDay } from "../../src/domain/company-calendar/dates.ts";
import { newYorkDate } from "../../src/domain/new-york-calendar.ts";
import { get, pinned, post } from "./helpers.ts";

const NOW = Date.parse("2026-11-22T15:00:00Z");
const UA = { "user-agent": "pix tests ops@pix.example" };
type Json = Record<string, unknown>;

async function fetchJson<T = Json>(
  sim: ReturnType<typeof pinned>,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await sim.fetch(new Request(`http://sim.test${path}`, { headers }));
  return { status: res.status, body: (await res.json()) as T };
}

async function session(sim: ReturnType<typeof pinned>) {
  const consent = await get(sim, "/equity/consent");
  const cookie = (consent.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const crumb = await (
    await sim.fetch(new Request("http://sim.test/equity/query/v1/test/getcrumb", { headers: { cookie } }))
  ).text();
  return { consent, cookie, crumb };
}

const summaryPath = (symbol: string, crumb: string) =>
  `/equity/query/v10/finance/quoteSummary/${symbol}?modules=calendarEvents,earningsHistory,price&crumb=${encodeURIComponent(crumb)}`;
const chartPath = (symbol: string) =>
  `/equity/query/v8/finance/chart/${symbol}?range=2y&interval=1d&events=div%2Csplits`;

interface SummaryBody {
  quoteSummary: {
    result: {
      calendarEvents: { earnings: { isEarningsDateEstimate: boolean; earningsDate: { fmt: string }[] } };
      earningsHistory: {
        history: {
          period: string;
          epsActual: { raw: number };
          epsEstimate: { raw: number };
          surprisePercent: { raw: number };
        }[];
      };
      price: Json;
    }[];
  };
}

interface ChartBody {
  chart: {
    result: {
      meta: Record<string, unknown>;
      timestamp: number[];
      events?: {
        dividends?: Record<string, { amount: number }>;
        splits?: Record<string, { numerator: number; denominator: number }>;
      };
      indicators: { quote: { close: (number | null)[] }[] };
    }[];
  };
}

interface SubmissionsBody {
  filings: {
    recent: Record<string, unknown[]>;
    files: { name: string; filingCount: number; filingFrom: string; filingTo: string }[];
  };
}

describe("simulated price provider: the cookie-and-crumb flow", () => {
  it("sets a cookie on a 404 from the consent host and gives a crumb only with it", async () => {
    const sim = pinned({}, NOW);
    const { consent, cookie, crumb } = await session(sim);
    expect(consent.status).toBe(404);
    expect(cookie).toMatch(/^A3=d=SIM\d+$/);
    expect(crumb).toMatch(/^[0-9a-f]{5}\/[0-9a-f]{6}$/);
    const without = await fetchJson(sim, "/equity/query/v1/test/getcrumb");
    expect(without.status).toBe(401);
  });

  it("answers quoteSummary 401 'Invalid Crumb' without the cookie, without the crumb, or after a rotation", async () => {
    const sim = pinned({}, NOW);
    const { cookie, crumb } = await session(sim);
    const invalid = {
      finance: { result: null, error: { code: "Unauthorized", description: "Invalid Crumb" } },
    };
    expect(await fetchJson(sim, summaryPath("AAPL", crumb))).toMatchObject({ status: 401, body: invalid });
    expect(await fetchJson(sim, summaryPath("AAPL", "nope"), { cookie })).toMatchObject({ status: 401 });
    expect((await fetchJson(sim, summaryPath("AAPL", crumb), { cookie })).status).toBe(200);
    await post(sim, "/equity/_control/rotate-crumb", {});
    expect((await fetchJson(sim, summaryPath("AAPL", crumb), { cookie })).status).toBe(401);
    const fresh = await session(sim);
    expect((await fetchJson(sim, summaryPath("AAPL", fresh.crumb), { cookie: fresh.cookie })).status).toBe(
      200,
    );
  });
});

describe("simulated price provider: the symbols", () => {
  it("types every symbol as the universe says, and knows no other", async () => {
    const sim = pinned({}, NOW);
    for (const equity of SIM_EQUITIES) {
      const { status, body } = await fetchJson<ChartBody>(sim, chartPath(equity.symbol));
      expect(status, equity.symbol).toBe(200);
      const meta = body.chart.result[0]?.meta;
      expect(meta, equity.symbol).toMatchObject({
        symbol: equity.symbol,
        instrumentType: equity.instrumentType,
        exchangeName: equity.exchange,
        currency: equity.currency,
        exchangeTimezoneName: equity.zone.name,
      });
    }
    expect(await fetchJson(sim, chartPath("ZZZZ"))).toMatchObject({
      status: 404,
      body: { chart: { result: null, error: { code: "Not Found" } } },
    });
  });

  it("stamps two years of NYSE sessions at the 09:30 New York open, the same whatever the clock", async () => {
    const now = await fetchJson<ChartBody>(pinned({}, NOW), chartPath("JPM"));
    const later = await fetchJson<ChartBody>(pinned({}, NOW + 30 * 86_400_000), chartPath("JPM"));
    const result = now.body.chart.result[0];
    const resultLater = later.body.chart.result[0];
    if (!result || !resultLater) throw new Error("no chart");
    expect(result.timestamp.length).toBeGreaterThan(495);
    expect(result.timestamp.length).toBeLessThan(505);
    for (const seconds of result.timestamp) {
      expect(isSession(newYorkDate(seconds * 1000), "nyse")).toBe(true);
      expect(newYorkMinuteOfDay(seconds * 1000)).toBe(9 * 60 + 30);
    }
    const at = resultLater.timestamp.indexOf(result.timestamp.at(-1) ?? 0);
    expect(resultLater.indicators.quote[0]?.close[at]).toBe(result.indicators.quote[0]?.close.at(-1));
  });

  it("serves a forward and a reverse split, and dividends", async () => {
    const sim = pinned({}, NOW);
    const split = async (symbol: string) =>
      Object.values((await fetchJson(sim, chartPath(symbol))).body as unknown as ChartBody)[0]?.result[0]
        ?.events;
    expect(Object.values((await split("NVDA"))?.splits ?? {})).toMatchObject([
      { numerator: 10, denominator: 1 },
    ]);
    expect(Object.values((await split("SIRI"))?.splits ?? {})).toMatchObject([
      { numerator: 1, denominator: 10 },
    ]);
    expect(Object.keys((await split("AAPL"))?.dividends ?? {}).length).toBe(8);
    expect((await split("BRK-B"))?.dividends).toBeUndefined();
  });

  it("serves an expected earnings window, earnings history with fractional surprises, and a quote", async () => {
    const sim = pinned({}, NOW);
    const { cookie, crumb } = await session(sim);
    const ko = await fetchJson<SummaryBody>(sim, summaryPath("KO", crumb), { cookie });
    const [result] = ko.body.quoteSummary.result;
    if (!result) throw new Error("no result");
    expect(result.calendarEvents.earnings.isEarningsDateEstimate).toBe(true);
    expect(result.calendarEvents.earnings.earningsDate).toHaveLength(2);
    const history = result.earningsHistory.history;
    expect(history.map((row) => row.period)).toEqual(["-4q", "-3q", "-2q", "-1q"]);
    for (const row of history) {
      const { raw: actual } = row.epsActual;
      const { raw: estimate } = row.epsEstimate;
      expect(row.surprisePercent.raw).toBeCloseTo((actual - estimate) / estimate, 4);
    }
    expect(result.price).toMatchObject({ quoteType: "EQUITY", exchange: "NYQ", currency: "USD" });
  });
});

describe("simulated price provider: faults", () => {
  it("takes a fault down one endpoint for a count, then recovers", async () => {
    const sim = pinned({}, NOW);
    expect(
      (await post(sim, "/equity/_control/faults", { mode: "down", count: 1, endpoint: "chart" })).status,
    ).toBe(200);
    const { cookie, crumb } = await session(sim);
    expect((await fetchJson(sim, summaryPath("AAPL", crumb), { cookie })).status).toBe(200);
    const down = await get(sim, chartPath("AAPL"));
    expect(down.status).toBe(503);
    expect(down.headers.get("content-type")).toContain("text/html");
    expect((await get(sim, chartPath("AAPL"))).status).toBe(200);
  });

  it("corrupts answers: truncated JSON, numbers as strings, and refused crumbs", async () => {
    const sim = pinned({}, NOW);
    await post(sim, "/equity/_control/faults", { mode: "malformed", count: 1 });
    const truncated = await get(sim, chartPath("AAPL"));
    await expect(truncated.json()).rejects.toThrow();
    await post(sim, "/equity/_control/faults", { mode: "wrong_types", count: 1, endpoint: "chart" });
    const { body } = await fetchJson<ChartBody>(sim, chartPath("AAPL"));
    expect(typeof body.chart.result[0]?.timestamp[0]).toBe("string");
    const { cookie, crumb } = await session(sim);
    await post(sim, "/equity/_control/faults", { mode: "crumb_refused" });
    expect((await fetchJson(sim, summaryPath("AAPL", crumb), { cookie })).status).toBe(401);
    await post(sim, "/_control/reset", {});
    const fresh = await session(sim);
    expect((await fetchJson(sim, summaryPath("AAPL", fresh.crumb), { cookie: fresh.cookie })).status).toBe(
      200,
    );
  });

  it("holds a slow answer back", async () => {
    const sim = pinned({}, NOW);
    await post(sim, "/equity/_control/faults", { mode: "slow", delayMs: 120, count: 1 });
    const started = Date.now();
    expect((await get(sim, chartPath("AAPL"))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("refuses bad control requests", async () => {
    const sim = pinned({}, NOW);
    expect((await post(sim, "/equity/_control/faults", { mode: "explode" })).status).toBe(400);
    expect((await post(sim, "/equity/_control/faults", { mode: "down", endpoint: "files" })).status).toBe(
      400,
    );
    expect((await post(sim, "/edgar/_control/faults", { mode: "down", count: -1 })).status).toBe(400);
  });
});

describe("simulated filing system", () => {
  it("refuses requests without a User-Agent that names a contact", async () => {
    const sim = pinned({}, NOW);
    const res = await get(sim, "/edgar/www/files/company_tickers.json");
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Undeclared Automated Tool");
  });

  it("maps tickers to CIKs, share classes with '-'", async () => {
    const sim = pinned({}, NOW);
    const { body } = await fetchJson<Record<string, { cik_str: number; ticker: string }>>(
      sim,
      "/edgar/www/files/company_tickers.json",
      UA,
    );
    const entries = Object.values(body);
    expect(entries).toEqual(
      expect.arrayContaining([
        { cik_str: 320193, ticker: "AAPL", title: "Apple Inc." },
        { cik_str: 1067983, ticker: "BRK-B", title: "BERKSHIRE HATHAWAY INC" },
        { cik_str: 1067983, ticker: "BRK-A", title: "BERKSHIRE HATHAWAY INC" },
      ]),
    );
    expect(entries.some((entry) => entry.ticker === "7203.T")).toBe(false);
  });

  it("serves parallel arrays in the recent block and in every older page it lists", async () => {
    const sim = pinned({}, NOW);
    const { body } = await fetchJson<SubmissionsBody>(sim, "/edgar/data/submissions/CIK0000019617.json", UA);
    const { filings } = body;
    const lengths = (block: Record<string, unknown[]>) =>
      new Set(Object.values(block).map((column) => column.length));
    expect(lengths(filings.recent)).toEqual(new Set([80]));
    expect(filings.files.length).toBeGreaterThan(1);
    let previousFrom = String(filings.recent.filingDate?.at(-1));
    for (const file of filings.files) {
      const page = (await fetchJson(sim, `/edgar/data/submissions/${file.name}`, UA))
        .body as unknown as Record<string, string[]>;
      expect(lengths(page)).toEqual(new Set([file.filingCount]));
      expect(file.filingTo <= previousFrom).toBe(true);
      previousFrom = file.filingFrom;
    }
  });

  it("writes each filer's acceptance times in its own convention", async () => {
    const sim = pinned({}, NOW);
    const releases = async (cik: string) => {
      const { body } = await fetchJson<SubmissionsBody>(sim, `/edgar/data/submissions/CIK${cik}.json`, UA);
      const recent = body.filings.recent as Record<string, string[]>;
      return (recent.form ?? [])
        .map((form, i) => ({ form, items: recent.items?.[i], accepted: recent.acceptanceDateTime?.[i] }))
        .filter((row) => row.form === "8-K" && row.items?.startsWith("2.02"));
    };
    // JPM releases at 06:45 New York time and writes the wall clock; Apple at 16:30 and writes UTC.
    for (const row of await releases("0000019617")) expect(row.accepted).toMatch(/T06:45:\d{2}\.000Z$/);
    for (const row of await releases("0000320193")) expect(row.accepted).toMatch(/T2[01]:30:\d{2}\.000Z$/);
    expect(await releases("0001067983")).toEqual([]);
  });
});
