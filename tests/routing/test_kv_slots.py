"""A backend's KV pool bounds the sequences it runs at once; past it requests queue."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gateway.routing.classify import classify
from gateway.routing.estimate import estimate_backend, perf_profile, queue_wait_s, slots
from gateway.routing.policy import Policy
from gateway.routing.snapshot import BackendState
from tests.routing.test_router import CODE, entry, make_model

PLAIN = make_model(entry("plain")).backends[0]
LONG = classify({"messages": [{"role": "user", "content": "Review this code:\n" + CODE * 4}],
                 "max_tokens": 200})
SHORT = classify({"messages": [{"role": "user", "content": "Name a colour."}], "max_tokens": 10})


def test_a_pool_that_holds_four_of_these_requests_runs_four() -> None:
    size = LONG.prompt_tokens + LONG.expected_output_tokens
    state = BackendState("plain", kv_capacity_tokens=4 * size + 10)
    assert slots(PLAIN, state, size) == 4
    assert slots(PLAIN, replace(state, kv_capacity_tokens=0), size) == PLAIN.max_num_seqs
    assert slots(PLAIN, replace(state, kv_capacity_tokens=size // 2), size) == 1
    huge = replace(state, kv_capacity_tokens=10**9)
    assert slots(PLAIN, huge, size) == PLAIN.max_num_seqs  # max_num_seqs still bounds it


def test_a_short_request_behind_long_running_ones_fits_as_few() -> None:
    """The pool is full of what runs there now, whatever the size of the one arriving."""
    long_size = LONG.prompt_tokens + LONG.expected_output_tokens
    state = BackendState("plain", running=4, waiting=3, kv_usage=1.0,
                         kv_capacity_tokens=4 * long_size)
    short_size = SHORT.prompt_tokens + SHORT.expected_output_tokens
    assert slots(PLAIN, state, short_size) == 4
    idle = replace(state, running=0, waiting=0, kv_usage=0.0)
    assert slots(PLAIN, idle, short_size) == PLAIN.max_num_seqs  # 64 of its size fit


def test_requests_beyond_what_the_pool_holds_wait_for_running_ones_to_finish() -> None:
    size = LONG.prompt_tokens + LONG.expected_output_tokens
    prof = perf_profile(PLAIN)
    roomy = BackendState("plain", running=8)
    tight = replace(roomy, kv_capacity_tokens=4 * size)
    free = estimate_backend(PLAIN, roomy, LONG, Policy(), profile=prof)
    queued = estimate_backend(PLAIN, tight, LONG, Policy(), profile=prof)
    wait = queue_wait_s(prof, 8, 4)
    assert wait > 1.0  # five requests ahead of it for four slots, each decoding for a while
    assert queued.ttft_s - free.ttft_s == pytest.approx(wait)
    assert queued.tpot_s < free.tpot_s  # it decodes among four, not nine
