/**
 * The live half of the factor response (`factors`, `contracts`, `composite`, `sources.venue_*` and the
 * `state` rules, as the route's OpenAPI document describes them), from the newest lake snapshot of each venue. Pure: the clock,
 * the reviewed theme contracts and the snapshot rows are parameters.
 *
 * Rules, evaluated once when the response is built:
 * - A contract's quote is its snapshot row with outcome `yes`; `probability` is that row's indicative
 *   price, and the adverse probability is `probability` (adverse side yes) or `1 − probability` (no).
 * - A quote is fresh when its `observed_at` and its snapshot's cycle start are both at most
 *   `budgetSeconds` old. Only fresh quotes of open markets count: a stale price is never a level.
 * - A theme's `level` is the equal-weight mean of the adverse probabilities of its counted contracts
 *   (null when none counts). Status: AVAILABLE when every reviewed contract counts, PARTIAL when some
 *   do, STALE when none does but one has a price that is only too old, UNAVAILABLE otherwise.
 * - A venue is UNAVAILABLE without a readable snapshot (or with none of its contracts usable), STALE
 *   when its newest snapshot is older than the budget, PARTIAL when only part of its reviewed contracts
 *   is usable (`reviewed_thematic_scope_only`: no other market of the venue stands in for a missing
 *   one), else AVAILABLE.
 * - `composite` is 100 × the equal-weight mean of the non-null theme levels; market-wide.
 * - `state` is AVAILABLE when all themes have a level and both venues are AVAILABLE, UNAVAILABLE when
 *   no theme has a level, PARTIAL otherwise.
 */

import { rfc3339, rfc3339Of } from "../clock.ts";

export const FRESHNESS_BUDGET_SECONDS = 300;

export type SourceStatus = "AVAILABLE" | "PARTIAL" | "STALE" | "UNAVAILABLE";
export type ThemeStatus = "AVAILABLE" | "PARTIAL" | "STALE" | "UNAVAILABLE";
export type FactorState = "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";
export type CompletenessStatus = "COMPLETE" | "INCOMPLETE" | "NOT_RECORDED" | "UNAVAILABLE";

/** Why a contract does not count towards its theme's level. */
export type ExclusionReason =
  | "venue_unavailable"
  | "not_in_snapshot"
  | "market_not_open"
  | "no_price"
  | "stale_quote";

/** Fixed codes of `sources.venue_*.reason`. */
export const VENUE_REASONS = {
  noSnapshot: "no_snapshot",
  lakeUnreadable: "lake_unreadable",
  snapshotTooLarge: "snapshot_too_large",
  stale: "newest_snapshot_is_stale",
  partialScope: "reviewed_thematic_scope_only",
  noUsableContracts: "no_usable_theme_contracts",
} as const;
export type VenueReason = (typeof VENUE_REASONS)[keyof typeof VENUE_REASONS];

/** A reviewed theme contract (catalog). */
export interface ThemeContract {
  theme: string;
  venue: string;
  market_id: string;
  title: string;
  adverse_side: "yes" | "no";
  close_time: string;
}

/** The members of a lake row this module reads (prices are exact decimal strings). */
export interface QuoteRow {
  market_id: string;
  outcome: string;
  title: string;
  status: string;
  bid: string | null;
  ask: string | null;
  mid?: string;
  indicative: string | null;
  volume_usd: string | null;
  usd_basis: string | null;
  observed_at: string;
  close_time: string | null;
}

/** What was read of one venue's newest snapshot. */
export type VenueSnapshot =
  | {
      kind: "snapshot";
      /** The lake object key. */
      key: string;
      cycleStartMs: number;
      completeness: { status: "incomplete"; failures: number } | { status: "not_recorded" };
      /** The snapshot's rows of the reviewed theme contracts (others may be left out). */
      rows: readonly QuoteRow[];
    }
  | {
      kind: "unavailable";
      reason: "no_snapshot" | "lake_unreadable" | "snapshot_too_large";
      /** The object that could not be used, when one was found. */
      key: string | null;
    };

export interface ThemeInputs {
  asOfMs: number;
  /** Theme ids and labels, in response order. */
  themes: readonly { id: string; label: string }[];
  contracts: readonly ThemeContract[];
  /** By venue id; a venue missing here reads as having no snapshot. */
  snapshots: Readonly<Record<string, VenueSnapshot>>;
  /** The two venues of `sources`, as `venue_a` and `venue_b`. */
  venueA: string;
  venueB: string;
  budgetSeconds?: number;
}

