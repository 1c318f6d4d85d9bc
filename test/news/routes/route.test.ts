import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { newsConfiguration } from "../../../src/catalog/news-config.ts";
import { seedCatalog } from "../../../src/catalog/seed.ts";
import { newsItemId } from "../../../src/domain/news/identity.ts";
import {
  type NewsItemDraft,
  NewsItemDraftSchema,
  NewsItemSchema,
  type NewsRelevance,
} from "../../../src/domain/news/item.ts";
import { indexEnvelope } from "../../../src/indices/routes/indices/schema.ts";
import { NEWS_EXAMPLE } from "../../../src/news/routes/news-example.ts";
import { NewsSchema } from "../../../src/news/routes/schema.ts";
import { D1NewsStore, recordFeedResult } from "../../../src/news/store.ts";
import { openDb } from "../../../src/platform/db/db.ts";
import { readProblem } from "../../support/fetch.ts";
import { call, createKey } from "../../support/keys.ts";
import { failingD1 } from "../../support/outages.ts";
import { readNews } from "../support.ts";

/**
 * The news route over items written by the real D1 store with the test deployment's feed
 * configuration (the simulator's addresses, SEC_USER_AGENT set), so every filter, default, state and
 * refusal is checked against known rows.
 */

const feeds = newsConfiguration(env).feeds;
const feedById = new Map(feeds.map((feed) => [feed.id, feed]));

async function draft(
  feedId: string,
  key: string,
  t: string,
  extra: { relevance?: NewsRelevance; summary?: string | null; payload?: NewsItemDraft["payload"] } = {},
): Promise<NewsItemDraft> {
  const feed = feedById.get(feedId);
  if (!feed) throw new Error(`no feed ${feedId}`);
  return NewsItemDraftSchema.parse({
    id: await newsItemId(feedId, key),
    kind: feed.kind,
    relevance: extra.relevance ?? "direct",
    licence: feed.licence,
    authorship: feed.authorship,
    source: feed.source,
    url: `https://example.org/${feedId}/${key}`,
    title: `${feedId} ${key}`,
    t,
    summary: feed.licence === "headline_link_only" ? null : (extra.summary ?? `Summary of ${key}.`),
    provenance: {
      feed: feedId,
      retrieved_at: "2026-11-23T12:00:00Z",
      ...(feed.authorship === "venue_generated" ? { note: "From the venue's public API." } : {}),
    },
    payload: extra.payload ?? {},
  });
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  await seedCatalog(env.DB);
  const items = {
    release: await draft("bls-cpi", "release-nov", "2026-11-13T13:30:00Z"),
    releaseOct: await draft("bls-cpi", "release-oct", "2026-10-10T12:30:00Z"),
    tieA: await draft("bls-cpi", "tie-a", "2026-09-11T12:30:00Z"),
    tieB: await draft("bls-cpi", "tie-b", "2026-09-11T12:30:00Z"),
    terms: await draft("kalshi-terms-pixcpi", "terms-v1", "2026-11-20T00:00:00Z"),
    milestone: await draft("kalshi-milestones-pixcpi", "milestone", "2026-11-21T00:00:00Z", {
      relevance: "related",
    }),
    editorial: await draft("editorial-pixcpi", "post", "2026-11-22T15:00:00Z"),
    filing: await draft("sec-0001691342", "0001691342-26-000004", "2026-11-02T21:30:00Z", {
      payload: { form: "S-1/A", accession_number: "0001691342-26-000004" },
    }),
    fundFiling: await draft("sec-0001999997", "0001999997-26-000001", "2026-06-01T13:00:00Z", {
      relevance: "related",
      payload: { form: "D", accession_number: "0001999997-26-000001" },
    }),
  };
  for (const [name, item] of Object.entries(items)) ids[name] = item.id;
  const store = new D1NewsStore(env.DB, { feeds });
  await store.putItems(Object.values(items));
  const db = openDb(env.DB);
  const result = {
    not_modified: false,
    items: 4,
    rejected: 0,
    etag: '"abc"',
    last_modified: null,
  };
  await recordFeedResult(db, "bls-cpi", { ...result, ok: true, reason: null, at: "2026-11-23T12:00:00Z" });
  await recordFeedResult(db, "bls-cpi", {
    ...result,
    ok: false,
    reason: "http_5xx",
    at: "2026-11-23T12:05:00Z",
  });
  await recordFeedResult(db, "editorial-pixcpi", {
    ...result,
    ok: true,
    reason: null,
    at: "2026-11-23T12:05:00Z",
  });
});

