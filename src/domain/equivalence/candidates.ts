/**
 * Which look-alikes to judge. Judging every Kalshi market against every Polymarket market is
 * quadratic (10,000 × 10,000 is 10^8 judgements); most pairs are about different things. Candidates are
 * blocked instead: markets are keyed by a blocking subject (their subject, with look-alike subjects
 * such as WTI and Brent sharing a key, so the look-alike can be refused with its reason) and by the
 * anchor instant of their observation window, and a market is paired only with the other venue's
 * markets of the same key whose anchors lie within a tolerance that depends on the window's kind
 * (two days for a day or an instant, 45 for a month, a quarter, a week or a meeting, 120 for a
 * deadline or a range of dates, anchored at its end). Each market keeps at most `maxPerMarket` candidates, nearest anchor first, then nearest
 * threshold. The cost is one sort per venue and, per market, a binary search and its range.
 */
import { DAY_MS } from "../clock.ts";
import { fingerprintRules } from "./fingerprint.ts";
import { judgePair } from "./judge.ts";
import type { PairJudgement } from "./judge-schema.ts";
import type { Field, RuleFingerprint, Window } from "./schema.ts";
import type { MarketRules } from "./venue-rules.ts";

/** Look-alike subjects that share a blocking key. */
const SUBJECT_FAMILIES: Readonly<Record<string, string>> = {
  wti_crude: "crude_oil",
  brent_crude: "crude_oil",
  gold: "precious_metals",
  silver: "precious_metals",
  bitcoin: "crypto_majors",
  ether: "crypto_ether",
  ethereum_classic: "crypto_ether",
  sp500: "sp500",
  sp500_equal_weight: "sp500",
  nasdaq100: "nasdaq",
  nasdaq_composite: "nasdaq",
  us_gdp: "us_growth",
  us_recession: "us_growth",
  us_pce: "us_inflation",
  us_cpi: "us_inflation",
  us_ppi: "us_inflation",
};

/** The key a market is blocked under; null when its subject is unknown (it cannot be judged). */
export function blockingSubject(fp: RuleFingerprint): string | null {
  if (fp.fields.subject.status !== "read") return null;
  const id = fp.fields.subject.value.id;
  const [base = id, detail] = id.split(":");
  // Companies block on the first letters of their name, so "Brightwater" meets "Bright Water".
  if (base === "ipo" && detail) return `ipo:${detail.replace(/_/g, "").slice(0, 5)}`;
  if (base === "temperature") return id;
  return SUBJECT_FAMILIES[base] ?? base;
}

const TOLERANCE_DAYS: Record<Window["kind"], number> = {
  day: 2,
  instant: 2,
  month: 45,
  quarter: 45,
  week: 45,
  meeting: 45,
  deadline: 120,
  range: 120,
};

function labelInstant(window: Window): number | null {
  const label = window.label;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(label);
  if (quarter) return Date.UTC(Number(quarter[1]), (Number(quarter[2]) - 1) * 3, 1);
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month) return Date.UTC(Number(month[1]), Number(month[2]) - 1, 1);
  const ms = Date.parse(label.length === 10 ? `${label}T00:00:00Z` : (label.split("/")[0] ?? label));
  return Number.isFinite(ms) ? ms : null;
}

/** The instant a market's window is anchored at (a deadline's end, a period's start), and its tolerance. */
export function anchorOf(fp: RuleFingerprint): { at: number; toleranceMs: number } | null {
  const window = readWindow(fp.fields.window);
  if (window) {
    const ends = (window.kind === "deadline" || window.kind === "range") && window.end;
    const at = ends ? Date.parse(window.end as string) : labelInstant(window);
    if (at !== null && Number.isFinite(at)) return { at, toleranceMs: TOLERANCE_DAYS[window.kind] * DAY_MS };
  }
  const settles = fp.fields.settlement_instant;
  if (settles.status === "read") return { at: Date.parse(settles.value), toleranceMs: 120 * DAY_MS };
  return null;
}

const readWindow = (field: Field<Window>): Window | null => (field.status === "read" ? field.value : null);

function thresholdOf(fp: RuleFingerprint): number | null {
  const bucket = fp.fields.bucket;
  if (bucket.status !== "read") return null;
  const bound = bucket.value.lower ?? bucket.value.upper;
  return bound ? Number(bound.value) : null;
}

/** Where a market is blocked: its key, its window's anchor and tolerance, its threshold (if any). */
export interface Block {
  key: string;
  at: number;
  toleranceMs: number;
  threshold: number | null;
}

/** The widest tolerance of any window kind: a market's candidates lie within this of its anchor. */
export const MAX_TOLERANCE_MS = Math.max(...Object.values(TOLERANCE_DAYS)) * DAY_MS;

/** A fingerprint's block; null when its subject or window cannot be read (it gets no candidates). */
export function blockOf(fp: RuleFingerprint): Block | null {
  const key = blockingSubject(fp);
  const anchor = anchorOf(fp);
  if (key === null || anchor === null) return null;
  return { key, at: anchor.at, toleranceMs: anchor.toleranceMs, threshold: thresholdOf(fp) };
}

