/**
 * The rule-text collection: every five minutes (minute ≡ 3 mod 5, after the news pass's minute), the
 * catalog's markets' rule texts are read from each venue through its `rules` capability and stored as
 * versions (src/equivalence/store/rule-texts.ts); a changed text queues its market for re-judging.
 *
 * Request budget, per venue and run: at most `RULE_BATCHES_PER_RUN` listing requests, so at most
 * `RULE_BATCHES_PER_RUN × batchSize` markets (500 on both venues); on Kalshi, one more request per
 * distinct event among them (its settlement sources) and one per distinct series (its fee terms), each
 * read once per run; Polymarket's fee terms come with its listing. A venue with more catalog
 * markets than one run reads is taken in slices, one slice per run in turn, so every market is read
 * at least once every `slices × 5` minutes. A failed request or market is reported and leaves what was
 * stored before as it was.
 *
 * Beside the catalog, each run walks on through the venue's whole open listing (`venue.rules.page`),
 * from where the last run stopped (`rule_listing_cursors`), at most `LISTING_PAGES_PER_RUN` pages and
 * `LISTING_REQUESTS_PER_RUN` requests per venue (each page sized so that even with nothing cached it
 * stays within what is left: `LISTING_PAGE_SIZE` markets, fewer near the end of the budget). The event
 * and series reads are shared with the catalog part of the same run. When the listing ends the next
 * run starts again from the top; a failed page stops the venue's walk for the run and keeps the
 * position, except a refused position (a 4xx on a position past the top), which starts again from the top.
 */

import { loadVenueMarkets } from "../../catalog/store.ts";
import { MINUTE_MS, rfc3339 } from "../../domain/clock.ts";
import type { Bindings } from "../../env.ts";
import { type Db, openDb } from "../../platform/db/db.ts";
import { createHttpClient, type HttpClient } from "../../venues/http/client.ts";
import { createEventSourcesCache, venues } from "../../venues/registry.ts";
import type { EventSourcesCache, VenueRules } from "../../venues/shared/rules.ts";
import { recordFeeTerms } from "../store/fee-terms.ts";
import { moveListingCursor, readListingCursor, recordRuleTexts } from "../store/rule-texts.ts";

/** The collection's period and its minute within it. */
export const RULE_COLLECTION_PERIOD_MS = 5 * MINUTE_MS;
export const RULE_COLLECTION_MINUTE = 3;
/** Listing requests per venue and run. */
export const RULE_BATCHES_PER_RUN = 5;
/** The whole listing's walk, per venue and run: pages, requests (the page's own and its event and series reads), markets a page. */
export const LISTING_PAGES_PER_RUN = 4;
export const LISTING_REQUESTS_PER_RUN = 250;
export const LISTING_PAGE_SIZE = 100;

export function isRuleCollectionMinute(epochMs: number): boolean {
  return new Date(epochMs).getUTCMinutes() % 5 === RULE_COLLECTION_MINUTE;
}

export interface RuleCollectionVenueReport {
  venue: string;
  /** Catalog markets on the venue, and which slice of them this run read (of how many). */
  catalog_markets: number;
  slice: number;
  slices: number;
  requests: number;
  read: number;
  first: number;
  changed: { market_id: string; version: number; sha256: string }[];
  unchanged: number;
  /** Markets whose fee terms were read and stored (src/equivalence/store/fee-terms.ts). */
  fee_terms: number;
  failures: { reason: string; stage: string; market_id?: string }[];
  /** The walk through the venue's whole open listing, beside the catalog. */
  listing: ListingWalkReport;
}

export interface ListingWalkReport {
  /** Where this run started and where the next one starts ("" is the top). */
  from: string;
  cursor: string;
  pages: number;
  requests: number;
  read: number;
  first: number;
  changed: number;
  unchanged: number;
  fee_terms: number;
  /** Whether this run read the listing's last page (the next run starts a new pass from the top). */
  pass_completed: boolean;
  /** Passes completed so far, and when the current one began (RFC 3339). */
  passes_completed: number;
  pass_started_at: string;
  failures: { reason: string; stage: string; market_id?: string }[];
}

/**
 * How many markets the next page may ask for: `pageSize`, fewer when the requests left would not cover
 * a page whose every market needs its own extra requests; 0 when not even one market fits.
 */
export function pageLimit(pageSize: number, requestsLeft: number, perMarket: number): number {
  if (requestsLeft < 1) return 0;
  if (perMarket <= 0) return pageSize;
  return Math.max(0, Math.min(pageSize, Math.floor((requestsLeft - 1) / perMarket)));
}

