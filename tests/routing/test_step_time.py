"""Decode step calibration: windows against the cost model, the quantile, and the estimate."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from gateway.backends.scrape import StepCounters, StepWindow, step_window
from gateway.config.fleet import parse_fleet
from gateway.routing import costmodel
from gateway.routing.classify import classify
from gateway.routing.estimate import estimate_backend, perf_profile, queue_wait_s
from gateway.routing.policy import Policy
from gateway.routing.snapshot import BackendState, ClassStats, class_key
from gateway.routing.step_time import (
    BOUNDS,
    MAX_PREFILL_SHARE,
    MIN_WINDOWS,
    StepCalibration,
    model_step_s,
)


def backend(name: str, engine: str, method: str, k: int = 4):  # type: ignore[no-untyped-def]
    entry = {"name": name, "engine": engine, "base_url": "http://127.0.0.1:9",
             "served_model": "m", "gpu_type": "A10G"}
    if method != "none":
        entry["speculation"] = {"method": method, "num_speculative_tokens": k}
        if method == "draft_model":
            entry["speculation"]["draft_model"] = "small"
    fleet = parse_fleet({"models": [{"name": "m", "context_length": 8192,
                                     "backends": [entry]}]})
    return fleet.backends[0]


PLAIN = backend("plain", "vllm", "none")
NGRAM = backend("ngram", "vllm", "ngram")
HEADS = backend("heads", "tgi", "draft_heads", k=3)
EDIT = {"messages": [{"role": "user", "content": "Fix the bug in this function:\n```python\n"
                      + "def area(r):\n    return 3.14 * r * r\n\n" * 25 + "```"}],
        "temperature": 0}


def window(mean: float, samples: float = 40, *, batch: float | None = None,
           coverage: float | None = None, prompt: float = 0.0) -> StepWindow:
    return StepWindow(mean, samples, batch, coverage, prompt)


def test_window_is_the_counter_deltas_per_sample_and_none_across_a_restart() -> None:
    a = StepCounters(10.0, 200, sequences=None, drafts=150, prompt_tokens=4000)
    b = StepCounters(11.2, 230, sequences=None, drafts=180, prompt_tokens=4000)
    w = step_window(a, b)
    assert w is not None
    assert w.mean_step_s == pytest.approx(1.2 / 30) and w.samples == 30
    assert w.coverage == pytest.approx(1.0) and w.batch is None
    assert w.prompt_tokens_per_sample == 0
    tgi = step_window(StepCounters(2.0, 50, sequences=150), StepCounters(2.5, 60, sequences=190))
    assert tgi is not None and tgi.batch == pytest.approx(4.0)
    assert step_window(b, StepCounters(0.3, 12, None, 10, 0)) is None  # restarted
    assert step_window(a, a) is None  # no step in between
    assert step_window(None, b) is None


def test_the_model_step_is_taken_at_the_windows_batch_k_and_coverage() -> None:
    prof = perf_profile(NGRAM)
    got = model_step_s(NGRAM, prof, window(0.05, coverage=0.5), running=3.0,
                       prefill_s_per_token=1e-3)
    assert got == pytest.approx(costmodel.step_s(prof, 3.0, 0.5))
    heads = perf_profile(HEADS)
    # TGI: the counters' batch, not the running gauge
    got = model_step_s(HEADS, heads, window(0.05, batch=6.0), running=1.0,
                       prefill_s_per_token=1e-3)
    assert got == pytest.approx(costmodel.step_s(heads, 6.0))


def test_windows_too_small_or_carrying_prefill_time_nothing() -> None:
    prof = perf_profile(PLAIN)
    assert model_step_s(PLAIN, prof, window(0.04, samples=3), running=2,
                        prefill_s_per_token=1e-3) is None
    # 2 decoding requests waited for 2 x 20 prompt tokens per sample at 1 ms: 40 ms of a 100 ms
    # window is prefill, over MAX_PREFILL_SHARE
    assert MAX_PREFILL_SHARE < 0.04 / 0.1
    assert model_step_s(PLAIN, prof, window(0.1, prompt=20), running=2,
                        prefill_s_per_token=1e-3) is None
    assert model_step_s(PLAIN, prof, window(0.1, prompt=2), running=2,
                        prefill_s_per_token=1e-3) is not None


def test_the_factor_waits_for_windows_ignores_prefill_outliers_and_stays_bounded() -> None:
    cal = StepCalibration()
    for _ in range(MIN_WINDOWS - 1):
        cal.observe("b", 0.0368, 0.04)
    assert cal.factor("b") == 1.0  # too few windows yet
    cal.observe("b", 0.0368, 0.04)
    assert cal.factor("b") == pytest.approx(0.92)
    # windows that carried a prefill chunk read 5-35x; a third of them does not move it
    for i in range(20):
        cal.observe("b", 0.0368 * (1 + 0.01 * (i % 3)), 0.04)
        if i % 2 == 0:
            cal.observe("b", 0.04 * (5 + i), 0.04)
    assert cal.factor("b") == pytest.approx(0.92, rel=0.02)
    assert cal.factor("other") == 1.0
    slow = StepCalibration()
    for _ in range(MIN_WINDOWS):
        slow.observe("b", 1.0, 0.04)
    assert slow.factor("b") == BOUNDS[1]
    assert not math.isnan(slow.factor("b"))


def test_the_estimate_scales_the_models_tpot_and_queue_by_the_factor_not_a_learned_one() -> None:
    w = classify(EDIT)
    prof = perf_profile(HEADS)
    busy = HEADS.max_num_seqs + 10  # ten requests wait for a slot
    base = BackendState("heads", running=busy)
    fast = estimate_backend(HEADS, base, w, Policy(), profile=prof)
    slow = estimate_backend(HEADS, replace(base, step_factor=1.5), w, Policy(), profile=prof)
    assert slow.tpot_s == pytest.approx(1.5 * fast.tpot_s)
    wait = queue_wait_s(prof, busy, HEADS.max_num_seqs)
    assert wait > 0
    assert slow.ttft_s - fast.ttft_s == pytest.approx(0.5 * wait)
    # a class with a trusted TPOT of its own already carries the backend's step time
    learned = {class_key(w): ClassStats(tpot_s=0.03, weight=100.0, age_s=1.0)}
    a = estimate_backend(HEADS, replace(base, classes=learned), w, Policy(), profile=prof)
    b = estimate_backend(HEADS, replace(base, classes=learned, step_factor=1.5), w, Policy(),
                         profile=prof)
    assert a.tpot_s == pytest.approx(b.tpot_s) and a.source == "learned"
