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

export const PAIR_EXAMPLE = {
  data: { type: "equivalence_pair", ...PAIR },
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
