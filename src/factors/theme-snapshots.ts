/**
 * The reviewed theme contracts and, per venue, the rows the NEWEST lake snapshot holds for them, so what
 * the factor route says about a contract is what the tape holds. The newest snapshot is the last one of
 * the venue's latest collected day (the lake's coverage, kept 10 s); a snapshot is never rewritten, so
 * what was read of it is kept in the isolate for a minute.
 */

import { THEME_CONTRACTS } from "../catalog/definitions.ts";
import { FACTOR_THEMES, type FactorTheme, type VenueId } from "../catalog/types.ts";
import type { ThemeContract, VenueSnapshot } from "../domain/factor-themes/index.ts";
import { VENUE_IDS } from "../domain/methodology/venues.ts";
import { snapshotKey } from "../lake/keys.ts";
import { readManifest, readTape } from "../lake/store/lake.ts";
import { venueCoverage } from "../lake/store/lake-coverage.ts";
import { ttlCachePerOwner } from "../platform/cache/ttl-cache.ts";
import { logSourceFailure } from "./log.ts";

/** The two venues of `sources`, in the order of every venue list: Kalshi is venue_a, Polymarket venue_b. */
export const [VENUE_A, VENUE_B]: readonly [VenueId, VenueId] = VENUE_IDS;

export const THEME_LABELS: Readonly<Record<FactorTheme, string>> = {
  growth_stress: "Growth stress",
  higher_for_longer: "Higher for longer",
  trade_friction: "Trade friction",
  energy_shock: "Energy shock",
  ai_disruption: "AI disruption",
  credit_stress: "Credit stress",
};

export const THEMES = FACTOR_THEMES.map((id) => ({ id, label: THEME_LABELS[id] }));

/** Every reviewed theme contract of the catalog, in catalog order. */
export const REVIEWED_CONTRACTS: readonly ThemeContract[] = THEME_CONTRACTS.map((c) => ({
  theme: c.theme,
  venue: c.venue,
  market_id: c.marketId,
  title: c.title,
  adverse_side: c.adverseSide,
  close_time: c.closeTime,
}));

export const SNAPSHOT_CACHE_MS = 60_000;
/** What was read of one snapshot, with its size (the ceiling is checked on every use). */
interface SnapshotRead {
  bytes: number;
  snapshot: VenueSnapshot;
}
const snapshots = ttlCachePerOwner<R2Bucket, string, SnapshotRead>({
  ttlMs: SNAPSHOT_CACHE_MS,
  maxEntries: 16,
});

/** The newest snapshot of each venue, as far as the theme contracts go; never throws. */
export async function readThemeSnapshots(
  bucket: R2Bucket,
  maxBytes: number,
  nowMs: number,
): Promise<Record<VenueId, VenueSnapshot>> {
  const [a, b] = await Promise.all([
    newestSnapshot(bucket, VENUE_A, maxBytes, nowMs),
    newestSnapshot(bucket, VENUE_B, maxBytes, nowMs),
  ]);
  return { [VENUE_A]: a, [VENUE_B]: b } as Record<VenueId, VenueSnapshot>;
}

async function newestSnapshot(
  bucket: R2Bucket,
  venue: VenueId,
  maxBytes: number,
  nowMs: number,
): Promise<VenueSnapshot> {
  let key: string | null = null;
  try {
    const last = (await venueCoverage(bucket, venue, nowMs)).last;
    if (last === null) return { kind: "unavailable", reason: "no_snapshot", key: null };
    const newest = snapshotKey(venue, last.date, last.at);
    key = newest;
    const cached = snapshots(bucket).get(newest, nowMs);
    if (cached !== undefined) return withinCeiling(cached, maxBytes, newest);
    const entry = (await readManifest(bucket, venue, last.date))?.snapshots.find((s) => s.at === last.at);
    if (entry === undefined) throw new Error("snapshot missing from its day manifest");
    if (entry.bytes > maxBytes) return tooLarge(newest);
    const rows = await readTape(bucket, newest);
    if (rows === null) throw new Error("snapshot object missing");
    const ids = new Set(REVIEWED_CONTRACTS.filter((c) => c.venue === venue).map((c) => c.market_id));
    const read: VenueSnapshot = {
      kind: "snapshot",
      key: newest,
      cycleStartMs: Date.parse(`${last.date}T${last.at.slice(0, 2)}:${last.at.slice(2)}:00Z`),
      completeness:
        entry.completeness.status === "incomplete"
          ? { status: "incomplete", failures: entry.completeness.failures.length }
          : { status: "not_recorded" },
      rows: rows.filter((row) => ids.has(row.market_id)),
    };
    snapshots(bucket).set(newest, { bytes: entry.bytes, snapshot: read }, nowMs);
    return read;
  } catch {
    logSourceFailure(`lake_${venue}`, "snapshot", "unreadable");
    return { kind: "unavailable", reason: "lake_unreadable", key };
  }
}

function withinCeiling(read: SnapshotRead, maxBytes: number, key: string): VenueSnapshot {
  return read.bytes > maxBytes ? tooLarge(key) : read.snapshot;
}

function tooLarge(key: string): VenueSnapshot {
  return { kind: "unavailable", reason: "snapshot_too_large", key };
}
