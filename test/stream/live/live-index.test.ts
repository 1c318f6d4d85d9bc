/**
 * The live index (`LiveIndex`): seeded by a real minute cycle, fed live tops of book as a venue feed
 * hands them over, it recomputes instruments with the cycle's own methodology, throttled per instrument,
 * publishes only values that moved to their own `index:` channels, and stores nothing.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import type { CycleInstrument } from "../../../src/catalog/store.ts";
import { computeInstrument, indexRows } from "../../../src/indices/cycle/compute.ts";
import { type CycleInputs, runIngestionCycle, type StoredValue } from "../../../src/indices/cycle/cycle.ts";
import { handOffToStream } from "../../../src/stream/hand-off.ts";
import { liveIndexObject } from "../../../src/stream/live-index/address.ts";
import type { LiveQuote } from "../../../src/stream/live-index/protocol.ts";
import type { LiveStream } from "../../../src/stream/live-stream/live-stream.ts";
import { streamShardCount } from "../../../src/stream/session/connect.ts";
import { liveShard, minuteIndexEvent } from "../../../src/stream/v2/address.ts";
import {
  V2_LIMITS,
  type V2Index,
  type V2ServerMessage,
  V2ServerMessageSchema,
} from "../../../src/stream/v2/messages.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { recentMinutes } from "../../support/ingest.ts";
import { createKey } from "../../support/keys.ts";
import { simulatorHost } from "../../support/simulator.ts";
import { openStream, type StreamClient } from "../../support/stream.ts";

type Client = StreamClient<V2ServerMessage>;
const open: Client[] = [];

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

let inputs: CycleInputs;
let stored: StoredValue[] = [];

beforeAll(async () => {
  await seedCatalog(env.DB);
  const [minute = 0] = recentMinutes(1);
  const sim = simulatorHost("live-index");
  const bindings = sim.bind(env);
  await sim.pinClock(minute + 3_000);
  const handOff = handOffToStream(bindings);
  await runIngestionCycle(bindings, {
    nowMs: minute + 1_000,
    trigger: "cron",
    client: createHttpClient({ minIntervalMs: 0 }),
    onStored: async (cycleStartMs, values, used) => {
      inputs = used;
      stored = values;
      await handOff(cycleStartMs, values, used);
    },
  });
  await sim.pinClock(null);
  expect(stored.length).toBeGreaterThan(0);
});

const instrument = (symbol: string): CycleInstrument => {
  const found = inputs.catalog.find((i) => i.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} in the catalog`);
  return found;
};

/** The minute's YES row of each of the instrument's contracts. */
function rowsOf(symbol: string): LakeRow[] {
  const rows = indexRows({ all: inputs.rows });
  return instrument(symbol).contracts.flatMap((c) => {
    const row = rows.get(`${c.venue}|${c.marketId}`);
    return row ? [row] : [];
  });
}

const storedValue = (symbol: string) => stored.find((v) => v.instrument.symbol === symbol)?.tick.valueDecimal;

/** A venue feed's quote for `row`'s market; with no changes, exactly the minute row's quote. */
function quote(row: LakeRow, change: Partial<LiveQuote["top"]> = {}): LiveQuote {
  return {
    venue: row.venue,
    market: row.market_id,
    top: {
      bid: row.bid,
      ask: row.ask,
      last: row.last,
      observed_at: row.observed_at,
      observed_at_source: "venue",
      ...change,
    },
    received_at: new Date().toISOString(),
  };
}

