import { SELF } from "cloudflare:test";
import type { ServerMessage } from "../../src/stream/market-stream/protocol.ts";
import { BASE } from "./fetch.ts";

export interface StreamClient<M = ServerMessage> {
  ws: WebSocket;
  /** Every frame received, parsed (a batching version 2 connection's are arrays of messages). */
  frames: unknown[];
  /** The next server message (waits up to `timeoutMs`); a frame holding an array gives its messages in turn. */
  next(timeoutMs?: number): Promise<M>;
  /** Resolves with the close code and reason once the server closes. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  close(): void;
}

/**
 * Opens a real WebSocket to /ws (or `path`, e.g. `/ws?version=2`) through the Worker's own fetch;
 * throws with the status if not upgraded.
 */
export async function openStream<M = ServerMessage>(
  headers: Record<string, string> = {},
  path = "/ws",
): Promise<StreamClient<M>> {
  const res = await SELF.fetch(`${BASE}${path}`, { headers: { Upgrade: "websocket", ...headers } });
  return streamClientOf<M>(res);
}

/**
 * The client end of an accepted upgrade (`res`: a 101 from the Worker, or from a stream object fetched
 * directly); throws with the status if not upgraded.
 */
export async function streamClientOf<M = ServerMessage>(res: Response): Promise<StreamClient<M>> {
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`expected 101, got ${res.status}: ${await res.text()}`);
  ws.accept();
  const queue: M[] = [];
  const waiters: ((m: M) => void)[] = [];
  const frames: unknown[] = [];
  ws.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data as string) as M | M[];
    frames.push(frame);
    for (const message of Array.isArray(frame) ? frame : [frame]) {
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason }));
  });
  return {
    ws,
    frames,
    closed,
    next(timeoutMs = 5_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (m: M) => {
          clearTimeout(timer);
          resolve(m);
        };
        // A wait that timed out stops waiting: the next message goes to the next call, not to it.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter) >>> 0, 1);
          reject(new Error("no stream message in time"));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    send(message) {
      ws.send(typeof message === "string" ? message : JSON.stringify(message));
    },
    close() {
      try {
        ws.close(1000, "test done");
      } catch {
        // Already closed by the server.
      }
    },
  };
}

/**
 * Connections a test file opens to `path`, closed together after each test (`closeAll` in `afterEach`).
 */
export function streamClients<M = ServerMessage>(path = "/ws") {
  const open: StreamClient<M>[] = [];
  return {
    async connect(headers: Record<string, string> = {}): Promise<StreamClient<M>> {
      const client = await openStream<M>(headers, path);
      open.push(client);
      return client;
    },
    closeAll() {
      for (const client of open.splice(0)) client.close();
    },
  };
}
