import { FRESHNESS_BUDGET_SECONDS } from "../../domain/factor-themes/index.ts";
import type { Bindings } from "../../env.ts";
import { CALENDAR_BUDGET_MS, FILINGS_MAX_AGE_MS, PROVIDER_CALENDAR_MAX_AGE_MS } from "../calendar.ts";
import { factorConfig } from "../config.ts";
import { TICKER_RULE } from "../read-stock.ts";
import { FACTOR_SCHEMA_VERSION } from "../response.ts";
import { THEMES } from "../theme-snapshots.ts";

/** What /api/v1/info says about the factor plane on this deployment (its `factor_reads` member). */
export function factorReads(env: Bindings) {
  const config = factorConfig(env);
  return {
    path: "/api/v1/factors/stocks/{ticker}",
    scope: "factors:read",
    schema_version: FACTOR_SCHEMA_VERSION,
    research_only:
      "Every response is research only (paper, research: true; executable: false): nothing in it is an order, a trade size or a hedge ratio. No v1 envelope.",
    cache_control: "no-store" as const,
    ticker: `${TICKER_RULE}; case-insensitive, returned upper-case.`,
    configured: config !== null,
    calendar_enabled: config?.calendarEnabled ?? false,
    calendar_budget_seconds: CALENDAR_BUDGET_MS / 1000,
    calendar_cache_max_age_seconds: {
      price_provider: PROVIDER_CALENDAR_MAX_AGE_MS / 1000,
      filing_system: FILINGS_MAX_AGE_MS / 1000,
    },
    freshness_budget_seconds: FRESHNESS_BUDGET_SECONDS,
    themes: THEMES.map((theme) => ({ ...theme })),
    theme_source:
      "Each theme's level comes from the newest lake snapshot of each venue (Kalshi as venue_a, Polymarket as venue_b); the snapshot key is sources.venue_*.source_object.",
  };
}
