/**
 * Kalshi Trade API v2 as the simulator serves it (shapes: /work/shared/upstreams.md). Prices are dollar
 * strings with 4 decimals, counts strings with 2 decimals; the removed integer-cent fields are absent.
 */
import { type Activity, activityAt } from "./activity.ts";
import { ascending, type MarketBook } from "./books.ts";
import {
  CALENDAR_MARKETS_PER_SLOT,
  CALENDAR_SERIES,
  type CalendarMarket,
  calendarMarketById,
  closedCalendarMarkets,
  kalshiCalendarState,
  openCalendarMarkets,
  quoteMinute,
} from "./calendar.ts";
import { hundredthsText, isoSeconds, kalshiDollars } from "./format.ts";
import { MINUTE_MS, quoteAtMinute } from "./model.ts";
import { intParam, json, listParam, type RouteContext, type SimReply } from "./reply.ts";
import { eventSettlementSources, kalshiRuleTexts } from "./rules.ts";
import type { SimEvent, SimMarket, SimSeries } from "./universe.ts";

const DAY_MINUTES = 1440;
/** `GET /markets` page size when `limit` is absent. */
export const KALSHI_MARKETS_DEFAULT_LIMIT = 100;
/**
 * The listing's `status` values; every universe market is `active`, which `open` selects. The resolution
 * calendar's markets (calendar.ts) answer `active` in their last minutes before close, then `closed`
 * (closed, determined, amended) and `settled` (finalized).
 */
const STATUS_VALUES = new Set(["unopened", "open", "paused", "closed", "settled"]);

export function kalshiError(status: number, code: string, message: string): SimReply {
  return json({ error: { code, message, service: "trade-api" } }, status);
}

const notFound = (what: string) => kalshiError(404, "not_found", `${what} not found`);
const badRequest = (message: string) => kalshiError(400, "bad_request", message);

export function handleKalshi(ctx: RouteContext): SimReply {
  const [first, second, third, fourth, fifth, sixth] = ctx.path;
  if (first === "markets" && second === undefined) return listMarkets(ctx);
  if (first === "markets" && second && third === undefined) return oneMarket(ctx, second);
  if (first === "markets" && second && third === "orderbook" && fourth === undefined) {
    return orderbook(ctx, second);
  }
  if (first === "events" && second === undefined) return listEvents(ctx);
  if (first === "events" && second && third === undefined) return oneEvent(ctx, second);
  if (first === "events" && second && third === "metadata" && fourth === undefined) {
    return eventMetadata(ctx, second);
  }
  if (first === "series" && second === undefined) return listSeries(ctx);
  if (first === "series" && second && third === undefined) return oneSeries(ctx, second);
  if (first === "series" && second && third === "markets" && fourth && fifth === "candlesticks" && !sixth) {
    return candlesticks(ctx, second, fourth);
  }
  return notFound("route");
}

// Cursors are opaque to clients; here they carry the next offset.
const encodeCursor = (offset: number) => btoa(`pix-sim:${offset}`);

