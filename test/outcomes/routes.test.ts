/**
 * The outcomes routes against the simulator's resolution calendar: the collection runs over simulated
 * minutes while a Kalshi market's tape holds its prices 15 min, 1 h and 24 h before its close, so the route
 * serves those mids exactly as taped (7 d and 30 d null, the tape not reaching); a Polymarket market is served
 * disputed, never resolved, until final. The calibration route equals a hand computation on a small
 * fixture; bad input and a key without outcomes:read get their problems.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import type { SigningJwkSet } from "../../src/domain/signing/records.ts";
import { generateSigningKeyPair } from "../../src/domain/signing/records.ts";
import type { Bindings } from "../../src/env.ts";
import { writeTape } from "../../src/lake/store/lake.ts";
import { collectResolutions } from "../../src/outcomes/collect.ts";
import { recordHorizonPrices } from "../../src/outcomes/horizons.ts";
import { type ServedOutcome, verifyOutcomeSignature } from "../../src/outcomes/record.ts";
import { CALIBRATION_EXAMPLE } from "../../src/outcomes/routes/example.ts";
import { auditStoredOutcomes, signDueOutcomes } from "../../src/outcomes/sign.ts";
import { recordResolutions } from "../../src/outcomes/store.ts";
import { openDb } from "../../src/platform/db/db.ts";
import { marketHorizonPrices, officialPrints } from "../../src/platform/db/schema.ts";
import { publishedSigningKeys } from "../../src/platform/signing.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import { get, readProblem } from "../support/fetch.ts";
import { createKey } from "../support/keys.ts";
import { rowValues, scaled } from "../support/lake-rows.ts";
import { simulatorHost } from "../support/simulator.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A calendar slot: KXPIXCAL-S-1 closes at C0 and settles at +3 ("other" fate); Gamma (S+2)1 is disputed at C0+12. */
const S = 5_922_000;
const C0 = S * 5 * MINUTE;
const TICKER = `KXPIXCAL-${S}-1`;
const DISPUTED = String((S + 2) * 10 + 1);
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

const sim = simulatorHost("outcomes-routes");
const bindings = sim.bind(env as Bindings);

async function runAt(minutes: number) {
  const nowMs = C0 + minutes * MINUTE + 30_000;
  await sim.pinClock(nowMs);
  return collectResolutions(bindings, {
    nowMs,
    client: createHttpClient({ minIntervalMs: 0, maxRetries: 0 }),
  });
}

/** One taped minute of the venue holding the market's YES row, observed `beforeClose` ms before C0 − 20 s. */
async function tapeAt(beforeCloseMs: number, bid: string, ask: string): Promise<LakeRow> {
  const observed = C0 - beforeCloseMs - 20_000;
  const row = lakeRow(
    rowValues({
      market_id: TICKER,
      event_id: `KXPIXCAL-${S}`,
      bid: scaled(bid),
      ask: scaled(ask),
      observed_at: new Date(observed).toISOString(),
    }),
  );
  const padding = lakeRow(
    rowValues({ market_id: "KXOTHER-1", observed_at: new Date(observed).toISOString() }),
  );
  await writeTape(env.LAKE, "kalshi", Math.floor(observed / MINUTE) * MINUTE, [padding, row], {
    status: "not_recorded",
  });
  return row;
}

interface Outcome {
  venue: string;
  market_id: string;
  status: string;
  final: boolean;
  result: string | null;
  provisional_result: string | null;
  close_time: string;
  settled_at: string | null;
  settlement_lag_seconds: number | null;
  horizons: { horizon: string; target: string; mid: string | null; observed_at: string | null }[] | null;
}

