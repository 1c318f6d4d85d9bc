/**
 * The fingerprint's secondary fields: rounding, the settlement instant, the evidence standard, what
 * happens when the figure is missing or the event postponed, and the early-close condition.
 */
import { rfc3339 } from "./dates.ts";
import { notApplicable, order, read, unknown } from "./fingerprint-search.ts";
import type { SubjectReading } from "./fingerprint-subject.ts";
import type { Contingency, Evidence, Field, Rounding } from "./schema.ts";
import {
  evidenceOf,
  findAll,
  findFirst,
  type Hit,
  hitEvidence,
  INSTANT_SECTIONS,
  inNegatedSentence,
  RULE_SECTIONS,
  type Section,
  sentenceOf,
  spanText,
} from "./text.ts";

const UNSCHEDULED = /unscheduled/gi;
const CLOSES_ON_OCCURRENCE =
  /close and expire early if the event occurs|(?:may|will) resolve early(?: to ["“]?No["”]?)? (?:once|if) the (?:event|IPO) (?:occurs|happens)/i;

const PLACES_WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, a: 1 };
const ROUNDING_PLACES =
  /\b(?:rounded\s+)?to\s+(one|two|three|four|five|\d)\s+decimal places?\b|\bto the nearest (tenth|hundredth|whole)\b/i;
const WHOLE_UNITS = /\bwhole degrees\b|\bwhole numbers?\b|\bnearest whole\b/i;
const UNROUNDED = /\bunrounded\b|\bwithout rounding\b/i;

export function readRounding(subject: SubjectReading, sections: readonly Section[]): Field<Rounding> {
  const family = subject.def.family;
  if (family === "occurrence") return notApplicable();
  const usable = (hit: Hit) => !inNegatedSentence(hit);
  const places = findFirst(sections, ROUNDING_PLACES, RULE_SECTIONS, usable);
  const whole = findFirst(sections, WHOLE_UNITS, RULE_SECTIONS, usable);
  const unrounded = findFirst(sections, UNROUNDED, RULE_SECTIONS, usable);
  const pick = [places, whole].filter((h): h is Hit => h !== null).sort((a, b) => order(a) - order(b))[0];
  if (pick) {
    const sentence = spanText(sentenceOf(pick));
    const mode: Rounding["mode"] =
      /as published|as first published|read as published|taken as published/i.test(sentence)
        ? "as_published"
        : /\bcomputed\b|\brounded\b/i.test(sentence)
          ? "rounded"
          : "as_published";
    let n = 0;
    if (pick === places) {
      const word = (pick.match[1] ?? pick.match[2] ?? "").toLowerCase();
      n =
        word === "tenth"
          ? 1
          : word === "hundredth"
            ? 2
            : word === "whole"
              ? 0
              : (PLACES_WORDS[word] ?? Number(word));
    }
    return read({ mode, places: Number.isFinite(n) ? n : null }, [hitEvidence(pick)]);
  }
  if (unrounded) return read({ mode: "unrounded", places: null }, [hitEvidence(unrounded)]);
  return unknown("The rules do not say how the figure is rounded.");
}

// ---- Settlement instant, evidence standard, contingencies, early close.

export function readSettlementInstant(sections: readonly Section[]): Field<string> {
  for (const section of sections) {
    if (!INSTANT_SECTIONS.includes(section.name)) continue;
    const ms = Date.parse(section.text.trim());
    if (Number.isFinite(ms)) return read(rfc3339(ms), [evidenceOf(section, 0, section.text.length)]);
  }
  return unknown("The venue gives no close or end time.");
}

