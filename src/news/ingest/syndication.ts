import type { SyndicationFilter } from "../../domain/news/feeds.ts";
import { htmlToText } from "../../domain/news/text.ts";
import type { AdapterAnswer, NewsFetchContext } from "./outcome.ts";
import { type AdapterFeed, type EntryReading, type Parsed, readDocumentFeed, sortRecords } from "./read.ts";
import { attributeOf, child, children, parseFeedXml, textOf, type XmlRecord } from "./xml.ts";

/**
 * RSS 2.0 and Atom 1.0 feeds, told apart by the root element: the statistics agencies (BLS serves Atom
 * at its `.rss` addresses; BEA serves RSS 2.0 with all releases in one feed), the Federal Reserve's
 * press feeds (RSS 2.0, CDATA-wrapped links and dates) and editorial publishers.
 */

export interface FeedEntry {
  key: string | null;
  title: string | null;
  url: string | null;
  date: string | null;
  summary: string | null;
}

const ACCEPT = "application/atom+xml, application/rss+xml, application/xml;q=0.9, text/xml;q=0.8";

/** Where each field of an entry is read: the first of its elements that has text. */
interface EntryElements {
  key: string;
  date: readonly string[];
  summary: readonly string[];
}

const RSS_ELEMENTS: EntryElements = {
  key: "guid",
  date: ["pubDate", "dc:date"],
  summary: ["description", "content:encoded"],
};
const ATOM_ELEMENTS: EntryElements = {
  key: "id",
  date: ["published", "updated"],
  summary: ["content", "summary"],
};

function firstText(node: unknown, names: readonly string[]): string | null {
  for (const name of names) {
    const text = textOf(child(node, name));
    if (text !== null) return text;
  }
  return null;
}

/** One RSS item or Atom entry; an entry with no key of its own is keyed by its link. */
function feedEntry(node: unknown, url: string | null, elements: EntryElements): FeedEntry {
  return {
    key: textOf(child(node, elements.key)) ?? url,
    title: textOf(child(node, "title")),
    url,
    date: firstText(node, elements.date),
    summary: firstText(node, elements.summary),
  };
}

function rssEntries(root: XmlRecord): FeedEntry[] | null {
  const channel = child(root, "channel");
  if (channel === undefined) return null;
  return children(channel, "item").map((item) => feedEntry(item, textOf(child(item, "link")), RSS_ELEMENTS));
}

/** The entry's page: the `alternate` link (an Atom link without `rel` is one). */
export function atomLink(entry: unknown): string | null {
  const links = children(entry, "link");
  const alternate = links.find((link) => (attributeOf(link, "rel") ?? "alternate") === "alternate");
  return attributeOf(alternate, "href");
}

function atomEntries(root: XmlRecord): FeedEntry[] {
  return children(root, "entry").map((entry) => feedEntry(entry, atomLink(entry), ATOM_ELEMENTS));
}

/** Entries of a feed document, or why the text is not one. */
export function readSyndication(text: string): Parsed<FeedEntry[]> {
  const parsed = parseFeedXml(text);
  if (!parsed.ok) return parsed;
  if (parsed.rootName === "rss") {
    const entries = rssEntries(parsed.root);
    return entries === null ? { ok: false, reason: "unexpected_root" } : { ok: true, value: entries };
  }
  if (parsed.rootName === "feed") return { ok: true, value: atomEntries(parsed.root) };
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

/** An entry the feed's filter selects, as the feed gives it; one it does not select is filtered. */
function syndicationReading(filter: SyndicationFilter | undefined, entry: FeedEntry): EntryReading {
  if (!selects(filter, entry)) return { filtered: true };
  return {
    kept: {
      key: entry.key,
      title: entry.title,
      url: entry.url,
      t: { text: entry.date },
      summary: entry.summary,
      relevance: "direct",
    },
  };
}

export async function fetchSyndicationFeed(
  feed: AdapterFeed<"syndication">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (feed.userAgent !== undefined) headers["user-agent"] = feed.userAgent;
  return readDocumentFeed(
    readSyndication,
    {
      url: feed.adapter.url,
      read: { conditional: true, headers },
      entries: (entries) => sortRecords(entries, (entry) => syndicationReading(feed.adapter.include, entry)),
    },
    ctx,
  );
}