const itemIds = (body: { data: { items: { id: string }[] } }) => body.data.items.map((item) => item.id);
const byT = (names: string[]) => names.map((name) => ids[name]);
/** Items sharing a clock come in ascending id order. */
const tie = () => [ids.tieA ?? "", ids.tieB ?? ""].sort();

describe("GET /api/v1/indices/{id}/news: defaults and policy", () => {
  it("serves direct primary documents and editorial posts by default, newest first, ties by id", async () => {
    const { res, body } = await readNews("/api/v1/indices/PIXCPI/news");
    expect(res.status).toBe(200);
    expect(itemIds(body)).toEqual([...byT(["editorial", "release", "releaseOct"]), ...tie()]);
    expect(body.data).toMatchObject({
      type: "index_news",
      id: "PIXCPI",
      slug: "us-cpi-yoy-next",
      official: false,
      settlement_relevant: false,
      availability: "available",
      count: 5,
    });
    expect(body.data.policy).toEqual({
      defaults: {
        limit: 50,
        kind: [
          "official_release",
          "official_statement",
          "filing",
          "venue_context",
          "venue_event",
          "editorial",
        ],
        relevance: "direct",
        authorship: ["primary_document", "editorial"],
        since: null,
      },
      applied: {
        limit: 50,
        kind: [
          "official_release",
          "official_statement",
          "filing",
          "venue_context",
          "venue_event",
          "editorial",
        ],
        relevance: "direct",
        authorship: ["primary_document", "editorial"],
        since: null,
      },
      defaulted: ["limit", "kind", "relevance", "authorship", "since"],
      order: "t_desc_id_asc",
    });
    expect(body.links.self).toBe("/api/v1/indices/us-cpi-yoy-next/news");
    expect(body.links.news).toBe("/api/v1/indices/us-cpi-yoy-next/news");
  });

  it("serves each item whole, with observed_at as first stored and summary null for headline-only items", async () => {
    const { body } = await readNews("/api/v1/indices/us-cpi-yoy-next/news?authorship=all&relevance=all");
    const editorial = body.data.items.find((item) => item.id === ids.editorial);
    expect(editorial).toMatchObject({
      kind: "editorial",
      licence: "headline_link_only",
      authorship: "editorial",
      summary: null,
      observed_at: "2026-11-23T12:00:00Z",
      provenance: { feed: "editorial-pixcpi", retrieved_at: "2026-11-23T12:00:00Z" },
    });
    const terms = body.data.items.find((item) => item.id === ids.terms);
    expect(terms?.provenance.note).toBe("From the venue's public API.");
  });

  it("lists the configured feeds with their relevance rule and latest outcome", async () => {
    const { body } = await readNews("/api/v1/indices/PIXCPI/news");
    const sources = new Map(body.data.sources.map((source) => [source.feed_id, source]));
    expect([...sources.keys()].sort()).toEqual(
      [
        "bls-cpi",
        "editorial-pixcpi",
        "kalshi-milestones-pixcpi",
        "kalshi-settlements-pixcpi",
        "kalshi-terms-pixcpi",
        "polymarket-ai-pixcpi",
        "polymarket-resolutions-pixcpi",
        "polymarket-terms-pixcpi",
      ].sort(),
    );
    expect(sources.get("bls-cpi")).toMatchObject({
      kind: "official_release",
      licence: "public_domain",
      authorship: "primary_document",
      relevance: "direct",
      status: "failing",
      last_run_at: "2026-11-23T12:05:00Z",
      last_success_at: "2026-11-23T12:00:00Z",
      last_failure_at: "2026-11-23T12:05:00Z",
      last_failure_reason: "http_5xx",
      last_items: 4,
    });
    expect(sources.get("bls-cpi")?.relevance_rule).toMatch(/^direct: /);
    expect(sources.get("editorial-pixcpi")).toMatchObject({ status: "ok", last_failure_reason: null });
    expect(sources.get("kalshi-terms-pixcpi")).toMatchObject({ status: "pending", last_run_at: null });
    // The same release informs the Fed index: related there, with its rule saying so.
    const fed = (await readNews("/api/v1/indices/PIXFED/news")).body;
    const cpiForFed = fed.data.sources.find((source) => source.feed_id === "bls-cpi");
    expect(cpiForFed).toMatchObject({ relevance: "related" });
    expect(cpiForFed?.relevance_rule).toMatch(/^related: /);
  });
});

