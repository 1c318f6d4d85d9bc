/**
 * News in D1: the ingestion runner's store (feed validators, items inserted or ignored so `observed_at`
 * never moves, each item bound to every index its feed serves, the newest terms version per market,
 * each pass's outcome per feed) and the news route's read (one batch: the filtered items, whether the
 * index has any, the feeds' states).
 */
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { type NewsFeedConfig, relevanceForIndex } from "../domain/news/feeds.ts";
import type {
  NewsAuthorship,
  NewsItem,
  NewsItemDraft,
  NewsKind,
  NewsRelevance,
} from "../domain/news/item.ts";
import { newerTermsVersion, type StoredTermsVersion } from "../domain/news/terms.ts";
import { chunkRows, type Db, openDb, type Write, write } from "../platform/db/db.ts";
import { newsFeedState, newsItemIndices, newsItems } from "../platform/db/schema.ts";

type NewsItemRow = typeof newsItems.$inferInsert;
export type NewsFeedStateRow = typeof newsFeedState.$inferSelect;

/** What the runner hands over after each feed's pass (its `NewsFeedResultRecord`). */
export interface NewsFeedResult {
  ok: boolean;
  /** A short reason code, null on success. */
  reason: string | null;
  /** RFC 3339: when the pass ran. */
  at: string;
  not_modified: boolean;
  items: number;
  rejected: number;
  etag: string | null;
  last_modified: string | null;
}

const ITEM_PARAMETERS = 16;
/** symbol, item id, relevance. */
const BINDING_PARAMETERS = 3;

function itemRow(item: NewsItemDraft): NewsItemRow {
  return {
    id: item.id,
    feedId: item.provenance.feed,
    kind: item.kind,
    relevance: item.relevance,
    licence: item.licence,
    authorship: item.authorship,
    sourceId: item.source.id,
    sourceName: item.source.name,
    sourceDomain: item.source.domain,
    title: item.title,
    url: item.url,
    t: item.t,
    // First seen when the answer carrying it was read; a later sighting never rewrites the row.
    observedAt: item.provenance.retrieved_at,
    summary: item.summary,
    provenance: item.provenance,
    payload: item.payload,
  };
}

interface Binding {
  symbol: string;
  itemId: string;
  relevance: NewsRelevance;
}

/**
 * Binds items to indices. The clock is copied from the stored item (the first version of the id), so a
 * feed that later re-dates an item cannot reorder it; a binding's relevance follows the configuration.
 * Raw SQL because drizzle's insert builder does not express INSERT … SELECT over a VALUES list.
 */
function bindingWrite(db: Db, bindings: readonly Binding[]): Write {
  const values = bindings.map(() => "(?, ?, ?)").join(", ");
  return db.$client
    .prepare(
      `INSERT INTO news_item_indices (symbol, item_id, relevance, t)
       SELECT v.column1, v.column2, v.column3, i.t
       FROM (VALUES ${values}) AS v JOIN news_items AS i ON i.id = v.column2
       WHERE true
       ON CONFLICT (symbol, item_id) DO UPDATE SET relevance = excluded.relevance`,
    )
    .bind(...bindings.flatMap((b) => [b.symbol, b.itemId, b.relevance]));
}

export interface D1NewsStoreOptions {
  /** The configured feeds: their bindings say which indices an item serves. */
  feeds: readonly NewsFeedConfig[];
}

/**
 * The ingestion runner's store on D1. Validators of every configured feed are read in one go on first
 * use; each feed's items land in one atomic batch (items, then bindings), chunked under D1's
 * bound-parameter limit.
 */
export class D1NewsStore {
  private readonly db: Db;
  private readonly feeds: Map<string, NewsFeedConfig>;
  private states: Promise<Map<string, NewsFeedStateRow>> | null = null;

  constructor(d1: D1Database, options: D1NewsStoreOptions) {
    this.db = openDb(d1);
    this.feeds = new Map(options.feeds.map((feed) => [feed.id, feed]));
  }