interface Keyed extends Block {
  index: number;
}

function keyed(fingerprints: readonly RuleFingerprint[]): { keyed: Keyed[]; unblocked: number[] } {
  const out: Keyed[] = [];
  const unblocked: number[] = [];
  fingerprints.forEach((fp, index) => {
    const block = blockOf(fp);
    if (block === null) unblocked.push(index);
    else out.push({ index, ...block });
  });
  return { keyed: out, unblocked };
}

/**
 * A market's candidates among the other venue's markets of its key, `list` sorted by anchor (then by
 * the caller's order): those whose anchor lies within the market's tolerance, nearest anchor first,
 * then nearest threshold, then the caller's order; at most `maxPerMarket`. A binary search and the
 * range: the cost of one market never depends on the size of the venue outside its range.
 */
export function nearestCandidates<T extends Block>(
  market: Block,
  list: readonly T[],
  maxPerMarket: number,
  order: (x: T, y: T) => number,
): { near: T[]; inRange: number } {
  const from = lowerBound(list, market.at - market.toleranceMs);
  const near: T[] = [];
  for (let i = from; i < list.length; i++) {
    const other = list[i] as T;
    if (other.at > market.at + market.toleranceMs) break;
    near.push(other);
  }
  const inRange = near.length;
  near.sort(
    (x, y) =>
      Math.abs(x.at - market.at) - Math.abs(y.at - market.at) ||
      distance(market.threshold, x.threshold) - distance(market.threshold, y.threshold) ||
      order(x, y),
  );
  return { near: near.slice(0, maxPerMarket), inRange };
}

export interface CandidateStats {
  markets_a: number;
  markets_b: number;
  /** Markets whose subject or window cannot be read: they get no candidate. */
  unblocked_a: number;
  unblocked_b: number;
  /** Pairs looked at inside the blocks (before the per-market cap). */
  comparisons: number;
  /** Candidate pairs kept. */
  candidates: number;
  /** Markets whose candidates were cut to `maxPerMarket`. */
  capped: number;
}

export interface Candidates {
  /** Index pairs into the two lists, each pair once, in leg a order. */
  pairs: [number, number][];
  stats: CandidateStats;
}

export const DEFAULT_MAX_CANDIDATES = 24;

/** The look-alike pairs worth judging between two venues' fingerprinted markets. */
export function candidatePairs(
  a: readonly RuleFingerprint[],
  b: readonly RuleFingerprint[],
  maxPerMarket = DEFAULT_MAX_CANDIDATES,
): Candidates {
  const left = keyed(a);
  const right = keyed(b);
  const byKey = new Map<string, Keyed[]>();
  for (const market of right.keyed) {
    const list = byKey.get(market.key) ?? [];
    list.push(market);
    byKey.set(market.key, list);
  }
  for (const list of byKey.values()) list.sort((x, y) => x.at - y.at || x.index - y.index);

  const pairs: [number, number][] = [];
  let comparisons = 0;
  let capped = 0;
  for (const market of left.keyed) {
    const list = byKey.get(market.key);
    if (!list) continue;
    const { near, inRange } = nearestCandidates(market, list, maxPerMarket, (x, y) => x.index - y.index);
    comparisons += inRange;
    if (inRange > maxPerMarket) capped++;
    for (const other of near) pairs.push([market.index, other.index]);
  }
  return {
    pairs,
    stats: {
      markets_a: a.length,
      markets_b: b.length,
      unblocked_a: left.unblocked.length,
      unblocked_b: right.unblocked.length,
      comparisons,
      candidates: pairs.length,
      capped,
    },
  };
}

function distance(x: number | null, y: number | null): number {
  return x === null || y === null ? Number.MAX_SAFE_INTEGER : Math.abs(x - y);
}

function lowerBound(list: readonly Block[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as Block).at < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface VenueMatch {
  /** Candidates judged and paired (a relation over the same underlying). */
  paired: { a: number; b: number; judgement: PairJudgement }[];
  /** Candidates judged and refused, with their reason codes. */
  refused: { a: number; b: number; judgement: PairJudgement }[];
  stats: CandidateStats;
}

/**
 * Fingerprints two venues' markets, blocks them into candidates and judges each candidate: the pure core
 * of a whole-venue matching pass.
 */
export function matchVenues(
  a: readonly MarketRules[],
  b: readonly MarketRules[],
  maxPerMarket = DEFAULT_MAX_CANDIDATES,
): VenueMatch {
  const fa = a.map(fingerprintRules);
  const fb = b.map(fingerprintRules);
  const { pairs, stats } = candidatePairs(fa, fb, maxPerMarket);
  const paired: VenueMatch["paired"] = [];
  const refused: VenueMatch["refused"] = [];
  for (const [i, j] of pairs) {
    const judgement = judgePair(fa[i] as RuleFingerprint, fb[j] as RuleFingerprint);
    (judgement.status === "paired" ? paired : refused).push({ a: i, b: j, judgement });
  }
  return { paired, refused, stats };
}
