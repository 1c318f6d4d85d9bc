import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import type { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../../src/env.ts";
import { probeMarket } from "../../../src/lake/candles/probe.ts";
import { hoursParquetKey } from "../../../src/lake/iceberg/files.ts";
import {
  HOUR_BUILD_STEPS,
  type HourBuildMessage,
  type HourBuildOutcome,
  hourBuildsDue,
  runHourBuildStep,
} from "../../../src/lake/jobs/hour-summary.ts";
import { consumeLakeBatch } from "../../../src/lake/jobs/queue.ts";
import { applyRetention } from "../../../src/lake/jobs/retention.ts";
import { dayPrefix, hourSummariesIndexKey, hourSummariesKey } from "../../../src/lake/keys.ts";
import type { CandlesResponse } from "../../../src/lake/routes/candles-schema.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { readHourLine } from "../../../src/lake/store/lake-hours.ts";
import { writeTrades } from "../../../src/lake/store/lake-trades.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { lakeRow } from "../../../src/venues/shared/row-builder.ts";
import { get } from "../../support/fetch.ts";
import {
  lakeRows,
  POLYMARKET_MARKET,
  polymarketMinuteRows,
  polymarketPrint,
  tradePrint as print,
  rowValues,
  scaled,
} from "../../support/lake.ts";
import { compactVenueDayFiles } from "../compaction-driver.ts";

const DAY_MS = 86_400_000;
const HOUR = 3_600_000;
const MIN = 60_000;
// Three days ago: closed and sealed, within the tape's retention (30 days in the test configuration).
const D0 = Math.floor(Date.now() / DAY_MS) * DAY_MS - 3 * DAY_MS;
const H10 = D0 + 10 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const MARKET = "KXHOURS-26NOV-T2.8";
const TRADED_ONLY = "KXHOURS-ONLYTRADED";
const path = (market: string, params: string) =>
  `/api/v1/lake/venues/kalshi/markets/${market}/candles?${params}`;

type Body = z.output<typeof CandlesResponse>;

/** Runs every step of an hour's build in order, each delivered `times` times; the outcomes in order. */
async function buildHour(venue: "kalshi" | "polymarket", hourMs: number, nowMs = Date.now(), times = 1) {
  const queue: HourBuildMessage[] = [{ kind: "candle_hour", venue, hour_ms: hourMs, step: 0 }];
  const outcomes: HourBuildOutcome[] = [];
  for (let message = queue.shift(); message; message = queue.shift()) {
    const sent: HourBuildMessage[] = [];
    for (let i = 0; i < times; i++) {
      outcomes.push(await runHourBuildStep(env.LAKE, message, async (next) => void sent.push(next), nowMs));
    }
    queue.push(sent[0] as HourBuildMessage);
    if (sent.length === 0) queue.pop();
  }
  return outcomes;
}

function minuteRows(minute: number): LakeRow[] {
  const bid = (40 + (minute % 7)) / 100;
  const values = rowValues({
    market_id: MARKET,
    bid: minute % 5 === 3 ? null : scaled(bid.toFixed(2)),
    ask: scaled((bid + 0.02).toFixed(2)),
    indicative: scaled(bid.toFixed(2)),
    indicative_source: minute % 5 === 3 ? "venue_price" : "mid",
    size_unit: "usd",
    volume: scaled(String(100 + minute)),
    open_interest: minute % 2 === 0 ? scaled(String(50 + minute)) : null,
  });
  return [
    ...lakeRows(3),
    lakeRow(values),
    lakeRow({ ...values, outcome: "no", bid: scaled("0.10"), ask: scaled("0.90") }),
  ];
}

// Minutes of 10:00–11:59 with a snapshot; 11:40 is taped incomplete. Prints in minutes 0, 30, 45 (of a
// market without rows), 59 and 60 (the cycle taping 60 is incomplete); the rest of the trade tape is absent.
const SNAPSHOT_MINUTES = [0, 1, 2, 3, 30, 59, 60, 61, 100, 119];

beforeAll(async () => {
  for (const minute of SNAPSHOT_MINUTES) {
    await writeTape(
      env.LAKE,
      "kalshi",
      H10 + minute * MIN,
      minuteRows(minute),
      minute === 100
        ? { status: "incomplete", failures: [{ reason: "http_5xx", stage: "kalshi_markets" }] }
        : { status: "not_recorded" },
    );
  }
  const complete = { status: "complete" } as const;
  await writeTrades(
    env.LAKE,
    "kalshi",
    H10 + MIN,
    [print("a", MARKET, H10 + 10_000, "0.41", "2"), print("b", MARKET, H10 + 10_000, "0.43", "1.5")],
    complete,
  );
  await writeTrades(env.LAKE, "kalshi", H10 + 2 * MIN, [], complete);
  await writeTrades(
    env.LAKE,
    "kalshi",
    H10 + 31 * MIN,
    [print("c", MARKET, H10 + 30 * MIN, "0.39", "4")],
    complete,
  );
  await writeTrades(
    env.LAKE,
    "kalshi",
    H10 + 46 * MIN,
    [print("d", TRADED_ONLY, H10 + 45 * MIN, "0.9", "1")],
    complete,
  );
  await writeTrades(
    env.LAKE,
    "kalshi",
    H10 + 60 * MIN,
    [print("e", MARKET, H10 + 59 * MIN + 59_000, "0.5", "0.25")],
    complete,
  );
  await writeTrades(env.LAKE, "kalshi", H10 + 61 * MIN, [print("f", MARKET, H10 + 60 * MIN, "0.52", "3")], {
    status: "incomplete",
    failures: [{ reason: "http_5xx", stage: "kalshi_trades" }],
  });
});

const WINDOWS = [
  ["1h", `from=${iso(H10)}&to=${iso(H10 + 2 * HOUR)}`],
  ["4h", `from=${iso(D0 + 8 * HOUR)}&to=${iso(D0 + 12 * HOUR)}`],
  ["1d", `from=${iso(D0)}&to=${iso(D0 + DAY_MS)}`],
] as const;

/** The answers before any hour is built. */
const beforeBuild: Record<string, Body> = {};
const answer = async (market: string, resolution: string, params: string, outcome = "yes") => {
  const res = await get(path(market, `${params}&resolution=${resolution}&outcome=${outcome}`));
  return { status: res.status, body: (await res.json()) as Body };
};

describe("the candles' hour summaries", () => {
  beforeAll(async () => {
    for (const [resolution, params] of WINDOWS) {
      for (const outcome of ["yes", "no"]) {
        const { status, body } = await answer(MARKET, resolution, params, outcome);
        expect(status).toBe(200);
        expect(body.meta.tape.hour_summaries).toBe(0);
        beforeBuild[`${resolution}:${outcome}`] = body;
      }
    }
    expect((await answer(TRADED_ONLY, "1h", WINDOWS[0][1])).status).toBe(404);
  });

  it("are not built before the hour is sealed", async () => {
    const message = { kind: "candle_hour", venue: "kalshi", hour_ms: H10, step: 0 } as const;
    const outcome = await runHourBuildStep(env.LAKE, message, async () => undefined, H10 + HOUR + 5 * MIN);
    expect(outcome).toBe("not_sealed");
    expect(await env.LAKE.head(hourSummariesIndexKey("kalshi", H10))).toBeNull();
  });

  it("build in steps, each delivered twice without a minute counted twice, and once built never change", async () => {
    const first = await buildHour("kalshi", H10, Date.now(), 2);
    expect(first.filter((o) => o === "built")).toHaveLength(1);
    expect(first.length).toBe(2 * HOUR_BUILD_STEPS);
    expect(await buildHour("kalshi", H10 + HOUR)).toEqual([
      ...Array(HOUR_BUILD_STEPS - 1).fill("stepped"),
      "built",
    ]);
    const stored = await env.LAKE.head(hourSummariesKey("kalshi", H10));
    const index = await env.LAKE.head(hourSummariesIndexKey("kalshi", H10));
    // A late redelivery of any step finds the hour built and writes nothing.
    expect(await buildHour("kalshi", H10)).toEqual(["already_built"]);
    const late = { kind: "candle_hour", venue: "kalshi", hour_ms: H10, step: 3 } as const;
    expect(await runHourBuildStep(env.LAKE, late, async () => undefined, Date.now())).toBe("already_built");
    expect((await env.LAKE.head(hourSummariesKey("kalshi", H10)))?.etag).toBe(stored?.etag);
    expect((await env.LAKE.head(hourSummariesIndexKey("kalshi", H10)))?.etag).toBe(index?.etag);
    // No scratch is left behind.
    expect((await env.LAKE.list({ prefix: "lake-hours-build/kalshi/" })).objects).toEqual([]);
    // An hour without any tape gets no object.
    expect(await buildHour("kalshi", H10 + 5 * HOUR)).toContain("no_tape");
    expect(await env.LAKE.head(hourSummariesIndexKey("kalshi", H10 + 5 * HOUR))).toBeNull();
  });

  it("record the hour's tape counts, incomplete snapshots and trade minutes included", async () => {
    const h10 = await readHourLine(env.LAKE, "kalshi", H10, MARKET);
    const h11 = await readHourLine(env.LAKE, "kalshi", H10 + HOUR, MARKET);
    expect(h10.built && h10.counts).toMatchObject({
      snapshots: 6,
      incomplete: 0,
      trade_minutes: 60,
      trade_taped: 5,
      trade_incomplete: 0,
    });
    expect(h11.built && h11.counts).toMatchObject({
      snapshots: 4,
      incomplete: 1,
      trade_minutes: 60,
      trade_taped: 1,
      trade_incomplete: 1,
    });
    const traded = await readHourLine(env.LAKE, "kalshi", H10, TRADED_ONLY);
    expect(traded.built && traded.line).toMatchObject({ market_id: TRADED_ONLY, seen: false });
  });

  it("give the route the same answer as the minutes, at 1h, 4h and 1d, for each outcome", async () => {
    for (const [resolution, params] of WINDOWS) {
      for (const outcome of ["yes", "no"]) {
        // A distinct address for the same window: `from` is rounded down to the same boundary.
        const { status, body } = await answer(MARKET, resolution, params.replace(":00Z&", ":30Z&"), outcome);
        expect(status).toBe(200);
        const was = beforeBuild[`${resolution}:${outcome}`] as Body;
        expect(body.data.candles, `${resolution} ${outcome}`).toEqual(was.data.candles);
        expect(body.data.trade_source).toBe(was.data.trade_source);
        expect(body.meta.trade_tape).toEqual(was.meta.trade_tape);
        expect({ ...body.meta.tape, hour_summaries: 0 }).toEqual(was.meta.tape);
        expect(body.meta.tape.hour_summaries).toBe(2);
      }
    }
    const yes = beforeBuild["1h:yes"] as Body;
    expect(yes.data.trade_source).toBe("partial");
    expect(yes.meta.tape.incomplete_snapshots).toBe(1);
    expect(yes.data.candles.map((c) => c.trades?.count)).toEqual([4, 1]);
    expect((await answer(TRADED_ONLY, "1h", WINDOWS[0][1].replace(":00Z&", ":30Z&"))).status).toBe(404);
  });

  it("answer an outcome the market's rows do not name with 404 lake-outcome-not-found, from the summaries too", async () => {
    const res = await get(path(MARKET, `${WINDOWS[0][1]}&resolution=1h&outcome=maybe`));
    expect(res.status).toBe(404);
    const problem = (await res.json()) as { type: string; invalid_params: { reason: string }[] };
    expect(problem.type).toMatch(/lake-outcome-not-found$/);
    expect(problem.invalid_params[0]?.reason).toBe("must be one of: yes, no");
  });

  it("tell a probe whether a market has a row in a stretch, without reading the summarised hours' tape", async () => {
    const limits = { hours: 168, maxBytes: 0 };
    const probe = (market: string, fromMs: number, toMs: number, l = limits) =>
      probeMarket(env.LAKE, "kalshi", market, fromMs, toMs, l);
    // Whole summarised hours: their lines answer, with no byte of tape to read.
    expect(await probe(MARKET, H10, H10 + 2 * HOUR)).toEqual({ found: true, outcomes: ["yes", "no"] });
    expect(await probe("KXHOURS-NEVER", H10, H10 + 2 * HOUR)).toEqual({ found: false, complete: true });
    // A market that only traded has a line, but no row.
    expect(await probe(TRADED_ONLY, H10, H10 + 2 * HOUR)).toEqual({ found: false, complete: true });
    // Part of a seen hour is read from its snapshots: not within 0 bytes, found within enough.
    const cut = [H10 + 30 * MIN, H10 + 90 * MIN] as const;
    expect(await probe(MARKET, ...cut)).toEqual({ found: false, complete: false });
    expect(await probe(MARKET, ...cut, { hours: 168, maxBytes: 1e9 })).toEqual({
      found: true,
      outcomes: ["yes", "no"],
    });
    // Past its hours it stops, not complete.
    expect(await probe("KXHOURS-NEVER", H10, H10 + 3 * HOUR, { hours: 2, maxBytes: 0 })).toEqual({
      found: false,
      complete: false,
    });
  });

  it("let a 1h answer cover the built hours and a day of minutes of the others, continued by links.next", async () => {
    const { body } = await answer(MARKET, "1h", `from=${iso(H10)}&to=${iso(H10 + 48 * HOUR)}`);
    expect(body.data.to).toBe(iso(H10 + 26 * HOUR));
    expect(body.links.next).toContain(`from=${iso(H10 + 26 * HOUR)}`);
  });

  it("run through the lake queue's consumer: a step is acked, a malformed one dropped", async () => {
    const batch = createMessageBatch("pix-lake-collect-local", [
      {
        id: "built",
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "candle_hour", venue: "kalshi", hour_ms: H10, step: 2 },
      },
      {
        id: "bad",
        timestamp: new Date(),
        attempts: 1,
        body: { kind: "candle_hour", venue: "kalshi", hour_ms: H10 + 1, step: 0 },
      },
    ]);
    const ctx = createExecutionContext();
    await consumeLakeBatch(batch, env as Bindings);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toStrictEqual(["built", "bad"]);
    expect(result.retryMessages).toStrictEqual([]);
  });

  it("are enqueued by the hourly cron for the last sealed hours not built", async () => {
    const due = await hourBuildsDue(env.LAKE, H10 + 3 * HOUR + 15 * MIN);
    const kalshi = due.filter((m) => m.venue === "kalshi").map((m) => m.hour_ms);
    // 12:00 is built by nobody yet; 11:00 and 10:00 are built.
    expect(kalshi).toEqual([H10 + 2 * HOUR]);
    // A longer look back (the daily run) finds every unbuilt hour of it.
    const day = await hourBuildsDue(env.LAKE, H10 + 3 * HOUR + 15 * MIN, 13);
    expect(day.filter((m) => m.venue === "kalshi").map((m) => m.hour_ms)).toEqual(
      [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((h) => D0 + h * HOUR),
    );
  });
});

describe("a 30-day window at 1h", () => {
  // The 30 days up to today (the oldest the retention keeps), the market taped at 10:00 each day.
  const fromMs = D0 - 27 * DAY_MS;
  beforeAll(async () => {
    for (let day = 0; day < 30; day++) {
      const at = fromMs + day * DAY_MS + 10 * HOUR;
      if (at !== H10) await writeTape(env.LAKE, "kalshi", at, minuteRows(0), { status: "not_recorded" });
    }
  });

  it("walks through links.next to the window's end, with the built hours' candles", async () => {
    let next: string | undefined = path(
      MARKET,
      `from=${iso(fromMs)}&to=${iso(fromMs + 30 * DAY_MS)}&resolution=1h`,
    );
    let expectedFrom = fromMs;
    let answers = 0;
    const starts: string[] = [];
    while (next) {
      const res = await get(next);
      expect(res.status, await res.clone().text()).toBe(200);
      const body = (await res.json()) as Body;
      expect(body.data.from).toBe(iso(expectedFrom));
      expectedFrom = Date.parse(body.data.to);
      starts.push(...body.data.candles.map((c) => c.start));
      next = body.links.next;
      answers++;
    }
    expect(expectedFrom).toBe(fromMs + 30 * DAY_MS);
    expect(answers).toBeLessThanOrEqual(31);
    const days = Array.from({ length: 30 }, (_, day) => iso(fromMs + day * DAY_MS + 10 * HOUR));
    expect(starts).toEqual([...days.slice(0, 28), iso(H10 + HOUR), ...days.slice(28)]);
  });
});

describe("the retention", () => {
  const DAY = "2017-03-01";
  const HOUR_MS = Date.parse(`${DAY}T01:00:00Z`);
  const keys = async (prefix: string) => (await env.LAKE.list({ prefix })).objects.map((o) => o.key);

  it("keeps a day's hour summaries with its Parquet files and deletes them with the day", async () => {
    for (const hhmm of [0, 5, 30]) {
      await writeTape(env.LAKE, "kalshi", HOUR_MS + hhmm * MIN, lakeRows(3), { status: "not_recorded" });
    }
    expect(await buildHour("kalshi", HOUR_MS, HOUR_MS + DAY_MS)).toContain("built");
    expect((await compactVenueDayFiles("kalshi", DAY, HOUR_MS + 2 * DAY_MS)).status).toBe("compacted");
    // The summaries, and the day's hours.parquet (the Iceberg hour_summaries table's file) beside them.
    const hours = [
      hourSummariesKey("kalshi", HOUR_MS),
      hourSummariesIndexKey("kalshi", HOUR_MS),
      hoursParquetKey("kalshi", DAY),
    ].sort();
    const policy = { tapeDays: 10, parquetDays: 20 };
    // Past the tape's retention: the tape goes, the hour summaries stay with the Parquet files.
    const tapeGone = await applyRetention(env.LAKE, "kalshi", policy, Date.parse("2017-03-15T00:15:00Z"));
    expect(tapeGone.tape_deleted).toContain(DAY);
    expect((await keys(dayPrefix("kalshi", DAY))).every((k) => k.endsWith(".parquet"))).toBe(true);
    expect((await keys("lake-hours/kalshi/2017-")).sort()).toEqual(hours);
    // Past the Parquet retention: deleted whole, hour summaries included.
    const gone = await applyRetention(env.LAKE, "kalshi", policy, Date.parse("2017-03-25T00:15:00Z"));
    expect(gone.deleted).toContain(DAY);
    expect(await keys(dayPrefix("kalshi", DAY))).toEqual([]);
    expect(await keys("lake-hours/kalshi/2017-")).toEqual([]);
  });
});

describe("a Polymarket outcome's hour summaries: the prints of its own token", () => {
  const H14 = D0 + 14 * HOUR;
  const { gammaId: GAMMA_ID, yesToken: YES_TOKEN, noToken: NO_TOKEN } = POLYMARKET_MARKET;
  const url = (outcome: string, from = iso(H14)) =>
    `/api/v1/lake/venues/polymarket/markets/${GAMMA_ID}/candles?from=${from}&to=${iso(H14 + 2 * HOUR)}&resolution=1h&outcome=${outcome}`;
  const pmPrint = polymarketPrint;

  it("give the route the same candles as the minutes, each outcome with its token's prints", async () => {
    for (const minute of [0, 1, 59, 70]) {
      await writeTape(env.LAKE, "polymarket", H14 + minute * MIN, polymarketMinuteRows(), {
        status: "not_recorded",
      });
    }
    for (const [cycle, prints] of [
      [
        1,
        [
          pmPrint("n1", NO_TOKEN, H14 + 5_000, "0.57", "4"),
          pmPrint("y1", YES_TOKEN, H14 + 10_000, "0.43", "2"),
        ],
      ],
      [60, [pmPrint("y2", YES_TOKEN, H14 + 59 * MIN + 1_000, "0.45", "1")]],
      [71, [pmPrint("n2", NO_TOKEN, H14 + 70 * MIN, "0.55", "3")]],
    ] as const) {
      await writeTrades(env.LAKE, "polymarket", H14 + cycle * MIN, [...prints], { status: "complete" });
    }
    const before = await Promise.all(
      ["yes", "no"].map(async (o) => (await (await get(url(o))).json()) as Body),
    );
    for (const hourMs of [H14, H14 + HOUR]) expect(await buildHour("polymarket", hourMs)).toContain("built");
    const after = await Promise.all(
      ["yes", "no"].map(async (o) => (await (await get(url(o, iso(H14 + 1_000)))).json()) as Body),
    );
    expect(after.map((b) => b.meta.tape.hour_summaries)).toEqual([2, 2]);
    expect(after.map((b) => b.data.candles)).toEqual(before.map((b) => b.data.candles));
    expect(after.map((b) => b.meta.trade_tape)).toEqual(before.map((b) => b.meta.trade_tape));
    expect(before.map((b) => b.data.candles.map((x) => x.trades?.count))).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });
});

describe("hours whose tape the retention has deleted", () => {
  // 40 days ago: past the tape's retention (30 days), within the Parquet files' (365).
  const OLD_DAY = Math.floor(Date.now() / DAY_MS) * DAY_MS - 40 * DAY_MS;
  const OLD_H10 = OLD_DAY + 10 * HOUR;
  const window = (fromMs: number, toMs: number) =>
    path(MARKET, `from=${iso(fromMs)}&to=${iso(toMs)}&resolution=1h`);

  it("are served from their summaries at 1h, and hours without one count against nothing", async () => {
    for (const minute of [0, 1, 30]) {
      await writeTape(env.LAKE, "kalshi", OLD_H10 + minute * MIN, minuteRows(minute), {
        status: "not_recorded",
      });
    }
    expect(await buildHour("kalshi", OLD_H10)).toContain("built");
    const before = (await (await get(window(OLD_H10, OLD_H10 + HOUR))).json()) as Body;
    expect(before.data.candles).toHaveLength(1);
    // The retention's work on the day: every object of its tape goes (the day has no Parquet file here).
    const tape = await env.LAKE.list({
      prefix: dayPrefix("kalshi", new Date(OLD_DAY).toISOString().slice(0, 10)),
    });
    expect(tape.objects.length).toBeGreaterThan(0);
    await env.LAKE.delete(tape.objects.map((o) => o.key));

    const res = await get(window(OLD_H10, OLD_H10 + HOUR));
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await res.json()) as Body;
    expect(after.data.candles).toStrictEqual(before.data.candles);
    expect(after.meta.tape.hour_summaries).toBe(1);

    // A week of hours, one of them summarised and none with tape left: one answer of 168 hours, not a
    // day of minutes' worth (24 hours) as hours with tape to read would be.
    const week = (await (await get(window(OLD_DAY, OLD_DAY + 8 * DAY_MS))).json()) as Body;
    expect(week.data.to).toBe(iso(OLD_DAY + 7 * DAY_MS));
    expect(week.data.candles).toStrictEqual(before.data.candles);
    expect(week.links.next).toBeDefined();
  });
});
