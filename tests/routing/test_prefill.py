"""Prefill calibration: a low quantile of TTFT over the prior, robust to queues and caches."""

from __future__ import annotations

import random

import pytest

from gateway.routing.prefill import BOUNDS, PrefillCalibration


def test_before_anything_is_measured_backends_keep_the_prior() -> None:
    assert PrefillCalibration().factor("x") == 1.0


def test_learns_the_uncontended_ratio_despite_queued_and_cached_requests() -> None:
    cal, rng = PrefillCalibration(), random.Random(3)
    for _ in range(300):
        u = rng.random()
        if u < 0.05:
            ratio = 0.1  # a prefix-cache hit: almost no prefill at all
        elif u < 0.5:
            ratio = 1.8  # idle GPU: the backend is 1.8x slower than the datasheet prior
        else:
            ratio = 1.8 + rng.uniform(0.5, 6.0)  # queued behind other prompts
        cal.observe("b", ttft_s=ratio * 0.5, prompt_tokens=1000, prior_s=0.5)
    assert cal.factor("b") == pytest.approx(1.8, rel=0.15)


def test_identical_gpus_get_nearly_identical_factors() -> None:
    """Two backends on the same GPU, each timing its own mix of idle, queued and cached
    requests: the router compares their factors, so their jitter must not decide for it."""
    cals = {name: (PrefillCalibration(), random.Random(seed))
            for name, seed in (("a", 1), ("b", 2))}

    def ratio(rng: random.Random) -> float:
        u = rng.random()
        if u < 0.05:
            return 0.1
        if u < 0.5:
            return 1.8 * rng.uniform(0.95, 1.05)
        return 1.8 + rng.uniform(0.3, 4.0)

    spread = []
    for i in range(400):
        for name, (cal, rng) in cals.items():
            cal.observe(name, ttft_s=ratio(rng) * 0.5, prompt_tokens=1000, prior_s=0.5)
        if i >= 100:
            a, b = (cal.factor(name) for name, (cal, _) in cals.items())
            spread.append(abs(a / b - 1))
    assert max(spread) < 0.12
    assert sorted(spread)[len(spread) // 2] < 0.04


def test_follows_a_change_and_stays_within_bounds() -> None:
    cal = PrefillCalibration()
    for _ in range(60):
        cal.observe("b", ttft_s=1.0, prompt_tokens=2000, prior_s=1.0)
    assert cal.factor("b") == pytest.approx(1.0, rel=0.05)
    for _ in range(60):  # the backend became twice as slow (e.g. a smaller GPU behind the URL)
        cal.observe("b", ttft_s=2.0, prompt_tokens=2000, prior_s=1.0)
    assert cal.factor("b") == pytest.approx(2.0, rel=0.1)
    for _ in range(200):
        cal.observe("b", ttft_s=100.0, prompt_tokens=2000, prior_s=1.0)
    assert cal.factor("b") == pytest.approx(BOUNDS[1])


def test_short_prompts_and_missing_timings_teach_nothing() -> None:
    cal = PrefillCalibration()
    cal.observe("b", ttft_s=5.0, prompt_tokens=10, prior_s=0.01)  # network and scheduling
    cal.observe("b", ttft_s=0.0, prompt_tokens=1000, prior_s=0.3)
    assert cal.factor("b") == 1.0


def test_an_unmeasured_backend_takes_the_measured_ones_median() -> None:
    cal = PrefillCalibration()
    for name, ratio in (("a", 1.6), ("b", 1.8), ("c", 3.0)):
        cal.observe(name, ttft_s=ratio * 0.5, prompt_tokens=1000, prior_s=0.5)
    assert cal.factor("new") == pytest.approx(1.8)
    cal.observe("new", ttft_s=0.6, prompt_tokens=1000, prior_s=0.5)  # then its own
    assert cal.factor("new") == pytest.approx(1.2)
    assert cal.factor("another") == pytest.approx((1.6 + 1.8) / 2)  # 1.2, 1.6, 1.8, 3.0
    assert [cal.factor(n) for n in "abc"] == pytest.approx([1.6, 1.8, 3.0])  # each its own
