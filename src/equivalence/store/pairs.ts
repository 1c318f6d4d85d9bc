/**
 * The judged pairs in D1: `equivalence_pairs` (every pair the judge ever paired, `active` or
 * `withdrawn`) and `equivalence_refused` (the look-alikes the latest judgement refused, with their
 * reason codes), and the latest rule texts the judge reads (`rule_texts`). A row carries the digest of
 * what it states, so a pass that judges the same as before writes nothing.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type MarketRules, MarketRulesSchema } from "../../domain/equivalence/venue-rules.ts";
import { sha256Hex } from "../../domain/news/identity.ts";
import { canonicalJson } from "../../domain/signing/canonical-json.ts";
import type { Db } from "../../platform/db/db.ts";
import { equivalencePairs, equivalenceRefused, ruleTexts } from "../../platform/db/schema.ts";

export type PairRow = typeof equivalencePairs.$inferSelect;
export type RefusedRow = typeof equivalenceRefused.$inferSelect;
type Venue = PairRow["venueA"];

/** Statements per D1 batch. */
const STATEMENTS_PER_BATCH = 50;

/**
 * A pair's id: the first 24 hex digits of the SHA-256 of its two legs (`venue:market|venue:market`,
 * leg a first). The same two markets keep the same id whatever their rule versions.
 */
export async function pairIdOf(
  a: { venue: string; market_id: string },
  b: { venue: string; market_id: string },
) {
  return (await sha256Hex(`${a.venue}:${a.market_id}|${b.venue}:${b.market_id}`)).slice(0, 24);
}

/** The SHA-256 of what a row states (its legs' versions and the judgement), as canonical JSON. */
export function digestOf(value: unknown): Promise<string> {
  return sha256Hex(canonicalJson(value));
}

export interface LatestRules {
  rules: MarketRules;
  version: number;
}

/**
 * Every market's latest stored rule texts, by venue. A stored text that no longer reads as the venue's
 * rule shape is counted in `unreadable` and left out.
 */
export async function latestRuleTexts(
  db: Db,
): Promise<{ byVenue: Map<Venue, LatestRules[]>; unreadable: number }> {
  const rows = await db
    .select({
      venue: ruleTexts.venue,
      marketId: ruleTexts.marketId,
      version: ruleTexts.version,
      fields: ruleTexts.fields,
    })
    .from(ruleTexts)
    .where(
      sql`${ruleTexts.version} = (SELECT max(r.version) FROM rule_texts r WHERE r.venue = ${ruleTexts.venue} AND r.market_id = ${ruleTexts.marketId})`,
    )
    .orderBy(asc(ruleTexts.venue), asc(ruleTexts.marketId));
  const byVenue = new Map<Venue, LatestRules[]>();
  let unreadable = 0;
  for (const row of rows) {
    const parsed = MarketRulesSchema.safeParse(row.fields);
    if (!parsed.success || parsed.data.venue !== row.venue || parsed.data.market_id !== row.marketId) {
      unreadable++;
      continue;
    }
    byVenue.set(row.venue, [...(byVenue.get(row.venue) ?? []), { rules: parsed.data, version: row.version }]);
  }
  return { byVenue, unreadable };
}

/** Every stored pair's id, status and digest; every refused look-alike's id and digest. */
export async function storedJudgements(db: Db) {
  const [pairs, refused] = await Promise.all([
    db
      .select({
        pairId: equivalencePairs.pairId,
        status: equivalencePairs.status,
        digest: equivalencePairs.digest,
      })
      .from(equivalencePairs),
    db
      .select({ pairId: equivalenceRefused.pairId, digest: equivalenceRefused.digest })
      .from(equivalenceRefused),
  ]);
  return {
    pairs: new Map(pairs.map((p) => [p.pairId, p])),
    refused: new Map(refused.map((r) => [r.pairId, r.digest])),
  };
}

/** A stored judgement of one candidate: which legs, on which versions, and what it states. */
export interface StoredJudgement {
  pairId: string;
  marketA: string;
  marketB: string;
  versionA: number;
  versionB: number;
  digest: string;
  /** `active` or `withdrawn` for a pair; `refused` for a refused look-alike. */
  status: "active" | "withdrawn" | "refused";
}

