/**
 * R2 objects of the trade tape (format: src/lake/trades.ts, keys: src/lake/keys.ts). The minute's trades
 * object is created once (a conditional put, as parts and book objects are): a redelivered message or a
 * retried write finds the first writer's object and never adds a print. Its companions (offsets index,
 * market index) are rewritten from the stored object's own bytes, so a writer that stopped between the
 * writes is completed by the next one with the same bytes.
 */
import { utcDateAndHhmm } from "../../domain/clock.ts";
import {
  cycleSnapshotKey,
  offsetsKey,
  snapshotKey,
  tradeMarketsKey,
  tradesKey,
  tradeTokensKey,
} from "../keys.ts";
import {
  decodeTradeLines,
  encodeTrades,
  type TradeMarketIndex,
  type TradeRow,
  type TradeSelection,
  type TradesCompleteness,
  tapeOrder,
} from "../trades.ts";
import { readRowBytes, readRowOffsets } from "./lake-reads.ts";

const NDJSON = { contentType: "application/x-ndjson" };
const OCTETS = { contentType: "application/octet-stream" };
const JSON_TYPE = { contentType: "application/json" };

export interface StoredTrades {
  rows: number;
  bytes: number;
  /** Whether this call wrote the trades object (false: an earlier delivery already had). */
  created: boolean;
}

/**
 * Writes the venue's trade prints of the minute whose collection starts at `cycleStartMs` (deduplicated
 * by trade id, in tape order), unless that minute's trades object exists: then the stored object wins.
 * An incomplete minute is written too (its prints so far, and why it is short), so the route says so.
 */
export async function writeTrades(
  bucket: R2Bucket,
  venue: string,
  cycleStartMs: number,
  trades: readonly TradeRow[],
  completeness: TradesCompleteness,
): Promise<StoredTrades> {
  const key = tradesKey(cycleSnapshotKey(venue, cycleStartMs));
  const rows = tapeOrder(trades);
  const encoded = encodeTrades(rows);
  const created = await bucket.put(key, encoded.body, {
    httpMetadata: NDJSON,
    customMetadata: { rows: String(rows.length), completeness: JSON.stringify(completeness) },
    onlyIf: { etagDoesNotMatch: "*" },
  });
  if (created) {
    await writeCompanions(bucket, key, encoded);
    return { rows: rows.length, bytes: encoded.body.byteLength, created: true };
  }
  const existing = await bucket.get(key);
  if (!existing) throw new Error(`lake trades ${key} refused a create but cannot be read`);
  const stored = encodeTrades(decodeTradeLines(await existing.text()));
  await writeCompanions(bucket, key, stored);
  return {
    rows: Object.values(stored.markets).reduce((n, [, c]) => n + c, 0),
    bytes: stored.body.byteLength,
    created: false,
  };
}

async function writeCompanions(
  bucket: R2Bucket,
  key: string,
  encoded: { index: Uint8Array; markets: TradeMarketIndex; tokens: TradeMarketIndex },
): Promise<void> {
  await bucket.put(offsetsKey(key), encoded.index, { httpMetadata: OCTETS });
  await bucket.put(tradeMarketsKey(key), JSON.stringify(encoded.markets), { httpMetadata: JSON_TYPE });
  await bucket.put(tradeTokensKey(key), JSON.stringify(encoded.tokens), { httpMetadata: JSON_TYPE });
}

export interface TradesHead {
  key: string;
  rows: number;
  bytes: number;
  completeness: TradesCompleteness;
}

/** The minute's trades object described from its head, or null when the minute has none. */
export async function headTrades(
  bucket: R2Bucket,
  venue: string,
  date: string,
  at: string,
): Promise<TradesHead | null> {
  const key = tradesKey(snapshotKey(venue, date, at));
  const head = await bucket.head(key);
  if (!head) return null;
  const meta = head.customMetadata ?? {};
  const rows = Number(meta.rows);
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`lake trades ${key} has no row count`);
  return { key, rows, bytes: head.size, completeness: storedCompleteness(meta.completeness) };
}

