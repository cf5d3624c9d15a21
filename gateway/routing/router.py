"""The live break-even router: filter → estimate → score → pick, under a per-tenant policy.

For each request: take one ``FleetSnapshot``; resolve the policy (key's, tenant's, ``balanced``)
and its per-class overrides; drop candidates with the filters (``gateway.routing.filters``);
estimate TTFT, time per output token, latency and cost on every backend of the model
(``gateway.routing.estimate``), adjusted by the router's own account of the prefills it has sent
(``gateway.routing.backlog``) and charged with the short answers decoding there that the
request's prefill would push past their TPOT target (``gateway.routing.neighbours``: a window
per request, closed by ``finished`` with the decision's ticket); order the survivors by the
policy's objective (``gateway.routing.scoring``); with probability ``exploration`` move a
candidate whose estimate is stale (and within the policy's ``spread`` of the least loaded) to
the front. Hosted (litellm) backends under ``hosted: overflow`` only compete when no
self-hosted candidate meets the SLO, and otherwise wait at the end of the fallbacks. The
returned ``Decision`` lists the ranked backends, then last-resort ones; ``reason`` is the short
header text and ``details`` the full counterfactual for the usage event.

Outcomes, failures and successes go to the live fleet state, which turns them into the learned
estimates and circuit breakers that the next snapshot carries.

With several replicas, each placement and its end also go to ``share`` (a ``PlacementSink``,
``gateway.routing.placement_sync``), and the other replicas' come back through
``placed_elsewhere`` / ``ended_elsewhere`` into the same account, so every replica's router
counts every replica's prefills, decode windows and requests in flight.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from gateway.backends.hosted import TokenPrice
from gateway.config.fleet import Backend, Model
from gateway.routing import costmodel
from gateway.routing.backlog import PrefillBacklog
from gateway.routing.classify import Workload
from gateway.routing.decision import Decision, Outcome
from gateway.routing.estimate import CandidateEstimate, estimate_backend, perf_profile
from gateway.routing.explain import details_list, reason_text
from gateway.routing.filters import BASELINE_FILTERS, FILTERS, RouteRequest, run_filters
from gateway.routing.neighbours import FORGET_AFTER_S, SWEEP_EVERY_S, NeighbourAccount, Ticket
from gateway.routing.placement import Placement, PlacementSink
from gateway.routing.policy import Policy
from gateway.routing.prefix import PrefixIndex
from gateway.routing.scoring import BASELINES, Ranking, rank, within_spread
from gateway.routing.snapshot import BackendState, FleetSnapshot

__all__ = ["FleetStats", "PolicyRouter", "PolicySource"]

MAX_OPEN = 100_000  # this router's requests in flight it remembers (far above any backend's)


class FleetStats(Protocol):
    """The live fleet state the router reads and feeds (``gateway.routing.stats.FleetState``)."""

    def snapshot(self) -> FleetSnapshot: ...

    def observe(self, name: str, workload: Workload, outcome: Outcome) -> None: ...

    def failure(self, name: str, why: str = "") -> None: ...

    def success(self, name: str) -> None: ...

    def started(self, name: str) -> None: ...

    def finished(self, name: str) -> None: ...

    def in_flight_elsewhere(self, name: str, delta: int) -> None:
        """Another replica's request on ``name`` started (+1) or ended (-1)."""


def caches(backend: Backend, state: BackendState) -> bool:
    """Whether ``backend`` caches prompt prefixes: the fleet file allows it and the engine does
    not say it is off (vLLM's ``cache_config_info``; an engine that does not say is believed to
    run its default, on)."""
    return backend.prefix_caching and state.prefix_caching is not False


class PolicySource(Protocol):
    """Policies by name (``gateway.routing.policy_store.PolicyStore``)."""

    def get(self, name: str | None) -> tuple[str, Policy]: ...


