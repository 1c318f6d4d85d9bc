/**
 * The calendar built from both adapters reading the simulator over HTTP. Expected values come from the
 * simulator's own schedules (equity-universe.ts) and its NYSE calendar (nyse-sessions.ts), a path
 * independent of the adapters and of the calendar rules.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { quarters, simEquity } from "../../../simulator/equity-universe.ts";
import { sessionOnOrAfter } from "../../../simulator/nyse-sessions.ts";
import {
  buildCompanyCalendar,
  type CompanyCalendar,
  filingsSince,
  markEarningsSessions,
} from "../../../src/domain/company-calendar/index.ts";
import { addCalendarDays } from "../../../src/domain/new-york-calendar.ts";
import { createTickerMapCache, edgarPacing, readCompanyFilings } from "../../../src/venues/edgar/index.ts";
import { createSessionCache, readEquity } from "../../../src/venues/equity/index.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { factorUpstreams } from "../../support/factor-upstreams.ts";

const NOW = Date.parse("2026-11-22T15:00:00Z");
const TODAY = "2026-11-22";
const sim = factorUpstreams("calendar-sources");

async function calendarFor(ticker: string) {
  const client = createHttpClient({
    sleep: async () => {},
    maxRetries: 0,
    minIntervalMsByHost: edgarPacing(sim.edgar),
  });
  const [equity, filings] = await Promise.all([
    readEquity(sim.equity, ticker, { client, sessions: createSessionCache() }),
    readCompanyFilings(sim.edgar, ticker, filingsSince(NOW), { client, tickerMaps: createTickerMapCache() }),
  ]);
  if (!equity.ok) throw new Error(`equity read failed: ${equity.outcome}`);
  const { history } = equity.equity;
  const calendar = buildCompanyCalendar({
    asOfMs: NOW,
    listing: equity.equity,
    provider: equity.calendar,
    filings: filings.ok ? filings : null,
    sessions: history.map((row) => row.session_date),
  });
  return { calendar, history: markEarningsSessions(history, calendar) };
}

/** The last four reported quarters of the simulator's schedule, newest first, with their reaction session. */
function expectedQuarters(ticker: string) {
  const equity = simEquity(ticker);
  if (!equity?.earnings) throw new Error("no schedule");
  const afterClose = equity.earnings.at[0] >= 16;
  return quarters(equity, TODAY)
    .filter((q) => q.releaseMs <= NOW)
    .slice(-4)
    .reverse()
    .map((q) => ({
      fiscal_quarter_end: q.quarterEnd,
      report_date: q.releaseDate,
      reaction_session: afterClose
        ? sessionOnOrAfter(addCalendarDays(q.releaseDate, 1), "nyse")
        : q.releaseDate,
    }));
}

const pick = (calendar: CompanyCalendar) =>
  calendar.past_earnings?.map(({ fiscal_quarter_end, report_date, reaction_session }) => ({
    fiscal_quarter_end,
    report_date,
    reaction_session,
  }));

beforeAll(async () => {
  await sim.reset();
  await sim.pinClock(NOW);
});

describe("company calendar from the simulated provider and filing system", () => {
  it("matches every quarter of after-close and before-open reporters to their release and reaction", async () => {
    for (const ticker of ["AAPL", "NVDA", "JPM", "KO", "IMO", "SIRI"]) {
      const { calendar } = await calendarFor(ticker);
      expect(calendar.status, ticker).toBe("AVAILABLE");
      expect(pick(calendar), ticker).toEqual(expectedQuarters(ticker));
    }
  });

  it("reads a wall-clock filer's 06:45 release as 06:45 New York time, not 02:45", async () => {
    const { calendar } = await calendarFor("JPM");
    for (const quarter of calendar.past_earnings ?? [])
      expect(quarter.sec_accepted_at).toMatch(/T06:45:\d{2}-0[45]:00$/);
  });

  it("keeps a release on the Monday after the November switch, at 15:30 EST, in its own session", async () => {
    const { calendar } = await calendarFor("MSFT");
    const [newest] = calendar.past_earnings ?? [];
    expect(newest).toMatchObject({
      fiscal_quarter_end: "2026-09-30",
      report_date: "2026-11-02",
      reaction_session: "2026-11-02",
    });
    expect(newest?.sec_accepted_at).toMatch(/^2026-11-02T15:30:\d{2}-05:00$/);
    expect(newest?.sec_filing_url).toMatch(
      /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/789019\/\d{18}\/msft-20261102\.htm$/,
    );
  });

  it("leaves a quarter without a release unmatched, keeping its EPS", async () => {
    const xom = (await calendarFor("XOM")).calendar;
    expect(xom.past_earnings?.map((q) => q.report_date === null)).toEqual([false, true, false, false]);
    expect(xom.past_earnings?.[1]).toMatchObject({ fiscal_quarter_end: "2026-06-30", sec_filing_url: null });
    expect(xom.past_earnings?.[1]?.eps_actual).toEqual(expect.any(Number));
    const brk = (await calendarFor("BRK-B")).calendar;
    expect(brk.past_earnings?.every((q) => q.report_date === null && q.eps_actual !== null)).toBe(true);
    expect(brk).toMatchObject({ status: "AVAILABLE", next_dividend: null, past_dividends: [] });
    expect(brk.company_events?.length).toBeGreaterThan(0);
  });

  it("gives an expected window, splits both ways, and the material events only", async () => {
    expect((await calendarFor("KO")).calendar.next_earnings?.window_end).toEqual(expect.any(String));
    expect((await calendarFor("NVDA")).calendar.splits).toMatchObject([{ ratio: 10 }]);
    expect((await calendarFor("SIRI")).calendar.splits).toMatchObject([{ ratio: 0.1 }]);
    const msft = (await calendarFor("MSFT")).calendar;
    const codes = new Set(msft.company_events?.flatMap((event) => event.items));
    expect([...codes].sort()).toEqual(["1.01", "5.02", "5.07", "8.01"]);
    expect(
      msft.company_events?.some((event) => event.items.includes("5.02") && event.items.length === 1),
    ).toBe(true);
  });

  it("flags exactly the reaction sessions inside the past window", async () => {
    const { calendar, history } = await calendarFor("AAPL");
    const expected = (calendar.past_earnings ?? [])
      .map((q) => q.reaction_session)
      .filter((session): session is string => session !== null && session >= calendar.window.past_start);
    expect(history.filter((row) => row.is_earnings_session).map((row) => row.session_date)).toEqual(
      [...expected].reverse(),
    );
  });

  it("is UNSUPPORTED_MARKET for the Tokyo listing", async () => {
    const { calendar, history } = await calendarFor("7203.T");
    expect(calendar).toMatchObject({
      status: "UNSUPPORTED_MARKET",
      past_earnings: null,
      company_events: null,
    });
    expect(history.some((row) => row.is_earnings_session)).toBe(false);
  });

  it("is PARTIAL without the filing system", async () => {
    await sim.fault("edgar", { mode: "down" });
    const { calendar } = await calendarFor("AAPL");
    await sim.reset();
    await sim.pinClock(NOW);
    expect(calendar).toMatchObject({
      status: "PARTIAL",
      reason: "SEC EDGAR data was unavailable.",
      past_earnings: null,
      company_events: null,
    });
    expect(calendar.next_earnings).not.toBeNull();
  });
});
