"""One client request on its way through the gateway, and its single usage event."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson

from gateway import metrics
from gateway.auth.keys import Principal
from gateway.backends.client import Endpoint
from gateway.config.fleet import Backend, Model
from gateway.metering.events import UsageRecord
from gateway.metering.meter import Admission, Charge
from gateway.metering.usage import Usage
from gateway.routing import record as record_form
from gateway.routing.classify import Workload, extract_prompt_text, prompt_token_ids
from gateway.routing.decision import Decision
from gateway.state import State
from gateway.tokenizer import count_tokens

TEMPLATE_FIXED_TOKENS = 40  # begin-of-text, assistant header, a default system block
TEMPLATE_TOKENS_PER_MESSAGE = 8  # role header and end-of-turn tokens per message
# What a Llama-3-style chat template adds, for estimates (a bill when the engine reported
# nothing): begin-of-text and the assistant's header, then each message's header and end of turn.
CHAT_TEMPLATE_TOKENS = 5
CHAT_TEMPLATE_TOKENS_PER_MESSAGE = 5


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
    admission: Admission | None = None
    gpu_cost_micros: int = 0
    recorded: bool = False
    relaying: bool = False  # a stream relay owns the rest of the request (and its event)
    client_gone: bool = False  # the client disconnected while a backend worked on its answer
    overhead_s: float = 0.0  # gateway time excluding backends, when the headers were built
    _prompt_tokens: int | None = None
    _backend_t0: float | None = None
    _backend_concurrency: int = 1

    @property
    def stream(self) -> bool:
        return bool(self.body.get("stream"))

    @property
    def wants_usage(self) -> bool:
        return bool((self.body.get("stream_options") or {}).get("include_usage"))

    def prompt_tokens_estimate(self) -> int:
        """tiktoken over the prompt's text, plus a Llama-3-style chat template's tokens, or the
        token ids of a token-id prompt (exact)."""
        if self._prompt_tokens is None:
            n = count_tokens(extract_prompt_text(self.body)) + self._token_id_prompt_tokens()
            if self.endpoint == "chat":
                n += CHAT_TEMPLATE_TOKENS + CHAT_TEMPLATE_TOKENS_PER_MESSAGE * len(
                    self.body.get("messages") or ())
            self._prompt_tokens = n
        return self._prompt_tokens

    def _prompt_list(self) -> list[Any]:
        """A legacy completion's prompt when it is a list (token ids, strings or token-id
        lists), else empty."""
        prompt = self.body.get("prompt") if self.endpoint == "completions" else None
        return prompt if isinstance(prompt, list) else []

    def _token_id_prompt_tokens(self) -> int:
        return prompt_token_ids(self.body) if self.endpoint == "completions" else 0

    def prompts(self) -> int:
        """Prompts in the request: a legacy completion may carry a batch (of strings or of
        token-id lists), each answered on its own."""
        prompt = self._prompt_list()
        return len(prompt) if prompt and not isinstance(prompt[0], int) else 1

    def choices(self) -> int:
        """Completions the engine generates: ``n`` per prompt, or ``best_of`` where larger
        (the engine samples them all and returns the best ``n``)."""
        return self.prompts() * max(_count(self.body.get("n")), _count(self.body.get("best_of")))

    def reserve_prompt_tokens(self) -> int:
        """The prompt's worst case for admission: the estimate plus a chat-template allowance.

        Engines render chat messages through the model's template (role headers, end-of-turn
        tokens, Llama-3.1's default system block, tool schemas), which the text alone does not
        count. Reserving too little would let concurrent requests overrun a budget; the
        reservation is settled to the backend's real count afterwards.
        """
        n = self.prompt_tokens_estimate()
        if self.endpoint == "completions":
            return n + TEMPLATE_FIXED_TOKENS // 4
        n += TEMPLATE_FIXED_TOKENS + TEMPLATE_TOKENS_PER_MESSAGE * len(
            self.body.get("messages") or ())
        tools = self.body.get("tools")
        if tools:
            n += count_tokens(orjson.dumps(tools).decode())
        return n

    def max_completion_tokens(self) -> int | None:
        """The client's cap on output tokens per choice, or None (the model's context is the
        cap)."""
        cap = self.body.get("max_completion_tokens") or self.body.get("max_tokens")
        if cap is None and self.endpoint == "completions":
            cap = 16  # OpenAI's (and vLLM's) default for legacy completions
        return None if cap is None else int(cap)

    def generated_estimate(self) -> int:
        """Output tokens the backend had likely generated when this request was cancelled: its
        time there against the router's TTFT and TPOT estimates for that backend, for every
        choice, within ``max_tokens`` (a bill flagged as estimated: nothing came back)."""
        if self.decision is None or self.backend is None:
            return 0
        name = self.backend.name
        est = next((c for c in self.decision.details.get("candidates") or ()
                    if isinstance(c, dict) and c.get("backend") == name), None)
        if est is None or not est.get("tpot_ms") or self._backend_t0 is None:
            return 0
        this_attempt_s = time.perf_counter() - self._backend_t0  # not a failed one before it
        decoding_ms = this_attempt_s * 1000 - float(est.get("ttft_ms") or 0)
        if decoding_ms <= 0:
            return 0
        per_choice = 1 + int(decoding_ms / float(est["tpot_ms"]))
        cap = self.max_completion_tokens()
        if cap is not None:
            per_choice = min(per_choice, cap)
        return per_choice * self.choices()

    def begin_backend(self, state: State, backend: Backend) -> None:
        self.end_backend(state)
        self.backend = backend
        self._backend_t0 = time.perf_counter()
        self._backend_concurrency = state.meter.backend_started(backend)
        state.router.started(backend)

    def end_backend(self, state: State) -> None:
        """Add the current backend attempt's GPU cost (once per ``begin_backend``)."""
        if self._backend_t0 is None or self.backend is None:
            return
        busy = time.perf_counter() - self._backend_t0
        self._backend_t0 = None
        state.router.finished(self.backend,
                              self.decision.ticket if self.decision is not None else None)
        self.gpu_cost_micros += state.meter.gpu_cost(
            self.backend, busy_s=busy, concurrency_at_start=self._backend_concurrency)

    def headers(self) -> dict[str, str]:
        """Response headers; ``x-specgate-overhead-ms`` is the gateway's time so far minus the
        wait on backends (``overhead_s``; uvicorn's parsing and the network are outside it)."""
        self.overhead_s = time.perf_counter() - self.started - self.backend_s
        h = {
            "x-request-id": self.request_id,
            "x-specgate-overhead-ms": f"{self.overhead_s * 1000:.3f}",
        }
        if self.reason:  # empty before routing (an error from admission)
            h["x-specgate-reason"] = self.reason
        if self.backend is not None:
            h["x-specgate-backend"] = self.backend.name
        if self.workload is not None:
            h["x-specgate-workload"] = self.workload.label
        if self.admission is not None:
            h.update(self.admission.headers)
        return h


