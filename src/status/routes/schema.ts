/** The status route's answer: the overall state and one entry per component, every member described. */
import { z } from "@hono/zod-openapi";
import { COMPONENT_KINDS } from "../../domain/status/components.ts";
import { LAG_WINDOWS } from "../../domain/status/lag.ts";
import { OBJECTIVE_IDS, OBJECTIVE_WINDOWS } from "../../domain/status/objectives.ts";
import { COMPONENT_STATES } from "../../domain/status/state.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { instantSchema } from "../../platform/http/schemas.ts";

const State = z.enum(COMPONENT_STATES);

const Window = z
  .object({
    count: z.number().int().nonnegative().openapi({ description: "Lags recorded in the window." }),
    p50_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Median lag in ms (within 4.5 %); null when the window holds none." }),
    p99_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "99th percentile lag in ms (within 4.5 %); null when the window holds none." }),
  })
  .openapi("StatusLagWindow");

const windowNames = Object.keys(LAG_WINDOWS) as (keyof typeof LAG_WINDOWS)[];

const Lag = z
  .object(
    Object.fromEntries(
      windowNames.map((name) => [name, Window.openapi({ description: `The last ${name} (whole minutes).` })]),
    ) as Record<keyof typeof LAG_WINDOWS, typeof Window>,
  )
  .openapi({
    description:
      "Lag percentiles over the last 5 minutes, hour and day: venue time to receipt for a feed, the moment the work was due (its minute, hour or day boundary) to its completion for cycles and jobs.",
  });

const Thresholds = z
  .object({
    cadence_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "How often the work runs; null for work done on demand." }),
    degraded_after_ms: z.number().int().nullable().openapi({
      description: "Past this age of the last success the component is degraded; null: age not judged.",
    }),
    outage_after_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Past this age of the last success it is in outage; null: age not judged." }),
    degraded_lag_ms: z
      .number()
      .int()
      .openapi({ description: "Past this five-minute p99 lag the component is degraded." }),
  })
  .openapi({ description: "The thresholds the component's state is judged by." });

export const StatusComponentSchema = z
  .object({
    id: z.string().openapi({
      description: "The component: `<kind>`, `<kind>:<venue>`, or `news:<feed id>` for a news feed.",
      example: "cycle:kalshi",
    }),
    kind: z.enum(COMPONENT_KINDS).openapi({ description: "What the component is (see description)." }),
    venue: z.string().nullable().openapi({ description: "The venue of a per-venue component, else null." }),
    description: z.string().openapi({ description: "What the component does and what its lag measures." }),
    state: State.openapi({
      description:
        "operational, degraded (late, slow or its last run failed), outage (far past its cadence, or never succeeded) or unknown (nothing recorded).",
    }),
    symptom: z.string().nullable().openapi({
      description:
        "What makes the component degraded or in outage, measured, in a sentence (the symptom an incident names), e.g. `0 of 1 feed shards live (the others stale).`; null when operational or unknown.",
      example: "0 of 1 feed shards live (the others stale).",
    }),
    last_event_at: instantSchema(
      "When the component last succeeded (RFC 3339 UTC to the second); null when never.",
    ).nullable(),
    age_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Milliseconds since last_event_at at computed_at; null when never." }),
    last_failure_at: instantSchema(
      "When the component last failed; null when no failure is recorded.",
    ).nullable(),
    lag: Lag,
    lag_now_ms: z.number().int().nullable().openapi({
      description:
        "A live feed's lag now (the largest of its shards); null for other components or a feed with no shard.",
    }),
    gaps: z.number().int().nonnegative().openapi({
      description:
        "Boundaries the work skipped between two successes (e.g. a cycle minute that never ran), counted since recording began; for a live feed, the gaps its shards announced to stream clients (books rebuilt and sent whole, dropped trades), summed since each shard's start.",
    }),
    reconnects: z.number().int().nonnegative().openapi({
      description:
        "A live feed's reconnects (summed over its shards, since each shard's start); 0 for other components.",
    }),
    thresholds: Thresholds,
  })
  .openapi("StatusComponent");

const Attainment = z
  .object({
    events: z.number().int().nonnegative().openapi({ description: "Events (lags) recorded in the window." }),
    bad: z
      .number()
      .int()
      .nonnegative()
      .openapi({ description: "Events past the objective's threshold (judged to the histogram's 4.5 %)." }),
    attainment: z
      .number()
      .nullable()
      .openapi({ description: "The share of events within the threshold (0 to 1); null with no event." }),
    budget_left: z.number().nullable().openapi({
      description:
        "The error budget left: 1 − bad ÷ ((1 − target) × events). 1 with no bad event, 0 when spent, below 0 past it; null with no event.",
    }),
    covered_ms: z.number().int().nonnegative().openapi({
      description:
        "How much of the window the recordings cover (oldest recording to now): less than the window on a deployment younger than it, 0 with none.",
    }),
  })
  .openapi("StatusAttainment");

