import type { App } from "../../platform/http/app-types.ts";
import { problem } from "../../platform/http/problem.ts";
import { TICKER_RULE } from "../read-stock.ts";
import { FACTOR_STOCKS_PATH, registerGetStock } from "./get-stock.ts";

/** The factor research plane (docs/factors.md "Factor research route"): one stock against six prediction-market themes. */
export function registerFactorRoutes(app: App) {
  // An empty ticker (`…/stocks/`) matches no `{ticker}`: it is a malformed ticker, not an unknown path.
  app.use(`${FACTOR_STOCKS_PATH}/`, async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    return problem(c, "invalid-ticker", { detail: `The ticker must be ${TICKER_RULE}.` });
  });
  registerGetStock(app);
}
