/**
 * The single catalog of RFC 9457 problem types pix can answer with. Every problem response and the
 * /docs/problems page are built from this table, so a slug cannot exist in one place and not the other.
 * Slugs are stable once shipped.
 */
export interface ProblemType {
  status: number;
  title: string;
  /** What the problem means. */
  meaning: string;
  /** When pix answers with it. */
  when: string;
  /** What a client should do. */
  action: string;
  /** Whether the response carries Retry-After. */
  retryable?: boolean;
}

export const PROBLEM_CATALOG = {
  // ---------------------------------------------------------------- problems
  "unsupported-history-resolution": {
    status: 400,
    title: "Unsupported history resolution",
    meaning:
      "The combination of range and resolution would produce more buckets than pix serves in one response.",
    when: "A history request pairs a long range with a bucket that is too fine (see /api/v1/info limits).",
    action: "Choose a coarser resolution, a shorter range, or resolution=auto.",
  },
  "credential-invalid": {
    status: 401,
    title: "Credential invalid",
    meaning: "The presented API key is unknown, revoked or expired.",
    when: "A request presents a key in X-API-Key or Authorization: Bearer that pix cannot accept. pix never falls back to anonymous access once a key is presented.",
    action: "Check the key, or obtain a new one; remove the header to read anonymously.",
  },
  "credential-required": {
    status: 401,
    title: "Credential required",
    meaning: "The route needs an API key and none was presented.",
    when: "The factor research route is called without a key.",
    action: "Present a key with the factors:read scope in X-API-Key or Authorization: Bearer.",
  },
  "credential-scope": {
    status: 403,
    title: "Credential lacks scope",
    meaning: "The presented key is valid but does not carry the scope of this plane.",
    when: "For example, a key without lake:read reads /api/v1/lake.",
    action:
      "Use a key issued with the plane's scope, or none on a plane that is open without a key (every public plane but the factor route).",
  },
  "benchmark-not-entitled": {
    status: 403,
    title: "Not entitled",
    meaning: "The key carries an entitlement list that does not include this benchmark or index.",
    when: "An entitled key reads a benchmark or index outside its list, on either plane.",
    action: "Ask the operator to widen the key's entitlements; changes are live within a minute.",
  },
  "index-not-found": {
    status: 404,
    title: "Index not found",
    meaning: "No public index has this symbol or slug.",
    when: "The {id} path segment matches no public index.",
    action: "List the catalog at /api/v1/indices and use a symbol or slug from it.",
  },
  "benchmark-not-found": {
    status: 404,
    title: "Benchmark not found",
    meaning: "No public benchmark has this symbol or slug.",
    when: "The {id} path segment of a /api/v1/benchmarks (or /api/v1/commodities) route matches no public benchmark.",
    action: "List the catalog at /api/v1/benchmarks and use a symbol or slug from it.",
  },
  "page-not-found": {
    status: 404,
    title: "Page not found",
    meaning: "The requested page lies past the last page of the collection.",
    when: "A quotes request names a page beyond the snapshot's rows.",
    action: "Read the first page's pagination members and stay within the last page.",
  },
  "unknown-equity": {
    status: 404,
    title: "Unknown equity",
    meaning: "The price provider does not know this ticker as an equity.",
    when: "The factor route is called for a ticker the provider cannot resolve.",
    action: "Check the ticker symbol (share classes use '-', e.g. BRK-B).",
  },
  "lake-snapshot-too-large": {
    status: 413,
    title: "Lake snapshot too large",
    meaning: "The lake snapshot is above the published byte ceiling and is not rendered.",
    when: "A quotes request names a snapshot whose stored size exceeds the ceiling published at /api/v1/lake (data.limits.snapshot_max_bytes); decided from its recorded size, without reading it.",
    action: "Do not retry the same snapshot; use another snapshot time or contact the operator.",
  },
  "invalid-ticker": {
    status: 422,
    title: "Invalid ticker",
    meaning: "The ticker breaks the format rules: 1 to 32 letters or digits, with '.' or '-' between them.",
    when: "The factor route is called with a malformed ticker.",
    action: "Correct the ticker.",
  },
  "not-an-equity": {
    status: 422,
    title: "Not an equity",
    meaning: "The ticker is a fund, index, currency or other non-equity instrument.",
    when: "The factor route is called for a non-equity ticker.",
    action: "Use an equity ticker.",
  },
  "rate-limited": {
    status: 429,
    title: "Rate limited",
    meaning:
      "The API key is over its per-minute limit (anonymous requests over their per-address limit get rate-limit-exceeded instead).",
    when: "A key sends more requests in the current minute than its limit allows.",
    action: "Wait for Retry-After seconds; pace requests using the RateLimit-* headers.",
    retryable: true,
  },
  "rate-limit-exceeded": {
    status: 429,
    title: "Rate limit exceeded",
    meaning:
      "The client IP is over the per-minute limit for anonymous v1 traffic (a key over its own limit gets rate-limited instead).",
    when: "Anonymous requests from one IP exceed the limit published in /api/v1/info.",
    action: "Wait for Retry-After seconds, or use an API key.",
    retryable: true,
  },
  "official-round-unavailable": {
    status: 503,
    title: "Official round unavailable",
    meaning: "No committed round exists for this index yet; pix never substitutes a live value.",
    when: "The index has not yet completed a five-minute round, or rounds cannot be read.",
    action: "Retry after Retry-After seconds.",
    retryable: true,
  },
  "index-unavailable": {
    status: 503,
    title: "Index unavailable",
    meaning: "The index resource cannot be served safely right now.",
    when: "Storage holding the index could not be read; pix answers this instead of a stale or partial payload.",
    action: "Retry after Retry-After seconds.",
    retryable: true,
  },
  "equity-source-unavailable": {
    status: 503,
    title: "Equity source unavailable",
    meaning: "The equity price source could not be read.",
    when: "The factor route's quote read failed.",
    action: "Retry after Retry-After seconds.",
    retryable: true,
  },
  "equity-history-unavailable": {
    status: 503,
    title: "Equity history unavailable",
    meaning: "The equity's daily history could not be read.",
    when: "The factor route's history read failed.",
    action: "Retry after Retry-After seconds.",
    retryable: true,
  },
  "pricefeed-unavailable": {
    status: 503,
    title: "Price feed unavailable",
    meaning: "The price feed behind the factor route could not be read.",
    when: "The price provider did not answer usably.",
    action: "Retry after Retry-After seconds.",
    retryable: true,
  },
  "factors-unconfigured": {
    status: 503,
    title: "Factor route unconfigured",
    meaning: "The server has no service credential configured for the factor route.",
    when: "The deployment lacks the factor route's upstream configuration.",
    action: "Contact the operator.",
    retryable: true,
  },
  // ---- added by pix
  "venue-not-found": {
    status: 404,
    title: "Venue not found",
    meaning: "pix collects no lake tape for a venue with this id.",
    when: "The {venue} path segment of a /api/v1/lake/venues route names no venue pix has a profile for.",
    action: "List the served venues at /api/v1/lake and use an id from it.",
  },
  "equivalence-pair-not-found": {
    status: 404,
    title: "Equivalence pair not found",
    meaning: "No pair of markets judged by pix has this id.",
    when: "The {pair_id} path segment of /api/v1/equivalence/pairs/{pair_id} matches no stored pair (a refused look-alike is listed by /api/v1/equivalence/refused, not here).",
    action: "List the pairs at /api/v1/equivalence/pairs and use a pair_id from it.",
  },
  "venue-excluded": {
    status: 404,
    title: "Venue excluded from the lake",
    meaning:
      "pix knows this venue but does not serve its tape on this deployment. The detail and /api/v1/lake give the reason: licence_gated or vendor_purchased (never served), or not_allow_listed (not on the deployment's allow-list; a newly added venue stays excluded until allowed).",
    when: "A /api/v1/lake/venues/{venue} route names an excluded venue. 404 rather than 403: no credential or scope changes the answer.",
    action:
      "Use a served venue from /api/v1/lake; a not_allow_listed venue is served only once the operator allows it.",
  },
  "lake-book-not-found": {
    status: 404,
    title: "No book for this market at this minute",
    meaning: "The venue's book tape holds no book of this market (or of this outcome) at this minute.",
    when: "A books request names a minute without book tape (a venue or minute whose collection kept no books, a collection not sealed yet, or a day past the tape retention), or a market or outcome whose book was not read at that minute.",
    action:
      "Check the market and the minute with the quotes of that snapshot (/api/v1/lake/venues/{venue}/quotes?date=…&at=…); the book tape covers the markets whose order books the collection read.",
  },
  "lake-trades-not-found": {
    status: 404,
    title: "No trade prints for this minute",
    meaning: "The venue's trade tape has no trades object for this minute.",
    when: "A trades request names a minute whose trade prints were not taped: not collected, collected before trades were taped, its collection still running, or a day past the tape retention.",
    action:
      "Check the minute with the day's snapshots (/api/v1/lake/venues/{venue}/snapshots?date=…); a minute with a trades object but no prints answers 200 with no rows.",
  },
  "lake-date-not-found": {
    status: 404,
    title: "No lake data on this date",
    meaning: "The venue has no tape collected on this UTC date.",
    when: "A snapshots or quotes request names a well-formed date for which the venue has no stored object at all (before collection began, in the future, or a day the collector did not run). A date whose objects are stored but cannot be read answers 503 service-unavailable instead.",
    action: "Pick a date from the venue's `dates` at /api/v1/lake/venues/{venue}.",
  },
  "lake-parquet-not-found": {
    status: 404,
    title: "No Parquet file for this lake day",
    meaning:
      "The venue's UTC day has not been compacted into a Parquet file, or the file is past its retention.",
    when: "A Parquet download names a well-formed date without a stored file: the current day, a closed day before the daily compaction ran (00:15 UTC), a day whose compaction failed, a day without tape, or a day older than the Parquet retention.",
    action:
      "Check the day's `parquet` at /api/v1/lake/venues/{venue} (null until compacted); read a day without a file through its snapshots and quotes.",
  },
  "iceberg-file-not-found": {
    status: 404,
    title: "No such file in the lake's Iceberg table",
    meaning:
      "The table has no metadata or data file of that name (not committed yet, or removed by the retention).",
    when: "A path-based Iceberg read names a file the table's storage does not hold: a metadata version not written, a manifest of another table, a data file of a day not compacted or past the Parquet retention, or a venue not served.",
    action:
      "Start from the table's metadata/version-hint.text and open only the files its current metadata names; /api/v1/info lists the tables and their current snapshots.",
  },
  "range-not-satisfiable": {
    status: 416,
    title: "Range not satisfiable",
    meaning: "The requested byte range starts past the end of the file.",
    when: "A ranged read of a lake Iceberg file asks for bytes the file does not have; Content-Range names its size.",
    action: "Request a range within the file's size (Content-Range: bytes */size), or omit Range.",
  },
  "lake-snapshot-not-found": {
    status: 404,
    title: "Lake snapshot not found",
    meaning: "The venue has tape on this date, but no snapshot at this HHMM.",
    when: "A quotes request names an `at` that is not among the day's collected snapshot times.",
    action: "List the day's snapshot times at /api/v1/lake/venues/{venue}/snapshots?date=YYYY-MM-DD.",
  },
  "lake-market-not-found": {
    status: 404,
    title: "Market not in the lake tape",
    meaning: "No snapshot of the venue's tape in the requested window has a row of this market.",
    when: "A candles request names a market id (with any outcome) that none of the window's snapshots holds: an unknown id, a market not listed by the venue then, or a window without tape.",
    action:
      "Check the id in a snapshot's rows (/api/v1/lake/venues/{venue}/quotes) and pick a window within the venue's coverage (/api/v1/lake/venues/{venue}).",
  },
  "lake-outcome-not-found": {
    status: 404,
    title: "Outcome not in the market's tape",
    meaning:
      "The venue's tape holds the market, but none of its rows (candles) or books (books) is of this outcome: the market does not have it there.",
    when: "A candles request names an outcome none of the market's rows in the window names (Kalshi tapes a `yes` row per market; a Polymarket market's outcomes are its own labels), or a books request an outcome none of the market's books at that minute is of.",
    action:
      "Use one of the outcomes the detail and `invalid_params` list (the rows' `outcome` in the market's quotes, or the book's `outcomes`).",
  },
  "market-not-found": {
    status: 404,
    title: "Market not found",
    meaning: "No public index or benchmark has this symbol or slug on the legacy markets surface.",
    when: "A /api/markets/{symbol} route names a symbol or slug that is not in the public catalog.",
    action: "List the markets at /api/markets and use a symbol or slug from it.",
  },
  "series-not-found": {
    status: 404,
    title: "Series not found",
    meaning: "pix has recorded no market of this Kalshi series past trading.",
    when: "An outcomes request names a `series` no recorded resolution belongs to (an unknown series, or one none of whose markets has closed yet).",
    action:
      "Check the series ticker (the first segment of its market tickers), or list the outcomes without `series`.",
  },
  "upgrade-required": {
    status: 426,
    title: "Upgrade required",
    meaning: "/ws is a WebSocket endpoint; it answers only WebSocket upgrade requests.",
    when: "A request to /ws without `Upgrade: websocket` (for example a plain GET from a browser tab or curl).",
    action: "Connect with a WebSocket client (ws:// or wss://); `npm run watch` is one.",
  },
  "too-many-connections": {
    status: 429,
    title: "Too many stream connections from this address",
    meaning: "This address holds as many anonymous /ws connections as one address may.",
    when: "An anonymous /ws upgrade arrives from an address (an IPv4 address or an IPv6 /64) that already holds the number of anonymous connections published in /api/v1/info (stream.limits.max_anonymous_connections_per_address).",
    action:
      "Close connections you no longer use, or connect with an API key (keyed connections are not counted here).",
    retryable: true,
  },
  "stream-at-capacity": {
    status: 503,
    title: "Stream at capacity",
    meaning: "Every market-stream object is holding its full budget of connections.",
    when: 'A /ws upgrade arrives while every stream shard is full (docs/stream.md "Terminal stream" gives the budget).',
    action: "Reconnect after Retry-After seconds, with backoff.",
    retryable: true,
  },
  "invalid-parameter": {
    status: 400,
    title: "Invalid parameter",
    meaning: "A path or query parameter is malformed, out of range, repeated, or not accepted by this route.",
    when: "Any parameter fails validation; the problem's invalid_params member names each one and why.",
    action: "Correct the named parameters; the OpenAPI document lists every route's parameters.",
  },
  "invalid-header": {
    status: 400,
    title: "Invalid header",
    meaning: "A request header pix reads is malformed.",
    when: "For example, If-Match on an operator write is not '*' or a list of quoted entity tags. (A malformed If-None-Match on a read is ignored, never refused.)",
    action: "Send the header in the form RFC 9110 defines, or omit it.",
  },
  "route-not-found": {
    status: 404,
    title: "Route not found",
    meaning: "No route exists at this path.",
    when: "The path matches no pix route.",
    action: "See /api/v1 for discovery and /docs for the reference.",
  },
  "method-not-allowed": {
    status: 405,
    title: "Method not allowed",
    meaning: "The route exists but does not accept this HTTP method.",
    when: "For example, a POST to a read-only v1 route. The Allow header lists the accepted methods.",
    action: "Use a method from the Allow header.",
  },
  "payload-too-large": {
    status: 413,
    title: "Payload too large",
    meaning: "The request body is larger than the route accepts.",
    when: "An operator route receives a body above its size limit.",
    action: "Send a smaller body.",
  },
  "uri-too-long": {
    status: 414,
    title: "URI too long",
    meaning: "The request target is longer than pix accepts.",
    when: "The path and query together exceed the limit published in /api/v1/info.",
    action: "Shorten the request; no pix route needs a long URL.",
  },
  "header-fields-too-large": {
    status: 431,
    title: "Request header fields too large",
    meaning: "The request headers together are larger than pix accepts.",
    when: "The combined size of the request headers exceeds the limit published in /api/v1/info.",
    action: "Send fewer or smaller headers.",
  },
  "credential-in-query": {
    status: 400,
    title: "Credential in query string",
    meaning:
      "The request carries an API key (or a parameter named like one, such as api_key or token) in the query string, which pix refuses.",
    when: "Any request whose URL carries a credential; URLs end up in logs, browser history and caches.",
    action:
      "Send the key in X-API-Key or Authorization: Bearer instead, and rotate it: a key that travelled in a URL should be treated as exposed.",
  },
  "unsupported-media-type": {
    status: 415,
    title: "Unsupported media type",
    meaning: "The request body is not JSON.",
    when: "An operator route that takes a body receives one without Content-Type: application/json.",
    action: "Send the body as JSON with Content-Type: application/json.",
  },
  "key-not-found": {
    status: 404,
    title: "API key not found",
    meaning: "No API key record has this id.",
    when: "An admin-plane request names a key id that does not exist, or a terminal request names a key its account does not own (answered exactly as a missing one).",
    action:
      "List the keys (GET /api/admin/keys, or GET /api/terminal/keys for an account's own) and use an id from it.",
  },
  "key-inactive": {
    status: 409,
    title: "API key inactive",
    meaning:
      "The key is revoked or expired, so it cannot be rotated, and a revoked key's list cannot change.",
    when: "POST /api/admin/keys/{id}/rotate on a revoked or expired key (or one a concurrent rotation or revocation revoked first); PUT or DELETE /api/admin/keys/{id}/entitlements on a revoked key.",
    action: "Create a new key instead.",
  },
  "entitlements-not-widened": {
    status: 409,
    title: "Entitlements can only widen",
    meaning: "An entitlement list is fixed at issuance: it can be widened or cleared, never narrowed.",
    when: "PUT /api/admin/keys/{id}/entitlements omits a slug the key already has, or gives a list to a key that reads everything.",
    action: "Send a superset of the current list, or issue a new key with the narrower list.",
  },
  "operator-credential-invalid": {
    status: 401,
    title: "Operator credential invalid",
    meaning: "An operator or internal route was called without its bearer token, or with a wrong one.",
    when: "POST /api/refresh, the research preview, /metrics or the admin plane without the right Authorization: Bearer token.",
    action: "Operators only: send the deployment's token for this route.",
  },
  "operator-route-disabled": {
    status: 403,
    title: "Operator route disabled",
    meaning:
      "The route's token is not configured on this deployment, so every call is refused (fail closed).",
    when: "For example POST /api/refresh on a deployment without REFRESH_TOKEN.",
    action: "Operators: set the secret (wrangler secret put …) to enable the route.",
  },
  "service-unavailable": {
    status: 503,
    title: "Service unavailable",
    meaning: "A storage or upstream dependency failed, so the resource cannot be served safely.",
    when: "pix answers this instead of a stale, partial or fabricated payload.",
    action: "Retry after Retry-After seconds.",
    retryable: true,
  },
  "key-changed": {
    status: 409,
    title: "API key changed",
    meaning:
      "Another change to the same API key won while this one was being made, so this one changed nothing.",
    when: "Two admin-plane changes of one key's entitlement list race (say two widenings): exactly one applies; the other answers this instead of silently overwriting it.",
    action: "Read the key again (GET /api/admin/keys/{id}), then send the change against what it now holds.",
  },
  "precondition-failed": {
    status: 412,
    title: "Precondition failed",
    meaning: "The request's If-Match names none of the record's current entity tags, so nothing was changed.",
    when: "An admin-plane change of an API key carries If-Match with an ETag the key's record no longer has (someone changed it since it was read).",
    action:
      "Read the key again for its current ETag, check the change still makes sense, and retry with that ETag.",
  },
  "account-not-found": {
    status: 404,
    title: "Account not found",
    meaning: "No terminal or venue account has this id.",
    when: "An admin-plane request names an account id that does not exist.",
    action: "List the accounts with GET /api/admin/accounts and use an id from it.",
  },
  "account-disabled": {
    status: 409,
    title: "Account disabled",
    meaning: "The account is disabled: it holds no live key, no session and no sign-in code, and gets none.",
    when: "An operator issues a sign-in code or a key for a disabled account.",
    action: "Create a new account if its holder should have access again.",
  },
  "key-ceiling-exceeded": {
    status: 403,
    title: "Above the account's ceiling",
    meaning:
      "The key asked for is beyond what the account may hold: a scope, a per-minute limit or an instrument outside its ceiling, or one live key more than its maximum.",
    when: "A key is issued to an account (in the terminal, or by an operator for a venue) with settings outside the account's ceiling; the detail names which.",
    action:
      "Ask for less (the ceiling is in GET /api/terminal/session), revoke a key, or ask the operator to raise the ceiling.",
  },
  "operator-issued-keys": {
    status: 403,
    title: "Keys issued by the operator",
    meaning:
      "This account is a venue: its keys are issued by the operator at onboarding, so its terminal session cannot mint or rotate one. It can still list, rename and revoke its keys.",
    when: "POST /api/terminal/keys or POST /api/terminal/keys/{id}/rotate in a venue account's session.",
    action:
      "Ask the operator for a new key. To stop a key that leaked at once, revoke it in the terminal (POST /api/terminal/keys/{id}/revoke).",
  },
  "sign-in-failed": {
    status: 401,
    title: "Sign-in failed",
    meaning:
      "The sign-in code is not one pix accepts. Wrong, expired, used, revoked and disabled-account codes all answer this, alike.",
    when: "POST /api/terminal/sign-in with a code that cannot start a session.",
    action: "Ask the operator for a new code; each code works once, within 24 hours.",
  },
  "sign-in-rate-limited": {
    status: 429,
    title: "Too many sign-in attempts",
    meaning: "This address has made as many sign-in attempts as one address may in a minute.",
    when: "More than 10 POST /api/terminal/sign-in from one address (an IPv4 address or an IPv6 /64) within a minute.",
    action: "Wait for Retry-After seconds, then try again with the right code.",
    retryable: true,
  },
  "session-required": {
    status: 401,
    title: "Terminal session required",
    meaning:
      "The request has no valid terminal session: none was started, it was signed out or it expired, or its account was disabled.",
    when: "A /api/terminal route other than sign-in without a live pix_session cookie.",
    action: "Sign in again with a code from the operator.",
  },
  "csrf-failed": {
    status: 403,
    title: "Cross-site request refused",
    meaning: "A state-changing terminal request did not prove it came from the terminal page.",
    when: "A POST, PATCH or DELETE under /api/terminal (sign-in aside) without the session's X-CSRF-Token, with a different one, or with an Origin other than pix's own.",
    action:
      "Send the csrf_token from sign-in or GET /api/terminal/session in X-CSRF-Token, from the terminal page itself.",
  },
} as const satisfies Record<string, ProblemType>;

export type ProblemSlug = keyof typeof PROBLEM_CATALOG;

export const PROBLEM_SLUGS = Object.keys(PROBLEM_CATALOG) as ProblemSlug[];

/** Seconds a client should wait before retrying a retryable problem. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;
