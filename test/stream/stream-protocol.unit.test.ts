import { describe, expect, it } from "vitest";
import {
  parseClientMessage,
  resolveSubscription,
  visibleTo,
} from "../../src/stream/market-stream/protocol.ts";
import { ERROR_CLOSE_CODES, MAX_CLIENT_MESSAGE_BYTES } from "../../src/stream/session/frames.ts";

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
