/**
 * The theme contracts' quoted spreads from the lake tape, for the backtest's costs.
 *
 * - For a session date D: the newest snapshot of the venue on UTC date D taken at or before D's 16:00
 *   New York close and at most {@link SESSION_SNAPSHOT_MAX_AGE_MS} before it; the contract's `spread`
 *   (ask − bid, present only on a two-sided book) in that snapshot is its spread at D's close.
 * - The contract's median spread is taken over those snapshots and the venue's newest snapshot, so a
 *   tape of a few minutes still gives every quoted contract a median.
 */
import { HOUR_MS } from "../domain/clock.ts";
import { newYorkInstant } from "../domain/new-york-calendar.ts";
import { snapshotKey } from "../lake/keys.ts";
import { readManifest, readTape } from "../lake/store/lake.ts";
import { listCollectedDates } from "../lake/store/lake-reads.ts";
import type { LakeRow } from "../venues/shared/row.ts";
import type { ContractSpreads } from "./backtest-engine.ts";

export const SESSION_SNAPSHOT_MAX_AGE_MS = 12 * HOUR_MS;

export interface SpreadContract {
  venue: string;
  market_id: string;
}

export interface TapeSpreads {
  spreads: ContractSpreads[];
  /** Snapshots read (session snapshots and the newest of each venue). */
  snapshots: number;
  /** Distinct tape dates those snapshots came from. */
  dates: number;
}

const hhmmMs = (date: string, hhmm: string) =>
  Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}:00Z`);

/** The spread of each wanted contract in one snapshot's rows. */
function spreadsIn(rows: readonly LakeRow[], wanted: ReadonlySet<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.venue} ${row.market_id}`;
    if (!wanted.has(key) || row.spread === undefined) continue;
    const spread = Number(row.spread);
    if (Number.isFinite(spread) && spread >= 0 && spread <= 1) out.set(key, spread);
  }
  return out;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function readTapeSpreads(
  bucket: R2Bucket,
  contracts: readonly SpreadContract[],
  sessionDates: readonly string[],
): Promise<TapeSpreads> {
  const wanted = new Set(contracts.map((c) => `${c.venue} ${c.market_id}`));
  const bySession = new Map<string, Map<string, number>>();
  const pool = new Map<string, number[]>();
  const datesRead = new Set<string>();
  const keysRead = new Set<string>();
  const record = (key: string, spread: number) => {
    const list = pool.get(key) ?? [];
    list.push(spread);
    pool.set(key, list);
  };

  for (const venue of new Set(contracts.map((c) => c.venue))) {
    const dates = await listCollectedDates(bucket, venue);
    const collected = new Set(dates);
    for (const date of sessionDates) {
      if (!collected.has(date)) continue;
      const manifest = await readManifest(bucket, venue, date);
      const closeMs = newYorkInstant(date, 16, 0);
      const entry = manifest?.snapshots
        .filter((s) => {
          const at = hhmmMs(date, s.at);
          return at <= closeMs && closeMs - at <= SESSION_SNAPSHOT_MAX_AGE_MS;
        })
        .at(-1);
      if (entry === undefined) continue;
      const key = snapshotKey(venue, date, entry.at);
      const rows = await readTape(bucket, key);
      if (rows === null) continue;
      keysRead.add(key);
      datesRead.add(date);
      for (const [key, spread] of spreadsIn(rows, wanted)) {
        const forKey = bySession.get(key) ?? new Map<string, number>();
        forKey.set(date, spread);
        bySession.set(key, forKey);
        record(key, spread);
      }
    }
    const newestDate = dates.at(-1);
    const newest = newestDate ? (await readManifest(bucket, venue, newestDate))?.snapshots.at(-1) : undefined;
    const newestKey = newestDate && newest ? snapshotKey(venue, newestDate, newest.at) : null;
    if (newestDate && newestKey && !keysRead.has(newestKey)) {
      const rows = await readTape(bucket, newestKey);
      if (rows !== null) {
        keysRead.add(newestKey);
        datesRead.add(newestDate);
        for (const [key, spread] of spreadsIn(rows, wanted)) record(key, spread);
      }
    }
  }

  return {
    spreads: contracts.map((c) => {
      const key = `${c.venue} ${c.market_id}`;
      return {
        venue: c.venue,
        market_id: c.market_id,
        bySessionDate: bySession.get(key) ?? new Map(),
        median: median(pool.get(key) ?? []),
      };
    }),
    snapshots: keysRead.size,
    dates: datesRead.size,
  };
}
