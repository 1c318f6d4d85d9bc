/**
 * A whole-venue snapshot stored in parts (keys beside src/lake/keys.ts): every page range a queue
 * message collected is one NDJSON part, `{snapshot}/part-{n}` with its own `.idx` offsets index, and the
 * snapshot's parts manifest `{snapshot}/parts.json` lists them in order with their row counts once every
 * range reported. The snapshot's rows are the parts' rows concatenated in part order; a range that
 * failed has no part. Part keys depend only on the snapshot and the range, so a duplicated delivery
 * addresses the same object and can never add rows.
 */
import type { PriceField } from "../venues/shared/row.ts";
import type { Completeness } from "./tape.ts";
import { cycleStart } from "./time.ts";

/**
 * A whole-venue collection still open this long after its cycle started has lost a message
 * (dead-lettered, or its chain broke): the next cron seals it, its unreported ranges failed as
 * `range_not_reported`. Until then a one-object snapshot of that minute may still be superseded.
 */
export const COLLECTION_SEAL_DEADLINE_MS = 10 * 60_000;

/** Whether the minute's whole-venue collection is past sealing (the cron seals it by then). */
export function collectionWindowClosed(date: string, at: string, nowMs: number): boolean {
  return nowMs - Date.parse(cycleStart(date, at)) >= COLLECTION_SEAL_DEADLINE_MS + 2 * 60_000;
}

export function partKey(snapshot: string, part: number): string {
  return `${snapshot}/part-${String(part).padStart(5, "0")}`;
}

export function partsManifestKey(snapshot: string): string {
  return `${snapshot}/parts.json`;
}

export interface SnapshotPart {
  part: number;
  key: string;
  rows: number;
  bytes: number;
}

/** `{snapshot}/parts.json`: written once, when the collection is sealed; never rewritten. */
export interface PartsManifest {
  venue: string;
  date: string;
  at: string;
  rows: number;
  bytes: number;
  completeness: Completeness;
  quote_fields: PriceField[];
  /** In snapshot order; empty parts are kept so part numbers stay visible. */
  parts: SnapshotPart[];
}

/** One part's share of a row range: rows [first, first + count) of that part. */
export interface PartSlice {
  key: string;
  first: number;
  count: number;
}

/**
 * The parts holding snapshot rows [first, first + count), in order. Pure: walks the cumulative row
 * counts, so page N costs the same lookups as page 1 and touches only the parts it spans.
 */
export function sliceParts(parts: readonly SnapshotPart[], first: number, count: number): PartSlice[] {
  const slices: PartSlice[] = [];
  let start = 0;
  let wanted = count;
  let from = first;
  for (const part of parts) {
    if (wanted <= 0) break;
    const end = start + part.rows;
    if (from < end && part.rows > 0) {
      const within = from - start;
      const take = Math.min(part.rows - within, wanted);
      slices.push({ key: part.key, first: within, count: take });
      wanted -= take;
      from += take;
    }
    start = end;
  }
  if (wanted > 0) throw new RangeError(`rows ${first}..${first + count} run past the snapshot's parts`);
  return slices;
}
