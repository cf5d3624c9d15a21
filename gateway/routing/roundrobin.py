"""Interim backend choice: round-robin over a model's backends, skipping recently failed ones.

Each model keeps a counter; the next backend in turn is tried first and the others follow as
fallbacks. A backend that failed (connection refused, timeout, overload, 5xx) is moved to the
end of the list for ``cooldown_s``, so traffic avoids it without ever having nowhere to go.
"""

from __future__ import annotations

import itertools
import time

from gateway.config.fleet import Backend, Model
from gateway.routing.classify import Workload
from gateway.routing.decision import Decision, Outcome


class RoundRobinRouter:
    def __init__(self, *, cooldown_s: float = 5.0) -> None:
        self._turn: dict[str, itertools.count[int]] = {}
        self._failed_at: dict[str, float] = {}
        self._cooldown_s = cooldown_s

    def decide(self, model: Model, workload: Workload, *, policy: str | None = None) -> Decision:
        backends = model.backends
        i = next(self._turn.setdefault(model.name, itertools.count())) % len(backends)
        ordered = backends[i:] + backends[:i]
        now = time.monotonic()
        cooling = {b.name for b in ordered
                    if now - self._failed_at.get(b.name, -1e9) < self._cooldown_s}
        healthy = [b for b in ordered if b.name not in cooling]
        ordered = healthy + [b for b in ordered if b.name in cooling]
        reason = "round-robin" if not cooling else f"round-robin; cooling down: {len(cooling)}"
        return Decision(backends=tuple(ordered), reason=reason)

    def failed(self, backend: Backend) -> None:
        self._failed_at[backend.name] = time.monotonic()

    def succeeded(self, backend: Backend) -> None:
        self._failed_at.pop(backend.name, None)

    def observe(self, backend: Backend, workload: Workload, outcome: Outcome) -> None:
        """Round-robin learns nothing from outcomes."""
