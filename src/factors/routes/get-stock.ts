import { FRESHNESS_BUDGET_SECONDS } from "../../domain/factor-themes/index.ts";
import { snapshotMaxBytes } from "../../lake/routes/config.ts";
import type { App } from "../../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../../platform/http/cache-control.ts";
import { READ_HEADERS } from "../../platform/http/openapi-responses.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import type { ProblemSlug } from "../../platform/http/problem-catalog.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { CALENDAR_BUDGET_MS } from "../calendar.ts";
import { defaultEdgeCache } from "../edge-cache.ts";
import { readFactorStock } from "../read-stock.ts";
import { FactorResponseSchema } from "../response.ts";
import { factorStockExample } from "./examples.ts";
import { TickerParam } from "./schema.ts";

export const FACTOR_STOCKS_PATH = "/api/v1/factors/stocks";

/** Every problem the route can answer with, from the access middleware to the price read. */
export const FACTOR_PROBLEMS: ProblemSlug[] = [
  "invalid-parameter",
  "credential-in-query",
  "credential-required",
  "credential-invalid",
  "credential-scope",
  "uri-too-long",
  "header-fields-too-large",
  "rate-limited",
  "invalid-ticker",
  "not-an-equity",
  "unknown-equity",
  "equity-source-unavailable",
  "equity-history-unavailable",
  "pricefeed-unavailable",
  "factors-unconfigured",
  "service-unavailable",
];

const base = readRoute({
  tag: "Factors",
  path: `${FACTOR_STOCKS_PATH}/{ticker}`,
  operationId: "getFactorStock",
  summary: "Factor research response for one stock",
  description: [
    "Relates one stock to six prediction-market themes. Research only: nothing in the response is an order, a trade size or a hedge ratio. A key with the `factors:read` scope is required (no key: 401 credential-required). Every answer, success or problem, carries `Cache-Control: no-store`; there is no v1 envelope (the response has its own `schema_version`).",
    `**Equity.** Quote and up to 400 daily sessions from a third-party price provider; one ticker's answer is reused for up to 15 s (\`equity.quote.as_of\` says when the quote was priced). A failed price read is a problem, never a partial body: quote read failed → 503 equity-source-unavailable; history read failed or no session with a close → 503 equity-history-unavailable; the provider's session could not be opened, or both reads failed in transport → 503 pricefeed-unavailable; the provider does not know the symbol → 404 unknown-equity; a fund, index or currency → 422 not-an-equity. Each 503 carries Retry-After.`,
    `**Calendar.** Earnings, dividends, splits and material 8-K filings of a U.S. primary listing, from the price provider and the securities regulator's filing system, built within ${CALENDAR_BUDGET_MS / 1000} s (else UNAVAILABLE with the fixed "did not respond within the time budget" sentence). Provider calendar data is cached up to 6 hours (a fresh read always wins), filing data up to 24 hours.`,
    `**Themes.** Each theme's level is read from the newest lake snapshot of each venue (\`sources.venue_*.source_object\` names it), so every contract's bid, ask, mid, probability, volume and close_time equal the tape's row. Quotes older than ${FRESHNESS_BUDGET_SECONDS} s never count towards a level.`,
    "**Models.** The exposure model, proxy model score, P&L comparison, mimicking portfolio, the stored execution backtest and its gates are computed on each request from stored inputs only: the theme contracts' daily close series, collected from the venues' history endpoints once an hour into the store, the equity history above and the contracts' quotes on the newest tape. Until the first collection has stored a series, every model member is UNAVAILABLE with reason `proxy_history_not_collected` and carries no number.",
    "**Completed sessions only.** A session enters the models when its 16:00 New York close is at or before both the moment the equity history was read and the moment the contract closes were collected: the session still trading is left out (its price is not a close), and so is a closed session until the next hourly collection has its contract closes, rather than pairing a price with an older probability. `model_inputs` states when each input was collected and the newest session the models use.",
    `**Current probabilities.** The proxy model score uses each fitted proxy's quote on the newest tape only while it is fresh (at most ${FRESHNESS_BUDGET_SECONDS} s old): a stale proxy does not count and is listed in \`proxy_model_score.excluded\`; with some proxies stale the score is PARTIAL, with none current UNAVAILABLE (\`no_current_probability\`).`,
    "**Configuration.** A deployment without the route's upstream configuration (base URLs and the upstream identities) answers 503 factors-unconfigured before any upstream call.",
  ].join("\n\n"),
  params: TickerParam,
  schema: FactorResponseSchema,
  example: factorStockExample,
  responseDescription: "The factor research response (`Cache-Control: no-store`).",
  commonProblems: FACTOR_PROBLEMS,
});

const route = {
  ...base,
  // The factor plane has no anonymous access: only the key schemes, not the optional `{}`.
  security: [{ apiKeyHeader: [] }, { bearerKey: [] }] as Record<string, string[]>[],
  responses: {
    ...base.responses,
    200: {
      ...base.responses[200],
      headers: {
        ...READ_HEADERS,
        "Cache-Control": {
          description: "Always `no-store`: research answers are never kept.",
          schema: { type: "string" },
        } as const,
      },
    },
  },
};

export function registerGetStock(app: App) {
  app.openapi(route, async (c) => {
    const result = await readFactorStock(c.req.valid("param").ticker, {
      env: c.env,
      snapshotMaxBytes: snapshotMaxBytes(c.env),
      cache: defaultEdgeCache(),
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    });
    if (!result.ok) throw new ProblemError(result.slug, { detail: result.detail });
    return c.json(result.body, 200, { "Cache-Control": CACHE_POLICIES.none });
  });
}
