import { describe, expect, it } from "vitest";
import { parseClobBook } from "../../../../src/venues/polymarket/polymarket-schema.ts";
import {
  POLYMARKET_PING,
  polymarketSubscribe,
  polymarketSubscriptionUpdate,
} from "../../../../src/venues/polymarket/ws/polymarket-ws-commands.ts";
import {
  clobRestSnapshot,
  parsePolymarketFrame,
} from "../../../../src/venues/polymarket/ws/polymarket-ws-parse.ts";
import { MAX_FRAME_BYTES } from "../../../../src/venues/shared/market-event.ts";
import restBooks from "../../../fixtures/upstreams/polymarket/clob-books.json";
import book from "../../../fixtures/upstreams/polymarket/ws/book.json?raw";
import bookOnSubscribe from "../../../fixtures/upstreams/polymarket/ws/book-on-subscribe.json?raw";
import hostile from "../../../fixtures/upstreams/polymarket/ws/hostile.json";
import lastTrade from "../../../fixtures/upstreams/polymarket/ws/last_trade_price.json?raw";
import pong from "../../../fixtures/upstreams/polymarket/ws/pong.txt?raw";
import priceChange from "../../../fixtures/upstreams/polymarket/ws/price_change.json?raw";
import tickSize from "../../../fixtures/upstreams/polymarket/ws/tick_size_change.json?raw";

const YES = "71321045679252212594626385532706912750332728571942532289631379312455583992563";
const NO = "52114319501245915516055106046884209969926127482827954674443846427813813222426";
const base = { venue: "polymarket", sid: null, seq: null };

describe("parsePolymarketFrame: the recorded frames", () => {
  it("a book: the token's levels as exact text, its clock, tick size and hash", () => {
    expect(parsePolymarketFrame(book)).toEqual({
      ok: true,
      events: [
        {
          kind: "book",
          ...base,
          market: YES,
          venue_time_ms: 1795356187412,
          bids: [
            { price: "0.5500", size: "1200.00" },
            { price: "0.5800", size: "640.50" },
            { price: "0.6000", size: "312.00" },
            { price: "0.6100", size: "150.25" },
          ],
          asks: [
            { price: "0.6800", size: "900.00" },
            { price: "0.6500", size: "410.00" },
            { price: "0.6300", size: "220.00" },
            { price: "0.6200", size: "88.40" },
          ],
          tick_size: "0.0100",
          hash: "a1f3c0de9b8e7d6c5b4a39281706f5e4d3c2b1a0",
        },
      ],
    });
  });

  it("the stream's book and the REST book (POST /books) of the same token are the same book", () => {
    const parsed = parseClobBook(restBooks[0]);
    if (!parsed.success) throw new Error("REST book did not parse");
    const rest = clobRestSnapshot(parsed.data);
    const stream = parsePolymarketFrame(book);
    expect(rest.ok && stream.ok && stream.events[0]).toMatchObject(rest.ok ? rest.value : {});
  });

  it("the books sent on subscribing come as one array, prices without a leading zero read", () => {
    const parsed = parsePolymarketFrame(bookOnSubscribe);
    expect(parsed.ok && parsed.events.map((event) => event.market)).toEqual([YES, NO]);
    expect(parsed).toMatchObject({
      ok: true,
      events: [
        { kind: "book", bids: [{ price: "0.6000" }, { price: "0.6100" }] },
        { kind: "book", asks: [] },
      ],
    });
  });

  it("a price_change: one delta per entry, absolute sizes, BUY = bids, SELL = asks, the venue's top after it", () => {
    const delta = { kind: "delta", ...base, venue_time_ms: 1795356190031, mode: "set" };
    expect(parsePolymarketFrame(priceChange)).toEqual({
      ok: true,
      events: [
        {
          ...delta,
          market: YES,
          side: "bid",
          price: "0.6100",
          amount: "0.00",
          venue_top: { bid: "0.6000", ask: "0.6200" },
          // The venue's digest of the token's book after the change, carried through.
          hash: "56621a121a47ed9333273e21c83b660cff37ae50",
        },
        {
          ...delta,
          market: NO,
          side: "ask",
          price: "0.3900",
          amount: "250.00",
          venue_top: { bid: "0.3800", ask: "0.3900" },
          hash: "9d2a0f4e6b1c3d5e7f8091a2b3c4d5e6f7081920",
        },
      ],
    });
  });

  it("a last_trade_price: price, size and the taker's side", () => {
    expect(parsePolymarketFrame(lastTrade)).toEqual({
      ok: true,
      events: [
        {
          kind: "trade",
          ...base,
          market: YES,
          venue_time_ms: 1795356191207,
          price: "0.6200",
          size: "88.40",
          taker: "buy",
          trade_id: "0x4c1f7a2e9b3d5c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60",
        },
      ],
    });
  });

  it("a tick_size_change is a status event carrying the new tick", () => {
    expect(parsePolymarketFrame(tickSize)).toEqual({
      ok: true,
      events: [
        {
          kind: "status",
          ...base,
          market: YES,
          venue_time_ms: 1795356301550,
          status: "tick_size_change",
          result: null,
          tick_size: "0.0010",
          close_time_ms: null,
        },
      ],
    });
  });

  it("the PONG keepalive answer is a control event; an empty array is no event", () => {
    expect(parsePolymarketFrame(pong)).toMatchObject({
      ok: true,
      events: [{ kind: "control", control: "pong" }],
    });
    expect(parsePolymarketFrame("[]")).toEqual({ ok: true, events: [] });
  });

  it("an empty side's best price (0 bid, 1 ask) is no price", () => {
    const frame = JSON.stringify({
      event_type: "price_change",
      market: "0xabc",
      price_changes: [
        { asset_id: YES, price: "0.5", size: "0", side: "SELL", hash: "0", best_bid: "0", best_ask: "1" },
      ],
      timestamp: "1795356190031",
    });
    expect(parsePolymarketFrame(frame)).toMatchObject({
      ok: true,
      events: [{ venue_top: { bid: null, ask: null } }],
    });
  });
});

describe("parsePolymarketFrame: hostile frames", () => {
  for (const { name, reason, text } of hostile) {
    it(`refuses ${name} (${reason})`, () => {
      expect(parsePolymarketFrame(text)).toMatchObject({ ok: false, venue: "polymarket", reason });
    });
  }

  it("refuses a frame over the byte limit before reading it", () => {
    const level = '{"price":"0.55","size":"1200"},';
    const huge = `{"event_type":"book","asset_id":"${YES}","bids":[${level.repeat(40_000)}],"asks":[],"timestamp":"1"}`;
    expect(huge.length).toBeGreaterThan(MAX_FRAME_BYTES);
    expect(parsePolymarketFrame(huge)).toMatchObject({ ok: false, reason: "frame_too_large" });
  });
});

describe("Polymarket commands", () => {
  it("subscribes the market channel by token id, then adds and drops tokens", () => {
    expect(JSON.parse(polymarketSubscribe([YES, NO]))).toEqual({ assets_ids: [YES, NO], type: "market" });
    expect(JSON.parse(polymarketSubscriptionUpdate([NO], "unsubscribe"))).toEqual({
      assets_ids: [NO],
      operation: "unsubscribe",
    });
    expect(POLYMARKET_PING).toBe("PING");
  });
});
