import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { applyRetention } from "../../../src/lake/jobs/retention.ts";
import { writeTrades } from "../../../src/lake/store/lake-trades.ts";
import type { TradeRow } from "../../../src/lake/trades.ts";
import { get, readProblem } from "../../support/fetch.ts";
import { call, createKey } from "../../support/keys.ts";
import { fetchWith } from "../../support/lake.ts";

/**
 * The trades route over a trades object written by the tape's own writer: pages, the market filter,
 * completeness, the byte ceiling, 404s, the scope and ETags.
 */

const DATE = "2026-11-19";
const CYCLE = Date.parse(`${DATE}T10:01:00Z`);
const TRADES = "/api/v1/lake/venues/kalshi/trades";

const print = (i: number, market: string): TradeRow => ({
  trade_id: `t-${String(i).padStart(3, "0")}`,
  market_id: market,
  token_id: null,
  outcome: null,
  price: `0.${10 + (i % 80)}`,
  size: `${1 + i}.5`,
  taker_side: i % 2 === 0 ? "yes" : "no",
  venue_time: new Date(CYCLE - 60_000 + i * 100).toISOString(),
  received_at: new Date(CYCLE + 400).toISOString(),
});

// 250 prints on KX-A, 5 on KX-B (written out of order, with a duplicate).
const rows = [
  ...Array.from({ length: 5 }, (_, i) => print(300 + i, "KX-B")),
  ...Array.from({ length: 250 }, (_, i) => print(i, "KX-A")),
  print(3, "KX-A"),
];

interface TradesBody {
  data: {
    type: string;
    market: string | null;
    complete: boolean;
    failures: unknown[];
    window_start: string;
    window_end: string;
    rows: TradeRow[];
  };
  meta: { pagination: { page: number; total_rows: number; total_pages: number }; trades_bytes: number };
  links: Record<string, string>;
}

beforeAll(async () => {
  await writeTrades(env.LAKE, "kalshi", CYCLE, rows, { status: "complete" });
  await writeTrades(env.LAKE, "kalshi", CYCLE + 60_000, [], {
    status: "incomplete",
    failures: [{ reason: "http_5xx", stage: "kalshi_trades" }],
  });
});

