import { feedConfigured, type NewsAdapterConfig, type NewsFeedConfig } from "../../domain/news/feeds.ts";
import { fetchKalshiMilestones, fetchKalshiSettlements, fetchKalshiTerms } from "./kalshi.ts";
import {
  type AdapterAnswer,
  itemlessOutcome,
  type NewsFeedOutcome,
  type NewsFetchContext,
  outcomeOf,
} from "./outcome.ts";
import { fetchPolymarketResolutions, fetchPolymarketTerms } from "./polymarket.ts";
import { fetchSecAtomFeed, fetchSecSubmissionsFeed } from "./sec.ts";
import { fetchSyndicationFeed } from "./syndication.ts";
import { fetchVenueNarratives } from "./venue-ai.ts";

/**
 * Fetches one configured feed through its adapter. Never throws: a bug is `adapter_error`. A feed its
 * configuration cannot read (EDGAR without a User-Agent) is `unconfigured`, with no request made.
 */

type FeedOf<T extends NewsAdapterConfig["type"]> = NewsFeedConfig & {
  adapter: Extract<NewsAdapterConfig, { type: T }>;
};

function answerFor(feed: NewsFeedConfig, ctx: NewsFetchContext): Promise<AdapterAnswer> {
  switch (feed.adapter.type) {
    case "syndication":
      return fetchSyndicationFeed(feed as FeedOf<"syndication">, ctx);
    case "sec_atom":
      return fetchSecAtomFeed(feed as FeedOf<"sec_atom">, ctx);
    case "sec_submissions":
      return fetchSecSubmissionsFeed(feed as FeedOf<"sec_submissions">, ctx);
    case "kalshi_terms":
      return fetchKalshiTerms(feed as FeedOf<"kalshi_terms">, ctx);
    case "kalshi_settlements":
      return fetchKalshiSettlements(feed as FeedOf<"kalshi_settlements">, ctx);
    case "kalshi_milestones":
      return fetchKalshiMilestones(feed as FeedOf<"kalshi_milestones">, ctx);
    case "polymarket_terms":
      return fetchPolymarketTerms(feed as FeedOf<"polymarket_terms">, ctx);
    case "polymarket_resolutions":
      return fetchPolymarketResolutions(feed as FeedOf<"polymarket_resolutions">, ctx);
    case "venue_ai_narrative":
      return fetchVenueNarratives(feed as FeedOf<"venue_ai_narrative">, ctx);
  }
}

export async function fetchNewsFeed(feed: NewsFeedConfig, ctx: NewsFetchContext): Promise<NewsFeedOutcome> {
  if (!feedConfigured(feed)) return itemlessOutcome(feed.id, "unconfigured");
  try {
    return await outcomeOf(feed, await answerFor(feed, ctx), ctx);
  } catch {
    return itemlessOutcome(feed.id, "adapter_error");
  }
}
