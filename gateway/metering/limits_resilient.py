"""ResilientLimiter: shared limits in Redis, per-process limits (or refusal) while it is down.

Every primary call is bounded by ``timeout_s``, counted from when it holds one of the
``max_in_flight`` slots (the size of the primary's connection pool): a burst larger than the
pool waits for a connection without that wait counting as Redis being slow, which had put a
healthy store in degraded mode under bursts and let every replica admit up to the whole limit.
When the primary is unreachable the limiter is
``degraded``: with ``fail_open`` it admits against its in-process fallback (each replica then
enforces every limit on its own, so the fleet admits up to replicas × limit); without, it
raises ``LimiterUnavailable`` (HTTP 503). While degraded, requests go straight to the fallback
and at most one request per ``probe_interval_s`` tries the primary again; the first success
ends the degraded state. Settling a reservation that Redis holds while Redis is down drops the
refund: its counters keep the worst case, which errs on the safe side and expires with its window.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence

from gateway.metering.limits import (
    Limiter,
    LimiterUnavailable,
    Refusal,
    Reservation,
    Scope,
)
from gateway.metering.limits_memory import MemoryLimiter

log = logging.getLogger(__name__)


class ResilientLimiter:
    """A ``Limiter`` over ``primary`` (normally ``RedisLimiter``) with a local fallback."""

    def __init__(
        self,
        primary: Limiter,
        fallback: MemoryLimiter,
        *,
        fail_open: bool,
        timeout_s: float = 0.25,
        probe_interval_s: float = 1.0,
        max_in_flight: int = 64,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._primary = primary
        self._fallback = fallback
        self._fail_open = fail_open
        self._timeout_s = timeout_s
        self._probe_interval_s = probe_interval_s
        self._monotonic = monotonic
        self._degraded_since: float | None = None
        self._next_probe = 0.0
        self._slots = asyncio.Semaphore(max_in_flight)

    @property
    def degraded(self) -> bool:
        """True while the shared store is unreachable (for health checks and metrics)."""
        return self._degraded_since is not None

    @property
    def degraded_for_s(self) -> float:
        since = self._degraded_since
        return 0.0 if since is None else self._monotonic() - since

    async def reserve(
        self, scopes: Sequence[Scope], *, requests: int = 1, tokens: int, cost_micros: int
    ) -> Reservation | Refusal:
        if self._skip_primary():
            return await self._local(scopes, requests, tokens, cost_micros)
        async with self._slots:
            if self._skip_primary():  # it went down while this request waited for a slot
                return await self._local(scopes, requests, tokens, cost_micros)
            self._next_probe = self._monotonic() + self._probe_interval_s
            try:
                async with asyncio.timeout(self._timeout_s):
                    result = await self._primary.reserve(
                        scopes, requests=requests, tokens=tokens, cost_micros=cost_micros
                    )
            except (LimiterUnavailable, TimeoutError) as exc:
                self._down(exc)
                result = None
        if result is None:
            return await self._local(scopes, requests, tokens, cost_micros)
        self._up()
        return result

    async def settle(self, reservation: Reservation, *, tokens: int, cost_micros: int) -> None:
        if reservation.origin == self._fallback.origin:
            await self._fallback.settle(reservation, tokens=tokens, cost_micros=cost_micros)
            return
        async with self._slots:
            try:
                async with asyncio.timeout(self._timeout_s):
                    await self._primary.settle(reservation, tokens=tokens,
                                               cost_micros=cost_micros)
            except (LimiterUnavailable, TimeoutError) as exc:
                self._down(exc)

    async def release(self, reservation: Reservation) -> None:
        if reservation.origin == self._fallback.origin:
            await self._fallback.release(reservation)
            return
        async with self._slots:
            try:
                async with asyncio.timeout(self._timeout_s):
                    await self._primary.release(reservation)
            except (LimiterUnavailable, TimeoutError) as exc:
                self._down(exc)

    def _skip_primary(self) -> bool:
        """Degraded and not yet time for the next probe of the primary."""
        return self.degraded and self._monotonic() < self._next_probe

    async def _local(
        self, scopes: Sequence[Scope], requests: int, tokens: int, cost_micros: int
    ) -> Reservation | Refusal:
        if not self._fail_open:
            raise LimiterUnavailable("rate-limit store unreachable; failing closed")
        return await self._fallback.reserve(
            scopes, requests=requests, tokens=tokens, cost_micros=cost_micros
        )

    def _down(self, exc: BaseException) -> None:
        if self._degraded_since is None:
            self._degraded_since = self._monotonic()
            mode = "local limits" if self._fail_open else "refusing requests"
            log.warning("limit store unreachable (%r); degraded, %s", exc, mode)

    def _up(self) -> None:
        if self._degraded_since is not None:
            log.warning("limit store reachable again after %.1fs", self.degraded_for_s)
            self._degraded_since = None