def _count(value: Any) -> int:
    """A positive integer field (``n``, ``best_of``) as given, else 1."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 1


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


MAX_DECISION_BYTES = 4096  # the usage table stays narrow (no per-row blobs)


def _stored(details: dict[str, Any]) -> dict[str, Any] | None:
    """The decision's record as the usage event stores it (``gateway.routing.record``), cut to
    its scalar fields if it is still too large."""
    if not details:
        return None
    try:
        packed = record_form.pack(details)
        raw = orjson.dumps(packed)
    except (KeyError, TypeError, AttributeError):  # a field the stored form has no place
        raw = orjson.dumps(details, default=str)  # for, or not plain JSON: as objects and text
        packed = orjson.loads(raw)
    if len(raw) > MAX_DECISION_BYTES:
        scalars = {k: v for k, v in packed.items()
                   if isinstance(v, str | int | float | bool) or v is None}
        return {**scalars, "truncated": True}
    return packed


def record(
    state: State, call: Call, *, status: str, usage: Usage, ttft_s: float | None,
    tpot_s: float | None = None,
) -> None:
    """Hand the request's single usage event to the buffer and settle its reservation.

    Never awaits (safe in the ``finally`` of a cancelled stream); a second call is ignored.
    """
    if call.recorded:
        return
    call.recorded = True
    call.end_backend(state)
    backend = call.backend.name if call.backend else ""
    workload = call.workload.label if call.workload is not None else ""
    metrics.count_request(status, backend, workload)
    if backend:
        metrics.count_prompt_tokens(backend, usage.prompt_tokens, usage.cached_tokens)
    admission = call.admission
    charge = (state.meter.charge(admission, usage.prompt_tokens, usage.completion_tokens)
              if admission is not None else Charge(0, price_missing=True))
    try:
        decision = _stored(call.decision.details) if call.decision is not None else None
        state.usage.record(
            UsageRecord(
                id=call.request_id,
                created_at=datetime.now(UTC),
                tenant_id=call.principal.tenant_id,
                key_id=call.principal.key_id,
                model=call.model.name,
                backend=backend,
                endpoint=call.endpoint,
                status=status,
                prompt_tokens=usage.prompt_tokens,
                completion_tokens=usage.completion_tokens,
                tokens_estimated=usage.estimated,
                ttft_ms=round(ttft_s * 1000) if ttft_s is not None else None,
                latency_ms=round((time.perf_counter() - call.started) * 1000),
                workload=workload,
                cached_tokens=usage.cached_tokens,
                tpot_us=round(tpot_s * 1_000_000) if tpot_s is not None else None,
                price_micros=charge.price_micros,
                gpu_cost_micros=call.gpu_cost_micros,
                price_missing=charge.price_missing,
                cost_estimated=usage.estimated or charge.price_missing,
                reason=call.reason,
                decision=decision,
            )
        )
    finally:  # the reservation is settled whatever happens to the event
        if admission is not None:
            state.meter.settle(admission, tokens=usage.total_tokens,
                               cost_micros=charge.price_micros,
                               release=status == "backend-error" and usage.total_tokens == 0)
