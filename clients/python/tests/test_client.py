"""pix_client against a running pix: PIX_URL, PIX_API_KEY (a key with the public read scopes) and
PIX_LAKE_VENUE / PIX_LAKE_DATE / PIX_LAKE_AT (a sealed lake snapshot) come from the environment."""

from __future__ import annotations

import http.server
import json
import os
import threading
import unittest
from typing import Any

import httpx

from pix_client import OPERATIONS, ChannelRejected, Client, PixProblem, SequenceGap, StreamV1, StreamV2
from pix_client.stream import stream_url

BASE_URL = os.environ.get("PIX_URL", "http://localhost:8787")
API_KEY = os.environ.get("PIX_API_KEY")


class Recorder:
    """Keeps every request's If-None-Match and every response's status."""

    def __init__(self) -> None:
        self.sent: list[str | None] = []
        self.statuses: list[int] = []

    def client(self) -> httpx.Client:
        return httpx.Client(
            timeout=30,
            event_hooks={
                "request": [lambda req: self.sent.append(req.headers.get("If-None-Match"))],
                "response": [lambda res: self.statuses.append(res.status_code)],
            },
        )


class ReadsTest(unittest.TestCase):
    def setUp(self) -> None:
        self.pix = Client(base_url=BASE_URL, api_key=API_KEY)

    def tearDown(self) -> None:
        self.pix.close()

    def test_every_operation_is_a_method(self) -> None:
        for operation in OPERATIONS:
            # A day's Parquet files answer bytes, not a JSON body.
            if operation["response"] or operation["name"].endswith("parquet"):
                self.assertTrue(callable(getattr(self.pix, operation["name"])), operation["name"])

    def test_snapshot(self) -> None:
        data = self.pix.index_snapshot("PIXCPI")["data"]
        self.assertEqual(data["symbol"], "PIXCPI")
        self.assertRegex(data["value"]["decimal"], r"^-?\d+(\.\d+)?$")

    def test_catalog_search(self) -> None:
        every = self.pix.indices()["data"]["indices"]
        found = self.pix.indices(q="cpi")["data"]
        self.assertGreater(len(every), 1)
        self.assertEqual([i["symbol"] for i in found["indices"]], ["PIXCPI"])
        self.assertEqual(found["count"], 1)

    def test_history(self) -> None:
        data = self.pix.index_history("PIXCPI", range="1y", resolution="1d")["data"]
        self.assertEqual((data["range"], data["resolution"]), ("1y", "1d"))
        self.assertGreater(len(data["buckets"]), 0)

    def test_lake_quotes_pages(self) -> None:
        venue, date, at = (os.environ[k] for k in ("PIX_LAKE_VENUE", "PIX_LAKE_DATE", "PIX_LAKE_AT"))
        pages = list(self.pix.lake_quotes_pages(venue, date=date, at=at, page_size=25))
        total = pages[0]["meta"]["pagination"]
        self.assertGreater(len(pages), 1)
        self.assertEqual(len(pages), total["total_pages"])
        self.assertEqual(sum(len(p["data"]["rows"]) for p in pages), total["total_rows"])

    def test_etag_revalidation(self) -> None:
        recorder = Recorder()
        pix = Client(base_url=BASE_URL, api_key=API_KEY, http=recorder.client())
        first = pix.index("PIXCPI")
        second = pix.index("PIXCPI")
        self.assertEqual(recorder.statuses, [200, 304])
        self.assertIsNone(recorder.sent[0])
        self.assertTrue(recorder.sent[1])
        self.assertEqual(first, second)

    def test_problem(self) -> None:
        with self.assertRaises(PixProblem) as raised:
            self.pix.index_snapshot("NOSUCHINDEX")
        problem = raised.exception
        self.assertEqual(problem.status, 404)
        self.assertTrue(problem.title)
        self.assertTrue(problem.detail)
        self.assertTrue(problem.type.startswith("http"))
        self.assertIn("#", problem.type)
        self.assertEqual(problem.members["status"], 404)

    def test_problem_without_a_key(self) -> None:
        with self.assertRaises(PixProblem) as raised:
            Client(base_url=BASE_URL).factor_stock("AAPL")
        self.assertEqual(raised.exception.status, 401)


class Answers429Then200(http.server.BaseHTTPRequestHandler):
    calls = 0

    def do_GET(self) -> None:  # noqa: N802 — the stdlib's name
        type(self).calls += 1
        if type(self).calls == 1:
            body = json.dumps({"type": "about:blank#rate-limited", "title": "Too many", "status": 429})
            self.send_response(429)
            self.send_header("Retry-After", "1")
            self.send_header("Content-Type", "application/problem+json")
        else:
            body = json.dumps({"data": {"id": "PIXCPI"}})
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body.encode())

    def log_message(self, *_: Any) -> None:
        pass


