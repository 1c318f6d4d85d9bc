import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BENCHMARKS } from "../../src/catalog/definitions.ts";
import { runIngestionCycle } from "../../src/ingest/cycle.ts";
import { createHttpClient } from "../../src/ingest/http/client.ts";
import { HISTORY_BODIES } from "../../src/routes/v1/benchmarks/get-history.ts";
import { get, readProblem } from "../support/fetch.ts";
import { ingestMinutes, recentMinutes } from "../support/ingest.ts";
import { simulatorHost } from "../support/simulator.ts";

type Json = Record<string, any>;
const read = async (path: string) => {
  const res = await get(path);
  return { res, text: await res.clone().text(), body: (await res.json()) as Json };
};

beforeAll(async () => {
  await ingestMinutes("benchmarks", recentMinutes(2));
  // Two ticks inside the frozen v1 window (before 2026-11-01) so the frozen series has content.
  await env.DB.batch(
    ["2026-10-30T12:00:00Z", "2026-10-31T12:00:00Z"].map((minute, i) =>
      env.DB.prepare(
        "INSERT INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance) VALUES ('BMWTI', ?1, ?2, ?3, ?1, ?1, 'synthetic') ON CONFLICT DO NOTHING",
      ).bind(minute, `7${i}.00`, 70 + i),
    ),
  );
  await env.DB.batch(
    ["2026-10-30T00:00:00Z", "2026-10-31T00:00:00Z"].map((bucket, i) =>
      env.DB.prepare(
        "INSERT INTO tick_rollups (symbol, resolution, bucket_start, open, high, low, close, open_at, close_at, tick_count) VALUES ('BMWTI', '1d', ?1, ?2, ?2, ?2, ?2, ?3, ?3, 1) ON CONFLICT DO NOTHING",
      ).bind(bucket, 70 + i, bucket.replace("00:00:00", "12:00:00")),
    ),
  );
});

describe("GET /api/v1/benchmarks", () => {
  it("lists benchmarks with family, category, reference flags and latest values", async () => {
    const { res, body } = await read("/api/v1/benchmarks");
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
      expect(b.latest.value.decimal).toMatch(/^\d+\.\d+$/);
    }
  });

  it("filters by category and answers an empty collection for an unknown family", async () => {
    const energy = (await read("/api/v1/benchmarks?category=energy")).body;
    expect(energy.data.benchmarks.map((b: Json) => b.symbol).sort()).toEqual(["BMNATGAS", "BMWTI"]);
    const none = await read("/api/v1/benchmarks?family=equities");
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
    const { res, body } = await read("/api/v1/benchmarks/bmwti");
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
    const { res, body } = await read("/api/v1/benchmarks/BMGOLD/snapshots/latest");
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
    const { res, body } = await read("/api/v1/benchmarks/BMWTI/history?range=1d&resolution=1h");
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
    const first = await read("/api/v1/benchmarks/BMWTI/history");
    expect(first.res.status).toBe(200);
    expect(first.body.data).toMatchObject({ series: "frozen_v1", range: "frozen_v1", resolution: "1d" });
    expect(first.body.data.buckets.map((b: Json) => b.close)).toEqual([70, 71]);
    // A new cycle writes new ticks and rollups; the frozen series must not change by a byte.
    const sim = simulatorHost("benchmarks-frozen");
    const next = Date.now() + 60_000;
    await sim.pinClock(next);
    await runIngestionCycle(sim.bind(env), {
      nowMs: next,
      trigger: "cron",
      client: createHttpClient({ minIntervalMs: 0 }),
    });
    HISTORY_BODIES.clear(); // rebuild from storage rather than the isolate's few-second memo
    const second = await read("/api/v1/benchmarks/BMWTI/history");
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
    const doc = (await (await get("/api/v1/openapi.json")).json()) as Json;
    expect(doc.paths["/api/v1/commodities/{id}"].get.deprecated).toBe(true);
    expect(doc.paths["/api/v1/benchmarks/{id}"].get.deprecated).toBeFalsy();
  });
});