describe("GET /api/v1/lake/venues/{venue}/trades", () => {
  it("pages through the minute's prints in tape order, each once", async () => {
    const seen: TradeRow[] = [];
    let path: string | undefined = `${TRADES}?date=${DATE}&at=1001&page_size=100`;
    while (path) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as TradesBody;
      expect(body.data).toMatchObject({
        type: "lake_trades",
        market: null,
        complete: true,
        failures: [],
        window_start: "2026-11-19T10:00:00Z",
        window_end: "2026-11-19T10:01:00Z",
      });
      expect(body.meta.pagination).toMatchObject({ total_rows: 255, total_pages: 3 });
      seen.push(...body.data.rows);
      path = body.links.next;
    }
    expect(seen.map((r) => r.trade_id)).toEqual([
      ...Array.from({ length: 250 }, (_, i) => `t-${String(i).padStart(3, "0")}`),
      ...Array.from({ length: 5 }, (_, i) => `t-${300 + i}`),
    ]);
    expect(seen[1]).toEqual(print(1, "KX-A"));
  });

  it("keeps one market's prints with `market`, and an untraded market has one empty page", async () => {
    const res = await get(`${TRADES}?date=${DATE}&at=1001&market=KX-B&page_size=2&page=3`);
    const body = (await res.json()) as TradesBody;
    expect(body.data.market).toBe("KX-B");
    expect(body.meta.pagination).toMatchObject({ page: 3, total_rows: 5, total_pages: 3 });
    expect(body.data.rows.map((r) => r.trade_id)).toEqual(["t-304"]);
    expect(body.links.prev).toBe(`${TRADES}?date=${DATE}&at=1001&market=KX-B&page=2&page_size=2`);
    const none = (await (await get(`${TRADES}?date=${DATE}&at=1001&market=KX-NONE`)).json()) as TradesBody;
    expect(none.data.rows).toEqual([]);
    expect(none.meta.pagination).toMatchObject({ total_rows: 0, total_pages: 1 });
  });

  it("keeps one outcome token's prints with `token_id` (Polymarket), and refuses it beside `market`", async () => {
    const cycle = Date.parse(`${DATE}T11:01:00Z`);
    const polymarket = (id: string, token: string, second: number): TradeRow => ({
      ...print(1, "0xcondition"),
      trade_id: id,
      token_id: token,
      outcome: token === "111" ? "Yes" : "No",
      venue_time: new Date(cycle - 60_000 + second * 1_000).toISOString(),
    });
    await writeTrades(
      env.LAKE,
      "polymarket",
      cycle,
      [polymarket("y1", "111", 1), polymarket("n1", "222", 2), polymarket("y2", "111", 3)],
      { status: "complete" },
    );
    const path = `/api/v1/lake/venues/polymarket/trades?date=${DATE}&at=1101`;
    const res = await get(`${path}&token_id=111&page_size=1`);
    const body = (await res.json()) as TradesBody & {
      data: { token_id: string | null };
    };
    expect(body.data).toMatchObject({ market: null, token_id: "111" });
    expect(body.meta.pagination).toMatchObject({ total_rows: 2, total_pages: 2 });
    expect(body.data.rows.map((r) => r.trade_id)).toEqual(["y1"]);
    expect(body.links.next).toBe(`${path}&token_id=111&page=2&page_size=1`);
    const both = await get(`${path}&token_id=111&market=0xcondition`);
    expect(both.status).toBe(400);
    expect((await readProblem(both)).invalid_params).toEqual([
      { name: "token_id", in: "query", reason: "not with market" },
    ]);
  });

  it("says when a minute is incomplete", async () => {
    const body = (await (await get(`${TRADES}?date=${DATE}&at=1002`)).json()) as TradesBody;
    expect(body.data).toMatchObject({
      complete: false,
      failures: [{ reason: "http_5xx", stage: "kalshi_trades" }],
      rows: [],
    });
  });

  it("answers 304 to its own ETag and is cached as sealed", async () => {
    const path = `${TRADES}?date=${DATE}&at=1001`;
    const res = await get(path);
    expect(res.headers.get("Cache-Control")).toContain("max-age=3600");
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"/);
    const again = await get(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("bad inputs are 400 problems; a minute without trades, or a page past the end, a 404", async () => {
    for (const query of [
      `date=2026-02-30&at=1001`,
      `date=${DATE}&at=2460`,
      `at=1001`,
      `date=${DATE}&at=1001&market=a%20b`,
      `date=${DATE}&at=1001&page=0`,
      `date=${DATE}&at=1001&page_size=100000`,
      `date=${DATE}&at=1001&outcome=yes`,
    ]) {
      const res = await get(`${TRADES}?${query}`);
      expect(res.status, query).toBe(400);
      await readProblem(res);
    }
    const missing = await get(`${TRADES}?date=${DATE}&at=1003`);
    expect(missing.status).toBe(404);
    expect((await readProblem(missing)).type).toMatch(/lake-trades-not-found$/);
    const past = await get(`${TRADES}?date=${DATE}&at=1001&page=4&page_size=100`);
    expect(past.status).toBe(404);
    expect((await readProblem(past)).type).toMatch(/page-not-found$/);
    expect((await get(`/api/v1/lake/venues/nowhere/trades?date=${DATE}&at=1001`)).status).toBe(404);
  });

  it("refuses a trades object above the byte ceiling", async () => {
    const res = await fetchWith({ LAKE_SNAPSHOT_MAX_BYTES: "1000" }, `${TRADES}?date=${DATE}&at=1001`);
    expect(res.status).toBe(413);
    await readProblem(res);
  });

  it("needs the lake:read scope", async () => {
    const path = `${TRADES}?date=${DATE}&at=1001`;
    const { key: without } = await createKey({ scopes: ["markets:read"] });
    const refused = await call(path, { headers: { "X-API-Key": without } });
    expect(refused.status).toBe(403);
    const { key: lake } = await createKey({ scopes: ["lake:read"] });
    expect((await call(path, { headers: { "X-API-Key": lake } })).status).toBe(200);
  });

  it("goes with the day under the retention (as the day's tape: kept until the day is compacted)", async () => {
    const date = "2018-04-01";
    const at = Date.parse(`${date}T01:00:00Z`);
    await writeTrades(env.LAKE, "kalshi", at, [print(1, "KX-A")], { status: "complete" });
    const keys = async () =>
      (await env.LAKE.list({ prefix: `lake/kalshi/${date}/` })).objects.map((o) => o.key);
    // The trades object, its offsets, its market index and its token index.
    expect(await keys()).toHaveLength(4);
    await applyRetention(env.LAKE, "kalshi", { tapeDays: 10, parquetDays: 20 }, at + 30 * 86_400_000);
    expect(await keys()).toEqual([]);
  });
});
