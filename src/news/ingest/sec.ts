import { z } from "zod";
import { newYorkInstant } from "../../domain/new-york-calendar.ts";
import type { RawNewsEntry } from "../../domain/news/build.ts";
import type { NewsFeedConfig } from "../../domain/news/feeds.ts";
import type { NewsRelevance } from "../../domain/news/item.ts";
import {
  type AdapterAnswer,
  countInto,
  emptyHttp,
  type NewsFetchContext,
  parseJson,
  type RefusedCounts,
  readDocument,
} from "./outcome.ts";
import { atomLink } from "./syndication.ts";
import { attributeOf, child, children, innerElements, parseFeedXml, textOf } from "./xml.ts";

/**
 * SEC EDGAR filings of one entity: the company Atom feed or the submissions JSON. The entity itself is
 * `direct`; a fund or vehicle named after it is configured as its own feed with `related`. Every request
 * carries the configured descriptive User-Agent (EDGAR answers 403 without one); the client paces the
 * sec.gov hosts as one, under EDGAR's 10 requests per second.
 */

type SecAtomFeed = NewsFeedConfig & { adapter: { type: "sec_atom" } };
type SecSubmissionsFeed = NewsFeedConfig & { adapter: { type: "sec_submissions" } };

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;
const ACCESSION_IN_ID = /accession-number=(\d{10}-\d{2}-\d{6})/;

function userAgentHeaders(feed: NewsFeedConfig, accept: string): Record<string, string> | null {
  const agent = feed.userAgent?.trim() ?? "";
  return agent === "" ? null : { "user-agent": agent, accept };
}

function formSelected(forms: string[] | undefined, form: string | null): boolean {
  if (forms === undefined) return true;
  return form !== null && forms.some((wanted) => wanted.toUpperCase() === form.toUpperCase());
}

const cikDigits = (cik: string) => String(Number.parseInt(cik, 10));

function filingEntry(fields: {
  accession: string;
  form: string | null;
  entity: string;
  cik: string;
  description: string | null;
  url: string | null;
  t: RawNewsEntry["t"];
  filingDate: string | null;
  summary: string | null;
  relevance: NewsRelevance;
}): RawNewsEntry {
  const form = fields.form ?? "Filing";
  return {
    key: fields.accession,
    title: `${fields.entity}: ${form}${fields.description ? ` - ${fields.description}` : ""}`,
    url: fields.url,
    t: fields.t,
    summary: fields.summary,
    relevance: fields.relevance,
    payload: {
      form,
      accession_number: fields.accession,
      cik: fields.cik,
      entity_name: fields.entity,
      ...(fields.filingDate === null ? {} : { filing_date: fields.filingDate }),
    },
  };
}

export async function fetchSecAtomFeed(feed: SecAtomFeed, ctx: NewsFetchContext): Promise<AdapterAnswer> {
  const headers = userAgentHeaders(feed, "application/atom+xml, application/xml;q=0.9");
  if (headers === null) return { ok: false, reason: "user_agent_missing", http: emptyHttp() };
  const doc = await readDocument(feed.adapter.url, ctx, { conditional: true, headers });
  if (!doc.ok || doc.notModified) return doc;
  const parsed = parseFeedXml(doc.text);
  if (!parsed.ok) return { ok: false, reason: parsed.reason, http: doc.http };
  if (parsed.rootName !== "feed") return { ok: false, reason: "unexpected_root", http: doc.http };

  const info = child(parsed.root, "company-info");
  const entity = textOf(child(info, "conformed-name")) ?? feed.source.name;
  const cik = textOf(child(info, "cik")) ?? feed.adapter.cik;
  const entries: RawNewsEntry[] = [];
  const refused: RefusedCounts = {};
  let filtered = 0;
  for (const entry of children(parsed.root, "entry")) {
    const content = innerElements(child(entry, "content"));
    // EDGAR spells the element `accession-nunber`; the entry id carries the number too.
    const accession =
      textOf(child(content, "accession-number")) ??
      textOf(child(content, "accession-nunber")) ??
      ACCESSION_IN_ID.exec(textOf(child(entry, "id")) ?? "")?.[1] ??
      null;
    if (accession === null || !ACCESSION.test(accession)) {
      countInto(refused, "invalid_entry");
      continue;
    }
    // The form type is the entry's `category@term`, repeated as `filing-type` in the content.
    const formType = attributeOf(child(entry, "category"), "term") || textOf(child(content, "filing-type"));
    if (!formSelected(feed.adapter.forms, formType)) {
      filtered++;
      continue;
    }
    entries.push(
      filingEntry({
        accession,
        form: formType,
        entity,
        cik,
        description: textOf(child(content, "form-name")),
        url: atomLink(entry) ?? textOf(child(content, "filing-href")),
        t: { text: textOf(child(entry, "updated")) },
        filingDate: textOf(child(content, "filing-date")),
        summary: textOf(child(entry, "summary")),
        relevance: feed.adapter.relevance,
      }),
    );
  }
  return {
    ok: true,
    notModified: false,
    entries,
    refused,
    filtered,
    retrievedAtMs: doc.receivedAtMs,
    http: doc.http,
  };
}

