import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { collectProxyCloses } from "../factors/proxy-collection.ts";
import { runIngestionCycle } from "../indices/cycle/cycle.ts";
import { writeDayFile } from "../lake/jobs/daily.ts";
import { enqueueHourBuildsOfDay } from "../lake/jobs/hour-summary.ts";
import { compactDay, queueCompactionDeps } from "../lake/jobs/parquet-day.ts";
import { applyRetentionAll } from "../lake/jobs/retention.ts";
import { retentionSetting } from "../lake/retention.ts";
import { dayStatus, isCalendarDate } from "../lake/time.ts";
import { runNewsPass } from "../news/ingest/pass.ts";
import type { App } from "../platform/http/app-types.ts";
import { CACHE_POLICIES } from "../platform/http/cache-control.ts";
import { problem } from "../platform/http/problem.ts";
import { staticToken } from "../platform/middleware/static-token/index.ts";
import { recordFeedReadings } from "../stream/feed-status.ts";
import { handOffToStream } from "../stream/hand-off.ts";
import { ensureVenueFeeds } from "../stream/venue-feed/ensure.ts";
import { onCycleClaimed } from "./cycle-hand-offs.ts";
import { dayFileWriters } from "./day-file-writers.ts";

const PLANES = [
  "prices",
  "news",
  "factors",
  "feeds",
  "lake-compact",
  "lake-hours",
  "lake-retention",
] as const;
type RefreshPlane = (typeof PLANES)[number];

/** The one parameter a plane takes besides `plane`: the UTC date lake-compact compacts or lake-hours summarises. */
const DATE_PLANES: readonly RefreshPlane[] = ["lake-compact", "lake-hours"];

function invalid(c: Context<AppEnv>, name: string, reason: string) {
  return problem(c, "invalid-parameter", {
    detail: `Query parameter '${name}' ${reason}.`,
    invalidParams: [{ name, in: "query", reason }],
  });
}

/** `?date=YYYY-MM-DD`, required by and only accepted with a DATE_PLANES plane. */
function dateOf(c: Context<AppEnv>, plane: RefreshPlane): string | null | Response {
  const values = new URL(c.req.url).searchParams.getAll("date");
  if (!DATE_PLANES.includes(plane)) {
    return values.length === 0 ? null : invalid(c, "date", `is not accepted with plane=${plane}`);
  }
  if (values.length === 0) return invalid(c, "date", `is required with plane=${plane}`);
  const value = values[0] ?? "";
  if (values.length > 1) return invalid(c, "date", "must be given at most once");
  if (!isCalendarDate(value)) return invalid(c, "date", "must be a calendar date written YYYY-MM-DD (UTC)");
  return value;
}

/**
 * `?plane=prices|news|factors|feeds|lake-compact|lake-hours|lake-retention` (default prices), `date` with
 * lake-compact and lake-hours;
 * anything else, or any other parameter, is refused.
 */
function planeOf(c: Context<AppEnv>): RefreshPlane | Response {
  const query = new URL(c.req.url).searchParams;
  const unknown = [...new Set(query.keys())].filter((name) => name !== "plane" && name !== "date");
  if (unknown.length > 0) {
    return problem(c, "invalid-parameter", {
      detail: `Query parameter '${unknown[0]}' is not accepted by this route.`,
      invalidParams: unknown.map((name) => ({ name, in: "query", reason: "is not accepted by this route" })),
    });
  }
  const values = query.getAll("plane");
  if (values.length === 0) return "prices";
  const value = values[0] ?? "";
  if (values.length > 1 || !PLANES.includes(value as RefreshPlane)) {
    const reason = values.length > 1 ? "must be given at most once" : `must be one of: ${PLANES.join(", ")}`;
    return problem(c, "invalid-parameter", {
      detail: `Query parameter 'plane' ${reason}.`,
      invalidParams: [{ name: "plane", in: "query", reason }],
    });
  }
  return value as RefreshPlane;
}

