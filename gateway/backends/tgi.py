"""Client for Hugging Face TGI: its Messages API for chat, its native ``/generate`` for completions.

Where TGI differs from OpenAI this client translates (TGI ``router/src/server.rs``, ``lib.rs``):
- errors are ``{"error": str, "error_type": str}`` with 422 validation, 424 generation,
  429 overloaded; mid-stream errors arrive as a data event of the same shape;
- ``response_format`` is TGI's grammar (``{"type": "json", "value": schema}``);
- completions go to ``/generate`` / ``/generate_stream`` (TGI's own protocol, which also returns
  the per-request timing headers ``x-queue-time``, ``x-inference-time``, ``x-time-per-token``...),
  and are translated into OpenAI ``text_completion`` objects: ``max_tokens`` → ``max_new_tokens``,
  temperature 0 → greedy, ``top_p`` 1 dropped (TGI requires 0 < top_p < 1), ``echo`` →
  ``return_full_text``; ``eos_token`` / ``stop_sequence`` finish reasons → ``stop``.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
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
from gateway.backends.h1 import H1Pool, Response, SSEReader
from gateway.config.fleet import Backend
from gateway.errors import InvalidRequest

TIMING_HEADERS = (
    "x-compute-time", "x-total-time", "x-validation-time", "x-queue-time", "x-inference-time",
    "x-time-per-token", "x-prompt-tokens", "x-generated-tokens",
)
JSON = {"content-type": "application/json"}
SSE = {"content-type": "application/json", "accept": "text/event-stream"}
FINISH = {"length": "length", "eos_token": "stop", "stop_sequence": "stop"}
OPENAI_COMPLETIONS_DEFAULT_MAX_TOKENS = 16


def _grammar(response_format: Any) -> Any:
    if not isinstance(response_format, dict):
        return response_format
    kind = response_format.get("type")
    if kind == "json_object":
        return {"type": "json", "value": {"type": "object"}}
    if kind == "json_schema":
        schema = (response_format.get("json_schema") or {}).get("schema") or {"type": "object"}
        return {"type": "json", "value": schema}
    if kind == "text":
        return None
    return response_format


def generate_parameters(body: dict[str, Any]) -> dict[str, Any]:
    """OpenAI completion fields → TGI ``GenerateParameters``."""
    if (body.get("n") or 1) > 1 or (body.get("best_of") or 1) > 1:
        raise InvalidRequest("this model's TGI backend serves n=1 only", param="n")
    p: dict[str, Any] = {"details": True}
    max_tokens = body.get("max_tokens")
    p["max_new_tokens"] = (
        OPENAI_COMPLETIONS_DEFAULT_MAX_TOKENS if max_tokens is None else max_tokens
    )
    temperature = body.get("temperature")
    if temperature is not None and temperature > 0:
        p["do_sample"] = True
        p["temperature"] = temperature
    else:
        p["do_sample"] = temperature is None  # OpenAI's default temperature is 1 (sampling)
    top_p = body.get("top_p")
    if top_p is not None and 0 < top_p < 1:
        p["top_p"] = top_p
    for key in ("seed", "frequency_penalty", "repetition_penalty", "top_k", "typical_p"):
        if body.get(key) is not None:
            p[key] = body[key]
    stop = body.get("stop")
    if stop:
        p["stop"] = [stop] if isinstance(stop, str) else list(stop)
    if body.get("echo"):
        p["return_full_text"] = True
    if body.get("logprobs"):
        p["top_n_tokens"] = int(body["logprobs"])
    return p


def _inputs(body: dict[str, Any]) -> str:
    prompt = body.get("prompt")
    if isinstance(prompt, list):
        if len(prompt) != 1 or not isinstance(prompt[0], str):
            raise InvalidRequest(
                "this model's TGI backend takes one text prompt per request", param="prompt"
            )
        prompt = prompt[0]
    if not isinstance(prompt, str):
        raise InvalidRequest("prompt must be a string", param="prompt")
    return prompt


def _logprobs(tokens: list[dict[str, Any]], top: list[list[dict[str, Any]]] | None) -> Any:
    visible = [t for t in tokens if not t.get("special")]
    return {
        "tokens": [t["text"] for t in visible],
        "token_logprobs": [t.get("logprob") for t in visible],
        "top_logprobs": [{x["text"]: x["logprob"] for x in alts} for alts in top] if top else None,
        "text_offset": [],
    }


class TGIClient:
    def __init__(self, backend: Backend, http: H1Pool | None = None) -> None:
        self.backend = backend
        self.http = http or make_h1_pool(backend)

    def _chat_body(self, body: dict[str, Any], *, stream: bool) -> bytes:
        out = dict(body)
        out["model"] = self.backend.served_model
        if "max_completion_tokens" in out:
            out.setdefault("max_tokens", out.pop("max_completion_tokens"))
        if "response_format" in out:
            grammar = _grammar(out["response_format"])
            if grammar is None:
                out.pop("response_format")
            else:
                out["response_format"] = grammar
        if stream:
            out["stream_options"] = {**(out.get("stream_options") or {}), "include_usage": True}
        return orjson.dumps(out)

    def _generate_body(self, body: dict[str, Any]) -> bytes:
        return orjson.dumps({"inputs": _inputs(body), "parameters": generate_parameters(body)})

    async def _post(self, path: str, content: bytes) -> tuple[Response, bytes]:
        try:
            r = await self.http.request("POST", path, content, JSON)
            raw = await r.read()
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        if r.status_code != 200:
            raise status_error(self.backend, r.status_code, error_message(raw))
        return r, raw

    async def complete(self, endpoint: Endpoint, body: dict[str, Any]) -> Completion:
        if endpoint == "chat":
            r, raw = await self._post("/v1/chat/completions",
                                      self._chat_body(body, stream=False))
            signals = {h: r.headers[h] for h in TIMING_HEADERS if h in r.headers}
            return Completion(body=orjson.loads(raw), signals=signals)
        r, raw = await self._post("/generate", self._generate_body(body))
        data = orjson.loads(raw)
        if isinstance(data, list):  # TGI answers a list when inputs was a batch
            data = data[0]
        details = data.get("details") or {}
        signals = {h: r.headers[h] for h in TIMING_HEADERS if h in r.headers}
        generated = int(details.get("generated_tokens", 0))
        prompt_tokens = int(r.headers.get("x-prompt-tokens", 0)) or None
        choice: dict[str, Any] = {
            "index": 0,
            "text": data.get("generated_text", ""),
            "logprobs": (_logprobs(details.get("tokens", []), details.get("top_tokens"))
                         if body.get("logprobs") else None),
            "finish_reason": FINISH.get(details.get("finish_reason", ""), "stop"),
        }
        out: dict[str, Any] = {
            "object": "text_completion",
            "created": int(time.time()),
            "choices": [choice],
        }
        if prompt_tokens is not None:
            out["usage"] = {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": generated,
                "total_tokens": prompt_tokens + generated,
            }
        return Completion(body=out, signals=signals)

    async def open_stream(self, endpoint: Endpoint, body: dict[str, Any]) -> Stream:
        if endpoint == "chat":
            path, content = "/v1/chat/completions", self._chat_body(body, stream=True)
        else:
            path, content = "/generate_stream", self._generate_body(body)
        try:
            resp = await self.http.request("POST", path, content, SSE)
            if resp.status_code != 200:
                raw = await resp.read()
                raise status_error(self.backend, resp.status_code, error_message(raw))
        except httpx.HTTPError as exc:
            raise transport_error(self.backend, exc) from exc
        signals = {h: resp.headers[h] for h in TIMING_HEADERS if h in resp.headers}
        events = SSEReader(resp)
        batches = (self._chat_batches(events) if endpoint == "chat"
                   else self._generate_batches(events))
        return Stream(batches=batches, signals=signals, close=resp.aclose, ready=events.ready)

    def _decode(self, data: bytes) -> dict[str, Any]:
        """One data event as a dict; TGI's mid-stream errors (the same shape as its error
        responses) raise."""
        chunk: dict[str, Any] = orjson.loads(data)
        err = chunk.get("error")
        if err is not None:
            msg = err.get("message", err) if isinstance(err, dict) else err
            raise BackendError(f"backend {self.backend.name} failed mid-stream: {msg}",
                               status=502, retryable=False, code="backend_error")
        return chunk

    def _events(self, events: SSEReader) -> AsyncIterator[list[dict[str, Any]]]:
        return data_batches(self.backend, events, self._decode, need_done=False)

    async def _chat_batches(self, events: SSEReader) -> AsyncIterator[list[dict[str, Any]]]:
        finished = False
        async for batch in self._events(events):
            finished = finished or any(c.get("finish_reason") for chunk in batch
                                       for c in chunk.get("choices") or [])
            yield batch
        if not finished:
            raise BackendError(f"backend {self.backend.name} ended the stream early",
                               status=502, retryable=False, code="backend_error")

    async def _generate_batches(self, events: SSEReader
                                ) -> AsyncIterator[list[dict[str, Any]]]:
        created = int(time.time())
        finished = False
        async for batch in self._events(events):
            out: list[dict[str, Any]] = []
            for event in batch:
                if finished:
                    break  # read to the end (TGI closes the stream after details)
                out += _generate_chunks(event, created)
                finished = bool(event.get("details"))
            if out:
                yield out
        if finished:
            return
        raise BackendError(f"backend {self.backend.name} ended the stream early",
                           status=502, retryable=False, code="backend_error")

    async def aclose(self) -> None:
        await self.http.aclose()


def _generate_chunks(event: dict[str, Any], created: int) -> list[dict[str, Any]]:
    """OpenAI completion chunks for one ``/generate_stream`` event: its token's text (or the
    finish), then, with the final event's ``details``, a usage-only chunk."""
    token = event.get("token") or {}
    details = event.get("details")
    text = "" if token.get("special") else token.get("text", "")
    finish = FINISH.get(details.get("finish_reason", ""), "stop") if details else None
    out: list[dict[str, Any]] = []
    if text or finish:
        out.append({
            "object": "text_completion",
            "created": created,
            "choices": [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish}],
        })
    if details:
        prompt_tokens = int(details.get("input_length") or 0)
        generated = int(details.get("generated_tokens") or 0)
        out.append({
            "object": "text_completion",
            "created": created,
            "choices": [],
            "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": generated,
                      "total_tokens": prompt_tokens + generated},
        })
    return out
