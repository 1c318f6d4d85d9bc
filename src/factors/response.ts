/**
 * The factor research response (`GET /api/v1/factors/stocks/{ticker}`), described once: these zod
 * schemas feed the OpenAPI document, and the response's TypeScript type is inferred from them. No v1
 * envelope, its own schema version, research only. The model members' schemas are in
 * src/factors/model-schemas.ts.
 */
import { z } from "@hono/zod-openapi";
import { RFC3339_SECONDS_PATTERN, SECOND_PRECISION } from "../domain/clock.ts";
import { CALENDAR_REASONS, MATERIAL_ITEM_LABELS } from "../domain/company-calendar/index.ts";
import { FRESHNESS_BUDGET_SECONDS, VENUE_REASONS } from "../domain/factor-themes/index.ts";
import { DATA_ORIGIN_MEANING, DATA_ORIGINS } from "../platform/data-origin.ts";
import { instantSchema } from "../platform/http/schemas.ts";
import { CALENDAR_BUDGET_MS } from "./calendar.ts";
import {
  ExecutionBacktestSchema,
  ExecutionValidationSchema,
  ExposureModelSchema,
  MethodologySchema,
  MimickingPortfolioSchema,
  ModelInputsSchema,
  PnlComparisonSchema,
  ProxyModelScoreSchema,
  UnavailableModelsSchema,
} from "./model-schemas.ts";
import { THEME_LABELS } from "./theme-snapshots.ts";

export const FACTOR_SCHEMA_VERSION = "pix-hedgebook-live-v4";
export const FACTOR_DATA_MODE = "LIVE_RESEARCH";
/** `sources.equity.provider`: a fixed id that names no vendor. */
export const PRICE_PROVIDER_ID = "third_party_price_provider";

// ---------------------------------------------------------------- equity

const Timestamp = (description: string, example: string) => instantSchema(description, example);
const DateString = (description: string, example: string) =>
  z.string().openapi({ format: "date", description, example });
const nullableNumber = (description: string) => z.number().nullable().openapi({ description });

const QuoteSchema = z
  .object({
    price: z.number().openapi({ description: "Last regular-session price, listing currency." }),
    previous_close: z.number().openapi({ description: "Previous regular-session close." }),
    change_percent: z.number().openapi({
      description: "(price / previous_close − 1) × 100, rounded to 4 decimals (0.27 means 0.27%).",
    }),
    market_cap: nullableNumber(
      "Market capitalisation in the listing currency; null when the provider gives none.",
    ),
    as_of: Timestamp("Time of the quoted price, UTC.", "2026-11-20T21:00:00Z"),
  })
  .openapi("FactorEquityQuote", { description: "The stock's latest regular-session quote." });

const HistoryRowSchema = z
  .object({
    t: z.string().openapi({
      description: "The session's exchange-local midnight with its UTC offset.",
      example: "2026-11-20T00:00:00-05:00",
    }),
    session_date: DateString("The session date on the exchange calendar.", "2026-11-20"),
    open: nullableNumber("Open; null when the provider has none."),
    high: nullableNumber("High; null when the provider has none."),
    low: nullableNumber("Low; null when the provider has none."),
    close: z.number().openapi({ description: "Close (sessions without a close are left out)." }),
    adjusted_close: nullableNumber(
      "Close adjusted for dividends and splits; null when the provider has none.",
    ),
    volume: nullableNumber("Shares traded; null when the provider has none."),
    is_earnings_session: z.boolean().openapi({
      description:
        "true only when the session equals a calendar.past_earnings[].reaction_session on or after calendar.window.past_start; false on every other row, for non-U.S. tickers and whenever past_earnings is null.",
    }),
  })
  .openapi("FactorHistoryRow", { description: "One daily session of the stock's price history." });

