import { and, count, eq } from "drizzle-orm";
import type { CycleContract, CycleInstrument } from "../ingest/compute.ts";
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

/** Every instrument with its venue contracts, as the ingestion cycle computes them. */
export async function loadCycleCatalog(d1: D1Database): Promise<CycleInstrument[]> {
  const [instrumentRows, contractRows] = await d1.batch([
    d1.prepare(
      `SELECT symbol, slug, kind, name, visibility, unit, decimals, calculation_class, venue_weights, domain_min, domain_max,
              feed_launched_at
       FROM instruments ORDER BY symbol`,
    ),
    d1.prepare(
      `SELECT instrument_symbol, venue, market_id, role, strike_low, outcome_label, outcome_value
       FROM contracts WHERE instrument_symbol IS NOT NULL ORDER BY id`,
    ),
  ]);
  const contracts = new Map<string, CycleContract[]>();
  for (const r of (contractRows?.results ?? []) as Record<string, string | null>[]) {
    const list = contracts.get(r.instrument_symbol as string) ?? [];
    list.push({
      venue: r.venue as string,
      marketId: r.market_id as string,
      role: r.role as string,
      strike: r.strike_low ?? null,
      outcomeLabel: r.outcome_label ?? null,
      outcomeValue: r.outcome_value ?? null,
    });
    contracts.set(r.instrument_symbol as string, list);
  }
  return ((instrumentRows?.results ?? []) as Record<string, string | number | null>[]).map((r) => ({
    symbol: r.symbol as string,
    slug: r.slug as string,
    kind: r.kind as "index" | "benchmark",
    name: r.name as string,
    visibility: r.visibility as "public" | "research",
    unit: r.unit as string,
    decimals: Number(r.decimals),
    calculationClass: r.calculation_class as string,
    venueWeights: JSON.parse(r.venue_weights as string) as Record<string, number>,
    domainMin: (r.domain_min as string | null) ?? null,
    domainMax: (r.domain_max as string | null) ?? null,
    feedLaunchedAt: r.feed_launched_at as string,
    contracts: contracts.get(r.symbol as string) ?? [],
  }));
}

/** Venue references of every contract (instrument and theme), so a cycle fetches exactly these. */
export async function loadVenueRefs(
  d1: D1Database,
): Promise<{ venue: string; marketId: string; venueRef: Record<string, string | undefined> }[]> {
  const { results } = await d1
    .prepare(`SELECT DISTINCT venue, market_id, venue_ref FROM contracts ORDER BY venue, market_id`)
    .all<{ venue: string; market_id: string; venue_ref: string | null }>();
  return results.map((r) => ({
    venue: r.venue,
    marketId: r.market_id,
    venueRef: r.venue_ref ? (JSON.parse(r.venue_ref) as Record<string, string | undefined>) : {},
  }));
}