async function outcomes(query: string) {
  const res = await get(`/api/v1/outcomes?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    data: { items: Outcome[] };
    meta: { pagination: { total_rows: number; total_pages: number } };
  };
}

let quarterRow: LakeRow;
let hourRow: LakeRow;
let dayRow: LakeRow;
let disputedWhileOpen: Outcome | undefined;

beforeAll(async () => {
  await seedCatalog(env.DB);
  quarterRow = await tapeAt(15 * MINUTE, "0.70", "0.75");
  hourRow = await tapeAt(HOUR, "0.61", "0.64");
  dayRow = await tapeAt(24 * HOUR, "0.30", "0.33");
  for (const minutes of [1, 4, 11, 13]) await runAt(minutes);
  disputedWhileOpen = (await outcomes("venue=polymarket&status=disputed")).data.items.find(
    (o) => o.market_id === DISPUTED,
  );
  for (const minutes of [31, 36]) await runAt(minutes);
}, 120_000);

describe("GET /api/v1/outcomes", () => {
  it("serves a settled market with its result, lag and the mids taped 15 min, 1 h and 24 h before close", async () => {
    const body = await outcomes("venue=kalshi&series=KXPIXCAL&status=final");
    const market = body.data.items.find((o) => o.market_id === TICKER);
    expect(market).toMatchObject({ status: "settled", final: true, close_time: iso(C0) });
    expect(["yes", "no"]).toContain(market?.result);
    expect(market?.settled_at).toBe(iso(C0 + 3 * MINUTE));
    expect(market?.settlement_lag_seconds).toBe(180);
    expect(hourRow.mid).toBe("0.6250");
    expect(quarterRow.mid).toBe("0.7250");
    expect(market?.horizons).toEqual([
      {
        horizon: "15m",
        target: iso(C0 - 15 * MINUTE),
        mid: quarterRow.mid,
        observed_at: iso(Date.parse(quarterRow.observed_at)),
      },
      {
        horizon: "1h",
        target: iso(C0 - HOUR),
        mid: hourRow.mid,
        observed_at: iso(Date.parse(hourRow.observed_at)),
      },
      {
        horizon: "24h",
        target: iso(C0 - 24 * HOUR),
        mid: dayRow.mid,
        observed_at: iso(Date.parse(dayRow.observed_at)),
      },
      { horizon: "7d", target: iso(C0 - 7 * 24 * HOUR), mid: null, observed_at: null },
      { horizon: "30d", target: iso(C0 - 30 * 24 * HOUR), mid: null, observed_at: null },
    ]);
    // Every recorded market of the series is final here, the latest close first.
    expect(body.data.items.every((o) => o.final && o.market_id.startsWith("KXPIXCAL-"))).toBe(true);
    const closes = body.data.items.map((o) => o.close_time);
    expect([...closes].sort().reverse()).toEqual(closes);
  });

  it("serves a disputed market with its status and no result until final", async () => {
    expect(disputedWhileOpen).toMatchObject({
      status: "disputed",
      final: false,
      result: null,
      provisional_result: null,
      settled_at: null,
    });
    const later = (await outcomes("venue=polymarket")).data.items.find((o) => o.market_id === DISPUTED);
    expect(later).toMatchObject({ status: "settled", final: true });
    expect(["yes", "no"]).toContain(later?.result);
  });

  it("filters on the close window and pages with its problems", async () => {
    const window = await outcomes(`from=${iso(C0)}&to=${iso(C0 + 5 * MINUTE)}`);
    expect(window.data.items.length).toBeGreaterThan(0);
    expect(window.data.items.every((o) => o.close_time === iso(C0))).toBe(true);
    const last = window.meta.pagination.total_pages;
    const past = await get(`/api/v1/outcomes?from=${iso(C0)}&to=${iso(C0 + 5 * MINUTE)}&page=${last + 1}`);
    expect(past.status).toBe(404);
    expect((await readProblem(past)).type).toMatch(/page-not-found$/);
  });

  it("answers an unknown series, an inverted window and an unknown status with problems", async () => {
    const series = await get("/api/v1/outcomes?series=KXNOSUCH");
    expect(series.status).toBe(404);
    expect((await readProblem(series)).type).toMatch(/series-not-found$/);
    const inverted = await get(`/api/v1/outcomes?from=${iso(C0)}&to=${iso(C0 - MINUTE)}`);
    expect(inverted.status).toBe(400);
    expect((await readProblem(inverted)).invalid_params?.[0]?.name).toBe("from");
    for (const query of ["status=open", "venue=nasdaq", "page=0", "series=kxpixcal", "sort=close"]) {
      const res = await get(`/api/v1/outcomes?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it("needs outcomes:read with a key", async () => {
    const without = await createKey({ scopes: ["indices:read"] });
    const refused = await get("/api/v1/outcomes", { headers: { "X-API-Key": without.key } });
    expect(refused.status).toBe(403);
    expect((await readProblem(refused)).type).toMatch(/credential-scope$/);
    const keyed = await createKey({ scopes: ["outcomes:read"] });
    const ok = await get("/api/v1/calibration?horizon=1h", { headers: { "X-API-Key": keyed.key } });
    expect(ok.status).toBe(200);
  });
});

