"""The httptools backend transport: keep-alive reuse, chunked SSE, the keep-alive race, errors."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable

import httpx
import pytest

from gateway.backends.h1 import H1Pool, SSEReader

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


@contextlib.asynccontextmanager
async def server(handler: Handler) -> AsyncIterator[str]:
    srv = await asyncio.start_server(handler, "127.0.0.1", 0)
    port = srv.sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        srv.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(srv.wait_closed(), 1)


async def read_request(reader: asyncio.StreamReader) -> bytes | None:
    head = await reader.readuntil(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n"):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return head + await reader.readexactly(length)


def pool(url: str, **kw: float) -> H1Pool:
    return H1Pool(url, connect_timeout=kw.get("connect", 1.0), read_timeout=kw.get("read", 2.0),
                  max_connections=int(kw.get("max", 8)))


async def test_keep_alive_reuses_one_connection() -> None:
    connections = 0

    async def handler(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        nonlocal connections
        connections += 1
        with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):
            while True:
                req = await read_request(r)
                body = b'{"echo": %d}' % len(req or b"")
                w.write(b"HTTP/1.1 200 OK\r\ncontent-length: %d\r\n\r\n%s" % (len(body), body))
                await w.drain()

    async with server(handler) as url:
        p = pool(url)
        for _ in range(5):
            r = await p.request("POST", "/v1/x", b'{"a": 1}', {"content-type": "application/json"})
            assert r.status_code == 200 and (await r.read()).startswith(b'{"echo"')
        await p.aclose()
    assert connections == 1


async def test_chunked_sse_split_anywhere() -> None:
    events = (b"data: {\"a\": 1}\r\n\r\ndata: {\"b\": 2}\n\n: comment\n\n"
              b"event: x\ndata: l1\ndata: l2\n\ndata: [DONE]\n\n")

    async def handler(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await read_request(r)
        w.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n")
        for i in range(0, len(events), 7):  # 7-byte pieces: CRLFs and events split everywhere
            piece = events[i:i + 7]
            w.write(b"%x\r\n%s\r\n" % (len(piece), piece))
            await w.drain()
            await asyncio.sleep(0.001)
        w.write(b"0\r\n\r\n")
        await w.drain()

    async with server(handler) as url:
        p = pool(url)
        r = await p.request("POST", "/s", b"{}")
        got = [d async for batch in SSEReader(r) for d in batch]
        await p.aclose()
    assert got == [b'{"a": 1}', b'{"b": 2}', b"l1\nl2", b"[DONE]"]


async def test_idle_connection_closed_by_server_is_retried_fresh() -> None:
    served = 0

    async def handler(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        nonlocal served
        await read_request(r)
        served += 1
        w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
        await w.drain()
        w.close()  # keep-alive announced, but the server drops the connection anyway

    async with server(handler) as url:
        p = pool(url)
        for _ in range(3):
            r = await p.request("POST", "/", b"{}")
            assert await r.read() == b"ok"
        await p.aclose()
    assert served == 3


async def test_read_timeout_connect_error_and_protocol_error() -> None:
    async def silent(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await read_request(r)
        await asyncio.sleep(5)

    async with server(silent) as url:
        p = pool(url, read=0.2)
        with pytest.raises(httpx.ReadTimeout):
            await p.request("POST", "/", b"{}")
        await p.aclose()

    async def garbage(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await read_request(r)
        w.write(b"NOT HTTP AT ALL\r\n\r\n")
        await w.drain()

    async with server(garbage) as url:
        p = pool(url)
        with pytest.raises(httpx.RemoteProtocolError):
            await p.request("POST", "/", b"{}")
        await p.aclose()

    p = pool("http://127.0.0.1:9")  # discard port: nothing listens
    with pytest.raises(httpx.ConnectError):
        await p.request("POST", "/", b"{}")


async def test_mid_body_disconnect_is_a_read_error_and_pool_limit_holds() -> None:
    async def cut(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await read_request(r)
        w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\nonly a bit")
        await w.drain()
        w.close()

    async with server(cut) as url:
        p = pool(url)
        r = await p.request("POST", "/", b"{}")
        with pytest.raises(httpx.ReadError):
            await r.read()
        await p.aclose()

    active = peak = 0

    async def slow(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        nonlocal active, peak
        with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):
            while True:
                await read_request(r)
                active += 1
                peak = max(peak, active)
                await asyncio.sleep(0.01)
                active -= 1
                w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
                await w.drain()

    async with server(slow) as url:
        p = pool(url, max=3)

        async def one() -> bytes:
            r = await p.request("POST", "/", b"{}")
            return await r.read()

        assert await asyncio.gather(*(one() for _ in range(20))) == [b"ok"] * 20
        await p.aclose()
    assert peak <= 3


async def test_sse_reader_hands_over_what_arrived_together_and_says_when_more_is_here() -> None:
    release = asyncio.Event()

    async def handler(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        await read_request(r)
        burst = b"data: 1\n\ndata: 2\n\ndata: 3\n\n"
        w.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n")
        w.write(b"%x\r\n%s\r\n" % (len(burst), burst))  # three events in one write
        await w.drain()
        await release.wait()
        w.write(b"9\r\ndata: 4\n\n\r\n0\r\n\r\n")
        await w.drain()

    async with server(handler) as url:
        p = pool(url)
        reader = SSEReader(await p.request("POST", "/s", b"{}"))
        batches = aiter(reader)
        assert await anext(batches) == [b"1", b"2", b"3"]  # one read, one batch
        assert not reader.ready()  # 4 is not sent yet
        release.set()
        assert await anext(batches) == [b"4"]
        assert reader.ready()  # the end of the body is here too: the next read will not wait
        with pytest.raises(StopAsyncIteration):
            await anext(batches)
        await p.aclose()


async def test_requests_cancelled_while_waiting_for_a_connection_do_not_shrink_the_pool() -> None:
    """Clients that leave while their request waits for a pool slot (the slot or connection
    handed to them is passed on), however the cancel and the hand-over interleave."""
    async def echo(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):
            while True:
                await read_request(r)
                w.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok")
                await w.drain()

    async with server(echo) as url:
        p = pool(url, max=1, connect=0.5)

        async def one() -> bytes:
            r = await p.request("POST", "/", b"{}")
            return await r.read()

        for hand_over_first in (False, True):
            held = await p.request("POST", "/", b"{}")  # the only connection, not yet read
            waiters = [asyncio.ensure_future(one()) for _ in range(3)]
            await asyncio.sleep(0.01)  # all three wait for the slot
            if hand_over_first:
                await held.read()  # released: the first waiter is handed the connection...
                waiters[0].cancel()  # ...and cancelled before it runs again
            else:
                waiters[0].cancel()
                await held.read()
            results = await asyncio.gather(*waiters, return_exceptions=True)
            assert results[1:] == [b"ok", b"ok"], results
            assert await one() == b"ok"  # the pool still has its connection
        await p.aclose()
