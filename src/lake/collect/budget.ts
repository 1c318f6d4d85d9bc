/**
 * The whole-venue tape's sizes and limits, chosen so that no queue invocation approaches the Workers
 * limits (1,000 subrequests per invocation on the paid plan, 50 on the free one; 128 KB per message;
 * 30 s of CPU by default):
 * - a message is one page range: Kalshi one `GET /markets` page (≤ 1,000 markets, one row each);
 *   Polymarket one Gamma page of 250 markets (≤ 500 outcome tokens) and its one CLOB `POST /books`;
 * - its subrequests: ≤ 2 upstream requests × 4 attempts (the HTTP client's retries) = 8, R2 ≤ 4 (part,
 *   index, the duplicate path's read), D1 ≤ 4, one queue send; the message that seals the snapshot adds
 *   one D1 read and ≤ 18 R2 calls (parts manifest, day manifest read + conditional write, ≤ 8 rounds):
 *   ≤ 35 per message, ≤ 140 per batch of QUEUE_BATCH_SIZE; a Polymarket message adds its book object
 *   and entries (2 R2 writes, 1 read on the duplicate path), and its seal one book-index probe, one read
 *   per part (≤ MAX_PARTS) and one write: ≤ 345 per batch even when every message seals;
 * - rows per part ≤ 1,000 (Kalshi) or ≤ 500 (Polymarket): one part is encoded in one pass, well
 *   under a second of CPU.
 * `wrangler.toml` holds the queue's batch settings; keep them in step with QUEUE_BATCH_SIZE.
 */

// The venues' page sizes (Kalshi 1,000 markets, Gamma 250, 500 tokens per CLOB `POST /books`) and
// Gamma's parallel chains are their listings' own (src/venues/<venue>/listing.ts).

/** Parts per venue snapshot before the collection stops with `page_limit_reached` (200,000+ rows). */
export const MAX_PARTS = 200;

/**
 * The minute cycle's range of a whole-venue collection (src/lake/collect/minute.ts): past every page
 * range, so the catalog's rows are the snapshot's last part; its object is the cycle's tape.
 */
export const CATALOG_PART = MAX_PARTS;

/** Messages per consumer invocation (wrangler.toml `max_batch_size`). */
export const QUEUE_BATCH_SIZE = 4;

/** Failures kept per range (a page of hostile markets must not bloat the manifest). */
export const FAILURES_PER_RANGE = 20;
