import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isCalendarMarketId } from "../../simulator/calendar.ts";
import { seedCatalog } from "../../src/catalog/seed.ts";
import { DAY_MS } from "../../src/domain/clock.ts";
import { matchVenues } from "../../src/domain/equivalence/candidates.ts";
import { collectRuleTexts } from "../../src/equivalence/jobs/collect-rules.ts";
import { judgePairs } from "../../src/equivalence/jobs/judge-pairs.ts";
import { latestRuleTexts } from "../../src/equivalence/store/pairs.ts";
import { pendingRejudges } from "../../src/equivalence/store/rule-texts.ts";
import { openDb } from "../../src/platform/db/db.ts";
import { equivalencePairs, equivalenceRefused } from "../../src/platform/db/schema.ts";
import { createHttpClient } from "../../src/venues/http/client.ts";
import { simulatorHost } from "../support/simulator.ts";

const T0 = Date.parse("2026-11-24T08:03:00Z");

describe("the judging pass over the simulator's rule texts", () => {
  it("stores pairs (an identity among them) and refused look-alikes with reasons, then re-judges the pairs of a changed text and settles its queue entry", async () => {
    await seedCatalog(env.DB);
    const sim = simulatorHost("rules-judge");
    const bound = sim.bind(env);
    const db = openDb(env.DB);
    await sim.pinClock(T0);
    await collectRuleTexts(bound, { nowMs: T0 });

    const first = await judgePairs(bound, { nowMs: T0 });
    expect(first.markets.unreadable).toBe(0);
    expect(first.paired).toBeGreaterThan(0);
    expect(first.refused).toBeGreaterThan(0);
    expect(first.written.pairs).toBe(first.paired);
    expect(first.written.refused).toBe(first.refused);
    const pairs = await db.select().from(equivalencePairs);
    const refused = await db.select().from(equivalenceRefused);
    expect(pairs).toHaveLength(first.paired);
    expect(refused).toHaveLength(first.refused);
    expect(pairs.some((p) => p.relation === "identity")).toBe(true);
    // A pair with a blocking difference is never identity.
    for (const p of pairs) {
      const blocking = (p.ruleDiff as { severity: string }[]).filter((d) => d.severity === "blocking");
      if (p.relation === "identity") expect(blocking, p.pairId).toEqual([]);
      expect(p.pairId).toMatch(/^[0-9a-f]{24}$/);
      expect(p.status).toBe("active");
      expect([p.versionA, p.versionB]).toEqual([1, 1]);
    }
    for (const r of refused) expect(r.reasons.length, r.pairId).toBeGreaterThan(0);

    // The same texts again: nothing is written.
    const again = await judgePairs(bound, { nowMs: T0 + 5 * 60_000 });
    expect(again.written).toEqual({ pairs: 0, withdrawn: 0, refused: 0, forgotten: 0 });

    // A week on the simulator amends the WTI benchmark's Gamma text: its market is queued, and the next
    // pass judges its pairs on the new version and takes it off the queue.
    const later = T0 + 7 * DAY_MS;
    await sim.pinClock(later);
    const collected = await collectRuleTexts(bound, { nowMs: later });
    const changed = collected.flatMap((v) => v.changed.map((c) => `${v.venue}:${c.market_id}`));
    expect(changed.length).toBeGreaterThan(0);
    expect((await pendingRejudges(db, 1000)).map((r) => `${r.venue}:${r.marketId}`).sort()).toEqual(
      changed.sort(),
    );
    const rejudged = await judgePairs(bound, { nowMs: later + 60_000 });
    expect(rejudged.settled).toBe(changed.length);
    expect(await pendingRejudges(db, 1000)).toEqual([]);
    const after = await db.select().from(equivalencePairs);
    const touched = after.filter(
      (p) => changed.includes(`${p.venueB}:${p.marketB}`) || changed.includes(`${p.venueA}:${p.marketA}`),
    );
    expect(touched.length).toBeGreaterThan(0);
    for (const p of touched) {
      expect(p.judgedAt, p.pairId).toBe("2026-12-01T08:04:00Z");
      expect(Math.max(p.versionA, p.versionB), p.pairId).toBe(2);
      expect(p.firstJudgedAt).toBe("2026-11-24T08:03:00Z");
    }
    // Pairs whose legs did not change keep their judgement as written.
    const untouched = after.filter((p) => !touched.includes(p));
    for (const p of untouched) expect(p.judgedAt, p.pairId).toBe("2026-11-24T08:03:00Z");
  });
});

