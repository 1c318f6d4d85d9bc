import type { HttpFailure } from "../http/client.ts";
import { idOf } from "./normalize-result.ts";
import type { VenueFailure, VenueFetchResult, VenueMarketBooks } from "./quote.ts";
import type { LakeRow, VenueId } from "./row.ts";

/** Failures that mean the venue is down or throttling us, as opposed to one bad answer. */
const OUTAGE_REASONS = new Set(["timeout", "network", "http_5xx", "http_429"]);
/** Consecutive outage failures (each already retried by the client) after which the call stops. */
const OUTAGE_LIMIT = 2;

export interface CollectorLimits {
  /** Client clock (epoch ms) after which no new request starts: the cycle's budget. */
  stopAtMs?: number;
  now: () => number;
}

/** One kept row per market outcome. */
const rowKey = (marketId: string, outcome: string) => `${marketId}\u0000${outcome}`;

/**
 * Accumulates one adapter call: rows kept, failures recorded, requests made. It also owns the
 * duplicate rule (first occurrence wins, later ones are recorded), the total-failure rule (every
 * listing request failed → the venue failed, with the first request's reason), and when to stop asking
 * (a venue that keeps timing out, or the cycle's deadline), so a dead upstream cannot stall a cycle
 * through dozens of batches.
 */
export class QuoteCollector {
  readonly rows: LakeRow[] = [];
  readonly failures: VenueFailure[] = [];
  /** The order books the kept rows were priced from, when the venue's quotes come with books. */
  readonly books: VenueMarketBooks[] = [];
  private requests = 0;
  private listingsAttempted = 0;
  private listingsSucceeded = 0;
  private firstListingFailure: string | null = null;
  private readonly rowKeys = new Set<string>();
  private consecutiveOutages = 0;
  private stopReason: string | null = null;

  readonly venue: VenueId;
  private readonly limits: CollectorLimits;
  constructor(venue: VenueId, limits: CollectorLimits) {
    this.venue = venue;
    this.limits = limits;
  }

  /** Whether another request may start; the first refusal is recorded with its reason. */
  mayRequest(stage: string): boolean {
    if (this.stopReason !== null) return false;
    if (this.consecutiveOutages >= OUTAGE_LIMIT) this.stopReason = "venue_unresponsive";
    else if (this.limits.stopAtMs !== undefined && this.limits.now() >= this.limits.stopAtMs) {
      this.stopReason = "deadline_reached";
    }
    if (this.stopReason === null) return true;
    this.record({ reason: this.stopReason, stage });
    return false;
  }

  record(failure: VenueFailure): void {
    this.failures.push(failure);
  }

  /**
   * Counts a request (all its attempts) and records it when it failed. A `listing` request is one that
   * decides whether the venue answered at all (the first page of a listing).
   */
  requestDone(
    stage: string,
    result: { ok: true; attempts: number } | HttpFailure,
    scope: { listing?: boolean; marketId?: string } = {},
  ): void {
    this.requests += result.attempts;
    if (scope.listing) this.listingsAttempted++;
    if (result.ok) {
      this.consecutiveOutages = 0;
      if (scope.listing) this.listingsSucceeded++;
      return;
    }
    this.consecutiveOutages = OUTAGE_REASONS.has(result.reason) ? this.consecutiveOutages + 1 : 0;
    if (scope.listing) this.firstListingFailure ??= result.reason;
    const failure = requestFailure(stage, result);
    this.record(scope.marketId === undefined ? failure : { market_id: scope.marketId, ...failure });
  }

  /** True when a failure is already recorded against this market. */
  hasFailureFor(marketId: string): boolean {
    return this.failures.some((failure) => failure.market_id === marketId);
  }

  /** True when a row of this market outcome is kept. */
  hasRow(marketId: string, outcome: LakeRow["outcome"]): boolean {
    return this.rowKeys.has(rowKey(marketId, outcome));
  }

  /** Adds a row unless the same market outcome is already kept (another selector found it too). */
  keep(row: LakeRow): void {
    const key = rowKey(row.market_id, row.outcome);
    if (this.rowKeys.has(key)) return;
    this.rowKeys.add(key);
    this.rows.push(row);
  }

  /** Swaps a kept row for a better-sourced one of the same market outcome (an order book re-read). */
  replace(row: LakeRow): void {
    const index = this.rows.findIndex(
      (kept) => kept.market_id === row.market_id && kept.outcome === row.outcome,
    );
    if (index >= 0) this.rows[index] = row;
  }

  result(): VenueFetchResult {
    const base = { venue: this.venue, failures: this.failures, requests: this.requests };
    const askedOrStopped = this.listingsAttempted > 0 || this.stopReason !== null;
    if (askedOrStopped && this.listingsSucceeded === 0) {
      return { ok: false, reason: this.firstListingFailure ?? this.stopReason ?? "unavailable", ...base };
    }
    return {
      ok: true,
      rows: this.rows,
      books: this.books,
      complete: this.failures.length === 0,
      ...base,
    };
  }
}

/**
 * Runs one adapter call with a collector of its own and answers the collector's result. Nothing
 * escapes as an exception: an unexpected error (a bug, never upstream data, which is validated) becomes
 * a whole-venue failure, and the cycle carries on with other venues.
 */
export async function collectQuotes(
  venue: VenueId,
  limits: CollectorLimits,
  collect: (collector: QuoteCollector) => Promise<void>,
): Promise<VenueFetchResult> {
  try {
    const collector = new QuoteCollector(venue, limits);
    await collect(collector);
    return collector.result();
  } catch {
    return { ok: false, venue, reason: "adapter_error", failures: [], requests: 0 };
  }
}

export function requestFailure(stage: string, failure: HttpFailure): VenueFailure {
  const detail = failure.detail ?? (failure.status === null ? undefined : `HTTP ${failure.status}`);
  return detail === undefined ? { reason: failure.reason, stage } : { reason: failure.reason, stage, detail };
}

/**
 * Drops items repeated within one listing (same id), recording each repeat: the upstream answered
 * inconsistently, and the first occurrence is the one kept.
 */
export function firstOccurrences(
  items: unknown[],
  idKey: string,
  seen: Set<string>,
  stage: string,
  collector: QuoteCollector,
): unknown[] {
  const kept: unknown[] = [];
  for (const item of items) {
    const id = idOf(item, idKey);
    if (id !== undefined && seen.has(id)) {
      collector.record({ market_id: id, reason: "duplicate", stage });
      continue;
    }
    if (id !== undefined) seen.add(id);
    kept.push(item);
  }
  return kept;
}
