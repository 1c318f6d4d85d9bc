import { MINUTE_MS, rfc3339 } from "../../domain/clock.ts";
import {
  bestEdgeAtSmallestSize,
  type CloseExecution,
  executionAtClose,
  type LegAtClose,
  type MidBasis,
  midBasis,
} from "../../domain/equivalence/basis.ts";
import {
  type BasisBucket,
  type BasisMinuteOf,
  basisBuckets,
  closesEnd,
} from "../../domain/equivalence/basis-buckets.ts";
import { type BasisMinute, summarizeBasis } from "../../domain/equivalence/basis-statistics.ts";
import type { Polarity } from "../../domain/equivalence/relations.ts";
import { openDb } from "../../platform/db/db.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { ProblemError } from "../../platform/http/problem.ts";
import { readRoute } from "../../platform/http/read-route.ts";
import { jsonRead } from "../../platform/http/respond.ts";
import { failClosed } from "../../platform/http/safety.ts";
import { feeTermsKey, readFeeTerms, type StoredFeeTerms } from "../store/fee-terms.ts";
import { type LegBook, readLegBooks } from "../store/leg-books.ts";
import { type LegMinute, readLegMids } from "../store/leg-mids.ts";
import { readPair } from "../store/pairs.ts";
import {
  BASIS_BOOK_CLOSES_PER_ANSWER_MAX,
  BASIS_MINUTES_PER_ANSWER_MAX,
  BASIS_TAPE_BYTES_PER_ANSWER_MAX,
  BasisQuery,
  BasisResponseSchema,
  basisWindow,
} from "./basis-schema.ts";
import { BASIS_EXAMPLE } from "./examples.ts";
import { PairIdParams } from "./schema.ts";
import { EQUIVALENCE_TAG, PAIRS_PATH, pairPath, readPairs } from "./shared.ts";

const basisPath = (pairId: string) => `${pairPath(pairId)}/basis`;

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: `${PAIRS_PATH}/{pair_id}/basis`,
  operationId: "getEquivalencePairBasis",
  summary: "A pair's basis over a window, from both legs' taped mids and books",
  description: `Per minute of [\`from\`, \`to\`), both legs' taped mids from the lake (the YES row of each leg's market in the venue's snapshot of that minute — outcome \`yes\`, else the market's first row — and its \`mid\`, present only on a two-sided book, exactly as GET /api/v1/lake/venues/{venue}/quotes serves it), leg b in the pair's common polarity (\`1 − mid\` for an inverted pair), and \`mid_basis = mid_a − mid_b\` in exact decimals. Gathered into buckets of \`interval\` (1m, 5m, 1h, 1d; UTC multiples): the OHLC of mid_basis, the share of minutes both legs were quoted and the legs' mids at the bucket's last quoted minute. At each bucket's close (its last quoted minute), the execution-aware edge both ways at $100 and $1,000: both legs' order books as the lake's book tape holds them at that minute (GET /api/v1/lake/venues/{venue}/books: the YES book, best ten levels a side), walked for the size (buy the common YES on one leg at its asks, sell it on the other at its bids; leg b in the common polarity), less both venues' taker fees on those fills (Kalshi: 0.07 × the series' \`fee_multiplier\` × C × P × (1 − P), the order's sum rounded up to the cent; Polymarket on a market with \`feesEnabled\`: the category's rate × C × p × (1 − p) per fill, rounded to 5 places), with each leg's fee terms as the rule-text collection last read them (\`legs.*.fee_terms\`). \`edge = proceeds − cost − fees\`, exact. No edges with a reason when the bucket has no close, a leg's book is not taped at that minute (\`book_not_taped\`), a taped book is not a book, or a leg's fee terms are unknown (\`fee_schedule_unknown\`); one edge null with its own reason when a side is empty (\`book_one_sided\`) or too thin for the size (\`book_too_thin\`). The summary gives the mean and sample standard deviation of mid_basis, the half-life of an AR(1) fit, the bucket closes with an edge at $100 (\`executable_minutes\`) and the share of them whose better direction is above zero after fees. A window spans at most ${BASIS_MINUTES_PER_ANSWER_MAX} minutes (one day); an answer reads at most ${BASIS_TAPE_BYTES_PER_ANSWER_MAX / 1024 / 1024} MiB of tape (each snapshot whole) and the books of at most ${BASIS_BOOK_CLOSES_PER_ANSWER_MAX} bucket closes (two lookups of three range reads each), and ends earlier when either runs out, with \`links.next\` for the rest. An id no pair has answers 404 equivalence-pair-not-found; a window that is inverted, empty or too long 400 invalid-parameter.`,
  params: PairIdParams,
  query: BasisQuery,
  schema: BasisResponseSchema,
  example: BASIS_EXAMPLE,
  problems: ["equivalence-pair-not-found"],
});

