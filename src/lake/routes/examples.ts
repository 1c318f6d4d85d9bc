/** Example payloads for the lake's OpenAPI operations, typed against the response schemas. */
import type { z } from "@hono/zod-openapi";
import type { Bindings } from "../../env.ts";
import { envelope } from "../../platform/http/envelope.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import type { CandlesResponse } from "./candles-schema.ts";
import type {
  BookResponse,
  LakeResponse,
  QuotesResponse,
  SnapshotListResponse,
  TradesResponse,
  VenueCatalogResponse,
  VenueResponse,
} from "./schema.ts";

const EXAMPLE_ENV = {
  LAKE_ALLOWED_VENUES: "kalshi,polymarket",
  LAKE_SNAPSHOT_MAX_BYTES: "67108864",
} as unknown as Bindings;

const ROW: LakeRow = {
  venue: "kalshi",
  market_id: "KXCPIYOY-26NOV-T2.8",
  event_id: "KXCPIYOY-26NOV",
  outcome: "yes",
  token_id: null,
  title: "CPI year over year above 2.8%?",
  status: "open",
  bid: "0.4300",
  ask: "0.4500",
  last: null,
  indicative: "0.4400",
  indicative_source: "mid",
  mid: "0.4400",
  spread: "0.0200",
  two_sided_book: true,
  volume_usd: "18250.50",
  open_interest_usd: "7420.00",
  usd_basis: "usd",
  native: null,
  observed_at: "2026-11-22T10:05:02.000Z",
  observed_at_source: "venue",
  close_time: "2026-12-10T13:25:00.000Z",
};

const coverage = {
  first_date: "2026-11-20",
  last_date: "2026-11-22",
  date_count: 3,
  first_snapshot: { date: "2026-11-20", at: "0000", cycle_start: "2026-11-20T00:00:00Z" },
  last_snapshot: { date: "2026-11-22", at: "1005", cycle_start: "2026-11-22T10:05:00Z" },
};

const kalshiSummary = {
  venue: "kalshi",
  name: "Kalshi",
  tape_origin: { kind: "own_book" as const, mirrors: null },
  book: "two_sided_order_book" as const,
  cadence_seconds: 60,
  licence: "venue_public_api" as const,
  quote_fields: ["bid" as const, "ask" as const, "indicative" as const, "mid" as const, "spread" as const],
  quote_fields_basis: "union_over_latest_collected_date" as const,
  quote_fields_date: "2026-11-22",
  coverage,
};

const kalshiLinks = {
  venue: "/api/v1/lake/venues/kalshi",
  lake: "/api/v1/lake",
  latest_snapshots: "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22",
  latest_quotes: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
};

/** Built lazily by the discovery module itself, so the example always matches the real document. */
export function lakeExampleFrom(
  discovery: (env: Bindings) => z.infer<typeof LakeResponse>["data"],
): z.infer<typeof LakeResponse> {
  return envelope(discovery(EXAMPLE_ENV), {
    self: "/api/v1/lake",
    venues: "/api/v1/lake/venues",
    docs: "/docs",
  });
}

export const venueCatalogExample: z.infer<typeof VenueCatalogResponse> = envelope(
  {
    type: "lake_venue_catalog" as const,
    count: 1,
    venues: [{ ...kalshiSummary, links: { self: "/api/v1/lake/venues/kalshi", ...kalshiLinks } }],
  },
  { self: "/api/v1/lake/venues", lake: "/api/v1/lake" },
);

