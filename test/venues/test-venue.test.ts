/**
 * "A venue lives in one folder": Zeta, a venue that exists only in the tests (test/support/venue/zeta/),
 * is registered with one line (`registerVenueForTests`) and is then collected whole into the lake, served
 * by the lake's routes and followed by a venue feed, with no change to pix's code. Its upstream is the
 * folder's own `fetch`, given to the HTTP client.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySnapshotToSet, emptyBookSet } from "../../src/domain/book/book-set.ts";
import type { Bindings } from "../../src/env.ts";
import { applyRetentionAll } from "../../src/lake/jobs/retention.ts";
import type { LiveEventDraft } from "../../src/stream/v2/messages.ts";
import type { VenueFeed } from "../../src/stream/venue-feed/venue-feed.ts";
import { registerVenueForTests } from "../../src/venues/registry.ts";
import type { FeedAdapter } from "../../src/venues/shared/feed.ts";
import { collectVenueTape, fetchWith } from "../support/lake.ts";
import { ZETA_MARKETS, ZETA_PAGE_SIZE, zetaUpstream } from "../support/venue/zeta/upstream.ts";
import { ZETA, zetaVenue } from "../support/venue/zeta/venue.ts";

const BASE = "http://zeta.test/api";
const CYCLE = Date.parse("2026-11-20T10:01:00Z");
const PRINT = {
  id: "zt-1",
  market: "ZT-FERRY",
  price: "0.74",
  size: "25",
  side: "buy" as const,
  at_ms: CYCLE - 30_000,
};
const upstream = zetaUpstream(BASE, [PRINT, { ...PRINT, id: "zt-0", at_ms: CYCLE - 90_000 }]);
const record = zetaVenue(BASE);
let unregister: () => void = () => {};

beforeAll(() => {
  unregister = registerVenueForTests(record);
});
afterAll(() => unregister());

const lake = (path: string) => fetchWith({ LAKE_ALLOWED_VENUES: "zeta" }, `/api/v1/lake${path}`);

describe("a venue registered from its own folder", () => {
  it("is collected whole into the lake and served by the lake's routes", async () => {
    const { processed } = await collectVenueTape(env as Bindings, CYCLE, "zeta", {}, upstream.fetch);
    // Collectable: one message per listing page, following the venue's cursor to its end.
    const pages = Math.ceil(ZETA_MARKETS.length / ZETA_PAGE_SIZE);
    expect(processed.map((m) => [m.kind, m.part])).toEqual(
      Array.from({ length: pages }, (_, part) => ["zeta_page", part]),
    );

    // Taped: the lake lists the venue and serves its sealed snapshot, one row per market, in listing order.
    const catalog = (await (await lake("")).json()) as { data: { venues: { venue: string }[] } };
    expect(catalog.data.venues.map((v) => v.venue)).toContain("zeta");
    const res = await lake("/venues/zeta/quotes?date=2026-11-20&at=1001&page_size=100");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: {
        venue: string;
        rows: { venue: string; market_id: string; bid: string; ask: string; mid: string }[];
      };
    };
    expect(body.data.venue).toBe("zeta");
    expect(body.data.rows.map((r) => r.market_id)).toEqual(ZETA_MARKETS.map((m) => m.id));
    expect(body.data.rows[2]).toMatchObject({ venue: "zeta", bid: "0.7200", ask: "0.7500", mid: "0.7350" });

    // The minute's trade prints were taped with the first page: only the one inside the minute.
    const trades = await lake("/venues/zeta/trades?date=2026-11-20&at=1001");
    expect(trades.status).toBe(200);
    const printed = (await trades.json()) as { data: { rows: { trade_id: string; price: string }[] } };
    expect(printed.data.rows.map((r) => [r.trade_id, r.price])).toEqual([["zt-1", "0.74"]]);
  });

  it("is in the lake's venue-wide jobs: retention goes over its days as over every venue's", async () => {
    const reports = await applyRetentionAll(env.LAKE, { tapeDays: null, parquetDays: null }, CYCLE);
    expect(reports.map((r) => r.venue)).toEqual(["kalshi", "polymarket", "zeta"]);
  });

  it("is followed by a venue feed: its frames move the books the feed holds and reach the stream as book and ticker events", async () => {
    const stub = env.VENUE_FEED.get(env.VENUE_FEED.idFromName("zeta-test-venue"));
    const { handed, held } = await runInDurableObject(stub, async (instance: VenueFeed) => {
      const { scope, books: feed } = (
        instance as unknown as {
          parts: {
            scope: { venue: string; marketOf: Map<string, string> };
            books: {
              books: ReturnType<typeof emptyBookSet>;
              outbox: LiveEventDraft[];
              eventsHandOff: { run(now?: boolean): void };
              quotesHandOff: { run(now?: boolean): void };
              onFrame(adapter: FeedAdapter, text: string): void;
            };
          };
        }
      ).parts;
      const sent: LiveEventDraft[][] = [];
      // Capture what the feed hands to the stream shards.
      feed.eventsHandOff = {
        run: () => {
          sent.push(feed.outbox);
          feed.outbox = [];
        },
      };
      feed.quotesHandOff = { run: () => {} };
      scope.venue = ZETA;
      scope.marketOf = new Map([["ZT-FERRY", "ZT-FERRY"]]);
      feed.books = applySnapshotToSet(emptyBookSet(), "ZT-FERRY", { bids: [], asks: [] }, null).set;
      const ts = CYCLE + 5_000;
      feed.onFrame(
        record.feed,
        JSON.stringify({
          type: "book",
          market: "ZT-FERRY",
          bids: [["0.72", "100"]],
          asks: [["0.75", "60"]],
          ts,
        }),
      );
      feed.onFrame(
        record.feed,
        JSON.stringify({
          type: "level",
          market: "ZT-FERRY",
          side: "bid",
          price: "0.73",
          size: "40",
          ts: ts + 1,
        }),
      );
      feed.onFrame(record.feed, "{not json");
      const book = feed.books.books.get("ZT-FERRY");
      return {
        handed: sent.flat(),
        held: book ? { bids: [...book.bids.entries()], status: book.status } : null,
      };
    });
    expect(handed.map((e) => [e.type, e.channel])).toEqual([
      ["book", "book:zeta:ZT-FERRY"],
      ["ticker", "ticker:zeta:ZT-FERRY"],
      ["book_delta", "book:zeta:ZT-FERRY"],
      ["ticker", "ticker:zeta:ZT-FERRY"],
    ]);
    const ticker = handed.at(-1);
    expect(ticker?.type === "ticker" && [ticker.best_bid, ticker.best_ask]).toEqual(["0.7300", "0.7500"]);
    expect(held?.status).toBe("synced");
  });
});
