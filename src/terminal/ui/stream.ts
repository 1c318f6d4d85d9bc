/**
 * The `/ws` connection: a snapshot on connect, one frame per ingestion cycle. Pings every 30 s (the
 * runtime answers without waking the stream object) and reconnects by itself with capped, jittered
 * backoff (1 s doubling to 30 s), so a restart or a network drop heals without a reload.
 */
import type { ServerMessage } from "./types.ts";

export type ConnectionState =
  | { kind: "connecting"; attempt: number }
  | { kind: "live" }
  | { kind: "down"; retryAt: number; reason: string };

export interface StreamHandlers {
  onMessage(message: ServerMessage): void;
  onState(state: ConnectionState): void;
}

const PING_EVERY_MS = 30_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export function streamUrl(location: Location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

export function connectStream(url: string, handlers: StreamHandlers): { close(): void } {
  let socket: WebSocket | null = null;
  let ping: number | undefined;
  let retry: number | undefined;
  let failures = 0;
  let closed = false;

  const open = () => {
    handlers.onState({ kind: "connecting", attempt: failures + 1 });
    const ws = new WebSocket(url);
    socket = ws;
    ws.addEventListener("open", () => {
      failures = 0;
      handlers.onState({ kind: "live" });
      ping = window.setInterval(() => ws.send('{"type":"ping"}'), PING_EVERY_MS);
    });
    ws.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      try {
        handlers.onMessage(JSON.parse(event.data) as ServerMessage);
      } catch {
        // A frame that is not JSON is ignored; the next snapshot or update repairs the board.
      }
    });
    ws.addEventListener("close", (event) => {
      window.clearInterval(ping);
      if (socket !== ws || closed) return;
      socket = null;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.8 + Math.random() * 0.4);
      failures++;
      const reason = event.reason || (event.code === 1006 ? "connection lost" : `closed (${event.code})`);
      handlers.onState({ kind: "down", retryAt: Date.now() + delay, reason });
      retry = window.setTimeout(open, delay);
    });
  };

  open();
  return {
    close() {
      closed = true;
      window.clearTimeout(retry);
      window.clearInterval(ping);
      socket?.close(1000, "page closed");
    },
  };
}
