/**
 * The equivalence bench's data: EQUIVALENCE_BENCH.pairs active pairs in D1 (the pairs route's answer,
 * one page of them), and 30 closed UTC days of the stored minute basis for the first
 * EQUIVALENCE_BENCH.storedPairs of them, every minute quoted, as the basis job stores it (one day
 * object and its index a day, `encodeStoredDay`), each hour with its close (its last minute) and the
 * edges the job stores there: no book tape and no fee terms are written, so `book_not_taped`. The
 * basis route's 30-day `1h` window then reads no tape and looks up no book: one answer of 720 hours.
 */

import type { LocalPix } from "../../scripts/lib/local-pix.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, rfc3339 } from "../../src/domain/clock.ts";
import { parseDecimal, type Scaled } from "../../src/domain/decimal.ts";
import { decimalText } from "../../src/domain/equivalence/basis.ts";
import {
  basisDayIndexKey,
  basisDayKey,
  encodeStoredDay,
  type StoredHour,
  type StoredMinute,
} from "../../src/equivalence/store/stored-basis.ts";
import { openDb } from "../../src/platform/db/db.ts";
import { equivalencePairs } from "../../src/platform/db/schema.ts";

export const EQUIVALENCE_BENCH = { pairs: 200, storedPairs: 10, days: 30 } as const;

/** A pair id as pix writes them (24 hex digits). */
const pairId = (i: number) => `bec${String(i).padStart(21, "0")}`;

/** The stored days' window: the 30 closed days before today (UTC). */
export function basisBenchWindow(nowMs = Date.now()): { fromMs: number; toMs: number } {
  const toMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
  return { fromMs: toMs - EQUIVALENCE_BENCH.days * DAY_MS, toMs };
}

export function basisBenchPath(nowMs = Date.now()): string {
  const { fromMs, toMs } = basisBenchWindow(nowMs);
  return `/api/v1/equivalence/pairs/${pairId(0)}/basis?from=${rfc3339(fromMs)}&to=${rfc3339(toMs)}&interval=1h`;
}

/** A pair's minute: a slow wave in both legs, leg b read inverted. */
function storedMinute(pair: number, minute: number): StoredMinute {
  const step = Math.floor(minute / MINUTE_MS) % 97;
  const a = parseDecimal(`0.${String(3000 + ((step * 37 + pair) % 4000)).padStart(4, "0")}`) as Scaled;
  const bRaw = parseDecimal(`0.${String(3100 + ((step * 41 + pair) % 3800)).padStart(4, "0")}`) as Scaled;
  const one = parseDecimal("1") as Scaled;
  const b = one - bRaw;
  return [minute, decimalText(a), decimalText(b), decimalText(a - b)];
}

export async function writeEquivalenceBench(pix: LocalPix, log: (line: string) => void): Promise<void> {
  const db = openDb((await pix.mf.getD1Database("DB")) as unknown as D1Database);
  const at = rfc3339(Date.now());
  const rows = Array.from({ length: EQUIVALENCE_BENCH.pairs }, (_, i) => ({
    pairId: pairId(i),
    venueA: "kalshi" as const,
    marketA: `KXBENCH-${i}`,
    titleA: `[synthetic] bench market ${i}`,
    versionA: 1,
    venueB: "polymarket" as const,
    marketB: `${900_000 + i}`,
    titleB: `[synthetic] bench market ${i}`,
    versionB: 1,
    relation: "complement",
    polarity: "inverted",
    confidence: 0.5 + (i % 50) / 100,
    confidenceBasis: {},
    ruleDiff: [],
    status: "active" as const,
    judgedAt: at,
    firstJudgedAt: at,
    digest: pairId(i),
  }));
  // D1 binds at most 100 values a statement: a few rows an insert.
  for (let i = 0; i < rows.length; i += 5) await db.insert(equivalencePairs).values(rows.slice(i, i + 5));
  const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  const { fromMs, toMs } = basisBenchWindow();
  let bytes = 0;
  for (let day = fromMs; day < toMs; day += DAY_MS) {
    const date = rfc3339(day).slice(0, 10);
    const hours: StoredHour[] = [];
    for (let hourMs = day; hourMs < day + DAY_MS; hourMs += HOUR_MS) {
      const pairs: StoredHour["pairs"] = {};
      for (let p = 0; p < EQUIVALENCE_BENCH.storedPairs; p++) {
        const row = rows[p] as (typeof rows)[number];
        const minutes: StoredMinute[] = [];
        for (let m = hourMs; m < hourMs + HOUR_MS; m += MINUTE_MS) minutes.push(storedMinute(p, m));
        pairs[row.pairId] = {
          legs: [row.venueA, row.marketA, row.venueB, row.marketB],
          polarity: "inverted",
          minutes,
          close: {
            minute: (minutes.at(-1) as StoredMinute)[0],
            execution: { edges: null, reason: "book_not_taped" },
            fee_terms_fetched_at: { a: null, b: null },
          },
        };
      }
      hours.push({ hour_ms: hourMs, pairs });
    }
    const { lines, index } = encodeStoredDay(date, hours);
    await bucket.put(basisDayKey(date), lines);
    await bucket.put(basisDayIndexKey(date), index);
    bytes += lines.length + index.length;
  }
  log(
    ` equivalence: ${rows.length} pairs, ${EQUIVALENCE_BENCH.days} stored days of ${EQUIVALENCE_BENCH.storedPairs} pairs' minute basis (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
}
