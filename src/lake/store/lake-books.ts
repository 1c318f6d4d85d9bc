/**
 * R2 objects of the book tape (format: src/lake/books.ts, keys: src/lake/keys.ts). Any source of a
 * venue's books at a minute hands them to `writeBooks` under its own source number (the whole-venue
 * collection uses its part numbers); once the minute's sources are written, `indexBooks` builds the
 * minute's index from their entries. A book object is created once (a conditional put, as parts are), so
 * a redelivered message finds the first delivery's books and never adds lines.
 */

import {
  type BookEntry,
  bucketOf,
  bucketSpan,
  decodeBookLines,
  decodeEntries,
  encodeBookIndex,
  encodeBooks,
  encodeEntries,
  type MarketBooks,
  marketHash,
} from "../books.ts";
import { bookEntriesKey, bookIndexKey, bookObjectKey, cycleSnapshotKey, snapshotKey } from "../keys.ts";
import { readRowBytes } from "./lake-reads.ts";

const NDJSON = { contentType: "application/x-ndjson" };
const OCTETS = { contentType: "application/octet-stream" };

export interface StoredBooks {
  markets: number;
  bytes: number;
  /** Whether this call wrote the book object (false: an earlier delivery already had). */
  created: boolean;
}

/**
 * Writes one source's books of the venue's minute starting at `cycleStartMs`, unless that source's book
 * object exists: then the stored object wins and its entries are rewritten from its own bytes (an earlier
 * delivery may have stopped between the two writes). No markets: nothing is written.
 */
