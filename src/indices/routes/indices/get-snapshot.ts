import { rfc3339Of } from "../../../domain/clock.ts";
import { VALUE_MAX_AGE_MINUTES } from "../../../domain/freshness.ts";
import { TtlCache } from "../../../platform/cache/ttl-cache.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { memoizedJsonRead, type Representation } from "../../../platform/http/respond.ts";
import type { InstrumentRow, TickRow } from "../../store/indices.ts";
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

/**
 * Serialised snapshot bodies and their ETags, keyed by every input the body is built from (the index's
 * wire fields, the tick, the next round), so a cached body is always the one a fresh build would give:
 * the TTL only bounds how long an unused body is kept.
 */
const SNAPSHOT_BODIES = new TtlCache<string, Representation>({ ttlMs: 60_000, maxEntries: 500 });

export function registerGetSnapshot(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const now = Date.now();
    const tick = await freshLatestTick(c.env.DB, row, "index-unavailable", now);
    const nextRound = nextRoundAt(now);
    const key = [
      row.symbol,
      row.slug,
      row.unit,
      row.display,
      tick.minute,
      tick.valueDecimal,
      tick.value,
      tick.sourceObservedAt,
      tick.computedAt,
      tick.provenance,
      nextRound,
    ].join("\n");
    return memoizedJsonRead(
      c,
      SNAPSHOT_BODIES,
      key,
      async () => snapshotBody(row, tick, nextRound),
      "current",
    );
  });
}

function snapshotBody(row: InstrumentRow, tick: TickRow, nextRound: string) {
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
      next_round_effective_at: nextRound,
    },
  };
  return envelope(data, indexLinks(row.slug, indexPath(row.slug, "/snapshots/latest")));
}