const exampleDay = (date: string, parquet: { bytes: number; rows: number; created_at: string } | null) => ({
  date,
  parquet: parquet ? { key: `lake/kalshi/${date}/day.parquet`, ...parquet } : null,
  // Kalshi's whole-venue collection reads no books: its book file has no rows.
  books_parquet: parquet
    ? { key: `lake/kalshi/${date}/books.parquet`, bytes: 343, rows: 0, created_at: parquet.created_at }
    : null,
  trades_parquet: parquet
    ? { key: `lake/kalshi/${date}/trades.parquet`, bytes: 61440, rows: 1873, created_at: parquet.created_at }
    : null,
  outcomes_parquet: parquet
    ? {
        key: `lake-outcomes/kalshi/${date}/outcomes.parquet`,
        bytes: 48213,
        rows: 412,
        created_at: parquet.created_at,
      }
    : null,
  basis_parquet: parquet
    ? {
        key: `lake-basis/kalshi/${date}/basis.parquet`,
        bytes: 91234,
        rows: 5760,
        created_at: parquet.created_at,
      }
    : null,
  index_distributions_parquet: parquet
    ? {
        key: `lake-indices/${date}/distributions.parquet`,
        bytes: 61234,
        rows: 2880,
        created_at: parquet.created_at,
      }
    : null,
  official_prints_parquet: parquet
    ? { key: `lake-indices/${date}/prints.parquet`, bytes: 3120, rows: 2, created_at: parquet.created_at }
    : null,
  links: {
    snapshots: `/api/v1/lake/venues/kalshi/snapshots?date=${date}`,
    ...(parquet
      ? {
          parquet: `/api/v1/lake/venues/kalshi/days/${date}/parquet`,
          books_parquet: `/api/v1/lake/venues/kalshi/days/${date}/books.parquet`,
          trades_parquet: `/api/v1/lake/venues/kalshi/days/${date}/trades.parquet`,
          outcomes_parquet: `/api/v1/lake/venues/kalshi/days/${date}/outcomes.parquet`,
          basis_parquet: `/api/v1/lake/venues/kalshi/days/${date}/basis.parquet`,
          index_distributions_parquet: `/api/v1/lake/venues/kalshi/days/${date}/index-distributions.parquet`,
          official_prints_parquet: `/api/v1/lake/venues/kalshi/days/${date}/official-prints.parquet`,
        }
      : {}),
  },
});

export const venueExample: z.infer<typeof VenueResponse> = envelope(
  {
    type: "lake_venue" as const,
    ...kalshiSummary,
    dates: ["2026-11-20", "2026-11-21", "2026-11-22"],
    days: [
      exampleDay("2026-11-20", { bytes: 2358846, rows: 67680, created_at: "2026-11-21T00:15:00Z" }),
      exampleDay("2026-11-21", { bytes: 2361120, rows: 67680, created_at: "2026-11-22T00:15:00Z" }),
      exampleDay("2026-11-22", null),
    ],
    retention: {
      tape_days: 30,
      parquet_days: 365,
      tape_kept_from: "2026-10-23",
      parquet_kept_from: "2025-11-22",
      rule: "A UTC day is compacted into its Parquet files (quotes, books, trades) at 00:15 UTC the next day. …",
    },
  },
  { self: "/api/v1/lake/venues/kalshi", ...kalshiLinks },
);

