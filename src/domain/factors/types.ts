/** Inputs shared by the factor models: theme contracts and their per-session probability changes. */
import type { VenueId } from "../methodology/venues.ts";
import {
  type EquitySession,
  type ProbabilityObservation,
  probabilitiesAtClose,
  probabilityChanges,
} from "./alignment.ts";
import type { FactorTheme } from "./themes.ts";

export type { FactorTheme, VenueId };

export interface ThemeContract {
  venue: VenueId;
  market_id: string;
  /** Observations of the probability of the contract's adverse side, any order. */
  observations: readonly ProbabilityObservation[];
  /**
   * When the observations were collected (epoch ms): a session that closed later has no probability
   * for this contract (its close was not in what was collected). Absent: every close is in them.
   */
  collected_at_ms?: number;
  /** The adverse-side probability of the contract's newest quote, or null when there is none. */
  current_probability: number | null;
  /**
   * Whether that quote is within its freshness budget. Only a fresh quote is a current probability: a
   * stale one never enters the proxy model score.
   */
  current_fresh: boolean;
}

export interface ThemeInput {
  factor_id: FactorTheme;
  contracts: readonly ThemeContract[];
}

/** A contract identity as reported next to a model output. */
export interface ContractRef {
  factor_id: FactorTheme;
  venue: VenueId;
  market_id: string;
}

/** A contract with its Δp per equity session (null where undefined). */
export interface ContractSeries {
  ref: ContractRef;
  current_probability: number | null;
  current_fresh: boolean;
  changes: (number | null)[];
}

/** Δp per session for every contract of the themes, in the themes' and contracts' input order. */
export function contractSeries(
  sessions: readonly EquitySession[],
  themes: readonly ThemeInput[],
): ContractSeries[] {
  return themes.flatMap((theme) =>
    theme.contracts.map((contract) => ({
      ref: { factor_id: theme.factor_id, venue: contract.venue, market_id: contract.market_id },
      current_probability: contract.current_probability,
      current_fresh: contract.current_fresh,
      changes: probabilityChanges(
        probabilitiesAtClose(sessions, contract.observations, contract.collected_at_ms),
      ),
    })),
  );
}