/** Every stored pair and refused look-alike whose leg a is one of `marketsA` (on `venueA`). */
export async function storedJudgementsOf(
  db: Db,
  venueA: Venue,
  marketsA: readonly string[],
): Promise<StoredJudgement[]> {
  const out: StoredJudgement[] = [];
  for (const ids of chunks(marketsA, 90)) {
    const [pairs, refused] = await Promise.all([
      db
        .select({
          pairId: equivalencePairs.pairId,
          marketA: equivalencePairs.marketA,
          marketB: equivalencePairs.marketB,
          versionA: equivalencePairs.versionA,
          versionB: equivalencePairs.versionB,
          digest: equivalencePairs.digest,
          status: equivalencePairs.status,
        })
        .from(equivalencePairs)
        .where(and(eq(equivalencePairs.venueA, venueA), inArray(equivalencePairs.marketA, ids))),
      db
        .select({
          pairId: equivalenceRefused.pairId,
          marketA: equivalenceRefused.marketA,
          marketB: equivalenceRefused.marketB,
          versionA: equivalenceRefused.versionA,
          versionB: equivalenceRefused.versionB,
          digest: equivalenceRefused.digest,
        })
        .from(equivalenceRefused)
        .where(and(eq(equivalenceRefused.venueA, venueA), inArray(equivalenceRefused.marketA, ids))),
    ]);
    out.push(...pairs, ...refused.map((r) => ({ ...r, status: "refused" as const })));
  }
  return out;
}

/** The leg-a markets of every active pair or refused look-alike whose leg b is one of `marketsB`. */
export async function legsAOf(db: Db, venueB: Venue, marketsB: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const ids of chunks(marketsB, 90)) {
    const [pairs, refused] = await Promise.all([
      db
        .select({ marketA: equivalencePairs.marketA })
        .from(equivalencePairs)
        .where(
          and(
            eq(equivalencePairs.venueB, venueB),
            inArray(equivalencePairs.marketB, ids),
            eq(equivalencePairs.status, "active"),
          ),
        ),
      db
        .select({ marketA: equivalenceRefused.marketA })
        .from(equivalenceRefused)
        .where(and(eq(equivalenceRefused.venueB, venueB), inArray(equivalenceRefused.marketB, ids))),
    ]);
    for (const r of [...pairs, ...refused]) found.add(r.marketA);
  }
  return [...found];
}

export type PairInsert = typeof equivalencePairs.$inferInsert;
export type RefusedInsert = typeof equivalenceRefused.$inferInsert;

/** The writes of one judging pass, applied in batches. */
export interface JudgementWrites {
  /** Pairs to store (insert, or replace the judgement of an existing pair; `first_judged_at` kept). */
  upsertPairs: PairInsert[];
  /** Pairs the latest judgement no longer pairs. */
  withdraw: string[];
  upsertRefused: RefusedInsert[];
  /** Refused look-alikes to forget (paired now, or no longer a candidate). */
  forgetRefused: string[];
  /** When the withdrawals were judged (RFC 3339). */
  judgedAt: string;
}

export async function writeJudgements(db: Db, w: JudgementWrites): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's batch items are a union of query builders.
  const statements: any[] = [];
  for (const row of w.upsertPairs) {
    const { pairId: _id, firstJudgedAt: _first, ...rest } = row;
    statements.push(
      db
        .insert(equivalencePairs)
        .values(row)
        .onConflictDoUpdate({ target: equivalencePairs.pairId, set: rest }),
    );
  }
  for (const ids of chunks(w.withdraw, 90)) {
    statements.push(
      db
        .update(equivalencePairs)
        .set({ status: "withdrawn", judgedAt: w.judgedAt, digest: "withdrawn" })
        .where(inArray(equivalencePairs.pairId, ids)),
    );
  }
  for (const row of w.upsertRefused) {
    const { pairId: _id, ...rest } = row;
    statements.push(
      db
        .insert(equivalenceRefused)
        .values(row)
        .onConflictDoUpdate({ target: equivalenceRefused.pairId, set: rest }),
    );
  }
  for (const ids of chunks(w.forgetRefused, 90)) {
    statements.push(db.delete(equivalenceRefused).where(inArray(equivalenceRefused.pairId, ids)));
  }
  for (const batch of chunks(statements, STATEMENTS_PER_BATCH)) {
    const [head, ...rest] = batch;
    if (head !== undefined) await db.batch([head, ...rest]);
  }
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

// ---------------------------------------------------------------- reads

export interface ListFilter {
  venue?: Venue;
  q?: string;
  offset: number;
  limit: number;
}

