/**
 * Polymarket Gamma (metadata) as the simulator serves it: bare JSON arrays, offset pagination, and
 * `outcomes`/`outcomePrices`/`clobTokenIds` as JSON-encoded strings in the same order.
 */
import { activityAt } from "./activity.ts";
import {
  type CalendarMarket,
  calendarMarketById,
  closedCalendarMarkets,
  gammaCalendarState,
  openCalendarMarkets,
  quoteMinute,
} from "./calendar.ts";
import { isoSeconds, jsonStringList, thousandthsText } from "./format.ts";
import { MINUTE_MS, quoteAtMinute } from "./model.ts";
import { intParam, json, listParam, type RouteContext, type SimReply } from "./reply.ts";
import { gammaRuleTexts } from "./rules.ts";
import type { SimEvent, SimMarket } from "./universe.ts";

const DAY_MINUTES = 1440;
const MAX_LIMIT = 500;
/** `GET /markets` page size when `limit` is absent. */
export const GAMMA_DEFAULT_LIMIT = 100;
/** Gamma reports USD volume; the simulator prices a contract at about 55 cents. */
const USD_PER_CONTRACT = 0.55;

export const gammaError = (status: number, error: string): SimReply => json({ error }, status);

export function handleGamma(ctx: RouteContext): SimReply {
  const [first, second, third] = ctx.path;
  if (third !== undefined) return gammaError(404, "not found");
  if (first === "markets" && second === undefined) return listMarkets(ctx);
  if (first === "markets" && second) return oneMarket(ctx, second);
  if (first === "events" && second === undefined) return listEvents(ctx);
  if (first === "events" && second) return oneEvent(ctx, second);
  return gammaError(404, "not found");
}

/** `closed`/`active` filters: whether open markets are listed, or an error text. */
function openFilter(ctx: RouteContext): { ok: true; listOpen: boolean } | { ok: false; error: string } {
  let listOpen = true;
  for (const [name, openValue] of [
    ["closed", "false"],
    ["active", "true"],
  ] as const) {
    const raw = ctx.url.searchParams.get(name);
    if (raw === null || raw === "") continue;
    if (raw !== "true" && raw !== "false") return { ok: false, error: `${name} must be true or false` };
    if (raw !== openValue) listOpen = false;
  }
  return { ok: true, listOpen };
}

function page<T>(ctx: RouteContext, items: T[]): { ok: true; page: T[] } | { ok: false; reply: SimReply } {
  const limit = intParam(ctx.url, "limit", GAMMA_DEFAULT_LIMIT, 0, Number.MAX_SAFE_INTEGER);
  const offset = intParam(ctx.url, "offset", 0, 0, Number.MAX_SAFE_INTEGER);
  if (!limit.ok) return { ok: false, reply: gammaError(400, limit.error) };
  if (!offset.ok) return { ok: false, reply: gammaError(400, offset.error) };
  const size = Math.min(limit.value, MAX_LIMIT);
  return { ok: true, page: items.slice(offset.value, offset.value + size) };
}

function listMarkets(ctx: RouteContext): SimReply {
  const open = openFilter(ctx);
  if (!open.ok) return gammaError(400, open.error);
  const ids = new Set(listParam(ctx.url, "id"));
  const slugs = new Set(listParam(ctx.url, "slug"));
  const tokens = listParam(ctx.url, "clob_token_ids");
  const tokenMarkets = new Set(tokens.map((t) => ctx.universe.polymarket.tokens.get(t)?.market.marketId));
  const markets = ctx.universe.polymarket.markets.filter(
    (m) =>
      open.listOpen &&
      (ids.size === 0 || ids.has(m.marketId)) &&
      (slugs.size === 0 || (m.slug !== null && slugs.has(m.slug))) &&
      (tokens.length === 0 || tokenMarkets.has(m.marketId)),
  );
  const since = endDateMin(ctx);
  if (!since.ok) return gammaError(400, since.error);
  const calendar = calendarListing(
    ctx,
    ids,
    since.value,
    open.listOpen && slugs.size === 0 && tokens.length === 0,
  );
  const listed: (SimMarket | CalendarMarket)[] = calendar.length === 0 ? markets : [...markets, ...calendar];
  const result = page(ctx, listed);
  if (!result.ok) return result.reply;
  return json(
    result.page.map((m) =>
      "sim" in m ? gammaCalendarMarket(m, ctx) : gammaMarket(m, ctx.minute, eventOf(ctx, m)),
    ),
  );
}

