import type { App } from "../../../platform/http/app-types.ts";
import { envelope } from "../../../platform/http/envelope.ts";
import { readRoute } from "../../../platform/http/read-route.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { listPublicInstruments } from "../../store/indices.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { CatalogSchema, indexEnvelope } from "./schema.ts";
import { INDICES_TAG, identity, indexPath, readIndex } from "./shared.ts";

const route = readRoute({
  tag: INDICES_TAG,
  path: "/api/v1/indices",
  operationId: "listIndices",
  summary: "Catalog of public indices",
  description:
    "Compact catalog: identity, name, unit and calculation class of every public index, with its link.",
  schema: indexEnvelope(CatalogSchema, "IndexCatalogResponse"),
  example: EXAMPLES.catalog,
  problems: ["index-unavailable"],
});

export function registerListIndices(app: App) {
  app.openapi(route, async (c) => {
    const rows = await readIndex("index catalog", () => listPublicInstruments(c.env.DB, "index"));
    const indices = rows.map((row) => ({
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
        { self: "/api/v1/indices" },
      ),
      "current",
    );
  });
}
