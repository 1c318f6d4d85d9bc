/**
 * The markets, events and series the simulator lists: every catalog contract (indices, benchmarks,
 * factor themes; a contract shared by an index and a theme once), then the synthetic padding markets.
 */
import { INSTRUMENTS, THEME_CONTRACTS, tokenIdFor } from "../src/catalog/definitions.ts";
import type { BenchmarkDef, ContractDef, IndexDef, ThemeContractDef, VenueId } from "../src/catalog/types.ts";
import {
  EXTRA_SERIES,
  extraGammaId,
  extraKalshiEvent,
  extraKalshiTicker,
  extraSlug,
  MAX_EXTRA_MARKETS,
} from "./extra.ts";
import { hashString, hexFor } from "./hash.ts";
import { marketKey } from "./structures.ts";

export type MarketKind = "ladder" | "categorical" | "binary";

export interface SimMarket {
  /** The model's key: `marketKey(venue, marketId)`. */
  key: string;
  venue: VenueId;
  /** Kalshi ticker or Gamma market id. */
  marketId: string;
  kind: MarketKind;
  title: string;
  /** Ladder strike as exact decimal text. */
  strike: string | null;
  /** Categorical outcome label. */
  outcomeLabel: string | null;
  openTimeMs: number;
  closeTimeMs: number;
  expectedExpirationMs: number;
  /** Kalshi event ticker or Gamma event id. */
  eventId: string;
  seriesTicker: string | null;
  slug: string | null;
  yesTokenId: string | null;
  noTokenId: string | null;
  conditionId: string | null;
  negRisk: boolean;
}

export interface SimEvent {
  venue: VenueId;
  /** Kalshi event ticker or Gamma event id. */
  id: string;
  slug: string | null;
  seriesTicker: string | null;
  title: string;
  subTitle: string;
  category: string;
  mutuallyExclusive: boolean;
  negRisk: boolean;
  markets: SimMarket[];
}

export interface SimSeries {
  ticker: string;
  title: string;
  category: string;
  frequency: string;
  sources: { name: string; url: string }[];
}

export interface VenueListing {
  /** In listing order (catalog order, then padding markets). */
  markets: SimMarket[];
  events: SimEvent[];
  marketById: Map<string, SimMarket>;
  eventById: Map<string, SimEvent>;
}

export interface Universe {
  kalshi: VenueListing & { series: Map<string, SimSeries> };
  polymarket: VenueListing & {
    marketBySlug: Map<string, SimMarket>;
    eventBySlug: Map<string, SimEvent>;
    /** Each CLOB token: its market and which outcome it pays. */
    tokens: Map<string, { market: SimMarket; outcome: "yes" | "no" }>;
  };
}

// Theme markets opened well before the factor models' 400-session window, so their histories cover it.
const THEME_OPEN = "2025-01-06T15:00:00Z";
const EXTRA_OPEN = "2026-01-01T00:00:00Z";
const EXTRA_CLOSE = "2027-12-31T23:59:00Z";

const gammaEventId = (slug: string) => String(10_000 + (hashString(`event:${slug}`) % 80_000));
const conditionIdFor = (slug: string) => `0x${hexFor(`condition:${slug}`, 64)}`;
export const noTokenIdFor = (slug: string) => tokenIdFor(`${slug}:no`);

/** Collects markets and events; the first registration of a market id wins. */
class ListingBuilder {
  readonly listing: VenueListing = { markets: [], events: [], marketById: new Map(), eventById: new Map() };

  event(event: Omit<SimEvent, "markets">): SimEvent {
    const existing = this.listing.eventById.get(event.id);
    if (existing) return existing;
    const created: SimEvent = { ...event, markets: [] };
    this.listing.events.push(created);
    this.listing.eventById.set(created.id, created);
    return created;
  }

  market(event: SimEvent, market: SimMarket): void {
    if (this.listing.marketById.has(market.marketId)) return;
    this.listing.markets.push(market);
    this.listing.marketById.set(market.marketId, market);
    event.markets.push(market);
  }
}

function kindOf(contract: ContractDef): MarketKind {
  if (contract.role === "ladder_above") return "ladder";
  if (contract.role === "categorical_outcome") return "categorical";
  return "binary";
}

