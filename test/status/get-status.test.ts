import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { statusComponents } from "../../src/domain/status/components.ts";
import { newsFeedIds } from "../../src/status/incidents.ts";
import { get, readProblem } from "../support/fetch.ts";
import { call } from "../support/keys.ts";

/**
 * `GET /api/v1/status` reads what the work recorded: nothing before the first cycle (503 with
 * Retry-After), then each venue's part of the cycle and the stream hand-off it ran, from one
 * `POST /api/refresh` (the cron's cycle).
 */
describe("GET /api/v1/status", { timeout: 60_000 }, () => {
  it("answers 503 with Retry-After until a measurement exists, then every component after a cycle", async () => {
    const before = await get("/api/v1/status");
    expect(before.status).toBe(503);
    expect(before.headers.get("Retry-After")).toBe("60");
    expect((await readProblem(before)).detail).toMatch(/No component has recorded a measurement yet/);

    await seedCatalog(env.DB);
    const refreshed = await call("/api/refresh", {
      method: "POST",
      headers: { Authorization: `Bearer ${env.REFRESH_TOKEN}` },
    });
    expect(refreshed.status).toBe(200);
    const cycleStartMs = Date.parse(
      ((await refreshed.json()) as { data: { cycle_start: string } }).data.cycle_start,
    );

    const res = await get("/api/v1/status");
    expect(res.status).toBe(200);
    // Caches keep a status no longer than pix's own memo of it: a silent feed shows within seconds.
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=2, must-revalidate");
    const body = (await res.json()) as {
      data: {
        type: string;
        state: string;
        computed_at: string;
        components: {
          id: string;
          state: string;
          last_event_at: string | null;
          age_ms: number | null;
          lag: Record<"5m" | "1h" | "24h", { count: number; p50_ms: number | null; p99_ms: number | null }>;
          gaps: number;
        }[];
      };
    };
    const { data } = body;
    expect(data.type).toBe("status");
    expect(data.components.map((c) => c.id)).toEqual(statusComponents(newsFeedIds(env)).map((c) => c.id));
    // One news component per configured feed.
    expect(data.components.filter((c) => c.id.startsWith("news:")).length).toBeGreaterThan(30);
    const byId = new Map(data.components.map((c) => [c.id, c]));
    for (const id of ["cycle:kalshi", "cycle:polymarket", "stream"]) {
      const c = byId.get(id);
      expect(c?.state, id).toBe("operational");
      expect(Date.parse(c?.last_event_at ?? "")).toBeGreaterThanOrEqual(cycleStartMs);
      expect(c?.age_ms).toBeGreaterThanOrEqual(0);
      // One run recorded, its lag the time from the minute boundary to its completion.
      expect(c?.lag["5m"].count, id).toBe(1);
      expect(c?.lag["24h"].count, id).toBe(1);
      expect(c?.lag["5m"].p50_ms).toBe(c?.lag["5m"].p99_ms);
      expect(c?.lag["5m"].p50_ms).toBeLessThan(60_000);
      expect(c?.gaps).toBe(0);
    }
    // Work that has not run here is unknown and does not pull the whole down.
    expect(byId.get("parquet_days")?.state).toBe("unknown");
    expect(byId.get("parquet_days")?.lag["24h"]).toEqual({ count: 0, p50_ms: null, p99_ms: null });
    expect(data.state).toBe("operational");
  });
});
