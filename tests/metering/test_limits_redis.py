"""RedisLimiter on real Redis: Lua agrees with Python; key layout, TTLs, clock, round trips."""

from __future__ import annotations

import random
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from redis.asyncio import Redis

from gateway.metering.limits import LimitSpec, Refusal, Reservation, Scope, Spent
from gateway.metering.limits_memory import MemoryLimiter
from gateway.metering.limits_redis import KEY_VERSION, RedisLimiter

REDIS_URL = "redis://127.0.0.1:6379/0"


@pytest.fixture
async def redis() -> AsyncIterator[Redis]:
    client = Redis.from_url(REDIS_URL)
    yield client
    await client.aclose()


@pytest.fixture
async def prefix(redis: Redis) -> AsyncIterator[str]:
    name = f"test-limits-{uuid.uuid4().hex}"
    yield name
    keys = [key async for key in redis.scan_iter(match=f"{{{name}}}*", count=1000)]
    if keys:
        await redis.delete(*keys)


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _view(result: Reservation | Refusal) -> tuple[Any, ...]:
    """Everything a caller can observe, minus which store produced it."""
    if isinstance(result, Refusal):
        return ("refused", result.scope.name, result.limit, result.used, result.requested,
                result.retry_after_ms, result.snapshot)  # fmt: skip
    return ("admitted", result.minute, result.day, result.month, result.snapshot)


# Instants where calendar arithmetic goes wrong if it is going to: leap days, year ends, the
# turn of a century that is not a leap year, and a plain mid-month day.
_STARTS = [
    datetime(2028, 2, 28, 23, 58, 30, tzinfo=UTC),
    datetime(2030, 12, 31, 23, 58, 45, tzinfo=UTC),
    datetime(2100, 2, 28, 23, 59, 10, tzinfo=UTC),
    datetime(2031, 6, 30, 23, 59, 59, tzinfo=UTC),
    datetime(2030, 5, 14, 11, 20, 7, tzinfo=UTC),
]


@pytest.mark.parametrize("seed", range(10))
async def test_lua_and_python_agree_on_random_traffic(redis: Redis, prefix: str, seed: int) -> None:
    rng = random.Random(seed)
    clock = Clock(_STARTS[seed % len(_STARTS)].timestamp())
    memory = MemoryLimiter(clock=clock)
    lua = RedisLimiter(redis, prefix=prefix, clock=clock)

    def spec() -> LimitSpec:
        def maybe(low: int, high: int) -> int | None:
            return rng.randint(low, high) if rng.random() < 0.7 else None

        return LimitSpec(maybe(1, 12), maybe(100, 3_000), maybe(500, 5_000), maybe(2_000, 9_000))

    scopes = [Scope("key", "a", spec()), Scope("key", "b", spec()), Scope("tenant", "t", spec())]
    held: list[tuple[Reservation, Reservation]] = []
    outcomes: set[str] = set()
    for _ in range(300):
        op = rng.random()
        if op < 0.1:
            clock.now += rng.choice([0.001, 0.5, 7.3, 29.999, 60.0, 61.5, 3_600.0])
        elif op < 0.25 and held:
            mine, theirs = held.pop(rng.randrange(len(held)))
            if rng.random() < 0.3:
                await memory.release(mine)
                await lua.release(theirs)
            else:
                tokens, cost = rng.randint(0, 2 * mine.tokens), rng.randint(0, 2 * mine.cost_micros)
                await memory.settle(mine, tokens=tokens, cost_micros=cost)
                await lua.settle(theirs, tokens=tokens, cost_micros=cost)
        else:
            chosen = rng.sample(scopes, rng.randint(1, 3))
            kw = {"tokens": rng.randint(0, 800), "cost_micros": rng.randint(0, 900)}
            a = await memory.reserve(chosen, **kw)
            b = await lua.reserve(chosen, **kw)
            assert _view(a) == _view(b)
            outcomes.add(_view(a)[0])
            if isinstance(a, Reservation) and isinstance(b, Reservation):
                held.append((a, b))
    assert outcomes == {"admitted", "refused"}


