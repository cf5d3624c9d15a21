"""Fleet sizing with the cost model: per-GPU fluid load model and the cheapest composition search.

For a composition (GPUs per backend kind) and a traffic description (request rate and, per
workload class, share, mean prompt and output tokens), each class is spread over the kinds in
proportion to GPUs × the kind's speed-up on that class (what a speculation-aware router does).
Each GPU of a kind then serves rate λ with its class mix:

    prefill utilisation  ρ = λ · Σ_c w_c · prefill_s(P_c)                (costmodel.prefill_s)
    decode batch         b = λ · Σ_c w_c · (O_c − 1) · TPOT_c(b)         (Little's law, fixed point)
    TPOT_c(b)            = step_s(b, q_c) / E_eff(α_c, k, q_c) / (1 − ρ)  (costmodel; prefill steals
                                                                          (ρ) of the GPU's time)
    TTFT_c               = prefill_s(P_c) · (1 + ρ / (1 − ρ))             (queueing behind prefills)

A composition meets the SLO when every kind with traffic is stable (ρ < ρ_max, b ≤ max_num_seqs)
and the traffic-weighted TPOT and TTFT are within the SLO. The search returns the cheapest one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from gateway.routing import costmodel

RHO_MAX = 0.85  # keep prefill utilisation below this: queues explode near 1


@dataclass(frozen=True)
class ClassLoad:
    """One workload class of the traffic."""

    name: str
    share: float  # of requests
    prompt_tokens: float  # mean
    output_tokens: float  # mean


@dataclass(frozen=True)
class Traffic:
    rate: float  # requests per second
    classes: tuple[ClassLoad, ...]

    @property
    def output_tok_s(self) -> float:
        return self.rate * sum(c.share * c.output_tokens for c in self.classes)


@dataclass(frozen=True)
class Acceptance:
    alpha: float
    coverage: float = 1.0  # n-gram: share of steps with a proposal


@dataclass(frozen=True)
class KindModel:
    """One backend kind on one GPU: its cost-model profile and acceptance per class."""

    kind: str
    profile: costmodel.PerfParams
    acceptance: Mapping[str, Acceptance] = field(default_factory=dict)
    max_num_seqs: int = 64

    def acc(self, cls: str) -> Acceptance:
        return self.acceptance.get(cls) or self.acceptance.get("*") or Acceptance(0.0, 0.0)

    def speedup(self, cls: str, batch: float = 1.0) -> float:
        plain = costmodel.decode_step_s(self.profile.t0_s, self.profile.t1_s, batch)
        return plain / self.tpot(cls, batch)

    def tpot(self, cls: str, batch: float) -> float:
        a = self.acc(cls)
        step = costmodel.step_s(self.profile, batch, a.coverage)
        e = (
            costmodel.tokens_per_step(a.alpha, self.profile.k, a.coverage)
            if self.profile.method != "none"
            else 1.0
        )
        return step / e


@dataclass(frozen=True)
class KindLoad:
    kind: str
    gpus: int
    rate_per_gpu: float
    batch: float
    rho: float
    tpot_s: float  # request-weighted mean over its classes
    ttft_s: float
    stable: bool


@dataclass(frozen=True)
class FleetEstimate:
    counts: dict[str, int]
    usd_per_hour: Decimal
    tpot_s: float
    ttft_s: float
    stable: bool
    meets: bool
    usd_per_1m_output: float
    kinds: tuple[KindLoad, ...]
    shares: dict[str, float]  # kind -> share of requests

    @property
    def gpus(self) -> int:
        return sum(self.counts.values())


def _kind_load(m: KindModel, gpus: int, flows: Mapping[str, float], traffic: Traffic) -> KindLoad:
    lam = sum(flows.values()) / gpus
    if lam <= 0:
        return KindLoad(m.kind, gpus, 0.0, 0.0, 0.0, 0.0, 0.0, True)
    cls = {c.name: c for c in traffic.classes}
    w = {c: f / sum(flows.values()) for c, f in flows.items()}
    rho = lam * sum(w[c] * costmodel.prefill_s(m.profile, round(cls[c].prompt_tokens)) for c in w)
    if rho >= RHO_MAX:
        return KindLoad(m.kind, gpus, lam, float("inf"), rho, float("inf"), float("inf"), False)
    b = 1.0
    for _ in range(200):
        tp = {c: m.tpot(c, b) / (1 - rho) for c in w}
        nb = max(1.0, lam * sum(w[c] * max(0.0, cls[c].output_tokens - 1) * tp[c] for c in w))
        if nb > m.max_num_seqs * 4:
            break
        if abs(nb - b) < 1e-4:
            b = nb
            break
        b = 0.5 * b + 0.5 * nb
    stable = b <= m.max_num_seqs
    tp = {c: m.tpot(c, b) / (1 - rho) for c in w}
    tpot = sum(w[c] * tp[c] for c in w)
    ttft = sum(w[c] * costmodel.prefill_s(m.profile, round(cls[c].prompt_tokens)) for c in w)
    ttft *= 1 + rho / (1 - rho)
    return KindLoad(m.kind, gpus, lam, b, rho, tpot, ttft, stable)


def split(
    models: Mapping[str, KindModel], counts: Mapping[str, int], traffic: Traffic
) -> dict[str, dict[str, float]]:
    """kind -> class -> requests/s: each class over kinds by GPUs × speed-up on that class."""
    flows: dict[str, dict[str, float]] = {k: {} for k, n in counts.items() if n}
    for c in traffic.classes:
        weights = {k: n * models[k].speedup(c.name) for k, n in counts.items() if n}
        total = sum(weights.values())
        for k, wt in weights.items():
            flows[k][c.name] = traffic.rate * c.share * wt / total
    return flows


def estimate(
    models: Mapping[str, KindModel],
    counts: Mapping[str, int],
    traffic: Traffic,
    *,
    slo_ttft_s: float,
    slo_tpot_s: float,
) -> FleetEstimate:
    counts = {k: n for k, n in counts.items() if n}
    flows = split(models, counts, traffic)
    loads = tuple(_kind_load(models[k], counts[k], flows[k], traffic) for k in counts)
    total = traffic.rate or 1.0
    share = {ld.kind: ld.rate_per_gpu * ld.gpus / total for ld in loads}
    stable = all(ld.stable for ld in loads)
    tpot = sum(share[ld.kind] * ld.tpot_s for ld in loads) if stable else float("inf")
    ttft = sum(share[ld.kind] * ld.ttft_s for ld in loads) if stable else float("inf")
    usd = sum((models[k].profile.price_per_hour * n for k, n in counts.items()), Decimal(0))
    tok_h = traffic.output_tok_s * 3600
    return FleetEstimate(
        counts=dict(counts),
        usd_per_hour=usd,
        tpot_s=tpot,
        ttft_s=ttft,
        stable=stable,
        meets=stable and tpot <= slo_tpot_s and ttft <= slo_ttft_s,
        usd_per_1m_output=float(usd) / tok_h * 1e6 if tok_h else float("inf"),
        kinds=loads,
        shares=share,
    )


def compositions(
    kinds: Iterable[str], max_gpus: int, *, max_kinds: int = 4
) -> Iterable[dict[str, int]]:
    kinds = list(kinds)
    for n in range(1, max_gpus + 1):
        for combo in itertools.combinations_with_replacement(kinds, n):
            counts = {k: combo.count(k) for k in kinds if k in combo}
            if len(counts) <= max_kinds:
                yield counts


def cheapest(
    models: Mapping[str, KindModel],
    traffic: Traffic,
    *,
    slo_ttft_s: float,
    slo_tpot_s: float,
    max_gpus: int = 16,
    max_kinds: int = 4,
) -> list[FleetEstimate]:
    """Every composition that meets the SLO, cheapest first (ties: faster first)."""
    out = [
        e
        for c in compositions(models, max_gpus, max_kinds=max_kinds)
        if (e := estimate(models, c, traffic, slo_ttft_s=slo_ttft_s, slo_tpot_s=slo_tpot_s)).meets
    ]
    return sorted(out, key=lambda e: (e.usd_per_hour, e.tpot_s))
