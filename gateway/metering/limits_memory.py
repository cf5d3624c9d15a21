"""MemoryLimiter: the embedded, single-process limit store (counters in a dict, one lock).

It is exact within one process and knows nothing of other processes, so N replicas each using
it admit up to N times every limit; that is why production uses ``RedisLimiter``. State is one
small record per scope (key or tenant) that has a limit, kept for the limiter's lifetime;
scopes without limits cost nothing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from gateway.metering import limits_window as win
from gateway.metering.limits import (
    LimitKind,
    LimitSnapshot,
    Refusal,
    Reservation,
    Scope,
    Spent,
    WindowState,
    limited,
    requested_amount,
    tightest,
    validate_request,
)


@dataclass(slots=True)
class _Window:
    minute: int = 0
    prev: int = 0
    cur: int = 0

    def roll(self, minute: int) -> None:
        if minute != self.minute:
            self.prev = self.cur if minute == self.minute + 1 else 0
            self.cur = 0
            self.minute = minute

    def adjust(self, minute: int, delta: int) -> None:
        if minute == self.minute:
            self.cur += delta
        elif minute == self.minute - 1:
            self.prev += delta

    def state(self, limit: int, elapsed_ms: int) -> WindowState:
        return WindowState(
            limit=limit,
            remaining=win.remaining(limit, self.prev, self.cur, elapsed_ms),
            reset_ms=win.reset_ms(self.prev, self.cur, elapsed_ms),
        )


@dataclass(slots=True)
class _Period:
    id: str = ""
    used: int = 0

    def roll(self, period_id: str) -> None:
        if period_id != self.id:
            self.id, self.used = period_id, 0

    def adjust(self, period_id: str, delta: int) -> None:
        if period_id == self.id:
            self.used += delta


@dataclass(slots=True)
class _Counters:
    requests: _Window = field(default_factory=_Window)
    tokens: _Window = field(default_factory=_Window)
    day: _Period = field(default_factory=_Period)
    month: _Period = field(default_factory=_Period)

    def roll(self, p: win.Periods) -> None:
        self.requests.roll(p.minute)
        self.tokens.roll(p.minute)
        self.day.roll(p.day)
        self.month.roll(p.month)


@dataclass(frozen=True, slots=True)
class _Miss:
    kind: LimitKind
    limit: int
    used: int
    wait_ms: int | None


def _check_window(
    kind: LimitKind, limit: int | None, w: _Window, elapsed: int, amount: int
) -> _Miss | None:
    if limit is None or amount == 0 or win.fits(limit, w.prev, w.cur, elapsed, amount):
        return None
    used = win.used(w.prev, w.cur, elapsed)
    return _Miss(kind, limit, used, win.wait_ms(limit, w.prev, w.cur, elapsed, amount))


def _check_period(
    kind: LimitKind, limit: int | None, p: _Period, amount: int, wait: int
) -> _Miss | None:
    if limit is None or amount == 0 or p.used + amount <= limit:
        return None
    return _Miss(kind, limit, p.used, None if amount > limit else wait)


def _check(
    spec_scope: Scope, c: _Counters, p: win.Periods, now_ms: int, req: int, tok: int, cost: int
) -> _Miss | None:
    spec = spec_scope.limits
    e = p.elapsed_ms
    return (
        _check_window(LimitKind.REQUESTS, spec.rpm, c.requests, e, req)
        or _check_window(LimitKind.TOKENS, spec.tpm, c.tokens, e, tok)
        or _check_period(
            LimitKind.DAILY_BUDGET, spec.daily_budget_micros, c.day, cost, p.day_end_ms - now_ms
        )
        or _check_period(
            LimitKind.MONTHLY_BUDGET,
            spec.monthly_budget_micros,
            c.month,
            cost,
            p.month_end_ms - now_ms,
        )
    )


def _snapshot(pairs: Sequence[tuple[Scope, _Counters]], elapsed_ms: int) -> LimitSnapshot:
    e = elapsed_ms
    requests = [c.requests.state(s.limits.rpm, e) for s, c in pairs if s.limits.rpm is not None]
    tokens = [c.tokens.state(s.limits.tpm, e) for s, c in pairs if s.limits.tpm is not None]
    return LimitSnapshot(requests=tightest(requests), tokens=tightest(tokens))


class MemoryLimiter:
    """In-process ``Limiter``; ``clock`` returns Unix seconds (inject one to test rollovers)."""

    origin = "memory"

    def __init__(self, *, clock: Callable[[], float] = time.time) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._counters: dict[str, _Counters] = {}

    async def reserve(
        self, scopes: Sequence[Scope], *, requests: int = 1, tokens: int, cost_micros: int
    ) -> Reservation | Refusal:
        validate_request(scopes, requests, tokens, cost_micros)
        now_ms = int(self._clock() * 1000)
        p = win.periods(now_ms)
        active = limited(scopes)
        with self._lock:
            pairs = [(scope, self._counters_for(scope)) for scope in active]
            for _, c in pairs:
                c.roll(p)
            for scope, c in pairs:
                miss = _check(scope, c, p, now_ms, requests, tokens, cost_micros)
                if miss is not None:
                    return Refusal(
                        scope=scope,
                        limit=miss.kind,
                        limit_value=miss.limit,
                        used=miss.used,
                        requested=requested_amount(miss.kind, requests, tokens, cost_micros),
                        retry_after_ms=miss.wait_ms,
                        snapshot=_snapshot(pairs, p.elapsed_ms),
                    )
            for scope, c in pairs:
                _charge(scope, c, p, requests, tokens, cost_micros)
            snapshot = _snapshot(pairs, p.elapsed_ms)
        return Reservation(
            scopes=active,
            requests=requests,
            tokens=tokens,
            cost_micros=cost_micros,
            minute=p.minute,
            day=p.day,
            month=p.month,
            snapshot=snapshot,
            origin=self.origin,
        )

    async def settle(self, reservation: Reservation, *, tokens: int, cost_micros: int) -> None:
        validate_request((), 0, tokens, cost_micros)
        self._adjust(
            reservation, 0, tokens - reservation.tokens, cost_micros - reservation.cost_micros
        )

    async def release(self, reservation: Reservation) -> None:
        self._adjust(
            reservation, -reservation.requests, -reservation.tokens, -reservation.cost_micros
        )

    async def seed(self, scope: Scope, spent: Spent) -> None:
        p = win.periods(int(self._clock() * 1000))
        with self._lock:
            c = self._counters_for(scope)
            if spent.day == p.day:
                c.day.roll(p.day)
                c.day.used = max(c.day.used, spent.day_micros)
            if spent.month == p.month:
                c.month.roll(p.month)
                c.month.used = max(c.month.used, spent.month_micros)

    def _counters_for(self, scope: Scope) -> _Counters:
        c = self._counters.get(scope.name)
        if c is None:
            c = self._counters[scope.name] = _Counters()
        return c

    def _adjust(self, r: Reservation, d_req: int, d_tok: int, d_cost: int) -> None:
        with self._lock:
            for scope in r.scopes:
                c = self._counters.get(scope.name)
                if c is None:
                    continue
                spec = scope.limits
                if spec.rpm is not None:
                    c.requests.adjust(r.minute, d_req)
                if spec.tpm is not None:
                    c.tokens.adjust(r.minute, d_tok)
                if spec.daily_budget_micros is not None:
                    c.day.adjust(r.day, d_cost)
                if spec.monthly_budget_micros is not None:
                    c.month.adjust(r.month, d_cost)


def _charge(scope: Scope, c: _Counters, p: win.Periods, req: int, tok: int, cost: int) -> None:
    spec = scope.limits
    if spec.rpm is not None:
        c.requests.cur += req
    if spec.tpm is not None:
        c.tokens.cur += tok
    if spec.daily_budget_micros is not None:
        c.day.used += cost
    if spec.monthly_budget_micros is not None:
        c.month.used += cost