  private loadStates(): Promise<Map<string, NewsFeedStateRow>> {
    this.states ??= readFeedStates(this.db, [...this.feeds.keys()]);
    // A failed read is not cached: the next feed tries again.
    this.states.catch(() => {
      this.states = null;
    });
    return this.states;
  }

  async getFeedState(feedId: string): Promise<{ etag: string | null; last_modified: string | null } | null> {
    const state = (await this.loadStates()).get(feedId);
    return state === undefined ? null : { etag: state.etag, last_modified: state.lastModified };
  }

  /**
   * Inserts the items not stored yet and binds each to its feed's indices, in one atomic batch; answers
   * how many items were inserted (D1's row count of each insert: an id already stored adds nothing).
   */
  async putItems(items: readonly NewsItemDraft[]): Promise<number> {
    const rows = items.map(itemRow);
    const bindings = items.flatMap((item) =>
      (this.feeds.get(item.provenance.feed)?.bindings ?? []).map((binding) => ({
        symbol: binding.index,
        itemId: item.id,
        relevance: relevanceForIndex(item.relevance, binding),
      })),
    );
    const inserts = chunkRows(rows, ITEM_PARAMETERS).map((chunk) =>
      write(this.db, this.db.insert(newsItems).values(chunk).onConflictDoNothing({ target: newsItems.id })),
    );
    const binds = chunkRows(bindings, BINDING_PARAMETERS).map((chunk) => bindingWrite(this.db, chunk));
    if (inserts.length === 0) return 0;
    const results = await this.db.$client.batch([...inserts, ...binds]);
    return results.slice(0, inserts.length).reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
  }

  /**
   * The newest stored terms version of each market of a terms feed: every terms item of the feed (a
   * handful of markets, one row per version) read on the feed index, the newest kept per market.
   */
  async latestTermsVersions(feedId: string): Promise<ReadonlyMap<string, StoredTermsVersion>> {
    const { results } = await this.db.$client
      .prepare(
        `SELECT id, t,
                json_extract(payload, '$.market_id') AS market,
                json_extract(payload, '$.terms_version') AS version,
                coalesce(json_extract(payload, '$.terms_sequence'), 1) AS sequence
         FROM news_items
         WHERE feed_id = ? AND json_extract(payload, '$.terms_version') IS NOT NULL
           AND json_extract(payload, '$.market_id') IS NOT NULL`,
      )
      .bind(feedId)
      .all<{ id: string; t: string; market: string; version: string; sequence: number }>();
    const latest = new Map<string, StoredTermsVersion>();
    for (const row of results) {
      const stored = { id: row.id, terms_version: row.version, sequence: Number(row.sequence), t: row.t };
      const known = latest.get(row.market);
      latest.set(row.market, known ? newerTermsVersion(known, stored) : stored);
    }
    return latest;
  }

  async recordFeedResult(feedId: string, result: NewsFeedResult): Promise<void> {
    await recordFeedResult(this.db, feedId, result);
  }
}

async function readFeedStates(db: Db, feedIds: readonly string[]): Promise<Map<string, NewsFeedStateRow>> {
  const states = new Map<string, NewsFeedStateRow>();
  for (const chunk of chunkRows(feedIds, 1)) {
    const rows = await db.select().from(newsFeedState).where(inArray(newsFeedState.feedId, chunk));
    for (const row of rows) states.set(row.feedId, row);
  }
  return states;
}

/**
 * One pass's outcome for a feed. Validators are replaced by the runner's; a success or a failure moves
 * only its own clock, so the last success and the last failure (with its reason) are both kept.
 */
