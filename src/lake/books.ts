/**
 * The bytes of the lake's book tape (keys: ./keys.ts), beside the quote tape of the same minute. Pure.
 * - a book object (`{snapshot}/books-{NNNNN}`, one per source: a whole-venue part, or another writer of
 *   the minute): NDJSON, one line per market holding the books of its outcomes, each side's best
 *   BOOK_DEPTH levels best first as exact decimal strings `[price, size]`, in the outcome's own terms
 *   (as the quote row of that outcome is);
 * - its keys (`{book object}.keys`): one BOOK_ENTRY_BYTES entry per line (market hash, source, offset,
 *   length), so the minute can be indexed without reading any book;
 * - the minute's index (`{snapshot}/books.idx`): a fan-out table of BOOK_BUCKETS + 1 cumulative entry
 *   counts (bucket = the market hash's top bits), then every source's entries sorted by hash. One market's
 *   book is three range reads whatever the venue's size: its bucket's two counts, the bucket's entries,
 *   the line.
 * Every integer is little-endian uint32. The same index (`encodeMarketLines`, `encodeBookIndex`) serves
 * the candles' hour summaries (./hours.ts), one market line per market.
 */
import type { VenueMarketBooks } from "../venues/shared/quote.ts";
import { utf8Length } from "./tape.ts";

/** Levels kept per side: the best ten bids and the best ten asks. */
export const BOOK_DEPTH = 10;

/** One level: exact decimal price and size, as the venue wrote them. */
export type BookLevel = [price: string, size: string];

export interface OutcomeBook {
  /** The outcome, as the quote row names it (`yes`, `no`, or the venue's label). */
  outcome: string;
  /** The outcome's token (Polymarket); null on venues without outcome tokens. */
  token_id: string | null;
  /** The book's own clock when it has one, else pix's receive time; RFC 3339 UTC to the millisecond. */
  observed_at: string;
  /** Best (highest) bid first. */
  bids: BookLevel[];
  /** Best (lowest) ask first. */
  asks: BookLevel[];
}

/** One line of a book object: every outcome book of one market the source held at the minute. */
export interface MarketBooks {
  market_id: string;
  books: OutcomeBook[];
}

/** One index entry: where one market's line is. */
export interface BookEntry {
  hash: number;
  source: number;
  offset: number;
  length: number;
}

export const BOOK_ENTRY_BYTES = 16;
/** Fan-out of the minute index: the top 12 bits of the market hash. */
export const BOOK_BUCKET_BITS = 12;
export const BOOK_BUCKETS = 1 << BOOK_BUCKET_BITS;
/** Bytes of the minute index before its first entry. */
export const BOOK_INDEX_HEADER_BYTES = (BOOK_BUCKETS + 1) * 4;

/**
 * The levels of one side best first, at most `depth`. `bestLast`: the source lists its best level last
 * (the Polymarket CLOB does, on both sides).
 */
export function bestLevels(
  levels: readonly { price: string; size: string }[],
  bestLast: boolean,
  depth = BOOK_DEPTH,
): BookLevel[] {
  const ordered = bestLast ? levels.slice(-depth).reverse() : levels.slice(0, depth);
  return ordered.map((level) => [level.price, level.size]);
}

/** A venue's books (each side best level first) as book tape lines: each side cut to BOOK_DEPTH levels. */
export function tapeBookLines(markets: readonly VenueMarketBooks[]): MarketBooks[] {
  return markets.map((market) => ({
    market_id: market.market_id,
    books: market.books.map((book) => ({
      outcome: book.outcome,
      token_id: book.token_id,
      observed_at: book.observed_at,
      bids: bestLevels(book.bids, false),
      asks: bestLevels(book.asks, false),
    })),
  }));
}

