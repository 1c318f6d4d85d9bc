/**
 * Whether two legs observe the same quantity: metric and seasonal adjustment, publisher, series and
 * print, window, and the unit of the bounds. A difference here makes the pair a different underlying.
 */
import { type Diffs, describe, ev, readValue, windowWords } from "./judge-diffs.ts";
import { SUBJECTS } from "./lexicon.ts";
import type { RuleFingerprint, Window } from "./schema.ts";

/** Whether two windows observe the same thing (for a figure, a price or a meeting). */
function sameWindow(a: Window, b: Window): { same: boolean; cosmetic: boolean } {
  if (a.kind !== b.kind) return { same: false, cosmetic: false };
  if (a.kind === "meeting" && a.label !== b.label) {
    // A meeting named by its month and one named by its date are the same meeting.
    const same =
      a.label.slice(0, 7) === b.label.slice(0, 7) && (a.label.length === 7 || b.label.length === 7);
    return { same, cosmetic: same };
  }
  if (a.label !== b.label) return { same: false, cosmetic: false };
  if (a.start !== null && b.start !== null && (a.start !== b.start || a.end !== b.end)) {
    return { same: false, cosmetic: false };
  }
  return { same: true, cosmetic: a.time_zone !== b.time_zone };
}

/** The fields that say which quantity is observed; false when they differ (a different underlying). */
export function compareUnderlying(
  a: RuleFingerprint,
  b: RuleFingerprint,
  diffs: Diffs,
  compared: string[],
): boolean {
  const fa = a.fields;
  const fb = b.fields;
  let same = true;
  const subjectDef = SUBJECTS.find((def) => def.id === readValue(fa.subject)?.id.split(":")[0]);

  const metricA = readValue(fa.metric);
  const metricB = readValue(fb.metric);
  if (!metricA || !metricB) {
    diffs.add(
      "metric",
      describe(metricA),
      describe(metricB),
      "blocking",
      "A leg does not say what is measured.",
      {
        a: ev(fa.metric),
        b: ev(fb.metric),
      },
      "unreadable_field",
    );
  } else {
    compared.push("metric");
    if (metricA.measure !== metricB.measure) {
      same = false;
      diffs.add(
        "metric.measure",
        metricA.measure,
        metricB.measure,
        "blocking",
        "The legs measure different things.",
        {
          a: ev(fa.metric),
          b: ev(fb.metric),
        },
        "metric_differs",
      );
    }
    const saA = metricA.seasonal_adjustment;
    const saB = metricB.seasonal_adjustment;
    if (saA !== saB) {
      const both = saA !== "unstated" && saB !== "unstated";
      if (both) same = false;
      diffs.add(
        "metric.seasonal_adjustment",
        saA,
        saB,
        both ? "blocking" : "material",
        both
          ? "One leg reads the seasonally adjusted figure, the other the unadjusted one."
          : "Only one leg says whether the figure is seasonally adjusted.",
        { a: ev(fa.metric), b: ev(fb.metric) },
        both ? "seasonal_adjustment_differs" : undefined,
      );
    }
  }

  const sourceA = readValue(fa.source);
  const sourceB = readValue(fb.source);
  if (sourceA && sourceB) {
    compared.push("source");
    const evidence = { a: ev(fa.source), b: ev(fb.source) };
    if (sourceA.series && sourceB.series && sourceA.series !== sourceB.series) {
      same = false;
      diffs.add(
        "source.series",
        sourceA.series,
        sourceB.series,
        "blocking",
        "The legs settle on different series, stations or pairs.",
        evidence,
        "series_differs",
      );
    } else if ((sourceA.series === null) !== (sourceB.series === null)) {
      diffs.add(
        "source.series",
        sourceA.series,
        sourceB.series,
        "material",
        "Only one leg names the series, station or pair.",
        evidence,
      );
    }
    if (sourceA.publisher && sourceB.publisher && sourceA.publisher !== sourceB.publisher) {
      same = false;
      diffs.add(
        "source.publisher",
        sourceA.publisher,
        sourceB.publisher,
        "blocking",
        "The legs settle on different publishers.",
        evidence,
        "publisher_differs",
      );
    }
    const printA = sourceA.print;
    const printB = sourceB.print;
    if (printA !== printB) {
      const both = printA !== "unstated" && printB !== "unstated";
      if (both) same = false;
      diffs.add(
        "source.print",
        printA,
        printB,
        both ? "blocking" : "material",
        both
          ? "The legs settle on different vintages of the figure (first print against a revision)."
          : "Only one leg says which vintage counts.",
        evidence,
        both ? "print_differs" : undefined,
      );
    }
  } else if (sourceA || sourceB) {
    diffs.add(
      "source",
      describe(sourceA),
      describe(sourceB),
      "material",
      "Only one leg names its settlement source.",
      {
        a: ev(fa.source),
        b: ev(fb.source),
      },
    );
  }

  const windowA = readValue(fa.window);
  const windowB = readValue(fb.window);
  if (!windowA || !windowB) {
    diffs.add(
      "window",
      windowA ? windowWords(windowA) : null,
      windowB ? windowWords(windowB) : null,
      "blocking",
      "A leg's observation window cannot be read.",
      {
        a: ev(fa.window),
        b: ev(fb.window),
      },
      "unreadable_field",
    );
  } else if (subjectDef?.family !== "occurrence") {
    compared.push("window");
    const verdict = sameWindow(windowA, windowB);
    if (!verdict.same) {
      same = false;
      diffs.add(
        "window",
        windowWords(windowA),
        windowWords(windowB),
        "blocking",
        "The legs observe different periods, days or instants.",
        {
          a: ev(fa.window),
          b: ev(fb.window),
        },
        "window_differs",
      );
    } else if (verdict.cosmetic) {
      diffs.add(
        "window",
        windowWords(windowA),
        windowWords(windowB),
        "cosmetic",
        "The same window in other words.",
        {
          a: ev(fa.window),
          b: ev(fb.window),
        },
      );
    }
  }

  const bucketA = readValue(fa.bucket);
  const bucketB = readValue(fb.bucket);
  if (
    bucketA &&
    bucketB &&
    bucketA.unit !== bucketB.unit &&
    bucketA.unit !== "number" &&
    bucketB.unit !== "number"
  ) {
    same = false;
    diffs.add(
      "bucket.unit",
      bucketA.unit,
      bucketB.unit,
      "blocking",
      "The thresholds are in different units.",
      {
        a: ev(fa.bucket),
        b: ev(fb.bucket),
      },
      "unit_differs",
    );
  }
  return same;
}
