import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../src/env.ts";
import type { VenueTapeMessage } from "../../../src/lake/collect/messages.ts";
import { processVenueTapeMessage } from "../../../src/lake/jobs/tape-range.ts";
import { cycleSnapshotKey, tradesKey } from "../../../src/lake/keys.ts";
import {
  headTrades,
  readMarketTrades,
  readTradeRows,
  writeTrades,
} from "../../../src/lake/store/lake-trades.ts";
import { decodeTradeLines, type TradeRow } from "../../../src/lake/trades.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { fetchKalshiTrades } from "../../../src/venues/kalshi/kalshi-trades.ts";
import { collectVenueTape } from "../../support/lake.ts";
import { simulatorHost } from "../../support/simulator.ts";

/**
 * The trade tape end to end in workerd: the whole-venue collection's first range reads the venue's REST
 * trade listing for the minute before its cycle start and writes the minute's trades object once.
 */

const noWait = { sleep: async () => undefined, minIntervalMs: 0, baseDelayMs: 0 };

async function tapedTrades(venue: string, cycleStartMs: number): Promise<TradeRow[]> {
  const object = await env.LAKE.get(tradesKey(cycleSnapshotKey(venue, cycleStartMs)));
  if (!object) throw new Error("no trades object");
  return decodeTradeLines(await object.text());
}

/** Kalshi's prints of [from, to) read with plain fetch, ids only. */
async function kalshiTradeIds(base: string, fromMs: number, toMs: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor = "";
  do {
    const res = await fetch(
      `${base}/kalshi/trade-api/v2/markets/trades?min_ts=${fromMs / 1000}&max_ts=${toMs / 1000}&limit=1000&cursor=${cursor}`,
    );
    const page = (await res.json()) as {
      trades: { trade_id: string; created_time: string }[];
      cursor: string;
    };
    for (const t of page.trades) {
      const at = Date.parse(t.created_time);
      if (at >= fromMs && at < toMs) ids.push(t.trade_id);
    }
    cursor = page.cursor;
  } while (cursor !== "");
  return ids;
}

const row = (id: string, market: string, time: string): TradeRow => ({
  trade_id: id,
  market_id: market,
  token_id: null,
  outcome: null,
  price: "0.42",
  size: "10",
  taker_side: "yes",
  venue_time: time,
  received_at: "2026-11-20T10:00:00.200Z",
});

