import { ACCESS_RULES, accessLimits } from "../../access/discovery.ts";
import { PLANES } from "../../access/planes.ts";
import { OBJECTIVES } from "../../domain/status/objectives.ts";
import { factorReads } from "../../factors/routes/discovery.ts";
import { catalogDiscovery, indexReadsDiscovery } from "../../indices/routes/discovery.ts";
import { lakeInfo } from "../../lake/routes/discovery.ts";
import { newsDiscovery } from "../../news/routes/discovery.ts";
import { dataOrigin } from "../../platform/data-origin.ts";
import type { App } from "../../platform/http/app-types.ts";
import { maxAgeSeconds } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { API_VERSION, SCHEMA_VERSION } from "../../platform/http/versioning.ts";
import { REQUEST_LIMITS } from "../../platform/middleware/request-guard/index.ts";
import { streamDiscovery } from "../../stream/routes/discovery.ts";
import { LLMS_PATH } from "../llms/index.ts";
import { MCP_PATH } from "../mcp/index.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { InfoResponseSchema } from "./schema.ts";

function infoRoute(path: "/api/v1" | "/api/v1/info", operationId: string) {
  return readRoute({
    tag: "Discovery",
    path,
    operationId,
    summary: path === "/api/v1" ? "API root (same document as /api/v1/info)" : "API discovery",
    description:
      "Versioning, planes and their scopes, authentication methods, the meaning of `official` and `settlement_grade`, and the limits pix enforces.",
    schema: InfoResponseSchema,
    example: path === "/api/v1" ? EXAMPLES.root : EXAMPLES.info,
    responseDescription: "Discovery document.",
  });
}

export function registerGetInfo(app: App) {
  for (const [path, operationId] of [
    ["/api/v1", "getApiRoot"],
    ["/api/v1/info", "getApiInfo"],
  ] as const) {
    app.openapi(infoRoute(path, operationId), async (c) => {
      const catalog = await catalogDiscovery(c.env.DB);
      const data = {
        type: "api_info" as const,
        service: "pix" as const,
        name: "Public Index Data API",
        api_version: API_VERSION,
        schema_version: SCHEMA_VERSION,
        release_stage: "pre_ga" as const,
        environment: c.env.ENVIRONMENT,
        data_origin: dataOrigin(c.env),
        planes: PLANES.map((p) => ({ ...p, paths: [...p.paths] })),
        objectives: OBJECTIVES.map(({ id, description, threshold_ms, target }) => ({
          id,
          description,
          threshold_ms,
          target,
          attainment: "/api/v1/status",
        })),
        authentication: {
          anonymous:
            "Anonymous reads are open on every public read plane except the factor route; they carry no commercial service level.",
          methods: [
            {
              type: "api_key_header" as const,
              header: "X-API-Key",
              format: "pix_<32 or more base62 characters>",
            },
            {
              type: "bearer" as const,
              header: "Authorization",
              format: "Bearer pix_<32 or more base62 characters>",
            },
          ],
          key_format:
            "Keys start with pix_ followed by at least 32 random base62 characters. Keys in the query string are refused.",
          strict: "A presented key is enforced strictly and never falls back to anonymous access.",
          ...ACCESS_RULES,
        },
        data_semantics: {
          official:
            "Only the latest committed round (status api_committed) is official: true. Snapshots, history, benchmarks, statistics and news are indicative (official: false).",
          settlement_grade:
            "History and benchmarks carry settlement_grade: false. Settlement-grade history is a separate signed product (oracle rounds) and is never served by the history resources.",
          live_indicative:
            "Live snapshots have scope live_indicative; a snapshot is not a settlement record.",
          committed_round:
            "A round is committed on each five-minute boundary; round_id equals clocks.round_effective_at. pix does not assert freshness or on-chain confirmation (chain_confirmation.status: not_asserted).",
          timestamps: "RFC 3339 with an explicit UTC offset.",
          decimals:
            "Values that matter carry a wire-stable decimal string beside a binary-floating-point number for charts.",
        },
        http: {
          errors:
            "RFC 9457 problems (application/problem+json) with type, title, status, detail, instance and request_id; each type links to /docs/problems#<slug>.",
          request_id:
            "Every response carries X-Request-ID; a well-formed incoming X-Request-ID (1–128 of A–Z a–z 0–9 _ - =) is reused.",
          conditional_requests:
            "Read resources carry a strong ETag; If-None-Match (one tag, a list, weak tags or *) answers 304 with no body; a malformed If-None-Match is ignored (answered as if absent).",
          caching: {
            current_max_age_seconds: maxAgeSeconds("current"),
            reference_max_age_seconds: maxAgeSeconds("reference"),
          },
          unknown_query_parameters:
            "A query parameter a route does not define answers 400 invalid-parameter naming it; so does a repeated one.",
        },
        limits: {
          max_url_length: REQUEST_LIMITS.maxUrlLength,
          max_header_bytes: REQUEST_LIMITS.maxHeaderBytes,
          ...accessLimits(c.env),
        },
        index_reads: { ...indexReadsDiscovery(), news: newsDiscovery(c.env) },
        catalog,
        stream: streamDiscovery(c.env),
        factor_reads: factorReads(c.env),
        lake: await lakeInfo(c.env, Date.now()),
      };
      const self = new URL(c.req.url).pathname;
      return jsonRead(
        c,
        envelope(data, {
          self,
          docs: "/docs",
          openapi: "/api/v1/openapi.json",
          // The same reads as MCP tools, and the route list for language models.
          mcp: MCP_PATH,
          llms: LLMS_PATH,
        }),
        "reference",
      );
    });
  }
}
