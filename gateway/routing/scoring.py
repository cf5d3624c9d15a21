"""Objectives: order estimated candidates best-first and name the rule that decided.

| objective     | first choice                                                            |
|---------------|-------------------------------------------------------------------------|
| cost          | the cheapest candidate meeting both SLOs; if none does, the closest     |
| latency       | the fastest (total latency) within the cost cap; if none is, the cheapest|
| balanced      | the highest sum of weighted terms, each 0..1: best latency / latency,    |
|               | best cost / cost, and 1 for meeting both SLOs                           |
| round-robin   | the next candidate in turn (baseline)                                   |
| least-loaded  | the fewest running + waiting (+ in-flight) requests, ties in turn       |

Every function returns the candidates in order (the rest are fallbacks) plus a headline for
``x-specgate-reason``. Ties keep the candidates' incoming order, so results are deterministic.

Before the objective, ``rank`` keeps load even and counts the harm a placement does: the
objective orders the self-hosted candidates within ``policy.spread`` requests of the least loaded
among those where the placement misses the fewest SLO targets (``expected_misses``: the request's
own TTFT, plus the requests decoding there that its prefill would push past their TPOT target,
from ``gateway.routing.neighbours``), and the hosted ones; the others follow, in the objective's
order among themselves. A request's own estimate does not carry what it does to its neighbours
(its prefill stalls every sequence decoding beside it), and on prefill-heavy traffic that harm
decides SLO attainment, and the tail of time per output token, more than which backend decodes
fastest. A backend whose prefix cache holds enough of the prompt to halve the prefill the
least loaded would run joins the objective's choice up to ``AFFINITY_SPREAD`` requests above the
limit, while the request would still decode there within its TPOT target: the stall that keeps
load even is mostly gone there, and the objective weighs the shorter TTFT and the GPU time saved
against decoding in a larger batch (``gateway.routing.prefix``). Not at any load: every
conversation a backend holds comes back to it, so unbounded affinity kept loading the replica
that held the most (35 requests in flight against 6-13 elsewhere at overload,
``bench/routing/PREFIX.md``). At overload a backend whose decodes are all past their target
draws the long prompts (a prefill there pushes no one past a target), and the fewest misses
would keep sending them, the queue there growing to tens of seconds while the others met their
targets (p95 TTFT 16-22 s, PREFIX.md, "Overload"). So past ``slo.ttft_ceiling`` (4) times its
TTFT target (its queue behind a full KV pool is in the estimate,
``gateway.routing.estimate.slots``) a request's wait counts one more miss for every further
target's length: a queue that long is worth sparing only as many neighbours. Counting every
target's length from the first spread the overflow over every replica (40% within the SLO
against 74%); leaving backends past the ceiling out altogether pushed more neighbours past their
target on a loaded mixed fleet (p95 time per output token +95 ± 10 ms at high load,
``bench/routing``). The same pull works short of overload: once a replica's decodes are past
their target, a long prompt there pushes no one, so the fewest misses kept choosing it while the
request itself decoded late (45 of 120 requests on one of four identical replicas without prefix
caching, 17 of its 21 placements above the least loaded missing the SLO,
``bench/routing/prefix.py --no-cache``). So on a backend more than ``policy.spread`` requests
above the least loaded, the request's own TPOT past its target counts as a miss too: only there,
where the load-even choice would not make it late. Counted everywhere it traded TTFT misses for
TPOT misses the learned estimates overstate (``bench/routing/HISTORY.md``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gateway.routing.estimate import CandidateEstimate
from gateway.routing.policy import Objective, Policy

__all__ = [
    "AFFINITY_SPREAD", "BASELINES", "SCORERS", "Ranking", "per_mtok_usd", "rank", "slo_shortfall",
    "within_spread",
]

AFFINITY_SPREAD = 3  # requests above the load-even limit a backend holding the prompt may have


@dataclass(frozen=True, slots=True)
class Ranking:
    order: tuple[CandidateEstimate, ...]
    headline: str
    scores: dict[str, float]  # backend name -> the number it was ordered by


Scorer = Callable[[Sequence[CandidateEstimate], Policy], Ranking]


def _cost(c: CandidateEstimate) -> float:
    return math.inf if c.cost_micros is None else float(c.cost_micros)


def _meets(c: CandidateEstimate, policy: Policy) -> bool:
    return c.meets(policy.slo.ttft_ms, policy.slo.tpot_ms)


def slo_shortfall(c: CandidateEstimate, policy: Policy) -> float:
    """How far the worse of TTFT and TPOT is from its target (1.0 = exactly on target)."""
    return max(c.ttft_s * 1000 / policy.slo.ttft_ms, c.tpot_s * 1000 / policy.slo.tpot_ms)


def by_cost(cands: Sequence[CandidateEstimate], policy: Policy) -> Ranking:
    """Cheapest meeting the SLO; candidates missing it follow, closest to it first."""
    ok = sorted((c for c in cands if _meets(c, policy)), key=_cost)
    late = sorted((c for c in cands if not _meets(c, policy)),
                  key=lambda c: slo_shortfall(c, policy))
    headline = "cheapest within SLO" if ok else "no backend meets SLO; closest"
    scores = {c.name: _cost(c) for c in ok} | {c.name: slo_shortfall(c, policy) for c in late}
    return Ranking(tuple(ok + late), headline, scores)


def per_mtok_usd(c: CandidateEstimate) -> float:
    """Dollars per 1M tokens (prompt + output): micro-dollars per token, numerically."""
    return _cost(c) / max(c.tokens, 1)


def by_latency(cands: Sequence[CandidateEstimate], policy: Policy) -> Ranking:
    """Fastest within ``cost_cap_usd_per_mtok``; over the cap follow, cheapest first."""
    cap = policy.cost_cap_usd_per_mtok
    under = [c for c in cands if cap is None or per_mtok_usd(c) <= cap]
    over = [c for c in cands if c not in under]
    under.sort(key=lambda c: c.latency_s)
    over.sort(key=_cost)
    if cap is None:
        headline = "fastest"
    else:
        headline = "fastest within cost cap" if under else "none within cost cap; cheapest"
    scores = {c.name: c.latency_s for c in under} | {c.name: _cost(c) for c in over}
    return Ranking(tuple(under + over), headline, scores)


def by_balance(cands: Sequence[CandidateEstimate], policy: Policy) -> Ranking:
    """Weighted sum of latency, cost and SLO terms (higher is better)."""
    w = policy.weights
    best_latency = min(c.latency_s for c in cands)
    best_cost = min(max(_cost(c), 1.0) for c in cands)

    def score(c: CandidateEstimate) -> float:
        latency = best_latency / c.latency_s if c.latency_s > 0 else 1.0
        cost = best_cost / max(_cost(c), 1.0) if math.isfinite(best_cost) else 1.0
        return w.latency * latency + w.cost * cost + w.slo * float(_meets(c, policy))

    scores = {c.name: round(score(c), 4) for c in cands}
    order = sorted(cands, key=lambda c: -scores[c.name])
    return Ranking(tuple(order), "best latency/cost balance", scores)


def by_turn(cands: Sequence[CandidateEstimate], policy: Policy) -> Ranking:
    """Round-robin: the caller rotates the candidates; this keeps that order."""
    return Ranking(tuple(cands), "round-robin", {c.name: float(i) for i, c in enumerate(cands)})


def by_load(cands: Sequence[CandidateEstimate], policy: Policy) -> Ranking:
    """Least-loaded: fewest requests on the backend now; ties keep the rotated order."""
    order = sorted(cands, key=lambda c: c.load)
    return Ranking(tuple(order), "least loaded", {c.name: float(c.load) for c in cands})


SCORERS: dict[Objective, Scorer] = {
    "cost": by_cost,
    "latency": by_latency,
    "balanced": by_balance,
    "round-robin": by_turn,
    "least-loaded": by_load,
}
BASELINES: frozenset[Objective] = frozenset({"round-robin", "least-loaded"})


def expected_misses(c: CandidateEstimate, policy: Policy) -> int:
    """SLO targets missed by placing the request on ``c``: its own TTFT (one more for every
    target's length, or part of one, it waits past ``slo.ttft_ceiling`` targets), and the requests
    decoding there that its prefill would push past their TPOT target."""
    late = c.ttft_s * 1000 / policy.slo.ttft_ms
    ceiling = policy.slo.ttft_ceiling
    own = 0 if late <= 1 else 1 if late <= ceiling else 1 + math.ceil(late - ceiling)
    return own + c.pushed


def within_spread(cands: Sequence[CandidateEstimate], policy: Policy) -> list[CandidateEstimate]:
    """Hosted candidates, and self-hosted ones at most ``policy.spread`` requests above the least
    loaded of those with the fewest expected misses: a backend with few requests but a long
    prefill queued is not the place for one more, nor one where short answers are decoding when
    the prompt is long. A backend above the load-even limit where the request would decode past
    its TPOT target counts that as one more miss. Self-hosted ones whose prefix cache halves the
    prefill the least loaded would run may be up to ``AFFINITY_SPREAD`` requests busier still,
    if the request would meet its TPOT target there."""
    own = [c for c in cands if not c.hosted]
    if not own:
        return list(cands)
    tpot_s = policy.slo.tpot_ms / 1000
    even = min(c.load for c in own) + policy.spread  # the load-even limit over all of them
    misses = {c: expected_misses(c, policy) + (c.load > even and c.tpot_s > tpot_s)
              for c in own}
    fewest = min(misses.values())
    timely = [c for c in own if misses[c] == fewest]
    least = min(c.load for c in timely)
    limit = least + policy.spread
    halved = min(c.prefill_s for c in timely if c.load == least) / 2
    return [c for c in cands if c.hosted or (c in timely and (c.load <= limit or (
        c.cached_tokens > 0 and c.prefill_s <= halved and c.load <= limit + AFFINITY_SPREAD
        and c.tpot_s <= tpot_s)))]


def rank(cands: Sequence[CandidateEstimate], policy: Policy) -> Ranking:
    scorer = SCORERS[policy.objective]
    if policy.objective in BASELINES or not cands:
        return scorer(cands, policy)
    near = within_spread(cands, policy)
    busier = [c for c in cands if c not in near]
    first = scorer(near, policy)
    if not busier:
        return first
    rest = scorer(busier, policy)
    headline = f"{first.headline} of the least loaded"
    return Ranking(first.order + rest.order, headline, first.scores | rest.scores)