class PolicyRouter:
    """Implements ``gateway.routing.decision.Router``."""

    def __init__(
        self,
        fleet: FleetStats,
        policies: PolicySource,
        *,
        prices: Mapping[str, TokenPrice] | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.monotonic,
        share: PlacementSink | None = None,
    ) -> None:
        self._fleet = fleet
        self._policies = policies
        self._prices = dict(prices or {})
        self._rng = rng or random.Random()
        self._turn: dict[str, int] = {}  # model -> round-robin's next turn
        self._profiles: dict[str, tuple[Backend, costmodel.PerfParams]] = {}
        self._backlog = PrefillBacklog(clock)
        self._prefixes = PrefixIndex()
        self._neighbours = NeighbourAccount()
        self._tickets = itertools.count(1)
        self._open: dict[int, str] = {}  # this router's tickets not finished yet -> backend
        self._elsewhere: dict[tuple[str, int], tuple[str, float]] = {}  # -> backend, forget at
        self._swept = -math.inf
        self._restarts: dict[str, int] = {}  # backend -> engine restarts its index has seen
        self.share = share

    def decide(self, model: Model, workload: Workload, *, policy: str | None = None) -> Decision:
        return self._decide(model, workload, policy, place=True)

    def explain(self, model: Model, workload: Workload, *, policy: str | None = None) -> Decision:
        """The decision ``decide`` would make now, without placing the request: no ticket, no
        load or neighbour accounting, no exploration, round-robin's turn not taken (an
        operator's dry run)."""
        return self._decide(model, workload, policy, place=False)

    def _decide(self, model: Model, workload: Workload, policy: str | None, *,
                place: bool) -> Decision:
        name, base = self._policies.get(policy)
        pol = base.for_workload(workload)
        snap = self._fleet.snapshot()
        baseline = pol.objective in BASELINES
        backends = tuple(model.backends)
        if baseline:  # a dry run shows the next turn without taking it
            backends = self._rotate(model.name, backends, take=place)
        req = RouteRequest(model=model, workload=workload, policy=pol, snapshot=snap)
        filtered = run_filters(backends, req, BASELINE_FILTERS if baseline else FILTERS)
        if not filtered.kept:  # the policy's restrictions leave nothing: no backend, a 503
            why = "; ".join(f"{b.name} ({f}: {r})" for b, f, r in filtered.dropped)
            return _refusal(f"no backend this policy allows: {why}"[:200], name, policy, pol,
                            workload, chosen=None, candidates=[],
                            relaxed=list(filtered.relaxed))
        now = self._backlog.clock()
        if self._elsewhere:
            self._forget_elsewhere(now)
        out = workload.expected_output_tokens
        est = {b.name: self._backlog.adjust(self._estimate(b, snap, workload, pol), out, now)
               for b in backends}
        cands = [est[b.name] if baseline else self._charge_neighbours(est[b.name], now)
                 for b in filtered.kept]  # baselines do not weigh neighbours
        held = self._held_hosted(cands, pol, baseline)
        cands = [c for c in cands if c.name not in held]
        ranking = rank(cands, pol)
        order = list(ranking.order)
        shed = _shed_after(order, pol)
        if shed is not None:  # a hosted backend, even one held back, takes it instead
            overflow = next((c for c in order if c.hosted), None)
            if overflow is not None:
                order.remove(overflow)
            elif held:
                overflow = est[next(iter(held))]
                del held[overflow.name]
            if overflow is None:
                best = min(order, key=lambda c: c.queue_s)
                return _refusal(
                    f"shed: every backend's queue over {pol.max_queue_ms:.0f}ms "
                    f"(shortest {best.name} {best.queue_s * 1000:.0f}ms)", name, policy, pol,
                    workload, shed_retry_after_s=shed,
                    shed={"max_queue_ms": pol.max_queue_ms, "shortest": best.name,
                          "queue_ms": round(best.queue_s * 1000, 1)},
                    candidates=details_list(order, {}, []))
            order.insert(0, overflow)
        order, passed_over = _within_queue_limit(order, pol)
        explored = None if baseline or not place else self._explore(order, pol)
        last = [est[b.name] for b in filtered.last_resort] + [est[n] for n in held]
        last.sort(key=lambda c: c.latency_s)
        dropped = {b.name: f"{f}: {why}" for b, f, why in filtered.dropped}
        dropped |= {n: f"overflow: {why}" for n, why in held.items()}
        headline = self._headline(ranking, order, cands)
        if passed_over:
            headline = f"queue under {pol.max_queue_ms:.0f}ms first, then {headline}"
        reason = reason_text(
            headline, order, pol.objective, explored=explored,
            dropped=[(n, why.split(": ", 1)[1]) for n, why in dropped.items()],
        )
        details: dict[str, Any] = {
            "policy": name,
            "objective": pol.objective,
            "class": workload.label,
            "slo": {"ttft_ms": pol.slo.ttft_ms, "tpot_ms": pol.slo.tpot_ms},
            "chosen": order[0].name if order else None,
            "explored": explored is not None,
            "candidates": details_list(
                order, ranking.scores, [(est[n], why) for n, why in dropped.items()]),
            "relaxed": list(filtered.relaxed),
        }
        if policy is not None and policy != name:
            details["requested_policy"] = policy
        chosen = tuple(c.backend for c in order) + tuple(c.backend for c in last)
        ticket = None
        if place and order and not order[0].hosted:
            first, ticket = order[0], next(self._tickets)
            affine = caches(first.backend, snap.get(first.name))
            p = Placement(first.name, ticket, prefill_in_s=first.queue_s,
                          prefill_s=first.prefill_s, ttft_s=first.ttft_s, tpot_s=first.tpot_s,
                          output_tokens=out, tpot_target_s=pol.slo.tpot_ms / 1000,
                          prefix=workload.prefix if affine else ())
            self._account(p, ticket, now)
            if affine:
                self._prefixes.sent(first.name, workload.prefix,
                                    snap.get(first.name).kv_capacity_tokens)
            self._open[ticket] = first.name
            if len(self._open) > MAX_OPEN:  # a request never reported finished: forget it
                del self._open[next(iter(self._open))]
            if self.share is not None:
                self.share.placed(p)
        return Decision(backends=chosen, reason=reason, details=details, ticket=ticket)

    # -- other replicas' placements (``gateway.routing.placement_sync``) ---------------------

    def placed_elsewhere(self, replica: str, p: Placement, age_s: float) -> None:
        """Another replica placed ``p`` ``age_s`` ago: its prefill and decode window join this
        router's account, and it counts toward the backend's requests in flight."""
        now = self._backlog.clock()
        at = now - max(age_s, 0.0)
        key = (replica, p.ticket)
        self._account(p, key, at)
        forget = at + p.ttft_s + max(p.output_tokens - 1, 0) * p.tpot_s + FORGET_AFTER_S
        self._elsewhere[key] = (p.backend, forget)
        self._fleet.in_flight_elsewhere(p.backend, +1)
        self._forget_elsewhere(now)  # also on a replica that routes nothing itself

    def ended_elsewhere(self, replica: str, backend: str, ticket: int) -> None:
        key = (replica, ticket)
        placed = self._elsewhere.pop(key, None)
        if placed is not None:
            self._neighbours.ended(placed[0], key)
            self._fleet.in_flight_elsewhere(placed[0], -1)

    def prefix_elsewhere(self, backend: str, prefix: tuple[int, ...]) -> None:
        """Another replica sent a prompt to ``backend``: its prefix is cached there now."""
        self._prefixes.sent(backend, prefix)

    def retried(self, backend: Backend, workload: Workload) -> None:
        """The request is being sent to ``backend`` after the ones before it failed: its prompt
        will be cached there, not only where it was placed."""
        state = self._fleet.snapshot().get(backend.name)
        if caches(backend, state) and workload.prefix:
            self._prefixes.sent(backend.name, workload.prefix, state.kv_capacity_tokens)
            if self.share is not None:
                self.share.cached(backend.name, workload.prefix)

    def failed(self, backend: Backend, why: str = "") -> None:
        self._fleet.failure(backend.name, why)

    def succeeded(self, backend: Backend) -> None:
        self._fleet.success(backend.name)

    def observe(self, backend: Backend, workload: Workload, outcome: Outcome) -> None:
        self._fleet.observe(backend.name, workload, outcome)

    def started(self, backend: Backend) -> None:
        self._fleet.started(backend.name)

    def finished(self, backend: Backend, ticket: int | None = None) -> None:
        """Called once per backend attempt; the ticket's window (on the backend it was placed
        on, also when a fallback served it) ends with the first."""
        self._fleet.finished(backend.name)
        placed = self._open.pop(ticket, None) if ticket is not None else None
        if placed is not None and ticket is not None:
            self._neighbours.ended(placed, ticket)
            if self.share is not None:
                self.share.ended(placed, ticket)

    def _account(self, p: Placement, ticket: Ticket, at: float) -> None:
        """Enter a placement made at ``at`` (this router's clock) into the account."""
        self._backlog.sent(p.backend, p.prefill_s, at)
        self._neighbours.sent(
            p.backend, ticket, ttft_s=p.ttft_s, tpot_s=p.tpot_s, output_tokens=p.output_tokens,
            tpot_target_s=p.tpot_target_s, prefill_from=at + p.prefill_in_s,
            prefill_s=p.prefill_s, now=at)

    def _forget_elsewhere(self, now: float) -> None:
        """Drop other replicas' requests long past their expected end (their replica died
        before it said they ended), once a second."""
        if now - self._swept < SWEEP_EVERY_S:
            return
        self._swept = now
        for key in [k for k, (_, forget) in self._elsewhere.items() if forget < now]:
            backend, _ = self._elsewhere.pop(key)
            self._fleet.in_flight_elsewhere(backend, -1)

    def _rotate(self, model: str, backends: tuple[Backend, ...], *, take: bool = True
                ) -> tuple[Backend, ...]:
        turn = self._turn.get(model, 0)
        if take:
            self._turn[model] = turn + 1
        i = turn % len(backends)
        return backends[i:] + backends[:i]

    def _estimate(
        self, backend: Backend, snap: FleetSnapshot, workload: Workload, pol: Policy
    ) -> CandidateEstimate:
        profile = self._profiles.get(backend.name)
        if profile is None or profile[0] is not backend:
            profile = (backend, perf_profile(backend))
            self._profiles[backend.name] = profile
        state = snap.get(backend.name)
        hit = 0
        restarts = self._restarts.setdefault(backend.name, state.restarts)
        if not state.healthy or restarts != state.restarts:  # down, or back with an empty cache
            self._prefixes.forget(backend.name)
            self._restarts[backend.name] = state.restarts
        elif caches(backend, state) and workload.prefix:
            hit = self._prefixes.cached_tokens(backend.name, workload.prefix,
                                               workload.prefix_bytes, workload.prompt_tokens)
        return estimate_backend(backend, state, workload, pol, profile=profile[1],
                                price=self._prices.get(backend.name), cached_tokens=hit)

    def _charge_neighbours(self, c: CandidateEstimate, now: float) -> CandidateEstimate:
        if c.hosted:
            return c
        pushed = self._neighbours.pushed(c.name, now + c.queue_s, c.prefill_s, now)
        return c.pushing(pushed) if pushed else c

    @staticmethod
    def _held_hosted(
        cands: list[CandidateEstimate], pol: Policy, baseline: bool
    ) -> dict[str, str]:
        """Hosted candidates kept back under ``hosted: overflow``, with why."""
        hosted = [c for c in cands if c.hosted]
        if pol.hosted != "overflow" or not hosted:
            return {}
        own = [c for c in cands if not c.hosted]
        if not own:
            return {}
        if baseline:
            return {c.name: "overflow only" for c in hosted}
        meeting = [c for c in own if c.meets(pol.slo.ttft_ms, pol.slo.tpot_ms)]
        if not meeting:
            return {}
        return {c.name: f"{meeting[0].name} meets SLO" for c in hosted}

    def _explore(self, order: list[CandidateEstimate], pol: Policy) -> CandidateEstimate | None:
        """With probability ``exploration``, serve the stalest non-best self-hosted candidate."""
        if len(order) < 2 or pol.exploration <= 0 or self._rng.random() >= pol.exploration:
            return None
        learning = pol.learning
        near = within_spread(order, pol)
        stale = [c for c in order[1:] if c in near and not c.hosted
                 and c.stale(learning.stale_weight, learning.stale_age_s)]
        if not stale:
            return None
        pick = min(stale, key=lambda c: (c.weight, -(c.age_s or math.inf)))
        order.remove(pick)
        order.insert(0, pick)
        return pick

    @staticmethod
    def _headline(ranking: Ranking, order: list[CandidateEstimate],
                  cands: list[CandidateEstimate]) -> str:
        if order and order[0].hosted and any(not c.hosted for c in cands):
            return f"overflow to hosted ({ranking.headline})"
        return ranking.headline


