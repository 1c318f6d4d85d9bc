/**
 * The simulator's news feed documents in their upstreams' real shapes: agency RSS/Atom, EDGAR's
 * company Atom feed and submissions JSON, a publisher's RSS. Every document is built from a neutral list
 * of entries so fault modes can act on entries before rendering. Everything is synthetic and says so.
 */
import { newYorkOffsetMinutes } from "../src/domain/new-york-calendar.ts";

export interface SimEntry {
  id: string;
  title: string;
  link: string;
  dateMs: number;
  /** HTML (or plain text) of the description. */
  html: string | null;
  /** EDGAR only. */
  filing?: { form: string; accession: string; formName: string; document: string };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `2026-11-13T08:30:00-05:00`: New York wall time with its offset, as BLS and EDGAR print Atom clocks. */
export function newYorkIso(ms: number): string {
  const offset = newYorkOffsetMinutes(ms);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const hours = String(Math.abs(offset) / 60).padStart(2, "0");
  return `${wall}${offset < 0 ? "-" : "+"}${hours}:00`;
}

/** `Thu, 29 Oct 2026 08:30:00 EDT`: BEA's pubDate. */
export function newYorkRfc822(ms: number): string {
  const offset = newYorkOffsetMinutes(ms);
  const wall = new Date(ms + offset * 60_000).toUTCString().replace(" GMT", "");
  return `${wall} ${offset === -240 ? "EDT" : "EST"}`;
}

export const httpDate = (ms: number) => new Date(ms).toUTCString();

export interface ChannelInfo {
  title: string;
  link: string;
  description: string;
}

/** RSS 2.0. `style` follows the publisher: the Fed wraps link/guid/pubDate in CDATA, BEA prints EDT. */
export function renderRss(
  channel: ChannelInfo,
  entries: SimEntry[],
  style: "fed" | "bea" | "publisher",
): string {
  const items = entries.map((entry) => {
    const date = style === "bea" ? newYorkRfc822(entry.dateMs) : httpDate(entry.dateMs);
    const link = style === "fed" ? `<![CDATA[${entry.link}]]>` : escapeXml(entry.link);
    const guid = style === "fed" ? `<![CDATA[${entry.id}]]>` : escapeXml(entry.id);
    const pubDate = style === "fed" ? `<![CDATA[${date}]]>` : date;
    const description = entry.html === null ? "" : `<description><![CDATA[${entry.html}]]></description>`;
    return `<item><title>${escapeXml(entry.title)}</title><link>${link}</link><guid isPermaLink="false">${guid}</guid>${description}<pubDate>${pubDate}</pubDate></item>`;
  });
  const encoding = style === "bea" ? "us-ascii" : "utf-8";
  return `<?xml version="1.0" encoding="${encoding}"?>\n<rss version="2.0"><channel><title>${escapeXml(channel.title)}</title><link>${escapeXml(channel.link)}</link><description>${escapeXml(channel.description)}</description>${items.join("\n")}</channel></rss>\n`;
}

/** Atom 1.0 as BLS serves it at its `.rss` addresses. */
export function renderAtom(feed: { title: string; id: string }, entries: SimEntry[]): string {
  const updated = entries.reduce((latest, entry) => Math.max(latest, entry.dateMs), 0);
  const body = entries.map(
    (entry) =>
      `<entry><title>${escapeXml(entry.title)}</title><id>${escapeXml(entry.id)}</id><link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/><published>${newYorkIso(entry.dateMs)}</published><updated>${newYorkIso(entry.dateMs)}</updated>${entry.html === null ? "" : `<content type="html">${escapeXml(entry.html)}</content>`}</entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(feed.title)}</title><id>${escapeXml(feed.id)}</id><updated>${newYorkIso(updated || Date.UTC(2026, 0, 1))}</updated>${body.join("\n")}</feed>\n`;
}

export interface SimFiler {
  cik: string;
  name: string;
}

/** EDGAR's company Atom feed (its `accession-nunber` spelling included). */
export function renderEdgarAtom(filer: SimFiler, entries: SimEntry[]): string {
  const body = entries.map((entry) => {
    const filing = entry.filing;
    if (filing === undefined) return "";
    return `<entry><category label="form type" scheme="https://www.sec.gov/" term="${escapeXml(filing.form)}"/><content type="text/xml"><accession-nunber>${filing.accession}</accession-nunber><filing-date>${new Date(entry.dateMs).toISOString().slice(0, 10)}</filing-date><filing-href>${escapeXml(entry.link)}</filing-href><filing-type>${escapeXml(filing.form)}</filing-type><form-name>${escapeXml(filing.formName)}</form-name></content><id>urn:tag:sec.gov,2008:accession-number=${filing.accession}</id><link href="${escapeXml(entry.link)}" rel="alternate" type="text/html"/><summary type="html">${escapeXml(entry.html ?? "")}</summary><title>${escapeXml(entry.title)}</title><updated>${newYorkIso(entry.dateMs)}</updated></entry>`;
  });
  return `<?xml version="1.0" encoding="ISO-8859-1" ?>\n<feed xmlns="http://www.w3.org/2005/Atom"><author><email>webmaster@sec.gov</email><name>Webmaster</name></author><company-info><cik>${filer.cik}</cik><conformed-name>${escapeXml(filer.name)}</conformed-name></company-info>${body.join("\n")}<title>${escapeXml(filer.name)}  (${filer.cik})</title></feed>\n`;
}

/** EDGAR's submissions JSON: parallel arrays, acceptance as New York wall time printed with a `Z`. */
export function edgarSubmissions(filer: SimFiler, entries: SimEntry[]): Record<string, unknown> {
  const filings = entries.flatMap((entry) => (entry.filing ? [{ entry, filing: entry.filing }] : []));
  const nyWall = (ms: number) => `${newYorkIso(ms).slice(0, 19)}.000Z`;
  return {
    cik: String(Number(filer.cik)),
    name: filer.name,
    tickers: [],
    exchanges: [],
    filings: {
      recent: {
        accessionNumber: filings.map((f) => f.filing.accession),
        filingDate: filings.map((f) => new Date(f.entry.dateMs).toISOString().slice(0, 10)),
        reportDate: filings.map(() => ""),
        acceptanceDateTime: filings.map((f) => nyWall(f.entry.dateMs)),
        form: filings.map((f) => f.filing.form),
        items: filings.map(() => ""),
        primaryDocument: filings.map((f) => f.filing.document),
        primaryDocDescription: filings.map((f) => f.filing.form),
      },
      files: [],
    },
  };
}
