import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { loadCycleCatalog } from "../../../src/catalog/store.ts";
import { utcDateAndHhmm } from "../../../src/domain/clock.ts";
import type { Bindings } from "../../../src/env.ts";
import { computeInstrument, indexRows } from "../../../src/indices/cycle/compute.ts";
import { runIngestionCycle } from "../../../src/indices/cycle/cycle.ts";
import { recomputeMinute } from "../../../src/indices/cycle/recompute.ts";
import type { VenueTapeMessage } from "../../../src/lake/collect/messages.ts";
import { openMinuteCollections } from "../../../src/lake/collect/minute.ts";
import { processVenueTapeMessage, type VenueTapeDeps } from "../../../src/lake/jobs/tape-range.ts";
import { readManifest } from "../../../src/lake/store/lake.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { get } from "../../support/fetch.ts";
import { simulatorHost } from "../../support/simulator.ts";

/**
 * A minute of the lake is one observation: the rows a minute's ticks were computed from are the rows
 * the lake serves for that minute, although the venues move between the cycle's read of the catalog's
 * markets and the whole-venue pages' read of everything (here: the pages read the next minute's prices).
 */

const sim = simulatorHost("minute-observation");
const bindings = sim.bind(env as Bindings);
const noWait = { sleep: async () => undefined, minIntervalMs: 0, baseDelayMs: 0 };
const START = Date.parse("2026-11-24T09:00:00Z");
const MINUTES = 10;

beforeAll(async () => {
  await seedCatalog(env.DB);
});

/** Every row the lake serves for a venue's minute, page by page through the public quotes route. */
async function servedRows(venue: string, minuteMs: number): Promise<LakeRow[]> {
  const { date, hhmm } = utcDateAndHhmm(minuteMs);
  const rows: LakeRow[] = [];
  let next: string | undefined = `/api/v1/lake/venues/${venue}/quotes?date=${date}&at=${hhmm}&page_size=500`;
  while (next) {
    const res = await get(next);
    expect(res.status, next).toBe(200);
    const body = (await res.json()) as { data: { rows: LakeRow[] }; links: { next?: string } };
    rows.push(...body.data.rows);
    next = body.links.next;
  }
  return rows;
}

describe("a minute of the lake is one observation", { timeout: 120_000 }, () => {
  it("every tick of ten consecutive minutes equals its recomputation from the served quotes", async () => {
    const queue: VenueTapeMessage[] = [];
    const deps: VenueTapeDeps = {
      client: createHttpClient(noWait),
      send: async (messages) => {
        queue.push(...messages);
      },
      now: Date.now,
    };
    for (let m = 0; m < MINUTES; m++) {
      const minute = START + m * 60_000;
      await sim.pinClock(minute + 2_000);
      const report = await runIngestionCycle(bindings, {
        nowMs: minute,
        trigger: "cron",
        client: createHttpClient(noWait),
        onClaimed: async (cycleStartMs, markets) => {
          const opened = await openMinuteCollections(bindings, cycleStartMs, minute, markets);
          queue.push(...opened.messages);
          return opened.states;
        },
      });
      expect(report.status).toBe("completed");
      // The venues move before the whole-venue pages are read: they answer the next minute's prices.
      await sim.pinClock(minute + 62_000);
      for (let message = queue.shift(); message; message = queue.shift()) {
        await processVenueTapeMessage(bindings, message, deps);
      }
    }
    await sim.pinClock(null);

    const catalog = await loadCycleCatalog(env.DB);
    const valuesBySymbol = new Map<string, Set<string>>();
    let compared = 0;
    for (let m = 0; m < MINUTES; m++) {
      const minute = START + m * 60_000;
      const { date, hhmm } = utcDateAndHhmm(minute);
      const served: Record<string, LakeRow[]> = {};
      for (const venue of ["kalshi", "polymarket"]) {
        // Sealed whole-venue snapshots, complete: the catalog's part and every page.
        const entry = (await readManifest(env.LAKE, venue, date))?.snapshots.find((s) => s.at === hhmm);
        expect(entry?.parts, `${venue} ${hhmm}`).toBeGreaterThan(1);
        expect(entry?.completeness).toEqual({ status: "not_recorded" });
        served[venue] = await servedRows(venue, minute);
        // Each market outcome once.
        const keys = (served[venue] ?? []).map((r) => `${r.market_id}|${r.outcome}`);
        expect(new Set(keys).size).toBe(keys.length);
      }
      const rows = indexRows(served);
      const { results: ticks } = await env.DB.prepare(
        "SELECT symbol, value_decimal FROM ticks WHERE minute = ?1",
      )
        .bind(new Date(minute).toISOString().replace(".000Z", "Z"))
        .all<{ symbol: string; value_decimal: string }>();
      expect(ticks.length).toBeGreaterThan(0);
      for (const tick of ticks) {
        const instrument = catalog.find((i) => i.symbol === tick.symbol);
        if (!instrument) throw new Error(tick.symbol);
        expect(computeInstrument(instrument, rows, minute).valueDecimal, `${tick.symbol} ${hhmm}`).toBe(
          tick.value_decimal,
        );
        valuesBySymbol.set(
          tick.symbol,
          (valuesBySymbol.get(tick.symbol) ?? new Set()).add(tick.value_decimal),
        );
        compared++;
      }
      // The audit's reading (`npm run audit`) agrees too.
      const audit = await recomputeMinute(env, minute);
      expect(audit.length).toBe(ticks.length);
      expect(audit.filter((a) => !a.equal)).toEqual([]);
    }
    expect(compared).toBeGreaterThan(MINUTES);
    // The venues did move from minute to minute, so pages read a minute late would not reproduce a tick.
    expect([...valuesBySymbol.values()].some((values) => values.size > 1)).toBe(true);
  });
});