export function decodeCursor(cursor: string | null): number | null {
  if (cursor === null || cursor === "") return 0;
  try {
    const match = /^pix-sim:(\d{1,9})$/.exec(atob(cursor));
    return match?.[1] ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function paginate<T>(ctx: RouteContext, items: T[], defaultLimit: number, maxLimit: number) {
  const limit = intParam(ctx.url, "limit", defaultLimit, 1, maxLimit);
  if (!limit.ok) return { ok: false as const, reply: badRequest(limit.error) };
  const offset = decodeCursor(ctx.url.searchParams.get("cursor"));
  if (offset === null) return { ok: false as const, reply: badRequest("invalid cursor") };
  const end = offset + limit.value;
  const page = items.slice(offset, end);
  return { ok: true as const, page, cursor: end < items.length ? encodeCursor(end) : "" };
}

/** `status` filter: null when absent, else whether active markets match; an error text when invalid. */
function statusFilter(
  ctx: RouteContext,
): { ok: true; active: boolean | null } | { ok: false; error: string } {
  const statuses = listParam(ctx.url, "status");
  if (statuses.length === 0) return { ok: true, active: null };
  const unknown = statuses.find((s) => !STATUS_VALUES.has(s));
  if (unknown) return { ok: false, error: `invalid status: ${unknown}` };
  return { ok: true, active: statuses.includes("open") };
}

function listMarkets(ctx: RouteContext): SimReply {
  const status = statusFilter(ctx);
  if (!status.ok) return badRequest(status.error);
  const tickers = new Set(listParam(ctx.url, "tickers"));
  const events = new Set(listParam(ctx.url, "event_ticker"));
  const series = ctx.url.searchParams.get("series_ticker");
  const markets = ctx.universe.kalshi.markets.filter(
    (m) =>
      status.active !== false &&
      (tickers.size === 0 || tickers.has(m.marketId)) &&
      (events.size === 0 || events.has(m.eventId)) &&
      (!series || m.seriesTicker === series),
  );
  const minClose = intParam(ctx.url, "min_close_ts", 0, 0, 2 ** 40);
  if (!minClose.ok) return badRequest(minClose.error);
  const calendar = calendarListing(ctx, listParam(ctx.url, "status"), tickers, minClose.value * 1000).filter(
    (m) => (events.size === 0 || events.has(m.sim.eventId)) && (!series || series === CALENDAR_SERIES),
  );
  const listed: (SimMarket | CalendarMarket)[] = calendar.length === 0 ? markets : [...markets, ...calendar];
  const page = paginate(ctx, listed, KALSHI_MARKETS_DEFAULT_LIMIT, 1000);
  if (!page.ok) return page.reply;
  return json({
    markets: page.page.map((m) => ("sim" in m ? kalshiCalendarMarket(m, ctx) : kalshiMarket(m, ctx.minute))),
    cursor: page.cursor,
  });
}

/** Which response statuses each listing `status` value selects. */
const FILTER_STATUSES: Record<string, readonly string[]> = {
  unopened: ["initialized"],
  open: ["active"],
  paused: ["inactive"],
  closed: ["closed", "determined", "amended", "disputed"],
  settled: ["finalized"],
};

/**
 * The calendar markets a listing carries: the named ones (`tickers=`) in any state the `status` filter
 * selects; else, when the filter selects open markets (`open`, or no filter), those in their last
 * `CALENDAR_LISTED_MINUTES` before close (the soonest first), and for a `closed`/`settled` filter those
 * closed since `sinceMs` (most recent first). Every one closes at or after `sinceMs`.
 */
function calendarListing(
  ctx: RouteContext,
  statuses: string[],
  tickers: Set<string>,
  sinceMs: number,
): CalendarMarket[] {
  const wanted = new Set(statuses.flatMap((s) => FILTER_STATUSES[s] ?? []));
  const selected = (m: CalendarMarket) =>
    statuses.length === 0 || wanted.has(kalshiCalendarState(m, ctx.nowMs).status);
  if (tickers.size > 0) {
    return [...tickers].flatMap((t) => {
      const m = calendarMarketById("kalshi", t, ctx.nowMs);
      return m && selected(m) && m.closeMs >= sinceMs ? [m] : [];
    });
  }
  const open =
    statuses.length === 0 || statuses.includes("open")
      ? openCalendarMarkets("kalshi", ctx.nowMs).filter((m) => m.closeMs >= sinceMs)
      : [];
  if (!statuses.includes("closed") && !statuses.includes("settled")) return open;
  return [...open, ...closedCalendarMarkets("kalshi", ctx.nowMs, sinceMs).filter(selected)];
}

/** A calendar market's Market object: its quote frozen at close, its status fields on the calendar. */
function kalshiCalendarMarket(m: CalendarMarket, ctx: RouteContext): Record<string, unknown> {
  const body = kalshiMarket(m.sim, quoteMinute(m, ctx.minute));
  const state = kalshiCalendarState(m, ctx.nowMs);
  return {
    ...body,
    updated_time: isoSeconds(ctx.minute * MINUTE_MS),
    status: state.status,
    result: state.result,
    ...(state.settlement_value_dollars === undefined
      ? {}
      : { settlement_value_dollars: state.settlement_value_dollars }),
    ...(state.settlement_ts === undefined ? {} : { settlement_ts: state.settlement_ts }),
  };
}

function oneMarket(ctx: RouteContext, ticker: string): SimReply {
  const market = ctx.universe.kalshi.marketById.get(ticker);
  if (market) return json({ market: kalshiMarket(market, ctx.minute) });
  const calendar = calendarMarketById("kalshi", ticker, ctx.nowMs);
  return calendar ? json({ market: kalshiCalendarMarket(calendar, ctx) }) : notFound("market");
}

/** The Market object of upstreams.md at a minute. */
export function kalshiMarket(market: SimMarket, minute: number): Record<string, unknown> {
  const quote = quoteAtMinute(market.key, minute);
  const dayAgo = quoteAtMinute(market.key, minute - DAY_MINUTES);
  const activity = activityAt(market.key, market.openTimeMs, minute);
  // Kalshi reports an empty side as a 0 bid or a 1 ask; the NO side mirrors the YES side.
  const yesBid = quote.bidCents ?? 0;
  const yesAsk = quote.askCents ?? 100;
  const ladder = market.kind === "ladder" && market.strike !== null;
  return {
    ticker: market.marketId,
    event_ticker: market.eventId,
    market_type: "binary",
    title: market.title,
    subtitle: "",
    yes_sub_title: subTitle(market),
    no_sub_title: subTitle(market),
    open_time: isoSeconds(market.openTimeMs),
    close_time: isoSeconds(market.closeTimeMs),
    expected_expiration_time: isoSeconds(market.expectedExpirationMs),
    latest_expiration_time: isoSeconds(market.expectedExpirationMs + 7 * DAY_MINUTES * MINUTE_MS),
    updated_time: isoSeconds(minute * MINUTE_MS),
    status: "active",
    result: "",
    can_close_early: true,
    strike_type: ladder ? "greater" : "custom",
    floor_strike: ladder ? Number(market.strike) : null,
    cap_strike: null,
    yes_bid_dollars: kalshiDollars(yesBid),
    yes_ask_dollars: kalshiDollars(yesAsk),
    no_bid_dollars: kalshiDollars(100 - yesAsk),
    no_ask_dollars: kalshiDollars(100 - yesBid),
    last_price_dollars: kalshiDollars(quote.lastCents),
    previous_price_dollars: kalshiDollars(dayAgo.lastCents),
    previous_yes_bid_dollars: kalshiDollars(dayAgo.bidCents ?? 0),
    previous_yes_ask_dollars: kalshiDollars(dayAgo.askCents ?? 100),
    volume_fp: hundredthsText(activity.volumeHundredths),
    volume_24h_fp: hundredthsText(activity.volume24hHundredths),
    open_interest_fp: hundredthsText(activity.openInterestHundredths),
    liquidity_dollars: liquidityDollars(activity),
    notional_value_dollars: "1.0000",
    price_level_structure: "linear_cent",
    ...kalshiRuleTexts(market, minute * MINUTE_MS),
  };
}

function subTitle(market: SimMarket): string {
  if (market.kind === "ladder" && market.strike !== null) return `Above ${market.strike}`;
  if (market.kind === "categorical" && market.outcomeLabel !== null) return market.outcomeLabel;
  return "Yes";
}

function liquidityDollars(activity: Activity): string {
  return `${activity.liquidityUsd.toFixed(4)}`;
}

function orderbook(ctx: RouteContext, ticker: string): SimReply {
  // A calendar market's book while it trades (the listings' quote is the base book's top).
  const calendar = calendarMarketById("kalshi", ticker, ctx.nowMs);
  const market =
    ctx.universe.kalshi.marketById.get(ticker) ??
    (calendar && calendar.closeMs > ctx.nowMs ? calendar.sim : undefined);
  if (!market) return notFound("market");
  const depth = intParam(ctx.url, "depth", 0, 0, 100);
  if (!depth.ok) return badRequest(depth.error);
  return json({ orderbook_fp: kalshiOrderbook(ctx.books.read(market, ctx.minute), depth.value) });
}

/** A side's levels as Kalshi writes them: `[dollars, count]` text pairs, ascending (the best bid last). */
function kalshiLevels(levels: [number, number][]): [string, string][] {
  return levels.map(([cents, size]) => [kalshiDollars(cents), hundredthsText(size)]);
}

/**
 * Bids only, on both sides, ascending by price (the best bid last): the YES bids, and the NO bids (a NO
 * bid at 1 − p is a YES ask at p). `depth` > 0 keeps that many best levels. An empty side is `null`, as
 * Kalshi's backend serialises an empty list.
 */
export function kalshiOrderbook(book: MarketBook, depth = 0) {
  const side = (levels: [number, number][]) => {
    if (levels.length === 0) return null;
    return kalshiLevels(depth > 0 ? levels.slice(-depth) : levels);
  };
  const noBids = ascending(book.asks)
    .map(([cents, size]): [number, number] => [100 - cents, size])
    .reverse();
  return { yes_dollars: side(ascending(book.bids)), no_dollars: side(noBids) };
}

function kalshiEvent(event: SimEvent, minute: number, nested: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    event_ticker: event.id,
    series_ticker: event.seriesTicker ?? "",
    title: event.title,
    sub_title: event.subTitle,
    category: event.category,
    mutually_exclusive: event.mutuallyExclusive,
    collateral_return_type: event.mutuallyExclusive ? "MECNET" : "",
    strike_period: "",
    available_on_brokers: false,
  };
  if (nested) body.markets = event.markets.map((m) => kalshiMarket(m, minute));
  return body;
}

function listEvents(ctx: RouteContext): SimReply {
  const status = statusFilter(ctx);
  if (!status.ok) return badRequest(status.error);
  const series = ctx.url.searchParams.get("series_ticker");
  const nested = ctx.url.searchParams.get("with_nested_markets") === "true";
  const events = ctx.universe.kalshi.events.filter(
    (e) => status.active !== false && (!series || e.seriesTicker === series),
  );
  const page = paginate(ctx, events, 200, 200);
  if (!page.ok) return page.reply;
  return json({ events: page.page.map((e) => kalshiEvent(e, ctx.minute, nested)), cursor: page.cursor });
}

/** A resolution calendar slot's event (`KXPIXCAL-{slot}`, its markets `…-{j}`), or undefined. */
function calendarEvent(
  ctx: RouteContext,
  ticker: string,
): { event: SimEvent; markets: CalendarMarket[] } | undefined {
  const markets = Array.from({ length: CALENDAR_MARKETS_PER_SLOT }, (_, j) =>
    calendarMarketById("kalshi", `${ticker}-${j}`, ctx.nowMs),
  ).filter((m): m is CalendarMarket => m !== undefined);
  const first = markets[0];
  if (!first || !/^KXPIXCAL-\d{1,9}$/.test(ticker)) return undefined;
  const event: SimEvent = {
    venue: "kalshi",
    id: ticker,
    slug: null,
    seriesTicker: CALENDAR_SERIES,
    title: `Synthetic calendar slot ${first.slot}`,
    subTitle: "",
    category: "Economics",
    mutuallyExclusive: false,
    negRisk: false,
    markets: markets.map((m) => m.sim),
  };
  return { event, markets };
}

function oneEvent(ctx: RouteContext, ticker: string): SimReply {
  const nested = ctx.url.searchParams.get("with_nested_markets") === "true";
  const calendar = ctx.universe.kalshi.eventById.has(ticker) ? undefined : calendarEvent(ctx, ticker);
  if (calendar) {
    const body = { ...kalshiEvent(calendar.event, ctx.minute, false) };
    const markets = calendar.markets.map((m) => kalshiCalendarMarket(m, ctx));
    return json(nested ? { event: { ...body, markets }, markets: [] } : { event: body, markets });
  }
  const event = ctx.universe.kalshi.eventById.get(ticker);
  if (!event) return notFound("event");
  return json({
    event: kalshiEvent(event, ctx.minute, nested),
    markets: nested ? [] : event.markets.map((m) => kalshiMarket(m, ctx.minute)),
  });
}

/** `GET /events/{event_ticker}/metadata`: the event's settlement sources (no images here). */
function eventMetadata(ctx: RouteContext, ticker: string): SimReply {
  const event = ctx.universe.kalshi.eventById.get(ticker) ?? calendarEvent(ctx, ticker)?.event;
  if (!event) return notFound("event");
  return json({
    image_url: "",
    featured_image_url: "",
    market_details: [],
    settlement_sources: eventSettlementSources(event),
  });
}

export function seriesBody(series: SimSeries): Record<string, unknown> {
  return {
    ticker: series.ticker,
    title: series.title,
    category: series.category,
    frequency: series.frequency,
    tags: [],
    settlement_sources: series.sources,
    contract_url: "",
    contract_terms_url: `https://kalshi-public-docs.s3.amazonaws.com/contract_terms/${series.ticker}.pdf`,
    fee_type: "quadratic",
    fee_multiplier: 1,
  };
}

function listSeries(ctx: RouteContext): SimReply {
  const category = ctx.url.searchParams.get("category");
  const all = [...ctx.universe.kalshi.series.values()].filter((s) => !category || s.category === category);
  return json({ series: all.map(seriesBody) });
}

/** The resolution calendar's series (`KXPIXCAL`): its markets are listed in their last minutes open. */
const CALENDAR_SERIES_DEF: SimSeries = {
  ticker: CALENDAR_SERIES,
  title: "Synthetic resolution calendar",
  category: "Economics",
  frequency: "custom",
  sources: [],
};

function oneSeries(ctx: RouteContext, ticker: string): SimReply {
  const series =
    ctx.universe.kalshi.series.get(ticker) ?? (ticker === CALENDAR_SERIES ? CALENDAR_SERIES_DEF : undefined);
  return series ? json({ series: seriesBody(series) }) : notFound("series");
}

const PERIODS = new Set([1, 60, 1440]);
const MAX_CANDLES = 5000;

/** OHLC of cents over a period's minutes. */
function ohlc(values: number[]) {
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? first;
  return {
    open_dollars: kalshiDollars(first),
    high_dollars: kalshiDollars(Math.max(...values)),
    low_dollars: kalshiDollars(Math.min(...values)),
    close_dollars: kalshiDollars(last),
  };
}

/** Minutes [start, end) every `stride`, always including the last one (the close). */
function sampleMinutes(start: number, end: number, stride: number): number[] {
  const minutes: number[] = [];
  for (let m = start; m < end; m += stride) minutes.push(m);
  if (minutes[minutes.length - 1] !== end - 1) minutes.push(end - 1);
  return minutes;
}

function candlesticks(ctx: RouteContext, seriesTicker: string, ticker: string): SimReply {
  const market = ctx.universe.kalshi.marketById.get(ticker);
  if (!market || market.seriesTicker !== seriesTicker) return notFound("market");
  const nowSeconds = Math.floor(ctx.nowMs / 1000);
  const start = intParam(ctx.url, "start_ts", -1, 0, 2 ** 40);
  const end = intParam(ctx.url, "end_ts", -1, 0, 2 ** 40);
  const period = intParam(ctx.url, "period_interval", -1, 1, 1440);
  if (!start.ok || !end.ok || !period.ok) return badRequest("invalid start_ts, end_ts or period_interval");
  if (start.value < 0 || end.value < 0 || !PERIODS.has(period.value)) {
    return badRequest("start_ts, end_ts and period_interval (1, 60 or 1440) are required");
  }
  const periodMinutes = period.value;
  // Candles end on period boundaries inside (start, end] and never in the future.
  const lastEnd = Math.floor(Math.min(end.value, nowSeconds) / 60 / periodMinutes) * periodMinutes;
  const firstEnd = (Math.floor(start.value / 60 / periodMinutes) + 1) * periodMinutes;
  if ((lastEnd - firstEnd) / periodMinutes + 1 > MAX_CANDLES)
    return badRequest("too many candlesticks requested");
  // Daily candles sample every 15 minutes and hourly ones every 5 (open and close exact) to bound the
  // work of a long history.
  const stride = periodMinutes === 1440 ? 15 : periodMinutes === 60 ? 5 : 1;
  // A market has no candles before it opened.
  const openMinute = Math.floor(market.openTimeMs / MINUTE_MS);
  const candles: Record<string, unknown>[] = [];
  for (let endMinute = firstEnd; endMinute <= lastEnd; endMinute += periodMinutes) {
    if (endMinute <= openMinute) continue;
    const bids: number[] = [];
    const asks: number[] = [];
    const trades: number[] = [];
    const startMinute = endMinute - periodMinutes;
    for (const m of sampleMinutes(startMinute, endMinute, stride)) {
      const q = quoteAtMinute(market.key, m);
      bids.push(q.bidCents ?? 0);
      asks.push(q.askCents ?? 100);
      trades.push(q.lastCents);
    }
    const previous = quoteAtMinute(market.key, startMinute - 1).lastCents;
    const mean = Math.round(trades.reduce((a, b) => a + b, 0) / trades.length);
    const volume =
      activityAt(market.key, market.openTimeMs, endMinute - 1).volumeHundredths -
      activityAt(market.key, market.openTimeMs, startMinute - 1).volumeHundredths;
    candles.push({
      end_period_ts: endMinute * 60,
      yes_bid: ohlc(bids),
      yes_ask: ohlc(asks),
      price: {
        ...ohlc(trades),
        mean_dollars: kalshiDollars(mean),
        previous_dollars: kalshiDollars(previous),
      },
      volume_fp: hundredthsText(volume),
      open_interest_fp: hundredthsText(
        activityAt(market.key, market.openTimeMs, endMinute - 1).openInterestHundredths,
      ),
    });
  }
  return json({ ticker, candlesticks: candles });
}
