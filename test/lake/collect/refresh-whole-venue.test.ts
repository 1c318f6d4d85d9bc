import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { cycleSnapshotKey } from "../../../src/lake/keys.ts";
import { readTape } from "../../../src/lake/store/lake.ts";
import { call } from "../../support/keys.ts";
import { sealedWithin } from "../../support/lake.ts";

/**
 * `POST /api/refresh` runs the cron's cycle: the catalog's contracts and, once the minute is claimed,
 * the whole-venue tape of every served venue (every open market, the catalog's among them).
 */

describe("POST /api/refresh", { timeout: 60_000 }, () => {
  it("tapes the whole venue of its minute, as the cron does", async () => {
    await seedCatalog(env.DB);
    const res = await call("/api/refresh", {
      method: "POST",
      headers: { Authorization: `Bearer ${env.REFRESH_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as { data: { cycle_start: string } };
    const cycleStartMs = Date.parse(report.data.cycle_start);

    const opened = await env.DB.prepare(
      "SELECT venue FROM lake_collections WHERE cycle_start_ms = ? ORDER BY venue",
    )
      .bind(cycleStartMs)
      .all<{ venue: string }>();
    expect(opened.results.map((r) => r.venue)).toEqual(["kalshi", "polymarket"]);

    for (const venue of ["kalshi", "polymarket"]) {
      const whole = await sealedWithin(venue, cycleStartMs, 45_000);
      const catalogRows = (await readTape(env.LAKE, cycleSnapshotKey(venue, cycleStartMs)))?.length ?? 0;
      expect(catalogRows, venue).toBeGreaterThan(0);
      expect(whole, venue).not.toBeNull();
      expect(whole?.rows, venue).toBeGreaterThanOrEqual(catalogRows);
    }
  });
});
