/** `company_events`: material current reports (8-K and 8-K/A) from the filing system. */
import { isIsoDate } from "./dates.ts";
import type { CompanyEvent, CurrentReportFiling } from "./types.ts";

export const COMPANY_EVENTS_LIMIT = 100;

/** The only item codes kept, with their labels (verbatim, as the OpenAPI document lists them). */
export const MATERIAL_ITEM_LABELS: Readonly<Record<string, string>> = {
  "1.01": "Entry into a material agreement",
  "1.02": "Termination of a material agreement",
  "2.01": "Completed acquisition or sale of assets",
  "3.01": "Delisting notice or listing rule failure",
  "5.01": "Change in control",
  "5.02": "Departure or election of directors or officers",
  "5.07": "Shareholder vote results",
  "8.01": "Other events",
};

const CURRENT_REPORT_FORMS = new Set(["8-K", "8-K/A"]);

/**
 * 8-K and 8-K/A filings whose event date lies in [pastStart, today], keeping only the material item
 * codes (in filing order, each once); a filing with none of them, without an event date or without a
 * primary document is left out. Newest event first (then latest acceptance), at most 100.
 */
export function companyEvents(
  filings: readonly CurrentReportFiling[],
  pastStart: string,
  today: string,
): CompanyEvent[] {
  const kept: { event: CompanyEvent; acceptedAtMs: number; accession: string }[] = [];
  for (const filing of filings) {
    const reportDate = filing.report_date;
    if (!CURRENT_REPORT_FORMS.has(filing.form) || !isIsoDate(reportDate)) continue;
    if (reportDate < pastStart || reportDate > today || filing.document_url === null) continue;
    const items = [...new Set(filing.items)].filter((item) => item in MATERIAL_ITEM_LABELS);
    if (items.length === 0) continue;
    kept.push({
      event: {
        report_date: reportDate,
        filed_date: isIsoDate(filing.filing_date) ? filing.filing_date : null,
        items,
        labels: items.map((item) => MATERIAL_ITEM_LABELS[item] ?? item),
        sec_filing_url: filing.document_url,
      },
      acceptedAtMs: filing.accepted_at_ms ?? Number.NEGATIVE_INFINITY,
      accession: filing.accession_number,
    });
  }
  return kept
    .sort(
      (a, b) =>
        descending(a.event.report_date, b.event.report_date) ||
        descending(a.acceptedAtMs, b.acceptedAtMs) ||
        descending(a.accession, b.accession),
    )
    .slice(0, COMPANY_EVENTS_LIMIT)
    .map((entry) => entry.event);
}

function descending(a: string | number, b: string | number): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
