/**
 * Signs the outcomes whose signature is due (src/platform/signing.ts, `signRecord`, as committed rounds
 * are signed): every recorded market whose stored signature was cleared (first recorded, its resolution
 * changed, its horizon prices read) or made from an earlier version of its rule text. Each is signed as the route
 * serves it (./record.ts), dated now (`signed_at`), and stored with its signature, so the signature
 * keeps verifying after the key is rotated. With no signing key a record is committed unsigned (its
 * `signed_at_ms` set, its signature null), as a round is, and stays so until it changes. `signed_at_ms`
 * is thus when the outcome's current record was committed: the lake's outcomes Parquet file of a day
 * holds the records committed that day (./parquet.ts).
 * Bounded: `OUTCOME_SIGNATURES_PER_RUN` records a run, the longest due first; a store update is
 * conditional on the row being unchanged since it was read. `auditStoredOutcomes` verifies them all.
 */
import { and, asc, eq, isNotNull, isNull, max } from "drizzle-orm";
import { rfc3339 } from "../domain/clock.ts";
import type { SigningJwkSet } from "../domain/signing/records.ts";
import type { Bindings } from "../env.ts";
import type { Db } from "../platform/db/db.ts";
import { marketResolutions, ruleTexts } from "../platform/db/schema.ts";
import { signRecord } from "../platform/signing.ts";
import { outcomeRecordsOf } from "./read.ts";
import { outcomeMembers, servedOutcome, verifyOutcomeSignature } from "./record.ts";
import type { ResolutionRow } from "./store.ts";

/** Records signed in one run at most (a run every two minutes). */
export const OUTCOME_SIGNATURES_PER_RUN = 200;

export interface SigningReport {
  /** Records whose signature was due. */
  due: number;
  signed: number;
  /** Due but not signed: committed unsigned (no signing key configured), or the row changed meanwhile. */
  unsigned: number;
}

/** The records due: cleared signatures first (the oldest change first), then those older than a rule text. */
async function dueRows(db: Db, limit: number): Promise<ResolutionRow[]> {
  const cleared = await db
    .select()
    .from(marketResolutions)
    .where(and(isNull(marketResolutions.signedAtMs), isNotNull(marketResolutions.closeTime)))
    .orderBy(
      asc(marketResolutions.changedAtMs),
      asc(marketResolutions.venue),
      asc(marketResolutions.marketId),
    )
    .limit(limit);
  if (cleared.length >= limit) return cleared;
  // Rule texts are few (the catalog's markets and the equivalence pairs'): read the signed markets that have one.
  const ruled = await db
    .select({
      venue: marketResolutions.venue,
      marketId: marketResolutions.marketId,
      signedRulesVersion: marketResolutions.signedRulesVersion,
      latest: max(ruleTexts.version),
    })
    .from(ruleTexts)
    .innerJoin(
      marketResolutions,
      and(eq(marketResolutions.venue, ruleTexts.venue), eq(marketResolutions.marketId, ruleTexts.marketId)),
    )
    .where(and(isNotNull(marketResolutions.signedAtMs), isNotNull(marketResolutions.closeTime)))
    .groupBy(marketResolutions.venue, marketResolutions.marketId);
  const stale = ruled.filter((r) => r.latest !== r.signedRulesVersion).slice(0, limit - cleared.length);
  const rows = [...cleared];
  for (const r of stale) {
    const row = await db
      .select()
      .from(marketResolutions)
      .where(and(eq(marketResolutions.venue, r.venue), eq(marketResolutions.marketId, r.marketId)))
      .get();
    if (row) rows.push(row);
  }
  return rows;
}

/** Signs the records due (at most `limit`), dated `nowMs`. Never throws for a record it cannot sign. */
export async function signDueOutcomes(
  env: Pick<Bindings, "SIGNING_KEYS">,
  db: Db,
  nowMs: number,
  limit = OUTCOME_SIGNATURES_PER_RUN,
): Promise<SigningReport> {
  const rows = await dueRows(db, limit);
  const report: SigningReport = { due: rows.length, signed: 0, unsigned: 0 };
  const signedAt = rfc3339(nowMs);
  for (const record of await outcomeRecordsOf(db, rows)) {
    const row = record.resolution;
    const signed = await signRecord(
      env,
      "outcome",
      { ...outcomeMembers(record), signed_at: signedAt },
      signedAt,
    );
    const stored = await db
      .update(marketResolutions)
      .set({
        signature: signed?.signature ?? null,
        signedAtMs: Date.parse(signedAt),
        signedRulesVersion: record.rulesVersion,
      })
      .where(
        and(
          eq(marketResolutions.venue, row.venue),
          eq(marketResolutions.marketId, row.marketId),
          eq(marketResolutions.entries, row.entries),
          eq(marketResolutions.changedAtMs, row.changedAtMs),
          row.signedAtMs === null
            ? isNull(marketResolutions.signedAtMs)
            : eq(marketResolutions.signedAtMs, row.signedAtMs),
        ),
      )
      .returning({ marketId: marketResolutions.marketId });
    if (stored.length > 0 && signed !== null) report.signed++;
    else report.unsigned++;
  }
  return report;
}

/** What verifying every stored outcome found (`npm run audit -- --outcomes`). */
export interface OutcomeAudit {
  outcomes: number;
  valid: number;
  /** Served without a signature: due (changed within minutes), or no signing key configured. */
  unsigned: number;
  /** Each outcome whose signature fails, with the reason (the first 100). */
  invalid: { venue: string; market_id: string; reason: string }[];
  invalid_count: number;
}

/** Stored outcomes read per page by the audit. */
const AUDIT_PAGE = 500;

/**
 * Verifies every stored outcome's signature as the route would serve it (./record.ts, the route's own
 * builder and check) against `keys`: the audit of the outcomes, as `npm run audit` is of a round.
 */
export async function auditStoredOutcomes(db: Db, keys: SigningJwkSet): Promise<OutcomeAudit> {
  const audit: OutcomeAudit = { outcomes: 0, valid: 0, unsigned: 0, invalid: [], invalid_count: 0 };
  for (let page = 0; ; page++) {
    const rows = await db
      .select()
      .from(marketResolutions)
      .where(isNotNull(marketResolutions.closeTime))
      .orderBy(asc(marketResolutions.venue), asc(marketResolutions.marketId))
      .limit(AUDIT_PAGE)
      .offset(page * AUDIT_PAGE);
    for (const record of await outcomeRecordsOf(db, rows)) {
      audit.outcomes++;
      const served = servedOutcome(record);
      const verified = await verifyOutcomeSignature(served, keys);
      if (verified === null) audit.unsigned++;
      else if (verified.valid) audit.valid++;
      else {
        audit.invalid_count++;
        if (audit.invalid.length < 100)
          audit.invalid.push({ venue: served.venue, market_id: served.market_id, reason: verified.reason });
      }
    }
    if (rows.length < AUDIT_PAGE) return audit;
  }
}
