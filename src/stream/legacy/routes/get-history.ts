import { decimalFromNumber, formatDecimal } from "../../../domain/decimal.ts";
import type { OhlcWire } from "../../../domain/history.ts";
import { historyRead } from "../../../indices/routes/instruments/reads.ts";
import type { InstrumentRow } from "../../../indices/store/indices.ts";
import type { App } from "../../../platform/http/app-types.ts";
import EXAMPLES from "../examples.json" with { type: "json" };
import { LegacyHistoryQuery, LegacyHistorySchema, MarketSymbolParam } from "./schema.ts";
import { legacyRoute, marketPath, resolveMarket } from "./shared.ts";

const route = legacyRoute({
  path: "/history",
  params: MarketSymbolParam,
  operationId: "getLegacyMarketHistory",
  summary: "OHLC history of one market (legacy)",
  description:
    "OHLC buckets over the requested window (default `range=1d`, `resolution=auto`) from the stored minute ticks — the same series as /api/v1 history, in the legacy point shape: bucket start `time`, `open`/`high`/`low`/`close` numbers and `close_decimal`. Indicative, never settlement grade. Unversioned legacy shape: no v1 envelope.",
  query: LegacyHistoryQuery,
  schema: LegacyHistorySchema,
  example: EXAMPLES.history,
  problems: ["unsupported-history-resolution"],
});

/** `close` as the exact decimal it was stored as: ticks hold `decimals` places, so this round-trips. */
function closeDecimal(row: InstrumentRow, close: number): string {
  const scaled = decimalFromNumber(close);
  return scaled === null ? String(close) : formatDecimal(scaled, row.decimals);
}

export function legacyPoint(row: InstrumentRow, bucket: OhlcWire) {
  return {
    time: bucket.start_at,
    open: bucket.open,
    high: bucket.high,
    low: bucket.low,
    close: bucket.close,
    close_decimal: closeDecimal(row, bucket.close),
  };
}

export function registerGetMarketHistory(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveMarket(c, c.req.valid("param").symbol);
    const { range, resolution: requested } = c.req.valid("query");
    const nowMs = Date.now();
    return historyRead(
      c,
      {
        row,
        range,
        requested,
        nowMs,
        unavailable: "service-unavailable",
        key: `${marketPath(row.slug, "/history")}?range=${range}&resolution=${requested}`,
      },
      (history) => ({
        symbol: row.symbol,
        slug: row.slug,
        range,
        resolution: history.resolution,
        points: history.buckets.map((bucket) => legacyPoint(row, bucket)),
      }),
    );
  });
}
