/**
 * The whole-venue queue's messages (binding LAKE_COLLECT): one page range of one venue's snapshot. A
 * message names its snapshot (venue and cycle start) and its part; everything else follows from them.
 * The same queue carries the steps of a closed day's Parquet compaction (src/lake/store/lake-compaction-job.ts)
 * and of a sealed hour's candle summaries (src/lake/store/lake-hours.ts).
 */
import { z } from "zod";
import type { VenueId } from "../../venues/shared/row.ts";
import { CompactionStepMessageSchema } from "../store/lake-compaction-job.ts";
import { HourBuildMessageSchema } from "../store/lake-hours.ts";

export const VenueTapeMessageSchema = z.discriminatedUnion("kind", [
  /** One Kalshi `GET /markets?status=open` page at `cursor` ("" for the first); part = page index. */
  z.object({
    kind: z.literal("kalshi_page"),
    cycle_start_ms: z.number().int().nonnegative(),
    part: z.number().int().nonnegative(),
    cursor: z.string().max(2048),
  }),
  /** One Gamma page at offset part × GAMMA_PAGE_SIZE and its CLOB books; `stride` = parallel chains. */
  z.object({
    kind: z.literal("gamma_page"),
    cycle_start_ms: z.number().int().nonnegative(),
    part: z.number().int().nonnegative(),
    stride: z.number().int().positive(),
    /** The chain's previous page failed: a second failure in a row ends the chain. */
    after_failure: z.boolean().default(false),
  }),
]);

export type VenueTapeMessage = z.infer<typeof VenueTapeMessageSchema>;

/** The venue whose collection each kind of message belongs to. */
const VENUE_OF_KIND: Readonly<Record<VenueTapeMessage["kind"], VenueId>> = {
  kalshi_page: "kalshi",
  gamma_page: "polymarket",
};

export function messageVenue(message: VenueTapeMessage): VenueId {
  return VENUE_OF_KIND[message.kind];
}

/** Every message the LAKE_COLLECT queue carries. */
export const LakeQueueMessageSchema = z.union([
  VenueTapeMessageSchema,
  CompactionStepMessageSchema,
  HourBuildMessageSchema,
]);