describe("GET /api/v1/calibration", () => {
  /** Closed in January 2030, apart from the calendar's markets. */
  const closeMs = (i: number) => Date.parse("2030-01-10T00:00:00Z") + i * HOUR;
  const fixture = [
    { id: "C1", status: "settled", result: "yes", mid: "0.2" },
    { id: "C2", status: "settled", result: "no", mid: "0.2" },
    { id: "C3", status: "settled", result: "yes", mid: "0.9" },
    { id: "C4", status: "settled", result: "yes", mid: "0.90" },
    // Left out: a void, a dispute, a scalar, a market the tape did not reach.
    { id: "C5", status: "voided", result: "void", mid: "0.5" },
    { id: "C6", status: "disputed", result: null, mid: "0.1" },
    { id: "C7", status: "settled", result: "scalar", mid: "0.3" },
    { id: "C8", status: "settled", result: "no", mid: null },
  ] as const;

  beforeAll(async () => {
    const db = openDb(env.DB);
    await recordResolutions(
      db,
      "polymarket",
      fixture.map((f, i) => ({
        market_id: f.id,
        status: f.status,
        result: f.result,
        settlement_value: f.result === "yes" ? "1" : f.result === "no" ? "0" : null,
        close_time: iso(closeMs(i)),
        settled_at: f.status === "settled" ? iso(closeMs(i) + MINUTE) : null,
        venue_status: f.status,
        venue_result: f.result,
        source: {},
      })),
      closeMs(20),
    );
    await db.insert(marketHorizonPrices).values(
      fixture.map((f, i) => ({
        venue: "polymarket",
        marketId: f.id,
        horizon: "24h",
        targetMs: closeMs(i) - 24 * HOUR,
        observedAtMs: f.mid === null ? null : closeMs(i) - 24 * HOUR - 1000,
        mid: f.mid,
        computedAtMs: closeMs(20),
      })),
    );
  });

  it("equals the hand computation: Brier, log loss, bins with Wilson intervals, Murphy", async () => {
    const res = await get(
      "/api/v1/calibration?venue=polymarket&horizon=24h&from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z",
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> & { bins: object[] } };
    // p = 0.2 (yes), 0.2 (no), 0.9 (yes), 0.9 (yes): ō = 3/4.
    // BS = (0.64 + 0.04 + 0.01 + 0.01) / 4 = 0.175
    // LL = −(ln 0.2 + ln 0.8 + 2 ln 0.9) / 4 = (1.609438 + 0.223144 + 0.210721) / 4 = 0.510826
    // REL = (2 (0.2 − 0.5)² + 2 (0.9 − 1)²) / 4 = 0.05; RES = (2 (0.5 − 0.75)² + 2 (1 − 0.75)²) / 4 = 0.0625
    // UNC = 0.75 · 0.25 = 0.1875; REL − RES + UNC = 0.175 = BS (equal forecasts within each bin).
    expect(data).toMatchObject({
      n: 4,
      base_rate: 0.75,
      brier: 0.175,
      log_loss: 0.510826,
      murphy: {
        reliability: 0.05,
        resolution: 0.0625,
        uncertainty: 0.1875,
        within_bin_variance: 0,
        within_bin_covariance: 0,
      },
      truncated: false,
    });
    expect(data.bins).toHaveLength(10);
    // 1 of 2: centre (0.5 + z²/4) / (1 + z²/2) = 0.5, half z/(1 + z²/2) · √(0.125 + z²/16) = 0.405469.
    expect(data.bins[2]).toEqual({
      lower: 0.2,
      upper: 0.3,
      n: 2,
      hits: 1,
      mean_forecast: 0.2,
      observed_rate: 0.5,
      wilson_lower: 0.094531,
      wilson_upper: 0.905469,
    });
    // 2 of 2: lower = centre − half = (1 + z²/4)/(1 + z²/2) − z/(1 + z²/2) · √(z²/16) = 0.34238.
    expect(data.bins[9]).toEqual({
      lower: 0.9,
      upper: 1,
      n: 2,
      hits: 2,
      mean_forecast: 0.9,
      observed_rate: 1,
      wilson_lower: 0.34238,
      wilson_upper: 1,
    });
    expect(data.bins[0]).toMatchObject({ n: 0, mean_forecast: null, wilson_lower: null });
  });

  it("answers an empty window with n 0, and a horizon not offered with 400", async () => {
    const empty = await get("/api/v1/calibration?horizon=7d&from=2031-01-01T00:00:00Z");
    expect(empty.status).toBe(200);
    expect((await empty.json()) as object).toMatchObject({ data: { n: 0, brier: null, murphy: null } });
    for (const query of ["horizon=2h", "", "horizon=1h&from=2030-02-01T00:00:00Z&to=2030-01-01T00:00:00Z"]) {
      const res = await get(`/api/v1/calibration?${query}`);
      expect(res.status, query).toBe(400);
      expect((await readProblem(res)).type).toMatch(/invalid-parameter$/);
    }
  });
});

