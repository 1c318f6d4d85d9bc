/**
 * An index's distribution history and its scored outcomes, against seeded official prints, committed
 * rounds and stored distributions: every score recomputed here by the domain's functions and checked
 * against the hand computation written beside it.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../../src/catalog/seed.ts";
import type { DistributionOutcome } from "../../../../src/domain/methodology/distribution.ts";
import { scoreDistribution } from "../../../../src/domain/outcomes/buckets.ts";
import { realizedIndexValue } from "../../../../src/domain/outcomes/index-periods.ts";
import type {
  DistributionHistoryResponse,
  IndexOutcomesResponse,
} from "../../../../src/indices/routes/indices/scored-schema.ts";
import { roundWrites } from "../../../../src/indices/store/ingest.ts";
import { openDb, runBatch } from "../../../../src/platform/db/db.ts";
import { officialPrints } from "../../../../src/platform/db/schema.ts";
import { get, getJson, readProblem } from "../../../support/fetch.ts";
import { createKey } from "../../../support/keys.ts";
import { printRow } from "../../../support/prints.ts";
import { writeTicks } from "../../../support/ticks.ts";

type History = import("zod").output<typeof DistributionHistoryResponse>;
type Outcomes = import("zod").output<typeof IndexOutcomesResponse>;

const at = (text: string) => Date.parse(text);

const bucket = (
  label: string,
  low: number | null,
  high: number | null,
  probability: number,
): DistributionOutcome => ({
  label,
  support: {
    low,
    high,
    low_inclusive: false,
    high_inclusive: high !== null,
    representative: low === null ? 2.7 : high === null ? 3.1 : (low + high) / 2,
  },
  probability,
  percentage: probability * 100,
  modal: false,
});

/** A stored distribution over three buckets: (−∞, 2.8], (2.8, 3.0], (3.0, ∞). */
function ladder(below: number, middle: number, above: number) {
  const outcomes = [
    bucket("(-inf, 2.8]", null, 2.8, below),
    bucket("(2.8, 3.0]", 2.8, 3.0, middle),
    bucket("(3.0, inf)", 3.0, null, above),
  ];
  return {
    basis: "strike_ladder_survival",
    relationship_to_index: "expectation",
    expectation: outcomes.reduce((sum, o) => sum + o.probability * o.support.representative, 0),
    modal_rule: "all_ties_flagged",
    support_rule: null,
    normalization: {
      normalized: true,
      method: "pav_then_tail_fill",
      raw_total: 1,
      repaired: false,
      violations_pooled: 0,
      duplicates_pooled: 0,
      clamped: 0,
      excluded: [],
    },
    venues: [],
    outcomes,
  };
}

const D1 = ladder(0.2, 0.5, 0.3);
const D2 = ladder(0.5, 0.4, 0.1);
const D_UNCOMMITTED = ladder(0.05, 0.9, 0.05);

/** The first read of the series (a backfill: no release time known) and two releases pix saw happen. */
const BACKFILL = "2026-09-20T00:00:00Z";
const SEPTEMBER_RELEASE = "2026-10-15T12:31:00Z";
const OCTOBER_RELEASE = "2026-11-13T13:31:00Z";

const print = (period: string, revision: number, value: string, releasedAt: string, after: string | null) =>
  printRow("bls-cpi-u-nsa", period, revision, value, releasedAt, after);

const round = (minute: string) => ({
  symbol: "PIXCPI",
  roundId: minute,
  valueDecimal: "2.9",
  value: 2.9,
  computedAt: minute,
  tapeKeys: [],
  methodologyVersion: "1.0.0",
});