const EquitySchema = z
  .object({
    ticker: z.string().openapi({ description: "Upper-case price-provider symbol.", example: "AAPL" }),
    name: z.string().openapi({ description: "Company name.", example: "Apple Inc." }),
    exchange: z.string().openapi({ description: "Exchange display name.", example: "NasdaqGS" }),
    exchange_code: z
      .string()
      .openapi({ description: "The provider's exchange code (NMS, NGM, NCM, NYQ, ASE, …).", example: "NMS" }),
    currency: z.string().openapi({ description: "Price currency.", example: "USD" }),
    timezone: z
      .string()
      .openapi({ description: "IANA time zone of the exchange session.", example: "America/New_York" }),
    sector: z.literal("Unknown").openapi({ description: "`Unknown` in this version." }),
    industry: z.literal("Unknown").openapi({ description: "`Unknown` in this version." }),
    country: z.literal("Unknown").openapi({ description: "`Unknown` in this version." }),
    quote: QuoteSchema,
    history: z
      .array(HistoryRowSchema)
      .openapi({ description: "Up to 400 daily sessions, oldest first (a two-year read, newest 400 kept)." }),
  })
  .openapi("FactorEquity", { description: "The stock: identity, latest quote and daily history." });

// ---------------------------------------------------------------- calendar

const ReasonSentences = Object.values(CALENDAR_REASONS)
  .map((sentence) => `\`${sentence}\``)
  .join(", ");

const NextEarningsSchema = z.object({
  date: DateString("The report date, or the first day of the expected window.", "2027-01-28"),
  window_end: DateString(
    "Last day of an expected window; null when the date is known.",
    "2027-02-03",
  ).nullable(),
  eps_estimate: nullableNumber("Consensus EPS (mean)."),
  eps_estimate_low: nullableNumber("Lowest EPS estimate."),
  eps_estimate_high: nullableNumber("Highest EPS estimate."),
  revenue_estimate: nullableNumber("Consensus revenue, listing currency."),
  revenue_estimate_low: nullableNumber("Lowest revenue estimate."),
  revenue_estimate_high: nullableNumber("Highest revenue estimate."),
});

const PastEarningsSchema = z.object({
  fiscal_quarter_end: DateString(
    "Quarter end as the price provider labels it (may differ by a few days from the company's calendar).",
    "2026-09-30",
  ),
  report_date: DateString(
    "Event date of the earliest 8-K (never an 8-K/A) with item 2.02 reported 1 to 60 days after fiscal_quarter_end; null when none matches.",
    "2026-10-30",
  ).nullable(),
  sec_accepted_at: z.string().nullable().openapi({
    description: "When the filing system accepted that 8-K, New York time with its UTC offset.",
    example: "2026-10-30T16:30:00-04:00",
  }),
  reaction_session: DateString(
    "Acceptance at or after 16:00 New York on report_date: the next session after it; otherwise the first session on or after it. null when that session is outside equity.history.",
    "2026-11-02",
  ).nullable(),
  eps_estimate: nullableNumber("Consensus EPS before the report."),
  eps_actual: nullableNumber("Reported EPS (usually adjusted, non-GAAP)."),
  surprise_percent: nullableNumber("EPS surprise in percent (6.74 means 6.74%)."),
  sec_filing_url: z
    .string()
    .nullable()
    .openapi({ description: "Primary document of the 8-K on the regulator's site." }),
});

const CompanyEventSchema = z.object({
  report_date: DateString("Date of the event the filing reports.", "2026-09-15"),
  filed_date: DateString("Date the filing reached the filing system.", "2026-09-16").nullable(),
  items: z.array(z.string()).openapi({
    description: `Kept item codes in filing order; only these are kept: ${Object.entries(MATERIAL_ITEM_LABELS)
      .map(([item, label]) => `${item} (${label})`)
      .join(", ")}.`,
  }),
  labels: z.array(z.string()).openapi({ description: "One label per code in items, same order." }),
  sec_filing_url: z.string().openapi({ description: "Primary document of the filing." }),
});

