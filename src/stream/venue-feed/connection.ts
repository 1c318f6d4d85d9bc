/**
 * A feed shard's connection to the venue and its watchdog: open (the handshake, the subscriptions, the
 * snapshot wait), close, reconnect with capped, jittered backoff, the keepalive, and the status every
 * stream shard is told of each change of state.
 *
 * - A dropped connection is reconnected with capped, jittered backoff; a connection silent for
 *   `stale_after_ms` is reported `stale`; a venue that refuses the connection's credentials is `rest_only`.
 * - A connection that has heard nothing for `PROBE_AFTER_MS` (./probe.ts) sends the venue's probe (a command it
 *   answers at once: Kalshi's `list_subscriptions`, Polymarket's `PING`), again every `PROBE_AFTER_MS`
 *   while the quiet lasts, so a quiet venue keeps answering and only a silent one reaches
 *   `stale_after_ms`. The watchdog runs every second, so silence is called within a second of the bound.
 *   Every state change is told to every shard at once (`status` messages).
 * - After a reconnect every book waits for the venue's snapshot on subscription; one that has not come
 *   within `SNAPSHOT_WAIT_MS` is rebuilt from the REST book.
 */
import { emptyBookSet, markSetUnsure } from "../../domain/book/index.ts";
import { streamShardCount } from "../session/connect.ts";
import { liveShard } from "../v2/address.ts";
import { V2_LIMITS } from "../v2/messages.ts";
import type { FeedDepth } from "./adapters.ts";
import type { ConnectionPart, FeedParts } from "./parts.ts";
import { probeDue } from "./probe.ts";
import type { FeedShardStatus, VenueFeedState } from "./shards.ts";

/** Reconnect backoff: 250 ms doubling to 30 s, each wait jittered down to half. */
const BACKOFF_BASE_MS = 250;
const BACKOFF_CAP_MS = 30_000;
/** A venue that refused the signature is tried again after this long. */
const REFUSED_RETRY_MS = 300_000;
/** After a (re)connection, a book whose WebSocket snapshot has not come by then is read from REST. */
export const SNAPSHOT_WAIT_MS = 1_500;

export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random / 2));
}

export class FeedConnection implements ConnectionPart {
  socket: WebSocket | null = null;
  connecting = false;
  state: VenueFeedState = "rest_only";
  detail = "Not started.";
  /** What the connection carries (the handshake's answer); no book is held at `rest_only`. */
  depth: FeedDepth = "rest_only";
  nextConnectAtMs = 0;
  lastEventMs: number | null = null;
  /** How long the venue had been silent when this connection was last called stale for it (null: never). */
  silenceDetectedAfterMs: number | null = null;
  /** The venue's subscription ids by channel, as it answered this connection (Kalshi). */
  sids = new Map<string, number>();
  reconnects = 0;
  /** Probes sent on quiet connections since the shard started. */
  probes = 0;
  private lastProbeMs: number | null = null;
  private attempt = 0;
  private connectedAtMs = 0;
  private connectedBefore = false;
  /** The next command id on this connection (the subscribes take the first few). */
  private commandId = 1_000;
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private snapshotWait: ReturnType<typeof setTimeout> | undefined;

  private readonly parts: FeedParts;
  constructor(parts: FeedParts) {
    this.parts = parts;
  }

  /** Whether a connection may be opened now (none open or opening, and the backoff has run out). */
  due(nowMs: number): boolean {
    return !this.socket && !this.connecting && nowMs >= this.nextConnectAtMs;
  }

  /** The watchdog's part: reconnect when due, probe a quiet connection, and report silence. */
  async watch(nowMs: number): Promise<void> {
    if (this.due(nowMs)) await this.open();
    const since = this.lastEventMs ?? this.connectedAtMs;
    const adapter = this.parts.scope.adapter();
    if (this.socket && this.state === "live" && adapter && probeDue(nowMs, nowMs - since, this.lastProbeMs)) {
      this.lastProbeMs = nowMs;
      try {
        if (this.sendCommands((_sids, id) => [adapter.probe(id)])) this.probes++;
      } catch {
        // The close handler takes it from here.
      }
    }
    if (this.socket && this.state === "live" && nowMs - since > V2_LIMITS.stale_after_ms) {
      this.silenceDetectedAfterMs = nowMs - since;
      await this.setState("stale", `No event from the venue for ${Math.round((nowMs - since) / 1000)} s.`);
    }
  }

