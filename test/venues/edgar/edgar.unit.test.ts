import { describe, expect, it } from "vitest";
import {
  createTickerMapCache,
  type EdgarConfig,
  edgarPacing,
  primaryDocumentUrl,
  readCompanyFilings,
} from "../../../src/venues/edgar/index.ts";
import olderPage from "../../fixtures/upstreams/edgar/CIK0000320193-submissions-001.json";
import tickers from "../../fixtures/upstreams/edgar/company_tickers.json";
import forbidden from "../../fixtures/upstreams/edgar/sec-403.html?raw";
import jpm from "../../fixtures/upstreams/edgar/submissions-CIK0000019617.json";
import apple from "../../fixtures/upstreams/edgar/submissions-CIK0000320193.json";
import mismatched from "../../fixtures/upstreams/edgar/submissions-mismatched-arrays.json";
import nullArrays from "../../fixtures/upstreams/edgar/submissions-null-arrays.json";
import truncated from "../../fixtures/upstreams/edgar/submissions-truncated.txt?raw";
import wrongTypes from "../../fixtures/upstreams/edgar/submissions-wrong-types.json";
import { json, type Responder, testClient, text } from "../../support/fake-upstream.ts";

const CONFIG: EdgarConfig = {
  wwwBaseUrl: "https://www.sec.test",
  dataBaseUrl: "https://data.sec.test",
  userAgent: "pix research admin@pix.example",
};
const SINCE = "2025-08-29";

type Routes = Record<string, Responder>;

/** EDGAR as the fixtures record it: 403 without a User-Agent, like the real hosts. */
function edgar(routes: Routes = {}): Responder {
  const all: Routes = {
    "/files/company_tickers.json": () => json(tickers),
    "/submissions/CIK0000320193.json": () => json(apple),
    "/submissions/CIK0000320193-submissions-001.json": () => json(olderPage),
    "/submissions/CIK0000019617.json": () => json(jpm),
    ...routes,
  };
  return (request) => {
    if (!request.headers.get("user-agent")?.includes("@")) return text(forbidden, 403);
    return (all[request.url.pathname] ?? (() => text("<html>Not Found</html>", 404)))(request);
  };
}

function read(ticker: string, routes: Routes = {}, config: EdgarConfig = CONFIG, since = SINCE) {
  const { client, requests, clock } = testClient(edgar(routes), { maxRetries: 0 });
  const tickerMaps = createTickerMapCache();
  return {
    requests,
    clock,
    client,
    tickerMaps,
    result: readCompanyFilings(config, ticker, since, { client, tickerMaps }),
  };
}