beforeAll(async () => {
  await seedCatalog(env.DB);
  const db = openDb(env.DB);
  await db
    .insert(officialPrints)
    .values([
      print("2025-09", 0, "314.000", BACKFILL, null),
      print("2025-10", 0, "315.464", BACKFILL, null),
      print("2026-08", 0, "321.000", BACKFILL, null),
      print("2026-09", 0, "322.000", SEPTEMBER_RELEASE, "2026-10-15T12:26:00Z"),
      print("2026-10", 0, "324.610", OCTOBER_RELEASE, "2026-11-13T13:26:00Z"),
      // A revision after the release: the venues settle on the first print, so it changes no score.
      print("2026-10", 1, "330.000", "2026-12-12T13:31:00Z", "2026-12-12T13:26:00Z"),
    ])
    .run();
  const minute = (text: string, distribution: Record<string, unknown>) => ({
    minuteMs: at(text),
    valueDecimal: "2.9",
    distribution,
  });
  await writeTicks("PIXCPI", [
    // October's 1 h: the round at 12:30; the minute 12:31 stored a distribution but committed no round.
    minute("2026-11-13T12:30:00Z", D1),
    minute("2026-11-13T12:31:00Z", D_UNCOMMITTED),
    // October's 24 h: the round at 13:30 the day before.
    minute("2026-11-12T13:30:00Z", D2),
    // 8.5 h before October's 7 d target: beyond its 6 h tolerance.
    minute("2026-11-06T05:00:00Z", D2),
    // Inside October's 30 d tolerance, but before September's release: it forecast September.
    minute("2026-10-14T13:30:00Z", D2),
    // September's 1 h.
    minute("2026-10-15T11:30:00Z", D1),
  ]);
  await runBatch(
    db,
    roundWrites(db, [
      round("2026-11-13T12:30:00Z"),
      round("2026-11-12T13:30:00Z"),
      round("2026-11-06T05:00:00Z"),
      round("2026-10-14T13:30:00Z"),
      round("2026-10-15T11:30:00Z"),
    ]),
  );
});

/** The scores the route publishes, recomputed from the seeded distribution with the domain's function. */
function recomputed(outcomes: DistributionOutcome[], realized: number) {
  const s = scoreDistribution(outcomes, realized);
  const six = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    bucket: s.bucket === null ? null : (outcomes[s.bucket]?.label ?? null),
    probability: six(s.probability),
    pit: s.pit === null ? null : six(s.pit),
    crps: six(s.crps),
    log_score: six(s.log_score),
  };
}