const objectiveWindowNames = Object.keys(OBJECTIVE_WINDOWS) as (keyof typeof OBJECTIVE_WINDOWS)[];

export const StatusObjectiveSchema = z
  .object({
    id: z.enum(OBJECTIVE_IDS).openapi({ description: "The objective." }),
    description: z.string().openapi({ description: "What the objective promises and how it is measured." }),
    threshold_ms: z.number().int().openapi({ description: "An event within this many ms is good." }),
    target: z.number().openapi({ description: "The share of events that must be good (0 to 1)." }),
    components: z
      .array(z.string())
      .openapi({ description: "The recorded series the objective is measured on, one per venue." }),
    attainment: z
      .object(
        Object.fromEntries(
          objectiveWindowNames.map((name) => [
            name,
            Attainment.openapi({
              description:
                name === "24h"
                  ? "The last 24 hours (whole minutes)."
                  : "The last 30 UTC days, today's included (whole days).",
            }),
          ]),
        ) as Record<keyof typeof OBJECTIVE_WINDOWS, typeof Attainment>,
      )
      .openapi({ description: "The measured attainment over 24 hours and 30 days." }),
  })
  .openapi("StatusObjective");

export const StatusSchema = z
  .object({
    type: z.literal("status").openapi({ description: "Resource type." }),
    state: State.openapi({
      description:
        "The overall state: the worst state of the components whose state is known; unknown when none is.",
    }),
    computed_at: instantSchema("When this status was computed (RFC 3339 UTC to the second)."),
    components: z.array(StatusComponentSchema).openapi({ description: "Every component, in a fixed order." }),
    objectives: z.array(StatusObjectiveSchema).openapi({
      description: "The published objectives, each with its measured attainment and budget left.",
    }),
  })
  .openapi("Status", {
    description: "The state of every component of pix and overall, from what the work recorded.",
  });

export const StatusResponseSchema = envelopeSchema(StatusSchema, { name: "StatusResponse" });

const IncidentUpdateSchema = z
  .object({
    status: z
      .enum(["investigating", "resolved"])
      .openapi({ description: "investigating (opened, or worsened) or resolved." }),
    body: z.string().openapi({ description: "What changed, with the measured symptom." }),
    at: instantSchema("When (RFC 3339 UTC to the second)."),
  })
  .openapi("StatusIncidentUpdate");

export const StatusIncidentSchema = z
  .object({
    id: z.string().openapi({ description: "The incident's id.", example: "42" }),
    components: z
      .array(z.string())
      .openapi({ description: "The components affected (ids as in GET /api/v1/status)." }),
    state: z
      .enum(["degraded", "outage"])
      .openapi({ description: "The worst state the component was in during the incident." }),
    symptom: z
      .string()
      .openapi({ description: "The measurement that made it open, or worsen (the latest)." }),
    started_at: instantSchema("When the component was first seen degraded or in outage."),
    opened_at: instantSchema("When the incident opened (after more than a minute)."),
    resolved_at: instantSchema(
      "When the component was operational again; null while the incident is open.",
    ).nullable(),
    updates: z.array(IncidentUpdateSchema).openapi({ description: "Its updates, oldest first." }),
  })
  .openapi("StatusIncident");

export const StatusIncidentsSchema = z
  .object({
    type: z.literal("status_incidents").openapi({ description: "Resource type." }),
    incidents: z
      .array(StatusIncidentSchema)
      .openapi({ description: "Incidents of the last 90 days, newest first (at most `limit`)." }),
  })
  .openapi("StatusIncidents", {
    description: "The incidents pix opened from its own measurements, kept 90 days after they resolve.",
  });

export const StatusIncidentsResponseSchema = envelopeSchema(StatusIncidentsSchema, {
  name: "StatusIncidentsResponse",
});

const wholeNumber = (max: number) =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (!/^\d{1,15}$/.test(value)) ctx.addIssue({ code: "custom", message: "must be a whole number" });
      else if (Number(value) < 1) ctx.addIssue({ code: "custom", message: "must be at least 1" });
      else if (Number(value) > max) ctx.addIssue({ code: "custom", message: `must be at most ${max}` });
    })
    .transform(Number);

export const INCIDENTS_LIMIT_DEFAULT = 20;
export const INCIDENTS_LIMIT_MAX = 100;

export const StatusIncidentsQuery = z.strictObject({
  limit: wholeNumber(INCIDENTS_LIMIT_MAX)
    .optional()
    .openapi({
      type: "integer",
      minimum: 1,
      maximum: INCIDENTS_LIMIT_MAX,
      default: INCIDENTS_LIMIT_DEFAULT,
      description: `Most incidents returned, 1 to ${INCIDENTS_LIMIT_MAX}.`,
      example: INCIDENTS_LIMIT_DEFAULT,
    }),
  before: wholeNumber(Number.MAX_SAFE_INTEGER).optional().openapi({
    type: "integer",
    minimum: 1,
    description: "Only incidents with an id below this one (the next page: `links.next` carries it).",
    example: 42,
  }),
});

