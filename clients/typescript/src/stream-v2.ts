/**
 * Version 2 of the `/ws` stream (`/ws?version=2`, the live market plane) as an async iterator of typed
 * server messages: channels instead of symbols — `index:<symbol>`, `book:<venue>:<market>`,
 * `trades:<venue>:<market>`, `ticker:<venue>:<market>`, `basis:<pair_id>`. The key goes in the first message, as in
 * version 1, and the channels follow its answer (so they are judged with the key's entitlements);
 * `subscribe` and `unsubscribe` change the held channels, which every reconnect subscribes again: a
 * channel whose `cseq` (the channel's own sequence) the client has seen is resumed (`resume`), so the
 * server sends what was missed while away, or `gap` (`resume_expired`) and a whole `book`. Every data message carries its channel's `seq` (1, 2, 3, … per connection): a jump means
 * messages were lost, so the client reports it (`onSequenceGap`) and resubscribes that channel, whose
 * book channel then starts again with a whole `book`. The server's `heartbeat` proves the connection is
 * alive: after two missed heartbeats without any message the socket is dropped and reopened. Reconnects
 * use version 1's backoff; a refused key or a frame the server cannot read ends the iteration with a
 * PixStreamError. A channel the server refuses (`rejected` in its `subscribed` answer: unknown, not
 * entitled, over a limit) is dropped from the held channels and reported to `onRejected`; without that
 * callback it ends the iteration with a PixChannelRejectedError, so a mistyped channel is never silent.
 * `pong` answers are not yielded.
 */
import { MessageQueue } from "./message-queue.ts";
import type { components } from "./schema.d.ts";
import {
  type BackoffOptions,
  backoffDelayMs,
  closeReason,
  defaultConnect,
  FATAL_CLOSE_CODES,
  OPEN,
  openSocket,
  PixStreamError,
  type Socket,
  type SocketFactory,
  type StreamState,
  streamUrl,
} from "./stream.ts";

type Schemas = components["schemas"];
export type StreamV2ServerMessage = Schemas["StreamV2ServerMessage"];
export type StreamV2ClientMessage = Schemas["StreamV2ClientMessage"];
/** One server message type: `StreamV2Message<"book">` is the whole-book message. */
export type StreamV2Message<T extends StreamV2ServerMessage["type"]> = Extract<
  StreamV2ServerMessage,
  { type: T }
>;
/** The messages of a channel: each has `channel` and `seq`. */
export type StreamV2DataMessage = Extract<StreamV2ServerMessage, { channel: string; seq: number }>;

/** Channels one subscribe or unsubscribe may name (the server's `max_channels_per_message`). */
export const V2_CHANNELS_PER_MESSAGE = 50;
/** The heartbeat period assumed until the server's first `heartbeat` states its own. */
const DEFAULT_HEARTBEAT_MS = 5_000;
/** Allowance on top of two heartbeat periods before a silent connection counts as gone. */
const LIVENESS_SLACK_MS = 1_000;

/** A channel the server refused, as its `subscribed` answer lists it: the name sent and why. */
export type RejectedChannel = StreamV2Message<"subscribed">["rejected"][number];

/**
 * The server refused channels and no `onRejected` callback was given: the iteration ends with this
 * error, after the `subscribed` answer that lists them. `rejected` holds each channel and its reason.
 */
export class PixChannelRejectedError extends PixStreamError {
  readonly rejected: RejectedChannel[];

  constructor(rejected: RejectedChannel[]) {
    super(1000, undefined, "");
    this.name = "PixChannelRejectedError";
    this.message = `channels refused: ${rejected.map((r) => `${r.channel} (${r.reason})`).join("; ")}`;
    this.rejected = rejected;
  }
}

/** Messages of `channel` were lost: `received` came where `expected` was due. */
export interface SequenceGap {
  channel: string;
  expected: number;
  received: number;
}

