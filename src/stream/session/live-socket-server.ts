import { DurableObject } from "cloudflare:workers";
import { type BatchLimits, batchFrames } from "./frames.ts";
import type { SessionSockets } from "./sessions.ts";

/** RFC 6455: the server met a condition that stops it from serving the connection. */
const INTERNAL_ERROR = 1011;

/** What became of one send. */
export type SendOutcome = "sent" | "over_budget" | "closed";

interface Connection<State> {
  state: State;
  /** Start of the current one-second send window (epoch ms) and the messages sent in it. */
  windowStartMs: number;
  sentInWindow: number;
  /** The client's messages in hand, handled one after another; how many wait. */
  inbox: Promise<unknown>;
  waiting: number;
  /** Whether the client asked for batched frames (every frame a JSON array of messages). */
  batching: boolean;
  /** A batching connection's messages sent within the current `batched` call, not yet written. */
  pending: string[];
}

/**
 * Connection plumbing for a Durable Object that holds standard (not hibernatable) WebSockets, kept
 * apart from what the application does with a connection. The object stays in memory while any socket
 * is open, so per-connection state (sequence numbers, send budgets) is plain memory and never lost to
 * hibernation: the right trade for a stream that moves many times a second.
 *
 * - Sends never wait on a client; a socket that cannot take a frame is closed and forgotten.
 * - Each connection has a per-second send budget (`messagesPerSecond`): a send past it is refused
 *   with `over_budget`, and the application decides what that means (pix's slow-consumer rule).
 * - The closing handshake is completed for the client.
 * - A connection accepted with `batch` is written JSON arrays of messages: the messages sent to it
 *   within one `batched` call go out together (`batchFrames`, within `batchLimits`), any other alone in
 *   an array of one. Budgets count messages, batched or not.
 *
 * A subclass implements `onMessage` (and optionally `onClose`) and decides when to accept, what state a
 * connection carries and what it is sent.
 */
export abstract class LiveSocketServer<State, Env = Cloudflare.Env> extends DurableObject<Env> {
  private readonly held = new Map<WebSocket, Connection<State>>();

  /** The connections as the session layer reads them (`sessions.ts`); a state in memory needs no saving. */
  protected readonly sessionSockets: SessionSockets<State> = {
    count: () => this.connectionCount(),
    open: () => this.open(),
    isOpen: (ws) => this.isOpen(ws),
    save: () => {},
  };

  /** The connections with messages pending while a `batched` call runs (undefined outside one). */
  private corked: Set<WebSocket> | undefined;

  /** Messages one connection may be sent per second. */
  protected abstract readonly messagesPerSecond: number;

  /** Client messages one connection may have waiting for the one in hand; past it `onInboxOverflow` closes it. */
  protected abstract readonly maxWaitingMessages: number;

  /** The most messages and characters one batched frame carries. */
  protected abstract readonly batchLimits: BatchLimits;

  protected abstract onMessage(ws: WebSocket, state: State, raw: string | ArrayBuffer): void | Promise<void>;

  /**
   * A client sent more than `maxWaitingMessages` messages while one was being handled. The subclass
   * says why before closing (an error frame and its close code); by default the connection is dropped.
   */
  protected onInboxOverflow(ws: WebSocket, _state: State): void {
    this.drop(ws);
  }

  /** Called once when a connection ends, however it ends. */
  protected onClose(_ws: WebSocket, _state: State): void {}

  /**
   * Accepts a new connection with its state (`batch`: the client asked for batched frames); the client
   * end goes back to the caller in a 101.
   */
  protected accept(state: State, { batch = false } = {}): { client: WebSocket; server: WebSocket } {
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    server.accept();
    this.held.set(server, {
      state,
      windowStartMs: Date.now(),
      sentInWindow: 0,
      inbox: Promise.resolve(),
      waiting: 0,
      batching: batch,
      pending: [],
    });
    server.addEventListener("message", (event) => {
      const connection = this.held.get(server);
      if (!connection) return;
      // One message at a time per connection, in the order sent: a message never overtakes the one
      // before it while that one awaits (a subscribe is never judged before the key it follows).
      if (++connection.waiting > this.maxWaitingMessages)
        return this.onInboxOverflow(server, connection.state);
      const handle = () => {
        connection.waiting--;
        if (!this.held.has(server)) return;
        return this.onMessage(server, connection.state, event.data as string | ArrayBuffer);
      };
      const done = connection.inbox.then(handle).catch(() => this.drop(server));
      connection.inbox = done;
      this.ctx.waitUntil(done);
    });
    server.addEventListener("close", (event) => {
      this.release(server);
      // Codes a peer may not send on the wire (1005, 1006, 1015) are answered with 1000.
      const code = event.code === 1005 || event.code === 1006 || event.code === 1015 ? 1000 : event.code;
      try {
        server.close(code, event.reason.slice(0, 120));
      } catch {
        // Already closed.
      }
    });
    server.addEventListener("error", () => this.drop(server));
    return { client, server };
  }

