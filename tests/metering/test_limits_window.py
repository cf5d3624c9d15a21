"""Pure pieces of the limits: window arithmetic, UTC periods, OpenAI header formatting."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta

import pytest

from gateway.metering import limits_window as win
from gateway.metering.limits import (
    LimitKind,
    LimitSnapshot,
    LimitSpec,
    Refusal,
    Scope,
    WindowState,
    format_duration,
    tightest,
)


@pytest.mark.parametrize(
    ("ms", "text"),
    [
        (0, "0s"),
        (-5, "0s"),
        (1, "1ms"),
        (20, "20ms"),
        (999, "999ms"),
        (1_000, "1s"),
        (1_500, "1.5s"),
        (8_640, "8.64s"),
        (17_001, "17.001s"),
        (60_000, "1m0s"),
        (360_000, "6m0s"),
        (90_500, "1m30.5s"),
        (3_600_000, "1h0m0s"),
        (3_723_004, "1h2m3.004s"),
        (26 * 3_600_000, "26h0m0s"),
    ],
)
def test_durations_print_like_openai(ms: int, text: str) -> None:
    assert format_duration(ms) == text


def test_snapshot_headers() -> None:
    snapshot = LimitSnapshot(
        requests=WindowState(limit=60, remaining=59, reset_ms=1_000),
        tokens=WindowState(limit=150_000, remaining=149_984, reset_ms=6),
    )
    assert snapshot.headers() == {
        "x-ratelimit-limit-requests": "60",
        "x-ratelimit-remaining-requests": "59",
        "x-ratelimit-reset-requests": "1s",
        "x-ratelimit-limit-tokens": "150000",
        "x-ratelimit-remaining-tokens": "149984",
        "x-ratelimit-reset-tokens": "6ms",
    }
    assert LimitSnapshot(tokens=snapshot.tokens).headers().keys() == {
        "x-ratelimit-limit-tokens",
        "x-ratelimit-remaining-tokens",
        "x-ratelimit-reset-tokens",
    }
    assert LimitSnapshot().headers() == {}


@pytest.mark.parametrize(("wait_ms", "seconds"), [(1, "1"), (200, "1"), (1_000, "1"), (1_001, "2")])
def test_refusal_headers_round_retry_after_up(wait_ms: int, seconds: str) -> None:
    refusal = Refusal(
        scope=Scope("tenant", "acme", LimitSpec(tpm=1_000)),
        limit=LimitKind.TOKENS,
        limit_value=1_000,
        used=990,
        requested=20,
        retry_after_ms=wait_ms,
        snapshot=LimitSnapshot(tokens=WindowState(1_000, 10, 61_000)),
    )
    headers = refusal.headers()
    assert headers["retry-after"] == seconds
    assert headers["retry-after-ms"] == str(wait_ms)
    assert headers["x-ratelimit-remaining-tokens"] == "10"
    assert refusal.message().startswith(
        "Rate limit for tokens per minute (tpm) reached on tenant:acme: "
        "Limit 1000, Used 990, Requested 20. Please try again in"
    )


def test_tightest_prefers_least_remaining_then_smallest_limit() -> None:
    a, b, c = WindowState(100, 5, 0), WindowState(10, 5, 0), WindowState(10, 6, 0)
    assert tightest([a, b, c]) is b
    assert tightest([]) is None


@pytest.mark.parametrize(
    "spec",
    [
        {"rpm": -1},
        {"tpm": 1.0},
        {"daily_budget_micros": True},
        {"monthly_budget_micros": "5"},
    ],
)
def test_limit_specs_are_non_negative_integers(spec: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        LimitSpec(**spec)  # type: ignore[arg-type]


def test_scope_kinds_cannot_smuggle_separators() -> None:
    with pytest.raises(ValueError):
        Scope("key:x", "y", LimitSpec())
    assert Scope("tenant", "a:b", LimitSpec()).name == "tenant:a:b"


def test_wait_is_the_earliest_instant_that_fits() -> None:
    """Brute force: waiting wait_ms fits, waiting one millisecond less does not.

    Counters above the limit are included: a settle may record more than was reserved.
    """

    def fits_after(limit: int, prev: int, cur: int, elapsed: int, n: int, wait: int) -> bool:
        t = elapsed + wait
        if t < win.WINDOW_MS:
            return win.fits(limit, prev, cur, t, n)
        if t < 2 * win.WINDOW_MS:
            return win.fits(limit, cur, 0, t - win.WINDOW_MS, n)
        return n <= limit

    for limit, prev, cur, n in itertools.product((1, 3, 7), range(9), range(9), (1, 2, 5)):
        for elapsed in (0, 1, 17_777, 59_999):
            wait = win.wait_ms(limit, prev, cur, elapsed, n)
            if n > limit:
                assert wait is None
                continue
            assert wait is not None and wait >= 0
            assert fits_after(limit, prev, cur, elapsed, n, wait)
            assert wait == 0 or not fits_after(limit, prev, cur, elapsed, n, wait - 1)


def test_remaining_used_and_reset() -> None:
    assert win.remaining(10, 10, 0, 30_000) == 5
    assert win.used(10, 0, 30_000) == 5
    assert win.used(3, 0, 40_000) == 1  # weight 1.0 rounds up from 1/3 * 3 = 1
    assert win.remaining(10, 0, 12, 0) == 0
    assert win.reset_ms(0, 0, 5_000) == 0
    assert win.reset_ms(4, 0, 5_000) == 55_000
    assert win.reset_ms(4, 1, 5_000) == 115_000


@pytest.mark.parametrize(
    "at",
    [
        datetime(1970, 1, 1, tzinfo=UTC),
        datetime(2024, 2, 29, 12, tzinfo=UTC),
        datetime(2030, 12, 31, 23, 59, 59, 999_000, tzinfo=UTC),
        datetime(2100, 2, 28, 23, 59, tzinfo=UTC),
    ],
)
def test_periods_are_utc_days_and_months(at: datetime) -> None:
    p = win.periods(int(at.timestamp() * 1000))
    assert (p.day, p.month) == (at.strftime("%Y%m%d"), at.strftime("%Y%m"))
    day_start = at.replace(hour=0, minute=0, second=0, microsecond=0)
    assert p.day_end_ms == int((day_start + timedelta(days=1)).timestamp() * 1000)
    next_month = (day_start.replace(day=28) + timedelta(days=4)).replace(day=1)
    assert p.month_end_ms == int(next_month.timestamp() * 1000)
    assert p.minute * win.WINDOW_MS + p.elapsed_ms == int(at.timestamp() * 1000)