const EVIDENCE_STANDARDS: readonly {
  pattern: RegExp;
  value: "official_publication" | "exchange_notice" | "credible_reporting";
}[] = [
  { pattern: /consensus of credible reporting|credible reporting/i, value: "credible_reporting" },
  {
    pattern: /listing (?:exchange|notice)|exchange['’]s (?:listing )?notice|listing on the exchange/i,
    value: "exchange_notice",
  },
  {
    pattern:
      /\b(?:published|released|reported|issued)\s+by\b|\baccording to\b|\bper the\b|\bas reported\b|\bresolution source\b(?!\s+will be a consensus)/i,
    value: "official_publication",
  },
];

export function readEvidenceStandard(
  sections: readonly Section[],
): Field<"official_publication" | "exchange_notice" | "credible_reporting"> {
  let best: { value: "official_publication" | "exchange_notice" | "credible_reporting"; hit: Hit } | null =
    null;
  for (const standard of EVIDENCE_STANDARDS) {
    const hit = findFirst(sections, standard.pattern);
    if (hit && (!best || order(hit) < order(best.hit))) best = { value: standard.value, hit };
  }
  return best
    ? read(best.value, [hitEvidence(best.hit)])
    : unknown("The rules do not say what evidence settles the market.");
}

const CONTINGENCY_TRIGGER =
  /\b(?:if|in the event|should)\b[^.]*?\b(?:delayed|postponed|rescheduled|not\s+(?:been\s+)?(?:released|published|issued)|no\s+(?:settlement|rate|price|survey|Daily Climate Report|data|report)|publishes\s+no|is\s+not\s+(?:released|published|issued)|cancel+ed|(?:are|is)\s+closed)\b/gi;
const OUTCOMES: readonly { pattern: RegExp; outcome: NonNullable<Contingency["missing"]> }[] = [
  { pattern: /rescheduled meeting|after the rescheduled/i, outcome: "rescheduled_event" },
  { pattern: /remains?\s+open\s+until|stays?\s+open\s+until|will\s+remain\s+open/i, outcome: "extends" },
  { pattern: /50-50|fifty-fifty|50\/50/i, outcome: "fifty_fifty" },
  { pattern: /fair price|price determined by/i, outcome: "venue_price" },
  {
    pattern: /\bnext (?:published )?(?:survey|release|report)\b|\bnext survey published\b/i,
    outcome: "next_value",
  },
  {
    pattern:
      /(?:most recent|last|latest)(?: prior)? (?:settlement|rate|close|official close|price|trading day)|(?:previous|prior) (?:settlement|rate|close)|settlement of the last trading day|most recent prior/i,
    outcome: "prior_value",
  },
  {
    pattern: /resolves? on the (?:second|third) estimate|preliminary|alternative source/i,
    outcome: "alternative_source",
  },
  { pattern: /resolves?\s+(?:to\s+)?["“]?No\b|resolve\s+to\s+["“]?No\b/i, outcome: "resolves_no" },
  { pattern: /resolves?\s+(?:to\s+)?["“]?Yes\b|resolve\s+to\s+["“]?Yes\b/i, outcome: "resolves_yes" },
];

export function readContingency(sections: readonly Section[]): Field<Contingency> {
  const value: Contingency = { missing: null, rescheduled: null };
  const evidence: Evidence[] = [];
  for (const hit of findAll(sections, CONTINGENCY_TRIGGER)) {
    const sentence = sentenceOf(hit);
    const text = spanText(sentence);
    if (/unscheduled/i.test(text)) continue;
    const outcome = OUTCOMES.find((o) => o.pattern.test(text))?.outcome;
    if (!outcome) continue;
    const trigger =
      /meeting/i.test(text) && /postponed|rescheduled|delayed/i.test(text) ? "rescheduled" : "missing";
    if (value[trigger] !== null) continue;
    value[trigger] = outcome;
    evidence.push(evidenceOf(sentence.section, sentence.start, sentence.end));
  }
  if (evidence.length === 0)
    return unknown("The rules say nothing of a delayed, missing or postponed outcome.");
  return read(value, evidence);
}

export function readEarlyClose(
  sections: readonly Section[],
): Field<{ kind: "on_occurrence" | "interim_action_counts" | "interim_action_ignored" }> {
  for (const hit of findAll(sections, UNSCHEDULED)) {
    const sentence = sentenceOf(hit);
    const text = spanText(sentence);
    const ev = [evidenceOf(sentence.section, sentence.start, sentence.end)];
    if (/\b(?:do|does|will)\s+not\b|\bnot\s+(?:counted|considered)\b|\bonly the\b|\bare not\b/i.test(text)) {
      return read({ kind: "interim_action_ignored" }, ev);
    }
    if (/clos\w*\s+early|resolve\w*\s+early|resolves?\s+(?:to\s+)?Yes|settle/i.test(text)) {
      return read({ kind: "interim_action_counts" }, ev);
    }
  }
  const occurs = findFirst(sections, CLOSES_ON_OCCURRENCE);
  if (occurs) return read({ kind: "on_occurrence" }, [hitEvidence(occurs)]);
  return unknown("The rules state no early-close condition.");
}
