/**
 * The whole-venue queue's messages (binding LAKE_COLLECT): one page range of one venue's snapshot. A
 * message names its snapshot (its venue, by the message kind its listing declares, and cycle start) and its
 * part; everything else follows from them. Its shape follows the venue's paging (src/venues/registry.ts):
 * a cursor chain's page carries its cursor, an offset chain's its stride. The range job runs them
 * (src/lake/jobs/tape-range.ts); the queue's one dispatcher, src/lake/jobs/queue.ts, also carries the other
 * jobs' steps.
 */
import { z } from "zod";
import { venueOfMessageKind } from "../../venues/registry.ts";

/** A page message's kind: its venue's listing names it, always ending in `_page` (e.g. `kalshi_page`). */
const pageKind = z.custom<`${string}_page`>((kind) => typeof kind === "string" && kind.endsWith("_page"));

/** One page of a cursor-paged listing (Kalshi `GET /markets?status=open`) at `cursor` ("" first); part = page index. */
const cursorPageMessage = z.object({
  kind: pageKind,
  cycle_start_ms: z.number().int().nonnegative(),
  part: z.number().int().nonnegative(),
  cursor: z.string().max(2048),
});

/** One page of an offset-paged listing (Gamma) at offset part × page size; `stride` = parallel chains. */
const offsetPageMessage = z.object({
  kind: pageKind,
  cycle_start_ms: z.number().int().nonnegative(),
  part: z.number().int().nonnegative(),
  stride: z.number().int().positive(),
  /** The chain's previous page failed: a second failure in a row ends the chain. */
  after_failure: z.boolean().default(false),
});

export type CursorPageMessage = z.infer<typeof cursorPageMessage>;
export type OffsetPageMessage = z.infer<typeof offsetPageMessage>;
export type VenueTapeMessage = CursorPageMessage | OffsetPageMessage;

/** A message of a registered venue's listing, in the shape of its paging; any other kind is refused. */
export const VenueTapeMessageSchema: z.ZodType<VenueTapeMessage, unknown> = z
  .object({ kind: pageKind })
  .passthrough()
  .transform((body, ctx): VenueTapeMessage => {
    const listing = venueOfMessageKind(body.kind)?.listing;
    const parsed = listing
      ? (listing.paging === "cursor" ? cursorPageMessage : offsetPageMessage).safeParse(body)
      : null;
    if (parsed?.success) return parsed.data;
    ctx.addIssue({ code: "custom", path: ["kind"], message: "not a whole-venue page message" });
    return z.NEVER;
  });

/** The venue whose collection a message belongs to. */
export function messageVenue(message: VenueTapeMessage): string {
  return venueOfMessageKind(message.kind)?.id ?? message.kind;
}
