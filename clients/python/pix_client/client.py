"""The HTTP side of pix_client: one method per v1 operation, ETag revalidation and Retry-After."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import httpx

from .models import OPERATIONS, LakeQuotesResponse, Operation, Operations
from .problem import PixProblem
from .stream import StreamV2

RETRYABLE = (429, 503)


class Client(Operations):
    """A pix v1 client: `Client(base_url="http://localhost:8787", api_key="pix_…")`.

    Every operation of /api/v1/openapi.json is a method named after it (`index_snapshot("PIXCPI")`,
    `index_history("PIXCPI", range="1y", resolution="1d")`, `lake_quotes(…)`, `factor_stock("AAPL")`),
    answering the JSON body (or bytes for Parquet). A refused request raises `PixProblem`.

    - ETag revalidation: a JSON answer with an ETag is kept in memory (at most `cache_size` URLs); the next
      read of that URL sends `If-None-Match`, and a 304 answers the kept body.
    - Retry-After: a 429 or 503 carrying `Retry-After` is retried after that many seconds, at most
      `retries` times and only when the wait is at most `max_retry_wait` seconds; then it raises.
    """

    def __init__(
        self,
        base_url: str = "http://localhost:8787",
        api_key: str | None = None,
        *,
        retries: int = 2,
        max_retry_wait: float = 30.0,
        timeout: float = 30.0,
        cache_size: int = 256,
        sleep: Callable[[float], None] = time.sleep,
        http: httpx.Client | None = None,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.retries = retries
        self.max_retry_wait = max_retry_wait
        self.cache_size = cache_size
        self._sleep = sleep
        self._http = http or httpx.Client(timeout=timeout)
        self._cache: dict[str, tuple[str, Any]] = {}
        self._operations: dict[str, Operation] = {op["name"]: op for op in OPERATIONS}

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        """Closes the HTTP connections."""
        self._http.close()

    def url(self, name: str, path: dict[str, Any], query: dict[str, Any] | None = None) -> str:
        """The URL of an operation for these parameters (None values are left out)."""
        operation = self._operations[name]
        resolved = operation["path"]
        for key, value in path.items():
            resolved = resolved.replace("{" + key + "}", quote(str(value), safe=""))
        params = httpx.QueryParams({k: _query_value(v) for k, v in (query or {}).items() if v is not None})
        return f"{self.base_url}{resolved}" + (f"?{params}" if params else "")

    def _call(self, name: str, path: dict[str, Any], query: dict[str, Any]) -> Any:
        return self.get(self.url(name, path, query))

    def get(self, url: str) -> Any:
        """GETs a URL of this deployment with the key, revalidation and retries; JSON or bytes."""
        headers = {"Accept": "application/json"}
        if self.api_key:
            headers["X-API-Key"] = self.api_key
        cached = self._cache.get(url)
        if cached:
            headers["If-None-Match"] = cached[0]
        for attempt in range(self.retries + 1):
            res = self._http.get(url, headers=headers)
            if res.status_code in RETRYABLE and attempt < self.retries:
                wait = _retry_after(res.headers.get("Retry-After"))
                if wait is not None and wait <= self.max_retry_wait:
                    self._sleep(wait)
                    continue
            break
        if res.status_code == 304 and cached:
            return cached[1]
        if res.status_code >= 400:
            raise PixProblem.from_response(res.status_code, res.content, dict(res.headers))
        if not res.headers.get("Content-Type", "").startswith(("application/json", "application/problem")):
            return res.content
        body = res.json()
        etag = res.headers.get("ETag")
        if etag:
            self._remember(url, etag, body)
        return body

    def _remember(self, url: str, etag: str, body: Any) -> None:
        self._cache.pop(url, None)
        while len(self._cache) >= self.cache_size > 0:
            self._cache.pop(next(iter(self._cache)))
        if self.cache_size > 0:
            self._cache[url] = (etag, body)

    def lake_quotes_pages(
        self, venue: str, *, date: str, at: str, page_size: int | None = None, page: int = 1
    ) -> Iterator[LakeQuotesResponse]:
        """Every page of a lake snapshot's quotes, from `page` to the last one."""
        while True:
            body = self.lake_quotes(venue, date=date, at=at, page=page, page_size=page_size)
            yield body
            if page >= body["meta"]["pagination"]["total_pages"]:
                return
            page += 1

    def stream(self, channels: list[str] | None = None, **options: Any) -> StreamV2:
        """The stream, version 2, with this client's URL and key: see `pix_client.stream.StreamV2`."""
        return StreamV2(self.base_url, channels or [], api_key=self.api_key, **options)


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _retry_after(value: str | None) -> float | None:
    """Retry-After in seconds (pix sends delta-seconds); None when absent or not a number."""
    if value is None:
        return None
    try:
        seconds = float(value.strip())
    except ValueError:
        return None
    return seconds if seconds >= 0 else None
