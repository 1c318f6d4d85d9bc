/**
 * Types of the pix v1 contract, generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: run `npm run client:generate` after changing a route schema.
 */

export interface paths {
    "/api/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API root (same document as /api/v1/info)
         * @description Versioning, planes and their scopes, authentication methods, the meaning of `official` and `settlement_grade`, and the limits pix enforces.
         */
        get: operations["getApiRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API discovery
         * @description Versioning, planes and their scopes, authentication methods, the meaning of `official` and `settlement_grade`, and the limits pix enforces.
         */
        get: operations["getApiInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalog of public indices
         * @description Compact catalog: identity, name, unit and calculation class of every public index, with its link. `q` searches it: the indices whose symbol, slug or name contain every word of `q`.
         */
        get: operations["listIndices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One index
         * @description Identity, thesis, methodology (class only: `methodology.index_transformation` states the calculation class; no implementation parameters), venue contracts with roles, lifecycle clocks, links and USD volume and open interest (`basis` and `native` where a venue counts contracts), latest and next release, and links to the snapshot, round and distribution.
         */
        get: operations["getIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/snapshots/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest live snapshot
         * @description The latest live indicative value (scope live_indicative, official false). `source_observed_at` is the clock of the venue observation, `computed_at` pix's; `publication` states that a snapshot is never published or oracle-eligible. When the latest tick's cycle started 15 minutes ago or earlier, or none exists, the answer is 503 index-unavailable rather than a stale value.
         */
        get: operations["getIndexSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OHLC history
         * @description OHLC buckets over the requested window from the stored minute ticks (an immutable series from the feed's launch, never backfilled). official false, settlement_grade false. meta.availability says whether pix holds values over the whole window (available), part of it (partial) or none (empty); meta.coverage says which slice. The window is `range` ending now, or the explicit [from, to) of `from`/`to` (RFC 3339; additive in v1) for charting clients.
         */
        get: operations["getIndexHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/rounds/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest committed round
         * @description The latest committed five-minute round: the only official index value (status api_committed). round_id equals clocks.round_effective_at (the round bucket). The round is not asserted fresh — enforce your own maximum age against clocks.computed_at — and on-chain confirmation is not asserted. With no committed round: 503 official-round-unavailable; a live value is never substituted. Its detail names the boundary whose round is expected (the next five-minute boundary, or the one just passed while its round may still be being committed) and when; its Retry-After is the seconds until then: that boundary plus the commit delay, which is the slowest of the last 12 ingestion cycles recorded in the past hour, rounded up to a whole second, plus 2 s (10 s when none is recorded, at most 60 s).
         */
        get: operations["getIndexRound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/distributions/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest probability distribution
         * @description The probability distribution behind the latest value: the one computed in the same cycle as the latest snapshot (`minute`, `observed_at` and `computed_at` equal the snapshot's), whatever the venues' clocks did. Its observation basis, normalization state (with what was repaired, pooled, clamped or excluded), relationship to the displayed index (e.g. the index is the expectation); outcomes with label, numerical support, normalized probability, percentage and modal flag. When the latest value is no longer current (the snapshot answers 503 too), or its cycle stored no distribution: 503 index-unavailable, never another cycle's distribution.
         */
        get: operations["getIndexDistribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/statistics/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trailing statistics
         * @description Derived from the New York daily reference closes (see daily-closes). Volatility is gated: published only with at least 30 daily prints, else null with `reason: insufficient_daily_prints`; daily = sample standard deviation (n−1) of the 29 day-over-day changes in index units over the latest 30 prints, annualized = daily × √365 (markets trade every calendar day). The 12-month level range is the min and max daily close over the last 365 New York days with their dates (ties: earliest).
         */
        get: operations["getIndexStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/daily-closes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Six daily reference closes
         * @description The six most recent New York calendar days (weekends included: prediction markets trade daily), newest first. A day's reference close is the value at 16:00 America/New_York (20:00Z under EDT, 21:00Z under EST; a cut-off counts once it is 5 minutes past). Each row discloses its provenance: `observed_at_cutoff` (the tick of the cut-off minute), `carried_forward` (the last tick before it, at most 24 hours earlier; `source_tick_at` says when) or `unavailable` (no value; nothing is fabricated).
         */
        get: operations["getIndexDailyCloses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/indices/{id}/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News
         * @description Items about the index and its contracts from the feeds configured for it (data.sources): statistics-agency releases, central-bank statements, securities filings, the venues' own context and events, and publisher headlines. Items are metadata: official false, never settlement-relevant. With no filters the answer holds direct items authored as primary documents or editorial posts (authorship=primary_document,editorial, relevance=direct); venue-generated items need authorship=venue_generated or all, related items relevance=related or all. since keeps items whose own clock t is at or after it. Newest first by t, ties by id. data.policy states the defaults and what this request applied; data.availability is available, empty, no_sources or disabled. Feeds are read every 5 minutes (minutes ≡ 2 mod 5, UTC).
         */
        get: operations["getIndexNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/benchmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Benchmark catalog with latest values
         * @description Every public benchmark (family, category, unit) with its latest reference value. `meta.families` lists the families this deployment publishes; an unknown family answers an empty collection, not a 404. A latest value older than the snapshot age limit is reported `status: stale` with a null value. A key with an entitlement list sees only its benchmarks.
         */
        get: operations["listBenchmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/benchmarks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One benchmark
         * @description Identity, family and category, unit, domain bounds, identifiers (exchange codes, venue series) and resolution source, with the methodology class and the next resolution.
         */
        get: operations["getBenchmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/benchmarks/{id}/snapshots/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current reference value
         * @description The current reference scalar (classification reference, official false, settlement_grade false). Computed in a cycle that started 15 minutes ago or earlier, or absent: 503 service-unavailable, never a stale value.
         */
        get: operations["getBenchmarkSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/benchmarks/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stored tick series as OHLC
         * @description OHLC buckets from the stored minute ticks (official false, settlement_grade false), with meta.availability and meta.coverage. The window is `range` ending now, or the explicit [from, to) of `from`/`to` (RFC 3339; additive in v1) for charting clients. Without any query parameter: the frozen no-query v1 series — daily (UTC calendar day) OHLC buckets from the feed's launch to 2026-11-01T00:00:00Z (exclusive), fixed at v1; it is byte-stable across new ticks and deploys.
         */
        get: operations["getBenchmarkHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commodities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Benchmark catalog with latest values (deprecated alias)
         * @deprecated
         * @description Deprecated alias of the same route under /api/v1/benchmarks: byte-identical body, plus `Deprecation: true` and `Link: <…/benchmarks…>; rel="successor-version"`.
         *
         *     Every public benchmark (family, category, unit) with its latest reference value. `meta.families` lists the families this deployment publishes; an unknown family answers an empty collection, not a 404. A latest value older than the snapshot age limit is reported `status: stale` with a null value. A key with an entitlement list sees only its benchmarks.
         */
        get: operations["listBenchmarksViaCommoditiesAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commodities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One benchmark (deprecated alias)
         * @deprecated
         * @description Deprecated alias of the same route under /api/v1/benchmarks: byte-identical body, plus `Deprecation: true` and `Link: <…/benchmarks…>; rel="successor-version"`.
         *
         *     Identity, family and category, unit, domain bounds, identifiers (exchange codes, venue series) and resolution source, with the methodology class and the next resolution.
         */
        get: operations["getBenchmarkViaCommoditiesAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commodities/{id}/snapshots/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current reference value (deprecated alias)
         * @deprecated
         * @description Deprecated alias of the same route under /api/v1/benchmarks: byte-identical body, plus `Deprecation: true` and `Link: <…/benchmarks…>; rel="successor-version"`.
         *
         *     The current reference scalar (classification reference, official false, settlement_grade false). Computed in a cycle that started 15 minutes ago or earlier, or absent: 503 service-unavailable, never a stale value.
         */
        get: operations["getBenchmarkSnapshotViaCommoditiesAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/commodities/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stored tick series as OHLC (deprecated alias)
         * @deprecated
         * @description Deprecated alias of the same route under /api/v1/benchmarks: byte-identical body, plus `Deprecation: true` and `Link: <…/benchmarks…>; rel="successor-version"`.
         *
         *     OHLC buckets from the stored minute ticks (official false, settlement_grade false), with meta.availability and meta.coverage. The window is `range` ending now, or the explicit [from, to) of `from`/`to` (RFC 3339; additive in v1) for charting clients. Without any query parameter: the frozen no-query v1 series — daily (UTC calendar day) OHLC buckets from the feed's launch to 2026-11-01T00:00:00Z (exclusive), fixed at v1; it is byte-stable across new ticks and deploys.
         */
        get: operations["getBenchmarkHistoryViaCommoditiesAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lake discovery
         * @description The venues served (from the explicit allow-list), each excluded venue with its reason, the tape semantics (null sides, the mid/spread rule, completeness statuses, what `at` means), the published byte ceiling of a snapshot and the paging limits. Start here to find the venues and the rules for reading their rows. Cached for 300 s.
         */
        get: operations["getLake"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Served venues with their tape semantics and coverage
         * @description Per served venue: tape origin (a mirror names the book it mirrors), the price columns it fills (`quote_fields`, the union over the latest collected date's snapshots), book availability, cadence and coverage (first and last collected date and snapshot). Excluded venues are listed, with their reasons, at /api/v1/lake. Coverage moves every cycle: cached for 15 s.
         */
        get: operations["listLakeVenues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue's tape semantics and collected dates
         * @description The venue's semantics as in the catalog, plus `dates`: every UTC date with stored data; `days`: each of those dates with its Parquet files (`parquet`: its quotes, `books_parquet`: its book tape, `trades_parquet`: its trade tape; each key, bytes, rows, created_at, or null until written) and links to its snapshots and its Parquet downloads; and `retention`: how long the tape and the Parquet files are kept. Cached for 15 s.
         */
        get: operations["getLakeVenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Snapshot times collected on one UTC date
         * @description The HHMM times collected on `date`, oldest first, each with its row count, stored size, whether it exceeds the published ceiling (its quotes then answer 413), completeness (`incomplete` with the recorded failures, or `not_recorded`), the price columns it fills and a link to its first quotes page. A date with no stored data answers 404 lake-date-not-found; a date whose data is stored but whose snapshot list cannot be read at the moment answers 503 with Retry-After. A finished day (`day_status: closed`) is final and cached for 3,600 s; the current day for 15 s.
         */
        get: operations["listLakeSnapshots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Normalized quote rows of one snapshot, paginated
         * @description The rows of the snapshot taken at `at` on `date`, one page at a time, exactly as the lake's normalizer wrote them: each row is byte for byte the NDJSON line the lake stores. The day's snapshot times are listed by …/snapshots. `page` defaults to 1, `page_size` to 100 (at most 500); `meta.pagination` gives page, page_size, total_rows and total_pages, and `links` first/last/prev/next, which the `Link` header (RFC 8288) repeats as origin-relative targets with the other query parameters kept: `</api/v1/lake/venues/kalshi/quotes?date=…&at=…&page=1&page_size=100>; rel="first", …`. To read a whole snapshot, follow `next` until it is absent; a page costs the same whichever page it is and however large the snapshot. A time the day does not list answers 404 lake-snapshot-not-found, a page past the last 404 page-not-found. A snapshot above the published byte ceiling (/api/v1/lake `data.limits.snapshot_max_bytes`) answers 413 lake-snapshot-too-large whatever the page. A snapshot the day lists but the store cannot return at the moment answers 503 with Retry-After, never a 404: retry later. A final snapshot is never rewritten, so its pages are cached for 3,600 s; a snapshot that the minute's fuller whole-venue snapshot may still replace (within 12 minutes of its cycle start) is cached for 15 s.
         */
        get: operations["listLakeQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/days/{date}/parquet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One closed UTC day of a venue as a Parquet file
         * @description Every row of every snapshot of the day, in order, as one Apache Parquet file: the lake row's members as columns (decimals as exact UTF-8 strings, instants as UTC millisecond timestamps, nullable members as optional columns, `native` as a group) plus `cycle_start`, the snapshot each row belongs to. The file's key-value metadata names the row schema and lists each snapshot's row count and completeness. A day is compacted at 00:15 UTC the next day; until then, and past the Parquet retention, it answers 404 lake-parquet-not-found (see the venue's `days`). The file never changes once written: strong ETag, cached for 3,600 s. A single `Range: bytes=` range is answered 206, so DuckDB or Polars can read the file over HTTP; any other Range gets the whole file. Same access rules as the rest of the lake.
         */
        get: operations["getLakeDayParquet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/days/{date}/books.parquet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One closed UTC day of a venue's book tape as a Parquet file
         * @description Every level of every book of the day's book tape, in tape order, as one Apache Parquet file with one row per level: `cycle_start` and `observed_at` (UTC millisecond timestamps), `market_id`, `outcome`, `token_id` (null on venues without outcome tokens), `side` (`bid` or `ask`), `level` (INT32, 1 = best) and `price`, `size` (exact decimal strings). An outcome book without levels has no row; a venue-day without a book tape has a file without rows. The file's key-value metadata names its layout (`pix.book_schema`). A day is compacted at 00:15 UTC the next day; until then, and past the Parquet retention, it answers 404 lake-parquet-not-found (see the venue's `days`). The file never changes once written: strong ETag, cached for 3,600 s. A single `Range: bytes=` range is answered 206, so DuckDB or Polars can read the file over HTTP; any other Range gets the whole file. Same access rules as the rest of the lake.
         */
        get: operations["getLakeDayBooksParquet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/days/{date}/trades.parquet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One closed UTC day of a venue's trade tape as a Parquet file
         * @description Every trade print of the day's trade tape, in tape order (minute, then market, outcome token, venue time and trade id), as one Apache Parquet file with one row per print: `cycle_start` (the minute whose prints it is: venue time in the 60 s before it), `venue_time` and `received_at` (UTC millisecond timestamps), `trade_id`, `market_id`, `token_id` and `outcome` (null on venues without outcome tokens), `price`, `size` (exact decimal strings) and `taker_side`. A collected day without trade tape has a file without rows. The file's key-value metadata names its layout (`pix.trade_schema`) and lists every minute with taped prints (`pix.minutes`: `at`, `rows`, and `completeness`, `incomplete` when the venue's listing of that minute could not be read in full). A day is compacted at 00:15 UTC the next day; until then, and past the Parquet retention, it answers 404 lake-parquet-not-found (see the venue's `days`). The file never changes once written: strong ETag, cached for 3,600 s. A single `Range: bytes=` range is answered 206, so DuckDB or Polars can read the file over HTTP; any other Range gets the whole file. Same access rules as the rest of the lake.
         */
        get: operations["getLakeDayTradesParquet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One market's order book at one collection minute
         * @description The order book of one outcome of `market` as the collection read it in the minute starting at `at` on `date` (UTC): the best 10 bids and the best 10 asks, best first, each `[price, size]` as exact decimal strings in the outcome's own terms (as its quote row). `outcome` picks the outcome (`outcomes` lists those with a book); by default the market's first (`yes` on a binary market). The book tape covers every Polymarket market with a live order book (read by the whole-venue collection) and, for Kalshi (whose listing carries no books), the markets the live plane's Kalshi feed follows, as the feed held them when the cycle claimed the minute (YES terms; none while the feed is not live). One read costs the same whatever the venue's size. A minute without book tape (not collected, not sealed yet, or past the tape retention), or a market without a book at that minute, answers 404 lake-book-not-found; an outcome none of the market's books at that minute is of (`outcomes` lists them; Kalshi's are `yes`), 404 lake-outcome-not-found, as the candles answer for an outcome the market's rows do not name. A minute's book tape is written once (when its collection is sealed; Kalshi's when its cycle claims the minute) and never rewritten: answers are cached for 3,600 s and carry a strong ETag (304 on If-None-Match).
         */
        get: operations["getLakeBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/markets/{market}/candles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Candles of one market from the tape
         * @description OHLC of one market outcome's mid (from the minutes with a two-sided book), the venue's last reported volume and open interest, and trade OHLC, volume and count, in buckets of `resolution` aligned to UTC multiples, over [`from`, `to`) (each end rounded out to a bucket boundary). Buckets without a taped minute or a trade are omitted, never carried forward. Trades come from the trade tape (`trade_source`, `meta.trade_tape`): a Kalshi market's prints for its `yes` outcome, a Polymarket outcome's prints of its own token. Below an hour every minute is read from the tape: an answer holds at most 1000 buckets, 1440 minutes of tape and 134217728 bytes of stored tape (it ends at the last whole bucket within them; a single bucket over the byte limit is a 400 naming it). At `1h`, `4h` and `1d` an hour is read from its hour summaries once they are built (about 15 minutes after the hour ends: a few range reads whatever the venue's size, `meta.tape.hour_summaries`), and otherwise from its minutes within the same limits; an answer covers at most 168 hours. Both give the same candles. A first bucket whose hours are not summarised yet and whose minutes are over the byte limit (a whole-venue tape's latest hours) answers without candles and without `links.next`, `meta.hour_summaries_pending` saying when to ask again; once one of its summaries is overdue, it is the 400. `links.next` continues the window until it is absent. A window may span at most 10000 buckets and must start within the tape's retention (at `1h`, `4h` and `1d`: within the Parquet files' retention, which keeps the hour summaries; an hour whose tape is gone is served from its summary, or has no data); `from` not before `to`, a window too long for its resolution, an unknown resolution or a start past the retention answer 400 invalid-parameter naming the limit. A part of the window without a row of the market (any outcome) answers 200 without candles, as every bucket without data is omitted: the answer looks through the rest of the window (hour summaries where built, else the snapshots, within one answer's limits), and continues with `links.next` while the window goes on, up to the market's data. Only when the whole window holds no row of the market is it 404 lake-market-not-found. Once a part has shown the market, `links.next` carries `window_from` (the window's start): such a continuation never answers 404, and when the rest of the window holds no row its `to` is the window's end, without `links.next`. An outcome none of the market's rows names (on Kalshi, whose tape has a `yes` row per market, any other) answers 404 lake-outcome-not-found, listing the outcomes. An answer whose window has closed (every minute past the whole-venue sealing, 12 minutes; for a part without the market, every minute of the window) never changes: strong ETag, cached 3,600 s.
         */
        get: operations["listLakeCandles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/venues/{venue}/trades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One minute's trade prints, paginated
         * @description Every trade the venue published with a venue time in the minute before the collection cycle that starts at `at` on `date` (UTC), read from the venue's trade listing when that cycle ran: `[cycle_start − 60 s, cycle_start)`, so each trade is in exactly one minute, and once. Each row is byte for byte the line the trade tape stores: trade id, market, outcome, price and size as exact decimal strings, taker side, venue time and pix's receive time. Rows are ordered by market, then outcome token, then venue time, then trade id; `market` keeps one market's prints and `token_id` one outcome token's (a read of those rows only, whatever the minute's size; not both). `page` defaults to 1, `page_size` to 100 (at most 500), with `meta.pagination`, `links` and the `Link` header as on the quotes route. `complete` is false when the venue's listing could not be read in full (a page failed after retries, a print could not be read, or the minute had more prints than pix reads a minute): the rows are what was read, `failures` says why. A minute without a trades object (not collected, collected before trades were taped, its collection still running, or past the tape retention) answers 404 lake-trades-not-found, a page past the last 404 page-not-found; a trades object above the published byte ceiling 413 lake-snapshot-too-large. A minute's trades object is written once and never rewritten: answers are cached for 3,600 s and carry a strong ETag (304 on If-None-Match).
         */
        get: operations["listLakeTrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/iceberg/{table}/metadata/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of an Iceberg table's metadata (read by path)
         * @description The lake's Apache Iceberg tables (format version 2) read by path: a reader opens `{table}/metadata/version-hint.text` (the current version N, which changes with each commit, cached 15 s), then `v{N}.metadata.json`, whose manifest lists and manifests are files of this route too (each never rewritten: strong ETag, cached for 3,600 s). One `Range: bytes=` range is answered 206, a range that starts past the end 416. Same access rules as the rest of the lake.
         */
        get: operations["getLakeIcebergMetadataFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lake/iceberg/{table}/data/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A data file of an Iceberg table (read by path)
         * @description A data file of a table, as its manifests name it: the lake's own Parquet file of that venue and day (`quotes`: day.parquet, `books`, `trades`) or the hour summaries' and rounds' files written for the tables. Never rewritten: strong ETag, cached for 3,600 s; one `Range: bytes=` range is answered 206, so engines read the footer and row groups they need; a range that starts past the end is 416.
         */
        get: operations["getLakeIcebergDataFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/factors/stocks/{ticker}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Factor research response for one stock
         * @description Relates one stock to six prediction-market themes. Research only: nothing in the response is an order, a trade size or a hedge ratio. A key with the `factors:read` scope is required (no key: 401 credential-required). Every answer, success or problem, carries `Cache-Control: no-store`; there is no v1 envelope (the response has its own `schema_version`).
         *
         *     **Equity.** Quote and up to 400 daily sessions from a third-party price provider; one ticker's answer is reused for up to 15 s (`equity.quote.as_of` says when the quote was priced). A failed price read is a problem, never a partial body: quote read failed → 503 equity-source-unavailable; history read failed or no session with a close → 503 equity-history-unavailable; the provider's session could not be opened, or both reads failed in transport → 503 pricefeed-unavailable; the provider does not know the symbol → 404 unknown-equity; a fund, index or currency → 422 not-an-equity. Each 503 carries Retry-After.
         *
         *     **Calendar.** Earnings, dividends, splits and material 8-K filings of a U.S. primary listing, from the price provider and the securities regulator's filing system, built within 5 s (else UNAVAILABLE with the fixed "did not respond within the time budget" sentence). Provider calendar data is cached up to 6 hours (a fresh read always wins), filing data up to 24 hours.
         *
         *     **Themes.** Each theme's level is read from the newest lake snapshot of each venue (`sources.venue_*.source_object` names it), so every contract's bid, ask, mid, probability, volume and close_time equal the tape's row. Quotes older than 300 s never count towards a level.
         *
         *     **Models.** The exposure model, proxy model score, P&L comparison, mimicking portfolio, the stored execution backtest and its gates are computed on each request from stored inputs only: the theme contracts' daily close series, collected from the venues' history endpoints once an hour into the store, the equity history above and the contracts' quotes on the newest tape. Until the first collection has stored a series, every model member is UNAVAILABLE with reason `proxy_history_not_collected` and carries no number.
         *
         *     **Completed sessions only.** A session enters the models when its 16:00 New York close is at or before both the moment the equity history was read and the moment the contract closes were collected: the session still trading is left out (its price is not a close), and so is a closed session until the next hourly collection has its contract closes, rather than pairing a price with an older probability. `model_inputs` states when each input was collected and the newest session the models use.
         *
         *     **Current probabilities.** The proxy model score uses each fitted proxy's quote on the newest tape only while it is fresh (at most 300 s old): a stale proxy does not count and is listed in `proxy_model_score.excluded`; with some proxies stale the score is PARTIAL, with none current UNAVAILABLE (`no_current_probability`).
         *
         *     **Configuration.** A deployment without the route's upstream configuration (base URLs and the upstream identities) answers 503 factors-unconfigured before any upstream call.
         */
        get: operations["getFactorStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service status
         * @description One entry per component of pix — each venue's part of the minute cycle, each venue's live feed, each venue's whole-venue collection, the lake's hour summaries and Parquet days, the news pass, the equity provider, the hand-off to the stream shards — with its state (operational, degraded, outage, unknown), when it last succeeded and how long ago, its lag percentiles over 5 minutes, 1 hour and 24 hours, its gaps and reconnects and the thresholds it is judged by; and the overall state. The measurements are recorded by the work itself and cost no request to a venue. 503 service-unavailable with Retry-After until the first measurement exists.
         */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 contract
         * @description The public contract of this deployment: every v1 operation and the legacy surface, with parameters, responses, problems and component schemas whose members are all described. Generate a client from it or browse it at /docs. It changes only with a deploy: cached for 300 s, with a strong ETag.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every market with its latest value (legacy)
         * @description Every public index and benchmark as a legacy market: identity, `status` (live, stale or pending), the latest value with its exact decimal, and its clocks. Stale values are shown and flagged `stale`, never dropped. A key with an entitlement list sees only its markets. Unversioned legacy shape: no v1 envelope.
         */
        get: operations["listLegacyMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/markets/{symbol}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One market with its latest value (legacy)
         * @description One public index or benchmark, by symbol or slug in any case, as the same legacy market object the list and the `/ws` stream carry (its `status` evaluated at the current minute). Unversioned legacy shape: no v1 envelope.
         */
        get: operations["getLegacyMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/markets/{symbol}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OHLC history of one market (legacy)
         * @description OHLC buckets over the requested window (default `range=1d`, `resolution=auto`) from the stored minute ticks — the same series as /api/v1 history, in the legacy point shape: bucket start `time`, `open`/`high`/`low`/`close` numbers and `close_decimal`. Indicative, never settlement grade. Unversioned legacy shape: no v1 envelope.
         */
        get: operations["getLegacyMarketHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Terminal stream (WebSocket)
         * @description The terminal stream (legacy surface, unversioned; message shapes carry `type` and `version`). Connect with a WebSocket client; any other request answers 426 upgrade-required.
         *
         *     On connect the server sends a `snapshot` (every public index and benchmark with its latest value and clocks, as LegacyMarket objects), then one `market_update` frame per ingestion cycle with the markets that changed and that the connection reads.
         *
         *     Client messages are JSON text frames of at most 4096 bytes, at most 60 a minute: `{"type":"auth","key":"pix_…"}` (only as the first message, and only when no key header was sent), `{"type":"subscribe","symbols":[…]}` (at most 64 symbols or slugs, or "*"; answered by a snapshot narrowed to them), and `{"type":"ping"}` (answered `{"type":"pong"}`).
         *
         *     A key may be sent in X-API-Key or Authorization: Bearer on the upgrade, or as the first message; never in the URL. Keys need markets:read; an entitlement list narrows the stream to its markets; anonymous connections read every public market. One address may hold a limited number of anonymous connections (429 too-many-connections; see /api/v1/info stream.limits); when every stream object is full the answer is 503 stream-at-capacity.
         *
         *     Errors are an `error` message followed by a close: 1003 binary frame, 1008 malformed or unknown message, auth not first, too many symbols or messages; 1009 message too large; 4401 credential invalid (also when a key is revoked or expires while connected); 4403 missing markets:read; 4429 key over its limit; 1013 key could not be verified. The message shapes are in components.schemas (StreamSnapshot, StreamMarketUpdate, StreamError, StreamClientMessage).
         *
         *     **Version 2** (`/ws?version=2`): channels instead of symbols — `index:<symbol>` (live indicative values), `book:<venue>:<market>` (a whole `book`, then `book_delta`s), `trades:<venue>:<market>` and `ticker:<venue>:<market>` — with a per-channel `seq`, the venue's and pix's clocks on every message, `heartbeat`, a `status` per venue and `gap` whenever messages were lost. Client messages: subscribe and unsubscribe (`channels`), auth, ping. Limits, the slow-consumer rule and every message are in /api/v1/info `stream.version_2` and components.schemas (StreamV2ServerMessage, StreamV2ClientMessage). A version 2 upgrade declines per-message compression (no `Sec-WebSocket-Extensions` in the 101): its messages are a few hundred bytes each. Version 1 is unchanged and accepts permessage-deflate.
         */
        get: operations["connectMarketStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description What a client may send (JSON text frames). */
        StreamClientMessage: {
            /**
             * @description Message type.
             * @enum {string}
             */
            type: "auth";
            /**
             * @description A pix API key with markets:read.
             * @example pix_…
             */
            key: string;
        } | {
            /**
             * @description Message type.
             * @enum {string}
             */
            type: "subscribe";
            /** @description 1 to 64 symbols or slugs, or "*" for every market. */
            symbols: string[] | "*";
        } | {
            /**
             * @description Message type.
             * @enum {string}
             */
            type: "ping";
        };
        /** @description Every message the server sends on /ws?version=2: one JSON text frame each, or, on a connection opened with batch=1, JSON arrays of them. */
        StreamV2ServerMessage: components["schemas"]["StreamV2Subscribed"] | components["schemas"]["StreamV2Book"] | components["schemas"]["StreamV2BookDelta"] | components["schemas"]["StreamV2Trade"] | components["schemas"]["StreamV2Ticker"] | components["schemas"]["StreamV2Index"] | components["schemas"]["StreamV2Gap"] | components["schemas"]["StreamV2Status"] | components["schemas"]["StreamV2Heartbeat"] | components["schemas"]["StreamV2Pong"] | components["schemas"]["StreamV2Error"];
        /** @description The answer to every subscribe and unsubscribe. A `book` channel's first message follows: a full `book`. */
        StreamV2Subscribed: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "subscribed";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /** @description Every channel the connection now holds. */
            channels: string[];
            /** @description Channels this subscribe added. */
            added: string[];
            /** @description Channels this unsubscribe removed. */
            removed: string[];
            /** @description Channels refused: malformed, unknown, not entitled, or over the limit. */
            rejected: {
                /** @description The channel as the client sent it. */
                channel: string;
                /** @description Why it was refused, in a sentence. */
                reason: string;
            }[];
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description A market's full order book; the deltas that follow apply to it. */
        StreamV2Book: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "book";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description The channel this message belongs to, in canonical form (as the subscribed answer lists it).
             * @example book:kalshi:KXCPIYOY-26DEC-T3.0
             */
            channel: string;
            /** @description Per-channel sequence number: 1 for the channel's first message, then +1 per message. */
            seq: number;
            /**
             * @description The `cseq` of the channel's last event this message reflects (resume from it); null when the server has seen no event of the channel yet.
             * @example 1795000000000001
             */
            cseq: number | null;
            /**
             * @description Venue id.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description The venue's market id, as the lake's `market_id` (Kalshi ticker, Polymarket market id). */
            market: string;
            /**
             * @description `subscribe`: the channel's first message; `resync`: after a `gap` (the venue's book was rebuilt from its snapshot, or a `resume` came too late); `slow_consumer`: after deltas to this connection were dropped.
             * @enum {string}
             */
            reason: "subscribe" | "resync" | "slow_consumer";
            /** @description Every bid level, best (highest) first. */
            bids: [
                string,
                string
            ][];
            /** @description Every ask level, best (lowest) first. */
            asks: [
                string,
                string
            ][];
            /**
             * Format: date-time
             * @description The venue's own timestamp of the event (for `index`: the newest input's). RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            venue_time: string | null;
            /**
             * Format: date-time
             * @description When pix received the event from the venue. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            received_at: string | null;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description Changes to the book of the channel's last `book`. */
        StreamV2BookDelta: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "book_delta";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description The channel this message belongs to, in canonical form (as the subscribed answer lists it).
             * @example book:kalshi:KXCPIYOY-26DEC-T3.0
             */
            channel: string;
            /** @description Per-channel sequence number: 1 for the channel's first message, then +1 per message. */
            seq: number;
            /**
             * @description The channel's own sequence number, assigned where the event enters pix: identical for every subscriber, one more than the channel's previous event (a restarted source jumps ahead). Send the last one held in `resume` after reconnecting.
             * @example 1795000000000001
             */
            cseq: number;
            /**
             * @description Venue id.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description The venue's market id, as the lake's `market_id` (Kalshi ticker, Polymarket market id). */
            market: string;
            /** @description Levels to set, in order: the changes one venue message made to this book (one or more; a level may appear twice, the later one wins). */
            changes: {
                /**
                 * @description The side of the book.
                 * @enum {string}
                 */
                side: "bid" | "ask";
                /**
                 * @description The level's yes price, 0 to 1.
                 * @example 0.53
                 */
                price: string;
                /**
                 * @description The level's new total size; "0" removes the level.
                 * @example 1300
                 */
                size: string;
            }[];
            /**
             * Format: date-time
             * @description The venue's own timestamp of the event (for `index`: the newest input's). RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            venue_time: string | null;
            /**
             * Format: date-time
             * @description When pix received the event from the venue. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            received_at: string | null;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description One trade print. */
        StreamV2Trade: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "trade";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description The channel this message belongs to, in canonical form (as the subscribed answer lists it).
             * @example book:kalshi:KXCPIYOY-26DEC-T3.0
             */
            channel: string;
            /** @description Per-channel sequence number: 1 for the channel's first message, then +1 per message. */
            seq: number;
            /**
             * @description The channel's own sequence number, assigned where the event enters pix: identical for every subscriber, one more than the channel's previous event (a restarted source jumps ahead). Send the last one held in `resume` after reconnecting.
             * @example 1795000000000001
             */
            cseq: number;
            /**
             * @description Venue id.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description The venue's market id, as the lake's `market_id` (Kalshi ticker, Polymarket market id). */
            market: string;
            /** @description The venue's trade id, where it publishes one. */
            trade_id: string | null;
            /**
             * @description The yes price the trade printed at, 0 to 1.
             * @example 0.54
             */
            price: string;
            /**
             * @description Contracts traded.
             * @example 40
             */
            size: string;
            /**
             * @description Whether the taker bought or sold yes; null where the venue does not say.
             * @enum {string|null}
             */
            taker_side: "buy" | "sell" | null;
            /**
             * Format: date-time
             * @description The venue's own timestamp of the event (for `index`: the newest input's). RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            venue_time: string | null;
            /**
             * Format: date-time
             * @description When pix received the event from the venue. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            received_at: string | null;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description Top of the book and last trade, sent when any of them changes. */
        StreamV2Ticker: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "ticker";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description The channel this message belongs to, in canonical form (as the subscribed answer lists it).
             * @example book:kalshi:KXCPIYOY-26DEC-T3.0
             */
            channel: string;
            /** @description Per-channel sequence number: 1 for the channel's first message, then +1 per message. */
            seq: number;
            /**
             * @description The channel's own sequence number, assigned where the event enters pix: identical for every subscriber, one more than the channel's previous event (a restarted source jumps ahead). Send the last one held in `resume` after reconnecting.
             * @example 1795000000000001
             */
            cseq: number;
            /**
             * @description Venue id.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description The venue's market id, as the lake's `market_id` (Kalshi ticker, Polymarket market id). */
            market: string;
            /**
             * @description Best bid, yes price.
             * @example 0.53
             */
            best_bid: string | null;
            /**
             * @description Best ask, yes price.
             * @example 0.55
             */
            best_ask: string | null;
            /**
             * @description Midpoint of best bid and best ask; null without both.
             * @example 0.54
             */
            mid: string | null;
            /**
             * @description Price of the last trade pix saw.
             * @example 0.54
             */
            last_trade_price: string | null;
            /**
             * Format: date-time
             * @description The venue's own timestamp of the event (for `index`: the newest input's). RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            venue_time: string | null;
            /**
             * Format: date-time
             * @description When pix received the event from the venue. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            received_at: string | null;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description An index's or benchmark's live indicative value, at most every 250 ms. */
        StreamV2Index: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "index";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description The channel this message belongs to, in canonical form (as the subscribed answer lists it).
             * @example book:kalshi:KXCPIYOY-26DEC-T3.0
             */
            channel: string;
            /** @description Per-channel sequence number: 1 for the channel's first message, then +1 per message. */
            seq: number;
            /**
             * @description The channel's own sequence number, assigned where the event enters pix: identical for every subscriber, one more than the channel's previous event (a restarted source jumps ahead). Send the last one held in `resume` after reconnecting.
             * @example 1795000000000001
             */
            cseq: number;
            /**
             * @description Index or benchmark symbol.
             * @example PIXCPI
             */
            symbol: string;
            /** @description The live indicative value (for charts). */
            value: number | null;
            /** @description The same value as an exact decimal string. */
            value_decimal: string | null;
            /**
             * @description Always true: recomputed from the live books with the minute cycle's methodology; never stored as a tick and never a round.
             * @enum {boolean}
             */
            indicative: true;
            /**
             * @description Always false: only a committed round is official.
             * @enum {boolean}
             */
            official: false;
            /**
             * Format: date-time
             * @description The venue's own timestamp of the event (for `index`: the newest input's). RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            venue_time: string | null;
            /**
             * Format: date-time
             * @description When pix received the event from the venue. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            received_at: string | null;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description Messages of this channel were lost; a fresh `book` follows for a book channel. */
        StreamV2Gap: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "gap";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description The channel this message belongs to, in canonical form (as the subscribed answer lists it).
             * @example book:kalshi:KXCPIYOY-26DEC-T3.0
             */
            channel: string;
            /** @description Per-channel sequence number: 1 for the channel's first message, then +1 per message. */
            seq: number;
            /**
             * @description The `cseq` of the channel's last event this message reflects (resume from it); null when the server has seen no event of the channel yet.
             * @example 1795000000000001
             */
            cseq: number | null;
            /**
             * @description `sequence_gap`: the venue skipped a sequence number, a change was lost, or the book disagreed with the venue's (a check on the venue's digest, best prices or REST book); `reconnect`: pix's connection to the venue dropped; `slow_consumer`: this connection fell behind; `feed_overload`: pix fell behind the venue and sent this book whole instead of its changes (or, on a `trades` channel, dropped trades, counted in `detail`); `resume_expired`: a `resume` named a `cseq` whose following messages the server no longer holds (older than the resume window, unknown, or from before the source restarted): the whole `book` (or latest value) follows.
             * @enum {string}
             */
            reason: "sequence_gap" | "reconnect" | "slow_consumer" | "feed_overload" | "resume_expired";
            /** @description What was lost, in a sentence. */
            detail: string;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description A venue feed's state: sent on connect for every venue, then whenever it changes. */
        StreamV2Status: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "status";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description Venue id.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /**
             * @description `live`: pix holds the venue's WebSocket and it is sending; `reconnecting`: the connection dropped and pix is reconnecting; `stale`: connected but silent for `age_ms`; `rest_only`: no WebSocket for this venue (none configured, or the venue refused pix's credentials), values move with the minute cycle only. Kalshi without an API key is `live` with `depth` `rest_only`.
             * @enum {string}
             */
            state: "live" | "reconnecting" | "stale" | "rest_only";
            /**
             * @description Whether pix holds the venue's order books live (`live`: `book` channels carry every change) or not (`rest_only`): Kalshi without an API key streams its tickers and trades (`state` `live`, `ticker` and `trades` channels and `index` values move between minutes) but not its order books, whose `book` channels are then refused (listed in `rejected`); always `rest_only` when `state` is `rest_only`.
             * @example live
             * @enum {string}
             */
            depth: "live" | "rest_only";
            /** @description Milliseconds since the venue's last event; null when none was received. */
            age_ms: number | null;
            /** @description How far behind the venue pix's handling of its events is (the worst of the venue's feed shards): `stale` past the shedding bound. Null or absent when no connection is held. */
            lag_ms?: number | null;
            /** @description The state in a sentence. */
            detail: string;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description Sent every interval_ms: a client that misses two can assume the connection is gone. */
        StreamV2Heartbeat: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "heartbeat";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /** @description This heartbeat's number; answer with {"type":"ack","heartbeat":id} once read (a connection with no heartbeat acknowledged for 30000 ms is closed). */
            id: number;
            /** @description Milliseconds until the next heartbeat. */
            interval_ms: number;
            /**
             * Format: date-time
             * @description When pix sent this message. RFC 3339 UTC with milliseconds.
             * @example 2026-11-27T14:03:07.412Z
             */
            sent_at: string;
        };
        /** @description The answer to a client's ping. */
        StreamV2Pong: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "pong";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
        };
        /** @description Sent just before the server closes the connection. */
        StreamV2Error: {
            /**
             * @description Message type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "error";
            /**
             * @description Protocol version: 2.
             * @enum {number}
             */
            version: 2;
            /**
             * @description What went wrong; the close code follows from it.
             * @enum {string}
             */
            code: "slow-consumer" | "message-too-large" | "binary-not-supported" | "malformed-message" | "unknown-message-type" | "too-many-messages" | "auth-not-first" | "credential-invalid" | "credential-scope" | "rate-limited" | "service-unavailable";
            /** @description A sentence. */
            detail: string;
        };
        /** @description A version 2 client message: one JSON text frame. */
        StreamV2ClientMessage: {
            /**
             * @description Add or remove channels.
             * @enum {string}
             */
            type: "subscribe" | "unsubscribe";
            /** @description Channel names: index:<symbol>, book:<venue>:<market>, trades:…, ticker:…. */
            channels: string[];
        } | {
            /**
             * @description First message only, when no key header was sent.
             * @enum {string}
             */
            type: "auth";
            /** @description The API key. */
            key: string;
        } | {
            /**
             * @description After reconnecting: subscribe to each channel and be sent the messages missed since its `cseq`, or `gap` (`resume_expired`) and a whole `book` when they are no longer held.
             * @enum {string}
             */
            type: "resume";
            /**
             * @description Channel name → the last `cseq` the client holds of it: 1 to 50 channels.
             * @example {
             *       "book:kalshi:KXCPIYOY-26DEC-T3.0": 1795000000000042
             *     }
             */
            channels: {
                [key: string]: number;
            };
        } | {
            /**
             * @description Answered by pong.
             * @enum {string}
             */
            type: "ping";
        } | {
            /**
             * @description This connection has read every message up to the heartbeat.
             * @enum {string}
             */
            type: "ack";
            /** @description The `id` of the heartbeat read. */
            heartbeat: number;
        };
        ApiInfoResponse: {
            data: components["schemas"]["ApiInfo"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The discovery document: versions, planes and their scopes, authentication, data semantics, HTTP behaviour and limits of this deployment. */
        ApiInfo: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "api_info";
            /**
             * @description Service identifier.
             * @enum {string}
             */
            service: "pix";
            /** @description Human-readable service name. */
            name: string;
            /**
             * @description Major API version; also in the path.
             * @enum {string}
             */
            api_version: "v1";
            /** @description Version of the payload schemas; additive fields may appear within v1. */
            schema_version: string;
            /**
             * @description The versioned API is pre-GA.
             * @enum {string}
             */
            release_stage: "pre_ga";
            /** @description Deployment environment (local, staging, production). */
            environment: string;
            /**
             * @description Where this deployment's numbers come from. `live`: prices, filings and quotes read from the venues' and providers' public data. `synthetic`: made-up moving prices from pix's upstream simulator, in the venues' real payload shapes; for trying pix, never for decisions. Every snapshot's `provenance` and every factor answer's `sources.*.provenance` say the same.
             * @enum {string}
             */
            data_origin: "live" | "synthetic";
            /** @description The read planes, their path prefixes, the scope each needs and whether it is served. */
            planes: {
                /**
                 * @description Plane identifier.
                 * @example indices
                 */
                id: string;
                /** @description What the plane serves. */
                description: string;
                /** @description Path prefixes of the plane. */
                paths: string[];
                /** @description false for the legacy surface (/api/markets, /ws). */
                versioned: boolean;
                /**
                 * @description Scope a presented API key must carry on this plane.
                 * @example indices:read
                 */
                scope: string;
                /** @description Whether the plane can be read with no key. */
                anonymous: boolean;
                /**
                 * @description `planned`: part of the v1 contract, not yet served by this deployment.
                 * @enum {string}
                 */
                status: "available" | "planned";
            }[];
            /** @description How to present an API key, and what happens when it is refused. */
            authentication: {
                /** @description Where anonymous reads are allowed, and on what terms. */
                anonymous: string;
                /** @description The headers that can carry an API key. */
                methods: {
                    /**
                     * @description `api_key_header`: the key alone in X-API-Key; `bearer`: the key as a bearer token.
                     * @enum {string}
                     */
                    type: "api_key_header" | "bearer";
                    /** @description Request header that carries the key. */
                    header: string;
                    /** @description Shape of the header's value. */
                    format: string;
                }[];
                /** @description The shape of an API key. */
                key_format: string;
                /** @description How a presented key is enforced. */
                strict: string;
                /** @description Every scope a key can carry (one per read plane). */
                scopes: string[];
                /** @description What happens when both key headers are sent. */
                both_headers: string;
                /** @description How credentials in the query string are answered. */
                query_string: string;
                /** @description How a key is treated on the discovery routes. */
                discovery: string;
                /** @description The problem answered for each kind of refused key. */
                errors: string;
                /** @description How a key limited to a list of indices and benchmarks reads. */
                entitlements: string;
            };
            /** @description The meaning of the flags and formats every payload uses. */
            data_semantics: {
                /** @description Which values carry `official: true`. */
                official: string;
                /** @description What `settlement_grade` means and where it is false. */
                settlement_grade: string;
                /** @description What a live snapshot is (and is not). */
                live_indicative: string;
                /** @description When a round is committed and what pix asserts about it. */
                committed_round: string;
                /** @description The format of every timestamp. */
                timestamps: string;
                /** @description How decimal values are written. */
                decimals: string;
            };
            /** @description HTTP behaviour shared by every v1 route. */
            http: {
                /** @description The shape of an error response. */
                errors: string;
                /** @description How requests are identified. */
                request_id: string;
                /** @description How ETag and If-None-Match work. */
                conditional_requests: string;
                /** @description Cache lifetimes of the two main classes of read. */
                caching: {
                    /** @description Cache-Control max-age, in seconds, of live values that move each ingestion minute (shared caches must revalidate). */
                    current_max_age_seconds: number;
                    /** @description Cache-Control max-age, in seconds, of discovery documents that change only on deploy. */
                    reference_max_age_seconds: number;
                };
                /** @description How undefined or repeated query parameters are answered. */
                unknown_query_parameters: string;
            };
            /** @description Request size and rate limits. */
            limits: {
                /** @description Longest accepted path + query (characters). */
                max_url_length: number;
                /** @description Largest accepted total of request headers. */
                max_header_bytes: number;
                /** @description Anonymous v1 requests per client IP (IPv6: per /64) and window; over it, 429 rate-limit-exceeded. Keyed requests count against their key instead. */
                anonymous_requests_per_minute_per_ip: number;
                /** @description Length of a rate-limit window; it opens at the first request. RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (seconds) describe it on every counted response. */
                rate_limit_window_seconds: number;
                /**
                 * @description A keyed request counts against its key's own per-minute limit, set when the key is issued.
                 * @enum {string}
                 */
                key_requests_per_minute: "set per key";
            };
            /** @description Rules of the index read plane. */
            index_reads: {
                /** @description History ranges and resolutions, the maximum bucket count, the too-fine rule, auto resolution per range and the UTC bucket calendar. */
                history: {
                    [key: string]: unknown;
                };
                /** @description A snapshot or distribution is served while its cycle started less than this many minutes ago; from then on it answers 503 index-unavailable (and the legacy status is `stale`). */
                snapshot_max_age_minutes: number;
                /** @description New York cut-off, settle delay, carry-forward limit. */
                daily_closes: {
                    [key: string]: unknown;
                };
                /** @description The news resource of every index. */
                news: {
                    /** @description Path template of the news route. */
                    path: string;
                    /** @description Whether this deployment serves news (`NEWS_ENABLED`). */
                    enabled: boolean;
                    /** @description What the news resource carries. */
                    description: string;
                    /** @description Every item `kind`; also the values of the `kind` filter. */
                    kinds: string[];
                    /** @description Every item `licence`. */
                    licences: string[];
                    /** @description Every item `authorship`; also the values of the `authorship` filter. */
                    authorships: string[];
                    /** @description Every value of the news resource's `meta.availability`. */
                    availability: string[];
                    /** @description The selection of a request with no filters. */
                    defaults: {
                        [key: string]: unknown;
                    };
                    /** @description Bounds of the `limit` query parameter (items per response). */
                    limit: {
                        /** @description Smallest accepted `limit`. */
                        min: number;
                        /** @description Largest accepted `limit`. */
                        max: number;
                        /** @description Items returned when `limit` is absent. */
                        default: number;
                    };
                    /** @description Longest `summary` of an item, in characters (longer ones are cut). */
                    summary_max_chars: number;
                    /** @description When pix reads the news feeds; an item can appear at most this often. */
                    ingestion: {
                        /** @description Minutes between two reads of the feeds. */
                        cadence_minutes: number;
                        /** @description Feeds are read on the UTC minutes ≡ this (mod the cadence). */
                        minute_offset: number;
                        /** @description A pass starts no feed later than this many seconds after it began. */
                        time_budget_seconds: number;
                    };
                    /** @description Cache-Control max-age of a news response, in seconds. */
                    cache_max_age_seconds: number;
                    /**
                     * @description Always false: no news item affects an index value or a settlement.
                     * @enum {boolean}
                     */
                    settlement_relevant: false;
                };
            };
            /** @description Public indices and benchmarks in the catalog, counted at most 15 seconds ago. */
            catalog: {
                /** @description Number of public indices. */
                public_indices: number;
                /** @description Number of benchmarks. */
                benchmarks: number;
            };
            stream: components["schemas"]["StreamDiscovery"];
            /** @description Rules of the factor research route (/api/v1/factors/stocks/{ticker}). */
            factor_reads: {
                /** @description Path template of the factor route. */
                path: string;
                /** @description Scope the API key must carry (the route has no anonymous access). */
                scope: string;
                /** @description The factor response's own schema version. */
                schema_version: string;
                /** @description What a factor response is, and is not, fit for. */
                research_only: string;
                /**
                 * @description Cache-Control of every factor answer.
                 * @enum {string}
                 */
                cache_control: "no-store";
                /** @description The ticker rule; a malformed one answers 422 invalid-ticker. */
                ticker: string;
                /** @description false when this deployment lacks the route's upstream configuration: it answers 503 factors-unconfigured. */
                configured: boolean;
                /** @description false: every calendar is UNAVAILABLE (switched off). */
                calendar_enabled: boolean;
                /** @description Seconds a request waits for the calendar sources before the calendar is UNAVAILABLE. */
                calendar_budget_seconds: number;
                /** @description How long pix reuses the calendar sources it read for a ticker. */
                calendar_cache_max_age_seconds: {
                    /** @description Seconds a price provider's calendar is reused before it is read again. */
                    price_provider: number;
                    /** @description Seconds a ticker's filing list is reused before it is read again. */
                    filing_system: number;
                };
                /** @description Largest quote and snapshot age that counts towards a theme level. */
                freshness_budget_seconds: number;
                /** @description The prediction-market themes a stock is related to. */
                themes: {
                    /** @description Theme identifier, as in the response's `themes[].id`. */
                    id: string;
                    /** @description Human-readable theme name. */
                    label: string;
                }[];
                /** @description Where each theme's level comes from. */
                theme_source: string;
            };
            /** @description The quote tape: where it is, and how each venue's latest day was collected. */
            lake: {
                /**
                 * @description The lake's discovery resource.
                 * @enum {string}
                 */
                path: "/api/v1/lake";
                /**
                 * Format: date-time
                 * @description When the day manifests below were read (they are kept up to 10 seconds). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                read_at: string;
                /** @description Each served venue's latest collected day; null when the lake could not be read just now (retry). */
                venues: {
                    /** @description Venue id, as used in lake paths. */
                    venue: string;
                    /** @description The venue's latest collected UTC date (YYYY-MM-DD); null before the first snapshot. */
                    date: string | null;
                    /** @description Snapshots listed on `date`. */
                    snapshots: number;
                    /** @description Of them, snapshots whose completeness is `incomplete` (a failure was recorded; the snapshots route lists each with its failures). */
                    incomplete: number;
                    /** @description The latest incomplete snapshot of the day. */
                    latest_incomplete: {
                        /**
                         * @description The snapshot's HHMM (UTC) on `date`.
                         * @example 2354
                         */
                        at: string;
                        /** @description Rows the snapshot holds. */
                        rows: number;
                        /** @description Rows the venue's latest earlier complete whole-venue snapshot of the day held: what the minute would have held; null when the day has none before it. */
                        rows_expected: number | null;
                        /** @description The failure reasons recorded in its completeness, each once. */
                        reasons: string[];
                    } | null;
                }[] | null;
                /** @description The lake as Apache Iceberg tables (format version 2, read by path or through a configured REST catalog; the lake guide's "Iceberg tables"). Null where the tables are not written (no `LAKE_ICEBERG_BASE_URL`) or could not be read just now (retry). */
                tables: {
                    /** @description When a day is in the tables. */
                    freshness: string;
                    /**
                     * Format: date-time
                     * @description When the tables' metadata below was read (it is kept up to 10 seconds). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    read_at: string;
                    /** @description Every table, in a fixed order. */
                    tables: {
                        /**
                         * @description The table's name (in a REST catalog: `pix.{name}`).
                         * @example trades
                         */
                        name: string;
                        /**
                         * @description The table's root, read by path: `{path}/metadata/version-hint.text` names its current version, `{path}/metadata/v{N}.metadata.json` is the table.
                         * @example /api/v1/lake/iceberg/trades
                         */
                        path: string;
                        /**
                         * @description Its partition fields: the venue (identity) and the UTC day of its time column, or the day only.
                         * @enum {string}
                         */
                        partitioning: "venue, day" | "day";
                        /**
                         * @description The absolute URI of the current metadata file, as engines open it (DuckDB `iceberg_scan`, icebird); null before the table's first commit.
                         * @example https://pix.example.com/api/v1/lake/iceberg/trades/metadata/v12.metadata.json
                         */
                        metadata_location: string | null;
                        /**
                         * @description The current snapshot's id (time travel names earlier ones); null before the first commit.
                         * @example 4120377911063422
                         */
                        current_snapshot_id: number | null;
                        /**
                         * Format: date-time
                         * @description When the current snapshot was committed; null before the first commit. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                         * @example 2026-11-22T00:17:41Z
                         */
                        committed_at: string | null;
                    }[];
                } | null;
            };
        };
        /** @description The /ws terminal stream: message shapes, limits and close codes. */
        StreamDiscovery: {
            /**
             * @description Path to upgrade to a WebSocket.
             * @enum {string}
             */
            path: "/ws";
            /** @description The transport and the framing of every message. */
            transport: string;
            /** @description Version of the message protocol, as in each message's `version`. */
            protocol_version: number;
            /**
             * @description The stream is part of the unversioned legacy surface.
             * @enum {boolean}
             */
            versioned: false;
            /** @description Message `type` → when the server sends it. */
            server_messages: {
                [key: string]: string;
            };
            /** @description Message `type` → its shape and when a client may send it. */
            client_messages: {
                [key: string]: string;
            };
            /** @description Who may connect, what a key needs, and when keyed connections close. */
            access: string;
            /** @description Limits on a connection's messages and on connections per address. */
            limits: {
                /** @description Largest client message, in bytes; a larger one closes the connection. */
                max_client_message_bytes: number;
                /** @description Client messages allowed per minute; more close the connection. */
                max_client_messages_per_minute: number;
                /** @description Most symbols one subscribe may name. */
                max_subscription_symbols: number;
                /** @description Seconds between re-checks of a keyed connection's key. */
                key_recheck_seconds: number;
                /** @description Anonymous connections one address (IPv4, or IPv6 /64) may hold; beyond it the upgrade answers 429 too-many-connections. Keyed connections are not counted. */
                max_anonymous_connections_per_address: number;
            };
            /** @description WebSocket close code → meaning. */
            close_codes: {
                [key: string]: string;
            };
            /** @description How connections are spread over the deployment's stream objects. */
            sharding: {
                /** @description Stream objects on this deployment. */
                shards: number;
                /** @description Connections one stream object holds. */
                clients_per_shard: number;
                /** @description How connections are placed on stream objects, and when an upgrade is refused. */
                rule: string;
            };
            /** @description The stream's version 2: channels, messages, ordering and limits. */
            version_2: {
                /**
                 * @description Where to upgrade for version 2.
                 * @enum {string}
                 */
                path: "/ws?version=2";
                /** @description Channel pattern → what it carries. */
                channels: {
                    [key: string]: string;
                };
                /** @description Message `type` → when the server sends it. */
                server_messages: {
                    [key: string]: string;
                };
                /** @description Message `type` → its shape and when a client may send it. */
                client_messages: {
                    [key: string]: string;
                };
                /** @description Sequence numbers and clocks every message carries. */
                ordering: string;
                /** @description Who may read which channels. */
                access: string;
                /** @description Limits of one version 2 connection. */
                limits: {
                    /** @description Channels one connection may hold. */
                    max_channels: number;
                    /** @description Channels one subscribe or unsubscribe may name. */
                    max_channels_per_message: number;
                    /** @description Markets beyond the catalog's contracts whose book, trades or ticker channels one connection may hold at once (each followed by a venue feed on a subscriber's behalf, within feeds.subscriber_markets_per_venue); a connection may also have at most this many such markets looked up at the venues a minute. */
                    max_subscriber_markets: number;
                    /** @description Server messages one connection is sent per second at most (the slow-consumer rule applies past it). */
                    max_messages_per_second: number;
                    /** @description Largest client message, in bytes; a larger one closes the connection. */
                    max_client_message_bytes: number;
                    /** @description Client messages allowed per minute; more close the connection. */
                    max_client_messages_per_minute: number;
                    /** @description An index channel updates at most this often, in milliseconds. */
                    index_min_interval_ms: number;
                    /** @description Milliseconds between two heartbeats. */
                    heartbeat_interval_ms: number;
                    /** @description A venue silent for this many milliseconds is reported stale. */
                    stale_after_ms: number;
                    /** @description A connection that has acknowledged no heartbeat (`ack`) sent within this many milliseconds is closed (error slow-consumer, close code 4408). */
                    max_unread_ms: number;
                    /** @description Client messages that may wait while one is handled; one more closes the connection (error too-many-messages, close code 1008). */
                    max_waiting_client_messages: number;
                    /** @description On a connection opened with batch=1 (/ws?version=2&batch=1), every frame is a JSON array of messages: at most this many in one frame. */
                    max_batch_messages: number;
                    /** @description On a connection opened with batch=1, at most this many characters of JSON text in one frame, unless one message alone is longer (it then goes alone). */
                    max_batch_chars: number;
                };
                /** @description What happens to a connection that falls behind. */
                slow_consumer: string;
                /** @description What happens to a connection that stops reading. */
                unread: string;
                /** @description Error code → the WebSocket close code the connection is closed with after the `error`. */
                close_codes: {
                    [key: string]: number;
                };
                /** @description The venue feeds' budgets: what the book, trades and ticker channels can cover. */
                feeds: {
                    /** @description Markets a venue's feed follows at most, over all its shards (the rest move with the minute cycle). */
                    max_markets_per_venue: number;
                    /** @description Per venue: markets one feed shard (one connection to the venue) follows at most. A venue's status is the worst of its shards'. */
                    markets_per_shard: {
                        [key: string]: number;
                    };
                    /** @description Per venue: markets beyond the catalog's contracts the feed follows at most because subscribers asked for them (a subscribe past it is refused with the reason in `rejected`). */
                    subscriber_markets_per_venue: {
                        [key: string]: number;
                    };
                    /** @description The share, in percent, of subscriber_markets_per_venue that the connections of one anonymous address, or of one key, may hold at once; the rest is for others. */
                    subscriber_market_share_percent: number;
                    /** @description Per venue: markets beyond the catalog's contracts the connections of one anonymous address, or of one key, may hold at once (past it the subscribe is refused in `rejected`). */
                    subscriber_markets_per_owner: {
                        [key: string]: number;
                    };
                    /** @description A market followed for subscribers is dropped this many milliseconds after no connection holds any of its channels. */
                    subscriber_lease_ms: number;
                };
            };
        };
        /** @description RFC 9457 problem details. `type` links to the problem's page under /docs/problems. */
        Problem: {
            /**
             * Format: uri
             * @description Link to this problem's section of /docs/problems; the fragment is the problem's slug. Branch on this.
             * @example http://localhost:8787/docs/problems#index-not-found
             */
            type: string;
            /**
             * @description Short summary of the problem; the same for every occurrence of the type.
             * @example Index not found
             */
            title: string;
            /**
             * @description The HTTP status code of the response.
             * @example 404
             */
            status: number;
            /**
             * @description What went wrong with this request, in words.
             * @example No public index has the symbol or slug 'XYZ'.
             */
            detail: string;
            /**
             * @description The request path.
             * @example /api/v1/indices/XYZ
             */
            instance: string;
            /** @description Equals the X-Request-ID response header. */
            request_id: string;
            /** @description Present on invalid-parameter and invalid-header problems. */
            invalid_params?: {
                /** @description Name of the offending parameter or header. */
                name: string;
                /**
                 * @description Where the parameter was sent.
                 * @enum {string}
                 */
                in: "query" | "path" | "header" | "body";
                /** @description Why its value was refused. */
                reason: string;
            }[];
        };
        IndexCatalogResponse: {
            data: components["schemas"]["IndexCatalog"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The public indices. */
        IndexCatalog: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_catalog";
            /** @description Number of indices listed. */
            count: number;
            /** @description Every public index, or with `q` those it finds, in catalog order. */
            indices: components["schemas"]["IndexCatalogEntry"][];
        };
        /** @description One public index in the catalog. */
        IndexCatalogEntry: {
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /** @description Human-readable name. */
            name: string;
            /** @description Unit of every value of the index. */
            unit: string;
            /** @description How the value follows from the contracts (see Methodology). */
            calculation_class: string;
            /** @description Paths of the index's resources. */
            links: {
                /** @description Path of the index resource. */
                self: string;
            };
        };
        IndexResponse: {
            data: components["schemas"]["Index"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description One public index: identity, methodology, contracts and releases. */
        Index: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /** @description Human-readable name. */
            name: string;
            /** @description What the index measures, in words. */
            thesis: string;
            /** @description Unit of every value of the index. */
            unit: string;
            methodology: components["schemas"]["Methodology"];
            /** @description The venue contracts the index is computed from. */
            contracts: components["schemas"]["IndexContract"][];
            /** @description Publications of the statistic the index tracks: the most recent (`latest`) and the next scheduled (`next`); each null when none is known. */
            releases: {
                latest: components["schemas"]["Release"];
                next: components["schemas"]["Release"];
            };
            /** @description `feed_launched_at`: when pix started computing the index; history starts there. */
            clocks: {
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                feed_launched_at: string;
            };
        };
        /** @description How the index is calculated, as far as it is disclosed. */
        Methodology: {
            /** @description Version of the index's methodology. */
            version: string;
            /** @description What the index estimates, in words. */
            estimand: string;
            /**
             * @description How the value follows from the contracts: a binary contract's probability, the expectation over a strike ladder, or the expectation over categorical outcomes.
             * @enum {string}
             */
            calculation_class: "binary_probability" | "strike_ladder_expectation" | "categorical_expectation";
            /** @description `disclosed_class_only`: the calculation class is disclosed; implementation parameters are not. */
            transformation_disclosure: string;
            /** @description Weight of each venue in the blended distribution, by venue id. */
            venue_weights: {
                [key: string]: number;
            };
            /** @description The transformation disclosed for the index. */
            index_transformation: {
                /** @description Same as `calculation_class`. */
                calculation_class: string;
            };
        };
        /** @description One venue contract the index is computed from. */
        IndexContract: {
            /**
             * @description Venue listing the contract.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description The venue's market id (as in lake rows). */
            market_id: string;
            /**
             * @description How the contract enters the index: `ladder_above`, one strike of an above-strike ladder; `categorical_outcome`, one outcome of a categorical market; `binary_yes`, the YES side of a binary market.
             * @enum {string}
             */
            role: "ladder_above" | "categorical_outcome" | "binary_yes";
            /** @description The contract's title at the venue. */
            title: string;
            /**
             * @description ladder_above: YES pays when the outcome is strictly above it.
             * @example 2.87
             */
            strike: string | null;
            /** @description categorical_outcome: the outcome this contract pays on; null for other roles. */
            outcome: {
                /** @description The outcome's label at the venue. */
                label: string;
                /**
                 * @description The value on the index's axis the outcome stands for, as a wire-stable decimal string.
                 * @example 2.87
                 */
                value: string;
            } | null;
            /** @description The contract's page at the venue; null when unknown. */
            url: string | null;
            /** @description The contract's trading window at the venue. */
            clocks: {
                /**
                 * Format: date-time
                 * @description When trading opens; null when unknown. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                open_time: string | null;
                /**
                 * Format: date-time
                 * @description When trading closes; null when unknown. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                close_time: string | null;
            };
            volume: components["schemas"]["UsdMetric"];
            open_interest: components["schemas"]["UsdMetric"];
            /**
             * Format: date-time
             * @description When `volume` and `open_interest` were observed; null before any was. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            metrics_observed_at: string | null;
        };
        /** @description A USD amount reported by a venue, with how it was obtained. */
        UsdMetric: {
            /**
             * @description The amount in US dollars as a wire-stable decimal string; null when the venue reported none.
             * @example 2.87
             */
            usd: string | null;
            /**
             * @description `contracts_x_price`: the venue counts contracts; USD = count × current price, counts under `native`.
             * @enum {string|null}
             */
            basis: "usd" | "contracts_x_price" | null;
            /** @description The venue's own count when `basis` is `contracts_x_price`; null otherwise. */
            native: {
                /**
                 * @description The venue's contract count, as a wire-stable decimal string.
                 * @example 2.87
                 */
                contracts: string;
            } | null;
        };
        /** @description A scheduled publication of the statistic the index tracks. */
        Release: {
            /** @description The release, as its publisher names it (e.g. the data month). */
            label: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            at: string;
            /** @description Who publishes the release, and where. */
            source: {
                /** @description Publisher of the release. */
                name: string;
                /** @description Where the publisher posts it. */
                url: string;
            };
        } | null;
        IndexSnapshotResponse: {
            data: components["schemas"]["IndexSnapshot"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The index's latest live, indicative value. */
        IndexSnapshot: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_snapshot";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * @description A live, indicative value; not a settlement record.
             * @enum {string}
             */
            scope: "live_indicative";
            /**
             * @description Always false: only the committed round is official.
             * @enum {boolean}
             */
            official: false;
            value: components["schemas"]["IndexValue"];
            /**
             * Format: date-time
             * @description The tick's minute. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            minute: string;
            /**
             * Format: date-time
             * @description Clock of the source observation: the oldest venue quote the value rests on. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            source_observed_at: string;
            /**
             * Format: date-time
             * @description Clock of pix's calculation (distinct from the source's). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            computed_at: string;
            /**
             * @description `live`: computed from the venues' live quotes. `synthetic`: from simulated quotes (non-live deployments).
             * @enum {string}
             */
            provenance: "live" | "synthetic";
            /** @description Publication/oracle eligibility: a live snapshot is never published or eligible for an oracle; only the committed round of `next_round_effective_at` is (see …/rounds/latest). */
            publication: {
                /**
                 * @description Always false for a live snapshot.
                 * @enum {boolean}
                 */
                oracle_eligible: false;
                /**
                 * @description The snapshot is indicative only.
                 * @enum {string}
                 */
                status: "indicative_only";
                /** @description Why, in words. */
                reason: string;
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                next_round_effective_at: string;
            };
        };
        /** @description A value as an exact decimal string, a number for charts, and its unit. */
        IndexValue: {
            /**
             * @description Wire-stable decimal string.
             * @example 2.87
             */
            decimal: string;
            /**
             * @description Binary-floating-point convenience for charts.
             * @example 2.87
             */
            number: number;
            /**
             * @description Unit of the value (e.g. `%`, `USD`).
             * @example %
             */
            unit: string;
            /**
             * @description The value formatted for display; null when the index defines no display format.
             * @example 2.87%
             */
            display: string | null;
        };
        IndexHistoryResponse: {
            data: components["schemas"]["IndexHistory"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
                /**
                 * @description `available`: pix holds values over the whole window; `partial`: over part of it (see `coverage`); `empty`: over none of it.
                 * @enum {string}
                 */
                availability: "available" | "partial" | "empty";
                /** @description The window requested and the part of it pix holds values for (`held_from`/`held_to`, null when none). */
                coverage: {
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    requested_from: string;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    requested_to: string;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    held_from: string | null;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    held_to: string | null;
                    /** @description Share of the requested window between held_from and held_to. */
                    fraction: number;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    feed_launched_at: string;
                };
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The index's values over a window, in OHLC buckets. */
        IndexHistory: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_history";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * @description Always false: history is indicative.
             * @enum {boolean}
             */
            official: false;
            /**
             * @description Always false: history is not a settlement record.
             * @enum {boolean}
             */
            settlement_grade: false;
            /** @description The window served: the requested range, or `custom` with from/to. */
            range: string;
            /** @description Bucket width served. */
            resolution: string;
            /** @description true when the resolution was chosen by `auto`. */
            resolution_was_auto: boolean;
            /**
             * @description Buckets align to UTC.
             * @enum {string}
             */
            calendar: "utc";
            /** @description Unit of the values. */
            unit: string;
            /** @description The window's buckets, oldest first. */
            buckets: components["schemas"]["OhlcBucket"][];
        };
        /** @description Open, high, low and close of the minute values in one time bucket. */
        OhlcBucket: {
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            start_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            end_at: string;
            /** @description First value in the bucket. */
            open: number;
            /** @description Highest value in the bucket. */
            high: number;
            /** @description Lowest value in the bucket. */
            low: number;
            /** @description Last value in the bucket. */
            close: number;
            /** @description Minute ticks folded into the bucket. */
            tick_count: number;
        };
        IndexRoundResponse: {
            data: components["schemas"]["IndexRound"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The latest committed five-minute round: the index's official value. */
        IndexRound: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_round";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * @description The round is committed by the API.
             * @enum {string}
             */
            status: "api_committed";
            /**
             * @description Always true: the latest committed round is the official value.
             * @enum {boolean}
             */
            official: true;
            /**
             * Format: date-time
             * @description The five-minute round bucket; equals clocks.round_effective_at. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            round_id: string;
            value: components["schemas"]["IndexValue"];
            /** @description Whether the round is confirmed on a chain. */
            chain_confirmation: {
                /**
                 * @description pix does not assert on-chain confirmation.
                 * @enum {string}
                 */
                status: "not_asserted";
            };
            /** @description When the round was computed and the bucket it stands for. */
            clocks: {
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                computed_at: string;
                /**
                 * Format: date-time
                 * @description The round bucket, not a database commit time. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                round_effective_at: string;
            };
        };
        IndexDistributionResponse: {
            data: components["schemas"]["IndexDistribution"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The probability distribution the index value is computed from. */
        IndexDistribution: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_distribution";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * Format: date-time
             * @description The cycle that computed it: the snapshot of the same `minute` carries the value this distribution implies. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            minute: string;
            /**
             * Format: date-time
             * @description Clock of the source observation the distribution rests on. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            observed_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            computed_at: string;
            /** @description How probabilities were observed: strike_ladder_survival, range_buckets, categorical_outcomes, binary_outcome. */
            basis: string;
            /** @description How the displayed index follows, e.g. `expectation`. */
            relationship_to_index: string;
            /** @description Σ probability × representative over the outcomes. */
            expectation: number;
            /** @description normalized, method, raw_total, repaired, violations_pooled, duplicates_pooled, clamped, excluded. */
            normalization: {
                [key: string]: unknown;
            };
            /** @description How `modal` is set: `all_ties_flagged` flags every outcome tied at the top. */
            modal_rule: string;
            /** @description How the open tails' representatives were placed (tail offset, domain bounds); null when no tail is open. */
            support_rule: {
                [key: string]: unknown;
            } | null;
            /** @description Venues mixed into the distribution with their weights; empty for a single source. */
            venues: {
                /** @description Venue id. */
                venue: string;
                /** @description The venue's effective weight in the mixture. */
                weight: number;
            }[];
            /** @description The outcomes, ascending along the axis. */
            outcomes: {
                /** @description The outcome's label. */
                label: string;
                /** @description Where the outcome lies on the index's axis. */
                support: {
                    /** @description Lower bound; null for an open lower tail. Equals `high` for a point. */
                    low: number | null;
                    /** @description Upper bound; null for an open upper tail. */
                    high: number | null;
                    /** @description Whether `low` belongs to the outcome. */
                    low_inclusive: boolean;
                    /** @description Whether `high` belongs to the outcome. */
                    high_inclusive: boolean;
                    /** @description The value the outcome contributes to the expectation. */
                    representative: number;
                };
                /** @description Normalised probability; the outcomes' probabilities sum to 1. */
                probability: number;
                /** @description probability × 100. */
                percentage: number;
                /** @description true for the most probable outcome (every one tied at the top). */
                modal: boolean;
            }[];
        };
        IndexStatisticsResponse: {
            data: components["schemas"]["IndexStatistics"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description Volatility and 12-month range computed from the daily closes. */
        IndexStatistics: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_statistics";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /** @description Unit of the values. */
            unit: string;
            /** @description The New York date of the latest daily reference close used. */
            as_of_date: string;
            /** @description Gated 30-print volatility of day-over-day changes in index units (daily = sample stdev, n−1; annualized = daily × √365). Null with `reason` below 30 prints. */
            volatility: {
                [key: string]: unknown;
            };
            /** @description 12-month (365 New York days) min and max daily close with their dates; ties take the earliest date. */
            level_range: {
                [key: string]: unknown;
            };
        };
        IndexDailyClosesResponse: {
            data: components["schemas"]["IndexDailyCloses"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The index's most recent daily reference closes. */
        IndexDailyCloses: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_daily_closes";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /** @description Unit of the values. */
            unit: string;
            /**
             * @description Time zone of the dates and the cut-off.
             * @enum {string}
             */
            calendar: "America/New_York";
            /**
             * @description Local time of each day's close.
             * @enum {string}
             */
            cutoff_local_time: "16:00";
            /** @description The 6 most recent New York days, newest first. */
            closes: components["schemas"]["DailyClose"][];
        };
        /** @description The index value at 16:00 New York time on one day. */
        DailyClose: {
            /**
             * @description The New York calendar date.
             * @example 2026-11-20
             */
            date: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            cutoff_at: string;
            /** @description The close as a number for charts; null when `unavailable`. */
            value: number | null;
            /**
             * @description Wire-stable decimal string.
             * @example 2.87
             */
            value_decimal: string | null;
            /**
             * @description `observed_at_cutoff`: the value of the 16:00 minute. `carried_forward`: the last earlier value within the carry-forward limit. `unavailable`: no value recent enough; nothing is fabricated.
             * @enum {string}
             */
            provenance: "observed_at_cutoff" | "carried_forward" | "unavailable";
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            source_tick_at: string | null;
        };
        IndexNewsResponse: {
            data: components["schemas"]["IndexNews"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description News items about the index and its contracts, with the feeds they come from. */
        IndexNews: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "index_news";
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * @description Always false: news is not an index value.
             * @enum {boolean}
             */
            official: false;
            /**
             * @description News items are metadata about the index and its contracts: they are never settlement-relevant and never move a value, a round or a close.
             * @enum {boolean}
             */
            settlement_relevant: false;
            /**
             * @description Whatever the filters: `available` (items are stored for this index; the filters may still select none), `empty` (sources configured, nothing stored yet), `no_sources` (no feed is configured for this index), `disabled` (news is switched off for this deployment or this index; nothing is read or served).
             * @enum {string}
             */
            availability: "available" | "empty" | "no_sources" | "disabled";
            policy: components["schemas"]["IndexNewsPolicy"];
            /** @description The feeds configured for this index, with each one's latest outcome; empty when disabled. */
            sources: components["schemas"]["IndexNewsSource"][];
            /** @description Items in `items`. */
            count: number;
            /** @description The selected items, in `policy.order`. */
            items: components["schemas"]["NewsItem"][];
        };
        /** @description The selection rules: the defaults, what this request applied, and the order. */
        IndexNewsPolicy: {
            /** @description What a request with no filters selects. */
            defaults: {
                /** @description Most items returned. */
                limit: number;
                /** @description Kinds selected. */
                kind: ("official_release" | "official_statement" | "filing" | "venue_context" | "venue_event" | "editorial")[];
                /**
                 * @description Relevance selected.
                 * @enum {string}
                 */
                relevance: "direct" | "related" | "all";
                /** @description Authorships selected. */
                authorship: ("primary_document" | "venue_generated" | "editorial")[];
                /**
                 * Format: date-time
                 * @description Earliest item clock `t` selected; null when unbounded. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                since: string | null;
            };
            /** @description What this request selected: each given parameter, normalised (lists in canonical order, `all` expanded, `since` as the UTC second items are compared with), else its default. */
            applied: {
                /** @description Most items returned. */
                limit: number;
                /** @description Kinds selected. */
                kind: ("official_release" | "official_statement" | "filing" | "venue_context" | "venue_event" | "editorial")[];
                /**
                 * @description Relevance selected.
                 * @enum {string}
                 */
                relevance: "direct" | "related" | "all";
                /** @description Authorships selected. */
                authorship: ("primary_document" | "venue_generated" | "editorial")[];
                /**
                 * Format: date-time
                 * @description Earliest item clock `t` selected; null when unbounded. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                since: string | null;
            };
            /** @description The parameters this request did not give, whose default applied. */
            defaulted: ("limit" | "kind" | "relevance" | "authorship" | "since")[];
            /**
             * @description Newest first by the item's own clock `t`; items with the same `t` by ascending id.
             * @enum {string}
             */
            order: "t_desc_id_asc";
        };
        /** @description One feed configured for the index, with its latest outcome. */
        IndexNewsSource: {
            /**
             * @description The feed's id, as in items' `provenance.feed`.
             * @example bls-cpi
             */
            feed_id: string;
            source: components["schemas"]["NewsSource"];
            /**
             * @description Kind of the feed's items.
             * @enum {string}
             */
            kind: "official_release" | "official_statement" | "filing" | "venue_context" | "venue_event" | "editorial";
            /**
             * @description Licence of the feed's items.
             * @enum {string}
             */
            licence: "public_domain" | "venue_public_api" | "headline_link_only";
            /**
             * @description Authorship of the feed's items.
             * @enum {string}
             */
            authorship: "primary_document" | "venue_generated" | "editorial";
            /**
             * @description The feed's binding to this index: `related` demotes every item of the feed; `direct` keeps each item's own relevance.
             * @enum {string}
             */
            relevance: "direct" | "related";
            /** @description How an item of this feed gets its relevance here. */
            relevance_rule: string;
            /**
             * @description `ok`: the latest pass succeeded (an unchanged feed answering 304 included). `failing`: the latest pass failed (see `last_failure_reason`). `pending`: not read yet. `unconfigured`: this deployment cannot read it (EDGAR needs a declared User-Agent).
             * @enum {string}
             */
            status: "ok" | "failing" | "pending" | "unconfigured";
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            last_run_at: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            last_success_at: string | null;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            last_failure_at: string | null;
            /**
             * @description A short reason code (e.g. `http_5xx`, `timeout`, `malformed_xml`, `doctype_refused`, `body_too_large`, `unconfigured`), never upstream text.
             * @example http_5xx
             */
            last_failure_reason: string | null;
            /** @description New items the latest pass stored: 0 when the feed answered 304 or repeated only items already stored. */
            last_items: number | null;
        };
        /** @description The publisher of a news item or feed. */
        NewsSource: {
            /**
             * @description Publisher id.
             * @example bls
             */
            id: string;
            /**
             * @description Publisher name.
             * @example U.S. Bureau of Labor Statistics
             */
            name: string;
            /**
             * @description Publisher's web domain.
             * @example bls.gov
             */
            domain: string;
        };
        /** @description One news item about an index or its contracts; never settlement-relevant. */
        NewsItem: {
            /**
             * @description Stable id derived from the feed and the source's own identifier.
             * @example 3f1c2a9b7d4e5f60718293a4b5c6d7e8
             */
            id: string;
            /**
             * @description What the item is: an agency release, an official statement, a securities filing, venue context (e.g. a market's terms), a venue event (settlement, resolution, milestone) or an editorial headline.
             * @enum {string}
             */
            kind: "official_release" | "official_statement" | "filing" | "venue_context" | "venue_event" | "editorial";
            /**
             * @description `direct`: about the index or its contracts. `related`: informs it without settling it.
             * @enum {string}
             */
            relevance: "direct" | "related";
            /**
             * @description Terms the item is served under; `headline_link_only` items carry no summary.
             * @enum {string}
             */
            licence: "public_domain" | "venue_public_api" | "headline_link_only";
            /**
             * @description `primary_document`: the publisher's own document. `venue_generated`: written by the venue (see `provenance.note`). `editorial`: a publisher's headline.
             * @enum {string}
             */
            authorship: "primary_document" | "venue_generated" | "editorial";
            source: components["schemas"]["NewsSource"];
            /**
             * Format: uri
             * @description Where to read the item at its source.
             * @example https://www.bls.gov/news.release/cpi.nr0.htm
             */
            url: string;
            /** @description The item's title, at most 300 characters. */
            title: string;
            /**
             * Format: date-time
             * @description The item's own clock. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-13T13:30:00Z
             */
            t: string;
            /**
             * Format: date-time
             * @description When the backend first saw the item. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-13T13:30:00Z
             */
            observed_at: string;
            /** @description A plain-text summary, at most 2,000 characters; null when the licence allows none or the source gives none. */
            summary: string | null;
            provenance: components["schemas"]["NewsProvenance"];
            payload: components["schemas"]["NewsPayload"];
        };
        /** @description How pix obtained the item. */
        NewsProvenance: {
            /**
             * @description The configured feed the item came from.
             * @example bls-cpi
             */
            feed: string;
            /**
             * Format: date-time
             * @description When pix read the feed answer that carried the item. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-13T13:30:00Z
             */
            retrieved_at: string;
            /** @description How the venue produced the item. Present on every venue-generated item. */
            note?: string;
        };
        /** @description Kind-specific members; each is optional and only the ones the item's kind defines are present. */
        NewsPayload: {
            /**
             * @description Venue items: the venue.
             * @enum {string}
             */
            venue?: "kalshi" | "polymarket";
            /** @description Venue items: the venue's market id. */
            market_id?: string;
            /** @description Kalshi items: the event ticker. */
            event_ticker?: string;
            /** @description Kalshi items: the series ticker. */
            series_ticker?: string;
            /** @description Hash prefix of the terms text. Every change of a market's terms is a new item, a return to earlier text included (it then repeats an earlier `terms_version` under a new id). */
            terms_version?: string;
            /**
             * @description The version's place in the market's terms history: 1 for the first version pix stored, one more for each change since, a revert included. The highest is the terms in force.
             * @example 2
             */
            terms_sequence?: number;
            /**
             * Format: uri
             * @description Terms items: where the venue publishes the market's terms.
             * @example https://www.bls.gov/news.release/cpi.nr0.htm
             */
            terms_url?: string;
            /** @description Terms items: the sources the market settles on, as the venue names them. */
            settlement_sources?: {
                /** @description Name of the source. */
                name: string;
                /**
                 * Format: uri
                 * @description Its address; null when the venue gives none.
                 * @example https://www.bls.gov/news.release/cpi.nr0.htm
                 */
                url: string | null;
            }[];
            /**
             * @description Venue-event items: what happened to the market.
             * @enum {string}
             */
            event?: "settlement" | "resolution" | "milestone";
            /** @description The venue's result (`yes`/`no`) or winning outcome. */
            result?: string;
            /** @description The winning strike of a settled ladder. */
            strike?: string | null;
            /** @description The value the market settled at, as the venue states it; null when it gives none. */
            settlement_value?: string | null;
            /** @description A scheduled window; `end` is null when the venue gives none. */
            window?: {
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-13T13:30:00Z
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-13T13:30:00Z
                 */
                end: string | null;
            };
            /** @description Milestone items: the venue's milestone id. */
            milestone_id?: string;
            /** @description Milestone items: the venue's milestone type. */
            milestone_type?: string;
            /**
             * @description Filings: the SEC form type.
             * @example S-1
             */
            form?: string;
            /**
             * @description Filings: the SEC accession number.
             * @example 0001999999-26-000012
             */
            accession_number?: string;
            /**
             * @description Filings: the filing date.
             * @example 2026-11-20
             */
            filing_date?: string;
            /** @description Filings: the filer's SEC Central Index Key. */
            cik?: string;
            /** @description Filings: the filer's name. */
            entity_name?: string;
            /**
             * @description Present when the venue's AI wrote the item (then `authorship` is `venue_generated`).
             * @enum {string}
             */
            generated_by?: "venue_ai";
        };
        BenchmarkCatalogResponse: {
            data: components["schemas"]["BenchmarkCatalog"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
                /** @description The families this deployment publishes. */
                families: string[];
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The benchmarks, each with its latest value. */
        BenchmarkCatalog: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "benchmark_catalog";
            /** @description Number of benchmarks listed. */
            count: number;
            /** @description The benchmarks selected by the query. */
            benchmarks: {
                /**
                 * @description The canonical symbol.
                 * @example BMWTI
                 */
                id: string;
                /**
                 * @description Stable symbol: upper-case letters and digits.
                 * @example BMWTI
                 */
                symbol: string;
                /**
                 * @description Slug: lower-case words joined by hyphens; links use it.
                 * @example wti-crude-settle-dec
                 */
                slug: string;
                /** @description Human-readable name. */
                name: string;
                /** @description Family, e.g. `commodities`. */
                family: string;
                /** @description Category within the family, e.g. `energy`. */
                category: string;
                /** @description Unit of the values. */
                unit: string;
                /**
                 * @description A benchmark is a reference value.
                 * @enum {string}
                 */
                classification: "reference";
                /**
                 * @description Always false: benchmark values are indicative.
                 * @enum {boolean}
                 */
                official: false;
                /**
                 * @description Always false: a benchmark value is not a settlement record.
                 * @enum {boolean}
                 */
                settlement_grade: false;
                latest: components["schemas"]["BenchmarkLatest"];
                /** @description Paths of the benchmark's resources. */
                links: {
                    /** @description Path of the benchmark resource. */
                    self: string;
                };
            }[];
        };
        /** @description The benchmark's latest live value, when it is fresh. */
        BenchmarkLatest: {
            /**
             * @description `stale`: the latest value is older than the snapshot age limit, so `value` is null (never a stale value).
             * @enum {string}
             */
            status: "fresh" | "stale" | "none";
            /** @description The latest value; null unless `status` is `fresh`. */
            value: components["schemas"]["IndexValue"] | null;
            /**
             * Format: date-time
             * @description Clock of the oldest venue quote the latest value rests on; null when there is no value. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            source_observed_at: string | null;
            /**
             * Format: date-time
             * @description When pix computed the latest value; null when there is no value. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            computed_at: string | null;
        };
        BenchmarkResponse: {
            data: components["schemas"]["Benchmark"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description One benchmark: identity, classification, resolution source and methodology. */
        Benchmark: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "benchmark";
            /**
             * @description The canonical symbol.
             * @example BMWTI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example BMWTI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example wti-crude-settle-dec
             */
            slug: string;
            /** @description Human-readable name. */
            name: string;
            /** @description What the benchmark measures, in words. */
            thesis: string;
            /** @description Family, e.g. `commodities`. */
            family: string;
            /** @description Category within the family, e.g. `energy`. */
            category: string;
            /**
             * @description A benchmark is a reference value.
             * @enum {string}
             */
            classification: "reference";
            /**
             * @description Always false: benchmark values are indicative.
             * @enum {boolean}
             */
            official: false;
            /**
             * @description Always false: a benchmark value is not a settlement record.
             * @enum {boolean}
             */
            settlement_grade: false;
            /** @description Unit of the values. */
            unit: string;
            /** @description Bounds of the value, exact decimals. */
            domain: {
                /** @description Lowest value the benchmark can take. */
                min: string;
                /** @description Highest value the benchmark can take. */
                max: string;
            };
            /** @description Codes of the underlying elsewhere (e.g. its futures exchange symbol, its venue series), by system. */
            identifiers: {
                [key: string]: string;
            };
            /** @description The published value the benchmark's contracts resolve against. */
            resolution_source: {
                /** @description Publisher of the resolving value. */
                name: string;
                /** @description Where the publisher posts it. */
                url: string;
                /** @description What the resolving value is, in words. */
                description: string;
            };
            methodology: components["schemas"]["Methodology"];
            /** @description The next scheduled resolution; null when none is known. */
            next_resolution: {
                /** @description The resolution, as its publisher names it. */
                label: string;
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                at: string;
                /** @description Who publishes the resolving value, and where. */
                source: {
                    /** @description Publisher of the resolving value. */
                    name: string;
                    /** @description Where the publisher posts it. */
                    url: string;
                };
            } | null;
            /** @description `feed_launched_at`: when pix started computing the benchmark; history starts there. */
            clocks: {
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                feed_launched_at: string;
            };
        };
        BenchmarkSnapshotResponse: {
            data: components["schemas"]["BenchmarkSnapshot"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The benchmark's latest live, indicative value. */
        BenchmarkSnapshot: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "benchmark_snapshot";
            /**
             * @description The canonical symbol.
             * @example BMWTI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example BMWTI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example wti-crude-settle-dec
             */
            slug: string;
            /**
             * @description A benchmark is a reference value.
             * @enum {string}
             */
            classification: "reference";
            /**
             * @description Always false: benchmark values are indicative.
             * @enum {boolean}
             */
            official: false;
            /**
             * @description Always false: a benchmark value is not a settlement record.
             * @enum {boolean}
             */
            settlement_grade: false;
            /**
             * @description A live, indicative value; not a settlement record.
             * @enum {string}
             */
            scope: "live_indicative";
            value: components["schemas"]["IndexValue"];
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            minute: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            source_observed_at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            computed_at: string;
            /**
             * @description `live`: computed from the venues' live quotes. `synthetic`: from simulated quotes (non-live deployments).
             * @enum {string}
             */
            provenance: "live" | "synthetic";
        };
        BenchmarkHistoryResponse: {
            data: components["schemas"]["BenchmarkHistory"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
                /**
                 * @description `available`: pix holds values over the whole window; `partial`: over part of it (see `coverage`); `empty`: over none of it.
                 * @enum {string}
                 */
                availability: "available" | "partial" | "empty";
                /** @description The window requested and the part of it pix holds values for (`held_from`/`held_to`, null when none). */
                coverage: {
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    requested_from: string;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    requested_to: string;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    held_from: string | null;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    held_to: string | null;
                    /** @description Share of the requested window between held_from and held_to. */
                    fraction: number;
                    /**
                     * Format: date-time
                     * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    feed_launched_at: string;
                };
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The benchmark's values over a window, in OHLC buckets. */
        BenchmarkHistory: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "benchmark_history";
            /**
             * @description The canonical symbol.
             * @example BMWTI
             */
            id: string;
            /**
             * @description Stable symbol: upper-case letters and digits.
             * @example BMWTI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens; links use it.
             * @example wti-crude-settle-dec
             */
            slug: string;
            /**
             * @description A benchmark is a reference value.
             * @enum {string}
             */
            classification: "reference";
            /**
             * @description Always false: benchmark values are indicative.
             * @enum {boolean}
             */
            official: false;
            /**
             * @description Always false: a benchmark value is not a settlement record.
             * @enum {boolean}
             */
            settlement_grade: false;
            /**
             * @description `frozen_v1`: the no-query v1 series, byte-stable.
             * @enum {string}
             */
            series: "frozen_v1" | "range";
            /** @description The window served: the requested range, or `custom` with from/to. */
            range: string;
            /** @description Bucket width served. */
            resolution: string;
            /** @description true when the resolution was chosen by `auto`. */
            resolution_was_auto: boolean;
            /**
             * @description Buckets align to UTC.
             * @enum {string}
             */
            calendar: "utc";
            /** @description Unit of the values. */
            unit: string;
            /** @description The window's buckets, oldest first. */
            buckets: components["schemas"]["OhlcBucket"][];
        };
        LakeResponse: {
            data: components["schemas"]["Lake"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description Lake discovery: the venues served and excluded, the tape semantics, limits and cache lifetimes. */
        Lake: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake";
            /** @description What the lake is. */
            description: string;
            /** @description How venues are chosen for serving. */
            selection: string;
            /** @description The venues served. */
            venues: {
                /** @description Venue id, as used in lake paths. */
                venue: string;
                /** @description Venue display name. */
                name: string;
                tape_origin: components["schemas"]["LakeTapeOrigin"];
                /**
                 * @description `two_sided_order_book`: bids and asks, so `mid`/`spread` when both sides are quoted. `indicative_only`: one indicative price per outcome and no book, so never `mid`/`spread`.
                 * @enum {string}
                 */
                book: "two_sided_order_book" | "indicative_only";
                /** @description Paths of the venue and related resources. */
                links: {
                    /** @description Path of the venue resource. */
                    self: string;
                } & {
                    [key: string]: string;
                };
            }[];
            /** @description Known venues that are not served; their paths answer 404 venue-excluded. */
            excluded: {
                /** @description Venue id. */
                venue: string;
                /** @description Venue display name. */
                name: string;
                /**
                 * @description Why the venue is not served.
                 * @enum {string}
                 */
                reason: "licence_gated" | "vendor_purchased" | "not_allow_listed";
                /** @description The reason in words. */
                explanation: string;
            }[];
            /** @description The quote tape: snapshot naming, row schema and semantics. */
            tape: {
                /**
                 * @description Pattern of a snapshot's name: venue, UTC date and HHMM of the cycle start.
                 * @example lake/{venue}/{YYYY-MM-DD}/{HHMM}
                 */
                object_key: string;
                /**
                 * @description Schema name of every row (see LakeRow).
                 * @enum {string}
                 */
                row_schema: "pix-lake-row-v1";
                /** @description How to read the rows, one rule per member. */
                semantics: {
                    /** @description Where rows come from. */
                    rows: string;
                    /** @description How an unquoted side is written. */
                    unquoted_side: string;
                    /** @description When `mid` and `spread` are present. */
                    mid_and_spread: string;
                    /** @description Which price columns to expect. */
                    quote_fields: string;
                    /** @description What a mirror venue is. */
                    tape_origin: string;
                    /** @description What a snapshot's `at` means. */
                    at: string;
                    /** @description How to read a snapshot's completeness. */
                    completeness: {
                        /** @description Meaning of each completeness status. */
                        statuses: {
                            /** @description Meaning of `incomplete`. */
                            incomplete: string;
                            /** @description Meaning of `not_recorded`. */
                            not_recorded: string;
                        };
                        /** @description What `not_recorded` does not claim. */
                        absence_of_failure: string;
                    };
                    /** @description How numbers are written. */
                    decimals: string;
                };
            };
            /** @description Size ceiling and paging limits of the quotes route. */
            limits: {
                /**
                 * @description Published byte ceiling of one snapshot; a larger one answers 413 lake-snapshot-too-large.
                 * @example 67108864
                 */
                snapshot_max_bytes: number;
                /** @description Quotes page served when `page` is absent. */
                page_default: number;
                /** @description Rows per quotes page when `page_size` is absent. */
                page_size_default: number;
                /** @description Largest accepted `page_size`. */
                page_size_max: number;
            };
            /** @description Cache lifetimes of the lake routes, in seconds. */
            caching: {
                /** @description Cache-Control max-age, in seconds, of this discovery resource. */
                discovery_max_age_seconds: number;
                /** @description Cache-Control max-age, in seconds, of the venue catalog and venue resources. */
                venues_max_age_seconds: number;
                /** @description Cache-Control max-age, in seconds, of the snapshot list of a day still open. */
                open_day_snapshots_max_age_seconds: number;
                /** @description Quote pages (a snapshot is never rewritten) and snapshot lists of finished UTC days. */
                sealed_max_age_seconds: number;
            };
            /** @description Problem slug per lake failure. */
            errors: {
                [key: string]: string;
            };
        };
        /** @description Whether the venue's tape is its own market or a mirror of another. */
        LakeTapeOrigin: {
            /**
             * @description `own_book`: the venue's own market. `mirror`: re-publishes another exchange's book.
             * @enum {string}
             */
            kind: "own_book" | "mirror";
            /** @description For a mirror, the exchange whose book it mirrors; a mirror is not an independent price. */
            mirrors: string | null;
        };
        LakeVenueCatalogResponse: {
            data: components["schemas"]["LakeVenueCatalog"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The venues the lake serves. */
        LakeVenueCatalog: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_venue_catalog";
            /** @description Number of venues served. */
            count: number;
            /** @description Every venue served, with its semantics and coverage. */
            venues: {
                /**
                 * @description Venue id, as used in lake paths.
                 * @example kalshi
                 */
                venue: string;
                /**
                 * @description Venue display name.
                 * @example Kalshi
                 */
                name: string;
                tape_origin: components["schemas"]["LakeTapeOrigin"];
                /**
                 * @description `two_sided_order_book`: bids and asks, so `mid`/`spread` when both sides are quoted. `indicative_only`: one indicative price per outcome and no book, so never `mid`/`spread`.
                 * @enum {string}
                 */
                book: "two_sided_order_book" | "indicative_only";
                /**
                 * @description Seconds between snapshots.
                 * @example 60
                 */
                cadence_seconds: number;
                /**
                 * @description Only publicly licensed tapes are served.
                 * @enum {string}
                 */
                licence: "venue_public_api";
                /**
                 * @description Price columns the venue actually fills: the union over every snapshot of the latest collected date (`quote_fields_date`). Do not assume `bid` and `ask`. Per snapshot: the snapshots route.
                 * @example [
                 *       "bid",
                 *       "ask",
                 *       "last",
                 *       "indicative",
                 *       "mid",
                 *       "spread"
                 *     ]
                 */
                quote_fields: ("bid" | "ask" | "last" | "indicative" | "mid" | "spread")[];
                /**
                 * @description How `quote_fields` is computed: over every snapshot of `quote_fields_date`.
                 * @enum {string}
                 */
                quote_fields_basis: "union_over_latest_collected_date";
                /**
                 * Format: date
                 * @description The UTC date `quote_fields` was computed over; null before the first snapshot.
                 * @example 2026-11-22
                 */
                quote_fields_date: string | null;
                coverage: components["schemas"]["LakeCoverage"];
                /** @description Paths of the venue and related resources. */
                links: {
                    /** @description Path of the venue resource. */
                    self: string;
                } & {
                    [key: string]: string;
                };
            }[];
        };
        /** @description What has been collected, from the oldest (`first_*`) to the newest (`last_*`) stored date and snapshot; all null before the first snapshot. */
        LakeCoverage: {
            /**
             * Format: date
             * @description Oldest UTC date with stored data.
             * @example 2026-11-22
             */
            first_date: string | null;
            /**
             * Format: date
             * @description Newest UTC date with stored data.
             * @example 2026-11-22
             */
            last_date: string | null;
            /** @description Number of UTC dates with stored data (0 before the first). */
            date_count: number;
            first_snapshot: components["schemas"]["LakeSnapshotRef"];
            last_snapshot: components["schemas"]["LakeSnapshotRef"];
        };
        /** @description One snapshot, by its UTC date and cycle start. */
        LakeSnapshotRef: {
            /**
             * Format: date
             * @description UTC date of the snapshot's collection cycle.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description HHMM of the object key (cycle start, UTC).
             * @example 1005
             */
            at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            cycle_start: string;
        } | null;
        LakeVenueResponse: {
            data: components["schemas"]["LakeVenue"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description One served venue: its semantics, coverage, stored dates and retention. */
        LakeVenue: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_venue";
            /**
             * @description Venue id, as used in lake paths.
             * @example kalshi
             */
            venue: string;
            /**
             * @description Venue display name.
             * @example Kalshi
             */
            name: string;
            tape_origin: components["schemas"]["LakeTapeOrigin"];
            /**
             * @description `two_sided_order_book`: bids and asks, so `mid`/`spread` when both sides are quoted. `indicative_only`: one indicative price per outcome and no book, so never `mid`/`spread`.
             * @enum {string}
             */
            book: "two_sided_order_book" | "indicative_only";
            /**
             * @description Seconds between snapshots.
             * @example 60
             */
            cadence_seconds: number;
            /**
             * @description Only publicly licensed tapes are served.
             * @enum {string}
             */
            licence: "venue_public_api";
            /**
             * @description Price columns the venue actually fills: the union over every snapshot of the latest collected date (`quote_fields_date`). Do not assume `bid` and `ask`. Per snapshot: the snapshots route.
             * @example [
             *       "bid",
             *       "ask",
             *       "last",
             *       "indicative",
             *       "mid",
             *       "spread"
             *     ]
             */
            quote_fields: ("bid" | "ask" | "last" | "indicative" | "mid" | "spread")[];
            /**
             * @description How `quote_fields` is computed: over every snapshot of `quote_fields_date`.
             * @enum {string}
             */
            quote_fields_basis: "union_over_latest_collected_date";
            /**
             * Format: date
             * @description The UTC date `quote_fields` was computed over; null before the first snapshot.
             * @example 2026-11-22
             */
            quote_fields_date: string | null;
            coverage: components["schemas"]["LakeCoverage"];
            /** @description Every UTC date with stored data, ascending: tape, or only the Parquet files once the tape is past its retention. */
            dates: string[];
            /** @description The same dates, each with its Parquet files (quotes, books, trades) or null. */
            days: components["schemas"]["LakeDay"][];
            retention: components["schemas"]["LakeRetention"];
        };
        /** @description One UTC date of a venue with stored data. */
        LakeDay: {
            /**
             * Format: date
             * @description UTC date with stored data.
             * @example 2026-11-22
             */
            date: string;
            parquet: components["schemas"]["LakeDayParquet"];
            books_parquet: components["schemas"]["LakeDayParquet"] & unknown;
            trades_parquet: components["schemas"]["LakeDayParquet"] & unknown;
            /** @description Paths of the day's resources. */
            links: {
                /** @description Path of the day's snapshot list. */
                snapshots: string;
                /** @description Path of the day's Parquet download; present once the day is compacted. */
                parquet?: string;
                /** @description Path of the day's book Parquet download; present once its book tape is compacted. */
                books_parquet?: string;
                /** @description Path of the day's trade Parquet download; present once its trade tape is compacted. */
                trades_parquet?: string;
            };
        };
        /** @description The day's quotes as a Parquet file; null until the day is compacted: the current day, a closed day before the daily job ran (00:15 UTC), or a day whose compaction failed. */
        LakeDayParquet: {
            /**
             * @description The file's name in the lake: venue and date.
             * @example lake/{venue}/{YYYY-MM-DD}/day.parquet
             */
            key: string;
            /**
             * @description Size of the Parquet file.
             * @example 2358846
             */
            bytes: number;
            /** @description Rows in the file: every row of every snapshot of the day (quotes), every level of every book of the day's book tape (books), or every print of the day's trade tape (trades). */
            rows: number;
            /**
             * Format: date-time
             * @description When the day was compacted. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            created_at: string;
        } | null;
        /** @description How long this deployment keeps a venue's tape and Parquet files. */
        LakeRetention: {
            /**
             * @description Days a day's tape (snapshots, quotes, books, trades) is kept; null keeps it forever.
             * @example 30
             */
            tape_days: number | null;
            /**
             * @description Days a day's Parquet files are kept; null keeps them forever.
             * @example 365
             */
            parquet_days: number | null;
            /**
             * Format: date
             * @description Oldest date whose tape the retention keeps today (null: all).
             * @example 2026-11-22
             */
            tape_kept_from: string | null;
            /**
             * Format: date
             * @description Oldest date whose Parquet files the retention keeps today (null: all).
             * @example 2026-11-22
             */
            parquet_kept_from: string | null;
            /** @description When days are compacted and deleted, in words. */
            rule: string;
        };
        LakeSnapshotsResponse: {
            data: components["schemas"]["LakeSnapshots"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The snapshots of one venue on one UTC date. */
        LakeSnapshots: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_snapshots";
            /** @description Venue id. */
            venue: string;
            /**
             * Format: date
             * @description The UTC date listed.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description `open`: the UTC day is not over, so snapshots may still be added. `closed`: final.
             * @enum {string}
             */
            day_status: "open" | "closed";
            /** @description Number of snapshots of the day. */
            count: number;
            /** @description The day's snapshots, oldest first. */
            snapshots: {
                /**
                 * @description HHMM of the object key (cycle start, UTC).
                 * @example 1005
                 */
                at: string;
                /**
                 * Format: date-time
                 * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-22T10:05:00Z
                 */
                cycle_start: string;
                /** @description Rows in the snapshot (see the quotes route's pagination). */
                rows: number;
                /** @description Stored size of the snapshot's NDJSON. */
                bytes: number;
                /** @description Above snapshot_max_bytes: its quotes answer 413. */
                exceeds_ceiling: boolean;
                completeness: components["schemas"]["LakeCompleteness"];
                /** @description Price columns filled by at least one row of this snapshot. */
                quote_fields: ("bid" | "ask" | "last" | "indicative" | "mid" | "spread")[];
                /** @description Paths of the snapshot's resources. */
                links: {
                    /** @description Path of the snapshot's first quotes page at the default page size. */
                    quotes: string;
                };
            }[];
        };
        /** @description What the collector recorded about a snapshot's gaps. */
        LakeCompleteness: {
            /**
             * @description `incomplete`: the collector recorded a failure (listed). `not_recorded`: it recorded none — which does not claim the snapshot is complete.
             * @enum {string}
             */
            status: "incomplete" | "not_recorded";
            /** @description The recorded failures; present when `status` is `incomplete`. `whole_venue_collection_pending`: the minute's whole-venue snapshot is still being collected (this is the catalog's part alone; it is replaced within seconds); `whole_venue_not_collected`: the whole-venue collection could not be opened; `range_not_reported`: a page range was never collected. */
            failures?: {
                /** @description What failed, as a short machine-readable word. */
                reason: string;
                /** @description The collection step that failed (the request or field read). */
                stage: string;
                /** @description The market concerned, when the failure is about one. */
                market_id?: string;
                /** @description The page range whose rows are missing (whole-venue snapshots), e.g. `offsets 500-749`. */
                range?: string;
            }[];
            /** @description On an `incomplete` whole-venue minute: the rows it would have held, from the venue's latest earlier snapshot of the day that recorded no failure; null when the day has none before it. */
            rows_expected?: number | null;
        };
        LakeQuotesResponse: {
            data: components["schemas"]["LakeQuotes"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
                pagination: components["schemas"]["LakePagination"];
                /** @description Stored size of the whole snapshot, in bytes. */
                snapshot_bytes: number;
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description One page of the rows of one snapshot. */
        LakeQuotes: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_quotes";
            /** @description Venue id. */
            venue: string;
            /**
             * Format: date
             * @description UTC date of the snapshot's collection cycle.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description HHMM of the object key (cycle start, UTC).
             * @example 1005
             */
            at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            cycle_start: string;
            /**
             * @description Schema of the rows as stored.
             * @example pix-lake-row-v1
             */
            row_schema: string;
            /**
             * @description The snapshot's completeness status; the failures are listed by the snapshots route.
             * @enum {string|null}
             */
            completeness_status: "incomplete" | "not_recorded" | null;
            /** @description This page's rows, in the snapshot's order. */
            rows: components["schemas"]["LakeRow"][];
        };
        /** @description A pix-lake-row-v1 row, byte for byte the NDJSON line the lake stores (without its newline). */
        LakeRow: {
            /**
             * @description Venue that quoted the row.
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description The venue's market id (Kalshi: market ticker; Polymarket: Gamma market id). With `outcome`, identifies the row within a snapshot. */
            market_id: string;
            /** @description The venue's id of the event grouping the market (Kalshi: event ticker; Polymarket: event id); null when the venue gives none. */
            event_id: string | null;
            /** @description The outcome quoted: `yes` or `no` for a binary outcome, else the venue's outcome label. */
            outcome: string;
            /** @description The venue's token id of the outcome (Polymarket); null on venues without outcome tokens. */
            token_id: string | null;
            /** @description The market's title as the venue shows it. */
            title: string;
            /**
             * @description Market lifecycle, normalised across venues; `unknown` when the venue's word has no match.
             * @enum {string}
             */
            status: "unopened" | "open" | "paused" | "closed" | "settled" | "unknown";
            /**
             * @description Best bid: exact decimal probability (0–1); null when not quoted, never 0.
             * @example 0.4300
             */
            bid: string | null;
            /**
             * @description Best ask: exact decimal probability (0–1); null when not quoted, never 0.
             * @example 0.4300
             */
            ask: string | null;
            /**
             * @description Last trade: exact decimal probability (0–1); null when not quoted, never 0.
             * @example 0.4300
             */
            last: string | null;
            /**
             * @description Indicative price: exact decimal probability (0–1); null when not quoted, never 0.
             * @example 0.4300
             */
            indicative: string | null;
            /**
             * @description Where `indicative` came from: `mid` (the book's midpoint), `last` (the last trade) or `venue_price` (the venue's displayed price); null when `indicative` is null.
             * @enum {string|null}
             */
            indicative_source: "mid" | "last" | "venue_price" | null;
            /**
             * @description The book's midpoint, (bid + ask) / 2, exact decimal; present only when both sides were quoted on a two-sided book, absent (not null, not 0) otherwise.
             * @example 0.4400
             */
            mid?: string;
            /**
             * @description ask − bid, exact decimal; present exactly when `mid` is.
             * @example 0.0200
             */
            spread?: string;
            /** @description true when both a bid and an ask were quoted (then `mid` and `spread` are present). */
            two_sided_book: boolean;
            /** @description Traded volume in US dollars, exact decimal (basis in `usd_basis`); null when not reported or not priced. */
            volume_usd: string | null;
            /** @description Open interest in US dollars, exact decimal (basis in `usd_basis`); null when not reported or not priced. */
            open_interest_usd: string | null;
            /**
             * @description How the USD figures were obtained: `usd`, reported in dollars by the venue; `contracts_x_price`, the venue's contract count × `indicative`. null when the venue reported neither figure.
             * @enum {string|null}
             */
            usd_basis: "usd" | "contracts_x_price" | null;
            /** @description The venue's own contract counts when `usd_basis` is `contracts_x_price`; null otherwise. */
            native: {
                /** @description Traded volume in contracts, as the venue reported it; null when not reported. */
                volume_contracts: string | null;
                /** @description Open interest in contracts, as the venue reported it; null when not reported. */
                open_interest_contracts: string | null;
            } | null;
            /**
             * Format: date-time
             * @description When the quote was observed: the venue's clock, or pix's receive time (`observed_at_source` says which). RFC 3339 UTC to the millisecond, as the tape recorded it: the one exception to the second precision of every other instant.
             * @example 2026-11-22T10:05:00.000Z
             */
            observed_at: string;
            /**
             * @description `venue`: `observed_at` is the venue's clock; `collector`: pix's receive time stood in.
             * @enum {string}
             */
            observed_at_source: "venue" | "collector";
            /**
             * Format: date-time
             * @description When the market closes to trading, by the venue's clock; RFC 3339 UTC to the millisecond, as the tape recorded it. null when the venue gives none.
             * @example 2026-12-10T13:25:00.000Z
             */
            close_time: string | null;
        };
        /** @description Where this page sits in the snapshot. */
        LakePagination: {
            /** @description This page's number, from 1. */
            page: number;
            /** @description Rows per page, as requested or defaulted. */
            page_size: number;
            /** @description Rows in the whole snapshot. */
            total_rows: number;
            /** @description At least 1: an empty snapshot has one empty page. */
            total_pages: number;
        };
        LakeBookResponse: {
            data: components["schemas"]["LakeBook"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description One outcome's order book of one market at one collection minute, in the outcome's own terms. */
        LakeBook: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_book";
            /** @description Venue id. */
            venue: string;
            /** @description The venue's market id. */
            market_id: string;
            /** @description The outcome whose book this is, as the quote rows name it. */
            outcome: string;
            /** @description The outcome's token (Polymarket); null on venues without outcome tokens. */
            token_id: string | null;
            /** @description Every outcome of the market with a book at this minute (pick one with `outcome`). */
            outcomes: string[];
            /**
             * Format: date
             * @description UTC date of the collection cycle.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description HHMM of the object key (cycle start, UTC).
             * @example 1005
             */
            at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            cycle_start: string;
            /**
             * Format: date-time
             * @description When the book was observed: the venue's clock when the book carries one, else pix's receive time; RFC 3339 UTC to the millisecond.
             * @example 2026-11-22T10:05:01.512Z
             */
            observed_at: string;
            /**
             * @description Levels the book tape keeps per side at most (the best ones); a side with fewer levels lists them all.
             * @example 10
             */
            depth: number;
            /** @description Bids, best (highest price) first; empty when none. */
            bids: [
                string,
                string
            ][];
            /** @description Asks, best (lowest price) first; empty when none. */
            asks: [
                string,
                string
            ][];
        };
        LakeCandlesResponse: {
            data: components["schemas"]["LakeCandles"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
                /** @description What this answer read from the tape. */
                tape: {
                    /** @description Snapshots of this part of the window: read whole, or summarised in the hour summaries read (`hour_summaries`). */
                    snapshots: number;
                    /** @description Their stored NDJSON bytes. */
                    bytes: number;
                    /** @description Of those, snapshots taped `incomplete` (the market may be missing from them). */
                    incomplete_snapshots: number;
                    /** @description Hours of this part served from their hour summaries (`1h`, `4h`, `1d` only; built about 15 minutes after the hour ends), each a few range reads; the other hours were read minute by minute. 0 below an hour. */
                    hour_summaries: number;
                };
                /** @description What this answer read from the trade tape. */
                trade_tape: {
                    /** @description Minutes of this answer whose prints were looked for (0 when trades are not read for this venue and outcome). */
                    minutes: number;
                    /** @description Of those, minutes with their prints taped. */
                    taped: number;
                    /** @description Of the taped minutes, those whose prints are incomplete. */
                    incomplete: number;
                };
                /** @description At `1h`, `4h` and `1d`, when the answer's first bucket holds hours not summarised yet whose minutes are more than one answer reads (a whole-venue tape's latest hours): the answer has no candles and no `links.next`, and says when to ask again. Null otherwise. Once a summary is overdue, the same request is a 400. */
                hour_summaries_pending: {
                    /**
                     * Format: date-time
                     * @description Start of the bucket that waits for its hours' summaries (the answer's `from`). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    from: string;
                    /**
                     * Format: date-time
                     * @description When the last of its hours' summaries is expected: ask again then, with the same request. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-22T10:05:00Z
                     */
                    expected_at: string;
                } | null;
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description Candles of one market outcome over part of a window. */
        LakeCandles: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_candles";
            /** @description Venue id. */
            venue: string;
            /** @description The venue's market id. */
            market: string;
            /** @description The outcome the candles are of. */
            outcome: string;
            /**
             * @description Bucket width.
             * @enum {string}
             */
            resolution: "1m" | "5m" | "15m" | "1h" | "4h" | "1d";
            /**
             * Format: date-time
             * @description Start of this answer's part of the window (a bucket boundary). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            from: string;
            /**
             * Format: date-time
             * @description End (exclusive) of this answer's part: at most 1000 buckets and 1440 minutes of tape read minute by minute after `from`, and at `1h`, `4h`, `1d` at most 168 hours; `links.next` continues. A continuation (`window_from`) whose part and the rest of the window hold no row of the market ends at the window's end, without candles. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            to: string;
            /**
             * Format: date-time
             * @description End (exclusive) of the whole requested window, rounded up to a bucket boundary. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            window_to: string;
            /**
             * @description Where the candles' trades come from: `taped`, the trade tape holds every minute of this answer in full; `partial`, some minutes have no prints taped or are incomplete (`meta.trade_tape`), and the trades are those of the taped minutes; `not_taped`, no minute of this answer has its prints taped, or the venue's prints are not in this outcome's terms (Kalshi outcomes other than `yes`, whose prints carry the YES price), so every candle's `trades` is null. A Polymarket outcome's trades are the prints of its own token.
             * @enum {string}
             */
            trade_source: "taped" | "partial" | "not_taped";
            /**
             * @description Buckets without a taped minute or a trade are left out, never carried forward.
             * @enum {string}
             */
            empty_buckets: "omitted";
            /** @description The buckets with data, ascending. */
            candles: components["schemas"]["LakeCandle"][];
        };
        /** @description One bucket with data; buckets without any are omitted. */
        LakeCandle: {
            /**
             * Format: date-time
             * @description Bucket start (inclusive), a UTC multiple of the resolution. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            start: string;
            /**
             * Format: date-time
             * @description Bucket end (exclusive). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            end: string;
            /** @description OHLC of the row's `mid` over the minutes with a two-sided book, each exactly as taped; null when no minute of the bucket had one (no price is made up). */
            mid: {
                /**
                 * @description First value of the bucket. Exact decimal string.
                 * @example 0.4400
                 */
                open: string;
                /**
                 * @description Highest value (the first written, on ties). Exact decimal string.
                 * @example 0.4400
                 */
                high: string;
                /**
                 * @description Lowest value (the first written, on ties). Exact decimal string.
                 * @example 0.4400
                 */
                low: string;
                /**
                 * @description Last value of the bucket. Exact decimal string.
                 * @example 0.4400
                 */
                close: string;
                /** @description Minutes of the bucket with a two-sided book. */
                minutes: number;
            } | null;
            /** @description Minutes of the bucket with a row of the outcome, one-sided or not. */
            quote_minutes: number;
            /**
             * @description The venue's traded volume in USD as last reported in the bucket (its running total, not a sum over the bucket); null when no minute reported it.
             * @example 18250.50
             */
            volume_usd: string | null;
            /**
             * @description Open interest in USD as last reported in the bucket; null when the venue reported none in it.
             * @example 7420.00
             */
            open_interest_usd: string | null;
            /** @description The bucket's trade prints; null on every candle when `trade_source` is `not_taped` (never zero trades for prints that were not read). */
            trades: {
                /** @description OHLC of the prints' prices in venue-time order; null with no print. */
                price: {
                    /**
                     * @description First value of the bucket. Exact decimal string.
                     * @example 0.4400
                     */
                    open: string;
                    /**
                     * @description Highest value (the first written, on ties). Exact decimal string.
                     * @example 0.4400
                     */
                    high: string;
                    /**
                     * @description Lowest value (the first written, on ties). Exact decimal string.
                     * @example 0.4400
                     */
                    low: string;
                    /**
                     * @description Last value of the bucket. Exact decimal string.
                     * @example 0.4400
                     */
                    close: string;
                } | null;
                /**
                 * @description Sum of the prints' sizes. Exact decimal string.
                 * @example 0.4400
                 */
                volume: string;
                /** @description Number of prints. */
                count: number;
            } | null;
        };
        LakeTradesResponse: {
            data: components["schemas"]["LakeTrades"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
                pagination: components["schemas"]["LakeTradesPagination"];
                /** @description Stored size of the minute's whole trades object, in bytes. */
                trades_bytes: number;
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description One page of one minute's trade prints. */
        LakeTrades: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "lake_trades";
            /** @description Venue id. */
            venue: string;
            /**
             * Format: date
             * @description UTC date of the collection cycle.
             * @example 2026-11-22
             */
            date: string;
            /**
             * @description HHMM of the object key (cycle start, UTC).
             * @example 1005
             */
            at: string;
            /**
             * Format: date-time
             * @description RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            cycle_start: string;
            /**
             * Format: date-time
             * @description The prints' venue times start here (inclusive): one minute before `cycle_start`. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            window_start: string;
            /**
             * Format: date-time
             * @description The prints' venue times end here (exclusive): `cycle_start`. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T10:05:00Z
             */
            window_end: string;
            /** @description The market filter asked for; null when none was. */
            market: string | null;
            /** @description The outcome token filter asked for; null when none was. */
            token_id: string | null;
            /** @description Whether every print of the window was read. False when a page of the venue's trade listing failed after retries, a print could not be read, or the listing was longer than pix reads a minute: the rows are what was read, and `failures` says why the rest is missing. */
            complete: boolean;
            /** @description Why the minute is incomplete; empty when `complete`. */
            failures: {
                /** @description Why prints are missing, a machine-readable reason such as `page_limit_reached`. */
                reason: string;
                /** @description Where in the collection it happened (the reader or page that failed). */
                stage: string;
            }[];
            /** @description This page's prints, by market, then outcome token, then venue time, then trade id. */
            rows: components["schemas"]["LakeTradeRow"][];
        };
        /** @description One trade print as the venue published it. */
        LakeTradeRow: {
            /** @description The venue's id of the trade (Kalshi `trade_id`; Polymarket: `{transaction hash}:{token}:{side}:{price}:{size}`, as the data API gives a fill no id of its own). Each id appears once in a minute, and in one minute only. */
            trade_id: string;
            /** @description The market traded: Kalshi's ticker (as `market_id` in its quote rows); Polymarket's condition id. */
            market_id: string;
            /** @description The outcome token traded (Polymarket; as `token_id` in its quote rows); null on venues without outcome tokens. */
            token_id: string | null;
            /** @description The outcome traded as the venue names it (Polymarket: `Yes`, `No` or its label); null on Kalshi, whose price is the YES price. */
            outcome: string | null;
            /**
             * @description Exact decimal price (0–1): Kalshi's YES price, Polymarket's price of the outcome traded.
             * @example 0.44
             */
            price: string;
            /**
             * @description Contracts (Kalshi) or shares (Polymarket), exact decimal.
             * @example 25
             */
            size: string;
            /**
             * @description Kalshi: `yes` or `no`, the side the taker bought. Polymarket: `buy` or `sell` of the outcome token by the taker.
             * @example yes
             */
            taker_side: string;
            /**
             * Format: date-time
             * @description When the venue says the trade happened, RFC 3339 UTC to the millisecond (Polymarket's times are whole seconds, so `.000`).
             * @example 2026-11-22T10:04:31.204Z
             */
            venue_time: string;
            /**
             * Format: date-time
             * @description When pix read the venue page that carried the print, RFC 3339 UTC to the millisecond.
             * @example 2026-11-22T10:05:00.412Z
             */
            received_at: string;
        };
        /** @description Where this page sits in the minute's prints. */
        LakeTradesPagination: {
            /** @description This page's number, from 1. */
            page: number;
            /** @description Prints per page asked for. */
            page_size: number;
            /** @description Prints in the minute (of `market` or `token_id` when given). */
            total_rows: number;
            /** @description At least 1: a minute without prints has one empty page. */
            total_pages: number;
        };
        /** @description Research only: nothing in it is an order, a trade size or a hedge ratio. No v1 envelope; `Cache-Control: no-store`. */
        FactorStockResponse: {
            /**
             * @description This response's own schema version.
             * @enum {string}
             */
            schema_version: "pix-hedgebook-live-v4";
            /**
             * @description Live data, for research.
             * @enum {string}
             */
            data_mode: "LIVE_RESEARCH";
            /**
             * @description AVAILABLE when all six themes have a fresh level and both venues are AVAILABLE; UNAVAILABLE when no theme has a level; PARTIAL otherwise.
             * @enum {string}
             */
            state: "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";
            /**
             * Format: date-time
             * @description Server time the response was built, UTC. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T15:00:00Z
             */
            as_of: string;
            /**
             * @description Always true: every figure is on paper.
             * @enum {boolean}
             */
            paper: true;
            /**
             * @description Always true: research output.
             * @enum {boolean}
             */
            research: true;
            /**
             * @description Always true in this schema version.
             * @enum {boolean}
             */
            official: true;
            /**
             * @description Always false: nothing here is an order or a trade size.
             * @enum {boolean}
             */
            executable: false;
            equity: components["schemas"]["FactorEquity"];
            calendar: components["schemas"]["FactorCalendar"];
            /** @description Direct OLS betas of the stock's daily returns on daily changes of each theme's proxy contract. */
            exposure_model: components["schemas"]["FactorExposureModel"] | components["schemas"]["FactorExposureModelUnavailable"];
            /** @description 0–100: the absolute-beta-weighted mean of each fitted proxy's current adverse probability. Not a forecast. */
            proxy_model_score: components["schemas"]["FactorProxyModelScore"] | components["schemas"]["FactorProxyModelScoreUnavailable"];
            /** @description The six theme levels, in fixed order. */
            factors: components["schemas"]["FactorTheme"][];
            /** @description Every reviewed contract behind the themes, on both venues. */
            contracts: components["schemas"]["FactorContract"][];
            /** @description Out-of-sample daily P&L of the stock with and without the fitted proxy hedge on a fixed reference notional. */
            pnl_comparison: components["schemas"]["FactorPnlComparison"] | components["schemas"]["FactorPnlComparisonUnavailable"];
            execution_backtest: components["schemas"]["FactorExecutionBacktest"];
            /** @description Paper and live gates for the backtest; production_ready is always false. */
            execution_validation: components["schemas"]["FactorExecutionValidation"] | components["schemas"]["FactorExecutionValidationUnavailable"];
            composite: components["schemas"]["FactorComposite"];
            /** @description Where the data came from: the price provider (`equity`), Kalshi (`venue_a`) and Polymarket (`venue_b`). */
            sources: {
                /** @description The price provider's read of the stock. */
                equity: {
                    /**
                     * @description Always AVAILABLE: a failed price read is an error response.
                     * @enum {string}
                     */
                    status: "AVAILABLE";
                    /**
                     * Format: date-time
                     * @description Equals equity.quote.as_of. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                     * @example 2026-11-20T21:00:00Z
                     */
                    as_of: string;
                    /**
                     * @description A fixed neutral provider id.
                     * @enum {string}
                     */
                    provider: "third_party_price_provider";
                    /**
                     * @description Where this source's data came from. `live`: prices, filings and quotes read from the venues' and providers' public data. `synthetic`: made-up moving prices from pix's upstream simulator, in the venues' real payload shapes; for trying pix, never for decisions.
                     * @enum {string}
                     */
                    provenance: "live" | "synthetic";
                };
                venue_a: components["schemas"]["FactorVenueSource"];
                venue_b: components["schemas"]["FactorVenueSource"];
            };
            model_inputs: components["schemas"]["FactorModelInputs"];
            /** @description Bounded minimum-variance paper portfolio of theme contracts tracking the stock's P&L. */
            mimicking_portfolio: components["schemas"]["FactorMimickingPortfolio"] | components["schemas"]["FactorMimickingPortfolioUnavailable"];
            /** @description Fixed labels and rules of the method in use. */
            methodology: components["schemas"]["FactorMethodology"] | components["schemas"]["FactorMethodologyUnavailable"];
        };
        /** @description The stock: identity, latest quote and daily history. */
        FactorEquity: {
            /**
             * @description Upper-case price-provider symbol.
             * @example AAPL
             */
            ticker: string;
            /**
             * @description Company name.
             * @example Apple Inc.
             */
            name: string;
            /**
             * @description Exchange display name.
             * @example NasdaqGS
             */
            exchange: string;
            /**
             * @description The provider's exchange code (NMS, NGM, NCM, NYQ, ASE, …).
             * @example NMS
             */
            exchange_code: string;
            /**
             * @description Price currency.
             * @example USD
             */
            currency: string;
            /**
             * @description IANA time zone of the exchange session.
             * @example America/New_York
             */
            timezone: string;
            /**
             * @description `Unknown` in this version.
             * @enum {string}
             */
            sector: "Unknown";
            /**
             * @description `Unknown` in this version.
             * @enum {string}
             */
            industry: "Unknown";
            /**
             * @description `Unknown` in this version.
             * @enum {string}
             */
            country: "Unknown";
            quote: components["schemas"]["FactorEquityQuote"];
            /** @description Up to 400 daily sessions, oldest first (a two-year read, newest 400 kept). */
            history: components["schemas"]["FactorHistoryRow"][];
        };
        /** @description The stock's latest regular-session quote. */
        FactorEquityQuote: {
            /** @description Last regular-session price, listing currency. */
            price: number;
            /** @description Previous regular-session close. */
            previous_close: number;
            /** @description (price / previous_close − 1) × 100, rounded to 4 decimals (0.27 means 0.27%). */
            change_percent: number;
            /** @description Market capitalisation in the listing currency; null when the provider gives none. */
            market_cap: number | null;
            /**
             * Format: date-time
             * @description Time of the quoted price, UTC. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-20T21:00:00Z
             */
            as_of: string;
        };
        /** @description One daily session of the stock's price history. */
        FactorHistoryRow: {
            /**
             * @description The session's exchange-local midnight with its UTC offset.
             * @example 2026-11-20T00:00:00-05:00
             */
            t: string;
            /**
             * Format: date
             * @description The session date on the exchange calendar.
             * @example 2026-11-20
             */
            session_date: string;
            /** @description Open; null when the provider has none. */
            open: number | null;
            /** @description High; null when the provider has none. */
            high: number | null;
            /** @description Low; null when the provider has none. */
            low: number | null;
            /** @description Close (sessions without a close are left out). */
            close: number;
            /** @description Close adjusted for dividends and splits; null when the provider has none. */
            adjusted_close: number | null;
            /** @description Shares traded; null when the provider has none. */
            volume: number | null;
            /** @description true only when the session equals a calendar.past_earnings[].reaction_session on or after calendar.window.past_start; false on every other row, for non-U.S. tickers and whenever past_earnings is null. */
            is_earnings_session: boolean;
        };
        /** @description Earnings, dividends, splits and material current reports of a U.S. primary listing. Sections from the price provider: next_earnings, next_dividend, past_dividends, splits; from the filing system: company_events; past_earnings needs both. Built within 5 s; provider data is cached up to 6 hours, filing data up to 24 hours. */
        FactorCalendar: {
            /**
             * @description AVAILABLE: every section was built (one may still be null or empty). PARTIAL: one source failed and the sections that need it are null. UNAVAILABLE: both sources failed, the calendar did not answer within the budget, or it is switched off; no section was built. UNSUPPORTED_MARKET: not a U.S. primary listing (a USD equity on NMS, NGM, NCM, NYQ or ASE trading on the America/New_York session); every section is null.
             * @enum {string}
             */
            status: "AVAILABLE" | "PARTIAL" | "UNAVAILABLE" | "UNSUPPORTED_MARKET";
            /** @description null when status is AVAILABLE; otherwise one of these fixed sentences: `Company calendar covers U.S. primary listings only.`, `Yahoo calendar data was unavailable.`, `SEC EDGAR data was unavailable.`, `Yahoo and SEC EDGAR data were unavailable.`, `Company calendar did not respond within the time budget.`, `Company calendar was unavailable.`, `Company calendar is disabled.`. */
            reason: string | null;
            /**
             * Format: date-time
             * @description When the calendar was built, UTC. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-11-22T15:00:00Z
             */
            as_of: string;
            /** @description The dates the calendar's sections are bounded by. */
            window: {
                /**
                 * Format: date
                 * @description as_of date minus 365 days; bounds company_events and is_earnings_session.
                 * @example 2025-11-22
                 */
                past_start: string;
                /**
                 * Format: date
                 * @description as_of date plus 90 days; bounds next_earnings and next_dividend.
                 * @example 2027-02-20
                 */
                upcoming_end: string;
            };
            /** @description From the price provider. null when there is no date, every date is before today, or the date is after window.upcoming_end. The time of day is not included. */
            next_earnings: {
                /**
                 * Format: date
                 * @description The report date, or the first day of the expected window.
                 * @example 2027-01-28
                 */
                date: string;
                /**
                 * Format: date
                 * @description Last day of an expected window; null when the date is known.
                 * @example 2027-02-03
                 */
                window_end: string | null;
                /** @description Consensus EPS (mean). */
                eps_estimate: number | null;
                /** @description Lowest EPS estimate. */
                eps_estimate_low: number | null;
                /** @description Highest EPS estimate. */
                eps_estimate_high: number | null;
                /** @description Consensus revenue, listing currency. */
                revenue_estimate: number | null;
                /** @description Lowest revenue estimate. */
                revenue_estimate_low: number | null;
                /** @description Highest revenue estimate. */
                revenue_estimate_high: number | null;
            } | null;
            /** @description The last 4 reported quarters, newest first; needs both sources (null if either failed). A quarter without a matching 8-K keeps its EPS fields with null filing fields. */
            past_earnings: {
                /**
                 * Format: date
                 * @description Quarter end as the price provider labels it (may differ by a few days from the company's calendar).
                 * @example 2026-09-30
                 */
                fiscal_quarter_end: string;
                /**
                 * Format: date
                 * @description Event date of the earliest 8-K (never an 8-K/A) with item 2.02 reported 1 to 60 days after fiscal_quarter_end; null when none matches.
                 * @example 2026-10-30
                 */
                report_date: string | null;
                /**
                 * @description When the filing system accepted that 8-K, New York time with its UTC offset.
                 * @example 2026-10-30T16:30:00-04:00
                 */
                sec_accepted_at: string | null;
                /**
                 * Format: date
                 * @description Acceptance at or after 16:00 New York on report_date: the next session after it; otherwise the first session on or after it. null when that session is outside equity.history.
                 * @example 2026-11-02
                 */
                reaction_session: string | null;
                /** @description Consensus EPS before the report. */
                eps_estimate: number | null;
                /** @description Reported EPS (usually adjusted, non-GAAP). */
                eps_actual: number | null;
                /** @description EPS surprise in percent (6.74 means 6.74%). */
                surprise_percent: number | null;
                /** @description Primary document of the 8-K on the regulator's site. */
                sec_filing_url: string | null;
            }[] | null;
            /** @description From the price provider; null when none, or before today, or after upcoming_end. */
            next_dividend: {
                /**
                 * Format: date
                 * @description Ex-dividend date.
                 * @example 2026-12-10
                 */
                ex_date: string;
                /**
                 * Format: date
                 * @description Pay date, when on or after ex_date.
                 * @example 2026-12-13
                 */
                pay_date: string | null;
            } | null;
            /** @description Cash dividends of the last 2 years, newest first, at most 40. */
            past_dividends: {
                /**
                 * Format: date
                 * @description Ex-dividend date.
                 * @example 2026-08-10
                 */
                ex_date: string;
                /** @description Cash per share, listing currency. */
                amount: number;
            }[] | null;
            /** @description Splits of the last 2 years, newest first, at most 10. */
            splits: {
                /**
                 * Format: date
                 * @description Split date.
                 * @example 2025-06-10
                 */
                date: string;
                /** @description New shares per old share: 4.0 is a 4-for-1 split, 0.1 a 1-for-10 reverse split. */
                ratio: number;
            }[] | null;
            /** @description From the filing system: material 8-K and 8-K/A filings whose event date lies in the past window, newest first, at most 100; a filing with none of the kept items is left out. */
            company_events: {
                /**
                 * Format: date
                 * @description Date of the event the filing reports.
                 * @example 2026-09-15
                 */
                report_date: string;
                /**
                 * Format: date
                 * @description Date the filing reached the filing system.
                 * @example 2026-09-16
                 */
                filed_date: string | null;
                /** @description Kept item codes in filing order; only these are kept: 1.01 (Entry into a material agreement), 1.02 (Termination of a material agreement), 2.01 (Completed acquisition or sale of assets), 3.01 (Delisting notice or listing rule failure), 5.01 (Change in control), 5.02 (Departure or election of directors or officers), 5.07 (Shareholder vote results), 8.01 (Other events). */
                items: string[];
                /** @description One label per code in items, same order. */
                labels: string[];
                /** @description Primary document of the filing. */
                sec_filing_url: string;
            }[] | null;
        };
        /**
         * @description Direct OLS betas of the stock's daily returns on the daily changes of each theme's proxy contract.
         * @example {
         *       "fitted": true,
         *       "reason": null,
         *       "exposures": [
         *         {
         *           "factor_id": "growth_stress",
         *           "proxy": {
         *             "factor_id": "growth_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXRECSSNBER-26-Y"
         *           },
         *           "observations": 306,
         *           "status": "fitted",
         *           "beta": 0.003235485792,
         *           "standard_error": 0.02025269223,
         *           "t_stat": 0.1597558366
         *         },
         *         {
         *           "factor_id": "higher_for_longer",
         *           "proxy": {
         *             "factor_id": "higher_for_longer",
         *             "venue": "kalshi",
         *             "market_id": "KXFEDCUTS-27H1-Y"
         *           },
         *           "observations": 399,
         *           "status": "fitted",
         *           "beta": 0.05198833785,
         *           "standard_error": 0.03090717657,
         *           "t_stat": 1.682079815
         *         },
         *         {
         *           "factor_id": "trade_friction",
         *           "proxy": {
         *             "factor_id": "trade_friction",
         *             "venue": "kalshi",
         *             "market_id": "KXTARIFF-27Q1-Y"
         *           },
         *           "observations": 399,
         *           "status": "fitted",
         *           "beta": -0.3136371337,
         *           "standard_error": 0.0363853155,
         *           "t_stat": -8.619882207
         *         },
         *         {
         *           "factor_id": "energy_shock",
         *           "proxy": {
         *             "factor_id": "energy_shock",
         *             "venue": "kalshi",
         *             "market_id": "KXWTIHIGH-27Q1-Y"
         *           },
         *           "observations": 399,
         *           "status": "fitted",
         *           "beta": 0.01256733094,
         *           "standard_error": 0.02095673931,
         *           "t_stat": 0.5996796906
         *         },
         *         {
         *           "factor_id": "ai_disruption",
         *           "proxy": {
         *             "factor_id": "ai_disruption",
         *             "venue": "kalshi",
         *             "market_id": "KXAILAYOFFS-27-Y"
         *           },
         *           "observations": 399,
         *           "status": "fitted",
         *           "beta": -0.2603661083,
         *           "standard_error": 0.0150006615,
         *           "t_stat": -17.35697511
         *         },
         *         {
         *           "factor_id": "credit_stress",
         *           "proxy": {
         *             "factor_id": "credit_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXHYSPREAD-27Q1-Y"
         *           },
         *           "observations": 399,
         *           "status": "fitted",
         *           "beta": 0.0003162729807,
         *           "standard_error": 0.01917769393,
         *           "t_stat": 0.01649171073
         *         }
         *       ]
         *     }
         */
        FactorExposureModel: {
            /** @description True when at least one theme's row is fitted. */
            fitted: boolean;
            /**
             * @description Null when fitted; otherwise why no theme was fitted.
             * @enum {string|null}
             */
            reason: "no_fitted_theme" | "computation_failed" | "numerical_failure" | null;
            /** @description One row per theme, in the fixed theme order. Alignment: r_t = price_t / price_(t−1) − 1 on consecutive equity history rows (price = adjusted_close, else close); p_t = the contract's last adverse-side observation at or before the session's 16:00 America/New_York close; Δp_t = p_t − p_(t−1); a session counts when r_t and Δp_t are both defined. Fitted on at least 252 and at most 399 sessions. */
            exposures: components["schemas"]["FactorExposure"][];
        };
        /** @description The exposure of the stock to one theme. */
        FactorExposure: {
            /**
             * @description One of the six theme ids.
             * @enum {string}
             */
            factor_id: "growth_stress" | "higher_for_longer" | "trade_friction" | "energy_shock" | "ai_disruption" | "credit_stress";
            /**
             * @description fitted: the model below was estimated. insufficient_observations: fewer than 252 aligned sessions. degenerate_proxy: the proxy's probability change is constant over the window (collinear with the intercept). no_proxy: the theme has no contract. history_unavailable: the venue history of every contract of the theme could not be read. not_computed: the models could not be computed for this stock (see the member's reason).
             * @enum {string}
             */
            status: "fitted" | "insufficient_observations" | "degenerate_proxy" | "no_proxy" | "history_unavailable" | "not_computed";
            /** @description The theme's proxy: of its contracts with a readable history, the one with the most aligned sessions; ties go to Kalshi, then to the smaller market id (string order). Null without one. */
            proxy: components["schemas"]["FactorContractRef"] | null;
            /** @description β of r_t = α + β·Δp_t + ε_t by ordinary least squares with intercept, where r_t is the stock's daily return and Δp_t the daily change of the proxy's adverse-side probability; null unless fitted. */
            beta: number | null;
            /** @description Classical (homoskedastic) standard error of β: √(s² / Σ(Δp − mean Δp)²) with s² = SSR / (n − 2); null unless fitted. */
            standard_error: number | null;
            /** @description beta / standard_error; null unless fitted or when the standard error is 0. */
            t_stat: number | null;
            /** @description n: aligned sessions in the window, the most recent ones, at most 399. */
            observations: number;
        };
        /** @description A theme contract as named next to a model output. */
        FactorContractRef: {
            /**
             * @description One of the six theme ids.
             * @enum {string}
             */
            factor_id: "growth_stress" | "higher_for_longer" | "trade_friction" | "energy_shock" | "ai_disruption" | "credit_stress";
            /**
             * @description `kalshi` (venue_a) or `polymarket` (venue_b).
             * @enum {string}
             */
            venue: "kalshi" | "polymarket";
            /** @description Kalshi ticker or Polymarket Gamma market id. */
            market_id: string;
        };
        /** @description UNAVAILABLE form, for when the theme contracts' close series cannot be read from the store: reason proxy_history_not_collected (none collected yet; they are collected hourly) or proxy_history_unreadable (the store failed); no number. */
        FactorExposureModelUnavailable: {
            /**
             * @description Always false: nothing is fitted.
             * @enum {boolean}
             */
            fitted: false;
            /**
             * @description The models are not computed; see `reason`.
             * @enum {string}
             */
            status: "UNAVAILABLE";
            /**
             * @description proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.
             * @enum {string}
             */
            reason: "proxy_history_not_collected" | "proxy_history_unreadable";
            /** @description One row per theme, in the fixed theme order, each without a number. */
            exposures: {
                /**
                 * @description One of the six theme ids.
                 * @enum {string}
                 */
                factor_id: "growth_stress" | "higher_for_longer" | "trade_friction" | "energy_shock" | "ai_disruption" | "credit_stress";
                /**
                 * @description The models are not computed; see `reason`.
                 * @enum {string}
                 */
                status: "UNAVAILABLE";
                /**
                 * @description proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.
                 * @enum {string}
                 */
                reason: "proxy_history_not_collected" | "proxy_history_unreadable";
                /** @description Null: the models are not computed. */
                beta: null;
                /** @description Null: the models are not computed. */
                standard_error: null;
                /** @description Null: the models are not computed. */
                t_stat: null;
                /**
                 * @description Always 0.
                 * @enum {number}
                 */
                observations: 0;
                /** @description Null: the models are not computed. */
                proxy: null;
            }[];
        };
        /**
         * @description A 0–100 summary of how adverse the themes' current probabilities are for the stock, weighted by |β|.
         * @example {
         *       "status": "AVAILABLE",
         *       "score": 32.44138383,
         *       "components": [
         *         {
         *           "factor_id": "growth_stress",
         *           "beta": 0.003235485792,
         *           "probability": 0.805,
         *           "adverse_probability": 0.195,
         *           "weight": 0.00503882889,
         *           "observed_at": "2026-11-23T20:45:00Z"
         *         },
         *         {
         *           "factor_id": "higher_for_longer",
         *           "beta": 0.05198833785,
         *           "probability": 0.105,
         *           "adverse_probability": 0.895,
         *           "weight": 0.08096476249,
         *           "observed_at": "2026-11-23T20:45:00Z"
         *         },
         *         {
         *           "factor_id": "trade_friction",
         *           "beta": -0.3136371337,
         *           "probability": 0.3,
         *           "adverse_probability": 0.3,
         *           "weight": 0.4884471612,
         *           "observed_at": "2026-11-23T20:45:00Z"
         *         },
         *         {
         *           "factor_id": "energy_shock",
         *           "beta": 0.01256733094,
         *           "probability": 0.64,
         *           "adverse_probability": 0.36,
         *           "weight": 0.01957190799,
         *           "observed_at": "2026-11-23T20:45:00Z"
         *         },
         *         {
         *           "factor_id": "ai_disruption",
         *           "beta": -0.2603661083,
         *           "probability": 0.24,
         *           "adverse_probability": 0.24,
         *           "weight": 0.4054847873,
         *           "observed_at": "2026-11-23T20:45:00Z"
         *         },
         *         {
         *           "factor_id": "credit_stress",
         *           "beta": 0.0003162729807,
         *           "probability": 0.855,
         *           "adverse_probability": 0.145,
         *           "weight": 0.0004925521343,
         *           "observed_at": "2026-11-23T20:45:00Z"
         *         }
         *       ],
         *       "reason": null,
         *       "excluded": []
         *     }
         */
        FactorProxyModelScore: {
            /**
             * @description AVAILABLE when all six themes contribute, PARTIAL when some do, UNAVAILABLE when none does or Σ|β| = 0. A theme contributes when it is fitted and its proxy has a current probability: a stale quote never counts, so with every proxy stale the score is UNAVAILABLE.
             * @enum {string}
             */
            status: "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";
            /**
             * @description Null unless UNAVAILABLE. no_fitted_theme: no theme's exposure model is fitted. no_current_probability: themes are fitted but no fitted proxy has a current probability (every quote stale or missing; see excluded). zero_total_weight: the contributing themes' |β| sum to 0. computation_failed, numerical_failure: the models could not be computed, or gave a number that is not finite.
             * @enum {string|null}
             */
            reason: "no_fitted_theme" | "no_current_probability" | "zero_total_weight" | "computation_failed" | "numerical_failure" | null;
            /** @description 100 × Σ|βᵢ|·aᵢ / Σ|βᵢ| over the contributing themes (fitted, with a current probability), aᵢ their adverse_probability; from 0 to 100, not rounded; null when UNAVAILABLE. It is not a forecast. */
            score: number | null;
            /** @description Contributing themes, in theme order. */
            components: components["schemas"]["FactorScoreComponent"][];
            /** @description Fitted themes that do not contribute, with why, in theme order. */
            excluded: components["schemas"]["FactorScoreExclusion"][];
        };
        /** @description One theme's contribution to the proxy model score. */
        FactorScoreComponent: {
            /**
             * @description One of the six theme ids.
             * @enum {string}
             */
            factor_id: "growth_stress" | "higher_for_longer" | "trade_friction" | "energy_shock" | "ai_disruption" | "credit_stress";
            /** @description The theme's fitted β. */
            beta: number;
            /** @description The proxy's current adverse-side probability (0 to 1): its quote on the newest tape snapshot, within the freshness budget (300 s). */
            probability: number;
            /** @description Probability adverse to the stock: probability when β < 0, 1 − probability when β > 0. */
            adverse_probability: number;
            /** @description |β| / Σ|β| over the components. */
            weight: number;
            /**
             * Format: date-time
             * @description When the proxy's quote was observed (its tape row's observed_at, UTC). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             */
            observed_at: string | null;
        };
        /** @description A fitted theme that does not count towards the score. */
        FactorScoreExclusion: {
            /**
             * @description One of the six theme ids.
             * @enum {string}
             */
            factor_id: "growth_stress" | "higher_for_longer" | "trade_friction" | "energy_shock" | "ai_disruption" | "credit_stress";
            /**
             * @description stale_quote: the proxy's newest quote is older than the freshness budget (300 s), so it is not a current probability. no_quote: the newest tape has no usable probability for the proxy.
             * @enum {string}
             */
            reason: "stale_quote" | "no_quote";
        };
        /** @description UNAVAILABLE form, for when the theme contracts' close series cannot be read from the store: reason proxy_history_not_collected (none collected yet; they are collected hourly) or proxy_history_unreadable (the store failed); no number. */
        FactorProxyModelScoreUnavailable: {
            /**
             * @description The models are not computed; see `reason`.
             * @enum {string}
             */
            status: "UNAVAILABLE";
            /**
             * @description proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.
             * @enum {string}
             */
            reason: "proxy_history_not_collected" | "proxy_history_unreadable";
            /** @description Null: the models are not computed. */
            score: null;
            /** @description Always empty. */
            components: components["schemas"]["FactorScoreComponent"][];
            /** @description Always empty. */
            excluded: components["schemas"]["FactorScoreExclusion"][];
        };
        /** @description One theme's adverse-probability level and the contracts behind it. */
        FactorTheme: {
            /**
             * @description Theme id.
             * @enum {string}
             */
            id: "growth_stress" | "higher_for_longer" | "trade_friction" | "energy_shock" | "ai_disruption" | "credit_stress";
            /**
             * @description Human-readable theme name.
             * @example Growth stress
             */
            label: string;
            /**
             * @description AVAILABLE: every reviewed contract counts. PARTIAL: some do. STALE: none does, but one has a price that is only too old. UNAVAILABLE: no contract has a price.
             * @enum {string}
             */
            status: "AVAILABLE" | "PARTIAL" | "STALE" | "UNAVAILABLE";
            /** @description Adverse probability (0–1): equal-weight mean of the counted contracts' adverse probabilities, rounded to 6 decimals; null when none counts (a stale price is never a level). */
            level: number | null;
            /** @description Each reviewed contract and its contribution. */
            constituents: {
                /**
                 * @description Venue id: kalshi or polymarket.
                 * @example kalshi
                 */
                venue: string;
                /**
                 * @description The venue's market id.
                 * @example KXRECSSNBER-26-Y
                 */
                market_id: string;
                /**
                 * @description The side whose probability is adverse for the theme.
                 * @enum {string}
                 */
                adverse_side: "yes" | "no";
                /** @description Probability of the adverse side (0–1), from the snapshot row. */
                adverse_probability: number | null;
                /** @description Whether the quote is within the freshness budget. */
                fresh: boolean;
                /** @description Whether it counts towards the level. */
                counted: boolean;
                /** @description Its share of the level: 1 / counted contracts, 0 when not counted. */
                weight: number;
                /**
                 * @description Why the contract does not count towards its theme's level (null when it counts): the venue has no usable snapshot, the snapshot holds no row for it, its market is not open, it has no indicative price, or its quote is older than the freshness budget.
                 * @enum {string|null}
                 */
                excluded_reason: "venue_unavailable" | "not_in_snapshot" | "market_not_open" | "no_price" | "stale_quote" | null;
            }[];
        };
        /** @description One reviewed theme contract as read from the newest lake snapshot. */
        FactorContract: {
            /**
             * @description kalshi (venue_a) or polymarket (venue_b).
             * @example kalshi
             */
            venue: string;
            /**
             * @description The venue's market id.
             * @example KXRECSSNBER-26-Y
             */
            market_id: string;
            /** @description The venue's title as taped; the catalog's when the snapshot has no row. */
            title: string;
            /**
             * @description The theme it belongs to.
             * @example growth_stress
             */
            factor_id: string;
            /**
             * @description The side whose probability is adverse for the theme.
             * @enum {string}
             */
            adverse_side: "yes" | "no";
            /** @description The row's normalised market status (open, closed, …). */
            status: string | null;
            /** @description Best YES bid (0–1) as taped; null when unquoted. */
            bid: number | null;
            /** @description Best YES ask (0–1) as taped; null when unquoted. */
            ask: number | null;
            /** @description Mid of a two-sided book; null otherwise. */
            mid: number | null;
            /** @description YES probability: the row's indicative price. */
            probability: number | null;
            /** @description probability (adverse side yes) or 1 − probability (no). */
            adverse_probability: number | null;
            /** @description Traded volume in USD as taped (see volume_basis). */
            volume: number | null;
            /** @description usd (the venue reports dollars) or contracts_x_price (contract count × indicative price). */
            volume_basis: string | null;
            /**
             * Format: date-time
             * @description When the market closes. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             * @example 2026-12-31T23:59:00Z
             */
            close_time: string;
            /**
             * Format: date-time
             * @description Clock of the quote (the row's observed_at, its sub-second part dropped). RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             */
            observed_at: string | null;
            /** @description as_of − observed_at, whole seconds. */
            age_seconds: number | null;
            /** @description observed_at and the snapshot's cycle start are both at most freshness_budget_seconds (300) old. */
            fresh: boolean;
            /** @description Whether it counts towards its theme's level. */
            counted: boolean;
            /**
             * @description Why the contract does not count towards its theme's level (null when it counts): the venue has no usable snapshot, the snapshot holds no row for it, its market is not open, it has no indicative price, or its quote is older than the freshness budget.
             * @enum {string|null}
             */
            excluded_reason: "venue_unavailable" | "not_in_snapshot" | "market_not_open" | "no_price" | "stale_quote" | null;
            /** @description The lake snapshot key the row was read from. */
            source_object: string | null;
            /**
             * @description Always false: a research quote, not an order.
             * @enum {boolean}
             */
            executable: false;
        };
        /**
         * @description Walk-forward, out of sample: for each aligned session j after the first 252, OLS with intercept of r on the fitted proxies' Δp over sessions j−252..j−1 only, applied to session j (the intercept is not part of the hedge).
         * @example {
         *       "status": "AVAILABLE",
         *       "reason": null,
         *       "window": {
         *         "training_sessions": 252,
         *         "aligned_sessions": 306,
         *         "out_of_sample_sessions": 54,
         *         "first_session": "2026-09-08",
         *         "last_session": "2026-11-20",
         *         "proxies": [
         *           {
         *             "factor_id": "growth_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXRECSSNBER-26-Y"
         *           },
         *           {
         *             "factor_id": "higher_for_longer",
         *             "venue": "kalshi",
         *             "market_id": "KXFEDCUTS-27H1-Y"
         *           },
         *           {
         *             "factor_id": "trade_friction",
         *             "venue": "kalshi",
         *             "market_id": "KXTARIFF-27Q1-Y"
         *           },
         *           {
         *             "factor_id": "energy_shock",
         *             "venue": "kalshi",
         *             "market_id": "KXWTIHIGH-27Q1-Y"
         *           },
         *           {
         *             "factor_id": "ai_disruption",
         *             "venue": "kalshi",
         *             "market_id": "KXAILAYOFFS-27-Y"
         *           },
         *           {
         *             "factor_id": "credit_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXHYSPREAD-27Q1-Y"
         *           }
         *         ]
         *       },
         *       "metrics": {
         *         "notional_usd": 1000000,
         *         "unhedged": {
         *           "daily_std_usd": 16318.76315,
         *           "annualised_vol_usd": 259052.334,
         *           "cumulative_pnl_usd": -55461.47123,
         *           "max_drawdown_usd": 95031.62956,
         *           "sessions": 54
         *         },
         *         "hedged": {
         *           "daily_std_usd": 10862.32936,
         *           "annualised_vol_usd": 172434.1328,
         *           "cumulative_pnl_usd": 5832.550495,
         *           "max_drawdown_usd": 52392.77818,
         *           "sessions": 54
         *         },
         *         "variance_reduction": 0.5569309076,
         *         "sessions_with_dropped_proxies": 0
         *       },
         *       "series": [
         *         {
         *           "session_date": "2026-11-19",
         *           "unhedged_pnl_usd": -4461.350615,
         *           "hedged_pnl_usd": -395.3514094,
         *           "unhedged_cumulative_pnl_usd": -59612.61044,
         *           "hedged_cumulative_pnl_usd": -8815.718218
         *         },
         *         {
         *           "session_date": "2026-11-20",
         *           "unhedged_pnl_usd": 4151.139205,
         *           "hedged_pnl_usd": 14648.26871,
         *           "unhedged_cumulative_pnl_usd": -55461.47123,
         *           "hedged_cumulative_pnl_usd": 5832.550495
         *         }
         *       ]
         *     }
         */
        FactorPnlComparison: {
            /**
             * @description AVAILABLE when the comparison was computed; otherwise see `reason`.
             * @enum {string}
             */
            status: "AVAILABLE" | "UNAVAILABLE";
            /**
             * @description Null when AVAILABLE. insufficient_observations: fewer than 254 aligned sessions (two out-of-sample sessions are needed).
             * @enum {string|null}
             */
            reason: "no_fitted_proxies" | "insufficient_observations" | "computation_failed" | "numerical_failure" | null;
            /** @description The sessions the comparison covers. */
            window: {
                /** @description Sessions each walk-forward fit uses. */
                training_sessions: number;
                /** @description Sessions with a stock return and a Δp for every fitted proxy. */
                aligned_sessions: number;
                /** @description Sessions after the first training window: the rows of `series`. */
                out_of_sample_sessions: number;
                /**
                 * Format: date
                 * @description First out-of-sample session, YYYY-MM-DD (New York); null when none.
                 */
                first_session: string | null;
                /**
                 * Format: date
                 * @description Last out-of-sample session, YYYY-MM-DD (New York); null when none.
                 */
                last_session: string | null;
                /** @description The fitted themes' proxies, in theme order: the hedge's regressors. */
                proxies: components["schemas"]["FactorContractRef"][];
            };
            /** @description The two legs' figures and the variance reduction; null when UNAVAILABLE. */
            metrics: {
                /** @description The fixed reference notional N = 1,000,000 USD. */
                notional_usd: number;
                unhedged: components["schemas"]["FactorLegMetrics"];
                hedged: components["schemas"]["FactorLegMetrics"];
                /** @description 1 − var(hedged daily P&L) / var(unhedged daily P&L), sample variances; null when the unhedged P&L is constant. */
                variance_reduction: number | null;
                /** @description Out-of-sample sessions whose training fit dropped a proxy collinear with the intercept or an earlier proxy (its slope then 0). */
                sessions_with_dropped_proxies: number;
            } | null;
            /** @description One row per out-of-sample session, oldest first. */
            series: components["schemas"]["FactorPnlRow"][];
        };
        /** @description Risk and return figures of one leg's daily P&L series. */
        FactorLegMetrics: {
            /** @description Sample standard deviation (n − 1 denominator) of the daily P&L, USD; null below two sessions. */
            daily_std_usd: number | null;
            /** @description daily_std_usd × √252; null below two sessions. */
            annualised_vol_usd: number | null;
            /** @description Sum of the daily P&L, USD. */
            cumulative_pnl_usd: number;
            /** @description Largest fall of the cumulative P&L from its running peak (the start, 0, counts as a peak) to a later session, as a positive amount, USD. */
            max_drawdown_usd: number;
            /** @description Sessions in the leg. */
            sessions: number;
        };
        /** @description One out-of-sample session of the P&L comparison. */
        FactorPnlRow: {
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            session_date: string;
            /** @description N·r_t, USD. */
            unhedged_pnl_usd: number;
            /** @description N·(r_t − Σ β̂ᵢ·Δpᵢ,t) with the slopes of the training window before the session, USD. */
            hedged_pnl_usd: number;
            /** @description Running sum of unhedged_pnl_usd, USD. */
            unhedged_cumulative_pnl_usd: number;
            /** @description Running sum of hedged_pnl_usd, USD. */
            hedged_cumulative_pnl_usd: number;
        };
        /** @description UNAVAILABLE form, for when the theme contracts' close series cannot be read from the store: reason proxy_history_not_collected (none collected yet; they are collected hourly) or proxy_history_unreadable (the store failed); no number. */
        FactorPnlComparisonUnavailable: {
            /**
             * @description The models are not computed; see `reason`.
             * @enum {string}
             */
            status: "UNAVAILABLE";
            /**
             * @description proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.
             * @enum {string}
             */
            reason: "proxy_history_not_collected" | "proxy_history_unreadable";
            /** @description Null: the models are not computed. */
            window: null;
            /** @description Null: the models are not computed. */
            metrics: null;
            /** @description Always empty. */
            series: components["schemas"]["FactorPnlRow"][];
        };
        /** @description The stored offline backtest artifact for the ticker (`npm run backtest -- TICKER`) when one exists and validates (status AVAILABLE); otherwise status UNAVAILABLE with a reason, null members and an empty series. */
        FactorExecutionBacktest: components["schemas"]["FactorExecutionBacktestAvailable"] | components["schemas"]["FactorExecutionBacktestUnavailable"];
        /**
         * @description The stored artifact, as validated.
         * @example {
         *       "status": "AVAILABLE",
         *       "reason": null,
         *       "schema": "pix-backtest-v1",
         *       "generated_at": "2026-11-22T15:02:00.000Z",
         *       "inputs": {
         *         "equity_sessions": 400,
         *         "first_equity_session": "2025-04-16",
         *         "last_equity_session": "2026-11-20",
         *         "training_sessions": 252,
         *         "notional_usd": 1000000,
         *         "history_interval_days": 600,
         *         "tape_dates": 30,
         *         "contracts": [
         *           {
         *             "factor_id": "growth_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXRECSSNBER-26-Y",
         *             "observations": 448,
         *             "median_half_spread": 0.01,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "growth_stress",
         *             "venue": "polymarket",
         *             "market_id": "808166",
         *             "observations": 448,
         *             "median_half_spread": 0.015,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "higher_for_longer",
         *             "venue": "kalshi",
         *             "market_id": "KXFEDCUTS-27H1-Y",
         *             "observations": 601,
         *             "median_half_spread": 0.015,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "higher_for_longer",
         *             "venue": "polymarket",
         *             "market_id": "820523",
         *             "observations": 601,
         *             "median_half_spread": 0.01,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "trade_friction",
         *             "venue": "kalshi",
         *             "market_id": "KXTARIFF-27Q1-Y",
         *             "observations": 601,
         *             "median_half_spread": 0.01,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "trade_friction",
         *             "venue": "polymarket",
         *             "market_id": "677121",
         *             "observations": 601,
         *             "median_half_spread": 0.015,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "energy_shock",
         *             "venue": "kalshi",
         *             "market_id": "KXWTIHIGH-27Q1-Y",
         *             "observations": 601,
         *             "median_half_spread": 0.015,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "energy_shock",
         *             "venue": "polymarket",
         *             "market_id": "881421",
         *             "observations": 601,
         *             "median_half_spread": 0.01,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "ai_disruption",
         *             "venue": "kalshi",
         *             "market_id": "KXAILAYOFFS-27-Y",
         *             "observations": 601,
         *             "median_half_spread": 0.01,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "ai_disruption",
         *             "venue": "polymarket",
         *             "market_id": "701920",
         *             "observations": 601,
         *             "median_half_spread": 0.015,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "credit_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXHYSPREAD-27Q1-Y",
         *             "observations": 601,
         *             "median_half_spread": 0.015,
         *             "spread_sessions": 30
         *           },
         *           {
         *             "factor_id": "credit_stress",
         *             "venue": "polymarket",
         *             "market_id": "637633",
         *             "observations": 601,
         *             "median_half_spread": 0.01,
         *             "spread_sessions": 30
         *           }
         *         ]
         *       },
         *       "metrics": {
         *         "sessions": 147,
         *         "first_session": "2026-04-24",
         *         "last_session": "2026-11-20",
         *         "stock": {
         *           "daily_std_usd": 17522.9642,
         *           "annualised_vol_usd": 278168.4331,
         *           "cumulative_pnl_usd": 160986.7734,
         *           "max_drawdown_usd": 101682.5543,
         *           "sessions": 147
         *         },
         *         "hedged_gross": {
         *           "daily_std_usd": 10602.09601,
         *           "annualised_vol_usd": 168303.0564,
         *           "cumulative_pnl_usd": 120775.2011,
         *           "max_drawdown_usd": 75700.40401,
         *           "sessions": 147
         *         },
         *         "hedged_net": {
         *           "daily_std_usd": 10636.00245,
         *           "annualised_vol_usd": 168841.3045,
         *           "cumulative_pnl_usd": 49243.17152,
         *           "max_drawdown_usd": 83094.36109,
         *           "sessions": 147
         *         },
         *         "variance_reduction_gross": 0.6339264779,
         *         "variance_reduction_net": 0.6315812627,
         *         "sleeve_correlation": 0.8006762377,
         *         "total_cost_usd": 71532.02957,
         *         "total_turnover": 5.673378912,
         *         "mean_daily_turnover": 0.03859441437,
         *         "sessions_holding_weights": 0,
         *         "trades_costed_at_session_spread": 348,
         *         "trades_costed_at_median_spread": 1230
         *       },
         *       "series": [
         *         {
         *           "session_date": "2026-11-19",
         *           "stock_pnl_usd": -4461.350615,
         *           "sleeve_pnl_usd": -74.89339772,
         *           "cost_usd": 403.2239339,
         *           "hedged_net_pnl_usd": -4789.681151,
         *           "turnover": 0.04178820428
         *         },
         *         {
         *           "session_date": "2026-11-20",
         *           "stock_pnl_usd": 4151.139205,
         *           "sleeve_pnl_usd": -7968.045028,
         *           "cost_usd": 276.323938,
         *           "hedged_net_pnl_usd": 11842.8603,
         *           "turnover": 0.02317877962
         *         }
         *       ]
         *     }
         */
        FactorExecutionBacktestAvailable: {
            /**
             * @description A valid stored artifact is shown. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "AVAILABLE";
            /** @description Always null when AVAILABLE. */
            reason: null;
            /**
             * @description The artifact's schema id.
             * @enum {string}
             */
            schema: "pix-backtest-v1";
            /** @description When the artifact was computed, UTC. */
            generated_at: string;
            inputs: components["schemas"]["BacktestInputs"];
            metrics: components["schemas"]["BacktestMetrics"];
            /** @description One row per traded session, oldest first. */
            series: components["schemas"]["BacktestRow"][];
        };
        /** @description What the backtest was computed from. */
        BacktestInputs: {
            /** @description Equity history sessions read. */
            equity_sessions: number;
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            first_equity_session: string;
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            last_equity_session: string;
            /** @description Sessions each daily re-fit of the mimicking portfolio uses (252). */
            training_sessions: number;
            /** @description The fixed reference notional N USD. */
            notional_usd: number;
            /** @description Days of venue history read per theme contract (600). */
            history_interval_days: number;
            /** @description Tape dates whose snapshots were read for spreads. */
            tape_dates: number;
            /** @description The theme contracts read, with their observations and spreads. */
            contracts: components["schemas"]["BacktestContract"][];
        };
        /** @description A theme contract the backtest read, with its spread inputs. */
        BacktestContract: components["schemas"]["FactorContractRef"] & {
            /** @description Adverse-side close observations read. */
            observations: number;
            /** @description Half of the median quoted spread (ask − bid) over every tape snapshot read for the contract; null when the tape had none. */
            median_half_spread: number | null;
            /** @description Sessions with a tape snapshot of the contract at or before that session's 16:00 New York close. */
            spread_sessions: number;
        };
        /** @description Summary figures of the backtest's series. */
        BacktestMetrics: {
            /** @description Out-of-sample sessions in the series. */
            sessions: number;
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            first_session: string;
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            last_session: string;
            stock: components["schemas"]["FactorLegMetrics"];
            hedged_gross: components["schemas"]["FactorLegMetrics"] & unknown;
            hedged_net: components["schemas"]["FactorLegMetrics"] & unknown;
            /** @description 1 − var(hedged gross) / var(stock), sample variances. */
            variance_reduction_gross: number | null;
            /** @description 1 − var(hedged net) / var(stock), sample variances. */
            variance_reduction_net: number | null;
            /** @description Pearson correlation of the stock's and the sleeve's daily P&L. */
            sleeve_correlation: number | null;
            /** @description Sum of cost_usd, USD. */
            total_cost_usd: number;
            /** @description Sum of the sessions' turnover. */
            total_turnover: number;
            /** @description total_turnover / sessions. */
            mean_daily_turnover: number;
            /** @description Sessions whose fit was unavailable, so the previous weights were held (no trade, no cost). */
            sessions_holding_weights: number;
            /** @description Contract weight changes costed at the spread of the tape snapshot of that session. */
            trades_costed_at_session_spread: number;
            /** @description Contract weight changes costed at the contract's median tape spread (no snapshot that session). */
            trades_costed_at_median_spread: number;
        };
        /** @description One traded session of the backtest. */
        BacktestRow: {
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            session_date: string;
            /** @description N·r_t, USD. */
            stock_pnl_usd: number;
            /** @description N·Σ w_(t,k)·Δp_(k,t) with the weights fitted through the previous session, USD. */
            sleeve_pnl_usd: number;
            /** @description N·Σ |w_(t,k) − w_(t−1,k)|·h_k, h_k the half-spread at the previous session's close, USD. */
            cost_usd: number;
            /** @description stock_pnl_usd − sleeve_pnl_usd − cost_usd, USD. */
            hedged_net_pnl_usd: number;
            /** @description Σ |w_(t,k) − w_(t−1,k)|. */
            turnover: number;
        };
        /**
         * @description No artifact is shown: a reason, every other member null and an empty series.
         * @example {
         *       "status": "UNAVAILABLE",
         *       "reason": "no_backtest",
         *       "schema": null,
         *       "generated_at": null,
         *       "inputs": null,
         *       "metrics": null,
         *       "series": []
         *     }
         */
        FactorExecutionBacktestUnavailable: {
            /**
             * @description No artifact is shown; see `reason`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "UNAVAILABLE";
            /**
             * @description no_backtest: none was generated for the ticker. invalid_artifact: the stored artifact failed validation (unreadable, another schema, another ticker or too large). store_unavailable: the artifact store could not be read. invalid_ticker: the ticker cannot name an artifact. proxy_history_not_collected, proxy_history_unreadable: the models are not computed because the theme contracts' close series are not in the store yet, or the store could not be read (every model member then says so).
             * @enum {string}
             */
            reason: "no_backtest" | "invalid_artifact" | "store_unavailable" | "invalid_ticker" | "proxy_history_not_collected" | "proxy_history_unreadable";
            /** @description Null: no artifact. */
            schema: null;
            /** @description Null: no artifact. */
            generated_at: null;
            /** @description Null: no artifact. */
            inputs: null;
            /** @description Null: no artifact. */
            metrics: null;
            /** @description Always empty. */
            series: components["schemas"]["BacktestRow"][];
        };
        /**
         * @description Whether the research sleeve passes the paper and live gates; it is never production-ready.
         * @example {
         *       "production_ready": false,
         *       "paper_passed": true,
         *       "live_passed": true,
         *       "paper_gates": [
         *         {
         *           "id": "backtest_artifact",
         *           "passed": true,
         *           "detail": "A valid pix-backtest-v1 artifact generated at 2026-11-22T15:02:00.000Z was read."
         *         },
         *         {
         *           "id": "enough_observations",
         *           "passed": true,
         *           "detail": "The backtest has 147 out-of-sample sessions; at least 126 are required."
         *         },
         *         {
         *           "id": "walk_forward_variance_reduction",
         *           "passed": true,
         *           "detail": "The walk-forward hedge's out-of-sample variance reduction is 0.5569; it must be above 0."
         *         },
         *         {
         *           "id": "backtest_variance_reduction_after_costs",
         *           "passed": true,
         *           "detail": "The backtest's out-of-sample variance reduction after costs is 0.6316; it must be above 0."
         *         }
         *       ],
         *       "live_gates": [
         *         {
         *           "id": "proxy_quotes_fresh",
         *           "passed": true,
         *           "detail": "All 12 sleeve contracts have a fresh quote on the newest tape snapshot."
         *         },
         *         {
         *           "id": "proxy_spread",
         *           "passed": true,
         *           "detail": "All 12 sleeve contracts quote a spread of at most 0.04."
         *         },
         *         {
         *           "id": "proxy_liquidity",
         *           "passed": true,
         *           "detail": "All 12 sleeve contracts traded at least USD 100,000."
         *         }
         *       ]
         *     }
         */
        FactorExecutionValidation: {
            /**
             * @description Always false: this is paper research.
             * @enum {boolean}
             */
            production_ready: false;
            /** @description Every paper gate passed. */
            paper_passed: boolean;
            /** @description Every live gate passed. */
            live_passed: boolean;
            /** @description backtest_artifact: a valid artifact exists. enough_observations: the backtest has at least 126 out-of-sample sessions. walk_forward_variance_reduction: pnl_comparison's variance_reduction > 0. backtest_variance_reduction_after_costs: the backtest's variance_reduction_net > 0. */
            paper_gates: components["schemas"]["FactorGate"][];
            /** @description Over the latest research sleeve's included contracts with a non-zero weight, on the newest tape snapshot: proxy_quotes_fresh: each has a fresh quote. proxy_spread: each quoted spread (ask − bid) is at most 0.04. proxy_liquidity: each traded volume is at least USD 100,000. With no such contract every live gate fails. */
            live_gates: components["schemas"]["FactorGate"][];
        };
        /** @description One execution gate and its outcome. */
        FactorGate: {
            /** @description The gate's fixed id. */
            id: string;
            /** @description Whether the gate passed. */
            passed: boolean;
            /** @description One sentence with the figures the gate compared. */
            detail: string;
        };
        /** @description UNAVAILABLE form, for when the theme contracts' close series cannot be read from the store: reason proxy_history_not_collected (none collected yet; they are collected hourly) or proxy_history_unreadable (the store failed); no number. */
        FactorExecutionValidationUnavailable: {
            /**
             * @description The models are not computed; see `reason`.
             * @enum {string}
             */
            status: "UNAVAILABLE";
            /**
             * @description proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.
             * @enum {string}
             */
            reason: "proxy_history_not_collected" | "proxy_history_unreadable";
            /**
             * @description Always false: this is paper research.
             * @enum {boolean}
             */
            production_ready: false;
            /** @description The paper gates are not evaluated. */
            paper_gate: {
                /**
                 * @description Not evaluated.
                 * @enum {string}
                 */
                status: "UNAVAILABLE";
            };
            /** @description The live gates are not evaluated. */
            live_gate: {
                /**
                 * @description Not evaluated.
                 * @enum {string}
                 */
                status: "UNAVAILABLE";
            };
        };
        /** @description A market-wide summary of the six theme levels. */
        FactorComposite: {
            /** @description 100 × the equal-weight mean of the non-null theme levels (0–100), rounded to 4 decimals; null without any level. Market-wide, not specific to the stock. */
            value: number | null;
            /**
             * @description AVAILABLE with all six levels, PARTIAL with some, UNAVAILABLE with none.
             * @enum {string}
             */
            status: "AVAILABLE" | "PARTIAL" | "UNAVAILABLE";
            /** @description Themes with a level, averaged into `value`. */
            themes_used: number;
            /** @description Themes in the composite (six). */
            themes_total: number;
        };
        /** @description The lake snapshot one venue's contracts were read from. */
        FactorVenueSource: {
            /**
             * @description Venue id: kalshi or polymarket.
             * @example kalshi
             */
            venue: string;
            /**
             * @description Where this source's data came from. `live`: prices, filings and quotes read from the venues' and providers' public data. `synthetic`: made-up moving prices from pix's upstream simulator, in the venues' real payload shapes; for trying pix, never for decisions.
             * @enum {string}
             */
            provenance: "live" | "synthetic";
            /**
             * @description UNAVAILABLE: no readable newest snapshot, or none of the venue's reviewed contracts usable. STALE: the newest snapshot is older than the budget. PARTIAL: only part of the venue's reviewed contracts is usable. AVAILABLE otherwise.
             * @enum {string}
             */
            status: "AVAILABLE" | "PARTIAL" | "STALE" | "UNAVAILABLE";
            /**
             * Format: date-time
             * @description Newest observed_at among the contracts read. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
             */
            as_of: string | null;
            /**
             * @description The lake snapshot used: lake/{venue}/{YYYY-MM-DD}/{HHMM}.
             * @example lake/kalshi/2026-11-22/1459
             */
            source_object: string | null;
            /**
             * @description null when AVAILABLE, else a fixed code: no_snapshot, lake_unreadable, snapshot_too_large, newest_snapshot_is_stale, reviewed_thematic_scope_only, no_usable_theme_contracts.
             * @enum {string|null}
             */
            reason: "no_snapshot" | "lake_unreadable" | "snapshot_too_large" | "newest_snapshot_is_stale" | "reviewed_thematic_scope_only" | "no_usable_theme_contracts" | null;
            /** @description What the snapshot's tape records about its gaps. */
            completeness: {
                /**
                 * @description From the snapshot's tape: INCOMPLETE when the collector recorded a failure, NOT_RECORDED otherwise (absence of a failure does not claim completeness, so COMPLETE is never sent), UNAVAILABLE without a snapshot.
                 * @enum {string}
                 */
                status: "COMPLETE" | "INCOMPLETE" | "NOT_RECORDED" | "UNAVAILABLE";
                /** @description A sentence. */
                detail: string | null;
            };
            /** @description Number of the venue's reviewed contracts read from the snapshot. */
            row_count: number;
            /**
             * @description Largest data age, in seconds, that still counts as fresh.
             * @example 300
             */
            freshness_budget_seconds: number | null;
        };
        /**
         * @description When each input of the models was collected. The models use completed sessions only: a session enters them when its 16:00 New York close is at or before both collected_at, so an unclosed session's price is never paired with an older probability, and a closed session waits for the next collection of the contract closes. The proxy model score and the live gates read the contracts' quotes on the newest tape instead (each score component states when its quote was observed; sources.venue_* state each venue's snapshot).
         * @example {
         *       "last_session": "2026-11-20",
         *       "equity_prices": {
         *         "collected_at": "2026-11-23T20:45:11Z",
         *         "last_session": "2026-11-20"
         *       },
         *       "theme_closes": {
         *         "collected_at": "2026-11-23T20:07:00Z",
         *         "last_session": "2026-11-20",
         *         "series": 12
         *       }
         *     }
         */
        FactorModelInputs: {
            /**
             * Format: date
             * @description The newest session the models use: the newest session that is complete in both inputs below (the older of their last_session); null when there is none.
             */
            last_session: string | null;
            /** @description The stock's daily closes (equity.history). */
            equity_prices: {
                /**
                 * Format: date-time
                 * @description When the equity history the models use was read from the price provider (one read serves a ticker for up to 15 s), UTC. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-23T20:45:11Z
                 */
                collected_at: string;
                /**
                 * Format: date
                 * @description The newest session of equity.history whose 16:00 New York close is at or before collected_at, so its close is final; a session still trading when the history was read is not used.
                 */
                last_session: string | null;
            };
            /** @description The theme contracts' daily closes: the adverse-side probability at each 16:00 New York close, collected from the venues' history endpoints once an hour. */
            theme_closes: {
                /**
                 * Format: date-time
                 * @description When the newest hourly collection stored the theme contracts' close series, UTC; null when none is stored or the store could not be read. RFC 3339 UTC to the second (YYYY-MM-DDTHH:MM:SSZ).
                 * @example 2026-11-23T20:07:00Z
                 */
                collected_at: string | null;
                /**
                 * Format: date
                 * @description The newest session of equity.history whose 16:00 New York close is at or before collected_at, so its contract closes are final in the store; null without a collection.
                 */
                last_session: string | null;
                /** @description Theme contracts with a stored close series. A contract whose own series was last collected earlier (its venue failed since) has no probability for the sessions that closed after that. */
                series: number;
            };
        };
        /**
         * @description Bounded minimum-variance paper portfolio over the last 252 sessions with a stock return: w minimises Σ_t (r̃_t − Σ wⱼ·Δp̃ⱼ,t)² subject to -1 ≤ wⱼ ≤ 1, over every contract with a Δp on each of those sessions (collinear ones left out), solved exactly by bounded-variable least squares.
         * @example {
         *       "status": "AVAILABLE",
         *       "reason": null,
         *       "window": {
         *         "sessions": 252,
         *         "first_session": "2025-11-19",
         *         "last_session": "2026-11-20"
         *       },
         *       "metrics": {
         *         "notional_usd": 1000000,
         *         "tracking_error_daily": 0.009826028334,
         *         "tracking_error_annualised": 0.1559833641,
         *         "r_squared": 0.6365633661,
         *         "correlation": 0.7978492126,
         *         "sessions": 252
         *       },
         *       "series": [
         *         {
         *           "session_date": "2026-11-19",
         *           "stock_pnl_usd": -4461.350615,
         *           "portfolio_pnl_usd": -688.9126721
         *         },
         *         {
         *           "session_date": "2026-11-20",
         *           "stock_pnl_usd": 4151.139205,
         *           "portfolio_pnl_usd": -7708.010656
         *         }
         *       ],
         *       "latest_research_sleeve": {
         *         "as_of_session": "2026-11-20",
         *         "positions": [
         *           {
         *             "factor_id": "growth_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXRECSSNBER-26-Y",
         *             "status": "included",
         *             "weight": 0.04001987971,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "growth_stress",
         *             "venue": "polymarket",
         *             "market_id": "808166",
         *             "status": "included",
         *             "weight": -0.0309650744,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "higher_for_longer",
         *             "venue": "kalshi",
         *             "market_id": "KXFEDCUTS-27H1-Y",
         *             "status": "included",
         *             "weight": 0.003885100327,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "higher_for_longer",
         *             "venue": "polymarket",
         *             "market_id": "820523",
         *             "status": "included",
         *             "weight": 0.01801954397,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "trade_friction",
         *             "venue": "kalshi",
         *             "market_id": "KXTARIFF-27Q1-Y",
         *             "status": "included",
         *             "weight": -0.09096197254,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "trade_friction",
         *             "venue": "polymarket",
         *             "market_id": "677121",
         *             "status": "included",
         *             "weight": -0.2128863503,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "energy_shock",
         *             "venue": "kalshi",
         *             "market_id": "KXWTIHIGH-27Q1-Y",
         *             "status": "included",
         *             "weight": -0.001567149375,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "energy_shock",
         *             "venue": "polymarket",
         *             "market_id": "881421",
         *             "status": "included",
         *             "weight": 0.01272420473,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "ai_disruption",
         *             "venue": "kalshi",
         *             "market_id": "KXAILAYOFFS-27-Y",
         *             "status": "included",
         *             "weight": -0.1479317593,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "ai_disruption",
         *             "venue": "polymarket",
         *             "market_id": "701920",
         *             "status": "included",
         *             "weight": -0.1225103668,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "credit_stress",
         *             "venue": "kalshi",
         *             "market_id": "KXHYSPREAD-27Q1-Y",
         *             "status": "included",
         *             "weight": -0.00818837196,
         *             "at_bound": null
         *           },
         *           {
         *             "factor_id": "credit_stress",
         *             "venue": "polymarket",
         *             "market_id": "637633",
         *             "status": "included",
         *             "weight": -0.0005436415554,
         *             "at_bound": null
         *           }
         *         ]
         *       }
         *     }
         */
        FactorMimickingPortfolio: {
            /**
             * @description AVAILABLE when the portfolio was fitted; otherwise see `reason`.
             * @enum {string}
             */
            status: "AVAILABLE" | "UNAVAILABLE";
            /**
             * @description Null when AVAILABLE.
             * @enum {string|null}
             */
            reason: "no_contracts" | "insufficient_observations" | "degenerate_contracts" | "not_converged" | "computation_failed" | "numerical_failure" | null;
            /** @description The sessions the portfolio is fitted on. */
            window: {
                /** @description Sessions the fit uses. */
                sessions: number;
                /**
                 * Format: date
                 * @description First session of the fit, YYYY-MM-DD (New York); null when none.
                 */
                first_session: string | null;
                /**
                 * Format: date
                 * @description Last session of the fit, YYYY-MM-DD (New York); null when none.
                 */
                last_session: string | null;
            };
            /** @description How closely the portfolio tracks the stock; null when UNAVAILABLE. */
            metrics: {
                /** @description The fixed reference notional N USD. */
                notional_usd: number;
                /** @description Sample standard deviation of the residual e = r̃ − Σ wⱼ·Δp̃ⱼ (tildes: minus the window mean), as a fraction of notional. */
                tracking_error_daily: number | null;
                /** @description tracking_error_daily × √252. */
                tracking_error_annualised: number | null;
                /** @description 1 − Σe² / Σr̃²; null when every return equals the mean. */
                r_squared: number | null;
                /** @description Pearson correlation of stock_pnl_usd and portfolio_pnl_usd; null when either is constant. */
                correlation: number | null;
                /** @description Sessions in the fit. */
                sessions: number;
            } | null;
            /** @description One row per session of the fit, oldest first. */
            series: components["schemas"]["FactorMimickingRow"][];
            /** @description The weights of the newest fit: research output, not a trade. */
            latest_research_sleeve: {
                /**
                 * Format: date
                 * @description The last session of the window the weights were fitted on.
                 */
                as_of_session: string | null;
                /** @description Every theme contract with a readable history, ordered by theme, venue, market id. */
                positions: components["schemas"]["FactorSleevePosition"][];
            };
        };
        /** @description One session of the mimicking portfolio's fit. */
        FactorMimickingRow: {
            /**
             * Format: date
             * @description A session date, YYYY-MM-DD (New York).
             */
            session_date: string;
            /** @description N·r_t, USD. */
            stock_pnl_usd: number;
            /** @description N·Σ wⱼ·Δpⱼ,t, USD. */
            portfolio_pnl_usd: number;
        };
        /** @description A theme contract as named next to a model output. */
        FactorSleevePosition: components["schemas"]["FactorContractRef"] & {
            /**
             * @description included: part of the portfolio. collinear: its Δp is constant or a combination of earlier contracts' (left out). insufficient_observations: its history does not cover the window.
             * @enum {string}
             */
            status: "included" | "collinear" | "insufficient_observations";
            /** @description w: paper P&L per unit of notional per unit change of the contract's adverse-side probability; null unless included. */
            weight: number | null;
            /**
             * @description The bound the weight sits on as an active constraint, or null.
             * @enum {string|null}
             */
            at_bound: "lower" | "upper" | null;
        };
        /** @description UNAVAILABLE form, for when the theme contracts' close series cannot be read from the store: reason proxy_history_not_collected (none collected yet; they are collected hourly) or proxy_history_unreadable (the store failed); no number. */
        FactorMimickingPortfolioUnavailable: {
            /**
             * @description The models are not computed; see `reason`.
             * @enum {string}
             */
            status: "UNAVAILABLE";
            /**
             * @description proxy_history_not_collected: the hourly collection of the theme contracts' close series has not stored any yet. proxy_history_unreadable: the store of those series could not be read.
             * @enum {string}
             */
            reason: "proxy_history_not_collected" | "proxy_history_unreadable";
            /** @description Null: the models are not computed. */
            window: null;
            /** @description Null: the models are not computed. */
            metrics: null;
            /** @description Always empty. */
            series: components["schemas"]["FactorMimickingRow"][];
            /** @description No weights: nothing is fitted. */
            latest_research_sleeve: {
                /** @description Always empty. */
                positions: components["schemas"]["FactorSleevePosition"][];
            };
        };
        /**
         * @description Fixed labels and rules of the models in use; every number is the constant the code uses.
         * @example {
         *       "stock_return": "r_t = price_t / price_{t-1} - 1 between consecutive equity history sessions, where price is adjusted_close, or close when adjusted_close is null; a session without a positive finite price has no return and breaks the next one.",
         *       "completed_sessions": "Completed sessions only: a session enters the models when its 16:00 America/New_York close is at or before the moment the equity history was read and the moment the theme contracts' closes were collected; a contract has no probability for a session that closed after its own closes were collected. The session still trading, and a closed session whose contract closes are not collected yet, are left out rather than paired with an intraday price or an older probability.",
         *       "probability_alignment": "p_t is the last venue observation of the contract's adverse-side probability at or before the session's 16:00 America/New_York close; dp_t = p_t - p_{t-1}; no staleness limit, so a quiet contract has dp = 0.",
         *       "session_alignment": "A session enters a regression only when it has a stock return and a probability change for every contract in that regression.",
         *       "proxy_selection": "Each theme's proxy is its contract with the most aligned sessions; ties go to Kalshi, then to the smaller market id.",
         *       "exposure_model": "Per theme, ordinary least squares with intercept of the stock return on the proxy's probability change, r_t = alpha + beta * dp_t + e_t, over the most recent aligned sessions.",
         *       "exposure_window_max_observations": 399,
         *       "min_observations": 252,
         *       "standard_errors": "Classical (homoskedastic) OLS standard errors, s^2 = SSR / (n - parameters); t_stat = beta / standard_error, null when the standard error is 0.",
         *       "degenerate_proxy": "A proxy whose probability change is constant over the window is not fitted (status degenerate_proxy).",
         *       "collinearity": "Design columns are taken in order (intercept, then themes in fixed order, then venue, then market id); a column whose residual after projection on the kept earlier columns is at most collinearity_tolerance of its own length is dropped and gets weight 0.",
         *       "collinearity_tolerance": 1e-9,
         *       "proxy_model_score": "100 times the absolute-beta-weighted mean, over fitted proxies with a current probability, of the probability adverse to the stock: the proxy's probability p when beta < 0, 1 - p when beta > 0. A current probability comes from the proxy's newest quote within its freshness budget; a stale quote does not count. AVAILABLE with all six themes, PARTIAL with some, UNAVAILABLE with none or when the absolute betas sum to 0. Not a forecast.",
         *       "pnl_comparison": "Walk-forward out of sample: for each aligned session after the first training window, OLS with intercept of the stock return on the fitted proxies' probability changes over the preceding training window only, applied to that session. Unhedged P&L = notional * r_t; hedged P&L = notional * (r_t - sum_i beta_i * dp_i,t).",
         *       "walk_forward_training_sessions": 252,
         *       "min_out_of_sample_sessions": 2,
         *       "variance_reduction": "1 - var(hedged daily P&L) / var(unhedged daily P&L), sample variances.",
         *       "max_drawdown": "Largest fall of cumulative P&L from its running peak (starting at 0 before the first session) to a later session, as a positive USD amount.",
         *       "mimicking_portfolio": "Weights w on every theme contract covering the window minimise the sum of squares of the demeaned stock return minus sum_j w_j times the demeaned probability change, subject to the weight bounds, solved exactly by bounded-variable least squares (Stark and Parker active-set method).",
         *       "mimicking_window_sessions": 252,
         *       "weight_bounds": {
         *         "lower": -1,
         *         "upper": 1
         *       },
         *       "bvls_optimality_tolerance": 1e-10,
         *       "tracking_error": "Sample (n - 1) standard deviation of the portfolio's residual daily return, as a fraction of notional; annualised by sqrt(annualisation_factor). R^2 = 1 - SSR / SST of the demeaned stock return.",
         *       "daily_standard_deviation": "Sample standard deviation with n - 1 in the denominator.",
         *       "annualisation_factor": 252,
         *       "reference_notional_usd": 1000000,
         *       "proxy_history": "Each theme contract's history is read from its venue's own history endpoint over the last history_interval_days days in hourly points (Kalshi hourly candlesticks: the mid of the closing YES bid and ask when both are quoted and at most 0.10 apart, else the hour's closing trade; Polymarket prices-history at fidelity 60), turned into the adverse side's probability (1 − p when the adverse side is NO) and kept as the last observation at or before each 16:00 America/New_York close. A contract whose history cannot be read takes no part; a theme left without any has status history_unavailable.",
         *       "history_interval_days": 600,
         *       "execution_backtest": "Offline paper backtest of the research sleeve: from the first session with a full training window, every session the mimicking portfolio is re-fitted on the sessions before it and its weights held for that session (when a re-fit is unavailable the previous weights are held). Sleeve P&L = N·Σ w·Δp; the move from the previous weights (0 before the first session) costs N·Σ |Δw|·h, h the contract's half-spread on the tape snapshot at or before the previous session's 16:00 New York close, else half its median tape spread. Hedged net P&L = stock P&L − sleeve P&L − cost.",
         *       "execution_gates": {
         *         "min_backtest_sessions": 126,
         *         "max_live_spread": 0.04,
         *         "min_live_volume_usd": 100000
         *       }
         *     }
         */
        FactorMethodology: {
            /** @description How the stock's daily return is computed. */
            stock_return: string;
            /** @description Which sessions the models use. */
            completed_sessions: string;
            /** @description How a contract's probability is taken for a session. */
            probability_alignment: string;
            /** @description When a session counts for a model. */
            session_alignment: string;
            /** @description How each theme's proxy contract is chosen. */
            proxy_selection: string;
            /** @description The exposure regression. */
            exposure_model: string;
            /** @description Most sessions an exposure fit uses (the most recent ones). */
            exposure_window_max_observations: number;
            /** @description Fewest aligned sessions an exposure fit needs. */
            min_observations: number;
            /** @description How the standard errors of β are computed. */
            standard_errors: string;
            /** @description When a proxy is degenerate and not fitted. */
            degenerate_proxy: string;
            /** @description How collinear regressors are dropped. */
            collinearity: string;
            /** @description Tolerance of the collinearity test. */
            collinearity_tolerance: number;
            /** @description How the proxy model score is computed. */
            proxy_model_score: string;
            /** @description How the walk-forward P&L comparison is computed. */
            pnl_comparison: string;
            /** @description Sessions each walk-forward fit is trained on. */
            walk_forward_training_sessions: number;
            /** @description Fewest out-of-sample sessions the P&L comparison needs. */
            min_out_of_sample_sessions: number;
            /** @description How the variance reduction is computed. */
            variance_reduction: string;
            /** @description How the maximum drawdown is computed. */
            max_drawdown: string;
            /** @description How the mimicking portfolio is fitted. */
            mimicking_portfolio: string;
            /** @description Sessions the mimicking portfolio is fitted on. */
            mimicking_window_sessions: number;
            /** @description Bounds of each mimicking-portfolio weight. */
            weight_bounds: {
                /** @description Lowest weight a contract may take. */
                lower: number;
                /** @description Highest weight a contract may take. */
                upper: number;
            };
            /** @description Tolerance of the bounded least-squares optimality test. */
            bvls_optimality_tolerance: number;
            /** @description How the tracking error is computed. */
            tracking_error: string;
            /** @description How a daily standard deviation is computed. */
            daily_standard_deviation: string;
            /** @description Sessions per year used to annualise (daily × √factor). */
            annualisation_factor: number;
            /** @description The fixed reference notional N every P&L is expressed on, USD. */
            reference_notional_usd: number;
            /** @description How each theme contract's history is read. */
            proxy_history: string;
            /** @description Days of venue history read per contract. */
            history_interval_days: number;
            /** @description How the offline backtest is computed. */
            execution_backtest: string;
            /** @description Constants of the execution gates. */
            execution_gates: {
                /** @description Out-of-sample sessions a backtest needs to pass its gate. */
                min_backtest_sessions: number;
                /** @description Largest quoted spread (ask − bid, probability) a sleeve contract may have. */
                max_live_spread: number;
                /** @description Smallest traded volume in USD a sleeve contract must have. */
                min_live_volume_usd: number;
            };
        };
        /** @description The theme-level rules and a sentence on why the models are not computed. */
        FactorMethodologyUnavailable: {
            /** @description How a theme's level is computed. */
            theme_level: string;
            /** @description How the composite is computed. */
            composite: string;
            /** @description Which quotes count as fresh. */
            freshness: string;
            /** @description Why the models are not computed. */
            models: string;
        };
        StatusResponse: {
            data: components["schemas"]["Status"];
            /** @description The API and schema versions, and facts about this response (not about the resource). */
            meta: {
                /**
                 * @description Major API version; also in the path.
                 * @enum {string}
                 */
                api_version: "v1";
                /**
                 * @description Version of the payload schemas; additive fields may appear within v1.
                 * @enum {string}
                 */
                schema_version: "pix-public-api-v1";
            };
            /** @description Paths of this resource and of related resources, by relation name. */
            links: {
                /** @description Path of this resource, using the slug form of ids. */
                self: string;
            } & {
                [key: string]: string;
            };
        };
        /** @description The state of every component of pix and overall, from what the work recorded. */
        Status: {
            /**
             * @description Resource type.
             * @enum {string}
             */
            type: "status";
            /**
             * @description The overall state: the worst state of the components whose state is known; unknown when none is.
             * @enum {string}
             */
            state: "operational" | "degraded" | "outage" | "unknown";
            /**
             * Format: date-time
             * @description When this status was computed (RFC 3339 UTC to the second).
             * @example 2026-11-22T10:05:00Z
             */
            computed_at: string;
            /** @description Every component, in a fixed order. */
            components: components["schemas"]["StatusComponent"][];
        };
        StatusComponent: {
            /**
             * @description The component: `<kind>` or `<kind>:<venue>`.
             * @example cycle:kalshi
             */
            id: string;
            /**
             * @description What the component is (see description).
             * @enum {string}
             */
            kind: "cycle" | "feed" | "collection" | "hour_summaries" | "parquet_days" | "news" | "equity" | "stream";
            /** @description The venue of a per-venue component, else null. */
            venue: string | null;
            /** @description What the component does and what its lag measures. */
            description: string;
            /**
             * @description operational, degraded (late, slow or its last run failed), outage (far past its cadence, or never succeeded) or unknown (nothing recorded).
             * @enum {string}
             */
            state: "operational" | "degraded" | "outage" | "unknown";
            /**
             * Format: date-time
             * @description When the component last succeeded (RFC 3339 UTC to the second); null when never.
             * @example 2026-11-22T10:05:00Z
             */
            last_event_at: string | null;
            /** @description Milliseconds since last_event_at at computed_at; null when never. */
            age_ms: number | null;
            /**
             * Format: date-time
             * @description When the component last failed; null when no failure is recorded.
             * @example 2026-11-22T10:05:00Z
             */
            last_failure_at: string | null;
            /** @description Lag percentiles over the last 5 minutes, hour and day: venue time to receipt for a feed, the moment the work was due (its minute, hour or day boundary) to its completion for cycles and jobs. */
            lag: {
                "5m": components["schemas"]["StatusLagWindow"];
                "1h": components["schemas"]["StatusLagWindow"] & unknown;
                "24h": components["schemas"]["StatusLagWindow"] & unknown;
            };
            /** @description A live feed's lag now (the largest of its shards); null for other components or a feed with no shard. */
            lag_now_ms: number | null;
            /** @description Boundaries the work skipped between two successes (e.g. a cycle minute that never ran), counted since recording began. */
            gaps: number;
            /** @description A live feed's reconnects (summed over its shards, since each shard's start); 0 for other components. */
            reconnects: number;
            /** @description The thresholds the component's state is judged by. */
            thresholds: {
                /** @description How often the work runs; null for work done on demand. */
                cadence_ms: number | null;
                /** @description Past this age of the last success the component is degraded; null: age not judged. */
                degraded_after_ms: number | null;
                /** @description Past this age of the last success it is in outage; null: age not judged. */
                outage_after_ms: number | null;
                /** @description Past this five-minute p99 lag the component is degraded. */
                degraded_lag_ms: number;
            };
        };
        /** @description The last 5m (whole minutes). */
        StatusLagWindow: {
            /** @description Lags recorded in the window. */
            count: number;
            /** @description Median lag in ms (within 4.5 %); null when the window holds none. */
            p50_ms: number | null;
            /** @description 99th percentile lag in ms (within 4.5 %); null when the window holds none. */
            p99_ms: number | null;
        };
        /** @description The public markets the request may read, indices then benchmarks. */
        LegacyMarketList: {
            /** @description Every public index (by symbol), then every public benchmark (by symbol). A key with an entitlement list sees only its markets. */
            markets: components["schemas"]["LegacyMarket"][];
            /** @description Length of `markets`. */
            count: number;
            /**
             * Format: date-time
             * @description The minute (UTC) at which each market's `status` was evaluated; the list changes at most once a minute.
             * @example 2026-11-22T10:05:00Z
             */
            as_of: string;
        };
        /** @description One public index or benchmark with its latest value and clocks: the same object the `/ws` stream carries. */
        LegacyMarket: {
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description Slug: lower-case words joined by hyphens.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * @description Whether the market is an index or a benchmark.
             * @enum {string}
             */
            kind: "index" | "benchmark";
            /**
             * @description Human-readable name.
             * @example US CPI YoY — next print
             */
            name: string;
            /**
             * @description Unit of the values.
             * @example %
             */
            unit: string;
            /**
             * @description `live`: the value's cycle started less than 15 minutes ago (v1 serves it); `stale`: older (ingestion has stalled and v1 answers 503; the last value is still shown, flagged); `pending`: no value yet (every value member is null).
             * @enum {string}
             */
            status: "live" | "stale" | "pending";
            /**
             * @description Binary-floating-point convenience; null while pending.
             * @example 2.87
             */
            value: number | null;
            /**
             * @description The exact decimal string of `value`, as stored.
             * @example 2.87
             */
            value_decimal: string | null;
            /**
             * Format: date-time
             * @description The minute of the ingestion cycle that produced the value (UTC).
             * @example 2026-11-22T10:05:00Z
             */
            cycle_start: string | null;
            /**
             * Format: date-time
             * @description Clock of the venue observation the value rests on.
             * @example 2026-11-22T10:05:00Z
             */
            source_observed_at: string | null;
            /**
             * Format: date-time
             * @description Clock of pix's calculation.
             * @example 2026-11-22T10:05:00Z
             */
            computed_at: string | null;
        };
        /** @description One market. */
        LegacyMarketResponse: {
            market: components["schemas"]["LegacyMarket"];
        };
        /** @description A market's values over a window, in OHLC buckets. */
        LegacyMarketHistory: {
            /**
             * @description The canonical symbol.
             * @example PIXCPI
             */
            symbol: string;
            /**
             * @description The market's slug.
             * @example us-cpi-yoy-next
             */
            slug: string;
            /**
             * @description The window served.
             * @example 1d
             */
            range: string;
            /**
             * @description The bucket width served (what `auto` resolved to, or the one requested).
             * @example 5m
             */
            resolution: string;
            /** @description OHLC buckets, oldest first, from the stored minute ticks (indicative, not settlement grade; no backfill before the feed's launch). Buckets with no tick are absent. */
            points: components["schemas"]["LegacyHistoryPoint"][];
        };
        /** @description One OHLC bucket of a market's history. */
        LegacyHistoryPoint: {
            /**
             * Format: date-time
             * @description Start of the bucket (UTC).
             * @example 2026-11-22T10:05:00Z
             */
            time: string;
            /** @description First value in the bucket. */
            open: number;
            /** @description Highest value in the bucket. */
            high: number;
            /** @description Lowest value in the bucket. */
            low: number;
            /** @description Last value in the bucket. */
            close: number;
            /**
             * @description `close` as an exact decimal string, at the market's precision.
             * @example 2.87
             */
            close_decimal: string;
        };
        /** @description Each WebSocket text frame the server sends is one of these JSON messages, told apart by `type`. */
        StreamServerMessage: components["schemas"]["StreamSnapshot"] | components["schemas"]["StreamMarketUpdate"] | components["schemas"]["StreamError"];
        /** @description Sent on connect, after a first-message auth, and in answer to each subscribe. */
        StreamSnapshot: {
            /**
             * @description Message type.
             * @enum {string}
             */
            type: "snapshot";
            /**
             * @description Protocol version of the message shape.
             * @enum {number}
             */
            version: 1;
            /**
             * @description What prompted this snapshot.
             * @enum {string}
             */
            reason: "connect" | "auth" | "subscribe";
            /**
             * Format: date-time
             * @description When the server sent the snapshot.
             */
            sent_at: string;
            /** @description How the connection reads: anonymously or with a key. */
            access: {
                /**
                 * @description Whether the connection reads anonymously or with a key.
                 * @enum {string}
                 */
                kind: "anonymous" | "key";
                /** @description The key's id (never the key); null when anonymous. */
                key_id: string | null;
                /** @description Slugs the key is entitled to; null reads every public market. */
                entitlements: string[] | null;
            };
            /** @description Canonical symbols the connection is narrowed to; null for every market it reads. */
            subscription: string[] | null;
            /** @description Names in the last subscribe that match no public market (ignored). */
            unknown_symbols: string[];
            /** @description Every market the connection reads, with its latest value and clocks (indices, then benchmarks). */
            markets: components["schemas"]["LegacyMarket"][];
        };
        /** @description One frame per ingestion cycle per client. */
        StreamMarketUpdate: {
            /**
             * @description Message type.
             * @enum {string}
             */
            type: "market_update";
            /**
             * @description Protocol version of the message shape.
             * @enum {number}
             */
            version: 1;
            /**
             * Format: date-time
             * @description The ingestion cycle's minute.
             */
            cycle_start: string;
            /**
             * Format: date-time
             * @description When the cycle handed the batch to the stream (milliseconds); receive time minus this is the fan-out latency.
             */
            published_at: string;
            /** @description The cycle's new values of the markets this connection reads (never empty; a cycle with none sends nothing). */
            markets: components["schemas"]["LegacyMarket"][];
        };
        /** @description Sent just before the server closes the connection. Close code per error: message-too-large → 1009, binary-not-supported → 1003, malformed-message → 1008, unknown-message-type → 1008, too-many-symbols → 1008, auth-not-first → 1008, too-many-messages → 1008, credential-invalid → 4401, credential-scope → 4403, rate-limited → 4429, service-unavailable → 1013. A send the runtime cannot queue closes with 1011. */
        StreamError: {
            /**
             * @description Message type.
             * @enum {string}
             */
            type: "error";
            /**
             * @description Protocol version of the message shape.
             * @enum {number}
             */
            version: 1;
            /**
             * @description Why the connection is closed; the close code follows from it.
             * @enum {string}
             */
            code: "message-too-large" | "binary-not-supported" | "malformed-message" | "unknown-message-type" | "too-many-symbols" | "auth-not-first" | "too-many-messages" | "credential-invalid" | "credential-scope" | "rate-limited" | "service-unavailable";
            /** @description The reason in words. */
            detail: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discovery document. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "api_info",
                     *         "service": "pix",
                     *         "name": "Public Index Data API",
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "release_stage": "pre_ga",
                     *         "environment": "local",
                     *         "data_origin": "synthetic",
                     *         "planes": [
                     *           {
                     *             "id": "indices",
                     *             "description": "Public indices: resource, live snapshot, history, committed round, distribution, statistics, daily closes, news.",
                     *             "paths": [
                     *               "/api/v1/indices"
                     *             ],
                     *             "versioned": true,
                     *             "scope": "indices:read",
                     *             "anonymous": true,
                     *             "status": "available"
                     *           },
                     *           {
                     *             "id": "benchmarks",
                     *             "description": "Benchmark reference values (family commodities), with the deprecated /api/v1/commodities alias.",
                     *             "paths": [
                     *               "/api/v1/benchmarks",
                     *               "/api/v1/commodities"
                     *             ],
                     *             "versioned": true,
                     *             "scope": "benchmarks:read",
                     *             "anonymous": true,
                     *             "status": "available"
                     *           }
                     *         ],
                     *         "authentication": {
                     *           "anonymous": "Anonymous reads are open on every public read plane except the factor route; they carry no commercial service level.",
                     *           "methods": [
                     *             {
                     *               "type": "api_key_header",
                     *               "header": "X-API-Key",
                     *               "format": "pix_<32 or more base62 characters>"
                     *             },
                     *             {
                     *               "type": "bearer",
                     *               "header": "Authorization",
                     *               "format": "Bearer pix_<32 or more base62 characters>"
                     *             }
                     *           ],
                     *           "key_format": "Keys start with pix_ followed by at least 32 random base62 characters. Keys in the query string are refused.",
                     *           "strict": "A presented key is enforced strictly and never falls back to anonymous access.",
                     *           "scopes": [
                     *             "indices:read",
                     *             "benchmarks:read"
                     *           ],
                     *           "both_headers": "X-API-Key and Authorization: Bearer may both be sent only with the same key; different values answer 401 credential-invalid.",
                     *           "query_string": "Credentials in the query string (api_key, token, access_token, key, … or any pix_ value) answer 400 credential-in-query.",
                     *           "discovery": "On /api/v1, /api/v1/info and /api/v1/openapi.json a presented key is validated strictly and counted against its limit, but needs no plane scope.",
                     *           "errors": "Unknown, revoked or expired key: 401 credential-invalid. Missing the plane's scope: 403 credential-scope. Entitled key outside its list: 403 benchmark-not-entitled. Over the key's limit: 429 rate-limited. Factor route without a key: 401 credential-required.",
                     *           "entitlements": "A key may carry a list of catalog slugs; it then reads only those indices and benchmarks (any spelling of the id resolves to the slug first). Lists only widen or clear, live within 60 seconds."
                     *         },
                     *         "data_semantics": {
                     *           "official": "Only the latest committed round (status api_committed) is official: true. Snapshots, history, benchmarks, statistics and news are indicative (official: false).",
                     *           "settlement_grade": "History and benchmarks carry settlement_grade: false. Settlement-grade history is a separate signed product (oracle rounds) and is never served by the history resources.",
                     *           "live_indicative": "Live snapshots have scope live_indicative; a snapshot is not a settlement record.",
                     *           "committed_round": "A round is committed on each five-minute boundary; round_id equals clocks.round_effective_at. pix does not assert freshness or on-chain confirmation (chain_confirmation.status: not_asserted).",
                     *           "timestamps": "RFC 3339 with an explicit UTC offset.",
                     *           "decimals": "Values that matter carry a wire-stable decimal string beside a binary-floating-point number for charts."
                     *         },
                     *         "http": {
                     *           "errors": "RFC 9457 problems (application/problem+json) with type, title, status, detail, instance and request_id; each type links to /docs/problems#<slug>.",
                     *           "request_id": "Every response carries X-Request-ID; a well-formed incoming X-Request-ID (1–128 of A–Z a–z 0–9 _ - =) is reused.",
                     *           "conditional_requests": "Read resources carry a strong ETag; If-None-Match (one tag, a list, weak tags or *) answers 304 with no body.",
                     *           "caching": {
                     *             "current_max_age_seconds": 15,
                     *             "reference_max_age_seconds": 300
                     *           },
                     *           "unknown_query_parameters": "A query parameter a route does not define answers 400 invalid-parameter naming it; so does a repeated one."
                     *         },
                     *         "limits": {
                     *           "max_url_length": 2048,
                     *           "max_header_bytes": 16384,
                     *           "anonymous_requests_per_minute_per_ip": 300,
                     *           "rate_limit_window_seconds": 60,
                     *           "key_requests_per_minute": "set per key"
                     *         },
                     *         "index_reads": {
                     *           "history": {
                     *             "ranges": [
                     *               "1d",
                     *               "1w"
                     *             ],
                     *             "resolutions": [
                     *               "auto",
                     *               "1m"
                     *             ],
                     *             "default_range": "1m",
                     *             "default_resolution": "auto",
                     *             "max_buckets": 2500,
                     *             "max_raw_tick_rows": 1440,
                     *             "auto_target_buckets": 400,
                     *             "bucket_count_rule": "ceil(window_minutes / resolution_minutes)",
                     *             "too_fine_rule": "bucket count above 2500, or 1m (raw ticks) over a window longer than 1440 minutes",
                     *             "alignment": "UTC: minute widths align to multiples from the Unix epoch (4h buckets start 00, 04, 08... UTC); 1d is the UTC calendar day; 1w is the ISO week from Monday 00:00 UTC",
                     *             "bucket_resolutions": [
                     *               {
                     *                 "resolution": "1m",
                     *                 "minutes": 1,
                     *                 "source": "ticks"
                     *               },
                     *               {
                     *                 "resolution": "5m",
                     *                 "minutes": 5,
                     *                 "source": "5m"
                     *               }
                     *             ],
                     *             "range_table": [
                     *               {
                     *                 "range": "1d",
                     *                 "window": "trailing",
                     *                 "window_minutes": 1440,
                     *                 "allowed_resolutions": [
                     *                   "1m",
                     *                   "5m"
                     *                 ],
                     *                 "too_fine_resolutions": [],
                     *                 "auto_resolution": "5m"
                     *               },
                     *               {
                     *                 "range": "1w",
                     *                 "window": "trailing",
                     *                 "window_minutes": 10080,
                     *                 "allowed_resolutions": [
                     *                   "5m",
                     *                   "10m"
                     *                 ],
                     *                 "too_fine_resolutions": [
                     *                   "1m"
                     *                 ],
                     *                 "auto_resolution": "30m"
                     *               }
                     *             ]
                     *           },
                     *           "snapshot_max_age_minutes": 15,
                     *           "daily_closes": {
                     *             "calendar": "America/New_York",
                     *             "cutoff_local_time": "16:00",
                     *             "rows": 6,
                     *             "order": "newest_first",
                     *             "weekends_and_holidays": "included",
                     *             "value_rule": "last tick at or before the cut-off",
                     *             "carry_forward_limit_hours": 24,
                     *             "cutoff_settle_minutes": 5
                     *           },
                     *           "news": {
                     *             "path": "/api/v1/indices/{id}/news",
                     *             "enabled": true,
                     *             "description": "Metadata items about each index and its contracts (agency releases, central-bank statements, securities filings, venue context and events, publisher headlines), never settlement-relevant. Each index lists its configured feeds with their latest outcome in data.sources; data.policy states the defaults and what a request applied.",
                     *             "kinds": [
                     *               "official_release",
                     *               "official_statement"
                     *             ],
                     *             "licences": [
                     *               "public_domain",
                     *               "venue_public_api"
                     *             ],
                     *             "authorships": [
                     *               "primary_document",
                     *               "venue_generated"
                     *             ],
                     *             "availability": [
                     *               "available",
                     *               "empty"
                     *             ],
                     *             "defaults": {
                     *               "limit": 50,
                     *               "kind": [
                     *                 "official_release",
                     *                 "official_statement"
                     *               ],
                     *               "relevance": "direct",
                     *               "authorship": [
                     *                 "primary_document",
                     *                 "editorial"
                     *               ],
                     *               "since": null
                     *             },
                     *             "limit": {
                     *               "min": 1,
                     *               "max": 100,
                     *               "default": 50
                     *             },
                     *             "summary_max_chars": 2000,
                     *             "ingestion": {
                     *               "cadence_minutes": 5,
                     *               "minute_offset": 2,
                     *               "time_budget_seconds": 40
                     *             },
                     *             "cache_max_age_seconds": 60,
                     *             "settlement_relevant": false
                     *           }
                     *         },
                     *         "catalog": {
                     *           "public_indices": 6,
                     *           "benchmarks": 3
                     *         },
                     *         "stream": {
                     *           "path": "/ws",
                     *           "transport": "WebSocket (RFC 6455); every message is one JSON text frame with `type` and `version`.",
                     *           "protocol_version": 1,
                     *           "versioned": false,
                     *           "server_messages": {
                     *             "snapshot": "On connect, after a first-message auth and after each subscribe: every market the connection reads, with its latest value and clocks (schema StreamSnapshot).",
                     *             "market_update": "One frame per ingestion cycle with the new values of the markets the connection reads; none when a cycle changed none of them (schema StreamMarketUpdate).",
                     *             "error": "Sent just before the server closes the connection (schema StreamError).",
                     *             "pong": "{\"type\":\"pong\"}, the answer to {\"type\":\"ping\"}."
                     *           },
                     *           "client_messages": {
                     *             "auth": "{\"type\":\"auth\",\"key\":\"pix_…\"}: only as the first message, and only when no key header was sent. Keys are never accepted in the URL.",
                     *             "subscribe": "{\"type\":\"subscribe\",\"symbols\":[…]}: at most 64 symbols or slugs (any case), or \"*\" for all; answered by a snapshot.",
                     *             "ping": "{\"type\":\"ping\"}: answered without waking the stream object."
                     *           },
                     *           "access": "Anonymous connections read every public market. A key (X-API-Key or Authorization: Bearer on the upgrade, or the auth message) needs markets:read; an entitlement list narrows the stream to its markets. Keyed connections are re-checked about once a minute: revocation or expiry closes them with 4401, entitlement changes apply.",
                     *           "limits": {
                     *             "max_client_message_bytes": 4096,
                     *             "max_client_messages_per_minute": 60,
                     *             "max_subscription_symbols": 64,
                     *             "key_recheck_seconds": 60,
                     *             "max_anonymous_connections_per_address": 200
                     *           },
                     *           "close_codes": {
                     *             "1003": "binary frame",
                     *             "1008": "malformed or unknown message, auth not first, too many symbols, too many messages",
                     *             "1009": "client message too large",
                     *             "1011": "a frame could not be queued for the client",
                     *             "1013": "the key could not be verified; reconnect shortly",
                     *             "4401": "key unknown, revoked or expired",
                     *             "4403": "key lacks markets:read",
                     *             "4429": "key over its per-minute limit"
                     *           },
                     *           "sharding": {
                     *             "shards": 2,
                     *             "clients_per_shard": 2000,
                     *             "rule": "A keyed connection starts at a random shard, an anonymous one at its address's shard; a full shard passes it to the next, and when every shard is full the upgrade answers 503 stream-at-capacity."
                     *           },
                     *           "version_2": {
                     *             "path": "/ws?version=2",
                     *             "channels": {
                     *               "index:<symbol>": "An index's or benchmark's live indicative value (`index` messages): the minute cycle's values, and between minutes the values recomputed from the venues' live books where a venue feed runs. Never stored, never a round.",
                     *               "book:<venue>:<market>": "A market's order book in the YES outcome's terms: a whole `book`, then `book_delta` messages. <market> is the lake's market_id (a Kalshi ticker, a Polymarket market id): the catalog's contracts are always followed; any other open market of the venue is followed while a connection holds one of its channels, within the budgets under `feeds`.",
                     *               "trades:<venue>:<market>": "The market's trade prints (`trade` messages).",
                     *               "ticker:<venue>:<market>": "Best bid, best ask, mid and last trade price (`ticker` messages), when any changes."
                     *             },
                     *             "server_messages": {
                     *               "subscribed": "The answer to every subscribe and unsubscribe: the channels held, added, removed and refused (schema StreamV2Subscribed).",
                     *               "book": "A whole book: a book channel's first message, and after every `gap` (schema StreamV2Book).",
                     *               "book_delta": "Levels to set on the last `book`; size \"0\" removes a level (schema StreamV2BookDelta).",
                     *               "trade": "One trade print (schema StreamV2Trade).",
                     *               "ticker": "Top of the book and last trade (schema StreamV2Ticker).",
                     *               "index": "A live indicative value (schema StreamV2Index).",
                     *               "gap": "Messages of a channel were lost (the venue skipped a sequence number, pix's venue connection dropped, or this connection fell behind); a whole `book` follows on a book channel (schema StreamV2Gap).",
                     *               "status": "A venue feed's state (live, reconnecting, stale, rest_only), on connect and whenever it changes (schema StreamV2Status).",
                     *               "heartbeat": "Every 5 s (schema StreamV2Heartbeat).",
                     *               "pong": "The answer to a ping (schema StreamV2Pong).",
                     *               "error": "Sent just before the server closes the connection (schema StreamV2Error), with the close code `close_codes` gives for its code."
                     *             },
                     *             "client_messages": {
                     *               "subscribe": "{\"type\":\"subscribe\",\"channels\":[…]}: 1 to 50 channel names; answered by `subscribed`.",
                     *               "unsubscribe": "{\"type\":\"unsubscribe\",\"channels\":[…]}: answered by `subscribed`.",
                     *               "auth": "{\"type\":\"auth\",\"key\":\"pix_…\"}: only as the first message, and only when no key header was sent; held channels are judged again against the key.",
                     *               "ping": "{\"type\":\"ping\"}: answered by `pong`.",
                     *               "ack": "{\"type\":\"ack\",\"heartbeat\":id}: this connection has read everything up to that heartbeat; needed at least every 30 s."
                     *             },
                     *             "ordering": "Every data message (book, book_delta, trade, ticker, index, gap) carries its `channel` and a `seq` that starts at 1 for the channel on this connection and increases by exactly one; every message carries `sent_at`, and data messages the venue's time (`venue_time`) and pix's receive time (`received_at`), RFC 3339 with milliseconds.",
                     *             "access": "As version 1: anonymous connections read every channel; a key needs markets:read, and an entitled key reads only its indices' channels and their contracts' book, trades and ticker channels.",
                     *             "limits": {
                     *               "max_channels": 100,
                     *               "max_channels_per_message": 50,
                     *               "max_subscriber_markets": 20,
                     *               "max_messages_per_second": 500,
                     *               "max_client_messages_per_minute": 120,
                     *               "index_min_interval_ms": 250,
                     *               "heartbeat_interval_ms": 5000,
                     *               "stale_after_ms": 10000,
                     *               "max_unread_ms": 30000,
                     *               "max_waiting_client_messages": 64,
                     *               "max_batch_messages": 256,
                     *               "max_batch_chars": 131072,
                     *               "max_client_message_bytes": 4096
                     *             },
                     *             "slow_consumer": "A connection is sent at most 500 messages a second. When a second's messages would exceed that, the server drops that connection's queued book_delta, trade and ticker messages instead of queueing them, and sends `gap` (reason `slow_consumer`) then a fresh `book` for each affected book channel as soon as the next second allows: a client that falls behind gets a snapshot, never an unbounded queue.",
                     *             "unread": "Each `heartbeat` carries an `id`; a client answers {\"type\":\"ack\",\"heartbeat\":id} once it has read it. A connection that has acknowledged no heartbeat sent in the last 30 s (or none since it connected 30 s ago) is not reading: it is sent `error` (code `slow-consumer`) and closed with 4408, so what waits for it is never more than 30 s old. A client that sends more than 64 messages while one is being handled is sent `error` (`too-many-messages`) and closed with 1008.",
                     *             "close_codes": {
                     *               "message-too-large": 1009,
                     *               "binary-not-supported": 1003,
                     *               "malformed-message": 1008,
                     *               "unknown-message-type": 1008,
                     *               "too-many-symbols": 1008,
                     *               "auth-not-first": 1008,
                     *               "too-many-messages": 1008,
                     *               "credential-invalid": 4401,
                     *               "credential-scope": 4403,
                     *               "rate-limited": 4429,
                     *               "service-unavailable": 1013,
                     *               "slow-consumer": 4408
                     *             },
                     *             "feeds": {
                     *               "max_markets_per_venue": 500,
                     *               "markets_per_shard": {
                     *                 "kalshi": 100,
                     *                 "polymarket": 500
                     *               },
                     *               "subscriber_markets_per_venue": {
                     *                 "kalshi": 200,
                     *                 "polymarket": 500
                     *               },
                     *               "subscriber_market_share_percent": 25,
                     *               "subscriber_markets_per_owner": {
                     *                 "kalshi": 50,
                     *                 "polymarket": 125
                     *               },
                     *               "subscriber_lease_ms": 120000
                     *             }
                     *           }
                     *         },
                     *         "factor_reads": {
                     *           "path": "/api/v1/factors/stocks/{ticker}",
                     *           "scope": "factors:read",
                     *           "schema_version": "pix-hedgebook-live-v4",
                     *           "research_only": "Every response is research only (paper, research: true; executable: false): nothing in it is an order, a trade size or a hedge ratio. No v1 envelope.",
                     *           "cache_control": "no-store",
                     *           "ticker": "1 to 32 letters or digits, with '.' or '-' allowed only between them; case-insensitive, returned upper-case.",
                     *           "configured": true,
                     *           "calendar_enabled": true,
                     *           "calendar_budget_seconds": 5,
                     *           "calendar_cache_max_age_seconds": {
                     *             "price_provider": 21600,
                     *             "filing_system": 86400
                     *           },
                     *           "freshness_budget_seconds": 300,
                     *           "themes": [
                     *             {
                     *               "id": "growth_stress",
                     *               "label": "Growth stress"
                     *             },
                     *             {
                     *               "id": "higher_for_longer",
                     *               "label": "Higher for longer"
                     *             }
                     *           ],
                     *           "theme_source": "Each theme's level comes from the newest lake snapshot of each venue (Kalshi as venue_a, Polymarket as venue_b); the snapshot key is sources.venue_*.source_object."
                     *         },
                     *         "lake": {
                     *           "path": "/api/v1/lake",
                     *           "read_at": "2026-11-22T10:05:12Z",
                     *           "venues": [
                     *             {
                     *               "venue": "kalshi",
                     *               "date": "2026-11-22",
                     *               "snapshots": 606,
                     *               "incomplete": 0,
                     *               "latest_incomplete": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "date": "2026-11-22",
                     *               "snapshots": 606,
                     *               "incomplete": 1,
                     *               "latest_incomplete": {
                     *                 "at": "0354",
                     *                 "rows": 82,
                     *                 "rows_expected": 2082,
                     *                 "reasons": [
                     *                   "range_not_reported"
                     *                 ]
                     *               }
                     *             }
                     *           ],
                     *           "tables": {
                     *             "freshness": "A venue's day is committed to every table by 00:30 UTC the next day: right after the day's compaction (from about 00:15 UTC), and by the catch-up at minute 30 of every hour for anything missed.",
                     *             "read_at": "2026-11-22T10:05:12Z",
                     *             "tables": [
                     *               {
                     *                 "name": "quotes",
                     *                 "path": "/api/v1/lake/iceberg/quotes",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/quotes/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 4120377911063422,
                     *                 "committed_at": "2026-11-22T00:16:05Z"
                     *               },
                     *               {
                     *                 "name": "books",
                     *                 "path": "/api/v1/lake/iceberg/books",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/books/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 1873562204951877,
                     *                 "committed_at": "2026-11-22T00:17:12Z"
                     *               },
                     *               {
                     *                 "name": "trades",
                     *                 "path": "/api/v1/lake/iceberg/trades",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/trades/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 6650129437208815,
                     *                 "committed_at": "2026-11-22T00:16:48Z"
                     *               },
                     *               {
                     *                 "name": "hour_summaries",
                     *                 "path": "/api/v1/lake/iceberg/hour_summaries",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/hour_summaries/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 2290716355810243,
                     *                 "committed_at": "2026-11-22T00:16:07Z"
                     *               },
                     *               {
                     *                 "name": "rounds",
                     *                 "path": "/api/v1/lake/iceberg/rounds",
                     *                 "partitioning": "day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/rounds/metadata/v7.metadata.json",
                     *                 "current_snapshot_id": 8013394706126591,
                     *                 "committed_at": "2026-11-22T00:16:09Z"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1",
                     *         "docs": "/docs",
                     *         "openapi": "/api/v1/openapi.json",
                     *         "mcp": "/mcp",
                     *         "llms": "/llms.txt"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiInfoResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApiInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discovery document. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "api_info",
                     *         "service": "pix",
                     *         "name": "Public Index Data API",
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "release_stage": "pre_ga",
                     *         "environment": "local",
                     *         "data_origin": "synthetic",
                     *         "planes": [
                     *           {
                     *             "id": "indices",
                     *             "description": "Public indices: resource, live snapshot, history, committed round, distribution, statistics, daily closes, news.",
                     *             "paths": [
                     *               "/api/v1/indices"
                     *             ],
                     *             "versioned": true,
                     *             "scope": "indices:read",
                     *             "anonymous": true,
                     *             "status": "available"
                     *           },
                     *           {
                     *             "id": "benchmarks",
                     *             "description": "Benchmark reference values (family commodities), with the deprecated /api/v1/commodities alias.",
                     *             "paths": [
                     *               "/api/v1/benchmarks",
                     *               "/api/v1/commodities"
                     *             ],
                     *             "versioned": true,
                     *             "scope": "benchmarks:read",
                     *             "anonymous": true,
                     *             "status": "available"
                     *           }
                     *         ],
                     *         "authentication": {
                     *           "anonymous": "Anonymous reads are open on every public read plane except the factor route; they carry no commercial service level.",
                     *           "methods": [
                     *             {
                     *               "type": "api_key_header",
                     *               "header": "X-API-Key",
                     *               "format": "pix_<32 or more base62 characters>"
                     *             },
                     *             {
                     *               "type": "bearer",
                     *               "header": "Authorization",
                     *               "format": "Bearer pix_<32 or more base62 characters>"
                     *             }
                     *           ],
                     *           "key_format": "Keys start with pix_ followed by at least 32 random base62 characters. Keys in the query string are refused.",
                     *           "strict": "A presented key is enforced strictly and never falls back to anonymous access.",
                     *           "scopes": [
                     *             "indices:read",
                     *             "benchmarks:read"
                     *           ],
                     *           "both_headers": "X-API-Key and Authorization: Bearer may both be sent only with the same key; different values answer 401 credential-invalid.",
                     *           "query_string": "Credentials in the query string (api_key, token, access_token, key, … or any pix_ value) answer 400 credential-in-query.",
                     *           "discovery": "On /api/v1, /api/v1/info and /api/v1/openapi.json a presented key is validated strictly and counted against its limit, but needs no plane scope.",
                     *           "errors": "Unknown, revoked or expired key: 401 credential-invalid. Missing the plane's scope: 403 credential-scope. Entitled key outside its list: 403 benchmark-not-entitled. Over the key's limit: 429 rate-limited. Factor route without a key: 401 credential-required.",
                     *           "entitlements": "A key may carry a list of catalog slugs; it then reads only those indices and benchmarks (any spelling of the id resolves to the slug first). Lists only widen or clear, live within 60 seconds."
                     *         },
                     *         "data_semantics": {
                     *           "official": "Only the latest committed round (status api_committed) is official: true. Snapshots, history, benchmarks, statistics and news are indicative (official: false).",
                     *           "settlement_grade": "History and benchmarks carry settlement_grade: false. Settlement-grade history is a separate signed product (oracle rounds) and is never served by the history resources.",
                     *           "live_indicative": "Live snapshots have scope live_indicative; a snapshot is not a settlement record.",
                     *           "committed_round": "A round is committed on each five-minute boundary; round_id equals clocks.round_effective_at. pix does not assert freshness or on-chain confirmation (chain_confirmation.status: not_asserted).",
                     *           "timestamps": "RFC 3339 with an explicit UTC offset.",
                     *           "decimals": "Values that matter carry a wire-stable decimal string beside a binary-floating-point number for charts."
                     *         },
                     *         "http": {
                     *           "errors": "RFC 9457 problems (application/problem+json) with type, title, status, detail, instance and request_id; each type links to /docs/problems#<slug>.",
                     *           "request_id": "Every response carries X-Request-ID; a well-formed incoming X-Request-ID (1–128 of A–Z a–z 0–9 _ - =) is reused.",
                     *           "conditional_requests": "Read resources carry a strong ETag; If-None-Match (one tag, a list, weak tags or *) answers 304 with no body.",
                     *           "caching": {
                     *             "current_max_age_seconds": 15,
                     *             "reference_max_age_seconds": 300
                     *           },
                     *           "unknown_query_parameters": "A query parameter a route does not define answers 400 invalid-parameter naming it; so does a repeated one."
                     *         },
                     *         "limits": {
                     *           "max_url_length": 2048,
                     *           "max_header_bytes": 16384,
                     *           "anonymous_requests_per_minute_per_ip": 300,
                     *           "rate_limit_window_seconds": 60,
                     *           "key_requests_per_minute": "set per key"
                     *         },
                     *         "index_reads": {
                     *           "history": {
                     *             "ranges": [
                     *               "1d",
                     *               "1w"
                     *             ],
                     *             "resolutions": [
                     *               "auto",
                     *               "1m"
                     *             ],
                     *             "default_range": "1m",
                     *             "default_resolution": "auto",
                     *             "max_buckets": 2500,
                     *             "max_raw_tick_rows": 1440,
                     *             "auto_target_buckets": 400,
                     *             "bucket_count_rule": "ceil(window_minutes / resolution_minutes)",
                     *             "too_fine_rule": "bucket count above 2500, or 1m (raw ticks) over a window longer than 1440 minutes",
                     *             "alignment": "UTC: minute widths align to multiples from the Unix epoch (4h buckets start 00, 04, 08... UTC); 1d is the UTC calendar day; 1w is the ISO week from Monday 00:00 UTC",
                     *             "bucket_resolutions": [
                     *               {
                     *                 "resolution": "1m",
                     *                 "minutes": 1,
                     *                 "source": "ticks"
                     *               },
                     *               {
                     *                 "resolution": "5m",
                     *                 "minutes": 5,
                     *                 "source": "5m"
                     *               }
                     *             ],
                     *             "range_table": [
                     *               {
                     *                 "range": "1d",
                     *                 "window": "trailing",
                     *                 "window_minutes": 1440,
                     *                 "allowed_resolutions": [
                     *                   "1m",
                     *                   "5m"
                     *                 ],
                     *                 "too_fine_resolutions": [],
                     *                 "auto_resolution": "5m"
                     *               },
                     *               {
                     *                 "range": "1w",
                     *                 "window": "trailing",
                     *                 "window_minutes": 10080,
                     *                 "allowed_resolutions": [
                     *                   "5m",
                     *                   "10m"
                     *                 ],
                     *                 "too_fine_resolutions": [
                     *                   "1m"
                     *                 ],
                     *                 "auto_resolution": "30m"
                     *               }
                     *             ]
                     *           },
                     *           "snapshot_max_age_minutes": 15,
                     *           "daily_closes": {
                     *             "calendar": "America/New_York",
                     *             "cutoff_local_time": "16:00",
                     *             "rows": 6,
                     *             "order": "newest_first",
                     *             "weekends_and_holidays": "included",
                     *             "value_rule": "last tick at or before the cut-off",
                     *             "carry_forward_limit_hours": 24,
                     *             "cutoff_settle_minutes": 5
                     *           },
                     *           "news": {
                     *             "path": "/api/v1/indices/{id}/news",
                     *             "enabled": true,
                     *             "description": "Metadata items about each index and its contracts (agency releases, central-bank statements, securities filings, venue context and events, publisher headlines), never settlement-relevant. Each index lists its configured feeds with their latest outcome in data.sources; data.policy states the defaults and what a request applied.",
                     *             "kinds": [
                     *               "official_release",
                     *               "official_statement"
                     *             ],
                     *             "licences": [
                     *               "public_domain",
                     *               "venue_public_api"
                     *             ],
                     *             "authorships": [
                     *               "primary_document",
                     *               "venue_generated"
                     *             ],
                     *             "availability": [
                     *               "available",
                     *               "empty"
                     *             ],
                     *             "defaults": {
                     *               "limit": 50,
                     *               "kind": [
                     *                 "official_release",
                     *                 "official_statement"
                     *               ],
                     *               "relevance": "direct",
                     *               "authorship": [
                     *                 "primary_document",
                     *                 "editorial"
                     *               ],
                     *               "since": null
                     *             },
                     *             "limit": {
                     *               "min": 1,
                     *               "max": 100,
                     *               "default": 50
                     *             },
                     *             "summary_max_chars": 2000,
                     *             "ingestion": {
                     *               "cadence_minutes": 5,
                     *               "minute_offset": 2,
                     *               "time_budget_seconds": 40
                     *             },
                     *             "cache_max_age_seconds": 60,
                     *             "settlement_relevant": false
                     *           }
                     *         },
                     *         "catalog": {
                     *           "public_indices": 6,
                     *           "benchmarks": 3
                     *         },
                     *         "stream": {
                     *           "path": "/ws",
                     *           "transport": "WebSocket (RFC 6455); every message is one JSON text frame with `type` and `version`.",
                     *           "protocol_version": 1,
                     *           "versioned": false,
                     *           "server_messages": {
                     *             "snapshot": "On connect, after a first-message auth and after each subscribe: every market the connection reads, with its latest value and clocks (schema StreamSnapshot).",
                     *             "market_update": "One frame per ingestion cycle with the new values of the markets the connection reads; none when a cycle changed none of them (schema StreamMarketUpdate).",
                     *             "error": "Sent just before the server closes the connection (schema StreamError).",
                     *             "pong": "{\"type\":\"pong\"}, the answer to {\"type\":\"ping\"}."
                     *           },
                     *           "client_messages": {
                     *             "auth": "{\"type\":\"auth\",\"key\":\"pix_…\"}: only as the first message, and only when no key header was sent. Keys are never accepted in the URL.",
                     *             "subscribe": "{\"type\":\"subscribe\",\"symbols\":[…]}: at most 64 symbols or slugs (any case), or \"*\" for all; answered by a snapshot.",
                     *             "ping": "{\"type\":\"ping\"}: answered without waking the stream object."
                     *           },
                     *           "access": "Anonymous connections read every public market. A key (X-API-Key or Authorization: Bearer on the upgrade, or the auth message) needs markets:read; an entitlement list narrows the stream to its markets. Keyed connections are re-checked about once a minute: revocation or expiry closes them with 4401, entitlement changes apply.",
                     *           "limits": {
                     *             "max_client_message_bytes": 4096,
                     *             "max_client_messages_per_minute": 60,
                     *             "max_subscription_symbols": 64,
                     *             "key_recheck_seconds": 60,
                     *             "max_anonymous_connections_per_address": 200
                     *           },
                     *           "close_codes": {
                     *             "1003": "binary frame",
                     *             "1008": "malformed or unknown message, auth not first, too many symbols, too many messages",
                     *             "1009": "client message too large",
                     *             "1011": "a frame could not be queued for the client",
                     *             "1013": "the key could not be verified; reconnect shortly",
                     *             "4401": "key unknown, revoked or expired",
                     *             "4403": "key lacks markets:read",
                     *             "4429": "key over its per-minute limit"
                     *           },
                     *           "sharding": {
                     *             "shards": 2,
                     *             "clients_per_shard": 2000,
                     *             "rule": "A keyed connection starts at a random shard, an anonymous one at its address's shard; a full shard passes it to the next, and when every shard is full the upgrade answers 503 stream-at-capacity."
                     *           },
                     *           "version_2": {
                     *             "path": "/ws?version=2",
                     *             "channels": {
                     *               "index:<symbol>": "An index's or benchmark's live indicative value (`index` messages): the minute cycle's values, and between minutes the values recomputed from the venues' live books where a venue feed runs. Never stored, never a round.",
                     *               "book:<venue>:<market>": "A market's order book in the YES outcome's terms: a whole `book`, then `book_delta` messages. <market> is the lake's market_id (a Kalshi ticker, a Polymarket market id): the catalog's contracts are always followed; any other open market of the venue is followed while a connection holds one of its channels, within the budgets under `feeds`.",
                     *               "trades:<venue>:<market>": "The market's trade prints (`trade` messages).",
                     *               "ticker:<venue>:<market>": "Best bid, best ask, mid and last trade price (`ticker` messages), when any changes."
                     *             },
                     *             "server_messages": {
                     *               "subscribed": "The answer to every subscribe and unsubscribe: the channels held, added, removed and refused (schema StreamV2Subscribed).",
                     *               "book": "A whole book: a book channel's first message, and after every `gap` (schema StreamV2Book).",
                     *               "book_delta": "Levels to set on the last `book`; size \"0\" removes a level (schema StreamV2BookDelta).",
                     *               "trade": "One trade print (schema StreamV2Trade).",
                     *               "ticker": "Top of the book and last trade (schema StreamV2Ticker).",
                     *               "index": "A live indicative value (schema StreamV2Index).",
                     *               "gap": "Messages of a channel were lost (the venue skipped a sequence number, pix's venue connection dropped, or this connection fell behind); a whole `book` follows on a book channel (schema StreamV2Gap).",
                     *               "status": "A venue feed's state (live, reconnecting, stale, rest_only), on connect and whenever it changes (schema StreamV2Status).",
                     *               "heartbeat": "Every 5 s (schema StreamV2Heartbeat).",
                     *               "pong": "The answer to a ping (schema StreamV2Pong).",
                     *               "error": "Sent just before the server closes the connection (schema StreamV2Error), with the close code `close_codes` gives for its code."
                     *             },
                     *             "client_messages": {
                     *               "subscribe": "{\"type\":\"subscribe\",\"channels\":[…]}: 1 to 50 channel names; answered by `subscribed`.",
                     *               "unsubscribe": "{\"type\":\"unsubscribe\",\"channels\":[…]}: answered by `subscribed`.",
                     *               "auth": "{\"type\":\"auth\",\"key\":\"pix_…\"}: only as the first message, and only when no key header was sent; held channels are judged again against the key.",
                     *               "ping": "{\"type\":\"ping\"}: answered by `pong`.",
                     *               "ack": "{\"type\":\"ack\",\"heartbeat\":id}: this connection has read everything up to that heartbeat; needed at least every 30 s."
                     *             },
                     *             "ordering": "Every data message (book, book_delta, trade, ticker, index, gap) carries its `channel` and a `seq` that starts at 1 for the channel on this connection and increases by exactly one; every message carries `sent_at`, and data messages the venue's time (`venue_time`) and pix's receive time (`received_at`), RFC 3339 with milliseconds.",
                     *             "access": "As version 1: anonymous connections read every channel; a key needs markets:read, and an entitled key reads only its indices' channels and their contracts' book, trades and ticker channels.",
                     *             "limits": {
                     *               "max_channels": 100,
                     *               "max_channels_per_message": 50,
                     *               "max_subscriber_markets": 20,
                     *               "max_messages_per_second": 500,
                     *               "max_client_messages_per_minute": 120,
                     *               "index_min_interval_ms": 250,
                     *               "heartbeat_interval_ms": 5000,
                     *               "stale_after_ms": 10000,
                     *               "max_unread_ms": 30000,
                     *               "max_waiting_client_messages": 64,
                     *               "max_batch_messages": 256,
                     *               "max_batch_chars": 131072,
                     *               "max_client_message_bytes": 4096
                     *             },
                     *             "slow_consumer": "A connection is sent at most 500 messages a second. When a second's messages would exceed that, the server drops that connection's queued book_delta, trade and ticker messages instead of queueing them, and sends `gap` (reason `slow_consumer`) then a fresh `book` for each affected book channel as soon as the next second allows: a client that falls behind gets a snapshot, never an unbounded queue.",
                     *             "unread": "Each `heartbeat` carries an `id`; a client answers {\"type\":\"ack\",\"heartbeat\":id} once it has read it. A connection that has acknowledged no heartbeat sent in the last 30 s (or none since it connected 30 s ago) is not reading: it is sent `error` (code `slow-consumer`) and closed with 4408, so what waits for it is never more than 30 s old. A client that sends more than 64 messages while one is being handled is sent `error` (`too-many-messages`) and closed with 1008.",
                     *             "close_codes": {
                     *               "message-too-large": 1009,
                     *               "binary-not-supported": 1003,
                     *               "malformed-message": 1008,
                     *               "unknown-message-type": 1008,
                     *               "too-many-symbols": 1008,
                     *               "auth-not-first": 1008,
                     *               "too-many-messages": 1008,
                     *               "credential-invalid": 4401,
                     *               "credential-scope": 4403,
                     *               "rate-limited": 4429,
                     *               "service-unavailable": 1013,
                     *               "slow-consumer": 4408
                     *             },
                     *             "feeds": {
                     *               "max_markets_per_venue": 500,
                     *               "markets_per_shard": {
                     *                 "kalshi": 100,
                     *                 "polymarket": 500
                     *               },
                     *               "subscriber_markets_per_venue": {
                     *                 "kalshi": 200,
                     *                 "polymarket": 500
                     *               },
                     *               "subscriber_market_share_percent": 25,
                     *               "subscriber_markets_per_owner": {
                     *                 "kalshi": 50,
                     *                 "polymarket": 125
                     *               },
                     *               "subscriber_lease_ms": 120000
                     *             }
                     *           }
                     *         },
                     *         "factor_reads": {
                     *           "path": "/api/v1/factors/stocks/{ticker}",
                     *           "scope": "factors:read",
                     *           "schema_version": "pix-hedgebook-live-v4",
                     *           "research_only": "Every response is research only (paper, research: true; executable: false): nothing in it is an order, a trade size or a hedge ratio. No v1 envelope.",
                     *           "cache_control": "no-store",
                     *           "ticker": "1 to 32 letters or digits, with '.' or '-' allowed only between them; case-insensitive, returned upper-case.",
                     *           "configured": true,
                     *           "calendar_enabled": true,
                     *           "calendar_budget_seconds": 5,
                     *           "calendar_cache_max_age_seconds": {
                     *             "price_provider": 21600,
                     *             "filing_system": 86400
                     *           },
                     *           "freshness_budget_seconds": 300,
                     *           "themes": [
                     *             {
                     *               "id": "growth_stress",
                     *               "label": "Growth stress"
                     *             },
                     *             {
                     *               "id": "higher_for_longer",
                     *               "label": "Higher for longer"
                     *             }
                     *           ],
                     *           "theme_source": "Each theme's level comes from the newest lake snapshot of each venue (Kalshi as venue_a, Polymarket as venue_b); the snapshot key is sources.venue_*.source_object."
                     *         },
                     *         "lake": {
                     *           "path": "/api/v1/lake",
                     *           "read_at": "2026-11-22T10:05:12Z",
                     *           "venues": [
                     *             {
                     *               "venue": "kalshi",
                     *               "date": "2026-11-22",
                     *               "snapshots": 606,
                     *               "incomplete": 0,
                     *               "latest_incomplete": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "date": "2026-11-22",
                     *               "snapshots": 606,
                     *               "incomplete": 1,
                     *               "latest_incomplete": {
                     *                 "at": "0354",
                     *                 "rows": 82,
                     *                 "rows_expected": 2082,
                     *                 "reasons": [
                     *                   "range_not_reported"
                     *                 ]
                     *               }
                     *             }
                     *           ],
                     *           "tables": {
                     *             "freshness": "A venue's day is committed to every table by 00:30 UTC the next day: right after the day's compaction (from about 00:15 UTC), and by the catch-up at minute 30 of every hour for anything missed.",
                     *             "read_at": "2026-11-22T10:05:12Z",
                     *             "tables": [
                     *               {
                     *                 "name": "quotes",
                     *                 "path": "/api/v1/lake/iceberg/quotes",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/quotes/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 4120377911063422,
                     *                 "committed_at": "2026-11-22T00:16:05Z"
                     *               },
                     *               {
                     *                 "name": "books",
                     *                 "path": "/api/v1/lake/iceberg/books",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/books/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 1873562204951877,
                     *                 "committed_at": "2026-11-22T00:17:12Z"
                     *               },
                     *               {
                     *                 "name": "trades",
                     *                 "path": "/api/v1/lake/iceberg/trades",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/trades/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 6650129437208815,
                     *                 "committed_at": "2026-11-22T00:16:48Z"
                     *               },
                     *               {
                     *                 "name": "hour_summaries",
                     *                 "path": "/api/v1/lake/iceberg/hour_summaries",
                     *                 "partitioning": "venue, day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/hour_summaries/metadata/v14.metadata.json",
                     *                 "current_snapshot_id": 2290716355810243,
                     *                 "committed_at": "2026-11-22T00:16:07Z"
                     *               },
                     *               {
                     *                 "name": "rounds",
                     *                 "path": "/api/v1/lake/iceberg/rounds",
                     *                 "partitioning": "day",
                     *                 "metadata_location": "https://pix.example.com/api/v1/lake/iceberg/rounds/metadata/v7.metadata.json",
                     *                 "current_snapshot_id": 8013394706126591,
                     *                 "committed_at": "2026-11-22T00:16:09Z"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/info",
                     *         "docs": "/docs",
                     *         "openapi": "/api/v1/openapi.json",
                     *         "mcp": "/mcp",
                     *         "llms": "/llms.txt"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ApiInfoResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listIndices: {
        parameters: {
            query?: {
                /** @description Search: only the indices whose symbol, slug or name contain every word of it, ignoring case (`cpi`, `us print`). At most 64 characters; no match answers an empty catalog, not a 404. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Catalog of public indices */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_catalog",
                     *         "count": 6,
                     *         "indices": [
                     *           {
                     *             "id": "PIXCPI",
                     *             "symbol": "PIXCPI",
                     *             "slug": "us-cpi-yoy-next",
                     *             "name": "US CPI YoY — next print",
                     *             "unit": "%",
                     *             "calculation_class": "strike_ladder_expectation",
                     *             "links": {
                     *               "self": "/api/v1/indices/us-cpi-yoy-next"
                     *             }
                     *           },
                     *           {
                     *             "id": "PIXFED",
                     *             "symbol": "PIXFED",
                     *             "slug": "fed-funds-upper-next-fomc",
                     *             "name": "Fed funds target upper bound — next FOMC",
                     *             "unit": "%",
                     *             "calculation_class": "categorical_expectation",
                     *             "links": {
                     *               "self": "/api/v1/indices/fed-funds-upper-next-fomc"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexCatalogResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndex: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One index */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "name": "US CPI YoY — next print",
                     *         "thesis": "The market-implied expected year-over-year change in the US Consumer Price Index (all items, NSA) in the next BLS release.",
                     *         "unit": "%",
                     *         "methodology": {
                     *           "version": "1.0.0",
                     *           "estimand": "Expected value of the next CPI-U year-over-year print, in percent.",
                     *           "calculation_class": "strike_ladder_expectation",
                     *           "transformation_disclosure": "disclosed_class_only",
                     *           "venue_weights": {
                     *             "kalshi": 0.6,
                     *             "polymarket": 0.4
                     *           },
                     *           "index_transformation": {
                     *             "calculation_class": "strike_ladder_expectation"
                     *           }
                     *         },
                     *         "contracts": [
                     *           {
                     *             "venue": "kalshi",
                     *             "market_id": "KXCPIYOY-26NOV-T2.4",
                     *             "role": "ladder_above",
                     *             "title": "CPI year-over-year for November 2026 above 2.4%?",
                     *             "strike": "2.4",
                     *             "outcome": null,
                     *             "url": "https://kalshi.com/markets/kxcpiyoy/kxcpiyoy-26nov",
                     *             "clocks": {
                     *               "open_time": "2026-10-15T14:00:00Z",
                     *               "close_time": "2026-12-10T13:25:00Z"
                     *             },
                     *             "volume": {
                     *               "usd": "419642.25875",
                     *               "basis": "contracts_x_price",
                     *               "native": {
                     *                 "contracts": "426032.75"
                     *               }
                     *             },
                     *             "open_interest": {
                     *               "usd": "33814.39005",
                     *               "basis": "contracts_x_price",
                     *               "native": {
                     *                 "contracts": "34329.33"
                     *               }
                     *             },
                     *             "metrics_observed_at": "2026-11-23T22:45:00Z"
                     *           },
                     *           {
                     *             "venue": "kalshi",
                     *             "market_id": "KXCPIYOY-26NOV-T2.6",
                     *             "role": "ladder_above",
                     *             "title": "CPI year-over-year for November 2026 above 2.6%?",
                     *             "strike": "2.6",
                     *             "outcome": null,
                     *             "url": "https://kalshi.com/markets/kxcpiyoy/kxcpiyoy-26nov",
                     *             "clocks": {
                     *               "open_time": "2026-10-15T14:00:00Z",
                     *               "close_time": "2026-12-10T13:25:00Z"
                     *             },
                     *             "volume": {
                     *               "usd": "331053.0654",
                     *               "basis": "contracts_x_price",
                     *               "native": {
                     *                 "contracts": "341291.82"
                     *               }
                     *             },
                     *             "open_interest": {
                     *               "usd": "35875.3821",
                     *               "basis": "contracts_x_price",
                     *               "native": {
                     *                 "contracts": "36984.93"
                     *               }
                     *             },
                     *             "metrics_observed_at": "2026-11-23T22:45:00Z"
                     *           }
                     *         ],
                     *         "releases": {
                     *           "latest": {
                     *             "label": "CPI for October 2026",
                     *             "at": "2026-11-13T13:30:00Z",
                     *             "source": {
                     *               "name": "U.S. Bureau of Labor Statistics",
                     *               "url": "https://www.bls.gov/cpi/"
                     *             }
                     *           },
                     *           "next": {
                     *             "label": "CPI for November 2026",
                     *             "at": "2026-12-10T13:30:00Z",
                     *             "source": {
                     *               "name": "U.S. Bureau of Labor Statistics",
                     *               "url": "https://www.bls.gov/cpi/"
                     *             }
                     *           }
                     *         },
                     *         "clocks": {
                     *           "feed_launched_at": "2025-10-01T00:00:00Z"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Latest live snapshot */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_snapshot",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "scope": "live_indicative",
                     *         "official": false,
                     *         "value": {
                     *           "decimal": "3.14",
                     *           "number": 3.14,
                     *           "unit": "%",
                     *           "display": "3.14%"
                     *         },
                     *         "minute": "2026-11-23T22:45:00Z",
                     *         "source_observed_at": "2026-11-23T22:45:00Z",
                     *         "computed_at": "2026-11-23T22:45:02Z",
                     *         "provenance": "synthetic",
                     *         "publication": {
                     *           "oracle_eligible": false,
                     *           "status": "indicative_only",
                     *           "reason": "Live snapshots are indicative and never published; the committed round is the only official value.",
                     *           "next_round_effective_at": "2026-11-23T22:50:00Z"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexSnapshotResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexHistory: {
        parameters: {
            query?: {
                /** @description Window: 1d, 1w, 1m (30 days), 6m (182 days), 1y (365 days) or all (since the feed's launch); default 1m. Instead of a range, `from` (and optionally `to`) give an explicit window; data.range is then `custom`. */
                range?: "1d" | "1w" | "1m" | "6m" | "1y" | "all";
                /** @description Bucket width, or auto (the finest width giving at most 400 buckets). A pair whose window holds more than 2500 buckets — or 1m over more than a day — is too fine: 400 unsupported-history-resolution (with from/to: 400 invalid-parameter naming `from`). Default auto. Buckets align to UTC: 1d is the UTC calendar day, 1w the ISO week from Monday 00:00 UTC. The full table is in /api/v1/info (data.history). */
                resolution?: "auto" | "1m" | "5m" | "10m" | "15m" | "30m" | "1h" | "4h" | "1d" | "1w";
                /** @description Start of an explicit window (RFC 3339), instead of `range`: the window is [from, to), each end taken to its UTC minute (from rounded down, to up). Cannot be combined with `range`. The window may start before the feed's launch; meta.coverage says what is held. */
                from?: string;
                /** @description End of the explicit window (RFC 3339), after `from`; needs `from`. Default: now (the current minute included). */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OHLC history */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_history",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "range": "1y",
                     *         "resolution": "1d",
                     *         "resolution_was_auto": false,
                     *         "calendar": "utc",
                     *         "unit": "%",
                     *         "buckets": [
                     *           {
                     *             "start_at": "2026-10-14T00:00:00Z",
                     *             "end_at": "2026-10-15T00:00:00Z",
                     *             "open": 3.02,
                     *             "high": 3.13,
                     *             "low": 3.02,
                     *             "close": 3.09,
                     *             "tick_count": 81
                     *           },
                     *           {
                     *             "start_at": "2026-10-15T00:00:00Z",
                     *             "end_at": "2026-10-16T00:00:00Z",
                     *             "open": 3.1,
                     *             "high": 3.31,
                     *             "low": 2.93,
                     *             "close": 3.18,
                     *             "tick_count": 1440
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "availability": "partial",
                     *         "coverage": {
                     *           "requested_from": "2025-11-23T22:46:00Z",
                     *           "requested_to": "2026-11-23T22:46:00Z",
                     *           "held_from": "2026-10-14T22:39:00Z",
                     *           "held_to": "2026-11-23T22:46:00Z",
                     *           "fraction": 0.1096,
                     *           "feed_launched_at": "2025-10-01T00:00:00Z"
                     *         }
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next/history?range=1y&resolution=1d",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexHistoryResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. `unsupported-history-resolution`: The combination of range and resolution would produce more buckets than pix serves in one response. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexRound: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Latest committed round */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_round",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "status": "api_committed",
                     *         "official": true,
                     *         "round_id": "2026-11-23T22:45:00Z",
                     *         "value": {
                     *           "decimal": "3.14",
                     *           "number": 3.14,
                     *           "unit": "%",
                     *           "display": "3.14%"
                     *         },
                     *         "chain_confirmation": {
                     *           "status": "not_asserted"
                     *         },
                     *         "clocks": {
                     *           "computed_at": "2026-11-23T22:45:02Z",
                     *           "round_effective_at": "2026-11-23T22:45:00Z"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexRoundResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. `official-round-unavailable`: No committed round exists for this index yet; pix never substitutes a live value. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Latest probability distribution */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_distribution",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "minute": "2026-11-23T22:45:00Z",
                     *         "observed_at": "2026-11-23T22:45:00Z",
                     *         "computed_at": "2026-11-23T22:45:02Z",
                     *         "basis": "strike_ladder_survival",
                     *         "relationship_to_index": "expectation",
                     *         "expectation": 3.1436,
                     *         "normalization": {
                     *           "normalized": true,
                     *           "raw_total": 1,
                     *           "method": "pav_then_tail_fill",
                     *           "repaired": false,
                     *           "violations_pooled": 0,
                     *           "duplicates_pooled": 0,
                     *           "clamped": 0,
                     *           "excluded": []
                     *         },
                     *         "modal_rule": "all_ties_flagged",
                     *         "support_rule": {
                     *           "interior": "midpoint",
                     *           "tails": "median_step_multiple",
                     *           "tail_offset": 0.1,
                     *           "domain_min": -2,
                     *           "domain_max": 10
                     *         },
                     *         "venues": [
                     *           {
                     *             "venue": "kalshi",
                     *             "weight": 0.6
                     *           },
                     *           {
                     *             "venue": "polymarket",
                     *             "weight": 0.4
                     *           }
                     *         ],
                     *         "outcomes": [
                     *           {
                     *             "label": "(-inf, 2.4]",
                     *             "support": {
                     *               "low": null,
                     *               "high": 2.4,
                     *               "low_inclusive": false,
                     *               "high_inclusive": true,
                     *               "representative": 2.3
                     *             },
                     *             "probability": 0.015,
                     *             "percentage": 1.5,
                     *             "modal": false
                     *           },
                     *           {
                     *             "label": "(2.4, 2.6]",
                     *             "support": {
                     *               "low": 2.4,
                     *               "high": 2.6,
                     *               "low_inclusive": false,
                     *               "high_inclusive": true,
                     *               "representative": 2.5
                     *             },
                     *             "probability": 0.011,
                     *             "percentage": 1.1,
                     *             "modal": false
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexDistributionResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Trailing statistics */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_statistics",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "unit": "%",
                     *         "as_of_date": "2026-11-23",
                     *         "volatility": {
                     *           "prints_required": 30,
                     *           "prints_available": 40,
                     *           "change_basis": "absolute_change_in_index_units",
                     *           "estimator": "sample_standard_deviation_n_minus_1",
                     *           "annualization": {
                     *             "periods_per_year": 365,
                     *             "method": "sqrt_time"
                     *           },
                     *           "daily": 0.18503561100475086,
                     *           "annualized": 3.5351003845809013,
                     *           "reason": null,
                     *           "window_from": "2026-10-25",
                     *           "window_to": "2026-11-23"
                     *         },
                     *         "level_range": {
                     *           "min": 2.82,
                     *           "min_date": "2026-10-24",
                     *           "max": 3.31,
                     *           "max_date": "2026-10-20",
                     *           "prints": 40,
                     *           "lookback_days": 365,
                     *           "window_from": "2025-11-24",
                     *           "window_to": "2026-11-23",
                     *           "tie_rule": "earliest_date"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexStatisticsResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexDailyCloses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Six daily reference closes */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_daily_closes",
                     *         "id": "PIXCPI",
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "unit": "%",
                     *         "calendar": "America/New_York",
                     *         "cutoff_local_time": "16:00",
                     *         "closes": [
                     *           {
                     *             "date": "2026-11-23",
                     *             "cutoff_at": "2026-11-23T21:00:00Z",
                     *             "value": 3.15,
                     *             "value_decimal": "3.15",
                     *             "provenance": "observed_at_cutoff",
                     *             "source_tick_at": "2026-11-23T21:00:00Z"
                     *           },
                     *           {
                     *             "date": "2026-11-22",
                     *             "cutoff_at": "2026-11-22T21:00:00Z",
                     *             "value": 3.17,
                     *             "value_decimal": "3.17",
                     *             "provenance": "observed_at_cutoff",
                     *             "source_tick_at": "2026-11-22T21:00:00Z"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "index": "/api/v1/indices/us-cpi-yoy-next",
                     *         "snapshot": "/api/v1/indices/us-cpi-yoy-next/snapshots/latest",
                     *         "round": "/api/v1/indices/us-cpi-yoy-next/rounds/latest",
                     *         "distribution": "/api/v1/indices/us-cpi-yoy-next/distributions/latest",
                     *         "history": "/api/v1/indices/us-cpi-yoy-next/history",
                     *         "statistics": "/api/v1/indices/us-cpi-yoy-next/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/us-cpi-yoy-next/daily-closes",
                     *         "news": "/api/v1/indices/us-cpi-yoy-next/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexDailyClosesResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getIndexNews: {
        parameters: {
            query?: {
                /** @description Most items returned, a whole number from 1 to 100 (default 50). */
                limit?: number;
                /** @description Comma-separated subset of: official_release, official_statement, filing, venue_context, venue_event, editorial. Default: every kind. */
                kind?: string;
                /** @description `direct` (the default), `related`, or `all`. Related items (a release that informs the index without settling it, filings by a fund named after the entity) appear only with `related` or `all`. */
                relevance?: "direct" | "related" | "all";
                /** @description `all` or a comma-separated subset of: primary_document, venue_generated, editorial. Default: `primary_document,editorial`; venue-generated items appear only with `venue_generated` or `all`. */
                authorship?: string;
                /** @description RFC 3339 date-time with seconds and an explicit offset (e.g. `2026-11-01T00:00:00Z` or `2026-10-31T20:00:00-04:00`): only items whose own clock `t` is at or after it. */
                since?: string;
            };
            header?: never;
            path: {
                /** @description The index's stable symbol (e.g. `PIXCPI`) or its slug (e.g. `us-cpi-yoy-next`). Both are matched case-insensitively: symbols are canonically upper-case letters and digits, slugs lower-case with hyphens, so they never collide. Responses carry both; links use the slug. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description News */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "index_news",
                     *         "id": "PIXIPOSTRIPE",
                     *         "symbol": "PIXIPOSTRIPE",
                     *         "slug": "stripe-ipo-by-2027",
                     *         "official": false,
                     *         "settlement_relevant": false,
                     *         "availability": "available",
                     *         "policy": {
                     *           "defaults": {
                     *             "limit": 50,
                     *             "kind": [
                     *               "official_release",
                     *               "official_statement",
                     *               "filing",
                     *               "venue_context",
                     *               "venue_event",
                     *               "editorial"
                     *             ],
                     *             "relevance": "direct",
                     *             "authorship": [
                     *               "primary_document",
                     *               "editorial"
                     *             ],
                     *             "since": null
                     *           },
                     *           "applied": {
                     *             "limit": 2,
                     *             "kind": [
                     *               "official_release",
                     *               "official_statement",
                     *               "filing",
                     *               "venue_context",
                     *               "venue_event",
                     *               "editorial"
                     *             ],
                     *             "relevance": "all",
                     *             "authorship": [
                     *               "primary_document",
                     *               "editorial"
                     *             ],
                     *             "since": null
                     *           },
                     *           "defaulted": [
                     *             "kind",
                     *             "authorship",
                     *             "since"
                     *           ],
                     *           "order": "t_desc_id_asc"
                     *         },
                     *         "sources": [
                     *           {
                     *             "feed_id": "sec-0001691342",
                     *             "source": {
                     *               "id": "sec-edgar",
                     *               "name": "U.S. Securities and Exchange Commission (EDGAR)",
                     *               "domain": "sec.gov"
                     *             },
                     *             "kind": "filing",
                     *             "licence": "public_domain",
                     *             "authorship": "primary_document",
                     *             "relevance": "direct",
                     *             "relevance_rule": "direct: filings by the entity this index is about.",
                     *             "status": "ok",
                     *             "last_run_at": "2026-11-23T20:32:00Z",
                     *             "last_success_at": "2026-11-23T20:32:00Z",
                     *             "last_failure_at": null,
                     *             "last_failure_reason": null,
                     *             "last_items": 0
                     *           },
                     *           {
                     *             "feed_id": "kalshi-terms-pixipostripe",
                     *             "source": {
                     *               "id": "kalshi",
                     *               "name": "Kalshi",
                     *               "domain": "kalshi.com"
                     *             },
                     *             "kind": "venue_context",
                     *             "licence": "venue_public_api",
                     *             "authorship": "venue_generated",
                     *             "relevance": "direct",
                     *             "relevance_rule": "direct: the venue's own context or events for this index's contracts.",
                     *             "status": "failing",
                     *             "last_run_at": "2026-11-23T20:32:00Z",
                     *             "last_success_at": "2026-11-23T20:27:00Z",
                     *             "last_failure_at": "2026-11-23T20:32:00Z",
                     *             "last_failure_reason": "http_5xx",
                     *             "last_items": 0
                     *           }
                     *         ],
                     *         "count": 2,
                     *         "items": [
                     *           {
                     *             "id": "5c2f8e0d9b1a4c3e7f6a5b4c3d2e1f0a",
                     *             "kind": "filing",
                     *             "relevance": "direct",
                     *             "licence": "public_domain",
                     *             "authorship": "primary_document",
                     *             "source": {
                     *               "id": "sec-edgar",
                     *               "name": "U.S. Securities and Exchange Commission (EDGAR)",
                     *               "domain": "sec.gov"
                     *             },
                     *             "url": "https://www.sec.gov/Archives/edgar/data/1691342/000169134226000004/0001691342-26-000004-index.htm",
                     *             "title": "Stripe, Inc.: S-1/A - General form for registration of securities under the Securities Act of 1933",
                     *             "t": "2026-11-02T21:30:00Z",
                     *             "observed_at": "2026-11-03T00:02:04Z",
                     *             "summary": "Filed: 2026-11-02 AccNo: 0001691342-26-000004",
                     *             "provenance": {
                     *               "feed": "sec-0001691342",
                     *               "retrieved_at": "2026-11-03T00:02:03Z"
                     *             },
                     *             "payload": {
                     *               "form": "S-1/A",
                     *               "accession_number": "0001691342-26-000004",
                     *               "cik": "0001691342",
                     *               "entity_name": "Stripe, Inc.",
                     *               "filing_date": "2026-11-02"
                     *             }
                     *           },
                     *           {
                     *             "id": "a17b3c9d2e4f60718293a4b5c6d7e8f9",
                     *             "kind": "filing",
                     *             "relevance": "related",
                     *             "licence": "public_domain",
                     *             "authorship": "primary_document",
                     *             "source": {
                     *               "id": "sec-edgar",
                     *               "name": "U.S. Securities and Exchange Commission (EDGAR)",
                     *               "domain": "sec.gov"
                     *             },
                     *             "url": "https://www.sec.gov/Archives/edgar/data/1999997/000199999726000001/0001999997-26-000001-index.htm",
                     *             "title": "Stripe Opportunity Fund: D - Notice of Exempt Offering of Securities",
                     *             "t": "2026-06-01T13:00:00Z",
                     *             "observed_at": "2026-06-01T13:02:05Z",
                     *             "summary": "Filed: 2026-06-01 AccNo: 0001999997-26-000001",
                     *             "provenance": {
                     *               "feed": "sec-0001999997",
                     *               "retrieved_at": "2026-06-01T13:02:04Z"
                     *             },
                     *             "payload": {
                     *               "form": "D",
                     *               "accession_number": "0001999997-26-000001",
                     *               "cik": "0001999997",
                     *               "entity_name": "Stripe Opportunity Fund",
                     *               "filing_date": "2026-06-01"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/indices/stripe-ipo-by-2027/news?limit=2&relevance=all",
                     *         "index": "/api/v1/indices/stripe-ipo-by-2027",
                     *         "snapshot": "/api/v1/indices/stripe-ipo-by-2027/snapshots/latest",
                     *         "round": "/api/v1/indices/stripe-ipo-by-2027/rounds/latest",
                     *         "distribution": "/api/v1/indices/stripe-ipo-by-2027/distributions/latest",
                     *         "history": "/api/v1/indices/stripe-ipo-by-2027/history",
                     *         "statistics": "/api/v1/indices/stripe-ipo-by-2027/statistics/latest",
                     *         "daily_closes": "/api/v1/indices/stripe-ipo-by-2027/daily-closes",
                     *         "news": "/api/v1/indices/stripe-ipo-by-2027/news"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["IndexNewsResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `index-not-found`: No public index has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. `index-unavailable`: The index resource cannot be served safely right now. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBenchmarks: {
        parameters: {
            query?: {
                /** @description Only this family (e.g. `commodities`); an unknown family answers an empty collection. */
                family?: string;
                /** @description Only this category (e.g. `energy`, `precious_metals`). */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Benchmark catalog with latest values */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark_catalog",
                     *         "count": 3,
                     *         "benchmarks": [
                     *           {
                     *             "id": "BMGOLD",
                     *             "symbol": "BMGOLD",
                     *             "slug": "gold-settle-dec",
                     *             "name": "Gold — expected December settle",
                     *             "family": "commodities",
                     *             "category": "precious_metals",
                     *             "unit": "USD/ozt",
                     *             "classification": "reference",
                     *             "official": false,
                     *             "settlement_grade": false,
                     *             "latest": {
                     *               "status": "fresh",
                     *               "value": {
                     *                 "decimal": "4187.60",
                     *                 "number": 4187.6,
                     *                 "unit": "USD/ozt",
                     *                 "display": "4187.60 USD/ozt"
                     *               },
                     *               "source_observed_at": "2026-11-23T22:45:00Z",
                     *               "computed_at": "2026-11-23T22:45:02Z"
                     *             },
                     *             "links": {
                     *               "self": "/api/v1/benchmarks/gold-settle-dec"
                     *             }
                     *           },
                     *           {
                     *             "id": "BMNATGAS",
                     *             "symbol": "BMNATGAS",
                     *             "slug": "natural-gas-settle-dec",
                     *             "name": "Natural gas — expected December settle",
                     *             "family": "commodities",
                     *             "category": "energy",
                     *             "unit": "USD/MMBtu",
                     *             "classification": "reference",
                     *             "official": false,
                     *             "settlement_grade": false,
                     *             "latest": {
                     *               "status": "fresh",
                     *               "value": {
                     *                 "decimal": "4.838",
                     *                 "number": 4.838,
                     *                 "unit": "USD/MMBtu",
                     *                 "display": "4.838 USD/MMBtu"
                     *               },
                     *               "source_observed_at": "2026-11-23T22:45:00Z",
                     *               "computed_at": "2026-11-23T22:45:02Z"
                     *             },
                     *             "links": {
                     *               "self": "/api/v1/benchmarks/natural-gas-settle-dec"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "families": [
                     *           "commodities"
                     *         ]
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkCatalogResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBenchmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One benchmark */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark",
                     *         "id": "BMWTI",
                     *         "symbol": "BMWTI",
                     *         "slug": "wti-crude-settle-dec",
                     *         "name": "WTI crude — expected December settle",
                     *         "thesis": "Market-implied expected settlement price of front-month WTI crude oil futures on the last trading day of December 2026.",
                     *         "family": "commodities",
                     *         "category": "energy",
                     *         "classification": "reference",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "unit": "USD/bbl",
                     *         "domain": {
                     *           "min": "0",
                     *           "max": "250"
                     *         },
                     *         "identifiers": {
                     *           "nymex": "CL",
                     *           "kalshi_series": "KXWTI"
                     *         },
                     *         "resolution_source": {
                     *           "name": "CME Group NYMEX",
                     *           "url": "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
                     *           "description": "NYMEX WTI Light Sweet Crude Oil front-month daily settlement."
                     *         },
                     *         "methodology": {
                     *           "version": "1.0.0",
                     *           "estimand": "Expected WTI front-month settlement on 2026-12-31, USD per barrel.",
                     *           "calculation_class": "strike_ladder_expectation",
                     *           "transformation_disclosure": "disclosed_class_only",
                     *           "venue_weights": {
                     *             "kalshi": 0.6,
                     *             "polymarket": 0.4
                     *           },
                     *           "index_transformation": {
                     *             "calculation_class": "strike_ladder_expectation"
                     *           }
                     *         },
                     *         "next_resolution": {
                     *           "label": "Settlement, December 31 2026",
                     *           "at": "2026-12-31T19:30:00Z",
                     *           "source": {
                     *             "name": "CME Group",
                     *             "url": "https://www.cmegroup.com"
                     *           }
                     *         },
                     *         "clocks": {
                     *           "feed_launched_at": "2025-10-01T00:00:00Z"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "benchmark": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "snapshot": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "history": "/api/v1/benchmarks/wti-crude-settle-dec/history"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `benchmark-not-found`: No public benchmark has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBenchmarkSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current reference value */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark_snapshot",
                     *         "id": "BMWTI",
                     *         "symbol": "BMWTI",
                     *         "slug": "wti-crude-settle-dec",
                     *         "classification": "reference",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "scope": "live_indicative",
                     *         "value": {
                     *           "decimal": "69.75",
                     *           "number": 69.75,
                     *           "unit": "USD/bbl",
                     *           "display": "69.75 USD/bbl"
                     *         },
                     *         "minute": "2026-11-23T22:45:00Z",
                     *         "source_observed_at": "2026-11-23T22:45:00Z",
                     *         "computed_at": "2026-11-23T22:45:02Z",
                     *         "provenance": "synthetic"
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "benchmark": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "snapshot": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "history": "/api/v1/benchmarks/wti-crude-settle-dec/history"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkSnapshotResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `benchmark-not-found`: No public benchmark has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBenchmarkHistory: {
        parameters: {
            query?: {
                /** @description Window: 1d, 1w, 1m, 6m, 1y or all. Instead of a range, `from` (and optionally `to`) give an explicit window; data.range is then `custom`. Without any query parameter the route serves the frozen no-query v1 series: daily (UTC calendar day) OHLC buckets from the feed's launch to 2026-11-01T00:00:00Z (exclusive), fixed at v1; it is byte-stable across new ticks and deploys. */
                range?: "1d" | "1w" | "1m" | "6m" | "1y" | "all";
                /** @description Bucket width or auto (default with a range or from). Needs range or from. Over 2500 buckets — or 1m over more than a day — is 400 unsupported-history-resolution (with from/to: 400 invalid-parameter naming `from`). Buckets align to UTC. */
                resolution?: "auto" | "1m" | "5m" | "10m" | "15m" | "30m" | "1h" | "4h" | "1d" | "1w";
                /** @description Start of an explicit window (RFC 3339), instead of `range`: the window is [from, to), each end taken to its UTC minute (from rounded down, to up). Cannot be combined with `range`. The window may start before the feed's launch; meta.coverage says what is held. */
                from?: string;
                /** @description End of the explicit window (RFC 3339), after `from`; needs `from`. Default: now (the current minute included). */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stored tick series as OHLC */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark_history",
                     *         "id": "BMWTI",
                     *         "symbol": "BMWTI",
                     *         "slug": "wti-crude-settle-dec",
                     *         "classification": "reference",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "series": "range",
                     *         "range": "1d",
                     *         "resolution": "1h",
                     *         "resolution_was_auto": false,
                     *         "calendar": "utc",
                     *         "unit": "USD/bbl",
                     *         "buckets": [
                     *           {
                     *             "start_at": "2026-11-22T22:00:00Z",
                     *             "end_at": "2026-11-22T23:00:00Z",
                     *             "open": 77.94,
                     *             "high": 78.3,
                     *             "low": 76.23,
                     *             "close": 76.23,
                     *             "tick_count": 60
                     *           },
                     *           {
                     *             "start_at": "2026-11-22T23:00:00Z",
                     *             "end_at": "2026-11-23T00:00:00Z",
                     *             "open": 76.22,
                     *             "high": 76.22,
                     *             "low": 74.56,
                     *             "close": 74.56,
                     *             "tick_count": 60
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "availability": "available",
                     *         "coverage": {
                     *           "requested_from": "2026-11-22T22:46:00Z",
                     *           "requested_to": "2026-11-23T22:46:00Z",
                     *           "held_from": "2026-11-22T22:46:00Z",
                     *           "held_to": "2026-11-23T22:46:00Z",
                     *           "fraction": 1,
                     *           "feed_launched_at": "2025-10-01T00:00:00Z"
                     *         }
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks/wti-crude-settle-dec/history?range=1d&resolution=1h",
                     *         "benchmark": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "snapshot": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "history": "/api/v1/benchmarks/wti-crude-settle-dec/history"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkHistoryResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. `unsupported-history-resolution`: The combination of range and resolution would produce more buckets than pix serves in one response. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `benchmark-not-found`: No public benchmark has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBenchmarksViaCommoditiesAlias: {
        parameters: {
            query?: {
                /** @description Only this family (e.g. `commodities`); an unknown family answers an empty collection. */
                family?: string;
                /** @description Only this category (e.g. `energy`, `precious_metals`). */
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Benchmark catalog with latest values */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark_catalog",
                     *         "count": 3,
                     *         "benchmarks": [
                     *           {
                     *             "id": "BMGOLD",
                     *             "symbol": "BMGOLD",
                     *             "slug": "gold-settle-dec",
                     *             "name": "Gold — expected December settle",
                     *             "family": "commodities",
                     *             "category": "precious_metals",
                     *             "unit": "USD/ozt",
                     *             "classification": "reference",
                     *             "official": false,
                     *             "settlement_grade": false,
                     *             "latest": {
                     *               "status": "fresh",
                     *               "value": {
                     *                 "decimal": "4187.60",
                     *                 "number": 4187.6,
                     *                 "unit": "USD/ozt",
                     *                 "display": "4187.60 USD/ozt"
                     *               },
                     *               "source_observed_at": "2026-11-23T22:45:00Z",
                     *               "computed_at": "2026-11-23T22:45:02Z"
                     *             },
                     *             "links": {
                     *               "self": "/api/v1/benchmarks/gold-settle-dec"
                     *             }
                     *           },
                     *           {
                     *             "id": "BMNATGAS",
                     *             "symbol": "BMNATGAS",
                     *             "slug": "natural-gas-settle-dec",
                     *             "name": "Natural gas — expected December settle",
                     *             "family": "commodities",
                     *             "category": "energy",
                     *             "unit": "USD/MMBtu",
                     *             "classification": "reference",
                     *             "official": false,
                     *             "settlement_grade": false,
                     *             "latest": {
                     *               "status": "fresh",
                     *               "value": {
                     *                 "decimal": "4.838",
                     *                 "number": 4.838,
                     *                 "unit": "USD/MMBtu",
                     *                 "display": "4.838 USD/MMBtu"
                     *               },
                     *               "source_observed_at": "2026-11-23T22:45:00Z",
                     *               "computed_at": "2026-11-23T22:45:02Z"
                     *             },
                     *             "links": {
                     *               "self": "/api/v1/benchmarks/natural-gas-settle-dec"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "families": [
                     *           "commodities"
                     *         ]
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkCatalogResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBenchmarkViaCommoditiesAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One benchmark */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark",
                     *         "id": "BMWTI",
                     *         "symbol": "BMWTI",
                     *         "slug": "wti-crude-settle-dec",
                     *         "name": "WTI crude — expected December settle",
                     *         "thesis": "Market-implied expected settlement price of front-month WTI crude oil futures on the last trading day of December 2026.",
                     *         "family": "commodities",
                     *         "category": "energy",
                     *         "classification": "reference",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "unit": "USD/bbl",
                     *         "domain": {
                     *           "min": "0",
                     *           "max": "250"
                     *         },
                     *         "identifiers": {
                     *           "nymex": "CL",
                     *           "kalshi_series": "KXWTI"
                     *         },
                     *         "resolution_source": {
                     *           "name": "CME Group NYMEX",
                     *           "url": "https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.settlements.html",
                     *           "description": "NYMEX WTI Light Sweet Crude Oil front-month daily settlement."
                     *         },
                     *         "methodology": {
                     *           "version": "1.0.0",
                     *           "estimand": "Expected WTI front-month settlement on 2026-12-31, USD per barrel.",
                     *           "calculation_class": "strike_ladder_expectation",
                     *           "transformation_disclosure": "disclosed_class_only",
                     *           "venue_weights": {
                     *             "kalshi": 0.6,
                     *             "polymarket": 0.4
                     *           },
                     *           "index_transformation": {
                     *             "calculation_class": "strike_ladder_expectation"
                     *           }
                     *         },
                     *         "next_resolution": {
                     *           "label": "Settlement, December 31 2026",
                     *           "at": "2026-12-31T19:30:00Z",
                     *           "source": {
                     *             "name": "CME Group",
                     *             "url": "https://www.cmegroup.com"
                     *           }
                     *         },
                     *         "clocks": {
                     *           "feed_launched_at": "2025-10-01T00:00:00Z"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "benchmark": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "snapshot": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "history": "/api/v1/benchmarks/wti-crude-settle-dec/history"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `benchmark-not-found`: No public benchmark has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBenchmarkSnapshotViaCommoditiesAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current reference value */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark_snapshot",
                     *         "id": "BMWTI",
                     *         "symbol": "BMWTI",
                     *         "slug": "wti-crude-settle-dec",
                     *         "classification": "reference",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "scope": "live_indicative",
                     *         "value": {
                     *           "decimal": "69.75",
                     *           "number": 69.75,
                     *           "unit": "USD/bbl",
                     *           "display": "69.75 USD/bbl"
                     *         },
                     *         "minute": "2026-11-23T22:45:00Z",
                     *         "source_observed_at": "2026-11-23T22:45:00Z",
                     *         "computed_at": "2026-11-23T22:45:02Z",
                     *         "provenance": "synthetic"
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "benchmark": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "snapshot": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "history": "/api/v1/benchmarks/wti-crude-settle-dec/history"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkSnapshotResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `benchmark-not-found`: No public benchmark has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBenchmarkHistoryViaCommoditiesAlias: {
        parameters: {
            query?: {
                /** @description Window: 1d, 1w, 1m, 6m, 1y or all. Instead of a range, `from` (and optionally `to`) give an explicit window; data.range is then `custom`. Without any query parameter the route serves the frozen no-query v1 series: daily (UTC calendar day) OHLC buckets from the feed's launch to 2026-11-01T00:00:00Z (exclusive), fixed at v1; it is byte-stable across new ticks and deploys. */
                range?: "1d" | "1w" | "1m" | "6m" | "1y" | "all";
                /** @description Bucket width or auto (default with a range or from). Needs range or from. Over 2500 buckets — or 1m over more than a day — is 400 unsupported-history-resolution (with from/to: 400 invalid-parameter naming `from`). Buckets align to UTC. */
                resolution?: "auto" | "1m" | "5m" | "10m" | "15m" | "30m" | "1h" | "4h" | "1d" | "1w";
                /** @description Start of an explicit window (RFC 3339), instead of `range`: the window is [from, to), each end taken to its UTC minute (from rounded down, to up). Cannot be combined with `range`. The window may start before the feed's launch; meta.coverage says what is held. */
                from?: string;
                /** @description End of the explicit window (RFC 3339), after `from`; needs `from`. Default: now (the current minute included). */
                to?: string;
            };
            header?: never;
            path: {
                /** @description The benchmark's symbol (e.g. `BMWTI`) or slug (e.g. `wti-crude-settle-dec`), matched case-insensitively. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stored tick series as OHLC */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "benchmark_history",
                     *         "id": "BMWTI",
                     *         "symbol": "BMWTI",
                     *         "slug": "wti-crude-settle-dec",
                     *         "classification": "reference",
                     *         "official": false,
                     *         "settlement_grade": false,
                     *         "series": "range",
                     *         "range": "1d",
                     *         "resolution": "1h",
                     *         "resolution_was_auto": false,
                     *         "calendar": "utc",
                     *         "unit": "USD/bbl",
                     *         "buckets": [
                     *           {
                     *             "start_at": "2026-11-22T22:00:00Z",
                     *             "end_at": "2026-11-22T23:00:00Z",
                     *             "open": 77.94,
                     *             "high": 78.3,
                     *             "low": 76.23,
                     *             "close": 76.23,
                     *             "tick_count": 60
                     *           },
                     *           {
                     *             "start_at": "2026-11-22T23:00:00Z",
                     *             "end_at": "2026-11-23T00:00:00Z",
                     *             "open": 76.22,
                     *             "high": 76.22,
                     *             "low": 74.56,
                     *             "close": 74.56,
                     *             "tick_count": 60
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "availability": "available",
                     *         "coverage": {
                     *           "requested_from": "2026-11-22T22:46:00Z",
                     *           "requested_to": "2026-11-23T22:46:00Z",
                     *           "held_from": "2026-11-22T22:46:00Z",
                     *           "held_to": "2026-11-23T22:46:00Z",
                     *           "fraction": 1,
                     *           "feed_launched_at": "2025-10-01T00:00:00Z"
                     *         }
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/benchmarks/wti-crude-settle-dec/history?range=1d&resolution=1h",
                     *         "benchmark": "/api/v1/benchmarks/wti-crude-settle-dec",
                     *         "snapshot": "/api/v1/benchmarks/wti-crude-settle-dec/snapshots/latest",
                     *         "history": "/api/v1/benchmarks/wti-crude-settle-dec/history"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BenchmarkHistoryResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. `unsupported-history-resolution`: The combination of range and resolution would produce more buckets than pix serves in one response. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `benchmark-not-found`: No public benchmark has this symbol or slug. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lake discovery */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake",
                     *         "description": "A read-only projection of the multi-venue prediction-market quote tape: one snapshot per venue per collection cycle.",
                     *         "selection": "Venues are served from an explicit allow-list in the deployment's configuration. Licence-gated and vendor-purchased data is never served, even when allow-listed; a newly added venue stays excluded until allowed.",
                     *         "venues": [
                     *           {
                     *             "venue": "kalshi",
                     *             "name": "Kalshi",
                     *             "tape_origin": {
                     *               "kind": "own_book",
                     *               "mirrors": null
                     *             },
                     *             "book": "two_sided_order_book",
                     *             "links": {
                     *               "self": "/api/v1/lake/venues/kalshi"
                     *             }
                     *           },
                     *           {
                     *             "venue": "polymarket",
                     *             "name": "Polymarket",
                     *             "tape_origin": {
                     *               "kind": "own_book",
                     *               "mirrors": null
                     *             },
                     *             "book": "two_sided_order_book",
                     *             "links": {
                     *               "self": "/api/v1/lake/venues/polymarket"
                     *             }
                     *           }
                     *         ],
                     *         "excluded": [],
                     *         "tape": {
                     *           "object_key": "lake/{venue}/{YYYY-MM-DD}/{HHMM}",
                     *           "row_schema": "pix-lake-row-v1",
                     *           "semantics": {
                     *             "rows": "Rows are produced by the lake's own normalizer and served unchanged: each row in a quotes page is byte for byte the NDJSON line the lake stores, without its newline.",
                     *             "unquoted_side": "A side nobody quotes is null, never 0. Prices are exact decimal probability strings (0 to 1).",
                     *             "mid_and_spread": "mid and spread are emitted only when both sides were quoted on a venue with a two-sided book. They are absent (not null, not 0) otherwise, and never appear for venues that publish one indicative price per outcome and no order book.",
                     *             "quote_fields": "Each venue lists the price columns it actually fills (quote_fields); bid and ask must not be assumed.",
                     *             "tape_origin": "tape_origin.kind is mirror when a venue re-publishes another exchange's book (named in tape_origin.mirrors): a mirror is not an independent price.",
                     *             "at": "at is the HHMM of the snapshot's object key: the start of the collection cycle in UTC, not the time of the response. cycle_start spells it as RFC 3339.",
                     *             "completeness": {
                     *               "statuses": {
                     *                 "incomplete": "The collector recorded at least one failure for this snapshot; the failures are listed.",
                     *                 "not_recorded": "The collector recorded no failure for this snapshot."
                     *               },
                     *               "absence_of_failure": "not_recorded does not claim completeness: the absence of a recorded failure is not a statement that every market was collected."
                     *             },
                     *             "decimals": "Every price, volume and open interest is an exact decimal string, as the venue published it."
                     *           }
                     *         },
                     *         "limits": {
                     *           "snapshot_max_bytes": 67108864,
                     *           "page_default": 1,
                     *           "page_size_default": 100,
                     *           "page_size_max": 500
                     *         },
                     *         "caching": {
                     *           "discovery_max_age_seconds": 300,
                     *           "venues_max_age_seconds": 15,
                     *           "open_day_snapshots_max_age_seconds": 15,
                     *           "sealed_max_age_seconds": 3600
                     *         },
                     *         "errors": {
                     *           "unknown_venue": "404 venue-not-found",
                     *           "excluded_venue": "404 venue-excluded (the reason is in the detail and in `excluded` here)",
                     *           "date_without_data": "404 lake-date-not-found",
                     *           "unknown_snapshot_time": "404 lake-snapshot-not-found",
                     *           "day_without_parquet": "404 lake-parquet-not-found (not compacted yet, or past the Parquet retention)",
                     *           "page_past_the_end": "404 page-not-found",
                     *           "market_not_in_tape": "404 lake-market-not-found (candles: no snapshot of the whole window holds the market; a later part of a window that holds it answers 200 without candles)",
                     *           "outcome_not_in_market": "404 lake-outcome-not-found (candles: the market's rows name other outcomes only; books: the market has no book of that outcome at the minute)",
                     *           "snapshot_above_ceiling": "413 lake-snapshot-too-large",
                     *           "storage_failure": "503 service-unavailable with Retry-After"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake",
                     *         "venues": "/api/v1/lake/venues",
                     *         "docs": "/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLakeVenues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Served venues with their tape semantics and coverage */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_venue_catalog",
                     *         "count": 1,
                     *         "venues": [
                     *           {
                     *             "venue": "kalshi",
                     *             "name": "Kalshi",
                     *             "tape_origin": {
                     *               "kind": "own_book",
                     *               "mirrors": null
                     *             },
                     *             "book": "two_sided_order_book",
                     *             "cadence_seconds": 60,
                     *             "licence": "venue_public_api",
                     *             "quote_fields": [
                     *               "bid",
                     *               "ask",
                     *               "indicative",
                     *               "mid",
                     *               "spread"
                     *             ],
                     *             "quote_fields_basis": "union_over_latest_collected_date",
                     *             "quote_fields_date": "2026-11-22",
                     *             "coverage": {
                     *               "first_date": "2026-11-20",
                     *               "last_date": "2026-11-22",
                     *               "date_count": 3,
                     *               "first_snapshot": {
                     *                 "date": "2026-11-20",
                     *                 "at": "0000",
                     *                 "cycle_start": "2026-11-20T00:00:00Z"
                     *               },
                     *               "last_snapshot": {
                     *                 "date": "2026-11-22",
                     *                 "at": "1005",
                     *                 "cycle_start": "2026-11-22T10:05:00Z"
                     *               }
                     *             },
                     *             "links": {
                     *               "self": "/api/v1/lake/venues/kalshi",
                     *               "venue": "/api/v1/lake/venues/kalshi",
                     *               "lake": "/api/v1/lake",
                     *               "latest_snapshots": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22",
                     *               "latest_quotes": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues",
                     *         "lake": "/api/v1/lake"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeVenueCatalogResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeVenue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One venue's tape semantics and collected dates */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_venue",
                     *         "venue": "kalshi",
                     *         "name": "Kalshi",
                     *         "tape_origin": {
                     *           "kind": "own_book",
                     *           "mirrors": null
                     *         },
                     *         "book": "two_sided_order_book",
                     *         "cadence_seconds": 60,
                     *         "licence": "venue_public_api",
                     *         "quote_fields": [
                     *           "bid",
                     *           "ask",
                     *           "indicative",
                     *           "mid",
                     *           "spread"
                     *         ],
                     *         "quote_fields_basis": "union_over_latest_collected_date",
                     *         "quote_fields_date": "2026-11-22",
                     *         "coverage": {
                     *           "first_date": "2026-11-20",
                     *           "last_date": "2026-11-22",
                     *           "date_count": 3,
                     *           "first_snapshot": {
                     *             "date": "2026-11-20",
                     *             "at": "0000",
                     *             "cycle_start": "2026-11-20T00:00:00Z"
                     *           },
                     *           "last_snapshot": {
                     *             "date": "2026-11-22",
                     *             "at": "1005",
                     *             "cycle_start": "2026-11-22T10:05:00Z"
                     *           }
                     *         },
                     *         "dates": [
                     *           "2026-11-20",
                     *           "2026-11-21",
                     *           "2026-11-22"
                     *         ],
                     *         "days": [
                     *           {
                     *             "date": "2026-11-20",
                     *             "parquet": {
                     *               "key": "lake/kalshi/2026-11-20/day.parquet",
                     *               "bytes": 2358846,
                     *               "rows": 67680,
                     *               "created_at": "2026-11-21T00:15:00Z"
                     *             },
                     *             "books_parquet": {
                     *               "key": "lake/kalshi/2026-11-20/books.parquet",
                     *               "bytes": 343,
                     *               "rows": 0,
                     *               "created_at": "2026-11-21T00:15:00Z"
                     *             },
                     *             "trades_parquet": {
                     *               "key": "lake/kalshi/2026-11-20/trades.parquet",
                     *               "bytes": 61440,
                     *               "rows": 1873,
                     *               "created_at": "2026-11-21T00:15:00Z"
                     *             },
                     *             "links": {
                     *               "snapshots": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-20",
                     *               "parquet": "/api/v1/lake/venues/kalshi/days/2026-11-20/parquet",
                     *               "books_parquet": "/api/v1/lake/venues/kalshi/days/2026-11-20/books.parquet",
                     *               "trades_parquet": "/api/v1/lake/venues/kalshi/days/2026-11-20/trades.parquet"
                     *             }
                     *           },
                     *           {
                     *             "date": "2026-11-21",
                     *             "parquet": {
                     *               "key": "lake/kalshi/2026-11-21/day.parquet",
                     *               "bytes": 2361120,
                     *               "rows": 67680,
                     *               "created_at": "2026-11-22T00:15:00Z"
                     *             },
                     *             "books_parquet": {
                     *               "key": "lake/kalshi/2026-11-21/books.parquet",
                     *               "bytes": 343,
                     *               "rows": 0,
                     *               "created_at": "2026-11-22T00:15:00Z"
                     *             },
                     *             "trades_parquet": {
                     *               "key": "lake/kalshi/2026-11-21/trades.parquet",
                     *               "bytes": 61440,
                     *               "rows": 1873,
                     *               "created_at": "2026-11-22T00:15:00Z"
                     *             },
                     *             "links": {
                     *               "snapshots": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-21",
                     *               "parquet": "/api/v1/lake/venues/kalshi/days/2026-11-21/parquet",
                     *               "books_parquet": "/api/v1/lake/venues/kalshi/days/2026-11-21/books.parquet",
                     *               "trades_parquet": "/api/v1/lake/venues/kalshi/days/2026-11-21/trades.parquet"
                     *             }
                     *           },
                     *           {
                     *             "date": "2026-11-22",
                     *             "parquet": null,
                     *             "books_parquet": null,
                     *             "trades_parquet": null,
                     *             "links": {
                     *               "snapshots": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22"
                     *             }
                     *           }
                     *         ],
                     *         "retention": {
                     *           "tape_days": 30,
                     *           "parquet_days": 365,
                     *           "tape_kept_from": "2026-10-23",
                     *           "parquet_kept_from": "2025-11-22",
                     *           "rule": "A UTC day is compacted into its Parquet files (quotes, books, trades) at 00:15 UTC the next day. …"
                     *         }
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues/kalshi",
                     *         "venue": "/api/v1/lake/venues/kalshi",
                     *         "lake": "/api/v1/lake",
                     *         "latest_snapshots": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22",
                     *         "latest_quotes": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeVenueResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLakeSnapshots: {
        parameters: {
            query: {
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
            };
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Snapshot times collected on one UTC date */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_snapshots",
                     *         "venue": "kalshi",
                     *         "date": "2026-11-22",
                     *         "day_status": "open",
                     *         "count": 2,
                     *         "snapshots": [
                     *           {
                     *             "at": "1004",
                     *             "cycle_start": "2026-11-22T10:04:00Z",
                     *             "rows": 412,
                     *             "bytes": 251804,
                     *             "exceeds_ceiling": false,
                     *             "completeness": {
                     *               "status": "incomplete",
                     *               "failures": [
                     *                 {
                     *                   "reason": "http_5xx",
                     *                   "stage": "kalshi_orderbook",
                     *                   "market_id": "KXFED-26DEC-T3.75"
                     *                 }
                     *               ]
                     *             },
                     *             "quote_fields": [
                     *               "bid",
                     *               "ask",
                     *               "indicative",
                     *               "mid",
                     *               "spread"
                     *             ],
                     *             "links": {
                     *               "quotes": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1004&page=1&page_size=100"
                     *             }
                     *           },
                     *           {
                     *             "at": "1005",
                     *             "cycle_start": "2026-11-22T10:05:00Z",
                     *             "rows": 413,
                     *             "bytes": 252410,
                     *             "exceeds_ceiling": false,
                     *             "completeness": {
                     *               "status": "not_recorded"
                     *             },
                     *             "quote_fields": [
                     *               "bid",
                     *               "ask",
                     *               "indicative",
                     *               "mid",
                     *               "spread"
                     *             ],
                     *             "links": {
                     *               "quotes": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100"
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22",
                     *         "venue": "/api/v1/lake/venues/kalshi"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeSnapshotsResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-date-not-found`: The venue has no tape collected on this UTC date. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLakeQuotes: {
        parameters: {
            query: {
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
                /** @description The snapshot: HHMM of its object key, which is the collection cycle's start in UTC (not a response time). */
                at: string;
                /** @description 1-based page. A page past the last answers 404 page-not-found. */
                page?: number;
                /** @description Rows per page, 1 to 500. */
                page_size?: number;
            };
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Normalized quote rows of one snapshot, paginated */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description RFC 8288 page links, the same targets as `links`: origin-relative, other query parameters kept; `rel` is first, prev (not on page 1), next (not on the last page) and last. Example: `</api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=2&page_size=100>; rel="next"`. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_quotes",
                     *         "venue": "kalshi",
                     *         "date": "2026-11-22",
                     *         "at": "1005",
                     *         "cycle_start": "2026-11-22T10:05:00Z",
                     *         "row_schema": "pix-lake-row-v1",
                     *         "completeness_status": "not_recorded",
                     *         "rows": [
                     *           {
                     *             "venue": "kalshi",
                     *             "market_id": "KXCPIYOY-26NOV-T2.8",
                     *             "event_id": "KXCPIYOY-26NOV",
                     *             "outcome": "yes",
                     *             "token_id": null,
                     *             "title": "CPI year over year above 2.8%?",
                     *             "status": "open",
                     *             "bid": "0.4300",
                     *             "ask": "0.4500",
                     *             "last": null,
                     *             "indicative": "0.4400",
                     *             "indicative_source": "mid",
                     *             "mid": "0.4400",
                     *             "spread": "0.0200",
                     *             "two_sided_book": true,
                     *             "volume_usd": "18250.50",
                     *             "open_interest_usd": "7420.00",
                     *             "usd_basis": "usd",
                     *             "native": null,
                     *             "observed_at": "2026-11-22T10:05:02.000Z",
                     *             "observed_at_source": "venue",
                     *             "close_time": "2026-12-10T13:25:00.000Z"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "pagination": {
                     *           "page": 2,
                     *           "page_size": 100,
                     *           "total_rows": 413,
                     *           "total_pages": 5
                     *         },
                     *         "snapshot_bytes": 252410
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=2&page_size=100",
                     *         "first": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
                     *         "last": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=5&page_size=100",
                     *         "prev": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
                     *         "next": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=3&page_size=100",
                     *         "snapshots": "/api/v1/lake/venues/kalshi/snapshots?date=2026-11-22",
                     *         "venue": "/api/v1/lake/venues/kalshi"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeQuotesResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-date-not-found`: The venue has no tape collected on this UTC date. `lake-snapshot-not-found`: The venue has tape on this date, but no snapshot at this HHMM. `page-not-found`: The requested page lies past the last page of the collection. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `lake-snapshot-too-large`: The lake snapshot is above the published byte ceiling and is not rendered. */
            413: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeDayParquet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's Parquet file. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description attachment; filename=`{venue}-{date}.parquet`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description One byte range of the file, for readers that fetch its footer and row groups remotely. */
            206: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `bytes first-last/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-parquet-not-found`: The venue's UTC day has not been compacted into a Parquet file, or the file is past its retention. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeDayBooksParquet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's Parquet file. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description attachment; filename=`{venue}-{date}-books.parquet`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description One byte range of the file, for readers that fetch its footer and row groups remotely. */
            206: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `bytes first-last/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-parquet-not-found`: The venue's UTC day has not been compacted into a Parquet file, or the file is past its retention. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeDayTradesParquet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day's Parquet file. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description attachment; filename=`{venue}-{date}-trades.parquet`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description One byte range of the file, for readers that fetch its footer and row groups remotely. */
            206: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `bytes first-last/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-parquet-not-found`: The venue's UTC day has not been compacted into a Parquet file, or the file is past its retention. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeBook: {
        parameters: {
            query: {
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
                /** @description The snapshot: HHMM of its object key, which is the collection cycle's start in UTC (not a response time). */
                at: string;
                /** @description The venue's market id, as `market_id` in the quote rows. */
                market: string;
                /** @description The outcome whose book is answered, as `outcome` in the quote rows; default: the market's first outcome (`yes` on a binary market). */
                outcome?: string;
            };
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One market's order book at one collection minute */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_book",
                     *         "venue": "polymarket",
                     *         "market_id": "516710",
                     *         "outcome": "yes",
                     *         "token_id": "71321045679252212594626385532706912750332728571942532289631379312455583992563",
                     *         "outcomes": [
                     *           "yes",
                     *           "no"
                     *         ],
                     *         "date": "2026-11-22",
                     *         "at": "1005",
                     *         "cycle_start": "2026-11-22T10:05:00Z",
                     *         "observed_at": "2026-11-22T10:05:01.512Z",
                     *         "depth": 10,
                     *         "bids": [
                     *           [
                     *             "0.43",
                     *             "1250.5"
                     *           ],
                     *           [
                     *             "0.42",
                     *             "800"
                     *           ],
                     *           [
                     *             "0.4",
                     *             "3100"
                     *           ]
                     *         ],
                     *         "asks": [
                     *           [
                     *             "0.45",
                     *             "640"
                     *           ],
                     *           [
                     *             "0.46",
                     *             "2000"
                     *           ]
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues/polymarket/books?date=2026-11-22&at=1005&market=516710",
                     *         "quotes": "/api/v1/lake/venues/polymarket/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
                     *         "venue": "/api/v1/lake/venues/polymarket"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeBookResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-book-not-found`: The venue's book tape holds no book of this market (or of this outcome) at this minute. `lake-outcome-not-found`: The venue's tape holds the market, but none of its rows (candles) or books (books) is of this outcome: the market does not have it there. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLakeCandles: {
        parameters: {
            query: {
                /** @description Start of the window (RFC 3339), rounded down to a bucket boundary of the resolution (UTC). Within the tape's retention. */
                from: string;
                /** @description End of the window (RFC 3339, exclusive), after `from`, rounded up to a bucket boundary. */
                to: string;
                /** @description Bucket width, aligned to UTC multiples: 1m, 5m, 15m, 1h, 4h, 1d. A window may span at most 10000 buckets. */
                resolution: "1m" | "5m" | "15m" | "1h" | "4h" | "1d";
                /** @description The outcome whose rows make the candles, as the rows' `outcome`: `yes` (the default) or `no` for a binary market, else the venue's label. An outcome none of the market's rows names (Kalshi's tape has a `yes` row per market) answers 404 lake-outcome-not-found, listing those it names. */
                outcome?: string;
                /** @description Start of the window this request continues, once a part of it before `from` held a row of the market: `links.next` carries it, so a later part without a row answers 200 without candles, never 404. At most `from`, rounded down like it; [`window_from`, `to`) may span at most the window's bucket limit. Absent on a window's first request (and on a continuation of a stretch without the market, which is judged as a window of its own). */
                window_from?: string;
            };
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
                /** @description The venue's market id, as the rows' `market_id` (Kalshi: market ticker; Polymarket: Gamma market id). */
                market: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Candles of one market from the tape */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_candles",
                     *         "venue": "kalshi",
                     *         "market": "KXCPIYOY-26NOV-T2.8",
                     *         "outcome": "yes",
                     *         "resolution": "1h",
                     *         "from": "2026-11-22T10:00:00Z",
                     *         "to": "2026-11-29T10:00:00Z",
                     *         "window_to": "2026-12-01T00:00:00Z",
                     *         "trade_source": "taped",
                     *         "empty_buckets": "omitted",
                     *         "candles": [
                     *           {
                     *             "start": "2026-11-22T10:00:00Z",
                     *             "end": "2026-11-22T11:00:00Z",
                     *             "mid": {
                     *               "open": "0.4400",
                     *               "high": "0.4650",
                     *               "low": "0.4300",
                     *               "close": "0.4550",
                     *               "minutes": 58
                     *             },
                     *             "quote_minutes": 60,
                     *             "volume_usd": "18250.50",
                     *             "open_interest_usd": "7420.00",
                     *             "trades": {
                     *               "price": {
                     *                 "open": "0.44",
                     *                 "high": "0.47",
                     *                 "low": "0.43",
                     *                 "close": "0.45"
                     *               },
                     *               "volume": "1830.5",
                     *               "count": 41
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "tape": {
                     *           "snapshots": 10080,
                     *           "bytes": 8064000,
                     *           "incomplete_snapshots": 0,
                     *           "hour_summaries": 168
                     *         },
                     *         "trade_tape": {
                     *           "minutes": 10080,
                     *           "taped": 10080,
                     *           "incomplete": 0
                     *         },
                     *         "hour_summaries_pending": null
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues/kalshi/markets/KXCPIYOY-26NOV-T2.8/candles?from=2026-11-22T10:00:00Z&to=2026-12-01T00:00:00Z&resolution=1h&outcome=yes",
                     *         "next": "/api/v1/lake/venues/kalshi/markets/KXCPIYOY-26NOV-T2.8/candles?from=2026-11-29T10:00:00Z&to=2026-12-01T00:00:00Z&window_from=2026-11-22T10:00:00Z&resolution=1h&outcome=yes",
                     *         "venue": "/api/v1/lake/venues/kalshi"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeCandlesResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-market-not-found`: No snapshot of the venue's tape in the requested window has a row of this market. `lake-outcome-not-found`: The venue's tape holds the market, but none of its rows (candles) or books (books) is of this outcome: the market does not have it there. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLakeTrades: {
        parameters: {
            query: {
                /** @description UTC date of the collection cycle, `YYYY-MM-DD` (a real calendar date). */
                date: string;
                /** @description The snapshot: HHMM of its object key, which is the collection cycle's start in UTC (not a response time). */
                at: string;
                /** @description 1-based page. A page past the last answers 404 page-not-found. */
                page?: number;
                /** @description Rows per page, 1 to 500. */
                page_size?: number;
                /** @description Only this market's prints, as `market_id` in the trade rows (Kalshi: the ticker; Polymarket: the condition id). Default: every market's. Not with `token_id`. */
                market?: string;
                /** @description Only this outcome token's prints, as `token_id` in the trade rows (Polymarket: the same `token_id` its quote and book rows carry, so a market named by its Gamma id is read by its outcome's token). Not with `market`. */
                token_id?: string;
            };
            header?: never;
            path: {
                /** @description Venue id (e.g. `kalshi`, `polymarket`), matched case-insensitively. Served venues: /api/v1/lake. */
                venue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One minute's trade prints, paginated */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description RFC 8288 page links, the same targets as `links`: origin-relative, other query parameters kept; `rel` is first, prev (not on page 1), next (not on the last page) and last. */
                    Link?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "lake_trades",
                     *         "venue": "kalshi",
                     *         "date": "2026-11-22",
                     *         "at": "1005",
                     *         "cycle_start": "2026-11-22T10:05:00Z",
                     *         "window_start": "2026-11-22T10:04:00Z",
                     *         "window_end": "2026-11-22T10:05:00Z",
                     *         "market": "KXCPIYOY-26NOV-T2.8",
                     *         "token_id": null,
                     *         "complete": true,
                     *         "failures": [],
                     *         "rows": [
                     *           {
                     *             "trade_id": "0d7e5c1a-3f0b-4b8e-9a51-2c4f0e6d9b17",
                     *             "market_id": "KXCPIYOY-26NOV-T2.8",
                     *             "token_id": null,
                     *             "outcome": null,
                     *             "price": "0.44",
                     *             "size": "25",
                     *             "taker_side": "yes",
                     *             "venue_time": "2026-11-22T10:04:31.204Z",
                     *             "received_at": "2026-11-22T10:05:00.412Z"
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1",
                     *         "pagination": {
                     *           "page": 1,
                     *           "page_size": 100,
                     *           "total_rows": 1,
                     *           "total_pages": 1
                     *         },
                     *         "trades_bytes": 5120
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/lake/venues/kalshi/trades?date=2026-11-22&at=1005&market=KXCPIYOY-26NOV-T2.8&page=1&page_size=100",
                     *         "first": "/api/v1/lake/venues/kalshi/trades?date=2026-11-22&at=1005&market=KXCPIYOY-26NOV-T2.8&page=1&page_size=100",
                     *         "last": "/api/v1/lake/venues/kalshi/trades?date=2026-11-22&at=1005&market=KXCPIYOY-26NOV-T2.8&page=1&page_size=100",
                     *         "quotes": "/api/v1/lake/venues/kalshi/quotes?date=2026-11-22&at=1005&page=1&page_size=100",
                     *         "venue": "/api/v1/lake/venues/kalshi"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LakeTradesResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `venue-not-found`: pix collects no lake tape for a venue with this id. `venue-excluded`: pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed). `lake-trades-not-found`: The venue's trade tape has no trades object for this minute. `page-not-found`: The requested page lies past the last page of the collection. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `lake-snapshot-too-large`: The lake snapshot is above the published byte ceiling and is not rendered. */
            413: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeIcebergMetadataFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The table: `quotes`, `books`, `trades`, `hour_summaries`, `rounds`. */
                table: "quotes" | "books" | "trades" | "hour_summaries" | "rounds";
                /** @description `version-hint.text`, `v{N}.metadata.json`, or a manifest list's or manifest's `.avro` file as the metadata names it. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/plain": string;
                    "application/avro": string;
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description One byte range of the file. */
            206: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `bytes first-last/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/plain": string;
                    "application/avro": string;
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `iceberg-file-not-found`: The table has no metadata or data file of that name (not committed yet, or removed by the retention). */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `range-not-satisfiable`: The requested byte range starts past the end of the file. */
            416: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLakeIcebergDataFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The table: `quotes`, `books`, `trades`, `hour_summaries`, `rounds`. */
                table: "quotes" | "books" | "trades" | "hour_summaries" | "rounds";
                /** @description `{venue}-{date}.parquet` (tables partitioned by venue and day) or `{date}.parquet` (`rounds`), as the table's manifests name it. */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/plain": string;
                    "application/avro": string;
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description One byte range of the file. */
            206: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    /** @description `bytes first-last/size`. */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                    "text/plain": string;
                    "application/avro": string;
                    "application/vnd.apache.parquet": string;
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `iceberg-file-not-found`: The table has no metadata or data file of that name (not committed yet, or removed by the retention). */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `range-not-satisfiable`: The requested byte range starts past the end of the file. */
            416: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFactorStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Price-provider symbol: 1 to 32 letters or digits, with '.' or '-' allowed only between them (at most 32), case-insensitive; returned upper-case. Share classes use '-' (BRK-B), other exchanges a suffix (7203.T). A malformed ticker (AA$PL, -AAPL, AAPL-, A..B, ^GSPC, EURUSD=X, 33 characters, empty) answers 422 invalid-ticker. */
                ticker: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The factor research response (`Cache-Control: no-store`). */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Always `no-store`: research answers are never kept. */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "schema_version": "pix-hedgebook-live-v4",
                     *       "data_mode": "LIVE_RESEARCH",
                     *       "state": "AVAILABLE",
                     *       "as_of": "2026-11-23T20:45:11Z",
                     *       "paper": true,
                     *       "research": true,
                     *       "official": true,
                     *       "executable": false,
                     *       "equity": {
                     *         "ticker": "AAPL",
                     *         "name": "Apple Inc.",
                     *         "exchange": "NasdaqGS",
                     *         "exchange_code": "NMS",
                     *         "currency": "USD",
                     *         "timezone": "America/New_York",
                     *         "sector": "Unknown",
                     *         "industry": "Unknown",
                     *         "country": "Unknown",
                     *         "quote": {
                     *           "price": 178.88,
                     *           "previous_close": 180.98,
                     *           "change_percent": -1.1603,
                     *           "market_cap": 2654579200000,
                     *           "as_of": "2026-11-23T20:45:11Z"
                     *         },
                     *         "history": [
                     *           {
                     *             "t": "2026-11-19T00:00:00-05:00",
                     *             "session_date": "2026-11-19",
                     *             "open": 179.37,
                     *             "high": 181.28,
                     *             "low": 178.69,
                     *             "close": 180.42,
                     *             "adjusted_close": 180.42,
                     *             "volume": 17037927,
                     *             "is_earnings_session": false
                     *           },
                     *           {
                     *             "t": "2026-11-20T00:00:00-05:00",
                     *             "session_date": "2026-11-20",
                     *             "open": 180.26,
                     *             "high": 181.35,
                     *             "low": 179.97,
                     *             "close": 180.98,
                     *             "adjusted_close": 180.98,
                     *             "volume": 16155526,
                     *             "is_earnings_session": false
                     *           },
                     *           {
                     *             "t": "2026-11-23T00:00:00-05:00",
                     *             "session_date": "2026-11-23",
                     *             "open": 180.99,
                     *             "high": 181.83,
                     *             "low": 178.87,
                     *             "close": 178.88,
                     *             "adjusted_close": 178.88,
                     *             "volume": 21825433,
                     *             "is_earnings_session": false
                     *           }
                     *         ]
                     *       },
                     *       "calendar": {
                     *         "status": "AVAILABLE",
                     *         "reason": null,
                     *         "as_of": "2026-11-23T20:45:11Z",
                     *         "window": {
                     *           "past_start": "2025-11-23",
                     *           "upcoming_end": "2027-02-21"
                     *         },
                     *         "next_earnings": {
                     *           "date": "2027-02-01",
                     *           "window_end": null,
                     *           "eps_estimate": 1.92,
                     *           "eps_estimate_low": 1.79,
                     *           "eps_estimate_high": 2.04,
                     *           "revenue_estimate": 106400000000,
                     *           "revenue_estimate_low": 103208000000,
                     *           "revenue_estimate_high": 109592000000
                     *         },
                     *         "past_earnings": [
                     *           {
                     *             "fiscal_quarter_end": "2026-09-30",
                     *             "report_date": "2026-10-30",
                     *             "sec_accepted_at": "2026-10-30T16:30:21-04:00",
                     *             "reaction_session": "2026-11-02",
                     *             "eps_estimate": 1.89,
                     *             "eps_actual": 1.94,
                     *             "surprise_percent": 2.65,
                     *             "sec_filing_url": "https://www.sec.gov/Archives/edgar/data/320193/000032019326000030/aapl-20261030.htm"
                     *           },
                     *           {
                     *             "fiscal_quarter_end": "2026-06-30",
                     *             "report_date": "2026-07-30",
                     *             "sec_accepted_at": "2026-07-30T16:30:00-04:00",
                     *             "reaction_session": "2026-07-31",
                     *             "eps_estimate": 1.9,
                     *             "eps_actual": 1.9,
                     *             "surprise_percent": 0,
                     *             "sec_filing_url": "https://www.sec.gov/Archives/edgar/data/320193/000032019326000021/aapl-20260730.htm"
                     *           }
                     *         ],
                     *         "next_dividend": null,
                     *         "past_dividends": [
                     *           {
                     *             "ex_date": "2026-11-10",
                     *             "amount": 0.3016
                     *           },
                     *           {
                     *             "ex_date": "2026-08-10",
                     *             "amount": 0.3016
                     *           }
                     *         ],
                     *         "splits": [],
                     *         "company_events": [
                     *           {
                     *             "report_date": "2026-09-04",
                     *             "filed_date": "2026-09-08",
                     *             "items": [
                     *               "5.02"
                     *             ],
                     *             "labels": [
                     *               "Departure or election of directors or officers"
                     *             ],
                     *             "sec_filing_url": "https://www.sec.gov/Archives/edgar/data/320193/000032019326000026/aapl-20260904.htm"
                     *           },
                     *           {
                     *             "report_date": "2026-05-12",
                     *             "filed_date": "2026-05-12",
                     *             "items": [
                     *               "5.07"
                     *             ],
                     *             "labels": [
                     *               "Shareholder vote results"
                     *             ],
                     *             "sec_filing_url": "https://www.sec.gov/Archives/edgar/data/320193/000032019326000015/aapl-20260512.htm"
                     *           }
                     *         ]
                     *       },
                     *       "factors": [
                     *         {
                     *           "id": "growth_stress",
                     *           "label": "Growth stress",
                     *           "status": "AVAILABLE",
                     *           "level": 0.58,
                     *           "constituents": [
                     *             {
                     *               "venue": "kalshi",
                     *               "market_id": "KXRECSSNBER-26-Y",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.58,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "market_id": "808166",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.58,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "higher_for_longer",
                     *           "label": "Higher for longer",
                     *           "status": "AVAILABLE",
                     *           "level": 0.41,
                     *           "constituents": [
                     *             {
                     *               "venue": "kalshi",
                     *               "market_id": "KXFEDCUTS-27H1-Y",
                     *               "adverse_side": "no",
                     *               "adverse_probability": 0.4,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "market_id": "820523",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.42,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "trade_friction",
                     *           "label": "Trade friction",
                     *           "status": "AVAILABLE",
                     *           "level": 0.0975,
                     *           "constituents": [
                     *             {
                     *               "venue": "kalshi",
                     *               "market_id": "KXTARIFF-27Q1-Y",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.1,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "market_id": "677121",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.095,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "energy_shock",
                     *           "label": "Energy shock",
                     *           "status": "AVAILABLE",
                     *           "level": 0.4825,
                     *           "constituents": [
                     *             {
                     *               "venue": "kalshi",
                     *               "market_id": "KXWTIHIGH-27Q1-Y",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.475,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "market_id": "881421",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.49,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "ai_disruption",
                     *           "label": "AI disruption",
                     *           "status": "AVAILABLE",
                     *           "level": 0.4225,
                     *           "constituents": [
                     *             {
                     *               "venue": "kalshi",
                     *               "market_id": "KXAILAYOFFS-27-Y",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.415,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "market_id": "701920",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.43,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "id": "credit_stress",
                     *           "label": "Credit stress",
                     *           "status": "AVAILABLE",
                     *           "level": 0.55,
                     *           "constituents": [
                     *             {
                     *               "venue": "kalshi",
                     *               "market_id": "KXHYSPREAD-27Q1-Y",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.545,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             },
                     *             {
                     *               "venue": "polymarket",
                     *               "market_id": "637633",
                     *               "adverse_side": "yes",
                     *               "adverse_probability": 0.555,
                     *               "fresh": true,
                     *               "counted": true,
                     *               "weight": 0.5,
                     *               "excluded_reason": null
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "contracts": [
                     *         {
                     *           "venue": "kalshi",
                     *           "market_id": "KXRECSSNBER-26-Y",
                     *           "title": "Will the US enter a recession in 2026?",
                     *           "factor_id": "growth_stress",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": null,
                     *           "ask": 0.6,
                     *           "mid": null,
                     *           "probability": 0.58,
                     *           "adverse_probability": 0.58,
                     *           "volume": 631389.508,
                     *           "volume_basis": "contracts_x_price",
                     *           "close_time": "2026-12-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:00Z",
                     *           "age_seconds": 11,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "polymarket",
                     *           "market_id": "808166",
                     *           "title": "US recession in 2026?",
                     *           "factor_id": "growth_stress",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.56,
                     *           "ask": 0.6,
                     *           "mid": 0.58,
                     *           "probability": 0.58,
                     *           "adverse_probability": 0.58,
                     *           "volume": 746091.731,
                     *           "volume_basis": "usd",
                     *           "close_time": "2026-12-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:03Z",
                     *           "age_seconds": 8,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "kalshi",
                     *           "market_id": "KXFEDCUTS-27H1-Y",
                     *           "title": "Will the Fed cut rates at least twice by June 2027?",
                     *           "factor_id": "higher_for_longer",
                     *           "adverse_side": "no",
                     *           "status": "open",
                     *           "bid": 0.59,
                     *           "ask": 0.61,
                     *           "mid": 0.6,
                     *           "probability": 0.6,
                     *           "adverse_probability": 0.4,
                     *           "volume": 1427283.21,
                     *           "volume_basis": "contracts_x_price",
                     *           "close_time": "2027-06-16T18:00:00Z",
                     *           "observed_at": "2026-11-23T20:45:00Z",
                     *           "age_seconds": 11,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "polymarket",
                     *           "market_id": "820523",
                     *           "title": "Fed upper bound above 3.5% in June 2027?",
                     *           "factor_id": "higher_for_longer",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.4,
                     *           "ask": 0.44,
                     *           "mid": 0.42,
                     *           "probability": 0.42,
                     *           "adverse_probability": 0.42,
                     *           "volume": 1940338.3615,
                     *           "volume_basis": "usd",
                     *           "close_time": "2027-06-16T18:00:00Z",
                     *           "observed_at": "2026-11-23T20:45:03Z",
                     *           "age_seconds": 8,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "kalshi",
                     *           "market_id": "KXTARIFF-27Q1-Y",
                     *           "title": "Will the US raise its average effective tariff rate above 20% by March 2027?",
                     *           "factor_id": "trade_friction",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.08,
                     *           "ask": 0.12,
                     *           "mid": 0.1,
                     *           "probability": 0.1,
                     *           "adverse_probability": 0.1,
                     *           "volume": 371797.004,
                     *           "volume_basis": "contracts_x_price",
                     *           "close_time": "2027-03-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:00Z",
                     *           "age_seconds": 11,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "polymarket",
                     *           "market_id": "677121",
                     *           "title": "New US tariffs on China in Q1 2027?",
                     *           "factor_id": "trade_friction",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.09,
                     *           "ask": 0.1,
                     *           "mid": 0.095,
                     *           "probability": 0.095,
                     *           "adverse_probability": 0.095,
                     *           "volume": 488485.503,
                     *           "volume_basis": "usd",
                     *           "close_time": "2027-03-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:03Z",
                     *           "age_seconds": 8,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "kalshi",
                     *           "market_id": "KXWTIHIGH-27Q1-Y",
                     *           "title": "Will WTI trade above $100 before April 2027?",
                     *           "factor_id": "energy_shock",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.47,
                     *           "ask": 0.48,
                     *           "mid": 0.475,
                     *           "probability": 0.475,
                     *           "adverse_probability": 0.475,
                     *           "volume": 1814779.1195,
                     *           "volume_basis": "contracts_x_price",
                     *           "close_time": "2027-03-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:00Z",
                     *           "age_seconds": 11,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "polymarket",
                     *           "market_id": "881421",
                     *           "title": "Brent above $100 in Q1 2027?",
                     *           "factor_id": "energy_shock",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.47,
                     *           "ask": 0.51,
                     *           "mid": 0.49,
                     *           "probability": 0.49,
                     *           "adverse_probability": 0.49,
                     *           "volume": 308123.1505,
                     *           "volume_basis": "usd",
                     *           "close_time": "2027-03-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:03Z",
                     *           "age_seconds": 8,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "kalshi",
                     *           "market_id": "KXAILAYOFFS-27-Y",
                     *           "title": "Will a Fortune 100 company attribute 10,000+ layoffs to AI in 2027?",
                     *           "factor_id": "ai_disruption",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.41,
                     *           "ask": 0.42,
                     *           "mid": 0.415,
                     *           "probability": 0.415,
                     *           "adverse_probability": 0.415,
                     *           "volume": 1184780.3792,
                     *           "volume_basis": "contracts_x_price",
                     *           "close_time": "2027-12-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:00Z",
                     *           "age_seconds": 11,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "polymarket",
                     *           "market_id": "701920",
                     *           "title": "OpenAI announces AGI in 2027?",
                     *           "factor_id": "ai_disruption",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.42,
                     *           "ask": 0.44,
                     *           "mid": 0.43,
                     *           "probability": 0.43,
                     *           "adverse_probability": 0.43,
                     *           "volume": 185151.4335,
                     *           "volume_basis": "usd",
                     *           "close_time": "2027-12-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:03Z",
                     *           "age_seconds": 8,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "kalshi",
                     *           "market_id": "KXHYSPREAD-27Q1-Y",
                     *           "title": "Will the US high-yield spread exceed 6% by March 2027?",
                     *           "factor_id": "credit_stress",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.53,
                     *           "ask": 0.56,
                     *           "mid": 0.545,
                     *           "probability": 0.545,
                     *           "adverse_probability": 0.545,
                     *           "volume": 727873.4311,
                     *           "volume_basis": "contracts_x_price",
                     *           "close_time": "2027-03-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:00Z",
                     *           "age_seconds": 11,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "executable": false
                     *         },
                     *         {
                     *           "venue": "polymarket",
                     *           "market_id": "637633",
                     *           "title": "A major US bank fails in 2027?",
                     *           "factor_id": "credit_stress",
                     *           "adverse_side": "yes",
                     *           "status": "open",
                     *           "bid": 0.54,
                     *           "ask": 0.57,
                     *           "mid": 0.555,
                     *           "probability": 0.555,
                     *           "adverse_probability": 0.555,
                     *           "volume": 1725970.851,
                     *           "volume_basis": "usd",
                     *           "close_time": "2027-12-31T23:59:00Z",
                     *           "observed_at": "2026-11-23T20:45:03Z",
                     *           "age_seconds": 8,
                     *           "fresh": true,
                     *           "counted": true,
                     *           "excluded_reason": null,
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "executable": false
                     *         }
                     *       ],
                     *       "composite": {
                     *         "value": 42.375,
                     *         "status": "AVAILABLE",
                     *         "themes_used": 6,
                     *         "themes_total": 6
                     *       },
                     *       "sources": {
                     *         "equity": {
                     *           "status": "AVAILABLE",
                     *           "as_of": "2026-11-23T20:45:11Z",
                     *           "provider": "third_party_price_provider",
                     *           "provenance": "live"
                     *         },
                     *         "venue_a": {
                     *           "venue": "kalshi",
                     *           "provenance": "live",
                     *           "status": "AVAILABLE",
                     *           "as_of": "2026-11-23T20:45:00Z",
                     *           "source_object": "lake/kalshi/2026-11-23/2045",
                     *           "reason": null,
                     *           "completeness": {
                     *             "status": "NOT_RECORDED",
                     *             "detail": "The collector recorded no failure; it does not record completeness otherwise."
                     *           },
                     *           "row_count": 6,
                     *           "freshness_budget_seconds": 300
                     *         },
                     *         "venue_b": {
                     *           "venue": "polymarket",
                     *           "provenance": "live",
                     *           "status": "AVAILABLE",
                     *           "as_of": "2026-11-23T20:45:03Z",
                     *           "source_object": "lake/polymarket/2026-11-23/2045",
                     *           "reason": null,
                     *           "completeness": {
                     *             "status": "NOT_RECORDED",
                     *             "detail": "The collector recorded no failure; it does not record completeness otherwise."
                     *           },
                     *           "row_count": 6,
                     *           "freshness_budget_seconds": 300
                     *         }
                     *       },
                     *       "model_inputs": {
                     *         "last_session": "2026-11-20",
                     *         "equity_prices": {
                     *           "collected_at": "2026-11-23T20:45:11Z",
                     *           "last_session": "2026-11-20"
                     *         },
                     *         "theme_closes": {
                     *           "collected_at": "2026-11-23T20:07:00Z",
                     *           "last_session": "2026-11-20",
                     *           "series": 12
                     *         }
                     *       },
                     *       "exposure_model": {
                     *         "fitted": true,
                     *         "reason": null,
                     *         "exposures": [
                     *           {
                     *             "factor_id": "growth_stress",
                     *             "proxy": {
                     *               "factor_id": "growth_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXRECSSNBER-26-Y"
                     *             },
                     *             "observations": 306,
                     *             "status": "fitted",
                     *             "beta": 0.003235485792,
                     *             "standard_error": 0.02025269223,
                     *             "t_stat": 0.1597558366
                     *           },
                     *           {
                     *             "factor_id": "higher_for_longer",
                     *             "proxy": {
                     *               "factor_id": "higher_for_longer",
                     *               "venue": "kalshi",
                     *               "market_id": "KXFEDCUTS-27H1-Y"
                     *             },
                     *             "observations": 399,
                     *             "status": "fitted",
                     *             "beta": 0.05198833785,
                     *             "standard_error": 0.03090717657,
                     *             "t_stat": 1.682079815
                     *           },
                     *           {
                     *             "factor_id": "trade_friction",
                     *             "proxy": {
                     *               "factor_id": "trade_friction",
                     *               "venue": "kalshi",
                     *               "market_id": "KXTARIFF-27Q1-Y"
                     *             },
                     *             "observations": 399,
                     *             "status": "fitted",
                     *             "beta": -0.3136371337,
                     *             "standard_error": 0.0363853155,
                     *             "t_stat": -8.619882207
                     *           },
                     *           {
                     *             "factor_id": "energy_shock",
                     *             "proxy": {
                     *               "factor_id": "energy_shock",
                     *               "venue": "kalshi",
                     *               "market_id": "KXWTIHIGH-27Q1-Y"
                     *             },
                     *             "observations": 399,
                     *             "status": "fitted",
                     *             "beta": 0.01256733094,
                     *             "standard_error": 0.02095673931,
                     *             "t_stat": 0.5996796906
                     *           },
                     *           {
                     *             "factor_id": "ai_disruption",
                     *             "proxy": {
                     *               "factor_id": "ai_disruption",
                     *               "venue": "kalshi",
                     *               "market_id": "KXAILAYOFFS-27-Y"
                     *             },
                     *             "observations": 399,
                     *             "status": "fitted",
                     *             "beta": -0.2603661083,
                     *             "standard_error": 0.0150006615,
                     *             "t_stat": -17.35697511
                     *           },
                     *           {
                     *             "factor_id": "credit_stress",
                     *             "proxy": {
                     *               "factor_id": "credit_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXHYSPREAD-27Q1-Y"
                     *             },
                     *             "observations": 399,
                     *             "status": "fitted",
                     *             "beta": 0.0003162729807,
                     *             "standard_error": 0.01917769393,
                     *             "t_stat": 0.01649171073
                     *           }
                     *         ]
                     *       },
                     *       "proxy_model_score": {
                     *         "status": "AVAILABLE",
                     *         "score": 32.44138383,
                     *         "components": [
                     *           {
                     *             "factor_id": "growth_stress",
                     *             "beta": 0.003235485792,
                     *             "probability": 0.805,
                     *             "adverse_probability": 0.195,
                     *             "weight": 0.00503882889,
                     *             "observed_at": "2026-11-23T20:45:00Z"
                     *           },
                     *           {
                     *             "factor_id": "higher_for_longer",
                     *             "beta": 0.05198833785,
                     *             "probability": 0.105,
                     *             "adverse_probability": 0.895,
                     *             "weight": 0.08096476249,
                     *             "observed_at": "2026-11-23T20:45:00Z"
                     *           },
                     *           {
                     *             "factor_id": "trade_friction",
                     *             "beta": -0.3136371337,
                     *             "probability": 0.3,
                     *             "adverse_probability": 0.3,
                     *             "weight": 0.4884471612,
                     *             "observed_at": "2026-11-23T20:45:00Z"
                     *           },
                     *           {
                     *             "factor_id": "energy_shock",
                     *             "beta": 0.01256733094,
                     *             "probability": 0.64,
                     *             "adverse_probability": 0.36,
                     *             "weight": 0.01957190799,
                     *             "observed_at": "2026-11-23T20:45:00Z"
                     *           },
                     *           {
                     *             "factor_id": "ai_disruption",
                     *             "beta": -0.2603661083,
                     *             "probability": 0.24,
                     *             "adverse_probability": 0.24,
                     *             "weight": 0.4054847873,
                     *             "observed_at": "2026-11-23T20:45:00Z"
                     *           },
                     *           {
                     *             "factor_id": "credit_stress",
                     *             "beta": 0.0003162729807,
                     *             "probability": 0.855,
                     *             "adverse_probability": 0.145,
                     *             "weight": 0.0004925521343,
                     *             "observed_at": "2026-11-23T20:45:00Z"
                     *           }
                     *         ],
                     *         "reason": null,
                     *         "excluded": []
                     *       },
                     *       "pnl_comparison": {
                     *         "status": "AVAILABLE",
                     *         "reason": null,
                     *         "window": {
                     *           "training_sessions": 252,
                     *           "aligned_sessions": 306,
                     *           "out_of_sample_sessions": 54,
                     *           "first_session": "2026-09-08",
                     *           "last_session": "2026-11-20",
                     *           "proxies": [
                     *             {
                     *               "factor_id": "growth_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXRECSSNBER-26-Y"
                     *             },
                     *             {
                     *               "factor_id": "higher_for_longer",
                     *               "venue": "kalshi",
                     *               "market_id": "KXFEDCUTS-27H1-Y"
                     *             },
                     *             {
                     *               "factor_id": "trade_friction",
                     *               "venue": "kalshi",
                     *               "market_id": "KXTARIFF-27Q1-Y"
                     *             },
                     *             {
                     *               "factor_id": "energy_shock",
                     *               "venue": "kalshi",
                     *               "market_id": "KXWTIHIGH-27Q1-Y"
                     *             },
                     *             {
                     *               "factor_id": "ai_disruption",
                     *               "venue": "kalshi",
                     *               "market_id": "KXAILAYOFFS-27-Y"
                     *             },
                     *             {
                     *               "factor_id": "credit_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXHYSPREAD-27Q1-Y"
                     *             }
                     *           ]
                     *         },
                     *         "metrics": {
                     *           "notional_usd": 1000000,
                     *           "unhedged": {
                     *             "daily_std_usd": 16318.76315,
                     *             "annualised_vol_usd": 259052.334,
                     *             "cumulative_pnl_usd": -55461.47123,
                     *             "max_drawdown_usd": 95031.62956,
                     *             "sessions": 54
                     *           },
                     *           "hedged": {
                     *             "daily_std_usd": 10862.32936,
                     *             "annualised_vol_usd": 172434.1328,
                     *             "cumulative_pnl_usd": 5832.550495,
                     *             "max_drawdown_usd": 52392.77818,
                     *             "sessions": 54
                     *           },
                     *           "variance_reduction": 0.5569309076,
                     *           "sessions_with_dropped_proxies": 0
                     *         },
                     *         "series": [
                     *           {
                     *             "session_date": "2026-11-19",
                     *             "unhedged_pnl_usd": -4461.350615,
                     *             "hedged_pnl_usd": -395.3514094,
                     *             "unhedged_cumulative_pnl_usd": -59612.61044,
                     *             "hedged_cumulative_pnl_usd": -8815.718218
                     *           },
                     *           {
                     *             "session_date": "2026-11-20",
                     *             "unhedged_pnl_usd": 4151.139205,
                     *             "hedged_pnl_usd": 14648.26871,
                     *             "unhedged_cumulative_pnl_usd": -55461.47123,
                     *             "hedged_cumulative_pnl_usd": 5832.550495
                     *           }
                     *         ]
                     *       },
                     *       "mimicking_portfolio": {
                     *         "status": "AVAILABLE",
                     *         "reason": null,
                     *         "window": {
                     *           "sessions": 252,
                     *           "first_session": "2025-11-19",
                     *           "last_session": "2026-11-20"
                     *         },
                     *         "metrics": {
                     *           "notional_usd": 1000000,
                     *           "tracking_error_daily": 0.009826028334,
                     *           "tracking_error_annualised": 0.1559833641,
                     *           "r_squared": 0.6365633661,
                     *           "correlation": 0.7978492126,
                     *           "sessions": 252
                     *         },
                     *         "series": [
                     *           {
                     *             "session_date": "2026-11-19",
                     *             "stock_pnl_usd": -4461.350615,
                     *             "portfolio_pnl_usd": -688.9126721
                     *           },
                     *           {
                     *             "session_date": "2026-11-20",
                     *             "stock_pnl_usd": 4151.139205,
                     *             "portfolio_pnl_usd": -7708.010656
                     *           }
                     *         ],
                     *         "latest_research_sleeve": {
                     *           "as_of_session": "2026-11-20",
                     *           "positions": [
                     *             {
                     *               "factor_id": "growth_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXRECSSNBER-26-Y",
                     *               "status": "included",
                     *               "weight": 0.04001987971,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "growth_stress",
                     *               "venue": "polymarket",
                     *               "market_id": "808166",
                     *               "status": "included",
                     *               "weight": -0.0309650744,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "higher_for_longer",
                     *               "venue": "kalshi",
                     *               "market_id": "KXFEDCUTS-27H1-Y",
                     *               "status": "included",
                     *               "weight": 0.003885100327,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "higher_for_longer",
                     *               "venue": "polymarket",
                     *               "market_id": "820523",
                     *               "status": "included",
                     *               "weight": 0.01801954397,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "trade_friction",
                     *               "venue": "kalshi",
                     *               "market_id": "KXTARIFF-27Q1-Y",
                     *               "status": "included",
                     *               "weight": -0.09096197254,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "trade_friction",
                     *               "venue": "polymarket",
                     *               "market_id": "677121",
                     *               "status": "included",
                     *               "weight": -0.2128863503,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "energy_shock",
                     *               "venue": "kalshi",
                     *               "market_id": "KXWTIHIGH-27Q1-Y",
                     *               "status": "included",
                     *               "weight": -0.001567149375,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "energy_shock",
                     *               "venue": "polymarket",
                     *               "market_id": "881421",
                     *               "status": "included",
                     *               "weight": 0.01272420473,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "ai_disruption",
                     *               "venue": "kalshi",
                     *               "market_id": "KXAILAYOFFS-27-Y",
                     *               "status": "included",
                     *               "weight": -0.1479317593,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "ai_disruption",
                     *               "venue": "polymarket",
                     *               "market_id": "701920",
                     *               "status": "included",
                     *               "weight": -0.1225103668,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "credit_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXHYSPREAD-27Q1-Y",
                     *               "status": "included",
                     *               "weight": -0.00818837196,
                     *               "at_bound": null
                     *             },
                     *             {
                     *               "factor_id": "credit_stress",
                     *               "venue": "polymarket",
                     *               "market_id": "637633",
                     *               "status": "included",
                     *               "weight": -0.0005436415554,
                     *               "at_bound": null
                     *             }
                     *           ]
                     *         }
                     *       },
                     *       "execution_backtest": {
                     *         "status": "AVAILABLE",
                     *         "reason": null,
                     *         "schema": "pix-backtest-v1",
                     *         "generated_at": "2026-11-22T15:02:00.000Z",
                     *         "inputs": {
                     *           "equity_sessions": 400,
                     *           "first_equity_session": "2025-04-16",
                     *           "last_equity_session": "2026-11-20",
                     *           "training_sessions": 252,
                     *           "notional_usd": 1000000,
                     *           "history_interval_days": 600,
                     *           "tape_dates": 30,
                     *           "contracts": [
                     *             {
                     *               "factor_id": "growth_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXRECSSNBER-26-Y",
                     *               "observations": 448,
                     *               "median_half_spread": 0.01,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "growth_stress",
                     *               "venue": "polymarket",
                     *               "market_id": "808166",
                     *               "observations": 448,
                     *               "median_half_spread": 0.015,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "higher_for_longer",
                     *               "venue": "kalshi",
                     *               "market_id": "KXFEDCUTS-27H1-Y",
                     *               "observations": 601,
                     *               "median_half_spread": 0.015,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "higher_for_longer",
                     *               "venue": "polymarket",
                     *               "market_id": "820523",
                     *               "observations": 601,
                     *               "median_half_spread": 0.01,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "trade_friction",
                     *               "venue": "kalshi",
                     *               "market_id": "KXTARIFF-27Q1-Y",
                     *               "observations": 601,
                     *               "median_half_spread": 0.01,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "trade_friction",
                     *               "venue": "polymarket",
                     *               "market_id": "677121",
                     *               "observations": 601,
                     *               "median_half_spread": 0.015,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "energy_shock",
                     *               "venue": "kalshi",
                     *               "market_id": "KXWTIHIGH-27Q1-Y",
                     *               "observations": 601,
                     *               "median_half_spread": 0.015,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "energy_shock",
                     *               "venue": "polymarket",
                     *               "market_id": "881421",
                     *               "observations": 601,
                     *               "median_half_spread": 0.01,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "ai_disruption",
                     *               "venue": "kalshi",
                     *               "market_id": "KXAILAYOFFS-27-Y",
                     *               "observations": 601,
                     *               "median_half_spread": 0.01,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "ai_disruption",
                     *               "venue": "polymarket",
                     *               "market_id": "701920",
                     *               "observations": 601,
                     *               "median_half_spread": 0.015,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "credit_stress",
                     *               "venue": "kalshi",
                     *               "market_id": "KXHYSPREAD-27Q1-Y",
                     *               "observations": 601,
                     *               "median_half_spread": 0.015,
                     *               "spread_sessions": 30
                     *             },
                     *             {
                     *               "factor_id": "credit_stress",
                     *               "venue": "polymarket",
                     *               "market_id": "637633",
                     *               "observations": 601,
                     *               "median_half_spread": 0.01,
                     *               "spread_sessions": 30
                     *             }
                     *           ]
                     *         },
                     *         "metrics": {
                     *           "sessions": 147,
                     *           "first_session": "2026-04-24",
                     *           "last_session": "2026-11-20",
                     *           "stock": {
                     *             "daily_std_usd": 17522.9642,
                     *             "annualised_vol_usd": 278168.4331,
                     *             "cumulative_pnl_usd": 160986.7734,
                     *             "max_drawdown_usd": 101682.5543,
                     *             "sessions": 147
                     *           },
                     *           "hedged_gross": {
                     *             "daily_std_usd": 10602.09601,
                     *             "annualised_vol_usd": 168303.0564,
                     *             "cumulative_pnl_usd": 120775.2011,
                     *             "max_drawdown_usd": 75700.40401,
                     *             "sessions": 147
                     *           },
                     *           "hedged_net": {
                     *             "daily_std_usd": 10636.00245,
                     *             "annualised_vol_usd": 168841.3045,
                     *             "cumulative_pnl_usd": 49243.17152,
                     *             "max_drawdown_usd": 83094.36109,
                     *             "sessions": 147
                     *           },
                     *           "variance_reduction_gross": 0.6339264779,
                     *           "variance_reduction_net": 0.6315812627,
                     *           "sleeve_correlation": 0.8006762377,
                     *           "total_cost_usd": 71532.02957,
                     *           "total_turnover": 5.673378912,
                     *           "mean_daily_turnover": 0.03859441437,
                     *           "sessions_holding_weights": 0,
                     *           "trades_costed_at_session_spread": 348,
                     *           "trades_costed_at_median_spread": 1230
                     *         },
                     *         "series": [
                     *           {
                     *             "session_date": "2026-11-19",
                     *             "stock_pnl_usd": -4461.350615,
                     *             "sleeve_pnl_usd": -74.89339772,
                     *             "cost_usd": 403.2239339,
                     *             "hedged_net_pnl_usd": -4789.681151,
                     *             "turnover": 0.04178820428
                     *           },
                     *           {
                     *             "session_date": "2026-11-20",
                     *             "stock_pnl_usd": 4151.139205,
                     *             "sleeve_pnl_usd": -7968.045028,
                     *             "cost_usd": 276.323938,
                     *             "hedged_net_pnl_usd": 11842.8603,
                     *             "turnover": 0.02317877962
                     *           }
                     *         ]
                     *       },
                     *       "execution_validation": {
                     *         "production_ready": false,
                     *         "paper_passed": true,
                     *         "live_passed": true,
                     *         "paper_gates": [
                     *           {
                     *             "id": "backtest_artifact",
                     *             "passed": true,
                     *             "detail": "A valid pix-backtest-v1 artifact generated at 2026-11-22T15:02:00.000Z was read."
                     *           },
                     *           {
                     *             "id": "enough_observations",
                     *             "passed": true,
                     *             "detail": "The backtest has 147 out-of-sample sessions; at least 126 are required."
                     *           },
                     *           {
                     *             "id": "walk_forward_variance_reduction",
                     *             "passed": true,
                     *             "detail": "The walk-forward hedge's out-of-sample variance reduction is 0.5569; it must be above 0."
                     *           },
                     *           {
                     *             "id": "backtest_variance_reduction_after_costs",
                     *             "passed": true,
                     *             "detail": "The backtest's out-of-sample variance reduction after costs is 0.6316; it must be above 0."
                     *           }
                     *         ],
                     *         "live_gates": [
                     *           {
                     *             "id": "proxy_quotes_fresh",
                     *             "passed": true,
                     *             "detail": "All 12 sleeve contracts have a fresh quote on the newest tape snapshot."
                     *           },
                     *           {
                     *             "id": "proxy_spread",
                     *             "passed": true,
                     *             "detail": "All 12 sleeve contracts quote a spread of at most 0.04."
                     *           },
                     *           {
                     *             "id": "proxy_liquidity",
                     *             "passed": true,
                     *             "detail": "All 12 sleeve contracts traded at least USD 100,000."
                     *           }
                     *         ]
                     *       },
                     *       "methodology": {
                     *         "stock_return": "r_t = price_t / price_{t-1} - 1 between consecutive equity history sessions, where price is adjusted_close, or close when adjusted_close is null; a session without a positive finite price has no return and breaks the next one.",
                     *         "completed_sessions": "Completed sessions only: a session enters the models when its 16:00 America/New_York close is at or before the moment the equity history was read and the moment the theme contracts' closes were collected; a contract has no probability for a session that closed after its own closes were collected. The session still trading, and a closed session whose contract closes are not collected yet, are left out rather than paired with an intraday price or an older probability.",
                     *         "probability_alignment": "p_t is the last venue observation of the contract's adverse-side probability at or before the session's 16:00 America/New_York close; dp_t = p_t - p_{t-1}; no staleness limit, so a quiet contract has dp = 0.",
                     *         "session_alignment": "A session enters a regression only when it has a stock return and a probability change for every contract in that regression.",
                     *         "proxy_selection": "Each theme's proxy is its contract with the most aligned sessions; ties go to Kalshi, then to the smaller market id.",
                     *         "exposure_model": "Per theme, ordinary least squares with intercept of the stock return on the proxy's probability change, r_t = alpha + beta * dp_t + e_t, over the most recent aligned sessions.",
                     *         "exposure_window_max_observations": 399,
                     *         "min_observations": 252,
                     *         "standard_errors": "Classical (homoskedastic) OLS standard errors, s^2 = SSR / (n - parameters); t_stat = beta / standard_error, null when the standard error is 0.",
                     *         "degenerate_proxy": "A proxy whose probability change is constant over the window is not fitted (status degenerate_proxy).",
                     *         "collinearity": "Design columns are taken in order (intercept, then themes in fixed order, then venue, then market id); a column whose residual after projection on the kept earlier columns is at most collinearity_tolerance of its own length is dropped and gets weight 0.",
                     *         "collinearity_tolerance": 1e-9,
                     *         "proxy_model_score": "100 times the absolute-beta-weighted mean, over fitted proxies with a current probability, of the probability adverse to the stock: the proxy's probability p when beta < 0, 1 - p when beta > 0. A current probability comes from the proxy's newest quote within its freshness budget; a stale quote does not count. AVAILABLE with all six themes, PARTIAL with some, UNAVAILABLE with none or when the absolute betas sum to 0. Not a forecast.",
                     *         "pnl_comparison": "Walk-forward out of sample: for each aligned session after the first training window, OLS with intercept of the stock return on the fitted proxies' probability changes over the preceding training window only, applied to that session. Unhedged P&L = notional * r_t; hedged P&L = notional * (r_t - sum_i beta_i * dp_i,t).",
                     *         "walk_forward_training_sessions": 252,
                     *         "min_out_of_sample_sessions": 2,
                     *         "variance_reduction": "1 - var(hedged daily P&L) / var(unhedged daily P&L), sample variances.",
                     *         "max_drawdown": "Largest fall of cumulative P&L from its running peak (starting at 0 before the first session) to a later session, as a positive USD amount.",
                     *         "mimicking_portfolio": "Weights w on every theme contract covering the window minimise the sum of squares of the demeaned stock return minus sum_j w_j times the demeaned probability change, subject to the weight bounds, solved exactly by bounded-variable least squares (Stark and Parker active-set method).",
                     *         "mimicking_window_sessions": 252,
                     *         "weight_bounds": {
                     *           "lower": -1,
                     *           "upper": 1
                     *         },
                     *         "bvls_optimality_tolerance": 1e-10,
                     *         "tracking_error": "Sample (n - 1) standard deviation of the portfolio's residual daily return, as a fraction of notional; annualised by sqrt(annualisation_factor). R^2 = 1 - SSR / SST of the demeaned stock return.",
                     *         "daily_standard_deviation": "Sample standard deviation with n - 1 in the denominator.",
                     *         "annualisation_factor": 252,
                     *         "reference_notional_usd": 1000000,
                     *         "proxy_history": "Each theme contract's history is read from its venue's own history endpoint over the last history_interval_days days in hourly points (Kalshi hourly candlesticks: the mid of the closing YES bid and ask when both are quoted and at most 0.10 apart, else the hour's closing trade; Polymarket prices-history at fidelity 60), turned into the adverse side's probability (1 − p when the adverse side is NO) and kept as the last observation at or before each 16:00 America/New_York close. A contract whose history cannot be read takes no part; a theme left without any has status history_unavailable.",
                     *         "history_interval_days": 600,
                     *         "execution_backtest": "Offline paper backtest of the research sleeve: from the first session with a full training window, every session the mimicking portfolio is re-fitted on the sessions before it and its weights held for that session (when a re-fit is unavailable the previous weights are held). Sleeve P&L = N·Σ w·Δp; the move from the previous weights (0 before the first session) costs N·Σ |Δw|·h, h the contract's half-spread on the tape snapshot at or before the previous session's 16:00 New York close, else half its median tape spread. Hedged net P&L = stock P&L − sleeve P&L − cost.",
                     *         "execution_gates": {
                     *           "min_backtest_sessions": 126,
                     *           "max_live_spread": 0.04,
                     *           "min_live_volume_usd": 100000
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["FactorStockResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-required`: The route needs an API key and none was presented. `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `unknown-equity`: The price provider does not know this ticker as an equity. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `invalid-ticker`: The ticker breaks the format rules: 1 to 32 letters or digits, with '.' or '-' between them. `not-an-equity`: The ticker is a fund, index, currency or other non-equity instrument. */
            422: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `equity-source-unavailable`: The equity price source could not be read. `equity-history-unavailable`: The equity's daily history could not be read. `pricefeed-unavailable`: The price feed behind the factor route could not be read. `factors-unconfigured`: The server has no service credential configured for the factor route. `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status of every component. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "type": "status",
                     *         "state": "degraded",
                     *         "computed_at": "2026-11-22T09:05:12Z",
                     *         "components": [
                     *           {
                     *             "id": "cycle:kalshi",
                     *             "kind": "cycle",
                     *             "venue": "kalshi",
                     *             "description": "The venue's part of the minute cycle (REST quotes for the indices); lag: minute boundary to the venue's rows stored.",
                     *             "state": "operational",
                     *             "last_event_at": "2026-11-22T09:05:03Z",
                     *             "age_ms": 9140,
                     *             "last_failure_at": null,
                     *             "lag": {
                     *               "5m": {
                     *                 "count": 5,
                     *                 "p50_ms": 3104,
                     *                 "p99_ms": 3385
                     *               },
                     *               "1h": {
                     *                 "count": 60,
                     *                 "p50_ms": 3104,
                     *                 "p99_ms": 4871
                     *               },
                     *               "24h": {
                     *                 "count": 1438,
                     *                 "p50_ms": 3104,
                     *                 "p99_ms": 6889
                     *               }
                     *             },
                     *             "lag_now_ms": null,
                     *             "gaps": 2,
                     *             "reconnects": 0,
                     *             "thresholds": {
                     *               "cadence_ms": 60000,
                     *               "degraded_after_ms": 180000,
                     *               "outage_after_ms": 600000,
                     *               "degraded_lag_ms": 45000
                     *             }
                     *           },
                     *           {
                     *             "id": "feed:polymarket",
                     *             "kind": "feed",
                     *             "venue": "polymarket",
                     *             "description": "The venue's live WebSocket feed (all its shards); lag: venue time to receipt, above the feed's usual.",
                     *             "state": "degraded",
                     *             "last_event_at": "2026-11-22T09:05:00Z",
                     *             "age_ms": 12000,
                     *             "last_failure_at": null,
                     *             "lag": {
                     *               "5m": {
                     *                 "count": 5,
                     *                 "p50_ms": 845,
                     *                 "p99_ms": 1448
                     *               },
                     *               "1h": {
                     *                 "count": 60,
                     *                 "p50_ms": 181,
                     *                 "p99_ms": 1448
                     *               },
                     *               "24h": {
                     *                 "count": 1440,
                     *                 "p50_ms": 152,
                     *                 "p99_ms": 1053
                     *               }
                     *             },
                     *             "lag_now_ms": 912,
                     *             "gaps": 0,
                     *             "reconnects": 3,
                     *             "thresholds": {
                     *               "cadence_ms": 60000,
                     *               "degraded_after_ms": 180000,
                     *               "outage_after_ms": 600000,
                     *               "degraded_lag_ms": 1000
                     *             }
                     *           }
                     *         ]
                     *       },
                     *       "meta": {
                     *         "api_version": "v1",
                     *         "schema_version": "pix-public-api-v1"
                     *       },
                     *       "links": {
                     *         "self": "/api/v1/status"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["StatusResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document, generated from the route definitions. */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "pix — Public Index Data API",
                     *         "version": "1.0.0-pre",
                     *         "description": "pix turns live prediction-market prices into indices, distributions and rounds. It is a read-only JSON API. Every successful v1 response is an envelope `{data, meta, links}`; `data` carries `type`.\n\nErrors are RFC 9457 problems; each problem `type` is a link to its section of `/docs/problems`.\n\nEvery response carries `X-Request-ID` and `X-API-Version`. Read resources carry a strong `ETag` and answer `304` to a matching `If-None-Match`; a malformed `If-None-Match` is ignored (answered as if absent).\n\nA resource that cannot be served safely answers `503` with `Retry-After`, never a stale or fabricated payload.\n\nQuery parameters a route does not define, and repeated parameters, answer `400 invalid-parameter`.\n\n**Authentication.** Anonymous reads are open on every public read plane except the factor route, limited per client IP (`429 rate-limit-exceeded`; the limit is in `/api/v1/info` `data.limits`). An API key (`pix_` followed by at least 32 base62 characters) goes in `X-API-Key` or `Authorization: Bearer`; both headers at once must carry the same key, and keys in the query string are refused (`400 credential-in-query`). A presented key never falls back to anonymous access: unknown, revoked or expired → `401 credential-invalid`; missing the plane's scope → `403 credential-scope`; an entitled key outside its list → `403 benchmark-not-entitled`; over its per-minute limit → `429 rate-limited`. The discovery routes accept any valid key without a scope. Every counted response carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.\n\n**For AI assistants.** `/llms.txt` lists every operation of this document in one line each, with how to authenticate; `/llms-full.txt` adds each operation's parameters and the user guides' text. `/mcp` is a Model Context Protocol server (Streamable HTTP): the public reads as read-only tools whose answers are these operations' JSON bodies (`data`, `meta`, `links`), under the same keys, scopes and limits (each JSON-RPC message counts as a request; a tool call as its operation's).\n\n**Guides.** Written for people who use, deploy or operate pix (each page's Markdown is at its path plus `.md`):\n\n- [Getting started: from npm start to the first requests](/docs/guides/getting-started)\n- [A tour: values, rounds, news, the lake, the stream, keys](/docs/guides/tour)\n- [Indices and benchmarks: values, rounds, history, distributions, statistics](/docs/guides/api)\n- [Keys, scopes and limits: how to get a key](/docs/guides/access)\n- [The terminal and self-service keys](/docs/guides/terminal)\n- [The lake: the quote tape and its row, column by column](/docs/guides/lake)\n- [News](/docs/guides/news)\n- [Factor research](/docs/guides/factors)\n- [The stream and the legacy routes](/docs/guides/stream)\n- [The typed client and examples](/docs/guides/client)\n- [The Python client](/docs/guides/python)\n- [For AI assistants: the MCP server and llms.txt](/docs/guides/mcp)\n- [Deploying to Cloudflare](/docs/guides/deploying)\n- [Operating a deployment: refresh, metrics, retention](/docs/guides/operating)",
                     *         "license": {
                     *           "name": "Apache-2.0",
                     *           "identifier": "Apache-2.0"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `rate-limit-exceeded`: The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLegacyMarkets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every market with its latest value (legacy) */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "markets": [
                     *         {
                     *           "symbol": "PIXCPI",
                     *           "slug": "us-cpi-yoy-next",
                     *           "kind": "index",
                     *           "name": "US CPI YoY — next print",
                     *           "unit": "%",
                     *           "status": "live",
                     *           "value": 3.14,
                     *           "value_decimal": "3.14",
                     *           "cycle_start": "2026-11-23T22:45:00Z",
                     *           "source_observed_at": "2026-11-23T22:45:00Z",
                     *           "computed_at": "2026-11-23T22:45:02Z"
                     *         },
                     *         {
                     *           "symbol": "PIXFED",
                     *           "slug": "fed-funds-upper-next-fomc",
                     *           "kind": "index",
                     *           "name": "Fed funds target upper bound — next FOMC",
                     *           "unit": "%",
                     *           "status": "live",
                     *           "value": 3.8,
                     *           "value_decimal": "3.800",
                     *           "cycle_start": "2026-11-23T22:45:00Z",
                     *           "source_observed_at": "2026-11-23T22:45:00Z",
                     *           "computed_at": "2026-11-23T22:45:02Z"
                     *         }
                     *       ],
                     *       "count": 9,
                     *       "as_of": "2026-11-23T22:45:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LegacyMarketList"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLegacyMarket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The market's symbol (e.g. `PIXCPI`, `BMWTI`) or its slug (e.g. `us-cpi-yoy-next`), matched case-insensitively; indices and benchmarks share one namespace. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One market with its latest value (legacy) */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "market": {
                     *         "symbol": "PIXCPI",
                     *         "slug": "us-cpi-yoy-next",
                     *         "kind": "index",
                     *         "name": "US CPI YoY — next print",
                     *         "unit": "%",
                     *         "status": "live",
                     *         "value": 3.14,
                     *         "value_decimal": "3.14",
                     *         "cycle_start": "2026-11-23T22:45:00Z",
                     *         "source_observed_at": "2026-11-23T22:45:00Z",
                     *         "computed_at": "2026-11-23T22:45:02Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LegacyMarketResponse"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `market-not-found`: No public index or benchmark has this symbol or slug on the legacy markets surface. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLegacyMarketHistory: {
        parameters: {
            query?: {
                /** @description Window: 1d (default), 1w, 1m (30 days), 6m (182 days), 1y (365 days) or all (since the feed's launch). */
                range?: "1d" | "1w" | "1m" | "6m" | "1y" | "all";
                /** @description Bucket width, or auto (default: the finest width giving at most 400 buckets). A pair whose window holds more than 2500 buckets — or 1m over more than a day — is too fine: 400 unsupported-history-resolution. Buckets align to UTC (1d is the UTC day, 1w the ISO week from Monday). The same rules as /api/v1 index history. */
                resolution?: "auto" | "1m" | "5m" | "10m" | "15m" | "30m" | "1h" | "4h" | "1d" | "1w";
            };
            header?: never;
            path: {
                /** @description The market's symbol (e.g. `PIXCPI`, `BMWTI`) or its slug (e.g. `us-cpi-yoy-next`), matched case-insensitively; indices and benchmarks share one namespace. */
                symbol: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OHLC history of one market (legacy) */
            200: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "symbol": "PIXCPI",
                     *       "slug": "us-cpi-yoy-next",
                     *       "range": "1d",
                     *       "resolution": "1h",
                     *       "points": [
                     *         {
                     *           "time": "2026-11-22T22:00:00Z",
                     *           "open": 3.18,
                     *           "high": 3.23,
                     *           "low": 3.15,
                     *           "close": 3.23,
                     *           "close_decimal": "3.23"
                     *         },
                     *         {
                     *           "time": "2026-11-22T23:00:00Z",
                     *           "open": 3.24,
                     *           "high": 3.25,
                     *           "low": 3.1,
                     *           "close": 3.1,
                     *           "close_decimal": "3.10"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LegacyMarketHistory"];
                };
            };
            /** @description The If-None-Match entity tag matches: no body. */
            304: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Strong entity tag of the body; send it back in If-None-Match. A malformed If-None-Match is ignored: the read is answered as if it were absent (200 with this ETag). */
                    ETag?: string;
                    /** @description Explicit, short lifetime (`private` instead of `public` on keyed responses). */
                    "Cache-Control"?: string;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid-parameter`: A path or query parameter is malformed, out of range, repeated, or not accepted by this route. `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. `unsupported-history-resolution`: The combination of range and resolution would produce more buckets than pix serves in one response. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. `benchmark-not-entitled`: The key carries an entitlement list that does not include this benchmark or index. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `market-not-found`: No public index or benchmark has this symbol or slug on the legacy markets surface. */
            404: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `uri-too-long`: The request target is longer than pix accepts. */
            414: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `header-fields-too-large`: The request headers together are larger than pix accepts. */
            431: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    connectMarketStream: {
        parameters: {
            query?: {
                /** @description Protocol version: 1 (the default; the frames described here) or 2 (channels for live index values, books, trades and tickers, per-channel sequence numbers and venue status; StreamV2ServerMessage). */
                version?: "1" | "2";
                /** @description Version 2 only: 1 asks for batched frames, 0 (the default) for one message per frame. On a batching connection every frame is a JSON array of version 2 messages, in the order they would have been sent one by one, with the same seq numbers: what one moment sends the connection (a publish of the venues' events, a subscribe's answer with its latest values and books) goes out together, at most 256 messages and 131072 characters to a frame (a longer message goes alone); any other message (status, heartbeat, pong, error) is an array of one. Budgets and the slow-consumer rule count messages, not frames. With version 1 it is refused (invalid-parameter). */
                batch?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching Protocols: the connection is now the WebSocket stream. The content below is not an HTTP body: it is the shape of each JSON text frame the server sends afterwards (StreamServerMessage); the frames a client may send are StreamClientMessage. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "snapshot",
                     *       "version": 1,
                     *       "reason": "connect",
                     *       "sent_at": "2026-11-23T22:45:37.760Z",
                     *       "access": {
                     *         "kind": "anonymous",
                     *         "key_id": null,
                     *         "entitlements": null
                     *       },
                     *       "subscription": null,
                     *       "unknown_symbols": [],
                     *       "markets": [
                     *         {
                     *           "symbol": "PIXCPI",
                     *           "slug": "us-cpi-yoy-next",
                     *           "kind": "index",
                     *           "name": "US CPI YoY — next print",
                     *           "unit": "%",
                     *           "status": "live",
                     *           "value": 3.14,
                     *           "value_decimal": "3.14",
                     *           "cycle_start": "2026-11-23T22:45:00Z",
                     *           "source_observed_at": "2026-11-23T22:45:00Z",
                     *           "computed_at": "2026-11-23T22:45:02Z"
                     *         },
                     *         {
                     *           "symbol": "PIXFED",
                     *           "slug": "fed-funds-upper-next-fomc",
                     *           "kind": "index",
                     *           "name": "Fed funds target upper bound — next FOMC",
                     *           "unit": "%",
                     *           "status": "live",
                     *           "value": 3.8,
                     *           "value_decimal": "3.800",
                     *           "cycle_start": "2026-11-23T22:45:00Z",
                     *           "source_observed_at": "2026-11-23T22:45:00Z",
                     *           "computed_at": "2026-11-23T22:45:02Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["StreamServerMessage"];
                };
            };
            /** @description `credential-in-query`: The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses. */
            400: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-invalid`: The presented API key is unknown, revoked or expired. */
            401: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `credential-scope`: The presented key is valid but does not carry the scope of this plane. */
            403: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `upgrade-required`: /ws is a WebSocket endpoint; it answers only WebSocket upgrade requests. */
            426: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `rate-limited`: The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead). `too-many-connections`: This address holds as many anonymous /ws connections as one address may. */
            429: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    /** @description Requests allowed in the current window (the key's limit, or the per-IP limit when anonymous). */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the window resets. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `stream-at-capacity`: Every market-stream object is holding its full budget of connections. `service-unavailable`: A storage or upstream dependency failed, so the resource cannot be served safely. */
            503: {
                headers: {
                    /** @description Request id (an incoming well-formed id is reused). */
                    "X-Request-ID"?: string;
                    /** @description Always v1. */
                    "X-API-Version"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
