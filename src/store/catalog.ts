import { and, count, eq } from "drizzle-orm";
import type { Db } from "./db.ts";
import { instruments } from "./schema.ts";

export interface CatalogCounts {
  indices: number;
  benchmarks: number;
}

/** How many public indices and benchmarks the deployment serves (one grouped query). */
export async function publicCatalogCounts(db: Db): Promise<CatalogCounts> {
  const rows = await db
    .select({ kind: instruments.kind, n: count() })
    .from(instruments)
    .where(and(eq(instruments.visibility, "public")))
    .groupBy(instruments.kind);
  const byKind = new Map(rows.map((r) => [r.kind, r.n]));
  return { indices: byKind.get("index") ?? 0, benchmarks: byKind.get("benchmark") ?? 0 };
}
