/**
 * The factor models use completed sessions only. The theme contracts' closes are collected once an hour
 * (minute 7); between a collection and the next, the newest session must not enter the models with the
 * stock's price beside an older probability — neither while it still trades, nor between its 16:00 New
 * York close and the next collection. Driven through the factor read with the clock injected and the
 * upstream simulator pinned to the same instants.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../src/env.ts";
import type { PnlComparisonMember } from "../../src/factors/model-schemas.ts";
import { collectProxyCloses } from "../../src/factors/proxy-collection.ts";
import { readFactorStock } from "../../src/factors/read-stock.ts";
import type { FactorResponse } from "../../src/factors/response.ts";
import { simulatorHost } from "../support/simulator.ts";
import { factorScenario } from "./helpers.ts";

const HOST = "factor-completed-sessions";
/** One simulator serves the venues (closes) and the price provider, so one pinned clock drives both. */
const scenario = factorScenario(HOST);
const venues = simulatorHost(HOST);
const bindings = venues.bind({ ...env, ...scenario.bindings } as unknown as Bindings);

/** A Tuesday in New York standard time: its session closes at 16:00 New York = 21:00Z. */
const SESSION = "2026-11-24";
const PREVIOUS = "2026-11-23";
const at = (hhmmss: string) => Date.parse(`${SESSION}T${hhmmss}Z`);

async function collectAt(nowMs: number) {
  await venues.pinClock(nowMs);
  const report = await collectProxyCloses(bindings, { now: () => nowMs });
  expect(report.stored).toBe(report.contracts);
}

async function readAt(nowMs: number): Promise<FactorResponse> {
  await venues.pinClock(nowMs);
  const pending: Promise<unknown>[] = [];
  const result = await readFactorStock("AAPL", {
    env: bindings,
    snapshotMaxBytes: 8 * 1024 * 1024,
    cache: null,
    waitUntil: (work) => pending.push(work),
    now: () => nowMs,
    equityMemo: null,
  });
  await Promise.all(pending);
  if (!result.ok) throw new Error(`expected a body, got ${result.slug}`);
  return result.body;
}

const pnl = (body: FactorResponse) => body.pnl_comparison as PnlComparisonMember;
const sessionsOf = (body: FactorResponse) => pnl(body).series.map((row) => row.session_date);

let intraday: FactorResponse;
let afterClose: FactorResponse;
let collected: FactorResponse;

beforeAll(async () => {
  // 15:07 New York: the hourly collection reads every contract's history up to its 15:00 point.
  await collectAt(at("20:07:00"));
  intraday = await readAt(at("20:30:00"));
  afterClose = await readAt(at("21:03:00"));
  // 16:07 New York: the next collection has the 16:00 close of every contract.
  await collectAt(at("21:07:00"));
  collected = await readAt(at("21:08:00"));
  await venues.pinClock(null);
}, 180_000);

describe("the factor models use completed sessions only", () => {
  it("leave out the session still trading (its price is not a close)", () => {
    expect(intraday.equity.history.at(-1)?.session_date).toBe(SESSION);
    expect(pnl(intraday).status).toBe("AVAILABLE");
    expect(sessionsOf(intraday).at(-1)).toBe(PREVIOUS);
    expect(intraday.model_inputs).toEqual({
      last_session: PREVIOUS,
      equity_prices: { collected_at: "2026-11-24T20:30:00Z", last_session: PREVIOUS },
      theme_closes: { collected_at: "2026-11-24T20:07:00Z", last_session: PREVIOUS, series: 12 },
    });
  });

  it("leave out a closed session until its contract closes are collected, never pairing its close with the 15:00 probability", () => {
    expect(sessionsOf(afterClose).at(-1)).toBe(PREVIOUS);
    expect(afterClose.model_inputs).toEqual({
      last_session: PREVIOUS,
      equity_prices: { collected_at: "2026-11-24T21:03:00Z", last_session: SESSION },
      theme_closes: { collected_at: "2026-11-24T20:07:00Z", last_session: PREVIOUS, series: 12 },
    });
  });

  it("take the session in once the collection after its close has its contract closes", () => {
    expect(sessionsOf(collected).at(-1)).toBe(SESSION);
    expect(collected.model_inputs).toMatchObject({
      last_session: SESSION,
      theme_closes: { collected_at: "2026-11-24T21:07:00Z", last_session: SESSION },
    });
    // The earlier sessions were complete before: the answer between the close and the collection is
    // the same walk-forward, one session shorter — no row of it was computed from an older probability.
    const before = pnl(afterClose).series;
    expect(pnl(collected).series.slice(0, before.length)).toEqual(before);
    expect(pnl(collected).series).toHaveLength(before.length + 1);
  });
});
