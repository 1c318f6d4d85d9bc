/**
 * The venue registry: every prediction-market venue pix collects, keyed by its id, with the adapter its
 * folder registers. Planes reach a venue's code through here, never by testing its name; adding a venue
 * to `VENUE_IDS` (src/domain/methodology/venues.ts) makes the compiler ask for its entry.
 */
import type { VenueId } from "../domain/methodology/venues.ts";
import { kalshiAdapter } from "./kalshi/kalshi-adapter.ts";
import { polymarketAdapter } from "./polymarket/polymarket-adapter.ts";
import type { VenueAdapter } from "./shared/adapter.ts";

export type { HistoryRequest, HistoryTarget, VenueAdapter, VenueUrls } from "./shared/adapter.ts";

/** Each venue's adapter: a venue without one does not compile. */
export const VENUE_ADAPTERS = {
  kalshi: kalshiAdapter,
  polymarket: polymarketAdapter,
} as const satisfies Readonly<Record<VenueId, VenueAdapter>>;

/** How each venue's history is named (the factor answer's `source`). */
export type HistorySource = (typeof VENUE_ADAPTERS)[VenueId]["history"]["source"];
