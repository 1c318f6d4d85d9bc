import { describe, expect, it } from "vitest";
import { partKey, partsManifestKey, type SnapshotPart, sliceParts } from "../../src/lake/parts.ts";

const parts: SnapshotPart[] = [1000, 0, 1000, 437].map((rows, part) => ({
  part,
  key: partKey("lake/kalshi/2026-11-20/1001", part),
  rows,
  bytes: rows * 100,
}));

describe("sliceParts", () => {
  it("maps a row range to each part's share, skipping empty parts", () => {
    expect(sliceParts(parts, 900, 300)).toEqual([
      { key: "lake/kalshi/2026-11-20/1001/part-00000", first: 900, count: 100 },
      { key: "lake/kalshi/2026-11-20/1001/part-00002", first: 0, count: 200 },
    ]);
  });

  it("the last page reads only the last part", () => {
    expect(sliceParts(parts, 2400, 37)).toEqual([{ key: parts[3]?.key, first: 400, count: 37 }]);
  });

  it("an empty range reads nothing; a range past the end throws", () => {
    expect(sliceParts(parts, 0, 0)).toEqual([]);
    expect(() => sliceParts(parts, 2400, 38)).toThrow(RangeError);
  });

  it("keys: parts and the parts manifest live under the snapshot key", () => {
    expect(partKey("lake/polymarket/2026-11-20/1001", 12)).toBe("lake/polymarket/2026-11-20/1001/part-00012");
    expect(partsManifestKey("lake/polymarket/2026-11-20/1001")).toBe(
      "lake/polymarket/2026-11-20/1001/parts.json",
    );
  });
});
