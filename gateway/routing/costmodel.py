"""Speculative-decoding performance and cost model: pure formulas for router, dashboard, bench.

Notation follows ``shared/reference/speculative-decoding.md`` section 6: ``alpha`` per-token
acceptance probability, ``k`` draft length, ``c`` cost of one draft step relative to one target
decode step, ``q`` n-gram coverage (share of steps that get a proposal), ``b`` running sequences.

    T_dec(b)     = t0 + t1·b                                  (roofline, linear in the batch)
    T_ver(b, k)  = max(T_dec(b), T_dec(b·(k+1)))              (verify k+1 tokens per sequence)
    E(alpha, k)  = (1 − alpha^(k+1)) / (1 − alpha)            (Leviathan Eq. 1; → k+1 as alpha → 1)
    spec step    = k·c·T_dec(b) + T_ver(b, k)                 (draft model / EAGLE heads)
    n-gram step  = q·spec step + (1 − q)·T_dec(b),  E_eff = q·E + (1 − q)
    TPOT = step / E_eff,  throughput = b·E_eff / step,  TTFT = queue + prefill(P)
    latency = TTFT + (O − 1)·TPOT

Money never passes through float arithmetic at the end: prices are ``Decimal`` dollars per hour and
costs are integer micro-dollars. Default parameters per GPU type live in ``GPU_SPECS`` and
``METHOD_DEFAULTS`` only.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

__all__ = [
    "GPU_SPECS",
    "METHOD_DEFAULTS",
    "Estimate",
    "GpuSpec",
    "Method",
    "PerfParams",
    "break_even_alpha",
    "decode_step_s",
    "default_profile",
    "estimate",
    "expected_tokens_per_step",
    "gpu_cost_micros",
    "prefill_s",
    "speculative_step_s",
    "step_s",
    "throughput_tok_s",
    "tokens_per_step",
    "tpot_at_batches_s",
    "tpot_s",
    "verify_step_s",
]

# Same values as ``gateway.config.fleet.SpecMethod`` (a StrEnum, so its members compare equal).
Method = Literal["none", "ngram", "draft_model", "draft_heads"]

MICROS_PER_DOLLAR = 1_000_000
SECONDS_PER_HOUR = 3600


@dataclass(frozen=True, slots=True)
class GpuSpec:
    """Datasheet figures for one GPU type (one GPU, on-demand price)."""

    hbm_gb_s: float  # memory bandwidth, GB/s: drives t0 (reference section 5)
    bf16_tflops: float  # dense BF16 tensor peak: drives prefill and the compute slope
    price_per_hour: Decimal  # AWS on-demand us-east-1, per GPU (reference section 5)


# Bandwidths and prices: reference section 5. Dense BF16 peaks are NVIDIA datasheet figures (not in
# the reference; A10G is taken equal to the A10). A100 is the 80 GB part (2.0 TB/s, p4de price).
GPU_SPECS: dict[str, GpuSpec] = {
    "L4": GpuSpec(hbm_gb_s=300, bf16_tflops=121, price_per_hour=Decimal("0.8048")),
    "A10G": GpuSpec(hbm_gb_s=600, bf16_tflops=125, price_per_hour=Decimal("1.006")),
    "L40S": GpuSpec(hbm_gb_s=864, bf16_tflops=362, price_per_hour=Decimal("1.861")),
    "A100": GpuSpec(hbm_gb_s=2000, bf16_tflops=312, price_per_hour=Decimal("3.43")),
    "H100": GpuSpec(hbm_gb_s=3350, bf16_tflops=989, price_per_hour=Decimal("6.88")),
}

# The served model the defaults describe: an 8B dense model in bf16 (Llama-3.1-8B shape).
MODEL_PARAMS = 8.0e9
WEIGHT_BYTES = 2 * MODEL_PARAMS  # ≈ 16 GB
KV_BYTES_PER_TOKEN = 32 * 8 * 128 * 2 * 2  # layers · kv heads · head dim · (K,V) · bf16 = 128 KiB
TYPICAL_CONTEXT_TOKENS = 1024  # context each running sequence re-reads per decode step
# Achieved fractions of peak (inference): decode streams weights at ~75% of HBM bandwidth,
# prefill and per-sequence decode compute reach ~40% of the tensor peak.
BANDWIDTH_EFFICIENCY = 0.75
COMPUTE_EFFICIENCY = 0.40

# Per method: (k, c). k: vLLM examples use 3-5; c: n-gram ≈ 0 (CPU proposer), EAGLE/MTP heads ≪ 0.1,
# small draft models 0.02-0.11 (reference section 6, "Plausible parameter ranges").
METHOD_DEFAULTS: dict[str, tuple[int, float]] = {
    "none": (0, 0.0),
    "ngram": (4, 0.0),
    "draft_model": (4, 0.05),
    "draft_heads": (3, 0.02),
}


@dataclass(frozen=True, slots=True)
class PerfParams:
    """One backend's performance and price: everything the formulas need besides the workload."""

    t0_s: float  # decode step time at batch 0: weight read
    t1_s: float  # added step time per running sequence: KV read + compute
    prefill_s_per_token: float  # compute-bound prefill cost per prompt token
    price_per_hour: Decimal  # dollars per GPU-hour
    method: Method = "none"
    k: int = 0
    c: float = 0.0


