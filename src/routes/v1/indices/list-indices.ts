import { createRoute } from "@hono/zod-openapi";
import { envelope } from "../../../http/envelope.ts";
import {
  COMMON_READ_PROBLEMS,
  NOT_MODIFIED_RESPONSE,
  problemResponses,
  READ_HEADERS,
} from "../../../http/openapi-responses.ts";
import { jsonRead } from "../../../http/respond.ts";
import { listPublicInstruments } from "../../../store/indices.ts";
import type { App } from "../../types.ts";
import { NoQuerySchema } from "../info/schema.ts";
import { CatalogSchema, indexEnvelope } from "./schema.ts";
import { INDICES_TAG, identity, indexPath, readIndex } from "./shared.ts";

const route = createRoute({
  method: "get",
  path: "/api/v1/indices",
  operationId: "listIndices",
  tags: [INDICES_TAG],
  summary: "Catalog of public indices",
  description:
    "Compact catalog: identity, name, unit and calculation class of every public index, with its link.",
  request: { query: NoQuerySchema },
  responses: {
    200: {
      description: "Catalog of public indices",
      headers: READ_HEADERS,
      content: { "application/json": { schema: indexEnvelope(CatalogSchema, "IndexCatalogResponse") } },
    },
    ...NOT_MODIFIED_RESPONSE,
    ...problemResponses(...COMMON_READ_PROBLEMS, "index-unavailable"),
  },
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
