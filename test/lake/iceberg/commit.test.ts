/**
 * The Iceberg commit protocol in R2 (src/lake/iceberg/commit.ts) under a killed job and a repeated one,
 * read back with pix's own reader of the metadata and Avro manifests (icebird reads the same tables over
 * HTTP in ./icebird.node.test.ts): a job killed before its metadata file leaves the table as it was, one
 * killed before its version hint is completed by the next run, a day committed twice or by two racing
 * jobs is one day; a day the retention removes is gone from the current snapshots and still read by
 * time travel, its data files deleted only once no kept snapshot lists them; and /api/v1/info's lake
 * member states the tables' current snapshots.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { rfc3339 } from "../../../src/domain/clock.ts";
import { decodeContainer } from "../../../src/lake/iceberg/avro.ts";
import {
  commitPathTable,
  currentManifests,
  loadPathTable,
  partitionsOf,
  pathLayout,
  versionHintKey,
} from "../../../src/lake/iceberg/commit.ts";
import { icebergBaseUrl } from "../../../src/lake/iceberg/config.ts";
import {
  currentSnapshot,
  ENTRY_DELETED,
  type ManifestEntry,
  type ManifestFile,
  type Partition,
  SNAPSHOT_MAX_AGE_MS,
  type Snapshot,
} from "../../../src/lake/iceberg/spec.ts";
import {
  ICEBERG_TABLES,
  type IcebergTableDeclaration,
  icebergTable,
} from "../../../src/lake/iceberg/tables.ts";
import { icebergDataFileKeys } from "../../../src/lake/jobs/iceberg.ts";
import { applyRetention } from "../../../src/lake/jobs/retention.ts";
import { dayPrefix } from "../../../src/lake/keys.ts";
import type { RetentionPolicy } from "../../../src/lake/retention.ts";
import { ICEBERG_FRESHNESS } from "../../../src/lake/routes/discovery.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { readParquetCatalog } from "../../../src/lake/store/lake-reads.ts";
import { call } from "../../support/keys.ts";
import { lakeRows } from "../../support/lake.ts";
import { compactVenueDayFiles } from "../compaction-driver.ts";

const TRADES = icebergTable("trades") as IcebergTableDeclaration;
const BASE = icebergBaseUrl(env) as string;
const NOW = Date.parse("2026-11-23T00:20:00Z");
const DAY1: Partition = { venue: "kalshi", date: "2026-11-21" };
const DAY2: Partition = { venue: "kalshi", date: "2026-11-22" };
const file = (p: Partition) => [
  { key: `lake-parquet/${p.venue}/${p.date}/trades.parquet`, bytes: 4_096, rows: 120 },
];
const append = (p: Partition) => ({ kind: "append" as const, partition: p, files: file(p) });

/** The lake's bucket, killed (every later call rejects) at the first put of a key `at` matches. */
function killedAt(at: RegExp): R2Bucket {
  let killed = false;
  return new Proxy(env.LAKE, {
    get(bucket, property) {
      const value = Reflect.get(bucket, property, bucket) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "put" && at.test(String(args[0]))) killed = true;
        if (killed) return Promise.reject(new Error("killed"));
        return (value as (...a: unknown[]) => unknown).apply(bucket, args);
      };
    },
  });
}

async function keys(prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.LAKE.list({ prefix, ...(cursor ? { cursor } : {}) });
    found.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return found;
}

