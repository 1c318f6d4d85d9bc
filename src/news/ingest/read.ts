import type { z } from "zod";
import type { ItemRejectionReason, RawNewsEntry } from "../../domain/news/build.ts";
import type { NewsAdapterType, NewsFeedConfig } from "../../domain/news/feeds.ts";
import { type HttpFailureReason, schemaPath } from "../../venues/http/client.ts";
import { decodeFeedBytes } from "./decode.ts";
import type {
  AdapterAnswer,
  NewsFeedFailureReason,
  NewsFeedHttp,
  NewsFetchContext,
  RefusedCounts,
} from "./outcome.ts";

/**
 * The loop every news adapter runs: read a feed's document (conditionally, under the feed body cap,
 * decoded by charset), parse it, sort its records into entries, refusals and records the feed's filter
 * passes over, and answer with them. An adapter brings only its own parts: the address, the parser of
 * its payload and what one record means.
 */

/** Feed bodies above this are refused before parsing (`body_too_large`). */
export const NEWS_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** A configured feed read by the adapter of that type. */
export type AdapterFeed<T extends NewsAdapterType> = NewsFeedConfig & {
  adapter: Extract<NewsFeedConfig["adapter"], { type: T }>;
};

export interface ReadOptions {
  /** Send the stored validators (only for a feed that is this one document). */
  conditional: boolean;
  headers?: Record<string, string>;
  /** Requests already made for this feed, so `http.requests` counts them all. */
  requestsBefore?: number;
}

/** A document's text parsed into a value, or why it is not one (a path for a broken shape, never a value). */
export type Parsed<T> =
  | { ok: true; value: T }
  | { ok: false; reason: NewsFeedFailureReason; detail?: string };

/** A document read and parsed: its value, or what the adapter answers without one (a failure, a 304). */
export type ParsedDocument<T> =
  | Exclude<AdapterAnswer, { notModified: false }>
  | { ok: true; notModified: false; value: T; receivedAtMs: number; http: NewsFeedHttp };

function feedReason(reason: HttpFailureReason): NewsFeedFailureReason {
  if (reason === "too_large") return "body_too_large";
  // getDocument reads bytes and never decodes JSON, so no other reason needs renaming.
  return reason;
}

/** GET one document for a feed, decode it to text and parse it. */
async function readParsed<T>(
  url: string,
  ctx: NewsFetchContext,
  options: ReadOptions,
  parse: (text: string) => Parsed<T>,
): Promise<ParsedDocument<T>> {
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
  const parsed = parse(decoded.text);
  if (!parsed.ok) return { ok: false, reason: parsed.reason, detail: parsed.detail, http };
  return { ok: true, notModified: false, value: parsed.value, receivedAtMs: result.receivedAtMs, http };
}

/** JSON text against an envelope schema: the value, or `not_json` / `invalid_shape` with a path. */
export function parseJson<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
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

/** GET one JSON document for a feed and check it against its envelope schema. */
export function readJson<T>(
  url: string,
  ctx: NewsFetchContext,
  options: ReadOptions,
  schema: z.ZodType<T>,
): Promise<ParsedDocument<T>> {
  return readParsed(url, ctx, options, (text) => parseJson(text, schema));
}

/** What an adapter made of one upstream record: something kept, a record its filter passes over, or a refusal. */
export type Reading<T> = { kept: T } | { filtered: true } | { refused: ItemRejectionReason };
export type EntryReading = Reading<RawNewsEntry>;

/** Records sorted: what was kept, in order, and what was refused (by reason) or filtered on the way. */
export interface Sorted<T> {
  kept: T[];
  refused: RefusedCounts;
  filtered: number;
}

type SortCounts = Omit<Sorted<unknown>, "kept">;

/**
 * Each record read in turn and sorted by its reading. Counting starts from `before`, the counts of an
 * earlier step (refusals keep the order in which they were first seen).
 */
export async function sortRecords<R, T>(
  records: Iterable<R>,
  read: (record: R) => Reading<T> | Promise<Reading<T>>,
  before: SortCounts = { refused: {}, filtered: 0 },
): Promise<Sorted<T>> {
  const sorted: Sorted<T> = { kept: [], refused: { ...before.refused }, filtered: before.filtered };
  for (const record of records) {
    const reading = await read(record);
    if ("kept" in reading) sorted.kept.push(reading.kept);
    else if ("refused" in reading) refuse(sorted.refused, reading.refused);
    else sorted.filtered++;
  }
  return sorted;
}

function refuse(counts: RefusedCounts, reason: ItemRejectionReason): void {
  counts[reason] = (counts[reason] ?? 0) + 1;
}

/** `sortRecords` over records checked one by one against their schema: one that breaks it is `invalid_entry`. */
export function sortValid<R, T>(
  records: Iterable<unknown>,
  schema: z.ZodType<R>,
  read: (record: R) => Reading<T> | Promise<Reading<T>>,
  before?: SortCounts,
): Promise<Sorted<T>> {
  return sortRecords(
    records,
    (record) => {
      const parsed = schema.safeParse(record);
      return parsed.success ? read(parsed.data) : { refused: "invalid_entry" };
    },
    before,
  );
}

/** The same records with one `not_found` refusal for each id the feed asks for that none of them has. */
export function withMissing<T>(
  sorted: Sorted<T>,
  wanted: Iterable<string>,
  idOf: (kept: T) => string,
): Sorted<T> {
  const found = new Set(sorted.kept.map(idOf));
  const refused = { ...sorted.refused };
  for (const id of wanted) if (!found.has(id)) refuse(refused, "not_found");
  return { ...sorted, refused };
}

/** The answer of a document read in full: its entries, what was refused and filtered, and the request. */
function entriesAnswer(
  doc: { receivedAtMs: number; http: NewsFeedHttp },
  sorted: Sorted<RawNewsEntry>,
  feed?: Pick<NewsFeedConfig, "source">,
): AdapterAnswer {
  return {
    ok: true,
    notModified: false,
    entries: sorted.kept,
    refused: sorted.refused,
    filtered: sorted.filtered,
    retrievedAtMs: doc.receivedAtMs,
    http: doc.http,
    ...(feed === undefined ? {} : { feed }),
  };
}

/** A feed that is one document: where it is, how it is read, and what its parsed value holds. */
export interface DocumentFeed<T> {
  url: string;
  read: ReadOptions;
  /** The document's entries; `receivedAtMs` dates what carries no clock of its own. */
  entries: (value: T, receivedAtMs: number) => Promise<Sorted<RawNewsEntry>>;
  /** Overrides of the feed's identity for these items (a venue AI source is labelled as such). */
  identity?: Pick<NewsFeedConfig, "source">;
}

/**
 * Reads a one-document feed with its parser: the failure or 304 as is, else its entries. (The parser
 * comes first so that its value's type is known to `entries`.)
 */
export async function readDocumentFeed<T>(
  parse: (text: string) => Parsed<T>,
  feed: DocumentFeed<T>,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const doc = await readParsed(feed.url, ctx, feed.read, parse);
  if (!doc.ok || doc.notModified) return doc;
  return entriesAnswer(doc, await feed.entries(doc.value, doc.receivedAtMs), feed.identity);
}

/** Reads a feed that is one JSON document, checked against its envelope schema. */
export function readJsonFeed<T>(
  schema: z.ZodType<T>,
  feed: DocumentFeed<T>,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  return readDocumentFeed((text) => parseJson(text, schema), feed, ctx);
}
