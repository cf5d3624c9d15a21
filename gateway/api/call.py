"""One client request on its way through the gateway, and its single usage event."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from gateway.auth.keys import Principal
from gateway.backends.client import Endpoint
from gateway.config.fleet import Backend, Model
from gateway.metering.events import UsageRecord
from gateway.metering.usage import Usage
from gateway.routing.classify import Workload, extract_prompt_text
from gateway.routing.decision import Decision
from gateway.state import State
from gateway.tokenizer import count_tokens


@dataclass
class Call:
    """One client request on its way through the gateway."""

    endpoint: Endpoint
    request_id: str
    principal: Principal
    model: Model
    body: dict[str, Any]
    started: float = field(default_factory=time.perf_counter)
    backend_s: float = 0.0  # time spent waiting on backends (excluded from our overhead)
    workload: Workload | None = None
    decision: Decision | None = None
    reason: str = ""
    backend: Backend | None = None

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def wants_usage(self) -> bool:
        return bool((self.body.get("stream_options") or {}).get("include_usage"))

    def prompt_tokens_estimate(self) -> int:
        return count_tokens(extract_prompt_text(self.body))

    def headers(self) -> dict[str, str]:
        overhead_ms = (time.perf_counter() - self.started - self.backend_s) * 1000
        h = {
            "x-request-id": self.request_id,
            "x-specgate-reason": self.reason,
            "x-specgate-overhead-ms": f"{overhead_ms:.3f}",
        }
        if self.backend is not None:
            h["x-specgate-backend"] = self.backend.name
        if self.workload is not None:
            h["x-specgate-workload"] = self.workload.label
        return h


# Fields backends add that OpenAI's objects do not have (vLLM protocol extras), and fields
# OpenAI's schema types as non-null that engines send as null.
EXTRA_TOP = ("prompt_logprobs", "prompt_token_ids", "prompt_text", "kv_transfer_params",
             "metrics")
EXTRA_CHOICE = ("stop_reason", "token_ids", "prompt_logprobs", "prompt_token_ids")
NULLABLE = frozenset({"content", "refusal", "audio"})


def _drop_nulls(message: dict[str, Any]) -> None:
    for key in [k for k, v in message.items() if v is None and k not in NULLABLE]:
        del message[key]


def openai_shape(obj: dict[str, Any]) -> dict[str, Any]:
    """Make a response or chunk exactly OpenAI-shaped: backend-only fields dropped, non-null
    fields that engines send as null removed, required nullable fields present."""
    for key in EXTRA_TOP:
        obj.pop(key, None)
    for key in ("system_fingerprint", "service_tier"):
        if key in obj and obj[key] is None:
            del obj[key]
    for choice in obj.get("choices") or ():
        for key in EXTRA_CHOICE:
            choice.pop(key, None)
        message = choice.get("message")
        if message is not None:
            _drop_nulls(message)
            message.setdefault("content", None)
            message.setdefault("refusal", None)
            choice.setdefault("logprobs", None)
        elif "delta" in choice:
            _drop_nulls(choice["delta"])
            choice.setdefault("finish_reason", None)
        else:
            choice.setdefault("logprobs", None)
    return obj


def completion_text(endpoint: Endpoint, body: dict[str, Any]) -> str:
    parts: list[str] = []
    for choice in body.get("choices") or []:
        if endpoint == "completions":
            parts.append(choice.get("text") or "")
            continue
        message = choice.get("message") or {}
        parts.append(message.get("content") or "")
        for call in message.get("tool_calls") or []:
            fn = call.get("function") or {}
            parts.append(fn.get("name") or "")
            parts.append(fn.get("arguments") or "")
    return "".join(parts)


def record(
    state: State, call: Call, *, status: str, usage: Usage, ttft_s: float | None
) -> None:
    """Hand the request's single usage event to the buffer (never awaits)."""
    state.usage.record(
        UsageRecord(
            id=call.request_id,
            created_at=datetime.now(UTC),
            tenant_id=call.principal.tenant_id,
            key_id=call.principal.key_id,
            model=call.model.name,
            backend=call.backend.name if call.backend else "",
            endpoint=call.endpoint,
            status=status,
            prompt_tokens=usage.prompt_tokens,
            completion_tokens=usage.completion_tokens,
            tokens_estimated=usage.estimated,
            ttft_ms=round(ttft_s * 1000) if ttft_s is not None else None,
            latency_ms=round((time.perf_counter() - call.started) * 1000),
        )
    )
