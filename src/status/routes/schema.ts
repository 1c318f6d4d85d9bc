/** The status route's answer: the overall state and one entry per component, every member described. */
import { z } from "@hono/zod-openapi";
import { COMPONENT_KINDS } from "../../domain/status/components.ts";
import { LAG_WINDOWS } from "../../domain/status/lag.ts";
import { COMPONENT_STATES } from "../../domain/status/state.ts";
import { envelopeSchema } from "../../platform/http/envelope.ts";
import { InstantSchema } from "../../platform/http/schemas.ts";

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
    id: z
      .string()
      .openapi({ description: "The component: `<kind>` or `<kind>:<venue>`.", example: "cycle:kalshi" }),
    kind: z.enum(COMPONENT_KINDS).openapi({ description: "What the component is (see description)." }),
    venue: z.string().nullable().openapi({ description: "The venue of a per-venue component, else null." }),
    description: z.string().openapi({ description: "What the component does and what its lag measures." }),
    state: State.openapi({
      description:
        "operational, degraded (late, slow or its last run failed), outage (far past its cadence, or never succeeded) or unknown (nothing recorded).",
    }),
    last_event_at: InstantSchema.nullable().openapi({
      description: "When the component last succeeded (RFC 3339 UTC to the second); null when never.",
    }),
    age_ms: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Milliseconds since last_event_at at computed_at; null when never." }),
    last_failure_at: InstantSchema.nullable().openapi({
      description: "When the component last failed; null when no failure is recorded.",
    }),
    lag: Lag,
    lag_now_ms: z.number().int().nullable().openapi({
      description:
        "A live feed's lag now (the largest of its shards); null for other components or a feed with no shard.",
    }),
    gaps: z.number().int().nonnegative().openapi({
      description:
        "Boundaries the work skipped between two successes (e.g. a cycle minute that never ran), counted since recording began.",
    }),
    reconnects: z.number().int().nonnegative().openapi({
      description:
        "A live feed's reconnects (summed over its shards, since each shard's start); 0 for other components.",
    }),
    thresholds: Thresholds,
  })
  .openapi("StatusComponent");

export const StatusSchema = z
  .object({
    type: z.literal("status").openapi({ description: "Resource type." }),
    state: State.openapi({
      description:
        "The overall state: the worst state of the components whose state is known; unknown when none is.",
    }),
    computed_at: InstantSchema.openapi({
      description: "When this status was computed (RFC 3339 UTC to the second).",
    }),
    components: z.array(StatusComponentSchema).openapi({ description: "Every component, in a fixed order." }),
  })
  .openapi("Status", {
    description: "The state of every component of pix and overall, from what the work recorded.",
  });

export const StatusResponseSchema = envelopeSchema(StatusSchema, { name: "StatusResponse" });
