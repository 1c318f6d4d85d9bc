import { minuteFloor } from "../../../domain/clock.ts";
import { isCurrentValue, VALUE_MAX_AGE_MINUTES } from "../../../domain/freshness.ts";
import type { Distribution } from "../../../domain/methodology/index.ts";
import { envelope } from "../../../http/envelope.ts";
import { ProblemError } from "../../../http/problem.ts";
import { jsonRead } from "../../../http/respond.ts";
import { latestDistribution } from "../../../store/indices.ts";
import type { App } from "../../types.ts";
import { DistributionSchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/distributions/latest",
  operationId: "getIndexDistribution",
  summary: "Latest probability distribution",
  description:
    "The probability distribution behind the latest value: its observation basis, normalization state (with what was repaired, pooled, clamped or excluded), relationship to the displayed index (e.g. the index is the expectation) and `observed_at`; outcomes with label, numerical support, normalized probability, percentage and modal flag. Older than the snapshot age limit, or absent: 503 index-unavailable.",
  schema: indexEnvelope(DistributionSchema, "IndexDistributionResponse"),
});

export function registerGetDistribution(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const stored = await readIndex("distribution", () => latestDistribution(c.env.DB, row.symbol));
    if (!stored || !isCurrentValue(minuteFloor(Date.parse(stored.computedAt)), Date.now())) {
      throw new ProblemError("index-unavailable", {
        detail: `No distribution of ${row.symbol} from the last ${VALUE_MAX_AGE_MINUTES} minutes; a stale one is never served.`,
      });
    }
    const d = stored.body as Distribution;
    const data = {
      type: "index_distribution" as const,
      ...identity(row),
      observed_at: stored.observedAt,
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
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, indexPath(row.slug, "/distributions/latest"))),
      "current",
    );
  });
}