function endDateMin(ctx: RouteContext): { ok: true; value: number } | { ok: false; error: string } {
  const raw = ctx.url.searchParams.get("end_date_min");
  if (raw === null || raw === "") return { ok: true, value: 0 };
  const ms = Date.parse(raw);
  return Number.isFinite(ms) ? { ok: true, value: ms } : { ok: false, error: "end_date_min must be a date" };
}

/**
 * The calendar markets a listing carries (calendar.ts): the named ones (`id=`) whose state the `closed`
 * filter selects; else, in a listing of open markets (`listOpen`, no slug or token filter), those in
 * their last `CALENDAR_LISTED_MINUTES` before close (the soonest first), and for `closed=true` those
 * closed since `sinceMs` (most recent first). Every one ends at or after `sinceMs`.
 */
function calendarListing(
  ctx: RouteContext,
  ids: Set<string>,
  sinceMs: number,
  listOpen: boolean,
): CalendarMarket[] {
  const closed = ctx.url.searchParams.get("closed");
  const selected = (m: CalendarMarket) =>
    closed === null || closed === "" || String(gammaCalendarState(m, ctx.nowMs).closed) === closed;
  if (ids.size > 0) {
    return [...ids].flatMap((id) => {
      const m = calendarMarketById("polymarket", id, ctx.nowMs);
      return m && selected(m) && m.closeMs >= sinceMs ? [m] : [];
    });
  }
  if (closed !== "true") {
    return listOpen ? openCalendarMarkets("polymarket", ctx.nowMs).filter((m) => m.closeMs >= sinceMs) : [];
  }
  return closedCalendarMarkets("polymarket", ctx.nowMs, sinceMs).filter(selected);
}

/** A calendar market's Gamma object: trading fields frozen at close, resolution fields on the calendar. */
function gammaCalendarMarket(m: CalendarMarket, ctx: RouteContext): Record<string, unknown> {
  const event: SimEvent = {
    venue: "polymarket",
    id: m.sim.eventId,
    slug: `pix-sim-calendar-${m.slot}`,
    seriesTicker: null,
    title: `Synthetic calendar slot ${m.slot}`,
    subTitle: "",
    category: "Economics",
    mutuallyExclusive: false,
    negRisk: false,
    markets: [],
  };
  const body = gammaMarket(m.sim, quoteMinute(m, ctx.minute), event);
  const state = gammaCalendarState(m, ctx.nowMs);
  return {
    ...body,
    updatedAt: isoSeconds(ctx.minute * MINUTE_MS),
    active: !state.closed,
    closed: state.closed,
    acceptingOrders: !state.closed,
    ...(state.closed ? { closedTime: gammaTime(m.closeMs) } : {}),
    ...(state.outcomePrices === null ? {} : { outcomePrices: jsonStringList(state.outcomePrices) }),
    umaResolutionStatus: state.umaResolutionStatus,
    umaResolutionStatuses: jsonStringList(state.umaResolutionStatuses),
    ...(state.umaEndDate === null ? {} : { umaEndDate: state.umaEndDate }),
  };
}

/** Gamma's `closedTime` form: `2026-05-07 12:05:00+00`. */
function gammaTime(ms: number): string {
  return `${isoSeconds(ms).slice(0, 19).replace("T", " ")}+00`;
}

function eventOf(ctx: RouteContext, market: SimMarket): SimEvent | null {
  return ctx.universe.polymarket.eventById.get(market.eventId) ?? null;
}

