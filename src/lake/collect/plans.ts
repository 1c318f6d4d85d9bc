/**
 * How each venue's whole-venue collection is laid out in page ranges: its first messages and how a
 * range is named in completeness failures. One entry per venue (the compiler asks for a new venue's).
 */
import type { VenueId } from "../../venues/shared/row.ts";
import type { RangeRow } from "../store/lake-ranges.ts";
import { GAMMA_PARALLEL_CHAINS } from "./budget.ts";
import type { VenueTapeMessage } from "./messages.ts";

export interface CollectionPlan {
  /** The messages that open a collection of the minute starting at `cycleStartMs`. */
  firstMessages(cycleStartMs: number): VenueTapeMessage[];
  /** The message that collects a pending range again (its cursor or offset as the range recorded it). */
  rangeMessage(cycleStartMs: number, range: Pick<RangeRow, "part" | "cursor">): VenueTapeMessage;
  /** A failed range as completeness failures name it. */
  rangeLabel(range: Pick<RangeRow, "part" | "cursor">, gammaPageSize: number): string;
  /** Whether its pages carry order books, written to the minute's book tape (src/lake/books.ts). */
  books: boolean;
}

export const COLLECTION_PLANS: Readonly<Record<VenueId, CollectionPlan>> = {
  /** Kalshi's cursor chain starts at one page and grows a page per message; pages counted from 1. */
  kalshi: {
    firstMessages: (cycleStartMs) => [
      { kind: "kalshi_page", cycle_start_ms: cycleStartMs, part: 0, cursor: "" },
    ],
    rangeMessage: (cycleStartMs, range) => ({
      kind: "kalshi_page",
      cycle_start_ms: cycleStartMs,
      part: range.part,
      cursor: range.cursor ?? "",
    }),
    rangeLabel: (range) => `page ${range.part + 1} (cursor ${range.cursor || "start"})`,
    books: false,
  },
  /** Gamma starts GAMMA_PARALLEL_CHAINS offset chains; a range is named by its offsets. */
  polymarket: {
    firstMessages: (cycleStartMs) =>
      Array.from({ length: GAMMA_PARALLEL_CHAINS }, (_, part) => ({
        kind: "gamma_page" as const,
        cycle_start_ms: cycleStartMs,
        part,
        stride: GAMMA_PARALLEL_CHAINS,
        after_failure: false,
      })),
    // Whether the chain's previous page failed is not kept: the range is read as after a success.
    rangeMessage: (cycleStartMs, range) => ({
      kind: "gamma_page",
      cycle_start_ms: cycleStartMs,
      part: range.part,
      stride: GAMMA_PARALLEL_CHAINS,
      after_failure: false,
    }),
    rangeLabel: (range, gammaPageSize) => {
      const offset = range.part * gammaPageSize;
      return `offsets ${offset}-${offset + gammaPageSize - 1}`;
    },
    books: true,
  },
};

/** The plan of a venue named by a string (a profile, a stored range), or undefined when pix has none. */
export function collectionPlan(venue: string): CollectionPlan | undefined {
  return Object.hasOwn(COLLECTION_PLANS, venue) ? COLLECTION_PLANS[venue as VenueId] : undefined;
}
