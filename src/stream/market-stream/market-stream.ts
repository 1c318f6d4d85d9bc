import { type LegacyMarket, withCurrentStatus } from "../legacy/market.ts";
import { readLegacyMarkets } from "../legacy/read-markets.ts";
import {
  parseStreamConnect,
  STREAM_ADDRESS_FULL_HEADER,
  STREAM_CONNECT_HEADER,
  STREAM_FULL_HEADER,
} from "../session/connect.ts";
import {
  ERROR_CLOSE_CODES,
  MAX_CLIENT_MESSAGES_PER_MINUTE,
  type StreamAccess,
  type StreamErrorCode,
} from "../session/frames.ts";
import { type BroadcastReport, HibernatingSocketServer } from "../session/hibernating-socket-server.ts";
import { recheckStreamKeys, verifyStreamKey } from "../session/keys.ts";
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
interface Session {
  id: string;
  /** The client's address bucket: anonymous connections are counted per address. */
  bucket: string;
  access: StreamAccess;
  keyHash: string | null;
  /** When the key was last confirmed still valid (epoch ms). */
  keyCheckedAtMs: number;
  subscription: string[] | null;
  /** Whether the client has sent its first message (only that one may be `auth`). */
  spoke: boolean;
  windowStartMs: number;
  windowCount: number;
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
    const connect = parseStreamConnect(request.headers.get(STREAM_CONNECT_HEADER));
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !connect) {
      return new Response("market stream: internal connect only", { status: 400 });
    }
    // Load first: the budget checks and the accept below then run without a gap another connect could use.
    const markets = await this.latest();
    const sockets = this.sockets();
    if (sockets.length >= connect.max_clients) {
      return new Response(null, { status: 503, headers: { [STREAM_FULL_HEADER]: "1" } });
    }
    if (connect.access.kind === "anonymous") {
      // The address's version 2 connections count too (the Worker asked their shard: `others_from_address`).
      const fromAddress = this.anonymousCount(connect.client_bucket) + (connect.others_from_address ?? 0);
      if (fromAddress >= connect.max_anonymous_per_address) {
        return new Response(null, { status: 429, headers: { [STREAM_ADDRESS_FULL_HEADER]: "1" } });
      }
    }
    const session: Session = {
      id: connect.connection_id,
      bucket: connect.client_bucket,
      access: connect.access,
      keyHash: connect.key_hash,
      keyCheckedAtMs: Date.now(),
      subscription: null,
      spoke: false,
      windowStartMs: Date.now(),
      windowCount: 0,
    };
    const { client, server } = this.accept(session);
    server.send(JSON.stringify(this.snapshot(session, markets, "connect", [])));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const session = this.state(ws);
    if (!session) return this.fail(ws, "malformed-message", "This connection has no session; reconnect.");
    const nowMs = Date.now();
    if (nowMs - session.windowStartMs >= 60_000) {
      session.windowStartMs = nowMs;
      session.windowCount = 0;
    }
    session.windowCount++;
    if (session.windowCount > MAX_CLIENT_MESSAGES_PER_MINUTE) {
      return this.fail(
        ws,
        "too-many-messages",
        `At most ${MAX_CLIENT_MESSAGES_PER_MINUTE} messages a minute.`,
      );
    }
    const parsed = parseClientMessage(raw);
    if (!parsed.ok) return this.fail(ws, parsed.code, parsed.detail);
    const first = !session.spoke;
    session.spoke = true;
    this.save(ws, session);
    const message = parsed.message;
    switch (message.type) {
      case "ping":
        ws.send(PONG_TEXT);
        return;
      case "auth":
        if (!first || session.access.kind === "key") {
          return this.fail(
            ws,
            "auth-not-first",
            "auth is accepted only as the first message, on a connection that presented no key header.",
          );
        }
        return this.authenticate(ws, session, message.key);
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

  /** First-message authentication: the same key checks as an HTTP request on the markets plane. */
  private async authenticate(ws: WebSocket, session: Session, key: string): Promise<void> {
    const check = await verifyStreamKey(this.env, key, (work) => this.ctx.waitUntil(work));
    if (check.outcome === "refused") return this.fail(ws, check.code, check.detail);
    // The client may have gone while the key was checked.
    if (!this.isConnected(ws)) return;
    session.access = check.access;
    session.keyHash = check.keyHash;
    session.keyCheckedAtMs = Date.now();
    this.save(ws, session);
    ws.send(JSON.stringify(this.snapshot(session, await this.latest(), "auth", [])));
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
    await this.recheckKeys();
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

  /** Keyed connections re-check their key about once a minute (src/stream/session/keys.ts). */
  private async recheckKeys(): Promise<void> {
    const sessions: [WebSocket, Session][] = [];
    for (const ws of this.sockets()) {
      const session = this.state(ws);
      if (session) sessions.push([ws, session]);
    }
    await recheckStreamKeys(
      this.env,
      sessions,
      Date.now(),
      (ws, code, detail) => this.fail(ws, code, detail),
      (ws, session) => this.save(ws, session),
    );
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
    let count = 0;
    for (const ws of this.sockets()) {
      const other = this.state(ws);
      if (other?.access.kind === "anonymous" && other.bucket === bucket) count++;
    }
    return count;
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
