"""Fleet sizing with the cost model: a queueing model per backend kind and the cheapest search.

For a composition (GPUs per backend kind) and a traffic description (request rate, the
arrivals' burstiness, and per workload class: share, mean prompt and output tokens and the
prompt sizes' spread), each class is spread over the kinds in proportion to GPUs x the kind's
speed-up on that class (what a speculation-aware router does). A kind's c GPUs share its rate
c·λ, and the router sends a request to an idle GPU of any kind when there is one (the fleet
has G GPUs and rate Λ). Prefills are the queue (S_c = costmodel.prefill_s(P_c), ρ = λ·E[S]):

    N        ~ Poisson(Λ·H + (c_a² − 1) / 2)     the requests an arrival finds in flight
                                                  (H: prefill + unloaded decode + the router's
                                                  view lag, half a scrape interval; the second
                                                  term is its burst-mates, from the renewal
                                                  function)
    P(wait)  = P(N ≥ G) · ρ / P(its GPU busy)     all GPUs busy and the one it gets prefilling
    E[W]     = (c_a² + c_s²) / 2 · P(wait) / (1 − ρ) · E[S]   then as behind one GPU (Kingman)
    P(W > x) ≈ P(wait) · exp(−P(wait) · x / E[W])

c_a² is the squared coefficient of variation of the arrivals (the trace's bursts, measured from
its inter-arrival times; in Kingman's term thinned by the share that reaches the GPU), c_s²
that of the prefill times (from the prompt sizes' spread). On one GPU this is the G/G/1
queue. Decoding is stalled by the prefills that land on its GPU while a request waits,
prefills and decodes (chunked prefill and TGI's prefill forwards hold the whole batch for the
prefill's duration); a new request lands on a busy GPU only when all the others are busy too:

    base TPOT_c(b) = step_s(b, q_c) / E_eff(α_c, k, q_c)       (costmodel, decode batch b from
                                                               Little's law, fixed point)
    hits         = λ · P(N' ≥ G − 1)                           (N' as N, for the other requests)
    stalls K_c  ~ Poisson(hits · (E[W] + S_c + (O_c − 1) · TPOT_c)), each a prefill
    TPOT_c      = TPOT_c(b) + E[K_c] · E[S] / (O_c − 1)        (mean)

A request meets the SLO when TTFT ≤ ttft_s + ttft_per_1k_s · P / 1000 and its decode time
≤ tpot_s · max(O − 1, min_decode_tokens) (TPOT ≤ tpot_s, short answers get a floor); per class
the chance is P(W ≤ limit − S_c) · P(the K_c stalls fit in tpot_s · max(O_c − 1, m) −
(O_c − 1) · TPOT_c(b)), the stalls gamma-distributed with the prefills' mean and spread (a short
answer survives one short prefill, not one of the long ones). A composition meets the SLO when
every kind with traffic is stable (ρ < ρ_max, b ≤ max_num_seqs) and the request-weighted share
of requests meeting it reaches ``target`` (0.9: a percentile, not a mean, because this
traffic's tails, not its means, decide) plus ``margin`` (0.04, the model's mean absolute error
against replays: a prediction just over the line is a coin flip). The search returns the
cheapest.
``bench/routing/advise_fit.py`` compares these predictions with replays.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from gateway.routing import costmodel

RHO_MAX = 0.85  # keep prefill utilisation below this: queues explode near 1
TARGET = 0.90  # share of requests that must meet the SLO
# A composition is recommended only when its predicted share clears the target by this much:
# against 54 recorded replays (bench/routing/advise_fit.py) the model's attainment is 4.0
# points off on average (mean error 0.0), so a prediction just over the line misses about as
# often as it meets.
MARGIN = 0.04
# How long after a request ends its GPU still looks busy to the router: its load comes from
# /metrics scrapes, on average half the scrape interval (the gateway's default is 1.5 s) old.
VIEW_LAG_S = 0.75


@dataclass(frozen=True)
class ClassLoad:
    """One workload class of the traffic."""

    name: str
    share: float  # of requests
    prompt_tokens: float  # mean
    output_tokens: float  # mean
    prompt_scv: float = 0.0  # squared coefficient of variation of the prompt sizes


@dataclass(frozen=True)
class Traffic:
    rate: float  # requests per second
    classes: tuple[ClassLoad, ...]
    arrival_scv: float = 1.0  # inter-arrival times' squared CV (1: Poisson; bursty traces > 1)

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
class Slo:
    """Per request: TTFT <= ttft_s + ttft_per_1k_s x prompt tokens / 1000 and TPOT <= tpot_s."""

    ttft_s: float
    tpot_s: float
    ttft_per_1k_s: float = 0.0
    target: float = TARGET
    min_decode_tokens: int = 0  # short answers get this many tokens' decode budget
    margin: float = MARGIN  # predicted share must reach target + margin (the model's error)

    def ttft_limit(self, prompt_tokens: float) -> float:
        return self.ttft_s + self.ttft_per_1k_s * prompt_tokens / 1000

    def describe(self) -> str:
        per_1k = f" + {self.ttft_per_1k_s:g} s per 1k prompt tokens" if self.ttft_per_1k_s else ""
        floor = (f" (answers under {self.min_decode_tokens + 1} tokens get "
                 f"{self.min_decode_tokens} tokens' budget)" if self.min_decode_tokens else "")
        margin = (f" (recommended at a predicted {self.target + self.margin:.0%})"
                  if self.margin else "")
        return (f"TTFT <= {self.ttft_s:g} s{per_1k}, TPOT <= {self.tpot_s * 1e3:g} ms{floor} "
                f"for {self.target:.0%} of requests{margin}")


@dataclass(frozen=True)
class KindLoad:
    kind: str
    gpus: int
    rate_per_gpu: float
    batch: float
    rho: float
    tpot_s: float  # request-weighted mean over its classes (prefill stalls included)
    ttft_s: float
    stable: bool
    attainment: float = 1.0  # share of its requests expected to meet the SLO
    wait_s: float = 0.0  # mean wait behind other prefills


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
    attainment: float = 0.0  # share of all requests expected to meet the SLO

    @property
    def gpus(self) -> int:
        return sum(self.counts.values())


def poisson_cdf(k: int, mu: float) -> float:
    """P(K <= k) for K ~ Poisson(mu)."""
    if k < 0:
        return 0.0
    if mu <= 0:
        return 1.0
    term = total = math.exp(-mu)
    for i in range(1, k + 1):
        term *= mu / i
        total += term
    return min(1.0, total)


def gamma_cdf(x: float, shape: float, scale: float) -> float:
    """P(X <= x) for X ~ Gamma(shape, scale): the regularized lower incomplete gamma function
    (its power series below shape + 1, Lentz's continued fraction for the upper part above)."""
    if x <= 0:
        return 0.0
    z = x / scale
    log_front = -z + shape * math.log(z) - math.lgamma(shape)
    if z < shape + 1:
        term = total = 1.0 / shape
        n = shape
        for _ in range(1000):
            n += 1
            term *= z / n
            total += term
            if term < total * 1e-12:
                break
        return min(1.0, total * math.exp(log_front))
    tiny = 1e-300
    b = z + 1 - shape
    c, d = 1 / tiny, 1 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - shape)
        b += 2
        d = an * d + b
        d = 1 / (d if abs(d) > tiny else tiny)
        c = b + an / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        if abs(d * c - 1) < 1e-12:
            break
    return max(0.0, 1.0 - math.exp(log_front) * h)


