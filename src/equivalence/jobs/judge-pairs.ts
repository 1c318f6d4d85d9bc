/**
 * The judging pass: from every market's latest stored rule texts, the Kalshi and Polymarket look-alikes
 * are blocked into candidates and judged (`matchVenues`, src/domain/equivalence/candidates.ts); the
 * pairs are stored in `equivalence_pairs`, the refused look-alikes with their reason codes in
 * `equivalence_refused` (src/equivalence/store/pairs.ts). It runs right after each rule-text collection
 * (every five minutes, src/worker.ts), so a changed text is judged again minutes after it is read, well
 * within the 15 minutes `rule_rejudges` allows; then every queued market whose latest judged version
 * is at least the queued one is settled (`settleRejudge`).
 *
 * Work per pass: one fingerprint per market, one judgement per candidate (at most
 * `DEFAULT_MAX_CANDIDATES` per Kalshi market), one SHA-256 per candidate, and a write only for a row
 * whose judgement or rule versions changed.
 */
import { rfc3339 } from "../../domain/clock.ts";
import { matchVenues } from "../../domain/equivalence/candidates.ts";
import type { PairJudgement } from "../../domain/equivalence/judge-schema.ts";
import type { MarketRules } from "../../domain/equivalence/venue-rules.ts";
import type { Bindings } from "../../env.ts";
import { openDb } from "../../platform/db/db.ts";
import {
  digestOf,
  type LatestRules,
  latestRuleTexts,
  type PairInsert,
  pairIdOf,
  type RefusedInsert,
  storedJudgements,
  writeJudgements,
} from "../store/pairs.ts";
import { pendingRejudges, settleRejudge } from "../store/rule-texts.ts";

/** Queued markets read per pass (a pass judges every market anyway; this bounds the settling). */
export const REJUDGES_PER_PASS = 1000;

export interface JudgeReport {
  markets: { kalshi: number; polymarket: number; unreadable: number };
  candidates: number;
  paired: number;
  refused: number;
  /** Rows written: pairs stored or re-judged, pairs withdrawn, refused look-alikes stored, forgotten. */
  written: { pairs: number; withdrawn: number; refused: number; forgotten: number };
  /** Queued markets settled (their pairs judged on at least the queued version). */
  settled: number;
}

const titleOf = (rules: MarketRules) => ("question" in rules ? rules.question : rules.title);

function legColumns(a: LatestRules, b: LatestRules) {
  return {
    venueA: a.rules.venue,
    marketA: a.rules.market_id,
    titleA: titleOf(a.rules),
    versionA: a.version,
    venueB: b.rules.venue,
    marketB: b.rules.market_id,
    titleB: titleOf(b.rules),
    versionB: b.version,
  };
}

async function pairRow(a: LatestRules, b: LatestRules, j: PairJudgement, at: string): Promise<PairInsert> {
  const legs = legColumns(a, b);
  return {
    pairId: await pairIdOf(a.rules, b.rules),
    ...legs,
    // A paired judgement always has a relation (`verdict` pairs only what it could relate).
    relation: j.relation ?? "overlap",
    polarity: j.polarity,
    confidence: j.confidence,
    confidenceBasis: j.confidence_basis,
    ruleDiff: j.rule_diff,
    status: "active",
    judgedAt: at,
    firstJudgedAt: at,
    digest: await digestOf({ versions: [legs.versionA, legs.versionB], judgement: j }),
  };
}

async function refusedRow(
  a: LatestRules,
  b: LatestRules,
  j: PairJudgement,
  at: string,
): Promise<RefusedInsert> {
  const legs = legColumns(a, b);
  return {
    pairId: await pairIdOf(a.rules, b.rules),
    ...legs,
    relation: j.relation,
    reasons: j.reasons,
    ruleDiff: j.rule_diff,
    judgedAt: at,
    digest: await digestOf({ versions: [legs.versionA, legs.versionB], judgement: j }),
  };
}

/** One pass over every market's latest texts (leg a on Kalshi, leg b on Polymarket). */
export async function judgePairs(
  env: Pick<Bindings, "DB">,
  options: { nowMs: number },
): Promise<JudgeReport> {
  const db = openDb(env.DB);
  const at = rfc3339(options.nowMs);
  const { byVenue, unreadable } = await latestRuleTexts(db);
  const kalshi = byVenue.get("kalshi") ?? [];
  const polymarket = byVenue.get("polymarket") ?? [];
  const match = matchVenues(
    kalshi.map((m) => m.rules),
    polymarket.map((m) => m.rules),
  );
  const stored = await storedJudgements(db);

  const upsertPairs: PairInsert[] = [];
  const upsertRefused: RefusedInsert[] = [];
  const pairedNow = new Set<string>();
  const refusedNow = new Set<string>();
  for (const { a, b, judgement } of match.paired) {
    const row = await pairRow(kalshi[a] as LatestRules, polymarket[b] as LatestRules, judgement, at);
    pairedNow.add(row.pairId);
    const before = stored.pairs.get(row.pairId);
    if (before?.digest !== row.digest || before.status !== "active") upsertPairs.push(row);
  }
  for (const { a, b, judgement } of match.refused) {
    const row = await refusedRow(kalshi[a] as LatestRules, polymarket[b] as LatestRules, judgement, at);
    refusedNow.add(row.pairId);
    if (stored.refused.get(row.pairId) !== row.digest) upsertRefused.push(row);
  }
  const withdraw = [...stored.pairs.values()]
    .filter((p) => p.status === "active" && !pairedNow.has(p.pairId))
    .map((p) => p.pairId);
  const forgetRefused = [...stored.refused.keys()].filter((id) => !refusedNow.has(id));
  await writeJudgements(db, { upsertPairs, withdraw, upsertRefused, forgetRefused, judgedAt: at });

  // Every pair with a queued market as a leg was judged above on the market's latest version.
  const judged = new Map<string, number>();
  for (const m of [...kalshi, ...polymarket]) judged.set(`${m.rules.venue}:${m.rules.market_id}`, m.version);
  let settled = 0;
  for (const queued of await pendingRejudges(db, REJUDGES_PER_PASS)) {
    const version = judged.get(`${queued.venue}:${queued.marketId}`);
    if (version === undefined || version < queued.version) continue;
    await settleRejudge(db, queued.venue, queued.marketId, queued.version);
    settled++;
  }

  return {
    markets: { kalshi: kalshi.length, polymarket: polymarket.length, unreadable },
    candidates: match.stats.candidates,
    paired: match.paired.length,
    refused: match.refused.length,
    written: {
      pairs: upsertPairs.length,
      withdrawn: withdraw.length,
      refused: upsertRefused.length,
      forgotten: forgetRefused.length,
    },
    settled,
  };
}
