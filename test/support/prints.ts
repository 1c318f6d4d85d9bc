/**
 * An `official_prints` row for tests that store official prints without collecting them: a final
 * (not preliminary) print without a vintage, its numeric value derived from the exact one.
 */
import type { officialPrints } from "../../src/platform/db/schema.ts";

export function printRow(
  seriesId: string,
  period: string,
  revision: number,
  value: string,
  releasedAt: string,
  releasedAfter: string | null,
): typeof officialPrints.$inferInsert {
  return {
    seriesId,
    period,
    revision,
    value,
    valueNum: Number(value),
    preliminary: false,
    releasedAt,
    releasedAfter,
    vintage: null,
  };
}
