/**
 * The rule fingerprint: a deterministic reading of a market's rule texts (no model), field by field,
 * each value with the offsets of the words it was read from. A field the texts do not state is
 * `unknown` with the reason; nothing is filled in from what such markets usually say.
 */
import { parseDecimal } from "../decimal.ts";
import {
  addDays,
  CLOCK,
  FULL_DATE,
  MONTH_NAME,
  monthNumber,
  QUARTER_WORDS,
  quarterBounds,
  readClock,
  readFullDate,
  rfc3339,
  standardTimeOf,
  wallInstant,
  ZONE_NAME,
  type Zone,
  zoneLabel,
  zoneOf,
} from "./dates.ts";
import {
  EXCHANGES,
  PAIR,
  PUBLISHER_HOSTS,
  PUBLISHERS,
  STATIONS,
  type Station,
  SUBJECTS,
  type SubjectDef,
} from "./lexicon.ts";
import {
  type Bucket,
  type Comparator,
  type Contingency,
  type Evidence,
  FINGERPRINT_SCHEMA,
  type Field,
  type FingerprintFields,
  type Framing,
  type Rounding,
  type RuleFingerprint,
  type Source,
  type Unit,
  type Window,
} from "./schema.ts";
import {
  evidenceOf,
  findAll,
  findFirst,
  findInSpan,
  groupEvidence,
  type Hit,
  hitEvidence,
  INSTANT_SECTIONS,
  inNegatedSentence,
  RULE_SECTIONS,
  type Section,
  SOURCE_SECTIONS,
  type Span,
  sectionsOf,
  sentenceEnd,
  sentenceOf,
  spanText,
  TITLE_SECTIONS,
} from "./text.ts";
import type { MarketRules } from "./venue-rules.ts";

const read = <T>(value: T, evidence: Evidence[]): Field<T> => ({ status: "read", value, evidence });
const unknown = <T>(reason: string, evidence: Evidence[] = []): Field<T> => ({
  status: "unknown",
  value: null,
  evidence,
  reason,
});
const notApplicable = <T>(): Field<T> => ({ status: "not_applicable", value: null, evidence: [] });

/** Unfilled template placeholders: `{{strike}}`, `{date}`, `<MONTH>`, `[STRIKE]`, `TBD`, `XX%`. */
const PLACEHOLDER =
  /\{\{[^{}\n]{1,40}\}\}|\{[A-Za-z_][A-Za-z_ ]{0,30}\}|<[A-Za-z_][A-Za-z_ ]{0,30}>|\[[A-Z_][A-Z_ ]{1,30}\]|\bTBD\b|\bXX(?:\.X+)?%?/g;

// Patterns searched for every market, compiled once.
const RECESSION_YEAR = /\b(?:in|during)\s+(?:calendar\s+year\s+)?(\d{4})\b|both of them in (\d{4})/;
const DAY_MAXIMUM = /\b(?:maximum|highest|high)\b(?:\s+temperature)?/i;
const DAY_MINIMUM = /\b(?:minimum|lowest|low)\b(?:\s+temperature)?/i;
const RATE_VERB = /\b(?:lowers?|reduces?|cuts?|decrease|raises?|hikes?|increase|changes?)\b/i;
const PAYROLL_CHANGE = /\bchange\b|\badded\b|\bincreased?\b|\bgain(?:ed)?\b|\bover-the-month\b/i;
const NOT_ANNUALIZED = /\bnot annualized\b|\bnot at an annual rate\b/i;
const GDP_YOY = /year-over-year|year over year|from a year (?:ago|earlier)|four-quarter/i;
const ANNUAL_RATE = /\bannual(?:ized)? rate\b|\bannualized\b|\bSAAR\b/i;
const NOT_SEASONALLY_ADJUSTED = /not seasonally adjusted|\bunadjusted\b|\bNSA\b/i;
const SEASONALLY_ADJUSTED = /seasonally adjusted|\bSAAR\b/i;
const LOCAL_STANDARD_TIME = /local standard time|\bLST\b/i;
const LOCAL_TIME = /local time/i;
const UNSCHEDULED = /unscheduled/gi;
const STATION_CODE = /\((K[A-Z]{3})\)/;
const CHANGE_YOY =
  /year-over-year|year over year|\b12-month\b|\btwelve-month\b|from (?:the same month )?a year (?:ago|earlier)|annual inflation/i;
