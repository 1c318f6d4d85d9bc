/**
 * Kalshi's rule texts: the market's `rules_primary`, `rules_secondary`, `early_close_condition`,
 * `title` and `close_time` from `GET /markets` (a page of the open listing, or named markets through
 * `tickers=`), and the event's `settlement_sources` from `GET /events/{event_ticker}/metadata`, read
 * once per event and kept in the caller's cache. A market whose fields do not parse, or whose event's
 * sources cannot be read, is a recorded failure; the rest of the page is kept.
 *
 * Beside them, each market's taker fee terms: its series' `fee_type` and `fee_multiplier` from
 * `GET /series/{series_ticker}`, read once per series and kept in the same cache. The series is the
 * event ticker's part before its first `-` (Kalshi's tickers nest: series, `SERIES-EVENT`,
 * `SERIES-EVENT-MARKET`). A series that cannot be read, or whose terms do not parse, leaves the market
 * without fee terms (a recorded failure, stage `kalshi_series_fees`); its rule texts are kept.
 */
import { z } from "zod";
import { decimalFromNumber, formatTrimmed } from "../../domain/decimal.ts";
import type { FeeTerms } from "../../domain/equivalence/fees.ts";
import type { KalshiRules, SettlementSource } from "../../domain/equivalence/venue-rules.ts";
import type { HttpClient } from "../http/client.ts";
import { chunks, endpoint, uniqueValues } from "../shared/request-helpers.ts";
import { MAX_RULE_TEXT_CHARS, MAX_SETTLEMENT_SOURCES } from "../shared/rule-limits.ts";
import type { EventSourcesCache, RulesPage, RulesRead } from "../shared/rules.ts";
import { kalshiMarketsPageSchema } from "./kalshi-schema.ts";

const STAGE = "kalshi_rules";
/** Tickers per `GET /markets?tickers=` request (the URL stays short). */
export const KALSHI_RULES_BATCH = 100;
/** A listing page's requests per market beyond its own, uncached: the event's metadata and the series. */
export const KALSHI_PAGE_REQUESTS_PER_MARKET = 2;

const text = z.string().max(MAX_RULE_TEXT_CHARS);
const marketRulesSchema = z.object({
  ticker: z.string().min(1).max(200),
  event_ticker: z.string().min(1).max(200),
  title: text.nullish().transform((v) => v ?? ""),
  rules_primary: text.nullish().transform((v) => v ?? ""),
  rules_secondary: text.nullish().transform((v) => v ?? ""),
  early_close_condition: text.nullish().transform((v) => (v === "" || v === undefined ? null : v)),
  close_time: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
});

const metadataSchema = z.object({
  settlement_sources: z
    .array(z.object({ name: text.nullish(), url: text.nullish() }))
    .max(MAX_SETTLEMENT_SOURCES)
    .nullish()
    .transform((list) => (list ?? []).map((s) => ({ name: s.name ?? "", url: s.url ?? "" }))),
});

/** The largest `fee_multiplier` read as a fee term (a larger one is not a fee schedule: refused). */
export const KALSHI_FEE_MULTIPLIER_MAX = 100;

const seriesFeesSchema = z.object({
  series: z.object({
    fee_type: z.string().min(1).max(64),
    fee_multiplier: z.number().finite().min(0).max(KALSHI_FEE_MULTIPLIER_MAX),
  }),
});

/** The series of an event: its ticker's part before the first `-` (the whole ticker when it has none). */
export function seriesOfEvent(eventTicker: string): string {
  const dash = eventTicker.indexOf("-");
  return dash > 0 ? eventTicker.slice(0, dash) : eventTicker;
}

/** A series' fee terms from its `GET /series/{ticker}` body, or why they cannot be read. */
export function readSeriesFees(body: unknown): FeeTerms | { reason: string } {
  const parsed = seriesFeesSchema.safeParse(body);
  if (!parsed.success) return { reason: "invalid_shape" };
  // The multiplier is a JSON number; at most six decimals are exact (anything finer is not a venue rate).
  const multiplier = decimalFromNumber(parsed.data.series.fee_multiplier);
  if (multiplier === null || Number(formatTrimmed(multiplier, 0)) !== parsed.data.series.fee_multiplier) {
    return { reason: "invalid_shape" };
  }
  return {
    venue: "kalshi",
    fee_type: parsed.data.series.fee_type,
    fee_multiplier: formatTrimmed(multiplier, 0),
  };
}

/** A series' fee terms, from the cache or one series request; the reason when they cannot be read. */
async function seriesFees(
  baseUrl: string,
  seriesTicker: string,
  client: HttpClient,
  cache: EventSourcesCache,
  counts: { requests: number },
): Promise<FeeTerms | { reason: string }> {
  const cached = cache.getFees("kalshi", seriesTicker);
  if (cached) return cached;
  counts.requests++;
  const path = `/series/${encodeURIComponent(seriesTicker)}`;
  const result = await client.getJson(endpoint(baseUrl, path, new URLSearchParams()), z.unknown());
  const terms = result.ok ? readSeriesFees(result.value) : { reason: result.reason };
  cache.setFees("kalshi", seriesTicker, terms);
  return terms;
}

