import { STATISTICS_LOOKBACK_DAYS, trailingStatistics } from "../../../domain/statistics.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { readDailyCloses } from "./daily-close-reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { indexEnvelope, StatisticsSchema } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/statistics/latest",
  operationId: "getIndexStatistics",
  summary: "Trailing statistics",
  description:
    "Derived from the New York daily reference closes (see daily-closes). Volatility is gated: published only with at least 30 daily prints, else null with `reason: insufficient_daily_prints`; daily = sample standard deviation (n−1) of the 29 day-over-day changes in index units over the latest 30 prints, annualized = daily × √365 (markets trade every calendar day). The 12-month level range is the min and max daily close over the last 365 New York days with their dates (ties: earliest).",
  schema: indexEnvelope(StatisticsSchema, "IndexStatisticsResponse"),
  example: EXAMPLES.statistics,
});

export function registerGetStatistics(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const closes = await readDailyCloses(c, row.symbol, Date.now(), STATISTICS_LOOKBACK_DAYS);
    const asOf = closes[0]?.date ?? "";
    const prints = closes.map((r) => ({ date: r.date, value: r.value })).reverse();
    const stats = trailingStatistics(prints, asOf);
    const data = {
      type: "index_statistics" as const,
      ...identity(row),
      unit: row.unit,
      as_of_date: stats.as_of_date,
      volatility: { ...stats.volatility },
      level_range: { ...stats.level_range },
    };
    return jsonRead(
      c,
      envelope(data, indexLinks(row.slug, indexPath(row.slug, "/statistics/latest"))),
      "current",
    );
  });
}
