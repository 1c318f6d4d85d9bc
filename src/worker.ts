import { onCycleClaimed } from "./api/cycle-hand-offs.ts";
import { dayFileWriters } from "./api/day-file-writers.ts";
import { createApp } from "./app.ts";
import { isNewsMinute } from "./domain/news/cadence.ts";
import type { Bindings } from "./env.ts";
import { collectRuleTexts, isRuleCollectionMinute } from "./equivalence/jobs/collect-rules.ts";
import { judgePairs } from "./equivalence/jobs/judge-pairs.ts";
import { basisHourJob } from "./equivalence/jobs/store-basis.ts";
import { collectProxyCloses, isProxyCollectionMinute } from "./factors/proxy-collection.ts";
import { runIngestionCycle } from "./indices/cycle/cycle.ts";
import { lakeDailyJob } from "./lake/jobs/daily.ts";
import { enqueueHourBuilds } from "./lake/jobs/hour-summary.ts";
import { icebergCatchUpJob } from "./lake/jobs/iceberg.ts";
import { lakeSweepJob, queueCompactionDeps } from "./lake/jobs/parquet-day.ts";
import { consumeLakeBatch } from "./lake/jobs/queue.ts";
import {
  isIcebergCatchUpMinute,
  isLakeDailyMinute,
  isLakeHourMinute,
  isLakeSweepMinute,
} from "./lake/jobs/schedule.ts";
import { runNewsPass } from "./news/ingest/pass.ts";
import { collectResolutions, isResolutionMinute } from "./outcomes/collect.ts";
import { collectOfficialPrints } from "./outcomes/prints.ts";
import { evaluateIncidents } from "./status/incidents.ts";
import { recordFeedReadings } from "./stream/feed-status.ts";
import { handOffToStream } from "./stream/hand-off.ts";
import { ensureVenueFeeds } from "./stream/venue-feed/ensure.ts";

export { IpLimiter } from "./access/ip-limiter.ts";
export { KeyGuard } from "./access/key-guard.ts";
export { RequestMetrics } from "./platform/metrics/request-metrics-object.ts";
export { LiveIndex } from "./stream/live-index/live-index.ts";
export { LiveStream } from "./stream/live-stream/live-stream.ts";
export { MarketStream } from "./stream/market-stream/market-stream.ts";
export { VenueFeed } from "./stream/venue-feed/venue-feed.ts";

const app = createApp();

/**
 * A rule-text collection, then a judging pass over the stored texts, in the background: a failure of
 * either is logged, never thrown into the cron event.
 */
async function ruleCollection(env: Bindings, nowMs: number): Promise<void> {
  try {
    const reports = await collectRuleTexts(env, { nowMs });
    console.log(
      JSON.stringify({
        level: "info",
        msg: "rule_collection",
        venues: reports.map(
          (r) =>
            `${r.venue}:${r.read}/${r.catalog_markets}:changed=${r.changed.length}:failed=${r.failures.length}`,
        ),
        listing: reports.map(
          (r) =>
            `${r.venue}:pages=${r.listing.pages}:read=${r.listing.read}:changed=${r.listing.changed}:failed=${r.listing.failures.length}${r.listing.pass_completed ? ":pass_completed" : ""}`,
        ),
      }),
    );
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "rule_collection_failed" }));
  }
  // The pairs are judged again from the texts just stored (a changed text's pairs within minutes).
  try {
    const judged = await judgePairs(env, { nowMs });
    console.log(
      JSON.stringify({
        level: "info",
        msg: "pair_judging",
        markets: judged.markets,
        deferred: judged.deferred,
        candidates: judged.candidates,
        judged: judged.judged,
        paired: judged.paired,
        refused: judged.refused,
        written: judged.written,
        settled: judged.settled,
      }),
    );
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "pair_judging_failed" }));
  }
}

/** A news pass in the background: its failure is logged, never thrown into the cron event. */
async function newsPass(env: Bindings, nowMs: number): Promise<void> {
  try {
    const report = await runNewsPass(env, { nowMs, trigger: "cron" });
    console.log(
      JSON.stringify({
        level: "info",
        msg: "news_ingestion",
        at: report.at,
        status: report.status,
        feeds: report.feeds.length,
        failed_feeds: report.feeds.filter((f) => !f.ok).map((f) => `${f.feed_id}:${f.reason}`),
        items_stored: report.items_stored,
        duration_ms: report.duration_ms,
      }),
    );
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "news_ingestion_failed" }));
  }
}

