/** What one candles answer may read and a candles window may span (the route states them in its description). */

/** Buckets one candles answer holds at most; `links.next` continues the window. */
export const CANDLES_PER_ANSWER_MAX = 1_000;
/** Minutes of tape one candles answer reads at most (each a whole snapshot): one day. */
export const CANDLE_MINUTES_PER_ANSWER_MAX = 1_440;
/**
 * Stored tape bytes one candles answer reads at most (each snapshot of the window is read whole): the
 * answer ends at the last whole bucket within it and `links.next` continues.
 */
export const CANDLE_TAPE_BYTES_PER_ANSWER_MAX = 128 * 1024 * 1024;
/**
 * Hours one candles answer at `1h`, `4h` or `1d` covers at most (a week): each hour with its hour
 * summaries is three range reads; an hour without them is read from its minutes, within the limits above.
 */
export const CANDLE_HOURS_PER_ANSWER_MAX = 168;
/** Buckets a whole candles window may span, over all its answers (1m: about a week). */
export const CANDLE_WINDOW_BUCKETS_MAX = 10_000;
