/**
 * The lake's tables in an Iceberg REST catalog (R2 Data Catalog, or any catalog of the REST API) where
 * an operator configured one: the same snapshots as the path-readable tables, committed through the
 * catalog with iceberg-js. The catalog holds the table metadata; pix writes each snapshot's manifest and
 * manifest list under the table's location in the lake's bucket (the catalog must be the lake bucket's,
 * so the data files are the lake's own Parquet files, `s3://{bucket}/{key}`), then commits with the
 * requirement that `main` is still the snapshot it built on: a lost race is reloaded and tried again.
 */
import { IcebergError, IcebergRestCatalog } from "iceberg-js";
import {
  type CommitOutcome,
  currentManifests,
  partitionsOf,
  prepareSnapshot,
  type TableChange,
  type TableLayout,
} from "./commit.ts";
import {
  type Partition,
  partitionFields,
  schemaFields,
  type TableMetadata,
  tableProperties,
} from "./spec.ts";
import type { IcebergTableDeclaration } from "./tables.ts";

export interface RestCatalogConfig {
  uri: string;
  warehouse: string;
  token: string;
  namespace: string;
}

export function restCatalog(config: RestCatalogConfig, fetcher: typeof fetch = fetch): IcebergRestCatalog {
  return new IcebergRestCatalog({
    baseUrl: config.uri,
    warehouse: config.warehouse,
    auth: { type: "bearer", token: config.token },
    fetch: (input, init) => fetcher(input, init),
  });
}

/** The layout of a catalog table at `location` (`s3://{bucket}/{path}`), over the lake's bucket. */
export function restLayout(location: string): TableLayout {
  const match = /^s3a?:\/\/([^/]+)\/(.*?)\/?$/.exec(location);
  if (!match) throw new Error(`the catalog's table location ${location} is not an s3:// location`);
  const [, bucket, path] = match as unknown as [string, string, string];
  const root = `s3://${bucket}/`;
  return {
    metadataUri: (name) => `${root}${path}/metadata/${name}`,
    keyOf: (uri) => (uri.startsWith(root) ? uri.slice(root.length) : null),
    dataUri: (_partition, file) => `${root}${file.key}`,
  };
}

const identifier = (config: RestCatalogConfig, table: IcebergTableDeclaration) => ({
  namespace: [config.namespace],
  name: table.name,
});

/** Loads the catalog's table, creating the namespace and the table when missing. */
export async function loadOrCreate(
  catalog: IcebergRestCatalog,
  config: RestCatalogConfig,
  table: IcebergTableDeclaration,
): Promise<TableMetadata> {
  const id = identifier(config, table);
  try {
    return (await catalog.loadTable(id)) as unknown as TableMetadata;
  } catch (error) {
    if (!(error instanceof IcebergError && error.isNotFound())) throw error;
  }
  await catalog.createNamespaceIfNotExists({ namespace: id.namespace });
  const { fields } = schemaFields(table);
  return (await catalog.createTableIfNotExists(
    { namespace: id.namespace },
    {
      name: table.name,
      schema: { type: "struct", "schema-id": 0, fields } as never,
      "partition-spec": { "spec-id": 0, fields: partitionFields(table) } as never,
      properties: tableProperties(table, fields),
    },
  )) as unknown as TableMetadata;
}

/** The partitions the catalog's table holds now. */
export async function restPartitions(
  bucket: R2Bucket,
  table: IcebergTableDeclaration,
  metadata: TableMetadata,
): Promise<Partition[]> {
  return partitionsOf(table, await currentManifests(bucket, restLayout(metadata.location), metadata));
}

const ATTEMPTS = 5;

/** Commits one change to the catalog's table (a day appended once, a removal of what it holds). */
export async function commitRestTable(
  catalog: IcebergRestCatalog,
  config: RestCatalogConfig,
  bucket: R2Bucket,
  table: IcebergTableDeclaration,
  change: TableChange,
  nowMs: number,
): Promise<CommitOutcome> {
  const outcome = (status: CommitOutcome["status"], snapshot?: number): CommitOutcome => ({
    table: table.name,
    partition: change.partition,
    change: change.kind,
    status,
    ...(snapshot === undefined ? {} : { snapshot_id: snapshot }),
  });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const base = await loadOrCreate(catalog, config, table);
    const prepared = await prepareSnapshot(bucket, restLayout(base.location), table, base, change, nowMs);
    if (!prepared) return outcome(change.kind === "append" ? "already_committed" : "absent");
    const current = base["current-snapshot-id"];
    const expired = base.snapshots
      .filter(
        (s) =>
          nowMs - s["timestamp-ms"] >
          Number(base.properties["history.expire.max-snapshot-age-ms"] ?? Infinity),
      )
      .map((s) => s["snapshot-id"]);
    try {
      await catalog.commitTable(identifier(config, table), {
        requirements: [
          { type: "assert-table-uuid", uuid: base["table-uuid"] },
          {
            type: "assert-ref-snapshot-id",
            ref: "main",
            "snapshot-id": current === undefined || current === -1 ? null : current,
          },
        ],
        updates: [
          { action: "add-snapshot", snapshot: prepared.snapshot as never },
          {
            action: "set-snapshot-ref",
            "ref-name": "main",
            type: "branch",
            "snapshot-id": prepared.snapshot["snapshot-id"],
          } as never,
          ...(expired.length > 0 ? [{ action: "remove-snapshots", "snapshot-ids": expired } as never] : []),
        ],
      });
      return outcome("committed", prepared.snapshot["snapshot-id"]);
    } catch (error) {
      await bucket.delete(prepared.written);
      // 409: the table moved on since it was loaded; anything else is the catalog's failure.
      if (!(error instanceof IcebergError && error.status === 409)) throw error;
    }
  }
  throw new Error(`catalog table ${table.name}: ${ATTEMPTS} commits in a row lost their race`);
}