const CalendarSchema = z
  .object({
    status: z.enum(["AVAILABLE", "PARTIAL", "UNAVAILABLE", "UNSUPPORTED_MARKET"]).openapi({
      description:
        "AVAILABLE: every section was built (one may still be null or empty). PARTIAL: one source failed and the sections that need it are null. UNAVAILABLE: both sources failed, the calendar did not answer within the budget, or it is switched off; no section was built. UNSUPPORTED_MARKET: not a U.S. primary listing (a USD equity on NMS, NGM, NCM, NYQ or ASE trading on the America/New_York session); every section is null.",
    }),
    reason: z
      .string()
      .nullable()
      .openapi({
        description: `null when status is AVAILABLE; otherwise one of these fixed sentences: ${ReasonSentences}.`,
      }),
    as_of: Timestamp("When the calendar was built, UTC.", "2026-11-22T15:00:00Z"),
    window: z
      .object({
        past_start: DateString(
          "as_of date minus 365 days; bounds company_events and is_earnings_session.",
          "2025-11-22",
        ),
        upcoming_end: DateString(
          "as_of date plus 90 days; bounds next_earnings and next_dividend.",
          "2027-02-20",
        ),
      })
      .openapi({ description: "The dates the calendar's sections are bounded by." }),
    next_earnings: NextEarningsSchema.nullable().openapi({
      description:
        "From the price provider. null when there is no date, every date is before today, or the date is after window.upcoming_end. The time of day is not included.",
    }),
    past_earnings: z.array(PastEarningsSchema).nullable().openapi({
      description:
        "The last 4 reported quarters, newest first; needs both sources (null if either failed). A quarter without a matching 8-K keeps its EPS fields with null filing fields.",
    }),
    next_dividend: z
      .object({
        ex_date: DateString("Ex-dividend date.", "2026-12-10"),
        pay_date: DateString("Pay date, when on or after ex_date.", "2026-12-13").nullable(),
      })
      .nullable()
      .openapi({
        description: "From the price provider; null when none, or before today, or after upcoming_end.",
      }),
    past_dividends: z
      .array(
        z.object({
          ex_date: DateString("Ex-dividend date.", "2026-08-10"),
          amount: z.number().openapi({ description: "Cash per share, listing currency." }),
        }),
      )
      .nullable()
      .openapi({ description: "Cash dividends of the last 2 years, newest first, at most 40." }),
    splits: z
      .array(
        z.object({
          date: DateString("Split date.", "2025-06-10"),
          ratio: z.number().openapi({
            description: "New shares per old share: 4.0 is a 4-for-1 split, 0.1 a 1-for-10 reverse split.",
          }),
        }),
      )
      .nullable()
      .openapi({ description: "Splits of the last 2 years, newest first, at most 10." }),
    company_events: z.array(CompanyEventSchema).nullable().openapi({
      description:
        "From the filing system: material 8-K and 8-K/A filings whose event date lies in the past window, newest first, at most 100; a filing with none of the kept items is left out.",
    }),
  })
  .openapi("FactorCalendar", {
    description: `Earnings, dividends, splits and material current reports of a U.S. primary listing. Sections from the price provider: next_earnings, next_dividend, past_dividends, splits; from the filing system: company_events; past_earnings needs both. Built within ${CALENDAR_BUDGET_MS / 1000} s; provider data is cached up to 6 hours, filing data up to 24 hours.`,
  });

// ---------------------------------------------------------------- themes, contracts, sources

const SourceStatusSchema = z.enum(["AVAILABLE", "PARTIAL", "STALE", "UNAVAILABLE"]);
const ExclusionSchema = z
  .enum(["venue_unavailable", "not_in_snapshot", "market_not_open", "no_price", "stale_quote"])
  .nullable()
  .openapi({
    description:
      "Why the contract does not count towards its theme's level (null when it counts): the venue has no usable snapshot, the snapshot holds no row for it, its market is not open, it has no indicative price, or its quote is older than the freshness budget.",
  });

