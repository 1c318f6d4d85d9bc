/**
 * Each closed market's price at fixed horizons before its close (15 min, 1 h, 24 h, 7 d, 30 d;
 * src/domain/outcomes/horizons.ts), read from the lake's tape once, by the resolution collection, when
 * the market is first recorded with a close time in the past, and stored in `market_horizon_prices`. A
 * market is pending while it lacks the first horizon's row; only the horizons it lacks are read (a
 * market read before a horizon was added gets that one, while the tape still holds it).
 * Read once and kept, because the tape is deleted after the lake's retention (30 days by default): a
 * 30-day horizon read at request time would vanish within days of the close.
 *
 * The price is the YES side's `mid` exactly as taped: the market's row whose outcome is `yes` (Kalshi),
 * else its first row in tape order (a Polymarket market's first outcome, the one a `yes` result pays).
 * For each horizon the candidate snapshots are the day manifests' minutes in [close − h − tolerance,
 * close − h], latest first; at most `SNAPSHOT_READS_PER_HORIZON` of them are read before the horizon is
 * left null. A run reads at most `HORIZON_MARKETS_PER_RUN` markets per venue, and each snapshot once
 * (the markets that need the same minute share its read).
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { MINUTE_MS, rfc3339, utcDateAndHhmm } from "../domain/clock.ts";
import {
  HORIZONS,
  type HorizonSpec,
  pricesAtHorizons,
  type TapedPrice,
} from "../domain/outcomes/horizons.ts";
import { readManifest } from "../lake/store/lake.ts";
import { readSnapshotTexts, yieldToOthers } from "../lake/store/lake-reads.ts";
import { type DayManifest, decodeMarketRows } from "../lake/tape.ts";
import { chunkRows, type Db } from "../platform/db/db.ts";
import { marketHorizonPrices, marketResolutions } from "../platform/db/schema.ts";
import type { LakeRow } from "../venues/shared/row.ts";
import { atHorizon } from "./read.ts";

/**
 * Markets whose horizon prices a run reads, per venue, at most: 2 a minute at a run every 2 minutes,
 * ahead of the simulator's resolution calendar (2 closes per venue every 5 minutes, 0.8 a run). The read
 * budget per venue and run is at most HORIZON_MARKETS_PER_RUN × HORIZONS × SNAPSHOT_READS_PER_HORIZON
 * = 60 snapshots, fewer when markets share a minute (every calendar market of a slot does).
 */
export const HORIZON_MARKETS_PER_RUN = 4;
/** Snapshots read per market and horizon at most, latest first, before the horizon is left null. */
export const SNAPSHOT_READS_PER_HORIZON = 3;

export interface HorizonReport {
  /** Markets whose horizon prices were read and stored. */
  markets: number;
  /** Snapshots read. */
  snapshots: number;
  /** Horizons found in the tape (the rest stored null). */
  found: number;
}

/** The YES side's row among a market's rows of one snapshot: outcome `yes`, else the first. */
export function yesRow(rows: readonly LakeRow[]): LakeRow | undefined {
  return rows.find((row) => row.outcome.toLowerCase() === "yes") ?? rows[0];
}

