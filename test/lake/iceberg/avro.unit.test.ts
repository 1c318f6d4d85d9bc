/**
 * pix's own Avro container files (src/lake/iceberg/avro.ts) checked by an Avro implementation pix did not
 * write: avsc (Node only, it compiles its codecs with `new Function`) reads pix's manifests and manifest
 * lists — built with the schemas and header metadata the commit writes — and finds the same records and
 * header, and pix's decoder reads avsc's container files of the same schemas (several blocks, the spec's
 * own writer) record for record.
 */
import { Readable } from "node:stream";
import avro from "avsc";
import { describe, expect, it } from "vitest";
import { decodeContainer, encodeContainer } from "../../../src/lake/iceberg/avro.ts";
import {
  ENTRY_ADDED,
  ENTRY_DELETED,
  MANIFEST_FILE_SCHEMA,
  type ManifestEntry,
  type ManifestFile,
  manifestEntrySchema,
  manifestListMetadata,
  manifestMetadata,
  newTableMetadata,
  type Partition,
  partitionRecord,
  partitionSummaries,
  type Snapshot,
} from "../../../src/lake/iceberg/spec.ts";
import { ICEBERG_TABLES, type IcebergTableDeclaration } from "../../../src/lake/iceberg/tables.ts";

const BASE = "https://pix.example.com/api/v1/lake/iceberg";
const SNAPSHOT_ID = 4_120_377_911_063_422; // above 2^32: a long's whole range of varint bytes
const NOW = Date.parse("2026-11-23T00:16:05Z");

const partitionOf = (table: IcebergTableDeclaration, date: string): Partition => ({
  venue: table.byVenue ? "polymarket" : null,
  date,
});

function entries(table: IcebergTableDeclaration): ManifestEntry[] {
  return ["2026-11-21", "2026-11-22"].map((date, i) => ({
    status: i === 0 ? ENTRY_DELETED : ENTRY_ADDED,
    snapshot_id: SNAPSHOT_ID + i,
    sequence_number: i === 0 ? 7 : null,
    file_sequence_number: i === 0 ? 7 : null,
    data_file: {
      content: 0,
      file_path: `${BASE}/${table.name}/data/${table.byVenue ? "polymarket-" : ""}${date}.parquet`,
      file_format: "PARQUET",
      partition: partitionRecord(table, partitionOf(table, date)),
      record_count: 2_861_044 + i,
      file_size_in_bytes: 412_339_118 * (i + 1) * 8, // past 2^32
      sort_order_id: i === 0 ? null : 0,
    },
  }));
}

function manifestFiles(table: IcebergTableDeclaration): ManifestFile[] {
  return ["2026-11-21", "2026-11-22", "2026-11-23"].map((date, i) => ({
    manifest_path: `${BASE}/${table.name}/metadata/0b6c8c4e-${i}-m0.avro`,
    manifest_length: 6_012 + i,
    partition_spec_id: 0,
    content: 0,
    sequence_number: 10 + i,
    min_sequence_number: 10 + i,
    added_snapshot_id: SNAPSHOT_ID - i,
    added_files_count: i === 2 ? 0 : 1,
    existing_files_count: 0,
    deleted_files_count: i === 2 ? 1 : 0,
    added_rows_count: i === 2 ? 0 : 1_000_000 * (i + 1),
    existing_rows_count: 0,
    deleted_rows_count: i === 2 ? 3_000_000 : 0,
    partitions: i === 1 ? null : partitionSummaries(table, partitionOf(table, date)),
    key_metadata: null,
  }));
}

const snapshot: Snapshot = {
  "snapshot-id": SNAPSHOT_ID,
  "parent-snapshot-id": SNAPSHOT_ID - 1,
  "sequence-number": 12,
  "timestamp-ms": NOW,
  "manifest-list": `${BASE}/trades/metadata/snap-1.avro`,
  summary: {},
  "schema-id": 0,
};