const CHANGE_MOM =
  /month-over-month|month over month|\bone-month\b|\b1-month\b|\bmonthly (?:percent )?change\b|\bover-the-month\b/i;
const CLOSES_ON_OCCURRENCE =
  /close and expire early if the event occurs|(?:may|will) resolve early(?: to ["“]?No["”]?)? (?:once|if) the (?:event|IPO) (?:occurs|happens)/i;

/** The condition a rule states, the outcome it gives, and where. */
interface Condition {
  span: Span;
  yesWhen: "condition_true" | "condition_false";
  evidence: Evidence;
}

const KALSHI_CLAUSE = /\bIf\s+([\s\S]+?),?\s+then\s+the\s+market\s+resolves\s+to\s+(Yes|No)\b/i;
const RESOLVES_IF = /\bresolves?\s+to\s+["“]?(Yes|No)["”]?\s+if\s+/i;

function readCondition(sections: readonly Section[]): Condition | null {
  for (const section of sections) {
    if (!RULE_SECTIONS.includes(section.name)) continue;
    const kalshi = KALSHI_CLAUSE.exec(section.text);
    const resolves = RESOLVES_IF.exec(section.text);
    const first = [kalshi, resolves]
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => a.index - b.index)[0];
    if (first === undefined) continue;
    if (first === kalshi) {
      const condition = first[1] ?? "";
      const start = first.index + first[0].indexOf(condition);
      return {
        span: { section, start, end: start + condition.length },
        yesWhen: (first[2] ?? "").toLowerCase() === "yes" ? "condition_true" : "condition_false",
        evidence: evidenceOf(section, first.index, first.index + first[0].length),
      };
    }
    const start = first.index + first[0].length;
    let end = sentenceEnd(section.text, start);
    if (section.text[end - 1] === ".") end--;
    return {
      span: { section, start, end },
      yesWhen: (first[1] ?? "").toLowerCase() === "yes" ? "condition_true" : "condition_false",
      evidence: evidenceOf(section, first.index, start),
    };
  }
  return null;
}

