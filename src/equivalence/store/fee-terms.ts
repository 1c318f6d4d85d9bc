/**
 * The markets' taker fee terms in D1 (`market_fee_terms`): what each venue's `rules` capability read
 * beside the rule texts, one row per market, replaced by every read that gives terms. The basis route
 * reads a pair's two legs' terms from here.
 */
import { and, eq, or, sql } from "drizzle-orm";
import { rfc3339 } from "../../domain/clock.ts";
import type { FeeTerms } from "../../domain/equivalence/fees.ts";
import type { Db } from "../../platform/db/db.ts";
import { marketFeeTerms } from "../../platform/db/schema.ts";
import type { MarketFeeTerms } from "../../venues/registry.ts";

type Venue = (typeof marketFeeTerms.$inferInsert)["venue"];

/** Rows per insert statement (D1 binds at most 100 parameters; four a row). */
const ROWS_PER_WRITE = 20;

/** Stores what one read gave, read at `fetchedAtMs`: each market's terms replace its stored ones. */
export async function recordFeeTerms(
  db: Db,
  read: readonly MarketFeeTerms[],
  fetchedAtMs: number,
): Promise<number> {
  const at = rfc3339(fetchedAtMs);
  const writes = [];
  for (let i = 0; i < read.length; i += ROWS_PER_WRITE) {
    const rows = read.slice(i, i + ROWS_PER_WRITE).map((fees) => ({
      venue: fees.venue as Venue,
      marketId: fees.market_id,
      terms: fees.terms as unknown as Record<string, unknown>,
      fetchedAt: at,
    }));
    writes.push(
      db
        .insert(marketFeeTerms)
        .values(rows)
        .onConflictDoUpdate({
          target: [marketFeeTerms.venue, marketFeeTerms.marketId],
          set: { terms: sqlExcluded("terms"), fetchedAt: sqlExcluded("fetched_at") },
        }),
    );
  }
  const [head, ...rest] = writes;
  if (head !== undefined) await db.batch([head, ...rest]);
  return read.length;
}

/** The value an upsert's row proposed for `column`. */
function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}

export interface StoredFeeTerms {
  terms: FeeTerms;
  /** When the venue last stated them (RFC 3339). */
  fetched_at: string;
}

/** Markets per read (D1 binds at most 100 parameters; two a market). */
const MARKETS_PER_READ = 40;

/** The stored terms of some markets, by `venue\u0000market_id`; a market without terms is absent. */
export async function readFeeTerms(
  db: Db,
  markets: readonly { venue: string; marketId: string }[],
): Promise<Map<string, StoredFeeTerms>> {
  const found = new Map<string, StoredFeeTerms>();
  const reads = [];
  for (let i = 0; i < markets.length; i += MARKETS_PER_READ) {
    const some = markets.slice(i, i + MARKETS_PER_READ);
    reads.push(
      db
        .select()
        .from(marketFeeTerms)
        .where(
          or(
            ...some.map((m) =>
              and(eq(marketFeeTerms.venue, m.venue as Venue), eq(marketFeeTerms.marketId, m.marketId)),
            ),
          ),
        ),
    );
  }
  for (const row of (await Promise.all(reads)).flat()) {
    found.set(feeTermsKey(row.venue, row.marketId), {
      terms: row.terms as unknown as FeeTerms,
      fetched_at: row.fetchedAt,
    });
  }
  return found;
}

export const feeTermsKey = (venue: string, marketId: string) => `${venue}\u0000${marketId}`;
