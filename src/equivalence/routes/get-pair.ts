import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { readPair } from "../store/pairs.ts";
import { PAIR_EXAMPLE } from "./examples.ts";
import { PairIdParams, PairResponseSchema } from "./schema.ts";
import { EQUIVALENCE_TAG, PAIRS_PATH, pairPath, pairResource, readPairs } from "./shared.ts";

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: `${PAIRS_PATH}/{pair_id}`,
  operationId: "getEquivalencePair",
  summary: "One cross-venue pair, with its rule differences and evidence",
  description:
    "One pair as the pairs list gives it: both legs with the rule versions judged, the relation, polarity, confidence and its basis, and every rule difference with its severity and the offsets and quotes from both legs' texts. A withdrawn pair still answers, with its last judgement and `status: withdrawn`. An id no pair has answers 404 equivalence-pair-not-found.",
  params: PairIdParams,
  schema: PairResponseSchema,
  example: PAIR_EXAMPLE,
  problems: ["equivalence-pair-not-found"],
});

export function registerGetPair(app: App) {
  app.openapi(route, async (c) => {
    const { pair_id: pairId } = c.req.valid("param");
    const row = await readPairs(() => readPair(openDb(c.env.DB), pairId));
    if (!row) {
      throw new ProblemError("equivalence-pair-not-found", {
        detail: `No pair has the id ${pairId}. Pairs: ${PAIRS_PATH}.`,
      });
    }
    return jsonRead(
      c,
      envelope(
        { type: "equivalence_pair" as const, ...pairResource(row) },
        { self: pairPath(pairId), pairs: PAIRS_PATH },
      ),
      "current",
    );
  });
}
