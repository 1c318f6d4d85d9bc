/**
 * Polymarket CLOB (prices) as the simulator serves it. Books carry prices and sizes as strings with the
 * best level LAST on both sides (bids ascending, asks descending); `timestamp` is epoch ms as a string.
 */

import { ascending, type MarketBook, outcomeBookHash, outcomeSides } from "./books.ts";
import { calendarTokenById } from "./calendar.ts";
import { hundredthsText, polyPrice, thousandthsText } from "./format.ts";
import { MINUTE_MS, quoteAtMinute } from "./model.ts";
import { intParam, json, type RouteContext, type SimReply } from "./reply.ts";
import type { SimMarket } from "./universe.ts";

const MAX_BOOKS = 500;
const MAX_HISTORY_POINTS = 10_000;
/** The longest explicit `startTs`–`endTs` window the CLOB serves: 15 days. */
export const MAX_WINDOW_SECONDS = 15 * 86_400;
const NO_BOOK = "No orderbook exists for the requested token id";

export const clobError = (status: number, error: string): SimReply => json({ error }, status);

export type TokenRef = { market: SimMarket; outcome: "yes" | "no" };

export async function handleClob(ctx: RouteContext): Promise<SimReply> {
  const [first, second] = ctx.path;
  if (second !== undefined) return clobError(404, "not found");
  const method = ctx.request.method;
  if (first === "books") {
    return method === "POST" ? postBooks(ctx) : clobError(405, "method not allowed");
  }
  if (method !== "GET" && method !== "HEAD") return clobError(405, "method not allowed");
  if (first === "book") {
    return withToken(ctx, (token) =>
      json(clobBook(token, ctx.books.read(token.market, ctx.minute), ctx.nowMs)),
    );
  }
  if (first === "midpoint") return withToken(ctx, (token) => json({ mid: midText(token, ctx.minute) }));
  if (first === "prices-history") return pricesHistory(ctx);
  return clobError(404, "not found");
}

/**
 * A token by its id: the universe's, or a resolution calendar market's (calendar.ts). A calendar token
 * has a book only while its market trades (`trading`); its price history stays after the close.
 */
function tokenOf(ctx: RouteContext, id: string, trading: boolean): TokenRef | undefined {
  const token = ctx.universe.polymarket.tokens.get(id);
  if (token) return token;
  const calendar = calendarTokenById(id, ctx.nowMs);
  if (!calendar || (trading && calendar.market.closeMs <= ctx.nowMs)) return undefined;
  return { market: calendar.market.sim, outcome: calendar.outcome };
}

function withToken(ctx: RouteContext, answer: (token: TokenRef) => SimReply): SimReply {
  const id = ctx.url.searchParams.get("token_id");
  if (!id) return clobError(400, "Invalid payload: token_id is required");
  const token = tokenOf(ctx, id, true);
  return token ? answer(token) : clobError(404, NO_BOOK);
}

export function tokenId(token: TokenRef): string {
  return (token.outcome === "yes" ? token.market.yesTokenId : token.market.noTokenId) ?? "";
}

function midThousandths(token: TokenRef, minute: number): number {
  const yes = quoteAtMinute(token.market.key, minute).midHalfCents * 5;
  return token.outcome === "yes" ? yes : 1000 - yes;
}

const midText = (token: TokenRef, minute: number) => thousandthsText(midThousandths(token, minute));

/** A token's price text from YES cents: the NO token's price is the complement. */
export const outcomePrice = (token: TokenRef, yesCents: number): string =>
  polyPrice(token.outcome === "yes" ? yesCents : 100 - yesCents);

/** A side's levels as the CLOB writes them, worst first: the best bid (highest) and best ask (lowest) last. */
export function clobLevels(levels: Map<number, number>, side: "bids" | "asks") {
  const sorted = ascending(levels);
  if (side === "asks") sorted.reverse();
  return sorted.map(([cents, size]) => ({ price: polyPrice(cents), size: hundredthsText(size) }));
}

