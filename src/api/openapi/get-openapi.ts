import { z } from "@hono/zod-openapi";
import { TtlCache } from "../../platform/cache/ttl-cache.ts";
import type { App } from "../../platform/http/app-types.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { memoizedJsonRead, type Representation } from "../../platform/http/respond.ts";
import { OPENAPI_CONFIG, openApiDocument } from "./document.ts";

const route = readRoute({
  tag: "Discovery",
  path: "/api/v1/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This OpenAPI 3.1 contract",
  description:
    "The public contract of this deployment: every v1 operation and the legacy surface, with parameters, responses, problems and component schemas whose members are all described. Generate a client from it or browse it at /docs. It changes only with a deploy: cached for 300 s, with a strong ETag.",
  schema: z.object({ openapi: z.string() }).passthrough(),
  responseDescription: "The OpenAPI 3.1 document, generated from the route definitions.",
  // The document's own first members (its paths are this document).
  example: { openapi: OPENAPI_CONFIG.openapi, info: OPENAPI_CONFIG.info },
  // A discovery route: any valid key reads it, whatever its scopes.
  commonProblems: [
    "invalid-parameter",
    "credential-in-query",
    "credential-invalid",
    "rate-limited",
    "rate-limit-exceeded",
  ],
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
