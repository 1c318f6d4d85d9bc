import { rfc3339 } from "../../domain/clock.ts";
import type { NewsFeedConfig } from "../../domain/news/feeds.ts";
import type { NewsItemDraft } from "../../domain/news/item.ts";
import { chainTermsVersions, type StoredTermsVersion, termsOf } from "../../domain/news/terms.ts";
import type { HttpClient } from "../../venues/http/client.ts";
import { fetchNewsFeed } from "./fetch-feed.ts";
import {
  type FeedValidators,
  itemlessOutcome,
  type NewsFeedFailureReason,
  type NewsFeedOutcome,
} from "./outcome.ts";

/**
 * One news ingestion pass: every configured feed in turn, each read conditionally from the validators
 * stored after its last answer, its items handed to the store, and its success or failure recorded. One
 * feed failing (upstream, parsing, or its store write) never stops the next.
 */

/** What the store keeps per feed between passes. */
export interface NewsFeedState extends FeedValidators {}

/** The per-feed record written after each pass. */
export interface NewsFeedResultRecord extends FeedValidators {
  ok: boolean;
  reason: NewsFeedFailureReason | null;
  /** RFC 3339: when this pass ran. */
  at: string;
  not_modified: boolean;
  /** Items this pass stored: new rows, never an item already stored. */
  items: number;
  /** Entries refused in this pass (every reason). */
  rejected: number;
}

/**
 * Storage the runner writes through. `putItems` must keep the first version of an id (insert or
 * ignore), stamp `observed_at` itself, and answer how many items it inserted (an id already stored
 * counts for nothing). The runner reads back only the newest stored terms version of each market of a
 * terms feed (src/domain/news/terms.ts), by market id.
 */
export interface NewsStore {
  getFeedState(feedId: string): Promise<NewsFeedState | null>;
  latestTermsVersions(feedId: string): Promise<ReadonlyMap<string, StoredTermsVersion>>;
  putItems(items: readonly NewsItemDraft[]): Promise<number>;
  recordFeedResult(feedId: string, result: NewsFeedResultRecord): Promise<void>;
}

export interface NewsIngestionOptions {
  feeds: readonly NewsFeedConfig[];
  client: HttpClient;
  store: NewsStore;
  /** The pass's clock (epoch ms): item dates are judged against it and results stamped with it. */
  nowMs: number;
  /** The upstreams are the simulator: item provenance says so. */
  synthetic?: boolean;
  /**
   * Epoch ms after which no further feed is started: the pass's own time budget. Feeds not reached are
   * recorded as `time_budget_exhausted`, keeping their validators.
   */
  deadlineMs?: number;
  /** The wall clock the deadline is checked against (default Date.now). */
  clock?: () => number;
  /** Told each feed's report as soon as the feed is done, with the clock's time then (the status plane's lag). */
  onFeedDone?: (report: NewsFeedReport, atMs: number) => void;
}

export interface NewsFeedReport extends Omit<NewsFeedOutcome, "items"> {
  /** Items stored as new rows: an item read again (already stored) is not counted. */
  items_stored: number;
  /** The store refused this feed's state read or result write (the pass went on). */
  store_errors: number;
}

export interface NewsIngestionReport {
  at: string;
  feeds: NewsFeedReport[];
}

const totalRejected = (outcome: NewsFeedOutcome) =>
  Object.values(outcome.rejected).reduce((sum, count) => sum + (count ?? 0), 0);

/** A fresh answer's validators replace the stored ones; a 304 keeps them (or refreshes them); a failure keeps them. */
function nextValidators(outcome: NewsFeedOutcome, stored: NewsFeedState | null): FeedValidators {
  const kept = { etag: stored?.etag ?? null, last_modified: stored?.last_modified ?? null };
  if (!outcome.ok) return kept;
  if (!outcome.not_modified) return { etag: outcome.http.etag, last_modified: outcome.http.last_modified };
  return {
    etag: outcome.http.etag ?? kept.etag,
    last_modified: outcome.http.last_modified ?? kept.last_modified,
  };
}

/** A feed's items with its terms placed in each market's history of versions (other feeds unchanged). */
async function versioned(
  feedId: string,
  items: readonly NewsItemDraft[],
  store: NewsStore,
): Promise<readonly NewsItemDraft[]> {
  if (!items.some((item) => termsOf(item) !== null)) return items;
  return chainTermsVersions(items, await store.latestTermsVersions(feedId));
}

async function ingestFeed(feed: NewsFeedConfig, options: NewsIngestionOptions): Promise<NewsFeedReport> {
  let storeErrors = 0;
  let state: NewsFeedState | null = null;
  try {
    state = await options.store.getFeedState(feed.id);
  } catch {
    // Without stored validators the feed is read in full: slower, still correct.
    storeErrors++;
  }
  let outcome = await fetchNewsFeed(feed, {
    client: options.client,
    nowMs: options.nowMs,
    validators: state,
    synthetic: options.synthetic === true,
  });
  let stored = 0;
  if (outcome.ok && outcome.items.length > 0) {
    try {
      stored = await options.store.putItems(await versioned(feed.id, outcome.items, options.store));
    } catch {
      outcome = { ...itemlessOutcome(feed.id, "store_failed", outcome.http), rejected: outcome.rejected };
    }
  }
  const validators = nextValidators(outcome, state);
  try {
    await options.store.recordFeedResult(feed.id, {
      ok: outcome.ok,
      reason: outcome.reason,
      at: rfc3339(options.nowMs),
      not_modified: outcome.not_modified,
      items: stored,
      rejected: totalRejected(outcome),
      ...validators,
    });
  } catch {
    storeErrors++;
  }
  const { items: _items, ...report } = outcome;
  return { ...report, items_stored: stored, store_errors: storeErrors };
}

/** A feed the pass did not reach: its state keeps its validators and records why. */
async function skipFeed(feed: NewsFeedConfig, options: NewsIngestionOptions): Promise<NewsFeedReport> {
  const { items: _items, ...report } = itemlessOutcome(feed.id, "time_budget_exhausted");
  let storeErrors = 0;
  try {
    const state = await options.store.getFeedState(feed.id);
    await options.store.recordFeedResult(feed.id, {
      ok: false,
      reason: "time_budget_exhausted",
      at: rfc3339(options.nowMs),
      not_modified: false,
      items: 0,
      rejected: 0,
      etag: state?.etag ?? null,
      last_modified: state?.last_modified ?? null,
    });
  } catch {
    storeErrors++;
  }
  return { ...report, items_stored: 0, store_errors: storeErrors };
}

export async function runNewsIngestion(options: NewsIngestionOptions): Promise<NewsIngestionReport> {
  const feeds: NewsFeedReport[] = [];
  const clock = options.clock ?? Date.now;
  for (const feed of options.feeds) {
    let report: NewsFeedReport;
    if (options.deadlineMs !== undefined && clock() >= options.deadlineMs) {
      report = await skipFeed(feed, options);
    } else {
      try {
        report = await ingestFeed(feed, options);
      } catch {
        const { items: _items, ...failed } = itemlessOutcome(feed.id, "adapter_error");
        report = { ...failed, items_stored: 0, store_errors: 0 };
      }
    }
    feeds.push(report);
    options.onFeedDone?.(report, clock());
  }
  return { at: rfc3339(options.nowMs), feeds };
}
