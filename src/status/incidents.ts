/**
 * Opens, updates and resolves the incidents from the same measurements the status reports: each minute
 * (from `worker.ts`, after the feeds' readings are recorded) and at each status read. The rules are
 * `stepIncidents` (src/domain/status/incidents.ts); the store `src/platform/status/incidents.ts`.
 * Never throws into the work that calls it.
 */
import { type NewsConfigVars, newsConfiguration } from "../catalog/news-config.ts";
import { incidentOpenAfterMs, stepIncidents } from "../domain/status/incidents.ts";
import type { Bindings } from "../env.ts";
import { applyIncidentChanges, readActiveIncidents } from "../platform/status/incidents.ts";
import { readRecorded } from "../platform/status/recorder.ts";
import { readFeedReadings } from "../stream/feed-status.ts";
import { buildStatus, observations, type StatusInputs } from "./build.ts";

/**
 * What stepping the incidents reads: the store, the operator's incident-opening delay and the news
 * configuration (one component per configured feed).
 */
export type IncidentEnv = Pick<Bindings, "DB"> & NewsConfigVars & { STATUS_INCIDENT_AFTER_MS?: string };

/** The ids of the deployment's configured news feeds, in the configuration's order. */
export function newsFeedIds(env: NewsConfigVars): string[] {
  return newsConfiguration(env).feeds.map((feed) => feed.id);
}

/** Steps the incidents with a status already built from `inputs`. */
export async function stepStoredIncidents(
  env: IncidentEnv,
  status: NonNullable<ReturnType<typeof buildStatus>>,
  inputs: StatusInputs,
): Promise<void> {
  try {
    const active = await readActiveIncidents(env.DB);
    const openAfterMs = incidentOpenAfterMs(env.STATUS_INCIDENT_AFTER_MS);
    await applyIncidentChanges(
      env.DB,
      stepIncidents(active, observations(status, inputs), inputs.nowMs, openAfterMs),
      inputs.nowMs,
    );
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "status_incidents_failed" }));
  }
}

/** Reads the measurements at `nowMs` and steps the incidents (nothing before the first measurement). */
export async function evaluateIncidents(
  env: IncidentEnv & Pick<Bindings, "VENUE_FEED">,
  nowMs: number,
): Promise<void> {
  try {
    const [recorded, feeds] = await Promise.all([readRecorded(env.DB, nowMs), readFeedReadings(env)]);
    const inputs = { ...recorded, feeds, newsFeedIds: newsFeedIds(env), nowMs };
    const status = buildStatus(inputs);
    if (status !== null) await stepStoredIncidents(env, status, inputs);
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "status_incidents_failed" }));
  }
}
