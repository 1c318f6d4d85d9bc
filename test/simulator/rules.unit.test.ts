import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CALENDAR_OPEN_MARKETS_PER_VENUE, CALENDAR_SERIES } from "../../simulator/calendar.ts";
import type { Simulator } from "../../simulator/handler.ts";
import { amendmentOf, lookAlikeKey, type PlantedTrap, plantedTrap } from "../../simulator/rules.ts";
import { buildUniverse } from "../../simulator/universe.ts";
import { INDICES } from "../../src/catalog/definitions.ts";
import { fingerprintRules } from "../../src/domain/equivalence/fingerprint.ts";
import { judgePair } from "../../src/domain/equivalence/judge.ts";
import type { PairJudgement } from "../../src/domain/equivalence/judge-schema.ts";
import { BLOCKING_TRAPS } from "../../src/domain/equivalence/relations.ts";
import type { KalshiRules, PolymarketRules } from "../../src/domain/equivalence/venue-rules.ts";
import { GAMMA, get, getJson, KALSHI, pinned, T0 } from "./helpers.ts";

const EXTRA = 40;
const WEEK = 7 * 86_400_000;
const universe = buildUniverse(EXTRA);

// The rule fields as the venues serve them.
const kalshiMarket = z.object({
  ticker: z.string(),
  event_ticker: z.string(),
  title: z.string(),
  close_time: z.string(),
  rules_primary: z.string().min(1),
  rules_secondary: z.string(),
  early_close_condition: z.string().nullable(),
});
const metadata = z.object({
  image_url: z.string(),
  market_details: z.array(z.unknown()),
  settlement_sources: z.array(z.object({ name: z.string().min(1), url: z.string() })),
});
const gammaMarket = z.object({
  id: z.string(),
  question: z.string(),
  description: z.string().min(1),
  resolutionSource: z.string(),
  endDate: z.string(),
});

/** Every market's rule texts as a venue serves them, keyed by `marketKey`. */
async function servedRules(sim: Simulator): Promise<Map<string, KalshiRules | PolymarketRules>> {
  const rules = new Map<string, KalshiRules | PolymarketRules>();
  const { markets } = await getJson<{ markets: unknown[] }>(sim, `${KALSHI}/markets?limit=1000`);
  const sources = new Map<string, z.infer<typeof metadata>["settlement_sources"]>();
  for (const raw of markets) {
    const m = kalshiMarket.parse(raw);
    if (!sources.has(m.event_ticker)) {
      const meta = metadata.parse(await getJson(sim, `${KALSHI}/events/${m.event_ticker}/metadata`));
      sources.set(m.event_ticker, meta.settlement_sources);
    }
    rules.set(`kalshi:${m.ticker}`, {
      venue: "kalshi",
      market_id: m.ticker,
      event_id: m.event_ticker,
      title: m.title,
      rules_primary: m.rules_primary,
      rules_secondary: m.rules_secondary,
      early_close_condition: m.early_close_condition,
      settlement_sources: sources.get(m.event_ticker) ?? [],
      close_time: m.close_time,
    });
  }
  for (const raw of await getJson<unknown[]>(sim, `${GAMMA}/markets?limit=500`)) {
    const m = gammaMarket.parse(raw);
    rules.set(`polymarket:${m.id}`, {
      venue: "polymarket",
      market_id: m.id,
      event_id: null,
      question: m.question,
      description: m.description,
      resolution_source: m.resolutionSource,
      end_date: m.endDate,
    });
  }
  return rules;
}

interface JudgedPair {
  ticker: string;
  trap: PlantedTrap;
  judgement: PairJudgement;
}

async function judgedLookAlikes(now: number): Promise<JudgedPair[]> {
  const served = await servedRules(pinned({ extraMarketsPerVenue: EXTRA }, now));
  const out: JudgedPair[] = [];
  for (const market of universe.kalshi.markets) {
    const twin = lookAlikeKey(market);
    const trap = plantedTrap(market, now);
    const a = served.get(market.key);
    const b = twin ? served.get(twin) : undefined;
    if (!a || !b || trap === null) continue;
    out.push({
      ticker: market.marketId,
      trap,
      judgement: judgePair(fingerprintRules(a), fingerprintRules(b)),
    });
  }
  return out;
}

