import { describe, expect, it } from "vitest";
import { fetchNewsFeed } from "../../../src/news/ingest/fetch-feed.ts";
import { createTickerMapCache, readCompanyFilings } from "../../../src/venues/edgar/index.ts";
import tickers from "../../fixtures/upstreams/edgar/company_tickers.json";
import jpm from "../../fixtures/upstreams/edgar/submissions-CIK0000019617.json";
import apple from "../../fixtures/upstreams/edgar/submissions-CIK0000320193.json";
import secAtom from "../../fixtures/upstreams/news/sec-company.atom.xml?raw";
import submissions from "../../fixtures/upstreams/news/sec-submissions.json";
import { json, testClient } from "../../support/fake-upstream.ts";
import { contextFor, feedOf, jsonResponse, xmlResponse } from "./support.ts";

const UA = "pix research ops@example.com";
const ATOM_URL =
  "https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=0001999999&type=&dateb=&owner=include&count=40&output=atom";
const SUBMISSIONS_URL = "https://data.sec.gov/submissions/CIK0001999999.json";

const atomFeed = (relevance: "direct" | "related" = "direct", forms?: string[]) =>
  feedOf(
    { type: "sec_atom", url: ATOM_URL, cik: "0001999999", relevance, ...(forms ? { forms } : {}) },
    { id: "sec-example", kind: "filing", userAgent: UA },
  );
const submissionsFeed = (forms?: string[]) =>
  feedOf(
    {
      type: "sec_submissions",
      url: SUBMISSIONS_URL,
      archivesBaseUrl: "https://www.sec.gov",
      cik: "0001999999",
      relevance: "direct",
      ...(forms ? { forms } : {}),
    },
    { id: "sec-example", kind: "filing", userAgent: UA },
  );

/** The Atom fixture as EDGAR sends it: ISO-8859-1 bytes. */
const atomBytes = () => Uint8Array.from(secAtom, (ch) => ch.charCodeAt(0));

describe("SEC EDGAR company Atom feed", () => {
  it("reads filings with form, accession and the entity, sending the configured User-Agent", async () => {
    const { ctx, requests } = contextFor(
      () => new Response(atomBytes(), { headers: { "content-type": "application/atom+xml" } }),
    );
    const outcome = await fetchNewsFeed(atomFeed("direct", ["S-1", "S-1/A", "D"]), ctx);
    expect(requests[0]?.headers.get("user-agent")).toBe(UA);
    expect(outcome).toMatchObject({ ok: true, filtered: 1 });
    expect(outcome.items[0]).toMatchObject({
      kind: "filing",
      relevance: "direct",
      title:
        "EXAMPLE PREIPO CO: S-1/A - General form for registration of securities under the Securities Act of 1933",
      url: "https://www.sec.gov/Archives/edgar/data/1999999/000199999926000014/0001999999-26-000014-index.htm",
      t: "2026-11-20T21:05:32Z",
      summary: "Filed: 2026-11-20 AccNo: 0001999999-26-000014 Size: 2 MB",
      payload: {
        form: "S-1/A",
        accession_number: "0001999999-26-000014",
        filing_date: "2026-11-20",
        cik: "0001999999",
        entity_name: "EXAMPLE PREIPO CO",
      },
    });
    expect(outcome.items[1]).toMatchObject({ t: "2026-09-02T13:14:05Z", payload: { form: "D" } });
  });

  it("reads the accession from EDGAR's misspelled content element when the entry has no id", async () => {
    const withoutIds = secAtom.replace(/<id>urn:tag:[^<]*<\/id>/g, "");
    const outcome = await fetchNewsFeed(atomFeed(), contextFor(() => xmlResponse(withoutIds)).ctx);
    expect(outcome.items.map((item) => item.payload.accession_number)).toEqual([
      "0001999999-26-000014",
      "0001999999-26-000011",
      "0001999999-26-000009",
    ]);
  });

  it("marks a fund or vehicle named after the entity as related", async () => {
    const { ctx } = contextFor(() => xmlResponse(secAtom));
    const outcome = await fetchNewsFeed(atomFeed("related"), ctx);
    expect(outcome.items.length).toBe(3);
    expect(outcome.items.every((item) => item.relevance === "related")).toBe(true);
  });

  it("refuses to ask EDGAR without a User-Agent: the feed is unconfigured", async () => {
    const { ctx, requests } = contextFor(() => xmlResponse(secAtom));
    const feed = { ...atomFeed(), userAgent: " " };
    expect(await fetchNewsFeed(feed, ctx)).toMatchObject({ ok: false, reason: "unconfigured" });
    expect(requests).toHaveLength(0);
  });

  it("records EDGAR's 403 for an undeclared client as a failure", async () => {
    const { ctx } = contextFor(
      () => new Response("Your Request Originates from an Undeclared Automated Tool", { status: 403 }),
    );
    expect(await fetchNewsFeed(atomFeed(), ctx)).toMatchObject({
      ok: false,
      reason: "http_4xx",
      http: { status: 403 },
    });
  });
});

