/** Examples of the distribution history and the scored outcomes; the scores are computed, not typed. */
import type { DistributionOutcome } from "../../../domain/methodology/distribution.ts";
import { scoreDistribution } from "../../../domain/outcomes/buckets.ts";
import { roundScore } from "../../../domain/outcomes/rounding.ts";

const META = { api_version: "v1", schema_version: "pix-public-api-v1" };
const SLUG = "us-cpi-yoy-next";
const IDENTITY = { id: "PIXCPI", symbol: "PIXCPI", slug: SLUG };

const outcome = (
  label: string,
  low: number | null,
  high: number | null,
  representative: number,
  probability: number,
  modal = false,
): DistributionOutcome => ({
  label,
  support: { low, high, low_inclusive: false, high_inclusive: high !== null, representative },
  probability,
  percentage: Math.round(probability * 1000) / 10,
  modal,
});

const OUTCOMES = [
  outcome("(-inf, 2.8]", null, 2.8, 2.7, 0.2),
  outcome("(2.8, 3.0]", 2.8, 3.0, 2.9, 0.5, true),
  outcome("(3.0, inf)", 3.0, null, 3.1, 0.3),
];

const distribution = (minute: string, roundId: string | null) => ({
  round_id: roundId,
  minute,
  observed_at: minute,
  computed_at: minute.replace(":00Z", ":02Z"),
  basis: "strike_ladder_survival",
  relationship_to_index: "expectation",
  expectation: 2.92,
  normalization: {
    normalized: true,
    raw_total: 1,
    method: "pav_then_tail_fill",
    repaired: false,
    violations_pooled: 0,
    duplicates_pooled: 0,
    clamped: 0,
    excluded: [],
  },
  modal_rule: "all_ties_flagged",
  support_rule: {
    interior: "midpoint",
    tails: "median_step_multiple",
    tail_offset: 0.1,
    domain_min: -2,
    domain_max: 10,
  },
  venues: [
    { venue: "kalshi", weight: 0.6 },
    { venue: "polymarket", weight: 0.4 },
  ],
  outcomes: OUTCOMES,
});

const page = (path: string, query: string, rows: number, size: number) => ({
  meta: { ...META, pagination: { page: 1, page_size: size, total_rows: rows, total_pages: 1 } },
  links: {
    self: `${path}?${query}&page=1&page_size=${size}`,
    first: `${path}?${query}&page=1&page_size=${size}`,
    last: `${path}?${query}&page=1&page_size=${size}`,
  },
});

export const DISTRIBUTION_HISTORY_EXAMPLE = {
  data: {
    type: "index_distribution_history",
    ...IDENTITY,
    interval: "round",
    from: "2026-11-23T22:40:00Z",
    to: "2026-11-23T22:50:00Z",
    items: [
      distribution("2026-11-23T22:40:00Z", "2026-11-23T22:40:00Z"),
      distribution("2026-11-23T22:45:00Z", "2026-11-23T22:45:00Z"),
    ],
  },
  ...page(
    `/api/v1/indices/${SLUG}/distributions`,
    "from=2026-11-23T22%3A40%3A00Z&to=2026-11-23T22%3A50%3A00Z",
    2,
    50,
  ),
};

const REALIZED = 2.9;
const s = scoreDistribution(OUTCOMES, REALIZED);
const SCORES = {
  bucket: "(2.8, 3.0]",
  probability: roundScore(s.probability),
  pit: s.pit === null ? null : roundScore(s.pit),
  crps: roundScore(s.crps),
  log_score: roundScore(s.log_score),
};

const print = (revision: number, value: string, releasedAt: string, after: string) => ({
  revision,
  value,
  preliminary: false,
  released_at: releasedAt,
  released_after: after,
  vintage: null,
});

const FIRST = print(0, "324.610", "2026-11-13T13:31:00Z", "2026-11-13T13:26:00Z");

export const INDEX_OUTCOMES_EXAMPLE = {
  data: {
    type: "index_outcomes",
    ...IDENTITY,
    unit: "%",
    series: {
      id: "bls-cpi-u-nsa",
      name: "CPI-U, all items, U.S. city average, not seasonally adjusted",
      unit: "index 1982-84=100",
      source: "bls",
      period_kind: "month",
      index_value: "year_over_year_percent",
    },
    unscored_reason: null,
    items: [
      {
        period: "2026-10",
        first_print: FIRST,
        revisions: [],
        settles_on: "first_print",
        settling_print: FIRST,
        released_at: "2026-11-13T13:31:00Z",
        release_time_known: true,
        base_period: "2025-10",
        base_value: "315.464",
        realized_value: REALIZED,
        horizons: [
          {
            horizon: "1h",
            target: "2026-11-13T12:31:00Z",
            distribution: distribution("2026-11-13T12:30:00Z", "2026-11-13T12:30:00Z"),
            scores: SCORES,
          },
          {
            horizon: "24h",
            target: "2026-11-12T13:31:00Z",
            distribution: distribution("2026-11-12T13:30:00Z", "2026-11-12T13:30:00Z"),
            scores: SCORES,
          },
          { horizon: "7d", target: "2026-11-06T13:31:00Z", distribution: null, scores: null },
          { horizon: "30d", target: "2026-10-14T13:31:00Z", distribution: null, scores: null },
        ],
      },
    ],
  },
  ...page(`/api/v1/indices/${SLUG}/outcomes`, "from=2026-10", 1, 12),
};
