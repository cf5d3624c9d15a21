"""Client for a hosted API reached through litellm (engine ``litellm``), priced per token.

``served_model`` is the litellm model id (``openai/gpt-4o-mini``, ``hosted_vllm/...``),
``base_url`` the ``api_base`` exactly as litellm wants it (``https://api.openai.com/v1``; an
OpenAI-compatible server's URL ends in ``/v1``) and ``api_key_env`` the environment variable
holding the key (unset: the API needs none).
Answers come back in the same OpenAI shape as ``VLLMClient``'s: litellm's extra fields
(``provider_specific_fields``, ``citations``, nulls OpenAI never sends) are stripped, streams
always carry a final usage chunk. litellm's exceptions become ``BackendError``s with the same
retry rules as the HTTP clients. The price per token comes from litellm's own table
(``litellm.model_cost``) so the router can weigh it against self-hosted GPU cost.

litellm is imported lazily (it takes seconds) with ``LITELLM_LOCAL_MODEL_COST_MAP=True`` so it
never fetches its price map over the network.
"""

from __future__ import annotations

import functools
import os
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from types import ModuleType
from typing import Any

from gateway.backends.client import BackendError, Completion, Endpoint, Stream, status_error
from gateway.config.fleet import Backend

__all__ = ["HostedClient", "TokenPrice", "litellm_module", "token_price"]

MICROS = Decimal(1_000_000)
TOP_KEYS = frozenset({"id", "object", "created", "model", "choices", "usage",
                      "system_fingerprint", "service_tier"})
CHOICE_KEYS = frozenset({"index", "message", "delta", "text", "finish_reason", "logprobs"})
MESSAGE_KEYS = frozenset({"role", "content", "refusal", "tool_calls", "function_call", "audio",
                          "annotations"})
NULLABLE = frozenset({"content", "refusal"})  # OpenAI sends these as null rather than omitting
USAGE_KEYS = frozenset({"prompt_tokens", "completion_tokens", "total_tokens",
                        "prompt_tokens_details", "completion_tokens_details"})
PROVIDER_PREFIXES = ("openai/", "hosted_vllm/", "text-completion-openai/")


@dataclass(frozen=True, slots=True)
class TokenPrice:
    """A hosted model's list price: micro-dollars per token (= dollars per 1M tokens)."""

    input_micros: Decimal
    output_micros: Decimal

    def cost_micros(self, prompt_tokens: int, completion_tokens: int) -> int:
        total = self.input_micros * prompt_tokens + self.output_micros * completion_tokens
        return int(total.to_integral_value(rounding=ROUND_HALF_UP))


@functools.cache
def litellm_module() -> ModuleType:
    """litellm, imported on first use with the offline price map and quiet error banners."""
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.suppress_debug_info = True
    return litellm


def token_price(model: str) -> TokenPrice | None:
    """The per-token price of ``model`` in litellm's table (with or without a provider prefix)."""
    table: Mapping[str, Any] = litellm_module().model_cost
    names = [model] + [model.removeprefix(p) for p in PROVIDER_PREFIXES if model.startswith(p)]
    for name in names:
        entry = table.get(name)
        if not isinstance(entry, Mapping):
            continue
        prompt, completion = entry.get("input_cost_per_token"), entry.get("output_cost_per_token")
        if isinstance(prompt, int | float) and isinstance(completion, int | float):
            return TokenPrice(Decimal(repr(prompt)) * MICROS, Decimal(repr(completion)) * MICROS)
    return None


