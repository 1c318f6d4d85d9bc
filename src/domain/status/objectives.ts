/**
 * The objectives pix publishes and tracks (`GET /api/v1/status`, `/api/v1/info`, docs/status.md), and
 * their attainment from the lag recorder's histograms (`lag.ts`). Pure: the cells and the clock are
 * parameters.
 *
 * Each objective is "at least `target` of the events of its series within `threshold_ms`". Its series
 * are the recorder's components `<series>:<venue>` (one per venue). An event is good when its bucket's
 * value (`bucketValueMs`) is within the threshold, so the verdict is exact to the histogram's resolution
 * (4.5 %). Attainment = good / events; the error budget left = 1 − bad / allowed bad, where allowed bad
 * = (1 − target) × events: 1 with no bad event, 0 with the budget spent, below 0 past it. Both are null
 * when the window holds no event. A window covers what was recorded (`covered_ms`): on a deployment
 * younger than the window, less than the window.
 */
import { DAY_MS } from "../clock.ts";
import { VENUE_IDS } from "../methodology/venues.ts";
import { bucketValueMs, type LagCell } from "./lag.ts";

export const OBJECTIVE_IDS = ["stream_latency", "silence_detection", "cycle_minute", "venue_minute"] as const;
export type ObjectiveId = (typeof OBJECTIVE_IDS)[number];

export interface ObjectiveDefinition {
  id: ObjectiveId;
  /** The objective, for the reader. */
  description: string;
  /** The recorder series whose lags are judged (`<series>:<venue>` per venue). */
  series: string;
  threshold_ms: number;
  /** The share of events that must be within the threshold. */
  target: number;
}

/**
 * The series the feeds' silence watch records: per reading and shard, how long after the venue's last
 * frame a stale shard called itself stale, or how long a shard still saying `live` has been silent.
 */
export const SILENCE_SERIES = "feed_watch";

/**
 * The series the stream's version 2 shards record as they send: per venue, how long after the venue's
 * time of an event its message was sent to the clients holding its channel (`streamSendLagMs`), once
 * per event sent, however many clients it was sent to.
 */
export const STREAM_SEND_SERIES = "stream_send";

/**
 * An event's lag at send: the send time less the venue's time of the event. A venue time given to the
 * second (its milliseconds 0: Kalshi's tickers) may be up to 999 ms before the event, so it is read as
 * the second's last millisecond (the least the lag can have been: a truncated clock never reads as
 * latency). Never below 0 (a venue clock ahead of pix's).
 */
export function streamSendLagMs(venueTimeMs: number, sentMs: number): number {
  const truncated = venueTimeMs % 1000 === 0 ? 999 : 0;
  return Math.max(0, sentMs - venueTimeMs - truncated);
}

export const OBJECTIVES: readonly ObjectiveDefinition[] = [
  {
    id: "stream_latency",
    description:
      "Venue event to stream client, p99 ≤ 500 ms: 99 % of the live events the stream's version 2 sends are sent to their channel's clients within 500 ms of the venue's time of the event, measured where the stream shard writes them to the clients' sockets (once per event, however many clients hold its channel; a venue time given to the second counts from the second's end).",
    series: STREAM_SEND_SERIES,
    threshold_ms: 500,
    target: 0.99,
  },
  {
    id: "silence_detection",
    description:
      "A silent channel detected within 10 s: at each minute's reading of the live feeds, a shard that called itself `stale` for the venue's silence did so within 10 s of the venue's last frame, and a shard still saying `live` has heard from the venue within the last 10 s (a stale shard makes the feed's component degraded).",
    series: SILENCE_SERIES,
    threshold_ms: 10_000,
    target: 0.99,
  },
  {
    id: "cycle_minute",
    description:
      "Each minute's cycle complete within 20 s of the minute: 99.9 % of the venues' minute cycles store their rows within 20 s of the minute boundary.",
    series: "cycle",
    threshold_ms: 20_000,
    target: 0.999,
  },
  {
    id: "venue_minute",
    description:
      "The whole-venue minute complete within 60 s: 99.9 % of the venues' whole-venue minutes are sealed onto the lake tape within 60 s of the minute boundary.",
    series: "collection",
    threshold_ms: 60_000,
    target: 0.999,
  },
];

