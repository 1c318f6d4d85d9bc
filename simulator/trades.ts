/**
 * The venues' REST trade listings as the simulator serves them, from one set of prints:
 * - every trade the simulator's books print (`BookTrade`, the same trades the streams send as `trade` /
 *   `last_trade_price` frames), kept in a bounded log of the last TRADE_LOG_MS;
 * - a deterministic background of BACKGROUND_PER_MINUTE prints per venue and minute (or the simulator's
 *   `backgroundTradesPerMinute`) on markets no stream moves, so a whole-venue collection has prints at
 *   any size.
 * Kalshi: `GET /trade-api/v2/markets/trades?min_ts=&max_ts=&limit=&cursor=&ticker=` ({trades, cursor},
 * newest first). Polymarket data API: `GET /polymarket/data/trades?limit=&offset=&takerOnly=&market=`
 * (a bare array, newest first, taker fills only).
 */
import type { BookStore, BookTrade } from "./books.ts";
import { hundredthsText, kalshiDollars } from "./format.ts";
import { hexFor, mix, unit } from "./hash.ts";
import { kalshiMarketId } from "./kalshi-ws.ts";
import { MINUTE_MS, minuteOf } from "./model.ts";
import { intParam, json, listParam, type RouteContext, type SimReply } from "./reply.ts";
import type { SimMarket, Universe } from "./universe.ts";

/** How long book prints stay listed. */
export const TRADE_LOG_MS = 6 * 60 * 60_000;
const TRADE_LOG_MAX = 200_000;
/** Background prints per venue and minute. */
export const BACKGROUND_PER_MINUTE = 24;
/** Minutes a listing without a lower bound reaches back. */
const DEFAULT_REACH_MINUTES = 60;

/** One print in YES terms, at its venue time. */
export interface SimPrint {
  id: string;
  market: SimMarket;
  priceCents: number;
  /** Contracts in hundredths. */
  count: number;
  takerBoughtYes: boolean;
  timeMs: number;
}

export interface TradeLog {
  /** The venue's prints with a time in [fromMs, toMs), newest first (ties: by id). */
  prints(universe: Universe, venue: SimMarket["venue"], fromMs: number, toMs: number): SimPrint[];
}

