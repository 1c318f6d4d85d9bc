import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { readRoute } from "../../../platform/http/read-route.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { listPublicInstruments } from "../../store/indices.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { CatalogQuery, CatalogSchema, indexEnvelope } from "./schema.ts";
import { INDICES_TAG, identity, indexPath, readIndex } from "./shared.ts";

const route = readRoute({
  tag: INDICES_TAG,
  path: "/api/v1/indices",
  operationId: "listIndices",
  summary: "Catalog of public indices",
  description:
    "Compact catalog: identity, name, unit and calculation class of every public index, with its link. `q` searches it: the indices whose symbol, slug or name contain every word of `q`.",
  query: CatalogQuery,
  schema: indexEnvelope(CatalogSchema, "IndexCatalogResponse"),
  example: EXAMPLES.catalog,
  problems: ["index-unavailable"],
});

/** Whether every word of a search is in the symbol, slug or name, ignoring case. */
function matchesSearch(
  row: { symbol: string; slug: string; name: string },
  words: readonly string[],
): boolean {
  const text = `${row.symbol} ${row.slug} ${row.name}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export function registerListIndices(app: App) {
  app.openapi(route, async (c) => {
    const { q } = c.req.valid("query");
    const words = q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
    const rows = await readIndex("index catalog", () => listPublicInstruments(c.env.DB, "index"));
    const indices = rows
      .filter((row) => matchesSearch(row, words))
      .map((row) => ({
        ...identity(row),
        name: row.name,
        unit: row.unit,
        calculation_class: row.calculationClass,
        links: { self: indexPath(row.slug) },
      }));
    return jsonRead(
      c,
      envelope(
        { type: "index_catalog" as const, count: indices.length, indices },
        { self: q === undefined ? "/api/v1/indices" : `/api/v1/indices?${new URLSearchParams({ q })}` },
      ),
      "current",
    );
  });
}
