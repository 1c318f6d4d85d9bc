/**
 * The rule differences a judgement collects (field, both values in words, severity, note, evidence, and
 * the reason code a blocking one refuses with), and the words a field's value is shown in.
 */
import type { ReasonCode, RuleDiff, Severity } from "./judge-schema.ts";
import type { Bucket, Evidence, Field, Window } from "./schema.ts";

export const ev = (field: Field<unknown>): Evidence[] => field.evidence;
export const readValue = <T>(field: Field<T>): T | null => (field.status === "read" ? field.value : null);

export class Diffs {
  readonly list: RuleDiff[] = [];
  readonly reasons = new Set<ReasonCode>();

  add(
    field: string,
    a: string | null,
    b: string | null,
    severity: Severity,
    note: string,
    evidence: { a: Evidence[]; b: Evidence[] },
    reason?: ReasonCode,
  ): void {
    this.list.push({ field, a, b, severity, note, evidence });
    if (reason) this.reasons.add(reason);
  }

  count(severity: Severity): number {
    return this.list.filter((d) => d.severity === severity).length;
  }
}

const UNIT_WORDS: Record<string, string> = {
  percent: "%",
  usd: " USD",
  degrees_f: "°F",
  number: "",
  basis_points: " bp",
  instant: "",
};

function boundWords(bucket: Bucket): string {
  const unit = UNIT_WORDS[bucket.unit] ?? "";
  const lo = bucket.lower ? `${bucket.lower.inclusive ? "[" : "("}${bucket.lower.value}${unit}` : "(−∞";
  const hi = bucket.upper ? `${bucket.upper.value}${unit}${bucket.upper.inclusive ? "]" : ")"}` : "+∞)";
  return `${lo}, ${hi}`;
}

/** A field's value in words, for a rule difference. */
export function describe(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value !== "object") return String(value);
  const v = value as Record<string, unknown>;
  if ("lower" in v && "upper" in v && "shape" in v) return `${boundWords(value as Bucket)} (${v.shape})`;
  if ("value" in v && "unit" in v) return `${v.value}${UNIT_WORDS[String(v.unit)] ?? ""}`;
  if ("mode" in v && "places" in v) {
    return v.places === null
      ? String(v.mode)
      : `${v.mode}, ${v.places} decimal place${v.places === 1 ? "" : "s"}`;
  }
  if ("measure" in v) return `${v.measure}, seasonal adjustment ${v.seasonal_adjustment}`;
  if ("publisher" in v)
    return [v.publisher ?? "publisher unstated", v.series ?? "series unstated", `print ${v.print}`].join(
      " · ",
    );
  if ("places" in v) return `${v.places} decimal place${v.places === 1 ? "" : "s"}`;
  return JSON.stringify(value);
}

export function windowWords(window: Window): string {
  return window.start && window.end && window.kind === "day"
    ? `${window.label} (${window.start} to ${window.end})`
    : window.time_zone && window.kind !== "month"
      ? `${window.label} (${window.time_zone})`
      : window.label;
}
