import { DEFAULT_HISTORY_RESOLUTION } from "../../../domain/history.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import { explicitWindow, historyWindowSearch } from "../../../platform/http/schemas.ts";
import { historyRead } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { FROZEN_V1_SERIES } from "./frozen-series.ts";
import { benchmarkEnvelope, HistoryMeta, HistoryQuery, HistorySchema } from "./schema.ts";
import {
  benchmarkLinks,
  benchmarkPath,
  benchmarkRoute,
  identity,
  type Mount,
  reference,
  resolveBenchmark,
} from "./shared.ts";

export function registerGetBenchmarkHistory(app: App, mount: Mount) {
  const route = benchmarkRoute(mount, {
    path: "/history",
    operationId: "getBenchmarkHistory",
    summary: "Stored tick series as OHLC",
    description: `OHLC buckets from the stored minute ticks (official false, settlement_grade false), with meta.availability and meta.coverage. The window is \`range\` ending now, or the explicit [from, to) of \`from\`/\`to\` (RFC 3339; additive in v1) for charting clients. Without any query parameter: the frozen no-query v1 series — ${FROZEN_V1_SERIES.description}`,
    query: HistoryQuery,
    schema: benchmarkEnvelope(HistorySchema, "BenchmarkHistoryResponse", HistoryMeta),
    example: EXAMPLES.history,
    problems: ["unsupported-history-resolution"],
  });
  app.openapi(route, async (c) => {
    const row = await resolveBenchmark(c, c.req.valid("param").id);
    const query = c.req.valid("query");
    const explicit = query.from !== undefined;
    if (query.range === undefined && !explicit && query.resolution !== undefined) {
      throw new ProblemError("invalid-parameter", {
        detail:
          "Query parameter 'resolution' needs a range or from; without any query the frozen v1 series is served.",
        invalidParams: [{ name: "resolution", in: "query", reason: "needs range or from" }],
      });
    }
    const frozen = query.range === undefined && !explicit;
    const range = query.range ?? "all";
    const requested = frozen ? FROZEN_V1_SERIES.resolution : (query.resolution ?? DEFAULT_HISTORY_RESOLUTION);
    const nowMs = Date.now();
    const window =
      query.from !== undefined
        ? explicitWindow(query.from, query.to, nowMs)
        : frozen
          ? { fromMs: Date.parse(row.feedLaunchedAt), toMs: Date.parse(FROZEN_V1_SERIES.endsAt) }
          : undefined;
    const path = benchmarkPath(row.slug, "/history");
    const windowQuery = historyWindowSearch(query, range);
    const self = frozen ? path : `${path}?${windowQuery}&resolution=${requested}`;
    return historyRead(
      c,
      { row, range, requested, nowMs, unavailable: "service-unavailable", window, key: self },
      (history) => {
        const data = {
          type: "benchmark_history" as const,
          ...identity(row),
          ...reference(),
          series: (frozen ? "frozen_v1" : "range") as "frozen_v1" | "range",
          range: frozen ? "frozen_v1" : explicit ? "custom" : range,
          resolution: history.resolution,
          resolution_was_auto: history.resolution_was_auto,
          calendar: "utc" as const,
          unit: row.unit,
          buckets: history.buckets,
        };
        return envelope(data, benchmarkLinks(row.slug, self), history.meta);
      },
    );
  });
}
