/**
 * A venue's probability history over an interval: split into windows the venue accepts, asked for
 * window by window, and read into YES observations. A malformed point is skipped and counted; a failed
 * window fails the whole history (a gap would read as a flat probability).
 */
import type { z } from "zod";
import type { ProbabilityObservation } from "../../domain/factors/alignment.ts";
import type { HttpClient, HttpFailureReason } from "../http/client.ts";
import { endpoint } from "./request-helpers.ts";

/** What a venue history adapter answers: observations of the YES side, or why there are none. */
export type HistoryFetch =
  | {
      ok: true;
      /** YES probabilities (0 to 1) with their instants, in the order the venue gave them. */
      observations: ProbabilityObservation[];
      /** HTTP requests made (one per window). */
      requests: number;
      /** Points or candles that were malformed and left out. */
      skipped: number;
    }
  | {
      ok: false;
      reason: HttpFailureReason;
      /** The last HTTP status seen, or null when no response arrived. */
      status: number | null;
      /** For `invalid_shape`: where the payload broke the schema (never a value). */
      detail: string | null;
    };

export interface TimeWindow {
  /** Epoch seconds, inclusive. */
  startS: number;
  /** Epoch seconds, inclusive. */
  endS: number;
}

/**
 * Consecutive windows covering [startS, endS], oldest first, each spanning at most `maxSpanS` seconds;
 * each window starts one second after the previous one ends, so no instant is asked for twice.
 */
export function timeWindows(startS: number, endS: number, maxSpanS: number): TimeWindow[] {
  if (!Number.isSafeInteger(startS) || !Number.isSafeInteger(endS) || endS < startS) {
    throw new RangeError("a history interval needs whole seconds with start ≤ end");
  }
  if (!Number.isSafeInteger(maxSpanS) || maxSpanS < 1) throw new RangeError("maxSpanS must be ≥ 1");
  const windows: TimeWindow[] = [];
  for (let from = startS; from <= endS; from += maxSpanS + 1) {
    windows.push({ startS: from, endS: Math.min(endS, from + maxSpanS) });
  }
  return windows;
}

/**
 * One point of a venue's answer: its instant (epoch seconds) and YES probability, where `p` is null
 * when the point has no usable price and undefined when it is malformed.
 */
export interface HistoryPoint {
  tS: number;
  p: number | null | undefined;
}

/** How one venue's history endpoint is asked and read. */
export interface WindowedHistory<Envelope> {
  baseUrl: string;
  path: string;
  /** The longest window the venue accepts, in seconds. */
  windowS: number;
  /** The query asking for one window. */
  query: (window: TimeWindow) => Record<string, string>;
  envelope: z.ZodType<Envelope>;
  /** The envelope's points, unread. */
  points: (envelope: Envelope) => unknown[];
  /** One point read, or undefined when it is malformed. */
  readPoint: (raw: unknown) => HistoryPoint | undefined;
}

/**
 * Every window's points of `interval` as YES observations, in the order the venue gave them. Points
 * outside the window asked for are dropped: an upstream that answers more is not trusted for them.
 */
export async function fetchWindowedHistory<Envelope>(
  interval: TimeWindow,
  history: WindowedHistory<Envelope>,
  client: HttpClient,
): Promise<HistoryFetch> {
  const windows = timeWindows(interval.startS, interval.endS, history.windowS);
  const answers = await Promise.all(
    windows.map((window) =>
      client.getJson(
        endpoint(history.baseUrl, history.path, new URLSearchParams(history.query(window))),
        history.envelope,
      ),
    ),
  );
  const observations: ProbabilityObservation[] = [];
  let skipped = 0;
  for (const [i, answer] of answers.entries()) {
    if (!answer.ok) {
      return { ok: false, reason: answer.reason, status: answer.status, detail: answer.detail ?? null };
    }
    const window = windows[i];
    if (window === undefined) continue;
    for (const raw of history.points(answer.value)) {
      const point = history.readPoint(raw);
      if (point === undefined) {
        skipped++;
        continue;
      }
      if (point.tS < window.startS || point.tS > window.endS) continue;
      if (point.p === undefined) skipped++;
      else if (point.p !== null) observations.push({ t_ms: point.tS * 1000, p: point.p });
    }
  }
  return { ok: true, observations, requests: windows.length, skipped };
}
