"""Candidate filters: each drops the backends that should not serve a request, saying why.

A filter is a named function ``(backend, request) -> reason | None``. The router runs them in
order; a filter that would leave no candidate is relaxed (recorded in the decision) so a request
always has somewhere to go, except a ``strict`` one: the policy's own restrictions (which
backends, whether a hosted API may see the prompt) hold when the backends they allow are down,
and the request then gets a 503 rather than a backend the operator ruled out. Backends dropped by
a ``last_resort`` filter could still serve the request correctly (only slower or dearer), so they
follow the scored candidates as fallbacks.

| name      | drops                                                       | last resort |
|-----------|-------------------------------------------------------------|-------------|
| allowed   | backends the policy does not list (by name or kind); strict | no          |
| hosted    | hosted (litellm) backends under ``hosted: never``; strict   | no          |
| healthy   | backends whose circuit breaker is open (snapshot)           | no          |
| context   | prompt + expected output > the model's context length       | no          |
| serves    | engines that cannot serve the request's form (TGI: one text   | no          |
|           | prompt, one choice; batches, token ids and n > 1 need vLLM)   |             |
| sampling  | speculative backends whose drafts the sampling would waste  | yes         |
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from gateway.config.fleet import Backend, Engine, Model, SpecMethod
from gateway.routing.classify import SPEC_FRIENDLY_MAX_PENALTY, Workload
from gateway.routing.policy import Policy
from gateway.routing.snapshot import FleetSnapshot

__all__ = ["BASELINE_FILTERS", "FILTERS", "Filter", "Filtered", "RouteRequest", "run_filters"]


@dataclass(frozen=True, slots=True)
class RouteRequest:
    """Everything a filter may read: the request, its policy and the fleet's live state."""

    model: Model
    workload: Workload
    policy: Policy
    snapshot: FleetSnapshot


@dataclass(frozen=True, slots=True)
class Filter:
    name: str
    check: Callable[[Backend, RouteRequest], str | None]
    last_resort: bool = False
    strict: bool = False  # never relaxed: leaving no candidate leaves none


def healthy(backend: Backend, req: RouteRequest) -> str | None:
    """Reads ``BackendState.healthy`` (the circuit breaker)."""
    return None if req.snapshot.get(backend.name).healthy else "unhealthy"


def allowed(backend: Backend, req: RouteRequest) -> str | None:
    """Reads ``policy.allowed_backends``: a backend passes by its name or its kind."""
    return None if req.policy.allows(backend.name, backend.kind) else "not allowed by policy"


def hosted(backend: Backend, req: RouteRequest) -> str | None:
    """Reads ``policy.hosted``; ``overflow`` is decided after the estimates (see the router)."""
    if backend.engine is Engine.litellm and req.policy.hosted == "never":
        return "hosted backends not allowed by policy"
    return None


def context(backend: Backend, req: RouteRequest) -> str | None:
    """Prompt tokens plus expected output must fit the model's context length."""
    w = req.workload
    need = w.prompt_tokens + w.expected_output_tokens
    limit = req.model.context_length
    return None if need <= limit else f"context {need} > {limit} tokens"


def serves(backend: Backend, req: RouteRequest) -> str | None:
    """TGI's API takes one text prompt and returns one choice (``gateway.backends.tgi``); a
    batch of prompts, a token-id prompt or n > 1 goes to an engine that serves it. Left with
    TGI alone, the filter is relaxed and TGI's client answers 400 naming the parameter."""
    if backend.engine is not Engine.tgi:
        return None
    w = req.workload
    if not w.single_text:
        return "TGI takes one text prompt"
    if w.n > 1:
        return f"TGI serves n=1, not {w.n}"
    return None


def sampling(backend: Backend, req: RouteRequest) -> str | None:
    """Speculative backends lose their point when drafts would be wasted or disabled:
    high temperature (acceptance falls), n > 1 (every choice pays verification); on vLLM also
    penalties and logprobs, which V0.10-era vLLM serves without drafting (reference §0.5);
    TGI keeps drafting with them."""
    method = backend.speculation.method
    if method is SpecMethod.none or backend.engine is Engine.litellm:
        return None
    w = req.workload
    if w.sampling_penalty > SPEC_FRIENDLY_MAX_PENALTY:
        return f"temperature {w.temperature:g} wastes drafts"
    if w.n > 1:
        return f"n={w.n} multiplies verification"
    if backend.engine is Engine.vllm and w.penalties:
        return "penalties disable vLLM drafting"
    if backend.engine is Engine.vllm and w.logprobs:
        return "logprobs disable vLLM drafting"
    return None


FILTERS: tuple[Filter, ...] = (
    Filter("allowed", allowed, strict=True),
    Filter("hosted", hosted, strict=True),
    Filter("healthy", healthy),
    Filter("context", context),
    Filter("serves", serves),
    Filter("sampling", sampling, last_resort=True),
)
# Naive strategies (round-robin, least-loaded) know nothing of speculation.
BASELINE_FILTERS: tuple[Filter, ...] = FILTERS[:5]


@dataclass(frozen=True, slots=True)
class Filtered:
    kept: tuple[Backend, ...]
    dropped: tuple[tuple[Backend, str, str], ...]  # (backend, filter name, why)
    last_resort: tuple[Backend, ...]
    relaxed: tuple[str, ...]  # filters skipped because they would have dropped everything


def run_filters(
    backends: tuple[Backend, ...], req: RouteRequest, filters: tuple[Filter, ...]
) -> Filtered:
    kept = backends
    dropped: list[tuple[Backend, str, str]] = []
    last_resort: list[Backend] = []
    relaxed: list[str] = []
    for f in filters:
        verdicts = [(b, f.check(b, req)) for b in kept]
        survivors = tuple(b for b, why in verdicts if why is None)
        if not survivors and not f.strict:
            relaxed.append(f.name)
            continue
        for b, why in verdicts:
            if why is not None:
                dropped.append((b, f.name, why))
                if f.last_resort:
                    last_resort.append(b)
        kept = survivors
        if not kept:
            break
    return Filtered(kept, tuple(dropped), tuple(last_resort), tuple(relaxed))
