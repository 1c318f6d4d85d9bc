/**
 * The lake tape row (`pix-lake-row-v1`): one venue quote of one market outcome as the lake stores it and
 * the lake API serves it. This schema is the only statement of the row's shape: the normalizer
 * (src/venues/shared/row-builder.ts) produces its type, the store writes it, and the OpenAPI document shows it.
 *
 * Prices are exact decimal strings. An unquoted side is `null`, never 0. `mid` and `spread` are present
 * only when both sides were quoted on a two-sided book; absent (not null, not 0) otherwise.
 */
import { z } from "@hono/zod-openapi";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";

export const LAKE_ROW_SCHEMA = "pix-lake-row-v1";

export const VenueIdSchema = z.enum(VENUE_IDS);
export type VenueId = z.infer<typeof VenueIdSchema>;

/** Lifecycle normalised across venues (each adapter maps its venue's own words onto these). */
export const QuoteStatusSchema = z.enum(["unopened", "open", "paused", "closed", "settled", "unknown"]);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

/** Where `indicative` came from: the book's midpoint, the last trade, or the venue's displayed price. */
export const IndicativeSourceSchema = z.enum(["mid", "last", "venue_price"]);
export type IndicativeSource = z.infer<typeof IndicativeSourceSchema>;

/** `usd`: the venue reports dollars; `contracts_x_price`: contract count × the quote's indicative price. */
export const UsdBasisSchema = z.enum(["usd", "contracts_x_price"]);
export type UsdBasis = z.infer<typeof UsdBasisSchema>;

/** `venue` when the venue's own clock was used, `collector` when pix's receive time stood in. */
export const ObservedAtSourceSchema = z.enum(["venue", "collector"]);
export type ObservedAtSource = z.infer<typeof ObservedAtSourceSchema>;

/** Rows are the tape's bytes: their instants keep the precision they were recorded with. */
const Timestamp = z.string().openapi({
  format: "date-time",
  description:
    "RFC 3339 UTC as the tape recorded it, to the millisecond (YYYY-MM-DDTHH:MM:SS.sssZ): the venue's clock, or pix's receive time. The one exception to the second precision of every other instant.",
  example: "2026-11-22T10:05:00.000Z",
});

const Price = (what: string) =>
  z
    .string()
    .nullable()
    .openapi({
      description: `${what}: exact decimal probability (0–1); null when not quoted, never 0.`,
      example: "0.4300",
    });

export const LakeRowSchema = z
  .object({
    venue: VenueIdSchema.openapi({ description: "Venue that quoted the row." }),
    market_id: z.string().openapi({
      description:
        "The venue's market id (Kalshi: market ticker; Polymarket: Gamma market id). With `outcome`, identifies the row within a snapshot.",
    }),
    event_id: z.string().nullable().openapi({
      description:
        "The venue's id of the event grouping the market (Kalshi: event ticker; Polymarket: event id); null when the venue gives none.",
    }),
    outcome: z.string().openapi({
      description: "The outcome quoted: `yes` or `no` for a binary outcome, else the venue's outcome label.",
    }),
    token_id: z.string().nullable().openapi({
      description: "The venue's token id of the outcome (Polymarket); null on venues without outcome tokens.",
    }),
    title: z.string().openapi({ description: "The market's title as the venue shows it." }),
    status: QuoteStatusSchema.openapi({
      description:
        "Market lifecycle, normalised across venues; `unknown` when the venue's word has no match.",
    }),
    bid: Price("Best bid"),
    ask: Price("Best ask"),
    last: Price("Last trade"),
    indicative: Price("Indicative price"),
    indicative_source: IndicativeSourceSchema.nullable().openapi({
      description:
        "Where `indicative` came from: `mid` (the book's midpoint), `last` (the last trade) or `venue_price` (the venue's displayed price); null when `indicative` is null.",
    }),
    mid: z.string().optional().openapi({
      description:
        "The book's midpoint, (bid + ask) / 2, exact decimal; present only when both sides were quoted on a two-sided book, absent (not null, not 0) otherwise.",
      example: "0.4400",
    }),
    spread: z.string().optional().openapi({
      description: "ask − bid, exact decimal; present exactly when `mid` is.",
      example: "0.0200",
    }),
    two_sided_book: z.boolean().openapi({
      description: "true when both a bid and an ask were quoted (then `mid` and `spread` are present).",
    }),
    volume_usd: z.string().nullable().openapi({
      description:
        "Traded volume in US dollars, exact decimal (basis in `usd_basis`); null when not reported or not priced.",
    }),
    open_interest_usd: z.string().nullable().openapi({
      description:
        "Open interest in US dollars, exact decimal (basis in `usd_basis`); null when not reported or not priced.",
    }),
    /** How the USD figures were obtained; `contracts_x_price` keeps the venue's counts under `native`. */
    usd_basis: UsdBasisSchema.nullable().openapi({
      description:
        "How the USD figures were obtained: `usd`, reported in dollars by the venue; `contracts_x_price`, the venue's contract count × `indicative`. null when the venue reported neither figure.",
    }),
    native: z
      .object({
        volume_contracts: z.string().nullable().openapi({
          description: "Traded volume in contracts, as the venue reported it; null when not reported.",
        }),
        open_interest_contracts: z.string().nullable().openapi({
          description: "Open interest in contracts, as the venue reported it; null when not reported.",
        }),
      })
      .nullable()
      .openapi({
        description:
          "The venue's own contract counts when `usd_basis` is `contracts_x_price`; null otherwise.",
      }),
    observed_at: Timestamp.openapi({
      description:
        "When the quote was observed: the venue's clock, or pix's receive time (`observed_at_source` says which). RFC 3339 UTC to the millisecond, as the tape recorded it: the one exception to the second precision of every other instant.",
    }),
    observed_at_source: ObservedAtSourceSchema.openapi({
      description: "`venue`: `observed_at` is the venue's clock; `collector`: pix's receive time stood in.",
    }),
    close_time: Timestamp.nullable().openapi({
      description:
        "When the market closes to trading, by the venue's clock; RFC 3339 UTC to the millisecond, as the tape recorded it. null when the venue gives none.",
      example: "2026-12-10T13:25:00.000Z",
    }),
  })
  .openapi("LakeRow", {
    description: `A ${LAKE_ROW_SCHEMA} row, byte for byte the NDJSON line the lake stores (without its newline).`,
  });

export type LakeRow = z.infer<typeof LakeRowSchema>;

export const PRICE_FIELDS = ["bid", "ask", "last", "indicative", "mid", "spread"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The price columns the venue actually filled in this cycle (`quote_fields` in the OpenAPI document). */
export function filledQuoteFields(rows: readonly LakeRow[]): PriceField[] {
  return PRICE_FIELDS.filter((field) => rows.some((row) => row[field] !== null && row[field] !== undefined));
}