const ConstituentSchema = z.object({
  venue: z.string().openapi({ description: "Venue id: kalshi or polymarket.", example: "kalshi" }),
  market_id: z.string().openapi({ description: "The venue's market id.", example: "KXRECSSNBER-26-Y" }),
  adverse_side: z
    .enum(["yes", "no"])
    .openapi({ description: "The side whose probability is adverse for the theme." }),
  adverse_probability: nullableNumber("Probability of the adverse side (0–1), from the snapshot row."),
  fresh: z.boolean().openapi({ description: "Whether the quote is within the freshness budget." }),
  counted: z.boolean().openapi({ description: "Whether it counts towards the level." }),
  weight: z
    .number()
    .openapi({ description: "Its share of the level: 1 / counted contracts, 0 when not counted." }),
  excluded_reason: ExclusionSchema,
});

const ThemeSchema = z
  .object({
    id: z.enum(Object.keys(THEME_LABELS) as [string, ...string[]]).openapi({ description: "Theme id." }),
    label: z.string().openapi({ description: "Human-readable theme name.", example: "Growth stress" }),
    status: SourceStatusSchema.openapi({
      description:
        "AVAILABLE: every reviewed contract counts. PARTIAL: some do. STALE: none does, but one has a price that is only too old. UNAVAILABLE: no contract has a price.",
    }),
    level: nullableNumber(
      "Adverse probability (0–1): equal-weight mean of the counted contracts' adverse probabilities, rounded to 6 decimals; null when none counts (a stale price is never a level).",
    ),
    constituents: z
      .array(ConstituentSchema)
      .openapi({ description: "Each reviewed contract and its contribution." }),
  })
  .openapi("FactorTheme", {
    description: "One theme's adverse-probability level and the contracts behind it.",
  });

const ContractSchema = z
  .object({
    venue: z
      .string()
      .openapi({ description: "kalshi (venue_a) or polymarket (venue_b).", example: "kalshi" }),
    market_id: z.string().openapi({ description: "The venue's market id.", example: "KXRECSSNBER-26-Y" }),
    title: z
      .string()
      .openapi({ description: "The venue's title as taped; the catalog's when the snapshot has no row." }),
    factor_id: z.string().openapi({ description: "The theme it belongs to.", example: "growth_stress" }),
    adverse_side: z
      .enum(["yes", "no"])
      .openapi({ description: "The side whose probability is adverse for the theme." }),
    status: z
      .string()
      .nullable()
      .openapi({ description: "The row's normalised market status (open, closed, …)." }),
    bid: nullableNumber("Best YES bid (0–1) as taped; null when unquoted."),
    ask: nullableNumber("Best YES ask (0–1) as taped; null when unquoted."),
    mid: nullableNumber("Mid of a two-sided book; null otherwise."),
    probability: nullableNumber("YES probability: the row's indicative price."),
    adverse_probability: nullableNumber("probability (adverse side yes) or 1 − probability (no)."),
    volume: nullableNumber("Traded volume in USD as taped (see volume_basis)."),
    volume_basis: z.string().nullable().openapi({
      description:
        "usd (the venue reports dollars) or contracts_x_price (contract count × indicative price).",
    }),
    close_time: Timestamp("When the market closes.", "2026-12-31T23:59:00Z"),
    observed_at: z
      .string()
      .nullable()
      .openapi({
        format: "date-time",
        pattern: RFC3339_SECONDS_PATTERN,
        description: `Clock of the quote (the row's observed_at, its sub-second part dropped). ${SECOND_PRECISION}`,
      }),
    age_seconds: z.number().int().nullable().openapi({ description: "as_of − observed_at, whole seconds." }),
    fresh: z.boolean().openapi({
      description: `observed_at and the snapshot's cycle start are both at most freshness_budget_seconds (${FRESHNESS_BUDGET_SECONDS}) old.`,
    }),
    counted: z.boolean().openapi({ description: "Whether it counts towards its theme's level." }),
    excluded_reason: ExclusionSchema,
    source_object: z
      .string()
      .nullable()
      .openapi({ description: "The lake snapshot key the row was read from." }),
    executable: z.literal(false).openapi({ description: "Always false: a research quote, not an order." }),
  })
  .openapi("FactorContract", {
    description: "One reviewed theme contract as read from the newest lake snapshot.",
  });