describe("GET /api/v1/calibration: category and multi-outcome events", () => {
  /** Closed in March 2030, apart from the other fixtures. */
  const closeMs = (i: number) => Date.parse("2030-03-10T00:00:00Z") + i * HOUR;
  const fixture = [
    // Binary markets (no exclusive event), two categories.
    { id: "E1", category: "Economics", event: null, status: "settled", result: "yes", mid: "0.7" },
    { id: "E2", category: "Economics", event: null, status: "settled", result: "no", mid: "0.4" },
    { id: "K1", category: "Crypto", event: null, status: "settled", result: "yes", mid: "0.8" },
    // Event V1: mids (0.6, 0.3, 0.1), the first happened.
    { id: "M1", category: "Economics", event: "V1", status: "settled", result: "yes", mid: "0.6" },
    { id: "M2", category: "Economics", event: "V1", status: "settled", result: "no", mid: "0.3" },
    { id: "M3", category: "Economics", event: "V1", status: "settled", result: "no", mid: "0.1" },
    // Event V2: mids (0.2, 0.5, 0.3), the third happened.
    { id: "N1", category: "Economics", event: "V2", status: "settled", result: "no", mid: "0.2" },
    { id: "N2", category: "Economics", event: "V2", status: "settled", result: "no", mid: "0.5" },
    { id: "N3", category: "Economics", event: "V2", status: "settled", result: "yes", mid: "0.30" },
    // Event V3: one market still disputed, so the event is left out, never scored in part.
    { id: "P1", category: "Economics", event: "V3", status: "settled", result: "yes", mid: "0.5" },
    { id: "P2", category: "Economics", event: "V3", status: "disputed", result: null, mid: "0.4" },
  ] as const;

  beforeAll(async () => {
    const db = openDb(env.DB);
    await recordResolutions(
      db,
      "polymarket",
      fixture.map((f, i) => ({
        market_id: f.id,
        status: f.status,
        result: f.result,
        settlement_value: f.result === "yes" ? "1" : f.result === "no" ? "0" : null,
        close_time: iso(closeMs(i)),
        settled_at: f.status === "settled" ? iso(closeMs(i) + MINUTE) : null,
        venue_status: f.status,
        venue_result: f.result,
        source: {},
        category: f.category,
        event_id: f.event ?? `solo-${f.id}`,
        event_exclusive: f.event !== null,
      })),
      closeMs(20),
    );
    await db.insert(marketHorizonPrices).values(
      fixture.map((f, i) => ({
        venue: "polymarket",
        marketId: f.id,
        horizon: "24h",
        targetMs: closeMs(i) - 24 * HOUR,
        observedAtMs: closeMs(i) - 24 * HOUR - 1000,
        mid: f.mid,
        computedAtMs: closeMs(20),
      })),
    );
  });

  const WINDOW = "horizon=24h&from=2030-03-01T00:00:00Z&to=2030-04-01T00:00:00Z";
  async function calibration(query: string) {
    const res = await get(`/api/v1/calibration?${query}`);
    expect(res.status, query).toBe(200);
    return (
      (await res.json()) as { data: Record<string, unknown> & { multi_outcome: Record<string, unknown> } }
    ).data;
  }

  it("scores a category's binary markets apart from its multi-outcome events", async () => {
    const data = await calibration(`${WINDOW}&category=Economics`);
    // Binary: 0.7 (yes), 0.4 (no): BS = (0.09 + 0.16) / 2 = 0.125; LL = −(ln 0.7 + ln 0.6) / 2 =
    // (0.356675 + 0.510826) / 2 = 0.43375.
    expect(data).toMatchObject({
      category: "Economics",
      n: 2,
      base_rate: 0.5,
      brier: 0.125,
      log_loss: 0.43375,
    });
    // V1 and V2 as in the example: categorical BS ((0.16 + 0.09 + 0.01) + (0.04 + 0.25 + 0.49)) / 2 = 0.52,
    // LL −(ln 0.6 + ln 0.3) / 2 = (0.510826 + 1.203973) / 2 = 0.857399; V3 left out (P2 disputed).
    expect(data.multi_outcome).toEqual(CALIBRATION_EXAMPLE.data.multi_outcome);
    expect(data.multi_outcome).toMatchObject({ events: 2, markets: 6, events_left_out: 1, brier: 0.52 });
  });

  it("filters on the category exactly; a category no market has answers n 0", async () => {
    expect(await calibration(`${WINDOW}&category=Crypto`)).toMatchObject({
      n: 1,
      brier: 0.04,
      multi_outcome: { events: 0, markets: 0, events_left_out: 0, brier: null, log_loss: null },
    });
    // Without a category: the three binary markets of the window, the same events.
    expect(await calibration(WINDOW)).toMatchObject({ category: null, n: 3, multi_outcome: { events: 2 } });
    for (const category of ["Sports", "economics"]) {
      expect(await calibration(`${WINDOW}&category=${category}`)).toMatchObject({
        n: 0,
        brier: null,
        multi_outcome: { events: 0, brier: null },
      });
    }
  });

  it("answers a malformed category with 400 invalid-parameter", async () => {
    for (const category of ["%3Cb%3E", "", "x".repeat(65)]) {
      const res = await get(`/api/v1/calibration?${WINDOW}&category=${category}`);
      expect(res.status, category).toBe(400);
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/invalid-parameter$/);
    }
  });
});

