import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  kalshiMarketSchema,
  parseKalshiMarket,
  readPlainKalshiMarket,
} from "../../../src/venues/kalshi/kalshi-schema.ts";
import {
  clobBookSchema,
  gammaMarketSchema,
  parseClobBook,
  parseGammaMarket,
  readPlainClobBook,
  readPlainGammaMarket,
} from "../../../src/venues/polymarket/polymarket-schema.ts";
import { arrayOfStringRecords, type FieldReader, NOT_PLAIN } from "../../../src/venues/shared/plain-shape.ts";
import eventsNested from "../../fixtures/upstreams/kalshi/events-nested.json";
import kalshiHostile from "../../fixtures/upstreams/kalshi/markets-hostile.json";
import kalshiPage1 from "../../fixtures/upstreams/kalshi/markets-page-1.json";
import kalshiPage2 from "../../fixtures/upstreams/kalshi/markets-page-2.json";
import clobBooks from "../../fixtures/upstreams/polymarket/clob-books.json";
import hostileBooks from "../../fixtures/upstreams/polymarket/clob-books-hostile.json";
import gammaHostile from "../../fixtures/upstreams/polymarket/gamma-markets-hostile.json";
import gammaPage1 from "../../fixtures/upstreams/polymarket/gamma-markets-page-1.json";
import gammaPage2 from "../../fixtures/upstreams/polymarket/gamma-markets-page-2.json";

/** Values of every JSON type, and the shapes the schemas treat specially (encoded arrays, book levels). */
const REPLACEMENTS: unknown[] = [
  null,
  "",
  "x",
  "0.4350",
  0,
  1.5,
  -3,
  true,
  false,
  {},
  { id: 1 },
  [],
  ["a"],
  [1],
  '["Yes", "No"]',
  '["Yes", 1]',
  '{"0": "Yes"}',
  "[not json",
  [{ price: "0.5", size: "10" }],
  [{ price: "0.5", size: "10", extra: true }],
  [{ price: 0.5, size: "10" }],
  [{ price: "0.5" }],
  [["0.5", "10"]],
];

/** Each seed item, then every member (and one unknown key) removed or replaced by each replacement. */
function variants(seeds: readonly unknown[], keys: readonly string[]): unknown[] {
  const out: unknown[] = [null, "market", 42, [], {}];
  for (const seed of seeds) {
    out.push(seed);
    if (typeof seed !== "object" || seed === null || Array.isArray(seed)) continue;
    for (const key of [...keys, "unexpected_member"]) {
      const { [key]: _removed, ...without } = seed as Record<string, unknown>;
      out.push(without);
      for (const value of REPLACEMENTS) out.push({ ...seed, [key]: value });
    }
  }
  return out;
}

interface Case<T> {
  name: string;
  schema: z.ZodType<T> & { shape: Record<string, unknown> };
  read: FieldReader<T>;
  parse: (raw: unknown) => z.ZodSafeParseResult<T>;
  /** Items from recorded pages, real and hostile. */
  seeds: unknown[];
}

const kalshiMarkets = [
  ...kalshiPage1.markets,
  ...kalshiPage2.markets,
  ...kalshiHostile.markets,
  ...eventsNested.events.flatMap((e) => e.markets),
];

const CASES = [
  {
    name: "Kalshi market",
    schema: kalshiMarketSchema,
    read: readPlainKalshiMarket,
    parse: parseKalshiMarket,
    seeds: kalshiMarkets,
  } satisfies Case<z.infer<typeof kalshiMarketSchema>>,
  {
    name: "Gamma market",
    schema: gammaMarketSchema,
    read: readPlainGammaMarket,
    parse: parseGammaMarket,
    seeds: [...gammaPage1, ...gammaPage2, ...gammaHostile],
  } satisfies Case<z.infer<typeof gammaMarketSchema>>,
  {
    name: "CLOB book",
    schema: clobBookSchema,
    read: readPlainClobBook,
    parse: parseClobBook,
    seeds: [...clobBooks, ...hostileBooks],
  } satisfies Case<z.infer<typeof clobBookSchema>>,
];

describe.each(CASES)("the plain reader of a $name", ({ schema, read, parse, seeds }) => {
  const inputs = variants(seeds, Object.keys(schema.shape));

  it("accepts nothing the schema refuses, and builds exactly what the schema builds", () => {
    let plainAnswers = 0;
    let valid = 0;
    for (const input of inputs) {
      const reference = schema.safeParse(input);
      if (reference.success) valid++;
      const plain = read(input);
      if (plain !== NOT_PLAIN) {
        plainAnswers++;
        expect(reference.success, JSON.stringify(input)).toBe(true);
        expect(plain, JSON.stringify(input)).toStrictEqual(reference.data);
      }
      const parsed = parse(input);
      expect(parsed.success).toBe(reference.success);
      if (parsed.success) expect(parsed.data).toStrictEqual(reference.data);
      else expect(parsed.error?.issues).toEqual(reference.error?.issues);
    }
    // The fast path carries every valid variant here, so the schema's generic path is the exception.
    expect(valid).toBeGreaterThan(seeds.length);
    expect(plainAnswers).toBe(valid);
  });

  it("answers every recorded item the schema accepts", () => {
    for (const seed of seeds) {
      if (schema.safeParse(seed).success) expect(read(seed), JSON.stringify(seed)).not.toBe(NOT_PLAIN);
    }
  });
});

describe("arrayOfStringRecords", () => {
  const read = arrayOfStringRecords(["price", "size"]);

  it("takes an array whose items have exactly the members, all strings, as it is", () => {
    const levels = [
      { price: "0.41", size: "10" },
      { size: "5", price: "0.42" },
    ];
    expect(read(levels)).toBe(levels);
    expect(read([])).toEqual([]);
  });

  it("copies only the members when an item has others, and leaves every other shape to the schema", () => {
    expect(read([{ price: "0.41", size: "10", extra: "x" }])).toStrictEqual([{ price: "0.41", size: "10" }]);
    for (const value of [
      null,
      {},
      "[]",
      [null],
      [["0.41", "10"]],
      [{ price: "0.41" }],
      [{ price: "0.41", size: 10 }],
      [{ price: "0.41", size: "10" }, { price: "0.42" }],
    ]) {
      expect(read(value), JSON.stringify(value)).toBe(NOT_PLAIN);
    }
  });
});
