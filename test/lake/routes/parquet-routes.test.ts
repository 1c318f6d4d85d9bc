import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import { writeBasisParquet } from "../../../src/equivalence/jobs/basis-parquet.ts";
import { writeIndexDistributionsParquet } from "../../../src/indices/distributions-parquet.ts";
import { previousUtcDate, runLakeDailyJob } from "../../../src/lake/jobs/daily.ts";
import { isLakeDailyMinute, isLakeSweepMinute } from "../../../src/lake/jobs/schedule.ts";
import { dayParquetKey, PARQUET_KINDS, type ParquetKind, parquetFileKey } from "../../../src/lake/keys.ts";
import type { VenueSchema } from "../../../src/lake/routes/schema.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { readParquetCatalog } from "../../../src/lake/store/lake-reads.ts";
import { writeTrades } from "../../../src/lake/store/lake-trades.ts";
import type { TradeRow } from "../../../src/lake/trades.ts";
import { writeOutcomesParquet } from "../../../src/outcomes/parquet.ts";
import { writePrintsParquet } from "../../../src/outcomes/prints-parquet.ts";
import worker from "../../../src/worker.ts";
import { get, getJson, problemSlug, readProblem, type V1 } from "../../support/fetch.ts";
import { call, createKey } from "../../support/keys.ts";
import { eventually, failingBucket, fetchWith, lakeRows, refresh } from "../../support/lake.ts";
import { simulatorHost } from "../../support/simulator.ts";
import { drain, recordingDeps } from "../compaction-driver.ts";

/**
 * The Parquet files through the API: listed per day in the venue resource, downloaded with their type,
 * entity tag and cache lifetime, and made by the daily job or the operator's refresh.
 */
