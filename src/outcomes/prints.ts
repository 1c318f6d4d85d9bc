/**
 * The official prints' collection: every minute from the scheduled handler (BLS on the minutes ≡ 0 mod 5
 * only: with a registration key BLS allows 500 queries a day, and one query reads every BLS series), it
 * reads each official series (src/venues/prints/) and stores, per series and period, the first value seen
 * (revision 0) and every later different value as the next revision, with the instant it was first seen
 * and the previous successful read (the release happened in between; docs of `official_prints`).
 *
 * Budget: at most 5 requests a run (one BLS query, two FRED, two EIA), each attempt timed out at 5 s with
 * one retry, and no request is started once 20 s have passed. It never throws: a source that fails is
 * recorded in `official_print_polls` (the reason, the failures since the last success) and the run goes on.
 */
import { and, eq, inArray } from "drizzle-orm";
import { type Db, openDb, runBatch, write } from "../platform/db/db.ts";
import { officialPrintPolls, officialPrints } from "../platform/db/schema.ts";
import { createHttpClient, type HttpClient } from "../venues/http/client.ts";
import {
  OFFICIAL_SERIES,
  type OfficialObservation,
  type OfficialSeries,
  type PrintsConfig,
  type PrintsResult,
  readBlsSeries,
  readEiaSeries,
  readFredSeries,
} from "../venues/prints/index.ts";

export const PRINTS_BUDGET_MS = 20_000;
export const PRINTS_BLS_EVERY_MINUTES = 5;

/**
 * What the collection reads of the Worker's environment: the D1 database, each source's base URL
 * (wrangler.toml) and the agencies' keys, optional secrets (FRED and EIA refuse a request without
 * theirs: recorded as a failure; BLS answers fewer queries a day without one).
 */
export interface PrintsEnv {
  DB: D1Database;
  PRINTS_BLS_URL: string;
  PRINTS_FRED_URL: string;
  PRINTS_EIA_URL: string;
  BLS_API_KEY?: string;
  FRED_API_KEY?: string;
  EIA_API_KEY?: string;
}

export function printsConfig(env: PrintsEnv): PrintsConfig {
  return {
    blsBaseUrl: env.PRINTS_BLS_URL,
    fredBaseUrl: env.PRINTS_FRED_URL,
    eiaBaseUrl: env.PRINTS_EIA_URL,
    ...(env.BLS_API_KEY ? { blsKey: env.BLS_API_KEY } : {}),
    ...(env.FRED_API_KEY ? { fredKey: env.FRED_API_KEY } : {}),
    ...(env.EIA_API_KEY ? { eiaKey: env.EIA_API_KEY } : {}),
  };
}

export interface PrintsRunReport {
  at: string;
  /** Per series: new first prints and revisions stored, or the failure. */
  series: { id: string; first_prints: number; revisions: number; failure: string | null }[];
  /** Series not read this run (not their minute, or the budget was spent). */
  skipped: string[];
  duration_ms: number;
}

export interface PrintsRunOptions {
  client?: HttpClient;
  /** Read BLS whatever the minute (tests, a manual run). */
  allSources?: boolean;
  budgetMs?: number;
  /** The run's clock for its budget (defaults to the client's). */
  now?: () => number;
}

export async function collectOfficialPrints(
  env: PrintsEnv,
  nowMs: number,
  options: PrintsRunOptions = {},
): Promise<PrintsRunReport> {
  const client = options.client ?? createHttpClient({ timeoutMs: 5_000, maxRetries: 1 });
  const clock = options.now ?? (() => client.now());
  const started = clock();
  const budget = options.budgetMs ?? PRINTS_BUDGET_MS;
  const report: PrintsRunReport = { at: iso(nowMs), series: [], skipped: [], duration_ms: 0 };
  try {
    const config = printsConfig(env);
    const db = openDb(env.DB);
    const readBls =
      options.allSources === true || new Date(nowMs).getUTCMinutes() % PRINTS_BLS_EVERY_MINUTES === 0;
    const groups: { series: OfficialSeries[]; read: () => Promise<PrintsResult> }[] = [];
    const bls = OFFICIAL_SERIES.filter((s) => s.source === "bls");
    if (readBls)
      groups.push({
        series: bls,
        read: () =>
          readBlsSeries(
            config,
            bls.map((s) => s.sourceSeriesId),
            client,
          ),
      });
    else report.skipped.push(...bls.map((s) => s.id));
    for (const series of OFFICIAL_SERIES) {
      if (series.source === "fred")
        groups.push({ series: [series], read: () => readFredSeries(config, series.sourceSeriesId, client) });
      if (series.source === "eia")
        groups.push({
          series: [series],
          read: () => readEiaSeries(config, series.route ?? "", series.sourceSeriesId, client),
        });
    }
    for (const group of groups) {
      if (clock() - started >= budget) {
        report.skipped.push(...group.series.map((s) => s.id));
        continue;
      }
      const result = await group.read();
      for (const series of group.series) {
        report.series.push(await storeResult(db, series, result, nowMs));
      }
    }
  } catch {
    // A store that cannot be written: reported, never thrown into the cron.
    report.series.push({ id: "*", first_prints: 0, revisions: 0, failure: "store_failed" });
  }
  report.duration_ms = clock() - started;
  return report;
}

