/**
 * The news route's schemas: the query (each parameter checked by one of the news parsers), the selection
 * policy, a feed's status and the answer, which starts with the index's identity (the indices' schema).
 */
import { z } from "@hono/zod-openapi";
import {
  NEWS_AUTHORSHIP,
  NEWS_KINDS,
  NEWS_LICENCES,
  NEWS_RELEVANCE,
  NewsItemSchema,
  NewsSourceSchema,
} from "../../domain/news/item.ts";
import {
  NEWS_AVAILABILITY,
  NEWS_LIMIT_DEFAULT,
  NEWS_LIMIT_MAX,
  NEWS_PARAMETERS,
  NEWS_RELEVANCE_FILTERS,
  type Parsed,
  parseLimit,
  parseSince,
  parseSubset,
} from "../../domain/news/query.ts";
import { Identity } from "../../indices/routes/indices/schema.ts";
import { InstantSchema, instantSchema } from "../../platform/http/schemas.ts";

const Timestamp = InstantSchema;

/** A query parameter checked by one of the news parsers; its failure reads as the parser's sentence. */
const parsedParam = <T>(parse: (text: string) => Parsed<T>) =>
  z
    .string()
    .transform((text, ctx) => {
      const parsed = parse(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.reason });
      return z.NEVER;
    })
    .openapi({ type: "string" });

export const NewsQuery = z.strictObject({
  limit: parsedParam(parseLimit)
    .optional()
    .openapi({
      type: "integer",
      minimum: 1,
      maximum: NEWS_LIMIT_MAX,
      default: NEWS_LIMIT_DEFAULT,
      description: `Most items returned, a whole number from 1 to ${NEWS_LIMIT_MAX} (default ${NEWS_LIMIT_DEFAULT}).`,
      example: 20,
    }),
  kind: parsedParam((text) => parseSubset(text, NEWS_KINDS))
    .optional()
    .openapi({
      description: `Comma-separated subset of: ${NEWS_KINDS.join(", ")}. Default: every kind.`,
      example: "official_release,filing",
    }),
  relevance: z.enum(NEWS_RELEVANCE_FILTERS).optional().openapi({
    description:
      "`direct` (the default), `related`, or `all`. Related items (a release that informs the index without settling it, filings by a fund named after the entity) appear only with `related` or `all`.",
    example: "all",
  }),
  authorship: parsedParam((text) => parseSubset(text, NEWS_AUTHORSHIP, { all: true }))
    .optional()
    .openapi({
      description: `\`all\` or a comma-separated subset of: ${NEWS_AUTHORSHIP.join(", ")}. Default: \`primary_document,editorial\`; venue-generated items appear only with \`venue_generated\` or \`all\`.`,
      example: "all",
    }),
  since: parsedParam(parseSince).optional().openapi({
    format: "date-time",
    description:
      "RFC 3339 date-time with seconds and an explicit offset (e.g. `2026-11-01T00:00:00Z` or `2026-10-31T20:00:00-04:00`): only items whose own clock `t` is at or after it.",
    example: "2026-11-01T00:00:00Z",
  }),
});

const NewsSelectionSchema = z.object({
  limit: z.number().int().openapi({ description: "Most items returned." }),
  kind: z.array(z.enum(NEWS_KINDS)).openapi({ description: "Kinds selected." }),
  relevance: z.enum(NEWS_RELEVANCE_FILTERS).openapi({ description: "Relevance selected." }),
  authorship: z.array(z.enum(NEWS_AUTHORSHIP)).openapi({ description: "Authorships selected." }),
  since: instantSchema("Earliest item clock `t` selected; null when unbounded.").nullable(),
});

export const NewsPolicySchema = z
  .object({
    defaults: NewsSelectionSchema.openapi({ description: "What a request with no filters selects." }),
    applied: NewsSelectionSchema.openapi({
      description:
        "What this request selected: each given parameter, normalised (lists in canonical order, `all` expanded, `since` as the UTC second items are compared with), else its default.",
    }),
    defaulted: z
      .array(z.enum(NEWS_PARAMETERS))
      .openapi({ description: "The parameters this request did not give, whose default applied." }),
    order: z.literal("t_desc_id_asc").openapi({
      description: "Newest first by the item's own clock `t`; items with the same `t` by ascending id.",
    }),
  })
  .openapi("IndexNewsPolicy", {
    description: "The selection rules: the defaults, what this request applied, and the order.",
  });

export const NewsSourceStatusSchema = z
  .object({
    feed_id: z
      .string()
      .openapi({ description: "The feed's id, as in items' `provenance.feed`.", example: "bls-cpi" }),
    source: NewsSourceSchema,
    kind: z.enum(NEWS_KINDS).openapi({ description: "Kind of the feed's items." }),
    licence: z.enum(NEWS_LICENCES).openapi({ description: "Licence of the feed's items." }),
    authorship: z.enum(NEWS_AUTHORSHIP).openapi({ description: "Authorship of the feed's items." }),
    relevance: z.enum(NEWS_RELEVANCE).openapi({
      description:
        "The feed's binding to this index: `related` demotes every item of the feed; `direct` keeps each item's own relevance.",
    }),
    relevance_rule: z.string().openapi({ description: "How an item of this feed gets its relevance here." }),
    status: z.enum(["ok", "failing", "pending", "unconfigured"]).openapi({
      description:
        "`ok`: the latest pass succeeded (an unchanged feed answering 304 included). `failing`: the latest pass failed (see `last_failure_reason`). `pending`: not read yet. `unconfigured`: this deployment cannot read it (EDGAR needs a declared User-Agent).",
    }),
    last_run_at: Timestamp.nullable(),
    last_success_at: Timestamp.nullable(),
    last_failure_at: Timestamp.nullable(),
    last_failure_reason: z.string().nullable().openapi({
      description:
        "A short reason code (e.g. `http_5xx`, `timeout`, `malformed_xml`, `doctype_refused`, `body_too_large`, `unconfigured`), never upstream text.",
      example: "http_5xx",
    }),
    last_items: z.number().int().nullable().openapi({
      description:
        "New items the latest pass stored: 0 when the feed answered 304 or repeated only items already stored.",
    }),
  })
  .openapi("IndexNewsSource", { description: "One feed configured for the index, with its latest outcome." });

export const NewsSchema = z
  .object({
    type: z.literal("index_news").openapi({ description: "Resource type." }),
    ...Identity,
    official: z.literal(false).openapi({ description: "Always false: news is not an index value." }),
    settlement_relevant: z.literal(false).openapi({
      description:
        "News items are metadata about the index and its contracts: they are never settlement-relevant and never move a value, a round or a close.",
    }),
    availability: z.enum(NEWS_AVAILABILITY).openapi({
      description:
        "Whatever the filters: `available` (items are stored for this index; the filters may still select none), `empty` (sources configured, nothing stored yet), `no_sources` (no feed is configured for this index), `disabled` (news is switched off for this deployment or this index; nothing is read or served).",
    }),
    policy: NewsPolicySchema,
    sources: z.array(NewsSourceStatusSchema).openapi({
      description:
        "The feeds configured for this index, with each one's latest outcome; empty when disabled.",
    }),
    count: z.number().int().openapi({ description: "Items in `items`." }),
    items: z.array(NewsItemSchema).openapi({ description: "The selected items, in `policy.order`." }),
  })
  .openapi("IndexNews", {
    description: "News items about the index and its contracts, with the feeds they come from.",
  });
