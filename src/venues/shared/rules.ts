/**
 * A venue's rule-text capability: the rule texts of its markets, read from the venue's own fields and
 * normalised to the equivalence domain's shape (src/domain/equivalence/venue-rules.ts), whose values are
 * the venue's text unchanged. Bad payloads become recorded failures, never throws.
 */
import type { FeeTerms } from "../../domain/equivalence/fees.ts";
import type { MarketRules, SettlementSource } from "../../domain/equivalence/venue-rules.ts";
import type { Bindings } from "../../env.ts";
import type { HttpClient } from "../http/client.ts";
import type { VenueFailure } from "./quote.ts";

/** A market's taker fee terms as the venue states them (src/domain/equivalence/fees.ts). */
export interface MarketFeeTerms {
  venue: FeeTerms["venue"];
  market_id: string;
  terms: FeeTerms;
}

/**
 * What a read of rule texts gave: the rules read, the fee terms read beside them (a market whose terms
 * could not be read has none, and a failure says why; its rules are kept), the markets or events that
 * failed, requests made.
 */
export interface RulesRead {
  rules: MarketRules[];
  fees: MarketFeeTerms[];
  failures: VenueFailure[];
  /** HTTP requests sent (each counts once, whatever its retries). */
  requests: number;
}

/** One page of the whole venue's open markets with their rule texts. */
export type RulesPage =
  | (RulesRead & {
      ok: true;
      /** Where the next page starts ("" once the listing is done: the next read starts again from the top). */
      next: string;
    })
  | { ok: false; failure: VenueFailure; requests: number };

/**
 * Settlement sources kept per event between reads (a venue that publishes them per event, not per
 * market), so a batch asks for each event once and later batches not at all while the entry is fresh.
 */
export interface EventSourcesCache {
  get(venue: string, eventId: string): readonly SettlementSource[] | undefined;
  set(venue: string, eventId: string, sources: readonly SettlementSource[]): void;
  /**
   * A group's fee terms (a venue that states them per group of markets: Kalshi's series), or the
   * reason its read failed, so a run asks for each group once.
   */
  getFees(venue: string, groupId: string): FeeTerms | { reason: string } | undefined;
  setFees(venue: string, groupId: string, terms: FeeTerms | { reason: string }): void;
}

export interface VenueRules {
  /** Largest market count `batch` reads in one listing request. */
  batchSize: number;
  /** The rule texts of named markets (at most `batchSize` per listing request). */
  batch(
    env: Bindings,
    marketIds: readonly string[],
    client: HttpClient,
    cache: EventSourcesCache,
  ): Promise<RulesRead>;
  /**
   * The most requests `page` makes per market read beyond the page's own one, when nothing is cached
   * (Kalshi: its event's sources and its series' fee terms; Polymarket: none), so a caller can size a
   * page to fit a request budget.
   */
  pageRequestsPerMarket: number;
  /** One page of the venue's open markets from `position` ("" for the top), at most `limit` markets. */
  page(
    env: Bindings,
    position: string,
    limit: number,
    client: HttpClient,
    cache: EventSourcesCache,
  ): Promise<RulesPage>;
}

/** A cache of one run's own: each event's sources are read once per run, fresh on the next. */
export function createEventSourcesCache(): EventSourcesCache {
  const entries = new Map<string, readonly SettlementSource[]>();
  const fees = new Map<string, FeeTerms | { reason: string }>();
  return {
    get: (venue, eventId) => entries.get(`${venue}\u0000${eventId}`),
    set: (venue, eventId, sources) => void entries.set(`${venue}\u0000${eventId}`, sources),
    getFees: (venue, groupId) => fees.get(`${venue}\u0000${groupId}`),
    setFees: (venue, groupId, terms) => void fees.set(`${venue}\u0000${groupId}`, terms),
  };
}
