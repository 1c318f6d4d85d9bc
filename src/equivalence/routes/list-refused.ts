import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { answerPage } from "../../platform/http/pages.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { listRefused } from "../store/pairs.ts";
import { REFUSED_EXAMPLE } from "./examples.ts";
import {
  PAIRS_PAGE_SIZE_DEFAULT,
  PAIRS_PAGE_SIZE_MAX,
  RefusedQuery,
  RefusedResponseSchema,
} from "./schema.ts";
import { EQUIVALENCE_TAG, LINK_HEADER, REFUSED_PATH, readPairs, refusedResource } from "./shared.ts";

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: REFUSED_PATH,
  operationId: "listRefusedLookalikes",
  summary: "Look-alike markets pix refused to pair, with reason codes, paginated",
  description: `Candidate pairs (a Kalshi and a Polymarket market on look-alike subjects, with nearby windows) that the latest judgement refused: the legs read different underlyings (\`subject_differs\`, \`metric_differs\`, \`seasonal_adjustment_differs\`, \`publisher_differs\`, \`series_differs\`, \`print_differs\`, \`window_differs\`, \`unit_differs\`) or cannot be read (\`unfilled_template\`, \`unreadable_rule\`, \`unreadable_field\`), with every difference found and its evidence from both legs. A look-alike that is paired later leaves this list for /api/v1/equivalence/pairs under the same pair id. Filters: \`venue\`, \`reason\` and \`q\` (text in a leg's market id or title). Ordered by leg a's, then leg b's market id. \`page\` defaults to 1, \`page_size\` to ${PAIRS_PAGE_SIZE_DEFAULT} (at most ${PAIRS_PAGE_SIZE_MAX}); a page past the last answers 404 page-not-found.`,
  query: RefusedQuery,
  schema: RefusedResponseSchema,
  example: REFUSED_EXAMPLE,
  headers: LINK_HEADER,
  problems: ["page-not-found"],
});

export function registerListRefused(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? PAIRS_PAGE_SIZE_DEFAULT;
    const { rows, total } = await readPairs(() =>
      listRefused(openDb(c.env.DB), {
        venue: query.venue,
        reason: query.reason,
        q: query.q,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
    );
    return answerPage(c, {
      path: REFUSED_PATH,
      page,
      pageSize,
      total,
      of: "the refused look-alikes",
      data: { type: "equivalence_refused" as const, refused: rows.map(refusedResource) },
    });
  });
}
