/**
 * The session layer both protocol versions build on (each object holds a `StreamSessions`, and its
 * session type extends `StreamSession`): what a stream connection is before the version's
 * own messages (its id, who it reads as, its key and when that was last checked, its address tag,
 * whether it has spoken, its client message window), and the rules over it — admission (the shard's
 * connection budget, anonymous connections per address counting the other version's), the per-minute
 * client message window, `auth` as the first message only, and the once-a-minute key re-checks.
 *
 * It reads and keeps sessions through one connection interface (`SessionSockets`) that both socket
 * servers provide, hibernating (version 1, the state on the socket's attachment) and in memory
 * (version 2), and says why it ends a connection through the version's own `fail` (its error frame and
 * close code).
 */

import {
  parseStreamConnect,
  STREAM_ADDRESS_FULL_HEADER,
  STREAM_CONNECT_HEADER,
  STREAM_FULL_HEADER,
  type StreamConnect,
} from "./connect.ts";
import type { StreamAccess } from "./frames.ts";
import { type KeyedSession, recheckStreamKeys, type StreamKeyRefusalCode, verifyStreamKey } from "./keys.ts";

/** The connections a socket server holds, as the session layer reads and keeps them. */
export interface SessionSockets<State> {
  /** How many connections count against the shard's budget. */
  count(): number;
  /** Every open connection with its state. */
  open(): Iterable<[WebSocket, State]>;
  /** Whether the connection is still served (it may have gone while a key was checked). */
  isOpen(ws: WebSocket): boolean;
  /** Keeps a changed state (a hibernating socket writes it to its attachment; memory needs nothing). */
  save(ws: WebSocket, state: State): void;
}

/** What every stream connection remembers, whatever its protocol version. */
export interface StreamSession extends KeyedSession {
  id: string;
  /** The client's address bucket: anonymous connections are counted per address. */
  bucket: string;
  access: StreamAccess;
  keyHash: string | null;
  /** Whether the client has sent its first message (only that one may be `auth`). */
  spoke: boolean;
  /** Start of the current one-minute client message window (epoch ms) and the messages in it. */
  windowStartMs: number;
  windowCount: number;
}

/** The codes the session layer ends a connection with; every version's error codes include them. */
export type SessionFailCode = "too-many-messages" | "auth-not-first" | StreamKeyRefusalCode;

export interface StreamSessionsOptions<State extends StreamSession> {
  env: Cloudflare.Env;
  waitUntil: (work: Promise<unknown>) => void;
  sockets: SessionSockets<State>;
  /** The version's name in the answer to a request that is not the Worker's connect. */
  name: string;
  /** Client messages a connection may send per minute (the version's limit). */
  maxMessagesPerMinute: number;
  /** Sends the version's error message, then closes with its code. */
  fail: (ws: WebSocket, code: SessionFailCode, detail: string) => void;
  /** A connection's client message window starts again (a version's own per-window counts reset). */
  onNewWindow?: (state: State) => void;
}

/** The session of a connection admitted now, before it has spoken. */
export function openSession(connect: StreamConnect, nowMs: number): StreamSession {
  return {
    id: connect.connection_id,
    bucket: connect.client_bucket,
    access: connect.access,
    keyHash: connect.key_hash,
    keyCheckedAtMs: nowMs,
    spoke: false,
    windowStartMs: nowMs,
    windowCount: 0,
  };
}

/** The connection speaks: whether this is its first message (the only one that may be `auth`). */
export function speak(session: StreamSession): boolean {
  const first = !session.spoke;
  session.spoke = true;
  return first;
}

export class StreamSessions<State extends StreamSession> {
  private readonly options: StreamSessionsOptions<State>;
  constructor(options: StreamSessionsOptions<State>) {
    this.options = options;
  }

  /**
   * The Worker's connect header of a WebSocket upgrade (only the Worker forwards one, never a client),
   * or the 400 answer to anything else.
   */
  connectOf(request: Request): StreamConnect | Response {
    const connect = parseStreamConnect(request.headers.get(STREAM_CONNECT_HEADER));
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !connect) {
      return new Response(`${this.options.name}: internal connect only`, { status: 400 });
    }
    return connect;
  }

  /**
   * Admission: null when the connection may be accepted, else the answer — 503 with
   * STREAM_FULL_HEADER when the shard holds its budget, 429 with STREAM_ADDRESS_FULL_HEADER when an
   * anonymous address holds its share, counting its connections on the other version's shard (the
   * Worker asked them: `others_from_address`).
   */
  refusal(connect: StreamConnect): Response | null {
    if (this.options.sockets.count() >= connect.max_clients) {
      return new Response(null, { status: 503, headers: { [STREAM_FULL_HEADER]: "1" } });
    }
    if (connect.access.kind === "anonymous") {
      const fromAddress = this.anonymousCount(connect.client_bucket) + (connect.others_from_address ?? 0);
      if (fromAddress >= connect.max_anonymous_per_address) {
        return new Response(null, { status: 429, headers: { [STREAM_ADDRESS_FULL_HEADER]: "1" } });
      }
    }
    return null;
  }

  /** This shard's anonymous connections from one address bucket (the connect route sums both versions'). */
  anonymousCount(bucket: string): number {
    let count = 0;
    for (const [, session] of this.options.sockets.open()) {
      if (session.access.kind === "anonymous" && session.bucket === bucket) count++;
    }
    return count;
  }

  /**
   * Counts one client message in the connection's one-minute window; past the version's limit the
   * connection is ended (`too-many-messages`) and false comes back.
   */
  withinWindow(ws: WebSocket, session: State, nowMs: number): boolean {
    if (nowMs - session.windowStartMs >= 60_000) {
      session.windowStartMs = nowMs;
      session.windowCount = 0;
      this.options.onNewWindow?.(session);
    }
    session.windowCount++;
    if (session.windowCount <= this.options.maxMessagesPerMinute) return true;
    this.options.fail(
      ws,
      "too-many-messages",
      `At most ${this.options.maxMessagesPerMinute} messages a minute.`,
    );
    return false;
  }

  /**
   * `auth`: accepted only as the first message of a connection that presented no key header, then
   * checked as an HTTP request on the markets plane would be. True when the connection now reads as
   * the key (its state kept) and is still open, for the version to answer; else it has been ended.
   */
  async authenticate(ws: WebSocket, session: State, key: string, first: boolean): Promise<boolean> {
    if (!first || session.access.kind === "key") {
      this.options.fail(
        ws,
        "auth-not-first",
        "auth is accepted only as the first message, on a connection that presented no key header.",
      );
      return false;
    }
    const check = await verifyStreamKey(this.options.env, key, this.options.waitUntil);
    if (check.outcome === "refused") {
      this.options.fail(ws, check.code, check.detail);
      return false;
    }
    // The client may have gone while the key was checked.
    if (!this.options.sockets.isOpen(ws)) return false;
    session.access = check.access;
    session.keyHash = check.keyHash;
    session.keyCheckedAtMs = Date.now();
    this.options.sockets.save(ws, session);
    return true;
  }

  /**
   * Re-checks the keys of the keyed connections due (about once a minute, `keys.ts`): a refused key
   * ends its connections, an active one updates their entitlements.
   */
  recheckKeys(nowMs: number): Promise<void> {
    const { sockets } = this.options;
    return recheckStreamKeys(
      this.options.env,
      [...sockets.open()],
      nowMs,
      (ws, code, detail) => this.options.fail(ws, code, detail),
      (ws, session) => sockets.save(ws, session),
    );
  }
}
