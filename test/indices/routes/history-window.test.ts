import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import type { HistoryMeta, HistorySchema } from "../../../src/indices/routes/indices/schema.ts";
import { get, getJson, type MetaOf, readProblem, type V1 } from "../../support/fetch.ts";
import { writeTicks } from "../../support/ticks.ts";

type History = V1<typeof HistorySchema, MetaOf<typeof HistoryMeta>>;

// Ten minute ticks 10:00 … 10:09 valued 1 … 10: a 5m bucket of the first five is open 1, high 5,
// low 1, close 5; of the next five open 6, high 10, low 6, close 10.
const START = Date.parse("2026-06-01T10:00:00Z");
const TICKS = Array.from({ length: 10 }, (_, i) => ({
  minuteMs: START + i * 60_000,
  valueDecimal: `${i + 1}`,
}));

beforeAll(async () => {
  await seedCatalog(env.DB);
  await writeTicks("PIXCPI", TICKS);
  await writeTicks("BMGOLD", TICKS);
});

const FAMILIES = [
  ["/api/v1/indices/PIXCPI/history", "/api/v1/indices/us-cpi-yoy-next/history"],
  ["/api/v1/benchmarks/BMGOLD/history", "/api/v1/benchmarks/gold-settle-dec/history"],
] as const;

describe("history with an explicit from/to window", () => {
  for (const [path, slugPath] of FAMILIES) {
    it(`${path}: serves the buckets of [from, to) with data.range custom`, async () => {
      const query = "from=2026-06-01T10:00:00Z&to=2026-06-01T10:10:00Z&resolution=5m";
      const { res, body } = await getJson<History>(`${path}?${query}`);
      expect(res.status).toBe(200);
      expect(body.data.range).toBe("custom");
      expect(body.data.resolution).toBe("5m");
      expect(
        body.data.buckets.map(({ start_at, open, high, low, close, tick_count }) => ({
          start_at,
          open,
          high,
          low,
          close,
          tick_count,
        })),
      ).toEqual([
        { start_at: "2026-06-01T10:00:00Z", open: 1, high: 5, low: 1, close: 5, tick_count: 5 },
        { start_at: "2026-06-01T10:05:00Z", open: 6, high: 10, low: 6, close: 10, tick_count: 5 },
      ]);
      expect(body.meta.coverage.requested_from).toBe("2026-06-01T10:00:00Z");
      expect(body.meta.coverage.requested_to).toBe("2026-06-01T10:10:00Z");
      const self = body.links.self ?? "";
      expect(self).toContain("from=2026-06-01T10%3A00%3A00Z&to=2026-06-01T10%3A10%3A00Z&resolution=5m");
      if (slugPath) expect(self.startsWith(slugPath)).toBe(true);
      // The self link answers the same window.
      const again = await getJson<History>(self);
      expect(again.body.data.buckets).toEqual(body.data.buckets);
    });

    it(`${path}: takes from down and to up to their minutes, and to defaults to now`, async () => {
      const { body } = await getJson<History>(
        `${path}?from=2026-06-01T10:04:30Z&to=2026-06-01T10:05:10%2B00:00&resolution=1m`,
      );
      expect(body.data.buckets.map((b) => b.close)).toEqual([5, 6]);
      const open = await getJson<History>(`${path}?from=2026-06-01T10:00:00Z&resolution=1d`);
      expect(open.res.status).toBe(200);
      expect(Date.parse(open.body.meta.coverage.requested_to)).toBeGreaterThan(Date.now() - 60_000);
      expect(open.body.data.buckets[0]?.open).toBe(1);
    });

    const refused: [query: string, name: string, reason: string | RegExp][] = [
      [
        "from=yesterday",
        "from",
        "must be an RFC 3339 date-time with a UTC offset, such as 2026-11-01T00:00:00Z",
      ],
      [
        "from=2026-06-01T10:00:00",
        "from",
        "must be an RFC 3339 date-time with a UTC offset, such as 2026-11-01T00:00:00Z",
      ],
      [
        "from=2026-06-01T10:00:00Z&to=2026-06-01",
        "to",
        "must be an RFC 3339 date-time with a UTC offset, such as 2026-11-01T00:00:00Z",
      ],
      [
        "from=2026-06-01T11:00:00Z&to=2026-06-01T10:00:00Z",
        "from",
        "must be before to (at least one minute apart)",
      ],
      [
        "from=2026-06-01T10:00:00Z&to=2026-06-01T10:00:00Z",
        "from",
        "must be before to (at least one minute apart)",
      ],
      ["to=2026-06-01T10:00:00Z", "to", "needs from (the window's start)"],
      ["range=1w&from=2026-06-01T10:00:00Z", "range", "cannot be combined with from; give range or from/to"],
      [
        "from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z&resolution=5m",
        "from",
        /^spans a window too long for resolution 5m \(43488 buckets, at most 2500; 1m at most one day\): use one of 4h, 1d, 1w$/,
      ],
      [
        "from=2026-06-01T00:00:00Z&to=2026-06-03T00:00:00Z&resolution=1m",
        "from",
        /^spans a window too long for resolution 1m \(2880 buckets/,
      ],
    ];
    for (const [query, name, reason] of refused) {
      it(`${path}: refuses ${query} with 400 invalid-parameter naming ${name}`, async () => {
        const res = await get(`${path}?${query}`);
        expect(res.status).toBe(400);
        const problem = await readProblem(res);
        expect(problem.type).toMatch(/#invalid-parameter$/);
        expect(problem.invalid_params).toHaveLength(1);
        expect(problem.invalid_params?.[0]).toMatchObject({ name, in: "query" });
        expect(problem.invalid_params?.[0]?.reason).toMatch(reason);
        expect(problem.detail).toContain(`Query parameter '${name}'`);
      });
    }
  }

  it("leaves the named ranges and the frozen benchmark series as they were", async () => {
    const index = await getJson<History>("/api/v1/indices/PIXCPI/history?range=1w");
    expect(index.body.data.range).toBe("1w");
    const frozen = await getJson<History>("/api/v1/benchmarks/BMGOLD/history");
    expect(frozen.body.data.range).toBe("frozen_v1");
    expect(frozen.body.links.self).toBe("/api/v1/benchmarks/gold-settle-dec/history");
  });
});
