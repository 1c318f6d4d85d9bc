import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isCalendarMarketId } from "../../simulator/calendar.ts";
import { extraGammaId, extraKalshiTicker } from "../../simulator/extra.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { DAY_MS } from "../../src/domain/clock.ts";
import type { MarketRules } from "../../src/domain/equivalence/venue-rules.ts";
import {
  collectRuleTexts,
  LISTING_PAGES_PER_RUN,
  LISTING_REQUESTS_PER_RUN,
  RULE_BATCHES_PER_RUN,
  type RuleCollectionVenueReport,
} from "../../src/equivalence/jobs/collect-rules.ts";
import {
  pendingRejudges,
  REJUDGE_WITHIN_MS,
  readListingCursor,
  rulesSha256,
  ruleTextVersions,
  settleRejudge,
} from "../../src/equivalence/store/rule-texts.ts";
import { openDb } from "../../src/platform/db/db.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import { simulatorHost } from "../support/simulator.ts";

const T0 = Date.parse("2026-11-24T08:03:00Z");

async function marketOf(symbol: string, venue: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT market_id FROM contracts WHERE instrument_symbol = ? AND venue = ? ORDER BY market_id LIMIT 1",
  )
    .bind(symbol, venue)
    .first<{ market_id: string }>();
  if (!row) throw new Error(`no ${venue} contract for ${symbol}`);
  return row.market_id;
}