const metadataDir = "iceberg/trades/metadata/";
/** The metadata versions stored, ascending. */
const versions = async () =>
  (await keys(metadataDir))
    .map((k) => /\/v(\d+)\.metadata\.json$/.exec(k)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
const hint = async () => Number(await (await env.LAKE.get(versionHintKey("trades")))?.text());

/** The data files the table's current snapshot lists, through its manifest list and manifests (pix's reader). */
async function dataFiles(metadataVersion?: number): Promise<string[]> {
  const loaded = await loadPathTable(env.LAKE, "trades");
  if (!loaded) return [];
  const metadata =
    metadataVersion === undefined
      ? loaded.metadata
      : await (await env.LAKE.get(`${metadataDir}v${metadataVersion}.metadata.json`))?.json();
  const layout = pathLayout(BASE, "trades");
  const paths: string[] = [];
  for (const manifest of await currentManifests(env.LAKE, layout, metadata as typeof loaded.metadata)) {
    const bytes = await (await env.LAKE.get(layout.keyOf(manifest.manifest_path) as string))?.arrayBuffer();
    const { records } = decodeContainer<ManifestEntry>(new Uint8Array(bytes as ArrayBuffer));
    paths.push(...records.filter((e) => e.status !== ENTRY_DELETED).map((e) => e.data_file.file_path));
  }
  return paths.sort();
}

const partitions = async () => {
  const loaded = await loadPathTable(env.LAKE, "trades");
  if (!loaded) return [];
  const manifests = await currentManifests(env.LAKE, pathLayout(BASE, "trades"), loaded.metadata);
  return partitionsOf(TRADES, manifests).map((p) => p.date);
};

beforeEach(async () => {
  const stale = await keys("iceberg/");
  if (stale.length > 0) await env.LAKE.delete(stale);
});

describe("a commit under a killed job", () => {
  it("killed after its manifests but before its metadata file leaves the table as it was; the rerun commits the day once", async () => {
    expect((await commitPathTable(env.LAKE, BASE, TRADES, append(DAY1), NOW)).status).toBe("committed");
    const before = await loadPathTable(env.LAKE, "trades");
    const avroBefore = (await keys(metadataDir)).filter((k) => k.endsWith(".avro")).length;

    await expect(
      commitPathTable(killedAt(/\.metadata\.json$/), BASE, TRADES, append(DAY2), NOW + 1_000),
    ).rejects.toThrow("killed");
    // Its manifest and manifest list were written; nothing reaches them.
    expect((await keys(metadataDir)).filter((k) => k.endsWith(".avro")).length).toBe(avroBefore + 2);
    expect(await versions()).toEqual([1]);
    expect(await hint()).toBe(1);
    expect(await loadPathTable(env.LAKE, "trades")).toEqual(before);
    expect(await partitions()).toEqual([DAY1.date]);

    const rerun = await commitPathTable(env.LAKE, BASE, TRADES, append(DAY2), NOW + 2_000);
    expect(rerun).toMatchObject({ status: "committed", version: 2 });
    const again = await commitPathTable(env.LAKE, BASE, TRADES, append(DAY2), NOW + 3_000);
    expect(again).toMatchObject({ status: "already_committed", version: 2 });
    expect(await versions()).toEqual([1, 2]);
    expect(await hint()).toBe(2);
    expect(await partitions()).toEqual([DAY1.date, DAY2.date]);
    expect(await dataFiles()).toEqual([
      `${BASE}/trades/data/kalshi-${DAY1.date}.parquet`,
      `${BASE}/trades/data/kalshi-${DAY2.date}.parquet`,
    ]);
  });

  it("killed after its metadata file but before the version hint is completed by the next run", async () => {
    await commitPathTable(env.LAKE, BASE, TRADES, append(DAY1), NOW);
    await expect(
      commitPathTable(killedAt(/version-hint\.text$/), BASE, TRADES, append(DAY2), NOW + 1_000),
    ).rejects.toThrow("killed");

    // A reader that follows the hint sees the previous version, whole.
    expect(await hint()).toBe(1);
    expect(await dataFiles(1)).toEqual([`${BASE}/trades/data/kalshi-${DAY1.date}.parquet`]);
    // The metadata files are consistent: versions 1 and 2, and 2 logs 1 as its previous file.
    expect(await versions()).toEqual([1, 2]);
    const loaded = await loadPathTable(env.LAKE, "trades");
    expect(loaded?.version).toBe(2);
    expect(loaded?.metadata["metadata-log"].map((e) => e["metadata-file"])).toEqual([
      `${BASE}/trades/metadata/v1.metadata.json`,
    ]);
    const v1 = (await (await env.LAKE.get(`${metadataDir}v1.metadata.json`))?.json()) as {
      "current-snapshot-id": number;
    };
    expect(
      loaded?.metadata.snapshots.find((s) => s["snapshot-id"] === loaded.metadata["current-snapshot-id"]),
    ).toMatchObject({ "parent-snapshot-id": v1["current-snapshot-id"] });

    // The next run finds the day committed and brings the hint up; no version is added.
    const rerun = await commitPathTable(env.LAKE, BASE, TRADES, append(DAY2), NOW + 2_000);
    expect(rerun).toMatchObject({ status: "already_committed", version: 2 });
    expect(await hint()).toBe(2);
    expect(await versions()).toEqual([1, 2]);
    expect(await dataFiles()).toHaveLength(2);
  });

  it("two jobs committing the same day at once commit it once", async () => {
    await commitPathTable(env.LAKE, BASE, TRADES, append(DAY1), NOW);
    const outcomes = await Promise.all([
      commitPathTable(env.LAKE, BASE, TRADES, append(DAY2), NOW + 1_000),
      commitPathTable(env.LAKE, BASE, TRADES, append(DAY2), NOW + 1_000),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["already_committed", "committed"]);
    expect(await versions()).toEqual([1, 2]);
    expect(await dataFiles()).toEqual([
      `${BASE}/trades/data/kalshi-${DAY1.date}.parquet`,
      `${BASE}/trades/data/kalshi-${DAY2.date}.parquet`,
    ]);
    // The loser's manifest and manifest list were deleted: every Avro file is referenced.
    const referenced = new Set<string>();
    const layout = pathLayout(BASE, "trades");
    for (const v of await versions()) {
      const metadata = (await (await env.LAKE.get(`${metadataDir}v${v}.metadata.json`))?.json()) as {
        snapshots: { "manifest-list": string }[];
      };
      for (const snapshot of metadata.snapshots) {
        referenced.add(layout.keyOf(snapshot["manifest-list"]) as string);
        const list = await (
          await env.LAKE.get(layout.keyOf(snapshot["manifest-list"]) as string)
        )?.arrayBuffer();
        for (const m of decodeContainer<{ manifest_path: string }>(new Uint8Array(list as ArrayBuffer))
          .records)
          referenced.add(layout.keyOf(m.manifest_path) as string);
      }
    }
    expect((await keys(metadataDir)).filter((k) => k.endsWith(".avro")).sort()).toEqual(
      [...referenced].sort(),
    );
  });
});

/** The data file paths a snapshot of `table` lists (pix's reader: its manifest list, then its manifests). */
async function snapshotFiles(table: string, snapshot: Snapshot): Promise<string[]> {
  const layout = pathLayout(BASE, table);
  const list = await env.LAKE.get(layout.keyOf(snapshot["manifest-list"]) as string);
  const manifests = decodeContainer<ManifestFile>(new Uint8Array(await (list as R2ObjectBody).arrayBuffer()));
  const paths: string[] = [];
  for (const manifest of manifests.records) {
    const bytes = await (await env.LAKE.get(layout.keyOf(manifest.manifest_path) as string))?.arrayBuffer();
    const { records } = decodeContainer<ManifestEntry>(new Uint8Array(bytes as ArrayBuffer));
    paths.push(...records.filter((e) => e.status !== ENTRY_DELETED).map((e) => e.data_file.file_path));
  }
  return paths.sort();
}

describe("a day the retention removes", () => {
  const VENUE = "kalshi";
  const REMOVED = "2026-10-01";
  const LATER = "2026-10-09";
  const HOUR = 3_600_000;
  /** The removed day is compacted (and committed to every table) three days on, its hours then final. */
  const COMMITTED = Date.parse("2026-10-04T01:00:00Z");
  /** Past 8 days of Parquet retention the day goes: the run of 2026-10-10 removes 2026-10-01 and keeps 2026-10-02 on. */
  const POLICY: RetentionPolicy = { tapeDays: 8, parquetDays: 8 };
  const REMOVAL = Date.parse("2026-10-10T00:15:00Z");
  /** The later day's compaction: a commit to every table more than SNAPSHOT_MAX_AGE_MS after the removed day's. */
  const NEXT_COMMIT = Date.parse("2026-10-12T01:00:00Z");

  const allKeys = async () => [...(await keys("lake")), ...(await keys("iceberg/"))].sort();
  const dataPath = (table: IcebergTableDeclaration) =>
    `${BASE}/${table.name}/data/${table.byVenue ? `${VENUE}-` : ""}${REMOVED}.parquet`;

  it("is gone from the current snapshots and read by time travel; its files go once no kept snapshot lists them", async () => {
    for (const date of [REMOVED, LATER]) {
      for (const hh of ["08", "09"]) {
        await writeTape(env.LAKE, VENUE, Date.parse(`${date}T${hh}:00:00Z`), lakeRows(2, VENUE), {
          status: "not_recorded",
        });
      }
    }
    expect((await compactVenueDayFiles(VENUE, REMOVED, COMMITTED)).status).toBe("compacted");
    const dataFiles = icebergDataFileKeys(VENUE, REMOVED);
    // Every table holds the day, each through its own data file.
    for (const table of ICEBERG_TABLES) {
      const loaded = await loadPathTable(env.LAKE, table.name);
      expect(await snapshotFiles(table.name, currentSnapshot(loaded?.metadata as never) as Snapshot)).toEqual(
        [dataPath(table)],
      );
    }
    for (const key of dataFiles) expect(await env.LAKE.head(key), key).not.toBeNull();

    const removal = await applyRetention(env.LAKE, VENUE, POLICY, REMOVAL);
    expect(removal).toMatchObject({ deleted: [REMOVED], files_kept: [REMOVED], files_deleted: [] });
    for (const table of ICEBERG_TABLES) {
      const metadata = (await loadPathTable(env.LAKE, table.name))?.metadata;
      const current = currentSnapshot(metadata as never) as Snapshot;
      expect(current.summary, table.name).toMatchObject({ operation: "delete", "pix.date": REMOVED });
      expect(await snapshotFiles(table.name, current), table.name).toEqual([]);
      // The snapshot before the removal still lists the day's file, and the file is there to read.
      const previous = metadata?.snapshots.find((s) => s["snapshot-id"] === current["parent-snapshot-id"]);
      expect(await snapshotFiles(table.name, previous as Snapshot), table.name).toEqual([dataPath(table)]);
      const travelled = await call(
        `/api/v1/lake/iceberg/${table.name}/data/${dataPath(table).split("/").at(-1)}`,
      );
      expect(travelled.status, table.name).toBe(200);
      expect((await travelled.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    for (const key of dataFiles) expect(await env.LAKE.head(key), key).not.toBeNull();
    // Nothing but the data files is left of the day; the lake's routes no longer serve it.
    expect(await keys(dayPrefix(VENUE, REMOVED))).toEqual(
      dataFiles.filter((k) => k.startsWith("lake/")).sort(),
    );
    expect((await call(`/api/v1/lake/venues/${VENUE}/days/${REMOVED}/parquet`)).status).toBe(404);
    const venue = (await (await call(`/api/v1/lake/venues/${VENUE}`)).json()) as {
      data: { dates: string[] };
    };
    expect(venue.data.dates).toEqual([LATER]);

    // Later runs keep the files while a snapshot listing the day is kept: the next hour, and past the
    // snapshot's age until a commit expires it.
    const before = await allKeys();
    for (const at of [REMOVAL + HOUR, COMMITTED + SNAPSHOT_MAX_AGE_MS + HOUR]) {
      const kept = await applyRetention(env.LAKE, VENUE, POLICY, at);
      expect(kept).toMatchObject({
        deleted: [],
        files_kept: [REMOVED],
        files_deleted: [],
        objects_deleted: 0,
      });
    }
    expect(await allKeys()).toEqual(before);

    // The later day's commit expires the snapshots before the removal; the next run deletes the day's
    // data files, and nothing else.
    expect((await compactVenueDayFiles(VENUE, LATER, NEXT_COMMIT)).status).toBe("compacted");
    for (const table of ICEBERG_TABLES) {
      const metadata = (await loadPathTable(env.LAKE, table.name))?.metadata;
      expect(
        metadata?.snapshots.every((s) => s["timestamp-ms"] >= REMOVAL),
        table.name,
      ).toBe(true);
    }
    const beforeRelease = await allKeys();
    const release = await applyRetention(env.LAKE, VENUE, POLICY, NEXT_COMMIT + HOUR);
    expect(release).toMatchObject({ deleted: [], files_kept: [], files_deleted: [REMOVED] });
    expect(release.objects_deleted).toBe(dataFiles.length);
    expect(await allKeys()).toEqual(beforeRelease.filter((k) => !dataFiles.includes(k)));
    expect((await readParquetCatalog(env.LAKE, VENUE)).removed ?? {}).toEqual({});

    // Repeated runs change nothing more.
    const settled = await allKeys();
    const again = await applyRetention(env.LAKE, VENUE, POLICY, NEXT_COMMIT + 2 * HOUR);
    expect(again).toMatchObject({ deleted: [], files_kept: [], files_deleted: [], objects_deleted: 0 });
    expect(await allKeys()).toEqual(settled);
  });
});

describe("/api/v1/info's lake member", () => {
  it("states each table's path, current snapshot and commit time, and the freshness promise", async () => {
    const committed = await commitPathTable(env.LAKE, BASE, TRADES, append(DAY1), NOW);
    const body = (await (await call("/api/v1/info")).json()) as {
      data: { lake: { tables: { freshness: string; tables: Record<string, unknown>[] } | null } };
    };
    const tables = body.data.lake.tables;
    expect(tables?.freshness).toBe(ICEBERG_FRESHNESS);
    expect(tables?.tables.map((t) => t.name)).toEqual([
      "quotes",
      "books",
      "trades",
      "hour_summaries",
      "rounds",
    ]);
    expect(tables?.tables.find((t) => t.name === "trades")).toEqual({
      name: "trades",
      path: "/api/v1/lake/iceberg/trades",
      partitioning: "venue, day",
      metadata_location: `${BASE}/trades/metadata/v1.metadata.json`,
      current_snapshot_id: committed.snapshot_id,
      committed_at: rfc3339(NOW),
    });
    expect(tables?.tables.find((t) => t.name === "books")).toMatchObject({
      metadata_location: null,
      current_snapshot_id: null,
      committed_at: null,
    });
    const unset = (await (await call("/api/v1/info", {}, { LAKE_ICEBERG_BASE_URL: "" } as never)).json()) as {
      data: { lake: { tables: unknown } };
    };
    expect(unset.data.lake.tables).toBeNull();
  });
});
