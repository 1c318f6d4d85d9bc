import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { measureAccuracy } from "../../src/domain/equivalence/accuracy.ts";
import { HELD_OUT_PAIRS } from "../../src/domain/equivalence/labelled/index.ts";
import { collectRuleTexts } from "../../src/equivalence/jobs/collect-rules.ts";
import { judgePairs } from "../../src/equivalence/jobs/judge-pairs.ts";
import { get, getJson, problemSlug, readProblem } from "../support/fetch.ts";
import { call, createKey } from "../support/keys.ts";
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
    expect(body.data).toEqual({
      type: "equivalence_pair",
      ...pair,
      first_judged_at: "2026-11-24T08:03:00Z",
      judged_at: "2026-11-24T08:03:00Z",
    });
    expect(body.links.self).toBe(`${PAIRS}/${pair.pair_id}`);

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
});
