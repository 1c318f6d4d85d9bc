/**
 * Committing a venue-day (or a day) to a table, or removing one, in R2: the new manifest and manifest
 * list are written first; then the table's next metadata file `v{N+1}.metadata.json` is created only if
 * it does not exist (a conditional put), so the table moves in one step and only when every file of the
 * commit exists; `version-hint.text` follows. A job killed before the metadata file leaves the table as
 * it was (its manifests unreferenced); one killed after it finds the day committed when run again (the
 * current version is the hint's, or a later metadata file that exists). Two commits racing for one
 * version: one creates it, the other reloads and tries again. A day is appended once: a table holds a
 * manifest per venue-day, and the current manifest list's partition bounds say which are in.
 *
 * The snapshot is built the same way for the REST catalog (./rest.ts); only where its metadata lives
 * differs (`TableLayout`).
 */

import { decodeContainer, encodeContainer } from "./avro.ts";
import type { StoredFile } from "./files.ts";
import {
  currentSnapshot,
  type DataFile,
  ENTRY_ADDED,
  ENTRY_DELETED,
  MANIFEST_FILE_SCHEMA,
  type ManifestEntry,
  type ManifestFile,
  manifestEntrySchema,
  manifestListMetadata,
  manifestMetadata,
  newSnapshotId,
  newTableMetadata,
  type Partition,
  partitionRecord,
  partitionSummaries,
  type Snapshot,
  samePartition,
  snapshotSummary,
  summarizedPartition,
  type TableMetadata,
  withSnapshot,
} from "./spec.ts";
import type { IcebergTableDeclaration } from "./tables.ts";

/** Where a table's files are, as URIs in its metadata and as keys of the lake's bucket. */
export interface TableLayout {
  /** The URI of a file of the table's `metadata/` folder. */
  metadataUri(name: string): string;
  /** The bucket key of a URI this layout wrote (a manifest, a manifest list); null if not its own. */
  keyOf(uri: string): string | null;
  /** The URI a reader opens for a data file of the partition (stored at `file.key`). */
  dataUri(partition: Partition, file: StoredFile): string;
}

/** Where the path-readable tables' files live in R2: `iceberg/{table}/metadata/…`. */
export function pathTablePrefix(table: string): string {
  return `iceberg/${table}/`;
}

/** A data file's name under the table's `data/` path: `{venue}-{date}.parquet`, or `{date}.parquet`. */
export function dataFileName(partition: Partition): string {
  return partition.venue ? `${partition.venue}-${partition.date}.parquet` : `${partition.date}.parquet`;
}

/**
 * The layout of a table read by path: every URI under `{baseUrl}/{table}` (the lake's Iceberg route),
 * the data files as `data/{venue}-{date}.parquet`, which the route serves from the lake's own keys.
 */
export function pathLayout(baseUrl: string, table: string): TableLayout {
  const root = `${baseUrl.replace(/\/+$/, "")}/${table}`;
  const prefix = pathTablePrefix(table);
  return {
    metadataUri: (name) => `${root}/metadata/${name}`,
    keyOf: (uri) =>
      uri.startsWith(`${root}/metadata/`) ? `${prefix}metadata/${uri.slice(root.length + 10)}` : null,
    dataUri: (partition) => `${root}/data/${dataFileName(partition)}`,
  };
}

/** A change to a table: a partition's data files appended, or a partition removed. */
export type TableChange =
  | { kind: "append"; partition: Partition; files: StoredFile[] }
  | { kind: "remove"; partition: Partition };

export type CommitStatus = "committed" | "already_committed" | "absent";

export interface CommitOutcome {
  table: string;
  partition: Partition;
  change: TableChange["kind"];
  status: CommitStatus;
  snapshot_id?: number;
  version?: number;
}

/** A prepared snapshot: its files written, the table not yet moved. */
export interface PreparedSnapshot {
  snapshot: Snapshot;
  /** The keys written for it (deleted if the commit loses its race). */
  written: string[];
}

