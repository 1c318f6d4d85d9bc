/**
 * The proposed news feeds for the catalog's indices: which upstream each reads, what it yields (kind,
 * licence, authorship), whom it credits, and how relevant it is to each index. Every address comes from
 * `NewsUpstreamBases` (the public hosts, or the upstream simulator locally and in tests).
 *
 * Relevance: an agency release is `direct` for the index that settles on it and `related` for an index
 * it informs (the CPI release is direct for PIXCPI and related for PIXFED; the Employment Situation is
 * direct for PIXUNRATE and related for PIXFED and PIXREC). Venue feeds are direct for the index whose
 * contracts they describe; a milestone linked to a bound event but not its own is related.
 */
import type { NewsFeedBinding, NewsFeedConfig } from "../domain/news/feeds.ts";
import type { NewsRelevance, NewsSource } from "../domain/news/item.ts";
import { INDICES } from "./definitions.ts";
import { type ContractDef, type IndexDef, VENUES, type VenueId } from "./types.ts";

export interface NewsUpstreamBases {
  /** `https://www.bls.gov` */
  bls: string;
  /** `https://apps.bea.gov` */
  bea: string;
  /** `https://www.federalreserve.gov` */
  federalReserve: string;
  /** `https://www.sec.gov` (company Atom feeds and filing documents) */
  secWww: string;
  /** `https://data.sec.gov` (submissions JSON) */
  secData: string;
  /** Kalshi Trade API v2 base and public site. */
  kalshi: string;
  kalshiSite: string;
  /** Polymarket Gamma base and public site. */
  polymarketGamma: string;
  polymarketSite: string;
  /** A publisher's RSS feed (headline and link only), or null for none. */
  editorialFeed: string | null;
  /** A venue-AI narrative endpoint, or null: no venue documents one, only the simulator serves it. */
  venueAiNarratives: string | null;
  /** The addresses are the upstream simulator's: its simulator-only filers are configured too. */
  simulator?: boolean;
}

export const PUBLIC_NEWS_BASES: NewsUpstreamBases = {
  bls: "https://www.bls.gov",
  bea: "https://apps.bea.gov",
  federalReserve: "https://www.federalreserve.gov",
  secWww: "https://www.sec.gov",
  secData: "https://data.sec.gov",
  kalshi: "https://external-api.kalshi.com/trade-api/v2",
  kalshiSite: "https://kalshi.com",
  polymarketGamma: "https://gamma-api.polymarket.com",
  polymarketSite: "https://polymarket.com",
  editorialFeed: null,
  venueAiNarratives: null,
};

/** The upstream simulator's news paths under an origin (`http://127.0.0.1:8788`, `http://upstream.sim`). */
export function simulatorNewsBases(origin: string): NewsUpstreamBases {
  const news = `${origin.replace(/\/+$/, "")}/news`;
  return {
    bls: `${news}/bls`,
    bea: `${news}/bea`,
    federalReserve: `${news}/fed`,
    secWww: `${news}/sec`,
    secData: `${news}/sec-data`,
    kalshi: `${news}/kalshi/trade-api/v2`,
    kalshiSite: "https://kalshi.com",
    polymarketGamma: `${news}/polymarket/gamma`,
    polymarketSite: "https://polymarket.com",
    editorialFeed: `${news}/editorial/feed.xml`,
    venueAiNarratives: `${news}/venue-ai/narratives`,
    simulator: true,
  };
}

/** An EDGAR filer to follow: the pre-IPO entity itself (`direct`) or a fund named after it (`related`). */
export interface SecFiler {
  cik: string;
  name: string;
  relevance: NewsRelevance;
  /** Indices the filings serve. */
  bindings: NewsFeedBinding[];
  forms?: string[];
}

export interface NewsFeedOptions {
  /** EDGAR's required User-Agent with a contact (`SEC_USER_AGENT`); without it SEC feeds are unconfigured. */
  secUserAgent?: string;
  /** Filers beyond the catalog's (a filer the catalog also names keeps these bindings). */
  secFilers?: SecFiler[];
  /** Credit for the editorial feed. */
  editorialSource?: NewsSource;
}