describe("the judging pass at whole-venue scale", () => {
  /** What one pass over every stored text at once would store: the reference the bounded passes must meet. */
  async function fullPass(db: ReturnType<typeof openDb>) {
    const { byVenue } = await latestRuleTexts(db);
    const kalshi = byVenue.get("kalshi") ?? [];
    const polymarket = byVenue.get("polymarket") ?? [];
    const match = matchVenues(
      kalshi.map((m) => m.rules),
      polymarket.map((m) => m.rules),
    );
    const leg = (a: number, b: number) => {
      const [x, y] = [kalshi[a], polymarket[b]];
      return `${x?.rules.market_id}@${x?.version}|${y?.rules.market_id}@${y?.version}`;
    };
    // The resolution calendar's markets (listed open in their last minutes) come and go with the clock.
    const listed = (venue: "kalshi" | "polymarket", ms: readonly { rules: { market_id: string } }[]) =>
      ms.filter((m) => !isCalendarMarketId(venue, m.rules.market_id)).length;
    return {
      markets: listed("kalshi", kalshi) + listed("polymarket", polymarket),
      paired: match.paired.map(({ a, b, judgement }) => `${leg(a, b)}:${judgement.relation}`).sort(),
      refused: match.refused
        .map(({ a, b, judgement }) => `${leg(a, b)}:${judgement.reasons.join(",")}`)
        .sort(),
    };
  }
  async function stored(db: ReturnType<typeof openDb>) {
    const pairs = await db.select().from(equivalencePairs);
    const refused = await db.select().from(equivalenceRefused);
    const leg = (r: { marketA: string; versionA: number; marketB: string; versionB: number }) =>
      `${r.marketA}@${r.versionA}|${r.marketB}@${r.versionB}`;
    return {
      paired: pairs
        .filter((p) => p.status === "active")
        .map((p) => `${leg(p)}:${p.relation}`)
        .sort(),
      refused: refused.map((r) => `${leg(r)}:${r.reasons.join(",")}`).sort(),
    };
  }

  it("judges, pass after pass as the listing is walked and its texts change, what one pass over every text would", async () => {
    await seedCatalog(env.DB);
    const sim = simulatorHost("listing-judge");
    const bound = sim.bind(env);
    const db = openDb(env.DB);
    const client = createHttpClient({ minIntervalMs: 0 });

    // Collect and judge as the cron does, until both venues' listings have been walked once.
    const walk = async (from: number) => {
      let now = from;
      const done = new Set<string>();
      for (let run = 0; done.size < 2 && run < 12; run++, now += 5 * 60_000) {
        await sim.pinClock(now);
        const reports = await collectRuleTexts(bound, { nowMs: now, client });
        for (const r of reports) if (r.listing.pass_completed) done.add(r.venue);
        const judged = await judgePairs(bound, { nowMs: now });
        expect(judged.deferred).toBe(0);
      }
      expect(done.size).toBe(2);
    };
    await walk(T0);
    const reference = await fullPass(db);
    // The listing's padding markets are stored and paired beside the catalog's.
    expect(reference.markets).toBe(47 + 41 + 1_000);
    expect(reference.paired.length).toBeGreaterThan(300);
    expect(await stored(db)).toEqual({ paired: reference.paired, refused: reference.refused });

    // A week on, amended texts (padding families 0 and 8, the WTI benchmark) arrive page by page.
    await walk(T0 + 7 * DAY_MS);
    const after = await fullPass(db);
    expect(after.paired).not.toEqual(reference.paired);
    expect(await stored(db)).toEqual({ paired: after.paired, refused: after.refused });
    expect(await pendingRejudges(db, 1000)).toEqual([]);
  });
});