async function readBytes(bucket: R2Bucket, key: string): Promise<Uint8Array> {
  const object = await bucket.get(key);
  if (!object) throw new Error(`iceberg file ${key} is missing`);
  return new Uint8Array(await object.arrayBuffer());
}

/** The current snapshot's manifest list entries (none for a table without a snapshot). */
export async function currentManifests(
  bucket: R2Bucket,
  layout: TableLayout,
  metadata: TableMetadata,
): Promise<ManifestFile[]> {
  const snapshot = currentSnapshot(metadata);
  if (!snapshot) return [];
  const key = layout.keyOf(snapshot["manifest-list"]);
  if (!key) throw new Error(`the manifest list ${snapshot["manifest-list"]} is not in the lake's bucket`);
  return decodeContainer<ManifestFile>(await readBytes(bucket, key)).records;
}

/** Manifests that still hold data files (a removal's manifest of deleted entries is dropped next time). */
const live = (m: ManifestFile) => m.added_files_count + m.existing_files_count > 0;

/** The partitions a manifest list holds data of, each once. */
export function partitionsOf(
  table: IcebergTableDeclaration,
  manifests: readonly ManifestFile[],
): Partition[] {
  const found: Partition[] = [];
  for (const manifest of manifests.filter(live)) {
    const partition = summarizedPartition(table, manifest.partitions);
    if (partition && !found.some((p) => samePartition(p, partition))) found.push(partition);
  }
  return found;
}

function manifestName(): string {
  return `${crypto.randomUUID()}-m0.avro`;
}

/**
 * Writes the manifest and manifest list of `change` on top of `base` (null: nothing to do, the day
 * is in already, or absent for a removal). Reads the current manifest list and, for a removal, the
 * manifests of the partition.
 */
export async function prepareSnapshot(
  bucket: R2Bucket,
  layout: TableLayout,
  table: IcebergTableDeclaration,
  base: TableMetadata,
  change: TableChange,
  nowMs: number,
): Promise<PreparedSnapshot | null> {
  const manifests = await currentManifests(bucket, layout, base);
  const carried = manifests.filter(live);
  const ofPartition = carried.filter((m) => {
    const p = summarizedPartition(table, m.partitions);
    return p !== null && samePartition(p, change.partition);
  });
  if (change.kind === "append" ? ofPartition.length > 0 : ofPartition.length === 0) return null;

  const parent = currentSnapshot(base);
  const snapshotId = newSnapshotId();
  const sequence = base["last-sequence-number"] + 1;
  const manifestUri = layout.metadataUri(manifestName());
  let entries: ManifestEntry[];
  let newManifest: Omit<ManifestFile, "manifest_length">;
  let kept: ManifestFile[];
  const summaries = partitionSummaries(table, change.partition);
  if (change.kind === "append") {
    entries = change.files.map((file) => ({
      status: ENTRY_ADDED,
      snapshot_id: snapshotId,
      // Inherited from the manifest list (the commit's sequence number), as the spec writes new files.
      sequence_number: null,
      file_sequence_number: null,
      data_file: dataFile(table, layout, change.partition, file),
    }));
    const rows = change.files.reduce((n, f) => n + f.rows, 0);
    newManifest = manifestFile(manifestUri, sequence, sequence, snapshotId, summaries, {
      added: [entries.length, rows],
    });
    kept = carried;
  } else {
    entries = [];
    for (const manifest of ofPartition) {
      const key = layout.keyOf(manifest.manifest_path);
      if (!key) throw new Error(`the manifest ${manifest.manifest_path} is not in the lake's bucket`);
      const { records } = decodeContainer<ManifestEntry>(await readBytes(bucket, key));
      for (const entry of records.filter((e) => e.status !== ENTRY_DELETED)) {
        entries.push({
          status: ENTRY_DELETED,
          snapshot_id: snapshotId,
          sequence_number: entry.sequence_number ?? manifest.sequence_number,
          file_sequence_number: entry.file_sequence_number ?? manifest.sequence_number,
          data_file: entry.data_file,
        });
      }
    }
    const rows = entries.reduce((n, e) => n + Number(e.data_file.record_count), 0);
    const minSequence = Math.min(...ofPartition.map((m) => m.min_sequence_number));
    newManifest = manifestFile(manifestUri, sequence, minSequence, snapshotId, summaries, {
      deleted: [entries.length, rows],
    });
    kept = carried.filter((m) => !ofPartition.includes(m));
  }
  const manifestBytes = encodeContainer(manifestEntrySchema(table), entries, manifestMetadata(base));
  const list = [...kept, { ...newManifest, manifest_length: manifestBytes.byteLength }];
  const changedBytes = entries.reduce((n, e) => n + Number(e.data_file.file_size_in_bytes), 0);
  const changedRows = entries.reduce((n, e) => n + Number(e.data_file.record_count), 0);
  const totals = totalsOf(
    parent,
    change.kind === "append" ? 1 : -1,
    entries.length,
    changedRows,
    changedBytes,
  );
  const listUri = layout.metadataUri(`snap-${snapshotId}-1-${crypto.randomUUID()}.avro`);
  const snapshot: Snapshot = {
    "snapshot-id": snapshotId,
    ...(parent ? { "parent-snapshot-id": parent["snapshot-id"] } : {}),
    "sequence-number": sequence,
    "timestamp-ms": nowMs,
    "manifest-list": listUri,
    summary: snapshotSummary(
      change.kind === "append" ? "append" : "delete",
      { files: entries.length, rows: changedRows, bytes: changedBytes },
      totals,
      change.partition,
    ),
    "schema-id": base["current-schema-id"],
  };
  const listBytes = encodeContainer(MANIFEST_FILE_SCHEMA, list, manifestListMetadata(snapshot));
  const manifestKey = layout.keyOf(manifestUri) as string;
  const listKey = layout.keyOf(listUri) as string;
  await bucket.put(manifestKey, manifestBytes, { httpMetadata: { contentType: AVRO } });
  await bucket.put(listKey, listBytes, { httpMetadata: { contentType: AVRO } });
  return { snapshot, written: [manifestKey, listKey] };
}

