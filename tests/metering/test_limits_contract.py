"""The Limiter contract, run against both stores: MemoryLimiter and RedisLimiter (real Redis)."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime

import pytest
from redis.asyncio import BlockingConnectionPool, Redis

from gateway.metering.limits import (
    Limiter,
    LimitKind,
    LimitSpec,
    Refusal,
    Reservation,
    Scope,
    Spent,
)
from gateway.metering.limits_memory import MemoryLimiter
from gateway.metering.limits_redis import RedisLimiter
from gateway.redis_client import RedisClient, connect

REDIS_URL = "redis://127.0.0.1:6379/0"


class Clock:
    """A settable wall clock (Unix seconds)."""

    def __init__(self, at: datetime) -> None:
        self.now = at.timestamp()

    def __call__(self) -> float:
        return self.now

    def set(self, at: datetime) -> None:
        self.now = at.timestamp()

    def advance(self, seconds: float) -> None:
        self.now += seconds


def utc(
    year: int, month: int, day: int, hour: int = 0, minute: int = 0, second: int = 0
) -> datetime:
    return datetime(year, month, day, hour, minute, second, tzinfo=UTC)


MakeLimiter = Callable[[Clock], Limiter]


@pytest.fixture(params=["memory", "redis", "redis-cluster"])
async def make(request: pytest.FixtureRequest) -> AsyncIterator[MakeLimiter]:
    if request.param == "memory":
        yield lambda clock: MemoryLimiter(clock=clock)
        return
    client: RedisClient
    if request.param == "redis-cluster":  # every key of a call in one slot, or CROSSSLOT
        # a cluster client raises at its pool's limit instead of waiting: a pool per node
        # larger than the calls in flight, as limits_redis.py says (the 200-call burst below)
        client = connect(request.getfixturevalue("redis_cluster_url"), cluster=True,
                         max_connections=256)
    else:
        client = Redis.from_pool(BlockingConnectionPool.from_url(REDIS_URL, max_connections=32))
    prefix = f"test-limits-{uuid.uuid4().hex}"
    yield lambda clock: RedisLimiter(client, prefix=prefix, clock=clock)
    keys = [key async for key in client.scan_iter(match=f"{{{prefix}}}*", count=1000)]
    if keys:
        await client.delete(*keys)
    await client.aclose()


def key(spec: LimitSpec, name: str = "k1") -> Scope:
    return Scope("key", name, spec)


def tenant(spec: LimitSpec, name: str = "t1") -> Scope:
    return Scope("tenant", name, spec)


async def admit(
    limiter: Limiter, scopes: list[Scope], tokens: int = 0, cost: int = 0
) -> Reservation:
    result = await limiter.reserve(scopes, tokens=tokens, cost_micros=cost)
    assert isinstance(result, Reservation), result
    return result


async def refuse(limiter: Limiter, scopes: list[Scope], tokens: int = 0, cost: int = 0) -> Refusal:
    result = await limiter.reserve(scopes, tokens=tokens, cost_micros=cost)
    assert isinstance(result, Refusal), result
    return result


async def test_rpm_admits_exactly_the_limit(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    scopes = [key(LimitSpec(rpm=5))]
    for expected_remaining in (4, 3, 2, 1, 0):
        r = await admit(limiter, scopes)
        assert r.snapshot.requests is not None
        assert r.snapshot.requests.remaining == expected_remaining
    refusal = await refuse(limiter, scopes)
    assert (refusal.scope.name, refusal.limit, refusal.limit_value) == ("key:k1", "requests", 5)
    assert (refusal.used, refusal.requested) == (5, 1)
    # Next minute the 5 decay linearly: one request fits once 1/5 of the weight is gone (12 s).
    assert refusal.retry_after_ms == 60_000 + 12_000
    assert refusal.headers()["retry-after"] == "72"


async def test_sliding_window_weights_the_previous_minute(make: MakeLimiter) -> None:
    clock = Clock(utc(2030, 5, 1, 12, 0, 0))
    limiter = make(clock)
    scopes = [key(LimitSpec(rpm=10))]
    for _ in range(10):
        await admit(limiter, scopes)
    clock.advance(60)  # start of the next minute: the previous 10 still weigh fully
    refusal = await refuse(limiter, scopes)
    assert refusal.retry_after_ms == 6_000  # after 6 s their weight is 9
    clock.advance(30)  # half-way: they weigh 5, so exactly 5 more fit
    for _ in range(5):
        await admit(limiter, scopes)
    await refuse(limiter, scopes)
    clock.advance(90)  # two minutes later everything has decayed
    r = await admit(limiter, scopes)
    assert r.snapshot.requests is not None and r.snapshot.requests.remaining == 9


async def test_tpm_refuses_what_does_not_fit_and_never_what_cannot(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 30)))
    scopes = [key(LimitSpec(tpm=1000))]
    await admit(limiter, scopes, tokens=700)
    refusal = await refuse(limiter, scopes, tokens=301)
    assert (refusal.limit, refusal.used, refusal.requested) == (LimitKind.TOKENS, 700, 301)
    assert refusal.retry_after_ms is not None and refusal.retry_after_ms > 0
    await admit(limiter, scopes, tokens=300)
    too_big = await refuse(limiter, scopes, tokens=1001)
    assert too_big.retry_after_ms is None and too_big.retry_after_s is None
    assert "retry-after" not in too_big.headers()
    assert "larger than the limit" in too_big.message()


async def test_settle_refunds_the_unused_worst_case(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    spec = LimitSpec(tpm=1000, daily_budget_micros=10_000)
    r = await admit(limiter, [key(spec)], tokens=800, cost=8_000)
    await refuse(limiter, [key(spec)], tokens=300, cost=100)
    await limiter.settle(r, tokens=250, cost_micros=2_500)
    r2 = await admit(limiter, [key(spec)], tokens=750, cost=7_500)
    assert r2.snapshot.tokens is not None and r2.snapshot.tokens.remaining == 0
    refusal = await refuse(limiter, [key(spec)], tokens=0, cost=1)
    assert (refusal.limit, refusal.used) == (LimitKind.DAILY_BUDGET, 10_000)


async def test_settle_records_more_than_was_reserved(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    spec = LimitSpec(tpm=1000, daily_budget_micros=300)
    r = await admit(limiter, [key(spec)], tokens=100, cost=100)
    await limiter.settle(r, tokens=1200, cost_micros=400)
    refusal = await refuse(limiter, [key(spec)], tokens=1)
    assert (refusal.limit, refusal.used) == (LimitKind.TOKENS, 1200)
    assert refusal.snapshot.tokens is not None and refusal.snapshot.tokens.remaining == 0
    refusal = await refuse(limiter, [key(LimitSpec(daily_budget_micros=300))], cost=1)
    assert (refusal.limit, refusal.used) == (LimitKind.DAILY_BUDGET, 400)


async def test_release_gives_everything_back(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    spec = LimitSpec(rpm=1, tpm=100, daily_budget_micros=50, monthly_budget_micros=50)
    r = await admit(limiter, [key(spec)], tokens=100, cost=50)
    await refuse(limiter, [key(spec)], tokens=1, cost=1)
    await limiter.release(r)
    await admit(limiter, [key(spec)], tokens=100, cost=50)


async def test_all_or_nothing_across_scopes(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    k = key(LimitSpec(rpm=100, tpm=10_000, daily_budget_micros=1_000))
    t = tenant(LimitSpec(daily_budget_micros=500))
    await admit(limiter, [k, t], tokens=10, cost=400)
    refusal = await refuse(limiter, [k, t], tokens=10, cost=200)
    assert (refusal.scope.name, refusal.limit, refusal.used) == ("tenant:t1", "daily_budget", 400)
    # The refused request charged nothing to the key: 600 of its 1000 are still there.
    await admit(limiter, [k], tokens=10, cost=600)
    await refuse(limiter, [k], tokens=10, cost=1)


async def test_first_failing_scope_and_limit_in_order(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    k = key(LimitSpec(rpm=0, tpm=0))
    t = tenant(LimitSpec(rpm=0))
    refusal = await refuse(limiter, [k, t], tokens=5)
    assert (refusal.scope.name, refusal.limit) == ("key:k1", LimitKind.REQUESTS)
    assert refusal.retry_after_ms is None


async def test_zero_amounts_pass_exhausted_limits(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    spec = LimitSpec(tpm=10, daily_budget_micros=0, monthly_budget_micros=0)
    await admit(limiter, [key(spec)], tokens=10, cost=0)  # a free (local) model
    await admit(limiter, [key(spec)], tokens=0, cost=0)
    await refuse(limiter, [key(spec)], tokens=0, cost=1)


async def test_no_limits_means_no_refusals_and_no_headers(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    for _ in range(50):
        r = await admit(limiter, [key(LimitSpec()), tenant(LimitSpec())], tokens=10**9, cost=10**12)
        assert r.headers() == {}
    await limiter.settle(r, tokens=1, cost_micros=1)
    await limiter.release(r)


async def test_headers_come_from_the_tightest_scope(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    k = key(LimitSpec(rpm=100, tpm=1_000))
    t = tenant(LimitSpec(rpm=10, tpm=1_000_000))
    r = await admit(limiter, [k, t], tokens=100)
    assert r.headers() == {
        "x-ratelimit-limit-requests": "10",
        "x-ratelimit-remaining-requests": "9",
        "x-ratelimit-reset-requests": "2m0s",
        "x-ratelimit-limit-tokens": "1000",
        "x-ratelimit-remaining-tokens": "900",
        "x-ratelimit-reset-tokens": "2m0s",
    }


async def test_daily_budget_resets_at_utc_midnight_monthly_does_not(make: MakeLimiter) -> None:
    clock = Clock(utc(2030, 5, 14, 23, 59, 59))
    limiter = make(clock)
    spec = LimitSpec(daily_budget_micros=1_000, monthly_budget_micros=1_500)
    await admit(limiter, [tenant(spec)], cost=1_000)
    refusal = await refuse(limiter, [tenant(spec)], cost=1)
    assert refusal.limit == LimitKind.DAILY_BUDGET
    assert refusal.retry_after_ms == 1_000  # until midnight UTC
    clock.set(utc(2030, 5, 15, 0, 0, 0))
    await admit(limiter, [tenant(spec)], cost=500)
    refusal = await refuse(limiter, [tenant(spec)], cost=1)
    assert (refusal.limit, refusal.used) == (LimitKind.MONTHLY_BUDGET, 1_500)
    assert refusal.retry_after_ms == (utc(2030, 6, 1) - utc(2030, 5, 15)).total_seconds() * 1000


@pytest.mark.parametrize(
    ("last", "first"),
    [
        (utc(2030, 1, 31, 23, 59, 59), utc(2030, 2, 1)),
        (utc(2028, 2, 29, 23, 59, 59), utc(2028, 3, 1)),  # leap day
        (utc(2030, 12, 31, 23, 59, 59), utc(2031, 1, 1)),
    ],
)
async def test_monthly_budget_resets_on_the_first(
    make: MakeLimiter, last: datetime, first: datetime
) -> None:
    clock = Clock(last)
    limiter = make(clock)
    spec = LimitSpec(monthly_budget_micros=1_000)
    r = await admit(limiter, [tenant(spec)], cost=1_000)
    assert (r.day, r.month) == (last.strftime("%Y%m%d"), last.strftime("%Y%m"))
    assert (await refuse(limiter, [tenant(spec)], cost=1)).retry_after_ms == 1_000
    clock.set(first)
    r = await admit(limiter, [tenant(spec)], cost=1_000)
    assert (r.day, r.month) == (first.strftime("%Y%m%d"), first.strftime("%Y%m"))


async def test_seed_floors_budgets_at_what_was_spent_and_never_lowers_them(
        make: MakeLimiter) -> None:
    clock = Clock(utc(2030, 5, 14, 12))
    limiter = make(clock)
    spec = LimitSpec(daily_budget_micros=1_000, monthly_budget_micros=5_000)
    await limiter.seed(tenant(spec), Spent("20300514", 900, "203005", 4_000))
    refusal = await refuse(limiter, [tenant(spec)], cost=101)  # a fresh store remembers 900
    assert (refusal.limit, refusal.used) == (LimitKind.DAILY_BUDGET, 900)
    await admit(limiter, [tenant(spec)], cost=100)
    await limiter.seed(tenant(spec), Spent("20300514", 300, "203005", 300))  # below: no change
    refusal = await refuse(limiter, [tenant(spec)], cost=1)
    assert refusal.used == 1_000
    clock.set(utc(2030, 5, 15, 1))  # a new day: the month's 4,100 stays
    await limiter.seed(tenant(spec), Spent("20300514", 2_000, "203005", 4_100))  # stale day
    await admit(limiter, [tenant(spec)], cost=900)
    refusal = await refuse(limiter, [tenant(spec)], cost=1)
    assert (refusal.limit, refusal.used) == (LimitKind.MONTHLY_BUDGET, 5_000)


async def test_seed_for_another_month_is_ignored(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 6, 1, 0, 0, 5)))
    spec = LimitSpec(daily_budget_micros=1_000, monthly_budget_micros=1_000)
    await limiter.seed(tenant(spec), Spent("20300531", 1_000, "203005", 1_000))
    await admit(limiter, [tenant(spec)], cost=1_000)


async def test_settle_after_midnight_refunds_the_day_it_was_charged_to(make: MakeLimiter) -> None:
    clock = Clock(utc(2030, 5, 14, 23, 59, 59))
    limiter = make(clock)
    spec = LimitSpec(daily_budget_micros=1_000)
    r = await admit(limiter, [tenant(spec)], cost=900)
    clock.set(utc(2030, 5, 15, 0, 0, 1))
    new_day = await admit(limiter, [tenant(spec)], cost=1_000)
    await limiter.settle(r, tokens=0, cost_micros=100)  # refund 800 to May 14, not May 15
    await refuse(limiter, [tenant(spec)], cost=1)
    await limiter.settle(new_day, tokens=0, cost_micros=600)
    await admit(limiter, [tenant(spec)], cost=400)


async def test_200_concurrent_reservations_in_one_process(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1, 12, 0, 0)))
    scopes = [key(LimitSpec(rpm=150)), tenant(LimitSpec(tpm=15_000, daily_budget_micros=9_000))]

    async def one(i: int) -> Reservation | Refusal:
        return await limiter.reserve(scopes, tokens=50 + i % 100, cost_micros=40 + i % 80)

    results = await asyncio.gather(*(one(i) for i in range(200)))
    admitted = [r for r in results if isinstance(r, Reservation)]
    assert len(admitted) <= 150
    assert sum(r.tokens for r in admitted) <= 15_000
    spent = sum(r.cost_micros for r in admitted)
    assert spent <= 9_000
    refused = [r for r in results if isinstance(r, Refusal)]
    assert refused and all(
        r.requested > 9_000 - spent for r in refused if r.limit == LimitKind.DAILY_BUDGET
    )


@pytest.mark.parametrize(
    "call",
    [
        {"tokens": -1, "cost_micros": 0},
        {"tokens": 0, "cost_micros": -5},
        {"tokens": True, "cost_micros": 0},
        {"tokens": 1.5, "cost_micros": 0},
        {"tokens": 0, "cost_micros": 0, "requests": -1},
    ],
)
async def test_rejects_malformed_amounts(make: MakeLimiter, call: dict[str, object]) -> None:
    limiter = make(Clock(utc(2030, 5, 1)))
    with pytest.raises(ValueError):
        await limiter.reserve([key(LimitSpec(rpm=1))], **call)  # type: ignore[arg-type]


async def test_rejects_duplicate_scopes(make: MakeLimiter) -> None:
    limiter = make(Clock(utc(2030, 5, 1)))
    with pytest.raises(ValueError, match="duplicate"):
        await limiter.reserve([key(LimitSpec(rpm=1)), key(LimitSpec())], tokens=1, cost_micros=0)
