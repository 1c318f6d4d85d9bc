/**
 * The venues' resolution capability: Kalshi's status/result/settlement fields and Gamma's closed/UMA
 * stages/payouts read into one shape, on the venues' payload shapes (written for pix in their style),
 * hostile ones (missing fields, words pix does not know: kept, never dropped), and end to end against the
 * simulator's resolution calendar.
 */
import { describe, expect, it } from "vitest";
import { createSimulator } from "../../../simulator/handler.ts";
import type { Bindings } from "../../../src/env.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { normalizeKalshiResolution } from "../../../src/venues/kalshi/resolutions.ts";
import { normalizeGammaResolution } from "../../../src/venues/polymarket/resolutions.ts";
import { venue } from "../../../src/venues/registry.ts";
import { instantText, unitDecimal } from "../../../src/venues/shared/resolution.ts";

/** A real venue's resolutions capability (every real venue has one). */
function resolutionsOf(id: "kalshi" | "polymarket") {
  const resolutions = venue(id).resolutions;
  if (resolutions === null) throw new Error(`${id} has no resolutions capability`);
  return resolutions;
}

const kalshi = (fields: Record<string, unknown>) => ({
  ticker: "KXFEDDECISION-26DEC-H0",
  event_ticker: "KXFEDDECISION-26DEC",
  close_time: "2026-12-10T19:00:00Z",
  ...fields,
});
const gamma = (fields: Record<string, unknown>) => ({
  id: "516710",
  question: "Will the Fed cut rates in December?",
  outcomes: '["Yes", "No"]',
  closedTime: "2026-12-10 19:00:05+00",
  endDate: "2026-12-10T19:00:00Z",
  ...fields,
});
const ok = <T>(read: { ok: true; value: T } | { ok: false }) => {
  if (!read.ok) throw new Error(`not read: ${JSON.stringify(read)}`);
  return read.value;
};

describe("Kalshi resolutions", () => {
  it("reads each stage from active to finalized with the venue's words", () => {
    expect(ok(normalizeKalshiResolution(kalshi({ status: "active", result: "" }))).status).toBe("open");
    const closed = ok(normalizeKalshiResolution(kalshi({ status: "closed", result: "" })));
    expect([closed.status, closed.result, closed.settlement_value, closed.venue_result]).toEqual([
      "closed",
      null,
      null,
      null,
    ]);
    const determined = ok(
      normalizeKalshiResolution(
        kalshi({ status: "determined", result: "yes", settlement_value_dollars: "1.0000" }),
      ),
    );
    expect([
      determined.status,
      determined.result,
      determined.settlement_value,
      determined.settled_at,
    ]).toEqual(["determined", "yes", "1.0000", null]);
    const settled = ok(
      normalizeKalshiResolution(
        kalshi({ status: "finalized", result: "no", settlement_ts: "2026-12-10T21:14:00.000Z" }),
      ),
    );
    expect(settled).toMatchObject({
      status: "settled",
      result: "no",
      settlement_value: "0",
      close_time: "2026-12-10T19:00:00Z",
      settled_at: "2026-12-10T21:14:00Z",
      venue_status: "finalized",
      venue_result: "no",
    });
    expect(settled.source).toMatchObject({
      status: "finalized",
      result: "no",
      settlement_value_dollars: null,
    });
  });

  it("reads a void, an amended result and a dispute as outcomes", () => {
    const voided = ok(normalizeKalshiResolution(kalshi({ status: "finalized", result: "void" })));
    expect([voided.status, voided.result]).toEqual(["voided", "void"]);
    const amended = ok(
      normalizeKalshiResolution(
        kalshi({ status: "amended", result: "no", settlement_value_dollars: "0.0000" }),
      ),
    );
    expect([amended.status, amended.result, amended.venue_status]).toEqual(["determined", "no", "amended"]);
    const disputed = ok(normalizeKalshiResolution(kalshi({ status: "disputed", result: "yes" })));
    // A disputed outcome is not reported as the result; the venue's word stays.
    expect([disputed.status, disputed.result, disputed.venue_result]).toEqual(["disputed", null, "yes"]);
    const scalar = ok(
      normalizeKalshiResolution(
        kalshi({ status: "finalized", result: "scalar", settlement_value_dollars: "0.37" }),
      ),
    );
    expect([scalar.status, scalar.result, scalar.settlement_value]).toEqual(["settled", "scalar", "0.37"]);
  });

  it("keeps words it does not know as unknown, and refuses only what has no ticker or status", () => {
    const newStatus = ok(normalizeKalshiResolution(kalshi({ status: "under_review", result: "" })));
    expect([newStatus.status, newStatus.venue_status]).toEqual(["unknown", "under_review"]);
    const newResult = ok(normalizeKalshiResolution(kalshi({ status: "finalized", result: "all_no" })));
    expect([newResult.status, newResult.result, newResult.venue_result]).toEqual(["unknown", null, "all_no"]);
    const noResult = ok(normalizeKalshiResolution(kalshi({ status: "finalized" })));
    expect([noResult.status, noResult.venue_status]).toEqual(["unknown", "finalized"]);
    const badValue = ok(
      normalizeKalshiResolution(
        kalshi({ status: "finalized", result: "yes", settlement_value_dollars: "1.5" }),
      ),
    );
    expect([badValue.status, badValue.source.settlement_value_dollars]).toEqual(["unknown", "1.5"]);
    // Missing optional fields are fine; a missing status or ticker is a failure, never a throw.
    const bare = ok(normalizeKalshiResolution({ ticker: "KXA-1", status: "closed" }));
    expect([bare.status, bare.close_time]).toEqual(["closed", null]);
    const noStatus = normalizeKalshiResolution({ ticker: "KXA-1" });
    expect(noStatus).toMatchObject({ ok: false, failure: { market_id: "KXA-1", reason: "invalid_market" } });
    expect(normalizeKalshiResolution(null)).toMatchObject({
      ok: false,
      failure: { reason: "invalid_market" },
    });
    expect(normalizeKalshiResolution({ status: 7 })).toMatchObject({ ok: false });
  });
});

