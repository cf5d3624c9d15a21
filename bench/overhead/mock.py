"""A minimal, fast mock of vLLM's OpenAI server for overhead benchmarks (uvloop + httptools).

Serves ``POST /v1/chat/completions`` and ``POST /v1/completions``, non-streaming and SSE (vLLM's
chunk sequence: role chunk, one chunk per token, finish chunk, a usage-only chunk when
``stream_options.include_usage`` is set, then ``[DONE]``), plus ``GET /v1/models`` and ``/health``.
Output length is ``max_tokens`` capped by ``--tokens``; ``--delay-ms`` waits before the first
byte and ``--itl-ms`` between streamed tokens (both 0 by default so the mock is never the
bottleneck). Keep-alive, HTTP/1.1, no dependencies beyond uvloop, httptools and orjson.

    python bench/overhead/mock.py --port 9100 [--tokens 16] [--delay-ms 0] [--itl-ms 0]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import socket
import time

import httptools
import orjson
import uvloop

WORD = "lorem "


class Config:
    tokens = 16
    delay_s = 0.0
    itl_s = 0.0


def _headers(status: bytes, ctype: bytes, length: int | None, keep_alive: bool) -> bytes:
    h = [b"HTTP/1.1 ", status, b"\r\ncontent-type: ", ctype, b"\r\n"]
    if length is None:
        h.append(b"transfer-encoding: chunked\r\n")
    else:
        h += [b"content-length: ", str(length).encode(), b"\r\n"]
    if not keep_alive:
        h.append(b"connection: close\r\n")
    h.append(b"\r\n")
    return b"".join(h)


def _chunk(data: bytes) -> bytes:
    return b"%x\r\n%s\r\n" % (len(data), data)


def _sse(obj: dict) -> bytes:
    return _chunk(b"data: " + orjson.dumps(obj) + b"\n\n")


def completion(chat: bool, model: str, n: int, prompt_tokens: int) -> bytes:
    text = WORD * n
    choice: dict = {"index": 0, "logprobs": None, "finish_reason": "length", "stop_reason": None}
    if chat:
        choice["message"] = {"role": "assistant", "content": text, "tool_calls": [],
                             "reasoning_content": None}
    else:
        choice["text"] = text
    return orjson.dumps({
        "id": "cmpl-mock", "object": "chat.completion" if chat else "text_completion",
        "created": int(time.time()), "model": model, "choices": [choice],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": n,
                  "total_tokens": prompt_tokens + n},
    })


def stream_parts(chat: bool, model: str, n: int, prompt_tokens: int, usage: bool) -> list[bytes]:
    """The chunked-encoded SSE frames of one stream, terminator included."""
    obj = "chat.completion.chunk" if chat else "text_completion"
    created = int(time.time())

    def chunk(choice: dict) -> bytes:
        return _sse({"id": "cmpl-mock", "object": obj, "created": created, "model": model,
                     "choices": [choice]})

    parts: list[bytes] = []
    if chat:
        parts.append(chunk({"index": 0, "delta": {"role": "assistant", "content": ""},
                            "logprobs": None, "finish_reason": None}))
    for i in range(n):
        last = i == n - 1
        if chat:
            c = {"index": 0, "delta": {"content": WORD}, "logprobs": None,
                 "finish_reason": "length" if last else None}
        else:
            c = {"index": 0, "text": WORD, "logprobs": None,
                 "finish_reason": "length" if last else None}
        parts.append(chunk(c))
    if usage:
        parts.append(_sse({"id": "cmpl-mock", "object": obj, "created": created, "model": model,
                           "choices": [], "usage": {"prompt_tokens": prompt_tokens,
                                                    "completion_tokens": n,
                                                    "total_tokens": prompt_tokens + n}}))
    parts.append(_chunk(b"data: [DONE]\n\n"))
    parts.append(b"0\r\n\r\n")
    return parts


MODELS = orjson.dumps({"object": "list", "data": [
    {"id": "mock", "object": "model", "created": 0, "owned_by": "mock"}]})


class HttpProto(asyncio.Protocol):
    __slots__ = ("body", "keep_alive", "loop", "parser", "transport", "url")

    def __init__(self) -> None:
        self.parser = httptools.HttpRequestParser(self)
        self.transport: asyncio.Transport | None = None
        self.body: list[bytes] = []
        self.url = b""
        self.keep_alive = True
        self.loop = asyncio.get_running_loop()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        sock = transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def data_received(self, data: bytes) -> None:
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError:
            self.transport.write(_headers(b"400 Bad Request", b"text/plain", 0, False))
            self.transport.close()

    # httptools callbacks
    def on_message_begin(self) -> None:
        self.body = []
        self.url = b""

    def on_url(self, url: bytes) -> None:
        self.url += url

    def on_body(self, body: bytes) -> None:
        self.body.append(body)

    def on_message_complete(self) -> None:
        self.keep_alive = self.parser.should_keep_alive()
        method = self.parser.get_method()
        path = self.url.split(b"?", 1)[0]
        if method == b"POST" and path in (b"/v1/chat/completions", b"/v1/completions"):
            self.answer(path == b"/v1/chat/completions", b"".join(self.body))
        elif method == b"GET" and path == b"/v1/models":
            self.send_whole(b"200 OK", b"application/json", MODELS)
        elif method == b"GET" and path in (b"/health", b"/metrics"):
            self.send_whole(b"200 OK", b"text/plain", b"")
        else:
            self.send_whole(b"404 Not Found", b"application/json", b'{"error":"not found"}')

    def send_whole(self, status: bytes, ctype: bytes, body: bytes) -> None:
        self.transport.write(_headers(status, ctype, len(body), self.keep_alive) + body)
        if not self.keep_alive:
            self.transport.close()

    def answer(self, chat: bool, raw: bytes) -> None:
        try:
            req = orjson.loads(raw)
        except orjson.JSONDecodeError:
            self.send_whole(b"400 Bad Request", b"application/json",
                            b'{"error":{"message":"invalid JSON"}}')
            return
        n = min(int(req.get("max_tokens") or Config.tokens), Config.tokens)
        model = req.get("model") or "mock"
        prompt_tokens = max(1, len(raw) // 4)
        if req.get("stream"):
            usage = bool((req.get("stream_options") or {}).get("include_usage"))
            parts = stream_parts(chat, model, n, prompt_tokens, usage)
            head = _headers(b"200 OK", b"text/event-stream", None, self.keep_alive)
            if Config.itl_s <= 0:
                self.later(Config.delay_s, head + b"".join(parts), None)
            else:
                self.later(Config.delay_s, head + parts[0], parts[1:])
        else:
            body = completion(chat, model, n, prompt_tokens)
            self.later(Config.delay_s,
                       _headers(b"200 OK", b"application/json", len(body), self.keep_alive)
                       + body, None)

    def later(self, delay: float, data: bytes, rest: list[bytes] | None) -> None:
        if delay > 0:
            self.loop.call_later(delay, self.emit, data, rest)
        else:
            self.emit(data, rest)

    def emit(self, data: bytes, rest: list[bytes] | None) -> None:
        if self.transport.is_closing():
            return
        self.transport.write(data)
        if rest:
            if len(rest) > 2:
                self.loop.call_later(Config.itl_s, self.emit, rest[0], rest[1:])
            else:  # usage chunk, [DONE] and the terminator go together
                self.emit(b"".join(rest), None)
        elif not self.keep_alive and rest is None:
            self.transport.close()


async def serve(host: str, port: int) -> None:
    loop = asyncio.get_running_loop()
    server = await loop.create_server(HttpProto, host, port, reuse_port=True, backlog=4096)
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    print(f"mock listening on http://{host}:{port} pid={os.getpid()}", flush=True)
    async with server:
        await stop.wait()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=9100)
    p.add_argument("--tokens", type=int, default=16, help="output tokens (cap on max_tokens)")
    p.add_argument("--delay-ms", type=float, default=0.0, help="wait before the first byte")
    p.add_argument("--itl-ms", type=float, default=0.0, help="wait between streamed tokens")
    a = p.parse_args()
    Config.tokens, Config.delay_s, Config.itl_s = a.tokens, a.delay_ms / 1000, a.itl_ms / 1000
    uvloop.run(serve(a.host, a.port))


if __name__ == "__main__":
    main()
