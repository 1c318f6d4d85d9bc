/**
 * A closed lake day as an analyst gets it: pix's own compaction (started by the operator refresh, run
 * step by step by the queue consumer in a local pix), downloaded from the API, then read by DuckDB,
 * a Parquet reader independent of the writer pix uses. DuckDB must type the columns as the README says,
 * find pix's key-value metadata, and give back every row of both snapshots of the tape, in order.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../scripts/lib/local-pix.ts";
import { ROW_GROUP_ROWS } from "../../src/lake/parquet.ts";
import { writeTape } from "../../src/lake/store/lake.ts";
import { LAKE_ROW_SCHEMA, type LakeRow, LakeRowSchema } from "../../src/venues/shared/row.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import { lakeRows, rowValues, scaled } from "../support/lake-rows.ts";

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

let pix: LocalPix;
let dir: string;
let file: string;
let duck: DuckDBConnection;
let closeDuck: () => void;

async function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${pix.url}${path}`, init);
}

/** The day's catalogue entry once the queue consumer has written the file, or a timeout. */
async function compactedEntry(): Promise<{ key: string; bytes: number; rows: number }> {
  for (let waited = 0; waited < 90_000; waited += 250) {
    const body = (await (await api(`/api/v1/lake/venues/${VENUE}`)).json()) as {
      data: { days: { date: string; parquet: { key: string; bytes: number; rows: number } | null }[] };
    };
    const parquet = body.data.days.find((d) => d.date === DATE)?.parquet;
    if (parquet) return parquet;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the ${VENUE} ${DATE} compaction did not finish`);
}

beforeAll(async () => {
  pix = await startLocalPix({ progress: () => {} });
  // Miniflare's Node-side proxy of the bucket; its types are Miniflare's own, its methods R2's.
  const bucket = (await pix.mf.getR2Bucket("LAKE")) as unknown as R2Bucket;
  for (const [i, cycle] of CYCLES.entries()) {
    await writeTape(bucket, VENUE, cycle, SNAPSHOTS[i] as LakeRow[], { status: "not_recorded" });
  }
  const refresh = await api(`/api/refresh?plane=lake-compact&date=${DATE}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` },
  });
  expect(refresh.status).toBe(200);
  const entry = await compactedEntry();
  const res = await api(`/api/v1/lake/venues/${VENUE}/days/${DATE}/parquet`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/vnd.apache.parquet");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(bytes.byteLength).toBe(entry.bytes);
  dir = mkdtempSync(join(tmpdir(), "pix-parquet-"));
  file = join(dir, `${VENUE}-${DATE}.parquet`);
  writeFileSync(file, bytes);
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

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return (await duck.runAndReadAll(sql.replaceAll("$file", `'${file}'`))).getRowObjectsJS() as Record<
    string,
    unknown
  >[];
}

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
