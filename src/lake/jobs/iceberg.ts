/**
 * When the lake's Iceberg tables move: a venue-day is committed to a table as soon as its data file
 * exists (the compaction's last step calls `commitAfterCompaction`; the hour summaries and the rounds,
 * whose files src/lake/iceberg/files.ts writes, once their day is complete), and a catch-up at minute 30 of every hour
 * (`icebergCatchUpJob`) commits whatever is missing, oldest first within a budget, so a commit lost with
 * a killed job, and every day compacted before the tables existed, is committed later. The retention
 * removes an expired day from every table by a commit (`removeIcebergDay`) and deletes its data files
 * only once no kept snapshot lists them (`icebergDayReleased`). Where a
 * REST catalog is configured, each catch-up mirrors the path-readable tables into it (days it lacks are
 * appended, days the retention removed are removed). Nothing here throws into the caller's job.
 */
import { DAY_MS } from "../../domain/clock.ts";
import { venues } from "../../venues/registry.ts";
import {
  type CommitOutcome,
  commitPathTable,
  currentManifests,
  loadPathTable,
  partitionsOf,
  pathLayout,
  type TableChange,
} from "../iceberg/commit.ts";
import { type IcebergEnv, icebergBaseUrl, restCatalogConfig } from "../iceberg/config.ts";
import {
  hoursParquetKey,
  roundsParquetKey,
  type StoredFile,
  writeHoursParquet,
  writeRoundsParquet,
} from "../iceberg/files.ts";
import {
  commitRestTable,
  loadOrCreate,
  type RestCatalogConfig,
  restCatalog,
  restPartitions,
} from "../iceberg/rest.ts";
import { type Partition, samePartition, type TableMetadata } from "../iceberg/spec.ts";
import { ICEBERG_TABLES, type IcebergTableDeclaration, tableOfParquetKind } from "../iceberg/tables.ts";
import type { ParquetKind } from "../keys.ts";
import { hourSummariesIndexKey, parquetFileKey } from "../keys.ts";
import { readManifest } from "../store/lake.ts";
import { catalogueFiles } from "../store/lake-parquet-catalogue.ts";
import { readParquetCatalog } from "../store/lake-reads.ts";

/** A day's hours and rounds are complete this long after the day ends (its last hour sealed and built). */
const DAY_COMPLETE_AFTER_MS = 25 * 60_000;
/** Past this, a day's hour summaries are committed as they are, an hour never built left out. */
const HOURS_WAIT_MAX_MS = 2 * DAY_MS;

const dayEndMs = (date: string) => Date.parse(`${date}T00:00:00Z`) + DAY_MS;

/**
 * The data files of a table's partition, or null while they are not complete: a compaction's file once
 * the venue's catalogue records it; a day's hour summaries once every hour with a snapshot is built
 * (or two days on); a day's rounds once the day has closed. The last two are written here.
 */
export async function partitionFiles(
  env: IcebergEnv,
  table: IcebergTableDeclaration,
  partition: Partition,
  nowMs: number,
): Promise<StoredFile[] | null> {
  const { source } = table;
  if (source.kind === "parquet") {
    const catalogue = await readParquetCatalog(env.LAKE, partition.venue ?? "");
    const entry = catalogueFiles(catalogue, source.file)[partition.date];
    return entry ? [{ key: entry.key, bytes: entry.bytes, rows: entry.rows }] : null;
  }
  if (nowMs < dayEndMs(partition.date) + DAY_COMPLETE_AFTER_MS) return null;
  if (source.kind === "rounds") return [await writeRoundsParquet(env.LAKE, env.DB, partition.date)];
  const venue = partition.venue ?? "";
  if (nowMs < dayEndMs(partition.date) + HOURS_WAIT_MAX_MS) {
    // Every hour the day manifest has a snapshot of must be built first.
    const hours = new Set(
      (await readManifest(env.LAKE, venue, partition.date))?.snapshots.map((s) => s.at.slice(0, 2)) ?? [],
    );
    if (hours.size === 0) return null;
    for (const hh of hours) {
      const hourMs = Date.parse(`${partition.date}T${hh}:00:00Z`);
      if (!(await env.LAKE.head(hourSummariesIndexKey(venue, hourMs)))) return null;
    }
  }
  return [await writeHoursParquet(env.LAKE, venue, partition.date)];
}

/** Commits a partition to the path-readable table (and the catalog's), when its files are complete. */
export async function commitPartition(
  env: IcebergEnv,
  table: IcebergTableDeclaration,
  partition: Partition,
  nowMs: number,
): Promise<CommitOutcome | { table: string; partition: Partition; status: "not_ready" | "not_configured" }> {
  const baseUrl = icebergBaseUrl(env);
  if (!baseUrl) return { table: table.name, partition, status: "not_configured" };
  const files = await partitionFiles(env, table, partition, nowMs);
  if (!files) return { table: table.name, partition, status: "not_ready" };
  const change: TableChange = { kind: "append", partition, files };
  const outcome = await commitPathTable(env.LAKE, baseUrl, table, change, nowMs);
  const rest = restCatalogConfig(env);
  if (rest) await commitRestTable(restCatalog(rest), rest, env.LAKE, table, change, nowMs);
  return outcome;
}

