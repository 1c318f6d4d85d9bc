/**
 * D1 schema (drizzle). Migrations in migrations/ are generated from this file by `npm run db:generate`;
 * never edit a shipped migration, add a new one.
 *
 * Conventions: timestamps are RFC 3339 UTC strings (`2026-11-22T09:05:00Z`) so they sort and compare as
 * text; decimal values that go on the wire are stored as exact decimal strings beside a REAL for maths.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import type {
  NewsAuthorship,
  NewsItem,
  NewsKind,
  NewsLicence,
  NewsPayload,
  NewsRelevance,
} from "../../domain/news/item.ts";
import type { SignatureEnvelope } from "../../domain/signing/records.ts";

/** A scheduled or past release of the statistic an instrument forecasts (JSON in `instruments`). */
export interface Release {
  label: string;
  at: string;
  source: { name: string; url: string };
}

/** Indices and benchmarks: one catalog, told apart by `kind`. */
export const instruments = sqliteTable(
  "instruments",
  {
    symbol: text("symbol").primaryKey(),
    slug: text("slug").notNull(),
    kind: text("kind", { enum: ["index", "benchmark"] }).notNull(),
    /** `public` instruments are served on v1; `research` only on the private research preview. */
    visibility: text("visibility", { enum: ["public", "research"] })
      .notNull()
      .default("public"),
    name: text("name").notNull(),
    thesis: text("thesis").notNull(),
    unit: text("unit").notNull(),
    /** Display template (`{value}` is replaced) and decimal places of the wire-stable value. */
    display: text("display").notNull(),
    decimals: integer("decimals").notNull(),
    /** Benchmarks: family (e.g. commodities) and category; null for indices. */
    family: text("family"),
    category: text("category"),
    domainMin: text("domain_min"),
    domainMax: text("domain_max"),
    /** JSON: identifiers (e.g. exchange codes), resolution source, release calendar. */
    identifiers: text("identifiers", { mode: "json" }).$type<Record<string, string>>(),
    resolutionSource: text("resolution_source", { mode: "json" }).$type<{
      name: string;
      url: string;
      description: string;
    }>(),
    methodologyVersion: text("methodology_version").notNull(),
    estimand: text("estimand").notNull(),
    calculationClass: text("calculation_class").notNull(),
    transformationDisclosure: text("transformation_disclosure").notNull(),
    /** JSON object: venue id → weight. */
    venueWeights: text("venue_weights", { mode: "json" }).$type<Record<string, number>>().notNull(),
    latestRelease: text("latest_release", { mode: "json" }).$type<Release>(),
    nextRelease: text("next_release", { mode: "json" }).$type<Release>(),
    feedLaunchedAt: text("feed_launched_at").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))`),
  },
  (t) => [
    uniqueIndex("instruments_slug_unique").on(t.slug),
    index("instruments_kind_idx").on(t.kind, t.visibility),
  ],
);

/** Venue contracts behind instruments and factor themes. */
export const contracts = sqliteTable(
  "contracts",
  {
    id: text("id").primaryKey(),
    venue: text("venue", { enum: VENUE_IDS }).notNull(),
    marketId: text("market_id").notNull(),
    instrumentSymbol: text("instrument_symbol").references(() => instruments.symbol),
    /** Factor theme (growth_stress, …) for contracts behind the factor route; null otherwise. */
    theme: text("theme"),
    role: text("role").notNull(),
    title: text("title").notNull(),
    /** Which side (yes/no) is adverse for a factor theme. */
    adverseSide: text("adverse_side", { enum: ["yes", "no"] }),
    /** Ladder contracts: the strike bounds as exact decimals; categorical: the outcome label. */
    strikeLow: text("strike_low"),
    strikeHigh: text("strike_high"),
    outcomeLabel: text("outcome_label"),
    outcomeValue: text("outcome_value"),
    url: text("url"),
    openTime: text("open_time"),
    closeTime: text("close_time"),
    status: text("status").notNull().default("active"),
    /** JSON: how the venue addresses it (Polymarket slug and YES token id; Kalshi event and series). */
    venueRef: text("venue_ref", { mode: "json" }).$type<Record<string, string | undefined>>(),
  },
  (t) => [
    uniqueIndex("contracts_venue_market_unique").on(t.venue, t.marketId, t.instrumentSymbol, t.theme),
    index("contracts_instrument_idx").on(t.instrumentSymbol),
    index("contracts_theme_idx").on(t.theme),
  ],
);

/** One immutable tick per instrument per minute, from the feed's launch (never backfilled). */
export const ticks = sqliteTable(
  "ticks",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => instruments.symbol),
    /** Minute bucket start, RFC 3339 UTC. */
    minute: text("minute").notNull(),
    valueDecimal: text("value_decimal").notNull(),
    value: real("value").notNull(),
    sourceObservedAt: text("source_observed_at").notNull(),
    computedAt: text("computed_at").notNull(),
    /** `live` from the ingestion cycle, `synthetic` from the local seed. */
    provenance: text("provenance", { enum: ["live", "synthetic"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.minute] })],
);

/** OHLC rollups of ticks at fixed resolutions, maintained by the cycle so reads never scan raw ticks. */
export const tickRollups = sqliteTable(
  "tick_rollups",
  {
    symbol: text("symbol").notNull(),
    resolution: text("resolution").notNull(),
    bucketStart: text("bucket_start").notNull(),
    open: real("open").notNull(),
    high: real("high").notNull(),
    low: real("low").notNull(),
    close: real("close").notNull(),
    /** Minutes of the ticks that set open and close, so out-of-order writes still roll up correctly. */
    openAt: text("open_at").notNull(),
    closeAt: text("close_at").notNull(),
    tickCount: integer("tick_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.resolution, t.bucketStart] })],
);

/**
 * Local runs only: one row per instrument whose synthetic history `npm run seed` finished writing,
 * stored in the same batch as its last rows, so an interrupted seed is completed on the next run.
 * `seeded_to` (exclusive) is where the synthetic minutes end; `npm start` moves it up to the first live
 * minute when it tops the history up. Empty in production.
 */
export const syntheticSeeds = sqliteTable("synthetic_seeds", {
  symbol: text("symbol").primaryKey(),
  /** First and end (exclusive) minute of the synthetic history, RFC 3339 UTC. */
  seededFrom: text("seeded_from").notNull(),
  seededTo: text("seeded_to").notNull(),
  completedAt: text("completed_at").notNull(),
});

/** Committed five-minute rounds. `tape_keys` lists the lake objects the value came from. */
export const rounds = sqliteTable(
  "rounds",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => instruments.symbol),
    roundId: text("round_id").notNull(),
    valueDecimal: text("value_decimal").notNull(),
    value: real("value").notNull(),
    computedAt: text("computed_at").notNull(),
    tapeKeys: text("tape_keys", { mode: "json" }).$type<string[]>().notNull(),
    /** The instrument's methodology version when the round was committed (null on rounds committed before it was kept). */
    methodologyVersion: text("methodology_version"),
    /**
     * The Ed25519 signature (`{alg, kid, sig}`, src/platform/signing.ts) over the round's signed record;
     * null when the round was committed with no signing key configured.
     */
    signature: text("signature", { mode: "json" }).$type<SignatureEnvelope>(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.roundId] })],
);

/**
 * The probability distribution behind each tick: one per instrument per cycle, keyed like the tick it
 * explains (symbol, minute), so the distribution served beside a value is the one it was computed from,
 * whatever the source clocks did. `observed_at` and `computed_at` equal the tick's.
 */
export const distributions = sqliteTable(
  "distributions",
  {
    symbol: text("symbol")
      .notNull()
      .references(() => instruments.symbol),
    /** The cycle's minute: the tick (symbol, minute) whose value this distribution implies. */
    minute: text("minute").notNull(),
    observedAt: text("observed_at").notNull(),
    computedAt: text("computed_at").notNull(),
    /** JSON: basis, normalization, relationship and outcomes as served. */
    body: text("body", { mode: "json" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.minute] })],
);

/** One row per venue per ingestion cycle: what was fetched, and why it failed if it did. */
export const ingestCycles = sqliteTable(
  "ingest_cycles",
  {
    cycleStart: text("cycle_start").notNull(),
    venue: text("venue").notNull(),
    status: text("status", { enum: ["ok", "failed", "partial"] }).notNull(),
    failure: text("failure"),
    rows: integer("rows").notNull().default(0),
    sourceObservedAt: text("source_observed_at"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleStart, t.venue] })],
);

/**
 * News items, one row per stable item id. Rows are inserted or ignored: the first version of
 * an id is kept, so `observed_at` (when pix first saw the item) never moves. `relevance` is the item's
 * own; its relevance for each index is in news_item_indices.
 */
export const newsItems = sqliteTable(
  "news_items",
  {
    id: text("id").primaryKey(),
    /** The configured feed that first yielded the item. */
    feedId: text("feed_id").notNull(),
    kind: text("kind").$type<NewsKind>().notNull(),
    relevance: text("relevance").$type<NewsRelevance>().notNull(),
    licence: text("licence").$type<NewsLicence>().notNull(),
    authorship: text("authorship").$type<NewsAuthorship>().notNull(),
    sourceId: text("source_id").notNull(),
    sourceName: text("source_name").notNull(),
    sourceDomain: text("source_domain").notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    t: text("t").notNull(),
    observedAt: text("observed_at").notNull(),
    summary: text("summary"),
    /** JSON: feed, retrieved_at and (venue-generated items) note. */
    provenance: text("provenance", { mode: "json" }).$type<NewsItem["provenance"]>().notNull(),
    /** JSON: the kind's own members (`{}` when none). */
    payload: text("payload", { mode: "json" }).$type<NewsPayload>().notNull(),
  },
  (t) => [index("news_items_feed_idx").on(t.feedId)],
);

/**
 * Which indices an item belongs to, with its relevance for each (an item can serve several indices with
 * different relevance). `t` repeats the item's clock so a newest-first read walks one index.
 */
export const newsItemIndices = sqliteTable(
  "news_item_indices",
  {
    symbol: text("symbol").notNull(),
    itemId: text("item_id")
      .notNull()
      .references(() => newsItems.id),
    relevance: text("relevance").$type<NewsRelevance>().notNull(),
    t: text("t").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.itemId] }),
    index("news_item_indices_newest_idx").on(t.symbol, t.t, t.itemId),
  ],
);

/** Each feed's validators for conditional requests and the outcome of its passes (the route's sources). */
export const newsFeedState = sqliteTable("news_feed_state", {
  feedId: text("feed_id").primaryKey(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  lastRunAt: text("last_run_at").notNull(),
  lastSuccessAt: text("last_success_at"),
  lastFailureAt: text("last_failure_at"),
  /** A short reason code (never upstream text). */
  lastFailureReason: text("last_failure_reason"),
  /** Items the latest pass stored as new rows (0 after a 304, a failure, or nothing new). */
  lastItems: integer("last_items").notNull().default(0),
  /** Entries the latest pass refused (invalid dates, unsafe links, …). */
  lastRejected: integer("last_rejected").notNull().default(0),
});

/** API keys: only the hash is stored; the plaintext is shown once at creation or rotation. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    /** First characters of the key (e.g. `pix_AbCd`), so operators can recognise it. */
    keyHint: text("key_hint").notNull(),
    scopes: text("scopes", { mode: "json" }).notNull(),
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull(),
    /** JSON array of slugs, or null for a key that reads everything. */
    entitlements: text("entitlements", { mode: "json" }),
    /**
     * Bumped by every change of `entitlements`; each change is a conditional UPDATE on the version it
     * read, so two concurrent changes cannot both succeed. The key's guard and KV copy carry it too.
     */
    entitlementsVersion: integer("entitlements_version").notNull().default(0),
    expiresAt: text("expires_at"),
    revokedAt: text("revoked_at"),
    rotatedFrom: text("rotated_from"),
    /** The key that replaced this one, set in the same statement that revokes it. */
    rotatedTo: text("rotated_to"),
    createdAt: text("created_at").notNull(),
    /** The account that owns the key; null for a key an operator issued on its own ("operator"). */
    accountId: text("account_id"),
  },
  (t) => [uniqueIndex("api_keys_hash_unique").on(t.keyHash), index("api_keys_account_idx").on(t.accountId)],
);

/** Who did what on the admin plane, and when. */
export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    keyId: text("key_id"),
    detail: text("detail", { mode: "json" }),
    /** The account the action concerns (its own actions, and those on its keys); null otherwise. */
    accountId: text("account_id"),
  },
  (t) => [index("admin_audit_key_idx").on(t.keyId), index("admin_audit_account_idx").on(t.accountId)],
);

/**
 * A terminal user or a venue: the owner of self-service keys. Its ceiling bounds every key it holds —
 * scopes, per-minute limit, entitlement list (null: the whole catalog) and how many live keys at once.
 */
export const accounts = sqliteTable("accounts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  kind: text("kind").$type<"terminal" | "venue">().notNull(),
  scopes: text("scopes", { mode: "json" }).notNull(),
  rateLimitPerMinute: integer("rate_limit_per_minute").notNull(),
  entitlements: text("entitlements", { mode: "json" }),
  maxKeys: integer("max_keys").notNull(),
  createdAt: text("created_at").notNull(),
  disabledAt: text("disabled_at"),
});

/**
 * One-time sign-in codes of an account (only their SHA-256): valid for 24 hours, used at most once,
 * revoked when the operator issues the next one. `used_by` names the session the code started, so the
 * session row is inserted only by the one sign-in that consumed the code.
 */
export const signInCodes = sqliteTable(
  "sign_in_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    accountId: text("account_id").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    usedBy: text("used_by"),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sign_in_codes_account_idx").on(t.accountId)],
);

/**
 * Terminal sessions (only the SHA-256 of the cookie token and of the CSRF token). A session ends when
 * signed out, after 12 hours without a request, or 7 days after it started, whichever comes first.
 */
export const terminalSessions = sqliteTable(
  "terminal_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: text("account_id").notNull(),
    csrfHash: text("csrf_hash").notNull(),
    createdAt: text("created_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    /** The absolute end: created_at + 7 days. */
    expiresAt: text("expires_at").notNull(),
    endedAt: text("ended_at"),
  },
  (t) => [index("terminal_sessions_account_idx").on(t.accountId)],
);

/** The latest volume and open interest per venue market, refreshed by every cycle (index resource). */
export const marketMetrics = sqliteTable(
  "market_metrics",
  {
    venue: text("venue").notNull(),
    marketId: text("market_id").notNull(),
    volumeUsd: text("volume_usd"),
    openInterestUsd: text("open_interest_usd"),
    /** `usd` or `contracts_x_price` (count × current price; the counts are under native_*). */
    usdBasis: text("usd_basis"),
    nativeVolumeContracts: text("native_volume_contracts"),
    nativeOpenInterestContracts: text("native_open_interest_contracts"),
    observedAt: text("observed_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId] })],
);

/**
 * The daily close series of each factor-theme contract, collected hourly from the venues' history
 * endpoints (src/factors/proxy-collection.ts): `p` is the ADVERSE side's probability (0 to 1), the last
 * observation at or before the 16:00 New York close of its date; `t_ms` is that observation's instant.
 * `collected_at_ms` is when the collection that last wrote the row started (null on rows written before
 * it was recorded): a close is final only when collected after its session closed.
 */
export const themeProxyCloses = sqliteTable(
  "theme_proxy_closes",
  {
    venue: text("venue").notNull(),
    marketId: text("market_id").notNull(),
    tMs: integer("t_ms").notNull(),
    p: real("p").notNull(),
    collectedAtMs: integer("collected_at_ms"),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId, t.tMs] })],
);

/**
 * Whole-venue lake collections (src/lake/collect/): one row per venue and cycle, opened by the
 * minute's cycle once it claimed its minute and sealed once every range reported (the catalog's among
 * them). `sealed_at_ms` is null while open. `catalog_markets` are the venue's markets of the catalog
 * the cycle read: the cycle's own range tapes them, and the pages skip them.
 */
export const lakeCollections = sqliteTable(
  "lake_collections",
  {
    venue: text("venue").notNull(),
    cycleStartMs: integer("cycle_start_ms").notNull(),
    openedAtMs: integer("opened_at_ms").notNull(),
    sealedAtMs: integer("sealed_at_ms"),
    /** JSON: the catalog's market ids on this venue (null for a collection opened before they were kept). */
    catalogMarkets: text("catalog_markets", { mode: "json" }).$type<string[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.venue, t.cycleStartMs] }),
    index("lake_collections_open_idx").on(t.sealedAtMs),
  ],
);

/**
 * One page range of a whole-venue collection (the per-snapshot manifest): `part` orders the snapshot;
 * `state` moves once, from `pending` to `done` (its part object is written) or `failed` (with `failure`),
 * by a conditional update, so a duplicated queue delivery cannot report a range twice. `cursor` is the
 * Kalshi cursor the range starts at (null for offset ranges, whose offset follows from `part`).
 */
export const lakeRanges = sqliteTable(
  "lake_ranges",
  {
    venue: text("venue").notNull(),
    cycleStartMs: integer("cycle_start_ms").notNull(),
    part: integer("part").notNull(),
    cursor: text("cursor"),
    state: text("state", { enum: ["pending", "done", "failed"] }).notNull(),
    rows: integer("rows"),
    bytes: integer("bytes"),
    /** JSON: the price columns the part fills. */
    quoteFields: text("quote_fields", { mode: "json" }).$type<string[]>(),
    /** JSON: the failures recorded for this range (a failed request, or skipped markets of a done page). */
    failures: text("failures", { mode: "json" }).$type<
      { reason: string; stage: string; market_id?: string }[]
    >(),
    reportedAtMs: integer("reported_at_ms"),
  },
  (t) => [primaryKey({ columns: [t.venue, t.cycleStartMs, t.part] })],
);

/**
 * A venue-day's compaction into one of its Parquet files in progress
 * (src/lake/store/lake-compaction-job.ts): the R2 multipart upload it appends to and how far it got. `step` is the next step to run; a step moves it on by a
 * conditional update (`step` and `lease_token` as read), so a duplicated or retried queue delivery never
 * appends a slice twice. `file_offset` counts the file's bytes written so far: the uploaded parts plus
 * the carried remainder (staged in R2 until a whole part is due). `failure` is set when the job stopped
 * on the day's data; the next start restarts it from scratch.
 */
export const lakeCompactionJobs = sqliteTable(
  "lake_compaction_jobs",
  {
    venue: text("venue").notNull(),
    date: text("date").notNull(),
    /** Which of the day's Parquet files (src/lake/keys.ts, ParquetKind): `quotes`, `books` or `trades`. */
    kind: text("kind").notNull().default("quotes"),
    uploadId: text("upload_id").notNull(),
    step: integer("step").notNull(),
    snapshotIndex: integer("snapshot_index").notNull(),
    snapshotCount: integer("snapshot_count").notNull(),
    fileOffset: integer("file_offset").notNull(),
    rows: integer("rows").notNull(),
    /** Row groups written so far (the footer's list length). */
    rowGroups: integer("row_groups").notNull(),
    /** JSON: the uploaded parts, in order. */
    parts: text("parts", { mode: "json" }).notNull().$type<{ partNumber: number; etag: string }[]>(),
    stepBytes: integer("step_bytes").notNull(),
    partBytes: integer("part_bytes").notNull(),
    startedAtMs: integer("started_at_ms").notNull(),
    updatedAtMs: integer("updated_at_ms").notNull(),
    leaseToken: text("lease_token"),
    leaseUntilMs: integer("lease_until_ms"),
    failure: text("failure"),
  },
  (t) => [
    primaryKey({ columns: [t.venue, t.date, t.kind] }),
    index("lake_compaction_jobs_updated_idx").on(t.updatedAtMs),
  ],
);

/**
 * The row groups one compaction step wrote, as the footer lists them (base64 of their Thrift bytes,
 * src/lake/parquet.ts): the last step streams them into the footer in step order.
 */
export const lakeCompactionRowGroups = sqliteTable(
  "lake_compaction_row_groups",
  {
    venue: text("venue").notNull(),
    date: text("date").notNull(),
    kind: text("kind").notNull().default("quotes"),
    uploadId: text("upload_id").notNull(),
    step: integer("step").notNull(),
    thrift: text("thrift").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.date, t.kind, t.uploadId, t.step] })],
);

/**
 * Official prints (src/outcomes/prints.ts): per series (OFFICIAL_SERIES in src/venues/prints/series.ts)
 * and period, the first print (`revision` 0) and each revision, in the order they were seen. The sources
 * log no release times, so `released_at` is when the collection first saw the value and
 * `released_after` the previous successful read of the series (null on the first): the value was
 * released in between. `vintage` is the date the source says the value entered its record, where it
 * says (FRED's `realtime_start`).
 */
export const officialPrints = sqliteTable(
  "official_prints",
  {
    seriesId: text("series_id").notNull(),
    period: text("period").notNull(),
    revision: integer("revision").notNull(),
    value: text("value").notNull(),
    valueNum: real("value_num").notNull(),
    preliminary: integer("preliminary", { mode: "boolean" }).notNull(),
    releasedAt: text("released_at").notNull(),
    releasedAfter: text("released_after"),
    vintage: text("vintage"),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.period, t.revision] })],
);

/** The collection's last read of each official series: a source outage is recorded here, never thrown. */
export const officialPrintPolls = sqliteTable("official_print_polls", {
  seriesId: text("series_id").primaryKey(),
  lastAttemptAt: text("last_attempt_at").notNull(),
  lastSuccessAt: text("last_success_at"),
  /** The failure reason of the last attempt (null when it succeeded). */
  lastFailure: text("last_failure"),
  /** Failed attempts since the last success. */
  failures: integer("failures").notNull().default(0),
});

/**
 * Every version of a market's rule texts (src/equivalence/): `fields` is the venue's rule texts as read
 * (src/domain/equivalence/venue-rules.ts), `sha256` the hash of their canonical JSON. A version is
 * added only when the hash differs from the market's latest; reading the same texts again moves that
 * version's `fetched_at` on. Versions count from 1 per market and are never rewritten or removed.
 */
export const ruleTexts = sqliteTable(
  "rule_texts",
  {
    venue: text("venue", { enum: VENUE_IDS }).notNull(),
    marketId: text("market_id").notNull(),
    version: integer("version").notNull(),
    sha256: text("sha256").notNull(),
    /** JSON: the MarketRules read (member names pix's, values the venue's text unchanged). */
    fields: text("fields", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** When this version was last read from the venue (RFC 3339). */
    fetchedAt: text("fetched_at").notNull(),
    /** When this version was first read (RFC 3339). */
    firstSeenAt: text("first_seen_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId, t.version] })],
);

/**
 * Markets whose rule text changed, waiting for the pairs that use them to be judged again: one row per
 * market (a later change moves `version` and `due_by` on). `due_by` is the change's first read
 * plus 15 minutes; the judge takes the rows and deletes each once its pairs are judged on `version`.
 */
export const ruleRejudges = sqliteTable(
  "rule_rejudges",
  {
    venue: text("venue", { enum: VENUE_IDS }).notNull(),
    marketId: text("market_id").notNull(),
    version: integer("version").notNull(),
    /** RFC 3339, like `due_by`. */
    queuedAt: text("queued_at").notNull(),
    dueBy: text("due_by").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId] }), index("rule_rejudges_due_idx").on(t.dueBy)],
);

/**
 * Where each venue's whole-listing walk of rule texts stands (src/equivalence/jobs/collect-rules.ts): the
 * next page's position ("" for the top), when the current pass over the listing began, and how many
 * passes completed. One row per venue, moved on by each run that read a page.
 */
export const ruleListingCursors = sqliteTable("rule_listing_cursors", {
  venue: text("venue", { enum: VENUE_IDS }).primaryKey(),
  position: text("position").notNull(),
  /** RFC 3339: the first page of the current pass was read then. */
  passStartedAt: text("pass_started_at").notNull(),
  passesCompleted: integer("passes_completed").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * The judge's view of each market (src/equivalence/jobs/judge-pairs.ts): the rule version it blocked and
 * the blocking key, anchor and threshold read from that version's fingerprint (`block_key` null: the
 * subject or window cannot be read, so no candidates), and the version whose pairs it last judged. A
 * market whose latest stored version is past `judged_version` is judged again; the others are looked up
 * here by key and anchor, never fingerprinted again, so a pass costs what changed, not the venue's size.
 */
export const ruleBlocks = sqliteTable(
  "rule_blocks",
  {
    venue: text("venue", { enum: VENUE_IDS }).notNull(),
    marketId: text("market_id").notNull(),
    version: integer("version").notNull(),
    blockKey: text("block_key"),
    anchorMs: integer("anchor_ms"),
    toleranceMs: integer("tolerance_ms"),
    threshold: real("threshold"),
    /** The version whose pairs were last judged (null: never). */
    judgedVersion: integer("judged_version"),
    /** RFC 3339: when its pairs were last judged (null: never). */
    judgedAt: text("judged_at"),
  },
  (t) => [
    primaryKey({ columns: [t.venue, t.marketId] }),
    index("rule_blocks_key_idx").on(t.venue, t.blockKey, t.anchorMs),
    index("rule_blocks_judged_idx").on(t.judgedAt),
  ],
);

/**
 * Each market's taker fee terms as its venue last stated them (src/equivalence/jobs/collect-rules.ts,
 * read beside its rule texts): Kalshi's series `fee_type` and `fee_multiplier`, Polymarket's
 * `feesEnabled` and the schedule's category. One row per market, replaced by each read that gives
 * terms; a read that gives none leaves the row as it was. Kept apart from `rule_texts`, so a change of
 * fees is never a new rule version.
 */
export const marketFeeTerms = sqliteTable(
  "market_fee_terms",
  {
    venue: text("venue", { enum: VENUE_IDS }).notNull(),
    marketId: text("market_id").notNull(),
    /** JSON: the FeeTerms read (src/domain/equivalence/fees.ts). */
    terms: text("terms", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** When the terms were last read from the venue (RFC 3339). */
    fetchedAt: text("fetched_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId] })],
);

/**
 * Cross-venue pairs judged from the rule texts (src/equivalence/jobs/judge-pairs.ts): one row per pair of
 * look-alike markets the judge ever paired, keyed by `pair_id` (a hash of the two legs, stable across
 * rule versions). `status` is `active` while the latest judgement pairs the legs, `withdrawn` once it
 * refuses them or they stop being candidates (the row keeps its last judgement, so an id never stops
 * answering). `digest` is the SHA-256 of what the row states, so a pass that judges the same writes nothing.
 */
export const equivalencePairs = sqliteTable(
  "equivalence_pairs",
  {
    pairId: text("pair_id").primaryKey(),
    venueA: text("venue_a", { enum: VENUE_IDS }).notNull(),
    marketA: text("market_a").notNull(),
    titleA: text("title_a").notNull(),
    versionA: integer("version_a").notNull(),
    venueB: text("venue_b", { enum: VENUE_IDS }).notNull(),
    marketB: text("market_b").notNull(),
    titleB: text("title_b").notNull(),
    versionB: integer("version_b").notNull(),
    relation: text("relation").notNull(),
    polarity: text("polarity"),
    confidence: real("confidence").notNull(),
    /** JSON: the judgement's confidence basis. */
    confidenceBasis: text("confidence_basis", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    /** JSON: the judgement's rule differences, blocking first. */
    ruleDiff: text("rule_diff", { mode: "json" }).$type<unknown[]>().notNull(),
    status: text("status", { enum: ["active", "withdrawn"] }).notNull(),
    /** When this judgement was made (RFC 3339). */
    judgedAt: text("judged_at").notNull(),
    /** When the pair was first judged (RFC 3339). */
    firstJudgedAt: text("first_judged_at").notNull(),
    digest: text("digest").notNull(),
  },
  (t) => [
    uniqueIndex("equivalence_pairs_legs").on(t.venueA, t.marketA, t.venueB, t.marketB),
    index("equivalence_pairs_confidence").on(t.status, t.confidence),
    index("equivalence_pairs_market_b").on(t.venueB, t.marketB),
  ],
);

/**
 * Look-alikes the judge refused (different underlyings, or rules it cannot read), with the reason codes:
 * one row per candidate pair refused by the latest judgement; a pair that is paired again, or stops
 * being a candidate, leaves this table. Same `pair_id` as `equivalence_pairs` for the same legs.
 */
export const equivalenceRefused = sqliteTable(
  "equivalence_refused",
  {
    pairId: text("pair_id").primaryKey(),
    venueA: text("venue_a", { enum: VENUE_IDS }).notNull(),
    marketA: text("market_a").notNull(),
    titleA: text("title_a").notNull(),
    versionA: integer("version_a").notNull(),
    venueB: text("venue_b", { enum: VENUE_IDS }).notNull(),
    marketB: text("market_b").notNull(),
    titleB: text("title_b").notNull(),
    versionB: integer("version_b").notNull(),
    /** The relation read despite the refusal (e.g. `overlap` between different subjects); null when none. */
    relation: text("relation"),
    /** JSON: the reason codes, e.g. `["series_differs"]`. */
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull(),
    ruleDiff: text("rule_diff", { mode: "json" }).$type<unknown[]>().notNull(),
    judgedAt: text("judged_at").notNull(),
    digest: text("digest").notNull(),
  },
  (t) => [
    index("equivalence_refused_market_b").on(t.venueB, t.marketB),
    index("equivalence_refused_market_a").on(t.venueA, t.marketA),
  ],
);

/**
 * Each market's resolution as last read (src/outcomes/collect.ts): one row per venue market the collection
 * has seen past trading (closed, or any later stage; an open market has no row). `status` is pix's word
 * (src/venues/shared/resolution.ts); `venue_status` and `venue_result` are the venue's own words. `final`
 * is 1 once `settled` or `voided`; the rows not final are re-read by id, the oldest `checked_at_ms` first.
 * `entries` counts its history rows; `last_entry_key` is the last history row's compared fields, so a read
 * that changes nothing adds no row.
 */
export const marketResolutions = sqliteTable(
  "market_resolutions",
  {
    venue: text("venue").notNull(),
    marketId: text("market_id").notNull(),
    status: text("status").notNull(),
    result: text("result"),
    settlementValue: text("settlement_value"),
    closeTime: text("close_time"),
    settledAt: text("settled_at"),
    venueStatus: text("venue_status").notNull(),
    venueResult: text("venue_result"),
    final: integer("final").notNull(),
    entries: integer("entries").notNull(),
    lastEntryKey: text("last_entry_key").notNull(),
    firstSeenAtMs: integer("first_seen_at_ms").notNull(),
    checkedAtMs: integer("checked_at_ms").notNull(),
    changedAtMs: integer("changed_at_ms").notNull(),
    /**
     * The Ed25519 signature (`{alg, kid, sig}`, src/platform/signing.ts) over the outcome as served
     * (src/outcomes/record.ts), and when it was signed (epoch ms): both null while a signature is due (a
     * change of the resolution or its horizon prices clears them, a newer rule text version outdates
     * them; src/outcomes/sign.ts signs again). With no signing key the record is committed unsigned:
     * `signed_at_ms` set, `signature` null.
     */
    signature: text("signature", { mode: "json" }).$type<SignatureEnvelope>(),
    signedAtMs: integer("signed_at_ms"),
    /** The version of the market's rule text (`rule_texts`) the signed outcome's settlement sources came from; null: none. */
    signedRulesVersion: integer("signed_rules_version"),
    /**
     * What the venue's resolution read says of the market beside its resolution (not part of the signed
     * outcome): its category (Polymarket's, the market's or its event's; null where the read states none),
     * its event (Kalshi's event ticker, Gamma's first event id) and whether that event's markets are
     * mutually exclusive, one resolving yes (Gamma's `negRisk`; null where the read does not say).
     */
    category: text("category"),
    eventId: text("event_id"),
    eventExclusive: integer("event_exclusive", { mode: "boolean" }),
  },
  (t) => [
    primaryKey({ columns: [t.venue, t.marketId] }),
    index("market_resolutions_pending_idx").on(t.venue, t.final, t.checkedAtMs),
    index("market_resolutions_changed_idx").on(t.changedAtMs),
    index("market_resolutions_signed_idx").on(t.signedAtMs),
  ],
);

/**
 * Each market's resolution status history: a row whenever its status, result, settlement value, venue
 * words or settlement time change (`seq` from 0). Nothing is overwritten: a dispute, an amended result or
 * a reversal is a new row beside the earlier ones. `source` is the venue's source fields as read (JSON).
 */
export const marketResolutionHistory = sqliteTable(
  "market_resolution_history",
  {
    venue: text("venue").notNull(),
    marketId: text("market_id").notNull(),
    seq: integer("seq").notNull(),
    status: text("status").notNull(),
    result: text("result"),
    settlementValue: text("settlement_value"),
    closeTime: text("close_time"),
    settledAt: text("settled_at"),
    venueStatus: text("venue_status").notNull(),
    venueResult: text("venue_result"),
    source: text("source", { mode: "json" }).$type<Record<string, string | null>>().notNull(),
    observedAtMs: integer("observed_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId, t.seq] })],
);

/**
 * Each closed market's price at fixed horizons before its close (src/domain/outcomes/horizons.ts), read
 * once from the lake's tape by the resolution collection when the market is first recorded with a close
 * time in the past, and kept: the tape itself is deleted after the lake's retention. One row per horizon
 * (`15m`, `1h`, `24h`, `7d`, `30d`), written together; a market without the first horizon's row has not
 * been read yet (one read before a horizon was added gets that one's row later). `mid` is the
 * YES side's mid exactly as taped, null where the tape did not reach (then `observed_at_ms` is null too).
 */
export const marketHorizonPrices = sqliteTable(
  "market_horizon_prices",
  {
    venue: text("venue").notNull(),
    marketId: text("market_id").notNull(),
    horizon: text("horizon").notNull(),
    /** close − horizon, epoch ms, against the close time recorded when the prices were read. */
    targetMs: integer("target_ms").notNull(),
    observedAtMs: integer("observed_at_ms"),
    mid: text("mid"),
    computedAtMs: integer("computed_at_ms").notNull(),
  },
  (t) => [primaryKey({ columns: [t.venue, t.marketId, t.horizon] })],
);

/**
 * The status plane's components (`GET /api/v1/status`): one row per component, what it last recorded.
 * Times are epoch milliseconds (`*_ms`): ages and lags are stated to the millisecond.
 */
export const statusComponents = sqliteTable("status_components", {
  /** The component's id, e.g. `cycle:kalshi`, `lake:hour_summaries`. */
  component: text("component").primaryKey(),
  lastSuccessMs: integer("last_success_ms"),
  lastFailureMs: integer("last_failure_ms"),
  /** The boundary (the minute, hour or day the work was due for) of the last success. */
  lastBoundaryMs: integer("last_boundary_ms"),
  /** Boundaries skipped between two successes (a cycle minute that never ran), counted since the first. */
  gaps: integer("gaps").notNull().default(0),
  /** Reconnects the component reported (a live feed's, summed over its shards), the latest reading. */
  reconnects: integer("reconnects").notNull().default(0),
});

/**
 * The status plane's lag recorder: per component and minute, how many lags fell in each bucket of the
 * log-scale histogram of `src/domain/status/lag.ts`. A day is kept.
 */
export const statusLag = sqliteTable(
  "status_lag",
  {
    component: text("component").notNull(),
    /** The minute the lags were recorded in (epoch ms, a whole minute). */
    minute: integer("minute").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.component, t.minute, t.bucket] }),
    index("status_lag_minute").on(t.minute),
  ],
);

/**
 * The status plane's day rollup of the lag recorder: per component and UTC day, how many lags fell in
 * each bucket, so the objectives' 30-day attainment (`src/domain/status/objectives.ts`) stays cheap to
 * read. Written with each minute cell; 30 days are kept.
 */
export const statusLagDays = sqliteTable(
  "status_lag_days",
  {
    component: text("component").notNull(),
    /** The UTC day the lags were recorded in (epoch ms of its midnight). */
    day: integer("day").notNull(),
    bucket: integer("bucket").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.component, t.day, t.bucket] }), index("status_lag_days_day").on(t.day)],
);

/**
 * The status plane's incidents (`GET /api/v1/status/incidents`, src/domain/status/incidents.ts): one row
 * per episode of a component degraded or in outage. Pending (`opened_ms` null) until it has lasted more
 * than a minute; at most one unresolved row per component; kept 90 days after it resolves.
 */
export const statusIncidents = sqliteTable(
  "status_incidents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    component: text("component").notNull(),
    /** `degraded` or `outage`: the worst state seen while open. */
    state: text("state").notNull(),
    /** The measured symptom when it opened or last changed state. */
    symptom: text("symptom").notNull(),
    startedMs: integer("started_ms").notNull(),
    openedMs: integer("opened_ms"),
    resolvedMs: integer("resolved_ms"),
    updatedMs: integer("updated_ms").notNull(),
    /** Its updates (`IncidentUpdate[]`), oldest first. */
    updates: text("updates", { mode: "json" }).notNull(),
  },
  (t) => [
    uniqueIndex("status_incidents_active").on(t.component).where(sql`resolved_ms IS NULL`),
    index("status_incidents_started").on(t.startedMs),
  ],
);
