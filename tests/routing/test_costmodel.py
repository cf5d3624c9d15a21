"""Cost model formulas checked against hand calculations."""

from __future__ import annotations

from decimal import Decimal

import pytest

from gateway.routing import costmodel as cm

# A round-number backend: 10 ms weight read, 0.1 ms per running sequence, 0.2 ms per prompt token.
PLAIN = cm.PerfParams(
    t0_s=0.010, t1_s=0.0001, prefill_s_per_token=0.0002, price_per_hour=Decimal("3.60")
)
DRAFT = cm.PerfParams(
    t0_s=0.010,
    t1_s=0.0001,
    prefill_s_per_token=0.0002,
    price_per_hour=Decimal("3.60"),
    method="draft_model",
    k=4,
    c=0.05,
)
NGRAM = cm.PerfParams(
    t0_s=0.010,
    t1_s=0.0001,
    prefill_s_per_token=0.0002,
    price_per_hour=Decimal("3.60"),
    method="ngram",
    k=4,
    c=0.0,
)


def test_expected_tokens_per_step_hand_values() -> None:
    # alpha 0.5, k 3: 1 + .5 + .25 + .125
    assert cm.expected_tokens_per_step(0.5, 3) == pytest.approx(1.875)
    assert cm.expected_tokens_per_step(0.0, 4) == pytest.approx(1.0)
    assert cm.expected_tokens_per_step(1.0, 4) == 5.0
    assert cm.expected_tokens_per_step(0.999999999999, 4) == pytest.approx(5.0)
    assert cm.expected_tokens_per_step(0.7, 0) == 1.0


def test_coverage_mixes_with_one_token_steps() -> None:
    # q = 0.4: 0.4·1.875 + 0.6·1
    assert cm.tokens_per_step(0.5, 3, coverage=0.4) == pytest.approx(1.35)


def test_step_times_follow_the_linear_roofline() -> None:
    assert cm.decode_step_s(0.010, 0.0001, 8) == pytest.approx(0.0108)
    # verification of 5 positions for 8 sequences reads like a batch of 40
    assert cm.verify_step_s(0.010, 0.0001, 8, 4) == pytest.approx(0.014)
    # draft: 4 · 0.05 · 10.8 ms + 14 ms
    assert cm.speculative_step_s(0.010, 0.0001, 8, 4, 0.05) == pytest.approx(0.01616)
    assert cm.step_s(DRAFT, 8) == pytest.approx(0.01616)
    assert cm.step_s(PLAIN, 8) == pytest.approx(0.0108)
    # n-gram at coverage 0.25: 0.25 · 14 ms + 0.75 · 10.8 ms
    assert cm.step_s(NGRAM, 8, coverage=0.25) == pytest.approx(0.0116)


def test_coverage_is_ignored_for_draft_methods() -> None:
    assert cm.step_s(DRAFT, 8, coverage=0.1) == cm.step_s(DRAFT, 8, coverage=1.0)


def test_throughput_is_batch_times_tokens_over_step() -> None:
    e = cm.expected_tokens_per_step(0.5, 4)  # 1.9375
    assert cm.throughput_tok_s(DRAFT, alpha=0.5, batch=8) == pytest.approx(8 * e / 0.01616)
    assert cm.throughput_tok_s(PLAIN, alpha=0.9, batch=8) == pytest.approx(8 / 0.0108)


def test_gpu_cost_is_integer_micro_dollars() -> None:
    # $3.60/h = $0.001/s → 2.5 s = $0.0025 = 2500 µ$
    cost = cm.gpu_cost_micros(Decimal("3.60"), 2.5)
    assert cost == 2500
    assert isinstance(cost, int)
    assert cm.gpu_cost_micros(Decimal("1.006"), 3600.0) == 1_006_000
    assert cm.gpu_cost_micros(Decimal("3.60"), -1.0) == 0


def test_estimate_plain_by_hand() -> None:
    est = cm.estimate(
        PLAIN,
        alpha=0.0,
        coverage=0.0,
        batch=4,
        queue_wait_s=0.5,
        prompt_tokens=1000,
        output_tokens=101,
    )
    # step = 10 + 0.4 ms; prefill = max(10 ms, 1000 · 0.2 ms) = 200 ms
    assert est.tpot_s == pytest.approx(0.0104)
    assert est.ttft_s == pytest.approx(0.7)
    assert est.latency_s == pytest.approx(0.7 + 100 * 0.0104)
    # busy share: 0.2 s prefill + 100 tokens · 10.4 ms / 4 = 0.46 s → $0.001/s → 460 µ$
    assert est.gpu_seconds == pytest.approx(0.46)
    assert est.gpu_cost_micros == 460


def test_estimate_draft_by_hand() -> None:
    est = cm.estimate(
        DRAFT, alpha=0.5, coverage=0.3, batch=1, queue_wait_s=0.0, prompt_tokens=10, output_tokens=1
    )
    # step = 4·0.05·10.1 ms + (10 + 0.5) ms = 12.52 ms; E = 1.9375
    assert est.step_s == pytest.approx(0.01252)
    assert est.tpot_s == pytest.approx(0.01252 / 1.9375)
    # prefill floor is one weight read, plus the draft's own prefill (c = 0.05)
    assert est.ttft_s == pytest.approx(0.0105)
    assert est.latency_s == pytest.approx(est.ttft_s)  # a single output token has no decode


