/** The outcomes routes' example answers. */
import { API_VERSION, SCHEMA_VERSION } from "../../platform/http/versioning.ts";

const meta = { api_version: API_VERSION, schema_version: SCHEMA_VERSION };

/** A settled market as served, before its signature. */
const SETTLED = {
  venue: "kalshi",
  market_id: "KXCPIYOY-26NOV-T2.8",
  status: "settled",
  final: true,
  result: "yes",
  provisional_result: null,
  settlement_value: "1",
  close_time: "2026-12-10T13:30:00Z",
  settled_at: "2026-12-10T15:02:11Z",
  settlement_lag_seconds: 5531,
  venue_status: "finalized",
  venue_result: "yes",
  settlement_sources: [{ name: "Bureau of Labor Statistics", url: "https://www.bls.gov/cpi/" }],
  horizons: [
    {
      horizon: "15m",
      target: "2026-12-10T13:15:00Z",
      mid: "0.9550",
      observed_at: "2026-12-10T13:14:59Z",
    },
    {
      horizon: "1h",
      target: "2026-12-10T12:30:00Z",
      mid: "0.9150",
      observed_at: "2026-12-10T12:29:58Z",
    },
    {
      horizon: "24h",
      target: "2026-12-09T13:30:00Z",
      mid: "0.7700",
      observed_at: "2026-12-09T13:29:59Z",
    },
    {
      horizon: "7d",
      target: "2026-12-03T13:30:00Z",
      mid: "0.6150",
      observed_at: "2026-12-03T13:29:57Z",
    },
    { horizon: "30d", target: "2026-11-10T13:30:00Z", mid: null, observed_at: null },
  ],
  history_entries: 3,
  changed_at: "2026-12-10T15:03:00Z",
};

const CPI_PRINT = {
  revision: 0,
  value: "325.031",
  preliminary: false,
  released_at: "2026-12-10T13:31:00Z",
  released_after: "2026-12-10T13:26:00Z",
  vintage: null,
};

export const OUTCOMES_EXAMPLE = {
  data: {
    type: "outcomes",
    items: [
      {
        ...SETTLED,
        signature: {
          alg: "EdDSA",
          kid: "pix-2026-11",
          sig: "sznBmliiFiJJ_yJ9jmfGyzH4BgXo_FiLv3joCEJAekpruFBNfrvC9s9XMShakxqeANeGjru8JJwr4KVrYBtvkQ",
          record: { type: "outcome", ...SETTLED, signed_at: "2026-12-10T15:05:00Z" },
        },
        // A catalog market on the CPI: November's print, read by pix a minute after the release.
        official_print: {
          series_id: "bls-cpi-u-nsa",
          period: "2026-11",
          first_print: CPI_PRINT,
          revisions: [],
          settles_on: "first_print",
          settling_print: CPI_PRINT,
          released_at: "2026-12-10T13:31:00Z",
        },
      },
      {
        venue: "polymarket",
        market_id: "516710",
        status: "disputed",
        final: false,
        result: null,
        provisional_result: null,
        settlement_value: null,
        close_time: "2026-12-10T12:00:00Z",
        settled_at: null,
        settlement_lag_seconds: null,
        venue_status: "disputed",
        venue_result: null,
        settlement_sources: null,
        horizons: null,
        history_entries: 3,
        changed_at: "2026-12-10T14:41:00Z",
        // Changed within the last minutes: its signature is due.
        signature: null,
        // Not a market on an official series pix collects.
        official_print: null,
      },
    ],
  },
  meta: { ...meta, pagination: { page: 1, page_size: 100, total_rows: 2, total_pages: 1 } },
  links: {
    self: "/api/v1/outcomes?page=1",
    first: "/api/v1/outcomes?page=1",
    last: "/api/v1/outcomes?page=1",
  },
};

const bin = (
  k: number,
  n: number,
  hits: number,
  mean: number | null,
  lower: number | null,
  upper: number | null,
) => ({
  lower: k / 10,
  upper: (k + 1) / 10,
  n,
  hits,
  mean_forecast: mean,
  observed_rate: n === 0 ? null : Math.round((hits / n) * 1e6) / 1e6,
  wilson_lower: lower,
  wilson_upper: upper,
});

export const CALIBRATION_EXAMPLE = {
  data: {
    type: "calibration",
    venue: "polymarket",
    category: "Economics",
    horizon: "24h",
    market_kind: "binary",
    n: 4,
    base_rate: 0.5,
    brier: 0.025,
    log_loss: 0.164252,
    murphy: {
      reliability: 0.025,
      resolution: 0.25,
      uncertainty: 0.25,
      within_bin_variance: 0,
      within_bin_covariance: 0,
    },
    bins: [
      bin(0, 0, 0, null, null, null),
      bin(1, 0, 0, null, null, null),
      bin(2, 2, 0, 0.2, 0, 0.65762),
      bin(3, 0, 0, null, null, null),
      bin(4, 0, 0, null, null, null),
      bin(5, 0, 0, null, null, null),
      bin(6, 0, 0, null, null, null),
      bin(7, 0, 0, null, null, null),
      bin(8, 0, 0, null, null, null),
      bin(9, 2, 2, 0.9, 0.34238, 1),
    ],
    truncated: false,
    from: "2026-11-01T00:00:00Z",
    to: "2026-12-01T00:00:00Z",
    // Two events of three outcomes: mids (0.6, 0.3, 0.1), the first happened; (0.2, 0.5, 0.3), the third.
    // Brier ((0.16 + 0.09 + 0.01) + (0.04 + 0.25 + 0.49)) / 2 = 0.52; LL −(ln 0.6 + ln 0.3) / 2.
    multi_outcome: {
      events: 2,
      markets: 6,
      events_left_out: 1,
      brier: 0.52,
      log_loss: 0.857399,
      per_outcome: {
        n: 6,
        base_rate: 0.333333,
        brier: 0.173333,
        log_loss: 0.515521,
        murphy: {
          reliability: 0.09,
          resolution: 0.138889,
          uncertainty: 0.222222,
          within_bin_variance: 0,
          within_bin_covariance: 0,
        },
        bins: [
          bin(0, 0, 0, null, null, null),
          bin(1, 1, 0, 0.1, 0, 0.793451),
          bin(2, 1, 0, 0.2, 0, 0.793451),
          bin(3, 2, 1, 0.3, 0.094531, 0.905469),
          bin(4, 0, 0, null, null, null),
          bin(5, 1, 0, 0.5, 0, 0.793451),
          bin(6, 1, 1, 0.6, 0.206549, 1),
          bin(7, 0, 0, null, null, null),
          bin(8, 0, 0, null, null, null),
          bin(9, 0, 0, null, null, null),
        ],
      },
      truncated: false,
    },
    indices: [
      {
        symbol: "PIXCPI",
        series_id: "bls-cpi-u-nsa",
        unit: "%",
        periods: 1,
        n: 1,
        mean_crps: 0.029667,
        pit_n: 1,
        pit_histogram: Array.from({ length: 10 }, (_, k) => ({
          lower: k / 10,
          upper: (k + 1) / 10,
          n: k === 4 ? 1 : 0,
          share: k === 4 ? 1 : 0,
        })),
        truncated: false,
      },
    ],
  },
  meta,
  links: {
    self: "/api/v1/calibration?venue=polymarket&category=Economics&horizon=24h&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z",
  },
};
