import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import type { Bindings } from "../../src/env.ts";
import type { VenueTapeMessage } from "../../src/lake/collect/messages.ts";
import {
  type MinuteCollections,
  openMinuteCollections,
  tapeCatalogMinute,
} from "../../src/lake/collect/minute.ts";
import { processVenueTapeMessage, type VenueTapeDeps } from "../../src/lake/jobs/tape-range.ts";
import { cycleSnapshotKey } from "../../src/lake/keys.ts";
import { type PartsManifest, partsManifestKey } from "../../src/lake/parts.ts";
import { readPartsManifest } from "../../src/lake/store/lake-parts.ts";
import type { TradeRow } from "../../src/lake/trades.ts";
import { createHttpClient, type FetchLike } from "../../src/venues/http/client.ts";
import type { LakeRow, VenueId } from "../../src/venues/shared/row.ts";
import { lakeRow } from "../../src/venues/shared/row-builder.ts";
import worker from "../../src/worker.ts";
import { BASE, get } from "./fetch.ts";

import { lakeRows, rowValues, scaled } from "./lake-rows.ts";

export { lakeRows, rowValues, scaled };

/** A request through the Worker's fetch with some bindings or vars overridden. */
export async function fetchWith(overrides: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const bindings = { ...env, ...overrides } as unknown as Bindings;
  const res = await worker.fetch(new Request(`${BASE}${path}`, init), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** An R2 binding whose every method fails, as an outage would. */
export function failingBucket(): R2Bucket {
  const fail = () => {
    throw new Error("R2 outage: internal detail /var/r2");
  };
  return {
    head: fail,
    get: fail,
    put: fail,
    list: fail,
    delete: fail,
    createMultipartUpload: fail,
    resumeMultipartUpload: fail,
  } as unknown as R2Bucket;
}

/** The parts manifest of a venue's whole-venue snapshot of a minute, once the queue's consumer has sealed it (null after `ms`). */
export async function sealedWithin(
  venue: string,
  cycleStartMs: number,
  ms: number,
): Promise<PartsManifest | null> {
  const key = partsManifestKey(cycleSnapshotKey(venue, cycleStartMs));
  for (const until = Date.now() + ms; Date.now() < until; ) {
    const manifest = await readPartsManifest(env.LAKE, key);
    if (manifest) return manifest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

/**
 * What a minute's cycle does for the whole-venue collection, in a test: opens the served venues'
 * collections with the catalog's markets (those of `catalog`'s rows), tapes the catalog's rows of each
 * venue (none by default) as its range, and hands the first messages to `send`.
 */
export async function startCollection(
  bindings: Bindings,
  cycleStartMs: number,
  send: (messages: VenueTapeMessage[]) => Promise<void>,
  catalog: Partial<Record<VenueId, LakeRow[]>> = {},
): Promise<MinuteCollections> {
  const markets = Object.values(catalog).flatMap((rows) =>
    (rows ?? []).map((row) => ({ venue: row.venue, marketId: row.market_id })),
  );
  const opened = await openMinuteCollections(bindings, cycleStartMs, cycleStartMs, markets);
  for (const [venue, state] of opened.states) {
    const minute = {
      rows: catalog[venue] ?? [],
      books: [],
      completeness: { status: "not_recorded" as const },
    };
    await tapeCatalogMinute(bindings, venue, cycleStartMs, minute, state, cycleStartMs);
  }
  await send(opened.messages);
  return opened.states;
}

/**
 * Runs the whole-venue collection of one cycle in the test: the cycle's part (`startCollection`), then
 * every message it enqueues, until the queue is empty (no waits between retries). Returns the messages
 * processed.
 */
export async function collectVenueTape(
  bindings: Bindings,
  cycleStartMs: number,
  venues = "kalshi,polymarket",
  catalog: Partial<Record<VenueId, LakeRow[]>> = {},
  /** The upstreams' `fetch` (default: the runtime's, which reaches the simulator). */
  fetch?: FetchLike,
): Promise<{ processed: VenueTapeMessage[]; deps: VenueTapeDeps; scoped: Bindings }> {
  const queue: VenueTapeMessage[] = [];
  const deps: VenueTapeDeps = {
    client: createHttpClient({
      sleep: async () => undefined,
      minIntervalMs: 0,
      baseDelayMs: 0,
      ...(fetch ? { fetch } : {}),
    }),
    send: async (messages) => {
      queue.push(...messages);
    },
    now: Date.now,
  };
  const scoped = { ...bindings, LAKE_ALLOWED_VENUES: venues };
  await startCollection(scoped, cycleStartMs, deps.send, catalog);
  const processed: VenueTapeMessage[] = [];
  for (let message = queue.shift(); message; message = queue.shift()) {
    await processVenueTapeMessage(scoped, message, deps);
    processed.push(message);
  }
  return { processed, deps, scoped };
}

/** A Kalshi trade print of `market` at `atMs` (venue time), received a minute later. */
export function tradePrint(id: string, market: string, atMs: number, price: string, size: string): TradeRow {
  return {
    trade_id: id,
    market_id: market,
    token_id: null,
    outcome: null,
    price,
    size,
    taker_side: "yes",
    venue_time: new Date(atMs).toISOString(),
    received_at: new Date(atMs + 60_000).toISOString(),
  };
}

/** A Polymarket market as the lake tests tape it: its Gamma id, condition id and outcome tokens. */
export const POLYMARKET_MARKET = {
  gammaId: "516710",
  condition: "0x5f65177b394277fd294cd75650044e32ba009a95022d88a0c1d565897d72f8f1",
  yesToken: "71321045679252212594626385532706912750332728571942532289631379312455583992563",
  noToken: "52114319501245915516055106046884209969926127482827954674443846427813813222426",
} as const;

/** A minute of Polymarket tape: two padding rows, then the market's Yes and No rows (each with its token). */
export function polymarketMinuteRows(): LakeRow[] {
  const values = rowValues({
    venue: "polymarket",
    market_id: POLYMARKET_MARKET.gammaId,
    token_id: POLYMARKET_MARKET.yesToken,
    size_unit: "usd",
    volume: scaled("1000"),
    open_interest: null,
  });
  return [
    ...lakeRows(2, "polymarket"),
    lakeRow(values),
    lakeRow({
      ...values,
      outcome: "no",
      token_id: POLYMARKET_MARKET.noToken,
      bid: scaled("0.56"),
      ask: scaled("0.57"),
    }),
  ];
}

/** A print of one of the market's tokens (named by its condition id, as the venue's prints are). */
export function polymarketPrint(
  id: string,
  token: string,
  atMs: number,
  price: string,
  size: string,
): TradeRow {
  return {
    ...tradePrint(id, POLYMARKET_MARKET.condition, atMs, price, size),
    token_id: token,
    outcome: token === POLYMARKET_MARKET.yesToken ? "Yes" : "No",
    taker_side: "buy",
  };
}

/** Polls until `probe` finds something: the lake queue delivers a job's steps in the background. */
export async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 20_000): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `POST /api/refresh?{query}` with the operator's token. */
export const refresh = (query: string) =>
  get(`/api/refresh?${query}`, { method: "POST", headers: { Authorization: `Bearer ${env.REFRESH_TOKEN}` } });
