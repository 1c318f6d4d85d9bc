import { describe, expect, it } from "vitest";
import { lagBucket } from "../../../src/domain/status/lag.ts";
import {
  attainmentOf,
  OBJECTIVES,
  objectivesReport,
  oldestKeptDay,
  streamSendLagMs,
  tally,
  windowAttainment,
} from "../../../src/domain/status/objectives.ts";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe("tally", () => {
  it("judges each bucket by its value: 400 ms (bucket 70, read 412 ms) is within 500 ms, 600 ms (bucket 74, read 583 ms) is not", () => {
    expect(lagBucket(400)).toBe(70);
    expect(lagBucket(600)).toBe(74);
    expect(
      tally(
        [
          { bucket: 70, count: 990 },
          { bucket: 74, count: 10 },
          { bucket: 74, count: -3 },
        ],
        500,
      ),
    ).toEqual({ events: 1000, bad: 10 });
  });
});

describe("attainmentOf", () => {
  it("is good / events and the budget 1 − bad / ((1 − target) × events)", () => {
    // 5 bad of 1000 at 99 %: 10 allowed, half spent.
    const half = attainmentOf({ events: 1000, bad: 5 }, 0.99, 1234);
    expect(half.attainment).toBeCloseTo(0.995, 12);
    expect(half.budget_left).toBeCloseTo(0.5, 12);
    expect(half.covered_ms).toBe(1234);
    // 1 bad of 2000 at 99.9 %: 2 allowed, half spent.
    expect(attainmentOf({ events: 2000, bad: 1 }, 0.999, 0).budget_left).toBeCloseTo(0.5, 12);
    // 30 bad of 1000 at 99 %: three budgets spent, −2 left.
    expect(attainmentOf({ events: 1000, bad: 30 }, 0.99, 0).budget_left).toBeCloseTo(-2, 12);
    // No bad event: all the budget left.
    expect(attainmentOf({ events: 7, bad: 0 }, 0.99, 0)).toMatchObject({ attainment: 1, budget_left: 1 });
  });

  it("is null with no event", () => {
    expect(attainmentOf({ events: 0, bad: 0 }, 0.99, 0)).toEqual({
      events: 0,
      bad: 0,
      attainment: null,
      budget_left: null,
      covered_ms: 0,
    });
  });
});

describe("windowAttainment", () => {
  const objective = { threshold_ms: 20_000, target: 0.999 };
  const dayStart = (1_790_000 * DAY) / 1_000; // a whole UTC day
  it("reads the minute cells of the last 24 h and says how much of the day they cover", () => {
    const now = dayStart + 10 * MIN + 30_000;
    const cells = [
      { minute: dayStart + 2 * MIN, bucket: lagBucket(15_000), count: 3 },
      { minute: dayStart + 3 * MIN, bucket: lagBucket(25_000), count: 1 },
      // older than a day: outside
      { minute: dayStart - 1_440 * MIN, bucket: lagBucket(25_000), count: 9 },
    ];
    const read = windowAttainment(cells, objective, DAY, now, MIN);
    expect(read.events).toBe(4);
    expect(read.bad).toBe(1);
    expect(read.attainment).toBeCloseTo(0.75, 12);
    // allowed bad 0.004: 1 − 1/0.004 = −249
    expect(read.budget_left).toBeCloseTo(-249, 9);
    expect(read.covered_ms).toBe(8 * MIN + 30_000);
  });

  it("reads the day cells of the 30 UTC days ending today, covering from the oldest day recorded", () => {
    const now = dayStart + 6 * 60 * MIN;
    const cells = [
      { minute: dayStart, bucket: lagBucket(15_000), count: 1_000 },
      { minute: dayStart - 29 * DAY, bucket: lagBucket(25_000), count: 1 },
      { minute: dayStart - 30 * DAY, bucket: lagBucket(25_000), count: 50 },
    ];
    const read = windowAttainment(cells, objective, 30 * DAY, now, DAY);
    expect(read.events).toBe(1_001);
    expect(read.bad).toBe(1);
    // From the oldest day inside (29 days before today's) to now: 29 days and 6 hours.
    expect(read.covered_ms).toBe(29 * DAY + 6 * 60 * MIN);
    expect(oldestKeptDay(now)).toBe(dayStart - 29 * DAY);
  });
});

describe("objectivesReport", () => {
  it("publishes the four objectives, each over its venues' series", () => {
    expect(OBJECTIVES.map((o) => [o.id, o.threshold_ms])).toEqual([
      ["stream_latency", 500],
      ["silence_detection", 10_000],
      ["cycle_minute", 20_000],
      ["venue_minute", 60_000],
    ]);
    const now = (1_790_000 * DAY) / 1_000 + 5 * MIN;
    const minute = now - (now % MIN);
    const report = objectivesReport(
      {
        minutes: new Map([
          ["stream_send:kalshi", [{ minute, bucket: lagBucket(400), count: 99 }]],
          ["stream_send:polymarket", [{ minute, bucket: lagBucket(600), count: 1 }]],
          // The feeds' receipt lag is no longer the objective's series.
          ["feed:kalshi", [{ minute, bucket: lagBucket(900), count: 50 }]],
        ]),
        days: new Map(),
      },
      now,
    );
    const stream = report.find((o) => o.id === "stream_latency");
    expect(stream?.components).toEqual(["stream_send:kalshi", "stream_send:polymarket"]);
    expect(stream?.attainment["24h"]).toMatchObject({ events: 100, bad: 1, attainment: 0.99 });
    expect(stream?.attainment["24h"].budget_left).toBeCloseTo(0, 9);
    expect(stream?.attainment["30d"]).toMatchObject({ events: 0, attainment: null, covered_ms: 0 });
    expect(report.find((o) => o.id === "cycle_minute")?.attainment["24h"].events).toBe(0);
  });
});

describe("streamSendLagMs, the stream_latency objective's lag", () => {
  it("is the send time less the venue's time, a time given to the second read as the second's end, never below 0", () => {
    const venueMs = Date.parse("2026-11-27T14:03:07.401Z");
    expect(streamSendLagMs(venueMs, venueMs + 120)).toBe(120);
    // 14:03:07.000 may stand for any moment of that second: 1,200 ms after it is at least 201 ms after the event.
    const second = Date.parse("2026-11-27T14:03:07.000Z");
    expect(streamSendLagMs(second, second + 1_200)).toBe(201);
    expect(streamSendLagMs(second, second + 500)).toBe(0);
    // A venue clock ahead of pix's.
    expect(streamSendLagMs(venueMs, venueMs - 30)).toBe(0);
  });
});
