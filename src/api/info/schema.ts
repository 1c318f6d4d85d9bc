import { z } from "@hono/zod-openapi";
import { AccessLimitsSchema, AccessRulesSchema } from "../../access/discovery.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { StreamDiscoverySchema } from "../../stream/routes/discovery.ts";

const PlaneSchema = z.object({
  id: z.string().openapi({ example: "indices" }),
  description: z.string(),
  paths: z.array(z.string()).openapi({ description: "Path prefixes of the plane." }),
  versioned: z.boolean().openapi({ description: "false for the legacy surface (/api/markets, /ws)." }),
  scope: z
    .string()
    .openapi({ description: "Scope a presented API key must carry on this plane.", example: "indices:read" }),
  anonymous: z.boolean().openapi({ description: "Whether the plane can be read with no key." }),
  status: z
    .enum(["available", "planned"])
    .openapi({ description: "`planned`: part of the v1 contract, not yet served by this deployment." }),
});

const AuthMethodSchema = z.object({
  type: z.enum(["api_key_header", "bearer"]),
  header: z.string(),
  format: z.string(),
});

const NewsDiscoverySchema = z
  .object({
    path: z.string(),
    enabled: z.boolean().openapi({ description: "Whether this deployment serves news (`NEWS_ENABLED`)." }),
    description: z.string(),
    kinds: z.array(z.string()),
    licences: z.array(z.string()),
    authorships: z.array(z.string()),
    availability: z.array(z.string()),
    defaults: z
      .record(z.string(), z.unknown())
      .openapi({ description: "The selection of a request with no filters." }),
    limit: z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() }),
    summary_max_chars: z.number().int(),
    ingestion: z.object({
      cadence_minutes: z.number().int(),
      minute_offset: z
        .number()
        .int()
        .openapi({ description: "Feeds are read on the UTC minutes ≡ this (mod the cadence)." }),
      time_budget_seconds: z.number().int(),
    }),
    cache_max_age_seconds: z.number().int(),
    settlement_relevant: z.literal(false),
  })
  .openapi({ description: "The news resource of every index." });

export const InfoSchema = z
  .object({
    type: z.literal("api_info"),
    service: z.literal("pix"),
    name: z.string(),
    api_version: z.literal("v1"),
    schema_version: z.string(),
    release_stage: z.literal("pre_ga").openapi({ description: "The versioned API is pre-GA." }),
    environment: z.string().openapi({ description: "Deployment environment (local, staging, production)." }),
    planes: z.array(PlaneSchema),
    authentication: z.object({
      anonymous: z.string(),
      methods: z.array(AuthMethodSchema),
      key_format: z.string(),
      strict: z.string(),
      ...AccessRulesSchema.shape,
    }),
    data_semantics: z.object({
      official: z.string(),
      settlement_grade: z.string(),
      live_indicative: z.string(),
      committed_round: z.string(),
      timestamps: z.string(),
      decimals: z.string(),
    }),
    http: z.object({
      errors: z.string(),
      request_id: z.string(),
      conditional_requests: z.string(),
      caching: z.object({
        current_max_age_seconds: z.number().int(),
        reference_max_age_seconds: z.number().int(),
      }),
      unknown_query_parameters: z.string(),
    }),
    limits: z.object({
      max_url_length: z
        .number()
        .int()
        .openapi({ description: "Longest accepted path + query (characters)." }),
      max_header_bytes: z
        .number()
        .int()
        .openapi({ description: "Largest accepted total of request headers." }),
      ...AccessLimitsSchema.shape,
    }),
    index_reads: z
      .object({
        history: z.record(z.string(), z.unknown()).openapi({
          description:
            "History ranges and resolutions, the maximum bucket count, the too-fine rule, auto resolution per range and the UTC bucket calendar.",
        }),
        snapshot_max_age_minutes: z.number().int().openapi({
          description:
            "A snapshot or distribution is served while its cycle started less than this many minutes ago; from then on it answers 503 index-unavailable (and the legacy status is `stale`).",
        }),
        daily_closes: z
          .record(z.string(), z.unknown())
          .openapi({ description: "New York cut-off, settle delay, carry-forward limit." }),
        news: NewsDiscoverySchema,
      })
      .openapi({ description: "Rules of the index read plane." }),
    catalog: z
      .object({
        public_indices: z.number().int(),
        benchmarks: z.number().int(),
      })
      .openapi({
        description: "Public indices and benchmarks in the catalog, counted at most 15 seconds ago.",
      }),
    stream: StreamDiscoverySchema,
    factor_reads: z
      .object({
        path: z.string(),
        scope: z.string(),
        schema_version: z.string().openapi({ description: "The factor response's own schema version." }),
        research_only: z.string(),
        cache_control: z.literal("no-store"),
        ticker: z
          .string()
          .openapi({ description: "The ticker rule; a malformed one answers 422 invalid-ticker." }),
        configured: z.boolean().openapi({
          description:
            "false when this deployment lacks the route's upstream configuration: it answers 503 factors-unconfigured.",
        }),
        calendar_enabled: z
          .boolean()
          .openapi({ description: "false: every calendar is UNAVAILABLE (switched off)." }),
        calendar_budget_seconds: z.number().int(),
        calendar_cache_max_age_seconds: z.object({
          price_provider: z.number().int(),
          filing_system: z.number().int(),
        }),
        freshness_budget_seconds: z
          .number()
          .int()
          .openapi({ description: "Largest quote and snapshot age that counts towards a theme level." }),
        themes: z.array(z.object({ id: z.string(), label: z.string() })),
        theme_source: z.string(),
      })
      .openapi({ description: "Rules of the factor research route (/api/v1/factors/stocks/{ticker})." }),
  })
  .openapi("ApiInfo");

export const InfoResponseSchema = envelopeSchema(InfoSchema, { name: "ApiInfoResponse" });
