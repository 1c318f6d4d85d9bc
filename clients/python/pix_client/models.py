"""Types of the pix v1 contract, generated from /api/v1/openapi.json.

Do not edit: run `npm run client:generate` after changing a route schema.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict, Union

StreamClientMessage1 = TypedDict(
    "StreamClientMessage1",
    {
        "type": Literal["auth"],
        "key": str,
    },
)

StreamClientMessage2 = TypedDict(
    "StreamClientMessage2",
    {
        "type": Literal["subscribe"],
        "symbols": Union[list[str], Literal["*"]],
    },
)

StreamClientMessage3 = TypedDict(
    "StreamClientMessage3",
    {
        "type": Literal["ping"],
    },
)

StreamV2SubscribedRejectedItem = TypedDict(
    "StreamV2SubscribedRejectedItem",
    {
        "channel": str,
        "reason": str,
    },
)

StreamV2Subscribed = TypedDict(
    "StreamV2Subscribed",
    {
        "type": Literal["subscribed"],
        "version": Literal[2],
        "channels": list[str],
        "added": list[str],
        "removed": list[str],
        "rejected": list["StreamV2SubscribedRejectedItem"],
        "sent_at": str,
    },
)

StreamV2Book = TypedDict(
    "StreamV2Book",
    {
        "type": Literal["book"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": Union[int, None],
        "venue": Literal["kalshi", "polymarket"],
        "market": str,
        "reason": Literal["subscribe", "resync", "slow_consumer"],
        "bids": list[list[Any]],
        "asks": list[list[Any]],
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
        "sent_at": str,
    },
)

StreamV2BookDeltaChangesItem = TypedDict(
    "StreamV2BookDeltaChangesItem",
    {
        "side": Literal["bid", "ask"],
        "price": str,
        "size": str,
    },
)

StreamV2BookDelta = TypedDict(
    "StreamV2BookDelta",
    {
        "type": Literal["book_delta"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": int,
        "venue": Literal["kalshi", "polymarket"],
        "market": str,
        "changes": list["StreamV2BookDeltaChangesItem"],
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
        "sent_at": str,
    },
)

StreamV2Trade = TypedDict(
    "StreamV2Trade",
    {
        "type": Literal["trade"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": int,
        "venue": Literal["kalshi", "polymarket"],
        "market": str,
        "trade_id": Union[str, None],
        "price": str,
        "size": str,
        "taker_side": Union[str, None],
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
        "sent_at": str,
    },
)

StreamV2Ticker = TypedDict(
    "StreamV2Ticker",
    {
        "type": Literal["ticker"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": int,
        "venue": Literal["kalshi", "polymarket"],
        "market": str,
        "best_bid": Union[str, None],
        "best_ask": Union[str, None],
        "mid": Union[str, None],
        "last_trade_price": Union[str, None],
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
        "sent_at": str,
    },
)

StreamV2Index = TypedDict(
    "StreamV2Index",
    {
        "type": Literal["index"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": int,
        "symbol": str,
        "value": Union[float, None],
        "value_decimal": Union[str, None],
        "indicative": bool,
        "official": bool,
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
        "sent_at": str,
    },
)

StreamV2BasisLegsA = TypedDict(
    "StreamV2BasisLegsA",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market": str,
        "live": bool,
        "mid": Union[str, None],
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
    },
)

StreamV2BasisLegsB = TypedDict(
    "StreamV2BasisLegsB",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market": str,
        "live": bool,
        "mid": Union[str, None],
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
    },
)

StreamV2BasisLegs = TypedDict(
    "StreamV2BasisLegs",
    {
        "a": "StreamV2BasisLegsA",
        "b": "StreamV2BasisLegsB",
    },
)

StreamV2Basis = TypedDict(
    "StreamV2Basis",
    {
        "type": Literal["basis"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": int,
        "pair_id": str,
        "polarity": Literal["same", "inverted"],
        "legs": "StreamV2BasisLegs",
        "mid_a": Union[str, None],
        "mid_b": Union[str, None],
        "mid_basis": Union[str, None],
        "reason": Union[str, None],
        "missing": list[Literal["a", "b"]],
        "indicative": bool,
        "venue_time": Union[str, None],
        "received_at": Union[str, None],
        "sent_at": str,
    },
)

StreamV2Gap = TypedDict(
    "StreamV2Gap",
    {
        "type": Literal["gap"],
        "version": Literal[2],
        "channel": str,
        "seq": int,
        "cseq": Union[int, None],
        "reason": Literal["sequence_gap", "reconnect", "slow_consumer", "feed_overload", "resume_expired"],
        "detail": str,
        "sent_at": str,
    },
)

StreamV2Status = TypedDict(
    "StreamV2Status",
    {
        "type": Literal["status"],
        "version": Literal[2],
        "venue": Literal["kalshi", "polymarket"],
        "state": Literal["live", "reconnecting", "stale", "rest_only"],
        "depth": Literal["live", "rest_only"],
        "age_ms": Union[int, None],
        "lag_ms": NotRequired[Union[int, None]],
        "detail": str,
        "sent_at": str,
    },
)

StreamV2Heartbeat = TypedDict(
    "StreamV2Heartbeat",
    {
        "type": Literal["heartbeat"],
        "version": Literal[2],
        "id": int,
        "interval_ms": int,
        "sent_at": str,
    },
)

StreamV2Pong = TypedDict(
    "StreamV2Pong",
    {
        "type": Literal["pong"],
        "version": Literal[2],
    },
)

StreamV2Error = TypedDict(
    "StreamV2Error",
    {
        "type": Literal["error"],
        "version": Literal[2],
        "code": Literal["slow-consumer", "message-too-large", "binary-not-supported", "malformed-message", "unknown-message-type", "too-many-messages", "auth-not-first", "credential-invalid", "credential-scope", "rate-limited", "service-unavailable"],
        "detail": str,
    },
)

StreamV2ClientMessage1 = TypedDict(
    "StreamV2ClientMessage1",
    {
        "type": Literal["subscribe", "unsubscribe"],
        "channels": list[str],
    },
)

StreamV2ClientMessage2 = TypedDict(
    "StreamV2ClientMessage2",
    {
        "type": Literal["auth"],
        "key": str,
    },
)

StreamV2ClientMessage3 = TypedDict(
    "StreamV2ClientMessage3",
    {
        "type": Literal["resume"],
        "channels": dict[str, int],
    },
)

StreamV2ClientMessage4 = TypedDict(
    "StreamV2ClientMessage4",
    {
        "type": Literal["ping"],
    },
)

StreamV2ClientMessage5 = TypedDict(
    "StreamV2ClientMessage5",
    {
        "type": Literal["ack"],
        "heartbeat": int,
    },
)

ApiInfoResponseMeta = TypedDict(
    "ApiInfoResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

ApiInfoResponseLinks = TypedDict(
    "ApiInfoResponseLinks",
    {
        "self": str,
    },
)

ApiInfoResponse = TypedDict(
    "ApiInfoResponse",
    {
        "data": "ApiInfo",
        "meta": "ApiInfoResponseMeta",
        "links": "ApiInfoResponseLinks",
    },
)

ApiInfoPlanesItem = TypedDict(
    "ApiInfoPlanesItem",
    {
        "id": str,
        "description": str,
        "paths": list[str],
        "versioned": bool,
        "scope": str,
        "anonymous": bool,
        "status": Literal["available", "planned"],
    },
)

ApiInfoObjectivesItem = TypedDict(
    "ApiInfoObjectivesItem",
    {
        "id": str,
        "description": str,
        "threshold_ms": int,
        "target": float,
        "attainment": str,
    },
)

ApiInfoAuthenticationMethodsItem = TypedDict(
    "ApiInfoAuthenticationMethodsItem",
    {
        "type": Literal["api_key_header", "bearer"],
        "header": str,
        "format": str,
    },
)

ApiInfoAuthentication = TypedDict(
    "ApiInfoAuthentication",
    {
        "anonymous": str,
        "methods": list["ApiInfoAuthenticationMethodsItem"],
        "key_format": str,
        "strict": str,
        "scopes": list[str],
        "both_headers": str,
        "query_string": str,
        "discovery": str,
        "errors": str,
        "entitlements": str,
    },
)

ApiInfoDataSemantics = TypedDict(
    "ApiInfoDataSemantics",
    {
        "official": str,
        "settlement_grade": str,
        "live_indicative": str,
        "committed_round": str,
        "timestamps": str,
        "decimals": str,
    },
)

ApiInfoHttpCaching = TypedDict(
    "ApiInfoHttpCaching",
    {
        "current_max_age_seconds": int,
        "reference_max_age_seconds": int,
    },
)

ApiInfoHttp = TypedDict(
    "ApiInfoHttp",
    {
        "errors": str,
        "request_id": str,
        "conditional_requests": str,
        "caching": "ApiInfoHttpCaching",
        "unknown_query_parameters": str,
    },
)

ApiInfoLimits = TypedDict(
    "ApiInfoLimits",
    {
        "max_url_length": int,
        "max_header_bytes": int,
        "anonymous_requests_per_minute_per_ip": int,
        "rate_limit_window_seconds": int,
        "key_requests_per_minute": Literal["set per key"],
    },
)

ApiInfoIndexReadsNewsLimit = TypedDict(
    "ApiInfoIndexReadsNewsLimit",
    {
        "min": int,
        "max": int,
        "default": int,
    },
)

ApiInfoIndexReadsNewsIngestion = TypedDict(
    "ApiInfoIndexReadsNewsIngestion",
    {
        "cadence_minutes": int,
        "minute_offset": int,
        "time_budget_seconds": int,
    },
)

ApiInfoIndexReadsNews = TypedDict(
    "ApiInfoIndexReadsNews",
    {
        "path": str,
        "enabled": bool,
        "description": str,
        "kinds": list[str],
        "licences": list[str],
        "authorships": list[str],
        "availability": list[str],
        "defaults": dict[str, Any],
        "limit": "ApiInfoIndexReadsNewsLimit",
        "summary_max_chars": int,
        "ingestion": "ApiInfoIndexReadsNewsIngestion",
        "cache_max_age_seconds": int,
        "settlement_relevant": bool,
    },
)

ApiInfoIndexReads = TypedDict(
    "ApiInfoIndexReads",
    {
        "history": dict[str, Any],
        "snapshot_max_age_minutes": int,
        "daily_closes": dict[str, Any],
        "news": "ApiInfoIndexReadsNews",
    },
)

ApiInfoCatalog = TypedDict(
    "ApiInfoCatalog",
    {
        "public_indices": int,
        "benchmarks": int,
    },
)

ApiInfoFactorReadsCalendarCacheMaxAgeSeconds = TypedDict(
    "ApiInfoFactorReadsCalendarCacheMaxAgeSeconds",
    {
        "price_provider": int,
        "filing_system": int,
    },
)

ApiInfoFactorReadsThemesItem = TypedDict(
    "ApiInfoFactorReadsThemesItem",
    {
        "id": str,
        "label": str,
    },
)

ApiInfoFactorReads = TypedDict(
    "ApiInfoFactorReads",
    {
        "path": str,
        "scope": str,
        "schema_version": str,
        "research_only": str,
        "cache_control": Literal["no-store"],
        "ticker": str,
        "configured": bool,
        "calendar_enabled": bool,
        "calendar_budget_seconds": int,
        "calendar_cache_max_age_seconds": "ApiInfoFactorReadsCalendarCacheMaxAgeSeconds",
        "freshness_budget_seconds": int,
        "themes": list["ApiInfoFactorReadsThemesItem"],
        "theme_source": str,
    },
)

ApiInfoLakeVenuesItemLatestIncomplete = TypedDict(
    "ApiInfoLakeVenuesItemLatestIncomplete",
    {
        "at": str,
        "rows": int,
        "rows_expected": Union[int, None],
        "reasons": list[str],
    },
)

ApiInfoLakeVenuesItem = TypedDict(
    "ApiInfoLakeVenuesItem",
    {
        "venue": str,
        "date": Union[str, None],
        "snapshots": int,
        "incomplete": int,
        "latest_incomplete": Union["ApiInfoLakeVenuesItemLatestIncomplete", None],
    },
)

ApiInfoLakeTablesTablesItem = TypedDict(
    "ApiInfoLakeTablesTablesItem",
    {
        "name": str,
        "path": str,
        "partitioning": Literal["venue, day", "day"],
        "metadata_location": Union[str, None],
        "current_snapshot_id": Union[int, None],
        "committed_at": Union[str, None],
    },
)

ApiInfoLakeTables = TypedDict(
    "ApiInfoLakeTables",
    {
        "freshness": str,
        "read_at": str,
        "tables": list["ApiInfoLakeTablesTablesItem"],
    },
)

ApiInfoLake = TypedDict(
    "ApiInfoLake",
    {
        "path": Literal["/api/v1/lake"],
        "read_at": str,
        "venues": Union[list["ApiInfoLakeVenuesItem"], None],
        "tables": Union["ApiInfoLakeTables", None],
    },
)

ApiInfo = TypedDict(
    "ApiInfo",
    {
        "type": Literal["api_info"],
        "service": Literal["pix"],
        "name": str,
        "api_version": Literal["v1"],
        "schema_version": str,
        "release_stage": Literal["pre_ga"],
        "environment": str,
        "data_origin": Literal["live", "synthetic"],
        "planes": list["ApiInfoPlanesItem"],
        "objectives": list["ApiInfoObjectivesItem"],
        "authentication": "ApiInfoAuthentication",
        "data_semantics": "ApiInfoDataSemantics",
        "http": "ApiInfoHttp",
        "limits": "ApiInfoLimits",
        "index_reads": "ApiInfoIndexReads",
        "catalog": "ApiInfoCatalog",
        "stream": "StreamDiscovery",
        "factor_reads": "ApiInfoFactorReads",
        "lake": "ApiInfoLake",
    },
)

StreamDiscoveryLimits = TypedDict(
    "StreamDiscoveryLimits",
    {
        "max_client_message_bytes": int,
        "max_client_messages_per_minute": int,
        "max_subscription_symbols": int,
        "key_recheck_seconds": int,
        "max_anonymous_connections_per_address": int,
    },
)

StreamDiscoverySharding = TypedDict(
    "StreamDiscoverySharding",
    {
        "shards": int,
        "clients_per_shard": int,
        "rule": str,
    },
)

StreamDiscoveryVersion2Limits = TypedDict(
    "StreamDiscoveryVersion2Limits",
    {
        "max_channels": int,
        "max_channels_per_message": int,
        "max_subscriber_markets": int,
        "max_messages_per_second": int,
        "max_client_message_bytes": int,
        "max_client_messages_per_minute": int,
        "index_min_interval_ms": int,
        "heartbeat_interval_ms": int,
        "stale_after_ms": int,
        "max_unread_ms": int,
        "max_waiting_client_messages": int,
        "max_batch_messages": int,
        "max_batch_chars": int,
        "resume_window_ms": int,
        "resume_max_messages_per_channel": int,
        "resume_max_chars_per_channel": int,
        "resume_max_chars": int,
        "resume_max_channels": int,
    },
)

StreamDiscoveryVersion2Feeds = TypedDict(
    "StreamDiscoveryVersion2Feeds",
    {
        "max_markets_per_venue": int,
        "markets_per_shard": dict[str, int],
        "subscriber_markets_per_venue": dict[str, int],
        "subscriber_market_share_percent": int,
        "subscriber_markets_per_owner": dict[str, int],
        "subscriber_lease_ms": int,
    },
)

StreamDiscoveryVersion2 = TypedDict(
    "StreamDiscoveryVersion2",
    {
        "path": Literal["/ws?version=2"],
        "channels": dict[str, str],
        "server_messages": dict[str, str],
        "client_messages": dict[str, str],
        "ordering": str,
        "access": str,
        "limits": "StreamDiscoveryVersion2Limits",
        "slow_consumer": str,
        "unread": str,
        "close_codes": dict[str, int],
        "feeds": "StreamDiscoveryVersion2Feeds",
    },
)

StreamDiscovery = TypedDict(
    "StreamDiscovery",
    {
        "path": Literal["/ws"],
        "transport": str,
        "protocol_version": int,
        "versioned": bool,
        "server_messages": dict[str, str],
        "client_messages": dict[str, str],
        "access": str,
        "limits": "StreamDiscoveryLimits",
        "close_codes": dict[str, str],
        "sharding": "StreamDiscoverySharding",
        "version_2": "StreamDiscoveryVersion2",
    },
)

ProblemInvalidParamsItem = TypedDict(
    "ProblemInvalidParamsItem",
    {
        "name": str,
        "in": Literal["query", "path", "header", "body"],
        "reason": str,
    },
)

Problem = TypedDict(
    "Problem",
    {
        "type": str,
        "title": str,
        "status": int,
        "detail": str,
        "instance": str,
        "request_id": str,
        "invalid_params": NotRequired[list["ProblemInvalidParamsItem"]],
    },
)

SigningKeySet = TypedDict(
    "SigningKeySet",
    {
        "keys": list["SigningKey"],
        "note": NotRequired[str],
    },
)

SigningKey = TypedDict(
    "SigningKey",
    {
        "kty": Literal["OKP"],
        "crv": Literal["Ed25519"],
        "x": str,
        "kid": str,
        "use": Literal["sig"],
        "alg": Literal["EdDSA"],
        "not_before": str,
        "not_after": Union[str, None],
    },
)

IndexCatalogResponseMeta = TypedDict(
    "IndexCatalogResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexCatalogResponseLinks = TypedDict(
    "IndexCatalogResponseLinks",
    {
        "self": str,
    },
)

IndexCatalogResponse = TypedDict(
    "IndexCatalogResponse",
    {
        "data": "IndexCatalog",
        "meta": "IndexCatalogResponseMeta",
        "links": "IndexCatalogResponseLinks",
    },
)

IndexCatalog = TypedDict(
    "IndexCatalog",
    {
        "type": Literal["index_catalog"],
        "count": int,
        "indices": list["IndexCatalogEntry"],
    },
)

IndexCatalogEntryLinks = TypedDict(
    "IndexCatalogEntryLinks",
    {
        "self": str,
    },
)

IndexCatalogEntry = TypedDict(
    "IndexCatalogEntry",
    {
        "id": str,
        "symbol": str,
        "slug": str,
        "name": str,
        "unit": str,
        "calculation_class": str,
        "links": "IndexCatalogEntryLinks",
    },
)

IndexResponseMeta = TypedDict(
    "IndexResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexResponseLinks = TypedDict(
    "IndexResponseLinks",
    {
        "self": str,
    },
)

IndexResponse = TypedDict(
    "IndexResponse",
    {
        "data": "Index",
        "meta": "IndexResponseMeta",
        "links": "IndexResponseLinks",
    },
)

IndexReleases = TypedDict(
    "IndexReleases",
    {
        "latest": "Release",
        "next": "Release",
    },
)

IndexClocks = TypedDict(
    "IndexClocks",
    {
        "feed_launched_at": str,
    },
)

Index = TypedDict(
    "Index",
    {
        "type": Literal["index"],
        "id": str,
        "symbol": str,
        "slug": str,
        "name": str,
        "thesis": str,
        "unit": str,
        "methodology": "Methodology",
        "contracts": list["IndexContract"],
        "cross_venue_pairs": list["IndexPair"],
        "releases": "IndexReleases",
        "clocks": "IndexClocks",
    },
)

MethodologyIndexTransformation = TypedDict(
    "MethodologyIndexTransformation",
    {
        "calculation_class": str,
    },
)

Methodology = TypedDict(
    "Methodology",
    {
        "version": str,
        "estimand": str,
        "calculation_class": Literal["binary_probability", "strike_ladder_expectation", "categorical_expectation"],
        "transformation_disclosure": str,
        "venue_weights": dict[str, float],
        "index_transformation": "MethodologyIndexTransformation",
    },
)

IndexContractOutcome = TypedDict(
    "IndexContractOutcome",
    {
        "label": str,
        "value": str,
    },
)

IndexContractClocks = TypedDict(
    "IndexContractClocks",
    {
        "open_time": Union[str, None],
        "close_time": Union[str, None],
    },
)

IndexContract = TypedDict(
    "IndexContract",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
        "role": Literal["ladder_above", "categorical_outcome", "binary_yes"],
        "title": str,
        "strike": Union[str, None],
        "outcome": Union["IndexContractOutcome", None],
        "url": Union[str, None],
        "clocks": "IndexContractClocks",
        "volume": "UsdMetric",
        "open_interest": "UsdMetric",
        "metrics_observed_at": Union[str, None],
    },
)

UsdMetricNative = TypedDict(
    "UsdMetricNative",
    {
        "contracts": str,
    },
)

UsdMetric = TypedDict(
    "UsdMetric",
    {
        "usd": Union[str, None],
        "basis": Union[str, None],
        "native": Union["UsdMetricNative", None],
    },
)

IndexPairLegsItem = TypedDict(
    "IndexPairLegsItem",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
    },
)

IndexPair = TypedDict(
    "IndexPair",
    {
        "pair_id": str,
        "relation": Literal["identity", "complement", "subset", "superset", "overlap", "disjoint"],
        "polarity": Union[str, None],
        "legs": list["IndexPairLegsItem"],
        "flagged": bool,
    },
)

ReleaseSource = TypedDict(
    "ReleaseSource",
    {
        "name": str,
        "url": str,
    },
)

Release = TypedDict(
    "Release",
    {
        "label": str,
        "at": str,
        "source": "ReleaseSource",
    },
)

IndexSnapshotResponseMeta = TypedDict(
    "IndexSnapshotResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexSnapshotResponseLinks = TypedDict(
    "IndexSnapshotResponseLinks",
    {
        "self": str,
    },
)

IndexSnapshotResponse = TypedDict(
    "IndexSnapshotResponse",
    {
        "data": "IndexSnapshot",
        "meta": "IndexSnapshotResponseMeta",
        "links": "IndexSnapshotResponseLinks",
    },
)

IndexSnapshotPublication = TypedDict(
    "IndexSnapshotPublication",
    {
        "oracle_eligible": bool,
        "status": Literal["indicative_only"],
        "reason": str,
        "next_round_effective_at": str,
    },
)

IndexSnapshot = TypedDict(
    "IndexSnapshot",
    {
        "type": Literal["index_snapshot"],
        "id": str,
        "symbol": str,
        "slug": str,
        "scope": Literal["live_indicative"],
        "official": bool,
        "value": "IndexValue",
        "minute": str,
        "source_observed_at": str,
        "computed_at": str,
        "provenance": Literal["live", "synthetic"],
        "publication": "IndexSnapshotPublication",
    },
)

IndexValue = TypedDict(
    "IndexValue",
    {
        "decimal": str,
        "number": float,
        "unit": str,
        "display": Union[str, None],
    },
)

IndexHistoryResponseMetaCoverage = TypedDict(
    "IndexHistoryResponseMetaCoverage",
    {
        "requested_from": str,
        "requested_to": str,
        "held_from": Union[str, None],
        "held_to": Union[str, None],
        "fraction": float,
        "feed_launched_at": str,
    },
)

IndexHistoryResponseMeta = TypedDict(
    "IndexHistoryResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "availability": Literal["available", "partial", "empty"],
        "coverage": "IndexHistoryResponseMetaCoverage",
    },
)

IndexHistoryResponseLinks = TypedDict(
    "IndexHistoryResponseLinks",
    {
        "self": str,
    },
)

IndexHistoryResponse = TypedDict(
    "IndexHistoryResponse",
    {
        "data": "IndexHistory",
        "meta": "IndexHistoryResponseMeta",
        "links": "IndexHistoryResponseLinks",
    },
)

IndexHistory = TypedDict(
    "IndexHistory",
    {
        "type": Literal["index_history"],
        "id": str,
        "symbol": str,
        "slug": str,
        "official": bool,
        "settlement_grade": bool,
        "range": str,
        "resolution": str,
        "resolution_was_auto": bool,
        "calendar": Literal["utc"],
        "unit": str,
        "buckets": list["OhlcBucket"],
    },
)

OhlcBucket = TypedDict(
    "OhlcBucket",
    {
        "start_at": str,
        "end_at": str,
        "open": float,
        "high": float,
        "low": float,
        "close": float,
        "tick_count": int,
    },
)

IndexRoundResponseMeta = TypedDict(
    "IndexRoundResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexRoundResponseLinks = TypedDict(
    "IndexRoundResponseLinks",
    {
        "self": str,
    },
)

IndexRoundResponse = TypedDict(
    "IndexRoundResponse",
    {
        "data": "IndexRound",
        "meta": "IndexRoundResponseMeta",
        "links": "IndexRoundResponseLinks",
    },
)

IndexRoundChainConfirmation = TypedDict(
    "IndexRoundChainConfirmation",
    {
        "status": Literal["not_asserted"],
    },
)

IndexRoundClocks = TypedDict(
    "IndexRoundClocks",
    {
        "computed_at": str,
        "round_effective_at": str,
    },
)

IndexRound = TypedDict(
    "IndexRound",
    {
        "type": Literal["index_round"],
        "id": str,
        "symbol": str,
        "slug": str,
        "status": Literal["api_committed"],
        "official": bool,
        "round_id": str,
        "value": "IndexValue",
        "chain_confirmation": "IndexRoundChainConfirmation",
        "clocks": "IndexRoundClocks",
        "signature": "IndexRoundSignature",
    },
)

IndexRoundSignature = TypedDict(
    "IndexRoundSignature",
    {
        "alg": Literal["EdDSA"],
        "kid": str,
        "sig": str,
        "record": "IndexRoundRecord",
    },
)

IndexRoundRecord = TypedDict(
    "IndexRoundRecord",
    {
        "type": Literal["index_round"],
        "symbol": str,
        "round_id": str,
        "value_decimal": str,
        "computed_at": str,
        "tape_keys": list[str],
        "methodology_version": Union[str, None],
    },
)

IndexDistributionResponseMeta = TypedDict(
    "IndexDistributionResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexDistributionResponseLinks = TypedDict(
    "IndexDistributionResponseLinks",
    {
        "self": str,
    },
)

IndexDistributionResponse = TypedDict(
    "IndexDistributionResponse",
    {
        "data": "IndexDistribution",
        "meta": "IndexDistributionResponseMeta",
        "links": "IndexDistributionResponseLinks",
    },
)

IndexDistributionVenuesItem = TypedDict(
    "IndexDistributionVenuesItem",
    {
        "venue": str,
        "weight": float,
    },
)

IndexDistributionOutcomesItemSupport = TypedDict(
    "IndexDistributionOutcomesItemSupport",
    {
        "low": Union[float, None],
        "high": Union[float, None],
        "low_inclusive": bool,
        "high_inclusive": bool,
        "representative": float,
    },
)

IndexDistributionOutcomesItem = TypedDict(
    "IndexDistributionOutcomesItem",
    {
        "label": str,
        "support": "IndexDistributionOutcomesItemSupport",
        "probability": float,
        "percentage": float,
        "modal": bool,
    },
)

IndexDistribution = TypedDict(
    "IndexDistribution",
    {
        "type": Literal["index_distribution"],
        "id": str,
        "symbol": str,
        "slug": str,
        "minute": str,
        "observed_at": str,
        "computed_at": str,
        "basis": str,
        "relationship_to_index": str,
        "expectation": float,
        "normalization": dict[str, Any],
        "modal_rule": str,
        "support_rule": Union[dict[str, Any], None],
        "venues": list["IndexDistributionVenuesItem"],
        "outcomes": list["IndexDistributionOutcomesItem"],
    },
)

IndexStatisticsResponseMeta = TypedDict(
    "IndexStatisticsResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexStatisticsResponseLinks = TypedDict(
    "IndexStatisticsResponseLinks",
    {
        "self": str,
    },
)

IndexStatisticsResponse = TypedDict(
    "IndexStatisticsResponse",
    {
        "data": "IndexStatistics",
        "meta": "IndexStatisticsResponseMeta",
        "links": "IndexStatisticsResponseLinks",
    },
)

IndexStatistics = TypedDict(
    "IndexStatistics",
    {
        "type": Literal["index_statistics"],
        "id": str,
        "symbol": str,
        "slug": str,
        "unit": str,
        "as_of_date": str,
        "volatility": dict[str, Any],
        "level_range": dict[str, Any],
    },
)

IndexDailyClosesResponseMeta = TypedDict(
    "IndexDailyClosesResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexDailyClosesResponseLinks = TypedDict(
    "IndexDailyClosesResponseLinks",
    {
        "self": str,
    },
)

IndexDailyClosesResponse = TypedDict(
    "IndexDailyClosesResponse",
    {
        "data": "IndexDailyCloses",
        "meta": "IndexDailyClosesResponseMeta",
        "links": "IndexDailyClosesResponseLinks",
    },
)

IndexDailyCloses = TypedDict(
    "IndexDailyCloses",
    {
        "type": Literal["index_daily_closes"],
        "id": str,
        "symbol": str,
        "slug": str,
        "unit": str,
        "calendar": Literal["America/New_York"],
        "cutoff_local_time": Literal["16:00"],
        "closes": list["DailyClose"],
    },
)

DailyClose = TypedDict(
    "DailyClose",
    {
        "date": str,
        "cutoff_at": str,
        "value": Union[float, None],
        "value_decimal": Union[str, None],
        "provenance": Literal["observed_at_cutoff", "carried_forward", "unavailable"],
        "source_tick_at": Union[str, None],
    },
)

IndexDistributionHistoryResponseMetaPagination = TypedDict(
    "IndexDistributionHistoryResponseMetaPagination",
    {
        "page": int,
        "page_size": int,
        "total_rows": int,
        "total_pages": int,
    },
)

IndexDistributionHistoryResponseMeta = TypedDict(
    "IndexDistributionHistoryResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "IndexDistributionHistoryResponseMetaPagination",
    },
)

IndexDistributionHistoryResponseLinks = TypedDict(
    "IndexDistributionHistoryResponseLinks",
    {
        "self": str,
    },
)

IndexDistributionHistoryResponse = TypedDict(
    "IndexDistributionHistoryResponse",
    {
        "data": "IndexDistributionHistory",
        "meta": "IndexDistributionHistoryResponseMeta",
        "links": "IndexDistributionHistoryResponseLinks",
    },
)

IndexDistributionHistory = TypedDict(
    "IndexDistributionHistory",
    {
        "type": Literal["index_distribution_history"],
        "id": str,
        "symbol": str,
        "slug": str,
        "interval": Literal["round", "1m"],
        "from": str,
        "to": str,
        "items": list["IndexDistributionAt"],
    },
)

IndexDistributionAtVenuesItem = TypedDict(
    "IndexDistributionAtVenuesItem",
    {
        "venue": str,
        "weight": float,
    },
)

IndexDistributionAtOutcomesItemSupport = TypedDict(
    "IndexDistributionAtOutcomesItemSupport",
    {
        "low": Union[float, None],
        "high": Union[float, None],
        "low_inclusive": bool,
        "high_inclusive": bool,
        "representative": float,
    },
)

IndexDistributionAtOutcomesItem = TypedDict(
    "IndexDistributionAtOutcomesItem",
    {
        "label": str,
        "support": "IndexDistributionAtOutcomesItemSupport",
        "probability": float,
        "percentage": float,
        "modal": bool,
    },
)

IndexDistributionAt = TypedDict(
    "IndexDistributionAt",
    {
        "round_id": Union[str, None],
        "minute": str,
        "observed_at": str,
        "computed_at": str,
        "basis": str,
        "relationship_to_index": str,
        "expectation": float,
        "normalization": dict[str, Any],
        "modal_rule": str,
        "support_rule": Union[dict[str, Any], None],
        "venues": list["IndexDistributionAtVenuesItem"],
        "outcomes": list["IndexDistributionAtOutcomesItem"],
    },
)

IndexOutcomesResponseMetaPagination = TypedDict(
    "IndexOutcomesResponseMetaPagination",
    {
        "page": int,
        "page_size": int,
        "total_rows": int,
        "total_pages": int,
    },
)

IndexOutcomesResponseMeta = TypedDict(
    "IndexOutcomesResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "IndexOutcomesResponseMetaPagination",
    },
)

IndexOutcomesResponseLinks = TypedDict(
    "IndexOutcomesResponseLinks",
    {
        "self": str,
    },
)

IndexOutcomesResponse = TypedDict(
    "IndexOutcomesResponse",
    {
        "data": "IndexOutcomes",
        "meta": "IndexOutcomesResponseMeta",
        "links": "IndexOutcomesResponseLinks",
    },
)

IndexOutcomes = TypedDict(
    "IndexOutcomes",
    {
        "type": Literal["index_outcomes"],
        "id": str,
        "symbol": str,
        "slug": str,
        "unit": str,
        "series": Union["IndexOfficialSeries", Union[Any, None]],
        "unscored_reason": Union[str, None],
        "items": list["IndexOutcomePeriod"],
    },
)

IndexOfficialSeries = TypedDict(
    "IndexOfficialSeries",
    {
        "id": str,
        "name": str,
        "unit": str,
        "source": str,
        "period_kind": str,
        "index_value": Literal["level", "year_over_year_percent", "month_change"],
    },
)

IndexOutcomePeriod = TypedDict(
    "IndexOutcomePeriod",
    {
        "period": str,
        "first_print": "OfficialPrint",
        "revisions": list["OfficialPrint"],
        "settles_on": Literal["first_print", "latest_revision"],
        "settling_print": dict[str, Any],
        "released_at": str,
        "release_time_known": bool,
        "base_period": Union[str, None],
        "base_value": Union[str, None],
        "realized_value": Union[float, None],
        "horizons": list["IndexOutcomeHorizon"],
    },
)

OfficialPrint = TypedDict(
    "OfficialPrint",
    {
        "revision": int,
        "value": str,
        "preliminary": bool,
        "released_at": str,
        "released_after": Union[str, None],
        "vintage": Union[str, None],
    },
)

IndexOutcomeHorizon = TypedDict(
    "IndexOutcomeHorizon",
    {
        "horizon": Literal["1h", "24h", "7d", "30d"],
        "target": str,
        "distribution": Union["IndexDistributionAt", Union[Any, None]],
        "scores": Union["IndexDistributionScores", Union[Any, None]],
    },
)

IndexDistributionScores = TypedDict(
    "IndexDistributionScores",
    {
        "bucket": Union[str, None],
        "probability": float,
        "pit": Union[float, None],
        "crps": float,
        "log_score": float,
    },
)

IndexNewsResponseMeta = TypedDict(
    "IndexNewsResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

IndexNewsResponseLinks = TypedDict(
    "IndexNewsResponseLinks",
    {
        "self": str,
    },
)

IndexNewsResponse = TypedDict(
    "IndexNewsResponse",
    {
        "data": "IndexNews",
        "meta": "IndexNewsResponseMeta",
        "links": "IndexNewsResponseLinks",
    },
)

IndexNews = TypedDict(
    "IndexNews",
    {
        "type": Literal["index_news"],
        "id": str,
        "symbol": str,
        "slug": str,
        "official": bool,
        "settlement_relevant": bool,
        "availability": Literal["available", "empty", "no_sources", "disabled"],
        "policy": "IndexNewsPolicy",
        "sources": list["IndexNewsSource"],
        "count": int,
        "items": list["NewsItem"],
    },
)

IndexNewsPolicyDefaults = TypedDict(
    "IndexNewsPolicyDefaults",
    {
        "limit": int,
        "kind": list[Literal["official_release", "official_statement", "filing", "venue_context", "venue_event", "editorial"]],
        "relevance": Literal["direct", "related", "all"],
        "authorship": list[Literal["primary_document", "venue_generated", "editorial"]],
        "since": Union[str, None],
    },
)

IndexNewsPolicyApplied = TypedDict(
    "IndexNewsPolicyApplied",
    {
        "limit": int,
        "kind": list[Literal["official_release", "official_statement", "filing", "venue_context", "venue_event", "editorial"]],
        "relevance": Literal["direct", "related", "all"],
        "authorship": list[Literal["primary_document", "venue_generated", "editorial"]],
        "since": Union[str, None],
    },
)

IndexNewsPolicy = TypedDict(
    "IndexNewsPolicy",
    {
        "defaults": "IndexNewsPolicyDefaults",
        "applied": "IndexNewsPolicyApplied",
        "defaulted": list[Literal["limit", "kind", "relevance", "authorship", "since"]],
        "order": Literal["t_desc_id_asc"],
    },
)

IndexNewsSource = TypedDict(
    "IndexNewsSource",
    {
        "feed_id": str,
        "source": "NewsSource",
        "kind": Literal["official_release", "official_statement", "filing", "venue_context", "venue_event", "editorial"],
        "licence": Literal["public_domain", "venue_public_api", "headline_link_only"],
        "authorship": Literal["primary_document", "venue_generated", "editorial"],
        "relevance": Literal["direct", "related"],
        "relevance_rule": str,
        "status": Literal["ok", "failing", "pending", "unconfigured"],
        "last_run_at": Union[str, None],
        "last_success_at": Union[str, None],
        "last_failure_at": Union[str, None],
        "last_failure_reason": Union[str, None],
        "last_items": Union[int, None],
    },
)

NewsSource = TypedDict(
    "NewsSource",
    {
        "id": str,
        "name": str,
        "domain": str,
    },
)

NewsItem = TypedDict(
    "NewsItem",
    {
        "id": str,
        "kind": Literal["official_release", "official_statement", "filing", "venue_context", "venue_event", "editorial"],
        "relevance": Literal["direct", "related"],
        "licence": Literal["public_domain", "venue_public_api", "headline_link_only"],
        "authorship": Literal["primary_document", "venue_generated", "editorial"],
        "source": "NewsSource",
        "url": str,
        "title": str,
        "t": str,
        "observed_at": str,
        "summary": Union[str, None],
        "provenance": "NewsProvenance",
        "payload": "NewsPayload",
    },
)

NewsProvenance = TypedDict(
    "NewsProvenance",
    {
        "feed": str,
        "retrieved_at": str,
        "note": NotRequired[str],
    },
)

NewsPayloadSettlementSourcesItem = TypedDict(
    "NewsPayloadSettlementSourcesItem",
    {
        "name": str,
        "url": Union[str, None],
    },
)

NewsPayloadWindow = TypedDict(
    "NewsPayloadWindow",
    {
        "start": str,
        "end": Union[str, None],
    },
)

NewsPayload = TypedDict(
    "NewsPayload",
    {
        "venue": NotRequired[Literal["kalshi", "polymarket"]],
        "market_id": NotRequired[str],
        "event_ticker": NotRequired[str],
        "series_ticker": NotRequired[str],
        "terms_version": NotRequired[str],
        "terms_sequence": NotRequired[int],
        "terms_url": NotRequired[str],
        "settlement_sources": NotRequired[list["NewsPayloadSettlementSourcesItem"]],
        "event": NotRequired[Literal["settlement", "resolution", "milestone"]],
        "result": NotRequired[str],
        "strike": NotRequired[Union[str, None]],
        "settlement_value": NotRequired[Union[str, None]],
        "window": NotRequired["NewsPayloadWindow"],
        "milestone_id": NotRequired[str],
        "milestone_type": NotRequired[str],
        "form": NotRequired[str],
        "accession_number": NotRequired[str],
        "filing_date": NotRequired[str],
        "cik": NotRequired[str],
        "entity_name": NotRequired[str],
        "generated_by": NotRequired[Literal["venue_ai"]],
    },
)

BenchmarkCatalogResponseMeta = TypedDict(
    "BenchmarkCatalogResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "families": list[str],
    },
)

BenchmarkCatalogResponseLinks = TypedDict(
    "BenchmarkCatalogResponseLinks",
    {
        "self": str,
    },
)

BenchmarkCatalogResponse = TypedDict(
    "BenchmarkCatalogResponse",
    {
        "data": "BenchmarkCatalog",
        "meta": "BenchmarkCatalogResponseMeta",
        "links": "BenchmarkCatalogResponseLinks",
    },
)

BenchmarkCatalogBenchmarksItemLinks = TypedDict(
    "BenchmarkCatalogBenchmarksItemLinks",
    {
        "self": str,
    },
)

BenchmarkCatalogBenchmarksItem = TypedDict(
    "BenchmarkCatalogBenchmarksItem",
    {
        "id": str,
        "symbol": str,
        "slug": str,
        "name": str,
        "family": str,
        "category": str,
        "unit": str,
        "classification": Literal["reference"],
        "official": bool,
        "settlement_grade": bool,
        "latest": "BenchmarkLatest",
        "links": "BenchmarkCatalogBenchmarksItemLinks",
    },
)

BenchmarkCatalog = TypedDict(
    "BenchmarkCatalog",
    {
        "type": Literal["benchmark_catalog"],
        "count": int,
        "benchmarks": list["BenchmarkCatalogBenchmarksItem"],
    },
)

BenchmarkLatest = TypedDict(
    "BenchmarkLatest",
    {
        "status": Literal["fresh", "stale", "none"],
        "value": Union["IndexValue", Union[Any, None]],
        "source_observed_at": Union[str, None],
        "computed_at": Union[str, None],
    },
)

BenchmarkResponseMeta = TypedDict(
    "BenchmarkResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

BenchmarkResponseLinks = TypedDict(
    "BenchmarkResponseLinks",
    {
        "self": str,
    },
)

BenchmarkResponse = TypedDict(
    "BenchmarkResponse",
    {
        "data": "Benchmark",
        "meta": "BenchmarkResponseMeta",
        "links": "BenchmarkResponseLinks",
    },
)

BenchmarkDomain = TypedDict(
    "BenchmarkDomain",
    {
        "min": str,
        "max": str,
    },
)

BenchmarkResolutionSource = TypedDict(
    "BenchmarkResolutionSource",
    {
        "name": str,
        "url": str,
        "description": str,
    },
)

BenchmarkNextResolutionSource = TypedDict(
    "BenchmarkNextResolutionSource",
    {
        "name": str,
        "url": str,
    },
)

BenchmarkNextResolution = TypedDict(
    "BenchmarkNextResolution",
    {
        "label": str,
        "at": str,
        "source": "BenchmarkNextResolutionSource",
    },
)

BenchmarkClocks = TypedDict(
    "BenchmarkClocks",
    {
        "feed_launched_at": str,
    },
)

Benchmark = TypedDict(
    "Benchmark",
    {
        "type": Literal["benchmark"],
        "id": str,
        "symbol": str,
        "slug": str,
        "name": str,
        "thesis": str,
        "family": str,
        "category": str,
        "classification": Literal["reference"],
        "official": bool,
        "settlement_grade": bool,
        "unit": str,
        "domain": "BenchmarkDomain",
        "identifiers": dict[str, str],
        "resolution_source": "BenchmarkResolutionSource",
        "methodology": "Methodology",
        "next_resolution": Union["BenchmarkNextResolution", None],
        "clocks": "BenchmarkClocks",
    },
)

BenchmarkSnapshotResponseMeta = TypedDict(
    "BenchmarkSnapshotResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

BenchmarkSnapshotResponseLinks = TypedDict(
    "BenchmarkSnapshotResponseLinks",
    {
        "self": str,
    },
)

BenchmarkSnapshotResponse = TypedDict(
    "BenchmarkSnapshotResponse",
    {
        "data": "BenchmarkSnapshot",
        "meta": "BenchmarkSnapshotResponseMeta",
        "links": "BenchmarkSnapshotResponseLinks",
    },
)

BenchmarkSnapshot = TypedDict(
    "BenchmarkSnapshot",
    {
        "type": Literal["benchmark_snapshot"],
        "id": str,
        "symbol": str,
        "slug": str,
        "classification": Literal["reference"],
        "official": bool,
        "settlement_grade": bool,
        "scope": Literal["live_indicative"],
        "value": "IndexValue",
        "minute": str,
        "source_observed_at": str,
        "computed_at": str,
        "provenance": Literal["live", "synthetic"],
    },
)

BenchmarkHistoryResponseMetaCoverage = TypedDict(
    "BenchmarkHistoryResponseMetaCoverage",
    {
        "requested_from": str,
        "requested_to": str,
        "held_from": Union[str, None],
        "held_to": Union[str, None],
        "fraction": float,
        "feed_launched_at": str,
    },
)

BenchmarkHistoryResponseMeta = TypedDict(
    "BenchmarkHistoryResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "availability": Literal["available", "partial", "empty"],
        "coverage": "BenchmarkHistoryResponseMetaCoverage",
    },
)

BenchmarkHistoryResponseLinks = TypedDict(
    "BenchmarkHistoryResponseLinks",
    {
        "self": str,
    },
)

BenchmarkHistoryResponse = TypedDict(
    "BenchmarkHistoryResponse",
    {
        "data": "BenchmarkHistory",
        "meta": "BenchmarkHistoryResponseMeta",
        "links": "BenchmarkHistoryResponseLinks",
    },
)

BenchmarkHistory = TypedDict(
    "BenchmarkHistory",
    {
        "type": Literal["benchmark_history"],
        "id": str,
        "symbol": str,
        "slug": str,
        "classification": Literal["reference"],
        "official": bool,
        "settlement_grade": bool,
        "series": Literal["frozen_v1", "range"],
        "range": str,
        "resolution": str,
        "resolution_was_auto": bool,
        "calendar": Literal["utc"],
        "unit": str,
        "buckets": list["OhlcBucket"],
    },
)

LakeResponseMeta = TypedDict(
    "LakeResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

LakeResponseLinks = TypedDict(
    "LakeResponseLinks",
    {
        "self": str,
    },
)

LakeResponse = TypedDict(
    "LakeResponse",
    {
        "data": "Lake",
        "meta": "LakeResponseMeta",
        "links": "LakeResponseLinks",
    },
)

LakeVenuesItemLinks = TypedDict(
    "LakeVenuesItemLinks",
    {
        "self": str,
    },
)

LakeVenuesItem = TypedDict(
    "LakeVenuesItem",
    {
        "venue": str,
        "name": str,
        "tape_origin": "LakeTapeOrigin",
        "book": Literal["two_sided_order_book", "indicative_only"],
        "links": "LakeVenuesItemLinks",
    },
)

LakeExcludedItem = TypedDict(
    "LakeExcludedItem",
    {
        "venue": str,
        "name": str,
        "reason": Literal["licence_gated", "vendor_purchased", "not_allow_listed"],
        "explanation": str,
    },
)

LakeTapeSemanticsCompletenessStatuses = TypedDict(
    "LakeTapeSemanticsCompletenessStatuses",
    {
        "incomplete": str,
        "not_recorded": str,
    },
)

LakeTapeSemanticsCompleteness = TypedDict(
    "LakeTapeSemanticsCompleteness",
    {
        "statuses": "LakeTapeSemanticsCompletenessStatuses",
        "absence_of_failure": str,
    },
)

LakeTapeSemantics = TypedDict(
    "LakeTapeSemantics",
    {
        "rows": str,
        "unquoted_side": str,
        "mid_and_spread": str,
        "quote_fields": str,
        "tape_origin": str,
        "at": str,
        "completeness": "LakeTapeSemanticsCompleteness",
        "decimals": str,
    },
)

LakeTape = TypedDict(
    "LakeTape",
    {
        "object_key": str,
        "row_schema": Literal["pix-lake-row-v1"],
        "semantics": "LakeTapeSemantics",
    },
)

LakeLimits = TypedDict(
    "LakeLimits",
    {
        "snapshot_max_bytes": int,
        "page_default": int,
        "page_size_default": int,
        "page_size_max": int,
    },
)

LakeCaching = TypedDict(
    "LakeCaching",
    {
        "discovery_max_age_seconds": int,
        "venues_max_age_seconds": int,
        "open_day_snapshots_max_age_seconds": int,
        "sealed_max_age_seconds": int,
    },
)

Lake = TypedDict(
    "Lake",
    {
        "type": Literal["lake"],
        "description": str,
        "selection": str,
        "venues": list["LakeVenuesItem"],
        "excluded": list["LakeExcludedItem"],
        "tape": "LakeTape",
        "limits": "LakeLimits",
        "caching": "LakeCaching",
        "errors": dict[str, str],
    },
)

LakeTapeOrigin = TypedDict(
    "LakeTapeOrigin",
    {
        "kind": Literal["own_book", "mirror"],
        "mirrors": Union[str, None],
    },
)

LakeVenueCatalogResponseMeta = TypedDict(
    "LakeVenueCatalogResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

LakeVenueCatalogResponseLinks = TypedDict(
    "LakeVenueCatalogResponseLinks",
    {
        "self": str,
    },
)

LakeVenueCatalogResponse = TypedDict(
    "LakeVenueCatalogResponse",
    {
        "data": "LakeVenueCatalog",
        "meta": "LakeVenueCatalogResponseMeta",
        "links": "LakeVenueCatalogResponseLinks",
    },
)

LakeVenueCatalogVenuesItemLinks = TypedDict(
    "LakeVenueCatalogVenuesItemLinks",
    {
        "self": str,
    },
)

LakeVenueCatalogVenuesItem = TypedDict(
    "LakeVenueCatalogVenuesItem",
    {
        "venue": str,
        "name": str,
        "tape_origin": "LakeTapeOrigin",
        "book": Literal["two_sided_order_book", "indicative_only"],
        "cadence_seconds": int,
        "licence": Literal["venue_public_api"],
        "quote_fields": list[Literal["bid", "ask", "last", "indicative", "mid", "spread"]],
        "quote_fields_basis": Literal["union_over_latest_collected_date"],
        "quote_fields_date": Union[str, None],
        "coverage": "LakeCoverage",
        "links": "LakeVenueCatalogVenuesItemLinks",
    },
)

LakeVenueCatalog = TypedDict(
    "LakeVenueCatalog",
    {
        "type": Literal["lake_venue_catalog"],
        "count": int,
        "venues": list["LakeVenueCatalogVenuesItem"],
    },
)

LakeCoverage = TypedDict(
    "LakeCoverage",
    {
        "first_date": Union[str, None],
        "last_date": Union[str, None],
        "date_count": int,
        "first_snapshot": "LakeSnapshotRef",
        "last_snapshot": "LakeSnapshotRef",
    },
)

LakeSnapshotRef = TypedDict(
    "LakeSnapshotRef",
    {
        "date": str,
        "at": str,
        "cycle_start": str,
    },
)

LakeVenueResponseMeta = TypedDict(
    "LakeVenueResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

LakeVenueResponseLinks = TypedDict(
    "LakeVenueResponseLinks",
    {
        "self": str,
    },
)

LakeVenueResponse = TypedDict(
    "LakeVenueResponse",
    {
        "data": "LakeVenue",
        "meta": "LakeVenueResponseMeta",
        "links": "LakeVenueResponseLinks",
    },
)

LakeVenue = TypedDict(
    "LakeVenue",
    {
        "type": Literal["lake_venue"],
        "venue": str,
        "name": str,
        "tape_origin": "LakeTapeOrigin",
        "book": Literal["two_sided_order_book", "indicative_only"],
        "cadence_seconds": int,
        "licence": Literal["venue_public_api"],
        "quote_fields": list[Literal["bid", "ask", "last", "indicative", "mid", "spread"]],
        "quote_fields_basis": Literal["union_over_latest_collected_date"],
        "quote_fields_date": Union[str, None],
        "coverage": "LakeCoverage",
        "dates": list[str],
        "days": list["LakeDay"],
        "retention": "LakeRetention",
    },
)

LakeDayLinks = TypedDict(
    "LakeDayLinks",
    {
        "snapshots": str,
        "parquet": NotRequired[str],
        "books_parquet": NotRequired[str],
        "trades_parquet": NotRequired[str],
        "outcomes_parquet": NotRequired[str],
        "basis_parquet": NotRequired[str],
        "index_distributions_parquet": NotRequired[str],
        "official_prints_parquet": NotRequired[str],
    },
)

LakeDay = TypedDict(
    "LakeDay",
    {
        "date": str,
        "parquet": "LakeDayParquet",
        "books_parquet": dict[str, Any],
        "trades_parquet": dict[str, Any],
        "outcomes_parquet": dict[str, Any],
        "basis_parquet": dict[str, Any],
        "index_distributions_parquet": dict[str, Any],
        "official_prints_parquet": dict[str, Any],
        "links": "LakeDayLinks",
    },
)

LakeDayParquet = TypedDict(
    "LakeDayParquet",
    {
        "key": str,
        "bytes": int,
        "rows": int,
        "created_at": str,
    },
)

LakeRetention = TypedDict(
    "LakeRetention",
    {
        "tape_days": Union[int, None],
        "parquet_days": Union[int, None],
        "tape_kept_from": Union[str, None],
        "parquet_kept_from": Union[str, None],
        "rule": str,
    },
)

LakeSnapshotsResponseMeta = TypedDict(
    "LakeSnapshotsResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

LakeSnapshotsResponseLinks = TypedDict(
    "LakeSnapshotsResponseLinks",
    {
        "self": str,
    },
)

LakeSnapshotsResponse = TypedDict(
    "LakeSnapshotsResponse",
    {
        "data": "LakeSnapshots",
        "meta": "LakeSnapshotsResponseMeta",
        "links": "LakeSnapshotsResponseLinks",
    },
)

LakeSnapshotsSnapshotsItemLinks = TypedDict(
    "LakeSnapshotsSnapshotsItemLinks",
    {
        "quotes": str,
    },
)

LakeSnapshotsSnapshotsItem = TypedDict(
    "LakeSnapshotsSnapshotsItem",
    {
        "at": str,
        "cycle_start": str,
        "rows": int,
        "bytes": int,
        "exceeds_ceiling": bool,
        "completeness": "LakeCompleteness",
        "quote_fields": list[Literal["bid", "ask", "last", "indicative", "mid", "spread"]],
        "links": "LakeSnapshotsSnapshotsItemLinks",
    },
)

LakeSnapshots = TypedDict(
    "LakeSnapshots",
    {
        "type": Literal["lake_snapshots"],
        "venue": str,
        "date": str,
        "day_status": Literal["open", "closed"],
        "count": int,
        "snapshots": list["LakeSnapshotsSnapshotsItem"],
    },
)

LakeCompletenessFailuresItem = TypedDict(
    "LakeCompletenessFailuresItem",
    {
        "reason": str,
        "stage": str,
        "market_id": NotRequired[str],
        "range": NotRequired[str],
    },
)

LakeCompleteness = TypedDict(
    "LakeCompleteness",
    {
        "status": Literal["incomplete", "not_recorded"],
        "failures": NotRequired[list["LakeCompletenessFailuresItem"]],
        "rows_expected": NotRequired[Union[int, None]],
    },
)

LakeQuotesResponseMeta = TypedDict(
    "LakeQuotesResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "LakePagination",
        "snapshot_bytes": int,
    },
)

LakeQuotesResponseLinks = TypedDict(
    "LakeQuotesResponseLinks",
    {
        "self": str,
    },
)

LakeQuotesResponse = TypedDict(
    "LakeQuotesResponse",
    {
        "data": "LakeQuotes",
        "meta": "LakeQuotesResponseMeta",
        "links": "LakeQuotesResponseLinks",
    },
)

LakeQuotes = TypedDict(
    "LakeQuotes",
    {
        "type": Literal["lake_quotes"],
        "venue": str,
        "date": str,
        "at": str,
        "cycle_start": str,
        "row_schema": str,
        "completeness_status": Union[str, None],
        "rows": list["LakeRow"],
    },
)

LakeRowNative = TypedDict(
    "LakeRowNative",
    {
        "volume_contracts": Union[str, None],
        "open_interest_contracts": Union[str, None],
    },
)

LakeRow = TypedDict(
    "LakeRow",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
        "event_id": Union[str, None],
        "outcome": str,
        "token_id": Union[str, None],
        "title": str,
        "status": Literal["unopened", "open", "paused", "closed", "settled", "unknown"],
        "bid": Union[str, None],
        "ask": Union[str, None],
        "last": Union[str, None],
        "indicative": Union[str, None],
        "indicative_source": Union[str, None],
        "mid": NotRequired[str],
        "spread": NotRequired[str],
        "two_sided_book": bool,
        "volume_usd": Union[str, None],
        "open_interest_usd": Union[str, None],
        "usd_basis": Union[str, None],
        "native": Union["LakeRowNative", None],
        "observed_at": str,
        "observed_at_source": Literal["venue", "collector"],
        "close_time": Union[str, None],
    },
)

LakePagination = TypedDict(
    "LakePagination",
    {
        "page": int,
        "page_size": int,
        "total_rows": int,
        "total_pages": int,
    },
)

LakeBookResponseMeta = TypedDict(
    "LakeBookResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

LakeBookResponseLinks = TypedDict(
    "LakeBookResponseLinks",
    {
        "self": str,
    },
)

LakeBookResponse = TypedDict(
    "LakeBookResponse",
    {
        "data": "LakeBook",
        "meta": "LakeBookResponseMeta",
        "links": "LakeBookResponseLinks",
    },
)

LakeBook = TypedDict(
    "LakeBook",
    {
        "type": Literal["lake_book"],
        "venue": str,
        "market_id": str,
        "outcome": str,
        "token_id": Union[str, None],
        "outcomes": list[str],
        "date": str,
        "at": str,
        "cycle_start": str,
        "observed_at": str,
        "depth": int,
        "bids": list[list[Any]],
        "asks": list[list[Any]],
    },
)

LakeCandlesResponseMetaTape = TypedDict(
    "LakeCandlesResponseMetaTape",
    {
        "snapshots": int,
        "bytes": int,
        "incomplete_snapshots": int,
        "hour_summaries": int,
    },
)

LakeCandlesResponseMetaTradeTape = TypedDict(
    "LakeCandlesResponseMetaTradeTape",
    {
        "minutes": int,
        "taped": int,
        "incomplete": int,
    },
)

LakeCandlesResponseMetaHourSummariesPending = TypedDict(
    "LakeCandlesResponseMetaHourSummariesPending",
    {
        "from": str,
        "expected_at": str,
    },
)

LakeCandlesResponseMeta = TypedDict(
    "LakeCandlesResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "tape": "LakeCandlesResponseMetaTape",
        "trade_tape": "LakeCandlesResponseMetaTradeTape",
        "hour_summaries_pending": Union["LakeCandlesResponseMetaHourSummariesPending", None],
    },
)

LakeCandlesResponseLinks = TypedDict(
    "LakeCandlesResponseLinks",
    {
        "self": str,
    },
)

LakeCandlesResponse = TypedDict(
    "LakeCandlesResponse",
    {
        "data": "LakeCandles",
        "meta": "LakeCandlesResponseMeta",
        "links": "LakeCandlesResponseLinks",
    },
)

LakeCandles = TypedDict(
    "LakeCandles",
    {
        "type": Literal["lake_candles"],
        "venue": str,
        "market": str,
        "outcome": str,
        "resolution": Literal["1m", "5m", "15m", "1h", "4h", "1d"],
        "from": str,
        "to": str,
        "window_to": str,
        "trade_source": Literal["taped", "partial", "not_taped"],
        "empty_buckets": Literal["omitted"],
        "candles": list["LakeCandle"],
    },
)

LakeCandleMid = TypedDict(
    "LakeCandleMid",
    {
        "open": str,
        "high": str,
        "low": str,
        "close": str,
        "minutes": int,
    },
)

LakeCandleTradesPrice = TypedDict(
    "LakeCandleTradesPrice",
    {
        "open": str,
        "high": str,
        "low": str,
        "close": str,
    },
)

LakeCandleTrades = TypedDict(
    "LakeCandleTrades",
    {
        "price": Union["LakeCandleTradesPrice", None],
        "volume": str,
        "count": int,
    },
)

LakeCandle = TypedDict(
    "LakeCandle",
    {
        "start": str,
        "end": str,
        "mid": Union["LakeCandleMid", None],
        "quote_minutes": int,
        "volume_usd": Union[str, None],
        "open_interest_usd": Union[str, None],
        "trades": Union["LakeCandleTrades", None],
    },
)

LakeTradesResponseMeta = TypedDict(
    "LakeTradesResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "LakeTradesPagination",
        "trades_bytes": int,
    },
)

LakeTradesResponseLinks = TypedDict(
    "LakeTradesResponseLinks",
    {
        "self": str,
    },
)

LakeTradesResponse = TypedDict(
    "LakeTradesResponse",
    {
        "data": "LakeTrades",
        "meta": "LakeTradesResponseMeta",
        "links": "LakeTradesResponseLinks",
    },
)

LakeTradesFailuresItem = TypedDict(
    "LakeTradesFailuresItem",
    {
        "reason": str,
        "stage": str,
    },
)

LakeTrades = TypedDict(
    "LakeTrades",
    {
        "type": Literal["lake_trades"],
        "venue": str,
        "date": str,
        "at": str,
        "cycle_start": str,
        "window_start": str,
        "window_end": str,
        "market": Union[str, None],
        "token_id": Union[str, None],
        "complete": bool,
        "failures": list["LakeTradesFailuresItem"],
        "rows": list["LakeTradeRow"],
    },
)

LakeTradeRow = TypedDict(
    "LakeTradeRow",
    {
        "trade_id": str,
        "market_id": str,
        "token_id": Union[str, None],
        "outcome": Union[str, None],
        "price": str,
        "size": str,
        "taker_side": str,
        "venue_time": str,
        "received_at": str,
    },
)

LakeTradesPagination = TypedDict(
    "LakeTradesPagination",
    {
        "page": int,
        "page_size": int,
        "total_rows": int,
        "total_pages": int,
    },
)

FactorStockResponseSourcesEquity = TypedDict(
    "FactorStockResponseSourcesEquity",
    {
        "status": Literal["AVAILABLE"],
        "as_of": str,
        "provider": Literal["third_party_price_provider"],
        "provenance": Literal["live", "synthetic"],
    },
)

FactorStockResponseSources = TypedDict(
    "FactorStockResponseSources",
    {
        "equity": "FactorStockResponseSourcesEquity",
        "venue_a": "FactorVenueSource",
        "venue_b": "FactorVenueSource",
    },
)

FactorStockResponse = TypedDict(
    "FactorStockResponse",
    {
        "schema_version": Literal["pix-hedgebook-live-v4"],
        "data_mode": Literal["LIVE_RESEARCH"],
        "state": Literal["AVAILABLE", "PARTIAL", "UNAVAILABLE"],
        "as_of": str,
        "paper": bool,
        "research": bool,
        "official": bool,
        "executable": bool,
        "equity": "FactorEquity",
        "calendar": "FactorCalendar",
        "exposure_model": Union["FactorExposureModel", "FactorExposureModelUnavailable"],
        "proxy_model_score": Union["FactorProxyModelScore", "FactorProxyModelScoreUnavailable"],
        "factors": list["FactorTheme"],
        "contracts": list["FactorContract"],
        "pnl_comparison": Union["FactorPnlComparison", "FactorPnlComparisonUnavailable"],
        "execution_backtest": "FactorExecutionBacktest",
        "execution_validation": Union["FactorExecutionValidation", "FactorExecutionValidationUnavailable"],
        "composite": "FactorComposite",
        "sources": "FactorStockResponseSources",
        "model_inputs": "FactorModelInputs",
        "mimicking_portfolio": Union["FactorMimickingPortfolio", "FactorMimickingPortfolioUnavailable"],
        "methodology": Union["FactorMethodology", "FactorMethodologyUnavailable"],
    },
)

FactorEquity = TypedDict(
    "FactorEquity",
    {
        "ticker": str,
        "name": str,
        "exchange": str,
        "exchange_code": str,
        "currency": str,
        "timezone": str,
        "sector": Literal["Unknown"],
        "industry": Literal["Unknown"],
        "country": Literal["Unknown"],
        "quote": "FactorEquityQuote",
        "history": list["FactorHistoryRow"],
    },
)

FactorEquityQuote = TypedDict(
    "FactorEquityQuote",
    {
        "price": float,
        "previous_close": float,
        "change_percent": float,
        "market_cap": Union[float, None],
        "as_of": str,
    },
)

FactorHistoryRow = TypedDict(
    "FactorHistoryRow",
    {
        "t": str,
        "session_date": str,
        "open": Union[float, None],
        "high": Union[float, None],
        "low": Union[float, None],
        "close": float,
        "adjusted_close": Union[float, None],
        "volume": Union[float, None],
        "is_earnings_session": bool,
    },
)

FactorCalendarWindow = TypedDict(
    "FactorCalendarWindow",
    {
        "past_start": str,
        "upcoming_end": str,
    },
)

FactorCalendarNextEarnings = TypedDict(
    "FactorCalendarNextEarnings",
    {
        "date": str,
        "window_end": Union[str, None],
        "eps_estimate": Union[float, None],
        "eps_estimate_low": Union[float, None],
        "eps_estimate_high": Union[float, None],
        "revenue_estimate": Union[float, None],
        "revenue_estimate_low": Union[float, None],
        "revenue_estimate_high": Union[float, None],
    },
)

FactorCalendarPastEarningsItem = TypedDict(
    "FactorCalendarPastEarningsItem",
    {
        "fiscal_quarter_end": str,
        "report_date": Union[str, None],
        "sec_accepted_at": Union[str, None],
        "reaction_session": Union[str, None],
        "eps_estimate": Union[float, None],
        "eps_actual": Union[float, None],
        "surprise_percent": Union[float, None],
        "sec_filing_url": Union[str, None],
    },
)

FactorCalendarNextDividend = TypedDict(
    "FactorCalendarNextDividend",
    {
        "ex_date": str,
        "pay_date": Union[str, None],
    },
)

FactorCalendarPastDividendsItem = TypedDict(
    "FactorCalendarPastDividendsItem",
    {
        "ex_date": str,
        "amount": float,
    },
)

FactorCalendarSplitsItem = TypedDict(
    "FactorCalendarSplitsItem",
    {
        "date": str,
        "ratio": float,
    },
)

FactorCalendarCompanyEventsItem = TypedDict(
    "FactorCalendarCompanyEventsItem",
    {
        "report_date": str,
        "filed_date": Union[str, None],
        "items": list[str],
        "labels": list[str],
        "sec_filing_url": str,
    },
)

FactorCalendar = TypedDict(
    "FactorCalendar",
    {
        "status": Literal["AVAILABLE", "PARTIAL", "UNAVAILABLE", "UNSUPPORTED_MARKET"],
        "reason": Union[str, None],
        "as_of": str,
        "window": "FactorCalendarWindow",
        "next_earnings": Union["FactorCalendarNextEarnings", None],
        "past_earnings": Union[list["FactorCalendarPastEarningsItem"], None],
        "next_dividend": Union["FactorCalendarNextDividend", None],
        "past_dividends": Union[list["FactorCalendarPastDividendsItem"], None],
        "splits": Union[list["FactorCalendarSplitsItem"], None],
        "company_events": Union[list["FactorCalendarCompanyEventsItem"], None],
    },
)

FactorExposureModel = TypedDict(
    "FactorExposureModel",
    {
        "fitted": bool,
        "reason": Union[str, None],
        "exposures": list["FactorExposure"],
    },
)

FactorExposure = TypedDict(
    "FactorExposure",
    {
        "factor_id": Literal["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"],
        "status": Literal["fitted", "insufficient_observations", "degenerate_proxy", "no_proxy", "history_unavailable", "not_computed"],
        "proxy": Union["FactorContractRef", Union[Any, None]],
        "beta": Union[float, None],
        "standard_error": Union[float, None],
        "t_stat": Union[float, None],
        "observations": int,
    },
)

FactorContractRef = TypedDict(
    "FactorContractRef",
    {
        "factor_id": Literal["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"],
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
    },
)

FactorExposureModelUnavailableExposuresItem = TypedDict(
    "FactorExposureModelUnavailableExposuresItem",
    {
        "factor_id": Literal["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"],
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["proxy_history_not_collected", "proxy_history_unreadable"],
        "beta": Union[Any, None],
        "standard_error": Union[Any, None],
        "t_stat": Union[Any, None],
        "observations": Literal[0],
        "proxy": Union[Any, None],
    },
)

FactorExposureModelUnavailable = TypedDict(
    "FactorExposureModelUnavailable",
    {
        "fitted": bool,
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["proxy_history_not_collected", "proxy_history_unreadable"],
        "exposures": list["FactorExposureModelUnavailableExposuresItem"],
    },
)

FactorProxyModelScore = TypedDict(
    "FactorProxyModelScore",
    {
        "status": Literal["AVAILABLE", "PARTIAL", "UNAVAILABLE"],
        "reason": Union[str, None],
        "score": Union[float, None],
        "components": list["FactorScoreComponent"],
        "excluded": list["FactorScoreExclusion"],
    },
)

FactorScoreComponent = TypedDict(
    "FactorScoreComponent",
    {
        "factor_id": Literal["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"],
        "beta": float,
        "probability": float,
        "adverse_probability": float,
        "weight": float,
        "observed_at": Union[str, None],
    },
)

FactorScoreExclusion = TypedDict(
    "FactorScoreExclusion",
    {
        "factor_id": Literal["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"],
        "reason": Literal["stale_quote", "no_quote"],
    },
)

FactorProxyModelScoreUnavailable = TypedDict(
    "FactorProxyModelScoreUnavailable",
    {
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["proxy_history_not_collected", "proxy_history_unreadable"],
        "score": Union[Any, None],
        "components": list["FactorScoreComponent"],
        "excluded": list["FactorScoreExclusion"],
    },
)

FactorThemeConstituentsItem = TypedDict(
    "FactorThemeConstituentsItem",
    {
        "venue": str,
        "market_id": str,
        "adverse_side": Literal["yes", "no"],
        "adverse_probability": Union[float, None],
        "fresh": bool,
        "counted": bool,
        "weight": float,
        "excluded_reason": Union[str, None],
    },
)

FactorTheme = TypedDict(
    "FactorTheme",
    {
        "id": Literal["growth_stress", "higher_for_longer", "trade_friction", "energy_shock", "ai_disruption", "credit_stress"],
        "label": str,
        "status": Literal["AVAILABLE", "PARTIAL", "STALE", "UNAVAILABLE"],
        "level": Union[float, None],
        "constituents": list["FactorThemeConstituentsItem"],
    },
)

FactorContract = TypedDict(
    "FactorContract",
    {
        "venue": str,
        "market_id": str,
        "title": str,
        "factor_id": str,
        "adverse_side": Literal["yes", "no"],
        "status": Union[str, None],
        "bid": Union[float, None],
        "ask": Union[float, None],
        "mid": Union[float, None],
        "probability": Union[float, None],
        "adverse_probability": Union[float, None],
        "volume": Union[float, None],
        "volume_basis": Union[str, None],
        "close_time": str,
        "observed_at": Union[str, None],
        "age_seconds": Union[int, None],
        "fresh": bool,
        "counted": bool,
        "excluded_reason": Union[str, None],
        "source_object": Union[str, None],
        "executable": bool,
    },
)

FactorPnlComparisonWindow = TypedDict(
    "FactorPnlComparisonWindow",
    {
        "training_sessions": int,
        "aligned_sessions": int,
        "out_of_sample_sessions": int,
        "first_session": Union[str, None],
        "last_session": Union[str, None],
        "proxies": list["FactorContractRef"],
    },
)

FactorPnlComparisonMetrics = TypedDict(
    "FactorPnlComparisonMetrics",
    {
        "notional_usd": float,
        "unhedged": "FactorLegMetrics",
        "hedged": "FactorLegMetrics",
        "variance_reduction": Union[float, None],
        "sessions_with_dropped_proxies": int,
    },
)

FactorPnlComparison = TypedDict(
    "FactorPnlComparison",
    {
        "status": Literal["AVAILABLE", "UNAVAILABLE"],
        "reason": Union[str, None],
        "window": "FactorPnlComparisonWindow",
        "metrics": Union["FactorPnlComparisonMetrics", None],
        "series": list["FactorPnlRow"],
    },
)

FactorLegMetrics = TypedDict(
    "FactorLegMetrics",
    {
        "daily_std_usd": Union[float, None],
        "annualised_vol_usd": Union[float, None],
        "cumulative_pnl_usd": float,
        "max_drawdown_usd": float,
        "sessions": int,
    },
)

FactorPnlRow = TypedDict(
    "FactorPnlRow",
    {
        "session_date": str,
        "unhedged_pnl_usd": float,
        "hedged_pnl_usd": float,
        "unhedged_cumulative_pnl_usd": float,
        "hedged_cumulative_pnl_usd": float,
    },
)

FactorPnlComparisonUnavailable = TypedDict(
    "FactorPnlComparisonUnavailable",
    {
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["proxy_history_not_collected", "proxy_history_unreadable"],
        "window": Union[Any, None],
        "metrics": Union[Any, None],
        "series": list["FactorPnlRow"],
    },
)

FactorExecutionBacktestAvailable = TypedDict(
    "FactorExecutionBacktestAvailable",
    {
        "status": Literal["AVAILABLE"],
        "reason": Union[Any, None],
        "schema": Literal["pix-backtest-v1"],
        "generated_at": str,
        "inputs": "BacktestInputs",
        "metrics": "BacktestMetrics",
        "series": list["BacktestRow"],
    },
)

BacktestInputs = TypedDict(
    "BacktestInputs",
    {
        "equity_sessions": int,
        "first_equity_session": str,
        "last_equity_session": str,
        "training_sessions": int,
        "notional_usd": float,
        "history_interval_days": int,
        "tape_dates": int,
        "contracts": list["BacktestContract"],
    },
)

BacktestMetrics = TypedDict(
    "BacktestMetrics",
    {
        "sessions": int,
        "first_session": str,
        "last_session": str,
        "stock": "FactorLegMetrics",
        "hedged_gross": dict[str, Any],
        "hedged_net": dict[str, Any],
        "variance_reduction_gross": Union[float, None],
        "variance_reduction_net": Union[float, None],
        "sleeve_correlation": Union[float, None],
        "total_cost_usd": float,
        "total_turnover": float,
        "mean_daily_turnover": float,
        "sessions_holding_weights": int,
        "trades_costed_at_session_spread": int,
        "trades_costed_at_median_spread": int,
    },
)

BacktestRow = TypedDict(
    "BacktestRow",
    {
        "session_date": str,
        "stock_pnl_usd": float,
        "sleeve_pnl_usd": float,
        "cost_usd": float,
        "hedged_net_pnl_usd": float,
        "turnover": float,
    },
)

FactorExecutionBacktestUnavailable = TypedDict(
    "FactorExecutionBacktestUnavailable",
    {
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["no_backtest", "invalid_artifact", "store_unavailable", "invalid_ticker", "proxy_history_not_collected", "proxy_history_unreadable"],
        "schema": Union[Any, None],
        "generated_at": Union[Any, None],
        "inputs": Union[Any, None],
        "metrics": Union[Any, None],
        "series": list["BacktestRow"],
    },
)

FactorExecutionValidation = TypedDict(
    "FactorExecutionValidation",
    {
        "production_ready": bool,
        "paper_passed": bool,
        "live_passed": bool,
        "paper_gates": list["FactorGate"],
        "live_gates": list["FactorGate"],
    },
)

FactorGate = TypedDict(
    "FactorGate",
    {
        "id": str,
        "passed": bool,
        "detail": str,
    },
)

FactorExecutionValidationUnavailablePaperGate = TypedDict(
    "FactorExecutionValidationUnavailablePaperGate",
    {
        "status": Literal["UNAVAILABLE"],
    },
)

FactorExecutionValidationUnavailableLiveGate = TypedDict(
    "FactorExecutionValidationUnavailableLiveGate",
    {
        "status": Literal["UNAVAILABLE"],
    },
)

FactorExecutionValidationUnavailable = TypedDict(
    "FactorExecutionValidationUnavailable",
    {
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["proxy_history_not_collected", "proxy_history_unreadable"],
        "production_ready": bool,
        "paper_gate": "FactorExecutionValidationUnavailablePaperGate",
        "live_gate": "FactorExecutionValidationUnavailableLiveGate",
    },
)

FactorComposite = TypedDict(
    "FactorComposite",
    {
        "value": Union[float, None],
        "status": Literal["AVAILABLE", "PARTIAL", "UNAVAILABLE"],
        "themes_used": int,
        "themes_total": int,
    },
)

FactorVenueSourceCompleteness = TypedDict(
    "FactorVenueSourceCompleteness",
    {
        "status": Literal["COMPLETE", "INCOMPLETE", "NOT_RECORDED", "UNAVAILABLE"],
        "detail": Union[str, None],
    },
)

FactorVenueSource = TypedDict(
    "FactorVenueSource",
    {
        "venue": str,
        "provenance": Literal["live", "synthetic"],
        "status": Literal["AVAILABLE", "PARTIAL", "STALE", "UNAVAILABLE"],
        "as_of": Union[str, None],
        "source_object": Union[str, None],
        "reason": Union[str, None],
        "completeness": "FactorVenueSourceCompleteness",
        "row_count": int,
        "freshness_budget_seconds": Union[int, None],
    },
)

FactorModelInputsEquityPrices = TypedDict(
    "FactorModelInputsEquityPrices",
    {
        "collected_at": str,
        "last_session": Union[str, None],
    },
)

FactorModelInputsThemeCloses = TypedDict(
    "FactorModelInputsThemeCloses",
    {
        "collected_at": Union[str, None],
        "last_session": Union[str, None],
        "series": int,
    },
)

FactorModelInputs = TypedDict(
    "FactorModelInputs",
    {
        "last_session": Union[str, None],
        "equity_prices": "FactorModelInputsEquityPrices",
        "theme_closes": "FactorModelInputsThemeCloses",
    },
)

FactorMimickingPortfolioWindow = TypedDict(
    "FactorMimickingPortfolioWindow",
    {
        "sessions": int,
        "first_session": Union[str, None],
        "last_session": Union[str, None],
    },
)

FactorMimickingPortfolioMetrics = TypedDict(
    "FactorMimickingPortfolioMetrics",
    {
        "notional_usd": float,
        "tracking_error_daily": Union[float, None],
        "tracking_error_annualised": Union[float, None],
        "r_squared": Union[float, None],
        "correlation": Union[float, None],
        "sessions": int,
    },
)

FactorMimickingPortfolioLatestResearchSleeve = TypedDict(
    "FactorMimickingPortfolioLatestResearchSleeve",
    {
        "as_of_session": Union[str, None],
        "positions": list["FactorSleevePosition"],
    },
)

FactorMimickingPortfolio = TypedDict(
    "FactorMimickingPortfolio",
    {
        "status": Literal["AVAILABLE", "UNAVAILABLE"],
        "reason": Union[str, None],
        "window": "FactorMimickingPortfolioWindow",
        "metrics": Union["FactorMimickingPortfolioMetrics", None],
        "series": list["FactorMimickingRow"],
        "latest_research_sleeve": "FactorMimickingPortfolioLatestResearchSleeve",
    },
)

FactorMimickingRow = TypedDict(
    "FactorMimickingRow",
    {
        "session_date": str,
        "stock_pnl_usd": float,
        "portfolio_pnl_usd": float,
    },
)

FactorMimickingPortfolioUnavailableLatestResearchSleeve = TypedDict(
    "FactorMimickingPortfolioUnavailableLatestResearchSleeve",
    {
        "positions": list["FactorSleevePosition"],
    },
)

FactorMimickingPortfolioUnavailable = TypedDict(
    "FactorMimickingPortfolioUnavailable",
    {
        "status": Literal["UNAVAILABLE"],
        "reason": Literal["proxy_history_not_collected", "proxy_history_unreadable"],
        "window": Union[Any, None],
        "metrics": Union[Any, None],
        "series": list["FactorMimickingRow"],
        "latest_research_sleeve": "FactorMimickingPortfolioUnavailableLatestResearchSleeve",
    },
)

FactorMethodologyWeightBounds = TypedDict(
    "FactorMethodologyWeightBounds",
    {
        "lower": float,
        "upper": float,
    },
)

FactorMethodologyExecutionGates = TypedDict(
    "FactorMethodologyExecutionGates",
    {
        "min_backtest_sessions": int,
        "max_live_spread": float,
        "min_live_volume_usd": float,
    },
)

FactorMethodology = TypedDict(
    "FactorMethodology",
    {
        "stock_return": str,
        "completed_sessions": str,
        "probability_alignment": str,
        "session_alignment": str,
        "proxy_selection": str,
        "exposure_model": str,
        "exposure_window_max_observations": int,
        "min_observations": int,
        "standard_errors": str,
        "degenerate_proxy": str,
        "collinearity": str,
        "collinearity_tolerance": float,
        "proxy_model_score": str,
        "pnl_comparison": str,
        "walk_forward_training_sessions": int,
        "min_out_of_sample_sessions": int,
        "variance_reduction": str,
        "max_drawdown": str,
        "mimicking_portfolio": str,
        "mimicking_window_sessions": int,
        "weight_bounds": "FactorMethodologyWeightBounds",
        "bvls_optimality_tolerance": float,
        "tracking_error": str,
        "daily_standard_deviation": str,
        "annualisation_factor": int,
        "reference_notional_usd": float,
        "proxy_history": str,
        "history_interval_days": int,
        "execution_backtest": str,
        "execution_gates": "FactorMethodologyExecutionGates",
    },
)

FactorMethodologyUnavailable = TypedDict(
    "FactorMethodologyUnavailable",
    {
        "theme_level": str,
        "composite": str,
        "freshness": str,
        "models": str,
    },
)

StatusResponseMeta = TypedDict(
    "StatusResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

StatusResponseLinks = TypedDict(
    "StatusResponseLinks",
    {
        "self": str,
    },
)

StatusResponse = TypedDict(
    "StatusResponse",
    {
        "data": "Status",
        "meta": "StatusResponseMeta",
        "links": "StatusResponseLinks",
    },
)

Status = TypedDict(
    "Status",
    {
        "type": Literal["status"],
        "state": Literal["operational", "degraded", "outage", "unknown"],
        "computed_at": str,
        "components": list["StatusComponent"],
        "objectives": list["StatusObjective"],
    },
)

StatusComponentLag = TypedDict(
    "StatusComponentLag",
    {
        "5m": "StatusLagWindow",
        "1h": dict[str, Any],
        "24h": dict[str, Any],
    },
)

StatusComponentThresholds = TypedDict(
    "StatusComponentThresholds",
    {
        "cadence_ms": Union[int, None],
        "degraded_after_ms": Union[int, None],
        "outage_after_ms": Union[int, None],
        "degraded_lag_ms": int,
    },
)

StatusComponent = TypedDict(
    "StatusComponent",
    {
        "id": str,
        "kind": Literal["cycle", "feed", "collection", "hour_summaries", "parquet_days", "news", "equity", "stream"],
        "venue": Union[str, None],
        "description": str,
        "state": Literal["operational", "degraded", "outage", "unknown"],
        "symptom": Union[str, None],
        "last_event_at": Union[str, None],
        "age_ms": Union[int, None],
        "last_failure_at": Union[str, None],
        "lag": "StatusComponentLag",
        "lag_now_ms": Union[int, None],
        "gaps": int,
        "reconnects": int,
        "thresholds": "StatusComponentThresholds",
    },
)

StatusLagWindow = TypedDict(
    "StatusLagWindow",
    {
        "count": int,
        "p50_ms": Union[int, None],
        "p99_ms": Union[int, None],
    },
)

StatusObjectiveAttainment = TypedDict(
    "StatusObjectiveAttainment",
    {
        "24h": "StatusAttainment",
        "30d": dict[str, Any],
    },
)

StatusObjective = TypedDict(
    "StatusObjective",
    {
        "id": Literal["stream_latency", "silence_detection", "cycle_minute", "venue_minute"],
        "description": str,
        "threshold_ms": int,
        "target": float,
        "components": list[str],
        "attainment": "StatusObjectiveAttainment",
    },
)

StatusAttainment = TypedDict(
    "StatusAttainment",
    {
        "events": int,
        "bad": int,
        "attainment": Union[float, None],
        "budget_left": Union[float, None],
        "covered_ms": int,
    },
)

StatusIncidentsResponseMeta = TypedDict(
    "StatusIncidentsResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

StatusIncidentsResponseLinks = TypedDict(
    "StatusIncidentsResponseLinks",
    {
        "self": str,
    },
)

StatusIncidentsResponse = TypedDict(
    "StatusIncidentsResponse",
    {
        "data": "StatusIncidents",
        "meta": "StatusIncidentsResponseMeta",
        "links": "StatusIncidentsResponseLinks",
    },
)

StatusIncidents = TypedDict(
    "StatusIncidents",
    {
        "type": Literal["status_incidents"],
        "incidents": list["StatusIncident"],
    },
)

StatusIncident = TypedDict(
    "StatusIncident",
    {
        "id": str,
        "components": list[str],
        "state": Literal["degraded", "outage"],
        "symptom": str,
        "started_at": str,
        "opened_at": str,
        "resolved_at": Union[str, None],
        "updates": list["StatusIncidentUpdate"],
    },
)

StatusIncidentUpdate = TypedDict(
    "StatusIncidentUpdate",
    {
        "status": Literal["investigating", "resolved"],
        "body": str,
        "at": str,
    },
)

StatusSummaryPage = TypedDict(
    "StatusSummaryPage",
    {
        "id": str,
        "name": str,
        "url": str,
        "time_zone": str,
        "updated_at": str,
    },
)

StatusSummaryStatus = TypedDict(
    "StatusSummaryStatus",
    {
        "indicator": Literal["none", "minor", "major", "critical"],
        "description": str,
    },
)

StatusSummary = TypedDict(
    "StatusSummary",
    {
        "page": "StatusSummaryPage",
        "components": list["StatusSummaryComponent"],
        "incidents": list["StatusSummaryIncident"],
        "scheduled_maintenances": list[dict[str, Any]],
        "status": "StatusSummaryStatus",
    },
)

StatusSummaryComponent = TypedDict(
    "StatusSummaryComponent",
    {
        "id": str,
        "name": str,
        "status": Literal["operational", "degraded_performance", "partial_outage", "major_outage"],
        "description": Union[str, None],
        "position": int,
        "created_at": str,
        "updated_at": str,
        "page_id": str,
        "group_id": Union[str, None],
        "group": bool,
        "showcase": bool,
        "only_show_if_degraded": bool,
        "start_date": Union[str, None],
    },
)

StatusSummaryIncident = TypedDict(
    "StatusSummaryIncident",
    {
        "id": str,
        "name": str,
        "status": Literal["investigating", "resolved"],
        "impact": Literal["minor", "major"],
        "created_at": str,
        "updated_at": str,
        "started_at": str,
        "monitoring_at": Union[Any, None],
        "resolved_at": Union[str, None],
        "shortlink": str,
        "page_id": str,
        "incident_updates": list["StatusSummaryIncidentUpdate"],
        "components": list["StatusSummaryComponent"],
    },
)

StatusSummaryIncidentUpdate = TypedDict(
    "StatusSummaryIncidentUpdate",
    {
        "id": str,
        "incident_id": str,
        "status": Literal["investigating", "resolved"],
        "body": str,
        "created_at": str,
        "updated_at": str,
        "display_at": str,
        "affected_components": Union[Any, None],
    },
)

EquivalencePairsResponseMeta = TypedDict(
    "EquivalencePairsResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "EquivalencePagination",
    },
)

EquivalencePairsResponseLinks = TypedDict(
    "EquivalencePairsResponseLinks",
    {
        "self": str,
    },
)

EquivalencePairsResponse = TypedDict(
    "EquivalencePairsResponse",
    {
        "data": "EquivalencePairs",
        "meta": "EquivalencePairsResponseMeta",
        "links": "EquivalencePairsResponseLinks",
    },
)

EquivalencePairs = TypedDict(
    "EquivalencePairs",
    {
        "type": Literal["equivalence_pairs"],
        "pairs": list["EquivalencePair"],
    },
)

EquivalencePairLegs = TypedDict(
    "EquivalencePairLegs",
    {
        "a": "EquivalenceLeg",
        "b": dict[str, Any],
    },
)

EquivalencePairConfidenceBasisUnknownFields = TypedDict(
    "EquivalencePairConfidenceBasisUnknownFields",
    {
        "a": list[str],
        "b": list[str],
    },
)

EquivalencePairConfidenceBasis = TypedDict(
    "EquivalencePairConfidenceBasis",
    {
        "method": Literal["deterministic_rule_comparison"],
        "fields_compared": list[str],
        "unknown_fields": "EquivalencePairConfidenceBasisUnknownFields",
        "material_differences": int,
        "blocking_differences": int,
    },
)

EquivalencePair = TypedDict(
    "EquivalencePair",
    {
        "pair_id": str,
        "status": Literal["active", "withdrawn"],
        "legs": "EquivalencePairLegs",
        "relation": Literal["identity", "complement", "subset", "superset", "overlap", "disjoint"],
        "polarity": Union[str, None],
        "confidence": float,
        "confidence_basis": "EquivalencePairConfidenceBasis",
        "rule_diff": list["RuleDiff"],
        "judged_at": str,
        "first_judged_at": str,
    },
)

EquivalenceLeg = TypedDict(
    "EquivalenceLeg",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
        "title": str,
        "rules_version": int,
    },
)

RuleDiffEvidence = TypedDict(
    "RuleDiffEvidence",
    {
        "a": list["RuleEvidence"],
        "b": list["RuleEvidence"],
    },
)

RuleDiff = TypedDict(
    "RuleDiff",
    {
        "field": str,
        "a": Union[str, None],
        "b": Union[str, None],
        "severity": Literal["blocking", "material", "cosmetic"],
        "note": str,
        "evidence": "RuleDiffEvidence",
    },
)

RuleEvidence = TypedDict(
    "RuleEvidence",
    {
        "section": Literal["title", "rules_primary", "rules_secondary", "early_close_condition", "settlement_sources", "close_time", "question", "description", "resolution_source", "end_date"],
        "start": int,
        "end": int,
        "quote": str,
    },
)

EquivalencePagination = TypedDict(
    "EquivalencePagination",
    {
        "page": int,
        "page_size": int,
        "total_rows": int,
        "total_pages": int,
    },
)

EquivalencePairResponseMeta = TypedDict(
    "EquivalencePairResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

EquivalencePairResponseLinks = TypedDict(
    "EquivalencePairResponseLinks",
    {
        "self": str,
    },
)

EquivalencePairResponse = TypedDict(
    "EquivalencePairResponse",
    {
        "data": "EquivalencePairResource",
        "meta": "EquivalencePairResponseMeta",
        "links": "EquivalencePairResponseLinks",
    },
)

LegRuleTextsSectionsItem = TypedDict(
    "LegRuleTextsSectionsItem",
    {
        "section": Literal["title", "rules_primary", "rules_secondary", "early_close_condition", "settlement_sources", "close_time", "question", "description", "resolution_source", "end_date"],
        "text": str,
    },
)

LegRuleTexts = TypedDict(
    "LegRuleTexts",
    {
        "version": int,
        "sha256": str,
        "fetched_at": str,
        "sections": list["LegRuleTextsSectionsItem"],
    },
)

EquivalenceBasisResponseMetaTape = TypedDict(
    "EquivalenceBasisResponseMetaTape",
    {
        "snapshots": int,
        "bytes": int,
    },
)

EquivalenceBasisResponseMetaBooks = TypedDict(
    "EquivalenceBasisResponseMetaBooks",
    {
        "closes": int,
        "lookups": int,
        "bytes": int,
    },
)

EquivalenceBasisResponseMetaStored = TypedDict(
    "EquivalenceBasisResponseMetaStored",
    {
        "hours": int,
        "closes": int,
        "objects": int,
        "bytes": int,
    },
)

EquivalenceBasisResponseMeta = TypedDict(
    "EquivalenceBasisResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "tape": "EquivalenceBasisResponseMetaTape",
        "books": "EquivalenceBasisResponseMetaBooks",
        "stored": "EquivalenceBasisResponseMetaStored",
    },
)

EquivalenceBasisResponseLinks = TypedDict(
    "EquivalenceBasisResponseLinks",
    {
        "self": str,
    },
)

EquivalenceBasisResponse = TypedDict(
    "EquivalenceBasisResponse",
    {
        "data": "EquivalenceBasis",
        "meta": "EquivalenceBasisResponseMeta",
        "links": "EquivalenceBasisResponseLinks",
    },
)

EquivalenceBasisLegs = TypedDict(
    "EquivalenceBasisLegs",
    {
        "a": "EquivalenceBasisLeg",
        "b": dict[str, Any],
    },
)

EquivalenceBasis = TypedDict(
    "EquivalenceBasis",
    {
        "type": Literal["equivalence_basis"],
        "pair_id": str,
        "legs": "EquivalenceBasisLegs",
        "polarity": Union[str, None],
        "interval": Literal["1m", "5m", "1h", "1d"],
        "from": str,
        "to": str,
        "buckets": list["EquivalenceBasisBucket"],
        "summary": "EquivalenceBasisSummary",
    },
)

EquivalenceBasisLeg = TypedDict(
    "EquivalenceBasisLeg",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
        "fee_terms": Union["EquivalenceKalshiFeeTerms", "EquivalencePolymarketFeeTerms", Union[Any, None]],
    },
)

EquivalenceKalshiFeeTerms = TypedDict(
    "EquivalenceKalshiFeeTerms",
    {
        "venue": Literal["kalshi"],
        "fee_type": str,
        "fee_multiplier": str,
        "fetched_at": str,
    },
)

EquivalencePolymarketFeeTerms = TypedDict(
    "EquivalencePolymarketFeeTerms",
    {
        "venue": Literal["polymarket"],
        "fees_enabled": bool,
        "category": Union[str, None],
        "fetched_at": str,
    },
)

EquivalenceBasisBucketMidBasis = TypedDict(
    "EquivalenceBasisBucketMidBasis",
    {
        "open": str,
        "high": str,
        "low": str,
        "close": str,
    },
)

EquivalenceBasisBucketClose = TypedDict(
    "EquivalenceBasisBucketClose",
    {
        "minute": str,
        "mid_a": str,
        "mid_b": str,
        "mid_basis": str,
    },
)

EquivalenceBasisBucketExecutionFeeTermsFetchedAt = TypedDict(
    "EquivalenceBasisBucketExecutionFeeTermsFetchedAt",
    {
        "a": Union[str, None],
        "b": Union[str, None],
    },
)

EquivalenceBasisBucketExecution = TypedDict(
    "EquivalenceBasisBucketExecution",
    {
        "edges": Union[list["EquivalenceBasisEdge"], None],
        "reason": Union[str, None],
        "fee_terms_fetched_at": "EquivalenceBasisBucketExecutionFeeTermsFetchedAt",
    },
)

EquivalenceBasisBucket = TypedDict(
    "EquivalenceBasisBucket",
    {
        "start": str,
        "end": str,
        "minutes": int,
        "quoted_minutes": int,
        "quoted_share": float,
        "mid_basis": Union["EquivalenceBasisBucketMidBasis", None],
        "close": Union["EquivalenceBasisBucketClose", None],
        "execution": "EquivalenceBasisBucketExecution",
    },
)

EquivalenceBasisEdgeLegs = TypedDict(
    "EquivalenceBasisEdgeLegs",
    {
        "a": "EquivalenceBasisLegExecution",
        "b": dict[str, Any],
    },
)

EquivalenceBasisEdge = TypedDict(
    "EquivalenceBasisEdge",
    {
        "direction": Literal["buy_a_sell_b", "buy_b_sell_a"],
        "size_usd": Literal["100", "1000"],
        "contracts": str,
        "edge_usd": Union[str, None],
        "edge_per_contract": Union[str, None],
        "reason": Union[str, None],
        "legs": "EquivalenceBasisEdgeLegs",
    },
)

EquivalenceBasisLegExecution = TypedDict(
    "EquivalenceBasisLegExecution",
    {
        "side": Literal["buy", "sell"],
        "average_price": str,
        "amount": str,
        "fee": str,
    },
)

EquivalenceBasisSummary = TypedDict(
    "EquivalenceBasisSummary",
    {
        "minutes": int,
        "quoted_minutes": int,
        "quoted_share": float,
        "mean": Union[float, None],
        "standard_deviation": Union[float, None],
        "ar1": "EquivalenceBasisAr1",
        "ar1_reason": Union[str, None],
        "executable_minutes": int,
        "tradeable_share": Union[float, None],
    },
)

EquivalenceBasisAr1 = TypedDict(
    "EquivalenceBasisAr1",
    {
        "phi": float,
        "intercept": float,
        "observations": int,
        "half_life_minutes": Union[float, None],
        "reason": Union[str, None],
    },
)

EquivalenceRefusedResponseMeta = TypedDict(
    "EquivalenceRefusedResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "EquivalencePagination",
    },
)

EquivalenceRefusedResponseLinks = TypedDict(
    "EquivalenceRefusedResponseLinks",
    {
        "self": str,
    },
)

EquivalenceRefusedResponse = TypedDict(
    "EquivalenceRefusedResponse",
    {
        "data": "EquivalenceRefused",
        "meta": "EquivalenceRefusedResponseMeta",
        "links": "EquivalenceRefusedResponseLinks",
    },
)

EquivalenceRefused = TypedDict(
    "EquivalenceRefused",
    {
        "type": Literal["equivalence_refused"],
        "refused": list["RefusedLookalike"],
    },
)

RefusedLookalikeLegs = TypedDict(
    "RefusedLookalikeLegs",
    {
        "a": "EquivalenceLeg",
        "b": dict[str, Any],
    },
)

RefusedLookalike = TypedDict(
    "RefusedLookalike",
    {
        "pair_id": str,
        "legs": "RefusedLookalikeLegs",
        "relation": Union[str, None],
        "reasons": list[Literal["unfilled_template", "unreadable_rule", "unreadable_field", "subject_differs", "metric_differs", "seasonal_adjustment_differs", "publisher_differs", "series_differs", "print_differs", "window_differs", "unit_differs"]],
        "rule_diff": list["RuleDiff"],
        "judged_at": str,
    },
)

EquivalenceAccuracyResponseMeta = TypedDict(
    "EquivalenceAccuracyResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

EquivalenceAccuracyResponseLinks = TypedDict(
    "EquivalenceAccuracyResponseLinks",
    {
        "self": str,
    },
)

EquivalenceAccuracyResponse = TypedDict(
    "EquivalenceAccuracyResponse",
    {
        "data": "EquivalenceAccuracy",
        "meta": "EquivalenceAccuracyResponseMeta",
        "links": "EquivalenceAccuracyResponseLinks",
    },
)

EquivalenceAccuracy = TypedDict(
    "EquivalenceAccuracy",
    {
        "type": Literal["equivalence_accuracy"],
        "held_out": "MatcherAccuracy",
        "development": dict[str, Any],
        "method": str,
    },
)

MatcherAccuracyPerRelationItem = TypedDict(
    "MatcherAccuracyPerRelationItem",
    {
        "relation": Literal["identity", "complement", "subset", "superset", "overlap", "disjoint", "none"],
        "labelled": int,
        "predicted": int,
        "correct": int,
        "precision": Union[float, None],
        "recall": Union[float, None],
    },
)

MatcherAccuracyConfusionItem = TypedDict(
    "MatcherAccuracyConfusionItem",
    {
        "labelled": Literal["identity", "complement", "subset", "superset", "overlap", "disjoint", "none"],
        "predicted": Literal["identity", "complement", "subset", "superset", "overlap", "disjoint", "none"],
        "pairs": int,
    },
)

MatcherAccuracy = TypedDict(
    "MatcherAccuracy",
    {
        "pairs": int,
        "exact": int,
        "per_relation": list["MatcherAccuracyPerRelationItem"],
        "polarity_accuracy": Union[float, None],
        "confusion": list["MatcherAccuracyConfusionItem"],
    },
)

OutcomesResponseMetaPagination = TypedDict(
    "OutcomesResponseMetaPagination",
    {
        "page": int,
        "page_size": int,
        "total_rows": int,
        "total_pages": int,
    },
)

OutcomesResponseMeta = TypedDict(
    "OutcomesResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
        "pagination": "OutcomesResponseMetaPagination",
    },
)

OutcomesResponseLinks = TypedDict(
    "OutcomesResponseLinks",
    {
        "self": str,
    },
)

OutcomesResponse = TypedDict(
    "OutcomesResponse",
    {
        "data": "Outcomes",
        "meta": "OutcomesResponseMeta",
        "links": "OutcomesResponseLinks",
    },
)

Outcomes = TypedDict(
    "Outcomes",
    {
        "type": Literal["outcomes"],
        "items": list["Outcome"],
    },
)

Outcome = TypedDict(
    "Outcome",
    {
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
        "status": Literal["open", "closed", "proposed", "disputed", "determined", "settled", "voided", "unknown"],
        "final": bool,
        "result": Union[str, None],
        "provisional_result": Union[str, None],
        "settlement_value": Union[str, None],
        "close_time": str,
        "settled_at": Union[str, None],
        "settlement_lag_seconds": Union[int, None],
        "venue_status": str,
        "venue_result": Union[str, None],
        "settlement_sources": Union[list["OutcomeSettlementSource"], None],
        "horizons": Union[list["OutcomeHorizonPrice"], None],
        "history_entries": int,
        "changed_at": str,
        "signature": "OutcomeSignature",
        "official_print": Union["OutcomeOfficialPrint", Union[Any, None]],
    },
)

OutcomeSettlementSource = TypedDict(
    "OutcomeSettlementSource",
    {
        "name": str,
        "url": str,
    },
)

OutcomeHorizonPrice = TypedDict(
    "OutcomeHorizonPrice",
    {
        "horizon": Literal["15m", "1h", "24h", "7d", "30d"],
        "target": str,
        "mid": Union[str, None],
        "observed_at": Union[str, None],
    },
)

OutcomeSignature = TypedDict(
    "OutcomeSignature",
    {
        "alg": Literal["EdDSA"],
        "kid": str,
        "sig": str,
        "record": "OutcomeRecord",
    },
)

OutcomeRecord = TypedDict(
    "OutcomeRecord",
    {
        "type": Literal["outcome"],
        "venue": Literal["kalshi", "polymarket"],
        "market_id": str,
        "status": Literal["open", "closed", "proposed", "disputed", "determined", "settled", "voided", "unknown"],
        "final": bool,
        "result": Union[str, None],
        "provisional_result": Union[str, None],
        "settlement_value": Union[str, None],
        "close_time": str,
        "settled_at": Union[str, None],
        "settlement_lag_seconds": Union[int, None],
        "venue_status": str,
        "venue_result": Union[str, None],
        "settlement_sources": Union[list["OutcomeSettlementSource"], None],
        "horizons": Union[list["OutcomeHorizonPrice"], None],
        "history_entries": int,
        "changed_at": str,
        "signed_at": str,
    },
)

OutcomeOfficialPrint = TypedDict(
    "OutcomeOfficialPrint",
    {
        "series_id": str,
        "period": str,
        "first_print": "OfficialPrint",
        "revisions": list["OfficialPrint"],
        "settles_on": Literal["first_print", "latest_revision"],
        "settling_print": dict[str, Any],
        "released_at": str,
    },
)

CalibrationResponseMeta = TypedDict(
    "CalibrationResponseMeta",
    {
        "api_version": Literal["v1"],
        "schema_version": Literal["pix-public-api-v1"],
    },
)

CalibrationResponseLinks = TypedDict(
    "CalibrationResponseLinks",
    {
        "self": str,
    },
)

CalibrationResponse = TypedDict(
    "CalibrationResponse",
    {
        "data": "Calibration",
        "meta": "CalibrationResponseMeta",
        "links": "CalibrationResponseLinks",
    },
)

Calibration = TypedDict(
    "Calibration",
    {
        "type": Literal["calibration"],
        "venue": Union[str, None],
        "category": Union[str, None],
        "horizon": Literal["15m", "1h", "24h", "7d", "30d"],
        "market_kind": Literal["binary"],
        "n": int,
        "base_rate": Union[float, None],
        "brier": Union[float, None],
        "log_loss": Union[float, None],
        "murphy": Union["CalibrationMurphy", Union[Any, None]],
        "bins": list["CalibrationBin"],
        "truncated": bool,
        "from": Union[str, None],
        "to": Union[str, None],
        "multi_outcome": "CalibrationMultiOutcome",
        "indices": list["CalibrationIndex"],
    },
)

CalibrationMurphy = TypedDict(
    "CalibrationMurphy",
    {
        "reliability": Union[float, None],
        "resolution": Union[float, None],
        "uncertainty": Union[float, None],
        "within_bin_variance": Union[float, None],
        "within_bin_covariance": Union[float, None],
    },
)

CalibrationBin = TypedDict(
    "CalibrationBin",
    {
        "lower": float,
        "upper": float,
        "n": int,
        "hits": int,
        "mean_forecast": Union[float, None],
        "observed_rate": Union[float, None],
        "wilson_lower": Union[float, None],
        "wilson_upper": Union[float, None],
    },
)

CalibrationMultiOutcome = TypedDict(
    "CalibrationMultiOutcome",
    {
        "events": int,
        "markets": int,
        "events_left_out": int,
        "brier": Union[float, None],
        "log_loss": Union[float, None],
        "per_outcome": "CalibrationPerOutcome",
        "truncated": bool,
    },
)

CalibrationPerOutcome = TypedDict(
    "CalibrationPerOutcome",
    {
        "n": int,
        "base_rate": Union[float, None],
        "brier": Union[float, None],
        "log_loss": Union[float, None],
        "murphy": Union["CalibrationMurphy", Union[Any, None]],
        "bins": list["CalibrationBin"],
    },
)

CalibrationIndex = TypedDict(
    "CalibrationIndex",
    {
        "symbol": str,
        "series_id": str,
        "unit": str,
        "periods": int,
        "n": int,
        "mean_crps": Union[float, None],
        "pit_n": int,
        "pit_histogram": list["CalibrationPitBin"],
        "truncated": bool,
    },
)

CalibrationPitBin = TypedDict(
    "CalibrationPitBin",
    {
        "lower": float,
        "upper": float,
        "n": int,
        "share": Union[float, None],
    },
)

LegacyMarketList = TypedDict(
    "LegacyMarketList",
    {
        "markets": list["LegacyMarket"],
        "count": int,
        "as_of": str,
    },
)

LegacyMarket = TypedDict(
    "LegacyMarket",
    {
        "symbol": str,
        "slug": str,
        "kind": Literal["index", "benchmark"],
        "name": str,
        "unit": str,
        "status": Literal["live", "stale", "pending"],
        "value": Union[float, None],
        "value_decimal": Union[str, None],
        "cycle_start": Union[str, None],
        "source_observed_at": Union[str, None],
        "computed_at": Union[str, None],
    },
)

LegacyMarketResponse = TypedDict(
    "LegacyMarketResponse",
    {
        "market": "LegacyMarket",
    },
)

LegacyMarketHistory = TypedDict(
    "LegacyMarketHistory",
    {
        "symbol": str,
        "slug": str,
        "range": str,
        "resolution": str,
        "points": list["LegacyHistoryPoint"],
    },
)

LegacyHistoryPoint = TypedDict(
    "LegacyHistoryPoint",
    {
        "time": str,
        "open": float,
        "high": float,
        "low": float,
        "close": float,
        "close_decimal": str,
    },
)

StreamSnapshotAccess = TypedDict(
    "StreamSnapshotAccess",
    {
        "kind": Literal["anonymous", "key"],
        "key_id": Union[str, None],
        "entitlements": Union[list[str], None],
    },
)

StreamSnapshot = TypedDict(
    "StreamSnapshot",
    {
        "type": Literal["snapshot"],
        "version": Literal[1],
        "reason": Literal["connect", "auth", "subscribe"],
        "sent_at": str,
        "access": "StreamSnapshotAccess",
        "subscription": Union[list[str], None],
        "unknown_symbols": list[str],
        "markets": list["LegacyMarket"],
    },
)

StreamMarketUpdate = TypedDict(
    "StreamMarketUpdate",
    {
        "type": Literal["market_update"],
        "version": Literal[1],
        "cycle_start": str,
        "published_at": str,
        "markets": list["LegacyMarket"],
    },
)

StreamError = TypedDict(
    "StreamError",
    {
        "type": Literal["error"],
        "version": Literal[1],
        "code": Literal["message-too-large", "binary-not-supported", "malformed-message", "unknown-message-type", "too-many-symbols", "auth-not-first", "too-many-messages", "credential-invalid", "credential-scope", "rate-limited", "service-unavailable"],
        "detail": str,
    },
)

GetOpenApiDocumentBody = TypedDict(
    "GetOpenApiDocumentBody",
    {
        "openapi": str,
    },
)

StreamClientMessage = Union[StreamClientMessage1, StreamClientMessage2, StreamClientMessage3]
StreamV2ServerMessage = Union[StreamV2Subscribed, StreamV2Book, StreamV2BookDelta, StreamV2Trade, StreamV2Ticker, StreamV2Index, StreamV2Basis, StreamV2Gap, StreamV2Status, StreamV2Heartbeat, StreamV2Pong, StreamV2Error]
StreamV2ClientMessage = Union[StreamV2ClientMessage1, StreamV2ClientMessage2, StreamV2ClientMessage3, StreamV2ClientMessage4, StreamV2ClientMessage5]
FactorExecutionBacktest = Union[FactorExecutionBacktestAvailable, FactorExecutionBacktestUnavailable]
BacktestContract = dict[str, Any]
FactorSleevePosition = dict[str, Any]
EquivalencePairResource = dict[str, Any]
StreamServerMessage = Union[StreamSnapshot, StreamMarketUpdate, StreamError]

class Parameter(TypedDict):
    """One parameter of an operation: its name and where it goes (`path` or `query`)."""

    name: str
    location: Literal["path", "query", "header"]
    required: bool


class Operation(TypedDict):
    """One v1 operation: the method named after it, its HTTP method and path, its parameters."""

    name: str
    operation_id: str
    method: str
    path: str
    parameters: tuple[Parameter, ...]
    response: str | None


def _parameter(name: str, location: str, required: bool) -> Parameter:
    return {"name": name, "location": location, "required": required}  # type: ignore[typeddict-item]


def _operation(**fields: Any) -> Operation:
    return fields  # type: ignore[return-value]

class Operations:
    """One method per v1 operation, named after its operationId without the leading verb."""

    def _call(self, name: str, path: dict[str, Any], query: dict[str, Any]) -> Any:
        raise NotImplementedError

    def api_root(self) -> "ApiInfoResponse":
        """GET /api/v1 (getApiRoot)."""
        return self._call("api_root", {}, {})  # type: ignore[no-any-return]

    def api_info(self) -> "ApiInfoResponse":
        """GET /api/v1/info (getApiInfo)."""
        return self._call("api_info", {}, {})  # type: ignore[no-any-return]

    def signing_keys(self) -> "SigningKeySet":
        """GET /api/v1/signing-keys (getSigningKeys)."""
        return self._call("signing_keys", {}, {})  # type: ignore[no-any-return]

    def indices(self, *, q: str | None = None) -> "IndexCatalogResponse":
        """GET /api/v1/indices (listIndices)."""
        return self._call("indices", {}, {"q": q})  # type: ignore[no-any-return]

    def index(self, id: str) -> "IndexResponse":
        """GET /api/v1/indices/{id} (getIndex)."""
        return self._call("index", {"id": id}, {})  # type: ignore[no-any-return]

    def index_snapshot(self, id: str) -> "IndexSnapshotResponse":
        """GET /api/v1/indices/{id}/snapshots/latest (getIndexSnapshot)."""
        return self._call("index_snapshot", {"id": id}, {})  # type: ignore[no-any-return]

    def index_history(self, id: str, *, range: Literal["1d", "1w", "1m", "6m", "1y", "all"] | None = None, resolution: Literal["auto", "1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"] | None = None, from_: str | None = None, to: str | None = None) -> "IndexHistoryResponse":
        """GET /api/v1/indices/{id}/history (getIndexHistory)."""
        return self._call("index_history", {"id": id}, {"range": range, "resolution": resolution, "from": from_, "to": to})  # type: ignore[no-any-return]

    def index_round(self, id: str) -> "IndexRoundResponse":
        """GET /api/v1/indices/{id}/rounds/latest (getIndexRound)."""
        return self._call("index_round", {"id": id}, {})  # type: ignore[no-any-return]

    def index_distribution(self, id: str) -> "IndexDistributionResponse":
        """GET /api/v1/indices/{id}/distributions/latest (getIndexDistribution)."""
        return self._call("index_distribution", {"id": id}, {})  # type: ignore[no-any-return]

    def index_statistics(self, id: str) -> "IndexStatisticsResponse":
        """GET /api/v1/indices/{id}/statistics/latest (getIndexStatistics)."""
        return self._call("index_statistics", {"id": id}, {})  # type: ignore[no-any-return]

    def index_daily_closes(self, id: str) -> "IndexDailyClosesResponse":
        """GET /api/v1/indices/{id}/daily-closes (getIndexDailyCloses)."""
        return self._call("index_daily_closes", {"id": id}, {})  # type: ignore[no-any-return]

    def index_distributions(self, id: str, *, from_: str | None = None, to: str | None = None, interval: Literal["round", "1m"] | None = None, page: int | None = None, page_size: int | None = None) -> "IndexDistributionHistoryResponse":
        """GET /api/v1/indices/{id}/distributions (listIndexDistributions)."""
        return self._call("index_distributions", {"id": id}, {"from": from_, "to": to, "interval": interval, "page": page, "page_size": page_size})  # type: ignore[no-any-return]

    def index_outcomes(self, id: str, *, from_: str | None = None, to: str | None = None, page: int | None = None, page_size: int | None = None) -> "IndexOutcomesResponse":
        """GET /api/v1/indices/{id}/outcomes (listIndexOutcomes)."""
        return self._call("index_outcomes", {"id": id}, {"from": from_, "to": to, "page": page, "page_size": page_size})  # type: ignore[no-any-return]

    def index_news(self, id: str, *, limit: int | None = None, kind: str | None = None, relevance: Literal["direct", "related", "all"] | None = None, authorship: str | None = None, since: str | None = None) -> "IndexNewsResponse":
        """GET /api/v1/indices/{id}/news (getIndexNews)."""
        return self._call("index_news", {"id": id}, {"limit": limit, "kind": kind, "relevance": relevance, "authorship": authorship, "since": since})  # type: ignore[no-any-return]

    def benchmarks(self, *, family: str | None = None, category: str | None = None) -> "BenchmarkCatalogResponse":
        """GET /api/v1/benchmarks (listBenchmarks)."""
        return self._call("benchmarks", {}, {"family": family, "category": category})  # type: ignore[no-any-return]

    def benchmark(self, id: str) -> "BenchmarkResponse":
        """GET /api/v1/benchmarks/{id} (getBenchmark)."""
        return self._call("benchmark", {"id": id}, {})  # type: ignore[no-any-return]

    def benchmark_snapshot(self, id: str) -> "BenchmarkSnapshotResponse":
        """GET /api/v1/benchmarks/{id}/snapshots/latest (getBenchmarkSnapshot)."""
        return self._call("benchmark_snapshot", {"id": id}, {})  # type: ignore[no-any-return]

    def benchmark_history(self, id: str, *, range: Literal["1d", "1w", "1m", "6m", "1y", "all"] | None = None, resolution: Literal["auto", "1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"] | None = None, from_: str | None = None, to: str | None = None) -> "BenchmarkHistoryResponse":
        """GET /api/v1/benchmarks/{id}/history (getBenchmarkHistory)."""
        return self._call("benchmark_history", {"id": id}, {"range": range, "resolution": resolution, "from": from_, "to": to})  # type: ignore[no-any-return]

    def benchmarks_via_commodities_alias(self, *, family: str | None = None, category: str | None = None) -> "BenchmarkCatalogResponse":
        """GET /api/v1/commodities (listBenchmarksViaCommoditiesAlias)."""
        return self._call("benchmarks_via_commodities_alias", {}, {"family": family, "category": category})  # type: ignore[no-any-return]

    def benchmark_via_commodities_alias(self, id: str) -> "BenchmarkResponse":
        """GET /api/v1/commodities/{id} (getBenchmarkViaCommoditiesAlias)."""
        return self._call("benchmark_via_commodities_alias", {"id": id}, {})  # type: ignore[no-any-return]

    def benchmark_snapshot_via_commodities_alias(self, id: str) -> "BenchmarkSnapshotResponse":
        """GET /api/v1/commodities/{id}/snapshots/latest (getBenchmarkSnapshotViaCommoditiesAlias)."""
        return self._call("benchmark_snapshot_via_commodities_alias", {"id": id}, {})  # type: ignore[no-any-return]

    def benchmark_history_via_commodities_alias(self, id: str, *, range: Literal["1d", "1w", "1m", "6m", "1y", "all"] | None = None, resolution: Literal["auto", "1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"] | None = None, from_: str | None = None, to: str | None = None) -> "BenchmarkHistoryResponse":
        """GET /api/v1/commodities/{id}/history (getBenchmarkHistoryViaCommoditiesAlias)."""
        return self._call("benchmark_history_via_commodities_alias", {"id": id}, {"range": range, "resolution": resolution, "from": from_, "to": to})  # type: ignore[no-any-return]

    def lake(self) -> "LakeResponse":
        """GET /api/v1/lake (getLake)."""
        return self._call("lake", {}, {})  # type: ignore[no-any-return]

    def lake_venues(self) -> "LakeVenueCatalogResponse":
        """GET /api/v1/lake/venues (listLakeVenues)."""
        return self._call("lake_venues", {}, {})  # type: ignore[no-any-return]

    def lake_venue(self, venue: str) -> "LakeVenueResponse":
        """GET /api/v1/lake/venues/{venue} (getLakeVenue)."""
        return self._call("lake_venue", {"venue": venue}, {})  # type: ignore[no-any-return]

    def lake_snapshots(self, venue: str, *, date: str) -> "LakeSnapshotsResponse":
        """GET /api/v1/lake/venues/{venue}/snapshots (listLakeSnapshots)."""
        return self._call("lake_snapshots", {"venue": venue}, {"date": date})  # type: ignore[no-any-return]

    def lake_quotes(self, venue: str, *, date: str, at: str, page: int | None = None, page_size: int | None = None) -> "LakeQuotesResponse":
        """GET /api/v1/lake/venues/{venue}/quotes (listLakeQuotes)."""
        return self._call("lake_quotes", {"venue": venue}, {"date": date, "at": at, "page": page, "page_size": page_size})  # type: ignore[no-any-return]

    def lake_day_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/parquet (getLakeDayParquet)."""
        return self._call("lake_day_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_day_books_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/books.parquet (getLakeDayBooksParquet)."""
        return self._call("lake_day_books_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_day_trades_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/trades.parquet (getLakeDayTradesParquet)."""
        return self._call("lake_day_trades_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_day_outcomes_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/outcomes.parquet (getLakeDayOutcomesParquet)."""
        return self._call("lake_day_outcomes_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_day_basis_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/basis.parquet (getLakeDayBasisParquet)."""
        return self._call("lake_day_basis_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_day_index_distributions_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/index-distributions.parquet (getLakeDayIndexDistributionsParquet)."""
        return self._call("lake_day_index_distributions_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_day_official_prints_parquet(self, venue: str, date: str) -> bytes:
        """GET /api/v1/lake/venues/{venue}/days/{date}/official-prints.parquet (getLakeDayOfficialPrintsParquet)."""
        return self._call("lake_day_official_prints_parquet", {"venue": venue, "date": date}, {})  # type: ignore[no-any-return]

    def lake_book(self, venue: str, *, date: str, at: str, market: str, outcome: str | None = None) -> "LakeBookResponse":
        """GET /api/v1/lake/venues/{venue}/books (getLakeBook)."""
        return self._call("lake_book", {"venue": venue}, {"date": date, "at": at, "market": market, "outcome": outcome})  # type: ignore[no-any-return]

    def lake_candles(self, venue: str, market: str, *, from_: str, to: str, resolution: Literal["1m", "5m", "15m", "1h", "4h", "1d"], outcome: str | None = None, window_from: str | None = None) -> "LakeCandlesResponse":
        """GET /api/v1/lake/venues/{venue}/markets/{market}/candles (listLakeCandles)."""
        return self._call("lake_candles", {"venue": venue, "market": market}, {"from": from_, "to": to, "resolution": resolution, "outcome": outcome, "window_from": window_from})  # type: ignore[no-any-return]

    def lake_trades(self, venue: str, *, date: str, at: str, page: int | None = None, page_size: int | None = None, market: str | None = None, token_id: str | None = None) -> "LakeTradesResponse":
        """GET /api/v1/lake/venues/{venue}/trades (listLakeTrades)."""
        return self._call("lake_trades", {"venue": venue}, {"date": date, "at": at, "page": page, "page_size": page_size, "market": market, "token_id": token_id})  # type: ignore[no-any-return]

    def lake_iceberg_metadata_file(self, table: str, file: str) -> str:
        """GET /api/v1/lake/iceberg/{table}/metadata/{file} (getLakeIcebergMetadataFile)."""
        return self._call("lake_iceberg_metadata_file", {"table": table, "file": file}, {})  # type: ignore[no-any-return]

    def lake_iceberg_data_file(self, table: str, file: str) -> str:
        """GET /api/v1/lake/iceberg/{table}/data/{file} (getLakeIcebergDataFile)."""
        return self._call("lake_iceberg_data_file", {"table": table, "file": file}, {})  # type: ignore[no-any-return]

    def factor_stock(self, ticker: str) -> "FactorStockResponse":
        """GET /api/v1/factors/stocks/{ticker} (getFactorStock)."""
        return self._call("factor_stock", {"ticker": ticker}, {})  # type: ignore[no-any-return]

    def status(self) -> "StatusResponse":
        """GET /api/v1/status (getStatus)."""
        return self._call("status", {}, {})  # type: ignore[no-any-return]

    def status_incidents(self, *, limit: int | None = None, before: int | None = None) -> "StatusIncidentsResponse":
        """GET /api/v1/status/incidents (getStatusIncidents)."""
        return self._call("status_incidents", {}, {"limit": limit, "before": before})  # type: ignore[no-any-return]

    def status_summary(self) -> "StatusSummary":
        """GET /api/v1/status/summary.json (getStatusSummary)."""
        return self._call("status_summary", {}, {})  # type: ignore[no-any-return]

    def equivalence_pairs(self, *, venue: Literal["kalshi", "polymarket"] | None = None, relation: Literal["identity", "complement", "subset", "superset", "overlap", "disjoint"] | None = None, min_confidence: str | None = None, q: str | None = None, status: Literal["active", "withdrawn"] | None = None, page: int | None = None, page_size: int | None = None) -> "EquivalencePairsResponse":
        """GET /api/v1/equivalence/pairs (listEquivalencePairs)."""
        return self._call("equivalence_pairs", {}, {"venue": venue, "relation": relation, "min_confidence": min_confidence, "q": q, "status": status, "page": page, "page_size": page_size})  # type: ignore[no-any-return]

    def equivalence_pair(self, pair_id: str) -> "EquivalencePairResponse":
        """GET /api/v1/equivalence/pairs/{pair_id} (getEquivalencePair)."""
        return self._call("equivalence_pair", {"pair_id": pair_id}, {})  # type: ignore[no-any-return]

    def equivalence_pair_basis(self, pair_id: str, *, from_: str, to: str, interval: Literal["1m", "5m", "1h", "1d"]) -> "EquivalenceBasisResponse":
        """GET /api/v1/equivalence/pairs/{pair_id}/basis (getEquivalencePairBasis)."""
        return self._call("equivalence_pair_basis", {"pair_id": pair_id}, {"from": from_, "to": to, "interval": interval})  # type: ignore[no-any-return]

    def refused_lookalikes(self, *, venue: Literal["kalshi", "polymarket"] | None = None, reason: Literal["unfilled_template", "unreadable_rule", "unreadable_field", "subject_differs", "metric_differs", "seasonal_adjustment_differs", "publisher_differs", "series_differs", "print_differs", "window_differs", "unit_differs"] | None = None, q: str | None = None, page: int | None = None, page_size: int | None = None) -> "EquivalenceRefusedResponse":
        """GET /api/v1/equivalence/refused (listRefusedLookalikes)."""
        return self._call("refused_lookalikes", {}, {"venue": venue, "reason": reason, "q": q, "page": page, "page_size": page_size})  # type: ignore[no-any-return]

    def equivalence_accuracy(self) -> "EquivalenceAccuracyResponse":
        """GET /api/v1/equivalence/accuracy (getEquivalenceAccuracy)."""
        return self._call("equivalence_accuracy", {}, {})  # type: ignore[no-any-return]

    def outcomes(self, *, venue: Literal["kalshi", "polymarket"] | None = None, series: str | None = None, from_: str | None = None, to: str | None = None, status: Literal["final", "pending", "closed", "proposed", "disputed", "determined", "settled", "voided", "unknown"] | None = None, page: int | None = None) -> "OutcomesResponse":
        """GET /api/v1/outcomes (listOutcomes)."""
        return self._call("outcomes", {}, {"venue": venue, "series": series, "from": from_, "to": to, "status": status, "page": page})  # type: ignore[no-any-return]

    def calibration(self, *, venue: Literal["kalshi", "polymarket"] | None = None, category: str | None = None, horizon: Literal["15m", "1h", "24h", "7d", "30d"], from_: str | None = None, to: str | None = None) -> "CalibrationResponse":
        """GET /api/v1/calibration (getCalibration)."""
        return self._call("calibration", {}, {"venue": venue, "category": category, "horizon": horizon, "from": from_, "to": to})  # type: ignore[no-any-return]

    def open_api_document(self) -> "GetOpenApiDocumentBody":
        """GET /api/v1/openapi.json (getOpenApiDocument)."""
        return self._call("open_api_document", {}, {})  # type: ignore[no-any-return]

    def legacy_markets(self) -> "LegacyMarketList":
        """GET /api/markets (listLegacyMarkets)."""
        return self._call("legacy_markets", {}, {})  # type: ignore[no-any-return]

    def legacy_market(self, symbol: str) -> "LegacyMarketResponse":
        """GET /api/markets/{symbol} (getLegacyMarket)."""
        return self._call("legacy_market", {"symbol": symbol}, {})  # type: ignore[no-any-return]

    def legacy_market_history(self, symbol: str, *, range: Literal["1d", "1w", "1m", "6m", "1y", "all"] | None = None, resolution: Literal["auto", "1m", "5m", "10m", "15m", "30m", "1h", "4h", "1d", "1w"] | None = None) -> "LegacyMarketHistory":
        """GET /api/markets/{symbol}/history (getLegacyMarketHistory)."""
        return self._call("legacy_market_history", {"symbol": symbol}, {"range": range, "resolution": resolution})  # type: ignore[no-any-return]

OPERATIONS: tuple[Operation, ...] = (
    _operation(
        name="api_root",
        operation_id="getApiRoot",
        method="GET",
        path="/api/v1",
        parameters=(),
        response="ApiInfoResponse",
    ),
    _operation(
        name="api_info",
        operation_id="getApiInfo",
        method="GET",
        path="/api/v1/info",
        parameters=(),
        response="ApiInfoResponse",
    ),
    _operation(
        name="signing_keys",
        operation_id="getSigningKeys",
        method="GET",
        path="/api/v1/signing-keys",
        parameters=(),
        response="SigningKeySet",
    ),
    _operation(
        name="indices",
        operation_id="listIndices",
        method="GET",
        path="/api/v1/indices",
        parameters=(_parameter("q", "query", False),),
        response="IndexCatalogResponse",
    ),
    _operation(
        name="index",
        operation_id="getIndex",
        method="GET",
        path="/api/v1/indices/{id}",
        parameters=(_parameter("id", "path", True),),
        response="IndexResponse",
    ),
    _operation(
        name="index_snapshot",
        operation_id="getIndexSnapshot",
        method="GET",
        path="/api/v1/indices/{id}/snapshots/latest",
        parameters=(_parameter("id", "path", True),),
        response="IndexSnapshotResponse",
    ),
    _operation(
        name="index_history",
        operation_id="getIndexHistory",
        method="GET",
        path="/api/v1/indices/{id}/history",
        parameters=(_parameter("id", "path", True), _parameter("range", "query", False), _parameter("resolution", "query", False), _parameter("from", "query", False), _parameter("to", "query", False)),
        response="IndexHistoryResponse",
    ),
    _operation(
        name="index_round",
        operation_id="getIndexRound",
        method="GET",
        path="/api/v1/indices/{id}/rounds/latest",
        parameters=(_parameter("id", "path", True),),
        response="IndexRoundResponse",
    ),
    _operation(
        name="index_distribution",
        operation_id="getIndexDistribution",
        method="GET",
        path="/api/v1/indices/{id}/distributions/latest",
        parameters=(_parameter("id", "path", True),),
        response="IndexDistributionResponse",
    ),
    _operation(
        name="index_statistics",
        operation_id="getIndexStatistics",
        method="GET",
        path="/api/v1/indices/{id}/statistics/latest",
        parameters=(_parameter("id", "path", True),),
        response="IndexStatisticsResponse",
    ),
    _operation(
        name="index_daily_closes",
        operation_id="getIndexDailyCloses",
        method="GET",
        path="/api/v1/indices/{id}/daily-closes",
        parameters=(_parameter("id", "path", True),),
        response="IndexDailyClosesResponse",
    ),
    _operation(
        name="index_distributions",
        operation_id="listIndexDistributions",
        method="GET",
        path="/api/v1/indices/{id}/distributions",
        parameters=(_parameter("id", "path", True), _parameter("from", "query", False), _parameter("to", "query", False), _parameter("interval", "query", False), _parameter("page", "query", False), _parameter("page_size", "query", False)),
        response="IndexDistributionHistoryResponse",
    ),
    _operation(
        name="index_outcomes",
        operation_id="listIndexOutcomes",
        method="GET",
        path="/api/v1/indices/{id}/outcomes",
        parameters=(_parameter("id", "path", True), _parameter("from", "query", False), _parameter("to", "query", False), _parameter("page", "query", False), _parameter("page_size", "query", False)),
        response="IndexOutcomesResponse",
    ),
    _operation(
        name="index_news",
        operation_id="getIndexNews",
        method="GET",
        path="/api/v1/indices/{id}/news",
        parameters=(_parameter("id", "path", True), _parameter("limit", "query", False), _parameter("kind", "query", False), _parameter("relevance", "query", False), _parameter("authorship", "query", False), _parameter("since", "query", False)),
        response="IndexNewsResponse",
    ),
    _operation(
        name="benchmarks",
        operation_id="listBenchmarks",
        method="GET",
        path="/api/v1/benchmarks",
        parameters=(_parameter("family", "query", False), _parameter("category", "query", False)),
        response="BenchmarkCatalogResponse",
    ),
    _operation(
        name="benchmark",
        operation_id="getBenchmark",
        method="GET",
        path="/api/v1/benchmarks/{id}",
        parameters=(_parameter("id", "path", True),),
        response="BenchmarkResponse",
    ),
    _operation(
        name="benchmark_snapshot",
        operation_id="getBenchmarkSnapshot",
        method="GET",
        path="/api/v1/benchmarks/{id}/snapshots/latest",
        parameters=(_parameter("id", "path", True),),
        response="BenchmarkSnapshotResponse",
    ),
    _operation(
        name="benchmark_history",
        operation_id="getBenchmarkHistory",
        method="GET",
        path="/api/v1/benchmarks/{id}/history",
        parameters=(_parameter("id", "path", True), _parameter("range", "query", False), _parameter("resolution", "query", False), _parameter("from", "query", False), _parameter("to", "query", False)),
        response="BenchmarkHistoryResponse",
    ),
    _operation(
        name="benchmarks_via_commodities_alias",
        operation_id="listBenchmarksViaCommoditiesAlias",
        method="GET",
        path="/api/v1/commodities",
        parameters=(_parameter("family", "query", False), _parameter("category", "query", False)),
        response="BenchmarkCatalogResponse",
    ),
    _operation(
        name="benchmark_via_commodities_alias",
        operation_id="getBenchmarkViaCommoditiesAlias",
        method="GET",
        path="/api/v1/commodities/{id}",
        parameters=(_parameter("id", "path", True),),
        response="BenchmarkResponse",
    ),
    _operation(
        name="benchmark_snapshot_via_commodities_alias",
        operation_id="getBenchmarkSnapshotViaCommoditiesAlias",
        method="GET",
        path="/api/v1/commodities/{id}/snapshots/latest",
        parameters=(_parameter("id", "path", True),),
        response="BenchmarkSnapshotResponse",
    ),
    _operation(
        name="benchmark_history_via_commodities_alias",
        operation_id="getBenchmarkHistoryViaCommoditiesAlias",
        method="GET",
        path="/api/v1/commodities/{id}/history",
        parameters=(_parameter("id", "path", True), _parameter("range", "query", False), _parameter("resolution", "query", False), _parameter("from", "query", False), _parameter("to", "query", False)),
        response="BenchmarkHistoryResponse",
    ),
    _operation(
        name="lake",
        operation_id="getLake",
        method="GET",
        path="/api/v1/lake",
        parameters=(),
        response="LakeResponse",
    ),
    _operation(
        name="lake_venues",
        operation_id="listLakeVenues",
        method="GET",
        path="/api/v1/lake/venues",
        parameters=(),
        response="LakeVenueCatalogResponse",
    ),
    _operation(
        name="lake_venue",
        operation_id="getLakeVenue",
        method="GET",
        path="/api/v1/lake/venues/{venue}",
        parameters=(_parameter("venue", "path", True),),
        response="LakeVenueResponse",
    ),
    _operation(
        name="lake_snapshots",
        operation_id="listLakeSnapshots",
        method="GET",
        path="/api/v1/lake/venues/{venue}/snapshots",
        parameters=(_parameter("venue", "path", True), _parameter("date", "query", True)),
        response="LakeSnapshotsResponse",
    ),
    _operation(
        name="lake_quotes",
        operation_id="listLakeQuotes",
        method="GET",
        path="/api/v1/lake/venues/{venue}/quotes",
        parameters=(_parameter("venue", "path", True), _parameter("date", "query", True), _parameter("at", "query", True), _parameter("page", "query", False), _parameter("page_size", "query", False)),
        response="LakeQuotesResponse",
    ),
    _operation(
        name="lake_day_parquet",
        operation_id="getLakeDayParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_day_books_parquet",
        operation_id="getLakeDayBooksParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/books.parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_day_trades_parquet",
        operation_id="getLakeDayTradesParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/trades.parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_day_outcomes_parquet",
        operation_id="getLakeDayOutcomesParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/outcomes.parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_day_basis_parquet",
        operation_id="getLakeDayBasisParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/basis.parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_day_index_distributions_parquet",
        operation_id="getLakeDayIndexDistributionsParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/index-distributions.parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_day_official_prints_parquet",
        operation_id="getLakeDayOfficialPrintsParquet",
        method="GET",
        path="/api/v1/lake/venues/{venue}/days/{date}/official-prints.parquet",
        parameters=(_parameter("venue", "path", True), _parameter("date", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_book",
        operation_id="getLakeBook",
        method="GET",
        path="/api/v1/lake/venues/{venue}/books",
        parameters=(_parameter("venue", "path", True), _parameter("date", "query", True), _parameter("at", "query", True), _parameter("market", "query", True), _parameter("outcome", "query", False)),
        response="LakeBookResponse",
    ),
    _operation(
        name="lake_candles",
        operation_id="listLakeCandles",
        method="GET",
        path="/api/v1/lake/venues/{venue}/markets/{market}/candles",
        parameters=(_parameter("venue", "path", True), _parameter("market", "path", True), _parameter("from", "query", True), _parameter("to", "query", True), _parameter("resolution", "query", True), _parameter("outcome", "query", False), _parameter("window_from", "query", False)),
        response="LakeCandlesResponse",
    ),
    _operation(
        name="lake_trades",
        operation_id="listLakeTrades",
        method="GET",
        path="/api/v1/lake/venues/{venue}/trades",
        parameters=(_parameter("venue", "path", True), _parameter("date", "query", True), _parameter("at", "query", True), _parameter("page", "query", False), _parameter("page_size", "query", False), _parameter("market", "query", False), _parameter("token_id", "query", False)),
        response="LakeTradesResponse",
    ),
    _operation(
        name="lake_iceberg_metadata_file",
        operation_id="getLakeIcebergMetadataFile",
        method="GET",
        path="/api/v1/lake/iceberg/{table}/metadata/{file}",
        parameters=(_parameter("table", "path", True), _parameter("file", "path", True)),
        response=None,
    ),
    _operation(
        name="lake_iceberg_data_file",
        operation_id="getLakeIcebergDataFile",
        method="GET",
        path="/api/v1/lake/iceberg/{table}/data/{file}",
        parameters=(_parameter("table", "path", True), _parameter("file", "path", True)),
        response=None,
    ),
    _operation(
        name="factor_stock",
        operation_id="getFactorStock",
        method="GET",
        path="/api/v1/factors/stocks/{ticker}",
        parameters=(_parameter("ticker", "path", True),),
        response="FactorStockResponse",
    ),
    _operation(
        name="status",
        operation_id="getStatus",
        method="GET",
        path="/api/v1/status",
        parameters=(),
        response="StatusResponse",
    ),
    _operation(
        name="status_incidents",
        operation_id="getStatusIncidents",
        method="GET",
        path="/api/v1/status/incidents",
        parameters=(_parameter("limit", "query", False), _parameter("before", "query", False)),
        response="StatusIncidentsResponse",
    ),
    _operation(
        name="status_summary",
        operation_id="getStatusSummary",
        method="GET",
        path="/api/v1/status/summary.json",
        parameters=(),
        response="StatusSummary",
    ),
    _operation(
        name="equivalence_pairs",
        operation_id="listEquivalencePairs",
        method="GET",
        path="/api/v1/equivalence/pairs",
        parameters=(_parameter("venue", "query", False), _parameter("relation", "query", False), _parameter("min_confidence", "query", False), _parameter("q", "query", False), _parameter("status", "query", False), _parameter("page", "query", False), _parameter("page_size", "query", False)),
        response="EquivalencePairsResponse",
    ),
    _operation(
        name="equivalence_pair",
        operation_id="getEquivalencePair",
        method="GET",
        path="/api/v1/equivalence/pairs/{pair_id}",
        parameters=(_parameter("pair_id", "path", True),),
        response="EquivalencePairResponse",
    ),
    _operation(
        name="equivalence_pair_basis",
        operation_id="getEquivalencePairBasis",
        method="GET",
        path="/api/v1/equivalence/pairs/{pair_id}/basis",
        parameters=(_parameter("pair_id", "path", True), _parameter("from", "query", True), _parameter("to", "query", True), _parameter("interval", "query", True)),
        response="EquivalenceBasisResponse",
    ),
    _operation(
        name="refused_lookalikes",
        operation_id="listRefusedLookalikes",
        method="GET",
        path="/api/v1/equivalence/refused",
        parameters=(_parameter("venue", "query", False), _parameter("reason", "query", False), _parameter("q", "query", False), _parameter("page", "query", False), _parameter("page_size", "query", False)),
        response="EquivalenceRefusedResponse",
    ),
    _operation(
        name="equivalence_accuracy",
        operation_id="getEquivalenceAccuracy",
        method="GET",
        path="/api/v1/equivalence/accuracy",
        parameters=(),
        response="EquivalenceAccuracyResponse",
    ),
    _operation(
        name="outcomes",
        operation_id="listOutcomes",
        method="GET",
        path="/api/v1/outcomes",
        parameters=(_parameter("venue", "query", False), _parameter("series", "query", False), _parameter("from", "query", False), _parameter("to", "query", False), _parameter("status", "query", False), _parameter("page", "query", False)),
        response="OutcomesResponse",
    ),
    _operation(
        name="calibration",
        operation_id="getCalibration",
        method="GET",
        path="/api/v1/calibration",
        parameters=(_parameter("venue", "query", False), _parameter("category", "query", False), _parameter("horizon", "query", True), _parameter("from", "query", False), _parameter("to", "query", False)),
        response="CalibrationResponse",
    ),
    _operation(
        name="open_api_document",
        operation_id="getOpenApiDocument",
        method="GET",
        path="/api/v1/openapi.json",
        parameters=(),
        response=None,
    ),
    _operation(
        name="legacy_markets",
        operation_id="listLegacyMarkets",
        method="GET",
        path="/api/markets",
        parameters=(),
        response="LegacyMarketList",
    ),
    _operation(
        name="legacy_market",
        operation_id="getLegacyMarket",
        method="GET",
        path="/api/markets/{symbol}",
        parameters=(_parameter("symbol", "path", True),),
        response="LegacyMarketResponse",
    ),
    _operation(
        name="legacy_market_history",
        operation_id="getLegacyMarketHistory",
        method="GET",
        path="/api/markets/{symbol}/history",
        parameters=(_parameter("symbol", "path", True), _parameter("range", "query", False), _parameter("resolution", "query", False)),
        response="LegacyMarketHistory",
    ),
    _operation(
        name="market_stream",
        operation_id="connectMarketStream",
        method="GET",
        path="/ws",
        parameters=(_parameter("version", "query", False), _parameter("batch", "query", False)),
        response=None,
    ),
)
"""Every operation of /api/v1/openapi.json, in the document's order."""
