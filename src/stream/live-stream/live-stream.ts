/**
 * One shard of the stream's version 2 (`GET /ws?version=2`): a Durable Object holding standard
 * WebSockets (LiveSocketServer: the object stays in memory while a client is connected, so sequence
 * numbers and budgets are plain memory). Venue feeds publish events to every shard; each shard sends
 * each event to the connections holding its channel, numbering every channel's messages per
 * connection, and keeps every book it has been sent so a new subscriber or a slow consumer gets a
 * whole `book` at once, and each channel's latest messages (`resume-buffer.ts`) so a client that
 * reconnects and sends `resume` is sent what it missed (`RESUME_RULE`). A market channel of a market outside the catalog asks the venue's subscriber
 * feed shards to follow it (`followMarkets`), and the heartbeat renews the lease of every such market
 * a connection here still holds.
 *
 * This file is the object's assembly, its RPC surface, the fan-out and debts and the heartbeat; its
 * other jobs are parts with their own state: admission and sessions (`admission.ts`), subscriptions,
 * channel refusal and followed markets (`subscriptions.ts`), venue statuses and the feed-state pull
 * (`venue-statuses.ts`), and the books kept and fetched on subscribe (`kept-books.ts`).
 */

import type { VenueId } from "../../domain/methodology/venues.ts";
import { venueIds } from "../../venues/registry.ts";
import { liveIndexObject } from "../live-index/address.ts";
import { LiveSocketServer, type SendOutcome } from "../session/live-socket-server.ts";
import { StreamSessions, speak } from "../session/sessions.ts";
import { wholeBook } from "../v2/book-levels.ts";
import { parseChannel } from "../v2/channels.ts";
import {
  applySubscription,
  type LiveEvent,
  parseV2ClientMessage,
  STREAM_V2,
  V2_ERROR_CLOSE_CODES,
  V2_LIMITS,
  type V2Book,
  type V2ErrorCode,
  type V2Gap,
  type V2ServerMessage,
} from "../v2/messages.ts";
import type { FeedShardStatus } from "../venue-feed/shards.ts";
import { type LiveSession, newSession } from "./admission.ts";
import { canonicalLevels, KeptBooks } from "./kept-books.ts";
import { type KeptMessage, ResumeBuffer } from "./resume-buffer.ts";
import { SendLatency } from "./send-latency.ts";
import { Subscriptions } from "./subscriptions.ts";
import { VenueStatuses } from "./venue-statuses.ts";

export { FEED_STATE_READ_MS } from "./venue-statuses.ts";

/** How soon a replay held back by the connection's budget is carried on when nothing is published. */
const REPLAY_RETRY_MS = 250;

export interface LivePublishReport {
  events: number;
  clients: number;
  sent: number;
  /** Messages not sent because a connection was over its budget (each owed a resync). */
  over_budget: number;
}

const GAP_DETAIL = {
  sequence_gap: "The venue skipped a sequence number; pix rebuilt the book from the venue's snapshot.",
  reconnect:
    "pix's connection to the venue dropped and was restored; the book was rebuilt from its snapshot.",
  slow_consumer: "Messages were dropped while this connection was behind; the whole book follows.",
  resume_expired:
    "The messages after the cseq this resume named are no longer kept (older than the resume window, or from before the source restarted); the channel starts afresh.",
  feed_overload:
    "pix fell behind the venue and sends this book whole instead of its changes until it has caught up.",
} as const;

