/**
 * The rule texts' versions in D1 (`rule_texts`) and the markets whose text changed, waiting to be judged
 * again (`rule_rejudges`). A market's texts are hashed as their canonical JSON (RFC 8785); a version is
 * added only when the hash differs from the market's latest, and reading the same texts again moves
 * that version's `fetched_at` on. A changed text (a version after the first) queues its market for
 * re-judging, due 15 minutes after the change was read.
 */
import { and, asc, between, eq, inArray, lte, max, sql } from "drizzle-orm";
import { MINUTE_MS, rfc3339 } from "../../domain/clock.ts";
import type { MarketRules } from "../../domain/equivalence/venue-rules.ts";
import { sha256Hex } from "../../domain/news/identity.ts";
import { canonicalJson } from "../../domain/signing/canonical-json.ts";
import type { Db } from "../../platform/db/db.ts";
import { ruleBlocks, ruleListingCursors, ruleRejudges, ruleTexts } from "../../platform/db/schema.ts";

/** A changed rule text has every pair using it judged again within this much of its first read. */
export const REJUDGE_WITHIN_MS = 15 * MINUTE_MS;

/** Market ids per `IN (…)` read (D1 binds at most 100 parameters per statement). */
const IDS_PER_READ = 90;

type Venue = (typeof ruleTexts.$inferInsert)["venue"];

export interface RecordReport {
  /** Markets seen for the first time (version 1 stored). */
  first: number;
  /** Markets whose texts changed (a new version stored, the market queued for re-judging). */
  changed: { venue: string; market_id: string; version: number; sha256: string }[];
  /** Markets whose texts read the same as their latest version. */
  unchanged: number;
}

/** The SHA-256 (hex) of a market's rule texts: the hash of their canonical JSON. */
export function rulesSha256(rules: MarketRules): Promise<string> {
  return sha256Hex(canonicalJson(rules));
}

/** The latest stored version and hash of each market of one venue. */
async function latestVersions(db: Db, venue: Venue, ids: readonly string[]) {
  const latest = new Map<string, { version: number; sha256: string }>();
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const slice = ids.slice(i, i + IDS_PER_READ);
    const tops = db
      .select({ marketId: ruleTexts.marketId, version: max(ruleTexts.version).as("top") })
      .from(ruleTexts)
      .where(and(eq(ruleTexts.venue, venue), inArray(ruleTexts.marketId, slice)))
      .groupBy(ruleTexts.marketId)
      .as("tops");
    const rows = await db
      .select({ marketId: ruleTexts.marketId, version: ruleTexts.version, sha256: ruleTexts.sha256 })
      .from(ruleTexts)
      .innerJoin(tops, and(eq(ruleTexts.marketId, tops.marketId), eq(ruleTexts.version, tops.version)))
      .where(eq(ruleTexts.venue, venue));
    for (const row of rows) latest.set(row.marketId, { version: row.version, sha256: row.sha256 });
  }
  return latest;
}

/**
 * Stores what one read gave, read at `fetchedAtMs`: a new version for each market whose hash differs
 * from its latest (queued for re-judging unless it is the market's first), the latest version's
 * `fetched_at` moved on for the rest. A version another run stored first is kept as that run wrote it.
 */
export async function recordRuleTexts(
  db: Db,
  read: readonly MarketRules[],
  fetchedAtMs: number,
): Promise<RecordReport> {
  const at = rfc3339(fetchedAtMs);
  const dueBy = rfc3339(fetchedAtMs + REJUDGE_WITHIN_MS);
  const report: RecordReport = { first: 0, changed: [], unchanged: 0 };
  const byVenue = new Map<Venue, MarketRules[]>();
  for (const rules of read) byVenue.set(rules.venue, [...(byVenue.get(rules.venue) ?? []), rules]);
  for (const [venue, list] of byVenue) {
    const latest = await latestVersions(db, venue, [...new Set(list.map((r) => r.market_id))]);
    const writes = [];
    for (const rules of list) {
      const sha256 = await rulesSha256(rules);
      const before = latest.get(rules.market_id);
      if (before?.sha256 === sha256) {
        report.unchanged++;
        writes.push(
          db
            .update(ruleTexts)
            .set({ fetchedAt: at })
            .where(
              and(
                eq(ruleTexts.venue, venue),
                eq(ruleTexts.marketId, rules.market_id),
                eq(ruleTexts.version, before.version),
              ),
            ),
        );
        continue;
      }
      const version = (before?.version ?? 0) + 1;
      latest.set(rules.market_id, { version, sha256 });
      writes.push(
        db
          .insert(ruleTexts)
          .values({
            venue,
            marketId: rules.market_id,
            version,
            sha256,
            fields: rules,
            fetchedAt: at,
            firstSeenAt: at,
          })
          .onConflictDoNothing(),
      );
      if (before === undefined) {
        report.first++;
        continue;
      }
      report.changed.push({ venue, market_id: rules.market_id, version, sha256 });
      writes.push(
        db
          .insert(ruleRejudges)
          .values({ venue, marketId: rules.market_id, version, queuedAt: at, dueBy })
          .onConflictDoUpdate({
            target: [ruleRejudges.venue, ruleRejudges.marketId],
            set: { version, queuedAt: at, dueBy },
          }),
      );
    }
    const [head, ...rest] = writes;
    if (head !== undefined) await db.batch([head, ...rest]);
  }
  return report;
}

