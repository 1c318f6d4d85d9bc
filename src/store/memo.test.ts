import { describe, expect, it } from "vitest";
import { Memo } from "./memo.ts";

describe("Memo", () => {
  it("serves a hit within the TTL and reloads after it", async () => {
    const memo = new Memo<number>(5_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.get("k", load, 0)).toBe(1);
    expect(await memo.get("k", load, 4_999)).toBe(1);
    expect(await memo.get("k", load, 5_000)).toBe(2);
  });

  it("never keeps a miss or a failure", async () => {
    const memo = new Memo<number>(5_000);
    expect(await memo.get("k", async () => null, 0)).toBeNull();
    expect(await memo.get("k", async () => 7, 1)).toBe(7);
    await expect(memo.get("e", async () => Promise.reject(new Error("down")), 0)).rejects.toThrow("down");
    await Promise.resolve();
    expect(await memo.get("e", async () => 3, 1)).toBe(3);
  });

  it("shares one load between concurrent callers", async () => {
    const memo = new Memo<number>(5_000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([memo.get("k", load, 0), memo.get("k", load, 0)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });
});
