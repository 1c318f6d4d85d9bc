/** `pagedRows`: the day files' row batches read page by page until a short page. */
import { describe, expect, it } from "vitest";
import { pagedRows } from "../../src/lake/parquet.ts";

async function collect<T>(gen: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of gen) out.push(item);
  return out;
}

describe("pagedRows", () => {
  const source = Array.from({ length: 7 }, (_, i) => i);
  const reads: [number, number][] = [];
  const readPage = async (offset: number, limit: number) => {
    reads.push([offset, limit]);
    return source.slice(offset, offset + limit);
  };

  it("reads pages until one comes back short, and yields each page's rows", async () => {
    reads.length = 0;
    const batches = await collect(pagedRows(3, readPage, (page) => page.map((n) => [n])));
    expect(reads).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
    expect(batches).toEqual([[[0], [1], [2]], [[3], [4], [5]], [[6]]]);
  });

  it("reads one more page after a full last one, and yields no empty batch", async () => {
    reads.length = 0;
    const odd = (page: number[]) => page.filter((n) => n % 2 === 1).map((n) => [n]);
    const batches = await collect(pagedRows(7, readPage, odd));
    expect(reads).toEqual([
      [0, 7],
      [7, 7],
    ]);
    expect(batches).toEqual([[[1], [3], [5]]]);
  });
});