async def test_keys_are_versioned_hash_tagged_and_expire(redis: Redis, prefix: str) -> None:
    at = datetime(2030, 5, 14, 12, 0, 30, tzinfo=UTC)
    limiter = RedisLimiter(redis, prefix=prefix, clock=Clock(at.timestamp()))
    spec = LimitSpec(rpm=5, tpm=500, daily_budget_micros=5, monthly_budget_micros=5)
    r = await limiter.reserve([Scope("key", "k", spec)], tokens=10, cost_micros=1)
    assert isinstance(r, Reservation)
    base = f"{{{prefix}}}:{KEY_VERSION}:key:k"
    minute = int(at.timestamp()) // 60
    keys = {key.decode() async for key in redis.scan_iter(match=f"{{{prefix}}}*")}
    assert keys == {
        f"{base}:r:{minute}",
        f"{base}:t:{minute}",
        f"{base}:d:20300514",
        f"{base}:m:203005",
    }
    # TTLs are relative to the script's clock: the minute counters outlive their role as the
    # "previous minute" by one more minute; the day and month counters live one day past theirs.
    ttls = {key.rsplit(":", 2)[1]: await redis.pttl(key) for key in keys}
    assert 149_000 < ttls["r"] <= 150_000 and 149_000 < ttls["t"] <= 150_000
    assert ttls["d"] == pytest.approx((11 * 3600 + 59 * 60 + 30 + 86_400) * 1000, abs=1000)
    month_left = datetime(2030, 6, 2, tzinfo=UTC) - at
    assert ttls["m"] == pytest.approx(month_left.total_seconds() * 1000, abs=1000)
    assert [int(await redis.get(key) or 0) for key in sorted(keys)] == [1, 1, 1, 10]


async def test_a_seeded_counter_gets_reserves_ttl_and_a_kept_one_keeps_its_own(
        redis: Redis, prefix: str) -> None:
    at = datetime(2030, 5, 14, 12, 0, 30, tzinfo=UTC)
    limiter = RedisLimiter(redis, prefix=prefix, clock=Clock(at.timestamp()))
    scope = Scope("tenant", "t", LimitSpec(daily_budget_micros=10, monthly_budget_micros=10))
    base = f"{{{prefix}}}:{KEY_VERSION}:tenant:t"
    await limiter.seed(scope, Spent("20300514", 7, "203005", 9))
    assert [int(await redis.get(f"{base}:{k}") or 0) for k in ("d:20300514", "m:203005")] == [
        7, 9]
    assert await redis.pttl(f"{base}:d:20300514") == pytest.approx(
        (11 * 3600 + 59 * 60 + 30 + 86_400) * 1000, abs=1000)
    await redis.pexpire(f"{base}:m:203005", 5_000)
    await limiter.seed(scope, Spent("20300514", 3, "203005", 9_999))
    assert int(await redis.get(f"{base}:d:20300514") or 0) == 7  # a floor, not a set
    assert int(await redis.get(f"{base}:m:203005") or 0) == 9_999
    assert 0 < await redis.pttl(f"{base}:m:203005") <= 5_000  # raised in place


async def test_seed_raises_a_counter_that_settles_of_lost_reservations_drove_negative(
        redis: Redis, prefix: str) -> None:
    at = datetime(2030, 5, 14, 12, 0, 30, tzinfo=UTC)
    limiter = RedisLimiter(redis, prefix=prefix, clock=Clock(at.timestamp()))
    scope = Scope("tenant", "t", LimitSpec(daily_budget_micros=1_000))
    first = await limiter.reserve([scope], tokens=0, cost_micros=900)
    assert isinstance(first, Reservation)
    day = f"{{{prefix}}}:{KEY_VERSION}:tenant:t:d:20300514"
    await redis.delete(day)  # flushed or evicted with the request in flight
    assert isinstance(await limiter.reserve([scope], tokens=0, cost_micros=10), Reservation)
    await limiter.settle(first, tokens=0, cost_micros=0)  # refunds 900 it no longer holds
    assert int(await redis.get(day) or 0) == -890
    await limiter.seed(scope, Spent("20300514", 950, "203005", 950))
    assert int(await redis.get(day) or 0) == 950  # the floor, not 950 - 890