/** The minute (epoch ms) of a manifest entry's HHMM on its date. */
function minuteOf(date: string, hhmm: string): number {
  return Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}:00Z`);
}

interface Need {
  marketId: string;
  spec: HorizonSpec;
  /** Candidate snapshots, latest first: [date, hhmm]. */
  candidates: [string, string][];
  tape: TapedPrice[];
  found: boolean;
}

/**
 * Reads and stores the horizon prices of the venue's closed markets that have none yet (closed at or
 * before `nowMs`), the most recently closed first.
 */
export async function recordHorizonPrices(
  db: Db,
  bucket: R2Bucket,
  venue: string,
  nowMs: number,
  limit: number = HORIZON_MARKETS_PER_RUN,
): Promise<HorizonReport> {
  const pending = await db
    .select({ marketId: marketResolutions.marketId, closeTime: marketResolutions.closeTime })
    .from(marketResolutions)
    .leftJoin(marketHorizonPrices, atHorizon(HORIZONS[0].horizon))
    .where(
      and(
        eq(marketResolutions.venue, venue),
        isNotNull(marketResolutions.closeTime),
        lte(marketResolutions.closeTime, rfc3339(nowMs)),
        isNull(marketHorizonPrices.marketId),
      ),
    )
    .orderBy(desc(marketResolutions.closeTime), marketResolutions.marketId)
    .limit(limit);
  const report: HorizonReport = { markets: 0, snapshots: 0, found: 0 };
  if (pending.length === 0) return report;

  // The horizons each pending market has stored already (none, unless a horizon was added since).
  const stored = new Set<string>();
  for (const ids of chunkRows(
    pending.map((p) => p.marketId),
    1,
    1,
  )) {
    const rows = await db
      .select({ marketId: marketHorizonPrices.marketId, horizon: marketHorizonPrices.horizon })
      .from(marketHorizonPrices)
      .where(and(eq(marketHorizonPrices.venue, venue), inArray(marketHorizonPrices.marketId, ids)));
    for (const row of rows) stored.add(`${row.marketId}/${row.horizon}`);
  }

  const manifests = new Map<string, DayManifest | null>();
  const manifest = async (date: string) => {
    if (!manifests.has(date)) manifests.set(date, await readManifest(bucket, venue, date));
    return manifests.get(date) ?? null;
  };

  const markets: { marketId: string; closeMs: number; needs: Need[] }[] = [];
  for (const { marketId, closeTime } of pending) {
    const closeMs = Date.parse(closeTime ?? "");
    if (!Number.isFinite(closeMs)) continue;
    const needs: Need[] = [];
    for (const spec of HORIZONS) {
      if (stored.has(`${marketId}/${spec.horizon}`)) continue;
      const target = closeMs - spec.before_close_ms;
      const oldest = target - spec.tolerance_ms;
      const dates = [...new Set([utcDateAndHhmm(oldest).date, utcDateAndHhmm(target).date])];
      const candidates: [string, string][] = [];
      for (const date of dates) {
        for (const entry of (await manifest(date))?.snapshots ?? []) {
          const minute = minuteOf(date, entry.at);
          // A minute's snapshot holds observations of that minute and the one before it.
          if (minute <= target && minute + MINUTE_MS >= oldest) candidates.push([date, entry.at]);
        }
      }
      candidates.sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? 1 : -1));
      needs.push({
        marketId,
        spec,
        candidates: candidates.slice(0, SNAPSHOT_READS_PER_HORIZON),
        tape: [],
        found: false,
      });
    }
    markets.push({ marketId, closeMs, needs });
  }

  // Round r reads every unmet need's r-th candidate; a snapshot is read once for all who need it.
  for (let round = 0; round < SNAPSHOT_READS_PER_HORIZON; round++) {
    const bySnapshot = new Map<string, Need[]>();
    for (const need of markets.flatMap((m) => m.needs)) {
      const candidate = need.candidates[round];
      if (need.found || candidate === undefined) continue;
      const key = `${candidate[0]}/${candidate[1]}`;
      bySnapshot.set(key, [...(bySnapshot.get(key) ?? []), need]);
    }
    for (const [key, needs] of bySnapshot) {
      const [date = "", hhmm = ""] = key.split("/");
      report.snapshots++;
      const rows = new Map<string, LakeRow[]>();
      try {
        for await (const text of readSnapshotTexts(bucket, venue, date, hhmm)) {
          for (const marketId of new Set(needs.map((n) => n.marketId))) {
            rows.set(marketId, [...(rows.get(marketId) ?? []), ...decodeMarketRows(text, marketId)]);
          }
          await yieldToOthers();
        }
      } catch {
        // A snapshot listed but unreadable (retention under way): the next candidate is read instead.
        continue;
      }
      for (const need of needs) {
        const row = yesRow(rows.get(need.marketId) ?? []);
        if (row === undefined) continue;
        need.tape.push({ at_ms: Date.parse(row.observed_at), mid: row.mid ?? null });
      }
    }
    // A need is met once its tape gives the horizon a price.
    for (const market of markets) {
      for (const need of market.needs) {
        const [price] = pricesAtHorizons(need.tape, market.closeMs, [need.spec]);
        need.found = price?.mid != null;
      }
    }
  }

  const computedAtMs = nowMs;
  const values = markets.flatMap((market) =>
    market.needs.map((need) => {
      const spec = need.spec;
      const [price] = pricesAtHorizons(need.tape, market.closeMs, [spec]);
      if (price?.mid != null) report.found++;
      return {
        venue,
        marketId: market.marketId,
        horizon: spec.horizon,
        targetMs: price?.target_ms ?? market.closeMs - spec.before_close_ms,
        observedAtMs: price?.observed_at_ms ?? null,
        mid: price?.mid ?? null,
        computedAtMs,
      };
    }),
  );
  const added = new Set<string>();
  for (const rows of chunkRows(values, 7)) {
    const inserted = await db
      .insert(marketHorizonPrices)
      .values(rows)
      .onConflictDoNothing()
      .returning({ marketId: marketHorizonPrices.marketId });
    for (const row of inserted) added.add(row.marketId);
  }
  // The served outcomes that gained their horizons: their signatures are due again (./sign.ts). Four
  // parameters besides the ids: the three cleared columns and the venue.
  for (const ids of chunkRows([...added], 1, 4)) {
    await db
      .update(marketResolutions)
      .set({ signature: null, signedAtMs: null, signedRulesVersion: null })
      .where(and(eq(marketResolutions.venue, venue), inArray(marketResolutions.marketId, ids)));
  }
  report.markets = markets.length;
  return report;
}
