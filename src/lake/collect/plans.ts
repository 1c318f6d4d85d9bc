/**
 * How a venue's whole-venue collection is laid out in page ranges, from its listing's paging
 * (src/venues/registry.ts): its first messages and how a range is named in completeness failures.
 */
import { findVenue, type VenueListing, venues } from "../../venues/registry.ts";
import type { RangeRow } from "../store/lake-ranges.ts";
import type { VenueTapeMessage } from "./messages.ts";

export interface CollectionPlan {
  /** The messages that open a collection of the minute starting at `cycleStartMs`. */
  firstMessages(cycleStartMs: number): VenueTapeMessage[];
  /** The message that collects a pending range again (its cursor or offset as the range recorded it). */
  rangeMessage(cycleStartMs: number, range: Pick<RangeRow, "part" | "cursor">): VenueTapeMessage;
  /** A failed range as completeness failures name it. */
  rangeLabel(range: Pick<RangeRow, "part" | "cursor">): string;
  /** Whether its pages carry order books, written to the minute's book tape (src/lake/books.ts). */
  books: boolean;
}

/** The plan of a listing: its paging decides the ranges. */
export function planOf(listing: VenueListing): CollectionPlan {
  const kind = listing.messageKind as VenueTapeMessage["kind"];
  if (listing.paging === "cursor") {
    // A cursor chain starts at one page and grows a page per message; pages counted from 1.
    return {
      firstMessages: (cycleStartMs) => [{ kind, cycle_start_ms: cycleStartMs, part: 0, cursor: "" }],
      rangeMessage: (cycleStartMs, range) => ({
        kind,
        cycle_start_ms: cycleStartMs,
        part: range.part,
        cursor: range.cursor ?? "",
      }),
      rangeLabel: (range) => `page ${range.part + 1} (cursor ${range.cursor || "start"})`,
      books: listing.books,
    };
  }
  // Offset paging starts its parallel chains; a range is named by its offsets.
  const stride = listing.parallelChains;
  return {
    firstMessages: (cycleStartMs) =>
      Array.from({ length: stride }, (_, part) => ({
        kind,
        cycle_start_ms: cycleStartMs,
        part,
        stride,
        after_failure: false,
      })),
    // Whether the chain's previous page failed is not kept: the range is read as after a success.
    rangeMessage: (cycleStartMs, range) => ({
      kind,
      cycle_start_ms: cycleStartMs,
      part: range.part,
      stride,
      after_failure: false,
    }),
    rangeLabel: (range) => {
      const offset = range.part * listing.pageSize;
      return `offsets ${offset}-${offset + listing.pageSize - 1}`;
    },
    books: listing.books,
  };
}

/** The plan of a venue named by a string (a profile, a stored range), or undefined when pix has none. */
export function collectionPlan(venue: string): CollectionPlan | undefined {
  const listing = findVenue(venue)?.listing;
  return listing ? planOf(listing) : undefined;
}

/** The first offset-paged venue's plan: how a range of a venue with no plan is named. */
export function fallbackPlan(): CollectionPlan | undefined {
  const listing = venues().find((record) => record.listing.paging === "offset")?.listing;
  return listing ? planOf(listing) : undefined;
}
