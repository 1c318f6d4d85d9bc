import { decimalFromNumber, formatDecimal } from "../../../domain/decimal.ts";
import type { OhlcWire } from "../../../domain/history.ts";
import { historyVersion, instrumentHistory } from "../../../indices/routes/instruments/reads.ts";
import type { InstrumentRow } from "../../../indices/store/indices.ts";
import { TtlCache } from "../../../platform/cache/ttl-cache.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { memoizedJsonRead, type Representation } from "../../../platform/http/respond.ts";
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

/** Identical reads of one series version (historyVersion) within 5 s share one build. */
export const LEGACY_HISTORY_BODIES = new TtlCache<string, Representation>({ ttlMs: 5_000, maxEntries: 200 });

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
    const version = await historyVersion(c.env.DB, row, "service-unavailable", nowMs);
    return memoizedJsonRead(
      c,
      LEGACY_HISTORY_BODIES,
      `${marketPath(row.slug, "/history")}?range=${range}&resolution=${requested}#${version}`,
      async () => {
        const history = await instrumentHistory(
          c.env.DB,
          row,
          range,
          requested,
          nowMs,
          "service-unavailable",
        );
        return {
          symbol: row.symbol,
          slug: row.slug,
          range,
          resolution: history.resolution,
          points: history.buckets.map((bucket) => legacyPoint(row, bucket)),
        };
      },
      "current",
    );
  });
}
