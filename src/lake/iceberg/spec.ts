/**
 * The Apache Iceberg format (version 2) of the lake's tables, as pure functions: a declaration's schema,
 * partition spec and name mapping; the Avro schemas of manifests and manifest lists (the spec's field
 * ids); a table's first metadata; a snapshot added to metadata, with the expiry of old snapshots.
 * Nothing here reads or writes storage (./commit.ts does).
 */
import { DAY_MS } from "../../domain/clock.ts";
import type { IcebergColumn, IcebergTableDeclaration } from "./tables.ts";

export const FORMAT_VERSION = 2;
/** The partition spec's first field id (the spec's convention). */
const PARTITION_FIELD_ID = 1000;
/** Snapshots older than this are expired by the next commit (the current one is always kept). */
export const SNAPSHOT_MAX_AGE_MS = 7 * DAY_MS;
/** Metadata files the log keeps (`write.metadata.previous-versions-max`); older ones are deleted. */
export const METADATA_LOG_MAX = 20;

interface SchemaField {
  id: number;
  name: string;
  required: boolean;
  type: string | { type: "struct"; fields: SchemaField[] };
  doc: string;
}

export interface Snapshot {
  "snapshot-id": number;
  "parent-snapshot-id"?: number;
  "sequence-number": number;
  "timestamp-ms": number;
  "manifest-list": string;
  summary: Record<string, string>;
  "schema-id": number;
}

export interface TableMetadata {
  "format-version": 2;
  "table-uuid": string;
  location: string;
  "last-sequence-number": number;
  "last-updated-ms": number;
  "last-column-id": number;
  "current-schema-id": number;
  schemas: { type: "struct"; "schema-id": number; fields: SchemaField[] }[];
  "default-spec-id": number;
  "partition-specs": { "spec-id": number; fields: PartitionField[] }[];
  "last-partition-id": number;
  "default-sort-order-id": number;
  "sort-orders": { "order-id": number; fields: never[] }[];
  properties: Record<string, string>;
  "current-snapshot-id"?: number;
  snapshots: Snapshot[];
  "snapshot-log": { "snapshot-id": number; "timestamp-ms": number }[];
  "metadata-log": { "metadata-file": string; "timestamp-ms": number }[];
  refs: Record<string, { "snapshot-id": number; type: "branch" }>;
}

interface PartitionField {
  "source-id": number;
  "field-id": number;
  name: string;
  transform: "identity" | "day";
}

/** The table's fields with their ids (declaration order, nested fields after every top-level one). */
export function schemaFields(table: IcebergTableDeclaration): { fields: SchemaField[]; lastId: number } {
  let next = table.columns.length + 1;
  const toField = (column: IcebergColumn, id: number): SchemaField => {
    if (typeof column.type === "string") {
      return { id, name: column.name, required: column.required, type: column.type, doc: column.doc };
    }
    const nested = column.type.struct.map((child) => ({ child, id: next++ }));
    return {
      id,
      name: column.name,
      required: column.required,
      type: { type: "struct", fields: nested.map(({ child, id: childId }) => toField(child, childId)) },
      doc: column.doc,
    };
  };
  const fields = table.columns.map((column, i) => toField(column, i + 1));
  return { fields, lastId: next - 1 };
}

function fieldId(table: IcebergTableDeclaration, name: string): number {
  const index = table.columns.findIndex((c) => c.name === name);
  if (index < 0) throw new Error(`table ${table.name} has no column ${name}`);
  return index + 1;
}

/** `venue` (identity, when partitioned by venue) then `day` (the day column's UTC day). */
export function partitionFields(table: IcebergTableDeclaration): PartitionField[] {
  const fields: PartitionField[] = [];
  if (table.byVenue) {
    fields.push({
      "source-id": fieldId(table, "venue"),
      "field-id": PARTITION_FIELD_ID,
      name: "venue",
      transform: "identity",
    });
  }
  fields.push({
    "source-id": fieldId(table, table.dayColumn),
    "field-id": PARTITION_FIELD_ID + fields.length,
    name: "day",
    transform: "day",
  });
  return fields;
}

/** Columns by name: the lake's Parquet files carry no field ids. */
export function nameMapping(fields: readonly SchemaField[]): unknown[] {
  return fields.map((field) => ({
    "field-id": field.id,
    names: [field.name],
    ...(typeof field.type === "object" ? { fields: nameMapping(field.type.fields) } : {}),
  }));
}