const SOURCES = {
  bls: { id: "bls", name: "U.S. Bureau of Labor Statistics", domain: "bls.gov" },
  bea: { id: "bea", name: "U.S. Bureau of Economic Analysis", domain: "bea.gov" },
  fed: {
    id: "federal-reserve",
    name: "Board of Governors of the Federal Reserve System",
    domain: "federalreserve.gov",
  },
  sec: { id: "sec-edgar", name: "U.S. Securities and Exchange Commission (EDGAR)", domain: "sec.gov" },
  kalshi: { id: "kalshi", name: "Kalshi", domain: "kalshi.com" },
  polymarket: { id: "polymarket", name: "Polymarket", domain: "polymarket.com" },
  polymarketAi: { id: "polymarket-ai", name: "Polymarket AI (AI-generated)", domain: "polymarket.com" },
  editorial: { id: "editorial", name: "Editorial publisher", domain: "example.com" },
} satisfies Record<string, NewsSource>;

/** Forms worth a headline for an entity going public, and for a fund investing in it. */
export const PRE_IPO_FORMS = [
  "S-1",
  "S-1/A",
  "F-1",
  "F-1/A",
  "424B4",
  "D",
  "D/A",
  "8-K",
  "10-K",
  "10-Q",
  "N-2",
  "N-2/A",
];

const direct = (index: string): NewsFeedBinding => ({ index, relevance: "direct" });
const related = (index: string): NewsFeedBinding => ({ index, relevance: "related" });

const PUBLIC_DOMAIN = { licence: "public_domain", authorship: "primary_document" } as const;
const VENUE = { licence: "venue_public_api", authorship: "venue_generated" } as const;

function agencyFeeds(bases: NewsUpstreamBases): NewsFeedConfig[] {
  return [
    {
      id: "bls-cpi",
      kind: "official_release",
      ...PUBLIC_DOMAIN,
      source: SOURCES.bls,
      adapter: { type: "syndication", url: `${bases.bls}/feed/cpi.rss` },
      bindings: [direct("PIXCPI"), related("PIXFED")],
    },
    {
      id: "bls-empsit",
      kind: "official_release",
      ...PUBLIC_DOMAIN,
      source: SOURCES.bls,
      adapter: { type: "syndication", url: `${bases.bls}/feed/empsit.rss` },
      bindings: [direct("PIXUNRATE"), related("PIXFED"), related("PIXREC")],
    },
    {
      id: "bea-gdp",
      kind: "official_release",
      ...PUBLIC_DOMAIN,
      source: SOURCES.bea,
      // BEA publishes every release in one feed; this one keeps GDP.
      adapter: {
        type: "syndication",
        url: `${bases.bea}/rss/rss.xml`,
        include: { titleContains: ["Gross Domestic Product"] },
      },
      bindings: [direct("PIXGDP"), related("PIXREC")],
    },
    {
      id: "fed-monetary",
      kind: "official_statement",
      ...PUBLIC_DOMAIN,
      source: SOURCES.fed,
      adapter: {
        type: "syndication",
        url: `${bases.federalReserve}/feeds/press_monetary.xml`,
        include: { titleContains: ["FOMC statement", "Minutes of the Federal Open Market Committee"] },
      },
      bindings: [direct("PIXFED")],
    },
  ];
}

/** The catalog's filers, one per CIK with a binding to every index that names it. */
function catalogFilers(bases: NewsUpstreamBases): SecFiler[] {
  const byCik = new Map<string, SecFiler>();
  for (const index of INDICES) {
    for (const filer of index.news.secFilers ?? []) {
      if (filer.simulatorOnly && bases.simulator !== true) continue;
      const known = byCik.get(filer.cik);
      // The binding keeps the filer's own relevance: a fund's filings stay related.
      const binding = direct(index.symbol);
      if (known) known.bindings.push(binding);
      else byCik.set(filer.cik, { ...filer, bindings: [binding] });
    }
  }
  return [...byCik.values()];
}

