/**
 * Kalshi's resolutions: the resolution fields of its markets, closed ones included. The closed listing is
 * `GET /markets?status=closed,settled&min_close_ts=` in cursor pages; named markets are one
 * `GET /markets?tickers=` read. Kalshi's response statuses are `active` (and `initialized`, `inactive`
 * before), then `closed`, `determined` (an outcome, not yet paid), `disputed`, `amended` (an outcome
 * changed after determination) and `finalized` (settled); its `result` is `yes`, `no`, `scalar` (paid at
 * `settlement_value_dollars`), `void`, or empty while there is none.
 *
 * Kalshi states a market's category and whether its event's markets are mutually exclusive on the
 * event, not the market: `kalshiEventGroupings` looks the events up (`GET /events/{event_ticker}`,
 * one request each, with what the run's budget has left), kept per isolate (`EVENT_GROUPINGS_KEPT`), so
 * later runs name the rest. A market whose event is not read yet, or whose read failed (a recorded
 * failure), has neither: the store keeps what an earlier read stated.
 */
import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { schemaPath } from "../http/client.ts";
import type { VenueFailure } from "../shared/quote.ts";
import { endpoint } from "../shared/request-helpers.ts";
import {
  type EventGroupings,
  instantText,
  type MarketResolution,
  type ResolutionBatch,
  type ResolutionResult,
  type ResolutionStatus,
  unitDecimal,
} from "../shared/resolution.ts";
import { kalshiMarketsPageSchema } from "./kalshi-schema.ts";

export const KALSHI_RESOLUTION_STAGE = "kalshi_resolutions";
/** Markets per resolution page (and per `tickers=` read). */
export const KALSHI_RESOLUTION_PAGE = 200;

const text = z.string().nullish();
const kalshiResolutionSchema = z.object({
  ticker: z.string().min(1).max(200),
  event_ticker: z.string().max(200).nullish(),
  status: z.string().min(1).max(40),
  result: text,
  close_time: text,
  settlement_ts: text,
  settlement_value_dollars: text,
  expiration_value: text,
  updated_time: text,
});
type KalshiResolutionFields = z.infer<typeof kalshiResolutionSchema>;

export const KALSHI_RESOLUTION_EVENT_STAGE = "kalshi_resolution_events";
/** Event groupings kept per isolate (an event's category and exclusivity do not change). */
const EVENT_GROUPINGS_KEPT = 5_000;

const kalshiEventGroupingSchema = z.object({
  event: z.object({
    event_ticker: z.string().min(1).max(200),
    category: z.string().max(200).nullish(),
    mutually_exclusive: z.boolean().nullish(),
  }),
});

type EventGrouping = { category: string | null; exclusive: boolean | null };
const eventGroupings = new Map<string, EventGrouping>();

/** An event's grouping as Kalshi states it: a blank category is none. */
export function eventGroupingOf(raw: z.infer<typeof kalshiEventGroupingSchema>["event"]): EventGrouping {
  const category = raw.category?.trim() ?? "";
  return { category: category === "" ? null : category, exclusive: raw.mutually_exclusive ?? null };
}

/**
 * The category and exclusivity of each of `eventIds` as Kalshi states them: the events kept, then at
 * most `maxLookups` more read (`GET /events/{event_ticker}`, in order). A failed read is a failure; its
 * event is left out.
 */
export async function kalshiEventGroupings(
  baseUrl: string,
  eventIds: readonly string[],
  client: HttpClient,
  maxLookups: number,
): Promise<EventGroupings> {
  const failures: VenueFailure[] = [];
  const wanted = [...new Set(eventIds)].filter((id) => !eventGroupings.has(id));
  const lookups = wanted.slice(0, Math.max(0, maxLookups));
  for (const id of lookups) {
    const read = await client.getJson(
      endpoint(baseUrl, `/events/${encodeURIComponent(id)}`, new URLSearchParams()),
      kalshiEventGroupingSchema,
    );
    if (!read.ok || read.value.event.event_ticker !== id) {
      failures.push({
        reason: read.ok ? "invalid_event" : read.reason,
        stage: KALSHI_RESOLUTION_EVENT_STAGE,
      });
      continue;
    }
    if (eventGroupings.size >= EVENT_GROUPINGS_KEPT) eventGroupings.clear();
    eventGroupings.set(id, eventGroupingOf(read.value.event));
  }
  const groupings = new Map<string, EventGrouping>();
  for (const id of eventIds) {
    const grouping = eventGroupings.get(id);
    if (grouping) groupings.set(id, grouping);
  }
  return { groupings, lookups: lookups.length, failures };
}

const FINAL = new Set(["finalized", "settled"]);
const OPEN = new Set(["initialized", "inactive", "active", "open", "unopened", "paused"]);

/** The result Kalshi names, or null for an empty or unknown word (the word itself is kept). */
function resultOf(word: string): ResolutionResult | null {
  return word === "yes" || word === "no" || word === "void" || word === "scalar" ? word : null;
}

