import { describe, expect, it } from "vitest";
import { parseChannel } from "../../../src/stream/v2/channels.ts";
import {
  applySubscription,
  parseV2ClientMessage,
  V2_LIMITS,
  V2ServerMessageSchema,
} from "../../../src/stream/v2/messages.ts";

const TOKEN = "516710";

describe("stream v2 channels", () => {
  it("parses the four kinds into canonical names", () => {
    expect(parseChannel("index:pixcpi")).toEqual({
      ok: true,
      channel: { kind: "index", symbol: "PIXCPI" },
      name: "index:PIXCPI",
    });
    expect(parseChannel(`book:polymarket:${TOKEN}`)).toMatchObject({
      ok: true,
      name: `book:polymarket:${TOKEN}`,
    });
    expect(parseChannel("trades:kalshi:KXCPIYOY-26DEC-T3.0")).toMatchObject({
      ok: true,
      channel: { kind: "trades", venue: "kalshi", market: "KXCPIYOY-26DEC-T3.0" },
    });
    expect(parseChannel("ticker:kalshi:KXFED-26DEC-T4.25")).toMatchObject({ ok: true });
    // A pair's id is written lower-case, however it was sent.
    expect(parseChannel("basis:3F9A1C0D2B7E4A5968C1D0E2")).toEqual({
      ok: true,
      channel: { kind: "basis", pairId: "3f9a1c0d2b7e4a5968c1d0e2" },
      name: "basis:3f9a1c0d2b7e4a5968c1d0e2",
    });
  });

  it("refuses what names no channel, with a reason", () => {
    for (const raw of [
      "",
      "index",
      "index:",
      "index:PIX:CPI",
      "index:<script>",
      "book:kalshi",
      "book:nyse:AAPL",
      "book:kalshi:bad ticker",
      "book:kalshi:A:B",
      "quotes:kalshi:X",
      "basis:",
      "basis:3f9a1c0d2b7e4a5968c1d0e",
      "basis:3f9a1c0d2b7e4a5968c1d0e2:x",
      "basis:zz9a1c0d2b7e4a5968c1d0e2",
      42,
      null,
      "x".repeat(161),
    ]) {
      const parsed = parseChannel(raw);
      expect(parsed.ok, String(raw)).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(/\.$/);
    }
  });
});

describe("stream v2 client messages", () => {
  it("accepts subscribe, unsubscribe, auth and ping", () => {
    expect(parseV2ClientMessage('{"type":"subscribe","channels":["index:PIXCPI"]}')).toEqual({
      ok: true,
      message: { type: "subscribe", channels: ["index:PIXCPI"] },
    });
    expect(parseV2ClientMessage('{"type":"unsubscribe","channels":["index:PIXCPI"]}')).toMatchObject({
      ok: true,
    });
    expect(parseV2ClientMessage('{"type":"auth","key":"pix_x"}')).toMatchObject({ ok: true });
    expect(parseV2ClientMessage('{"type":"ping"}')).toEqual({ ok: true, message: { type: "ping" } });
  });

  it("refuses hostile frames with the code that closes the connection", () => {
    const cases: [string | ArrayBuffer, string][] = [
      [new ArrayBuffer(4), "binary-not-supported"],
      ["x".repeat(5_000), "message-too-large"],
      ["{", "malformed-message"],
      ["[]", "malformed-message"],
      ['{"type":"subscribe"}', "malformed-message"],
      ['{"type":"subscribe","channels":[]}', "malformed-message"],
      ['{"type":"subscribe","channels":[1]}', "malformed-message"],
      [JSON.stringify({ type: "subscribe", channels: Array(51).fill("index:PIXCPI") }), "malformed-message"],
      ['{"type":"subscribe","symbols":["PIXCPI"]}', "malformed-message"],
      ['{"type":"order","channels":["index:PIXCPI"]}', "unknown-message-type"],
      ['{"type":"auth","key":""}', "malformed-message"],
    ];
    for (const [raw, code] of cases) {
      expect(parseV2ClientMessage(raw), String(raw).slice(0, 40)).toMatchObject({ ok: false, code });
    }
  });
});

describe("stream v2 subscriptions", () => {
  const anyone = () => null;

  it("adds canonical channels once, removes them, and lists refusals with reasons", () => {
    const first = applySubscription(
      [],
      {
        type: "subscribe",
        channels: ["index:pixcpi", "index:PIXCPI", "book:nyse:X", `book:polymarket:${TOKEN}`],
      },
      anyone,
    );
    expect(first.channels).toEqual(["index:PIXCPI", `book:polymarket:${TOKEN}`]);
    expect(first.added).toEqual(["index:PIXCPI", `book:polymarket:${TOKEN}`]);
    expect(first.rejected).toEqual([{ channel: "book:nyse:X", reason: expect.stringContaining("venue") }]);
    const second = applySubscription(
      first.channels,
      { type: "unsubscribe", channels: ["index:PIXCPI"] },
      anyone,
    );
    expect(second.channels).toEqual([`book:polymarket:${TOKEN}`]);
    expect(second.removed).toEqual(["index:PIXCPI"]);
  });

  it("asks the entitlement check about each new channel and refuses what it refuses", () => {
    const onlyCpi = (name: string) => (name === "index:PIXCPI" ? null : "This key is not entitled to it.");
    const result = applySubscription(
      [],
      { type: "subscribe", channels: ["index:PIXCPI", "index:PIXFED"] },
      onlyCpi,
    );
    expect(result.channels).toEqual(["index:PIXCPI"]);
    expect(result.rejected).toEqual([{ channel: "index:PIXFED", reason: "This key is not entitled to it." }]);
  });

  it("caps a connection at max_channels", () => {
    const held = Array.from({ length: V2_LIMITS.max_channels }, (_, i) => `ticker:kalshi:M${i}`);
    const result = applySubscription(held, { type: "subscribe", channels: ["index:PIXCPI"] }, anyone);
    expect(result.channels).toHaveLength(V2_LIMITS.max_channels);
    expect(result.rejected[0]?.reason).toContain(String(V2_LIMITS.max_channels));
    // A basis channel counts like any other.
    const basis = applySubscription(
      held,
      { type: "subscribe", channels: ["basis:3f9a1c0d2b7e4a5968c1d0e2"] },
      anyone,
    );
    expect(basis.added).toEqual([]);
    expect(basis.rejected[0]?.reason).toContain(String(V2_LIMITS.max_channels));
  });
});

