/**
 * The simulated venues' market-data WebSockets, on the Node server's port (`server.ts`):
 *
 *   /kalshi/trade-api/ws/v2   Kalshi Trade API WebSocket v2 (`kalshi-ws.ts`), signed handshake
 *   /polymarket/ws/market     Polymarket CLOB market channel (`polymarket-ws.ts`), public
 *
 * One timer per venue (not per client) draws events at the venue's rate (`/_control/streams`) among
 * the markets its connections follow and moves their books in the simulator's book store (`books.ts`),
 * the same books the REST book routes answer from; every book update is then sent to each connection
 * following that market, so all clients see the same events. Stream faults (`stream-control.ts`) fire
 * per event: all recipients of that event see it.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import type { VenueId } from "../src/catalog/types.ts";
import { type BookUpdate, bestAsk, bestBid, seededRandom } from "./books.ts";
import { type Simulator, STREAM_PATHS } from "./handler.ts";
import { createKalshiStream } from "./kalshi-ws.ts";
import { minuteOf } from "./model.ts";
import { createPolymarketStream } from "./polymarket-ws.ts";
import type { StreamFaultMode } from "./stream-control.ts";
import type { SimMarket } from "./universe.ts";

/** The frames one event sends, per socket (as objects; serialised on the way out). */
export type Outbox = Map<WebSocket, Record<string, unknown>[]>;

/** What a venue's stream module offers the hub. */
export interface VenueStream {
  /** The markets at least one connection follows (events are drawn among them). */
  followed(): SimMarket[];
  /** Takes over a connection whose upgrade succeeded (the upgrade request says how it authenticated). */
  connect(socket: WebSocket, request: IncomingMessage): void;
  /** The frames a book update sends (consuming sequence numbers). */
  frames(update: BookUpdate, nowMs: number): Outbox;
  /** Frames of an occasional non-book event for a market (Kalshi lifecycle), if the venue has one. */
  sideEvent?(market: SimMarket, nowMs: number): Outbox;
  /** Refuses an upgrade: the HTTP status and reason, or null to accept. */
  refuse?(request: IncomingMessage): { status: number; message: string } | null;
  close(): void;
}

/** What the venue modules need from the hub. */
export interface StreamContext {
  simulator: Simulator;
  /** Sends frames straight away (answers to commands), unless the venue is silenced. */
  reply(venue: VenueId, socket: WebSocket, frame: Record<string, unknown> | string): void;
  /** The followed markets changed: start or stop the venue's timer. */
  followChanged(venue: VenueId): void;
}

export interface StreamOptions {
  /** Kalshi's handshake signatures are verified against this RSA public key (PEM); absent: any non-empty one passes. */
  kalshiPublicKeyPem?: string;
}

/** Frames the ws client library accepts by default are far larger; the venues cap theirs near this. */
const OVERSIZED_BYTES = 1_100_000;
/** About one Kalshi event in this many also sends a lifecycle message. */
const SIDE_EVENT_EVERY = 50;
/** The timer ticks at most this often; each tick sends the events due since the last. */
const MIN_TICK_MS = 10;
const MAX_TICK_MS = 100;

const EVENT_FAULTS: readonly StreamFaultMode[] = ["drop", "skip_seq", "silent", "malformed", "oversized"];

/**
 * Whether an event changed only levels strictly worse than the best bid and ask after it (no trade, no
 * tick change): losing it leaves every subscriber's best prices right and its book wrong below them.
 */
export function belowTop(update: BookUpdate): boolean {
  if (update.cause !== "event" || update.trade || update.tick || update.changes.length === 0) return false;
  const bid = bestBid(update.book);
  const ask = bestAsk(update.book);
  return update.changes.every((change) =>
    change.side === "bid" ? bid !== null && change.priceCents < bid : ask !== null && change.priceCents > ask,
  );
}

export interface StreamServer {
  close(): void;
}