async def test_uses_the_redis_server_clock_by_default(redis: Redis, prefix: str) -> None:
    limiter = RedisLimiter(redis, prefix=prefix)
    r = await limiter.reserve([Scope("key", "k", LimitSpec(rpm=5))], tokens=0, cost_micros=0)
    seconds, micros = await redis.time()
    server_now = datetime.fromtimestamp(seconds + micros / 1e6, tz=UTC)
    assert isinstance(r, Reservation)
    assert abs(r.minute - int(server_now.timestamp()) // 60) <= 1
    just_before = server_now - timedelta(seconds=1)  # the reserve ran a moment earlier
    assert r.day in {server_now.strftime("%Y%m%d"), just_before.strftime("%Y%m%d")}


async def test_one_round_trip_per_reserve_and_per_settle(redis: Redis, prefix: str) -> None:
    limiter = RedisLimiter(redis, prefix=prefix)
    scopes = [
        Scope("key", "k", LimitSpec(rpm=100, tpm=10**6, daily_budget_micros=10**9)),
        Scope("tenant", "t", LimitSpec(rpm=100, tpm=10**6, monthly_budget_micros=10**9)),
    ]
    await limiter.reserve(scopes, tokens=1, cost_micros=1)  # loads the script once
    commands: list[str] = []
    original: Any = redis.execute_command

    async def counting(*args: Any, **kwargs: Any) -> Any:
        commands.append(str(args[0]))
        return await original(*args, **kwargs)

    redis.execute_command = counting  # type: ignore[method-assign]
    r = await limiter.reserve(scopes, tokens=900, cost_micros=1000)
    assert isinstance(r, Reservation)
    assert commands == ["EVALSHA"]
    await limiter.settle(r, tokens=300, cost_micros=400)
    assert commands == ["EVALSHA", "EVALSHA"]
    await limiter.settle(r, tokens=900, cost_micros=1000)  # nothing to change: no round trip
    assert commands == ["EVALSHA", "EVALSHA"]


async def test_survives_a_script_flush(redis: Redis, prefix: str) -> None:
    limiter = RedisLimiter(redis, prefix=prefix)
    scopes = [Scope("key", "k", LimitSpec(rpm=2))]
    assert isinstance(await limiter.reserve(scopes, tokens=0, cost_micros=0), Reservation)
    await redis.script_flush()
    assert isinstance(await limiter.reserve(scopes, tokens=0, cost_micros=0), Reservation)
    assert isinstance(await limiter.reserve(scopes, tokens=0, cost_micros=0), Refusal)


async def test_settle_skips_counters_that_have_expired(redis: Redis, prefix: str) -> None:
    clock = Clock(datetime(2030, 5, 14, 12, 0, 0, tzinfo=UTC).timestamp())
    limiter = RedisLimiter(redis, prefix=prefix, clock=clock)
    r = await limiter.reserve([Scope("key", "k", LimitSpec(tpm=100))], tokens=50, cost_micros=0)
    assert isinstance(r, Reservation)
    await redis.delete(*[key async for key in redis.scan_iter(match=f"{{{prefix}}}*")])
    await limiter.settle(r, tokens=10, cost_micros=0)
    assert [key async for key in redis.scan_iter(match=f"{{{prefix}}}*")] == []


def test_rejects_a_prefix_that_would_break_the_hash_tag() -> None:
    with pytest.raises(ValueError, match="braces"):
        RedisLimiter(Redis.from_url(REDIS_URL), prefix="a}b")
