/**
 * The resolution collection: every `RESOLUTION_EVERY_MINUTES` minutes, for each venue, the resolutions of
 * the catalog's markets, of the markets recorded but not final yet, and of the venue's markets closed in
 * the last `CLOSED_WINDOW_MS`, read through the venue's `resolutions` capability and recorded in D1
 * (./store.ts). Each run spends at most `RESOLUTION_REQUESTS_PER_VENUE` requests per venue on steps 1–3:
 *
 * 1. the catalog's markets not final yet, at most `CATALOG_REQUESTS` named-market reads, rotating from
 *    run to run when the catalog is larger than they carry;
 * 2. the markets recorded but not final (a late settlement, a dispute), the longest unchecked first, at
 *    most `PENDING_REQUESTS` reads;
 * 3. the venue's closed listing from its most recent close, with what the budget has left;
 * 4. for a venue that states a market's category and event exclusivity on its events (Kalshi), the
 *    events of recorded markets that have neither yet, at most `UNGROUPED_EVENTS_PER_RUN`, of which at
 *    most `EVENT_LOOKUPS_PER_RUN` are read (each event once per isolate), beside the budget (`lookups`).
 *
 * Then the horizon prices of the venue's markets closed since (./horizons.ts), read from the tape once.
 *
 * A market read twice in a run is recorded once. A run that reads nothing new records nothing: a rerun
 * changes no resolution and adds no history row (a pending market notes when it was last read). A venue
 * whose reads fail keeps what was recorded before; the failures are reported and logged.
 */
import { loadVenueMarkets } from "../catalog/store.ts";
import { MINUTE_MS } from "../domain/clock.ts";
import type { Bindings } from "../env.ts";
import { openDb } from "../platform/db/db.ts";
import { createHttpClient, type HttpClient } from "../venues/http/client.ts";
import { type MarketResolution, type VenueResolutions, venues } from "../venues/registry.ts";
import { type HorizonReport, recordHorizonPrices } from "./horizons.ts";
import { type SigningReport, signDueOutcomes } from "./sign.ts";
import {
  currentResolutions,
  pendingMarketIds,
  type RecordCounts,
  recordEventGroupings,
  recordResolutions,
  ungroupedEvents,
} from "./store.ts";

/** The collection runs on the minutes ≡ 1 (mod 2): a share of the simulator's markets resolves each. */
export const RESOLUTION_EVERY_MINUTES = 2;
/** Events of recorded markets without a category asked for per venue and run at most (step 4). */
export const UNGROUPED_EVENTS_PER_RUN = 50;
/** Of those, events read at the venue per run at most (the rest are kept from earlier reads). */
export const EVENT_LOOKUPS_PER_RUN = 20;

export function isResolutionMinute(epochMs: number): boolean {
  return Math.floor(epochMs / MINUTE_MS) % RESOLUTION_EVERY_MINUTES === 1;
}

/** Requests per venue per run, at most: the whole budget, and the shares of the catalog and the pending. */
export const RESOLUTION_REQUESTS_PER_VENUE = 6;
export const CATALOG_REQUESTS = 2;
export const PENDING_REQUESTS = 2;
/** How far back the closed listing is read: markets closed in the last six hours. */
export const CLOSED_WINDOW_MS = 6 * 60 * MINUTE_MS;

export interface VenueResolutionReport extends RecordCounts {
  venue: string;
  requests: number;
  /** Event look-ups made beside the requests (step 4), at most `EVENT_LOOKUPS_PER_RUN`. */
  lookups: number;
  /** Markets read (each once), by where they were read from. */
  catalog: number;
  pending: number;
  closed: number;
  /** Markets the venue answered with that could not be read at all, and failed requests. */
  failures: string[];
  /** The closed markets whose horizon prices were read from the tape this run (./horizons.ts). */
  horizons: HorizonReport;
}

export interface ResolutionCollectionReport {
  venues: VenueResolutionReport[];
  /** The outcomes signed this run (./sign.ts); null when the signing failed (logged). */
  signing: SigningReport | null;
  duration_ms: number;
}

export interface ResolutionCollectionOptions {
  client?: HttpClient;
  now?: () => number;
  /** The run's instant (the cron's scheduled time); `now()` when absent. */
  nowMs?: number;
  /** Requests per venue (tests lower it to show the budget holds); `RESOLUTION_REQUESTS_PER_VENUE`. */
  budget?: number;
}