/** Every stored version of one market, oldest first. */
/** One stored version of a market's rule texts, or undefined. */
export async function ruleTextVersion(db: Db, venue: Venue, marketId: string, version: number) {
  const [row] = await db
    .select()
    .from(ruleTexts)
    .where(and(eq(ruleTexts.venue, venue), eq(ruleTexts.marketId, marketId), eq(ruleTexts.version, version)))
    .limit(1);
  return row;
}

export function ruleTextVersions(db: Db, venue: Venue, marketId: string) {
  return db
    .select()
    .from(ruleTexts)
    .where(and(eq(ruleTexts.venue, venue), eq(ruleTexts.marketId, marketId)))
    .orderBy(asc(ruleTexts.version));
}

/**
 * The boundary with the judge: the markets whose changed text waits for its pairs to be judged again,
 * earliest due first (`dueBy` no later than `untilMs` when given). The judge re-judges every pair with
 * one of these markets as a leg, on the market's `version`, then calls `settleRejudge`.
 */
export function pendingRejudges(db: Db, limit: number, untilMs?: number) {
  return db
    .select()
    .from(ruleRejudges)
    .where(untilMs === undefined ? undefined : lte(ruleRejudges.dueBy, rfc3339(untilMs)))
    .orderBy(asc(ruleRejudges.dueBy))
    .limit(limit);
}

/** Takes a market off the queue once its pairs are judged on `version` (a later change stays queued). */
export async function settleRejudge(db: Db, venue: Venue, marketId: string, version: number): Promise<void> {
  await db
    .delete(ruleRejudges)
    .where(
      and(
        eq(ruleRejudges.venue, venue),
        eq(ruleRejudges.marketId, marketId),
        eq(ruleRejudges.version, version),
      ),
    );
}

/** Where a venue's whole-listing walk stands (undefined before its first page). */
export async function readListingCursor(db: Db, venue: string) {
  const [row] = await db
    .select()
    .from(ruleListingCursors)
    .where(eq(ruleListingCursors.venue, venue as Venue))
    .limit(1);
  return row;
}

/** Moves a venue's walk on: the next page's position, the current pass's start, the passes completed. */
export async function moveListingCursor(
  db: Db,
  venue: string,
  at: { position: string; passStartedAt: string; passesCompleted: number; updatedAt: string },
): Promise<void> {
  await db
    .insert(ruleListingCursors)
    .values({ venue: venue as Venue, ...at })
    .onConflictDoUpdate({ target: ruleListingCursors.venue, set: at });
}

/** `settleRejudge` of many markets, in batches. */
export async function settleRejudges(
  db: Db,
  judged: readonly { venue: Venue; marketId: string; version: number }[],
): Promise<void> {
  await inBatches(
    db,
    judged.map((j) =>
      db
        .delete(ruleRejudges)
        .where(
          and(
            eq(ruleRejudges.venue, j.venue),
            eq(ruleRejudges.marketId, j.marketId),
            eq(ruleRejudges.version, j.version),
          ),
        ),
    ),
  );
}

// ---------------------------------------------------------------- the judge's blocks

/** A market the judge is due to judge: its latest version is past the one judged, or its judgement is stale. */
export interface DueMarket {
  venue: Venue;
  marketId: string;
  version: number;
  fields: unknown;
  /** On `rule_rejudges` (a changed text waiting). */
  queued: boolean;
}

/**
 * The markets to judge next, at most `limit`: the queued changed texts first (earliest due first), then
 * markets never judged on their latest version, then the least recently judged among those judged
 * before `staleBefore` (RFC 3339).
 */
