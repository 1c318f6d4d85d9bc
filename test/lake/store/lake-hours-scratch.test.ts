import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { HOUR_BUILD_SCRATCH_MAX_AGE_MS, sweepHourBuildScratch } from "../../../src/lake/jobs/hour-summary.ts";
import { hourBuildScratchPrefix, hourBuildStateKey } from "../../../src/lake/keys.ts";

/**
 * The daily job's sweep of hour build scratch: objects written more than two days before the sweep go
 * (a build that will not finish), whatever hour they belong to; newer ones stay, so a build under way
 * (a backfill of an old day too) keeps its state. Within its budget, the next run finishes the work.
 */
const HOUR = 3_600_000;
const DAY_MS = 86_400_000;

const keys = async (venue: string) =>
  (await env.LAKE.list({ prefix: hourBuildScratchPrefix(venue) })).objects.map((o) => o.key).sort();

it("deletes the scratch written more than two days before it runs, within its budget", async () => {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const put = (venue: string, hourMs: number) =>
    Promise.all([0, 1].map((step) => env.LAKE.put(hourBuildStateKey(venue, hourMs, step), "{}")));
  // Written first: a build of today's hour and one of an old day's.
  await put("kalshi", today + HOUR);
  await put("polymarket", today - 40 * DAY_MS);
  const writtenMs = Date.now();
  // The next objects' upload time is strictly later (the clock moves on I/O).
  while (Date.now() <= writtenMs) await env.LAKE.head(hourBuildScratchPrefix("kalshi"));
  // Written after: a backfill of an old day, still under way when the sweep runs.
  await put("kalshi", today - 30 * DAY_MS);
  const later = [0, 1].map((step) => hourBuildStateKey("kalshi", today - 30 * DAY_MS, step)).sort();

  // The sweep two days after the first writes: those are past the age, the later ones not.
  const sweepMs = writtenMs + HOUR_BUILD_SCRATCH_MAX_AGE_MS + 1;
  expect(await sweepHourBuildScratch(env.LAKE, sweepMs, { maxDeletes: 3, maxPages: 10 })).toBe(3);
  expect(await sweepHourBuildScratch(env.LAKE, sweepMs)).toBe(1);
  expect(await keys("kalshi")).toStrictEqual(later);
  expect(await keys("polymarket")).toStrictEqual([]);
  expect(await sweepHourBuildScratch(env.LAKE, sweepMs)).toBe(0);
  // Two days later still, they go too.
  expect(await sweepHourBuildScratch(env.LAKE, Date.now() + HOUR_BUILD_SCRATCH_MAX_AGE_MS + 1)).toBe(2);
  expect(await keys("kalshi")).toStrictEqual([]);
});
