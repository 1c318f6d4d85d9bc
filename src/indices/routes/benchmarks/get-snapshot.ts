import { rfc3339Of } from "../../../domain/clock.ts";
import { VALUE_MAX_AGE_MINUTES } from "../../../domain/freshness.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { freshLatestTick, wireValue } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { benchmarkEnvelope, SnapshotSchema } from "./schema.ts";
import {
  benchmarkLinks,
  benchmarkPath,
  benchmarkRoute,
  identity,
  type Mount,
  reference,
  resolveBenchmark,
} from "./shared.ts";

export function registerGetBenchmarkSnapshot(app: App, mount: Mount) {
  const route = benchmarkRoute(mount, {
    path: "/snapshots/latest",
    operationId: "getBenchmarkSnapshot",
    summary: "Current reference value",
    description: `The current reference scalar (classification reference, official false, settlement_grade false). Computed in a cycle that started ${VALUE_MAX_AGE_MINUTES} minutes ago or earlier, or absent: 503 service-unavailable, never a stale value.`,
    schema: benchmarkEnvelope(SnapshotSchema, "BenchmarkSnapshotResponse"),
    example: EXAMPLES.snapshot,
  });
  app.openapi(route, async (c) => {
    const row = await resolveBenchmark(c, c.req.valid("param").id);
    const tick = await freshLatestTick(c.env.DB, row, "service-unavailable", Date.now());
    const data = {
      type: "benchmark_snapshot" as const,
      ...identity(row),
      ...reference(),
      scope: "live_indicative" as const,
      value: wireValue(row, tick.valueDecimal, tick.value),
      minute: tick.minute,
      source_observed_at: rfc3339Of(tick.sourceObservedAt),
      computed_at: tick.computedAt,
      provenance: tick.provenance as "live" | "synthetic",
    };
    return jsonRead(
      c,
      envelope(data, benchmarkLinks(row.slug, benchmarkPath(row.slug, "/snapshots/latest"))),
      "current",
    );
  });
}
