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


def test_what_runs_now_keeps_running_and_the_free_part_of_the_pool_takes_more() -> None:
    """A full pool runs what it runs and nothing more, whatever the size of the one arriving;
    a pool with room for it takes it at once, however large its neighbours' average."""
    long_size = LONG.prompt_tokens + LONG.expected_output_tokens
    short_size = SHORT.prompt_tokens + SHORT.expected_output_tokens
    full = BackendState("plain", running=4, waiting=3, kv_usage=1.0,
                        kv_capacity_tokens=4 * long_size)
    assert slots(PLAIN, full, short_size) == slots(PLAIN, full, long_size) == 4
    roomy = BackendState("plain", running=60, kv_usage=0.3, kv_capacity_tokens=100_000)
    assert slots(PLAIN, roomy, 20_000) == 63  # 70k tokens free: three more of 20k
    idle = replace(full, running=0, waiting=0, kv_usage=0.0)
    assert slots(PLAIN, idle, short_size) == PLAIN.max_num_seqs  # 64 of its size fit


def test_requests_beyond_what_the_pool_holds_wait_for_running_ones_to_finish() -> None:
    size = LONG.prompt_tokens + LONG.expected_output_tokens
    prof = perf_profile(PLAIN)
    roomy = BackendState("plain", running=4, waiting=4)  # pool unknown: max_num_seqs bounds it
    tight = replace(roomy, kv_capacity_tokens=4 * size, kv_usage=1.0)  # the four fill it
    free = estimate_backend(PLAIN, roomy, LONG, Policy(), profile=prof)
    queued = estimate_backend(PLAIN, tight, LONG, Policy(), profile=prof)
    wait = queue_wait_s(prof, 8, 4)
    assert wait > 1.0  # five requests ahead of it for four slots, each decoding for a while
    assert queued.ttft_s - free.ttft_s == pytest.approx(wait)
    assert queued.tpot_s < free.tpot_s  # it decodes among four, not nine
