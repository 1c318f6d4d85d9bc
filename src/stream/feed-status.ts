/**
 * The live feeds as the status plane (`GET /api/v1/status`) sees them: each minute's ensure records
 * every venue's lag readings (venue time to receipt, above the feed's usual) and reconnects, and a
 * status read asks every feed shard for its report (an RPC to the feed's object, never a venue request).
 */
import { VENUE_IDS, type VenueId } from "../domain/methodology/venues.ts";
import { componentId } from "../domain/status/components.ts";
import { SILENCE_SERIES } from "../domain/status/objectives.ts";
import type { Bindings } from "../env.ts";
import { recordReading, recordSamples } from "../platform/status/recorder.ts";
import { venueFeedShards } from "./venue-feed/ensure.ts";
import type { FeedReport } from "./venue-feed/venue-feed.ts";

/** What the status reads of one venue's feed: its shards that follow markets. */
export interface VenueFeedReading {
  venue: VenueId;
  /** The states of its shards (`live`, `stale`, …), one per shard that follows markets. */
  states: string[];
  /** The largest lag of its shards, ms (null with no shard). */
  lag_ms: number | null;
  reconnects: number;
  /** The gaps its shards announced (rebuilt books, dropped trades), summed since each started. */
  gaps: number;
  /** What the shards that are not live say of themselves (their reports' `detail`), each once, three at most. */
  details: string[];
}

function readingOf(venue: VenueId, reports: readonly FeedReport[]): VenueFeedReading {
  const mine = reports.filter((r) => r.venue === venue && r.markets > 0);
  return {
    venue,
    states: mine.map((r) => r.state),
    lag_ms: mine.length === 0 ? null : Math.max(...mine.map((r) => r.lag_ms)),
    reconnects: mine.reduce((sum, r) => sum + r.reconnects, 0),
    gaps: mine.reduce((sum, r) => sum + r.gaps, 0),
    details: [...new Set(mine.filter((r) => r.state !== "live").map((r) => r.detail))].slice(0, 3),
  };
}

/**
 * The silence watch of one reading (the `silence_detection` objective), per shard: one still saying `live`
 * counts how long it has heard nothing from the venue (past 10 s, a silence not yet detected); one that
 * called itself stale for the venue's silence counts how long after the venue's last frame it did. Shards
 * reconnecting, REST-only or stale for load are not silent channels: no sample.
 */
export function silenceSamples(reports: readonly FeedReport[]): number[] {
  return reports.flatMap((r) => {
    if (r.state === "live") return r.silent_ms === null ? [] : [r.silent_ms];
    if (r.state === "stale" && r.silence_detected_after_ms !== null) return [r.silence_detected_after_ms];
    return [];
  });
}

/**
 * Records each venue's feed reports of the minute's ensure (a venue whose feed follows nothing is
 * skipped), and their silence watch.
 */
export async function recordFeedReadings(
  env: Pick<Bindings, "DB">,
  reports: readonly FeedReport[],
  nowMs: number,
): Promise<void> {
  await Promise.all(
    VENUE_IDS.map((venue) => {
      const mine = reports.filter((r) => r.venue === venue && r.markets > 0);
      if (mine.length === 0) return undefined;
      return Promise.all([
        recordReading(env.DB, {
          component: componentId("feed", venue),
          atMs: nowMs,
          ok: mine.some((r) => r.state === "live"),
          lagsMs: mine.filter((r) => r.state === "live").map((r) => r.lag_ms),
          reconnects: mine.reduce((sum, r) => sum + r.reconnects, 0),
          gaps: mine.reduce((sum, r) => sum + r.gaps, 0),
        }),
        recordSamples(env.DB, `${SILENCE_SERIES}:${venue}`, nowMs, silenceSamples(mine)),
      ]);
    }),
  );
}

/** Every venue's feed now, from its shards' reports; a shard that does not answer is left out. */
export async function readFeedReadings(env: Pick<Bindings, "VENUE_FEED">): Promise<VenueFeedReading[]> {
  const reports = await Promise.all(
    VENUE_IDS.flatMap((venue) =>
      venueFeedShards(env, venue).map(
        (shard): Promise<FeedReport | null> =>
          shard.report().then(
            (r): FeedReport => r,
            () => null,
          ),
      ),
    ),
  );
  const answered = reports.filter((r) => r !== null);
  return VENUE_IDS.map((venue) => readingOf(venue, answered));
}
