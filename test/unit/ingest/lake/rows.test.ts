import { describe, expect, it } from "vitest";
import { toLakeRow } from "../../../../src/ingest/lake/rows.ts";
import type { VenueQuote } from "../../../../src/ingest/venues/quote.ts";
import { filledQuoteFields } from "../../../../src/lake/row.ts";
import { decodeTape, encodeTape } from "../../../../src/lake/tape.ts";

function quote(overrides: Partial<VenueQuote> = {}): VenueQuote {
  return {
    venue: "kalshi",
    market_id: "KXCPIYOY-26NOV-T2.8",
    event_id: "KXCPIYOY-26NOV",
    outcome: "yes",
    token_id: null,
    title: "CPI above 2.8%?",
    subtitle: null,
    status: "open",
    native_status: "active",
    bid: 0.43,
    bid_decimal: "0.4300",
    ask: 0.45,
    ask_decimal: "0.4500",
    last: 0.44,
    last_decimal: "0.4400",
    indicative: 0.44,
    indicative_decimal: "0.4400",
    indicative_source: "mid",
    two_sided_book: true,
    observed_at: "2026-11-22T10:00:05Z",
    observed_at_source: "venue",
    close_time: "2026-12-10T13:25:00Z",
    volume: {
      usd: 662.505,
      usd_decimal: "662.5050",
      basis: "contracts_x_price",
      native: { contracts: "1523.00", price_decimal: "0.4350" },
    },
    volume_24h: null,
    open_interest: {
      usd: 100,
      usd_decimal: "100.0000",
      basis: "contracts_x_price",
      native: { contracts: "250.00", price_decimal: "0.4000" },
    },
    ...overrides,
  };
}

describe("toLakeRow", () => {
  it("keeps exact decimals and adds mid and spread for a two-sided book", () => {
    const row = toLakeRow(quote());
    expect(row).toMatchObject({
      bid: "0.4300",
      ask: "0.4500",
      mid: "0.4400",
      spread: "0.0200",
      usd_basis: "contracts_x_price",
    });
    expect(row.native).toEqual({ volume_contracts: "1523.00", open_interest_contracts: "250.00" });
    expect(row.volume_usd).toBe("662.5050");
  });

  it("computes an odd mid exactly: (0.4301 + 0.4500) / 2 = 0.44005", () => {
    expect(toLakeRow(quote({ bid_decimal: "0.4301" })).mid).toBe("0.44005");
  });

  it("leaves an unquoted side null (never 0) and omits mid and spread", () => {
    const row = toLakeRow(quote({ bid: null, bid_decimal: null, two_sided_book: false }));
    expect(row.bid).toBeNull();
    expect("mid" in row).toBe(false);
    expect("spread" in row).toBe(false);
  });

  it("omits mid and spread for a venue with one indicative price and no book", () => {
    const row = toLakeRow(
      quote({
        venue: "polymarket",
        bid: null,
        bid_decimal: null,
        ask: null,
        ask_decimal: null,
        two_sided_book: false,
        indicative_source: "venue_price",
      }),
    );
    expect(row).not.toHaveProperty("mid");
    expect(filledQuoteFields([row])).toEqual(["last", "indicative"]);
  });

  it("round-trips through the NDJSON tape byte for byte", () => {
    const rows = [toLakeRow(quote()), toLakeRow(quote({ market_id: "B", bid: null, bid_decimal: null }))];
    const { body, index } = encodeTape(rows);
    const offsets = new Uint32Array(index.buffer, index.byteOffset, index.byteLength / 4);
    expect(offsets.length).toBe(3);
    const second = new TextDecoder().decode(body.slice(offsets[1], offsets[2]));
    expect(second).toBe(`${JSON.stringify(rows[1])}\n`);
    expect(decodeTape(new TextDecoder().decode(body))).toEqual(rows);
  });

  it("indexes every row's bytes when titles are not ASCII", () => {
    const titles = [
      "Plain title",
      "Fed’s cut: café?",
      "Rocket 🚀 launch",
      "broken \ud800 half",
      "end \udc00",
    ];
    const rows = titles.map((title, i) => toLakeRow(quote({ market_id: `M${i}`, title })));
    const { body, index } = encodeTape(rows);
    const offsets = new Uint32Array(index.buffer, index.byteOffset, index.byteLength / 4);
    expect(offsets.length).toBe(rows.length + 1);
    expect(offsets[rows.length]).toBe(body.byteLength);
    const encoder = new TextEncoder();
    rows.forEach((row, i) => {
      const line = encoder.encode(`${JSON.stringify(row)}\n`);
      expect(body.slice(offsets[i], offsets[i + 1])).toEqual(line);
    });
  });
});