export interface ContractQuote {
  venue: string;
  market_id: string;
  title: string;
  factor_id: string;
  adverse_side: "yes" | "no";
  status: string | null;
  bid: number | null;
  ask: number | null;
  mid: number | null;
  probability: number | null;
  adverse_probability: number | null;
  volume: number | null;
  volume_basis: string | null;
  close_time: string;
  observed_at: string | null;
  age_seconds: number | null;
  fresh: boolean;
  counted: boolean;
  excluded_reason: ExclusionReason | null;
  source_object: string | null;
  executable: false;
}

export interface Constituent {
  venue: string;
  market_id: string;
  adverse_side: "yes" | "no";
  adverse_probability: number | null;
  fresh: boolean;
  counted: boolean;
  /** Share of the theme's level: 1 / counted contracts, 0 when not counted. */
  weight: number;
  excluded_reason: ExclusionReason | null;
}

export interface ThemeLevel {
  id: string;
  label: string;
  status: ThemeStatus;
  level: number | null;
  constituents: Constituent[];
}

export interface VenueSource {
  status: SourceStatus;
  as_of: string | null;
  source_object: string | null;
  reason: VenueReason | null;
  completeness: { status: CompletenessStatus; detail: string | null };
  row_count: number;
  freshness_budget_seconds: number;
}

export interface Composite {
  value: number | null;
  status: FactorState;
  themes_used: number;
  themes_total: number;
}

export interface ThemeReadout {
  state: FactorState;
  factors: ThemeLevel[];
  contracts: ContractQuote[];
  composite: Composite;
  venue_a: VenueSource;
  venue_b: VenueSource;
}

export function themeReadout(inputs: ThemeInputs): ThemeReadout {
  const budget = inputs.budgetSeconds ?? FRESHNESS_BUDGET_SECONDS;
  const snapshotOf = (venue: string): VenueSnapshot =>
    inputs.snapshots[venue] ?? { kind: "unavailable", reason: "no_snapshot", key: null };
  const contracts = inputs.contracts.map((c) => quoteOf(c, snapshotOf(c.venue), inputs.asOfMs, budget));

  const factors = inputs.themes.map(({ id, label }) => themeLevel(id, label, contracts));
  const levels = factors.map((f) => f.level).filter((level): level is number => level !== null);
  const venueA = venueSource(inputs.venueA, snapshotOf(inputs.venueA), contracts, inputs.asOfMs, budget);
  const venueB = venueSource(inputs.venueB, snapshotOf(inputs.venueB), contracts, inputs.asOfMs, budget);

  const allLevels = levels.length === factors.length && factors.length > 0;
  const state: FactorState =
    levels.length === 0
      ? "UNAVAILABLE"
      : allLevels && venueA.status === "AVAILABLE" && venueB.status === "AVAILABLE"
        ? "AVAILABLE"
        : "PARTIAL";
  return {
    state,
    factors,
    contracts,
    composite: {
      value: levels.length === 0 ? null : round(mean(levels) * 100, 4),
      status: levels.length === 0 ? "UNAVAILABLE" : allLevels ? "AVAILABLE" : "PARTIAL",
      themes_used: levels.length,
      themes_total: factors.length,
    },
    venue_a: venueA,
    venue_b: venueB,
  };
}

function quoteOf(
  contract: ThemeContract,
  snapshot: VenueSnapshot,
  asOfMs: number,
  budget: number,
): ContractQuote {
  const row =
    snapshot.kind === "snapshot"
      ? snapshot.rows.find((r) => r.market_id === contract.market_id && r.outcome === "yes")
      : undefined;
  const probability = decimal(row?.indicative);
  const adverse =
    probability === null ? null : round(contract.adverse_side === "yes" ? probability : 1 - probability, 6);
  const observedMs = row === undefined ? Number.NaN : Date.parse(row.observed_at);
  const age = Number.isFinite(observedMs) ? Math.max(0, Math.floor((asOfMs - observedMs) / 1000)) : null;
  const snapshotFresh = snapshot.kind === "snapshot" && snapshotAgeSeconds(snapshot, asOfMs) <= budget;
  const fresh = row !== undefined && age !== null && age <= budget && snapshotFresh;
  const excluded: ExclusionReason | null =
    snapshot.kind !== "snapshot"
      ? "venue_unavailable"
      : row === undefined
        ? "not_in_snapshot"
        : row.status !== "open"
          ? "market_not_open"
          : probability === null
            ? "no_price"
            : !fresh
              ? "stale_quote"
              : null;
  return {
    venue: contract.venue,
    market_id: contract.market_id,
    title: row?.title ?? contract.title,
    factor_id: contract.theme,
    adverse_side: contract.adverse_side,
    status: row?.status ?? null,
    bid: decimal(row?.bid),
    ask: decimal(row?.ask),
    mid: decimal(row?.mid),
    probability,
    adverse_probability: adverse,
    volume: decimal(row?.volume_usd),
    volume_basis: row?.usd_basis ?? null,
    close_time: rfc3339Of(row?.close_time ?? contract.close_time),
    observed_at: row === undefined ? null : rfc3339Of(row.observed_at),
    age_seconds: age,
    fresh,
    counted: excluded === null,
    excluded_reason: excluded,
    source_object: snapshot.kind === "snapshot" ? snapshot.key : null,
    executable: false,
  };
}

