/**
 * Polymarket CLOB (prices) as the simulator serves it. Books carry prices and sizes as strings with the
 * best level LAST on both sides (bids ascending, asks descending); `timestamp` is epoch ms as a string.
 */

import { hundredthsText, polyPrice, thousandthsText } from "./format.ts";
import { hashString, hexFor, mix, unit } from "./hash.ts";
import { MINUTE_MS, quoteAtMinute } from "./model.ts";
import { intParam, json, type RouteContext, type SimReply } from "./reply.ts";
import type { SimMarket } from "./universe.ts";

const BOOK_DEPTH = 5;
const MAX_BOOKS = 500;
const MAX_HISTORY_POINTS = 10_000;
/** The longest explicit `startTs`–`endTs` window the CLOB serves: 15 days. */
export const MAX_WINDOW_SECONDS = 15 * 86_400;
const NO_BOOK = "No orderbook exists for the requested token id";

export const clobError = (status: number, error: string): SimReply => json({ error }, status);

type TokenRef = { market: SimMarket; outcome: "yes" | "no" };

export async function handleClob(ctx: RouteContext): Promise<SimReply> {
  const [first, second] = ctx.path;
  if (second !== undefined) return clobError(404, "not found");
  const method = ctx.request.method;
  if (first === "books") {
    return method === "POST" ? postBooks(ctx) : clobError(405, "method not allowed");
  }
  if (method !== "GET" && method !== "HEAD") return clobError(405, "method not allowed");
  if (first === "book") return withToken(ctx, (token) => json(clobBook(token, ctx.minute, ctx.nowMs)));
  if (first === "midpoint") return withToken(ctx, (token) => json({ mid: midText(token, ctx.minute) }));
  if (first === "prices-history") return pricesHistory(ctx);
  return clobError(404, "not found");
}

function withToken(ctx: RouteContext, answer: (token: TokenRef) => SimReply): SimReply {
  const id = ctx.url.searchParams.get("token_id");
  if (!id) return clobError(400, "Invalid payload: token_id is required");
  const token = ctx.universe.polymarket.tokens.get(id);
  return token ? answer(token) : clobError(404, NO_BOOK);
}

/** The token's best bid and ask in cents (null: empty side); a NO token mirrors the YES book. */
function tokenTop(token: TokenRef, minute: number) {
  const quote = quoteAtMinute(token.market.key, minute);
  if (token.outcome === "yes") return { quote, bid: quote.bidCents, ask: quote.askCents };
  return {
    quote,
    bid: quote.askCents === null ? null : 100 - quote.askCents,
    ask: quote.bidCents === null ? null : 100 - quote.bidCents,
  };
}

function tokenId(token: TokenRef): string {
  return (token.outcome === "yes" ? token.market.yesTokenId : token.market.noTokenId) ?? "";
}

function midThousandths(token: TokenRef, minute: number): number {
  const yes = quoteAtMinute(token.market.key, minute).midHalfCents * 5;
  return token.outcome === "yes" ? yes : 1000 - yes;
}

const midText = (token: TokenRef, minute: number) => thousandthsText(midThousandths(token, minute));

export function clobBook(token: TokenRef, minute: number, nowMs: number): Record<string, unknown> {
  const { quote, bid, ask } = tokenTop(token, minute);
  const id = tokenId(token);
  const seed = hashString(`clob:${id}`);
  const level = (cents: number, index: number) => ({
    price: polyPrice(cents),
    size: hundredthsText(500 + Math.floor(300_000 * unit(mix(mix(seed, index), minute)))),
  });
  const bids: { price: string; size: string }[] = [];
  for (let i = 0; bid !== null && i < BOOK_DEPTH && bid - i >= 1; i++) bids.push(level(bid - i, i));
  const asks: { price: string; size: string }[] = [];
  for (let i = 0; ask !== null && i < BOOK_DEPTH && ask + i <= 99; i++) asks.push(level(ask + i, 100 + i));
  const last = token.outcome === "yes" ? quote.lastCents : 100 - quote.lastCents;
  return {
    market: token.market.conditionId,
    asset_id: id,
    timestamp: String(nowMs),
    hash: hexFor(`${id}:${minute}`, 40),
    // Worst level first: the best bid (highest) and the best ask (lowest) are the last elements.
    bids: bids.reverse(),
    asks: asks.reverse(),
    min_order_size: "5",
    tick_size: "0.01",
    neg_risk: token.market.negRisk,
    last_trade_price: polyPrice(last),
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
    const token = ctx.universe.polymarket.tokens.get(id);
    // Unknown tokens are left out of the answer rather than failing the batch.
    if (token) books.push(clobBook(token, ctx.minute, ctx.nowMs));
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
  const token = ctx.universe.polymarket.tokens.get(id);
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
  const lastMinute = Math.floor(Math.min(endTs.value, nowSeconds) / 60);
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
