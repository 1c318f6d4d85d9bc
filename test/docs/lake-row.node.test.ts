/**
 * docs/lake.md's row dictionary covers the lake row exactly: one table line per member of LakeRowSchema
 * (src/venues/shared/row.ts, the `LakeRow` schema of the OpenAPI document), in the row's order; and its
 * dictionaries of the book and trade Parquet files list every column of each file, in file order.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BOOKS_TABLE } from "../../src/lake/books-parquet.ts";
import { TRADES_TABLE } from "../../src/lake/trades-parquet.ts";
import { LakeRowSchema } from "../../src/venues/shared/row.ts";

const lake = readFileSync(join(import.meta.dirname, "..", "..", "docs", "lake.md"), "utf8");

/** The column names of the first table after `heading`. */
function tableColumns(heading: string): (string | undefined)[] {
  const section = lake.slice(lake.indexOf(heading));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| column")));
  return [...table.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1]);
}

describe("docs/lake.md row dictionary", () => {
  it("has one line per member of the lake row, in the row's order", () => {
    expect(tableColumns("## The row, column by column")).toEqual(Object.keys(LakeRowSchema.shape));
  });

  it("lists every column of the book and trade Parquet files, in file order", () => {
    expect(tableColumns("### `books.parquet`")).toEqual(BOOKS_TABLE.columns);
    expect(tableColumns("### `trades.parquet`")).toEqual(TRADES_TABLE.columns);
  });
});
