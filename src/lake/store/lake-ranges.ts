/**
 * The per-snapshot manifest of a whole-venue collection, in D1 (tables `lake_collections`,
 * `lake_ranges`). D1 rather than a Durable Object: every report is one small atomic batch whose
 * conditions (`state = 'pending'`) make it apply at most once, so concurrent queue consumers need no
 * single-threaded owner, and the open collections are one indexed query for the cron to sweep.
 *
 * The invariant that makes "no pending range" mean "sealed": a range is only ever added as pending by
 * the producer (with the collection) or by a message whose own range is still pending, in the same
 * batch that reports that range. Once nothing is pending, nothing can become pending again.
 */
import { and, asc, eq, getTableColumns, gte, isNull, lt, ne, sql } from "drizzle-orm";
import { type Db, runBatch, type Write, write } from "../../platform/db/db.ts";
import { lakeCollections, lakeRanges } from "../../platform/db/schema.ts";
import type { Completeness } from "../tape.ts";

export type RangeFailure = Extract<Completeness, { status: "incomplete" }>["failures"][number];
export type RangeRow = typeof lakeRanges.$inferSelect;

export interface SnapshotRef {
  venue: string;
  cycleStartMs: number;
}

/**
 * Opens a collection with its first ranges and the catalog's markets on the venue, in one atomic batch;
 * a second call for the same snapshot changes nothing. Returns whether this call opened it.
 */
export async function openCollection(
  db: Db,
  ref: SnapshotRef,
  nowMs: number,
  ranges: { part: number; cursor: string | null }[],
  catalogMarkets: readonly string[] = [],
): Promise<boolean> {
  const results = await db.$client.batch([
    write(
      db,
      db
        .insert(lakeCollections)
        .values({
          venue: ref.venue,
          cycleStartMs: ref.cycleStartMs,
          openedAtMs: nowMs,
          catalogMarkets: [...catalogMarkets],
        })
        .onConflictDoNothing(),
    ),
    // In the same batch: a collection is never seen without its ranges. A second open finds them all
    // (ranges are never deleted while their collection is kept) and adds none.
    ...ranges.map((r) =>
      write(
        db,
        db
          .insert(lakeRanges)
          .values({ ...ref, part: r.part, cursor: r.cursor, state: "pending" })
          .onConflictDoNothing(),
      ),
    ),
  ]);
  return (results[0]?.meta.changes ?? 0) > 0;
}

/** The catalog's markets a collection's pages skip (its own range tapes them); empty when none. */
export async function collectionCatalogMarkets(db: Db, ref: SnapshotRef): Promise<ReadonlySet<string>> {
  const row = await db
    .select({ markets: lakeCollections.catalogMarkets })
    .from(lakeCollections)
    .where(and(eq(lakeCollections.venue, ref.venue), eq(lakeCollections.cycleStartMs, ref.cycleStartMs)))
    .get();
  return new Set(row?.markets ?? []);
}

export async function readRange(db: Db, ref: SnapshotRef, part: number): Promise<RangeRow | undefined> {
  return db
    .select()
    .from(lakeRanges)
    .where(
      and(
        eq(lakeRanges.venue, ref.venue),
        eq(lakeRanges.cycleStartMs, ref.cycleStartMs),
        eq(lakeRanges.part, part),
      ),
    )
    .get();
}

export type RangeReport =
  | { state: "done"; rows: number; bytes: number; quoteFields: string[]; failures: RangeFailure[] }
  | { state: "failed"; failures: RangeFailure[] };

/**
 * Reports a range once: adds its successors as pending (only while the range itself is pending) and
 * moves it out of `pending`, in one atomic batch. Returns false when the range was already reported (a
 * duplicated delivery), in which case nothing changed.
 */