/** Statuspage's component statuses and indicators. */
const SummaryComponentStatus = z.enum([
  "operational",
  "degraded_performance",
  "partial_outage",
  "major_outage",
]);
const Instant = z.string().openapi({ description: "RFC 3339 UTC." });

const SummaryComponentSchema = z
  .object({
    id: z.string().openapi({ description: "The component's id (as in GET /api/v1/status)." }),
    name: z.string().openapi({ description: "The component's id, its display name." }),
    status: SummaryComponentStatus.openapi({
      description: "operational; degraded_performance (pix's degraded); major_outage (pix's outage).",
    }),
    description: z.string().nullable().openapi({ description: "What the component does." }),
    position: z.number().int().openapi({ description: "Its place in the list, from 1." }),
    created_at: Instant,
    updated_at: Instant,
    page_id: z.string().openapi({ description: "The page's id." }),
    group_id: z.string().nullable().openapi({ description: "Always null: pix does not group components." }),
    group: z.boolean().openapi({ description: "Always false." }),
    showcase: z.boolean().openapi({ description: "Always true." }),
    only_show_if_degraded: z.boolean().openapi({ description: "Always false." }),
    start_date: z.string().nullable().openapi({ description: "Always null." }),
  })
  .openapi("StatusSummaryComponent");

const SummaryIncidentUpdateSchema = z
  .object({
    id: z.string().openapi({ description: "`<incident id>-<n>`, n from 1." }),
    incident_id: z.string().openapi({ description: "The incident's id." }),
    status: z
      .enum(["investigating", "resolved"])
      .openapi({ description: "The incident's status at this update." }),
    body: z.string().openapi({ description: "What changed, with the measured symptom." }),
    created_at: Instant,
    updated_at: Instant,
    display_at: Instant,
    affected_components: z.null().openapi({ description: "Always null (the incident's components say it)." }),
  })
  .openapi("StatusSummaryIncidentUpdate");

const SummaryIncidentSchema = z
  .object({
    id: z.string().openapi({ description: "The incident's id (as in GET /api/v1/status/incidents)." }),
    name: z.string().openapi({ description: "`<component> degraded` or `<component> outage`." }),
    status: z.enum(["investigating", "resolved"]).openapi({ description: "investigating while open." }),
    impact: z.enum(["minor", "major"]).openapi({ description: "minor for degraded, major for outage." }),
    created_at: Instant,
    updated_at: Instant,
    started_at: Instant,
    monitoring_at: z.null().openapi({ description: "Always null." }),
    resolved_at: z.string().nullable().openapi({ description: "When it resolved; null while open." }),
    shortlink: z.string().openapi({ description: "Path of the incidents list." }),
    page_id: z.string().openapi({ description: "The page's id." }),
    incident_updates: z
      .array(SummaryIncidentUpdateSchema)
      .openapi({ description: "Its updates, newest first (Statuspage's order)." }),
    components: z.array(SummaryComponentSchema).openapi({ description: "The components it affects." }),
  })
  .openapi("StatusSummaryIncident");

export const StatusSummarySchema = z
  .object({
    page: z
      .object({
        id: z.string().openapi({ description: "The page's id: `pix`." }),
        name: z.string().openapi({ description: "`pix`." }),
        url: z.string().openapi({ description: "The status route's path." }),
        time_zone: z.string().openapi({ description: "`Etc/UTC`." }),
        updated_at: Instant,
      })
      .openapi({ description: "The status page." }),
    components: z.array(SummaryComponentSchema).openapi({
      description: "Every component whose state is known (an unknown one, not measured here, is left out).",
    }),
    incidents: z
      .array(SummaryIncidentSchema)
      .openapi({ description: "The unresolved incidents, newest first." }),
    scheduled_maintenances: z
      .array(z.object({}).openapi({ description: "A scheduled maintenance (none is ever listed)." }))
      .max(0)
      .openapi({ description: "Always empty: pix schedules no maintenance." }),
    status: z
      .object({
        indicator: z.enum(["none", "minor", "major", "critical"]).openapi({
          description:
            "none: every known component operational; minor: some degraded; major: some in outage; critical: every known one in outage.",
        }),
        description: z
          .string()
          .openapi({ description: "The indicator in words.", example: "All Systems Operational" }),
      })
      .openapi({ description: "The overall indicator." }),
  })
  .openapi("StatusSummary", {
    description:
      "The status in the shape of Statuspage's public summary.json, so status tools and monitors read it unchanged.",
  });
