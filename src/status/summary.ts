/**
 * The status in the shape of Statuspage's public `summary.json` (`GET /api/v1/status/summary.json`):
 * the page, every component whose state is known, the unresolved incidents and the overall indicator,
 * so status tools and monitors read pix unchanged. Pure.
 */
import { rfc3339 } from "../domain/clock.ts";
import { incidentImpact } from "../domain/status/incidents.ts";
import type { ComponentState } from "../domain/status/state.ts";
import type { StoredIncident } from "../platform/status/incidents.ts";
import type { StatusNow } from "./read.ts";

export const SUMMARY_PAGE_ID = "pix";

const COMPONENT_STATUS = {
  operational: "operational",
  degraded: "degraded_performance",
  outage: "major_outage",
} as const satisfies Record<Exclude<ComponentState, "unknown">, string>;

const INDICATOR_WORDS = {
  none: "All Systems Operational",
  minor: "Partially Degraded Service",
  major: "Partial System Outage",
  critical: "Major System Outage",
} as const;

/** The overall indicator from the known components' states. */
export function summaryIndicator(states: readonly ComponentState[]): keyof typeof INDICATOR_WORDS {
  const known = states.filter((s) => s !== "unknown");
  if (known.length === 0 || known.every((s) => s === "operational")) return "none";
  if (known.every((s) => s === "outage")) return "critical";
  return known.includes("outage") ? "major" : "minor";
}

export function buildSummary(
  status: StatusNow,
  unresolved: readonly StoredIncident[],
  paths: { status: string; incidents: string },
) {
  const updatedAt = status.computed_at;
  const components = status.components
    .filter((c): c is typeof c & { state: Exclude<ComponentState, "unknown"> } => c.state !== "unknown")
    .map((c, i) => ({
      id: c.id,
      name: c.id,
      status: COMPONENT_STATUS[c.state],
      description: c.description,
      position: i + 1,
      created_at: c.last_event_at ?? updatedAt,
      updated_at: updatedAt,
      page_id: SUMMARY_PAGE_ID,
      group_id: null,
      group: false,
      showcase: true,
      only_show_if_degraded: false,
      start_date: null,
    }));
  const indicator = summaryIndicator(status.components.map((c) => c.state));
  return {
    page: {
      id: SUMMARY_PAGE_ID,
      name: "pix",
      url: paths.status,
      time_zone: "Etc/UTC",
      updated_at: updatedAt,
    },
    components,
    incidents: unresolved.map((incident) => {
      const id = String(incident.id);
      const openedAt = rfc3339(incident.opened_ms ?? incident.started_ms);
      return {
        id,
        name: `${incident.component} ${incident.state}`,
        status: incident.resolved_ms === null ? ("investigating" as const) : ("resolved" as const),
        impact: incidentImpact(incident.state),
        created_at: openedAt,
        updated_at: rfc3339(incident.updated_ms),
        started_at: rfc3339(incident.started_ms),
        monitoring_at: null,
        resolved_at: incident.resolved_ms === null ? null : rfc3339(incident.resolved_ms),
        shortlink: paths.incidents,
        page_id: SUMMARY_PAGE_ID,
        incident_updates: incident.updates
          .map((u, n) => ({
            id: `${id}-${n + 1}`,
            incident_id: id,
            status: u.status,
            body: u.body,
            created_at: rfc3339(u.at_ms),
            updated_at: rfc3339(u.at_ms),
            display_at: rfc3339(u.at_ms),
            affected_components: null,
          }))
          .reverse(),
        components: components.filter((c) => c.id === incident.component),
      };
    }),
    scheduled_maintenances: [] as Record<string, never>[],
    status: { indicator, description: INDICATOR_WORDS[indicator] },
  };
}

/** An incident as `GET /api/v1/status/incidents` lists it. */
export function incidentEntry(incident: StoredIncident) {
  return {
    id: String(incident.id),
    components: [incident.component],
    state: incident.state,
    symptom: incident.symptom,
    started_at: rfc3339(incident.started_ms),
    opened_at: rfc3339(incident.opened_ms ?? incident.started_ms),
    resolved_at: incident.resolved_ms === null ? null : rfc3339(incident.resolved_ms),
    updates: incident.updates.map((u) => ({ status: u.status, body: u.body, at: rfc3339(u.at_ms) })),
  };
}