@dataclass(frozen=True, slots=True)
class Estimate:
    """What serving one request on one backend is expected to take and cost."""

    ttft_s: float
    tpot_s: float
    latency_s: float
    gpu_cost_micros: int
    tokens_per_step: float
    step_s: float
    gpu_seconds: float


def default_profile(
    gpu_type: str,
    method: Method = "none",
    *,
    k: int | None = None,
    c: float | None = None,
    price_per_hour: Decimal | None = None,
) -> PerfParams:
    """Priors for an 8B bf16 model on one GPU of ``gpu_type`` (a key of ``GPU_SPECS``)."""
    spec = GPU_SPECS[gpu_type]
    bandwidth = spec.hbm_gb_s * 1e9 * BANDWIDTH_EFFICIENCY
    flops = spec.bf16_tflops * 1e12 * COMPUTE_EFFICIENCY
    default_k, default_c = METHOD_DEFAULTS[method]
    return PerfParams(
        t0_s=WEIGHT_BYTES / bandwidth,
        t1_s=2 * MODEL_PARAMS / flops + KV_BYTES_PER_TOKEN * TYPICAL_CONTEXT_TOKENS / bandwidth,
        prefill_s_per_token=2 * MODEL_PARAMS / flops,
        price_per_hour=spec.price_per_hour if price_per_hour is None else price_per_hour,
        method=method,
        k=default_k if k is None else k,
        c=default_c if c is None else c,
    )


def expected_tokens_per_step(alpha: float, k: int) -> float:
    """E(alpha, k): tokens emitted per verification step with i.i.d. acceptance alpha."""
    if k <= 0:
        return 1.0
    alpha = min(max(alpha, 0.0), 1.0)
    if alpha > 1.0 - 1e-9:
        return float(k + 1)
    return (1.0 - alpha ** (k + 1)) / (1.0 - alpha)


def tokens_per_step(alpha: float, k: int, coverage: float = 1.0) -> float:
    """E_eff = q·E + (1 − q): only a share q of steps gets a proposal (n-gram)."""
    q = min(max(coverage, 0.0), 1.0)
    return q * expected_tokens_per_step(alpha, k) + (1.0 - q)


def decode_step_s(t0_s: float, t1_s: float, batch: float) -> float:
    """T_dec(b) = t0 + t1·b."""
    return t0_s + t1_s * batch


def verify_step_s(t0_s: float, t1_s: float, batch: float, k: int) -> float:
    """T_ver(b, k) = max(T_dec(b), T_dec(b·(k+1))): scoring k+1 positions per sequence."""
    return max(decode_step_s(t0_s, t1_s, batch), decode_step_s(t0_s, t1_s, batch * (k + 1)))


def speculative_step_s(t0_s: float, t1_s: float, batch: float, k: int, c: float) -> float:
    """One draft-and-verify step: k draft passes at c·T_dec(b) each, then verification."""
    return k * c * decode_step_s(t0_s, t1_s, batch) + verify_step_s(t0_s, t1_s, batch, k)


def step_s(profile: PerfParams, batch: float, coverage: float = 1.0) -> float:
    """Mean step time on ``profile`` at ``batch``; coverage applies to n-gram only."""
    plain = decode_step_s(profile.t0_s, profile.t1_s, batch)
    if profile.method == "none" or profile.k <= 0:
        return plain
    spec = speculative_step_s(profile.t0_s, profile.t1_s, batch, profile.k, profile.c)
    q = _coverage(profile, coverage)
    return q * spec + (1.0 - q) * plain


def throughput_tok_s(
    profile: PerfParams, *, alpha: float, batch: float, coverage: float = 1.0
) -> float:
    """Output tokens per second for the whole batch: b·E_eff / step."""
    e = _tokens_per_step(profile, alpha, coverage)
    return batch * e / step_s(profile, batch, coverage)


