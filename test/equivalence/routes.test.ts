import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { parseDecimal } from "../../src/domain/decimal.ts";
import { measureAccuracy } from "../../src/domain/equivalence/accuracy.ts";
import { decimalText } from "../../src/domain/equivalence/basis.ts";
import { HELD_OUT_PAIRS } from "../../src/domain/equivalence/labelled/index.ts";
import { collectRuleTexts } from "../../src/equivalence/jobs/collect-rules.ts";
import { judgePairs } from "../../src/equivalence/jobs/judge-pairs.ts";
import { computeStoredHour, storeBasisDay, storeBasisHours } from "../../src/equivalence/jobs/store-basis.ts";
import { feeTermsKey, readFeeTerms, recordFeeTerms } from "../../src/equivalence/store/fee-terms.ts";
import { readLegMids } from "../../src/equivalence/store/leg-mids.ts";
import { activePairs } from "../../src/equivalence/store/pairs.ts";
import {
  basisDayIndexKey,
  basisDayKey,
  basisHourKey,
  encodeStoredDay,
  pruneStoredBasis,
  writeStoredDay,
  writeStoredHour,
} from "../../src/equivalence/store/stored-basis.ts";
import type { BookLevel, MarketBooks } from "../../src/lake/books.ts";
import { readManifest, writeTape } from "../../src/lake/store/lake.ts";
import { writeLiveBooks } from "../../src/lake/store/lake-books.ts";
import { openDb } from "../../src/platform/db/db.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import { get, getJson, problemSlug, readProblem } from "../support/fetch.ts";
import { call, createKey } from "../support/keys.ts";
import { lakeRows, rowValues, scaled } from "../support/lake.ts";
import { simulatorHost } from "../support/simulator.ts";

const T0 = Date.parse("2026-11-24T08:03:00Z");
const PAIRS = "/api/v1/equivalence/pairs";

interface Leg {
  venue: string;
  market_id: string;
  title: string;
  rules_version: number;
}
interface Pair {
  pair_id: string;
  status: string;
  legs: { a: Leg; b: Leg };
  relation: string;
  polarity: string | null;
  confidence: number;
  rule_diff: { severity: string; field: string }[];
}
interface Page<K extends string, T> {
  data: { type: string } & Record<K, T[]>;
  meta: { pagination: { page: number; page_size: number; total_rows: number; total_pages: number } };
  links: Record<string, string>;
}

/** One minute of a venue's tape: two other markets, then the leg's YES and NO rows. */
function legRows(leg: Leg, bid: string | null, ask: string | null): LakeRow[] {
  const polymarket = leg.venue === "polymarket";
  const values = rowValues({
    venue: leg.venue as "kalshi" | "polymarket",
    market_id: leg.market_id,
    outcome: polymarket ? "Yes" : "yes",
    token_id: polymarket ? "1001" : null,
    bid: bid === null ? null : scaled(bid),
    ask: ask === null ? null : scaled(ask),
    indicative: bid === null ? null : scaled(bid),
    indicative_source: bid === null ? null : "venue_price",
  });
  const no = { ...values, outcome: polymarket ? "No" : "no", token_id: polymarket ? "1002" : null };
  return [...lakeRows(2, leg.venue as "kalshi" | "polymarket"), lakeRow(values), lakeRow(no)];
}

/**
 * One minute of a venue's book tape, as the live plane tapes it: another market, then the leg's market
 * with its outcome books (a Polymarket market's NO book first, so the YES book is picked by name).
 */
function legBooks(leg: Leg, bids: BookLevel[], asks: BookLevel[]): MarketBooks[] {
  const book = (outcome: string, b: BookLevel[], a: BookLevel[]) => ({
    outcome,
    token_id: leg.venue === "polymarket" ? `${outcome}-token` : null,
    observed_at: "2026-11-20T11:00:00.000Z",
    bids: b,
    asks: a,
  });
  const other = {
    market_id: `${leg.market_id}-OTHER`,
    books: [book("yes", [["0.10", "5"]], [["0.90", "5"]])],
  };
  const books =
    leg.venue === "polymarket"
      ? [book("No", [["0.40", "10"]], [["0.60", "10"]]), book("Yes", bids, asks)]
      : [book("yes", bids, asks)];
  return [other, { market_id: leg.market_id, books }];
}

