import { type LegacyMarket, withCurrentStatus } from "../legacy/market.ts";
import { readLegacyMarkets } from "../legacy/read-markets.ts";
import {
  ERROR_CLOSE_CODES,
  MAX_CLIENT_MESSAGES_PER_MINUTE,
  type StreamErrorCode,
} from "../session/frames.ts";
import { type BroadcastReport, HibernatingSocketServer } from "../session/hibernating-socket-server.ts";
import { openSession, type StreamSession, StreamSessions, speak } from "../session/sessions.ts";
import type { StreamBatch } from "./address.ts";
import {
  type ErrorMessage,
  type MarketUpdateMessage,
  PING_TEXT,
  PONG_TEXT,
  parseClientMessage,
  resolveSubscription,
  type SnapshotMessage,
  STREAM_PROTOCOL_VERSION,
  visibleTo,
} from "./protocol.ts";

/**
 * What the object remembers of one connection, kept on the socket with serializeAttachment so it
 * survives hibernation (at most 2 KiB: entitlement lists and subscriptions are short lists of names).
 */
interface Session extends StreamSession {
  subscription: string[] | null;
}

export interface PublishReport extends BroadcastReport {
  stored: number;
}

/**
 * One shard of the terminal stream (`/ws`): a SQLite-backed Durable Object holding
 * hibernatable WebSockets (the plumbing is HibernatingSocketServer's). It keeps the latest legacy market
 * of every public instrument (the snapshot a client receives on connect) and, per ingestion cycle, sends
 * each client one frame with the markets it reads. Connections may authenticate with their first
 * message, narrow themselves with subscribe, are limited in the messages they send, and keyed ones are
 * re-checked about once a minute.
 */