export class LiveStream extends LiveSocketServer<LiveSession> {
  protected readonly messagesPerSecond = V2_LIMITS.max_messages_per_second;
  protected readonly maxWaitingMessages = V2_LIMITS.max_waiting_client_messages;
  protected readonly batchLimits = {
    maxMessages: V2_LIMITS.max_batch_messages,
    maxChars: V2_LIMITS.max_batch_chars,
  };
  /** Admission, the client message window, first-message auth and key re-checks (`session/sessions.ts`). */
  private readonly sessions = new StreamSessions<LiveSession>({
    env: this.env,
    waitUntil: (work) => this.ctx.waitUntil(work),
    sockets: this.sessionSockets,
    name: "live stream",
    maxMessagesPerMinute: V2_LIMITS.max_client_messages_per_minute,
    fail: (ws, code, detail) => this.fail(ws, code, detail),
    onNewWindow: (session) => {
      session.windowLookups = 0;
    },
  });
  private readonly books = new KeptBooks(this.env);
  /** Each channel's latest messages, for `resume`. */
  private readonly kept = new ResumeBuffer();
  /** The latest `index`, `ticker` and `basis` event of each channel, sent to a new subscriber right after `subscribed`. */
  private readonly latest = new Map<string, LiveEvent>();
  /** The `stream_latency` objective's measurement: venue time to send, once per live event sent. */
  private readonly sendLatency = new SendLatency();
  private readonly statuses = new VenueStatuses(this.env, (frame, nowMs) => {
    for (const [ws] of this.open()) this.send(ws, frame, nowMs, true);
  });
  private readonly subscriptions = new Subscriptions(this.env, this.statuses, (work) =>
    this.ctx.waitUntil(work),
  );
  /** Channel → the open connections holding it, with their state, so an event reaches only its holders. */
  private readonly holders = new Map<string, Map<WebSocket, LiveSession>>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Set while a resumed channel's replay waits for the next second's budget (`replayLater`). */
  private replayTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last heartbeat's id, and when each recent heartbeat was sent (id → epoch ms), for `ack`. */
  private heartbeatId = 0;
  private readonly heartbeatsSent = new Map<number, number>();

  // ------------------------------------------------------------------ connections

  /** The Worker forwards an accepted `/ws?version=2` upgrade here with the connect header (never a client). */
  override async fetch(request: Request): Promise<Response> {
    const connect = this.sessions.connectOf(request);
    if (connect instanceof Response) return connect;
    const refusal = this.sessions.refusal(connect);
    if (refusal) return refusal;
    // A venue this shard knows no state for (it is new, or restarted): ask its feed shards first.
    if (!this.statuses.knowsEveryVenue()) await this.statuses.know(Date.now());
    const nowMs = Date.now();
    const { client, server } = this.accept(newSession(connect, nowMs), { batch: connect.batch === true });
    this.batched(() => {
      for (const venue of venueIds()) this.send(server, this.statuses.frame(venue, nowMs), nowMs, true);
    });
    this.startHeartbeat();
    return new Response(null, { status: 101, webSocket: client });
  }

  protected override async onMessage(ws: WebSocket, session: LiveSession, raw: string | ArrayBuffer) {
    const nowMs = Date.now();
    if (!this.sessions.withinWindow(ws, session, nowMs)) return;
    const parsed = parseV2ClientMessage(raw);
    if (!parsed.ok) return this.fail(ws, parsed.code, parsed.detail);
    const message = parsed.message;
    if (message.type === "ack") {
      // An ack is not a first message: `auth` may still follow it.
      const sentMs = this.heartbeatsSent.get(message.heartbeat);
      if (sentMs !== undefined && sentMs > session.readUpToMs) session.readUpToMs = sentMs;
      return;
    }
    const first = speak(session);
    switch (message.type) {
      case "ping":
        this.send(
          ws,
          JSON.stringify({ type: "pong", version: STREAM_V2 } satisfies V2ServerMessage),
          nowMs,
          true,
        );
        return;
      case "auth": {
        if (!(await this.sessions.authenticate(ws, session, message.key, first))) return;
        // auth is the first message, so nothing is held yet: the answer acknowledges the key.
        this.batched(() => this.hold(ws, session, { channels: [], added: [], removed: [], rejected: [] }));
        return;
      }
      case "subscribe":
      case "unsubscribe":
      case "resume": {
        const request =
          message.type === "resume"
            ? { type: message.type, channels: Object.keys(message.channels) }
            : { type: message.type, channels: message.channels };
        // A resumed channel in canonical form → the last cseq the client holds of it.
        const resumeFrom = new Map<string, number>();
        if (message.type === "resume") {
          for (const [raw, cseq] of Object.entries(message.channels)) {
            const parsed = parseChannel(raw);
            if (parsed.ok) resumeFrom.set(parsed.name, cseq);
          }
        }
        const catalog = await this.subscriptions.catalogView();
        const adding = request.type !== "unsubscribe";
        const [follows, pairs] = adding
          ? await Promise.all([
              this.subscriptions.followMarkets(session, request.channels, catalog, this.open()),
              this.subscriptions.basisPairs(request.channels),
            ])
          : [new Map<string, string | null>(), new Map<string, boolean>()];
        if (!this.isOpen(ws)) return;
        const result = applySubscription([...session.seqs.keys()], request, (name) =>
          this.subscriptions.refusal(session.access, name, catalog, follows, pairs),
        );
        for (const name of result.removed) {
          session.seqs.delete(name);
          session.owed.delete(name);
          session.replaying.delete(name);
          this.holders.get(name)?.delete(ws);
        }
        await Promise.all([
          this.fetchLatestLiveValues(result.added),
          this.books.fetchMissing(result.added, this.subscriptions.feedShardOf(catalog)),
        ]);
        if (!this.isOpen(ws)) return;
        // The answer, what a resume missed, the latest values and the whole books: one frame for a
        // batching connection. Events published while this message awaited are kept, so are replayed.
        this.batched(() => this.hold(ws, session, result, resumeFrom));
        return;
      }
    }
  }

