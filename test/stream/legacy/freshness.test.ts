import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor } from "../../../src/domain/clock.ts";
import type { CatalogSchema as BenchmarkCatalogSchema } from "../../../src/indices/routes/benchmarks/schema.ts";
import type {
  LegacyMarketListSchema,
  LegacyMarketResponseSchema,
} from "../../../src/stream/legacy/routes/schema.ts";
import { get, getJson, type V1 } from "../../support/fetch.ts";
import { writeTicks } from "../../support/ticks.ts";

type MarketList = z.output<typeof LegacyMarketListSchema>;
type MarketResponse = z.output<typeof LegacyMarketResponseSchema>;

interface Observed {
  v1Snapshot: number;
  v1Distribution: number | null;
  v1CatalogStatus: string | null;
  legacyMarket: string;
  legacyListed: string | undefined;
}

/** What v1 and the legacy surface say about one market whose latest cycle started `ageMinutes` ago. */
async function observe(
  market: { symbol: string; slug: string; plane: "indices" | "benchmarks" },
  ageMinutes: number,
): Promise<Observed> {
  // Both surfaces are read within one wall-clock minute; a read that straddles a minute is repeated.
  for (let attempt = 0; attempt < 3; attempt++) {
    const minute = minuteFloor(Date.now());
    await writeTicks(market.symbol, [{ minuteMs: minute - ageMinutes * MINUTE_MS, valueDecimal: "1.25" }]);
    const v1 = await get(`/api/v1/${market.plane}/${market.slug}/snapshots/latest`);
    const distribution =
      market.plane === "indices"
        ? (await get(`/api/v1/indices/${market.slug}/distributions/latest`)).status
        : null;
    const catalog =
      market.plane === "benchmarks"
        ? ((await getJson<V1<typeof BenchmarkCatalogSchema>>("/api/v1/benchmarks")).body.data.benchmarks.find(
            (b) => b.symbol === market.symbol,
          )?.latest.status ?? null)
        : null;
    const one = await getJson<MarketResponse>(`/api/markets/${market.slug}`);
    const list = await getJson<MarketList>("/api/markets");
    if (minuteFloor(Date.now()) !== minute) continue;
    return {
      v1Snapshot: v1.status,
      v1Distribution: distribution,
      v1CatalogStatus: catalog,
      legacyMarket: one.body.market.status,
      legacyListed: list.body.markets.find((m) => m.symbol === market.symbol)?.status,
    };
  }
  throw new Error("every attempt straddled a minute");
}

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("the legacy status follows v1's freshness rule at the same instant", () => {
  it("a value 14 minutes into its life is live on both surfaces", async () => {
    expect(await observe({ symbol: "BMGOLD", slug: "gold-settle-dec", plane: "benchmarks" }, 14)).toEqual({
      v1Snapshot: 200,
      v1Distribution: null,
      v1CatalogStatus: "fresh",
      legacyMarket: "live",
      legacyListed: "live",
    });
  });

  it("a benchmark whose cycle started 15 minutes ago (15.0–15.99 min) is refused by v1 and stale on legacy", async () => {
    expect(await observe({ symbol: "BMWTI", slug: "wti-crude-settle-dec", plane: "benchmarks" }, 15)).toEqual(
      {
        v1Snapshot: 503,
        v1Distribution: null,
        v1CatalogStatus: "stale",
        legacyMarket: "stale",
        legacyListed: "stale",
      },
    );
  });

  it("an index whose cycle started 15 minutes ago is refused by v1 (snapshot and distribution) and stale on legacy", async () => {
    expect(await observe({ symbol: "PIXCPI", slug: "us-cpi-yoy-next", plane: "indices" }, 15)).toEqual({
      v1Snapshot: 503,
      v1Distribution: 503,
      v1CatalogStatus: null,
      legacyMarket: "stale",
      legacyListed: "stale",
    });
  });
});
