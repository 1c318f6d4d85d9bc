/** The status route's example answer (two of its components shown). */
import { COMPONENT_DESCRIPTIONS, COMPONENT_THRESHOLDS } from "../../domain/status/components.ts";
import { OBJECTIVES, objectiveComponents } from "../../domain/status/objectives.ts";
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
        symptom: null,
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
        symptom: "0 of 1 feed shards live (the others stale).",
        last_event_at: "2026-11-22T09:05:00Z",
        age_ms: 12_000,
        last_failure_at: "2026-11-22T09:05:12Z",
        lag: {
          "5m": { count: 5, p50_ms: 845, p99_ms: 1_448 },
          "1h": { count: 60, p50_ms: 181, p99_ms: 1_448 },
          "24h": { count: 1_440, p50_ms: 152, p99_ms: 1_053 },
        },
        lag_now_ms: 912,
        gaps: 4,
        reconnects: 3,
        thresholds: { ...COMPONENT_THRESHOLDS.feed },
      },
    ],
    objectives: OBJECTIVES.slice(0, 1).map((o) => ({
      id: o.id,
      description: o.description,
      threshold_ms: o.threshold_ms,
      target: o.target,
      components: objectiveComponents(o),
      attainment: {
        "24h": { events: 172_800, bad: 864, attainment: 0.995, budget_left: 0.5, covered_ms: 86_400_000 },
        "30d": {
          events: 1_036_800,
          bad: 864,
          attainment: 0.999167,
          budget_left: 0.916667,
          covered_ms: 518_400_000,
        },
      },
    })),
  },
  meta: { api_version: API_VERSION, schema_version: SCHEMA_VERSION },
  links: {
    self: "/api/v1/status",
    incidents: "/api/v1/status/incidents",
    summary: "/api/v1/status/summary.json",
  },
};

const UPDATES = [
  {
    status: "investigating",
    body: "feed:polymarket is degraded: 0 of 1 feed shards live (the others stale).",
    at: "2026-11-22T09:06:04Z",
  },
  { status: "resolved", body: "feed:polymarket is operational again.", at: "2026-11-22T09:14:02Z" },
] as const;

export const INCIDENTS_EXAMPLE = {
  data: {
    type: "status_incidents",
    incidents: [
      {
        id: "42",
        components: ["feed:polymarket"],
        state: "degraded",
        symptom: "0 of 1 feed shards live (the others stale).",
        started_at: "2026-11-22T09:05:02Z",
        opened_at: "2026-11-22T09:06:04Z",
        resolved_at: "2026-11-22T09:14:02Z",
        updates: UPDATES,
      },
    ],
  },
  meta: { api_version: API_VERSION, schema_version: SCHEMA_VERSION },
  links: {
    self: "/api/v1/status/incidents?limit=1",
    status: "/api/v1/status",
    next: "/api/v1/status/incidents?limit=1&before=42",
  },
};

const summaryComponent = (id: string, status: string, description: string, position: number) => ({
  id,
  name: id,
  status,
  description,
  position,
  created_at: "2026-11-22T09:05:00Z",
  updated_at: "2026-11-22T09:07:12Z",
  page_id: "pix",
  group_id: null,
  group: false,
  showcase: true,
  only_show_if_degraded: false,
  start_date: null,
});

export const SUMMARY_EXAMPLE = {
  page: {
    id: "pix",
    name: "pix",
    url: "/api/v1/status",
    time_zone: "Etc/UTC",
    updated_at: "2026-11-22T09:07:12Z",
  },
  components: [
    summaryComponent("cycle:kalshi", "operational", COMPONENT_DESCRIPTIONS.cycle, 1),
    summaryComponent("feed:polymarket", "degraded_performance", COMPONENT_DESCRIPTIONS.feed, 2),
  ],
  incidents: [
    {
      id: "42",
      name: "feed:polymarket degraded",
      status: "investigating",
      impact: "minor",
      created_at: "2026-11-22T09:06:04Z",
      updated_at: "2026-11-22T09:06:04Z",
      started_at: "2026-11-22T09:05:02Z",
      monitoring_at: null,
      resolved_at: null,
      shortlink: "/api/v1/status/incidents",
      page_id: "pix",
      incident_updates: [
        {
          id: "42-1",
          incident_id: "42",
          status: "investigating",
          body: UPDATES[0].body,
          created_at: UPDATES[0].at,
          updated_at: UPDATES[0].at,
          display_at: UPDATES[0].at,
          affected_components: null,
        },
      ],
      components: [
        summaryComponent("feed:polymarket", "degraded_performance", COMPONENT_DESCRIPTIONS.feed, 2),
      ],
    },
  ],
  scheduled_maintenances: [],
  status: { indicator: "minor", description: "Partially Degraded Service" },
};
