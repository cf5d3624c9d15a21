"""Circuit breakers: transitions, and opening/closing on live simulated backends."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator

import httpx
import pytest

from gateway.backends.health import BreakerConfig, Breakers, BreakerState
from gateway.config.fleet import Backend
from gateway.routing.stats import FleetState, StatsConfig
from gateway.sim.calibration import MODEL as SERVED
from gateway.sim.calibration import backend
from gateway.sim.harness import RunningBackend, running_backend

COOLDOWN = 5.0


class Clock:
    """A monotonic clock the test moves by hand, so cool-downs take no wall time."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def sim() -> Iterator[RunningBackend]:
    with running_backend(backend("vllm-plain"), time_scale=50) as url:
        yield url


def at(sim: RunningBackend) -> Backend:
    return sim.backend.model_copy(update={"base_url": sim.url})


def fleet_state(b: Backend, clock: Clock, *, interval_s: float = 1.5) -> FleetState:
    config = StatsConfig(breaker=BreakerConfig(failure_threshold=3, cooldown_s=COOLDOWN),
                         interval_s=interval_s)
    return FleetState([b], config=config, clock=clock)


def test_request_failures_open_and_a_probe_closes() -> None:
    clock = Clock()
    br = Breakers(["a"], config=BreakerConfig(failure_threshold=3, cooldown_s=COOLDOWN),
                  clock=clock)
    br.failure("a")
    br.failure("a")
    br.success("a")  # consecutive failures only
    for _ in range(3):
        assert br.healthy("a")
        br.failure("a")
    assert br.state("a") is BreakerState.open and not br.healthy("a")
    br.success("a", "scrape")  # /metrics answering proves nothing about generation
    clock.now += COOLDOWN
    assert br.state("a") is BreakerState.half_open and br.healthy("a")
    br.claim_probe("a")
    assert not br.healthy("a")  # one probe at a time
    br.failure("a")
    assert br.state("a") is BreakerState.open
    clock.now += COOLDOWN
    br.claim_probe("a")
    br.success("a")
    assert br.state("a") is BreakerState.closed and br.healthy("a")


def test_scrape_failures_hold_it_open_until_a_scrape_succeeds() -> None:
    clock = Clock()
    br = Breakers(config=BreakerConfig(failure_threshold=2, cooldown_s=COOLDOWN), clock=clock)
    br.failure("b", "scrape")
    br.failure("b", "request")
    assert br.healthy("b")  # sources are counted apart
    br.failure("b", "scrape")
    assert br.state("b") is BreakerState.open
    clock.now += COOLDOWN - 1
    br.failure("b", "scrape")  # still down: the cool-down restarts
    clock.now += COOLDOWN - 1
    assert br.state("b") is BreakerState.open
    clock.now += 1
    assert br.state("b") is BreakerState.half_open
    assert not br.healthy("b")  # the next scrape is the probe, not a request
    br.success("b", "scrape")
    assert br.state("b") is BreakerState.closed


async def test_unhealthy_backend_opens_and_closes_after_half_open(sim: RunningBackend) -> None:
    clock = Clock()
    fs = fleet_state(at(sim), clock)
    name = sim.backend.name
    sim.unhealthy(True)
    try:
        for _ in range(3):
            assert fs.snapshot().get(name).healthy
            await fs.refresh()
        assert not fs.snapshot().get(name).healthy
        assert "503" in fs.scraped(name).error
    finally:
        sim.unhealthy(False)
    await fs.refresh()
    assert not fs.snapshot().get(name).healthy  # healthy again, but the cool-down runs
    clock.now += COOLDOWN
    await fs.refresh()  # half-open: this successful scrape is the probe
    assert fs.breakers.state(name) is BreakerState.closed and fs.snapshot().get(name).healthy


async def test_closed_port_opens_in_the_background() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{s.getsockname()[1]}"
    dead = backend("vllm-plain").model_copy(update={"base_url": url})
    fs = fleet_state(dead, Clock(), interval_s=0.02)
    await fs.start()
    try:
        deadline = time.monotonic() + 5
        while fs.snapshot().get(dead.name).healthy:
            assert time.monotonic() < deadline, "breaker never opened"
            await asyncio.sleep(0.01)
        assert fs.breakers.state(dead.name) is BreakerState.open
        assert "Connect" in fs.scraped(dead.name).error
    finally:
        await fs.stop()


async def test_hanging_backend_opens_on_request_timeouts(sim: RunningBackend) -> None:
    clock = Clock()
    fs = fleet_state(at(sim), clock)
    name = sim.backend.name
    body = {"model": SERVED, "messages": [{"role": "user", "content": "Hi"}], "max_tokens": 4}
    url = f"{sim}/v1/chat/completions"
    sim.hang(True)
    try:
        async with httpx.AsyncClient(timeout=0.2) as client:
            for _ in range(3):  # what the request path reports: timeouts
                fs.started(name)
                with pytest.raises(httpx.ReadTimeout):
                    await client.post(url, json=body)
                fs.finished(name)
                fs.failure(name)
        assert not fs.snapshot().get(name).healthy
        await fs.refresh()  # /health and /metrics still answer: that does not close it
        assert not fs.snapshot().get(name).healthy
    finally:
        sim.hang(False)
    clock.now += COOLDOWN
    snap = fs.snapshot().get(name)
    assert snap.healthy and snap.in_flight == 0  # half-open: one request may probe
    fs.started(name)
    assert not fs.snapshot().get(name).healthy  # and only one
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(url, json=body)
    fs.finished(name)
    assert r.status_code == 200
    fs.success(name)
    assert fs.breakers.state(name) is BreakerState.closed and fs.snapshot().get(name).healthy
