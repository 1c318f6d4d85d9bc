/**
 * Two markets' fingerprints judged as a pair: the relation between their YES propositions, whether
 * their YES sides point the same way, a confidence with its basis, and every rule difference with its
 * severity and the evidence from both legs. A pair with a blocking difference is never `identity`.
 */

import { z } from "@hono/zod-openapi";
import { HOUR_MS } from "../clock.ts";
import { type Bound, complement, relationOf, type ValueSet } from "./intervals.ts";
import { SUBJECTS } from "./lexicon.ts";
import { type Polarity, PolaritySchema, type Relation, RelationSchema } from "./relations.ts";
import {
  type Bucket,
  type Evidence,
  EvidenceSchema,
  type Field,
  type RuleFingerprint,
  type Window,
} from "./schema.ts";

export const SEVERITIES = ["blocking", "material", "cosmetic"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const REASON_CODES = [
  "unfilled_template",
  "unreadable_rule",
  "unreadable_field",
  "subject_differs",
  "metric_differs",
  "seasonal_adjustment_differs",
  "publisher_differs",
  "series_differs",
  "print_differs",
  "window_differs",
  "unit_differs",
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const RuleDiffSchema = z
  .object({
    field: z.string().openapi({
      description: "The fingerprint field that differs (`source.series`, `comparator`, `contingency`…).",
      example: "comparator",
    }),
    a: z
      .string()
      .nullable()
      .openapi({ description: "Leg a's value, in words; null when leg a does not state it." }),
    b: z
      .string()
      .nullable()
      .openapi({ description: "Leg b's value, in words; null when leg b does not state it." }),
    severity: z.enum(SEVERITIES).openapi({
      description:
        "`blocking`: the legs are different contracts because of it; `material`: the payout is the same but a trader should know (a later end date, another evidence standard, a rule stated on one leg only); `cosmetic`: the same rule in other words.",
    }),
    note: z.string().openapi({ description: "The difference in a sentence." }),
    evidence: z
      .object({
        a: z.array(EvidenceSchema).openapi({ description: "Leg a's evidence." }),
        b: z.array(EvidenceSchema).openapi({ description: "Leg b's evidence." }),
      })
      .openapi({ description: "Offsets and quotes from both legs' rule texts." }),
  })
  .openapi("RuleDiff", { description: "One difference between the two legs' rules." });
export type RuleDiff = z.infer<typeof RuleDiffSchema>;

export const PairJudgementSchema = z
  .object({
    status: z.enum(["paired", "refused"]).openapi({
      description:
        "`paired` when both legs read the same underlying and a relation holds between them; `refused` when the look-alikes read different underlyings or cannot be read (see `reasons`).",
    }),
    relation: RelationSchema.nullable().openapi({ description: "null when the rules cannot be judged." }),
    polarity: PolaritySchema.nullable().openapi({
      description: "null when the rules cannot be judged or a leg states no direction.",
    }),
    confidence: z.number().min(0).max(1).openapi({
      description:
        "How sure pix is of `relation`, from 0 to 1 (0 when there is none); `confidence_basis` says why.",
      example: 0.96,
    }),
    confidence_basis: z
      .object({
        method: z.literal("deterministic_rule_comparison").openapi({
          description: "The relation is computed from the two fingerprints; no model is asked.",
        }),
        fields_compared: z
          .array(z.string())
          .openapi({ description: "The fields read on both legs and compared." }),
        unknown_fields: z
          .object({
            a: z.array(z.string()).openapi({ description: "Fields leg a's rules do not state." }),
            b: z.array(z.string()).openapi({ description: "Fields leg b's rules do not state." }),
          })
          .openapi({ description: "Fields one leg does not state: each lowers the confidence by 0.02." }),
        material_differences: z
          .number()
          .int()
          .openapi({ description: "Material differences: each lowers the confidence by 0.05." }),
        blocking_differences: z.number().int().openapi({ description: "Blocking differences." }),
      })
      .openapi({ description: "What the confidence rests on." }),
    rule_diff: z.array(RuleDiffSchema).openapi({ description: "Every difference found, blocking first." }),
    reasons: z.array(z.enum(REASON_CODES)).openapi({
      description:
        "Why a look-alike was refused: `unfilled_template`, `unreadable_rule`, `unreadable_field`, `subject_differs`, `metric_differs`, `seasonal_adjustment_differs`, `publisher_differs`, `series_differs`, `print_differs`, `window_differs`, `unit_differs`; empty when paired.",
    }),
  })
  .openapi("PairJudgement", { description: "Two markets judged as a pair, with the evidence." });
export type PairJudgement = z.infer<typeof PairJudgementSchema>;

const ev = (field: Field<unknown>): Evidence[] => field.evidence;
const readValue = <T>(field: Field<T>): T | null => (field.status === "read" ? field.value : null);

class Diffs {
  readonly list: RuleDiff[] = [];
  readonly reasons = new Set<ReasonCode>();

  add(
    field: string,
    a: string | null,
    b: string | null,
    severity: Severity,
    note: string,
    evidence: { a: Evidence[]; b: Evidence[] },
    reason?: ReasonCode,
  ): void {
    this.list.push({ field, a, b, severity, note, evidence });
    if (reason) this.reasons.add(reason);
  }

  count(severity: Severity): number {
    return this.list.filter((d) => d.severity === severity).length;
  }
}

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

function gridOf(fp: RuleFingerprint): Grid {
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
function flipped(fp: RuleFingerprint): boolean | null {
  const framing = readValue(fp.fields.framing);
  if (!framing) return null;
  return framing.negated !== (framing.yes_when === "condition_false");
}

const OPPOSITE: Record<string, string> = {
  up: "down",
  down: "up",
  inside: "outside",
  outside: "inside",
  occurs: "not_occurs",
  not_occurs: "occurs",
};

function polarityOf(a: RuleFingerprint, b: RuleFingerprint): Polarity | null {
  const da = readValue(a.fields.framing)?.direction;
  const db = readValue(b.fields.framing)?.direction;
  if (!da || !db) return null;
  return OPPOSITE[da] === db ? "inverted" : "same";
}

const UNIT_WORDS: Record<string, string> = {
  percent: "%",
  usd: " USD",
  degrees_f: "°F",
  number: "",
  basis_points: " bp",
  instant: "",
};

function boundWords(bucket: Bucket): string {
  const unit = UNIT_WORDS[bucket.unit] ?? "";
  const lo = bucket.lower ? `${bucket.lower.inclusive ? "[" : "("}${bucket.lower.value}${unit}` : "(−∞";
  const hi = bucket.upper ? `${bucket.upper.value}${unit}${bucket.upper.inclusive ? "]" : ")"}` : "+∞)";
  return `${lo}, ${hi}`;
}

/** A field's value in words, for a rule difference. */
function describe(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value !== "object") return String(value);
  const v = value as Record<string, unknown>;
  if ("lower" in v && "upper" in v && "shape" in v) return `${boundWords(value as Bucket)} (${v.shape})`;
  if ("value" in v && "unit" in v) return `${v.value}${UNIT_WORDS[String(v.unit)] ?? ""}`;
  if ("mode" in v && "places" in v) {
    return v.places === null
      ? String(v.mode)
      : `${v.mode}, ${v.places} decimal place${v.places === 1 ? "" : "s"}`;
  }
  if ("measure" in v) return `${v.measure}, seasonal adjustment ${v.seasonal_adjustment}`;
  if ("publisher" in v)
    return [v.publisher ?? "publisher unstated", v.series ?? "series unstated", `print ${v.print}`].join(
      " · ",
    );
  if ("places" in v) return `${v.places} decimal place${v.places === 1 ? "" : "s"}`;
  return JSON.stringify(value);
}

function windowWords(window: Window): string {
  return window.start && window.end && window.kind === "day"
    ? `${window.label} (${window.start} to ${window.end})`
    : window.time_zone && window.kind !== "month"
      ? `${window.label} (${window.time_zone})`
      : window.label;
}

/** Whether two windows observe the same thing (for a figure, a price or a meeting). */
function sameWindow(a: Window, b: Window): { same: boolean; cosmetic: boolean } {
  if (a.kind !== b.kind) return { same: false, cosmetic: false };
  if (a.kind === "meeting" && a.label !== b.label) {
    // A meeting named by its month and one named by its date are the same meeting.
    const same =
      a.label.slice(0, 7) === b.label.slice(0, 7) && (a.label.length === 7 || b.label.length === 7);
    return { same, cosmetic: same };
  }
  if (a.label !== b.label) return { same: false, cosmetic: false };
  if (a.start !== null && b.start !== null && (a.start !== b.start || a.end !== b.end)) {
    return { same: false, cosmetic: false };
  }
  return { same: true, cosmetic: a.time_zone !== b.time_zone };
}

const SECONDARY_FIELDS = [
  "rounding",
  "settlement_instant",
  "evidence_standard",
  "contingency",
  "early_close",
] as const;

/** Judges two markets' fingerprints as a pair (leg a first). Pure. */
export function judgePair(a: RuleFingerprint, b: RuleFingerprint): PairJudgement {
  const diffs = new Diffs();
  const fa = a.fields;
  const fb = b.fields;
  const compared: string[] = [];

  if (a.placeholders.length > 0 || b.placeholders.length > 0) {
    diffs.add(
      "placeholders",
      a.placeholders.map((e) => e.quote).join(", ") || null,
      b.placeholders.map((e) => e.quote).join(", ") || null,
      "blocking",
      "A rule text still holds template placeholders: what it says cannot be read.",
      { a: a.placeholders, b: b.placeholders },
      "unfilled_template",
    );
    return verdict(a, b, diffs, null, null, compared);
  }

  const subjectA = readValue(fa.subject);
  const subjectB = readValue(fb.subject);
  if (!subjectA || !subjectB) {
    diffs.add(
      "subject",
      subjectA?.id ?? null,
      subjectB?.id ?? null,
      "blocking",
      "A leg names no subject pix can read.",
      {
        a: ev(fa.subject),
        b: ev(fb.subject),
      },
      "unreadable_rule",
    );
    return verdict(a, b, diffs, null, null, compared);
  }
  compared.push("subject");
  const polarity = polarityOf(a, b);
  if (subjectA.id !== subjectB.id) {
    diffs.add(
      "subject",
      subjectA.id,
      subjectB.id,
      "blocking",
      "The legs are about different things.",
      {
        a: ev(fa.subject),
        b: ev(fb.subject),
      },
      "subject_differs",
    );
    return verdict(a, b, diffs, "overlap", polarity, compared);
  }

  const underlyingOk = compareUnderlying(a, b, diffs, compared);
  const comparatorA = readValue(fa.comparator);
  const comparatorB = readValue(fb.comparator);
  const flipA = flipped(a);
  const flipB = flipped(b);
  if (!comparatorA || !comparatorB || flipA === null || flipB === null) {
    diffs.add(
      "comparator",
      comparatorA,
      comparatorB,
      "blocking",
      "A leg states no condition pix can read.",
      { a: ev(fa.comparator), b: ev(fb.comparator) },
      "unreadable_rule",
    );
    return verdict(a, b, diffs, null, null, compared);
  }
  if (diffs.reasons.has("unreadable_field")) return verdict(a, b, diffs, null, null, compared);
  if (!underlyingOk) return verdict(a, b, diffs, "overlap", polarity, compared);

  const sets = yesSets(a, b, diffs);
  if (!sets) return verdict(a, b, diffs, null, null, compared);
  const setA = flipA ? complement(sets.a) : sets.a;
  const setB = flipB ? complement(sets.b) : sets.b;
  let relation = relationOf(setA, setB);
  conditionDiffs(a, b, relation, diffs, compared);

  const contingencyBlocks = compareContingencies(a, b, diffs, compared);
  if (contingencyBlocks && (relation === "identity" || relation === "complement")) relation = "overlap";
  compareSecondary(a, b, diffs, compared);
  return verdict(a, b, diffs, relation, polarity, compared);
}

/** The fields that say which quantity is observed; false when they differ (a different underlying). */
function compareUnderlying(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
  compared: string[],
): boolean {
  const fa = a.fields;
  const fb = b.fields;
  let same = true;
  const subjectDef = SUBJECTS.find((def) => def.id === readValue(fa.subject)?.id.split(":")[0]);

  const metricA = readValue(fa.metric);
  const metricB = readValue(fb.metric);
  if (!metricA || !metricB) {
    diffs.add(
      "metric",
      describe(metricA),
      describe(metricB),
      "blocking",
      "A leg does not say what is measured.",
      {
        a: ev(fa.metric),
        b: ev(fb.metric),
      },
      "unreadable_field",
    );
  } else {
    compared.push("metric");
    if (metricA.measure !== metricB.measure) {
      same = false;
      diffs.add(
        "metric.measure",
        metricA.measure,
        metricB.measure,
        "blocking",
        "The legs measure different things.",
        {
          a: ev(fa.metric),
          b: ev(fb.metric),
        },
        "metric_differs",
      );
    }
    const saA = metricA.seasonal_adjustment;
    const saB = metricB.seasonal_adjustment;
    if (saA !== saB) {
      const both = saA !== "unstated" && saB !== "unstated";
      if (both) same = false;
      diffs.add(
        "metric.seasonal_adjustment",
        saA,
        saB,
        both ? "blocking" : "material",
        both
          ? "One leg reads the seasonally adjusted figure, the other the unadjusted one."
          : "Only one leg says whether the figure is seasonally adjusted.",
        { a: ev(fa.metric), b: ev(fb.metric) },
        both ? "seasonal_adjustment_differs" : undefined,
      );
    }
  }

  const sourceA = readValue(fa.source);
  const sourceB = readValue(fb.source);
  if (sourceA && sourceB) {
    compared.push("source");
    const evidence = { a: ev(fa.source), b: ev(fb.source) };
    if (sourceA.series && sourceB.series && sourceA.series !== sourceB.series) {
      same = false;
      diffs.add(
        "source.series",
        sourceA.series,
        sourceB.series,
        "blocking",
        "The legs settle on different series, stations or pairs.",
        evidence,
        "series_differs",
      );
    } else if ((sourceA.series === null) !== (sourceB.series === null)) {
      diffs.add(
        "source.series",
        sourceA.series,
        sourceB.series,
        "material",
        "Only one leg names the series, station or pair.",
        evidence,
      );
    }
    if (sourceA.publisher && sourceB.publisher && sourceA.publisher !== sourceB.publisher) {
      same = false;
      diffs.add(
        "source.publisher",
        sourceA.publisher,
        sourceB.publisher,
        "blocking",
        "The legs settle on different publishers.",
        evidence,
        "publisher_differs",
      );
    }
    const printA = sourceA.print;
    const printB = sourceB.print;
    if (printA !== printB) {
      const both = printA !== "unstated" && printB !== "unstated";
      if (both) same = false;
      diffs.add(
        "source.print",
        printA,
        printB,
        both ? "blocking" : "material",
        both
          ? "The legs settle on different vintages of the figure (first print against a revision)."
          : "Only one leg says which vintage counts.",
        evidence,
        both ? "print_differs" : undefined,
      );
    }
  } else if (sourceA || sourceB) {
    diffs.add(
      "source",
      describe(sourceA),
      describe(sourceB),
      "material",
      "Only one leg names its settlement source.",
      {
        a: ev(fa.source),
        b: ev(fb.source),
      },
    );
  }

  const windowA = readValue(fa.window);
  const windowB = readValue(fb.window);
  if (!windowA || !windowB) {
    diffs.add(
      "window",
      windowA ? windowWords(windowA) : null,
      windowB ? windowWords(windowB) : null,
      "blocking",
      "A leg's observation window cannot be read.",
      {
        a: ev(fa.window),
        b: ev(fb.window),
      },
      "unreadable_field",
    );
  } else if (subjectDef?.family !== "occurrence") {
    compared.push("window");
    const verdict = sameWindow(windowA, windowB);
    if (!verdict.same) {
      same = false;
      diffs.add(
        "window",
        windowWords(windowA),
        windowWords(windowB),
        "blocking",
        "The legs observe different periods, days or instants.",
        {
          a: ev(fa.window),
          b: ev(fb.window),
        },
        "window_differs",
      );
    } else if (verdict.cosmetic) {
      diffs.add(
        "window",
        windowWords(windowA),
        windowWords(windowB),
        "cosmetic",
        "The same window in other words.",
        {
          a: ev(fa.window),
          b: ev(fb.window),
        },
      );
    }
  }

  const bucketA = readValue(fa.bucket);
  const bucketB = readValue(fb.bucket);
  if (
    bucketA &&
    bucketB &&
    bucketA.unit !== bucketB.unit &&
    bucketA.unit !== "number" &&
    bucketB.unit !== "number"
  ) {
    same = false;
    diffs.add(
      "bucket.unit",
      bucketA.unit,
      bucketB.unit,
      "blocking",
      "The thresholds are in different units.",
      {
        a: ev(fa.bucket),
        b: ev(fb.bucket),
      },
      "unit_differs",
    );
  }
  return same;
}

function yesSets(a: RuleFingerprint, b: RuleFingerprint, diffs: Diffs): { a: ValueSet; b: ValueSet } | null {
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

function conditionDiffs(
  a: RuleFingerprint,
  b: RuleFingerprint,
  relation: Relation,
  diffs: Diffs,
  compared: string[],
): void {
  const severity: Severity = relation === "identity" ? "cosmetic" : "blocking";
  const fa = a.fields;
  const fb = b.fields;
  compared.push("comparator", "framing");
  const pairs: [string, Field<unknown>, Field<unknown>, string][] = [
    ["comparator", fa.comparator, fb.comparator, "The comparators differ."],
    ["threshold", fa.threshold, fb.threshold, "The thresholds differ."],
    ["bucket", fa.bucket, fb.bucket, "The buckets differ."],
  ];
  const gridA = gridOf(a);
  const gridB = gridOf(b);
  const framingA = readValue(fa.framing);
  const framingB = readValue(fb.framing);
  if (framingA && framingB && framingA.direction !== framingB.direction) {
    const inverted = OPPOSITE[framingA.direction] === framingB.direction;
    diffs.add(
      "framing",
      framingA.direction,
      framingB.direction,
      severity,
      relation === "identity"
        ? "The legs word their YES side differently; it is the same outcome."
        : inverted
          ? "One leg's YES points the opposite way to the other's: YES on one is NO on the other."
          : "The legs' YES sides point different ways.",
      { a: ev(fa.framing), b: ev(fb.framing) },
    );
  }
  for (const [field, x, y, note] of pairs) {
    const vx = readValue(x);
    const vy = readValue(y);
    if (vx === null && vy === null) continue;
    compared.push(field);
    if (describe(vx) === describe(vy)) continue;
    const words =
      relation === "identity" ? `${note} On the figure as rounded, they select the same outcomes.` : note;
    diffs.add(field, describe(vx), describe(vy), severity, words, { a: ev(x), b: ev(y) });
  }
  if (describe(gridA) !== describe(gridB)) {
    const stated = gridA !== null && gridB !== null;
    diffs.add(
      "rounding",
      describe(readValue(fa.rounding)),
      describe(readValue(fb.rounding)),
      stated ? severity : "material",
      stated
        ? relation === "identity"
          ? "The roundings differ but select the same outcomes here."
          : "The legs round the figure differently, so the same threshold selects different outcomes."
        : "Only one leg says how the figure is rounded; the thresholds are compared as stated.",
      { a: ev(fa.rounding), b: ev(fb.rounding) },
    );
  }
  const wa = readValue(fa.window);
  const wb = readValue(fb.window);
  if (readValue(fa.comparator) === "occurs" && wa && wb) {
    compared.push("window");
    if (wa.start !== wb.start || wa.end !== wb.end) {
      diffs.add(
        "window",
        windowWords(wa),
        windowWords(wb),
        severity,
        relation === "identity"
          ? "The same deadline in other words."
          : "The legs' deadlines or periods differ.",
        {
          a: ev(fa.window),
          b: ev(fb.window),
        },
      );
    } else if (wa.label !== wb.label || wa.time_zone !== wb.time_zone) {
      diffs.add("window", windowWords(wa), windowWords(wb), "cosmetic", "The same deadline in other words.", {
        a: ev(fa.window),
        b: ev(fb.window),
      });
    }
  }
}

/** Void, postponement and early-close rules; true when one blocks (the legs pay differently somewhere). */
function compareContingencies(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
  compared: string[],
): boolean {
  let blocks = false;
  const fa = a.fields;
  const fb = b.fields;
  const ca = readValue(fa.contingency);
  const cb = readValue(fb.contingency);
  const evidence = { a: ev(fa.contingency), b: ev(fb.contingency) };
  if (ca && cb) compared.push("contingency");
  for (const key of ["missing", "rescheduled"] as const) {
    const x = ca?.[key] ?? null;
    const y = cb?.[key] ?? null;
    if (x === y) continue;
    const both = x !== null && y !== null;
    if (both) blocks = true;
    diffs.add(
      `contingency.${key}`,
      x,
      y,
      both ? "blocking" : "material",
      both
        ? key === "missing"
          ? "The legs pay differently when the figure is missing, late or cancelled."
          : "The legs treat a postponed event differently."
        : "Only one leg states what happens when the figure is missing or the event moves.",
      evidence,
    );
  }
  const ea = readValue(fa.early_close)?.kind ?? null;
  const eb = readValue(fb.early_close)?.kind ?? null;
  if (ea && eb) compared.push("early_close");
  if (ea !== eb) {
    const counts = ea === "interim_action_counts" || eb === "interim_action_counts";
    if (counts) blocks = true;
    diffs.add(
      "early_close",
      ea,
      eb,
      counts ? "blocking" : "cosmetic",
      counts
        ? "One leg settles early on an action before the scheduled date; the other does not."
        : "The legs word their early close differently; no payout changes.",
      { a: ev(fa.early_close), b: ev(fb.early_close) },
    );
  }
  return blocks;
}

function compareSecondary(a: RuleFingerprint, b: RuleFingerprint, diffs: Diffs, compared: string[]): void {
  const fa = a.fields;
  const fb = b.fields;
  const sa = readValue(fa.settlement_instant);
  const sb = readValue(fb.settlement_instant);
  if (sa && sb) {
    compared.push("settlement_instant");
    const gap = Math.abs(Date.parse(sa) - Date.parse(sb));
    if (gap > 0) {
      diffs.add(
        "settlement_instant",
        sa,
        sb,
        gap > HOUR_MS ? "material" : "cosmetic",
        gap > HOUR_MS
          ? "The legs close or end at different times."
          : "The legs close within an hour of each other.",
        { a: ev(fa.settlement_instant), b: ev(fb.settlement_instant) },
      );
    }
  }
  const xa = readValue(fa.evidence_standard);
  const xb = readValue(fb.evidence_standard);
  if (xa && xb) {
    compared.push("evidence_standard");
    if (xa !== xb) {
      diffs.add(
        "evidence_standard",
        xa,
        xb,
        "material",
        "The legs accept different evidence of the outcome.",
        {
          a: ev(fa.evidence_standard),
          b: ev(fb.evidence_standard),
        },
      );
    }
  }
}

function unknownFields(fp: RuleFingerprint): string[] {
  return Object.entries(fp.fields)
    .filter(([, field]) => (field as Field<unknown>).status === "unknown")
    .map(([name]) => name);
}

const UNDERLYING_REASONS = new Set<ReasonCode>([
  "unfilled_template",
  "unreadable_rule",
  "unreadable_field",
  "subject_differs",
  "metric_differs",
  "seasonal_adjustment_differs",
  "publisher_differs",
  "series_differs",
  "print_differs",
  "window_differs",
  "unit_differs",
]);

function verdict(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
  relation: Relation | null,
  polarity: Polarity | null,
  compared: string[],
): PairJudgement {
  const blocking = diffs.count("blocking");
  // A blocking difference never leaves a pair identical.
  const finalRelation = relation === "identity" && blocking > 0 ? "overlap" : relation;
  const refused = [...diffs.reasons].some((reason) => UNDERLYING_REASONS.has(reason));
  const unknownA = unknownFields(a);
  const unknownB = unknownFields(b);
  const secondaryUnknown = [...unknownA, ...unknownB].filter((f) =>
    (SECONDARY_FIELDS as readonly string[]).includes(f),
  ).length;
  const material = diffs.count("material");
  const confidence =
    finalRelation === null
      ? 0
      : Math.max(0.5, Math.round((0.99 - 0.05 * material - 0.02 * secondaryUnknown) * 100) / 100);
  const order: Record<Severity, number> = { blocking: 0, material: 1, cosmetic: 2 };
  return {
    status: refused || finalRelation === null ? "refused" : "paired",
    relation: finalRelation,
    polarity: finalRelation === null ? null : polarity,
    confidence,
    confidence_basis: {
      method: "deterministic_rule_comparison",
      fields_compared: [...new Set(compared)],
      unknown_fields: { a: unknownA, b: unknownB },
      material_differences: material,
      blocking_differences: blocking,
    },
    rule_diff: [...diffs.list].sort((x, y) => order[x.severity] - order[y.severity]),
    reasons: refused ? [...diffs.reasons] : [],
  };
}