describe("GET /api/v1/indices/{id}/news: filters", () => {
  const cases: [string, string, () => (string | undefined)[]][] = [
    [
      "PIXCPI",
      "relevance=all&authorship=all",
      () => [...byT(["editorial", "milestone", "terms", "release", "releaseOct"]), ...tie()],
    ],
    ["PIXCPI", "authorship=venue_generated", () => byT(["terms"])],
    ["PIXCPI", "authorship=venue_generated&relevance=related", () => byT(["milestone"])],
    [
      "PIXCPI",
      "kind=venue_event,editorial&authorship=all&relevance=all",
      () => byT(["editorial", "milestone"]),
    ],
    [
      "PIXCPI",
      "kind=editorial,venue_event&authorship=all&relevance=all",
      () => byT(["editorial", "milestone"]),
    ],
    [
      "PIXCPI",
      "authorship=editorial,primary_document,editorial",
      () => [...byT(["editorial", "release", "releaseOct"]), ...tie()],
    ],
    ["PIXCPI", "kind=official_release&limit=2", () => byT(["release", "releaseOct"])],
    ["PIXCPI", "limit=1", () => byT(["editorial"])],
    ["PIXCPI", "limit=100", () => [...byT(["editorial", "release", "releaseOct"]), ...tie()]],
    ["PIXCPI", "since=2026-11-13T13:30:00Z", () => byT(["editorial", "release"])],
    ["PIXCPI", "since=2026-11-13T08:30:00-05:00", () => byT(["editorial", "release"])],
    ["PIXCPI", "since=2026-11-13T13:30:00.5Z", () => byT(["editorial"])],
    ["PIXCPI", "since=2030-01-01T00:00:00Z", () => []],
    // The related milestone is venue-generated: the default authorship leaves it out.
    ["PIXCPI", "relevance=related", () => []],
    ["PIXFED", "", () => []],
    ["PIXFED", "relevance=related", () => [...byT(["release", "releaseOct"]), ...tie()]],
    ["PIXIPOSTRIPE", "", () => byT(["filing"])],
    ["PIXIPOSTRIPE", "relevance=related", () => byT(["fundFiling"])],
    ["stripe-ipo-by-2027", "relevance=all&kind=filing", () => byT(["filing", "fundFiling"])],
  ];
  for (const [index, query, expected] of cases) {
    it(`${index}?${query}`, async () => {
      const { res, body } = await readNews(`/api/v1/indices/${index}/news${query ? `?${query}` : ""}`);
      expect(res.status).toBe(200);
      expect(itemIds(body)).toEqual(expected());
      expect(body.data.count).toBe(expected().length);
      expect(body.data.availability).toBe("available");
      const applied = body.data.policy.applied;
      for (const item of body.data.items) {
        expect(NewsItemSchema.safeParse(item).success, item.id).toBe(true);
        expect(applied.relevance === "all" || item.relevance === applied.relevance, item.id).toBe(true);
        expect(applied.authorship).toContain(item.authorship);
        expect(applied.kind).toContain(item.kind);
      }
    });
  }

  it("states exactly what it applied, normalised, and names the given parameters in the self link", async () => {
    const { body } = await readNews(
      "/api/v1/indices/PIXCPI/news?since=2026-11-13T08:30:00.2-05:00&authorship=all&kind=editorial,filing&limit=7",
    );
    expect(body.data.policy.applied).toEqual({
      limit: 7,
      kind: ["filing", "editorial"],
      relevance: "direct",
      authorship: ["primary_document", "venue_generated", "editorial"],
      since: "2026-11-13T13:30:01Z",
    });
    expect(body.data.policy.defaulted).toEqual(["relevance"]);
    expect(body.links.self).toBe(
      "/api/v1/indices/us-cpi-yoy-next/news?limit=7&kind=filing,editorial&authorship=primary_document,venue_generated,editorial&since=2026-11-13T13:30:01Z",
    );
  });
});

