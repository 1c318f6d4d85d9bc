/**
 * Reads of the stored distributions over time: the history of an index's distributions (every stored
 * minute, or the committed rounds' only) and the committed round's distribution standing at given
 * instants. Every read is a range seek on the (symbol, minute) and (symbol, round_id) keys.
 */
import { and, asc, count, eq, gte, inArray, lt } from "drizzle-orm";
import { DAY_MS, rfc3339 } from "../../domain/clock.ts";
import { openDb } from "../../platform/db/db.ts";
import { distributions, rounds } from "../../platform/db/schema.ts";

/** `1m`: every distribution a cycle stored; `round`: those of the committed five-minute rounds. */
export type DistributionInterval = "1m" | "round";

export interface StoredDistribution {
  minute: string;
  observedAt: string;
  computedAt: string;
  body: unknown;
  /** The committed round of the same minute, null when none was committed then. */
  roundId: string | null;
}

/**
 * One page of an index's stored distributions with minute in [fromMs, toMs), oldest first, and how many
 * the window holds at that interval.
 */
export async function distributionHistory(
  d1: D1Database,
  symbol: string,
  interval: DistributionInterval,
  window: { fromMs: number; toMs: number },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: StoredDistribution[] }> {
  const db = openDb(d1);
  const where = and(
    eq(distributions.symbol, symbol),
    gte(distributions.minute, rfc3339(window.fromMs)),
    lt(distributions.minute, rfc3339(window.toMs)),
  );
  const onRound = and(eq(rounds.symbol, distributions.symbol), eq(rounds.roundId, distributions.minute));
  const columns = {
    minute: distributions.minute,
    observedAt: distributions.observedAt,
    computedAt: distributions.computedAt,
    body: distributions.body,
    roundId: rounds.roundId,
  };
  if (interval === "round") {
    const [counted, rows] = await Promise.all([
      db.select({ n: count() }).from(distributions).innerJoin(rounds, onRound).where(where).get(),
      db
        .select(columns)
        .from(distributions)
        .innerJoin(rounds, onRound)
        .where(where)
        .orderBy(asc(distributions.minute))
        .limit(page.limit)
        .offset(page.offset)
        .all(),
    ]);
    return { total: counted?.n ?? 0, rows };
  }
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(distributions).where(where).get(),
    db
      .select(columns)
      .from(distributions)
      .leftJoin(rounds, onRound)
      .where(where)
      .orderBy(asc(distributions.minute))
      .limit(page.limit)
      .offset(page.offset)
      .all(),
  ]);
  return { total: counted?.n ?? 0, rows };
}

interface RoundDistributionRow {
  round_id: string;
  observed_at: string;
  computed_at: string;
  body: string;
}

/**
 * For each window [oldestMs, targetMs], the latest committed round in it whose cycle stored a
 * distribution (null when none): one seek per window, every window in one batch. Windows whose oldest
 * minute is after their target read as null without a query.
 */
export async function roundDistributionsIn(
  d1: D1Database,
  symbol: string,
  windows: readonly { oldestMs: number; targetMs: number }[],
): Promise<(StoredDistribution | null)[]> {
  const asked = windows.flatMap((w, i) => (w.oldestMs <= w.targetMs ? [i] : []));
  if (asked.length === 0) return windows.map(() => null);
  const statement = d1.prepare(
    `SELECT r.round_id, d.observed_at, d.computed_at, d.body
       FROM rounds r JOIN distributions d ON d.symbol = r.symbol AND d.minute = r.round_id
      WHERE r.symbol = ?1 AND r.round_id >= ?2 AND r.round_id <= ?3
      ORDER BY r.round_id DESC LIMIT 1`,
  );
  const results = await d1.batch<RoundDistributionRow>(
    asked.map((i) => {
      const w = windows[i] as { oldestMs: number; targetMs: number };
      return statement.bind(symbol, rfc3339(w.oldestMs), rfc3339(w.targetMs));
    }),
  );
  const out: (StoredDistribution | null)[] = windows.map(() => null);
  asked.forEach((i, k) => {
    const row = results[k]?.results[0];
    if (row === undefined) return;
    out[i] = {
      minute: row.round_id,
      observedAt: row.observed_at,
      computedAt: row.computed_at,
      body: JSON.parse(row.body) as unknown,
      roundId: row.round_id,
    };
  });
  return out;
}

/** A committed round's stored distribution, with its index. */
export interface CommittedDistribution extends StoredDistribution {
  symbol: string;
  roundId: string;
}

/**
 * One page of the committed rounds of `symbols` in the UTC day `date` whose cycle stored a
 * distribution, by symbol then round: a range seek on (symbol, round_id) per symbol.
 */
export async function committedDistributionsOfDay(
  d1: D1Database,
  symbols: readonly string[],
  date: string,
  page: { offset: number; limit: number },
): Promise<CommittedDistribution[]> {
  if (symbols.length === 0) return [];
  const fromMs = Date.parse(`${date}T00:00:00Z`);
  const db = openDb(d1);
  const onRound = and(eq(rounds.symbol, distributions.symbol), eq(rounds.roundId, distributions.minute));
  return db
    .select({
      symbol: rounds.symbol,
      roundId: rounds.roundId,
      minute: distributions.minute,
      observedAt: distributions.observedAt,
      computedAt: distributions.computedAt,
      body: distributions.body,
    })
    .from(rounds)
    .innerJoin(distributions, onRound)
    .where(
      and(
        inArray(rounds.symbol, [...symbols]),
        gte(rounds.roundId, rfc3339(fromMs)),
        lt(rounds.roundId, rfc3339(fromMs + DAY_MS)),
      ),
    )
    .orderBy(asc(rounds.symbol), asc(rounds.roundId))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}
