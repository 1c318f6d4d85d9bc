import {
  type BuiltItem,
  buildNewsItem,
  type ItemRejectionReason,
  type RawNewsEntry,
} from "../../domain/news/build.ts";
import { collectItems } from "../../domain/news/collect.ts";
import { DEFAULT_MAX_ITEMS_PER_FETCH, type NewsFeedConfig } from "../../domain/news/feeds.ts";
import type { NewsItemDraft } from "../../domain/news/item.ts";
import type { HttpClient, HttpFailureReason } from "../../venues/http/client.ts";

/**
 * What fetching one feed once produced: an adapter's answer (read by the loop in `read.ts`) and its
 * raw entries turned into collected items. Failures are short reason codes; upstream text never
 * appears in them.
 */

export type NewsFeedFailureReason =
  | Exclude<HttpFailureReason, "too_large" | "not_json" | "invalid_shape">
  | "body_too_large"
  | "unsupported_encoding"
  | "invalid_encoding"
  | "not_xml"
  | "doctype_refused"
  | "malformed_xml"
  | "unexpected_root"
  | "not_json"
  | "invalid_shape"
  | "user_agent_missing"
  /** The feed cannot be read with this deployment's configuration (EDGAR without SEC_USER_AGENT). */
  | "unconfigured"
  /** The pass ran out of its time budget before reaching the feed. */
  | "time_budget_exhausted"
  | "adapter_error"
  | "store_failed";

export interface FeedValidators {
  etag: string | null;
  last_modified: string | null;
}

export interface NewsFetchContext {
  client: HttpClient;
  /** The run's clock (epoch ms): item dates are judged against it. */
  nowMs: number;
  /** Validators stored from the feed's last answer, for a conditional request. */
  validators: FeedValidators | null;
  /** The upstreams are the simulator: item provenance says so. */
  synthetic?: boolean;
}

export interface NewsFeedHttp extends FeedValidators {
  status: number | null;
  requests: number;
}

export interface NewsFeedOutcome {
  feed_id: string;
  ok: boolean;
  reason: NewsFeedFailureReason | null;
  /** For `invalid_shape`: where the payload broke pix's schema (a path, never a value). */
  detail?: string;
  /** The upstream answered 304: nothing changed since the stored validators. */
  not_modified: boolean;
  items: NewsItemDraft[];
  rejected: Partial<Record<ItemRejectionReason, number>>;
  /** Entries the feed's filter does not select (another release, another contract). */
  filtered: number;
  duplicates: number;
  conflicting_duplicates: number;
  over_cap: number;
  http: NewsFeedHttp;
}

/** Records refused before they became entries, by reason. */
export type RefusedCounts = Partial<Record<ItemRejectionReason, number>>;

/** What an adapter read: nothing new (304), raw entries, or a failure. */
export type AdapterAnswer =
  | { ok: false; reason: NewsFeedFailureReason; detail?: string; http: NewsFeedHttp }
  | { ok: true; notModified: true; http: NewsFeedHttp }
  | {
      ok: true;
      notModified: false;
      entries: RawNewsEntry[];
      /** Upstream records refused before they became entries, by reason. */
      refused?: RefusedCounts;
      filtered: number;
      retrievedAtMs: number;
      http: NewsFeedHttp;
      /** Overrides of the feed's identity for these items (a venue AI source is labelled as such). */
      feed?: Pick<NewsFeedConfig, "source">;
    };

export function emptyHttp(): NewsFeedHttp {
  return { etag: null, last_modified: null, status: null, requests: 0 };
}

/** An outcome with no items: a failure (with its reason), or a 304 (`reason` null). */
export function itemlessOutcome(
  feedId: string,
  reason: NewsFeedFailureReason | null,
  http: NewsFeedHttp = emptyHttp(),
  detail?: string,
): NewsFeedOutcome {
  return {
    feed_id: feedId,
    ok: reason === null,
    reason,
    ...(detail === undefined ? {} : { detail }),
    not_modified: reason === null,
    items: [],
    rejected: {},
    filtered: 0,
    duplicates: 0,
    conflicting_duplicates: 0,
    over_cap: 0,
    http,
  };
}

export async function outcomeOf(
  feed: NewsFeedConfig,
  answer: AdapterAnswer,
  ctx: NewsFetchContext,
): Promise<NewsFeedOutcome> {
  if (!answer.ok) return itemlessOutcome(feed.id, answer.reason, answer.http, answer.detail);
  if (answer.notModified) return itemlessOutcome(feed.id, null, answer.http);
  const identity = { ...feed, ...(answer.feed ?? {}) };
  const built: BuiltItem[] = [];
  for (const entry of answer.entries) {
    built.push(
      await buildNewsItem(entry, {
        feed: identity,
        nowMs: ctx.nowMs,
        retrievedAtMs: answer.retrievedAtMs,
        synthetic: ctx.synthetic === true,
      }),
    );
  }
  const collected = collectItems(built, feed.maxItems ?? DEFAULT_MAX_ITEMS_PER_FETCH);
  const rejected = { ...collected.rejected };
  for (const [reason, count] of Object.entries(answer.refused ?? {}) as [ItemRejectionReason, number][]) {
    rejected[reason] = (rejected[reason] ?? 0) + count;
  }
  return {
    feed_id: feed.id,
    ok: true,
    reason: null,
    not_modified: false,
    items: collected.items,
    rejected,
    filtered: answer.filtered,
    duplicates: collected.duplicates,
    conflicting_duplicates: collected.conflicting_duplicates,
    over_cap: collected.over_cap,
    http: answer.http,
  };
}