function oneMarket(ctx: RouteContext, id: string): SimReply {
  const market = ctx.universe.polymarket.marketById.get(id);
  if (market) return json(gammaMarket(market, ctx.minute, eventOf(ctx, market)));
  const calendar = calendarMarketById("polymarket", id, ctx.nowMs);
  return calendar ? json(gammaCalendarMarket(calendar, ctx)) : gammaError(404, "not found");
}

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The Gamma Market object of upstreams.md at a minute; `event` fills `events[]` (omitted when null). */
export function gammaMarket(
  market: SimMarket,
  minute: number,
  event: SimEvent | null,
): Record<string, unknown> {
  const quote = quoteAtMinute(market.key, minute);
  const dayAgo = quoteAtMinute(market.key, minute - DAY_MINUTES);
  const activity = activityAt(market.key, market.openTimeMs, minute);
  const midThousandths = quote.midHalfCents * 5;
  // Gamma reports an empty side as a 0 bid or a 1 ask.
  const bidCents = quote.bidCents ?? 0;
  const askCents = quote.askCents ?? 100;
  const volumeNum = roundTo((activity.volumeHundredths / 100) * USD_PER_CONTRACT, 6);
  const volume24hr = roundTo((activity.volume24hHundredths / 100) * USD_PER_CONTRACT, 6);
  const body: Record<string, unknown> = {
    id: market.marketId,
    question: market.title,
    conditionId: market.conditionId,
    slug: market.slug,
    ...gammaRuleTexts(market, minute * MINUTE_MS),
    startDate: isoSeconds(market.openTimeMs),
    endDate: isoSeconds(market.closeTimeMs),
    startDateIso: isoSeconds(market.openTimeMs).slice(0, 10),
    endDateIso: isoSeconds(market.closeTimeMs).slice(0, 10),
    createdAt: isoSeconds(market.openTimeMs - DAY_MINUTES * MINUTE_MS),
    updatedAt: isoSeconds(minute * MINUTE_MS),
    outcomes: jsonStringList(["Yes", "No"]),
    outcomePrices: jsonStringList([thousandthsText(midThousandths), thousandthsText(1000 - midThousandths)]),
    clobTokenIds: jsonStringList([market.yesTokenId ?? "", market.noTokenId ?? ""]),
    groupItemTitle: market.strike ?? market.outcomeLabel ?? "",
    volume: volumeNum.toFixed(6),
    volumeNum,
    volume24hr,
    liquidity: activity.liquidityUsd.toFixed(4),
    liquidityNum: activity.liquidityUsd,
    active: true,
    closed: false,
    archived: false,
    restricted: true,
    acceptingOrders: true,
    enableOrderBook: true,
    orderPriceMinTickSize: 0.01,
    orderMinSize: 5,
    negRisk: market.negRisk,
    bestBid: bidCents / 100,
    bestAsk: askCents / 100,
    spread: (askCents - bidCents) / 100,
    lastTradePrice: quote.lastCents / 100,
    oneDayPriceChange: ((quote.midHalfCents - dayAgo.midHalfCents) * 5) / 1000,
    // Taker fees on every simulated market, at the rate of its category (the event's, when known).
    feesEnabled: true,
  };
  if (event) {
    body.category = event.category;
    body.events = [eventSummary(event)];
  }
  return body;
}

function eventSummary(event: SimEvent): Record<string, unknown> {
  return {
    id: event.id,
    ticker: event.slug,
    slug: event.slug,
    title: event.title,
    category: event.category,
    active: true,
    closed: false,
    negRisk: event.negRisk,
  };
}

function gammaEvent(event: SimEvent, minute: number): Record<string, unknown> {
  const markets = event.markets.map(
    (m): Record<string, unknown> => ({ ...gammaMarket(m, minute, null), category: event.category }),
  );
  const sum = (field: string) =>
    roundTo(
      markets.reduce((total, m) => total + (typeof m[field] === "number" ? (m[field] as number) : 0), 0),
      6,
    );
  const first = event.markets[0];
  return {
    ...eventSummary(event),
    description: `${event.title} Synthetic event served by the pix upstream simulator; not real data.`,
    startDate: first ? isoSeconds(first.openTimeMs) : null,
    endDate: first ? isoSeconds(first.closeTimeMs) : null,
    archived: false,
    enableOrderBook: true,
    volume: sum("volumeNum"),
    volume24hr: sum("volume24hr"),
    liquidity: sum("liquidityNum"),
    markets,
  };
}

function listEvents(ctx: RouteContext): SimReply {
  const open = openFilter(ctx);
  if (!open.ok) return gammaError(400, open.error);
  const ids = new Set(listParam(ctx.url, "id"));
  const slugs = new Set(listParam(ctx.url, "slug"));
  const events = ctx.universe.polymarket.events.filter(
    (e) =>
      open.listOpen &&
      (ids.size === 0 || ids.has(e.id)) &&
      (slugs.size === 0 || (e.slug !== null && slugs.has(e.slug))),
  );
  const result = page(ctx, events);
  if (!result.ok) return result.reply;
  return json(result.page.map((e) => gammaEvent(e, ctx.minute)));
}

function oneEvent(ctx: RouteContext, id: string): SimReply {
  const event = ctx.universe.polymarket.eventById.get(id);
  return event ? json(gammaEvent(event, ctx.minute)) : gammaError(404, "not found");
}
