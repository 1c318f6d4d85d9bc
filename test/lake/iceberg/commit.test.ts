/**
 * The Iceberg commit protocol in R2 (src/lake/iceberg/commit.ts) under a killed job and a repeated one,
 * read back with pix's own reader of the metadata and Avro manifests (icebird reads the same tables over
 * HTTP in ./icebird.node.test.ts): a job killed before its metadata file leaves the table as it was, one
 * killed before its version hint is completed by the next run, a day committed twice or by two racing
 * jobs is one day; and /api/v1/info's lake member states the tables' current snapshots.
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
import { ENTRY_DELETED, type ManifestEntry, type Partition } from "../../../src/lake/iceberg/spec.ts";
import { type IcebergTableDeclaration, icebergTable } from "../../../src/lake/iceberg/tables.ts";
import { ICEBERG_FRESHNESS } from "../../../src/lake/routes/discovery.ts";
import { call } from "../../support/keys.ts";

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
