import { describe, expect, it } from "vitest";
import { readBatches, SNAPSHOT_BYTES_IN_FLIGHT } from "../../src/lake/candles/minutes.ts";
import { decodeMarketRows, decodeTape, encodeTape } from "../../src/lake/tape.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import { lakeRows, rowValues } from "../support/lake-rows.ts";

const text = (rows: readonly object[]) => new TextDecoder().decode(encodeTape(rows).body);

describe("decodeMarketRows", () => {
  const rows = lakeRows(12);
  const market = rows[5]?.market_id ?? "";

  it("gives a market's rows in tape order, as decoding every row and keeping the market's would", () => {
    const both = [...rows, lakeRow({ ...rowValues({ market_id: market }), outcome: "no" })];
    expect(decodeMarketRows(text(both), market)).toEqual(
      decodeTape(text(both)).filter((row) => row.market_id === market),
    );
    expect(decodeMarketRows(text(both), market).map((row) => row.outcome)).toEqual([
      "Größer als 2,8 % — “über”",
      "no",
    ]);
    expect(decodeMarketRows(text(rows), "KXTEST-NONE")).toEqual([]);
  });

  it("never matches another id it prefixes, nor the id's text inside a string value", () => {
    const decoy = lakeRow({
      ...rowValues({ market_id: `${market}0` }),
      title: `"market_id":"${market}" as a title`,
    });
    const found = decodeMarketRows(text([decoy, ...rows]), market);
    expect(found).toHaveLength(1);
    expect(found[0]?.market_id).toBe(market);
  });

  it("parses only the market's lines (another market's malformed line is never read)", () => {
    const body = `{"not json of another market\n${text([rows[5] as object])}{"market_id":"KXOTHER"`;
    expect(() => decodeTape(body)).toThrow();
    expect(decodeMarketRows(body, market)).toEqual([rows[5]]);
  });
});

describe("readBatches", () => {
  const entries = (sizes: number[]) => sizes.map((bytes, at) => ({ at, entry: { bytes } }));
  const shape = (sizes: number[]) => readBatches(entries(sizes)).map((batch) => batch.map((x) => x.at));

  it("reads catalog-size snapshots six at a time", () => {
    expect(shape(Array(14).fill(30_000))).toEqual([
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
      [12, 13],
    ]);
  });

  it("keeps at most SNAPSHOT_BYTES_IN_FLIGHT in flight, and a larger snapshot alone", () => {
    const big = SNAPSHOT_BYTES_IN_FLIGHT;
    expect(shape([big * 0.6, big * 0.3, big * 0.2, 3 * big, big * 0.5])).toEqual([[0, 1], [2], [3], [4]]);
    expect(shape([])).toEqual([]);
  });
});
