"""The limits contract: specs, scopes, reservations, refusals, OpenAI rate-limit headers.

A request is admitted against several scopes at once (typically its API key and its tenant).
Admission *reserves* the worst case (prompt tokens + ``max_tokens``, and its price) in every
scope's counters, all or nothing; after the backend answers, *settle* replaces the worst case by
the real amount, and *release* undoes a reservation whose request never reached a backend.

Stores: ``MemoryLimiter`` (one process, ``limits_memory.py``), ``RedisLimiter`` (all replicas,
``limits_redis.py``) and ``ResilientLimiter`` (Redis with a per-process fallback,
``limits_resilient.py``). Windows and their arithmetic: ``limits_window.py``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol


class LimitKind(StrEnum):
    REQUESTS = "requests"  # requests per minute
    TOKENS = "tokens"  # tokens per minute
    DAILY_BUDGET = "daily_budget"  # micro-dollars per UTC day
    MONTHLY_BUDGET = "monthly_budget"  # micro-dollars per UTC month


class LimiterUnavailable(Exception):
    """The shared limit store cannot be reached and the limiter fails closed (HTTP 503)."""


def _check_amount(name: str, value: int | None) -> None:
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{name} must be a non-negative int or None, got {value!r}")


@dataclass(frozen=True, slots=True)
class LimitSpec:
    """One scope's limits. None means unlimited (and nothing is counted for it)."""

    rpm: int | None = None
    tpm: int | None = None
    daily_budget_micros: int | None = None
    monthly_budget_micros: int | None = None

    def __post_init__(self) -> None:
        for kind in LimitKind:
            _check_amount(kind.value, self.get(kind))

    def get(self, kind: LimitKind) -> int | None:
        match kind:
            case LimitKind.REQUESTS:
                return self.rpm
            case LimitKind.TOKENS:
                return self.tpm
            case LimitKind.DAILY_BUDGET:
                return self.daily_budget_micros
            case LimitKind.MONTHLY_BUDGET:
                return self.monthly_budget_micros


@dataclass(frozen=True, slots=True)
class Spent:
    """What a scope has spent, as the database recorded it, in one UTC day (``YYYYMMDD``) and
    month (``YYYYMM``), in micro-dollars."""

    day: str
    day_micros: int
    month: str
    month_micros: int


@dataclass(frozen=True, slots=True)
class Scope:
    """Who a limit belongs to, e.g. ``Scope("key", key_id, spec)`` or ``Scope("tenant", ...)``."""

    kind: str
    id: str
    limits: LimitSpec

    def __post_init__(self) -> None:
        if not self.kind or not self.kind.isidentifier():
            raise ValueError(f"scope kind must be an identifier, got {self.kind!r}")

    @property
    def name(self) -> str:
        return f"{self.kind}:{self.id}"


@dataclass(frozen=True, slots=True)
class WindowState:
    """One per-minute limit as the client sees it after this request."""

    limit: int
    remaining: int
    reset_ms: int


@dataclass(frozen=True, slots=True)
class LimitSnapshot:
    """The tightest scope's request and token windows; None where no scope limits them."""

    requests: WindowState | None = None
    tokens: WindowState | None = None

    def headers(self) -> dict[str, str]:
        """OpenAI's ``x-ratelimit-*`` headers, for successful and refused responses alike."""
        out: dict[str, str] = {}
        for unit, state in (("requests", self.requests), ("tokens", self.tokens)):
            if state is not None:
                out[f"x-ratelimit-limit-{unit}"] = str(state.limit)
                out[f"x-ratelimit-remaining-{unit}"] = str(state.remaining)
                out[f"x-ratelimit-reset-{unit}"] = format_duration(state.reset_ms)
        return out


def tightest(states: Sequence[WindowState]) -> WindowState | None:
    """The state with the least remaining (ties: the smaller limit), or None if there is none."""
    return min(states, key=lambda s: (s.remaining, s.limit), default=None)