  /**
   * Sends the venue's commands (subscription updates) on the open connection, each taking the next
   * command id.
   */
  sendCommands(build: (sids: Map<string, number>, commandId: number) => string[] | null): boolean {
    const ws = this.socket;
    if (!ws) return false;
    const messages = build(this.sids, this.commandId);
    if (messages === null) return false;
    this.commandId += messages.length;
    for (const message of messages) ws.send(message);
    return true;
  }

  async open(): Promise<void> {
    const { scope, books, shedding, reconcile, subscribers, resync } = this.parts;
    const adapter = scope.adapter();
    if (!adapter || scope.plan.length === 0) return;
    const url = adapter.url(scope.env);
    if (url === null) {
      this.nextConnectAtMs = Date.now() + REFUSED_RETRY_MS;
      return this.setState("rest_only", "No WebSocket address is configured for this venue.");
    }
    const handshake = await adapter.handshake(scope.env, Date.now());
    if (!handshake.ok) {
      this.nextConnectAtMs = Date.now() + REFUSED_RETRY_MS;
      return this.setState("rest_only", handshake.detail);
    }
    this.connecting = true;
    let response: Response;
    try {
      response = await fetch(url, { headers: { Upgrade: "websocket", ...handshake.headers } });
    } catch {
      this.connecting = false;
      return this.retryLater("The venue's WebSocket could not be reached.");
    }
    this.connecting = false;
    this.depth = handshake.depth;
    if (response.status === 401 || response.status === 403) {
      this.nextConnectAtMs = Date.now() + REFUSED_RETRY_MS;
      return this.setState(
        "rest_only",
        `The venue refused the connection's credentials (HTTP ${response.status}).`,
      );
    }
    const ws = response.webSocket;
    if (response.status !== 101 || !ws) {
      return this.retryLater(`The venue answered the upgrade with HTTP ${response.status}.`);
    }
    ws.accept();
    this.socket = ws;
    this.attempt = 0;
    this.connectedAtMs = Date.now();
    this.lastEventMs = null;
    this.lastProbeMs = null;
    this.silenceDetectedAfterMs = null;
    books.books = emptyBookSet();
    shedding.start();
    // Without books there is nothing to reconcile, and no snapshot to wait for.
    reconcile.start(this.depth);
    this.sids = new Map();
    subscribers.toSubscribe = [];
    const why = this.connectedBefore ? "reconnect" : null;
    this.connectedBefore = true;
    if (why) books.markRebuilding(why);
    ws.addEventListener("message", (event) => {
      if (this.socket !== ws) return;
      const text =
        typeof event.data === "string" ? event.data : new TextDecoder().decode(event.data as ArrayBuffer);
      books.onFrame(adapter, text);
    });
    ws.addEventListener("close", () => {
      if (this.socket === ws) this.drop("The venue closed the connection.", "reconnect", false);
    });
    ws.addEventListener("error", () => {
      if (this.socket === ws) this.drop("The connection to the venue failed.", "reconnect", false);
    });
    for (const message of adapter.subscribe(
      scope.plan.map((m) => m.key),
      this.depth,
    ))
      ws.send(message);
    clearTimeout(this.snapshotWait);
    if (this.depth === "live") {
      this.snapshotWait = setTimeout(() => {
        if (this.socket === ws) resync.unsureBooks("reconnect");
      }, SNAPSHOT_WAIT_MS);
    }
    if (adapter.keepalive) {
      const { text, everyMs } = adapter.keepalive;
      clearInterval(this.keepalive);
      this.keepalive = setInterval(() => {
        try {
          this.socket?.send(text);
        } catch {
          // The close handler takes it from here.
        }
      }, everyMs);
    }
    await this.setState("live", handshake.detail);
  }

