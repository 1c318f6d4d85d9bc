type OpenAPIObjectConfig = Parameters<App["getOpenAPI31Document"]>[0];

import type { App } from "../../platform/http/app-types.ts";
import { guidesMarkdown } from "../docs/guides.ts";

/** OpenAPI 3.1 licence object by SPDX identifier (the generator's type predates `identifier`). */
const LICENSE = { name: "Apache-2.0", identifier: "Apache-2.0" };

/** Top-level members of the generated OpenAPI 3.1 contract. */
export const OPENAPI_CONFIG: OpenAPIObjectConfig = {
  openapi: "3.1.0",
  info: {
    title: "pix — Public Index Data API",
    version: "1.0.0-pre",
    description: [
      "pix turns live prediction-market prices into indices, distributions and rounds. It is a read-only JSON API. Every successful v1 response is an envelope `{data, meta, links}`; `data` carries `type`.",
      "Errors are RFC 9457 problems; each problem `type` is a link to its section of `/docs/problems`.",
      "Every response carries `X-Request-ID` and `X-API-Version`. Read resources carry a strong `ETag` and answer `304` to a matching `If-None-Match`; a malformed `If-None-Match` is ignored (answered as if absent).",
      "A resource that cannot be served safely answers `503` with `Retry-After`, never a stale or fabricated payload.",
      "Query parameters a route does not define, and repeated parameters, answer `400 invalid-parameter`.",
      "**Authentication.** Anonymous reads are open on every public read plane except the factor route, limited per client IP (`429 rate-limit-exceeded`; the limit is in `/api/v1/info` `data.limits`). An API key (`pix_` followed by at least 32 base62 characters) goes in `X-API-Key` or `Authorization: Bearer`; both headers at once must carry the same key, and keys in the query string are refused (`400 credential-in-query`). A presented key never falls back to anonymous access: unknown, revoked or expired → `401 credential-invalid`; missing the plane's scope → `403 credential-scope`; an entitled key outside its list → `403 benchmark-not-entitled`; over its per-minute limit → `429 rate-limited`. The discovery routes accept any valid key without a scope. Every counted response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.",
      "**For AI assistants.** `/llms.txt` lists every operation of this document in one line each, with how to authenticate; `/llms-full.txt` adds each operation's parameters and the user guides' text. `/mcp` is a Model Context Protocol server (Streamable HTTP): the public reads as read-only tools whose answers are these operations' JSON bodies (`data`, `meta`, `links`), under the same keys, scopes and limits (each JSON-RPC message counts as a request; a tool call as its operation's).",
      `**Guides.** Written for people who use, deploy or operate pix (each page's Markdown is at its path plus \`.md\`):\n\n${guidesMarkdown("page")}`,
    ].join("\n\n"),
    license: LICENSE,
  },
  // Public reads are anonymous or keyed; `{}` marks anonymous access as allowed.
  security: [{}, { apiKeyHeader: [] }, { bearerKey: [] }],
  servers: [{ url: "/", description: "This deployment" }],
  tags: [
    { name: "Discovery", description: "Versioning, planes, semantics and limits." },
    {
      name: "Indices",
      description:
        "Public indices: resource, live snapshot, history, committed round, distribution, statistics, daily closes.",
    },
    {
      name: "Benchmarks",
      description:
        "Benchmark reference values (family commodities), with the deprecated /api/v1/commodities alias.",
    },
    {
      name: "Lake",
      description:
        "Read-only projection of the multi-venue quote tape, rows exactly as the lake's normalizer wrote them.",
    },
    {
      name: "Factors",
      description:
        "Research route relating one stock to six prediction-market themes (key with factors:read required; every answer `Cache-Control: no-store`).",
    },
    {
      name: "Status",
      description:
        "The state of each component of pix (cycles, live feeds, collection, lake jobs, news, the equity provider, the stream hand-off) and overall.",
    },
    {
      name: "Equivalence",
      description:
        "Kalshi and Polymarket markets judged as pairs from their rule texts: the relation between their YES propositions, the polarity, a confidence with its basis and every rule difference with evidence from both legs; the look-alikes refused with reason codes; the matcher's measured accuracy.",
    },
    {
      name: "Outcomes",
      description:
        "How markets resolved, their prices at fixed horizons before close, and the venues' calibration (Brier, log loss, reliability, Murphy decomposition).",
    },
    {
      name: "Legacy",
      description:
        "The unversioned legacy surface for existing terminal consumers: the `/api/markets` REST routes and the `/ws` stream, in the legacy shapes (no v1 envelope; REST and the stream carry the same LegacyMarket object). Its shapes are stable: members may be added, never removed or changed. These routes are never redirected to v1 and never reinterpreted. Keys need the `markets:read` scope; there is no per-IP limit. Deprecation, when it comes, will be announced with the `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) response headers; neither is sent now.",
    },
  ],
};

let cached: { app: App; document: unknown } | undefined;

/** API-key schemes, registered once into the document's components. */
export function registerSecuritySchemes(app: App) {
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKeyHeader", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
    description:
      "A pix API key: `pix_` followed by at least 32 base62 characters. Scopes: indices:read, benchmarks:read, lake:read, markets:read, research:read, factors:read, status:read, equivalence:read, outcomes:read (one per plane).",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerKey", {
    type: "http",
    scheme: "bearer",
    description: "The same API key as `Authorization: Bearer pix_…`.",
  });
}

/** The document is a pure function of the registered routes: build it once per isolate. */
export function openApiDocument(app: App): unknown {
  if (cached?.app !== app) cached = { app, document: app.getOpenAPI31Document(OPENAPI_CONFIG) };
  return cached.document;
}
