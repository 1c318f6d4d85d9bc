/**
 * The client's version 2 stream (`connectStreamV2`): against the node project's local pix (the URL, the
 * subscription answer, each venue's status on connect) and against a
 * socket driven by hand (auth first and the channels after its answer, subscriptions in batches of 50 kept across reconnects,
 * each channel resumed from its last `cseq` after a reconnect, the
 * per-channel seq check that reports a gap and resubscribes, heartbeat liveness, a refusal that ends
 * the iteration, refused channels reported or ending it, a socket opened asynchronously). The index
 * values themselves are tested with the terminal, whose pix runs cycles.
 */
import { describe, expect, inject, it, vi } from "vitest";
import {
  channelBatches,
  connectStreamV2,
  PixChannelRejectedError,
  type RejectedChannel,
  type SequenceGap,
  type StreamState,
  type StreamV2ServerMessage,
  streamV2Url,
} from "../../../clients/typescript/src/index.ts";
import { FakeSocket } from "../../support/node/fake-socket.ts";

const base = inject("pixUrl");

async function until(
  messages: AsyncIterator<StreamV2ServerMessage>,
  match: (m: StreamV2ServerMessage) => boolean,
): Promise<StreamV2ServerMessage> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const next = await messages.next();
    if (next.done) throw new Error("the stream ended");
    if (match(next.value)) return next.value;
  }
  throw new Error("no matching message in time");
}

describe("connectStreamV2 against the local pix", () => {
  it("subscribes (symbols canonicalised) and unsubscribes, the answer listing the channels held", async () => {
    const stream = connectStreamV2({ baseUrl: base, channels: ["index:PIXCPI", "index:pixgdp"] });
    const messages = stream[Symbol.asyncIterator]();
    const subscribed = await until(messages, (m) => m.type === "subscribed");
    expect(subscribed).toMatchObject({ type: "subscribed", version: 2, rejected: [] });
    expect(subscribed.type === "subscribed" && [...subscribed.channels].sort()).toEqual([
      "index:PIXCPI",
      "index:PIXGDP",
    ]);
    stream.unsubscribe(["index:PIXGDP"]);
    const after = await until(messages, (m) => m.type === "subscribed");
    expect(after).toMatchObject({ channels: ["index:PIXCPI"], removed: ["index:PIXGDP"] });
    expect(stream.channels()).toEqual(["index:PIXCPI"]);
    stream.close();
    expect((await messages.next()).done).toBe(true);
  });

  it("ends with PixChannelRejectedError naming a refused channel, or reports it to onRejected and carries on", async () => {
    const refusing = connectStreamV2({ baseUrl: base, channels: ["index:PIXCPI", "index:NOSUCH"] });
    const seen: StreamV2ServerMessage[] = [];
    const read = async () => {
      for await (const message of refusing) {
        seen.push(message);
        // A refusal ends the stream at its answer: a heartbeat after that answer means it went unheard.
        if (message.type === "heartbeat" && seen.some((m) => m.type === "subscribed")) break;
      }
    };
    const error = await read().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PixChannelRejectedError);
    expect((error as PixChannelRejectedError).rejected).toEqual([
      { channel: "index:NOSUCH", reason: expect.stringContaining("NOSUCH") },
    ]);
    expect((error as Error).message).toMatch(/^channels refused: index:NOSUCH \(.+\)$/);
    // The answer that refused it was yielded first.
    expect(seen.at(-1)).toMatchObject({ type: "subscribed", channels: ["index:PIXCPI"] });

    const reported: RejectedChannel[][] = [];
    const tolerant = connectStreamV2({
      baseUrl: base,
      channels: ["index:NOSUCH", "index:PIXCPI"],
      onRejected: (rejected) => reported.push(rejected),
    });
    const messages = tolerant[Symbol.asyncIterator]();
    await until(messages, (m) => m.type === "subscribed");
    expect(reported).toEqual([[{ channel: "index:NOSUCH", reason: expect.any(String) }]]);
    expect(tolerant.channels()).toEqual(["index:PIXCPI"]);
    // It carries on: the next subscribe is answered.
    tolerant.subscribe(["index:PIXFED"]);
    expect(await until(messages, (m) => m.type === "subscribed")).toMatchObject({ added: ["index:PIXFED"] });
    tolerant.close();
  });

  it("opens the ws package's socket where the runtime has no WebSocket (Node 20)", async () => {
    vi.stubGlobal("WebSocket", undefined);
    try {
      const stream = connectStreamV2({ baseUrl: base, channels: ["index:PIXCPI"] });
      const subscribed = await until(stream[Symbol.asyncIterator](), (m) => m.type === "subscribed");
      expect(subscribed).toMatchObject({ channels: ["index:PIXCPI"], rejected: [] });
      stream.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks for batched frames with batch, yielding the same messages one by one", async () => {
    const stream = connectStreamV2({ baseUrl: base, channels: ["index:PIXCPI"], batch: true });
    const messages = stream[Symbol.asyncIterator]();
    const venues = new Set<string>();
    const subscribed = await until(messages, (m) => {
      if (m.type === "status") venues.add(m.venue);
      return m.type === "subscribed";
    });
    expect(subscribed).toMatchObject({ channels: ["index:PIXCPI"], rejected: [] });
    // The two statuses on connect came as one array frame, each yielded on its own.
    expect([...venues].sort()).toEqual(["kalshi", "polymarket"]);
    stream.close();
  });

  it("reports every venue's feed state on connect", async () => {
    const stream = connectStreamV2({ baseUrl: base });
    const venues = new Set<string>();
    for await (const message of stream) {
      if (message.type === "status") venues.add(message.venue);
      if (venues.size === 2) break;
    }
    expect([...venues].sort()).toEqual(["kalshi", "polymarket"]);
  });
});

