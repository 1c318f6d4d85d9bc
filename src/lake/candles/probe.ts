/**
 * Whether a stretch of the tape holds any row of a market (`probeMarket`): cheaply where the hour
 * summaries say so, and from the snapshots within the same limits as an answer where they do not.
 */
import { HOUR_MS, MINUTE_MS } from "../../domain/clock.ts";
import { type HourRead, readHourLines } from "../store/lake-hours.ts";
import { readMarketMinutes, type SkipMinute } from "./minutes.ts";

/** What `probeMarket` found: a row of the market (with the outcomes its rows name), or none. */
export type MarketPresence =
  | { found: true; outcomes: string[] }
  /** `complete`: every minute of the stretch was looked at; false when the limits ran out first. */
  | { found: false; complete: boolean };

/** How much one probe may read: hour summaries, and the stored tape of the hours without one. */
export interface ProbeLimits {
  hours: number;
  maxBytes: number;
}

/** Hours of hour summaries a probe reads before it looks whether one holds the market. */
const PROBE_HOURS_PER_STEP = 24;

const outcomesOf = (read: HourRead) =>
  read.built && read.line?.seen ? read.line.outcomes.map((o) => o.outcome) : [];

/**
 * Whether any snapshot of [fromMs, toMs) holds a row of `market`. Each hour of the stretch with hour
 * summaries answers from its market line (a few range reads: `seen`, and the outcomes its rows name):
 * an hour whose line is absent or not `seen` holds no row; a seen hour wholly inside the stretch is the
 * answer. The other minutes (hours without a summary, and the seen hours the stretch cuts) are read from
 * their snapshots within `maxBytes`. Looks at most `limits.hours` hours from `fromMs`: past them, or past
 * the bytes, it answers not found and not complete.
 */
export async function probeMarket(
  bucket: R2Bucket,
  venue: string,
  market: string,
  fromMs: number,
  toMs: number,
  limits: ProbeLimits,
): Promise<MarketPresence> {
  if (toMs <= fromMs) return { found: false, complete: true };
  const firstHourMs = Math.floor(fromMs / HOUR_MS) * HOUR_MS;
  const hours = Math.min(limits.hours, Math.ceil((toMs - firstHourMs) / HOUR_MS));
  const endMs = Math.min(toMs, firstHourMs + hours * HOUR_MS);
  if (endMs <= fromMs) return { found: false, complete: false };
  // A day of hours at a time, so a market found early costs no more reads.
  const reads: HourRead[] = [];
  for (let first = 0; first < hours; first += PROBE_HOURS_PER_STEP) {
    const stepMs = firstHourMs + first * HOUR_MS;
    const step = await readHourLines(
      bucket,
      venue,
      market,
      stepMs,
      Math.min(PROBE_HOURS_PER_STEP, hours - first),
    );
    for (const [i, read] of step.entries()) {
      const hourMs = stepMs + i * HOUR_MS;
      const whole = hourMs >= fromMs && hourMs + HOUR_MS <= endMs;
      if (whole && outcomesOf(read).length > 0) return { found: true, outcomes: outcomesOf(read) };
    }
    reads.push(...step);
  }
  const readOf = (minuteMs: number) => reads[Math.floor((minuteMs - firstHourMs) / HOUR_MS)];
  // Minutes of a summarised hour without a row of the market are known; the rest are read.
  const known: SkipMinute = (minuteMs) => {
    const read = readOf(minuteMs);
    return read?.built === true && outcomesOf(read).length === 0;
  };
  const minutes = await readMarketMinutes(
    bucket,
    venue,
    market,
    "",
    fromMs,
    endMs,
    { maxBytes: limits.maxBytes, bucketMs: MINUTE_MS },
    known,
  );
  if (minutes.marketSeen) return { found: true, outcomes: minutes.outcomes };
  return { found: false, complete: minutes.readToMs >= endMs && endMs >= toMs };
}