/** `q` as a LIKE pattern over market ids and titles, its wildcards escaped. */
function legsMatch(columns: readonly SQLWrapper[], q: string): SQL | undefined {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`));
}

/** A page of pairs, highest confidence first (then by id), and how many match. */
export async function listPairs(
  db: Db,
  filter: ListFilter & { relation?: string; minConfidence?: number; status?: PairRow["status"] },
): Promise<{ rows: PairRow[]; total: number }> {
  const t = equivalencePairs;
  const where = and(
    filter.venue === undefined ? undefined : or(eq(t.venueA, filter.venue), eq(t.venueB, filter.venue)),
    filter.relation === undefined ? undefined : eq(t.relation, filter.relation),
    filter.minConfidence === undefined ? undefined : gte(t.confidence, filter.minConfidence),
    filter.status === undefined ? undefined : eq(t.status, filter.status),
    filter.q === undefined ? undefined : legsMatch([t.marketA, t.titleA, t.marketB, t.titleB], filter.q),
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.confidence), asc(t.pairId))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)` }).from(t).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/**
 * The active pairs both of whose legs are among `markets` (an index's contracts), by pair id. At most
 * `PAIRS_AMONG_MARKETS_MAX` markets are asked about; the rest are left out.
 */
export async function activePairsAmong(
  db: Db,
  markets: readonly { venue: string; marketId: string }[],
): Promise<PairRow[]> {
  const asked = markets.slice(0, PAIRS_AMONG_MARKETS_MAX);
  if (asked.length === 0) return [];
  const keys = new Set(asked.map((m) => `${m.venue}:${m.marketId}`));
  const ids = [...new Set(asked.map((m) => m.marketId))];
  const rows = await db
    .select()
    .from(equivalencePairs)
    .where(and(eq(equivalencePairs.status, "active"), inArray(equivalencePairs.marketA, ids)))
    .orderBy(asc(equivalencePairs.pairId));
  return rows.filter((r) => keys.has(`${r.venueA}:${r.marketA}`) && keys.has(`${r.venueB}:${r.marketB}`));
}

/** The markets `activePairsAmong` reads pairs for at most (D1 binds at most 100 values a statement). */
export const PAIRS_AMONG_MARKETS_MAX = 90;

export async function readPair(db: Db, pairId: string): Promise<PairRow | undefined> {
  const [row] = await db.select().from(equivalencePairs).where(eq(equivalencePairs.pairId, pairId)).limit(1);
  return row;
}

/** A pair's legs and polarity: what its live basis is computed from. */
export interface ActivePair {
  pairId: string;
  venueA: PairRow["venueA"];
  marketA: string;
  venueB: PairRow["venueB"];
  marketB: string;
  polarity: "same" | "inverted";
  /** The judgement's confidence (what the venue feeds order the pairs' legs by). */
  confidence: number;
}

/** Most active pairs one read returns (the live basis follows at most this many). */
export const ACTIVE_PAIRS_MAX = 5_000;

/**
 * The active pairs among `pairIds` (every active pair when absent, at most ACTIVE_PAIRS_MAX, by id):
 * their legs and polarity. A pair without a polarity has no basis and is left out.
 */
export async function activePairs(db: Db, pairIds?: readonly string[]): Promise<ActivePair[]> {
  const t = equivalencePairs;
  if (pairIds !== undefined && pairIds.length === 0) return [];
  return db
    .select({
      pairId: t.pairId,
      venueA: t.venueA,
      marketA: t.marketA,
      venueB: t.venueB,
      marketB: t.marketB,
      polarity: t.polarity,
      confidence: t.confidence,
    })
    .from(t)
    .where(
      and(
        eq(t.status, "active"),
        isNotNull(t.polarity),
        pairIds === undefined ? undefined : inArray(t.pairId, [...pairIds]),
      ),
    )
    .orderBy(asc(t.pairId))
    .limit(ACTIVE_PAIRS_MAX) as Promise<ActivePair[]>;
}

/** A page of refused look-alikes, by leg a then leg b, and how many match. */
export async function listRefused(
  db: Db,
  filter: ListFilter & { reason?: string },
): Promise<{ rows: RefusedRow[]; total: number }> {
  const t = equivalenceRefused;
  const where = and(
    filter.venue === undefined ? undefined : or(eq(t.venueA, filter.venue), eq(t.venueB, filter.venue)),
    filter.reason === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM json_each(${t.reasons}) WHERE json_each.value = ${filter.reason})`,
    filter.q === undefined ? undefined : legsMatch([t.marketA, t.titleA, t.marketB, t.titleB], filter.q),
  );
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.marketA), asc(t.marketB), asc(t.pairId))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)` }).from(t).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
