/**
 * A market's rule texts as named sections, and the searches the fingerprint reads them with: every hit
 * carries its section and character offsets, so each value can cite its evidence.
 */
import type { Evidence, SectionName } from "./schema.ts";
import type { MarketRules } from "./venue-rules.ts";

export interface Section {
  name: SectionName;
  text: string;
}

/** Sections that state rules (searched for every field), by venue. */
export const RULE_SECTIONS: readonly SectionName[] = [
  "rules_primary",
  "rules_secondary",
  "early_close_condition",
  "description",
];
/** Sections that name a settlement source (an address or a name), searched after the rules. */
export const SOURCE_SECTIONS: readonly SectionName[] = ["settlement_sources", "resolution_source"];
export const TITLE_SECTIONS: readonly SectionName[] = ["title", "question"];
export const INSTANT_SECTIONS: readonly SectionName[] = ["close_time", "end_date"];

/** The sections of one market's rule texts, in reading order; absent fields are left out. */
export function sectionsOf(rules: MarketRules): Section[] {
  const sections: Section[] = [];
  const add = (name: SectionName, text: string | null) => {
    if (text !== null && text.trim() !== "") sections.push({ name, text });
  };
  if (rules.venue === "kalshi") {
    add("title", rules.title);
    add("rules_primary", rules.rules_primary);
    add("rules_secondary", rules.rules_secondary);
    add("early_close_condition", rules.early_close_condition);
    add("settlement_sources", rules.settlement_sources.map((s) => `${s.name} <${s.url}>`).join("; "));
    add("close_time", rules.close_time);
  } else {
    add("question", rules.question);
    add("description", rules.description);
    add("resolution_source", rules.resolution_source);
    add("end_date", rules.end_date);
  }
  return sections;
}

/** A regular expression hit inside one section. */
export interface Hit {
  section: Section;
  match: RegExpExecArray;
  /** Offset of the match in the section's text. */
  start: number;
  end: number;
}

export function evidenceOf(section: Section, start: number, end: number): Evidence {
  return { section: section.name, start, end, quote: section.text.slice(start, end) };
}

export function hitEvidence(hit: Hit): Evidence {
  return evidenceOf(hit.section, hit.start, hit.end);
}

/** The evidence of one capture group of a hit (the whole match when the group did not take part). */
export function groupEvidence(hit: Hit, group: number): Evidence {
  const text = hit.match[group];
  if (text === undefined) return hitEvidence(hit);
  const inMatch = hit.match[0].indexOf(text);
  const start = hit.start + Math.max(0, inMatch);
  return evidenceOf(hit.section, start, start + text.length);
}

/** Global twins of the patterns searched, compiled once per pattern object. */
const GLOBAL = new WeakMap<RegExp, RegExp>();

/** The pattern's global twin, ready for a fresh scan (patterns are module constants, so this hits). */
function globalOf(pattern: RegExp): RegExp {
  let re = GLOBAL.get(pattern);
  if (!re) {
    re = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    GLOBAL.set(pattern, re);
  }
  re.lastIndex = 0;
  return re;
}

/** Every hit of `pattern` in the named sections, in section then text order. */
export function findAll(
  sections: readonly Section[],
  pattern: RegExp,
  names: readonly SectionName[] = RULE_SECTIONS,
): Hit[] {
  const hits: Hit[] = [];
  for (const section of sections) {
    if (!names.includes(section.name)) continue;
    const re = globalOf(pattern);
    for (let match = re.exec(section.text); match !== null; match = re.exec(section.text)) {
      hits.push({ section, match, start: match.index, end: match.index + match[0].length });
      if (match[0].length === 0) re.lastIndex++;
    }
  }
  return hits;
}

export function findFirst(
  sections: readonly Section[],
  pattern: RegExp,
  names: readonly SectionName[] = RULE_SECTIONS,
  keep: (hit: Hit) => boolean = () => true,
): Hit | null {
  return findAll(sections, pattern, names).find(keep) ?? null;
}

/** A span of one section: the condition clause a rule states, searched on its own. */
export interface Span {
  section: Section;
  start: number;
  end: number;
}

export function spanText(span: Span): string {
  return span.section.text.slice(span.start, span.end);
}

/** Hits of `pattern` inside a span, with offsets in the section's text. */
export function findInSpan(span: Span, pattern: RegExp): Hit[] {
  const re = globalOf(pattern);
  const text = spanText(span);
  const hits: Hit[] = [];
  for (let match = re.exec(text); match !== null; match = re.exec(text)) {
    hits.push({
      section: span.section,
      match,
      start: span.start + match.index,
      end: span.start + match.index + match[0].length,
    });
    if (match[0].length === 0) re.lastIndex++;
  }
  return hits;
}

const ABBREVIATIONS = new Set([
  "u.s",
  "inc",
  "a.m",
  "p.m",
  "st",
  "jr",
  "vs",
  "e.g",
  "i.e",
  "corp",
  "co",
  "ltd",
  "no",
]);

/** Offset just past the sentence that contains `from` (its final period included), or the text's end. */
export function sentenceEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n" && text[i + 1] === "\n") return i + 2;
    if (ch !== "." && ch !== "?" && ch !== "!") continue;
    const next = text[i + 1];
    if (next !== undefined && !/\s/.test(next) && next !== '"' && next !== "”") continue;
    const word = /([A-Za-z.]+)$/.exec(text.slice(Math.max(0, i - 12), i))?.[1]?.toLowerCase() ?? "";
    if (ch === "." && ABBREVIATIONS.has(word.replace(/^\./, ""))) continue;
    // An initial ("William P. Hobby") ends no sentence.
    if (ch === "." && /(?:^|[^A-Za-z])[A-Z]$/.test(text.slice(Math.max(0, i - 2), i))) continue;
    return i + 1;
  }
  return text.length;
}

/** Offset of the first character of the sentence that contains `at`. */
export function sentenceStart(text: string, at: number): number {
  let start = 0;
  for (let i = 0; i < at; ) {
    const end = Math.max(i + 1, sentenceEnd(text, i));
    if (end > at) break;
    start = end;
    i = end;
  }
  return start;
}

/** The sentence around a hit, as a span. */
export function sentenceOf(hit: Hit): Span {
  const start = sentenceStart(hit.section.text, hit.start);
  return { section: hit.section, start, end: sentenceEnd(hit.section.text, hit.start) };
}

const NEGATED_SENTENCE =
  /\b(?:will not be (?:considered|used|counted)|(?:are|is) not (?:considered|used|counted)|not be (?:considered|used)|(?:are|is) disregarded|(?:are|is|will be) ignored|does not count|do not count|not count(?:ed)?)\b/i;

/** The clause around a hit: its sentence, cut at semicolons. */
export function clauseOf(hit: Hit): Span {
  const sentence = sentenceOf(hit);
  const text = hit.section.text;
  const before = text.lastIndexOf(";", hit.start - 1);
  const after = text.indexOf(";", hit.end);
  return {
    section: hit.section,
    start: before >= sentence.start ? before + 1 : sentence.start,
    end: after >= 0 && after < sentence.end ? after : sentence.end,
  };
}

/** Whether the hit stands in a clause that rules it out ("… will not be considered"). */
export function inNegatedSentence(hit: Hit): boolean {
  return NEGATED_SENTENCE.test(spanText(clauseOf(hit)));
}
