/**
 * The resolution store: each market's current resolution (`market_resolutions`) and every change of it
 * (`market_resolution_history`), in D1 (src/platform/db/schema.ts). Recording is idempotent: a read whose
 * compared fields equal the last history row's adds nothing; a change adds a history row (the next `seq`)
 * and moves the current row, never rewriting an earlier row, so a dispute, an amended result or a
 * reversal stands beside what it replaced. Two runs recording the same change at once add it once: the
 * history row is keyed by its `seq`, and the current row moves only from the entry count it was read at.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { chunkRows, type Db, runBatch, type Write, write } from "../platform/db/db.ts";
import { marketResolutionHistory, marketResolutions } from "../platform/db/schema.ts";
import { isFinalStatus, type MarketResolution } from "../venues/registry.ts";

export type ResolutionRow = typeof marketResolutions.$inferSelect;
export type ResolutionHistoryRow = typeof marketResolutionHistory.$inferSelect;

/** The fields whose change is a new history row: pix's reading and the venue's own words. */
export function entryKey(resolution: MarketResolution): string {
  return JSON.stringify([
    resolution.status,
    resolution.result,
    resolution.settlement_value,
    resolution.close_time,
    resolution.settled_at,
    resolution.venue_status,
    resolution.venue_result,
  ]);
}

/** The current rows of the named markets of a venue (a market without a row is absent). */
export async function currentResolutions(
  db: Db,
  venue: string,
  marketIds: readonly string[],
): Promise<Map<string, ResolutionRow>> {
  const out = new Map<string, ResolutionRow>();
  for (const ids of chunkRows([...new Set(marketIds)], 1, 1)) {
    const rows = await db
      .select()
      .from(marketResolutions)
      .where(and(eq(marketResolutions.venue, venue), inArray(marketResolutions.marketId, ids)));
    for (const row of rows) out.set(row.marketId, row);
  }
  return out;
}

/** The venue's markets recorded but not final, the longest unchecked first: the ones to read again. */
export async function pendingMarketIds(db: Db, venue: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ marketId: marketResolutions.marketId })
    .from(marketResolutions)
    .where(and(eq(marketResolutions.venue, venue), eq(marketResolutions.final, 0)))
    .orderBy(asc(marketResolutions.checkedAtMs), asc(marketResolutions.marketId))
    .limit(limit);
  return rows.map((row) => row.marketId);
}

export interface RecordCounts {
  /** Markets seen for the first time (a current row and history row 0). */
  added: number;
  /** Markets whose resolution changed (a new history row). */
  changed: number;
  /** Markets read again with nothing changed. */
  unchanged: number;
  /** Open markets, which have no row until they close. */
  open: number;
}

/** Statements per D1 batch of the recording at most (each market takes one or two). */
const BATCH_STATEMENTS = 100;

/**
 * Records one venue's resolutions as read at `nowMs`. An open market is not recorded (it has no
 * resolution yet); every other status, `unknown` included, is.
 */
