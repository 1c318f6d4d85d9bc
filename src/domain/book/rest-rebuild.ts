/**
 * Rebuilding a book from the venue's REST book while its stream carries on. The REST book carries no
 * sequence number, so which of the stream's deltas it already holds is known only at the edges: a delta
 * received before the read was sent is in it (a venue's REST book is at least as fresh as its stream),
 * and a delta received well after the answer is not. A delta received in between (while the read is in
 * flight, or shortly after the answer, since the stream and the answer travel on different connections)
 * may be either. What that means depends on how the venue's deltas move a level:
 *
 * - Deltas that **change** a level by an amount (Kalshi's): applying one twice or missing one would
 *   silently misstate the book. An answer with such a delta in between is not taken (`takeRestBook`);
 *   the book is read again, and only deltas received after a taken answer apply. The feed also waits a
 *   quiet moment after the answer for deltas still on their way.
 * - Deltas that **set** a level's size (Polymarket's): the deltas received since the read was sent are
 *   kept in order and applied again on the REST book (`rebuildFromRest`), which is then right at once.
 *   Each level ends at the size its newest change set: every change newer than what the REST book holds
 *   is among them, and an older one among them is overwritten by the newer ones that follow it.
 */
import type { BookDelta, BookSnapshot } from "./book.ts";
import { applyDeltaToSet, applySnapshotToSet, type BookSet, type BookSetResult } from "./book-set.ts";

/** How a venue's deltas move a level. */
export type DeltaMode = "change" | "set";

/** Deltas kept for one book while its REST read is in flight, at most; past it the read is taken as lost. */
export const MAX_BUFFERED_DELTAS = 5_000;

/** What the feed saw of one book's stream while its REST read was in flight. */
export interface RestRace {
  /** A delta for the market arrived since the read was sent. */
  touched: boolean;
  /** Those deltas, in the order received (empty once `overflowed`). */
  buffered: BookDelta[];
  /** More than `MAX_BUFFERED_DELTAS` arrived. */
  overflowed: boolean;
}

/** Whether the REST answer can be taken, given what raced it and how the venue's deltas move a level. */
export function takeRestBook(race: RestRace, mode: DeltaMode): boolean {
  if (mode === "change") return !race.touched;
  return !race.overflowed && race.buffered.every((delta) => delta.mode === "set");
}

/** Keeps one more delta that raced the read, within `MAX_BUFFERED_DELTAS`. */
export function bufferRacingDelta(race: RestRace, delta: BookDelta): void {
  race.touched = true;
  if (race.overflowed) return;
  if (race.buffered.length >= MAX_BUFFERED_DELTAS) {
    race.overflowed = true;
    race.buffered = [];
    return;
  }
  race.buffered.push(delta);
}

/**
 * The market's book from the REST snapshot with the racing `set` deltas applied again in order. The
 * result is a set whose book is `unsure` when the snapshot or a delta could not be taken.
 */
export function rebuildFromRest(
  set: BookSet,
  market: string,
  snapshot: BookSnapshot,
  buffered: readonly BookDelta[],
): BookSetResult {
  let result = applySnapshotToSet(set, market, snapshot, null);
  for (const delta of buffered) {
    if (!result.ok) return result;
    result = applyDeltaToSet(result.set, market, delta, null);
  }
  return result;
}
