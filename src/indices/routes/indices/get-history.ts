import { DEFAULT_HISTORY_RESOLUTION, DEFAULT_INDEX_HISTORY_RANGE } from "../../../domain/history.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { explicitWindow, historyWindowSearch } from "../../../platform/http/schemas.ts";
import { historyRead } from "../instruments/reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { HistoryMeta, HistoryQuery, HistorySchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/history",
  operationId: "getIndexHistory",
  summary: "OHLC history",
  description:
    "OHLC buckets over the requested window from the stored minute ticks (an immutable series from the feed's launch, never backfilled). official false, settlement_grade false. meta.availability says whether pix holds values over the whole window (available), part of it (partial) or none (empty); meta.coverage says which slice. The window is `range` ending now, or the explicit [from, to) of `from`/`to` (RFC 3339; additive in v1) for charting clients.",
  query: HistoryQuery,
  schema: indexEnvelope(HistorySchema, "IndexHistoryResponse", HistoryMeta),
  example: EXAMPLES.history,
  problems: ["unsupported-history-resolution"],
});

export function registerGetHistory(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const query = c.req.valid("query");
    const range = query.range ?? DEFAULT_INDEX_HISTORY_RANGE;
    const requested = query.resolution ?? DEFAULT_HISTORY_RESOLUTION;
    const nowMs = Date.now();
    const window = query.from === undefined ? undefined : explicitWindow(query.from, query.to, nowMs);
    const windowQuery = historyWindowSearch(query, range);
    const self = `${indexPath(row.slug, "/history")}?${windowQuery}&resolution=${requested}`;
    return historyRead(
      c,
      { row, range, requested, nowMs, unavailable: "index-unavailable", window, key: self },
      (history) => {
        const data = {
          type: "index_history" as const,
          ...identity(row),
          official: false as const,
          settlement_grade: false as const,
          range: window === undefined ? range : "custom",
          resolution: history.resolution,
          resolution_was_auto: history.resolution_was_auto,
          calendar: "utc" as const,
          unit: row.unit,
          buckets: history.buckets,
        };
        return envelope(data, indexLinks(row.slug, self), history.meta);
      },
    );
  });
}
