import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../../src/env.ts";
import { BOOK_DEPTH, type MarketBooks } from "../../../src/lake/books.ts";
import type { VenueTapeMessage } from "../../../src/lake/collect/messages.ts";
import { applyRetention } from "../../../src/lake/jobs/retention.ts";
import { processVenueTapeMessage, type VenueTapeDeps } from "../../../src/lake/jobs/tape-range.ts";
import { bookEntriesKey, bookIndexKey, bookObjectKey, cycleSnapshotKey } from "../../../src/lake/keys.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { indexBooks, readMarketBooks, writeBooks } from "../../../src/lake/store/lake-books.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { get, readProblem } from "../../support/fetch.ts";
import { call, createKey } from "../../support/keys.ts";
import { lakeRows, startCollection } from "../../support/lake.ts";
import { simulatorHost } from "../../support/simulator.ts";
import { compactVenueDayFiles } from "../compaction-driver.ts";

/**
 * The book tape end to end: the whole-venue collection of Polymarket through the simulator, then one
 * market's book through the books route, compared with the simulator's own `POST /books` answer.
 */

const noWait = { sleep: async () => undefined, minIntervalMs: 0, baseDelayMs: 0 };
const DATE = "2026-11-20";
const CYCLE = Date.parse(`${DATE}T10:01:00Z`);
const sim = simulatorHost("books-route");
const BOOKS = "/api/v1/lake/venues/polymarket/books";

interface BookBody {
  data: {
    type: string;
    venue: string;
    market_id: string;
    outcome: string;
    token_id: string | null;
    outcomes: string[];
    at: string;
    observed_at: string;
    depth: number;
    bids: [string, string][];
    asks: [string, string][];
  };
  links: Record<string, string>;
}

const processed: VenueTapeMessage[] = [];
let deps: VenueTapeDeps;
let bindings: Bindings;
let gamma: { id: string; clobTokenIds?: string | null; enableOrderBook?: boolean }[] = [];

beforeAll(async () => {
  await sim.pinClock(CYCLE + 1_000);
  bindings = { ...sim.bind(env as Bindings), LAKE_ALLOWED_VENUES: "polymarket" };
  const queue: VenueTapeMessage[] = [];
  deps = {
    client: createHttpClient(noWait),
    send: async (messages) => {
      queue.push(...messages);
    },
    now: Date.now,
  };
  await startCollection(bindings, CYCLE, deps.send);
  for (let message = queue.shift(); message; message = queue.shift()) {
    await processVenueTapeMessage(bindings, message, deps);
    processed.push(message);
  }
  const res = await fetch(`${sim.base}/polymarket/gamma/markets?active=true&closed=false&limit=250&offset=0`);
  gamma = (await res.json()) as typeof gamma;
}, 60_000);

/** The simulator's book of a token, best first and cut to the depth: built here, not by pix's reader. */
async function expectedBook(token: string) {
  const res = await fetch(`${sim.base}/polymarket/clob/books`, {
    method: "POST",
    body: JSON.stringify([{ token_id: token }]),
    headers: { "Content-Type": "application/json" },
  });
  const [book] = (await res.json()) as {
    bids: { price: string; size: string }[];
    asks: { price: string; size: string }[];
  }[];
  if (!book) throw new Error(`no simulator book for ${token}`);
  const best = (side: { price: string; size: string }[], better: (a: number, b: number) => number) =>
    [...side]
      .sort((a, b) => better(Number(a.price), Number(b.price)))
      .slice(0, BOOK_DEPTH)
      .map((l) => [l.price, l.size]);
  return { bids: best(book.bids, (a, b) => b - a), asks: best(book.asks, (a, b) => a - b) };
}

