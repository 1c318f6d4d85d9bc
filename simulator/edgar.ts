/**
 * The simulated filing system (SEC EDGAR shapes, upstreams.md), under `/edgar`:
 *
 *   /edgar/www/files/company_tickers.json                     the ticker map
 *   /edgar/data/submissions/CIK##########.json                 submissions: `filings.recent` + `files`
 *   /edgar/data/submissions/CIK##########-submissions-NNN.json older pages (parallel arrays at the top)
 *   /edgar/_control/{faults,reset,state}
 *
 * Every request needs a User-Agent with a contact address, else 403 (EDGAR's own rule). Filings are
 * generated from the companies' schedules in equity-universe.ts: earnings releases (8-K item 2.02)
 * at the provider's release times, periodic reports, annual meetings, officer changes, agreements,
 * amendments, and routine filings (Form 4, 424B2) whose volume pushes a busy filer's older filings out
 * of the recent block, which here holds the newest 80 (EDGAR's holds at least a year or 1,000).
 * acceptanceDateTime is written in each filer's convention: UTC, or New York wall-clock time with a `Z`.
 */
import {
  addCalendarDays,
  newYorkDate,
  newYorkInstant,
  newYorkOffsetMinutes,
} from "../src/domain/new-york-calendar.ts";
import { quarters, SIM_EQUITIES, type SimEquity } from "./equity-universe.ts";
import { hashString, mix } from "./hash.ts";
import { isSession, sessionOnOrAfter } from "./nyse-sessions.ts";
import { json, type SimReply } from "./reply.ts";
import { createSourceFaultBoard, handleSourceControl, withFault } from "./source-faults.ts";

export const EDGAR_BASE_PATHS = { www: "/edgar/www", data: "/edgar/data" } as const;
export const EDGAR_ENDPOINTS = ["tickers", "submissions", "files"] as const;
export const RECENT_LIMIT = 80;
export const FILES_PAGE_SIZE = 100;

export interface EdgarUpstream {
  /** `path` is the segments after `/edgar`. */
  handle(request: Request, path: string[], nowMs: number): Promise<SimReply>;
  reset(): void;
}

export interface SimFiling {
  accessionNumber: string;
  form: string;
  filingDate: string;
  reportDate: string;
  acceptedMs: number;
  acceptanceDateTime: string;
  items: string;
  primaryDocument: string;
}

export function createEdgarUpstream(): EdgarUpstream {
  const faults = createSourceFaultBoard();
  return {
    reset: () => faults.reset(),
    async handle(request, path, nowMs) {
      const [host, ...rest] = path;
      if (host === "_control") return handleSourceControl(request, rest[0], faults, EDGAR_ENDPOINTS);
      if (!declaresItself(request)) return forbidden();
      const route = rest.join("/");
      if (host === "www" && route === "files/company_tickers.json") {
        return withFault(faults, "tickers", request, () => json(tickerMap()));
      }
      const match = /^submissions\/CIK(\d{10})(?:-submissions-(\d{3}))?\.json$/.exec(route);
      if (host !== "data" || match === null) return notFound();
      const [, cik = "", page] = match;
      const equity = SIM_EQUITIES.find((e) => e.sec !== null && pad10(e.sec.cik) === cik);
      if (equity === undefined) return notFound();
      if (page === undefined)
        return withFault(faults, "submissions", request, () => json(submissions(equity, nowMs)));
      return withFault(faults, "files", request, () => {
        const body = olderPage(equity, nowMs, Number(page));
        return body === null ? notFound() : json(body);
      });
    },
  };
}

function declaresItself(request: Request): boolean {
  return (request.headers.get("user-agent") ?? "").includes("@");
}

function forbidden(): SimReply {
  return {
    status: 403,
    contentType: "text/html",
    text: '<!DOCTYPE html><html lang="en"><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head><body><h1>Your Request Originates from an Undeclared Automated Tool</h1><p>Please declare your traffic by updating your user agent to include company specific information.</p></body></html>',
  };
}

function notFound(): SimReply {
  return {
    status: 404,
    contentType: "text/html",
    text: '<!DOCTYPE html><html lang="en"><head><title>SEC.gov | File Not Found Error Alert (404)</title></head><body><h1>File Not Found</h1></body></html>',
  };
}

function tickerMap() {
  const entries: { cik_str: number; ticker: string; title: string }[] = [];
  for (const equity of SIM_EQUITIES) {
    if (equity.sec === null) continue;
    entries.push({ cik_str: equity.sec.cik, ticker: equity.symbol, title: equity.sec.title });
    if (equity.symbol === "BRK-B")
      entries.push({ cik_str: equity.sec.cik, ticker: "BRK-A", title: equity.sec.title });
  }
  return Object.fromEntries(entries.map((entry, i) => [String(i), entry]));
}