export const AVRO = "application/avro";

function totalsOf(parent: Snapshot | null, sign: 1 | -1, files: number, rows: number, bytes: number) {
  const total = (name: string) => Number(parent?.summary[name] ?? 0);
  return {
    files: total("total-data-files") + sign * files,
    rows: total("total-records") + sign * rows,
    bytes: total("total-files-size") + sign * bytes,
  };
}

function dataFile(
  table: IcebergTableDeclaration,
  layout: TableLayout,
  partition: Partition,
  file: StoredFile,
): DataFile {
  return {
    content: 0,
    file_path: layout.dataUri(partition, file),
    file_format: "PARQUET",
    partition: partitionRecord(table, partition),
    record_count: file.rows,
    file_size_in_bytes: file.bytes,
    sort_order_id: null,
  };
}

function manifestFile(
  path: string,
  sequence: number,
  minSequence: number,
  snapshotId: number,
  partitions: ManifestFile["partitions"],
  counts: { added?: [number, number]; deleted?: [number, number] },
): Omit<ManifestFile, "manifest_length"> {
  return {
    manifest_path: path,
    partition_spec_id: 0,
    content: 0,
    sequence_number: sequence,
    min_sequence_number: minSequence,
    added_snapshot_id: snapshotId,
    added_files_count: counts.added?.[0] ?? 0,
    existing_files_count: 0,
    deleted_files_count: counts.deleted?.[0] ?? 0,
    added_rows_count: counts.added?.[1] ?? 0,
    existing_rows_count: 0,
    deleted_rows_count: counts.deleted?.[1] ?? 0,
    partitions,
    key_metadata: null,
  };
}

/** A path-readable table's current state: its version (N of `vN.metadata.json`) and metadata. */
export interface LoadedTable {
  version: number;
  metadata: TableMetadata;
}

const metadataKey = (table: string, version: number) =>
  `${pathTablePrefix(table)}metadata/v${version}.metadata.json`;