export const snapshotsExample: z.infer<typeof SnapshotListResponse> = envelope(
  {
    type: "lake_snapshots" as const,
    venue: "kalshi",
    date: "2026-11-22",
    day_status: "open" as const,
    count: 2,
    snapshots: [
      {
        at: "1004",
        cycle_start: "2026-11-22T10:04:00Z",
        rows: 412,
        bytes: 251804,
        exceeds_ceiling: false,
        completeness: {
          status: "incomplete" as const,
          failures: [{ reason: "http_5xx", stage: "kalshi_orderbook", market_id: "KXFED-26DEC-T3.75" }],
        },
        quote_fields: [
          "bid" as const,
          "ask" as const,
          "indicative" as const,
          "mid" as const,
          "spread" as const,
        ],
        links: { quotes: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1004&page=1&page_size=100" },
      },
      {
        at: "1005",
        cycle_start: "2026-11-22T10:05:00Z",
        rows: 413,
        bytes: 252410,
        exceeds_ceiling: false,
        completeness: { status: "not_recorded" as const },
        quote_fields: [
          "bid" as const,
          "ask" as const,
          "indicative" as const,
          "mid" as const,
          "spread" as const,
        ],
        links: { quotes: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100" },
      },
    ],
  },
  { self: "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22", venue: "/api/v1/lake/venues/kalshi" },
);

export const quotesExample: z.infer<typeof QuotesResponse> = envelope(
  {
    type: "lake_quotes" as const,
    venue: "kalshi",
    date: "2026-11-22",
    at: "1005",
    cycle_start: "2026-11-22T10:05:00Z",
    row_schema: "pix-lake-row-v1" as const,
    completeness_status: "not_recorded" as const,
    rows: [ROW],
  },
  {
    self: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=2&page_size=100",
    first: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
    last: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=5&page_size=100",
    prev: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
    next: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=3&page_size=100",
    snapshots: "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22",
    venue: "/api/v1/lake/venues/kalshi",
  },
  {
    pagination: { page: 2, page_size: 100, total_rows: 413, total_pages: 5 },
    snapshot_bytes: 252410,
  },
);

export const bookExample: z.infer<typeof BookResponse> = envelope(
  {
    type: "lake_book" as const,
    venue: "polymarket",
    market_id: "516710",
    outcome: "yes",
    token_id: "71321045679252212594626385532706912750332728571942532289631379312455583992563",
    outcomes: ["yes", "no"],
    date: "2026-11-22",
    at: "1005",
    cycle_start: "2026-11-22T10:05:00Z",
    observed_at: "2026-11-22T10:05:01.512Z",
    depth: 10,
    bids: [
      ["0.43", "1250.5"],
      ["0.42", "800"],
      ["0.4", "3100"],
    ],
    asks: [
      ["0.45", "640"],
      ["0.46", "2000"],
    ],
  },
  {
    self: "/api/v1/lake/venues/polymarket/books?date=2026-11-22&at=1005&market=516710",
    quotes: "/api/v1/lake/venues/polymarket/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
    venue: "/api/v1/lake/venues/polymarket",
  },
);

const CANDLES_PATH = "/api/v1/lake/venues/kalshi/markets/KXCPIYOY-26NOV-T2.8/candles";

export const candlesExample: z.infer<typeof CandlesResponse> = envelope(
  {
    type: "lake_candles" as const,
    venue: "kalshi",
    market: "KXCPIYOY-26NOV-T2.8",
    outcome: "yes",
    resolution: "1h" as const,
    from: "2026-11-22T10:00:00Z",
    to: "2026-11-29T10:00:00Z",
    window_to: "2026-12-01T00:00:00Z",
    trade_source: "taped" as const,
    empty_buckets: "omitted" as const,
    candles: [
      {
        start: "2026-11-22T10:00:00Z",
        end: "2026-11-22T11:00:00Z",
        mid: { open: "0.4400", high: "0.4650", low: "0.4300", close: "0.4550", minutes: 58 },
        quote_minutes: 60,
        volume_usd: "18250.50",
        open_interest_usd: "7420.00",
        trades: {
          price: { open: "0.44", high: "0.47", low: "0.43", close: "0.45" },
          volume: "1830.5",
          count: 41,
        },
      },
    ],
  },
  {
    self: `${CANDLES_PATH}?from=2026-11-22T10:00:00Z&to=2026-12-01T00:00:00Z&resolution=1h&outcome=yes`,
    next: `${CANDLES_PATH}?from=2026-11-29T10:00:00Z&to=2026-12-01T00:00:00Z&window_from=2026-11-22T10:00:00Z&resolution=1h&outcome=yes`,
    venue: "/api/v1/lake/venues/kalshi",
  },
  {
    tape: { snapshots: 10_080, bytes: 8_064_000, incomplete_snapshots: 0, hour_summaries: 168 },
    trade_tape: { minutes: 10_080, taped: 10_080, incomplete: 0 },
    hour_summaries_pending: null,
  },
);

export const tradesExample: z.infer<typeof TradesResponse> = envelope(
  {
    type: "lake_trades" as const,
    venue: "kalshi",
    date: "2026-11-22",
    at: "1005",
    cycle_start: "2026-11-22T10:05:00Z",
    window_start: "2026-11-22T10:04:00Z",
    window_end: "2026-11-22T10:05:00Z",
    market: "KXCPIYOY-26NOV-T2.8",
    token_id: null,
    complete: true,
    failures: [],
    rows: [
      {
        trade_id: "0d7e5c1a-3f0b-4b8e-9a51-2c4f0e6d9b17",
        market_id: "KXCPIYOY-26NOV-T2.8",
        token_id: null,
        outcome: null,
        price: "0.44",
        size: "25",
        taker_side: "yes",
        venue_time: "2026-11-22T10:04:31.204Z",
        received_at: "2026-11-22T10:05:00.412Z",
      },
    ],
  },
  {
    self: "/api/v1/lake/venues/kalshi/trades?date=2026-11-22&at=1005&market=KXCPIYOY-26NOV-T2.8&page=1&page_size=100",
    first:
      "/api/v1/lake/venues/kalshi/trades?date=2026-11-22&at=1005&market=KXCPIYOY-26NOV-T2.8&page=1&page_size=100",
    last: "/api/v1/lake/venues/kalshi/trades?date=2026-11-22&at=1005&market=KXCPIYOY-26NOV-T2.8&page=1&page_size=100",
    quotes: "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
    venue: "/api/v1/lake/venues/kalshi",
  },
  { pagination: { page: 1, page_size: 100, total_rows: 1, total_pages: 1 }, trades_bytes: 5120 },
);
