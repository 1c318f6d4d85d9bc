import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import type { Bindings } from "../../../src/env.ts";
import { CATALOG_PART } from "../../../src/lake/collect/budget.ts";
import type { VenueTapeMessage } from "../../../src/lake/collect/messages.ts";
import { RESEND_AFTER_MS, sweepCollections } from "../../../src/lake/collect/producer.ts";
import { cycleSnapshotKey } from "../../../src/lake/keys.ts";
import { COLLECTION_SEAL_DEADLINE_MS, partsManifestKey } from "../../../src/lake/parts.ts";
import { readManifest } from "../../../src/lake/store/lake.ts";
import { readPartsManifest } from "../../../src/lake/store/lake-parts.ts";
import worker from "../../../src/worker.ts";
import { sealedWithin, startCollection } from "../../support/lake.ts";
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

  it("sends lost messages again, then seals a collection whose ranges never reported, saying what is missing", async () => {
    const bindings = { ...simulatorHost("stale").bind(env as Bindings), LAKE_ALLOWED_VENUES: "polymarket" };
    const cycle = Date.parse("2026-11-22T06:00:00Z");
    const lost = async () => undefined; // every message the queue is handed is lost
    expect(await startCollection(bindings, cycle, lost)).toEqual(new Map([["polymarket", "open"]]));
    const early = await sweepCollections(bindings, cycle + 60_000, lost);
    expect(early).toEqual({ resent: 0, sealedStale: 0 });
    // Two minutes on, the sweep sends the four pending ranges again (lost again here).
    const resent: VenueTapeMessage[] = [];
    const retry = await sweepCollections(bindings, cycle + RESEND_AFTER_MS + 1_000, async (m) => {
      resent.push(...m);
    });
    expect(retry.resent).toBe(4);
    expect(resent.map((m) => m.part)).toEqual([0, 1, 2, 3]);
    const later = cycle + COLLECTION_SEAL_DEADLINE_MS + 60_000;
    const sweep = await sweepCollections(bindings, later, lost);
    expect(sweep).toEqual({ resent: 0, sealedStale: 1 });
    const manifest = await readPartsManifest(
      env.LAKE,
      partsManifestKey(cycleSnapshotKey("polymarket", cycle)),
    );
    // The catalog's range (none of its rows in this test) is the one part; every page range is missing.
    expect(manifest?.rows).toBe(0);
    expect(manifest?.parts.map((p) => p.part)).toEqual([CATALOG_PART]);
    const failures = manifest?.completeness.status === "incomplete" ? manifest.completeness.failures : [];
    expect(failures.map((f) => [f.reason, f.range])).toEqual(
      [0, 1, 2, 3].map((chain) => ["range_not_reported", `offsets ${chain * 250}-${chain * 250 + 249}`]),
    );
    const day = await readManifest(env.LAKE, "polymarket", "2026-11-22");
    expect(day?.snapshots.find((s) => s.at === "0600")).toMatchObject({
      rows: 0,
      parts: 1,
      completeness: { status: "incomplete", rows_expected: null },
    });
  });
});