describe("Gamma resolutions", () => {
  it("reads the UMA stages through to the payouts", () => {
    expect(
      ok(normalizeGammaResolution(gamma({ closed: false, outcomePrices: '["0.62","0.38"]' }))).status,
    ).toBe("open");
    const closed = ok(normalizeGammaResolution(gamma({ closed: true, outcomePrices: '["0.62","0.38"]' })));
    expect([closed.status, closed.venue_status, closed.close_time]).toEqual([
      "closed",
      "closed",
      "2026-12-10T19:00:05Z",
    ]);
    const proposed = ok(
      normalizeGammaResolution(
        gamma({ closed: true, umaResolutionStatus: "proposed", umaResolutionStatuses: '["proposed"]' }),
      ),
    );
    expect([proposed.status, proposed.result]).toEqual(["proposed", null]);
    const disputed = ok(
      normalizeGammaResolution(
        gamma({
          closed: true,
          umaResolutionStatus: "disputed",
          umaResolutionStatuses: '["proposed","disputed"]',
        }),
      ),
    );
    expect([disputed.status, disputed.source.umaResolutionStatuses]).toEqual([
      "disputed",
      '["proposed","disputed"]',
    ]);
    const resolved = ok(
      normalizeGammaResolution(
        gamma({
          closed: true,
          outcomePrices: '["0", "1"]',
          umaResolutionStatus: "resolved",
          umaEndDate: "2026-12-11T19:02:11.000Z",
        }),
      ),
    );
    expect(resolved).toMatchObject({
      status: "settled",
      result: "no",
      settlement_value: "0",
      settled_at: "2026-12-11T19:02:11Z",
      venue_status: "resolved",
      venue_result: '["0", "1"]',
    });
    const even = ok(
      normalizeGammaResolution(
        gamma({ closed: true, outcomePrices: '["0.5","0.5"]', umaResolutionStatus: "resolved" }),
      ),
    );
    expect([even.status, even.result, even.settlement_value]).toEqual(["voided", "void", "0.5"]);
    // Resolved before Gamma kept the oracle's stages: exact payouts alone.
    const older = ok(normalizeGammaResolution(gamma({ closed: true, outcomePrices: '["1","0"]' })));
    expect([older.status, older.result]).toEqual(["settled", "yes"]);
  });

  it("keeps stages and payouts it does not read as unknown, and refuses what it cannot key", () => {
    const stage = ok(normalizeGammaResolution(gamma({ closed: true, umaResolutionStatus: "challenged" })));
    expect([stage.status, stage.venue_status]).toEqual(["unknown", "challenged"]);
    const payouts = ok(
      normalizeGammaResolution(
        gamma({ closed: true, outcomePrices: '["0.7","0.3"]', umaResolutionStatus: "resolved" }),
      ),
    );
    expect([payouts.status, payouts.result, payouts.venue_result]).toEqual([
      "unknown",
      null,
      '["0.7","0.3"]',
    ]);
    const bare = ok(normalizeGammaResolution({ id: "9", closed: true, outcomes: '["Yes","No"]' }));
    expect([bare.status, bare.close_time]).toEqual(["closed", null]);
    expect(normalizeGammaResolution({ id: "9", outcomes: '["Yes","No"]' })).toMatchObject({
      ok: false,
      failure: { market_id: "9", reason: "invalid_market" },
    });
    expect(normalizeGammaResolution(gamma({ closed: true, outcomes: "not json" }))).toMatchObject({
      ok: false,
      failure: { reason: "invalid_outcomes" },
    });
    expect(normalizeGammaResolution([])).toMatchObject({ ok: false });
  });
});

