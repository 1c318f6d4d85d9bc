import { env } from "cloudflare:test";
import { rfc3339 } from "../../src/domain/clock.ts";
import { distributionWrites } from "../../src/indices/store/ingest.ts";
import { tickWrites } from "../../src/indices/store/ticks.ts";
import { openDb, runBatch } from "../../src/platform/db/db.ts";

export interface TestTick {
  minuteMs: number;
  valueDecimal: string;
  /** Defaults to the minute itself. */
  sourceObservedAt?: string;
  /** Defaults to the minute itself. */
  computedAt?: string;
  /** A distribution body stored with the tick, in the same batch, as a cycle stores one. */
  distribution?: Record<string, unknown>;
}

/**
 * Writes ticks of `symbol` through the store's own write path (each tick and its rollups, never
 * rewriting a stored minute), with any distribution in the same batch, for reads that need values at
 * chosen minutes.
 */
export async function writeTicks(symbol: string, ticks: TestTick[]): Promise<void> {
  const db = openDb(env.DB);
  const distributions = ticks.flatMap((tick) =>
    tick.distribution
      ? [
          {
            symbol,
            minute: rfc3339(tick.minuteMs),
            observedAt: tick.sourceObservedAt ?? rfc3339(tick.minuteMs),
            computedAt: tick.computedAt ?? rfc3339(tick.minuteMs),
            body: tick.distribution,
          },
        ]
      : [],
  );
  await runBatch(db, [
    ...tickWrites(
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
    ...distributionWrites(db, distributions),
  ]);
}