/**
 * `POST /api/refresh`: runs the ingestion cycle now (the same cycle as the cron trigger, the whole-venue
 * tape enqueued once it has claimed its minute) and answers its report; `?plane=news` runs a news ingestion pass instead, `?plane=factors` the collection of the
 * factor-theme contracts' close series (the hourly job), `?plane=lake-compact&date=YYYY-MM-DD` starts
 * the Parquet compaction of that closed day for every venue (enqueued as steps; each venue's report
 * says enqueued, in_progress or already_compacted), `?plane=lake-hours&date=YYYY-MM-DD` enqueues the
 * candles' hour summaries of that day's sealed hours not built yet (a backfill; 409 without the lake queue),
 * `?plane=lake-retention` the lake's retention run (both halves of the daily job). A venue that failed
 * answers 409 with the reports. Behind the dedicated REFRESH_TOKEN;
 * refused entirely when that token is unset. Not part of the public OpenAPI document.
 */
export function registerRefresh(app: App) {
  app.post("/api/refresh", staticToken("REFRESH_TOKEN"), async (c) => {
    const plane = planeOf(c);
    if (plane instanceof Response) return plane;
    const date = dateOf(c, plane);
    if (date instanceof Response) return date;
    c.header("Cache-Control", CACHE_POLICIES.none);
    if (plane === "lake-compact" && date !== null) {
      const venues = await compactDay(c.env, date, Date.now(), queueCompactionDeps(c.env));
      // With the day's compaction, its outcomes, minute basis, indices' distributions and official prints
      // files (as the daily job writes them).
      const nowMs = Date.now();
      const writers = dayFileWriters(c.env, nowMs);
      const ids = [...new Set(venues.map((v) => v.venue))];
      const day_files =
        dayStatus(date, nowMs) === "closed"
          ? await Promise.all(
              ids.flatMap((id) =>
                (Object.keys(writers) as (keyof typeof writers)[]).map((kind) =>
                  writeDayFile(c.env.LAKE, kind, writers[kind], id, date),
                ),
              ),
            )
          : [];
      const failed =
        venues.some((v) => v.status === "failed") || day_files.some((f) => f.status === "failed");
      return c.json({ data: { type: "lake_compaction", date, venues, day_files } }, failed ? 409 : 200);
    }
    if (plane === "lake-hours" && date !== null) {
      if (!c.env.LAKE_COLLECT) {
        return c.json({ data: { type: "lake_hour_builds", date, error: "no lake queue is bound" } }, 409);
      }
      const backfill = await enqueueHourBuildsOfDay(c.env.LAKE_COLLECT, c.env.LAKE, date, Date.now());
      return c.json({ data: { type: "lake_hour_builds", date, ...backfill } }, 200);
    }
    if (plane === "lake-retention") {
      const setting = retentionSetting(c.env);
      if (!setting.ok) return c.json({ data: { type: "lake_retention", error: setting.error } }, 409);
      const venues = await applyRetentionAll(c.env.LAKE, setting.policy, Date.now());
      return c.json({ data: { type: "lake_retention", policy: setting.policy, venues } }, 200);
    }
    if (plane === "news") {
      const report = await runNewsPass(c.env, { nowMs: Date.now(), trigger: "refresh" });
      return c.json({ data: { type: "news_ingestion", ...report } }, 200);
    }
    if (plane === "feeds") {
      const feeds = await ensureVenueFeeds(c.env);
      // As the cron's ensure: the reports are the status plane's feed readings.
      await recordFeedReadings(c.env, feeds, Date.now());
      return c.json({ data: { type: "venue_feeds", feeds } }, 200);
    }
    if (plane === "factors") {
      const report = await collectProxyCloses(c.env);
      return c.json({ data: { type: "proxy_collection", ...report } }, 200);
    }
    // The same cycle as the cron's: once it has claimed its minute, the whole-venue tape is enqueued too.
    const nowMs = Date.now();
    const report = await runIngestionCycle(c.env, {
      nowMs,
      trigger: "refresh",
      onStored: handOffToStream(c.env, nowMs),
      onClaimed: onCycleClaimed(c.env, (work) => c.executionCtx.waitUntil(work), nowMs),
    });
    return c.json(
      { data: { type: "ingestion_cycle", ...report } },
      report.status === "completed" ? 200 : 409,
    );
  });
}