describe("the market's event and category", () => {
  it("reads Kalshi's event ticker, and no category or exclusivity (Kalshi states them on the event)", () => {
    const read = ok(normalizeKalshiResolution(kalshi({ status: "finalized", result: "no" })));
    expect([read.event_id, read.event_exclusive, read.category]).toEqual(["KXFEDDECISION-26DEC", null, null]);
    const bare = ok(normalizeKalshiResolution({ ticker: "KXA-1", status: "closed" }));
    expect(bare.event_id).toBeNull();
  });

  it("reads Gamma's first event, its negRisk and the market's category, else the event's", () => {
    const market = gamma({
      closed: true,
      negRisk: true,
      category: "Economics",
      events: [{ id: "90311", category: "Macro" }, { id: "90312" }],
    });
    const read = ok(normalizeGammaResolution(market));
    expect([read.event_id, read.event_exclusive, read.category]).toEqual(["90311", true, "Economics"]);
    const fromEvent = ok(
      normalizeGammaResolution(
        gamma({ closed: true, negRisk: false, events: [{ id: 90313, category: "Macro" }] }),
      ),
    );
    expect([fromEvent.event_id, fromEvent.event_exclusive, fromEvent.category]).toEqual([
      "90313",
      false,
      "Macro",
    ]);
    const none = ok(normalizeGammaResolution(gamma({ closed: true, category: "  " })));
    expect([none.event_id, none.event_exclusive, none.category]).toEqual([null, null, null]);
    // Hostile groupings read as null; the resolution is kept all the same.
    const hostile = ok(
      normalizeGammaResolution(
        gamma({ closed: true, negRisk: "yes", category: "x".repeat(300), events: { id: "1" } }),
      ),
    );
    expect([hostile.status, hostile.event_id, hostile.event_exclusive, hostile.category]).toEqual([
      "closed",
      null,
      null,
      null,
    ]);
  });
});

describe("the shared readings", () => {
  it("reads both venues' time forms and exact unit decimals", () => {
    expect(instantText("2026-05-07 12:05:00+00")).toBe("2026-05-07T12:05:00Z");
    expect(instantText("2026-05-07T12:05:00.250Z")).toBe("2026-05-07T12:05:00Z");
    expect(instantText("soon")).toBeNull();
    expect(unitDecimal("0.5")).toBe("0.5");
    expect(unitDecimal("1.0000")).toBe("1.0000");
    expect(unitDecimal("1.01")).toBeNull();
    expect(unitDecimal("-0")).toBeNull();
  });
});

