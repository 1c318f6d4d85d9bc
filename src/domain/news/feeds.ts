import type { VenueId } from "../methodology/venues.ts";
import type { NewsAuthorship, NewsKind, NewsLicence, NewsRelevance, NewsSource } from "./item.ts";

/**
 * What a configured news feed is: the kind, licence and authorship of everything it yields, whom to
 * credit, how to read it (the adapter and its parameters, every address from configuration), and which
 * indices it serves with what relevance.
 */

/** Which entries of a syndication feed belong to this feed (all, when no rule is given). */
export interface SyndicationFilter {
  /** Keep entries whose title contains one of these (case-insensitive). */
  titleContains?: string[];
  /** Keep entries whose link or description links one of these addresses (the bound contract's page). */
  linksTo?: string[];
}

export type NewsAdapterConfig =
  /** RSS 2.0 or Atom 1.0, told apart by the document's root element. */
  | { type: "syndication"; url: string; include?: SyndicationFilter }
  /** An EDGAR company Atom feed (`browse-edgar?action=getcompany&CIK=…&output=atom`). */
  | { type: "sec_atom"; url: string; cik: string; relevance: NewsRelevance; forms?: string[] }
  /** EDGAR submissions JSON (`data.sec.gov/submissions/CIK##########.json`). */
  | {
      type: "sec_submissions";
      url: string;
      /** Origin of the filing documents, e.g. `https://www.sec.gov`. */
      archivesBaseUrl: string;
      cik: string;
      relevance: NewsRelevance;
      forms?: string[];
    }
  /** Kalshi series contract terms and each bound market's rules, versioned by a hash of the terms. */
  | { type: "kalshi_terms"; baseUrl: string; siteUrl: string; seriesTicker: string; marketTickers: string[] }
  /** Kalshi markets of a series that settled (`finalized`/`determined`), one item per event. */
  | { type: "kalshi_settlements"; baseUrl: string; siteUrl: string; seriesTicker: string }
  /** Kalshi milestones touching the bound events: primary events are direct, related ones related. */
  | {
      type: "kalshi_milestones";
      baseUrl: string;
      siteUrl: string;
      seriesTicker: string;
      eventTickers: string[];
      category?: string;
      /** Milestones that started more than this many days ago are not asked for (default 60). */
      lookbackDays?: number;
    }
  /** Polymarket Gamma market descriptions (the resolution terms), versioned like Kalshi's. */
  | { type: "polymarket_terms"; baseUrl: string; siteUrl: string; marketIds: string[] }
  /** Polymarket Gamma markets that resolved (closed, prices of "1" and "0"). */
  | { type: "polymarket_resolutions"; baseUrl: string; siteUrl: string; marketIds: string[] }
  /**
   * A venue's AI-generated narrative. No venue documents a public endpoint for one, so this reads the
   * upstream simulator's shape; check a real endpoint's shape before pointing it there.
   */
  | { type: "venue_ai_narrative"; url: string; venue: VenueId; marketIds: string[] };

export type NewsAdapterType = NewsAdapterConfig["type"];

export interface NewsFeedBinding {
  /** The index symbol, e.g. `PIXCPI`. */
  index: string;
  /** `related` demotes every item of the feed for that index; `direct` keeps each item's own relevance. */
  relevance: NewsRelevance;
}

export interface NewsFeedConfig {
  /** Stable: it is part of every item id, so renaming a feed re-identifies all its items. */
  id: string;
  kind: NewsKind;
  licence: NewsLicence;
  authorship: NewsAuthorship;
  source: NewsSource;
  adapter: NewsAdapterConfig;
  bindings: NewsFeedBinding[];
  /** Items kept per fetch, newest first (default 200). */
  maxItems?: number;
  /** Sent as `User-Agent` (EDGAR refuses requests without a descriptive one with a contact). */
  userAgent?: string;
}

export const DEFAULT_MAX_ITEMS_PER_FETCH = 200;

/** An item's relevance for one index: the binding can only demote. */
export function relevanceForIndex(itemRelevance: NewsRelevance, binding: NewsFeedBinding): NewsRelevance {
  return binding.relevance === "related" ? "related" : itemRelevance;
}

/** Whether the feed can be read with its configuration: EDGAR refuses clients without a declared User-Agent. */
export function feedConfigured(feed: Pick<NewsFeedConfig, "adapter" | "userAgent">): boolean {
  const needsAgent = feed.adapter.type === "sec_atom" || feed.adapter.type === "sec_submissions";
  return !needsAgent || (feed.userAgent ?? "").trim() !== "";
}
