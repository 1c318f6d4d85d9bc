import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../../src/env.ts";
import { CATALOG_PART } from "../../../src/lake/collect/budget.ts";
import type { VenueTapeMessage } from "../../../src/lake/collect/messages.ts";
import { processVenueTapeMessage, type VenueTapeDeps } from "../../../src/lake/jobs/tape-range.ts";
import { cycleSnapshotKey } from "../../../src/lake/keys.ts";
import { type PartsManifest, partKey, partsManifestKey } from "../../../src/lake/parts.ts";
import { readManifest, readTape, writeTape } from "../../../src/lake/store/lake.ts";
import { readPartsManifest, writePart } from "../../../src/lake/store/lake-parts.ts";
import { createHttpClient } from "../../../src/venues/http/client.ts";
import { KALSHI_PAGE_LIMIT } from "../../../src/venues/kalshi/listing.ts";
import { GAMMA_PAGE_SIZE } from "../../../src/venues/polymarket/listing.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { collectVenueTape, lakeRows, startCollection } from "../../support/lake.ts";
import { simulatorHost } from "../../support/simulator.ts";

/**
 * The whole-venue tape end to end in workerd: the producer opens each venue's collection, the consumer
 * runs every message (the chain driven here from what each message enqueues, so the test decides the
 * order), and the sealed snapshot is compared with the venue's listing read independently.
 */

const noWait = { sleep: async () => undefined, minIntervalMs: 0, baseDelayMs: 0 };

/**
 * The simulators' pinned instant: the open listings carry the resolution calendar's markets closing
 * within the next hour and a quarter, so a tape and the listing read beside it must see the same instant.
 */
const SIM_NOW = Date.parse("2026-11-20T10:00:30Z");

async function tapeEnv(name: string): Promise<{ bindings: Bindings; base: string }> {
  const sim = simulatorHost(name);
  await sim.pinClock(SIM_NOW);
  return { bindings: sim.bind(env as Bindings), base: sim.base };
}

/** Clears the simulator's faults (which unpins its clock), then pins it again. */
async function resetSimulator(base: string): Promise<void> {
  await fetch(`${base}/_control/reset`, { method: "POST" });
  await fetch(`${base}/_control/clock`, { method: "POST", body: JSON.stringify({ now: SIM_NOW }) });
}

async function partsOf(venue: string, cycleStartMs: number): Promise<PartsManifest> {
  const manifest = await readPartsManifest(env.LAKE, partsManifestKey(cycleSnapshotKey(venue, cycleStartMs)));
  if (!manifest) throw new Error("snapshot not sealed");
  return manifest;
}

async function tapeRows(manifest: PartsManifest): Promise<LakeRow[]> {
  const rows: LakeRow[] = [];
  for (const part of manifest.parts) rows.push(...((await readTape(env.LAKE, part.key)) ?? []));
  return rows;
}

/** Every open Kalshi ticker, paged with plain fetch (not through pix's adapter). */
async function kalshiTickers(base: string): Promise<string[]> {
  const tickers: string[] = [];
  let cursor = "";
  do {
    const res = await fetch(`${base}/kalshi/trade-api/v2/markets?status=open&limit=1000&cursor=${cursor}`);
    const page = (await res.json()) as { markets: { ticker: string }[]; cursor: string };
    tickers.push(...page.markets.map((m) => m.ticker));
    cursor = page.cursor;
  } while (cursor !== "");
  return tickers;
}

/** Every outcome token of every active Gamma market with an order book, with the Gamma page it is on. */
async function gammaTokens(base: string): Promise<{ key: string; page: number }[]> {
  const tokens: { key: string; page: number }[] = [];
  for (let offset = 0; ; offset += GAMMA_PAGE_SIZE) {
    const res = await fetch(
      `${base}/polymarket/gamma/markets?active=true&closed=false&limit=${GAMMA_PAGE_SIZE}&offset=${offset}`,
    );
    const page = (await res.json()) as {
      id: string;
      enableOrderBook?: boolean;
      clobTokenIds?: string | null;
    }[];
    for (const market of page) {
      if (market.enableOrderBook === false || !market.clobTokenIds) continue;
      for (const token of JSON.parse(market.clobTokenIds) as string[]) {
        tokens.push({ key: `${market.id}|${token}`, page: offset / GAMMA_PAGE_SIZE });
      }
    }
    if (page.length < GAMMA_PAGE_SIZE) return tokens;
  }
}

