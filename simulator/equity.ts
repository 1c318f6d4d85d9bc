/**
 * The simulated price provider (Yahoo Finance shapes, upstreams.md), under `/equity`:
 *
 *   /equity/consent                                  the consent host: 404 with a session cookie
 *   /equity/query/v1/test/getcrumb                   a crumb for that cookie (text/plain)
 *   /equity/query/v8/finance/chart/{symbol}          ?range=&interval=1d&events=div,splits
 *   /equity/query/v10/finance/quoteSummary/{symbol}  ?modules=…&crumb=…  (401 "Invalid Crumb" without both)
 *   /equity/_control/{faults,reset,state,rotate-crumb}
 *
 * Symbols and schedules come from equity-universe.ts; prices from equity-prices.ts. Crumbs are bound
 * to the cookie they were issued for and to a generation that `rotate-crumb` advances, so a cached
 * session can be made stale on purpose.
 */
import { addCalendarDays } from "../src/domain/new-york-calendar.ts";
import {
  adjustedCloses,
  type SimBar,
  simBars,
  simDividends,
  simSplits,
  zonedDate,
  zonedInstant,
} from "./equity-prices.ts";
import { quarters, round2, type SimEquity, simEquity } from "./equity-universe.ts";
import { hexFor } from "./hash.ts";
import { json, type SimReply } from "./reply.ts";
import { createSourceFaultBoard, handleSourceControl, withFault } from "./source-faults.ts";

export const EQUITY_BASE_PATHS = { query: "/equity/query", consent: "/equity/consent" } as const;
export const EQUITY_ENDPOINTS = ["consent", "crumb", "chart", "quote_summary"] as const;

export interface EquityUpstream {
  /** `path` is the segments after `/equity`. */
  handle(request: Request, path: string[], nowMs: number): Promise<SimReply>;
  reset(): void;
}

const RANGES: Record<string, number> = { "1mo": 1, "3mo": 3, "6mo": 6, "1y": 12, "2y": 24, "5y": 60 };
const COOKIE = /(?:^|;\s*)A3=(d=SIM[0-9]+)/;

export function createEquityUpstream(): EquityUpstream {
  const faults = createSourceFaultBoard();
  let cookiesIssued = 0;
  let generation = 0;

  const crumbFor = (cookie: string) => {
    const hex = hexFor(`${cookie}:${generation}`, 11);
    return `${hex.slice(0, 5)}/${hex.slice(5)}`;
  };
  const cookieOf = (request: Request) => COOKIE.exec(request.headers.get("cookie") ?? "")?.[1] ?? null;

  return {
    reset() {
      faults.reset();
      generation++;
    },
    async handle(request, path, nowMs) {
      const [head, ...rest] = path;
      if (head === "_control") {
        return handleSourceControl(request, rest[0], faults, EQUITY_ENDPOINTS, {
          "rotate-crumb": () => {
            generation++;
            return json({ generation });
          },
        });
      }
      if (head === "consent" && rest.length === 0) {
        return withFault(faults, "consent", request, () => {
          cookiesIssued++;
          const cookie = `A3=d=SIM${cookiesIssued}; Expires=${new Date(nowMs + 365 * 86_400_000).toUTCString()}; Max-Age=31557600; Path=/; SameSite=None; Secure; HttpOnly`;
          return {
            status: 404,
            contentType: "text/html; charset=utf-8",
            text: '<!DOCTYPE html><html lang="en"><head><title>Yahoo</title></head><body><h1>Sorry, the page you requested was not found.</h1></body></html>',
            headers: { "Set-Cookie": cookie },
          };
        });
      }
      if (head !== "query") return notFound();
      const route = rest.join("/");
      if (route === "v1/test/getcrumb") {
        return withFault(faults, "crumb", request, () => {
          const cookie = cookieOf(request);
          if (cookie === null) return financeError(401, "Unauthorized", "Invalid Cookie");
          return { status: 200, contentType: "text/plain;charset=utf-8", text: crumbFor(cookie) };
        });
      }
      const [v, finance, kind, symbol, extra] = rest;
      if (finance !== "finance" || symbol === undefined || extra !== undefined) return notFound();
      const url = new URL(request.url);
      if (v === "v8" && kind === "chart") {
        return withFault(faults, "chart", request, () => chartReply(decodeURIComponent(symbol), url, nowMs));
      }
      if (v === "v10" && kind === "quoteSummary") {
        return withFault(faults, "quote_summary", request, (fault) => {
          const cookie = cookieOf(request);
          const valid = cookie !== null && url.searchParams.get("crumb") === crumbFor(cookie);
          if (!valid || fault?.mode === "crumb_refused")
            return financeError(401, "Unauthorized", "Invalid Crumb");
          return summaryReply(decodeURIComponent(symbol), url, nowMs);
        });
      }
      return notFound();
    },
  };
}

