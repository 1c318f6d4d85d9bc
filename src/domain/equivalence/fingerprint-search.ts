/**
 * What every reader of the rule fingerprint shares: the three forms of a field (`read` with its
 * evidence, `unknown` with a reason, `not_applicable`), the reading order of the sections, the search of
 * the condition before the rules, and the patterns more than one field reads.
 */
import { MONTH_NAME } from "./dates.ts";
import type { Evidence, Field } from "./schema.ts";
import {
  findFirst,
  findInSpan,
  type Hit,
  inNegatedSentence,
  RULE_SECTIONS,
  type Section,
  type Span,
} from "./text.ts";

export const read = <T>(value: T, evidence: Evidence[]): Field<T> => ({ status: "read", value, evidence });
export const unknown = <T>(reason: string, evidence: Evidence[] = []): Field<T> => ({
  status: "unknown",
  value: null,
  evidence,
  reason,
});
export const notApplicable = <T>(): Field<T> => ({ status: "not_applicable", value: null, evidence: [] });

export function searchSpanThenRules(
  sections: readonly Section[],
  span: Span | null,
  pattern: RegExp,
): Hit | null {
  const inSpan = span ? findInSpan(span, pattern).find((hit) => !inNegatedSentence(hit)) : undefined;
  return inSpan ?? findFirst(sections, pattern, RULE_SECTIONS, (hit) => !inNegatedSentence(hit));
}

export const MONTH_TO_MONTH = new RegExp(
  `from\\s+(${MONTH_NAME})\\s+(\\d{4})\\s+to\\s+(${MONTH_NAME})\\s+(\\d{4})`,
  "i",
);

const SECTION_ORDER = new Map(
  [
    "rules_primary",
    "rules_secondary",
    "early_close_condition",
    "description",
    "settlement_sources",
    "resolution_source",
  ].map((name, i) => [name, i]),
);
export function order(hit: Hit): number {
  return (SECTION_ORDER.get(hit.section.name) ?? 9) * 1_000_000 + hit.start;
}
