/**
 * When a value stops being current: the one rule behind v1's refusal of a stale value (503) and the
 * legacy `stale` status. Pure: the clock is a parameter.
 */
import { MINUTE_MS } from "./clock.ts";

/** A value is current for this many minutes from the start of the cycle that computed it. */
export const VALUE_MAX_AGE_MINUTES = 15;

/**
 * Whether the value of the cycle starting at `cycleMinuteMs` (a whole minute) is still current at
 * `nowMs`: it is less than VALUE_MAX_AGE_MINUTES old. Measured from a whole minute with a strict
 * comparison, the answer at any instant of a minute equals the answer at that minute's start, so a
 * reader that evaluates at the current minute (the legacy surface, to change at most once a minute)
 * agrees with one that evaluates at the exact instant (v1).
 */
export function isCurrentValue(cycleMinuteMs: number, nowMs: number): boolean {
  return nowMs - cycleMinuteMs < VALUE_MAX_AGE_MINUTES * MINUTE_MS;
}
