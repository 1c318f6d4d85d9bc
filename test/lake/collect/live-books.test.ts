import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  LIVE_BOOK_VENUES,
  type LiveBook,
  liveBookLines,
  tapeLiveBooks,
} from "../../../src/lake/collect/live-books.ts";
import { bookObjectKey, cycleSnapshotKey } from "../../../src/lake/keys.ts";
import { LIVE_BOOKS_SOURCE } from "../../../src/lake/store/lake-books.ts";
import { get } from "../../support/fetch.ts";

/**
 * The live plane's books on the book tape: a Kalshi feed's books at a cycle, read back through the
 * books route as the feed held them (cut to the tape's ten levels a side), written once per minute.
 */

const DATE = "2026-11-21";
const CYCLE = Date.parse(`${DATE}T14:07:00Z`);
const level = (cents: number, size: string): [string, string] => [
  `0.${String(cents).padStart(2, "0")}`,
  size,
];

const FEED_BOOKS: LiveBook[] = [
  {
    market: "KXCPI-26DEC-T0.3",
    observed_at: "2026-11-21T14:07:02.125Z",
    bids: Array.from({ length: 12 }, (_, i) => level(40 - i, `${100 + i}.00`)),
    asks: [level(43, "15.50"), level(44, "7.00")],
  },
  {
    market: "KXFED-26DEC-T4.00",
    observed_at: "2026-11-21T14:07:02.125Z",
    bids: [],
    asks: [level(97, "1.00")],
  },
];

describe("the live plane's books on the book tape", () => {
  it("tapes a Kalshi feed's books once for the minute, and the books route answers them", async () => {
    const first = await tapeLiveBooks(env.LAKE, "kalshi", CYCLE, FEED_BOOKS);
    expect(first).toMatchObject({ written: true, markets: 2 });
    const res = await get(`/api/v1/lake/venues/kalshi/books?date=${DATE}&at=1407&market=KXCPI-26DEC-T0.3`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      venue: "kalshi",
      market_id: "KXCPI-26DEC-T0.3",
      outcome: "yes",
      token_id: null,
      outcomes: ["yes"],
      observed_at: "2026-11-21T14:07:02.125Z",
      // The best ten bids of twelve, best first; the asks as held.
      bids: FEED_BOOKS[0]?.bids.slice(0, 10),
      asks: FEED_BOOKS[0]?.asks,
    });
    const oneSided = await get(
      `/api/v1/lake/venues/kalshi/books?date=${DATE}&at=1407&market=KXFED-26DEC-T4.00`,
    );
    expect(((await oneSided.json()) as { data: { bids: unknown[] } }).data.bids).toEqual([]);

    // A second hand-off for the minute (a retried cycle) writes nothing: the answer never changes.
    const moved = FEED_BOOKS.map((b) => ({ ...b, asks: [level(50, "1.00")] }));
    expect(await tapeLiveBooks(env.LAKE, "kalshi", CYCLE, moved)).toEqual({
      written: false,
      reason: "already_taped",
    });
    const again = await get(`/api/v1/lake/venues/kalshi/books?date=${DATE}&at=1407&market=KXCPI-26DEC-T0.3`);
    expect(((await again.json()) as { data: { asks: unknown } }).data.asks).toEqual(FEED_BOOKS[0]?.asks);
  });

  it("leaves a venue whose collection reads every book to the collection, and writes nothing without books", async () => {
    const cycle = CYCLE + 60_000;
    expect(await tapeLiveBooks(env.LAKE, "polymarket", cycle, FEED_BOOKS)).toEqual({
      written: false,
      reason: "collection_reads_books",
    });
    expect(
      await env.LAKE.head(bookObjectKey(cycleSnapshotKey("polymarket", cycle), LIVE_BOOKS_SOURCE)),
    ).toBeNull();
    expect(await tapeLiveBooks(env.LAKE, "kalshi", cycle, [])).toEqual({
      written: false,
      reason: "no_books",
    });
    const res = await get(`/api/v1/lake/venues/kalshi/books?date=${DATE}&at=1408&market=KXCPI-26DEC-T0.3`);
    expect(res.status).toBe(404);
  });

  it("takes the feed's books for Kalshi only, and turns each into the tape's yes outcome, ten levels a side", () => {
    expect(LIVE_BOOK_VENUES).toEqual(["kalshi"]);
    const [line] = liveBookLines(FEED_BOOKS);
    expect(line?.books.map((b) => [b.outcome, b.bids.length, b.asks.length])).toEqual([["yes", 10, 2]]);
  });
});