function submissions(equity: SimEquity, nowMs: number) {
  const sec = equity.sec;
  if (sec === null) throw new Error("no filer");
  const filings = simFilings(equity, nowMs);
  const older = filings.slice(RECENT_LIMIT);
  const files = [];
  for (let start = 0, page = 1; start < older.length; start += FILES_PAGE_SIZE, page++) {
    const chunk = older.slice(start, start + FILES_PAGE_SIZE);
    files.push({
      name: pageName(sec.cik, page),
      filingCount: chunk.length,
      filingFrom: chunk[chunk.length - 1]?.filingDate ?? "",
      filingTo: chunk[0]?.filingDate ?? "",
    });
  }
  return {
    cik: pad10(sec.cik),
    entityType: "operating",
    sic: "0000",
    sicDescription: "",
    ownerOrg: "",
    insiderTransactionForOwnerExists: 0,
    insiderTransactionForIssuerExists: 1,
    name: sec.title,
    tickers: [equity.symbol],
    exchanges: [equity.fullExchangeName.startsWith("Nasdaq") ? "Nasdaq" : "NYSE"],
    ein: "",
    lei: null,
    description: "",
    website: "",
    investorWebsite: "",
    category: "Large accelerated filer",
    fiscalYearEnd: "1231",
    stateOfIncorporation: "DE",
    stateOfIncorporationDescription: "DE",
    addresses: {},
    phone: "",
    flags: "",
    formerNames: [],
    filings: { recent: columns(filings.slice(0, RECENT_LIMIT)), files },
  };
}

function olderPage(equity: SimEquity, nowMs: number, page: number) {
  const older = simFilings(equity, nowMs).slice(RECENT_LIMIT);
  const chunk = older.slice((page - 1) * FILES_PAGE_SIZE, page * FILES_PAGE_SIZE);
  return page < 1 || chunk.length === 0 ? null : columns(chunk);
}

function columns(filings: readonly SimFiling[]) {
  return {
    accessionNumber: filings.map((f) => f.accessionNumber),
    filingDate: filings.map((f) => f.filingDate),
    reportDate: filings.map((f) => f.reportDate),
    acceptanceDateTime: filings.map((f) => f.acceptanceDateTime),
    act: filings.map((f) => (f.form === "4" ? "" : "34")),
    form: filings.map((f) => f.form),
    fileNumber: filings.map((f) => (f.form === "4" ? "" : "001-00000")),
    filmNumber: filings.map((f) => f.accessionNumber.slice(-8)),
    items: filings.map((f) => f.items),
    core_type: filings.map((f) => f.form),
    size: filings.map((f) => 20_000 + (hashString(f.accessionNumber) % 400_000)),
    isXBRL: filings.map((f) => (f.form === "4" ? 0 : 1)),
    isInlineXBRL: filings.map((f) => (f.form === "4" ? 0 : 1)),
    primaryDocument: filings.map((f) => f.primaryDocument),
    primaryDocDescription: filings.map((f) => f.form),
  };
}

interface Draft {
  form: string;
  reportDate: string;
  acceptedMs: number;
  items: string;
}