/** A fresh base: the cycle's own seed, as its hand-off gives it. */
async function reseed() {
  await liveIndexObject(env).seed(
    Date.parse(stored[0]?.tick.minute ?? ""),
    inputs,
    stored.map((v) => ({ symbol: v.instrument.symbol, valueDecimal: v.tick.valueDecimal })),
    stored.map(minuteIndexEvent),
  );
  // Past the throttle of anything recomputed before.
  await sleep(300);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client holding `channels`, with the latest value of each that has one (sent right after
 * `subscribed`, seq 1) read off, so what follows is what the live index publishes next.
 */
async function subscribe(
  channels: string[],
  headers: Record<string, string> = {},
): Promise<Client & { latest: V2Index[] }> {
  const client = await openStream<V2ServerMessage>(headers, "/ws?version=2");
  open.push(client);
  client.send({ type: "subscribe", channels });
  let message: V2ServerMessage;
  do message = await client.next();
  while (message.type !== "subscribed");
  const latest = await indexMessages(client, 200);
  for (const value of latest) expect(value.seq).toBe(1);
  expect(new Set(latest.map((v) => v.channel)).size).toBe(latest.length);
  return Object.assign(client, { latest });
}

/** The seq of a channel's next message: after its latest value, if one was sent. */
const nextSeq = (client: { latest: V2Index[] }, channel: string, n = 1) =>
  (client.latest.some((v) => v.channel === channel) ? 1 : 0) + n;

/** Every `index` message the client receives within `ms`. */
async function indexMessages(client: Client, ms: number): Promise<V2Index[]> {
  const until = Date.now() + ms;
  const found: V2Index[] = [];
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) return found;
    const message = await client.next(left).catch(() => null);
    if (message === null) return found;
    V2ServerMessageSchema.parse(message);
    if (message.type === "index") found.push(message);
  }
}

