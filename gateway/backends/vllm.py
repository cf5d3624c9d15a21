"""Client for vLLM's OpenAI-compatible server (``vllm serve``): OpenAI protocol end to end.

The body is passed through unchanged except for ``model`` (the served name) and, for streams,
``stream_options.include_usage`` which is always requested so every stream can be metered from
the backend's own tokenizer. vLLM's extra per-request ``metrics`` object (with
``--per-request-spec-decode-metrics``) is lifted out into the result's signals.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import orjson
from httpx_sse import EventSource

from gateway.backends.client import (
    BackendError,
    Completion,
    Endpoint,
    Stream,
    error_message,
    make_http_client,
    status_error,
    transport_error,
)
from gateway.config.fleet import Backend

PATHS: dict[Endpoint, str] = {"chat": "/v1/chat/completions", "completions": "/v1/completions"}


class VLLMClient:
    def __init__(self, backend: Backend, http: httpx.AsyncClient | None = None) -> None:
        self.backend = backend
        self.http = http or make_http_client(backend)

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
            r = await self.http.post(
                PATHS[endpoint], content=self._body(body, stream=False),
                headers={"content-type": "application/json"},
            )
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        if r.status_code != 200:
            raise status_error(self.backend, r.status_code, error_message(r.content))
        try:
            data = orjson.loads(r.content)
        except orjson.JSONDecodeError as exc:
            raise BackendError(f"backend {self.backend.name} sent invalid JSON", status=502,
                               retryable=True, code="backend_error") from exc
        signals = {"vllm_metrics": data.pop("metrics")} if "metrics" in data else {}
        return Completion(body=data, signals=signals)

    async def open_stream(self, endpoint: Endpoint, body: dict[str, Any]) -> Stream:
        req = self.http.build_request(
            "POST", PATHS[endpoint], content=self._body(body, stream=True),
            headers={"content-type": "application/json", "accept": "text/event-stream"},
        )
        try:
            resp = await self.http.send(req, stream=True)
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        if resp.status_code != 200:
            raw = await resp.aread()
            await resp.aclose()
            raise status_error(self.backend, resp.status_code, error_message(raw))
        signals: dict[str, Any] = {}
        return Stream(chunks=self._chunks(resp, signals), signals=signals, close=resp.aclose)

    async def _chunks(
        self, resp: httpx.Response, signals: dict[str, Any]
    ) -> AsyncIterator[dict[str, Any]]:
        try:
            async for event in EventSource(resp).aiter_sse():
                data = event.data
                if data == "[DONE]":
                    return
                if not data:
                    continue
                chunk = orjson.loads(data)
                if "error" in chunk:  # vLLM sends mid-stream errors as a data event
                    raise BackendError(
                        f"backend {self.backend.name} failed mid-stream: "
                        f"{error_message(data.encode())}",
                        status=502, retryable=False, code="backend_error",
                    )
                if "metrics" in chunk:
                    signals["vllm_metrics"] = chunk.pop("metrics")
                yield chunk
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        raise BackendError(f"backend {self.backend.name} ended the stream without [DONE]",
                           status=502, retryable=False, code="backend_error")

    async def aclose(self) -> None:
        await self.http.aclose()