export async function writeBooks(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  source: number,
  markets: readonly MarketBooks[],
): Promise<StoredBooks> {
  if (markets.length === 0) return { markets: 0, bytes: 0, created: false };
  const key = bookObjectKey(cycleSnapshotKey(venue, cycleStartMs), source);
  const { body, entries } = encodeBooks(source, markets);
  const created = await bucket.put(key, body, {
    httpMetadata: NDJSON,
    customMetadata: { markets: String(markets.length) },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (created) {
    await bucket.put(bookEntriesKey(key), encodeEntries(entries), { httpMetadata: OCTETS });
    return { markets: markets.length, bytes: body.byteLength, created: true };
  }
  const existing = await bucket.get(key);
  if (!existing) throw new Error(`lake books ${key} refused a create but cannot be read`);
  const stored = encodeBooks(source, decodeBookLines(await existing.text()));
  await bucket.put(bookEntriesKey(key), encodeEntries(stored.entries), { httpMetadata: OCTETS });
  return { markets: stored.entries.length, bytes: stored.body.byteLength, created: false };
}

/**
 * Builds the minute's book index from the entries of `sources` (a source without a book object had no
 * books). Deterministic: indexing the same sources again writes the same bytes. Returns the markets
 * indexed; none: no index is written (the minute has no book tape).
 */
export async function indexBooks(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  sources: readonly number[],
): Promise<number> {
  const snapshot = cycleSnapshotKey(venue, cycleStartMs);
  const entries: BookEntry[] = [];
  for (const source of sources) {
    const object = await bucket.get(bookEntriesKey(bookObjectKey(snapshot, source)));
    if (object) entries.push(...decodeEntries(new Uint8Array(await object.arrayBuffer())));
  }
  if (entries.length === 0) return 0;
  await bucket.put(bookIndexKey(snapshot), encodeBookIndex(entries), { httpMetadata: OCTETS });
  return entries.length;
}

/**
 * The book object source of the live plane's books (a venue feed's books at a cycle); collection pages
 * are numbered from 0, far below it.
 */
export const LIVE_BOOKS_SOURCE = 90_000;

export type LiveBooksTaped =
  | { written: true; markets: number; bytes: number }
  | { written: false; reason: "collection_reads_books" | "no_books" | "already_taped" };

/**
 * Writes the live plane's books of the minute starting at `cycleStartMs` as the minute's only book
 * source: its book object and the minute's index, both once (a second call for the minute, or a retried
 * one, finds the index and writes nothing), so an answer never changes once given.
 */
export async function writeLiveBooks(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  markets: readonly MarketBooks[],
): Promise<LiveBooksTaped> {
  if (markets.length === 0) return { written: false, reason: "no_books" };
  if (await booksIndexed(bucket, venue, cycleStartMs)) return { written: false, reason: "already_taped" };
  const stored = await writeBooks(bucket, venue, cycleStartMs, LIVE_BOOKS_SOURCE, markets);
  await indexBooks(bucket, venue, cycleStartMs, [LIVE_BOOKS_SOURCE]);
  return { written: true, markets: stored.markets, bytes: stored.bytes };
}

/** Whether the minute's book index is written (a sealed collection is indexed once). */
export async function booksIndexed(bucket: R2Bucket, venue: string, cycleStartMs: number): Promise<boolean> {
  return (await bucket.head(bookIndexKey(cycleSnapshotKey(venue, cycleStartMs)))) !== null;
}

export type BookLookup =
  | { found: true; market: MarketBooks }
  | { found: false; reason: "no_index" | "no_market" };

/**
 * One market's line at one minute: three range reads (the bucket's two counts, its entries, the line),
 * plus one more per other market sharing the 32-bit hash. Throws when an indexed object cannot be read.
 */
export async function readMarketBooks(
  bucket: R2Bucket,
  venue: string,
  date: string,
  at: string,
  marketId: string,
): Promise<BookLookup> {
  const snapshot = snapshotKey(venue, date, at);
  const found = await readIndexedLine(bucket, bookIndexKey(snapshot), marketId, (source) =>
    bookObjectKey(snapshot, source),
  );
  if (found.index === null) return { found: false, reason: "no_index" };
  if (found.line === null) return { found: false, reason: "no_market" };
  const [market] = decodeBookLines(found.line);
  return market ? { found: true, market } : { found: false, reason: "no_market" };
}

export interface IndexedLine {
  /** The index object (its custom metadata travels with the first read); null when there is none. */
  index: R2Object | null;
  /** The NDJSON line of the market, or null when the index has none. */
  line: string | null;
}

/**
 * One market's line through a fan-out index (src/lake/books.ts format) over objects named by
 * `objectKey(source)`: three range reads (the bucket's two counts, its entries, the line), plus one more
 * per other market sharing the 32-bit hash. Throws when an indexed object cannot be read.
 */
export async function readIndexedLine(
  bucket: R2Bucket,
  indexKey: string,
  marketId: string,
  objectKey: (source: number) => string,
): Promise<IndexedLine> {
  const hash = marketHash(marketId);
  const counts = await rangeBytes(bucket, indexKey, bucketOf(hash) * 4, 8);
  if (counts === null) return { index: null, line: null };
  const span = bucketSpan(counts.bytes);
  if (span.length === 0) return { index: counts.object, line: null };
  const entries = await rangeBytes(bucket, indexKey, span.offset, span.length);
  if (entries === null) throw new Error(`lake index ${indexKey} vanished`);
  for (const entry of decodeEntries(entries.bytes).filter((e) => e.hash === hash)) {
    const line = new TextDecoder().decode(
      await readRowBytes(bucket, objectKey(entry.source), entry.offset, entry.offset + entry.length),
    );
    const id = (JSON.parse(line) as { market_id?: unknown }).market_id;
    if (id === marketId) return { index: counts.object, line };
  }
  return { index: counts.object, line: null };
}

/** Bytes [offset, offset + length) of an object; null when it does not exist. Throws when it is short. */
async function rangeBytes(
  bucket: R2Bucket,
  key: string,
  offset: number,
  length: number,
): Promise<{ bytes: Uint8Array; object: R2Object } | null> {
  const object = await bucket.get(key, { range: { offset, length } });
  if (!object) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  if (bytes.byteLength !== length) throw new Error(`lake object ${key} is shorter than its index says`);
  return { bytes, object };
}
