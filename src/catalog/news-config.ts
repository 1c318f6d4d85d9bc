/**
 * The news plane as a deployment configures it: the switch (`NEWS_ENABLED`), every upstream address from
 * a variable (the public hosts on staging and production, the upstream simulator locally and in tests),
 * EDGAR's User-Agent from the secret `SEC_USER_AGENT`, and the catalog's feeds built on them. The
 * ingestion pass and the news route both read the feeds from here, so `data.sources` lists exactly what
 * is ingested.
 */

import type { NewsFeedConfig } from "../domain/news/feeds.ts";
import { TtlCache } from "../platform/cache/ttl-cache.ts";
import { dataOrigin } from "../platform/data-origin.ts";
import { INDICES } from "./definitions.ts";
import {
  type NewsUpstreamBases,
  PUBLIC_NEWS_BASES,
  proposedNewsFeeds,
  simulatorNewsBases,
} from "./news-feeds.ts";

/** The variable that holds each upstream address. */
export const NEWS_BASE_VARS = {
  bls: "NEWS_BLS_URL",
  bea: "NEWS_BEA_URL",
  federalReserve: "NEWS_FED_URL",
  secWww: "NEWS_SEC_WWW_URL",
  secData: "NEWS_SEC_DATA_URL",
  kalshi: "NEWS_KALSHI_URL",
  polymarketGamma: "NEWS_POLYMARKET_GAMMA_URL",
  editorialFeed: "NEWS_EDITORIAL_FEED_URL",
  venueAiNarratives: "NEWS_VENUE_AI_URL",
} as const;

export type NewsBaseVar = (typeof NEWS_BASE_VARS)[keyof typeof NEWS_BASE_VARS];

/** What the news configuration reads from the Worker's bindings. */
export type NewsConfigVars = Partial<Record<NewsBaseVar, string>> & {
  NEWS_ENABLED?: string;
  SEC_USER_AGENT?: string;
  UPSTREAM_PROVENANCE?: string;
};

export interface NewsConfiguration {
  /** `NEWS_ENABLED` is on (anything but `false`, `0`, `off`, `no`; unset is on). */
  enabled: boolean;
  /** Every configured feed; empty when the plane is off. */
  feeds: NewsFeedConfig[];
}

/** Whether the catalog switches news on for the index (an index the catalog does not know: off). */
export function indexNewsEnabled(symbol: string): boolean {
  return INDICES.find((index) => index.symbol === symbol)?.news.enabled ?? false;
}

const OFF = new Set(["false", "0", "off", "no"]);

export function newsEnabled(vars: NewsConfigVars): boolean {
  return !OFF.has((vars.NEWS_ENABLED ?? "").trim().toLowerCase());
}

/** The variables that point every news upstream at the simulator under `origin` (local runs and tests). */
export function simulatorNewsVars(origin: string): Record<NewsBaseVar, string> {
  const bases = simulatorNewsBases(origin);
  return {
    NEWS_BLS_URL: bases.bls,
    NEWS_BEA_URL: bases.bea,
    NEWS_FED_URL: bases.federalReserve,
    NEWS_SEC_WWW_URL: bases.secWww,
    NEWS_SEC_DATA_URL: bases.secData,
    NEWS_KALSHI_URL: bases.kalshi,
    NEWS_POLYMARKET_GAMMA_URL: bases.polymarketGamma,
    NEWS_EDITORIAL_FEED_URL: bases.editorialFeed ?? "",
    NEWS_VENUE_AI_URL: bases.venueAiNarratives ?? "",
  };
}

const address = (value: string | undefined) => (value ?? "").trim().replace(/\/+$/, "");

function basesFrom(vars: NewsConfigVars): NewsUpstreamBases {
  const optional = (value: string | undefined) => (address(value) === "" ? null : address(value));
  return {
    bls: address(vars.NEWS_BLS_URL),
    bea: address(vars.NEWS_BEA_URL),
    federalReserve: address(vars.NEWS_FED_URL),
    secWww: address(vars.NEWS_SEC_WWW_URL),
    secData: address(vars.NEWS_SEC_DATA_URL),
    kalshi: address(vars.NEWS_KALSHI_URL),
    kalshiSite: PUBLIC_NEWS_BASES.kalshiSite,
    polymarketGamma: address(vars.NEWS_POLYMARKET_GAMMA_URL),
    polymarketSite: PUBLIC_NEWS_BASES.polymarketSite,
    editorialFeed: optional(vars.NEWS_EDITORIAL_FEED_URL),
    venueAiNarratives: optional(vars.NEWS_VENUE_AI_URL),
    simulator: dataOrigin(vars) === "synthetic",
  };
}

/** The one address a feed reads from (its document, or its API base). */
export function feedAddress(feed: NewsFeedConfig): string {
  return "url" in feed.adapter ? feed.adapter.url : feed.adapter.baseUrl;
}

/** Built once per set of variables in an isolate: every news read needs it, and it changes only on deploy. */
const CONFIGURATIONS = new TtlCache<string, NewsConfiguration>({ ttlMs: 300_000, maxEntries: 16 });

/**
 * The deployment's news configuration. A feed whose upstream variable is empty (its address is then
 * not an absolute http(s) URL) is not configured: a deployment with no news variables has no sources.
 * Callers share the answer and must not change it.
 */
export function newsConfiguration(vars: NewsConfigVars): NewsConfiguration {
  const key = JSON.stringify([
    vars.NEWS_ENABLED,
    vars.SEC_USER_AGENT,
    vars.UPSTREAM_PROVENANCE,
    ...Object.values(NEWS_BASE_VARS).map((name) => vars[name]),
  ]);
  const cached = CONFIGURATIONS.get(key);
  if (cached) return cached;
  const built = buildConfiguration(vars);
  CONFIGURATIONS.set(key, built);
  return built;
}

function buildConfiguration(vars: NewsConfigVars): NewsConfiguration {
  if (!newsEnabled(vars)) return { enabled: false, feeds: [] };
  const agent = (vars.SEC_USER_AGENT ?? "").trim();
  const feeds = proposedNewsFeeds(basesFrom(vars), agent === "" ? {} : { secUserAgent: agent });
  return { enabled: true, feeds: feeds.filter((feed) => /^https?:\/\/[^/]/.test(feedAddress(feed))) };
}
