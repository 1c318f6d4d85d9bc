/**
 * The fingerprint's subject: which known subject the rules name (a statistic, a station's temperature,
 * a company's listing, a recession year), read first in the condition, then in the rules, then in the
 * title; and the weather station it is measured at.
 */
import { STATIONS, type Station, SUBJECTS, type SubjectDef } from "./lexicon.ts";
import type { Evidence } from "./schema.ts";
import {
  findFirst,
  findInSpan,
  groupEvidence,
  type Hit,
  hitEvidence,
  type Section,
  type Span,
  TITLE_SECTIONS,
} from "./text.ts";

const RECESSION_YEAR = /\b(?:in|during)\s+(?:calendar\s+year\s+)?(\d{4})\b|both of them in (\d{4})/;
const STATION_CODE = /\((K[A-Z]{3})\)/;

/** A subject read with its definition, its key and, for weather, its station. */
export interface SubjectReading {
  def: SubjectDef;
  id: string;
  label: string;
  evidence: Evidence[];
  station: Station | null;
}

function firstSubjectHit(search: (def: SubjectDef) => Hit | null): { def: SubjectDef; hit: Hit } | null {
  for (const def of SUBJECTS) {
    const hit = search(def);
    if (hit) return { def, hit };
  }
  return null;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s?\b/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

const LEADING_WORDS = /^(?:If|This|The|Will|Whether|Once|When|Should)\s+/;
const ENTITY =
  /((?:[A-Z][A-Za-z0-9&.-]*)(?:\s+[A-Z][A-Za-z0-9&.-]*){0,4})(?:,?\s+Inc\.)?(?:['’]s?)?\s+(?:completes|shares|does|do|stays|goes|begins|is|will|files|lists)\b/;

function readEntity(span: Span): Hit | null {
  return findInSpan(span, ENTITY)[0] ?? null;
}

export function readStation(
  sections: readonly Section[],
  span: Span | null,
): { station: Station; hit: Hit } | null {
  const inSpan = span ? findInSpan(span, STATION_CODE)[0] : undefined;
  const codeHit = inSpan ?? findFirst(sections, STATION_CODE);
  if (codeHit) {
    const station = STATIONS.find((s) => s.code === codeHit.match[1]);
    if (station) return { station, hit: codeHit };
  }
  for (const station of STATIONS) {
    const hit = (span ? findInSpan(span, station.names)[0] : undefined) ?? findFirst(sections, station.names);
    if (hit) return { station, hit };
  }
  return null;
}

export function readSubject(sections: readonly Section[], span: Span | null): SubjectReading | null {
  const found =
    (span ? firstSubjectHit((def) => findInSpan(span, def.pattern)[0] ?? null) : null) ??
    firstSubjectHit((def) => findFirst(sections, def.pattern)) ??
    firstSubjectHit((def) => findFirst(sections, def.pattern, TITLE_SECTIONS));
  if (!found) return null;
  const { def, hit } = found;
  const evidence = [hitEvidence(hit)];
  if (def.id === "ipo") {
    const entity = span ? readEntity(span) : null;
    const name = entity?.match[1]?.replace(LEADING_WORDS, "");
    if (!entity || !name) return null;
    return {
      def,
      id: `ipo:${slug(name)}`,
      label: `${name}: initial public offering`,
      evidence: [groupEvidence(entity, 1), ...evidence],
      station: null,
    };
  }
  if (def.id === "temperature") {
    const station = readStation(sections, span);
    if (!station) return null;
    return {
      def,
      id: `temperature:${station.station.city}`,
      label: `Temperature in ${station.station.city.replace(/_/g, " ")}`,
      evidence: [...evidence, hitEvidence(station.hit)],
      station: station.station,
    };
  }
  if (def.id === "us_recession") {
    const year = (span ? findInSpan(span, RECESSION_YEAR)[0] : undefined) ?? null;
    const y = year ? (year.match[1] ?? year.match[2]) : null;
    if (!year || !y) return null;
    return {
      def,
      id: `us_recession:${y}`,
      label: `US recession beginning in ${y}`,
      evidence: [...evidence, hitEvidence(year)],
      station: null,
    };
  }
  return { def, id: def.id, label: def.label, evidence, station: null };
}
