/**
 * The lake's Iceberg tables read by engines pix did not write: a local pix compacts two venues' closed
 * day (quotes, books, trades; the hour summaries and rounds written for the tables), its daily job
 * commits every table at once, and icebird (with hyparquet) reads each table over HTTP through the
 * lake's Iceberg route: every table of both venues equals the lake's own Parquet files and the REST
 * routes; a second commit of the day is the same day; the retention's removal is a commit whose
 * previous snapshot still reads the day (time travel); the simulator's REST catalog receives the same
 * days through the catalog API.
 */
import { createServer } from "node:net";
import { parquetReadObjects } from "hyparquet";
import { IcebergRestCatalog } from "iceberg-js";
import { icebergManifests, icebergMetadata, icebergRead } from "icebird";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../../scripts/lib/local-pix.ts";
import { type SimulatorServer, startSimulatorServer } from "../../../simulator/server.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { loadPathTable } from "../../../src/lake/iceberg/commit.ts";
import { hoursParquetKey, roundsParquetKey } from "../../../src/lake/iceberg/files.ts";
import { restPartitions } from "../../../src/lake/iceberg/rest.ts";
import { ICEBERG_TABLES, icebergTable } from "../../../src/lake/iceberg/tables.ts";
import { type HourBuildMessage, runHourBuildStep } from "../../../src/lake/jobs/hour-summary.ts";
import { commitPartition, removeIcebergDay } from "../../../src/lake/jobs/iceberg.ts";
import { parquetFileKey } from "../../../src/lake/keys.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { indexBooks, writeBooks } from "../../../src/lake/store/lake-books.ts";
import { writeTrades } from "../../../src/lake/store/lake-trades.ts";
import { lakeRows } from "../../support/lake-rows.ts";

const VENUES = ["kalshi", "polymarket"] as const;
const DAY_MS = 86_400_000;
/** Two days before today (UTC): closed, its hours and rounds complete, inside every retention. */
const DATE = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 2 * DAY_MS).toISOString().slice(0, 10);
const CYCLES = [Date.parse(`${DATE}T08:00:00Z`), Date.parse(`${DATE}T08:05:00Z`)];
const WAREHOUSE = "acct_pix-lake-local";

let pix: LocalPix;
let sim: SimulatorServer;
let bucket: R2Bucket;
let base: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const api = (path: string) => fetch(`${pix.url}${path}`);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const plain = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : iso(v)]));
const read = (table: string, metadataFileName?: string) =>
  icebergRead({ tableUrl: `${base}/${table}`, ...(metadataFileName ? { metadataFileName } : {}) }).then(
    (rows) => rows.map(plain),
  );
async function listed(table: string, metadataFileName?: string) {
  const metadata = await icebergMetadata({
    tableUrl: `${base}/${table}`,
    ...(metadataFileName ? { metadataFileName } : {}),
  });
  return (await icebergManifests(metadata))
    .flatMap((m) => m.entries)
    .filter((e) => e.status !== 2)
    .map((e) => ({ path: String(e.data_file.file_path), rows: Number(e.data_file.record_count) }));
}
async function stored(key: string) {
  const object = await bucket.get(key);
  if (!object) throw new Error(`no ${key}`);
  return (await parquetReadObjects({ file: await object.arrayBuffer() })).map(plain);
}

