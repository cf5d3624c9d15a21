"""Entry points: one simulated server per backend (``build_app``), or a whole fleet on its ports."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

import uvicorn
from starlette.applications import Starlette

from gateway.config.fleet import Backend, Engine, Fleet
from gateway.sim import tgi_server, vllm_server
from gateway.sim.engine import SimEngine
from gateway.sim.faults import Faults
from gateway.sim.state import SimState
from gateway.sim.tgi_metrics import TgiMetrics
from gateway.sim.vllm_metrics import VllmMetrics

log = logging.getLogger(__name__)


def build_app(
    backend: Backend,
    *,
    context_length: int = 8192,
    time_scale: float = 1.0,
    seed: int = 0,
    per_request_metrics: bool = True,
) -> Starlette:
    """An ASGI app that behaves like ``backend`` (vLLM or TGI, with its speculation).

    The engine's step loop runs in the app's lifespan. ``time_scale`` > 1 runs faster than real
    time; every time the server reports stays in simulated seconds. The app's
    ``state.sim`` (``SimState``) exposes the engine and the fault switches (``faults``).
    """
    engine = SimEngine(backend, context_length=context_length, time_scale=time_scale, seed=seed)
    metrics: VllmMetrics | TgiMetrics
    if backend.engine is Engine.tgi:
        metrics = TgiMetrics(
            engine, max_input_tokens=context_length - 1, max_total_tokens=context_length
        )
    else:
        metrics = VllmMetrics(engine)
    engine.observers.append(metrics)
    state = SimState(
        backend=backend,
        engine=engine,
        metrics=metrics,
        faults=Faults(),
        context_length=context_length,
        per_request_metrics=per_request_metrics,
    )
    if backend.engine is Engine.tgi:
        return tgi_server.create(state)
    return vllm_server.create(state)


def _port(backend: Backend) -> int:
    parts = urlsplit(backend.url)
    if parts.port is not None:
        return parts.port
    return 443 if parts.scheme == "https" else 80


class QuietServer(uvicorn.Server):
    """A uvicorn server that leaves signal handling to its owner (the CLI or a test) and calls
    ``on_started`` once its sockets listen and its lifespan (the engine) is up."""

    def __init__(
        self, config: uvicorn.Config, on_started: Callable[[], None] | None = None
    ) -> None:
        super().__init__(config)
        self.on_started = on_started

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started and self.on_started is not None:
            self.on_started()


def uvicorn_config(app: Starlette, *, host: str, port: int) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        lifespan="on",
        timeout_graceful_shutdown=2,
    )


async def serve_fleet(
    fleet: Fleet,
    *,
    time_scale: float = 1.0,
    host: str = "127.0.0.1",
    started: asyncio.Event | None = None,
) -> None:
    """Serve every backend of ``fleet`` on the port of its ``base_url`` until cancelled.

    ``started`` is set once every server accepts connections. Cancelling this coroutine shuts
    all servers down (graceful, then forced) before it returns.
    """
    servers: list[QuietServer] = []
    pending = 0
    all_up = asyncio.Event()

    def one_up() -> None:
        nonlocal pending
        pending -= 1
        if pending == 0:
            all_up.set()

    for model in fleet.models:
        for i, b in enumerate(model.backends):
            app = build_app(b, context_length=model.context_length, time_scale=time_scale, seed=i)
            servers.append(QuietServer(uvicorn_config(app, host=host, port=_port(b)), one_up))
            pending += 1
    tasks = [asyncio.create_task(s.serve(), name=f"sim-{i}") for i, s in enumerate(servers)]
    try:
        waiter = asyncio.create_task(all_up.wait())
        await asyncio.wait([waiter, *tasks], return_when=asyncio.FIRST_COMPLETED)
        if not all_up.is_set():  # a server exited during startup (port taken...)
            waiter.cancel()
            for t in tasks:
                if t.done() and t.exception() is not None:
                    raise RuntimeError("a simulated server failed to start") from t.exception()
            raise RuntimeError("a simulated server exited during startup (port in use?)")
        if started is not None:
            started.set()
        # asyncio.wait, unlike gather, leaves the servers running when this task is cancelled,
        # so that the finally block below can stop them gracefully (lifespan shutdown included)
        await asyncio.wait(tasks)
    finally:
        for s in servers:
            s.should_exit = True
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), timeout=5)
        for t in tasks:
            t.cancel()
