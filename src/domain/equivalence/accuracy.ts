/**
 * Measured accuracy of the matcher on a labelled set: precision and recall per relation, and how often
 * the polarity is right. Pure: the judgements are computed by the caller (or by `measureAccuracy`).
 */
import { z } from "@hono/zod-openapi";
import { fingerprintRules } from "./fingerprint.ts";
import { judgePair } from "./judge.ts";
import type { LabelledPair } from "./labelled/types.ts";
import { type Polarity, RELATIONS, type Relation } from "./relations.ts";

/** `none` stands for "no relation can be read" (a null relation), on either side. */
export const ACCURACY_CLASSES = [...RELATIONS, "none"] as const;
export type AccuracyClass = (typeof ACCURACY_CLASSES)[number];

const ratio = z.number().min(0).max(1).nullable();

export const AccuracySchema = z
  .object({
    pairs: z.number().int().openapi({ description: "Labelled pairs measured." }),
    exact: z
      .number()
      .int()
      .openapi({ description: "Pairs whose relation and polarity both match the label." }),
    per_relation: z
      .array(
        z.object({
          relation: z.enum(ACCURACY_CLASSES).openapi({
            description: "A relation, or `none` for pairs whose rules cannot be judged.",
          }),
          labelled: z.number().int().openapi({ description: "Pairs labelled with it." }),
          predicted: z.number().int().openapi({ description: "Pairs the matcher gave it." }),
          correct: z.number().int().openapi({ description: "Pairs both labelled and given it." }),
          precision: ratio.openapi({ description: "correct ÷ predicted; null when none was predicted." }),
          recall: ratio.openapi({ description: "correct ÷ labelled; null when none is labelled." }),
        }),
      )
      .openapi({ description: "Precision and recall for each relation." }),
    polarity_accuracy: ratio.openapi({
      description: "Share of pairs with a labelled polarity whose polarity the matcher gave right.",
    }),
    confusion: z
      .array(
        z.object({
          labelled: z.enum(ACCURACY_CLASSES).openapi({ description: "The relation labelled by hand." }),
          predicted: z.enum(ACCURACY_CLASSES).openapi({ description: "The relation the matcher gave." }),
          pairs: z.number().int().openapi({ description: "Pairs with that label and that prediction." }),
        }),
      )
      .openapi({ description: "Pairs by labelled and predicted relation (cells with pairs only)." }),
  })
  .openapi("MatcherAccuracy", { description: "The matcher's measured accuracy on a labelled set." });
export type Accuracy = z.infer<typeof AccuracySchema>;

export interface Outcome {
  labelled: { relation: Relation | null; polarity: Polarity | null };
  predicted: { relation: Relation | null; polarity: Polarity | null };
}

const classOf = (relation: Relation | null): AccuracyClass => relation ?? "none";

/** Precision and recall per relation over labelled outcomes. */
export function accuracyOf(outcomes: readonly Outcome[]): Accuracy {
  const per_relation = ACCURACY_CLASSES.map((relation) => {
    const labelled = outcomes.filter((o) => classOf(o.labelled.relation) === relation).length;
    const predicted = outcomes.filter((o) => classOf(o.predicted.relation) === relation).length;
    const correct = outcomes.filter(
      (o) => classOf(o.labelled.relation) === relation && classOf(o.predicted.relation) === relation,
    ).length;
    return {
      relation,
      labelled,
      predicted,
      correct,
      precision: predicted === 0 ? null : correct / predicted,
      recall: labelled === 0 ? null : correct / labelled,
    };
  });
  const withPolarity = outcomes.filter((o) => o.labelled.polarity !== null);
  const polarityRight = withPolarity.filter((o) => o.predicted.polarity === o.labelled.polarity).length;
  const cells = new Map<string, { labelled: AccuracyClass; predicted: AccuracyClass; pairs: number }>();
  for (const o of outcomes) {
    const key = `${classOf(o.labelled.relation)}|${classOf(o.predicted.relation)}`;
    const cell = cells.get(key) ?? {
      labelled: classOf(o.labelled.relation),
      predicted: classOf(o.predicted.relation),
      pairs: 0,
    };
    cell.pairs++;
    cells.set(key, cell);
  }
  return {
    pairs: outcomes.length,
    exact: outcomes.filter(
      (o) => o.labelled.relation === o.predicted.relation && o.labelled.polarity === o.predicted.polarity,
    ).length,
    per_relation,
    polarity_accuracy: withPolarity.length === 0 ? null : polarityRight / withPolarity.length,
    confusion: [...cells.values()],
  };
}

/** Judges every labelled pair with the matcher and measures the result. */
export function measureAccuracy(pairs: readonly LabelledPair[]): {
  accuracy: Accuracy;
  outcomes: (Outcome & { id: string })[];
} {
  const outcomes = pairs.map((pair) => {
    const judgement = judgePair(fingerprintRules(pair.a), fingerprintRules(pair.b));
    return {
      id: pair.id,
      labelled: pair.label,
      predicted: { relation: judgement.relation, polarity: judgement.polarity },
    };
  });
  return { accuracy: accuracyOf(outcomes), outcomes };
}