describe("readCompanyFilings", () => {
  it("finds the CIK, reads recent filings and the older page the window needs", async () => {
    const { result, requests } = read("AAPL");
    const filings = await result;
    if (!filings.ok) throw new Error(`read failed: ${filings.reason}`);
    expect(requests.map((request) => request.url.href)).toEqual([
      "https://www.sec.test/files/company_tickers.json",
      "https://data.sec.test/submissions/CIK0000320193.json",
      "https://data.sec.test/submissions/CIK0000320193-submissions-001.json",
    ]);
    for (const request of requests) expect(request.headers.get("user-agent")).toBe(CONFIG.userAgent);
    expect(filings).toMatchObject({
      cik: "0000320193",
      company_name: "Apple Inc.",
      acceptance_clock: "utc",
      pages_read: 2,
    });
    // Current reports filed on or after SINCE only; Form 4, 10-K and the July 2025 release are left out.
    expect(filings.filings.map((filing) => [filing.accession_number, filing.form])).toEqual([
      ["0000320193-26-000105", "8-K"],
      ["0000320193-26-000090", "8-K"],
      ["0000320193-26-000081", "8-K"],
      ["0000320193-26-000060", "8-K/A"],
      ["0000320193-26-000055", "8-K"],
      ["0000320193-26-000031", "8-K"],
      ["0000320193-26-000008", "8-K"],
      ["0000320193-26-000004", "8-K/A"],
      ["0000320193-25-000123", "8-K"],
      ["0000320193-25-000110", "8-K"],
    ]);
    expect(filings.filings[0]).toEqual({
      accession_number: "0000320193-26-000105",
      form: "8-K",
      filing_date: "2026-10-30",
      report_date: "2026-10-30",
      accepted_at_ms: Date.parse("2026-10-30T20:30:37Z"),
      items: ["2.02", "9.01"],
      document_url: "https://www.sec.gov/Archives/edgar/data/320193/000032019326000105/aapl-20261030.htm",
    });
  });

  it("reads no older page when the recent block already reaches back far enough", async () => {
    const { result, requests } = read("AAPL", {}, CONFIG, "2026-01-01");
    expect(await result).toMatchObject({ ok: true, pages_read: 1 });
    expect(requests).toHaveLength(2);
  });

  it("reads at most maxFilesPages older pages", async () => {
    const { result, requests } = read("AAPL", {}, { ...CONFIG, maxFilesPages: 0 });
    expect(await result).toMatchObject({ ok: true, pages_read: 1 });
    expect(requests).toHaveLength(2);
  });

  it("reads a wall-clock filer's acceptance times in New York time", async () => {
    const filings = await read("JPM").result;
    if (!filings.ok) throw new Error("read failed");
    expect(filings.acceptance_clock).toBe("new_york_wall_clock");
    expect(filings.filings.map((filing) => [filing.report_date, filing.accepted_at_ms])).toEqual([
      ["2026-10-14", Date.parse("2026-10-14T10:47:12Z")],
      ["2026-09-16", Date.parse("2026-09-16T20:15:00Z")],
      ["2026-07-15", Date.parse("2026-07-15T10:45:31Z")],
    ]);
  });

  it("matches share classes written with '-', in any case", async () => {
    const { result, requests } = read("brk-b", { "/submissions/CIK0001067983.json": () => json(jpm) });
    expect(await result).toMatchObject({ ok: true, cik: "0001067983" });
    expect(requests[1]?.url.pathname).toBe("/submissions/CIK0001067983.json");
  });

  it("skips malformed ticker-map entries and reports a ticker it does not list", async () => {
    for (const ticker of ["XOM", "NOCIK", "ZZZZ"]) {
      const { result, requests } = read(ticker);
      expect(await result, ticker).toEqual({ ok: false, stage: "ticker_map", reason: "not_in_ticker_map" });
      expect(requests).toHaveLength(1);
    }
  });

  it("refuses to call EDGAR without a User-Agent", async () => {
    for (const userAgent of ["", "   "]) {
      const { result, requests } = read("AAPL", {}, { ...CONFIG, userAgent });
      expect(await result).toEqual({ ok: false, stage: "configuration", reason: "user_agent_missing" });
      expect(requests).toHaveLength(0);
    }
  });

  it("reports EDGAR's 403 page as a failure of the stage that met it", async () => {
    const { result } = read("AAPL", {}, { ...CONFIG, userAgent: "pix without contact" });
    expect(await result).toEqual({ ok: false, stage: "ticker_map", reason: "http_4xx" });
  });

  it("fails on hostile submissions: mismatched, wrong-typed, null and truncated arrays", async () => {
    const cases: [Responder, string, string | undefined][] = [
      [() => json(mismatched), "malformed", "form"],
      [() => json(wrongTypes), "invalid_shape", "filings.recent.filingDate.0"],
      [() => json(nullArrays), "invalid_shape", "filings.recent.acceptanceDateTime"],
      [() => text(truncated, 200, "application/json"), "not_json", undefined],
      [() => text(forbidden, 503), "http_5xx", undefined],
    ];
    for (const [responder, reason, detail] of cases) {
      const { result } = read("AAPL", { "/submissions/CIK0000320193.json": responder });
      expect(await result, reason).toEqual({
        ok: false,
        stage: "submissions",
        reason,
        ...(detail === undefined ? {} : { detail }),
      });
    }
  });

  it("fails when an older page the window needs cannot be read", async () => {
    const { result } = read("AAPL", {
      "/submissions/CIK0000320193-submissions-001.json": () => text("", 500),
    });
    expect(await result).toEqual({ ok: false, stage: "files", reason: "http_5xx" });
  });

  it("reuses the ticker map within its TTL", async () => {
    const { client, requests, clock } = testClient(edgar(), { maxRetries: 0 });
    const tickerMaps = createTickerMapCache();
    const config = { ...CONFIG, tickerMapTtlMs: 60_000 };
    await readCompanyFilings(config, "AAPL", "2026-01-01", { client, tickerMaps });
    await readCompanyFilings(config, "JPM", "2026-01-01", { client, tickerMaps });
    expect(requests.filter((r) => r.url.pathname.endsWith("company_tickers.json"))).toHaveLength(1);
    await clock.sleep(61_000);
    await readCompanyFilings(config, "JPM", "2026-01-01", { client, tickerMaps });
    expect(requests.filter((r) => r.url.pathname.endsWith("company_tickers.json"))).toHaveLength(2);
  });
});

describe("EDGAR request rate", () => {
  it("splits 10 requests per second between the configured hosts", () => {
    expect(edgarPacing(CONFIG)).toEqual({ "www.sec.test": 200, "data.sec.test": 200 });
    expect(edgarPacing({ ...CONFIG, dataBaseUrl: "https://www.sec.test/data" })).toEqual({
      "www.sec.test": 100,
    });
  });

  it("never starts more than 10 requests in any second across both hosts", async () => {
    const starts: number[] = [];
    const { client, clock } = testClient(
      (request) => {
        starts.push(clock.now());
        return edgar()(request);
      },
      { maxRetries: 0, minIntervalMsByHost: edgarPacing(CONFIG) },
    );
    for (let i = 0; i < 12; i++) {
      await readCompanyFilings(CONFIG, "AAPL", SINCE, { client, tickerMaps: createTickerMapCache() });
    }
    expect(starts.length).toBe(36);
    for (const start of starts) {
      expect(starts.filter((t) => t >= start && t < start + 1000).length).toBeLessThanOrEqual(10);
    }
  });
});

describe("primaryDocumentUrl", () => {
  it("uses the CIK as an integer and the accession number without dashes", () => {
    expect(primaryDocumentUrl("0000320193", "0000320193-26-000105", "aapl-20261030.htm")).toBe(
      "https://www.sec.gov/Archives/edgar/data/320193/000032019326000105/aapl-20261030.htm",
    );
  });
});
