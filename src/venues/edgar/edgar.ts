/**
 * SEC EDGAR adapter: a company's current reports (8-K and 8-K/A) since a date, found through the ticker
 * map and the submissions JSON (`filings.recent`, plus the older pages in `filings.files` when the
 * recent block starts after that date). Never throws.
 *
 * EDGAR asks every client for a descriptive User-Agent with a contact address (403 otherwise) and at
 * most 10 requests per second in total: `userAgent` is required, and `edgarPacing` gives the HTTP
 * client per-host intervals that keep both hosts together under that rate.
 */
import type { CurrentReportFiling } from "../../domain/company-calendar/types.ts";
import type { HttpClient, HttpFailureReason } from "../http/client.ts";
import { endpoint } from "../shared/request-helpers.ts";
import { type AcceptanceClock, filerAcceptanceClock, readAcceptance } from "./acceptance-time.ts";
import { type FilingColumns, filingColumnsSchema, submissionsSchema } from "./schema.ts";
import { findCompany, isolateTickerMapCache, type TickerMapCache } from "./tickers.ts";
import type { EdgarConfig, EdgarFailure, EdgarStage } from "./types.ts";

export type { EdgarConfig, EdgarFailure, EdgarFailureReason, EdgarStage } from "./types.ts";

/** Links point at the regulator's public site, whatever host the data was read from. */
export const SEC_ARCHIVES_BASE = "https://www.sec.gov/Archives/edgar/data";
export const EDGAR_MAX_REQUESTS_PER_SECOND = 10;
const CURRENT_REPORT_FORMS = new Set(["8-K", "8-K/A"]);

export interface CompanyFilings {
  ok: true;
  /** Ten digits, zero-padded. */
  cik: string;
  company_name: string;
  /** How this filer's acceptance times were read (see acceptance-time.ts). */
  acceptance_clock: AcceptanceClock;
  /** 8-K and 8-K/A filings on or after `since` (by filing date), newest first as EDGAR lists them. */
  filings: CurrentReportFiling[];
  /** Submissions pages read (the recent block counts as one). */
  pages_read: number;
}

export type CompanyFilingsResult = CompanyFilings | EdgarFailure;

export interface EdgarReadOptions {
  client: HttpClient;
  /** Defaults to the isolate's cache. */
  tickerMaps?: TickerMapCache;
}

/**
 * Per-host minimum intervals for the HTTP client (`minIntervalMsByHost`) that keep EDGAR's configured
 * hosts, together, at or under 10 requests per second.
 */
export function edgarPacing(config: EdgarConfig): Record<string, number> {
  const hosts = new Set<string>();
  for (const base of [config.wwwBaseUrl, config.dataBaseUrl]) {
    try {
      hosts.add(new URL(base).host);
    } catch {
      // An unparsable base fails its own request as invalid_url.
    }
  }
  const interval = Math.ceil((1000 * Math.max(1, hosts.size)) / EDGAR_MAX_REQUESTS_PER_SECOND);
  return Object.fromEntries([...hosts].map((host) => [host, interval]));
}

/** The primary document: `…/data/{cik as integer}/{accession without dashes}/{primaryDocument}`. */
export function primaryDocumentUrl(
  cik: string | number,
  accessionNumber: string,
  primaryDocument: string,
): string {
  return `${SEC_ARCHIVES_BASE}/${Number(cik)}/${accessionNumber.replaceAll("-", "")}/${primaryDocument}`;
}

export async function readCompanyFilings(
  config: EdgarConfig,
  ticker: string,
  since: string,
  options: EdgarReadOptions,
): Promise<CompanyFilingsResult> {
  if (config.userAgent.trim() === "")
    return { ok: false, stage: "configuration", reason: "user_agent_missing" };
  try {
    return await collect(config, ticker, since, options);
  } catch {
    return { ok: false, stage: "submissions", reason: "malformed" };
  }
}