describe("the rule-text collection against the simulator", () => {
  it("stores every catalog market's texts once, then a second version only for a text the venue amended", async () => {
    await seedCatalog(env.DB);
    const sim = simulatorHost("rules");
    const bound = sim.bind(env);
    const db = openDb(env.DB);
    // The simulator amends the WTI benchmark's Gamma text week by week (its missing-settlement rule).
    const amended = await marketOf("BMWTI", "polymarket");
    const steady = await marketOf("BMWTI", "kalshi");

    await sim.pinClock(T0);
    const first = await collectRuleTexts(bound, { nowMs: T0 });
    for (const venue of first) {
      expect(venue.failures, venue.venue).toEqual([]);
      expect(venue.slices, venue.venue).toBe(1);
      expect(venue.read, venue.venue).toBe(venue.catalog_markets);
      expect(venue.first, venue.venue).toBe(venue.catalog_markets);
      expect(venue.changed, venue.venue).toEqual([]);
    }
    const [kalshi, polymarket] = first;
    // The stated budget: the listing requests, plus Kalshi's one metadata request per event and one
    // series request per series (Polymarket's fee terms come with its listing).
    expect(polymarket?.requests).toBeLessThanOrEqual(RULE_BATCHES_PER_RUN);
    const groups = await env.DB.prepare(
      "SELECT count(DISTINCT json_extract(venue_ref, '$.event_ticker')) AS events, count(DISTINCT json_extract(venue_ref, '$.series_ticker')) AS series FROM contracts WHERE venue = 'kalshi'",
    ).first<{ events: number; series: number }>();
    expect(kalshi?.requests).toBeLessThanOrEqual(
      RULE_BATCHES_PER_RUN + (groups?.events ?? 0) + (groups?.series ?? 0),
    );
    // Every catalog market's fee terms are stored, as the simulator states them.
    for (const venue of first) expect(venue.fee_terms, venue.venue).toBe(venue.catalog_markets);
    const terms = await env.DB.prepare(
      "SELECT venue, market_id, terms FROM market_fee_terms WHERE market_id IN (?, ?) ORDER BY venue",
    )
      .bind(steady, amended)
      .all<{ venue: string; market_id: string; terms: string }>();
    expect(terms.results.map((r) => [r.venue, JSON.parse(r.terms)])).toEqual([
      ["kalshi", { venue: "kalshi", fee_type: "quadratic", fee_multiplier: "1" }],
      // The WTI benchmark's Gamma event is in Commodities, a category the schedule does not list.
      ["polymarket", { venue: "polymarket", fees_enabled: true, category: null }],
    ]);
    const [v1] = await ruleTextVersions(db, "polymarket", amended);
    expect(v1).toMatchObject({ version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(v1?.fields).toMatchObject({ venue: "polymarket", market_id: amended });

    // The same week again: nothing changes, the version's fetched_at moves on.
    await sim.pinClock(T0 + 5 * 60_000);
    const again = await collectRuleTexts(bound, { nowMs: T0 + 5 * 60_000 });
    expect(again.map((v) => [v.changed.length, v.unchanged])).toEqual(
      first.map((v) => [0, v.catalog_markets]),
    );

    // A week on, the amended text reads otherwise: a second version, the first kept as it was.
    const later = T0 + 7 * DAY_MS;
    await sim.pinClock(later);
    const third = await collectRuleTexts(bound, { nowMs: later });
    const changed = third.find((v) => v.venue === "polymarket")?.changed ?? [];
    expect(changed.map((c) => c.market_id)).toContain(amended);
    const versions = await ruleTextVersions(db, "polymarket", amended);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    // The first version is kept as stored (only its fetched_at moved on when the same text was read again).
    expect({ ...versions[0], fetchedAt: null }).toEqual({ ...v1, fetchedAt: null });
    expect(versions[1]?.sha256).not.toBe(v1?.sha256);
    // One week's text pays 50-50 on a missing settlement, the other uses the prior settlement.
    const fiftyFifty = versions.map((v) => JSON.stringify(v.fields).includes("resolve 50-50"));
    expect(fiftyFifty.sort()).toEqual([false, true]);
    expect((await ruleTextVersions(db, "kalshi", steady)).map((v) => v.version)).toEqual([1]);

    // The changed market waits to be re-judged within 15 minutes of the change's read.
    const queued = (await pendingRejudges(db, 1000)).find((r) => r.marketId === amended);
    expect(queued).toMatchObject({ venue: "polymarket", version: 2, queuedAt: versions[1]?.firstSeenAt });
    expect(Date.parse(queued?.dueBy ?? "") - Date.parse(queued?.queuedAt ?? "")).toBe(REJUDGE_WITHIN_MS);
    // Every queued market is one whose text changed on this read, nothing else.
    const allChanged = third.flatMap((v) => v.changed.map((c) => `${v.venue}:${c.market_id}:${c.version}`));
    const all = await pendingRejudges(db, 1000);
    expect(all.map((r) => `${r.venue}:${r.marketId}:${r.version}`).sort()).toEqual(allChanged.sort());

    // The judge settles it on the version it judged; an older version does not settle a newer change.
    await settleRejudge(db, "polymarket", amended, 1);
    expect((await pendingRejudges(db, 1000)).some((r) => r.marketId === amended)).toBe(true);
    await settleRejudge(db, "polymarket", amended, 2);
    expect((await pendingRejudges(db, 1000)).some((r) => r.marketId === amended)).toBe(false);
  });
});

describe("the walk through each venue's whole listing", () => {
  // The `listing…` simulator hosts list the catalog's markets and 500 padding markets per venue.
  const LISTED = { kalshi: 47 + 500, polymarket: 41 + 500 };
  /**
   * The distinct markets whose texts are stored, but the resolution calendar's: those are listed open in
   * their last minutes (simulator/calendar.ts), so they come and go with the clock the walk advances.
   */
  const stored = async (venue: "kalshi" | "polymarket") => {
    const { results } = await env.DB.prepare(
      "SELECT DISTINCT market_id AS id FROM rule_texts WHERE venue = ?",
    )
      .bind(venue)
      .all<{ id: string }>();
    return results.filter((r) => !isCalendarMarketId(venue, r.id)).length;
  };
  const walkOf = (reports: RuleCollectionVenueReport[], venue: string) => {
    const report = reports.find((r) => r.venue === venue);
    if (!report) throw new Error(`no ${venue} report`);
    return report.listing;
  };

  it("stores a market outside the catalog with a version and its SHA-256, resumes where the last run stopped, wraps to the top, and queues a changed listing text", async () => {
    await seedCatalog(env.DB);
    const sim = simulatorHost("listing-rules");
    const bound = sim.bind(env);
    const db = openDb(env.DB);
    // The test above walked its own host's (catalog-only) listing: start this host's walk afresh.
    await env.DB.prepare("DELETE FROM rule_listing_cursors").run();
    // Unpaced (production spaces requests to one host 100 ms apart): the walk's requests answer at once.
    const client = createHttpClient({ minIntervalMs: 0 });
    // Gamma's second listing page fails once: the walk stops there and the next run reads it again.
    const fault = await fetch(`${sim.base}/_control/faults`, {
      method: "POST",
      body: JSON.stringify({ venue: "polymarket", mode: "truncated_json", count: 1, page: 1 }),
    });
    expect(fault.ok).toBe(true);

    let now = T0;
    await sim.pinClock(now);
    const first = await collectRuleTexts(bound, { nowMs: now, client });
    const gamma = walkOf(first, "polymarket");
    expect(gamma).toMatchObject({ from: "", cursor: "100", pages: 2, read: 100, pass_completed: false });
    expect(gamma.failures).toEqual([{ reason: "not_json", stage: "gamma_rules" }]);
    const kalshi = walkOf(first, "kalshi");
    expect(kalshi.failures).toEqual([]);
    expect(kalshi.pages).toBeLessThanOrEqual(LISTING_PAGES_PER_RUN);
    expect(kalshi.requests).toBeLessThanOrEqual(LISTING_REQUESTS_PER_RUN);
    expect(kalshi.cursor).not.toBe("");

    // A padding market is no catalog market: its text is stored from the listing, with its hash.
    const outside = extraGammaId(1);
    const catalog = await env.DB.prepare("SELECT count(*) AS n FROM contracts WHERE market_id = ?")
      .bind(outside)
      .first<{ n: number }>();
    expect(catalog?.n).toBe(0);
    const [v1] = await ruleTextVersions(db, "polymarket", outside);
    expect(v1).toMatchObject({ version: 1, fetchedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(v1?.sha256).toBe(await rulesSha256(v1?.fields as MarketRules));
    expect(v1?.fields).toMatchObject({ description: expect.stringContaining("Daily Climate Report") });
    const fees = await env.DB.prepare("SELECT terms FROM market_fee_terms WHERE market_id = ?")
      .bind(outside)
      .first<{ terms: string }>();
    expect(JSON.parse(fees?.terms ?? "null")).toMatchObject({ venue: "polymarket", fees_enabled: true });

    // Runs resume from the stored position until each venue's listing is done, then start at the top.
    const completed = new Map<string, number>();
    const lastCursor = { kalshi: kalshi.cursor, polymarket: gamma.cursor };
    for (let run = 1; completed.size < 2 && run <= 12; run++) {
      now += 5 * 60_000;
      await sim.pinClock(now);
      const reports = await collectRuleTexts(bound, { nowMs: now, client });
      for (const venue of ["kalshi", "polymarket"] as const) {
        const walk = walkOf(reports, venue);
        if (completed.has(venue)) continue;
        expect(walk.from, `${venue} run ${run}`).toBe(lastCursor[venue]);
        expect(walk.failures, venue).toEqual([]);
        expect(walk.requests).toBeLessThanOrEqual(LISTING_REQUESTS_PER_RUN);
        lastCursor[venue] = walk.cursor;
        if (walk.pass_completed) {
          expect(walk).toMatchObject({ cursor: "", passes_completed: 1 });
          completed.set(venue, run);
        }
      }
    }
    expect([...completed.keys()].sort()).toEqual(["kalshi", "polymarket"]);
    // Every listed market's texts are stored, the catalog's and the rest.
    expect(await stored("kalshi")).toBe(LISTED.kalshi);
    expect(await stored("polymarket")).toBe(LISTED.polymarket);
    expect((await ruleTextVersions(db, "kalshi", extraKalshiTicker(500))).map((v) => v.version)).toEqual([1]);
    expect(await readListingCursor(db, "polymarket")).toMatchObject({ position: "", passesCompleted: 1 });

    // A week on the simulator has amended padding market 10's Gamma text; the next run starts the
    // listing again from the top, stores it as a second version and queues it for re-judging.
    now = T0 + 7 * DAY_MS;
    await sim.pinClock(now);
    const later = await collectRuleTexts(bound, { nowMs: now, client });
    const again = walkOf(later, "polymarket");
    expect(again).toMatchObject({
      from: "",
      pages: LISTING_PAGES_PER_RUN,
      pass_started_at: "2026-12-01T08:03:00Z",
    });
    expect(again.changed).toBeGreaterThan(0);
    const amended = extraGammaId(10);
    const versions = await ruleTextVersions(db, "polymarket", amended);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[1]?.sha256).not.toBe(versions[0]?.sha256);
    const queued = (await pendingRejudges(db, 1000)).find((r) => r.marketId === amended);
    expect(queued).toMatchObject({ venue: "polymarket", version: 2, queuedAt: versions[1]?.firstSeenAt });
  });
});
