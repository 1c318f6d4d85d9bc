import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { answerPage } from "../../platform/http/pages.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { listPairs } from "../store/pairs.ts";
import { PAIRS_EXAMPLE } from "./examples.ts";
import { PAIRS_PAGE_SIZE_DEFAULT, PAIRS_PAGE_SIZE_MAX, PairsQuery, PairsResponseSchema } from "./schema.ts";
import { EQUIVALENCE_TAG, LINK_HEADER, PAIRS_PATH, pairResource, readPairs } from "./shared.ts";

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: PAIRS_PATH,
  operationId: "listEquivalencePairs",
  summary: "Cross-venue pairs judged from their rule texts, paginated",
  description: `Kalshi and Polymarket markets pix judged as pairs from their rule texts: each pair's relation (identity, complement, subset, superset, overlap, disjoint) between the two YES propositions, its polarity, a confidence with its basis and every rule difference with its severity and evidence (offsets and quotes) from both legs. A pair with a blocking difference is never \`identity\`. The pairs are judged again every five minutes from the texts just collected, so a changed rule text is reflected within minutes (\`legs.*.rules_version\`, \`judged_at\`). Filters: \`venue\` (a leg on it), \`relation\`, \`min_confidence\`, \`q\` (text in a leg's market id or title), \`status\` (\`active\` by default, or \`withdrawn\`). Ordered by confidence, highest first, then by pair id. \`page\` defaults to 1, \`page_size\` to ${PAIRS_PAGE_SIZE_DEFAULT} (at most ${PAIRS_PAGE_SIZE_MAX}); \`meta.pagination\`, \`links\` and the \`Link\` header say where the page sits; a page past the last answers 404 page-not-found. Look-alikes pix refused are listed by /api/v1/equivalence/refused.`,
  query: PairsQuery,
  schema: PairsResponseSchema,
  example: PAIRS_EXAMPLE,
  headers: LINK_HEADER,
  problems: ["page-not-found"],
});

export function registerListPairs(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? PAIRS_PAGE_SIZE_DEFAULT;
    const { rows, total } = await readPairs(() =>
      listPairs(openDb(c.env.DB), {
        venue: query.venue,
        relation: query.relation,
        minConfidence: query.min_confidence,
        q: query.q,
        status: query.status ?? "active",
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
    );
    return answerPage(c, {
      path: PAIRS_PATH,
      page,
      pageSize,
      total,
      of: "the pairs",
      data: { type: "equivalence_pairs" as const, pairs: rows.map(pairResource) },
    });
  });
}
