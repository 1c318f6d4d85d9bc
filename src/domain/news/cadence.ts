import { MINUTE_MS } from "../clock.ts";

/**
 * When news is ingested: every five minutes, on the minutes ≡ 2 (mod 5), so a pass never shares a minute
 * with a committed round (minutes ≡ 0) and always starts after that minute's price cycle.
 */
export const NEWS_CADENCE_MINUTES = 5;
export const NEWS_MINUTE_OFFSET = 2;
/** A pass starts no feed after this long, so it ends well before the next minute's price cycle. */
export const NEWS_TIME_BUDGET_MS = 40_000;

/** Whether the cron minute holding `epochMs` is a news minute. */
export function isNewsMinute(epochMs: number): boolean {
  return Math.floor(epochMs / MINUTE_MS) % NEWS_CADENCE_MINUTES === NEWS_MINUTE_OFFSET;
}
