import { ACCESS_RULES, accessLimits } from "../../access/discovery.ts";
import { PLANES } from "../../access/planes.ts";
import { newsEnabled } from "../../catalog/news-config.ts";
import { type CatalogCounts, publicCatalogCounts } from "../../catalog/store.ts";
import { DAILY_CLOSE_POLICY } from "../../domain/daily-closes.ts";
import { VALUE_MAX_AGE_MINUTES } from "../../domain/freshness.ts";
import { HISTORY_POLICY } from "../../domain/history.ts";
import { NEWS_CADENCE_MINUTES, NEWS_MINUTE_OFFSET, NEWS_TIME_BUDGET_MS } from "../../domain/news/cadence.ts";
import { NEWS_AUTHORSHIP, NEWS_KINDS, NEWS_LICENCES, SUMMARY_MAX_CHARS } from "../../domain/news/item.ts";
import { NEWS_AVAILABILITY, NEWS_DEFAULTS, NEWS_LIMIT_MAX } from "../../domain/news/query.ts";
import { ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { maxAgeSeconds } from "../../platform/http/cache-control.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { API_VERSION, SCHEMA_VERSION } from "../../platform/http/versioning.ts";
import { REQUEST_LIMITS } from "../../platform/middleware/request-guard/index.ts";
import { streamDiscovery } from "../../stream/routes/discovery.ts";
import EXAMPLES from "./examples.json" with { type: "json" };
import { factorReads } from "./factor-reads.ts";
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

/**
 * The public catalog's counts, read from D1 at most once per 15 s per isolate and database binding: the
 * discovery document is served with a 300 s max-age, and counting the catalog was most of its cost.
 */
const catalogCounts = ttlCachePerOwner<D1Database, "public", CatalogCounts>({ ttlMs: 15_000, maxEntries: 1 });

export function registerGetInfo(app: App) {
  for (const [path, operationId] of [
    ["/api/v1", "getApiRoot"],
    ["/api/v1/info", "getApiInfo"],
  ] as const) {
    app.openapi(infoRoute(path, operationId), async (c) => {
      const counts = await failClosed(
        () => catalogCounts(c.env.DB).getOrLoad("public", () => publicCatalogCounts(openDb(c.env.DB))),
        { what: "catalog" },
      );
      const data = {
        type: "api_info" as const,
        service: "pix" as const,
        name: "Public Index Data API",
        api_version: API_VERSION,
        schema_version: SCHEMA_VERSION,
        release_stage: "pre_ga" as const,
        environment: c.env.ENVIRONMENT,
        planes: PLANES.map((p) => ({ ...p, paths: [...p.paths] })),
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
        index_reads: {
          history: { ...HISTORY_POLICY },
          snapshot_max_age_minutes: VALUE_MAX_AGE_MINUTES,
          daily_closes: { ...DAILY_CLOSE_POLICY },
          news: {
            path: "/api/v1/indices/{id}/news",
            enabled: newsEnabled(c.env),
            description:
              "Metadata items about each index and its contracts (agency releases, central-bank statements, securities filings, venue context and events, publisher headlines), never settlement-relevant. Each index lists its configured feeds with their latest outcome in data.sources; data.policy states the defaults and what a request applied.",
            kinds: [...NEWS_KINDS],
            licences: [...NEWS_LICENCES],
            authorships: [...NEWS_AUTHORSHIP],
            availability: [...NEWS_AVAILABILITY],
            defaults: { ...NEWS_DEFAULTS },
            limit: { min: 1, max: NEWS_LIMIT_MAX, default: NEWS_DEFAULTS.limit },
            summary_max_chars: SUMMARY_MAX_CHARS,
            ingestion: {
              cadence_minutes: NEWS_CADENCE_MINUTES,
              minute_offset: NEWS_MINUTE_OFFSET,
              time_budget_seconds: NEWS_TIME_BUDGET_MS / 1000,
            },
            cache_max_age_seconds: maxAgeSeconds("news"),
            settlement_relevant: false as const,
          },
        },
        catalog: { public_indices: counts.indices, benchmarks: counts.benchmarks },
        stream: streamDiscovery(c.env),
        factor_reads: factorReads(c.env),
      };
      const self = new URL(c.req.url).pathname;
      return jsonRead(
        c,
        envelope(data, { self, docs: "/docs", openapi: "/api/v1/openapi.json" }),
        "reference",
      );
    });
  }
}
