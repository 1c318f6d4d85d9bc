/**
 * Kalshi's rule texts: the market's `rules_primary`, `rules_secondary`, `early_close_condition`,
 * `title` and `close_time` from `GET /markets` (a page of the open listing, or named markets through
 * `tickers=`), and the event's `settlement_sources` from `GET /events/{event_ticker}/metadata`, read
 * once per event and kept in the caller's cache. A market whose fields do not parse, or whose event's
 * sources cannot be read, is a recorded failure; the rest of the page is kept.
 */
import { z } from "zod";
import type { KalshiRules, SettlementSource } from "../../domain/equivalence/venue-rules.ts";
import type { HttpClient } from "../http/client.ts";
import { chunks, endpoint, uniqueValues } from "../shared/request-helpers.ts";
import { MAX_RULE_TEXT_CHARS, MAX_SETTLEMENT_SOURCES } from "../shared/rule-limits.ts";
import type { EventSourcesCache, RulesPage, RulesRead } from "../shared/rules.ts";
import { kalshiMarketsPageSchema } from "./kalshi-schema.ts";

const STAGE = "kalshi_rules";
/** Tickers per `GET /markets?tickers=` request (the URL stays short). */
export const KALSHI_RULES_BATCH = 100;

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
  const out: RulesRead = { rules: [], failures: [], requests: 1 };
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
  const out: RulesRead = { rules: [], failures: [], requests: 0 };
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
