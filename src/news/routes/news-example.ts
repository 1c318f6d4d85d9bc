import { defaultNewsQuery, newsPolicy } from "../../domain/news/query.ts";

/** The OpenAPI example of `GET /api/v1/indices/{id}/news`: a real answer's shape, abridged to two items. */

const API_META = { api_version: "v1", schema_version: "pix-public-api-v1" } as const;

const EDGAR = {
  id: "sec-edgar",
  name: "U.S. Securities and Exchange Commission (EDGAR)",
  domain: "sec.gov",
} as const;

/** An EDGAR filing item as the SEC adapters store it, from the filing's own facts. */
function filingExample(filing: {
  id: string;
  relevance: "direct" | "related";
  cik: string;
  entity: string;
  accession: string;
  form: string;
  formName: string;
  filingDate: string;
  t: string;
  retrievedAt: string;
  observedAt: string;
}) {
  const folder = `${Number(filing.cik)}/${filing.accession.replaceAll("-", "")}`;
  return {
    id: filing.id,
    kind: "filing",
    relevance: filing.relevance,
    licence: "public_domain",
    authorship: "primary_document",
    source: EDGAR,
    url: `https://www.sec.gov/Archives/edgar/data/${folder}/${filing.accession}-index.htm`,
    title: `${filing.entity}: ${filing.form} - ${filing.formName}`,
    t: filing.t,
    observed_at: filing.observedAt,
    summary: `Filed: ${filing.filingDate} AccNo: ${filing.accession}`,
    provenance: { feed: `sec-${filing.cik}`, retrieved_at: filing.retrievedAt },
    payload: {
      form: filing.form,
      accession_number: filing.accession,
      cik: filing.cik,
      entity_name: filing.entity,
      filing_date: filing.filingDate,
    },
  };
}

export const NEWS_EXAMPLE = {
  data: {
    type: "index_news",
    id: "PIXIPOSTRIPE",
    symbol: "PIXIPOSTRIPE",
    slug: "stripe-ipo-by-2027",
    official: false,
    settlement_relevant: false,
    availability: "available",
    policy: newsPolicy({ ...defaultNewsQuery(), limit: 2, relevance: "all" }, [
      "kind",
      "authorship",
      "since",
    ]),
    sources: [
      {
        feed_id: "sec-0001691342",
        source: EDGAR,
        kind: "filing",
        licence: "public_domain",
        authorship: "primary_document",
        relevance: "direct",
        relevance_rule: "direct: filings by the entity this index is about.",
        status: "ok",
        last_run_at: "2026-11-23T20:32:00Z",
        last_success_at: "2026-11-23T20:32:00Z",
        last_failure_at: null,
        last_failure_reason: null,
        last_items: 0,
      },
      {
        feed_id: "kalshi-terms-pixipostripe",
        source: { id: "kalshi", name: "Kalshi", domain: "kalshi.com" },
        kind: "venue_context",
        licence: "venue_public_api",
        authorship: "venue_generated",
        relevance: "direct",
        relevance_rule: "direct: the venue's own context or events for this index's contracts.",
        status: "failing",
        last_run_at: "2026-11-23T20:32:00Z",
        last_success_at: "2026-11-23T20:27:00Z",
        last_failure_at: "2026-11-23T20:32:00Z",
        last_failure_reason: "http_5xx",
        last_items: 0,
      },
    ],
    count: 2,
    items: [
      filingExample({
        id: "5c2f8e0d9b1a4c3e7f6a5b4c3d2e1f0a",
        relevance: "direct",
        cik: "0001691342",
        entity: "Stripe, Inc.",
        accession: "0001691342-26-000004",
        form: "S-1/A",
        formName: "General form for registration of securities under the Securities Act of 1933",
        filingDate: "2026-11-02",
        t: "2026-11-02T21:30:00Z",
        retrievedAt: "2026-11-03T00:02:03Z",
        observedAt: "2026-11-03T00:02:04Z",
      }),
      filingExample({
        id: "a17b3c9d2e4f60718293a4b5c6d7e8f9",
        relevance: "related",
        cik: "0001999997",
        entity: "Stripe Opportunity Fund",
        accession: "0001999997-26-000001",
        form: "D",
        formName: "Notice of Exempt Offering of Securities",
        filingDate: "2026-06-01",
        t: "2026-06-01T13:00:00Z",
        retrievedAt: "2026-06-01T13:02:04Z",
        observedAt: "2026-06-01T13:02:05Z",
      }),
    ],
  },
  meta: API_META,
  links: {
    self: "/api/v1/indices/stripe-ipo-by-2027/news?limit=2&relevance=all",
    index: "/api/v1/indices/stripe-ipo-by-2027",
    snapshot: "/api/v1/indices/stripe-ipo-by-2027/snapshots/latest",
    round: "/api/v1/indices/stripe-ipo-by-2027/rounds/latest",
    distribution: "/api/v1/indices/stripe-ipo-by-2027/distributions/latest",
    history: "/api/v1/indices/stripe-ipo-by-2027/history",
    statistics: "/api/v1/indices/stripe-ipo-by-2027/statistics/latest",
    daily_closes: "/api/v1/indices/stripe-ipo-by-2027/daily-closes",
    news: "/api/v1/indices/stripe-ipo-by-2027/news",
  },
};
