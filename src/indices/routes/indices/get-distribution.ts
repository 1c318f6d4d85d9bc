import { rfc3339Of } from "../../../domain/clock.ts";
import type { Distribution } from "../../../domain/methodology/index.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { latestTickWithDistributionNow } from "../../store/indices.ts";
import { currentTick } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { DistributionSchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

/** A stored distribution's served members: its minute and clocks, then the distribution as computed. */
export function distributionMembers(stored: {
  minute: string;
  observedAt: string;
  computedAt: string;
  body: unknown;
}) {
  const d = stored.body as Distribution;
  return {
    minute: stored.minute,
    observed_at: rfc3339Of(stored.observedAt),
    computed_at: stored.computedAt,
    basis: d.basis,
    relationship_to_index: d.relationship_to_index,
    expectation: d.expectation,
    normalization: { ...d.normalization },
    modal_rule: d.modal_rule,
    support_rule: d.support_rule ? { ...d.support_rule } : null,
    venues: d.venues,
    outcomes: d.outcomes,
  };
}

const route = indexRoute({
  path: "/distributions/latest",
  operationId: "getIndexDistribution",
  summary: "Latest probability distribution",
  description:
    "The probability distribution behind the latest value: the one computed in the same cycle as the latest snapshot (`minute`, `observed_at` and `computed_at` equal the snapshot's), whatever the venues' clocks did. Its observation basis, normalization state (with what was repaired, pooled, clamped or excluded), relationship to the displayed index (e.g. the index is the expectation); outcomes with label, numerical support, normalized probability, percentage and modal flag. When the latest value is no longer current (the snapshot answers 503 too), or its cycle stored no distribution: 503 index-unavailable, never another cycle's distribution.",
  schema: indexEnvelope(DistributionSchema, "IndexDistributionResponse"),
  example: EXAMPLES.distribution,
});

export function registerGetDistribution(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const nowMs = Date.now();
    const latest = await readIndex("distribution", () =>
      latestTickWithDistributionNow(c.env.DB, row.symbol, nowMs),
    );
    const tick = currentTick(latest?.tick ?? null, row, "index-unavailable", nowMs);
    const stored = latest?.distribution;
    if (!stored) {
      throw new ProblemError("index-unavailable", {
        detail: `The cycle of ${row.symbol}'s latest value (${tick.minute}) stored no distribution; another cycle's is never served in its place.`,
      });
    }
    const data = { type: "index_distribution" as const, ...identity(row), ...distributionMembers(stored) };
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, indexPath(row.slug, "/distributions/latest"))),
      "current",
    );
  });
}
