import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { writeIndexDistributionsParquet } from "../../src/indices/distributions-parquet.ts";
import { writeDayFile } from "../../src/lake/jobs/daily.ts";
import { applyRetention } from "../../src/lake/jobs/retention.ts";
import {
  dayParquetKey,
  dayPrefix,
  indexDayParquetKey,
  outcomesParquetKey,
  PARQUET_KINDS,
  parquetFileKey,
} from "../../src/lake/keys.ts";
import {
  dayExpiry,
  oldestKeptDate,
  type RetentionPolicy,
  retentionSetting,
} from "../../src/lake/retention.ts";
import { writeTape } from "../../src/lake/store/lake.ts";
import { readVenueCoverage } from "../../src/lake/store/lake-coverage.ts";
import { readParquetCatalog } from "../../src/lake/store/lake-reads.ts";
import { writeOutcomesParquet } from "../../src/outcomes/parquet.ts";
import { writePrintsParquet } from "../../src/outcomes/prints-parquet.ts";
import { get, problemSlug } from "../support/fetch.ts";
import { lakeRows } from "../support/lake.ts";
import { compactVenueDay, compactVenueDayFiles } from "./compaction-driver.ts";

/**
 * Retention at 2018-02-01 00:15 UTC with the tape kept 10 days and the Parquet file 20: the tape is
 * kept from 2018-01-22 and the file from 2018-01-12, those boundary days included.
 */
const VENUE = "polymarket";
const NOW = Date.parse("2018-02-01T00:15:00Z");
const POLICY: RetentionPolicy = { tapeDays: 10, parquetDays: 20 };
const DAY_MS = 86_400_000;

/** Day → which of its Parquet files (quotes, books, trades) it gets before retention runs. */
const DAYS = {
  "2018-01-10": "all", // past the Parquet retention: deleted whole
  "2018-01-11": "all", // likewise
  "2018-01-12": "all", // Parquet boundary: tape deleted, files kept
  "2018-01-15": "none", // tape past retention but never compacted: kept whole
  "2018-01-18": "no_trades", // tape past retention, its trade file missing: kept whole
  "2018-01-21": "all", // last day before the tape boundary: tape deleted, files kept
  "2018-01-22": "all", // tape boundary: kept whole
  "2018-01-25": "none", // recent: kept whole
} as const;
type Day = keyof typeof DAYS;
const days = Object.keys(DAYS) as Day[];

/** A day's Parquet files, as a listing of its prefix sorts them. */
const filesOf = (date: string) => PARQUET_KINDS.map((kind) => parquetFileKey(kind, VENUE, date)).sort();

const keysOf = async (date: string) =>
  (await env.LAKE.list({ prefix: dayPrefix(VENUE, date) })).objects.map((o) => o.key).sort();

/** Objects of each day before retention: 3 snapshots × (tape + index) + manifest (+ Parquet files). */
const before: Partial<Record<Day, string[]>> = {};

