#!/usr/bin/env python3
"""pix from Python, standard library only.

    python3 examples/python/pix.py <latest|history|lake|stream|factors|all>

PIX_URL is the deployment (default http://localhost:8787); PIX_API_KEY an optional key (factors needs one
with factors:read). PIX_LAKE_VENUE, PIX_LAKE_DATE and PIX_LAKE_AT pick the snapshot (default: the newest).
"""

import base64
import json
import os
import socket
import struct
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

BASE_URL = os.environ.get("PIX_URL", "http://localhost:8787").rstrip("/")
API_KEY = os.environ.get("PIX_API_KEY") or None
INDEX = os.environ.get("PIX_INDEX", "PIXCPI")


def get(path, query=None, retries=2):
    """GET a v1 resource; waits out Retry-After on 429/503 a bounded number of times."""
    url = BASE_URL + path + ("?" + urllib.parse.urlencode(query) if query else "")
    headers = {"Accept": "application/json"}
    if API_KEY:
        headers["X-API-Key"] = API_KEY
    for attempt in range(retries + 1):
        try:
            with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=30) as res:
                return json.load(res)
        except urllib.error.HTTPError as error:
            wait = error.headers.get("Retry-After", "")
            if error.code in (429, 503) and attempt < retries and wait.isdigit() and int(wait) <= 30:
                time.sleep(int(wait))
                continue
            problem = json.load(error)  # an RFC 9457 problem
            raise SystemExit(f"{path}: {problem['status']} {problem['title']}: {problem['detail']}")


def latest():
    data = get(f"/api/v1/indices/{INDEX}/snapshots/latest")["data"]
    print(f"latest {data['symbol']} {data['value']['decimal']} {data['value']['unit']} at {data['minute']}")


def history():
    data = get(f"/api/v1/indices/{INDEX}/history", {"range": "1y", "resolution": "1d"})["data"]
    buckets = data["buckets"]
    print(f"history {data['symbol']} {data['range']} {data['resolution']}: {len(buckets)} buckets")
    for bucket in buckets[-3:]:
        print(f"  {bucket['start_at']} close {bucket['close']}")


def newest_snapshot():
    chosen = [os.environ.get(k) for k in ("PIX_LAKE_VENUE", "PIX_LAKE_DATE", "PIX_LAKE_AT")]
    if all(chosen):
        return chosen
    for venue in get("/api/v1/lake/venues")["data"]["venues"]:
        last = venue["coverage"]["last_snapshot"]
        if last:
            return venue["venue"], last["date"], last["at"]
    raise SystemExit("the lake has no snapshot yet")


def lake():
    venue, date, at = newest_snapshot()
    rows, markets, page, last = 0, set(), 1, 1
    while page <= last:
        body = get(f"/api/v1/lake/venues/{venue}/quotes", {"date": date, "at": at, "page": page, "page_size": 25})
        last = body["meta"]["pagination"]["total_pages"]
        rows += len(body["data"]["rows"])
        markets.update(row["market_id"] for row in body["data"]["rows"])
        page += 1
    print(f"lake {venue} {date} {at}: {rows} rows, {len(markets)} markets")


class WebSocket:
    """Just enough RFC 6455 for the pix stream: text frames, client masking, close."""

    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port or 80), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {parts.path or '/'} HTTP/1.1\r\nHost: {parts.netloc}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self._read_some()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise SystemExit(f"stream: {head.decode(errors='replace').splitlines()[0]}")

    def _read_some(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise SystemExit("stream: connection closed")
        return chunk

    def _read(self, n):
        while len(self.buffer) < n:
            self.buffer += self._read_some()
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def send(self, text, opcode=0x1):
        payload, mask = text.encode(), os.urandom(4)
        size = len(payload)
        header = bytes([0x80 | opcode])
        if size < 126:
            header += bytes([0x80 | size])
        elif size < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", size)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", size)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        """The next text message (fragments joined); SystemExit with the close code on a close frame."""
        message = b""
        while True:
            first, second = self._read(2)
            size = second & 0x7F
            if size == 126:
                size = struct.unpack("!H", self._read(2))[0]
            elif size == 127:
                size = struct.unpack("!Q", self._read(8))[0]
            payload = self._read(size)
            opcode = first & 0x0F
            if opcode == 0x8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                raise SystemExit(f"stream closed: {code} {payload[2:].decode(errors='replace')}")
            if opcode == 0x9:
                self.send(payload.decode(), opcode=0xA)
                continue
            message += payload
            if first & 0x80:
                return json.loads(message)

    def close(self):
        self.send("", opcode=0x8)
        self.sock.close()


def stream():
    parts = urllib.parse.urlsplit(BASE_URL)
    if parts.scheme == "https":
        raise SystemExit("this minimal client speaks ws:// only; use the TypeScript client for wss://")
    ws = WebSocket(f"ws://{parts.netloc}/ws")
    if API_KEY:
        ws.send(json.dumps({"type": "auth", "key": API_KEY}))
    expected = 3 if API_KEY else 2
    for _ in range(expected):
        message = ws.receive()
        if message["type"] == "error":
            raise SystemExit(f"stream: {message['code']} {message['detail']}")
        if message["type"] == "snapshot":
            reason, kind = message["reason"], message["access"]["kind"]
            print(f"stream snapshot {reason} {kind} {len(message['markets'])} markets")
            if reason == ("auth" if API_KEY else "connect"):
                ws.send(json.dumps({"type": "subscribe", "symbols": [INDEX]}))
        else:
            print(f"stream market_update {message['cycle_start']} {len(message['markets'])} markets")
    ws.close()


def factors():
    ticker = os.environ.get("PIX_TICKER", "AAPL")
    body = get(f"/api/v1/factors/stocks/{ticker}")
    themes = ",".join(f"{f['id']}:{f['status']}" for f in body["factors"])
    print(f"factors {body['equity']['ticker']} {body['state']} as of {body['as_of']}; themes {themes}")


TASKS = {"latest": latest, "history": history, "lake": lake, "stream": stream, "factors": factors}

if __name__ == "__main__":
    chosen = sys.argv[1] if len(sys.argv) > 1 else "all"
    if chosen == "all":
        for task in TASKS.values():
            task()
    elif chosen in TASKS:
        TASKS[chosen]()
    else:
        sys.exit(f"usage: pix.py <{'|'.join(TASKS)}|all>")
