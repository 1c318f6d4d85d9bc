/**
 * How far behind a venue feed is, and whether it sheds (docs/stream.md "When a venue outruns pix"). The
 * venue sets the event rate, not pix: past a stated lag the feed stops relaying every change and sends
 * each changed book whole at a bounded rate instead, until it has caught up. Pure: the clock is a
 * parameter.
 *
 * The feed's lag (`lag_ms`) is the largest of
 * - the venue-time lag above its usual: how much later than usual the feed handles the venue's events
 *   (receipt time − the venue's event time, less the smallest such difference seen while the feed kept
 *   up: network delay and clock offset are usual, a queue of unread frames is not);
 * - the event loop's lag: how late a timer of the feed's fires, twice in a row (frames the runtime holds
 *   for the object);
 * - the age of the oldest event waiting to be handed to the stream.
 * It sheds when the lag passes `shed_at_lag_ms` or more than `max_queued_events` wait; it recovers once
 * the lag has stayed under `recover_below_lag_ms` for `recover_after_ms` — twice as long each time it
 * sheds again within `relapse_window_ms` of recovering (up to `max_recover_after_ms`), since what the
 * feed relays once it stops shedding is what made it fall behind. A lag past `drop_at_lag_ms`
 * even while shedding means the venue outruns the feed's reading itself: the connection is dropped (its
 * unread frames with it) and every book rebuilt from the venue's snapshots on reconnecting.
 */

export const FEED_LOAD_LIMITS = {
  /** Past this lag the feed sheds. */
  shed_at_lag_ms: 1_000,
  /** Events waiting to be handed to the stream past which the feed sheds, whatever the lag. */
  max_queued_events: 2_000,
  /** The lag must stay under this (and half the shedding bound) for `recover_after_ms` before deltas resume. */
  recover_below_lag_ms: 250,
  recover_after_ms: 2_000,
  /**
   * Shedding again within this of its end doubles the calm it takes to recover (up to
   * `max_recover_after_ms`): a venue that keeps outrunning pix is shed steadily, not in bursts.
   */
  relapse_window_ms: 60_000,
  max_recover_after_ms: 60_000,
  /** While shedding, each changed book is sent whole at most this often. */
  shed_book_interval_ms: 1_000,
  /** Trades waiting past this are dropped, each channel told by a `gap`. */
  max_queued_trades: 5_000,
  /** Past this lag, even while shedding, the connection is dropped and rebuilt. */
  drop_at_lag_ms: 20_000,
  /** How long the usual venue-time lag is remembered. */
  baseline_window_ms: 600_000,
} as const;

/** One second's smallest and largest venue-time lag. */
interface Second {
  atSecond: number;
  min: number;
  max: number;
  /** Read while the feed shed: not the usual. */
  shed?: boolean;
}

export interface LoadReading {
  lagMs: number;
  shedding: boolean;
  /** Shedding started or ended with this reading. */
  changed: "started" | "ended" | null;
  /** The lag passed `drop_at_lag_ms` while shedding: drop the connection. */
  drop: boolean;
}

/** The lag past which a feed sheds: `LIVE_FEED_SHED_AT_LAG_MS` (100–60,000), else `shed_at_lag_ms`. */
export function shedAtLagMs(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && raw !== undefined && raw !== ""
    ? Math.min(60_000, Math.max(100, n))
    : FEED_LOAD_LIMITS.shed_at_lag_ms;
}

export class FeedLoad {
  private seconds: Second[] = [];
  private loopLagMs = 0;
  private lastLateMs = 0;
  private shedding = false;
  private calmSinceMs: number | null = null;
  /** The calm it takes to recover now, and when shedding last ended. */
  private recoverAfterMs: number = FEED_LOAD_LIMITS.recover_after_ms;
  private endedAtMs: number | null = null;
  /** Deltas resume once the lag stays under this: half the shedding bound, at most `recover_below_lag_ms`. */
  private readonly recoverBelowMs: number;

  private readonly shedAtMs: number;
  constructor(shedAtMs: number = FEED_LOAD_LIMITS.shed_at_lag_ms) {
    this.shedAtMs = shedAtMs;
    this.recoverBelowMs = Math.min(FEED_LOAD_LIMITS.recover_below_lag_ms, shedAtMs / 2);
  }