export default {
  fetch: app.fetch,
  /**
   * The ingestion clock: one price cycle per cron tick (every minute). On news minutes (≡ 2 mod 5) a news
   * pass follows the cycle under waitUntil with its own time budget, and once an hour (minute 7) the
   * factor-theme contracts' close series are collected the same way (slow to read, they change daily),
   * so neither ever delays a price cycle. Once the cycle has claimed its minute, the whole-venue tape
   * is enqueued the same way (docs/internals.md "The whole-venue tape"). At 00:15 UTC the lake's daily job
   * (enqueuing yesterday's Parquet compaction, then retention) runs the same way, and at minute 15 of
   * every hour but 00 (the daily job's) a sweep restarts any compaction job that stopped making progress;
   * at minute 15 of every hour the builds of the sealed hours' candle summaries are enqueued (at 00:15,
   * the whole previous day's), and the same hours' minute basis of every active pair is stored
   * (src/equivalence/jobs/store-basis.ts). On the odd minutes the markets' resolutions are collected the same way
   * (src/outcomes/collect.ts), and every five minutes (minute ≡ 3 mod 5) the catalog's markets' rule
   * texts are collected and versioned (src/equivalence/jobs/collect-rules.ts), then the cross-venue pairs
   * judged again from them (src/equivalence/jobs/judge-pairs.ts). Every minute the official prints are
   * collected the same way, within their own budget (src/outcomes/prints.ts).
   */
  async scheduled(controller, env, ctx) {
    try {
      const report = await runIngestionCycle(env, {
        nowMs: controller.scheduledTime,
        trigger: "cron",
        onStored: handOffToStream(env),
        onClaimed: onCycleClaimed(env, (work) => ctx.waitUntil(work), controller.scheduledTime),
      });
      console.log(
        JSON.stringify({
          level: "info",
          msg: "ingestion_cycle",
          cycle_start: report.cycle_start,
          status: report.status,
          venues: report.venues.map((v) => `${v.venue}:${v.status}:${v.rows}`),
          duration_ms: report.duration_ms,
        }),
      );
    } finally {
      // The venue feeds (version 2 of the stream) are re-ensured every minute: a dropped or evicted one reconnects.
      // Their reports are the status plane's feed readings (src/stream/feed-status.ts); then the status
      // plane's incidents are stepped from the minute's measurements (src/status/incidents.ts).
      ctx.waitUntil(
        ensureVenueFeeds(env)
          .then((reports) => recordFeedReadings(env, reports, Date.now()))
          .then(() => evaluateIncidents(env, Date.now()))
          .catch((error) => logFeedFailure(error)),
      );
      if (isNewsMinute(controller.scheduledTime)) ctx.waitUntil(newsPass(env, controller.scheduledTime));
      if (isProxyCollectionMinute(controller.scheduledTime)) ctx.waitUntil(collectProxyCloses(env));
      // The official prints (src/outcomes/prints.ts): its own budget, failures recorded, never thrown.
      ctx.waitUntil(officialPrints(env, controller.scheduledTime));
      if (isRuleCollectionMinute(controller.scheduledTime)) {
        ctx.waitUntil(ruleCollection(env, controller.scheduledTime));
      }
      if (isLakeDailyMinute(controller.scheduledTime)) {
        // With the compaction, the day files other planes write (src/api/day-file-writers.ts).
        const writers = dayFileWriters(env, controller.scheduledTime);
        ctx.waitUntil(lakeDailyJob(env, env, controller.scheduledTime, queueCompactionDeps(env), writers));
      }
      if (isLakeSweepMinute(controller.scheduledTime)) {
        ctx.waitUntil(lakeSweepJob(env, controller.scheduledTime, queueCompactionDeps(env)));
      }
      if (isLakeHourMinute(controller.scheduledTime)) {
        ctx.waitUntil(enqueueHourBuilds(env, controller.scheduledTime));
        // The same sealed hours' minute basis of every active pair (src/equivalence/jobs/store-basis.ts).
        ctx.waitUntil(basisHourJob(env, controller.scheduledTime));
      }
      // The markets' resolutions, on the odd minutes (src/outcomes/collect.ts); its failure is only logged.
      if (isResolutionMinute(controller.scheduledTime)) {
        ctx.waitUntil(
          collectResolutions(env, { nowMs: controller.scheduledTime }).then(
            () => undefined,
            () => console.error(JSON.stringify({ level: "error", msg: "resolution_collection_failed" })),
          ),
        );
      }
      // The lake's Iceberg tables: whatever the last hour left uncommitted (src/lake/jobs/iceberg.ts).
      if (isIcebergCatchUpMinute(controller.scheduledTime)) {
        ctx.waitUntil(icebergCatchUpJob(env, controller.scheduledTime));
      }
    }
  },
  /**
   * The lake queue's consumer: one page range of the whole-venue tape, one step of a day's Parquet
   * compaction or of an hour's candle summaries, per message (src/lake/jobs/queue.ts).
   */
  async queue(batch, env) {
    await consumeLakeBatch(batch, env);
  },
} satisfies ExportedHandler<Bindings>;

async function officialPrints(env: Bindings, nowMs: number): Promise<void> {
  try {
    const report = await collectOfficialPrints(env, nowMs);
    const failed = report.series.filter((s) => s.failure !== null);
    console.log(
      JSON.stringify({
        level: failed.length === 0 ? "info" : "warn",
        msg: "official_prints",
        at: report.at,
        stored: report.series.map((s) => `${s.id}:${s.first_prints}+${s.revisions}`),
        failed: failed.map((s) => `${s.id}:${s.failure}`),
        duration_ms: report.duration_ms,
      }),
    );
  } catch {
    console.error(JSON.stringify({ level: "error", msg: "official_prints_failed" }));
  }
}

function logFeedFailure(error: unknown) {
  console.error(
    JSON.stringify({
      level: "error",
      msg: "venue_feeds_failed",
      error: error instanceof Error ? error.name : "unknown",
    }),
  );
}
