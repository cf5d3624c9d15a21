"""Prometheus metrics: the gateway's own overhead, requests, limiter, usage buffer and breakers.

Exposed at ``GET /metrics`` in Prometheus' text format. With several uvicorn workers
``specgate serve`` sets ``PROMETHEUS_MULTIPROC_DIR`` to an empty directory (or empties the one
given) so a scrape that lands on any worker sees all of them: counters and histograms are
summed over processes, ``specgate_usage_pending`` is summed, the other gauges take the maximum
over live workers.

- ``specgate_overhead_seconds{endpoint, stream}``: time spent in the gateway excluding the wait
  on backends. Non-streaming: observed when the response headers (and the
  ``x-specgate-overhead-ms`` header) are built. Streaming: observed once at the end of the
  stream, over the whole stream (the header only covers the time to the first byte).
  Neither includes uvicorn's HTTP parsing or the loopback hops.
- ``specgate_requests_total{status, code, backend, workload}``: every completion request, by
  the usage event's status (``ok``, ``client-disconnected``, ``backend-error``; ``code`` empty)
  for requests that reached a backend, or by the HTTP status and error code of the refusal
  (``401``/``invalid_api_key``, ``429``/``tokens``, ``503``/``overloaded`` when a policy's
  ``max_queue_ms`` sheds it, ...).
- ``specgate_prompt_tokens_total{backend, source}``: the prompt tokens of the requests that
  reached a backend, as metered: ``source="cache"`` the ones its prefix cache held (vLLM's
  ``cached_tokens``), ``"computed"`` the rest.
- ``specgate_limits_degraded``: 1 while the limiter runs on per-process limits (Redis down).
- ``specgate_usage_pending`` / ``specgate_usage_spooled_segments``: the usage buffer.
- ``specgate_backend_breaker_state{backend}``: 0 closed, 1 half-open, 2 open.
- ``specgate_backend_speed_factor{backend, phase}``: what the router measured against the cost
  model, ``phase`` ``prefill`` (TTFTs, ``gateway.routing.prefill``) or ``decode_step`` (the
  engine's step time, ``gateway.routing.step_time``); 1 = the datasheet, 2 = twice as slow.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from typing import Any

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

from gateway.backends.health import BreakerState
from gateway.state import State

MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
REFRESH_S = 5.0  # gauges are also refreshed this often, so other workers' scrapes see them

OVERHEAD = Histogram(
    "specgate_overhead_seconds", "Time spent in the gateway, excluding the wait on backends.",
    ["endpoint", "stream"],
    buckets=(0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1))
REQUESTS = Counter(
    "specgate_requests", "Completion requests by outcome (or refusal and its error code), "
    "backend and workload class.", ["status", "code", "backend", "workload"])
PROMPT_TOKENS = Counter(
    "specgate_prompt_tokens", "Metered prompt tokens by backend: held by its prefix cache, or "
    "computed.", ["backend", "source"])
LIMITS_DEGRADED = Gauge(
    "specgate_limits_degraded", "1 while rate limits and budgets are enforced per process.",
    multiprocess_mode="max")
USAGE_PENDING = Gauge(
    "specgate_usage_pending", "Usage events in memory, not yet handed on.",
    multiprocess_mode="sum")
USAGE_SPOOLED = Gauge(
    "specgate_usage_spooled_segments", "Usage spool segments waiting for replay.",
    multiprocess_mode="max")
BREAKER = Gauge(
    "specgate_backend_breaker_state", "Circuit breaker: 0 closed, 1 half-open, 2 open.",
    ["backend"], multiprocess_mode="max")
SPEED_FACTOR = Gauge(
    "specgate_backend_speed_factor",
    "Measured prefill or decode step time over the cost model's (1 = as the datasheet says).",
    ["backend", "phase"], multiprocess_mode="livemostrecent")
BREAKER_VALUES = {BreakerState.closed: 0, BreakerState.half_open: 1, BreakerState.open: 2}

# Bound children, so the request path does no label resolution (a lock and a dict per call).
_overhead: dict[tuple[str, bool], Any] = {}
_requests: dict[tuple[str, str, str, str], Any] = {}
_prompt: dict[str, tuple[Any, Any]] = {}  # backend -> (cache, computed)


def observe_overhead(endpoint: str, stream: bool, seconds: float) -> None:
    child = _overhead.get((endpoint, stream))
    if child is None:
        child = _overhead[(endpoint, stream)] = OVERHEAD.labels(
            endpoint, "true" if stream else "false")
    child.observe(seconds)


def count_request(status: str, backend: str, workload: str, code: str = "") -> None:
    key = (status, code, backend, workload)
    child = _requests.get(key)
    if child is None:
        child = _requests[key] = REQUESTS.labels(*key)
    child.inc()


def count_prompt_tokens(backend: str, prompt_tokens: int, cached_tokens: int) -> None:
    children = _prompt.get(backend)
    if children is None:
        children = _prompt[backend] = (PROMPT_TOKENS.labels(backend, "cache"),
                                       PROMPT_TOKENS.labels(backend, "computed"))
    cached = min(cached_tokens, prompt_tokens)
    if cached > 0:
        children[0].inc(cached)
    if prompt_tokens > cached:
        children[1].inc(prompt_tokens - cached)


def refresh(state: State) -> None:
    """Set the gauges from the live state of this process."""
    LIMITS_DEGRADED.set(1 if state.meter.degraded else 0)
    USAGE_PENDING.set(state.usage.pending)
    USAGE_SPOOLED.set(state.usage.spooled_segments)
    fleet_state = state.extras.get("fleet_state")
    breakers = getattr(fleet_state, "breakers", None)
    if breakers is not None:
        for b in state.fleet.backends:
            BREAKER.labels(b.name).set(BREAKER_VALUES.get(breakers.state(b.name), 0))
    factors = getattr(fleet_state, "speed_factors", None)
    if factors is not None:
        for name, by_phase in factors().items():
            for phase, value in by_phase.items():
                SPEED_FACTOR.labels(name, phase).set(value)


async def refresh_loop(state: State) -> None:
    while True:
        with contextlib.suppress(Exception):
            refresh(state)
        await asyncio.sleep(REFRESH_S)


def exposition(state: State) -> tuple[bytes, str]:
    """The scrape body and its content type."""
    refresh(state)
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST


def process_exited(pid: int) -> None:
    """Drop a stopped worker's live gauges (multiprocess mode only)."""
    if MULTIPROCESS:
        multiprocess.mark_process_dead(pid)
