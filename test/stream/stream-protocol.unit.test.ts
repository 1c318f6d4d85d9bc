import { describe, expect, it } from "vitest";
import {
  parseClientMessage,
  resolveSubscription,
  visibleTo,
} from "../../src/stream/market-stream/protocol.ts";
import { batchFrames, ERROR_CLOSE_CODES, MAX_CLIENT_MESSAGE_BYTES } from "../../src/stream/session/frames.ts";

describe("parseClientMessage", () => {
  it("accepts the three client messages", () => {
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ ok: true, message: { type: "ping" } });
    expect(parseClientMessage(`{"type":"auth","key":"pix_abc"}`)).toEqual({
      ok: true,
      message: { type: "auth", key: "pix_abc" },
    });
    expect(parseClientMessage('{"type":"subscribe","symbols":["PIXCPI","us-cpi-yoy-next"]}')).toEqual({
      ok: true,
      message: { type: "subscribe", symbols: ["PIXCPI", "us-cpi-yoy-next"] },
    });
    expect(parseClientMessage('{"type":"subscribe","symbols":"*"}')).toEqual({
      ok: true,
      message: { type: "subscribe", symbols: null },
    });
  });

  it.each([
    ["not JSON", "{", "malformed-message"],
    ["a JSON string", '"ping"', "malformed-message"],
    ["null", "null", "malformed-message"],
    ["an unknown type", '{"type":"unsubscribe"}', "unknown-message-type"],
    ["no type", '{"symbols":["PIXCPI"]}', "unknown-message-type"],
    ["auth without a key", '{"type":"auth"}', "malformed-message"],
    ["auth with a number", '{"type":"auth","key":42}', "malformed-message"],
    ["an empty subscription", '{"type":"subscribe","symbols":[]}', "malformed-message"],
    ["a symbol with a space", '{"type":"subscribe","symbols":["PIX CPI"]}', "malformed-message"],
    ["a non-string symbol", '{"type":"subscribe","symbols":[1]}', "malformed-message"],
  ])("refuses %s", (_what, raw, code) => {
    expect(parseClientMessage(raw)).toMatchObject({ ok: false, code });
  });

  it("refuses more than 64 symbols, binary frames and messages over the byte limit", () => {
    const symbols = Array.from({ length: 65 }, (_, i) => `S${i}`);
    expect(parseClientMessage(JSON.stringify({ type: "subscribe", symbols }))).toMatchObject({
      code: "too-many-symbols",
    });
    expect(parseClientMessage(new ArrayBuffer(4))).toMatchObject({ code: "binary-not-supported" });
    // Exactly at the limit in UTF-8 bytes passes the size check; one byte more does not.
    const pad = (n: number) => JSON.stringify({ type: "ping", pad: "é".repeat(n) });
    const base = new TextEncoder().encode(pad(0)).length;
    const atLimit = pad((MAX_CLIENT_MESSAGE_BYTES - base) / 2);
    expect(new TextEncoder().encode(atLimit).length).toBe(MAX_CLIENT_MESSAGE_BYTES);
    expect(parseClientMessage(atLimit)).toMatchObject({ ok: true });
    expect(parseClientMessage(`${atLimit} `)).toMatchObject({ code: "message-too-large" });
  });

  it("maps every error to a policy-class close code", () => {
    expect(ERROR_CLOSE_CODES["malformed-message"]).toBe(1008);
    expect(ERROR_CLOSE_CODES["message-too-large"]).toBe(1009);
    expect(ERROR_CLOSE_CODES["binary-not-supported"]).toBe(1003);
    expect(ERROR_CLOSE_CODES["credential-invalid"]).toBe(4401);
  });
});

describe("subscriptions and entitlements", () => {
  const markets = [
    { symbol: "PIXCPI", slug: "us-cpi-yoy-next" },
    { symbol: "PIXFED", slug: "fed-funds-upper-next-fomc" },
    { symbol: "BMWTI", slug: "wti-crude-settle-dec" },
  ];

  it("resolves symbols and slugs in any case to canonical symbols in catalog order", () => {
    expect(resolveSubscription(["bmwti", "US-CPI-YOY-NEXT", "nope"], markets)).toEqual({
      symbols: ["PIXCPI", "BMWTI"],
      unknown: ["nope"],
    });
  });

  it("shows a market only inside both the subscription and the entitlement list", () => {
    const [cpi, fed] = markets as [(typeof markets)[0], (typeof markets)[0]];
    expect(visibleTo(cpi, null, null)).toBe(true);
    expect(visibleTo(cpi, ["PIXCPI"], null)).toBe(true);
    expect(visibleTo(fed, ["PIXCPI"], null)).toBe(false);
    expect(visibleTo(cpi, null, ["us-cpi-yoy-next"])).toBe(true);
    expect(visibleTo(fed, null, ["us-cpi-yoy-next"])).toBe(false);
    expect(visibleTo(fed, ["PIXFED"], ["us-cpi-yoy-next"])).toBe(false);
  });
});

describe("batchFrames", () => {
  const m = (n: number) => `{"seq":${n},"type":"trade"}`;
  it("joins the serialised messages, in order, into one JSON array", () => {
    const frames = batchFrames([m(1), m(2), m(3)], { maxMessages: 256, maxChars: 65_536 });
    expect(frames).toEqual([`[${m(1)},${m(2)},${m(3)}]`]);
    expect(JSON.parse(frames[0] as string)).toEqual([1, 2, 3].map((seq) => ({ seq, type: "trade" })));
  });

  it("sends a lone message as an array of one, and nothing for no message", () => {
    expect(batchFrames([m(7)], { maxMessages: 256, maxChars: 65_536 })).toEqual([`[${m(7)}]`]);
    expect(batchFrames([], { maxMessages: 256, maxChars: 65_536 })).toEqual([]);
  });

  it("starts a new frame past the message limit", () => {
    const messages = [1, 2, 3, 4, 5].map(m);
    const frames = batchFrames(messages, { maxMessages: 2, maxChars: 65_536 });
    expect(frames.map((f) => (JSON.parse(f) as { seq: number }[]).map((x) => x.seq))).toEqual([
      [1, 2],
      [3, 4],
      [5],
    ]);
  });

  it("keeps each frame within the character limit, a longer message going alone", () => {
    // Each message is 24 characters; a frame of k messages is 24k + (k - 1) commas + 2 brackets = 25k + 1.
    expect(m(1).length).toBe(24);
    const three = batchFrames([1, 2, 3, 4, 5, 6, 7].map(m), { maxMessages: 256, maxChars: 76 });
    expect(three.map((f) => f.length)).toEqual([76, 76, 26]);
    const under = batchFrames([1, 2, 3].map(m), { maxMessages: 256, maxChars: 75 });
    expect(under.map((f) => f.length)).toEqual([51, 26]);
    const long = `{"seq":2,"type":"book","bids":"${"x".repeat(200)}"}`;
    const frames = batchFrames([m(1), long, m(3)], { maxMessages: 256, maxChars: 100 });
    expect(frames).toEqual([`[${m(1)}]`, `[${long}]`, `[${m(3)}]`]);
  });
});
