import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { INSTRUMENTS } from "../../../src/catalog/definitions.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { runIngestionCycle } from "../../../src/indices/cycle/cycle.ts";
import { readManifest, readTape } from "../../../src/lake/store/lake.ts";
import { venueProfile } from "../../../src/lake/venues.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { filledQuoteFields } from "../../../src/venues/shared/row.ts";
import { simulatorHost } from "../../support/simulator.ts";

// 2026-11-22T10:05:00Z: a five-minute boundary, so this cycle commits a round.
const T0 = Date.parse("2026-11-22T10:05:00Z");
const sim = simulatorHost("cycle");
const bindings = sim.bind(env);
// Retries without waiting, so fault tests stay fast; everything else is the real client.
const client = () => createHttpClient({ sleep: async () => {}, minIntervalMs: 0 });

beforeAll(async () => {
  await seedCatalog(env.DB);
});

describe("ingestion cycle", () => {
  it("fetches both venues, tapes them, and stores a tick per instrument and a round on the boundary", async () => {
    await sim.pinClock(T0 + 5_000);
    const report = await runIngestionCycle(bindings, {
      nowMs: T0 + 2_000,
      trigger: "refresh",
      client: client(),
    });
    expect(report.status).toBe("completed");
    expect(report.cycle_start).toBe("2026-11-22T10:05:00Z");
    expect(report.venues.map((v) => [v.venue, v.status])).toEqual(
      expect.arrayContaining([
        ["kalshi", "ok"],
        ["polymarket", "ok"],
      ]),
    );
    for (const instrument of report.instruments) expect(instrument.reason, instrument.symbol).toBeNull();
    expect(report.round_committed).toBe("2026-11-22T10:05:00Z");
    for (const v of report.venues) expect(v.tape_write_ms, v.venue).toBeGreaterThanOrEqual(0);

    const ticks = await env.DB.prepare("SELECT symbol, value_decimal, provenance FROM ticks WHERE minute = ?")
      .bind("2026-11-22T10:05:00Z")
      .all<{ symbol: string; value_decimal: string; provenance: string }>();
    expect(ticks.results.map((t) => t.symbol).sort()).toEqual(INSTRUMENTS.map((i) => i.symbol).sort());
    const rounds = await env.DB.prepare("SELECT symbol, value_decimal FROM rounds WHERE round_id = ?")
      .bind("2026-11-22T10:05:00Z")
      .all<{ symbol: string; value_decimal: string }>();
    expect(rounds.results).toHaveLength(INSTRUMENTS.length);
    for (const r of rounds.results) {
      expect(r.value_decimal).toBe(ticks.results.find((t) => t.symbol === r.symbol)?.value_decimal);
    }

    const tape = await readTape(env.LAKE, "lake/kalshi/2026-11-22/1005");
    expect(tape?.length).toBeGreaterThan(20);
    const manifest = await readManifest(env.LAKE, "polymarket", "2026-11-22");
    expect(manifest?.snapshots.map((s) => s.at)).toContain("1005");

    // Each snapshot's manifest entry names the price columns its tape actually fills.
    for (const venue of ["kalshi", "polymarket"] as const) {
      const rows = (await readTape(env.LAKE, `lake/${venue}/2026-11-22/1005`)) ?? [];
      const entry = (await readManifest(env.LAKE, venue, "2026-11-22"))?.snapshots.find(
        (s) => s.at === "1005",
      );
      expect(entry?.quote_fields, venue).toEqual(filledQuoteFields(rows));
      expect(entry?.quote_fields, venue).toEqual(expect.arrayContaining(["bid", "ask", "mid", "spread"]));
      expect(venueProfile(venue).book).toBe("two_sided_order_book");
    }
  });

  it("is idempotent: the same minute twice writes nothing twice", async () => {
    await sim.pinClock(T0 + 65_000);
    const first = await runIngestionCycle(bindings, {
      nowMs: T0 + 61_000,
      trigger: "cron",
      client: client(),
    });
    const second = await runIngestionCycle(bindings, {
      nowMs: T0 + 62_000,
      trigger: "refresh",
      client: client(),
    });
    expect(first.status).toBe("completed");
    expect(first.round_committed).toBeNull(); // 10:06 is not a round boundary
    expect(second).toMatchObject({ status: "skipped", reason: "minute_already_collected" });
    const rollup = await env.DB.prepare(
      "SELECT tick_count FROM tick_rollups WHERE symbol = 'PIXCPI' AND resolution = '5m' AND bucket_start = '2026-11-22T10:05:00Z'",
    ).first<{ tick_count: number }>();
    expect(rollup?.tick_count).toBe(2);
  });

  it("keeps one venue's results when the other fails, and records why", async () => {
    const T = T0 + 10 * 60_000;
    await sim.pinClock(T + 5_000);
    await sim.fault("polymarket", "http_500");
    try {
      const report = await runIngestionCycle(bindings, { nowMs: T, trigger: "cron", client: client() });
      const poly = report.venues.find((v) => v.venue === "polymarket");
      expect(poly).toMatchObject({ status: "failed", rows: 0 });
      expect(poly?.failure).toMatch(/http_5xx|venue_unresponsive/);
      expect(report.venues.find((v) => v.venue === "kalshi")?.status).toBe("ok");
      // Kalshi-weighted instruments still have a value, computed from one venue.
      expect(report.instruments.find((i) => i.symbol === "PIXCPI")?.value_decimal).not.toBeNull();
      const manifest = await readManifest(env.LAKE, "polymarket", "2026-11-22");
      const entry = manifest?.snapshots.find((s) => s.at === "1015");
      expect(entry?.completeness.status).toBe("incomplete");
      expect(entry?.quote_fields).toEqual([]);
      const recorded = await env.DB.prepare(
        "SELECT status, failure FROM ingest_cycles WHERE cycle_start = '2026-11-22T10:15:00Z' AND venue = 'polymarket'",
      ).first<{ status: string; failure: string }>();
      expect(recorded?.status).toBe("failed");
    } finally {
      await sim.reset();
    }
  });

  for (const mode of [
    "html",
    "truncated_json",
    "wrong_types",
    "nan_price",
    "negative_price",
    "price_above_one",
  ]) {
    it(`records a hostile Kalshi payload (${mode}) as a failure and stores no bad tick`, async () => {
      const minutes =
        20 +
        ["html", "truncated_json", "wrong_types", "nan_price", "negative_price", "price_above_one"].indexOf(
          mode,
        );
      const T = T0 + minutes * 60_000;
      await sim.pinClock(T + 5_000);
      await sim.fault("kalshi", mode);
      try {
        const report = await runIngestionCycle(bindings, { nowMs: T, trigger: "cron", client: client() });
        const kalshi = report.venues.find((v) => v.venue === "kalshi");
        expect(kalshi?.status).not.toBe("ok");
        expect(kalshi?.failure).toBeTruthy();
        // Whatever was stored is a valid value in the instrument's domain: no NaN, no fabricated tick.
        const ticks = await env.DB.prepare("SELECT symbol, value FROM ticks WHERE minute = ?")
          .bind(report.cycle_start)
          .all<{ symbol: string; value: number }>();
        for (const t of ticks.results) expect(Number.isFinite(t.value), t.symbol).toBe(true);
        // PIXGDP is Kalshi-only: with Kalshi failing it must have no tick at all this minute.
        expect(ticks.results.find((t) => t.symbol === "PIXGDP")).toBeUndefined();
      } finally {
        await sim.reset();
      }
    });
  }
});
