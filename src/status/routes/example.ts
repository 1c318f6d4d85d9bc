/** The status route's example answer (two of its components shown). */
import { COMPONENT_DESCRIPTIONS, COMPONENT_THRESHOLDS } from "../../domain/status/components.ts";
import { API_VERSION, SCHEMA_VERSION } from "../../platform/http/versioning.ts";

export const STATUS_EXAMPLE = {
  data: {
    type: "status",
    state: "degraded",
    computed_at: "2026-11-22T09:05:12Z",
    components: [
      {
        id: "cycle:kalshi",
        kind: "cycle",
        venue: "kalshi",
        description: COMPONENT_DESCRIPTIONS.cycle,
        state: "operational",
        last_event_at: "2026-11-22T09:05:03Z",
        age_ms: 9_140,
        last_failure_at: null,
        lag: {
          "5m": { count: 5, p50_ms: 3_104, p99_ms: 3_385 },
          "1h": { count: 60, p50_ms: 3_104, p99_ms: 4_871 },
          "24h": { count: 1_438, p50_ms: 3_104, p99_ms: 6_889 },
        },
        lag_now_ms: null,
        gaps: 2,
        reconnects: 0,
        thresholds: { ...COMPONENT_THRESHOLDS.cycle },
      },
      {
        id: "feed:polymarket",
        kind: "feed",
        venue: "polymarket",
        description: COMPONENT_DESCRIPTIONS.feed,
        state: "degraded",
        last_event_at: "2026-11-22T09:05:00Z",
        age_ms: 12_000,
        last_failure_at: null,
        lag: {
          "5m": { count: 5, p50_ms: 845, p99_ms: 1_448 },
          "1h": { count: 60, p50_ms: 181, p99_ms: 1_448 },
          "24h": { count: 1_440, p50_ms: 152, p99_ms: 1_053 },
        },
        lag_now_ms: 912,
        gaps: 0,
        reconnects: 3,
        thresholds: { ...COMPONENT_THRESHOLDS.feed },
      },
    ],
  },
  meta: { api_version: API_VERSION, schema_version: SCHEMA_VERSION },
  links: { self: "/api/v1/status" },
};
