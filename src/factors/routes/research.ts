import type { Instrument } from "../../catalog/store.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { staticToken } from "../../platform/middleware/static-token/index.ts";

/** An instrument's columns (snake_case as the query reads them) with its latest tick's, null without one. */
type ResearchIndexRow = Pick<Instrument, "symbol" | "slug" | "name" | "thesis" | "unit" | "display"> & {
  methodology_version: string;
  calculation_class: string;
  value_decimal: string | null;
  value: number | null;
  minute: string | null;
  source_observed_at: string | null;
};

/** Indices in research status with their latest tick (one query; the tick lookup uses the primary key). */
async function researchIndices(d1: D1Database): Promise<ResearchIndexRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT i.symbol, i.slug, i.name, i.thesis, i.unit, i.display, i.methodology_version, i.calculation_class,
              t.value_decimal, t.value, t.minute, t.source_observed_at
       FROM instruments i
       LEFT JOIN ticks t ON t.symbol = i.symbol
         AND t.minute = (SELECT MAX(minute) FROM ticks WHERE symbol = i.symbol)
       WHERE i.visibility = 'research' AND i.kind = 'index'
       ORDER BY i.symbol`,
    )
    .all<ResearchIndexRow>();
  return results;
}

/**
 * `GET /api/research/indices` (INTERNAL_TOKEN): the private research preview, indices that are not public
 * yet. Never cached, no CORS, not in the OpenAPI document; values are indicative research output.
 */
export function registerResearchPreview(app: App) {
  app.get("/api/research/indices", staticToken("INTERNAL_TOKEN"), async (c) => {
    const rows = await failClosed(() => researchIndices(c.env.DB), { what: "research catalog" });
    const indices = rows.map((r) => ({
      symbol: r.symbol,
      slug: r.slug,
      name: r.name,
      thesis: r.thesis,
      unit: r.unit,
      methodology_version: r.methodology_version,
      calculation_class: r.calculation_class,
      visibility: "research" as const,
      official: false,
      latest:
        r.value_decimal === null
          ? null
          : {
              minute: r.minute,
              value: {
                decimal: r.value_decimal,
                number: r.value,
                display: r.display.replace("{value}", r.value_decimal),
              },
              source_observed_at: r.source_observed_at,
            },
    }));
    c.header("Cache-Control", CACHE_POLICIES.none);
    return c.json({ data: { type: "research_index_collection", count: indices.length, indices } });
  });
}
