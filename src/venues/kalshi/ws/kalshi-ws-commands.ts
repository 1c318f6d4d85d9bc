/**
 * The commands pix sends on Kalshi's WebSocket: `{ "id": n, "cmd": "subscribe", "params": { "channels":
 * [...], "market_tickers": [...] } }` and `{ "id": n, "cmd": "unsubscribe", "params": { "sids": [...] } }`.
 * `id` is the client's command number, echoed by the answer (`subscribed`, `ok`, `error`). Without
 * tickers a channel covers every market (`market_lifecycle_v2` is meant that way); `orderbook_delta`
 * needs tickers and a signed connection (./sign.ts).
 */

export type KalshiChannel = "orderbook_delta" | "trade" | "market_lifecycle_v2" | "ticker";

export function kalshiSubscribe(
  id: number,
  channels: readonly KalshiChannel[],
  marketTickers: readonly string[] = [],
): string {
  const params = marketTickers.length === 0 ? { channels } : { channels, market_tickers: marketTickers };
  return JSON.stringify({ id, cmd: "subscribe", params });
}

export function kalshiUnsubscribe(id: number, sids: readonly number[]): string {
  return JSON.stringify({ id, cmd: "unsubscribe", params: { sids } });
}