function secFeeds(bases: NewsUpstreamBases, options: NewsFeedOptions): NewsFeedConfig[] {
  const extra = options.secFilers ?? [];
  const filers = [
    ...extra,
    ...catalogFilers(bases).filter((filer) => !extra.some((e) => e.cik === filer.cik)),
  ];
  return filers.map((filer) => ({
    id: `sec-${filer.cik}`,
    kind: "filing",
    ...PUBLIC_DOMAIN,
    source: SOURCES.sec,
    adapter: {
      type: "sec_atom",
      url: `${bases.secWww}/cgi-bin/browse-edgar?action=getcompany&CIK=${filer.cik}&type=&dateb=&owner=include&count=40&output=atom`,
      cik: filer.cik,
      relevance: filer.relevance,
      forms: filer.forms ?? PRE_IPO_FORMS,
    },
    bindings: filer.bindings,
    ...(options.secUserAgent === undefined ? {} : { userAgent: options.secUserAgent }),
  }));
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined && value !== ""))];
}

/** The venue feeds of one index, from its contracts: each venue's feeds from that venue's contracts. */
function venueFeeds(index: IndexDef, bases: NewsUpstreamBases): NewsFeedConfig[] {
  const of = { id: index.symbol.toLowerCase(), bindings: [direct(index.symbol)], bases };
  return VENUES.flatMap((venue) =>
    VENUE_FEEDS[venue](
      index.contracts.filter((c) => c.venue === venue),
      of,
    ),
  );
}

/** What a venue's feeds of one index are built from besides its contracts. */
interface VenueFeedsOf {
  /** The index symbol, lower case (feed ids end with it). */
  id: string;
  bindings: NewsFeedBinding[];
  bases: NewsUpstreamBases;
}

/** Each venue's feeds of one index, from the index's contracts on that venue. */
const VENUE_FEEDS: Readonly<
  Record<VenueId, (contracts: ContractDef[], of: VenueFeedsOf) => NewsFeedConfig[]>
> = {
  kalshi: (kalshi, { id, bindings, bases }) => {
    const feeds: NewsFeedConfig[] = [];
    for (const seriesTicker of unique(kalshi.map((c) => c.seriesTicker))) {
      const inSeries = kalshi.filter((c) => c.seriesTicker === seriesTicker);
      const site = { baseUrl: bases.kalshi, siteUrl: bases.kalshiSite, seriesTicker };
      feeds.push(
        {
          id: `kalshi-terms-${id}`,
          kind: "venue_context",
          ...VENUE,
          source: SOURCES.kalshi,
          adapter: { type: "kalshi_terms", ...site, marketTickers: inSeries.map((c) => c.marketId) },
          bindings,
        },
        {
          id: `kalshi-settlements-${id}`,
          kind: "venue_event",
          ...VENUE,
          source: SOURCES.kalshi,
          adapter: { type: "kalshi_settlements", ...site },
          bindings,
        },
        {
          id: `kalshi-milestones-${id}`,
          kind: "venue_event",
          ...VENUE,
          source: SOURCES.kalshi,
          adapter: {
            type: "kalshi_milestones",
            ...site,
            eventTickers: unique(inSeries.map((c) => c.eventTicker)),
            category: "Economics",
          },
          bindings,
        },
      );
    }
    return feeds;
  },
  polymarket: (poly, { id, bindings, bases }) => {
    const feeds: NewsFeedConfig[] = [];
    if (poly.length > 0) {
      const marketIds = poly.map((c) => c.marketId);
      const gamma = { baseUrl: bases.polymarketGamma, siteUrl: bases.polymarketSite, marketIds };
      feeds.push(
        {
          id: `polymarket-terms-${id}`,
          kind: "venue_context",
          ...VENUE,
          source: SOURCES.polymarket,
          adapter: { type: "polymarket_terms", ...gamma },
          bindings,
        },
        {
          id: `polymarket-resolutions-${id}`,
          kind: "venue_event",
          ...VENUE,
          source: SOURCES.polymarket,
          adapter: { type: "polymarket_resolutions", ...gamma },
          bindings,
        },
      );
      if (bases.venueAiNarratives !== null) {
        feeds.push({
          id: `polymarket-ai-${id}`,
          kind: "venue_context",
          ...VENUE,
          source: SOURCES.polymarketAi,
          adapter: {
            type: "venue_ai_narrative",
            url: bases.venueAiNarratives,
            venue: "polymarket",
            marketIds,
          },
          bindings,
        });
      }
    }
    return feeds;
  },
};