describe("against the simulator's resolution calendar", () => {
  // Slot 5_922_000 (a multiple of 5): its markets n = 2·slot + j end in 0 and 1.
  const SLOT_MS = 5 * 60_000;
  const close = 5_922_000 * SLOT_MS;
  const reader = (nowMs: number) => {
    const sim = createSimulator({ now: () => nowMs });
    const client = createHttpClient({
      fetch: (url, init) => sim.fetch(new Request(url, init)),
      minIntervalMs: 0,
      maxRetries: 0,
    });
    const env = {
      KALSHI_BASE_URL: "http://sim.test/kalshi/trade-api/v2",
      POLYMARKET_GAMMA_URL: "http://sim.test/polymarket/gamma",
    } as unknown as Bindings;
    return { client, env };
  };

  it("reads a Kalshi void closed, then finalized void, by ticker and in the closed listing", async () => {
    const ticker = "KXPIXCAL-5922000-0";
    const at = async (minutes: number) => {
      const { client, env } = reader(close + minutes * 60_000);
      return resolutionsOf("kalshi").markets(env, [ticker], client);
    };
    expect(await at(-10)).toMatchObject({ ok: true, resolutions: [{ status: "open" }] });
    expect(await at(1)).toMatchObject({
      ok: true,
      resolutions: [{ status: "closed", venue_status: "closed" }],
    });
    expect(await at(3)).toMatchObject({
      ok: true,
      failures: [],
      resolutions: [{ market_id: ticker, status: "voided", result: "void", venue_status: "finalized" }],
    });
    const { client, env } = reader(close + 3 * 60_000);
    const listed = await resolutionsOf("kalshi").closedPage(env, "", close - 60_000, client);
    if (!listed.ok) throw new Error("listing failed");
    expect(listed.failures).toEqual([]);
    expect(listed.resolutions.map((r) => r.market_id)).toEqual([ticker, "KXPIXCAL-5922000-1"].reverse());
  });

  it("reads a Kalshi event's category and exclusivity (not on its markets), within the look-ups allowed", async () => {
    const { client, env } = reader(close + 3 * 60_000);
    const kalshi = resolutionsOf("kalshi");
    const batch = await kalshi.markets(env, ["KXPIXCAL-5922001-0"], client);
    if (!batch.ok) throw new Error("read failed");
    // The market read names no category: Kalshi states it on the event.
    expect(batch.resolutions.map((r) => [r.event_id, r.category ?? null])).toEqual([
      ["KXPIXCAL-5922001", null],
    ]);
    if (!kalshi.groupings) throw new Error("Kalshi states groupings on its events");
    const events = ["KXPIXCAL-5922001", "KXPIXCAL-5922002"];
    // One look-up allowed: the first event is read, the second left out.
    const first = await kalshi.groupings(env, events, client, 1);
    expect(first).toMatchObject({ lookups: 1, failures: [] });
    expect([...first.groupings]).toEqual([["KXPIXCAL-5922001", { category: "Economics", exclusive: false }]]);
    // The first is kept: only the second is read now. An event the venue does not know is a failure.
    const second = await kalshi.groupings(env, [...events, "KXNOSUCH-26"], client, 5);
    expect(second.lookups).toBe(2);
    expect([...second.groupings.keys()]).toEqual(events);
    expect(second.failures).toEqual([{ reason: "http_4xx", stage: "kalshi_resolution_events" }]);
  });

  it("reads a Gamma 50-50 void through its proposal", async () => {
    const id = "59220000";
    const at = async (minutes: number) => {
      const { client, env } = reader(close + minutes * 60_000);
      const batch = await resolutionsOf("polymarket").markets(env, [id], client);
      if (!batch.ok) throw new Error("read failed");
      expect(batch.failures).toEqual([]);
      return batch.resolutions.map((r) => [r.status, r.result, r.settlement_value]);
    };
    expect(await at(0.5)).toEqual([["closed", null, null]]);
    expect(await at(2)).toEqual([["proposed", null, null]]);
    expect(await at(4)).toEqual([["voided", "void", "0.5"]]);
  });
});