/** Each source's data origin: the deployment's (`/api/v1/info` `data_origin`). */
const ProvenanceSchema = z.enum(DATA_ORIGINS).openapi({
  description: `Where this source's data came from. ${DATA_ORIGIN_MEANING.live} ${DATA_ORIGIN_MEANING.synthetic}`,
});

const VenueSourceSchema = z
  .object({
    venue: z.string().openapi({ description: "Venue id: kalshi or polymarket.", example: "kalshi" }),
    provenance: ProvenanceSchema,
    status: SourceStatusSchema.openapi({
      description:
        "UNAVAILABLE: no readable newest snapshot, or none of the venue's reviewed contracts usable. STALE: the newest snapshot is older than the budget. PARTIAL: only part of the venue's reviewed contracts is usable. AVAILABLE otherwise.",
    }),
    as_of: z
      .string()
      .nullable()
      .openapi({
        format: "date-time",
        pattern: RFC3339_SECONDS_PATTERN,
        description: `Newest observed_at among the contracts read. ${SECOND_PRECISION}`,
      }),
    source_object: z.string().nullable().openapi({
      description: "The lake snapshot used: lake/{venue}/{YYYY-MM-DD}/{HHMM}.",
      example: "lake/kalshi/2026-11-22/1459",
    }),
    reason: z
      .enum(Object.values(VENUE_REASONS) as [string, ...string[]])
      .nullable()
      .openapi({
        description: `null when AVAILABLE, else a fixed code: ${Object.values(VENUE_REASONS).join(", ")}.`,
      }),
    completeness: z
      .object({
        status: z.enum(["COMPLETE", "INCOMPLETE", "NOT_RECORDED", "UNAVAILABLE"]).openapi({
          description:
            "From the snapshot's tape: INCOMPLETE when the collector recorded a failure, NOT_RECORDED otherwise (absence of a failure does not claim completeness, so COMPLETE is never sent), UNAVAILABLE without a snapshot.",
        }),
        detail: z.string().nullable().openapi({ description: "A sentence." }),
      })
      .openapi({ description: "What the snapshot's tape records about its gaps." }),
    row_count: z
      .number()
      .int()
      .openapi({ description: "Number of the venue's reviewed contracts read from the snapshot." }),
    freshness_budget_seconds: z.number().int().nullable().openapi({
      description: "Largest data age, in seconds, that still counts as fresh.",
      example: FRESHNESS_BUDGET_SECONDS,
    }),
  })
  .openapi("FactorVenueSource", { description: "The lake snapshot one venue's contracts were read from." });

const CompositeSchema = z
  .object({
    value: nullableNumber(
      "100 × the equal-weight mean of the non-null theme levels (0–100), rounded to 4 decimals; null without any level. Market-wide, not specific to the stock.",
    ),
    status: z.enum(["AVAILABLE", "PARTIAL", "UNAVAILABLE"]).openapi({
      description: "AVAILABLE with all six levels, PARTIAL with some, UNAVAILABLE with none.",
    }),
    themes_used: z.number().int().openapi({ description: "Themes with a level, averaged into `value`." }),
    themes_total: z.number().int().openapi({ description: "Themes in the composite (six)." }),
  })
  .openapi("FactorComposite", { description: "A market-wide summary of the six theme levels." });

// ---------------------------------------------------------------- models

const Unavailable = UnavailableModelsSchema.shape;

