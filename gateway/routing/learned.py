"""What the gateway learns per (backend, workload class): decayed averages, priors, signals.

Three metrics per class: ``ttft`` and ``tpot`` (seconds) and ``alpha`` (per-token acceptance).

* **Decay.** Each metric keeps a weight, a weighted sum and the time of its last update. A new
  observation first ages both by 0.5^(Δt / half-life), then adds weight 1; an observation older
  than the last update is aged instead (replicas' observations may arrive out of order). The
  weight read at time t is aged to t, so it is the number of observations behind the estimate
  with each counted 0.5^(age / half-life): the router's staleness signal. The same arithmetic
  runs in Python (one process) and in Lua (Redis, all replicas; ``gateway.routing.fleet_redis``).
* **Priors.** A class never observed shows the cost-model prior (``prior_stats``) with
  ``weight`` 0 and ``age_s`` None. ``prior_weight`` > 0 also shrinks learned averages toward the
  prior: mean = (sum·a + w0·prior) / (weight·a + w0) with a = 0.5^(age / half-life), so estimates
  drift back to the prior as they age; the default 0 leaves that to the router, which trusts a
  learned value only above its own minimum weight.
* **Signals.** TTFT and TPOT are the gateway's own timings of streamed responses. When it timed
  nothing (non-streaming responses) the backend's own report stands in: vLLM's per-request
  ``metrics`` (TTFT, and decode time / (tokens − 1)); TGI's ``x-queue-time`` and
  ``x-inference-time``, which a fit across the class's requests takes apart into prefill and
  decode (``gateway.routing.inference_fit``): the class's TPOT, and each request's TTFT (queue
  time plus its prompt at the fitted prefill speed) for the prefill calibration. α comes from
  vLLM's per-request ``speculative_decoding.mean_acceptance_length`` = E(α, k), inverted at the
  backend's k; TGI reports no per-request acceptance, only the backend-wide counters of the
  scrapes.
* **Greedy-equivalent α.** Each α observation has the request's ``sampling_penalty`` (the
  classifier's expected drop of α from temperature/top-p) added back before it is averaged, so a
  class's α is what a greedy request would see; the router subtracts the penalty of the request
  it is routing.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, get_args

from gateway.config.fleet import Backend, SpecMethod
from gateway.routing.classify import Grounding, Kind, Workload
from gateway.routing.costmodel import GPU_SPECS, default_profile, estimate, expected_tokens_per_step
from gateway.routing.decision import Outcome
from gateway.routing.inference_fit import FIT_METRICS, Reported, solve
from gateway.routing.snapshot import ClassStats

METRICS = ("ttft", "tpot", "alpha")
CLASS_KEYS = tuple(f"{k}/{g}" for k in get_args(Kind) for g in get_args(Grounding))

# Prior per-token acceptance by method and grounding (reference section 6: draft models
# 0.55-0.82 by task at T=0; n-gram high when the output copies the prompt, near zero otherwise;
# Medusa-style heads a little below a draft model). Structured output (json) accepts best.
ALPHA_PRIOR: dict[tuple[str, str], float] = {
    ("ngram", "grounded"): 0.7,
    ("ngram", "open"): 0.1,
    ("draft_model", "grounded"): 0.75,
    ("draft_model", "open"): 0.6,
    ("draft_heads", "grounded"): 0.7,
    ("draft_heads", "open"): 0.55,
}
JSON_ALPHA_BONUS = 0.1
PRIOR_PROMPT_TOKENS = 512  # prompt size behind the TTFT prior
PRIOR_OUTPUT_TOKENS = 256


@dataclass(frozen=True, slots=True)
class Decayed:
    """An exponentially decayed average: ``weight``, ``total`` (weighted sum), ``at`` (wall s)."""

    weight: float = 0.0
    total: float = 0.0
    at: float = 0.0

    def add(self, value: float, at: float, half_life_s: float) -> Decayed:
        return self.merge(Decayed(1.0, value, at), half_life_s)

    def merge(self, other: Decayed, half_life_s: float) -> Decayed:
        """Both averages' observations in one, each decayed to the later of the two times: the
        same, in any order, as adding them one by one (so a batch can be summed first)."""
        if other.weight <= 0.0:
            return self
        if self.weight <= 0.0:
            return other
        if other.at >= self.at:
            d = 0.5 ** ((other.at - self.at) / half_life_s)
            return Decayed(self.weight * d + other.weight, self.total * d + other.total,
                           other.at)
        d = 0.5 ** ((self.at - other.at) / half_life_s)
        return Decayed(self.weight + d * other.weight, self.total + d * other.total, self.at)

    def weight_at(self, now: float, half_life_s: float) -> float:
        return self.weight * 0.5 ** (max(now - self.at, 0.0) / half_life_s)

    def blended(
        self, prior: float | None, prior_weight: float, now: float, half_life_s: float
    ) -> float | None:
        """The average shrunk toward ``prior``; both totals aged to ``now`` alike."""
        if self.weight <= 0.0:
            return prior
        age = 0.5 ** (max(now - self.at, 0.0) / half_life_s)
        if prior is None or prior_weight <= 0.0:
            return self.total / self.weight
        return (self.total * age + prior * prior_weight) / (self.weight * age + prior_weight)


def class_stats(
    learned: Mapping[str, Decayed],
    prior: ClassStats,
    *,
    now: float,
    half_life_s: float,
    prior_weight: float,
    prefill_s_per_token: float | None = None,
) -> ClassStats:
    """One class's estimates from its learned metrics (``METRICS`` keys, and the sums of the
    inference-time fit) and its prior (``prefill_s_per_token``: the prior the fit starts from)."""
    empty = Decayed()
    ttft, tpot, alpha = (learned.get(m, empty) for m in METRICS)
    fit = learned.get(FIT_METRICS[0], empty)
    seen = [d for d in (ttft, tpot, alpha, fit) if d.weight > 0.0]
    tpot_s = tpot.blended(prior.tpot_s, prior_weight, now, half_life_s)
    if tpot.weight <= 0.0 and fit.weight > 0.0:
        fitted = fitted_speeds(learned, prior, prefill_s_per_token)
        tpot_s = fitted[1] if fitted is not None else tpot_s
    return ClassStats(
        ttft_s=ttft.blended(prior.ttft_s, prior_weight, now, half_life_s),
        tpot_s=tpot_s,
        alpha=alpha.blended(prior.alpha, prior_weight, now, half_life_s),
        weight=max((d.weight_at(now, half_life_s) for d in seen), default=0.0),
        alpha_weight=alpha.weight_at(now, half_life_s),
        age_s=min((max(now - d.at, 0.0) for d in seen), default=None),
    )


def fitted_speeds(
    learned: Mapping[str, Decayed], prior: ClassStats, prefill_s_per_token: float | None
) -> tuple[float, float] | None:
    """(prefill s per prompt token, TPOT) of the class's inference-time fit, None without one
    (``prefill_s_per_token`` and the prior's TPOT are where the fit starts)."""
    if not prior.tpot_s or not prefill_s_per_token:
        return None
    return solve(learned, prefill_s_per_token, prior.tpot_s)


def prior_stats(backend: Backend, class_key: str) -> ClassStats:
    """Cost-model priors for one backend and class: batch 1, no queue, a typical request."""
    kind, _, grounding = class_key.partition("/")
    method = backend.speculation.method
    alpha = None
    if method is not SpecMethod.none:
        alpha = ALPHA_PRIOR.get((method.value, grounding), 0.5)
        alpha = min(alpha + (JSON_ALPHA_BONUS if kind == "json" else 0.0), 0.95)
    gpu = backend.gpu_type if backend.gpu_type in GPU_SPECS else "A10G"
    profile = default_profile(
        gpu,
        method.value,
        k=backend.speculation.k or None,
        price_per_hour=backend.gpu_price_per_hour,
    )
    est = estimate(
        profile,
        alpha=alpha or 0.0,
        coverage=1.0,
        batch=1,
        queue_wait_s=0.0,
        prompt_tokens=PRIOR_PROMPT_TOKENS,
        output_tokens=PRIOR_OUTPUT_TOKENS,
    )
    return ClassStats(ttft_s=est.ttft_s, tpot_s=est.tpot_s, alpha=alpha, weight=0.0)


def alpha_from_length(mean_length: float, k: int) -> float:
    """α with E(α, k) = ``mean_length`` (bisection; E is increasing in α from 1 to k + 1)."""
    if k <= 0 or mean_length <= 1.0:
        return 0.0
    if mean_length >= k + 1:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(50):
        mid = (lo + hi) / 2
        if expected_tokens_per_step(mid, k) < mean_length:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def outcome_values(
    outcome: Outcome, workload: Workload, *, k: int, prefill_s_per_token: float | None = None
) -> dict[str, float]:
    """The metric values one served request contributes (see the module docstring).
    ``prefill_s_per_token``: the class's fitted prefill speed, for the TTFT of a request that
    reports only its queue and inference time (``gateway.routing.inference_fit``)."""
    out: dict[str, float] = {}
    vllm = outcome.signals.get("vllm_metrics")
    vllm = vllm if isinstance(vllm, Mapping) else {}
    ttft = outcome.ttft_s if outcome.ttft_s is not None else _vllm_ttft(vllm)
    tpot = outcome.tpot_s
    if tpot is None:
        tpot = _vllm_tpot(vllm, outcome.completion_tokens)
    if ttft is None and tpot is None:
        reported = Reported.from_headers(outcome.signals, workload.prompt_tokens)
        if reported is not None:
            out.update(reported.terms())
            if prefill_s_per_token is not None:
                ttft = reported.ttft_s(prefill_s_per_token)
    if ttft is not None and _finite(ttft) and ttft >= 0:
        out["ttft"] = ttft
    if tpot is not None and _finite(tpot) and tpot > 0:
        out["tpot"] = tpot
    spec = vllm.get("speculative_decoding")
    if k > 0 and isinstance(spec, Mapping) and _number(spec.get("num_spec_steps")):
        length = _number(spec.get("mean_acceptance_length"))
        if length is not None:
            alpha = alpha_from_length(length, k) + workload.sampling_penalty
            out["alpha"] = min(alpha, 1.0)
    return out


def _vllm_ttft(m: Mapping[str, Any]) -> float | None:
    ms = _number(m.get("time_to_first_token_ms"))
    return ms / 1000 if ms is not None else None


def _vllm_tpot(m: Mapping[str, Any], tokens: int) -> float | None:
    """decode time / (tokens − 1); decode = generation − (TTFT − queue), all in ms."""
    gen, ttft, queue = (
        _number(m.get(f)) for f in ("generation_time_ms", "time_to_first_token_ms", "queue_time_ms")
    )
    if gen is None or ttft is None or queue is None or tokens < 2:
        return None
    decode_ms = gen - (ttft - queue)
    return decode_ms / 1000 / (tokens - 1) if decode_ms > 0 else None


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    try:
        x = float(value)
    except (TypeError, ValueError):
        return None
    return x if _finite(x) else None


def _finite(x: float) -> bool:
    return not (math.isnan(x) or math.isinf(x))


__all__ = [
    "ALPHA_PRIOR",
    "CLASS_KEYS",
    "METRICS",
    "PRIOR_PROMPT_TOKENS",
    "Decayed",
    "alpha_from_length",
    "class_stats",
    "fitted_speeds",
    "outcome_values",
    "prior_stats",
]
