/**
 * The state of one component of pix, and of pix as a whole, from what the component last recorded.
 * Pure: the clock and the thresholds are parameters.
 *
 * - `unknown`: nothing recorded yet (or the component is not running here).
 * - `outage`: the last success is older than `outage_after_ms`, or nothing ever succeeded while
 *   failures are recorded. (Work done on demand has no age bounds: only its failures and lag count.)
 * - `degraded`: the last success is older than `degraded_after_ms`, the last run failed, or the
 *   p99 lag of the last five minutes is above `degraded_lag_ms`.
 * - `operational` otherwise.
 */

export const COMPONENT_STATES = ["operational", "degraded", "outage", "unknown"] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** The thresholds a component is judged by. */
export interface StateThresholds {
  /** How often the work runs (its cadence); null for work done on demand. */
  cadence_ms: number | null;
  /** Past this age of the last success the component is degraded; null: its age is not judged. */
  degraded_after_ms: number | null;
  /** Past this age of the last success it is in outage; null: its age is not judged. */
  outage_after_ms: number | null;
  /** Past this p99 lag (last five minutes) it is degraded. */
  degraded_lag_ms: number;
}

/** What the rule reads of a component. */
export interface StateInputs {
  /** The last success (epoch ms), null when none is recorded. */
  lastSuccessMs: number | null;
  /** The last failure (epoch ms), null when none is recorded. */
  lastFailureMs: number | null;
  /** The p99 lag of the last five minutes, null when no lag was recorded in them. */
  p99LagMs5m: number | null;
  nowMs: number;
}

export function componentState(inputs: StateInputs, thresholds: StateThresholds): ComponentState {
  const { lastSuccessMs, lastFailureMs, p99LagMs5m, nowMs } = inputs;
  if (lastSuccessMs === null) return lastFailureMs === null ? "unknown" : "outage";
  const age = nowMs - lastSuccessMs;
  if (thresholds.outage_after_ms !== null && age > thresholds.outage_after_ms) return "outage";
  if (thresholds.degraded_after_ms !== null && age > thresholds.degraded_after_ms) return "degraded";
  if (lastFailureMs !== null && lastFailureMs > lastSuccessMs) return "degraded";
  if (p99LagMs5m !== null && p99LagMs5m > thresholds.degraded_lag_ms) return "degraded";
  return "operational";
}

const SEVERITY: Record<Exclude<ComponentState, "unknown">, number> = {
  operational: 0,
  degraded: 1,
  outage: 2,
};

/**
 * The overall state: the worst of the components whose state is known; `unknown` when none is known
 * (a component not yet measured does not pull the whole down).
 */
export function overallState(states: readonly ComponentState[]): ComponentState {
  const known = states.filter((s): s is Exclude<ComponentState, "unknown"> => s !== "unknown");
  if (known.length === 0) return "unknown";
  return known.reduce((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), known[0] ?? "operational");
}
