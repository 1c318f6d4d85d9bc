import { beforeEach, describe, expect, it } from "vitest";
import { newYorkTimestamp } from "../../../src/domain/company-calendar/dates.ts";
import { filingsSince } from "../../../src/domain/company-calendar/index.ts";
import { createTickerMapCache, edgarPacing, readCompanyFilings } from "../../../src/venues/edgar/index.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { factorUpstreams } from "../../support/factor-upstreams.ts";

const NOW = Date.parse("2026-11-22T15:00:00Z");
const SINCE = filingsSince(NOW);
const sim = factorUpstreams("edgar-adapter");

function read(ticker: string, config = sim.edgar) {
  const client = createHttpClient({
    sleep: async () => {},
    maxRetries: 0,
    minIntervalMsByHost: edgarPacing(config),
  });
  return readCompanyFilings(config, ticker, SINCE, { client, tickerMaps: createTickerMapCache() });
}

beforeEach(async () => {
  await sim.reset();
  await sim.pinClock(NOW);
});

describe("readCompanyFilings against the simulated filing system over HTTP", () => {
  it("needs 450 days of filings", () => {
    expect(SINCE).toBe("2025-08-29");
  });

  it("reads a UTC filer from its recent block alone", async () => {
    const result = await read("AAPL");
    if (!result.ok) throw new Error(`read failed: ${result.reason}`);
    expect(result).toMatchObject({ cik: "0000320193", acceptance_clock: "utc", pages_read: 1 });
    const release = result.filings.find((f) => f.report_date === "2026-10-30" && f.items.includes("2.02"));
    expect(
      release?.accepted_at_ms === undefined || release.accepted_at_ms === null
        ? null
        : newYorkTimestamp(release.accepted_at_ms),
    ).toMatch(/^2026-10-30T16:30:\d{2}-04:00$/);
    expect(result.filings.every((f) => f.form === "8-K" || f.form === "8-K/A")).toBe(true);
    expect(result.filings.every((f) => (f.filing_date ?? "") >= SINCE)).toBe(true);
  });

  it("reads a busy wall-clock filer through its older pages", async () => {
    const result = await read("JPM");
    if (!result.ok) throw new Error(`read failed: ${result.reason}`);
    expect(result).toMatchObject({
      cik: "0000019617",
      acceptance_clock: "new_york_wall_clock",
      pages_read: 3,
    });
    const releases = result.filings.filter((f) => f.form === "8-K" && f.items.includes("2.02"));
    expect(releases.length).toBeGreaterThanOrEqual(5);
    for (const release of releases) {
      expect(newYorkTimestamp(release.accepted_at_ms ?? 0)).toMatch(/T06:45:\d{2}-0[45]:00$/);
    }
    const oldest = result.filings.at(-1)?.filing_date ?? "";
    expect(oldest >= SINCE && oldest < "2025-10-01").toBe(true);
  });

  it("finds a share class by its '-' ticker", async () => {
    expect(await read("BRK-B")).toMatchObject({ ok: true, cik: "0001067983" });
  });

  it("reports a company the ticker map does not list, and a missing User-Agent", async () => {
    expect(await read("7203.T")).toEqual({ ok: false, stage: "ticker_map", reason: "not_in_ticker_map" });
    expect(await read("AAPL", { ...sim.edgar, userAgent: "" })).toEqual({
      ok: false,
      stage: "configuration",
      reason: "user_agent_missing",
    });
    expect(await read("AAPL", { ...sim.edgar, userAgent: "pix without a contact" })).toEqual({
      ok: false,
      stage: "ticker_map",
      reason: "http_4xx",
    });
  });

  it("fails with the stage that broke", async () => {
    await sim.fault("edgar", { mode: "down" });
    expect(await read("AAPL")).toMatchObject({ ok: false, stage: "ticker_map", reason: "http_5xx" });
    await sim.fault("edgar", { mode: "malformed", endpoint: "submissions" });
    expect(await read("AAPL")).toMatchObject({ ok: false, stage: "submissions", reason: "not_json" });
    await sim.fault("edgar", { mode: "malformed", endpoint: "files" });
    expect(await read("JPM")).toMatchObject({ ok: false, stage: "files", reason: "not_json" });
    // CIKs written as strings break every ticker-map entry.
    await sim.fault("edgar", { mode: "wrong_types", endpoint: "tickers" });
    expect(await read("AAPL")).toMatchObject({ ok: false, stage: "ticker_map", reason: "malformed" });
  });
});
