/**
 * The whole-venue queue's messages (binding LAKE_COLLECT): one page range of one venue's snapshot. A
 * message names its snapshot (venue and cycle start) and its part; everything else follows from them.
 * The range job runs them (src/lake/jobs/tape-range.ts); the queue's one dispatcher, src/lake/jobs/queue.ts,
 * also carries the other jobs' steps.
 */
import { z } from "zod";
import type { VenueId } from "../../venues/shared/row.ts";

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
