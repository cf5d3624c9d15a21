"""The live fleet state the router reads: one immutable snapshot per routing decision.

Produced by ``gateway.routing.stats`` (scrapes of each backend's /metrics, the gateway's own
per-request measurements, circuit breakers); consumed by ``gateway.routing.router``. Scorers
never call Redis or the network themselves: they read a snapshot taken before the pipeline runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gateway.routing.classify import Workload


def class_key(workload: Workload) -> str:
    """The workload class acceptance and latencies are learned per: ``KIND/GROUNDING``."""
    return f"{workload.kind}/{workload.grounding}"


@dataclass(frozen=True, slots=True)
class ClassStats:
    """What one backend has shown for one workload class (decayed averages; ``weight`` is the
    decayed number of observations behind them, 0 when only the prior is known)."""

    ttft_s: float | None = None
    tpot_s: float | None = None
    alpha: float | None = None  # per-token draft acceptance for this class, if speculative
    weight: float = 0.0
    alpha_weight: float = 0.0  # the decayed count behind ``alpha`` alone (0: its prior)
    age_s: float | None = None  # seconds since the freshest observation; None: prior only


@dataclass(frozen=True, slots=True)
class BackendState:
    name: str
    healthy: bool = True  # circuit closed (or half-open and this request may probe)
    running: int = 0  # sequences in the running batch (vllm:num_requests_running, tgi batch)
    waiting: int = 0  # queued requests
    kv_usage: float = 0.0  # 0..1
    alpha: float | None = None  # backend-wide acceptance from the spec-decode counter deltas
    # that acceptance minus the priors of what the backend served (routing.acceptance_offset):
    # what a class without acceptance of its own measured adds to its prior
    alpha_offset: float = 0.0
    classes: Mapping[str, ClassStats] = field(default_factory=dict)
    scraped_at: float | None = None  # wall time of the last successful scrape
    in_flight: int = 0  # requests the gateway has open on the backend (all replicas that share)
    prefill_factor: float = 1.0  # measured prefill time over the cost model's (routing.prefill)
    step_factor: float = 1.0  # measured decode step time over the cost model's (routing.step_time)
    kv_capacity_tokens: int = 0  # the backend's KV pool as its /metrics reports it; 0: unknown
    prefix_caching: bool | None = None  # whether the engine says it caches prefixes; None: silent
    restarts: int = 0  # engine restarts seen by the scrapes: a change means its cache is empty


@dataclass(frozen=True, slots=True)
class FleetSnapshot:
    backends: Mapping[str, BackendState]
    taken_at: float

    def get(self, name: str) -> BackendState:
        return self.backends.get(name) or BackendState(name=name)