export async function recordFeedResult(db: Db, feedId: string, result: NewsFeedResult): Promise<void> {
  const success = result.ok ? result.at : null;
  const failure = result.ok ? null : result.at;
  await db
    .insert(newsFeedState)
    .values({
      feedId,
      etag: result.etag,
      lastModified: result.last_modified,
      lastRunAt: result.at,
      lastSuccessAt: success,
      lastFailureAt: failure,
      lastFailureReason: result.ok ? null : result.reason,
      lastItems: result.items,
      lastRejected: result.rejected,
    })
    .onConflictDoUpdate({
      target: newsFeedState.feedId,
      set: {
        etag: result.etag,
        lastModified: result.last_modified,
        lastRunAt: result.at,
        lastSuccessAt: sql`coalesce(excluded.last_success_at, ${newsFeedState.lastSuccessAt})`,
        lastFailureAt: sql`coalesce(excluded.last_failure_at, ${newsFeedState.lastFailureAt})`,
        lastFailureReason: sql`CASE WHEN excluded.last_failure_at IS NULL THEN ${newsFeedState.lastFailureReason} ELSE excluded.last_failure_reason END`,
        lastItems: result.items,
        lastRejected: result.rejected,
      },
    });
}

/** What the route asks for; a null list means every value. */
export interface IndexNewsFilter {
  symbol: string;
  relevances: readonly NewsRelevance[];
  kinds: readonly NewsKind[] | null;
  authorships: readonly NewsAuthorship[] | null;
  /** RFC 3339 UTC at second precision: items with `t` at or after it. */
  since: string | null;
  limit: number;
}

export interface IndexNews {
  /** Newest first by `t`, ties by id; `relevance` is the item's relevance for this index. */
  items: NewsItem[];
  /** Whether any item is bound to the index at all (whatever the filters). */
  hasItems: boolean;
  states: Map<string, NewsFeedStateRow>;
}

/** The route's read: one D1 batch on the (symbol, t) index. */
export async function readIndexNews(
  d1: D1Database,
  filter: IndexNewsFilter,
  feedIds: readonly string[],
): Promise<IndexNews> {
  const db = openDb(d1);
  const conditions = [
    eq(newsItemIndices.symbol, filter.symbol),
    inArray(newsItemIndices.relevance, [...filter.relevances]),
    filter.kinds === null ? undefined : inArray(newsItems.kind, [...filter.kinds]),
    filter.authorships === null ? undefined : inArray(newsItems.authorship, [...filter.authorships]),
    filter.since === null ? undefined : gte(newsItemIndices.t, filter.since),
  ];
  const itemsQuery = db
    // Aliased: a D1 batch maps rows by column name, and news_items has a `relevance` of its own.
    .select({
      item: newsItems,
      relevance: sql<NewsRelevance>`${newsItemIndices.relevance}`.as("index_relevance"),
    })
    .from(newsItemIndices)
    .innerJoin(newsItems, eq(newsItems.id, newsItemIndices.itemId))
    .where(and(...conditions))
    .orderBy(desc(newsItemIndices.t), asc(newsItemIndices.itemId))
    .limit(filter.limit);
  const anyQuery = db
    .select({ itemId: newsItemIndices.itemId })
    .from(newsItemIndices)
    .where(eq(newsItemIndices.symbol, filter.symbol))
    .limit(1);
  // A route's feeds are a handful; the statement stays far under the parameter limit.
  const statesQuery = db
    .select()
    .from(newsFeedState)
    .where(inArray(newsFeedState.feedId, feedIds.length > 0 ? [...feedIds] : [""]));
  const [rows, any, states] = await db.batch([itemsQuery, anyQuery, statesQuery]);
  return {
    items: rows.map(({ item, relevance }) => ({
      id: item.id,
      kind: item.kind,
      relevance,
      licence: item.licence,
      authorship: item.authorship,
      source: { id: item.sourceId, name: item.sourceName, domain: item.sourceDomain },
      url: item.url,
      title: item.title,
      t: item.t,
      observed_at: item.observedAt,
      summary: item.summary,
      provenance: item.provenance,
      payload: item.payload,
    })),
    hasItems: any.length > 0,
    states: new Map(states.map((state) => [state.feedId, state])),
  };
}
