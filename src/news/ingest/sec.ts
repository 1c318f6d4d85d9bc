import { z } from "zod";
import type { RawNewsEntry } from "../../domain/news/build.ts";
import { filerAcceptanceClock, readAcceptance } from "../../venues/edgar/index.ts";
import { type AdapterAnswer, emptyHttp, type NewsFetchContext } from "./outcome.ts";
import {
  type AdapterFeed,
  type EntryReading,
  type Parsed,
  parseJson,
  readDocumentFeed,
  sortRecords,
} from "./read.ts";
import { atomLink } from "./syndication.ts";
import { attributeOf, child, children, innerElements, parseFeedXml, textOf, type XmlRecord } from "./xml.ts";

/**
 * SEC EDGAR filings of one entity: the company Atom feed or the submissions JSON. The entity itself is
 * `direct`; a fund or vehicle named after it is configured as its own feed with `related`. Every request
 * carries the configured descriptive User-Agent (EDGAR answers 403 without one); the client paces the
 * sec.gov hosts as one, under EDGAR's 10 requests per second.
 */

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;
const ACCESSION_IN_ID = /accession-number=(\d{10}-\d{2}-\d{6})/;

const cikDigits = (cik: string) => String(Number.parseInt(cik, 10));

/** What one filing record says, as either EDGAR answer gives it. */
interface Filing {
  /** Null when the record carries none. */
  accession: string | null;
  form: string | null;
  entity: string;
  cik: string;
  description: string | null;
  url: string | null;
  t: RawNewsEntry["t"];
  filingDate: string | null;
  summary: string | null;
}

type SecFeed = AdapterFeed<"sec_atom" | "sec_submissions">;

/**
 * A filing as an entry of the feed: refused without a well-formed accession number, passed over when
 * the feed selects other forms.
 */
function filingReading(feed: SecFeed, filing: Filing): EntryReading {
  const accession = filing.accession;
  if (accession === null || !ACCESSION.test(accession)) return { refused: "invalid_entry" };
  if (!formSelected(feed.adapter.forms, filing.form)) return { filtered: true };
  const form = filing.form ?? "Filing";
  return {
    kept: {
      key: accession,
      title: `${filing.entity}: ${form}${filing.description ? ` - ${filing.description}` : ""}`,
      url: filing.url,
      t: filing.t,
      summary: filing.summary,
      relevance: feed.adapter.relevance,
      payload: {
        form,
        accession_number: accession,
        cik: filing.cik,
        entity_name: filing.entity,
        ...(filing.filingDate === null ? {} : { filing_date: filing.filingDate }),
      },
    },
  };
}

function formSelected(forms: string[] | undefined, form: string | null): boolean {
  if (forms === undefined) return true;
  return form !== null && forms.some((wanted) => wanted.toUpperCase() === form.toUpperCase());
}

/**
 * Reads one EDGAR document of the feed with the configured descriptive User-Agent; without one no
 * request is made (`user_agent_missing`).
 */
async function readEdgar<T>(
  feed: SecFeed,
  ctx: NewsFetchContext,
  accept: string,
  parse: (text: string) => Parsed<T>,
  filings: (value: T) => Filing[],
): Promise<AdapterAnswer> {
  const agent = feed.userAgent?.trim() ?? "";
  if (agent === "") return { ok: false, reason: "user_agent_missing", http: emptyHttp() };
  return readDocumentFeed(
    parse,
    {
      url: feed.adapter.url,
      read: { conditional: true, headers: { "user-agent": agent, accept } },
      entries: (value) => sortRecords(filings(value), (filing) => filingReading(feed, filing)),
    },
    ctx,
  );
}

/** An EDGAR company Atom feed's root element. */
function parseAtom(text: string): Parsed<XmlRecord> {
  const parsed = parseFeedXml(text);
  if (!parsed.ok) return parsed;
  if (parsed.rootName !== "feed") return { ok: false, reason: "unexpected_root" };
  return { ok: true, value: parsed.root };
}