class HostedClient:
    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    @functools.cached_property
    def price(self) -> TokenPrice | None:
        return token_price(self.backend.served_model)

    def _kwargs(self, body: Mapping[str, Any]) -> dict[str, Any]:
        out = {k: v for k, v in body.items() if k not in ("model", "stream", "stream_options")}
        out["model"] = self.backend.served_model
        out["api_base"] = self.backend.url
        out["api_key"] = self._api_key()
        out["timeout"] = self.backend.timeouts.read
        out["num_retries"] = 0  # the request path fails over to another backend itself
        return out

    def _api_key(self) -> str:
        env = self.backend.api_key_env
        if env is None:
            return "none"  # OpenAI-compatible servers without auth still want a value
        key = os.environ.get(env)
        if not key:
            raise BackendError(f"backend {self.backend.name}: ${env} holds no API key",
                               status=502, retryable=True, code="backend_error")
        return key

    async def _call(self, endpoint: Endpoint, kwargs: dict[str, Any]) -> Any:
        litellm = litellm_module()
        fn = litellm.acompletion if endpoint == "chat" else litellm.atext_completion
        try:
            return await fn(**kwargs)
        except Exception as exc:
            raise _backend_error(self.backend, exc) from exc

    async def complete(self, endpoint: Endpoint, body: dict[str, Any]) -> Completion:
        resp = await self._call(endpoint, self._kwargs(body))
        data = resp.model_dump()
        signals = {"vllm_metrics": data["metrics"]} if data.get("metrics") else {}
        if self.price is not None and isinstance(data.get("usage"), Mapping):
            u = data["usage"]
            signals["hosted_cost_micros"] = self.price.cost_micros(
                int(u.get("prompt_tokens") or 0), int(u.get("completion_tokens") or 0))
        return Completion(body=openai_object(data), signals=signals)

    async def open_stream(self, endpoint: Endpoint, body: dict[str, Any]) -> Stream:
        kwargs = self._kwargs(body)
        kwargs["stream"] = True
        kwargs["stream_options"] = {"include_usage": True}
        resp = await self._call(endpoint, kwargs)
        return Stream(batches=self._batches(resp), signals={}, close=_closer(resp))

    async def _batches(self, resp: Any) -> AsyncIterator[list[dict[str, Any]]]:
        """litellm's chunks, one at a time (it hands them over one by one)."""
        try:
            async for chunk in resp:
                yield [openai_object(chunk.model_dump())]
        except BackendError:
            raise
        except Exception as exc:
            err = _backend_error(self.backend, exc)
            err.retryable = False  # bytes may have reached the client
            raise err from exc

    async def aclose(self) -> None:
        """Nothing pooled here: litellm keeps its own clients."""


def _closer(resp: Any) -> Any:
    async def close() -> None:
        aclose = getattr(resp, "aclose", None)
        if aclose is not None:
            await aclose()

    return close


def openai_object(data: dict[str, Any]) -> dict[str, Any]:
    """Keep only OpenAI's fields of a litellm response or chunk (dropping its nulls and extras)."""
    out = {k: v for k, v in data.items() if k in TOP_KEYS and v is not None}
    choices = []
    for choice in data.get("choices") or ():
        c = {k: v for k, v in choice.items() if k in CHOICE_KEYS}
        for key in ("message", "delta"):
            if isinstance(c.get(key), Mapping):
                c[key] = {k: v for k, v in c[key].items()
                          if k in MESSAGE_KEYS and (v is not None or k in NULLABLE)}
        if "message" in c:
            c["message"].setdefault("content", None)
            c["message"].setdefault("refusal", None)
        choices.append(c)
    out["choices"] = choices
    usage = data.get("usage")
    if isinstance(usage, Mapping):
        out["usage"] = {k: _no_nulls(v) for k, v in usage.items()
                        if k in USAGE_KEYS and v is not None}
    return out


def _no_nulls(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: v for k, v in value.items() if v is not None}
    return value


def _backend_error(backend: Backend, exc: Exception) -> BackendError:
    litellm = litellm_module()
    message = str(getattr(exc, "message", None) or exc)[:500]
    if isinstance(exc, litellm.Timeout):
        return BackendError(f"backend {backend.name} timed out", status=504, retryable=True,
                            code="backend_timeout")
    if isinstance(exc, litellm.APIConnectionError):
        return BackendError(f"backend {backend.name} is unreachable: {message}", status=503,
                            retryable=True, code="backend_unavailable")
    status = getattr(exc, "status_code", None)
    if status in (401, 403):
        return BackendError(f"backend {backend.name} rejected the gateway's credentials",
                            status=502, retryable=True, code="backend_error")
    if isinstance(status, int):
        return status_error(backend, status, message)
    return BackendError(f"backend {backend.name} failed: {type(exc).__name__}", status=502,
                        retryable=True, code="backend_error")
