"""The request path's metering: admission against limits, price and GPU cost, settle afterwards.

``admit`` reserves a request's worst case before any backend is called: prompt tokens (tiktoken)
plus ``max_tokens`` capped by the model's context, priced at the tenant's rate, in the key's and
the tenant's scopes (only scopes with a limit; none means no limiter call and no tokenizing).
``charge`` prices real usage; ``gpu_cost`` estimates our own GPU cost; ``settle`` (never awaits)
replaces the reservation by the real amount in the background, or releases it when the request
reached no backend or got nothing from it. Prices and limits come from ``Book`` (memory, polled).

GPU cost rule: ``gpu_price_per_hour × gpu_count × busy_s / concurrency``, rounded half up to
micro-dollars (``costmodel.gpu_cost_micros``), where ``busy_s`` is the time from sending the
request to its last byte and ``concurrency`` the mean of this process's in-flight requests on
that backend at start and at end (the request's share of the GPU's busy time). It is our cost,
never billed, and an estimate by nature.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from gateway.config.fleet import Backend
from gateway.errors import RateLimited, Unavailable
from gateway.metering.book import Book
from gateway.metering.limits import Limiter, LimiterUnavailable, LimitKind, Refusal, Reservation
from gateway.metering.pricing import Rate
from gateway.routing.costmodel import gpu_cost_micros

log = logging.getLogger(__name__)

_CODES = {
    LimitKind.REQUESTS: ("requests", "rate_limit_exceeded"),
    LimitKind.TOKENS: ("tokens", "rate_limit_exceeded"),
    LimitKind.DAILY_BUDGET: ("insufficient_quota", "insufficient_quota"),
    LimitKind.MONTHLY_BUDGET: ("insufficient_quota", "insufficient_quota"),
}


@dataclass(frozen=True, slots=True)
class Charge:
    price_micros: int
    price_missing: bool


@dataclass
class Admission:
    """What admission decided for one request: its reservation (if limited) and headers."""

    rate: Rate | None
    reservation: Reservation | None = None
    headers: dict[str, str] = field(default_factory=dict)


def worst_case_completion(prompt_tokens: int, max_tokens: int | None, context: int) -> int:
    room = max(context - prompt_tokens, 0)
    return room if max_tokens is None else min(max(max_tokens, 0), room)


class Meter:
    def __init__(self, book: Book, limiter: Limiter) -> None:
        self.book = book
        self.limiter = limiter
        self._tasks: set[asyncio.Task[None]] = set()
        self._in_flight: dict[str, int] = {}
        self.refused = 0

    async def admit(
        self, *, tenant_id: str, key_id: str, model: str, prompt_tokens: Callable[[], int],
        max_tokens: int | None, context: int, prompts: int = 1, choices: int = 1,
    ) -> Admission:
        """Reserve the worst case; raises ``RateLimited`` (429) or ``Unavailable`` (503).

        ``prompt_tokens`` is called only when a scope has a limit: counting is tiktoken over the
        whole prompt, the largest cost of admission, and unlimited keys never need it. Every
        one of the ``choices`` (``n`` per prompt, for each of ``prompts``) may write up to
        ``max_tokens``, or to its prompt's end of context without one.
        """
        rate = self.book.rate(tenant_id, model)
        scopes = self.book.scopes(tenant_id, key_id)
        if not scopes:
            return Admission(rate)
        prompt = prompt_tokens()
        per_prompt = -(-prompt // max(prompts, 1))
        completion = worst_case_completion(per_prompt, max_tokens, context) * max(choices, 1)
        cost = rate.charge(prompt, completion) if rate is not None else 0
        try:
            result = await self.limiter.reserve(scopes, tokens=prompt + completion,
                                                cost_micros=cost)
        except LimiterUnavailable as exc:
            raise Unavailable(str(exc), code="limits_unavailable") from None
        if isinstance(result, Refusal):
            self.refused += 1
            type_, code = _CODES[result.limit]
            err = RateLimited(result.message(), code=code, headers=result.headers())
            err.type = type_
            raise err
        return Admission(rate, result, result.headers())

    @staticmethod
    def charge(admission: Admission, prompt_tokens: int, completion_tokens: int) -> Charge:
        if admission.rate is None:
            return Charge(0, price_missing=True)
        return Charge(admission.rate.charge(prompt_tokens, completion_tokens), False)

    def settle(self, admission: Admission, *, tokens: int, cost_micros: int,
               release: bool) -> None:
        """Settle (or release) in the background; never awaits, safe in any ``finally``."""
        reservation = admission.reservation
        if reservation is None:
            return
        admission.reservation = None  # exactly once
        if release:
            work = self.limiter.release(reservation)
        else:
            work = self.limiter.settle(reservation, tokens=tokens, cost_micros=cost_micros)
        task = asyncio.get_running_loop().create_task(self._quietly(work))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @staticmethod
    async def _quietly(work: object) -> None:
        try:
            await work  # type: ignore[misc]
        except Exception as exc:  # the counters keep the worst case: errs on the safe side
            log.warning("settling a reservation failed: %s", exc)

    def backend_started(self, backend: Backend) -> int:
        n = self._in_flight.get(backend.name, 0) + 1
        self._in_flight[backend.name] = n
        return n

    def gpu_cost(self, backend: Backend, *, busy_s: float, concurrency_at_start: int) -> int:
        """Our GPU cost of the request; call once per ``backend_started``."""
        n = self._in_flight.get(backend.name, 1)
        self._in_flight[backend.name] = max(n - 1, 0)
        concurrency = max((concurrency_at_start + n) / 2, 1.0)
        price = backend.gpu_price_per_hour * Decimal(backend.gpu_count)
        return gpu_cost_micros(price, busy_s / concurrency)

    @property
    def degraded(self) -> bool:
        return bool(getattr(self.limiter, "degraded", False))

    async def stop(self, timeout_s: float = 5.0) -> None:
        if self._tasks:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.gather(*self._tasks, return_exceptions=True),
                                       timeout_s)
