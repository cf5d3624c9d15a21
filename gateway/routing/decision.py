"""What a router hands the request path (backends in preference order and why), and its protocol."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from gateway.config.fleet import Backend, Model
from gateway.routing.classify import Workload


@dataclass(frozen=True)
class Decision:
    backends: tuple[Backend, ...]  # the first is tried first; the rest are fallbacks in order
    reason: str
    details: dict[str, Any] = field(default_factory=dict)  # counterfactuals, for the usage row
    ticket: int | None = None  # the router's handle on the request, handed back in ``finished``
    # set when the policy's ``max_queue_ms`` refuses the request: seconds until the shortest
    # queue is estimated to be back under the limit (the client's Retry-After)
    shed_retry_after_s: float | None = None


@dataclass(frozen=True)
class Outcome:
    """What the gateway saw of one served request, fed back to the router."""

    ttft_s: float | None
    tpot_s: float | None  # decode time per output token after the first
    completion_tokens: int
    signals: dict[str, Any]  # backend-reported per-request facts (vLLM metrics, TGI headers)
    cached_tokens: int = 0  # prompt tokens the backend's prefix cache held, as its usage says
    prompt_tokens: int = 0  # ... of the prompt tokens its usage reports (0: not reported)


class Router(Protocol):
    """Chooses backends for a request and learns from what happened."""

    def decide(self, model: Model, workload: Workload, *, policy: str | None) -> Decision: ...

    def explain(self, model: Model, workload: Workload, *, policy: str | None) -> Decision:
        """What ``decide`` would answer now, without placing the request (a dry run)."""

    def failed(self, backend: Backend, why: str = "") -> None:
        """A request to ``backend`` failed (an error or a timeout), and why, for its breaker."""

    def succeeded(self, backend: Backend) -> None: ...

    def retried(self, backend: Backend, workload: Workload) -> None:
        """The request is now sent to ``backend``, a fallback, after the ones before failed."""

    def observe(self, backend: Backend, workload: Workload, outcome: Outcome) -> None: ...

    def started(self, backend: Backend) -> None:
        """A request is being sent to ``backend`` (counts toward its in-flight load)."""

    def finished(self, backend: Backend, ticket: int | None = None) -> None:
        """That request (``Decision.ticket``) is over, whatever its outcome."""
