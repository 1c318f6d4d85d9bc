/**
 * A minute of the lake is one observation. The minute's cycle computes every index from the catalog's
 * markets as it read them; a venue's whole-venue collection of the same minute reads every other market.
 * The sealed snapshot is both: the cycle's tape object is the collection's range CATALOG_PART (its
 * rows, and its order books as that range's book source), and the pages skip the catalog's markets.
 * So the rows the lake serves for a minute are exactly the rows its ticks, distributions, rounds and
 * factor theme prices were computed from.
 *
 * The cycle opens the minute's collections once it has claimed the minute and read the catalog, before
 * it tapes (`openMinuteCollections`); it then tapes its rows (`tapeCatalogMinute`): the range is
 * reported, and the snapshot sealed when it was the last range. Until it seals, the day manifest lists
 * the cycle's tape alone, `incomplete` with `whole_venue_collection_pending`; a collection that could
 * not be opened leaves the cycle's tape listed `incomplete` with `whole_venue_not_collected`. A venue
 * without a whole-venue collection (no queue, or not served) has the cycle's tape as its snapshot, as
 * before.
 */
import { utcDateAndHhmm } from "../../domain/clock.ts";
import type { Bindings } from "../../env.ts";
import { openDb } from "../../platform/db/db.ts";
import type { VenueMarketBooks } from "../../venues/shared/quote.ts";
import { filledQuoteFields, type LakeRow, type VenueId } from "../../venues/shared/row.ts";
import { tapeBookLines } from "../books.ts";
import { recordInManifest, writeTapeObject } from "../store/lake.ts";
import { indexBooks, writeBooks } from "../store/lake-books.ts";
import { openCollection, reportRange } from "../store/lake-ranges.ts";
import { type Completeness, failuresOf } from "../tape.ts";
import { lakeVenues, parseAllowList } from "../venues.ts";
import { CATALOG_PART } from "./budget.ts";
import type { VenueTapeMessage } from "./messages.ts";
import { collectionPlan } from "./plans.ts";
import { sealIfReported } from "./seal.ts";

/** Attempts to open a venue's collection (D1 answering "busy" for a moment must not cost the minute). */
const OPEN_ATTEMPTS = 3;
const OPEN_RETRY_MS = 200;

/**
 * What became of each venue's whole-venue collection of the minute: `open` (this cycle's tape joins
 * it), or `failed` (it could not be opened; the cycle's tape is listed alone, incomplete). A venue not
 * named has no whole-venue collection.
 */
export type MinuteCollections = ReadonlyMap<VenueId, "open" | "failed">;

/** A market of the catalog as the cycle read it (the lake's view of the catalog's `VenueMarket`). */
export interface CatalogMarket {
  venue: string;
  marketId: string;
}

export interface OpenedCollections {
  states: MinuteCollections;
  /** The first messages of the collections this call opened, for the lake queue. */
  messages: VenueTapeMessage[];
}

/**
 * Opens the minute's whole-venue collection of every served venue that has one, with the catalog's
 * markets on that venue (its pages skip them) and the catalog's range pending beside the first page
 * ranges. Never throws: a venue whose collection could not be opened is `failed`, and logged with the
 * error. Opening a minute again (a second trigger) opens nothing and reports the collection `open`.
 */
export async function openMinuteCollections(
  env: Pick<Bindings, "DB" | "LAKE_ALLOWED_VENUES"> & { LAKE_COLLECT?: Queue },
  cycleStartMs: number,
  nowMs: number,
  catalogMarkets: readonly CatalogMarket[],
): Promise<OpenedCollections> {
  const states = new Map<VenueId, "open" | "failed">();
  const messages: VenueTapeMessage[] = [];
  if (!env.LAKE_COLLECT) return { states, messages };
  const db = openDb(env.DB);
  for (const profile of lakeVenues(parseAllowList(env.LAKE_ALLOWED_VENUES)).served) {
    const first = collectionPlan(profile.venue)?.firstMessages(cycleStartMs);
    if (!first) continue;
    const ranges = [
      ...first.map((m) => ({ part: m.part, cursor: "cursor" in m ? m.cursor : null })),
      { part: CATALOG_PART, cursor: null },
    ];
    const markets = catalogMarkets.filter((m) => m.venue === profile.venue).map((m) => m.marketId);
    for (let attempt = 1; ; attempt++) {
      try {
        const opened = await openCollection(
          db,
          { venue: profile.venue, cycleStartMs },
          nowMs,
          ranges,
          markets,
        );
        if (opened) messages.push(...first);
        states.set(profile.venue, "open");
        break;
      } catch (error) {
        if (attempt < OPEN_ATTEMPTS) {
          await new Promise((resume) => setTimeout(resume, OPEN_RETRY_MS * attempt));
          continue;
        }
        states.set(profile.venue, "failed");
        console.error(
          JSON.stringify({
            level: "error",
            msg: "lake_collection_open_failed",
            venue: profile.venue,
            cycle_start_ms: cycleStartMs,
            attempts: attempt,
            error: errorText(error),
          }),
        );
        break;
      }
    }
  }
  return { states, messages };
}