describe("GET /api/v1/outcomes: the official print", () => {
  const MAY_CLOSE = "2030-05-13T12:25:00Z";
  const prints = [
    // April's CPI, read a minute after its release, then revised; March's a month before.
    {
      period: "2030-03",
      revision: 0,
      value: "330.100",
      at: "2030-04-12T12:31:00Z",
      after: "2030-04-12T12:26:00Z",
    },
    {
      period: "2030-04",
      revision: 0,
      value: "331.200",
      at: "2030-05-13T12:31:00Z",
      after: "2030-05-13T12:26:00Z",
    },
    {
      period: "2030-04",
      revision: 1,
      value: "331.250",
      at: "2030-06-11T12:31:00Z",
      after: "2030-06-11T12:26:00Z",
    },
  ];
  let cpi: string[] = [];

  beforeAll(async () => {
    const rows = await env.DB.prepare(
      "SELECT DISTINCT market_id FROM contracts WHERE instrument_symbol = 'PIXCPI' AND venue = 'kalshi' ORDER BY market_id LIMIT 2",
    ).all<{ market_id: string }>();
    cpi = rows.results.map((r) => r.market_id);
    expect(cpi).toHaveLength(2);
    const db = openDb(env.DB);
    await db
      .insert(officialPrints)
      .values(
        prints.map((p) => ({
          seriesId: "bls-cpi-u-nsa",
          period: p.period,
          revision: p.revision,
          value: p.value,
          valueNum: Number(p.value),
          preliminary: false,
          releasedAt: p.at,
          releasedAfter: p.after,
          vintage: null,
        })),
      )
      .run();
    const settled = (marketId: string, close: string) => ({
      market_id: marketId,
      status: "settled" as const,
      result: "yes" as const,
      settlement_value: "1",
      close_time: close,
      settled_at: close,
      venue_status: "finalized",
      venue_result: "yes",
      source: {},
    });
    // The first closes before April's release; the second in July, its print not out yet; a market
    // outside the catalog closes beside the first.
    await recordResolutions(
      db,
      "kalshi",
      [
        settled(cpi[0] ?? "", MAY_CLOSE),
        settled(cpi[1] ?? "", "2030-07-01T12:00:00Z"),
        settled("KXNOTCPI-1", MAY_CLOSE),
      ],
      Date.parse("2030-07-02T00:00:00Z"),
    );
  });

  it("serves the print a catalog market on an official series settles on, or null", async () => {
    const body = await outcomes("venue=kalshi&from=2030-05-01T00:00:00Z&to=2030-08-01T00:00:00Z");
    const byId = new Map(
      body.data.items.map((o) => [o.market_id, o as Outcome & { official_print: unknown }]),
    );
    const print = (i: number) => ({
      revision: prints[i]?.revision,
      value: prints[i]?.value,
      preliminary: false,
      released_at: prints[i]?.at,
      released_after: prints[i]?.after,
      vintage: null,
    });
    // April's: the first print pix read after the close; the venues settle on the first print, not the revision.
    expect(byId.get(cpi[0] ?? "")?.official_print).toEqual({
      series_id: "bls-cpi-u-nsa",
      period: "2030-04",
      first_print: print(1),
      revisions: [print(2)],
      settles_on: "first_print",
      settling_print: print(1),
      released_at: "2030-05-13T12:31:00Z",
    });
    expect(byId.get(cpi[1] ?? "")?.official_print).toBeNull();
    expect(byId.get("KXNOTCPI-1")?.official_print).toBeNull();
  });
});

