/** The equivalence routes' example answers (one pair and one refused look-alike, shortened). */
import { API_VERSION, SCHEMA_VERSION } from "../../platform/http/versioning.ts";

const meta = { api_version: API_VERSION, schema_version: SCHEMA_VERSION };

const PAIR = {
  pair_id: "5c1f0e2a9b7d4c3e8a61f203",
  status: "active",
  legs: {
    a: {
      venue: "kalshi",
      market_id: "KXWTI-26DEC31-T80",
      title: "WTI above $80 on Dec 31, 2026?",
      rules_version: 1,
    },
    b: {
      venue: "polymarket",
      market_id: "742777",
      title: "Will WTI close above $80 on December 31?",
      rules_version: 2,
    },
  },
  relation: "identity",
  polarity: "same",
  confidence: 0.94,
  confidence_basis: {
    method: "deterministic_rule_comparison",
    fields_compared: ["subject", "source", "window", "comparator", "threshold", "contingency"],
    unknown_fields: { a: [], b: [] },
    material_differences: 1,
    blocking_differences: 0,
  },
  rule_diff: [
    {
      field: "evidence_standard",
      a: "the publisher's release",
      b: null,
      severity: "material",
      note: "Only leg a states its evidence standard.",
      evidence: {
        a: [{ section: "rules_secondary", start: 12, end: 41, quote: "as first published by the EIA" }],
        b: [],
      },
    },
  ],
  judged_at: "2026-12-01T08:04:00Z",
  first_judged_at: "2026-11-24T08:03:00Z",
};

/** Both legs' texts of the example pair (written for these docs), each the version judged. */
const RULE_TEXTS = {
  a: {
    version: 1,
    sha256: "9b0c2d7e41f35a86c1e0d4b7a2f9863e5d1c0b4a7e2f86d3c9b15a0e4d7f2c61",
    fetched_at: "2026-12-01T08:03:12Z",
    sections: [
      { section: "title", text: "WTI above $80 on Dec 31, 2026?" },
      {
        section: "rules_primary",
        text: "If the front-month WTI crude oil futures settlement price on Dec 31, 2026 is above $80.00, then the market resolves to Yes.",
      },
      {
        section: "rules_secondary",
        text: "Settlement, as first published by the EIA, is final; later revisions do not change the result.",
      },
      { section: "settlement_sources", text: "U.S. Energy Information Administration <https://www.eia.gov>" },
      { section: "close_time", text: "2026-12-31T22:00:00Z" },
    ],
  },
  b: {
    version: 2,
    sha256: "4e7a1c9d2b6f03e85a1d7c4b9e2f60a3d8c5b1e7f4a2d9c6b3e0f7a1d4c8b2e5",
    fetched_at: "2026-12-01T08:03:14Z",
    sections: [
      { section: "question", text: "Will WTI close above $80 on December 31?" },
      {
        section: "description",
        text: 'This market will resolve to "Yes" if the front-month WTI crude oil futures contract settles above $80.00 on December 31, 2026. Otherwise, it will resolve to "No".',
      },
      { section: "resolution_source", text: "https://www.eia.gov" },
      { section: "end_date", text: "2026-12-31T22:00:00Z" },
    ],
  },
};

export const PAIR_EXAMPLE = {
  data: { type: "equivalence_pair", ...PAIR, rule_texts: RULE_TEXTS },
  meta,
  links: { self: `/api/v1/equivalence/pairs/${PAIR.pair_id}` },
};

export const PAIRS_EXAMPLE = {
  data: { type: "equivalence_pairs", pairs: [PAIR] },
  meta: { ...meta, pagination: { page: 1, page_size: 50, total_rows: 1, total_pages: 1 } },
  links: {
    self: "/api/v1/equivalence/pairs?relation=identity&page=1&page_size=50",
    first: "/api/v1/equivalence/pairs?relation=identity&page=1&page_size=50",
    last: "/api/v1/equivalence/pairs?relation=identity&page=1&page_size=50",
  },
};

export const REFUSED_EXAMPLE = {
  data: {
    type: "equivalence_refused",
    refused: [
      {
        pair_id: "0b93d4e17a2c5f6084d1e9aa",
        legs: {
          a: {
            venue: "kalshi",
            market_id: "KXGOLD-26DEC31-T4000",
            title: "Gold above $4,000 on Dec 31, 2026?",
            rules_version: 1,
          },
          b: {
            venue: "polymarket",
            market_id: "666437",
            title: "Gold above $4,000 at the end of 2026?",
            rules_version: 1,
          },
        },
        relation: "overlap",
        reasons: ["series_differs", "publisher_differs"],
        rule_diff: [
          {
            field: "source.series",
            a: "LBMA Gold Price PM",
            b: "COMEX front-month settlement",
            severity: "blocking",
            note: "The legs settle on different series.",
            evidence: {
              a: [{ section: "rules_primary", start: 61, end: 79, quote: "LBMA Gold Price PM" }],
              b: [{ section: "description", start: 88, end: 116, quote: "COMEX front-month settlement" }],
            },
          },
        ],
        judged_at: "2026-11-24T08:03:00Z",
      },
    ],
  },
  meta: { ...meta, pagination: { page: 1, page_size: 50, total_rows: 1, total_pages: 1 } },
  links: {
    self: "/api/v1/equivalence/refused?page=1&page_size=50",
    first: "/api/v1/equivalence/refused?page=1&page_size=50",
    last: "/api/v1/equivalence/refused?page=1&page_size=50",
  },
};

