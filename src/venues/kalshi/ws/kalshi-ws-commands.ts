/**
 * The commands pix sends on Kalshi's WebSocket: `{ "id": n, "cmd": "subscribe", "params": { "channels":
 * [...], "market_tickers": [...] } }`, `{ "id": n, "cmd": "update_subscription", "params": { "sids": [sid],
 * "market_tickers": [...], "action": "add_markets" | "delete_markets" } }` (more or fewer tickers on an open
 * subscription, in its own sequence) and `{ "id": n, "cmd": "unsubscribe", "params": { "sids": [...] } }`.
 and `{ "id": n, "cmd": "list_subscriptions" }` (answered at once with `{ "id": n, "type": "ok", "msg":
 * [{ "channel", "sid" }, …] }`: the feed's probe of a quiet connection).
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

/**
 * Adds tickers to (or deletes them from) the open subscription `sid`; its sequence numbers carry on.
 * Kalshi takes exactly one subscription id per update.
 */
export function kalshiUpdateMarkets(
  id: number,
  sid: number,
  marketTickers: readonly string[],
  action: "add_markets" | "delete_markets",
): string {
  return JSON.stringify({
    id,
    cmd: "update_subscription",
    params: { sids: [sid], market_tickers: marketTickers, action },
  });
}

/** Asks for the connection's subscriptions: a command the venue answers at once, whatever the markets do. */
export function kalshiListSubscriptions(id: number): string {
  return JSON.stringify({ id, cmd: "list_subscriptions" });
}