export async function reportRange(
  db: Db,
  ref: SnapshotRef,
  part: number,
  report: RangeReport,
  nowMs: number,
  successors: { part: number; cursor: string | null }[],
): Promise<boolean> {
  const writes: Write[] = successors.map((next) =>
    db.$client
      .prepare(
        `INSERT OR IGNORE INTO lake_ranges (venue, cycle_start_ms, part, cursor, state)
         SELECT ?1, ?2, ?3, ?4, 'pending' WHERE EXISTS (
           SELECT 1 FROM lake_ranges WHERE venue = ?1 AND cycle_start_ms = ?2 AND part = ?5 AND state = 'pending')`,
      )
      .bind(ref.venue, ref.cycleStartMs, next.part, next.cursor, part),
  );
  const values =
    report.state === "done"
      ? {
          state: "done" as const,
          rows: report.rows,
          bytes: report.bytes,
          quoteFields: report.quoteFields,
          failures: report.failures,
        }
      : { state: "failed" as const, failures: report.failures };
  const update = db
    .update(lakeRanges)
    .set({ ...values, reportedAtMs: nowMs })
    .where(
      and(
        eq(lakeRanges.venue, ref.venue),
        eq(lakeRanges.cycleStartMs, ref.cycleStartMs),
        eq(lakeRanges.part, part),
        eq(lakeRanges.state, "pending"),
      ),
    );
  const results = await db.$client.batch([...writes, write(db, update)]);
  return (results.at(-1)?.meta.changes ?? 0) > 0;
}

/** Every range of a collection in part order (the sealed snapshot's order). */
export function listRanges(db: Db, ref: SnapshotRef): Promise<RangeRow[]> {
  return db
    .select()
    .from(lakeRanges)
    .where(and(eq(lakeRanges.venue, ref.venue), eq(lakeRanges.cycleStartMs, ref.cycleStartMs)))
    .orderBy(asc(lakeRanges.part))
    .all();
}

/**
 * Ranges still pending (but `exceptPart`, the minute cycle's own) of open collections opened in
 * [`fromMs`, `beforeMs`), oldest first, at most `limit`.
 */
export function pendingRangesOpenedBetween(
  db: Db,
  fromMs: number,
  beforeMs: number,
  exceptPart: number,
  limit: number,
): Promise<RangeRow[]> {
  return db
    .select(getTableColumns(lakeRanges))
    .from(lakeRanges)
    .innerJoin(
      lakeCollections,
      and(
        eq(lakeCollections.venue, lakeRanges.venue),
        eq(lakeCollections.cycleStartMs, lakeRanges.cycleStartMs),
      ),
    )
    .where(
      and(
        isNull(lakeCollections.sealedAtMs),
        gte(lakeCollections.openedAtMs, fromMs),
        lt(lakeCollections.openedAtMs, beforeMs),
        eq(lakeRanges.state, "pending"),
        ne(lakeRanges.part, exceptPart),
      ),
    )
    .orderBy(asc(lakeRanges.cycleStartMs), asc(lakeRanges.part))
    .limit(limit)
    .all();
}

export async function markSealed(db: Db, ref: SnapshotRef, nowMs: number): Promise<void> {
  await db
    .update(lakeCollections)
    .set({ sealedAtMs: nowMs })
    .where(
      and(
        eq(lakeCollections.venue, ref.venue),
        eq(lakeCollections.cycleStartMs, ref.cycleStartMs),
        isNull(lakeCollections.sealedAtMs),
      ),
    );
}

/**
 * Open collections whose cycle started before `beforeMs`: their pending ranges are failed as
 * `range_not_reported` (a message that was dead-lettered, or a chain that broke), and the collections
 * are returned for sealing.
 */
export async function failStaleRanges(db: Db, beforeMs: number, nowMs: number): Promise<SnapshotRef[]> {
  const stale = await db
    .select({ venue: lakeCollections.venue, cycleStartMs: lakeCollections.cycleStartMs })
    .from(lakeCollections)
    .where(and(isNull(lakeCollections.sealedAtMs), lt(lakeCollections.cycleStartMs, beforeMs)))
    .limit(50)
    .all();
  await runBatch(
    db,
    stale.map((ref) =>
      write(
        db,
        db
          .update(lakeRanges)
          .set({
            state: "failed",
            failures: sql`json_array(json_object('reason', 'range_not_reported', 'stage', 'lake_collect'))`,
            reportedAtMs: nowMs,
          })
          .where(
            and(
              eq(lakeRanges.venue, ref.venue),
              eq(lakeRanges.cycleStartMs, ref.cycleStartMs),
              eq(lakeRanges.state, "pending"),
            ),
          ),
      ),
    ),
  );
  return stale;
}