function atomFilings(feed: AdapterFeed<"sec_atom">, root: XmlRecord): Filing[] {
  const info = child(root, "company-info");
  const entity = textOf(child(info, "conformed-name")) ?? feed.source.name;
  const cik = textOf(child(info, "cik")) ?? feed.adapter.cik;
  return children(root, "entry").map((entry) => {
    const content = innerElements(child(entry, "content"));
    return {
      // EDGAR spells the element `accession-nunber`; the entry id carries the number too.
      accession:
        textOf(child(content, "accession-number")) ??
        textOf(child(content, "accession-nunber")) ??
        ACCESSION_IN_ID.exec(textOf(child(entry, "id")) ?? "")?.[1] ??
        null,
      // The form type is the entry's `category@term`, repeated as `filing-type` in the content.
      form: attributeOf(child(entry, "category"), "term") || textOf(child(content, "filing-type")),
      entity,
      cik,
      description: textOf(child(content, "form-name")),
      url: atomLink(entry) ?? textOf(child(content, "filing-href")),
      t: { text: textOf(child(entry, "updated")) },
      filingDate: textOf(child(content, "filing-date")),
      summary: textOf(child(entry, "summary")),
    };
  });
}

export function fetchSecAtomFeed(
  feed: AdapterFeed<"sec_atom">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  return readEdgar(feed, ctx, "application/atom+xml, application/xml;q=0.9", parseAtom, (root) =>
    atomFilings(feed, root),
  );
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
type Submissions = z.infer<typeof submissionsSchema>;

/** A primary document name EDGAR would serve from the filing folder (no path, no traversal). */
const DOCUMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The submissions JSON, its recent filings' parallel lists of one length. */
function parseSubmissions(text: string): Parsed<Submissions> {
  const parsed = parseJson(text, submissionsSchema);
  if (!parsed.ok) return parsed;
  const recent = parsed.value.filings.recent;
  const count = recent.accessionNumber.length;
  const parallel = [recent.filingDate, recent.acceptanceDateTime, recent.form, recent.primaryDocument];
  if (parallel.some((list) => list.length !== count)) {
    return { ok: false, reason: "invalid_shape", detail: "filings.recent" };
  }
  return parsed;
}

/**
 * A value EDGAR's reader refuses is never given a second reading: without its `Z` it names no zone, so
 * the item is dropped as unparseable rather than placed at the UTC reading of a wall-clock filer's time.
 */
function unreadAcceptance(text: string): string | null {
  return text === "" ? null : text.replace(/[Zz]$/, "");
}

function submissionFilings(feed: AdapterFeed<"sec_submissions">, submissions: Submissions): Filing[] {
  const recent = submissions.filings.recent;
  const cik = submissions.cik.padStart(10, "0");
  const archives = feed.adapter.archivesBaseUrl.replace(/\/+$/, "");
  // The filer's convention (UTC, or New York wall-clock time printed with a `Z`) is judged from all of
  // its filings at hand, by the reader the factor route uses: one filing, one instant, in both planes.
  const clock = filerAcceptanceClock(recent.acceptanceDateTime);
  return recent.accessionNumber.map((accession, i) => {
    const folder = `${archives}/Archives/edgar/data/${cikDigits(cik)}/${accession.replaceAll("-", "")}`;
    const document = recent.primaryDocument[i] ?? "";
    const acceptance = recent.acceptanceDateTime[i] ?? "";
    const acceptedMs = readAcceptance(acceptance, clock);
    return {
      accession,
      form: recent.form[i] ?? null,
      entity: submissions.name,
      cik,
      description: recent.primaryDocDescription?.[i] || null,
      url: DOCUMENT_NAME.test(document) ? `${folder}/${document}` : `${folder}/${accession}-index.htm`,
      t: acceptedMs === null ? { text: unreadAcceptance(acceptance) } : { ms: acceptedMs },
      filingDate: recent.filingDate[i] || null,
      summary: null,
    };
  });
}

export function fetchSecSubmissionsFeed(
  feed: AdapterFeed<"sec_submissions">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  return readEdgar(feed, ctx, "application/json", parseSubmissions, (submissions) =>
    submissionFilings(feed, submissions),
  );
}
