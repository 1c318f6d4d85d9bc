/**
 * The differences in the condition once the relation is known: comparator, threshold, bucket, framing,
 * rounding and an event's deadline; cosmetic when the pair is identical, blocking otherwise.
 */
import { type Diffs, describe, ev, readValue, windowWords } from "./judge-diffs.ts";
import type { Severity } from "./judge-schema.ts";
import { gridOf, OPPOSITE } from "./judge-sets.ts";
import type { Relation } from "./relations.ts";
import type { Field, RuleFingerprint } from "./schema.ts";

export function conditionDiffs(
  a: RuleFingerprint,
  b: RuleFingerprint,
  relation: Relation,
  diffs: Diffs,
  compared: string[],
): void {
  const severity: Severity = relation === "identity" ? "cosmetic" : "blocking";
  const fa = a.fields;
  const fb = b.fields;
  compared.push("comparator", "framing");
  const pairs: [string, Field<unknown>, Field<unknown>, string][] = [
    ["comparator", fa.comparator, fb.comparator, "The comparators differ."],
    ["threshold", fa.threshold, fb.threshold, "The thresholds differ."],
    ["bucket", fa.bucket, fb.bucket, "The buckets differ."],
  ];
  const gridA = gridOf(a);
  const gridB = gridOf(b);
  const framingA = readValue(fa.framing);
  const framingB = readValue(fb.framing);
  if (framingA && framingB && framingA.direction !== framingB.direction) {
    const inverted = OPPOSITE[framingA.direction] === framingB.direction;
    diffs.add(
      "framing",
      framingA.direction,
      framingB.direction,
      severity,
      relation === "identity"
        ? "The legs word their YES side differently; it is the same outcome."
        : inverted
          ? "One leg's YES points the opposite way to the other's: YES on one is NO on the other."
          : "The legs' YES sides point different ways.",
      { a: ev(fa.framing), b: ev(fb.framing) },
    );
  }
  for (const [field, x, y, note] of pairs) {
    const vx = readValue(x);
    const vy = readValue(y);
    if (vx === null && vy === null) continue;
    compared.push(field);
    if (describe(vx) === describe(vy)) continue;
    const words =
      relation === "identity" ? `${note} On the figure as rounded, they select the same outcomes.` : note;
    diffs.add(field, describe(vx), describe(vy), severity, words, { a: ev(x), b: ev(y) });
  }
  if (describe(gridA) !== describe(gridB)) {
    const stated = gridA !== null && gridB !== null;
    diffs.add(
      "rounding",
      describe(readValue(fa.rounding)),
      describe(readValue(fb.rounding)),
      stated ? severity : "material",
      stated
        ? relation === "identity"
          ? "The roundings differ but select the same outcomes here."
          : "The legs round the figure differently, so the same threshold selects different outcomes."
        : "Only one leg says how the figure is rounded; the thresholds are compared as stated.",
      { a: ev(fa.rounding), b: ev(fb.rounding) },
    );
  }
  const wa = readValue(fa.window);
  const wb = readValue(fb.window);
  if (readValue(fa.comparator) === "occurs" && wa && wb) {
    compared.push("window");
    if (wa.start !== wb.start || wa.end !== wb.end) {
      diffs.add(
        "window",
        windowWords(wa),
        windowWords(wb),
        severity,
        relation === "identity"
          ? "The same deadline in other words."
          : "The legs' deadlines or periods differ.",
        {
          a: ev(fa.window),
          b: ev(fb.window),
        },
      );
    } else if (wa.label !== wb.label || wa.time_zone !== wb.time_zone) {
      diffs.add("window", windowWords(wa), windowWords(wb), "cosmetic", "The same deadline in other words.", {
        a: ev(fa.window),
        b: ev(fb.window),
      });
    }
  }
}
