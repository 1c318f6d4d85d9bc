/**
 * The `basis:<pair_id>` channel of the stream's version 2: pairs judged over the simulator's rule texts
 * (as test/equivalence/routes.test.ts judges them), the tests standing where a venue feed stands — each
 * leg's book handed to the stream shards (publishLive), then its changed top to the live index, in the
 * feed's order. A basis message is checked against the two book channels' books replayed by the
 * client at the same moment, recomputed with the domain's `midBasis`; a leg without a live book is
 * named, never given a value; a pair that is not active is refused.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../../src/catalog/store.ts";
import { formatTrimmed, midpoint, parseDecimal, type Scaled } from "../../../src/domain/decimal.ts";
import { midBasis } from "../../../src/domain/equivalence/basis.ts";
import { collectRuleTexts } from "../../../src/equivalence/jobs/collect-rules.ts";
import { judgePairs } from "../../../src/equivalence/jobs/judge-pairs.ts";
import { type ActivePair, activePairs } from "../../../src/equivalence/store/pairs.ts";
import { openDb } from "../../../src/platform/db/db.ts";
import { equivalencePairs } from "../../../src/platform/db/schema.ts";
import { liveIndexObject } from "../../../src/stream/live-index/address.ts";
import type { LiveQuote } from "../../../src/stream/live-index/protocol.ts";
import { publishLive } from "../../../src/stream/v2/address.ts";
import {
  type LiveEventDraft,
  type V2Basis,
  type V2ServerMessage,
  V2ServerMessageSchema,
} from "../../../src/stream/v2/messages.ts";
import { ChannelSequences } from "../../../src/stream/v2/sequences.ts";
import { createKey } from "../../support/keys.ts";
import { simulatorHost } from "../../support/simulator.ts";
import { type StreamClient, streamClients } from "../../support/stream.ts";

type Client = StreamClient<V2ServerMessage>;
const { connect, closeAll } = streamClients<V2ServerMessage>("/ws?version=2");
afterEach(() => closeAll());

const T0 = Date.parse("2026-11-24T08:03:00Z");
let pairs: ActivePair[] = [];

beforeAll(async () => {
  await seedCatalog(env.DB);
  const sim = simulatorHost("live-basis");
  const bound = sim.bind(env);
  await sim.pinClock(T0);
  await collectRuleTexts(bound, { nowMs: T0 });
  await judgePairs(bound, { nowMs: T0 });
  await sim.pinClock(null);
  pairs = await activePairs(openDb(env.DB));
  expect(pairs.length).toBeGreaterThan(2);
  expect(pairs.some((p) => p.polarity === "inverted")).toBe(true);
});

/** The next message that is neither a venue status nor a heartbeat, checked against the published shape. */
async function next(client: Client): Promise<V2ServerMessage> {
  for (;;) {
    const message = await client.next();
    V2ServerMessageSchema.parse(message);
    if (message.type !== "status" && message.type !== "heartbeat") return message;
  }
}

async function subscribe(client: Client, channels: string[]) {
  client.send({ type: "subscribe", channels });
  const answer = await next(client);
  if (answer.type !== "subscribed") throw new Error(`expected subscribed, got ${answer.type}`);
  return answer;
}

// ---------------------------------------------------------------- the test as a venue feed

/** The tests stand where the venue feeds are: the book events enter pix here, so they are numbered here. */
const sources = new ChannelSequences();
type Levels = [string, string][];
let clockMs = Date.now();
/** A fresh receipt instant per hand-off, so a basis message names the book state it was made from. */
function tick(): string {
  clockMs += 7;
  return new Date(clockMs).toISOString();
}

/** Hands a leg's whole book to the stream shards, then its top to the live index, as a feed does. */
async function feedBook(venue: ActivePair["venueA"], market: string, bids: Levels, asks: Levels) {
  const at = tick();
  const event: LiveEventDraft = {
    type: "book",
    channel: `book:${venue}:${market}`,
    venue,
    market,
    bids,
    asks,
    resync: null,
    venue_time: at,
    received_at: at,
  };
  await publishLive(env, sources.stamp([event]));
  const best = (levels: Levels) => levels[0]?.[0] ?? null;
  const quote: LiveQuote = {
    venue,
    market,
    top: { bid: best(bids), ask: best(asks), last: null, observed_at: at, observed_at_source: "venue" },
    received_at: at,
  };
  await liveIndexObject(env).update([quote]);
  return at;
}

// ---------------------------------------------------------------- the client's replay

/** A book channel's book replayed from its messages, and its mid after each received_at. */
class Replayed {
  bids = new Map<string, string>();
  asks = new Map<string, string>();
  /** received_at → the book's mid (own YES terms) after every message received at that instant. */
  readonly midAt = new Map<string, string | null>();

