/**
 * The messages pix sends on Polymarket's market channel: on connecting `{ "assets_ids": [...],
 * "type": "market" }` (token ids), later `{ "assets_ids": [...], "operation": "subscribe" |
 * "unsubscribe" }`, and the text `PING` about every 10 seconds (answered `PONG`).
 */

export const POLYMARKET_PING = "PING";
/** How often to send `PING`, in milliseconds. */
export const POLYMARKET_PING_INTERVAL_MS = 10_000;

export function polymarketSubscribe(assetIds: readonly string[]): string {
  return JSON.stringify({ assets_ids: assetIds, type: "market" });
}

export function polymarketSubscriptionUpdate(
  assetIds: readonly string[],
  operation: "subscribe" | "unsubscribe",
): string {
  return JSON.stringify({ assets_ids: assetIds, operation });
}