/** A model member: its computed form (src/factors/model-schemas.ts) or its UNAVAILABLE form. */
const Member = <A extends z.ZodType, B extends z.ZodType>(computed: A, unavailable: B, description: string) =>
  z.union([computed, unavailable]).openapi({ description });

// ---------------------------------------------------------------- the response

export const FactorResponseSchema = z
  .object({
    schema_version: z
      .literal(FACTOR_SCHEMA_VERSION)
      .openapi({ description: "This response's own schema version." }),
    data_mode: z.literal(FACTOR_DATA_MODE).openapi({ description: "Live data, for research." }),
    state: z.enum(["AVAILABLE", "PARTIAL", "UNAVAILABLE"]).openapi({
      description:
        "AVAILABLE when all six themes have a fresh level and both venues are AVAILABLE; UNAVAILABLE when no theme has a level; PARTIAL otherwise.",
    }),
    as_of: Timestamp("Server time the response was built, UTC.", "2026-11-22T15:00:00Z"),
    paper: z.literal(true).openapi({ description: "Always true: every figure is on paper." }),
    research: z.literal(true).openapi({ description: "Always true: research output." }),
    official: z.literal(true).openapi({ description: "Always true in this schema version." }),
    executable: z
      .literal(false)
      .openapi({ description: "Always false: nothing here is an order or a trade size." }),
    equity: EquitySchema,
    calendar: CalendarSchema,
    exposure_model: Member(
      ExposureModelSchema,
      Unavailable.exposure_model,
      "Direct OLS betas of the stock's daily returns on daily changes of each theme's proxy contract.",
    ),
    proxy_model_score: Member(
      ProxyModelScoreSchema,
      Unavailable.proxy_model_score,
      "0–100: the absolute-beta-weighted mean of each fitted proxy's current adverse probability. Not a forecast.",
    ),
    factors: z.array(ThemeSchema).openapi({ description: "The six theme levels, in fixed order." }),
    contracts: z
      .array(ContractSchema)
      .openapi({ description: "Every reviewed contract behind the themes, on both venues." }),
    pnl_comparison: Member(
      PnlComparisonSchema,
      Unavailable.pnl_comparison,
      "Out-of-sample daily P&L of the stock with and without the fitted proxy hedge on a fixed reference notional.",
    ),
    execution_backtest: ExecutionBacktestSchema,
    execution_validation: Member(
      ExecutionValidationSchema,
      Unavailable.execution_validation,
      "Paper and live gates for the backtest; production_ready is always false.",
    ),
    composite: CompositeSchema,
    sources: z
      .object({
        equity: z
          .object({
            status: z
              .literal("AVAILABLE")
              .openapi({ description: "Always AVAILABLE: a failed price read is an error response." }),
            as_of: Timestamp("Equals equity.quote.as_of.", "2026-11-20T21:00:00Z"),
            provider: z.literal(PRICE_PROVIDER_ID).openapi({ description: "A fixed neutral provider id." }),
            provenance: ProvenanceSchema,
          })
          .openapi({ description: "The price provider's read of the stock." }),
        venue_a: VenueSourceSchema,
        venue_b: VenueSourceSchema,
      })
      .openapi({
        description:
          "Where the data came from: the price provider (`equity`), Kalshi (`venue_a`) and Polymarket (`venue_b`).",
      }),
    model_inputs: ModelInputsSchema,
    mimicking_portfolio: Member(
      MimickingPortfolioSchema,
      Unavailable.mimicking_portfolio,
      "Bounded minimum-variance paper portfolio of theme contracts tracking the stock's P&L.",
    ),
    methodology: Member(
      MethodologySchema,
      Unavailable.methodology,
      "Fixed labels and rules of the method in use.",
    ),
  })
  .openapi("FactorStockResponse", {
    description:
      "Research only: nothing in it is an order, a trade size or a hedge ratio. No v1 envelope; `Cache-Control: no-store`.",
  });

export type FactorResponse = z.infer<typeof FactorResponseSchema>;