/** Every filing of one company accepted by `nowMs` over the last three years, newest first. */
export function simFilings(equity: SimEquity, nowMs: number): SimFiling[] {
  const sec = equity.sec;
  if (sec === null) return [];
  const today = newYorkDate(nowMs);
  const from = addCalendarDays(today, -3 * 365);
  const seed = hashString(`${equity.symbol}:filings`);
  const at = (date: string, hours: number, minutes: number) =>
    newYorkInstant(sessionOnOrAfter(date, "nyse"), hours, minutes) +
    (mix(seed, hashString(date)) % 60) * 1000;
  const drafts: Draft[] = [];

  const reported = quarters(equity, today).filter((q) => q.releaseMs <= nowMs);
  reported.forEach((q, i) => {
    const fromNewest = reported.length - 1 - i;
    if (!sec.noReleases) {
      const missing = sec.missingReleases?.includes(fromNewest) ?? false;
      drafts.push({
        form: "8-K",
        reportDate: q.releaseDate,
        acceptedMs: q.releaseMs,
        items: missing ? "7.01,9.01" : "2.02,9.01",
      });
      if (sec.amendsReleases) {
        const amended = at(addCalendarDays(q.releaseDate, 3), 16, 10);
        drafts.push({ form: "8-K/A", reportDate: q.releaseDate, acceptedMs: amended, items: "2.02,9.01" });
      }
    }
    const annual = q.quarterEnd.endsWith("12-31");
    drafts.push({
      form: annual ? "10-K" : "10-Q",
      reportDate: q.quarterEnd,
      acceptedMs: at(addCalendarDays(q.releaseDate, 5), 16, 5),
      items: "",
    });
  });

  for (let year = Number(from.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) {
    const day = (month: string, first: number, span: number) =>
      `${year}-${month}-${String(first + (mix(seed, year * 100 + Number(month)) % span)).padStart(2, "0")}`;
    drafts.push({
      form: "8-K",
      reportDate: day("05", 10, 10),
      acceptedMs: at(day("05", 10, 10), 16, 15),
      items: "5.07",
    });
    const officers = day("09", 2, 20);
    drafts.push({
      form: "8-K",
      reportDate: officers,
      acceptedMs: at(addCalendarDays(officers, 2), 17, 5),
      items: "5.02,9.01",
    });
    if (sec.amendsOfficerChanges) {
      drafts.push({
        form: "8-K/A",
        reportDate: officers,
        acceptedMs: at(addCalendarDays(officers, 12), 16, 40),
        items: "5.02",
      });
    }
    const agreement = day("02", 10, 15);
    drafts.push({
      form: "8-K",
      reportDate: agreement,
      acceptedMs: at(addCalendarDays(agreement, 1), 16, 30),
      items: "1.01,2.03,9.01",
    });
    const other = day("12", 1, 14);
    drafts.push({ form: "8-K", reportDate: other, acceptedMs: at(other, 8, 15), items: "8.01" });
  }

  // Routine filings: late evening for UTC filers, early morning for wall-clock filers, so each filer's
  // own values carry evidence of its convention.
  const routineForm = sec.routinePerMonth > 6 ? "424B2" : "4";
  for (let month = from.slice(0, 7); month <= today.slice(0, 7); month = nextMonth(month)) {
    for (let k = 0; k < sec.routinePerMonth; k++) {
      const date = `${month}-${String(2 + Math.floor((k * 26) / sec.routinePerMonth)).padStart(2, "0")}`;
      const hours = sec.clock === "utc" ? 18 + (k % 3) : 6 + (k % 2);
      drafts.push({
        form: routineForm,
        reportDate: routineForm === "4" ? addCalendarDays(date, -2) : "",
        acceptedMs: at(date, hours, 20 + k),
        items: "",
      });
    }
  }

  const accepted = drafts
    .filter((d) => d.acceptedMs <= nowMs && newYorkDate(d.acceptedMs) >= from)
    .sort((a, b) => a.acceptedMs - b.acceptedMs || a.form.localeCompare(b.form));
  const sequence = new Map<string, number>();
  const filings = accepted.map((draft): SimFiling => {
    const yy = newYorkDate(draft.acceptedMs).slice(2, 4);
    const next = (sequence.get(yy) ?? 0) + 1;
    sequence.set(yy, next);
    const accessionNumber = `${pad10(sec.cik)}-${yy}-${String(next).padStart(6, "0")}`;
    return {
      accessionNumber,
      form: draft.form,
      filingDate: filingDate(draft.acceptedMs),
      reportDate: draft.reportDate,
      acceptedMs: draft.acceptedMs,
      acceptanceDateTime: writeAcceptance(draft.acceptedMs, sec.clock),
      items: draft.items,
      primaryDocument:
        draft.form === "4"
          ? `xslF345X05/wk-form4_${Math.floor(draft.acceptedMs / 1000)}.xml`
          : `${equity.symbol.toLowerCase().replace(/[^a-z0-9]/g, "")}-${draft.reportDate.replaceAll("-", "") || accessionNumber.slice(-6)}${draft.form.endsWith("/A") ? "a" : ""}.htm`,
    };
  });
  return filings.reverse();
}

/** Accepted after 17:30 New York time: filed on the next business day. */
function filingDate(acceptedMs: number): string {
  const date = newYorkDate(acceptedMs);
  const cutoff = newYorkInstant(date, 17, 30);
  if (acceptedMs <= cutoff && isSession(date, "nyse")) return date;
  return sessionOnOrAfter(addCalendarDays(date, 1), "nyse");
}

function writeAcceptance(acceptedMs: number, clock: "utc" | "new_york_wall_clock"): string {
  if (clock === "utc") return new Date(acceptedMs).toISOString();
  return new Date(acceptedMs + newYorkOffsetMinutes(acceptedMs) * 60_000).toISOString();
}

function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, "0")}`;
}

function pageName(cik: number, page: number): string {
  return `CIK${pad10(cik)}-submissions-${String(page).padStart(3, "0")}.json`;
}

const pad10 = (cik: number) => String(cik).padStart(10, "0");
