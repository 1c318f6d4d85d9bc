/**
 * The `/ws` terminal stream as an async iterator of typed server messages. The key goes in the first
 * message (browsers cannot set headers on a WebSocket), the subscription follows it, and a dropped
 * connection is reopened with exponential backoff and full jitter; each reconnect starts with a fresh
 * `snapshot`, so no state is lost. Errors that a retry cannot fix (a refused key, a bad subscription)
 * end the iteration with a PixStreamError instead of reconnecting. `onState` follows the connection
 * (connecting, live, down with the time of the next attempt) for a status display, and `pingEveryMs`
 * keeps an idle connection open through proxies; the `pong` answers are not yielded.
 */
import { MessageQueue } from "./message-queue.ts";
import type { components } from "./schema.d.ts";

export type StreamServerMessage = components["schemas"]["StreamServerMessage"];
export type StreamClientMessage = components["schemas"]["StreamClientMessage"];
export type StreamErrorCode =
  | components["schemas"]["StreamError"]["code"]
  | components["schemas"]["StreamV2Error"]["code"];

export interface BackoffOptions {
  /** First reconnect delay ceiling (default 500 ms). */
  initialMs?: number;
  /** Largest delay ceiling (default 30 s). */
  maxMs?: number;
  /** Reconnects in a row without a snapshot before giving up (default Infinity). */
  maxAttempts?: number;
  /** Share of each delay that is random (default 1, full jitter: uniform below the ceiling; 0.2 waits
   * 80–100 % of it). */
  jitter?: number;
}

/** The connection as a status display shows it; `retryAt` (epoch ms) is null once the stream has ended. */
export type StreamState =
  | { kind: "connecting"; attempt: number }
  | { kind: "live" }
  | { kind: "down"; reason: string; retryAt: number | null };

/**
 * The subset of the WebSocket API the stream uses: the global one in browsers, Node ≥ 22 and Workers,
 * the `ws` package's on Node 20.
 */
export interface Socket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number; reason: string }) => void): void;
}
/** Opens a socket to `url`, now or once it is loaded. */
export type SocketFactory = (url: string) => Socket | Promise<Socket>;

/** Said when the runtime has no WebSocket and the `ws` package cannot be loaded either. */
export const NO_WEBSOCKET =
  "This runtime has no WebSocket and the ws package could not be loaded: install ws, or pass `connect: (url) => new WebSocket(url)` with a WebSocket class of your own.";

/**
 * `ws`, the client's dependency for runtimes without a global WebSocket (Node 20). A variable, not a
 * literal, so bundlers for browsers and Workers, which have one, leave it out.
 */
const WS_PACKAGE = "ws";

/**
 * The socket factory used without a `connect` option: the platform's WebSocket where there is one
 * (browsers, Node ≥ 22, Workers), else the `ws` package's, loaded on first use.
 */
export function defaultConnect(url: string): Socket | Promise<Socket> {
  if (typeof globalThis.WebSocket === "function") return new globalThis.WebSocket(url) as unknown as Socket;
  return import(WS_PACKAGE).then(
    (ws: { WebSocket: new (url: string) => Socket }) => {
      const socket = new ws.WebSocket(url);
      // `ws` throws a connection failure that has no "error" listener; its "close" follows and is handled.
      (socket as unknown as { addEventListener(type: "error", listener: () => void): void }).addEventListener(
        "error",
        () => undefined,
      );
      return socket;
    },
    () => {
      throw new Error(NO_WEBSOCKET);
    },
  );
}

/**
 * Calls `attach` with the socket `factory` opens, at once or once it is loaded; `failed` with the
 * reason it could not be opened. A socket that arrives when `stale()` says it is no longer wanted (the
 * stream was closed meanwhile) is closed instead.
 */
export function openSocket(
  factory: SocketFactory,
  url: string,
  attach: (socket: Socket) => void,
  failed: (error: Error) => void,
  stale: () => boolean,
): void {
  const opened = factory(url);
  if (!(opened instanceof Promise)) {
    attach(opened);
    return;
  }
  opened.then(
    (socket) => (stale() ? socket.close(1000, "client closed") : attach(socket)),
    (error: unknown) => {
      if (!stale()) failed(error instanceof Error ? error : new Error(String(error)));
    },
  );
}

export interface StreamOptions {
  /** Origin of the deployment (`http://…` or `ws://…`), or the full `/ws` URL. */
  baseUrl: string;
  /** Sent as the first message (`{"type":"auth","key":…}`); omitted reads anonymously. */
  apiKey?: string;
  /** Symbols or slugs to narrow to; omitted or null reads every market the connection may read. */
  symbols?: string[] | null;
  backoff?: BackoffOptions;
  /**
   * Opens a socket (default `defaultConnect`: the platform's WebSocket, or the `ws` package's on Node
   * 20); may answer a promise of one.
   */
  connect?: SocketFactory;
  /** Random source for the jitter (tests pass a fixed one). */
  random?: () => number;
  /** Called on every change of the connection: each attempt, each open, each close. */
  onState?: (state: StreamState) => void;
  /** Sends `{"type":"ping"}` this often while open (default: never). */
  pingEveryMs?: number;
}

/** Close codes after which reconnecting repeats the same refusal. */
export const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([1003, 1008, 1009, 4401, 4403]);
export const OPEN = 1;