const notFound = () => financeError(404, "Not Found", "HTTP 404 Not Found");

function financeError(status: number, code: string, description: string): SimReply {
  return json({ finance: { result: null, error: { code, description } } }, status);
}

// ---- chart

function chartReply(symbol: string, url: URL, nowMs: number): SimReply {
  const equity = simEquity(symbol);
  if (equity === undefined) {
    return json(
      {
        chart: {
          result: null,
          error: { code: "Not Found", description: "No data found, symbol may be delisted" },
        },
      },
      404,
    );
  }
  const interval = url.searchParams.get("interval") ?? "1d";
  const months = RANGES[url.searchParams.get("range") ?? "1mo"];
  if (interval !== "1d" || months === undefined) {
    return json(
      {
        chart: {
          result: null,
          error: { code: "Bad Request", description: "Invalid input - range or interval" },
        },
      },
      400,
    );
  }
  const today = zonedDate(equity.zone, nowMs);
  const from = monthsBefore(today, months);
  const all = simBars(equity, nowMs);
  const firstIndex = all.findIndex((bar) => bar.date >= from);
  const bars = firstIndex < 0 ? [] : all.slice(firstIndex);
  const dividends = simDividends(equity, today);
  const adjusted = adjustedCloses(all, dividends).slice(Math.max(0, firstIndex));
  const events = (url.searchParams.get("events") ?? "").split(/[,|]/);
  const last = lastPriced(bars);
  const zone = equity.zone.at(nowMs);
  const openSeconds = (date: string) =>
    Math.floor(zonedInstant(equity.zone, date, equity.open[0], equity.open[1]) / 1000);

  const result: Record<string, unknown> = {
    meta: {
      currency: equity.currency,
      symbol: equity.symbol,
      exchangeName: equity.exchange,
      fullExchangeName: equity.fullExchangeName,
      instrumentType: equity.instrumentType,
      firstTradeDate: openSeconds(all[0]?.date ?? today),
      regularMarketTime: quoteTimeSeconds(equity, last, nowMs),
      hasPrePostMarketData: equity.zone.name === "America/New_York",
      gmtoffset: zone.offsetMinutes * 60,
      timezone: zone.short,
      exchangeTimezoneName: equity.zone.name,
      regularMarketPrice: last?.close ?? null,
      fiftyTwoWeekHigh: extreme(bars.slice(-252), "high", Math.max),
      fiftyTwoWeekLow: extreme(bars.slice(-252), "low", Math.min),
      regularMarketDayHigh: last?.high ?? null,
      regularMarketDayLow: last?.low ?? null,
      regularMarketVolume: last?.volume ?? 0,
      longName: equity.name,
      shortName: equity.shortName,
      chartPreviousClose: firstIndex > 0 ? (all[firstIndex - 1]?.close ?? null) : null,
      priceHint: 2,
      dataGranularity: "1d",
      range: url.searchParams.get("range") ?? "1mo",
      validRanges: ["1d", "5d", "1mo", "3mo", "6mo", "1y", "2y", "5y", "10y", "ytd", "max"],
    },
    timestamp: bars.map((bar) => bar.timestamp),
    indicators: {
      quote: [
        {
          open: bars.map((bar) => bar.open),
          high: bars.map((bar) => bar.high),
          low: bars.map((bar) => bar.low),
          close: bars.map((bar) => bar.close),
          volume: bars.map((bar) => bar.volume),
        },
      ],
      adjclose: [{ adjclose: adjusted }],
    },
  };
  const inRange = (date: string) => date >= from && date <= today;
  const chartEvents: Record<string, unknown> = {};
  if (events.includes("div")) {
    const dividendEvents = dividends.filter((d) => inRange(d.exDate));
    if (dividendEvents.length > 0) {
      chartEvents.dividends = Object.fromEntries(
        dividendEvents.map((d) => [
          String(openSeconds(d.exDate)),
          { amount: d.amount, date: openSeconds(d.exDate) },
        ]),
      );
    }
  }
  if (events.includes("splits") || events.includes("split")) {
    const splits = simSplits(equity, today).filter((s) => inRange(s.date));
    if (splits.length > 0) {
      chartEvents.splits = Object.fromEntries(
        splits.map((s) => [
          String(openSeconds(s.date)),
          {
            date: openSeconds(s.date),
            numerator: s.numerator,
            denominator: s.denominator,
            splitRatio: `${s.numerator}:${s.denominator}`,
          },
        ]),
      );
    }
  }
  if (Object.keys(chartEvents).length > 0) result.events = chartEvents;
  return json({ chart: { result: [result], error: null } });
}

