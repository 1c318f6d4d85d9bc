/**
 * A venue's days as the venue resource lists them: each date with its Parquet file (or null) and
 * links, and the retention that decides how long the tape and the file stay.
 */
import type { DayFileKind } from "../keys.ts";
import type { DayParquetEntry, ParquetCatalog } from "../parquet.ts";
import { oldestKeptDate, type RetentionVars, retentionSetting } from "../retention.ts";
import { catalogueFiles } from "../store/lake-parquet-catalogue.ts";
import { snapshotsPath, venuePath } from "./shared.ts";

/** The last path segment of each kind's download under `/days/{date}/`. */
export const PARQUET_ROUTE_NAMES = {
  quotes: "parquet",
  books: "books.parquet",
  trades: "trades.parquet",
  outcomes: "outcomes.parquet",
  basis: "basis.parquet",
  index_distributions: "index-distributions.parquet",
  official_prints: "official-prints.parquet",
} as const satisfies Record<DayFileKind, string>;

/** The member of a day (and of its links) that shows each kind's file. */
export const DAY_MEMBERS = {
  quotes: "parquet",
  books: "books_parquet",
  trades: "trades_parquet",
  outcomes: "outcomes_parquet",
  basis: "basis_parquet",
  index_distributions: "index_distributions_parquet",
  official_prints: "official_prints_parquet",
} as const satisfies Record<DayFileKind, string>;

export const dayParquetPath = (venue: string, date: string, kind: DayFileKind = "quotes") =>
  `${venuePath(venue)}/days/${date}/${PARQUET_ROUTE_NAMES[kind]}`;

type DayFiles = { [K in DayFileKind as (typeof DAY_MEMBERS)[K]]: DayParquetEntry | null };

/** Each date with each of its Parquet files (null until written) and the links to the day's resources. */
export function lakeDays(venue: string, dates: readonly string[], catalogue: ParquetCatalog) {
  const kinds = Object.keys(DAY_MEMBERS) as DayFileKind[];
  return dates.map((date) => {
    const files = {} as DayFiles;
    const links: { snapshots: string } & Partial<Record<(typeof DAY_MEMBERS)[DayFileKind], string>> = {
      snapshots: snapshotsPath(venue, date),
    };
    for (const kind of kinds) {
      const entry = catalogueFiles(catalogue, kind)[date] ?? null;
      files[DAY_MEMBERS[kind]] = entry;
      if (entry) links[DAY_MEMBERS[kind]] = dayParquetPath(venue, date, kind);
    }
    return { date, ...files, links };
  });
}

const RULE =
  "A UTC day is compacted into its Parquet files (quotes, books, trades) at 00:15 UTC the next day, beside which its outcomes and minute basis files are written. The daily job then deletes the tape (snapshots, quotes, books, trades) of days older than tape_days, but only once all three of the day's Parquet files exist, and deletes days older than parquet_days whole: gone from every route at once, the data files the Iceberg tables' earlier snapshots list deleted once those snapshots expire. The boundary day (the *_kept_from date) is kept. Deletion is paged, so a large backlog takes several daily runs.";

/** The deployment's retention as published; an invalid setting deletes nothing, so it reads as forever. */
export function retentionView(vars: RetentionVars, nowMs: number) {
  const setting = retentionSetting(vars);
  const policy = setting.ok ? setting.policy : { tapeDays: null, parquetDays: null };
  return {
    tape_days: policy.tapeDays,
    parquet_days: policy.parquetDays,
    tape_kept_from: oldestKeptDate(policy.tapeDays, nowMs),
    parquet_kept_from: oldestKeptDate(policy.parquetDays, nowMs),
    rule: setting.ok
      ? RULE
      : `${RULE} The deployment's retention settings are invalid, so nothing is deleted until they are corrected.`,
  };
}