const VENUE = "polymarket";
const BASE = `/api/v1/lake/venues/${VENUE}`;
const COMPACTED = "2019-07-01";
const OPERATOR_DAY = "2019-07-02";
const OPEN = "2019-07-03";
const parquetPath = (date: string) => `${BASE}/days/${date}/parquet`;
const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`);

/** Retention that keeps everything, so this file's daily job deletes no other file's days. */
const KEEP_FOREVER = { LAKE_RETENTION_DAYS: "0", LAKE_PARQUET_RETENTION_DAYS: "0" };

/** A print of the minute starting at `cycle`. */
const print = (cycle: number, i: number): TradeRow => ({
  trade_id: `p-${i}`,
  market_id: "0xabc",
  token_id: "123",
  outcome: "Yes",
  price: "0.42",
  size: `${i}.5`,
  taker_side: "buy",
  venue_time: new Date(cycle - 30_000 + i).toISOString(),
  received_at: new Date(cycle + 900).toISOString(),
});
/** Prints taped on each seeded day: 3 at 08:00, 2 at 08:01. */
const PRINTS = 5;

beforeAll(async () => {
  const complete = { status: "not_recorded" } as const;
  for (const date of [COMPACTED, OPERATOR_DAY, OPEN]) {
    await writeTape(env.LAKE, VENUE, at(date, "0800"), lakeRows(6, VENUE), complete);
    await writeTape(env.LAKE, VENUE, at(date, "0801"), lakeRows(4, VENUE), complete);
    for (const [hhmm, count] of [
      ["0800", 3],
      ["0801", 2],
    ] as const) {
      const cycle = at(date, hhmm);
      const prints = Array.from({ length: count }, (_, i) => print(cycle, i + 1));
      await writeTrades(env.LAKE, VENUE, cycle, prints, { status: "complete" });
    }
  }
});

describe("the daily job", () => {
  it("runs at 00:15 UTC and compacts the day before for every venue", async () => {
    const nowMs = Date.parse(`${OPEN}T00:15:00Z`);
    expect(isLakeDailyMinute(nowMs)).toBe(true);
    expect(isLakeDailyMinute(nowMs + 60_000)).toBe(false);
    expect(isLakeDailyMinute(nowMs + 3_600_000)).toBe(false);
    // Every other hour's minute 15 sweeps stale compaction jobs instead.
    expect(isLakeSweepMinute(nowMs)).toBe(false);
    expect(isLakeSweepMinute(nowMs + 3_600_000)).toBe(true);
    expect(isLakeSweepMinute(nowMs + 3_660_000)).toBe(false);
    expect(previousUtcDate(nowMs)).toBe(OPERATOR_DAY);
    const deps = recordingDeps(Date.parse(`${OPERATOR_DAY}T00:15:00Z`));
    const outcomes = (venue: string, date: string) => writeOutcomesParquet(env, venue, date);
    const dailyMs = Date.parse(`${OPERATOR_DAY}T00:15:00Z`);
    const basis = (venue: string, date: string) => writeBasisParquet(env, venue, date, dailyMs);
    // And the indices' committed distributions and the official prints of that day, one object each.
    const index_distributions = (_venue: string, date: string) => writeIndexDistributionsParquet(env, date);
    const official_prints = (_venue: string, date: string) => writePrintsParquet(env, date);
    const report = await runLakeDailyJob(env, KEEP_FOREVER, dailyMs, deps, {
      outcomes,
      basis,
      index_distributions,
      official_prints,
    });
    const polymarket = report.compaction.filter((c) => c.venue === VENUE);
    // With the compaction, the outcomes committed that day (none here: a file without rows).
    expect(report.day_files).toContainEqual({
      venue: VENUE,
      date: COMPACTED,
      file: "outcomes",
      status: "written",
      rows: 0,
    });
    // And the equivalence pairs' minute basis of that day (no pair here: a file without rows).
    expect(report.day_files).toContainEqual({
      venue: VENUE,
      date: COMPACTED,
      file: "basis",
      status: "written",
      rows: 0,
    });
    for (const file of ["index_distributions", "official_prints"]) {
      expect(report.day_files).toContainEqual({
        venue: VENUE,
        date: COMPACTED,
        file,
        status: "written",
        rows: 0,
      });
      expect(report.day_files).toContainEqual({
        venue: "kalshi",
        date: COMPACTED,
        file,
        status: "written",
        rows: 0,
      });
    }
    expect(polymarket).toMatchObject([
      { date: COMPACTED, file: "quotes", status: "enqueued", snapshots: 2 },
      // Two minute folders (the trades objects'), the same for the book file's job.
      { date: COMPACTED, file: "books", status: "enqueued", snapshots: 2 },
      { date: COMPACTED, file: "trades", status: "enqueued", snapshots: 2 },
    ]);
    expect(deps.queue).toContainEqual(
      expect.objectContaining({ kind: "parquet_step", venue: VENUE, step: 0 }),
    );
    expect(await drain(deps)).toContain("compacted");
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    expect(catalogue.days[COMPACTED]?.rows).toBe(10);
    expect(catalogue.books?.[COMPACTED]?.rows).toBe(0);
    expect(catalogue.trades?.[COMPACTED]?.rows).toBe(PRINTS);
    expect(report.retention).toStrictEqual([
      expect.objectContaining({ venue: "kalshi", objects_deleted: 0 }),
      expect.objectContaining({ venue: "polymarket", objects_deleted: 0 }),
    ]);
  });

  it("refuses an invalid retention setting, deleting nothing", async () => {
    const report = await runLakeDailyJob(
      env,
      { LAKE_RETENTION_DAYS: "30 days" },
      at(OPERATOR_DAY, "0015"),
      recordingDeps(at(OPERATOR_DAY, "0015")),
    );
    expect(report.retention).toStrictEqual({ error: expect.stringContaining("LAKE_RETENTION_DAYS") });
    expect(report.compaction.find((c) => c.venue === VENUE)?.status).toBe("already_compacted");
  });
});

describe("the cron trigger", () => {
  it("runs the daily job on its 00:15 UTC tick, after that minute's price cycle", async () => {
    const day = "2019-07-04";
    await writeTape(env.LAKE, VENUE, at(day, "1200"), lakeRows(3, VENUE), { status: "not_recorded" });
    const scheduledTime = Date.parse("2019-07-05T00:15:00Z");
    const sim = simulatorHost("lake-cron");
    await sim.pinClock(scheduledTime + 3_000);
    const ctx = createExecutionContext();
    const bindings = { ...sim.bind(env), ...KEEP_FOREVER };
    await worker.scheduled(createScheduledController({ scheduledTime, cron: "* * * * *" }), bindings, ctx);
    await waitOnExecutionContext(ctx);
    // The tick enqueued the day's steps on the lake queue; its consumer (this Worker) runs them.
    const stored = await eventually(() => env.LAKE.head(dayParquetKey(VENUE, day)));
    expect(stored?.customMetadata?.rows).toBe("3");
  });

  it("leaves the lake alone on every other tick", async () => {
    const day = "2019-07-06";
    await writeTape(env.LAKE, VENUE, at(day, "1200"), lakeRows(3, VENUE), { status: "not_recorded" });
    const scheduledTime = Date.parse("2019-07-07T00:16:00Z");
    const sim = simulatorHost("lake-cron");
    await sim.pinClock(scheduledTime + 3_000);
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime, cron: "* * * * *" }),
      sim.bind(env),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await env.LAKE.head(dayParquetKey(VENUE, day))).toBeNull();
  });
});

describe("POST /api/refresh?plane=lake-compact", () => {
  it("enqueues the named closed day's compaction, then skips it once compacted", async () => {
    const res = await refresh(`plane=lake-compact&date=${OPERATOR_DAY}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { type: string; venues: { venue: string; status: string }[] };
    };
    expect(body.data.type).toBe("lake_compaction");
    expect(body.data.venues.find((v) => v.venue === VENUE)?.status).toBe("enqueued");
    expect(await eventually(() => env.LAKE.head(dayParquetKey(VENUE, OPERATOR_DAY)))).not.toBeNull();
    const again = (await (await refresh(`plane=lake-compact&date=${OPERATOR_DAY}`)).json()) as typeof body;
    expect(again.data.venues.find((v) => v.venue === VENUE)?.status).toBe("already_compacted");
  });

  it("refuses a missing, malformed or repeated date, and a date with another plane", async () => {
    for (const query of [
      "plane=lake-compact",
      "plane=lake-compact&date=2019-02-30",
      "plane=lake-compact&date=20190701",
      `plane=lake-compact&date=${COMPACTED}&date=${OPERATOR_DAY}`,
      `plane=news&date=${COMPACTED}`,
    ]) {
      const res = await refresh(query);
      expect(res.status, query).toBe(400);
      expect((await readProblem(res)).type, query).toMatch(/#invalid-parameter$/);
    }
  });
});

