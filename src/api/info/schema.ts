import { z } from "@hono/zod-openapi";
import { AccessLimitsSchema, AccessRulesSchema } from "../../access/discovery.ts";
import { LakeInfoSchema } from "../../lake/routes/discovery.ts";
import { DATA_ORIGIN_MEANING, DATA_ORIGINS } from "../../platform/data-origin.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { StreamDiscoverySchema } from "../../stream/routes/discovery.ts";

const PlaneSchema = z.object({
  id: z.string().openapi({ description: "Plane identifier.", example: "indices" }),
  description: z.string().openapi({ description: "What the plane serves." }),
  paths: z.array(z.string()).openapi({
    description:
      "Path prefixes of the plane, and the single paths it owns inside another plane's family (`:id` stands for one path segment).",
  }),
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
  type: z.enum(["api_key_header", "bearer"]).openapi({
    description: "`api_key_header`: the key alone in X-API-Key; `bearer`: the key as a bearer token.",
  }),
  header: z.string().openapi({ description: "Request header that carries the key." }),
  format: z.string().openapi({ description: "Shape of the header's value." }),
});

const NewsDiscoverySchema = z
  .object({
    path: z.string().openapi({ description: "Path template of the news route." }),
    enabled: z.boolean().openapi({ description: "Whether this deployment serves news (`NEWS_ENABLED`)." }),
    description: z.string().openapi({ description: "What the news resource carries." }),
    kinds: z
      .array(z.string())
      .openapi({ description: "Every item `kind`; also the values of the `kind` filter." }),
    licences: z.array(z.string()).openapi({ description: "Every item `licence`." }),
    authorships: z
      .array(z.string())
      .openapi({ description: "Every item `authorship`; also the values of the `authorship` filter." }),
    availability: z
      .array(z.string())
      .openapi({ description: "Every value of the news resource's `meta.availability`." }),
    defaults: z
      .record(z.string(), z.unknown())
      .openapi({ description: "The selection of a request with no filters." }),
    limit: z
      .object({
        min: z.number().int().openapi({ description: "Smallest accepted `limit`." }),
        max: z.number().int().openapi({ description: "Largest accepted `limit`." }),
        default: z.number().int().openapi({ description: "Items returned when `limit` is absent." }),
      })
      .openapi({ description: "Bounds of the `limit` query parameter (items per response)." }),
    summary_max_chars: z
      .number()
      .int()
      .openapi({ description: "Longest `summary` of an item, in characters (longer ones are cut)." }),
    ingestion: z
      .object({
        cadence_minutes: z.number().int().openapi({ description: "Minutes between two reads of the feeds." }),
        minute_offset: z
          .number()
          .int()
          .openapi({ description: "Feeds are read on the UTC minutes ≡ this (mod the cadence)." }),
        time_budget_seconds: z
          .number()
          .int()
          .openapi({ description: "A pass starts no feed later than this many seconds after it began." }),
      })
      .openapi({ description: "When pix reads the news feeds; an item can appear at most this often." }),
    cache_max_age_seconds: z
      .number()
      .int()
      .openapi({ description: "Cache-Control max-age of a news response, in seconds." }),
    settlement_relevant: z
      .literal(false)
      .openapi({ description: "Always false: no news item affects an index value or a settlement." }),
  })
  .openapi({ description: "The news resource of every index." });