/** What the cycle read of a venue for the minute. */
export interface CatalogMinute {
  rows: readonly LakeRow[];
  books: readonly VenueMarketBooks[];
  completeness: Completeness;
}

/**
 * Tapes the cycle's rows of a venue for the minute (even none, so the snapshot records the failure):
 * the tape object and its books, then, with the minute's collection open, its range reported (sealing
 * the snapshot when it was the last range); else its day-manifest entry. A failed write throws (rows
 * that could not be taped are never used); an open collection then has its range reported failed, so
 * the snapshot seals without waiting for it.
 */
export async function tapeCatalogMinute(
  env: Pick<Bindings, "DB" | "LAKE">,
  venue: VenueId,
  cycleStartMs: number,
  minute: CatalogMinute,
  collection: "open" | "failed" | undefined,
  nowMs: number,
): Promise<{ key: string; bytes: number }> {
  const db = openDb(env.DB);
  const ref = { venue, cycleStartMs };
  let stored: { key: string; bytes: number };
  try {
    stored = await writeTapeObject(env.LAKE, venue, cycleStartMs, minute.rows, minute.completeness);
    if (minute.books.length > 0) {
      await writeBooks(env.LAKE, venue, cycleStartMs, CATALOG_PART, tapeBookLines(minute.books));
      // Without a collection the catalog's books are the minute's only book source: indexed here.
      if (collection !== "open") await indexBooks(env.LAKE, venue, cycleStartMs, [CATALOG_PART]);
    }
  } catch (error) {
    if (collection === "open") {
      const failures = [{ reason: "lake_write_failed", stage: "lake_catalog" }];
      await reportRange(db, ref, CATALOG_PART, { state: "failed", failures }, nowMs, []).catch(() => false);
      await sealIfReported(db, env.LAKE, ref, nowMs).catch(() => null);
    }
    throw error;
  }
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  const entry = {
    at: hhmm,
    rows: minute.rows.length,
    bytes: stored.bytes,
    quote_fields: filledQuoteFields(minute.rows),
  };
  if (collection === "open") {
    // Listed at once, as what it is: the catalog's part of a minute whose whole venue is still coming.
    await recordInManifest(
      env.LAKE,
      venue,
      date,
      { ...entry, completeness: withFailure(minute.completeness, "whole_venue_collection_pending") },
      { expectRows: true },
    );
    await reportRange(
      db,
      ref,
      CATALOG_PART,
      {
        state: "done",
        rows: minute.rows.length,
        bytes: stored.bytes,
        quoteFields: entry.quote_fields,
        failures: failuresOf(minute.completeness),
      },
      nowMs,
      [],
    );
    await sealIfReported(db, env.LAKE, ref, nowMs);
  } else if (collection === "failed") {
    await recordInManifest(
      env.LAKE,
      venue,
      date,
      { ...entry, completeness: withFailure(minute.completeness, "whole_venue_not_collected") },
      { expectRows: true },
    );
  } else {
    await recordInManifest(env.LAKE, venue, date, { ...entry, completeness: minute.completeness });
  }
  return stored;
}

/** The completeness with one more failure of the whole-venue collection. */
function withFailure(completeness: Completeness, reason: string): Completeness {
  return {
    status: "incomplete",
    failures: [...failuresOf(completeness), { reason, stage: "lake_collect" }],
  };
}

/** An error as a log line carries it: its name and message, never a stack. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}
