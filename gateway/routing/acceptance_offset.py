"""A speculative backend's measured acceptance against the priors of what it served.

vLLM reports acceptance per request (``--per-request-spec-decode-metrics``), so each class learns
its own α. TGI reports none on a request, and vLLM does not without that flag; for them the only
measurement is the backend-wide α of the counter deltas (``gateway.backends.scrape``), a mix of
whatever classes it served. The router still wants α per class, so it keeps the class priors'
spread and moves their level: the offset is the measured α minus the mean prior α of the
requests the backend served (weighted by their output tokens, which is roughly where its decode
steps went), both decayed with the same half-life. A class with acceptance of its own measured
does not use it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gateway.routing.learned import Decayed

MAX_OFFSET = 0.5  # beyond this the measurement and the priors describe different things
MIN_SERVED_WEIGHT = 32.0  # decayed output tokens served before the mix is known well enough


@dataclass
class AcceptanceOffset:
    half_life_s: float
    _measured: dict[str, Decayed] = field(default_factory=dict)  # one per counter window
    _served: dict[str, Decayed] = field(default_factory=dict)  # prior α per output token

    def served(self, backend: str, prior_alpha: float, tokens: int, now: float) -> None:
        """A request of a class whose prior is ``prior_alpha`` decoded ``tokens`` there."""
        if tokens <= 0:
            return
        one = Decayed(float(tokens), prior_alpha * tokens, now)
        self._served[backend] = self._served.get(backend, Decayed()).merge(one, self.half_life_s)

    def measured(self, backend: str, alpha: float, now: float) -> None:
        """A new counter window gave the backend-wide ``alpha``."""
        one = Decayed(1.0, alpha, now)
        self._measured[backend] = self._measured.get(backend, Decayed()).merge(
            one, self.half_life_s)

    def offset(self, backend: str) -> float:
        """Measured minus expected α, 0 until both are known."""
        measured, served = self._measured.get(backend), self._served.get(backend)
        if measured is None or served is None or served.weight < MIN_SERVED_WEIGHT:
            return 0.0
        diff = measured.total / measured.weight - served.total / served.weight
        return min(max(diff, -MAX_OFFSET), MAX_OFFSET)
