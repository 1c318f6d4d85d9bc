import { rfc3339 } from "../../../domain/clock.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { keyEntitlements } from "../../../platform/http/entitled.ts";
import { jsonRead } from "../../../platform/http/respond.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import EXAMPLES from "../examples.json" with { type: "json" };
import { readLegacyMarkets } from "../read-markets.ts";
import { LegacyMarketListSchema } from "./schema.ts";
import { legacyRoute, statusMinute } from "./shared.ts";

const route = legacyRoute({
  path: "",
  operationId: "listLegacyMarkets",
  summary: "Every market with its latest value (legacy)",
  description:
    "Every public index and benchmark as a legacy market: identity, `status` (live, stale or pending), the latest value with its exact decimal, and its clocks. Stale values are shown and flagged `stale`, never dropped. A key with an entitlement list sees only its markets. Unversioned legacy shape: no v1 envelope.",
  schema: LegacyMarketListSchema,
  example: EXAMPLES.markets,
});

export function registerListMarkets(app: App) {
  app.openapi(route, async (c) => {
    const asOf = statusMinute();
    const [markets, entitled] = await Promise.all([
      failClosed(() => readLegacyMarkets(c.env.DB, asOf), { what: "markets" }),
      keyEntitlements(c),
    ]);
    const visible = entitled === null ? markets : markets.filter((m) => entitled.includes(m.slug));
    return jsonRead(c, { markets: visible, count: visible.length, as_of: rfc3339(asOf) }, "current");
  });
}
