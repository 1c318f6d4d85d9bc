/** Zeta's trade listing: `GET /trades?from_ms=&to_ms=`, one page, each print checked like every venue's. */
import { z } from "zod";
import type { HttpClient } from "../../../../src/venues/http/client.ts";
import { endpoint } from "../../../../src/venues/shared/request-helpers.ts";
import {
  printValues,
  type TradeListing,
  type TradeRow,
  type TradeWindow,
} from "../../../../src/venues/shared/trade-print.ts";

const STAGE = "zeta_trades";
const tradesSchema = z.object({
  trades: z.array(
    z.object({
      id: z.string(),
      market: z.string(),
      price: z.string(),
      size: z.string(),
      side: z.enum(["buy", "sell"]),
      at_ms: z.number().int(),
    }),
  ),
});

export async function fetchZetaTrades(
  baseUrl: string,
  window: TradeWindow,
  client: HttpClient,
): Promise<TradeListing> {
  const query = new URLSearchParams({ from_ms: String(window.fromMs), to_ms: String(window.toMs) });
  const result = await client.getJson(endpoint(baseUrl, "/trades", query), tradesSchema);
  if (!result.ok) return { trades: [], failures: [{ reason: result.reason, stage: STAGE }] };
  const trades: TradeRow[] = [];
  const failures: TradeListing["failures"] = [];
  const receivedAt = new Date(result.receivedAtMs).toISOString();
  for (const print of result.value.trades) {
    const values = printValues(STAGE, print.market, {
      price: print.price,
      size: print.size,
      timeMs: print.at_ms,
    });
    if ("reason" in values) failures.push(values);
    else
      trades.push({
        trade_id: print.id,
        market_id: print.market,
        token_id: null,
        outcome: null,
        ...values,
        taker_side: print.side,
        received_at: receivedAt,
      });
  }
  return { trades, failures };
}