const stringList = z.array(z.string());
const submissionsSchema = z.object({
  cik: z.union([z.string(), z.number()]).transform(String),
  name: z.string().min(1),
  filings: z.object({
    recent: z.object({
      accessionNumber: stringList,
      filingDate: stringList,
      acceptanceDateTime: stringList,
      form: stringList,
      primaryDocument: stringList,
      primaryDocDescription: stringList.optional(),
    }),
  }),
});

/**
 * EDGAR's `acceptanceDateTime` ends in `Z` but its digits are New York wall-clock time (the Atom feed
 * gives the same acceptance with its true offset: `2016-03-01T06:02:42-05:00` is printed here as
 * `2016-03-01T06:02:42.000Z`). pix reads the digits as New York time.
 */
export function edgarAcceptanceMs(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?Z?$/.exec(text.trim());
  if (!match) return null;
  const [, date = "", hh = "", mm = "", ss = ""] = match;
  try {
    return newYorkInstant(date, Number(hh), Number(mm)) + Number(ss) * 1_000;
  } catch {
    return null;
  }
}

/** A primary document name EDGAR would serve from the filing folder (no path, no traversal). */
const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export async function fetchSecSubmissionsFeed(
  feed: SecSubmissionsFeed,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const headers = userAgentHeaders(feed, "application/json");
  if (headers === null) return { ok: false, reason: "user_agent_missing", http: emptyHttp() };
  const doc = await readDocument(feed.adapter.url, ctx, { conditional: true, headers });
  if (!doc.ok || doc.notModified) return doc;
  const parsed = parseJson(doc.text, submissionsSchema);
  if (!parsed.ok) return { ok: false, reason: parsed.reason, detail: parsed.detail, http: doc.http };
  const { name, filings } = parsed.value;
  const recent = filings.recent;
  const count = recent.accessionNumber.length;
  const parallel = [recent.filingDate, recent.acceptanceDateTime, recent.form, recent.primaryDocument];
  if (parallel.some((list) => list.length !== count)) {
    return { ok: false, reason: "invalid_shape", detail: "filings.recent", http: doc.http };
  }
  const cik = parsed.value.cik.padStart(10, "0");
  const archives = feed.adapter.archivesBaseUrl.replace(/\/+$/, "");
  const entries: RawNewsEntry[] = [];
  const refused: RefusedCounts = {};
  let filtered = 0;
  for (let i = 0; i < count; i++) {
    const accession = recent.accessionNumber[i] ?? "";
    const form = recent.form[i] ?? null;
    if (!ACCESSION.test(accession)) {
      countInto(refused, "invalid_entry");
      continue;
    }
    if (!formSelected(feed.adapter.forms, form)) {
      filtered++;
      continue;
    }
    const folder = `${archives}/Archives/edgar/data/${cikDigits(cik)}/${accession.replaceAll("-", "")}`;
    const document = recent.primaryDocument[i] ?? "";
    const acceptedMs = edgarAcceptanceMs(recent.acceptanceDateTime[i] ?? "");
    entries.push(
      filingEntry({
        accession,
        form,
        entity: name,
        cik,
        description: recent.primaryDocDescription?.[i] || null,
        url: DOCUMENT_NAME.test(document) ? `${folder}/${document}` : `${folder}/${accession}-index.htm`,
        t: acceptedMs === null ? { text: recent.acceptanceDateTime[i] ?? null } : { ms: acceptedMs },
        filingDate: recent.filingDate[i] || null,
        summary: null,
        relevance: feed.adapter.relevance,
      }),
    );
  }
  return {
    ok: true,
    notModified: false,
    entries,
    refused,
    filtered,
    retrievedAtMs: doc.receivedAtMs,
    http: doc.http,
  };
}
