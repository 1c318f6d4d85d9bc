import { describe, expect, it } from "vitest";
import { kalshiOrderbookSchema } from "../../../../src/venues/kalshi/kalshi-schema.ts";
import { kalshiSubscribe } from "../../../../src/venues/kalshi/ws/kalshi-ws-commands.ts";
import { kalshiRestSnapshot, parseKalshiFrame } from "../../../../src/venues/kalshi/ws/kalshi-ws-parse.ts";
import { MAX_FRAME_BYTES } from "../../../../src/venues/shared/market-event.ts";
import restBook from "../../../fixtures/upstreams/kalshi/orderbook-KXFED-26DEC-T3.75.json";
import errorFrame from "../../../fixtures/upstreams/kalshi/ws/error.json?raw";
import eventLifecycle from "../../../fixtures/upstreams/kalshi/ws/event_lifecycle.json?raw";
import hostile from "../../../fixtures/upstreams/kalshi/ws/hostile.json";
import lifecycle from "../../../fixtures/upstreams/kalshi/ws/market_lifecycle_v2.json?raw";
import okFrame from "../../../fixtures/upstreams/kalshi/ws/ok.json?raw";
import delta from "../../../fixtures/upstreams/kalshi/ws/orderbook_delta.json?raw";
import deltaNoMs from "../../../fixtures/upstreams/kalshi/ws/orderbook_delta-no-ts-ms.json?raw";
import snapshot from "../../../fixtures/upstreams/kalshi/ws/orderbook_snapshot.json?raw";
import settled from "../../../fixtures/upstreams/kalshi/ws/orderbook_snapshot-settled.json?raw";
import subscribed from "../../../fixtures/upstreams/kalshi/ws/subscribed.json?raw";
import ticker from "../../../fixtures/upstreams/kalshi/ws/ticker.json?raw";
import trade from "../../../fixtures/upstreams/kalshi/ws/trade.json?raw";
import unsubscribed from "../../../fixtures/upstreams/kalshi/ws/unsubscribed.json?raw";

const TICKER = "KXFED-26DEC-T3.75";
const base = { venue: "kalshi", market: TICKER };

