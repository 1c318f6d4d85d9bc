/**
 * The venue statuses a `LiveStream` shard tells its connections: each venue's feed shards' states
 * (pushed by the feed shards, `setVenueStatus`, and pulled from them, `VenueFeed.report()`, so a push
 * lost under load, or a shard that started after it, is corrected), rolled up per venue
 * (`rollUpVenueStatus`); every connection hears a venue's status at once when it changes.
 */

import type { VenueId } from "../../domain/methodology/venues.ts";
import type { Bindings } from "../../env.ts";
import { venueIds } from "../../venues/registry.ts";
import { STREAM_V2, type V2ServerMessage } from "../v2/messages.ts";
import { venueFeedShard } from "../venue-feed/address.ts";
import {
  allFeedShardCount,
  type FeedShardStatus,
  rollUpVenueStatus,
  type VenueStatusReport,
} from "../venue-feed/shards.ts";
import type { FeedReport } from "../venue-feed/venue-feed.ts";

/**
 * How often a shard holding connections reads every feed shard's state itself (`VenueFeed.report()`),
 * besides the changes the feed shards push (`setVenueStatus`): a push lost under load, or a shard that
 * started after it, is corrected within this. Each read is one call per feed shard of each venue
 * (`allFeedShardCount`: 9 today), so about 0.6 calls a second per shard with connections.
 */
export const FEED_STATE_READ_MS = 15_000;
/** How long a new connection's first statuses wait for that read when the shard knows no state for a venue. */
const FEED_STATE_WAIT_MS = 1_000;

/** Before any feed reports: nothing moves faster than the minute cycle. */
const NO_FEED_YET: Omit<VenueStatusReport, "venue"> = {
  state: "rest_only",
  depth: "rest_only",
  age_ms: null,
  detail: "No live venue feed has reported to this stream yet; values move with the minute cycle.",
};

export class VenueStatuses {
  /** Each venue's feed shards' states, by shard; clients hear their roll-up. */
  private readonly shardStatuses = new Map<VenueId, Map<number, FeedShardStatus>>();
  private readonly statuses = new Map<VenueId, VenueStatusReport>();
  /** Pushes received per feed shard (`venue:shard`): a state read that raced a push keeps the push. */
  private readonly pushes = new Map<string, number>();
  /** The feed shards' states being read (`readFeedStates`), and when the last read started. */
  private feedStatesRead: Promise<void> | undefined;
  private feedStatesReadAtMs = Number.NEGATIVE_INFINITY;

  private readonly env: Bindings;
  private readonly changed: (frame: string, nowMs: number) => void;
  /** @param changed tells every connection a venue's new status (its `status` frame). */
  constructor(env: Bindings, changed: (frame: string, nowMs: number) => void) {
    this.env = env;
    this.changed = changed;
  }

  /** A venue's rolled-up status, when some feed shard reported one. */
  get(venue: VenueId): VenueStatusReport | undefined {
    return this.statuses.get(venue);
  }

  /** Whether the shard knows a state for every venue. */
  knowsEveryVenue(): boolean {
    return venueIds().every((venue) => this.statuses.has(venue));
  }

  /** A feed shard's state changed (its push). */
  set(status: FeedShardStatus) {
    const key = `${status.venue}:${status.shard ?? 0}`;
    this.pushes.set(key, (this.pushes.get(key) ?? 0) + 1);
    const shards = this.shardStatuses.get(status.venue) ?? new Map<number, FeedShardStatus>();
    shards.set(status.shard ?? 0, status);
    this.shardStatuses.set(status.venue, shards);
    this.rollUp(status.venue);
  }

  /** A feed shard follows nothing any more: its state no longer counts. */
  forget(venue: VenueId, shard: number) {
    this.pushes.set(`${venue}:${shard}`, (this.pushes.get(`${venue}:${shard}`) ?? 0) + 1);
    if (this.shardStatuses.get(venue)?.delete(shard)) this.rollUp(venue);
  }

  /**
   * Reads every feed shard's state (`VenueFeed.report()`), waiting at most `FEED_STATE_WAIT_MS`: at most
   * one read per `FEED_STATE_READ_MS` (a read in flight is joined). The connect path's call.
   */
  async know(nowMs: number): Promise<void> {
    const read =
      this.feedStatesRead ??
      (nowMs - this.feedStatesReadAtMs >= FEED_STATE_READ_MS ? this.read(nowMs) : undefined);
    if (!read) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      read,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FEED_STATE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  /** The heartbeat's pull: a read when none is in flight and the last is `FEED_STATE_READ_MS` old. */
  readIfDue(nowMs: number): Promise<void> | undefined {
    if (this.feedStatesRead === undefined && nowMs - this.feedStatesReadAtMs >= FEED_STATE_READ_MS) {
      return this.read(nowMs);
    }
    return undefined;
  }

  /**
   * Asks every feed shard of every venue for its state and takes each answer as that shard's pushed
   * state would be taken (a shard that follows nothing no longer counts), unless the shard pushed a
   * change while it was asked; a shard that does not answer keeps what is known. Clients hear each
   * venue's roll-up at once when it changed.
   */
  private read(nowMs: number): Promise<void> {
    this.feedStatesReadAtMs = nowMs;
    const read = async () => {
      await Promise.all(
        venueIds().flatMap((venue) =>
          Array.from({ length: allFeedShardCount(venue) }, async (_, shard) => {
            const key = `${venue}:${shard}`;
            const pushes = this.pushes.get(key) ?? 0;
            let report: FeedReport;
            try {
              report = await venueFeedShard(this.env, venue, shard).report();
            } catch {
              return;
            }
            if ((this.pushes.get(key) ?? 0) !== pushes) return;
            const known = this.shardStatuses.get(venue) ?? new Map<number, FeedShardStatus>();
            this.shardStatuses.set(venue, known);
            if (report.markets === 0 || report.venue !== venue) {
              known.delete(shard);
              return;
            }
            const before = known.get(shard);
            // The same state in the same words: the pushed one (it carries the age) stands.
            if (before && before.state === report.state && before.detail === report.detail) return;
            const connected = report.state === "live" || report.state === "stale";
            known.set(shard, {
              venue,
              shard,
              state: report.state,
              age_ms: null,
              lag_ms: connected ? report.lag_ms : null,
              depth: report.depth,
              detail: report.detail,
            });
          }),
        ),
      );
      for (const venue of venueIds()) this.rollUp(venue);
    };
    this.feedStatesRead = read().finally(() => {
      this.feedStatesRead = undefined;
    });
    return this.feedStatesRead;
  }

  private rollUp(venue: VenueId) {
    const rolled = rollUpVenueStatus(venue, [...(this.shardStatuses.get(venue)?.values() ?? [])]);
    const before = this.statuses.get(venue);
    if (rolled) this.statuses.set(venue, rolled);
    else this.statuses.delete(venue);
    if (JSON.stringify(before) === JSON.stringify(rolled ?? undefined)) return;
    const nowMs = Date.now();
    this.changed(this.frame(venue, nowMs), nowMs);
  }

  /** A venue's `status` message. */
  frame(venue: VenueId, nowMs: number): string {
    const status = this.statuses.get(venue) ?? { venue, ...NO_FEED_YET };
    return JSON.stringify({
      type: "status",
      version: STREAM_V2,
      ...status,
      venue,
      sent_at: new Date(nowMs).toISOString(),
    } satisfies V2ServerMessage);
  }
}
