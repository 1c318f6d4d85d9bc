/**
 * A market's resolution as pix records it, one shape for every venue: where the market stands between
 * close and final settlement, its result, the settlement value and times, and the venue's own words
 * beside them (its status and result fields, kept as the venue wrote them). Built in each venue's folder
 * (`<venue>/resolutions.ts`) and reached through the venue's capability record (`resolutions`).
 */
import type { Bindings } from "../../env.ts";
import type { HttpClient } from "../http/client.ts";
import type { VenueFailure } from "./quote.ts";

/**
 * Where a market stands:
 * - `open`: still trading;
 * - `closed`: trading has stopped, no outcome yet;
 * - `proposed`: an outcome is proposed and may still be disputed;
 * - `disputed`: the proposed outcome is disputed;
 * - `determined`: the venue has determined an outcome but not settled it yet;
 * - `settled`: final, paid on `result`;
 * - `voided`: final, the market was voided or cancelled (paid at the settlement value, or refunded);
 * - `unknown`: the venue's words are ones pix does not read (a new status, a result it does not know, a
 *   final status without a result): recorded all the same, with the venue's words, never dropped.
 * Only `settled` and `voided` are final: nothing before them may be reported resolved.
 */
export const RESOLUTION_STATUSES = [
  "open",
  "closed",
  "proposed",
  "disputed",
  "determined",
  "settled",
  "voided",
  "unknown",
] as const;
export type ResolutionStatus = (typeof RESOLUTION_STATUSES)[number];

/** The result a market is (or would be) paid on: the YES side, the NO side, a void, or a scalar value. */
export type ResolutionResult = "yes" | "no" | "void" | "scalar";

export function isFinalStatus(status: ResolutionStatus): boolean {
  return status === "settled" || status === "voided";
}

export interface MarketResolution {
  /** The venue's market id (Kalshi ticker, Gamma market id). */
  market_id: string;
  status: ResolutionStatus;
  /** The outcome the venue has determined, or null while there is none (never set while open or disputed). */
  result: ResolutionResult | null;
  /** What one YES contract pays, as exact decimal text in [0, 1], once the venue states it. */
  settlement_value: string | null;
  /** The market's close time (RFC 3339 UTC), as the venue states it. */
  close_time: string | null;
  /** When the venue settled it (RFC 3339 UTC), once it says. */
  settled_at: string | null;
  /** The venue's own words: its status and result fields as written (`finalized`, `resolved`, …). */
  venue_status: string;
  venue_result: string | null;
  /** The source fields the status was read from, as the venue wrote them (strings or null only). */
  source: Record<string, string | null>;
  /**
   * The market's event, as the read names it (Kalshi's `event_ticker`, Gamma's first event's id); null or
   * absent where it names none.
   */
  event_id?: string | null;
  /**
   * Whether the event's markets are mutually exclusive, exactly one resolving yes (Gamma's `negRisk`);
   * null or absent where the read does not say (Kalshi states it on the event, not on its markets).
   */
  event_exclusive?: boolean | null;
  /** The market's category as the read states it (Gamma: the market's, else its first event's); else null. */
  category?: string | null;
}

/** One batch of resolutions: the markets read, and the ones skipped (a bad market is never a throw). */
export type ResolutionBatch =
  | {
      ok: true;
      resolutions: MarketResolution[];
      failures: VenueFailure[];
      /** The next page's token ("" at the end); a read of named markets always answers "". */
      next: string;
    }
  | { ok: false; failure: VenueFailure };

/** Events' category and exclusivity as a venue states them (null: not stated), and what reading them cost. */
export interface EventGroupings {
  groupings: Map<string, { category: string | null; exclusive: boolean | null }>;
  /** Requests made. */
  lookups: number;
  failures: VenueFailure[];
}

export interface VenueResolutions {
  /** Markets per page of the closed listing (and per named-markets request). */
  pageSize: number;
  /**
   * One page of the venue's closed markets that closed at or after `sinceMs`, from `page` ("" for the first;
   * each answer names the next). Kalshi: `GET /markets?status=closed,settled&min_close_ts=`; Gamma:
   * `GET /markets?closed=true&end_date_min=`.
   */
  closedPage(env: Bindings, page: string, sinceMs: number, client: HttpClient): Promise<ResolutionBatch>;
  /** The resolution fields of named markets, open or closed (at most `pageSize`). */
  markets(env: Bindings, ids: readonly string[], client: HttpClient): Promise<ResolutionBatch>;
  /**
   * For a venue that states a market's category and event exclusivity on its events, not its markets
   * (Kalshi): those of `eventIds`, making at most `maxLookups` requests.
   */
  groupings?(
    env: Bindings,
    eventIds: readonly string[],
    client: HttpClient,
    maxLookups: number,
  ): Promise<EventGroupings>;
}

/** An RFC 3339 UTC instant to the second from a venue's time text, or null when it does not parse. */
export function instantText(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  // Gamma writes "2026-05-07 12:05:00+00"; Kalshi writes RFC 3339.
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(" ", "T") : value;
  const withZone = /[+-]\d{2}$/.test(normalised) ? `${normalised}:00` : normalised;
  const ms = Date.parse(withZone);
  return Number.isFinite(ms) ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z") : null;
}

/** Exact decimal text in [0, 1] (at most 6 places), or null. */
export function unitDecimal(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!/^(0(\.\d{1,6})?|1(\.0{1,6})?|\.\d{1,6})$/.test(value.trim())) return null;
  return value.trim();
}
