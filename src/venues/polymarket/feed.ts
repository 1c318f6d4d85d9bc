/**
 * Polymarket's live feed: the CLOB market channel (public), its subscribe and update messages, its frames,
 * the `PING` keepalive, and the CLOB REST book that rebuilds a market.
 */
import { z } from "zod";
import { type FeedAdapter, type FeedBudget, httpForm, levelsOf } from "../shared/feed.ts";
import { endpoint } from "../shared/request-helpers.ts";
import { readGammaMarket } from "./polymarket-normalize.ts";
import { clobBookSchema } from "./polymarket-schema.ts";
import {
  POLYMARKET_PING,
  POLYMARKET_PING_INTERVAL_MS,
  polymarketSubscribe,
  polymarketSubscriptionUpdate,
} from "./ws/polymarket-ws-commands.ts";
import { clobRestSnapshot, parsePolymarketFrame } from "./ws/polymarket-ws-parse.ts";

export const polymarketFeed: FeedAdapter = {
  streamKey: (_marketId, venueRef) => venueRef.yes_token_id ?? null,
  url: (env) => httpForm(env.POLYMARKET_WS_URL),
  handshake: async () => ({
    ok: true,
    headers: {},
    depth: "live",
    detail: "Connected to the venue's market-data WebSocket.",
  }),
  subscribe: (keys) => [polymarketSubscribe(keys)],
  updateKeys: (keys, action) => [
    polymarketSubscriptionUpdate(keys, action === "add" ? "subscribe" : "unsubscribe"),
  ],
  // A Polymarket market (Gamma id) streams by its YES token: the outcome labelled Yes, else the first.
  async resolveKey(env, market, client) {
    const url = endpoint(
      env.POLYMARKET_GAMMA_URL,
      `/markets/${encodeURIComponent(market)}`,
      new URLSearchParams(),
    );
    const answer = await client.getJson(url, z.unknown());
    if (!answer.ok) return { ok: false, reason: answer.status === 404 ? "unknown" : "unreachable" };
    const read = readGammaMarket(answer.value, "polymarket_gamma_market");
    if (!read.ok || read.value.id !== market) return { ok: false, reason: "unreachable" };
    const outcomes = read.value.outcomes;
    const yes = outcomes.find((o) => o.label.toLowerCase() === "yes") ?? outcomes[0];
    if (!read.value.hasLiveBooks || !yes?.tokenId) return { ok: false, reason: "closed" };
    return { ok: true, key: yes.tokenId };
  },
  deltaMode: "set",
  parse: (text) => parsePolymarketFrame(text),
  keepalive: { text: POLYMARKET_PING, everyMs: POLYMARKET_PING_INTERVAL_MS },
  probe: () => POLYMARKET_PING,
  async restBook(env, key, client) {
    const url = endpoint(env.POLYMARKET_CLOB_URL, "/book", new URLSearchParams({ token_id: key }));
    const answer = await client.getJson(url, clobBookSchema);
    if (!answer.ok) return { ok: false, reason: answer.reason };
    const time = Number(answer.value.timestamp);
    return levelsOf(
      clobRestSnapshot(answer.value),
      answer.value.hash ?? null,
      Number.isSafeInteger(time) && time > 0 ? time : null,
    );
  },
};

/** Markets per feed shard: 500 asset ids; one shard for subscribers' markets. */
export const POLYMARKET_FEED_BUDGET: FeedBudget = { marketsPerShard: 500, subscriberShards: 1 };
