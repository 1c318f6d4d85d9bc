/**
 * What one run of the live plane's overload benchmark (`live-overload.ts`) measured, and the pure
 * helpers it is read with: apart from the runner, so the bench's target checks and their tests read
 * them without loading its clients.
 */
import { quantile } from "../lib/report.ts";

export interface LiveOverloadOptions {
  /** Venue events a second per venue during the overload. */
  eventsPerSecond: number;
  /** Seconds at that rate. */
  seconds: number;
  /** WebSocket clients in all, the silent ones among them. */
  clients: number;
  silent: number;
  /** The rate the venues fall to afterwards (events a second per venue). */
  calmEventsPerSecond: number;
  /** Index reads a second, at a fixed rate, idle and during the overload. */
  readsPerSecond: number;
  /** Seconds of the idle read measured first. */
  idleReadSeconds: number;
  /** The longest wait for the catch-up after the rate falls. */
  catchUpTimeoutSeconds: number;
}

export const LIVE_OVERLOAD_DEFAULTS: LiveOverloadOptions = {
  eventsPerSecond: 2_000,
  seconds: 30,
  clients: 1_000,
  silent: 100,
  calmEventsPerSecond: 10,
  readsPerSecond: 10,
  idleReadSeconds: 10,
  catchUpTimeoutSeconds: 120,
};

