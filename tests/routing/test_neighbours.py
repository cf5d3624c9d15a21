"""The account of requests decoding on each backend, and which a new prefill would push past
their time-per-output-token target."""

from __future__ import annotations

import itertools

import pytest

from gateway.routing.neighbours import FORGET_AFTER_S, MIN_PREFILL_S, NeighbourAccount

TARGET = 0.050  # s per output token


def account() -> NeighbourAccount:
    return NeighbourAccount()


TICKETS = itertools.count(1)


def send(acc: NeighbourAccount, backend: str, *, out: int, tpot: float = 0.030,
         ttft: float = 0.1, prefill: float = 0.01, now: float = 0.0) -> int:
    ticket = next(TICKETS)
    acc.sent(backend, ticket, ttft_s=ttft, tpot_s=tpot, output_tokens=out, tpot_target_s=TARGET,
             prefill_from=now + ttft - prefill, prefill_s=prefill, now=now)
    return ticket


def test_a_prefill_pushes_short_answers_past_target_and_not_long_ones() -> None:
    acc = account()
    send(acc, "a", out=10)  # decodes 0.1-0.37 s; absorbs 9 * 20 ms = 180 ms of stall
    send(acc, "a", out=500)  # decodes 0.1-15.07 s; absorbs 9.98 s
    assert acc.pushed("a", 0.15, 1.0, now=0.0) == 1  # 220 ms of overlap with the short one
    assert acc.pushed("a", 0.25, 1.0, now=0.0) == 0  # 120 ms fits its slack
    assert acc.pushed("a", 0.0, 5.0, now=0.0) == 1  # the long answer absorbs even 5 s
    assert acc.pushed("a", 0.0, 11.0, now=0.0) == 2
    assert acc.pushed("b", 0.0, 11.0, now=0.0) == 0  # per backend


def test_placing_a_prefill_spends_the_slack_it_overlaps() -> None:
    acc = account()
    send(acc, "a", out=10)  # 180 ms of slack over 0.1-0.37 s; 90 ms is material past target
    send(acc, "a", out=2, ttft=0.2, prefill=0.1)  # its prefill (0.1-0.2 s) takes 100 ms
    assert acc.pushed("a", 0.3, 0.10, now=0.0) == 1  # 100 ms more is past the 80 ms left
    assert acc.pushed("a", 0.3, 0.07, now=0.0) == 0
    send(acc, "a", out=2, ttft=0.6, prefill=0.4)  # pushes both past their target...
    assert acc.pushed("a", 0.0, 30.0, now=0.0) == 3  # ...and a long stall harms them again
    assert acc.pushed("a", 0.7, 0.03, now=0.0) == 0  # 30 ms more is not material to a past one
    assert acc.pushed("a", 0.62, 0.2, now=0.0) == 1  # 120 ms is


def test_requests_already_late_count_only_for_material_stalls() -> None:
    acc = account()
    send(acc, "a", out=10, tpot=0.060)  # slower than its target from the start: 0.1-0.64 s
    send(acc, "a", out=1)  # a single token has no time per output token
    assert acc.pushed("a", 0.5, 0.08, now=0.0) == 0  # adds 9 ms per token: under a fifth
    assert acc.pushed("a", 0.5, 0.10, now=0.0) == 1


def test_a_window_lasts_until_its_request_is_reported_finished() -> None:
    acc = account()
    ticket = send(acc, "a", out=10)  # expected to decode 0.1-0.37 s
    assert acc.pushed("a", 1.0, 1.0, now=1.0) == 1  # still running at 1 s: stalled, so it is
    acc.ended("a", 7)  # assumed to need its 0.27 s again; another ticket ends nothing
    assert acc.pushed("a", 1.0, 1.0, now=1.0) == 1
    acc.ended("a", ticket)
    assert acc.pushed("a", 1.0, 1.0, now=1.0) == 0
    send(acc, "a", out=10)  # never reported finished: forgotten in the end
    assert acc.pushed("a", 0.15, 1.0, now=0.15) == 1
    late = 0.37 + FORGET_AFTER_S + 1
    assert acc.pushed("a", late, 1.0, now=late) == 0


def test_short_prefills_stall_no_one() -> None:
    acc = account()
    send(acc, "a", out=3, tpot=0.0499)  # 0.2 ms of slack
    assert acc.pushed("a", 0.1, MIN_PREFILL_S / 2, now=0.0) == 0
    assert acc.pushed("a", 0.1, MIN_PREFILL_S, now=0.0) == 1


@pytest.mark.parametrize("out", [2, 40])
def test_the_account_stays_bounded(out: int) -> None:
    from gateway.routing.neighbours import MAX_TRACKED

    acc = account()
    for _ in range(MAX_TRACKED * 3):
        send(acc, "a", out=out, tpot=0.049)
    assert acc.pushed("a", 0.0, 1e6, now=0.0) == MAX_TRACKED
