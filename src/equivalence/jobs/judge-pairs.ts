/**
 * The judging pass: the Kalshi and Polymarket look-alikes among the stored rule texts are blocked into
 * candidates and judged (src/domain/equivalence/candidates.ts, judge.ts); the pairs are stored in
 * `equivalence_pairs`, the refused look-alikes with their reason codes in `equivalence_refused`
 * (src/equivalence/store/pairs.ts). It runs right after each rule-text collection (every five minutes,
 * src/worker.ts), so a changed text is judged again minutes after it is read, well within the 15 minutes
 * `rule_rejudges` allows; every queued market it judged is then settled (`settleRejudge`).
 *
 * A pass costs what changed, not the venues' size. Each market's block (its blocking key, window anchor
 * and threshold, read from its fingerprint) is kept in `rule_blocks` with the version it was read from
 * and the version whose pairs were last judged. A pass takes the markets due (at most
 * `MARKETS_PER_PASS`): the queued changed texts first, then markets never judged on their latest
 * version, then those judged longest ago once past `REJUDGE_AFTER_MS` (a slow sweep, so a pass that
 * died or a newer judge catches up). Only those are fingerprinted; the others are found by key and
 * anchor in `rule_blocks`. For each due market the Kalshi markets whose candidates it can change are
 * looked at (itself; or, for a Polymarket market, the Kalshi markets of its key within their tolerance
 * of its anchor and those it was stored against), their candidates recomputed from the blocks, and
 * only the candidates whose pair is new or whose legs' versions moved are judged (a due Kalshi market's
 * are all judged again). A candidate no longer kept is withdrawn (a pair) or forgotten (a refusal).
 *
 * Work per pass: at most `MARKETS_PER_PASS` fingerprints; each touched key's blocks read once; the due
 * markets taken `MARKETS_PER_CHUNK` at a time until `JUDGEMENTS_PER_PASS` judgements are made (the rest
 * stay due for the next pass, queued ones first); one SHA-256 pair per judgement and a write only for a
 * row whose judgement or versions changed. No step looks at every market of a venue: a market's
 * candidates are a binary search and a range in its key's blocks (`nearestCandidates`).
 */
import { DAY_MS, rfc3339 } from "../../domain/clock.ts";
import {
  type Block,
  blockOf,
  DEFAULT_MAX_CANDIDATES,
  MAX_TOLERANCE_MS,
  nearestCandidates,
} from "../../domain/equivalence/candidates.ts";
import { fingerprintRules } from "../../domain/equivalence/fingerprint.ts";
import { judgePair } from "../../domain/equivalence/judge.ts";
import type { PairJudgement } from "../../domain/equivalence/judge-schema.ts";
import type { RuleFingerprint } from "../../domain/equivalence/schema.ts";
import { type MarketRules, MarketRulesSchema } from "../../domain/equivalence/venue-rules.ts";
import type { Bindings } from "../../env.ts";
import { type Db, openDb } from "../../platform/db/db.ts";
import {
  digestOf,
  type LatestRules,
  legsAOf,
  type PairInsert,
  pairIdOf,
  type RefusedInsert,
  type StoredJudgement,
  storedJudgementsOf,
  writeJudgements,
} from "../store/pairs.ts";
import {
  type BlockRow,
  blocksNear,
  blocksOf,
  type DueMarket,
  dueForJudging,
  markJudged,
  ruleTextsAt,
  settleRejudges,
  writeBlocks,
} from "../store/rule-texts.ts";

/** Markets taken (and fingerprinted) per pass. */
export const MARKETS_PER_PASS = 1_000;
/** Due markets whose look-alikes are judged and written together. */
export const MARKETS_PER_CHUNK = 50;
/** Judgements per pass: past it the pass ends after its chunk, the rest stay due. */
export const JUDGEMENTS_PER_PASS = 20_000;
/** A market's pairs are judged again at least this often, changed or not (the sweep). */
export const REJUDGE_AFTER_MS = DAY_MS;

const VENUE_A = "kalshi";
const VENUE_B = "polymarket";

