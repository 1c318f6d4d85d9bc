import { DAY_MS, rfc3339 } from "../../domain/clock.ts";
import type { RawNewsEntry } from "../../domain/news/build.ts";
import { parseFeedDate } from "../../domain/news/dates.ts";
import { termsVersion } from "../../domain/news/identity.ts";
import type { NewsRelevance } from "../../domain/news/item.ts";
import { safeHttpUrl } from "../../domain/news/url.ts";
import { endpoint } from "../../venues/shared/request-helpers.ts";
import {
  type KalshiMilestone,
  type KalshiNewsMarket,
  kalshiMarketListSchema,
  kalshiMilestoneListSchema,
  kalshiMilestoneSchema,
  kalshiNewsMarketSchema,
  kalshiSeriesSchema,
} from "./kalshi-schema.ts";
import type { AdapterAnswer, NewsFetchContext } from "./outcome.ts";
import {
  type AdapterFeed,
  type Reading,
  readJson,
  readJsonFeed,
  sortRecords,
  sortValid,
  withMissing,
} from "./read.ts";

/**
 * Kalshi as a news source: contract terms (versioned, so a change of terms is a new item), settlements
 * of a series' markets (one item per event, with the winning strike of a ladder) and milestones (a
 * scheduled window touching a bound event). All venue-generated, with a note saying how.
 */

const TERMS_NOTE =
  "Contract terms as Kalshi publishes them through its public API; a change of terms is a new item.";
const SETTLEMENT_NOTE = "Settlement as Kalshi reports it through its public API.";
const MILESTONE_NOTE = "Milestone as Kalshi schedules it through its public API.";
const SETTLED_STATUSES = new Set(["finalized", "determined", "settled"]);