export function attachStreams(
  server: Server,
  simulator: Simulator,
  options: StreamOptions = {},
): StreamServer {
  const board = simulator.control.streams;
  const wss = new WebSocketServer({ noServer: true });
  const sockets: Record<VenueId, Set<WebSocket>> = { kalshi: new Set(), polymarket: new Set() };
  const timers: Record<VenueId, ReturnType<typeof setInterval> | null> = { kalshi: null, polymarket: null };
  const random = seededRandom(0x5eed);
  let closed = false;

  const context: StreamContext = {
    simulator,
    reply(venue, socket, frame) {
      if (board.silent(venue) || socket.readyState !== socket.OPEN) return;
      socket.send(typeof frame === "string" ? frame : JSON.stringify(frame));
    },
    followChanged: (venue) => schedule(venue),
  };
  const venues: Record<VenueId, VenueStream> = {
    kalshi: createKalshiStream(context, options.kalshiPublicKeyPem),
    polymarket: createPolymarketStream(context),
  };

  /** Sends one event's frames, applying the venue's stream fault (one count per event). */
  function deliver(venue: VenueId, outbox: Outbox, update?: BookUpdate): void {
    if (outbox.size === 0) return;
    // Withheld only once an event changes nothing at the top (the count is not spent on other events).
    if (update && board.get(venue).fault.mode === "lose_below_top" && belowTop(update)) {
      if (board.take(venue, ["lose_below_top"])) return;
    }
    const fault = board.take(venue, EVENT_FAULTS);
    if (fault === "drop") {
      for (const socket of sockets[venue]) socket.terminate();
      return;
    }
    if (fault === "skip_seq" || fault === "silent") return;
    for (const [socket, frames] of outbox) {
      if (socket.readyState !== socket.OPEN) continue;
      frames.forEach((frame, i) => {
        let text = JSON.stringify(frame);
        if (i === 0 && fault === "malformed") text = text.slice(0, Math.floor(text.length / 2));
        if (i === 0 && fault === "oversized")
          text = JSON.stringify({ ...frame, padding: "x".repeat(OVERSIZED_BYTES) });
        socket.send(text);
      });
    }
  }

  const stopListening = simulator.books.listen((update) => {
    const venue = update.market.venue;
    deliver(venue, venues[venue].frames(update, simulator.control.now()), update);
  });

  /** Starts the venue's timer while it has followed markets and a rate, stops it otherwise. */
  function schedule(venue: VenueId): void {
    const rate = board.get(venue).eventsPerSecond;
    const active = rate > 0 && venues[venue].followed().length > 0;
    const current = timers[venue];
    if (current) clearInterval(current);
    timers[venue] = null;
    if (!active || closed) return;
    const tickMs = Math.max(MIN_TICK_MS, Math.min(MAX_TICK_MS, Math.floor(1000 / rate)));
    let last = performance.now();
    let due = 0;
    timers[venue] = setInterval(() => {
      const now = performance.now();
      // After a stall, at most one second of events is sent at once.
      due = Math.min(due + (rate * (now - last)) / 1000, rate);
      last = now;
      const markets = venues[venue].followed();
      if (markets.length === 0) return schedule(venue);
      const nowMs = simulator.control.now();
      const minute = minuteOf(nowMs);
      simulator.books.rollAll(venue, minute);
      for (; due >= 1; due--) {
        const market = markets[Math.floor(random() * markets.length)] as SimMarket;
        simulator.books.step(market, minute, random);
        const side = venues[venue].sideEvent;
        if (side && random() < 1 / SIDE_EVENT_EVERY) deliver(venue, side(market, nowMs));
      }
    }, tickMs);
    timers[venue].unref?.();
  }
  board.onChange(() => {
    schedule("kalshi");
    schedule("polymarket");
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? "/", "http://simulator").pathname;
    const venue = (Object.keys(STREAM_PATHS) as VenueId[]).find((v) => STREAM_PATHS[v] === path);
    if (!venue) return refuseUpgrade(socket, 404, "no WebSocket at this path");
    const refused = venues[venue].refuse?.(request) ?? null;
    if (refused) return refuseUpgrade(socket, refused.status, refused.message);
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets[venue].add(ws);
      ws.on("close", () => sockets[venue].delete(ws));
      venues[venue].connect(ws, request);
    });
  };
  server.on("upgrade", onUpgrade);

  return {
    close() {
      closed = true;
      server.off("upgrade", onUpgrade);
      stopListening();
      for (const venue of ["kalshi", "polymarket"] as const) {
        const timer = timers[venue];
        if (timer) clearInterval(timer);
        timers[venue] = null;
        venues[venue].close();
        for (const socket of sockets[venue]) socket.terminate();
      }
      wss.close();
    },
  };
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: { code: status === 401 ? "unauthorized" : "not_found", message } });
  const reason = status === 401 ? "Unauthorized" : "Not Found";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Pix-Simulator: synthetic\r\nConnection: close\r\n\r\n${body}`,
  );
}