describe("the venue resource", () => {
  it("lists each day with its Parquet file or null, and states the retention", async () => {
    const { res, body } = await getJson<V1<typeof VenueSchema>>(BASE);
    expect(res.status).toBe(200);
    const day = (date: string) => body.data.days.find((d) => d.date === date);
    const head = await env.LAKE.head(dayParquetKey(VENUE, COMPACTED));
    const booksHead = await env.LAKE.head(parquetFileKey("books", VENUE, COMPACTED));
    const tradesHead = await env.LAKE.head(parquetFileKey("trades", VENUE, COMPACTED));
    expect(day(COMPACTED)).toStrictEqual({
      date: COMPACTED,
      parquet: {
        key: `lake/${VENUE}/${COMPACTED}/day.parquet`,
        bytes: head?.size,
        rows: 10,
        created_at: `${OPERATOR_DAY}T00:15:00Z`,
      },
      // The seeded days have no book tape: their book file has no rows.
      books_parquet: {
        key: `lake/${VENUE}/${COMPACTED}/books.parquet`,
        bytes: booksHead?.size,
        rows: 0,
        created_at: `${OPERATOR_DAY}T00:15:00Z`,
      },
      trades_parquet: {
        key: `lake/${VENUE}/${COMPACTED}/trades.parquet`,
        bytes: tradesHead?.size,
        rows: PRINTS,
        created_at: `${OPERATOR_DAY}T00:15:00Z`,
      },
      outcomes_parquet: {
        key: `lake-outcomes/${VENUE}/${COMPACTED}/outcomes.parquet`,
        bytes: (await env.LAKE.head(`lake-outcomes/${VENUE}/${COMPACTED}/outcomes.parquet`))?.size,
        rows: 0,
        created_at: expect.any(String),
      },
      basis_parquet: {
        key: `lake-basis/${VENUE}/${COMPACTED}/basis.parquet`,
        bytes: (await env.LAKE.head(`lake-basis/${VENUE}/${COMPACTED}/basis.parquet`))?.size,
        rows: 0,
        created_at: expect.any(String),
      },
      index_distributions_parquet: {
        key: `lake-indices/${COMPACTED}/distributions.parquet`,
        bytes: (await env.LAKE.head(`lake-indices/${COMPACTED}/distributions.parquet`))?.size,
        rows: 0,
        created_at: expect.any(String),
      },
      official_prints_parquet: {
        key: `lake-indices/${COMPACTED}/prints.parquet`,
        bytes: (await env.LAKE.head(`lake-indices/${COMPACTED}/prints.parquet`))?.size,
        rows: 0,
        created_at: expect.any(String),
      },
      links: {
        snapshots: `${BASE}/snapshots?date=${COMPACTED}`,
        parquet: parquetPath(COMPACTED),
        books_parquet: `${BASE}/days/${COMPACTED}/books.parquet`,
        trades_parquet: `${BASE}/days/${COMPACTED}/trades.parquet`,
        outcomes_parquet: `${BASE}/days/${COMPACTED}/outcomes.parquet`,
        basis_parquet: `${BASE}/days/${COMPACTED}/basis.parquet`,
        index_distributions_parquet: `${BASE}/days/${COMPACTED}/index-distributions.parquet`,
        official_prints_parquet: `${BASE}/days/${COMPACTED}/official-prints.parquet`,
      },
    });
    expect(day(OPEN)?.parquet).toBeNull();
    expect(day(OPEN)?.books_parquet).toBeNull();
    expect(day(OPEN)?.trades_parquet).toBeNull();
    expect(day(OPEN)?.links).toStrictEqual({ snapshots: `${BASE}/snapshots?date=${OPEN}` });
    expect(body.data.days.map((d) => d.date)).toStrictEqual(body.data.dates);
    expect(body.data.retention).toMatchObject({ tape_days: 30, parquet_days: 365 });
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    expect(body.data.retention.tape_kept_from).toBe(
      new Date(today - 30 * 86_400_000).toISOString().slice(0, 10),
    );
  });
});

