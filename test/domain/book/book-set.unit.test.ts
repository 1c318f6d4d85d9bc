import { describe, expect, it } from "vitest";
import {
  applyDeltaToSet,
  applySnapshotToSet,
  type BookSet,
  checkSequence,
  emptyBookSet,
  markBookUnsure,
  markSetUnsure,
  topOfBook,
} from "../../../src/domain/book/index.ts";

const snapshot = (bid: string, ask: string) => ({
  bids: [{ price: bid, size: "10" }],
  asks: [{ price: ask, size: "10" }],
});
const delta = { side: "bid" as const, price: "0.40", mode: "change" as const, amount: "5" };

function synced(): BookSet {
  const a = applySnapshotToSet(emptyBookSet(), "A", snapshot("0.40", "0.45"), 1);
  if (!a.ok) throw new Error("snapshot A");
  const b = applySnapshotToSet(a.set, "B", snapshot("0.60", "0.62"), 2);
  if (!b.ok) throw new Error("snapshot B");
  return b.set;
}

describe("checkSequence", () => {
  it("accepts the next number, a first message and a venue without numbers", () => {
    expect(checkSequence(4, 5)).toEqual({ ok: true });
    expect(checkSequence(null, 17)).toEqual({ ok: true });
    expect(checkSequence(4, null)).toEqual({ ok: true });
  });

  it("calls a skipped, repeated or older number a gap", () => {
    expect(checkSequence(4, 6)).toEqual({
      ok: false,
      kind: "gap",
      reason: "seq_skipped",
      expected: 5,
      got: 6,
    });
    expect(checkSequence(4, 4)).toEqual({
      ok: false,
      kind: "gap",
      reason: "seq_repeated",
      expected: 5,
      got: 4,
    });
    expect(checkSequence(4, 2)).toMatchObject({ reason: "seq_repeated" });
  });
});

describe("a subscription's books in sequence", () => {
  it("applies contiguous deltas to the market they name", () => {
    const result = applyDeltaToSet(synced(), "A", delta, 3);
    expect(result.ok).toBe(true);
    expect(result.set.seq).toBe(3);
    expect(topOfBook(result.set.books.get("A") as never).bid).toEqual({ price: "0.4000", size: "15.00" });
  });

  it("a skipped seq is a gap: nothing applied, every book of the subscription unsure", () => {
    const result = applyDeltaToSet(synced(), "A", delta, 4);
    expect(result).toMatchObject({ ok: false, kind: "gap", reason: "seq_skipped", expected: 3, got: 4 });
    expect([...result.set.books.values()].map((book) => book.status)).toEqual(["unsure", "unsure"]);
    expect(topOfBook(result.set.books.get("A") as never).bid?.size).toBe("10.00");
  });

  it("a repeated seq is a gap too", () => {
    const once = applyDeltaToSet(synced(), "A", delta, 3);
    const again = applyDeltaToSet(once.set, "A", delta, 3);
    expect(again).toMatchObject({ ok: false, kind: "gap", reason: "seq_repeated", expected: 4, got: 3 });
    expect(again.set.books.get("A")?.status).toBe("unsure");
  });

  it("a delta before its market's snapshot is a gap", () => {
    expect(applyDeltaToSet(emptyBookSet(), "A", delta, 1)).toMatchObject({
      ok: false,
      kind: "gap",
      reason: "no_snapshot",
    });
    expect(applyDeltaToSet(synced(), "C", delta, 3)).toMatchObject({ ok: false, reason: "no_snapshot" });
  });

  it("after a gap, deltas are refused until a snapshot resyncs the book", () => {
    const gapped = applyDeltaToSet(synced(), "A", delta, 9);
    const refused = applyDeltaToSet(gapped.set, "A", delta, 10);
    expect(refused).toMatchObject({ ok: false, kind: "gap", reason: "book_unsure" });
    const resynced = applySnapshotToSet(refused.set, "A", snapshot("0.41", "0.45"), 11);
    expect(resynced.ok).toBe(true);
    expect(resynced.set.books.get("A")?.status).toBe("synced");
    expect(resynced.set.books.get("B")?.status).toBe("unsure");
    const applied = applyDeltaToSet(resynced.set, "A", { ...delta, price: "0.41" }, 12);
    expect(applied.ok && topOfBook(applied.book).bid).toEqual({ price: "0.4100", size: "15.00" });
  });

  it("a snapshot after a skipped seq installs its book but leaves the others unsure", () => {
    const result = applySnapshotToSet(synced(), "A", snapshot("0.30", "0.35"), 7);
    expect(result).toMatchObject({ ok: false, kind: "gap", reason: "seq_skipped", expected: 3, got: 7 });
    expect(result.set.books.get("A")?.status).toBe("synced");
    expect(result.set.books.get("B")?.status).toBe("unsure");
    expect(result.set.seq).toBe(7);
  });

  it("a delta its book refuses leaves that book unsure and the others synced", () => {
    const result = applyDeltaToSet(synced(), "A", { ...delta, amount: "-11" }, 3);
    expect(result).toMatchObject({ ok: false, kind: "invalid", reason: "negative_size" });
    expect(result.set.books.get("A")?.status).toBe("unsure");
    expect(result.set.books.get("B")?.status).toBe("synced");
    expect(result.set.seq).toBe(3);
  });

  it("without sequence numbers (Polymarket) deltas apply in arrival order", () => {
    const start = applySnapshotToSet(emptyBookSet(), "T", snapshot("0.40", "0.45"), null);
    const next = applyDeltaToSet(
      start.set,
      "T",
      { side: "ask", price: "0.45", mode: "set", amount: "0" },
      null,
    );
    expect(next.ok && topOfBook(next.book).ask).toBeNull();
    expect(next.set.seq).toBeNull();
  });

  it("markBookUnsure leaves one book waiting, the others and the sequence as they were", () => {
    const set = markBookUnsure(synced(), "A");
    expect(set.books.get("A")?.status).toBe("unsure");
    expect(set.books.get("B")?.status).toBe("synced");
    expect(set.seq).toBe(2);
    expect(applyDeltaToSet(set, "B", delta, 3).ok).toBe(true);
    // A REST snapshot (no sequence number) rebuilds it without touching the subscription's sequence.
    const rebuilt = applySnapshotToSet(set, "A", snapshot("0.41", "0.45"), null);
    expect(rebuilt.ok && rebuilt.book.status).toBe("synced");
    expect(rebuilt.set.seq).toBe(2);
    expect(markBookUnsure(set, "missing")).toBe(set);
  });

  it("markSetUnsure leaves every book waiting for its snapshot", () => {
    expect([...markSetUnsure(synced()).books.values()].every((book) => book.status === "unsure")).toBe(true);
  });
});
