import { latestTickNow } from "../../../indices/store/indices.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import EXAMPLES from "../examples.json" with { type: "json" };
import { legacyMarket } from "../market.ts";
import { LegacyMarketResponseSchema, MarketSymbolParam } from "./schema.ts";
import { legacyRoute, resolveMarket, statusMinute } from "./shared.ts";

const route = legacyRoute({
  path: "",
  params: MarketSymbolParam,
  operationId: "getLegacyMarket",
  summary: "One market with its latest value (legacy)",
  description:
    "One public index or benchmark, by symbol or slug in any case, as the same legacy market object the list and the `/ws` stream carry (its `status` evaluated at the current minute). Unversioned legacy shape: no v1 envelope.",
  schema: LegacyMarketResponseSchema,
  example: EXAMPLES.market,
});

export function registerGetMarket(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveMarket(c, c.req.valid("param").symbol);
    const asOf = statusMinute();
    const tick = await failClosed(() => latestTickNow(c.env.DB, row.symbol), { what: "latest value" });
    return jsonRead(c, { market: legacyMarket(row, tick, asOf) }, "current");
  });
}
