import { rfc3339Of } from "../../../domain/clock.ts";
import { VALUE_MAX_AGE_MINUTES } from "../../../domain/freshness.ts";
import { envelope } from "../../../http/envelope.ts";
import { jsonRead } from "../../../http/respond.ts";
import type { App } from "../../types.ts";
import { freshLatestTick, wireValue } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { indexEnvelope, SnapshotSchema } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, nextRoundAt, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/snapshots/latest",
  operationId: "getIndexSnapshot",
  summary: "Latest live snapshot",
  description: `The latest live indicative value (scope live_indicative, official false). \`source_observed_at\` is the clock of the venue observation, \`computed_at\` pix's; \`publication\` states that a snapshot is never published or oracle-eligible. When the latest tick's cycle started ${VALUE_MAX_AGE_MINUTES} minutes ago or earlier, or none exists, the answer is 503 index-unavailable rather than a stale value.`,
  schema: indexEnvelope(SnapshotSchema, "IndexSnapshotResponse"),
  example: EXAMPLES.snapshot,
});

export function registerGetSnapshot(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const now = Date.now();
    const tick = await freshLatestTick(c.env.DB, row, "index-unavailable", now);
    const data = {
      type: "index_snapshot" as const,
      ...identity(row),
      scope: "live_indicative" as const,
      official: false as const,
      value: wireValue(row, tick.valueDecimal, tick.value),
      minute: tick.minute,
      source_observed_at: rfc3339Of(tick.sourceObservedAt),
      computed_at: tick.computedAt,
      provenance: tick.provenance as "live" | "synthetic",
      publication: {
        oracle_eligible: false as const,
        status: "indicative_only" as const,
        reason:
          "Live snapshots are indicative and never published; the committed round is the only official value.",
        next_round_effective_at: nextRoundAt(now),
      },
    };
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, indexPath(row.slug, "/snapshots/latest"))),
      "current",
    );
  });
}