describe("GET /api/v1/indices/{id}/outcomes", () => {
  it("scores each horizon's committed distribution against the realised value", async () => {
    const { res, body } = await getJson<Outcomes>("/api/v1/indices/us-cpi-yoy-next/outcomes");
    expect(res.status).toBe(200);
    expect(body.data.series?.id).toBe("bls-cpi-u-nsa");
    expect(body.data.unscored_reason).toBeNull();
    expect(body.data.items.map((p) => p.period)).toEqual([
      "2026-10",
      "2026-09",
      "2026-08",
      "2025-10",
      "2025-09",
    ]);
    expect(body.meta.pagination).toEqual({ page: 1, page_size: 12, total_rows: 5, total_pages: 1 });

    const october = body.data.items[0];
    expect(october?.settles_on).toBe("first_print");
    expect(october?.settling_print.value).toBe("324.610");
    expect(october?.revisions.map((r) => r.value)).toEqual(["330.000"]);
    expect(october?.release_time_known).toBe(true);
    expect(october?.base_period).toBe("2025-10");
    // (324.610 / 315.464 − 1) × 100 = 2.8992… → 2.9 (the revision to 330 plays no part).
    expect(october?.realized_value).toBe(2.9);
    expect(october?.realized_value).toBe(realizedIndexValue("year_over_year_percent", "324.610", "315.464"));

    const [oneHour, day, week, month] = october?.horizons ?? [];
    // 1 h: the round at 12:30, not the uncommitted minute 12:31. x = 2.9 in (2.8, 3.0], p = 0.5;
    // mid-PIT 0.2 + 0.5/2 = 0.45; log score −ln 0.5 = 0.693147; CRPS with F = 0.2 + 2.5t on [2.8, 3.0]:
    // ∫₀^0.1 (0.2 + 2.5t)² dt = (0.45³ − 0.2³)/7.5 = 0.0110833…, ∫_0.1^0.2 (2.5t − 0.8)² dt =
    // ((−0.3)³ − (−0.55)³)/7.5 = 0.0185833…; total 0.029667.
    expect(oneHour?.target).toBe("2026-11-13T12:31:00Z");
    expect(oneHour?.distribution?.minute).toBe("2026-11-13T12:30:00Z");
    expect(oneHour?.distribution?.round_id).toBe("2026-11-13T12:30:00Z");
    expect(oneHour?.scores).toEqual({
      bucket: "(2.8, 3.0]",
      probability: 0.5,
      pit: 0.45,
      crps: 0.029667,
      log_score: Math.round(Math.LN2 * 1e6) / 1e6, // ln 2 to 6 decimals: 0.693147
    });
    expect(oneHour?.scores).toEqual(recomputed(D1.outcomes, 2.9));
    // 24 h: p = 0.4; mid-PIT 0.5 + 0.2 = 0.7; −ln 0.4 = 0.916291; CRPS ∫₀^0.1 (0.5 + 2t)² dt =
    // (0.7³ − 0.5³)/6 = 0.0363333…, ∫_0.1^0.2 (2t − 0.5)² dt = ((−0.1)³ − (−0.3)³)/6 = 0.0043333…: 0.040667.
    expect(day?.distribution?.minute).toBe("2026-11-12T13:30:00Z");
    expect(day?.scores).toEqual({
      bucket: "(2.8, 3.0]",
      probability: 0.4,
      pit: 0.7,
      crps: 0.040667,
      log_score: 0.916291,
    });
    expect(day?.scores).toEqual(recomputed(D2.outcomes, 2.9));
    // 7 d: the only round is beyond the tolerance; 30 d: the round before September's release is
    // September's forecast.
    expect(week).toMatchObject({ horizon: "7d", distribution: null, scores: null });
    expect(month).toMatchObject({
      horizon: "30d",
      target: "2026-10-14T13:31:00Z",
      distribution: null,
      scores: null,
    });

    const september = body.data.items[1];
    // (322 / 314 − 1) × 100 = 2.5477… → 2.5, in (−∞, 2.8]: p = 0.2, mid-PIT 0.1, −ln 0.2 = 1.609438;
    // CRPS ∫_2.5^2.8 1 dy = 0.3 plus ∫₀^0.2 (2.5t − 0.8)² dt = ((−0.3)³ − (−0.8)³)/7.5 = 0.0646667: 0.364667.
    expect(september?.realized_value).toBe(2.5);
    expect(september?.horizons[0]?.scores).toEqual({
      bucket: "(-inf, 2.8]",
      probability: 0.2,
      pit: 0.1,
      crps: 0.364667,
      log_score: 1.609438,
    });
    expect(september?.horizons[0]?.scores).toEqual(recomputed(D1.outcomes, 2.5));

    // August: no print of August 2025, so no realised value; read on the first read, so no horizon.
    const august = body.data.items[2];
    expect(august).toMatchObject({ base_period: "2025-08", base_value: null, realized_value: null });
    expect(august?.release_time_known).toBe(false);
    expect(august?.horizons.every((h) => h.distribution === null && h.scores === null)).toBe(true);
  });

  it("bounds the periods with from/to and pages them", async () => {
    const { body } = await getJson<Outcomes>("/api/v1/indices/PIXCPI/outcomes?from=2026-09&to=2026-10");
    expect(body.data.items.map((p) => p.period)).toEqual(["2026-10", "2026-09"]);
    const { res, body: second } = await getJson<Outcomes>(
      "/api/v1/indices/PIXCPI/outcomes?page=2&page_size=2",
    );
    expect(second.data.items.map((p) => p.period)).toEqual(["2026-08", "2025-10"]);
    expect(second.meta.pagination).toEqual({ page: 2, page_size: 2, total_rows: 5, total_pages: 3 });
    expect(res.headers.get("Link")).toContain('rel="next"');
    expect(second.links.next).toBe("/api/v1/indices/us-cpi-yoy-next/outcomes?page=3&page_size=2");
  });

  it("says why an index is not scored", async () => {
    const fed = await getJson<Outcomes>("/api/v1/indices/PIXFED/outcomes");
    expect(fed.res.status).toBe(200);
    expect(fed.body.data).toMatchObject({ unscored_reason: "meeting_calendar_not_kept", items: [] });
    const gdp = await getJson<Outcomes>("/api/v1/indices/PIXGDP/outcomes");
    expect(gdp.body.data).toMatchObject({ series: null, unscored_reason: "no_official_series", items: [] });
  });

  it("answers bad input with its problem", async () => {
    const cases: [string, number, string, string | undefined][] = [
      ["/api/v1/indices/NOPE/outcomes", 404, "index-not-found", undefined],
      ["/api/v1/indices/PIXCPI/outcomes?from=2026-10&to=2026-09", 400, "invalid-parameter", "from"],
      ["/api/v1/indices/PIXCPI/outcomes?from=2026-13", 400, "invalid-parameter", "from"],
      ["/api/v1/indices/PIXCPI/outcomes?page=0", 400, "invalid-parameter", "page"],
      ["/api/v1/indices/PIXCPI/outcomes?page_size=25", 400, "invalid-parameter", "page_size"],
      ["/api/v1/indices/PIXCPI/outcomes?page=4", 404, "page-not-found", "page"],
      ["/api/v1/indices/PIXCPI/outcomes?horizon=1h", 400, "invalid-parameter", "horizon"],
    ];
    for (const [path, status, slug, param] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      const problem = await readProblem(res);
      expect(problem.type, path).toMatch(new RegExp(`${slug}$`));
      if (param !== undefined) expect(problem.invalid_params?.[0]?.name, path).toBe(param);
    }
  });

  it("needs outcomes:read with a key, as the other outcomes routes", async () => {
    const indicesOnly = await createKey({ scopes: ["indices:read"] });
    const refused = await get("/api/v1/indices/PIXCPI/outcomes", {
      headers: { "X-API-Key": indicesOnly.key },
    });
    expect(refused.status).toBe(403);
    expect((await readProblem(refused)).type).toMatch(/credential-scope$/);
    const outcomesOnly = await createKey({ scopes: ["outcomes:read"] });
    const ok = await get("/api/v1/indices/PIXCPI/outcomes", { headers: { "X-API-Key": outcomesOnly.key } });
    expect(ok.status).toBe(200);
    // The index's other reads stay in the indices plane.
    const history = await get("/api/v1/indices/PIXCPI/distributions", {
      headers: { "X-API-Key": outcomesOnly.key },
    });
    expect(history.status).toBe(403);
    expect((await get("/api/v1/indices/PIXCPI/outcomes")).status).toBe(200);
  });
});

