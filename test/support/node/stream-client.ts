/**
 * A version 2 stream client for the Node tests against a local pix (`/ws?version=2`): it queues every
 * message, can wait for one that matches, acknowledges heartbeats as a reading client does, and
 * replays a book channel as a client would.
 */
import WebSocket from "ws";
import type { V2ServerMessage } from "../../../src/stream/v2/messages.ts";

/** A version 2 client that queues every message and can wait for one that matches. */
export class Client {
  readonly messages: V2ServerMessage[] = [];
  private waiters: { match: (m: V2ServerMessage) => boolean; done: (m: V2ServerMessage) => void }[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((done, fail) => {
      this.ws.once("open", () => done());
      this.ws.once("error", fail);
    });
    this.ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as V2ServerMessage;
      // A reading client acknowledges each heartbeat (docs/stream.md: one that does not is closed).
      if (message.type === "heartbeat") this.ws.send(JSON.stringify({ type: "ack", heartbeat: message.id }));
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.done(message);
        return false;
      });
    });
  }

  /** The first message from index `from` on that matches (waits up to `timeoutMs`). */
  wait(match: (m: V2ServerMessage) => boolean, timeoutMs = 15_000, from = 0): Promise<V2ServerMessage> {
    const seen = this.messages.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((done, fail) => {
      // The error names what was waited for, so a failing test says which of its waits ran out.
      const timer = setTimeout(
        () => fail(new Error(`no stream message within ${timeoutMs} ms matching ${String(match)}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        done: (m) => {
          clearTimeout(timer);
          done(m);
        },
      });
    });
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }
}

/** Applies book and book_delta messages of one channel in order, as a client would. */
export function replay(messages: V2ServerMessage[], channel: string) {
  const bids = new Map<string, string>();
  const asks = new Map<string, string>();
  for (const m of messages) {
    if (m.type === "book" && m.channel === channel) {
      bids.clear();
      asks.clear();
      for (const [p, s] of m.bids) bids.set(p, s);
      for (const [p, s] of m.asks) asks.set(p, s);
    } else if (m.type === "book_delta" && m.channel === channel) {
      for (const c of m.changes) {
        const side = c.side === "bid" ? bids : asks;
        if (Number(c.size) === 0) side.delete(c.price);
        else side.set(c.price, c.size);
      }
    }
  }
  const sorted = (side: Map<string, string>, desc: boolean) =>
    [...side].sort(([a], [b]) => (desc ? Number(b) - Number(a) : Number(a) - Number(b)));
  return { bids: sorted(bids, true), asks: sorted(asks, false) };
}