  apply(message: V2ServerMessage) {
    if (message.type === "book") {
      this.bids = new Map(message.bids);
      this.asks = new Map(message.asks);
    } else if (message.type === "book_delta") {
      for (const c of message.changes) {
        const side = c.side === "bid" ? this.bids : this.asks;
        if (parseDecimal(c.size) === 0n) side.delete(c.price);
        else side.set(c.price, c.size);
      }
    } else return;
    if (message.received_at !== null) this.midAt.set(message.received_at, this.mid());
  }

  /** Midpoint of the best bid and the best ask, exactly; null on a one-sided book. */
  mid(): string | null {
    const sorted = (side: Map<string, string>) =>
      [...side.keys()].map((p) => parseDecimal(p) as Scaled).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const bid = sorted(this.bids).at(-1);
    const ask = sorted(this.asks)[0];
    if (bid === undefined || ask === undefined) return null;
    return formatTrimmed(midpoint(bid, ask), 4);
  }
}

/** Reads messages until a `basis` one, replaying the books on the way. */
async function nextBasis(client: Client, books: Record<string, Replayed>): Promise<V2Basis> {
  for (;;) {
    const message = await next(client);
    if (message.type === "basis") return message;
    if ("channel" in message && books[message.channel]) books[message.channel]?.apply(message);
  }
}

/** Pairs of `polarity` whose legs no pair handed out before has, so their legs have no live book yet. */
const used = new Set<string>();
const legsOf = (p: ActivePair) => [`${p.venueA}:${p.marketA}`, `${p.venueB}:${p.marketB}`];
function freshPair(polarity: ActivePair["polarity"]): ActivePair {
  const found = pairs.find((p) => p.polarity === polarity && legsOf(p).every((leg) => !used.has(leg)));
  if (!found) throw new Error(`no ${polarity} pair with fresh legs`);
  for (const leg of legsOf(found)) used.add(leg);
  return found;
}

