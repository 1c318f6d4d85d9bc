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
    venue: "kalshi",
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
  },
  meta,
  links: {
    self: "/api/v1/calibration?venue=kalshi&horizon=24h&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z",
  },
};