def stalls_ok(budget: float, mu: float, mean_s: float, scv: float) -> float:
    """P(the stalls fit in ``budget`` seconds): their number ~ Poisson(mu), each a prefill of
    mean ``mean_s`` and squared CV ``scv`` (gamma-distributed; the k-fold sum is Gamma(k/scv))."""
    if budget < 0:
        return 0.0
    if mu <= 0 or mean_s <= 0:
        return 1.0
    if scv <= 1e-9:  # every prefill the same length
        return poisson_cdf(math.floor(budget / mean_s), mu)
    shape, scale = 1 / scv, mean_s * scv
    term = math.exp(-mu)
    total = term
    for k in range(1, 10_000):
        term *= mu / k
        total += term * gamma_cdf(budget, k * shape, scale)
        if k > mu and term < 1e-9:
            break
    return min(1.0, total)


def wait_ok(x: float, p_wait: float, mean_wait: float) -> float:
    """P(W <= x) for the wait behind prefills: P(W > 0) = ``p_wait`` (ρ on one GPU), then an
    exponential tail of overall mean E[W]."""
    if x < 0:
        return 0.0
    if mean_wait <= 0 or p_wait <= 0:
        return 1.0
    return 1.0 - p_wait * math.exp(-p_wait * x / mean_wait)