describe("parseKalshiFrame: the recorded frames", () => {
  it("an orderbook_snapshot: YES bids are bids, NO bids become asks at 1 − p", () => {
    expect(parseKalshiFrame(snapshot)).toEqual({
      ok: true,
      events: [
        {
          kind: "book",
          ...base,
          sid: 2,
          seq: 1,
          venue_time_ms: null,
          bids: [
            { price: "0.3900", size: "250.00" },
            { price: "0.4100", size: "120.00" },
            { price: "0.4200", size: "35.00" },
          ],
          asks: [
            { price: "0.4500", size: "80.00" },
            { price: "0.4400", size: "64.00" },
            { price: "0.4300", size: "410.00" },
          ],
          tick_size: null,
          hash: null,
        },
      ],
    });
  });

  it("a settled market's snapshot without sides is an empty book", () => {
    expect(parseKalshiFrame(settled)).toMatchObject({
      ok: true,
      events: [{ kind: "book", bids: [], asks: [] }],
    });
  });

  it("the stream's snapshot and the REST book of the same market are the same book", () => {
    const rest = kalshiRestSnapshot(kalshiOrderbookSchema.parse(restBook));
    const stream = parseKalshiFrame(snapshot);
    expect(stream.ok && stream.events[0]).toMatchObject(rest.ok ? rest.value : {});
  });

  it("an orderbook_delta on the NO side: a signed change at the YES ask 1 − 0.57 = 0.43, timed by ts_ms", () => {
    expect(parseKalshiFrame(delta)).toEqual({
      ok: true,
      events: [
        {
          kind: "delta",
          ...base,
          sid: 2,
          seq: 2,
          venue_time_ms: 1795817764218,
          side: "ask",
          price: "0.4300",
          mode: "change",
          amount: "-110.00",
          venue_top: null,
          hash: null,
        },
      ],
    });
  });

  it("a delta without ts_ms is timed by its RFC 3339 ts", () => {
    expect(parseKalshiFrame(deltaNoMs)).toMatchObject({
      ok: true,
      events: [
        {
          side: "bid",
          price: "0.4300",
          amount: "25.00",
          venue_time_ms: Date.parse("2026-11-27T22:16:05.031Z"),
        },
      ],
    });
  });

  it("a trade: the YES price, the count, the taker buying YES", () => {
    expect(parseKalshiFrame(trade)).toEqual({
      ok: true,
      events: [
        {
          kind: "trade",
          ...base,
          sid: 3,
          seq: 14,
          venue_time_ms: 1795817766004,
          price: "0.4300",
          size: "12.00",
          taker: "buy",
          trade_id: "cd6c95cc-46e1-4654-9aa5-1636dec2e5fe",
        },
      ],
    });
  });

  it("a market_lifecycle_v2 determination: the status, the result and its time", () => {
    expect(parseKalshiFrame(lifecycle)).toEqual({
      ok: true,
      events: [
        {
          kind: "status",
          venue: "kalshi",
          market: "KXFED-26OCT-T4.00",
          sid: 4,
          seq: null,
          venue_time_ms: 1793385000000,
          status: "determined",
          result: "no",
          tick_size: null,
          close_time_ms: 1793383200000,
        },
      ],
    });
  });

  it("an event_lifecycle frame (a whole event) gives no market event", () => {
    expect(parseKalshiFrame(eventLifecycle)).toEqual({ ok: true, events: [] });
  });

  it("control frames: subscribed, unsubscribed, ok, error", () => {
    const control = {
      kind: "control",
      venue: "kalshi",
      market: null,
      id: null,
      sid: null,
      seq: null,
      channel: null,
      code: null,
      message: null,
    };
    expect(parseKalshiFrame(subscribed)).toEqual({
      ok: true,
      events: [{ ...control, control: "subscribed", id: 1, sid: 2, channel: "orderbook_delta" }],
    });
    expect(parseKalshiFrame(unsubscribed)).toEqual({
      ok: true,
      events: [{ ...control, control: "unsubscribed", id: 5, sid: 2, seq: 41 }],
    });
    expect(parseKalshiFrame(okFrame)).toEqual({
      ok: true,
      events: [{ ...control, control: "ok", id: 6, sid: 2, seq: 42 }],
    });
    expect(parseKalshiFrame(errorFrame)).toEqual({
      ok: true,
      events: [{ ...control, control: "error", id: 1, code: 9, message: "Authentication required" }],
    });
  });
});

describe("parseKalshiFrame: hostile frames", () => {
  for (const { name, reason, text } of hostile) {
    it(`refuses ${name} (${reason})`, () => {
      expect(parseKalshiFrame(text)).toMatchObject({ ok: false, venue: "kalshi", reason });
    });
  }

  it("refuses a frame over the byte limit before reading it", () => {
    const levels = Array.from(
      { length: 60_000 },
      (_, i) => `["0.${String((i % 9_999) + 1).padStart(4, "0")}","1.00"]`,
    );
    const huge = `{"type":"orderbook_snapshot","sid":2,"seq":1,"msg":{"market_ticker":"${TICKER}","yes_dollars_fp":[${levels.join(",")}]}}`;
    expect(huge.length).toBeGreaterThan(MAX_FRAME_BYTES);
    expect(parseKalshiFrame(huge)).toEqual({
      ok: false,
      venue: "kalshi",
      reason: "frame_too_large",
      detail: `over ${MAX_FRAME_BYTES} bytes`,
    });
    expect(parseKalshiFrame(snapshot, { maxBytes: 100 })).toMatchObject({
      ok: false,
      reason: "frame_too_large",
    });
  });

  it("counts bytes, not characters: 400,000 three-byte characters are over 1 MiB", () => {
    const wide = `{"type":"error","msg":{"code":1,"msg":"${"€".repeat(400_000)}"}}`;
    expect(wide.length).toBeLessThan(MAX_FRAME_BYTES);
    expect(parseKalshiFrame(wide)).toMatchObject({ ok: false, reason: "frame_too_large" });
  });
});

