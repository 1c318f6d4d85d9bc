import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hourSummariesIndexKey } from "../../../src/lake/keys.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { get, readProblem } from "../../support/fetch.ts";
import { eventually, lakeRows, refresh } from "../../support/lake.ts";

/**
 * The operator's backfill of the candles' hour summaries, `POST /api/refresh?plane=lake-hours&date=`:
 * every sealed hour of the day not built yet, for each venue with tape that day, enqueued on the lake
 * queue and built there in its steps; a built hour is not enqueued again.
 */
const DAY_MS = 86_400_000;
const HOUR = 3_600_000;
// Six days ago: sealed, within the tape's retention.
const DAY_START = Math.floor(Date.now() / DAY_MS) * DAY_MS - 6 * DAY_MS;
const DATE = new Date(DAY_START).toISOString().slice(0, 10);
const H10 = DAY_START + 10 * HOUR;

type Builds = {
  data: { type: string; date: string; enqueued: number; hours: { venue: string; hour: string }[] };
};

describe("POST /api/refresh?plane=lake-hours", () => {
  it("enqueues every unbuilt hour of the day's taped venues, which the queue builds", async () => {
    await writeTape(env.LAKE, "kalshi", H10 + 5 * 60_000, lakeRows(3), { status: "not_recorded" });
    const res = await refresh(`plane=lake-hours&date=${DATE}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as Builds;
    expect(body.data.type).toBe("lake_hour_builds");
    expect(body.data.date).toBe(DATE);
    // Kalshi's 24 hours, latest first; Polymarket has no tape that day.
    expect(body.data.enqueued).toBe(24);
    expect(body.data.hours.every((h) => h.venue === "kalshi")).toBe(true);
    expect(body.data.hours[0]?.hour).toBe(`${DATE}T23:00:00Z`);
    expect(body.data.hours.at(-1)?.hour).toBe(`${DATE}T00:00:00Z`);

    const built = await eventually(() => env.LAKE.head(hourSummariesIndexKey("kalshi", H10)), 60_000);
    expect(built).not.toBeNull();
    const candles = await get(
      `/api/v1/lake/venues/kalshi/markets/${lakeRows(1)[0]?.market_id}/candles?from=${DATE}T10:00:00Z&to=${DATE}T11:00:00Z&resolution=1h`,
    );
    expect(candles.status).toBe(200);
    expect(
      ((await candles.json()) as { meta: { tape: { hour_summaries: number } } }).meta.tape.hour_summaries,
    ).toBe(1);

    const again = (await (await refresh(`plane=lake-hours&date=${DATE}`)).json()) as Builds;
    expect(again.data.hours.map((h) => h.hour)).not.toContain(`${DATE}T10:00:00Z`);
  });

  it("enqueues nothing for a day without tape, and refuses a missing or malformed date", async () => {
    const empty = (await (await refresh("plane=lake-hours&date=2019-03-04")).json()) as Builds;
    expect(empty.data.enqueued).toBe(0);
    for (const query of ["plane=lake-hours", "plane=lake-hours&date=2019-02-30"]) {
      const res = await refresh(query);
      expect(res.status, query).toBe(400);
      expect((await readProblem(res)).type, query).toMatch(/#invalid-parameter$/);
    }
  });
});