describe("GET /api/v1/lake/venues/{venue}/books", { timeout: 60_000 }, () => {
  it("answers the book the collection read, for each outcome, equal to the venue's own answer", async () => {
    const withBooks = gamma.filter((m) => m.enableOrderBook !== false && m.clobTokenIds);
    expect(withBooks.length).toBeGreaterThan(3);
    for (const market of withBooks.slice(0, 3)) {
      const tokens = JSON.parse(market.clobTokenIds ?? "[]") as string[];
      const first = await get(`${BOOKS}?date=${DATE}&at=1001&market=${market.id}`);
      expect(first.status).toBe(200);
      expect(first.headers.get("Cache-Control")).toBe("public, max-age=3600");
      const body = (await first.json()) as BookBody;
      expect(body.data.outcomes.length).toBe(tokens.length);
      for (const [i, outcome] of body.data.outcomes.entries()) {
        const res = await get(`${BOOKS}?date=${DATE}&at=1001&market=${market.id}&outcome=${outcome}`);
        const one = (await res.json()) as BookBody;
        expect(one.data).toMatchObject({
          type: "lake_book",
          venue: "polymarket",
          market_id: market.id,
          outcome,
          token_id: tokens[i],
          at: "1001",
          depth: BOOK_DEPTH,
        });
        const expected = await expectedBook(tokens[i] ?? "");
        expect({ bids: one.data.bids, asks: one.data.asks }).toEqual(expected);
      }
      expect(body.data.outcome).toBe(body.data.outcomes[0]);
    }
  });

  it("answers 304 to its own ETag", async () => {
    const market = gamma.find((m) => m.clobTokenIds)?.id ?? "";
    const path = `${BOOKS}?date=${DATE}&at=1001&market=${market}`;
    const res = await get(path);
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"/);
    const again = await get(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("a redelivered message neither duplicates nor changes the minute's book objects", async () => {
    const snapshot = cycleSnapshotKey("polymarket", CYCLE);
    const before = await env.LAKE.list({ prefix: `${snapshot}/books` });
    const first = processed[0];
    if (!first) throw new Error("no message processed");
    expect(await processVenueTapeMessage(bindings, first, deps)).toBe("duplicate");
    const after = await env.LAKE.list({ prefix: `${snapshot}/books` });
    expect(after.objects.map((o) => [o.key, o.etag])).toEqual(before.objects.map((o) => [o.key, o.etag]));
  });

  it("bad inputs are 400 problems, a missing minute, market or outcome a 404", async () => {
    const market = gamma.find((m) => m.clobTokenIds)?.id ?? "";
    for (const query of [
      `date=2026-02-30&at=1001&market=${market}`,
      `date=${DATE}&at=2460&market=${market}`,
      `date=${DATE}&at=1001`,
      `date=${DATE}&at=1001&market=a%20b`,
      `date=${DATE}&at=1001&market=${market}&page=2`,
    ]) {
      const res = await get(`${BOOKS}?${query}`);
      expect(res.status, query).toBe(400);
      await readProblem(res);
    }
    for (const query of [
      `date=${DATE}&at=1002&market=${market}`,
      `date=2020-01-01&at=1001&market=${market}`,
      `date=${DATE}&at=1001&market=no-such-market`,
    ]) {
      const res = await get(`${BOOKS}?${query}`);
      expect(res.status, query).toBe(404);
      expect((await readProblem(res)).type, query).toMatch(/lake-book-not-found$/);
    }
    // An outcome the market does not have: the candles' rule, naming the outcomes it has.
    const outcome = await get(`${BOOKS}?date=${DATE}&at=1001&market=${market}&outcome=maybe`);
    expect(outcome.status).toBe(404);
    const problem = await readProblem(outcome);
    expect(problem.type).toMatch(/lake-outcome-not-found$/);
    expect(problem.invalid_params?.[0]).toMatchObject({ name: "outcome", in: "query" });
    const venue = await get(`/api/v1/lake/venues/nowhere/books?date=${DATE}&at=1001&market=${market}`);
    expect(venue.status).toBe(404);
  });

  it("needs the lake:read scope", async () => {
    const market = gamma.find((m) => m.clobTokenIds)?.id ?? "";
    const path = `${BOOKS}?date=${DATE}&at=1001&market=${market}`;
    const { key: without } = await createKey({ scopes: ["markets:read"] });
    const refused = await call(path, { headers: { "X-API-Key": without } });
    expect(refused.status).toBe(403);
    expect((await readProblem(refused)).detail).toBe(
      "This API key lacks the lake:read scope of the lake plane, which is open without a key: read it without one, or with a key that has lake:read.",
    );
    const { key: lake } = await createKey({ scopes: ["lake:read"] });
    expect((await call(path, { headers: { "X-API-Key": lake } })).status).toBe(200);
  });
});

describe("book tape store", () => {
  const market = (id: string): MarketBooks => ({
    market_id: id,
    books: [
      {
        outcome: "yes",
        token_id: `${id}0000000000000000000000000000000000000000000000000000000000000000000`,
        observed_at: "2026-11-21T00:00:01.000Z",
        bids: Array.from({ length: BOOK_DEPTH }, (_, i) => [`0.${40 - i}`, `${1000 + i}.25`]),
        asks: Array.from({ length: BOOK_DEPTH }, (_, i) => [`0.${42 + i}`, `${2000 + i}.5`]),
      },
    ],
  });
  const cycle = Date.parse("2026-11-21T00:00:00Z");

  it("reads one market of a 20,000-market minute in three range reads and a few kilobytes", async () => {
    const sources = 80;
    for (let s = 0; s < sources; s++) {
      const markets = Array.from({ length: 250 }, (_, i) => market(String(500_000 + s * 250 + i)));
      await writeBooks(env.LAKE, "polymarket", cycle, s, markets);
    }
    expect(
      await indexBooks(
        env.LAKE,
        "polymarket",
        cycle,
        Array.from({ length: sources }, (_, s) => s),
      ),
    ).toBe(20_000);
    const reads: { key: string; bytes: number }[] = [];
    const counting = new Proxy(env.LAKE, {
      get(target, name) {
        if (name === "get") {
          return async (key: string, options?: R2GetOptions) => {
            const object = await target.get(key, options);
            const range = options?.range as { length?: number } | undefined;
            reads.push({ key, bytes: range?.length ?? (object as R2Object | null)?.size ?? 0 });
            return object;
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    for (const id of ["500000", "509999", "519999"]) {
      reads.length = 0;
      const found = await readMarketBooks(counting, "polymarket", "2026-11-21", "0000", id);
      expect(found).toEqual({ found: true, market: market(id) });
      expect(reads.length).toBe(3);
      expect(reads.every((r) => r.bytes > 0)).toBe(true);
      expect(reads.reduce((n, r) => n + r.bytes, 0)).toBeLessThan(4_096);
    }
    expect(await readMarketBooks(env.LAKE, "polymarket", "2026-11-21", "0000", "1")).toEqual({
      found: false,
      reason: "no_market",
    });
    expect(await readMarketBooks(env.LAKE, "polymarket", "2026-11-21", "0001", "500000")).toEqual({
      found: false,
      reason: "no_index",
    });
  });

  it("keeps the first write of a source: a second write with other books changes nothing", async () => {
    const at = cycle + 5 * 60_000;
    const first = await writeBooks(env.LAKE, "polymarket", at, 3, [market("1"), market("2")]);
    expect(first).toMatchObject({ markets: 2, created: true });
    const key = bookObjectKey(cycleSnapshotKey("polymarket", at), 3);
    const entries = await (await env.LAKE.get(bookEntriesKey(key)))?.arrayBuffer();
    // A delivery that stopped between the two writes: the entries are rebuilt from the stored books.
    await env.LAKE.delete(bookEntriesKey(key));
    const again = await writeBooks(env.LAKE, "polymarket", at, 3, [market("9")]);
    expect(again).toEqual({ markets: 2, bytes: first.bytes, created: false });
    expect(await (await env.LAKE.get(bookEntriesKey(key)))?.arrayBuffer()).toEqual(entries);
    await indexBooks(env.LAKE, "polymarket", at, [3]);
    expect(await env.LAKE.head(bookIndexKey(cycleSnapshotKey("polymarket", at)))).not.toBeNull();
    expect(await readMarketBooks(env.LAKE, "polymarket", "2026-11-21", "0005", "9")).toMatchObject({
      found: false,
    });
  });

  it("goes with the day's tape under the tape retention; the day's Parquet file stays", async () => {
    const date = "2018-03-01";
    const at = Date.parse(`${date}T01:00:00Z`);
    await writeTape(env.LAKE, "kalshi", at, lakeRows(3, "kalshi"), { status: "not_recorded" });
    await writeBooks(env.LAKE, "kalshi", at, 200, [market("KX-1")]);
    await indexBooks(env.LAKE, "kalshi", at, [200]);
    expect((await compactVenueDayFiles("kalshi", date, at + 2 * 86_400_000)).status).toBe("compacted");
    const keys = async () =>
      (await env.LAKE.list({ prefix: `lake/kalshi/${date}/` })).objects.map((o) => o.key);
    // The book object, its entries and the minute's index (the book Parquet file is not tape).
    expect((await keys()).filter((k) => k.includes("/books") && !k.endsWith(".parquet"))).toHaveLength(3);
    const report = await applyRetention(
      env.LAKE,
      "kalshi",
      { tapeDays: 10, parquetDays: null },
      at + 30 * 86_400_000,
    );
    expect(report.tape_deleted).toContain(date);
    expect(await keys()).toStrictEqual([
      `lake/kalshi/${date}/books.parquet`,
      `lake/kalshi/${date}/day.parquet`,
      `lake/kalshi/${date}/trades.parquet`,
    ]);
  });
});
