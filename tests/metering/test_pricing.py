"""Price arithmetic: exact micro-dollars, one half-up rounding per request, plan overrides."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gateway.metering.meter import worst_case_completion
from gateway.metering.pricing import (
    PriceTable,
    Rate,
    dollars_to_micros,
    micros_to_dollars,
    round_half_up_div,
)
from gateway.metering.usage import MAX_TOKENS, from_backend


def test_dollars_to_micros_is_exact_and_refuses_sub_micro_amounts() -> None:
    assert dollars_to_micros(Decimal("0.15")) == 150_000
    assert dollars_to_micros("2.5") == 2_500_000
    assert dollars_to_micros(0) == 0
    assert micros_to_dollars(150_000) == Decimal("0.150000")
    with pytest.raises(ValueError):
        dollars_to_micros("0.0000001")
    with pytest.raises(ValueError):
        dollars_to_micros("-1")


def test_round_half_up_division() -> None:
    assert round_half_up_div(499_999, 1_000_000) == 0
    assert round_half_up_div(500_000, 1_000_000) == 1
    assert round_half_up_div(1_500_000, 1_000_000) == 2
    assert round_half_up_div(2_499_999, 1_000_000) == 2


def test_charge_matches_decimal_arithmetic() -> None:
    rate = Rate(input_micros_per_mtok=150_000, output_micros_per_mtok=600_000)  # $0.15 / $0.60
    for prompt, completion in [(0, 0), (1, 1), (3, 0), (1234, 567), (10**6, 10**6), (7, 13)]:
        exact = (Decimal(prompt) * Decimal("0.15") + Decimal(completion) * Decimal("0.60")) \
            / Decimal(10**6) * Decimal(10**6)
        expected = int(exact.quantize(Decimal(1), rounding="ROUND_HALF_UP"))
        assert rate.charge(prompt, completion) == expected


def test_tenant_override_wins_over_default() -> None:
    table = PriceTable(defaults={"m": Rate(1, 2)}, overrides={("t1", "m"): Rate(3, 4)})
    assert table.rate("t1", "m") == Rate(3, 4)
    assert table.rate("t2", "m") == Rate(1, 2)
    assert table.rate("t1", "other") is None


def test_worst_case_completion_is_capped_by_context() -> None:
    assert worst_case_completion(100, None, 8192) == 8092
    assert worst_case_completion(100, 50, 8192) == 50
    assert worst_case_completion(8000, 500, 8192) == 192
    assert worst_case_completion(9000, 10, 8192) == 0


def test_a_backend_usage_report_out_of_range_counts_as_no_report() -> None:
    assert from_backend({"prompt_tokens": 12, "completion_tokens": 3}).total_tokens == 15
    for bad in ({"prompt_tokens": MAX_TOKENS + 1}, {"prompt_tokens": -1},
                {"prompt_tokens": 1, "completion_tokens": 2**64},
                {"prompt_tokens": 1, "prompt_tokens_details": {"cached_tokens": -5}}):
        assert from_backend(bad) is None  # the relay then estimates the tokens itself
