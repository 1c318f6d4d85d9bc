/**
 * The offline upstream simulator: Kalshi and Polymarket (Gamma and CLOB) in their real payload shapes,
 * with deterministic prices that move every minute, under path prefixes so one host serves all:
 *
 *   /kalshi/trade-api/v2/…   /polymarket/gamma/…   /polymarket/clob/…   /_control/…
 *
 * the factor route's price provider and filing system under `/equity/…` and `/edgar/…`, and the
 * official statistical sources under `/prints/…` (see equity.ts, edgar.ts and prints.ts; each has its
 * own fault control).
 *
 * Only Web APIs (Request, Response, URL, setTimeout), so it runs in Node and inside workerd alike.
 * Every answer carries `X-Pix-Simulator: synthetic`: nothing it serves is real data.
 */
import type { VenueId } from "../src/catalog/types.ts";
import { type BookStore, createBookStore } from "./books.ts";
import { handleClob } from "./clob.ts";
import { handleControl } from "./control.ts";
import { createEdgarUpstream } from "./edgar.ts";
import { createEquityUpstream } from "./equity.ts";
import {
  createFaultBoard,
  DEFAULT_SLOW_MS,
  type FaultMode,
  type FaultSetting,
  payloadFault,
  transportFault,
} from "./faults.ts";
import { handleGamma } from "./gamma.ts";
import { createIcebergCatalog } from "./iceberg-catalog.ts";
import { handleKalshi, kalshiError } from "./kalshi.ts";
import { listingPage } from "./listing-page.ts";
import { minuteOf } from "./model.ts";
import { createNewsSimulator } from "./news.ts";
import { createPrintsUpstream } from "./prints.ts";
import { json, type RouteContext, type SimReply } from "./reply.ts";
import { createStreamBoard, type StreamBoard, type StreamSetting } from "./stream-control.ts";
import { createTradeLog, kalshiTrades, polymarketTrades } from "./trades.ts";
import { buildUniverse, type Universe } from "./universe.ts";

export { FAULT_MODES, type FaultMode } from "./faults.ts";
export { type SimulatedQuote, simulatedProbability, simulatedQuote } from "./model.ts";
export { marketKey } from "./structures.ts";

export const SIMULATOR_HEADER = "X-Pix-Simulator";

/** Path prefixes of the simulated upstreams; append them to the simulator's origin. */
export const BASE_PATHS = {
  kalshi: "/kalshi/trade-api/v2",
  polymarketGamma: "/polymarket/gamma",
  polymarketClob: "/polymarket/clob",
  polymarketData: "/polymarket/data",
} as const;

/** Paths of the simulated market-data WebSockets (served by the Node server, `streams.ts`). */
export const STREAM_PATHS = {
  kalshi: "/kalshi/trade-api/ws/v2",
  polymarket: "/polymarket/ws/market",
} as const;

export interface SimulatorOptions {
  /** The real clock in epoch ms (default `Date.now`); `/_control/clock` can pin over it. */
  now?: () => number;
  /** Synthetic markets added to each venue's listing, for benchmarks (default 0). */
  extraMarketsPerVenue?: number;
  /** Market-data stream events per second per venue (default 10); `/_control/streams` changes it. */
  streamEventsPerSecond?: number;
  /** Background trade prints per venue and minute in the REST trade listings (default BACKGROUND_PER_MINUTE). */
  backgroundTradesPerMinute?: number;
}

export interface FaultRequest {
  mode: FaultMode;
  /** How many subsequent requests to the venue are affected; omitted = until reset. */
  count?: number;
  /** `slow` only: delay per answer in ms (default 10,000). */
  delayMs?: number;
  /** Only this market-listing page (offset ÷ limit, from 0) fails: a page failing mid-venue. */
  page?: number;
}

export interface SimulatorControl {
  setFault(venue: VenueId, fault: FaultRequest): void;
  /** Clears every fault and unpins the clock. */
  reset(): void;
  /** Pins the simulated clock (epoch ms), or follows the real clock again with null. */
  setClock(nowMs: number | null): void;
  /** The simulated clock now. */
  now(): number;
  /** The market-data streams' event rate and faults per venue (reset by `reset`). */
  streams: StreamBoard;
  state(): {
    now: number;
    clockPinned: boolean;
    faults: Record<VenueId, FaultSetting>;
    streams: Record<VenueId, StreamSetting>;
    extraMarketsPerVenue: number;
  };
}

export interface Simulator {
  fetch(request: Request): Promise<Response>;
  control: SimulatorControl;
  universe: Universe;
  /** The order books the REST book routes read and the market-data streams move. */
  books: BookStore;
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const realNow = options.now ?? Date.now;
  const extraMarketsPerVenue = options.extraMarketsPerVenue ?? 0;
  const universe = buildUniverse(extraMarketsPerVenue);
  const faults = createFaultBoard();
  const equity = createEquityUpstream();
  const edgar = createEdgarUpstream();
  const prints = createPrintsUpstream();
  const iceberg = createIcebergCatalog();
  const news = createNewsSimulator();
  const books = createBookStore();
  const streams = createStreamBoard(options.streamEventsPerSecond);
  let pinnedNow: number | null = null;

