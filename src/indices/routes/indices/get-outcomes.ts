import type { z } from "@hono/zod-openapi";
import { rfc3339 } from "../../../domain/clock.ts";
import type { DistributionOutcome } from "../../../domain/methodology/distribution.ts";
import type { Distribution } from "../../../domain/methodology/index.ts";
import { scoreDistribution } from "../../../domain/outcomes/buckets.ts";
import {
  basePeriod,
  distributionWindows,
  monthBefore,
  realizedIndexValue,
} from "../../../domain/outcomes/index-periods.ts";
import { roundScore } from "../../../domain/outcomes/rounding.ts";
import {
  listPrintedPeriods,
  type OfficialPeriod,
  readOfficialPeriods,
} from "../../../outcomes/prints-read.ts";
import { openDb } from "../../../platform/db/db.ts";
import type { App } from "../../../platform/http/app-types.ts";
import { answerPage } from "../../../platform/http/pages.ts";
import { type OfficialSeries, seriesForInstrument } from "../../../venues/prints/index.ts";
import { roundDistributionsIn, type StoredDistribution } from "../../store/distributions.ts";
import { distributionItem } from "./get-distribution-history.ts";
import { INDEX_LINK_HEADER } from "./paged.ts";
import { INDEX_OUTCOMES_EXAMPLE } from "./scored-examples.ts";
import {
  INDEX_OUTCOMES_PAGE_SIZE_DEFAULT,
  INDEX_OUTCOMES_PAGE_SIZE_MAX,
  IndexOutcomesQuery,
  IndexOutcomesResponse,
  type IndexOutcomesSchema,
} from "./scored-schema.ts";
import { identity, indexPath, indexRoute, readIndex, resolveIndex } from "./shared.ts";

const route = indexRoute({
  path: "/outcomes",
  operationId: "listIndexOutcomes",
  summary: "Resolved periods, scored",
  description: `Each resolved period of the index's official series (the latest first, ${INDEX_OUTCOMES_PAGE_SIZE_DEFAULT} a page by default, \`page_size\` at most ${INDEX_OUTCOMES_PAGE_SIZE_MAX}; \`from\`/\`to\` bound the periods, both included): the first print and its revisions, the print the venues settle on, the index's realised value from it, and the index's distribution 1h, 24h, 7d and 30d before the first print's release (the latest committed round at or before that instant, within the horizon's tolerance and after the previous period's release; null where none), scored: the probability of the bucket that happened, the mid-PIT F(below) + p/2, the CRPS in the index's units and the log score −ln max(p, 0.000001). Scores to 6 decimals; docs/outcomes.md gives each formula. An index without an official series, or whose periods are FOMC meetings, answers with no period and says why (\`unscored_reason\`). An inverted window or a malformed period answers 400 invalid-parameter, a page past the last 404 page-not-found. Scope outcomes:read.`,
  query: IndexOutcomesQuery,
  schema: IndexOutcomesResponse,
  example: INDEX_OUTCOMES_EXAMPLE,
  headers: INDEX_LINK_HEADER,
  problems: ["page-not-found"],
});

/** The published scores of one distribution's outcomes against the realised value (6 decimals). */
export function publishedScores(outcomes: readonly DistributionOutcome[], realized: number) {
  const s = scoreDistribution(outcomes, realized);
  return {
    bucket: s.bucket === null ? null : (outcomes[s.bucket]?.label ?? null),
    probability: roundScore(s.probability),
    pit: s.pit === null ? null : roundScore(s.pit),
    crps: roundScore(s.crps),
    log_score: roundScore(s.log_score),
  };
}

function printOf(p: OfficialPeriod["first_print"]) {
  return { ...p };
}

function seriesOf(series: OfficialSeries) {
  return {
    id: series.id,
    name: series.name,
    unit: series.unit,
    source: series.source,
    period_kind: series.periodKind,
    index_value: series.indexValue,
  };
}

/** The period before `period` whose release ends the index's forecast of it (monthly series only). */
const previousPeriod = (series: OfficialSeries, period: string) =>
  series.periodKind === "month" ? monthBefore(period, 1) : null;