// ---- quoteSummary

function summaryReply(symbol: string, url: URL, nowMs: number): SimReply {
  const equity = simEquity(symbol);
  if (equity === undefined) {
    return json(
      {
        quoteSummary: {
          result: null,
          error: { code: "Not Found", description: `Quote not found for symbol: ${symbol}` },
        },
      },
      404,
    );
  }
  const modules = (url.searchParams.get("modules") ?? "").split(",").filter((m) => m !== "");
  const result: Record<string, unknown> = {};
  for (const module of modules) {
    const body = summaryModule(equity, module, nowMs);
    if (body !== null) result[module] = body;
  }
  if (Object.keys(result).length === 0) {
    return json(
      {
        quoteSummary: {
          result: null,
          error: {
            code: "Not Found",
            description: `No fundamentals data found for any of the summaryTypes=${modules.join(",")}`,
          },
        },
      },
      404,
    );
  }
  return json({ quoteSummary: { result: [result], error: null } });
}

function summaryModule(equity: SimEquity, module: string, nowMs: number): unknown {
  const today = zonedDate(equity.zone, nowMs);
  if (module === "price") return priceModule(equity, nowMs);
  if (equity.instrumentType !== "EQUITY" || equity.earnings === null) return null;
  const all = quarters(equity, today);
  if (module === "earningsHistory") {
    const reported = all.filter((q) => q.releaseMs <= nowMs).slice(-4);
    return {
      history: reported.map((q, i) => ({
        maxAge: 1,
        epsActual: number(q.epsActual),
        epsEstimate: number(q.epsEstimate),
        epsDifference: number(round2(q.epsActual - q.epsEstimate)),
        surprisePercent: percent(q.surprise),
        quarter: date(q.quarterEnd),
        currency: equity.currency,
        period: `-${reported.length - i}q`,
      })),
      maxAge: 86400,
    };
  }
  if (module === "calendarEvents") {
    const next = all.find((q) => q.releaseMs > nowMs);
    const window = equity.earnings.windowDays;
    const earningsDate =
      next === undefined
        ? []
        : window === undefined
          ? [{ raw: Math.floor(next.releaseMs / 1000), fmt: next.releaseDate }]
          : [
              date(addCalendarDays(next.releaseDate, -window)),
              date(addCalendarDays(next.releaseDate, window)),
            ];
    const revenue = equity.earnings.revenueBase * (1 + 0.01 * (next === undefined ? 0 : all.indexOf(next)));
    const dividends = simDividends(equity, addCalendarDays(today, 400));
    const declared =
      dividends.find((d) => d.exDate > today && d.exDate <= addCalendarDays(today, 45)) ??
      [...dividends].reverse().find((d) => d.exDate <= today);
    return {
      maxAge: 1,
      earnings: {
        earningsDate,
        earningsCallDate: [],
        isEarningsDateEstimate: window !== undefined,
        earningsAverage: next ? number(next.epsEstimate) : {},
        earningsLow: next ? number(round2(next.epsEstimate * 0.93)) : {},
        earningsHigh: next ? number(round2(next.epsEstimate * 1.06)) : {},
        revenueAverage: next ? big(Math.round(revenue)) : {},
        revenueLow: next ? big(Math.round(revenue * 0.97)) : {},
        revenueHigh: next ? big(Math.round(revenue * 1.03)) : {},
      },
      ...(declared ? { exDividendDate: date(declared.exDate), dividendDate: date(declared.payDate) } : {}),
    };
  }
  return null;
}

