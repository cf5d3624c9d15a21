"""What serving one request on one backend would take and cost, from live state, learned stats
and the cost model's priors.

Self-hosted backend (vLLM, TGI):

* batch b = min(running + waiting + 1, slots) from the snapshot (``in_flight`` stands in for a
  stale scrape when it is larger), slots being ``max_num_seqs`` or as many sequences as the
  backend's KV pool holds, if fewer (``slots``); k from the backend's per-batch-size schedule;
* acceptance alpha per (method, class): the class's learned alpha (which live stats normalise to
  greedy sampling) once its weight reaches the policy's ``learning.min_weight``, else the prior
  below, minus the workload's sampling penalty (temperature lowers acceptance); n-gram also has a
  coverage prior (share of steps with a draft);
* TTFT = queue wait + prefill of the prompt tokens the backend's prefix cache does not hold
  (``cached_tokens``, from ``gateway.routing.prefix``) at the prior's prefill speed times the
  backend's measured ``prefill_factor``, the queue wait being the requests ahead of this one beyond
  the slots times the time a slot takes to free up at full batch;
* time per output token: the cost model's TPOT at the current b and alpha (the learned alpha once
  trusted), times the backend's measured decode step time over the model's (``step_factor``,
  ``gateway.routing.step_time``; it scales the queue wait's steps too); once the class has a
  trusted TPOT, times that TPOT's ratio to the model at batch 1 instead (it carries the backend's
  step time already), bounded to ``MAX_LEARNED_FACTOR`` either way: a measurement carries the
  prefill stalls of the load it was taken at and, on a backend the router then avoids, does not
  refresh, so it corrects the model rather than replacing it; the router adds the stalls of the
  load now itself (``gateway.routing.backlog``). A prefill-heavy request (a short answer after a
  long prompt) is estimated without the correction: what its class measured carries the stalls of
  the long prompts such requests arrive among (on the simulated fleet the chosen backend's true
  TPOT was ~0.55x a learned estimate, ~0.85x a prior one), so a backend would be ranked by whether
  it happened to be measured rather than by how fast it decodes (bench/routing HISTORY.md);
* GPU cost = the request's own prefill and decode time on that GPU at the backend's price per
  hour times its GPU count, in integer micro-dollars (not its 1/b share of shared steps, which
  would make busy backends look cheap).

Hosted backend (litellm): TTFT and TPOT learned, else ``HOSTED_*_PRIOR_S``; cost is the API
price per token from litellm's table (``TokenPrice``), ``None`` when the table has no price.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from gateway.backends.hosted import TokenPrice
from gateway.config.fleet import Backend, Engine, SpecMethod
from gateway.routing import costmodel
from gateway.routing.classify import Workload
from gateway.routing.policy import Policy
from gateway.routing.snapshot import BackendState, ClassStats, class_key

__all__ = [
    "DRAFT_ALPHA_PRIOR",
    "HOSTED_TPOT_PRIOR_S",
    "HOSTED_TTFT_PRIOR_S",
    "NGRAM_PRIOR",
    "CandidateEstimate",
    "acceptance_prior",
    "estimate_backend",
    "perf_profile",
    "queue_wait_s",
    "slots",
]

# n-gram (prompt lookup), per (kind, grounding): (alpha given a draft, coverage). Output that
# copies its input drafts almost every step and accepts most of it (PLD ~2.4x on summaries); open
# chat rarely finds a match (reference section 6, "Plausible parameter ranges").
NGRAM_PRIOR: dict[tuple[str, str], tuple[float, float]] = {
    ("code", "grounded"): (0.8, 0.9),
    ("json", "grounded"): (0.8, 0.85),
    ("chat", "grounded"): (0.7, 0.8),
    ("code", "open"): (0.3, 0.3),
    ("json", "open"): (0.4, 0.5),
    ("chat", "open"): (0.05, 0.1),
}
# Draft model by predictability of the output (Leviathan Table 3: dialog 0.55-0.75 at T=0,
# summarisation 0.53-0.82); grounded output copies text the draft predicts well.
DRAFT_ALPHA_PRIOR: dict[tuple[str, str], float] = {
    ("code", "grounded"): 0.7,
    ("json", "grounded"): 0.75,
    ("chat", "grounded"): 0.7,
    ("code", "open"): 0.62,
    ("json", "open"): 0.75,
    ("chat", "open"): 0.62,
}
HEADS_FACTOR = 0.9  # Medusa/MLP heads: later heads are less accurate than a draft model
HOSTED_TTFT_PRIOR_S = 0.6
HOSTED_TPOT_PRIOR_S = 0.02  # ~50 tokens/s, typical of hosted APIs
MAX_ALPHA = 0.95  # a prior moved by a measured offset stays below certain acceptance
MAX_LEARNED_FACTOR = 4.0  # a learned TPOT moves the model's estimate by at most this factor
TYPICAL_OUTPUT_TOKENS = 256  # a running request's remaining work, for the queue wait
FALLBACK_GPU = "A10G"  # cost-model priors for GPU types GPU_SPECS does not know


@dataclass(frozen=True, slots=True, eq=False)
class CandidateEstimate:
    """One backend's expected TTFT, time per output token, latency and cost for this request.

    Compared by identity: each belongs to one decision (field-wise equality would compare the
    backends' whole configurations on every ``in`` of the ranking).
    """

    backend: Backend
    ttft_s: float
    tpot_s: float
    latency_s: float
    cost_micros: int | None  # GPU cost (self-hosted) or API price (hosted); None = unpriced
    alpha: float | None  # acceptance assumed (speculative backends only)
    source: str  # "learned" (this backend and class measured enough) or "prior"
    weight: float  # evidence behind the estimate; below learning.stale_weight it is stale
    age_s: float | None  # since the freshest observation; None = never observed
    load: int  # running + waiting (or in-flight) requests on the backend now
    tokens: int  # prompt + expected output tokens of the request
    prefill_s: float = 0.0  # its own prefill on that GPU (self-hosted), calibrated
    pushed: int = 0  # requests decoding there its prefill would push past their TPOT target
    cached_tokens: int = 0  # prompt tokens its prefix cache probably holds (not prefilled)

    @property
    def name(self) -> str:
        return self.backend.name

    @property
    def hosted(self) -> bool:
        return self.backend.engine is Engine.litellm

    @property
    def queue_s(self) -> float:
        """How long the request would wait there before its own prefill starts."""
        return self.ttft_s - self.prefill_s

    def stale(self, min_weight: float, max_age_s: float) -> bool:
        """Too little or too old evidence: worth a request to refresh."""
        return self.weight < min_weight or self.age_s is None or self.age_s > max_age_s

    def meets(self, ttft_ms: float, tpot_ms: float) -> bool:
        return self.ttft_s * 1000 <= ttft_ms and self.tpot_s * 1000 <= tpot_ms

    def retimed(self, ttft_s: float, tpot_s: float, decode_tokens: int) -> CandidateEstimate:
        """This estimate with other TTFT and TPOT (``dataclasses.replace`` costs several times
        this spelled-out copy, and the router makes one per backend per request)."""
        return CandidateEstimate(
            self.backend, ttft_s, tpot_s, ttft_s + decode_tokens * tpot_s, self.cost_micros,
            self.alpha, self.source, self.weight, self.age_s, self.load, self.tokens,
            self.prefill_s, self.pushed, self.cached_tokens)

    def pushing(self, pushed: int) -> CandidateEstimate:
        """This estimate, charged with the neighbours its prefill would push past target."""
        return replace(self, pushed=pushed)


def perf_profile(backend: Backend) -> costmodel.PerfParams:
    """Cost-model priors for a self-hosted backend: its GPU, method, k, and total price."""
    gpu = backend.gpu_type if backend.gpu_type in costmodel.GPU_SPECS else FALLBACK_GPU
    spec = backend.speculation
    method: costmodel.Method = spec.method.value
    return costmodel.default_profile(
        gpu, method, k=spec.k if spec.method is not SpecMethod.none else None,
        price_per_hour=backend.gpu_price_per_hour * backend.gpu_count,
    )


def acceptance_prior(method: SpecMethod, workload: Workload) -> tuple[float, float]:
    """(alpha, coverage) before anything was measured, lowered by the sampling penalty."""
    key = (workload.kind, workload.grounding)
    if method is SpecMethod.ngram:
        alpha, coverage = NGRAM_PRIOR[key]
    elif method is SpecMethod.draft_heads:
        alpha, coverage = DRAFT_ALPHA_PRIOR[key] * HEADS_FACTOR, 1.0
    else:
        alpha, coverage = DRAFT_ALPHA_PRIOR[key], 1.0
    return max(alpha - workload.sampling_penalty, 0.0), coverage


def queue_wait_s(profile: costmodel.PerfParams, occupancy: int, slots: int) -> float:
    """Requests beyond ``slots`` wait for one; one frees every service time / slots."""
    ahead = occupancy + 1 - slots
    if ahead <= 0:
        return 0.0
    service_s = TYPICAL_OUTPUT_TOKENS * costmodel.step_s(profile, slots)
    return ahead * service_s / slots


def slots(backend: Backend, state: BackendState, request_tokens: int) -> int:
    """Sequences the backend can run at once: ``max_num_seqs``, or fewer when its KV pool
    (``kv_capacity_tokens``) is short: those running now, plus as many of this request's size
    as the pool's free part (``kv_usage``) holds. Past it vLLM and TGI queue new requests until
    running ones finish, which is where an overloaded backend's TTFT goes."""
    capacity = state.kv_capacity_tokens
    if capacity <= 0:
        return backend.max_num_seqs
    free = int(capacity * (1.0 - state.kv_usage))
    return max(1, min(backend.max_num_seqs, state.running + free // max(request_tokens, 1)))


def estimate_backend(
    backend: Backend,
    state: BackendState,
    workload: Workload,
    policy: Policy,
    *,
    profile: costmodel.PerfParams | None = None,
    price: TokenPrice | None = None,
    cached_tokens: int = 0,
) -> CandidateEstimate:
    """The estimate for ``backend`` (``profile`` may be passed in cached; ``price`` for hosted;
    ``cached_tokens`` of the prompt its prefix cache holds)."""
    learned = state.classes.get(class_key(workload)) or ClassStats()
    trusted = learned.weight >= policy.learning.min_weight
    if backend.engine is Engine.litellm:
        return _hosted(backend, state, workload, learned, trusted, price)
    return _self_hosted(backend, state, workload, learned, trusted,
                        profile or perf_profile(backend), cached_tokens)


@functools.lru_cache(maxsize=256)
def _at_k(profile: costmodel.PerfParams, k: int) -> costmodel.PerfParams:
    """``profile`` drafting ``k`` tokens (none at k = 0), made once per (profile, k)."""
    return replace(profile, k=k, method=profile.method if k > 0 else "none")


def _occupancy(state: BackendState) -> int:
    return max(state.running + state.waiting, state.in_flight)


def _self_hosted(
    backend: Backend,
    state: BackendState,
    workload: Workload,
    learned: ClassStats,
    trusted: bool,
    profile: costmodel.PerfParams,
    cached_tokens: int = 0,
) -> CandidateEstimate:
    occupancy = _occupancy(state)
    room = slots(backend, state, workload.prompt_tokens + workload.expected_output_tokens)
    batch = min(occupancy + 1, room)
    # The measured prefill speed (gateway.routing.prefill) scales the prompt, not a copy of the
    # profile: the same prefill time, without a dataclass copy per backend per request.
    prompt = (workload.prompt_tokens - cached_tokens) * state.prefill_factor
    spec = backend.speculation
    alpha: float | None = None
    coverage = 1.0
    # the class's own measured α (learned at greedy-equivalent sampling), if it has one
    own_alpha = learned.alpha if trusted and learned.alpha_weight > 0 else None
    if spec.method is not SpecMethod.none:
        k = spec.k_at_batch(batch)
        if k != profile.k:  # vLLM's per-batch-size schedule (k = 0: no drafting at this batch)
            profile = _at_k(profile, k)
        prior, coverage = acceptance_prior(spec.method, workload)
        if own_alpha is not None:
            alpha = max(own_alpha - workload.sampling_penalty, 0.0)
        else:  # the class's prior, moved by what the backend's own counters measured
            alpha = min(max(prior + state.alpha_offset, 0.0), MAX_ALPHA)
    prefill = costmodel.prefill_s(profile, prompt)
    wait = queue_wait_s(profile, occupancy, room) * state.step_factor
    ttft = wait + prefill
    source = "learned" if own_alpha is not None else "prior"
    if trusted and learned.tpot_s is not None and workload.shape != "prefill-heavy":
        # What this backend has shown for this class, relative to the model at batch 1, as a
        # bounded correction: measurements carry the stalls of the load they were taken at.
        tpot, idle = costmodel.tpot_at_batches_s(profile, alpha=alpha or 0.0,
                                                 coverage=coverage, batches=(batch, 1))
        factor = min(max(learned.tpot_s / idle, 1 / MAX_LEARNED_FACTOR), MAX_LEARNED_FACTOR)
        tpot, source = tpot * factor, "learned"
    else:  # the model's, at the backend's measured step time (a learned TPOT carries it)
        tpot = state.step_factor * costmodel.tpot_s(profile, alpha=alpha or 0.0,
                                                    coverage=coverage, batch=batch)
    # On a fixed fleet the router compares what a request costs where it lands: its own
    # prefill and decode time on that GPU. Its 1/b share of shared steps (what the meter
    # bills) would make the busiest backend look cheapest and herd traffic onto it.
    decode = max(workload.expected_output_tokens - 1, 0)
    own_gpu_s = prompt * profile.prefill_s_per_token + decode * tpot
    cost = costmodel.gpu_cost_micros(profile.price_per_hour, own_gpu_s)
    return CandidateEstimate(
        backend=backend, ttft_s=ttft, tpot_s=tpot,
        latency_s=ttft + decode * tpot, cost_micros=cost, alpha=alpha,
        source=source, weight=learned.weight, age_s=learned.age_s, load=occupancy,
        tokens=workload.prompt_tokens + workload.expected_output_tokens,
        prefill_s=prefill, cached_tokens=cached_tokens,
    )


def _hosted(
    backend: Backend,
    state: BackendState,
    workload: Workload,
    learned: ClassStats,
    trusted: bool,
    price: TokenPrice | None,
) -> CandidateEstimate:
    ttft, tpot, source = HOSTED_TTFT_PRIOR_S, HOSTED_TPOT_PRIOR_S, "prior"
    if trusted and learned.tpot_s is not None:
        tpot, source = learned.tpot_s, "learned"
    if trusted and learned.ttft_s is not None:
        ttft = learned.ttft_s
    cost = None
    if price is not None:
        cost = price.cost_micros(workload.prompt_tokens, workload.expected_output_tokens)
    decode_tokens = max(workload.expected_output_tokens - 1, 0)
    return CandidateEstimate(
        backend=backend, ttft_s=ttft, tpot_s=tpot, latency_s=ttft + decode_tokens * tpot,
        cost_micros=cost, alpha=None, source=source, weight=learned.weight,
        age_s=learned.age_s, load=_occupancy(state),
        tokens=workload.prompt_tokens + workload.expected_output_tokens,
    )
