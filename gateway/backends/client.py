"""What every backend client offers, the pooled HTTP connection, and backend errors → envelope.

A client speaks its engine's protocol and hands the API layer OpenAI-shaped objects: a whole
response (``Completion``) or a stream of chunk dicts (``open_stream``). Failures become
``BackendError``s that say whether another backend may be tried.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import httpx
import orjson

from gateway.backends.h1 import H1Pool, SSEReader
from gateway.config.fleet import Backend
from gateway.errors import GatewayError

Endpoint = Literal["chat", "completions"]


class BackendError(GatewayError):
    """A backend refused or failed a request.

    ``retryable`` is true when nothing reached the client and another backend may do better
    (connection refused, timeout, overload, 5xx); false for the caller's own mistakes (4xx).
    """

    type = "api_error"

    def __init__(
        self,
        message: str,
        *,
        status: int,
        retryable: bool,
        code: str | None = None,
        type: str | None = None,
        param: str | None = None,
    ) -> None:
        super().__init__(message, code=code, param=param)
        self.status = status
        self.retryable = retryable
        if type is not None:
            self.type = type


@dataclass
class Completion:
    body: dict[str, Any]  # OpenAI-shaped response; the API layer sets id and model
    signals: dict[str, Any] = field(default_factory=dict)  # per-request timing/speculation facts


@dataclass
class Stream:
    # OpenAI-shaped chunks, usage chunk included, in non-empty lists of those that arrived
    # together (one network read): a burst costs the relay one step, not one per token
    batches: AsyncIterator[list[dict[str, Any]]]
    signals: dict[str, Any] = field(default_factory=dict)
    close: Any = None  # coroutine function that releases the upstream connection
    # True when the next batch is already buffered (the relay then sends batches together)
    ready: Callable[[], bool] = field(default=lambda: False)


def make_h1_pool(backend: Backend, *, max_connections: int = 256) -> H1Pool:
    """The pooled HTTP/1.1 connection of vLLM and TGI backends (``gateway.backends.h1``)."""
    t = backend.timeouts
    return H1Pool(backend.url, connect_timeout=t.connect, read_timeout=t.read,
                  max_connections=max_connections, headers={"user-agent": "specgate"})


async def data_batches(
    backend: Backend, events: SSEReader, decode: Callable[[bytes], dict[str, Any]], *,
    need_done: bool,
) -> AsyncIterator[list[dict[str, Any]]]:
    """A stream's data events up to ``[DONE]``, each through ``decode``, a list per network read;
    the body is then read to its end so the connection goes back to the pool. A ``BackendError``
    that ``decode`` raises comes after the chunks read before it; with ``need_done``, a stream
    that ends without ``[DONE]`` is one too."""
    done = False
    try:
        async for batch in events:
            chunks: list[dict[str, Any]] = []
            for data in batch:
                if done or not data:
                    continue
                if data == b"[DONE]":
                    done = True
                    continue
                try:
                    chunks.append(decode(data))
                except BackendError:
                    if chunks:  # what came before the error still reaches the client
                        yield chunks
                    raise
            if chunks:
                yield chunks
    except httpx.HTTPError as exc:
        raise transport_error(backend, exc) from exc
    finally:
        await events.aclose()
    if need_done and not done:
        raise BackendError(f"backend {backend.name} ended the stream without [DONE]",
                           status=502, retryable=False, code="backend_error")


def transport_error(backend: Backend, exc: httpx.HTTPError) -> BackendError:
    if isinstance(exc, httpx.TimeoutException):
        what = "connect" if isinstance(exc, httpx.ConnectTimeout) else "read"
        return BackendError(
            f"backend {backend.name} timed out ({what})", status=504, retryable=True,
            code="backend_timeout",
        )
    return BackendError(
        f"backend {backend.name} is unreachable: {type(exc).__name__}", status=503,
        retryable=True, code="backend_unavailable",
    )


def status_error(backend: Backend, status: int, message: str) -> BackendError:
    """Map a backend's HTTP error status to what the client sees."""
    if status in (400, 422):
        return BackendError(message, status=400, retryable=False, type="invalid_request_error",
                            code="invalid_request")
    if status == 429 or status == 503:
        return BackendError(f"backend {backend.name} is overloaded: {message}", status=503,
                            retryable=True, code="backend_overloaded")
    if status == 424:  # TGI: generation error
        return BackendError(f"backend {backend.name} failed: {message}", status=502,
                            retryable=True, code="backend_error")
    return BackendError(f"backend {backend.name} answered {status}: {message}", status=502,
                        retryable=status >= 500 or status == 404, code="backend_error")


def error_message(raw: bytes) -> str:
    """The message of a vLLM (``{"error": {"message"}}``), TGI (``{"error": str}``) or
    FastChat-style (``{"message"}``) error body, or the raw text."""
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return raw.decode(errors="replace")[:500] or "no body"
    if isinstance(data, Mapping):
        err = data.get("error")
        if isinstance(err, Mapping):
            return str(err.get("message", err))
        if isinstance(err, str):
            return err
        if "message" in data:
            return str(data["message"])
    return str(data)[:500]
