/**
 * The overload bench's pure pieces (bench/stream/live-overload-result.ts) and its targets
 * (bench/lib/targets.ts `liveOverloadChecks`): percentiles, the catch-up rule for readers' books, the
 * /proc/net/tcp reading of the silent clients' sockets, how late `stale` came, and which figure each
 * target reads.
 */
import { describe, expect, it } from "vitest";
import { LIVE_OVERLOAD_TARGETS, liveOverloadChecks } from "../../../bench/lib/targets.ts";
import {
  booksWhole,
  LIVE_OVERLOAD_DEFAULTS,
  type LiveOverloadResult,
  type OverloadVenue,
  parseProcNetTcp,
  percentiles,
  ratio,
  rssGrowthMiB,
  staleAfterBoundMs,
  TCP_ESTABLISHED,
} from "../../../bench/stream/live-overload-result.ts";

describe("percentiles", () => {
  it("takes the nearest rank of the known values, and null of none", () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i); // 200 … 1
    expect(percentiles(values)).toEqual({ count: 200, p50: 100, p99: 198, max: 200 });
    expect(percentiles([7, Number.NaN])).toEqual({ count: 1, p50: 7, p99: 7, max: 7 });
    expect(percentiles([])).toEqual({ count: 0, p50: null, p99: null, max: null });
  });
});

describe("booksWhole", () => {
  it("holds when every reader with a gap got a book at or after its last gap", () => {
    expect(booksWhole([{ lastGapAt: null, lastBookAt: 5 }])).toBe(true);
    expect(
      booksWhole([
        { lastGapAt: 10, lastBookAt: 10 },
        { lastGapAt: 10, lastBookAt: 12 },
      ]),
    ).toBe(true);
    expect(booksWhole([{ lastGapAt: 11, lastBookAt: 10 }])).toBe(false);
    expect(booksWhole([{ lastGapAt: 11, lastBookAt: null }])).toBe(false);
  });
});

describe("parseProcNetTcp", () => {
  it("reads each socket's ports, state and unread bytes", () => {
    const text = [
      "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
      "   0: 0100007F:A2B4 0100007F:1F90 01 00000000:0004A000 00:00000000 00000000  1000        0 1 1 0000",
      "   1: 0100007F:A2B5 0100007F:1F90 08 00000000:00000000 00:00000000 00000000  1000        0 2 1 0000",
      "",
    ].join("\n");
    expect(parseProcNetTcp(text)).toEqual([
      { localPort: 0xa2b4, remotePort: 0x1f90, state: TCP_ESTABLISHED, rxQueue: 0x4a000 },
      { localPort: 0xa2b5, remotePort: 0x1f90, state: "08", rxQueue: 0 },
    ]);
  });

  it("reads IPv6 addresses by their last colon", () => {
    const text = [
      "  sl  local_address                         remote_address                        st tx_queue rx_queue",
      "   0: 00000000000000000000000001000000:0050 00000000000000000000000001000000:C350 01 00000000:00000010",
    ].join("\n");
    expect(parseProcNetTcp(text)).toEqual([{ localPort: 80, remotePort: 50_000, state: "01", rxQueue: 16 }]);
  });
});

describe("ratio and RSS growth", () => {
  it("divides overload by idle, null when either is missing or idle is 0", () => {
    expect(ratio(30, 6)).toBe(5);
    expect(ratio(null, 6)).toBeNull();
    expect(ratio(3, 0)).toBeNull();
    expect(rssGrowthMiB({ before: 280, peak: 380, after: 300 })).toBe(100);
    expect(rssGrowthMiB({ before: null, peak: 380, after: 300 })).toBeNull();
  });
});

const venue = (overrides: Partial<OverloadVenue> = {}): OverloadVenue => ({
  venue: "kalshi",
  shards: 1,
  lagMs: percentiles([100, 900, 1_500]),
  firstOverBoundMs: 2_000,
  boundPassedByMs: 1_400,
  firstStaleSeenMs: 2_500,
  sheddingReports: 40,
  reports: 60,
  shedChanges: 10_000,
  tradesDropped: 0,
  gapsByReason: { feed_overload: 300 },
  books: 300,
  ...overrides,
});

