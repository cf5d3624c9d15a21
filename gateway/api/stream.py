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
import logging
import time
from typing import Any

import orjson
from starlette.types import Receive, Send

from gateway import metrics
from gateway.api.call import Call, openai_shape, record
from gateway.api.wire import encode_headers
from gateway.backends.client import BackendError, Stream
from gateway.errors import envelope
from gateway.metering import usage as usage_mod
from gateway.metering.usage import Usage
from gateway.routing.decision import Outcome
from gateway.state import State

log = logging.getLogger(__name__)

DONE = b"data: [DONE]\n\n"
SSE_TYPE = (b"content-type", b"text/event-stream; charset=utf-8")


def _sse(obj: dict[str, Any]) -> bytes:
    return b"data: " + orjson.dumps(obj) + b"\n\n"


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
        self.client_gone = False

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

    def _rewrite_into(self, batch: list[dict[str, Any]], held: list[bytes]) -> None:
        for chunk in batch:
            out = self.rewrite(chunk)
            if out is not None:
                held.append(out)

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

    def _observe(self, usage: Usage) -> None:
        """Feed the measured TTFT and time per output token back to the router (logged, never
        raised: the stream has ended, and its event is still to be recorded)."""
        if self.call.backend is None or self.call.workload is None:
            return
        try:
            self.state.router.observe(self.call.backend, self.call.workload, Outcome(
                ttft_s=self.ttft_s, tpot_s=self.tpot_s(usage),
                completion_tokens=usage.completion_tokens, signals=self.stream.signals,
                cached_tokens=usage.cached_tokens, prompt_tokens=usage.prompt_tokens))
        except Exception:
            log.exception("the router could not learn from %s", self.call.request_id)

    async def finish(self, status: str) -> None:
        """Record the event, once, then close the upstream (vLLM/TGI abort the request).

        Recorded first, before any await: a stream cancelled by a stopping server must reach
        the usage buffer before the lifespan's shutdown flushes it."""
        if self.finished:
            return
        self.finished = True
        call = self.call
        metrics.observe_overhead(call.endpoint, True,
                                 time.perf_counter() - call.started - call.backend_s)
        usage = self.final_usage()
        if status == "ok":  # learned after the last byte went out, not before it
            self._observe(usage)
        record(self.state, call, status=status, usage=usage, ttft_s=self.ttft_s,
               tpot_s=self.tpot_s(usage))
        if self.stream.close is not None:
            await asyncio.shield(self.stream.close())

    async def run(self, first: list[dict[str, Any]], send: Send) -> None:
        """Relay the chunks as they come: the first batch at once, later ones together when the
        backend's next batch is already buffered (one write instead of one per token when a
        burst arrives, or when this loop was busy), the last with the usage chunk and
        ``[DONE]``. A failure after the first byte is reported in the stream."""
        status = "client-disconnected"
        held: list[bytes] = []
        try:
            self._rewrite_into(first, held)
            if held:
                await send({"type": "http.response.body", "body": b"".join(held),
                            "more_body": True})
                held.clear()
            batches, ready = self.stream.batches, self.stream.ready
            call = self.call
            while True:
                t0 = time.perf_counter()
                try:
                    batch = await anext(batches)
                except StopAsyncIteration:
                    break
                finally:
                    call.backend_s += time.perf_counter() - t0
                self._rewrite_into(batch, held)
                if held and not ready():
                    await send({"type": "http.response.body", "body": b"".join(held),
                                "more_body": True})
                    held.clear()
            status = "ok"
            call.end_backend(self.state)  # the backend is done; the client may still be reading
            tail = self.usage_chunk(self.final_usage()) + DONE if self.call.wants_usage else DONE
            await send({"type": "http.response.body", "body": b"".join(held) + tail,
                        "more_body": False})
        except asyncio.CancelledError:
            status = "client-disconnected"
            raise
        except Exception as exc:
            status = "backend-error"
            if isinstance(exc, BackendError):
                event = envelope(exc.message, type=exc.type, code=exc.code)
            else:
                log.exception("stream relay failed for %s", self.call.request_id)
                event = envelope("The server had an error while processing your request.",
                                 type="server_error", code="internal_error")
            await send({"type": "http.response.body", "body": b"".join(held) + _sse(event) + DONE,
                        "more_body": False})
        finally:
            await self.finish(status)


async def _watch_disconnect(receive: Receive, relay: _Relay, task: asyncio.Task[Any]) -> None:
    """Cancel the relay when the client goes away (uvicorn's ``send`` then just returns)."""
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            if not relay.finished:
                relay.client_gone = True
                task.cancel()
            return


async def relay(state: State, call: Call, stream: Stream, first: list[dict[str, Any]],
                send: Send, receive: Receive) -> None:
    """Stream the backend's answer to the client with ``send`` directly (no response object or
    task group); a watcher task turns a client disconnect into a cancellation of this relay,
    which closes the upstream and records the event once."""
    r = _Relay(state, call, stream)
    headers = call.headers()
    headers["cache-control"] = "no-cache"
    headers["x-accel-buffering"] = "no"
    raw = encode_headers(headers)
    raw.append(SSE_TYPE)
    task = asyncio.current_task()
    assert task is not None
    watcher = asyncio.get_running_loop().create_task(_watch_disconnect(receive, r, task))
    try:
        await send({"type": "http.response.start", "status": 200, "headers": raw})
        await r.run(first, send)
    except asyncio.CancelledError:
        if r.client_gone and task.uncancel() == 0:
            return  # our own cancellation: the client left, the event is recorded
        raise
    finally:
        watcher.cancel()
        if not r.finished:  # cancelled before the relay started
            await r.finish("client-disconnected")
