import { describe, expect, it } from "vitest";
import { FEED_LOAD_LIMITS, FeedLoad } from "../../../src/stream/venue-feed/load.ts";

const T = Date.parse("2026-12-05T10:00:00Z");
const idle = { count: 0, oldestMs: null };

/** `seconds` of events, `perSecond` each, every one handled `lagMs` after the venue's time. */
function feed(
  load: FeedLoad,
  fromMs: number,
  seconds: number,
  lagMs: (atMs: number) => number,
  perSecond = 10,
) {
  for (let i = 0; i < seconds * perSecond; i++) {
    const at = fromMs + (i * 1000) / perSecond;
    load.observe(at - lagMs(at), at);
  }
  return fromMs + seconds * 1000;
}

describe("a venue feed's lag and shedding", () => {
  it("takes a steady network delay and clock offset as the usual: no lag, no shedding", () => {
    const load = new FeedLoad();
    // The venue's clock is 3.2 s behind pix's, and frames take 40 ms: 3,240 ms every time.
    const now = feed(load, T, 30, () => 3_240);
    expect(load.read(now, idle)).toEqual({ lagMs: 0, shedding: false, changed: null, drop: false });
  });

  it("reads a growing backlog as lag above the usual, sheds past the bound, and recovers once calm for the stated time", () => {
    const load = new FeedLoad();
    let now = feed(load, T, 10, () => 40);
    // Frames the runtime holds: each second handled 400 ms later than the one before.
    now = feed(load, now, 3, (at) => 40 + ((at - now) / 1000) * 400);
    const backlog = load.read(now, idle);
    expect(backlog.lagMs).toBeGreaterThan(FEED_LOAD_LIMITS.shed_at_lag_ms);
    expect(backlog).toMatchObject({ shedding: true, changed: "started", drop: false });
    // Caught up: the lag is back to the usual, but deltas resume only after `recover_after_ms`.
    now = feed(load, now, 1, () => 40);
    expect(load.read(now, idle)).toMatchObject({ lagMs: 0, shedding: true, changed: null });
    now = feed(load, now, 2, () => 40);
    expect(load.read(now, idle)).toMatchObject({ shedding: false, changed: "ended" });
  });

  it("never takes a backlog's seconds as the usual: a lag held for minutes stays a lag", () => {
    const load = new FeedLoad();
    let now = feed(load, T, 5, () => 50);
    now = feed(load, now, 1, () => 5_050);
    expect(load.read(now, idle).shedding).toBe(true);
    // Five minutes of the same 5 s backlog.
    for (let i = 0; i < 300; i++) {
      now = feed(load, now, 1, () => 5_050, 2);
      load.read(now, idle);
    }
    expect(load.read(now, idle)).toMatchObject({ lagMs: 5_000, shedding: true });
  });

  it("sheds on a long queue whatever the lag, and counts the oldest queued event's age", () => {
    const load = new FeedLoad();
    const now = feed(load, T, 5, () => 40);
    expect(load.read(now, { count: FEED_LOAD_LIMITS.max_queued_events + 1, oldestMs: now }).shedding).toBe(
      true,
    );
    const other = new FeedLoad();
    expect(other.read(now, { count: 10, oldestMs: now - 1_500 })).toMatchObject({
      lagMs: 1_500,
      shedding: true,
    });
  });

  it("reads a venue time given to the second (Kalshi's tickers) at its least lag: the truncation is no backlog", () => {
    const load = new FeedLoad();
    // Events all through each second, stamped with the second they fell in, received 30 ms later.
    for (let i = 0; i < 300; i++) {
      const at = T + i * 37;
      load.observe(Math.floor((at - 30) / 1000) * 1000, at);
    }
    const reading = load.read(T + 300 * 37, idle);
    expect(reading.lagMs).toBeLessThan(100);
    expect(reading.shedding).toBe(false);
  });

  it("counts the event loop's lag when two timers in a row fire late, not one long task (a venue that gives no event time)", () => {
    const load = new FeedLoad();
    load.loopLag(1_800);
    expect(load.read(T, idle)).toMatchObject({ lagMs: 0, shedding: false });
    load.loopLag(3);
    expect(load.read(T + 250, idle)).toMatchObject({ lagMs: 3, shedding: false });
    load.loopLag(1_800);
    load.loopLag(1_600);
    expect(load.read(T + 500, idle)).toMatchObject({ lagMs: 1_600, shedding: true });
  });

  it("takes twice as long to recover each time it sheds again soon after recovering: a venue that keeps outrunning pix is shed steadily", () => {
    const load = new FeedLoad();
    let now = feed(load, T, 5, () => 40);
    const recoveredAfter: number[] = [];
    for (let round = 0; round < 3; round++) {
      now = feed(load, now, 1, () => 2_040);
      expect(load.read(now, idle).changed).toBe("started");
      // Calm from here: count the seconds until deltas resume.
      let calm = 0;
      do {
        now = feed(load, now, 1, () => 40);
        calm++;
      } while (calm < 60 && load.read(now, idle).shedding);
      recoveredAfter.push(calm);
    }
    // The first calm read starts the clock: 2, 4 and 8 s of calm after it.
    expect(recoveredAfter).toEqual([3, 5, 9]);
    // A minute without shedding forgets the relapses.
    now = feed(load, now, 61, () => 40);
    now = feed(load, now, 1, () => 2_040);
    expect(load.read(now, idle).changed).toBe("started");
    let calm = 0;
    do {
      now = feed(load, now, 1, () => 40);
      calm++;
    } while (calm < 60 && load.read(now, idle).shedding);
    expect(calm).toBe(3);
  });

  it("drops the connection when even shedding cannot keep up", () => {
    const load = new FeedLoad();
    let now = feed(load, T, 5, () => 40);
    now = feed(load, now, 1, () => 2_000);
    expect(load.read(now, idle)).toMatchObject({ shedding: true, drop: false });
    now = feed(load, now, 1, () => FEED_LOAD_LIMITS.drop_at_lag_ms + 1_000);
    expect(load.read(now, idle)).toMatchObject({ shedding: true, drop: true });
    load.reset();
    expect(load.read(now, idle)).toEqual({ lagMs: 0, shedding: false, changed: null, drop: false });
  });
});
