"""Client for vLLM's OpenAI-compatible server (``vllm serve``): OpenAI protocol end to end.

The body is passed through unchanged except for ``model`` (the served name) and, for streams,
``stream_options.include_usage`` which is always requested so every stream can be metered from
the backend's own tokenizer. vLLM's extra per-request ``metrics`` object (with
``--per-request-spec-decode-metrics``) is lifted out into the result's signals.

The connection is ``gateway.backends.h1`` (httptools, pooled keep-alive), and streams are split
into SSE events by a small incremental parser over the raw bytes: vLLM only sends ``data:``
lines, so only those are read (see ``bench/overhead/FINDINGS.md`` for what this saved).
"""

from __future__ import annotations

from typing import Any

import httpx
import orjson

from gateway.backends.client import (
    BackendError,
    Completion,
    Endpoint,
    Stream,
    data_batches,
    error_message,
    make_h1_pool,
    status_error,
    transport_error,
)
from gateway.backends.h1 import H1Pool, SSEReader
from gateway.config.fleet import Backend

PATHS: dict[Endpoint, str] = {"chat": "/v1/chat/completions", "completions": "/v1/completions"}
JSON = {"content-type": "application/json"}
SSE = {"content-type": "application/json", "accept": "text/event-stream"}

__all__ = ["VLLMClient"]


class VLLMClient:
    def __init__(self, backend: Backend, http: H1Pool | None = None) -> None:
        self.backend = backend
        self.http = http or make_h1_pool(backend)

    def _body(self, body: dict[str, Any], *, stream: bool) -> bytes:
        out = dict(body)
        out["model"] = self.backend.served_model
        if stream:
            opts = dict(out.get("stream_options") or {})
            opts["include_usage"] = True
            out["stream_options"] = opts
        return orjson.dumps(out)

    async def complete(self, endpoint: Endpoint, body: dict[str, Any]) -> Completion:
        try:
            r = await self.http.request("POST", PATHS[endpoint], self._body(body, stream=False),
                                        JSON)
            content = await r.read()
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        if r.status_code != 200:
            raise status_error(self.backend, r.status_code, error_message(content))
        try:
            data = orjson.loads(content)
        except orjson.JSONDecodeError as exc:
            raise BackendError(f"backend {self.backend.name} sent invalid JSON", status=502,
                               retryable=True, code="backend_error") from exc
        signals = {"vllm_metrics": data.pop("metrics")} if "metrics" in data else {}
        return Completion(body=data, signals=signals)

    async def open_stream(self, endpoint: Endpoint, body: dict[str, Any]) -> Stream:
        try:
            resp = await self.http.request("POST", PATHS[endpoint],
                                           self._body(body, stream=True), SSE)
            if resp.status_code != 200:
                raw = await resp.read()
                raise status_error(self.backend, resp.status_code, error_message(raw))
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        signals: dict[str, Any] = {}
        events = SSEReader(resp)
        batches = data_batches(self.backend, events, lambda data: self._chunk(data, signals),
                               need_done=True)
        return Stream(batches=batches, signals=signals, close=resp.aclose, ready=events.ready)

    def _chunk(self, data: bytes, signals: dict[str, Any]) -> dict[str, Any]:
        """One data event as a chunk; vLLM's mid-stream errors and invalid JSON raise."""
        try:
            chunk: dict[str, Any] = orjson.loads(data)
        except orjson.JSONDecodeError as exc:
            raise BackendError(f"backend {self.backend.name} sent an invalid stream event",
                               status=502, retryable=False, code="backend_error") from exc
        if "error" in chunk:  # vLLM sends mid-stream errors as a data event
            raise BackendError(
                f"backend {self.backend.name} failed mid-stream: {error_message(data)}",
                status=502, retryable=False, code="backend_error",
            )
        if "metrics" in chunk:
            signals["vllm_metrics"] = chunk.pop("metrics")
        return chunk

    async def aclose(self) -> None:
        await self.http.aclose()
