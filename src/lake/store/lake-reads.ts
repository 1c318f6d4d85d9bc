/**
 * Bounded reads of the lake tape for the lake API (the writer is src/lake/store/lake.ts). A page of rows is
 * two range reads — the page's slice of the `.idx` offsets, then those rows' bytes — whatever the
 * snapshot's size, and a snapshot is described from its `head` without reading it.
 */
import { ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import { LAKE_ROW_SCHEMA, type LakeRow } from "../../venues/shared/row.ts";
import {
  dayPrefix,
  offsetsKey,
  parquetCatalogKey,
  parquetFileKeys,
  snapshotKey,
  venuePrefix,
} from "../keys.ts";
import type { ParquetCatalog } from "../parquet.ts";
import { partsManifestKey } from "../parts.ts";
import { decodeMarketRows, decodeTape, OFFSET_BYTES } from "../tape.ts";
import { readPartsManifest } from "./lake-parts.ts";

const DATE_SEGMENT = /^\d{4}-\d{2}-\d{2}$/;

/** A listing call returns at most 1,000 prefixes: 20 calls cover 20,000 collected days (~55 years). */
const MAX_LISTING_CALLS = 20;

export interface SnapshotHead {
  key: string;
  /** Size of the NDJSON object in bytes. */
  bytes: number;
  rows: number;
  completenessStatus: string | null;
  schema: string | null;
}

/** The snapshot's size and row count from its metadata (one `head`), or null when it does not exist. */
export async function headSnapshot(bucket: R2Bucket, key: string): Promise<SnapshotHead | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  const meta = head.customMetadata ?? {};
  let rows = Number(meta.rows);
  if (!Number.isSafeInteger(rows) || rows < 0) {
    // Older or foreign objects: the offsets index has rows + 1 entries.
    const index = await bucket.head(offsetsKey(key));
    if (!index) throw new Error(`lake index missing for ${key}`);
    rows = index.size / OFFSET_BYTES - 1;
  }
  return {
    key,
    bytes: head.size,
    rows,
    completenessStatus: meta.completeness ?? null,
    schema: meta.schema ?? LAKE_ROW_SCHEMA,
  };
}

/**
 * Whether any tape object of the venue's day is stored (one listing call of at most three keys): the sign
 * that the day was collected even when its manifest or a snapshot cannot be read. The day's Parquet
 * files alone do not count: it outlives the tape, which retention deletes.
 */
export async function dayListed(bucket: R2Bucket, venue: string, date: string): Promise<boolean> {
  const parquet = parquetFileKeys(venue, date);
  const page = await bucket.list({ prefix: dayPrefix(venue, date), limit: parquet.length + 1 });
  return page.objects.some((object) => !parquet.includes(object.key));
}

/**
 * The NDJSON text of one snapshot in tape order, one text per stored object: a whole-venue snapshot's
 * parts in part order (its parts manifest, src/lake/parts.ts), else the one object. Every reader of
 * whole snapshots (compaction, candles) goes through here, so how a snapshot is stored is known in one
 * place. Throws when the snapshot's bytes are missing.
 */
export async function* readSnapshotTexts(
  bucket: R2Bucket,
  venue: string,
  date: string,
  at: string,
): AsyncGenerator<string> {
  const key = snapshotKey(venue, date, at);
  const parts = await readPartsManifest(bucket, partsManifestKey(key));
  for (const objectKey of parts ? parts.parts.map((part) => part.key) : [key]) {
    const object = await bucket.get(objectKey);
    if (!object) throw new Error(`lake tape missing for ${objectKey}`);
    yield await object.text();
  }
}

/** The rows of one snapshot in tape order, one batch per stored object (`readSnapshotTexts`). */
export async function* readSnapshotRows(
  bucket: R2Bucket,
  venue: string,
  date: string,
  at: string,
): AsyncGenerator<LakeRow[]> {
  for await (const text of readSnapshotTexts(bucket, venue, date, at)) yield decodeTape(text);
}

