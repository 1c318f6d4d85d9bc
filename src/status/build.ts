/**
 * The status document from what the components recorded (`src/platform/status/recorder.ts`) and, for
 * the live feeds, what their shards report now (`src/stream/feed-status.ts`). Null until the first
 * measurement exists.
 */
import { rfc3339 } from "../domain/clock.ts";
import {
  COMPONENT_DESCRIPTIONS,
  COMPONENT_THRESHOLDS,
  type ComponentId,
  statusComponents,
} from "../domain/status/components.ts";
import type { LagCell } from "../domain/status/lag.ts";
import { lagPercentiles } from "../domain/status/lag.ts";
import { objectivesReport } from "../domain/status/objectives.ts";
import { type ComponentState, componentState, overallState } from "../domain/status/state.ts";
import type { RecordedComponent } from "../platform/status/recorder.ts";
import type { VenueFeedReading } from "../stream/feed-status.ts";

export interface StatusInputs {
  components: readonly RecordedComponent[];
  cells: ReadonlyMap<string, LagCell[]>;
  /** The day cells of the last 30 days (the objectives' 30-day attainment). */
  dayCells: ReadonlyMap<string, LagCell[]>;
  feeds: readonly VenueFeedReading[];
  /** The deployment's configured news feeds (one component each). */
  newsFeedIds: readonly string[];
  nowMs: number;
}

/**
 * A feed's state now, from its shards: every shard live → the rule's state; some or none live (stale,
 * reconnecting, REST-only: the venue's prices still come from the minute cycle) → degraded, or the
 * rule's outage once the feed has not been live for its outage age. No shard following markets: the rule
 * on what was recorded.
 */
function feedState(ruled: ComponentState, reading: VenueFeedReading | undefined): ComponentState {
  if (!reading || reading.states.length === 0) return ruled;
  const live = reading.states.filter((s) => s === "live").length;
  if (live < reading.states.length) return ruled === "outage" ? "outage" : "degraded";
  return ruled;
}

type StatusEntry = ReturnType<typeof entry>;

const seconds = (ms: number) => `${Math.round(ms / 1_000)} s`;

/** The measurement behind a component's state, in a sentence (an incident's symptom). */
export function symptomOf(component: StatusEntry, reading: VenueFeedReading | undefined): string {
  const { thresholds, age_ms: age, lag } = component;
  if (reading && reading.states.length > 0) {
    const live = reading.states.filter((s) => s === "live").length;
    if (live < reading.states.length) {
      const others = [...new Set(reading.states.filter((s) => s !== "live"))].join(", ");
      const said = reading.details.length > 0 ? ` ${reading.details.join(" ")}` : "";
      return `${live} of ${reading.states.length} feed shards live (the others ${others}).${said}`;
    }
  }
  if (age === null) return "No success recorded, only failures.";
  if (thresholds.outage_after_ms !== null && age > thresholds.outage_after_ms) {
    return `Last success ${seconds(age)} ago (outage past ${seconds(thresholds.outage_after_ms)}).`;
  }
  if (thresholds.degraded_after_ms !== null && age > thresholds.degraded_after_ms) {
    return `Last success ${seconds(age)} ago (degraded past ${seconds(thresholds.degraded_after_ms)}).`;
  }
  const p99 = lag["5m"].p99_ms;
  if (p99 !== null && p99 > thresholds.degraded_lag_ms) {
    return `p99 lag over 5 minutes ${p99} ms (degraded above ${thresholds.degraded_lag_ms} ms).`;
  }
  if (component.last_failure_at !== null) return `Last run failed at ${component.last_failure_at}.`;
  return `State ${component.state}.`;
}

/** A feed's shards reporting now, if any follow markets. */
function readingNow(component: ComponentId, inputs: StatusInputs): VenueFeedReading | undefined {
  if (component.kind !== "feed") return undefined;
  const reading = inputs.feeds.find((f) => f.venue === component.venue);
  return reading && reading.states.length > 0 ? reading : undefined;
}