/** Plain values: avsc's Buffers as byte arrays, records as plain objects. */
function plain(value: unknown): unknown {
  if (value instanceof Uint8Array) return [...value];
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** A container file read by avsc: its records and header metadata. */
async function avscRead(bytes: Uint8Array) {
  const decoder = new avro.streams.BlockDecoder();
  let header: Record<string, string> = {};
  decoder.on("metadata", (_type: unknown, _codec: string, h: { meta: Record<string, Buffer> }) => {
    header = Object.fromEntries(Object.entries(h.meta).map(([k, v]) => [k, v.toString("utf8")]));
  });
  const records: unknown[] = [];
  Readable.from([Buffer.from(bytes)]).pipe(decoder);
  for await (const record of decoder) records.push(record);
  return { records, header };
}

/** Values as avsc writes them: bytes as Buffers. */
function buffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (Array.isArray(value)) return value.map(buffers);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, buffers(v)]));
  return value;
}

/** A container file written by avsc with `schema`, a block every `blockSize` bytes. */
async function avscWrite(schema: object, records: readonly unknown[], metadata: Record<string, string>) {
  const encoder = new avro.streams.BlockEncoder(
    schema as avro.Schema,
    {
      blockSize: 256,
      metadata: Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k, Buffer.from(v)])),
    } as never,
  );
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of encoder) chunks.push(chunk as Buffer);
  })();
  for (const record of records) encoder.write(buffers(record));
  encoder.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe("pix's Avro read by avsc", () => {
  for (const table of ICEBERG_TABLES) {
    it(`a ${table.name} manifest: the same entries, the schema and Iceberg header`, async () => {
      const metadata = newTableMetadata(table, `${BASE}/${table.name}`, "uuid", NOW);
      const schema = manifestEntrySchema(table);
      const bytes = encodeContainer(schema, entries(table), manifestMetadata(metadata));
      const read = await avscRead(bytes);
      expect(plain(read.records)).toEqual(plain(entries(table)));
      expect(JSON.parse(read.header["avro.schema"] as string)).toEqual(schema);
      expect(read.header).toMatchObject({ ...manifestMetadata(metadata), "avro.codec": "null" });
    });
  }

  it("a manifest list: the same manifest files, bounds and nulls included", async () => {
    const table = ICEBERG_TABLES.find((t) => t.byVenue) as IcebergTableDeclaration;
    const bytes = encodeContainer(MANIFEST_FILE_SCHEMA, manifestFiles(table), manifestListMetadata(snapshot));
    const read = await avscRead(bytes);
    expect(plain(read.records)).toEqual(plain(manifestFiles(table)));
    expect(read.header).toMatchObject(manifestListMetadata(snapshot));
  });

  it("an empty container file (a manifest of no entries)", async () => {
    const table = ICEBERG_TABLES[0] as IcebergTableDeclaration;
    const read = await avscRead(encodeContainer(manifestEntrySchema(table), [], {}));
    expect(read.records).toEqual([]);
  });
});

describe("avsc's Avro read by pix", () => {
  it("manifests of every table, written in several blocks", async () => {
    for (const table of ICEBERG_TABLES) {
      const many = Array.from({ length: 12 }, () => entries(table)).flat();
      const bytes = await avscWrite(manifestEntrySchema(table), many, { "format-version": "2" });
      const read = decodeContainer<ManifestEntry>(bytes);
      expect(plain(read.records), table.name).toEqual(plain(many));
      expect(read.metadata["format-version"]).toBe("2");
    }
  });

  it("a manifest list, written in several blocks", async () => {
    const table = ICEBERG_TABLES.find((t) => !t.byVenue) as IcebergTableDeclaration;
    const many = Array.from({ length: 8 }, () => manifestFiles(table)).flat();
    const bytes = await avscWrite(MANIFEST_FILE_SCHEMA, many, manifestListMetadata(snapshot));
    const read = decodeContainer<ManifestFile>(bytes);
    expect(plain(read.records)).toEqual(plain(many));
    expect(read.metadata).toMatchObject(manifestListMetadata(snapshot));
  });
});
