import { type Accuracy, measureAccuracy } from "../../domain/equivalence/accuracy.ts";
import { DEVELOPMENT_PAIRS, HELD_OUT_PAIRS } from "../../domain/equivalence/labelled/index.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { ACCURACY_EXAMPLE } from "./examples.ts";
import { AccuracyResponseSchema } from "./schema.ts";
import { ACCURACY_PATH, EQUIVALENCE_TAG, PAIRS_PATH } from "./shared.ts";

export const ACCURACY_METHOD =
  "Every labelled look-alike pair (leg a in Kalshi's style, leg b in Polymarket's, each labelled by hand with its relation and polarity) is fingerprinted and judged by the same code that judges the venues' markets; precision is correct ÷ predicted and recall correct ÷ labelled, per relation, `none` standing for rules that cannot be judged. The held-out half was written and labelled before the matcher and never used to tune it.";

let measured: { held_out: Accuracy; development: Accuracy } | undefined;

/** The two halves measured once per isolate: the labelled set and the matcher ship together. */
export function measuredAccuracy(): { held_out: Accuracy; development: Accuracy } {
  measured ??= {
    held_out: measureAccuracy(HELD_OUT_PAIRS).accuracy,
    development: measureAccuracy(DEVELOPMENT_PAIRS).accuracy,
  };
  return measured;
}

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: ACCURACY_PATH,
  operationId: "getEquivalenceAccuracy",
  summary: "The matcher's measured accuracy on the labelled look-alike set",
  description:
    "Precision and recall per relation, the share of polarities right and the confusion between labelled and predicted relations, measured by running the matcher that judges the venues' markets over the labelled look-alike pairs that ship with pix. `held_out` is the published figure: a half the matcher's rules were never tuned on. `development` is the half they were written against, for comparison. The figures change only with a new release of pix.",
  schema: AccuracyResponseSchema,
  example: ACCURACY_EXAMPLE,
  responseDescription: "The measured accuracy.",
});

export function registerGetAccuracy(app: App) {
  app.openapi(route, async (c) => {
    const { held_out, development } = measuredAccuracy();
    return jsonRead(
      c,
      envelope(
        { type: "equivalence_accuracy" as const, held_out, development, method: ACCURACY_METHOD },
        { self: ACCURACY_PATH, pairs: PAIRS_PATH },
      ),
      "reference",
    );
  });
}