beforeAll(async () => {
  for (const date of days) {
    for (const hhmm of ["0100", "0200", "0300"]) {
      const at = Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`);
      await writeTape(env.LAKE, VENUE, at, lakeRows(3, VENUE), { status: "not_recorded" });
    }
    const later = Date.parse(date) + 2 * DAY_MS;
    if (DAYS[date] === "all") {
      expect((await compactVenueDayFiles(VENUE, date, later)).status).toBe("compacted");
      const outcomes = (venue: string, day: string) => writeOutcomesParquet(env, venue, day);
      expect(await writeDayFile(env.LAKE, "outcomes", outcomes, VENUE, date)).toMatchObject({
        status: "written",
      });
      // The indices' two day files: one object a day, of no venue, listed under the venue's day.
      const distributions = (_venue: string, day: string) => writeIndexDistributionsParquet(env, day);
      const prints = (_venue: string, day: string) => writePrintsParquet(env, day);
      for (const [kind, write] of [
        ["index_distributions", distributions],
        ["official_prints", prints],
      ] as const) {
        expect(await writeDayFile(env.LAKE, kind, write, VENUE, date)).toMatchObject({ status: "written" });
      }
    }
    if (DAYS[date] === "no_trades") {
      for (const kind of ["quotes", "books"] as const) {
        expect((await compactVenueDay(VENUE, date, later, undefined, kind)).status).toBe("compacted");
      }
    }
    before[date] = await keysOf(date);
  }
}, 60_000);

describe("the retention setting", () => {
  it("defaults to 30 days of tape and 365 of Parquet; 0 or empty keeps forever", () => {
    expect(retentionSetting({})).toStrictEqual({ ok: true, policy: { tapeDays: 30, parquetDays: 365 } });
    expect(retentionSetting({ LAKE_RETENTION_DAYS: "0", LAKE_PARQUET_RETENTION_DAYS: "" })).toStrictEqual({
      ok: true,
      policy: { tapeDays: null, parquetDays: null },
    });
    expect(retentionSetting({ LAKE_RETENTION_DAYS: "7", LAKE_PARQUET_RETENTION_DAYS: "0" })).toStrictEqual({
      ok: true,
      policy: { tapeDays: 7, parquetDays: null },
    });
  });

  it("refuses what is not a whole number of days, or a Parquet retention shorter than the tape's", () => {
    for (const raw of ["-1", "30d", "1.5", "thirty", "36501"]) {
      const setting = retentionSetting({ LAKE_RETENTION_DAYS: raw });
      expect(setting.ok, raw).toBe(false);
      if (!setting.ok) expect(setting.error).toContain("LAKE_RETENTION_DAYS");
    }
    expect(retentionSetting({ LAKE_RETENTION_DAYS: "30", LAKE_PARQUET_RETENTION_DAYS: "10" }).ok).toBe(false);
    expect(retentionSetting({ LAKE_RETENTION_DAYS: "0", LAKE_PARQUET_RETENTION_DAYS: "365" }).ok).toBe(false);
  });

  it("keeps the boundary day and deletes the one before it", () => {
    expect(oldestKeptDate(10, NOW)).toBe("2018-01-22");
    expect(oldestKeptDate(null, NOW)).toBeNull();
    expect(dayExpiry("2018-01-22", POLICY, NOW)).toBe("kept");
    expect(dayExpiry("2018-01-21", POLICY, NOW)).toBe("tape_expired");
    expect(dayExpiry("2018-01-12", POLICY, NOW)).toBe("tape_expired");
    expect(dayExpiry("2018-01-11", POLICY, NOW)).toBe("expired");
  });
});

describe("a retention run", () => {
  it("stops at its delete budget and the next run finishes the work", async () => {
    const first = await applyRetention(env.LAKE, VENUE, POLICY, NOW, 5);
    expect(first.budget_exhausted).toBe(true);
    expect(first.objects_deleted).toBe(5);
    expect(first.deleted).toStrictEqual([]);
    const second = await applyRetention(env.LAKE, VENUE, POLICY, NOW);
    expect(second.budget_exhausted).toBe(false);
    expect(second.deleted).toStrictEqual(["2018-01-10", "2018-01-11"]);
    expect(second.tape_deleted).toStrictEqual(["2018-01-12", "2018-01-21"]);
    expect(second.kept_uncompacted).toStrictEqual(["2018-01-15", "2018-01-18"]);
    // The compactions committed the days to the Iceberg tables. 2018-01-10's removal expired every
    // snapshot before it (all older than 7 days), so nothing kept lists its files; 2018-01-11's are
    // still listed by that removal's snapshot (time travel) and stay until it expires.
    expect(second.files_deleted).toStrictEqual(["2018-01-10"]);
    expect(second.files_kept).toStrictEqual(["2018-01-11"]);
    // 2018-01-10 whole (7 tape objects, 3 Parquet files and the day's rounds file), 2018-01-11's tape,
    // both removed days' outcomes, index distributions and official prints files (no Iceberg table
    // lists them), 2 tapes of 7; the first run's 5 are not counted twice.
    expect(first.objects_deleted + second.objects_deleted).toBe(7 + 3 + 1 + 7 + 2 * 3 + 2 * 7);
    for (const [date, kept] of [
      ["2018-01-10", false],
      ["2018-01-11", false],
      ["2018-01-12", true],
    ] as const) {
      for (const key of [
        outcomesParquetKey(VENUE, date),
        indexDayParquetKey("index_distributions", date),
        indexDayParquetKey("official_prints", date),
      ]) {
        expect(await env.LAKE.head(key), `${key}`).toSatisfy((o) => (o !== null) === kept);
      }
    }
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    expect(Object.keys(catalogue.outcomes ?? {}).filter((d) => d.startsWith("2018-"))).toStrictEqual([
      "2018-01-12",
      "2018-01-21",
      "2018-01-22",
    ]);
  });

  it("deletes only what is older than each retention", async () => {
    expect(await keysOf("2018-01-10")).toStrictEqual([]);
    expect(await keysOf("2018-01-11")).toStrictEqual(filesOf("2018-01-11"));
    for (const date of ["2018-01-12", "2018-01-21"]) expect(await keysOf(date)).toStrictEqual(filesOf(date));
    for (const kept of ["2018-01-15", "2018-01-18", "2018-01-22", "2018-01-25"] as const) {
      expect(await keysOf(kept), kept).toStrictEqual(before[kept]);
    }
    expect(before["2018-01-22"]).toHaveLength(10);
    expect(before["2018-01-18"]).toHaveLength(9);
  });

  it("deletes a day's tape only once all of its Parquet files exist", async () => {
    const day = "2018-01-18";
    expect(await env.LAKE.head(dayParquetKey(VENUE, day))).not.toBeNull();
    expect(await env.LAKE.head(parquetFileKey("books", VENUE, day))).not.toBeNull();
    expect(await env.LAKE.head(parquetFileKey("trades", VENUE, day))).toBeNull();
    // The day has no trade tape: its trade file is written without rows, and then the tape can go.
    const trades = await compactVenueDay(VENUE, day, NOW, undefined, "trades");
    expect(trades).toMatchObject({ status: "compacted", parquet: { rows: 0 } });
    const after = await applyRetention(env.LAKE, VENUE, POLICY, NOW);
    expect(after.tape_deleted).toStrictEqual([day]);
    expect(after.kept_uncompacted).toStrictEqual(["2018-01-15"]);
    expect(await keysOf(day)).toStrictEqual(filesOf(day));
  });

  it("drops deleted files from the catalogue and keeps the others", async () => {
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    const compacted = Object.keys(catalogue.days).filter((date) => date.startsWith("2018-"));
    expect(compacted).toStrictEqual(["2018-01-12", "2018-01-18", "2018-01-21", "2018-01-22"]);
    for (const member of [catalogue.books, catalogue.trades]) {
      const files = Object.keys(member ?? {}).filter((date) => date.startsWith("2018-"));
      expect(files).toStrictEqual(["2018-01-12", "2018-01-18", "2018-01-21", "2018-01-22"]);
    }
  });

  it("is idempotent: a second run deletes nothing more", async () => {
    const again = await applyRetention(env.LAKE, VENUE, POLICY, NOW);
    expect(again.objects_deleted).toBe(0);
    expect(again.deleted).toStrictEqual([]);
    expect(again.files_deleted).toStrictEqual([]);
    expect(again.files_kept).toStrictEqual(["2018-01-11"]);
    expect(again.tape_deleted).toStrictEqual([]);
    expect(again.kept_uncompacted).toStrictEqual(["2018-01-15"]);
  });

  it("answers a day whose tape is gone as without tape (404), and still serves its Parquet file", async () => {
    const base = `/api/v1/lake/venues/${VENUE}`;
    const snapshots = await get(`${base}/snapshots?date=2018-01-12`);
    expect(snapshots.status).toBe(404);
    expect(await problemSlug(snapshots)).toBe("lake-date-not-found");
    const file = await get(`${base}/days/2018-01-12/parquet`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    for (const name of ["books.parquet", "trades.parquet"]) {
      const other = await get(`${base}/days/2018-01-12/${name}`);
      expect(other.status, name).toBe(200);
      expect((await other.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // A removed day is gone from the API at once, its files kept for the tables' time travel or not.
    for (const date of ["2018-01-10", "2018-01-11"]) {
      for (const name of ["parquet", "books.parquet", "trades.parquet"]) {
        const gone = await get(`${base}/days/${date}/${name}`);
        expect(gone.status, `${date} ${name}`).toBe(404);
        expect(await problemSlug(gone)).toBe("lake-parquet-not-found");
      }
    }
    const venue = (await (await get(base)).json()) as {
      data: { dates: string[]; days: { date: string }[] };
    };
    const listed = venue.data.dates.filter((date) => date.startsWith("2018-"));
    expect(listed[0]).toBe("2018-01-12");
    expect(venue.data.days.map((d) => d.date).filter((date) => date.startsWith("2018-"))).toStrictEqual(
      listed,
    );
  });
});

describe("a venue whose oldest days kept only their Parquet files", () => {
  const OLD = ["2017-03-01", "2017-03-02", "2017-03-03", "2017-03-04", "2017-03-05", "2017-03-06"];
  const KEPT = "2017-03-07";

  it("still reports its first snapshot: the first day with tape", async () => {
    for (const date of [...OLD, KEPT]) {
      await writeTape(env.LAKE, "kalshi", Date.parse(`${date}T01:00:00Z`), lakeRows(2, "kalshi"), {
        status: "not_recorded",
      });
      const compacted = await compactVenueDayFiles("kalshi", date, Date.parse(date) + 2 * DAY_MS);
      expect(compacted.status).toBe("compacted");
    }
    const now = Date.parse(`${KEPT}T00:15:00Z`) + 10 * DAY_MS;
    const report = await applyRetention(env.LAKE, "kalshi", { tapeDays: 10, parquetDays: 100 }, now);
    expect(report.tape_deleted).toStrictEqual(OLD);
    const coverage = await readVenueCoverage(env.LAKE, "kalshi");
    expect(coverage.dates.slice(0, OLD.length + 1)).toStrictEqual([...OLD, KEPT]);
    expect(coverage.first).toStrictEqual({ date: KEPT, at: "0100" });
  });
});