describe("parseKalshiFrame: the public ticker channel", () => {
  /** The ticker fixture with `msg` members replaced (undefined removes one). */
  const tickerWith = (changes: Record<string, unknown>) => {
    const frame = JSON.parse(ticker) as { msg: Record<string, unknown> };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete frame.msg[key];
      else frame.msg[key] = value;
    }
    return JSON.stringify(frame);
  };

  it("a ticker: the YES bid and ask and the last trade price, from the dollar fields, timed by ts", () => {
    expect(parseKalshiFrame(ticker)).toEqual({
      ok: true,
      events: [
        {
          kind: "ticker",
          ...base,
          sid: 1,
          seq: null,
          venue_time_ms: 1_795_817_766_000,
          bid: "0.4200",
          ask: "0.4400",
          last: "0.4300",
        },
      ],
    });
  });

  it("an empty side (a bid of 0, an ask of 1) and a market never traded (last 0) are null", () => {
    const parsed = parseKalshiFrame(
      tickerWith({ yes_bid_dollars: "0.0000", yes_ask_dollars: "1.0000", price_dollars: "0.0000" }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      events: [{ kind: "ticker", bid: null, ask: null, last: null }],
    });
  });

  it("prefers ts_ms to ts when both are sent", () => {
    const parsed = parseKalshiFrame(tickerWith({ ts_ms: 1_795_817_766_250 }));
    expect(parsed).toMatchObject({ ok: true, events: [{ venue_time_ms: 1_795_817_766_250 }] });
  });

  const hostileTickers: [string, Record<string, unknown>, string][] = [
    ["no YES bid", { yes_bid_dollars: undefined }, "invalid_shape"],
    ["no YES ask", { yes_ask_dollars: undefined }, "invalid_shape"],
    ["no last price", { price_dollars: undefined }, "invalid_shape"],
    ["no market ticker", { market_ticker: undefined }, "invalid_shape"],
    ["the cents only, as numbers", { yes_bid_dollars: 42 }, "invalid_shape"],
    ["a negative bid", { yes_bid_dollars: "-0.4200" }, "price_out_of_range"],
    ["a negative last price", { price_dollars: "-0.0100" }, "price_out_of_range"],
    ["an ask above a dollar", { yes_ask_dollars: "1.0100" }, "price_out_of_range"],
    ["a price that is no number", { yes_ask_dollars: "0.4x" }, "invalid_price"],
    ["a bid above the ask", { yes_bid_dollars: "0.4500", yes_ask_dollars: "0.4400" }, "crossed_prices"],
    ["a bid equal to the ask", { yes_bid_dollars: "0.4400", yes_ask_dollars: "0.4400" }, "crossed_prices"],
    ["a negative ts", { ts: -5 }, "invalid_shape"],
  ];
  for (const [name, changes, reason] of hostileTickers) {
    it(`refuses a ticker with ${name} (${reason})`, () => {
      expect(parseKalshiFrame(tickerWith(changes))).toMatchObject({ ok: false, venue: "kalshi", reason });
    });
  }
});

describe("Kalshi commands", () => {
  it("subscribes channels for tickers, and every market when none are named", () => {
    expect(
      JSON.parse(kalshiSubscribe(1, ["orderbook_delta", "trade"], [TICKER, "KXFED-26DEC-T4.00"])),
    ).toEqual({
      id: 1,
      cmd: "subscribe",
      params: { channels: ["orderbook_delta", "trade"], market_tickers: [TICKER, "KXFED-26DEC-T4.00"] },
    });
    expect(JSON.parse(kalshiSubscribe(2, ["market_lifecycle_v2"]))).toEqual({
      id: 2,
      cmd: "subscribe",
      params: { channels: ["market_lifecycle_v2"] },
    });
  });
});
