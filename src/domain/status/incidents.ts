/**
 * Incidents: a component degraded or in outage for more than a minute opens one; the same measurements
 * update it (its state changes) and resolve it (the component operational again). Pure: the store
 * (`src/platform/status/incidents.ts`) keeps the rows, this module says what changes at `nowMs`.
 *
 * A component seen degraded or in outage first gets a pending incident (`opened_ms` null, never
 * published); once it has been so for more than the opening delay (`INCIDENT_OPEN_AFTER_MS`, a minute,
 * unless the operator set `STATUS_INCIDENT_AFTER_MS`) the incident opens. A pending
 * incident whose component recovers is dropped. A component whose state is unknown changes nothing.
 * Stepping twice at the same instant changes nothing the second time (idempotent).
 */
import { DAY_MS, MINUTE_MS } from "../clock.ts";
import type { ComponentState } from "./state.ts";

/** By default a component must be degraded or in outage for more than this before its incident opens. */
export const INCIDENT_OPEN_AFTER_MS = MINUTE_MS;
/** The bounds of the operator's setting of that delay (`STATUS_INCIDENT_AFTER_MS`). */
export const INCIDENT_OPEN_AFTER_BOUNDS_MS = { min: 1_000, max: 60 * MINUTE_MS } as const;

/**
 * The incident-opening delay an operator set (`STATUS_INCIDENT_AFTER_MS`, whole milliseconds from 1 s
 * to 1 h): anything else — unset, empty, not a whole number, out of bounds — is the default minute.
 */
export function incidentOpenAfterMs(setting: string | undefined): number {
  const text = setting?.trim() ?? "";
  if (!/^\d+$/.test(text)) return INCIDENT_OPEN_AFTER_MS;
  const ms = Number(text);
  const { min, max } = INCIDENT_OPEN_AFTER_BOUNDS_MS;
  return ms >= min && ms <= max ? ms : INCIDENT_OPEN_AFTER_MS;
}
/** Resolved incidents are kept this long after they resolve. */
export const INCIDENT_KEPT_MS = 90 * DAY_MS;

export type IncidentState = Extract<ComponentState, "degraded" | "outage">;

/** An update of an incident, Statuspage's words: investigating on open and on a change, resolved at the end. */
export interface IncidentUpdate {
  status: "investigating" | "resolved";
  body: string;
  at_ms: number;
}

/** An incident not yet resolved (pending or open). */
export interface ActiveIncident {
  id: number;
  component: string;
  /** The worst state seen while open (pending: the latest). */
  state: IncidentState;
  /** The measured symptom when it opened or last changed state. */
  symptom: string;
  started_ms: number;
  /** When it opened (published); null while pending. */
  opened_ms: number | null;
  updates: IncidentUpdate[];
}

/** What a component is now, and the measurement behind it. */
export interface Observation {
  component: string;
  state: ComponentState;
  symptom: string;
}

export interface IncidentChanges {
  /** New pending incidents. */
  create: Omit<ActiveIncident, "id">[];
  /** Incidents opened or whose state changed: the whole row as it now stands. */
  update: ActiveIncident[];
  /** Open incidents resolved at `nowMs` (with their last update). */
  resolve: ActiveIncident[];
  /** Pending incidents whose component recovered within the minute. */
  drop: number[];
}

const WORSE: Record<IncidentState, number> = { degraded: 1, outage: 2 };

function isBad(state: ComponentState): state is IncidentState {
  return state === "degraded" || state === "outage";
}

/**
 * The changes to the active incidents given what each component is at `nowMs`; a pending incident opens
 * once its component has been bad for more than `openAfterMs`.
 */
export function stepIncidents(
  active: readonly ActiveIncident[],
  observed: readonly Observation[],
  nowMs: number,
  openAfterMs: number = INCIDENT_OPEN_AFTER_MS,
): IncidentChanges {
  const changes: IncidentChanges = { create: [], update: [], resolve: [], drop: [] };
  for (const { component, state, symptom } of observed) {
    const incident = active.find((i) => i.component === component);
    if (state === "unknown") continue;
    if (!incident) {
      if (isBad(state)) {
        changes.create.push({ component, state, symptom, started_ms: nowMs, opened_ms: null, updates: [] });
      }
      continue;
    }
    if (!isBad(state)) {
      if (incident.opened_ms === null) changes.drop.push(incident.id);
      else {
        changes.resolve.push({
          ...incident,
          updates: [
            ...incident.updates,
            { status: "resolved", body: `${component} is operational again.`, at_ms: nowMs },
          ],
        });
      }
      continue;
    }
    if (incident.opened_ms === null) {
      if (nowMs - incident.started_ms > openAfterMs) {
        changes.update.push({
          ...incident,
          state,
          symptom,
          opened_ms: nowMs,
          updates: [{ status: "investigating", body: `${component} is ${state}: ${symptom}`, at_ms: nowMs }],
        });
      }
      continue;
    }
    if (WORSE[state] > WORSE[incident.state]) {
      changes.update.push({
        ...incident,
        state,
        symptom,
        updates: [
          ...incident.updates,
          { status: "investigating", body: `${component} is now ${state}: ${symptom}`, at_ms: nowMs },
        ],
      });
    }
  }
  // A component no longer listed (a news feed taken out of the configuration, a component renamed):
  // nothing will say it recovered, so its incident ends here.
  const listed = new Set(observed.map((o) => o.component));
  for (const incident of active) {
    if (listed.has(incident.component)) continue;
    if (incident.opened_ms === null) changes.drop.push(incident.id);
    else {
      changes.resolve.push({
        ...incident,
        updates: [
          ...incident.updates,
          { status: "resolved", body: `${incident.component} is no longer monitored.`, at_ms: nowMs },
        ],
      });
    }
  }
  return changes;
}

/** Statuspage's impact of an incident's state. */
export function incidentImpact(state: IncidentState): "minor" | "major" {
  return state === "outage" ? "major" : "minor";
}
