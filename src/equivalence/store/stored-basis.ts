/**
 * The stored minute basis in R2: every active pair's quoted minutes of one sealed UTC hour, as the
 * basis job computed them from the lake's whole-venue tape (src/equivalence/jobs/store-basis.ts). An
 * hour is one object (`equivalence-basis/hours/{date}/{HH}.json`), written once; once all 24 hours of a
 * UTC day are stored they are also one day object (`equivalence-basis/days/{date}.json`), written once,
 * so a month's read is one object a day. Both hold the same records: per pair, its legs and polarity
 * when the hour was computed and its quoted minutes, each `[minute_ms, mid_a, mid_b, mid_basis]` (exact
 * decimal text, leg b in the common polarity: `midBasis`, src/domain/equivalence/basis.ts). A minute
 * without a basis (a leg unquoted, untaped or unreadable) is not stored: no answer counts it. A pair with
 * a quoted minute also holds its hour's close (`close`): the execution-aware edges at its last quoted
 * minute, as the basis route computes them for that close (`executionAtClose` over both legs' taped
 * books, with each leg's fee terms as read when the hour was stored, and when the venue stated them).
 * An hour stored before closes were stored has none: the route looks its close's books up.
 *
 * Kept like the lake's Parquet files: a day's hour objects are deleted once its day object and index
 * are written (nothing reads them after), and a day object older than the lake's Parquet retention
 * (`LAKE_PARQUET_RETENTION_DAYS`, src/lake/retention.ts) is deleted by the daily run
 * (`pruneStoredBasis`), as the day's `basis.parquet` is.
 */
import { DAY_MS, HOUR_MS, utcDateAndHhmm } from "../../domain/clock.ts";
import type { CloseExecution } from "../../domain/equivalence/basis.ts";
import type { BasisMinuteOf } from "../../domain/equivalence/basis-buckets.ts";
import type { Polarity } from "../../domain/equivalence/relations.ts";

/** Layout version of the stored objects (`v`). */
export const STORED_BASIS_VERSION = 1;

/** One quoted minute: its start (epoch ms), mid_a, mid_b (common polarity) and mid_basis. */
export type StoredMinute = [number, string, string, string];

/**
 * The execution-aware edges at a pair-hour's close (its last quoted minute), computed when the hour was
 * stored: what the basis route serves for a bucket closing on that minute.
 */
export interface StoredClose {
  /** The close minute (epoch ms): the last of the hour's stored minutes. */
  minute: number;
  execution: CloseExecution;
  /** When each leg's venue stated the fee terms the edges used (their `fetched_at`); null without terms. */
  fee_terms_fetched_at: { a: string | null; b: string | null };
}

/** One pair's hour: its legs and the polarity it was computed in, and its quoted minutes ascending. */
export interface StoredPairHour {
  /** Leg a's venue and market, leg b's venue and market. */
  legs: [string, string, string, string];
  polarity: Polarity;
  minutes: StoredMinute[];
  /** The hour's close with its edges (absent without a quoted minute, and in hours stored before closes were). */
  close?: StoredClose;
}

/** One sealed hour of every pair active when it was computed, by pair id. */
export interface StoredHour {
  hour_ms: number;
  pairs: Record<string, StoredPairHour>;
}

interface HourObject extends StoredHour {
  v: typeof STORED_BASIS_VERSION;
}

/** One pair's stored hours of a day: its line in the day object. */
export interface StoredPairDay {
  pair_id: string;
  hours: (StoredPairHour & { hour_ms: number })[];
}

/** A day's index: where each pair's line is in the day object (byte offset and length). */
interface DayIndex {
  v: typeof STORED_BASIS_VERSION;
  date: string;
  pairs: Record<string, [number, number]>;
}

const JSON_TYPE = { contentType: "application/json" };

export function basisHourKey(hourMs: number): string {
  const { date, hhmm } = utcDateAndHhmm(hourMs);
  return `equivalence-basis/hours/${date}/${hhmm.slice(0, 2)}.json`;
}

/** A day's lines, one per pair (ascending id): NDJSON of `StoredPairDay`. */
export function basisDayKey(date: string): string {
  return `equivalence-basis/days/${date}.ndjson`;
}