const key = (row: LakeRow) => (row.venue === "kalshi" ? row.market_id : `${row.market_id}|${row.token_id}`);

describe("whole-venue tape", { timeout: 60_000 }, () => {
  it("follows Kalshi's cursor chain and Gamma's offset chains to the end, one part per page", async () => {
    const { bindings, base } = await tapeEnv("tape-full");
    const cycle = Date.parse("2026-11-20T10:01:00Z");
    const { processed } = await collectVenueTape(bindings, cycle);

    const tickers = await kalshiTickers(base);
    expect(tickers.length).toBeGreaterThan(2 * KALSHI_PAGE_LIMIT);
    const kalshi = await partsOf("kalshi", cycle);
    expect(kalshi.completeness).toEqual({ status: "not_recorded" });
    // One part per page, then the minute cycle's part (no catalog rows in this test).
    expect(kalshi.parts.map((p) => p.rows)).toEqual([
      ...Array.from({ length: Math.ceil(tickers.length / KALSHI_PAGE_LIMIT) }, (_, i) =>
        Math.min(KALSHI_PAGE_LIMIT, tickers.length - i * KALSHI_PAGE_LIMIT),
      ),
      0,
    ]);
    expect((await tapeRows(kalshi)).map(key)).toEqual(tickers);

    const tokens = await gammaTokens(base);
    const poly = await partsOf("polymarket", cycle);
    expect(poly.completeness).toEqual({ status: "not_recorded" });
    const polyRows = await tapeRows(poly);
    expect(polyRows.map(key)).toEqual(tokens.map((t) => t.key));
    expect(poly.rows).toBe(tokens.length);
    expect(poly.parts.every((p) => p.rows <= 2 * GAMMA_PAGE_SIZE)).toBe(true);

    // One message per page: Kalshi's pages, and Gamma's pages plus the one empty page ending each chain.
    expect(processed.filter((m) => m.kind === "kalshi_page")).toHaveLength(kalshi.parts.length - 1);
    const day = await readManifest(env.LAKE, "polymarket", "2026-11-20");
    expect(day?.snapshots.find((s) => s.at === "1001")).toMatchObject({
      rows: tokens.length,
      bytes: poly.bytes,
      parts: poly.parts.length,
      completeness: { status: "not_recorded" },
    });
  });

  it("holds the minute cycle's rows of the catalog's markets, exactly as the cycle read them, and each market once", async () => {
    const { bindings, base } = await tapeEnv("tape-catalog");
    const cycle = Date.parse("2026-11-20T10:11:00Z");
    const tickers = await kalshiTickers(base);
    const catalogTickers = [tickers[5], tickers[1500]] as string[];
    // The cycle's rows, read "at another instant": prices no page of the venue shows.
    const catalogRows = lakeRows(2).map((row, i) => ({
      ...row,
      market_id: catalogTickers[i] as string,
      outcome: "yes",
    }));
    await collectVenueTape(bindings, cycle, "kalshi", { kalshi: catalogRows });
    const kalshi = await partsOf("kalshi", cycle);
    const rows = await tapeRows(kalshi);
    expect(rows).toHaveLength(tickers.length);
    expect(new Set(rows.map(key)).size).toBe(tickers.length);
    // The catalog's part is the cycle's own tape object, last; the pages skipped its markets.
    expect(kalshi.parts.at(-1)).toMatchObject({
      part: CATALOG_PART,
      key: cycleSnapshotKey("kalshi", cycle),
      rows: 2,
    });
    expect(rows.slice(-2)).toEqual(catalogRows);
    expect(rows.slice(0, -2).map(key)).toEqual(tickers.filter((t) => !catalogTickers.includes(t)));
  });

  it("a page failing mid-venue leaves the snapshot incomplete with that range, and every other page taped", async () => {
    const { bindings, base } = await tapeEnv("tape-fault");
    const fault = (venue: string, page: number) =>
      fetch(`${base}/_control/faults`, {
        method: "POST",
        body: JSON.stringify({ venue, mode: "http_500", page }),
      });
    expect((await fault("polymarket", 2)).ok).toBe(true);
    const cycle = Date.parse("2026-11-20T10:02:00Z");
    await collectVenueTape(bindings, cycle, "polymarket");
    await resetSimulator(base);

    const tokens = await gammaTokens(base);
    const poly = await partsOf("polymarket", cycle);
    expect(poly.completeness).toEqual({
      status: "incomplete",
      // The day's latest complete snapshot before it (the full collection at 10:01) held every token.
      rows_expected: tokens.length,
      failures: [
        {
          reason: "http_5xx",
          stage: "polymarket_gamma_markets",
          range: `offsets ${2 * GAMMA_PAGE_SIZE}-${3 * GAMMA_PAGE_SIZE - 1}`,
        },
      ],
    });
    // Everything but page 2's outcomes, in listing order; the chain carried on past the failed page.
    const expected = tokens.filter((t) => t.page !== 2).map((t) => t.key);
    expect((await tapeRows(poly)).map(key)).toEqual(expected);
    expect(poly.parts.map((p) => p.part)).not.toContain(2);
    expect(poly.parts.map((p) => p.part)).toContain(6);

    // Kalshi: a failed page ends the cursor chain (its cursor is unknown); the pages before it stay.
    expect((await fault("kalshi", 1)).ok).toBe(true);
    const later = cycle + 60_000;
    await collectVenueTape(bindings, later, "kalshi");
    await resetSimulator(base);
    const kalshi = await partsOf("kalshi", later);
    expect(kalshi.rows).toBe(KALSHI_PAGE_LIMIT);
    expect(kalshi.completeness.status).toBe("incomplete");
    expect(
      kalshi.completeness.status === "incomplete" && kalshi.completeness.failures.map((f) => f.reason),
    ).toEqual(["http_5xx", "listing_stopped"]);
    // The second page failed, named as the docs count pages: from 1.
    const failedPage =
      kalshi.completeness.status === "incomplete" ? kalshi.completeness.failures[0]?.range : undefined;
    expect(failedPage).toMatch(/^page 2 \(cursor .+\)$/);
    expect((await tapeRows(kalshi)).map(key)).toEqual(
      (await kalshiTickers(base)).slice(0, KALSHI_PAGE_LIMIT),
    );
  });

  it("a venue that is down: each Gamma chain stops after two failed pages in a row, and the snapshot seals", async () => {
    const { bindings, base } = await tapeEnv("tape-down");
    await fetch(`${base}/_control/faults`, {
      method: "POST",
      body: JSON.stringify({ venue: "polymarket", mode: "http_500" }),
    });
    const cycle = Date.parse("2026-11-20T10:09:00Z");
    const { processed } = await collectVenueTape(bindings, cycle, "polymarket");
    await resetSimulator(base);
    expect(processed.map((m) => m.part)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const poly = await partsOf("polymarket", cycle);
    expect(poly.rows).toBe(0);
    const failures = poly.completeness.status === "incomplete" ? poly.completeness.failures : [];
    expect(failures.filter((f) => f.reason === "http_5xx").map((f) => f.range)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((p) => `offsets ${p * GAMMA_PAGE_SIZE}-${(p + 1) * GAMMA_PAGE_SIZE - 1}`),
    );
    expect(failures.filter((f) => f.reason === "listing_stopped")).toHaveLength(4);
  });

  it("a hostile page mid-venue (every price negative) skips its markets, records them, and the chain goes on", async () => {
    const { bindings, base } = await tapeEnv("tape-hostile");
    const res = await fetch(`${base}/_control/faults`, {
      method: "POST",
      body: JSON.stringify({ venue: "kalshi", mode: "negative_price", page: 1 }),
    });
    expect(res.ok).toBe(true);
    const cycle = Date.parse("2026-11-20T10:08:00Z");
    await collectVenueTape(bindings, cycle, "kalshi");
    await resetSimulator(base);
    const tickers = await kalshiTickers(base);
    const kalshi = await partsOf("kalshi", cycle);
    expect(kalshi.parts.map((p) => p.rows)).toEqual([
      KALSHI_PAGE_LIMIT,
      0,
      tickers.length - 2 * KALSHI_PAGE_LIMIT,
      0,
    ]);
    expect((await tapeRows(kalshi)).map(key)).toEqual([
      ...tickers.slice(0, KALSHI_PAGE_LIMIT),
      ...tickers.slice(2 * KALSHI_PAGE_LIMIT),
    ]);
    const failures = kalshi.completeness.status === "incomplete" ? kalshi.completeness.failures : [];
    // Capped per range; each names a market of page 1 and no range (the page itself answered).
    expect(failures.length).toBe(20);
    const page1 = new Set(tickers.slice(KALSHI_PAGE_LIMIT, 2 * KALSHI_PAGE_LIMIT));
    expect(
      failures.every((f) => f.market_id !== undefined && page1.has(f.market_id) && f.range === undefined),
    ).toBe(true);
  });

  it("a duplicated delivery writes no duplicate rows, sequential or concurrent", async () => {
    const { bindings } = await tapeEnv("tape-dup");
    const cycle = Date.parse("2026-11-20T10:04:00Z");
    const deps: VenueTapeDeps = {
      client: createHttpClient(noWait),
      send: async () => undefined,
      now: Date.now,
    };
    const scoped = { ...bindings, LAKE_ALLOWED_VENUES: "kalshi" };
    const sent: VenueTapeMessage[] = [];
    await startCollection(scoped, cycle, async (m) => {
      sent.push(...m);
    });
    const first = sent[0] as VenueTapeMessage;
    const outcomes = await Promise.all([
      processVenueTapeMessage(scoped, first, deps),
      processVenueTapeMessage(scoped, first, deps),
    ]);
    expect(outcomes.filter((o) => o === "reported")).toHaveLength(1);
    expect(await processVenueTapeMessage(scoped, first, deps)).toBe("duplicate");
    const part = await readTape(env.LAKE, partKey(cycleSnapshotKey("kalshi", cycle), 0));
    expect(part).toHaveLength(KALSHI_PAGE_LIMIT);
    expect(new Set(part?.map(key)).size).toBe(KALSHI_PAGE_LIMIT);
  });

  it("a redelivery after the part was written but not reported reports the stored part, not a second one", async () => {
    const { bindings } = await tapeEnv("tape-redeliver");
    const cycle = Date.parse("2026-11-20T10:05:00Z");
    const scoped = { ...bindings, LAKE_ALLOWED_VENUES: "kalshi" };
    const sent: VenueTapeMessage[] = [];
    const send = async (m: VenueTapeMessage[]) => {
      sent.push(...m);
    };
    await startCollection(scoped, cycle, send);
    const snapshot = cycleSnapshotKey("kalshi", cycle);
    // The first delivery stopped after writing part 0 (here: 3 rows of an earlier read) and its index.
    const firstRows = lakeRows(3);
    await writePart(env.LAKE, partKey(snapshot, 0), firstRows, { next_cursor: "" });
    await processVenueTapeMessage(scoped, sent[0] as VenueTapeMessage, {
      client: createHttpClient(noWait),
      send,
      now: Date.now,
    });
    const sealed = await partsOf("kalshi", cycle);
    expect(sealed.rows).toBe(3);
    expect(await readTape(env.LAKE, partKey(snapshot, 0))).toEqual(firstRows);
  });

  it("supersedes the catalog cycle's one-object tape of the same minute, and is never replaced by it", async () => {
    const { bindings } = await tapeEnv("tape-supersede");
    const cycle = Date.parse("2026-11-20T10:07:00Z");
    const catalogRows = lakeRows(5);
    await writeTape(env.LAKE, "kalshi", cycle, catalogRows, { status: "not_recorded" });
    await collectVenueTape(bindings, cycle, "kalshi");
    await writeTape(env.LAKE, "kalshi", cycle, catalogRows, { status: "not_recorded" });
    const day = await readManifest(env.LAKE, "kalshi", "2026-11-20");
    const entry = day?.snapshots.find((s) => s.at === "1007");
    expect(entry?.rows).toBe((await partsOf("kalshi", cycle)).rows);
    expect(entry?.parts).toBeGreaterThan(1);
  });
});
