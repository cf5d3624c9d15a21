"""A simulated fleet served in this process, with a recorder of every request's true timings.

Every backend runs ``gateway.sim.build_app`` (seed 0 on all of them, so a request's planned
output is the same wherever it goes) on a free loopback port in the caller's event loop. The
recorder is a sim engine observer: it keeps each finished request's simulated arrival, first
token and finish times, tokens and draft acceptance (keyed by the request's ``seed``, which the
replay makes unique), each engine's busy seconds (the sum of its step durations) and how far its
virtual clock ever fell behind the wall clock (CPU lag, which would distort the load).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from gateway.config.fleet import Backend, Fleet, parse_fleet
from gateway.sim import build_app
from gateway.sim.app import QuietServer, uvicorn_config
from gateway.sim.engine import SimEngine, SimRequest, StepReport


@dataclass(frozen=True)
class Truth:
    backend: str
    kind: str
    prompt_tokens: int
    arrival: float
    first_token: float
    finished: float
    tokens: int
    draft_tokens: int
    accepted: int
    preemptions: int
    status: str
    cached: int = 0  # prompt tokens the engine's prefix cache held

    @property
    def ttft(self) -> float:
        return self.first_token - self.arrival

    @property
    def tpot(self) -> float | None:
        """Decode time / (n − 1), vLLM's request_time_per_output_token."""
        return (self.finished - self.first_token) / (self.tokens - 1) if self.tokens > 1 else None


@dataclass
class Recorder:
    """Observer for every engine of the fleet."""

    truths: dict[int, Truth] = field(default_factory=dict)
    busy_s: dict[str, float] = field(default_factory=dict)
    max_lag_s: dict[str, float] = field(default_factory=dict)

    def on_arrival(self, req: SimRequest) -> None:
        return None

    def on_draft(self, drafted: int, accepted: int, per_pos: list[bool]) -> None:
        return None

    def on_step(self, engine: SimEngine, report: StepReport) -> None:
        name = engine.backend.name
        self.busy_s[name] = self.busy_s.get(name, 0.0) + report.duration
        lag = engine.wall_sim() - engine.clock
        if lag > self.max_lag_s.get(name, 0.0):
            self.max_lag_s[name] = lag

    def on_finish(self, engine: SimEngine, req: SimRequest) -> None:
        b = engine.backend
        self.truths[req.seed] = Truth(
            backend=b.name,
            kind=b.kind,
            prompt_tokens=len(req.prompt),
            arrival=req.arrival,
            first_token=req.first_token_at if req.first_token_at is not None else req.arrival,
            finished=req.finished_at or req.arrival,
            tokens=len(req.output),
            draft_tokens=req.draft_tokens,
            accepted=req.accepted,
            preemptions=req.preemptions,
            status=req.finished or "",
            cached=req.cached,
        )


@dataclass
class RunningFleet:
    fleet: Fleet
    engines: dict[str, SimEngine]
    recorder: Recorder

    @property
    def backends(self) -> list[Backend]:
        return self.fleet.backends


def free_ports(n: int) -> list[int]:
    socks = []
    for _ in range(n):
        s = socket.socket()
        s.bind(("127.0.0.1", 0))
        socks.append(s)
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


@contextlib.asynccontextmanager
async def serve(fleet_data: dict[str, Any], *, time_scale: float) -> AsyncIterator[RunningFleet]:
    """Serve ``fleet_data`` (a fleet file's dict with its ports) until the block ends."""
    fleet = parse_fleet(fleet_data, source="bench")
    rec = Recorder()
    servers: list[QuietServer] = []
    engines: dict[str, SimEngine] = {}
    up = 0
    all_up = asyncio.Event()
    backends = fleet.backends

    def one_up() -> None:
        nonlocal up
        up += 1
        if up == len(backends):
            all_up.set()

    for b in backends:
        app = build_app(
            b,
            context_length=fleet.models[0].context_length,
            time_scale=time_scale,
            seed=0,
            per_request_metrics=True,
        )
        engine: SimEngine = app.state.sim.engine
        engine.observers.append(rec)
        engines[b.name] = engine
        port = int(b.url.rsplit(":", 1)[1])
        servers.append(QuietServer(uvicorn_config(app, host="127.0.0.1", port=port), one_up))
    tasks = [asyncio.create_task(s.serve()) for s in servers]
    try:
        await asyncio.wait_for(all_up.wait(), timeout=30)
        yield RunningFleet(fleet, engines, rec)
    finally:
        for s in servers:
            s.should_exit = True
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), timeout=10)
        for t in tasks:
            t.cancel()