export async function collectResolutions(
  env: Bindings,
  options: ResolutionCollectionOptions = {},
): Promise<ResolutionCollectionReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const nowMs = options.nowMs ?? started;
  const client = options.client ?? createHttpClient();
  const catalog = await loadVenueMarkets(env.DB);
  const reports: VenueResolutionReport[] = [];
  for (const record of venues()) {
    const resolutions = record.resolutions;
    if (resolutions === null) continue;
    const ids = catalog.filter((m) => m.venue === record.id).map((m) => m.marketId);
    reports.push(
      await collectVenue(
        env,
        record.id,
        resolutions,
        ids,
        nowMs,
        client,
        options.budget ?? RESOLUTION_REQUESTS_PER_VENUE,
      ),
    );
  }
  // The outcomes whose signature is due, this run's recordings and horizons included (./sign.ts).
  let signing: SigningReport | null = null;
  try {
    signing = await signDueOutcomes(env, openDb(env.DB), nowMs);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "outcome_signing_failed", reason }));
  }
  const report = { venues: reports, signing, duration_ms: now() - started };
  const failed = reports.some((r) => r.failures.length > 0);
  console.log(
    JSON.stringify({
      level: failed ? "warn" : "info",
      msg: "resolution_collection",
      venues: reports.map(
        (r) =>
          `${r.venue}:requests=${r.requests}:lookups=${r.lookups}:added=${r.added}:changed=${r.changed}:unchanged=${r.unchanged}`,
      ),
      signing,
      failures: reports.flatMap((r) => r.failures.slice(0, 10).map((f) => `${r.venue}:${f}`)),
      duration_ms: report.duration_ms,
    }),
  );
  return report;
}

async function collectVenue(
  env: Bindings,
  venue: string,
  resolutions: VenueResolutions,
  catalogIds: readonly string[],
  nowMs: number,
  client: HttpClient,
  budget: number,
): Promise<VenueResolutionReport> {
  const db = openDb(env.DB);
  const size = resolutions.pageSize;
  const read = new Map<string, MarketResolution>();
  const failures: string[] = [];
  let requests = 0;
  const counted = { catalog: 0, pending: 0, closed: 0 };
  const take = (from: keyof typeof counted, resolutions: readonly MarketResolution[]) => {
    for (const resolution of resolutions) {
      if (read.has(resolution.market_id)) continue;
      read.set(resolution.market_id, resolution);
      counted[from]++;
    }
  };
  /** One named-markets read; false when the request failed. */
  const readNamed = async (from: keyof typeof counted, ids: readonly string[]) => {
    requests++;
    const batch = await resolutions.markets(env, ids, client);
    if (!batch.ok) {
      failures.push(`${from}:${batch.failure.reason}`);
      return false;
    }
    failures.push(...batch.failures.map((f) => `${f.market_id ?? "?"}:${f.reason}`));
    take(from, batch.resolutions);
    return true;
  };

  // 1. The catalog's markets not final yet, rotating from run to run.
  const recorded = await currentResolutions(db, venue, catalogIds);
  const open = [...new Set(catalogIds)].filter((id) => recorded.get(id)?.final !== 1).sort();
  const catalogReads = Math.min(CATALOG_REQUESTS, budget, Math.ceil(open.length / size));
  const carried = catalogReads * size;
  const start =
    open.length <= carried
      ? 0
      : ((Math.floor(nowMs / MINUTE_MS / RESOLUTION_EVERY_MINUTES) * carried) % open.length) | 0;
  const rotated = [...open.slice(start), ...open.slice(0, start)].slice(0, carried);
  for (let i = 0; i < catalogReads; i++) {
    if (!(await readNamed("catalog", rotated.slice(i * size, (i + 1) * size)))) break;
  }

  // 2. The markets recorded but not final, the longest unchecked first.
  const pendingReads = Math.min(PENDING_REQUESTS, budget - requests);
  if (pendingReads > 0) {
    const pending = (await pendingMarketIds(db, venue, pendingReads * size + read.size)).filter(
      (id) => !read.has(id),
    );
    for (let i = 0; i < pendingReads && i * size < pending.length; i++) {
      if (!(await readNamed("pending", pending.slice(i * size, (i + 1) * size)))) break;
    }
  }

  // 3. The venue's closed listing, most recent first, with what the budget has left.
  let page = "";
  while (requests < budget) {
    requests++;
    const batch = await resolutions.closedPage(env, page, nowMs - CLOSED_WINDOW_MS, client);
    if (!batch.ok) {
      failures.push(`closed:${batch.failure.reason}`);
      break;
    }
    failures.push(...batch.failures.map((f) => `${f.market_id ?? "?"}:${f.reason}`));
    take("closed", batch.resolutions);
    if (batch.next === "") break;
    page = batch.next;
  }

  const counts = await recordResolutions(db, venue, [...read.values()], nowMs);
  // 4. What the venue states on its events (Kalshi's categories), for recorded markets without.
  let lookups = 0;
  if (resolutions.groupings) {
    const events = await ungroupedEvents(db, venue, UNGROUPED_EVENTS_PER_RUN);
    const grouped = await resolutions.groupings(env, events, client, EVENT_LOOKUPS_PER_RUN);
    lookups = grouped.lookups;
    failures.push(...grouped.failures.map((f) => `${f.market_id ?? "?"}:${f.reason}`));
    await recordEventGroupings(db, venue, grouped.groupings);
  }
  // The closed markets' prices before their close, read from the tape once (it is deleted later).
  let horizons: HorizonReport = { markets: 0, snapshots: 0, found: 0 };
  try {
    horizons = await recordHorizonPrices(db, env.LAKE, venue, nowMs);
  } catch (error) {
    failures.push(`horizons:${error instanceof Error ? error.name : "error"}`);
  }
  return { venue, requests, lookups, ...counted, ...counts, failures, horizons };
}