def _kind_load(
    m: KindModel,
    gpus: int,
    flows: Mapping[str, float],
    traffic: Traffic,
    slo: Slo | None = None,
    view_lag_s: float = VIEW_LAG_S,
    fleet_gpus: int = 0,  # GPUs of every kind in the fleet (0: this kind's alone)
) -> KindLoad:
    rate = sum(flows.values())  # the kind's requests/s over all its GPUs
    lam = rate / gpus
    if lam <= 0:
        return KindLoad(m.kind, gpus, 0.0, 0.0, 0.0, 0.0, 0.0, True)
    cls = {c.name: c for c in traffic.classes}
    w = {c: f / rate for c, f in flows.items()}
    pre = {c: costmodel.prefill_s(m.profile, round(cls[c].prompt_tokens)) for c in w}
    mean_s = sum(w[c] * pre[c] for c in w)
    second = sum(w[c] * pre[c] ** 2 * (1 + cls[c].prompt_scv) for c in w)
    rho = lam * mean_s
    if rho >= RHO_MAX:
        return KindLoad(
            m.kind, gpus, lam, float("inf"), rho, float("inf"), float("inf"), False, 0.0
        )
    # arrivals reaching one GPU: the trace's burstiness thinned by this GPU's share of it
    share = min(1.0, lam / max(traffic.rate, 1e-12))
    ca2 = share * traffic.arrival_scv + (1 - share)
    cs2 = max(0.0, second / mean_s**2 - 1) if mean_s > 0 else 0.0
    out = {c: max(0.0, cls[c].output_tokens - 1) for c in w}
    # The router sends a request to an idle GPU of any kind when there is one: it waits only
    # when all the fleet's GPUs look busy (their requests Poisson by Little's law, each holding
    # a GPU for its prefill and unloaded decode) and the one it gets is prefilling (ρ of its
    # time, out of its busy share); then it waits as behind a single GPU (Kingman). A GPU looks
    # busy from a request's arrival until the router's view catches up with its end
    # (``view_lag_s``). An arrival also sees its
    # burst-mates: counted from an arrival, a renewal process has λt + (c_a² − 1) / 2 arrivals
    # in the last t on average, not λt. Both counts are as the arrival sees them, so on one GPU
    # P(wait) = ρ and bursts count once, in Kingman's term.
    fleet_gpus = fleet_gpus or gpus
    mates = (traffic.arrival_scv - 1) / 2
    hold = view_lag_s + sum(w[c] * (pre[c] + out[c] * m.tpot(c, 1.0)) for c in w)
    busy = 1 - math.exp(-max(1e-12, lam * hold + (ca2 - 1) / 2))
    seen = max(0.0, traffic.rate * hold + mates)
    p_wait = (1 - poisson_cdf(fleet_gpus - 1, seen)) * min(1.0, rho / busy)
    wait = (ca2 + cs2) / 2 * p_wait / (1 - rho) * mean_s

    def hits(tp: Mapping[str, float]) -> float:
        """Prefills/s landing on one busy GPU: a new request goes to this GPU only when none of
        the fleet's others looks less busy (P(the other requests in flight fill the other
        GPUs), their number Poisson by Little's law), and then with its share."""
        seen = view_lag_s + sum(w[c] * (wait + pre[c] + out[c] * tp[c]) for c in w)
        return lam * (1 - poisson_cdf(fleet_gpus - 2, max(0.0, traffic.rate * seen + mates)))

    def stalls(tp: Mapping[str, float]) -> dict[str, float]:
        """Expected prefills landing on each class's request while it waits, prefills, decodes."""
        h = hits(tp)
        return {c: h * (wait + pre[c] + out[c] * tp[c]) for c in w}

    b = 1.0
    for _ in range(200):
        tp = {c: m.tpot(c, b) for c in w}
        mu = stalls(tp)
        eff = {c: tp[c] + (mu[c] * mean_s / out[c] if out[c] else 0.0) for c in w}
        nb = max(1.0, lam * sum(w[c] * out[c] * eff[c] for c in w))
        if nb > m.max_num_seqs * 4:
            break
        if abs(nb - b) < 1e-4:
            b = nb
            break
        b = 0.5 * b + 0.5 * nb
    stable = b <= m.max_num_seqs
    base = {c: m.tpot(c, b) for c in w}
    mu = stalls(base)
    eff = {c: base[c] + (mu[c] * mean_s / out[c] if out[c] else 0.0) for c in w}
    tpot = sum(w[c] * eff[c] for c in w)
    ttft = sum(w[c] * (pre[c] + wait) for c in w)
    attain = 1.0
    if slo is not None:
        attain = 0.0
        for c in w:
            p_ttft = wait_ok(slo.ttft_limit(cls[c].prompt_tokens) - pre[c], p_wait, wait)
            if out[c] <= 0:
                p_tpot = 1.0
            else:
                slack = slo.tpot_s * max(out[c], slo.min_decode_tokens) - base[c] * out[c]
                p_tpot = stalls_ok(slack, mu[c], mean_s, cs2)
            attain += w[c] * p_ttft * p_tpot
    return KindLoad(m.kind, gpus, lam, b, rho, tpot, ttft, stable, attain, wait)


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
    slo: Slo,
    *,
    view_lag_s: float = VIEW_LAG_S,
) -> FleetEstimate:
    """One composition's expected figures; it meets the SLO when stable and at least
    ``slo.target`` + ``slo.margin`` of the requests are expected to meet it (``Slo``)."""
    counts = {k: n for k, n in counts.items() if n}
    flows = split(models, counts, traffic)
    loads = tuple(
        _kind_load(models[k], counts[k], flows[k], traffic, slo, view_lag_s, sum(counts.values()))
        for k in counts
    )
    total = traffic.rate or 1.0
    share = {ld.kind: ld.rate_per_gpu * ld.gpus / total for ld in loads}
    stable = all(ld.stable for ld in loads)
    tpot = sum(share[ld.kind] * ld.tpot_s for ld in loads) if stable else float("inf")
    ttft = sum(share[ld.kind] * ld.ttft_s for ld in loads) if stable else float("inf")
    attainment = sum(share[ld.kind] * ld.attainment for ld in loads) if stable else 0.0
    usd = sum((models[k].profile.price_per_hour * n for k, n in counts.items()), Decimal(0))
    tok_h = traffic.output_tok_s * 3600
    return FleetEstimate(
        counts=dict(counts),
        usd_per_hour=usd,
        tpot_s=tpot,
        ttft_s=ttft,
        stable=stable,
        meets=stable and attainment >= slo.target + slo.margin,
        usd_per_1m_output=float(usd) / tok_h * 1e6 if tok_h else float("inf"),
        kinds=loads,
        shares=share,
        attainment=attainment,
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
    slo: Slo,
    *,
    max_gpus: int = 16,
    max_kinds: int = 4,
    view_lag_s: float = VIEW_LAG_S,
) -> list[FleetEstimate]:
    """Every composition that meets the SLO, cheapest first (ties: faster first)."""
    out = [
        e
        for c in compositions(models, max_gpus, max_kinds=max_kinds)
        if (e := estimate(models, c, traffic, slo, view_lag_s=view_lag_s)).meets
    ]
    return sorted(out, key=lambda e: (e.usd_per_hour, e.tpot_s))