def prefill_s(profile: PerfParams, prompt_tokens: float) -> float:
    """Prefill time: at least one weight read; a draft model prefills the prompt too (≈ c·T).
    (Fractional tokens: a measured prefill speed scales the count rather than the profile.)"""
    base = max(profile.t0_s, prompt_tokens * profile.prefill_s_per_token)
    if profile.method == "draft_model":
        return base * (1.0 + profile.c)
    return base


def gpu_cost_micros(price_per_hour: Decimal, gpu_seconds: float) -> int:
    """Integer micro-dollars for ``gpu_seconds`` of one GPU at ``price_per_hour`` dollars."""
    seconds = Decimal(repr(max(gpu_seconds, 0.0)))
    micros = price_per_hour * seconds * MICROS_PER_DOLLAR / SECONDS_PER_HOUR
    return int(micros.to_integral_value(rounding=ROUND_HALF_UP))


def break_even_alpha(
    k: int,
    c: float,
    b: float,
    *,
    t0_s: float,
    t1_s: float,
    coverage: float = 1.0,
) -> float:
    """The alpha at which speculation's TPOT equals plain decoding's at batch ``b``.

    Speculation pays iff E_eff(alpha) > step_spec / T_dec(b). Returns 0.0 when it pays at any
    alpha and 1.0 when it cannot pay even at alpha = 1 (the step costs more than k+1 tokens).
    """
    if k <= 0:
        return 1.0
    q = min(max(coverage, 0.0), 1.0)
    plain = decode_step_s(t0_s, t1_s, b)
    spec = q * speculative_step_s(t0_s, t1_s, b, k, c) + (1.0 - q) * plain
    ratio = spec / plain
    if tokens_per_step(1.0, k, q) <= ratio:
        return 1.0
    if tokens_per_step(0.0, k, q) >= ratio:
        return 0.0
    lo, hi = 0.0, 1.0
    for _ in range(60):  # E_eff is increasing in alpha: bisection to ~1e-18
        mid = (lo + hi) / 2
        if tokens_per_step(mid, k, q) < ratio:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def tpot_s(profile: PerfParams, *, alpha: float, coverage: float, batch: float) -> float:
    """Time per output token of a sequence in a batch of ``batch`` (``estimate``'s TPOT alone,
    for callers that need nothing else: the router asks it per backend per request)."""
    return step_s(profile, max(batch, 1.0), coverage) / _tokens_per_step(profile, alpha, coverage)


def tpot_at_batches_s(
    profile: PerfParams, *, alpha: float, coverage: float, batches: tuple[float, float]
) -> tuple[float, float]:
    """``tpot_s`` at two batch sizes, the tokens per step worked out once."""
    e = _tokens_per_step(profile, alpha, coverage)
    return (step_s(profile, max(batches[0], 1.0), coverage) / e,
            step_s(profile, max(batches[1], 1.0), coverage) / e)


def estimate(
    profile: PerfParams,
    *,
    alpha: float,
    coverage: float,
    batch: float,
    queue_wait_s: float,
    prompt_tokens: int,
    output_tokens: int,
) -> Estimate:
    """TTFT, TPOT, latency and GPU cost of one request joining a batch of ``batch`` sequences.

    ``batch`` counts the running sequences including this one (values below 1 are treated as 1).
    ``coverage`` is used by n-gram backends only; draft models and heads propose every step.
    The request is charged its prefill compute plus 1/b of every decode step it stays for.
    """
    b = max(batch, 1.0)
    step = step_s(profile, b, coverage)
    e = _tokens_per_step(profile, alpha, coverage)
    tpot = step / e
    ttft = max(queue_wait_s, 0.0) + prefill_s(profile, prompt_tokens)
    decode_tokens = max(output_tokens - 1, 0)
    gpu_seconds = prompt_tokens * profile.prefill_s_per_token + decode_tokens * tpot / b
    return Estimate(
        ttft_s=ttft,
        tpot_s=tpot,
        latency_s=ttft + decode_tokens * tpot,
        gpu_cost_micros=gpu_cost_micros(profile.price_per_hour, gpu_seconds),
        tokens_per_step=e,
        step_s=step,
        gpu_seconds=gpu_seconds,
    )


def _coverage(profile: PerfParams, coverage: float) -> float:
    return min(max(coverage, 0.0), 1.0) if profile.method == "ngram" else 1.0


def _tokens_per_step(profile: PerfParams, alpha: float, coverage: float) -> float:
    if profile.method == "none" or profile.k <= 0:
        return 1.0
    return tokens_per_step(alpha, profile.k, _coverage(profile, coverage))
