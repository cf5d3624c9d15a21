"""RedisLimiter: limits shared by every replica, one EVALSHA per reserve and per settle.

Configure the client for the hot path: a ``BlockingConnectionPool`` (the default pool raises
``MaxConnectionsError`` beyond 100 concurrent calls; that is a local misconfiguration, passed
through, not an outage), or on a Redis Cluster a pool per node larger than the calls allowed in
flight (a cluster client raises at its limit instead of waiting); short
``socket_timeout``/``socket_connect_timeout`` and few retries; or put it behind
``ResilientLimiter``, which bounds every call. A retried reserve whose first
attempt did run on the server is charged twice: the error is on the safe side.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence

from redis import exceptions as rx
from redis.asyncio.cluster import RedisCluster
from redis.commands.core import AsyncScript

from gateway.metering import limits_window as win
from gateway.metering.limits import (
    LimiterUnavailable,
    LimitKind,
    LimitSnapshot,
    LimitSpec,
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
from gateway.metering.limits_lua import RESERVE_V1, SEED_V1, SETTLE_V1
from gateway.redis_client import RedisClient

KEY_VERSION = "lim1"  # bump with the scripts' version; see limits_lua.py for why
UNREACHABLE: tuple[type[BaseException], ...] = (
    rx.ConnectionError,  # includes BusyLoadingError
    rx.TimeoutError,
    rx.ReadOnlyError,  # a replica promoted mid-failover
    # a cluster mid-failover (ClusterDownError), or a slot migrating under a multi-key call:
    # redis-py retries TRYAGAIN and then raises ClusterError("TTL exhausted")
    rx.ClusterError,
    rx.RedisClusterException,  # no cluster node reachable, or the slot not covered
    OSError,
    TimeoutError,
)
_KINDS = (  # the order of the scripts' per-scope arguments and limit indexes
    LimitKind.REQUESTS,
    LimitKind.TOKENS,
    LimitKind.DAILY_BUDGET,
    LimitKind.MONTHLY_BUDGET,
)


def _arg(value: int | None) -> str:
    return "" if value is None else str(value)


def _flags(spec: LimitSpec) -> str:
    letters = zip("rtdm", _KINDS, strict=True)
    return "".join(letter for letter, kind in letters if spec.get(kind) is not None) or "-"


def _text(value: bytes | str | int) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _snapshot(scopes: Sequence[Scope], numbers: Sequence[int | bytes]) -> LimitSnapshot:
    requests: list[WindowState] = []
    tokens: list[WindowState] = []
    for i, scope in enumerate(scopes):
        r_rem, r_reset, t_rem, t_reset = (int(n) for n in numbers[4 * i : 4 * i + 4])
        if scope.limits.rpm is not None:
            requests.append(WindowState(scope.limits.rpm, r_rem, r_reset))
        if scope.limits.tpm is not None:
            tokens.append(WindowState(scope.limits.tpm, t_rem, t_reset))
    return LimitSnapshot(requests=tightest(requests), tokens=tightest(tokens))


class RedisLimiter:
    """``Limiter`` on Redis. ``clock`` (Unix seconds) overrides the server's TIME, for tests."""

    origin = "redis"

    def __init__(
        self,
        redis: RedisClient,
        *,
        prefix: str = "specgate",
        clock: Callable[[], float] | None = None,
    ) -> None:
        if not prefix or "{" in prefix or "}" in prefix:
            raise ValueError(f"prefix must be non-empty and without braces, got {prefix!r}")
        self._tag = "{" + prefix + "}"  # the Redis Cluster hash tag of every key
        self._clock = clock
        self._undiscovered = redis if isinstance(redis, RedisCluster) else None
        self._discovery = asyncio.Lock()
        self._reserve = redis.register_script(RESERVE_V1)
        self._settle = redis.register_script(SETTLE_V1)
        self._seed = redis.register_script(SEED_V1)

    def base_key(self, scope: Scope) -> str:
        """The prefix of every counter of ``scope`` (``:r:<minute>``, ``:d:<YYYYMMDD>``...)."""
        return f"{self._tag}:{KEY_VERSION}:{scope.kind}:{scope.id}"

    async def reserve(
        self, scopes: Sequence[Scope], *, requests: int = 1, tokens: int, cost_micros: int
    ) -> Reservation | Refusal:
        validate_request(scopes, requests, tokens, cost_micros)
        active = limited(scopes)
        if not active:  # nothing to count: no round trip
            p = win.periods(int((self._clock or time.time)() * 1000))
            return Reservation(
                active, requests, tokens, cost_micros, p.minute, p.day, p.month,
                LimitSnapshot(), self.origin,
            )  # fmt: skip
        now = "" if self._clock is None else str(int(self._clock() * 1000))
        args: list[str] = [now, str(requests), str(tokens), str(cost_micros)]
        for scope in active:
            args += (_arg(scope.limits.get(kind)) for kind in _KINDS)
        reply = await self._call(self._reserve, [self.base_key(s) for s in active], args)
        if int(reply[0]) == 1:
            return Reservation(
                active, requests, tokens, cost_micros, int(reply[1]), _text(reply[2]),
                _text(reply[3]), _snapshot(active, reply[4:]), self.origin,
            )  # fmt: skip
        scope = active[int(reply[1]) - 1]
        kind = _KINDS[int(reply[2]) - 1]
        wait = int(reply[4])
        return Refusal(
            scope=scope,
            limit=kind,
            limit_value=scope.limits.get(kind) or 0,
            used=int(reply[3]),
            requested=requested_amount(kind, requests, tokens, cost_micros),
            retry_after_ms=None if wait < 0 else wait,
            snapshot=_snapshot(active, reply[5:]),
        )

    async def settle(self, reservation: Reservation, *, tokens: int, cost_micros: int) -> None:
        validate_request((), 0, tokens, cost_micros)
        await self._adjust(
            reservation, 0, tokens - reservation.tokens, cost_micros - reservation.cost_micros
        )

    async def release(self, reservation: Reservation) -> None:
        await self._adjust(
            reservation, -reservation.requests, -reservation.tokens, -reservation.cost_micros
        )

    async def seed(self, scope: Scope, spent: Spent) -> None:
        now = "" if self._clock is None else str(int(self._clock() * 1000))
        await self._call(self._seed, [self.base_key(scope)], [
            now, spent.day, str(spent.day_micros), spent.month, str(spent.month_micros)])

    async def _adjust(self, r: Reservation, d_req: int, d_tok: int, d_cost: int) -> None:
        if not r.scopes or d_req == d_tok == d_cost == 0:
            return
        args = [str(r.minute), r.day, r.month, str(d_req), str(d_tok), str(d_cost)]
        args += (_flags(scope.limits) for scope in r.scopes)
        await self._call(self._settle, [self.base_key(s) for s in r.scopes], args)

    async def _call(self, script: AsyncScript, keys: list[str], args: list[str]
                    ) -> list[int | bytes]:
        try:
            if self._undiscovered is not None:
                await self._discover()
            reply: list[int | bytes] = await script(keys=keys, args=args)
            return reply
        except rx.MaxConnectionsError:
            raise
        except UNREACHABLE as exc:
            raise LimiterUnavailable(f"redis unreachable: {exc}") from exc

    async def _discover(self) -> None:
        """The cluster's slot map, read by one call before any command runs. Left to the first
        burst of commands, redis-py replaced the startup node while others were connecting
        through it, and they failed with AttributeError (1 burst of 200 in 40 here)."""
        async with self._discovery:
            if self._undiscovered is not None:
                await self._undiscovered.initialize()
                self._undiscovered = None  # found: later calls go straight to their commands
