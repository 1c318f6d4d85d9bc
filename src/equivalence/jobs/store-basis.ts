/**
 * The stored minute basis (src/equivalence/store/stored-basis.ts): once every minute of a UTC hour is
 * past the whole-venue sealing (the lake's `hourSealed`), the hourly cron (minute 15, the lake's hour
 * minute, src/lake/jobs/schedule.ts; the worker hooks it in) computes every active pair's minutes of
 * the hour in one pass over each leg venue's snapshots of the hour, and stores them as one object;
 * once a day's 24 hours are stored, its day object and index. Each minute is what the basis route
 * computes from the tape: each leg's YES row of its market in the snapshot (`yesRowOf`), its `mid` on a
 * two-sided book, joined and differenced in the pair's common polarity (`joinLegMinutes`,
 * src/domain/equivalence/basis-buckets.ts). Each pair's close of the hour (its last quoted minute) is
 * stored with the execution-aware edges the basis route serves for a bucket closing on it: both legs'
 * books read from the lake's book tape at that minute (`readLegBooks`) and walked with each leg's fee
 * terms as stored at this run (`executionAtBooks`). Every object is written once (a conditional put): a job run
 * twice, or two runs racing, store the first run's hour. A run computes at most the last few sealed
 * hours not stored, and starts no further hour once BASIS_JOB_BYTES_PER_RUN of snapshots are read.
 */
import { HOUR_MS, rfc3339, utcDateAndHhmm } from "../../domain/clock.ts";
import { joinLegMinutes, type LegMinute } from "../../domain/equivalence/basis-buckets.ts";
import type { Bindings } from "../../env.ts";
import { hourSealed } from "../../lake/jobs/hour-summary.ts";
import { isLakeDailyMinute } from "../../lake/jobs/schedule.ts";
import { oldestKeptDate, retentionSetting } from "../../lake/retention.ts";
import { readManifest } from "../../lake/store/lake.ts";
import { readSnapshotTexts, yieldToOthers } from "../../lake/store/lake-reads.ts";
import { decodeMarketRows, decodeTape } from "../../lake/tape.ts";
import { cycleStart } from "../../lake/time.ts";
import { openDb } from "../../platform/db/db.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { feeTermsKey, readFeeTerms, type StoredFeeTerms } from "../store/fee-terms.ts";
import { executionAtBooks, readLegBooks } from "../store/leg-books.ts";
import { yesRowOf } from "../store/leg-mids.ts";
import { type ActivePair, activePairs } from "../store/pairs.ts";
import {
  dayStored,
  hourStored,
  pruneStoredBasis,
  type StoredClose,
  type StoredHour,
  type StoredMinute,
  writeStoredDay,
  writeStoredHour,
} from "../store/stored-basis.ts";

/** Sealed hours a run looks back over: the last one and two more in case a run was lost. */
export const BASIS_HOURS_PER_RUN = 3;
/** At the daily job's minute (00:15 UTC): the whole previous day and the hours before it. */
export const BASIS_HOURS_PER_DAILY_RUN = 27;
/** Snapshot bytes past which a run starts no further hour (the first is always computed). */
export const BASIS_JOB_BYTES_PER_RUN = 256 * 1024 * 1024;
/** Snapshots read at once (the runtime keeps six connections per invocation). */
const READS_IN_FLIGHT = 6;
/** Up to this many markets of a venue are found by scanning a snapshot's text; more parse it whole. */
const SCANNED_MARKETS_MAX = 16;
/** Pairs whose closes' books are read at once (two lookups of three range reads a pair). */
const CLOSES_IN_FLIGHT = 4;
/**
 * Book lookups a run makes at most for the closes it stores (each three R2 range reads, so 720 reads),
 * within the invocation's subrequest budget (src/lake/collect/budget.ts) beside the hour's snapshot
 * reads: 120 pairs' closes a run. Past it a pair's hour is stored without its close, and the basis route
 * looks its books up as it does for hours stored before closes were.
 */
export const BASIS_CLOSE_LOOKUPS_PER_RUN = 240;