async function collect(
  config: EdgarConfig,
  ticker: string,
  since: string,
  options: EdgarReadOptions,
): Promise<CompanyFilingsResult> {
  const { client } = options;
  const headers = { "user-agent": config.userAgent };
  const company = await findCompany(config, ticker, client, options.tickerMaps ?? isolateTickerMapCache);
  if (!company.ok) return company;
  const cik = String(company.cik).padStart(10, "0");

  const submissionsUrl = endpoint(config.dataBaseUrl, `/submissions/CIK${cik}.json`, new URLSearchParams());
  const submissions = await client.getJson(submissionsUrl, submissionsSchema, { headers });
  if (!submissions.ok) return httpFailure("submissions", submissions.reason, submissions.detail);
  const pages: FilingColumns[] = [submissions.value.filings.recent];
  const recentCheck = checkColumns(submissions.value.filings.recent);
  if (recentCheck !== null)
    return { ok: false, stage: "submissions", reason: "malformed", detail: recentCheck };

  if (oldestFilingDate(submissions.value.filings.recent) > since) {
    const older = submissions.value.filings.files
      .filter((file) => file.filingTo >= since)
      .sort((a, b) => (a.filingTo < b.filingTo ? 1 : -1))
      .slice(0, Math.max(0, config.maxFilesPages ?? 3));
    for (const file of older) {
      const url = endpoint(config.dataBaseUrl, `/submissions/${file.name}`, new URLSearchParams());
      const page = await client.getJson(url, filingColumnsSchema, { headers });
      if (!page.ok) return httpFailure("files", page.reason, page.detail);
      const check = checkColumns(page.value);
      if (check !== null) return { ok: false, stage: "files", reason: "malformed", detail: check };
      pages.push(page.value);
    }
  }

  const clock = filerAcceptanceClock(pages.flatMap((page) => page.acceptanceDateTime));
  const seen = new Set<string>();
  const filings: CurrentReportFiling[] = [];
  for (const page of pages) {
    page.accessionNumber.forEach((accession, i) => {
      const form = page.form[i] ?? "";
      const filingDate = page.filingDate[i] ?? "";
      if (!CURRENT_REPORT_FORMS.has(form) || filingDate < since || seen.has(accession)) return;
      seen.add(accession);
      const acceptance = page.acceptanceDateTime[i] ?? "";
      const document = page.primaryDocument[i] ?? "";
      filings.push({
        accession_number: accession,
        form,
        filing_date: orNull(filingDate),
        report_date: orNull(page.reportDate[i] ?? ""),
        accepted_at_ms: readAcceptance(acceptance, clock),
        items: splitItems(page.items?.[i] ?? ""),
        document_url: isDocumentName(document) ? primaryDocumentUrl(cik, accession, document) : null,
      });
    });
  }
  return {
    ok: true,
    cik,
    company_name: submissions.value.name,
    acceptance_clock: clock,
    filings,
    pages_read: pages.length,
  };
}

/** Every parallel array must be as long as `accessionNumber`; the name of the first that is not. */
function checkColumns(columns: FilingColumns): string | null {
  const length = columns.accessionNumber.length;
  for (const [name, values] of Object.entries(columns)) {
    if (values !== undefined && values.length !== length) return name;
  }
  return null;
}

/** The oldest filing date in a block ("" sorts first, so an empty block never asks for more). */
function oldestFilingDate(columns: FilingColumns): string {
  return columns.filingDate.reduce(
    (oldest, date) => (date !== "" && date < oldest ? date : oldest),
    "9999-12-31",
  );
}

/** `"2.02,9.01"` → `["2.02", "9.01"]`, in filing order. */
export function splitItems(items: string): string[] {
  return items
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const orNull = (date: string) => (ISO_DATE.test(date) ? date : null);
const isDocumentName = (name: string) => /^[A-Za-z0-9._-]{1,200}$/.test(name);

function httpFailure(stage: EdgarStage, reason: HttpFailureReason, detail: string | undefined): EdgarFailure {
  return { ok: false, stage, reason, ...(detail === undefined ? {} : { detail }) };
}