/**
 * Lets the isolate's other requests run: a macrotask, so every task already queued (another request's
 * I/O completion included) goes first. One answer's snapshots then interleave with other requests
 * instead of holding the isolate for the whole read.
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The rows of one market in one snapshot (every stored object of it, `readSnapshotTexts`), in tape
 * order: only the market's lines are parsed (`decodeMarketRows`), and the isolate's other requests
 * get their turn after each object (`yieldToOthers`).
 */
export async function readSnapshotMarketRows(
  bucket: R2Bucket,
  venue: string,
  date: string,
  at: string,
  market: string,
): Promise<LakeRow[]> {
  const rows: LakeRow[] = [];
  for await (const text of readSnapshotTexts(bucket, venue, date, at)) {
    rows.push(...decodeMarketRows(text, market));
    await yieldToOthers();
  }
  return rows;
}

/** The venue's catalogue of compacted days; empty when none was compacted yet. */
export async function readParquetCatalog(bucket: R2Bucket, venue: string): Promise<ParquetCatalog> {
  const object = await bucket.get(parquetCatalogKey(venue));
  return object ? ((await object.json()) as ParquetCatalog) : { venue, days: {} };
}

/**
 * Byte offsets of rows [first, first + count) plus the end of the last one: count + 1 entries read
 * from the `.idx` object with one range read. Throws when the index is missing or short.
 */
export async function readRowOffsets(
  bucket: R2Bucket,
  key: string,
  first: number,
  count: number,
): Promise<number[]> {
  const length = (count + 1) * OFFSET_BYTES;
  const object = await bucket.get(offsetsKey(key), { range: { offset: first * OFFSET_BYTES, length } });
  if (!object) throw new Error(`lake index missing for ${key}`);
  const buffer = await object.arrayBuffer();
  if (buffer.byteLength !== length) throw new Error(`lake index of ${key} is shorter than its row count`);
  const view = new DataView(buffer);
  return Array.from({ length: count + 1 }, (_, i) => view.getUint32(i * OFFSET_BYTES, true));
}

/** The tape bytes [start, end): whole NDJSON lines when the bounds come from the offsets index. */
export async function readRowBytes(bucket: R2Bucket, key: string, start: number, end: number) {
  if (end <= start) return new Uint8Array(0);
  const object = await bucket.get(key, { range: { offset: start, length: end - start } });
  if (!object) throw new Error(`lake tape missing for ${key}`);
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (bytes.byteLength !== end - start) throw new Error(`lake tape of ${key} is shorter than its index`);
  return bytes;
}

/**
 * The dates a venue has tape for, ascending: the `YYYY-MM-DD/` prefixes under `lake/{venue}/`, listed
 * with a delimiter so the work grows with the number of days, not of objects. The listing is paged with
 * its cursor and bounded; past the bound it throws (a 503) rather than answer a partial list.
 */
export async function listCollectedDates(bucket: R2Bucket, venue: string): Promise<string[]> {
  const prefix = venuePrefix(venue);
  const dates: string[] = [];
  let cursor: string | undefined;
  for (let call = 0; call < MAX_LISTING_CALLS; call++) {
    const page = await bucket.list({ prefix, delimiter: "/", ...(cursor ? { cursor } : {}) });
    for (const sub of page.delimitedPrefixes) {
      const date = sub.slice(prefix.length, -1);
      if (DATE_SEGMENT.test(date)) dates.push(date);
    }
    if (!page.truncated) return dates.sort();
    cursor = page.cursor;
  }
  throw new Error(`lake listing of ${venue} exceeds ${MAX_LISTING_CALLS} calls`);
}

/**
 * A snapshot is never rewritten, so its head can be reused: paging through one snapshot then costs its
 * two range reads per page and one `head` per minute. Bounded in age (a deleted object is noticed within
 * a minute) and in count; only existing snapshots are kept, as a missing one may be written next cycle.
 */
export const HEAD_CACHE_MS = 60_000;
const heads = ttlCachePerOwner<R2Bucket, string, SnapshotHead>({ ttlMs: HEAD_CACHE_MS, maxEntries: 1024 });

export function cachedHeadSnapshot(
  bucket: R2Bucket,
  key: string,
  nowMs = Date.now(),
): Promise<SnapshotHead | null> {
  return heads(bucket).getOrLoad(key, () => headSnapshot(bucket, key), nowMs);
}