describe("GET /api/v1/calibration: the indices", () => {
  type Calibration = { data: { indices: Record<string, unknown>[] } };
  const pitBins = (counts: Record<number, number>, total: number) =>
    Array.from({ length: 10 }, (_, k) => ({
      lower: k / 10,
      upper: (k + 1) / 10,
      n: counts[k] ?? 0,
      share: total === 0 ? null : (counts[k] ?? 0) / total,
    }));

  it("gives each index's mean CRPS and PIT histogram over the periods its outcomes route scores", async () => {
    const { res, body } = await getJson<Calibration>("/api/v1/calibration?horizon=1h");
    expect(res.status).toBe(200);
    const cpi = body.data.indices.find((i) => i.symbol === "PIXCPI");
    // 1 h: October (CRPS 0.0296667, mid-PIT 0.45) and September (0.3646667, 0.1), as above; the three
    // back-filled periods have no distribution. Mean CRPS (0.0296667 + 0.3646667) / 2 = 0.197167.
    expect(cpi).toEqual({
      symbol: "PIXCPI",
      series_id: "bls-cpi-u-nsa",
      unit: expect.any(String),
      periods: 5,
      n: 2,
      mean_crps: 0.197167,
      pit_n: 2,
      pit_histogram: pitBins({ 1: 1, 4: 1 }, 2),
      truncated: false,
    });
    // An index whose series has no print: listed, nothing scored.
    expect(body.data.indices.find((i) => i.symbol === "PIXUNRATE")).toMatchObject({
      periods: 0,
      n: 0,
      mean_crps: null,
      pit_n: 0,
      pit_histogram: pitBins({}, 0),
    });
  });

  it("reads the periods released in [from, to), at the horizon asked", async () => {
    const { body } = await getJson<Calibration>(
      "/api/v1/calibration?horizon=24h&from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z",
    );
    // October alone (released 2026-11-13; its revision plays no part): 24 h CRPS 0.040667, mid-PIT 0.7.
    expect(body.data.indices.find((i) => i.symbol === "PIXCPI")).toMatchObject({
      periods: 1,
      n: 1,
      mean_crps: 0.040667,
      pit_n: 1,
      pit_histogram: pitBins({ 7: 1 }, 1),
    });
  });
});

