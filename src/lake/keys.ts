/**
 * Where the lake lives in R2. One object per venue per collection cycle, `lake/{venue}/{YYYY-MM-DD}/{HHMM}`
 * (HHMM = cycle start, UTC), beside it `{key}.idx` (its row offsets), and per venue and day
 * `lake/{venue}/{YYYY-MM-DD}/manifest.json`. Every reader and writer builds keys here.
 */
import { utcDateAndHhmm } from "../domain/clock.ts";

/** The snapshot key layout as clients are told it. */
export const SNAPSHOT_KEY_PATTERN = "lake/{venue}/{YYYY-MM-DD}/{HHMM}";

/** `lake/{venue}/`: the prefix under which a venue's days are listed. */
export function venuePrefix(venue: string): string {
  return `lake/${venue}/`;
}

/** `lake/{venue}/{YYYY-MM-DD}/`: every object of one collected day (snapshots, indexes, manifest). */
export function dayPrefix(venue: string, date: string): string {
  return `${venuePrefix(venue)}${date}/`;
}

export function snapshotKey(venue: string, date: string, hhmm: string): string {
  return `${dayPrefix(venue, date)}${hhmm}`;
}

/** The snapshot key of the collection cycle starting at `cycleStartMs`. */
export function cycleSnapshotKey(venue: string, cycleStartMs: number): string {
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  return snapshotKey(venue, date, hhmm);
}

/** The offsets index of a snapshot. */
export function offsetsKey(snapshot: string): string {
  return `${snapshot}.idx`;
}

export function manifestKey(venue: string, date: string): string {
  return `${dayPrefix(venue, date)}manifest.json`;
}