/**
 * The last success and failure of a component: as recorded, and for a feed whose shards report now,
 * that report too, as the minute's reading would record it (some shard live: a success now; none: a
 * failure now). Without it a feed running since the last minute's reading was judged on that reading
 * alone (`unknown` before the first one).
 */
function lastEvents(
  recorded: RecordedComponent | undefined,
  reading: VenueFeedReading | undefined,
  nowMs: number,
) {
  const lastSuccessMs = recorded?.lastSuccessMs ?? null;
  const lastFailureMs = recorded?.lastFailureMs ?? null;
  if (!reading) return { lastSuccessMs, lastFailureMs };
  return reading.states.includes("live")
    ? { lastSuccessMs: Math.max(lastSuccessMs ?? nowMs, nowMs), lastFailureMs }
    : { lastSuccessMs, lastFailureMs: Math.max(lastFailureMs ?? nowMs, nowMs) };
}

function entry(component: ComponentId, inputs: StatusInputs) {
  const { nowMs } = inputs;
  const recorded = inputs.components.find((c) => c.component === component.id);
  const thresholds = COMPONENT_THRESHOLDS[component.kind];
  const lag = lagPercentiles(inputs.cells.get(component.id) ?? [], nowMs);
  const reading = readingNow(component, inputs);
  const { lastSuccessMs, lastFailureMs } = lastEvents(recorded, reading, nowMs);
  const ruled = componentState(
    { lastSuccessMs, lastFailureMs, p99LagMs5m: lag["5m"].p99_ms, nowMs },
    thresholds,
  );
  return {
    id: component.id,
    kind: component.kind,
    venue: component.venue,
    description: COMPONENT_DESCRIPTIONS[component.kind],
    state: component.kind === "feed" ? feedState(ruled, reading) : ruled,
    last_event_at: lastSuccessMs === null ? null : rfc3339(lastSuccessMs),
    age_ms: lastSuccessMs === null ? null : Math.max(0, nowMs - lastSuccessMs),
    last_failure_at: lastFailureMs === null ? null : rfc3339(lastFailureMs),
    lag,
    lag_now_ms: reading?.lag_ms ?? null,
    gaps: reading ? reading.gaps : (recorded?.gaps ?? 0),
    reconnects: reading ? reading.reconnects : (recorded?.reconnects ?? 0),
    thresholds: { ...thresholds },
  };
}

/** The status at `nowMs`, or null when no component has recorded anything and no feed is running. */
export function buildStatus(inputs: StatusInputs) {
  const measured =
    inputs.components.some((c) => c.lastSuccessMs !== null || c.lastFailureMs !== null) ||
    inputs.feeds.some((f) => f.states.length > 0);
  if (!measured) return null;
  const components = statusComponents(inputs.newsFeedIds).map((component) => {
    const { id, kind, venue, description, state, ...measured } = entry(component, inputs);
    const bad = state === "degraded" || state === "outage";
    const symptom = bad
      ? symptomOf({ id, kind, venue, description, state, ...measured }, readingNow(component, inputs))
      : null;
    return { id, kind, venue, description, state, symptom, ...measured };
  });
  return {
    type: "status" as const,
    state: overallState(components.map((c) => c.state)),
    computed_at: rfc3339(inputs.nowMs),
    components,
    objectives: objectivesReport({ minutes: inputs.cells, days: inputs.dayCells }, inputs.nowMs),
  };
}

/** What each component is now and why, for `stepIncidents`. */
export function observations(status: NonNullable<ReturnType<typeof buildStatus>>, inputs: StatusInputs) {
  return status.components.map((c) => ({
    component: c.id,
    state: c.state,
    symptom:
      c.symptom ??
      symptomOf(
        c,
        inputs.feeds.find((f) => c.kind === "feed" && f.venue === c.venue),
      ),
  }));
}