export interface JudgeReport {
  /** Due markets judged this pass, by venue; those whose stored text no longer reads as rules. */
  markets: { kalshi: number; polymarket: number; unreadable: number };
  /** Due markets left for the next pass (the pass reached `JUDGEMENTS_PER_PASS`). */
  deferred: number;
  /** Kalshi markets whose candidates were recomputed. */
  focus: number;
  /** Candidates looked at; of them judged now (the rest kept as stored: same legs, same versions). */
  candidates: number;
  judged: number;
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

/** A stored text read as its venue's rules and fingerprinted; null when it no longer reads. */
interface Read {
  rules: MarketRules;
  fp: RuleFingerprint;
}

function readRules(venue: string, marketId: string, fields: unknown): Read | null {
  const parsed = MarketRulesSchema.safeParse(fields);
  if (!parsed.success || parsed.data.venue !== venue || parsed.data.market_id !== marketId) return null;
  return { rules: parsed.data, fp: fingerprintRules(parsed.data) };
}

/** A block row as the domain's `Block`, with its market and version. */
type Blocked = Block & { marketId: string; version: number };

function blocked(row: BlockRow): Blocked | null {
  if (row.blockKey === null || row.anchorMs === null || row.toleranceMs === null) return null;
  return {
    key: row.blockKey,
    at: row.anchorMs,
    toleranceMs: row.toleranceMs,
    threshold: row.threshold,
    marketId: row.marketId,
    version: row.version,
  };
}

const byMarketId = (x: { marketId: string }, y: { marketId: string }) =>
  x.marketId < y.marketId ? -1 : x.marketId > y.marketId ? 1 : 0;

/**
 * Every blocked market of `venue` under `key`, by anchor then market id: read once a pass (the pass writes
 * its due markets' blocks before judging, so they hold for the whole pass).
 */
async function keyPool(pass: Pass, venue: typeof VENUE_A | typeof VENUE_B, key: string): Promise<Blocked[]> {
  const id = `${venue}\u0000${key}`;
  const cached = pass.pools.get(id);
  if (cached) return cached;
  const rows = await blocksNear(pass.db, venue, key, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const pool = rows.flatMap((r) => blocked(r) ?? []);
  pass.pools.set(id, pool);
  return pool;
}

/** The first index of `pool` (sorted by anchor) whose anchor is at least `at`. */
function firstAtOrAfter(pool: readonly Blocked[], at: number): number {
  let lo = 0;
  let hi = pool.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool[mid] as Blocked).at < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Pass {
  db: Db;
  at: string;
  /** Texts read this pass, by `venue:market:version`. */
  reads: Map<string, Read | null>;
  /** Kalshi markets whose candidates this pass recomputed. */
  focused: Set<string>;
  /** Each venue's and key's blocks, read once a pass (`keyPool`). */
  pools: Map<string, Blocked[]>;
  report: JudgeReport;
}

/**
 * Judges the look-alikes a chunk of due markets can change: recomputes the candidates of the Kalshi
 * markets concerned, judges the new or moved ones, writes what changed. Returns the judgements made.
 */
async function judgeChunk(pass: Pass, chunk: readonly DueMarket[]): Promise<number> {
  const { db, at, reads, report } = pass;
  const forced = chunk.filter((m) => m.venue === VENUE_A).map((m) => m.marketId);
  const changedB = chunk.filter((m) => m.venue === VENUE_B);

  // The Kalshi markets whose candidates a changed Polymarket market can enter or leave.
  const maybe = new Set<string>();
  const changedBBlocks = (
    await blocksOf(
      db,
      VENUE_B,
      changedB.map((m) => m.marketId),
    )
  ).flatMap((r) => blocked(r) ?? []);
  for (const b of changedBBlocks) {
    const pool = await keyPool(pass, VENUE_A, b.key);
    for (let i = firstAtOrAfter(pool, b.at - MAX_TOLERANCE_MS); i < pool.length; i++) {
      const a = pool[i] as Blocked;
      if (a.at > b.at + MAX_TOLERANCE_MS) break;
      if (Math.abs(a.at - b.at) <= a.toleranceMs) maybe.add(a.marketId);
    }
  }
  const storedAgainst = await legsAOf(
    db,
    VENUE_B,
    changedB.map((m) => m.marketId),
  );

  // Every candidate list concerned, from the blocks.
  const focusIds = [...new Set([...forced, ...maybe, ...storedAgainst])];
  const focusRows = await blocksOf(db, VENUE_A, focusIds);
  const changedBIds = new Set(changedB.map((m) => m.marketId));
  const forcedIds = new Set(forced);
  const storedAgainstIds = new Set(storedAgainst);
  const focus: { row: BlockRow; candidates: Blocked[] }[] = [];
  for (const row of focusRows) {
    const a = blocked(row);
    const candidates = a
      ? nearestCandidates(a, await keyPool(pass, VENUE_B, a.key), DEFAULT_MAX_CANDIDATES, byMarketId).near
      : [];
    // A market near a changed one whose candidates do not include it, nor did before, is left as it is.
    // One judged earlier in this pass already saw every due market's block.
    if (pass.focused.has(row.marketId)) continue;
    const concerned =
      forcedIds.has(row.marketId) ||
      storedAgainstIds.has(row.marketId) ||
      candidates.some((c) => changedBIds.has(c.marketId));
    if (concerned) {
      focus.push({ row, candidates });
      pass.focused.add(row.marketId);
    }
  }
  report.focus += focus.length;

  const stored = await storedJudgementsOf(
    db,
    VENUE_A,
    focus.map((f) => f.row.marketId),
  );
  const storedByLegs = new Map<string, StoredJudgement>();
  for (const s of stored) storedByLegs.set(`${s.marketA}\u0000${s.marketB}`, s);

  const pairedNow = new Set<string>();
  const refusedNow = new Set<string>();
  const toJudge: { a: { marketId: string; version: number }; b: Blocked; before?: StoredJudgement }[] = [];
  for (const { row, candidates } of focus) {
    report.candidates += candidates.length;
    for (const b of candidates) {
      const before = storedByLegs.get(`${row.marketId}\u0000${b.marketId}`);
      const same =
        before !== undefined &&
        before.versionA === row.version &&
        before.versionB === b.version &&
        before.status !== "withdrawn";
      if (same && !forcedIds.has(row.marketId)) {
        if (before.status === "active") pairedNow.add(before.pairId);
        else refusedNow.add(before.pairId);
        continue;
      }
      toJudge.push({ a: row, b, ...(before ? { before } : {}) });
    }
  }

  // The texts to judge on: the blocked version of each leg.
  const key = (venue: string, m: { marketId: string; version: number }) =>
    `${venue}:${m.marketId}:${m.version}`;
  const wanted = new Map<
    string,
    { venue: typeof VENUE_A | typeof VENUE_B; marketId: string; version: number }
  >();
  for (const { a, b } of toJudge) {
    if (!reads.has(key(VENUE_A, a))) wanted.set(key(VENUE_A, a), { venue: VENUE_A, ...a });
    if (!reads.has(key(VENUE_B, b)))
      wanted.set(key(VENUE_B, b), { venue: VENUE_B, marketId: b.marketId, version: b.version });
  }
  const fields = await ruleTextsAt(db, [...wanted.values()]);
  for (const [k, w] of wanted) reads.set(k, readRules(w.venue, w.marketId, fields.get(k)));

  const upsertPairs: PairInsert[] = [];
  const upsertRefused: RefusedInsert[] = [];
  let judged = 0;
  for (const { a, b, before } of toJudge) {
    const readA = reads.get(key(VENUE_A, a));
    const readB = reads.get(key(VENUE_B, b));
    if (!readA || !readB) continue;
    const judgement = judgePair(readA.fp, readB.fp);
    judged++;
    const legA = { rules: readA.rules, version: a.version };
    const legB = { rules: readB.rules, version: b.version };
    if (judgement.status === "paired") {
      const row = await pairRow(legA, legB, judgement, at);
      pairedNow.add(row.pairId);
      if (before?.digest !== row.digest || before.status !== "active") upsertPairs.push(row);
    } else {
      const row = await refusedRow(legA, legB, judgement, at);
      refusedNow.add(row.pairId);
      if (before?.digest !== row.digest || before.status !== "refused") upsertRefused.push(row);
    }
  }
  const withdraw = stored
    .filter((s) => s.status === "active" && !pairedNow.has(s.pairId))
    .map((s) => s.pairId);
  const forgetRefused = stored
    .filter((s) => s.status === "refused" && !refusedNow.has(s.pairId))
    .map((s) => s.pairId);
  await writeJudgements(db, { upsertPairs, withdraw, upsertRefused, forgetRefused, judgedAt: at });

  report.judged += judged;
  report.paired += pairedNow.size;
  report.refused += refusedNow.size;
  report.written.pairs += upsertPairs.length;
  report.written.withdrawn += withdraw.length;
  report.written.refused += upsertRefused.length;
  report.written.forgotten += forgetRefused.length;
  return judged;
}

/** One pass: the due markets blocked, then judged chunk by chunk within the pass's judgement budget. */
export async function judgePairs(
  env: Pick<Bindings, "DB">,
  options: { nowMs: number },
): Promise<JudgeReport> {
  const db = openDb(env.DB);
  const at = rfc3339(options.nowMs);
  const report: JudgeReport = {
    markets: { kalshi: 0, polymarket: 0, unreadable: 0 },
    deferred: 0,
    focus: 0,
    candidates: 0,
    judged: 0,
    paired: 0,
    refused: 0,
    written: { pairs: 0, withdrawn: 0, refused: 0, forgotten: 0 },
    settled: 0,
  };
  const due = await dueForJudging(db, MARKETS_PER_PASS, rfc3339(options.nowMs - REJUDGE_AFTER_MS));
  const reads = new Map<string, Read | null>();

  // Every due market's block first, so each chunk's candidates see every due market where it now is.
  const blocks = due.map((m) => {
    const read = readRules(m.venue, m.marketId, m.fields);
    reads.set(`${m.venue}:${m.marketId}:${m.version}`, read);
    if (read === null) report.markets.unreadable++;
    const block = read ? blockOf(read.fp) : null;
    return {
      venue: m.venue,
      marketId: m.marketId,
      version: m.version,
      blockKey: block?.key ?? null,
      anchorMs: block?.at ?? null,
      toleranceMs: block?.toleranceMs ?? null,
      threshold: block?.threshold ?? null,
    };
  });
  await writeBlocks(db, blocks);

  const pass: Pass = { db, at, reads, focused: new Set(), pools: new Map(), report };
  let judgements = 0;
  let done = 0;
  while (done < due.length && judgements < JUDGEMENTS_PER_PASS) {
    const chunk = due.slice(done, done + MARKETS_PER_CHUNK);
    judgements += await judgeChunk(pass, chunk);
    done += chunk.length;
    await markJudged(db, chunk, at);
    const queued = chunk.filter((m) => m.queued);
    await settleRejudges(db, queued);
    report.settled += queued.length;
    for (const m of chunk) {
      if (m.venue === VENUE_A) report.markets.kalshi++;
      else report.markets.polymarket++;
    }
  }
  report.deferred = due.length - done;
  return report;
}