/** A token's book (REST `/book`, and the market stream's `book` event without its `event_type`). */
export function clobBook(token: TokenRef, book: MarketBook, nowMs: number): Record<string, unknown> {
  const id = tokenId(token);
  const { bids, asks } = outcomeSides(book, token.outcome);
  return {
    market: token.market.conditionId,
    asset_id: id,
    timestamp: String(nowMs),
    hash: outcomeBookHash(id, book, token.outcome),
    bids: clobLevels(bids, "bids"),
    asks: clobLevels(asks, "asks"),
    min_order_size: "5",
    tick_size: thousandthsText(book.tickThousandths),
    neg_risk: token.market.negRisk,
    last_trade_price: outcomePrice(token, book.lastCents),
  };
}

async function postBooks(ctx: RouteContext): Promise<SimReply> {
  let body: unknown;
  try {
    body = await ctx.request.json();
  } catch {
    return clobError(400, "Invalid payload");
  }
  if (!Array.isArray(body)) return clobError(400, "Invalid payload: expected an array of {token_id}");
  if (body.length > MAX_BOOKS) return clobError(400, `Invalid payload: at most ${MAX_BOOKS} token ids`);
  const books: Record<string, unknown>[] = [];
  for (const item of body) {
    const id =
      typeof item === "object" && item !== null ? (item as { token_id?: unknown }).token_id : undefined;
    if (typeof id !== "string") return clobError(400, "Invalid payload: token_id must be a string");
    const token = tokenOf(ctx, id, true);
    // Unknown tokens are left out of the answer rather than failing the batch.
    if (token) books.push(clobBook(token, ctx.books.read(token.market, ctx.minute), ctx.nowMs));
  }
  return json(books);
}

const INTERVAL_MINUTES: Record<string, number> = {
  "1h": 60,
  "6h": 360,
  "1d": 1440,
  "1w": 10_080,
  "1m": 43_200,
};

function pricesHistory(ctx: RouteContext): SimReply {
  const id = ctx.url.searchParams.get("market");
  if (!id) return clobError(400, "Invalid payload: market is required");
  const token = tokenOf(ctx, id, false);
  if (!token) return clobError(404, NO_BOOK);
  const nowSeconds = Math.floor(ctx.nowMs / 1000);
  const fidelity = intParam(ctx.url, "fidelity", 1, 1, 100_000);
  const startTs = intParam(ctx.url, "startTs", -1, 0, 2 ** 40);
  const endTs = intParam(ctx.url, "endTs", nowSeconds, 0, 2 ** 40);
  if (!fidelity.ok || !startTs.ok || !endTs.ok)
    return clobError(400, "Invalid payload: bad startTs, endTs or fidelity");
  let start = startTs.value;
  // The CLOB refuses an explicit window longer than 15 days, whatever the fidelity.
  if (start >= 0 && endTs.value - start > MAX_WINDOW_SECONDS) {
    return clobError(400, "invalid filters: 'startTs' and 'endTs' interval is too long");
  }
  if (start < 0) {
    const interval = ctx.url.searchParams.get("interval") ?? "1d";
    if (interval === "max") start = Math.floor(token.market.openTimeMs / 1000);
    else {
      const minutes = INTERVAL_MINUTES[interval];
      if (minutes === undefined) return clobError(400, "Invalid payload: unknown interval");
      start = endTs.value - minutes * 60;
    }
  }
  const step = fidelity.value;
  // Points sit on fidelity-aligned minutes inside [start, end] and never in the future.
  const firstMinute = Math.ceil(start / 60 / step) * step;
  // A calendar market's history ends at its close (the universe's markets trade on).
  const closeSeconds = ctx.universe.polymarket.tokens.has(id)
    ? Infinity
    : token.market.closeTimeMs / 1000 - 60;
  const lastMinute = Math.floor(Math.min(endTs.value, nowSeconds, closeSeconds) / 60);
  if ((lastMinute - firstMinute) / step + 1 > MAX_HISTORY_POINTS) {
    return clobError(400, "Invalid payload: interval too long for this fidelity");
  }
  const history: { t: number; p: number }[] = [];
  // A token has no history before its market opened.
  const openMinute = Math.ceil(token.market.openTimeMs / MINUTE_MS);
  for (let m = firstMinute; m <= lastMinute; m += step) {
    if (m < openMinute) continue;
    history.push({ t: (m * MINUTE_MS) / 1000, p: midThousandths(token, m) / 1000 });
  }
  return json({ history });
}
