/**
 * Kalshi's whole-venue listing for the lake: one `GET /markets?status=open` page at a cursor, each market
 * normalised into the same YES row the catalog's quotes give (the schema, normaliser and duplicate rule are
 * the quotes'). The lake's collection follows the cursor, one page per queue message.
 */
import type { HttpClient } from "../http/client.ts";
import { firstOccurrences, QuoteCollector } from "../shared/collector.ts";
import { endpoint } from "../shared/request-helpers.ts";
import type { ListingPage } from "../shared/venue.ts";
import { normalizeKalshiMarket } from "./kalshi-normalize.ts";
import { kalshiMarketsPageSchema } from "./kalshi-schema.ts";

/** Markets per `GET /markets` page (Kalshi's largest). */
export const KALSHI_PAGE_LIMIT = 1000;

export const KALSHI_TAPE_STAGE = "kalshi_markets";

/** One `GET /markets?status=open&limit=1000&cursor=` page: one YES row per market. */
export async function fetchKalshiPage(
  baseUrl: string,
  cursor: string,
  client: HttpClient,
): Promise<ListingPage> {
  const collector = new QuoteCollector("kalshi", { now: client.now });
  const query = new URLSearchParams({ status: "open", limit: String(KALSHI_PAGE_LIMIT) });
  if (cursor !== "") query.set("cursor", cursor);
  const result = await client.getJson(endpoint(baseUrl, "/markets", query), kalshiMarketsPageSchema);
  collector.requestDone(KALSHI_TAPE_STAGE, result, { listing: true });
  if (!result.ok)
    return {
      ok: false,
      failure: collector.failures[0] ?? { reason: result.reason, stage: KALSHI_TAPE_STAGE },
    };
  for (const raw of firstOccurrences(
    result.value.markets,
    "ticker",
    new Set(),
    KALSHI_TAPE_STAGE,
    collector,
  )) {
    const normalized = normalizeKalshiMarket(raw, {
      receivedAtMs: result.receivedAtMs,
      stage: KALSHI_TAPE_STAGE,
    });
    if (normalized.ok) collector.keep(normalized.value);
    else collector.record(normalized.failure);
  }
  return {
    ok: true,
    rows: collector.rows,
    books: [],
    failures: collector.failures,
    more: { cursor: result.value.cursor },
  };
}
