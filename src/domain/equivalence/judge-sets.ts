/**
 * Each leg's YES proposition as a set of values on one line: a bucket on the unrounded value when both
 * legs state their rounding (published ≥ g ⇔ value ≥ g − tick/2), an event on the instant it happens;
 * which way each leg's YES points, and the pair's polarity.
 */
import type { Bound, ValueSet } from "./intervals.ts";
import { type Diffs, describe, ev, readValue } from "./judge-diffs.ts";
import type { Polarity } from "./relations.ts";
import type { Bucket, RuleFingerprint, Window } from "./schema.ts";

const SCALE = 1_000_000n;

function scaled(text: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const value = BigInt(match[2] ?? "0") * SCALE + BigInt((match[3] ?? "").padEnd(6, "0") || "0");
  return match[1] ? -value : value;
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** The rounding a leg's figure is compared at: decimal places, `exact` (unrounded) or unknown. */
type Grid = { places: number } | "exact" | null;

export function gridOf(fp: RuleFingerprint): Grid {
  const rounding = readValue(fp.fields.rounding);
  if (!rounding) return null;
  if (rounding.mode === "unrounded" || rounding.places === null) return "exact";
  return { places: rounding.places };
}

/**
 * A bucket stated on a figure published at `places` decimals (rounded half up), as a set of the
 * unrounded value: published ≥ g ⇔ value ≥ g − tick/2, published ≤ g ⇔ value < g + tick/2.
 */
function bucketSet(bucket: Bucket, grid: Grid): ValueSet | null {
  const lower = bucket.lower ? scaled(bucket.lower.value) : null;
  const upper = bucket.upper ? scaled(bucket.upper.value) : null;
  if ((bucket.lower && lower === null) || (bucket.upper && upper === null)) return null;
  if (grid === null || grid === "exact") {
    return [
      {
        lo: bucket.lower && lower !== null ? { at: lower, closed: bucket.lower.inclusive } : null,
        hi: bucket.upper && upper !== null ? { at: upper, closed: bucket.upper.inclusive } : null,
      },
    ];
  }
  const tick = 10n ** BigInt(6 - grid.places);
  const half = tick / 2n;
  let lo: Bound | null = null;
  let hi: Bound | null = null;
  if (bucket.lower && lower !== null) {
    const onGrid = floorDiv(lower, tick) * tick === lower;
    const first = onGrid
      ? bucket.lower.inclusive
        ? lower
        : lower + tick
      : (floorDiv(lower, tick) + 1n) * tick;
    lo = { at: first - half, closed: true };
  }
  if (bucket.upper && upper !== null) {
    const onGrid = floorDiv(upper, tick) * tick === upper;
    const last = onGrid ? (bucket.upper.inclusive ? upper : upper - tick) : floorDiv(upper, tick) * tick;
    hi = { at: last + half, closed: false };
  }
  return [{ lo, hi }];
}

/** An event's YES set on the line of the instant it happens (epoch ms). */
function occurrenceSet(window: Window): ValueSet | null {
  const end = window.end === null ? null : BigInt(Date.parse(window.end));
  const start = window.start === null ? null : BigInt(Date.parse(window.start));
  if (end === null) return null;
  return [{ lo: start === null ? null : { at: start, closed: true }, hi: { at: end, closed: false } }];
}

/** Whether the stated condition gives NO rather than YES (a negated condition, or a stated NO side). */
export function flipped(fp: RuleFingerprint): boolean | null {
  const framing = readValue(fp.fields.framing);
  if (!framing) return null;
  return framing.negated !== (framing.yes_when === "condition_false");
}

export const OPPOSITE: Record<string, string> = {
  up: "down",
  down: "up",
  inside: "outside",
  outside: "inside",
  occurs: "not_occurs",
  not_occurs: "occurs",
};

export function polarityOf(a: RuleFingerprint, b: RuleFingerprint): Polarity | null {
  const da = readValue(a.fields.framing)?.direction;
  const db = readValue(b.fields.framing)?.direction;
  if (!da || !db) return null;
  return OPPOSITE[da] === db ? "inverted" : "same";
}

export function yesSets(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
): { a: ValueSet; b: ValueSet } | null {
  const comparator = readValue(a.fields.comparator);
  if (comparator === "occurs" || readValue(b.fields.comparator) === "occurs") {
    const wa = readValue(a.fields.window);
    const wb = readValue(b.fields.window);
    const sa = wa ? occurrenceSet(wa) : null;
    const sb = wb ? occurrenceSet(wb) : null;
    if (!sa || !sb) {
      diffs.add(
        "window",
        null,
        null,
        "blocking",
        "A leg's deadline cannot be read.",
        { a: ev(a.fields.window), b: ev(b.fields.window) },
        "unreadable_field",
      );
      return null;
    }
    return { a: sa, b: sb };
  }
  const ba = readValue(a.fields.bucket);
  const bb = readValue(b.fields.bucket);
  if (!ba || !bb) {
    diffs.add(
      "bucket",
      describe(ba),
      describe(bb),
      "blocking",
      "A leg's bounds cannot be read.",
      {
        a: ev(a.fields.bucket),
        b: ev(b.fields.bucket),
      },
      "unreadable_field",
    );
    return null;
  }
  const ga = gridOf(a);
  const gb = gridOf(b);
  // Both roundings known: compare on the unrounded value. Otherwise compare the figures as stated.
  const known = ga !== null && gb !== null;
  const sa = bucketSet(ba, known ? ga : null);
  const sb = bucketSet(bb, known ? gb : null);
  if (!sa || !sb) return null;
  return { a: sa, b: sb };
}
