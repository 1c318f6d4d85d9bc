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
    id: z.string().min(1).openapi({ description: "Publisher id.", example: "bls" }),
    name: z
      .string()
      .min(1)
      .openapi({ description: "Publisher name.", example: "U.S. Bureau of Labor Statistics" }),
    domain: z.string().min(1).openapi({ description: "Publisher's web domain.", example: "bls.gov" }),
  })
  .openapi("NewsSource", { description: "The publisher of a news item or feed." });

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
  .openapi("NewsProvenance", { description: "How pix obtained the item." });

const Window = z
  .object({ start: Timestamp, end: Timestamp.nullable() })
  .openapi({ description: "A scheduled window; `end` is null when the venue gives none." });

/** Kind-specific members; each is optional and only the ones the kind defines are present. */
export const NewsPayloadSchema = z
  .object({
    venue: z.enum(VENUE_IDS).optional().openapi({ description: "Venue items: the venue." }),
    market_id: z.string().optional().openapi({ description: "Venue items: the venue's market id." }),
    event_ticker: z.string().optional().openapi({ description: "Kalshi items: the event ticker." }),
    series_ticker: z.string().optional().openapi({ description: "Kalshi items: the series ticker." }),
    terms_version: z.string().optional().openapi({
      description:
        "Hash prefix of the terms text. Every change of a market's terms is a new item, a return to earlier text included (it then repeats an earlier `terms_version` under a new id).",
    }),
    terms_sequence: z.number().int().min(1).optional().openapi({
      description:
        "The version's place in the market's terms history: 1 for the first version pix stored, one more for each change since, a revert included. The highest is the terms in force.",
      example: 2,
    }),
    terms_url: HttpUrl.optional().openapi({
      description: "Terms items: where the venue publishes the market's terms.",
    }),
    settlement_sources: z
      .array(
        z.object({
          name: z.string().openapi({ description: "Name of the source." }),
          url: HttpUrl.nullable().openapi({ description: "Its address; null when the venue gives none." }),
        }),
      )
      .optional()
      .openapi({ description: "Terms items: the sources the market settles on, as the venue names them." }),
    event: z
      .enum(["settlement", "resolution", "milestone"])
      .optional()
      .openapi({ description: "Venue-event items: what happened to the market." }),
    result: z
      .string()
      .optional()
      .openapi({ description: "The venue's result (`yes`/`no`) or winning outcome." }),
    strike: z
      .string()
      .nullable()
      .optional()
      .openapi({ description: "The winning strike of a settled ladder." }),
    settlement_value: z.string().nullable().optional().openapi({
      description: "The value the market settled at, as the venue states it; null when it gives none.",
    }),
    window: Window.optional(),
    milestone_id: z
      .string()
      .optional()
      .openapi({ description: "Milestone items: the venue's milestone id." }),
    milestone_type: z
      .string()
      .optional()
      .openapi({ description: "Milestone items: the venue's milestone type." }),
    form: z.string().optional().openapi({ description: "Filings: the SEC form type.", example: "S-1" }),
    accession_number: z
      .string()
      .optional()
      .openapi({ description: "Filings: the SEC accession number.", example: "0001999999-26-000012" }),
    filing_date: z
      .string()
      .optional()
      .openapi({ description: "Filings: the filing date.", example: "2026-11-20" }),
    cik: z.string().optional().openapi({ description: "Filings: the filer's SEC Central Index Key." }),
    entity_name: z.string().optional().openapi({ description: "Filings: the filer's name." }),
    generated_by: z.literal("venue_ai").optional().openapi({
      description: "Present when the venue's AI wrote the item (then `authorship` is `venue_generated`).",
    }),
  })
  .strict()
  .openapi("NewsPayload", {
    description:
      "Kind-specific members; each is optional and only the ones the item's kind defines are present.",
  });

const itemShape = {
  id: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .openapi({
      description: "Stable id derived from the feed and the source's own identifier.",
      example: "3f1c2a9b7d4e5f60718293a4b5c6d7e8",
    }),
  kind: z.enum(NEWS_KINDS).openapi({
    description:
      "What the item is: an agency release, an official statement, a securities filing, venue context (e.g. a market's terms), a venue event (settlement, resolution, milestone) or an editorial headline.",
  }),
  relevance: z.enum(NEWS_RELEVANCE).openapi({
    description: "`direct`: about the index or its contracts. `related`: informs it without settling it.",
  }),
  licence: z.enum(NEWS_LICENCES).openapi({
    description: "Terms the item is served under; `headline_link_only` items carry no summary.",
  }),
  authorship: z.enum(NEWS_AUTHORSHIP).openapi({
    description:
      "`primary_document`: the publisher's own document. `venue_generated`: written by the venue (see `provenance.note`). `editorial`: a publisher's headline.",
  }),
  source: NewsSourceSchema,
  url: HttpUrl.openapi({ description: "Where to read the item at its source." }),
  title: z
    .string()
    .min(1)
    .max(TITLE_MAX_CHARS)
    .openapi({ description: "The item's title, at most 300 characters." }),
  t: instant("The item's own clock."),
  observed_at: instant("When the backend first saw the item."),
  summary: z.string().min(1).max(SUMMARY_MAX_CHARS).nullable().openapi({
    description:
      "A plain-text summary, at most 2,000 characters; null when the licence allows none or the source gives none.",
  }),
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

export const NewsItemSchema = itemObject.superRefine(checkInvariants).openapi("NewsItem", {
  description: "One news item about an index or its contracts; never settlement-relevant.",
});
/** What an adapter hands to storage: the item before `observed_at` exists. */
export const NewsItemDraftSchema = itemObject.omit({ observed_at: true }).superRefine(checkInvariants);

export type NewsItem = z.infer<typeof NewsItemSchema>;
export type NewsItemDraft = z.infer<typeof NewsItemDraftSchema>;
export type NewsPayload = z.infer<typeof NewsPayloadSchema>;
export type NewsSource = z.infer<typeof NewsSourceSchema>;
