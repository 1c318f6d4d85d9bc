import { beforeAll, describe, expect, it } from "vitest";
import { BENCHMARKS } from "../../../../src/catalog/definitions.ts";
import { minuteFloor } from "../../../../src/domain/clock.ts";
import type {
  BenchmarkSchema,
  CatalogMeta,
  CatalogSchema,
  HistoryMeta,
  HistorySchema,
  SnapshotSchema,
} from "../../../../src/indices/routes/benchmarks/schema.ts";
import { HISTORY_BODIES } from "../../../../src/indices/routes/instruments/reads.ts";
import { get, getJson, type MetaOf, readProblem, type V1 } from "../../../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../../../support/ingest.ts";
import { writeTicks } from "../../../support/ticks.ts";

type Catalog = V1<typeof CatalogSchema, MetaOf<typeof CatalogMeta>>;
type History = V1<typeof HistorySchema, MetaOf<typeof HistoryMeta>>;
interface OpenApiPaths {
  paths: Record<string, { get: { deprecated?: boolean } }>;
}

beforeAll(async () => {
  await ingestMinutes("benchmarks", recentMinutes(2));
  // Two ticks inside the frozen v1 window (before 2026-11-01) so the frozen series has content.
  await writeTicks(
    "BMWTI",
    ["2026-10-30T12:00:00Z", "2026-10-31T12:00:00Z"].map((minute, i) => ({
      minuteMs: Date.parse(minute),
      valueDecimal: `7${i}.00`,
    })),
  );
});

describe("GET /api/v1/benchmarks", () => {
  it("lists benchmarks with family, category, reference flags and latest values", async () => {
    const { res, body } = await getJson<Catalog>("/api/v1/benchmarks");
    expect(res.status).toBe(200);
    expect(body.meta.families).toEqual(["commodities"]);
    expect(body.data.count).toBe(BENCHMARKS.length);
    for (const b of body.data.benchmarks) {
      expect(b).toMatchObject({
        family: "commodities",
        classification: "reference",
        official: false,
        settlement_grade: false,
      });
      expect(b.latest.status).toBe("fresh");
      expect(b.latest.value?.decimal).toMatch(/^\d+\.\d+$/);
    }
  });

  it("filters by category and answers an empty collection for an unknown family", async () => {
    const energy = (await getJson<Catalog>("/api/v1/benchmarks?category=energy")).body;
    expect(energy.data.benchmarks.map((b) => b.symbol).sort()).toEqual(["BMNATGAS", "BMWTI"]);
    const none = await getJson<Catalog>("/api/v1/benchmarks?family=equities");
    expect(none.res.status).toBe(200);
    expect(none.body.data).toMatchObject({ count: 0, benchmarks: [] });
    expect(none.body.meta.families).toEqual(["commodities"]);
  });

  it("names malformed, repeated and unknown parameters", async () => {
    for (const [q, name] of [
      ["family=Commodities!", "family"],
      ["family=a&family=b", "family"],
      ["sort=name", "sort"],
    ]) {
      const res = await get(`/api/v1/benchmarks?${q}`);
      expect(res.status, q).toBe(400);
      expect((await readProblem(res)).invalid_params?.[0]?.name).toBe(name);
    }
  });
});

describe("one benchmark", () => {
  it("describes unit, domain bounds, identifiers and resolution source", async () => {
    const { res, body } = await getJson<V1<typeof BenchmarkSchema>>("/api/v1/benchmarks/bmwti");
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      type: "benchmark",
      symbol: "BMWTI",
      slug: "wti-crude-settle-dec",
      unit: "USD/bbl",
      domain: { min: "0", max: "250" },
      identifiers: { nymex: "CL" },
      resolution_source: { name: "CME Group NYMEX" },
      classification: "reference",
    });
    expect(body.links.self).toBe("/api/v1/benchmarks/wti-crude-settle-dec");
  });

  it("serves the current reference scalar", async () => {
    const { res, body } = await getJson<V1<typeof SnapshotSchema>>(
      "/api/v1/benchmarks/BMGOLD/snapshots/latest",
    );
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      type: "benchmark_snapshot",
      classification: "reference",
      official: false,
      settlement_grade: false,
    });
    expect(body.data.value.display).toBe(`${body.data.value.decimal} USD/ozt`);
  });

  it("answers 404 benchmark-not-found for unknown ids and index symbols", async () => {
    for (const id of ["NOPE", "PIXCPI"]) {
      const res = await get(`/api/v1/benchmarks/${id}`);
      expect(res.status).toBe(404);
      expect((await readProblem(res)).type).toMatch(/#benchmark-not-found$/);
    }
  });
});

describe("benchmark history", () => {
  it("serves a range at a chosen resolution", async () => {
    const { res, body } = await getJson<History>("/api/v1/benchmarks/BMWTI/history?range=1d&resolution=1h");
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({
      series: "range",
      range: "1d",
      resolution: "1h",
      settlement_grade: false,
    });
    expect(["available", "partial"]).toContain(body.meta.availability);
  });

  it("serves the frozen no-query v1 series, byte-stable across new ticks", async () => {
    const first = await getJson<History>("/api/v1/benchmarks/BMWTI/history");
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({ series: "frozen_v1", range: "frozen_v1", resolution: "1d" });
    expect(first.body.data.buckets.map((b) => b.close)).toEqual([70, 71]);
    // A new cycle writes new ticks and rollups; the frozen series must not change by a byte.
    await ingestMinutes("benchmarks-frozen", [minuteFloor(Date.now() + 60_000)]);
    HISTORY_BODIES.clear(); // rebuild from storage rather than the isolate's few-second memo
    const second = await getJson<History>("/api/v1/benchmarks/BMWTI/history");
    expect(second.text).toBe(first.text);
    expect(second.res.headers.get("ETag")).toBe(first.res.headers.get("ETag"));
  });

  it("refuses resolution without range, and too-fine pairs", async () => {
    const alone = await get("/api/v1/benchmarks/BMWTI/history?resolution=1h");
    expect(alone.status).toBe(400);
    expect((await readProblem(alone)).invalid_params?.[0]?.name).toBe("resolution");
    const fine = await get("/api/v1/benchmarks/BMWTI/history?range=1y&resolution=5m");
    expect(fine.status).toBe(400);
    expect((await readProblem(fine)).type).toMatch(/#unsupported-history-resolution$/);
  });
});

describe("deprecated /api/v1/commodities alias", () => {
  for (const suffix of [
    "",
    "?category=energy",
    "/wti-crude-settle-dec",
    "/BMWTI/snapshots/latest",
    "/BMWTI/history",
    "/BMWTI/history?range=1d",
  ]) {
    it(`answers byte-identical bodies with Deprecation and Link for …${suffix || "/"}`, async () => {
      const canonical = await get(`/api/v1/benchmarks${suffix}`);
      const alias = await get(`/api/v1/commodities${suffix}`);
      expect(alias.status).toBe(canonical.status);
      expect(await alias.text()).toBe(await canonical.text());
      expect(alias.headers.get("Deprecation")).toBe("true");
      expect(alias.headers.get("Link")).toBe(`</api/v1/benchmarks${suffix}>; rel="successor-version"`);
      expect(canonical.headers.get("Deprecation")).toBeNull();
    });
  }

  it("is marked deprecated in OpenAPI", async () => {
    const doc = (await getJson<OpenApiPaths>("/api/v1/openapi.json")).body;
    expect(doc.paths["/api/v1/commodities/{id}"]?.get.deprecated).toBe(true);
    expect(doc.paths["/api/v1/benchmarks/{id}"]?.get.deprecated).toBeFalsy();
  });
});
