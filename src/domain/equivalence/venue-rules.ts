/**
 * A market's rule texts as each venue publishes them, the input of the fingerprint (`fingerprint.ts`).
 * Kalshi: the market's `rules_primary`, `rules_secondary` and `early_close_condition`, its `close_time`,
 * and the settlement sources of its event (`GET /events/{event_ticker}/metadata`, or the series').
 * Polymarket (Gamma): the market's `question`, `description` (the resolution terms), `resolutionSource`
 * and `endDate`. Member names are pix's (snake case); values are the venue's text, unchanged.
 */
import { z } from "@hono/zod-openapi";

export const SettlementSourceSchema = z.object({
  name: z.string().openapi({ description: "The source's name, as the venue gives it." }),
  url: z.string().openapi({ description: "Its address, as the venue gives it (may be empty)." }),
});
export type SettlementSource = z.infer<typeof SettlementSourceSchema>;

export const KalshiRulesSchema = z
  .object({
    venue: z.literal("kalshi").openapi({ description: "The venue: `kalshi`." }),
    market_id: z.string().min(1).openapi({ description: "The market ticker." }),
    event_id: z.string().min(1).openapi({ description: "The event ticker." }),
    title: z.string().openapi({ description: "The market's title." }),
    rules_primary: z.string().openapi({ description: "The market's `rules_primary`." }),
    rules_secondary: z.string().openapi({ description: "The market's `rules_secondary`." }),
    early_close_condition: z
      .string()
      .nullable()
      .openapi({ description: "The market's `early_close_condition`; null when the venue gives none." }),
    settlement_sources: z
      .array(SettlementSourceSchema)
      .openapi({ description: "The event's settlement sources (name and address), in the venue's order." }),
    close_time: z
      .string()
      .nullable()
      .openapi({ description: "The market's `close_time` (RFC 3339); null when the venue gives none." }),
  })
  .openapi("KalshiRules", { description: "A Kalshi market's rule texts, as the venue publishes them." });
export type KalshiRules = z.infer<typeof KalshiRulesSchema>;

export const PolymarketRulesSchema = z
  .object({
    venue: z.literal("polymarket").openapi({ description: "The venue: `polymarket`." }),
    market_id: z.string().min(1).openapi({ description: "The Gamma market id." }),
    event_id: z.string().nullable().openapi({ description: "The Gamma event id; null when none is given." }),
    question: z.string().openapi({ description: "The market's `question`." }),
    description: z.string().openapi({ description: "The market's `description`: its resolution terms." }),
    resolution_source: z
      .string()
      .openapi({ description: "The market's `resolutionSource` (often an address; may be empty)." }),
    end_date: z
      .string()
      .nullable()
      .openapi({ description: "The market's `endDate` (RFC 3339); null when the venue gives none." }),
  })
  .openapi("PolymarketRules", {
    description: "A Polymarket market's rule texts, as Gamma publishes them.",
  });
export type PolymarketRules = z.infer<typeof PolymarketRulesSchema>;

export const MarketRulesSchema = z.discriminatedUnion("venue", [KalshiRulesSchema, PolymarketRulesSchema]);
export type MarketRules = z.infer<typeof MarketRulesSchema>;
