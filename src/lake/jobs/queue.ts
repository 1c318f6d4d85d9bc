/**
 * The one dispatcher of the lake's queue (binding LAKE_COLLECT): every message is one step of one of
 * the lake's jobs, parsed against the union of their schemas and handed to its runner — a page range of
 * a whole-venue snapshot (./tape-range.ts, its message made by the collection's producer), a step of a
 * closed day's Parquet file (./parquet-day.ts), a step of a sealed hour's candle summaries
 * (./hour-summary.ts). A message is acked once handled and retried when pix's storage failed.
 */
import { z } from "zod";
import type { Bindings } from "../../env.ts";
import { VenueTapeMessageSchema } from "../collect/messages.ts";
import { HourBuildMessageSchema, runHourBuild } from "./hour-summary.ts";
import {
  type CompactionDeps,
  CompactionStepMessageSchema,
  LEASE_HELD_RETRY_SECONDS,
  queueCompactionDeps,
  runCompactionStep,
  StepLeaseHeld,
} from "./parquet-day.ts";
import { processVenueTapeMessage, queueDeps } from "./tape-range.ts";

/** Every message the LAKE_COLLECT queue carries. */
export const LakeQueueMessageSchema = z.union([
  VenueTapeMessageSchema,
  CompactionStepMessageSchema,
  HourBuildMessageSchema,
]);

export type LakeQueueMessage = z.infer<typeof LakeQueueMessageSchema>;

/** The queue() handler: each message to its job's runner; acked once handled, retried when pix's storage failed. */
export async function consumeLakeBatch(
  batch: MessageBatch,
  env: Bindings,
  deps = queueDeps(env),
  compaction: CompactionDeps = queueCompactionDeps(env),
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = LakeQueueMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(JSON.stringify({ level: "error", msg: "lake_collect_invalid_message", id: message.id }));
      message.ack();
      continue;
    }
    try {
      if (parsed.data.kind === "parquet_step") await runCompactionStep(env, parsed.data, compaction);
      else if (parsed.data.kind === "candle_hour") await runHourBuild(env, parsed.data, deps.now());
      else await processVenueTapeMessage(env, parsed.data, deps);
      message.ack();
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "lake_collect_retry",
          id: message.id,
          attempts: message.attempts,
        }),
      );
      // A compaction step another delivery is running: ask again once that delivery has had its time.
      if (error instanceof StepLeaseHeld) message.retry({ delaySeconds: LEASE_HELD_RETRY_SECONDS });
      else message.retry();
    }
  }
}
