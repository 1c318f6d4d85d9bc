import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CALENDAR_REASONS } from "../../src/domain/company-calendar/index.ts";
import type { Bindings } from "../../src/env.ts";
import type { FactorResponse } from "../../src/factors/response.ts";
import worker from "../../src/worker.ts";
import { BASE } from "../support/fetch.ts";
import { factorKey, factorScenario, getStock, STOCKS, stockBody } from "./helpers.ts";

const SECTIONS = [
  "next_earnings",
  "past_earnings",
  "next_dividend",
  "past_dividends",
  "splits",
  "company_events",
] as const;

function expectNoSection(calendar: FactorResponse["calendar"]) {
  for (const section of SECTIONS) expect(calendar[section], section).toBeNull();
}

function earningsSessions(body: FactorResponse): string[] {
  return body.equity.history.filter((row) => row.is_earnings_session).map((row) => row.session_date);
}

/** How many requests the source's armed fault still waits for (each request to the source takes one). */
async function faultRemaining(base: string, source: "equity" | "edgar"): Promise<number> {
  const state = (await (await fetch(`${base}/${source}/_control/state`)).json()) as {
    fault: { remaining: number | null } | null;
  };
  return state.fault?.remaining ?? 0;
}

describe("factor route: the company calendar and its statuses", () => {
  it("AVAILABLE for a U.S. primary listing, with both sources, and marks the reaction sessions", async () => {
    const sim = factorScenario("factors-cal-us");
    const body = await stockBody(await getStock("AAPL", await factorKey(), sim.bindings));
    const { calendar } = body;
    expect(calendar.status).toBe("AVAILABLE");
    expect(calendar.reason).toBeNull();
    expect(calendar.as_of).toBe(body.as_of);
    expect(calendar.next_earnings).not.toBeNull();
    expect(calendar.past_earnings).toHaveLength(4);
    expect(calendar.company_events?.length).toBeGreaterThan(0);
    for (const event of calendar.company_events ?? []) {
      expect(event.sec_filing_url).toMatch(/^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/320193\//);
    }
    // is_earnings_session is true exactly on the reaction sessions inside the past window.
    const reactions = (calendar.past_earnings ?? [])
      .map((quarter) => quarter.reaction_session)
      .filter((session): session is string => session !== null && session >= calendar.window.past_start);
    expect(reactions.length).toBeGreaterThan(0);
    expect(earningsSessions(body)).toEqual([...reactions].sort());
  });

  it("AVAILABLE on NYSE American (ASE) too", async () => {
    const sim = factorScenario("factors-cal-ase");
    const body = await stockBody(await getStock("IMO", await factorKey(), sim.bindings));
    expect(body.calendar.status).toBe("AVAILABLE");
  });

  it("UNSUPPORTED_MARKET for a listing outside the U.S., with no section", async () => {
    const sim = factorScenario("factors-cal-tokyo");
    const body = await stockBody(await getStock("7203.T", await factorKey(), sim.bindings));
    expect(body.calendar.status).toBe("UNSUPPORTED_MARKET");
    expect(body.calendar.reason).toBe(CALENDAR_REASONS.unsupported_market);
    expect(body.calendar.reason).toBe("Company calendar covers U.S. primary listings only.");
    expectNoSection(body.calendar);
    expect(earningsSessions(body)).toEqual([]);
    expect(body.equity).toMatchObject({ currency: "JPY", timezone: "Asia/Tokyo", exchange_code: "JPX" });
  });

  it("PARTIAL when the filing system fails: its sections null, the provider's kept", async () => {
    const sim = factorScenario("factors-cal-edgar-down");
    await sim.fault("edgar", { mode: "down" });
    const body = await stockBody(await getStock("AAPL", await factorKey(), sim.bindings));
    expect(body.calendar.status).toBe("PARTIAL");
    expect(body.calendar.reason).toBe("SEC EDGAR data was unavailable.");
    expect(body.calendar.company_events).toBeNull();
    expect(body.calendar.past_earnings).toBeNull();
    expect(body.calendar.next_earnings).not.toBeNull();
    expect(Array.isArray(body.calendar.past_dividends)).toBe(true);
    expect(Array.isArray(body.calendar.splits)).toBe(true);
    expect(earningsSessions(body)).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/Service Unavailable/);
  });

  it("PARTIAL when the filing system answers malformed submissions", async () => {
    const sim = factorScenario("factors-cal-edgar-malformed");
    await sim.fault("edgar", { mode: "malformed", endpoint: "submissions" });
    const body = await stockBody(await getStock("AAPL", await factorKey(), sim.bindings));
    expect(body.calendar.status).toBe("PARTIAL");
    expect(body.calendar.reason).toBe("SEC EDGAR data was unavailable.");
  });

  it("UNAVAILABLE when the calendar does not answer within 5 s; the late read still fills the cache", async () => {
    const sim = factorScenario("factors-cal-edgar-slow");
    await sim.fault("edgar", { mode: "slow", endpoint: "submissions", delayMs: 6_500, count: 1 });
    const key = await factorKey();
    const ctx = createExecutionContext();
    const started = Date.now();
    const res = await worker.fetch(
      new Request(`${BASE}${STOCKS}/AAPL`, { headers: { "X-API-Key": key } }),
      { ...env, ...sim.bindings } as Bindings,
      ctx,
    );
    const answeredAfter = Date.now() - started;
    const body = await stockBody(res);
    expect(body.calendar.status).toBe("UNAVAILABLE");
    expect(body.calendar.reason).toBe("Company calendar did not respond within the time budget.");
    expectNoSection(body.calendar);
    expect(earningsSessions(body)).toEqual([]);
    expect(answeredAfter).toBeGreaterThanOrEqual(5_000);
    expect(answeredAfter).toBeLessThan(6_500);
    // The filings read goes on in the background and is cached: the next request needs no filing read.
    await waitOnExecutionContext(ctx);
    await sim.fault("edgar", { mode: "down" });
    const next = await stockBody(await getStock("AAPL", key, sim.bindings));
    expect(next.calendar.status).toBe("AVAILABLE");
  }, 20_000);

  it("keeps filings for 24 h: an EDGAR outage after a read changes nothing", async () => {
    const sim = factorScenario("factors-cal-cache");
    const key = await factorKey();
    const first = await stockBody(await getStock("MSFT", key, sim.bindings));
    expect(first.calendar.status).toBe("AVAILABLE");
    await sim.fault("edgar", { mode: "down", count: 1 });
    const second = await stockBody(await getStock("MSFT", key, sim.bindings));
    expect(second.calendar.status).toBe("AVAILABLE");
    expect(second.calendar.company_events).toEqual(first.calendar.company_events);
    expect(second.calendar.past_earnings).toEqual(first.calendar.past_earnings);
    expect(await faultRemaining(sim.base, "edgar")).toBe(1);
  });

  it("UNAVAILABLE when switched off (COMPANY_CALENDAR=disabled), without a filing read", async () => {
    const sim = factorScenario("factors-cal-disabled");
    await sim.fault("edgar", { mode: "down", count: 1 });
    const res = await getStock("AAPL", await factorKey(), { ...sim.bindings, COMPANY_CALENDAR: "disabled" });
    const body = await stockBody(res);
    expect(body.calendar.status).toBe("UNAVAILABLE");
    expect(body.calendar.reason).toBe("Company calendar is disabled.");
    expectNoSection(body.calendar);
    expect(await faultRemaining(sim.base, "edgar")).toBe(1);
  });

  it("BRK-B: AVAILABLE although it files no earnings release (quarters keep EPS, filing fields null)", async () => {
    const sim = factorScenario("factors-cal-brk");
    const body = await stockBody(await getStock("BRK-B", await factorKey(), sim.bindings));
    expect(body.calendar.status).toBe("AVAILABLE");
    for (const quarter of body.calendar.past_earnings ?? []) {
      expect(quarter.report_date).toBeNull();
      expect(quarter.sec_filing_url).toBeNull();
    }
    expect(earningsSessions(body)).toEqual([]);
  });
});
