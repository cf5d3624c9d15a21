"""Taking TGI's reported inference time apart into prefill and decode, checked by hand."""

from __future__ import annotations

import random

import pytest

from gateway.routing.inference_fit import BOUND, FIT_METRICS, Reported, solve
from gateway.routing.learned import Decayed

PRIOR_P = 0.0002  # s per prompt token
PRIOR_T = 0.030  # s per output token
HALF_LIFE = 60.0


def learn(shapes: list[tuple[int, int]], p: float, t: float, *, at: float = 0.0,
          sums: dict[str, Decayed] | None = None) -> dict[str, Decayed]:
    """Decayed sums of requests of these (prompt, decode) shapes timed at P = p, T = t."""
    sums = dict(sums or {})
    for prompt, decode in shapes:
        terms = Reported(0.0, p * prompt + t * decode, prompt, decode).terms()
        for m, v in terms.items():
            sums[m] = sums.get(m, Decayed()).add(v, at, HALF_LIFE)
    return sums


def mixed_shapes(n: int, seed: int = 0) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    return [(rng.randint(50, 3000), rng.randint(1, 400)) for _ in range(n)]


def test_mixed_shapes_recover_both_speeds() -> None:
    # a few hundred requests: what a class's decayed weight holds under steady traffic
    fitted = solve(learn(mixed_shapes(400), 0.0005, 0.018), PRIOR_P, PRIOR_T)
    assert fitted is not None
    p, t = fitted
    assert p == pytest.approx(0.0005, rel=0.01)
    assert t == pytest.approx(0.018, rel=0.01)
    # with few requests the priors still pull
    p, t = solve(learn(mixed_shapes(10), 0.0005, 0.018), PRIOR_P, PRIOR_T) or (0, 0)
    assert PRIOR_P < p < 0.0005 and 0.018 < t < PRIOR_T
    assert t == pytest.approx(0.018, rel=0.05)


def test_one_shape_is_fitted_exactly_and_split_as_the_priors_expected() -> None:
    # long prompts, ten-token answers: one equation for two speeds. The inference time is
    # matched, and each speed moves from its prior in proportion to the time that part was
    # expected to take (here 0.4 s of prefill, 0.3 s of decode)
    p, t = solve(learn([(2000, 10)] * 40, 2 * PRIOR_P, PRIOR_T / 2), PRIOR_P, PRIOR_T) or (0, 0)
    assert 2000 * p + 10 * t == pytest.approx(2000 * 2 * PRIOR_P + 10 * PRIOR_T / 2, rel=0.01)
    assert (p / PRIOR_P - 1) / (2000 * PRIOR_P) == pytest.approx((t / PRIOR_T - 1) / (10 * PRIOR_T))
    # short prompts, long answers: the decode is almost all of it, and is learned
    p, t = solve(learn([(20, 300)] * 40, 2 * PRIOR_P, PRIOR_T / 2), PRIOR_P, PRIOR_T) or (0, 0)
    assert t == pytest.approx(PRIOR_T / 2, rel=0.01)
    assert p == pytest.approx(PRIOR_P, rel=0.01)


def test_nothing_observed_is_no_fit_and_absurd_times_stay_bounded() -> None:
    assert solve({}, PRIOR_P, PRIOR_T) is None
    partial = learn([(100, 10)], PRIOR_P, PRIOR_T)
    del partial[FIT_METRICS[-1]]
    assert solve(partial, PRIOR_P, PRIOR_T) is None
    p, t = solve(learn(mixed_shapes(20), 1.0, 5.0), PRIOR_P, PRIOR_T) or (0, 0)
    assert (p, t) == (pytest.approx(PRIOR_P * BOUND), pytest.approx(PRIOR_T * BOUND))
    p, t = solve(learn(mixed_shapes(20), 0.0, 0.0), PRIOR_P, PRIOR_T) or (0, 0)
    assert (p, t) == (pytest.approx(PRIOR_P / BOUND), pytest.approx(PRIOR_T / BOUND))


def test_old_observations_fade_with_the_half_life() -> None:
    old = learn(mixed_shapes(40, seed=1), 0.0005, 0.050, at=0.0)
    both = learn(mixed_shapes(40, seed=2), 0.0005, 0.020, at=10 * HALF_LIFE, sums=old)
    _, t = solve(both, PRIOR_P, PRIOR_T) or (0, 0)
    _, t_new = solve(learn(mixed_shapes(40, seed=2), 0.0005, 0.020), PRIOR_P, PRIOR_T) or (0, 0)
    assert t == pytest.approx(t_new, rel=0.002)  # ten half-lives on, the old ones weigh 1/1024
    assert t == pytest.approx(0.020, rel=0.03)
    fresh = learn(mixed_shapes(40, seed=2), 0.0005, 0.020, at=0.0, sums=old)
    _, t_mixed = solve(fresh, PRIOR_P, PRIOR_T) or (0, 0)
    assert 0.025 < t_mixed < 0.045  # at the same age, the two regimes average


def test_headers_are_read_in_milliseconds_and_split_at_a_tpot() -> None:
    headers = {"x-queue-time": "12", "x-inference-time": "950", "x-generated-tokens": "31",
               "x-prompt-tokens": "1800"}
    r = Reported.from_headers(headers, prompt_tokens=1)
    assert r == Reported(0.012, 0.95, 1800, 30)
    assert r.ttft_s(0.0002) == pytest.approx(0.012 + 1800 * 0.0002)
    no_prompt = {k: v for k, v in headers.items() if k != "x-prompt-tokens"}
    assert Reported.from_headers(no_prompt, prompt_tokens=700) == Reported(0.012, 0.95, 700, 30)
    for broken in ({}, {**headers, "x-inference-time": "soon"}, {**headers, "x-queue-time": "-1"},
                   {**headers, "x-generated-tokens": "0"}, {**headers, "x-inference-time": "0"}):
        assert Reported.from_headers(broken, prompt_tokens=700) is None
