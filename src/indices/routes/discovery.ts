import { type CatalogCounts, publicCatalogCounts } from "../../catalog/store.ts";
import { DAILY_CLOSE_POLICY } from "../../domain/daily-closes.ts";
import { VALUE_MAX_AGE_MINUTES } from "../../domain/freshness.ts";
import { HISTORY_POLICY } from "../../domain/history.ts";
import { ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import { openDb } from "../../platform/db/db.ts";
import { failClosed } from "../../platform/http/safety.ts";

/** What /api/v1/info says about index reads (its `index_reads` member, news aside: the news plane states that). */
export function indexReadsDiscovery() {
  return {
    history: { ...HISTORY_POLICY },
    snapshot_max_age_minutes: VALUE_MAX_AGE_MINUTES,
    daily_closes: { ...DAILY_CLOSE_POLICY },
  };
}

/**
 * The public catalog's counts, read from D1 at most once per 15 s per isolate and database binding: the
 * discovery document is served with a 300 s max-age, and counting the catalog was most of its cost.
 */
const catalogCounts = ttlCachePerOwner<D1Database, "public", CatalogCounts>({ ttlMs: 15_000, maxEntries: 1 });

/** /api/v1/info's `catalog` member: how many indices and benchmarks are public (a failed read is a 503). */
export async function catalogDiscovery(db: D1Database) {
  const counts = await failClosed(
    () => catalogCounts(db).getOrLoad("public", () => publicCatalogCounts(openDb(db))),
    { what: "catalog" },
  );
  return { public_indices: counts.indices, benchmarks: counts.benchmarks };
}
