import { DurableObject } from "cloudflare:workers";
import type { SessionSockets } from "./sessions.ts";

/** RFC 6455: the server met a condition that stops it from serving the connection. */
const INTERNAL_ERROR = 1011;

export interface BroadcastReport {
  /** Sockets the object held when the broadcast began. */
  clients: number;
  delivered: number;
  /** Sockets that could not take their frame (closed and forgotten). */
  dropped: number;
}

/**
 * Connection plumbing for a Durable Object that holds hibernatable WebSockets, kept apart from what the
 * application does with a connection: accepting through the hibernation API, a per-connection state
 * kept on the socket (serializeAttachment, at most 2 KiB) and mirrored in memory, sends that never wait on
 * a client, broadcasts that close a socket that cannot take its frame, the closing handshake, and
 * heartbeats the runtime answers without waking the object.
 *
 * A subclass implements `webSocketMessage` and decides when to accept, what state a connection carries
 * and what it is sent.
 */
export abstract class HibernatingSocketServer<State, Env = Cloudflare.Env> extends DurableObject<Env> {
  /** The attachment of each live socket, mirrored in memory so a broadcast deserializes nothing. */
  private states = new Map<WebSocket, State>();

  /** The connections as the session layer reads them (`sessions.ts`): attachments, and sockets not forgotten. */
  protected readonly sessionSockets: SessionSockets<State> = {
    count: () => this.sockets().length,
    open: () => this.withStates(),
    isOpen: (ws) => this.isConnected(ws),
    save: (ws, state) => this.save(ws, state),
  };

  private *withStates(): IterableIterator<[WebSocket, State]> {
    for (const ws of this.sockets()) {
      const state = this.state(ws);
      if (state) yield [ws, state];
    }
  }

  /** Answers `request` with `response` in the runtime itself, without waking a hibernated object. */
  protected autoRespond(request: string, response: string) {
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(request, response));
  }

  /** Accepts a new connection with its state; the client end goes back to the caller in a 101. */
  protected accept(state: State): { client: WebSocket; server: WebSocket } {
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    this.save(server, state);
    return { client, server };
  }

  /** Every socket the runtime still holds for this object (hibernated ones included). */
  protected sockets(): WebSocket[] {
    return this.ctx.getWebSockets();
  }

  protected state(ws: WebSocket): State | undefined {
    let state = this.states.get(ws);
    if (!state) {
      // After hibernation the in-memory mirror is empty: the attachment is the source of truth.
      state = (ws.deserializeAttachment() as State | null) ?? undefined;
      if (state) this.states.set(ws, state);
    }
    return state;
  }

  protected save(ws: WebSocket, state: State) {
    this.states.set(ws, state);
    ws.serializeAttachment(state);
  }

  /** Whether the socket is still served (not closed or forgotten since it was last looked at). */
  protected isConnected(ws: WebSocket): boolean {
    return this.states.has(ws);
  }

  /** A closing socket gets no more frames, even if the runtime still lists it until the close completes. */
  protected forget(ws: WebSocket) {
    this.states.delete(ws);
    try {
      ws.serializeAttachment(null);
    } catch {
      // Already closed.
    }
  }

  /** Sends a last frame, then closes with `code`; the socket is forgotten at once. */
  protected sendAndClose(ws: WebSocket, frame: string, code: number, reason: string) {
    this.forget(ws);
    try {
      ws.send(frame);
      ws.close(code, reason);
    } catch {
      // The peer is already gone.
    }
  }

  /**
   * Sends each connection the frame `frameFor` picks for its state (null: nothing). Sends never wait on
   * a client, so a slow or dead client cannot delay the others; a socket that cannot take its frame is
   * closed and forgotten.
   */
  protected broadcast(frameFor: (state: State) => string | null): BroadcastReport {
    const sockets = this.sockets();
    let delivered = 0;
    let dropped = 0;
    for (const ws of sockets) {
      const state = this.state(ws);
      if (!state) continue;
      const frame = frameFor(state);
      if (frame === null) continue;
      try {
        ws.send(frame);
        delivered++;
      } catch {
        dropped++;
        this.forget(ws);
        try {
          ws.close(INTERNAL_ERROR, "send failed");
        } catch {
          // Already gone.
        }
      }
    }
    return { clients: sockets.length, delivered, dropped };
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    this.forget(ws);
    // Complete the closing handshake (the hibernation API does not reply for us). Codes the peer may
    // not send on the wire (1005 no status, 1006 abnormal, 1015 TLS) are answered with 1000.
    const reply = code === 1005 || code === 1006 || code === 1015 ? 1000 : code;
    try {
      ws.close(reply, reason.slice(0, 120));
    } catch {
      // Already closed.
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.forget(ws);
    try {
      ws.close(INTERNAL_ERROR, "connection error");
    } catch {
      // Already closed.
    }
  }
}