describe("signed outcomes", () => {
  /** An entry of SIGNING_KEYS for a fresh key: with its private half, or (retired) only its public one. */
  async function keyEntry(kid: string, notBefore: string) {
    const pair = await generateSigningKeyPair();
    const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
    return {
      active: { kid, private_jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x, d: jwk.d }, not_before: notBefore },
      retired: (until: string) => ({
        kid,
        public_jwk: { kty: "OKP", crv: "Ed25519", x: jwk.x },
        not_before: notBefore,
        not_after: until,
      }),
    };
  }
  const servedKeys = async () => (await (await get("/api/v1/signing-keys")).json()) as SigningJwkSet;
  const served = async (query: string, marketId: string) => {
    const item = (await outcomes(query)).data.items.find((o) => o.market_id === marketId);
    if (item === undefined) throw new Error(`${marketId} is not served`);
    return item as unknown as ServedOutcome;
  };

  it("signs each outcome: it verifies against GET /api/v1/signing-keys, a changed byte fails", async () => {
    const market = await served("venue=kalshi&series=KXPIXCAL&status=final", TICKER);
    const keys = await servedKeys();
    expect(await verifyOutcomeSignature(market, keys)).toEqual({ valid: true, kid: "pix-test" });
    const signature = market.signature;
    if (signature === null) throw new Error("the outcome is unsigned though SIGNING_KEYS is configured");
    // The record is the outcome's own members, signed after its horizons were read (the official print
    // beside them is not signed: a market of no official series here, so null).
    const { signature: _, official_print: print, ...members } = market;
    expect(print).toBeNull();
    expect(signature.record).toEqual({ ...members, type: "outcome", signed_at: expect.any(String) });
    expect(signature.record.horizons?.[1]?.mid).toBe("0.6250");
    // One changed byte of a taped mid, in the record or in the outcome beside it: refused.
    const changedHorizons = structuredClone(market.horizons ?? []);
    if (changedHorizons[0]) changedHorizons[0].mid = "0.6251";
    const record = { ...signature.record, horizons: changedHorizons };
    expect(
      await verifyOutcomeSignature(
        { ...market, horizons: changedHorizons, signature: { ...signature, record } },
        keys,
      ),
    ).toEqual({ valid: false, reason: "bad_signature" });
    expect(await verifyOutcomeSignature({ ...market, horizons: changedHorizons }, keys)).toEqual({
      valid: false,
      reason: "bad_signature",
    });
    // The audit's check of every stored outcome finds none failing.
    const audit = await auditStoredOutcomes(openDb(env.DB), keys);
    expect(audit.invalid).toEqual([]);
    expect(audit.valid).toBeGreaterThan(0);
  });

  it("keeps an outcome signed by a rotated key verifying; a change is served unsigned until signed again", async () => {
    const db = openDb(env.DB);
    const old = await keyEntry("outcomes-old", "2030-01-01T00:00:00Z");
    const next = await keyEntry("outcomes-next", "2032-01-01T00:00:00Z");
    const resolution = (status: "proposed" | "settled", result: "yes") => ({
      market_id: "ROTATED",
      status,
      result,
      settlement_value: "1",
      close_time: "2031-06-01T00:00:00Z",
      settled_at: status === "settled" ? "2031-06-01T00:05:00Z" : null,
      venue_status: status,
      venue_result: result,
      source: {},
    });
    await recordResolutions(
      db,
      "polymarket",
      [resolution("proposed", "yes")],
      Date.parse("2031-06-01T00:02:00Z"),
    );
    // Signed in 2031 by the key of that time.
    const before = { SIGNING_KEYS: JSON.stringify([old.active]) };
    await signDueOutcomes(before, db, Date.parse("2031-06-01T00:03:00Z"), 1_000);
    const signedByOld = await served("venue=polymarket&status=proposed", "ROTATED");
    expect(signedByOld.signature).toMatchObject({
      kid: "outcomes-old",
      record: { signed_at: "2031-06-01T00:03:00Z" },
    });
    // The key rotates in 2032: the old one keeps only its public half, and its outcome still verifies.
    const after = { SIGNING_KEYS: JSON.stringify([old.retired("2032-01-01T00:00:00Z"), next.active]) };
    const rotated = publishedSigningKeys(after);
    expect(await verifyOutcomeSignature(signedByOld, rotated)).toEqual({ valid: true, kid: "outcomes-old" });
    // A key set without the old key refuses it.
    expect(
      await verifyOutcomeSignature(
        signedByOld,
        publishedSigningKeys({ SIGNING_KEYS: JSON.stringify([next.active]) }),
      ),
    ).toEqual({
      valid: false,
      reason: "unknown_kid",
    });
    // The market settles: served unsigned until signed again, then by the new key.
    await recordResolutions(
      db,
      "polymarket",
      [resolution("settled", "yes")],
      Date.parse("2032-02-01T00:00:00Z"),
    );
    expect((await served("venue=polymarket&status=settled", "ROTATED")).signature).toBeNull();
    await signDueOutcomes(after, db, Date.parse("2032-02-01T00:01:00Z"), 1_000);
    const signedByNext = await served("venue=polymarket&status=settled", "ROTATED");
    expect(await verifyOutcomeSignature(signedByNext, rotated)).toEqual({
      valid: true,
      kid: "outcomes-next",
    });
    // The stored signature no longer covers a tampered stored row: the audit names it.
    await env.DB.prepare(
      "UPDATE market_resolutions SET settlement_value = '0' WHERE market_id = 'ROTATED'",
    ).run();
    const audit = await auditStoredOutcomes(db, { keys: [...(await servedKeys()).keys, ...rotated.keys] });
    expect(audit.invalid).toEqual([{ venue: "polymarket", market_id: "ROTATED", reason: "bad_signature" }]);
  });
});

