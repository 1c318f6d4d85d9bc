import { env } from "cloudflare:test";
import { rfc3339 } from "../../src/domain/clock.ts";
import { tickStatements } from "../../src/store/ticks.ts";

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
  await env.DB.batch(
    ticks.flatMap((tick) =>
      tickStatements(env.DB, {
        symbol,
        minuteMs: tick.minuteMs,
        valueDecimal: tick.valueDecimal,
        value: Number(tick.valueDecimal),
        sourceObservedAt: tick.sourceObservedAt ?? rfc3339(tick.minuteMs),
        computedAt: tick.computedAt ?? rfc3339(tick.minuteMs),
        provenance: "synthetic",
      }),
    ),
  );
}
