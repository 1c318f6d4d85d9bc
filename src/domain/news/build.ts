import { rfc3339 } from "../clock.ts";
import { checkClock, itemClock } from "./dates.ts";
import type { NewsFeedConfig } from "./feeds.ts";
import { newsItemId } from "./identity.ts";
import {
  type NewsItemDraft,
  NewsItemDraftSchema,
  type NewsPayload,
  type NewsRelevance,
  SUMMARY_MAX_CHARS,
  TITLE_MAX_CHARS,
} from "./item.ts";
import { htmlToText, truncateText } from "./text.ts";
import { safeHttpUrl } from "./url.ts";

/**
 * One feed entry as an adapter read it (raw text, as the upstream wrote it) to one clean item, or the
 * reason it cannot be one.
 */

export type ItemRejectionReason =
  | "key_missing"
  | "title_missing"
  | "url_missing"
  | "url_not_http"
  | "url_invalid"
  | "date_missing"
  | "date_unparseable"
  | "date_in_future"
  | "date_before_1990"
  | "invalid_item"
  /** The upstream's record broke its schema (one record; the rest of the answer is kept). */
  | "invalid_entry"
  /** A configured market or entity the upstream did not return. */
  | "not_found";

export interface RawNewsEntry {
  /** The source's own identifier (guid, accession number, market and terms version…). */
  key: string | null;
  /** Title as written (may hold markup and references). */
  title: string | null;
  url: string | null;
  /** The item's own clock as printed, or already read (`ms`) where the adapter had to interpret it. */
  t: { text: string | null } | { ms: number };
  /** Description as written (HTML or plain text); dropped for headline-and-link licences. */
  summary?: string | null;
  relevance: NewsRelevance;
  payload?: NewsPayload;
  /** How the venue produced it (required for venue-generated feeds). */
  note?: string;
}

export interface BuildContext {
  feed: Pick<NewsFeedConfig, "id" | "kind" | "licence" | "authorship" | "source">;
  nowMs: number;
  /** When the answer carrying the entry was read. */
  retrievedAtMs: number;
  /** Upstream answers came from the simulator: provenance says so. */
  synthetic?: boolean;
}

export type BuiltItem =
  | { ok: true; item: NewsItemDraft }
  | { ok: false; reason: ItemRejectionReason; key: string | null };

export const SYNTHETIC_MARKER = "[synthetic]";

function provenanceNote(entry: RawNewsEntry, synthetic: boolean): string | undefined {
  if (!synthetic) return entry.note;
  return entry.note === undefined
    ? `${SYNTHETIC_MARKER} served by the pix upstream simulator`
    : `${SYNTHETIC_MARKER} ${entry.note}`;
}

export async function buildNewsItem(entry: RawNewsEntry, ctx: BuildContext): Promise<BuiltItem> {
  const key = entry.key?.trim() ?? "";
  const reject = (reason: ItemRejectionReason): BuiltItem => ({ ok: false, reason, key: key || null });
  if (key === "") return reject("key_missing");

  const title = truncateText(htmlToText(entry.title ?? ""), TITLE_MAX_CHARS);
  if (title === "") return reject("title_missing");

  const url = safeHttpUrl(entry.url);
  if (!url.ok) return reject(url.reason);

  const clock = "ms" in entry.t ? checkClock(entry.t.ms, ctx.nowMs) : itemClock(entry.t.text, ctx.nowMs);
  if (!clock.ok) return reject(clock.reason);

  let summary: string | null = null;
  if (ctx.feed.licence !== "headline_link_only" && entry.summary) {
    const text = truncateText(htmlToText(entry.summary), SUMMARY_MAX_CHARS);
    summary = text === "" ? null : text;
  }

  const note = provenanceNote(entry, ctx.synthetic === true);
  const draft = {
    id: await newsItemId(ctx.feed.id, key),
    kind: ctx.feed.kind,
    relevance: entry.relevance,
    licence: ctx.feed.licence,
    authorship: ctx.feed.authorship,
    source: ctx.feed.source,
    url: url.url,
    title,
    t: rfc3339(clock.ms),
    summary,
    provenance: {
      feed: ctx.feed.id,
      retrieved_at: rfc3339(ctx.retrievedAtMs),
      ...(note === undefined ? {} : { note }),
    },
    payload: entry.payload ?? {},
  };
  const checked = NewsItemDraftSchema.safeParse(draft);
  return checked.success ? { ok: true, item: checked.data } : reject("invalid_item");
}