export async function recordResolutions(
  db: Db,
  venue: string,
  resolutions: readonly MarketResolution[],
  nowMs: number,
): Promise<RecordCounts> {
  const counts: RecordCounts = { added: 0, changed: 0, unchanged: 0, open: 0 };
  const past = resolutions.filter((r) => r.status !== "open");
  counts.open = resolutions.length - past.length;
  const current = await currentResolutions(
    db,
    venue,
    past.map((r) => r.market_id),
  );
  // Each market's statements stay in one batch (a batch is applied all or none).
  const groups: Write[][] = [];
  for (const resolution of past) {
    const writes: Write[] = [];
    groups.push(writes);
    const key = entryKey(resolution);
    const row = current.get(resolution.market_id);
    const fields = {
      status: resolution.status,
      result: resolution.result,
      settlementValue: resolution.settlement_value,
      closeTime: resolution.close_time,
      settledAt: resolution.settled_at,
      venueStatus: resolution.venue_status,
      venueResult: resolution.venue_result,
    };
    // What the read says beside the resolution: kept with the current row, never a history row.
    const grouping = {
      category: resolution.category ?? null,
      eventId: resolution.event_id ?? null,
      eventExclusive: resolution.event_exclusive ?? null,
    };
    const final = isFinalStatus(resolution.status) ? 1 : 0;
    const ofMarket = and(
      eq(marketResolutions.venue, venue),
      eq(marketResolutions.marketId, resolution.market_id),
    );
    if (row !== undefined && row.lastEntryKey === key) {
      counts.unchanged++;
      // A final market read again changes nothing but a grouping it lacked; a pending one notes the read,
      // which orders re-reads.
      const regrouped =
        (grouping.category !== null && grouping.category !== row.category) ||
        (grouping.eventId !== null && grouping.eventId !== row.eventId) ||
        (grouping.eventExclusive !== null && grouping.eventExclusive !== row.eventExclusive);
      if (row.final === 0 || regrouped)
        writes.push(
          write(
            db,
            db
              .update(marketResolutions)
              .set({ ...(row.final === 0 ? { checkedAtMs: nowMs } : {}), ...(regrouped ? grouping : {}) })
              .where(ofMarket),
          ),
        );
      continue;
    }
    const seq = row?.entries ?? 0;
    writes.push(
      write(
        db,
        db
          .insert(marketResolutionHistory)
          .values({
            venue,
            marketId: resolution.market_id,
            seq,
            ...fields,
            source: resolution.source,
            observedAtMs: nowMs,
          })
          .onConflictDoNothing(),
      ),
    );
    if (row === undefined) {
      counts.added++;
      writes.push(
        write(
          db,
          db
            .insert(marketResolutions)
            .values({
              venue,
              marketId: resolution.market_id,
              ...fields,
              ...grouping,
              final,
              entries: 1,
              lastEntryKey: key,
              firstSeenAtMs: nowMs,
              checkedAtMs: nowMs,
              changedAtMs: nowMs,
            })
            .onConflictDoNothing(),
        ),
      );
    } else {
      counts.changed++;
      writes.push(
        write(
          db,
          db
            .update(marketResolutions)
            .set({
              ...fields,
              ...grouping,
              final,
              entries: seq + 1,
              lastEntryKey: key,
              checkedAtMs: nowMs,
              changedAtMs: nowMs,
              // The served outcome changed: its signature is due again (./sign.ts).
              signature: null,
              signedAtMs: null,
              signedRulesVersion: null,
            })
            .where(and(ofMarket, eq(marketResolutions.entries, seq))),
        ),
      );
    }
  }
  for (let i = 0; i < groups.length; i += BATCH_STATEMENTS / 2) {
    await runBatch(db, groups.slice(i, i + BATCH_STATEMENTS / 2).flat());
  }
  return counts;
}

/**
 * Events of the venue's recorded markets that state no grouping yet (no category, no exclusivity): what
 * a venue that states them on its events is asked for (`VenueResolutions.group`), at most `limit`.
 */
export async function ungroupedEvents(db: Db, venue: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ eventId: marketResolutions.eventId })
    .from(marketResolutions)
    .where(
      and(
        eq(marketResolutions.venue, venue),
        isNotNull(marketResolutions.eventId),
        isNull(marketResolutions.category),
        isNull(marketResolutions.eventExclusive),
      ),
    )
    .orderBy(asc(marketResolutions.eventId))
    .limit(limit);
  return rows.flatMap((r) => (r.eventId === null ? [] : [r.eventId]));
}

/** Names the grouping of every recorded market of each event that states none yet (never a history row). */
export async function recordEventGroupings(
  db: Db,
  venue: string,
  groupings: ReadonlyMap<string, { category: string | null; exclusive: boolean | null }>,
): Promise<void> {
  const writes: Write[] = [];
  for (const [eventId, { category, exclusive }] of groupings) {
    if (category === null && exclusive === null) continue;
    writes.push(
      write(
        db,
        db
          .update(marketResolutions)
          .set({ category, eventExclusive: exclusive })
          .where(
            and(
              eq(marketResolutions.venue, venue),
              eq(marketResolutions.eventId, eventId),
              isNull(marketResolutions.category),
              isNull(marketResolutions.eventExclusive),
            ),
          ),
      ),
    );
  }
  await runBatch(db, writes);
}
