/**
 * Kalshi's resolutions: the resolution fields of its markets, closed ones included. The closed listing is
 * `GET /markets?status=closed,settled&min_close_ts=` in cursor pages; named markets are one
 * `GET /markets?tickers=` read. Kalshi's response statuses are `active` (and `initialized`, `inactive`
 * before), then `closed`, `determined` (an outcome, not yet paid), `disputed`, `amended` (an outcome
 * changed after determination) and `finalized` (settled); its `result` is `yes`, `no`, `scalar` (paid at
 * `settlement_value_dollars`), `void`, or empty while there is none.
 */
import { z } from "zod";
import type { HttpClient } from "../http/client.ts";
import { schemaPath } from "../http/client.ts";
import type { VenueFailure } from "../shared/quote.ts";
import { endpoint } from "../shared/request-helpers.ts";
import {
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
      // Kalshi states a category and mutual exclusivity on the event and series, not on the market.
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
