import type { Polarity, Relation, Trap } from "../relations.ts";
import type { KalshiRules, PolymarketRules } from "../venue-rules.ts";

/**
 * One look-alike pair labelled by hand: leg a on Kalshi, leg b on Polymarket, the traps planted in
 * their texts, and the truth. `relation` and `polarity` are null when the rules cannot be judged (an
 * unfilled template): the truth is then "no relation can be read".
 */
export interface LabelledPair {
  id: string;
  traps: Trap[];
  a: KalshiRules;
  b: PolymarketRules;
  label: { relation: Relation | null; polarity: Polarity | null };
  /** Why the label is what it is, in a sentence. */
  note: string;
}

export type KalshiLeg = Omit<KalshiRules, "venue" | "event_id" | "early_close_condition" | "close_time"> & {
  event_id?: string;
  early_close_condition?: string | null;
  close_time?: string | null;
};

export type PolymarketLeg = Omit<PolymarketRules, "venue" | "event_id" | "end_date"> & {
  event_id?: string | null;
  end_date?: string | null;
};

/** A Kalshi leg with its defaults: the event ticker is the ticker up to its last dash. */
export function kalshiLeg(leg: KalshiLeg): KalshiRules {
  return {
    ...leg,
    venue: "kalshi",
    event_id: leg.event_id ?? leg.market_id.replace(/-[^-]+$/, ""),
    early_close_condition: leg.early_close_condition ?? null,
    close_time: leg.close_time ?? null,
  };
}

export function polymarketLeg(leg: PolymarketLeg): PolymarketRules {
  return { ...leg, venue: "polymarket", event_id: leg.event_id ?? null, end_date: leg.end_date ?? null };
}