/** A day's index, written after its lines: its presence says the day is stored. */
export function basisDayIndexKey(date: string): string {
  return `equivalence-basis/days/${date}.index.json`;
}

/** The start (epoch ms) of a UTC date. */
export const dayStartMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Writes an hour once: a stored hour is kept (a redelivered or raced job writes nothing). */
export async function writeStoredHour(bucket: R2Bucket, hour: StoredHour): Promise<void> {
  const object: HourObject = { v: STORED_BASIS_VERSION, ...hour };
  await bucket.put(basisHourKey(hour.hour_ms), JSON.stringify(object), {
    httpMetadata: JSON_TYPE,
    onlyIf: { etagDoesNotMatch: "*" },
  });
}

export async function hourStored(bucket: R2Bucket, hourMs: number): Promise<boolean> {
  return (await bucket.head(basisHourKey(hourMs))) !== null;
}

export async function dayStored(bucket: R2Bucket, date: string): Promise<boolean> {
  return (await bucket.head(basisDayIndexKey(date))) !== null;
}

async function readHourObject(bucket: R2Bucket, hourMs: number): Promise<StoredHour | null> {
  const object = await bucket.get(basisHourKey(hourMs));
  if (!object) return null;
  const { hour_ms, pairs } = (await object.json()) as HourObject;
  return { hour_ms, pairs };
}

/** A day's 24 stored hours, or null while one is not stored. */
export async function readStoredHours(bucket: R2Bucket, date: string): Promise<StoredHour[] | null> {
  const start = dayStartMs(date);
  const hours: StoredHour[] = [];
  for (let hourMs = start; hourMs < start + DAY_MS; hourMs += HOUR_MS) {
    const hour = await readHourObject(bucket, hourMs);
    if (!hour) return null;
    hours.push(hour);
  }
  return hours;
}

/** A day's hours as one line per pair (ascending id), each with the hours the pair is stored in. */
export function pairDaysOf(hours: readonly StoredHour[]): StoredPairDay[] {
  const byPair = new Map<string, StoredPairDay>();
  for (const hour of hours) {
    for (const [pair_id, stored] of Object.entries(hour.pairs)) {
      let line = byPair.get(pair_id);
      if (!line) {
        line = { pair_id, hours: [] };
        byPair.set(pair_id, line);
      }
      line.hours.push({ hour_ms: hour.hour_ms, ...stored });
    }
  }
  return [...byPair.values()].sort((x, y) => (x.pair_id < y.pair_id ? -1 : x.pair_id > y.pair_id ? 1 : 0));
}

/** A day's object (one line per pair, ascending id) and its index, from its stored hours. */
export function encodeStoredDay(
  date: string,
  hours: readonly StoredHour[],
): { lines: string; index: string } {
  const encoder = new TextEncoder();
  const index: DayIndex = { v: STORED_BASIS_VERSION, date, pairs: {} };
  const lines: string[] = [];
  let offset = 0;
  for (const line of pairDaysOf(hours)) {
    const text = `${JSON.stringify(line)}\n`;
    const length = encoder.encode(text).byteLength;
    index.pairs[line.pair_id] = [offset, length];
    offset += length;
    lines.push(text);
  }
  return { lines: lines.join(""), index: JSON.stringify(index) };
}

/**
 * Gathers a day's 24 stored hours into its day object and index, once (a stored day is kept). Returns
 * false, writing nothing, while an hour of the day is not stored.
 */
export async function writeStoredDay(bucket: R2Bucket, date: string): Promise<boolean> {
  if (await dayStored(bucket, date)) return true;
  const hours = await readStoredHours(bucket, date);
  if (!hours) return false;
  const { lines, index } = encodeStoredDay(date, hours);
  // The lines are the same whichever job writes them first; the index goes last and says the day is stored.
  await bucket.put(basisDayKey(date), lines, {
    httpMetadata: { contentType: "application/x-ndjson" },
  });
  await bucket.put(basisDayIndexKey(date), index, {
    httpMetadata: JSON_TYPE,
    onlyIf: { etagDoesNotMatch: "*" },
  });
  // The day object holds every hour's records: the hour objects are read no more.
  const start = dayStartMs(date);
  await bucket.delete(Array.from({ length: 24 }, (_, h) => basisHourKey(start + h * HOUR_MS)));
  return true;
}

