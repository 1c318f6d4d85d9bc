import { describe, expect, it } from "vitest";
import { decodeTape, encodeTape } from "../../../src/lake/tape.ts";
import { filledQuoteFields, LakeRowSchema } from "../../../src/venues/shared/row.ts";
import { lakeRow, withLiveTop } from "../../../src/venues/shared/row-builder.ts";
import { rowValues, scaled } from "../../support/lake.ts";

const SCHEMA_ORDER = Object.keys(LakeRowSchema.shape);

describe("lakeRow", () => {
  it("builds every member in the schema's order, with exact decimals, mid, spread and contracts × price", () => {
    const row = lakeRow(rowValues());
    expect(Object.keys(row)).toEqual(SCHEMA_ORDER);
    expect(LakeRowSchema.strict().parse(row)).toEqual(row);
    expect(row).toEqual({
      venue: "kalshi",
      market_id: "KXCPIYOY-26NOV-T2.8",
      event_id: "KXCPIYOY-26NOV",
      outcome: "yes",
      token_id: null,
      title: "CPI above 2.8%?",
      status: "open",
      bid: "0.4300",
      ask: "0.4400",
      last: "0.4400",
      indicative: "0.4350",
      indicative_source: "mid",
      mid: "0.4350",
      spread: "0.0100",
      two_sided_book: true,
      // 1523 × 0.435 = 662.505 and 812 × 0.435 = 353.22, exactly, at the indicative price.
      volume_usd: "662.5050",
      open_interest_usd: "353.2200",
      usd_basis: "contracts_x_price",
      native: { volume_contracts: "1523.00", open_interest_contracts: "812.00" },
      observed_at: "2026-11-22T10:00:05.000Z",
      observed_at_source: "venue",
      close_time: "2026-12-10T13:25:00.000Z",
    });
  });

  it("computes an odd mid exactly: (0.4301 + 0.4500) / 2 = 0.44005", () => {
    const row = lakeRow(
      rowValues({ bid: scaled("0.4301"), ask: scaled("0.45"), indicative: scaled("0.44005") }),
    );
    expect(row).toMatchObject({ mid: "0.44005", spread: "0.0199", indicative: "0.44005" });
  });

  it("takes mid from the two sides, whatever the indicative price says", () => {
    const row = lakeRow(rowValues({ indicative: scaled("0.5"), indicative_source: "last" }));
    expect(row).toMatchObject({ mid: "0.4350", indicative: "0.5000", volume_usd: "761.5000" });
  });

  it("leaves an unquoted side null (never 0) and omits mid and spread, keeping the schema's order", () => {
    const row = lakeRow(rowValues({ bid: null, indicative: scaled("0.44"), indicative_source: "last" }));
    expect(row.bid).toBeNull();
    expect(row.two_sided_book).toBe(false);
    expect("mid" in row).toBe(false);
    expect("spread" in row).toBe(false);
    expect(Object.keys(row)).toEqual(SCHEMA_ORDER.filter((key) => key !== "mid" && key !== "spread"));
    expect(LakeRowSchema.strict().parse(row)).toEqual(row);
  });

  it("keeps contract counts but no USD figure when there is no price to multiply by", () => {
    const row = lakeRow(
      rowValues({ bid: null, ask: null, last: null, indicative: null, indicative_source: null }),
    );
    expect(row).toMatchObject({
      volume_usd: null,
      open_interest_usd: null,
      usd_basis: "contracts_x_price",
      native: { volume_contracts: "1523.00", open_interest_contracts: "812.00" },
    });
  });

  it("keeps a missing count null beside one that is there", () => {
    const row = lakeRow(rowValues({ open_interest: null }));
    expect(row).toMatchObject({
      volume_usd: "662.5050",
      open_interest_usd: null,
      native: { volume_contracts: "1523.00", open_interest_contracts: null },
    });
  });

  it("passes venue dollars through with basis usd and no native counts", () => {
    const row = lakeRow(
      rowValues({ size_unit: "usd", volume: scaled("1843201.553211"), open_interest: scaled("250913.4") }),
    );
    expect(row).toMatchObject({
      volume_usd: "1843201.553211",
      open_interest_usd: "250913.40",
      usd_basis: "usd",
      native: null,
    });
  });

  it("states no basis when the venue reported no size at all", () => {
    for (const size_unit of ["usd", "contracts"] as const) {
      const row = lakeRow(rowValues({ size_unit, volume: null, open_interest: null }));
      expect(row).toMatchObject({ volume_usd: null, open_interest_usd: null, usd_basis: null, native: null });
    }
  });

  it("omits mid and spread for a venue with one indicative price and no book", () => {
    const row = lakeRow(
      rowValues({
        venue: "polymarket",
        bid: null,
        ask: null,
        indicative: scaled("0.615"),
        indicative_source: "venue_price",
        size_unit: "usd",
      }),
    );
    expect(row).not.toHaveProperty("mid");
    expect(filledQuoteFields([row])).toEqual(["last", "indicative"]);
  });

  it("round-trips through the NDJSON tape byte for byte", () => {
    const rows = [lakeRow(rowValues()), lakeRow(rowValues({ market_id: "B", bid: null }))];
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
    const rows = titles.map((title, i) => lakeRow(rowValues({ market_id: `M${i}`, title })));
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

describe("withLiveTop", () => {
  const minute = lakeRow(rowValues());
  const top = {
    bid: "0.45",
    ask: "0.47",
    last: null,
    observed_at: "2026-11-22T10:00:07.250Z",
    observed_at_source: "venue" as const,
  };

  it("replaces the quote with the live top under the builder's rules, keeping every other member and the order", () => {
    const live = withLiveTop(minute, top);
    expect(Object.keys(live)).toEqual(SCHEMA_ORDER);
    expect(LakeRowSchema.strict().parse(live)).toEqual(live);
    expect(live).toEqual({
      ...minute,
      bid: "0.4500",
      ask: "0.4700",
      indicative: "0.4600",
      indicative_source: "mid",
      mid: "0.4600",
      spread: "0.0200",
      observed_at: "2026-11-22T10:00:07.250Z",
    });
  });

  it("gives back the minute row's quote when the top is the minute's", () => {
    const same = {
      ...top,
      bid: minute.bid,
      ask: minute.ask,
      last: minute.last,
      observed_at: minute.observed_at,
    };
    expect(withLiveTop(minute, same)).toEqual(minute);
  });

  it("quotes a side only strictly inside (0, 1) and falls back to the last trade without a two-sided book", () => {
    const live = withLiveTop(minute, { ...top, bid: "0", ask: "0.47", last: "0.46" });
    expect(live).toMatchObject({ bid: null, ask: "0.4700", last: "0.4600", two_sided_book: false });
    expect(live).toMatchObject({ indicative: "0.4600", indicative_source: "last" });
    expect("mid" in live).toBe(false);
    expect(Object.keys(live)).toEqual(SCHEMA_ORDER.filter((key) => key !== "mid" && key !== "spread"));
  });

  it("keeps the venue's displayed price before the last trade when the minute row used it", () => {
    const polymarket = lakeRow(
      rowValues({ bid: null, indicative: scaled("0.51"), indicative_source: "venue_price" }),
    );
    const live = withLiveTop(polymarket, { ...top, bid: null, ask: "0.60", last: "0.55" });
    expect(live).toMatchObject({ indicative: "0.5100", indicative_source: "venue_price", last: "0.5500" });
  });
});
