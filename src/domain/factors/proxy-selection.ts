/**
 * The proxy of a theme: of its contracts, the one with the most aligned observations (sessions with both
 * a stock return and a Δp, over the whole history given). Ties go to the venue listed first (Kalshi,
 * then Polymarket), then to the smaller `market_id` in plain string order (UTF-16 code units).
 */
import { VENUE_IDS as VENUES } from "../methodology/venues.ts";
import type { ContractRef, VenueId } from "./types.ts";

export interface ProxyCandidate<T extends { ref: ContractRef }> {
  series: T;
  /** Aligned observations of this contract against the stock. */
  observations: number;
}

function venueRank(venue: VenueId): number {
  const rank = VENUES.indexOf(venue);
  return rank < 0 ? VENUES.length : rank;
}

/** Orders contracts by the tie-break alone: venue, then market id. */
export function compareContractRefs(a: ContractRef, b: ContractRef): number {
  const byVenue = venueRank(a.venue) - venueRank(b.venue);
  if (byVenue !== 0) return byVenue;
  if (a.market_id === b.market_id) return 0;
  return a.market_id < b.market_id ? -1 : 1;
}

/** The chosen candidate, or null when there is none. */
export function chooseProxy<T extends { ref: ContractRef }>(
  candidates: readonly ProxyCandidate<T>[],
): ProxyCandidate<T> | null {
  let best: ProxyCandidate<T> | null = null;
  for (const candidate of candidates) {
    if (
      best === null ||
      candidate.observations > best.observations ||
      (candidate.observations === best.observations &&
        compareContractRefs(candidate.series.ref, best.series.ref) < 0)
    ) {
      best = candidate;
    }
  }
  return best;
}