/** A trades object's completeness from its custom metadata (`completeness`). */
export function storedCompleteness(text: string | undefined): TradesCompleteness {
  if (text === undefined) return { status: "complete" };
  return JSON.parse(text) as TradesCompleteness;
}

/**
 * The rows [first, end) of one market (its market index) or one outcome token (its token index) in the
 * trades object; [0, 0) when it has none; null for a token when the object has no token index (written
 * before there was one: which of its rows are the token's is not known).
 */
export async function tradeSpan(
  bucket: R2Bucket,
  key: string,
  selection: TradeSelection,
): Promise<[number, number] | null> {
  const byMarket = "market" in selection;
  const object = await bucket.get(byMarket ? tradeMarketsKey(key) : tradeTokensKey(key));
  if (!object && !byMarket) return null;
  if (!object) throw new Error(`lake trades market index missing for ${key}`);
  const spans = (await object.json()) as TradeMarketIndex;
  const id = byMarket ? selection.market : selection.token;
  const span = Object.hasOwn(spans, id) ? spans[id] : undefined;
  return span ? [span[0], span[0] + span[1]] : [0, 0];
}

/** The NDJSON bytes of rows [first, first + count): two bounded range reads. */
export async function readTradeRows(
  bucket: R2Bucket,
  key: string,
  first: number,
  count: number,
): Promise<Uint8Array> {
  if (count === 0) return new Uint8Array(0);
  const offsets = await readRowOffsets(bucket, key, first, count);
  return readRowBytes(bucket, key, offsets[0] ?? 0, offsets[count] ?? 0);
}

/**
 * Every print of one market or outcome token in the minute, parsed (candles read a window's prints this
 * way); null when the object cannot say which are the token's (`tradeSpan`).
 */
export async function readMarketTrades(
  bucket: R2Bucket,
  head: TradesHead,
  selection: TradeSelection,
): Promise<TradeRow[] | null> {
  const span = await tradeSpan(bucket, head.key, selection);
  if (span === null) return null;
  const [first, end] = span;
  const bytes = await readTradeRows(bucket, head.key, first, end - first);
  return decodeTradeLines(new TextDecoder().decode(bytes));
}

/** One market's prints over whole minutes, and how much of that span the trade tape covers. */
export interface WindowTrades {
  prints: TradeRow[];
  /** Minutes of the span. */
  minutes: number;
  /** Of those, minutes with a trades object. */
  taped: number;
  /** Of the taped minutes, those marked incomplete. */
  incomplete: number;
}

/** Trades objects read at once. */
const WINDOW_READS_IN_FLIGHT = 32;

/**
 * The prints of one market or outcome token with a venue time in [fromMs, toMs) (whole minutes): the
 * trades objects of the cycles fromMs + 1 min … toMs, since each minute's prints are taped by the
 * collection that starts as the minute ends. A minute whose object cannot select the token counts as
 * not taped. Minutes `skip` names (by their start) are left out of the read and of the counts.
 */
export async function readWindowTrades(
  bucket: R2Bucket,
  venue: string,
  selection: TradeSelection,
  fromMs: number,
  toMs: number,
  skip?: (minuteMs: number) => boolean,
): Promise<WindowTrades> {
  const cycles: number[] = [];
  for (let cycle = fromMs + 60_000; cycle <= toMs; cycle += 60_000) {
    if (!skip?.(cycle - 60_000)) cycles.push(cycle);
  }
  const result: WindowTrades = { prints: [], minutes: cycles.length, taped: 0, incomplete: 0 };
  for (let i = 0; i < cycles.length; i += WINDOW_READS_IN_FLIGHT) {
    const batch = await Promise.all(
      cycles.slice(i, i + WINDOW_READS_IN_FLIGHT).map(async (cycle) => {
        const { date, hhmm } = utcDateAndHhmm(cycle);
        const head = await headTrades(bucket, venue, date, hhmm);
        const prints = head ? await readMarketTrades(bucket, head, selection) : null;
        return head && prints ? { head, prints } : null;
      }),
    );
    for (const read of batch) {
      if (!read) continue;
      result.taped++;
      if (read.head.completeness.status !== "complete") result.incomplete++;
      result.prints.push(...read.prints);
    }
  }
  return result;
}