/** Stored days one prune deletes at most (their objects: two a day, and any hour objects left). */
export const PRUNE_DAYS_PER_RUN = 100;

/**
 * Deletes the stored basis of every UTC date before `oldestKept` (a day object, its index, hour
 * objects left over): at most `PRUNE_DAYS_PER_RUN` days a run, the oldest first. Returns the dates deleted.
 */
export async function pruneStoredBasis(bucket: R2Bucket, oldestKept: string): Promise<string[]> {
  const dates = new Set<string>();
  for (const prefix of ["equivalence-basis/days/", "equivalence-basis/hours/"]) {
    let cursor: string | undefined;
    do {
      const listed = await bucket.list({ prefix, limit: 1000, ...(cursor ? { cursor } : {}) });
      for (const object of listed.objects) {
        const date = object.key.slice(prefix.length, prefix.length + 10);
        if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date < oldestKept) dates.add(date);
      }
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor !== undefined && dates.size < PRUNE_DAYS_PER_RUN);
  }
  const doomed = [...dates].sort().slice(0, PRUNE_DAYS_PER_RUN);
  for (const date of doomed) {
    const start = dayStartMs(date);
    await bucket.delete([
      basisDayKey(date),
      basisDayIndexKey(date),
      ...Array.from({ length: 24 }, (_, h) => basisHourKey(start + h * HOUR_MS)),
    ]);
  }
  return doomed;
}

/** What one read of the stored basis cost: objects (and ranges) read and their bytes. */
export interface StoredRead {
  objects: number;
  bytes: number;
}

/**
 * A pair's stored hours of a day: from the day's index and one range read of its line, else (no day
 * index yet, `hourObjects`) from each hour object found. Hours the pair is not stored in are left out.
 */
export async function readStoredPairDay(
  bucket: R2Bucket,
  date: string,
  pairId: string,
  hourObjects: boolean,
  read: StoredRead,
): Promise<StoredPairDay["hours"]> {
  const indexObject = await bucket.get(basisDayIndexKey(date));
  if (indexObject) {
    const text = await indexObject.text();
    read.objects++;
    read.bytes += text.length;
    const at = (JSON.parse(text) as DayIndex).pairs[pairId];
    if (!at) return [];
    const line = await bucket.get(basisDayKey(date), { range: { offset: at[0], length: at[1] } });
    if (!line) throw new Error(`stored basis day ${date} lost its lines`);
    const lineText = await line.text();
    read.objects++;
    read.bytes += at[1];
    return (JSON.parse(lineText) as StoredPairDay).hours;
  }
  if (!hourObjects) return [];
  const start = dayStartMs(date);
  const found = await Promise.all(
    Array.from({ length: 24 }, async (_, h) => {
      const object = await bucket.get(basisHourKey(start + h * HOUR_MS));
      if (!object) return null;
      const text = await object.text();
      read.objects++;
      read.bytes += text.length;
      const { hour_ms, pairs } = JSON.parse(text) as HourObject;
      const stored = pairs[pairId];
      return stored ? { hour_ms, ...stored } : null;
    }),
  );
  return found.flatMap((f) => (f ? [f] : []));
}

/** A stored pair-hour's minutes as the basis route's minutes (each with its basis). */
export function minutesOf(stored: StoredPairHour): BasisMinuteOf[] {
  return stored.minutes.map(([minute, mid_a, mid_b, mid_basis]) => ({
    minute,
    basis: { mid_a, mid_b, mid_basis, reason: null },
  }));
}

/** Every pair's line of a stored day (ascending id); null while the day is not stored. */
export async function readStoredDayLines(bucket: R2Bucket, date: string): Promise<StoredPairDay[] | null> {
  if (!(await dayStored(bucket, date))) return null;
  const object = await bucket.get(basisDayKey(date));
  if (!object) return null;
  const text = await object.text();
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as StoredPairDay);
}
