import { DAY_MS, HOUR_MS, MINUTE_MS, rfc3339 } from "../../domain/clock.ts";
import { bestEdgeAtSmallestSize, type CloseExecution } from "../../domain/equivalence/basis.ts";
import {
  BASIS_INTERVAL_MS,
  type BasisBucket,
  type BasisInterval,
  type BasisMinuteOf,
  basisBuckets,
  closesEnd,
  joinLegMinutes,
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
import { executionAtBooks, readLegBooks } from "../store/leg-books.ts";
import { type LegRef, readLegMids } from "../store/leg-mids.ts";
import { readPair } from "../store/pairs.ts";
import {
  minutesOf,
  readStoredPairDay,
  type StoredClose,
  type StoredPairHour,
  type StoredRead,
} from "../store/stored-basis.ts";
import {
  BASIS_BOOK_CLOSES_PER_ANSWER_MAX,
  BASIS_MINUTES_PER_ANSWER_MAX,
  BASIS_STORED_DAYS_MAX,
  BASIS_TAPE_BYTES_PER_ANSWER_MAX,
  BasisQuery,
  BasisResponseSchema,
  basisWindow,
  readsStoredBasis,
} from "./basis-schema.ts";
import { BASIS_EXAMPLE } from "./examples.ts";
import { PairIdParams } from "./schema.ts";
import { EQUIVALENCE_TAG, PAIRS_PATH, pairPath, readPairs } from "./shared.ts";

const basisPath = (pairId: string) => `${pairPath(pairId)}/basis`;

const route = readRoute({
  tag: EQUIVALENCE_TAG,
  path: `${PAIRS_PATH}/{pair_id}/basis`,
  operationId: "getEquivalencePairBasis",
  summary: "A pair's basis over a window, from both legs' taped (or stored) mids and books",
  description: `Per minute of [\`from\`, \`to\`), both legs' taped mids from the lake (the YES row of each leg's market in the venue's snapshot of that minute — outcome \`yes\`, else the market's first row — and its \`mid\`, present only on a two-sided book, exactly as GET /api/v1/lake/venues/{venue}/quotes serves it), leg b in the pair's common polarity (\`1 − mid\` for an inverted pair), and \`mid_basis = mid_a − mid_b\` in exact decimals. Gathered into buckets of \`interval\` (1m, 5m, 1h, 1d; UTC multiples): the OHLC of mid_basis, the share of minutes both legs were quoted and the legs' mids at the bucket's last quoted minute. At each bucket's close (its last quoted minute), the execution-aware edge both ways at $100 and $1,000: both legs' order books as the lake's book tape holds them at that minute (GET /api/v1/lake/venues/{venue}/books: the YES book, best ten levels a side), walked for the size (buy the common YES on one leg at its asks, sell it on the other at its bids; leg b in the common polarity), less both venues' taker fees on those fills (Kalshi: 0.07 × the series' \`fee_multiplier\` × C × P × (1 − P), the order's sum rounded up to the cent; Polymarket on a market with \`feesEnabled\`: the category's rate × C × p × (1 − p) per fill, rounded to 5 places), with each leg's fee terms as the rule-text collection last read them (\`legs.*.fee_terms\`). \`edge = proceeds − cost − fees\`, exact. A stored hour's close (its last quoted minute, the close of its \`1h\` bucket and, for the last quoted hour of a day, of its \`1d\` bucket) comes with the edges computed the same way from the same books when the hour was stored, with the fee terms stored then: \`execution.fee_terms_fetched_at\` says which terms each close's edges used (for a looked-up close, the latest: \`legs.*.fee_terms\`). No edges with a reason when the bucket has no close, a leg's book is not taped at that minute (\`book_not_taped\`), a taped book is not a book, or a leg's fee terms are unknown (\`fee_schedule_unknown\`); one edge null with its own reason when a side is empty (\`book_one_sided\`) or too thin for the size (\`book_too_thin\`). The summary gives the mean and sample standard deviation of mid_basis, the half-life of an AR(1) fit, the bucket closes with an edge at $100 (\`executable_minutes\`) and the share of them whose better direction is above zero after fees. With \`1m\` and \`5m\` a window spans at most ${BASIS_MINUTES_PER_ANSWER_MAX} minutes (one day), read from the tape. With \`1h\` and \`1d\` it spans at most ${BASIS_STORED_DAYS_MAX} days: every sealed hour is read from the stored minute basis (each active pair's quoted minutes, computed from the same tape the same way once the hour is sealed, 15 minutes past the next hour; one object a day, its pairs also a Parquet day file beside the lake's, \`basis.parquet\`), the hours not stored yet (the current ones, or those of a pair not active when they were stored) from the tape; \`meta.stored\` and \`meta.tape\` say what was read. An answer reads at most ${BASIS_TAPE_BYTES_PER_ANSWER_MAX / 1024 / 1024} MiB of tape (each snapshot whole) and looks up the books of at most ${BASIS_BOOK_CLOSES_PER_ANSWER_MAX} bucket closes (two lookups of three range reads each; a stored hour's close needs none, so a ${BASIS_STORED_DAYS_MAX}-day \`1h\` window of stored hours is one answer, and only closes of hours read from the tape count: \`meta.books.closes\` and \`meta.stored.closes\`), and ends earlier when either runs out, with \`links.next\` for the rest. An id no pair has answers 404 equivalence-pair-not-found; a window that is inverted, empty or too long for its interval 400 invalid-parameter.`,
  params: PairIdParams,
  query: BasisQuery,
  schema: BasisResponseSchema,
  example: BASIS_EXAMPLE,
  problems: ["equivalence-pair-not-found"],
});

/** The window's minutes with their basis, and where the answer's reading of them ends. */
interface WindowMinutes {
  minutes: BasisMinuteOf[];
  endMs: number;
  tape: { snapshots: number; bytes: number };
  stored: { hours: number } & StoredRead;
  /** The stored hours' closes with their edges, by close minute (none from the tape). */
  closes: Map<number, StoredClose>;
}

/** The window's minutes from the tape alone (`1m`, `5m`): one read within the answer's byte budget. */
async function tapeMinutes(
  bucket: R2Bucket,
  legs: { a: LegRef; b: LegRef },
  polarity: Polarity | null,
  fromMs: number,
  toMs: number,
): Promise<WindowMinutes> {
  const read = await readLegMids(bucket, legs, fromMs, toMs, BASIS_TAPE_BYTES_PER_ANSWER_MAX);
  return {
    minutes: joinLegMinutes(read.a, read.b, polarity),
    endMs: read.readToMs,
    tape: { snapshots: read.snapshots, bytes: read.bytes },
    stored: { hours: 0, objects: 0, bytes: 0 },
    closes: new Map(),
  };
}

/** Days of the stored minute basis read at once (in parallel), as an answer's hours reach them. */
const STORED_DAYS_PER_READ = 7;

/**
 * The window's minutes (`1h`, `1d`): each hour the stored minute basis holds for the pair in its
 * current polarity from there, every other run of hours from the tape, within the answer's byte budget
 * (the answer ends where it runs out). A day's stored hours are read from its day object, or from its
 * hour objects while the day is not gathered yet (today and yesterday), a few days at a time as the
 * answer reaches them; a stored hour's close comes with its edges. The reading ends at the start of the
 * first bucket past `maxCloses` buckets whose close is not a stored hour's (their books are looked up),
 * where `closesEnd` would end the answer: what lies past the next bucket is not read.
 */
async function storedAndTapeMinutes(
  bucket: R2Bucket,
  pairId: string,
  legs: { a: LegRef; b: LegRef },
  polarity: Polarity | null,
  window: { fromMs: number; toMs: number; interval: BasisInterval; maxCloses: number },
  nowMs: number,
): Promise<WindowMinutes> {
  const { fromMs, toMs } = window;
  const recentFromMs = Math.floor(nowMs / DAY_MS) * DAY_MS - DAY_MS;
  const stored: WindowMinutes["stored"] = { hours: 0, objects: 0, bytes: 0 };
  const byHour = new Map<number, StoredPairHour>();
  const closes = new Map<number, StoredClose>();
  const firstDay = Math.floor(fromMs / DAY_MS) * DAY_MS;
  let loadedToMs = firstDay;
  /** Whether the stored basis holds `hourMs` for the pair, reading the next days when it is past them. */
  const isStored = async (hourMs: number) => {
    while (hourMs >= loadedToMs && loadedToMs < toMs) {
      const days: number[] = [];
      for (let day = loadedToMs; day < toMs && days.length < STORED_DAYS_PER_READ; day += DAY_MS)
        days.push(day);
      const read = await Promise.all(
        days.map((day) =>
          readStoredPairDay(bucket, rfc3339(day).slice(0, 10), pairId, day >= recentFromMs, stored),
        ),
      );
      for (const hour of read.flat()) {
        if (hour.polarity !== polarity) continue;
        byHour.set(hour.hour_ms, hour);
        if (hour.close) closes.set(hour.close.minute, hour.close);
      }
      loadedToMs = (days.at(-1) as number) + DAY_MS;
    }
    return byHour.has(hourMs);
  };

  const result: WindowMinutes = {
    minutes: [],
    endMs: toMs,
    tape: { snapshots: 0, bytes: 0 },
    stored,
    closes,
  };
  const width = BASIS_INTERVAL_MS[window.interval];
  let lookups = 0;
  /** The last bucket with a quoted minute so far: its start and its close (last quoted minute) so far. */
  let open: { start: number; close: number } | null = null;
  /** A bucket is done: false (the reading ends at its start) when its close is a lookup past `maxCloses`. */
  const settle = (bucket: { start: number; close: number }): boolean => {
    if (closes.has(bucket.close) || ++lookups <= window.maxCloses) return true;
    result.endMs = bucket.start;
    return false;
  };
  /** Takes minutes in; false (the reading ended) once a bucket past `maxCloses` lookups is done. */
  const admit = (minutes: readonly BasisMinuteOf[]): boolean => {
    for (const m of minutes) {
      if (m.basis.mid_basis !== null) {
        const bucketStart = Math.floor(m.minute / width) * width;
        if (open === null || bucketStart !== open.start) {
          if (open !== null && !settle(open)) return false;
          open = { start: bucketStart, close: m.minute };
        } else open.close = m.minute;
      }
      result.minutes.push(m);
    }
    return true;
  };
  const storedHours: number[] = [];

  let hourMs = Math.floor(fromMs / HOUR_MS) * HOUR_MS;
  while (hourMs < toMs) {
    const start = Math.max(fromMs, hourMs);
    if (await isStored(hourMs)) {
      const end = Math.min(toMs, hourMs + HOUR_MS);
      const held = byHour.get(hourMs) as StoredPairHour;
      if (!admit(minutesOf(held).filter((m) => m.minute >= start && m.minute < end))) break;
      storedHours.push(hourMs);
      hourMs += HOUR_MS;
      continue;
    }
    // A run of hours not stored: read from the tape at once, within what is left of the budget.
    let runEnd = hourMs + HOUR_MS;
    while (runEnd < toMs && !(await isStored(runEnd))) runEnd += HOUR_MS;
    const end = Math.min(toMs, runEnd);
    const left = BASIS_TAPE_BYTES_PER_ANSWER_MAX - result.tape.bytes;
    if (result.tape.snapshots > 0 && left <= 0) {
      result.endMs = start;
      break;
    }
    const read = await readLegMids(bucket, legs, start, end, Math.max(left, 1));
    result.tape.snapshots += read.snapshots;
    result.tape.bytes += read.bytes;
    if (!admit(joinLegMinutes(read.a, read.b, polarity))) break;
    if (read.readToMs < end) {
      result.endMs = read.readToMs;
      break;
    }
    hourMs = runEnd;
  }
  // The stored hours answered: those before where the reading ended.
  stored.hours = storedHours.filter((h) => h < result.endMs).length;
  return result;
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

/** A bucket's execution as served: the edges at its close and when the terms they used were stated. */
type BucketExecution = CloseExecution & { fee_terms_fetched_at: StoredClose["fee_terms_fetched_at"] };

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
    const polarity = row.polarity as Polarity | null;
    const read = await failClosed(
      () =>
        readsStoredBasis(query.interval)
          ? storedAndTapeMinutes(
              c.env.LAKE,
              pairId,
              legs,
              polarity,
              { fromMs, toMs, interval: query.interval, maxCloses: BASIS_BOOK_CLOSES_PER_ANSWER_MAX },
              Date.now(),
            )
          : tapeMinutes(c.env.LAKE, legs, polarity, fromMs, toMs),
      { what: "lake tape" },
    );
    const minutes = read.minutes;
    const tapeEndMs = read.endMs;
    // A close a stored hour holds comes with its edges; every other close's books are looked up.
    const looksUp = (closeMinute: number) => !read.closes.has(closeMinute);
    const readBuckets = basisBuckets(minutes, fromMs, tapeEndMs, query.interval);
    const endMs = closesEnd(readBuckets, BASIS_BOOK_CLOSES_PER_ANSWER_MAX, tapeEndMs, looksUp);
    // Cut by the closes, the answer ends at a bucket's start: the buckets before it are as read.
    const buckets = readBuckets.filter((b) => b.start < endMs);
    const lookedUp = buckets.flatMap((b) => (b.close && looksUp(b.close.minute) ? [b.close.minute] : []));
    const [fees, books] = await Promise.all([
      readPairs(() => readFeeTerms(openDb(c.env.DB), [legs.a, legs.b])),
      failClosed(() => readLegBooks(c.env.LAKE, legs, lookedUp), { what: "lake book tape" }),
    ]);
    const feesA = fees.get(feeTermsKey(row.venueA, row.marketA)) ?? null;
    const feesB = fees.get(feeTermsKey(row.venueB, row.marketB)) ?? null;
    const booksAt = new Map(books.books.map((at) => [at.minute, at]));
    const noTerms = { a: null, b: null };
    const executionOf = (bucket: BasisBucket): BucketExecution => {
      const stored = bucket.close ? read.closes.get(bucket.close.minute) : undefined;
      if (stored) return { ...stored.execution, fee_terms_fetched_at: stored.fee_terms_fetched_at };
      const at = bucket.close ? booksAt.get(bucket.close.minute) : undefined;
      if (polarity === null || at === undefined) {
        return { edges: null, reason: "no_quoted_minute", fee_terms_fetched_at: noTerms };
      }
      return {
        ...executionAtBooks(at, { a: feesA?.terms ?? null, b: feesB?.terms ?? null }, polarity),
        fee_terms_fetched_at: { a: feesA?.fetched_at ?? null, b: feesB?.fetched_at ?? null },
      };
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
            execution: executions[i] as BucketExecution,
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
          tape: read.tape,
          books: { closes: books.books.length, lookups: books.lookups, bytes: books.bytes },
          stored: {
            hours: read.stored.hours,
            closes: buckets.filter((b) => b.close && read.closes.has(b.close.minute)).length,
            objects: read.stored.objects,
            bytes: read.stored.bytes,
          },
        },
      ),
      "current",
    );
  });
}
