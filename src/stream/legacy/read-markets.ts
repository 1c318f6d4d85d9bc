import { latestTicks, listPublicInstruments } from "../../indices/store/indices.ts";
import { type LegacyMarket, legacyMarket } from "./market.ts";

/**
 * Every public index and benchmark with its latest value, as legacy markets (indices first, then
 * benchmarks, each by symbol). Three D1 statements; used by `/api/markets` and to seed a cold stream
 * object's snapshot.
 */
export async function readLegacyMarkets(db: D1Database, nowMs: number): Promise<LegacyMarket[]> {
  const [indices, benchmarks] = await Promise.all([
    listPublicInstruments(db, "index"),
    listPublicInstruments(db, "benchmark"),
  ]);
  const instruments = [...indices, ...benchmarks];
  const ticks = await latestTicks(
    db,
    instruments.map((i) => i.symbol),
  );
  return instruments.map((i) => legacyMarket(i, ticks.get(i.symbol) ?? null, nowMs));
}