describe("rule texts in the venues' shapes", () => {
  it("serves Kalshi's rules on every market and its events' settlement sources", async () => {
    const sim = pinned({ extraMarketsPerVenue: EXTRA });
    const served = await servedRules(sim);
    const kalshi = [...served.values()].filter((r): r is KalshiRules => r.venue === "kalshi");
    // The universe's markets, and the resolution calendar's in their last minutes before close.
    expect(kalshi.length).toBe(universe.kalshi.markets.length + CALENDAR_OPEN_MARKETS_PER_VENUE);
    for (const rules of kalshi) {
      expect(rules.rules_primary, rules.market_id).toMatch(/^If .+, then the market resolves to Yes\.$/s);
      expect(rules.rules_secondary, rules.market_id).toContain("not real data");
    }
    // The universe's events name their sources; the calendar's name none.
    const named = kalshi.filter((r) => !r.market_id.startsWith(`${CALENDAR_SERIES}-`));
    expect(named.filter((r) => r.settlement_sources.length > 0).length).toBeGreaterThan(named.length * 0.9);
    expect((await get(sim, `${KALSHI}/events/NOPE-1/metadata`)).status).toBe(404);
  });

  it("serves Polymarket's description and resolution source on every market", async () => {
    const served = await servedRules(pinned({ extraMarketsPerVenue: EXTRA }));
    const poly = [...served.values()].filter((r): r is PolymarketRules => r.venue === "polymarket");
    expect(poly.length).toBe(universe.polymarket.markets.length + CALENDAR_OPEN_MARKETS_PER_VENUE);
    for (const rules of poly) {
      expect(rules.description, rules.market_id).toMatch(/This market will resolve to "(Yes|No)" if /);
      expect(rules.description, rules.market_id).toContain("not real data");
    }
  });
});

describe("planted traps across look-alike markets", () => {
  const EXPECTED: Partial<Record<PlantedTrap, (j: PairJudgement) => void>> = {
    none: (j) => expect(j).toMatchObject({ status: "paired", relation: "identity", polarity: "same" }),
    comparator_offset: (j) => expect(j.relation).toBe("subset"),
    bucket_shape: (j) => expect(j.relation).toBe("subset"),
    polarity_inversion: (j) => expect(j).toMatchObject({ relation: "complement", polarity: "inverted" }),
    void_rule: (j) => expect(j.relation).toBe("overlap"),
    early_close_rule: (j) => expect(j.relation).toBe("overlap"),
    unfilled_template: (j) =>
      expect(j).toMatchObject({ status: "refused", relation: null, reasons: ["unfilled_template"] }),
    source_station: (j) => expect(j).toMatchObject({ status: "refused", reasons: ["series_differs"] }),
    source_print: (j) => expect(j).toMatchObject({ status: "refused", reasons: ["print_differs"] }),
  };

  it("are each read as planted from the served texts, and none with a blocking trap is identity", async () => {
    const pairs = await judgedLookAlikes(T0);
    const traps = new Set(pairs.map((p) => p.trap));
    for (const trap of [...Object.keys(EXPECTED), "source_series", "window_time_zone"]) {
      expect(traps.has(trap as PlantedTrap), trap).toBe(true);
    }
    for (const { ticker, trap, judgement } of pairs) {
      const check = EXPECTED[trap];
      if (check) check(judgement);
      if ((BLOCKING_TRAPS as readonly string[]).includes(trap)) {
        expect(judgement.relation, `${ticker} ${trap}`).not.toBe("identity");
        expect(
          judgement.rule_diff.some((d) => d.severity === "blocking"),
          ticker,
        ).toBe(true);
      }
    }
  });
});

describe("rule texts that change over time", () => {
  const wti = universe.kalshi.markets.find((m) => m.marketId === "KXWTI-26DEC31-T75");

  it("switch version every seven days, each market on its own day, and come back", () => {
    const key = "polymarket:2000010";
    expect(amendmentOf(key, T0)).not.toBe(amendmentOf(key, T0 + WEEK));
    expect(amendmentOf(key, T0)).toBe(amendmentOf(key, T0 + 2 * WEEK));
    // Within a minute, and from one minute to the next most days, nothing moves.
    expect(amendmentOf(key, T0 + 59_000)).toBe(amendmentOf(key, T0));
  });

  it("change the served text, and the judgement with it, when a trap is planted or lifted", async () => {
    expect(wti).toBeDefined();
    const twin = wti ? lookAlikeKey(wti) : null;
    const at = async (now: number) => {
      const served = await servedRules(pinned({ extraMarketsPerVenue: EXTRA }, now));
      return served.get(twin ?? "") as PolymarketRules;
    };
    const [now, nextWeek, inTwoWeeks] = await Promise.all([at(T0), at(T0 + WEEK), at(T0 + 2 * WEEK)]);
    expect(nextWeek.description).not.toBe(now.description);
    expect(inTwoWeeks.description).toBe(now.description);
    const relations = await Promise.all(
      [T0, T0 + WEEK].map(async (t) => (await judgedLookAlikes(t)).find((p) => p.ticker === wti?.marketId)),
    );
    expect(new Set(relations.map((p) => p?.judgement.relation))).toEqual(new Set(["identity", "overlap"]));
    expect(new Set(relations.map((p) => p?.trap))).toEqual(new Set(["none", "void_rule"]));
  });

  it("leave the index contracts' texts alone (their news feeds version every change)", async () => {
    const now = await servedRules(pinned({ extraMarketsPerVenue: EXTRA }, T0));
    const later = await servedRules(pinned({ extraMarketsPerVenue: EXTRA }, T0 + WEEK));
    const indexKeys = INDICES.flatMap((index) => index.contracts.map((c) => `${c.venue}:${c.marketId}`));
    expect(indexKeys.length).toBeGreaterThan(40);
    for (const key of indexKeys) expect(later.get(key), key).toEqual(now.get(key));
  });
});
