import { DAILY_CLOSE_COUNT } from "../../../domain/daily-closes.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { readDailyCloses } from "./daily-close-reads.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { DailyClosesSchema, indexEnvelope } from "./schema.ts";
import { identity, indexLinks, indexPath, indexRoute, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/daily-closes",
  operationId: "getIndexDailyCloses",
  summary: "Six daily reference closes",
  description:
    "The six most recent New York calendar days (weekends included: prediction markets trade daily), newest first. A day's reference close is the value at 16:00 America/New_York (20:00Z under EDT, 21:00Z under EST; a cut-off counts once it is 5 minutes past). Each row discloses its provenance: `observed_at_cutoff` (the tick of the cut-off minute), `carried_forward` (the last tick before it, at most 24 hours earlier; `source_tick_at` says when) or `unavailable` (no value; nothing is fabricated).",
  schema: indexEnvelope(DailyClosesSchema, "IndexDailyClosesResponse"),
  example: EXAMPLES.daily_closes,
});

export function registerGetDailyCloses(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const closes = await readDailyCloses(c, row.symbol, Date.now(), DAILY_CLOSE_COUNT);
    const data = {
      type: "index_daily_closes" as const,
      ...identity(row),
      unit: row.unit,
      calendar: "America/New_York" as const,
      cutoff_local_time: "16:00" as const,
      closes,
    };
    return jsonRead(c, envelope(data, indexLinks(row.slug, indexPath(row.slug, "/daily-closes"))), "current");
  });
}