describe("basis:<pair_id>", () => {
  it("sends the pair's basis when a leg's top moves, equal to a recomputation from the two book channels' replayed books at the same moment", async () => {
    const pair = freshPair("inverted");
    const bookA = `book:${pair.venueA}:${pair.marketA}`;
    const bookB = `book:${pair.venueB}:${pair.marketB}`;
    const channel = `basis:${pair.pairId}`;
    const client = await connect();
    const answer = await subscribe(client, [bookA, bookB, channel]);
    expect(answer.added).toEqual([bookA, bookB, channel]);
    const books = { [bookA]: new Replayed(), [bookB]: new Replayed() };

    // No leg has a live book yet: the whole latest value says both are missing, with no basis.
    const first = await nextBasis(client, books);
    expect(first).toMatchObject({
      channel,
      seq: 1,
      pair_id: pair.pairId,
      polarity: "inverted",
      missing: ["a", "b"],
      mid_a: null,
      mid_b: null,
      mid_basis: null,
      reason: "leg_missing",
      indicative: true,
      venue_time: null,
      received_at: null,
    });
    expect(first.legs.a).toMatchObject({ venue: pair.venueA, market: pair.marketA, live: false, mid: null });

    // Leg a 0.30 / 0.34 (mid 0.32); leg b 0.60 / 0.64 (mid 0.62), inverted: 1 − 0.62 = 0.38;
    // mid_basis = 0.32 − 0.38 = −0.06.
    await feedBook(
      pair.venueA,
      pair.marketA,
      [
        ["0.30", "100"],
        ["0.29", "50"],
      ],
      [["0.34", "80"]],
    );
    const oneLeg = await nextBasis(client, books);
    expect(oneLeg).toMatchObject({ seq: 2, missing: ["b"], mid_basis: null, reason: "leg_missing" });
    expect(oneLeg.legs.a).toMatchObject({ live: true, mid: "0.3200" });
    const atB = await feedBook(pair.venueB, pair.marketB, [["0.60", "10"]], [["0.64", "10"]]);
    const both = await nextBasis(client, books);
    expect(both).toMatchObject({
      seq: 3,
      missing: [],
      mid_a: "0.3200",
      mid_b: "0.3800",
      mid_basis: "-0.0600",
      reason: null,
      venue_time: atB,
      received_at: atB,
    });

    // A few more moves of either leg: each message is the replayed books' basis at its inputs' instants.
    const moves: [ActivePair["venueA"], string, Levels, Levels][] = [
      [
        pair.venueA,
        pair.marketA,
        [["0.31", "5"]],
        [
          ["0.35", "5"],
          ["0.36", "9"],
        ],
      ],
      [pair.venueB, pair.marketB, [["0.57", "10"]], [["0.62", "3"]]],
      [pair.venueA, pair.marketA, [["0.405", "5"]], [["0.4125", "5"]]],
    ];
    let seq = 3;
    let cseq = both.cseq;
    for (const [venue, market, bids, asks] of moves) {
      const at = await feedBook(venue, market, bids, asks);
      const message = await nextBasis(client, books);
      expect(message.seq).toBe(++seq);
      expect(message.cseq).toBe(++cseq);
      expect(message.received_at).toBe(at);
      const midA = books[bookA]?.midAt.get(message.legs.a.received_at ?? "");
      const midB = books[bookB]?.midAt.get(message.legs.b.received_at ?? "");
      expect(midA).toBeDefined();
      expect(midB).toBeDefined();
      const expected = midBasis(midA ?? null, midB ?? null, "inverted");
      expect({ mid_a: message.mid_a, mid_b: message.mid_b, mid_basis: message.mid_basis }).toEqual({
        mid_a: expected.mid_a,
        mid_b: expected.mid_b,
        mid_basis: expected.mid_basis,
      });
      expect(message.legs.a.mid).toBe(midA);
      expect(message.legs.b.mid).toBe(midB);
    }

    // Leg a 0.405 / 0.4125 (mid 0.40875), leg b 0.57 / 0.62 (mid 0.595, inverted 0.405): 0.00375.
    // A later subscriber gets that latest value whole, with its cseq.
    const later = await connect();
    await subscribe(later, [channel]);
    const latest = await nextBasis(later, {});
    expect(latest).toMatchObject({ seq: 1, cseq, mid_a: "0.40875", mid_b: "0.4050", mid_basis: "0.00375" });
  });

  it("names a leg whose book is one-sided, and sends nothing when a top moves no mid", async () => {
    const pair = freshPair("same");
    const channel = `basis:${pair.pairId}`;
    const client = await connect();
    await subscribe(client, [channel]);
    await nextBasis(client, {});
    await feedBook(pair.venueA, pair.marketA, [["0.50", "1"]], []);
    await feedBook(pair.venueB, pair.marketB, [["0.44", "1"]], [["0.46", "1"]]);
    await nextBasis(client, {});
    const unquoted = await nextBasis(client, {});
    expect(unquoted).toMatchObject({ missing: [], mid_basis: null, reason: "leg_unquoted" });
    expect(unquoted.legs).toMatchObject({ a: { live: true, mid: null }, b: { live: true, mid: "0.4500" } });
    // Leg b moves to 0.43 / 0.47: the same mid, so nothing; then leg a is two-sided: 0.52 − 0.45.
    await feedBook(pair.venueB, pair.marketB, [["0.43", "1"]], [["0.47", "1"]]);
    await feedBook(pair.venueA, pair.marketA, [["0.50", "1"]], [["0.54", "1"]]);
    const quoted = await nextBasis(client, {});
    expect(quoted).toMatchObject({ seq: unquoted.seq + 1, mid_basis: "0.0700", reason: null });
  });

  it("refuses a malformed id, a pair no judgement made, a withdrawn pair and an entitled key", async () => {
    const withdrawn = freshPair("same");
    await openDb(env.DB)
      .update(equivalencePairs)
      .set({ status: "withdrawn" })
      .where(eq(equivalencePairs.pairId, withdrawn.pairId));
    const active = pairs.find((p) => p.polarity === "inverted") as ActivePair;
    const client = await connect();
    const answer = await subscribe(client, [
      "basis:not-a-pair",
      "basis:0123456789abcdef01234567",
      `basis:${withdrawn.pairId}`,
      `basis:${active.pairId.toUpperCase()}`,
    ]);
    expect(answer.added).toEqual([`basis:${active.pairId}`]);
    expect(answer.rejected).toEqual([
      { channel: "basis:not-a-pair", reason: expect.stringContaining("24 hex digit id") },
      {
        channel: "basis:0123456789abcdef01234567",
        reason:
          "0123456789abcdef01234567 is not an active equivalence pair (GET /api/v1/equivalence/pairs lists them).",
      },
      {
        channel: `basis:${withdrawn.pairId}`,
        reason: expect.stringContaining("not an active equivalence pair"),
      },
    ]);

    const cpi = await loadCycleCatalog(env.DB).then((c) => c.find((i) => i.symbol === "PIXCPI"));
    const { key } = await createKey({ scopes: ["markets:read"], entitlements: [cpi?.slug ?? ""] });
    const entitled = await connect({ "X-API-Key": key });
    const refused = await subscribe(entitled, [`basis:${active.pairId}`]);
    expect(refused.added).toEqual([]);
    expect(refused.rejected[0]?.reason).toContain("entitled");
  });
});
