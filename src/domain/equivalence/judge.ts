/**
 * Two markets' fingerprints judged as a pair: the relation between their YES propositions, whether
 * their YES sides point the same way, a confidence with its basis, and every rule difference with its
 * severity and the evidence from both legs. A pair with a blocking difference is never `identity`.
 */
import { complement, relationOf } from "./intervals.ts";
import { conditionDiffs } from "./judge-condition.ts";
import { Diffs, ev, readValue } from "./judge-diffs.ts";
import { type PairJudgement, REASON_CODES, type ReasonCode, type Severity } from "./judge-schema.ts";
import { compareContingencies, compareSecondary } from "./judge-secondary.ts";
import { flipped, polarityOf, yesSets } from "./judge-sets.ts";
import { compareUnderlying } from "./judge-underlying.ts";
import type { Polarity, Relation } from "./relations.ts";
import type { Field, RuleFingerprint } from "./schema.ts";

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

function unknownFields(fp: RuleFingerprint): string[] {
  return Object.entries(fp.fields)
    .filter(([, field]) => (field as Field<unknown>).status === "unknown")
    .map(([name]) => name);
}

/** Every reason code names a difference of the underlying proposition: any one of them refuses the pair. */
const UNDERLYING_REASONS: ReadonlySet<ReasonCode> = new Set(REASON_CODES);

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