export class MarketStream extends HibernatingSocketServer<Session> {
  /** Latest market per symbol, in catalog order (indices, then benchmarks, by symbol). */
  private markets: Map<string, LegacyMarket> | undefined;
  /** Admission, the client message window, first-message auth and key re-checks (`session/sessions.ts`). */
  private readonly sessions = new StreamSessions<Session>({
    env: this.env,
    waitUntil: (work) => this.ctx.waitUntil(work),
    sockets: this.sessionSockets,
    name: "market stream",
    maxMessagesPerMinute: MAX_CLIENT_MESSAGES_PER_MINUTE,
    fail: (ws, code, detail) => this.fail(ws, code, detail),
  });

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS latest (symbol TEXT PRIMARY KEY, body TEXT NOT NULL, computed_at TEXT NOT NULL)`,
    );
    this.autoRespond(PING_TEXT, PONG_TEXT);
  }

  // ------------------------------------------------------------------ connections

  /** The Worker forwards an accepted /ws upgrade here with STREAM_CONNECT_HEADER (never a client). */
  override async fetch(request: Request): Promise<Response> {
    const connect = this.sessions.connectOf(request);
    if (connect instanceof Response) return connect;
    // Load first: the budget checks and the accept below then run without a gap another connect could use.
    const markets = await this.latest();
    const refusal = this.sessions.refusal(connect);
    if (refusal) return refusal;
    const session: Session = { ...openSession(connect, Date.now()), subscription: null };
    const { client, server } = this.accept(session);
    server.send(JSON.stringify(this.snapshot(session, markets, "connect", [])));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const session = this.state(ws);
    if (!session) return this.fail(ws, "malformed-message", "This connection has no session; reconnect.");
    if (!this.sessions.withinWindow(ws, session, Date.now())) return;
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.fail(ws, parsed.code, parsed.detail);
    const first = speak(session);
    this.save(ws, session);
    const message = parsed.message;
    switch (message.type) {
      case "ping":
        ws.send(PONG_TEXT);
        return;
      case "auth":
        // The key's snapshot: every market the key reads.
        if (!(await this.sessions.authenticate(ws, session, message.key, first))) return;
        ws.send(JSON.stringify(this.snapshot(session, await this.latest(), "auth", [])));
        return;
      case "subscribe": {
        const markets = await this.latest();
        const resolved =
          message.symbols === null
            ? { symbols: null, unknown: [] }
            : resolveSubscription(message.symbols, [...markets.values()]);
        session.subscription = resolved.symbols;
        this.save(ws, session);
        ws.send(JSON.stringify(this.snapshot(session, markets, "subscribe", resolved.unknown)));
        return;
      }
    }
  }

  // ------------------------------------------------------------------ publishing

  /** RPC from the ingestion cycle: store the batch, then send each client one frame of what it reads. */
  async publish(batch: StreamBatch): Promise<PublishReport> {
    const publishedAt = new Date().toISOString();
    const markets = await this.latest();
    for (const m of batch.markets) {
      const current = markets.get(m.symbol);
      // An older value never overwrites a newer one (a late cycle cannot move the board backwards).
      if (current?.computed_at && m.computed_at && current.computed_at > m.computed_at) continue;
      markets.set(m.symbol, m);
      this.ctx.storage.sql.exec(
        `INSERT INTO latest (symbol, body, computed_at) VALUES (?, ?, ?)
         ON CONFLICT (symbol) DO UPDATE SET body = excluded.body, computed_at = excluded.computed_at`,
        m.symbol,
        JSON.stringify(m),
        m.computed_at ?? "",
      );
    }
    const report = this.fanOut(batch, publishedAt);
    // Keyed connections re-check their key about once a minute; the cycle is the clock that asks.
    await this.sessions.recheckKeys(Date.now());
    return { stored: batch.markets.length, ...report };
  }

  private fanOut(batch: StreamBatch, publishedAt: string): BroadcastReport {
    // Clients that read the same markets share one serialized frame.
    const frames = new Map<string, string | null>();
    return this.broadcast((session) => {
      const audience = `${session.subscription?.join(",") ?? "*"}|${session.access.entitlements?.join(",") ?? "*"}`;
      let frame = frames.get(audience);
      if (frame === undefined) {
        const markets = batch.markets.filter((m) =>
          visibleTo(m, session.subscription, session.access.entitlements),
        );
        const message: MarketUpdateMessage = {
          type: "market_update",
          version: STREAM_PROTOCOL_VERSION,
          cycle_start: batch.cycle_start,
          published_at: publishedAt,
          markets,
        };
        frame = markets.length > 0 ? JSON.stringify(message) : null;
        frames.set(audience, frame);
      }
      return frame;
    });
  }

  // ------------------------------------------------------------------ state

  /** The latest markets, loaded once per wake; a shard that has never been published to reads D1. */
  private async latest(): Promise<Map<string, LegacyMarket>> {
    if (this.markets) return this.markets;
    const stored = this.ctx.storage.sql
      .exec<{ body: string }>(`SELECT body FROM latest`)
      .toArray()
      .map((row) => JSON.parse(row.body) as LegacyMarket);
    let markets = stored;
    if (stored.length === 0) {
      try {
        markets = await readLegacyMarkets(this.env.DB, Date.now());
      } catch {
        markets = []; // Clients then start from the first published cycle.
      }
    }
    // Another event may have filled the cache while D1 was read.
    if (this.markets) return this.markets;
    this.markets = new Map(sortMarkets(markets).map((m) => [m.symbol, m]));
    return this.markets;
  }

  private snapshot(
    session: Session,
    markets: Map<string, LegacyMarket>,
    reason: SnapshotMessage["reason"],
    unknown: string[],
  ): SnapshotMessage {
    const nowMs = Date.now();
    return {
      type: "snapshot",
      version: STREAM_PROTOCOL_VERSION,
      reason,
      sent_at: new Date(nowMs).toISOString(),
      access: session.access,
      subscription: session.subscription,
      unknown_symbols: unknown,
      markets: sortMarkets([...markets.values()])
        .filter((m) => visibleTo(m, session.subscription, session.access.entitlements))
        .map((m) => withCurrentStatus(m, nowMs)),
    };
  }

  /** Sends the error message, then closes with its code; the socket is forgotten at once. */
  private fail(ws: WebSocket, code: StreamErrorCode, detail: string) {
    const message: ErrorMessage = { type: "error", version: STREAM_PROTOCOL_VERSION, code, detail };
    this.sendAndClose(ws, JSON.stringify(message), ERROR_CLOSE_CODES[code], code);
  }

  /** How many sockets this shard holds (tests and the bench). */
  async connections(): Promise<number> {
    return this.sockets().length;
  }

  /** This shard's anonymous connections from one address bucket (the connect route sums both versions'). */
  anonymousCount(bucket: string): number {
    return this.sessions.anonymousCount(bucket);
  }
}

/** Indices before benchmarks, each by symbol: the catalog order every surface uses. */
function sortMarkets(markets: LegacyMarket[]): LegacyMarket[] {
  return [...markets].sort((a, b) =>
    a.kind === b.kind
      ? a.symbol < b.symbol
        ? -1
        : a.symbol > b.symbol
          ? 1
          : 0
      : a.kind === "index"
        ? -1
        : 1,
  );
}
