import { sectionsOf } from "../../domain/equivalence/text.ts";
import { MarketRulesSchema } from "../../domain/equivalence/venue-rules.ts";
import type { Db } from "../../platform/db/db.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { type PairRow, readPair } from "../store/pairs.ts";
import { ruleTextVersion } from "../store/rule-texts.ts";
import { PAIR_EXAMPLE } from "./examples.ts";
import { PairIdParams, PairResponseSchema } from "./schema.ts";
import { EQUIVALENCE_TAG, PAIRS_PATH, pairPath, pairResource, readPairs } from "./shared.ts";

/** One leg's judged rule version as sections (null when the stored text no longer reads as the venue's shape). */
async function legTexts(db: Db, venue: PairRow["venueA"], marketId: string, version: number) {
  const row = await ruleTextVersion(db, venue, marketId, version);
  const rules = row === undefined ? undefined : MarketRulesSchema.safeParse(row.fields);
  if (!row || !rules?.success) return null;
  return {
    version: row.version,
    sha256: row.sha256,
    fetched_at: row.fetchedAt,
    sections: sectionsOf(rules.data).map((s) => ({ section: s.name, text: s.text })),
  };
}

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: `${PAIRS_PATH}/{pair_id}`,
  operationId: "getEquivalencePair",
  summary: "One cross-venue pair, with its rule differences and evidence",
  description:
    "One pair as the pairs list gives it, with both legs' rule texts side by side (`rule_texts`: the versions judged, as the sections the evidence offsets refer to): both legs with the rule versions judged, the relation, polarity, confidence and its basis, and every rule difference with its severity and the offsets and quotes from both legs' texts. A withdrawn pair still answers, with its last judgement and `status: withdrawn`. An id no pair has answers 404 equivalence-pair-not-found.",
  params: PairIdParams,
  schema: PairResponseSchema,
  example: PAIR_EXAMPLE,
  problems: ["equivalence-pair-not-found"],
});

export function registerGetPair(app: App) {
  app.openapi(route, async (c) => {
    const { pair_id: pairId } = c.req.valid("param");
    const db = openDb(c.env.DB);
    const row = await readPairs(() => readPair(db, pairId));
    if (!row) {
      throw new ProblemError("equivalence-pair-not-found", {
        detail: `No pair has the id ${pairId}. Pairs: ${PAIRS_PATH}.`,
      });
    }
    const [a, b] = await readPairs(() =>
      Promise.all([
        legTexts(db, row.venueA, row.marketA, row.versionA),
        legTexts(db, row.venueB, row.marketB, row.versionB),
      ]),
    );
    return jsonRead(
      c,
      envelope(
        { type: "equivalence_pair" as const, ...pairResource(row), rule_texts: { a, b } },
        { self: pairPath(pairId), pairs: PAIRS_PATH },
      ),
      "current",
    );
  });
}
