import { rfc3339Of } from "../../../domain/clock.ts";
import { isCurrentValue } from "../../../domain/freshness.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { keyEntitlements } from "../../../platform/http/entitled.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import { latestTicks, listPublicInstruments } from "../../store/indices.ts";
import { wireValue } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { benchmarkEnvelope, CatalogMeta, CatalogQuery, CatalogSchema } from "./schema.ts";
import { benchmarkPath, benchmarkRoute, identity, type Mount, reference } from "./shared.ts";

export function registerListBenchmarks(app: App, mount: Mount) {
  const route = benchmarkRoute(mount, {
    path: "",
    withId: false,
    operationId: "listBenchmarks",
    summary: "Benchmark catalog with latest values",
    description:
      "Every public benchmark (family, category, unit) with its latest reference value. `meta.families` lists the families this deployment publishes; an unknown family answers an empty collection, not a 404. A latest value older than the snapshot age limit is reported `status: stale` with a null value. A key with an entitlement list sees only its benchmarks.",
    query: CatalogQuery,
    schema: benchmarkEnvelope(CatalogSchema, "BenchmarkCatalogResponse", CatalogMeta),
    example: EXAMPLES.catalog,
  });
  app.openapi(route, async (c) => {
    const { family, category } = c.req.valid("query");
    const [rows, entitled] = await Promise.all([
      failClosed(() => listPublicInstruments(c.env.DB, "benchmark"), { what: "benchmark catalog" }),
      keyEntitlements(c),
    ]);
    const families = [...new Set(rows.map((r) => r.family ?? ""))].filter(Boolean).sort();
    const selected = rows.filter(
      (r) =>
        (!family || r.family === family) &&
        (!category || r.category === category) &&
        (entitled === null || entitled.includes(r.slug)),
    );
    const ticks = await failClosed(
      () =>
        latestTicks(
          c.env.DB,
          selected.map((r) => r.symbol),
        ),
      { what: "latest benchmark values" },
    );
    const now = Date.now();
    const benchmarks = selected.map((row) => {
      const tick = ticks.get(row.symbol);
      const fresh = tick !== undefined && isCurrentValue(Date.parse(tick.minute), now);
      return {
        ...identity(row),
        name: row.name,
        family: row.family ?? "",
        category: row.category ?? "",
        unit: row.unit,
        ...reference(),
        latest: {
          status: (tick === undefined ? "none" : fresh ? "fresh" : "stale") as "fresh" | "stale" | "none",
          value: tick && fresh ? wireValue(row, tick.valueDecimal, tick.value) : null,
          source_observed_at: tick && fresh ? rfc3339Of(tick.sourceObservedAt) : null,
          computed_at: tick && fresh ? tick.computedAt : null,
        },
        links: { self: benchmarkPath(row.slug) },
      };
    });
    const query = new URLSearchParams();
    if (family) query.set("family", family);
    if (category) query.set("category", category);
    const self = `/api/v1/benchmarks${query.size > 0 ? `?${query}` : ""}`;
    return jsonRead(
      c,
      envelope(
        { type: "benchmark_catalog" as const, count: benchmarks.length, benchmarks },
        { self },
        { families },
      ),
      "current",
    );
  });
}