/** The rows of `markets` in one snapshot text, in tape order, by market. */
function marketRows(text: string, markets: ReadonlySet<string>): Map<string, LakeRow[]> {
  const found = new Map<string, LakeRow[]>();
  const add = (row: LakeRow) => {
    const rows = found.get(row.market_id);
    if (rows) rows.push(row);
    else found.set(row.market_id, [row]);
  };
  if (markets.size <= SCANNED_MARKETS_MAX) {
    for (const market of markets) for (const row of decodeMarketRows(text, market)) add(row);
  } else {
    for (const row of decodeTape(text)) if (markets.has(row.market_id)) add(row);
  }
  return found;
}

/** Each wanted market's minutes of one venue's hour: its YES row's mid per snapshot it has rows in. */
async function venueHour(
  bucket: R2Bucket,
  venue: string,
  markets: ReadonlySet<string>,
  hourMs: number,
): Promise<{ minutes: Map<string, LegMinute[]>; snapshots: number; bytes: number }> {
  const { date } = utcDateAndHhmm(hourMs);
  const manifest = await readManifest(bucket, venue, date);
  const entries = (manifest?.snapshots ?? []).flatMap((entry) => {
    const minute = Date.parse(cycleStart(date, entry.at));
    return minute >= hourMs && minute < hourMs + HOUR_MS ? [{ entry, minute }] : [];
  });
  const minutes = new Map<string, LegMinute[]>();
  let bytes = 0;
  for (let i = 0; i < entries.length; i += READS_IN_FLIGHT) {
    const batch = entries.slice(i, i + READS_IN_FLIGHT);
    const read = await Promise.all(
      batch.map(async ({ entry, minute }) => {
        const rows = new Map<string, LakeRow[]>();
        for await (const text of readSnapshotTexts(bucket, venue, date, entry.at)) {
          for (const [market, found] of marketRows(text, markets)) {
            rows.set(market, [...(rows.get(market) ?? []), ...found]);
          }
          await yieldToOthers();
        }
        return { minute, rows };
      }),
    );
    for (const { minute, rows } of read) {
      for (const [market, found] of rows) {
        const row = yesRowOf(found);
        if (!row) continue;
        const mid = row.two_sided_book && row.mid !== undefined ? row.mid : null;
        const list = minutes.get(market);
        if (list) list.push({ minute, mid });
        else minutes.set(market, [{ minute, mid }]);
      }
    }
    for (const { entry } of batch) bytes += entry.bytes;
  }
  for (const list of minutes.values()) list.sort((x, y) => x.minute - y.minute);
  return { minutes, snapshots: entries.length, bytes };
}

/** What the closes of an hour's pairs cost: book lookups made and the bytes of the lines found. */
export interface CloseReads {
  closes: number;
  lookups: number;
  bytes: number;
}

/**
 * Each pair's close of the hour (its last stored minute) with its edges: both legs' books at that
 * minute and each leg's terms from `fees` (by `feeTermsKey`), a few pairs at a time, while
 * `maxLookups` allows (two a pair); the pairs past it keep no close.
 */
async function storedCloses(
  bucket: R2Bucket,
  pairs: readonly ActivePair[],
  hour: StoredHour,
  fees: ReadonlyMap<string, StoredFeeTerms>,
  maxLookups: number,
): Promise<CloseReads> {
  const reads: CloseReads = { closes: 0, lookups: 0, bytes: 0 };
  const due = pairs
    .flatMap((p) => {
      const last = hour.pairs[p.pairId]?.minutes.at(-1);
      return last ? [{ pair: p, minute: last[0] }] : [];
    })
    .slice(0, Math.max(0, Math.floor(maxLookups / 2)));
  for (let i = 0; i < due.length; i += CLOSES_IN_FLIGHT) {
    await Promise.all(
      due.slice(i, i + CLOSES_IN_FLIGHT).map(async ({ pair, minute }) => {
        const legs = {
          a: { venue: pair.venueA, marketId: pair.marketA },
          b: { venue: pair.venueB, marketId: pair.marketB },
        };
        const books = await readLegBooks(bucket, legs, [minute]);
        const at = books.books[0];
        if (!at) throw new Error(`no books read at ${rfc3339(minute)}`);
        const feesA = fees.get(feeTermsKey(pair.venueA, pair.marketA)) ?? null;
        const feesB = fees.get(feeTermsKey(pair.venueB, pair.marketB)) ?? null;
        const close: StoredClose = {
          minute,
          execution: executionAtBooks(
            at,
            { a: feesA?.terms ?? null, b: feesB?.terms ?? null },
            pair.polarity,
          ),
          fee_terms_fetched_at: { a: feesA?.fetched_at ?? null, b: feesB?.fetched_at ?? null },
        };
        (hour.pairs[pair.pairId] as StoredHour["pairs"][string]).close = close;
        reads.closes++;
        reads.lookups += books.lookups;
        reads.bytes += books.bytes;
      }),
    );
  }
  return reads;
}

