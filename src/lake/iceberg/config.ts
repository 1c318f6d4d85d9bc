/**
 * The lake's Iceberg settings and status: where the path-readable tables live (LAKE_ICEBERG_BASE_URL),
 * the REST catalog an operator configured, and what /api/v1/info says of each table. The commits
 * themselves are the lake's Iceberg job (src/lake/jobs/iceberg.ts).
 */
import { rfc3339 } from "../../domain/clock.ts";
import type { Bindings } from "../../env.ts";
import { loadPathTable } from "./commit.ts";
import type { RestCatalogConfig } from "./rest.ts";
import { currentSnapshot } from "./spec.ts";
import { ICEBERG_TABLES } from "./tables.ts";

export type IcebergEnv = Pick<Bindings, "LAKE" | "DB"> & IcebergVars;

export type IcebergVars = Partial<
  Record<
    | "LAKE_ICEBERG_BASE_URL"
    | "ICEBERG_CATALOG_URI"
    | "ICEBERG_CATALOG_WAREHOUSE"
    | "ICEBERG_CATALOG_TOKEN"
    | "ICEBERG_CATALOG_NAMESPACE",
    string
  >
>;

/** The path-readable tables' URL root (LAKE_ICEBERG_BASE_URL); null when unset (no tables are written). */
export function icebergBaseUrl(vars: IcebergVars): string | null {
  const raw = vars.LAKE_ICEBERG_BASE_URL?.trim() ?? "";
  return /^https?:\/\/[^\s]+$/.test(raw) ? raw.replace(/\/+$/, "") : null;
}

/** The REST catalog an operator configured (URI, warehouse and token all set), else null. */
export function restCatalogConfig(vars: IcebergVars): RestCatalogConfig | null {
  const uri = vars.ICEBERG_CATALOG_URI?.trim() ?? "";
  const warehouse = vars.ICEBERG_CATALOG_WAREHOUSE?.trim() ?? "";
  const token = vars.ICEBERG_CATALOG_TOKEN?.trim() ?? "";
  if (!uri || !warehouse || !token) return null;
  return { uri, warehouse, token, namespace: vars.ICEBERG_CATALOG_NAMESPACE?.trim() || "pix" };
}

/** What /api/v1/info says of one table: where it is read, its current snapshot and when it was committed. */
export interface IcebergTableStatus {
  name: string;
  partitioning: "venue, day" | "day";
  /** The URI of the table's current metadata file (`…/{table}/metadata/v{N}.metadata.json`); null before the first commit. */
  metadata_location: string | null;
  current_snapshot_id: number | null;
  committed_at: string | null;
  metadata_version: number | null;
}

/** Every table's status, from its version hint and current metadata (a few reads each). */
export async function icebergTableStatuses(bucket: R2Bucket): Promise<IcebergTableStatus[]> {
  return Promise.all(
    ICEBERG_TABLES.map(async (table) => {
      const loaded = await loadPathTable(bucket, table.name);
      const snapshot = loaded ? currentSnapshot(loaded.metadata) : null;
      return {
        name: table.name,
        partitioning: table.byVenue ? "venue, day" : "day",
        metadata_location: loaded
          ? `${loaded.metadata.location}/metadata/v${loaded.version}.metadata.json`
          : null,
        current_snapshot_id: snapshot ? snapshot["snapshot-id"] : null,
        committed_at: snapshot ? rfc3339(snapshot["timestamp-ms"]) : null,
        metadata_version: loaded?.version ?? null,
      };
    }),
  );
}
