/**
 * The fingerprint's metric: what is measured of the subject (level, change year over year, month over
 * month, quarter over quarter, a day's maximum or minimum, an occurrence) and its seasonal adjustment.
 */
import { monthNumber } from "./dates.ts";
import { MONTH_TO_MONTH, read, searchSpanThenRules, unknown } from "./fingerprint-search.ts";
import type { SubjectReading } from "./fingerprint-subject.ts";
import type { Evidence, Field, FingerprintFields } from "./schema.ts";
import { type Hit, hitEvidence, type Section, type Span } from "./text.ts";

const DAY_MAXIMUM = /\b(?:maximum|highest|high)\b(?:\s+temperature)?/i;
const DAY_MINIMUM = /\b(?:minimum|lowest|low)\b(?:\s+temperature)?/i;
const RATE_VERB = /\b(?:lowers?|reduces?|cuts?|decrease|raises?|hikes?|increase|changes?)\b/i;
const PAYROLL_CHANGE = /\bchange\b|\badded\b|\bincreased?\b|\bgain(?:ed)?\b|\bover-the-month\b/i;
const NOT_ANNUALIZED = /\bnot annualized\b|\bnot at an annual rate\b/i;
const GDP_YOY = /year-over-year|year over year|from a year (?:ago|earlier)|four-quarter/i;
const ANNUAL_RATE = /\bannual(?:ized)? rate\b|\bannualized\b|\bSAAR\b/i;
const NOT_SEASONALLY_ADJUSTED = /not seasonally adjusted|\bunadjusted\b|\bNSA\b/i;
const SEASONALLY_ADJUSTED = /seasonally adjusted|\bSAAR\b/i;
const CHANGE_YOY =
  /year-over-year|year over year|\b12-month\b|\btwelve-month\b|from (?:the same month )?a year (?:ago|earlier)|annual inflation/i;
const CHANGE_MOM =
  /month-over-month|month over month|\bone-month\b|\b1-month\b|\bmonthly (?:percent )?change\b|\bover-the-month\b/i;

type Metric = FingerprintFields["metric"] extends Field<infer T> ? T : never;

function monthsApart(hit: Hit): number | null {
  const a = monthNumber(hit.match[1] ?? "");
  const b = monthNumber(hit.match[3] ?? "");
  if (a === null || b === null) return null;
  return (Number(hit.match[4]) - Number(hit.match[2])) * 12 + (b - a);
}

function readMeasure(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
  series: string | null,
): { measure: Metric["measure"]; evidence: Evidence[] } | null {
  const def = subject.def;
  const find = (pattern: RegExp) => searchSpanThenRules(sections, span, pattern);
  if (def.family === "occurrence") return { measure: "occurrence", evidence: subject.evidence };
  if (def.family === "weather") {
    const max = find(DAY_MAXIMUM);
    const min = find(DAY_MINIMUM);
    if (max && (!min || max.start <= min.start || max.section !== min.section)) {
      return { measure: "maximum", evidence: [hitEvidence(max)] };
    }
    if (min) return { measure: "minimum", evidence: [hitEvidence(min)] };
    return null;
  }
  if (def.family === "rate_decision") {
    if (series === "target_range") {
      const verb = find(RATE_VERB);
      return verb ? { measure: "change", evidence: [hitEvidence(verb)] } : null;
    }
    return { measure: "level", evidence: subject.evidence };
  }
  if (def.family !== "statistic") return { measure: "level", evidence: subject.evidence };
  if (def.id === "us_unemployment" || def.id === "us_jobless_claims") {
    return { measure: "level", evidence: subject.evidence };
  }
  if (def.id === "us_payrolls") {
    const change = find(PAYROLL_CHANGE);
    return change ? { measure: "change", evidence: [hitEvidence(change)] } : null;
  }
  const span2 = find(MONTH_TO_MONTH);
  if (span2) {
    const apart = monthsApart(span2);
    if (apart === 12) return { measure: "change_yoy", evidence: [hitEvidence(span2)] };
    if (apart === 1) return { measure: "change_mom", evidence: [hitEvidence(span2)] };
  }
  if (def.id === "us_gdp") {
    const notAnnual = find(NOT_ANNUALIZED);
    if (notAnnual) return { measure: "change_qoq", evidence: [hitEvidence(notAnnual)] };
    const yoy = find(GDP_YOY);
    if (yoy) return { measure: "change_yoy", evidence: [hitEvidence(yoy)] };
    const annual = find(ANNUAL_RATE);
    if (annual) return { measure: "change_qoq_annualized", evidence: [hitEvidence(annual)] };
    return null;
  }
  const yoy = find(CHANGE_YOY);
  const mom = find(CHANGE_MOM);
  if (yoy && (!mom || (yoy.section === mom.section ? yoy.start <= mom.start : true))) {
    return { measure: "change_yoy", evidence: [hitEvidence(yoy)] };
  }
  if (mom) return { measure: "change_mom", evidence: [hitEvidence(mom)] };
  return null;
}

const STATISTIC_FAMILIES = new Set(["statistic"]);

function readSeasonalAdjustment(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): { value: Metric["seasonal_adjustment"]; evidence: Evidence[] } {
  if (!STATISTIC_FAMILIES.has(subject.def.family)) return { value: "unstated", evidence: [] };
  const nsa = searchSpanThenRules(sections, span, NOT_SEASONALLY_ADJUSTED);
  if (nsa) return { value: "not_adjusted", evidence: [hitEvidence(nsa)] };
  const sa = searchSpanThenRules(sections, span, SEASONALLY_ADJUSTED);
  if (sa) return { value: "adjusted", evidence: [hitEvidence(sa)] };
  return { value: "unstated", evidence: [] };
}

export function readMetric(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
  series: string | null,
): Field<Metric> {
  const measure = readMeasure(subject, sections, span, series);
  if (!measure)
    return unknown("The rules do not say what is measured (year over year, month over month, level…).");
  const sa = readSeasonalAdjustment(subject, sections, span);
  return read({ measure: measure.measure, seasonal_adjustment: sa.value }, [
    ...measure.evidence,
    ...sa.evidence,
  ]);
}
