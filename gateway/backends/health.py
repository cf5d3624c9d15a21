"""Per-backend circuit breakers, driven by scrape results and by request outcomes.

States: ``closed`` (traffic flows) → ``open`` after ``failure_threshold`` consecutive failures of
one source (scrapes, or requests: errors and timeouts) → ``half_open`` once ``cooldown_s`` has
passed → ``closed`` again on the first success of the probe, ``open`` on its failure.

The two sources are counted apart, so a backend whose ``/metrics`` answers while its generation
requests hang still opens (request timeouts are counted, scrape successes do not reset them).
For the same reason the probe must test what failed:

* opened by scrapes (closed port, ``/health`` 503): the next successful scrape after the
  cool-down closes it; while scrapes keep failing, every failure restarts the cool-down, so a dead
  backend is never offered to a request;
* opened by requests: one request is let through in half-open (``claim_probe`` when it is sent,
  ``healthy`` is false for others meanwhile) and its outcome decides.

Not thread-safe: owned by one event loop (``gateway.routing.stats.FleetState``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

Source = Literal["scrape", "request"]


class BreakerState(StrEnum):
    closed = "closed"
    open = "open"
    half_open = "half_open"


@dataclass(frozen=True, slots=True)
class BreakerConfig:
    failure_threshold: int = 3  # consecutive failures of one source that open the circuit
    cooldown_s: float = 5.0  # open → half-open after this long without new scrape failures


@dataclass(slots=True)
class _Breaker:
    state: BreakerState = BreakerState.closed
    scrape_failures: int = 0
    request_failures: int = 0
    opened_at: float = 0.0
    cause: Source = "request"
    probing: bool = False  # a half-open probe request is out
    last_error: dict[str, tuple[float, str]] = field(default_factory=dict)  # source -> at, why


class Breakers:
    """The circuit breakers of a fleet, one per backend name (unknown names are created)."""

    def __init__(
        self,
        names: Iterable[str] = (),
        *,
        config: BreakerConfig | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.config = config or BreakerConfig()
        self._clock = clock
        self._b: dict[str, _Breaker] = {n: _Breaker() for n in names}

    def state(self, name: str) -> BreakerState:
        b = self._get(name)
        if b.state is BreakerState.open and self._clock() - b.opened_at >= self.config.cooldown_s:
            b.state, b.probing = BreakerState.half_open, False
        return b.state

    def healthy(self, name: str) -> bool:
        """May a request be sent: closed, or half-open with no probe out (opened by requests)."""
        state = self.state(name)
        if state is BreakerState.closed:
            return True
        b = self._b[name]
        return state is BreakerState.half_open and b.cause == "request" and not b.probing

    def claim_probe(self, name: str) -> None:
        """A request is being sent; in half-open it is the probe and nobody else may follow."""
        if self.state(name) is BreakerState.half_open:
            self._b[name].probing = True

    def success(self, name: str, source: Source = "request") -> None:
        b = self._get(name)
        state = self.state(name)
        if source == "scrape":
            b.scrape_failures = 0
            if state is BreakerState.half_open and b.cause == "scrape":
                self._close(b)
            return
        b.request_failures = 0
        if state is not BreakerState.closed and b.cause == "request":
            self._close(b)  # a success while open: a request sent before it opened, also proof

    def failure(self, name: str, source: Source = "request", why: str = "") -> None:
        b = self._get(name)
        state = self.state(name)
        if why:
            b.last_error[source] = (self._clock(), why)
        if source == "scrape":
            b.scrape_failures += 1
            count = b.scrape_failures
        else:
            b.request_failures += 1
            count = b.request_failures
        if state is BreakerState.closed:
            if count >= self.config.failure_threshold:
                self._open(b, source)
        elif source == "scrape":  # still down: the cool-down starts again
            self._open(b, b.cause)
        elif state is BreakerState.half_open and b.cause == "request":  # the probe failed
            self._open(b, "request")

    def cause(self, name: str) -> Source | None:
        """What opened the circuit (scrapes or requests); None while it is closed."""
        return None if self.state(name) is BreakerState.closed else self._get(name).cause

    def last_error(self, name: str, source: Source) -> tuple[float, str] | None:
        """The latest failure of ``source`` with its reason: (seconds ago, why), or None."""
        found = self._get(name).last_error.get(source)
        return None if found is None else (self._clock() - found[0], found[1])

    def _open(self, b: _Breaker, cause: Source) -> None:
        b.state, b.opened_at, b.cause, b.probing = BreakerState.open, self._clock(), cause, False

    @staticmethod
    def _close(b: _Breaker) -> None:
        b.state, b.probing = BreakerState.closed, False
        b.scrape_failures = b.request_failures = 0

    def _get(self, name: str) -> _Breaker:
        b = self._b.get(name)
        if b is None:
            b = self._b[name] = _Breaker()
        return b


__all__ = ["BreakerConfig", "BreakerState", "Breakers", "Source"]
