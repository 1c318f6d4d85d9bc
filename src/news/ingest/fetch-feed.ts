import { feedConfigured, type NewsAdapterType, type NewsFeedConfig } from "../../domain/news/feeds.ts";
import { fetchKalshiMilestones, fetchKalshiSettlements, fetchKalshiTerms } from "./kalshi.ts";
import {
  type AdapterAnswer,
  itemlessOutcome,
  type NewsFeedOutcome,
  type NewsFetchContext,
  outcomeOf,
} from "./outcome.ts";
import { fetchPolymarketResolutions, fetchPolymarketTerms } from "./polymarket.ts";
import type { AdapterFeed } from "./read.ts";
import { fetchSecAtomFeed, fetchSecSubmissionsFeed } from "./sec.ts";
import { fetchSyndicationFeed } from "./syndication.ts";
import { fetchVenueNarratives } from "./venue-ai.ts";

/**
 * Fetches one configured feed through its adapter. Never throws: a bug is `adapter_error`. A feed its
 * configuration cannot read (EDGAR without a User-Agent) is `unconfigured`, with no request made.
 */

type Adapter<T extends NewsAdapterType> = (
  feed: AdapterFeed<T>,
  ctx: NewsFetchContext,
) => Promise<AdapterAnswer>;

/** The adapter of each adapter type. */
const ADAPTERS: { [T in NewsAdapterType]: Adapter<T> } = {
  syndication: fetchSyndicationFeed,
  sec_atom: fetchSecAtomFeed,
  sec_submissions: fetchSecSubmissionsFeed,
  kalshi_terms: fetchKalshiTerms,
  kalshi_settlements: fetchKalshiSettlements,
  kalshi_milestones: fetchKalshiMilestones,
  polymarket_terms: fetchPolymarketTerms,
  polymarket_resolutions: fetchPolymarketResolutions,
  venue_ai_narrative: fetchVenueNarratives,
};

function answerFor(feed: NewsFeedConfig, ctx: NewsFetchContext): Promise<AdapterAnswer> {
  // The table is keyed by adapter type, so the feed is the one its adapter reads.
  const adapter = ADAPTERS[feed.adapter.type] as Adapter<NewsAdapterType>;
  return adapter(feed, ctx);
}

export async function fetchNewsFeed(feed: NewsFeedConfig, ctx: NewsFetchContext): Promise<NewsFeedOutcome> {
  if (!feedConfigured(feed)) return itemlessOutcome(feed.id, "unconfigured");
  try {
    return await outcomeOf(feed, await answerFor(feed, ctx), ctx);
  } catch {
    return itemlessOutcome(feed.id, "adapter_error");
  }
}
