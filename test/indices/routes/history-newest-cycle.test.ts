import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../../src/domain/clock.ts";
import type { HistoryMeta, HistorySchema } from "../../../src/indices/routes/indices/schema.ts";
import type { LegacyHistorySchema } from "../../../src/stream/legacy/routes/schema.ts";
import { getJson, type MetaOf, type V1 } from "../../support/fetch.ts";
import { writeTicks } from "../../support/ticks.ts";

type V1History = V1<typeof HistorySchema, MetaOf<typeof HistoryMeta>>;
type LegacyHistory = z.output<typeof LegacyHistorySchema>;

/** Where a history body ends: the close of its last bucket, and (v1) the end of the held data. */
async function historyEnd(path: string): Promise<{ close: number | undefined; heldTo: string | null }> {
  if (path.startsWith("/api/markets/")) {
    const { res, body } = await getJson<LegacyHistory>(path);
    expect(res.status, path).toBe(200);
    return { close: body.points.at(-1)?.close, heldTo: null };
  }
  const { res, body } = await getJson<V1History>(path);
  expect(res.status, path).toBe(200);
  return { close: body.data.buckets.at(-1)?.close, heldTo: body.meta.coverage.held_to };
}

const NOW = minuteFloor(Date.now());
const minute = (offset: number) => NOW + offset * MINUTE_MS;

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("history bodies never hide a newer cycle", () => {
  for (const [symbol, base, planeHasMeta] of [
    ["PIXCPI", "/api/v1/indices/us-cpi-yoy-next/history", true],
    ["BMGOLD", "/api/v1/benchmarks/gold-settle-dec/history", true],
    ["PIXFED", "/api/markets/PIXFED/history", false],
  ] as const) {
    it(`${base}: every resolution ends at the newest stored minute, before and after a new one lands`, async () => {
      const paths = [`${base}?range=1d&resolution=1m`, `${base}?range=1d&resolution=15m`, `${base}?range=1d`];
      await writeTicks(symbol, [
        { minuteMs: minute(-3), valueDecimal: "3.25" },
        { minuteMs: minute(-2), valueDecimal: "3.50" },
      ]);
      for (const path of paths) {
        expect(await historyEnd(path), path).toEqual({
          close: 3.5,
          heldTo: planeHasMeta ? rfc3339(minute(-1)) : null,
        });
      }
      // The next cycle's tick lands while the bodies above are still memoised.
      await writeTicks(symbol, [{ minuteMs: minute(-1), valueDecimal: "3.75" }]);
      for (const path of [...paths].reverse()) {
        expect(await historyEnd(path), path).toEqual({
          close: 3.75,
          heldTo: planeHasMeta ? rfc3339(minute(0)) : null,
        });
      }
    });
  }
});
