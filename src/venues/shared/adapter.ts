/**
 * What the planes ask of a prediction-market venue: each venue folder answers it with one adapter, and
 * the registry (src/venues/registry.ts) holds them keyed by venue id, so no plane picks a venue's code
 * by its name.
 */
import type { Bindings } from "../../env.ts";
import type { HttpClient } from "../http/client.ts";
import type { HistoryFetch } from "./history.ts";
import type { VenueFetchResult } from "./quote.ts";
import type { VenueId } from "./row.ts";

/** Where the venues are: their upstream settings. */
export type VenueUrls = Pick<Bindings, "KALSHI_BASE_URL" | "POLYMARKET_GAMMA_URL" | "POLYMARKET_CLOB_URL">;

/** The catalog's identifiers of one market, as far as a venue's history endpoint needs them. */
export interface HistoryTarget {
  /** Kalshi ticker, or Polymarket Gamma market id. */
  marketId: string;
  /** Kalshi only: the market's series ticker. */
  seriesTicker?: string;
  /** Polymarket only: the CLOB token id of the YES outcome. */
  yesTokenId?: string;
}

/** One market's history over an interval (epoch seconds, inclusive) from the venue's history base URL. */
export interface HistoryRequest {
  baseUrl: string;
  target: HistoryTarget;
  startS: number;
  endS: number;
}

export interface VenueAdapter<Source extends string = string> {
  id: VenueId;
  /** The quotes of the given markets (by the venue's market id): one adapter call, never thrown. */
  fetchQuotes(marketIds: string[], urls: VenueUrls, client: HttpClient): Promise<VenueFetchResult>;
  /** The venue's hourly probability history of a market's YES side. */
  history: {
    /** How the history is named where it is used (the factor answer's `source`). */
    source: Source;
    /** The history, or null when the target lacks the identifier the endpoint needs. */
    fetch(request: HistoryRequest, client: HttpClient): Promise<HistoryFetch> | null;
  };
}
