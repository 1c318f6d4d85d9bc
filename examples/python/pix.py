#!/usr/bin/env python3
"""pix from Python, with the pix_client package (clients/python).

    pip install ./clients/python
    python3 examples/python/pix.py <latest|history|lake|stream|factors|all>

PIX_URL is the deployment (default http://localhost:8787); PIX_API_KEY an optional key (factors needs one
with factors:read). PIX_LAKE_VENUE, PIX_LAKE_DATE and PIX_LAKE_AT pick the snapshot (default: the newest).
"""

from __future__ import annotations

import os
import sys

from pix_client import Client, PixProblem, PixStreamError, StreamV1

BASE_URL = os.environ.get("PIX_URL", "http://localhost:8787").rstrip("/")
API_KEY = os.environ.get("PIX_API_KEY") or None
INDEX = os.environ.get("PIX_INDEX", "PIXCPI")

pix = Client(base_url=BASE_URL, api_key=API_KEY)


def latest() -> None:
    data = pix.index_snapshot(INDEX)["data"]
    print(f"latest {data['symbol']} {data['value']['decimal']} {data['value']['unit']} at {data['minute']}")


def history() -> None:
    data = pix.index_history(INDEX, range="1y", resolution="1d")["data"]
    buckets = data["buckets"]
    print(f"history {data['symbol']} {data['range']} {data['resolution']}: {len(buckets)} buckets")
    for bucket in buckets[-3:]:
        print(f"  {bucket['start_at']} close {bucket['close']}")


def newest_snapshot() -> tuple[str, str, str]:
    venue, date, at = (os.environ.get(k) for k in ("PIX_LAKE_VENUE", "PIX_LAKE_DATE", "PIX_LAKE_AT"))
    if venue and date and at:
        return venue, date, at
    for listed in pix.lake_venues()["data"]["venues"]:
        last = listed["coverage"]["last_snapshot"]
        if last:
            return listed["venue"], last["date"], last["at"]
    raise SystemExit("the lake has no snapshot yet")


def lake() -> None:
    venue, date, at = newest_snapshot()
    rows, markets = 0, set()
    for page in pix.lake_quotes_pages(venue, date=date, at=at, page_size=25):
        rows += len(page["data"]["rows"])
        markets.update(row["market_id"] for row in page["data"]["rows"])
    print(f"lake {venue} {date} {at}: {rows} rows, {len(markets)} markets")


def stream() -> None:
    """Version 1: the snapshot on connect (and after the key), then a subscription to one market."""
    with StreamV1(BASE_URL, api_key=API_KEY) as messages:
        for message in messages:
            if message["type"] != "snapshot":
                print(f"stream market_update {message['cycle_start']} {len(message['markets'])} markets")
                continue
            reason, kind = message["reason"], message["access"]["kind"]
            print(f"stream snapshot {reason} {kind} {len(message['markets'])} markets")
            if reason == ("auth" if API_KEY else "connect"):
                messages.subscribe([INDEX])
            if reason == "subscribe":
                return


def factors() -> None:
    ticker = os.environ.get("PIX_TICKER", "AAPL")
    body = pix.factor_stock(ticker)
    themes = ",".join(f"{f['id']}:{f['status']}" for f in body["factors"])
    print(f"factors {body['equity']['ticker']} {body['state']} as of {body['as_of']}; themes {themes}")


TASKS = {"latest": latest, "history": history, "lake": lake, "stream": stream, "factors": factors}

if __name__ == "__main__":
    chosen = sys.argv[1] if len(sys.argv) > 1 else "all"
    if chosen not in TASKS and chosen != "all":
        sys.exit(f"usage: pix.py <{'|'.join(TASKS)}|all>")
    try:
        for task in TASKS.values() if chosen == "all" else [TASKS[chosen]]:
            task()
    except PixProblem as problem:  # an RFC 9457 problem
        sys.exit(f"{problem.status} {problem.title}: {problem.detail}")
    except PixStreamError as error:
        sys.exit(f"stream: {error}")