/** Both legs' minutes joined: the window's minutes where either leg has a row, ascending. */
function joinLegs(
  a: readonly LegMinute[],
  b: readonly LegMinute[],
  polarity: Polarity | null,
): BasisMinuteOf[] {
  const byMinute = new Map<number, { a: string | null; b: string | null }>();
  for (const m of a) byMinute.set(m.minute, { a: m.mid, b: null });
  for (const m of b) byMinute.set(m.minute, { a: byMinute.get(m.minute)?.a ?? null, b: m.mid });
  return [...byMinute]
    .sort(([x], [y]) => x - y)
    .map(([minute, mids]) => {
      const basis: MidBasis =
        polarity === null
          ? { mid_a: mids.a, mid_b: mids.b, mid_basis: null, reason: "leg_unquoted" }
          : midBasis(mids.a, mids.b, polarity);
      return { minute, basis };
    });
}

/**
 * Every minute of [fromMs, toMs) with its mid_basis (null where a leg was not quoted or not taped) and,
 * at each bucket's close, the best edge after fees at the smallest size (`bestEdges`, by minute).
 */
function seriesOf(
  minutes: readonly BasisMinuteOf[],
  fromMs: number,
  toMs: number,
  bestEdges: ReadonlyMap<number, string | null>,
): BasisMinute[] {
  const byMinute = new Map(minutes.map((m) => [m.minute, m.basis.mid_basis]));
  const series: BasisMinute[] = [];
  for (let minute = fromMs; minute < toMs; minute += MINUTE_MS) {
    series.push({
      minute,
      mid_basis: byMinute.get(minute) ?? null,
      best_edge: bestEdges.get(minute) ?? null,
    });
  }
  return series;
}

/** A leg's taped book as the domain's snapshot of exact-text levels; null when not taped. */
function snapshotOf(leg: LegBook): LegAtClose["book"] {
  if (!leg.taped) return null;
  const levels = (side: [string, string][]) => side.map(([price, size]) => ({ price, size }));
  return { bids: levels(leg.book.bids), asks: levels(leg.book.asks) };
}

/** A leg's stored fee terms as served: the terms and when the venue stated them; null when unknown. */
function feeTermsOf(stored: StoredFeeTerms | null) {
  return stored === null ? null : { ...stored.terms, fetched_at: stored.fetched_at };
}

