import { describe, expect, it } from "vitest";
import { TtlCache, ttlCachePerOwner } from "../../../src/platform/cache/ttl-cache.ts";

/** A load the test settles by hand, counting how often it was started. */
function manualLoad<T>() {
  const started: { resolve: (value: T | null) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<T | null>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { load, started };
}

describe("TtlCache", () => {
  it("keeps a value read at t until t + ttl, then forgets it", () => {
    const cache = new TtlCache<string, number>({ ttlMs: 5_000, maxEntries: 10 });
    cache.set("k", 1, 1_000);
    expect(cache.get("k", 1_000)).toBe(1);
    expect(cache.get("k", 5_999)).toBe(1);
    expect(cache.get("k", 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps an entry for a shorter lifetime when one is given, never a longer one", () => {
    const cache = new TtlCache<string, number>({ ttlMs: 5_000, maxEntries: 10 });
    cache.set("short", 1, 1_000, 500);
    cache.set("capped", 2, 1_000, 60_000);
    expect([cache.get("short", 1_499), cache.get("capped", 1_499)]).toEqual([1, 2]);
    expect(cache.get("short", 1_500)).toBeUndefined();
    expect(cache.get("capped", 5_999)).toBe(2);
    expect(cache.get("capped", 6_000)).toBeUndefined();
  });

  it("holds null as a value when one is set (a list that is absent on purpose)", () => {
    const cache = new TtlCache<string, string[] | null>({ ttlMs: 20_000, maxEntries: 10 });
    cache.set("key-1", null, 0);
    expect(cache.get("key-1", 1)).toBeNull();
    expect(cache.get("key-2", 1)).toBeUndefined();
  });

  it("drops the oldest entry beyond its bound; storing a key again makes it the newest", () => {
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, maxEntries: 3 });
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.set("c", 3, 0);
    cache.set("a", 10, 1);
    cache.set("d", 4, 2);
    expect([cache.get("a", 3), cache.get("b", 3), cache.get("c", 3), cache.get("d", 3)]).toEqual([
      10,
      undefined,
      3,
      4,
    ]);
    expect(cache.size).toBe(3);
  });

  it("deletes one entry or clears all", () => {
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.delete("a");
    expect([cache.get("a", 1), cache.get("b", 1)]).toEqual([undefined, 2]);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("refuses a bound or lifetime that cannot hold anything", () => {
    expect(() => new TtlCache({ ttlMs: 0, maxEntries: 1 })).toThrow(RangeError);
    expect(() => new TtlCache({ ttlMs: 1, maxEntries: 0 })).toThrow(RangeError);
  });
});

describe("TtlCache.getOrLoad", () => {
  it("serves a settled value within the TTL, the same object to every caller, and reloads after it", async () => {
    const cache = new TtlCache<string, { n: number }>({ ttlMs: 5_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.getOrLoad("k", load, 0);
    expect(first).toEqual({ n: 1 });
    expect(await cache.getOrLoad("k", load, 4_999)).toBe(first);
    expect(await cache.getOrLoad("k", load, 5_000)).toEqual({ n: 2 });
  });

  it("never keeps a miss or a failure", async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 5_000, maxEntries: 10 });
    expect(await cache.getOrLoad("k", async () => null, 0)).toBeNull();
    expect(await cache.getOrLoad("k", async () => 7, 1)).toBe(7);
    await expect(cache.getOrLoad("e", async () => Promise.reject(new Error("down")), 0)).rejects.toThrow(
      "down",
    );
    expect(cache.get("e", 1)).toBeUndefined();
    expect(await cache.getOrLoad("e", async () => 3, 1)).toBe(3);
  });

  it("never hands a pending load to a second caller: each miss runs and awaits its own", async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 5_000, maxEntries: 10 });
    const { load, started } = manualLoad<string>();
    const first = cache.getOrLoad("k", load, 0);
    const second = cache.getOrLoad("k", load, 0);
    expect(started).toHaveLength(2);

    // The second settles while the first is still pending (as if its request had been cancelled).
    started[1]?.resolve("second");
    expect(await second).toBe("second");
    // Once settled, the value is shared.
    expect(await cache.getOrLoad("k", load, 1)).toBe("second");
    expect(started).toHaveLength(2);

    // The first to settle is kept: a later settlement does not replace it.
    started[0]?.resolve("first");
    expect(await first).toBe("first");
    expect(cache.get("k", 2)).toBe("second");
  });

  it("keeps nothing while a load is pending, so a failed or abandoned load leaves no trace", async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 5_000, maxEntries: 10 });
    const { load, started } = manualLoad<string>();
    const abandoned = cache.getOrLoad("k", load, 0);
    expect(cache.size).toBe(0);
    started[0]?.reject(new Error("request cancelled"));
    await expect(abandoned).rejects.toThrow("request cancelled");
    expect(cache.size).toBe(0);
  });
});

describe("ttlCachePerOwner", () => {
  it("gives each owner its own cache and the same cache on every call", () => {
    const cacheOf = ttlCachePerOwner<object, string, number>({ ttlMs: 1_000, maxEntries: 10 });
    const a = {};
    const b = {};
    cacheOf(a).set("k", 1, 0);
    expect(cacheOf(a).get("k", 1)).toBe(1);
    expect(cacheOf(b).get("k", 1)).toBeUndefined();
    expect(cacheOf(a)).toBe(cacheOf(a));
  });
});