describe("LiveIndex", () => {
  it("recomputes a binary index from live tops with the cycle's methodology, and says nothing when nothing moved", async () => {
    await reseed();
    const [kalshi, polymarket] = rowsOf("PIXREC");
    expect(kalshi?.venue).toBe("kalshi");
    expect(polymarket?.venue).toBe("polymarket");
    if (!kalshi || !polymarket) return;
    const client = await subscribe(["index:PIXREC"]);

    // The minute's own quotes, live: the value is the stored one, so nothing is published.
    await liveIndexObject(env).update([quote(kalshi), quote(polymarket)]);
    expect(await indexMessages(client, 600)).toEqual([]);

    // Kalshi 0.30 / 0.34 (mid 0.32) and Polymarket 0.40 / 0.44 (mid 0.42), weights 0.6 / 0.4:
    // 100 × (0.6 × 0.32 + 0.4 × 0.42) = 36.0 %.
    const at = new Date().toISOString();
    await liveIndexObject(env).update([
      quote(kalshi, { bid: "0.30", ask: "0.34", observed_at: at }),
      quote(polymarket, { bid: "0.40", ask: "0.44", observed_at: at }),
    ]);
    const [moved, ...rest] = await indexMessages(client, 600);
    expect(rest).toEqual([]);
    expect(moved).toMatchObject({
      channel: "index:PIXREC",
      seq: nextSeq(client, "index:PIXREC"),
      value_decimal: "36.0",
      value: 36,
      indicative: true,
      official: false,
      venue_time: at,
    });
    // The same as the cycle's computation over the minute's rows with those two quotes replaced.
    const modified = new Map(indexRows({ all: inputs.rows }));
    modified.set(`kalshi|${kalshi.market_id}`, {
      ...kalshi,
      bid: "0.30",
      ask: "0.34",
      two_sided_book: true,
      observed_at: at,
    });
    modified.set(`polymarket|${polymarket.market_id}`, {
      ...polymarket,
      bid: "0.40",
      ask: "0.44",
      two_sided_book: true,
      observed_at: at,
    });
    const expected = computeInstrument(instrument("PIXREC"), modified, Date.now());
    expect(moved?.value_decimal).toBe(expected.valueDecimal);

    // Back to the minute's quotes: the value is the cycle's stored value, exactly.
    await liveIndexObject(env).update([quote(kalshi), quote(polymarket)]);
    const [back] = await indexMessages(client, 600);
    expect(back?.value_decimal).toBe(storedValue("PIXREC"));
    expect(back?.seq).toBe(nextSeq(client, "index:PIXREC", 2));
  });

  it("gives a value its newest input's clocks, both from that one input (never one input's time and another's receipt)", async () => {
    await reseed();
    const [kalshi, polymarket] = rowsOf("PIXREC");
    if (!kalshi || !polymarket) throw new Error("PIXREC has two contracts");
    const client = await subscribe(["index:PIXREC"]);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    // Kalshi's change happened later at the venue; Polymarket's reached pix later (its venue was slower).
    await liveIndexObject(env).update([
      {
        ...quote(kalshi, { bid: "0.30", ask: "0.34", observed_at: iso(now - 100) }),
        received_at: iso(now - 50),
      },
      {
        ...quote(polymarket, { bid: "0.40", ask: "0.44", observed_at: iso(now - 300) }),
        received_at: iso(now),
      },
    ]);
    const [value] = await indexMessages(client, 600);
    // The newest input is the one received last, Polymarket's: its venue time and its receipt.
    expect(value).toMatchObject({ venue_time: iso(now - 300), received_at: iso(now) });
  });

  it("computes no value from a quote stamped ahead of its receipt (a venue clock running ahead)", async () => {
    await reseed();
    const [kalshi, polymarket] = rowsOf("PIXREC");
    if (!kalshi || !polymarket) throw new Error("PIXREC has two contracts");
    const client = await subscribe(["index:PIXREC"]);
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await liveIndexObject(env).update([
      {
        ...quote(kalshi, { bid: "0.10", ask: "0.14", observed_at: iso(now + 600_000) }),
        received_at: iso(now),
      },
    ]);
    expect(await indexMessages(client, 600)).toEqual([]);
  });

  it("recomputes an instrument at most every index_min_interval_ms, and stores nothing", async () => {
    await reseed();
    const [kalshi] = rowsOf("PIXREC");
    if (!kalshi) throw new Error("no Kalshi row for PIXREC");
    const client = await subscribe(["index:PIXREC", "index:BMGOLD"]);
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    const tables = ["ticks", "tick_rollups", "rounds", "distributions", "ingest_cycles"];
    const before = await Promise.all(tables.map(count));
    const lakeBefore = (await env.LAKE.list()).objects.length;

    // 50 changes in 5 waves of 10, 40 ms apart: without the throttle each wave would be published.
    const started = Date.now();
    for (let wave = 0; wave < 5; wave++) {
      if (wave > 0) await sleep(40);
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const i = wave * 10 + j;
          return liveIndexObject(env).update([
            quote(kalshi, {
              bid: (0.2 + i / 1000).toFixed(3),
              ask: (0.25 + i / 1000).toFixed(3),
              observed_at: new Date().toISOString(),
            }),
          ]);
        }),
      );
    }
    const burstMs = Date.now() - started;
    const events = await indexMessages(client, 1_000);
    // PIXREC moved: once at once, then at most once per interval the burst lasted, and once after it
    // (5 without the throttle while the burst stays under 750 ms); BMGOLD's inputs did not move.
    expect(events.every((e) => e.channel === "index:PIXREC")).toBe(true);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / V2_LIMITS.index_min_interval_ms));
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => nextSeq(client, "index:PIXREC", i + 1)));

    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect((await env.LAKE.list()).objects.length).toBe(lakeBefore);
  });

  it("gives a new subscriber of a stream shard that missed the minute's hand-off the latest value", async () => {
    await reseed();
    // Every stream shard forgets what it was sent, as one started after the hand-off holds nothing.
    for (let i = 0; i < streamShardCount(env); i++) {
      await runInDurableObject(liveShard(env, i), async (instance: LiveStream) => {
        (instance as unknown as { latest: Map<string, unknown> }).latest.clear();
      });
    }
    const client = await subscribe(["index:PIXCPI"]);
    expect(client.latest).toHaveLength(1);
    expect(client.latest[0]).toMatchObject({
      channel: "index:PIXCPI",
      seq: 1,
      value_decimal: storedValue("PIXCPI"),
      indicative: true,
    });
  });

  it("sends an entitled key only its own index's live values", async () => {
    await reseed();
    const [kalshiRec] = rowsOf("PIXREC");
    const [kalshiIpo] = rowsOf("PIXIPOSTRIPE");
    if (!kalshiRec || !kalshiIpo) throw new Error("no Kalshi rows for PIXREC and PIXIPOSTRIPE");
    const rec = instrument("PIXREC");
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: [rec.slug] });
    const client = await subscribe(["index:PIXREC", "index:PIXIPOSTRIPE"], { "X-API-Key": key });
    const at = new Date().toISOString();
    await liveIndexObject(env).update([
      quote(kalshiRec, { bid: "0.11", ask: "0.13", observed_at: at }),
      quote(kalshiIpo, { bid: "0.61", ask: "0.63", observed_at: at }),
    ]);
    const events = await indexMessages(client, 800);
    expect(events.map((e) => e.channel)).toEqual(["index:PIXREC"]);
    // The other index did move: an unentitled subscriber sees it.
    const report = await liveIndexObject(env).report();
    expect(report.values.find((v) => v.symbol === "PIXIPOSTRIPE")?.value_decimal).not.toBe(
      storedValue("PIXIPOSTRIPE"),
    );
  });
});