@dataclass(frozen=True, slots=True)
class Reservation:
    """An admitted request's hold on its scopes' counters; pass it to settle *or* release once.

    ``minute``/``day``/``month`` name the counters it was charged to, so a request that ends in
    the next minute, day or month is refunded where it was charged. ``origin`` names the store.
    """

    scopes: tuple[Scope, ...]
    requests: int
    tokens: int
    cost_micros: int
    minute: int
    day: str
    month: str
    snapshot: LimitSnapshot
    origin: str

    def headers(self) -> dict[str, str]:
        return self.snapshot.headers()


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a request was refused: the first scope and limit (in check order) it did not fit."""

    scope: Scope
    limit: LimitKind
    limit_value: int
    used: int
    requested: int
    retry_after_ms: int | None  # None: larger than the limit itself, retrying cannot help
    snapshot: LimitSnapshot

    @property
    def retry_after_s(self) -> float | None:
        return None if self.retry_after_ms is None else self.retry_after_ms / 1000

    def headers(self) -> dict[str, str]:
        """Rate-limit headers plus ``Retry-After`` (whole seconds) and ``retry-after-ms``."""
        out = self.snapshot.headers()
        if self.retry_after_ms is not None:
            out["retry-after"] = str(max(1, math.ceil(self.retry_after_ms / 1000)))
            out["retry-after-ms"] = str(self.retry_after_ms)
        return out

    def message(self) -> str:
        """An OpenAI-style error message for the 429 envelope."""
        what = _DESCRIPTIONS[self.limit]
        head = (
            f"{what} reached on {self.scope.name}: Limit {self.limit_value}, "
            f"Used {self.used}, Requested {self.requested}."
        )
        if self.retry_after_ms is None:
            return f"{head} The request is larger than the limit itself."
        return f"{head} Please try again in {format_duration(self.retry_after_ms)}."


_DESCRIPTIONS = {
    LimitKind.REQUESTS: "Rate limit for requests per minute (rpm)",
    LimitKind.TOKENS: "Rate limit for tokens per minute (tpm)",
    LimitKind.DAILY_BUDGET: "Daily budget (micro-dollars)",
    LimitKind.MONTHLY_BUDGET: "Monthly budget (micro-dollars)",
}


def format_duration(ms: int) -> str:
    """A duration the way OpenAI (Go's ``time.Duration``) prints it: ``20ms``, ``1s``, ``6m0s``."""
    if ms <= 0:
        return "0s"
    if ms < 1000:
        return f"{ms}ms"
    hours, rest = divmod(ms, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    seconds, millis = divmod(rest, 1000)
    text = f"{seconds}.{millis:03d}".rstrip("0").rstrip(".") + "s"
    if hours:
        return f"{hours}h{minutes}m{text}"
    if minutes:
        return f"{minutes}m{text}"
    return text


class Limiter(Protocol):
    """Atomic admission against several scopes; every implementation behaves identically.

    ``reserve`` checks every scope's limits and, only if all fit, charges all of them in one
    atomic step; a zero amount is never refused by the limit it would not touch (zero-cost
    models pass a spent budget). ``settle`` replaces the reserved worst case by the real
    ``tokens``/``cost_micros`` (a real amount above the reservation is recorded too).
    ``release`` refunds everything, request included, for a request that reached no backend.
    Raises ``LimiterUnavailable`` when the store cannot be reached.

    Windows: requests and tokens per minute use a sliding-window counter over UTC minutes
    (``limits_window.py``); budgets count per UTC day and per UTC month. A settle or release
    goes to the windows the reservation was charged to, even after they have rolled over.
    """

    async def reserve(
        self, scopes: Sequence[Scope], *, requests: int = 1, tokens: int, cost_micros: int
    ) -> Reservation | Refusal: ...

    async def settle(self, reservation: Reservation, *, tokens: int, cost_micros: int) -> None: ...

    async def release(self, reservation: Reservation) -> None: ...

    async def seed(self, scope: Scope, spent: Spent) -> None:
        """Count at least ``spent`` against ``scope``'s budgets for the day and month it names
        (each counter becomes the larger of the two; a period that is not the current one is
        left alone), so a store that lost its counters does not start from zero."""


def requested_amount(kind: LimitKind, requests: int, tokens: int, cost_micros: int) -> int:
    """The amount of the request that ``kind`` limits."""
    match kind:
        case LimitKind.REQUESTS:
            return requests
        case LimitKind.TOKENS:
            return tokens
        case _:
            return cost_micros


def limited(scopes: Sequence[Scope]) -> tuple[Scope, ...]:
    """The scopes that have at least one limit: the only ones with counters."""
    return tuple(s for s in scopes if any(s.limits.get(kind) is not None for kind in LimitKind))


def validate_request(scopes: Sequence[Scope], requests: int, tokens: int, cost: int) -> None:
    """Reject malformed arguments before they reach a store (shared by every limiter)."""
    for name, value in (("requests", requests), ("tokens", tokens), ("cost_micros", cost)):
        _check_amount(name, value)
    names = [scope.name for scope in scopes]
    if len(set(names)) != len(names):
        raise ValueError(f"duplicate scopes: {names}")