export class PixStreamError extends Error {
  readonly code: StreamErrorCode | undefined;
  readonly closeCode: number;

  constructor(closeCode: number, code: StreamErrorCode | undefined, detail: string) {
    super(code ? `${code}: ${detail}` : `stream closed (${closeCode}) ${detail}`.trim());
    this.name = "PixStreamError";
    this.code = code;
    this.closeCode = closeCode;
  }
}

/** A delay below the ceiling min(max, initial·2^attempt), its `jitter` share uniform (full by default). */
export function backoffDelayMs(attempt: number, backoff: BackoffOptions = {}, random = Math.random): number {
  const ceiling = Math.min(backoff.maxMs ?? 30_000, (backoff.initialMs ?? 500) * 2 ** attempt);
  const jitter = backoff.jitter ?? 1;
  return Math.floor(ceiling * (1 - jitter + jitter * random()));
}

/** Why a connection closed, in a few words: the server's reason, else what the close code means. */
export function closeReason(code: number, reason: string): string {
  return reason || (code === 1006 ? "connection lost" : `closed (${code})`);
}

/** A text frame as a server message; null for one that is not JSON or is a keepalive `pong`. */
function parseFrame(data: string): StreamServerMessage | null {
  try {
    const message = JSON.parse(data) as StreamServerMessage | { type: "pong" };
    return message.type === "pong" ? null : message;
  } catch {
    return null;
  }
}

export function streamUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.protocol = url.protocol === "https:" || url.protocol === "wss:" ? "wss:" : "ws:";
  if (!url.pathname.endsWith("/ws")) url.pathname = `${url.pathname.replace(/\/+$/, "")}/ws`;
  return url.toString();
}

export class PixStream implements AsyncIterable<StreamServerMessage> {
  readonly #options: StreamOptions;
  readonly #connect: SocketFactory;
  readonly #queue = new MessageQueue<StreamServerMessage>();
  #socket: Socket | undefined;
  #symbols: string[] | null;
  #attempt = 0;
  #closed = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;

  constructor(options: StreamOptions) {
    this.#options = options;
    this.#symbols = options.symbols ?? null;
    this.#connect = options.connect ?? defaultConnect;
    this.#open();
  }

  /** Narrows (or, with null, widens) the stream; kept for every reconnect. */
  subscribe(symbols: string[] | null): void {
    this.#symbols = symbols;
    this.#sendSubscription();
  }

  /** Ends the iteration and closes the socket with 1000. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#timer);
    clearInterval(this.#ping);
    this.#socket?.close(1000, "client closed");
    this.#queue.end(null);
  }

  [Symbol.asyncIterator](): AsyncGenerator<StreamServerMessage> {
    return this.#queue.read(() => this.close());
  }

  #send(message: StreamClientMessage) {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #sendSubscription() {
    if (this.#symbols !== null) this.#send({ type: "subscribe", symbols: this.#symbols });
  }

  #open() {
    this.#options.onState?.({ kind: "connecting", attempt: this.#attempt + 1 });
    openSocket(
      this.#connect,
      streamUrl(this.#options.baseUrl),
      (socket) => this.#attach(socket),
      (error) => this.#end(error.message, error),
      () => this.#closed,
    );
  }

  /** Ends the iteration for good: `onState` says why, the reader gets `error`. */
  #end(reason: string, error: Error) {
    this.#closed = true;
    clearInterval(this.#ping);
    this.#options.onState?.({ kind: "down", reason, retryAt: null });
    this.#queue.end(error);
  }

  #attach(socket: Socket) {
    const { onState, pingEveryMs } = this.#options;
    this.#socket = socket;
    let lastError: StreamServerMessage | undefined;
    socket.addEventListener("open", () => {
      if (this.#options.apiKey) this.#send({ type: "auth", key: this.#options.apiKey });
      this.#sendSubscription();
      if (pingEveryMs) this.#ping = setInterval(() => this.#send({ type: "ping" }), pingEveryMs);
      onState?.({ kind: "live" });
    });
    socket.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      const message = parseFrame(event.data);
      // A frame that is not JSON is skipped; the next snapshot or update carries the state again.
      if (!message) return;
      if (message.type === "snapshot") this.#attempt = 0;
      if (message.type === "error") lastError = message;
      this.#queue.push(message);
    });
    socket.addEventListener("close", (event) => {
      if (socket === this.#socket) clearInterval(this.#ping);
      if (this.#closed || socket !== this.#socket) return;
      const error = lastError?.type === "error" ? lastError : undefined;
      const failure = new PixStreamError(event.code, error?.code, error?.detail ?? event.reason);
      const reason = closeReason(event.code, event.reason);
      const attempts = this.#options.backoff?.maxAttempts ?? Number.POSITIVE_INFINITY;
      if (FATAL_CLOSE_CODES.has(event.code) || this.#attempt >= attempts) {
        this.#end(reason, failure);
        return;
      }
      const delay = backoffDelayMs(this.#attempt++, this.#options.backoff, this.#options.random);
      onState?.({ kind: "down", reason, retryAt: Date.now() + delay });
      this.#timer = setTimeout(() => this.#open(), delay);
    });
  }
}

/** Opens the stream: `for await (const message of connectStream({ baseUrl })) …`, then `close()`. */
export function connectStream(options: StreamOptions): PixStream {
  return new PixStream(options);
}
