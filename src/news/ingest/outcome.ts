import type { z } from "zod";
import {
  type BuiltItem,
  buildNewsItem,
  type ItemRejectionReason,
  type RawNewsEntry,
} from "../../domain/news/build.ts";
import { collectItems } from "../../domain/news/collect.ts";
import { DEFAULT_MAX_ITEMS_PER_FETCH, type NewsFeedConfig } from "../../domain/news/feeds.ts";
import type { NewsItemDraft } from "../../domain/news/item.ts";
import { type HttpClient, type HttpFailureReason, schemaPath } from "../../venues/http/client.ts";
import { decodeFeedBytes } from "./decode.ts";

/**
 * What fetching one feed once produced, and the plumbing every news adapter shares: reading one
 * document (conditionally, under the feed body cap, decoded by charset) and turning raw entries into
 * collected items. Failures are short reason codes; upstream text never appears in them.
 */

/** Feed bodies above this are refused before parsing (`body_too_large`). */
export const NEWS_MAX_BODY_BYTES = 2 * 1024 * 1024;

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

export type ReadDocument =
  | { ok: false; reason: NewsFeedFailureReason; http: NewsFeedHttp }
  | { ok: true; notModified: true; http: NewsFeedHttp }
  | { ok: true; notModified: false; text: string; receivedAtMs: number; http: NewsFeedHttp };

export interface ReadOptions {
  /** Send the stored validators (only for a feed that is this one document). */
  conditional: boolean;
  headers?: Record<string, string>;
  /** Requests already made for this feed, so `http.requests` counts them all. */
  requestsBefore?: number;
}

function feedReason(reason: HttpFailureReason): NewsFeedFailureReason {
  if (reason === "too_large") return "body_too_large";
  // getDocument reads bytes and never decodes JSON, so no other reason needs renaming.
  return reason;
}

/** GET one document for a feed and decode it to text. */
export async function readDocument(
  url: string,
  ctx: NewsFetchContext,
  options: ReadOptions,
): Promise<ReadDocument> {
  const conditional =
    options.conditional && ctx.validators !== null
      ? { etag: ctx.validators.etag, lastModified: ctx.validators.last_modified }
      : undefined;
  const result = await ctx.client.getDocument(url, {
    headers: options.headers,
    conditional,
    maxBodyBytes: NEWS_MAX_BODY_BYTES,
  });
  const requests = (options.requestsBefore ?? 0) + result.attempts;
  if (!result.ok) {
    return {
      ok: false,
      reason: feedReason(result.reason),
      http: { etag: null, last_modified: null, status: result.status, requests },
    };
  }
  const http = {
    etag: result.value.etag,
    last_modified: result.value.lastModified,
    status: result.status,
    requests,
  };
  if (result.value.notModified) return { ok: true, notModified: true, http };
  const decoded = decodeFeedBytes(result.value.bytes, result.value.contentType);
  if (!decoded.ok) return { ok: false, reason: decoded.reason, http };
  return { ok: true, notModified: false, text: decoded.text, receivedAtMs: result.receivedAtMs, http };
}

/** JSON text against an envelope schema: the value, or `not_json` / `invalid_shape` with a path. */
export function parseJson<T>(
  text: string,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; reason: "not_json" | "invalid_shape"; detail?: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not_json" };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "invalid_shape", detail: schemaPath(parsed.error) };
  return { ok: true, value: parsed.data };
}

/** Counts one refused record under a reason. */
export function countInto(counts: RefusedCounts, reason: ItemRejectionReason): void {
  counts[reason] = (counts[reason] ?? 0) + 1;
}
