/** Venue identities and configured weights shared by the blends. */

/** `kalshi` is venue_a, `polymarket` venue_b; the order here is the order of every venue list. */
export const VENUE_IDS = ["kalshi", "polymarket"] as const;
export type VenueId = (typeof VENUE_IDS)[number];

/** Configured weight per venue, e.g. { kalshi: 0.6, polymarket: 0.4 }; need not sum to 1. */
export type VenueWeights = Partial<Record<VenueId, number>>;

export type PerVenue<T> = Partial<Record<VenueId, T>>;

export interface VenueSkipped {
  venue: VenueId;
  /** `no_value`, `invalid_value`, `no_weight`, or the venue's own reason for having no value. */
  reason: string;
}

export interface EffectiveWeights {
  venuesUsed: VenueId[];
  /** Configured weights renormalised over the venues used; they sum to 1. */
  weights: PerVenue<number>;
}

/** True when every configured weight is finite and non-negative. */
export function weightsValid(weights: VenueWeights): boolean {
  return VENUE_IDS.every((venue) => {
    const weight = weights[venue];
    return weight === undefined || (Number.isFinite(weight) && weight >= 0);
  });
}

/** Renormalises the configured weights over `present`; venues with no positive weight drop out. */
export function effectiveWeights(present: readonly VenueId[], weights: VenueWeights): EffectiveWeights {
  const venuesUsed = VENUE_IDS.filter((venue) => present.includes(venue) && (weights[venue] ?? 0) > 0);
  const total = venuesUsed.reduce((sum, venue) => sum + (weights[venue] ?? 0), 0);
  const effective: PerVenue<number> = {};
  for (const venue of venuesUsed) effective[venue] = (weights[venue] ?? 0) / total;
  return { venuesUsed, weights: effective };
}
