"""A small keep-alive HTTP/1.1 client for talking to backends: asyncio protocols + httptools.

Why not httpx here: per proxied request httpx/httpcore spent ~55% of a gateway worker's CPU
(anyio streams, a connection-pool scan that asks every idle socket whether it is readable,
h11 in pure Python); see ``bench/overhead/FINDINGS.md``. This client does one thing: POST (or
GET) a body on a pooled connection and hand back the status, headers and body chunks as they
arrive, with connect/read/pool timeouts and back-pressure (reading pauses while a consumer lags).

Failures are raised as httpx's exception types (``ConnectError``, ``ConnectTimeout``,
``ReadTimeout``, ``PoolTimeout``, ``RemoteProtocolError``, ``ReadError``) so callers keep one
``except httpx.HTTPError``. A request on a reused connection that the server closed before
answering a single byte is retried once on a fresh connection (the usual keep-alive race).
"""

from __future__ import annotations

import asyncio
import socket
import ssl
from collections import deque
from collections.abc import AsyncIterator, Mapping
from urllib.parse import urlsplit

import httptools
import httpx

HIGH_WATER = 256 * 1024  # buffered body bytes at which reading pauses


class _Conn(asyncio.Protocol):
    """One connection; one request at a time."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.transport: asyncio.Transport | None = None
        self.parser = httptools.HttpResponseParser(self)
        self.closed = False
        self.paused = False
        self.reset()

    def reset(self) -> None:
        self.status = 0
        self.raw_headers: list[tuple[bytes, bytes]] = []
        self.chunks: deque[bytes] = deque()
        self.buffered = 0
        self.headers_done = False
        self.complete = False
        self.keep_alive = True
        self.got_bytes = False
        self.exc: BaseException | None = None
        self.waiter: asyncio.Future[None] | None = None

    # asyncio.Protocol
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        sock = transport.get_extra_info("socket")
        if sock is not None and sock.family in (socket.AF_INET, socket.AF_INET6):
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def data_received(self, data: bytes) -> None:
        self.got_bytes = True
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError as exc:
            self.exc = httpx.RemoteProtocolError(f"invalid HTTP from the backend: {exc}")
            self.keep_alive = False
            self.transport.close()  # type: ignore[union-attr]
            self._wake()
            return
        if self.buffered > HIGH_WATER and not self.paused and not self.closed:
            self.paused = True
            self.transport.pause_reading()  # type: ignore[union-attr]

    def eof_received(self) -> bool | None:
        if self.headers_done and not self.complete and not self._framed():
            self.complete = True  # body delimited by the connection's end
            self.keep_alive = False
        return None

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if not self.complete and self.exc is None:
            if not self.got_bytes:
                self.exc = httpx.RemoteProtocolError("the backend closed the connection "
                                                     "without sending a response")
            else:
                self.exc = httpx.ReadError("the backend closed the connection mid-response")
        self._wake()

    # httptools callbacks
    def on_header(self, name: bytes, value: bytes) -> None:
        self.raw_headers.append((name, value))

    def on_headers_complete(self) -> None:
        self.status = self.parser.get_status_code()
        self.headers_done = True
        self._wake()

    def on_body(self, body: bytes) -> None:
        self.chunks.append(body)
        self.buffered += len(body)
        self._wake()

    def on_message_complete(self) -> None:
        self.complete = True
        self.keep_alive = self.parser.should_keep_alive()
        self._wake()

    # helpers
    def _framed(self) -> bool:
        for name, _ in self.raw_headers:
            n = name.lower()
            if n == b"content-length" or n == b"transfer-encoding":
                return True
        return False

    def _wake(self) -> None:
        w = self.waiter
        if w is not None and not w.done():
            w.set_result(None)

    async def wait(self, timeout: float) -> None:
        """Until the next callback (headers, body, end, error) or raise ReadTimeout."""
        fut = self.loop.create_future()
        self.waiter = fut
        timer = self.loop.call_later(timeout, _expire, fut)
        try:
            await fut
        finally:
            timer.cancel()
            self.waiter = None

    def take(self) -> bytes:
        data = b"".join(self.chunks) if len(self.chunks) != 1 else self.chunks[0]
        self.chunks.clear()
        self.buffered = 0
        if self.paused and not self.closed:
            self.paused = False
            self.transport.resume_reading()  # type: ignore[union-attr]
        return data


def _expire(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_exception(httpx.ReadTimeout("the backend did not answer in time"))


class Response:
    """Status and headers are in; the body is read with ``read()`` or ``async for``.
    Always finish with ``aclose()`` (or read to the end) so the connection goes back."""

    def __init__(self, pool: H1Pool, conn: _Conn) -> None:
        self._pool = pool
        self._conn: _Conn | None = conn
        self.status_code = conn.status
        self.headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                        for k, v in conn.raw_headers}

    async def read(self) -> bytes:
        parts = [chunk async for chunk in self]
        return b"".join(parts)

    def buffered(self) -> bool:
        """Body bytes (or the end of the body) are here: the next read will not wait."""
        conn = self._conn
        return conn is not None and (bool(conn.chunks) or conn.complete)

    async def __aiter__(self) -> AsyncIterator[bytes]:
        conn = self._conn
        if conn is None:
            return
        timeout = self._pool.read_timeout
        try:
            while True:
                if conn.chunks:
                    yield conn.take()
                elif conn.complete:
                    break
                elif conn.exc is not None:
                    raise conn.exc
                else:
                    await conn.wait(timeout)
        except BaseException:
            await self.aclose()
            raise
        await self.aclose()

    async def aclose(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None:
            self._pool.release(conn)


class H1Pool:
    """Keep-alive connections to one origin (``http://host:port`` or ``https://``)."""

    def __init__(
        self, base_url: str, *, connect_timeout: float, read_timeout: float,
        max_connections: int = 256, headers: Mapping[str, str] | None = None,
    ) -> None:
        u = urlsplit(base_url)
        if u.scheme not in ("http", "https") or not u.hostname:
            raise ValueError(f"not an http(s) URL: {base_url}")
        self.host = u.hostname
        self.port = u.port or (443 if u.scheme == "https" else 80)
        self.prefix = u.path.rstrip("/")
        self.ssl = ssl.create_default_context() if u.scheme == "https" else None
        self.connect_timeout = connect_timeout
        self.read_timeout = read_timeout
        self.max_connections = max_connections
        default = u.port is None
        host = self.host if default else f"{self.host}:{self.port}"
        lines = [f"host: {host}"] + [f"{k}: {v}" for k, v in (headers or {}).items()]
        self._static = ("\r\n".join(lines) + "\r\n").encode("latin-1")
        self._idle: list[_Conn] = []
        self._open = 0
        self._waiters: deque[asyncio.Future[_Conn | None]] = deque()
        self._closed = False

    async def request(self, method: str, path: str, body: bytes = b"",
                      headers: Mapping[str, str] | None = None) -> Response:
        """Send one request; returns once the status line and headers are in."""
        head = [f"{method} {self.prefix}{path} HTTP/1.1\r\n".encode("latin-1"), self._static]
        if body or method in ("POST", "PUT", "PATCH"):
            head.append(b"content-length: %d\r\n" % len(body))
        if headers:
            head.append("".join(f"{k}: {v}\r\n" for k, v in headers.items()).encode("latin-1"))
        head.append(b"\r\n")
        payload = b"".join(head) + body
        for attempt in (0, 1):
            conn, reused = await self._acquire()
            conn.reset()
            conn.transport.write(payload)  # type: ignore[union-attr]
            try:
                while not conn.headers_done:
                    if conn.exc is not None:
                        raise conn.exc
                    await conn.wait(self.read_timeout)
            except httpx.RemoteProtocolError:
                self._discard(conn)
                if reused and not conn.got_bytes and attempt == 0:
                    continue  # the server had closed this idle connection: once more, fresh
                raise
            except BaseException:
                self._discard(conn)
                raise
            return Response(self, conn)
        raise AssertionError("unreachable")

    async def _acquire(self) -> tuple[_Conn, bool]:
        if self._closed:
            raise httpx.ConnectError("the backend client is closed")
        while self._idle:
            conn = self._idle.pop()
            if not conn.closed and not conn.transport.is_closing():  # type: ignore[union-attr]
                return conn, True
            self._open -= 1
        if self._open >= self.max_connections:
            fut: asyncio.Future[_Conn | None] = asyncio.get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                handed = await asyncio.wait_for(fut, self.connect_timeout)
            except TimeoutError:
                raise httpx.PoolTimeout("no backend connection free in time") from None
            except asyncio.CancelledError:  # e.g. its client left: pass on what it was handed
                if fut.done() and not fut.cancelled():
                    passed = fut.result()
                    if passed is None:
                        self._hand_over(None)  # the free slot goes to the next waiter
                    elif not self._hand_over(passed):
                        self._idle.append(passed)
                raise
            if handed is not None:
                return handed, True
        self._open += 1
        try:
            return await self._connect(), False
        except BaseException:
            self._open -= 1
            self._hand_over(None)
            raise

    async def _connect(self) -> _Conn:
        loop = asyncio.get_running_loop()
        try:
            _, conn = await asyncio.wait_for(
                loop.create_connection(lambda: _Conn(loop), self.host, self.port, ssl=self.ssl,
                                       server_hostname=self.host if self.ssl else None),
                self.connect_timeout)
        except TimeoutError:
            raise httpx.ConnectTimeout(f"connecting to {self.host}:{self.port} timed out") \
                from None
        except OSError as exc:
            raise httpx.ConnectError(f"cannot connect to {self.host}:{self.port}: {exc}") \
                from None
        return conn

    def _hand_over(self, conn: _Conn | None) -> bool:
        while self._waiters:
            fut = self._waiters.popleft()
            if not fut.done():
                fut.set_result(conn)  # None: the waiter opens its own connection
                return True
        return False

    def release(self, conn: _Conn) -> None:
        if conn.complete and conn.keep_alive and not conn.closed and not self._closed \
                and not conn.chunks:
            if not self._hand_over(conn):
                self._idle.append(conn)
        else:
            self._discard(conn)

    def _discard(self, conn: _Conn) -> None:
        if conn.transport is not None and not conn.closed:
            conn.transport.close()
        self._open -= 1
        self._hand_over(None)  # a waiter, if any, connects afresh in the freed slot

    async def aclose(self) -> None:
        self._closed = True
        idle, self._idle = self._idle, []
        for conn in idle:
            if conn.transport is not None:
                conn.transport.close()
        self._open -= len(idle)


class SSEReader:
    """The ``data`` of each server-sent event of ``resp``, as bytes (multi-line data joined
    with ``\n``), a list per network read: the events that arrived together are handed on
    together, so the layers above pay one step per read rather than one per event. ``ready()``
    says whether the next list is already here (no network wait).

    Incremental over the raw body: events end at a blank line (``\n\n``, ``\r\n\r\n`` or
    ``\r\r``); comments, ``event:``, ``id:`` and ``retry:`` fields are skipped."""

    def __init__(self, resp: Response) -> None:
        self._resp = resp

    def ready(self) -> bool:
        return self._resp.buffered()

    async def aclose(self) -> None:
        await self._resp.aclose()

    async def __aiter__(self) -> AsyncIterator[list[bytes]]:
        buf = b""
        async for part in self._resp:
            buf = buf + part if buf else part
            if b"\r" in buf:
                if buf.endswith(b"\r"):  # a CRLF may be split across reads
                    continue
                buf = buf.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
            *events, buf = buf.split(b"\n\n")
            ready: list[bytes] = []
            for event in events:
                if event.startswith(b"data:") and b"\n" not in event:  # the usual case
                    ready.append(event[6:] if event[5:6] == b" " else event[5:])
                    continue
                data = [line[6:] if line[5:6] == b" " else line[5:]
                        for line in event.split(b"\n") if line.startswith(b"data:")]
                if data:
                    ready.append(b"\n".join(data))
            if ready:
                yield ready