beforeAll(async () => {
  sim = await startSimulatorServer({ port: 0 });
  const port = await freePort();
  base = `http://127.0.0.1:${port}/api/v1/lake/iceberg`;
  pix = await startLocalPix({
    port,
    progress: () => {},
    secrets: { ...TEST_SECRETS, ICEBERG_CATALOG_TOKEN: "catalog-token" },
    vars: {
      LAKE_ICEBERG_BASE_URL: base,
      ICEBERG_CATALOG_URI: `${sim.url}/iceberg`,
      ICEBERG_CATALOG_WAREHOUSE: WAREHOUSE,
    },
  });
  bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
  await seedCatalog(db);
  const symbol = ((await db.prepare("SELECT symbol FROM instruments LIMIT 1").first()) as { symbol: string })
    .symbol;
  for (const [i, cycle] of CYCLES.entries()) {
    const roundId = new Date(cycle).toISOString().replace(".000Z", "Z");
    await db
      .prepare(
        "INSERT INTO rounds (symbol, round_id, value_decimal, value, computed_at, tape_keys) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(
        symbol,
        roundId,
        `101.2${i}`,
        101.2 + i / 100,
        roundId,
        JSON.stringify([`lake/kalshi/${DATE}/0800`]),
      )
      .run();
    for (const venue of VENUES) {
      await writeTape(bucket, venue, cycle, lakeRows(30, venue), { status: "not_recorded" });
      await writeBooks(bucket, venue, cycle, 0, [
        {
          market_id: `${venue}-m${i}`,
          books: [
            {
              outcome: "yes",
              token_id: venue === "polymarket" ? `9${i}${"1".repeat(40)}` : null,
              observed_at: new Date(cycle + 1_500).toISOString(),
              bids: [
                ["0.41", "10"],
                ["0.4", "3"],
              ],
              asks: [["0.43", "7"]],
            },
          ],
        },
      ]);
      await indexBooks(bucket, venue, cycle, [0]);
      await writeTrades(
        bucket,
        venue,
        cycle,
        [
          {
            trade_id: `${venue}-${i}`,
            market_id: "KXTEST-26NOV-T00000",
            token_id: null,
            outcome: null,
            price: "0.42",
            size: "5",
            taker_side: "yes",
            venue_time: new Date(cycle - 30_000).toISOString(),
            received_at: new Date(cycle + 400).toISOString(),
          },
        ],
        { status: "complete" } as never,
      );
    }
  }
  for (const venue of VENUES) {
    const queue: HourBuildMessage[] = [
      { kind: "candle_hour", venue, hour_ms: Date.parse(`${DATE}T08:00:00Z`), step: 0 },
    ];
    for (let m = queue.shift(); m; m = queue.shift())
      await runHourBuildStep(bucket, m, async (n) => void queue.push(n), Date.now());
  }
  const refresh = await fetch(`${pix.url}/api/refresh?plane=lake-compact&date=${DATE}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  expect(refresh.status).toBe(200);
  // The compaction's last steps commit the day to every table (quotes, books, trades; hours and rounds with the quotes).
  for (let waited = 0; waited < 120_000; waited += 500) {
    const files = await Promise.all(ICEBERG_TABLES.map((t) => listed(t.name).catch(() => [])));
    if (files.every((f, i) => f.length === (ICEBERG_TABLES[i]?.byVenue ? 2 : 1))) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error("the day was not committed to every table");
}, 240_000);

afterAll(async () => {
  await pix?.stop();
  await sim?.close();
});

describe("every table read by icebird over HTTP", () => {
  it("equals the lake's Parquet files of both venues, file for file and row for row", async () => {
    for (const table of ICEBERG_TABLES) {
      const rows = await read(table.name);
      const expected: string[] = [];
      for (const venue of table.byVenue ? VENUES : [null]) {
        const { source } = table;
        const key =
          source.kind === "parquet"
            ? parquetFileKey(source.file, venue as string, DATE)
            : source.kind === "hours"
              ? hoursParquetKey(venue as string, DATE)
              : roundsParquetKey(DATE);
        for (const row of await stored(key)) {
          // `venue` is the partition's value where the file has no such column; icebird leaves it unset.
          expected.push(JSON.stringify(table.columns.map((c) => (c.name in row ? row[c.name] : null))));
        }
      }
      const got = rows.map((r) =>
        JSON.stringify(table.columns.map((c) => (c.name in r && r[c.name] !== undefined ? r[c.name] : null))),
      );
      expect(got.length, table.name).toBeGreaterThan(0);
      expect(got.sort(), table.name).toEqual(expected.sort());
    }
  });

  it("equals the REST routes: a minute's quotes and prints, the latest round", async () => {
    const quotes = await read("quotes");
    const trades = await read("trades");
    for (const venue of VENUES) {
      const body = (await (
        await api(`/api/v1/lake/venues/${venue}/quotes?date=${DATE}&at=0805&page_size=500`)
      ).json()) as {
        data: { rows: Record<string, unknown>[] };
      };
      const minute = quotes.filter((r) => r.venue === venue && r.cycle_start === `${DATE}T08:05:00.000Z`);
      expect(
        minute.map((r) => [r.market_id, r.outcome, r.bid, r.ask, r.title, Date.parse(String(r.observed_at))]),
      ).toEqual(
        body.data.rows.map((r) => [
          r.market_id,
          r.outcome,
          r.bid,
          r.ask,
          r.title,
          Date.parse(String(r.observed_at)),
        ]),
      );
      const prints = (await (
        await api(`/api/v1/lake/venues/${venue}/trades?date=${DATE}&at=0805`)
      ).json()) as {
        data: { rows: Record<string, unknown>[] };
      };
      expect(
        trades
          .filter((r) => r.trade_id === `${venue}-1`)
          .map((r) => [r.price, r.size, Date.parse(String(r.venue_time))]),
      ).toEqual(prints.data.rows.map((r) => [r.price, r.size, Date.parse(String(r.venue_time))]));
    }
    const rounds = await read("rounds");
    expect(rounds).toHaveLength(2);
  });
});

describe("commits", () => {
  it("are once per day: a second commit of the day changes nothing", async () => {
    const env = {
      LAKE: bucket,
      DB: (await pix.mf.getD1Database("DB")) as unknown as D1Database,
      LAKE_ICEBERG_BASE_URL: base,
    };
    const before = await loadPathTable(bucket, "trades");
    const again = await commitPartition(
      env,
      icebergTable("trades") as NonNullable<ReturnType<typeof icebergTable>>,
      { venue: "kalshi", date: DATE },
      Date.now(),
    );
    expect(again.status).toBe("already_committed");
    expect((await loadPathTable(bucket, "trades"))?.version).toBe(before?.version);
    expect(await listed("trades")).toHaveLength(2);
  });

  it("reach the REST catalog once per day", async () => {
    const catalog = new IcebergRestCatalog({
      baseUrl: `${sim.url}/iceberg`,
      warehouse: WAREHOUSE,
      auth: { type: "bearer", token: "t" },
    });
    for (const table of ICEBERG_TABLES) {
      const metadata = await catalog.loadTable({ namespace: ["pix"], name: table.name });
      expect(metadata.snapshots?.length, table.name).toBe(table.byVenue ? 2 : 1);
      const held = await restPartitions(bucket, table, metadata as never);
      expect(held.map((p) => `${p.venue}/${p.date}`).sort()).toEqual(
        (table.byVenue ? VENUES.map((v) => `${v}/${DATE}`) : [`null/${DATE}`]).sort(),
      );
    }
  });

  it("remove a day by a commit: gone from the current snapshot, read again by time travel", async () => {
    const before = await loadPathTable(bucket, "quotes");
    expect(await removeIcebergDay(bucket, "kalshi", DATE, Date.now())).toBe(true);
    const current = await read("quotes");
    expect(current.some((r) => r.venue === "kalshi")).toBe(false);
    expect(current.some((r) => r.venue === "polymarket")).toBe(true);
    const travelled = await read("quotes", `v${before?.version}.metadata.json`);
    expect(travelled.filter((r) => r.venue === "kalshi")).toHaveLength(60);
    expect(await listed("rounds").catch(() => [])).toHaveLength(0);
  });
});