export const versionHintKey = (table: string) => `${pathTablePrefix(table)}metadata/version-hint.text`;
/** Versions probed past the hint at most (a hint left behind by killed jobs). */
const HINT_LAG_MAX = 50;

/** The table's current metadata: the hint's version, or the latest metadata file past it. Null: no table yet. */
export async function loadPathTable(bucket: R2Bucket, table: string): Promise<LoadedTable | null> {
  const hint = await bucket.get(versionHintKey(table));
  let version = hint ? Number.parseInt(await hint.text(), 10) || 0 : 0;
  for (let probe = 0; probe < HINT_LAG_MAX; probe++) {
    if (!(await bucket.head(metadataKey(table, version + 1)))) break;
    version++;
  }
  if (version === 0) return null;
  const object = await bucket.get(metadataKey(table, version));
  if (!object) throw new Error(`iceberg table ${table} lists version ${version} but its metadata is missing`);
  return { version, metadata: (await object.json()) as TableMetadata };
}

/** Commits a change to a path-readable table; retries a lost race up to this many times. */
const COMMIT_ATTEMPTS = 5;

export async function commitPathTable(
  bucket: R2Bucket,
  baseUrl: string,
  table: IcebergTableDeclaration,
  change: TableChange,
  nowMs: number,
): Promise<CommitOutcome> {
  const layout = pathLayout(baseUrl, table.name);
  const outcome = (status: CommitStatus, extra: Partial<CommitOutcome> = {}): CommitOutcome => ({
    table: table.name,
    partition: change.partition,
    change: change.kind,
    status,
    ...extra,
  });
  for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
    const loaded = await loadPathTable(bucket, table.name);
    if (!loaded && change.kind === "remove") return outcome("absent");
    const base =
      loaded?.metadata ??
      newTableMetadata(
        table,
        layout.metadataUri("").replace(/\/metadata\/$/, ""),
        crypto.randomUUID(),
        nowMs,
      );
    const version = (loaded?.version ?? 0) + 1;
    const prepared = await prepareSnapshot(bucket, layout, table, base, change, nowMs);
    if (!prepared) {
      // Nothing to do; a hint a killed job left behind is brought up to the current version.
      if (loaded) await writeHint(bucket, table.name, loaded.version);
      return outcome(change.kind === "append" ? "already_committed" : "absent", {
        ...(loaded ? { version: loaded.version } : {}),
      });
    }
    const previous = loaded ? layout.metadataUri(`v${loaded.version}.metadata.json`) : null;
    const next = withSnapshot(base, prepared.snapshot, previous, nowMs);
    const created = await bucket.put(metadataKey(table.name, version), JSON.stringify(next.metadata), {
      httpMetadata: { contentType: "application/json" },
      onlyIf: { etagDoesNotMatch: "*" },
    });
    if (!created) {
      // Another commit took this version: ours is dropped, and the change is tried on top of theirs.
      await bucket.delete(prepared.written);
      continue;
    }
    await writeHint(bucket, table.name, version);
    await cleanUp(bucket, layout, next.expired, next.droppedMetadataFiles);
    return outcome("committed", { snapshot_id: prepared.snapshot["snapshot-id"], version });
  }
  throw new Error(`iceberg table ${table.name}: ${COMMIT_ATTEMPTS} commits in a row lost their race`);
}

async function writeHint(bucket: R2Bucket, table: string, version: number): Promise<void> {
  const hint = await bucket.get(versionHintKey(table));
  if (hint && Number.parseInt(await hint.text(), 10) >= version) return;
  await bucket.put(versionHintKey(table), String(version), { httpMetadata: { contentType: "text/plain" } });
}

/** Deletes the manifest lists of expired snapshots and the metadata files dropped from the log. */
async function cleanUp(
  bucket: R2Bucket,
  layout: TableLayout,
  expired: readonly Snapshot[],
  dropped: readonly string[],
): Promise<void> {
  const keys = [...expired.map((s) => s["manifest-list"]), ...dropped]
    .map((uri) => layout.keyOf(uri))
    .filter((key): key is string => key !== null);
  if (keys.length > 0) await bucket.delete(keys);
}
