import { createRoute, z } from "@hono/zod-openapi";
import { TtlCache } from "../../../cache/ttl-cache.ts";
import { NOT_MODIFIED_RESPONSE, problemResponses, READ_HEADERS } from "../../../http/openapi-responses.ts";
import { memoizedJsonRead, type Representation } from "../../../http/respond.ts";
import type { App } from "../../types.ts";
import { NoQuerySchema } from "../info/schema.ts";
import { openApiDocument } from "./document.ts";

const route = createRoute({
  method: "get",
  path: "/api/v1/openapi.json",
  operationId: "getOpenApiDocument",
  tags: ["Discovery"],
  summary: "This OpenAPI 3.1 contract",
  request: { query: NoQuerySchema },
  responses: {
    200: {
      description: "The OpenAPI 3.1 document, generated from the route definitions.",
      headers: READ_HEADERS,
      content: { "application/json": { schema: z.object({ openapi: z.string() }).passthrough() } },
    },
    ...NOT_MODIFIED_RESPONSE,
    ...problemResponses(
      "invalid-parameter",
      "invalid-header",
      "credential-in-query",
      "credential-invalid",
      "rate-limited",
      "rate-limit-exceeded",
    ),
  },
});

/** The document only changes with a deploy: serialise and hash it once per isolate. */
const DOCUMENT_BODY = new TtlCache<string, Representation>({
  ttlMs: Number.POSITIVE_INFINITY,
  maxEntries: 1,
});

export function registerGetOpenApi(app: App) {
  app.openapi(route, (c) =>
    memoizedJsonRead(
      c,
      DOCUMENT_BODY,
      "openapi",
      async () => openApiDocument(app) as { openapi: string },
      "reference",
    ),
  );
}