describe("connectStreamV2's rules", () => {
  it("derives the version 2 URL and batches channels by 50", () => {
    expect(streamV2Url("http://localhost:8787")).toBe("ws://localhost:8787/ws?version=2");
    expect(streamV2Url("wss://pix.example/ws")).toBe("wss://pix.example/ws?version=2");
    expect(streamV2Url("http://localhost:8787", true)).toBe("ws://localhost:8787/ws?version=2&batch=1");
    const channels = Array.from({ length: 120 }, (_, i) => `index:S${i}`);
    expect(channelBatches(channels).map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it("sends the key first, then the channels; resubscribes after a drop; reports and repairs a seq gap", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00Z") });
    try {
      const sockets: FakeSocket[] = [];
      const gaps: SequenceGap[] = [];
      const states: StreamState[] = [];
      const stream = connectStreamV2({
        baseUrl: "http://pix.test",
        apiKey: "pix_key",
        channels: ["book:kalshi:A"],
        backoff: { initialMs: 1_000, jitter: 0 },
        onSequenceGap: (gap) => gaps.push(gap),
        onState: (state) => states.push(state),
        connect: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      });
      const first = sockets[0] as FakeSocket;
      first.fire("open");
      // Channels wait for the key's answer: an empty `subscribed`.
      expect(first.sent.map((s) => JSON.parse(s))).toEqual([{ type: "auth", key: "pix_key" }]);
      const accepted = { type: "subscribed", version: 2, channels: [], added: [], removed: [], rejected: [] };
      first.fire("message", { data: JSON.stringify(accepted) });
      stream.subscribe(Array.from({ length: 60 }, (_, i) => `index:S${i}`));
      expect(first.sent.map((s) => JSON.parse(s))).toEqual([
        { type: "auth", key: "pix_key" },
        { type: "subscribe", channels: ["book:kalshi:A"] },
        { type: "subscribe", channels: Array.from({ length: 50 }, (_, i) => `index:S${i}`) },
        { type: "subscribe", channels: Array.from({ length: 10 }, (_, i) => `index:S${i + 50}`) },
      ]);
      const delta = (seq: number) =>
        JSON.stringify({ type: "book_delta", version: 2, channel: "book:kalshi:A", seq, changes: [] });
      for (const seq of [1, 2, 4]) first.fire("message", { data: delta(seq) });
      expect(gaps).toEqual([{ channel: "book:kalshi:A", expected: 3, received: 4 }]);
      expect(first.sent.slice(-2).map((s) => JSON.parse(s))).toEqual([
        { type: "unsubscribe", channels: ["book:kalshi:A"] },
        { type: "subscribe", channels: ["book:kalshi:A"] },
      ]);
      // After the resubscribe the channel starts over: seq 1 is no gap.
      first.fire("message", { data: delta(1) });
      expect(gaps).toHaveLength(1);
      // A batched frame (an array) is its messages in turn: each seq checked as if sent alone.
      first.fire("message", { data: `[${delta(2)},${delta(3)},${delta(5)}]` });
      expect(gaps).toEqual([
        { channel: "book:kalshi:A", expected: 3, received: 4 },
        { channel: "book:kalshi:A", expected: 4, received: 5 },
      ]);

      first.fire("close", { code: 1006, reason: "" });
      expect(states.at(-1)).toEqual({ kind: "down", reason: "connection lost", retryAt: Date.now() + 1_000 });
      await vi.advanceTimersByTimeAsync(1_000);
      const second = sockets[1] as FakeSocket;
      second.fire("open");
      second.fire("message", { data: JSON.stringify(accepted) });
      expect(second.sent.map((s) => JSON.parse(s).type)).toEqual(["auth", "subscribe", "subscribe"]);
      expect(JSON.parse(second.sent[1] ?? "{}").channels).toHaveLength(50);
      // A new connection counts every channel from 1 again.
      second.fire("message", { data: delta(1) });
      expect(gaps).toHaveLength(2);
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("resumes each channel from the last cseq it saw after a drop, and subscribes the ones it saw none of", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00Z") });
    try {
      const sockets: FakeSocket[] = [];
      const gaps: SequenceGap[] = [];
      const stream = connectStreamV2({
        baseUrl: "http://pix.test",
        channels: ["book:kalshi:A", "trades:kalshi:A"],
        backoff: { initialMs: 1_000, jitter: 0 },
        onSequenceGap: (gap) => gaps.push(gap),
        connect: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      });
      const delta = (seq: number, cseq: number) =>
        JSON.stringify({ type: "book_delta", version: 2, channel: "book:kalshi:A", seq, cseq, changes: [] });
      const first = sockets[0] as FakeSocket;
      first.fire("open");
      for (const [seq, cseq] of [
        [1, 41],
        [2, 42],
      ] as const)
        first.fire("message", { data: delta(seq, cseq) });
      first.fire("close", { code: 1006, reason: "" });
      await vi.advanceTimersByTimeAsync(1_000);
      const second = sockets[1] as FakeSocket;
      second.fire("open");
      expect(second.sent.map((s) => JSON.parse(s))).toEqual([
        { type: "resume", channels: { "book:kalshi:A": 42 } },
        { type: "subscribe", channels: ["trades:kalshi:A"] },
      ]);
      // The replay numbers the channel from 1 on the new connection: no gap.
      second.fire("message", { data: delta(1, 43) });
      expect(gaps).toEqual([]);
      // Dropped again: it resumes from the replayed message's cseq.
      second.fire("close", { code: 1006, reason: "" });
      await vi.advanceTimersByTimeAsync(1_000);
      (sockets[2] as FakeSocket).fire("open");
      expect(JSON.parse((sockets[2] as FakeSocket).sent[0] ?? "{}")).toEqual({
        type: "resume",
        channels: { "book:kalshi:A": 43 },
      });
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a connection that misses two heartbeats and reconnects", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00Z") });
    try {
      const sockets: FakeSocket[] = [];
      const states: StreamState[] = [];
      const stream = connectStreamV2({
        baseUrl: "http://pix.test",
        backoff: { initialMs: 500, jitter: 0 },
        onState: (state) => states.push(state),
        connect: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      });
      sockets[0]?.fire("open");
      const heartbeat = { type: "heartbeat", version: 2, interval_ms: 2_000, sent_at: "" };
      sockets[0]?.fire("message", { data: JSON.stringify(heartbeat) });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(states.at(-1)).toEqual({ kind: "live" });
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets[0]?.closedWith).toEqual({ code: 4000, reason: "no heartbeat" });
      expect(states.at(-1)).toMatchObject({ kind: "down", reason: "no message for 5 s" });
      await vi.advanceTimersByTimeAsync(500);
      expect(sockets).toHaveLength(2);
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops refused channels from what it holds and resubscribes only the others after a drop", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T10:00:00Z") });
    try {
      const sockets: FakeSocket[] = [];
      const reported: RejectedChannel[][] = [];
      const stream = connectStreamV2({
        baseUrl: "http://pix.test",
        channels: ["index:PIXCPI", "book:kalshi:NOPE"],
        backoff: { initialMs: 1_000, jitter: 0 },
        onRejected: (rejected) => reported.push(rejected),
        connect: () => {
          const socket = new FakeSocket();
          sockets.push(socket);
          return socket;
        },
      });
      const first = sockets[0] as FakeSocket;
      first.fire("open");
      const rejected = [{ channel: "book:kalshi:NOPE", reason: "kalshi has no market NOPE." }];
      const answer = { type: "subscribed", version: 2, channels: ["index:PIXCPI"], added: [], removed: [] };
      first.fire("message", { data: JSON.stringify({ ...answer, rejected }) });
      expect(reported).toEqual([rejected]);
      expect(stream.channels()).toEqual(["index:PIXCPI"]);
      first.fire("close", { code: 1006, reason: "" });
      await vi.advanceTimersByTimeAsync(1_000);
      (sockets[1] as FakeSocket).fire("open");
      expect((sockets[1] as FakeSocket).sent.map((s) => JSON.parse(s))).toEqual([
        { type: "subscribe", channels: ["index:PIXCPI"] },
      ]);
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for a socket its factory opens asynchronously, and closes one that comes after close()", async () => {
    const socket = new FakeSocket();
    let resolve: (s: FakeSocket) => void = () => undefined;
    const stream = connectStreamV2({
      baseUrl: "http://pix.test",
      channels: ["index:PIXCPI"],
      connect: () => new Promise<FakeSocket>((done) => (resolve = done)),
    });
    resolve(socket);
    await Promise.resolve();
    socket.fire("open");
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([
      { type: "subscribe", channels: ["index:PIXCPI"] },
    ]);
    stream.close();

    const late = new FakeSocket();
    const closed = connectStreamV2({
      baseUrl: "http://pix.test",
      connect: () => new Promise<FakeSocket>((done) => (resolve = done)),
    });
    closed.close();
    resolve(late);
    await Promise.resolve();
    expect(late.closedWith).toEqual({ code: 1000, reason: "client closed" });
  });

  it("ends with the reason when no socket can be opened", async () => {
    const states: StreamState[] = [];
    const stream = connectStreamV2({
      baseUrl: "http://pix.test",
      onState: (state) => states.push(state),
      connect: () => Promise.reject(new Error("no WebSocket here")),
    });
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow("no WebSocket here");
    expect(states.at(-1)).toEqual({ kind: "down", reason: "no WebSocket here", retryAt: null });
  });

  it("yields typed messages without pongs, and ends with the server's error on a refusal", async () => {
    const socket = new FakeSocket();
    const stream = connectStreamV2({ baseUrl: "http://pix.test", connect: () => socket });
    socket.fire("open");
    const status = { type: "status", version: 2, venue: "kalshi", state: "rest_only", age_ms: null };
    for (const data of ["not json", '{"type":"pong","version":2}', JSON.stringify(status)])
      socket.fire("message", { data });
    const error = { type: "error", version: 2, code: "credential-invalid", detail: "unknown key" };
    socket.fire("message", { data: JSON.stringify(error) });
    socket.fire("close", { code: 4401, reason: "credential invalid" });
    const seen: unknown[] = [];
    const read = async () => {
      for await (const message of stream) seen.push(message);
    };
    await expect(read()).rejects.toMatchObject({ name: "PixStreamError", code: "credential-invalid" });
    expect(seen).toEqual([status, error]);
  });
});