/** A subject read with its definition, its key and, for weather, its station. */
interface SubjectReading {
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

function readStation(sections: readonly Section[], span: Span | null): { station: Station; hit: Hit } | null {
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

function readSubject(sections: readonly Section[], span: Span | null): SubjectReading | null {
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

type Metric = FingerprintFields["metric"] extends Field<infer T> ? T : never;

function searchSpanThenRules(sections: readonly Section[], span: Span | null, pattern: RegExp): Hit | null {
  const inSpan = span ? findInSpan(span, pattern).find((hit) => !inNegatedSentence(hit)) : undefined;
  return inSpan ?? findFirst(sections, pattern, RULE_SECTIONS, (hit) => !inNegatedSentence(hit));
}

const MONTH_TO_MONTH = new RegExp(
  `from\\s+(${MONTH_NAME})\\s+(\\d{4})\\s+to\\s+(${MONTH_NAME})\\s+(\\d{4})`,
  "i",
);

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

function readMetric(
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
function order(hit: Hit): number {
  return (SECTION_ORDER.get(hit.section.name) ?? 9) * 1_000_000 + hit.start;
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

function readSource(subject: SubjectReading, sections: readonly Section[], span: Span | null): Field<Source> {
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

// ---- Numbers, comparators, thresholds and buckets.

const NUM = String.raw`\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$?\d+(?:\.\d+)?`;
const UNIT_AFTER = String.raw`(?:\s?%|\s?percent\b|\s?°\s?F\b|\s?degrees(?:\s+Fahrenheit)?\b|k\b)?`;
const NUMBER = new RegExp(`(?<![\\w.-])(${NUM})(${UNIT_AFTER})`, "g");

interface NumberToken {
  hit: Hit;
  value: string;
  unit: Unit;
}

function readNumberText(raw: string, unitText: string): { value: string; unit: Unit } | null {
  const dollars = raw.startsWith("$");
  const digits = raw.replace(/[$,]/g, "");
  let scaled = parseDecimal(digits);
  if (scaled === null) return null;
  const unitWord = unitText.trim().toLowerCase();
  if (unitWord === "k") scaled *= 1000n;
  const unit: Unit = dollars
    ? "usd"
    : unitWord === "%" || unitWord === "percent"
      ? "percent"
      : unitWord.startsWith("°") || unitWord.startsWith("degrees")
        ? "degrees_f"
        : "number";
  return { value: decimalText(scaled), unit };
}

function decimalText(scaled: bigint): string {
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const whole = magnitude / 1_000_000n;
  const fraction = (magnitude % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

const MONTH_BEFORE = new RegExp(`${MONTH_NAME}\\s*$`, "i");

/** Numbers in a span that can be thresholds: not dates, times, years, tenors or codes. */
function thresholdNumbers(span: Span): NumberToken[] {
  const tokens: NumberToken[] = [];
  for (const hit of findInSpan(span, NUMBER)) {
    const raw = hit.match[1] ?? "";
    const unitText = hit.match[2] ?? "";
    const text = hit.section.text;
    const after = text.slice(hit.end, hit.end + 3);
    const before = text.slice(Math.max(0, hit.start - 12), hit.start);
    if (/^[:-]/.test(after) || /^\s?[-–]\s?(?:minute|month|year|day|hour)/.test(after)) continue;
    if (/:\s*$/.test(before) || MONTH_BEFORE.test(before)) continue;
    if (/^\d{4}$/.test(raw) && !unitText && Number(raw) >= 1900 && Number(raw) <= 2100) continue;
    const number = readNumberText(raw, unitText);
    if (number) tokens.push({ hit, ...number });
  }
  return tokens;
}

const AFTER_GE = /^\s*(?:per\s+[a-z ]+?\s*)?(?:or\s+(?:higher|more|above|greater|over))\b/i;
const AFTER_LE = /^\s*(?:per\s+[a-z ]+?\s*)?(?:or\s+(?:lower|less|below|fewer|under))\b/i;
const BEFORE: readonly { pattern: RegExp; comparator: Comparator }[] = [
  {
    pattern:
      /(?:at or above|at or over|at least|greater than or equal to|equal to or (?:greater|higher) than|no (?:less|lower) than|not (?:below|less than|lower than|under)|reaches or exceeds|≥|>=)\s*$/i,
    comparator: "≥",
  },
  {
    pattern:
      /(?:at or below|at or under|at most|less than or equal to|equal to or (?:less|lower) than|no (?:more|greater|higher) than|(?:does|do|will) not exceed|not (?:above|more than|greater than|higher than|exceed)|≤|<=)\s*$/i,
    comparator: "≤",
  },
  {
    pattern:
      /(?:above|greater than|more than|higher than|exceeds?|exceeding|over|in excess of|strictly greater than|strictly above|>)\s*$/i,
    comparator: ">",
  },
  { pattern: /(?:below|less than|lower than|under|fewer than|<)\s*$/i, comparator: "<" },
  { pattern: /(?:\bis|\bbe|exactly|equal to|equals|\bat|set at|set to)\s*$/i, comparator: "=" },
];

interface ConditionReading {
  comparator: Comparator;
  comparatorEvidence: Evidence[];
  threshold: { value: string; unit: Unit } | null;
  bucket: Bucket | null;
  /** Between without a stated inclusivity. */
  inclusivityUnknown: boolean;
  evidence: Evidence[];
}

const BETWEEN = new RegExp(
  String.raw`\b(?:between|from)\s+(${NUM})(${UNIT_AFTER})\s+(?:and|to)\s+(${NUM})(${UNIT_AFTER})(?:\s+per\s+[a-z ]+)?(?:,?\s*\(?\s*(inclusive|exclusive)\b\)?)?`,
  "i",
);

function readNumericCondition(span: Span): ConditionReading | null {
  const between = findInSpan(span, BETWEEN)[0];
  if (between) {
    const low = readNumberText(between.match[1] ?? "", between.match[2] ?? "");
    const high = readNumberText(between.match[3] ?? "", between.match[4] ?? "");
    if (low && high) {
      const unit = low.unit !== "number" ? low.unit : high.unit;
      const word = between.match[5]?.toLowerCase();
      const inclusive = word === undefined ? null : word === "inclusive";
      return {
        comparator: "between",
        comparatorEvidence: [hitEvidence(between)],
        threshold: null,
        bucket: {
          lower: { value: low.value, inclusive: inclusive ?? true },
          upper: { value: high.value, inclusive: inclusive ?? true },
          unit,
          shape: "exclusive",
        },
        inclusivityUnknown: inclusive === null,
        evidence: [hitEvidence(between)],
      };
    }
  }
  for (const token of thresholdNumbers(span)) {
    const text = token.hit.section.text;
    const after = text.slice(token.hit.end, token.hit.end + 40);
    const before = text.slice(Math.max(span.start, token.hit.start - 48), token.hit.start);
    let comparator: Comparator | null = null;
    let words: Evidence | null = null;
    const ge = AFTER_GE.exec(after) ?? null;
    const le = AFTER_LE.exec(after) ?? null;
    if (ge || le) {
      comparator = ge ? "≥" : "≤";
      const m = (ge ?? le) as RegExpExecArray;
      const lead = m[0].length - m[0].trimStart().length;
      words = evidenceOf(token.hit.section, token.hit.end + lead, token.hit.end + m[0].length);
    } else {
      for (const entry of BEFORE) {
        const m = entry.pattern.exec(before);
        if (!m) continue;
        comparator = entry.comparator;
        const start = token.hit.start - (before.length - m.index);
        words = evidenceOf(token.hit.section, start, start + m[0].trimEnd().length);
        break;
      }
    }
    if (!comparator || !words) continue;
    const value = { value: token.value, unit: token.unit };
    const bucket = bucketOf(comparator, value);
    return {
      comparator,
      comparatorEvidence: [words],
      threshold: comparator === "=" ? null : value,
      bucket,
      inclusivityUnknown: false,
      evidence: [hitEvidence(token.hit)],
    };
  }
  return null;
}

function bucketOf(comparator: Comparator, threshold: { value: string; unit: Unit }): Bucket | null {
  const at = (inclusive: boolean) => ({ value: threshold.value, inclusive });
  switch (comparator) {
    case ">":
      return { lower: at(false), upper: null, unit: threshold.unit, shape: "cumulative" };
    case "≥":
      return { lower: at(true), upper: null, unit: threshold.unit, shape: "cumulative" };
    case "<":
      return { lower: null, upper: at(false), unit: threshold.unit, shape: "cumulative" };
    case "≤":
      return { lower: null, upper: at(true), unit: threshold.unit, shape: "cumulative" };
    case "=":
      return { lower: at(true), upper: at(true), unit: threshold.unit, shape: "point" };
    default:
      return null;
  }
}

const DECISION =
  /\b(lowers?|lowered|reduces?|reduced|cuts?|decreases?|decreased|raises?|raised|hikes?|hiked|increases?|increased)\b/i;
const NEGATION = /\b(?:(?:does|do|did|will)\s+not|doesn['’]t|don['’]t|won['’]t|fails?\s+to|never)\b/i;

function readDecisionCondition(span: Span): ConditionReading | null {
  const verb = findInSpan(span, DECISION)[0];
  if (!verb) return null;
  const down = /^(?:lower|reduce|cut|decrease)/i.test(verb.match[1] ?? "");
  const comparator: Comparator = down ? "<" : ">";
  const threshold = { value: "0", unit: "basis_points" as Unit };
  return {
    comparator,
    comparatorEvidence: [hitEvidence(verb)],
    threshold,
    bucket: bucketOf(comparator, threshold),
    inclusivityUnknown: false,
    evidence: [hitEvidence(verb)],
  };
}

// ---- Windows.

const STATED_ZONE = new RegExp(
  String.raw`(?:All\s+)?(?:times|dates)(?:\s+and\s+(?:times|dates))?\s+are\s+(?:in\s+)?(${ZONE_NAME})|dated in\s+(${ZONE_NAME})`,
  "i",
);

function statedZone(sections: readonly Section[]): { zone: Zone; evidence: Evidence } | null {
  const hit = findFirst(sections, STATED_ZONE);
  const words = hit ? (hit.match[1] ?? hit.match[2]) : undefined;
  const zone = words ? zoneOf(words) : null;
  return hit && zone ? { zone, evidence: hitEvidence(hit) } : null;
}

const windowOf = (
  kind: Window["kind"],
  label: string,
  start: number | null,
  end: number | null,
  zone: Zone | null,
): Window => ({
  kind,
  label,
  start: start === null ? null : rfc3339(start),
  end: end === null ? null : rfc3339(end),
  time_zone: zone ? zoneLabel(zone) : null,
});

function firstIn(sections: readonly Section[], span: Span | null, pattern: RegExp): Hit | null {
  return (span ? findInSpan(span, pattern)[0] : undefined) ?? findFirst(sections, pattern);
}

const MONTH_YEAR = new RegExp(`\\b(${MONTH_NAME})\\s+(\\d{4})\\b`, "i");
const QUARTER = /\bQ([1-4])\s+(\d{4})\b|\b(first|second|third|fourth) quarter of (\d{4})\b/i;
const WEEK = new RegExp(`week ending\\s+(${FULL_DATE})`, "i");
const DAY = new RegExp(`\\b(?:on|for)\\s+(${FULL_DATE})`, "i");
const INSTANT = new RegExp(
  String.raw`\b(?:at|beginning at|starting at|starts at|for)\s+(${CLOCK})\s+(${ZONE_NAME})\s+on\s+(${FULL_DATE})`,
  "i",
);
const MEETING_DATE = new RegExp(
  String.raw`(?:meeting|announcement)[^.;]{0,40}?(?:conclud(?:ing|es)|scheduled to conclude|of)\s+(?:on\s+)?(${FULL_DATE})`,
  "i",
);
const MEETING_MONTH = new RegExp(`\\b(${MONTH_NAME})\\s+(\\d{4})\\s+(?:FOMC\\s+)?meeting`, "i");
const DEADLINE_CLOCK_FIRST = new RegExp(
  String.raw`\b(by|before|on or before|no later than)\s+(${CLOCK})\s+(${ZONE_NAME})\s+on\s+(${FULL_DATE})`,
  "i",
);
const DEADLINE_DATE_FIRST = new RegExp(
  String.raw`\b(by|before|on or before|no later than)\s+(${FULL_DATE}),?\s+(${CLOCK})\s+(${ZONE_NAME})`,
  "i",
);
const DEADLINE_DATE = new RegExp(
  String.raw`\b(by|before|on or before|no later than|through)\s*,?\s+(${FULL_DATE})`,
  "i",
);
const CLOCK_RANGE = new RegExp(`(${CLOCK})\\s+(?:and|to)\\s+(${CLOCK})\\s+(${ZONE_NAME})`, "i");
const DATE_RANGE = new RegExp(String.raw`\bbetween\s+(${FULL_DATE})\s+and\s+(${FULL_DATE})`, "i");
const PERIOD_IN =
  /\b(?:in|during)\s+(?:the\s+)?(?:(first|second|third|fourth)\s+quarter\s+of\s+|Q([1-4])\s+)?(\d{4})\b/i;

function monthLabel(hit: Hit, monthGroup: number, yearGroup: number): string | null {
  const month = monthNumber(hit.match[monthGroup] ?? "");
  return month === null ? null : `${hit.match[yearGroup]}-${String(month).padStart(2, "0")}`;
}

function readDayZone(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): { zone: Zone; evidence: Evidence } | null {
  const range = firstIn(sections, span, CLOCK_RANGE);
  const rangeZone = range ? zoneOf(range.match[3] ?? "") : null;
  if (range && rangeZone) return { zone: rangeZone, evidence: hitEvidence(range) };
  const station = subject.station;
  if (!station) return null;
  const lst = firstIn(sections, span, LOCAL_STANDARD_TIME);
  if (lst) return { zone: standardTimeOf(station.zone), evidence: hitEvidence(lst) };
  const local = firstIn(sections, span, LOCAL_TIME);
  if (local) return { zone: station.zone, evidence: hitEvidence(local) };
  return null;
}

function readWindow(subject: SubjectReading, sections: readonly Section[], span: Span | null): Field<Window> {
  const kind = subject.def.window;
  switch (kind) {
    case "month": {
      const fromTo = firstIn(sections, span, MONTH_TO_MONTH);
      if (fromTo) {
        const label = monthLabel(fromTo, 3, 4);
        if (label) return read(windowOf("month", label, null, null, null), [hitEvidence(fromTo)]);
      }
      const hit = firstIn(sections, span, MONTH_YEAR);
      const label = hit ? monthLabel(hit, 1, 2) : null;
      return hit && label
        ? read(windowOf("month", label, null, null, null), [hitEvidence(hit)])
        : unknown("The rules name no reference month.");
    }
    case "quarter": {
      const hit = firstIn(sections, span, QUARTER);
      if (!hit) return unknown("The rules name no reference quarter.");
      const q = hit.match[1]
        ? Number(hit.match[1])
        : (QUARTER_WORDS[(hit.match[3] ?? "").toLowerCase()] ?? 0);
      const year = hit.match[2] ?? hit.match[4];
      return read(windowOf("quarter", `${year}-Q${q}`, null, null, null), [hitEvidence(hit)]);
    }
    case "week": {
      const hit = firstIn(sections, span, WEEK);
      const date = hit ? readFullDate(hit.match[1] ?? "") : null;
      return hit && date
        ? read(windowOf("week", date, null, null, null), [hitEvidence(hit)])
        : unknown("The rules name no reference week.");
    }
    case "instant": {
      const hit = firstIn(sections, span, INSTANT);
      if (!hit) return unknown("The rules name no instant with its time zone.");
      const clock = readClock(hit.match[1] ?? "");
      const zone = zoneOf(hit.match[2] ?? "");
      const date = readFullDate(hit.match[3] ?? "");
      if (!clock || !zone || !date)
        return unknown("The instant or its time zone cannot be read.", [hitEvidence(hit)]);
      const at = wallInstant(date, clock.hh, clock.mm, zone);
      return read(windowOf("instant", rfc3339(at), at, at + 60_000, zone), [hitEvidence(hit)]);
    }
    case "meeting": {
      const full = firstIn(sections, span, MEETING_DATE);
      const date = full ? readFullDate(full.match[1] ?? "") : null;
      if (full && date) return read(windowOf("meeting", date, null, null, null), [hitEvidence(full)]);
      const month = firstIn(sections, span, MEETING_MONTH);
      const label = month ? monthLabel(month, 1, 2) : null;
      return month && label
        ? read(windowOf("meeting", label, null, null, null), [hitEvidence(month)])
        : unknown("The rules name no meeting.");
    }
    case "day": {
      const hit = firstIn(sections, span, DAY);
      const date = hit ? readFullDate(hit.match[1] ?? "") : null;
      if (!hit || !date) return unknown("The rules name no day.");
      if (subject.def.family !== "weather")
        return read(windowOf("day", date, null, null, null), [hitEvidence(hit)]);
      const zone = readDayZone(subject, sections, span);
      if (!zone) return read(windowOf("day", date, null, null, null), [hitEvidence(hit)]);
      const start = wallInstant(date, 0, 0, zone.zone);
      const end = wallInstant(addDays(date, 1), 0, 0, zone.zone);
      return read(windowOf("day", date, start, end, zone.zone), [hitEvidence(hit), zone.evidence]);
    }
    default:
      return readDeadline(sections, span);
  }
}

function readDeadline(sections: readonly Section[], span: Span | null): Field<Window> {
  const stated = statedZone(sections);
  const clockFirst = firstIn(sections, span, DEADLINE_CLOCK_FIRST);
  const dateFirst = firstIn(sections, span, DEADLINE_DATE_FIRST);
  const withClock = clockFirst ?? dateFirst;
  if (withClock) {
    const word = (withClock.match[1] ?? "").toLowerCase();
    const clockText = clockFirst ? clockFirst.match[2] : withClock.match[3];
    const zoneText = clockFirst ? clockFirst.match[3] : withClock.match[4];
    const dateText = clockFirst ? clockFirst.match[4] : withClock.match[2];
    const clock = readClock(clockText ?? "");
    const zone = zoneOf(zoneText ?? "");
    const date = readFullDate(dateText ?? "");
    if (clock && zone && date) {
      const at = wallInstant(date, clock.hh, clock.mm, zone);
      const end = word === "before" ? at : at + 60_000;
      return read(windowOf("deadline", rfc3339(end), null, end, zone), [hitEvidence(withClock)]);
    }
  }
  const range = firstIn(sections, span, DATE_RANGE);
  if (range) {
    const from = readFullDate(range.match[1] ?? "");
    const to = readFullDate(range.match[2] ?? "");
    if (!stated) return unknown("The dates have no stated time zone.", [hitEvidence(range)]);
    if (from && to) {
      const start = wallInstant(from, 0, 0, stated.zone);
      const end = wallInstant(addDays(to, 1), 0, 0, stated.zone);
      return read(windowOf("range", `${from}/${to}`, start, end, stated.zone), [
        hitEvidence(range),
        stated.evidence,
      ]);
    }
  }
  const deadline = firstIn(sections, span, DEADLINE_DATE);
  if (deadline) {
    const date = readFullDate(deadline.match[2] ?? "");
    if (!stated) return unknown("The deadline has no stated time zone.", [hitEvidence(deadline)]);
    if (date) {
      const before = (deadline.match[1] ?? "").toLowerCase() === "before";
      const end = wallInstant(before ? date : addDays(date, 1), 0, 0, stated.zone);
      return read(windowOf("deadline", rfc3339(end), null, end, stated.zone), [
        hitEvidence(deadline),
        stated.evidence,
      ]);
    }
  }
  const period = span ? findInSpan(span, PERIOD_IN)[0] : undefined;
  if (period) {
    if (!stated) return unknown("The period has no stated time zone.", [hitEvidence(period)]);
    const year = Number(period.match[3]);
    const q = period.match[2]
      ? Number(period.match[2])
      : QUARTER_WORDS[(period.match[1] ?? "").toLowerCase()];
    const bounds = q ? quarterBounds(year, q) : { start: `${year}-01-01`, end: `${year + 1}-01-01` };
    const start = wallInstant(bounds.start, 0, 0, stated.zone);
    const end = wallInstant(bounds.end, 0, 0, stated.zone);
    return read(windowOf("range", `${bounds.start}/${addDays(bounds.end, -1)}`, start, end, stated.zone), [
      hitEvidence(period),
      stated.evidence,
    ]);
  }
  return unknown("The rules state no deadline.");
}

// ---- Rounding.

const PLACES_WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, a: 1 };
const ROUNDING_PLACES =
  /\b(?:rounded\s+)?to\s+(one|two|three|four|five|\d)\s+decimal places?\b|\bto the nearest (tenth|hundredth|whole)\b/i;
const WHOLE_UNITS = /\bwhole degrees\b|\bwhole numbers?\b|\bnearest whole\b/i;
const UNROUNDED = /\bunrounded\b|\bwithout rounding\b/i;

function readRounding(subject: SubjectReading, sections: readonly Section[]): Field<Rounding> {
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

function readSettlementInstant(sections: readonly Section[]): Field<string> {
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

function readEvidenceStandard(
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

function readContingency(sections: readonly Section[]): Field<Contingency> {
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

function readEarlyClose(
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

// ---- The fingerprint.

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
