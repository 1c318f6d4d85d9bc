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
import type { SignatureEnvelope } from "../../domain/signing/records.ts";
import type {
  NewsAuthorship,
  NewsItem,
  NewsKind,
  NewsLicence,
  NewsPayload,
  NewsRelevance,
} from "../../domain/news/item.ts";

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
