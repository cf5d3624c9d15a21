"""Relays a backend stream to the client as OpenAI SSE and meters it whatever happens.

Each chunk gets our request id and the public model name. The backend is always asked for a
final usage chunk; the client sees one only if it asked (``stream_options.include_usage``), and
then always — estimated with tiktoken from the delivered text if the backend sent none. On a
client disconnect the upstream connection is closed (which makes vLLM/TGI abort the request)
and the event records what was delivered, marked as estimated unless the backend had already
reported usage.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from typing import Any

import orjson
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from gateway.api.call import Call, openai_shape, record
from gateway.backends.client import BackendError, Stream
from gateway.errors import envelope
from gateway.metering import usage as usage_mod
from gateway.metering.usage import Usage
from gateway.routing.decision import Outcome
from gateway.state import State

DONE = b"data: [DONE]\n\n"


def _sse(obj: dict[str, Any]) -> bytes:
    return b"data: " + orjson.dumps(obj) + b"\n\n"


class SSEResponse(StreamingResponse):
    """A StreamingResponse that always closes its iterator, also when the client goes away
    (Starlette skips that on disconnect, leaving cleanup to the garbage collector), and that
    finishes the relay even if the client left before the first byte (an async generator never
    started runs no ``finally``)."""

    def __init__(self, relay: _Relay, first: dict[str, Any], headers: dict[str, str]) -> None:
        super().__init__(relay.run(first), media_type="text/event-stream", headers=headers)
        self.relay = relay

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            aclose = getattr(self.body_iterator, "aclose", None)
            if aclose is not None:
                await aclose()
            if not self.relay.finished:
                await self.relay.finish("client-disconnected")


class _Relay:
    def __init__(self, state: State, call: Call, stream: Stream) -> None:
        self.state = state
        self.call = call
        self.stream = stream
        self.delivered: list[str] = []
        self.usage: Usage | None = None
        self.ttft_s: float | None = None
        self.last_token_at: float | None = None
        self.created: int | None = None
        self.finished = False

    def _note_text(self, chunk: dict[str, Any]) -> None:
        for choice in chunk.get("choices") or ():
            if self.call.endpoint == "completions":
                text = choice.get("text")
                if text:
                    self.delivered.append(text)
                continue
            delta = choice.get("delta") or {}
            content = delta.get("content")
            if content:
                self.delivered.append(content)
            for tc in delta.get("tool_calls") or ():
                fn = tc.get("function") or {}
                self.delivered.append((fn.get("name") or "") + (fn.get("arguments") or ""))

    def rewrite(self, chunk: dict[str, Any]) -> bytes | None:
        """Our view of one backend chunk, or None when the client should not see it."""
        reported = chunk.get("usage")
        if reported is not None:
            self.usage = usage_mod.from_backend(reported) or self.usage
        choices = chunk.get("choices")
        if not choices:
            return None  # a usage-only chunk: re-emitted at the end, in OpenAI's shape
        self._note_text(chunk)
        now = time.perf_counter()
        if self.ttft_s is None:
            self.ttft_s = now - self.call.started
        self.last_token_at = now
        self.created = self.created or chunk.get("created")
        chunk["id"] = self.call.request_id
        chunk["model"] = self.call.model.name
        if self.call.wants_usage:
            chunk["usage"] = None
        else:
            chunk.pop("usage", None)
        return _sse(openai_shape(chunk))

    def final_usage(self) -> Usage:
        if self.usage is not None:
            return self.usage
        return usage_mod.estimate(self.call.prompt_tokens_estimate(), "".join(self.delivered))

    def usage_chunk(self, usage: Usage) -> bytes:
        obj = "chat.completion.chunk" if self.call.endpoint == "chat" else "text_completion"
        return _sse({
            "id": self.call.request_id,
            "object": obj,
            "created": self.created or int(time.time()),
            "model": self.call.model.name,
            "choices": [],
            "usage": usage.as_openai(),
        })

    def tpot_s(self, usage: Usage) -> float | None:
        """Decode time per output token after the first, as the client saw it."""
        if self.ttft_s is None or self.last_token_at is None or usage.completion_tokens <= 1:
            return None
        decode_s = self.last_token_at - self.call.started - self.ttft_s
        return decode_s / (usage.completion_tokens - 1)

    def _observe(self) -> None:
        """Feed the measured TTFT and time per output token back to the router."""
        usage = self.final_usage()
        if self.call.backend is not None and self.call.workload is not None:
            self.state.router.observe(self.call.backend, self.call.workload, Outcome(
                ttft_s=self.ttft_s, tpot_s=self.tpot_s(usage),
                completion_tokens=usage.completion_tokens, signals=self.stream.signals))

    async def finish(self, status: str) -> None:
        """Close the upstream (vLLM/TGI abort the request) and record the event, once."""
        if self.finished:
            return
        self.finished = True
        try:
            if self.stream.close is not None:
                await asyncio.shield(self.stream.close())
        finally:
            usage = self.final_usage()
            record(self.state, self.call, status=status, usage=usage, ttft_s=self.ttft_s,
                   tpot_s=self.tpot_s(usage))

    async def run(self, first: dict[str, Any]) -> AsyncIterator[bytes]:
        status = "client-disconnected"
        try:
            out = self.rewrite(first)
            if out is not None:
                yield out
            async for chunk in self.stream.chunks:
                out = self.rewrite(chunk)
                if out is not None:
                    yield out
            status = "ok"
            self._observe()
            if self.call.wants_usage:
                yield self.usage_chunk(self.final_usage())
            yield DONE
        except BackendError as exc:
            status = "backend-error"
            yield _sse(envelope(exc.message, type=exc.type, code=exc.code))
            yield DONE
        except (asyncio.CancelledError, GeneratorExit):
            status = "client-disconnected"
            raise
        finally:
            await self.finish(status)


def relay_response(state: State, call: Call, stream: Stream, first: dict[str, Any]) -> SSEResponse:
    relay = _Relay(state, call, stream)
    headers = call.headers()
    headers["cache-control"] = "no-cache"
    headers["x-accel-buffering"] = "no"
    return SSEResponse(relay, first, headers)