  /**
   * After `SNAPSHOT_WAIT_MS` on the same connection, each of `keys` whose snapshot has not come is read
   * from REST (a market just added).
   */
  awaitSnapshots(keys: string[]) {
    const ws = this.socket;
    setTimeout(() => {
      if (this.socket !== ws) return;
      for (const key of keys) {
        if (this.parts.books.books.books.get(key)?.status !== "synced")
          this.parts.resync.start(key, "first_book");
      }
    }, SNAPSHOT_WAIT_MS);
  }

  /** Closes the connection and stops its timers; every REST read in flight is moot. */
  close(why: string) {
    const ws = this.socket;
    this.socket = null;
    clearInterval(this.keepalive);
    this.keepalive = undefined;
    this.parts.reconcile.stop();
    clearTimeout(this.snapshotWait);
    this.parts.resync.clear();
    this.parts.shedding.stop();
    try {
      ws?.close(1000, why);
    } catch {
      // Already closed.
    }
  }

  /**
   * Ends the connection: every book is unsure until the venue's next snapshot, which is published as a
   * rebuild with `reason`. `now` reconnects at once (a gap, a new plan); otherwise after the backoff.
   */
  drop(detail: string, reason: "sequence_gap" | "reconnect", now: boolean) {
    const { books, scope } = this.parts;
    books.flush(true);
    // Reads in flight are moot: the new connection's snapshots (or reads after it) rebuild every book.
    this.close("resubscribing");
    books.books = markSetUnsure(books.books);
    books.markRebuilding(reason);
    this.reconnects++;
    if (now) {
      this.nextConnectAtMs = 0;
      scope.ctx.waitUntil(this.setState("reconnecting", detail).then(() => this.open()));
    } else {
      scope.ctx.waitUntil(this.retryLater(detail));
    }
  }

  private async retryLater(detail: string): Promise<void> {
    const wait = reconnectDelayMs(this.attempt++, Math.random());
    this.nextConnectAtMs = Date.now() + wait;
    await this.setState("reconnecting", `${detail} Reconnecting in ${(wait / 1000).toFixed(1)} s.`);
    // The watchdog reconnects when due; make sure it runs.
    await this.parts.scope.armWatchdog();
  }

  /** How long the open connection has heard nothing from the venue at `nowMs`; null when not connected. */
  silentMs(nowMs: number): number | null {
    if (!this.socket) return null;
    return Math.max(0, nowMs - (this.lastEventMs ?? this.connectedAtMs));
  }

  /** The depth a status states: a REST-only feed holds no connection, so no book either. */
  statusDepth(): FeedDepth {
    return this.state === "rest_only" ? "rest_only" : this.depth;
  }

  async setState(state: VenueFeedState, said: string): Promise<void> {
    // A connection whose books are REST-only says so in every state's detail.
    const detail =
      state !== "rest_only" && this.depth === "rest_only" && !said.includes("REST-only")
        ? `${said} Order books are REST-only on this connection: the venue's tickers and trades only.`
        : said;
    if (this.state === state && this.detail === detail) return;
    this.state = state;
    this.detail = detail;
    const { scope } = this.parts;
    const venue = scope.venue;
    if (!venue) return;
    const since = this.lastEventMs ?? this.connectedAtMs;
    const status: FeedShardStatus = {
      venue,
      shard: scope.shard,
      state,
      depth: this.statusDepth(),
      age_ms: this.lastEventMs === null && state !== "stale" ? null : Math.max(0, Date.now() - since),
      lag_ms: this.socket ? this.parts.shedding.lagMs : null,
      detail,
    };
    await Promise.allSettled(
      Array.from({ length: streamShardCount(scope.env) }, (_, i) =>
        liveShard(scope.env, i).setVenueStatus(status),
      ),
    );
  }
}
