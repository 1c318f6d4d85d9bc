/** D1 reads of the instrument catalog: the counts the info route shows and what the ingestion cycle computes. */
import { and, count, eq, getTableColumns, inArray, isNotNull } from "drizzle-orm";
import { type Db, openDb, pickColumns } from "../platform/db/db.ts";
import { contracts, instruments } from "../platform/db/schema.ts";

export type Instrument = typeof instruments.$inferSelect;
export type Contract = typeof contracts.$inferSelect;

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

const CYCLE_CONTRACT_FIELDS = [
  "venue",
  "marketId",
  "role",
  "strikeLow",
  "outcomeLabel",
  "outcomeValue",
] as const;

/** A venue contract behind an instrument, as the cycle reads its quote. */
export type CycleContract = Pick<Contract, (typeof CYCLE_CONTRACT_FIELDS)[number]>;

const CYCLE_INSTRUMENT_FIELDS = [
  "symbol",
  "slug",
  "kind",
  "name",
  "visibility",
  "unit",
  "decimals",
  "calculationClass",
  "venueWeights",
  "domainMin",
  "domainMax",
  "feedLaunchedAt",
  "methodologyVersion",
] as const;

/**
 * An instrument with its venue contracts, as the cycle computes it. Only `public` instruments reach the
 * stream; research instruments are computed but never streamed. The feed's tick series starts at
 * `feedLaunchedAt`: no tick is ever written before it.
 */
export type CycleInstrument = Pick<Instrument, (typeof CYCLE_INSTRUMENT_FIELDS)[number]> & {
  contracts: CycleContract[];
};

/** Every instrument with its venue contracts, as the ingestion cycle computes them. */
export async function loadCycleCatalog(d1: D1Database): Promise<CycleInstrument[]> {
  const db = openDb(d1);
  const [instrumentRows, contractRows] = await db.batch([
    db
      .select(pickColumns(getTableColumns(instruments), CYCLE_INSTRUMENT_FIELDS))
      .from(instruments)
      .orderBy(instruments.symbol),
    db
      .select({
        instrumentSymbol: contracts.instrumentSymbol,
        ...pickColumns(getTableColumns(contracts), CYCLE_CONTRACT_FIELDS),
      })
      .from(contracts)
      .where(isNotNull(contracts.instrumentSymbol))
      .orderBy(contracts.id),
  ]);
  const bySymbol = new Map<string, CycleContract[]>();
  for (const { instrumentSymbol, ...contract } of contractRows) {
    if (instrumentSymbol === null) continue;
    const list = bySymbol.get(instrumentSymbol) ?? [];
    list.push(contract);
    bySymbol.set(instrumentSymbol, list);
  }
  return instrumentRows.map((row) => ({ ...row, contracts: bySymbol.get(row.symbol) ?? [] }));
}

/** A venue market some contract (instrument or theme) refers to. */
export type VenueMarket = Pick<Contract, "venue" | "marketId">;

/**
 * Every venue market of the contracts, so a cycle fetches exactly these. The venue references (JSON)
 * are not read: the adapters ask by market id, and decoding thousands of them each minute was waste.
 */
export async function loadVenueMarkets(d1: D1Database): Promise<VenueMarket[]> {
  return openDb(d1)
    .selectDistinct({ venue: contracts.venue, marketId: contracts.marketId })
    .from(contracts)
    .orderBy(contracts.venue, contracts.marketId);
}

/**
 * The catalog instruments each named market of a venue stands behind (by market id; a market the catalog
 * does not hold is absent). At most 90 ids a query, under D1's bound parameters.
 */
export async function instrumentsOfMarkets(
  d1: D1Database,
  venue: string,
  marketIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const ids = [...new Set(marketIds)];
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await openDb(d1)
      .selectDistinct({ marketId: contracts.marketId, symbol: contracts.instrumentSymbol })
      .from(contracts)
      .where(
        and(
          eq(contracts.venue, venue as Contract["venue"]),
          inArray(contracts.marketId, ids.slice(i, i + 90)),
          isNotNull(contracts.instrumentSymbol),
        ),
      );
    for (const row of rows) {
      if (row.symbol === null) continue;
      const list = out.get(row.marketId) ?? [];
      if (!list.includes(row.symbol)) list.push(row.symbol);
      out.set(row.marketId, list);
    }
  }
  return out;
}
