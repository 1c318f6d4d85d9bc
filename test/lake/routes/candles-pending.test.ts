import { env } from "cloudflare:test";
import type { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { utcDateAndHhmm } from "../../../src/domain/clock.ts";
import { hourSummaryExpectedAt } from "../../../src/lake/candles/answer.ts";
import { CANDLE_TAPE_BYTES_PER_ANSWER_MAX } from "../../../src/lake/candles/limits.ts";
import { manifestKey } from "../../../src/lake/keys.ts";
import type { CandlesResponse } from "../../../src/lake/routes/candles-schema.ts";
import { readManifest, writeTape } from "../../../src/lake/store/lake.ts";
import { CACHE_POLICIES } from "../../../src/platform/http/cache-control.ts";
import { lakeRow } from "../../../src/venues/shared/row-builder.ts";
import { get, problemSlug, readProblem } from "../../support/fetch.ts";
import { lakeRows, rowValues, scaled } from "../../support/lake.ts";

/**
 * Candles at an hour resolution over hours whose minutes are more than one answer reads (a whole-venue
 * tape) and that have no summary: while the summaries are still expected, the first such bucket answers
 * without candles and says when to ask again, so a walk through `links.next` ends with a 200; once a
 * summary is overdue, the bucket is the 400. The tape's sizes come from the day manifest, so a snapshot
 * listed there as larger than the read limit stands for a whole-venue minute.
 */
const HOUR = 3_600_000;
const DAY_MS = 86_400_000;
const NOW = Date.now();
const CURRENT_HOUR = Math.floor(NOW / HOUR) * HOUR;
const TWO_HOURS_AGO = CURRENT_HOUR - 2 * HOUR;
// Three days ago at 10:00: long past its summary's time.
const OLD_HOUR = Math.floor(NOW / DAY_MS) * DAY_MS - 3 * DAY_MS + 10 * HOUR;
const MARKET = "KXPENDING-26NOV-T2.8";
const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const candles = (fromMs: number, toMs: number) =>
  `/api/v1/lake/venues/kalshi/markets/${MARKET}/candles?from=${iso(fromMs)}&to=${iso(toMs)}&resolution=1h`;

type Body = z.output<typeof CandlesResponse>;

async function writeMinute(minuteMs: number) {
  const values = rowValues({
    market_id: MARKET,
    bid: scaled("0.40"),
    ask: scaled("0.42"),
    indicative: scaled("0.41"),
    indicative_source: "mid",
    size_unit: "usd",
    volume: scaled("100"),
    open_interest: scaled("50"),
  });
  await writeTape(env.LAKE, "kalshi", minuteMs, [...lakeRows(3), lakeRow(values)], {
    status: "not_recorded",
  });
}

/** Lists the snapshot of `minuteMs` in its day manifest as larger than one answer reads. */
async function listAsWholeVenue(minuteMs: number) {
  const { date, hhmm } = utcDateAndHhmm(minuteMs);
  const manifest = await readManifest(env.LAKE, "kalshi", date);
  if (!manifest) throw new Error(`no manifest for ${date}`);
  for (const entry of manifest.snapshots) {
    if (entry.at === hhmm) entry.bytes = CANDLE_TAPE_BYTES_PER_ANSWER_MAX + 1;
  }
  await env.LAKE.put(manifestKey("kalshi", date), JSON.stringify(manifest));
}

beforeAll(async () => {
  await writeMinute(TWO_HOURS_AGO);
  for (const minuteMs of [CURRENT_HOUR, OLD_HOUR]) {
    await writeMinute(minuteMs);
    await listAsWholeVenue(minuteMs);
  }
});

describe("candles at 1h over hours too large to read and not summarised", () => {
  it("end a walk through links.next with an answer that says when the summaries are expected", async () => {
    const first = await get(candles(TWO_HOURS_AGO, CURRENT_HOUR + HOUR));
    expect(first.status, await first.clone().text()).toBe(200);
    const page = (await first.json()) as Body;
    expect(page.data.to).toBe(iso(CURRENT_HOUR));
    expect(page.data.candles.map((c) => c.start)).toStrictEqual([iso(TWO_HOURS_AGO)]);
    expect(page.meta.hour_summaries_pending).toBeNull();
    expect(page.links.next).toBeDefined();

    const res = await get(page.links.next as string);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.data.from).toBe(iso(CURRENT_HOUR));
    expect(body.data.to).toBe(iso(CURRENT_HOUR));
    expect(body.data.candles).toStrictEqual([]);
    expect(body.links.next).toBeUndefined();
    expect(body.meta.hour_summaries_pending).toStrictEqual({
      from: iso(CURRENT_HOUR),
      expected_at: iso(hourSummaryExpectedAt(CURRENT_HOUR)),
    });
    // 25 minutes after the hour ends: the cron at minute 15, then its build's steps.
    expect(hourSummaryExpectedAt(CURRENT_HOUR)).toBe(CURRENT_HOUR + HOUR + 25 * 60_000);
    // The answer changes once the summaries exist: never cached as sealed.
    expect(res.headers.get("Cache-Control")).toBe(CACHE_POLICIES.current);
  });

  it("answer 400 once a summary is overdue, naming the limit", async () => {
    const res = await get(candles(OLD_HOUR, OLD_HOUR + HOUR));
    expect(res.status).toBe(400);
    expect(await problemSlug(res.clone())).toBe("invalid-parameter");
    const problem = await readProblem(res);
    expect(problem.detail).toContain("has no summary though one was due");
    expect(problem.detail).toContain("use a finer resolution");
  });
});
