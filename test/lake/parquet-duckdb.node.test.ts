/**
 * A closed lake day as an analyst gets it: pix's own compaction (started by the operator refresh, run
 * step by step by the queue consumer in a local pix), downloaded from the API, then read by DuckDB,
 * a Parquet reader independent of the writer pix uses. DuckDB must type the columns as the README says,
 * find pix's key-value metadata, and give back every row of both snapshots of the tape, in order; and
 * the day's book and trade files must give, for each market and minute, what the lake's book and trades
 * routes answer from the tape.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { HORIZONS } from "../../src/domain/outcomes/horizons.ts";
import { type SigningJwkSet, verifyRecord } from "../../src/domain/signing/records.ts";
import { BASIS_PARQUET_SCHEMA } from "../../src/equivalence/jobs/basis-parquet.ts";
import type { MarketBooks } from "../../src/lake/books.ts";
import { BOOK_PARQUET_SCHEMA } from "../../src/lake/books-parquet.ts";
import { ROW_GROUP_ROWS } from "../../src/lake/parquet.ts";
import { writeTape } from "../../src/lake/store/lake.ts";
import { indexBooks, writeBooks } from "../../src/lake/store/lake-books.ts";
import { writeTrades } from "../../src/lake/store/lake-trades.ts";
import type { TradeRow } from "../../src/lake/trades.ts";
import { TRADE_PARQUET_SCHEMA } from "../../src/lake/trades-parquet.ts";
import { signDueOutcomes } from "../../src/outcomes/sign.ts";
import { recordResolutions } from "../../src/outcomes/store.ts";
import { chunkRows, openDb } from "../../src/platform/db/db.ts";
import {
  distributions,
  equivalencePairs,
  marketHorizonPrices,
  officialPrints,
  rounds,
} from "../../src/platform/db/schema.ts";
import { LAKE_ROW_SCHEMA, type LakeRow, LakeRowSchema } from "../../src/venues/shared/row.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import { codeBlocks } from "../docs/code-blocks.node.ts";
import { lakeRows, rowValues, scaled } from "../support/lake-rows.ts";
import { pairRow } from "../support/pairs.ts";
import { printRow } from "../support/prints.ts";

const VENUE = "kalshi";
const DAY_MS = 86_400_000;
/** Yesterday (UTC): a closed day, inside every retention. */
const DATE = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS).toISOString().slice(0, 10);
const CYCLES = [Date.parse(`${DATE}T08:00:00Z`), Date.parse(`${DATE}T08:01:00Z`)];

/**
 * Two snapshots over at least two row groups: one-sided and two-sided books,
 * multi-byte and escaped titles, and rows with and without the optional `native` group.
 */
function snapshotRows(cycle: number): LakeRow[] {
  const withNative = Array.from({ length: 40 }, (_, i) =>
    lakeRow(
      rowValues({
        market_id: `KXNATIVE-${cycle}-${i}`,
        open_interest: i % 4 === 0 ? null : scaled(`${800 + i}`),
        last: i % 5 === 0 ? null : scaled("0.44"),
        observed_at: `${DATE}T08:0${cycle}:0${i % 10}.${String(i).padStart(3, "0")}Z`,
      }),
    ),
  );
  return [...lakeRows(cycle === 0 ? 9_990 : 2_500, VENUE), ...withNative];
}
const SNAPSHOTS = CYCLES.map((_, cycle) => snapshotRows(cycle));
/** Row groups hold up to ROW_GROUP_ROWS rows in file order (a compaction step may end one early). */
const MIN_ROW_GROUPS = Math.ceil(SNAPSHOTS.flat().length / ROW_GROUP_ROWS);

/** The venues whose book and trade tape the day gets: Kalshi without outcome tokens, Polymarket with. */
const TAPE_VENUES = ["kalshi", "polymarket"] as const;
type TapeVenue = (typeof TAPE_VENUES)[number];
const MARKETS = 12;
const hhmmOf = (cycle: number) => new Date(cycle).toISOString().slice(11, 16).replace(":", "");

/** A venue's books at a minute: per market a yes and a no book, up to 10 levels a side, some sides empty. */
function tapedBooks(venue: TapeVenue, cycle: number): MarketBooks[] {
  return Array.from({ length: MARKETS }, (_, m) => {
    const id = venue === "kalshi" ? `KXBOOK-${m}` : `${600_000 + m}`;
    const levels = (n: number, from: number, step: number): [string, string][] =>
      Array.from({ length: n }, (_, i) => [
        `0.${String(from + step * i).padStart(2, "0")}`,
        `${(m + 1) * (i + 1)}.25`,
      ]);
    const book = (outcome: string, bids: number, asks: number) => ({
      outcome,
      token_id: venue === "kalshi" ? null : `${m}${outcome === "yes" ? "1" : "2"}${"9".repeat(60)}`,
      observed_at: new Date(cycle + 1_000 + m).toISOString(),
      bids: levels(bids, 45, -1),
      asks: levels(asks, 47, 1),
    });
    return { market_id: id, books: [book("yes", 10, m % 3 === 0 ? 0 : 7), book("no", m % 4, 10)] };
  });
}

/** A venue's prints of the minute before `cycle`, each market's at rising venue times. */
function tapedTrades(venue: TapeVenue, cycle: number): TradeRow[] {
  return Array.from({ length: MARKETS * 20 }, (_, i) => {
    const m = i % MARKETS;
    return {
      trade_id: `${venue}-${cycle}-${String(i).padStart(4, "0")}`,
      market_id: venue === "kalshi" ? `KXBOOK-${m}` : `0x${String(m).padStart(64, "c")}`,
      token_id: venue === "kalshi" ? null : `${m}${"8".repeat(60)}`,
      outcome: venue === "kalshi" ? null : i % 2 === 0 ? "Yes" : "No",
      price: `0.${String(10 + (i % 80)).padStart(2, "0")}`,
      size: `${1 + i}.${i % 7}`,
      taker_side: venue === "kalshi" ? (i % 2 === 0 ? "yes" : "no") : i % 3 === 0 ? "sell" : "buy",
      venue_time: new Date(cycle - 60_000 + i * 200).toISOString(),
      received_at: new Date(cycle + 700).toISOString(),
    };
  });
}

let pix: LocalPix;
let dir: string;
let file: string;
/** The downloaded book and trade files, by venue. */
const tapeFiles: Record<TapeVenue, { books: string; trades: string }> = {
  kalshi: { books: "", trades: "" },
  polymarket: { books: "", trades: "" },
};
let duck: DuckDBConnection;
let closeDuck: () => void;