/** The windows attainment is read over: a rolling day of minute cells, 30 UTC days of day cells. */
export const OBJECTIVE_WINDOWS = { "24h": DAY_MS, "30d": 30 * DAY_MS } as const;
export type ObjectiveWindow = keyof typeof OBJECTIVE_WINDOWS;

/** Days of day cells kept: the 30-day window. */
export const OBJECTIVE_KEPT_DAYS = 30;

/** The recorder components of an objective: `<series>:<venue>` for each venue. */
export function objectiveComponents(objective: ObjectiveDefinition): string[] {
  return VENUE_IDS.map((venue) => `${objective.series}:${venue}`);
}

/** One window's attainment. */
export interface Attainment {
  events: number;
  bad: number;
  /** good / events; null with no event. */
  attainment: number | null;
  /** 1 − bad / ((1 − target) × events); null with no event. */
  budget_left: number | null;
  /** How much of the window the recorded cells cover, ms (from the oldest cell's start to now, at most the window). */
  covered_ms: number;
}

/** Events and bad events among `cells` judged against `thresholdMs`. */
export function tally(
  cells: readonly Pick<LagCell, "bucket" | "count">[],
  thresholdMs: number,
): { events: number; bad: number } {
  let events = 0;
  let bad = 0;
  for (const { bucket, count } of cells) {
    if (count <= 0) continue;
    events += count;
    if (bucketValueMs(bucket) > thresholdMs) bad += count;
  }
  return { events, bad };
}

/** Attainment and budget from a tally. */
export function attainmentOf(
  counts: { events: number; bad: number },
  target: number,
  coveredMs: number,
): Attainment {
  const { events, bad } = counts;
  if (events === 0) return { events, bad, attainment: null, budget_left: null, covered_ms: coveredMs };
  const allowedBad = (1 - target) * events;
  return {
    events,
    bad,
    attainment: (events - bad) / events,
    budget_left: 1 - bad / allowedBad,
    covered_ms: coveredMs,
  };
}

/**
 * A window's attainment from cells whose `minute` is the start of the span they count (a minute for the
 * day window, a UTC day for the 30-day one): the cells starting after `nowMs − windowMs` (for day cells,
 * the 30 UTC days ending with today's).
 */
export function windowAttainment(
  cells: readonly LagCell[],
  objective: Pick<ObjectiveDefinition, "threshold_ms" | "target">,
  windowMs: number,
  nowMs: number,
  spanMs: number,
): Attainment {
  const from = Math.floor(nowMs / spanMs) * spanMs - (Math.ceil(windowMs / spanMs) - 1) * spanMs;
  const inside = cells.filter((c) => c.minute >= from && c.minute <= nowMs && c.count > 0);
  const oldest = inside.reduce((min, c) => Math.min(min, c.minute), Number.POSITIVE_INFINITY);
  const coveredMs = inside.length === 0 ? 0 : Math.min(windowMs, Math.max(0, nowMs - oldest));
  return attainmentOf(tally(inside, objective.threshold_ms), objective.target, coveredMs);
}

/** What the attainment is read from: each recorder component's minute cells (a day) and day cells (30 days). */
export interface ObjectiveCells {
  minutes: ReadonlyMap<string, readonly LagCell[]>;
  days: ReadonlyMap<string, readonly LagCell[]>;
}

/** Every objective with its attainment over 24 h and 30 days at `nowMs`. */
export function objectivesReport(cells: ObjectiveCells, nowMs: number) {
  return OBJECTIVES.map((objective) => {
    const components = objectiveComponents(objective);
    const minutes = components.flatMap((c) => cells.minutes.get(c) ?? []);
    const days = components.flatMap((c) => cells.days.get(c) ?? []);
    return {
      id: objective.id,
      description: objective.description,
      threshold_ms: objective.threshold_ms,
      target: objective.target,
      components,
      attainment: {
        "24h": windowAttainment(minutes, objective, OBJECTIVE_WINDOWS["24h"], nowMs, 60_000),
        "30d": windowAttainment(days, objective, OBJECTIVE_WINDOWS["30d"], nowMs, DAY_MS),
      },
    };
  });
}

/** The oldest UTC day the recorder keeps at `nowMs`: day cells of earlier days may be dropped. */
export function oldestKeptDay(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) * DAY_MS - (OBJECTIVE_KEPT_DAYS - 1) * DAY_MS;
}
