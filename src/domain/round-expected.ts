/**
 * When a round that is not committed yet is expected: its five-minute boundary plus the commit delay,
 * the time the boundary's ingestion cycle takes to commit it. The delay is measured from the cycles pix
 * recorded: the slowest of the recent ones, rounded up to a whole second, plus a margin for what their
 * recorded duration leaves out (the trigger's start after the minute, the final write). Pure: every
 * instant and duration is a parameter.
 */
import { MINUTE_MS, ROUND_MINUTES, roundBucket } from "./clock.ts";

/** How many of the latest recorded cycles the delay is measured over. */
export const COMMIT_DELAY_SAMPLE = 12;
/** Added to the slowest recorded duration: the cycle's start after its minute and the final write. */
export const COMMIT_MARGIN_SECONDS = 2;
/** The delay when no recent cycle is recorded. */
export const DEFAULT_COMMIT_DELAY_SECONDS = 10;
/** The delay is never answered as longer than this (a cycle has its minute). */
export const MAX_COMMIT_DELAY_SECONDS = 60;

/** The commit delay in whole seconds, from recorded cycle durations (ms), newest first or in any order. */
export function commitDelaySeconds(durationsMs: readonly number[]): number {
  const valid = durationsMs.filter((ms) => Number.isFinite(ms) && ms >= 0);
  if (valid.length === 0) return DEFAULT_COMMIT_DELAY_SECONDS;
  const slowest = Math.ceil(Math.max(...valid) / 1000);
  return Math.min(slowest + COMMIT_MARGIN_SECONDS, MAX_COMMIT_DELAY_SECONDS);
}

export interface ExpectedRound {
  /** The boundary whose round is expected (its `round_id`), epoch ms. */
  boundaryMs: number;
  /** The boundary plus the commit delay, epoch ms. */
  expectedAtMs: number;
  /** Whole seconds from `nowMs` until `expectedAtMs`, at least 1 (the `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * The next round expected after `nowMs`: the boundary just passed while its cycle may still be
 * committing it (`nowMs` before that boundary plus the delay), otherwise the next boundary.
 */
export function expectedRound(nowMs: number, delaySeconds: number): ExpectedRound {
  const delayMs = delaySeconds * 1000;
  const passed = roundBucket(nowMs);
  const boundaryMs = nowMs < passed + delayMs ? passed : passed + ROUND_MINUTES * MINUTE_MS;
  const expectedAtMs = boundaryMs + delayMs;
  return {
    boundaryMs,
    expectedAtMs,
    retryAfterSeconds: Math.max(1, Math.ceil((expectedAtMs - nowMs) / 1000)),
  };
}
