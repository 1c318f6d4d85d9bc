import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { manifestKey } from "../../../src/lake/keys.ts";
import { placeInOrder, readManifest, recordInManifest } from "../../../src/lake/store/lake.ts";
import type { SnapshotEntry } from "../../../src/lake/tape.ts";

const entry = (at: string, rows = 1): SnapshotEntry => ({
  at,
  rows,
  bytes: rows * 10,
  completeness: { status: "not_recorded" },
  quote_fields: ["bid"],
});

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}${String(minute % 60).padStart(2, "0")}`;

/** A deterministic shuffle (a linear congruential generator), so a failure replays. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe("placeInOrder", () => {
  it("keeps a day's snapshots in time order whatever order they arrive in", () => {
    const minutes = Array.from({ length: 1_440 }, (_, m) => m);
    for (const seed of [1, 7, 42]) {
      const snapshots: SnapshotEntry[] = [];
      for (const m of shuffled(minutes, seed)) placeInOrder(snapshots, entry(hhmm(m)));
      expect(snapshots.map((s) => s.at)).toEqual(minutes.map(hhmm));
    }
  });

  it("replaces the entry of the same minute instead of adding a second one", () => {
    const snapshots = ["0001", "0003", "0005"].map((at) => entry(at));
    placeInOrder(snapshots, entry("0003", 9));
    placeInOrder(snapshots, entry("0000", 2));
    placeInOrder(snapshots, entry("0009", 3));
    placeInOrder(snapshots, entry("0004", 4));
    expect(snapshots.map((s) => [s.at, s.rows])).toEqual([
      ["0000", 2],
      ["0001", 1],
      ["0003", 9],
      ["0004", 4],
      ["0005", 1],
      ["0009", 3],
    ]);
  });
});

describe("recordInManifest", () => {
  it("stores the day manifest ordered by minute, in the same JSON as a sorted list", async () => {
    const venue = "kalshi";
    const date = "2026-03-11";
    const arrivals = ["1205", "0003", "2359", "1205", "0700"];
    for (const [i, at] of arrivals.entries()) await recordInManifest(env.LAKE, venue, date, entry(at, i + 1));

    const expected = {
      venue,
      date,
      snapshots: [entry("0003", 2), entry("0700", 5), entry("1205", 4), entry("2359", 3)],
    };
    expect(await readManifest(env.LAKE, venue, date)).toEqual(expected);
    const stored = await env.LAKE.get(manifestKey(venue, date));
    expect(await stored?.text()).toBe(JSON.stringify(expected));
  });
});
