import { z } from "zod";
import type { RawNewsEntry } from "../../domain/news/build.ts";
import type { NewsFeedConfig } from "../../domain/news/feeds.ts";
import { termsVersion } from "../../domain/news/identity.ts";
import { safeHttpUrl } from "../../domain/news/url.ts";
import { endpoint } from "../../venues/shared/request-helpers.ts";
import {
  type AdapterAnswer,
  countInto,
  type NewsFetchContext,
  parseJson,
  type RefusedCounts,
  readDocument,
} from "./outcome.ts";

/**
 * Polymarket Gamma as a news source: each bound market's `description` (its resolution terms,
 * versioned like Kalshi's) and, once a market has closed with prices of "1" and "0", its resolution.
 * Both read one answer: `GET /markets?id=…&id=…`.
 */

type TermsFeed = NewsFeedConfig & { adapter: { type: "polymarket_terms" } };
type ResolutionsFeed = NewsFeedConfig & { adapter: { type: "polymarket_resolutions" } };

const TERMS_NOTE =
  "Resolution terms as Polymarket publishes them in its Gamma API; a change of terms is a new item.";
const RESOLUTION_NOTE = "Resolution as Polymarket reports it in its Gamma API.";

const text = z.string().nullish();
const gammaMarketSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  question: z.string().min(1),
  slug: text,
  description: text,
  resolutionSource: text,
  closed: z.boolean().nullish(),
  outcomes: text,
  outcomePrices: text,
  closedTime: text,
  endDate: text,
  umaResolutionStatus: text,
});
type GammaMarket = z.infer<typeof gammaMarketSchema>;

function marketPage(siteUrl: string, market: GammaMarket): string | null {
  if (!market.slug || !/^[A-Za-z0-9-]{1,200}$/.test(market.slug)) return null;
  return `${siteUrl.replace(/\/+$/, "")}/market/${market.slug}`;
}

/** A JSON-encoded list of strings (Gamma's `outcomes`, `outcomePrices`), or null. */
function stringList(value: string | null | undefined): string[] | null {
  if (!value) return null;
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) && list.every((item) => typeof item === "string") ? list : null;
  } catch {
    return null;
  }
}

/** The winning outcome of a closed market priced "1" on one outcome and "0" on every other. */
export function resolvedOutcome(market: GammaMarket): string | null {
  if (market.closed !== true) return null;
  if (market.umaResolutionStatus && market.umaResolutionStatus !== "resolved") return null;
  const outcomes = stringList(market.outcomes);
  const prices = stringList(market.outcomePrices);
  if (outcomes === null || prices === null || outcomes.length !== prices.length) return null;
  const winners = prices.flatMap((price, i) => (Number(price) === 1 ? [i] : []));
  const losers = prices.filter((price) => Number(price) === 0).length;
  if (winners.length !== 1 || losers !== prices.length - 1) return null;
  return outcomes[winners[0] ?? -1] ?? null;
}

async function readGammaMarkets(
  feed: TermsFeed | ResolutionsFeed,
  ctx: NewsFetchContext,
): Promise<
  | {
      ok: true;
      markets: GammaMarket[];
      refused: RefusedCounts;
      receivedAtMs: number;
      http: AdapterAnswer["http"];
    }
  | { ok: false; answer: AdapterAnswer }
> {
  const query = new URLSearchParams();
  for (const id of feed.adapter.marketIds) query.append("id", id);
  query.set("limit", String(Math.max(1, feed.adapter.marketIds.length)));
  const doc = await readDocument(endpoint(feed.adapter.baseUrl, "/markets", query), ctx, {
    conditional: true,
  });
  if (!doc.ok || doc.notModified) return { ok: false, answer: doc };
  const listing = parseJson(doc.text, z.array(z.unknown()));
  if (!listing.ok) {
    return {
      ok: false,
      answer: { ok: false, reason: listing.reason, detail: listing.detail, http: doc.http },
    };
  }
  const refused: RefusedCounts = {};
  const wanted = new Set(feed.adapter.marketIds);
  const markets: GammaMarket[] = [];
  for (const record of listing.value) {
    const parsed = gammaMarketSchema.safeParse(record);
    if (!parsed.success) countInto(refused, "invalid_entry");
    else if (wanted.has(parsed.data.id)) markets.push(parsed.data);
  }
  const found = new Set(markets.map((market) => market.id));
  for (const id of wanted) if (!found.has(id)) countInto(refused, "not_found");
  return { ok: true, markets, refused, receivedAtMs: doc.receivedAtMs, http: doc.http };
}

export async function fetchPolymarketTerms(feed: TermsFeed, ctx: NewsFetchContext): Promise<AdapterAnswer> {
  const read = await readGammaMarkets(feed, ctx);
  if (!read.ok) return read.answer;
  const entries: RawNewsEntry[] = [];
  for (const market of read.markets) {
    const version = await termsVersion([market.description, market.resolutionSource]);
    const source = safeHttpUrl(market.resolutionSource);
    entries.push({
      key: `terms:${market.id}:${version}`,
      title: `Resolution terms: ${market.question}`,
      url: marketPage(feed.adapter.siteUrl, market),
      // Terms carry no clock of their own: a version is dated by the answer that first showed it.
      t: { ms: read.receivedAtMs },
      summary: market.description ?? null,
      relevance: "direct",
      note: TERMS_NOTE,
      payload: {
        venue: "polymarket",
        market_id: market.id,
        terms_version: version,
        ...(source.ok ? { settlement_sources: [{ name: "Resolution source", url: source.url }] } : {}),
      },
    });
  }
  return {
    ok: true,
    notModified: false,
    entries,
    refused: read.refused,
    filtered: 0,
    retrievedAtMs: read.receivedAtMs,
    http: read.http,
  };
}

export async function fetchPolymarketResolutions(
  feed: ResolutionsFeed,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const read = await readGammaMarkets(feed, ctx);
  if (!read.ok) return read.answer;
  const entries: RawNewsEntry[] = [];
  let filtered = 0;
  for (const market of read.markets) {
    const outcome = resolvedOutcome(market);
    if (outcome === null) {
      filtered++;
      continue;
    }
    entries.push({
      key: `resolution:${market.id}`,
      title: `Resolved: ${market.question} ${outcome}`,
      url: marketPage(feed.adapter.siteUrl, market),
      t: { text: market.closedTime ?? market.endDate ?? null },
      summary: null,
      relevance: "direct",
      note: RESOLUTION_NOTE,
      payload: { venue: "polymarket", event: "resolution", market_id: market.id, result: outcome },
    });
  }
  return {
    ok: true,
    notModified: false,
    entries,
    refused: read.refused,
    filtered,
    retrievedAtMs: read.receivedAtMs,
    http: read.http,
  };
}