def _shed_after(order: list[CandidateEstimate], pol: Policy) -> float | None:
    """Under ``max_queue_ms``: when every self-hosted candidate would queue the request past
    it, the seconds until the shortest queue is back under it."""
    if pol.max_queue_ms is None or not order or order[0].hosted:
        return None
    limit_s = pol.max_queue_ms / 1000
    shortest = min(c.queue_s for c in order if not c.hosted)
    return shortest - limit_s if shortest > limit_s else None


def _within_queue_limit(order: list[CandidateEstimate], pol: Policy
                        ) -> tuple[list[CandidateEstimate], bool]:
    """Under ``max_queue_ms``, with some backend under it: the self-hosted backends that would
    queue the request past it after the rest, as fallbacks (admitting a request the limit is
    there to refuse and placing it behind a longer queue would defeat it); and whether the
    policy's first choice was one of them."""
    if pol.max_queue_ms is None:
        return order, False
    limit_s = pol.max_queue_ms / 1000
    over = [c for c in order if not c.hosted and c.queue_s > limit_s]
    if not over:
        return order, False
    under = [c for c in order if c.hosted or c.queue_s <= limit_s]
    return under + over, bool(under) and order[0] in over


def _refusal(reason: str, name: str, requested: str | None, pol: Policy, workload: Workload,
             shed_retry_after_s: float | None = None, **details: Any) -> Decision:
    """A decision that places the request nowhere (the proxy answers 503), with what decided."""
    record: dict[str, Any] = {"policy": name, "objective": pol.objective,
                              "class": workload.label, **details}
    if requested is not None and requested != name:
        record["requested_policy"] = requested
    return Decision(backends=(), reason=reason, details=record,
                    shed_retry_after_s=shed_retry_after_s)
