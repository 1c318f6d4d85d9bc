import { indexNewsEnabled, newsConfiguration } from "../../catalog/news-config.ts";
import { newsFeedsForIndex, relevanceRule } from "../../catalog/news-feeds.ts";
import { NEWS_CADENCE_MINUTES, NEWS_MINUTE_OFFSET } from "../../domain/news/cadence.ts";
import { feedConfigured, type NewsFeedBinding, type NewsFeedConfig } from "../../domain/news/feeds.ts";
import {
  type AppliedNewsQuery,
  NEWS_DEFAULTS,
  NEWS_PARAMETERS,
  newsAvailability,
  newsPolicy,
  relevancesOf,
} from "../../domain/news/query.ts";
import { indexEnvelope } from "../../indices/routes/indices/schema.ts";
import {
  identity,
  indexLinks,
  indexPath,
  indexRoute,
  readIndex,
  resolveIndex,
} from "../../indices/routes/indices/shared.ts";
import { TtlCache } from "../../platform/cache/ttl-cache.ts";
import type { App } from "../../platform/http/app-types.ts";
import { envelope } from "../../platform/http/envelope.ts";
import { memoizedJsonRead, type Representation } from "../../platform/http/respond.ts";
import { type NewsFeedStateRow, readIndexNews } from "../store.ts";
import { NEWS_EXAMPLE } from "./news-example.ts";
import { NewsQuery, NewsSchema } from "./schema.ts";

const route = indexRoute({
  path: "/news",
  operationId: "getIndexNews",
  summary: "News",
  description: `Items about the index and its contracts from the feeds configured for it (data.sources): statistics-agency releases, central-bank statements, securities filings, the venues' own context and events, and publisher headlines. Items are metadata: official false, never settlement-relevant. With no filters the answer holds direct items authored as primary documents or editorial posts (authorship=primary_document,editorial, relevance=direct); venue-generated items need authorship=venue_generated or all, related items relevance=related or all. since keeps items whose own clock t is at or after it. Newest first by t, ties by id. data.policy states the defaults and what this request applied; data.availability is available, empty, no_sources or disabled. Feeds are read every ${NEWS_CADENCE_MINUTES} minutes (minutes ≡ ${NEWS_MINUTE_OFFSET} mod ${NEWS_CADENCE_MINUTES}, UTC).`,
  query: NewsQuery,
  schema: indexEnvelope(NewsSchema, "IndexNewsResponse"),
  example: NEWS_EXAMPLE,
});

/**
 * News changes at most once a pass (every five minutes): identical reads within 5 s share one build,
 * well inside the minute clients may cache it.
 */
const NEWS_BODIES = new TtlCache<string, Representation>({ ttlMs: 5_000, maxEntries: 500 });

type Status = "ok" | "failing" | "pending" | "unconfigured";

function statusOf(feed: NewsFeedConfig, state: NewsFeedStateRow | undefined): Status {
  if (!feedConfigured(feed)) return "unconfigured";
  if (state === undefined) return "pending";
  const failedLast =
    state.lastFailureAt !== null &&
    (state.lastSuccessAt === null || state.lastFailureAt > state.lastSuccessAt);
  return failedLast ? "failing" : "ok";
}

function sourceOf(feed: NewsFeedConfig, binding: NewsFeedBinding, state: NewsFeedStateRow | undefined) {
  return {
    feed_id: feed.id,
    source: feed.source,
    kind: feed.kind,
    licence: feed.licence,
    authorship: feed.authorship,
    relevance: binding.relevance,
    relevance_rule: relevanceRule(feed, binding),
    status: statusOf(feed, state),
    last_run_at: state?.lastRunAt ?? null,
    last_success_at: state?.lastSuccessAt ?? null,
    last_failure_at: state?.lastFailureAt ?? null,
    last_failure_reason: state?.lastFailureReason ?? null,
    last_items: state?.lastItems ?? null,
  };
}

/** The self link: the parameters this request gave, in canonical form and order. */
function selfLink(slug: string, applied: AppliedNewsQuery, defaulted: readonly string[]): string {
  const given = new URLSearchParams();
  const value: Record<(typeof NEWS_PARAMETERS)[number], string> = {
    limit: String(applied.limit),
    kind: applied.kind.join(","),
    relevance: applied.relevance,
    authorship: applied.authorship.join(","),
    since: applied.since ?? "",
  };
  for (const name of NEWS_PARAMETERS) if (!defaulted.includes(name)) given.set(name, value[name]);
  const query = given.toString().replaceAll("%2C", ",").replaceAll("%3A", ":");
  return indexPath(slug, query === "" ? "/news" : `/news?${query}`);
}

export function registerGetNews(app: App) {
  app.openapi(route, async (c) => {
    const row = await resolveIndex(c, c.req.valid("param").id);
    const query = c.req.valid("query");
    const applied: AppliedNewsQuery = {
      limit: query.limit ?? NEWS_DEFAULTS.limit,
      kind: query.kind ?? [...NEWS_DEFAULTS.kind],
      relevance: query.relevance ?? NEWS_DEFAULTS.relevance,
      authorship: query.authorship ?? [...NEWS_DEFAULTS.authorship],
      since: query.since ?? null,
    };
    const defaulted = NEWS_PARAMETERS.filter((name) => query[name] === undefined);

    const config = newsConfiguration(c.env);
    const enabled = config.enabled && indexNewsEnabled(row.symbol);
    const bound = enabled ? newsFeedsForIndex(config.feeds, row.symbol) : [];
    const self = selfLink(row.slug, applied, defaulted);
    // The configuration is part of the key: what a deployment reads is what its body says.
    const key = [self, enabled, ...bound.map(({ feed }) => `${feed.id}:${feedConfigured(feed)}`)].join("|");
    return memoizedJsonRead(
      c,
      NEWS_BODIES,
      key,
      async () => {
        const news =
          bound.length === 0
            ? { items: [], hasItems: false, states: new Map<string, NewsFeedStateRow>() }
            : await readIndex("news", () =>
                readIndexNews(
                  c.env.DB,
                  {
                    symbol: row.symbol,
                    relevances: relevancesOf(applied.relevance),
                    kinds: applied.kind.length === NEWS_DEFAULTS.kind.length ? null : applied.kind,
                    authorships: applied.authorship,
                    since: applied.since,
                    limit: applied.limit,
                  },
                  bound.map(({ feed }) => feed.id),
                ),
              );
        const data = {
          type: "index_news" as const,
          ...identity(row),
          official: false as const,
          settlement_relevant: false as const,
          availability: newsAvailability({ enabled, sources: bound.length, hasItems: news.hasItems }),
          policy: newsPolicy(applied, defaulted),
          sources: bound.map(({ feed, binding }) => sourceOf(feed, binding, news.states.get(feed.id))),
          count: news.items.length,
          items: news.items,
        };
        return envelope(data, indexLinks(row.slug, self));
      },
      "news",
    );
  });
}