/** FNV-1a (32 bits) of the market id's UTF-16 code units: the index key. Collisions are resolved by reading the line. */
export function marketHash(marketId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < marketId.length; i++) {
    hash ^= marketId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function bucketOf(hash: number): number {
  return hash >>> (32 - BOOK_BUCKET_BITS);
}

/** A source's book object (NDJSON) and the index entries of its lines. */
export function encodeBooks(
  source: number,
  markets: readonly MarketBooks[],
): { body: Uint8Array; entries: BookEntry[] } {
  return encodeMarketLines(source, markets);
}

/**
 * NDJSON of one line per market and the index entries of its lines: the book tape's format, also used by
 * the lake's other per-market objects indexed the same way (the hour summaries, ./hours.ts).
 */
export function encodeMarketLines(
  source: number,
  markets: readonly { market_id: string }[],
): { body: Uint8Array; entries: BookEntry[] } {
  const lines = markets.map((market) => `${JSON.stringify(market)}\n`);
  const text = lines.join("");
  const body = new TextEncoder().encode(text);
  const ascii = body.byteLength === text.length;
  let offset = 0;
  const entries = lines.map((line, i) => {
    const length = ascii ? line.length : utf8Length(line);
    const entry = { hash: marketHash(markets[i]?.market_id ?? ""), source, offset, length };
    offset += length;
    return entry;
  });
  return { body, entries };
}

export function decodeBookLines(text: string): MarketBooks[] {
  return text
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as MarketBooks);
}

export function encodeEntries(entries: readonly BookEntry[]): Uint8Array {
  const words = new Uint32Array(entries.length * 4);
  entries.forEach((entry, i) => {
    words.set([entry.hash, entry.source, entry.offset, entry.length], i * 4);
  });
  return littleEndian(words);
}

export function decodeEntries(bytes: Uint8Array): BookEntry[] {
  if (bytes.byteLength % BOOK_ENTRY_BYTES !== 0) throw new RangeError("book entries are not whole entries");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / BOOK_ENTRY_BYTES }, (_, i) => {
    const at = i * BOOK_ENTRY_BYTES;
    return {
      hash: view.getUint32(at, true),
      source: view.getUint32(at + 4, true),
      offset: view.getUint32(at + 8, true),
      length: view.getUint32(at + 12, true),
    };
  });
}

/** The minute index of every source's entries: the fan-out table, then the entries by hash, source, offset. */
export function encodeBookIndex(entries: readonly BookEntry[]): Uint8Array {
  const sorted = [...entries].sort((a, b) => a.hash - b.hash || a.source - b.source || a.offset - b.offset);
  const counts = new Uint32Array(BOOK_BUCKETS + 1);
  for (const entry of sorted) counts[bucketOf(entry.hash) + 1] = (counts[bucketOf(entry.hash) + 1] ?? 0) + 1;
  for (let b = 1; b <= BOOK_BUCKETS; b++) counts[b] = (counts[b] ?? 0) + (counts[b - 1] ?? 0);
  const header = littleEndian(counts);
  const body = encodeEntries(sorted);
  const out = new Uint8Array(header.byteLength + body.byteLength);
  out.set(header, 0);
  out.set(body, header.byteLength);
  return out;
}

/** Where a bucket's entries are in the minute index: byte offset and length (from its two counts). */
export function bucketSpan(countsPair: Uint8Array): { offset: number; length: number } {
  const view = new DataView(countsPair.buffer, countsPair.byteOffset, countsPair.byteLength);
  const first = view.getUint32(0, true);
  const end = view.getUint32(4, true);
  if (end < first) throw new RangeError("book index bucket counts run backwards");
  return {
    offset: BOOK_INDEX_HEADER_BYTES + first * BOOK_ENTRY_BYTES,
    length: (end - first) * BOOK_ENTRY_BYTES,
  };
}

/** The outcome book of `market` in a line: the named outcome, or the market's first when none is named. */
export function pickOutcome(market: MarketBooks, outcome: string | undefined): OutcomeBook | undefined {
  if (outcome === undefined) return market.books[0];
  return market.books.find((book) => book.outcome === outcome);
}

function littleEndian(words: Uint32Array): Uint8Array {
  // Uint32Array uses platform byte order; workerd and every Cloudflare host are little-endian.
  return new Uint8Array(words.buffer, words.byteOffset, words.byteLength);
}
