import { describe, expect, it } from "vitest";
import {
  COMPANY_EVENTS_LIMIT,
  companyEvents,
  MATERIAL_ITEM_LABELS,
} from "../../../src/domain/company-calendar/events.ts";
import { addCalendarDays } from "../../../src/domain/new-york-calendar.ts";
import { filing } from "./fixtures.ts";

const PAST_START = "2025-11-22";
const TODAY = "2026-11-22";

describe("companyEvents", () => {
  it("labels exactly the eight material item codes, verbatim", () => {
    expect(MATERIAL_ITEM_LABELS).toEqual({
      "1.01": "Entry into a material agreement",
      "1.02": "Termination of a material agreement",
      "2.01": "Completed acquisition or sale of assets",
      "3.01": "Delisting notice or listing rule failure",
      "5.01": "Change in control",
      "5.02": "Departure or election of directors or officers",
      "5.07": "Shareholder vote results",
      "8.01": "Other events",
    });
  });

  it("keeps 8-K and 8-K/A filings with material items, in filing order, newest event first", () => {
    const agreement = filing({
      report_date: "2026-03-02",
      filing_date: "2026-03-04",
      items: ["1.01", "2.03", "9.01"],
    });
    const amendment = filing({ form: "8-K/A", report_date: "2026-05-20", items: ["8.01", "5.02"] });
    const vote = filing({ report_date: "2026-02-24", items: ["5.07"] });
    const events = companyEvents(
      [
        vote,
        agreement,
        amendment,
        filing({ report_date: "2026-10-29", items: ["2.02", "9.01"] }), // no material item
        filing({ report_date: "2026-06-01", items: ["7.01"] }),
        filing({ form: "10-Q", report_date: "2026-06-27", items: ["8.01"] }), // not a current report
      ],
      PAST_START,
      TODAY,
    );
    expect(events).toEqual([
      {
        report_date: "2026-05-20",
        filed_date: "2026-05-20",
        items: ["8.01", "5.02"],
        labels: ["Other events", "Departure or election of directors or officers"],
        sec_filing_url: amendment.document_url,
      },
      {
        report_date: "2026-03-02",
        filed_date: "2026-03-04",
        items: ["1.01"],
        labels: ["Entry into a material agreement"],
        sec_filing_url: agreement.document_url,
      },
      {
        report_date: "2026-02-24",
        filed_date: "2026-02-24",
        items: ["5.07"],
        labels: ["Shareholder vote results"],
        sec_filing_url: vote.document_url,
      },
    ]);
  });

  it("bounds the event date by the past window and today, both included", () => {
    const dates = ["2025-11-21", PAST_START, TODAY, "2026-11-23"];
    const events = companyEvents(
      dates.map((report_date) => filing({ report_date, items: ["8.01"] })),
      PAST_START,
      TODAY,
    );
    expect(events.map((event) => event.report_date)).toEqual([TODAY, PAST_START]);
  });

  it("leaves out filings without an event date or primary document, and a missing filing date is null", () => {
    const events = companyEvents(
      [
        filing({ report_date: null, items: ["8.01"] }),
        filing({ report_date: "2026-04-01", items: ["8.01"], document_url: null }),
        filing({ report_date: "2026-04-02", filing_date: null, items: ["8.01", "8.01"] }),
      ],
      PAST_START,
      TODAY,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ report_date: "2026-04-02", filed_date: null, items: ["8.01"] });
  });

  it("orders same-day events by latest acceptance and keeps at most 100", () => {
    const early = filing({
      report_date: "2026-06-01",
      accepted_at_ms: Date.parse("2026-06-01T12:00:00Z"),
      items: ["8.01"],
    });
    const late = filing({
      report_date: "2026-06-01",
      accepted_at_ms: Date.parse("2026-06-01T21:00:00Z"),
      items: ["5.02"],
    });
    expect(companyEvents([early, late], PAST_START, TODAY).map((e) => e.items)).toEqual([["5.02"], ["8.01"]]);

    const many = Array.from({ length: 150 }, (_, i) =>
      filing({ report_date: addCalendarDays(TODAY, -i * 2), items: ["8.01"] }),
    );
    const kept = companyEvents(many, PAST_START, TODAY);
    expect(kept).toHaveLength(COMPANY_EVENTS_LIMIT);
    expect(kept[0]?.report_date).toBe(TODAY);
    expect(kept[99]?.report_date).toBe(addCalendarDays(TODAY, -198));
  });
});