function themeLevel(id: string, label: string, contracts: readonly ContractQuote[]): ThemeLevel {
  const own = contracts.filter((c) => c.factor_id === id);
  const counted = own.filter((c) => c.counted);
  const level = counted.length === 0 ? null : round(mean(counted.map((c) => c.adverse_probability ?? 0)), 6);
  const status: ThemeStatus =
    counted.length > 0 && counted.length === own.length
      ? "AVAILABLE"
      : counted.length > 0
        ? "PARTIAL"
        : own.some((c) => c.excluded_reason === "stale_quote")
          ? "STALE"
          : "UNAVAILABLE";
  return {
    id,
    label,
    status,
    level,
    constituents: own.map((c) => ({
      venue: c.venue,
      market_id: c.market_id,
      adverse_side: c.adverse_side,
      adverse_probability: c.adverse_probability,
      fresh: c.fresh,
      counted: c.counted,
      weight: c.counted ? round(1 / counted.length, 6) : 0,
      excluded_reason: c.excluded_reason,
    })),
  };
}

function venueSource(
  venue: string,
  snapshot: VenueSnapshot,
  contracts: readonly ContractQuote[],
  asOfMs: number,
  budget: number,
): VenueSource {
  if (snapshot.kind !== "snapshot") {
    return {
      status: "UNAVAILABLE",
      as_of: null,
      source_object: snapshot.key,
      reason: snapshot.reason,
      completeness: { status: "UNAVAILABLE", detail: UNAVAILABLE_DETAIL[snapshot.reason] },
      row_count: 0,
      freshness_budget_seconds: budget,
    };
  }
  const own = contracts.filter((c) => c.venue === venue);
  const read = own.filter((c) => c.observed_at !== null);
  const usable = own.filter((c) => c.counted).length;
  const newest = read.reduce<number | null>((max, c) => {
    const ms = Date.parse(c.observed_at ?? "");
    return Number.isFinite(ms) && (max === null || ms > max) ? ms : max;
  }, null);
  const [status, reason]: [SourceStatus, VenueReason | null] =
    snapshotAgeSeconds(snapshot, asOfMs) > budget
      ? ["STALE", VENUE_REASONS.stale]
      : usable === 0
        ? ["UNAVAILABLE", VENUE_REASONS.noUsableContracts]
        : usable < own.length
          ? ["PARTIAL", VENUE_REASONS.partialScope]
          : ["AVAILABLE", null];
  return {
    status,
    as_of: newest === null ? null : rfc3339(newest),
    source_object: snapshot.key,
    reason,
    completeness:
      snapshot.completeness.status === "incomplete"
        ? {
            status: "INCOMPLETE",
            detail: `The collector recorded ${snapshot.completeness.failures} failure${snapshot.completeness.failures === 1 ? "" : "s"} in this snapshot.`,
          }
        : {
            status: "NOT_RECORDED",
            detail: "The collector recorded no failure; it does not record completeness otherwise.",
          },
    row_count: read.length,
    freshness_budget_seconds: budget,
  };
}

const UNAVAILABLE_DETAIL: Record<Extract<VenueSnapshot, { kind: "unavailable" }>["reason"], string> = {
  no_snapshot: "The lake holds no snapshot of this venue.",
  lake_unreadable: "The venue's newest lake snapshot could not be read.",
  snapshot_too_large: "The venue's newest lake snapshot is above the published byte ceiling.",
};

function snapshotAgeSeconds(snapshot: { cycleStartMs: number }, asOfMs: number): number {
  return Math.max(0, Math.floor((asOfMs - snapshot.cycleStartMs) / 1000));
}

function decimal(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** Rounds away binary noise (0.1 + 0.2). */
function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
