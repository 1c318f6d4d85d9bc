import { env } from "cloudflare:test";
import { rfc3339 } from "../../src/domain/clock.ts";
import { openDb, runBatch } from "../../src/store/db.ts";
import { tickWrites } from "../../src/store/ticks.ts";

export interface TestTick {
  minuteMs: number;
  valueDecimal: string;
  /** Defaults to the minute itself. */
  sourceObservedAt?: string;
  /** Defaults to the minute itself. */
  computedAt?: string;
}

/**
 * Writes ticks of `symbol` through the store's own write path (each tick and its rollups, never
 * rewriting a stored minute), for reads that need values at chosen minutes.
 */
export async function writeTicks(symbol: string, ticks: TestTick[]): Promise<void> {
  const db = openDb(env.DB);
  await runBatch(
    db,
    tickWrites(
      db,
      ticks.map((tick) => ({
        symbol,
        minuteMs: tick.minuteMs,
        valueDecimal: tick.valueDecimal,
        value: Number(tick.valueDecimal),
        sourceObservedAt: tick.sourceObservedAt ?? rfc3339(tick.minuteMs),
        computedAt: tick.computedAt ?? rfc3339(tick.minuteMs),
        provenance: "synthetic",
      })),
    ),
  );
}