const accuracy = (pairs: number, identity: number) => ({
  pairs,
  exact: pairs,
  per_relation: [
    {
      relation: "identity",
      labelled: identity,
      predicted: identity,
      correct: identity,
      precision: 1,
      recall: 1,
    },
    { relation: "disjoint", labelled: 0, predicted: 0, correct: 0, precision: null, recall: null },
  ],
  polarity_accuracy: 1,
  confusion: [{ labelled: "identity", predicted: "identity", pairs: identity }],
});

/** Shortened: two of the seven relations shown. */
export const ACCURACY_EXAMPLE = {
  data: {
    type: "equivalence_accuracy",
    held_out: accuracy(89, 24),
    development: accuracy(89, 22),
    method:
      "Every labelled look-alike pair is fingerprinted and judged by the same code that judges the venues' markets; precision is correct ÷ predicted and recall correct ÷ labelled, per relation.",
  },
  meta,
  links: { self: "/api/v1/equivalence/accuracy", pairs: "/api/v1/equivalence/pairs" },
};

/**
 * One edge at the close (of four: both directions at $100 and $1,000). Buy b: 100 at 0.4350 = 43.50,
 * fee 100 × 0.04 × 0.435 × 0.565 = 0.98310; sell a: 100 at 0.4400 = 44.00, fee 0.07 × 100 × 0.44 ×
 * 0.56 = 1.7248, rounded up to 1.73; edge 44.00 − 43.50 − 0.9831 − 1.73 = −2.2131.
 */
const exampleEdge = {
  direction: "buy_b_sell_a",
  size_usd: "100",
  contracts: "100.0000",
  edge_usd: "-2.2131",
  edge_per_contract: "-0.022131",
  reason: null,
  legs: {
    a: { side: "sell", average_price: "0.4400", amount: "44.0000", fee: "1.7300" },
    b: { side: "buy", average_price: "0.4350", amount: "43.5000", fee: "0.9831" },
  },
};

const basisBucket = (
  [start, end, closeMinute]: [string, string, string],
  quoted: number,
  ohlc: [string, string, string, string],
  execution: { edges: (typeof exampleEdge)[] | null; reason: string | null },
) => ({
  start,
  end,
  minutes: 5,
  quoted_minutes: quoted,
  quoted_share: quoted / 5,
  mid_basis: { open: ohlc[0], high: ohlc[1], low: ohlc[2], close: ohlc[3] },
  close: {
    minute: closeMinute,
    mid_a: "0.4450",
    mid_b: "0.4300",
    mid_basis: ohlc[3],
  },
  execution: {
    ...execution,
    fee_terms_fetched_at: { a: "2026-11-24T09:58:00Z", b: "2026-11-24T09:58:00Z" },
  },
});

/** Shortened: two 5-minute buckets of a same-polarity pair, one edge of the first close's four. */
export const BASIS_EXAMPLE = {
  data: {
    type: "equivalence_basis",
    pair_id: "5c1f0e2a9b7d4c3e8a61f203",
    legs: {
      a: {
        venue: "kalshi",
        market_id: "KXWTI-26DEC31-T80",
        fee_terms: {
          venue: "kalshi",
          fee_type: "quadratic",
          fee_multiplier: "1",
          fetched_at: "2026-11-24T09:58:00Z",
        },
      },
      b: {
        venue: "polymarket",
        market_id: "742777",
        fee_terms: {
          venue: "polymarket",
          fees_enabled: true,
          category: "finance",
          fetched_at: "2026-11-24T09:58:00Z",
        },
      },
    },
    polarity: "same",
    interval: "5m",
    from: "2026-11-24T10:00:00Z",
    to: "2026-11-24T10:10:00Z",
    buckets: [
      basisBucket(
        ["2026-11-24T10:00:00Z", "2026-11-24T10:05:00Z", "2026-11-24T10:04:00Z"],
        5,
        ["0.0100", "0.0200", "0.0050", "0.0150"],
        { edges: [exampleEdge], reason: null },
      ),
      basisBucket(
        ["2026-11-24T10:05:00Z", "2026-11-24T10:10:00Z", "2026-11-24T10:09:00Z"],
        4,
        ["0.0150", "0.0150", "0.0100", "0.0150"],
        { edges: null, reason: "book_not_taped" },
      ),
    ],
    summary: {
      minutes: 10,
      quoted_minutes: 9,
      quoted_share: 0.9,
      mean: 0.0128,
      standard_deviation: 0.0044,
      ar1: { phi: 0.41, intercept: 0.0075, observations: 7, half_life_minutes: 0.78, reason: null },
      ar1_reason: null,
      executable_minutes: 1,
      tradeable_share: 0,
    },
  },
  meta: {
    ...meta,
    tape: { snapshots: 20, bytes: 183_402 },
    books: { closes: 2, lookups: 4, bytes: 2_318 },
    stored: { hours: 0, closes: 0, objects: 0, bytes: 0 },
  },
  links: {
    self: "/api/v1/equivalence/pairs/5c1f0e2a9b7d4c3e8a61f203/basis?from=2026-11-24T10%3A00%3A00Z&to=2026-11-24T10%3A10%3A00Z&interval=5m",
    pair: "/api/v1/equivalence/pairs/5c1f0e2a9b7d4c3e8a61f203",
  },
};
