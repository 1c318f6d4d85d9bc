/**
 * The fingerprint's source: the publisher (by name, else by the host of a source link), the series,
 * exchange pair or station, and which print (first, second or third estimate, revised) settles.
 */
import { order, read, searchSpanThenRules, unknown } from "./fingerprint-search.ts";
import { readStation, type SubjectReading } from "./fingerprint-subject.ts";
import { EXCHANGES, PAIR, PUBLISHER_HOSTS, PUBLISHERS } from "./lexicon.ts";
import type { Evidence, Field, Source } from "./schema.ts";
import {
  evidenceOf,
  findAll,
  findInSpan,
  type Hit,
  hitEvidence,
  inNegatedSentence,
  RULE_SECTIONS,
  type Section,
  SOURCE_SECTIONS,
  type Span,
} from "./text.ts";

function hostOf(url: string): string | null {
  const match = /^https?:\/\/([^/\s:>]+)/i.exec(url.trim());
  return match?.[1]?.toLowerCase() ?? null;
}

function readPublisher(
  sections: readonly Section[],
  span: Span | null,
): { id: string; evidence: Evidence } | null {
  for (const names of [RULE_SECTIONS, SOURCE_SECTIONS]) {
    let best: { id: string; hit: Hit } | null = null;
    for (const publisher of PUBLISHERS) {
      const hits = [
        ...(span && names === RULE_SECTIONS ? findInSpan(span, publisher.pattern) : []),
        ...findAll(sections, publisher.pattern, names),
      ].filter((hit) => !inNegatedSentence(hit));
      const hit = hits[0];
      if (!hit) continue;
      // The earliest mention in the condition, then in reading order, names the publisher.
      if (!best || order(hit) < order(best.hit)) best = { id: publisher.id, hit };
    }
    if (best) return { id: best.id, evidence: hitEvidence(best.hit) };
  }
  for (const section of sections) {
    if (!SOURCE_SECTIONS.includes(section.name)) continue;
    const urls = /https?:\/\/[^\s<>;]+/g;
    for (let m = urls.exec(section.text); m !== null; m = urls.exec(section.text)) {
      const host = hostOf(m[0]);
      const publisher = host ? PUBLISHER_HOSTS.find((p) => p.host.test(host)) : undefined;
      if (publisher)
        return { id: publisher.id, evidence: evidenceOf(section, m.index, m.index + m[0].length) };
    }
  }
  return null;
}

function readSeries(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): { series: string; evidence: Evidence[] } | null {
  const def = subject.def;
  if (def.family === "weather") {
    const station = readStation(sections, span);
    return station ? { series: station.station.code, evidence: [hitEvidence(station.hit)] } : null;
  }
  if (def.family === "instant_price") {
    const exchange = searchSpanThenRules(sections, span, EXCHANGES);
    const pair = searchSpanThenRules(sections, span, PAIR);
    if (!exchange || !pair) return null;
    return {
      series: `${(exchange.match[1] ?? "").toLowerCase()}:${pair.match[1]}-${pair.match[2]}`,
      evidence: [hitEvidence(exchange), hitEvidence(pair)],
    };
  }
  for (const rule of def.series) {
    const hit = searchSpanThenRules(sections, span, rule.pattern);
    if (hit) return { series: rule.series, evidence: [hitEvidence(hit)] };
  }
  return null;
}

const PRINT_PATTERNS: readonly { pattern: RegExp; print: Source["print"] }[] = [
  { pattern: /\bthird estimate\b/i, print: "third_estimate" },
  { pattern: /\bsecond estimate\b/i, print: "second_estimate" },
  {
    pattern:
      /\b(?:as\s+)?revised\b|\blatest revised\b|\bmost recent revised\b|\bsecond revision\b|\brevised (?:data|figure)\b/i,
    print: "revised",
  },
  {
    pattern:
      /\bfirst\s+(?:released|published|reported|print|report|release|estimate|\(initial\)\s+estimate)\b|\binitial\s+(?:release|estimate|BLS estimate|figure|print|report)\b|\badvance\s+(?:estimate|figure|monthly|report)\b|\bfirst published\b|\bfirst report\b/i,
    print: "first",
  },
];

function readPrint(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): { print: Source["print"]; evidence: Evidence[] } {
  if (!subject.def.vintages) return { print: "unstated", evidence: [] };
  let best: { print: Source["print"]; hit: Hit } | null = null;
  for (const { pattern, print } of PRINT_PATTERNS) {
    const hits = [...(span ? findInSpan(span, pattern) : []), ...findAll(sections, pattern)].filter(
      (hit) => !inNegatedSentence(hit),
    );
    const inSpan = span
      ? hits.find((hit) => hit.section === span.section && hit.start >= span.start && hit.end <= span.end)
      : undefined;
    const hit = inSpan ?? hits[0];
    if (!hit) continue;
    const rank = (h: Hit) => (inSpanOf(span, h) ? -1 : order(h));
    if (!best || rank(hit) < rank(best.hit)) best = { print, hit };
  }
  return best
    ? { print: best.print, evidence: [hitEvidence(best.hit)] }
    : { print: "unstated", evidence: [] };
}

function inSpanOf(span: Span | null, hit: Hit): boolean {
  return span !== null && hit.section === span.section && hit.start >= span.start && hit.end <= span.end;
}

export function readSource(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): Field<Source> {
  const publisher = readPublisher(sections, span);
  const series = readSeries(subject, sections, span);
  const print = readPrint(subject, sections, span);
  if (!publisher && !series) return unknown("The rules name no publisher, series or station.");
  const evidence = [
    ...(publisher ? [publisher.evidence] : []),
    ...(series?.evidence ?? []),
    ...print.evidence,
  ];
  return read(
    { publisher: publisher?.id ?? null, series: series?.series ?? null, print: print.print },
    evidence,
  );
}
