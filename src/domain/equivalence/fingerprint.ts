/**
 * The rule fingerprint: a deterministic reading of a market's rule texts (no model), field by field,
 * each value with the offsets of the words it was read from. A field the texts do not state is
 * `unknown` with the reason; nothing is filled in from what such markets usually say.
 */
import {
  type ConditionReading,
  NEGATION,
  readCondition,
  readDecisionCondition,
  readNumericCondition,
} from "./fingerprint-condition.ts";
import { readMetric } from "./fingerprint-metric.ts";
import { notApplicable, read, unknown } from "./fingerprint-search.ts";
import {
  readContingency,
  readEarlyClose,
  readEvidenceStandard,
  readRounding,
  readSettlementInstant,
} from "./fingerprint-secondary.ts";
import { readSource } from "./fingerprint-source.ts";
import { readSubject } from "./fingerprint-subject.ts";
import { readWindow } from "./fingerprint-window.ts";
import {
  type Comparator,
  type Evidence,
  FINGERPRINT_SCHEMA,
  type FingerprintFields,
  type Framing,
  type RuleFingerprint,
} from "./schema.ts";
import { evidenceOf, findAll, findInSpan, hitEvidence, sectionsOf } from "./text.ts";
import type { MarketRules } from "./venue-rules.ts";

/** Unfilled template placeholders: `{{strike}}`, `{date}`, `<MONTH>`, `[STRIKE]`, `TBD`, `XX%`. */
const PLACEHOLDER =
  /\{\{[^{}\n]{1,40}\}\}|\{[A-Za-z_][A-Za-z_ ]{0,30}\}|<[A-Za-z_][A-Za-z_ ]{0,30}>|\[[A-Z_][A-Z_ ]{1,30}\]|\bTBD\b|\bXX(?:\.X+)?%?/g;

function directionOf(comparator: Comparator, flipped: boolean): Framing["direction"] {
  const base: Framing["direction"] =
    comparator === ">" || comparator === "≥"
      ? "up"
      : comparator === "<" || comparator === "≤"
        ? "down"
        : comparator === "occurs"
          ? "occurs"
          : "inside";
  if (!flipped) return base;
  const opposite: Record<Framing["direction"], Framing["direction"]> = {
    up: "down",
    down: "up",
    inside: "outside",
    outside: "inside",
    occurs: "not_occurs",
    not_occurs: "occurs",
  };
  return opposite[base];
}

/** Reads a market's rule texts into a fingerprint. Pure and deterministic. */
export function fingerprintRules(rules: MarketRules): RuleFingerprint {
  const sections = sectionsOf(rules);
  const placeholders = findAll(sections, PLACEHOLDER).map(hitEvidence);
  const condition = readCondition(sections);
  const span = condition?.span ?? null;
  const subject = readSubject(sections, span);

  const fields: FingerprintFields = {
    subject: subject
      ? read({ id: subject.id, label: subject.label }, subject.evidence)
      : unknown("No known subject is named in the rules."),
    metric: unknown("The subject is unknown."),
    comparator: unknown("No condition is stated."),
    threshold: unknown("No condition is stated."),
    rounding: unknown("The subject is unknown."),
    bucket: unknown("No condition is stated."),
    window: unknown("The subject is unknown."),
    settlement_instant: readSettlementInstant(sections),
    source: unknown("The subject is unknown."),
    evidence_standard: readEvidenceStandard(sections),
    contingency: readContingency(sections),
    early_close: readEarlyClose(sections),
    framing: unknown("No condition is stated."),
  };
  if (!subject) return finish(rules, fields, placeholders);

  fields.source = readSource(subject, sections, span);
  const series = fields.source.status === "read" ? fields.source.value.series : null;
  fields.metric = readMetric(subject, sections, span, series);
  fields.window = readWindow(subject, sections, span);
  fields.rounding = readRounding(subject, sections);
  if (!condition || !span) return finish(rules, fields, placeholders);

  let reading: ConditionReading | null;
  if (subject.def.family === "occurrence") {
    reading = {
      comparator: "occurs",
      comparatorEvidence: subject.evidence.slice(-1),
      threshold: null,
      bucket: null,
      inclusivityUnknown: false,
      evidence: [],
    };
  } else if (subject.def.family === "rate_decision" && series === "target_range") {
    reading = readDecisionCondition(span);
  } else {
    reading = readNumericCondition(span);
  }
  if (!reading) {
    fields.comparator = unknown("The condition states no comparator with a threshold.", [
      evidenceOf(span.section, span.start, span.end),
    ]);
    return finish(rules, fields, placeholders);
  }
  fields.comparator = read(reading.comparator, reading.comparatorEvidence);
  fields.threshold = reading.threshold
    ? read(reading.threshold, reading.evidence)
    : reading.comparator === "occurs" || reading.comparator === "between" || reading.comparator === "="
      ? notApplicable()
      : unknown("No threshold is stated.");
  if (reading.comparator === "occurs") {
    fields.bucket = notApplicable();
  } else if (reading.bucket && !reading.inclusivityUnknown) {
    fields.bucket = read(reading.bucket, [...reading.comparatorEvidence, ...reading.evidence]);
  } else {
    fields.bucket = unknown(
      "The bucket's bounds are stated without saying whether they are included.",
      reading.evidence,
    );
  }
  const negationHit = findInSpan(span, NEGATION).find(
    (hit) => !reading.comparatorEvidence.some((e) => e.start <= hit.start && hit.end <= e.end),
  );
  const negated = negationHit !== undefined;
  const flipped = negated !== (condition.yesWhen === "condition_false");
  fields.framing = read(
    { yes_when: condition.yesWhen, negated, direction: directionOf(reading.comparator, flipped) },
    [condition.evidence, ...(negationHit ? [hitEvidence(negationHit)] : [])],
  );
  return finish(rules, fields, placeholders);
}

function finish(rules: MarketRules, fields: FingerprintFields, placeholders: Evidence[]): RuleFingerprint {
  return { schema: FINGERPRINT_SCHEMA, venue: rules.venue, market_id: rules.market_id, fields, placeholders };
}