export function registerGetIndexOutcomes(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const query = c.req.valid("query");
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? INDEX_OUTCOMES_PAGE_SIZE_DEFAULT;
    const series = seriesForInstrument(row.symbol)[0];
    const base = {
      type: "index_outcomes" as const,
      ...identity(row),
      unit: row.unit,
      series: series === undefined ? null : seriesOf(series),
    };
    const answer = (
      total: number,
      reason: "no_official_series" | "meeting_calendar_not_kept" | null,
      items: z.infer<typeof IndexOutcomesSchema>["items"],
    ) =>
      answerPage(c, {
        path: indexPath(row.slug, "/outcomes"),
        page,
        pageSize,
        total,
        of: `${row.symbol}'s resolved periods`,
        data: { ...base, unscored_reason: reason, items },
      });
    if (series === undefined) return answer(0, "no_official_series", []);
    if (series.periodKind === "meeting") return answer(0, "meeting_calendar_not_kept", []);
    const db = openDb(c.env.DB);
    const { total, periods } = await readIndex("official prints", () =>
      listPrintedPeriods(
        db,
        series.id,
        {
          ...(query.from !== undefined ? { from: query.from } : {}),
          ...(query.to !== undefined ? { to: query.to } : {}),
        },
        { offset: (page - 1) * pageSize, limit: pageSize },
      ),
    );
    const scored = await scoreIndexPeriods(c.env.DB, row.symbol, series, periods);
    const items = scored.map((p) => ({
      period: p.record.period,
      first_print: printOf(p.record.first_print),
      revisions: p.record.revisions.map(printOf),
      settles_on: p.record.settles_on,
      settling_print: printOf(p.record.outcome),
      released_at: rfc3339(Date.parse(p.record.first_print.released_at)),
      release_time_known: p.known,
      base_period: p.basePeriodId,
      base_value: p.baseValue,
      realized_value: p.realized,
      horizons: p.horizons.map((h) => ({
        horizon: h.horizon,
        target: rfc3339(h.targetMs),
        distribution: h.stored === null ? null : distributionItem(h.stored),
        scores: h.outcomes === null || p.realized === null ? null : publishedScores(h.outcomes, p.realized),
      })),
    }));
    return answer(total, null, items);
  });
}

/** One period of an index's official series with the distributions standing before its release. */
export interface ScoredIndexPeriod {
  record: OfficialPeriod;
  basePeriodId: string | null;
  baseValue: string | null;
  /** The index's realised value (null when the base print is missing). */
  realized: number | null;
  /** Whether the first print's release time is known (not a back-fill). */
  known: boolean;
  horizons: {
    horizon: string;
    targetMs: number;
    /** The committed round's distribution standing for the horizon; null when none qualifies. */
    stored: StoredDistribution | null;
    outcomes: readonly DistributionOutcome[] | null;
  }[];
}

/**
 * The periods named (of the index's official series, a monthly one) with their prints, realised value
 * and the distributions the index published before each release at every horizon: what
 * `GET /api/v1/indices/{id}/outcomes` serves and the calibration scores. At most 30 periods a call (each
 * needs its base and previous period's prints, read in one query of at most 90 periods).
 */
export async function scoreIndexPeriods(
  d1: D1Database,
  symbol: string,
  series: OfficialSeries,
  periods: readonly string[],
): Promise<ScoredIndexPeriod[]> {
  const db = openDb(d1);
  const rule = series.indexValue;
  const records = await readIndex("official prints", async () => {
    const wanted = periods.flatMap((p) => [p, basePeriod(rule, p), previousPeriod(series, p)]);
    const needed = [...new Set(wanted.filter((p): p is string => p !== null))];
    const read = needed.length === 0 ? [] : await readOfficialPeriods(db, series.id, { periods: needed });
    return new Map(read.map((r) => [r.period, r]));
  });
  const scored = periods.flatMap((period) => {
    const record = records.get(period);
    if (record === undefined) return [];
    const basePeriodId = basePeriod(rule, period);
    const baseRecord = basePeriodId === null ? undefined : records.get(basePeriodId);
    const baseValue = baseRecord?.outcome.value ?? null;
    const realized = realizedIndexValue(rule, record.outcome.value, baseValue);
    const releasedAtMs = Date.parse(record.first_print.released_at);
    const known = record.first_print.released_after !== null;
    const previous = previousPeriod(series, period);
    const previousRelease = previous === null ? undefined : records.get(previous)?.first_print.released_at;
    const windows = distributionWindows(
      releasedAtMs,
      previousRelease === undefined ? null : Date.parse(previousRelease),
    );
    return [{ record, basePeriodId, baseValue, realized, known, windows }];
  });
  const lookups = scored.flatMap((p) =>
    p.known ? p.windows.map((w) => ({ oldestMs: w.oldest_ms, targetMs: w.target_ms })) : [],
  );
  const found = await readIndex("distributions", () => roundDistributionsIn(d1, symbol, lookups));
  let next = 0;
  return scored.map((p) => ({
    record: p.record,
    basePeriodId: p.basePeriodId,
    baseValue: p.baseValue,
    realized: p.realized,
    known: p.known,
    horizons: p.windows.map((w) => {
      const stored = p.known ? (found[next++] ?? null) : null;
      return {
        horizon: w.horizon,
        targetMs: w.target_ms,
        stored,
        outcomes: stored === null ? null : (stored.body as Distribution).outcomes,
      };
    }),
  }));
}