describe("SEC EDGAR submissions JSON", () => {
  it("builds primary-document links and reads acceptance times as the New York wall clock this filer writes", async () => {
    const { ctx } = contextFor(() => jsonResponse(submissions));
    const outcome = await fetchNewsFeed(submissionsFeed(["S-1/A", "D"]), ctx);
    expect(outcome).toMatchObject({ ok: true, filtered: 1 });
    expect(outcome.items.map((item) => [item.url, item.t])).toEqual([
      [
        "https://www.sec.gov/Archives/edgar/data/1999999/000199999926000014/d912345ds1a.htm",
        "2026-11-20T21:05:32Z",
      ],
      [
        "https://www.sec.gov/Archives/edgar/data/1999999/000199999926000009/primary_doc.xml",
        "2026-09-02T13:14:05Z",
      ],
    ]);
  });

  it("gives the same id and clock as the Atom feed for the same filing", async () => {
    const atom = await fetchNewsFeed(atomFeed(), contextFor(() => xmlResponse(secAtom)).ctx);
    const json = await fetchNewsFeed(submissionsFeed(), contextFor(() => jsonResponse(submissions)).ctx);
    const pick = (items: typeof atom.items) => items.map((item) => [item.id, item.t]).sort();
    expect(pick(json.items)).toEqual(pick(atom.items));
  });

  it("drops a filing whose acceptance is not in EDGAR's form rather than read it as UTC", async () => {
    const odd = structuredClone(submissions);
    odd.filings.recent.acceptanceDateTime[0] = "2026-11-20 16:05:32z";
    const outcome = await fetchNewsFeed(submissionsFeed(["S-1/A"]), contextFor(() => jsonResponse(odd)).ctx);
    expect(outcome.items).toEqual([]);
  });

  describe("places a filing where the factor route places it, for both kinds of filer", () => {
    // Apple writes true UTC (22:31Z is 17:31 in New York); JPMorgan writes New York wall-clock time with
    // a Z (06:47Z read as UTC would be 02:47 in New York, when EDGAR is closed).
    const filers = [
      { name: "a UTC filer", cik: "0000320193", body: apple, clock: "utc" },
      { name: "a wall-clock filer", cik: "0000019617", body: jpm, clock: "new_york_wall_clock" },
    ] as const;

    for (const filer of filers) {
      it(filer.name, async () => {
        const url = `https://data.sec.gov/submissions/CIK${filer.cik}.json`;
        const feed = feedOf(
          {
            type: "sec_submissions",
            url,
            archivesBaseUrl: "https://www.sec.gov",
            cik: filer.cik,
            relevance: "direct",
            forms: ["8-K", "8-K/A"],
          },
          { id: "sec-filer", kind: "filing", userAgent: UA },
        );
        const news = await fetchNewsFeed(feed, contextFor(() => jsonResponse(filer.body)).ctx);

        const { client } = testClient(
          (request) =>
            request.url.pathname === "/files/company_tickers.json" ? json(tickers) : json(filer.body),
          { maxRetries: 0 },
        );
        const factors = await readCompanyFilings(
          { wwwBaseUrl: "https://www.sec.test", dataBaseUrl: "https://data.sec.test", userAgent: UA },
          filer.cik === "0000320193" ? "AAPL" : "JPM",
          "2026-01-01",
          { client, tickerMaps: createTickerMapCache() },
        );
        if (!factors.ok) throw new Error(`read failed: ${factors.reason}`);
        expect(factors.acceptance_clock).toBe(filer.clock);

        const newsInstants = news.items.map((item) => [item.payload.accession_number, item.t]);
        const factorInstants = factors.filings.map((filing) => [
          filing.accession_number,
          filing.accepted_at_ms === null
            ? null
            : new Date(filing.accepted_at_ms).toISOString().replace(".000Z", "Z"),
        ]);
        expect(newsInstants.length).toBeGreaterThan(1);
        expect(newsInstants).toEqual(factorInstants);
      });
    }
  });

  it("falls back to the filing index for a document name that is a path", async () => {
    const tampered = structuredClone(submissions);
    tampered.filings.recent.primaryDocument[0] = "../../../etc/passwd";
    const outcome = await fetchNewsFeed(
      submissionsFeed(["S-1/A"]),
      contextFor(() => jsonResponse(tampered)).ctx,
    );
    expect(outcome.items[0]?.url).toBe(
      "https://www.sec.gov/Archives/edgar/data/1999999/000199999926000014/0001999999-26-000014-index.htm",
    );
  });

  it("refuses parallel arrays of different lengths and a wrong shape", async () => {
    const ragged = structuredClone(submissions);
    ragged.filings.recent.form.pop();
    expect(await fetchNewsFeed(submissionsFeed(), contextFor(() => jsonResponse(ragged)).ctx)).toMatchObject({
      ok: false,
      reason: "invalid_shape",
      detail: "filings.recent",
    });
    expect(
      await fetchNewsFeed(submissionsFeed(), contextFor(() => jsonResponse({ cik: 1 })).ctx),
    ).toMatchObject({
      ok: false,
      reason: "invalid_shape",
    });
    const notJson = contextFor(() => xmlResponse("<html>maintenance</html>"));
    expect(await fetchNewsFeed(submissionsFeed(), notJson.ctx)).toMatchObject({
      ok: false,
      reason: "not_json",
    });
  });
});