/** A publisher's posts that link one of the index's contract pages: headline and link only. */
function editorialFeed(
  index: IndexDef,
  bases: NewsUpstreamBases,
  options: NewsFeedOptions,
): NewsFeedConfig[] {
  if (bases.editorialFeed === null) return [];
  return [
    {
      id: `editorial-${index.symbol.toLowerCase()}`,
      kind: "editorial",
      licence: "headline_link_only",
      authorship: "editorial",
      source: options.editorialSource ?? SOURCES.editorial,
      adapter: {
        type: "syndication",
        url: bases.editorialFeed,
        include: { linksTo: unique(index.contracts.map((c) => c.url)) },
      },
      bindings: [direct(index.symbol)],
    },
  ];
}

/**
 * Every feed of the catalog: agency releases, EDGAR filers, and each index's venue and editorial feeds.
 * An index whose news is switched off in the catalog is bound to none, and a feed left serving no index
 * is not configured at all.
 */
export function proposedNewsFeeds(bases: NewsUpstreamBases, options: NewsFeedOptions = {}): NewsFeedConfig[] {
  const enabled = new Set(INDICES.filter((index) => index.news.enabled).map((index) => index.symbol));
  const all = [
    ...agencyFeeds(bases),
    ...secFeeds(bases, options),
    ...INDICES.flatMap((index) => [...venueFeeds(index, bases), ...editorialFeed(index, bases, options)]),
  ];
  return all.flatMap((feed) => {
    const bindings = feed.bindings.filter((binding) => enabled.has(binding.index));
    return bindings.length === 0 ? [] : [{ ...feed, bindings }];
  });
}

/**
 * The published relevance rule of one feed for one index: how an item of the feed gets its relevance
 * there (the binding can only demote an item's own relevance).
 */
export function relevanceRule(feed: NewsFeedConfig, binding: NewsFeedBinding): string {
  if (binding.relevance === "related") {
    return "related: every item of this feed informs this index without being its settlement source or its own contracts.";
  }
  switch (feed.adapter.type) {
    case "sec_atom":
    case "sec_submissions":
      return feed.adapter.relevance === "direct"
        ? "direct: filings by the entity this index is about."
        : "related: filings by a fund or vehicle named after the entity this index is about.";
    case "kalshi_milestones":
      return "direct for milestones whose primary events are this index's contracts; related for milestones that only list them as related events.";
    case "syndication":
      return feed.kind === "editorial"
        ? "direct: publisher posts that link one of this index's contract pages (headline and link only)."
        : "direct: the release this index forecasts, from the agency that publishes it.";
    default:
      return "direct: the venue's own context or events for this index's contracts.";
  }
}

/** The feeds configured for one index, each with its binding (the route's `data.sources`). */
export function newsFeedsForIndex(
  feeds: readonly NewsFeedConfig[],
  symbol: string,
): { feed: NewsFeedConfig; binding: NewsFeedBinding }[] {
  return feeds.flatMap((feed) => {
    const binding = feed.bindings.find((b) => b.index === symbol);
    return binding === undefined ? [] : [{ feed, binding }];
  });
}
