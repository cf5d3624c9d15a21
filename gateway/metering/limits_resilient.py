"""ResilientLimiter: shared limits in Redis, per-process limits (or refusal) while it is down.

Every primary call is bounded by ``timeout_s``, counted from when it holds one of the
``max_in_flight`` slots (the size of the primary's connection pool), and only while the store
answers nothing at all: a burst larger than the pool waits for a connection, and under a burst
replies wait behind this process's own busy event loop; neither is the store being down, and
taking them for it had put a healthy store in degraded mode under bursts, letting every
replica admit up to the whole limit. A call that goes on without an answer while others get
theirs gives up after ``LAG_ALLOWANCE`` x ``timeout_s``. When the primary is unreachable the
limiter is
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
import math
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from gateway.metering.limits import (
    Limiter,
    LimiterUnavailable,
    Refusal,
    Reservation,
    Scope,
    Spent,
)
from gateway.metering.limits_memory import MemoryLimiter

log = logging.getLogger(__name__)
LAG_ALLOWANCE = 8  # x timeout_s: the longest a call waits while other calls get answers
T = TypeVar("T")


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
        self._answered = -math.inf  # time.monotonic() of the primary's latest answer

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
        if not self._skip_primary():
            result = await self._on_primary(self._primary.reserve(
                scopes, requests=requests, tokens=tokens, cost_micros=cost_micros))
            if result is not None:
                return result
        return await self._local(scopes, requests, tokens, cost_micros)

    async def settle(self, reservation: Reservation, *, tokens: int, cost_micros: int) -> None:
        if reservation.origin == self._fallback.origin:
            await self._fallback.settle(reservation, tokens=tokens, cost_micros=cost_micros)
            return
        await self._on_primary(
            self._primary.settle(reservation, tokens=tokens, cost_micros=cost_micros))

    async def release(self, reservation: Reservation) -> None:
        if reservation.origin == self._fallback.origin:
            await self._fallback.release(reservation)
            return
        await self._on_primary(self._primary.release(reservation))

    async def seed(self, scope: Scope, spent: Spent) -> None:
        """Both stores: the fallback starts from what was spent when the primary goes away."""
        await self._fallback.seed(scope, spent)
        if not self._skip_primary():
            await self._on_primary(self._primary.seed(scope, spent))

    async def _on_primary(self, call: Awaitable[T]) -> T | None:
        """``call``'s answer from the primary; None when it is down (this call found it so, or
        another did while this one waited for a slot: then ``call`` is never awaited)."""
        async with self._slots:
            if self._skip_primary():
                if asyncio.iscoroutine(call):
                    call.close()
                return None
            self._next_probe = self._monotonic() + self._probe_interval_s
            try:
                result = await self._answer(call)
            except (LimiterUnavailable, TimeoutError) as exc:
                self._down(exc)
                return None
        self._up()
        return result

    async def _answer(self, call: Awaitable[T]) -> T:
        """Await ``call``; TimeoutError once the primary has answered nothing, this call or any
        other, for ``timeout_s``, or after ``LAG_ALLOWANCE`` x ``timeout_s`` in all."""
        task = asyncio.current_task()
        assert task is not None
        loop = asyncio.get_running_loop()
        started = time.monotonic()
        expired = False
        handle: asyncio.TimerHandle

        def check() -> None:  # a timer: replies read in this loop turn resume their callers
            nonlocal handle  # in the next one, so the verdict waits for them (``confirm``)
            handle = loop.call_later(0, confirm)

        def confirm() -> None:
            nonlocal handle, expired
            now = time.monotonic()
            silent = now - self._answered > self._timeout_s
            if silent or now - started >= LAG_ALLOWANCE * self._timeout_s:
                expired = True
                task.cancel()
            else:
                handle = loop.call_later(self._timeout_s, check)

        handle = loop.call_later(self._timeout_s, check)
        try:
            result = await call
        except asyncio.CancelledError:
            if expired and task.uncancel() == 0:
                raise TimeoutError from None
            raise
        finally:
            handle.cancel()
        self._answered = time.monotonic()
        return result

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
