"""The pix stream (`/ws`) as a plain iterator: version 2 (`StreamV2`) and version 1 (`StreamV1`)."""

from __future__ import annotations

import asyncio
import json
import time
from collections import deque
from collections.abc import Callable
from typing import Any, Literal, Self
from urllib.parse import urlsplit, urlunsplit

import websockets
import websockets.exceptions

from .models import StreamV2ServerMessage

#: Close codes after which reconnecting cannot help (bad input, bad key, key without the scope).
FATAL_CLOSE_CODES = frozenset({1003, 1008, 1009, 4401, 4403})

#: Channels one subscribe, unsubscribe or resume may name (the server's `max_channels_per_message`).
CHANNELS_PER_MESSAGE = 50


def _batches(items: list[Any]) -> list[list[Any]]:
    """`items` in lists of at most CHANNELS_PER_MESSAGE."""
    return [items[i : i + CHANNELS_PER_MESSAGE] for i in range(0, len(items), CHANNELS_PER_MESSAGE)]


class PixStreamError(Exception):
    """The stream ended or refused the client: `close_code`, and the server's `error` code and detail."""

    def __init__(self, detail: str, *, close_code: int | None = None, code: str | None = None) -> None:
        self.detail = detail
        self.close_code = close_code
        self.code = code
        super().__init__(f"{close_code or '-'} {code or ''} {detail}".strip())


class SequenceGap(PixStreamError):
    """A channel's `seq` skipped: `channel`, the `expected` seq and the one `received`."""

    def __init__(self, channel: str, expected: int, received: int) -> None:
        self.channel = channel
        self.expected = expected
        self.received = received
        super().__init__(f"{channel}: expected seq {expected}, received {received}", code="sequence_gap")


class ChannelRejected(PixStreamError):
    """The server refused channels of a subscription: `rejected` lists each `{"channel", "reason"}`."""

    def __init__(self, rejected: list[dict[str, str]]) -> None:
        self.rejected = rejected
        refused = "; ".join(f"{r.get('channel')} ({r.get('reason')})" for r in rejected)
        super().__init__(f"channels refused: {refused}", code="channel_rejected")


def stream_url(base_url: str, version: int, batch: bool = False) -> str:
    """`http(s)://host` or `ws(s)://host[/ws]` → the stream URL of that version (version 2: `batch=1` when asked)."""
    parts = urlsplit(base_url)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    path = parts.path.rstrip("/")
    path = path if path.endswith("/ws") else f"{path}/ws"
    query = ("version=2&batch=1" if batch else "version=2") if version == 2 else ""
    return urlunsplit((scheme, parts.netloc, path, query, ""))


class _Socket:
    """A websockets connection driven from synchronous code through a private event loop."""

    def __init__(self) -> None:
        self._loop = asyncio.new_event_loop()
        self._ws: Any = None
        # The rest of a batched frame (a JSON array of messages), handed out one by one.
        self._batched: deque[Any] = deque()

    def open(self, url: str, timeout: float) -> None:
        async def connect() -> Any:
            # Made inside the loop: websockets binds a connection to the loop running when it is made.
            return await websockets.connect(url, open_timeout=timeout, ping_interval=None, max_size=2**24)  # type: ignore[attr-defined]

        self._ws = self._loop.run_until_complete(connect())

    def send(self, message: dict[str, Any]) -> None:
        self._loop.run_until_complete(self._ws.send(json.dumps(message)))

    def receive(self, timeout: float | None) -> dict[str, Any] | None:
        """The next JSON message (a batched frame's in turn); None when nothing came within `timeout` seconds."""
        if self._batched:
            return self._message(self._batched.popleft())
        try:
            frame = self._loop.run_until_complete(asyncio.wait_for(self._ws.recv(), timeout))
        except asyncio.TimeoutError:
            return None
        except websockets.exceptions.ConnectionClosed as closed:
            raise PixStreamError(closed.reason or "connection closed", close_code=closed.code) from None
        message = json.loads(frame)
        if isinstance(message, list) and message:
            self._batched.extend(message[1:])
            message = message[0]
        return self._message(message)

    @staticmethod
    def _message(message: Any) -> dict[str, Any]:
        return message if isinstance(message, dict) else {"type": "unknown", "frame": message}

    def close(self) -> None:
        if self._ws is not None:
            try:
                self._loop.run_until_complete(self._ws.close())
            except Exception:  # noqa: BLE001 — closing a broken socket is not an error
                pass
            self._ws = None
        self._loop.close()


