/**
 * The status now, as every status route reads it: the recorded measurements and the feeds' reports
 * built into the status (`build.ts`), the incidents stepped from it (`incidents.ts`). 503
 * `service-unavailable` with Retry-After until the first measurement exists.
 */
import type { Bindings } from "../env.ts";
import { ProblemError } from "../platform/http/problem.ts";
import { failClosed } from "../platform/http/safety.ts";
import { readRecorded } from "../platform/status/recorder.ts";
import { readFeedReadings } from "../stream/feed-status.ts";
import { buildStatus } from "./build.ts";
import { type IncidentEnv, newsFeedIds, stepStoredIncidents } from "./incidents.ts";

/** Seconds a client is told to wait before the first measurement: the minute cycle's cadence. */
const FIRST_MEASUREMENT_RETRY_SECONDS = 60;

export async function readStatusNow(env: IncidentEnv & Pick<Bindings, "VENUE_FEED">, nowMs: number) {
  const [recorded, feeds] = await Promise.all([
    failClosed(() => readRecorded(env.DB, nowMs), { what: "status store" }),
    readFeedReadings(env),
  ]);
  const inputs = { ...recorded, feeds, newsFeedIds: newsFeedIds(env), nowMs };
  const status = buildStatus(inputs);
  if (status === null) {
    throw new ProblemError("service-unavailable", {
      detail: "No component has recorded a measurement yet; the first comes with the next minute cycle.",
      retryAfterSeconds: FIRST_MEASUREMENT_RETRY_SECONDS,
    });
  }
  // A read steps the incidents too, so one opens or resolves as soon as a reader sees the state.
  await stepStoredIncidents(env, status, inputs);
  return status;
}

export type StatusNow = Awaited<ReturnType<typeof readStatusNow>>;
