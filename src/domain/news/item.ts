import { z } from "@hono/zod-openapi";
import { RFC3339_SECONDS_PATTERN, SECOND_PRECISION } from "../clock.ts";
import { VENUE_IDS } from "../methodology/venues.ts";

/**
 * The news item: one zod schema that adapters validate against and the route reuses for its
 * OpenAPI document. Adapters produce drafts (no `observed_at`); storage stamps `observed_at` when it
 * first sees an id.
 */

export const NEWS_KINDS = [
  "official_release",
  "official_statement",
  "filing",
  "venue_context",
  "venue_event",
  "editorial",
] as const;
export const NEWS_RELEVANCE = ["direct", "related"] as const;
export const NEWS_LICENCES = ["public_domain", "venue_public_api", "headline_link_only"] as const;
export const NEWS_AUTHORSHIP = ["primary_document", "venue_generated", "editorial"] as const;

export type NewsKind = (typeof NEWS_KINDS)[number];
export type NewsRelevance = (typeof NEWS_RELEVANCE)[number];
export type NewsLicence = (typeof NEWS_LICENCES)[number];
export type NewsAuthorship = (typeof NEWS_AUTHORSHIP)[number];

/** Spec limit on `summary` (characters; counted in UTF-16 code units, which never undercounts). */
export const SUMMARY_MAX_CHARS = 2_000;
export const TITLE_MAX_CHARS = 300;
/** Hex characters of the SHA-256 that form an item id (128 bits). */
export const ITEM_ID_HEX_CHARS = 32;

const Timestamp = z.string().regex(new RegExp(RFC3339_SECONDS_PATTERN)).openapi({
  format: "date-time",
  pattern: RFC3339_SECONDS_PATTERN,
  description: SECOND_PRECISION,
  example: "2026-11-13T13:30:00Z",
});
/** An instant member with its own description, its precision stated after it. */
const instant = (description: string) =>
  Timestamp.openapi({ description: `${description} ${SECOND_PRECISION}` });
const HttpUrl = z
  .string()
  .regex(/^https?:\/\//)
  .openapi({ format: "uri", example: "https://www.bls.gov/news.release/cpi.nr0.htm" });

export const NewsSourceSchema = z
  .object({
    id: z.string().min(1).openapi({ example: "bls" }),
    name: z.string().min(1).openapi({ example: "U.S. Bureau of Labor Statistics" }),
    domain: z.string().min(1).openapi({ example: "bls.gov" }),
  })
  .openapi("NewsSource");

export const NewsProvenanceSchema = z
  .object({
    feed: z
      .string()
      .min(1)
      .openapi({ description: "The configured feed the item came from.", example: "bls-cpi" }),
    retrieved_at: instant("When pix read the feed answer that carried the item."),
    note: z.string().min(1).optional().openapi({
      description: "How the venue produced the item. Present on every venue-generated item.",
    }),
  })
  .openapi("NewsProvenance");

const Window = z
  .object({ start: Timestamp, end: Timestamp.nullable() })
  .openapi({ description: "A scheduled window; `end` is null when the venue gives none." });

/** Kind-specific members; each is optional and only the ones the kind defines are present. */
export const NewsPayloadSchema = z
  .object({
    venue: z.enum(VENUE_IDS).optional(),
    market_id: z.string().optional(),
    event_ticker: z.string().optional(),
    series_ticker: z.string().optional(),
    terms_version: z.string().optional().openapi({
      description:
        "Hash prefix of the terms text. Every change of a market's terms is a new item, a return to earlier text included (it then repeats an earlier `terms_version` under a new id).",
    }),
    terms_sequence: z.number().int().min(1).optional().openapi({
      description:
        "The version's place in the market's terms history: 1 for the first version pix stored, one more for each change since, a revert included. The highest is the terms in force.",
      example: 2,
    }),
    terms_url: HttpUrl.optional(),
    settlement_sources: z.array(z.object({ name: z.string(), url: HttpUrl.nullable() })).optional(),
    event: z.enum(["settlement", "resolution", "milestone"]).optional(),
    result: z
      .string()
      .optional()
      .openapi({ description: "The venue's result (`yes`/`no`) or winning outcome." }),
    strike: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "The winning strike of a settled ladder." }),
    settlement_value: z.string().nullable().optional(),
    window: Window.optional(),
    milestone_id: z.string().optional(),
    milestone_type: z.string().optional(),
    form: z.string().optional().openapi({ example: "S-1" }),
    accession_number: z.string().optional().openapi({ example: "0001999999-26-000012" }),
    filing_date: z.string().optional().openapi({ example: "2026-11-20" }),
    cik: z.string().optional(),
    entity_name: z.string().optional(),
    generated_by: z.literal("venue_ai").optional(),
  })
  .strict()
  .openapi("NewsPayload");

const itemShape = {
  id: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .openapi({
      description: "Stable id derived from the feed and the source's own identifier.",
      example: "3f1c2a9b7d4e5f60718293a4b5c6d7e8",
    }),
  kind: z.enum(NEWS_KINDS),
  relevance: z.enum(NEWS_RELEVANCE),
  licence: z.enum(NEWS_LICENCES),
  authorship: z.enum(NEWS_AUTHORSHIP),
  source: NewsSourceSchema,
  url: HttpUrl,
  title: z.string().min(1).max(TITLE_MAX_CHARS),
  t: instant("The item's own clock."),
  observed_at: instant("When the backend first saw the item."),
  summary: z.string().min(1).max(SUMMARY_MAX_CHARS).nullable(),
  provenance: NewsProvenanceSchema,
  payload: NewsPayloadSchema,
};

interface InvariantFields {
  licence: NewsLicence;
  authorship: NewsAuthorship;
  summary: string | null;
  provenance: { note?: string | undefined };
  payload: { generated_by?: "venue_ai" | undefined };
}

/** The rules that cross fields. */
function checkInvariants(item: InvariantFields, ctx: z.RefinementCtx): void {
  if (item.licence === "headline_link_only" && item.summary !== null) {
    ctx.addIssue({ code: "custom", path: ["summary"], message: "headline_link_only items carry no summary" });
  }
  if (item.authorship === "venue_generated" && item.provenance.note === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["provenance", "note"],
      message: "venue-generated items need a note",
    });
  }
  if (item.payload.generated_by === "venue_ai" && item.authorship !== "venue_generated") {
    ctx.addIssue({ code: "custom", path: ["authorship"], message: "venue AI output is venue_generated" });
  }
}

const itemObject = z.object(itemShape);

export const NewsItemSchema = itemObject.superRefine(checkInvariants).openapi("NewsItem");
/** What an adapter hands to storage: the item before `observed_at` exists. */
export const NewsItemDraftSchema = itemObject.omit({ observed_at: true }).superRefine(checkInvariants);

export type NewsItem = z.infer<typeof NewsItemSchema>;
export type NewsItemDraft = z.infer<typeof NewsItemDraftSchema>;
export type NewsPayload = z.infer<typeof NewsPayloadSchema>;
export type NewsSource = z.infer<typeof NewsSourceSchema>;