describe("GET /api/v1/indices/{id}/distributions", () => {
  const WINDOW = "from=2026-11-13T12:00:00Z&to=2026-11-13T13:00:00Z";

  it("serves the committed rounds' distributions by default, every stored minute with interval=1m", async () => {
    const rounds = await getJson<History>(`/api/v1/indices/PIXCPI/distributions?${WINDOW}`);
    expect(rounds.res.status).toBe(200);
    expect(rounds.body.data).toMatchObject({
      interval: "round",
      from: "2026-11-13T12:00:00Z",
      to: "2026-11-13T13:00:00Z",
    });
    expect(rounds.body.data.items.map((d) => [d.minute, d.round_id])).toEqual([
      ["2026-11-13T12:30:00Z", "2026-11-13T12:30:00Z"],
    ]);
    expect(rounds.body.data.items[0]?.outcomes).toEqual(D1.outcomes);
    const minutes = await getJson<History>(`/api/v1/indices/PIXCPI/distributions?${WINDOW}&interval=1m`);
    expect(minutes.body.data.items.map((d) => [d.minute, d.round_id])).toEqual([
      ["2026-11-13T12:30:00Z", "2026-11-13T12:30:00Z"],
      ["2026-11-13T12:31:00Z", null],
    ]);
    expect(minutes.body.data.items[1]?.outcomes).toEqual(D_UNCOMMITTED.outcomes);
  });

  it("pages, oldest first", async () => {
    const month = "from=2026-10-14T00:00:00Z&to=2026-11-14T00:00:00Z";
    const { res, body } = await getJson<History>(
      `/api/v1/indices/PIXCPI/distributions?${month}&page_size=2&page=2`,
    );
    expect(res.status).toBe(200);
    expect(body.data.items.map((d) => d.minute)).toEqual(["2026-11-06T05:00:00Z", "2026-11-12T13:30:00Z"]);
    expect(body.meta.pagination).toEqual({ page: 2, page_size: 2, total_rows: 5, total_pages: 3 });
    expect(res.headers.get("Link")).toContain('rel="prev"');
  });

  it("answers bad input with its problem", async () => {
    const base = "/api/v1/indices/PIXCPI/distributions";
    const cases: [string, number, string, string | undefined][] = [
      ["/api/v1/indices/NOPE/distributions", 404, "index-not-found", undefined],
      [`${base}?from=2026-11-13T13:00:00Z&to=2026-11-13T12:00:00Z`, 400, "invalid-parameter", "from"],
      [
        `${base}?from=2026-11-11T00:00:00Z&to=2026-11-13T00:00:00Z&interval=1m`,
        400,
        "invalid-parameter",
        "from",
      ],
      [`${base}?from=2026-10-01T00:00:00Z&to=2026-11-13T00:00:00Z`, 400, "invalid-parameter", "from"],
      [`${base}?${WINDOW}&interval=5m`, 400, "invalid-parameter", "interval"],
      [`${base}?${WINDOW}&page=2`, 404, "page-not-found", "page"],
      [`${base}?${WINDOW}&page_size=101`, 400, "invalid-parameter", "page_size"],
      [`${base}?from=yesterday`, 400, "invalid-parameter", "from"],
    ];
    for (const [path, status, slug, param] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      const problem = await readProblem(res);
      expect(problem.type, path).toMatch(new RegExp(`${slug}$`));
      if (param !== undefined) expect(problem.invalid_params?.[0]?.name, path).toBe(param);
    }
    // At the limits: a day of minutes, 31 days of rounds.
    expect((await get(`${base}?from=2026-11-12T00:00:00Z&to=2026-11-13T00:00:00Z&interval=1m`)).status).toBe(
      200,
    );
    expect((await get(`${base}?from=2026-10-13T00:00:00Z&to=2026-11-13T00:00:00Z`)).status).toBe(200);
  });
});
