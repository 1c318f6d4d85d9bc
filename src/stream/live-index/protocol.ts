/** What the venue feeds hand the live index: changed tops of book, and how far ahead a venue's clock may run. */
import type { VenueId } from "../../domain/methodology/venues.ts";
import type { LiveTop } from "../../venues/shared/row-builder.ts";

/**
 * A venue event stamped further ahead of pix's receipt than this comes from a clock running ahead: the
 * feed says `stale` with the reason, and no live value is computed from it (the minute cycle likewise
 * refuses observations from the future).
 */
export const MAX_VENUE_CLOCK_AHEAD_MS = 5_000;

/** One market's live top of book, as a venue feed hands it over. */
export interface LiveQuote {
  venue: VenueId;
  /** The lake's market id. */
  market: string;
  top: LiveTop;
  /** When pix received the change. */
  received_at: string;
}
