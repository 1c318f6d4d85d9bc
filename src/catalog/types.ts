/** Types of the catalog: the one typed source the D1 catalog is seeded from (see definitions.ts). */

import { FACTOR_THEMES, type FactorTheme } from "../domain/factors/themes.ts";
import { VENUE_IDS, type VenueId } from "../domain/methodology/venues.ts";

export { FACTOR_THEMES, type FactorTheme, type VenueId };

export const VENUES: readonly VenueId[] = VENUE_IDS;

export type CalculationClass = "binary_probability" | "strike_ladder_expectation" | "categorical_expectation";

/** How a venue market identifies itself. Polymarket needs the CLOB token of the YES outcome for books. */
export interface VenueMarketRef {
  venue: VenueId;
  /** Kalshi ticker, or Polymarket Gamma market id. */
  marketId: string;
  /** Polymarket only: the market's slug and the CLOB token id of the YES outcome. */
  slug?: string;
  yesTokenId?: string;
  /** Kalshi only: event and series ticker (for links and listing). */
  eventTicker?: string;
  seriesTicker?: string;
}

export type ContractRole =
  /** A ladder rung: YES pays if the outcome is strictly above `strike`. */
  | "ladder_above"
  /** One of mutually exclusive outcomes; `outcomeValue` is its numeric support. */
  | "categorical_outcome"
  /** The single YES/NO contract of a binary index. */
  | "binary_yes";

export interface ContractDef extends VenueMarketRef {
  role: ContractRole;
  title: string;
  /** ladder_above: the strike as an exact decimal string. */
  strike?: string;
  /** categorical_outcome: the outcome's label and numeric value (exact decimal string). */
  outcomeLabel?: string;
  outcomeValue?: string;
  url: string;
  openTime: string;
  closeTime: string;
}

export interface ReleaseInfo {
  /** What is released or resolves, e.g. "CPI for October 2026". */
  label: string;
  /** RFC 3339 UTC. */
  at: string;
  source: { name: string; url: string };
}

export interface InstrumentDef {
  symbol: string;
  slug: string;
  name: string;
  thesis: string;
  unit: string;
  /** Display template: `{value}` replaced by the formatted value. */
  display: string;
  /** Decimal places of the wire-stable value. */
  decimals: number;
  visibility: "public" | "research";
  methodology: {
    version: string;
    estimand: string;
    calculationClass: CalculationClass;
    /** Whether the transformation from prices to the value is disclosed. */
    transformationDisclosure: "disclosed_class_only";
    venueWeights: Record<VenueId, number>;
  };
  /** Ladder instruments: lower and upper bounds of the value's domain (exact decimals). */
  domain?: { min: string; max: string };
  contracts: ContractDef[];
  latestRelease: ReleaseInfo | null;
  nextRelease: ReleaseInfo | null;
  /** When the feed's tick series starts (no backfill before it). */
  feedLaunchedAt: string;
}

/** An EDGAR filer whose filings are news for an index. */
export interface SecFilerDef {
  /** Ten digits, zero-padded, as EDGAR prints it. */
  cik: string;
  name: string;
  /** `direct`: the entity the index is about; `related`: a fund or vehicle named after it. */
  relevance: "direct" | "related";
  /**
   * The filer exists only in the upstream simulator (no such vehicle is verified on EDGAR yet), so a
   * deployment reading the public EDGAR configures no feed for it.
   */
  simulatorOnly?: boolean;
}

/** An index's news configuration: the switch, and the filers beyond the standard feeds. */
export interface IndexNewsDef {
  /** Off: the index's news route answers `disabled` and no feed is read for it. */
  enabled: boolean;
  secFilers?: SecFilerDef[];
}

export interface IndexDef extends InstrumentDef {
  kind: "index";
  news: IndexNewsDef;
}

export interface BenchmarkDef extends InstrumentDef {
  kind: "benchmark";
  family: "commodities";
  category: string;
  domain: { min: string; max: string };
  identifiers: Record<string, string>;
  resolutionSource: { name: string; url: string; description: string };
}

export interface ThemeContractDef extends VenueMarketRef {
  theme: FactorTheme;
  title: string;
  /** The side whose probability is adverse for the theme (its level is that side's probability). */
  adverseSide: "yes" | "no";
  url: string;
  closeTime: string;
}