  protected override onInboxOverflow(ws: WebSocket): void {
    this.fail(
      ws,
      "too-many-messages",
      `At most ${V2_LIMITS.max_waiting_client_messages} client messages may wait while one is handled.`,
    );
  }

  /** This shard's anonymous connections from one address bucket (the connect route sums both versions'). */
  anonymousCount(bucket: string): number {
    return this.sessions.anonymousCount(bucket);
  }

  protected override onClose(ws: WebSocket, session: LiveSession): void {
    for (const name of session.seqs.keys()) {
      const holding = this.holders.get(name);
      holding?.delete(ws);
      if (holding?.size === 0) this.holders.delete(name);
    }
    if (this.connectionCount() === 0 && this.heartbeat !== undefined) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      // No heartbeat to write what was counted any more: written now.
      this.recordSendLatency(Date.now(), true);
    }
  }

  /** Writes the send latencies counted (`send-latency.ts`), in the background; never throws. */
  private recordSendLatency(nowMs: number, force = false) {
    const written = this.sendLatency.flush(this.env.DB, nowMs, force);
    if (written) this.ctx.waitUntil(written);
  }

  /**
   * Holds the channels added (a book channel is owed its whole book), answers `subscribed`, sends each
   * added `index`, `ticker` and `basis` channel's latest value (seq 1), and pays what is owed. A resumed channel
   * (`resumeFrom`) whose missed messages are all kept is sent them instead, in order, and owes
   * nothing; one whose are not is sent `gap` (`resume_expired`) first, then what a subscribe is sent.
   */
  private hold(
    ws: WebSocket,
    session: LiveSession,
    result: Pick<
      Extract<V2ServerMessage, { type: "subscribed" }>,
      "channels" | "added" | "removed" | "rejected"
    >,
    resumeFrom: ReadonlyMap<string, number> = new Map(),
  ) {
    const nowMs = Date.now();
    const resumed = new Set<string>();
    const expired = new Set<string>();
    for (const name of result.added) {
      session.seqs.set(name, 0);
      const holding = this.holders.get(name) ?? new Map<WebSocket, LiveSession>();
      holding.set(ws, session);
      this.holders.set(name, holding);
      const from = resumeFrom.get(name);
      if (from !== undefined) {
        if (this.kept.since(name, from, nowMs, 0).covered) {
          resumed.add(name);
          // Sent by `sendReplays`, as the budget allows; the channel's live messages wait behind them.
          if (from !== this.kept.lastOf(name)) session.replaying.set(name, from);
          continue;
        }
        expired.add(name);
      }
      if (name.startsWith("book:")) session.owed.set(name, expired.has(name) ? "resync" : "subscribe");
    }
    const message: V2ServerMessage = {
      type: "subscribed",
      version: STREAM_V2,
      ...result,
      sent_at: iso(nowMs),
    };
    this.send(ws, JSON.stringify(message), nowMs, true);
    for (const name of result.added) {
      if (resumed.has(name)) continue;
      if (expired.has(name)) {
        const detail = GAP_DETAIL.resume_expired;
        this.sendGap(ws, session, name, "resume_expired", detail, this.cseqOf(name), nowMs);
      }
      const latest = this.latest.get(name);
      if (latest) this.sendData(ws, session, latest, nowMs);
    }
    this.payDebts(ws, session, nowMs);
  }

  /**
   * Sends each resumed channel's missed messages in order, as the fan-out sent them (a rebuilt book as
   * `gap` then the book it carried), within the connection's budget: what the budget leaves is sent
   * in the next seconds (the channel's live messages wait in the resume buffer behind it, so nothing
   * is lost and nothing comes twice), until the channel has caught up and goes live. A channel whose
   * next messages are let go meanwhile (the buffer's bounds) is owed what a slow consumer is (`gap`,
   * then the whole book).
   */
  private sendReplays(ws: WebSocket, session: LiveSession, nowMs: number) {
    for (const [channel, from] of session.replaying) {
      const left = this.budgetLeft(ws, nowMs);
      if (left === 0) return;
      const answer = this.kept.since(channel, from, nowMs, left);
      if (!answer.covered) {
        session.replaying.delete(channel);
        session.owed.set(channel, "slow_consumer");
        continue;
      }
      let last = from;
      for (const kept of answer.messages) {
        const outcome = this.replayOne(ws, session, channel, kept, nowMs);
        if (outcome === "closed") return;
        if (outcome === "over_budget") break;
        if (outcome === "unreadable") {
          session.owed.set(channel, "slow_consumer");
          break;
        }
        last = kept.cseq;
      }
      if (session.owed.has(channel) || last === this.kept.lastOf(channel)) session.replaying.delete(channel);
      else session.replaying.set(channel, last);
    }
  }

  /** One replayed message, as the fan-out sent it live. */
  private replayOne(
    ws: WebSocket,
    session: LiveSession,
    channel: string,
    kept: KeptMessage,
    nowMs: number,
  ): SendOutcome | "unreadable" {
    if (kept.type === "gap") {
      const event = JSON.parse(`{${kept.json}}`) as Extract<LiveEvent, { type: "gap" }>;
      return this.sendGap(ws, session, channel, event.reason, event.detail, event.cseq, nowMs);
    }
    if (kept.type === "book") {
      const event = JSON.parse(`{${kept.json}}`) as Extract<LiveEvent, { type: "book" }>;
      const levels = canonicalLevels(event);
      if (!levels) return "unreadable";
      if (this.budgetLeft(ws, nowMs) < 2) return "over_budget";
      const reason = event.resync ?? "reconnect";
      this.sendGap(ws, session, channel, reason, GAP_DETAIL[reason], event.cseq, nowMs);
      return this.sendBook(ws, session, channel, event, levels, "resync", event.cseq, nowMs);
    }
    const tail = `,"version":${STREAM_V2},"sent_at":"${iso(nowMs)}"}`;
    return this.sendBody(ws, session, channel, `${kept.json}${tail}`, nowMs);
  }

  /**
   * Carries on the replays the budget held back once it allows more, even if none of their channels
   * moves meanwhile (a publish carries them on sooner).
   */
  private replayLater() {
    if (this.replayTimer !== undefined) return;
    this.replayTimer = setTimeout(() => {
      this.replayTimer = undefined;
      const nowMs = Date.now();
      this.batched(() => {
        for (const [ws, session] of this.open())
          if (session.replaying.size > 0) this.payDebts(ws, session, nowMs);
      });
    }, REPLAY_RETRY_MS);
  }

  /** The `cseq` of the channel's last event this shard knows (its kept book's, for a book channel). */
  private cseqOf(channel: string): number | null {
    if (channel.startsWith("book:")) {
      const book = this.books.get(channel);
      if (book) return book.cseq;
    }
    return this.kept.lastOf(channel) ?? this.latest.get(channel)?.cseq ?? null;
  }

  /**
   * The live index's latest value of each added `index` and `basis` channel this shard has none for (it
   * started after the minute's hand-off, or no leg of the pair has moved since it started), so a new
   * subscriber still gets a whole value right after `subscribed`.
   */
  private async fetchLatestLiveValues(added: readonly string[]) {
    const missing = (prefix: string) =>
      added
        .filter((name) => name.startsWith(prefix) && !this.latest.has(name))
        .map((n) => n.slice(prefix.length));
    const symbols = missing("index:");
    const pairIds = missing("basis:");
    if (symbols.length === 0 && pairIds.length === 0) return;
    const live = liveIndexObject(this.env);
    // Only the live index's own `index` and `basis` events cross these calls, so the RPC's serialised type is one.
    const [indexEvents, basisEvents] = (await Promise.all([
      symbols.length === 0 ? [] : live.latest(symbols).catch(() => []),
      pairIds.length === 0 ? [] : live.latestBasis(pairIds).catch(() => []),
    ])) as [LiveEvent[], LiveEvent[]];
    // A value published meanwhile is newer than the one asked for.
    for (const event of [...indexEvents, ...basisEvents]) {
      if (!this.latest.has(event.channel)) this.latest.set(event.channel, event);
    }
  }

  // ------------------------------------------------------------------ publishing

  /**
   * An event's message without its per-connection `seq`, serialised once however many connections hold
   * the channel: the JSON object's members after the opening brace (`seq` is written in front per send).
   */
  private bodyOf(event: LiveEvent, nowMs: number): string {
    return `${membersOf(event)},"version":${STREAM_V2},"sent_at":"${iso(nowMs)}"}`;
  }

  /**
   * RPC from a venue feed: keep the books, then send each event to the connections holding its channel
   * (what one call sends a batching connection goes out as one frame, or as few as its limits allow).
   */
  async publish(events: LiveEvent[]): Promise<LivePublishReport> {
    return this.batched(() => this.fanOut(events));
  }

  private fanOut(events: LiveEvent[]): LivePublishReport {
    const nowMs = Date.now();
    const report: LivePublishReport = {
      events: events.length,
      clients: this.connectionCount(),
      sent: 0,
      over_budget: 0,
    };
    // Each event's members, serialised once: kept for `resume`, and the body of what holders are sent.
    const members = events.map(membersOf);
    events.forEach((event, i) => {
      this.books.keep(event);
      if (event.type === "index" || event.type === "ticker" || event.type === "basis")
        this.latest.set(event.channel, event);
      if (typeof event.cseq === "number")
        this.kept.add(event.channel, event.cseq, event.type, members[i] as string, nowMs);
    });
    const tail = `,"version":${STREAM_V2},"sent_at":"${iso(nowMs)}"}`;
    // Each event reaches only its channel's holders, in order, serialised once for all of them (only
    // `seq` is per connection); debts are paid once per connection that has any.
    let indebted: Map<WebSocket, LiveSession> | undefined;
    events.forEach((event, i) => {
      const holding = this.holders.get(event.channel);
      if (holding === undefined || holding.size === 0) return;
      const data = event.type !== "gap" && event.type !== "book";
      const body = data ? `${members[i]}${tail}` : "";
      // A rebuilt book's levels as sent, made once for all its holders (null: not a book, or unreadable).
      const rebuilt = event.type === "book" ? (canonicalLevels(event) ?? null) : null;
      // Whether any holder was sent it live: counted once for the objective, not per connection.
      let delivered = false;
      // forEach, not for…of: an entries iterator allocates a pair per connection.
      holding.forEach((session, ws) => {
        // A channel owed a whole book gets nothing until the book is sent, and a resumed channel
        // nothing live until its replay has caught up (payDebts, below).
        if (session.owed.size > 0 || session.replaying.size > 0) {
          indebted ??= new Map();
          indebted.set(ws, session);
          if (session.owed.has(event.channel) || session.replaying.has(event.channel)) return;
        }
        if (data) {
          const outcome = this.sendBody(ws, session, event.channel, body, nowMs);
          if (outcome === "sent") {
            report.sent++;
            delivered = true;
          } else if (outcome === "over_budget") {
            report.over_budget++;
            session.owed.set(event.channel, "slow_consumer");
            indebted ??= new Map();
            indebted.set(ws, session);
          }
          return;
        }
        indebted ??= new Map();
        indebted.set(ws, session);
        if (event.type === "gap") {
          // Trades the feed dropped while shedding: said, never silent.
          this.sendGap(ws, session, event.channel, event.reason, event.detail, event.cseq, nowMs);
          return;
        }
        if (event.type === "book") {
          // The feed rebuilt a book this connection holds: say what was lost, then send it whole as
          // rebuilt (its cseq), the changes after it following as deltas — what a resume replays. Past
          // the budget, the book is owed, and sent whole with every change since when the budget allows.
          const reason = event.resync ?? "reconnect";
          const room = this.budgetLeft(ws, nowMs) >= 2;
          this.sendGap(ws, session, event.channel, reason, GAP_DETAIL[reason], event.cseq, nowMs);
          if (!rebuilt || !room) session.owed.set(event.channel, "resync");
          else if (
            this.sendBook(ws, session, event.channel, event, rebuilt, "resync", event.cseq, nowMs) === "sent"
          )
            delivered = true;
        }
      });
      if (delivered && "venue" in event) this.sendLatency.count(event.venue, event.venue_time, nowMs);
    });
    if (indebted) for (const [ws, session] of indebted) this.payDebts(ws, session, nowMs);
    return report;
  }

  /**
   * RPC from a venue feed shard: its state changed. The venue's status is the roll-up of its shards'
   * (`rollUpVenueStatus`); every connection hears it at once when it changes.
   */
  async setVenueStatus(status: FeedShardStatus): Promise<void> {
    this.statuses.set(status);
  }

  /** RPC from a venue feed shard that follows nothing any more: its state no longer counts. */
  async forgetFeedShard(venue: VenueId, shard: number): Promise<void> {
    this.statuses.forget(venue, shard);
  }

  /** How many connections this shard holds (tests and the bench). */
  async connections(): Promise<number> {
    return this.connectionCount();
  }

  /**
   * Pays what a connection is owed, as its budget allows (the rest waits for the next publish, or the
   * replay timer): the rest of each resumed channel's missed messages, a `gap` for each channel whose
   * messages were dropped, and a whole `book` for each book channel just subscribed, rebuilt by the
   * feed, or behind.
   */
  private payDebts(ws: WebSocket, session: LiveSession, nowMs: number) {
    if (session.replaying.size > 0) {
      this.sendReplays(ws, session, nowMs);
      if (session.replaying.size > 0) this.replayLater();
    }
    for (const [channel, reason] of session.owed) {
      const parsed = parseChannel(channel);
      if (!parsed.ok) {
        session.owed.delete(channel);
        continue;
      }
      const target = parsed.channel;
      const book = target.kind === "book" ? this.books.get(channel) : undefined;
      // A book not yet received from the feed is sent with the feed's first book.
      if (target.kind === "book" && !book) continue;
      const needed = (reason === "slow_consumer" ? 1 : 0) + (book ? 1 : 0);
      if (this.budgetLeft(ws, nowMs) < needed) return;
      if (reason === "slow_consumer") {
        const cseq = this.cseqOf(channel);
        this.sendGap(ws, session, channel, "slow_consumer", GAP_DETAIL.slow_consumer, cseq, nowMs);
      }
      if (book && target.kind === "book") {
        const source = { venue: target.venue, market: target.market, ...book.clocks };
        const levels = wholeBook(book.book);
        if (this.sendBook(ws, session, channel, source, levels, reason, book.cseq, nowMs) !== "sent") return;
      }
      session.owed.delete(channel);
    }
  }

  /** One whole `book`, the connection's next `seq` on the channel. */
  private sendBook(
    ws: WebSocket,
    session: LiveSession,
    channel: string,
    source: Pick<V2Book, "venue" | "market" | "venue_time" | "received_at">,
    levels: Pick<V2Book, "bids" | "asks">,
    reason: V2Book["reason"],
    cseq: number | null,
    nowMs: number,
  ): SendOutcome {
    const seq = (session.seqs.get(channel) ?? 0) + 1;
    const message: V2ServerMessage = {
      type: "book",
      version: STREAM_V2,
      channel,
      seq,
      cseq,
      venue: source.venue,
      market: source.market,
      reason,
      bids: levels.bids,
      asks: levels.asks,
      venue_time: source.venue_time,
      received_at: source.received_at,
      sent_at: iso(nowMs),
    };
    const outcome = this.send(ws, JSON.stringify(message), nowMs);
    if (outcome === "sent") session.seqs.set(channel, seq);
    return outcome;
  }

  private sendData(ws: WebSocket, session: LiveSession, event: LiveEvent, nowMs: number) {
    return this.sendBody(ws, session, event.channel, this.bodyOf(event, nowMs), nowMs);
  }

  /** One data message: the connection's next `seq` on the channel in front of the shared body. */
  private sendBody(ws: WebSocket, session: LiveSession, channel: string, body: string, nowMs: number) {
    const seq = (session.seqs.get(channel) ?? 0) + 1;
    const outcome = this.send(ws, `{"seq":${seq},${body}`, nowMs);
    if (outcome === "sent") session.seqs.set(channel, seq);
    return outcome;
  }

  private sendGap(
    ws: WebSocket,
    session: LiveSession,
    channel: string,
    reason: V2Gap["reason"],
    detail: string,
    cseq: number | null,
    nowMs: number,
  ): SendOutcome {
    const seq = (session.seqs.get(channel) ?? 0) + 1;
    const outcome = this.send(
      ws,
      JSON.stringify({
        type: "gap",
        version: STREAM_V2,
        channel,
        seq,
        cseq,
        reason,
        detail,
        sent_at: iso(nowMs),
      } satisfies V2ServerMessage),
      nowMs,
      true,
    );
    if (outcome === "sent") session.seqs.set(channel, seq);
    return outcome;
  }

  private startHeartbeat() {
    if (this.heartbeat !== undefined) return;
    this.heartbeat = setInterval(() => this.beat(Date.now()), V2_LIMITS.heartbeat_interval_ms);
  }

  /**
   * One heartbeat (every `heartbeat_interval_ms`; tests call it with a clock of their own): closes the
   * connections that have not read for `max_unread_ms` (`UNREAD_RULE`), sends every other one a
   * numbered heartbeat, renews leases and re-checks keys.
   */
  beat(nowMs: number) {
    this.closeUnread(nowMs);
    const id = ++this.heartbeatId;
    this.heartbeatsSent.set(id, nowMs);
    // An ack older than max_unread_ms could never keep a connection open: only recent ids are kept.
    const keep = Math.ceil(V2_LIMITS.max_unread_ms / V2_LIMITS.heartbeat_interval_ms) + 2;
    this.heartbeatsSent.delete(id - keep);
    const frame = JSON.stringify({
      type: "heartbeat",
      version: STREAM_V2,
      id,
      interval_ms: V2_LIMITS.heartbeat_interval_ms,
      sent_at: iso(nowMs),
    } satisfies V2ServerMessage);
    for (const [ws] of this.open()) this.send(ws, frame, nowMs, true);
    this.recordSendLatency(nowMs);
    this.subscriptions.renewLeases(nowMs, this.holders);
    const read = this.statuses.readIfDue(nowMs);
    if (read) this.ctx.waitUntil(read);
    // Keyed connections are re-checked about once a minute; the heartbeat is the clock that asks.
    this.ctx.waitUntil(this.sessions.recheckKeys(nowMs).catch(() => undefined));
  }

  /** Closes every connection that has acknowledged no heartbeat within `max_unread_ms` (`UNREAD_RULE`). */
  private closeUnread(nowMs: number) {
    const unread: WebSocket[] = [];
    for (const [ws, session] of this.open()) {
      if (nowMs - session.readUpToMs > V2_LIMITS.max_unread_ms) unread.push(ws);
    }
    for (const ws of unread) {
      this.fail(
        ws,
        "slow-consumer",
        `This connection acknowledged no heartbeat within ${V2_LIMITS.max_unread_ms / 1000} s, so it is not reading; answer each heartbeat with {"type":"ack","heartbeat":<its id>}.`,
      );
    }
  }

  private fail(ws: WebSocket, code: V2ErrorCode, detail: string) {
    this.sendAndClose(
      ws,
      JSON.stringify({ type: "error", version: STREAM_V2, code, detail } satisfies V2ServerMessage),
      V2_ERROR_CLOSE_CODES[code],
      code,
    );
  }
}

/** An event's JSON members without the braces: what is kept for `resume` and sent to every holder. */
function membersOf(event: LiveEvent): string {
  return JSON.stringify(event).slice(1, -1);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
