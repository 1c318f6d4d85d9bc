/**
 * Sealing a whole-venue snapshot: once no range is pending, its parts manifest and its day-manifest
 * entry are written from the ranges' reports. Sealing is deterministic (nothing changes once nothing is
 * pending), so two messages that both see the last report seal the same snapshot with the same bytes.
 */
import { utcDateAndHhmm } from "../../domain/clock.ts";
import { COMPONENT_THRESHOLDS, componentId } from "../../domain/status/components.ts";
import type { Db } from "../../platform/db/db.ts";
import { recordRun } from "../../platform/status/recorder.ts";
import { PRICE_FIELDS, type PriceField } from "../../venues/shared/row.ts";
import { cycleSnapshotKey } from "../keys.ts";
import { type PartsManifest, partKey, partsManifestKey } from "../parts.ts";
import { expectedRows, readManifest, recordInManifest } from "../store/lake.ts";
import { booksIndexed, indexBooks } from "../store/lake-books.ts";
import { writePartsManifest } from "../store/lake-parts.ts";
import {
  listRanges,
  markSealed,
  type RangeFailure,
  type RangeRow,
  type SnapshotRef,
} from "../store/lake-ranges.ts";
import type { Completeness } from "../tape.ts";
import { CATALOG_PART } from "./budget.ts";
import { collectionPlan, fallbackPlan } from "./plans.ts";

/** Failures listed in a snapshot's completeness at most (as the catalog's tape keeps). */
const MAX_SNAPSHOT_FAILURES = 100;

/** Seals the snapshot when every range reported; null while a range is pending. */
export async function sealIfReported(
  db: Db,
  bucket: R2Bucket,
  ref: SnapshotRef,
  nowMs: number,
): Promise<PartsManifest | null> {
  const ranges = await listRanges(db, ref);
  if (ranges.length === 0 || ranges.some((r) => r.state === "pending")) return null;
  const snapshot = cycleSnapshotKey(ref.venue, ref.cycleStartMs);
  const { date, hhmm } = utcDateAndHhmm(ref.cycleStartMs);
  const manifest = partsManifestOf(ref.venue, date, hhmm, snapshot, ranges);
  if (manifest.completeness.status === "incomplete") {
    const day = await readManifest(bucket, ref.venue, date);
    manifest.completeness.rows_expected = day ? expectedRows(day, hhmm) : null;
    logIncomplete(manifest);
  }
  await writePartsManifest(bucket, partsManifestKey(snapshot), manifest);
  await recordInManifest(bucket, ref.venue, date, {
    at: hhmm,
    rows: manifest.rows,
    bytes: manifest.bytes,
    completeness: manifest.completeness,
    quote_fields: manifest.quote_fields,
    parts: manifest.parts.length,
  });
  // The minute's book index, from the parts' book entries; once (a second seal finds it).
  if (collectionPlan(ref.venue)?.books && !(await booksIndexed(bucket, ref.venue, ref.cycleStartMs))) {
    await indexBooks(
      bucket,
      ref.venue,
      ref.cycleStartMs,
      manifest.parts.map((p) => p.part),
    );
  }
  await markSealed(db, ref, nowMs);
  // The status plane's measurement: the minute boundary to its collection sealed; a snapshot sealed
  // short counts as a failed run.
  await recordRun(db.$client, {
    component: componentId("collection", ref.venue),
    boundaryMs: ref.cycleStartMs,
    completedMs: Date.now(),
    ok: manifest.completeness.status !== "incomplete",
    cadenceMs: COMPONENT_THRESHOLDS.collection.cadence_ms,
  });
  return manifest;
}

/** A snapshot sealed short is said in the log too, with what is missing. */
function logIncomplete(manifest: PartsManifest): void {
  const failures = manifest.completeness.status === "incomplete" ? manifest.completeness.failures : [];
  console.warn(
    JSON.stringify({
      level: "warn",
      msg: "lake_snapshot_incomplete",
      venue: manifest.venue,
      date: manifest.date,
      at: manifest.at,
      rows: manifest.rows,
      rows_expected:
        manifest.completeness.status === "incomplete" ? (manifest.completeness.rows_expected ?? null) : null,
      reasons: [...new Set(failures.map((f) => f.reason))],
    }),
  );
}

/**
 * How a range is named in completeness failures, by its venue's collection plan: Kalshi pages counted
 * from 1 (as the lake's pages are), Gamma ranges by their offsets.
 */
export function rangeLabel(venue: string, range: Pick<RangeRow, "part" | "cursor">): string {
  if (range.part === CATALOG_PART) return "the catalog's markets";
  // Only venues with a plan open collections; any other name keeps the offset form.
  return (collectionPlan(venue) ?? fallbackPlan())?.rangeLabel(range) ?? `part ${range.part}`;
}

/** The object a range's rows are in: a page's part, or the catalog range's cycle tape (the snapshot key). */
export function rangeObjectKey(snapshot: string, part: number): string {
  return part === CATALOG_PART ? snapshot : partKey(snapshot, part);
}

export function partsManifestOf(
  venue: string,
  date: string,
  at: string,
  snapshot: string,
  ranges: readonly RangeRow[],
): PartsManifest {
  const parts = ranges
    .filter((r) => r.state === "done")
    .map((r) => ({
      part: r.part,
      key: rangeObjectKey(snapshot, r.part),
      rows: r.rows ?? 0,
      bytes: r.bytes ?? 0,
    }));
  const failures: RangeFailure[] = ranges.flatMap((r) =>
    (r.failures ?? []).map((f) => (r.state === "failed" ? { ...f, range: rangeLabel(venue, r) } : f)),
  );
  const fields = new Set(ranges.flatMap((r) => (r.state === "done" ? (r.quoteFields ?? []) : [])));
  const completeness: Completeness =
    failures.length === 0
      ? { status: "not_recorded" }
      : { status: "incomplete", failures: failures.slice(0, MAX_SNAPSHOT_FAILURES) };
  return {
    venue,
    date,
    at,
    rows: parts.reduce((n, p) => n + p.rows, 0),
    bytes: parts.reduce((n, p) => n + p.bytes, 0),
    completeness,
    quote_fields: PRICE_FIELDS.filter((f: PriceField) => fields.has(f)),
    parts,
  };
}
