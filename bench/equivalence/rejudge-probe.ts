/**
 * Benchmark-only Worker (never deployed): runs beside pix in the same workerd (startLocalPix's
 * `extraWorkers`), bound to pix's D1, and drives the equivalence plane's judging pass inside workerd as
 * the cron does. The rule texts are the simulator's (its catalog markets and `n` padding markets a
 * venue: look-alike pairs with one trap family each), stored through the plane's own `recordRuleTexts`.
 *
 * - `POST /seed?n=&at=`: every market's texts as the simulator serves them at `at`, stored as read at
 *   `at`; answers `{ kalshi, polymarket }` (markets stored).
 * - `POST /judge?now=`: one judging pass (`judgePairs`); answers its report.
 * - `POST /amend?n=&k=&text_at=&at=`: the texts of the first `k` padding markets whose Gamma text the
 *   simulator amends week by week, as it serves them at `text_at`, stored as read at `at`: `k` changed
 *   texts queued for re-judging; answers `{ changed }`.
 * - `POST /full`: the baseline: what one pass over every stored text would compute (every latest text
 *   read and fingerprinted, every candidate judged; nothing written); answers `{ markets, candidates }`.
 */

import { extraNumberOf } from "../../simulator/extra.ts";
import { eventSettlementSources, gammaRuleTexts, kalshiRuleTexts } from "../../simulator/rules.ts";
import { buildUniverse, type SimMarket, type Universe } from "../../simulator/universe.ts";
import { matchVenues } from "../../src/domain/equivalence/candidates.ts";
import type { KalshiRules, MarketRules, PolymarketRules } from "../../src/domain/equivalence/venue-rules.ts";
import { judgePairs } from "../../src/equivalence/jobs/judge-pairs.ts";
import { latestRuleTexts } from "../../src/equivalence/store/pairs.ts";
import { recordRuleTexts } from "../../src/equivalence/store/rule-texts.ts";
import { openDb } from "../../src/platform/db/db.ts";

interface Env {
  DB: D1Database;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");

let cached: { n: number; universe: Universe } | null = null;
function universeOf(n: number): Universe {
  if (cached?.n !== n) cached = { n, universe: buildUniverse(n) };
  return cached.universe;
}

function kalshiRules(u: Universe, m: SimMarket, at: number): KalshiRules {
  const event = u.kalshi.eventById.get(m.eventId);
  return {
    venue: "kalshi",
    market_id: m.marketId,
    event_id: m.eventId,
    title: m.title,
    ...kalshiRuleTexts(m, at),
    settlement_sources: event ? eventSettlementSources(event) : [],
    close_time: iso(m.closeTimeMs),
  };
}

function gammaRules(m: SimMarket, at: number): PolymarketRules {
  const texts = gammaRuleTexts(m, at);
  return {
    venue: "polymarket",
    market_id: m.marketId,
    event_id: m.eventId,
    question: m.title,
    description: texts.description,
    resolution_source: texts.resolutionSource,
    end_date: iso(m.closeTimeMs),
  };
}

async function record(env: Env, rules: MarketRules[], at: number) {
  const db = openDb(env.DB);
  let changed = 0;
  for (let i = 0; i < rules.length; i += 500) {
    changed += (await recordRuleTexts(db, rules.slice(i, i + 500), at)).changed.length;
  }
  return changed;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const num = (name: string) => Number(url.searchParams.get(name) ?? "0");
    try {
      if (url.pathname === "/seed") {
        const u = universeOf(num("n"));
        const at = num("at");
        const kalshi = u.kalshi.markets.map((m) => kalshiRules(u, m, at));
        const polymarket = u.polymarket.markets.map((m) => gammaRules(m, at));
        await record(env, [...kalshi, ...polymarket], at);
        return Response.json({ kalshi: kalshi.length, polymarket: polymarket.length });
      }
      if (url.pathname === "/judge") {
        return Response.json(await judgePairs(env, { nowMs: num("now") }));
      }
      if (url.pathname === "/amend") {
        const u = universeOf(num("n"));
        const family = (m: SimMarket) => (extraNumberOf(m.key) ?? 1) % 10;
        const amended = u.polymarket.markets
          .filter((m) => extraNumberOf(m.key) !== null && (family(m) === 0 || family(m) === 8))
          .slice(0, num("k"));
        const changed = await record(
          env,
          amended.map((m) => gammaRules(m, num("text_at"))),
          num("at"),
        );
        return Response.json({ changed });
      }
      if (url.pathname === "/full") {
        const { byVenue } = await latestRuleTexts(openDb(env.DB));
        const kalshi = (byVenue.get("kalshi") ?? []).map((m) => m.rules);
        const polymarket = (byVenue.get("polymarket") ?? []).map((m) => m.rules);
        const match = matchVenues(kalshi, polymarket);
        return Response.json({
          markets: kalshi.length + polymarket.length,
          candidates: match.stats.candidates,
        });
      }
      return new Response("not found", { status: 404 });
    } catch (error) {
      return new Response(String((error as Error)?.stack ?? error), { status: 500 });
    }
  },
};