export async function dueForJudging(db: Db, limit: number, staleBefore: string): Promise<DueMarket[]> {
  const rows = await db.all<{
    venue: Venue;
    market_id: string;
    version: number;
    fields: string;
    queued: number;
  }>(sql`
    SELECT r.venue, r.market_id, r.version, r.fields, q.due_by IS NOT NULL AS queued
    FROM rule_texts r
    LEFT JOIN rule_blocks b ON b.venue = r.venue AND b.market_id = r.market_id
    LEFT JOIN rule_rejudges q ON q.venue = r.venue AND q.market_id = r.market_id
    WHERE NOT EXISTS (
        SELECT 1 FROM rule_texts n WHERE n.venue = r.venue AND n.market_id = r.market_id AND n.version > r.version
      )
      AND (b.judged_version IS NULL OR b.judged_version < r.version OR b.judged_at < ${staleBefore})
    ORDER BY q.due_by IS NULL, q.due_by, b.judged_version IS NOT NULL AND b.judged_version >= r.version,
      b.judged_at, r.venue, r.market_id
    LIMIT ${limit}`);
  return rows.map((r) => ({
    venue: r.venue,
    marketId: r.market_id,
    version: r.version,
    fields: parseJson(r.fields),
    queued: r.queued === 1,
  }));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type BlockRow = typeof ruleBlocks.$inferSelect;

/** Stores the blocks read from markets' versions (their judged version left as it was). */
export async function writeBlocks(
  db: Db,
  blocks: readonly Omit<BlockRow, "judgedVersion" | "judgedAt">[],
): Promise<void> {
  const statements = blocks.map((b) =>
    db
      .insert(ruleBlocks)
      .values(b)
      .onConflictDoUpdate({
        target: [ruleBlocks.venue, ruleBlocks.marketId],
        set: {
          version: b.version,
          blockKey: b.blockKey,
          anchorMs: b.anchorMs,
          toleranceMs: b.toleranceMs,
          threshold: b.threshold,
        },
      }),
  );
  await inBatches(db, statements);
}

/** Records that markets' pairs were judged on the given versions at `at`. */
export async function markJudged(
  db: Db,
  judged: readonly { venue: Venue; marketId: string; version: number }[],
  at: string,
): Promise<void> {
  const statements = judged.map((j) =>
    db
      .update(ruleBlocks)
      .set({ judgedVersion: j.version, judgedAt: at })
      .where(and(eq(ruleBlocks.venue, j.venue), eq(ruleBlocks.marketId, j.marketId))),
  );
  await inBatches(db, statements);
}

/** The blocks of named markets of one venue. */
export async function blocksOf(db: Db, venue: Venue, ids: readonly string[]): Promise<BlockRow[]> {
  const out: BlockRow[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_READ) {
    const slice = ids.slice(i, i + IDS_PER_READ);
    out.push(
      ...(await db
        .select()
        .from(ruleBlocks)
        .where(and(eq(ruleBlocks.venue, venue), inArray(ruleBlocks.marketId, slice)))),
    );
  }
  return out;
}

/** One venue's blocked markets of a key whose anchor lies in [fromMs, toMs], by anchor then market id. */
export function blocksNear(db: Db, venue: Venue, key: string, fromMs: number, toMs: number) {
  return db
    .select()
    .from(ruleBlocks)
    .where(
      and(
        eq(ruleBlocks.venue, venue),
        eq(ruleBlocks.blockKey, key),
        between(ruleBlocks.anchorMs, fromMs, toMs),
      ),
    )
    .orderBy(asc(ruleBlocks.anchorMs), asc(ruleBlocks.marketId));
}

/** The stored fields of given versions of markets, by `venue:market:version` (one read per 90 markets of a venue). */
export async function ruleTextsAt(
  db: Db,
  wanted: readonly { venue: Venue; marketId: string; version: number }[],
): Promise<Map<string, unknown>> {
  const keys = new Set(wanted.map((w) => `${w.venue}:${w.marketId}:${w.version}`));
  const byVenue = new Map<Venue, Set<string>>();
  for (const w of wanted) byVenue.set(w.venue, (byVenue.get(w.venue) ?? new Set()).add(w.marketId));
  const out = new Map<string, unknown>();
  for (const [venue, set] of byVenue) {
    const ids = [...set];
    for (let i = 0; i < ids.length; i += IDS_PER_READ) {
      const rows = await db
        .select({ marketId: ruleTexts.marketId, version: ruleTexts.version, fields: ruleTexts.fields })
        .from(ruleTexts)
        .where(and(eq(ruleTexts.venue, venue), inArray(ruleTexts.marketId, ids.slice(i, i + IDS_PER_READ))));
      for (const r of rows) {
        const key = `${venue}:${r.marketId}:${r.version}`;
        if (keys.has(key)) out.set(key, r.fields);
      }
    }
  }
  return out;
}

/** Statements per D1 batch. */
const STATEMENTS_PER_BATCH = 50;

// biome-ignore lint/suspicious/noExplicitAny: drizzle's batch items are a union of query builders.
async function inBatches(db: Db, statements: any[]): Promise<void> {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const [head, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
    if (head !== undefined) await db.batch([head, ...rest]);
  }
}