  /** Every open connection with its state. */
  protected *open(): IterableIterator<[WebSocket, State]> {
    for (const [ws, connection] of this.held) yield [ws, connection.state];
  }

  /** The state of an open connection, or undefined once it is closed. */
  protected stateOf(ws: WebSocket): State | undefined {
    return this.held.get(ws)?.state;
  }

  protected connectionCount(): number {
    return this.held.size;
  }

  protected isOpen(ws: WebSocket): boolean {
    return this.held.has(ws);
  }

  /**
   * Sends one frame within the connection's budget. `force` sends past the budget (control messages
   * a client must never miss: errors, status); it still counts.
   */
  protected send(ws: WebSocket, frame: string, nowMs: number, force = false): SendOutcome {
    const connection = this.held.get(ws);
    if (!connection) return "closed";
    if (nowMs - connection.windowStartMs >= 1000) {
      connection.windowStartMs = nowMs;
      connection.sentInWindow = 0;
    }
    if (!force && connection.sentInWindow >= this.messagesPerSecond) return "over_budget";
    if (connection.batching && this.corked) {
      // Written when the `batched` call ends, with the others sent to this connection within it.
      connection.pending.push(frame);
      this.corked.add(ws);
      connection.sentInWindow++;
      return "sent";
    }
    try {
      ws.send(connection.batching ? `[${frame}]` : frame);
      connection.sentInWindow++;
      return "sent";
    } catch {
      this.drop(ws);
      return "closed";
    }
  }

  /**
   * Runs `work` (synchronous), holding back what it sends to batching connections, then writes each
   * one's messages as few frames as `batchLimits` allow. Connections that did not ask are sent each
   * message at once, as always. A call within a call joins the outer one.
   */
  protected batched<T>(work: () => T): T {
    if (this.corked) return work();
    const corked = new Set<WebSocket>();
    this.corked = corked;
    try {
      return work();
    } finally {
      this.corked = undefined;
      for (const ws of corked) this.flush(ws);
    }
  }

  /** Writes a batching connection's pending messages; a socket that cannot take them is dropped. */
  private flush(ws: WebSocket) {
    const connection = this.held.get(ws);
    if (!connection || connection.pending.length === 0) return;
    const messages = connection.pending;
    connection.pending = [];
    try {
      for (const frame of batchFrames(messages, this.batchLimits)) ws.send(frame);
    } catch {
      this.drop(ws);
    }
  }

  /** Room left in the connection's current one-second window. */
  protected budgetLeft(ws: WebSocket, nowMs: number): number {
    const connection = this.held.get(ws);
    if (!connection) return 0;
    if (nowMs - connection.windowStartMs >= 1000) return this.messagesPerSecond;
    return Math.max(0, this.messagesPerSecond - connection.sentInWindow);
  }

  /** Sends a last frame, then closes with `code`; the connection is forgotten at once. */
  protected sendAndClose(ws: WebSocket, frame: string, code: number, reason: string) {
    const connection = this.held.get(ws);
    this.release(ws);
    this.corked?.delete(ws);
    try {
      if (connection?.batching) {
        // What it was sent before, then the last frame, in order.
        for (const batch of batchFrames([...connection.pending, frame], this.batchLimits)) ws.send(batch);
      } else ws.send(frame);
      ws.close(code, reason);
    } catch {
      // The peer is already gone.
    }
  }

  protected drop(ws: WebSocket) {
    this.release(ws);
    try {
      ws.close(INTERNAL_ERROR, "connection error");
    } catch {
      // Already closed.
    }
  }

  private release(ws: WebSocket) {
    const connection = this.held.get(ws);
    if (!connection) return;
    this.held.delete(ws);
    this.onClose(ws, connection.state);
  }
}