describe("GET /api/v1/indices/{id}/news: the documented schema", () => {
  const schema = indexEnvelope(NewsSchema, "IndexNewsResponse");

  it("answers bodies the OpenAPI response schema accepts, and so is its published example", async () => {
    for (const path of [
      "/api/v1/indices/PIXCPI/news?relevance=all&authorship=all",
      "/api/v1/indices/PIXREC/news",
      "/api/v1/indices/PIXIPOSTRIPE/news?relevance=all",
    ]) {
      const { body } = await readNews(path);
      const parsed = schema.safeParse(body);
      expect(parsed.success, `${path} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const example = schema.safeParse(NEWS_EXAMPLE);
    expect(example.success, JSON.stringify(example.error?.issues)).toBe(true);
  });
});

describe("GET /api/v1/indices/{id}/news: availability", () => {
  it("is empty for an index whose sources have stored nothing yet", async () => {
    const { body } = await readNews("/api/v1/indices/PIXREC/news?relevance=all&authorship=all");
    expect(body.data.availability).toBe("empty");
    expect(body.data.items).toEqual([]);
    expect(body.data.sources.length).toBeGreaterThan(0);
  });

  it("is available with no item when the filters select none", async () => {
    const { body } = await readNews("/api/v1/indices/PIXCPI/news?kind=filing");
    expect(body.data).toMatchObject({ availability: "available", count: 0, items: [] });
  });

  it("is disabled when the deployment switches news off, and serves nothing it holds", async () => {
    for (const value of ["false", "off", "0"]) {
      const { res, body } = await readNews("/api/v1/indices/PIXCPI/news", { NEWS_ENABLED: value });
      expect(res.status).toBe(200);
      expect(body.data).toMatchObject({ availability: "disabled", sources: [], items: [], count: 0 });
    }
  });

  it("has no_sources when no feed upstream is configured", async () => {
    const none = {
      NEWS_BLS_URL: "",
      NEWS_BEA_URL: "",
      NEWS_FED_URL: "",
      NEWS_SEC_WWW_URL: "",
      NEWS_SEC_DATA_URL: "",
      NEWS_KALSHI_URL: "",
      NEWS_POLYMARKET_GAMMA_URL: "",
      NEWS_EDITORIAL_FEED_URL: "",
      NEWS_VENUE_AI_URL: "",
    };
    const { body } = await readNews("/api/v1/indices/PIXCPI/news", none);
    expect(body.data).toMatchObject({ availability: "no_sources", sources: [], items: [] });
  });

  it("marks EDGAR feeds unconfigured without SEC_USER_AGENT", async () => {
    const { body } = await readNews("/api/v1/indices/PIXIPOSTRIPE/news", {
      SEC_USER_AGENT: undefined,
    });
    const filings = body.data.sources.filter((source) => source.kind === "filing");
    expect(filings.map((source) => [source.feed_id, source.status])).toEqual([
      ["sec-0001691342", "unconfigured"],
      ["sec-0001999997", "unconfigured"],
    ]);
    const fund = filings.find((source) => source.feed_id === "sec-0001999997");
    expect(fund?.relevance_rule).toMatch(/^related: filings by a fund or vehicle/);
  });
});

describe("GET /api/v1/indices/{id}/news: refusals", () => {
  const bad: [string, string, RegExp][] = [
    ["limit=0", "limit", /whole number from 1 to 100/],
    ["limit=101", "limit", /whole number from 1 to 100/],
    ["limit=abc", "limit", /whole number from 1 to 100/],
    ["limit=1.5", "limit", /whole number from 1 to 100/],
    ["limit=-1", "limit", /whole number from 1 to 100/],
    ["limit=", "limit", /whole number from 1 to 100/],
    ["kind=rumour", "kind", /comma-separated list of: official_release, official_statement, filing/],
    ["kind=filing,,editorial", "kind", /no empty items/],
    ["kind=filing,", "kind", /no empty items/],
    ["kind=", "kind", /no empty items/],
    ["kind=all", "kind", /comma-separated list of/],
    ["kind=FILING", "kind", /comma-separated list of/],
    ["relevance=indirect", "relevance", /must be one of: direct, related, all/],
    ["relevance=direct,related", "relevance", /must be one of: direct, related, all/],
    [
      "authorship=ai",
      "authorship",
      /all, or a comma-separated list of: primary_document, venue_generated, editorial/,
    ],
    ["authorship=all,editorial", "authorship", /all, or a comma-separated list/],
    ["authorship=editorial,,primary_document", "authorship", /no empty items/],
    ["since=2026-11-01", "since", /RFC 3339/],
    ["since=yesterday", "since", /RFC 3339/],
    ["since=2026-11-01T00:00:00", "since", /RFC 3339/],
    ["since=2026-11-01T00:00Z", "since", /RFC 3339/],
    ["since=2026-02-30T00:00:00Z", "since", /RFC 3339/],
    ["since=2026-11-01T24:00:00Z", "since", /RFC 3339/],
    ["since=2026-11-01 00:00:00Z", "since", /RFC 3339/],
    ["limit=5&limit=6", "limit", /at most once/],
    ["kind=filing&kind=editorial", "kind", /at most once/],
    ["page=2", "page", /not accepted by this route/],
    ["api_version=1", "api_version", /not accepted by this route/],
  ];
  for (const [query, name, reason] of bad) {
    it(`refuses ?${query} naming ${name}`, async () => {
      const res = await call(`/api/v1/indices/PIXCPI/news?${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      const problem = await readProblem(res);
      expect(problem.type).toMatch(/#invalid-parameter$/);
      const param = problem.invalid_params?.find((p) => p.name === name);
      expect(param, JSON.stringify(problem.invalid_params)).toMatchObject({ in: "query" });
      expect(param?.reason).toMatch(reason);
      expect(problem.detail).toContain(`'${name}'`);
    });
  }

  it("answers 404 index-not-found for an unknown index and 400 for a malformed id", async () => {
    const missing = await call("/api/v1/indices/PIXNOPE/news");
    expect(missing.status).toBe(404);
    expect((await readProblem(missing)).type).toMatch(/#index-not-found$/);
    const benchmark = await call("/api/v1/indices/BMGOLD/news");
    expect(benchmark.status).toBe(404);
    const malformed = await call("/api/v1/indices/pix_cpi!/news");
    expect(malformed.status).toBe(400);
    expect((await readProblem(malformed)).type).toMatch(/#invalid-parameter$/);
  });
});

describe("GET /api/v1/indices/{id}/news: HTTP behaviour and access", () => {
  it("carries a strong ETag, answers 304 to it, a short explicit cache lifetime, HEAD and CORS", async () => {
    const path = "/api/v1/indices/PIXCPI/news?relevance=all";
    const first = await call(path, { headers: { Origin: "https://app.example" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=60, must-revalidate");
    expect(first.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await call(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await call(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("ETag")).toBe(etag);
    expect(await head.text()).toBe("");
    // Another selection is another representation.
    const other = await call("/api/v1/indices/PIXCPI/news?relevance=all&limit=1");
    expect(other.headers.get("ETag")).not.toBe(etag);
  });

  it("answers 503 index-unavailable with Retry-After when storage fails, never a partial body", async () => {
    const res = await call("/api/v1/indices/PIXUNRATE/news?limit=3", {}, { DB: failingD1() });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).not.toBeNull();
    const text = await res.text();
    expect(text).not.toContain("D1_ERROR");
    expect(JSON.parse(text).type).toMatch(/#index-unavailable$/);
  });

  it("applies the indices plane's scope and a key's entitlement list", async () => {
    const entitled = await createKey({ scopes: ["indices:read"], entitlements: ["us-cpi-yoy-next"] });
    const own = await call("/api/v1/indices/PIXCPI/news", { headers: { "X-API-Key": entitled.key } });
    expect(own.status).toBe(200);
    for (const id of ["PIXIPOSTRIPE", "stripe-ipo-by-2027", "pixipostripe"]) {
      const other = await call(`/api/v1/indices/${id}/news`, { headers: { "X-API-Key": entitled.key } });
      expect(other.status, id).toBe(403);
      expect((await readProblem(other)).type).toMatch(/#benchmark-not-entitled$/);
    }
    const lakeOnly = await createKey({ scopes: ["lake:read"] });
    const scoped = await call("/api/v1/indices/PIXCPI/news", {
      headers: { Authorization: `Bearer ${lakeOnly.key}` },
    });
    expect(scoped.status).toBe(403);
    expect((await readProblem(scoped)).type).toMatch(/#credential-scope$/);
    const unknown = await call("/api/v1/indices/PIXCPI/news", {
      headers: { "X-API-Key": `pix_${"A".repeat(40)}` },
    });
    expect(unknown.status).toBe(401);
  });
});
