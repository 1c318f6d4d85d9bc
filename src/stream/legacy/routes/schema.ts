import { z } from "@hono/zod-openapi";
import { VALUE_MAX_AGE_MINUTES } from "../../../domain/freshness.ts";
import { MAX_HISTORY_BUCKETS } from "../../../domain/history.ts";
import { historyQuery, symbolOrSlugParam } from "../../../platform/http/schemas.ts";

/**
 * OpenAPI schemas of the legacy `/api/markets` surface. These describe the legacy shapes (no v1
 * envelope): stable once shipped, members only ever added — never removed, renamed or retyped.
 */

const Timestamp = z.string().openapi({ format: "date-time", example: "2026-11-22T10:05:00Z" });

export const MarketSymbolParam = z.object({
  symbol: symbolOrSlugParam("symbol", {
    names: "a market",
    description:
      "The market's symbol (e.g. `PIXCPI`, `BMWTI`) or its slug (e.g. `us-cpi-yoy-next`), matched case-insensitively; indices and benchmarks share one namespace.",
    example: "PIXCPI",
  }),
});

export const LegacyMarketSchema = z
  .object({
    symbol: z.string().openapi({ description: "The canonical symbol.", example: "PIXCPI" }),
    slug: z
      .string()
      .openapi({ description: "Slug: lower-case words joined by hyphens.", example: "us-cpi-yoy-next" }),
    kind: z
      .enum(["index", "benchmark"])
      .openapi({ description: "Whether the market is an index or a benchmark." }),
    name: z.string().openapi({ description: "Human-readable name.", example: "US CPI YoY — next print" }),
    unit: z.string().openapi({ description: "Unit of the values.", example: "%" }),
    status: z.enum(["live", "stale", "pending"]).openapi({
      description: `\`live\`: the value's cycle started less than ${VALUE_MAX_AGE_MINUTES} minutes ago (v1 serves it); \`stale\`: older (ingestion has stalled and v1 answers 503; the last value is still shown, flagged); \`pending\`: no value yet (every value member is null).`,
    }),
    value: z
      .number()
      .nullable()
      .openapi({ description: "Binary-floating-point convenience; null while pending.", example: 2.87 }),
    value_decimal: z
      .string()
      .nullable()
      .openapi({ description: "The exact decimal string of `value`, as stored.", example: "2.87" }),
    cycle_start: Timestamp.nullable().openapi({
      description: "The minute of the ingestion cycle that produced the value (UTC).",
    }),
    source_observed_at: Timestamp.nullable().openapi({
      description: "Clock of the venue observation the value rests on.",
    }),
    computed_at: Timestamp.nullable().openapi({ description: "Clock of pix's calculation." }),
  })
  .openapi("LegacyMarket", {
    description:
      "One public index or benchmark with its latest value and clocks: the same object the `/ws` stream carries.",
  });

export const LegacyMarketListSchema = z
  .object({
    markets: z.array(LegacyMarketSchema).openapi({
      description:
        "Every public index (by symbol), then every public benchmark (by symbol). A key with an entitlement list sees only its markets.",
    }),
    count: z.number().int().openapi({ description: "Length of `markets`." }),
    as_of: Timestamp.openapi({
      description:
        "The minute (UTC) at which each market's `status` was evaluated; the list changes at most once a minute.",
    }),
  })
  .openapi("LegacyMarketList", {
    description: "The public markets the request may read, indices then benchmarks.",
  });

export const LegacyMarketResponseSchema = z
  .object({ market: LegacyMarketSchema })
  .openapi("LegacyMarketResponse", { description: "One market." });

export const LegacyHistoryQuery = historyQuery({
  defaultRange: "1d",
  range:
    "Window: 1d (default), 1w, 1m (30 days), 6m (182 days), 1y (365 days) or all (since the feed's launch).",
  resolution: `Bucket width, or auto (default: the finest width giving at most 400 buckets). A pair whose window holds more than ${MAX_HISTORY_BUCKETS} buckets — or 1m over more than a day — is too fine: 400 unsupported-history-resolution. Buckets align to UTC (1d is the UTC day, 1w the ISO week from Monday). The same rules as /api/v1 index history.`,
});

export const LegacyHistoryPointSchema = z
  .object({
    time: Timestamp.openapi({ description: "Start of the bucket (UTC)." }),
    open: z.number().openapi({ description: "First value in the bucket." }),
    high: z.number().openapi({ description: "Highest value in the bucket." }),
    low: z.number().openapi({ description: "Lowest value in the bucket." }),
    close: z.number().openapi({ description: "Last value in the bucket." }),
    close_decimal: z.string().openapi({
      description: "`close` as an exact decimal string, at the market's precision.",
      example: "2.87",
    }),
  })
  .openapi("LegacyHistoryPoint", { description: "One OHLC bucket of a market's history." });

export const LegacyHistorySchema = z
  .object({
    symbol: z.string().openapi({ description: "The canonical symbol.", example: "PIXCPI" }),
    slug: z.string().openapi({ description: "The market's slug.", example: "us-cpi-yoy-next" }),
    range: z.string().openapi({ description: "The window served.", example: "1d" }),
    resolution: z.string().openapi({
      description: "The bucket width served (what `auto` resolved to, or the one requested).",
      example: "5m",
    }),
    points: z.array(LegacyHistoryPointSchema).openapi({
      description:
        "OHLC buckets, oldest first, from the stored minute ticks (indicative, not settlement grade; no backfill before the feed's launch). Buckets with no tick are absent.",
    }),
  })
  .openapi("LegacyMarketHistory", { description: "A market's values over a window, in OHLC buckets." });