/** p50, p99 and max of some figures (nearest rank; null when there are none). */
export interface Percentiles {
  count: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

export function percentiles(values: number[]): Percentiles {
  const known = values.filter((v) => Number.isFinite(v));
  if (known.length === 0) return { count: 0, p50: null, p99: null, max: null };
  return {
    count: known.length,
    p50: quantile(known, 0.5),
    p99: quantile(known, 0.99),
    max: Math.max(...known),
  };
}

export interface OverloadVenue {
  venue: string;
  /** Feed shards following the venue's catalog markets. */
  shards: number;
  /** The feeds' `lag_ms` (worst shard) sampled every 500 ms from their reports while the rate was high. */
  lagMs: Percentiles;
  /**
   * ms after the rate rose: the first report past the shedding bound (or shedding); the latest the bound
   * was passed by the venue times of the deltas readers got (a delta of venue time v handled past the
   * bound means the feed was behind by the bound at v + bound); the first `status: stale` a reading
   * client saw for the venue.
   */
  firstOverBoundMs: number | null;
  boundPassedByMs: number | null;
  firstStaleSeenMs: number | null;
  /** Reports that said the feed was shedding, of all reports in the window. */
  sheddingReports: number;
  reports: number;
  /** The feeds' counters at the end (summed over shards): changes sent as whole books, trades dropped. */
  shedChanges: number;
  tradesDropped: number;
  /** `gap` messages reading clients of the venue's book channels got, by reason. */
  gapsByReason: Record<string, number>;
  /** `book` messages those readers got over the run (after their first). */
  books: number;
}

export interface LiveOverloadResult {
  options: LiveOverloadOptions;
  /** The shedding bound the feeds ran with (`LIVE_FEED_SHED_AT_LAG_MS`). */
  shedAtLagMs: number;
  /** The machine's 1, 5 and 15-minute load averages at the start and the end (shared machine). */
  loadAverage: { start: number[]; end: number[] };
  venues: OverloadVenue[];
  readers: {
    clients: number;
    /** Readers closed by pix during the run, by close code (a reader acknowledges every heartbeat). */
    closedByCode: Record<string, number>;
  };
  silent: {
    clients: number;
    /** Close codes the silent clients read once they resumed reading after the run. */
    closedByCode: Record<string, number>;
    /** Silent clients whose connection pix still held when they resumed. */
    stillOpen: number;
    /** ms from a silent client's connection to pix letting go of it (its socket left ESTABLISHED). */
    releasedAfterConnectMs: Percentiles;
    /** ms from the rate rising to the last silent client's release (null if one was never released). */
    allReleasedAfterRiseMs: number | null;
    /** The most bytes waiting unread in the silent clients' sockets at once (their kernel buffers). */
    peakUnreadBytes: number;
  };
  /** workerd's RSS (MiB): before the rate rose, the most seen while it was high or falling, after the catch-up. */
  rssMiB: { before: number | null; peak: number | null; after: number | null };
  /** `GET /api/v1/indices/PIXCPI/snapshots/latest` at a fixed rate from a process of its own. */
  read: {
    path: string;
    idle: ReadFigures;
    overload: ReadFigures;
    /** overload over idle, per percentile. */
    ratioP50: number | null;
    ratioP99: number | null;
  };
  /** The feeds' report (`POST /api/refresh?plane=feeds`) answer times during the overload (ms). */
  reportMs: Percentiles;
  /** One whole ingestion cycle (`POST /api/refresh`) started halfway through the overload. */
  cycle: { status: number | null; ms: number | null; detail: string };
  /**
   * ms from the rate falling until: every feed shard reports `live` and not shedding; every reader that
   * got a `gap` got a whole `book` after its last one; both (the catch-up). Null: not within the timeout.
   */
  catchUp: {
    feedsLiveMs: number | null;
    booksWholeMs: number | null;
    ms: number | null;
    readersOpen: number;
  };
  /** The bench process's CPU (clients, simulator) as a share of one core over the overload. */
  benchCpuPercent: number;
}

export interface ReadFigures {
  sent: number;
  /** Answered 200 (latency counted), other statuses, no answer within the timeout. */
  ok: number;
  otherStatus: number;
  failed: number;
  latencyMs: Percentiles;
}

/** A reading client's last `gap` and last `book` (ms since the epoch, null for none). */
export interface ReaderMarks {
  lastGapAt: number | null;
  lastBookAt: number | null;
}

/** Every reader that got a `gap` has had a whole `book` after its last one. */
export function booksWhole(readers: ReaderMarks[]): boolean {
  return readers.every((r) => r.lastGapAt === null || (r.lastBookAt !== null && r.lastBookAt >= r.lastGapAt));
}

/** One socket of `/proc/net/tcp{,6}`: its state (hex, `01` ESTABLISHED) and the bytes it holds unread. */
export interface TcpSocket {
  localPort: number;
  remotePort: number;
  state: string;
  rxQueue: number;
}

export const TCP_ESTABLISHED = "01";

/** Parses `/proc/net/tcp` or `/proc/net/tcp6` (header line first; addresses `hexip:hexport`). */
export function parseProcNetTcp(text: string): TcpSocket[] {
  const sockets: TcpSocket[] = [];
  for (const line of text.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 5) continue;
    const local = fields[1]?.split(":").at(-1);
    const remote = fields[2]?.split(":").at(-1);
    const queues = fields[4]?.split(":");
    if (!local || !remote || !queues || queues.length !== 2) continue;
    sockets.push({
      localPort: Number.parseInt(local, 16),
      remotePort: Number.parseInt(remote, 16),
      state: fields[3] ?? "",
      rxQueue: Number.parseInt(queues[1] ?? "0", 16),
    });
  }
  return sockets;
}

/** overload ÷ idle (null when either is missing or idle is 0). */
export function ratio(overload: number | null, idle: number | null): number | null {
  return overload === null || idle === null || idle <= 0 ? null : overload / idle;
}

/** RSS growth over the run (peak − before, MiB; null when unread). */
export function rssGrowthMiB(rss: LiveOverloadResult["rssMiB"]): number | null {
  return rss.before === null || rss.peak === null ? null : rss.peak - rss.before;
}

/**
 * How long after the feed passed its shedding bound a reader was told `stale` (ms; null without a
 * `stale`): at most from the earliest the bound can be passed (`bound` ms after the rise, had the feed
 * handled nothing since), at least from the latest the deltas show it passed (null when none did).
 */
export function staleAfterBoundMs(
  venue: OverloadVenue,
  boundMs: number,
): { atMost: number; atLeast: number | null } | null {
  if (venue.firstStaleSeenMs === null) return null;
  return {
    atMost: Math.max(0, venue.firstStaleSeenMs - boundMs),
    atLeast:
      venue.boundPassedByMs === null ? null : Math.max(0, venue.firstStaleSeenMs - venue.boundPassedByMs),
  };
}