/** The venue's public page of an event (configuration gives the site's origin). */
function eventPage(siteUrl: string, seriesTicker: string, eventTicker: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/markets/${seriesTicker.toLowerCase()}/${eventTicker.toLowerCase()}`;
}

/** The markets of a listing that pass `keep`, each record checked against the market schema. */
function marketsOf(listing: { markets: unknown[] }, keep: (market: KalshiNewsMarket) => boolean) {
  return sortValid(
    listing.markets,
    kalshiNewsMarketSchema,
    (market): Reading<KalshiNewsMarket> => (keep(market) ? { kept: market } : { filtered: true }),
  );
}

export async function fetchKalshiTerms(
  feed: AdapterFeed<"kalshi_terms">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const { baseUrl, siteUrl, seriesTicker, marketTickers } = feed.adapter;
  const seriesDoc = await readJson(
    endpoint(baseUrl, `/series/${encodeURIComponent(seriesTicker)}`, new URLSearchParams()),
    ctx,
    { conditional: false },
    kalshiSeriesSchema,
  );
  if (!seriesDoc.ok || seriesDoc.notModified) return seriesDoc;
  const series = seriesDoc.value.series;
  const termsUrl = safeHttpUrl(series.contract_terms_url);
  const sources = series.settlement_sources.map((source) => {
    const url = safeHttpUrl(source.url);
    return { name: source.name, url: url.ok ? url.url : null };
  });
  const termsEntry = async (market: KalshiNewsMarket, receivedAtMs: number): Promise<RawNewsEntry> => {
    const version = await termsVersion([
      series.contract_terms_url,
      market.rules_primary,
      market.rules_secondary,
    ]);
    const rules = [market.rules_primary, market.rules_secondary].filter((part) => part).join("\n\n");
    return {
      key: `terms:${market.ticker}:${version}`,
      title: `Contract terms: ${market.title ?? market.ticker}`,
      url: termsUrl.ok ? termsUrl.url : eventPage(siteUrl, seriesTicker, market.event_ticker),
      // Terms carry no clock of their own: a version is dated by the answer that first showed it.
      t: { ms: receivedAtMs },
      summary: rules === "" ? null : rules,
      relevance: "direct",
      note: TERMS_NOTE,
      payload: {
        venue: "kalshi",
        market_id: market.ticker,
        event_ticker: market.event_ticker,
        series_ticker: seriesTicker,
        terms_version: version,
        ...(termsUrl.ok ? { terms_url: termsUrl.url } : {}),
        settlement_sources: sources,
      },
    };
  };

  const wanted = new Set(marketTickers);
  const query = new URLSearchParams({ tickers: marketTickers.join(","), limit: "1000" });
  return readJsonFeed(
    kalshiMarketListSchema,
    {
      url: endpoint(baseUrl, "/markets", query),
      read: { conditional: false, requestsBefore: seriesDoc.http.requests },
      entries: async (listing, receivedAtMs) => {
        const markets = withMissing(
          await marketsOf(listing, (market) => wanted.has(market.ticker)),
          wanted,
          (market) => market.ticker,
        );
        return sortRecords(
          markets.kept,
          async (market) => ({ kept: await termsEntry(market, receivedAtMs) }),
          markets,
        );
      },
    },
    ctx,
  );
}

const strikeText = (value: number) => String(value);

/**
 * One settled event's outcome. A ladder of "above K" rungs settles Yes on every rung below the value:
 * its winning strike is the highest Yes rung. A range (floor and cap) or a categorical event has one Yes
 * market. A single market is its own result.
 */
export function settledOutcome(markets: readonly KalshiNewsMarket[]): {
  result: string;
  strike: string | null;
  label: string;
} {
  const yes = markets.filter((m) => m.result === "yes");
  const ladder = markets.every(
    (m) =>
      (m.strike_type === "greater" || m.strike_type === "greater_or_equal") &&
      typeof m.floor_strike === "number",
  );
  if (markets.length > 1 && ladder) {
    const strikes = yes.map((m) => m.floor_strike as number);
    if (strikes.length === 0) {
      const lowest = Math.min(...markets.map((m) => m.floor_strike as number));
      return { result: "no", strike: null, label: `not above ${strikeText(lowest)}` };
    }
    const winning = strikeText(Math.max(...strikes));
    return { result: "yes", strike: winning, label: `above ${winning}` };
  }
  if (markets.length === 1) {
    const only = markets[0];
    const result = only?.result || "unknown";
    return { result, strike: null, label: result === "yes" ? "Yes" : result === "no" ? "No" : result };
  }
  const winner = yes.length === 1 ? yes[0] : undefined;
  if (winner === undefined) return { result: "unknown", strike: null, label: "no single winning market" };
  const range =
    typeof winner.floor_strike === "number" && typeof winner.cap_strike === "number"
      ? `${strikeText(winner.floor_strike)}–${strikeText(winner.cap_strike)}`
      : null;
  const label = winner.yes_sub_title || range || winner.ticker;
  return { result: label, strike: range ?? winner.yes_sub_title ?? null, label };
}

export async function fetchKalshiSettlements(
  feed: AdapterFeed<"kalshi_settlements">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const { baseUrl, siteUrl, seriesTicker } = feed.adapter;
  const settlementEntry = ([eventTicker, markets]: [string, KalshiNewsMarket[]]): RawNewsEntry => {
    const outcome = settledOutcome(markets);
    const settledMs = markets
      .map((m) => parseFeedDate(m.settlement_ts) ?? parseFeedDate(m.close_time))
      .filter((ms): ms is number => ms !== null);
    const value = markets.find((m) => m.expiration_value)?.expiration_value ?? null;
    return {
      key: `settlement:${eventTicker}`,
      title: `Settled: ${eventTicker} ${outcome.label}${value === null ? "" : ` (value ${value})`}`,
      url: eventPage(siteUrl, seriesTicker, eventTicker),
      t: settledMs.length === 0 ? { text: null } : { ms: Math.max(...settledMs) },
      summary: markets.map((m) => `${m.ticker}: ${m.result || "no result"}`).join("; "),
      relevance: "direct",
      note: SETTLEMENT_NOTE,
      payload: {
        venue: "kalshi",
        event: "settlement",
        event_ticker: eventTicker,
        series_ticker: seriesTicker,
        result: outcome.result,
        strike: outcome.strike,
        settlement_value: value,
      },
    };
  };
  const query = new URLSearchParams({ series_ticker: seriesTicker, status: "settled", limit: "1000" });
  return readJsonFeed(
    kalshiMarketListSchema,
    {
      url: endpoint(baseUrl, "/markets", query),
      read: { conditional: true },
      entries: async (listing) => {
        const settled = await marketsOf(listing, (market) => SETTLED_STATUSES.has(market.status));
        const byEvent = new Map<string, KalshiNewsMarket[]>();
        for (const market of settled.kept) {
          const group = byEvent.get(market.event_ticker) ?? [];
          group.push(market);
          byEvent.set(market.event_ticker, group);
        }
        return sortRecords(byEvent, (event) => ({ kept: settlementEntry(event) }), settled);
      },
    },
    ctx,
  );
}

/** Direct when a bound event is the milestone's own, related when it is only linked, else not ours. */
function milestoneRelevance(milestone: KalshiMilestone, events: ReadonlySet<string>): NewsRelevance | null {
  if (milestone.primary_event_tickers.some((ticker) => events.has(ticker))) return "direct";
  if (milestone.related_event_tickers.some((ticker) => events.has(ticker))) return "related";
  return null;
}

export async function fetchKalshiMilestones(
  feed: AdapterFeed<"kalshi_milestones">,
  ctx: NewsFetchContext,
): Promise<AdapterAnswer> {
  const { baseUrl, siteUrl, seriesTicker, eventTickers, category, lookbackDays = 60 } = feed.adapter;
  // Day-granular, so the address (and its validators) stay the same all day.
  const since = Math.floor((ctx.nowMs - lookbackDays * DAY_MS) / DAY_MS) * DAY_MS;
  const query = new URLSearchParams({ limit: "500", minimum_start_date: rfc3339(since) });
  if (category !== undefined) query.set("category", category);
  const events = new Set(eventTickers);
  const milestoneReading =
    (receivedAtMs: number) =>
    (milestone: KalshiMilestone): Reading<RawNewsEntry> => {
      const relevance = milestoneRelevance(milestone, events);
      if (relevance === null) return { filtered: true };
      const start = parseFeedDate(milestone.start_date);
      const end = milestone.end_date ? parseFeedDate(milestone.end_date) : null;
      if (start === null || (milestone.end_date && end === null)) return { refused: "date_unparseable" };
      const event =
        [...milestone.primary_event_tickers, ...milestone.related_event_tickers].find((ticker) =>
          events.has(ticker),
        ) ??
        eventTickers[0] ??
        seriesTicker;
      return {
        kept: {
          // A rescheduled window is news of its own.
          key: `milestone:${milestone.id}:${rfc3339(start)}:${end === null ? "open" : rfc3339(end)}`,
          title: milestone.title,
          url: eventPage(siteUrl, seriesTicker, event),
          t: milestone.last_updated_ts ? { text: milestone.last_updated_ts } : { ms: receivedAtMs },
          summary: milestone.notification_message ?? null,
          relevance,
          note: MILESTONE_NOTE,
          payload: {
            venue: "kalshi",
            event: "milestone",
            event_ticker: event,
            series_ticker: seriesTicker,
            milestone_id: milestone.id,
            ...(milestone.type ? { milestone_type: milestone.type } : {}),
            window: { start: rfc3339(start), end: end === null ? null : rfc3339(end) },
          },
        },
      };
    };
  return readJsonFeed(
    kalshiMilestoneListSchema,
    {
      url: endpoint(baseUrl, "/milestones", query),
      read: { conditional: true },
      entries: (listing, receivedAtMs) =>
        sortValid(listing.milestones, kalshiMilestoneSchema, milestoneReading(receivedAtMs)),
    },
    ctx,
  );
}
