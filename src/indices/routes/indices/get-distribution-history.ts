import { rfc3339 } from "../../../domain/clock.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { answerPage } from "../../../platform/http/pages.ts";
import { distributionHistory, type StoredDistribution } from "../../store/distributions.ts";
import { distributionMembers } from "./get-distribution.ts";
import { INDEX_LINK_HEADER } from "./paged.ts";
import { DISTRIBUTION_HISTORY_EXAMPLE } from "./scored-examples.ts";
import {
  DISTRIBUTION_WINDOW_MAX_MS,
  DISTRIBUTIONS_PAGE_SIZE_DEFAULT,
  DISTRIBUTIONS_PAGE_SIZE_MAX,
  DistributionHistoryQuery,
  DistributionHistoryResponse,
  distributionWindow,
} from "./scored-schema.ts";
import { identity, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/distributions",
  operationId: "listIndexDistributions",
  summary: "Distribution history",
  description: `The index's stored probability distributions over a window [from, to), oldest first, each with the cycle's minute and its round when one was committed then. \`interval=round\` (default) serves the committed five-minute rounds' distributions, at most ${DISTRIBUTION_WINDOW_MAX_MS.round / 86_400_000} days a window; \`interval=1m\` every distribution a minute cycle stored, at most one day a window. \`to\` defaults to the end of the current minute, \`from\` to a day before \`to\`. ${DISTRIBUTIONS_PAGE_SIZE_DEFAULT} a page by default (\`page_size\` at most ${DISTRIBUTIONS_PAGE_SIZE_MAX}). An inverted or too long window, or an unknown interval, answers 400 invalid-parameter; a page past the last 404 page-not-found. A minute whose cycle stored no distribution is absent, never filled from another.`,
  query: DistributionHistoryQuery,
  schema: DistributionHistoryResponse,
  example: DISTRIBUTION_HISTORY_EXAMPLE,
  headers: INDEX_LINK_HEADER,
  problems: ["page-not-found"],
});

/** A stored distribution as the history and the scored outcomes serve it. */
export function distributionItem(stored: StoredDistribution) {
  return { round_id: stored.roundId, ...distributionMembers(stored) };
}

export function registerGetDistributionHistory(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const query = c.req.valid("query");
    const interval = query.interval ?? "round";
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DISTRIBUTIONS_PAGE_SIZE_DEFAULT;
    const window = distributionWindow(query, Date.now());
    const { total, rows } = await readIndex("distribution history", () =>
      distributionHistory(c.env.DB, row.symbol, interval, window, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      }),
    );
    return answerPage(c, {
      path: indexPath(row.slug, "/distributions"),
      page,
      pageSize,
      total,
      of: `${row.symbol}'s distributions in this window`,
      data: {
        type: "index_distribution_history" as const,
        ...identity(row),
        interval,
        from: rfc3339(window.fromMs),
        to: rfc3339(window.toMs),
        items: rows.map(distributionItem),
      },
    });
  });
}