  /** One venue event: when the venue says it happened (null when it does not say) and when pix got it. */
  observe(venueTimeMs: number | null, receivedMs: number): void {
    if (venueTimeMs === null) return;
    // A time given to the second (Kalshi's tickers) may be up to 999 ms before the event, so its lag is
    // somewhere in [lag − 999, lag]: the usual takes the most, the latest the least, and the truncation
    // never reads as a backlog.
    const lag = receivedMs - venueTimeMs;
    const least = venueTimeMs % 1000 === 0 ? lag - 999 : lag;
    const atSecond = Math.floor(receivedMs / 1000);
    const last = this.seconds.at(-1);
    if (last && last.atSecond === atSecond) {
      last.min = Math.min(last.min, lag);
      last.max = Math.max(last.max, least);
    } else {
      this.seconds.push({ atSecond, min: lag, max: least });
      const oldest = atSecond - FEED_LOAD_LIMITS.baseline_window_ms / 1000;
      while ((this.seconds[0]?.atSecond ?? atSecond) < oldest) this.seconds.shift();
    }
  }

  /**
   * How late the feed's timer fired (the event loop's lag), counted when two readings in a row say so: one
   * long task (a cycle's computation in the same isolate) is not a backlog.
   */
  loopLag(lateMs: number): void {
    const late = Math.max(0, lateMs);
    this.loopLagMs = Math.min(late, this.lastLateMs);
    this.lastLateMs = late;
  }

  /**
   * The venue-time lag above the usual: the latest second's largest lag less the smallest seen over the
   * window in seconds the feed kept up (while shedding the window's minimum is the lag itself, so the
   * seconds of a backlog never become the usual).
   */
  venueLagMs(nowMs: number): number {
    const latest = this.seconds.at(-1);
    if (!latest || Math.floor(nowMs / 1000) - latest.atSecond > 2) return 0;
    let usual = Number.POSITIVE_INFINITY;
    for (const second of this.seconds) if (!second.shed) usual = Math.min(usual, second.min);
    if (!Number.isFinite(usual)) return 0;
    return Math.max(0, latest.max - usual);
  }

  /** The lag now, and what the feed is to do about it. `queue`: its waiting events. */
  read(nowMs: number, queue: { count: number; oldestMs: number | null }): LoadReading {
    const queueAge = queue.oldestMs === null ? 0 : Math.max(0, nowMs - queue.oldestMs);
    const lagMs = Math.round(Math.max(this.venueLagMs(nowMs), this.loopLagMs, queueAge));
    const over = lagMs > this.shedAtMs || queue.count > FEED_LOAD_LIMITS.max_queued_events;
    let changed: LoadReading["changed"] = null;
    if (!this.shedding && over) {
      this.shedding = true;
      this.calmSinceMs = null;
      const relapse = this.endedAtMs !== null && nowMs - this.endedAtMs < FEED_LOAD_LIMITS.relapse_window_ms;
      this.recoverAfterMs = relapse
        ? Math.min(FEED_LOAD_LIMITS.max_recover_after_ms, this.recoverAfterMs * 2)
        : FEED_LOAD_LIMITS.recover_after_ms;
      changed = "started";
    } else if (this.shedding) {
      if (lagMs < this.recoverBelowMs && !over) {
        this.calmSinceMs ??= nowMs;
        if (nowMs - this.calmSinceMs >= this.recoverAfterMs) {
          this.shedding = false;
          this.calmSinceMs = null;
          this.endedAtMs = nowMs;
          changed = "ended";
        }
      } else this.calmSinceMs = null;
    }
    // Seconds read while shedding are not the usual.
    const latest = this.seconds.at(-1);
    if (latest && this.shedding) latest.shed = true;
    return {
      lagMs,
      shedding: this.shedding,
      changed,
      drop: this.shedding && lagMs > FEED_LOAD_LIMITS.drop_at_lag_ms,
    };
  }

  /** A new connection: nothing queued, the usual forgotten (another route to the venue may differ). */
  reset(): void {
    this.seconds = [];
    this.loopLagMs = 0;
    this.lastLateMs = 0;
    this.shedding = false;
    this.calmSinceMs = null;
    this.recoverAfterMs = FEED_LOAD_LIMITS.recover_after_ms;
    this.endedAtMs = null;
  }
}