export function registerGetBasis(app: App) {
  app.openapi(route, async (c) => {
    const { pair_id: pairId } = c.req.valid("param");
    const query = c.req.valid("query");
    const row = await readPairs(() => readPair(openDb(c.env.DB), pairId));
    if (!row) {
      throw new ProblemError("equivalence-pair-not-found", {
        detail: `No pair has the id ${pairId}. Pairs: ${PAIRS_PATH}.`,
      });
    }
    const { fromMs, toMs } = basisWindow(query.from, query.to);
    const legs = {
      a: { venue: row.venueA, marketId: row.marketA },
      b: { venue: row.venueB, marketId: row.marketB },
    };
    const read = await failClosed(
      () => readLegMids(c.env.LAKE, legs, fromMs, toMs, BASIS_TAPE_BYTES_PER_ANSWER_MAX),
      { what: "lake tape" },
    );
    const polarity = row.polarity as Polarity | null;
    const minutes = joinLegs(read.a, read.b, polarity);
    const tapeEndMs = read.readToMs;
    const endMs = closesEnd(
      basisBuckets(minutes, fromMs, tapeEndMs, query.interval),
      BASIS_BOOK_CLOSES_PER_ANSWER_MAX,
      tapeEndMs,
    );
    const buckets = basisBuckets(minutes, fromMs, endMs, query.interval);
    const closes = buckets.flatMap((b) => (b.close ? [b.close.minute] : []));
    const [fees, books] = await Promise.all([
      readPairs(() => readFeeTerms(openDb(c.env.DB), [legs.a, legs.b])),
      failClosed(() => readLegBooks(c.env.LAKE, legs, closes), { what: "lake book tape" }),
    ]);
    const feesA = fees.get(feeTermsKey(row.venueA, row.marketA)) ?? null;
    const feesB = fees.get(feeTermsKey(row.venueB, row.marketB)) ?? null;
    const booksAt = new Map(books.books.map((at) => [at.minute, at]));
    const executionOf = (bucket: BasisBucket): CloseExecution => {
      const at = bucket.close ? booksAt.get(bucket.close.minute) : undefined;
      if (polarity === null || at === undefined) return { edges: null, reason: "no_quoted_minute" };
      return executionAtClose(
        {
          a: { book: snapshotOf(at.a), fees: feesA?.terms ?? null },
          b: { book: snapshotOf(at.b), fees: feesB?.terms ?? null },
        },
        polarity,
      );
    };
    const executions = buckets.map(executionOf);
    const bestEdges = new Map<number, string | null>();
    buckets.forEach((bucket, i) => {
      if (bucket.close)
        bestEdges.set(bucket.close.minute, bestEdgeAtSmallestSize(executions[i]?.edges ?? null));
    });
    const summary = summarizeBasis(seriesOf(minutes, fromMs, endMs, bestEdges));
    const self = `${basisPath(pairId)}?${new URL(c.req.url).searchParams.toString()}`;
    const next: Record<string, string> =
      endMs < toMs
        ? {
            next: `${basisPath(pairId)}?${new URLSearchParams({ from: rfc3339(endMs), to: rfc3339(toMs), interval: query.interval }).toString()}`,
          }
        : {};
    return jsonRead(
      c,
      envelope(
        {
          type: "equivalence_basis" as const,
          pair_id: pairId,
          legs: {
            a: { venue: row.venueA as "kalshi", market_id: row.marketA, fee_terms: feeTermsOf(feesA) },
            b: { venue: row.venueB as "polymarket", market_id: row.marketB, fee_terms: feeTermsOf(feesB) },
          },
          polarity,
          interval: query.interval,
          from: rfc3339(fromMs),
          to: rfc3339(endMs),
          buckets: buckets.map((b, i) => ({
            start: rfc3339(b.start),
            end: rfc3339(b.end),
            minutes: b.minutes,
            quoted_minutes: b.quoted_minutes,
            quoted_share: b.quoted_share,
            mid_basis: b.mid_basis,
            close: b.close && { ...b.close, minute: rfc3339(b.close.minute) },
            execution: executions[i] as CloseExecution,
          })),
          summary: {
            minutes: summary.minutes,
            quoted_minutes: summary.quoted_minutes,
            quoted_share: summary.minutes === 0 ? 0 : summary.quoted_minutes / summary.minutes,
            mean: summary.mean,
            standard_deviation: summary.standard_deviation,
            ar1: summary.ar1,
            ar1_reason: summary.ar1_reason,
            executable_minutes: summary.executable_minutes,
            tradeable_share: summary.tradeable_share,
          },
        },
        { self, pair: pairPath(pairId), ...next },
        {
          tape: { snapshots: read.snapshots, bytes: read.bytes },
          books: { closes: books.books.length, lookups: books.lookups, bytes: books.bytes },
        },
      ),
      "current",
    );
  });
}