/**
 * Every pair's quoted minutes of one hour, from one pass over each leg venue's snapshots of it, and
 * each pair's close with its edges (`fees`: the legs' terms as stored now, by `feeTermsKey`), within
 * `maxCloseLookups` book lookups.
 */
export async function computeStoredHour(
  bucket: R2Bucket,
  pairs: readonly ActivePair[],
  hourMs: number,
  fees: ReadonlyMap<string, StoredFeeTerms>,
  maxCloseLookups = BASIS_CLOSE_LOOKUPS_PER_RUN,
): Promise<{ hour: StoredHour; snapshots: number; bytes: number; closes: CloseReads }> {
  const wanted = new Map<string, Set<string>>();
  const want = (venue: string, market: string) => {
    const set = wanted.get(venue) ?? new Set<string>();
    set.add(market);
    wanted.set(venue, set);
  };
  for (const p of pairs) {
    want(p.venueA, p.marketA);
    want(p.venueB, p.marketB);
  }
  const venues = new Map<string, Map<string, LegMinute[]>>();
  let snapshots = 0;
  let bytes = 0;
  for (const [venue, markets] of wanted) {
    const read = await venueHour(bucket, venue, markets, hourMs);
    venues.set(venue, read.minutes);
    snapshots += read.snapshots;
    bytes += read.bytes;
  }
  const hour: StoredHour = { hour_ms: hourMs, pairs: {} };
  for (const p of pairs) {
    const a = venues.get(p.venueA)?.get(p.marketA) ?? [];
    const b = venues.get(p.venueB)?.get(p.marketB) ?? [];
    const minutes: StoredMinute[] = [];
    for (const { minute, basis } of joinLegMinutes(a, b, p.polarity)) {
      if (basis.mid_basis !== null) minutes.push([minute, basis.mid_a, basis.mid_b, basis.mid_basis]);
    }
    hour.pairs[p.pairId] = {
      legs: [p.venueA, p.marketA, p.venueB, p.marketB],
      polarity: p.polarity,
      minutes,
    };
  }
  const closes = await storedCloses(bucket, pairs, hour, fees, maxCloseLookups);
  return { hour, snapshots, bytes, closes };
}

export interface BasisJobReport {
  /** Hours computed and stored this run, oldest first. */
  stored: string[];
  /** Days whose day object this run wrote (or found written). */
  days: string[];
  /** Hours not stored this run: not sealed yet, or the run's byte budget ran out. */
  left: number;
  pairs: number;
  snapshots: number;
  bytes: number;
  /** Pair closes stored with their edges, and the book lookups (and bytes) they took. */
  closes: number;
  book_lookups: number;
  book_bytes: number;
}

/** The last `hours` sealed hours at `nowMs`, oldest first. */
export function sealedHours(nowMs: number, hours: number): number[] {
  let hourMs = Math.floor(nowMs / HOUR_MS) * HOUR_MS - HOUR_MS;
  while (!hourSealed(hourMs, nowMs)) hourMs -= HOUR_MS;
  return Array.from({ length: hours }, (_, i) => hourMs - (hours - 1 - i) * HOUR_MS);
}

/**
 * Computes and stores the given hours not yet stored (oldest first; an hour of a stored day is
 * skipped, an hour not sealed at `nowMs` left), then writes the day object of each day they complete.
 * No further hour is started once `maxBytes` of snapshots are read; the hours' closes share
 * `maxCloseLookups` book lookups (the hours past it are stored without closes).
 */