async function storeResult(
  db: Db,
  series: OfficialSeries,
  result: PrintsResult,
  nowMs: number,
): Promise<PrintsRunReport["series"][number]> {
  const at = iso(nowMs);
  const poll = await db
    .select()
    .from(officialPrintPolls)
    .where(eq(officialPrintPolls.seriesId, series.id))
    .get();
  if (!result.ok) {
    await db
      .insert(officialPrintPolls)
      .values({ seriesId: series.id, lastAttemptAt: at, lastFailure: result.reason, failures: 1 })
      .onConflictDoUpdate({
        target: officialPrintPolls.seriesId,
        set: { lastAttemptAt: at, lastFailure: result.reason, failures: (poll?.failures ?? 0) + 1 },
      });
    return { id: series.id, first_prints: 0, revisions: 0, failure: result.reason };
  }
  const observations = result.observations.filter((o) => o.sourceSeriesId === series.sourceSeriesId);
  const latest = await latestRevisions(
    db,
    series.id,
    observations.map((o) => o.period),
  );
  const releasedAfter = poll?.lastSuccessAt ?? null;
  let firstPrints = 0;
  let revisions = 0;
  const rows: (typeof officialPrints.$inferInsert)[] = [];
  for (const observation of observations) {
    const stored = latest.get(observation.period);
    if (stored !== undefined && sameDecimal(stored.value, observation.value)) continue;
    const revision = stored === undefined ? 0 : stored.revision + 1;
    if (revision === 0) firstPrints++;
    else revisions++;
    rows.push(row(series.id, observation, revision, at, releasedAfter));
  }
  const writes = rows.map((r) => write(db, db.insert(officialPrints).values(r).onConflictDoNothing()));
  writes.push(
    write(
      db,
      db
        .insert(officialPrintPolls)
        .values({ seriesId: series.id, lastAttemptAt: at, lastSuccessAt: at, lastFailure: null, failures: 0 })
        .onConflictDoUpdate({
          target: officialPrintPolls.seriesId,
          set: { lastAttemptAt: at, lastSuccessAt: at, lastFailure: null, failures: 0 },
        }),
    ),
  );
  await runBatch(db, writes);
  return { id: series.id, first_prints: firstPrints, revisions, failure: null };
}

/** The newest stored revision of each of the periods. */
async function latestRevisions(
  db: Db,
  seriesId: string,
  periods: string[],
): Promise<Map<string, { value: string; revision: number }>> {
  const latest = new Map<string, { value: string; revision: number }>();
  const unique = [...new Set(periods)];
  for (let i = 0; i < unique.length; i += 90) {
    const rows = await db
      .select({
        period: officialPrints.period,
        value: officialPrints.value,
        revision: officialPrints.revision,
      })
      .from(officialPrints)
      .where(
        and(eq(officialPrints.seriesId, seriesId), inArray(officialPrints.period, unique.slice(i, i + 90))),
      )
      .all();
    for (const r of rows) {
      const seen = latest.get(r.period);
      if (seen === undefined || r.revision > seen.revision)
        latest.set(r.period, { value: r.value, revision: r.revision });
    }
  }
  return latest;
}

function row(
  seriesId: string,
  o: OfficialObservation,
  revision: number,
  at: string,
  releasedAfter: string | null,
): typeof officialPrints.$inferInsert {
  return {
    seriesId,
    period: o.period,
    revision,
    value: o.value,
    valueNum: Number(o.value),
    preliminary: o.preliminary,
    releasedAt: at,
    releasedAfter,
    vintage: o.vintage,
  };
}

/** `"4.00"` and `"4"` are the same print; `"4.01"` is a revision. */
export function sameDecimal(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: string): string {
  const negative = value.startsWith("-");
  const [whole = "", fraction = ""] = value.replace(/^[-+]/, "").split(".");
  const w = whole.replace(/^0+(?=\d)/, "");
  const f = fraction.replace(/0+$/, "");
  const text = f === "" ? w : `${w}.${f}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