describe("GET /api/v1/lake/venues/{venue}/days/{date}/parquet", () => {
  it("serves the stored file with its type, entity tag and cache lifetime", async () => {
    const res = await get(parquetPath(COMPACTED));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/vnd.apache.parquet");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${VENUE}-${COMPACTED}.parquet"`,
    );
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    const stored = await env.LAKE.get(dayParquetKey(VENUE, COMPACTED));
    expect(res.headers.get("ETag")).toBe(stored?.httpEtag);
    const bytes = await res.arrayBuffer();
    expect(new Uint8Array(bytes)).toStrictEqual(
      new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0)),
    );
    expect(await parquetReadObjects({ file: bytes })).toHaveLength(10);
  });

  it("answers one byte range with 206, so a remote reader fetches only what it needs", async () => {
    const whole = new Uint8Array(await (await get(parquetPath(COMPACTED))).arrayBuffer());
    const size = whole.byteLength;
    const ranged = (range: string) => get(parquetPath(COMPACTED), { headers: { Range: range } });

    const head = await ranged("bytes=0-3");
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Range")).toBe(`bytes 0-3/${size}`);
    expect(head.headers.get("Content-Length")).toBe("4");
    expect(new TextDecoder().decode(await head.arrayBuffer())).toBe("PAR1");

    const tail = await ranged("bytes=-8");
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe(`bytes ${size - 8}-${size - 1}/${size}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toStrictEqual(whole.slice(size - 8));

    for (const range of ["bytes=0-1,4-5", `bytes=${size}-`, "bytes=5-2", "items=0-3"]) {
      const res = await ranged(range);
      expect(res.status, range).toBe(200);
      expect((await res.arrayBuffer()).byteLength, range).toBe(size);
    }

    // hyparquet reading over ranges alone (footer, then column chunks) finds every row.
    let reads = 0;
    const remote = {
      byteLength: size,
      slice: async (start: number, end = size) => {
        reads++;
        const res = await ranged(`bytes=${start}-${end - 1}`);
        expect(res.status).toBe(206);
        return res.arrayBuffer();
      },
    };
    expect(await parquetReadObjects({ file: remote })).toHaveLength(10);
    expect(reads).toBeGreaterThan(1);
  });

  it("answers 304 to its own entity tag", async () => {
    const first = await get(parquetPath(COMPACTED));
    const etag = first.headers.get("ETag") ?? "";
    await first.arrayBuffer();
    const again = await get(parquetPath(COMPACTED), { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
  });

  it("answers 404 lake-parquet-not-found for a day not compacted or never collected", async () => {
    for (const date of [OPEN, "2019-07-20"]) {
      const res = await get(parquetPath(date));
      expect(res.status, date).toBe(404);
      expect(await problemSlug(res), date).toBe("lake-parquet-not-found");
    }
  });

  it("answers a malformed or impossible date with a 400 problem naming the parameter", async () => {
    for (const date of ["2019-02-30", "2019-7-1", "yesterday", "2019-07-01T00:00:00Z"]) {
      const res = await get(parquetPath(encodeURIComponent(date)));
      expect(res.status, date).toBe(400);
      const problem = await readProblem(res);
      expect(problem.type, date).toMatch(/#invalid-parameter$/);
      expect(JSON.stringify(problem), date).toContain("date");
    }
  });

  it("keeps the lake plane's venue rules and storage failures", async () => {
    expect(await problemSlug(await get(`/api/v1/lake/venues/nowhere/days/${COMPACTED}/parquet`))).toBe(
      "venue-not-found",
    );
    const excluded = await fetchWith({ LAKE_ALLOWED_VENUES: "kalshi" }, parquetPath(COMPACTED));
    expect(await problemSlug(excluded)).toBe("venue-excluded");
    const failing = await fetchWith({ LAKE: failingBucket() }, parquetPath(COMPACTED));
    expect(failing.status).toBe(503);
    expect(failing.headers.get("Retry-After")).toBe("30");
  });
});

/** The download routes of the book and trade files: the quote file's rules, each its own file. */
const MINUTE_FILES = [
  { kind: "books", name: "books.parquet", rows: 0 },
  { kind: "trades", name: "trades.parquet", rows: PRINTS },
] as const satisfies { kind: ParquetKind; name: string; rows: number }[];

describe.each(MINUTE_FILES)("GET /api/v1/lake/venues/{venue}/days/{date}/$name", ({ kind, name, rows }) => {
  const path = (date: string) => `${BASE}/days/${date}/${name}`;

  it("serves the stored file with its type, name, entity tag and cache lifetime", async () => {
    const res = await get(path(COMPACTED));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/vnd.apache.parquet");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${VENUE}-${COMPACTED}-${kind}.parquet"`,
    );
    const stored = await env.LAKE.get(parquetFileKey(kind, VENUE, COMPACTED));
    expect(res.headers.get("ETag")).toBe(stored?.httpEtag);
    const bytes = await res.arrayBuffer();
    expect(new Uint8Array(bytes)).toStrictEqual(
      new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0)),
    );
    expect(await parquetReadObjects({ file: bytes })).toHaveLength(rows);
  });

  it("answers 304 to its own entity tag, and a byte range with 206", async () => {
    const first = await get(path(COMPACTED));
    const etag = first.headers.get("ETag") ?? "";
    const size = (await first.arrayBuffer()).byteLength;
    const again = await get(path(COMPACTED), { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    const tail = await get(path(COMPACTED), { headers: { Range: "bytes=-4" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    expect(new TextDecoder().decode(await tail.arrayBuffer())).toBe("PAR1");
  });

  it("answers 404 lake-parquet-not-found before the day is compacted, naming the venue's days", async () => {
    for (const date of [OPEN, "2019-07-20"]) {
      const res = await get(path(date));
      expect(res.status, date).toBe(404);
      const problem = await readProblem(res);
      expect(problem.type, date).toMatch(/#lake-parquet-not-found$/);
      expect(problem.detail, date).toContain(`days[].${kind}_parquet`);
    }
  });

  it("needs the lake:read scope", async () => {
    const { key: without } = await createKey({ scopes: ["markets:read"] });
    const refused = await call(path(COMPACTED), { headers: { "X-API-Key": without } });
    expect(refused.status).toBe(403);
    expect((await readProblem(refused)).detail).toBe(
      "This API key lacks the lake:read scope of the lake plane, which is open without a key: read it without one, or with a key that has lake:read.",
    );
    const { key: lake } = await createKey({ scopes: ["lake:read"] });
    const allowed = await call(path(COMPACTED), { headers: { "X-API-Key": lake } });
    expect(allowed.status).toBe(200);
    await allowed.arrayBuffer();
  });

  it("keeps the lake plane's venue rules and answers a bad date with a 400 problem", async () => {
    const unknown = await get(`/api/v1/lake/venues/nowhere/days/${COMPACTED}/${name}`);
    expect(await problemSlug(unknown)).toBe("venue-not-found");
    const bad = await get(path("2019-02-30"));
    expect(bad.status).toBe(400);
    expect((await readProblem(bad)).type).toMatch(/#invalid-parameter$/);
  });
});

describe("the day's files together", () => {
  it("are one per kind, each compacted from its own tape", async () => {
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    const keys = PARQUET_KINDS.map((kind) => parquetFileKey(kind, VENUE, COMPACTED));
    expect(new Set(keys).size).toBe(3);
    expect(
      [catalogue.days, catalogue.books, catalogue.trades].map((files) => files?.[COMPACTED]?.key),
    ).toStrictEqual(keys);
  });
});