/** Records every book print from now on (time: the simulated clock at the print). */
export function createTradeLog(
  books: BookStore,
  now: () => number,
  backgroundPerMinute = BACKGROUND_PER_MINUTE,
): TradeLog {
  const log: SimPrint[] = [];
  books.listen((update) => {
    const trade: BookTrade | undefined = update.trade;
    if (!trade) return;
    log.push({
      id: `trade:${trade.number}`,
      market: update.market,
      priceCents: trade.priceCents,
      count: trade.count,
      takerBoughtYes: trade.takerBoughtYes,
      timeMs: now(),
    });
    const oldest = now() - TRADE_LOG_MS;
    while (log.length > TRADE_LOG_MAX || (log[0] && log[0].timeMs < oldest)) log.shift();
  });
  return {
    prints(universe, venue, fromMs, toMs) {
      const out = log.filter((p) => p.market.venue === venue && p.timeMs >= fromMs && p.timeMs < toMs);
      for (
        let minute = minuteOf(Math.max(fromMs, toMs - TRADE_LOG_MS));
        minute * MINUTE_MS < toMs;
        minute++
      ) {
        for (const print of backgroundPrints(universe, venue, minute, backgroundPerMinute)) {
          if (print.timeMs >= fromMs && print.timeMs < toMs) out.push(print);
        }
      }
      return out.sort((a, b) => b.timeMs - a.timeMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
  };
}

/** The venue's background prints of one minute: the same every time it is asked. */
export function backgroundPrints(
  universe: Universe,
  venue: SimMarket["venue"],
  minute: number,
  perMinute = BACKGROUND_PER_MINUTE,
): SimPrint[] {
  const markets = universe[venue].markets;
  if (markets.length === 0) return [];
  const seed = venue === "kalshi" ? 0x6b616c73 : 0x706f6c79;
  return Array.from({ length: perMinute }, (_, i) => {
    const h = (k: number) => mix(seed + k, minute * 64 + i);
    const market = markets[h(1) % markets.length] as SimMarket;
    return {
      id: `bg:${minute}:${i}`,
      market,
      priceCents: 2 + (h(2) % 97),
      count: 100 * (1 + (h(3) % 50)) + (h(4) % 100),
      takerBoughtYes: unit(h(5)) < 0.5,
      timeMs: minute * MINUTE_MS + (h(6) % MINUTE_MS),
    };
  });
}

const badKalshi = (message: string) => json({ error: { code: "bad_request", message } }, 400);

/** Kalshi `GET /markets/trades`. */
export function kalshiTrades(ctx: RouteContext, log: TradeLog): SimReply {
  const limit = intParam(ctx.url, "limit", 100, 1, 1000);
  if (!limit.ok) return badKalshi(limit.error);
  const max = intParam(ctx.url, "max_ts", Math.floor(ctx.nowMs / 1000), 0, 1e11);
  if (!max.ok) return badKalshi(max.error);
  // Prints up to and including now.
  const toMs = Math.min(ctx.nowMs + 1, (max.value + 1) * 1000);
  const min = intParam(ctx.url, "min_ts", Math.floor(toMs / 1000) - DEFAULT_REACH_MINUTES * 60, 0, 1e11);
  if (!min.ok) return badKalshi(min.error);
  const offset = decodeOffset(ctx.url.searchParams.get("cursor"));
  if (offset === null) return badKalshi("invalid cursor");
  const tickers = new Set(listParam(ctx.url, "ticker"));
  const all = log
    .prints(ctx.universe, "kalshi", min.value * 1000, toMs)
    .filter((p) => tickers.size === 0 || tickers.has(p.market.marketId));
  const page = all.slice(offset, offset + limit.value);
  const end = offset + page.length;
  return json({
    trades: page.map((p) => ({
      trade_id: kalshiMarketId(`${p.id}:${p.market.marketId}`),
      ticker: p.market.marketId,
      yes_price_dollars: kalshiDollars(p.priceCents),
      no_price_dollars: kalshiDollars(100 - p.priceCents),
      count_fp: hundredthsText(p.count),
      taker_side: p.takerBoughtYes ? "yes" : "no",
      created_time: new Date(p.timeMs).toISOString(),
    })),
    cursor: end < all.length ? btoa(`pix-sim-trades:${end}`) : "",
  });
}

function decodeOffset(cursor: string | null): number | null {
  if (cursor === null || cursor === "") return 0;
  try {
    const match = /^pix-sim-trades:(\d{1,9})$/.exec(atob(cursor));
    return match?.[1] ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Polymarket data API `GET /trades` (taker fills: one row per print, the YES token's or the NO token's). */
export function polymarketTrades(ctx: RouteContext, log: TradeLog): SimReply {
  const limit = intParam(ctx.url, "limit", 100, 0, 10_000);
  if (!limit.ok) return json({ error: limit.error }, 400);
  const offset = intParam(ctx.url, "offset", 0, 0, 10_000);
  if (!offset.ok) return json({ error: offset.error }, 400);
  const conditions = new Set(listParam(ctx.url, "market"));
  const all = log
    .prints(ctx.universe, "polymarket", ctx.nowMs - DEFAULT_REACH_MINUTES * MINUTE_MS, ctx.nowMs + 1)
    .filter((p) => p.market.conditionId !== null && p.market.yesTokenId !== null)
    .filter((p) => conditions.size === 0 || conditions.has(p.market.conditionId ?? ""));
  return json(
    all.slice(offset.value, offset.value + limit.value).map((p) => {
      // A YES buy prints on the YES token; a YES sell as the NO token's buy at the complement.
      const yes = p.takerBoughtYes || p.market.noTokenId === null;
      return {
        proxyWallet: `0x${hexFor(`wallet:${p.id}`, 40)}`,
        side: "BUY",
        asset: yes ? p.market.yesTokenId : p.market.noTokenId,
        conditionId: p.market.conditionId,
        size: p.count / 100,
        price: (yes ? p.priceCents : 100 - p.priceCents) / 100,
        timestamp: Math.floor(p.timeMs / 1000),
        title: p.market.title,
        slug: p.market.slug,
        outcome: yes ? "Yes" : "No",
        outcomeIndex: yes ? 0 : 1,
        transactionHash: `0x${hexFor(`tx:${p.id}:${p.market.marketId}`, 64)}`,
      };
    }),
  );
}