def test_tpot_at_two_batches_by_hand() -> None:
    # batch 3: step = 4·0.05·10.3 ms + (10 + 0.1·15) ms = 13.56 ms; batch 1: 12.52 ms; E = 1.9375
    at_3, at_1 = cm.tpot_at_batches_s(DRAFT, alpha=0.5, coverage=1.0, batches=(3, 1))
    assert at_3 == pytest.approx(0.01356 / 1.9375)
    assert at_1 == pytest.approx(0.01252 / 1.9375)
    assert (at_3, at_1) == (cm.tpot_s(DRAFT, alpha=0.5, coverage=1.0, batch=3),
                            cm.tpot_s(DRAFT, alpha=0.5, coverage=1.0, batch=1))


def test_prefill_of_a_scaled_prompt_is_a_scaled_prefill() -> None:
    # a measured prefill speed 1.5x the prior's time: 1,000 tokens take what 1,500 would
    assert cm.prefill_s(DRAFT, 1000 * 1.5) == pytest.approx(1500 * 0.0002 * 1.05)
    assert cm.prefill_s(PLAIN, 10 * 1.5) == pytest.approx(0.010)  # still one weight read at least


def test_batch_below_one_counts_as_one() -> None:
    a = cm.estimate(
        PLAIN, alpha=0, coverage=0, batch=0, queue_wait_s=0, prompt_tokens=1, output_tokens=5
    )
    b = cm.estimate(
        PLAIN, alpha=0, coverage=0, batch=1, queue_wait_s=0, prompt_tokens=1, output_tokens=5
    )
    assert a == b


def test_break_even_alpha_matches_step_ratio() -> None:
    # b = 1, k = 1, c = 0: ratio = T_dec(2)/T_dec(1) = 10.2/10.1; E = 1 + alpha → alpha = 0.1/10.1
    a = cm.break_even_alpha(1, 0.0, 1, t0_s=0.010, t1_s=0.0001)
    assert a == pytest.approx(0.1 / 10.1, abs=1e-9)
    # k = 4, c = 0.05, b = 8: ratio 16.16/10.8; E(alpha) equals it at the returned alpha
    ratio = 0.01616 / 0.0108
    a = cm.break_even_alpha(4, 0.05, 8, t0_s=0.010, t1_s=0.0001)
    assert cm.expected_tokens_per_step(a, 4) == pytest.approx(ratio)


def test_break_even_alpha_rises_with_batch() -> None:
    alphas = [cm.break_even_alpha(4, 0.05, b, t0_s=0.010, t1_s=0.0001) for b in (1, 16, 64)]
    assert alphas == sorted(alphas)
    # compute-bound: verifying 5 positions costs more than 5 tokens are worth
    assert cm.break_even_alpha(4, 0.05, 100_000, t0_s=0.010, t1_s=0.0001) == 1.0


def test_break_even_alpha_for_ngram_does_not_depend_on_coverage() -> None:
    a1 = cm.break_even_alpha(4, 0.0, 32, t0_s=0.010, t1_s=0.0001, coverage=1.0)
    a2 = cm.break_even_alpha(4, 0.0, 32, t0_s=0.010, t1_s=0.0001, coverage=0.2)
    assert a1 == pytest.approx(a2, abs=1e-9)


def test_speculation_pays_above_break_even_only() -> None:
    a = cm.break_even_alpha(4, 0.05, 8, t0_s=0.010, t1_s=0.0001)
    plain = cm.estimate(
        PLAIN, alpha=0, coverage=1, batch=8, queue_wait_s=0, prompt_tokens=1, output_tokens=100
    )
    above = cm.estimate(
        DRAFT,
        alpha=a + 0.05,
        coverage=1,
        batch=8,
        queue_wait_s=0,
        prompt_tokens=1,
        output_tokens=100,
    )
    below = cm.estimate(
        DRAFT,
        alpha=a - 0.05,
        coverage=1,
        batch=8,
        queue_wait_s=0,
        prompt_tokens=1,
        output_tokens=100,
    )
    assert above.tpot_s < plain.tpot_s < below.tpot_s


@pytest.mark.parametrize("gpu", sorted(cm.GPU_SPECS))
def test_default_profiles_are_plausible(gpu: str) -> None:
    p = cm.default_profile(gpu, "draft_model")
    spec = cm.GPU_SPECS[gpu]
    # t0 is the 16 GB weight read at the achieved bandwidth
    assert p.t0_s == pytest.approx(16e9 / (spec.hbm_gb_s * 1e9 * cm.BANDWIDTH_EFFICIENCY))
    assert 0.002 < p.t0_s < 0.1
    assert (p.k, p.c) == cm.METHOD_DEFAULTS["draft_model"]
    assert p.price_per_hour == spec.price_per_hour
    # memory-bound at batch 1: speculation with a decent draft beats plain decoding
    assert cm.break_even_alpha(p.k, p.c, 1, t0_s=p.t0_s, t1_s=p.t1_s) < 0.3


def test_faster_gpus_have_shorter_steps() -> None:
    order = ["L4", "A10G", "L40S", "A100", "H100"]
    t0s = [cm.default_profile(g).t0_s for g in order]
    assert t0s == sorted(t0s, reverse=True)


def test_default_profile_overrides() -> None:
    p = cm.default_profile("H100", "ngram", k=6, price_per_hour=Decimal("2.49"))
    assert (p.method, p.k, p.c, p.price_per_hour) == ("ngram", 6, 0.0, Decimal("2.49"))
