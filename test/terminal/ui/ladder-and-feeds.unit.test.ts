/**
 * The terminal's held book (`ladder.ts`: a whole book, deltas, a gap that waits for the next book) and
 * the venue feed line (`status.ts`), without a browser.
 */
import { describe, expect, it } from "vitest";

import { applyBookMessage, ladderLevels, NO_BOOK } from "../../../src/terminal/ui/ladder.ts";
import { describeFeed } from "../../../src/terminal/ui/status.ts";
import type { V2Message } from "../../../src/terminal/ui/types.ts";

const clocks = { venue_time: null, received_at: null, sent_at: "2026-11-27T14:03:07.412Z" };
const channel = "book:polymarket:501";
const book: V2Message<"book"> = {
  type: "book",
  version: 2,
  channel,
  seq: 1,
  cseq: 1,
  venue: "polymarket",
  market: "501",
  reason: "subscribe",
  bids: [
    ["0.52", "100"],
    ["0.53", "40"],
  ],
  asks: [["0.55", "70"]],
  ...clocks,
};
const delta = (seq: number, changes: V2Message<"book_delta">["changes"]): V2Message<"book_delta"> => ({
  type: "book_delta",
  version: 2,
  channel,
  seq,
  cseq: seq,
  venue: "polymarket",
  market: "501",
  changes,
  ...clocks,
});

describe("the held book", () => {
  it("shows the best levels first, applies deltas (size 0 removes a level)", () => {
    let held = applyBookMessage(NO_BOOK, book);
    expect(held.waiting).toBeNull();
    held = applyBookMessage(
      held,
      delta(2, [
        { side: "bid", price: "0.53", size: "0" },
        { side: "ask", price: "0.54", size: "5" },
      ]),
    );
    const { bids, asks } = ladderLevels(held, 8);
    expect(bids.map((l) => [l.price, l.size])).toEqual([["0.5200", "100.00"]]);
    expect(asks.map((l) => [l.price, l.size])).toEqual([
      ["0.5400", "5.00"],
      ["0.5500", "70.00"],
    ]);
  });

  it("on a gap keeps the book greyed and ignores deltas until the fresh book", () => {
    const gap: V2Message<"gap"> = {
      type: "gap",
      version: 2,
      channel,
      seq: 3,
      cseq: 3,
      reason: "reconnect",
      detail: "The venue connection dropped.",
      sent_at: clocks.sent_at,
    };
    let held = applyBookMessage(applyBookMessage(NO_BOOK, book), gap);
    expect(held.waiting).toBe("Gap (reconnect): The venue connection dropped. Waiting for a fresh book…");
    held = applyBookMessage(held, delta(4, [{ side: "bid", price: "0.60", size: "1" }]));
    expect(ladderLevels(held, 1).bids[0]?.price).toBe("0.5300");
    held = applyBookMessage(held, { ...book, seq: 5, reason: "resync", bids: [["0.60", "1"]] });
    expect(held.waiting).toBeNull();
    expect(ladderLevels(held, 1).bids[0]?.price).toBe("0.6000");
  });

  it("waits for a book before any delta", () => {
    expect(applyBookMessage(NO_BOOK, delta(1, []))).toBe(NO_BOOK);
    expect(ladderLevels(NO_BOOK, 8)).toEqual({ bids: [], asks: [] });
  });
});

describe("the venue feed line", () => {
  const status = (state: V2Message<"status">["state"], age_ms: number | null): V2Message<"status"> => ({
    type: "status",
    version: 2,
    venue: "kalshi",
    state,
    depth: state === "rest_only" ? "rest_only" : "live",
    age_ms,
    detail: "",
    sent_at: clocks.sent_at,
  });
  it("names the state, and for a stale feed the time since its last event", () => {
    expect(describeFeed(status("rest_only", null), 0, 5_000)).toBe("rest only");
    expect(describeFeed(status("live", 200), 0, 5_000)).toBe("live");
    expect(describeFeed(status("stale", 12_000), 1_000, 4_000)).toBe("stale, last event 15s ago");
  });

  it("says when the books are REST-only behind live tickers, and how far behind a shedding feed is", () => {
    expect(describeFeed({ ...status("live", 200), depth: "rest_only" }, 0, 5_000)).toBe(
      "live, books rest only",
    );
    expect(describeFeed({ ...status("stale", 300), lag_ms: 3_240 }, 0, 5_000)).toBe("stale, 3.2s behind");
  });
});