// Last: it changes a stored outcome (its horizons, so its signature is due again).
describe("a horizon added after a market was read", () => {
  it("reads only the horizons a market lacks: one read before the 15-minute horizon existed gets it, unsigned until signed again", async () => {
    const db = openDb(env.DB);
    const mine = and(eq(marketHorizonPrices.venue, "kalshi"), eq(marketHorizonPrices.marketId, TICKER));
    const before = await db.select().from(marketHorizonPrices).where(mine);
    const signedItem = async () =>
      (await outcomes("venue=kalshi&series=KXPIXCAL&status=final")).data.items.find(
        (o) => o.market_id === TICKER,
      ) as unknown as ServedOutcome;
    expect((await signedItem()).signature).not.toBeNull();
    await db.delete(marketHorizonPrices).where(and(mine, eq(marketHorizonPrices.horizon, "15m")));
    // Its signature covers five horizons; the record now has four stored: served unsigned, never stale.
    expect((await signedItem()).signature).toBeNull();
    // Every pending market of the venue (the latest closed first), this one among them.
    const report = await recordHorizonPrices(db, env.LAKE, "kalshi", C0 + 40 * MINUTE, 1_000);
    expect(report.found).toBeGreaterThanOrEqual(1);
    const after = await db.select().from(marketHorizonPrices).where(mine);
    const byHorizon = (rows: typeof after) => new Map(rows.map((r) => [r.horizon, r]));
    // The missing horizon read again from the tape, exactly as taped; the others untouched.
    expect(byHorizon(after).get("15m")).toMatchObject({
      mid: quarterRow.mid,
      computedAtMs: C0 + 40 * MINUTE,
    });
    for (const horizon of ["1h", "24h", "7d", "30d"]) {
      expect(byHorizon(after).get(horizon)).toEqual(byHorizon(before).get(horizon));
    }
    // Due again, signed again, and the signature verifies.
    await signDueOutcomes(env as Bindings, db, C0 + 41 * MINUTE, 1_000);
    const keys = (await (await get("/api/v1/signing-keys")).json()) as SigningJwkSet;
    expect(await verifyOutcomeSignature(await signedItem(), keys)).toEqual({ valid: true, kid: "pix-test" });
  });
});
