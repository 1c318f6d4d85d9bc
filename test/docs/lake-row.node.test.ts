/**
 * docs/lake.md's row dictionary covers the lake row exactly: one table line per member of LakeRowSchema
 * (src/venues/shared/row.ts, the `LakeRow` schema of the OpenAPI document), in the row's order.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LakeRowSchema } from "../../src/venues/shared/row.ts";

const lake = readFileSync(join(import.meta.dirname, "..", "..", "docs", "lake.md"), "utf8");

describe("docs/lake.md row dictionary", () => {
  it("has one line per member of the lake row, in the row's order", () => {
    const section = lake.slice(lake.indexOf("## The row, column by column"));
    const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| column")));
    const columns = [...table.matchAll(/^\| `([a-z_]+)` +\|/gm)].map((m) => m[1]);
    expect(columns).toEqual(Object.keys(LakeRowSchema.shape));
  });
});