function priceModule(equity: SimEquity, nowMs: number) {
  const bars = simBars(equity, nowMs);
  const last = lastPriced(bars);
  const previous = lastPriced(bars.slice(0, last === undefined ? 0 : bars.indexOf(last)));
  const price = last?.close ?? equity.basePrice;
  const previousClose = previous?.close ?? price;
  return {
    maxAge: 1,
    regularMarketChangePercent: percent((price - previousClose) / previousClose),
    regularMarketChange: number(round2(price - previousClose)),
    regularMarketTime: quoteTimeSeconds(equity, last, nowMs),
    priceHint: { raw: 2, fmt: "2", longFmt: "2" },
    regularMarketPrice: number(price),
    regularMarketDayHigh: number(last?.high ?? price),
    regularMarketDayLow: number(last?.low ?? price),
    regularMarketVolume: last?.volume ? big(last.volume) : {},
    regularMarketPreviousClose: number(previousClose),
    regularMarketSource: "DELAYED",
    regularMarketOpen: number(last?.open ?? price),
    exchange: equity.exchange,
    exchangeName: equity.fullExchangeName,
    exchangeDataDelayedBy: 0,
    marketState: "CLOSED",
    quoteType: equity.instrumentType,
    symbol: equity.symbol,
    underlyingSymbol: null,
    shortName: equity.shortName,
    longName: equity.name,
    currency: equity.currency,
    quoteSourceName: "Delayed Quote",
    currencySymbol: equity.currency === "USD" ? "$" : "¥",
    fromCurrency: null,
    toCurrency: null,
    lastMarket: null,
    marketCap: equity.sharesOutstanding === null ? {} : big(Math.round(price * equity.sharesOutstanding)),
  };
}

// ---- helpers

function lastPriced(bars: readonly SimBar[]): SimBar | undefined {
  for (let i = bars.length - 1; i >= 0; i--) if (bars[i]?.close != null) return bars[i];
  return undefined;
}

/** The quote's time: now while the session trades, else that session's close. */
function quoteTimeSeconds(equity: SimEquity, last: SimBar | undefined, nowMs: number): number {
  if (last === undefined) return Math.floor(nowMs / 1000);
  const closeMs = zonedInstant(equity.zone, last.date, equity.close[0], equity.close[1]);
  return Math.floor(Math.min(nowMs, closeMs) / 1000);
}

function extreme(bars: readonly SimBar[], field: "high" | "low", pick: (...values: number[]) => number) {
  const values = bars.map((bar) => bar[field]).filter((value): value is number => value !== null);
  return values.length === 0 ? null : pick(...values);
}

function monthsBefore(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 - months;
  const target = new Date(Date.UTC(year, month, 1));
  const day = Math.min(
    Number(date.slice(8, 10)),
    new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate(),
  );
  return new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day)).toISOString().slice(0, 10);
}

const number = (raw: number) => ({ raw, fmt: raw.toFixed(2) });
const percent = (fraction: number) => ({ raw: fraction, fmt: `${(fraction * 100).toFixed(2)}%` });
const date = (iso: string) => ({ raw: Date.parse(`${iso}T00:00:00Z`) / 1000, fmt: iso });

function big(raw: number) {
  const units: [number, string][] = [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
  ];
  const unit = units.find(([size]) => Math.abs(raw) >= size);
  return {
    raw,
    fmt: unit ? `${(raw / unit[0]).toFixed(2)}${unit[1]}` : String(raw),
    longFmt: raw.toLocaleString("en-US"),
  };
}