describe("trade tape", { timeout: 60_000 }, () => {
  it("tapes every Kalshi print of the minute before the cycle once, in market order, complete", async () => {
    const sim = simulatorHost("trades-kalshi");
    const bindings = sim.bind(env as Bindings);
    const cycle = Date.parse("2026-11-20T10:01:00Z");
    await collectVenueTape(bindings, cycle, "kalshi");
    const rows = await tapedTrades("kalshi", cycle);
    const expected = await kalshiTradeIds(sim.base, cycle - 60_000, cycle);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.trade_id).sort()).toEqual([...expected].sort());
    expect(new Set(rows.map((r) => r.trade_id)).size).toBe(rows.length);
    const keys = rows.map((r) => `${r.market_id}|${r.venue_time}|${r.trade_id}`);
    expect(keys).toEqual([...keys].sort());
    for (const r of rows) {
      const at = Date.parse(r.venue_time);
      expect(at >= cycle - 60_000 && at < cycle).toBe(true);
      expect(r.price).toMatch(/^0(\.\d+)?$|^1$/);
    }
    const head = await headTrades(env.LAKE, "kalshi", "2026-11-20", "1001");
    expect(head).toMatchObject({ rows: rows.length, completeness: { status: "complete" } });

    // One market's prints: its contiguous span, read by range.
    const first = rows[0] as TradeRow;
    const mine = rows.filter((r) => r.market_id === first.market_id);
    expect(
      await readMarketTrades(env.LAKE, head as NonNullable<typeof head>, { market: first.market_id }),
    ).toEqual(mine);
    expect(
      await readMarketTrades(env.LAKE, head as NonNullable<typeof head>, { market: "NOT-A-MARKET" }),
    ).toEqual([]);
  });

  it("a duplicated queue delivery and a retried write never tape a print twice", async () => {
    const sim = simulatorHost("trades-dup");
    const bindings = sim.bind(env as Bindings);
    const cycle = Date.parse("2026-11-20T10:03:00Z");
    const { processed, deps, scoped } = await collectVenueTape(bindings, cycle, "kalshi");
    const before = await tapedTrades("kalshi", cycle);
    // The first range delivered again once reported: a duplicate, nothing read or written.
    expect(await processVenueTapeMessage(scoped, processed[0] as VenueTapeMessage, deps)).toBe("duplicate");
    // A retried write (a redelivery before the range was reported) with other prints: the first object wins.
    const again = await writeTrades(
      env.LAKE,
      "kalshi",
      cycle,
      [...before, row("extra", "KX-EXTRA", "2026-11-20T10:02:30.000Z")],
      {
        status: "complete",
      },
    );
    expect(again).toMatchObject({ created: false, rows: before.length });
    expect(await tapedTrades("kalshi", cycle)).toEqual(before);
  });

  it("deduplicates by trade id within the minute and keeps the first occurrence", async () => {
    const cycle = Date.parse("2026-11-20T11:00:00Z");
    const stored = await writeTrades(
      env.LAKE,
      "kalshi",
      cycle,
      [
        row("b", "KX-B", "2026-11-20T10:59:10.000Z"),
        row("a", "KX-A", "2026-11-20T10:59:20.000Z"),
        row("b", "KX-B", "2026-11-20T10:59:10.000Z"),
        row("c", "KX-A", "2026-11-20T10:59:05.000Z"),
      ],
      { status: "complete" },
    );
    expect(stored).toMatchObject({ rows: 3, created: true });
    expect((await tapedTrades("kalshi", cycle)).map((r) => r.trade_id)).toEqual(["c", "a", "b"]);
    const head = await headTrades(env.LAKE, "kalshi", "2026-11-20", "1100");
    const bytes = await readTradeRows(env.LAKE, head?.key ?? "", 1, 2);
    expect(decodeTradeLines(new TextDecoder().decode(bytes)).map((r) => r.trade_id)).toEqual(["a", "b"]);
  });

  it("a listing that fails after the client's retries leaves the minute incomplete, with what was read", async () => {
    const sim = simulatorHost("trades-fault");
    await sim.fault("kalshi", "http_500");
    const cycle = Date.parse("2026-11-20T10:05:00Z");
    const listing = await fetchKalshiTrades(
      `${sim.base}/kalshi/trade-api/v2`,
      { fromMs: cycle - 60_000, toMs: cycle },
      createHttpClient(noWait),
      20,
    );
    await sim.reset();
    expect(listing.trades).toEqual([]);
    expect(listing.failures).toEqual([{ reason: "http_5xx", stage: "kalshi_trades" }]);
    await writeTrades(env.LAKE, "kalshi", cycle, [], { status: "incomplete", failures: listing.failures });
    expect(await headTrades(env.LAKE, "kalshi", "2026-11-20", "1005")).toMatchObject({
      rows: 0,
      completeness: { status: "incomplete", failures: [{ reason: "http_5xx", stage: "kalshi_trades" }] },
    });
  });

  it("tapes Polymarket's taker fills of the minute from the data API", async () => {
    const sim = simulatorHost("trades-poly");
    const cycle = Date.parse("2026-11-20T10:07:00Z");
    await sim.pinClock(cycle + 5_000);
    await collectVenueTape(sim.bind(env as Bindings), cycle, "polymarket");
    await sim.pinClock(null);
    const rows = await tapedTrades("polymarket", cycle);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.market_id).toMatch(/^0x[0-9a-f]{64}$/);
      expect(r.token_id).not.toBeNull();
      expect(["Yes", "No"]).toContain(r.outcome);
      expect(r.taker_side).toBe("buy");
      const at = Date.parse(r.venue_time);
      expect(at >= cycle - 60_000 && at < cycle).toBe(true);
    }
    expect(new Set(rows.map((r) => r.trade_id)).size).toBe(rows.length);
  });
});
