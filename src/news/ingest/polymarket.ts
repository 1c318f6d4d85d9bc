import { z } from "zod";
import { termsVersion } from "../../domain/news/identity.ts";
import { safeHttpUrl } from "../../domain/news/url.ts";
import { endpoint } from "../../venues/shared/request-helpers.ts";
import type { AdapterAnswer, NewsFetchContext } from "./outcome.ts";
import {
  type AdapterFeed,
  type EntryReading,
  readJsonFeed,
  sortRecords,
  sortValid,
  withMissing,
} from "./read.ts";

/**
 * Polymarket Gamma as a news source: each bound market's `description` (its resolution terms,
 * versioned like Kalshi's) and, once a market has closed with prices of "1" and "0", its resolution.
 * Both read one answer: `GET /markets?id=…&id=…`.
 */

type GammaFeed = AdapterFeed<"polymarket_terms" | "polymarket_resolutions">;

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

/**
 * Reads the feed's bound markets from one Gamma answer and makes entries of them: a record that breaks
 * the market schema is refused, a bound market the answer lacks is `not_found`, a market not bound is
 * left out uncounted.
 */
function readGammaMarkets(
  feed: GammaFeed,
  ctx: NewsFetchContext,
  entry: (market: GammaMarket, receivedAtMs: number) => Promise<EntryReading>,
): Promise<AdapterAnswer> {
  const query = new URLSearchParams();
  for (const id of feed.adapter.marketIds) query.append("id", id);
  query.set("limit", String(Math.max(1, feed.adapter.marketIds.length)));
  const wanted = new Set(feed.adapter.marketIds);
  return readJsonFeed(
    z.array(z.unknown()),
    {
      url: endpoint(feed.adapter.baseUrl, "/markets", query),
      read: { conditional: true },
      entries: async (records, receivedAtMs) => {
        const valid = await sortValid(records, gammaMarketSchema, (market) => ({ kept: market }));
        const bound = withMissing(
          { ...valid, kept: valid.kept.filter((market) => wanted.has(market.id)) },
          wanted,
          (market) => market.id,
        );
        return sortRecords(bound.kept, (market) => entry(market, receivedAtMs), bound);
      },
    },
    ctx,
  );
}

export function fetchPolymarketTerms(
  feed: AdapterFeed<"polymarket_terms">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  return readGammaMarkets(feed, ctx, async (market, receivedAtMs) => {
    const version = await termsVersion([market.description, market.resolutionSource]);
    const source = safeHttpUrl(market.resolutionSource);
    return {
      kept: {
        key: `terms:${market.id}:${version}`,
        title: `Resolution terms: ${market.question}`,
        url: marketPage(feed.adapter.siteUrl, market),
        // Terms carry no clock of their own: a version is dated by the answer that first showed it.
        t: { ms: receivedAtMs },
        summary: market.description ?? null,
        relevance: "direct",
        note: TERMS_NOTE,
        payload: {
          venue: "polymarket",
          market_id: market.id,
          terms_version: version,
          ...(source.ok ? { settlement_sources: [{ name: "Resolution source", url: source.url }] } : {}),
        },
      },
    };
  });
}

export function fetchPolymarketResolutions(
  feed: AdapterFeed<"polymarket_resolutions">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  return readGammaMarkets(feed, ctx, async (market) => {
    const outcome = resolvedOutcome(market);
    if (outcome === null) return { filtered: true };
    return {
      kept: {
        key: `resolution:${market.id}`,
        title: `Resolved: ${market.question} ${outcome}`,
        url: marketPage(feed.adapter.siteUrl, market),
        t: { text: market.closedTime ?? market.endDate ?? null },
        summary: null,
        relevance: "direct",
        note: RESOLUTION_NOTE,
        payload: { venue: "polymarket", event: "resolution", market_id: market.id, result: outcome },
      },
    };
  });
}