async function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${pix.url}${path}`, init);
}

type Entry = { key: string; bytes: number; rows: number };

/** A venue's day file (`parquet`, `books_parquet`, `trades_parquet`) once the queue consumer has written it, or a timeout. */
async function compactedEntry(
  venue: string = VENUE,
  member: "parquet" | "books_parquet" | "trades_parquet" = "parquet",
): Promise<Entry> {
  for (let waited = 0; waited < 90_000; waited += 250) {
    const body = (await (await api(`/api/v1/lake/venues/${venue}`)).json()) as {
      data: { days: ({ date: string } & Record<typeof member, Entry | null>)[] };
    };
    const entry = body.data.days.find((d) => d.date === DATE)?.[member];
    if (entry) return entry;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the ${venue} ${DATE} ${member} compaction did not finish`);
}

/** Downloads a day file from its route into the test's folder; its bytes are the catalogue's. */
async function download(path: string, entry: Entry, name: string): Promise<string> {
  const res = await api(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/vnd.apache.parquet");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.byteLength).toBe(entry.bytes);
  const target = join(dir, name);
  writeFileSync(target, bytes);
  return target;
}

beforeAll(async () => {
  pix = await startLocalPix({ progress: () => {} });
  // Miniflare's Node-side proxy of the bucket; its types are Miniflare's own, its methods R2's.
  const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  for (const [i, cycle] of CYCLES.entries()) {
    await writeTape(bucket, VENUE, cycle, SNAPSHOTS[i] as LakeRow[], { status: "not_recorded" });
    for (const venue of TAPE_VENUES) {
      await writeBooks(bucket, venue, cycle, 0, tapedBooks(venue, cycle));
      await indexBooks(bucket, venue, cycle, [0]);
      await writeTrades(bucket, venue, cycle, tapedTrades(venue, cycle), { status: "complete" });
    }
  }
  const refresh = await api(`/api/refresh?plane=lake-compact&date=${DATE}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  expect(refresh.status).toBe(200);
  dir = mkdtempSync(join(tmpdir(), "pix-parquet-"));
  const day = `/api/v1/lake/venues/${VENUE}/days/${DATE}`;
  file = await download(`${day}/parquet`, await compactedEntry(), `${VENUE}-${DATE}.parquet`);
  for (const venue of TAPE_VENUES) {
    for (const kind of ["books", "trades"] as const) {
      const entry = await compactedEntry(venue, `${kind}_parquet`);
      const path = `/api/v1/lake/venues/${venue}/days/${DATE}/${kind}.parquet`;
      tapeFiles[venue][kind] = await download(path, entry, `${venue}-${DATE}-${kind}.parquet`);
    }
  }
  const instance = await DuckDBInstance.create(":memory:");
  duck = await instance.connect();
  closeDuck = () => {
    duck.closeSync();
    instance.closeSync();
  };
}, 180_000);

afterAll(async () => {
  closeDuck?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await pix?.stop();
});

/** Runs `sql` over the quote file (`$file`). */
const rows = (sql: string) => rowsOf(file, sql);

const INSTANTS = new Set(["observed_at", "close_time"]);

describe("a compacted lake day read by DuckDB", () => {
  it("types every column as the README says: instants, decimals as text, a boolean, the native struct", async () => {
    const described = await rows("DESCRIBE SELECT * FROM $file");
    const types = Object.fromEntries(described.map((c) => [c.column_name, c.column_type]));
    expect(described.map((c) => c.column_name)).toStrictEqual([
      "cycle_start",
      ...Object.keys(LakeRowSchema.shape),
    ]);
    for (const name of ["cycle_start", "observed_at", "close_time"]) {
      expect(types[name], name).toBe("TIMESTAMP WITH TIME ZONE");
    }
    expect(types.two_sided_book).toBe("BOOLEAN");
    expect(types.native).toBe("STRUCT(volume_contracts VARCHAR, open_interest_contracts VARCHAR)");
    const rest = Object.entries(types).filter(
      ([name]) => !["cycle_start", "observed_at", "close_time", "two_sided_book", "native"].includes(name),
    );
    expect(rest.length).toBeGreaterThan(15);
    for (const [name, type] of rest) expect(type, name).toBe("VARCHAR");
  });

  it("finds pix's metadata: the row schema, venue, date and the snapshots", async () => {
    const metadata = await rows(
      "SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata($file)",
    );
    const value = (key: string) => metadata.find((m) => m.key === key)?.value;
    expect(value("pix.row_schema")).toBe(LAKE_ROW_SCHEMA);
    expect(value("pix.venue")).toBe(VENUE);
    expect(value("pix.date")).toBe(DATE);
    expect(JSON.parse(String(value("pix.snapshots")))).toMatchObject([
      { at: "0800", rows: SNAPSHOTS[0]?.length },
      { at: "0801", rows: SNAPSHOTS[1]?.length },
    ]);
  });

  it("reads the day's several row groups", async () => {
    const [groups] = await rows("SELECT count(DISTINCT row_group_id) AS n FROM parquet_metadata($file)");
    expect(MIN_ROW_GROUPS).toBeGreaterThan(1);
    expect(Number(groups?.n)).toBeGreaterThanOrEqual(MIN_ROW_GROUPS);
  });

  it("groups the rows by cycle as the tape's snapshots are", async () => {
    const groups = await rows(
      "SELECT epoch_ms(cycle_start) AS cycle, count(*) AS n FROM $file GROUP BY ALL ORDER BY cycle",
    );
    expect(groups.map((g) => [Number(g.cycle), Number(g.n)])).toStrictEqual(
      CYCLES.map((cycle, i) => [cycle, SNAPSHOTS[i]?.length]),
    );
  });

  it("gives back every row of the tape, member for member, in tape order", async () => {
    const members = Object.keys(LakeRowSchema.shape);
    const select = members.map((m) => (INSTANTS.has(m) ? `epoch_ms(${m}) AS ${m}` : m)).join(", ");
    const read = await rows(`SELECT epoch_ms(cycle_start) AS cycle_start, ${select} FROM $file`);
    const expected = SNAPSHOTS.flatMap((snapshot, i) => snapshot.map((row) => ({ cycle: CYCLES[i], row })));
    expect(read).toHaveLength(expected.length);
    const mismatches: string[] = [];
    read.forEach((record, i) => {
      const { cycle, row } = expected[i] as { cycle: number; row: LakeRow };
      if (Number(record.cycle_start) !== cycle) mismatches.push(`row ${i}: cycle_start`);
      for (const member of members) {
        const tape = (row as Record<string, unknown>)[member] ?? null;
        const got = record[member] ?? null;
        const same = INSTANTS.has(member)
          ? (tape === null ? null : Date.parse(String(tape))) === (got === null ? null : Number(got))
          : JSON.stringify(got) === JSON.stringify(tape);
        if (!same) mismatches.push(`row ${i} ${member}: tape ${JSON.stringify(tape)}, DuckDB ${String(got)}`);
      }
    });
    expect(mismatches.slice(0, 5)).toStrictEqual([]);
    // The day covers what the test means it to: both kinds of book, and native present and absent.
    expect(read.some((r) => r.native === null) && read.some((r) => r.native !== null)).toBe(true);
    expect(read.some((r) => r.ask === null) && read.some((r) => r.mid !== null)).toBe(true);
  });
});

/** Runs `sql` with `$file` standing for one of the downloaded files. */
async function rowsOf(path: string, sql: string): Promise<Record<string, unknown>[]> {
  return (await duck.runAndReadAll(sql.replaceAll("$file", `'${path}'`))).getRowObjectsJS() as Record<
    string,
    unknown
  >[];
}

async function apiJson<T>(path: string): Promise<T> {
  const res = await api(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe.each(TAPE_VENUES)("the day's book and trade files of %s read by DuckDB", (venue) => {
  it("types the columns as the lake guide says and names their layouts", async () => {
    const books = await rowsOf(tapeFiles[venue].books, "DESCRIBE SELECT * FROM $file");
    expect(books.map((c) => [c.column_name, c.column_type])).toStrictEqual([
      ["cycle_start", "TIMESTAMP WITH TIME ZONE"],
      ["market_id", "VARCHAR"],
      ["outcome", "VARCHAR"],
      ["token_id", "VARCHAR"],
      ["observed_at", "TIMESTAMP WITH TIME ZONE"],
      ["side", "VARCHAR"],
      ["level", "INTEGER"],
      ["price", "VARCHAR"],
      ["size", "VARCHAR"],
    ]);
    const trades = await rowsOf(tapeFiles[venue].trades, "DESCRIBE SELECT * FROM $file");
    expect(trades.map((c) => [c.column_name, c.column_type])).toStrictEqual([
      ["cycle_start", "TIMESTAMP WITH TIME ZONE"],
      ["trade_id", "VARCHAR"],
      ["market_id", "VARCHAR"],
      ["token_id", "VARCHAR"],
      ["outcome", "VARCHAR"],
      ["price", "VARCHAR"],
      ["size", "VARCHAR"],
      ["taker_side", "VARCHAR"],
      ["venue_time", "TIMESTAMP WITH TIME ZONE"],
      ["received_at", "TIMESTAMP WITH TIME ZONE"],
    ]);
    const kv = "SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata($file)";
    for (const [path, key, layout] of [
      [tapeFiles[venue].books, "pix.book_schema", BOOK_PARQUET_SCHEMA],
      [tapeFiles[venue].trades, "pix.trade_schema", TRADE_PARQUET_SCHEMA],
    ] as const) {
      const metadata = await rowsOf(path, kv);
      expect(metadata).toContainEqual({ key, value: layout });
      expect(metadata).toContainEqual({ key: "pix.venue", value: venue });
      expect(metadata).toContainEqual({ key: "pix.date", value: DATE });
    }
    const minutes = (await rowsOf(tapeFiles[venue].trades, kv)).find((m) => m.key === "pix.minutes");
    expect(JSON.parse(String(minutes?.value))).toStrictEqual(
      CYCLES.map((cycle) => ({ at: hhmmOf(cycle), rows: MARKETS * 20, completeness: "complete" })),
    );
    // The lake guide's query of the minutes by completeness.
    const byCompleteness = (status: string) =>
      rowsOf(
        tapeFiles[venue].trades,
        `SELECT m.at, m.rows FROM (
           SELECT unnest(from_json(decode(value), '[{"at":"VARCHAR","rows":"INTEGER","completeness":"VARCHAR"}]'), recursive := true)
           FROM parquet_kv_metadata($file) WHERE decode(key) = 'pix.minutes'
         ) AS m WHERE m.completeness = '${status}'`,
      );
    expect(await byCompleteness("incomplete")).toStrictEqual([]);
    expect(await byCompleteness("complete")).toStrictEqual(
      CYCLES.map((cycle) => ({ at: hhmmOf(cycle), rows: MARKETS * 20 })),
    );
  });

  it("holds every level and every print of the tape", async () => {
    const levels = CYCLES.flatMap((cycle) =>
      tapedBooks(venue, cycle).flatMap((m) => m.books.flatMap((b) => [...b.bids, ...b.asks])),
    );
    const [books] = await rowsOf(tapeFiles[venue].books, "SELECT count(*) AS n FROM $file");
    expect(Number(books?.n)).toBe(levels.length);
    const [trades] = await rowsOf(tapeFiles[venue].trades, "SELECT count(*) AS n FROM $file");
    expect(Number(trades?.n)).toBe(CYCLES.length * MARKETS * 20);
  });

  it("gives, for a few markets and minutes, each outcome's book the book route reads from the tape", async () => {
    for (const cycle of CYCLES) {
      for (const market of tapedBooks(venue, cycle).filter((_, m) => m % 5 === 0)) {
        for (const { outcome } of market.books) {
          const route = await apiJson<{
            data: { token_id: string | null; observed_at: string; bids: string[][]; asks: string[][] };
          }>(
            `/api/v1/lake/venues/${venue}/books?date=${DATE}&at=${hhmmOf(cycle)}&market=${market.market_id}&outcome=${outcome}`,
          );
          const read = await rowsOf(
            tapeFiles[venue].books,
            `SELECT side, level, price, size, token_id, epoch_ms(observed_at) AS observed FROM $file
             WHERE market_id = '${market.market_id}' AND outcome = '${outcome}'
               AND epoch_ms(cycle_start) = ${cycle} ORDER BY side DESC, level`,
          );
          const side = (name: string) =>
            read
              .filter((r) => r.side === name)
              .map((r, i) => {
                expect(Number(r.level)).toBe(i + 1);
                return [r.price, r.size];
              });
          const where = `${market.market_id} ${outcome} ${hhmmOf(cycle)}`;
          expect({ bids: side("bid"), asks: side("ask") }, where).toStrictEqual({
            bids: route.data.bids,
            asks: route.data.asks,
          });
          for (const r of read) {
            expect(r.token_id, where).toBe(route.data.token_id);
            expect(Number(r.observed), where).toBe(Date.parse(route.data.observed_at));
          }
        }
      }
    }
  });

  it("gives, for a few markets and minutes, the prints the trades route reads from the tape, in its order", async () => {
    for (const cycle of CYCLES) {
      const markets = [...new Set(tapedTrades(venue, cycle).map((t) => t.market_id))].slice(0, 3);
      for (const market of markets) {
        const route = await apiJson<{ data: { rows: TradeRow[] } }>(
          `/api/v1/lake/venues/${venue}/trades?date=${DATE}&at=${hhmmOf(cycle)}&market=${market}&page_size=100`,
        );
        expect(route.data.rows.length).toBeGreaterThan(0);
        const read = await rowsOf(
          tapeFiles[venue].trades,
          `SELECT trade_id, market_id, token_id, outcome, price, size, taker_side,
                  epoch_ms(venue_time) AS venue_time, epoch_ms(received_at) AS received_at
           FROM $file WHERE market_id = '${market}' AND epoch_ms(cycle_start) = ${cycle}
           ORDER BY venue_time, trade_id`,
        );
        expect(
          read.map((r) => ({ ...r, venue_time: Number(r.venue_time), received_at: Number(r.received_at) })),
          `${market} ${hhmmOf(cycle)}`,
        ).toStrictEqual(
          route.data.rows.map((t) => ({
            ...t,
            venue_time: Date.parse(t.venue_time),
            received_at: Date.parse(t.received_at),
          })),
        );
      }
    }
  });
});

describe("the outcomes' Parquet days read by DuckDB, against GET /api/v1/calibration", () => {
  /** Two closed days before DATE: the outcomes first committed, then an amended result. */
  const FIRST = new Date(Date.parse(`${DATE}T00:00:00Z`) - 2 * DAY_MS).toISOString().slice(0, 10);
  const AMENDED = new Date(Date.parse(`${DATE}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const closeMs = (i: number) => Date.parse("2030-01-10T00:00:00Z") + i * 3_600_000;
  /** Polymarket markets closed in January 2030 (the guide's window), mids as taped. */
  const FIXTURE = [
    ["O1", "settled", "yes", "0.2000"],
    ["O2", "settled", "no", "0.25"],
    ["O3", "settled", "yes", "0.90"],
    ["O4", "settled", "yes", "0.9350"],
    ["O5", "settled", "no", "0.30"],
    ["O6", "settled", "yes", "0.3550"],
    ["O7", "settled", "no", "0.0000"],
    ["O8", "settled", "yes", "1"],
    ["O9", "settled", "no", "0.6125"],
    // Left out of the scores: a void, a dispute, a scalar, a market the tape did not reach.
    ["O10", "voided", "void", "0.5"],
    ["O11", "disputed", null, "0.1"],
    ["O12", "settled", "scalar", "0.3"],
    ["O13", "settled", "no", null],
    // Settled yes on FIRST, amended to no on AMENDED: its current row is the later one.
    ["O14", "settled", "yes", "0.8500"],
  ] as const;
  /**
   * Markets with a category, and the markets of mutually exclusive events (Polymarket's negRisk): EV1 and
   * EV2 scored, EV3 left out (a void).
   */
  const GROUPED = [
    ["G1", "Economics", null, "settled", "yes", "0.6500"],
    ["G2", "Economics", null, "settled", "no", "0.1500"],
    ["Q1", "Economics", "EV1", "settled", "yes", "0.5500"],
    ["Q2", "Economics", "EV1", "settled", "no", "0.3000"],
    ["Q3", "Economics", "EV1", "settled", "no", "0.2000"],
    ["R1", "Politics", "EV2", "settled", "no", "0.40"],
    ["R2", "Politics", "EV2", "settled", "yes", "0.45"],
    ["S1", "Economics", "EV3", "settled", "yes", "0.7"],
    ["S2", "Economics", "EV3", "voided", "void", "0.3"],
  ] as const;
  const groupedCloseMs = (i: number) => closeMs(20 + i);
  let outcomesDir: string;

  const resolutionOf = (i: number, status: string, result: string | null) => ({
    market_id: FIXTURE[i]?.[0] ?? "",
    status: status as "settled",
    result: result as "yes",
    settlement_value: result === "yes" ? "1" : result === "no" ? "0" : null,
    close_time: new Date(closeMs(i)).toISOString().replace(".000Z", "Z"),
    settled_at:
      status === "settled" ? new Date(closeMs(i) + 60_000).toISOString().replace(".000Z", "Z") : null,
    venue_status: status,
    venue_result: result,
    source: {},
  });

  async function compact(date: string) {
    const res = await api(`/api/refresh?plane=lake-compact&date=${date}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { day_files: { venue: string; status: string }[] } };
    expect(body.data.day_files.map((f) => [f.venue, f.status])).toContainEqual(["polymarket", "written"]);
  }

  beforeAll(async () => {
    const db = openDb((await pix.mf.getD1Database("DB")) as unknown as D1Database);
    const keys = { SIGNING_KEYS: TEST_SECRETS.SIGNING_KEYS };
    const firstMs = Date.parse(`${FIRST}T12:00:00Z`);
    await recordResolutions(
      db,
      "polymarket",
      FIXTURE.map(([, status, result], i) => resolutionOf(i, status, result)),
      firstMs,
    );
    // Every horizon's row, as pix writes them together: the 24 h mid taped, the others not reached.
    const horizonRows = (id: string, close: number, mid: string | null) =>
      HORIZONS.map((spec) => {
        const taped = spec.horizon === "24h" ? mid : null;
        return {
          venue: "polymarket",
          marketId: id,
          horizon: spec.horizon,
          targetMs: close - spec.before_close_ms,
          observedAtMs: taped === null ? null : close - spec.before_close_ms - 1_000,
          mid: taped,
          computedAtMs: firstMs,
        };
      });
    const rows = FIXTURE.flatMap(([id, , , mid], i) => horizonRows(id, closeMs(i), mid));
    // Seven bound parameters a row: D1 takes at most 100 a statement.
    for (const chunk of chunkRows(rows, 7)) await db.insert(marketHorizonPrices).values(chunk);
    await recordResolutions(
      db,
      "polymarket",
      GROUPED.map(([id, category, event, status, result], i) => ({
        ...resolutionOf(0, status, result),
        market_id: id,
        close_time: new Date(groupedCloseMs(i)).toISOString().replace(".000Z", "Z"),
        category,
        event_id: event ?? `solo-${id}`,
        event_exclusive: event !== null,
      })),
      firstMs,
    );
    // The grouped markets' rows too, every horizon.
    const grouped = GROUPED.flatMap(([id, , , , , mid], i) => horizonRows(id, groupedCloseMs(i), mid));
    for (const chunk of chunkRows(grouped, 7)) await db.insert(marketHorizonPrices).values(chunk);
    await signDueOutcomes(keys, db, firstMs + 60_000, 1_000);
    await compact(FIRST);
    const amendedMs = Date.parse(`${AMENDED}T09:00:00Z`);
    await recordResolutions(db, "polymarket", [resolutionOf(13, "settled", "no")], amendedMs);
    await signDueOutcomes(keys, db, amendedMs + 60_000, 1_000);
    await compact(AMENDED);
    outcomesDir = join(dir, "outcomes");
    mkdirSync(outcomesDir);
    for (const date of [FIRST, AMENDED]) {
      const res = await api(`/api/v1/lake/venues/polymarket/days/${date}/outcomes.parquet`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/vnd.apache.parquet");
      writeFileSync(join(outcomesDir, `polymarket-${date}.parquet`), new Uint8Array(await res.arrayBuffer()));
    }
  }, 120_000);

  it("lists each day's file, one row per outcome committed that day, the mids exactly as taped", async () => {
    const venue = await apiJson<{ data: { days: { date: string; outcomes_parquet: Entry | null }[] } }>(
      "/api/v1/lake/venues/polymarket",
    );
    expect(venue.data.days.find((d) => d.date === DATE)?.outcomes_parquet).toMatchObject({ rows: 0 });
    const first = await rowsOf(
      join(outcomesDir, `polymarket-${FIRST}.parquet`),
      "SELECT market_id, result, mid_24h, mid_1h, target_1h, signed_at FROM $file ORDER BY close_time",
    );
    expect(first.slice(0, FIXTURE.length).map((r) => [r.market_id, r.mid_24h])).toEqual(
      FIXTURE.map(([id, , , mid]) => [id, mid]),
    );
    // The grouping columns, as the venue's read stated them.
    const grouped = await rowsOf(
      join(outcomesDir, `polymarket-${FIRST}.parquet`),
      "SELECT market_id, category, event_id, event_exclusive FROM $file WHERE market_id IN ('G1', 'Q2', 'O1')",
    );
    expect(grouped.map((r) => [r.market_id, r.category, r.event_id, r.event_exclusive])).toEqual([
      ["G1", "Economics", "solo-G1", false],
      ["O1", null, null, null],
      ["Q2", "Economics", "EV1", true],
    ]);
    // Untaped horizons keep their target, with a null mid, as the route serves them.
    expect(first.every((r) => r.mid_1h === null && r.target_1h !== null)).toBe(true);
    const amended = await rowsOf(join(outcomesDir, `polymarket-${AMENDED}.parquet`), "SELECT * FROM $file");
    expect(amended.map((r) => [r.market_id, r.result, r.history_entries])).toEqual([["O14", "no", 2]]);
    // Its signature, as the route serves it, verifies against the served keys.
    const keys = await apiJson<SigningJwkSet>("/api/v1/signing-keys");
    const { record, ...envelope } = JSON.parse(String(amended[0]?.signature));
    expect(await verifyRecord(record, envelope, keys, record.signed_at)).toEqual({
      valid: true,
      kid: "pix-test",
    });
  });

  it("recomputes every venue figure with the guide's queries, with and without a category", async () => {
    const blocks = codeBlocks("docs/outcomes.md").filter((b) => b.code.startsWith("-- calibration: "));
    // The venues' seven queries, and the indices' three.
    expect(blocks).toHaveLength(10);
    // The route publishes to 6 decimals (half away from zero), as the queries round.
    const close = (sql: unknown, route: number | null, what: string) => {
      if (route === null) return expect(sql, what).toBeNull();
      expect(Math.abs(Number(sql) - route), `${what}: ${sql} vs ${route}`).toBeLessThanOrEqual(1e-6);
    };
    for (const category of [null, "Economics"]) {
      const query = (name: string) => {
        const block = blocks.find((b) => b.code.startsWith(`-- calibration: ${name}\n`));
        if (!block) throw new Error(`docs/outcomes.md has no '-- calibration: ${name}' query`);
        return block.code
          .replaceAll("'outcomes/*.parquet'", `'${join(outcomesDir, "*.parquet")}'`)
          .replace(
            "SET VARIABLE category = NULL;",
            `SET VARIABLE category = ${category ? `'${category}'` : "NULL"};`,
          );
      };
      /** The scores, bins and Murphy queries over the `scored` view, against the route's figures. */
      const compare = async (figures: BinaryFigures, what: string) => {
        const [scores] = await rowsOf("", query("scores"));
        const bins = await rowsOf("", query("bins"));
        const [murphy] = await rowsOf("", query("murphy"));
        expect(Number(scores?.n), what).toBe(figures.n);
        for (const name of ["base_rate", "brier", "log_loss"] as const)
          close(scores?.[name], figures[name], `${what} ${name}`);
        for (const name of Object.keys(figures.murphy ?? {}) as (keyof NonNullable<
          BinaryFigures["murphy"]
        >)[]) {
          close(murphy?.[name], figures.murphy?.[name] ?? null, `${what} ${name}`);
        }
        expect(bins).toHaveLength(figures.bins.length);
        figures.bins.forEach((bin, k) => {
          const row = bins[k];
          expect([Number(row?.n), Number(row?.hits)], `${what} bin ${k}`).toEqual([bin.n, bin.hits]);
          close(row?.lower, bin.lower, `${what} bin ${k} lower`);
          close(row?.upper, bin.upper, `${what} bin ${k} upper`);
          close(row?.mean_forecast, bin.mean_forecast, `${what} bin ${k} mean_forecast`);
          close(row?.observed_rate, bin.observed_rate, `${what} bin ${k} observed_rate`);
        });
      };
      const { data } = await apiJson<{ data: Calibration }>(
        `/api/v1/calibration?venue=polymarket&horizon=24h&from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z${category ? `&category=${category}` : ""}`,
      );
      // Binary: the ten of FIXTURE and G1, G2 (only G1, G2 in Economics).
      expect(data.n).toBe(category ? 2 : 12);
      await duck.run(query("forecasts"));
      await compare(data, `binary (${category})`);
      // Multi-outcome: EV1 (and EV2, Politics) scored, EV3 left out.
      expect(data.multi_outcome).toMatchObject(
        category
          ? { events: 1, markets: 3, events_left_out: 1 }
          : { events: 2, markets: 5, events_left_out: 1 },
      );
      await duck.run(query("event markets"));
      const [multi] = await rowsOf("", query("multi-outcome"));
      for (const name of ["events", "markets", "events_left_out"] as const)
        expect(Number(multi?.[name]), name).toBe(data.multi_outcome[name]);
      close(multi?.brier, data.multi_outcome.brier, "categorical brier");
      close(multi?.log_loss, data.multi_outcome.log_loss, "categorical log_loss");
      await duck.run(query("outcome forecasts"));
      await compare(data.multi_outcome.per_outcome, `per outcome (${category})`);
    }
  });
});

interface Calibration extends BinaryFigures {
  multi_outcome: {
    events: number;
    markets: number;
    events_left_out: number;
    brier: number | null;
    log_loss: number | null;
    per_outcome: BinaryFigures;
  };
}

interface BinaryFigures {
  n: number;
  base_rate: number | null;
  brier: number | null;
  log_loss: number | null;
  murphy: Record<
    "reliability" | "resolution" | "uncertainty" | "within_bin_variance" | "within_bin_covariance",
    number
  > | null;
  bins: {
    lower: number;
    upper: number;
    n: number;
    hits: number;
    mean_forecast: number | null;
    observed_rate: number | null;
  }[];
}

describe("the pairs' minute basis day read by DuckDB, against the basis route", () => {
  /** A closed day of its own (the outcomes' days are the two before DATE). */
  const BASIS_DAY = new Date(Date.parse(`${DATE}T00:00:00Z`) - 3 * DAY_MS).toISOString().slice(0, 10);
  const NEXT = new Date(Date.parse(`${BASIS_DAY}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  /** Two pairs, one read inverted; leg mids per minute (null: not two-sided), in two hours. */
  const PAIRS = [
    { id: "b0000000000000000000000a", a: "KXBASIS-A", b: "0xbasisa", polarity: "inverted" },
    { id: "b0000000000000000000000b", a: "KXBASIS-B", b: "0xbasisb", polarity: "same" },
  ] as const;
  const MINUTES: [string, [string, string] | null, [string, string] | null][] = [
    ["09:00", ["0.41", "0.43"], ["0.55", "0.57"]],
    ["09:01", ["0.40", "0.44"], ["0.5401", "0.5502"]],
    ["09:02", ["0.45", "0.4625"], null],
    ["09:03", ["0.30", "0.32"], ["0.61", "0.63"]],
    ["14:30", ["0.52", "0.54"], ["0.47", "0.49"]],
  ];
  let basisDir: string;

  function venueRows(venue: "kalshi" | "polymarket", quotes: [string, string] | null, p: number): LakeRow[] {
    const pair = PAIRS[p] as (typeof PAIRS)[number];
    const bid = quotes?.[0] ?? null;
    const ask = quotes?.[1] ?? null;
    const values = rowValues({
      venue,
      market_id: venue === "kalshi" ? pair.a : pair.b,
      outcome: venue === "kalshi" ? "yes" : "Yes",
      token_id: venue === "kalshi" ? null : `${p}1`,
      bid: bid === null ? null : scaled(bid),
      ask: ask === null ? null : scaled(ask),
    });
    return [lakeRow(values)];
  }

  beforeAll(async () => {
    const db = openDb((await pix.mf.getD1Database("DB")) as unknown as D1Database);
    const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
    const at = `${BASIS_DAY}T00:00:00Z`;
    await db.insert(equivalencePairs).values(
      PAIRS.map((p) =>
        pairRow(p.id, p.a, p.b, {
          relation: p.polarity === "same" ? "identity" : "complement",
          polarity: p.polarity,
          confidence: 0.9,
          judgedAt: at,
        }),
      ),
    );
    for (const [hhmm, a, b] of MINUTES) {
      const cycle = Date.parse(`${BASIS_DAY}T${hhmm}:00Z`);
      // Both pairs' legs on each venue's snapshot; pair b's leg a two-sided where pair a's is.
      const kalshi = [...venueRows("kalshi", a, 0), ...venueRows("kalshi", a, 1)];
      const polymarket = [
        ...venueRows("polymarket", b, 0),
        ...venueRows("polymarket", b ?? ["0.2", "0.3"], 1),
      ];
      await writeTape(bucket, "kalshi", cycle, kalshi, { status: "not_recorded" });
      await writeTape(bucket, "polymarket", cycle, polymarket, { status: "not_recorded" });
    }
    const res = await api(`/api/refresh?plane=lake-compact&date=${BASIS_DAY}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { day_files: { venue: string; file: string; status: string }[] };
    };
    expect(body.data.day_files.filter((f) => f.file === "basis").map((f) => [f.venue, f.status])).toEqual([
      ["kalshi", "written"],
      ["polymarket", "written"],
    ]);
    basisDir = join(dir, "basis");
    mkdirSync(basisDir);
    for (const venue of ["kalshi", "polymarket"]) {
      const file = await api(`/api/v1/lake/venues/${venue}/days/${BASIS_DAY}/basis.parquet`);
      expect(file.status).toBe(200);
      writeFileSync(
        join(basisDir, `${venue}-${BASIS_DAY}.parquet`),
        new Uint8Array(await file.arrayBuffer()),
      );
    }
  }, 120_000);

  it("holds a row per pair and quoted minute, leg b in the common polarity", async () => {
    const all = await rowsOf(
      "",
      `SELECT pair_id, epoch_ms(minute) AS ms, polarity, mid_a, mid_b, mid_basis FROM read_parquet('${join(basisDir, "*.parquet")}') ORDER BY pair_id, minute`,
    );
    // Pair a: 09:02 leg b one-sided, no row; inverted, so leg b at 1 − mid (0.56 → 0.44).
    expect(all.filter((r) => r.pair_id === PAIRS[0].id).map((r) => [r.mid_a, r.mid_b, r.mid_basis])).toEqual([
      ["0.4200", "0.4400", "-0.0200"],
      ["0.4200", "0.45485", "-0.03485"],
      ["0.3100", "0.3800", "-0.0700"],
      ["0.5300", "0.5200", "0.0100"],
    ]);
    expect(all.filter((r) => r.pair_id === PAIRS[1].id)).toHaveLength(5);
    const metadata = await rowsOf(
      join(basisDir, `kalshi-${BASIS_DAY}.parquet`),
      "SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata($file)",
    );
    expect(metadata.find((m) => m.key === "pix.basis_schema")?.value).toBe(BASIS_PARQUET_SCHEMA);
  });

  it("gives the route's hourly buckets with the guide's query", async () => {
    const block = codeBlocks("docs/equivalence.md").find((b) => b.code.startsWith("-- basis: hourly\n"));
    if (!block) throw new Error("docs/equivalence.md has no '-- basis: hourly' query");
    const sql = block.code.replaceAll("'basis/*.parquet'", `'${join(basisDir, "*.parquet")}'`);
    const hours = await rowsOf("", sql.replace(/;\s*$/, ""));
    for (const pair of PAIRS) {
      const { data } = await apiJson<{
        data: {
          buckets: {
            start: string;
            quoted_minutes: number;
            mid_basis: { open: string; high: string; low: string; close: string } | null;
          }[];
        };
      }>(
        `/api/v1/equivalence/pairs/${pair.id}/basis?from=${BASIS_DAY}T00:00:00Z&to=${NEXT}T00:00:00Z&interval=1h`,
      );
      const quoted = data.buckets.filter((b) => b.quoted_minutes > 0);
      const mine = hours.filter((h) => h.pair_id === pair.id);
      expect(quoted.length).toBe(2);
      expect(mine.map((h) => [new Date(String(h.hour)).getTime(), Number(h.quoted_minutes)])).toEqual(
        quoted.map((b) => [Date.parse(b.start), b.quoted_minutes]),
      );
      quoted.forEach((bucket, k) => {
        const row = mine[k];
        expect([row?.open, row?.close]).toEqual([bucket.mid_basis?.open, bucket.mid_basis?.close]);
        expect([Number(row?.high), Number(row?.low)]).toEqual([
          Number(bucket.mid_basis?.high),
          Number(bucket.mid_basis?.low),
        ]);
      });
    }
  });
});

describe("the indices' distributions and official prints days read by DuckDB, against GET /api/v1/calibration", () => {
  /** Three closed days of their own (the other blocks use the four days up to DATE). */
  const dayBefore = (n: number) =>
    new Date(Date.parse(`${DATE}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);
  const [A, B, C] = [dayBefore(6), dayBefore(5), dayBefore(4)] as [string, string, string];
  const at = (date: string, time: string) => `${date}T${time}Z`;
  /** A bucket: bounds (null: an open tail), inclusivity, probability. */
  type Bucket = [number | null, number | null, boolean, boolean, number];
  const outcome = ([low, high, lowIn, highIn, probability]: Bucket) => ({
    label: `${low ?? "-inf"}..${high ?? "inf"}`,
    support: {
      low,
      high,
      low_inclusive: lowIn,
      high_inclusive: highIn,
      representative: low === null ? (high as number) - 0.1 : high === null ? low + 0.1 : (low + high) / 2,
    },
    probability,
    percentage: probability * 100,
    modal: false,
  });
  const ladder = (edges: [number, number, number], p: [number, number, number, number]): Bucket[] => [
    [null, edges[0], false, false, p[0]],
    [edges[0], edges[1], true, false, p[1]],
    [edges[1], edges[2], true, false, p[2]],
    [edges[2], null, true, false, p[3]],
  ];
  /** Committed rounds with their distributions, by index. */
  const ROUNDS: [string, string, Bucket[]][] = [
    // PIXUNRATE 2040-01 (released B 13:30:00.250; printed 4.1, revised to 4.3 later: scored on 4.1).
    ["PIXUNRATE", at(A, "12:00:00"), ladder([3.9, 4.1, 4.3], [0.25, 0.25, 0.25, 0.25])], // too old for 24h
    ["PIXUNRATE", at(A, "13:25:00"), ladder([3.9, 4.1, 4.3], [0.1, 0.35, 0.4, 0.15])], // 24h
    ["PIXUNRATE", at(A, "13:35:00"), ladder([3.9, 4.1, 4.3], [0.7, 0.1, 0.1, 0.1])], // after the 24h target
    ["PIXUNRATE", at(B, "12:30:00"), ladder([3.9, 4.1, 4.3], [0.05, 0.2, 0.5, 0.25])], // 1h
    ["PIXUNRATE", at(B, "12:35:00"), ladder([3.9, 4.1, 4.3], [0.4, 0.4, 0.1, 0.1])], // after the 1h target
    // PIXUNRATE 2040-02 (released C 13:30, printed 4.0): at 24h only a round before 2040-01's release
    // (not scored); at 1h two single values, neither 4.0 (a CRPS, no PIT).
    ["PIXUNRATE", at(B, "13:30:00"), ladder([3.9, 4.1, 4.3], [0.1, 0.1, 0.7, 0.1])],
    [
      "PIXUNRATE",
      at(C, "12:30:00"),
      [
        [3.9, 3.9, true, true, 0.3],
        [4.1, 4.1, true, true, 0.7],
      ],
    ],
    // PIXUNRATE 2040-03, a back-fill (release time unknown): never scored.
    ["PIXUNRATE", at(C, "22:30:00"), ladder([3.9, 4.1, 4.3], [0.25, 0.25, 0.25, 0.25])],
    // PIXCPI 2040-01 (released B 13:30; 310.65 over 300: 3.55, published 3.6): rounds on the windows' edges.
    [
      "PIXCPI",
      at(A, "13:30:00"),
      [
        [null, 3.5, false, true, 0.2],
        [3.5, 3.6, false, false, 0.3],
        [3.6, 3.7, true, true, 0.4],
        [3.7, null, false, false, 0.1],
      ],
    ],
    ["PIXCPI", at(B, "12:25:00"), ladder([3.4, 3.6, 3.8], [0.15, 0.15, 0.6, 0.1])],
    // PIXCPI 2040-02 (released C 13:30): its base period's print is missing, so it is not scored.
    ["PIXCPI", at(C, "12:30:00"), ladder([3.4, 3.6, 3.8], [0.1, 0.2, 0.3, 0.4])],
  ];
  /** Official prints: series, period, revision, value, released_at, released_after. */
  const PRINTS: Parameters<typeof printRow>[] = [
    ["bls-unrate", "2040-01", 0, "4.1", at(B, "13:30:00.250"), at(B, "13:20:00")],
    ["bls-unrate", "2040-01", 1, "4.3", at(C, "13:30:00"), at(C, "13:00:00")],
    ["bls-unrate", "2040-02", 0, "4.0", at(C, "13:30:00"), at(C, "13:00:00")],
    ["bls-unrate", "2040-03", 0, "4.2", at(C, "23:30:00"), null],
    ["bls-cpi-u-nsa", "2039-01", 0, "300", "2039-02-12T13:30:00Z", "2039-02-12T13:00:00Z"],
    ["bls-cpi-u-nsa", "2040-01", 0, "310.65", at(B, "13:30:00"), at(B, "13:00:00")],
    ["bls-cpi-u-nsa", "2040-02", 0, "311.2", at(C, "13:30:00"), at(C, "13:00:00")],
  ];
  let indicesDir: string;

  beforeAll(async () => {
    const d1 = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
    await seedCatalog(d1);
    const db = openDb(d1);
    for (const [symbol, roundId, buckets] of ROUNDS) {
      await db.insert(rounds).values({
        symbol,
        roundId,
        valueDecimal: "4",
        value: 4,
        computedAt: roundId,
        tapeKeys: [],
      });
      await db.insert(distributions).values({
        symbol,
        minute: roundId,
        observedAt: roundId,
        computedAt: roundId,
        body: { basis: "range_buckets", outcomes: buckets.map(outcome) },
      });
    }
    await db.insert(officialPrints).values(PRINTS.map((p) => printRow(...p)));
    indicesDir = join(dir, "indices");
    mkdirSync(indicesDir);
    for (const date of [A, B, C]) {
      const res = await api(`/api/refresh?plane=lake-compact&date=${date}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        data: { day_files: { venue: string; file: string; status: string }[] };
      };
      const written = body.data.day_files.filter((f) => f.venue === "kalshi" && f.status === "written");
      expect(written.map((f) => f.file)).toEqual(
        expect.arrayContaining(["index_distributions", "official_prints"]),
      );
      for (const name of ["index-distributions", "official-prints"]) {
        const file = await api(`/api/v1/lake/venues/kalshi/days/${date}/${name}.parquet`);
        expect(file.status).toBe(200);
        writeFileSync(
          join(indicesDir, `kalshi-${date}-${name}.parquet`),
          new Uint8Array(await file.arrayBuffer()),
        );
      }
    }
  }, 120_000);

  it("lists both files under every venue's day, the same object, buckets and prints exactly as stored", async () => {
    for (const venue of ["kalshi", "polymarket"]) {
      const listed = await apiJson<{
        data: {
          days: ({ date: string; links: Record<string, string> } & Record<string, Entry | null>)[];
        };
      }>(`/api/v1/lake/venues/${venue}`);
      const day = listed.data.days.find((d) => d.date === DATE);
      expect(day?.index_distributions_parquet).toMatchObject({
        key: `lake-indices/${DATE}/distributions.parquet`,
      });
      expect(day?.official_prints_parquet).toMatchObject({ key: `lake-indices/${DATE}/prints.parquet` });
      expect(day?.links.index_distributions_parquet).toBe(
        `/api/v1/lake/venues/${venue}/days/${DATE}/index-distributions.parquet`,
      );
    }
    const buckets = await rowsOf(
      join(indicesDir, `kalshi-${A}-index-distributions.parquet`),
      "SELECT symbol, series_id, epoch_ms(round_id) AS round, bucket, low, high, low_inclusive, high_inclusive, probability FROM $file",
    );
    // By index, then round, then bucket.
    const expected = ROUNDS.filter(([, roundId]) => roundId.startsWith(A))
      .sort(([s1, r1], [s2, r2]) => s1.localeCompare(s2) || r1.localeCompare(r2))
      .flatMap(([symbol, roundId, b]) =>
        b.map(([low, high, lowIn, highIn, p], k) => ({
          symbol,
          series_id: symbol === "PIXCPI" ? "bls-cpi-u-nsa" : "bls-unrate",
          round: Date.parse(roundId),
          bucket: k,
          low,
          high,
          low_inclusive: lowIn,
          high_inclusive: highIn,
          probability: p,
        })),
      );
    expect(buckets.map((r) => ({ ...r, round: Number(r.round) }))).toEqual(expected);
    const prints = await rowsOf(
      join(indicesDir, `kalshi-${C}-official-prints.parquet`),
      "SELECT series_id, period, revision, value, settles_on, index_value, base_period, base_value, epoch_ms(previous_released_at) AS previous FROM $file",
    );
    expect(prints.map((r) => ({ ...r, previous: r.previous === null ? null : Number(r.previous) }))).toEqual([
      {
        series_id: "bls-cpi-u-nsa",
        period: "2040-02",
        revision: 0,
        value: "311.2",
        settles_on: "first_print",
        index_value: "year_over_year_percent",
        base_period: "2039-02",
        base_value: null,
        previous: Date.parse(at(B, "13:30:00")),
      },
      ...[
        ["2040-01", 1, "4.3", null],
        ["2040-02", 0, "4.0", Date.parse(at(B, "13:30:00.250"))],
        ["2040-03", 0, "4.2", Date.parse(at(C, "13:30:00"))],
      ].map(([period, revision, value, previous]) => ({
        series_id: "bls-unrate",
        period,
        revision,
        value,
        settles_on: "first_print",
        index_value: "level",
        base_period: null,
        base_value: null,
        previous,
      })),
    ]);
  });

  it("recomputes each index's periods, n, mean CRPS, PIT count and histogram with the guide's queries", async () => {
    const blocks = codeBlocks("docs/outcomes.md");
    const query = (name: string, horizon: string) => {
      const block = blocks.find((b) => b.code.startsWith(`-- calibration: ${name}\n`));
      if (!block) throw new Error(`docs/outcomes.md has no '-- calibration: ${name}' query`);
      return block.code
        .replaceAll("'indices/", `'${indicesDir}/`)
        .replace("SET VARIABLE horizon = '24h';", `SET VARIABLE horizon = '${horizon}';`)
        .replace(/TIMESTAMPTZ '2030-01-01 00:00:00\+00'/, `TIMESTAMPTZ '${A} 00:00:00+00'`)
        .replace(/TIMESTAMPTZ '2030-02-01 00:00:00\+00'/, `TIMESTAMPTZ '${DATE} 00:00:00+00'`);
    };
    const seen: Record<string, number[]> = {};
    for (const horizon of ["1h", "24h", "7d", "30d"]) {
      const { data } = await apiJson<{ data: { indices: IndexFigures[] } }>(
        `/api/v1/calibration?horizon=${horizon}&from=${A}T00:00:00Z&to=${DATE}T00:00:00Z`,
      );
      await duck.run(query("index scores", horizon));
      const figures = await rowsOf("", query("indices", horizon));
      const histogram = await rowsOf("", query("index PIT histogram", horizon));
      const routed = data.indices.filter((i) => i.n > 0 || i.periods > 0);
      expect(routed.map((i) => i.symbol)).toEqual(["PIXCPI", "PIXUNRATE"]);
      for (const index of routed) {
        const what = `${index.symbol} at ${horizon}`;
        const row = figures.find((f) => f.symbol === index.symbol);
        expect(
          {
            periods: Number(row?.periods),
            n: Number(row?.n),
            mean_crps: row?.mean_crps ?? null,
            pit_n: Number(row?.pit_n),
          },
          what,
        ).toEqual({ periods: index.periods, n: index.n, mean_crps: index.mean_crps, pit_n: index.pit_n });
        const bins = histogram.filter((h) => h.symbol === index.symbol);
        expect(
          bins.map((b) => ({ lower: b.lower, upper: b.upper, n: Number(b.n), share: b.share })),
          what,
        ).toEqual(index.pit_histogram);
        seen[index.symbol] = [...(seen[index.symbol] ?? []), index.n, index.pit_n];
      }
    }
    // The fixture covers what it means to (n, pit_n at 1h, 24h, 7d, 30d): PIXUNRATE 2040-02 at 1h with a
    // CRPS and no PIT, nothing at 7d and 30d.
    expect(seen).toEqual({ PIXCPI: [1, 1, 1, 1, 0, 0, 0, 0], PIXUNRATE: [2, 1, 1, 1, 0, 0, 0, 0] });
  });
});

interface IndexFigures {
  symbol: string;
  periods: number;
  n: number;
  mean_crps: number | null;
  pit_n: number;
  pit_histogram: { lower: number; upper: number; n: number; share: number | null }[];
}
