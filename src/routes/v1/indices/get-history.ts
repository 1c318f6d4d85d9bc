import {
  aggregateOhlc,
  coverage,
  type HistoryRange,
  type HistoryResolution,
  ohlcWire,
  planHistory,
} from "../../../domain/history.ts";
import { envelope } from "../../../http/envelope.ts";
import { ProblemError } from "../../../http/problem.ts";
import { jsonRead } from "../../../http/respond.ts";
import { storedBuckets } from "../../../store/indices.ts";
import type { App } from "../../types.ts";
import { HistoryMeta, HistoryQuery, HistorySchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/history",
  operationId: "getIndexHistory",
  summary: "OHLC history",
  description:
    "OHLC buckets over the requested window from the stored minute ticks (an immutable series from the feed's launch, never backfilled), read from pre-aggregated rollups. official false, settlement_grade false. meta.availability says whether the store holds the whole window (available), part of it (partial) or none (empty); meta.coverage says which slice.",
  query: HistoryQuery,
  schema: indexEnvelope(HistorySchema, "IndexHistoryResponse", HistoryMeta),
  problems: ["unsupported-history-resolution"],
});

export function registerGetHistory(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const query = c.req.valid("query");
    const range = query.range as HistoryRange;
    const requested = query.resolution as HistoryResolution;
    const feedLaunchedMs = Date.parse(row.feed_launched_at);
    const plan = planHistory(range, requested, Date.now(), feedLaunchedMs);
    if (!plan.ok) {
      throw new ProblemError("unsupported-history-resolution", {
        detail: `range=${range} at resolution=${plan.resolution} would be ${plan.bucket_count} buckets (at most ${plan.max_buckets}); use one of: ${plan.allowed_resolutions.join(", ")}, or auto.`,
        invalidParams: [{ name: "resolution", in: "query", reason: `is too fine for range=${range}` }],
      });
    }
    const stored = await readIndex("history", () =>
      storedBuckets(c.env.DB, row.symbol, plan.source, plan.source_from_ms, plan.source_to_ms),
    );
    const buckets = aggregateOhlc(stored.buckets, plan.resolution).map((b) => ohlcWire(b, plan.resolution));
    const { availability, coverage: held } = coverage(
      plan.window,
      stored.firstMs,
      stored.lastMs,
      feedLaunchedMs,
      plan.resolution,
    );
    const data = {
      type: "index_history" as const,
      ...identity(row),
      official: false as const,
      settlement_grade: false as const,
      range,
      resolution: plan.resolution,
      resolution_was_auto: plan.resolution_was_auto,
      calendar: "utc" as const,
      unit: row.unit,
      buckets,
    };
    const self = `${indexPath(row.slug, "/history")}?range=${range}&resolution=${requested}`;
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, self), { availability, coverage: held }),
      "current",
    );
  });
}
