/**
 * The market ids the guides name exist where a reader tries them: every Kalshi ticker, event or series
 * and every Polymarket market id in README.md, docs/*.md and the clients' and examples' READMEs is one
 * the local simulator lists (`npm start`'s), unless the text names it as missing (`NOSUCH`). A channel
 * or a tape read of an id that does not exist is refused, so an example with one reads nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_EXTRA_MARKETS } from "../../simulator/extra.ts";
import { buildUniverse } from "../../simulator/universe.ts";
import { DOCUMENTS, ROOT } from "./code-blocks.node.ts";

const universe = buildUniverse(DEFAULT_EXTRA_MARKETS);
const KALSHI = /\bKX[A-Z0-9]+(?:-[A-Z0-9.]*[A-Z0-9])*/g;
const POLYMARKET = /(?:polymarket:|market(?:_id)?["']?\s*[=:]\s*["']?|--market\s+)(\d{6,7})\b/g;

function named(pattern: RegExp, group: number): { where: string; id: string }[] {
  return DOCUMENTS.flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, i) =>
        [...line.matchAll(pattern)].map((m) => ({ where: `${file}:${i + 1}`, id: m[group] ?? "" })),
      ),
  );
}

describe("market ids in the guides", () => {
  it("every Kalshi ticker, event and series is one the simulator lists", () => {
    const ids = named(KALSHI, 0).filter(({ id }) => !id.includes("NOSUCH"));
    expect(ids.length).toBeGreaterThan(10);
    const known = (id: string) =>
      universe.kalshi.marketById.has(id) ||
      universe.kalshi.eventById.has(id) ||
      universe.kalshi.series.has(id);
    expect(ids.filter(({ id }) => !known(id))).toEqual([]);
  });

  it("every Polymarket market id is one the simulator lists", () => {
    const ids = named(POLYMARKET, 1);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.filter(({ id }) => !universe.polymarket.marketById.has(id))).toEqual([]);
  });
});