/** A partition of a table: its venue (tables partitioned by venue) and its UTC date. */
export interface Partition {
  venue: string | null;
  date: string;
}

/** Days since 1970-01-01 of a UTC date, the `day` transform's value. */
export function epochDay(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The partition record of a data file, as the manifest's `partition` field holds it. */
export function partitionRecord(
  table: IcebergTableDeclaration,
  partition: Partition,
): Record<string, unknown> {
  return table.byVenue
    ? { venue: partition.venue, day: epochDay(partition.date) }
    : { day: epochDay(partition.date) };
}

/** The partition's field summaries of a manifest holding that one partition (bounds in Iceberg's single-value form). */
export function partitionSummaries(table: IcebergTableDeclaration, partition: Partition): FieldSummary[] {
  const day = new Uint8Array(4);
  new DataView(day.buffer).setInt32(0, epochDay(partition.date), true);
  const summaries: FieldSummary[] = [];
  if (table.byVenue) {
    const venue = new TextEncoder().encode(partition.venue ?? "");
    summaries.push({ contains_null: false, contains_nan: null, lower_bound: venue, upper_bound: venue });
  }
  summaries.push({ contains_null: false, contains_nan: null, lower_bound: day, upper_bound: day });
  return summaries;
}

/** The one partition a manifest's summaries bound, or null when they bound several or none. */
export function summarizedPartition(
  table: IcebergTableDeclaration,
  summaries: readonly FieldSummary[] | null,
): Partition | null {
  if (!summaries || summaries.length !== (table.byVenue ? 2 : 1)) return null;
  const same = (s: FieldSummary) =>
    s.lower_bound !== null && s.upper_bound !== null && equalBytes(s.lower_bound, s.upper_bound);
  if (!summaries.every(same)) return null;
  const daySummary = summaries.at(-1) as FieldSummary;
  const bound = daySummary.lower_bound as Uint8Array;
  if (bound.byteLength !== 4) return null;
  const day = new DataView(bound.buffer, bound.byteOffset, 4).getInt32(0, true);
  const venue = table.byVenue ? new TextDecoder().decode(summaries[0]?.lower_bound as Uint8Array) : null;
  return { venue, date: dateOfEpochDay(day) };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && a.every((v, i) => v === b[i]);
}

export function samePartition(a: Partition, b: Partition): boolean {
  return a.venue === b.venue && a.date === b.date;
}

export interface FieldSummary {
  contains_null: boolean;
  contains_nan: boolean | null;
  lower_bound: Uint8Array | null;
  upper_bound: Uint8Array | null;
}

/** One entry of a manifest list (`manifest_file`). */
export interface ManifestFile {
  manifest_path: string;
  manifest_length: number;
  partition_spec_id: number;
  content: number;
  sequence_number: number;
  min_sequence_number: number;
  added_snapshot_id: number;
  added_files_count: number;
  existing_files_count: number;
  deleted_files_count: number;
  added_rows_count: number;
  existing_rows_count: number;
  deleted_rows_count: number;
  partitions: FieldSummary[] | null;
  key_metadata: Uint8Array | null;
}

/** One entry of a manifest (`manifest_entry`): a data file added, or deleted by a commit. */
export interface ManifestEntry {
  status: 0 | 1 | 2;
  snapshot_id: number | null;
  sequence_number: number | null;
  file_sequence_number: number | null;
  data_file: DataFile;
}

export interface DataFile {
  content: 0;
  file_path: string;
  file_format: "PARQUET";
  partition: Record<string, unknown>;
  record_count: number;
  file_size_in_bytes: number;
  sort_order_id: number | null;
}

export const ENTRY_ADDED = 1;
export const ENTRY_DELETED = 2;

const optional = (type: unknown) => ["null", type];

/** The manifest list's Avro schema (spec: "Manifest Lists", version 2). */
export const MANIFEST_FILE_SCHEMA = {
  type: "record",
  name: "manifest_file",
  fields: [
    { name: "manifest_path", type: "string", "field-id": 500 },
    { name: "manifest_length", type: "long", "field-id": 501 },
    { name: "partition_spec_id", type: "int", "field-id": 502 },
    { name: "content", type: "int", "field-id": 517 },
    { name: "sequence_number", type: "long", "field-id": 515 },
    { name: "min_sequence_number", type: "long", "field-id": 516 },
    { name: "added_snapshot_id", type: "long", "field-id": 503 },
    { name: "added_files_count", type: "int", "field-id": 504 },
    { name: "existing_files_count", type: "int", "field-id": 505 },
    { name: "deleted_files_count", type: "int", "field-id": 506 },
    { name: "added_rows_count", type: "long", "field-id": 512 },
    { name: "existing_rows_count", type: "long", "field-id": 513 },
    { name: "deleted_rows_count", type: "long", "field-id": 514 },
    {
      name: "partitions",
      type: optional({
        type: "array",
        "element-id": 508,
        items: {
          type: "record",
          name: "r508",
          fields: [
            { name: "contains_null", type: "boolean", "field-id": 509 },
            { name: "contains_nan", type: optional("boolean"), default: null, "field-id": 518 },
            { name: "lower_bound", type: optional("bytes"), default: null, "field-id": 510 },
            { name: "upper_bound", type: optional("bytes"), default: null, "field-id": 511 },
          ],
        },
      }),
      default: null,
      "field-id": 507,
    },
    { name: "key_metadata", type: optional("bytes"), default: null, "field-id": 519 },
  ],
} as const;

/** A manifest's Avro schema for the table's partition type (spec: "Manifests", version 2). */
export function manifestEntrySchema(table: IcebergTableDeclaration): Record<string, unknown> {
  const partition = partitionFields(table).map((field) => ({
    name: field.name,
    type: optional(field.transform === "day" ? { type: "int", logicalType: "date" } : "string"),
    default: null,
    "field-id": field["field-id"],
  }));
  return {
    type: "record",
    name: "manifest_entry",
    fields: [
      { name: "status", type: "int", "field-id": 0 },
      { name: "snapshot_id", type: optional("long"), default: null, "field-id": 1 },
      { name: "sequence_number", type: optional("long"), default: null, "field-id": 3 },
      { name: "file_sequence_number", type: optional("long"), default: null, "field-id": 4 },
      {
        name: "data_file",
        "field-id": 2,
        type: {
          type: "record",
          name: "r2",
          fields: [
            { name: "content", type: "int", "field-id": 134 },
            { name: "file_path", type: "string", "field-id": 100 },
            { name: "file_format", type: "string", "field-id": 101 },
            { name: "partition", type: { type: "record", name: "r102", fields: partition }, "field-id": 102 },
            { name: "record_count", type: "long", "field-id": 103 },
            { name: "file_size_in_bytes", type: "long", "field-id": 104 },
            { name: "sort_order_id", type: optional("int"), default: null, "field-id": 140 },
          ],
        },
      },
    ],
  };
}

/** The header metadata a manifest carries (the table's schema and partition spec). */
export function manifestMetadata(metadata: TableMetadata): Record<string, string> {
  const schema = metadata.schemas.find((s) => s["schema-id"] === metadata["current-schema-id"]);
  const spec = metadata["partition-specs"].find((s) => s["spec-id"] === metadata["default-spec-id"]);
  return {
    schema: JSON.stringify(schema),
    "schema-id": String(metadata["current-schema-id"]),
    "partition-spec": JSON.stringify(spec?.fields ?? []),
    "partition-spec-id": String(metadata["default-spec-id"]),
    "format-version": String(FORMAT_VERSION),
    content: "data",
  };
}

export function manifestListMetadata(snapshot: Snapshot): Record<string, string> {
  return {
    "snapshot-id": String(snapshot["snapshot-id"]),
    "parent-snapshot-id":
      snapshot["parent-snapshot-id"] === undefined ? "null" : String(snapshot["parent-snapshot-id"]),
    "sequence-number": String(snapshot["sequence-number"]),
    "format-version": String(FORMAT_VERSION),
  };
}

/** A new table's metadata, without a snapshot. */
export function newTableMetadata(
  table: IcebergTableDeclaration,
  location: string,
  uuid: string,
  nowMs: number,
): TableMetadata {
  const { fields, lastId } = schemaFields(table);
  const spec = partitionFields(table);
  return {
    "format-version": FORMAT_VERSION,
    "table-uuid": uuid,
    location,
    "last-sequence-number": 0,
    "last-updated-ms": nowMs,
    "last-column-id": lastId,
    "current-schema-id": 0,
    schemas: [{ type: "struct", "schema-id": 0, fields }],
    "default-spec-id": 0,
    "partition-specs": [{ "spec-id": 0, fields: spec }],
    "last-partition-id": Math.max(...spec.map((f) => f["field-id"])),
    "default-sort-order-id": 0,
    "sort-orders": [{ "order-id": 0, fields: [] }],
    properties: tableProperties(table, fields),
    snapshots: [],
    "snapshot-log": [],
    "metadata-log": [],
    refs: {},
  };
}

/** The table's properties: its description, the name mapping, pix's write settings. */
export function tableProperties(
  table: IcebergTableDeclaration,
  fields: readonly SchemaField[],
): Record<string, string> {
  return {
    comment: table.doc,
    "schema.name-mapping.default": JSON.stringify(nameMapping(fields)),
    "write.format.default": "parquet",
    "write.metadata.previous-versions-max": String(METADATA_LOG_MAX),
    "history.expire.max-snapshot-age-ms": String(SNAPSHOT_MAX_AGE_MS),
    "pix.partitioning": table.byVenue ? "venue, day" : "day",
  };
}

export function currentSnapshot(metadata: TableMetadata): Snapshot | null {
  const id = metadata["current-snapshot-id"];
  if (id === undefined || id === -1) return null;
  return metadata.snapshots.find((s) => s["snapshot-id"] === id) ?? null;
}

/** A random positive snapshot id within JSON's exact integers. */
export function newSnapshotId(): number {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return ((words[0] as number) & 0x1fffff) * 2 ** 32 + (words[1] as number) + 1;
}

/**
 * The metadata after a commit of `snapshot` (its sequence number the table's next): the snapshot made
 * current on `main`, logged, the previous metadata file logged, and the snapshots older than
 * SNAPSHOT_MAX_AGE_MS expired (never the current one). Returns the expired snapshots (their manifest
 * lists can go) and the metadata files dropped from the log. Pure.
 */
export function withSnapshot(
  base: TableMetadata,
  snapshot: Snapshot,
  previousMetadataFile: string | null,
  nowMs: number,
): { metadata: TableMetadata; expired: Snapshot[]; droppedMetadataFiles: string[] } {
  const keep = (s: Snapshot) => nowMs - s["timestamp-ms"] <= SNAPSHOT_MAX_AGE_MS;
  const snapshots = [...base.snapshots.filter(keep), snapshot];
  const expired = base.snapshots.filter((s) => !keep(s));
  const live = new Set(snapshots.map((s) => s["snapshot-id"]));
  const log = [
    ...base["metadata-log"],
    ...(previousMetadataFile
      ? [{ "metadata-file": previousMetadataFile, "timestamp-ms": base["last-updated-ms"] }]
      : []),
  ];
  const dropped = log.slice(0, Math.max(0, log.length - METADATA_LOG_MAX));
  return {
    metadata: {
      ...base,
      "last-sequence-number": snapshot["sequence-number"],
      "last-updated-ms": snapshot["timestamp-ms"],
      "current-snapshot-id": snapshot["snapshot-id"],
      snapshots: snapshots.map((s) =>
        s["parent-snapshot-id"] !== undefined && !live.has(s["parent-snapshot-id"]) ? withoutParent(s) : s,
      ),
      "snapshot-log": [
        ...base["snapshot-log"].filter((e) => live.has(e["snapshot-id"])),
        { "snapshot-id": snapshot["snapshot-id"], "timestamp-ms": snapshot["timestamp-ms"] },
      ],
      "metadata-log": log.slice(dropped.length),
      refs: { ...base.refs, main: { "snapshot-id": snapshot["snapshot-id"], type: "branch" } },
    },
    expired,
    droppedMetadataFiles: dropped.map((e) => e["metadata-file"]),
  };
}

function withoutParent(snapshot: Snapshot): Snapshot {
  const { "parent-snapshot-id": _parent, ...rest } = snapshot;
  return rest;
}

/** A snapshot's summary, with the totals Iceberg readers show. */
export function snapshotSummary(
  operation: "append" | "delete",
  changed: { files: number; rows: number; bytes: number },
  totals: { files: number; rows: number; bytes: number },
  partition: Partition,
): Record<string, string> {
  const verb = operation === "append" ? "added" : "deleted";
  return {
    operation,
    [`${verb}-data-files`]: String(changed.files),
    [`${verb}-records`]: String(changed.rows),
    [`${verb === "added" ? "added-files-size" : "removed-files-size"}`]: String(changed.bytes),
    "changed-partition-count": "1",
    "total-data-files": String(totals.files),
    "total-records": String(totals.rows),
    "total-files-size": String(totals.bytes),
    "total-delete-files": "0",
    "total-position-deletes": "0",
    "total-equality-deletes": "0",
    "pix.venue": partition.venue ?? "",
    "pix.date": partition.date,
  };
}