export const InfoSchema = z
  .object({
    type: z.literal("api_info").openapi({ description: "Resource type." }),
    service: z.literal("pix").openapi({ description: "Service identifier." }),
    name: z.string().openapi({ description: "Human-readable service name." }),
    api_version: z.literal("v1").openapi({ description: "Major API version; also in the path." }),
    schema_version: z
      .string()
      .openapi({ description: "Version of the payload schemas; additive fields may appear within v1." }),
    release_stage: z.literal("pre_ga").openapi({ description: "The versioned API is pre-GA." }),
    environment: z.string().openapi({ description: "Deployment environment (local, staging, production)." }),
    data_origin: z.enum(DATA_ORIGINS).openapi({
      description: `Where this deployment's numbers come from. ${DATA_ORIGIN_MEANING.live} ${DATA_ORIGIN_MEANING.synthetic} Every snapshot's \`provenance\` and every factor answer's \`sources.*.provenance\` say the same.`,
    }),
    planes: z.array(PlaneSchema).openapi({
      description: "The read planes, their path prefixes, the scope each needs and whether it is served.",
    }),
    objectives: z
      .array(
        z.object({
          id: z.string().openapi({ description: "The objective's id, as in GET /api/v1/status." }),
          description: z
            .string()
            .openapi({ description: "What the objective promises and how it is measured." }),
          threshold_ms: z.number().int().openapi({ description: "An event within this many ms is good." }),
          target: z.number().openapi({ description: "The share of events that must be good (0 to 1)." }),
          attainment: z.string().openapi({
            description:
              "Where its measured attainment and error budget left over 24 hours and 30 days are read: the status route.",
          }),
        }),
      )
      .openapi({ description: "The service objectives pix publishes and tracks (docs/status.md)." }),
    authentication: z
      .object({
        anonymous: z
          .string()
          .openapi({ description: "Where anonymous reads are allowed, and on what terms." }),
        methods: z.array(AuthMethodSchema).openapi({ description: "The headers that can carry an API key." }),
        key_format: z.string().openapi({ description: "The shape of an API key." }),
        strict: z.string().openapi({ description: "How a presented key is enforced." }),
        ...AccessRulesSchema.shape,
      })
      .openapi({ description: "How to present an API key, and what happens when it is refused." }),
    data_semantics: z
      .object({
        official: z.string().openapi({ description: "Which values carry `official: true`." }),
        settlement_grade: z
          .string()
          .openapi({ description: "What `settlement_grade` means and where it is false." }),
        live_indicative: z.string().openapi({ description: "What a live snapshot is (and is not)." }),
        committed_round: z
          .string()
          .openapi({ description: "When a round is committed and what pix asserts about it." }),
        timestamps: z.string().openapi({ description: "The format of every timestamp." }),
        decimals: z.string().openapi({ description: "How decimal values are written." }),
      })
      .openapi({ description: "The meaning of the flags and formats every payload uses." }),
    http: z
      .object({
        errors: z.string().openapi({ description: "The shape of an error response." }),
        request_id: z.string().openapi({ description: "How requests are identified." }),
        conditional_requests: z.string().openapi({ description: "How ETag and If-None-Match work." }),
        caching: z
          .object({
            current_max_age_seconds: z.number().int().openapi({
              description:
                "Cache-Control max-age, in seconds, of live values that move each ingestion minute (shared caches must revalidate).",
            }),
            reference_max_age_seconds: z.number().int().openapi({
              description:
                "Cache-Control max-age, in seconds, of discovery documents that change only on deploy.",
            }),
          })
          .openapi({ description: "Cache lifetimes of the two main classes of read." }),
        unknown_query_parameters: z
          .string()
          .openapi({ description: "How undefined or repeated query parameters are answered." }),
      })
      .openapi({ description: "HTTP behaviour shared by every v1 route." }),
    limits: z
      .object({
        max_url_length: z
          .number()
          .int()
          .openapi({ description: "Longest accepted path + query (characters)." }),
        max_header_bytes: z
          .number()
          .int()
          .openapi({ description: "Largest accepted total of request headers." }),
        ...AccessLimitsSchema.shape,
      })
      .openapi({ description: "Request size and rate limits." }),
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
        public_indices: z.number().int().openapi({ description: "Number of public indices." }),
        benchmarks: z.number().int().openapi({ description: "Number of benchmarks." }),
      })
      .openapi({
        description: "Public indices and benchmarks in the catalog, counted at most 15 seconds ago.",
      }),
    stream: StreamDiscoverySchema,
    factor_reads: z
      .object({
        path: z.string().openapi({ description: "Path template of the factor route." }),
        scope: z
          .string()
          .openapi({ description: "Scope the API key must carry (the route has no anonymous access)." }),
        schema_version: z.string().openapi({ description: "The factor response's own schema version." }),
        research_only: z.string().openapi({ description: "What a factor response is, and is not, fit for." }),
        cache_control: z
          .literal("no-store")
          .openapi({ description: "Cache-Control of every factor answer." }),
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
        calendar_budget_seconds: z.number().int().openapi({
          description: "Seconds a request waits for the calendar sources before the calendar is UNAVAILABLE.",
        }),
        calendar_cache_max_age_seconds: z
          .object({
            price_provider: z.number().int().openapi({
              description: "Seconds a price provider's calendar is reused before it is read again.",
            }),
            filing_system: z
              .number()
              .int()
              .openapi({ description: "Seconds a ticker's filing list is reused before it is read again." }),
          })
          .openapi({ description: "How long pix reuses the calendar sources it read for a ticker." }),
        freshness_budget_seconds: z
          .number()
          .int()
          .openapi({ description: "Largest quote and snapshot age that counts towards a theme level." }),
        themes: z
          .array(
            z.object({
              id: z
                .string()
                .openapi({ description: "Theme identifier, as in the response's `themes[].id`." }),
              label: z.string().openapi({ description: "Human-readable theme name." }),
            }),
          )
          .openapi({ description: "The prediction-market themes a stock is related to." }),
        theme_source: z.string().openapi({ description: "Where each theme's level comes from." }),
      })
      .openapi({ description: "Rules of the factor research route (/api/v1/factors/stocks/{ticker})." }),
    lake: LakeInfoSchema,
  })
  .openapi("ApiInfo", {
    description:
      "The discovery document: versions, planes and their scopes, authentication, data semantics, HTTP behaviour and limits of this deployment.",
  });

export const InfoResponseSchema = envelopeSchema(InfoSchema, { name: "ApiInfoResponse" });
