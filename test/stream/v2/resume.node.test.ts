/**
 * `resume` end to end: a local pix whose venue feeds read the simulator's WebSockets (both venues live,
 * Kalshi signed), a reference client that never drops, and a client holding the same channels (book
 * channels of both venues, trades, tickers, an index) that loses its connection mid-burst, comes back
 * and resumes from the last `cseq` of each channel. Every message is counted: from a heartbeat both
 * clients received before the drop up to what the reference holds when the other resumes, the dropped
 * client's messages before the drop and after the resume are, on every channel, exactly the
 * reference's (same types, same `cseq`s, in order), and its books equal the reference's — with and
 * without a venue fault while it was away, and with a backlog past the connection's budget. A `cseq`
 * the server never kept is answered with `gap` (`resume_expired`) and the whole book. Then both
 * clients' own reconnect-and-resume (TypeScript and Python), their socket cut mid-stream: no `cseq`
 * is missing.
 */
import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import {
  connectStreamV2,
  type Socket,
  type StreamV2ServerMessage,
} from "../../../clients/typescript/src/index.ts";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../../scripts/lib/local-pix.ts";
import { simulatorUpstreamVars } from "../../../scripts/lib/upstreams.ts";
import { type SimulatorServer, startSimulatorServer } from "../../../simulator/server.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { V2_LIMITS, type V2ServerMessage } from "../../../src/stream/v2/messages.ts";
import { loadFeedPlans } from "../../../src/stream/venue-feed/plan.ts";
import { type PythonVenv, pythonClientVenv } from "../../support/node/python.ts";
import { Client, replay } from "../../support/node/stream-client.ts";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PUBLIC_PEM = publicKey.export({ type: "spki", format: "pem" }).toString();
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const AUTH = { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` };
/** Each venue's events a second during a burst (10 otherwise). */
const BURST = 300;

let simulator: SimulatorServer;
let pix: LocalPix;
let venv: PythonVenv;
/** The channels both clients hold: book channels of both venues, trades, tickers and an index. */
let channels: string[] = [];
let kalshiBooks: string[] = [];
let polymarketBooks: string[] = [];
/** Twenty book channels of each venue: together more messages a second than the few above. */
let manyBooks: string[] = [];

type Data = Extract<V2ServerMessage, { channel: string }>;

const wsUrl = () => `${pix.url.replace("http", "ws")}/ws?version=2`;

async function control(body: Record<string, unknown>) {
  const res = await fetch(`${simulator.url}/_control/streams`, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

async function burst(eventsPerSecond: number) {
  for (const venue of ["kalshi", "polymarket"]) await control({ venue, eventsPerSecond });
}

function onChannel(messages: readonly V2ServerMessage[], channel: string): Data[] {
  return messages.filter((m): m is Data => "channel" in m && m.channel === channel);
}

/** A message as compared between clients: its type and its channel's sequence. */
const key = (m: Data) => `${m.type} ${m.cseq}`;

/** The last `cseq` a client holds of each channel (what it resumes from). */
function lastCseqs(messages: readonly V2ServerMessage[]): Record<string, number> {
  const last: Record<string, number> = {};
  for (const m of messages) if ("channel" in m && typeof m.cseq === "number") last[m.channel] = m.cseq;
  return last;
}

async function connected(channelsToHold: string[]): Promise<Client> {
  const client = new Client(wsUrl());
  await client.opened;
  client.send({ type: "subscribe", channels: channelsToHold });
  const subscribed = await client.wait((m) => m.type === "subscribed");
  expect(subscribed).toMatchObject({ rejected: [] });
  return client;
}

/**
 * One heartbeat every client received (the same beat of the shard they share: same id, same time): the
 * first the newest connection (the last client) received after index `from[i]`; answers its index in
 * each client's messages. Whatever the shard sent a channel before that beat, it sent before it to
 * every holder of the channel.
 */
async function sharedHeartbeat(clients: Client[], from: number[]): Promise<number[]> {
  const last = clients.length - 1;
  const beat = (await clients[last]?.wait((m) => m.type === "heartbeat", 15_000, from[last])) as Extract<
    V2ServerMessage,
    { type: "heartbeat" }
  >;
  return Promise.all(
    clients.map(async (client, i) => {
      const same = await client.wait(
        (m) => m.type === "heartbeat" && m.id === beat.id && m.sent_at === beat.sent_at,
        15_000,
        from[i],
      );
      return client.messages.indexOf(same);
    }),
  );
}

/** Waits until `client` has received `count` messages of the held channels after index `from`. */
async function dataAfter(client: Client, from: number, count: number, held: readonly string[]) {
  const counted = () =>
    client.messages.slice(from).filter((m) => "channel" in m && held.includes(m.channel)).length;
  while (counted() < count) {
    await client.wait((m) => "channel" in m && held.includes(m.channel), 15_000, client.messages.length);
  }
}

/** Cuts the connection as a lost network does (no close frame); answers once the socket is closed. */
async function cut(client: Client) {
  const closed = new Promise((done) => client.ws.once("close", done));
  client.ws.terminate();
  await closed;
}

beforeAll(async () => {
  simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1", kalshiPublicKeyPem: PUBLIC_PEM });
  [pix, venv] = await Promise.all([
    startLocalPix({
      progress: () => {},
      secrets: { ...TEST_SECRETS, KALSHI_API_KEY_ID: "resume-test-key", KALSHI_PRIVATE_KEY: PRIVATE_PEM },
      vars: {
        ...simulatorUpstreamVars(Number(new URL(simulator.url).port)),
        IP_RATE_LIMIT_PER_MINUTE: "1000000",
      },
    }),
    pythonClientVenv(),
  ]);
  const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
  await seedCatalog(db);
  const plans = await loadFeedPlans(db);
  kalshiBooks = plans.kalshi.slice(0, 3).map((m) => `book:kalshi:${m.market}`);
  polymarketBooks = plans.polymarket.slice(0, 3).map((m) => `book:polymarket:${m.market}`);
  manyBooks = (["kalshi", "polymarket"] as const).flatMap((venue) =>
    plans[venue].slice(0, 20).map((m) => `book:${venue}:${m.market}`),
  );
  expect(manyBooks).toHaveLength(40);
  const [k, p] = [plans.kalshi[0]?.market, plans.polymarket[0]?.market];
  channels = [
    ...kalshiBooks,
    ...polymarketBooks,
    `trades:kalshi:${k}`,
    `trades:polymarket:${p}`,
    `ticker:kalshi:${k}`,
    `ticker:polymarket:${p}`,
    "index:PIXCPI",
  ];
  const feeds = await fetch(`${pix.url}/api/refresh?plane=feeds`, { method: "POST", headers: AUTH });
  expect(feeds.status).toBe(200);
  const states = ((await feeds.json()) as { data: { feeds: { venue: string; state: string }[] } }).data.feeds;
  expect(states.map((f) => [f.venue, f.state])).toEqual([
    ["kalshi", "live"],
    ["polymarket", "live"],
  ]);
  // A stored minute seeds the live index: the index channel moves with the books from then on.
  expect((await fetch(`${pix.url}/api/refresh`, { method: "POST", headers: AUTH })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await pix?.stop();
  await simulator?.close();
  await venv?.remove();
});

describe("resume after a dropped connection", () => {
  let reference: Client;

  beforeAll(async () => {
    reference = await connected([...new Set([...channels, ...manyBooks])]);
  });
  afterAll(() => reference?.ws.close());

  /**
   * A client holding `held` drops mid-burst, `whileAway` runs, and it comes back with `resume` once the
   * reference has read `away` more messages of those channels. Answers each channel's messages: the
   * reference's and the dropped client's (before, after), between the two shared heartbeats, with the
   * resumed connection's own.
   */
  async function dropAndResume({
    held = channels,
    away: awayMessages = 150,
    whileAway = async () => undefined,
  }: {
    held?: string[];
    away?: number;
    whileAway?: (referenceFrom: number) => Promise<void>;
  }) {
    const dropped = await connected(held);
    await burst(BURST);
    try {
      // Every channel has a cseq to resume from (a book, a trade, a ticker, an index value).
      await expect
        .poll(() => held.filter((c) => lastCseqs(dropped.messages)[c] === undefined), { timeout: 30_000 })
        .toEqual([]);
      const [r0, d0] = await sharedHeartbeat(
        [reference, dropped],
        [reference.messages.length, dropped.messages.length],
      );
      // Mid-burst: it has read some of the burst, then its connection is cut.
      await dataAfter(dropped, (d0 as number) + 1, 60, held);
      await cut(dropped);
      const away = reference.messages.length;
      await whileAway(away);
      // Away for as long as the reference takes to read that many more messages of these channels.
      await dataAfter(reference, away, awayMessages, held);

      const resumed = new Client(wsUrl());
      await resumed.opened;
      const from = lastCseqs(dropped.messages);
      resumed.send({ type: "resume", channels: from });
      const subscribed = await resumed.wait((m) => m.type === "subscribed");
      expect(subscribed).toMatchObject({ rejected: [] });
      expect(subscribed.type === "subscribed" && [...subscribed.added].sort()).toEqual([...held].sort());
      // What the reference holds now, each channel up to its last cseq: the resumed client must catch up
      // with it (a backlog past the connection's budget comes over the next seconds).
      const upTo = lastCseqs(reference.messages);
      const r1 = reference.messages.length;
      const received = (channel: string) =>
        onChannel(resumed.messages, channel).filter((m) => (m.cseq ?? 0) <= (upTo[channel] ?? 0));
      const behind = () =>
        held.filter(
          (c) =>
            Math.max(from[c] ?? 0, ...onChannel(resumed.messages, c).map((m) => m.cseq ?? 0)) <
            (upTo[c] ?? 0),
        );
      await expect.poll(behind, { timeout: 20_000 }).toEqual([]);
      resumed.ws.close();
      return held.map((channel) => ({
        channel,
        from: from[channel] as number,
        reference: onChannel(reference.messages.slice((r0 as number) + 1, r1), channel),
        before: onChannel(dropped.messages.slice((d0 as number) + 1), channel),
        after: received(channel),
        // The books as each client holds them at that cseq.
        referenceBook: replay(reference.messages.slice(0, r1), channel),
        droppedBook: replay([...dropped.messages, ...received(channel)], channel),
      }));
    } finally {
      await burst(10);
    }
  }

  /** Every channel: the dropped client's messages are the reference's, and so are its books. */
  function expectNothingLost(spans: Awaited<ReturnType<typeof dropAndResume>>, replayed = 100) {
    for (const span of spans) {
      const counts = `${span.channel}: reference ${span.reference.length} messages, dropped client ${span.before.length} before the drop + ${span.after.length} after resume from cseq ${span.from}`;
      expect([...span.before, ...span.after].map(key), counts).toEqual(span.reference.map(key));
      // Numbered from 1 on the resumed connection, one by one.
      expect(
        span.after.map((m) => m.seq),
        counts,
      ).toEqual(span.after.map((_, i) => i + 1));
      // Everything after the cseq it resumed from, and nothing it held already.
      expect(
        span.after.every((m) => (m.cseq ?? 0) > span.from),
        counts,
      ).toBe(true);
      if (span.channel.startsWith("book:")) expect(span.droppedBook, counts).toEqual(span.referenceBook);
    }
    // The test measured something: the client missed messages on most channels and they were replayed.
    const missed = spans.reduce((sum, s) => sum + s.after.length, 0);
    const total = spans.reduce((sum, s) => sum + s.reference.length, 0);
    expect(
      missed,
      `${missed} of the reference's ${total} messages came after the resume`,
    ).toBeGreaterThanOrEqual(replayed);
    for (const channel of [...kalshiBooks, ...polymarketBooks]) {
      const span = spans.find((s) => s.channel === channel);
      expect(span?.after.length, `${channel} replayed nothing`).toBeGreaterThan(0);
    }
    return { missed, total };
  }

  it("sends a client that dropped mid-burst every message it missed: each channel's cseqs and books as the reference's", async () => {
    const spans = await dropAndResume({});
    expectNothingLost(spans);
    // No fault, no slow consumer: nobody was sent a gap or a whole book in between.
    for (const span of spans) {
      expect(span.reference.filter((m) => m.type === "gap")).toEqual([]);
    }
  }, 60_000);

  it("replays the gap and whole book a venue fault caused while the client was away, where the reference got them", async () => {
    const spans = await dropAndResume({
      whileAway: async (from) => {
        // The venue drops pix's connections: every Polymarket book is rebuilt, said with gap then book.
        await control({ venue: "polymarket", mode: "drop", count: 1 });
        for (const channel of polymarketBooks) {
          await reference.wait(
            (m) => m.type === "book" && m.channel === channel && m.reason === "resync",
            30_000,
            from,
          );
        }
      },
    });
    expectNothingLost(spans);
    for (const channel of polymarketBooks) {
      const span = spans.find((s) => s.channel === channel);
      const types = span?.after.map((m) => m.type) ?? [];
      const at = types.indexOf("gap");
      expect(types.slice(at, at + 2), `${channel}: ${types.join(",")}`).toEqual(["gap", "book"]);
      expect(span?.after[at]).toMatchObject({ reason: "reconnect" });
    }
  }, 60_000);

  it("replays a backlog past one second's budget over the next seconds: still nothing lost", async () => {
    // Forty busy book channels and 1,000 messages missed: two seconds of the connection's budget.
    const spans = await dropAndResume({ held: manyBooks, away: 1_000 });
    const { missed } = expectNothingLost(spans, 1_000);
    expect(missed).toBeGreaterThan(V2_LIMITS.max_messages_per_second);
    for (const span of spans)
      expect(
        span.after.filter((m) => m.type === "gap"),
        span.channel,
      ).toEqual([]);
  }, 60_000);

  it("answers a cseq the server never kept with gap resume_expired then the whole book, never silence", async () => {
    const held = lastCseqs(reference.messages);
    const late = new Client(wsUrl());
    await late.opened;
    try {
      // Far below the channels' first numbers (a source numbers from its clock × 1000): never kept here.
      late.send({
        type: "resume",
        channels: Object.fromEntries(
          channels.map((c) => [c, Math.max(0, (held[c] as number) - 1_000_000_000)]),
        ),
      });
      await late.wait((m) => m.type === "subscribed");
      for (const channel of channels) {
        const gap = await late.wait((m) => m.type === "gap" && m.channel === channel);
        expect(gap).toMatchObject({ seq: 1, reason: "resume_expired" });
      }
      for (const channel of [...kalshiBooks, ...polymarketBooks]) {
        const book = await late.wait((m) => m.type === "book" && m.channel === channel);
        expect(book).toMatchObject({ seq: 2, reason: "resync" });
      }
      // The index and tickers have a value: it follows the gap.
      for (const channel of channels.filter((c) => c.startsWith("ticker:") || c.startsWith("index:"))) {
        const value = await late.wait((m) => m.type !== "gap" && "channel" in m && m.channel === channel);
        expect(value).toMatchObject({ seq: 2 });
      }
      const [r, l] = await sharedHeartbeat([reference, late], [reference.messages.length, 0]);
      for (const channel of [...kalshiBooks, ...polymarketBooks]) {
        expect(replay(late.messages.slice(0, l), channel), channel).toEqual(
          replay(reference.messages.slice(0, r), channel),
        );
      }
    } finally {
      late.ws.close();
    }
  }, 60_000);
});