class _Stream:
    """What both versions share: a context manager and an iterator over itself."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def __iter__(self) -> Self:
        return self

    def close(self) -> None:
        raise NotImplementedError


class StreamV2(_Stream):
    """Version 2 of the stream (`/ws?version=2`) as an iterator of typed messages.

        with StreamV2("http://localhost:8787", ["index:PIXCPI"], api_key="pix_…") as stream:
            for message in stream:
                ...

    A key is sent as the first message and its answer awaited before subscribing. Every data message's
    `seq` is checked per channel: a skip raises `SequenceGap` (`on_gap="raise"`, the default) or yields a
    `{"type": "sequence_gap", "channel", "expected", "received"}` message before it (`on_gap="yield"`).
    A server `gap` starts its channel's count over. Silence longer than `heartbeat_misses` heartbeat
    intervals counts as a dead connection: with `reconnect=True` the stream reconnects (at most
    `max_reconnects` times in a row, backing off), re-authenticates and resubscribes, resuming each
    channel from the last `cseq` it saw (`resume`: the server sends what was missed, or a `gap` with
    reason `resume_expired` and a whole `book`); otherwise it raises `PixStreamError`. An `error` message or a fatal close raises `PixStreamError` with its code.
    Channels are sent in messages of at most 50 (`CHANNELS_PER_MESSAGE`, the server's limit), however many are held.

    Channels the server refuses (the `rejected` of its `subscribed` answer: unknown, not entitled, over a
    limit) are dropped from `channels`; then `ChannelRejected` is raised (`on_rejected="raise"`, the
    default), or `on_rejected` is called with them and the `subscribed` message is yielded as usual.

    `batch=True` asks for batched frames (`batch=1`: each frame a JSON array of messages, fewer frames
    when many come at once); the messages are yielded one by one either way.
    """

    def __init__(
        self,
        base_url: str,
        channels: list[str] | None = None,
        *,
        api_key: str | None = None,
        on_gap: Literal["raise", "yield"] = "raise",
        on_rejected: Literal["raise"] | Callable[[list[dict[str, str]]], None] = "raise",
        heartbeat_misses: int = 2,
        reconnect: bool = False,
        max_reconnects: int = 5,
        timeout: float = 10.0,
        batch: bool = False,
    ) -> None:
        self.url = stream_url(base_url, 2, batch)
        self.channels: list[str] = list(channels or [])
        self.api_key = api_key
        self.on_gap = on_gap
        self.on_rejected = on_rejected
        self.heartbeat_misses = heartbeat_misses
        self.reconnect = reconnect
        self.max_reconnects = max_reconnects
        self.timeout = timeout
        self.heartbeat_interval = 5.0
        self._seq: dict[str, int] = {}
        #: The last `cseq` seen of each channel (canonical name): what a reconnect resumes from.
        self._cseq: dict[str, int] = {}
        self._pending: deque[dict[str, Any]] = deque()
        self._socket: _Socket | None = None
        self._closed = False

    def __next__(self) -> StreamV2ServerMessage:
        if self._closed:
            raise StopIteration
        if self._socket is None:
            self._connect()
        while not self._pending:
            message = self._receive()
            self._pending.extend(self._check(message))
        return self._pending.popleft()  # type: ignore[return-value]

    def subscribe(self, channels: list[str]) -> None:
        """Adds channels (answered by a `subscribed` message)."""
        self.channels.extend(c for c in channels if c not in self.channels)
        if self._socket is not None:
            for batch in _batches(channels):
                self._socket.send({"type": "subscribe", "channels": batch})

    def unsubscribe(self, channels: list[str]) -> None:
        """Removes channels (answered by a `subscribed` message)."""
        self.channels = [c for c in self.channels if c not in channels]
        for channel in channels:
            self._seq.pop(channel, None)
            self._cseq.pop(channel, None)
        if self._socket is not None:
            for batch in _batches(channels):
                self._socket.send({"type": "unsubscribe", "channels": batch})

    def close(self) -> None:
        """Closes the connection; the iterator ends."""
        self._closed = True
        if self._socket is not None:
            self._socket.close()
            self._socket = None

    def _connect(self) -> None:
        socket = _Socket()
        try:
            socket.open(self.url, self.timeout)
            self._socket = socket
            self._seq.clear()
            if self.api_key:
                socket.send({"type": "auth", "key": self.api_key})
                self._await_auth()
            # Channels seen before resume from their last cseq; the subscribe that follows adds the rest
            # (a channel already held again is skipped by the server).
            for batch in _batches(list(self._cseq.items())):
                socket.send({"type": "resume", "channels": dict(batch)})
            for channels in _batches(self.channels):
                socket.send({"type": "subscribe", "channels": channels})
        except BaseException:
            socket.close()
            self._socket = None
            raise

    def _await_auth(self) -> None:
        """Waits for the answer to `auth` (a `subscribed`), keeping what came before it."""
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            message = self._receive_once(max(deadline - time.monotonic(), 0.01))
            if message is None:
                continue
            if message.get("type") == "subscribed":
                return
            self._pending.extend(self._check(message))
        raise PixStreamError("no answer to auth", code="auth_timeout")

    def _receive_once(self, timeout: float) -> dict[str, Any] | None:
        assert self._socket is not None
        message = self._socket.receive(timeout)
        if message is not None and message.get("type") == "heartbeat":
            interval = message.get("interval_ms")
            if isinstance(interval, (int, float)) and interval > 0:
                self.heartbeat_interval = interval / 1000
            # Read: say so, or the server closes a connection that acknowledges nothing for max_unread_ms.
            if isinstance(message.get("id"), int):
                self._socket.send({"type": "ack", "heartbeat": message["id"]})
        if message is not None and message.get("type") == "error":
            raise PixStreamError(str(message.get("detail", "")), code=str(message.get("code")))
        return message

    def _receive(self) -> dict[str, Any]:
        attempts = 0
        while True:
            try:
                message = self._receive_once(self.heartbeat_interval * self.heartbeat_misses + 1)
                if message is not None:
                    return message
                error = PixStreamError("no heartbeat", code="heartbeat_missed")
            except PixStreamError as closed:
                if closed.close_code in FATAL_CLOSE_CODES or closed.code not in (None, "heartbeat_missed"):
                    raise
                error = closed
            if not self.reconnect or attempts >= self.max_reconnects:
                raise error
            attempts += 1
            if self._socket is not None:
                self._socket.close()
                self._socket = None
            time.sleep(min(0.25 * 2**attempts, 30.0))
            try:
                self._connect()
            except (OSError, PixStreamError, websockets.exceptions.WebSocketException):
                continue

    def _rejected(self, rejected: list[dict[str, str]]) -> None:
        """Drops refused channels, then raises `ChannelRejected` or reports them to `on_rejected`."""
        refused = {r.get("channel") for r in rejected}
        self.channels = [c for c in self.channels if c not in refused]
        for channel in refused:
            self._seq.pop(str(channel), None)
            self._cseq.pop(str(channel), None)
        if self.on_rejected == "raise":
            raise ChannelRejected(rejected)
        self.on_rejected(rejected)

    def _check(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        """The message, after its channel's seq check (with a `sequence_gap` before it when yielding)."""
        if message.get("type") == "subscribed" and message.get("rejected"):
            self._rejected(list(message["rejected"]))
        channel, seq = message.get("channel"), message.get("seq")
        if isinstance(channel, str) and isinstance(message.get("cseq"), int):
            self._cseq[channel] = message["cseq"]
        if message.get("type") == "gap" and isinstance(channel, str):
            self._seq.pop(channel, None)
            return [message]
        if not isinstance(channel, str) or not isinstance(seq, int):
            return [message]
        last = self._seq.get(channel)
        self._seq[channel] = seq
        if last is None or seq == last + 1:
            return [message]
        # Messages were lost: a reconnect subscribes this channel afresh rather than resume past them.
        self._cseq.pop(channel, None)
        if self.on_gap == "raise":
            raise SequenceGap(channel, last + 1, seq)
        gap = {"type": "sequence_gap", "channel": channel, "expected": last + 1, "received": seq}
        return [gap, message]


class StreamV1(_Stream):
    """Version 1 of the stream (`/ws`): `snapshot` then `market_update` messages, as an iterator.

    With a key, it is sent as the first message (a second `snapshot`, reason `auth`, answers it).
    `subscribe(["PIXCPI"])` narrows the markets; an `error` message or a close raises `PixStreamError`.
    """

    def __init__(self, base_url: str, *, api_key: str | None = None, timeout: float = 60.0) -> None:
        self.url = stream_url(base_url, 1)
        self.api_key = api_key
        self.timeout = timeout
        self._socket: _Socket | None = None

    def __next__(self) -> dict[str, Any]:
        if self._socket is None:
            self._socket = _Socket()
            self._socket.open(self.url, self.timeout)
            if self.api_key:
                self._socket.send({"type": "auth", "key": self.api_key})
        message = self._socket.receive(self.timeout)
        if message is None:
            raise PixStreamError("no message", code="timeout")
        if message.get("type") == "error":
            raise PixStreamError(str(message.get("detail", "")), code=str(message.get("code")))
        return message

    def subscribe(self, symbols: list[str]) -> None:
        """Narrows the stream to these symbols (answered by a `snapshot`, reason `subscribe`)."""
        if self._socket is None:
            raise PixStreamError("not connected: read the first message before subscribing")
        self._socket.send({"type": "subscribe", "symbols": symbols})

    def close(self) -> None:
        """Closes the connection."""
        if self._socket is not None:
            self._socket.close()
            self._socket = None
