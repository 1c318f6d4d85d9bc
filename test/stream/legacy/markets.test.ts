import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { BENCHMARKS, INDICES } from "../../../src/catalog/definitions.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../../src/domain/clock.ts";
import type {
  HistorySchema as BenchmarkHistorySchema,
  SnapshotSchema as BenchmarkSnapshotSchema,
} from "../../../src/indices/routes/benchmarks/schema.ts";
import type {
  HistorySchema as IndexHistorySchema,
  SnapshotSchema as IndexSnapshotSchema,
} from "../../../src/indices/routes/indices/schema.ts";
import { HISTORY_BODIES as LEGACY_HISTORY_BODIES } from "../../../src/indices/routes/instruments/reads.ts";
import type {
  LegacyHistorySchema,
  LegacyMarketListSchema,
  LegacyMarketResponseSchema,
} from "../../../src/stream/legacy/routes/schema.ts";
import { get, getJson, readProblem, type V1 } from "../../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../../support/ingest.ts";
import { call, createKey } from "../../support/keys.ts";
import { failingD1 } from "../../support/outages.ts";
import { writeTicks } from "../../support/ticks.ts";

type MarketList = z.output<typeof LegacyMarketListSchema>;
type MarketResponse = z.output<typeof LegacyMarketResponseSchema>;
type MarketHistory = z.output<typeof LegacyHistorySchema>;
type V1Snapshot = V1<typeof IndexSnapshotSchema>["data"] | V1<typeof BenchmarkSnapshotSchema>["data"];

const SIM_HOST = "legacy-markets";
const MARKET_COUNT = INDICES.length + BENCHMARKS.length;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
/** A well-formed key no record has. */
const UNKNOWN_KEY = `pix_${"Z".repeat(40)}`;

/** The v1 live snapshot of a market (index or benchmark), read independently of the legacy route. */
async function v1Snapshot(kind: "index" | "benchmark", slug: string): Promise<V1Snapshot> {
  const plane = kind === "index" ? "indices" : "benchmarks";
  const { res, body } = await getJson<{ data: V1Snapshot }>(`/api/v1/${plane}/${slug}/snapshots/latest`);
  expect(res.status, `v1 snapshot of ${slug}`).toBe(200);
  return body.data;
}

/** The legacy members a v1 snapshot determines. */
function fromV1Snapshot(snapshot: V1Snapshot) {
  return {
    symbol: snapshot.symbol,
    slug: snapshot.slug,
    value: snapshot.value.number,
    value_decimal: snapshot.value.decimal,
    cycle_start: snapshot.minute,
    source_observed_at: snapshot.source_observed_at,
    computed_at: snapshot.computed_at,
  };
}

/** Neither deprecation header, no redirect, no Location: the legacy surface is not being retired (spec 9.4). */
function expectNotDeprecated(res: Response, what: string) {
  expect(res.headers.get("Deprecation"), what).toBeNull();
  expect(res.headers.get("Sunset"), what).toBeNull();
  expect(res.headers.get("Location"), what).toBeNull();
  expect(res.status === 304 || res.status < 300 || res.status >= 400, `${what}: ${res.status}`).toBe(true);
}

/** The If-None-Match round trip; a body that changed in between (a new minute) must carry a new tag. */
async function expectRevalidates(path: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const first = await get(path);
    expect(first.status, path).toBe(200);
    const etag = first.headers.get("ETag");
    expect(etag, path).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await get(path, { headers: { "If-None-Match": etag ?? "" } });
    if (again.status === 304) {
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
      expectNotDeprecated(again, `304 ${path}`);
      return;
    }
    expect(again.status, path).toBe(200);
    expect(again.headers.get("ETag"), `${path}: a 200 after If-None-Match must be a new body`).not.toBe(etag);
  }
  throw new Error(`${path} did not revalidate`);
}

const paths = (symbol: string) => [
  "/api/markets",
  `/api/markets/${symbol}`,
  `/api/markets/${symbol}/history`,
];

beforeAll(async () => {
  // A fresh catalog and no cycle yet: every market is pending.
  await seedCatalog(env.DB);
});