export interface StreamV2Options {
  /** Origin of the deployment (`http://…` or `ws://…`), or the full `/ws` URL. */
  baseUrl: string;
  /** Sent as the first message (`{"type":"auth","key":…}`); omitted reads anonymously. */
  apiKey?: string;
  /** Channels to subscribe from the start (more with `subscribe`). */
  channels?: string[];
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
  /** Called when a channel's `seq` jumps; the channel is then resubscribed. */
  onSequenceGap?: (gap: SequenceGap) => void;
  /**
   * Called with the channels a `subscribed` answer refused (each with the server's reason); they are
   * no longer held, and the stream carries on. Without it, a refusal ends the iteration with a
   * PixChannelRejectedError.
   */
  onRejected?: (rejected: RejectedChannel[]) => void;
  /** Sends `{"type":"ping"}` this often while open (default: never; the server's heartbeats suffice). */
  pingEveryMs?: number;
  /**
   * Asks for batched frames (`batch=1`: each frame a JSON array of messages, fewer frames when many
   * messages come at once); the messages are yielded one by one either way.
   */
  batch?: boolean;
}

/** The version 2 stream URL of a deployment: its `/ws` with `version=2` (and `batch=1` when asked). */
export function streamV2Url(baseUrl: string, batch = false): string {
  const url = new URL(streamUrl(baseUrl));
  url.searchParams.set("version", "2");
  if (batch) url.searchParams.set("batch", "1");
  return url.toString();
}

/** A channel name as the server's messages spell it: index symbols are case-insensitive, upper-cased. */
export function canonicalChannel(name: string): string {
  return name.startsWith("index:") ? `index:${name.slice("index:".length).toUpperCase()}` : name;
}

/** Splits channel names into messages of at most V2_CHANNELS_PER_MESSAGE. */
export function channelBatches(channels: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < channels.length; i += V2_CHANNELS_PER_MESSAGE) {
    batches.push(channels.slice(i, i + V2_CHANNELS_PER_MESSAGE));
  }
  return batches;
}

/**
 * Follows each channel's `seq`: the first message of a channel sets its count, every later one must
 * be the next number. Returns the gap a message reveals, else null. `forget` restarts a channel (after
 * a resubscribe), `reset` every channel (a new connection).
 */
export class SequenceCheck {
  readonly #last = new Map<string, number>();

  check(message: { channel: string; seq: number }): SequenceGap | null {
    const last = this.#last.get(message.channel);
    this.#last.set(message.channel, message.seq);
    if (last === undefined || message.seq === last + 1) return null;
    return { channel: message.channel, expected: last + 1, received: message.seq };
  }
  forget(channel: string): void {
    this.#last.delete(channel);
  }
  reset(): void {
    this.#last.clear();
  }
}

function isDataMessage(message: StreamV2ServerMessage): message is StreamV2DataMessage {
  return "channel" in message && "seq" in message;
}

/** A message of a frame; null for one that is not a JSON object with a type, or a `pong`. */
function messageOf(value: unknown): StreamV2ServerMessage | null {
  const message = value as StreamV2ServerMessage | null;
  if (typeof message !== "object" || message === null || typeof message.type !== "string") return null;
  return message.type === "pong" ? null : message;
}

/**
 * A text frame as its server messages, in order: one, or each of a batched frame's array (`batch`).
 * A frame that is not JSON is one null message.
 */
function parseFrame(data: string): (StreamV2ServerMessage | null)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [null];
  }
  return Array.isArray(parsed) ? parsed.map(messageOf) : [messageOf(parsed)];
}

export class PixStreamV2 implements AsyncIterable<StreamV2ServerMessage> {
  readonly #options: StreamV2Options;
  readonly #connect: SocketFactory;
  readonly #queue = new MessageQueue<StreamV2ServerMessage>();
  readonly #channels = new Set<string>();
  readonly #sequence = new SequenceCheck();
  /** The last `cseq` seen of each held channel: what a reconnect resumes from. */
  readonly #cseqs = new Map<string, number>();
  #socket: Socket | undefined;
  #attempt = 0;
  #closed = false;
  #heartbeatMs = DEFAULT_HEARTBEAT_MS;
  /** The key was sent and its answer (an empty `subscribed`) has not come: channels wait for it. */
  #awaitingAuth = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #silence: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;

