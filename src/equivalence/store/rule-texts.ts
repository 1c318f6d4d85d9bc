/**
 * The rule texts' versions in D1 (`rule_texts`) and the markets whose text changed, waiting to be judged
 * again (`rule_rejudges`). A market's texts are hashed as their canonical JSON (RFC 8785); a version is
 * added only when the hash differs from the market's latest, and reading the same texts again moves
 * that version's `fetched_at` on. A changed text (a version after the first) queues its market for
 * re-judging, due 15 minutes after the change was read.
 */
import { and, asc, eq, inArray, lte, max } from "drizzle-orm";
import { MINUTE_MS, rfc3339 } from "../../domain/clock.ts";
import type { MarketRules } from "../../domain/equivalence/venue-rules.ts";
import { sha256Hex } from "../../domain/news/identity.ts";
import { canonicalJson } from "../../domain/signing/canonical-json.ts";
import type { Db } from "../../platform/db/db.ts";
import { ruleRejudges, ruleTexts } from "../../platform/db/schema.ts";

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
