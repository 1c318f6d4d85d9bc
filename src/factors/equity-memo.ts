/**
 * The price provider's answer for a ticker (quote, history and its calendar data), reused for 15 s in
 * the isolate: a burst of reads of one ticker costs one upstream read, and the provider, which limits
 * clients by rate, sees at most four reads a minute per ticker and isolate. The response still says when
 * the quote was priced (`equity.quote.as_of`). Only settled successes are kept (src/platform/cache/ttl-cache.ts).
 */
import { TtlCache } from "../platform/cache/ttl-cache.ts";
import type { EquityRead } from "../venues/equity/index.ts";

export const EQUITY_MEMO_MS = 15_000;

/** A provider read and when it started: a session is complete in it only if it closed before. */
export interface MemoisedEquity {
  read: EquityRead;
  readAtMs: number;
}

export type EquityMemo = TtlCache<string, MemoisedEquity>;

export const isolateEquityMemo: EquityMemo = new TtlCache({ ttlMs: EQUITY_MEMO_MS, maxEntries: 64 });

/** One entry per configured provider and ticker. */
export function equityMemoKey(queryBaseUrl: string, ticker: string): string {
  return `${queryBaseUrl} ${ticker}`;
}