describe("the equivalence routes over judged simulator pairs", { timeout: 60_000 }, () => {
  let judged: Awaited<ReturnType<typeof judgePairs>>;
  beforeAll(async () => {
    await seedCatalog(env.DB);
    const sim = simulatorHost("rules-routes");
    const bound = sim.bind(env);
    await sim.pinClock(T0);
    await collectRuleTexts(bound, { nowMs: T0 });
    judged = await judgePairs(bound, { nowMs: T0 });
  });

  it("lists the active pairs, highest confidence first, paged with links and a Link header", async () => {
    const { res, body } = await getJson<Page<"pairs", Pair>>(`${PAIRS}?page_size=200`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=15, must-revalidate");
    expect(body.data.type).toBe("equivalence_pairs");
    expect(body.meta.pagination).toEqual({
      page: 1,
      page_size: 200,
      total_rows: judged.paired,
      total_pages: 1,
    });
    const confidences = body.data.pairs.map((p) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((x, y) => y - x));
    expect(body.data.pairs.every((p) => p.status === "active")).toBe(true);
    for (const p of body.data.pairs) {
      if (p.relation === "identity") expect(p.rule_diff.filter((d) => d.severity === "blocking")).toEqual([]);
    }

    const small = await getJson<Page<"pairs", Pair>>(`${PAIRS}?relation=subset&page=2&page_size=3`);
    expect(small.res.status).toBe(200);
    expect(small.body.data.pairs).toHaveLength(3);
    expect(small.body.data.pairs.every((p) => p.relation === "subset")).toBe(true);
    expect(small.body.links).toMatchObject({
      self: `${PAIRS}?relation=subset&page=2&page_size=3`,
      first: `${PAIRS}?relation=subset&page=1&page_size=3`,
      prev: `${PAIRS}?relation=subset&page=1&page_size=3`,
      next: `${PAIRS}?relation=subset&page=3&page_size=3`,
    });
    expect(small.res.headers.get("Link")).toContain(
      `<${PAIRS}?relation=subset&page=3&page_size=3>; rel="next"`,
    );
  });

  it("filters by relation, confidence, venue and text", async () => {
    const identity = await getJson<Page<"pairs", Pair>>(`${PAIRS}?relation=identity&min_confidence=0.5`);
    expect(identity.body.data.pairs.length).toBeGreaterThan(0);
    expect(identity.body.data.pairs.every((p) => p.relation === "identity" && p.confidence >= 0.5)).toBe(
      true,
    );
    const all = (await getJson<Page<"pairs", Pair>>(`${PAIRS}?page_size=200`)).body.data.pairs;
    const top = Math.max(...all.map((p) => p.confidence));
    const high = await getJson<Page<"pairs", Pair>>(`${PAIRS}?min_confidence=${top}&page_size=200`);
    expect(high.body.data.pairs).toEqual(all.filter((p) => p.confidence >= top));
    const sample = all[0] as Pair;
    const text = sample.legs.a.market_id.toLowerCase();
    const q = await getJson<Page<"pairs", Pair>>(`${PAIRS}?q=${encodeURIComponent(text)}&page_size=200`);
    expect(q.body.data.pairs.map((p) => p.pair_id).sort()).toEqual(
      all
        .filter((p) => p.legs.a.market_id.toLowerCase().includes(text))
        .map((p) => p.pair_id)
        .sort(),
    );
    // LIKE's wildcards in q are characters, not patterns.
    for (const wild of ["%", "_"]) {
      const hits = all.filter((p) =>
        [p.legs.a.market_id, p.legs.a.title, p.legs.b.market_id, p.legs.b.title].some((t) =>
          t.includes(wild),
        ),
      );
      const res = await getJson<Page<"pairs", Pair>>(`${PAIRS}?q=${encodeURIComponent(wild)}&page_size=200`);
      expect(res.body.meta.pagination.total_rows, wild).toBe(hits.length);
    }
    expect(
      (await getJson<Page<"pairs", Pair>>(`${PAIRS}?venue=kalshi&page_size=200`)).body.data.pairs,
    ).toHaveLength(all.length);
    expect(
      (await getJson<Page<"pairs", Pair>>(`${PAIRS}?status=withdrawn`)).body.meta.pagination.total_rows,
    ).toBe(0);
  });

  it("serves one pair by id, and 404 equivalence-pair-not-found for an unknown id", async () => {
    const all = (await getJson<Page<"pairs", Pair>>(`${PAIRS}?relation=identity`)).body.data.pairs;
    const pair = all[0] as Pair;
    const { res, body } = await getJson<{ data: Pair & { type: string }; links: Record<string, string> }>(
      `${PAIRS}/${pair.pair_id}`,
    );
    expect(res.status).toBe(200);
    const { rule_texts: texts, ...rest } = body.data as typeof body.data & {
      rule_texts: Record<
        "a" | "b",
        { version: number; sha256: string; sections: { section: string; text: string }[] } | null
      >;
    };
    expect(rest).toEqual({
      type: "equivalence_pair",
      ...pair,
      first_judged_at: "2026-11-24T08:03:00Z",
      judged_at: "2026-11-24T08:03:00Z",
    });
    expect(body.links.self).toBe(`${PAIRS}/${pair.pair_id}`);
    // Both legs' texts side by side, each the version judged: every evidence quote of every rule
    // difference stands at its offsets in its leg's section (over pairs that have differences).
    for (const leg of ["a", "b"] as const) {
      expect(texts[leg]?.version).toBe(pair.legs[leg].rules_version);
      expect(texts[leg]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    type Quoted = {
      evidence: Record<"a" | "b", { section: string; start: number; end: number; quote: string }[]>;
    };
    const differing = (await getJson<Page<"pairs", Pair>>(`${PAIRS}?page_size=200`)).body.data.pairs
      .filter((p) => p.rule_diff.length > 0)
      .slice(0, 5);
    let quotes = 0;
    for (const p of differing) {
      const detail = (
        await getJson<{
          data: { rule_texts: Record<"a" | "b", { sections: { section: string; text: string }[] }> };
        }>(`${PAIRS}/${p.pair_id}`)
      ).body.data.rule_texts;
      for (const diff of p.rule_diff as unknown as Quoted[]) {
        for (const leg of ["a", "b"] as const) {
          for (const e of diff.evidence[leg]) {
            const text = detail[leg].sections.find((s) => s.section === e.section)?.text ?? "";
            expect(text.slice(e.start, e.end), `${p.pair_id} ${leg} ${e.section}`).toBe(e.quote);
            quotes++;
          }
        }
      }
    }
    expect(quotes).toBeGreaterThan(0);

    const missing = await get(`${PAIRS}/000000000000000000000000`);
    expect(missing.status).toBe(404);
    expect(await problemSlug(missing)).toBe("equivalence-pair-not-found");
  });

  it("lists the refused look-alikes with their reason codes, filtered by reason", async () => {
    const { res, body } = await getJson<Page<"refused", { pair_id: string; reasons: string[] }>>(
      "/api/v1/equivalence/refused?page_size=200",
    );
    expect(res.status).toBe(200);
    expect(body.meta.pagination.total_rows).toBe(judged.refused);
    expect(body.data.refused.every((r) => r.reasons.length > 0)).toBe(true);
    const series = await getJson<Page<"refused", { reasons: string[] }>>(
      "/api/v1/equivalence/refused?reason=series_differs&page_size=200",
    );
    expect(series.body.data.refused.length).toBeGreaterThan(0);
    expect(series.body.data.refused).toEqual(
      body.data.refused.filter((r) => r.reasons.includes("series_differs")),
    );
  });

  it("answers 400 invalid-parameter for bad filters and 404 page-not-found past the last page", async () => {
    for (const query of [
      "relation=same",
      "min_confidence=1.5",
      "min_confidence=abc",
      "venue=nyse",
      "status=gone",
      "page=0",
      "page_size=201",
      `q=${"x".repeat(101)}`,
      "q=",
      "unknown=1",
    ]) {
      const res = await get(`${PAIRS}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await problemSlug(res), query).toBe("invalid-parameter");
    }
    expect((await get("/api/v1/equivalence/refused?reason=nope")).status).toBe(400);
    const bad = await get(`${PAIRS}/NOT-AN-ID`);
    expect(bad.status).toBe(400);
    expect((await readProblem(bad)).invalid_params?.[0]?.name).toBe("pair_id");
    const past = await get(`${PAIRS}?page=99`);
    expect(past.status).toBe(404);
    expect(await problemSlug(past)).toBe("page-not-found");
  });

  it("serves the held-out accuracy as measured over the labelled set", async () => {
    const { res, body } = await getJson<{
      data: { held_out: { pairs: number; per_relation: { relation: string; precision: number | null }[] } };
    }>("/api/v1/equivalence/accuracy");
    expect(res.status).toBe(200);
    expect(body.data.held_out).toEqual(measureAccuracy(HELD_OUT_PAIRS).accuracy);
    const identity = body.data.held_out.per_relation.find((r) => r.relation === "identity");
    expect(identity?.precision).toBeGreaterThanOrEqual(0.95);
  });

  it("names in each index the active pairs among its contracts, flagging those that are not identity", async () => {
    const { body: list } = await getJson<{ data: { indices: { symbol: string }[] } }>("/api/v1/indices");
    const { body: pairs } = await getJson<Page<"pairs", Pair>>(`${PAIRS}?page_size=200`);
    let named = 0;
    for (const { symbol } of list.data.indices) {
      const { res, body } = await getJson<{
        data: {
          contracts: { venue: string; market_id: string }[];
          cross_venue_pairs: {
            pair_id: string;
            relation: string;
            polarity: string | null;
            legs: { venue: string; market_id: string }[];
            flagged: boolean;
          }[];
        };
      }>(`/api/v1/indices/${symbol}`);
      expect(res.status).toBe(200);
      const contracts = new Set(body.data.contracts.map((c) => `${c.venue}:${c.market_id}`));
      // Recomputed from the pairs route: every active pair whose two legs are this index's contracts.
      const expected = pairs.data.pairs
        .filter((p) => [p.legs.a, p.legs.b].every((l) => contracts.has(`${l.venue}:${l.market_id}`)))
        .map((p) => ({
          pair_id: p.pair_id,
          relation: p.relation,
          polarity: p.polarity,
          legs: [p.legs.a, p.legs.b].map((l) => ({ venue: l.venue, market_id: l.market_id })),
          flagged: p.relation !== "identity",
        }))
        .sort((x, y) => x.pair_id.localeCompare(y.pair_id));
      expect(body.data.cross_venue_pairs, symbol).toEqual(expected);
      named += expected.length;
    }
    // The simulator's catalog puts look-alike legs in the same index: at least one is named.
    expect(named).toBeGreaterThan(0);
  });

  it("takes a key with equivalence:read, and answers 403 credential-scope to a key without it", async () => {
    const allowed = await createKey({ scopes: ["equivalence:read"] });
    expect((await call(PAIRS, { headers: { "X-API-Key": allowed.key } })).status).toBe(200);
    const other = await createKey({ scopes: ["indices:read", "lake:read"] });
    for (const path of [PAIRS, "/api/v1/equivalence/refused", "/api/v1/equivalence/accuracy"]) {
      const res = await call(path, { headers: { "X-API-Key": other.key } });
      expect(res.status, path).toBe(403);
      expect(await problemSlug(res), path).toBe("credential-scope");
    }
  });

  describe("a pair's basis from both legs' taped mids", () => {
    const DAY = "2026-11-20";
    const minute = (m: number) => Date.parse(`${DAY}T10:0${m}:00Z`);
    let pair: Pair;
    let basisPath: string;

    beforeAll(async () => {
      const { body } = await getJson<Page<"pairs", Pair>>(`${PAIRS}?page_size=200`);
      const withPolarity = body.data.pairs.filter((p) => p.polarity !== null);
      // An inverted pair when the simulator's texts give one, so leg b is read at 1 − mid.
      pair = (withPolarity.find((p) => p.polarity === "inverted") ?? withPolarity[0]) as Pair;
      expect(pair).toBeDefined();
      basisPath = `${PAIRS}/${pair.pair_id}/basis`;
      // Minutes 0–2 both legs two-sided; minute 3 leg b one-sided (no mid); minute 4 leg a not taped.
      const books: [string | null, string | null, string | null, string | null][] = [
        ["0.43", "0.44", "0.561", "0.57"],
        ["0.45", "0.4625", "0.55", "0.57"],
        ["0.41", "0.44", "0.5401", "0.5502"],
        ["0.42", "0.43", "0.55", null],
      ];
      for (const [m, [bidA, askA, bidB, askB]] of books.entries()) {
        const complete = { status: "not_recorded" as const };
        await writeTape(env.LAKE, pair.legs.a.venue, minute(m), legRows(pair.legs.a, bidA, askA), complete);
        await writeTape(env.LAKE, pair.legs.b.venue, minute(m), legRows(pair.legs.b, bidB, askB), complete);
      }
      await writeTape(env.LAKE, pair.legs.b.venue, minute(4), legRows(pair.legs.b, "0.5", "0.6"), {
        status: "not_recorded",
      });
      // Both legs' books at 10:00 only, deep enough for $1,000 both ways.
      const deep = (price: string): BookLevel[] => [[price, "5000"]];
      await writeLiveBooks(
        env.LAKE,
        pair.legs.a.venue,
        minute(0),
        legBooks(pair.legs.a, deep("0.43"), deep("0.44")),
      );
      await writeLiveBooks(
        env.LAKE,
        pair.legs.b.venue,
        minute(0),
        legBooks(pair.legs.b, deep("0.561"), deep("0.57")),
      );
    });

    it("makes every edge null with fee_schedule_unknown when a leg's category is not on the schedule", async () => {
      const { body } = await getJson<{
        data: {
          legs: { b: { fee_terms: unknown } };
          buckets: {
            execution: { edges: { reason: string; legs: unknown }[] | null; reason: string | null };
          }[];
        };
      }>(`${basisPath}?from=${DAY}T10:00:00Z&to=${DAY}T10:01:00Z&interval=1m`);
      // The simulator's inverted pairs are its natural-gas benchmark's: Gamma files them under
      // Commodities, which Polymarket's fee schedule does not list.
      expect(pair.polarity).toBe("inverted");
      expect(body.data.legs.b.fee_terms).toMatchObject({
        venue: "polymarket",
        fees_enabled: true,
        category: null,
      });
      const [bucket] = body.data.buckets;
      expect(bucket?.execution.reason).toBeNull();
      expect(bucket?.execution.edges?.map((e) => e.reason)).toEqual(Array(4).fill("fee_schedule_unknown"));
    });

    /** The leg's YES mid at a minute, as GET /api/v1/lake/venues/{venue}/quotes serves it. */
    async function tapedMid(leg: Leg, m: number): Promise<string | null> {
      const { res, body } = await getJson<{ data: { rows: LakeRow[] } }>(
        `/api/v1/lake/venues/${leg.venue}/quotes?date=${DAY}&at=100${m}&page_size=100`,
      );
      if (res.status === 404) return null; // the minute is not taped for the leg's venue
      expect(res.status).toBe(200);
      const row = body.data.rows.find(
        (r) => r.market_id === leg.market_id && r.outcome.toLowerCase() === "yes",
      );
      return row?.mid ?? null;
    }

    it("serves mid_basis per minute exactly as recomputed from the lake's quotes route", async () => {
      const { res, body } = await getJson<{
        data: {
          polarity: string;
          from: string;
          to: string;
          buckets: {
            start: string;
            quoted_minutes: number;
            mid_basis: { open: string; close: string } | null;
            close: { mid_a: string; mid_b: string; mid_basis: string } | null;
          }[];
        };
        links: Record<string, string>;
      }>(`${basisPath}?from=${DAY}T10:00:00Z&to=${DAY}T10:05:00Z&interval=1m`);
      expect(res.status).toBe(200);
      expect(body.data.polarity).toBe(pair.polarity);
      expect(body.data.to).toBe(`${DAY}T10:05:00Z`);
      expect(body.links.next).toBeUndefined();
      expect(body.data.buckets).toHaveLength(5);
      let recomputed = 0;
      for (const [m, bucket] of body.data.buckets.entries()) {
        const midA = await tapedMid(pair.legs.a, m);
        const midB = await tapedMid(pair.legs.b, m);
        if (midA === null || midB === null) {
          expect(bucket.mid_basis, `minute ${m}`).toBeNull();
          expect(bucket.quoted_minutes).toBe(0);
          continue;
        }
        const a = parseDecimal(midA) as bigint;
        const rawB = parseDecimal(midB) as bigint;
        const b = pair.polarity === "inverted" ? 1_000_000n - rawB : rawB;
        expect(bucket.close, `minute ${m}`).toEqual({
          minute: bucket.start,
          mid_a: decimalText(a),
          mid_b: decimalText(b),
          mid_basis: decimalText(a - b),
        });
        expect(bucket.mid_basis).toMatchObject({ open: decimalText(a - b), close: decimalText(a - b) });
        recomputed++;
      }
      // Minutes 0–2 have both mids; minute 3 (leg b one-sided) and 4 (leg a untaped) have none.
      expect(recomputed).toBe(3);
    });

    it("gathers 5-minute buckets: OHLC of mid_basis, the share quoted and the summary", async () => {
      const { res, body } = await getJson<{
        data: {
          buckets: { minutes: number; quoted_minutes: number; quoted_share: number; mid_basis: unknown }[];
          summary: { minutes: number; quoted_minutes: number; mean: number; ar1_reason: string | null };
        };
        meta: { tape: { snapshots: number } };
      }>(`${basisPath}?from=${DAY}T10:00:00Z&to=${DAY}T10:05:00Z&interval=5m`);
      expect(res.status).toBe(200);
      const sign = pair.polarity === "inverted";
      // By hand: mids a 0.435, 0.45625, 0.425; b 0.5655, 0.56, 0.54515 (inverted: 1 − b).
      const bases = [
        [0.435, 0.5655],
        [0.45625, 0.56],
        [0.425, 0.54515],
      ].map(([a, b]) => (a as number) - (sign ? 1 - (b as number) : (b as number)));
      const text = (x: number) => decimalText(BigInt(Math.round(x * 1e6)));
      expect(body.data.buckets).toEqual([
        {
          start: `${DAY}T10:00:00Z`,
          end: `${DAY}T10:05:00Z`,
          minutes: 5,
          quoted_minutes: 3,
          quoted_share: 0.6,
          mid_basis: {
            open: text(bases[0] as number),
            high: text(Math.max(...bases)),
            low: text(Math.min(...bases)),
            close: text(bases[2] as number),
          },
          close: expect.objectContaining({ minute: `${DAY}T10:02:00Z` }),
          // No book tape at 10:02 (the books below are taped at 10:00 only).
          execution: expect.objectContaining({ edges: null, reason: "book_not_taped" }),
        },
      ]);
      expect(body.data.summary).toMatchObject({
        minutes: 5,
        quoted_minutes: 3,
        ar1_reason: "too_few_observations",
      });
      expect(body.data.summary.mean).toBeCloseTo(bases.reduce((s, x) => s + x, 0) / 3, 12);
      expect(body.meta.tape.snapshots).toBe(9);
    });

    it("stops reading before the first minute past the byte budget, and always reads the first", async () => {
      const legs = {
        a: { venue: pair.legs.a.venue, marketId: pair.legs.a.market_id },
        b: { venue: pair.legs.b.venue, marketId: pair.legs.b.market_id },
      };
      const sizes = async (venue: string) =>
        ((await readManifest(env.LAKE, venue, DAY))?.snapshots ?? []).map((s) => s.bytes);
      const [a, b] = [await sizes(legs.a.venue), await sizes(legs.b.venue)];
      // Minutes 0 and 1 of both venues fit exactly; minute 2's first snapshot does not.
      const twoMinutes = (a[0] as number) + (b[0] as number) + (a[1] as number) + (b[1] as number);
      const cut = await readLegMids(env.LAKE, legs, minute(0), minute(5), twoMinutes);
      expect(cut.readToMs).toBe(minute(2));
      expect([cut.snapshots, cut.bytes]).toEqual([4, twoMinutes]);
      expect(cut.a.map((m) => m.minute)).toEqual([minute(0), minute(1)]);
      const first = await readLegMids(env.LAKE, legs, minute(0), minute(5), 1);
      expect([first.readToMs, first.snapshots]).toEqual([minute(1), 2]);
      const all = await readLegMids(env.LAKE, legs, minute(0), minute(5), 1e9);
      expect([all.readToMs, all.snapshots, all.b.at(-1)?.mid]).toEqual([minute(5), 9, "0.5500"]);
    });

    it("answers problems for an unknown pair and a bad, inverted or too long window", async () => {
      const window = `from=${DAY}T10:00:00Z&to=${DAY}T10:05:00Z&interval=1m`;
      const missing = await get(`${PAIRS}/000000000000000000000000/basis?${window}`);
      expect(missing.status).toBe(404);
      expect(await problemSlug(missing)).toBe("equivalence-pair-not-found");
      for (const query of [
        `from=${DAY}T10:05:00Z&to=${DAY}T10:00:00Z&interval=1m`,
        `from=${DAY}T10:00:00Z&to=${DAY}T10:00:00Z&interval=1m`,
        `from=${DAY}T00:00:00Z&to=2026-11-21T00:01:00Z&interval=5m`,
        `from=${DAY}T00:00:00Z&to=2026-11-21T00:01:00Z&interval=1m`,
        `from=2026-11-01T00:00:00Z&to=2026-12-02T00:01:00Z&interval=1h`,
        `from=2026-11-01T00:00:00Z&to=2026-12-02T00:01:00Z&interval=1d`,
        `from=${DAY}T10:00:00Z&to=${DAY}T10:05:00Z&interval=2m`,
        `from=yesterday&to=${DAY}T10:05:00Z&interval=1m`,
        `to=${DAY}T10:05:00Z&interval=1m`,
        `${window}&extra=1`,
      ]) {
        const res = await get(`${basisPath}?${query}`);
        expect(res.status, query).toBe(400);
        expect(await problemSlug(res), query).toBe("invalid-parameter");
      }
      const day = await get(`${basisPath}?from=${DAY}T00:00:00Z&to=2026-11-21T00:00:00Z&interval=1d`);
      expect(day.status).toBe(200);
      const month = await get(`${basisPath}?from=2026-11-01T00:00:00Z&to=2026-12-02T00:00:00Z&interval=1h`);
      expect(month.status).toBe(200);
    });
  });
  describe("the execution-aware edge at bucket closes, from both legs' taped books", () => {
    const DAY = "2026-11-20";
    const minute = (m: number) => Date.parse(`${DAY}T11:0${m}:00Z`);
    let pair: Pair;
    let basisPath: string;

    interface Edge {
      direction: string;
      size_usd: string;
      contracts: string;
      edge_usd: string | null;
      edge_per_contract: string | null;
      reason: string | null;
      legs: { a: unknown; b: unknown };
    }
    interface FeeTerms {
      fetched_at: string;
    }
    interface BasisBody {
      data: {
        legs: { a: { fee_terms: FeeTerms | null }; b: { fee_terms: FeeTerms | null } };
        buckets: {
          start: string;
          close: { minute: string } | null;
          execution: {
            edges: Edge[] | null;
            reason: string | null;
            fee_terms_fetched_at: { a: string | null; b: string | null };
          };
        }[];
        summary: { executable_minutes: number; tradeable_share: number | null };
      };
      meta: { books: { closes: number; lookups: number; bytes: number } };
    }
    const basis = (query: string) => getJson<BasisBody>(`${basisPath}?${query}`);
    /** When each leg's latest terms were stated: what a looked-up close's edges used. */
    const latestTerms = (body: BasisBody) => ({
      a: body.data.legs.a.fee_terms?.fetched_at ?? null,
      b: body.data.legs.b.fee_terms?.fetched_at ?? null,
    });

    beforeAll(async () => {
      const { body } = await getJson<Page<"pairs", Pair>>(`${PAIRS}?relation=identity&page_size=200`);
      // A same-polarity identity pair: its Kalshi leg charges the standard series fee, its Polymarket
      // leg (an economics market) Polymarket's economics rate.
      pair = body.data.pairs.find((p) => p.polarity === "same") as Pair;
      expect(pair).toBeDefined();
      basisPath = `${PAIRS}/${pair.pair_id}/basis`;
      const complete = { status: "not_recorded" as const };
      // Minutes 0–3 both legs quoted; minute 4 taped on neither venue.
      for (const m of [0, 1, 2, 3]) {
        await writeTape(
          env.LAKE,
          pair.legs.a.venue,
          minute(m),
          legRows(pair.legs.a, "0.41", "0.43"),
          complete,
        );
        await writeTape(
          env.LAKE,
          pair.legs.b.venue,
          minute(m),
          legRows(pair.legs.b, "0.47", "0.49"),
          complete,
        );
      }
      const bookA = {
        bids: [
          ["0.41", "300"],
          ["0.40", "2000"],
        ] as BookLevel[],
        asks: [
          ["0.43", "50"],
          ["0.44", "100"],
          ["0.46", "900"],
        ] as BookLevel[],
      };
      const bookB = {
        bids: [
          ["0.47", "60"],
          ["0.46", "100"],
          ["0.45", "1000"],
        ] as BookLevel[],
        asks: [
          ["0.49", "150"],
          ["0.50", "1000"],
        ] as BookLevel[],
      };
      const { a, b } = pair.legs;
      // 11:00 both books; 11:01 leg a's only (leg b not taped); 11:02 leg a without bids and leg b
      // with one bid level; 11:03 a leg a "book" priced outside (0, 1).
      await writeLiveBooks(env.LAKE, a.venue, minute(0), legBooks(a, bookA.bids, bookA.asks));
      await writeLiveBooks(env.LAKE, b.venue, minute(0), legBooks(b, bookB.bids, bookB.asks));
      await writeLiveBooks(env.LAKE, a.venue, minute(1), legBooks(a, bookA.bids, bookA.asks));
      await writeLiveBooks(env.LAKE, a.venue, minute(2), legBooks(a, [], bookA.asks));
      await writeLiveBooks(env.LAKE, b.venue, minute(2), legBooks(b, [["0.40", "500"]], bookB.asks));
      await writeLiveBooks(env.LAKE, a.venue, minute(3), legBooks(a, [["1.5", "10"]], bookA.asks));
      await writeLiveBooks(env.LAKE, b.venue, minute(3), legBooks(b, bookB.bids, bookB.asks));
    });

    it("serves each edge at a close exactly as a book walk by hand, with both venues' fees", async () => {
      const { res, body } = await basis(`from=${DAY}T11:00:00Z&to=${DAY}T11:01:00Z&interval=1m`);
      expect(res.status).toBe(200);
      expect(body.data.legs.a.fee_terms).toMatchObject({
        venue: "kalshi",
        fee_type: "quadratic",
        fee_multiplier: "1",
      });
      expect(body.data.legs.b.fee_terms).toMatchObject({
        venue: "polymarket",
        fees_enabled: true,
        category: "economics",
      });
      const [bucket] = body.data.buckets;
      expect(bucket?.close?.minute).toBe(`${DAY}T11:00:00Z`);
      expect(bucket?.execution.reason).toBeNull();
      // Kalshi's fee: 0.07 × Σ C × P × (1 − P), the order's sum rounded up to the cent.
      // Polymarket's (economics, 0.05): 0.05 × C × p × (1 − p) per fill, rounded half up to 5 places.
      expect(bucket?.execution.edges).toEqual([
        {
          // Buy a at its asks: 50 × 0.43 + 50 × 0.44 = 21.50 + 22.00 = 43.50.
          //   fee 0.07 × (50 × 0.43 × 0.57 + 50 × 0.44 × 0.56) = 0.07 × 24.575 = 1.72025 → 1.73.
          // Sell b at its bids: 60 × 0.47 + 40 × 0.46 = 28.20 + 18.40 = 46.60.
          //   fees 0.05 × 60 × 0.47 × 0.53 = 0.7473; 0.05 × 40 × 0.46 × 0.54 = 0.4968; sum 1.2441.
          // Edge 46.60 − 43.50 − 1.73 − 1.2441 = 0.1259; 0.001259 a contract.
          direction: "buy_a_sell_b",
          size_usd: "100",
          contracts: "100.0000",
          edge_usd: "0.1259",
          edge_per_contract: "0.001259",
          reason: null,
          legs: {
            a: { side: "buy", average_price: "0.4350", amount: "43.5000", fee: "1.7300" },
            b: { side: "sell", average_price: "0.4660", amount: "46.6000", fee: "1.2441" },
          },
        },
        {
          // Buy b: 100 × 0.49 = 49.00, fee 0.05 × 100 × 0.49 × 0.51 = 1.2495.
          // Sell a: 100 × 0.41 = 41.00, fee 0.07 × 100 × 0.41 × 0.59 = 1.6933 → 1.70.
          // Edge 41.00 − 49.00 − 1.2495 − 1.70 = −10.9495.
          direction: "buy_b_sell_a",
          size_usd: "100",
          contracts: "100.0000",
          edge_usd: "-10.9495",
          edge_per_contract: "-0.109495",
          reason: null,
          legs: {
            a: { side: "sell", average_price: "0.4100", amount: "41.0000", fee: "1.7000" },
            b: { side: "buy", average_price: "0.4900", amount: "49.0000", fee: "1.2495" },
          },
        },
        {
          // Buy a: 21.50 + 100 × 0.44 + 850 × 0.46 = 21.50 + 44.00 + 391.00 = 456.50.
          //   fee 0.07 × (12.255 + 24.64 + 211.14) = 0.07 × 248.035 = 17.36245 → 17.37.
          // Sell b: 28.20 + 100 × 0.46 + 840 × 0.45 = 28.20 + 46.00 + 378.00 = 452.20.
          //   fees 0.7473 + 0.05 × 100 × 0.46 × 0.54 (1.242) + 0.05 × 840 × 0.45 × 0.55 (10.395) = 12.3843.
          // Edge 452.20 − 456.50 − 17.37 − 12.3843 = −34.0543; −0.0340543 → −0.034054 a contract.
          direction: "buy_a_sell_b",
          size_usd: "1000",
          contracts: "1000.0000",
          edge_usd: "-34.0543",
          edge_per_contract: "-0.034054",
          reason: null,
          legs: {
            a: { side: "buy", average_price: "0.4565", amount: "456.5000", fee: "17.3700" },
            b: { side: "sell", average_price: "0.4522", amount: "452.2000", fee: "12.3843" },
          },
        },
        {
          // Buy b: 150 × 0.49 + 850 × 0.50 = 73.50 + 425.00 = 498.50.
          //   fees 0.05 × 150 × 0.49 × 0.51 = 1.87425; 0.05 × 850 × 0.25 = 10.625; sum 12.49925.
          // Sell a: 300 × 0.41 + 700 × 0.40 = 123.00 + 280.00 = 403.00.
          //   fee 0.07 × (300 × 0.41 × 0.59 + 700 × 0.40 × 0.60) = 0.07 × 240.57 = 16.8399 → 16.84.
          // Edge 403.00 − 498.50 − 12.49925 − 16.84 = −124.83925; −0.12483925 → −0.124839 a contract.
          direction: "buy_b_sell_a",
          size_usd: "1000",
          contracts: "1000.0000",
          edge_usd: "-124.83925",
          edge_per_contract: "-0.124839",
          reason: null,
          legs: {
            a: { side: "sell", average_price: "0.4030", amount: "403.0000", fee: "16.8400" },
            b: { side: "buy", average_price: "0.4985", amount: "498.5000", fee: "12.49925" },
          },
        },
      ]);
      // The books at 11:00 equal what the lake's books route serves for each leg.
      for (const leg of [pair.legs.a, pair.legs.b]) {
        const outcome = leg.venue === "polymarket" ? "&outcome=Yes" : "";
        const served = await getJson<{ data: { bids: BookLevel[]; asks: BookLevel[] } }>(
          `/api/v1/lake/venues/${leg.venue}/books?date=${DAY}&at=1100&market=${encodeURIComponent(leg.market_id)}${outcome}`,
        );
        expect(served.res.status, leg.venue).toBe(200);
        expect(served.body.data.bids[0]?.[0], leg.venue).toBe(leg === pair.legs.a ? "0.41" : "0.47");
      }
      expect(body.meta.books).toMatchObject({ closes: 1, lookups: 2 });
      expect(body.meta.books.bytes).toBeGreaterThan(0);
    });

    it("says why a close has no edges, or an edge is null, each reason once", async () => {
      const { body } = await basis(`from=${DAY}T11:00:00Z&to=${DAY}T11:05:00Z&interval=1m`);
      const [m0, m1, m2, m3, m4] = body.data.buckets;
      expect(m0?.execution.reason).toBeNull();
      expect(m1?.execution).toEqual({
        edges: null,
        reason: "book_not_taped",
        fee_terms_fetched_at: latestTerms(body),
      });
      // 11:02: leg a has no bids (selling a fails), leg b one bid level of 500 (selling 1,000 fails).
      expect(m2?.execution.reason).toBeNull();
      expect(m2?.execution.edges?.map((e) => [e.direction, e.size_usd, e.edge_usd, e.reason])).toEqual([
        // Buy a 43.50 (fee 1.73); sell b 100 × 0.40 = 40.00, fee 0.05 × 100 × 0.40 × 0.60 = 1.20.
        // Edge 40.00 − 43.50 − 1.73 − 1.20 = −6.43.
        ["buy_a_sell_b", "100", "-6.4300", null],
        ["buy_b_sell_a", "100", null, "book_one_sided"],
        ["buy_a_sell_b", "1000", null, "book_too_thin"],
        ["buy_b_sell_a", "1000", null, "book_one_sided"],
      ]);
      expect(m3?.execution).toEqual({
        edges: null,
        reason: "book_unreadable",
        fee_terms_fetched_at: latestTerms(body),
      });
      expect(m4?.close).toBeNull();
      expect(m4?.execution).toEqual({
        edges: null,
        reason: "no_quoted_minute",
        fee_terms_fetched_at: { a: null, b: null },
      });
      // Executable closes: 11:00 (best $100 edge +0.001259) and 11:02 (−0.0643): one of two above zero.
      expect(body.data.summary).toMatchObject({ executable_minutes: 2, tradeable_share: 0.5 });
      expect(body.meta.books).toMatchObject({ closes: 4, lookups: 8 });
    });

    it("has no edges with fee_schedule_unknown while a leg's fee terms were never read", async () => {
      const db = openDb(env.DB);
      const b = { venue: pair.legs.b.venue, marketId: pair.legs.b.market_id };
      const stored = (await readFeeTerms(db, [b])).get(feeTermsKey(b.venue, b.marketId));
      expect(stored).toBeDefined();
      await env.DB.prepare("DELETE FROM market_fee_terms WHERE venue = ? AND market_id = ?")
        .bind(b.venue, b.marketId)
        .run();
      try {
        const { body } = await basis(`from=${DAY}T11:00:00Z&to=${DAY}T11:01:00Z&interval=1m`);
        expect(body.data.legs.b.fee_terms).toBeNull();
        expect(body.data.buckets[0]?.execution).toEqual({
          edges: null,
          reason: "fee_schedule_unknown",
          fee_terms_fetched_at: latestTerms(body),
        });
      } finally {
        const terms = stored?.terms as Parameters<typeof recordFeeTerms>[1][number]["terms"];
        await recordFeeTerms(db, [{ venue: "polymarket", market_id: b.marketId, terms }], T0);
      }
    });

    it("reads the books at each bucket's close: the last quoted minute of a 5-minute bucket", async () => {
      const { body } = await basis(`from=${DAY}T11:00:00Z&to=${DAY}T11:05:00Z&interval=5m`);
      const [bucket] = body.data.buckets;
      expect(bucket?.close?.minute).toBe(`${DAY}T11:03:00Z`);
      expect(bucket?.execution).toMatchObject({ edges: null, reason: "book_unreadable" });
      expect(body.data.summary).toMatchObject({ executable_minutes: 0, tradeable_share: null });
      expect(body.meta.books).toMatchObject({ closes: 1, lookups: 2 });
    });
  });

  describe("the stored minute basis: the same answer as the tape, read one object a day", () => {
    const DAY = "2026-11-20";
    const NEXT_DAY = "2026-11-21";
    interface Answer {
      data: {
        to: string;
        legs: { a: { fee_terms: { fetched_at: string } | null } };
        buckets: {
          start: string;
          quoted_minutes: number;
          close: { minute: string } | null;
          execution: {
            edges: { edge_usd: string | null; legs: { a: { fee: string } | null } }[] | null;
            reason: string | null;
            fee_terms_fetched_at: { a: string | null; b: string | null };
          };
        }[];
      };
      meta: {
        tape: { snapshots: number; bytes: number };
        books: { closes: number; lookups: number };
        stored: { hours: number; closes: number; objects: number; bytes: number };
      };
      links: Record<string, string>;
    }
    // The two pairs the earlier groups taped (picked as they pick them), and one with nothing taped.
    const pathsOf = async () => {
      const { body } = await getJson<Page<"pairs", Pair>>(`${PAIRS}?page_size=200`);
      const withPolarity = body.data.pairs.filter((p) => p.polarity !== null);
      const taped = [
        withPolarity.find((p) => p.polarity === "inverted") ?? withPolarity[0],
        withPolarity.find((p) => p.relation === "identity" && p.polarity === "same"),
      ] as Pair[];
      const untaped = withPolarity.find((p) => !taped.includes(p)) as Pair;
      return [...taped, untaped].map((p) => `${PAIRS}/${p.pair_id}/basis`);
    };
    // Whole days and windows that cut their first and last hours, over the minutes both earlier
    // groups taped (10:00–10:04 and 11:00–11:03 of DAY, each on its own pair).
    const windows = [
      `from=${DAY}T00:00:00Z&to=${NEXT_DAY}T00:00:00Z&interval=1h`,
      `from=${DAY}T10:02:00Z&to=${DAY}T11:03:00Z&interval=1h`,
      `from=${DAY}T00:00:00Z&to=${NEXT_DAY}T00:00:00Z&interval=1d`,
      `from=2026-11-19T10:30:00Z&to=${DAY}T11:02:00Z&interval=1d`,
    ];

    it("answers every window identically from the stored hours as from the tape, reading no tape", async () => {
      const paths = await pathsOf();
      const fromTape = new Map<string, Answer>();
      for (const path of paths) {
        for (const query of windows) {
          const { res, body } = await getJson<Answer>(`${path}?${query}`);
          expect(res.status, query).toBe(200);
          expect(body.meta.stored.hours, query).toBe(0);
          fromTape.set(`${path}?${query}`, body);
        }
      }
      // Some answers hold quoted minutes: the comparison is not of empty answers.
      const quoted = [...fromTape.values()]
        .flatMap((b) => b.data.buckets)
        .filter((b) => b.quoted_minutes > 0);
      expect(quoted.length).toBeGreaterThan(0);

      await storeBasisDay(env, DAY, Date.parse(`${NEXT_DAY}T01:00:00Z`));
      for (const path of paths) {
        for (const query of windows) {
          const { body } = await getJson<Answer>(`${path}?${query}`);
          expect(body.data, query).toEqual(fromTape.get(`${path}?${query}`)?.data);
          // DAY's hours in the window came from its day object (index and line); no tape of DAY was read.
          expect(body.meta.stored.hours, query).toBeGreaterThan(0);
          expect(body.meta.stored.objects, query).toBe(2);
          expect(body.meta.tape.snapshots, query).toBe(0);
        }
      }
    });

    it("stores a day once: a second run writes nothing, the day's hour objects go, and the day goes at the retention", async () => {
      const hourKey = basisHourKey(Date.parse(`${DAY}T10:00:00Z`));
      const heads = async () =>
        Promise.all(
          [basisDayIndexKey(DAY), basisDayKey(DAY)].map(async (key) => (await env.LAKE.head(key))?.etag),
        );
      const before = await heads();
      expect(before.every((etag) => etag !== undefined)).toBe(true);
      // The day object holds every hour: the hour objects are deleted once it is written.
      expect(await env.LAKE.head(hourKey)).toBeNull();
      await storeBasisDay(env, DAY, Date.parse(`${NEXT_DAY}T01:00:00Z`));
      expect(await heads()).toEqual(before);
      expect(await env.LAKE.head(hourKey)).toBeNull();
      // Kept until the lake's Parquet retention passes the day, then deleted whole.
      expect(await pruneStoredBasis(env.LAKE, DAY)).toEqual([]);
      expect(await pruneStoredBasis(env.LAKE, NEXT_DAY)).toContain(DAY);
      expect(await heads()).toEqual([undefined, undefined]);
      await storeBasisDay(env, DAY, Date.parse(`${NEXT_DAY}T01:00:00Z`));
      expect((await heads()).every((etag) => etag !== undefined)).toBe(true);
    });

    it("ends a 1h answer at its 121st quoted hour with links.next, reading no day past it", async () => {
      const [path] = await pathsOf();
      const { body: pairBody } = await getJson<{ data: Pair }>((path as string).replace(/\/basis$/, ""));
      const { pair_id, legs, polarity } = pairBody.data;
      // Eight stored days of October, one quoted minute an hour (minute 7), none of it on the tape.
      for (let d = 1; d <= 8; d++) {
        const date = `2026-10-0${d}`;
        for (let h = 0; h < 24; h++) {
          const hourMs = Date.parse(`${date}T00:00:00Z`) + h * 3_600_000;
          const minute = hourMs + 7 * 60_000;
          await writeStoredHour(env.LAKE, {
            hour_ms: hourMs,
            pairs: {
              [pair_id]: {
                legs: [legs.a.venue, legs.a.market_id, legs.b.venue, legs.b.market_id],
                polarity: polarity as "same" | "inverted",
                minutes: [[minute, "0.5000", "0.4000", "0.1000"]],
              },
            },
          });
        }
        expect(await writeStoredDay(env.LAKE, date)).toBe(true);
      }
      const { body } = await getJson<Answer>(
        `${path}?from=2026-10-01T00:00:00Z&to=2026-10-31T00:00:00Z&interval=1h`,
      );
      expect(body.data.to).toBe("2026-10-06T00:00:00Z");
      expect(body.data.buckets.filter((b) => b.quoted_minutes === 1)).toHaveLength(120);
      expect(body.links.next).toContain("from=2026-10-06T00%3A00%3A00Z");
      // The first read of days (a week) held the cut: seven days' index and line, the eighth not read.
      expect(body.meta.stored).toMatchObject({ hours: 120, objects: 14 });
      expect(body.meta.tape.snapshots).toBe(0);
      const next = await getJson<Answer>(body.links.next as string);
      expect(next.body.data.buckets.filter((b) => b.quoted_minutes === 1)).toHaveLength(72);
      expect(next.body.data.to).toBe("2026-10-31T00:00:00Z");
    });

    it("stores each hour's close with its edges: the same buckets as looking the books up, none looked up", async () => {
      const [, path] = await pathsOf();
      const { body: pairBody } = await getJson<{ data: Pair }>((path as string).replace(/\/basis$/, ""));
      const pair = pairBody.data;
      const { a, b } = pair.legs;
      const day = "2026-11-12";
      const at = (hhmm: string) => Date.parse(`${day}T${hhmm}:00Z`);
      const complete = { status: "not_recorded" as const };
      // Both legs quoted 10:00–10:05 and 11:00–11:02; both books taped at each hour's close (10:05,
      // 11:02), leg b's thin at 11:02.
      for (const hhmm of ["10:00", "10:01", "10:02", "10:03", "10:04", "10:05", "11:00", "11:01", "11:02"]) {
        await writeTape(env.LAKE, a.venue, at(hhmm), legRows(a, "0.41", "0.43"), complete);
        await writeTape(env.LAKE, b.venue, at(hhmm), legRows(b, "0.47", "0.49"), complete);
      }
      const bidsA: BookLevel[] = [["0.41", "2000"]];
      const asksA: BookLevel[] = [["0.43", "2000"]];
      await writeLiveBooks(env.LAKE, a.venue, at("10:05"), legBooks(a, bidsA, asksA));
      await writeLiveBooks(
        env.LAKE,
        b.venue,
        at("10:05"),
        legBooks(b, [["0.47", "2000"]], [["0.49", "2000"]]),
      );
      await writeLiveBooks(env.LAKE, a.venue, at("11:02"), legBooks(a, bidsA, asksA));
      await writeLiveBooks(env.LAKE, b.venue, at("11:02"), legBooks(b, [["0.47", "500"]], [["0.49", "500"]]));
      const windows = [
        `from=${day}T00:00:00Z&to=2026-11-13T00:00:00Z&interval=1h`,
        `from=${day}T10:03:00Z&to=${day}T11:02:00Z&interval=1h`,
        `from=${day}T00:00:00Z&to=2026-11-13T00:00:00Z&interval=1d`,
      ];
      const fromBooks = new Map<string, Answer>();
      for (const query of windows) fromBooks.set(query, (await getJson<Answer>(`${path}?${query}`)).body);
      const whole = fromBooks.get(windows[0] as string) as Answer;
      const [ten, eleven] = whole.data.buckets.filter((x) => x.close !== null);
      expect(ten?.execution.edges?.every((e) => e.edge_usd !== null)).toBe(true);
      expect(eleven?.execution.edges?.map((e) => e.edge_usd === null)).toEqual([false, false, true, true]);
      expect(whole.meta.books).toMatchObject({ closes: 2, lookups: 4 });

      // Hour 10 stored without its close; the day's other hours with theirs.
      const db = openDb(env.DB);
      const legRefs = [
        { venue: a.venue, marketId: a.market_id },
        { venue: b.venue, marketId: b.market_id },
      ];
      const fees = await readFeeTerms(db, legRefs);
      const active = (await activePairs(db)).filter((p) => p.pairId === pair.pair_id);
      const { hour } = await computeStoredHour(env.LAKE, active, at("10:00"), fees);
      expect(hour.pairs[pair.pair_id]?.close?.minute).toBe(at("10:05"));
      // Past a run's budget of close lookups (two a pair) the hour is stored without its close, as an
      // hour stored before closes were.
      const overBudget = await computeStoredHour(env.LAKE, active, at("10:00"), fees, 1);
      expect(overBudget.hour.pairs[pair.pair_id]?.minutes).toEqual(hour.pairs[pair.pair_id]?.minutes);
      expect(overBudget.hour.pairs[pair.pair_id]?.close).toBeUndefined();
      expect(overBudget.closes.lookups).toBe(0);
      await writeStoredHour(env.LAKE, overBudget.hour);
      await storeBasisDay(env, day, Date.parse("2026-11-13T01:00:00Z"));

      const stored = new Map<string, Answer>();
      for (const query of windows) {
        const { body } = await getJson<Answer>(`${path}?${query}`);
        expect(body.data, query).toEqual(fromBooks.get(query)?.data);
        expect(body.meta.tape.snapshots, query).toBe(0);
        stored.set(query, body);
      }
      // Whole day at 1h: 11:00's close came stored; 10:00's (stored without) was looked up.
      expect(stored.get(windows[0] as string)?.meta).toMatchObject({
        books: { closes: 1, lookups: 2 },
        stored: { hours: 24, closes: 1 },
      });
      // Cut at 11:02, the 11:00 bucket closes on 11:01, not the stored close: both looked up.
      expect(stored.get(windows[1] as string)?.meta).toMatchObject({
        books: { closes: 2, lookups: 4 },
        stored: { closes: 0 },
      });
      // The day's close is its last quoted hour's (11:02): stored.
      expect(stored.get(windows[2] as string)?.meta).toMatchObject({
        books: { closes: 0, lookups: 0 },
        stored: { closes: 1 },
      });

      // New terms for leg a: a looked-up close uses them, a stored close keeps the terms stored with it.
      const kalshi = fees.get(feeTermsKey(a.venue, a.market_id));
      expect(kalshi?.terms).toMatchObject({ venue: "kalshi", fee_multiplier: "1" });
      const restate = (terms: unknown, atMs: number) =>
        recordFeeTerms(db, [{ venue: "kalshi", market_id: a.market_id, terms } as never], atMs);
      await restate({ ...kalshi?.terms, fee_multiplier: "2" }, Date.parse("2026-11-30T00:00:00Z"));
      try {
        const { body } = await getJson<Answer>(`${path}?${windows[0]}`);
        const [tenNow, elevenNow] = body.data.buckets.filter((x) => x.close !== null);
        expect(body.data.legs.a.fee_terms?.fetched_at).toBe("2026-11-30T00:00:00Z");
        expect(tenNow?.execution.fee_terms_fetched_at.a).toBe("2026-11-30T00:00:00Z");
        expect(tenNow?.execution.edges?.[0]?.legs.a?.fee).not.toBe(ten?.execution.edges?.[0]?.legs.a?.fee);
        expect(elevenNow?.execution).toEqual(eleven?.execution);
        expect(elevenNow?.execution.fee_terms_fetched_at.a).toBe(kalshi?.fetched_at);
      } finally {
        await restate(kalshi?.terms, Date.parse(kalshi?.fetched_at as string));
      }
    });

    it("answers a 30-day 1h window of stored hours with their closes in one answer", async () => {
      const [path] = await pathsOf();
      const { body: pairBody } = await getJson<{ data: Pair }>((path as string).replace(/\/basis$/, ""));
      const { pair_id, legs, polarity } = pairBody.data;
      const execution = { edges: null, reason: "book_not_taped" as const };
      const fee_terms_fetched_at = { a: "2026-08-31T12:00:00Z", b: null };
      // Thirty stored days of September, one quoted minute an hour (minute 7, its close).
      for (let d = 1; d <= 30; d++) {
        const date = `2026-09-${String(d).padStart(2, "0")}`;
        const hours = Array.from({ length: 24 }, (_, h) => {
          const hourMs = Date.parse(`${date}T00:00:00Z`) + h * 3_600_000;
          const minute = hourMs + 7 * 60_000;
          return {
            hour_ms: hourMs,
            pairs: {
              [pair_id]: {
                legs: [legs.a.venue, legs.a.market_id, legs.b.venue, legs.b.market_id] as [
                  string,
                  string,
                  string,
                  string,
                ],
                polarity: polarity as "same" | "inverted",
                minutes: [[minute, "0.5000", "0.4000", "0.1000"] as [number, string, string, string]],
                close: { minute, execution, fee_terms_fetched_at },
              },
            },
          };
        });
        const { lines, index } = encodeStoredDay(date, hours);
        await env.LAKE.put(basisDayKey(date), lines);
        await env.LAKE.put(basisDayIndexKey(date), index);
      }
      const { body } = await getJson<Answer>(
        `${path}?from=2026-09-01T00:00:00Z&to=2026-10-01T00:00:00Z&interval=1h`,
      );
      expect(body.links.next).toBeUndefined();
      expect(body.data.to).toBe("2026-10-01T00:00:00Z");
      expect(body.data.buckets).toHaveLength(720);
      expect(body.data.buckets.every((x) => x.quoted_minutes === 1)).toBe(true);
      expect(body.data.buckets[719]?.execution).toEqual({ ...execution, fee_terms_fetched_at });
      expect(body.meta.books).toMatchObject({ closes: 0, lookups: 0 });
      expect(body.meta.stored).toMatchObject({ hours: 720, closes: 720, objects: 60 });
    });

    it("leaves an hour not sealed yet to the tape, and a day not whole without its day object", async () => {
      const hourMs = Date.parse("2026-11-22T10:00:00Z");
      const report = await storeBasisHours(env, [hourMs], hourMs + 30 * 60_000);
      expect(report).toMatchObject({ stored: [], days: [], left: 1 });
      const sealed = await storeBasisHours(env, [hourMs], hourMs + 2 * 3_600_000);
      expect(sealed).toMatchObject({ stored: ["2026-11-22T10:00:00Z"], days: [], left: 0 });
      expect(await env.LAKE.head(basisDayIndexKey("2026-11-22"))).toBeNull();
    });
  });
});