/** A Polymarket event slug for an instrument: the common prefix of its contract slugs. */
function polyEventSlug(contracts: ContractDef[]): string {
  const slugs = contracts.map((c) => c.slug ?? "");
  let prefix = slugs[0] ?? "";
  for (const slug of slugs) while (!slug.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.replace(/-above-?$/, "").replace(/-+$/, "") || (slugs[0] ?? "event");
}

function baseMarket(
  contract: { venue: VenueId; marketId: string; title: string },
  times: { open: string; close: string; expiration: string },
): Omit<SimMarket, "kind" | "eventId" | "negRisk"> {
  return {
    key: marketKey(contract.venue, contract.marketId),
    venue: contract.venue,
    marketId: contract.marketId,
    title: contract.title,
    strike: null,
    outcomeLabel: null,
    openTimeMs: Date.parse(times.open),
    closeTimeMs: Date.parse(times.close),
    expectedExpirationMs: Date.parse(times.expiration),
    seriesTicker: null,
    slug: null,
    yesTokenId: null,
    noTokenId: null,
    conditionId: null,
  };
}

function polyIds(slug: string, yesTokenId?: string) {
  return {
    slug,
    yesTokenId: yesTokenId ?? tokenIdFor(slug),
    noTokenId: noTokenIdFor(slug),
    conditionId: conditionIdFor(slug),
  };
}

function addInstrument(
  instrument: IndexDef | BenchmarkDef,
  kalshi: ListingBuilder,
  poly: ListingBuilder,
): void {
  const category = instrument.kind === "index" ? "Economics" : "Commodities";
  const polyContracts = instrument.contracts.filter((c) => c.venue === "polymarket");
  const mutuallyExclusive = instrument.methodology.calculationClass === "categorical_expectation";
  const polySlug = polyContracts.length > 0 ? polyEventSlug(polyContracts) : "";
  for (const contract of instrument.contracts) {
    const times = {
      open: contract.openTime,
      close: contract.closeTime,
      expiration: instrument.nextRelease?.at ?? contract.closeTime,
    };
    const shared = {
      ...baseMarket(contract, times),
      kind: kindOf(contract),
      strike: contract.strike ?? null,
      outcomeLabel: contract.outcomeLabel ?? null,
      negRisk: contract.venue === "polymarket" && mutuallyExclusive,
    };
    if (contract.venue === "kalshi") {
      const eventTicker = contract.eventTicker ?? contract.marketId;
      const event = kalshi.event({
        venue: "kalshi",
        id: eventTicker,
        slug: null,
        seriesTicker: contract.seriesTicker ?? null,
        title: instrument.name,
        subTitle: instrument.nextRelease?.label ?? "",
        category,
        mutuallyExclusive,
        negRisk: false,
      });
      kalshi.market(event, { ...shared, eventId: event.id, seriesTicker: contract.seriesTicker ?? null });
    } else {
      const event = poly.event({
        venue: "polymarket",
        id: gammaEventId(polySlug),
        slug: polySlug,
        seriesTicker: null,
        title: instrument.name,
        subTitle: "",
        category,
        mutuallyExclusive,
        negRisk: mutuallyExclusive,
      });
      const slug = contract.slug ?? contract.marketId;
      poly.market(event, { ...shared, eventId: event.id, ...polyIds(slug, contract.yesTokenId) });
    }
  }
}

function addTheme(contract: ThemeContractDef, kalshi: ListingBuilder, poly: ListingBuilder): void {
  const times = { open: THEME_OPEN, close: contract.closeTime, expiration: contract.closeTime };
  const shared = { ...baseMarket(contract, times), kind: "binary" as const, negRisk: false };
  const common = { subTitle: "", category: "Economics", mutuallyExclusive: false, negRisk: false };
  if (contract.venue === "kalshi") {
    const eventTicker = contract.eventTicker ?? contract.marketId;
    const seriesTicker = contract.seriesTicker ?? null;
    const event = kalshi.event({
      venue: "kalshi",
      id: eventTicker,
      slug: null,
      seriesTicker,
      title: contract.title,
      ...common,
    });
    kalshi.market(event, { ...shared, eventId: event.id, seriesTicker });
  } else {
    const slug = contract.slug ?? contract.marketId;
    const event = poly.event({
      venue: "polymarket",
      id: gammaEventId(slug),
      slug,
      seriesTicker: null,
      title: contract.title,
      ...common,
    });
    poly.market(event, { ...shared, eventId: event.id, ...polyIds(slug, contract.yesTokenId) });
  }
}

function addExtra(n: number, kalshi: ListingBuilder, poly: ListingBuilder): void {
  const title = `Synthetic benchmark market ${n}: resolves Yes?`;
  const times = { open: EXTRA_OPEN, close: EXTRA_CLOSE, expiration: EXTRA_CLOSE };
  const common = { subTitle: "", category: "Synthetic", mutuallyExclusive: false, negRisk: false };
  const ticker = extraKalshiTicker(n);
  const kalshiEvent = kalshi.event({
    venue: "kalshi",
    id: extraKalshiEvent(n),
    slug: null,
    seriesTicker: EXTRA_SERIES,
    title,
    ...common,
  });
  kalshi.market(kalshiEvent, {
    ...baseMarket({ venue: "kalshi", marketId: ticker, title }, times),
    kind: "binary",
    eventId: kalshiEvent.id,
    seriesTicker: EXTRA_SERIES,
    negRisk: false,
  });
  const slug = extraSlug(n);
  const polyEvent = poly.event({
    venue: "polymarket",
    id: String(3_000_000 + n),
    slug,
    seriesTicker: null,
    title,
    ...common,
  });
  poly.market(polyEvent, {
    ...baseMarket({ venue: "polymarket", marketId: extraGammaId(n), title }, times),
    kind: "binary",
    eventId: polyEvent.id,
    negRisk: false,
    ...polyIds(slug),
  });
}

function seriesOf(kalshi: VenueListing): Map<string, SimSeries> {
  const series = new Map<string, SimSeries>();
  const sourceBySeries = new Map<string, { name: string; url: string }>();
  for (const instrument of INSTRUMENTS) {
    const source =
      instrument.kind === "benchmark"
        ? instrument.resolutionSource
        : (instrument.nextRelease?.source ?? null);
    for (const c of instrument.contracts) {
      if (c.seriesTicker && source)
        sourceBySeries.set(c.seriesTicker, { name: source.name, url: source.url });
    }
  }
  for (const event of kalshi.events) {
    const ticker = event.seriesTicker;
    if (!ticker || series.has(ticker)) continue;
    const source = sourceBySeries.get(ticker);
    series.set(ticker, {
      ticker,
      title: ticker === EXTRA_SERIES ? "Synthetic benchmark markets" : event.title,
      category: event.category,
      frequency: event.mutuallyExclusive || source ? "custom" : "one_off",
      sources: source ? [source] : [],
    });
  }
  return series;
}

/** Builds the listing for both venues with `extraMarketsPerVenue` padding markets each. */
export function buildUniverse(extraMarketsPerVenue: number): Universe {
  if (!Number.isInteger(extraMarketsPerVenue) || extraMarketsPerVenue < 0) {
    throw new RangeError("extraMarketsPerVenue must be a non-negative integer");
  }
  if (extraMarketsPerVenue > MAX_EXTRA_MARKETS) {
    throw new RangeError(`extraMarketsPerVenue must be at most ${MAX_EXTRA_MARKETS}`);
  }
  const kalshi = new ListingBuilder();
  const poly = new ListingBuilder();
  for (const instrument of INSTRUMENTS) addInstrument(instrument, kalshi, poly);
  for (const contract of THEME_CONTRACTS) addTheme(contract, kalshi, poly);
  for (let n = 1; n <= extraMarketsPerVenue; n++) addExtra(n, kalshi, poly);

  const tokens = new Map<string, { market: SimMarket; outcome: "yes" | "no" }>();
  const marketBySlug = new Map<string, SimMarket>();
  for (const market of poly.listing.markets) {
    if (market.slug) marketBySlug.set(market.slug, market);
    if (market.yesTokenId) tokens.set(market.yesTokenId, { market, outcome: "yes" });
    if (market.noTokenId) tokens.set(market.noTokenId, { market, outcome: "no" });
  }
  const eventBySlug = new Map<string, SimEvent>();
  for (const event of poly.listing.events) if (event.slug) eventBySlug.set(event.slug, event);
  return {
    kalshi: { ...kalshi.listing, series: seriesOf(kalshi.listing) },
    polymarket: { ...poly.listing, marketBySlug, eventBySlug, tokens },
  };
}
