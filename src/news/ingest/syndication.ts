import type { RawNewsEntry } from "../../domain/news/build.ts";
import type { NewsFeedConfig, SyndicationFilter } from "../../domain/news/feeds.ts";
import { htmlToText } from "../../domain/news/text.ts";
import { type AdapterAnswer, type NewsFetchContext, readDocument } from "./outcome.ts";
import { attributeOf, child, children, parseFeedXml, textOf, type XmlRecord } from "./xml.ts";

/**
 * RSS 2.0 and Atom 1.0 feeds, told apart by the root element: the statistics agencies (BLS serves Atom
 * at its `.rss` addresses; BEA serves RSS 2.0 with all releases in one feed), the Federal Reserve's
 * press feeds (RSS 2.0, CDATA-wrapped links and dates) and editorial publishers.
 */

type SyndicationFeed = NewsFeedConfig & { adapter: { type: "syndication" } };

export interface FeedEntry {
  key: string | null;
  title: string | null;
  url: string | null;
  date: string | null;
  summary: string | null;
}

const ACCEPT = "application/atom+xml, application/rss+xml, application/xml;q=0.9, text/xml;q=0.8";

function rssEntries(root: XmlRecord): FeedEntry[] | null {
  const channel = child(root, "channel");
  if (channel === undefined) return null;
  return children(channel, "item").map((item) => {
    const url = textOf(child(item, "link"));
    return {
      key: textOf(child(item, "guid")) ?? url,
      title: textOf(child(item, "title")),
      url,
      date: textOf(child(item, "pubDate")) ?? textOf(child(item, "dc:date")),
      summary: textOf(child(item, "description")) ?? textOf(child(item, "content:encoded")),
    };
  });
}

/** The entry's page: the `alternate` link (an Atom link without `rel` is one). */
export function atomLink(entry: unknown): string | null {
  const links = children(entry, "link");
  const alternate = links.find((link) => (attributeOf(link, "rel") ?? "alternate") === "alternate");
  return attributeOf(alternate, "href");
}

function atomEntries(root: XmlRecord): FeedEntry[] {
  return children(root, "entry").map((entry) => {
    const url = atomLink(entry);
    return {
      key: textOf(child(entry, "id")) ?? url,
      title: textOf(child(entry, "title")),
      url,
      date: textOf(child(entry, "published")) ?? textOf(child(entry, "updated")),
      summary: textOf(child(entry, "content")) ?? textOf(child(entry, "summary")),
    };
  });
}

/** Entries of a feed document, or why the text is not one. */
export function readSyndication(
  text: string,
):
  | { ok: true; entries: FeedEntry[] }
  | { ok: false; reason: "not_xml" | "doctype_refused" | "malformed_xml" | "unexpected_root" } {
  const parsed = parseFeedXml(text);
  if (!parsed.ok) return parsed;
  if (parsed.rootName === "rss") {
    const entries = rssEntries(parsed.root);
    return entries === null ? { ok: false, reason: "unexpected_root" } : { ok: true, entries };
  }
  if (parsed.rootName === "feed") return { ok: true, entries: atomEntries(parsed.root) };
  return { ok: false, reason: "unexpected_root" };
}

export function selects(filter: SyndicationFilter | undefined, entry: FeedEntry): boolean {
  if (filter === undefined) return true;
  if (filter.titleContains !== undefined) {
    const title = htmlToText(entry.title ?? "").toLowerCase();
    if (!filter.titleContains.some((needle) => title.includes(needle.toLowerCase()))) return false;
  }
  if (filter.linksTo !== undefined) {
    const haystack = `${entry.url ?? ""} ${entry.summary ?? ""}`.toLowerCase();
    if (!filter.linksTo.some((address) => haystack.includes(address.toLowerCase()))) return false;
  }
  return true;
}

export async function fetchSyndicationFeed(
  feed: SyndicationFeed,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (feed.userAgent !== undefined) headers["user-agent"] = feed.userAgent;
  const doc = await readDocument(feed.adapter.url, ctx, { conditional: true, headers });
  if (!doc.ok || doc.notModified) return doc;
  const read = readSyndication(doc.text);
  if (!read.ok) return { ok: false, reason: read.reason, http: doc.http };
  const entries: RawNewsEntry[] = [];
  let filtered = 0;
  for (const entry of read.entries) {
    if (!selects(feed.adapter.include, entry)) {
      filtered++;
      continue;
    }
    entries.push({
      key: entry.key,
      title: entry.title,
      url: entry.url,
      t: { text: entry.date },
      summary: entry.summary,
      relevance: "direct",
    });
  }
  return { ok: true, notModified: false, entries, filtered, retrievedAtMs: doc.receivedAtMs, http: doc.http };
}
