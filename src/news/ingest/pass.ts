/**
 * One news ingestion pass for the deployment: the configured feeds (src/catalog/news-config.ts) read over
 * the news HTTP client (conditional requests, per-host pacing, EDGAR's hosts under 10 requests/s) into
 * D1, within the pass's own time budget. Run by the scheduled handler on news minutes, after the price
 * cycle, and on demand by `POST /api/refresh?plane=news`.
 */
import { newsConfiguration } from "../../catalog/news-config.ts";
import { minuteFloor, rfc3339 } from "../../domain/clock.ts";
import { NEWS_TIME_BUDGET_MS } from "../../domain/news/cadence.ts";
import { COMPONENT_THRESHOLDS, newsComponentId } from "../../domain/status/components.ts";
import type { Bindings } from "../../env.ts";
import { dataOrigin } from "../../platform/data-origin.ts";
import { recordRuns, type StatusRun } from "../../platform/status/recorder.ts";
import type { HttpClient } from "../../venues/http/client.ts";
import { D1NewsStore } from "../store.ts";
import { createNewsHttpClient } from "./client.ts";
import { type NewsFeedReport, runNewsIngestion } from "./runner.ts";

export interface NewsPassOptions {
  nowMs: number;
  trigger: "cron" | "refresh";
  /** Injected in tests; defaults to the news client over global fetch. */
  client?: HttpClient;
  budgetMs?: number;
}

export interface NewsPassReport {
  at: string;
  trigger: NewsPassOptions["trigger"];
  status: "completed" | "disabled";
  feeds: NewsFeedReport[];
  items_stored: number;
  failed_feeds: number;
  duration_ms: number;
}

export async function runNewsPass(env: Bindings, options: NewsPassOptions): Promise<NewsPassReport> {
  const started = Date.now();
  const config = newsConfiguration(env);
  const at = rfc3339(options.nowMs);
  if (!config.enabled) {
    return {
      at,
      trigger: options.trigger,
      status: "disabled",
      feeds: [],
      items_stored: 0,
      failed_feeds: 0,
      duration_ms: 0,
    };
  }
  // The status plane's measurement, one run per feed: the pass's minute to the feed done; a feed that
  // failed (upstream, parsing, its store write, or not reached within the budget) counts as failed.
  const boundaryMs = minuteFloor(options.nowMs);
  const runs: StatusRun[] = [];
  const report = await runNewsIngestion({
    feeds: config.feeds,
    client: options.client ?? createNewsHttpClient(),
    store: new D1NewsStore(env.DB, { feeds: config.feeds }),
    nowMs: options.nowMs,
    synthetic: dataOrigin(env) === "synthetic",
    deadlineMs: started + (options.budgetMs ?? NEWS_TIME_BUDGET_MS),
    onFeedDone: (feed, atMs) =>
      runs.push({
        component: newsComponentId(feed.feed_id),
        boundaryMs,
        completedMs: atMs,
        ok: feed.ok,
        cadenceMs: COMPONENT_THRESHOLDS.news.cadence_ms,
      }),
  });
  await recordRuns(env.DB, runs);
  return {
    at,
    trigger: options.trigger,
    status: "completed",
    feeds: report.feeds,
    items_stored: report.feeds.reduce((sum, feed) => sum + feed.items_stored, 0),
    failed_feeds: report.feeds.filter((feed) => !feed.ok).length,
    duration_ms: Date.now() - started,
  };
}
