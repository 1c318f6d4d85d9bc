import { newsEnabled } from "../../catalog/news-config.ts";
import { NEWS_CADENCE_MINUTES, NEWS_MINUTE_OFFSET, NEWS_TIME_BUDGET_MS } from "../../domain/news/cadence.ts";
import { NEWS_AUTHORSHIP, NEWS_KINDS, NEWS_LICENCES, SUMMARY_MAX_CHARS } from "../../domain/news/item.ts";
import { NEWS_AVAILABILITY, NEWS_DEFAULTS, NEWS_LIMIT_MAX } from "../../domain/news/query.ts";
import type { Bindings } from "../../env.ts";
import { maxAgeSeconds } from "../../platform/http/cache-control.ts";

/** What /api/v1/info says about the news route on this deployment (its `index_reads.news` member). */
export function newsDiscovery(env: Bindings) {
  return {
    path: "/api/v1/indices/{id}/news",
    enabled: newsEnabled(env),
    description:
      "Metadata items about each index and its contracts (agency releases, central-bank statements, securities filings, venue context and events, publisher headlines), never settlement-relevant. Each index lists its configured feeds with their latest outcome in data.sources; data.policy states the defaults and what a request applied.",
    kinds: [...NEWS_KINDS],
    licences: [...NEWS_LICENCES],
    authorships: [...NEWS_AUTHORSHIP],
    availability: [...NEWS_AVAILABILITY],
    defaults: { ...NEWS_DEFAULTS },
    limit: { min: 1, max: NEWS_LIMIT_MAX, default: NEWS_DEFAULTS.limit },
    summary_max_chars: SUMMARY_MAX_CHARS,
    ingestion: {
      cadence_minutes: NEWS_CADENCE_MINUTES,
      minute_offset: NEWS_MINUTE_OFFSET,
      time_budget_seconds: NEWS_TIME_BUDGET_MS / 1000,
    },
    cache_max_age_seconds: maxAgeSeconds("news"),
    settlement_relevant: false as const,
  };
}