export async function storeBasisHours(
  env: Pick<Bindings, "DB" | "LAKE">,
  hourStarts: readonly number[],
  nowMs: number,
  maxBytes = BASIS_JOB_BYTES_PER_RUN,
  maxCloseLookups = BASIS_CLOSE_LOOKUPS_PER_RUN,
): Promise<BasisJobReport> {
  const pairs = await activePairs(openDb(env.DB));
  const report: BasisJobReport = {
    stored: [],
    days: [],
    left: 0,
    pairs: pairs.length,
    snapshots: 0,
    bytes: 0,
    closes: 0,
    book_lookups: 0,
    book_bytes: 0,
  };
  // The legs' fee terms as stored now: what every close this run stores is computed with.
  let fees: Map<string, StoredFeeTerms> | null = null;
  const days = new Set<string>();
  const storedDays = new Map<string, boolean>();
  for (const hourMs of hourStarts) {
    const { date } = utcDateAndHhmm(hourMs);
    if (!storedDays.has(date)) storedDays.set(date, await dayStored(env.LAKE, date));
    if (storedDays.get(date)) continue;
    days.add(date);
    if (await hourStored(env.LAKE, hourMs)) continue;
    if (!hourSealed(hourMs, nowMs) || report.bytes > maxBytes) {
      report.left++;
      continue;
    }
    fees ??= await readFeeTerms(
      openDb(env.DB),
      pairs.flatMap((p) => [
        { venue: p.venueA, marketId: p.marketA },
        { venue: p.venueB, marketId: p.marketB },
      ]),
    );
    const { hour, snapshots, bytes, closes } = await computeStoredHour(
      env.LAKE,
      pairs,
      hourMs,
      fees,
      maxCloseLookups - report.book_lookups,
    );
    await writeStoredHour(env.LAKE, hour);
    report.stored.push(rfc3339(hourMs));
    report.snapshots += snapshots;
    report.bytes += bytes;
    report.closes += closes.closes;
    report.book_lookups += closes.lookups;
    report.book_bytes += closes.bytes;
  }
  for (const date of days) if (await writeStoredDay(env.LAKE, date)) report.days.push(date);
  return report;
}

/**
 * Stores every hour of a closed UTC day not stored yet, then its day object: what the day's Parquet
 * file is written from (./basis-parquet.ts), whether or not the hourly runs got to every hour.
 */
export async function storeBasisDay(
  env: Pick<Bindings, "DB" | "LAKE">,
  date: string,
  nowMs: number,
): Promise<void> {
  const start = Date.parse(`${date}T00:00:00Z`);
  const hours = Array.from({ length: 24 }, (_, h) => start + h * HOUR_MS);
  await storeBasisHours(env, hours, nowMs, Number.POSITIVE_INFINITY);
  if (!(await dayStored(env.LAKE, date))) throw new Error(`the minute basis of ${date} is not stored`);
}

/**
 * The job under the hourly cron: its outcome logged, its failure logged and never thrown. The daily run
 * also deletes the stored days past the lake's Parquet retention (none when the setting is refused:
 * the lake's daily job logs why).
 */
export async function basisHourJob(
  env: Pick<Bindings, "DB" | "LAKE" | "LAKE_RETENTION_DAYS" | "LAKE_PARQUET_RETENTION_DAYS">,
  nowMs: number,
): Promise<void> {
  try {
    const daily = isLakeDailyMinute(nowMs);
    const hours = daily ? BASIS_HOURS_PER_DAILY_RUN : BASIS_HOURS_PER_RUN;
    const report = await storeBasisHours(env, sealedHours(nowMs, hours), nowMs);
    const setting = retentionSetting(env);
    const oldestKept = daily && setting.ok ? oldestKeptDate(setting.policy.parquetDays, nowMs) : null;
    const pruned = oldestKept === null ? [] : await pruneStoredBasis(env.LAKE, oldestKept);
    console.log(JSON.stringify({ level: "info", msg: "equivalence_basis_hours", ...report, pruned }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "equivalence_basis_hours_failed", reason }));
  }
}
