import { describe, expect, it } from "vitest";
import {
  BOOK_DEPTH,
  BOOK_ENTRY_BYTES,
  BOOK_INDEX_HEADER_BYTES,
  bestLevels,
  bucketOf,
  bucketSpan,
  decodeBookLines,
  decodeEntries,
  encodeBookIndex,
  encodeBooks,
  encodeEntries,
  type MarketBooks,
  marketHash,
  pickOutcome,
} from "../../src/lake/books.ts";

const market = (id: string, outcome = "yes"): MarketBooks => ({
  market_id: id,
  books: [
    {
      outcome,
      token_id: `t-${id}`,
      observed_at: "2026-11-22T10:05:01.512Z",
      bids: [["0.43", "10"]],
      asks: [["0.45", "2.5"]],
    },
  ],
});

describe("book tape format", () => {
  it("keeps the best levels first, at most the depth, from a best-last side", () => {
    const side = Array.from({ length: 14 }, (_, i) => ({ price: `0.${10 + i}`, size: String(i + 1) }));
    const best = bestLevels(side, true);
    expect(best).toHaveLength(BOOK_DEPTH);
    expect(best[0]).toEqual(["0.23", "14"]);
    expect(best[9]).toEqual(["0.14", "5"]);
    expect(bestLevels(side.slice(0, 2), false, 1)).toEqual([["0.10", "1"]]);
    expect(bestLevels([], true)).toEqual([]);
  });

  it("hashes with FNV-1a 32 (hand-checked values)", () => {
    expect(marketHash("")).toBe(0x811c9dc5);
    expect(marketHash("a")).toBe(0xe40c292c);
    expect(bucketOf(0xe40c292c)).toBe(0xe40);
  });

  it("gives each line its byte offset and length, UTF-8 included", () => {
    const lines = [market("1"), market("ü2", "Ünïcode")];
    const { body, entries } = encodeBooks(7, lines);
    const text = new TextDecoder().decode(body);
    expect(decodeBookLines(text)).toEqual(lines);
    for (const [i, entry] of entries.entries()) {
      expect(entry.source).toBe(7);
      expect(entry.hash).toBe(marketHash(lines[i]?.market_id ?? ""));
      const line = new TextDecoder().decode(body.subarray(entry.offset, entry.offset + entry.length));
      expect(decodeBookLines(line)).toEqual([lines[i]]);
    }
    expect(decodeEntries(encodeEntries(entries))).toEqual(entries);
  });

  it("indexes entries by bucket: a market's bucket span holds its entry", () => {
    const ids = Array.from({ length: 500 }, (_, i) => `m${i}`);
    const a = encodeBooks(
      0,
      ids.slice(0, 250).map((id) => market(id)),
    );
    const b = encodeBooks(
      1,
      ids.slice(250).map((id) => market(id)),
    );
    const index = encodeBookIndex([...a.entries, ...b.entries]);
    expect(index.byteLength).toBe(BOOK_INDEX_HEADER_BYTES + 500 * BOOK_ENTRY_BYTES);
    for (const [i, id] of ids.entries()) {
      const hash = marketHash(id);
      const at = bucketOf(hash) * 4;
      const span = bucketSpan(index.subarray(at, at + 8));
      const found = decodeEntries(index.subarray(span.offset, span.offset + span.length)).filter(
        (e) => e.hash === hash,
      );
      expect(found).toEqual([i < 250 ? a.entries[i] : b.entries[i - 250]]);
    }
    // Deterministic: the same entries in another order give the same bytes.
    expect(encodeBookIndex([...b.entries, ...a.entries])).toEqual(index);
  });

  it("picks the named outcome, else the first", () => {
    const two: MarketBooks = { market_id: "1", books: [...market("1").books, ...market("1", "no").books] };
    expect(pickOutcome(two, undefined)?.outcome).toBe("yes");
    expect(pickOutcome(two, "no")?.outcome).toBe("no");
    expect(pickOutcome(two, "maybe")).toBeUndefined();
  });
});