const failureOf = (f: { reason: string; stage: string; market_id?: string }) => ({
  reason: f.reason,
  stage: f.stage,
  ...(f.market_id ? { market_id: f.market_id } : {}),
});

/**
 * Walks on through one venue's open listing from its stored position, within the run's budget; the
 * position and the pass's start are stamped with the run's time `nowMs`.
 */
export async function walkListing(
  env: Bindings,
  db: Db,
  venue: { id: string; rules: VenueRules },
  client: HttpClient,
  cache: EventSourcesCache,
  nowMs: number,
): Promise<ListingWalkReport> {
  const startedAt = rfc3339(nowMs);
  const stored = await readListingCursor(db, venue.id);
  const report: ListingWalkReport = {
    from: stored?.position ?? "",
    cursor: stored?.position ?? "",
    pages: 0,
    requests: 0,
    read: 0,
    first: 0,
    changed: 0,
    unchanged: 0,
    fee_terms: 0,
    pass_completed: false,
    passes_completed: stored?.passesCompleted ?? 0,
    pass_started_at: stored?.passStartedAt ?? startedAt,
    failures: [],
  };
  while (report.pages < LISTING_PAGES_PER_RUN) {
    const limit = pageLimit(
      LISTING_PAGE_SIZE,
      LISTING_REQUESTS_PER_RUN - report.requests,
      venue.rules.pageRequestsPerMarket,
    );
    if (limit === 0) break;
    const position = report.cursor;
    if (position === "") report.pass_started_at = startedAt;
    const page = await venue.rules.page(env, position, limit, client, cache);
    report.requests += page.requests;
    report.pages++;
    if (!page.ok) {
      report.failures.push(failureOf(page.failure));
      // A position the venue refuses (an expired cursor) would stop the walk for good: start again.
      if (page.failure.reason === "http_4xx" && position !== "") report.cursor = "";
      break;
    }
    const texts = await recordRuleTexts(db, page.rules, client.now());
    report.fee_terms += await recordFeeTerms(db, page.fees, client.now());
    report.read += page.rules.length;
    report.first += texts.first;
    report.changed += texts.changed.length;
    report.unchanged += texts.unchanged;
    for (const f of page.failures) report.failures.push(failureOf(f));
    report.cursor = page.next;
    if (page.next === "") {
      report.pass_completed = true;
      report.passes_completed++;
      break;
    }
  }
  if (report.pages > 0) {
    await moveListingCursor(db, venue.id, {
      position: report.cursor,
      passStartedAt: report.pass_started_at,
      passesCompleted: report.passes_completed,
      updatedAt: startedAt,
    });
  }
  return report;
}

/** The slice of `ids` a run at `nowMs` reads: runs take the slices in turn. */
export function sliceOf(
  ids: readonly string[],
  perRun: number,
  nowMs: number,
): { ids: string[]; slice: number; slices: number } {
  const slices = Math.max(1, Math.ceil(ids.length / perRun));
  const slice = Math.floor(nowMs / RULE_COLLECTION_PERIOD_MS) % slices;
  return { ids: ids.slice(slice * perRun, (slice + 1) * perRun), slice, slices };
}

/** One run over every venue (the venues in turn, each venue's requests one after another). */
export async function collectRuleTexts(
  env: Bindings,
  options: { nowMs: number; client?: HttpClient },
): Promise<RuleCollectionVenueReport[]> {
  const client = options.client ?? createHttpClient();
  const db = openDb(env.DB);
  const markets = await loadVenueMarkets(env.DB);
  const reports: RuleCollectionVenueReport[] = [];
  for (const venue of venues()) {
    if (venue.rules === null) continue;
    const ids = markets.filter((m) => m.venue === venue.id).map((m) => m.marketId);
    const perRun = venue.rules.batchSize * RULE_BATCHES_PER_RUN;
    const { ids: slice, slice: index, slices } = sliceOf(ids, perRun, options.nowMs);
    const cache = createEventSourcesCache();
    const read = await venue.rules.batch(env, slice, client, cache);
    const stored = await recordRuleTexts(db, read.rules, client.now());
    const feeTerms = await recordFeeTerms(db, read.fees, client.now());
    const listing = await walkListing(
      env,
      db,
      { id: venue.id, rules: venue.rules },
      client,
      cache,
      options.nowMs,
    );
    reports.push({
      venue: venue.id,
      catalog_markets: ids.length,
      slice: index,
      slices,
      requests: read.requests,
      read: read.rules.length,
      first: stored.first,
      changed: stored.changed.map(({ market_id, version, sha256 }) => ({ market_id, version, sha256 })),
      unchanged: stored.unchanged,
      fee_terms: feeTerms,
      failures: read.failures.map(failureOf),
      listing,
    });
  }
  return reports;
}
