/**
 * The `stream_latency` objective's measurement, taken where the stream's version 2 sends: each live
 * event a shard sends to the clients holding its channel counts once (however many clients it went to)
 * in its venue's lag histogram, venue time to send time (`streamSendLagMs`). The counts are kept in
 * memory by bucket (one map increment per event: the fan-out is the stream's hot path) and written to
 * the lag recorder (`recordSampleCounts`, series `stream_send:<venue>`) at most every `FLUSH_EVERY_MS`
 * by the heartbeat, and when the shard's last client leaves: what a shard counted since its last write
 * is all it can lose, and no venue is asked anything.
 */
import { lagBucket } from "../../domain/status/lag.ts";
import { STREAM_SEND_SERIES, streamSendLagMs } from "../../domain/status/objectives.ts";
import { recordSampleCounts } from "../../platform/status/recorder.ts";

/** How often a shard writes what it counted, at most. */
export const FLUSH_EVERY_MS = 15_000;

export class SendLatency {
  /** venue → lag bucket → events sent. */
  private pending = new Map<string, Map<number, number>>();
  private lastFlushMs = 0;

  /** One event sent at `sentMs`: its venue and the venue's time of it (RFC 3339); nothing without one. */
  count(venue: string, venueTime: string | null, sentMs: number): void {
    if (venueTime === null) return;
    const venueMs = Date.parse(venueTime);
    if (!Number.isFinite(venueMs)) return;
    const bucket = lagBucket(streamSendLagMs(venueMs, sentMs));
    let buckets = this.pending.get(venue);
    if (buckets === undefined) {
      buckets = new Map();
      this.pending.set(venue, buckets);
    }
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }

  /**
   * Writes what was counted (at `nowMs`'s minute) when `FLUSH_EVERY_MS` has passed since the last
   * write, or always with `force`; null when there is nothing to write yet. Never throws.
   */
  flush(db: D1Database, nowMs: number, force = false): Promise<void> | null {
    if (this.pending.size === 0) return null;
    if (!force && nowMs - this.lastFlushMs < FLUSH_EVERY_MS) return null;
    const counted = this.pending;
    this.pending = new Map();
    this.lastFlushMs = nowMs;
    return Promise.all(
      [...counted].map(([venue, buckets]) =>
        recordSampleCounts(db, `${STREAM_SEND_SERIES}:${venue}`, nowMs, buckets),
      ),
    ).then(() => undefined);
  }
}
