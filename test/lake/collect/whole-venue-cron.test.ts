import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import type { Bindings } from "../../../src/env.ts";
import { produceVenueTape } from "../../../src/lake/collect/producer.ts";
import { cycleSnapshotKey } from "../../../src/lake/keys.ts";
import { COLLECTION_SEAL_DEADLINE_MS, partsManifestKey } from "../../../src/lake/parts.ts";
import { readManifest } from "../../../src/lake/store/lake.ts";
import { readPartsManifest } from "../../../src/lake/store/lake-parts.ts";
import worker from "../../../src/worker.ts";
import { sealedWithin } from "../../support/lake.ts";
import { simulatorHost } from "../../support/simulator.ts";

/** The cron's hand-off of the whole-venue tape, and the sweep that seals collections that stopped. */

describe("whole-venue tape from the cron", { timeout: 60_000 }, () => {
  it("opens each venue's collection once the minute is claimed, and the queue's consumer seals it", async () => {
    await seedCatalog(env.DB);
    const scheduledTime = Date.parse("2026-11-22T07:00:00Z");
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime, cron: "* * * * *" }),
      env as Bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const opened = await env.DB.prepare(
      "SELECT venue FROM lake_collections WHERE cycle_start_ms = ? ORDER BY venue",
    )
      .bind(scheduledTime)
      .all<{ venue: string }>();
    expect(opened.results.map((r) => r.venue)).toEqual(["kalshi", "polymarket"]);

    // Miniflare delivers the messages to this Worker's queue() handler, which tapes every open market.
    const kalshi = await sealedWithin("kalshi", scheduledTime, 45_000);
    expect(kalshi?.rows).toBeGreaterThan(0);
    expect(kalshi?.completeness).toEqual({ status: "not_recorded" });

    // A second tick of the same minute is skipped by the cycle's claim: nothing is enqueued again.
    const again = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime, cron: "* * * * *" }),
      env as Bindings,
      again,
    );
    await waitOnExecutionContext(again);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM lake_collections WHERE cycle_start_ms = ?")
      .bind(scheduledTime)
      .first<{ n: number }>();
    expect(count?.n).toBe(2);
  });

  it("seals a collection whose messages never reported, its ranges failed as not reported", async () => {
    const bindings = { ...simulatorHost("stale").bind(env as Bindings), LAKE_ALLOWED_VENUES: "polymarket" };
    const cycle = Date.parse("2026-11-22T06:00:00Z");
    const lost = await produceVenueTape(bindings, cycle, cycle, async () => undefined); // messages lost
    expect(lost.opened).toEqual(["polymarket"]);
    const early = await produceVenueTape(bindings, cycle + 60_000, cycle + 60_000, async () => undefined);
    expect(early.sealedStale).toBe(0);
    const later = cycle + COLLECTION_SEAL_DEADLINE_MS + 60_000;
    const sweep = await produceVenueTape(bindings, later, later, async () => undefined);
    expect(sweep.sealedStale).toBeGreaterThanOrEqual(1);
    const manifest = await readPartsManifest(
      env.LAKE,
      partsManifestKey(cycleSnapshotKey("polymarket", cycle)),
    );
    expect(manifest?.rows).toBe(0);
    expect(manifest?.parts).toEqual([]);
    const failures = manifest?.completeness.status === "incomplete" ? manifest.completeness.failures : [];
    expect(failures.map((f) => [f.reason, f.range])).toEqual(
      [0, 1, 2, 3].map((chain) => ["range_not_reported", `offsets ${chain * 250}-${chain * 250 + 249}`]),
    );
    const day = await readManifest(env.LAKE, "polymarket", "2026-11-22");
    expect(day?.snapshots.find((s) => s.at === "0600")).toMatchObject({ rows: 0, parts: 0 });
  });
});