describe("before the first ingestion cycle", () => {
  it("lists every public index then benchmark, each pending with null values", async () => {
    const { res, body } = await getJson<MarketList>("/api/markets");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(body.count).toBe(MARKET_COUNT);
    expect(body.markets.map((m) => m.symbol)).toEqual([
      ...INDICES.map((i) => i.symbol).sort(),
      ...BENCHMARKS.map((b) => b.symbol).sort(),
    ]);
    expect(body.as_of).toMatch(RFC3339);
    for (const market of body.markets) {
      expect(market).toMatchObject({
        status: "pending",
        value: null,
        value_decimal: null,
        cycle_start: null,
        source_observed_at: null,
        computed_at: null,
      });
    }
    expect(body.markets.find((m) => m.symbol === "BMWTI")).toEqual({
      symbol: "BMWTI",
      slug: "wti-crude-settle-dec",
      kind: "benchmark",
      name: BENCHMARKS.find((b) => b.symbol === "BMWTI")?.name,
      unit: "USD/bbl",
      status: "pending",
      value: null,
      value_decimal: null,
      cycle_start: null,
      source_observed_at: null,
      computed_at: null,
    });
  });

  it("serves one pending market and an empty history", async () => {
    const one = await getJson<MarketResponse>("/api/markets/PIXCPI");
    expect(one.res.status).toBe(200);
    expect(one.body).toEqual({
      market: {
        symbol: "PIXCPI",
        slug: "us-cpi-yoy-next",
        kind: "index",
        name: INDICES.find((i) => i.symbol === "PIXCPI")?.name,
        unit: "%",
        status: "pending",
        value: null,
        value_decimal: null,
        cycle_start: null,
        source_observed_at: null,
        computed_at: null,
      },
    });
    const history = await getJson<MarketHistory>("/api/markets/PIXCPI/history");
    expect(history.res.status).toBe(200);
    expect(history.body).toEqual({
      symbol: "PIXCPI",
      slug: "us-cpi-yoy-next",
      range: "1d",
      resolution: "5m",
      points: [],
    });
  });

  it("flags a market stale when its latest value is older than 15 minutes, keeping the value", async () => {
    const minuteMs = minuteFloor(Date.now()) - 20 * MINUTE_MS;
    await writeTicks("BMGOLD", [
      {
        minuteMs,
        valueDecimal: "2412.50",
        sourceObservedAt: rfc3339(minuteMs - 12_000),
        computedAt: rfc3339(minuteMs + 2_000),
      },
    ]);
    const { res, body } = await getJson<MarketResponse>("/api/markets/gold-settle-dec");
    expect(res.status).toBe(200);
    expect(body.market).toMatchObject({
      symbol: "BMGOLD",
      kind: "benchmark",
      status: "stale",
      value: 2412.5,
      value_decimal: "2412.50",
      cycle_start: rfc3339(minuteMs),
      source_observed_at: rfc3339(minuteMs - 12_000),
      computed_at: rfc3339(minuteMs + 2_000),
    });
    // The list carries the same object; the others are still pending.
    const list = (await getJson<MarketList>("/api/markets")).body;
    expect(list.markets.find((m) => m.symbol === "BMGOLD")).toEqual(body.market);
    expect(list.markets.filter((m) => m.status === "pending")).toHaveLength(MARKET_COUNT - 1);
  });
});