describe("staleAfterBoundMs", () => {
  it("counts at most from rise + bound and at least from the deltas' latest passing", () => {
    expect(staleAfterBoundMs(venue(), 1_000)).toEqual({ atMost: 1_500, atLeast: 1_100 });
    expect(staleAfterBoundMs(venue({ boundPassedByMs: null }), 1_000)).toEqual({
      atMost: 1_500,
      atLeast: null,
    });
    expect(staleAfterBoundMs(venue({ firstStaleSeenMs: 800 }), 1_000)).toEqual({ atMost: 0, atLeast: 0 });
    expect(staleAfterBoundMs(venue({ firstStaleSeenMs: null }), 1_000)).toBeNull();
  });
});

function result(overrides: Partial<LiveOverloadResult> = {}): LiveOverloadResult {
  const reads = (ok: number, p50: number, p99: number) => ({
    sent: 300,
    ok,
    otherStatus: 0,
    failed: 300 - ok,
    latencyMs: { count: ok, p50, p99, max: p99 },
  });
  return {
    options: LIVE_OVERLOAD_DEFAULTS,
    shedAtLagMs: 1_000,
    loadAverage: { start: [2, 2, 2], end: [3, 2, 2] },
    venues: [venue(), venue({ venue: "polymarket" })],
    readers: { clients: 900, closedByCode: {} },
    silent: {
      clients: 100,
      closedByCode: { "4408": 100 },
      stillOpen: 0,
      releasedAfterConnectMs: percentiles([30_000, 31_000]),
      allReleasedAfterRiseMs: 31_000,
      peakUnreadBytes: 5e6,
    },
    rssMiB: { before: 300, peak: 450, after: 420 },
    read: {
      path: "/api/v1/indices/PIXCPI/snapshots/latest",
      idle: reads(100, 5, 20),
      overload: reads(300, 10, 80),
      ratioP50: 2,
      ratioP99: 4,
    },
    reportMs: percentiles([10, 20]),
    cycle: { status: 200, ms: 4_000, detail: "completed" },
    catchUp: { feedsLiveMs: 3_000, booksWholeMs: 2_000, ms: 3_000, readersOpen: 900 },
    benchCpuPercent: 60,
    ...overrides,
  };
}

describe("liveOverloadChecks", () => {
  const met = (r: LiveOverloadResult) =>
    liveOverloadChecks(r).map((c) => [c.target.split(": ")[1]?.split(" ")[0], c.met]);

  it("meets the floor when every read and the cycle answer, RSS stays under the bound and stale comes in time", () => {
    expect(met(result())).toEqual([
      ["every", true],
      ["a", true],
      ["workerd", true],
      ["each", true],
      ["every", true],
      ["caught", true],
    ]);
  });

  it("fails a read without an answer, a skipped cycle, RSS past the bound, a late stale and a silent client left open", () => {
    const bad = result({
      read: { ...result().read, overload: { ...result().read.overload, ok: 299, failed: 1 } },
      cycle: { status: 409, ms: 100, detail: "skipped" },
      rssMiB: { before: 300, peak: 300 + LIVE_OVERLOAD_TARGETS.rssGrowthMiB + 1, after: 400 },
      venues: [venue({ firstStaleSeenMs: 1_000 + LIVE_OVERLOAD_TARGETS.staleAfterBoundMs + 1 }), venue()],
      silent: { ...result().silent, closedByCode: { "4408": 99 }, stillOpen: 1 },
      catchUp: { feedsLiveMs: null, booksWholeMs: null, ms: null, readersOpen: 900 },
    });
    expect(met(bad)).toEqual([
      ["every", false],
      ["a", false],
      ["workerd", false],
      ["each", false],
      ["every", false],
      ["caught", true],
    ]);
    expect(liveOverloadChecks(bad).at(-1)?.figure).toBe("not within the timeout");
  });

  it("fails stale when a feed never said it", () => {
    const checks = liveOverloadChecks(
      result({ venues: [venue({ firstStaleSeenMs: null }), venue({ venue: "polymarket" })] }),
    );
    expect(checks[3]?.met).toBe(false);
    expect(checks[3]?.figure).toBe("kalshi never, polymarket 1,500 ms");
  });
});
