/**
 * An `equivalence_pairs` row for tests that need a judged pair without judging one: leg a on Kalshi,
 * leg b on Polymarket, `identity` with `same` polarity unless `overrides` say otherwise.
 */
import type { equivalencePairs } from "../../src/platform/db/schema.ts";

export function pairRow(
  pairId: string,
  marketA: string,
  marketB: string,
  overrides: Partial<typeof equivalencePairs.$inferInsert> = {},
): typeof equivalencePairs.$inferInsert {
  const at = overrides.judgedAt ?? "2026-12-05T00:00:00Z";
  return {
    pairId,
    venueA: "kalshi",
    marketA,
    titleA: marketA,
    versionA: 1,
    venueB: "polymarket",
    marketB,
    titleB: marketB,
    versionB: 1,
    relation: "identity",
    polarity: "same",
    confidence: 0.97,
    confidenceBasis: {},
    ruleDiff: [],
    status: "active",
    judgedAt: at,
    firstJudgedAt: at,
    digest: pairId,
    ...overrides,
  };
}
