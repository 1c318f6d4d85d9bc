/** Splitting a history request into windows an upstream accepts. */

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
