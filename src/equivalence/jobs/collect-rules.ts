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
 */

import { loadVenueMarkets } from "../../catalog/store.ts";
import { MINUTE_MS } from "../../domain/clock.ts";
import type { Bindings } from "../../env.ts";
import { openDb } from "../../platform/db/db.ts";
import { createHttpClient, type HttpClient } from "../../venues/http/client.ts";
import { createEventSourcesCache, venues } from "../../venues/registry.ts";
import { recordFeeTerms } from "../store/fee-terms.ts";
import { recordRuleTexts } from "../store/rule-texts.ts";

/** The collection's period and its minute within it. */
export const RULE_COLLECTION_PERIOD_MS = 5 * MINUTE_MS;
export const RULE_COLLECTION_MINUTE = 3;
/** Listing requests per venue and run. */
export const RULE_BATCHES_PER_RUN = 5;

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
    const read = await venue.rules.batch(env, slice, client, createEventSourcesCache());
    const stored = await recordRuleTexts(db, read.rules, client.now());
    const feeTerms = await recordFeeTerms(db, read.fees, client.now());
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
      failures: read.failures.map((f) => ({
        reason: f.reason,
        stage: f.stage,
        ...(f.market_id ? { market_id: f.market_id } : {}),
      })),
    });
  }
  return reports;
}