  const control: SimulatorControl = {
    setFault(venue, fault) {
      faults.set(venue, {
        mode: fault.mode,
        remaining: fault.count ?? null,
        delayMs: fault.delayMs ?? DEFAULT_SLOW_MS,
        ...(fault.page === undefined ? {} : { page: fault.page }),
      });
    },
    reset() {
      faults.reset();
      equity.reset();
      edgar.reset();
      prints.reset();
      news.reset();
      streams.reset();
      pinnedNow = null;
    },
    setClock(nowMs) {
      pinnedNow = nowMs;
    },
    now: () => pinnedNow ?? realNow(),
    streams,
    state: () => ({
      now: pinnedNow ?? realNow(),
      clockPinned: pinnedNow !== null,
      faults: faults.snapshot(),
      streams: streams.snapshot(),
      extraMarketsPerVenue,
    }),
  };

  const trades = createTradeLog(books, () => control.now(), options.backgroundTradesPerMinute);

  async function route(request: Request): Promise<SimReply> {
    const url = new URL(request.url);
    const segments = url.pathname.split("/").filter((s) => s !== "");
    const [head, second, third] = segments;
    if (head === "_control") return handleControl(request, segments.slice(1), control);
    if (head === "equity") return equity.handle(request, segments.slice(1), control.now());
    if (head === "edgar") return edgar.handle(request, segments.slice(1), control.now());
    if (head === "prints") return prints.handle(request, segments.slice(1), control.now());
    if (head === "iceberg") return iceberg.handle(request, segments.slice(1), url);
    if (head === "news") {
      const nowMs = control.now();
      return news.handle({
        request,
        url,
        path: segments.slice(1),
        nowMs,
        minute: minuteOf(nowMs),
        universe,
        books,
      });
    }
    if (head !== "kalshi" && head !== "polymarket") {
      return segments.length === 0 ? json(describe(url)) : json({ error: "not found" }, 404);
    }
    const venue: VenueId = head;
    const fault = faults.take(venue, listingPage(segments, url));
    if (fault) {
      const replaced = transportFault(fault.mode, venue);
      if (replaced) return replaced;
      if (fault.mode === "slow") await delay(fault.delayMs, request.signal);
    }
    const nowMs = control.now();
    const ctx = (path: string[]): RouteContext => ({
      request,
      url,
      path,
      nowMs,
      minute: minuteOf(nowMs),
      universe,
      books,
    });
    let reply: SimReply;
    if (venue === "kalshi") {
      if (second !== "trade-api" || third !== "v2") reply = kalshiError(404, "not_found", "route not found");
      else if (!isRead(request)) reply = kalshiError(405, "method_not_allowed", "method not allowed");
      else if (segments[3] === "markets" && segments[4] === "trades" && segments.length === 5) {
        reply = kalshiTrades(ctx(segments.slice(3)), trades);
      } else reply = handleKalshi(ctx(segments.slice(3)));
    } else if (second === "gamma") {
      reply = isRead(request)
        ? handleGamma(ctx(segments.slice(2)))
        : json({ error: "method not allowed" }, 405);
    } else if (second === "clob") {
      reply = await handleClob(ctx(segments.slice(2)));
    } else if (second === "data" && third === "trades" && segments.length === 3) {
      reply = isRead(request)
        ? polymarketTrades(ctx(segments.slice(2)), trades)
        : json({ error: "method not allowed" }, 405);
    } else {
      reply = json({ error: "not found" }, 404);
    }
    return fault ? payloadFault(fault.mode, venue, reply) : reply;
  }

  return {
    control,
    universe,
    books,
    async fetch(request) {
      const reply = await route(request);
      return toResponse(reply, request.method === "HEAD");
    },
  };
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

function describe(url: URL) {
  return {
    service: "pix upstream simulator",
    data: "synthetic",
    bases: Object.fromEntries(
      Object.entries(BASE_PATHS).map(([name, path]) => [name, `${url.origin}${path}`]),
    ),
    streams: Object.fromEntries(
      Object.entries(STREAM_PATHS).map(([name, path]) => [
        name,
        `${url.origin.replace(/^http/, "ws")}${path}`,
      ]),
    ),
    control: [
      "POST /_control/faults",
      "POST /_control/streams",
      "POST /_control/reset",
      "POST /_control/clock",
      "GET /_control/state",
    ],
  };
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function toResponse(reply: SimReply, head: boolean): Response {
  const headers = new Headers(reply.headers);
  headers.set(SIMULATOR_HEADER, "synthetic");
  headers.set("Cache-Control", "no-store");
  let body: string;
  if ("json" in reply) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    body = JSON.stringify(reply.json);
  } else {
    headers.set("Content-Type", reply.contentType);
    body = reply.text;
  }
  // A 304 has no body by definition (and a Response refuses one).
  return new Response(head || reply.status === 304 ? null : body, { status: reply.status, headers });
}
