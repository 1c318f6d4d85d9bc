/**
 * Kalshi without an API key: a local pix with no Kalshi key on the simulator (whose Kalshi WebSocket
 * accepts an unsigned connection for its public channels). The Kalshi feed follows the public `ticker`
 * and `trade` channels: its status says `live` with `depth: rest_only`, the ticker and trades channels
 * move between minutes, an index on Kalshi's contracts is recomputed from the venue's own tickers, and a
 * Kalshi book channel is refused. Polymarket's WebSocket is switched off here, so every live value
 * comes from Kalshi.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalPix, startLocalPix, TEST_SECRETS } from "../../../scripts/lib/local-pix.ts";
import { simulatorUpstreamVars } from "../../../scripts/lib/upstreams.ts";
import { type SimulatorServer, startSimulatorServer } from "../../../simulator/server.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../../src/catalog/store.ts";
import { Client } from "../../support/node/stream-client.ts";

let simulator: SimulatorServer;
let pix: LocalPix;
/** PIXCPI's Kalshi contracts: the first one's channels are refused or followed, the others' tickers watched. */
let kalshiMarkets: string[] = [];
let kalshiMarket = "";

const AUTH = { Authorization: `Bearer ${TEST_SECRETS.REFRESH_TOKEN}` };

async function refresh(query: string) {
  const res = await fetch(`${pix.url}/api/refresh${query}`, { method: "POST", headers: AUTH });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Record<string, unknown> };
}

beforeAll(async () => {
  simulator = await startSimulatorServer({ port: 0, host: "127.0.0.1" });
  pix = await startLocalPix({
    progress: () => {},
    // No KALSHI_API_KEY_ID nor KALSHI_PRIVATE_KEY (TEST_SECRETS leaves them empty).
    secrets: { ...TEST_SECRETS },
    vars: {
      ...simulatorUpstreamVars(Number(new URL(simulator.url).port)),
      POLYMARKET_WS_URL: "",
      IP_RATE_LIMIT_PER_MINUTE: "1000000",
    },
  });
  const db = (await pix.mf.getD1Database("DB")) as unknown as D1Database;
  await seedCatalog(db);
  const cpi = (await loadCycleCatalog(db)).find((i) => i.symbol === "PIXCPI");
  kalshiMarkets = (cpi?.contracts ?? []).filter((c) => c.venue === "kalshi").map((c) => c.marketId);
  kalshiMarket = kalshiMarkets[0] ?? "";
  expect(kalshiMarket).not.toBe("");
  // Events drawn among the 47 followed markets: enough that PIXCPI's move within seconds.
  const control = await fetch(`${simulator.url}/_control/streams`, {
    method: "POST",
    body: JSON.stringify({ venue: "kalshi", eventsPerSecond: 200 }),
  });
  expect(control.ok).toBe(true);
}, 180_000);

afterAll(async () => {
  await pix?.stop();
  await simulator?.close();
});

describe("Kalshi without an API key", () => {
  let client: Client;

  beforeAll(async () => {
    const feeds = (await refresh("?plane=feeds")).data.feeds as {
      venue: string;
      state: string;
      depth: string;
    }[];
    expect(feeds.find((f) => f.venue === "kalshi")).toMatchObject({ state: "live", depth: "rest_only" });
    client = new Client(`${pix.url.replace("http", "ws")}/ws?version=2`);
    await client.opened;
  }, 60_000);

  afterAll(() => client?.ws.close());

  it("says live with depth rest_only, and why, in the venue's status", async () => {
    const status = await client.wait((m) => m.type === "status" && m.venue === "kalshi");
    expect(status).toMatchObject({ state: "live", depth: "rest_only" });
    expect(status.type === "status" && status.detail).toMatch(
      /order books are REST-only without a Kalshi API key/,
    );
  });

  it("refuses the book channel and sends the ticker and trades channels between minutes", async () => {
    const tickerChannels = kalshiMarkets.map((m) => `ticker:kalshi:${m}`);
    const tradeChannels = kalshiMarkets.map((m) => `trades:kalshi:${m}`);
    const book = `book:kalshi:${kalshiMarket}`;
    client.send({ type: "subscribe", channels: [...tickerChannels, ...tradeChannels, book] });
    const subscribed = await client.wait((m) => m.type === "subscribed");
    if (subscribed.type !== "subscribed") throw new Error("not subscribed");
    expect(subscribed.added).toEqual([...tickerChannels, ...tradeChannels]);
    expect(subscribed.rejected).toEqual([
      {
        channel: book,
        reason: expect.stringMatching(
          /^pix streams kalshi's tickers and trades but not its order books: .*REST-only/,
        ),
      },
    ]);
    // Several tickers and a trade, with no minute cycle run since the feed started.
    const tickers = () => client.messages.filter((m) => m.type === "ticker");
    while (tickers().length < 4)
      await client.wait((m) => m.type === "ticker", 20_000, client.messages.length);
    await client.wait((m) => m.type === "trade", 20_000);
    for (const message of tickers()) {
      if (message.type !== "ticker") continue;
      expect(tickerChannels).toContain(message.channel);
      expect(message.venue_time).toMatch(/Z$/);
      // The venue's own top: a bid below the ask, and their mid between them.
      if (message.best_bid !== null && message.best_ask !== null) {
        expect(Number(message.best_bid)).toBeLessThan(Number(message.best_ask));
        expect(Number(message.mid)).toBeCloseTo((Number(message.best_bid) + Number(message.best_ask)) / 2, 9);
      }
    }
    expect(tickers().some((m) => m.type === "ticker" && m.best_bid !== null)).toBe(true);
    expect(client.messages.some((m) => "channel" in m && m.channel === book)).toBe(false);
  }, 60_000);

  it("recomputes an index on Kalshi's contracts from the live tickers between minutes", async () => {
    // A stored minute seeds the live index; Polymarket streams nothing here, so every later value comes
    // from Kalshi's tickers.
    await refresh("");
    const watcher = new Client(`${pix.url.replace("http", "ws")}/ws?version=2`);
    try {
      await watcher.opened;
      watcher.send({ type: "subscribe", channels: ["index:PIXCPI"] });
      await watcher.wait((m) => m.type === "subscribed");
      const values = () => watcher.messages.filter((m) => m.type === "index");
      const startedMs = Date.now();
      while (values().length < 3 && Date.now() - startedMs < 40_000) {
        await watcher.wait((m) => m.type === "index", 40_000, watcher.messages.length);
      }
      expect(values().length).toBeGreaterThanOrEqual(3);
      for (const value of values()) expect(value).toMatchObject({ indicative: true, official: false });
      // The feed holds no Kalshi book, so the lake's book tape gets none from it.
      const feeds = (await refresh("?plane=feeds")).data.feeds as { venue: string; books_synced: number }[];
      expect(feeds.find((f) => f.venue === "kalshi")?.books_synced).toBe(0);
    } finally {
      watcher.ws.close();
    }
  }, 60_000);
});
