/**
 * The differences in the secondary rules: what happens when the figure is missing or the event moves,
 * early close, the settlement instant and the evidence standard.
 */
import { HOUR_MS } from "../clock.ts";
import { type Diffs, ev, readValue } from "./judge-diffs.ts";
import type { RuleFingerprint } from "./schema.ts";

/** Void, postponement and early-close rules; true when one blocks (the legs pay differently somewhere). */
export function compareContingencies(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
  compared: string[],
): boolean {
  let blocks = false;
  const fa = a.fields;
  const fb = b.fields;
  const ca = readValue(fa.contingency);
  const cb = readValue(fb.contingency);
  const evidence = { a: ev(fa.contingency), b: ev(fb.contingency) };
  if (ca && cb) compared.push("contingency");
  for (const key of ["missing", "rescheduled"] as const) {
    const x = ca?.[key] ?? null;
    const y = cb?.[key] ?? null;
    if (x === y) continue;
    const both = x !== null && y !== null;
    if (both) blocks = true;
    diffs.add(
      `contingency.${key}`,
      x,
      y,
      both ? "blocking" : "material",
      both
        ? key === "missing"
          ? "The legs pay differently when the figure is missing, late or cancelled."
          : "The legs treat a postponed event differently."
        : "Only one leg states what happens when the figure is missing or the event moves.",
      evidence,
    );
  }
  const ea = readValue(fa.early_close)?.kind ?? null;
  const eb = readValue(fb.early_close)?.kind ?? null;
  if (ea && eb) compared.push("early_close");
  if (ea !== eb) {
    const counts = ea === "interim_action_counts" || eb === "interim_action_counts";
    if (counts) blocks = true;
    diffs.add(
      "early_close",
      ea,
      eb,
      counts ? "blocking" : "cosmetic",
      counts
        ? "One leg settles early on an action before the scheduled date; the other does not."
        : "The legs word their early close differently; no payout changes.",
      { a: ev(fa.early_close), b: ev(fb.early_close) },
    );
  }
  return blocks;
}

export function compareSecondary(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
  compared: string[],
): void {
  const fa = a.fields;
  const fb = b.fields;
  const sa = readValue(fa.settlement_instant);
  const sb = readValue(fb.settlement_instant);
  if (sa && sb) {
    compared.push("settlement_instant");
    const gap = Math.abs(Date.parse(sa) - Date.parse(sb));
    if (gap > 0) {
      diffs.add(
        "settlement_instant",
        sa,
        sb,
        gap > HOUR_MS ? "material" : "cosmetic",
        gap > HOUR_MS
          ? "The legs close or end at different times."
          : "The legs close within an hour of each other.",
        { a: ev(fa.settlement_instant), b: ev(fb.settlement_instant) },
      );
    }
  }
  const xa = readValue(fa.evidence_standard);
  const xb = readValue(fb.evidence_standard);
  if (xa && xb) {
    compared.push("evidence_standard");
    if (xa !== xb) {
      diffs.add(
        "evidence_standard",
        xa,
        xb,
        "material",
        "The legs accept different evidence of the outcome.",
        {
          a: ev(fa.evidence_standard),
          b: ev(fb.evidence_standard),
        },
      );
    }
  }
}
