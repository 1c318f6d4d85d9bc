/**
 * The shapes the page reads, as the API publishes them (`/api/v1/openapi.json`: `StreamServerMessage`,
 * the v1 bodies). Browser code cannot import the Worker's modules, so the members used are restated here.
 */

export interface LegacyMarket {
  symbol: string;
  slug: string;
  kind: "index" | "benchmark";
  name: string;
  unit: string;
  status: "live" | "stale" | "pending";
  value: number | null;
  value_decimal: string | null;
  cycle_start: string | null;
  source_observed_at: string | null;
  computed_at: string | null;
}

export interface StreamAccess {
  kind: "anonymous" | "key";
  key_id: string | null;
  entitlements: string[] | null;
}

export type ServerMessage =
  | { type: "snapshot"; sent_at: string; access: StreamAccess; markets: LegacyMarket[] }
  | { type: "market_update"; cycle_start: string; published_at: string; markets: LegacyMarket[] }
  | { type: "error"; code: string; detail: string }
  | { type: "pong" };

export interface Envelope<T> {
  data: T;
}

export interface HistoryBucket {
  start_at: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface History {
  range: string;
  resolution: string;
  resolution_was_auto?: boolean;
  unit: string;
  buckets: HistoryBucket[];
}

export interface Outcome {
  label: string;
  probability: number;
  percentage: number;
  modal: boolean;
}

export interface Distribution {
  minute: string;
  basis: string;
  relationship_to_index: string;
  expectation?: number | null;
  normalization: { normalized: boolean; method: string; repaired: boolean };
  venues: { venue: string; weight: number }[];
  outcomes: Outcome[];
}

export interface ScalarValue {
  decimal: string;
  display: string;
}

export interface Round {
  round_id: string;
  status: string;
  official: boolean;
  value: ScalarValue;
  clocks: { computed_at: string; round_effective_at: string };
}

export interface NewsItem {
  id: string;
  kind: string;
  relevance: string;
  authorship: string;
  source: { name: string; domain: string };
  url: string;
  title: string;
  t: string;
  summary: string | null;
}

export interface News {
  availability: string;
  items: NewsItem[];
  policy: {
    applied: { limit: number; kind: string[]; relevance: string; authorship: string[]; since: string | null };
  };
}

export interface LakeVenue {
  venue: string;
  name: string;
  cadence_seconds: number;
  coverage: { last_snapshot: { cycle_start: string } | null };
}