describe("after ingestion cycles", () => {
  beforeAll(async () => {
    await ingestMinutes(SIM_HOST, recentMinutes(3));
    LEGACY_HISTORY_BODIES.clear();
  });

  describe("GET /api/markets", () => {
    it("varies anonymous answers on the credential headers, so a shared cache never serves one to a key", async () => {
      const { res } = await getJson<MarketList>("/api/markets");
      expect(res.headers.get("Vary")).toContain("X-API-Key, Authorization");
      expect(res.headers.get("RateLimit-Limit")).toBeNull();
    });

    it("lists every market live, with the values the v1 snapshots serve", async () => {
      const { res, body } = await getJson<MarketList>("/api/markets");
      expect(res.status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(["as_of", "count", "markets"]);
      expect(body.count).toBe(MARKET_COUNT);
      expect(body.markets).toHaveLength(MARKET_COUNT);
      expect(body.as_of).toMatch(/:00Z$/);
      for (const market of body.markets) {
        expect(market.status, market.symbol).toBe("live");
        const v1 = await v1Snapshot(market.kind, market.slug);
        expect(market, market.symbol).toMatchObject(fromV1Snapshot(v1));
        expect(Number(market.value_decimal)).toBe(market.value);
      }
    });

    it("is a plain JSON body with a strong ETag and a short public lifetime", async () => {
      const res = await get("/api/markets");
      expect(res.headers.get("Content-Type")).toBe("application/json");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=15, must-revalidate");
      expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]{40}"$/);
      expect(res.headers.get("X-Request-ID")).toBeTruthy();
      const body = (await res.json()) as Record<string, unknown>;
      for (const member of ["data", "meta", "links"]) expect(body).not.toHaveProperty(member);
    });
  });

  describe("GET /api/markets/{symbol}", () => {
    it("resolves symbol and slug in any case to the same market as the list", async () => {
      const list = (await getJson<MarketList>("/api/markets")).body;
      for (const [id, symbol] of [
        ["PIXCPI", "PIXCPI"],
        ["pixcpi", "PIXCPI"],
        ["PixCpi", "PIXCPI"],
        ["us-cpi-yoy-next", "PIXCPI"],
        ["US-CPI-YOY-NEXT", "PIXCPI"],
        ["BMWTI", "BMWTI"],
        ["bmwti", "BMWTI"],
        ["wti-crude-settle-dec", "BMWTI"],
        ["Wti-Crude-Settle-Dec", "BMWTI"],
      ] as const) {
        const { res, body } = await getJson<MarketResponse>(`/api/markets/${id}`);
        expect(res.status, id).toBe(200);
        expect(Object.keys(body), id).toEqual(["market"]);
        expect(body.market, id).toEqual(list.markets.find((m) => m.symbol === symbol));
      }
    });

    it("serves the values the v1 snapshot serves, for an index and a benchmark", async () => {
      for (const [symbol, kind, slug] of [
        ["PIXFED", "index", "fed-funds-upper-next-fomc"],
        ["BMNATGAS", "benchmark", "natural-gas-settle-dec"],
      ] as const) {
        const { body } = await getJson<MarketResponse>(`/api/markets/${symbol}`);
        expect(body.market).toMatchObject({
          ...fromV1Snapshot(await v1Snapshot(kind, slug)),
          kind,
          status: "live",
        });
      }
    });

    it("answers 404 market-not-found for unknown symbols and slugs", async () => {
      for (const id of ["NOPE", "pix-cpi", "us-cpi-yoy", "BMWTI2"]) {
        const res = await get(`/api/markets/${id}`);
        expect(res.status, id).toBe(404);
        const problem = await readProblem(res);
        expect(problem.type).toMatch(/#market-not-found$/);
        expect(problem.instance).toBe(`/api/markets/${id}`);
        expect(problem.detail).toContain(id);
        expectNotDeprecated(res, id);
      }
      const history = await get("/api/markets/NOPE/history");
      expect(history.status).toBe(404);
      expect((await readProblem(history)).type).toMatch(/#market-not-found$/);
    });

    it("answers 400 invalid-parameter for a malformed symbol", async () => {
      for (const id of ["-x", "PIX_CPI", "a%20b", "x".repeat(65)]) {
        for (const suffix of ["", "/history"]) {
          const res = await get(`/api/markets/${id}${suffix}`);
          expect(res.status, `${id}${suffix}`).toBe(400);
          const problem = await readProblem(res);
          expect(problem.type).toMatch(/#invalid-parameter$/);
          expect(problem.invalid_params?.[0]).toMatchObject({ name: "symbol", in: "path" });
        }
      }
    });
  });

  describe("GET /api/markets/{symbol}/history", () => {
    it("defaults to range 1d at auto (5m) and equals the v1 index history's buckets", async () => {
      const { res, body } = await getJson<MarketHistory>("/api/markets/us-cpi-yoy-next/history");
      expect(res.status).toBe(200);
      expect(Object.keys(body)).toEqual(["symbol", "slug", "range", "resolution", "points"]);
      expect(body).toMatchObject({
        symbol: "PIXCPI",
        slug: "us-cpi-yoy-next",
        range: "1d",
        resolution: "5m",
      });
      const v1 = (
        await getJson<V1<typeof IndexHistorySchema>>(
          "/api/v1/indices/PIXCPI/history?range=1d&resolution=auto",
        )
      ).body.data;
      expect(v1.resolution).toBe("5m");
      expect(body.points.length).toBeGreaterThan(0);
      expect(body.points.map(({ close_decimal: _, ...ohlc }) => ohlc)).toEqual(
        v1.buckets.map((b) => ({
          time: b.start_at,
          open: b.open,
          high: b.high,
          low: b.low,
          close: b.close,
        })),
      );
    });

    it("equals the v1 benchmark history at an explicit resolution", async () => {
      const { body } = await getJson<MarketHistory>("/api/markets/BMWTI/history?range=1w&resolution=1h");
      expect(body).toMatchObject({ symbol: "BMWTI", range: "1w", resolution: "1h" });
      const v1 = (
        await getJson<V1<typeof BenchmarkHistorySchema>>(
          "/api/v1/benchmarks/BMWTI/history?range=1w&resolution=1h",
        )
      ).body.data;
      expect(body.points.length).toBe(v1.buckets.length);
      expect(body.points.map((p) => [p.time, p.open, p.high, p.low, p.close])).toEqual(
        v1.buckets.map((b) => [b.start_at, b.open, b.high, b.low, b.close]),
      );
    });

    it("at 1m carries one point per stored tick, close_decimal exactly as stored", async () => {
      const { body } = await getJson<MarketHistory>("/api/markets/PIXFED/history?range=1d&resolution=1m");
      expect(body.resolution).toBe("1m");
      const { results } = await env.DB.prepare(
        "SELECT minute, value, value_decimal FROM ticks WHERE symbol = 'PIXFED' ORDER BY minute",
      ).all<{ minute: string; value: number; value_decimal: string }>();
      expect(results.length).toBe(3);
      expect(body.points).toEqual(
        results.map((t) => ({
          time: t.minute,
          open: t.value,
          high: t.value,
          low: t.value,
          close: t.value,
          close_decimal: t.value_decimal,
        })),
      );
      // PIXFED carries three decimals; the string keeps them even where the number drops zeros.
      for (const point of body.points) expect(point.close_decimal).toMatch(/^-?\d+\.\d{3}$/);
      const latest = (await getJson<MarketResponse>("/api/markets/PIXFED")).body.market;
      expect(body.points.at(-1)).toMatchObject({
        time: latest.cycle_start,
        close_decimal: latest.value_decimal,
      });
    });

    it("answers 400 unsupported-history-resolution for a too-fine pair", async () => {
      for (const query of ["range=1w&resolution=1m", "range=1y&resolution=5m", "range=all&resolution=1m"]) {
        const res = await get(`/api/markets/PIXCPI/history?${query}`);
        expect(res.status, query).toBe(400);
        const problem = await readProblem(res);
        expect(problem.type, query).toMatch(/#unsupported-history-resolution$/);
        expect(problem.invalid_params?.[0]?.name).toBe("resolution");
      }
    });

    it("answers 400 invalid-parameter naming bad, repeated and unknown query parameters", async () => {
      for (const [query, name] of [
        ["range=2d", "range"],
        ["resolution=2m", "resolution"],
        ["range=1d&range=1w", "range"],
        ["from=2026-01-01", "from"],
      ]) {
        const res = await get(`/api/markets/PIXCPI/history?${query}`);
        expect(res.status, query).toBe(400);
        const problem = await readProblem(res);
        expect(problem.type).toMatch(/#invalid-parameter$/);
        expect(problem.invalid_params?.map((p) => p.name)).toContain(name);
      }
    });
  });

  describe("every legacy route", () => {
    it("refuses query parameters it does not define", async () => {
      for (const path of ["/api/markets?limit=10", "/api/markets/PIXCPI?range=1d"]) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect((await readProblem(res)).type).toMatch(/#invalid-parameter$/);
      }
    });

    it("answers 304 to a matching If-None-Match", async () => {
      for (const path of paths("PIXCPI")) await expectRevalidates(path);
    });

    it("never sends Deprecation or Sunset and never redirects (spec 9.4)", async () => {
      for (const path of [
        ...paths("PIXCPI"),
        ...paths("wti-crude-settle-dec"),
        "/api/markets/NOPE",
        "/api/markets/PIXCPI/history?range=1w&resolution=1m",
        "/api/markets?x=1",
      ]) {
        const res = await get(path, { redirect: "manual" });
        await res.body?.cancel();
        expectNotDeprecated(res, path);
      }
    });
  });

  describe("API keys", () => {
    const withKey = (key: string) => ({ headers: { "X-API-Key": key } });

    it("serves a key with markets:read, private to shared caches", async () => {
      const { key } = await createKey({ scopes: ["markets:read"] });
      for (const path of paths("PIXCPI")) {
        const res = await call(path, withKey(key));
        expect(res.status, path).toBe(200);
        expect(res.headers.get("Cache-Control"), path).toBe("private, max-age=15, must-revalidate");
        expect(res.headers.get("RateLimit-Limit"), path).toBe("1000");
      }
      const list = (await (await call("/api/markets", withKey(key))).json()) as MarketList;
      expect(list.count).toBe(MARKET_COUNT);
    });

    it("refuses a key without markets:read with 403 credential-scope", async () => {
      const { key } = await createKey({ scopes: ["indices:read", "benchmarks:read"] });
      for (const path of paths("PIXCPI")) {
        const res = await call(path, withKey(key));
        expect(res.status, path).toBe(403);
        expect((await readProblem(res)).type).toMatch(/#credential-scope$/);
      }
    });

    it("refuses an unknown key with 401 credential-invalid, never falling back to anonymous", async () => {
      for (const path of paths("PIXCPI")) {
        for (const headers of [
          { "X-API-Key": UNKNOWN_KEY },
          { Authorization: `Bearer ${UNKNOWN_KEY}` },
        ] as Record<string, string>[]) {
          const res = await call(path, { headers });
          expect(res.status, path).toBe(401);
          expect((await readProblem(res)).type).toMatch(/#credential-invalid$/);
        }
      }
    });

    it("shows an entitled key only its markets, and refuses every spelling of the others", async () => {
      const { key } = await createKey({
        scopes: ["markets:read"],
        entitlements: ["us-cpi-yoy-next", "gold-settle-dec"],
      });
      const list = (await (await call("/api/markets", withKey(key))).json()) as MarketList;
      expect(list.count).toBe(2);
      expect(list.markets.map((m) => m.symbol)).toEqual(["PIXCPI", "BMGOLD"]);

      for (const id of ["PIXCPI", "us-cpi-yoy-next", "BMGOLD", "Gold-Settle-Dec"]) {
        for (const suffix of ["", "/history"]) {
          expect((await call(`/api/markets/${id}${suffix}`, withKey(key))).status, `${id}${suffix}`).toBe(
            200,
          );
        }
      }
      for (const id of ["PIXFED", "pixfed", "fed-funds-upper-next-fomc", "BMWTI", "WTI-CRUDE-SETTLE-DEC"]) {
        for (const suffix of ["", "/history"]) {
          const res = await call(`/api/markets/${id}${suffix}`, withKey(key));
          expect(res.status, `${id}${suffix}`).toBe(403);
          expect((await readProblem(res)).type).toMatch(/#benchmark-not-entitled$/);
        }
      }
      // Unknown stays unknown for an entitled key (404 before the entitlement check).
      expect((await call("/api/markets/NOPE", withKey(key))).status).toBe(404);
    });

    it("does not filter anonymous reads", async () => {
      expect(((await (await get("/api/markets")).json()) as MarketList).count).toBe(MARKET_COUNT);
      expect((await get("/api/markets/PIXFED")).status).toBe(200);
    });
  });
});

describe("storage failure", () => {
  it("answers 503 with Retry-After on every route, never a stack or a stale body", async () => {
    LEGACY_HISTORY_BODIES.clear();
    for (const path of [...paths("PIXCPI"), "/api/markets/NEVERSEEN"]) {
      const res = await call(path, {}, { DB: failingD1() });
      expect(res.status, path).toBe(503);
      expect(res.headers.get("Retry-After"), path).toBe("30");
      expect(res.headers.get("ETag"), path).toBeNull();
      const text = await res.text();
      expect(text).not.toContain("D1_ERROR");
      expect(text).not.toContain("/var/db");
      const problem = await readProblem(new Response(text, res));
      expect(problem.type).toMatch(/#service-unavailable$/);
    }
  });
});