class RetryAfterTest(unittest.TestCase):
    def serve(self) -> str:
        Answers429Then200.calls = 0
        server = http.server.HTTPServer(("127.0.0.1", 0), Answers429Then200)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.shutdown)
        return f"http://127.0.0.1:{server.server_port}"

    def test_waits_and_retries(self) -> None:
        waits: list[float] = []
        pix = Client(base_url=self.serve(), sleep=waits.append)
        self.assertEqual(pix.index("PIXCPI"), {"data": {"id": "PIXCPI"}})
        self.assertEqual(waits, [1.0])

    def test_gives_up_after_the_retries(self) -> None:
        pix = Client(base_url=self.serve(), retries=0)
        with self.assertRaises(PixProblem) as raised:
            pix.index("PIXCPI")
        self.assertEqual(raised.exception.status, 429)
        self.assertEqual(raised.exception.headers.get("retry-after"), "1")


class StreamTest(unittest.TestCase):
    def test_url(self) -> None:
        self.assertEqual(stream_url("https://pix.example/", 2), "wss://pix.example/ws?version=2")
        self.assertEqual(stream_url("ws://localhost:8787/ws", 1), "ws://localhost:8787/ws")
        self.assertEqual(stream_url("http://localhost:8787", 2, batch=True), "ws://localhost:8787/ws?version=2&batch=1")

    def test_batched_frames_yield_each_message(self) -> None:
        with StreamV2(BASE_URL, ["index:PIXCPI"], batch=True) as stream:
            seen: list[dict[str, Any]] = []
            for message in stream:
                seen.append(dict(message))
                if message["type"] == "subscribed":
                    break
        # The two statuses on connect came as one array frame, each yielded on its own.
        self.assertEqual(sorted(m["venue"] for m in seen if m["type"] == "status"), ["kalshi", "polymarket"])
        self.assertEqual(seen[-1]["channels"], ["index:PIXCPI"])

    def test_version_2_subscribes_and_receives(self) -> None:
        with Client(base_url=BASE_URL, api_key=API_KEY).stream(["index:PIXCPI"]) as stream:
            seen: list[dict[str, Any]] = []
            for message in stream:
                seen.append(dict(message))
                types = [m["type"] for m in seen]
                if "subscribed" in types and len(types) > types.index("subscribed") + 1:
                    break
        subscribed = next(m for m in seen if m["type"] == "subscribed")
        self.assertIn("index:PIXCPI", subscribed["channels"])
        self.assertEqual(subscribed["rejected"], [])
        self.assertGreaterEqual(len(seen), 2)

    def test_refused_channel_raises(self) -> None:
        with StreamV2(BASE_URL, ["index:PIXCPI", "index:NOSUCH"]) as stream:
            with self.assertRaises(ChannelRejected) as raised:
                for message in stream:
                    if message["type"] == "subscribed":  # the answer that refused it, never yielded
                        break
            self.assertEqual([r["channel"] for r in raised.exception.rejected], ["index:NOSUCH"])
            self.assertEqual(raised.exception.code, "channel_rejected")
            self.assertIn("index:NOSUCH", str(raised.exception))
            self.assertEqual(stream.channels, ["index:PIXCPI"])

    def test_refused_channel_reported(self) -> None:
        reported: list[list[dict[str, str]]] = []
        with StreamV2(BASE_URL, ["index:NOSUCH", "index:PIXCPI"], on_rejected=reported.append) as stream:
            subscribed = next(m for m in stream if m["type"] == "subscribed")
            self.assertEqual(subscribed["channels"], ["index:PIXCPI"])
            self.assertEqual([r["channel"] for r in reported[0]], ["index:NOSUCH"])
            self.assertEqual(stream.channels, ["index:PIXCPI"])
            # It carries on: the next subscribe is answered.
            stream.subscribe(["index:PIXFED"])
            added = next(m for m in stream if m["type"] == "subscribed")
            self.assertEqual(added["added"], ["index:PIXFED"])

    def test_sequence_gap(self) -> None:
        stream = StreamV2(BASE_URL)
        stream._check({"type": "index", "channel": "index:X", "seq": 1})
        with self.assertRaises(SequenceGap):
            stream._check({"type": "index", "channel": "index:X", "seq": 3})
        stream.on_gap = "yield"
        flagged = stream._check({"type": "index", "channel": "index:X", "seq": 5})
        self.assertEqual(flagged[0], {"type": "sequence_gap", "channel": "index:X", "expected": 4, "received": 5})

    def test_version_1_snapshot(self) -> None:
        with StreamV1(BASE_URL, api_key=API_KEY) as stream:
            first = next(stream)
            self.assertEqual(first["type"], "snapshot")
            self.assertEqual(first["reason"], "connect")


if __name__ == "__main__":
    unittest.main()
