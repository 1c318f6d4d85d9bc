import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog, sqlLiteral } from "../../src/catalog/seed.ts";
import { readProblem } from "../support/fetch.ts";
import { call, createKey } from "../support/keys.ts";

const INTERNAL = { Authorization: `Bearer ${env.INTERNAL_TOKEN}` };

beforeAll(async () => {
  await seedCatalog(env.DB);
  // A research-status index, copied from a public one under a new symbol and slug.
  await env.DB.prepare(
    `INSERT OR IGNORE INTO instruments SELECT 'PIXRSRCH', 'research-preview-index', kind, 'research', 'Research preview',
       thesis, unit, display, decimals, family, category, domain_min, domain_max, identifiers, resolution_source,
       methodology_version, estimand, calculation_class, transformation_disclosure, venue_weights, latest_release,
       next_release, feed_launched_at, created_at FROM instruments WHERE symbol = 'PIXCPI'`,
  ).run();
  await env.DB.prepare(
    `INSERT OR REPLACE INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance)
     VALUES ('PIXRSRCH', '2026-11-22T09:00:00Z', '2.75', 2.75, '2026-11-22T09:00:04Z', '2026-11-22T09:00:05Z', 'synthetic')`,
  ).run();
  await env.DB.prepare(
    `INSERT OR REPLACE INTO ingest_cycles (cycle_start, venue, status, failure, rows, source_observed_at, duration_ms)
     VALUES (${sqlLiteral(new Date(Date.now() - 60_000).toISOString())}, 'kalshi', 'failed', 'timeout', 0, NULL, 1500),
            (${sqlLiteral(new Date(Date.now() - 120_000).toISOString())}, 'kalshi', 'ok', NULL, 10, ${sqlLiteral(new Date(Date.now() - 118_000).toISOString())}, 800)`,
  ).run();
});

describe("GET /api/research/indices", () => {
  it("lists research-status indices (and no public one) with the internal token", async () => {
    const res = await call("/api/research/indices", { headers: INTERNAL });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const body = (await res.json()) as {
      data: {
        type: string;
        indices: { symbol: string; visibility: string; latest: { value: { decimal: string } } }[];
      };
    };
    expect(body.data.type).toBe("research_index_collection");
    expect(body.data.indices.map((i) => i.symbol)).toEqual(["PIXRSRCH"]);
    expect(body.data.indices[0]?.latest.value.decimal).toBe("2.75");
  });

  it("refuses API keys and wrong tokens, and is not served on the public plane", async () => {
    const { key } = await createKey({ scopes: ["research:read", "indices:read"] });
    const attempts: Record<string, string>[] = [
      {},
      { "X-API-Key": key },
      { Authorization: `Bearer ${key}` },
      { Authorization: `Bearer ${env.ADMIN_TOKEN}` },
    ];
    for (const headers of attempts) {
      const res = await call("/api/research/indices", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
    }
    expect((await call("/api/v1/indices/PIXRSRCH")).status).toBe(404);
    expect(
      (await call("/api/research/indices", { headers: INTERNAL }, { INTERNAL_TOKEN: undefined })).status,
    ).toBe(403);
  });
});

describe("GET /metrics", () => {
  it("serves Prometheus text: request counts by route and status, ingestion health, source freshness", async () => {
    await call("/api/v1/info");
    await call("/api/v1/info");
    await call("/api/v1/no-such-route");
    const res = await call("/metrics", { headers: INTERNAL });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const text = await res.text();
    expect(text).toContain("# TYPE pix_http_requests_total counter");
    const infoCount = Number(
      /pix_http_requests_total\{route="\/api\/v1\/info",status="200"\} (\d+)/.exec(text)?.[1],
    );
    expect(infoCount).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/pix_http_requests_total\{route="\(unmatched\)",status="404"\} \d+/);
    expect(text).toMatch(/pix_ingest_cycles_last_hour\{venue="kalshi",status="failed"\} 1/);
    expect(text).toMatch(
      /pix_ingest_cycle_duration_seconds_max_last_hour\{venue="kalshi",status="failed"\} 1\.5/,
    );
    expect(text).toMatch(/pix_source_age_seconds\{venue="kalshi"\} \d+/);
  });

  it("is behind INTERNAL_TOKEN and fails closed", async () => {
    const { key } = await createKey();
    expect((await call("/metrics")).status).toBe(401);
    expect((await call("/metrics", { headers: { "X-API-Key": key } })).status).toBe(401);
    const off = await call("/metrics", { headers: INTERNAL }, { INTERNAL_TOKEN: "" });
    expect(off.status).toBe(403);
    expect((await readProblem(off)).type).toMatch(/#operator-route-disabled$/);
  });
});