/** The event's settlement sources, from the cache or one metadata request; the reason when it failed. */
async function eventSources(
  baseUrl: string,
  eventId: string,
  client: HttpClient,
  cache: EventSourcesCache,
  counts: { requests: number },
): Promise<readonly SettlementSource[] | { reason: string }> {
  const cached = cache.get("kalshi", eventId);
  if (cached) return cached;
  counts.requests++;
  const path = `/events/${encodeURIComponent(eventId)}/metadata`;
  const result = await client.getJson(endpoint(baseUrl, path, new URLSearchParams()), metadataSchema);
  if (!result.ok) return { reason: result.reason };
  cache.set("kalshi", eventId, result.value.settlement_sources);
  return result.value.settlement_sources;
}

/** Normalises one listing's markets, reading each new event's sources once. */
async function normalise(
  baseUrl: string,
  raws: readonly unknown[],
  client: HttpClient,
  cache: EventSourcesCache,
  out: RulesRead,
): Promise<void> {
  const failedEvents = new Map<string, string>();
  for (const raw of raws) {
    const parsed = marketRulesSchema.safeParse(raw);
    if (!parsed.success) {
      out.failures.push({ reason: "invalid_shape", stage: STAGE, ...marketIdOf(raw) });
      continue;
    }
    const m = parsed.data;
    const failed = failedEvents.get(m.event_ticker);
    const sources =
      failed === undefined
        ? await eventSources(baseUrl, m.event_ticker, client, cache, out)
        : { reason: failed };
    if ("reason" in sources) {
      failedEvents.set(m.event_ticker, sources.reason);
      out.failures.push({ market_id: m.ticker, reason: sources.reason, stage: "kalshi_event_metadata" });
      continue;
    }
    const rules: KalshiRules = {
      venue: "kalshi",
      market_id: m.ticker,
      event_id: m.event_ticker,
      title: m.title,
      rules_primary: m.rules_primary,
      rules_secondary: m.rules_secondary,
      early_close_condition: m.early_close_condition,
      settlement_sources: sources.map((s) => ({ name: s.name, url: s.url })),
      close_time: m.close_time,
    };
    out.rules.push(rules);
    const fees = await seriesFees(baseUrl, seriesOfEvent(m.event_ticker), client, cache, out);
    if ("reason" in fees) {
      out.failures.push({ market_id: m.ticker, reason: fees.reason, stage: "kalshi_series_fees" });
    } else {
      out.fees.push({ venue: "kalshi", market_id: m.ticker, terms: fees });
    }
  }
}

function marketIdOf(raw: unknown): { market_id?: string } {
  const ticker = (raw as { ticker?: unknown } | null)?.ticker;
  return typeof ticker === "string" && ticker.length <= 200 ? { market_id: ticker } : {};
}

/** One page of `GET /markets?status=open` from a cursor, with the rule texts of its markets. */
export async function fetchKalshiRulesPage(
  baseUrl: string,
  cursor: string,
  limit: number,
  client: HttpClient,
  cache: EventSourcesCache,
): Promise<RulesPage> {
  const query = new URLSearchParams({ status: "open", limit: String(limit) });
  if (cursor !== "") query.set("cursor", cursor);
  const result = await client.getJson(endpoint(baseUrl, "/markets", query), kalshiMarketsPageSchema);
  if (!result.ok) {
    return { ok: false, failure: { reason: result.reason, stage: STAGE }, requests: 1 };
  }
  const out: RulesRead = { rules: [], fees: [], failures: [], requests: 1 };
  await normalise(baseUrl, result.value.markets, client, cache, out);
  return { ok: true, ...out, next: result.value.cursor };
}

/** The rule texts of named markets: one `GET /markets?tickers=` request per `KALSHI_RULES_BATCH`. */
export async function fetchKalshiRules(
  baseUrl: string,
  tickers: readonly string[],
  client: HttpClient,
  cache: EventSourcesCache,
): Promise<RulesRead> {
  const out: RulesRead = { rules: [], fees: [], failures: [], requests: 0 };
  for (const batch of chunks(uniqueValues([...tickers]), KALSHI_RULES_BATCH)) {
    const query = new URLSearchParams({ tickers: batch.join(","), limit: String(batch.length) });
    out.requests++;
    const result = await client.getJson(endpoint(baseUrl, "/markets", query), kalshiMarketsPageSchema);
    if (!result.ok) {
      out.failures.push({ reason: result.reason, stage: STAGE });
      continue;
    }
    await normalise(baseUrl, result.value.markets, client, cache, out);
  }
  return out;
}
