import { describe, expect, it } from "vitest";
import { parseTicker } from "../../../src/venues/equity/ticker.ts";

describe("parseTicker", () => {
  it("accepts 1 to 32 letters or digits with '.' or '-' between them, upper-cased", () => {
    const cases: [string, string][] = [
      ["aapl", "AAPL"],
      ["Brk-b", "BRK-B"],
      ["BRK.B", "BRK.B"],
      ["7203.t", "7203.T"],
      ["A", "A"],
      ["RDS-A.L", "RDS-A.L"],
      ["X".repeat(32), "X".repeat(32)],
    ];
    for (const [raw, ticker] of cases) expect(parseTicker(raw), raw).toEqual({ ok: true, ticker });
  });

  it("refuses everything else", () => {
    const refused = [
      "",
      "AA$PL",
      "X".repeat(33),
      "-AAPL",
      "AAPL-",
      ".AAPL",
      "AAPL.",
      "A..B",
      "A-.B",
      "A--B",
      "^GSPC",
      "EURUSD=X",
      " AAPL",
      "AAPL ",
      "AA PL",
      "ÄAPL",
      "AAPL/B",
    ];
    for (const raw of refused) expect(parseTicker(raw), JSON.stringify(raw)).toEqual({ ok: false });
  });
});