describe("the clients resume on their own", () => {
  /** Data messages (not gap or book) of each channel carry consecutive cseqs: none is missing. */
  function expectConsecutive(messages: { type: string; channel?: string; cseq?: number | null }[]) {
    const byChannel = new Map<string, number[]>();
    for (const m of messages) {
      if (!m.channel || typeof m.cseq !== "number") continue;
      byChannel.set(m.channel, [...(byChannel.get(m.channel) ?? []), m.cseq]);
    }
    const missing: string[] = [];
    for (const [channel, cseqs] of byChannel) {
      cseqs.forEach((cseq, i) => {
        const previous = cseqs[i - 1];
        if (previous !== undefined && cseq !== previous + 1)
          missing.push(`${channel}: ${previous} then ${cseq}`);
      });
    }
    expect(missing).toEqual([]);
    return [...byChannel.values()].reduce((sum, c) => sum + c.length, 0);
  }

  it("TypeScript: a socket cut mid-stream is reopened and resumed, no cseq missing", async () => {
    const held = [...kalshiBooks, ...polymarketBooks, channels.find((c) => c.startsWith("trades:kalshi"))];
    const sockets: WebSocket[] = [];
    const stream = connectStreamV2({
      baseUrl: pix.url,
      channels: held as string[],
      backoff: { initialMs: 100, jitter: 0 },
      connect: (url) => {
        const socket = new WebSocket(url);
        socket.on("error", () => undefined);
        sockets.push(socket);
        return socket as unknown as Socket;
      },
    });
    const seen: StreamV2ServerMessage[] = [];
    await burst(BURST);
    try {
      let cutAt = -1;
      for await (const message of stream) {
        seen.push(message);
        const data = seen.filter((m) => m.type === "book_delta").length;
        if (cutAt < 0 && data >= 40) {
          cutAt = seen.length;
          sockets[0]?.terminate();
        }
        if (cutAt >= 0 && seen.slice(cutAt).filter((m) => m.type === "book_delta").length >= 100) break;
      }
    } finally {
      stream.close();
      await burst(10);
    }
    expect(sockets.length, "reconnected once").toBe(2);
    const counted = expectConsecutive(seen as { type: string; channel?: string; cseq?: number | null }[]);
    // Resumed, not resubscribed: no gap, and each book came whole once (on the first connection).
    expect(seen.filter((m) => m.type === "gap")).toEqual([]);
    for (const channel of [...kalshiBooks, ...polymarketBooks]) {
      expect(seen.filter((m) => m.type === "book" && m.channel === channel).length, channel).toBe(1);
    }
    expect(counted).toBeGreaterThanOrEqual(140);
  }, 60_000);

  it("Python: a socket cut mid-stream is reopened and resumed, no cseq missing (more channels than one message names)", async () => {
    // Sixty channels: its subscribe and resume each go in messages of at most 50.
    const books = manyBooks;
    const held = [...books, ...books.slice(0, 20).map((c) => c.replace("book:", "ticker:"))];
    // The client's own socket aborted under it (no close frame), as a lost network does.
    const script = `
import json, sys
from pix_client.stream import StreamV2
stream = StreamV2(sys.argv[1], json.loads(sys.argv[2]), reconnect=True)
deltas, cut = 0, False
for message in stream:
    print(json.dumps({k: message.get(k) for k in ("type", "channel", "seq", "cseq", "reason")}), flush=True)
    if message.get("type") == "book_delta":
        deltas += 1
    if deltas == 30 and not cut:
        cut = True
        stream._socket._ws.transport.abort()
    if deltas >= 100:
        break
stream.close()
`;
    await burst(BURST);
    const output = await new Promise<string>((done, fail) => {
      execFile(
        venv.python,
        ["-c", script, pix.url, JSON.stringify(held)],
        { timeout: 45_000 },
        (error, stdout, stderr) => (error ? fail(new Error(`${error.message}\n${stderr}`)) : done(stdout)),
      );
    }).finally(() => burst(10));
    const seen = output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; channel?: string; cseq?: number | null });
    expectConsecutive(seen);
    expect(seen.filter((m) => m.type === "gap")).toEqual([]);
    for (const channel of books) {
      expect(seen.filter((m) => m.type === "book" && m.channel === channel).length, channel).toBe(1);
    }
    // Two connections: each says every venue's status on connect.
    expect(seen.filter((m) => m.type === "status").length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen.flatMap((m) => (m.channel ? [m.channel] : []))).size).toBeGreaterThan(50);
  }, 60_000);
});
