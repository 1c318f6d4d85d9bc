/**
 * Numeric support for ladder buckets: interior buckets are represented by their midpoint; an open tail
 * has no midpoint, so its representative is a stated distance beyond its finite bound.
 */
import type { OutcomeSupport, SupportRuleDisclosure } from "./distribution.ts";
import { median, tidy } from "./numeric.ts";

/**
 * How far beyond the outermost bound a tail's representative sits.
 * - `median_step_multiple`: `multiple` × the ladder's median step (default 0.5, i.e. half a step: the
 *   midpoint of a phantom bucket as wide as a typical one). A ladder with no step (one strike) uses
 *   `fallbackStep` when given, and otherwise has no expectation.
 * - `fixed_offset`: a constant distance in index units.
 */
export type TailSupportRule =
  | { kind: "median_step_multiple"; multiple: number; fallbackStep?: number }
  | { kind: "fixed_offset"; offset: number };

export const DEFAULT_TAIL_SUPPORT: TailSupportRule = { kind: "median_step_multiple", multiple: 0.5 };

/** Bounds the index cannot leave (e.g. a rate ≥ 0); tail representatives are clamped into them. */
export interface ValueDomain {
  min?: number | null;
  max?: number | null;
}

/** The tail distance for a ladder whose bucket widths are `steps`; null when the rule cannot apply. */
export function tailOffset(rule: TailSupportRule, steps: readonly number[]): number | null {
  if (rule.kind === "fixed_offset") {
    return Number.isFinite(rule.offset) && rule.offset >= 0 ? rule.offset : null;
  }
  if (!Number.isFinite(rule.multiple) || rule.multiple < 0) return null;
  const step = median(steps) ?? rule.fallbackStep;
  if (step === undefined || !Number.isFinite(step) || step < 0) return null;
  // Strike differences carry float noise (2.8 − 2.6 = 0.19999999999999973).
  return tidy(rule.multiple * step);
}

export function describeSupportRule(
  rule: TailSupportRule,
  offset: number,
  domain: ValueDomain | undefined,
): SupportRuleDisclosure {
  return {
    interior: "midpoint",
    tails: rule.kind,
    tail_offset: offset,
    domain_min: domain?.min ?? null,
    domain_max: domain?.max ?? null,
  };
}

/**
 * Support of a bucket bounded by `low` and `high` (null = open). The interval is (low, high]: "above K"
 * contracts settle YES strictly above the strike, so a value equal to a strike belongs below it.
 */
export function bucketSupport(
  low: number | null,
  high: number | null,
  offset: number,
  domain: ValueDomain | undefined,
): OutcomeSupport {
  const base = { low, high, low_inclusive: false, high_inclusive: high !== null };
  if (low !== null && high !== null) return { ...base, representative: tidy((low + high) / 2) };
  if (high !== null) {
    const floor = domain?.min;
    const raw = high - offset;
    // Clamp into the domain, but never past the bucket's own bound.
    const representative = floor === undefined || floor === null ? raw : Math.max(raw, Math.min(floor, high));
    return { ...base, representative: tidy(representative) };
  }
  if (low !== null) {
    const ceiling = domain?.max;
    const raw = low + offset;
    const representative =
      ceiling === undefined || ceiling === null ? raw : Math.min(raw, Math.max(ceiling, low));
    return { ...base, representative: tidy(representative) };
  }
  throw new RangeError("a bucket needs at least one finite bound");
}

/** Interval notation: `(-inf, 2.6]`, `(2.6, 2.8]`, `(3.2, +inf)`. */
export function intervalLabel(support: OutcomeSupport): string {
  const low = support.low === null ? "(-inf" : `${support.low_inclusive ? "[" : "("}${support.low}`;
  const high = support.high === null ? "+inf)" : `${support.high}${support.high_inclusive ? "]" : ")"}`;
  return `${low}, ${high}`;
}