/** One Kalshi market's resolution fields in pix's shape, or the reason it cannot be read. */
export function normalizeKalshiResolution(
  raw: unknown,
): { ok: true; value: MarketResolution } | { ok: false; failure: VenueFailure } {
  const parsed = kalshiResolutionSchema.safeParse(raw);
  const id =
    raw !== null && typeof raw === "object" && typeof (raw as { ticker?: unknown }).ticker === "string"
      ? ((raw as { ticker: string }).ticker.slice(0, 200) as string)
      : undefined;
  if (!parsed.success) {
    return {
      ok: false,
      failure: {
        ...(id === undefined ? {} : { market_id: id }),
        reason: "invalid_market",
        stage: KALSHI_RESOLUTION_STAGE,
        detail: schemaPath(parsed.error),
      },
    };
  }
  return readFields(parsed.data);
}

function readFields(
  market: KalshiResolutionFields,
): { ok: true; value: MarketResolution } | { ok: false; failure: VenueFailure } {
  const word = market.status;
  const resultWord = market.result ?? "";
  const named = resultOf(resultWord);
  const value = unitDecimal(market.settlement_value_dollars);
  // What pix cannot read is recorded as `unknown`, the venue's words beside it: never dropped.
  const unreadable =
    (market.settlement_value_dollars != null && market.settlement_value_dollars !== "" && value === null) ||
    (resultWord !== "" && named === null);
  let status: ResolutionStatus;
  if (OPEN.has(word)) status = "open";
  else if (word === "closed") status = "closed";
  else if (word === "disputed") status = "disputed";
  else if (word === "determined" || word === "amended") status = named === null ? "closed" : "determined";
  else if (FINAL.has(word)) status = named === null ? "unknown" : named === "void" ? "voided" : "settled";
  else status = "unknown";
  if (unreadable && status !== "open") status = "unknown";
  // A result is reported only once determined; a disputed or open market carries none.
  const result = status === "determined" || status === "settled" || status === "voided" ? named : null;
  const yesValue = result === "yes" ? "1" : result === "no" ? "0" : null;
  return {
    ok: true,
    value: {
      market_id: market.ticker,
      status,
      result,
      settlement_value: result === null ? null : (value ?? yesValue),
      close_time: instantText(market.close_time),
      settled_at: status === "settled" || status === "voided" ? instantText(market.settlement_ts) : null,
      venue_status: word,
      venue_result: resultWord === "" ? null : resultWord,
      source: {
        status: word,
        result: market.result ?? null,
        settlement_value_dollars: market.settlement_value_dollars ?? null,
        settlement_ts: market.settlement_ts ?? null,
        close_time: market.close_time ?? null,
        expiration_value: market.expiration_value ?? null,
      },
      event_id: market.event_ticker == null || market.event_ticker === "" ? null : market.event_ticker,
      // Kalshi states a category and mutual exclusivity on the event, read apart (`kalshiEventGroupings`).
      event_exclusive: null,
      category: null,
    },
  };
}

async function readPage(client: HttpClient, url: string): Promise<ResolutionBatch> {
  const result = await client.getJson(url, kalshiMarketsPageSchema);
  if (!result.ok) {
    return {
      ok: false,
      failure: {
        reason: result.reason,
        stage: KALSHI_RESOLUTION_STAGE,
        ...(result.detail === undefined ? {} : { detail: result.detail }),
      },
    };
  }
  const resolutions: MarketResolution[] = [];
  const failures: VenueFailure[] = [];
  const seen = new Set<string>();
  for (const raw of result.value.markets) {
    const read = normalizeKalshiResolution(raw);
    if (!read.ok) failures.push(read.failure);
    else if (seen.has(read.value.market_id))
      failures.push({
        market_id: read.value.market_id,
        reason: "duplicate_market",
        stage: KALSHI_RESOLUTION_STAGE,
      });
    else {
      seen.add(read.value.market_id);
      resolutions.push(read.value);
    }
  }
  return { ok: true, resolutions, failures, next: result.value.cursor };
}

export function fetchKalshiClosedPage(
  baseUrl: string,
  cursor: string,
  sinceMs: number,
  client: HttpClient,
): Promise<ResolutionBatch> {
  const query = new URLSearchParams({
    status: "closed,settled",
    min_close_ts: String(Math.floor(sinceMs / 1000)),
    limit: String(KALSHI_RESOLUTION_PAGE),
  });
  if (cursor !== "") query.set("cursor", cursor);
  return readPage(client, endpoint(baseUrl, "/markets", query));
}

export async function fetchKalshiResolutions(
  baseUrl: string,
  tickers: readonly string[],
  client: HttpClient,
): Promise<ResolutionBatch> {
  if (tickers.length === 0) return { ok: true, resolutions: [], failures: [], next: "" };
  const query = new URLSearchParams({
    tickers: tickers.slice(0, KALSHI_RESOLUTION_PAGE).join(","),
    limit: String(KALSHI_RESOLUTION_PAGE),
  });
  const page = await readPage(client, endpoint(baseUrl, "/markets", query));
  return page.ok ? { ...page, next: "" } : page;
}