function logLine(level: "info" | "error", msg: string, fields: Record<string, unknown>) {
  (level === "error" ? console.error : console.log)(JSON.stringify({ level, msg, ...fields }));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The compaction's last step wrote a venue-day's file: its table's commit, and the venue's hour
 * summaries of the day when they are complete. Logged, never thrown (the catch-up retries).
 */
export async function commitAfterCompaction(
  env: IcebergEnv,
  kind: ParquetKind,
  venue: string,
  date: string,
  nowMs: number,
): Promise<void> {
  const tables = [
    tableOfParquetKind(kind),
    ...(kind === "quotes" ? ICEBERG_TABLES.filter((t) => t.source.kind !== "parquet") : []),
  ];
  for (const table of tables) {
    if (!table) continue;
    const partition = { venue: table.byVenue ? venue : null, date };
    try {
      const outcome = await commitPartition(env, table, partition, nowMs);
      logLine("info", "lake_iceberg_commit", { ...outcome });
    } catch (error) {
      logLine("error", "lake_iceberg_commit_failed", {
        table: table.name,
        ...partition,
        reason: reasonOf(error),
      });
    }
  }
}

/** Partitions one catch-up commits at most (each a few reads and writes; an hours file is larger). */
export const CATCH_UP_COMMITS_PER_RUN = 12;

/** The partitions a table should hold: every venue-day with its source's file catalogued (or quote file, for hours and rounds). */
async function expectedPartitions(env: IcebergEnv, table: IcebergTableDeclaration): Promise<Partition[]> {
  const partitions: Partition[] = [];
  for (const { id: venue } of venues()) {
    const catalogue = await readParquetCatalog(env.LAKE, venue);
    const kind = table.source.kind === "parquet" ? table.source.file : "quotes";
    for (const date of Object.keys(catalogueFiles(catalogue, kind))) {
      const partition = { venue: table.byVenue ? venue : null, date };
      if (!partitions.some((p) => samePartition(p, partition))) partitions.push(partition);
    }
  }
  return partitions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export interface CatchUpReport {
  commits: (CommitOutcome | { table: string; partition: Partition; status: string })[];
  catalog: CommitOutcome[];
  errors: { table: string; reason: string }[];
}

/**
 * Commits the partitions each table lacks (oldest first, CATCH_UP_COMMITS_PER_RUN at most), then
 * mirrors every table into the REST catalog when one is configured.
 */
export async function icebergCatchUp(
  env: IcebergEnv,
  nowMs: number,
  budget = CATCH_UP_COMMITS_PER_RUN,
): Promise<CatchUpReport> {
  const report: CatchUpReport = { commits: [], catalog: [], errors: [] };
  const baseUrl = icebergBaseUrl(env);
  if (!baseUrl) return report;
  let left = budget;
  for (const table of ICEBERG_TABLES) {
    try {
      const loaded = await loadPathTable(env.LAKE, table.name);
      const held = loaded
        ? partitionsOf(
            table,
            await currentManifests(env.LAKE, pathLayout(baseUrl, table.name), loaded.metadata),
          )
        : [];
      for (const partition of await expectedPartitions(env, table)) {
        if (left <= 0) break;
        if (held.some((p) => samePartition(p, partition))) continue;
        const outcome = await commitPartition(env, table, partition, nowMs);
        if (outcome.status !== "not_ready") left--;
        report.commits.push(outcome);
      }
    } catch (error) {
      report.errors.push({ table: table.name, reason: reasonOf(error) });
    }
  }
  const rest = restCatalogConfig(env);
  if (rest) {
    for (const table of ICEBERG_TABLES) {
      try {
        report.catalog.push(...(await mirrorToCatalog(env, rest, table, nowMs, Math.max(left, 1))));
      } catch (error) {
        report.errors.push({ table: `catalog:${table.name}`, reason: reasonOf(error) });
      }
    }
  }
  return report;
}

/** The catalog's table brought to the path-readable table's partitions (days appended, removed days removed). */
async function mirrorToCatalog(
  env: IcebergEnv,
  config: RestCatalogConfig,
  table: IcebergTableDeclaration,
  nowMs: number,
  budget: number,
): Promise<CommitOutcome[]> {
  const baseUrl = icebergBaseUrl(env) as string;
  const loaded = await loadPathTable(env.LAKE, table.name);
  const want = loaded
    ? partitionsOf(table, await currentManifests(env.LAKE, pathLayout(baseUrl, table.name), loaded.metadata))
    : [];
  const catalog = restCatalog(config);
  const have = await restPartitions(env.LAKE, table, await loadOrCreate(catalog, config, table));
  const outcomes: CommitOutcome[] = [];
  for (const partition of have.filter((p) => !want.some((w) => samePartition(w, p)))) {
    if (outcomes.length >= budget) break;
    outcomes.push(
      await commitRestTable(catalog, config, env.LAKE, table, { kind: "remove", partition }, nowMs),
    );
  }
  for (const partition of want.filter((w) => !have.some((p) => samePartition(p, w)))) {
    if (outcomes.length >= budget) break;
    const files = await partitionFiles(env, table, partition, nowMs);
    if (!files) continue;
    outcomes.push(
      await commitRestTable(catalog, config, env.LAKE, table, { kind: "append", partition, files }, nowMs),
    );
  }
  return outcomes;
}

/** The hourly catch-up (minute 30): its outcome logged, its failure never thrown. */
export async function icebergCatchUpJob(env: IcebergEnv, nowMs: number): Promise<void> {
  try {
    const report = await icebergCatchUp(env, nowMs);
    for (const commit of [...report.commits, ...report.catalog])
      logLine("info", "lake_iceberg_commit", { ...commit });
    for (const error of report.errors) logLine("error", "lake_iceberg_commit_failed", error);
  } catch (error) {
    logLine("error", "lake_iceberg_catch_up_failed", { reason: reasonOf(error) });
  }
}

/**
 * The retention deletes a venue's day whole: the day leaves every table partitioned by venue first,
 * by a commit each, and the day's rounds with it. The snapshots before the removal still list the day
 * (time travel), so its data files stay until `icebergDayReleased`. Returns false when a table could
 * not be committed: the retention then keeps the day for its next run.
 */
export async function removeIcebergDay(
  bucket: R2Bucket,
  venue: string,
  date: string,
  nowMs: number,
): Promise<boolean> {
  try {
    for (const table of ICEBERG_TABLES) {
      const loaded = await loadPathTable(bucket, table.name);
      if (!loaded) continue;
      const partition = { venue: table.byVenue ? venue : null, date };
      await commitPathTable(
        bucket,
        tableBaseUrl(table, loaded.metadata),
        table,
        { kind: "remove", partition },
        nowMs,
      );
    }
    return true;
  } catch (error) {
    logLine("error", "lake_iceberg_remove_failed", { venue, date, reason: reasonOf(error) });
    return false;
  }
}

/** The base URL a path-readable table was written under (its location, less `/{table}`). */
const tableBaseUrl = (table: IcebergTableDeclaration, metadata: TableMetadata) =>
  metadata.location.slice(0, -(table.name.length + 1));

/**
 * The data files of a venue's day that the Iceberg tables may list (each table's file: the three
 * Parquet files, `hours.parquet`, and the day's `rounds.parquet`, shared by every venue).
 */
export function icebergDataFileKeys(venue: string, date: string): string[] {
  return ICEBERG_TABLES.map((table) => {
    const { source } = table;
    if (source.kind === "parquet") return parquetFileKey(source.file, venue, date);
    if (source.kind === "hours") return hoursParquetKey(venue, date);
    return roundsParquetKey(date);
  });
}

/**
 * True once no snapshot the tables keep lists the venue's day, so its data files can go: no table's
 * current snapshot holds it, and no snapshot older than the day's removal from a table (found by the
 * removal snapshot's summary, `pix.venue` and `pix.date`, without reading any manifest but the current
 * list) is still kept. Snapshots are expired SNAPSHOT_MAX_AGE_MS after they were made, by a table's
 * next commit. A table without the day, or without metadata, holds nothing back.
 */
export async function icebergDayReleased(bucket: R2Bucket, venue: string, date: string): Promise<boolean> {
  for (const table of ICEBERG_TABLES) {
    const loaded = await loadPathTable(bucket, table.name);
    if (!loaded) continue;
    const { metadata } = loaded;
    const partition = { venue: table.byVenue ? venue : null, date };
    const layout = pathLayout(tableBaseUrl(table, metadata), table.name);
    const held = partitionsOf(table, await currentManifests(bucket, layout, metadata));
    if (held.some((p) => samePartition(p, partition))) return false;
    const removal = metadata.snapshots
      .filter(
        (s) =>
          s.summary.operation === "delete" &&
          s.summary["pix.date"] === date &&
          s.summary["pix.venue"] === (partition.venue ?? ""),
      )
      .sort((a, b) => b["sequence-number"] - a["sequence-number"])[0];
    if (removal && metadata.snapshots.some((s) => s["sequence-number"] < removal["sequence-number"]))
      return false;
  }
  return true;
}