  constructor(options: StreamV2Options) {
    this.#options = options;
    for (const channel of options.channels ?? []) this.#channels.add(canonicalChannel(channel));
    this.#connect = options.connect ?? defaultConnect;
    this.#open();
  }

  /** The channels this client holds (and subscribes again after every reconnect). */
  channels(): string[] {
    return [...this.#channels];
  }

  /** Adds channels; the server answers with `subscribed` (its `rejected` lists refused ones). */
  subscribe(channels: readonly string[]): void {
    const added = [...new Set(channels.map(canonicalChannel))].filter((c) => !this.#channels.has(c));
    for (const channel of added) this.#channels.add(channel);
    this.#sendChannels("subscribe", added);
  }

  /** Drops channels; their messages stop after the server's `subscribed`. */
  unsubscribe(channels: readonly string[]): void {
    const removed = [...new Set(channels.map(canonicalChannel))].filter((c) => this.#channels.delete(c));
    for (const channel of removed) {
      this.#sequence.forget(channel);
      this.#cseqs.delete(channel);
    }
    this.#sendChannels("unsubscribe", removed);
  }

  /** Ends the iteration and closes the socket with 1000. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#stopTimers();
    clearTimeout(this.#retry);
    this.#socket?.close(1000, "client closed");
    this.#queue.end(null);
  }

  [Symbol.asyncIterator](): AsyncGenerator<StreamV2ServerMessage> {
    return this.#queue.read(() => this.close());
  }

  #send(message: StreamV2ClientMessage) {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #sendChannels(type: "subscribe" | "unsubscribe", channels: readonly string[]) {
    // Sent once the key is accepted, so each channel is judged with the key's entitlements.
    if (this.#awaitingAuth) return;
    for (const batch of channelBatches(channels)) this.#send({ type, channels: batch });
  }

  /** Every held channel, after a (re)connect: resumed where its last `cseq` is known, else subscribed. */
  #subscribeHeld() {
    if (this.#awaitingAuth) return;
    const resumed = [...this.#channels].filter((c) => this.#cseqs.has(c));
    for (const batch of channelBatches(resumed)) {
      this.#send({
        type: "resume",
        channels: Object.fromEntries(batch.map((c) => [c, this.#cseqs.get(c) as number])),
      });
    }
    this.#sendChannels(
      "subscribe",
      [...this.#channels].filter((c) => !this.#cseqs.has(c)),
    );
  }

  #stopTimers() {
    clearTimeout(this.#silence);
    clearInterval(this.#ping);
  }

  /** Restarts the liveness clock: two heartbeat periods (plus slack) from now. */
  #alive(socket: Socket) {
    clearTimeout(this.#silence);
    this.#silence = setTimeout(
      () => {
        if (socket !== this.#socket) return;
        this.#socket = undefined;
        socket.close(4000, "no heartbeat");
        this.#dropped(`no message for ${Math.round((2 * this.#heartbeatMs + LIVENESS_SLACK_MS) / 1000)} s`);
      },
      2 * this.#heartbeatMs + LIVENESS_SLACK_MS,
    );
  }

  #dropped(reason: string) {
    this.#stopTimers();
    const delay = backoffDelayMs(this.#attempt++, this.#options.backoff, this.#options.random);
    this.#options.onState?.({ kind: "down", reason, retryAt: Date.now() + delay });
    this.#retry = setTimeout(() => this.#open(), delay);
  }

  #onData(message: StreamV2DataMessage) {
    if (typeof message.cseq === "number") this.#cseqs.set(message.channel, message.cseq);
    const gap = this.#sequence.check(message);
    if (!gap || !this.#channels.has(gap.channel)) return;
    this.#options.onSequenceGap?.(gap);
    // A resubscribe starts the channel over (a book channel with a whole book).
    this.#sequence.forget(gap.channel);
    this.#cseqs.delete(gap.channel);
    this.#send({ type: "unsubscribe", channels: [gap.channel] });
    this.#send({ type: "subscribe", channels: [gap.channel] });
  }

  /** Ends the iteration for good: `onState` says why, the reader gets `error`. */
  #end(reason: string, error: Error) {
    this.#closed = true;
    this.#stopTimers();
    this.#options.onState?.({ kind: "down", reason, retryAt: null });
    this.#queue.end(error);
  }

  /** Drops the refused channels; reports them, or ends the stream when nobody asked to hear of them. */
  #onRejected(rejected: RejectedChannel[]) {
    for (const { channel } of rejected) {
      this.#channels.delete(canonicalChannel(channel));
      this.#sequence.forget(canonicalChannel(channel));
      this.#cseqs.delete(canonicalChannel(channel));
    }
    if (this.#options.onRejected) {
      this.#options.onRejected(rejected);
      return;
    }
    const error = new PixChannelRejectedError(rejected);
    this.#socket?.close(1000, "client closed");
    this.#socket = undefined;
    this.#end(error.message, error);
  }

  #open() {
    this.#options.onState?.({ kind: "connecting", attempt: this.#attempt + 1 });
    openSocket(
      this.#connect,
      streamV2Url(this.#options.baseUrl, this.#options.batch),
      (socket) => this.#attach(socket),
      (error) => this.#end(error.message, error),
      () => this.#closed,
    );
  }

  #attach(socket: Socket) {
    const { onState, pingEveryMs } = this.#options;
    this.#socket = socket;
    this.#sequence.reset();
    let lastError: StreamV2Message<"error"> | undefined;
    socket.addEventListener("open", () => {
      if (socket !== this.#socket) return;
      this.#awaitingAuth = false;
      if (this.#options.apiKey) {
        this.#send({ type: "auth", key: this.#options.apiKey });
        this.#awaitingAuth = true;
      }
      this.#subscribeHeld();
      if (pingEveryMs) this.#ping = setInterval(() => this.#send({ type: "ping" }), pingEveryMs);
      this.#alive(socket);
      onState?.({ kind: "live" });
    });
    socket.addEventListener("message", (event) => {
      if (socket !== this.#socket || typeof event.data !== "string") return;
      for (const message of parseFrame(event.data)) {
        if (socket !== this.#socket) return;
        lastError = this.#onMessage(socket, message) ?? lastError;
      }
    });
    socket.addEventListener("close", (event) => {
      if (this.#closed || socket !== this.#socket) return;
      this.#socket = undefined;
      const reason = closeReason(event.code, event.reason);
      const attempts = this.#options.backoff?.maxAttempts ?? Number.POSITIVE_INFINITY;
      if (FATAL_CLOSE_CODES.has(event.code) || this.#attempt >= attempts) {
        this.#end(reason, new PixStreamError(event.code, lastError?.code, lastError?.detail ?? event.reason));
        return;
      }
      this.#dropped(reason);
    });
  }

  /** One server message (null: not one pix sends, or a `pong`); an `error` is returned to say why the close came. */
  #onMessage(socket: Socket, message: StreamV2ServerMessage | null): StreamV2Message<"error"> | undefined {
    if (message?.type === "heartbeat") {
      if (message.interval_ms > 0) this.#heartbeatMs = message.interval_ms;
      // Read: say so, or the server closes a connection that acknowledges nothing for max_unread_ms.
      this.#send({ type: "ack", heartbeat: message.id });
    }
    this.#alive(socket);
    if (!message) return undefined;
    this.#attempt = 0; // the connection works: the next drop starts the backoff over
    if (message.type === "subscribed" && this.#awaitingAuth) {
      this.#awaitingAuth = false;
      this.#subscribeHeld();
    }
    if (isDataMessage(message)) this.#onData(message);
    this.#queue.push(message);
    if (message.type === "subscribed" && message.rejected.length > 0) this.#onRejected(message.rejected);
    return message.type === "error" ? message : undefined;
  }
}

/**
 * Opens version 2 of the stream:
 * `for await (const message of connectStreamV2({ baseUrl, channels: ["index:PIXCPI"] })) …`, then `close()`.
 */
export function connectStreamV2(options: StreamV2Options): PixStreamV2 {
  return new PixStreamV2(options);
}
