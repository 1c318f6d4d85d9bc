/**
 * The fingerprint's condition: the clause that says when YES pays, and what it states — the comparator,
 * the threshold with its unit, the bucket's bounds, or a rate decision's direction — read from numbers
 * that are not dates, times, years or codes.
 */
import { parseDecimal } from "../decimal.ts";
import { MONTH_NAME } from "./dates.ts";
import type { Bucket, Comparator, Evidence, Unit } from "./schema.ts";
import {
  evidenceOf,
  findInSpan,
  type Hit,
  hitEvidence,
  RULE_SECTIONS,
  type Section,
  type Span,
  sentenceEnd,
} from "./text.ts";

/** The condition a rule states, the outcome it gives, and where. */
interface Condition {
  span: Span;
  yesWhen: "condition_true" | "condition_false";
  evidence: Evidence;
}

const KALSHI_CLAUSE = /\bIf\s+([\s\S]+?),?\s+then\s+the\s+market\s+resolves\s+to\s+(Yes|No)\b/i;
const RESOLVES_IF = /\bresolves?\s+to\s+["“]?(Yes|No)["”]?\s+if\s+/i;

export function readCondition(sections: readonly Section[]): Condition | null {
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

export interface ConditionReading {
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

export function readNumericCondition(span: Span): ConditionReading | null {
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
export const NEGATION = /\b(?:(?:does|do|did|will)\s+not|doesn['’]t|don['’]t|won['’]t|fails?\s+to|never)\b/i;

export function readDecisionCondition(span: Span): ConditionReading | null {
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