describe("stream v2 server messages", () => {
  const clocks = {
    venue_time: "2026-11-27T14:03:07.401Z",
    received_at: "2026-11-27T14:03:07.409Z",
    sent_at: "2026-11-27T14:03:07.412Z",
  };

  it("describe every message a client can receive", () => {
    const messages = [
      {
        type: "subscribed",
        version: 2,
        channels: ["index:PIXCPI"],
        added: ["index:PIXCPI"],
        removed: [],
        rejected: [],
        sent_at: clocks.sent_at,
      },
      {
        type: "book",
        version: 2,
        channel: "book:kalshi:M",
        seq: 1,
        cseq: 1001,
        venue: "kalshi",
        market: "M",
        reason: "subscribe",
        bids: [["0.53", "100"]],
        asks: [["0.55", "20"]],
        ...clocks,
      },
      {
        type: "book_delta",
        version: 2,
        channel: "book:kalshi:M",
        seq: 2,
        cseq: 1002,
        venue: "kalshi",
        market: "M",
        changes: [{ side: "bid", price: "0.53", size: "0" }],
        ...clocks,
      },
      {
        type: "trade",
        version: 2,
        channel: "trades:kalshi:M",
        seq: 1,
        cseq: 1003,
        venue: "kalshi",
        market: "M",
        trade_id: "t1",
        price: "0.54",
        size: "3",
        taker_side: "buy",
        ...clocks,
      },
      {
        type: "ticker",
        version: 2,
        channel: "ticker:kalshi:M",
        seq: 1,
        cseq: 1004,
        venue: "kalshi",
        market: "M",
        best_bid: "0.53",
        best_ask: null,
        mid: null,
        last_trade_price: "0.54",
        ...clocks,
      },
      {
        type: "index",
        version: 2,
        channel: "index:PIXCPI",
        seq: 1,
        cseq: 1005,
        symbol: "PIXCPI",
        value: 2.91,
        value_decimal: "2.91",
        indicative: true,
        official: false,
        ...clocks,
      },
      {
        type: "basis",
        version: 2,
        channel: "basis:3f9a1c0d2b7e4a5968c1d0e2",
        seq: 1,
        cseq: 1007,
        pair_id: "3f9a1c0d2b7e4a5968c1d0e2",
        polarity: "inverted",
        legs: {
          a: {
            venue: "kalshi",
            market: "M",
            live: true,
            mid: "0.3200",
            venue_time: clocks.venue_time,
            received_at: clocks.received_at,
          },
          b: {
            venue: "polymarket",
            market: "5",
            live: false,
            mid: null,
            venue_time: null,
            received_at: null,
          },
        },
        mid_a: null,
        mid_b: null,
        mid_basis: null,
        reason: "leg_missing",
        missing: ["b"],
        indicative: true,
        ...clocks,
      },
      {
        type: "gap",
        version: 2,
        channel: "book:kalshi:M",
        seq: 3,
        cseq: 1006,
        reason: "sequence_gap",
        detail: "The venue skipped sequence number 17.",
        sent_at: clocks.sent_at,
      },
      {
        type: "status",
        version: 2,
        venue: "kalshi",
        state: "stale",
        depth: "live",
        age_ms: 12_000,
        detail: "No event for 12 s.",
        sent_at: clocks.sent_at,
      },
      { type: "heartbeat", version: 2, id: 7, interval_ms: 5000, sent_at: clocks.sent_at },
      {
        type: "error",
        version: 2,
        code: "malformed-message",
        detail: "A client message must be one JSON object.",
      },
    ];
    for (const message of messages)
      expect(V2ServerMessageSchema.safeParse(message).success, message.type).toBe(true);
  });

  it("refuse binary floats for prices and version 1 shapes", () => {
    const delta = {
      type: "book_delta",
      version: 2,
      channel: "book:kalshi:M",
      seq: 2,
      cseq: 1007,
      venue: "kalshi",
      market: "M",
      ...clocks,
    };
    expect(
      V2ServerMessageSchema.safeParse({ ...delta, changes: [{ side: "bid", price: 0.53, size: "1" }] })
        .success,
    ).toBe(false);
    expect(V2ServerMessageSchema.safeParse({ ...delta, version: 1, changes: [] }).success).toBe(false);
    expect(V2ServerMessageSchema.safeParse({ ...delta, seq: 0, changes: [] }).success).toBe(false);
  });
});
