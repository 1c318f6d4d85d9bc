/**
 * What a venue feed makes of one venue message (src/stream/venue-feed/books.ts, `onFrame`): the changes a
 * Polymarket `price_change` makes to one book travel as one `book_delta`, in the venue's order, each
 * level with its new size, and the book's ticker follows once, from the book after every change. The
 * feed object is driven directly (no venue connection); what it hands to the stream shards is captured.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applySnapshotToSet, emptyBookSet } from "../../../src/domain/book/book-set.ts";
import type { LiveEventDraft } from "../../../src/stream/v2/messages.ts";
import { FEED_ADAPTERS } from "../../../src/stream/venue-feed/adapters.ts";
import type { VenueFeed } from "../../../src/stream/venue-feed/venue-feed.ts";

const YES = "71321045679252212594626385532706912750332728571942532289631379312455583992563";
const OTHER = "52114319501245915516055106046884209969926127482827954674443846427813813222426";
const MARKET = "540816";

/** The parts of the feed this test drives: its venue, markets, books and the hand-off's queue. */
interface FeedInternals {
  parts: {
    scope: { venue: string; marketOf: Map<string, string> };
    books: {
      books: ReturnType<typeof emptyBookSet>;
      outbox: LiveEventDraft[];
      eventsHandOff: { run(now?: boolean): void };
      quotesHandOff: { run(now?: boolean): void };
      onFrame(adapter: (typeof FEED_ADAPTERS)["polymarket"], text: string): void;
    };
  };
}

const change = (asset: string, price: string, size: string, side: "BUY" | "SELL") => ({
  asset_id: asset,
  price,
  size,
  side,
  hash: "56621a121a47ed9333273e21c83b660cff37ae50",
  best_bid: "0.6",
  best_ask: "0.62",
});

describe("a venue frame in the feed", () => {
  it("sends a frame's changes of one book as one book_delta, in order, then one ticker", async () => {
    const stub = env.VENUE_FEED.get(env.VENUE_FEED.idFromName("frames-test"));
    const handed = await runInDurableObject(stub, async (instance: VenueFeed) => {
      const { scope, books: feed } = (instance as unknown as FeedInternals).parts;
      const sent: LiveEventDraft[][] = [];
      // Capture the events instead of handing them to the stream shards.
      feed.eventsHandOff = {
        run: () => {
          sent.push(feed.outbox);
          feed.outbox = [];
        },
      };
      feed.quotesHandOff = { run: () => {} };
      scope.venue = "polymarket";
      scope.marketOf = new Map([[YES, MARKET]]);
      const built = applySnapshotToSet(
        emptyBookSet(),
        YES,
        {
          bids: [
            { price: "0.6", size: "100" },
            { price: "0.61", size: "40" },
          ],
          asks: [{ price: "0.62", size: "70" }],
        },
        null,
      );
      feed.books = built.set;
      feed.onFrame(
        FEED_ADAPTERS.polymarket,
        JSON.stringify({
          event_type: "price_change",
          market: "0x8f0d4c9a1b2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e",
          price_changes: [
            change(YES, "0.61", "0", "BUY"),
            change(YES, "0.62", "20", "SELL"),
            change(OTHER, "0.39", "250", "SELL"),
            change(YES, "0.6", "120", "BUY"),
          ],
          timestamp: "1795356190031",
        }),
      );
      return sent.flat();
    });
    const channel = `book:polymarket:${MARKET}`;
    expect(handed.map((e) => [e.type, e.channel])).toEqual([
      ["book_delta", channel],
      ["ticker", `ticker:polymarket:${MARKET}`],
    ]);
    const [delta, ticker] = handed;
    expect(delta?.type === "book_delta" && delta.changes).toEqual([
      { side: "bid", price: "0.6100", size: "0.00" },
      { side: "ask", price: "0.6200", size: "20.00" },
      { side: "bid", price: "0.6000", size: "120.00" },
    ]);
    expect(delta?.venue_time).toBe("2026-11-22T14:03:10.031Z");
    // The ticker is the book after every change of the frame.
    expect(ticker?.type === "ticker" && [ticker.best_bid, ticker.best_ask]).toEqual(["0.6000", "0.6200"]);
  });
});
