import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { rfc3339 } from "../../../src/domain/clock.ts";
import { ROLLUP_RESOLUTIONS } from "../../../src/domain/rollups.ts";
import { marketMetricsWrites } from "../../../src/indices/store/ingest.ts";
import { type TickWrite, tickWrites } from "../../../src/indices/store/ticks.ts";
import { chunkRows, D1_MAX_BOUND_PARAMETERS, openDb, runBatch } from "../../../src/platform/db/db.ts";
import { lakeRows } from "../../support/lake.ts";

describe("chunkRows", () => {
  it("fills each chunk up to D1's bound-parameter limit and keeps the order", () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    const chunks = chunkRows(rows, 7);
    // ⌊100 / 7⌋ = 14 rows of 7 parameters per statement.
    expect(chunks.map((c) => c.length)).toEqual([14, 14, 2]);
    expect(chunks.flat()).toEqual(rows);
    expect(Math.max(...chunks.map((c) => c.length * 7))).toBeLessThanOrEqual(D1_MAX_BOUND_PARAMETERS);
  });

  it("leaves room for the statement's other parameters", () => {
    expect(
      chunkRows(
        Array.from({ length: 250 }, (_, i) => i),
        1,
        1,
      ).map((c) => c.length),
    ).toEqual([99, 99, 52]);
  });

  it("returns no chunk for no rows, and refuses a row that cannot fit one statement", () => {
    expect(chunkRows([], 3)).toEqual([]);
    expect(() => chunkRows([1], 101)).toThrow(RangeError);
  });
});

describe("multi-row writes in D1", () => {
  it("stores ticks and their rollups across several statements in one batch", async () => {
    await seedCatalog(env.DB);
    const start = Date.parse("2026-03-10T00:00:00Z");
    // 40 minutes: three tick statements (14 + 14 + 12 rows) and eight rollup statements (16 folds each).
    const ticks: TickWrite[] = Array.from({ length: 40 }, (_, i) => ({
      symbol: "PIXCPI",
      minuteMs: start + i * 60_000,
      valueDecimal: `${3 + i / 100}`,
      value: 3 + i / 100,
      sourceObservedAt: rfc3339(start + i * 60_000),
      computedAt: rfc3339(start + i * 60_000 + 2_000),
      provenance: "synthetic",
    }));
    const db = openDb(env.DB);
    const writes = tickWrites(db, ticks);
    expect(writes).toHaveLength(3 + Math.ceil((40 * Object.keys(ROLLUP_RESOLUTIONS).length) / 16));
    await runBatch(db, writes);

    const stored = await env.DB.prepare("SELECT count(*) AS n FROM ticks WHERE symbol = 'PIXCPI'").first<{
      n: number;
    }>();
    expect(stored?.n).toBe(40);
    const rollups = await env.DB.prepare(
      "SELECT resolution, bucket_start, open, high, low, close, tick_count FROM tick_rollups WHERE symbol = 'PIXCPI' ORDER BY resolution, bucket_start",
    ).all();
    expect(rollups.results).toEqual([
      {
        resolution: "1d",
        bucket_start: "2026-03-10T00:00:00Z",
        open: 3,
        high: 3.39,
        low: 3,
        close: 3.39,
        tick_count: 40,
      },
      {
        resolution: "1h",
        bucket_start: "2026-03-10T00:00:00Z",
        open: 3,
        high: 3.39,
        low: 3,
        close: 3.39,
        tick_count: 40,
      },
      ...Array.from({ length: 8 }, (_, b) => ({
        resolution: "5m",
        bucket_start: rfc3339(start + b * 300_000),
        open: 3 + (b * 5) / 100,
        high: 3 + (b * 5 + 4) / 100,
        low: 3 + (b * 5) / 100,
        close: 3 + (b * 5 + 4) / 100,
        tick_count: 5,
      })),
    ]);

    // The same ticks again change nothing: stored ticks are immutable and rollups fold new ticks only.
    await runBatch(
      db,
      tickWrites(
        db,
        ticks.map((t) => ({ ...t, computedAt: rfc3339(t.minuteMs + 9_000) })),
      ),
    );
    expect(
      (
        await env.DB.prepare("SELECT sum(tick_count) AS n FROM tick_rollups WHERE symbol = 'PIXCPI'").first<{
          n: number;
        }>()
      )?.n,
    ).toBe(120);
  });

  it("upserts market metrics for more YES rows than one statement holds", async () => {
    // 60 rows, 30 of them YES: three statements of at most 12 rows (8 parameters each).
    const rows = lakeRows(60);
    const db = openDb(env.DB);
    await runBatch(db, marketMetricsWrites(db, rows));
    const stored = await env.DB.prepare(
      "SELECT market_id, volume_usd FROM market_metrics ORDER BY market_id",
    ).all();
    const yes = rows.filter((r) => r.outcome === "yes");
    expect(stored.results).toEqual(
      yes
        .map((r) => ({ market_id: r.market_id, volume_usd: r.volume_usd }))
        .sort((a, b) => a.market_id.localeCompare(b.market_id)),
    );

    // An older observation never overwrites a newer one.
    const older = yes.map((r) => ({ ...r, volume_usd: "1.00", observed_at: "2026-03-10T11:00:00Z" }));
    await runBatch(db, marketMetricsWrites(db, older));
    const after = await env.DB.prepare(
      "SELECT count(*) AS n FROM market_metrics WHERE volume_usd = '1.00'",
    ).first<{ n: number }>();
    expect(after?.n).toBe(0);
  });
});
